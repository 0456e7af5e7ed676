"""The Dockerfile template renders to the golden files (fixed hashes), strictly.

Refresh after an intended template change: `PYTHONPATH=. python tests/test_images_template.py --refresh`, then review the diff
of tests/golden/images/.
"""
from __future__ import annotations

import sys
from pathlib import Path

import jinja2
import pytest

from harness.images.build import CONTAINER_UID, image_tag, prebuild_steps, render_dockerfile
from harness.images.lock import Lock, LockedPackage
from harness.images.paths import ImagePaths

pytestmark = pytest.mark.unit
GOLDEN = Path(__file__).resolve().parent / "golden" / "images"
BASE = "sha256:" + "0" * 64


def _lock(branch: str) -> Lock:
    pkgs = [LockedPackage("torch", "2.13.0+cpu", "1" * 64, "torch.whl")]
    if branch != "ordinary":
        pkgs.append(LockedPackage("optimum-quanto", "0.2.7", "2" * 64, "quanto.whl"))
    return Lock("demo-docker", branch, ("torch==2.13.0",), "3.11", tuple(sorted(pkgs, key=lambda p: p.name)))


def rendered(branch: str) -> str:
    lock = _lock(branch)
    return render_dockerfile(ImagePaths().template, spec_name="demo-docker", branch=branch, base_ref=BASE,
                             lock_sha256="f" * 64, entry_sha256="e" * 64, prebuild=prebuild_steps(lock),
                             uid=CONTAINER_UID)


@pytest.mark.parametrize("branch", ["ordinary", "quanto-int4"])
def test_dockerfile_matches_golden(branch):
    want = (GOLDEN / f"Dockerfile.{branch}").read_text()
    assert rendered(branch) == want, "template output changed: run `PYTHONPATH=. python tests/test_images_template.py --refresh`"


def test_only_the_quanto_image_prebuilds_and_runs_as_non_root():
    ordinary, cand = rendered("ordinary"), rendered("quanto-int4")
    assert "get_extension('quanto_cpp')" in cand and "quanto" not in ordinary.replace("quanto-int4", "")
    for text in (ordinary, cand):
        assert f"FROM {BASE}\n" in text
        assert f"USER {CONTAINER_UID}:{CONTAINER_UID}" in text
        assert "--require-hashes" in text and "--no-index" in text


def test_missing_variable_is_an_error_not_a_blank():
    with pytest.raises(jinja2.UndefinedError):
        render_dockerfile(ImagePaths().template, spec_name="x", branch="ordinary")


def test_tag_names_the_lock_and_changes_with_the_dockerfile():
    a = image_tag("Demo", "ordinary", "ab" * 32, "FROM x\n")
    assert a == "kvh/demo-ordinary:lock-abababababab-" + a.rsplit("-", 1)[1]
    assert a != image_tag("Demo", "ordinary", "ab" * 32, "FROM y\n")


if __name__ == "__main__" and "--refresh" in sys.argv:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for b in ("ordinary", "quanto-int4"):
        (GOLDEN / f"Dockerfile.{b}").write_text(rendered(b))
        print(f"wrote {GOLDEN / f'Dockerfile.{b}'}")
