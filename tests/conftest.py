"""Shared fixtures and tier markers.

Tiers (see pyproject markers): unit (no torch), e2e (tiny model on CPU), docker (needs an engine),
gpu (needs CUDA), slurm (needs a Slurm cluster; CI starts one with .ci/slurm-setup.sh). docker, gpu and slurm
tests skip themselves with a reason when their machine part is absent.
"""
from __future__ import annotations

import multiprocessing
import os
import shutil
import subprocess
import sys
from concurrent.futures import Future, ProcessPoolExecutor
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


# The all-sets grading measurement (tests/test_grade_crafted.py): 355 sets, about 20,000 answers, the largest single
# item of the suite (686 s of 2,310 on two cores). It is CPU-bound and independent of every other test, while the
# Docker, Slurm and end-to-end tests leave a core idle much of the time; so it starts when collection ends, in worker
# processes at the lowest priority (nice 19: they take only CPU time the foreground leaves), and the fixture that
# needs it waits for what is not done yet. Nothing is measured differently: the same function grades the same sets.
GRADING = pytest.StashKey[dict]()


def _grading_sets(items) -> list[Path]:
    wanted: list[Path] = []
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        if "figures" in params and params["figures"] not in wanted:
            wanted.append(params["figures"])
    return wanted


def pytest_collection_finish(session):
    wanted = _grading_sets(session.items)
    if len(wanted) < 2:  # a set selected alone is measured in the foreground, at once
        return
    from harness.grade.agreement import measure

    workers = min(len(wanted), os.cpu_count() or 1)
    pool = ProcessPoolExecutor(
        max_workers=workers, mp_context=multiprocessing.get_context("spawn"), initializer=os.nice, initargs=(19,)
    )
    samples = Path(__file__).resolve().parents[1] / "samples"
    session.config.stash[GRADING] = {"pool": pool, "futures": {f: pool.submit(measure, f, samples) for f in wanted}}


def pytest_sessionfinish(session):
    grading = session.config.stash.get(GRADING, None)
    if grading is not None:
        grading["pool"].shutdown(wait=False, cancel_futures=True)


@pytest.fixture(scope="session")
def grading_in_background(request) -> dict[Path, Future]:
    """Set folder -> the future of its measurement, started at collection's end ({} when not started)."""
    grading = request.config.stash.get(GRADING, None)
    return {} if grading is None else grading["futures"]
