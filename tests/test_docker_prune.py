"""Real engine: `harness images prune` removes a spec's superseded images, keeps the ones its records name and the
ones a container uses, and never touches another spec's images; the build's space check refuses a build the data
root cannot hold. The images here are tiny: the bootstrapped base committed with a spec's labels (no pip install)."""
from __future__ import annotations

import json
import subprocess
import sys
import uuid
from pathlib import Path

import pytest

from harness.errors import InfraError
from harness.images.build import read_record
from harness.images.engine import docker_client
from harness.images.paths import ImagePaths
from harness.images.space import check_build_space, data_root_free, superseded_list

pytestmark = pytest.mark.docker

REPO = Path(__file__).resolve().parents[1]


def _base_ref(client) -> str:
    """The bootstrapped base: the one the record names when the engine has it, else any kvh-base image."""
    paths = ImagePaths()
    if paths.base_record.is_file():
        ref = json.loads(paths.base_record.read_text())["image_id"]
        if any(i.id == ref for i in client.images.list(name="kvh-base")):
            return ref
    images = client.images.list(name="kvh-base")
    if not images:
        pytest.skip("no bootstrapped base in the engine (`harness images bootstrap-base`)")
    return images[0].id


def _labelled(client, base: str, spec: str, branch: str, tag: str) -> str:
    """A tiny image with the harness's labels for (spec, branch), tagged ``tag``: the base plus one empty file."""
    c = client.containers.create(base, ["true"], network_mode="none")
    try:
        img = c.commit(repository=tag.split(":")[0], tag=tag.split(":")[1], changes=[
            f'LABEL org.kvcache-harness.spec="{spec}" org.kvcache-harness.branch="{branch}" '
            f'org.kvcache-harness.lock-sha256="{"0" * 64}"'])
    finally:
        c.remove(force=True)
    return img.id


def _spec_file(tmp_path: Path, name: str) -> Path:
    text = (REPO / "specs" / "demo-docker.yaml").read_text()
    spec = tmp_path / f"{name}.yaml"
    spec.write_text(text.replace("name: demo-docker", f"name: {name}", 1))
    return spec


def _record(paths: ImagePaths, spec: str, branch: str, image_id: str, tag: str) -> None:
    """A build record naming ``image_id`` (the fields prune reads: the id; the rest copied from the shape)."""
    path = paths.record(spec, branch)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({
        "spec_name": spec, "branch": branch, "tag": tag, "image_id": image_id, "base_ref": "", "base_id": "",
        "lock_sha256": "0" * 64, "entry_sha256": "", "dockerfile_sha256": "", "python": "", "installed": {},
        "requires": {}, "harness_files": {}, "built_at": "", "build_s": 0.0, "steps_total": 0, "steps_cached": 0}))
    assert read_record(path).image_id == image_id


def _prune(spec: Path, images_dir: Path, *extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", "images", "prune", str(spec), "--images-dir",
                           str(images_dir), *extra], cwd=REPO, capture_output=True, text=True, timeout=300)


def test_prune_removes_superseded_keeps_current_in_use_and_other_specs(tmp_path):
    client = docker_client()
    base = _base_ref(client)
    name, other = f"prune-{uuid.uuid4().hex[:8]}", f"prune-other-{uuid.uuid4().hex[:8]}"
    made = []
    try:
        current = _labelled(client, base, name, "ordinary", f"kvh/{name}-ordinary:current")
        old1 = _labelled(client, base, name, "ordinary", f"kvh/{name}-ordinary:old1")
        old2 = _labelled(client, base, name, "quanto-int4", f"kvh/{name}-quanto-int4:old2")
        busy = _labelled(client, base, name, "ordinary", f"kvh/{name}-ordinary:busy")
        foreign = _labelled(client, base, other, "ordinary", f"kvh/{other}-ordinary:old")
        made = [current, old1, old2, busy, foreign]
        holder = client.containers.create(busy, ["true"], network_mode="none")  # a container uses `busy`
        images = ImagePaths(tmp_path / "images")
        _record(images, name, "ordinary", current, f"kvh/{name}-ordinary:current")
        spec = _spec_file(tmp_path, name)

        dry = _prune(spec, images.root, "--dry-run")
        assert dry.returncode == 0, dry.stderr
        assert f"{name}: would remove 3 superseded image(s)" in dry.stdout
        assert {i.image_id for i in superseded_list(client, name)} == {current, old1, old2, busy}  # nothing removed

        try:
            proc = _prune(spec, images.root)
        finally:
            holder.remove(force=True)
        assert proc.returncode == 0, proc.stderr
        assert f"{name}: removed 2 superseded image(s), kept 1" in proc.stdout, proc.stdout
        assert f"kept ordinary kvh/{name}-ordinary:busy {busy}" in proc.stdout
        left = {i.image_id for i in superseded_list(client, name)}
        assert left == {current, busy}
        assert [i.image_id for i in superseded_list(client, other)] == [foreign]  # another spec: untouched
    finally:
        for image_id in made:
            try:
                client.images.remove(image_id, force=True)
            except Exception:  # noqa: BLE001 - already removed by the prune under test
                pass


def test_space_check_refuses_a_build_the_data_root_cannot_hold():
    """The engine's real data root and free space; a need one byte over it is refused, one equal to it is not."""
    client = docker_client()
    root, free = data_root_free(client)
    if free is None:
        pytest.skip(f"the engine's data root {root} is not a path on this host")
    check_build_space(client, "demo-docker", "ordinary", free // 2, free, root)
    with pytest.raises(InfraError) as err:
        check_build_space(client, "demo-docker", "ordinary", free + 1, free, root)
    assert "not enough disk for the ordinary image" in str(err.value) and str(root) in str(err.value)
