"""One pass over a loaded run: every record's use, the matrix aggregates, and each cell's comparison.

``analyse(data) -> Analysis`` is pure (reads only the ``RunData``'s typed views). The acceptance items and the
report both read the ``Analysis``, so a figure in the report and the check that judges it come from the same numbers.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from harness.plan.schedule import Launch
from harness.verdict.aggregate import aggregate, cell_name, compare, planned_matrix
from harness.verdict.rundata import RunData
from harness.verdict.stability import stability_of
from harness.verdict.validity import Classified, classified, context_from
from harness.verdict.views import RunRecord, SpecInfo


@dataclass(frozen=True)
class Analysis:
    """``classified``: every record of ``data.recs`` with its use, in order; ``uses[i]`` is ``classified[i]`` in
    the ``{"use", "reasons"}`` shape (it belongs to ``data.records[i]``). ``matrix``: rows sorted by (tier target,
    budget, branch order)."""

    uses: tuple  # ({"use", "reasons"}, ...)
    branches: tuple  # ({"name", "role"}, ...), ordinary first
    matrix: tuple  # ({"cell", "tier_id", "output_budget", "branch", "role", **aggregate}, ...)
    comparisons: tuple  # ({"cell", "candidate", **compare(...)}, ...)
    cells: tuple  # cell names in order
    classified: tuple[Classified, ...] = ()

    def of(
        self, *uses: str, phase: str | None = None, role: str | None = None, branch: str | None = None
    ) -> list[Classified]:
        """The classified records whose use is in ``uses`` (every use when none is given), optionally of one
        phase, role or branch."""
        return [
            c
            for c in self.classified
            if (not uses or c.use in uses)
            and (phase is None or c.record.phase == phase)
            and (role is None or c.record.role == role)
            and (branch is None or c.record.branch == branch)
        ]


def branches_of(spec: SpecInfo | None, records: Iterable[RunRecord], plan: Iterable[Launch]) -> list[dict]:
    """Branch names and roles, ordinary first: from the resolved spec, else the plan, else the records."""
    out: list[dict] = [{"name": b.name, "role": b.role} for b in spec.branches] if spec else []
    sources: list[Launch | RunRecord] = [*plan, *records]
    for src in sources:
        name = src.branch
        if name and all(b["name"] != name for b in out):
            out.append({"name": name, "role": src.role})
    return sorted(out, key=lambda b: 0 if b["role"] == "ordinary" else 1)


def _tier_order(tier_id) -> tuple:
    text = str(tier_id)
    return (0, int(text[1:])) if text[:1] == "t" and text[1:].isdigit() else (1, text)


def analyse(data: RunData) -> Analysis:
    ctx = context_from(data.run_info, data.spec_file_sha256, data.input_info)
    withheld = data.integrity.withheld_launches() if data.integrity else {}
    every = tuple(
        Classified(r, "withheld", (f"figures withheld: {withheld[r.launch_dir]}",))
        if r.launch_dir in withheld
        else classified(r, ctx)
        for r in data.recs
    )
    launches = data.plan_info.launches if data.plan_info else ()
    branches = branches_of(data.spec_info, data.recs, launches)
    planned = planned_matrix(launches)
    groups: dict = {}
    for c in every:
        rec = c.record
        if c.use in ("warmup", "short_sample", "withheld") or rec.phase == "short_sample":
            continue
        key = (cell_name(rec.tier_id, rec.output_budget), rec.branch)
        slot = groups.setdefault(key, {"tier_id": rec.tier_id, "output_budget": rec.output_budget, "classified": []})
        slot["classified"].append(c)
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
            mine = groups[(cell, branch)]["classified"] if (cell, branch) in groups else []
            m = meta[(cell, branch)]
            agg = aggregate(mine, planned[(cell, branch)]["repeats"] if (cell, branch) in planned else set())
            matrix.append(
                {
                    "cell": cell,
                    "tier_id": m["tier_id"],
                    "output_budget": m["output_budget"],
                    "branch": branch,
                    "role": role.get(branch),
                    **agg,
                    "stability": stability_of([c.record for c in mine if c.use == "figure"]),
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
            k = by_key.get((cell, b["name"]))
            empty = aggregate([], set())
            comparisons.append(
                {
                    "cell": cell,
                    "candidate": b["name"],
                    "ordinary": ordinary,
                    "ordinary_row": o or empty,
                    "candidate_row": k or empty,
                    **compare(o or empty, k or empty),
                }
            )
    return Analysis(
        uses=tuple(c.as_dict() for c in every),
        branches=tuple(branches),
        matrix=tuple(matrix),
        comparisons=tuple(comparisons),
        cells=tuple(cells),
        classified=every,
    )
