"""Job files (``launches/<attempt id>/job.json``) and launch attempts: fresh ids, never a reused directory.

A planned launch (``L05-r2-ordinary``) normally runs once, in ``launches/L05-r2-ordinary/``. When ``--resume`` has
to run it again (its child died or was interrupted before every cell had a record), the new attempt gets a new
directory ``L05-r2-ordinary.resume1`` (then ``.resume2``, ...) and its job lists the already recorded cells in
``skip_cells``; earlier attempt directories are never written again. The job's and the records' ``launch_id`` is
the attempt id; ``plan_launch_id`` in launch.json names the planned launch.

A cell counts as recorded (and is skipped on resume) when some attempt holds a non-warm-up record for it, whether
``completed: true`` or a recorded failure (``completed: false`` with its error, e.g. out of memory): the brief
forbids retrying a failure over an old record, and a task the ordinary branch cannot hold goes to a person.
Only cells without any record (lost with a killed or interrupted child) run again.
"""

from __future__ import annotations

import re
from pathlib import Path

from harness.plan import Launch
from harness.run.files import measured_records, read_records
from harness.spec.model import Spec

_ATTEMPT = re.compile(r"^(?P<plan>.+?)(?:\.resume(?P<n>[0-9]+))?$")


def attempt_dirs(run_dir: Path, plan_launch_id: str) -> list[Path]:
    """Existing attempt directories of a planned launch, oldest first."""
    root = Path(run_dir) / "launches"
    if not root.is_dir():
        return []
    found = []
    for path in root.iterdir():
        match = _ATTEMPT.match(path.name)
        if path.is_dir() and match and match.group("plan") == plan_launch_id:
            found.append((int(match.group("n") or 0), path))
    return [p for _, p in sorted(found)]


def next_attempt_id(run_dir: Path, plan_launch_id: str) -> str:
    existing = attempt_dirs(run_dir, plan_launch_id)
    if not existing:
        return plan_launch_id
    match = _ATTEMPT.match(existing[-1].name)
    assert match is not None  # attempt_dirs lists only names that match
    last = match.group("n")
    return f"{plan_launch_id}.resume{int(last or 0) + 1}"


def recorded_cells(run_dir: Path, plan_launch_id: str) -> tuple[dict[str, dict], int]:
    """(cell_id -> its first measured record over all attempts, bytes of dropped partial last lines)."""
    cells: dict[str, dict] = {}
    partial = 0
    for path in attempt_dirs(run_dir, plan_launch_id):
        read = read_records(path / "records.jsonl")
        partial += read.partial_bytes
        for record in measured_records(read.records):
            cells.setdefault(record["cell_id"], record)
    return cells, partial


def build_job(
    spec: Spec,
    launch: Launch,
    *,
    attempt_id: str,
    run_id: str,
    spec_hash: str,
    model_revision: str,
    sample_id: str | None,
    inputs: dict[str, dict],
    skip_cells: tuple[str, ...],
    runtime: dict,
    out_dir: str | None = None,
) -> dict:
    """The job.json dict for one attempt (docs/contracts.md). ``inputs``: tier_id -> {"path", "sha256"};
    ``out_dir``: the attempt's directory relative to the run directory (default ``launches/<attempt_id>``)."""
    branch = spec.branch(launch.branch)
    tiers = sorted({c.tier_id for c in launch.cells} | {t for t, _ in launch.warmup})
    out = out_dir or f"launches/{attempt_id}"
    return {
        "job_version": 1,
        "run_id": run_id,
        "spec_hash": spec_hash,
        "launch_id": attempt_id,
        "phase": launch.phase,
        "branch": branch.name,
        "role": branch.role,
        "repeat": launch.repeat,
        "seed": spec.seed,
        "model": {
            "path": str(spec.model.path),
            "revision": model_revision,
            "dtype": spec.model.dtype,
            "attn_implementation": spec.model.attn_implementation,
            "device": spec.model.device,
            # only when opted in (the job of every other spec stays byte-identical)
            **({"trust_remote_code": True} if spec.model.trust_remote_code else {}),
            # only when set: from_pretrained(device_map=...) over several cards (harness.entry.launch.load_model)
            **({"device_map": spec.model.device_map} if spec.model.device_map is not None else {}),
        },
        "generation": {
            "do_sample": spec.generation.do_sample,
            "length_policy": spec.generation.length_policy,
            "stop_strings": list(spec.generation.stop_strings),
            "repetition_penalty": spec.generation.repetition_penalty,
        },
        "cache": branch.cache.options(),
        "sample_id": sample_id,
        "inputs": {t: inputs[t] for t in tiers},
        "warmup": [{"tier_id": t, "output_budget": b} for t, b in launch.warmup],
        "cells": [c.to_dict() for c in launch.cells],
        "out": {"records": f"{out}/records.jsonl", "outputs_dir": f"{out}/outputs"},
        "skip_cells": list(skip_cells),
        "runtime": runtime,
    }
