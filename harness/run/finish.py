"""The end of a pass: final status, grading and the report.

Status: ``interrupted`` when a signal stopped the pass (no grading: a resume will finish it); ``completed`` when
every scheduled cell of the admitted branches has a record and every attempt of this pass ended normally;
``failed`` otherwise (the missing cells and failed attempts are listed in run.json; the run stays resumable).
Grading and the report run for completed and failed runs alike: a report of a failed run says what is missing.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from harness.run.context import RunContext
from harness.run.jobs import recorded_cells
from harness.run.rundir import set_run_status


@dataclass(frozen=True)
class RunOutcome:
    run_dir: Path
    status: str  # completed | failed | interrupted
    report: Path | None
    failed_attempts: tuple[str, ...]
    excluded_branches: tuple[str, ...]
    acceptance: tuple[dict, ...] = ()  # the eight items ({"id", "key", "result", ...}) when a report was rendered

    @property
    def acceptance_failed(self) -> bool:
        return any(item.get("result") == "fail" for item in self.acceptance)


def missing_cells(ctx: RunContext, excluded: tuple[str, ...]) -> list[str]:
    """``<launch_id>/<cell_id>`` of every scheduled cell (admitted branches) that has no record."""
    out = []
    for launch in ctx.plan.launches:
        if launch.branch in excluded:
            continue
        done, _ = recorded_cells(ctx.run_dir, launch.launch_id)
        out += [f"{launch.launch_id}/{c.cell_id}" for c in launch.cells if c.cell_id not in done]
    return out


def finish(ctx: RunContext, attempts: list[dict], excluded: tuple[str, ...]) -> RunOutcome:
    failed = tuple(a["launch_id"] for a in attempts if a["status"] != "completed")
    missing = missing_cells(ctx, excluded)
    if ctx.stop_requested:
        set_run_status(ctx.run_dir, "interrupted", event="signal", signal=ctx.stop_signal,
                       failed_attempts=list(failed), missing_cells=missing)
        return RunOutcome(ctx.run_dir, "interrupted", None, failed, excluded)
    status = "completed" if not missing and not failed else "failed"
    set_run_status(ctx.run_dir, status, event="launches done", scope="run", failed_attempts=list(failed),
                   missing_cells=missing)

    from harness.grade import grade_run
    from harness.report.render import render_run
    from harness.verdict.acceptance import acceptance_items
    from harness.verdict.analysis import analyse
    from harness.verdict.rundata import load_run

    grade_run(ctx.run_dir)
    data = load_run(ctx.run_dir)
    items = tuple(acceptance_items(data, analyse(data)))
    # run.json first, then the report: the report quotes the seal's head, which the run.json update moves
    set_run_status(ctx.run_dir, status, event="reported", report="report.md",
                   acceptance={str(i["id"]): i["result"] for i in items})
    report = Path(render_run(ctx.run_dir))
    return RunOutcome(ctx.run_dir, status, report, failed, excluded, items)


def finish_admission(ctx: RunContext, attempts: list[dict], excluded: tuple[str, ...]) -> RunOutcome:
    """End of an admission-only pass (``harness admit SPEC``): no grading or report; resumable into the matrix."""
    failed = tuple(a["launch_id"] for a in attempts if a["status"] != "completed")
    status = "interrupted" if ctx.stop_requested else "completed" if not failed else "failed"
    set_run_status(ctx.run_dir, status, event="admission done", scope="admission", failed_attempts=list(failed))
    return RunOutcome(ctx.run_dir, status, None, failed, excluded)
