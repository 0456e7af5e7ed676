"""Read a run directory into one frozen ``RunData``, tolerating every missing or damaged file.

Contract: ``load_run(run_dir)`` never raises for a missing or unreadable stage file; it records what is missing in
``RunData.missing`` (``{"file": relative path, "reason": one line}``) so that every verdict depending on it can
say ``pending`` with that reason. Only a missing run directory itself is an ``InputError`` (exit 2).

One error policy for records: every line of a ``records.jsonl`` is read with the record dataclass
(``harness.verdict.views.RunRecord``: ``harness.entry.record.Record`` plus its launch directory). A line that is
not JSON, not an object, or not the record's shape (a key the dataclass does not know, a sub-object that is not an
object) is noted in ``missing`` with its file and line and left out of ``records`` and ``recs`` alike; a key the
line lacks reads as null (a figure not measured; ``views.complete_record``). A partial last line (a crash
mid-write) is dropped and noted, never repaired.

Typed views (``harness.verdict.views``) sit beside the raw JSON: ``recs`` (``RunRecord``, one per entry of
``records``, same order), ``run_info``, ``spec_info``, ``acceptance_info``, ``plan_info``, ``environment_info``,
``input_info``, ``launch_info``, ``grade_info`` (launch -> cell -> ``GradeView``, None: not graded),
``admission_info``, ``fallback_info``. The verdict and compare read only these (acceptance.json, the prepared
inputs and fallback.json have no dict field any more); the other dict fields stay for the report and bundle until
they move to the views.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from harness.errors import InputError
from harness.run.files import inside
from harness.run.files import read_records as read_jsonl
from harness.verdict.integrity import Integrity, verify_run
from harness.verdict.views import (
    AcceptanceInfo,
    AdmissionTable,
    EnvironmentInfo,
    FallbackResult,
    GradeView,
    LaunchInfo,
    PlanInfo,
    PreparedInput,
    RunInfo,
    RunRecord,
    SpecInfo,
)


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
    plan: dict | None
    environment: dict | None
    records: tuple
    launches: dict  # launch_id -> {"job": dict|None, "result": dict|None, "exists": bool (its directory)}
    grades: dict  # launch_id -> cell_id -> grade JSON
    admission: dict | None
    missing: tuple = field(default_factory=tuple)  # ({"file", "reason"}, ...)
    integrity: Integrity | None = None  # the seal's verification (harness.verdict.integrity); None: not checked
    # The typed views (harness.verdict.views) of the same files; ``recs[i]`` is ``records[i]``.
    recs: tuple[RunRecord, ...] = ()
    run_info: RunInfo | None = None
    spec_info: SpecInfo | None = None
    acceptance_info: AcceptanceInfo | None = None
    plan_info: PlanInfo | None = None
    environment_info: EnvironmentInfo | None = None
    input_info: Mapping[str, PreparedInput] = field(default_factory=dict)  # tier_id -> its prepared input
    launch_info: Mapping[str, LaunchInfo] = field(default_factory=dict)  # launch directory name -> launch
    grade_info: Mapping[str, Mapping[str, GradeView | None]] = field(default_factory=dict)
    admission_info: AdmissionTable | None = None
    fallback_info: FallbackResult | None = None


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


def read_records(path: Path, rel: str, missing: list, numbered: list | None = None) -> list[dict]:
    """Records of one ``records.jsonl`` through the one reader (``harness.run.files.read_records``, not strict): a
    partial last line is dropped and a damaged line skipped, each noted in ``missing``. ``numbered``, when given,
    receives ``(line number, record)`` for each record returned."""
    try:
        read = read_jsonl(path, strict=False)
    except OSError as exc:
        missing.append({"file": rel, "reason": f"unreadable: {exc}"})
        return []
    for line, why in read.damaged:
        missing.append({"file": rel, "reason": f"damaged line {line} skipped ({why})"})
    if read.partial_bytes:
        missing.append({"file": rel, "reason": "partial last line dropped (no newline: the write was cut short)"})
    if numbered is not None:
        numbered.extend(zip(read.line_numbers, read.records, strict=True))
    return list(read.records)


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

    plan_info = PlanInfo.from_dict(plan) if plan is not None else None
    launch_ids = [str(x.launch_id) for x in plan_info.launches] if plan_info else []
    ldir = root / "launches"
    on_disk = sorted(p.name for p in ldir.iterdir() if p.is_dir()) if ldir.is_dir() else []
    ordered = launch_ids + [x for x in on_disk if x not in launch_ids]
    records: list[dict] = []
    recs: list[RunRecord] = []
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
            rel = f"launches/{lid}/records.jsonl"
            numbered: list = []
            read_records(rp, rel, missing, numbered)
            for line, rec in numbered:
                raw = {**rec, "_launch_dir": lid}
                try:
                    recs.append(RunRecord.from_dict(raw))
                except ValueError as exc:  # the one policy: noted with its line, left out of every view
                    missing.append({"file": rel, "reason": f"line {line} is not a record ({exc}); skipped"})
                    continue
                records.append(raw)
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
        plan=plan,
        environment=environment,
        records=tuple(records),
        launches=launches,
        grades=grades,
        admission=admission,
        missing=tuple(missing),
        integrity=integrity,
        recs=tuple(recs),
        run_info=RunInfo.from_dict(run) if run is not None else None,
        spec_info=SpecInfo.from_dict(spec) if spec is not None else None,
        acceptance_info=AcceptanceInfo.from_dict(acceptance) if acceptance is not None else None,
        plan_info=plan_info,
        environment_info=EnvironmentInfo.from_dict(environment) if environment is not None else None,
        input_info={k: PreparedInput.from_dict(v) for k, v in inputs.items()},
        launch_info={lid: LaunchInfo.from_dict({"launch_id": lid, **x}) for lid, x in launches.items()},
        grade_info={lid: {cell: GradeView.from_file(g) for cell, g in cells.items()} for lid, cells in grades.items()},
        admission_info=AdmissionTable.from_dict(admission) if admission is not None else None,
        fallback_info=FallbackResult.from_dict(fallback) if fallback is not None else None,
    )


def missing_reason(data: RunData, prefix: str) -> str | None:
    """The first noted problem for a file whose relative path starts with ``prefix``, as one line, or None."""
    for m in data.missing:
        if m["file"].startswith(prefix):
            return f"{m['file']}: {m['reason']}"
    return None
