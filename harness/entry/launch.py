"""Run one branch launch: load the model once, warm up, run each cell with a new cache, append one record each.

Exit codes (returned by ``run_launch``): 0 every request was attempted and recorded (a request that failed is a
``completed: false`` record, not a launch failure); 2 bad input (job file, prepared input, model revision
mismatch, a cache option the installed library cannot express); 3 the model could not be loaded on the device
(one ``error:`` line on stderr, no traceback: among others a CUDA device with a torch that is not a CUDA build or
sees no such card, a missing ``accelerate`` for loading straight to the card, a load that failed);
4 a sticky device error (``is_sticky_device_error``: a CUDA error other than out-of-memory, e.g. an illegal memory
access, leaves the CUDA context unusable): the request that hit it is recorded as failed with that error, the
launch ends there and writes nothing for its remaining cells, so they stay unrecorded and a resume runs them in a
fresh process.
"""

from __future__ import annotations

import copy
import json
import os
import sys
import time
from dataclasses import replace
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


class DeviceUnavailable(RuntimeError):
    """The device the job names cannot take the model in this process (exit 3, one line)."""


def _card_of(target, probe: DeviceProbe) -> int | None:
    """The card index a device_map value names (``cuda:N``, ``N``, ``cuda`` = the current card, 0); None if none."""
    if isinstance(target, bool):
        return None
    if isinstance(target, int):
        return target
    text = str(target)
    if text == "cuda":
        return 0
    if text.startswith("cuda:") and text[5:].isdigit():
        return int(text[5:])
    return None


def planned_cards(model_cfg: dict, probe: DeviceProbe) -> tuple[int, ...]:
    """Before load: the cards a ``device_map`` may use (an explicit map: those it names; ``auto``: every visible card;
    none: the model card alone). The budget is applied on each; after load the probe keeps those that hold weights."""
    if probe.kind != "cuda" or probe.index is None:
        return ()
    device_map = model_cfg.get("device_map")
    if device_map is None:
        return (probe.index,)
    if isinstance(device_map, dict):
        named = {_card_of(v, probe) for v in device_map.values()}
        return tuple(sorted({probe.index} | {i for i in named if i is not None}))
    import torch

    return tuple(range(torch.cuda.device_count())) or (probe.index,)


def cuda_problem(model_cfg: dict) -> str | None:
    """Why this process cannot put the model on the job's CUDA device(s), in one line; None when it can (or CPU).

    Checked before anything touches CUDA: a CPU build of torch raises ``AssertionError: Torch not compiled with
    CUDA enabled`` from ``.to("cuda")`` / ``torch.cuda.*``, which says nothing about the job."""
    device = str(model_cfg.get("device", "cpu"))
    if not device.startswith("cuda"):
        return None
    import torch

    if getattr(torch.version, "cuda", None) is None and getattr(torch.version, "hip", None) is None:
        return (
            f"model.device is {device} but this torch ({torch.__version__}) is not a CUDA build "
            f"(torch.version.cuda is None): install a CUDA build of torch in this branch's environment or run on cpu"
        )
    if not torch.cuda.is_available():
        return (
            f"model.device is {device} but torch {torch.__version__} sees no CUDA device "
            f"(torch.cuda.is_available() is False; CUDA_VISIBLE_DEVICES={os.environ.get('CUDA_VISIBLE_DEVICES')!r})"
        )
    count = torch.cuda.device_count()
    probe = DeviceProbe.for_device(device)
    wanted = set(planned_cards(model_cfg, probe)) | {probe.index}
    past = sorted(i for i in wanted if i is not None and i >= count)
    if past:
        return f"cuda:{past[0]} is past the {count} visible CUDA device(s) (model.device {device}, model.device_map)"
    return None


def device_map_arg(model_cfg: dict, probe: DeviceProbe):
    """What ``from_pretrained`` gets as ``device_map``: None on CPU (loaded on the CPU as before); on CUDA the
    spec's ``device_map`` when set, else the model card ``cuda:N``, so the weights are read straight onto the card
    instead of into host memory first and then copied (``.to(device)``)."""
    if probe.kind != "cuda":
        return None
    device_map = model_cfg.get("device_map")
    return device_map if device_map is not None else f"cuda:{probe.index}"


def accelerate_available() -> bool:
    import importlib.util

    return importlib.util.find_spec("accelerate") is not None


def resolve_device_map(model_cfg: dict, probe: DeviceProbe):
    """``device_map_arg``, checked: transformers 5.x ``from_pretrained(device_map=...)`` needs ``accelerate``
    (``integrations/accelerate.py`` ``check_and_set_device_map`` raises without it). The spec's own
    ``model.device_map`` cannot do without it: ``DeviceUnavailable`` (exit 3, one line). A single card can: the
    weights then load on the CPU and move with ``.to(device)`` as before, and stderr says so."""
    device_map = device_map_arg(model_cfg, probe)
    if device_map is None or accelerate_available():
        return device_map
    if model_cfg.get("device_map") is not None:
        raise DeviceUnavailable(
            f"model.device_map {device_map!r} needs the accelerate package (from_pretrained(device_map=...)), "
            f"which this branch's environment lacks: pin accelerate==<version> in the spec's environment.requirements"
        )
    _log(
        f"note: accelerate is not installed, so the weights load on the CPU and then move to {model_cfg['device']} "
        f"(pin accelerate in environment.requirements to load them straight onto the card)"
    )
    return None


def model_cards(model) -> tuple[int, ...]:
    """The CUDA cards that hold a part of the loaded model (its parameters and buffers), ascending."""
    import itertools

    import torch

    found = set()
    for tensor in itertools.chain(model.parameters(), model.buffers()):
        if tensor.device.type == "cuda":
            found.add(tensor.device.index if tensor.device.index is not None else torch.cuda.current_device())
    return tuple(sorted(found))


def card_facts(probe: DeviceProbe) -> dict[int, dict]:
    """After load, per card the probe reads: ``{"uuid", "total_bytes", "cuda_context_bytes"}`` (context = NVML used
    minus torch reserved on that card now; ``nvml.context_bytes``). Empty on CPU."""
    if probe.kind != "cuda":
        return {}
    import torch

    out = {}
    for index in probe.card_indices():
        out[index] = {
            "uuid": nvml.torch_device_identity(index)["uuid"],
            "total_bytes": int(torch.cuda.get_device_properties(index).total_memory),
            "cuda_context_bytes": nvml.context_bytes(index, int(torch.cuda.memory_reserved(index))),
        }
    return out


def load_model(job: Job, probe: DeviceProbe):
    """Load tokenizer and model once; returns (model, tokenizer, resident_after_load dict)."""
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    m = job["model"]
    # The directory's own code runs only when the spec opted in (model.trust_remote_code; preflight refuses the
    # directory otherwise). Either way the class that loaded is checked against the declared one (see run_launch).
    trust = bool(m.get("trust_remote_code", False))
    device_map = resolve_device_map(m, probe)
    t0 = time.perf_counter()
    tokenizer = AutoTokenizer.from_pretrained(job.model_path, local_files_only=True, trust_remote_code=trust)
    model = AutoModelForCausalLM.from_pretrained(
        job.model_path,
        dtype=getattr(torch, m["dtype"]),
        attn_implementation=m["attn_implementation"],
        local_files_only=True,
        trust_remote_code=trust,
        **({"device_map": device_map} if device_map is not None else {}),
    )  # never the hub: a branch runs from a local directory only
    if device_map is None:
        model.to(m["device"])  # CPU: loaded where it stays (CUDA without accelerate: moved, resolve_device_map)
    model.eval()
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
    problem = cuda_problem(job["model"])
    if problem is not None:
        _log(f"error: the model could not be loaded: {problem}")
        return 3
    if probe.kind == "cuda":
        probe = replace(probe, cards=planned_cards(job["model"], probe))
    try:
        probe.apply_budget(runtime.get("memory_budget_bytes"))
        model, tokenizer, resident = load_model(job, probe)
    except DeviceUnavailable as exc:
        _log(f"error: the model could not be loaded: {exc}")
        return 3
    except (OSError, RuntimeError, ValueError, AssertionError) as exc:
        # AssertionError: torch's own "Torch not compiled with CUDA enabled" and the like (cuda_problem catches the
        # known cases first). One line: the traceback says nothing the message does not.
        first = str(exc).splitlines()[0] if str(exc) else ""
        _log(f"error: the model could not be loaded: {type(exc).__name__}: {first}")
        return 3
    input_device = job["model"]["device"]
    if probe.kind == "cuda":
        # Every card holding weights is read from now on (peaks, NVML); the context is measured once, right here.
        probe = replace(probe, cards=model_cards(model))
        if job["model"].get("device_map") is not None:
            input_device = str(model.get_input_embeddings().weight.device)  # the first layer's card takes inputs
    cards = card_facts(probe)
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
        "input_device": input_device,
        "cards": cards,
        "cuda_context_bytes": cards[probe.index]["cuda_context_bytes"] if probe.index in cards else None,
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
    sampler = nvml.CardSamplers(probe.index, probe.card_indices()) if probe.kind == "cuda" else None
    meter = HostMeter()  # host_load: opened and closed by instrumented_generate around exactly the timed interval
    result = None
    failed = False
    try:
        import torch

        device = ctx.get("input_device") or job["model"]["device"]
        input_ids = torch.tensor([prepared.input_ids], dtype=torch.long, device=device)
        # A fresh copy per call: transformers before the fix of its PR 48700 (5.17 on the GPU host, for one)
        # consumes the caller's ``cache_config`` in ``generate`` (pops ``backend``, sets the model's ``config`` into
        # it), which would leave the next request a different cache request and this launch's records unwritable.
        cache_kwargs = copy.deepcopy(ctx["cache_kwargs"])
        call_kwargs = dict(gen_kwargs, attention_mask=torch.ones_like(input_ids), **cache_kwargs)
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
