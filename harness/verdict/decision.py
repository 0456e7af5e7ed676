"""The run's decision: the eight acceptance items per candidate, and the figures a release review reads first.

``decide(data) -> dict``:

- ``items``: the eight items over every candidate together (a candidate that fails fails the item); this is
  ``run.json``'s ``acceptance`` and the exit status of ``harness report``;
- ``candidates``: per candidate, the eight items judged on the ordinary branch and that candidate alone
  (``restrict``), so a failing 2-bit candidate never hides a passing 4-bit one; each with ``overall`` (fail if an
  item fails, else pending if one is pending, else pass), ``deciding`` (the failing items, else the pending ones)
  and the summary figures: KV cache bytes and time per output token as candidate / ordinary medians over the
  cells where both completed with the same output lengths, texts keeping every required fact, texts passing every
  completeness check;
- ``overall``: ``pass`` when some candidate passes, ``fail`` when every candidate fails, else ``pending``.

Everything is computed from ``RunData``; templates only render it. ``harness.run.finish.record_verdict`` writes it
into run.json and acceptance.json, so the three files (and report.md) say the same.
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass, replace

from harness.verdict.acceptance import ITEM_KEYS, acceptance_items
from harness.verdict.analysis import Analysis, analyse
from harness.verdict.facts import grade_results
from harness.verdict.rundata import RunData
from harness.verdict.thresholds import threshold_sets
from harness.verdict.views import GradeView, grade_for, narrow


def overall_of(items: Sequence[dict]) -> str:
    results = [i["result"] for i in items]
    return "fail" if "fail" in results else "pending" if "pending" in results else "pass"


def restrict(data: RunData, candidate: str) -> RunData:
    """``data`` as if ``candidate`` were the only candidate: its records, launches, plan entries, admission row
    and spec branch, with the ordinary branch's (the integrity verdict and missing files are the run's). The typed
    views are restricted; so are the dicts beside them (``records`` stays aligned with ``recs``)."""
    ordinary = data.spec_info.ordinary if data.spec_info else "ordinary"
    keep = {ordinary, candidate}
    plan_branch = {str(x.launch_id): x.branch for x in data.plan_info.launches} if data.plan_info else {}
    launch_info = {lid: x for lid, x in data.launch_info.items() if x.branch(plan_branch) in keep}
    kept = [(d, r) for d, r in zip(data.records, data.recs, strict=True) if r.branch in keep]
    plan_info = data.plan_info.only(keep) if data.plan_info else None
    spec_info = data.spec_info.only(keep) if data.spec_info else None
    admission_info = data.admission_info.only(candidate) if data.admission_info else None
    return replace(
        data,
        spec=_only_branches(data.spec, keep),
        plan={**data.plan, "launches": [x.to_dict() for x in plan_info.launches]}
        if data.plan and plan_info
        else data.plan,
        launches={lid: x for lid, x in data.launches.items() if lid in launch_info},
        admission={**data.admission, "rows": [r.to_dict() for r in admission_info.rows]}
        if data.admission is not None and admission_info is not None
        else data.admission,
        records=tuple(d for d, _ in kept),
        recs=tuple(r for _, r in kept),
        spec_info=spec_info,
        plan_info=plan_info,
        launch_info=launch_info,
        admission_info=admission_info,
    )


def _only_branches(spec: dict | None, keep: set[str]) -> dict | None:
    """The resolved spec's dict with only the branches in ``keep`` (its list shape; another shape as it is)."""
    if not isinstance(spec, dict) or not isinstance(spec.get("branches"), list):
        return spec
    return {**spec, "branches": [b for b in spec["branches"] if isinstance(b, dict) and b.get("name") in keep]}


def _spread(values: Sequence[float | None]) -> dict | None:
    present = [v for v in values if v is not None]
    if not present:
        return None
    return {"median": statistics.median(present), "min": min(present), "max": max(present), "n": len(present)}


def _figures(data: RunData, an: Analysis, candidate: str) -> dict:
    kv, per_token = [], []
    rows = {(m["cell"], m["branch"]): m for m in an.matrix}
    for c in an.comparisons:
        if c["candidate"] != candidate or c["kind"] != "same_lengths":
            continue
        kv.append(c["ratios"]["kv_final_bytes"])  # same_lengths: ratios always computed
        o, k = rows.get((c["cell"], c["ordinary"])), rows.get((c["cell"], candidate))
        if o and k and o["per_token_s"] and k["per_token_s"] and o["per_token_s"]["median"]:
            per_token.append(k["per_token_s"]["median"] / o["per_token_s"]["median"])
    kv_spread = _spread(kv)
    texts = [c.record for c in an.of("figure", phase="matrix", branch=candidate)]
    sets, _ = threshold_sets(data)
    grades = [grade_for(data.grade_info, r) for r in texts]
    facts_ok = [grade_results(g, sets[0])["state"] == "pass" for g in grades] if sets else []
    failed: dict[str, int] = {}
    for g in grades:
        for name in g.failed_checks() if g else []:
            failed[name] = failed.get(name, 0) + 1
    return {
        "kv_ratio": kv_spread,
        "capacity_gain": (1 / kv_spread["median"]) if kv_spread and kv_spread["median"] else None,
        "per_token_ratio": _spread(per_token),
        "texts": len(texts),
        "facts_pass": sum(facts_ok) if sets else None,
        "complete": sum(1 for g in grades if _complete(g)),
        "failed_checks": sorted(failed.items(), key=lambda kv_: (-kv_[1], kv_[0])),
    }


def _complete(grade: GradeView | None) -> bool:
    """The text has completeness checks and passes every one."""
    if grade is None or not grade.checks:
        return False
    return all(v.passed is True for v in grade.checks.values())


@dataclass(frozen=True)
class _Gain:
    required_context_tokens: int | None = None


def worth_switching(data: RunData, an: Analysis, candidate: str, overall: str) -> dict:
    """Worth switching here? for one candidate: passing acceptance is necessary, not sufficient. The team registers
    the gain it needs before the run (``acceptance.required_context_tokens``: input + output tokens one sequence must
    reach). ``{"verdict", "reason"}``, verdict one of:

    - ``not judged``: nothing registered (the report says so, and that passing is not a reason to switch);
    - ``no``: the candidate fails acceptance, or the ordinary branch itself completes every cell that reaches the
      registered length here (the quantized cache then buys no context on this device, only a time change);
    - ``yes``: the candidate passes and completes a cell of at least that length the ordinary branch cannot;
    - ``pending``: no cell reaches the length, or the deciding records or acceptance are not complete.
    """
    need = narrow(_Gain, data.acceptance_info.thresholds if data.acceptance_info else None).required_context_tokens
    if not need:
        return {"verdict": "not judged", "reason": "no acceptance.required_context_tokens registered"}
    if overall == "fail":
        return {"verdict": "no", "reason": "it fails acceptance"}
    prepared = {t: i.n_tokens for t, i in data.input_info.items()}
    rows = {(m["cell"], m["branch"]): m for m in an.matrix}
    ordinary = next((b["name"] for b in an.branches if b["role"] == "ordinary"), None)
    reach: list[tuple[int, str]] = []
    for m in an.matrix:
        if m["branch"] != candidate:
            continue
        tokens = (m["input_tokens"] or [prepared.get(m["tier_id"]) or 0])[-1] + int(m["output_budget"] or 0)
        if tokens >= need:
            reach.append((tokens, m["cell"]))
    if not reach:
        return {
            "verdict": "pending",
            "reason": f"no cell reaches the registered {need} tokens; add a tier or budget that does "
            "(or measure the boundary with harness capacity)",
        }
    gains, both = [], []
    for tokens, cell in sorted(reach):
        c, o = rows[(cell, candidate)], rows.get((cell, ordinary)) or {}
        c_done = c["n_figure"] > 0 and not c["n_not_completed"]
        o_failed = bool(o) and o["n_figure"] == 0 and o["n_not_completed"] > 0
        o_done = bool(o) and o["n_figure"] > 0 and not o["n_not_completed"]
        if c_done and o_failed:
            gains.append(f"{cell} ({tokens} tokens)")
        elif c_done and o_done:
            both.append(f"{cell} ({tokens} tokens)")
    if gains:
        if overall == "pass":
            return {"verdict": "yes", "reason": f"it completes {', '.join(gains)}; the ordinary branch does not"}
        return {"verdict": "pending", "reason": f"it completes {', '.join(gains)} but acceptance is pending"}
    if both and len(both) == len(reach):
        return {
            "verdict": "no",
            "reason": f"the ordinary cache already completes {both[-1]} here (registered: {need}): "
            "no context gained on this device",
        }
    return {"verdict": "pending", "reason": f"the cells reaching {need} tokens are not complete on both branches"}


def decide(data: RunData, an: Analysis | None = None) -> dict:
    an = an or analyse(data)
    items = acceptance_items(data, an)
    candidates = []
    for b in an.branches:
        if b["role"] != "candidate":
            continue
        sub = restrict(data, b["name"])
        sub_an = analyse(sub)
        cand_items = acceptance_items(sub, sub_an)
        overall = overall_of(cand_items)
        deciding = [i for i in cand_items if i["result"] == overall] if overall != "pass" else []
        candidates.append(
            {
                "candidate": b["name"],
                "items": cand_items,
                "overall": overall,
                "deciding": [
                    {
                        "id": i["id"],
                        "key": i["key"],
                        "reason": (i["reasons"] or [""])[0],
                        "more": max(0, len(i["reasons"]) - 1),
                    }
                    for i in deciding
                ],
                **_figures(sub, sub_an, b["name"]),
                "worth": worth_switching(data, an, b["name"], overall),
            }
        )
    results = [c["overall"] for c in candidates]
    overall = (
        "pass"
        if "pass" in results
        else "fail"
        if results and all(r == "fail" for r in results)
        else "pending"
        if results
        else overall_of(items)
    )
    unstable = [
        {"cell": m["cell"], "branch": m["branch"], "flags": m["stability"]["flags"]}
        for m in an.matrix
        if m["stability"]["flags"]
    ]
    deciding = [{"candidate": c["candidate"], "result": c["overall"], **d} for c in candidates for d in c["deciding"]]
    return {
        "items": items,
        "item_keys": list(ITEM_KEYS),
        "candidates": candidates,
        "overall": overall,
        "pooled_overall": overall_of(items),
        "deciding": deciding,
        "unstable": unstable,
    }


def summary(decision: dict) -> dict:
    """What run.json and acceptance.json keep of a decision: results only, per item and per candidate."""
    return {
        "overall": decision["overall"],
        "items": {str(i["id"]): i["result"] for i in decision["items"]},
        "candidates": {
            c["candidate"]: {
                "overall": c["overall"],
                "items": {str(i["id"]): i["result"] for i in c["items"]},
                "worth_switching": c["worth"]["verdict"],
            }
            for c in decision["candidates"]
        },
    }
