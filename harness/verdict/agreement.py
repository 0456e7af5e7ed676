"""Greedy agreement with the ordinary branch: a divergence signal beside the facts, never an answer key.

For a cell generated greedily (``generate_kwargs.do_sample`` false on both branches), each candidate figure record
is paired with the ordinary branch's record of the same tier, output budget and repeat, and their generated token
ids (``artifacts.output_ids``) are compared: the number of leading tokens that are identical and the share of
positions (over the longer of the two outputs) holding the same token. A quantized cache that corrupts the text
shows as early divergence before any grading. The brief forbids grading against the ordinary branch's output:
these figures decide nothing; the report labels them as a diagnostic.

``greedy_agreement(data, an) -> {(cell, candidate): {"leading": stats, "share": stats, "pairs": n}}`` where stats is
``{"median", "min", "max", "n"}``; cells without a greedy pair are absent. Unreadable ids files are skipped.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from harness.errors import InputError
from harness.run.files import inside
from harness.verdict.aggregate import cell_name, stats
from harness.verdict.analysis import Analysis
from harness.verdict.rundata import RunData
from harness.verdict.views import RunRecord


def compare_ids(a: Sequence[int], b: Sequence[int]) -> tuple[int, float]:
    """(leading identical tokens, share of identical positions over the longer output); two empty outputs agree."""
    leading = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        leading += 1
    longest = max(len(a), len(b))
    same = sum(1 for x, y in zip(a, b, strict=False) if x == y)
    return leading, (same / longest if longest else 1.0)


def _greedy(rec: RunRecord) -> bool:
    return rec.generate_kwargs.get("do_sample") is False  # the record's own generate() arguments, as written


def _ids(data: RunData, rec: RunRecord) -> list[int] | None:
    rel = rec.artifacts.output_ids
    if not rel:
        return None
    try:
        path = inside(data.run_dir, rel)
        ids = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, InputError):
        return None
    return ids if isinstance(ids, list) and all(isinstance(i, int) for i in ids) else None


def greedy_agreement(data: RunData, an: Analysis) -> dict[tuple[str, str], dict]:
    ordinary = next((b["name"] for b in an.branches if b["role"] == "ordinary"), None)
    figures = [c.record for c in an.of("figure", phase="matrix")]
    base = {(r.tier_id, r.output_budget, r.repeat): r for r in figures if r.branch == ordinary and _greedy(r)}
    pairs: dict[tuple[str, str], list[tuple[int, float]]] = {}
    for rec in figures:
        if rec.branch == ordinary or rec.role != "candidate" or not _greedy(rec):
            continue
        other = base.get((rec.tier_id, rec.output_budget, rec.repeat))
        if other is None:
            continue
        a, b = _ids(data, other), _ids(data, rec)
        if a is None or b is None:
            continue
        pairs.setdefault((cell_name(rec.tier_id, rec.output_budget), str(rec.branch)), []).append(compare_ids(a, b))
    return {
        key: {
            "leading": stats([p[0] for p in got]),
            "share": stats([p[1] for p in got]),
            "pairs": len(got),
        }
        for key, got in pairs.items()
    }
