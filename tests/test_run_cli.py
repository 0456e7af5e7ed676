"""`harness run` / `harness fallback` argument handling and exit codes that need no launch."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import docker_engine_available

pytestmark = pytest.mark.unit
REPO = Path(__file__).resolve().parents[1]


def harness(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", *args], cwd=REPO, capture_output=True, text=True,
                          timeout=300)


def test_help_has_examples():
    for command in ("run", "fallback"):
        proc = harness(command, "--help")
        assert proc.returncode == 0 and "Examples:" in proc.stdout


def test_run_needs_a_spec_or_resume():
    proc = harness("run")
    assert proc.returncode == 2 and "give a SPEC" in proc.stderr


def test_resume_refuses_set_without_spec(tmp_path):
    proc = harness("run", "--resume", str(tmp_path), "--set", "matrix.repeats=1")
    assert proc.returncode == 2 and "archived" in proc.stderr


def test_resume_and_fallback_of_a_non_run_directory(tmp_path):
    assert harness("run", "--resume", str(tmp_path)).returncode == 2
    assert harness("fallback", str(tmp_path)).returncode == 2


def test_docker_runner_without_engine_is_exit_3(tiny_model_dir, tmp_path):
    ok, why = docker_engine_available()
    if ok:
        pytest.skip("a docker engine is running here; this checks the message when there is none")
    proc = harness("run", "specs/demo-cpu.yaml", "--runner", "docker", "--set", f"output_dir={tmp_path}")
    assert proc.returncode == 3, proc.stderr
    assert "docker" in proc.stderr.lower()
    assert list(tmp_path.iterdir()) == []  # nothing written
