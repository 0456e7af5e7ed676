"""Admission for the matrix: which candidates run after the short sample.

``admit(ctx)`` builds the admission table (``harness.verdict.admission.build_admission``: admission.json and
admission.md, from the entry's introspection and the short-sample records) and returns the candidates excluded
from the matrix: every candidate whose status is not ``allowed``; with ``allow_pending`` a ``pending`` candidate
runs too (run.json says so, and so does the report), a ``not_applicable`` one never does. The decision is
stored in run.json (``admission``: branch -> status, ``excluded_branches``: branch -> reason).
"""

from __future__ import annotations

from harness.run.context import RunContext
from harness.run.rundir import set_run_status
from harness.run.seal import seal


def admit(ctx: RunContext) -> tuple[str, ...]:
    from harness.verdict.admission import build_admission

    statuses = admission_statuses(build_admission(ctx.run_dir))
    seal(ctx.run_dir, ["admission.json", "admission.md"], "admission")
    excluded: dict[str, str] = {}
    for cand in ctx.spec.candidates:
        status = statuses.get(cand.name, "pending")
        if status == "allowed" or (status == "pending" and ctx.allow_pending):
            continue
        excluded[cand.name] = f"admission status {status}" + (
            "" if status != "pending" else " (run with --allow-pending to include it)"
        )
    set_run_status(
        ctx.run_dir,
        "running",
        event="admission",
        admission=statuses,
        excluded_branches=excluded,
        allow_pending=ctx.allow_pending,
    )
    return tuple(excluded)


def admission_statuses(table: dict) -> dict[str, str]:
    """branch -> status from the admission table dict."""
    return {row["branch"]: row["status"] for row in table["rows"]}
