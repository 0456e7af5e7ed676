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

THRESHOLD_KEYS = (
    "memory_headroom_fraction",
    "max_generation_seconds",
    "facts_must_be_correct",
    "max_unsupported_additions",
)


def registered(data: RunData) -> dict | None:
    acc = data.acceptance
    if acc is None:
        return None
    thresholds = acc.get("thresholds")
    body = thresholds if isinstance(thresholds, dict) else acc
    return {k: body[k] for k in THRESHOLD_KEYS if k in body}


def spec_thresholds(data: RunData) -> dict | None:
    block = (data.spec or {}).get("acceptance")
    return {k: block[k] for k in THRESHOLD_KEYS if k in block} if isinstance(block, dict) else None


def _first_record_start(data: RunData) -> str | None:
    starts = sorted(str(r["started_at"]) for r in data.records if r.get("started_at"))
    return starts[0] if starts else None


def threshold_flags(data: RunData) -> list[str]:
    """Every sign that the thresholds were changed after the first record (empty: none seen)."""
    flags: list[str] = []
    reg = registered(data)
    if reg is None:
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
    run_hash = (data.run or {}).get("spec_hash")
    if run_hash and data.spec_file_sha256 and run_hash != data.spec_file_sha256:
        flags.append("spec.resolved.json no longer matches the run's spec hash (edited after the run)")
    when = (data.acceptance or {}).get("registered_at")
    first = _first_record_start(data)
    if when and first and str(when) > first:
        flags.append(f"thresholds registered at {when}, after the first record ({first})")
    recorded = (data.acceptance or {}).get("sha256")
    thresholds = (data.acceptance or {}).get("thresholds")
    if recorded and isinstance(thresholds, dict):
        body = json.dumps(thresholds, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        if hashlib.sha256(body.encode("utf-8")).hexdigest() != recorded:
            flags.append("acceptance.json thresholds do not match their recorded hash (edited)")
    return flags


def threshold_sets(data: RunData) -> tuple[list[dict], list[str]]:
    """``([registered] or [registered, spec], flags)``; ``([], [reason])`` when nothing was registered."""
    reg = registered(data)
    if reg is None:
        return [], threshold_flags(data)
    flags = threshold_flags(data)
    spec = spec_thresholds(data)
    if flags and spec is not None and spec != reg:
        return [reg, spec], flags
    return [reg], flags


def capacity_bytes(data: RunData) -> tuple[float | None, str]:
    """The memory the headroom is measured against, and where it came from (or why it is unknown).

    Order: the spec's ``device_memory_budget_bytes``; environment.json ``device.memory_total_bytes`` or
    ``device_memory_total_bytes``; a record's NVML ``total_bytes``. CPU runs without a budget have none.
    """
    spec_budget = (data.spec or {}).get("device_memory_budget_bytes")
    if isinstance(spec_budget, (int, float)) and spec_budget > 0:
        return float(spec_budget), "device_memory_budget from the spec"
    env = data.environment or {}
    for value in (
        (env.get("device") or {}).get("memory_total_bytes") if isinstance(env.get("device"), dict) else None,
        env.get("device_memory_total_bytes"),
    ):
        if isinstance(value, (int, float)) and value > 0:
            return float(value), "device memory total from environment.json"
    for rec in data.records:
        total = (rec.get("nvml") or {}).get("total_bytes")
        if isinstance(total, (int, float)) and total > 0:
            return float(total), "NVML total memory"
    return None, "device memory capacity not recorded (no budget in the spec, none in environment.json or NVML)"
