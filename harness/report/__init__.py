"""The Markdown acceptance report: plain dicts (build.py) -> Jinja templates (templates/*.j2) -> report.md, plots, CSV.

``render_run(run_dir) -> Path`` is the entry point (see ``harness.report.render``); matplotlib is imported only
when a report is rendered.
"""

from __future__ import annotations

from pathlib import Path


def render_run(run_dir: str | Path) -> Path:
    """Write report.md, records.csv and plots/ into ``run_dir``; return the report's path."""
    from harness.report.render import render_run as _render_run

    return _render_run(run_dir)
