"""The report's three PNG plots, drawn only from records used in figures (valid, completed, not warm-up).

Uses matplotlib's object API (``Figure`` + Agg canvas), never ``pyplot``: no global state, no display needed.
``draw_plots(data, an, out_dir) -> [{"title", "path" (relative to the run directory) or None, "reason"}]``; a plot
with nothing to draw is not written and says why. Framework peaks and NVML readings are never drawn together.
"""

from __future__ import annotations

import io
from pathlib import Path

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from harness.run.files import write_bytes_atomic
from harness.verdict.aggregate import peak_memory_bytes
from harness.verdict.analysis import Analysis
from harness.verdict.rundata import RunData
from harness.verdict.views import RunRecord

_MIB = 1024 * 1024


def _figure_records(data: RunData, an: Analysis) -> list[RunRecord]:
    return [c.record for c in an.of("figure")]


def _save(fig: Figure, out_dir: Path, name: str) -> str:
    out_dir.mkdir(parents=True, exist_ok=True)
    FigureCanvasAgg(fig)
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100, metadata={"Software": None})
    write_bytes_atomic(out_dir / name, buffer.getvalue())  # atomic; a link in place of the file is refused
    return f"{out_dir.name}/{name}"


def kv_plot(data: RunData, an: Analysis, out_dir: Path) -> dict:
    """Measured KV cache bytes (after prefill and final) vs cached tokens per branch, with the analytic lines."""
    title = "KV cache bytes vs tokens"
    recs = [r for r in _figure_records(data, an) if r.kv_cache.final_bytes is not None]
    if not recs:
        return {"title": title, "path": None, "reason": "no valid completed record with a measured KV cache"}
    fig = Figure(figsize=(7, 4.5))
    ax = fig.add_subplot()
    for b in an.branches:
        mine = [r for r in recs if r.branch == b["name"]]
        if not mine:
            continue
        pts = sorted((r.kv_cache.tokens, r.kv_cache.final_bytes or 0) for r in mine if r.kv_cache.tokens)
        pre = sorted(
            (r.input_tokens, r.kv_cache.after_prefill_bytes)
            for r in mine
            if r.input_tokens and r.kv_cache.after_prefill_bytes is not None
        )
        line = ax.plot([p[0] for p in pts], [p[1] / _MIB for p in pts], "o", label=f"{b['name']} final")[0]
        if pre:
            ax.plot(
                [p[0] for p in pre],
                [p[1] / _MIB for p in pre],
                "^",
                color=line.get_color(),
                alpha=0.6,
                label=f"{b['name']} after prefill",
            )
        quant = sorted(
            {
                (r.kv_cache.tokens, r.kv_cache.analytic_quantized_bytes)
                for r in mine
                if r.kv_cache.analytic_quantized_bytes is not None and r.kv_cache.tokens
            }
        )
        if quant:
            ax.plot(
                [q[0] for q in quant],
                [q[1] / _MIB for q in quant],
                "--",
                color=line.get_color(),
                label=f"{b['name']} analytic quantized",
            )
    dense = sorted(
        {
            (r.kv_cache.tokens, r.kv_cache.analytic_dense_bytes)
            for r in recs
            if r.kv_cache.analytic_dense_bytes is not None and r.kv_cache.tokens
        }
    )
    if dense:
        ax.plot([d[0] for d in dense], [d[1] / _MIB for d in dense], "k-", lw=1, label="analytic weight-dtype size")
    ax.set_xlabel("cached tokens")
    ax.set_ylabel("KV cache (MiB)")
    ax.legend(fontsize=7)
    ax.grid(alpha=0.3)
    return {"title": title, "path": _save(fig, out_dir, "kv_cache_bytes.png"), "reason": None}


def _per_cell(
    an: Analysis, key: str, scale: float, ylabel: str, title: str, out_dir: Path, name: str, values_of
) -> dict:
    rows = [m for m in an.matrix if m[key]]
    if not rows:
        return {"title": title, "path": None, "reason": "no valid completed record in any cell"}
    fig = Figure(figsize=(7, 4.5))
    ax = fig.add_subplot()
    cells = list(an.cells)
    names = [b["name"] for b in an.branches]
    width = 0.8 / max(len(names), 1)
    top = max(m[key]["max"] for m in rows) / scale
    for i, branch in enumerate(names):
        xs, med, lo, hi = [], [], [], []
        for m in an.matrix:
            if m["branch"] != branch:
                continue
            x = cells.index(m["cell"]) + (i - (len(names) - 1) / 2) * width
            if m[key]:
                xs.append(x)
                med.append(m[key]["median"] / scale)
                lo.append((m[key]["median"] - m[key]["min"]) / scale)
                hi.append((m[key]["max"] - m[key]["median"]) / scale)
                for v in values_of(m):
                    ax.plot([x], [v / scale], ".", color="grey", ms=4)
            elif m["n_not_completed"]:
                ax.annotate("does not run", (x, 0), rotation=90, fontsize=7, ha="center", va="bottom")
        if xs:
            ax.errorbar(xs, med, yerr=[lo, hi], fmt="s", capsize=4, label=f"{branch} (median, min-max)")
    ax.set_xticks(range(len(cells)), cells)
    ax.set_xlim(-0.6, len(cells) - 0.4)
    ax.set_ylabel(ylabel)
    ax.set_ylim(0, top * 1.15 if top > 0 else 1)
    ax.legend(fontsize=7)
    ax.grid(alpha=0.3)
    return {"title": title, "path": _save(fig, out_dir, name), "reason": None}


def draw_plots(data: RunData, an: Analysis, out_dir: Path) -> list[dict]:
    recs = _figure_records(data, an)

    def values(key_fn):
        return lambda m: [
            v
            for r in recs
            if (r.branch, r.tier_id, r.output_budget) == (m["branch"], m["tier_id"], m["output_budget"])
            for v in [key_fn(r)]
            if v is not None
        ]

    return [
        kv_plot(data, an, out_dir),
        _per_cell(
            an,
            "peak_memory_bytes",
            _MIB,
            "framework peak (MiB): CUDA allocated, or CPU RSS",
            "Peak memory per cell",
            out_dir,
            "peak_memory.png",
            values(peak_memory_bytes),
        ),
        _per_cell(
            an,
            "generation_s",
            1.0,
            "generation time (s, prefill + decode)",
            "Generation time per cell",
            out_dir,
            "generation_time.png",
            values(lambda r: r.timing.generation_s),
        ),
    ]
