"""The tar member rules shared by run bundles and offline image archives (harness/tarsafe.py)."""

from __future__ import annotations

import tarfile

import pytest

from harness.tarsafe import unsafe_name, unsafe_type

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "name, why",
    [
        ("", "an empty name"),
        ("a\\b", "backslash"),
        ("a\nb", "newline"),
        ("/etc/passwd", "an absolute name"),
        ("C:x", "an absolute name"),
        ("../x", "`..`"),
        ("wheelhouse/../../x.whl", "`..`"),
        ("a//b", "an empty or `.` component"),
        ("./a", "an empty or `.` component"),
    ],
)
def test_unsafe_names_are_refused_with_the_reason(name, why):
    assert why in (unsafe_name(name) or "")


@pytest.mark.parametrize("name", ["run-1/records.jsonl", "wheelhouse/x-1.0-py3-none-any.whl", "locks/a.txt", "dir/"])
def test_plain_relative_names_pass(name):
    assert unsafe_name(name) is None


@pytest.mark.parametrize(
    "kind, why",
    [
        (tarfile.SYMTYPE, "a symbolic link (to /etc/passwd)"),
        (tarfile.LNKTYPE, "a hard link (to /etc/passwd)"),
        (tarfile.CHRTYPE, "a device"),
        (tarfile.BLKTYPE, "a device"),
        (tarfile.FIFOTYPE, "a fifo"),
    ],
)
def test_links_devices_and_fifos_are_refused(kind, why):
    info = tarfile.TarInfo("x")
    info.type, info.linkname = kind, "/etc/passwd"
    assert unsafe_type(info) == why


def test_a_folder_passes_unless_only_files_are_allowed():
    info = tarfile.TarInfo("d")
    info.type = tarfile.DIRTYPE
    assert unsafe_type(info) is None
    assert unsafe_type(info, folders=False) == "a folder"
    info.type = tarfile.REGTYPE
    assert unsafe_type(info, folders=False) is None
