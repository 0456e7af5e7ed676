"""Turn one measured request (or its exception) into the record's fields (a plain dict for ``Record.from_dict``).

Also writes the output text and ids (decode time recorded apart as ``detokenize_s``). A failed request gets
``None`` for every figure it did not reach, never a made-up one.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from harness.entry.effective import read_back, validate
from harness.entry.footprint import (
    analytic_dense_bytes,
    analytic_quantized_bytes,
    cache_layers,
    dtype_bytes,
    kv_layers,
    measure_cache,
)
from harness.entry.request import stop_reason

FP8_SCALE_BYTES = 4  # Fp8QuantizedLayer keeps one float32 scalar scale per tensor (``.float()`` in _quantize)


def _rel(path: Path, run_dir: Path) -> str:
    try:
        return path.resolve().relative_to(run_dir.resolve()).as_posix()
    except ValueError:
        return str(path)


def _base(ctx: dict, request, prepared) -> dict:
    job = ctx["job"]
    return {
        "record_version": 1,
        "run_id": job["run_id"],
        "spec_hash": job["spec_hash"],
        "launch_id": job["launch_id"],
        "phase": job["phase"],
        "branch": job["branch"],
        "role": job["role"],
        "repeat": request.repeat if request.repeat is not None else job.raw.get("repeat"),
        "cell_id": request.cell_id,
        "warmup": request.warmup,
        "sample_id": prepared.sample_id or job.raw.get("sample_id") or "",
        "tier_id": request.tier_id,
        "model_revision": ctx["revision"],
        "input_tokens": len(prepared.input_ids),
        "input_sha256": prepared.sha256,
        "output_budget": request.output_budget,
        "cache_requested": dict(job["cache"]),
        "cache_kwargs": ctx["cache_kwargs"],
        "resident_after_load": ctx["resident"],
        "environment": ctx["environment"],
        "seed": ctx["seed"],
    }


def _kv_geometry(model) -> tuple[int, int, int]:
    cfg = model.config.get_text_config(decoder=True)
    heads = cfg.num_attention_heads
    kv_heads = getattr(cfg, "num_key_value_heads", None) or heads
    head_dim = getattr(cfg, "head_dim", None) or cfg.hidden_size // heads
    return kv_heads, head_dim, dtype_bytes(str(model.dtype).replace("torch.", ""))


def kv_figures(cache, model, facts) -> dict:
    """Measured bytes plus the analytic references for the final state of ``cache``."""
    kv_heads, head_dim, elem = _kv_geometry(model)
    layers = kv_layers(cache)
    fp8_class = facts.backend("fp8").layer_class if facts.backend("fp8") else None
    per_layer_tokens, quant_layers, seen_tokens = [], [], []
    q_tokens = r_tokens = 0
    for layer in layers:
        tokens = int(layer.get_seq_length())
        seen_tokens.append(tokens)
        # A sliding-window layer retains only its last window - 1 tokens (DynamicSlidingWindowLayer.update).
        window = getattr(layer, "sliding_window", None) if getattr(layer, "is_sliding", False) else None
        per_layer_tokens.append(min(tokens, window - 1) if window else tokens)
        if not hasattr(layer, "_quantized_keys"):
            continue
        keys = getattr(layer, "keys", None)
        residual = int(keys.shape[-2]) if keys is not None and keys.dim() == 4 else 0
        if type(layer).__name__ == fp8_class:
            quant_layers.append(
                {"kind": "fp8", "quantized_tokens": tokens, "residual_tokens": 0, "scale_bytes": FP8_SCALE_BYTES}
            )
            residual = 0
        else:
            # quanto / hqq store scale and zero point in the input (compute) dtype, i.e. the weight dtype here.
            quant_layers.append(
                {
                    "kind": "groupwise",
                    "quantized_tokens": tokens - residual,
                    "residual_tokens": residual,
                    "nbits": layer.nbits,
                    "q_group_size": layer.q_group_size,
                    "scale_bytes": elem,
                }
            )
        q_tokens, r_tokens = tokens - residual, residual
    footprint = measure_cache(cache)
    return {
        "footprint": footprint,
        "tokens": max(seen_tokens) if seen_tokens else None,
        "final_bytes": footprint.total_bytes,
        "analytic_dense_bytes": analytic_dense_bytes(per_layer_tokens, kv_heads, head_dim, elem),
        "analytic_quantized_bytes": (
            analytic_quantized_bytes(quant_layers, kv_heads, head_dim, elem)
            if quant_layers and len(quant_layers) == len(layers)
            else None
        ),
        "quantized_tokens": q_tokens if quant_layers else None,
        "residual_tokens": r_tokens if quant_layers else None,
    }


def _write_outputs(ctx: dict, request, new_ids: list[int], text: str) -> dict:
    job = ctx["job"]
    text_path = job.outputs_dir / f"{request.cell_id}.txt"
    ids_path = job.outputs_dir / f"{request.cell_id}.ids.json"
    text_path.write_text(text, encoding="utf-8")
    ids_path.write_text(json.dumps(new_ids), encoding="utf-8")
    for path in (text_path, ids_path):
        with open(path, "rb") as handle:
            os.fsync(handle.fileno())
    return {"output_text": _rel(text_path, job.run_dir), "output_ids": _rel(ids_path, job.run_dir)}


def card_memory(facts: dict, prefill: dict, decode: dict, nvml_readings: dict) -> list[dict] | None:
    """``memory.cards``: per card holding the model (``facts``: ``launch.card_facts``), its peak allocated and
    reserved over the request (max of the prefill and decode peaks, as for the single-card figures), its context
    and its sampled NVML peak. None when no card is known (CPU)."""
    if not facts:
        return None
    out = []
    for index in sorted(facts):
        entry = {"index": index, **facts[index]}
        for key, name in (("allocated", "peak_allocated_bytes"), ("reserved", "peak_reserved_bytes")):
            known = [p[index][key] for p in (prefill, decode) if index in p and p[index].get(key) is not None]
            entry[name] = max(known) if known else None
        reading = nvml_readings.get(index)
        entry["nvml_sampled_peak_used_bytes"] = reading.get("sampled_peak_used_bytes") if reading else None
        out.append(entry)
    return out


def completed_record_dict(ctx: dict, request, prepared, result: dict) -> dict:
    job, probe, facts, tokenizer = ctx["job"], ctx["probe"], ctx["facts"], ctx["tokenizer"]
    state, cache = result["state"], result["cache"]
    sequences = result["output"].sequences
    new_ids = [int(i) for i in sequences[0, len(prepared.input_ids) :].tolist()]
    t0 = time.perf_counter()
    text = tokenizer.decode(new_ids, skip_special_tokens=True)
    detokenize_s = time.perf_counter() - t0
    eos = ctx["model"].generation_config.eos_token_id
    eos_ids = set(eos if isinstance(eos, list) else [eos] if eos is not None else [])
    reason = stop_reason(
        new_ids, eos_ids, text, list(job["generation"].get("stop_strings") or []), request.output_budget
    )
    readable = cache is not None and bool(cache_layers(cache))
    kv = kv_figures(cache, ctx["model"], facts) if readable else None
    effective = read_back(cache, facts, kv["footprint"] if kv else None, result["messages"])
    reasons = validate(effective, ctx["cache_kwargs"], facts)
    reasons += list(ctx.get("load_invalid_reasons") or ())  # the class that loaded is not the declared one
    if reason == "unknown":
        reasons.append("the stop reason could not be read from the tokens")
    if state.t_prefill_end is None:
        reasons.append("the prefill hook never fired: no phase split")
    if not state.rss_reset_ok:
        reasons.append("/proc/self/clear_refs refused: CPU phase peaks are not isolated")
    prefill_s = state.t_prefill_end - state.t_start if state.t_prefill_end is not None else None
    decode_s = result["t_end"] - state.t_decode_start if state.t_decode_start is not None else None
    pre, end = state.prefill_peaks or {}, result["end_peaks"]
    memory = {"device_kind": probe.kind, "rss_before_bytes": result["rss_before"]}
    for key, name in (("allocated", "allocated_bytes"), ("reserved", "reserved_bytes"), ("rss", "rss_bytes")):
        memory[f"prefill_peak_{name}"] = pre.get(key)
        memory[f"decode_peak_{name}"] = end.get(key)
        known = [v for v in (pre.get(key), end.get(key)) if v is not None]
        memory[f"peak_{name}"] = max(known) if known else None
    if probe.kind == "cuda":
        memory["cuda_context_bytes"] = ctx.get("cuda_context_bytes")
        memory["cards"] = card_memory(
            ctx.get("cards") or {}, pre.get("cards") or {}, end.get("cards") or {}, result.get("nvml_cards") or {}
        )
    return {
        **_base(ctx, request, prepared),
        "output_tokens": len(new_ids),
        "stop_reason": reason,
        "completed": True,
        "error": None,
        "valid": not reasons,
        "invalid_reasons": reasons,
        "effective_cache": effective,
        "timing": {
            "generation_s": (prefill_s + decode_s) if prefill_s is not None and decode_s is not None else None,
            "prefill_s": prefill_s,
            "decode_s": decode_s,
            "detokenize_s": detokenize_s,
            "instrumentation_s": (state.t_decode_start - state.t_prefill_end)
            if state.t_decode_start is not None
            else None,
        },
        "memory": memory,
        "nvml": result["nvml"],
        "kv_cache": {
            "tokens": kv["tokens"] if kv else None,
            "after_prefill_tokens": state.prefill_tokens,
            "after_prefill_bytes": state.prefill_footprint.total_bytes if state.prefill_footprint else None,
            "final_bytes": kv["final_bytes"] if kv else None,
            "analytic_dense_bytes": kv["analytic_dense_bytes"] if kv else None,
            "analytic_quantized_bytes": kv["analytic_quantized_bytes"] if kv else None,
            "quantized_tokens": kv["quantized_tokens"] if kv else None,
            "residual_tokens": kv["residual_tokens"] if kv else None,
        },
        "artifacts": _write_outputs(ctx, request, new_ids, text),
        "host_load": result["host_load"],
    }


def failed_record_dict(ctx: dict, request, prepared, exc: BaseException, host_load: dict) -> dict:
    """``host_load``: the meter's reading up to the exception (an empty interval if generation never began)."""
    return {
        **_base(ctx, request, prepared),
        "output_tokens": None,
        "stop_reason": None,
        "completed": False,
        "error": {"class": type(exc).__name__, "message": str(exc)[:2000]},
        "valid": False,
        "invalid_reasons": ["the request did not complete: the effective cache is not confirmed"],
        "effective_cache": None,
        "timing": {
            "generation_s": None,
            "prefill_s": None,
            "decode_s": None,
            "detokenize_s": None,
            "instrumentation_s": None,
        },
        "memory": {"device_kind": ctx["probe"].kind}
        | ({"cuda_context_bytes": ctx.get("cuda_context_bytes")} if ctx["probe"].kind == "cuda" else {}),
        "nvml": None,
        "kv_cache": {
            "tokens": None,
            "after_prefill_tokens": None,
            "after_prefill_bytes": None,
            "final_bytes": None,
            "analytic_dense_bytes": None,
            "analytic_quantized_bytes": None,
        },
        "artifacts": {"output_text": None, "output_ids": None},
        "host_load": host_load,
    }
