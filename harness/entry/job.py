"""The branch job file (``launches/<launch_id>/job.json``, docs/contracts.md), parsed into frozen dataclasses.

Relative paths are resolved against the run directory given on the command line. A malformed job is a
``JobError`` (exit 2): it is the runner's input, and the entry never guesses a missing field.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path


class JobError(ValueError):
    """The job file or an input it names is malformed or inconsistent (exit 2)."""


@dataclass(frozen=True)
class Request:
    cell_id: str
    tier_id: str
    output_budget: int
    repeat: int | None
    warmup: bool


@dataclass(frozen=True)
class PreparedInput:
    tier_id: str
    input_ids: tuple[int, ...]
    sha256: str
    sample_id: str | None


@dataclass(frozen=True)
class Job:
    raw: dict
    run_dir: Path
    model_path: Path
    requests: tuple[Request, ...]  # warm-up first, then cells in order; skipped cells removed
    skipped: tuple[str, ...]
    inputs: dict  # tier_id -> PreparedInput
    records_path: Path
    outputs_dir: Path

    def __getitem__(self, key: str):
        return self.raw[key]


def ids_sha256(ids) -> str:
    """The contract's input hash: SHA-256 of the UTF-8 text of the ids joined by ','."""
    return hashlib.sha256(",".join(str(int(i)) for i in ids).encode("utf-8")).hexdigest()


def _need(d: dict, key: str, where: str):
    if key not in d:
        raise JobError(f"job file: missing {where}{key}")
    return d[key]


def _resolve(run_dir: Path, path: str) -> Path:
    p = Path(path)
    return p if p.is_absolute() else run_dir / p


def _load_input(run_dir: Path, tier_id: str, entry: dict) -> PreparedInput:
    path = _resolve(run_dir, _need(entry, "path", f"inputs.{tier_id}."))
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise JobError(f"prepared input {path}: {exc}") from exc
    ids = tuple(int(i) for i in _need(data, "input_ids", f"{path}: "))
    digest = ids_sha256(ids)
    for claimed, where in ((data.get("sha256"), str(path)), (entry.get("sha256"), f"job inputs.{tier_id}")):
        if claimed != digest:
            raise JobError(f"input {tier_id}: sha256 in {where} is {claimed}, the ids hash to {digest}")
    return PreparedInput(tier_id, ids, digest, data.get("sample_id"))


def load_job(job_path: str | Path, run_dir: str | Path) -> Job:
    """Parse and check a job file. Raises ``JobError`` with a one-line reason."""
    run_dir = Path(run_dir)
    try:
        raw = json.loads(Path(job_path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise JobError(f"job file {job_path}: {exc}") from exc
    if raw.get("job_version") != 1:
        raise JobError(f"job file: job_version {raw.get('job_version')!r} is not 1")
    for key in (
        "run_id",
        "spec_hash",
        "launch_id",
        "phase",
        "branch",
        "role",
        "model",
        "generation",
        "cache",
        "inputs",
        "warmup",
        "cells",
        "out",
    ):
        _need(raw, key, "")
    model = raw["model"]
    for key in ("path", "revision", "dtype", "attn_implementation", "device"):
        _need(model, key, "model.")
    skip = tuple(raw.get("skip_cells") or ())
    requests = [
        Request(
            f"warmup-{i + 1}-{w['tier_id']}-b{w['output_budget']}", w["tier_id"], int(w["output_budget"]), None, True
        )
        for i, w in enumerate(raw["warmup"])
    ]
    requests += [
        Request(c["cell_id"], c["tier_id"], int(c["output_budget"]), c.get("repeat"), False)
        for c in raw["cells"]
        if c["cell_id"] not in skip
    ]
    inputs = {tier: _load_input(run_dir, tier, entry) for tier, entry in raw["inputs"].items()}
    missing = sorted({r.tier_id for r in requests} - set(inputs))
    if missing:
        raise JobError(f"job file: no prepared input for tier(s) {missing}")
    out = raw["out"]
    return Job(
        raw,
        run_dir,
        _resolve(run_dir, model["path"]),
        tuple(requests),
        skip,
        inputs,
        _resolve(run_dir, _need(out, "records", "out.")),
        _resolve(run_dir, _need(out, "outputs_dir", "out.")),
    )
