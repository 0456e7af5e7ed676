"""The run's seal: ``manifest.jsonl``, an append-only, hash-chained list of every file the harness wrote.

Contract (docs/contracts.md, "Sealed runs"):
- One JSON line per written file version: ``{"n", "at", "event", "path", "sha256", "bytes", "prev"}``. ``path``
  is relative to the run directory; ``prev`` is the SHA-256 of the previous line's bytes (64 zeros for the first
  line), so a line removed or edited in the middle breaks the chain. A file written again gets a new line; the
  last line of a path is its sealed state.
- Lines are appended (and fsync'd) as the run goes: after the run directory is created, after inputs are
  prepared, before a launch starts (``job.json``), after it ends (its records, outputs, logs, then
  ``launch.json``, which also carries the records' and outputs' SHA-256), after introspection, admission,
  grading, the fallback and every ``run.json`` change. A crash leaves a valid prefix; a partial last line left by
  a crash is cut off by the next writer, which says so in an ``event: dropped partial line`` line.
- Only the process holding the run's exclusive lock appends (``harness.run.lock``).
- Not sealed (derived from sealed files and re-rendered at will, or a person's input): ``report.md``,
  ``records.csv``, ``plots/``, ``review.yaml`` (its hash at grading time is sealed in each grade's
  ``review_sha256``), ``grades/review.unlisted.yaml``, ``run.lock``, ``manifest.jsonl`` itself and temporary
  files (``.<name>.<random>.tmp``). ``harness.verdict.integrity`` verifies the seal.
- The seal's head (line count and the SHA-256 of the last line) is printed at the end of ``harness run`` and in
  the report: quoted in a release review, it makes even a consistent rewrite of the run detectable.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from collections.abc import Iterable
from pathlib import Path

MANIFEST = "manifest.jsonl"
GENESIS = "0" * 64
UNSEALED_NAMES = ("report.md", "records.csv", "review.yaml", "run.lock", MANIFEST)
UNSEALED_PREFIXES = ("plots/",)
UNSEALED_PATHS = ("grades/review.unlisted.yaml",)
_TEMP = re.compile(r"(^|/)\.[^/]+\.tmp$|(^|/)\.[^/]+\.staging(/|$)")


def is_sealed_kind(rel: str) -> bool:
    """Whether the harness seals ``rel`` (a path relative to the run directory, '/'-separated)."""
    if rel in UNSEALED_NAMES or rel in UNSEALED_PATHS or _TEMP.search(rel):
        return False
    return not any(rel.startswith(p) for p in UNSEALED_PREFIXES)


def sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def line_hash(line: bytes) -> str:
    return hashlib.sha256(line).hexdigest()


def _tail(manifest: Path) -> tuple[int, str, int]:
    """(last n, hash of the last complete line, bytes of a partial last line) of the manifest."""
    if not manifest.exists():
        return 0, GENESIS, 0
    raw = manifest.read_bytes()
    lines = raw.split(b"\n")
    partial = len(lines.pop())
    for line in reversed(lines):
        if line.strip():
            try:
                n = int(json.loads(line)["n"])
            except (ValueError, KeyError, TypeError):
                n = sum(1 for x in lines if x.strip())
            return n, line_hash(line), partial
    return 0, GENESIS, partial


def seal(run_dir: Path, rels: Iterable[str], event: str, *, now: str | None = None) -> None:
    """Append one manifest line per file in ``rels`` (paths relative to ``run_dir``) with its current SHA-256.

    A path that does not exist is sealed as removed (``sha256: null``). Raises ``OSError`` on a write failure
    (the caller turns it into exit 3); the lines written before it stay a valid prefix.
    """
    from harness.run.rundir import utc_now

    run_dir = Path(run_dir)
    manifest = run_dir / MANIFEST
    n, prev, partial = _tail(manifest)
    out: list[bytes] = []
    at = now or utc_now()
    if partial:
        with open(manifest, "r+b") as fh:
            fh.truncate(manifest.stat().st_size - partial)
        n += 1
        line = json.dumps(
            {"n": n, "at": at, "event": "dropped partial line", "bytes": partial, "prev": prev}, sort_keys=True
        ).encode()
        out.append(line)
        prev = line_hash(line)
    for rel in sorted(set(rels)):
        path = run_dir / rel
        exists = path.is_file() and not path.is_symlink()
        n += 1
        entry = {
            "n": n,
            "at": at,
            "event": event,
            "path": rel,
            "prev": prev,
            "sha256": sha256_file(path) if exists else None,
            "bytes": path.stat().st_size if exists else None,
        }
        line = json.dumps(entry, sort_keys=True, ensure_ascii=False).encode("utf-8")
        out.append(line)
        prev = line_hash(line)
    if not out:
        return
    try:
        with open(manifest, "ab") as fh:
            fh.write(b"".join(x + b"\n" for x in out))
            fh.flush()
            os.fsync(fh.fileno())
    except OSError as exc:
        if exc.filename is None:
            exc.filename = str(manifest)
        raise


def files_under(run_dir: Path, rel_dir: str) -> list[str]:
    """Every plain file below ``run_dir/rel_dir`` (no links followed), relative to ``run_dir``, that is sealed."""
    root = Path(run_dir)
    base = root / rel_dir
    if not base.is_dir() or base.is_symlink():
        return []
    out = []
    for dirpath, dirnames, filenames in os.walk(base, followlinks=False):
        dirnames[:] = [d for d in dirnames if not os.path.islink(os.path.join(dirpath, d))]
        for name in filenames:
            full = Path(dirpath) / name
            if full.is_symlink():
                continue
            rel = full.relative_to(root).as_posix()
            if is_sealed_kind(rel):
                out.append(rel)
    return sorted(out)


def seal_tree(run_dir: Path, rel_dir: str, event: str) -> None:
    seal(run_dir, files_under(run_dir, rel_dir), event)


def head(run_dir: Path) -> str | None:
    """``<lines>:<sha256 of the last line>``, the value to quote in a release review; None without a manifest."""
    n, prev, _ = _tail(Path(run_dir) / MANIFEST)
    return f"{n}:{prev}" if n else None


def launch_hashes(launch_dir: Path) -> dict:
    """SHA-256 of a launch's records and outputs, for its launch.json (``{"records.jsonl": ..., "outputs": {}}``)."""
    records = launch_dir / "records.jsonl"
    outputs = launch_dir / "outputs"
    out_hashes = {}
    if outputs.is_dir() and not outputs.is_symlink():
        for p in sorted(outputs.iterdir()):
            if p.is_file() and not p.is_symlink():
                out_hashes[p.name] = sha256_file(p)
    return {
        "records.jsonl": sha256_file(records) if records.is_file() and not records.is_symlink() else None,
        "outputs": out_hashes,
    }


def sealed_paths(run_dir: Path) -> set[str]:
    """Paths the manifest lists with a hash (any version), for steps that seal what a crash left unsealed."""
    from harness.verdict.integrity import manifest_lines  # the one manifest reader (it imports this module)

    manifest = Path(run_dir) / MANIFEST
    if not manifest.exists():
        return set()
    return {str(e["path"]) for _, e in manifest_lines(manifest) if e and e.get("path") and e.get("sha256")}


def adopt(run_dir: Path, reason: str) -> None:
    """Seal a run written before runs were sealed (or a crafted one), as it is now. The first line says
    ``adopted`` with ``reason`` and the report says so: edits made before adoption cannot be detected."""
    from harness.run.rundir import utc_now

    run_dir = Path(run_dir)
    if (run_dir / MANIFEST).exists():
        raise FileExistsError(f"{run_dir / MANIFEST}: the run is already sealed")
    rels = files_under(run_dir, ".")
    rels = [r[2:] if r.startswith("./") else r for r in rels]
    line = {"n": 1, "at": utc_now(), "event": "adopted", "reason": reason, "prev": GENESIS}
    raw = json.dumps(line, sort_keys=True).encode()
    with open(run_dir / MANIFEST, "wb") as fh:
        fh.write(raw + b"\n")
    seal(run_dir, rels, "adopted")
