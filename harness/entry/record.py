"""The record: one JSON line per request in ``records.jsonl`` (schema ``schemas/record.schema.json``).

Pure Python (no torch): the orchestrator, grader and report read records through ``Record.from_dict``.
Units are in field names (``_bytes``, ``_s``). A figure that was not measured is ``None``, never a guess.
``Record.from_dict(r.to_dict()) == r`` holds for every record (tested); unknown keys are an error, so a reader
never silently drops a field a newer writer added. ``host_load`` is the one optional top-level field: records written
before it existed lack it (read back as ``None`` and written back without it); every new record carries it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any

RECORD_VERSION = 1
STOP_REASONS = ("eos", "stop_string", "length", "unknown")


@dataclass(frozen=True)
class ErrorInfo:
    """Why a request did not complete: the exception's class name and message (the traceback is in stderr.log)."""

    error_class: str
    message: str

    def to_dict(self) -> dict:
        return {"class": self.error_class, "message": self.message}

    @classmethod
    def from_dict(cls, d: dict) -> ErrorInfo:
        _no_extra(d, {"class", "message"}, "error")
        return cls(error_class=d["class"], message=d["message"])


@dataclass(frozen=True)
class EffectiveCache:
    """What the returned cache object really was (read back after generation; see ``effective.py``)."""

    cache_class: str | None
    layer_classes: tuple[str, ...]  # distinct classes, in layer order of first appearance
    n_layers: int | None
    backend: str | None
    nbits: int | None
    q_group_size: int | None
    residual_length: int | None
    axis_key: int | None
    axis_value: int | None
    quantized_storage_bytes: int | None
    warnings: tuple[str, ...]


@dataclass(frozen=True)
class Timing:
    """Seconds. generation_s = prefill_s + decode_s (one generate() call, device-synchronised at the edges).
    prefill_s ends at the end of the model's first forward (a forward hook); detokenize_s is apart."""

    generation_s: float | None
    prefill_s: float | None
    decode_s: float | None
    detokenize_s: float | None = None
    instrumentation_s: float | None = None  # the hook's own work at the prefill end, in neither phase


@dataclass(frozen=True)
class Memory:
    """Framework / OS counters only (NVML lives in ``Record.nvml``). CUDA: torch's max_memory_allocated /
    max_memory_reserved, reset before the request and at the prefill end. CPU: VmHWM after clear_refs."""

    device_kind: str  # "cpu" | "cuda"
    peak_allocated_bytes: int | None = None
    peak_reserved_bytes: int | None = None
    prefill_peak_allocated_bytes: int | None = None
    prefill_peak_reserved_bytes: int | None = None
    decode_peak_allocated_bytes: int | None = None
    decode_peak_reserved_bytes: int | None = None
    peak_rss_bytes: int | None = None
    prefill_peak_rss_bytes: int | None = None
    decode_peak_rss_bytes: int | None = None
    rss_before_bytes: int | None = None
    # CUDA only: the CUDA context of the model's card (model.device) after load = NVML used minus torch reserved on
    # that card at that moment (NVML counts the whole card, every process: other work on it reads as context).
    # Written on every CUDA record (null when unknown); left out on CPU records and on records from before it existed.
    cuda_context_bytes: int | None = None
    # CUDA only: one entry per card holding a part of the model (one entry without a device_map), each
    # ``{index, uuid, total_bytes, peak_allocated_bytes, peak_reserved_bytes, cuda_context_bytes,
    # nvml_sampled_peak_used_bytes}``; left out when not recorded (CPU, failed requests, older records).
    cards: tuple[dict, ...] | None = None

    def to_dict(self) -> dict:
        d = _plain(asdict(self))
        if d["cards"] is None:
            del d["cards"]
        if d["cuda_context_bytes"] is None and self.device_kind != "cuda":
            del d["cuda_context_bytes"]
        return d


@dataclass(frozen=True)
class ResidentAfterLoad:
    load_s: float
    rss_bytes: int | None
    cuda_allocated_bytes: int | None
    cuda_reserved_bytes: int | None
    nvml_used_bytes: int | None


@dataclass(frozen=True)
class KvCache:
    """Bytes held by the returned cache (each storage once) and the two analytic references (see footprint.py)."""

    tokens: int | None
    after_prefill_tokens: int | None
    after_prefill_bytes: int | None
    final_bytes: int | None
    analytic_dense_bytes: int | None
    analytic_quantized_bytes: int | None
    quantized_tokens: int | None = None
    residual_tokens: int | None = None


@dataclass(frozen=True)
class Artifacts:
    output_text: str | None
    output_ids: str | None


@dataclass(frozen=True)
class Environment:
    python: str
    torch: str | None
    transformers: str | None
    optimum_quanto: str | None
    hqq: str | None
    device_name: str
    driver: str | None
    cuda: str | None
    hostname: str
    runner: str | None
    image_digest: str | None
    torch_threads: int | None = None
    node: str | None = None  # the scheduler's node name (SLURMD_NODENAME), None outside a scheduler
    slurm_job_id: str | None = None
    gpu_uuid: str | None = None  # GPU-<uuid> of the card that ran it (CUDA only)

    def to_dict(self) -> dict:
        d = asdict(self)
        d["optimum-quanto"] = d.pop("optimum_quanto")
        for key in ("node", "slurm_job_id", "gpu_uuid"):  # only where known: older records read back unchanged
            if d[key] is None:
                del d[key]
        return d

    @classmethod
    def from_dict(cls, d: dict) -> Environment:
        d = dict(d)
        d["optimum_quanto"] = d.pop("optimum-quanto", None)
        return _build(cls, d, "environment")


@dataclass(frozen=True)
class HostLoad:
    """The host's load over the request's timed interval (``hostload.py``; host-CPU side on a CUDA run too).
    ``wall_s`` spans ``timing``'s t_start .. t_end, i.e. ``generation_s + instrumentation_s``; the CPU figures
    are this process's (every thread), ``cpu_per_wall`` = ``process_cpu_s / wall_s`` (``None`` for an empty
    interval); ``steal_s`` is summed over every CPU of the host (``None`` where /proc/stat is unreadable)."""

    loadavg_1m_before: float | None
    loadavg_1m_after: float | None
    cpu_count: int | None
    process_cpu_s: float
    wall_s: float
    cpu_per_wall: float | None
    ctx_switches_voluntary: int
    ctx_switches_involuntary: int
    steal_s: float | None
    cpus_allowed: int | None = None


@dataclass(frozen=True)
class Record:
    """One request (warm-up or cell). See docs/contracts.md for the meaning of each field."""

    run_id: str
    spec_hash: str
    launch_id: str
    phase: str
    branch: str
    role: str
    repeat: int | None
    cell_id: str
    warmup: bool
    sample_id: str
    tier_id: str
    model_revision: str
    input_tokens: int
    input_sha256: str
    output_budget: int
    output_tokens: int | None
    stop_reason: str | None
    completed: bool
    error: ErrorInfo | None
    valid: bool
    invalid_reasons: tuple[str, ...]
    cache_requested: dict
    cache_kwargs: dict
    generate_kwargs: dict
    effective_cache: EffectiveCache | None
    timing: Timing
    memory: Memory
    nvml: dict | None
    resident_after_load: ResidentAfterLoad
    kv_cache: KvCache
    artifacts: Artifacts
    environment: Environment
    seed: int
    started_at: str
    finished_at: str
    record_version: int = RECORD_VERSION
    host_load: HostLoad | None = None  # None only for a record written before the field existed

    def to_dict(self) -> dict:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "host_load" and value is None:
                continue  # an older record: written back exactly as it was read
            if isinstance(value, (ErrorInfo, Environment, Memory)):
                value = value.to_dict()
            elif hasattr(value, "__dataclass_fields__"):
                value = _plain(asdict(value))
            elif isinstance(value, tuple):
                value = list(value)
            out[f.name] = value
        return out

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, sort_keys=False, allow_nan=False)

    @classmethod
    def from_dict(cls, d: dict) -> Record:
        d = dict(d)
        _no_extra(d, {f.name for f in fields(cls)}, "record")
        d["error"] = ErrorInfo.from_dict(d["error"]) if d.get("error") is not None else None
        if d.get("effective_cache") is not None:
            d["effective_cache"] = _build(EffectiveCache, d["effective_cache"], "effective_cache")
        for name, sub in (
            ("timing", Timing),
            ("memory", Memory),
            ("resident_after_load", ResidentAfterLoad),
            ("kv_cache", KvCache),
            ("artifacts", Artifacts),
        ):
            d[name] = _build(sub, d[name], name)
        d["environment"] = Environment.from_dict(d["environment"])
        if d.get("host_load") is not None:
            d["host_load"] = _build(HostLoad, d["host_load"], "host_load")
        d["invalid_reasons"] = tuple(d["invalid_reasons"])
        return cls(**d)


def _plain(d: dict) -> dict:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in d.items()}


def _no_extra(d: dict, allowed: set[str], where: str) -> None:
    extra = set(d) - allowed
    if extra:
        raise ValueError(f"{where}: unknown field(s) {sorted(extra)}")


def _build(cls, d: dict, where: str):
    _no_extra(d, {f.name for f in fields(cls)}, where)
    return cls(**{k: tuple(v) if isinstance(v, list) else v for k, v in d.items()})


def append_record(path: str | Path, record: Record) -> None:
    """Append one line and flush it to disk, so a later crash leaves every earlier record intact."""
    import os

    with open(path, "a", encoding="utf-8") as handle:
        handle.write(record.to_json() + "\n")
        handle.flush()
        os.fsync(handle.fileno())
