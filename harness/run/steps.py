"""The steps of a run, each safe to repeat on resume (it only adds what is missing, never rewrites).

- ``prepare_inputs``: ``python -m harness.inputs.prepare`` in the ordinary branch's environment, for the tiers
  whose ``inputs/t<N>.json`` is missing; logs in ``logs/prepare-<n>.{stdout,stderr}.log``.
- ``run_launch``: one attempt of a planned launch (see ``harness.run.jobs`` for attempt ids and skipped cells);
  writes job.json before the child starts and launch.json after it ends (status, exit code or signal, wall
  time, log paths, which cells got no record). A failed child never stops the run.
- ``introspect``: ``python -m harness.entry introspect ...`` per candidate, saved as ``introspection/<branch>.json``
  (or, when it printed no JSON, ``introspection/<branch>.error.json`` with its exit status and output).
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from pathlib import Path

from harness.errors import InfraError, InputError
from harness.plan import Launch
from harness.run.context import RunContext
from harness.run.files import measured_records, read_json, read_records, write_json_new, write_text_atomic
from harness.run.jobs import build_job, next_attempt_id, recorded_cells
from harness.run.seal import files_under, launch_hashes, seal, sealed_paths

LOAD_ALLOWANCE_S = 600.0  # per launch: interpreter start, imports, model load, JIT builds (quanto)
# The manifest is one hash chain: attempts that run at once (parallel groups, each on a thread of this process,
# which holds the run lock) seal one after another, never interleaved.
SEAL_LOCK = threading.RLock()


def input_sha256(input_ids: list[int]) -> str:
    """The prepared-input hash of docs/contracts.md: SHA-256 of the ids joined by ',' (UTF-8)."""
    return hashlib.sha256(",".join(str(i) for i in input_ids).encode("utf-8")).hexdigest()


def _next_log_index(logs: Path, stem: str) -> int:
    n = 1
    while (logs / f"{stem}-{n}.stderr.log").exists():
        n += 1
    return n


def prepare_inputs(ctx: RunContext) -> dict[str, dict]:
    """Make sure every tier is prepared; return tier_id -> {"path", "sha256", "sample_id"} (hash re-checked)."""
    inputs_dir = ctx.run_dir / "inputs"
    inputs_dir.mkdir(exist_ok=True)
    targets = ctx.spec.matrix.input_tokens
    missing = [t for t in targets if not (inputs_dir / f"t{t}.json").exists()]
    if missing:
        args = (
            "-m",
            "harness.inputs.prepare",
            "--model",
            str(ctx.spec.model.path),
            "--sample",
            str(ctx.spec.sample.path),
            "--placement",
            ctx.spec.sample.placement,
            "--targets",
            *[str(t) for t in missing],
            "--max-new-tokens",
            str(max(ctx.spec.matrix.output_budgets)),
            "--out",
            str(inputs_dir),
        )
        result = ctx.runner.run_tool(ctx.tool_request(ctx.spec.ordinary.name, args, timeout_s=1800))
        logs = ctx.run_dir / "logs"
        logs.mkdir(exist_ok=True)
        n = _next_log_index(logs, "prepare")
        write_text_atomic(logs / f"prepare-{n}.stdout.log", result.stdout)
        write_text_atomic(logs / f"prepare-{n}.stderr.log", result.stderr)
        seal(ctx.run_dir, [f"logs/prepare-{n}.stdout.log", f"logs/prepare-{n}.stderr.log"], "inputs prepared")
        if result.exit_code != 0:
            tail = "\n".join(result.stderr.strip().splitlines()[-5:])
            err = InputError if result.exit_code == 2 else InfraError
            raise err(f"input preparation failed (exit {result.exit_code}); log: logs/prepare-{n}.stderr.log\n{tail}")
    done = sealed_paths(ctx.run_dir)  # also seals inputs written by a preparation whose harness was killed
    seal(ctx.run_dir, [rel for rel in files_under(ctx.run_dir, "inputs") if rel not in done], "inputs prepared")
    prepared = {}
    for t in targets:
        path = inputs_dir / f"t{t}.json"
        data = read_json(path)
        if input_sha256(data["input_ids"]) != data["sha256"]:
            raise InfraError(f"inputs/t{t}.json: its input_ids do not match its sha256; the file was altered")
        prepared[data["tier_id"]] = {
            "path": f"inputs/t{t}.json",
            "sha256": data["sha256"],
            "sample_id": data.get("sample_id"),
        }
    return prepared


def launch_timeout_s(ctx: RunContext, launch: Launch) -> float:
    """Wall-clock limit of one attempt: the load allowance plus the per-request limit for every request."""
    return LOAD_ALLOWANCE_S + (len(launch.cells) + len(launch.warmup)) * ctx.spec.acceptance.max_generation_seconds


def run_launch(ctx: RunContext, launch: Launch, inputs: dict[str, dict], progress=None) -> dict | None:
    """Run the cells of ``launch`` that have no record yet, as a new attempt; return its launch.json (or None
    when nothing was left to run)."""
    done, partial = recorded_cells(ctx.run_dir, launch.launch_id)
    if all(c.cell_id in done for c in launch.cells):
        return None
    attempt_id = next_attempt_id(ctx.run_dir, launch.launch_id)
    skip = tuple(c.cell_id for c in launch.cells if c.cell_id in done)
    if progress is not None and skip:
        progress.skip(0, len(skip))
    return execute_attempt(
        ctx,
        launch,
        inputs,
        attempt_id,
        f"launches/{attempt_id}",
        skip,
        progress,
        extra={"earlier_partial_line_bytes_dropped": partial},
    )


def execute_attempt(
    ctx: RunContext,
    launch: Launch,
    inputs: dict[str, dict],
    attempt_id: str,
    rel_dir: str,
    skip: tuple[str, ...],
    progress=None,
    extra: dict | None = None,
    runtime_extra: dict | None = None,
) -> dict:
    """Create ``rel_dir`` (must not exist), write job.json, run the child, write launch.json; return launch.json.
    ``runtime_extra``: more keys for the job's ``runtime`` (e.g. ``torch_threads``, or the allocator settings of a
    capacity launch); the job of every other launch stays as it was."""
    t0 = time.perf_counter()
    launch_dir = ctx.run_dir / rel_dir
    launch_dir.mkdir(parents=True)
    (launch_dir / "outputs").mkdir()
    todo = [c for c in launch.cells if c.cell_id not in skip]
    sample_ids = {v["sample_id"] for v in inputs.values()}
    runtime = {
        "runner": ctx.runner.name,
        "image": None,
        "image_digest": None,
        "memory_budget_bytes": ctx.spec.device_memory_budget_bytes,
    }
    runtime.update({k: v for k, v in ctx.branch_env.get(launch.branch, {}).items() if k in ("image", "image_digest")})
    runtime.update(runtime_extra or {})
    job = build_job(
        ctx.spec,
        launch,
        attempt_id=attempt_id,
        run_id=ctx.run_id,
        spec_hash=ctx.spec_hash,
        model_revision=ctx.model_revision,
        sample_id=sample_ids.pop() if len(sample_ids) == 1 else None,
        inputs={t: {"path": v["path"], "sha256": v["sha256"]} for t, v in inputs.items()},
        skip_cells=skip,
        runtime=runtime,
        out_dir=rel_dir,
    )
    write_json_new(launch_dir / "job.json", job)
    with SEAL_LOCK:
        seal(ctx.run_dir, [f"{rel_dir}/job.json"], "launch started")
    request = ctx.launch_request(launch.branch, attempt_id, launch_timeout_s(ctx, launch), launch_dir)
    if progress is not None:
        group = "short sample" if launch.phase == "short_sample" else f"repeat {launch.repeat}"
        progress.launch_started(attempt_id, launch.branch, launch_dir / "records.jsonl", len(todo), group=group)
        ctx.runner.on_poll = progress.poll
        ctx.runner.on_state = lambda line: progress.runner_state(line, attempt_id)
    t_launch = time.perf_counter()
    try:
        result = ctx.runner.launch(request)
    finally:
        ctx.runner.on_poll = None
        ctx.runner.on_state = None
    t_back = time.perf_counter()
    try:
        mine = measured_records(read_records(launch_dir / "records.jsonl").records)
        unreadable = None
    except ValueError as exc:
        mine, unreadable = [], str(exc)
    got = {r.get("cell_id") for r in mine}
    outcome = {
        **result.to_dict(),
        "plan_launch_id": launch.launch_id,
        "phase": launch.phase,
        "skip_cells": list(skip),
        "cells_without_record": [c.cell_id for c in todo if c.cell_id not in got],
        "records_unreadable": unreadable,
        **(extra or {}),
    }
    # Harness time for this attempt outside runner.launch (job, records read-back, launch.json), in seconds; the
    # child's own wall time (interpreter start, imports, model load, requests) is ``wall_s``.
    outcome["orchestration_s"] = round((t_launch - t0) + (time.perf_counter() - t_back), 4)
    seal_launch(ctx.run_dir, rel_dir, outcome, "launch ended")
    if progress is not None:
        progress.launch_finished(attempt_id, result.status, result.message, len(todo))
    return outcome


def seal_launch(run_dir: Path, rel_dir: str, outcome: dict, event: str) -> None:
    """Seal a finished attempt: its records, outputs and logs, then launch.json carrying their SHA-256."""
    launch_dir = run_dir / rel_dir
    with SEAL_LOCK:  # one attempt's seal lines stay together in the manifest
        outcome["sealed"] = launch_hashes(launch_dir)
        seal(run_dir, [rel for rel in files_under(run_dir, rel_dir) if rel != f"{rel_dir}/launch.json"], event)
        write_json_new(launch_dir / "launch.json", outcome)
        seal(run_dir, [f"{rel_dir}/launch.json"], event)


def reconcile_unsealed(run_dir: Path) -> list[str]:
    """Seal every attempt that started but whose end was never sealed (the harness was killed, or the disk filled,
    mid-launch): its launch.json is reconstructed from its job and records (``status: lost``, ``reconstructed:
    true``; the exit status is unknown), so the run's evidence is decided after a resume. Returns their ids."""
    done = sealed_paths(run_dir)
    out = []
    for parent in ("launches", "fallback"):
        base = run_dir / parent
        if not base.is_dir() or base.is_symlink():
            continue
        for d in sorted(p for p in base.iterdir() if p.is_dir() and not p.is_symlink()):
            rel_dir = f"{parent}/{d.name}"
            if f"{rel_dir}/job.json" not in done or f"{rel_dir}/launch.json" in done:
                continue
            if (d / "launch.json").exists():  # written but not sealed (a crash between the two): keep it aside
                (d / "launch.json").rename(d / "launch.unsealed.json")
            job = read_json(d / "job.json")
            try:
                mine = measured_records(read_records(d / "records.jsonl").records)
                unreadable = None
            except ValueError as exc:
                mine, unreadable = [], str(exc)
            got = {r.get("cell_id") for r in mine}
            skip = list(job.get("skip_cells") or [])
            todo = [c["cell_id"] for c in job.get("cells") or [] if c.get("cell_id") not in skip]
            outcome = {
                "launch_id": job.get("launch_id", d.name),
                "branch": job.get("branch"),
                "status": "lost",
                "exit_code": None,
                "signal": None,
                "runner": (job.get("runtime") or {}).get("runner"),
                "started_at": None,
                "finished_at": None,
                "wall_s": None,
                "stdout": f"{rel_dir}/stdout.log" if (d / "stdout.log").is_file() else None,
                "stderr": f"{rel_dir}/stderr.log" if (d / "stderr.log").is_file() else None,
                "image_digest": (job.get("runtime") or {}).get("image_digest"),
                "container_id": None,
                "message": "the harness stopped before this attempt ended (no launch.json); reconstructed "
                "from its job and records when the run was resumed; the exit status is unknown",
                "reconstructed": True,
                "plan_launch_id": _plan_launch_id(job.get("launch_id", d.name)),
                "phase": job.get("phase"),
                "skip_cells": skip,
                "cells_without_record": [c for c in todo if c not in got],
                "records_unreadable": unreadable,
            }
            seal_launch(run_dir, rel_dir, outcome, "reconstructed at resume")
            out.append(rel_dir)
    return out


def _plan_launch_id(attempt_id: str) -> str:
    return attempt_id.split(".resume", 1)[0]


def introspect(ctx: RunContext, branch: str) -> dict:
    """The entry's introspection of ``branch`` (saved once; reused on resume)."""
    out_dir = ctx.run_dir / "introspection"
    out_dir.mkdir(exist_ok=True)
    path = out_dir / f"{branch}.json"
    if path.exists():
        if f"introspection/{path.name}" not in sealed_paths(ctx.run_dir):
            seal(ctx.run_dir, [f"introspection/{path.name}"], "introspection")
        return read_json(path)
    b, m = ctx.spec.branch(branch), ctx.spec.model
    args = (
        "-m",
        "harness.entry",
        "introspect",
        "--model",
        str(m.path),
        "--cache",
        json.dumps(b.cache.options(), sort_keys=True),
        "--dtype",
        m.dtype,
        "--device",
        m.device,
    ) + (("--trust-remote-code",) if m.trust_remote_code else ())
    result = ctx.runner.run_tool(ctx.tool_request(branch, args, timeout_s=900))
    try:
        data = json.loads(result.stdout)
    except json.JSONDecodeError:
        data = None
    if isinstance(data, dict):  # the entry prints JSON also when the mapping fails (applicable: false)
        data = {**data, "introspect_exit_code": result.exit_code}
        write_json_new(path, data)
        seal(ctx.run_dir, [f"introspection/{path.name}"], "introspection")
        return data
    error = {
        "branch": branch,
        "exit_code": result.exit_code,
        "stdout": result.stdout[-4000:],
        "stderr": result.stderr[-4000:],
        "parsed": data,
    }
    error_path = out_dir / f"{branch}.error.json"
    n = 1
    while error_path.exists():
        n += 1
        error_path = out_dir / f"{branch}.error-{n}.json"
    write_json_new(error_path, error)
    seal(ctx.run_dir, [f"introspection/{error_path.name}"], "introspection")
    return {"error": f"introspection failed (exit {result.exit_code}); see introspection/{error_path.name}"}
