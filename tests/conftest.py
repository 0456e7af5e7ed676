"""Shared fixtures and tier markers.

Tiers (see pyproject markers): unit (no torch), e2e (tiny model on CPU), docker (needs an engine),
gpu (needs CUDA), slurm (needs a Slurm cluster; CI starts one with .ci/slurm-setup.sh). docker, gpu and slurm
tests skip themselves with a reason when their machine part is absent.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
TINY_MODEL = REPO / "models" / "tiny-llama"


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return REPO


@pytest.fixture(scope="session")
def tiny_model_dir() -> Path:
    """The deterministic tiny model at models/tiny-llama, made with the real CLI if it is not there yet.

    Its text is meaningless: tests use it for the measurement and plumbing path, never for quality.
    """
    if not (TINY_MODEL / "config.json").exists():
        subprocess.run([sys.executable, "-m", "harness", "model", "tiny", "--out", str(TINY_MODEL)], check=True)
    return TINY_MODEL


def docker_engine_available() -> tuple[bool, str]:
    if shutil.which("docker") is None:
        return False, "no docker client on PATH"
    try:
        proc = subprocess.run(["docker", "info", "--format", "{{.ServerVersion}}"], capture_output=True, text=True, timeout=20)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, f"docker engine did not answer: {exc}"
    if proc.returncode != 0:
        return False, "no running Docker engine (start dockerd; see .ci/docker-setup.sh)"
    return True, proc.stdout.strip()


def slurm_available() -> tuple[bool, str]:
    if shutil.which("sinfo") is None or shutil.which("sbatch") is None:
        return False, "no Slurm client commands (sinfo, sbatch) on PATH; .ci/slurm-setup.sh starts a single-node cluster"
    try:
        proc = subprocess.run(["sinfo", "-h", "-o", "%T"], capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, f"sinfo did not answer: {exc}"
    states = proc.stdout.split()
    if proc.returncode != 0 or not any(s.rstrip("*~#") in ("idle", "mixed", "allocated") for s in states):
        return False, f"no Slurm node up (sinfo: {(proc.stdout + proc.stderr).strip()[:200]}); see .ci/slurm-setup.sh"
    return True, " ".join(states)


def cuda_available() -> tuple[bool, str]:
    try:
        import torch
    except ImportError:
        return False, "torch is not installed"
    if not torch.cuda.is_available():
        return False, "no CUDA device on this machine"
    return True, torch.cuda.get_device_name(0)


def pytest_collection_modifyitems(config, items):
    docker_ok, docker_why = (None, "")
    cuda_ok, cuda_why = (None, "")
    slurm_ok, slurm_why = (None, "")
    for item in items:
        if "slurm" in item.keywords:
            if slurm_ok is None:
                slurm_ok, slurm_why = slurm_available()
            if not slurm_ok:
                item.add_marker(pytest.mark.skip(reason=f"slurm test skipped: {slurm_why}"))
        if "docker" in item.keywords:
            if docker_ok is None:
                docker_ok, docker_why = docker_engine_available()
            if not docker_ok:
                item.add_marker(pytest.mark.skip(reason=f"docker test skipped: {docker_why}"))
        if "gpu" in item.keywords:
            if cuda_ok is None:
                cuda_ok, cuda_why = cuda_available()
            if not cuda_ok:
                item.add_marker(pytest.mark.skip(reason=f"gpu test skipped: {cuda_why}"))


@pytest.fixture(scope="session")
def family_models(tmp_path_factory) -> dict[str, Path]:
    """Every family preset (``harness model --list``), made once per session with the real code: name -> dir.

    CPU-sized random weights (2 layers): meaningless text; the Mistral v3 preset carries the real tokenizer."""
    from harness.commands.model import DEFAULT_CORPUS, corpus_texts
    from harness.entry.families import PRESETS, make_preset

    root = tmp_path_factory.mktemp("families")
    texts = corpus_texts([DEFAULT_CORPUS])
    return {p.name: make_preset(p.name, root / p.name, seed=0, extra_texts=texts) for p in PRESETS}
