"""What a tar member must not be, for every archive the harness reads (run bundles, offline image archives): one
place for the rules, so a bundle and an image archive refuse the same unsafe names and member types.

- ``unsafe_name(name)``: why a member name could leave the extraction folder or cannot be a plain relative path
  (empty, NUL/newline/backslash, absolute, ``..``, an empty or ``.`` component), or None;
- ``unsafe_type(member)``: why a member is not a plain file or folder (links, devices, fifos), or None.
"""

from __future__ import annotations

import re
import tarfile
from pathlib import PurePosixPath


def unsafe_name(name: str) -> str | None:
    """Why a member name is refused, or None."""
    if not name:
        return "an empty name"
    if "\x00" in name or "\\" in name or "\n" in name:
        return "a name with a NUL, newline or backslash"
    if name.startswith("/") or PurePosixPath(name).is_absolute() or re.match(r"^[A-Za-z]:", name):
        return "an absolute name"
    parts = name.rstrip("/").split("/")
    if ".." in parts:
        return "a name with `..` (it would leave the extraction folder)"
    if any(p in ("", ".") for p in parts):
        return "a name with an empty or `.` component"
    return None


def unsafe_type(member: tarfile.TarInfo, *, folders: bool = True) -> str | None:
    """Why a member's type is refused, or None for a plain file (or a folder, when ``folders``)."""
    if member.issym():
        return f"a symbolic link (to {member.linkname})"
    if member.islnk():
        return f"a hard link (to {member.linkname})"
    if member.ischr() or member.isblk():
        return "a device"
    if member.isfifo():
        return "a fifo"
    if member.isdir() and not folders:
        return "a folder"
    if not (member.isreg() or member.isdir()):
        return f"not a plain file or folder (tar type {member.type!r})"
    return None
