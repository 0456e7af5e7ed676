"""``run_spec`` and ``resume_run``: a validated spec to a complete, traceable run directory.

Order (the brief): check the runner and the model revision -> branch environments (venvs) and their package
versions -> create the run directory whole (run.json, spec.yaml, spec.resolved.json, acceptance.json registered
before the first record, plan.json, environment.json) -> prepare inputs (ordinary environment) -> short-sample
launches, ordinary first -> introspection per candidate -> admission -> matrix launches in plan order for the
ordinary branch and the admitted candidates (``allowed``; every candidate with ``allow_pending``, stated in
run.json and so in the report) -> grade -> report.

Launches run one at a time, except on the Slurm runner with ``slurm.max_parallel_groups`` > 1: there the matrix's
comparison groups (one per repeat) run concurrently, up to that many at once, one thread per group, each group's
launches one after another in planned order (the runner keeps a group on one node and groups in flight on
different nodes). The short sample, introspection and admission still come first, alone. Sealing stays serialized
(``harness.run.steps`` seals under one lock, in this process, which holds the run lock).

A failed launch is recorded and the run goes on. SIGINT/SIGTERM stop the child, keep every record, mark the run
``interrupted`` and return; ``resume_run`` continues it (see ``harness.run.jobs`` for what runs again). Final
status: ``completed`` when every scheduled cell of the admitted branches has a record and every attempt ended
normally, else ``failed`` (resumable too).
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor, wait
from pathlib import Path

from harness.errors import HarnessError, InfraError, InputError
from harness.plan import Launch, build_plan, plan_from_dict
from harness.run import environment as envmod
from harness.run.admission import admit
from harness.run.base import Runner, ToolRequest
from harness.run.context import RunContext, handle_signals
from harness.run.files import io_error_line, read_json
from harness.run.finish import RunOutcome, finish, finish_admission
from harness.run.local import HARNESS_ROOT
from harness.run.lock import run_lock
from harness.run.preflight import preflight
from harness.run.progress import RunProgress, print_summary, summary_rows
from harness.run.rundir import canonical_sha256, create_run_dir, new_run_id, open_archived_run, set_run_status, utc_now
from harness.run.select import make_runner
from harness.run.steps import introspect, prepare_inputs, reconcile_unsealed, run_launch
from harness.run.venv import branch_requirements, ensure_venv
from harness.spec import canonical_json, spec_hash
from harness.spec.model import Spec


def model_revision_for(spec: Spec) -> str:
    """The model revision to record: computed from the files; must equal a pinned ``sha256:`` in the spec."""
    from harness.entry.revision import model_revision  # pure helper, no torch

    try:
        actual = model_revision(spec.model.path)
    except OSError as exc:  # FileNotFoundError (no directory / no config.json), PermissionError
        raise InputError(
            f"{spec.model.path}: {exc.strerror or exc}; point model.path at a local model directory"
        ) from None
    if spec.model.revision != "auto" and spec.model.revision != actual:
        raise InputError(f"model {spec.model.path}: files hash to {actual}, the spec pins {spec.model.revision}")
    return actual


def branch_environments(spec: Spec, runner: Runner) -> tuple[dict[str, str | None], dict[str, dict]]:
    """(branch -> interpreter, branch -> environment facts). venv mode builds/reuses the branch's venv (local)."""
    pythons: dict[str, str | None] = {}
    facts: dict[str, dict] = {}
    state_dir = spec.output_dir / ".state"
    # The slurm runner runs a branch on the node as the local runner does (launcher local) or in its image (docker).
    kind = getattr(runner, "environment_kind", runner.name)
    for b in spec.branches:
        if b.environment.mode == "venv" and kind == "local":
            reqs = branch_requirements(spec.environment.requirements, b.environment.extra_requirements, b.name)
            info = ensure_venv(reqs, state_dir)
            pythons[b.name] = str(info.python)
            facts[b.name] = {
                "mode": "venv",
                "venv_key": info.key,
                "venv_path": str(info.path),
                "requirements": list(reqs),
                "pip_freeze": list(info.freeze),
            }
        elif kind == "local":
            pythons[b.name] = None
            facts[b.name] = {"mode": b.environment.mode, "python": sys.executable}
        else:  # docker: the branch's pinned image (known once the runner has it: for_spec, or after a launch)
            pythons[b.name] = None
            image = getattr(runner, "images", {}).get(b.name)
            facts[b.name] = {
                "mode": runner.name,
                "image": getattr(image, "tag", None),
                "image_digest": getattr(image, "image_id", None),
            }
    return pythons, facts


def _environment_json(ctx: RunContext) -> dict:
    branches = {}
    for b in ctx.spec.branches:
        request = ToolRequest(
            branch=b.name,
            args=(),
            run_dir=None,
            model_dir=ctx.spec.model.path,
            device=ctx.spec.model.device,
            timeout_s=120,
            environment_mode=b.environment.mode,
            python=ctx.branch_python.get(b.name),
        )
        branches[b.name] = {**ctx.branch_env[b.name], **envmod.probe_packages(ctx.runner, request)}
    return {
        "host": envmod.host_facts(),
        "device": envmod.device_facts(ctx.spec.model.device),
        "harness_git": envmod.git_revision(HARNESS_ROOT),
        "runner": ctx.runner.name,
        "branches": branches,
        "model_revision": ctx.model_revision,
        "recorded_at": utc_now(),
    }


def _acceptance_json(spec: Spec) -> dict:
    thresholds: dict[str, object] = {
        "memory_headroom_fraction": spec.acceptance.memory_headroom_fraction,
        "max_generation_seconds": spec.acceptance.max_generation_seconds,
        "facts_must_be_correct": spec.acceptance.facts_must_be_correct,
        "max_unsupported_additions": spec.acceptance.max_unsupported_additions,
        "device_memory_budget_bytes": spec.device_memory_budget_bytes,
    }
    if spec.acceptance.required_context_tokens is not None:  # the gain registered in advance, when there is one
        thresholds["required_context_tokens"] = spec.acceptance.required_context_tokens
    if spec.acceptance.facts_review != "person":  # registered only when decided grades need no person
        thresholds["facts_review"] = spec.acceptance.facts_review
    return {"thresholds": thresholds, "sha256": canonical_sha256(thresholds), "registered_at": utc_now()}


def _check_branch_packages(spec: Spec, environment: dict, facts: dict[str, dict]) -> None:
    """A dedicated venv, or a branch image (docker; the slurm runner's docker launcher), must hold what runs in it
    (the ordinary one also prepares the inputs); say what is missing before anything is written (exit 2)."""
    problems = []
    for b in spec.branches:
        mode = facts[b.name].get("mode")
        probe = environment["branches"][b.name]
        if mode not in ("venv", "docker", "slurm") or (mode != "venv" and "packages" not in probe):
            continue  # an image whose probe failed: the launch itself reports why
        missing = envmod.missing_packages(probe, b.role)
        if missing:
            where = f"venv {facts[b.name]['venv_path']}" if mode == "venv" else f"image {facts[b.name].get('image')}"
            problems.append(
                f"branch {b.name!r} ({where}) lacks {', '.join(missing)}: add "
                "them, pinned, to environment.requirements"
                + (
                    " (the ordinary environment also prepares the inputs: jinja2, jsonschema, ruamel.yaml)"
                    if b.role == "ordinary"
                    else ""
                )
            )
    if problems:
        raise InputError("\n".join(problems))


def admit_spec(
    spec: Spec, *, overrides: tuple[str, ...] = (), runner: Runner | None = None, progress_console=None
) -> Path:
    """The first steps of ``run_spec`` alone (inputs, short sample, introspection, admission) in a new run
    directory; returns it. run.json gets ``scope: admission``; ``harness run --resume`` continues with the matrix."""
    return run_spec(
        spec, overrides=overrides, runner=runner, progress_console=progress_console, until="admission"
    ).run_dir


def run_spec(
    spec: Spec,
    *,
    overrides: tuple[str, ...] = (),
    allow_pending: bool = False,
    runner: Runner | None = None,
    progress_console=None,
    until: str = "report",
) -> RunOutcome:
    """Create a new run directory for ``spec`` and run it to its end (or an interruption, or the admission
    table when ``until="admission"``)."""
    preflight(spec)  # every file the run needs, before anything is built, launched or written (exit 2)
    runner = runner or make_runner(spec.runner, spec)
    runner.check_available()
    revision = model_revision_for(spec)
    plan = build_plan(spec)
    pythons, facts = branch_environments(spec, runner)
    run_id = new_run_id()
    shash = spec_hash(spec)
    ctx = RunContext(
        run_dir=spec.output_dir / spec.name / run_id,
        run_id=run_id,
        spec=spec,
        spec_hash=shash,
        plan=plan,
        runner=runner,
        model_revision=revision,
        branch_python=pythons,
        branch_env=facts,
        allow_pending=allow_pending,
    )
    environment = _environment_json(ctx)
    _check_branch_packages(spec, environment, facts)
    run_json = {
        "run_id": run_id,
        "spec_name": spec.name,
        "spec_hash": shash,
        "status": "running",
        "created_at": utc_now(),
        "finished_at": None,
        "harness_git": environment["harness_git"],
        "runner": runner.name,
        "overrides": list(overrides),
        "allow_pending": allow_pending,
        "model_revision": revision,
        "spec_source": str(spec.source) if spec.source else None,
        "history": [{"at": utc_now(), "status": "running", "event": "created"}],
    }
    files: dict[str, bytes | str | dict | list] = {
        "run.json": run_json,
        "spec.resolved.json": canonical_json(spec).encode("utf-8"),
        "acceptance.json": _acceptance_json(spec),
        "plan.json": plan.to_dict(),
        "environment.json": environment,
        "run.lock": b"",
    }
    if spec.source is not None:
        files["spec.yaml"] = Path(spec.source).read_bytes()
    ctx.run_dir = create_run_dir(spec.output_dir / spec.name, run_id, files)
    return _execute(ctx, progress_console, until=until)


def resume_run(
    run_dir: Path, *, allow_pending: bool | None = None, runner: Runner | None = None, progress_console=None
) -> RunOutcome:
    """Continue ``run_dir``: same spec, plan, runner and environments; only missing cells run, as new attempts."""
    run_dir = Path(run_dir).resolve()
    run, spec = open_archived_run(run_dir)
    preflight(spec)
    shash = run["spec_hash"]
    runner = runner or make_runner(run["runner"], spec if run["runner"] == "slurm" else None)
    if runner.name != run["runner"]:
        raise InputError(f"{run_dir} ran with the {run['runner']} runner; a resume must use the same runner")
    runner.check_available()
    revision = model_revision_for(spec)
    if revision != run["model_revision"]:
        raise InputError(f"model files changed since the run started ({run['model_revision']} -> {revision})")
    pythons, facts = branch_environments(spec, runner)
    archived = read_json(run_dir / "environment.json").get("branches", {})
    for name, fact in facts.items():
        if fact.get("venv_key") != archived.get(name, {}).get("venv_key"):
            raise InfraError(f"branch {name!r}: its environment differs from the archived one; cannot resume")
    ctx = RunContext(
        run_dir=run_dir,
        run_id=run["run_id"],
        spec=spec,
        spec_hash=shash,
        plan=plan_from_dict(read_json(run_dir / "plan.json")),
        runner=runner,
        model_revision=revision,
        branch_python=pythons,
        branch_env=facts,
        allow_pending=run.get("allow_pending", False) if allow_pending is None else allow_pending,
    )
    return _execute(ctx, progress_console, resumed=True)


def _execute(ctx: RunContext, console, resumed: bool = False, until: str = "report") -> RunOutcome:
    with run_lock(ctx.run_dir, exclusive=True), handle_signals(ctx):
        attempts: list[dict] = []
        excluded: tuple[str, ...] = ()
        try:
            if resumed:
                for rel in reconcile_unsealed(ctx.run_dir):
                    ctx.notes.append(f"{rel}: its end was never sealed; launch.json reconstructed from its records")
            set_run_status(
                ctx.run_dir, "running", event="resumed" if resumed else "started", allow_pending=ctx.allow_pending
            )
            n_cells = sum(len(launch.cells) for launch in ctx.plan.launches)
            with RunProgress(len(ctx.plan.launches), n_cells, console) as progress:
                for note in ctx.notes:
                    progress.note(note)
                excluded = _phases(ctx, progress, attempts, until)
            phases = ("short_sample",) if until == "admission" else ("short_sample", "matrix")
            print_summary(summary_rows(ctx.run_dir, ctx.plan.to_dict(), phases, excluded), console)
            if until == "admission":
                return finish_admission(ctx, attempts, excluded)
            return finish(ctx, attempts, excluded)
        except OSError as exc:  # disk full, I/O error: one line, run.json says why (when it can still be written)
            line = io_error_line(exc, ctx.run_dir)
            _try_status(ctx, "interrupted", event="io error", error=line)
            raise InfraError(
                f"{line}; the run stopped here and is resumable once that is fixed: harness run --resume {ctx.run_dir}"
            ) from None
        except Exception as exc:  # recorded, then re-raised: a run that stopped on an error is marked failed
            if ctx.stop_requested and not isinstance(exc, HarnessError):
                return finish(ctx, attempts, excluded)  # e.g. Ctrl-C also reached the preparation subprocess
            _try_status(ctx, "failed", event="error", error=f"{type(exc).__name__}: {exc}")
            raise


def _try_status(ctx: RunContext, status: str, **fields: object) -> None:
    """Best effort: a run.json that cannot be written (the disk is full) must not hide the first error."""
    try:
        set_run_status(ctx.run_dir, status, **fields)
    except OSError:
        pass


def _phases(ctx: RunContext, progress: RunProgress, attempts: list[dict], until: str) -> tuple[str, ...]:
    """Inputs, short sample, introspection + admission, matrix; returns the branches excluded from the matrix."""
    excluded: tuple[str, ...] = ()
    inputs = prepare_inputs(ctx)
    for phase in ("short_sample", "matrix"):
        if phase == "matrix" and not ctx.stop_requested:
            for cand in ctx.spec.candidates:
                introspect(ctx, cand.name)
            excluded = admit(ctx)
            if until == "admission":
                break
        n_parallel = parallel_groups(ctx)
        if phase == "matrix" and n_parallel > 1 and not ctx.stop_requested:
            run_groups(ctx, ctx.plan.phase(phase), inputs, progress, attempts, excluded, n_parallel)
            continue
        _run_group(ctx, ctx.plan.phase(phase), inputs, progress, attempts, excluded)
        if n_parallel > 1:
            _group_done(ctx, ctx.plan.phase(phase))  # the short sample's node is free for the matrix's groups
    return excluded


def parallel_groups(ctx: RunContext) -> int:
    """How many comparison groups may run at once: ``slurm.max_parallel_groups`` on the Slurm runner, else 1."""
    return ctx.spec.slurm.max_parallel_groups if ctx.runner.name == "slurm" else 1


def _run_group(
    ctx: RunContext,
    launches: Sequence[Launch],
    inputs: dict[str, dict],
    progress: RunProgress,
    attempts: list[dict],
    excluded: tuple[str, ...],
    stop: threading.Event | None = None,
) -> None:
    """``launches`` one after another in planned order (a failed launch is recorded and the next one runs)."""
    for launch in launches:
        if ctx.stop_requested or (stop is not None and stop.is_set()):
            break
        if launch.branch in excluded:
            progress.note(f"{launch.launch_id}: not run ({launch.branch} excluded: see admission.md)")
            progress.skip(1, len(launch.cells))
            continue
        outcome = run_launch(ctx, launch, inputs, progress)
        if outcome is None:
            progress.skip(1, len(launch.cells))
        else:
            attempts.append(outcome)


def _group_done(ctx: RunContext, launches: Sequence[Launch]) -> None:
    done = getattr(ctx.runner, "group_done", None)
    if done is not None and launches:
        done(ctx.run_dir, launches[0].phase, launches[0].repeat)


def run_groups(
    ctx: RunContext,
    launches: Sequence[Launch],
    inputs: dict[str, dict],
    progress: RunProgress,
    attempts: list[dict],
    excluded: tuple[str, ...],
    n_parallel: int,
) -> None:
    """The comparison groups of ``launches`` (one per repeat), up to ``n_parallel`` at once, each on its own thread
    and sequential inside. Attempts are appended in planned group order. An error in one group lets the launches
    in flight end, starts no new one, and is raised here."""
    groups: dict[tuple, list[Launch]] = {}
    for launch in launches:
        groups.setdefault((launch.phase, launch.repeat), []).append(launch)
    done: dict[tuple, list[dict]] = {key: [] for key in groups}
    failed = threading.Event()
    progress.show_groups()

    def one_group(key: tuple) -> None:
        try:
            _run_group(ctx, groups[key], inputs, progress, done[key], excluded, failed)
        except BaseException:
            failed.set()
            raise
        finally:
            _group_done(ctx, groups[key])

    with ThreadPoolExecutor(max_workers=n_parallel, thread_name_prefix="kvh-group") as pool:
        futures = [pool.submit(one_group, key) for key in groups]
        wait(futures)
    for key in groups:
        attempts.extend(done[key])
    for future in futures:
        error = future.exception()
        if error is not None:
            raise error
