"""The run directory: ``<output_dir>/<spec name>/<run id>/``, created whole or not at all, never reused.

Contract:
- ``new_run_id()`` -> ``YYYYMMDDTHHMMSSZ-<6 hex>`` (UTC).
- ``create_run_dir(parent, run_id, files)`` writes every initial file (run.json, spec.yaml, spec.resolved.json,
  acceptance.json, plan.json, environment.json, ...) into a hidden staging directory beside the final one and then
  renames it into place. Any OSError (unwritable, not a directory, disk full) removes the staging directory and
  raises ``InfraError`` (exit 3): a reader never finds a half-written run directory. An existing run directory is
  never reused (``InfraError``).
- ``set_run_status(run_dir, status, **fields)`` updates run.json atomically and seals it; every change is appended
  to its ``history`` list, so earlier states stay readable.
- The staging directory also gets the first lines of ``manifest.jsonl`` (``harness.run.seal``) before the rename.
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import shutil
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from harness.errors import InfraError
from harness.run.files import dump_json, read_json, write_json_atomic
from harness.run.seal import is_sealed_kind, seal

if TYPE_CHECKING:  # harness.spec is imported where it is used
    from harness.spec.model import Spec

RUN_STATUSES = ("running", "completed", "interrupted", "failed")


def utc_now() -> str:
    """ISO 8601 UTC with seconds, e.g. ``2026-11-29T09:00:00Z``."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_run_id(now: datetime | None = None) -> str:
    now = now or datetime.now(timezone.utc)
    return now.strftime("%Y%m%dT%H%M%SZ") + "-" + secrets.token_hex(3)


def canonical_sha256(data: object) -> str:
    """SHA-256 of the canonical JSON of ``data`` (sorted keys, no spaces, UTF-8)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _as_bytes(content: bytes | str | dict | list) -> bytes:
    if isinstance(content, bytes):
        return content
    if isinstance(content, str):
        return content.encode("utf-8")
    return dump_json(content).encode("utf-8")


def create_run_dir(parent: Path, run_id: str, files: dict[str, bytes | str | dict | list]) -> Path:
    """Create ``parent/run_id`` holding ``files`` (relative path -> content), atomically; return its path.

    Dicts and lists are written as sorted, indented JSON; bytes as given (e.g. the spec file copy).
    """
    parent = Path(parent)
    final = parent / run_id
    staging = parent / f".{run_id}.staging"
    try:
        parent.mkdir(parents=True, exist_ok=True)
        if final.exists():
            raise InfraError(f"run directory {final} already exists; run directories are never reused")
        staging.mkdir()
        for rel, content in files.items():
            target = staging / rel
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(_as_bytes(content))
        seal(staging, [rel for rel in files if is_sealed_kind(rel)], "created")
        os.rename(staging, final)
    except OSError as exc:
        shutil.rmtree(staging, ignore_errors=True)
        where = exc.filename or parent
        raise InfraError(
            f"cannot create the run directory under {parent}: {exc.strerror or exc} ({where}); "
            "nothing was written. Choose a writable output_dir (spec `output_dir` or --set output_dir=PATH)."
        ) from None
    return final


def set_run_status(run_dir: Path, status: str, **fields: object) -> dict:
    """Set run.json ``status`` (one of RUN_STATUSES) and extra fields; append the change to ``history``."""
    if status not in RUN_STATUSES:
        raise ValueError(f"unknown run status {status!r}")
    path = Path(run_dir) / "run.json"
    data = read_json(path)
    data["status"] = status
    data.update(fields)
    data["finished_at"] = None if status == "running" else utc_now()
    data.setdefault("history", []).append(
        {"at": utc_now(), "status": status, **{k: v for k, v in fields.items() if k != "history"}}
    )
    write_json_atomic(path, data)
    seal(run_dir, ["run.json"], f"status {status}")
    return data


def read_run(run_dir: Path) -> dict:
    """run.json of ``run_dir``; ``InputError``-worthy problems are the caller's to phrase."""
    return read_json(Path(run_dir) / "run.json")


def open_archived_run(run_dir: Path) -> tuple[dict, Spec]:
    """run.json and the archived resolved spec of ``run_dir``, refusing an archive whose spec no longer hashes to
    the run's spec hash (resume and fallback restore that configuration whole, so it must be the one that ran)."""
    from harness.errors import InputError
    from harness.spec import spec_from_resolved, spec_hash

    run_dir = Path(run_dir)
    if not (run_dir / "run.json").exists():
        raise InputError(f"{run_dir}: not a run directory (no run.json)")
    run = read_run(run_dir)
    spec = spec_from_resolved(read_json(run_dir / "spec.resolved.json"))
    if spec_hash(spec) != run["spec_hash"]:
        raise InputError(
            f"{run_dir}: spec.resolved.json no longer hashes to the run's spec hash; the archive was altered"
        )
    return run, spec
