"""Run directory -> the plain dict the report template renders. No Markdown here: only data and raw numbers.

``build_report(data, an, items) -> dict``: every figure is copied from an aggregate over records (see
``harness.verdict.aggregate``); absent evidence is ``None`` plus a reason string, which the template shows as
``pending``. Units stay in the keys (``_s``, ``_bytes``); the template's filters format them.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from harness.report.pareto import pareto_view
from harness.verdict.aggregate import cell_name, stats
from harness.verdict.agreement import greedy_agreement
from harness.verdict.analysis import Analysis
from harness.verdict.decision import overall_of
from harness.verdict.facts import facts_table
from harness.verdict.integrity import integrity_summary
from harness.verdict.rundata import RunData, missing_reason
from harness.verdict.thresholds import THRESHOLD_KEYS, registered, spec_thresholds, threshold_flags
from harness.verdict.views import PreparedInput, RunInfo, SpecInfo, grade_for, narrow

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


def shown_path(path, run: RunInfo | dict | None) -> str:
    """A host path as the report shows it: relative to the spec file's directory (run.json ``spec_source``) when
    both are absolute, else as recorded; the report carries no absolute host path where it can avoid one."""
    text = str(path or "")
    info = run if isinstance(run, RunInfo) else RunInfo.from_dict(run or {})
    source = info.spec_source
    if not text or not source or not os.path.isabs(text) or not os.path.isabs(str(source)):
        return text
    return os.path.relpath(text, os.path.dirname(str(source)))


@dataclass(frozen=True)
class _TinyConfig:
    harness_tiny_model: object = None


def tiny_model_reason(spec: SpecInfo | dict | None, run: RunInfo | dict | None = None) -> str | None:
    """Why this run's model is a tiny test model (its text is meaningless), or None when nothing says so.

    Signs: the model path or spec name contains "tiny"; the model directory holds ``TINY_MODEL.txt`` (written by
    ``harness model tiny``); its ``config.json`` has a true ``harness_tiny_model`` key.
    """
    info = spec if isinstance(spec, SpecInfo) else SpecInfo.from_dict(spec or {})
    path = str(info.model.path or "")
    if "tiny" in Path(path).name.lower() or "tiny" in str(info.name or "").lower():
        return f"The model ({shown_path(path, run) or 'unnamed'}) is a tiny test model"
    if path and (Path(path) / "TINY_MODEL.txt").exists():
        return f"{shown_path(path, run)}/TINY_MODEL.txt marks a tiny test model"
    try:
        config = json.loads((Path(path) / "config.json").read_text(encoding="utf-8")) if path else {}
    except (OSError, json.JSONDecodeError):
        config = {}
    if narrow(_TinyConfig, config).harness_tiny_model:
        return f"{path}/config.json marks a tiny test model"
    return None


def canary_model_reason(spec: SpecInfo | dict | None, run: RunInfo | dict | None = None) -> str | None:
    """Why this run's model is the canary (a model trained here to copy facts, not a language model), or None.

    Sign: the model directory holds ``CANARY_MODEL.txt`` (written by ``harness model canary``)."""
    info = spec if isinstance(spec, SpecInfo) else SpecInfo.from_dict(spec or {})
    path = str(info.model.path or "")
    if path and (Path(path) / "CANARY_MODEL.txt").exists():
        return f"{shown_path(path, run)}/CANARY_MODEL.txt marks the canary model"
    return None


def _environments(data: RunData, an: Analysis) -> list[dict]:
    seen: list[dict] = []
    for rec in data.recs:
        env = rec.environment.to_dict()
        row = {"branch": rec.branch, **{k.replace("-", "_"): env.get(k) for k in _ENV_KEYS}}
        if row not in seen:
            seen.append(row)
    return seen


def _environment_table(rows: list[dict]) -> dict:
    """The environment table as shown: branches with identical environments share a row; a column no record
    filled (no image on the local runner, no driver or CUDA on a CPU) is named once below instead of repeated."""
    merged: list[dict] = []
    for row in rows:
        rest = {k: v for k, v in row.items() if k != "branch"}
        same = next((m for m in merged if m["env"] == rest), None)
        if same:
            same["branches"].append(str(row["branch"]))
        else:
            merged.append({"branches": [str(row["branch"])], "env": rest})
    keys = [k.replace("-", "_") for k in _ENV_KEYS]
    columns = [k for k in keys if any(m["env"].get(k) is not None for m in merged)]
    return {
        "columns": [{"key": k, "title": _ENV_TITLES.get(k, k)} for k in columns],
        "unset": [_ENV_TITLES.get(k, k) for k in keys if k not in columns],
        "rows": [{"branch": ", ".join(m["branches"]), **m["env"]} for m in merged],
    }


_ENV_TITLES = {
    "image_digest": "image digest",
    "optimum_quanto": "optimum-quanto",
    "device_name": "device",
    "cuda": "CUDA",
}


def _shown_setting(key: str, value, run: RunInfo | None):
    if key == "model" and isinstance(value, dict) and "path" in value and value["path"]:  # the job file, as written
        return {**value, "path": shown_path(value["path"], run)}
    return value


def _equal_conditions(data: RunData, an: Analysis) -> dict:
    tiers = []
    for tier in sorted({r.tier_id for r in data.recs} | set(data.input_info), key=str):
        prepared = data.input_info.get(tier)
        want = prepared.sha256 if prepared else None
        per_branch: dict[str | None, set[str]] = {}
        for r in data.recs:
            if r.tier_id == tier and r.input_sha256:
                per_branch.setdefault(r.branch, set()).add(r.input_sha256)
        seen = set().union(*per_branch.values()) if per_branch else set()
        tiers.append(
            {
                "tier_id": tier,
                "n_tokens": prepared.n_tokens if prepared else None,
                "sha256": want,
                "branches": sorted(per_branch, key=str),
                "identical": bool(seen) and len(seen) == 1 and (not want or seen == {want}),
            }
        )
    settings = []
    jobs = {lid: launch.job for lid, launch in data.launch_info.items() if launch.job}
    for key in _SHARED_JOB_KEYS:
        values = {
            json.dumps(_shown_setting(key, getattr(j, key), data.run_info), sort_keys=True, ensure_ascii=False)
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
    revisions = sorted({str(r.model_revision) for r in data.recs})
    model = data.spec_info.model if data.spec_info else None
    job_revisions = {str(narrow(_JobModel, j.model).revision) for j in jobs.values()}
    return {
        "revisions_match_jobs": bool(revisions) and set(revisions) == job_revisions,
        # every tier seen by the same branches: said once above the table instead of on each row
        "branches_common": tiers[0]["branches"]
        if tiers and all(t["branches"] == tiers[0]["branches"] for t in tiers)
        else None,
        "tiers": tiers,
        "settings": settings,
        "jobs_missing": [lid for lid, launch in data.launch_info.items() if launch.exists and not launch.job],
        "revisions": revisions,
        "dtype": model.dtype if model else None,
        "device": model.device if model else None,
        "attn_implementation": model.attn_implementation if model else None,
    }


@dataclass(frozen=True)
class _JobModel:
    revision: str | None = None


def _repeats_text(m: dict) -> str:
    text = f"{len(m['recorded_repeats'])}/{len(m['planned_repeats'])}"
    if m["missing_repeats"]:
        text += " (no record: " + ", ".join(f"r{r}" for r in m["missing_repeats"]) + ")"
    return text


def _stops_text(m: dict) -> str:
    return ", ".join(f"{k} x{n}" for k, n in m["stop_reasons"].items()) or "n/a"


def _matrix_view(an: Analysis, inputs: Mapping[str, PreparedInput], agreement: dict | None = None) -> dict:
    """The matrix table: one row per (cell, branch); a column whose value is the same on every row (status,
    repeats, stop reasons) is stated once above the table instead; each candidate row carries its cell's
    comparison (ratios only where both branches produced the same output lengths in every repeat). Comparisons
    that are not ratios (pending, invalid, runnability, lengths differ) stay as sentences below the table."""
    rows = []
    comp = {(c["cell"], c["candidate"]): c for c in an.comparisons}
    for m in an.matrix:
        c = comp.get((m["cell"], m["branch"]))
        ratios = c["ratios"] if c and c["kind"] == "same_lengths" else None
        agree = (agreement or {}).get((m["cell"], m["branch"]))
        rows.append(
            {**m, "repeats_text": _repeats_text(m), "stops_text": _stops_text(m), "ratios": ratios, "agree": agree}
        )
    hoisted = {}
    prepared = {t: i.n_tokens for t, i in inputs.items()}
    if rows and all(r["input_tokens"] == [prepared.get(r["tier_id"])] for r in rows):
        hoisted["input_tokens"] = {"title": "input tokens", "value": "as prepared (section 3)"}
    for key, title in (("status", "status"), ("repeats_text", "repeats"), ("stops_text", "stop reasons")):
        values = {r[key] for r in rows}
        if len(values) == 1 and rows:
            hoisted[key] = {"title": title, "value": next(iter(values))}
    # "KV x ordinary" is stated once when it equals "KV / weight-dtype size" on every candidate row (the ordinary
    # cache then holds exactly its weight-dtype size), instead of a second column with the same numbers
    cand = [r for r in rows if r["ratios"]]
    kv_same = bool(cand) and all(
        r["ratios"]["kv_final_bytes"] is not None
        and r["kv_ratio_dense"] is not None
        and f"{r['ratios']['kv_final_bytes']:.3f}" == f"{r['kv_ratio_dense']:.3f}"
        for r in cand
    )
    return {
        "kv_same_as_dense": kv_same,
        "rows": rows,
        "hoisted": hoisted,
        "columns": [k for k in ("status", "repeats_text", "input_tokens", "stops_text") if k not in hoisted],
        "ratio_columns": any(r["ratios"] for r in rows),
        "agree_column": any(r["agree"] for r in rows),
        "sentences": [c for c in an.comparisons if c["kind"] != "same_lengths"],
    }


def _validity(data: RunData, an: Analysis) -> dict:
    invalid, not_completed = [], []
    counts = {"warmup": 0, "short_sample": 0, "figure": 0, "invalid": 0, "not_completed": 0, "withheld": 0}
    for c in an.classified:
        rec = c.record
        counts[c.use] = counts.get(c.use, 0) + 1
        where = {"launch_id": rec.grade_launch, "cell_id": rec.cell_id, "branch": rec.branch}
        if c.use == "invalid":
            invalid.append({**where, "reasons": list(c.reasons)})
        elif c.use == "not_completed":
            err = rec.error
            not_completed.append(
                {**where, "error_class": err.error_class if err else None, "message": err.message if err else None}
            )
    failed_launches = [
        {
            "launch_id": lid,
            "status": launch.result.status,
            "exit_code": launch.result.exit_code,
            "stderr": launch.result.stderr,
        }
        for lid, launch in data.launch_info.items()
        if launch.result is not None and launch.result.status not in (None, "completed")
    ]
    return {"invalid": invalid, "not_completed": not_completed, "counts": counts, "failed_launches": failed_launches}


def _completeness(data: RunData, an: Analysis) -> list[dict]:
    """One row per distinct outcome (stop reason, checks run, failed checks with their details), with the records
    of each branch it covers: the same failure on 24 texts is one row, not 24."""
    rows: dict[tuple, dict] = {}
    for c in an.of("figure"):
        rec = c.record
        grade = grade_for(data.grade_info, rec)
        checks = grade.checks if grade else {}
        failed = [
            {"name": k, "detail": v.detail or ("not checked" if v.passed is None else "")}
            for k, v in sorted(checks.items())
            if v.passed is not True
        ]
        key = (rec.stop_reason, bool(checks), len(checks), tuple((f["name"], f["detail"]) for f in failed))
        row = rows.setdefault(
            key,
            {
                "branches": {},
                "graded": bool(checks),
                "n_checks": len(checks),
                "failed": failed,
                "stop_reason": rec.stop_reason,
            },
        )
        row["branches"].setdefault(rec.branch, []).append(rec.cell_id)
    return list(rows.values())


def _facts(data: RunData, an: Analysis) -> dict:
    table = facts_table([c.record for c in an.of("figure")], data.grade_info)
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
    for c in an.of("figure"):
        grade = grade_for(data.grade_info, c.record)
        for fid, f in sorted((grade.facts if grade else {}).items()):
            if f.grade == "needs_review":
                why = f.why or "the grader could not decide"
                out.append({"branch": c.record.branch, "cell_id": c.record.cell_id, "fact_id": fid, "why": why})
    return out


def _hqq_on_cuda(data: RunData) -> list[str]:
    """Branches that use the hqq backend on a CUDA device (by the spec, or by a record). For these the scope says two
    facts of the installed hqq (0.2.8.post1, read in its source) that bear on the figures:
    - it calls ``torch.cuda.empty_cache()`` while quantising: ``hqq/core/quantize.py:151`` and ``:178``
      (``Quantizer.quantize``, which transformers' ``HQQQuantizedLayer._quantize`` calls) and
      ``hqq/core/optimize.py:252`` (``optimize_weights_proximal_legacy``, the default ``Quantizer.optimize_weights``,
      ``quantize.py:38`` / ``optimize.py:259``): cached blocks are handed back mid-request, so peak reserved and
      NVML readings may be lower than they would be without it;
    - it computes in float16 on CUDA and float32 elsewhere: ``hqq/core/optimize.py:231``
      (``dtype = float16 if (device.type == "cuda") else float32``), so a CPU rehearsal does not reproduce the
      CUDA numerics."""
    names: list[str] = []
    spec = data.spec_info
    on_cuda = bool(spec and str(spec.model.device or "").startswith("cuda"))
    for b in spec.branches if spec else ():
        if on_cuda and (b.cache or {}).get("backend") == "hqq" and b.name is not None:
            names.append(str(b.name))
    for r in data.recs:
        if r.memory.device_kind == "cuda" and (r.cache_requested or {}).get("backend") == "hqq":
            names.append(str(r.branch))
    return sorted(set(names))


def _card_rows(an: Analysis) -> list[dict]:
    """Per-card memory (``memory.cards``) per cell x branch x card over figure records, shown only when some record
    carries more than one card (the model spread by ``model.device_map``): medians / ranges like the matrix's peaks."""
    figures = an.of("figure")
    if not any(len(c.record.memory.cards or ()) > 1 for c in figures):
        return []
    groups: dict[tuple, list[dict]] = {}
    for c in figures:
        for card in c.record.memory.cards or ():
            group = (cell_name(c.record.tier_id, c.record.output_budget), str(c.record.branch), card.get("index"))
            groups.setdefault(group, []).append(dict(card))
    rows = []
    for (cell, branch, index), cards in groups.items():
        row: dict = {
            "cell": cell,
            "branch": branch,
            "index": index,
            "uuid": next((c["uuid"] for c in cards if c.get("uuid")), None),
        }
        for key in ("total_bytes", "peak_allocated_bytes", "peak_reserved_bytes", "cuda_context_bytes",
                    "nvml_sampled_peak_used_bytes"):  # fmt: skip
            row[key] = stats([c.get(key) for c in cards])
        rows.append(row)
    return rows


def _scope(data: RunData, an: Analysis) -> dict:
    completed = sorted({row["cell"] for row in an.matrix if row["n_figure"]}, key=list(an.cells).index)
    model = data.spec_info.model if data.spec_info else None
    return {
        "hqq_cuda": _hqq_on_cuda(data),
        "model_path": shown_path(model.path if model else None, data.run_info),
        "model_revision": model.revision if model else None,
        "revisions_recorded": sorted({str(r.model_revision) for r in data.recs}),
        "dtype": model.dtype if model else None,
        "device": model.device if model else None,
        "completed_cells": completed,
        "planned_cells": list(an.cells),
        "not_completed_cells": [c for c in an.cells if c not in completed],
    }


def _fallback(data: RunData) -> dict:
    fb = data.fallback_info
    if fb is None:
        return {"present": False, "reason": missing_reason(data, "fallback.json") or "fallback not run"}
    return {
        "present": True,
        "status": fb.status,
        "first_difference": fb.first_difference,
        "reasons": list(fb.reasons),
        "needs_person": fb.person_items(),
        "archived": fb.archived.to_dict() if fb.archived else None,
        "regenerated": fb.regenerated.to_dict() if fb.regenerated else None,
        "attempts": len(fb.attempts),
        "checked_at": fb.checked_at,
    }


def _admission(data: RunData) -> dict:
    table = data.admission_info
    if table is None:
        return {"present": False, "reason": missing_reason(data, "admission.json") or "no admission table", "rows": []}
    recorded = {str(r.model_revision) for r in data.recs}
    compact = []
    for row in table.rows:
        other = [e for e in row.evidence if e.state != "ok"]
        restated = {f"{e.check}: {e.state}" for e in other}
        compact.append(
            {
                **row.to_dict(),
                "ok": [str(e.check) for e in row.evidence if e.state == "ok"],
                "other": [e.to_dict() for e in other],
                # reasons that only restate a listed evidence line are not repeated
                "extra_reasons": [x for x in row.reasons if not any(x.startswith(p) for p in restated)],
                "revision_shown": None if str(row.model_revision) in recorded else row.model_revision,
            }
        )
    shown = (data.run_dir / "admission.md").is_file()
    return {"present": True, "reason": None, "rows": compact, "compact": compact, "details_file": shown}


DECISION_REASON_CHARS = 400  # a deciding reason longer than this is cut in the decision block (full in section 9)


def _items_view(items: list[dict], decision: dict) -> list[dict]:
    """Section 9's rows: an item whose every reason the decision block already shows in full says so instead of
    repeating it (the same words twice on one page help nobody)."""
    shown = {
        d["reason"]
        for d in decision["deciding"]
        if not d["more"] and len(str(d["reason"] or "")) <= DECISION_REASON_CHARS
    }
    return [{**i, "in_decision": bool(i["reasons"]) and all(r in shown for r in i["reasons"])} for i in items]


def _strip_prefix(reason: str, candidate: str) -> str:
    """A per-candidate reason without its leading ``<candidate>, `` (the bullet already names the candidate)."""
    return reason[len(candidate) + 2 :] if reason.startswith(candidate + ", ") else reason


def _unstable_view(decision: dict) -> list[dict]:
    """Unstable cells grouped by the advice their flags end with (``what: advice``), so that the advice is
    written once per kind instead of once per cell."""
    groups: dict[str, list[str]] = {}
    for u in decision["unstable"]:
        for flag in u["flags"]:
            what, _, advice = str(flag).rpartition(": ")
            if not what:
                what, advice = advice, ""
            groups.setdefault(advice, []).append(f"{u['cell']} {u['branch']}: {what}")
    return [{"advice": a, "cells": cells} for a, cells in groups.items()]


def build_report(
    data: RunData, an: Analysis, items: list[dict], plots: list[dict], decision: dict | None = None
) -> dict:
    """The whole report context. ``plots``: ``[{"title", "path" (relative) or None, "reason"}]`` from plots.py;
    ``decision``: ``harness.verdict.decision.decide`` (computed here when not given)."""
    if decision is None:
        from harness.verdict.decision import decide

        decision = decide(data, an)
    run = data.run_info or RunInfo()
    allowed_rows = {r.candidate: r.status for r in (data.admission_info.rows if data.admission_info else ())}
    ran_candidates = sorted(
        {r.branch for r in data.recs if r.role == "candidate" and r.phase == "matrix"},
        key=str,
    )
    reg, spec_thr = registered(data), spec_thresholds(data)
    unstable = _unstable_view(decision)
    bullets = [
        {**d, "reason": _strip_prefix(str(d["reason"] or ""), str(d["candidate"]))} for d in decision["deciding"]
    ]
    shown_text = " ".join(b["reason"] for b in bullets if len(b["reason"]) <= DECISION_REASON_CHARS)
    completeness = _completeness(data, an)
    for row in completeness:
        row["details_in_decision"] = bool(row["failed"]) and all(
            f["detail"] and f["detail"] in shown_text for f in row["failed"]
        )
    with_completeness_bullet = {b["candidate"] for b in bullets if b["key"] == "completeness"}
    return {
        "bullets": bullets,
        # per candidate: list the failed checks in the decision table unless its completeness bullet says them
        "show_failed_checks": {
            c["candidate"]: bool(c["failed_checks"]) and c["candidate"] not in with_completeness_bullet
            for c in decision["candidates"]
        },
        "unstable": unstable,
        "thresholds_same": reg is not None
        and spec_thr is not None
        and bool(reg)
        and all(reg.get(k) == spec_thr.get(k) for k in THRESHOLD_KEYS),
        "run": {
            "run_id": run.run_id,
            "status": run.status,
            "spec_name": data.spec_info.name if data.spec_info else None,
            "spec_hash": run.spec_hash,
            "created_at": run.created_at,
            "finished_at": run.finished_at,
            "harness_git_rev": run.git_rev,
            "synthetic_fixture": run.synthetic_fixture,
            "scope": run.scope,
        },
        "tiny_reason": tiny_model_reason(data.spec_info, run),
        "canary_reason": canary_model_reason(data.spec_info, run),
        "trusted_code": bool(data.spec_info and data.spec_info.model.trust_remote_code),
        "allow_pending": bool(run.allow_pending),
        "excluded": [
            {"branch": str(b), "reason": str(why)} for b, why in sorted((run.excluded_branches or {}).items())
        ],
        "not_allowed_but_run": [
            {"candidate": c, "status": allowed_rows.get(c) or "no admission row"}
            for c in ran_candidates
            if allowed_rows.get(c) != "allowed"
        ],
        "scope": _scope(data, an),
        "environments": _environments(data, an),
        "envtable": _environment_table(_environments(data, an)),
        "admission": _admission(data),
        "equal": _equal_conditions(data, an),
        "matrix": list(an.matrix),
        "mview": _matrix_view(an, data.input_info, greedy_agreement(data, an)),
        "peak_columns": [
            {"key": key, "title": title}
            for key, title in (
                ("peak_allocated_bytes", "peak allocated"),
                ("peak_reserved_bytes", "peak reserved"),
                ("peak_rss_bytes", "peak RSS"),
            )
            if any(m[key] for m in an.matrix)
        ],
        "cards": _card_rows(an),
        "comparisons": list(an.comparisons),
        "pareto": pareto_view(data, an),  # None without a sweep in the spec (the section is not rendered)
        "validity": _validity(data, an),
        "integrity": integrity_summary(data.integrity),
        "facts": _facts(data, an),
        "needs_review": _needs_review(data, an),
        "completeness": completeness,
        "fallback": _fallback(data),
        "thresholds": {
            # facts_review is shown only where registered or in the spec (its absence means "person")
            "keys": [k for k in THRESHOLD_KEYS if k != "facts_review" or k in (reg or {}) or k in (spec_thr or {})],
            "registered": reg,
            "spec": spec_thr,
            "flags": threshold_flags(data),
        },
        "items": items,
        "items_view": _items_view(items, decision),
        "decision": decision,
        "overall": overall_of(items),
        "missing": list(data.missing),
        "plots": plots,
    }
