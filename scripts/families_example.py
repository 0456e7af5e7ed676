"""The families example (issue 14): one small harness run per family preset, kept in ``reports/families/``.

``scripts/families-example.sh`` drives it; this module holds the parts that are not shell:

- ``specs``: write ``specs/families/<preset>.yaml`` for every preset (ordinary + one quanto int4 candidate, one
  tier, one budget, one repeat). The tier is the shortest of 512, 1024, 2048, ... tokens that the sample's bare
  material reaches with the preset's own tokenizer (read from the model directory, so the model must exist);
- ``readme``: write ``reports/families/README.md`` from the committed run directories alone (``admission.json``,
  ``introspection/*.json``, ``run.json``, ``spec.resolved.json``, ``launches/*/records.jsonl``) and the refusal
  file the script wrote for the untrusted custom-code run. Nothing in the table is typed by hand;
  ``tests/test_families_example.py`` re-derives it.

Usage: ``python3 scripts/families_example.py specs [PRESET...]`` / ``python3 scripts/families_example.py readme``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SPECS = REPO / "specs" / "families"
MODELS = REPO / "models" / "families"
OUT = REPO / "reports" / "families"
SAMPLE = REPO / "samples" / "writing_case_a"
UNTRUSTED = "custom-code-untrusted.json"  # the refused run without model.trust_remote_code (written by the script)
TIER_LADDER = (512, 1024, 2048, 4096)
OUTPUT_BUDGET = 16
CANDIDATE = "quanto-int4"
QUANTO = "{implementation: quantized, backend: quanto, nbits: 4, q_group_size: 64, residual_length: 128}"


def shortest_tier(model_dir: Path) -> tuple[int, int]:
    """(the shortest ladder target the bare material fits in, the bare material's token count) for this tokenizer:
    the same encoder and prompt rendering the harness's input preparation uses."""
    from harness.inputs.prepare import load_encoder
    from harness.inputs.sample import load_sample
    from harness.inputs.tiers import arrange, render_prompt

    sample = load_sample(SAMPLE)
    encode, _, _ = load_encoder(model_dir)
    bare = len(encode(render_prompt(sample, arrange(sample, 0, "start"))))
    for target in TIER_LADDER:
        if target >= bare:
            return target, bare
    raise SystemExit(f"{model_dir}: the bare material is {bare} tokens, beyond {TIER_LADDER[-1]}")


def attention(model_class: str) -> str:
    """``sdpa`` when the installed transformers class supports it, else ``eager`` (Gemma-2 refuses sdpa at load)."""
    import transformers

    return "sdpa" if getattr(getattr(transformers, model_class), "_supports_sdpa", False) else "eager"


def spec_text(name: str, target: int, bare: int, trust: bool, attn: str = "sdpa") -> str:
    attn_note = "" if attn == "sdpa" else "  # this class does not support sdpa in the installed transformers"
    trust_line = "  trust_remote_code: true           # runs the directory's own code (auto_map); see README\n"
    return (
        f"# Families example (issue 14): preset `{name}`, made by `harness model {name} --out "
        f"models/families/{name}`.\n"
        "# Written by scripts/families_example.py (do not edit: rerun it); the run is kept in "
        f"reports/families/{name}/.\n"
        f"# One tier: the shortest of {', '.join(map(str, TIER_LADDER))} that the bare material ({bare} tokens with "
        "this tokenizer) fits in.\n"
        "# Random weights: the text is meaningless; the run shows admission and the KV footprint, not quality.\n"
        "version: 1\n"
        f"name: families-{name}\n"
        "model:\n"
        f"  path: ../../models/families/{name}\n"
        "  revision: auto\n"
        "  dtype: float32\n"
        f"  attn_implementation: {attn}{attn_note}\n"
        "  device: cpu\n" + (trust_line if trust else "") + "generation:\n"
        "  do_sample: false\n"
        "  length_policy: forced              # every request generates the whole budget: paired, equal lengths\n"
        "sample:\n"
        "  path: ../../samples/writing_case_a\n"
        "matrix:\n"
        f"  input_tokens: [{target}]\n"
        f"  output_budgets: [{OUTPUT_BUDGET}]\n"
        "  repeats: 1\n"
        "  warmup: 0\n"
        "  order: alternate\n"
        "branches:\n"
        "  ordinary:\n"
        "    cache: {implementation: dynamic}\n"
        "  candidates:\n"
        f"    {CANDIDATE}:\n"
        f"      cache: {QUANTO}\n"
        "acceptance:\n"
        "  memory_headroom_fraction: 0.10\n"
        "  max_generation_seconds: 600\n"
        "  facts_must_be_correct: all\n"
        "  max_unsupported_additions: 0\n"
        "runner: local\n"
        "output_dir: ../../reports/families-runs   # ignored by git; the script copies each run to reports/families/\n"
    )


def write_specs(names: list[str]) -> None:
    from harness.entry.families import PRESETS, preset

    SPECS.mkdir(parents=True, exist_ok=True)
    for name in names or [p.name for p in PRESETS]:
        target, bare = shortest_tier(MODELS / name)
        path = SPECS / f"{name}.yaml"
        p = preset(name)
        path.write_text(spec_text(name, target, bare, p.custom_code, attention(p.model_class)), encoding="utf-8")
        print(f"{path.relative_to(REPO)}: tier {target} (bare material {bare} tokens)", file=sys.stderr)


# ---- the table, from the run directories' files only -------------------------------------------------------


def _json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def run_records(run_dir: Path) -> list[dict]:
    """Every record line of every launch attempt (``launches/*/records.jsonl``), launch directories in order."""
    out: list[dict] = []
    for path in sorted((run_dir / "launches").glob("*/records.jsonl")):
        out += [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


def kv_ratio(rec: dict) -> float | None:
    """Walked KV bytes / the analytic size of the cache that was built: the quantized size when the record has one
    (every layer quantized), else the dense size. None when the record has no KV figures."""
    kv = rec.get("kv_cache") or {}
    final = kv.get("final_bytes")
    analytic = kv.get("analytic_quantized_bytes") or kv.get("analytic_dense_bytes")
    return final / analytic if final and analytic else None


def _cache_seen(recs: list[dict]) -> str:
    seen: list[str] = []
    for r in recs:
        eff, err = r.get("effective_cache"), r.get("error") or {}
        if eff:
            item = f"{eff.get('cache_class')} [{', '.join(sorted(set(eff.get('layer_classes') or [])))}]"
        else:
            item = f"none recorded ({err.get('class')}: {err.get('message')})"
        if item not in seen:
            seen.append(item)
    return " / ".join(seen) if seen else "no record"


def _ratios(recs: list[dict]) -> str:
    done = [r for r in recs if r.get("completed")]
    if not done:
        return "no completed record"
    parts = []
    for valid in (True, False):
        vals = [kv_ratio(r) for r in done if bool(r.get("valid")) is valid]
        if not vals:
            continue
        shown = sorted({"n/a" if v is None else f"{v:.2f}" for v in vals})
        parts.append(f"{'/'.join(shown)} x{len(vals)}" + ("" if valid else " invalid"))
    return ", ".join(parts)


def _evidence(row: dict) -> str:
    """The library's answer (library_trial), then why the row is not allowed (the row's reasons), word for word."""
    ev = {e["check"]: e for e in row.get("evidence", [])}
    trial = ev.get("library_trial")
    parts = [f"library_trial {trial['state']}: {trial['detail']}"] if trial else ["library_trial: absent"]
    reasons = [r for r in row.get("reasons", []) if not r.startswith("library_trial")]
    if row.get("status") == "not_applicable":
        parts = [r for r in row.get("reasons", [])] or parts
    elif reasons:
        parts.append("not ok: " + "; ".join(reasons))
    return "; ".join(parts)


def _cell(text: str) -> str:
    return str(text).replace("|", "\\|").replace("\n", " ")


def table_rows(root: Path = OUT) -> list[dict]:
    """One dict per committed run directory ``root/<preset>/`` (sorted by name), every value read from its files."""
    rows = []
    for run_dir in sorted(p for p in root.iterdir() if p.is_dir() and (p / "run.json").is_file()):
        run, spec = _json(run_dir / "run.json"), _json(run_dir / "spec.resolved.json")
        admission = _json(run_dir / "admission.json")
        intro_path = run_dir / "introspection" / f"{CANDIDATE}.json"
        intro = _json(intro_path) if intro_path.is_file() else {}
        model = intro.get("model") or {}
        (adm,) = [r for r in admission["rows"] if r["candidate"] == CANDIDATE]
        recs = [r for r in run_records(run_dir) if not r.get("warmup")]
        by_branch = {b: [r for r in recs if r.get("branch") == b] for b in ("ordinary", CANDIDATE)}
        layer_types = model.get("layer_types")
        rows.append(
            {
                "preset": run_dir.name,
                "family": model.get("model_type"),
                "class": model.get("model_class"),
                "layers": ", ".join(sorted(set(layer_types))) if layer_types else "none declared",
                "trust_remote_code": bool(spec["model"].get("trust_remote_code", False)),
                "status": adm["status"],
                "evidence": _evidence(adm),
                "cache_ordinary": _cache_seen(by_branch["ordinary"]),
                "cache_candidate": _cache_seen(by_branch[CANDIDATE]),
                "kv_ordinary": _ratios(by_branch["ordinary"]),
                "kv_candidate": _ratios(by_branch[CANDIDATE]),
                "tier": ", ".join(str(t) for t in spec["matrix"]["input_tokens"]),
                "run": f"[{run_dir.name}/]({run_dir.name}/) ({run['run_id']}, {run['status']})",
            }
        )
    return rows


COLUMNS = (
    ("preset", "preset"),
    ("family", "family (model_type)"),
    ("class", "architecture class"),
    ("layers", "layer types"),
    ("status", "admission"),
    ("evidence", "evidence"),
    ("cache_ordinary", "effective cache, ordinary"),
    ("cache_candidate", f"effective cache, {CANDIDATE}"),
    ("kv_ordinary", "KV bytes / analytic, ordinary"),
    ("kv_candidate", f"KV bytes / analytic, {CANDIDATE}"),
    ("run", "run directory"),
)


def table_markdown(rows: list[dict]) -> str:
    lines = ["| " + " | ".join(h for _, h in COLUMNS) + " |", "|" + " --- |" * len(COLUMNS)]
    lines += ["| " + " | ".join(_cell(r[k]) for k, _ in COLUMNS) + " |" for r in rows]
    return "\n".join(lines) + "\n"


TABLE_START = "<!-- table: generated by scripts/families_example.py readme from the run directories -->"
TABLE_END = "<!-- end of table -->"


def readme_text(root: Path = OUT) -> str:
    rows = table_rows(root)
    refusal = _json(root / UNTRUSTED) if (root / UNTRUSTED).is_file() else None
    first = rows[0] if rows else {}
    harness_commit = _json(root / first["preset"] / "run.json")["harness_git"] if rows else {}
    out = [
        "# Families example: admission and the KV footprint over every preset\n",
        "One `harness run SPEC --allow-pending` per family preset (`harness model --list`): CPU-sized, seeded "
        "random-weight models of real families (their real architecture classes), each with the ordinary branch and "
        f"one quanto int4 candidate, one input tier, one output budget of {OUTPUT_BUDGET} tokens (forced), one "
        "repeat, no warm-up. The specs are `specs/families/<preset>.yaml`; `bash scripts/families-example.sh` "
        "makes the models, runs them and copies each run directory here unedited (sealed; "
        "`tests/test_families_example.py` verifies every seal with `harness.verdict.integrity.verify_run` and "
        "re-derives this table). The weights are random, so the text is meaningless: no candidate "
        "can pass the completeness checks, and `pending` for a full-attention family means only that.\n",
        f"Harness commit of the runs: `{harness_commit.get('commit')}` (dirty: {harness_commit.get('dirty')}).\n",
        "Columns: `admission` and `evidence` from `admission.json` (the `library_trial` evidence and the row's "
        "reasons, word for word; for `not_applicable` the library's own refusal); family, class and layer types "
        f"from `introspection/{CANDIDATE}.json`; the effective cache from the records' `effective_cache` (every "
        "non-warm-up record of the branch, short sample and matrix); KV bytes / analytic = `kv_cache.final_bytes` / "
        "`analytic_quantized_bytes` when the record has one (a quantized cache), else `analytic_dense_bytes`, "
        "listed as the distinct values over the completed records with their count, invalid records apart.\n",
        TABLE_START,
        "",
        table_markdown(rows).rstrip("\n"),
        "",
        TABLE_END,
        "",
    ]
    if refusal is not None:
        out += [
            "## custom-code without the opt-in\n",
            "The same spec with `model.trust_remote_code` set to false is refused before any run directory is "
            f"made (written by the script in `{UNTRUSTED}`):\n",
            "```",
            "$ " + " ".join(refusal["command"]),
            refusal["stderr"].rstrip("\n"),
            f"exit {refusal['exit_code']}; run directories created: {refusal['run_dirs_created']}",
            "```",
            "",
        ]
    return "\n".join(out)


def write_readme() -> None:
    (OUT / "README.md").write_text(readme_text(OUT), encoding="utf-8")
    print(f"{(OUT / 'README.md').relative_to(REPO)} written", file=sys.stderr)


def main(argv: list[str]) -> int:
    if argv[:1] == ["specs"]:
        write_specs(argv[1:])
    elif argv == ["readme"]:
        write_readme()
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
