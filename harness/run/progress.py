"""Progress on stderr (rich) and the end-of-run summary table.

``RunProgress`` shows two bars, launches and measured cells, with elapsed and estimated remaining time; while a
launch runs, ``poll()`` counts the lines its entry has appended so far. ``summary_rows(run_dir, plan)`` builds
the per-cell, per-branch summary from the records on disk (every attempt directory), and ``print_summary``
draws it. Nothing here writes to stdout.

With parallel comparison groups (``show_groups``; Slurm, ``max_parallel_groups`` > 1) every launch in flight
gets its own row, ``<group>: <attempt> (<branch>)`` with its cells and its state (``waiting: ...``, ``slurm job
12 PENDING (Priority)``, ``RUNNING on gpu03``), and logged state lines name their attempt. Thread-safe.
"""

from __future__ import annotations

import statistics
import threading
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from harness.run.files import measured_records, read_records


@dataclass
class _Row:
    """One launch in flight when groups run in parallel: its records file, its progress row, cells seen."""

    records_path: Path
    task: TaskID
    label: str
    seen: int = 0


class RunProgress:
    """Context manager; ``console`` defaults to stderr. ``quiet`` turns the live display off (tests, no TTY)."""

    def __init__(self, n_launches: int, n_cells: int, console: Console | None = None) -> None:
        self.console = console or _stderr_console()
        self._progress = Progress(
            TextColumn("{task.description}"),
            BarColumn(),
            MofNCompleteColumn(),
            TimeElapsedColumn(),
            TextColumn("remaining"),
            TimeRemainingColumn(),
            console=self.console,
            transient=False,
        )
        self._launches = self._progress.add_task("launches", total=n_launches)
        self._cells = self._progress.add_task("cells", total=n_cells)
        self._records_path: Path | None = None
        self._base_cells = 0
        self._seen = 0
        self._description = "launches"
        self._lock = threading.RLock()
        self._rows: dict[str, _Row] | None = None  # attempt id -> row, once show_groups() was called

    def __enter__(self) -> RunProgress:
        self._progress.start()
        return self

    def __exit__(self, *exc) -> None:
        self._progress.stop()

    def note(self, message: str) -> None:
        """One plain line in the log above the bars (no markup: messages may hold brackets)."""
        self._progress.console.log(message, markup=False)

    def skip(self, n_launches: int, n_cells: int) -> None:
        """Count launches/cells that need no work (already recorded, or excluded)."""
        self._progress.advance(self._launches, n_launches)
        self._progress.advance(self._cells, n_cells)

    def show_groups(self) -> None:
        """From now on launches may run at once (parallel comparison groups): one row per launch in flight."""
        with self._lock:
            if self._rows is None:
                self._rows = {}
                self._records_path, self._description = None, "launches"
                self._progress.update(self._launches, description=self._description)

    def launch_started(
        self, attempt_id: str, branch: str, records_path: Path, n_cells: int, group: str | None = None
    ) -> None:
        with self._lock:
            if self._rows is not None:
                label = f"  {escape(group or '')}: {escape(attempt_id)} ({escape(branch)})"
                task = self._progress.add_task(label, total=n_cells)
                self._rows[attempt_id] = _Row(records_path, task, label)
                return
            self._records_path, self._seen = records_path, 0
            self._description = f"launches [{escape(attempt_id)}: {escape(branch)}, {n_cells} cells]"
            self._progress.update(self._launches, description=self._description)

    def runner_state(self, line: str, attempt_id: str | None = None) -> None:
        """A queued launch's state (e.g. ``slurm job 12 PENDING (Priority)``), shown beside its launch (bar)."""
        with self._lock:
            row = self._rows.get(attempt_id) if self._rows is not None and attempt_id else None
            if row is not None:
                self._progress.update(row.task, description=f"{row.label} [{escape(line)}]")
                self._progress.console.log(f"{attempt_id}: {line}", markup=False)
                return
            self._progress.update(self._launches, description=f"{self._description} [{escape(line)}]")
            self._progress.console.log(line, markup=False)

    def poll(self) -> None:
        """Advance the cell bar by the measured records appended since the last poll (never raises)."""
        with self._lock:
            if self._rows is not None:
                for row in list(self._rows.values()):
                    self._poll_row(row)
                return
            if self._records_path is None:
                return
            try:
                n = len(measured_records(read_records(self._records_path).records))
            except (OSError, ValueError):
                return
            if n > self._seen:
                self._progress.advance(self._cells, n - self._seen)
                self._seen = n

    def _poll_row(self, row: _Row) -> None:
        try:
            n = len(measured_records(read_records(row.records_path).records))
        except (OSError, ValueError):
            return
        if n > row.seen:
            self._progress.advance(self._cells, n - row.seen)
            self._progress.advance(row.task, n - row.seen)
            row.seen = n

    def launch_finished(self, attempt_id: str, status: str, message: str | None, n_cells_total: int) -> None:
        with self._lock:
            row = self._rows.pop(attempt_id, None) if self._rows is not None else None
            if row is not None:
                self._poll_row(row)
                self._progress.advance(self._cells, max(0, n_cells_total - row.seen))
                self._progress.remove_task(row.task)
                self._progress.advance(self._launches, 1)
                self._log_end(attempt_id, status, message)
                return
        self.poll()
        # Cells that got no record still count as done for the bar: they will not run in this pass.
        self._progress.advance(self._cells, max(0, n_cells_total - self._seen))
        self._progress.advance(self._launches, 1)
        self._records_path = None
        self._log_end(attempt_id, status, message)

    def _log_end(self, attempt_id: str, status: str, message: str | None) -> None:
        colour = "green" if status == "completed" else "red"
        self._progress.console.log(
            f"[{colour}]{escape(attempt_id)}: {status}[/{colour}]" + (f" ({escape(message)})" if message else "")
        )


def _peak_memory(record: dict) -> tuple[str, int | None]:
    memory = record.get("memory") or {}
    if memory.get("device_kind") == "cpu":
        return "RSS", memory.get("peak_rss_bytes")
    return "alloc", memory.get("peak_allocated_bytes")


def summary_rows(
    run_dir: Path, plan: dict, phases: tuple[str, ...] = ("short_sample", "matrix"), excluded: tuple[str, ...] = ()
) -> list[dict]:
    """One row per (phase, tier, budget, branch) of ``phases``: planned, completed, valid, median generation_s,
    max peak memory, output tokens, stop reasons; ``excluded`` branches are marked so in their matrix rows.
    Records are read from every attempt directory under launches/."""
    planned: dict[tuple, int] = {}
    for launch in plan["launches"]:
        if launch["phase"] not in phases:
            continue
        for cell in launch["cells"]:
            key = (launch["phase"], cell["tier_id"], cell["output_budget"], launch["branch"])
            planned[key] = planned.get(key, 0) + 1
    records: list[dict] = []
    for records_path in sorted(Path(run_dir, "launches").glob("*/records.jsonl")):
        try:
            records.extend(measured_records(read_records(records_path).records))
        except ValueError:
            continue
    rows = []
    for key, n_planned in planned.items():
        mine = [
            r for r in records if (r.get("phase"), r.get("tier_id"), r.get("output_budget"), r.get("branch")) == key
        ]
        done = [r for r in mine if r.get("completed")]
        times = [r["timing"]["generation_s"] for r in done if (r.get("timing") or {}).get("generation_s") is not None]
        peaks = [_peak_memory(r) for r in done]
        peak_values = [v for _, v in peaks if v is not None]
        stops: dict[str, int] = {}
        for r in mine:
            reason = r.get("stop_reason") or (
                f"error:{(r.get('error') or {}).get('class', '?')}" if not r.get("completed") else "?"
            )
            stops[reason] = stops.get(reason, 0) + 1
        rows.append(
            {
                "phase": key[0],
                "tier_id": key[1],
                "output_budget": key[2],
                "branch": key[3],
                "planned": n_planned,
                "recorded": len(mine),
                "completed": len(done),
                "valid": sum(1 for r in done if r.get("valid")),
                "median_generation_s": statistics.median(times) if times else None,
                "peak_memory_kind": peaks[0][0] if peaks else None,
                "peak_memory_bytes": max(peak_values) if peak_values else None,
                "output_tokens": [r.get("output_tokens") for r in done],
                "stop_reasons": stops,
                "excluded": key[0] == "matrix" and key[3] in excluded,
            }
        )
    return rows


def _stderr_console() -> Console:
    probe = Console(stderr=True)
    return probe if probe.is_terminal else Console(stderr=True, width=160)  # logs: do not fold the table


def print_summary(rows: list[dict], console: Console | None = None) -> None:
    console = console or _stderr_console()
    table = Table(title="Run summary (per cell and branch; figures from completed records only)")
    for col in ("cell", "branch", "done", "valid", "median gen s", "peak MiB", "out tokens", "stop reasons"):
        table.add_column(col)
    for r in rows:
        peak = f"{r['peak_memory_bytes'] / 2**20:.1f} {r['peak_memory_kind']}" if r["peak_memory_bytes"] else "-"
        median = f"{r['median_generation_s']:.3f}" if r["median_generation_s"] is not None else "-"
        phase = "short" if r["phase"] == "short_sample" else r["phase"]
        table.add_row(
            f"{phase} {r['tier_id']} b{r['output_budget']}",
            r["branch"],
            f"{r['completed']}/{r['planned']}",
            str(r["valid"]),
            median,
            peak,
            ",".join(str(t) for t in r["output_tokens"]) or "-",
            ", ".join(f"{k}×{v}" for k, v in sorted(r["stop_reasons"].items()))
            or ("excluded (admission)" if r["excluded"] else "no record"),
        )
    console.print(table)
