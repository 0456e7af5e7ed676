"""Dedicated virtual environments for branches with ``environment.mode: venv`` (local runner).

Contract: ``ensure_venv(requirements, state_dir) -> VenvInfo``. The environment is keyed by the SHA-256 of the
sorted requirement lines plus the base interpreter's version and platform, and lives in
``<state_dir>/venvs/<key16>/``. It is built once with ``python -m venv`` and
``pip install -r requirements.txt`` (pip's own configuration applies, e.g. a ``find-links`` that serves the local
CPU torch wheel), then marked complete with ``harness-venv.json`` (requirements, key, ``pip freeze``). A directory
without that marker is a failed or interrupted build: it is removed and built again. Builds are serialised by a
lock file, so two runs never build the same environment at once. Switching back to the ordinary branch means
using the ordinary branch's own environment (its key), never editing one in place.
"""

from __future__ import annotations

import fcntl
import hashlib
import json
import os
import platform
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from harness.errors import InfraError, InputError

MARKER = "harness-venv.json"


@dataclass(frozen=True)
class VenvInfo:
    key: str  # full SHA-256 hex
    path: Path
    python: Path
    requirements: tuple[str, ...]
    freeze: tuple[str, ...]  # `pip freeze` lines after the build


def venv_key(requirements: tuple[str, ...] | list[str]) -> str:
    """SHA-256 over the normalised requirement lines and the base interpreter (version, platform)."""
    lines = sorted({r.strip() for r in requirements if r.strip()})
    basis = {
        "requirements": lines,
        "python": platform.python_version(),
        "implementation": sys.implementation.name,
        "platform": platform.machine() + "-" + sys.platform,
    }
    return hashlib.sha256(json.dumps(basis, sort_keys=True).encode()).hexdigest()


def branch_requirements(shared: tuple[str, ...], extra: tuple[str, ...], branch: str) -> tuple[str, ...]:
    """The requirement lines of one branch: the shared set plus the branch's extras (shared first)."""
    if not shared:
        raise InputError(
            f"branch {branch!r} uses environment.mode: venv but the spec's environment.requirements is empty; "
            "list the pinned shared packages (e.g. torch==2.13.0, transformers==5.24.0) so the environment can be built"
        )
    return tuple(dict.fromkeys([*shared, *extra]))


def _read_marker(path: Path) -> VenvInfo | None:
    marker = path / MARKER
    if not marker.exists():
        return None
    data = json.loads(marker.read_text())
    return VenvInfo(data["key"], path, path / "bin" / "python", tuple(data["requirements"]), tuple(data["freeze"]))


def ensure_venv(requirements: tuple[str, ...], state_dir: Path, timeout_s: float = 1800.0) -> VenvInfo:
    """Return the complete environment for ``requirements``, building it if needed (may take minutes)."""
    key = venv_key(requirements)
    root = Path(state_dir) / "venvs"
    path = root / key[:16]
    try:
        root.mkdir(parents=True, exist_ok=True)
        with open(root / f"{key[:16]}.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            done = _read_marker(path)
            if done is not None:
                return done
            shutil.rmtree(path, ignore_errors=True)  # an unfinished earlier build
            return _build(path, key, tuple(requirements), timeout_s)
    except (OSError, subprocess.SubprocessError) as exc:
        raise InfraError(f"cannot build the virtual environment in {path}: {exc}") from None


def _clean_env() -> dict[str, str]:
    """This environment without what would leak other packages into the venv's pip (PYTHONPATH and friends)."""
    return {
        k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONNOUSERSITE")
    }


def _build(path: Path, key: str, requirements: tuple[str, ...], timeout_s: float) -> VenvInfo:
    env = _clean_env()
    subprocess.run(
        [sys.executable, "-m", "venv", str(path)], check=True, capture_output=True, timeout=timeout_s, env=env
    )
    (path / "requirements.txt").write_text("\n".join(requirements) + "\n")
    python = path / "bin" / "python"
    log = path / "build.log"
    with open(log, "w") as fh:
        proc = subprocess.run(
            [str(python), "-m", "pip", "install", "--disable-pip-version-check", "-r", str(path / "requirements.txt")],
            stdout=fh,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            timeout=timeout_s,
            env=env,
        )
    if proc.returncode != 0:
        tail = log.read_text(errors="replace").strip().splitlines()[-3:]
        raise InfraError(
            f"pip could not build the environment {path} (exit {proc.returncode}); log: {log}\n" + "\n".join(tail)
        )
    freeze = subprocess.run(
        [str(python), "-m", "pip", "freeze", "--disable-pip-version-check"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
        env=env,
    ).stdout.split()
    data = {"key": key, "requirements": list(requirements), "freeze": freeze, "python": str(python)}
    (path / MARKER).write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    return VenvInfo(key, path, python, requirements, tuple(freeze))
