"""Run one branch launch: load the model once, warm up, run each cell with a new cache, append one record each.

Exit codes (returned by ``run_launch``): 0 every request was attempted and recorded (a request that failed is a
``completed: false`` record, not a launch failure); 2 bad input (job file, prepared input, model revision
mismatch, a cache option the installed library cannot express); 3 the model could not be loaded on the device;
4 a sticky device error (``is_sticky_device_error``: a CUDA error other than out-of-memory, e.g. an illegal memory
access, leaves the CUDA context unusable): the request that hit it is recorded as failed with that error, the
launch ends there and writes nothing for its remaining cells, so they stay unrecorded and a resume runs them in a
fresh process.
"""

from __future__ import annotations

import json
import sys
import time
from datetime import datetime, timezone
from pathlib import Path

from harness.entry import nvml
from harness.entry.cachemap import CacheMappingError, api_facts, map_cache
from harness.entry.environment import environment, seed_everything
from harness.entry.job import Job, JobError, load_job
from harness.entry.memory import DeviceProbe
from harness.entry.record import Record, append_record
from harness.entry.remote_code import loaded_class_problems
from harness.entry.revision import model_revision
from harness.entry.summarize import completed_record_dict, failed_record_dict


def _log(message: str) -> None:
    print(f"[entry] {message}", file=sys.stderr, flush=True)


def now_utc() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def check_revision(job: Job) -> str:
    """The model directory's revision; raises JobError if the job pins another one."""
    try:
        actual = model_revision(job.model_path)
    except FileNotFoundError as exc:
        raise JobError(str(exc)) from exc
    pinned = job["model"]["revision"]
    if pinned != "auto" and pinned != actual:
        raise JobError(f"model revision mismatch: the job pins {pinned}, {job.model_path} is {actual}")
    return actual


EXIT_STICKY_DEVICE_ERROR = 4


def is_sticky_device_error(exc: BaseException) -> bool:
    """A CUDA error after which the process's CUDA context is unusable (every later call fails the same way):
    ``torch.AcceleratorError`` or a ``RuntimeError`` saying ``CUDA error``, other than running out of memory
    (``torch.OutOfMemoryError`` / ``CUDA out of memory`` are per request: the next cell may fit)."""
    import torch

    oom = getattr(torch, "OutOfMemoryError", None)
    if oom is not None and isinstance(exc, oom):
        return False
    text = str(exc)
    if "out of memory" in text.lower():
        return False
    accelerator = getattr(torch, "AcceleratorError", None)
    if accelerator is not None and isinstance(exc, accelerator):
        return True
    return isinstance(exc, RuntimeError) and ("CUDA error" in text or "CUBLAS_STATUS" in text)


def load_model(job: Job, probe: DeviceProbe):
    """Load tokenizer and model once; returns (model, tokenizer, resident_after_load dict)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    m = job["model"]
    # The directory's own code runs only when the spec opted in (model.trust_remote_code; preflight refuses the
    # directory otherwise). Either way the class that loaded is checked against the declared one (see run_launch).
    trust = bool(m.get("trust_remote_code", False))
    t0 = time.perf_counter()
    tokenizer = AutoTokenizer.from_pretrained(job.model_path, local_files_only=True, trust_remote_code=trust)
    model = AutoModelForCausalLM.from_pretrained(
        job.model_path,
        dtype=getattr(torch, m["dtype"]),
        attn_implementation=m["attn_implementation"],
        local_files_only=True,
        trust_remote_code=trust,
    )  # never the hub: a branch runs from a local directory only
    model.to(m["device"]).eval()
    probe.synchronize()
    load_s = time.perf_counter() - t0
    now = probe.current()
    index = probe.index if probe.kind == "cuda" else None
    resident = {
        "load_s": load_s,
        "rss_bytes": now["rss"],
        "cuda_allocated_bytes": now["allocated"],
        "cuda_reserved_bytes": now["reserved"],
        "nvml_used_bytes": nvml.used_bytes(index) if index is not None else None,
    }
    return model, tokenizer, resident


def generate_kwargs(job: Job, budget: int, tokenizer) -> dict:
    """Every generate() kwarg except the cache ones and the inputs; identical across branches by construction."""
    g = job["generation"]
    kwargs: dict = {
        "max_new_tokens": budget,
        "do_sample": bool(g.get("do_sample", False)),
        "repetition_penalty": float(g.get("repetition_penalty", 1.0)),
    }
    if g.get("length_policy", "natural") == "forced":
        kwargs["min_new_tokens"] = budget
    if g.get("stop_strings"):
        kwargs["stop_strings"] = list(g["stop_strings"])
    if tokenizer.pad_token_id is not None:
        kwargs["pad_token_id"] = tokenizer.pad_token_id
    return kwargs


def run_launch(job_path: str | Path, run_dir: str | Path) -> int:
    try:
        job = load_job(job_path, run_dir)
        revision = check_revision(job)
        facts = api_facts()
        cache_kwargs = map_cache(job["cache"], facts)
    except (JobError, CacheMappingError) as exc:
        _log(f"error: {exc}")
        return 2
    probe = DeviceProbe.for_device(job["model"]["device"])
    seed = int(job.raw.get("seed", 0))
    seed_everything(seed)
    runtime = job.raw.get("runtime") or {}
    if runtime.get("torch_threads"):
        # Optional, from the job (never the environment): on a shared CPU host torch's default thread count can
        # oversubscribe the cores and stretch timings many-fold. Recorded as environment.torch_threads.
        import torch

        torch.set_num_threads(int(runtime["torch_threads"]))
    probe.apply_budget(runtime.get("memory_budget_bytes"))
    try:
        model, tokenizer, resident = load_model(job, probe)
    except (OSError, RuntimeError, ValueError) as exc:
        _log(f"error: the model could not be loaded: {type(exc).__name__}: {exc}")
        return 3
    load_problems = loaded_class_problems(job.model_path, model)
    for problem in load_problems:
        _log(f"every record of this launch is invalid: {problem}")
    env = environment(job["model"]["device"], runtime.get("runner"), runtime.get("image_digest"))
    job.records_path.parent.mkdir(parents=True, exist_ok=True)
    job.outputs_dir.mkdir(parents=True, exist_ok=True)
    _log(
        f"loaded {job.model_path} in {resident['load_s']:.2f} s; cache kwargs {json.dumps(cache_kwargs)}; "
        f"{len(job.requests)} request(s), skipped {list(job.skipped)}"
    )
    context = {
        "job": job,
        "revision": revision,
        "facts": facts,
        "cache_kwargs": cache_kwargs,
        "probe": probe,
        "resident": resident,
        "environment": env,
        "seed": seed,
        "tokenizer": tokenizer,
        "model": model,
        "load_invalid_reasons": load_problems,
    }
    for request in job.requests:
        record = run_one(context, request)
        append_record(job.records_path, record)
        _log(
            f"{request.cell_id}: completed={record.completed} valid={record.valid} "
            f"tokens={record.output_tokens} stop={record.stop_reason} t={record.timing.generation_s}"
        )
        if context.get("sticky_error"):
            remaining = [r.cell_id for r in job.requests[job.requests.index(request) + 1 :] if not r.warmup]
            _log(
                f"error: sticky device error at {request.cell_id} ({context['sticky_error']}); the launch ends here: "
                f"{len(remaining)} cell(s) left unrecorded for a resume in a fresh process: {remaining}"
            )
            return EXIT_STICKY_DEVICE_ERROR
    return 0


def run_one(ctx: dict, request) -> Record:
    """One request -> one Record. Any exception inside is recorded (completed: false); the cache is dropped."""
    import gc
    import traceback

    from harness.entry.hostload import HostMeter
    from harness.entry.request import instrumented_generate

    job, probe = ctx["job"], ctx["probe"]
    prepared = job.inputs[request.tier_id]
    started = now_utc()
    gen_kwargs = generate_kwargs(job, request.output_budget, ctx["tokenizer"])
    sampler = nvml.PeakSampler(probe.index) if probe.kind == "cuda" else None
    meter = HostMeter()  # host_load: opened and closed by instrumented_generate around exactly the timed interval
    result = None
    failed = False
    try:
        import torch

        input_ids = torch.tensor([prepared.input_ids], dtype=torch.long, device=job["model"]["device"])
        call_kwargs = dict(gen_kwargs, attention_mask=torch.ones_like(input_ids), **ctx["cache_kwargs"])
        if "stop_strings" in gen_kwargs:
            call_kwargs["tokenizer"] = ctx["tokenizer"]
        result = instrumented_generate(ctx["model"], input_ids, call_kwargs, probe, sampler, meter)
        fields = completed_record_dict(ctx, request, prepared, result)
    except Exception as exc:  # noqa: BLE001 - any failure of one request is recorded, the next cell runs
        traceback.print_exc(file=sys.stderr)
        fields = failed_record_dict(ctx, request, prepared, exc, meter.result())
        failed = True
        if is_sticky_device_error(exc):
            ctx["sticky_error"] = f"{type(exc).__name__}: {str(exc).splitlines()[0][:300] if str(exc) else ''}"
    finally:
        result = None  # drop the cache before the next request (reference counting frees it)
        if failed:
            gc.collect()  # a traceback's frames form cycles that may still hold the failed request's tensors
        if not ctx.get("sticky_error"):
            probe.free_cached()  # after a sticky error any CUDA call raises again: the launch ends instead
    return Record.from_dict({**fields, "generate_kwargs": gen_kwargs, "started_at": started, "finished_at": now_utc()})
