"""Registered acceptance thresholds, signs that they moved after the first record, and the memory capacity.

``acceptance.json`` holds the thresholds registered before the first record (either under ``thresholds`` or at
the top level beside metadata). They count as possibly moved when (each is one flag):
- they differ from the acceptance block of ``spec.resolved.json`` (or that block cannot be read);
- ``spec.resolved.json``'s SHA-256 is not the run's spec hash (the resolved spec was edited after the run);
- their registration time is later than the first record's start;
- their own recorded hash does not match their content (checked only when the file carries ``sha256``).
"""

from __future__ import annotations

import hashlib
import json

from harness.verdict.rundata import RunData, missing_reason
from harness.verdict.views import THRESHOLD_KEYS, Thresholds

__all__ = ["THRESHOLD_KEYS", "capacity_bytes", "registered", "spec_thresholds", "threshold_flags", "threshold_sets"]


def registered(data: RunData) -> dict | None:
    return data.acceptance_info.registered() if data.acceptance_info is not None else None


def spec_thresholds(data: RunData) -> dict | None:
    block = data.spec_info.acceptance if data.spec_info is not None else None
    return {k: block[k] for k in THRESHOLD_KEYS if k in block} if block is not None else None


def _first_record_start(data: RunData) -> str | None:
    starts = sorted(str(r.started_at) for r in data.recs if r.started_at)
    return starts[0] if starts else None


def threshold_flags(data: RunData) -> list[str]:
    """Every sign that the thresholds were changed after the first record (empty: none seen)."""
    flags: list[str] = []
    reg = registered(data)
    acc = data.acceptance_info
    if reg is None or acc is None:
        return [missing_reason(data, "acceptance.json") or "acceptance.json: thresholds not registered"]
    spec = spec_thresholds(data)
    if spec is None:
        flags.append(
            "the resolved spec's thresholds are unavailable (spec.resolved.json missing or unreadable): "
            "an edit of acceptance.json cannot be ruled out"
        )
    if spec is not None and spec != reg:
        diff = sorted(k for k in set(spec) | set(reg) if spec.get(k) != reg.get(k))
        flags.append(
            "thresholds in acceptance.json differ from the resolved spec: "
            + ", ".join(f"{k} registered {reg.get(k)} vs spec {spec.get(k)}" for k in diff)
        )
    run_hash = data.run_info.spec_hash if data.run_info else None
    if run_hash and data.spec_file_sha256 and run_hash != data.spec_file_sha256:
        flags.append("spec.resolved.json no longer matches the run's spec hash (edited after the run)")
    first = _first_record_start(data)
    if acc.registered_at and first and str(acc.registered_at) > first:
        flags.append(f"thresholds registered at {acc.registered_at}, after the first record ({first})")
    if acc.sha256 and acc.thresholds is not None:
        body = json.dumps(acc.thresholds, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        if hashlib.sha256(body.encode("utf-8")).hexdigest() != acc.sha256:
            flags.append("acceptance.json thresholds do not match their recorded hash (edited)")
    return flags


def threshold_sets(data: RunData) -> tuple[list[Thresholds], list[str]]:
    """``([registered] or [registered, spec], flags)``; ``([], [reason])`` when nothing was registered."""
    reg = registered(data)
    if reg is None:
        return [], threshold_flags(data)
    flags = threshold_flags(data)
    spec = spec_thresholds(data)
    if flags and spec is not None and spec != reg:
        return [Thresholds.from_dict(reg), Thresholds.from_dict(spec)], flags
    return [Thresholds.from_dict(reg)], flags


def capacity_bytes(data: RunData) -> tuple[float | None, str]:
    """The memory the headroom is measured against, and where it came from (or why it is unknown).

    Order: the spec's ``device_memory_budget_bytes``; environment.json ``device.memory_total_bytes`` or
    ``device_memory_total_bytes``; a record's NVML ``total_bytes``. CPU runs without a budget have none.
    """
    spec_budget = data.spec_info.device_memory_budget_bytes if data.spec_info else None
    if isinstance(spec_budget, (int, float)) and spec_budget > 0:
        return float(spec_budget), "device_memory_budget from the spec"
    for value in data.environment_info.memory_totals() if data.environment_info else ():
        if isinstance(value, (int, float)) and value > 0:
            return float(value), "environment.json device memory"
    for rec in data.recs:
        total = (rec.nvml or {}).get("total_bytes")
        if isinstance(total, (int, float)) and total > 0:
            return float(total), "NVML total memory"
    return None, "device memory capacity not recorded (no budget in the spec, none in environment.json or NVML)"
