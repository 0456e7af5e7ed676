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
import re
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


def cuda_selector(device: str, environ=None) -> str | None:
    """What ``nvidia-smi --id`` / docker ``device_ids`` must name for ``device`` (``cuda`` | ``cuda:N``) as a
    launch sees it: launches run with ``CUDA_DEVICE_ORDER=PCI_BUS_ID`` (``harness.entry.nvml.DEVICE_ORDER_ENV``),
    so ``cuda:N`` is the N-th entry of this process's ``CUDA_VISIBLE_DEVICES`` (an index or a UUID), or, without
    it, nvidia-smi's index N (both in PCI bus order). None when N is past the visible devices."""
    env = os.environ if environ is None else environ
    index = int(device.split(":", 1)[1]) if ":" in device else 0
    visible = env.get("CUDA_VISIBLE_DEVICES")
    if visible is None:
        return str(index)
    entries = [e.strip() for e in visible.split(",") if e.strip()]
    return entries[index] if 0 <= index < len(entries) else None


def query_gpu(selector: str, run=subprocess.run) -> dict:
    """``nvidia-smi --id=SELECTOR`` -> ``{"uuid", "name", "driver", "memory_total_bytes", "pci_bus_id"}``, or
    ``{"note": why}``. ``run`` is ``subprocess.run`` (tests pass a fake)."""
    if run is subprocess.run and shutil.which("nvidia-smi") is None:
        return {"note": "nvidia-smi not on PATH; see the records' environment for what torch saw"}
    try:
        proc = run(
            [
                "nvidia-smi",
                f"--id={selector}",
                "--query-gpu=uuid,name,driver_version,memory.total,pci.bus_id",
                "--format=csv,noheader,nounits",
            ],
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return {"note": f"nvidia-smi failed: {exc}"}
    if proc.returncode != 0 or not proc.stdout.strip():
        return {"note": f"nvidia-smi --id={selector} exit {proc.returncode}: {proc.stderr.strip()[:200]}"}
    parts = [p.strip() for p in proc.stdout.strip().splitlines()[0].split(",")]
    if len(parts) < 5:
        return {"note": f"nvidia-smi printed {proc.stdout.strip()[:200]!r}"}
    uuid, name, driver, total_mib, bus = parts[:5]
    try:
        total = int(float(total_mib)) * 1024 * 1024
    except ValueError:
        total = None
    return {"uuid": uuid, "name": name, "driver": driver, "memory_total_bytes": total, "pci_bus_id": bus}


def device_facts(device: str, environ=None, run=subprocess.run) -> dict:
    """What the host says about ``device`` without torch: CPU facts, or ``nvidia-smi`` for CUDA, asked about the
    card the launches will use (``cuda_selector``: by CUDA_VISIBLE_DEVICES entry in PCI bus order, never a bare
    index that may name another card), with its UUID so records and docker requests can name it exactly."""
    if device == "cpu":
        return {"kind": "cpu", "name": _cpu_model(), "memory_total_bytes": _meminfo_total_bytes(), "driver": None}
    index = int(device.split(":", 1)[1]) if ":" in device else 0
    selector = cuda_selector(device, environ)
    facts: dict = {
        "kind": "cuda",
        "index": index,
        "selector": selector,
        "uuid": None,
        "name": None,
        "memory_total_bytes": None,
        "driver": None,
    }
    if selector is None:
        facts["note"] = f"{device} is past the devices in CUDA_VISIBLE_DEVICES"
        return facts
    facts.update(query_gpu(selector, run))
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


def needed_packages(role: str) -> tuple[str, ...]:
    """What a branch environment must hold for its role: the entry's packages, and for the ordinary branch also
    input preparation's (it runs in the ordinary environment: the ordinary *image* under docker)."""
    return NEEDED_BY_ENTRY + (NEEDED_BY_PREPARE if role == "ordinary" else ())


def _canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def missing_from_pins(names, role: str) -> list[str]:
    """Needed packages (``needed_packages(role)``) absent from ``names``: the package names an image will hold (a
    lock's packages, dependencies included) or a spec's pins. The docker-mode counterpart of ``missing_packages``:
    checked when the image is locked and audited, before anything is built or run."""
    have = {_canonical(n.split("==")[0]) for n in names}
    return [n for n in needed_packages(role) if _canonical(n) not in have]


def pins_problem(branch: str, role: str, names, where: str) -> str | None:
    """One line naming what ``branch``'s image would lack (``missing_from_pins``) and the fix; None when complete."""
    missing = missing_from_pins(names, role)
    if not missing:
        return None
    why = (
        " (the ordinary image also prepares the inputs: jinja2, jsonschema, ruamel.yaml)" if role == "ordinary" else ""
    )
    return (
        f"branch {branch!r}: {where} lacks {', '.join(missing)}{why}: add them, pinned (name==version), to the "
        "spec's environment.requirements, then `harness images lock SPEC && harness images build SPEC`"
    )


def missing_packages(probe: dict, role: str) -> list[str]:
    """Packages a branch environment lacks for its role (from ``probe_packages`` output); [] when complete."""
    if "packages" not in probe:
        return [f"(probe failed: {probe.get('error', 'no output')})"]
    return [name for name in needed_packages(role) if not probe["packages"].get(name)]
