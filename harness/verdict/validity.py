"""Which records may be compared: one check per rule, each saying when it fails.

A record is *invalid* when its cache configuration was ignored, fell back or cannot be confirmed, or when it was
not produced under the run's fixed conditions (other spec, other input bytes). Invalid records are listed in the
report with their reasons and excluded from every figure. This module re-checks what the entry already decided
(``valid``/``invalid_reasons``) against the record's own evidence, so that an entry bug cannot make an ignored
config count. Records that did not complete are not invalid: they are runnability results and stay visible.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from harness.verdict.views import PreparedInput, RunInfo, RunRecord, as_record

# Options compared between request and read-back when both are present.
_COMPARED_OPTIONS = ("backend", "nbits", "q_group_size", "residual_length", "axis_key", "axis_value")
USES = ("warmup", "short_sample", "invalid", "not_completed", "figure", "withheld")


@dataclass(frozen=True)
class Context:
    """Run-level facts a record is checked against; ``None`` means not known (the check is skipped, not passed)."""

    spec_hash: str | None
    input_sha256: dict  # tier_id -> sha256 of the prepared input


@dataclass(frozen=True)
class Classified:
    """A record with its use (``USES``) and the reasons for it: analyses carry the record, not its position."""

    record: RunRecord
    use: str
    reasons: tuple[str, ...] = ()

    def as_dict(self) -> dict:
        """The ``{"use", "reasons"}`` shape of ``Analysis.uses`` and ``classify``."""
        return {"use": self.use, "reasons": list(self.reasons)}


def entry_verdict(rec: RunRecord | Mapping) -> list[str]:
    """Fails when the entry itself marked the record invalid; its reasons are kept word for word."""
    rec = as_record(rec)
    if rec.valid is False:
        return [str(r) for r in rec.invalid_reasons or []] or ["entry marked the record invalid (no reason given)"]
    return []


def same_spec(rec: RunRecord | Mapping, ctx: Context) -> list[str]:
    """Fails when the record's spec hash is not the run's: it was produced under another configuration."""
    rec = as_record(rec)
    if ctx.spec_hash and rec.spec_hash and rec.spec_hash != ctx.spec_hash:
        return [f"spec hash {str(rec.spec_hash)[:12]} is not the run's {ctx.spec_hash[:12]}"]
    return []


def same_input(rec: RunRecord | Mapping, ctx: Context) -> list[str]:
    """Fails when the record's input bytes differ from the prepared tier (or the tier has no prepared input)."""
    rec = as_record(rec)
    tier = rec.tier_id
    want = ctx.input_sha256.get(tier)
    got = rec.input_sha256
    if got is None and not rec.completed:
        return []  # a request that failed before tokenization carries no input hash; it stays a runnability result
    if want is None:
        return [f"no prepared input for tier {tier}: input identity cannot be confirmed"]
    if got != want:
        return [f"input sha256 {str(got)[:12]} differs from the prepared tier {tier} ({want[:12]})"]
    return []


def cache_confirmed(rec: RunRecord | Mapping) -> list[str]:
    """Fails when a completed record's effective cache does not confirm the requested one.

    Candidate (quantized) requests need a quantized cache class and quantized layer classes, read-back options equal
    to the requested ones, and non-empty quantized storage. An ordinary request fails if a quantized cache shows up.
    Not-completed records are skipped: they carry no effective cache to confirm.
    """
    rec = as_record(rec)
    if not rec.completed:
        return []
    req = rec.cache_requested
    eff = rec.effective_cache
    if eff is None or not eff.cache_class:
        return ["effective cache not recorded: the configuration cannot be confirmed"]
    reasons: list[str] = []
    cls = str(eff.cache_class)
    layers = [str(x) for x in eff.layer_classes or []]
    if req.get("implementation") == "quantized":
        if "quantized" not in cls.lower():
            reasons.append(f"requested a quantized cache but the effective cache class is {cls}")
        if not layers:
            reasons.append("layer classes not recorded: the quantized layers cannot be confirmed")
        elif any("quantized" not in x.lower() for x in layers):
            reasons.append(f"layer classes {sorted(set(layers))} are not all quantized layers")
        for key in _COMPARED_OPTIONS:
            want, got = req.get(key), getattr(eff, key)
            if want is not None and got is not None and want != got:
                reasons.append(f"{key}: requested {want}, effective {got}")
            elif want is not None and got is None:
                reasons.append(f"{key}: requested {want}, not read back")
        storage = eff.quantized_storage_bytes
        if not isinstance(storage, (int, float)) or storage <= 0:
            reasons.append(f"quantized storage is empty or not measured ({storage})")
    elif "quantized" in cls.lower():
        reasons.append(f"ordinary request but the effective cache class is {cls}")
    return reasons


def check_record(rec: RunRecord | Mapping, ctx: Context) -> list[str]:
    """All reasons this record may not be compared; an empty list means valid. Order is stable (rule order)."""
    rec = as_record(rec)
    seen: list[str] = []
    for reasons in (entry_verdict(rec), same_spec(rec, ctx), same_input(rec, ctx), cache_confirmed(rec)):
        seen.extend(r for r in reasons if r not in seen)
    return seen


def classified(rec: RunRecord | Mapping, ctx: Context) -> Classified:
    """The record with its use, one of:

    ``warmup`` (recorded apart, never in figures), ``short_sample`` (admission evidence, not matrix figures),
    ``invalid`` (listed with reasons, excluded), ``not_completed`` (runnability only), ``figure`` (counted).
    (``withheld``, the seal's verdict on its launch, is ``harness.verdict.analysis``'s.)
    """
    rec = as_record(rec)
    reasons = check_record(rec, ctx)
    if rec.warmup:
        use = "warmup"
    elif reasons:
        use = "invalid"
    elif rec.phase == "short_sample":
        use = "short_sample"
    elif not rec.completed:
        use = "not_completed"
    else:
        use = "figure"
    return Classified(rec, use, tuple(reasons))


def classify(rec: RunRecord | Mapping, ctx: Context) -> dict:
    """``{"use": ..., "reasons": [...]}`` (``classified``)."""
    return classified(rec, ctx).as_dict()


def context_from(run: RunInfo | None, spec_file_sha256: str | None, inputs: Mapping[str, PreparedInput]) -> Context:
    """The run's spec hash (run.json, else the resolved spec's file hash) and each tier's input hash."""
    spec_hash = (run.spec_hash if run else None) or spec_file_sha256
    return Context(spec_hash=spec_hash, input_sha256={k: v.sha256 for k, v in inputs.items() if v.sha256})
