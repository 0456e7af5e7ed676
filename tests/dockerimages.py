"""Shared by the docker-marked tests: the demo-docker spec and a session fixture that makes sure its images exist."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.images.lock import read_lock
from harness.images.paths import ImagePaths
from harness.spec import load_spec

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO / "specs" / "demo-docker.yaml"


def harness(*args: str, timeout: float = 1800) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture(scope="session")
def built_images():
    """Fetch the committed locks' wheels (only if the wheelhouse lacks one) and build; returns the build's stdout."""
    paths, spec = ImagePaths(), load_spec(SPEC)
    need_lock = any(not (paths.wheelhouse / p.filename).exists()
                    for b in spec.branches for p in read_lock(paths.lock(spec.name, b.name)).packages)
    if need_lock:
        proc = harness("images", "lock", "--frozen", str(SPEC))
        assert proc.returncode == 0, proc.stderr[-3000:]
    proc = harness("images", "build", str(SPEC))
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout
