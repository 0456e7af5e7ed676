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


def _usable_cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


class SetMeasurements:
    """The grading measurements of the answer sets (tests/test_grade_crafted.py): the heaviest CPU work of the suite.

    Started when the session has collected them, in one background process at the lowest CPU priority, so the sets
    are graded in the time the other tests leave a core idle (waiting on Docker, Slurm or a child run), while the
    collection hook below puts the set tests last. ``result(folder)`` waits for one set; the first wait moves every
    set not yet started onto all usable cores (the foreground has nothing else to do by then). The figures are the
    same as measuring in the foreground: each set is one ``measure(folder, samples)`` call in its own process.
    """

    def __init__(self, folders: list[Path], samples: Path):
        from harness.grade.agreement import measure

        self._measure = measure
        self.samples = samples
        self._pools = [self._pool(1)]
        self._futures: dict[Path, Future] = {f: self._pools[0].submit(self._measure, f, samples) for f in folders}
        self._hurried = False

    @staticmethod
    def _pool(workers: int) -> ProcessPoolExecutor:
        # spawn: a clean interpreter (the session may hold torch's threads by now); nice 19: the foreground first
        return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=os.nice,
                                   initargs=(19,))

    def result(self, folder: Path) -> dict:
        if folder not in self._futures:
            return self._measure(folder, self.samples)
        if not self._hurried:
            self._hurried = True
            waiting = [f for f, fut in self._futures.items() if fut.cancel()]
            if waiting and _usable_cpus() > 1:
                pool = self._pool(min(len(waiting), _usable_cpus()))
                self._pools.append(pool)
                self._futures.update({f: pool.submit(self._measure, f, self.samples) for f in waiting})
            elif waiting:
                self._futures.update({f: self._pools[0].submit(self._measure, f, self.samples) for f in waiting})
        return self._futures[folder].result()

    def close(self) -> None:
        for pool in self._pools:
            pool.shutdown(wait=False, cancel_futures=True)


_SET_MEASUREMENTS = pytest.StashKey[SetMeasurements]()


def _set_folders(items) -> list[Path]:
    """The answer sets the session's set tests measure (their ``figures`` parameter), in test order."""
    wanted: list[Path] = []
    for item in items:
        folder = getattr(getattr(item, "callspec", None), "params", {}).get("figures")
        if isinstance(folder, Path) and folder not in wanted:
            wanted.append(folder)
    return wanted


@pytest.fixture(scope="session")
def set_measurements(request) -> SetMeasurements | None:
    """The background measurements of the collected answer sets (None when the session started none)."""
    return request.config.stash.get(_SET_MEASUREMENTS, None)


def pytest_sessionfinish(session):
    started = session.config.stash.get(_SET_MEASUREMENTS, None)
    if started is not None:
        started.close()


@pytest.hookimpl(trylast=True)  # after -k/-m deselection: only what runs is scheduled
def pytest_collection_modifyitems(config, items):
    sets = _set_folders(items)
    if len(sets) > 1 and not config.option.collectonly:
        # the set tests last, so the background measurement has the rest of the session to run in
        items[:] = [i for i in items if i.path.name != "test_grade_crafted.py"] + [
            i for i in items if i.path.name == "test_grade_crafted.py"
        ]
        config.stash[_SET_MEASUREMENTS] = SetMeasurements(sets, REPO / "samples")
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
