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
    overall: str | None = None  # the decision (harness.verdict.decision): pass | fail | pending; None: not decided

    @property
    def acceptance_failed(self) -> bool:
        """Every candidate fails (with one candidate: an item failed); see ``harness.verdict.decision``."""
        return self.overall == "fail"


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
        set_run_status(
            ctx.run_dir,
            "interrupted",
            event="signal",
            signal=ctx.stop_signal,
            failed_attempts=list(failed),
            missing_cells=missing,
        )
        return RunOutcome(ctx.run_dir, "interrupted", None, failed, excluded)
    status = "completed" if not missing and not failed else "failed"
    set_run_status(
        ctx.run_dir, status, event="launches done", scope="run", failed_attempts=list(failed), missing_cells=missing
    )

    from harness.grade import grade_run

    grade_run(ctx.run_dir)
    decision = record_verdict(ctx.run_dir, "reported")
    return RunOutcome(
        ctx.run_dir, status, ctx.run_dir / "report.md", failed, excluded, tuple(decision["items"]), decision["overall"]
    )


def record_verdict(run_dir: Path, event: str) -> dict:
    """Decide the run (``harness.verdict.decision``) and write that one verdict everywhere: acceptance.json
    (``verdict``, beside the thresholds registered before the first record, which stay as they were), run.json
    (``acceptance`` and ``verdicts``, same status) and report.md (rendered last: it quotes the seal's head, which
    the two writes move). Called at the end of a run and by ``harness grade`` and ``harness fallback``."""
    from harness.report.render import render_run
    from harness.run.files import read_json, write_json_atomic
    from harness.run.rundir import read_run, utc_now
    from harness.run.seal import seal
    from harness.verdict.decision import decide, summary
    from harness.verdict.rundata import load_run

    run_dir = Path(run_dir)
    decision = decide(load_run(run_dir))
    verdict = {**summary(decision), "decided_at": utc_now(), "event": event}
    acceptance = read_json(run_dir / "acceptance.json")
    acceptance["verdict"] = verdict
    write_json_atomic(run_dir / "acceptance.json", acceptance)
    seal(run_dir, ["acceptance.json"], f"verdict ({event})")
    set_run_status(
        run_dir,
        read_run(run_dir)["status"],
        event=event,
        report="report.md",
        acceptance=verdict["items"],
        verdicts=verdict["candidates"],
        overall=verdict["overall"],
    )
    render_run(run_dir)
    return decision


def finish_admission(ctx: RunContext, attempts: list[dict], excluded: tuple[str, ...]) -> RunOutcome:
    """End of an admission-only pass (``harness admit SPEC``): no grading or report; resumable into the matrix."""
    failed = tuple(a["launch_id"] for a in attempts if a["status"] != "completed")
    status = "interrupted" if ctx.stop_requested else "completed" if not failed else "failed"
    set_run_status(ctx.run_dir, status, event="admission done", scope="admission", failed_attempts=list(failed))
    return RunOutcome(ctx.run_dir, status, None, failed, excluded)
