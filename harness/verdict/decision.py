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
from dataclasses import replace

from harness.verdict.acceptance import ITEM_KEYS, acceptance_items
from harness.verdict.analysis import Analysis, analyse
from harness.verdict.facts import cell_grade_results, grade_of
from harness.verdict.rundata import RunData
from harness.verdict.thresholds import threshold_sets


def overall_of(items: list[dict]) -> str:
    results = [i["result"] for i in items]
    return "fail" if "fail" in results else "pending" if "pending" in results else "pass"


def _launch_branch(lid: str, launch: dict, plan_branch: dict) -> str | None:
    for src in (launch.get("job"), launch.get("result")):
        if isinstance(src, dict) and src.get("branch"):
            return str(src["branch"])
    return plan_branch.get(lid.split(".resume", 1)[0])


def restrict(data: RunData, candidate: str) -> RunData:
    """``data`` as if ``candidate`` were the only candidate: its records, launches, plan entries, admission row
    and spec branch, with the ordinary branch's (the integrity verdict and missing files are the run's)."""
    spec = data.spec or {}
    branches = spec.get("branches")
    ordinary = "ordinary"
    if isinstance(branches, list):
        ordinary = next(
            (str(b.get("name")) for b in branches if isinstance(b, dict) and b.get("role") == "ordinary"), ordinary
        )
        spec = {
            **spec,
            "branches": [b for b in branches if isinstance(b, dict) and b.get("name") in (ordinary, candidate)],
        }
    keep = {ordinary, candidate}
    plan = data.plan
    plan_branch: dict = {}
    if isinstance(plan, dict) and isinstance(plan.get("launches"), list):
        plan_branch = {str(x.get("launch_id")): x.get("branch") for x in plan["launches"] if isinstance(x, dict)}
        plan = {**plan, "launches": [x for x in plan["launches"] if isinstance(x, dict) and x.get("branch") in keep]}
    launches = {
        lid: launch for lid, launch in data.launches.items() if _launch_branch(lid, launch, plan_branch) in keep
    }
    admission = data.admission
    if isinstance(admission, dict) and isinstance(admission.get("rows"), list):
        admission = {
            **admission,
            "rows": [
                r
                for r in admission["rows"]
                if isinstance(r, dict) and (r.get("candidate") or r.get("branch")) == candidate
            ],
        }
    return replace(
        data,
        spec=spec,
        plan=plan,
        launches=launches,
        admission=admission,
        records=tuple(r for r in data.records if r.get("branch") in keep),
    )


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
        ratios = c.get("ratios") or {}
        kv.append(ratios.get("kv_final_bytes"))
        o, k = rows.get((c["cell"], c["ordinary"])), rows.get((c["cell"], candidate))
        if o and k and o.get("per_token_s") and k.get("per_token_s") and o["per_token_s"]["median"]:
            per_token.append(k["per_token_s"]["median"] / o["per_token_s"]["median"])
    kv_spread = _spread(kv)
    texts = [
        r
        for r, u in zip(data.records, an.uses, strict=True)
        if u["use"] == "figure" and r.get("phase") == "matrix" and r.get("branch") == candidate
    ]
    sets, _ = threshold_sets(data)
    facts_ok = [cell_grade_results(data.grades, r, sets[0])["state"] == "pass" for r in texts] if sets else []
    checks = [(grade_of(data.grades, r) or {}).get("checks") for r in texts]
    failed: dict[str, int] = {}
    for ch in checks:
        for name, v in (ch or {}).items():
            if (v or {}).get("pass") is False:
                failed[name] = failed.get(name, 0) + 1
    return {
        "kv_ratio": kv_spread,
        "capacity_gain": (1 / kv_spread["median"]) if kv_spread and kv_spread["median"] else None,
        "per_token_ratio": _spread(per_token),
        "texts": len(texts),
        "facts_pass": sum(facts_ok) if sets else None,
        "complete": sum(1 for ch in checks if ch and all((v or {}).get("pass") is True for v in ch.values())),
        "failed_checks": sorted(failed.items(), key=lambda kv_: (-kv_[1], kv_[0])),
    }


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
        if (m.get("stability") or {}).get("flags")
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
            c["candidate"]: {"overall": c["overall"], "items": {str(i["id"]): i["result"] for i in c["items"]}}
            for c in decision["candidates"]
        },
    }
