"""``grade_run``: (re)grade every measured output of a run directory against the sample's source material.

Reads ``spec.resolved.json`` (the sample path) and ``launches/*/records.jsonl`` (docs/contracts.md). For each
measured (non-warm-up) cell, the first completed record is graded from its ``artifacts.output_text`` with its
``stop_reason``; a cell without a completed record or without its text gets a grade file saying why it was not
graded (nothing is invented). Writes ``grades/<launch_id>/<cell_id>.json`` (derived: rewritten on a regrade),
creates ``review.yaml`` once as a template of every automatic grade, and applies its overrides (never rewritten).
Automatic grades that an existing review.yaml does not list (cells graded later) go to the derived
``grades/review.unlisted.yaml`` for a person to copy in.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from harness.errors import InputError
from harness.grade.api import grade_text
from harness.grade.review import (
    apply_overrides,
    automatic_items,
    listed_keys,
    load_overrides,
    write_template,
    write_unlisted,
)
from harness.run.files import inside, read_json, read_records, write_json_atomic
from harness.run.seal import seal, sha256_file

REVIEW_FILE = "review.yaml"
UNLISTED_FILE = "review.unlisted.yaml"  # under grades/: automatic grades that review.yaml does not list


def _cells(records_path: Path) -> dict[str, dict]:
    """cell_id -> the record that stands for it: the first completed measured one, else the first measured one."""
    chosen: dict[str, dict] = {}
    for rec in read_records(records_path).records:
        if rec.get("warmup"):
            continue
        cell = rec.get("cell_id")
        if cell is None:
            continue
        if cell not in chosen or (not chosen[cell].get("completed") and rec.get("completed")):
            chosen[cell] = rec
    return chosen


def _grade_one(run_dir: Path, rec: dict, sample_dir: Path) -> tuple[dict, dict | None]:
    base = {
        key: rec.get(key)
        for key in (
            "launch_id",
            "cell_id",
            "branch",
            "role",
            "phase",
            "tier_id",
            "output_budget",
            "repeat",
            "stop_reason",
            "output_tokens",
            "completed",
            "valid",
        )
    }
    if not rec.get("completed"):
        err = rec.get("error") or {}
        return dict(
            base, graded=False, not_graded_reason=f"not completed: {err.get('class')}: {err.get('message')}"
        ), None
    rel = (rec.get("artifacts") or {}).get("output_text")
    path = inside(run_dir, rel) if rel else None
    if path is None or not path.is_file():
        return dict(base, graded=False, not_graded_reason=f"output text not found: {rel}"), None
    raw = path.read_bytes()
    text = raw.decode(
        "utf-8", errors="replace"
    )  # undecodable bytes become U+FFFD: the abnormal-character check sees them
    graded = grade_text(text, sample_dir, rec.get("stop_reason"))
    return dict(
        base, graded=True, output_text=rel, output_sha256=hashlib.sha256(raw).hexdigest(), automatic=graded
    ), graded


def grade_run(run_dir: str | Path) -> dict:
    """Grade a run directory; return a summary (see the module docstring). Raises InputError for a bad run dir."""
    run_dir = Path(run_dir).resolve()
    resolved = run_dir / "spec.resolved.json"
    if not resolved.is_file():
        raise InputError(f"{run_dir}: not a run directory (no spec.resolved.json)")
    sample_dir = Path(read_json(resolved)["sample"]["path"])
    review_file = inside(run_dir, REVIEW_FILE)
    overrides = load_overrides(review_file)
    review_sha = sha256_file(review_file) if review_file.is_file() else None
    inside(run_dir, "grades")
    written: list[str] = []
    outputs, template, used_all = [], [], set()
    for records_path in sorted(inside(run_dir, "launches").glob("*/records.jsonl")):
        inside(run_dir, records_path.relative_to(run_dir).as_posix())
        for cell_id, rec in sorted(_cells(records_path).items()):
            launch_id = rec.get("launch_id") or records_path.parent.name
            entry, graded = _grade_one(run_dir, rec, sample_dir)
            if graded is not None:
                final, used = apply_overrides(launch_id, cell_id, graded, overrides)
                used_all.update(used)
                entry["final"] = final
                entry["reviewed"] = bool(used)
                template += automatic_items(launch_id, cell_id, graded)
            out = inside(run_dir, f"grades/{launch_id}/{cell_id}.json")
            out.parent.mkdir(parents=True, exist_ok=True)
            entry["review_sha256"] = review_sha
            write_json_atomic(out, entry)
            written.append(f"grades/{launch_id}/{cell_id}.json")
            outputs.append(_row(entry, out, run_dir))
    review_path = run_dir / REVIEW_FILE
    unlisted_path = run_dir / "grades" / UNLISTED_FILE
    created = False
    unlisted: list[dict] = []
    if not review_path.exists() and template:
        write_template(review_path, template)
        created = True
    elif review_path.exists():
        listed = listed_keys(review_path)
        unlisted = [item for item in template if item["key"] not in listed]
    seal(run_dir, written, "graded")
    inside(run_dir, f"grades/{UNLISTED_FILE}")
    if unlisted:
        write_unlisted(unlisted_path, unlisted)
    elif unlisted_path.exists():
        unlisted_path.unlink()  # derived file: nothing is missing from review.yaml any more
    return {
        "run_dir": str(run_dir),
        "sample": str(sample_dir),
        "graded": sum(1 for o in outputs if o["graded"]),
        "not_graded": sum(1 for o in outputs if not o["graded"]),
        "review": {
            "path": str(review_path),
            "created": created,
            "overrides_applied": len(used_all),
            "stale_overrides": sorted(set(overrides) - used_all),
            "unlisted": len(unlisted),
            "unlisted_file": str(unlisted_path) if unlisted else None,
        },
        "outputs": outputs,
    }


def _row(entry: dict, path: Path, run_dir: Path) -> dict:
    row = {
        "launch_id": entry["launch_id"],
        "cell_id": entry["cell_id"],
        "branch": entry["branch"],
        "graded": entry["graded"],
        "file": str(path.relative_to(run_dir)),
    }
    if not entry["graded"]:
        row["not_graded_reason"] = entry["not_graded_reason"]
        return row
    final = entry["final"]
    grades = [f["grade"] for f in final["facts"].values()]
    row.update(
        correct=grades.count("correct"),
        partial=grades.count("partial"),
        omitted=grades.count("omitted"),
        distorted=grades.count("distorted"),
        needs_review=grades.count("needs_review"),
        facts_total=len(grades),
        unsupported=sum(1 for u in final["unsupported"] if u["grade"] == "unsupported"),
        checks_failed=sorted(n for n, c in final["checks"].items() if c["grade"] == "fail"),
        reviewed=entry["reviewed"],
    )
    return row
