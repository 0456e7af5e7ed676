"""Read a run directory into one frozen ``RunData``, tolerating every missing or damaged file.

Contract: ``load_run(run_dir)`` never raises for a missing or unreadable stage file; it records what is missing in
``RunData.missing`` (``{"file": relative path, "reason": one line}``) so that every verdict depending on it can
say ``pending`` with that reason. Only a missing run directory itself is an ``InputError`` (exit 2).

``records.jsonl``: a partial last line (a crash mid-write) is dropped and noted, never repaired; a damaged line
elsewhere is skipped and noted too, so the report says which evidence was unreadable.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from harness.errors import InputError
from harness.run.files import inside
from harness.verdict.integrity import Integrity, verify_run


@dataclass(frozen=True)
class RunData:
    """Everything the verdict and the report read. Dicts are the files' JSON as written (read-only by convention).

    ``records``: every record of every launch, in launch order then line order, each with ``_launch_dir`` added
    (the launch directory name) so a record can be traced to its file.
    """

    run_dir: Path
    run: dict | None
    spec: dict | None  # spec.resolved.json
    spec_file_sha256: str | None  # SHA-256 of spec.resolved.json's bytes (the spec hash when untouched)
    acceptance: dict | None
    plan: dict | None
    environment: dict | None
    inputs: dict  # tier_id -> prepared input JSON (input_ids dropped: large, not needed here)
    records: tuple
    launches: dict  # launch_id -> {"job": dict|None, "result": dict|None, "exists": bool (its directory)}
    grades: dict  # launch_id -> cell_id -> grade JSON
    admission: dict | None
    fallback: dict | None
    missing: tuple = field(default_factory=tuple)  # ({"file", "reason"}, ...)
    integrity: Integrity | None = None  # the seal's verification (harness.verdict.integrity); None: not checked


def _read_json(path: Path, rel: str, missing: list) -> dict | None:
    if not path.exists():
        missing.append({"file": rel, "reason": "not written"})
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        missing.append({"file": rel, "reason": f"unreadable: {type(exc).__name__}: {exc}"})
        return None
    if not isinstance(data, dict):
        missing.append({"file": rel, "reason": "not a JSON object"})
        return None
    return data


def read_records(path: Path, rel: str, missing: list) -> list[dict]:
    """Records of one ``records.jsonl``: complete lines only; a partial last line is dropped and noted."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        missing.append({"file": rel, "reason": f"unreadable: {exc}"})
        return []
    lines = text.split("\n")
    out: list[dict] = []
    for i, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        last = i == len(lines)  # no newline after it: the writer did not finish this line
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            why = "partial last line dropped" if last else f"damaged line {i} skipped"
            missing.append({"file": rel, "reason": why})
            continue
        if last:
            missing.append({"file": rel, "reason": "last line has no newline; dropped as partial"})
            continue
        if isinstance(rec, dict):
            out.append(rec)
        else:
            missing.append({"file": rel, "reason": f"line {i} is not a JSON object; skipped"})
    return out


def load_run(run_dir: str | Path) -> RunData:
    """Load ``run_dir`` (see docs/contracts.md). Raises ``InputError`` only if the directory does not exist."""
    root = Path(run_dir)
    if not root.is_dir():
        raise InputError(f"{root}: not a run directory")
    for rel in (
        "run.json",
        "spec.resolved.json",
        "acceptance.json",
        "plan.json",
        "environment.json",
        "inputs",
        "launches",
        "grades",
        "admission.json",
        "fallback.json",
        "fallback",
    ):
        inside(root, rel)  # a symbolic link among the run's own files: exit 2 naming it, nothing read through it
    integrity = verify_run(root)
    missing: list[dict] = []
    run = _read_json(root / "run.json", "run.json", missing)
    spec = _read_json(root / "spec.resolved.json", "spec.resolved.json", missing)
    spec_sha = None
    if (root / "spec.resolved.json").exists():
        spec_sha = hashlib.sha256((root / "spec.resolved.json").read_bytes()).hexdigest()
    acceptance = _read_json(root / "acceptance.json", "acceptance.json", missing)
    plan = _read_json(root / "plan.json", "plan.json", missing)
    environment = _read_json(root / "environment.json", "environment.json", missing)

    inputs: dict = {}
    for p in sorted((root / "inputs").glob("*.json")) if (root / "inputs").is_dir() else []:
        inside(root, f"inputs/{p.name}")
        data = _read_json(p, f"inputs/{p.name}", missing)
        if data is not None:
            data = {k: v for k, v in data.items() if k != "input_ids"}
            inputs[str(data.get("tier_id", p.stem))] = data
    if not inputs:
        missing.append({"file": "inputs/", "reason": "no prepared inputs"})

    launch_ids = [str(x.get("launch_id")) for x in (plan or {}).get("launches", []) if isinstance(x, dict)]
    ldir = root / "launches"
    on_disk = sorted(p.name for p in ldir.iterdir() if p.is_dir()) if ldir.is_dir() else []
    ordered = launch_ids + [x for x in on_disk if x not in launch_ids]
    records: list[dict] = []
    launches: dict = {}
    for lid in ordered:
        d = inside(root, f"launches/{lid}")
        if not d.is_dir():
            missing.append({"file": f"launches/{lid}/", "reason": "planned launch has no directory"})
            launches[lid] = {"job": None, "result": None, "exists": False}
            continue
        for name in ("job.json", "launch.json", "records.jsonl"):
            inside(root, f"launches/{lid}/{name}")
        job = _read_json(d / "job.json", f"launches/{lid}/job.json", missing)
        result = _read_json(d / "launch.json", f"launches/{lid}/launch.json", missing)
        launches[lid] = {"job": job, "result": result, "exists": True}
        rp = d / "records.jsonl"
        if rp.exists():
            for rec in read_records(rp, f"launches/{lid}/records.jsonl", missing):
                records.append({**rec, "_launch_dir": lid})
        else:
            missing.append({"file": f"launches/{lid}/records.jsonl", "reason": "not written"})

    grades: dict = {}
    gdir = root / "grades"
    if gdir.is_dir():
        for p in sorted(gdir.glob("*/*.json")):
            inside(root, p.relative_to(root).as_posix())
            data = _read_json(p, f"grades/{p.parent.name}/{p.name}", missing)
            if data is not None:
                grades.setdefault(p.parent.name, {})[p.stem] = data
    else:
        missing.append({"file": "grades/", "reason": "no grades written"})
    admission = _read_json(root / "admission.json", "admission.json", missing)
    fallback = _read_json(root / "fallback.json", "fallback.json", missing)
    return RunData(
        run_dir=root,
        run=run,
        spec=spec,
        spec_file_sha256=spec_sha,
        acceptance=acceptance,
        plan=plan,
        environment=environment,
        inputs=inputs,
        records=tuple(records),
        launches=launches,
        grades=grades,
        admission=admission,
        fallback=fallback,
        missing=tuple(missing),
        integrity=integrity,
    )


def missing_reason(data: RunData, prefix: str) -> str | None:
    """The first noted problem for a file whose relative path starts with ``prefix``, as one line, or None."""
    for m in data.missing:
        if m["file"].startswith(prefix):
            return f"{m['file']}: {m['reason']}"
    return None
