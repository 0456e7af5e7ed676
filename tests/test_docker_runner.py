"""Docker runner pieces that need no engine: the container's job view, path mapping, exit mapping, image lookup."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from harness.errors import InfraError
from harness.run.container import (BranchImage, device_requests, container_job, container_path,
                                   describe_container_exit)
from harness.run.docker import DockerRunner

pytestmark = pytest.mark.unit

JOB = {"job_version": 1, "model": {"path": "/abs/models/tiny-llama", "revision": "sha256:1", "device": "cpu"},
       "inputs": {"t512": {"path": "inputs/t512.json", "sha256": "x"}},
       "out": {"records": "launches/L01/records.jsonl", "outputs_dir": "launches/L01/outputs"},
       "runtime": {"runner": "docker", "image": None, "image_digest": None, "memory_budget_bytes": 123}}


def test_container_job_changes_only_model_path_and_runtime_image():
    got = container_job(JOB, image="kvh/demo-ordinary:lock-1", image_digest="sha256:" + "a" * 64)
    assert got["model"]["path"] == "/model"
    assert got["runtime"] == {"runner": "docker", "image": "kvh/demo-ordinary:lock-1",
                              "image_digest": "sha256:" + "a" * 64, "memory_budget_bytes": 123}
    assert {k: v for k, v in got.items() if k not in ("model", "runtime")} == \
        {k: v for k, v in JOB.items() if k not in ("model", "runtime")}
    assert JOB["model"]["path"] == "/abs/models/tiny-llama"  # the input is not modified


def test_container_path_maps_model_and_run_dirs_only(tmp_path):
    run, model = tmp_path / "run", tmp_path / "model"
    assert container_path(str(model), run, model) == "/model"
    assert container_path(f"{model}/config.json", run, model) == "/model/config.json"
    assert container_path(f"{run}/inputs", run, model) == "/run/inputs"
    assert container_path(f"{run}x/inputs", run, model) == f"{run}x/inputs"  # a sibling, not inside
    assert container_path("--dtype", run, model) == "--dtype"
    assert container_path(f"{run}/inputs", None, model) == f"{run}/inputs"


@pytest.mark.parametrize("code,oom,want", [(0, False, (0, None, None)), (1, False, (1, None, "exited with status 1")),
                                           (137, False, (None, 9, "killed by signal 9")),
                                           (137, True, (None, 9, "killed by the container memory limit (OOM)"))])
def test_describe_container_exit(code, oom, want):
    assert describe_container_exit(code, oom) == want


def test_gpu_request_only_for_cuda_with_compute_and_utility():
    assert device_requests("cpu") is None
    (req,) = device_requests("cuda:1")  # only the requested card, never all GPUs (issue 15 item 4)
    assert req["DeviceIDs"] == ["1"] and req["Capabilities"] == [["gpu", "compute", "utility"]]
    (req,) = device_requests("cuda", ["GPU-fake-uuid"])
    assert req["DeviceIDs"] == ["GPU-fake-uuid"] and not req.get("Count")


def test_unknown_branch_without_records_says_how_to_build(tmp_path):
    runner = DockerRunner({"ordinary": BranchImage("t", "sha256:" + "a" * 64)}, client=object())
    assert runner._image("ordinary", None).tag == "t"
    with pytest.raises(InfraError, match="harness images build"):
        runner._image("quanto-int4", None)
    (tmp_path / "spec.resolved.json").write_text(json.dumps({"name": "no-such-spec-xyz",
                                                             "branches": [{"name": "quanto-int4"}]}))
    with pytest.raises(InfraError, match="no image for branch 'quanto-int4' of spec 'no-such-spec-xyz'"):
        runner._image("quanto-int4", Path(tmp_path))


def test_archived_image_of_a_run_wins_over_the_current_record(tmp_path):
    """Resume and fallback must run the image the run already used, by digest, not a newer build."""
    from harness.run.container import archived_images

    old = "sha256:" + "c" * 64
    (tmp_path / "launches" / "L01-short-ordinary").mkdir(parents=True)
    (tmp_path / "launches" / "L01-short-ordinary" / "launch.json").write_text(json.dumps(
        {"branch": "ordinary", "runner": "docker", "image_digest": old}))
    (tmp_path / "launches" / "L02-local").mkdir()
    (tmp_path / "launches" / "L02-local" / "launch.json").write_text(json.dumps(
        {"branch": "quanto-int4", "runner": "local", "image_digest": None}))
    assert archived_images(tmp_path) == {"ordinary": BranchImage(old, old)}

    class Images:
        def get(self, ref):
            self.asked = ref

    class Client:
        images = Images()

    (tmp_path / "spec.resolved.json").write_text(json.dumps({"name": "no-such-spec-xyz", "branches": []}))
    runner = DockerRunner(client=Client())
    assert runner._image("ordinary", tmp_path).image_id == old
    assert Client.images.asked == old  # its presence in the engine was checked


@pytest.mark.skipif(os.geteuid() != 0, reason="only a root harness maps the model to another uid")
def test_unreadable_model_file_is_refused_with_the_fix(tmp_path):
    from harness.errors import InputError
    from harness.run.container import check_model_readable

    (tmp_path / "config.json").write_text("{}")
    (tmp_path / "model.safetensors").write_bytes(b"x")
    os.chmod(tmp_path, 0o755)
    os.chmod(tmp_path / "config.json", 0o644)
    os.chmod(tmp_path / "model.safetensors", 0o600)
    with pytest.raises(InputError, match=r"chmod -R a\+rX"):
        check_model_readable(tmp_path)
    os.chmod(tmp_path / "model.safetensors", 0o644)
    check_model_readable(tmp_path)


def test_no_engine_exit_3_says_how_to_start_one(tmp_path, repo_root):
    """`harness run` with runner docker and no engine (the SDK's standard DOCKER_HOST points at nothing)."""
    import subprocess
    import sys

    env = {**os.environ, "DOCKER_HOST": f"unix://{tmp_path}/no-engine.sock"}
    for args in (["run", "specs/demo-docker.yaml", "--set", f"output_dir={tmp_path}"],
                 ["images", "audit", "specs/demo-docker.yaml"]):
        proc = subprocess.run([sys.executable, "-m", "harness", *args], cwd=repo_root, env=env, capture_output=True,
                              text=True, timeout=120)
        assert proc.returncode == 3, (args, proc.stdout, proc.stderr)
        assert "no Docker engine answers" in proc.stderr and "dockerd --storage-driver=overlay2" in proc.stderr
        assert "docker-setup.sh engine" in proc.stderr
    assert not (tmp_path / "demo-docker").exists()  # nothing was started or written
