"""One pass over a loaded run: every record's use, the matrix aggregates, and each cell's comparison.

``analyse(data) -> Analysis`` is pure (reads only the ``RunData``). The acceptance items and the report both read
the ``Analysis``, so a figure in the report and the check that judges it come from the same numbers.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.verdict.aggregate import aggregate_cell_branch, cell_name, compare, planned_matrix
from harness.verdict.rundata import RunData
from harness.verdict.stability import stability_of
from harness.verdict.validity import classify, context_from


@dataclass(frozen=True)
class Analysis:
    """``uses[i]`` belongs to ``data.records[i]``. ``matrix``: rows sorted by (tier target, budget, branch order)."""

    uses: tuple  # ({"use", "reasons"}, ...)
    branches: tuple  # ({"name", "role"}, ...), ordinary first
    matrix: tuple  # ({"cell", "tier_id", "output_budget", "branch", "role", **aggregate}, ...)
    comparisons: tuple  # ({"cell", "candidate", **compare(...)}, ...)
    cells: tuple  # cell names in order


def branches_of(spec: dict | None, records: tuple, plan: dict | None) -> list[dict]:
    """Branch names and roles, ordinary first: from the resolved spec, else the plan, else the records."""
    out: list[dict] = []
    raw = (spec or {}).get("branches")
    if isinstance(raw, list):
        out = [{"name": b.get("name"), "role": b.get("role")} for b in raw if isinstance(b, dict)]
    elif isinstance(raw, dict):  # the YAML shape: {"ordinary": {...}, "candidates": {name: {...}}}
        out = [{"name": "ordinary", "role": "ordinary"}]
        out += [{"name": n, "role": "candidate"} for n in (raw.get("candidates") or {})]
    for src in [*((plan or {}).get("launches") or []), *records]:
        name = src.get("branch")
        if name and all(b["name"] != name for b in out):
            out.append({"name": name, "role": src.get("role")})
    return sorted(out, key=lambda b: 0 if b["role"] == "ordinary" else 1)


def _tier_order(tier_id) -> tuple:
    text = str(tier_id)
    return (0, int(text[1:])) if text[:1] == "t" and text[1:].isdigit() else (1, text)


def analyse(data: RunData) -> Analysis:
    ctx = context_from(data.run, data.spec_file_sha256, data.inputs)
    withheld = data.integrity.withheld_launches() if data.integrity else {}
    uses = tuple(
        {"use": "withheld", "reasons": [f"figures withheld: {withheld[r['_launch_dir']]}"]}
        if r.get("_launch_dir") in withheld
        else classify(r, ctx)
        for r in data.records
    )
    branches = branches_of(data.spec, data.records, data.plan)
    planned = planned_matrix(data.plan)
    groups: dict = {}
    for rec, use in zip(data.records, uses, strict=True):
        if use["use"] in ("warmup", "short_sample", "withheld") or rec.get("phase") == "short_sample":
            continue
        key = (cell_name(rec.get("tier_id"), rec.get("output_budget")), rec.get("branch"))
        slot = groups.setdefault(
            key, {"tier_id": rec.get("tier_id"), "output_budget": rec.get("output_budget"), "records": [], "uses": []}
        )
        slot["records"].append(rec)
        slot["uses"].append(use)
    keys = set(groups) | set(planned)
    meta = {k: (planned.get(k) or groups[k]) for k in keys}
    cells = sorted(
        {k[0] for k in keys},
        key=lambda c: next((_tier_order(meta[k]["tier_id"]), meta[k]["output_budget"] or 0) for k in keys if k[0] == c),
    )
    order = {b["name"]: i for i, b in enumerate(branches)}
    role = {b["name"]: b["role"] for b in branches}
    matrix = []
    for cell in cells:
        for branch in sorted({k[1] for k in keys if k[0] == cell}, key=lambda b: order.get(b, 99)):
            g = groups.get((cell, branch), {"records": [], "uses": []})
            m = meta[(cell, branch)]
            agg = aggregate_cell_branch(
                g["records"], g["uses"], (planned.get((cell, branch)) or {}).get("repeats", set())
            )
            figures = [r for r, u in zip(g["records"], g["uses"], strict=True) if u["use"] == "figure"]
            matrix.append(
                {
                    "cell": cell,
                    "tier_id": m["tier_id"],
                    "output_budget": m["output_budget"],
                    "branch": branch,
                    "role": role.get(branch),
                    **agg,
                    "stability": stability_of(figures),
                }
            )
    comparisons = []
    by_key = {(row["cell"], row["branch"]): row for row in matrix}
    ordinary = next((b["name"] for b in branches if b["role"] == "ordinary"), None)
    for cell in cells:
        for b in branches:
            if b["role"] != "candidate":
                continue
            o = by_key.get((cell, ordinary))
            c = by_key.get((cell, b["name"]))
            empty = aggregate_cell_branch([], [], set())
            comparisons.append(
                {
                    "cell": cell,
                    "candidate": b["name"],
                    "ordinary": ordinary,
                    "ordinary_row": o or empty,
                    "candidate_row": c or empty,
                    **compare(o or empty, c or empty),
                }
            )
    return Analysis(
        uses=uses, branches=tuple(branches), matrix=tuple(matrix), comparisons=tuple(comparisons), cells=tuple(cells)
    )
