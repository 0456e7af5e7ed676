"""Which records may be compared: one check per rule, each saying when it fails.

A record is *invalid* when its cache configuration was ignored, fell back or cannot be confirmed, or when it was
not produced under the run's fixed conditions (other spec, other input bytes). Invalid records are listed in the
report with their reasons and excluded from every figure. This module re-checks what the entry already decided
(``valid``/``invalid_reasons``) against the record's own evidence, so that an entry bug cannot make an ignored
config count. Records that did not complete are not invalid: they are runnability results and stay visible.
"""

from __future__ import annotations

from dataclasses import dataclass

# Options compared between request and read-back when both are present.
_COMPARED_OPTIONS = ("backend", "nbits", "q_group_size", "residual_length", "axis_key", "axis_value")


@dataclass(frozen=True)
class Context:
    """Run-level facts a record is checked against; ``None`` means not known (the check is skipped, not passed)."""

    spec_hash: str | None
    input_sha256: dict  # tier_id -> sha256 of the prepared input


def entry_verdict(rec: dict) -> list[str]:
    """Fails when the entry itself marked the record invalid; its reasons are kept word for word."""
    if rec.get("valid") is False:
        return [str(r) for r in rec.get("invalid_reasons") or []] or [
            "entry marked the record invalid (no reason given)"
        ]
    return []


def same_spec(rec: dict, ctx: Context) -> list[str]:
    """Fails when the record's spec hash is not the run's: it was produced under another configuration."""
    if ctx.spec_hash and rec.get("spec_hash") and rec["spec_hash"] != ctx.spec_hash:
        return [f"spec hash {str(rec['spec_hash'])[:12]} is not the run's {ctx.spec_hash[:12]}"]
    return []


def same_input(rec: dict, ctx: Context) -> list[str]:
    """Fails when the record's input bytes differ from the prepared tier (or the tier has no prepared input)."""
    tier = rec.get("tier_id")
    want = ctx.input_sha256.get(tier)
    got = rec.get("input_sha256")
    if got is None and not rec.get("completed"):
        return []  # a request that failed before tokenization carries no input hash; it stays a runnability result
    if want is None:
        return [f"no prepared input for tier {tier}: input identity cannot be confirmed"]
    if got != want:
        return [f"input sha256 {str(got)[:12]} differs from the prepared tier {tier} ({want[:12]})"]
    return []


def cache_confirmed(rec: dict) -> list[str]:
    """Fails when a completed record's effective cache does not confirm the requested one.

    Candidate (quantized) requests need a quantized cache class and quantized layer classes, read-back options equal
    to the requested ones, and non-empty quantized storage. An ordinary request fails if a quantized cache shows up.
    Not-completed records are skipped: they carry no effective cache to confirm.
    """
    if not rec.get("completed"):
        return []
    req = rec.get("cache_requested") or {}
    eff = rec.get("effective_cache")
    if not isinstance(eff, dict) or not eff.get("cache_class"):
        return ["effective cache not recorded: the configuration cannot be confirmed"]
    reasons: list[str] = []
    cls = str(eff.get("cache_class"))
    layers = [str(x) for x in eff.get("layer_classes") or []]
    if req.get("implementation") == "quantized":
        if "quantized" not in cls.lower():
            reasons.append(f"requested a quantized cache but the effective cache class is {cls}")
        if not layers:
            reasons.append("layer classes not recorded: the quantized layers cannot be confirmed")
        elif any("quantized" not in x.lower() for x in layers):
            reasons.append(f"layer classes {sorted(set(layers))} are not all quantized layers")
        for key in _COMPARED_OPTIONS:
            if req.get(key) is not None and eff.get(key) is not None and req[key] != eff[key]:
                reasons.append(f"{key}: requested {req[key]}, effective {eff[key]}")
            elif req.get(key) is not None and eff.get(key) is None:
                reasons.append(f"{key}: requested {req[key]}, not read back")
        storage = eff.get("quantized_storage_bytes")
        if not isinstance(storage, (int, float)) or storage <= 0:
            reasons.append(f"quantized storage is empty or not measured ({storage})")
    elif "quantized" in cls.lower():
        reasons.append(f"ordinary request but the effective cache class is {cls}")
    return reasons


def check_record(rec: dict, ctx: Context) -> list[str]:
    """All reasons this record may not be compared; an empty list means valid. Order is stable (rule order)."""
    seen: list[str] = []
    for reasons in (entry_verdict(rec), same_spec(rec, ctx), same_input(rec, ctx), cache_confirmed(rec)):
        seen.extend(r for r in reasons if r not in seen)
    return seen


def classify(rec: dict, ctx: Context) -> dict:
    """``{"use": ..., "reasons": [...]}``; ``use`` is one of:

    ``warmup`` (recorded apart, never in figures), ``short_sample`` (admission evidence, not matrix figures),
    ``invalid`` (listed with reasons, excluded), ``not_completed`` (runnability only), ``figure`` (counted).
    """
    reasons = check_record(rec, ctx)
    if rec.get("warmup"):
        use = "warmup"
    elif reasons:
        use = "invalid"
    elif rec.get("phase") == "short_sample":
        use = "short_sample"
    elif not rec.get("completed"):
        use = "not_completed"
    else:
        use = "figure"
    return {"use": use, "reasons": reasons}


def context_from(run: dict | None, spec_file_sha256: str | None, inputs: dict) -> Context:
    """The run's spec hash (run.json, else the resolved spec's file hash) and each tier's input hash."""
    spec_hash = (run or {}).get("spec_hash") or spec_file_sha256
    return Context(spec_hash=spec_hash, input_sha256={k: v.get("sha256") for k, v in inputs.items() if v.get("sha256")})
