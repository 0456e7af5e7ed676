"""Render a run directory: ``report.md`` (Jinja, StrictUndefined), ``records.csv`` and ``plots/*.png``.

``render_run(run_dir) -> Path`` (the report's path) reads only the run directory, never the spec file on disk,
and overwrites only its own outputs (report.md, records.csv, plots/). Python builds the context
(``harness.report.build``); the templates under ``harness/report/templates/`` write every word of Markdown.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from harness.errors import InfraError
from harness.report.build import build_report
from harness.report.plots import draw_plots
from harness.run.files import inside, io_error_line, write_text_atomic
from harness.verdict.analysis import analyse
from harness.verdict.decision import decide
from harness.verdict.rundata import load_run

TEMPLATES = Path(__file__).resolve().parent / "templates"
_LEAD_COLUMNS = (
    "use",
    "use_reasons",
    "launch_id",
    "phase",
    "branch",
    "role",
    "repeat",
    "cell_id",
    "warmup",
    "tier_id",
    "input_tokens",
    "output_budget",
    "output_tokens",
    "stop_reason",
    "completed",
    "valid",
)


def fmt_num(value, digits: int = 3) -> str:
    """A figure as text with ``digits`` significant digits; ``n/a`` for a missing value (never a made-up 0)."""
    if value is None:
        return "n/a"
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    return f"{value:.{digits}g}" if abs(value) < 10**digits else f"{value:.0f}"


def fmt_mib(value) -> str:
    return "n/a" if value is None else f"{value / (1024 * 1024):,.1f} MiB"


def fmt_mib_range(stats) -> str:
    """A min-max range of bytes as ``483.6-488.1 MiB`` (one unit), ``n/a`` when not measured."""
    if not stats:
        return "n/a"
    lo, hi = stats["min"] / (1024 * 1024), stats["max"] / (1024 * 1024)
    return f"{lo:,.1f} MiB" if f"{lo:,.1f}" == f"{hi:,.1f}" else f"{lo:,.1f}-{hi:,.1f} MiB"


def fmt_ratio(value) -> str:
    return "n/a" if value is None else f"{value:.3f}x"


def tokens(per_repeat: dict) -> str:
    """Output tokens per repeat: ``32 x3`` when every repeat made the same number, else ``r1:32, r2:30``."""
    if not per_repeat:
        return "n/a"
    values = list(per_repeat.values())
    if len(set(values)) == 1 and len(values) > 1:
        return f"{values[0]} x{len(values)}"
    return ", ".join(f"r{r}:{n}" for r, n in per_repeat.items())


def basename(value) -> str:
    """The last part of a path (a model directory), so the report carries no host path in its first lines."""
    return "n/a" if not value else Path(str(value)).name


_SHA = re.compile(r"\b(sha256:)?([0-9a-f]{12})[0-9a-f]{52}\b")


def short_hashes(value) -> str:
    """Full SHA-256 digests inside a text cut to their first 12 hex digits plus an ellipsis, where the report
    already shows the full digest once (section 1) and repeating it would only add width."""
    return _SHA.sub(lambda m: f"{m.group(1) or ''}{m.group(2)}…", str(value))


def table_cell(value) -> str:
    """Text safe inside one Markdown table cell: pipes escaped, line breaks folded."""
    return str(value).replace("|", "\\|").replace("\n", " ")


def jinja_env(templates: Path = TEMPLATES) -> Environment:
    """The one Jinja setup of every Markdown the harness writes (StrictUndefined, no autoescape, the shared
    figure filters); ``templates`` is the folder to load from (the capacity templates live beside their module)."""
    env = Environment(
        loader=FileSystemLoader(str(templates)),
        undefined=StrictUndefined,
        autoescape=False,
        keep_trailing_newline=True,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(
        num=fmt_num,
        mib=fmt_mib,
        mibrange=fmt_mib_range,
        ratio=fmt_ratio,
        cell=table_cell,
        shorthash=short_hashes,
        basename=basename,
        tokens=tokens,
    )
    return env


def render_template(name: str, context: dict) -> str:
    return jinja_env().get_template(name).render(**context)


def _flatten(prefix: str, value, out: dict) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _flatten(f"{prefix}.{k}" if prefix else str(k), v, out)
    elif isinstance(value, list):
        out[prefix] = json.dumps(value, ensure_ascii=False, sort_keys=True)
    else:
        out[prefix] = value


def write_records_csv(records, uses, path: Path) -> None:
    """Every record (warm-up, short sample, invalid, not completed included) as one flattened row, with its use.
    ``records``: the lines exactly as written (``RunData.records``), so the CSV holds no key the file lacks."""
    rows = []
    for rec, use in zip(records, uses, strict=True):
        flat: dict = {}
        _flatten("", {k: v for k, v in rec.items() if k != "_launch_dir"}, flat)
        flat["use"] = use["use"]
        flat["use_reasons"] = "; ".join(use["reasons"])
        flat.setdefault("launch_id", rec["_launch_dir"])  # the reader adds it to every record
        rows.append(flat)
    keys = sorted({k for r in rows for k in r})
    header = [k for k in _LEAD_COLUMNS if k in keys or k in ("use", "use_reasons")] + [
        k for k in keys if k not in _LEAD_COLUMNS
    ]
    buffer = io.StringIO(newline="")
    writer = csv.DictWriter(buffer, fieldnames=header, extrasaction="ignore")
    writer.writeheader()
    for row in rows:
        writer.writerow({k: ("" if row.get(k) is None else row.get(k)) for k in header})
    write_text_atomic(path, buffer.getvalue())


def render_run(run_dir: str | Path) -> Path:
    """Write report.md, records.csv and plots/ into ``run_dir``; return the report's path.

    Raises ``InputError`` (exit 2) when ``run_dir`` is not a directory, ``InfraError`` (exit 3) when the outputs
    cannot be written. Missing stage files never raise: the report says ``pending`` with the reason.
    """
    data = load_run(run_dir)
    an = analyse(data)
    decision = decide(data, an)
    items = decision["items"]
    root = Path(run_dir)
    targets = [inside(root, rel) for rel in ("report.md", "records.csv", "plots")]  # no link is written through
    try:
        plots = draw_plots(data, an, targets[2])
        context = build_report(data, an, items, plots, decision)
        write_text_atomic(targets[0], render_template("report.md.j2", context))
        write_records_csv(data.records, an.uses, targets[1])
    except OSError as exc:
        raise InfraError(f"cannot write the report into {root}: {io_error_line(exc)}") from None
    return root / "report.md"
