"""Real engine: the demo-docker images build (cached the second time), pass the audit, and fail it after a package
is changed in one image. Needs the base (`harness images bootstrap-base`); builds/locks if needed (minutes the
first time; .ci/docker-setup.sh does it beforehand)."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dockerimages import SPEC, built_images, harness  # noqa: F401 (fixture)

from harness.images.build import read_record, write_record
from harness.images.engine import docker_client
from harness.images.lock import read_lock
from harness.images.ops import audit_spec
from harness.images.paths import ImagePaths
from harness.spec import load_spec

pytestmark = pytest.mark.docker

REPO = Path(__file__).resolve().parents[1]


def _steps(log: str) -> dict[str, bool]:
    """Dockerfile instruction -> whether the build took it from the cache (classic builder log)."""
    out, current = {}, None
    for line in log.splitlines():
        if line.startswith("Step "):
            current = line.split(" : ", 1)[1]
            out[current] = False
        elif "Using cache" in line and current is not None:
            out[current] = True
    return out


def test_second_build_is_a_cache_hit(built_images):
    """Nothing up to the harness source is rebuilt; with the source unchanged too, nothing at all is."""
    paths, spec = ImagePaths(), load_spec(SPEC)
    before = {b.name: read_record(paths.record(spec.name, b.name)) for b in spec.branches}
    proc = harness("images", "build", str(SPEC))
    assert proc.returncode == 0, proc.stderr[-3000:]
    for b in spec.branches:
        steps = _steps(paths.record(spec.name, b.name).with_suffix(".build.log").read_text())
        install = [k for k in steps if k.startswith("RUN pip install")]
        assert install and all(steps[k] for k in install), steps
        if b.name != "ordinary":
            assert [k for k in steps if "quanto_cpp" in k and steps[k]], steps  # the compile is not redone
        after = read_record(paths.record(spec.name, b.name))
        if after.harness_files == before[b.name].harness_files:  # another checkout edit makes only COPY rebuild
            assert after.image_id == before[b.name].image_id
            assert all(v for k, v in steps.items() if not k.startswith("FROM")), steps


def test_audit_passes_on_fresh_images(built_images):
    proc = harness("images", "audit", str(SPEC))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "audit: ok" in proc.stdout
    assert "ordinary/quanto-int4" in proc.stdout and "declared backend packages: optimum-quanto" in proc.stdout


def test_audit_fails_after_a_package_is_changed_in_one_image(built_images, tmp_path):
    """Add a wheel (ninja) and remove one (tqdm) inside the ordinary image, point a copy of the records at it."""
    from docker.types import Mount

    client, paths, spec = docker_client(), ImagePaths(), load_spec(SPEC)
    record = read_record(paths.record(spec.name, "ordinary"))
    ninja = next(p for p in read_lock(paths.lock(spec.name, "quanto-int4")).packages if p.name == "ninja")
    container = client.containers.run(
        record.image_id, ["sh", "-c", f"pip install --no-index --no-deps /wh/{ninja.filename} && pip uninstall -y tqdm"],
        user="0", network_mode="none", detach=True,
        mounts=[Mount("/wh", str(paths.wheelhouse), type="bind", read_only=True)])
    try:
        assert container.wait(timeout=300)["StatusCode"] == 0, container.logs().decode()[-2000:]
        drifted = container.commit(repository="kvh/test-drift", tag="ordinary")
    finally:
        container.remove(force=True)
    try:
        copy = ImagePaths(tmp_path / "images")
        shutil.copytree(paths.root / "locks", copy.root / "locks")
        shutil.copytree(paths.root / "state", copy.root / "state")
        changed = record.__class__(**{**record.to_dict(), "image_id": drifted.id, "tag": "kvh/test-drift:ordinary"})
        write_record(changed, copy.record(spec.name, "ordinary"))
        report = audit_spec(spec, client, copy)
        assert not report.ok
        failed = {(f.branch, f.check): f.lines for f in report.findings if not f.ok}
        lines = failed[("ordinary", "installed packages equal the lock")]
        assert f"+ ninja=={ninja.version} (in image, not in lock)" in lines
        assert any(line.startswith("- tqdm==") for line in lines)
        cross = failed[("ordinary/quanto-int4", "differs only in backend packages")]
        # the candidate still has tqdm: reached only through shared packages, so not the backend's own dependency
        assert any(line.startswith("+ tqdm==") and "not a declared backend package" in line for line in cross)
        assert set(failed) == {("ordinary", "installed packages equal the lock"),
                               ("ordinary/quanto-int4", "differs only in backend packages")}
    finally:
        client.images.remove(drifted.id, force=True)


def test_audit_cli_exits_1_for_a_spec_without_locks_or_images(built_images, tmp_path):
    """A spec copy under a new name has no locks or images: every branch fails `lock is current`; exit 1."""
    text = SPEC.read_text().replace("name: demo-docker", "name: demo-docker-never-built")
    spec = tmp_path / "specs" / "never-built.yaml"
    spec.parent.mkdir()
    spec.write_text(text.replace("../models/", f"{REPO}/models/").replace("../samples/", f"{REPO}/samples/"))
    proc = harness("images", "audit", str(spec))
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "FAIL ordinary                 lock is current" in proc.stdout
    assert "no lock: run `harness images lock SPEC`" in proc.stdout
