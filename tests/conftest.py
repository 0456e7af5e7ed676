"""Shared fixtures and tier markers.

Tiers (see pyproject markers): unit (no torch), e2e (tiny model on CPU), docker (needs an engine),
gpu (needs CUDA). docker and gpu tests skip themselves with a reason when their machine part is absent.
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
    for item in items:
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
