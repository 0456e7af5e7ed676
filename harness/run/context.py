"""What one pass over a run directory needs: the spec, the plan, the runner, branch environments, stop flag.

``RunContext`` is the only mutable object of a run: ``stop_requested`` is set by the SIGINT/SIGTERM handler
(``handle_signals``), which also asks the runner to terminate its child; the orchestrator checks the flag
between steps. ``branch_python`` maps a branch to its interpreter (None = this one, or the container's).
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from harness.plan import Plan
from harness.run.base import LaunchRequest, Runner, ToolRequest
from harness.spec.model import Spec


@dataclass
class RunContext:
    run_dir: Path
    run_id: str
    spec: Spec
    spec_hash: str
    plan: Plan
    runner: Runner
    model_revision: str
    branch_python: dict[str, str | None]
    branch_env: dict[str, dict]  # branch -> {"mode", "venv_key"?, "image_digest"?} as written in environment.json
    allow_pending: bool = False
    stop_requested: bool = False
    stop_signal: int | None = None
    notes: list[str] = field(default_factory=list)

    def tool_request(self, branch: str, args: tuple[str, ...], timeout_s: float | None = 600) -> ToolRequest:
        b = self.spec.branch(branch)
        return ToolRequest(
            branch=branch,
            args=args,
            run_dir=self.run_dir,
            model_dir=self.spec.model.path,
            device=self.spec.model.device,
            timeout_s=timeout_s,
            environment_mode=b.environment.mode,
            python=self.branch_python.get(branch),
        )

    def launch_request(
        self, branch: str, attempt_id: str, timeout_s: float | None, launch_dir: Path | None = None
    ) -> LaunchRequest:
        """The request for one attempt whose files live in ``launch_dir`` (default ``launches/<attempt_id>``)."""
        b = self.spec.branch(branch)
        launch_dir = launch_dir or self.run_dir / "launches" / attempt_id
        return LaunchRequest(
            run_dir=self.run_dir,
            launch_id=attempt_id,
            branch=branch,
            job_path=launch_dir / "job.json",
            stdout_path=launch_dir / "stdout.log",
            stderr_path=launch_dir / "stderr.log",
            model_dir=self.spec.model.path,
            device=self.spec.model.device,
            timeout_s=timeout_s,
            memory_budget_bytes=self.spec.device_memory_budget_bytes,
            environment_mode=b.environment.mode,
            python=self.branch_python.get(branch),
        )


@contextmanager
def handle_signals(ctx: RunContext) -> Iterator[None]:
    """While inside: SIGINT/SIGTERM set ``ctx.stop_requested`` and terminate the runner's child (no exception)."""

    def on_signal(signum, _frame) -> None:
        ctx.stop_requested = True
        ctx.stop_signal = signum
        ctx.runner.terminate()

    previous = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
