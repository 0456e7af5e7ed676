"""The sweep's Pareto table: per matrix cell that ran, each branch's KV bytes, facts correct and time per output
token, and which branches another one dominates.

Shown only for a run whose spec has a sweep (``branches.sweep``, kept as ``sweep`` in spec.resolved.json). Only
records used as figures enter (valid, completed matrix records: ``Analysis.of("figure")``), so a candidate that
was not admitted, was invalid or did not complete a cell is not in that cell's table; it is listed below it.

Per (cell, branch), over its figure records: ``kv_bytes`` the median cache bytes at the end of the request
(measured by walking the cache), ``facts_correct`` the median number of required facts graded ``correct`` per output
(None when an output is ungraded), ``per_token_s`` the median generation time per output token. A row is dominated
when another row of the same cell is no worse on all three (less or equal KV bytes and time, at least as many facts
correct) and better on one; a row with a missing figure is neither dominated nor dominates (``not compared``).
Time is noisy on a shared host: the table says so and does not hide the spread (min-max per row).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence

from harness.verdict.aggregate import cell_name
from harness.verdict.analysis import Analysis
from harness.verdict.rundata import RunData
from harness.verdict.views import grade_for

AXES = (("kv_bytes", "min"), ("facts_correct", "max"), ("per_token_s", "min"))


def dominates(a: dict, b: dict) -> bool:
    """``a`` is no worse than ``b`` on every axis of AXES and better on one (every figure known)."""
    if any(a[k] is None or b[k] is None for k, _ in AXES):
        return False
    no_worse = all(a[k] <= b[k] if how == "min" else a[k] >= b[k] for k, how in AXES)
    better = any(a[k] < b[k] if how == "min" else a[k] > b[k] for k, how in AXES)
    return no_worse and better


def mark_dominated(rows: Sequence[dict]) -> list[dict]:
    """The rows with ``dominated_by`` (names of the rows that dominate it, file order) and ``status``:
    ``dominated``, ``pareto`` (no row dominates it) or ``not compared`` (a figure is missing)."""
    out = []
    for row in rows:
        if any(row[k] is None for k, _ in AXES):
            out.append({**row, "dominated_by": [], "status": "not compared"})
            continue
        by = [o["branch"] for o in rows if o is not row and dominates(o, row)]
        out.append({**row, "dominated_by": by, "status": "dominated" if by else "pareto"})
    return out


def _median(values: list) -> float | None:
    vals = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
    return statistics.median(vals) if vals and len(vals) == len(values) else None


def pareto_view(data: RunData, an: Analysis) -> dict | None:
    """The Pareto tables of a sweep run (None for a run without a sweep)."""
    if not (isinstance(data.spec, dict) and data.spec.get("sweep")):
        return None
    figures: dict[tuple[str, str], list] = {}
    for c in an.of("figure", phase="matrix"):
        r = c.record
        figures.setdefault((cell_name(r.tier_id, r.output_budget), r.branch), []).append(r)
    cells = []
    for cell in dict.fromkeys(m["cell"] for m in an.matrix):
        rows, absent = [], []
        for m in (m for m in an.matrix if m["cell"] == cell):
            recs = figures.get((cell, m["branch"]), [])
            if not recs:
                absent.append({"branch": m["branch"], "status": m["status"]})
                continue
            correct = []
            for r in recs:
                grade = grade_for(data.grade_info, r)
                correct.append(sum(1 for f in grade.facts.values() if f.grade == "correct") if grade else None)
            per_token = [
                r.timing.generation_s / r.output_tokens
                if isinstance(r.timing.generation_s, (int, float)) and r.output_tokens
                else None
                for r in recs
            ]
            pt = [p for p in per_token if p is not None]
            rows.append(
                {
                    "branch": m["branch"],
                    "role": m["role"],
                    "n": len(recs),
                    "kv_bytes": _median([r.kv_cache.final_bytes for r in recs]),
                    "facts_correct": _median(correct),
                    "facts_graded": sum(1 for x in correct if x is not None),
                    "per_token_s": _median(per_token),
                    "per_token_range": (min(pt), max(pt)) if pt else None,
                }
            )
        if rows:
            cells.append({"cell": cell, "rows": mark_dominated(rows), "absent": absent})
    return {"cells": cells, "grids": len(data.spec["sweep"])}
