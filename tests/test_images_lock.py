"""Lock files: render/parse round trip, refusal of unpinned or unhashed lines, apt mirror parsing, base pins."""
from __future__ import annotations

import pytest

from harness.errors import InputError
from harness.images.bootstrap import apt_mirror
from harness.images.build import check_base_pinned
from harness.images.lock import Lock, LockedPackage, canonical_name, check_pinned, parse_lock

pytestmark = pytest.mark.unit

H1, H2 = "a" * 64, "b" * 64


def _lock() -> Lock:
    return Lock("demo", "quanto-int4", ("torch==2.13.0", "optimum-quanto==0.2.7"), "3.11",
                (LockedPackage("optimum-quanto", "0.2.7", H1, "optimum_quanto-0.2.7-py3-none-any.whl"),
                 LockedPackage("torch", "2.13.0+cpu", H2, "torch-2.13.0+cpu-cp311-cp311-manylinux_2_28_x86_64.whl")))


def test_render_parse_round_trip_and_stable_hash():
    lock = _lock()
    text = lock.render()
    assert parse_lock(text) == lock
    assert parse_lock(text).sha256() == lock.sha256()
    assert "--hash=sha256:" + H2 in text and "# file: torch-2.13.0+cpu" in text
    assert "20" not in text.split("\n", 1)[0]  # no timestamp in the header: re-locking is byte-stable


def test_version_change_changes_hash():
    lock = _lock()
    bumped = Lock(lock.spec_name, lock.branch, lock.requirements, lock.python,
                  (lock.packages[0], LockedPackage("torch", "2.13.1+cpu", H2, lock.packages[1].filename)))
    assert bumped.sha256() != lock.sha256()


def test_unhashed_and_unpinned_lines_are_errors_listed_together():
    text = _lock().render().replace(f"    --hash=sha256:{H1}", "").replace("torch==2.13.0+cpu", "torch>=2.0")
    with pytest.raises(InputError) as exc:
        parse_lock(text, "x.txt")
    msg = str(exc.value)
    assert "optimum-quanto==0.2.7 has no --hash=sha256:" in msg
    assert "'torch>=2.0' is not pinned" in msg


def test_missing_header_is_an_error():
    with pytest.raises(InputError, match="missing header"):
        parse_lock("# file: a-1-py3-none-any.whl\na==1 \\\n    --hash=sha256:" + H1 + "\n")


def test_declared_requirements_must_be_pinned():
    check_pinned(("torch==2.13.0", "ruamel.yaml==0.19.1"), "spec")
    with pytest.raises(InputError) as exc:
        check_pinned(("torch", "numpy>=2", "hqq==0.2.8.post1"), "spec demo")
    assert str(exc.value).count("is not pinned") == 2


def test_canonical_name():
    assert canonical_name("Optimum_Quanto") == "optimum-quanto"
    assert canonical_name("ruamel.yaml") == "ruamel-yaml"


def test_apt_mirror_from_deb822_and_one_line_sources(tmp_path):
    d = tmp_path / "sources.list.d"
    d.mkdir()
    (d / "debian.sources").write_text("Types: deb\nURIs: http://mirror.invalid/debian\nSuites: bookworm bookworm-updates\n"
                                      "Components: main\n\nTypes: deb\nURIs: http://sec.invalid/debian-security\n"
                                      "Suites: bookworm-security\nComponents: main\n")
    assert apt_mirror("bookworm", (d,)) == "http://mirror.invalid/debian"
    one = tmp_path / "sources.list"
    one.write_text("# comment\ndeb-src http://src.invalid/debian trixie main\n"
                   "deb [arch=amd64 signed-by=/k.gpg] http://one.invalid/debian trixie main\n")
    assert apt_mirror("trixie", (one,)) == "http://one.invalid/debian"
    with pytest.raises(InputError, match="--mirror"):
        apt_mirror("sid", (one, d))


@pytest.mark.parametrize("ref", ["sha256:" + "0" * 64, "kvh-base@sha256:" + "f" * 64,
                                 "nvidia/cuda:12.4.1-runtime-ubuntu22.04@sha256:" + "1" * 64])
def test_pinned_bases_pass(ref):
    assert check_base_pinned(ref) is None  # accepted: no InputError
    with pytest.raises(InputError, match="not pinned by digest"):  # the same ref one digest character short fails
        check_base_pinned(ref[:-1])
    with pytest.raises(InputError, match="not pinned by digest"):  # and with a non-hex digit
        check_base_pinned(ref[:-1] + "g")


@pytest.mark.parametrize("ref", ["debian:bookworm", "kvh-base:bookworm", "sha256:abc", "x@sha256:" + "G" * 64])
def test_unpinned_bases_fail(ref):
    with pytest.raises(InputError, match="not pinned by digest"):
        check_base_pinned(ref)


def test_fetch_refuses_a_wheelhouse_file_whose_hash_differs(tmp_path):
    """A file of the right name but other bytes is never trusted (no download is attempted: it exists)."""
    from harness.errors import InfraError
    from harness.images.lock import fetch

    lock = _lock()
    path = tmp_path / "lock.txt"
    path.write_text(lock.render())
    wheelhouse = tmp_path / "wh"
    wheelhouse.mkdir()
    for p in lock.packages:
        (wheelhouse / p.filename).write_bytes(b"not the locked wheel")
    with pytest.raises(InfraError, match="missing or different") as exc:
        fetch(path, wheelhouse)
    assert "torch-2.13.0+cpu" in str(exc.value) and "optimum_quanto-0.2.7" in str(exc.value)
