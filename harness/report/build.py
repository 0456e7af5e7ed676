"""Run directory -> the plain dict the report template renders. No Markdown here: only data and raw numbers.

``build_report(data, an, items) -> dict``: every figure is copied from an aggregate over records (see
``harness.verdict.aggregate``); absent evidence is ``None`` plus a reason string, which the template shows as
``pending``. Units stay in the keys (``_s``, ``_bytes``); the template's filters format them.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from harness.verdict.analysis import Analysis
from harness.verdict.facts import facts_table, grade_of
from harness.verdict.rundata import RunData, missing_reason
from harness.verdict.thresholds import THRESHOLD_KEYS, registered, spec_thresholds, threshold_flags

_ENV_KEYS = (
    "runner",
    "image_digest",
    "python",
    "torch",
    "transformers",
    "optimum-quanto",
    "hqq",
    "device_name",
    "driver",
    "cuda",
)
_SHARED_JOB_KEYS = ("model", "generation", "sample_id", "seed")


def shown_path(path, run: dict | None) -> str:
    """A host path as the report shows it: relative to the spec file's directory (run.json ``spec_source``) when
    both are absolute, else as recorded; the report carries no absolute host path where it can avoid one."""
    text = str(path or "")
    source = (run or {}).get("spec_source")
    if not text or not source or not os.path.isabs(text) or not os.path.isabs(str(source)):
        return text
    return os.path.relpath(text, os.path.dirname(str(source)))


def tiny_model_reason(spec: dict | None, run: dict | None = None) -> str | None:
    """Why this run's model is a tiny test model (its text is meaningless), or None when nothing says so.

    Signs: the model path or spec name contains "tiny"; the model directory holds ``TINY_MODEL.txt`` (written by
    ``harness model tiny``); its ``config.json`` has a true ``harness_tiny_model`` key.
    """
    model = (spec or {}).get("model") or {}
    path = str(model.get("path") or "")
    if "tiny" in Path(path).name.lower() or "tiny" in str((spec or {}).get("name", "")).lower():
        return f"The model ({shown_path(path, run) or 'unnamed'}) is a tiny test model"
    if path and (Path(path) / "TINY_MODEL.txt").exists():
        return f"{shown_path(path, run)}/TINY_MODEL.txt marks a tiny test model"
    try:
        config = json.loads((Path(path) / "config.json").read_text(encoding="utf-8")) if path else {}
    except (OSError, json.JSONDecodeError):
        config = {}
    if isinstance(config, dict) and config.get("harness_tiny_model"):
        return f"{path}/config.json marks a tiny test model"
    return None


def _environments(data: RunData, an: Analysis) -> list[dict]:
    seen: list[dict] = []
    for rec in data.records:
        env = rec.get("environment") or {}
        row = {"branch": rec.get("branch"), **{k.replace("-", "_"): env.get(k) for k in _ENV_KEYS}}
        if row not in seen:
            seen.append(row)
    return seen


def _shown_setting(key: str, value, run: dict | None):
    if key == "model" and isinstance(value, dict) and value.get("path"):
        return {**value, "path": shown_path(value["path"], run)}
    return value


def _equal_conditions(data: RunData, an: Analysis) -> dict:
    tiers = []
    for tier in sorted({r.get("tier_id") for r in data.records} | set(data.inputs), key=str):
        prepared = data.inputs.get(tier) or {}
        per_branch: dict[str | None, set[str]] = {}
        for r in data.records:
            if r.get("tier_id") == tier and r.get("input_sha256"):
                per_branch.setdefault(r.get("branch"), set()).add(r["input_sha256"])
        seen = set().union(*per_branch.values()) if per_branch else set()
        tiers.append(
            {
                "tier_id": tier,
                "n_tokens": prepared.get("n_tokens"),
                "sha256": prepared.get("sha256"),
                "branches": sorted(per_branch, key=str),
                "identical": bool(seen)
                and len(seen) == 1
                and (not prepared.get("sha256") or seen == {prepared["sha256"]}),
            }
        )
    settings = []
    jobs = {lid: launch.get("job") for lid, launch in data.launches.items() if launch.get("job")}
    for key in _SHARED_JOB_KEYS:
        values = {
            json.dumps(_shown_setting(key, j.get(key), data.run), sort_keys=True, ensure_ascii=False)
            for j in jobs.values()
        }
        settings.append(
            {
                "key": key,
                "value": next(iter(values)) if len(values) == 1 else None,
                "identical": len(values) == 1,
                "n_launches": len(jobs),
            }
        )
    revisions = sorted({str(r.get("model_revision")) for r in data.records})
    model = (data.spec or {}).get("model") or {}
    return {
        "tiers": tiers,
        "settings": settings,
        "jobs_missing": [
            lid for lid, launch in data.launches.items() if launch.get("exists") and not launch.get("job")
        ],
        "revisions": revisions,
        "dtype": model.get("dtype"),
        "device": model.get("device"),
        "attn_implementation": model.get("attn_implementation"),
    }


def _integrity(data: RunData) -> dict:
    """The seal's verification for the report: head to quote, findings grouped by kind (one line each)."""
    integ = data.integrity
    if integ is None:
        return {
            "checked": False,
            "manifest": False,
            "head": None,
            "lines": 0,
            "adopted": False,
            "findings": [],
            "tampered": 0,
            "unsealed": 0,
        }
    return {
        "checked": True,
        "manifest": integ.manifest,
        "head": integ.head,
        "lines": integ.lines,
        "adopted": integ.adopted,
        "findings": [{"kind": f.kind, "path": f.path, "detail": f.detail} for f in integ.findings],
        "tampered": len(integ.tampered),
        "unsealed": len(integ.unsealed),
    }


def _validity(data: RunData, an: Analysis) -> dict:
    invalid, not_completed = [], []
    counts = {"warmup": 0, "short_sample": 0, "figure": 0, "invalid": 0, "not_completed": 0, "withheld": 0}
    for rec, use in zip(data.records, an.uses, strict=True):
        counts[use["use"]] = counts.get(use["use"], 0) + 1
        where = {
            "launch_id": rec.get("launch_id") or rec.get("_launch_dir"),
            "cell_id": rec.get("cell_id"),
            "branch": rec.get("branch"),
        }
        if use["use"] == "invalid":
            invalid.append({**where, "reasons": use["reasons"]})
        elif use["use"] == "not_completed":
            err = rec.get("error") or {}
            not_completed.append({**where, "error_class": err.get("class"), "message": err.get("message")})
    failed_launches = [
        {
            "launch_id": lid,
            "status": (launch.get("result") or {}).get("status"),
            "exit_code": (launch.get("result") or {}).get("exit_code"),
            "stderr": (launch.get("result") or {}).get("stderr"),
        }
        for lid, launch in data.launches.items()
        if (launch.get("result") or {}).get("status") not in (None, "completed")
    ]
    return {"invalid": invalid, "not_completed": not_completed, "counts": counts, "failed_launches": failed_launches}


def _completeness(data: RunData, an: Analysis) -> list[dict]:
    """One row per distinct outcome (stop reason, checks run, failed checks with their details), with the records
    of each branch it covers: the same failure on 24 texts is one row, not 24."""
    rows: dict[tuple, dict] = {}
    for rec, use in zip(data.records, an.uses, strict=True):
        if use["use"] != "figure":
            continue
        checks = (grade_of(data.grades, rec) or {}).get("checks")
        failed = [
            {"name": k, "detail": (v or {}).get("detail") or ("not checked" if (v or {}).get("pass") is None else "")}
            for k, v in sorted((checks or {}).items())
            if (v or {}).get("pass") is not True
        ]
        key = (rec.get("stop_reason"), bool(checks), len(checks or {}), tuple((f["name"], f["detail"]) for f in failed))
        row = rows.setdefault(
            key,
            {
                "branches": {},
                "graded": bool(checks),
                "n_checks": len(checks or {}),
                "failed": failed,
                "stop_reason": rec.get("stop_reason"),
            },
        )
        row["branches"].setdefault(rec.get("branch"), []).append(rec.get("cell_id"))
    return list(rows.values())


def _facts(data: RunData, an: Analysis) -> dict:
    recs = [r for r, u in zip(data.records, an.uses, strict=True) if u["use"] == "figure"]
    table = facts_table(recs, data.grades)
    rows: list[dict] = []
    for f in table["fact_ids"]:  # facts with identical counts on every branch share one row
        per_branch = [table["cells"].get((f, b)) for b in table["branches"]]
        same = next((r for r in rows if r["per_branch"] == per_branch), None)
        if same:
            same["fact_ids"].append(f)
        else:
            rows.append({"fact_ids": [f], "per_branch": per_branch})
    for r in rows:
        r["fact_id"] = ", ".join(r["fact_ids"])
    return {
        "branches": table["branches"],
        "rows": rows,
        "unsupported": [{"branch": b, "items": v} for b, v in table["unsupported"].items()],
        "ungraded": [{"branch": b, "cell_id": c} for b, c in table["ungraded"]],
    }


def _needs_review(data: RunData, an: Analysis) -> list[dict]:
    """Fact grades the grader could not decide and no person has decided yet (review.yaml), with the reason."""
    out = []
    for rec, use in zip(data.records, an.uses, strict=True):
        if use["use"] != "figure":
            continue
        view = grade_of(data.grades, rec) or {}
        raw = (data.grades.get(rec.get("launch_id") or rec.get("_launch_dir")) or {}).get(rec.get("cell_id")) or {}
        auto = ((raw.get("automatic") or {}).get("facts") or {}) if isinstance(raw, dict) else {}
        for fid, f in sorted((view.get("facts") or {}).items()):
            if (f or {}).get("grade") == "needs_review":
                why = (auto.get(fid) or {}).get("needs_review") or "the grader could not decide"
                out.append({"branch": rec.get("branch"), "cell_id": rec.get("cell_id"), "fact_id": fid, "why": why})
    return out


def _scope(data: RunData, an: Analysis) -> dict:
    completed = sorted({row["cell"] for row in an.matrix if row["n_figure"]}, key=list(an.cells).index)
    model = (data.spec or {}).get("model") or {}
    return {
        "model_path": shown_path(model.get("path"), data.run),
        "model_revision": model.get("revision"),
        "revisions_recorded": sorted({str(r.get("model_revision")) for r in data.records}),
        "dtype": model.get("dtype"),
        "device": model.get("device"),
        "completed_cells": completed,
        "planned_cells": list(an.cells),
        "not_completed_cells": [c for c in an.cells if c not in completed],
    }


def person_items(fb: dict) -> list[str]:
    """fallback.json ``needs_person`` entries as one line each (dicts from harness.run.fallback, or strings)."""
    out = []
    for x in fb.get("needs_person") or []:
        if isinstance(x, dict):
            out.append(
                f"{x.get('cell_id')} ({x.get('launch_id')}): {x.get('reason')}; {x.get('action') or 'hand to a person'}"
            )
        else:
            out.append(str(x))
    return out


def _fallback(data: RunData) -> dict:
    fb = data.fallback
    if fb is None:
        return {"present": False, "reason": missing_reason(data, "fallback.json") or "fallback not run"}

    def side(key: str) -> dict | None:
        d = fb.get(key)
        return (
            {k: d.get(k) for k in ("launch_id", "n_tokens", "stop_reason", "effective_cache")}
            if isinstance(d, dict)
            else None
        )

    return {
        "present": True,
        "status": fb.get("status"),
        "first_difference": fb.get("first_difference"),
        "reasons": [str(r) for r in fb.get("reasons") or []],
        "needs_person": person_items(fb),
        "archived": side("archived"),
        "regenerated": side("regenerated"),
        "attempts": len(fb.get("attempts") or []),
        "checked_at": fb.get("checked_at"),
    }


def _admission(data: RunData) -> dict:
    if data.admission is None:
        return {"present": False, "reason": missing_reason(data, "admission.json") or "no admission table", "rows": []}
    return {"present": True, "reason": None, "rows": list(data.admission.get("rows") or [])}


def _git_rev(run: dict) -> str | None:
    git = run.get("harness_git")
    if isinstance(git, dict) and git.get("commit"):
        return git["commit"] + (" (dirty tree)" if git.get("dirty") else "")
    return run.get("harness_git_rev")


def build_report(
    data: RunData, an: Analysis, items: list[dict], plots: list[dict], decision: dict | None = None
) -> dict:
    """The whole report context. ``plots``: ``[{"title", "path" (relative) or None, "reason"}]`` from plots.py;
    ``decision``: ``harness.verdict.decision.decide`` (computed here when not given)."""
    if decision is None:
        from harness.verdict.decision import decide

        decision = decide(data, an)
    run = data.run or {}
    allowed_rows = {
        r.get("candidate"): r.get("status") for r in (data.admission or {}).get("rows", []) if isinstance(r, dict)
    }
    ran_candidates = sorted(
        {
            r.get("branch")
            for r, u in zip(data.records, an.uses, strict=True)
            if r.get("role") == "candidate" and r.get("phase") == "matrix"
        },
        key=str,
    )
    reg, spec_thr = registered(data), spec_thresholds(data)
    return {
        "run": {
            "run_id": run.get("run_id"),
            "status": run.get("status"),
            "spec_name": (data.spec or {}).get("name"),
            "spec_hash": run.get("spec_hash"),
            "created_at": run.get("created_at"),
            "finished_at": run.get("finished_at"),
            "harness_git_rev": _git_rev(run),
            "synthetic_fixture": run.get("synthetic_fixture"),
            "scope": run.get("scope"),
        },
        "tiny_reason": tiny_model_reason(data.spec, data.run),
        "allow_pending": bool(run.get("allow_pending")),
        "excluded": [
            {"branch": str(b), "reason": str(why)} for b, why in sorted((run.get("excluded_branches") or {}).items())
        ]
        if isinstance(run.get("excluded_branches"), dict)
        else [],
        "not_allowed_but_run": [
            {"candidate": c, "status": allowed_rows.get(c) or "no admission row"}
            for c in ran_candidates
            if allowed_rows.get(c) != "allowed"
        ],
        "scope": _scope(data, an),
        "environments": _environments(data, an),
        "admission": _admission(data),
        "equal": _equal_conditions(data, an),
        "matrix": list(an.matrix),
        "peak_columns": [
            {"key": key, "title": title}
            for key, title in (
                ("peak_allocated_bytes", "peak allocated"),
                ("peak_reserved_bytes", "peak reserved"),
                ("peak_rss_bytes", "peak RSS"),
            )
            if any(m.get(key) for m in an.matrix)
        ],
        "comparisons": list(an.comparisons),
        "validity": _validity(data, an),
        "integrity": _integrity(data),
        "facts": _facts(data, an),
        "needs_review": _needs_review(data, an),
        "completeness": _completeness(data, an),
        "fallback": _fallback(data),
        "thresholds": {
            "keys": list(THRESHOLD_KEYS),
            "registered": reg,
            "spec": spec_thr,
            "flags": threshold_flags(data),
        },
        "items": items,
        "decision": decision,
        "overall": (
            "fail"
            if any(i["result"] == "fail" for i in items)
            else "pending"
            if any(i["result"] == "pending" for i in items)
            else "pass"
        ),
        "missing": list(data.missing),
        "plots": plots,
    }
