"""Small file helpers for the run directory: atomic JSON writes and append-only records reading.

Contracts:
- ``write_json_atomic(path, data)`` writes to a temporary file beside ``path`` and renames it over ``path``, so a
  reader (or a crash) never sees half a JSON file. Keys are sorted, two-space indent, trailing newline.
- ``read_records(path)`` reads a ``records.jsonl`` written by the entrypoint. A last line that does not end with a
  newline is a partial write from a killed child: it is *dropped* (counted in ``partial_bytes``)
  and the file is left exactly as it is; it is never repaired. A line that does not parse anywhere else is a
  corruption and raises ``ValueError`` (nothing is guessed).
"""
from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path


def dump_json(data: object) -> str:
    return json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def write_json_atomic(path: Path, data: object) -> None:
    """Write ``data`` as JSON to ``path`` via a temporary file and ``os.replace`` (atomic on one filesystem)."""
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(dump_json(data))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError:
        Path(tmp).unlink(missing_ok=True)
        raise


def write_json_new(path: Path, data: object) -> None:
    """Write ``data`` to ``path`` which must not exist yet (append-only artefacts); raises ``FileExistsError``."""
    with open(path, "x", encoding="utf-8") as fh:
        fh.write(dump_json(data))


def read_json(path: Path) -> dict:
    return json.loads(Path(path).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class RecordsRead:
    records: tuple[dict, ...]
    partial_bytes: int  # size of a dropped partial last line (0 when the file ended cleanly)


def read_records(path: Path) -> RecordsRead:
    """All complete records of ``path`` in file order; a missing file has none."""
    path = Path(path)
    if not path.exists():
        return RecordsRead((), 0)
    raw = path.read_bytes()
    lines = raw.split(b"\n")
    tail = lines.pop()  # b"" when the file ends with a newline
    records: list[dict] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            records.append(json.loads(line))
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}:{number}: not a JSON record ({exc.msg}); the file is corrupt") from None
    return RecordsRead(tuple(records), len(tail))


def measured_records(records: tuple[dict, ...] | list[dict]) -> list[dict]:
    """The non-warm-up records (the ones that stand for a matrix or short-sample cell)."""
    return [r for r in records if not r.get("warmup")]
