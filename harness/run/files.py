"""File helpers for the run directory: atomic writes, paths that stay inside the run, records reading.

Contracts:
- Every write is atomic: the bytes go to a temporary file beside the target, are flushed and fsync'd, and then
  renamed over the target (``write_bytes_atomic``, ``write_text_atomic``, ``write_json_atomic``) or linked to a
  name that must not exist yet (``write_json_new``, ``write_bytes_new``: append-only artefacts; raise
  ``FileExistsError``). A reader or a crash never sees a 0-byte or half-written file; a failed write leaves no
  temporary file behind (best effort on a full disk).
- ``inside(root, rel)`` is the one way to turn a path recorded in a run (an artefact path, a launch id) into a
  filesystem path: it refuses absolute paths, ``..`` and any symbolic link on the way (``InputError``, exit 2,
  naming the path), so nothing is read from or written to outside the run directory.
- ``io_error_line(exc, path)`` phrases an ``OSError`` as one line naming the path and, for a full disk, the free
  space left; ``InfraError`` (exit 3) carries it.
- ``read_records(path)`` reads a ``records.jsonl`` written by the entrypoint. A last line that does not end with a
  newline is a partial write from a killed child: it is *dropped* (counted in ``partial_bytes``)
  and the file is left exactly as it is; it is never repaired. A line that does not parse anywhere else is a
  corruption and raises ``ValueError`` (nothing is guessed).
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from harness.errors import InputError


def dump_json(data: object) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def _temp_beside(path: Path, data: bytes) -> str:
    """A fsync'd temporary file in ``path``'s directory holding ``data``; its name."""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise named(exc, path) from None
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise named(exc, path) from None
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return tmp


def named(exc: OSError, path: Path | str) -> OSError:
    """``exc`` with ``path`` as its filename when the failing call did not say (a write or fsync on a full disk)."""
    if exc.filename is None:
        exc.filename = str(path)
    return exc


def _fsync_dir(directory: Path) -> None:
    try:
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` atomically (temporary file, fsync, rename); a symlink at ``path`` is refused."""
    path = Path(path)
    if path.is_symlink():
        raise InputError(f"{path}: is a symbolic link; the harness writes only plain files inside the run")
    tmp = _temp_beside(path, data)
    try:
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_dir(path.parent)


def write_text_atomic(path: Path, text: str) -> None:
    write_bytes_atomic(path, text.encode("utf-8"))


def write_json_atomic(path: Path, data: object) -> None:
    """Write ``data`` as JSON (sorted keys, two-space indent, trailing newline) to ``path`` atomically."""
    write_bytes_atomic(path, dump_json(data).encode("utf-8"))


def write_bytes_new(path: Path, data: bytes) -> None:
    """Create ``path`` (which must not exist: ``FileExistsError``) holding ``data``, whole or not at all."""
    path = Path(path)
    tmp = _temp_beside(path, data)
    try:
        os.link(tmp, path)  # fails if path exists (also a dangling symlink): no clobber, no 0-byte file
    finally:
        Path(tmp).unlink(missing_ok=True)
    _fsync_dir(path.parent)


def write_json_new(path: Path, data: object) -> None:
    """Write ``data`` to ``path`` which must not exist yet (append-only artefacts); raises ``FileExistsError``."""
    write_bytes_new(path, dump_json(data).encode("utf-8"))


def read_json(path: Path) -> dict:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def inside(root: Path, rel: str | os.PathLike, *, must_exist: bool = False) -> Path:
    """``root / rel`` after checking that it stays inside ``root``: ``rel`` is relative, has no ``..`` and no
    component (below ``root``) is a symbolic link. Raises ``InputError`` (exit 2) naming the path otherwise."""
    root = Path(root)
    text = os.fspath(rel)
    parts = PurePosixPath(text.replace("\\", "/")).parts
    if not text or PurePosixPath(text).is_absolute() or os.path.isabs(text) or ".." in parts:
        raise InputError(f"{root}: the recorded path {text!r} leaves the run directory (absolute or '..'); refused")
    current = root
    for part in parts:
        if part in ("", "."):
            continue
        current = current / part
        if current.is_symlink():
            raise InputError(
                f"{current}: is a symbolic link (to {os.readlink(current)}); the harness reads and "
                "writes only inside the run directory, links are not followed"
            )
    if must_exist and not current.exists():
        raise InputError(f"{current}: not found")
    return current


def io_error_line(exc: OSError, path: Path | str | None = None) -> str:
    """One line for an I/O error: what, where, and for a full disk how much space is left there."""
    where = exc.filename or path or "?"
    line = f"{where}: {exc.strerror or exc}"
    if exc.errno in (errno.ENOSPC, errno.EDQUOT):
        probe = Path(where)
        while not probe.exists() and probe != probe.parent:
            probe = probe.parent
        try:
            free = shutil.disk_usage(probe).free
            line += f" ({free / 2**20:,.1f} MiB free on that filesystem)"
        except OSError:
            pass
    return line


@dataclass(frozen=True)
class RecordsRead:
    records: tuple[dict, ...]
    partial_bytes: int  # size of a dropped partial last line (0 when the file ended cleanly)
    line_numbers: tuple[int, ...] = ()  # the file line of each record
    damaged: tuple[tuple[int, str], ...] = ()  # (line, why) of each complete line skipped (only when not strict)


def read_records(path: Path, strict: bool = True) -> RecordsRead:
    """All complete records of ``path`` in file order; a missing file has none. The one reader of
    ``records.jsonl`` (the orchestrator, the grader and the run reader all use it).

    A last line without its newline is a write cut short (a crash): dropped, its size in ``partial_bytes``, never
    repaired. A complete line that is not a JSON object is damage: ``strict`` (the harness reading what it wrote
    itself) raises ``ValueError`` naming the file and line; otherwise (reading a run for a verdict) the line is
    skipped and listed in ``damaged`` for the caller to report."""
    path = Path(path)
    if not path.exists():
        return RecordsRead((), 0)
    raw = path.read_bytes()
    lines = raw.split(b"\n")
    tail = lines.pop()  # b"" when the file ends with a newline
    records: list[dict] = []
    numbers: list[int] = []
    damaged: list[tuple[int, str]] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            rec = json.loads(line.decode("utf-8", errors="replace"))
            why = None if isinstance(rec, dict) else "not a JSON object"
        except json.JSONDecodeError as exc:
            why = f"not a JSON record ({exc.msg})"
        if why is None:
            records.append(rec)
            numbers.append(number)
        elif strict:
            raise ValueError(f"{path}:{number}: {why}; the file is corrupt") from None
        else:
            damaged.append((number, why))
    return RecordsRead(tuple(records), len(tail), tuple(numbers), tuple(damaged))


def measured_records(records: tuple[dict, ...] | list[dict]) -> list[dict]:
    """The non-warm-up records (the ones that stand for a matrix or short-sample cell)."""
    return [r for r in records if not r.get("warmup")]
