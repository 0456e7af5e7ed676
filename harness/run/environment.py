"""Provenance for ``environment.json``: host, device, git revision of the harness, package versions per branch.

Nothing here imports torch. Package versions are read inside each branch's own environment by a short
``python -c`` probe (``importlib.metadata`` only, so it is fast and loads no framework), run through the branch's
runner (``Runner.run_tool``), so a venv or container reports its own versions. Device facts for CUDA come from
``nvidia-smi`` when it is on PATH; the entry records what torch itself sees in every record.
"""

from __future__ import annotations

import json
import os
import platform
import shutil
import socket
import subprocess
from pathlib import Path

from harness.run.base import Runner, ToolRequest

PROBED_PACKAGES = (
    "torch",
    "transformers",
    "optimum-quanto",
    "hqq",
    "accelerate",
    "safetensors",
    "tokenizers",
    "numpy",
    "nvidia-ml-py",
    "jinja2",
    "jsonschema",
    "ruamel.yaml",
    "kvcache-harness",
)
# What a branch's own environment must hold: the entry needs torch + transformers; the ordinary branch also runs
# input preparation (tokenizer + chat template, sample validation).
NEEDED_BY_ENTRY = ("torch", "transformers")
NEEDED_BY_PREPARE = ("jinja2", "jsonschema", "ruamel.yaml")

PROBE_CODE = (
    "import importlib.metadata as m, json, platform, sys\n"
    "def v(n):\n"
    "    try: return m.version(n)\n"
    "    except m.PackageNotFoundError: return None\n"
    "print(json.dumps({'python': platform.python_version(), 'executable': sys.executable,"
    " 'packages': {n: v(n) for n in sys.argv[1:]}}))\n"
)


def git_revision(root: Path) -> dict:
    """``{"commit": hex|None, "dirty": bool|None}`` of the harness source tree at ``root``."""
    if shutil.which("git") is None:
        return {"commit": None, "dirty": None, "note": "git not on PATH"}
    try:
        commit = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "HEAD"], capture_output=True, text=True, timeout=20
        )
        if commit.returncode != 0:
            return {"commit": None, "dirty": None, "note": "not a git checkout"}
        status = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=20,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return {"commit": None, "dirty": None, "note": f"git failed: {exc}"}
    return {"commit": commit.stdout.strip(), "dirty": bool(status.stdout.strip())}


def _meminfo_total_bytes() -> int | None:
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        return None
    return None


def _cpu_model() -> str | None:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        return None
    return platform.processor() or None


def host_facts() -> dict:
    return {
        "hostname": socket.gethostname(),
        "os": platform.platform(),
        "machine": platform.machine(),
        "cpu_model": _cpu_model(),
        "cpu_count": os.cpu_count(),
        "memory_total_bytes": _meminfo_total_bytes(),
    }


def device_facts(device: str) -> dict:
    """What the host says about ``device`` without torch: CPU facts, or ``nvidia-smi`` for CUDA."""
    if device == "cpu":
        return {"kind": "cpu", "name": _cpu_model(), "memory_total_bytes": _meminfo_total_bytes(), "driver": None}
    index = device.split(":", 1)[1] if ":" in device else "0"
    facts = {"kind": "cuda", "index": int(index), "name": None, "memory_total_bytes": None, "driver": None}
    if shutil.which("nvidia-smi") is None:
        facts["note"] = "nvidia-smi not on PATH; see the records' environment for what torch saw"
        return facts
    try:
        proc = subprocess.run(
            [
                "nvidia-smi",
                f"--id={index}",
                "--query-gpu=name,driver_version,memory.total",
                "--format=csv,noheader,nounits",
            ],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        facts["note"] = f"nvidia-smi failed: {exc}"
        return facts
    if proc.returncode == 0 and proc.stdout.strip():
        name, driver, total_mib = (p.strip() for p in proc.stdout.strip().splitlines()[0].split(","))
        facts.update(name=name, driver=driver, memory_total_bytes=int(float(total_mib)) * 1024 * 1024)
    else:
        facts["note"] = f"nvidia-smi exit {proc.returncode}: {proc.stderr.strip()[:200]}"
    return facts


def probe_packages(runner: Runner, request: ToolRequest) -> dict:
    """Versions of ``PROBED_PACKAGES`` as seen by the branch's interpreter; ``{"error": ...}`` when it fails."""
    probe = ToolRequest(
        branch=request.branch,
        args=("-c", PROBE_CODE, *PROBED_PACKAGES),
        run_dir=request.run_dir,
        model_dir=request.model_dir,
        device=request.device,
        timeout_s=120,
        environment_mode=request.environment_mode,
        python=request.python,
    )
    result = runner.run_tool(probe)
    if result.exit_code != 0:
        return {"error": f"probe exit {result.exit_code}: {result.stderr.strip()[-300:]}"}
    try:
        return json.loads(result.stdout.strip().splitlines()[-1])
    except (json.JSONDecodeError, IndexError):
        return {"error": f"probe printed no JSON: {result.stdout[-200:]!r}"}


def missing_packages(probe: dict, role: str) -> list[str]:
    """Packages a branch environment lacks for its role (from ``probe_packages`` output); [] when complete."""
    if "packages" not in probe:
        return [f"(probe failed: {probe.get('error', 'no output')})"]
    needed = NEEDED_BY_ENTRY + (NEEDED_BY_PREPARE if role == "ordinary" else ())
    return [name for name in needed if not probe["packages"].get(name)]
