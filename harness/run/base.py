"""The runner interface: how one branch launch becomes one isolated process (local) or container (docker).

A runner receives a host-side ``LaunchRequest`` (the job file is already written in the run directory), starts
the fixed entrypoint ``python -m harness.entry JOB --run-dir DIR`` in isolation, waits for it with a wall-clock
limit, saves stdout/stderr to the given paths, and returns a ``LaunchResult``. It never interprets records: the
entrypoint appends them itself, one flushed JSON line at a time, so a crash keeps every earlier record.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Literal

LaunchStatus = Literal["completed", "failed", "interrupted", "timeout", "lost"]  # lost: reconstructed at resume


@dataclass(frozen=True)
class LaunchRequest:
    run_dir: Path  # host path of the run directory
    launch_id: str
    branch: str
    job_path: Path  # host path of launches/<launch_id>/job.json (host view of paths)
    stdout_path: Path
    stderr_path: Path
    model_dir: Path  # host path; the docker runner mounts it read-only
    device: str  # "cpu" | "cuda" | "cuda:N"
    timeout_s: float | None  # wall-clock limit enforced by the harness
    memory_budget_bytes: int | None  # CPU: address-space limit of the child; CUDA: per-process fraction (entry)
    environment_mode: str = "current"  # local runner: "current" or "venv"
    python: str | None = None  # interpreter for the local runner (a venv's python); None = this interpreter


@dataclass(frozen=True)
class LaunchResult:
    launch_id: str
    branch: str
    status: LaunchStatus
    exit_code: int | None  # None when killed by a signal
    signal: int | None
    runner: str
    started_at: str  # ISO 8601 UTC
    finished_at: str
    wall_s: float
    stdout: str  # paths relative to the run directory
    stderr: str
    image_digest: str | None = None
    container_id: str | None = None
    message: str | None = None  # why it failed, one line, when known
    node: str | None = None  # scheduler runners: the node the launch ran on
    scheduler: dict | None = None  # scheduler runners: job id, state, reason, sbatch arguments, node facts

    @classmethod
    def ended(
        cls,
        request: LaunchRequest,
        *,
        runner: str,
        status: LaunchStatus,
        exit_code: int | None,
        signal: int | None,
        started_at: str,
        wall_s: float,
        message: str | None,
        **extra,
    ) -> LaunchResult:
        """How one launch ended, built the same way by every runner: the ids come from ``request``, stdout and
        stderr are written relative to the run directory, ``finished_at`` is now. ``extra`` holds the runner's
        own fields (``image_digest``, ``container_id``, ``node``, ``scheduler``)."""
        from harness.run.rundir import utc_now  # rundir imports the runner layer's files module; keep base light

        run_dir = Path(request.run_dir).resolve()
        return cls(
            launch_id=request.launch_id,
            branch=request.branch,
            status=status,
            exit_code=exit_code,
            signal=signal,
            runner=runner,
            started_at=started_at,
            finished_at=utc_now(),
            wall_s=wall_s,
            stdout=str(Path(request.stdout_path).resolve().relative_to(run_dir)),
            stderr=str(Path(request.stderr_path).resolve().relative_to(run_dir)),
            message=message,
            **extra,
        )

    def to_dict(self) -> dict:
        """launch.json's runner fields; ``node``/``scheduler`` only when set (local and docker launch.json keep
        exactly their keys)."""
        d = asdict(self)
        for key in ("node", "scheduler"):
            if d[key] is None:
                del d[key]
        return d


@dataclass(frozen=True)
class ToolRequest:
    """A short auxiliary command in a branch's environment (introspection, input preparation, version probe).

    ``args`` follow the interpreter, e.g. ``("-m", "harness.entry", "introspect", "--model", ...)``. Paths in
    ``args`` are host paths; a docker runner maps ``model_dir`` and ``run_dir`` the same way as for a launch.
    """

    branch: str
    args: tuple[str, ...]
    run_dir: Path | None
    model_dir: Path
    device: str
    timeout_s: float | None
    environment_mode: str = "current"
    python: str | None = None


@dataclass(frozen=True)
class ToolResult:
    exit_code: int | None  # None when killed by a signal or the timeout
    stdout: str
    stderr: str
    wall_s: float


class Runner(ABC):
    """One launch at a time; ``terminate`` may be called from a signal handler to stop the current one."""

    name: str
    # Optional: called about once a second while a launch runs (progress display). Implementations that cannot
    # poll may ignore it; it must never raise into the runner.
    on_poll: Callable[[], None] | None = None
    # Optional: called with one short line when a queued launch changes state (``slurm job 12 PENDING
    # (Priority)``); shown by the progress display. Runners without a queue never call it.
    on_state: Callable[[str], None] | None = None

    @abstractmethod
    def check_available(self) -> None:
        """Raise ``harness.errors.InfraError`` with how to fix it when this runner cannot work here."""

    @abstractmethod
    def launch(self, request: LaunchRequest) -> LaunchResult:
        """Run one launch to its end (or its timeout) and return how it ended. Never raises for a child's failure."""

    @abstractmethod
    def terminate(self) -> None:
        """Stop the launch in progress, if any (Ctrl-C / SIGTERM). Safe to call when nothing runs."""

    def run_tool(self, request: ToolRequest) -> ToolResult:
        """Run a short auxiliary command in the branch's environment and capture its output.

        Never raises for the command's own failure (a nonzero ``exit_code`` says it); raises ``InfraError`` only
        when the runner itself cannot work.
        """
        raise NotImplementedError(f"{type(self).__name__} does not run auxiliary commands yet")


def launch_status(
    *, stop_requested: bool, timed_out: bool, exit_code: int | None, timeout_s: float | None, message: str | None
) -> tuple[LaunchStatus, str | None]:
    """How a launch ended, the same way for every runner: a stop asked by the harness wins, then the wall-clock
    limit, then the child's own exit status (0 = completed). Returns ``(status, message)``."""
    if stop_requested:
        return "interrupted", "stopped by the harness (Ctrl-C or SIGTERM)"
    if timed_out:
        return "timeout", f"wall-clock limit of {timeout_s:.0f} s exceeded; stopped"
    return ("completed" if exit_code == 0 else "failed"), message
