"""Render capacity results with the templates beside this module (Jinja, StrictUndefined): ``capacity.md`` of a
capacity run, and the config-only table. Python decides every figure; the templates only lay them out."""

from __future__ import annotations

from pathlib import Path

from jinja2 import Environment

from harness.run.files import write_text_atomic

TEMPLATES = Path(__file__).resolve().parent / "templates"


def _env() -> Environment:
    from harness.report.render import jinja_env  # the report's setup and filters (mib); lazily: it is heavier

    env = jinja_env(TEMPLATES)
    env.filters["count"] = lambda n: "n/a" if n is None else f"{n:,}"
    env.filters["signed"] = lambda n: "n/a" if n is None else f"{n:+,}"
    env.filters["pct"] = lambda x: "n/a" if x is None else f"{x:+.1f} %"
    return env


def render_capacity_markdown(data: dict) -> str:
    return _env().get_template("capacity.md.j2").render(c=data)


def render_capacity(run_dir: Path, data: dict) -> Path:
    out = Path(run_dir) / "capacity.md"
    write_text_atomic(out, render_capacity_markdown(data))
    return out


def render_table_markdown(table: dict) -> str:
    return _env().get_template("table.md.j2").render(t=table)
