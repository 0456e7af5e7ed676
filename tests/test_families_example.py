"""The committed families example (issue 14, `reports/families/`): one real run per family preset, unedited.

Made by `bash scripts/families-example.sh` (see `reports/families/README.md`). These tests read the committed files
only (no model runs): each run's seal verifies; the admission status per family is the one the library's own answer
calls for (full attention: a successful library trial, and `pending` only because the random model's text fails the
completeness checks; sliding / hybrid / Mamba: `not_applicable` with the library's reason; custom code that drops
`cache_implementation`: never allowed, its quanto records `valid: false` and in no figure); every valid record's
walked KV bytes equal the analytic size (1.00); and the README's table is exactly what the run files say.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from harness.entry.families import PRESETS

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
ROOT = REPO / "reports" / "families"
CANDIDATE = "quanto-int4"
FULL_ATTENTION = {"llama-3.2", "qwen2.5", "qwen3", "mistral-7b-v0.3", "phi-3", "mixtral"}
REFUSED_LAYERS = {"mistral-7b-v0.1": "sliding_attention", "gemma-2": "sliding_attention", "jamba": "linear_attention"}
CUSTOM = "custom-code"
NAMES = sorted(p.name for p in PRESETS)


def _json(path: Path):
    return json.loads(path.read_text(encoding="utf-8"))


def _records(run_dir: Path) -> list[dict]:
    out = []
    for path in sorted((run_dir / "launches").glob("*/records.jsonl")):
        out += [json.loads(ln) for ln in path.read_text(encoding="utf-8").splitlines() if ln.strip()]
    return [r for r in out if not r["warmup"]]


def _row(run_dir: Path) -> dict:
    (row,) = [r for r in _json(run_dir / "admission.json")["rows"] if r["candidate"] == CANDIDATE]
    return row


def _evidence(row: dict) -> dict:
    return {e["check"]: e for e in row["evidence"]}


def _generator():
    spec = importlib.util.spec_from_file_location("families_example", REPO / "scripts" / "families_example.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_preset_has_one_committed_run_and_no_weights():
    assert FULL_ATTENTION | set(REFUSED_LAYERS) | {CUSTOM} == set(NAMES)
    runs = sorted(p.name for p in ROOT.iterdir() if p.is_dir())
    assert runs == NAMES
    files = [p for p in ROOT.rglob("*") if p.is_file()]
    assert not [p for p in files if p.suffix in (".safetensors", ".bin", ".pt", ".gguf")]
    assert sum(p.stat().st_size for p in files) < 3 * 1024 * 1024
    for name in NAMES:
        run = _json(ROOT / name / "run.json")
        assert run["spec_name"] == f"families-{name}" and run["allow_pending"] is True
        assert run["status"] == "completed", (name, run.get("failed_attempts"), run.get("missing_cells"))
        committed_spec = (REPO / "specs" / "families" / f"{name}.yaml").read_bytes()
        assert (ROOT / name / "spec.yaml").read_bytes() == committed_spec  # the run is of the committed spec


@pytest.mark.parametrize("name", NAMES)
def test_the_seal_of_each_committed_run_verifies(name):
    from harness.verdict.integrity import verify_run

    integ = verify_run(ROOT / name)
    assert integ.manifest and not integ.adopted
    assert integ.findings == (), [f.line() for f in integ.findings]


@pytest.mark.parametrize("name", sorted(FULL_ATTENTION))
def test_full_attention_families_pass_the_library_trial_and_wait_only_on_the_text(name):
    run_dir = ROOT / name
    row, intro = _row(run_dir), _json(run_dir / "introspection" / f"{CANDIDATE}.json")
    ev = _evidence(row)
    assert intro["applicable"] is True and set(intro["model"]["layer_types"]) == {"full_attention"}
    assert ev["library_trial"]["state"] == "ok" and ev["library_trial"]["detail"] == intro["reason"]
    assert row["status"] in ("allowed", "pending")
    if row["status"] == "pending":  # the random weights' meaningless text fails completeness, nothing else
        assert [c for c, e in ev.items() if e["state"] != "ok"] == ["completeness"], row["reasons"]
    recs = [r for r in _records(run_dir) if r["branch"] == CANDIDATE]
    assert {r["phase"] for r in recs} == {"short_sample", "matrix"}  # --allow-pending: the matrix ran
    for r in recs:
        assert r["valid"] is True and r["completed"] is True, r["invalid_reasons"]
        assert r["effective_cache"]["cache_class"] == "QuantizedCache"
        assert r["effective_cache"]["quantized_storage_bytes"] > 0


@pytest.mark.parametrize("name", sorted(REFUSED_LAYERS))
def test_sliding_hybrid_and_mamba_families_are_not_applicable_with_the_librarys_reason(name):
    run_dir = ROOT / name
    row, intro = _row(run_dir), _json(run_dir / "introspection" / f"{CANDIDATE}.json")
    assert intro["applicable"] is False
    assert "QuantizedCache" in intro["reason"] and REFUSED_LAYERS[name] in intro["reason"]
    assert row["status"] == "not_applicable"
    assert _evidence(row)["library_trial"] == {"check": "library_trial", "state": "failed", "detail": intro["reason"]}
    assert f"library: {intro['reason']}" in row["reasons"]
    run = _json(run_dir / "run.json")
    assert run["admission"][CANDIDATE] == "not_applicable" and CANDIDATE in run["excluded_branches"]
    assert not [r for r in _records(run_dir) if r["branch"] == CANDIDATE and r["phase"] == "matrix"]


def test_custom_code_is_never_allowed_and_its_quanto_records_are_invalid_and_in_no_figure():
    from harness.verdict.analysis import analyse
    from harness.verdict.rundata import load_run

    run_dir = ROOT / CUSTOM
    assert _json(run_dir / "spec.resolved.json")["model"]["trust_remote_code"] is True
    intro = _json(run_dir / "introspection" / f"{CANDIDATE}.json")
    assert intro["applicable"] is None and "generate" in intro["reason"]
    assert intro["model"]["model_class"] == "CustomLlamaForCausalLM"
    row = _row(run_dir)
    assert row["status"] == "pending" and _evidence(row)["library_trial"]["state"] != "ok"
    assert _evidence(row)["library_trial"]["detail"] == intro["reason"]  # the undecided trial says why
    assert _evidence(row)["effective_cache"]["state"] == "failed"
    recs = [r for r in _records(run_dir) if r["branch"] == CANDIDATE]
    assert {r["phase"] for r in recs} == {"short_sample", "matrix"}
    for r in recs:
        assert r["valid"] is False and r["invalid_reasons"], r
        assert r["effective_cache"]["cache_class"] != "QuantizedCache"
    analysis = analyse(load_run(run_dir))
    assert analysis.of(branch=CANDIDATE) and {c.use for c in analysis.of(branch=CANDIDATE)} == {"invalid"}
    assert analysis.of("figure", branch="ordinary")  # the ordinary branch still measured
    refusal = _json(ROOT / "custom-code-untrusted.json")
    assert refusal["exit_code"] == 2 and refusal["run_dirs_created"] == 0
    assert "model.trust_remote_code: true" in refusal["stderr"]
    assert "model.trust_remote_code=false" in refusal["command"]


@pytest.mark.parametrize("name", NAMES)
def test_kv_bytes_equal_the_analytic_size_for_every_valid_record(name):
    valid = [r for r in _records(ROOT / name) if r["valid"] and r["completed"]]
    assert {r["branch"] for r in valid} >= {"ordinary"}
    for r in valid:
        kv = r["kv_cache"]
        analytic = kv["analytic_dense_bytes"] if r["role"] == "ordinary" else kv["analytic_quantized_bytes"]
        assert kv["final_bytes"] > 0 and analytic, (r["launch_id"], kv)
        assert f"{kv['final_bytes'] / analytic:.2f}" == "1.00", (r["launch_id"], kv)


def test_readme_table_is_what_the_run_files_say():
    gen = _generator()
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    stale = "reports/families/README.md is stale: python3 scripts/families_example.py readme"
    assert text == gen.readme_text(ROOT), stale
    table = text.split(gen.TABLE_START, 1)[1].split(gen.TABLE_END, 1)[0].strip().splitlines()
    header = [c.strip() for c in table[0].strip("|").split(" | ")]
    rows = [dict(zip(header, [c.strip() for c in ln.strip("|").split(" | ")], strict=True)) for ln in table[2:]]
    assert [r["preset"] for r in rows] == NAMES
    for r in rows:  # re-derived here from the files, independently of the generator
        run_dir = ROOT / r["preset"]
        model = _json(run_dir / "introspection" / f"{CANDIDATE}.json")["model"]
        adm = _row(run_dir)
        assert r["family (model_type)"] == model["model_type"]
        assert r["architecture class"] == model["model_class"]
        assert r["admission"] == adm["status"]
        if adm["status"] == "not_applicable":
            assert r["evidence"] == "; ".join(adm["reasons"]).replace("|", "\\|")
        else:
            assert r["evidence"].startswith(f"library_trial {_evidence(adm)['library_trial']['state']}: ")
        assert _json(run_dir / "run.json")["run_id"] in r["run directory"]
        for branch, col in (("ordinary", "ordinary"), (CANDIDATE, CANDIDATE)):
            recs = [x for x in _records(run_dir) if x["branch"] == branch]
            seen = {x["effective_cache"]["cache_class"] if x["effective_cache"] else x["error"]["class"] for x in recs}
            assert seen and all(c in r[f"effective cache, {col}"] for c in seen)
            valid = [x for x in recs if x["valid"] and x["completed"]]
            if valid:
                assert r[f"KV bytes / analytic, {col}"].startswith(f"1.00 x{len(valid)}")


def test_the_report_states_that_the_models_own_code_ran(tmp_path):
    import shutil

    from harness.report.render import render_run

    run_dir = tmp_path / CUSTOM
    shutil.copytree(ROOT / CUSTOM, run_dir)
    report = render_run(run_dir).read_text(encoding="utf-8")
    assert "The model's own code ran (`model.trust_remote_code: true`)" in report.split("## 1. Scope")[0]
    assert "own code ran" not in render_run(shutil.copytree(ROOT / "qwen3", tmp_path / "q")).read_text("utf-8")
