"""Per cell x branch aggregates over the repeats, and the candidate-vs-ordinary comparison of each cell.

Only records classified ``figure`` (valid, completed, matrix phase, not warm-up) enter a figure. Units: seconds
(``_s``), bytes (``_bytes``), tokens. Every number is a median / min / max of recorded values; nothing is estimated.
A cell is ``t<tier>-b<budget>`` (the repeat is not part of it).

Comparison kinds (the report's wording hangs on these; ratios exist only for ``same_lengths``):
- ``pending``: a planned repeat has no record in either branch, or a branch has no record at all.
- ``invalid``: a branch has no valid record, only invalid ones: excluded, no figure compared.
- ``devices_differ``: the branches ran on different device models (``environment.device_name``): no ratio.
- ``runnability``: some request of the cell did not complete in a branch: "runs / does not run", no ratio.
- ``lengths_differ``: actual output lengths differ in some repeat: per-token times only, never "faster".
- ``same_lengths``: equal output lengths in every repeat: ratios candidate / ordinary.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence

from harness.plan.schedule import Launch
from harness.verdict.validity import Classified
from harness.verdict.views import RunRecord, as_record


def cell_name(tier_id: str, budget) -> str:
    return f"{tier_id}-b{budget}"


def _num(x) -> float | None:
    return float(x) if isinstance(x, (int, float)) and not isinstance(x, bool) else None


def stats(values: list) -> dict | None:
    vals = [v for v in (_num(x) for x in values) if v is not None]
    if not vals:
        return None
    return {"median": statistics.median(vals), "min": min(vals), "max": max(vals), "n": len(vals)}


def peak_memory_bytes(rec: RunRecord | Mapping) -> float | None:
    """The framework peak for the record's device: CUDA peak allocated, else (CPU) peak RSS. Never NVML."""
    mem = as_record(rec).memory
    if mem.device_kind == "cuda" or _num(mem.peak_allocated_bytes) is not None:
        return _num(mem.peak_allocated_bytes)
    return _num(mem.peak_rss_bytes)


def headroom_figure(rec: RunRecord | Mapping, capacity: float | None, budget: float | None = None) -> dict | None:
    """The figure the performance item (headroom) compares with capacity, and that capacity:
    ``{"bytes", "capacity", "what", "card"}``, or None when the record has no such figure.

    CPU: peak RSS against the run's capacity (``thresholds.capacity_bytes``). CUDA: peak *reserved* plus the CUDA
    context (``memory.cuda_context_bytes``: NVML used minus torch reserved after load), since the caching allocator
    holds reserved memory and the context takes its share of the card too; reserved alone when the context is
    unknown, allocated only for records without a reserved figure. With ``memory.cards`` (the model on several
    cards) each card's figure is measured against its own capacity (the budget when the spec sets one: it caps every
    card; else the card's ``total_bytes``; else the run's capacity) and the card with the largest share is used."""
    mem = as_record(rec).memory
    if mem.device_kind != "cuda" and _num(mem.peak_allocated_bytes) is None:
        rss = _num(mem.peak_rss_bytes)
        return None if rss is None else {"bytes": rss, "capacity": capacity, "what": "peak RSS", "card": None}

    def cuda_figure(reserved, allocated, context) -> tuple[float, str] | None:
        if _num(reserved) is not None:
            if _num(context) is not None:
                return float(reserved) + float(context), "peak reserved + CUDA context"
            return float(reserved), "peak reserved (CUDA context not recorded)"
        if _num(allocated) is not None:
            return float(allocated), "peak allocated (reserved not recorded)"
        return None

    best: dict | None = None
    for card in mem.cards or ():
        figure = cuda_figure(card.get("peak_reserved_bytes"), card.get("peak_allocated_bytes"),
                             card.get("cuda_context_bytes"))  # fmt: skip
        cap = budget if budget else (_num(card.get("total_bytes")) or capacity)
        if figure is None:
            continue
        share = figure[0] / cap if cap else None
        if best is None or (share is not None and (best["share"] is None or share > best["share"])):
            best = {"bytes": figure[0], "capacity": cap, "what": figure[1], "card": card.get("index"), "share": share}
    if best is not None:
        best.pop("share")
        if len(mem.cards or ()) > 1:
            best["what"] = f"{best['what']} on card {best['card']} (the largest share of its capacity)"
        return best
    figure = cuda_figure(mem.peak_reserved_bytes, mem.peak_allocated_bytes, mem.cuda_context_bytes)
    return None if figure is None else {"bytes": figure[0], "capacity": capacity, "what": figure[1], "card": None}


def planned_matrix(launches: Iterable[Launch]) -> dict:
    """``{(cell, branch): {"role", "tier_id", "output_budget", "repeats": set}}`` from the plan's matrix launches."""
    out: dict = {}
    for launch in launches:
        if launch.phase != "matrix":
            continue
        for c in launch.cells:
            slot = out.setdefault(
                (cell_name(c.tier_id, c.output_budget), launch.branch),
                {"role": launch.role, "tier_id": c.tier_id, "output_budget": c.output_budget, "repeats": set()},
            )
            slot["repeats"].add(c.repeat)
    return out


def aggregate_cell_branch(
    records: Sequence[RunRecord | Mapping], uses: Sequence[Mapping], planned_repeats: set
) -> dict:
    """``aggregate`` over records and their uses given side by side (``{"use", "reasons"}`` each)."""
    return aggregate(
        [
            Classified(as_record(r), str(u["use"]), tuple(u["reasons"] if "reasons" in u else ()))
            for r, u in zip(records, uses, strict=True)
        ],
        planned_repeats,
    )


def aggregate(classified: Sequence[Classified], planned_repeats: set) -> dict:
    """Aggregate one (cell, branch) from its matrix records (warm-up and short-sample already removed)."""
    fig = [c.record for c in classified if c.use == "figure"]
    notc = [c.record for c in classified if c.use == "not_completed"]
    inval = [c for c in classified if c.use == "invalid"]
    recorded = sorted({rep for c in classified if (rep := c.record.repeat) is not None})
    missing = sorted(x for x in planned_repeats if x is not None and x not in recorded)
    if not classified:
        status = "no_record"
    elif not fig and not notc:
        status = "invalid"
    elif notc and not fig:
        status = "not_completed"
    elif notc or inval or missing:
        status = "partial"
    else:
        status = "completed"
    nvml_keys = sorted(
        {k for r in fig for k, v in (r.nvml or {}).items() if k.endswith("_bytes") and _num(v) is not None}
    )
    per_token = [
        gen / n for r in fig if (gen := _num(r.timing.generation_s)) is not None and (n := _num(r.output_tokens))
    ]
    kv = stats([r.kv_cache.final_bytes for r in fig])
    dense = stats([r.kv_cache.analytic_dense_bytes for r in fig])
    quant = stats([r.kv_cache.analytic_quantized_bytes for r in fig])
    stops: dict = {}
    for r in fig + notc:
        key = str(r.stop_reason) if r.completed else "not completed"
        stops[key] = stops.get(key, 0) + 1
    return {
        "status": status,
        "planned_repeats": sorted(x for x in planned_repeats if x is not None),
        "recorded_repeats": recorded,
        "missing_repeats": missing,
        "n_figure": len(fig),
        "n_not_completed": len(notc),
        "n_invalid": len(inval),
        "errors": [
            f"r{r.repeat}: {(r.error.error_class if r.error else None) or 'error'}: "
            f"{(r.error.message if r.error else None) or ''}".strip()
            for r in notc
        ],
        "generation_s": stats([r.timing.generation_s for r in fig]),
        "prefill_s": stats([r.timing.prefill_s for r in fig]),
        "decode_s": stats([r.timing.decode_s for r in fig]),
        "per_token_s": stats(per_token),
        "peak_allocated_bytes": stats([r.memory.peak_allocated_bytes for r in fig]),
        "peak_reserved_bytes": stats([r.memory.peak_reserved_bytes for r in fig]),
        "peak_rss_bytes": stats([r.memory.peak_rss_bytes for r in fig]),
        "peak_memory_bytes": stats([peak_memory_bytes(r) for r in fig]),
        "nvml": {k: stats([(r.nvml or {}).get(k) for r in fig]) for k in nvml_keys},
        "kv_final_bytes": kv,
        "kv_dense_bytes": dense,
        "kv_quantized_bytes": quant,
        "kv_ratio_dense": kv["median"] / dense["median"] if kv and dense and dense["median"] else None,
        "kv_ratio_quantized": kv["median"] / quant["median"] if kv and quant and quant["median"] else None,
        "input_tokens": sorted({r.input_tokens for r in fig if r.input_tokens is not None}),
        "output_tokens": {r.repeat: r.output_tokens for r in fig},
        "stop_reasons": stops,
        # the device models its records ran on (environment.device_name): a comparison needs one and the same
        "devices": sorted({str(r.environment.device_name) for r in fig + notc}),
    }


def compare(ordinary: dict, candidate: dict) -> dict:
    """The comparison of one cell (see the module docstring for the kinds). Ratios are candidate / ordinary."""
    out: dict = {"kind": None, "ratios": None, "early_stop": False, "missing": {}, "differing_repeats": []}
    for who, agg in (("ordinary", ordinary), ("candidate", candidate)):
        if agg["missing_repeats"] or agg["status"] == "no_record":
            out["missing"][who] = agg["missing_repeats"] or ["all"]
    if out["missing"]:
        out["kind"] = "pending"
    elif "invalid" in (ordinary["status"], candidate["status"]):
        out["kind"] = "invalid"
    elif ordinary["devices"] and candidate["devices"] and ordinary["devices"] != candidate["devices"]:
        out["kind"] = "devices_differ"  # paired figures from different device models compare the devices
    elif ordinary["n_not_completed"] or candidate["n_not_completed"]:
        out["kind"] = "runnability"
    else:
        both = sorted(set(ordinary["output_tokens"]) & set(candidate["output_tokens"]), key=str)
        out["differing_repeats"] = [r for r in both if ordinary["output_tokens"][r] != candidate["output_tokens"][r]]
        if out["differing_repeats"] or not both:
            out["kind"] = "lengths_differ"
            o_max = max((v for v in ordinary["output_tokens"].values() if v is not None), default=0)
            c_min = min((v for v in candidate["output_tokens"].values() if v is not None), default=0)
            stopped = "eos" in candidate["stop_reasons"] or "stop_string" in candidate["stop_reasons"]
            out["early_stop"] = c_min < o_max and stopped
        else:
            out["kind"] = "same_lengths"
            out["ratios"] = {
                "generation_s": _ratio(candidate["generation_s"], ordinary["generation_s"]),
                "peak_memory_bytes": _ratio(candidate["peak_memory_bytes"], ordinary["peak_memory_bytes"]),
                "kv_final_bytes": _ratio(candidate["kv_final_bytes"], ordinary["kv_final_bytes"]),
            }
    return out


def _ratio(a: dict | None, b: dict | None) -> float | None:
    if not a or not b or not b["median"]:
        return None
    return a["median"] / b["median"]
