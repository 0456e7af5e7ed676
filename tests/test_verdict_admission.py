"""Admission table rows: only complete evidence makes `allowed`; the library's own word makes `not_applicable`.

Introspection inputs are real outputs of `python -m harness.entry introspect` on the tiny model
(tests/recordsets/introspection/), edited per case where noted; records come from the crafted record sets.
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from harness.verdict.admission import build_admission
from harness.verdict.rundata import load_run
from recordsets.builder import CAND, build_run

pytestmark = pytest.mark.unit
INTRO = Path(__file__).resolve().parent / "recordsets" / "introspection"


def _intro(name="quanto-int4.json"):
    data = json.loads((INTRO / name).read_text(encoding="utf-8"))
    data["model"]["revision"] = "sha256:" + "ab" * 32  # the crafted records' model revision
    return data


@pytest.fixture
def run(tmp_path):
    data = load_run(build_run(tmp_path, "base"))
    short = [r for r in data.records if r.get("phase") == "short_sample"]
    return data, short


def _row(run, intro, short=None, grades=None):
    data, recs = run
    table = build_admission(data.spec, {CAND: intro} if intro is not None else {},
                            recs if short is None else short, data.grades if grades is None else grades)
    (row,) = table["rows"]
    return row


def _state(row, check):
    return next(e["state"] for e in row["evidence"] if e["check"] == check)


def test_complete_evidence_is_allowed(run):
    row = _row(run, _intro())
    assert row["status"] == "allowed", row["reasons"]
    assert row["branch"] == row["candidate"] == CAND
    assert row["environment"]["backend_package"] == "optimum-quanto" and row["environment"]["backend_version"] == "0.2.7"
    checks = [e["check"] for e in row["evidence"]]
    assert checks == ["versions", "option_mapping", "layer_types", "library_trial", "model_revision",
                      "ordinary_short_sample", "short_sample_completed", "effective_cache", "quantized_storage",
                      "completeness"]


def test_option_rejected_by_installed_api_is_not_applicable(run):
    intro = _intro("quanto-nbits3.json")
    row = _row(run, intro)
    assert row["status"] == "not_applicable"
    assert any("accepts nbits [2, 4], not 3" in r for r in row["reasons"])


def test_sliding_window_model_is_not_applicable_with_library_reason(run):
    intro = _intro()
    intro["model"]["layer_types"] = ["sliding_attention", "full_attention"] * 2  # edited: a hybrid model
    intro["applicable"] = False
    intro["reason"] = "ValueError: QuantizedCache only supports full-attention layers (edited case)"
    row = _row(run, intro)
    assert row["status"] == "not_applicable"
    assert _state(row, "layer_types") == "failed"
    assert any("only supports full-attention" in r for r in row["reasons"])


def test_backend_not_installed_stays_pending(run):
    intro = _intro()
    intro["mapping"] = None
    intro["mapping_error"] = "backend 'quanto' needs optimum-quanto (edited case)"
    intro["api"]["backends"][0].update(available=False, reason="optimum-quanto is not installed (edited case)")
    intro["versions"]["optimum-quanto"] = None
    row = _row(run, intro)
    assert row["status"] == "pending"
    assert _state(row, "option_mapping") == "missing" and _state(row, "versions") == "missing"


@pytest.mark.parametrize("intro", [None, {"error": "introspection failed (exit 1)"}, {}, {"versions": {}}])
def test_missing_or_partial_introspection_stays_pending(run, intro):
    row = _row(run, intro)
    assert row["status"] == "pending"
    assert row["reasons"]


def test_ignored_config_in_short_sample_stays_pending(run):
    data, short = run
    short = copy.deepcopy(short)
    cand = next(r for r in short if r["branch"] == CAND and not r["warmup"])
    cand["effective_cache"] = {"cache_class": "DynamicCache", "layer_classes": ["DynamicLayer"] * 4}
    row = _row(run, _intro(), short=short)
    assert row["status"] == "pending"
    assert _state(row, "effective_cache") == "failed" and _state(row, "quantized_storage") == "failed"


def test_short_sample_failure_or_absence_stays_pending(run):
    data, short = run
    failed = copy.deepcopy(short)
    cand = next(r for r in failed if r["branch"] == CAND and not r["warmup"])
    cand.update(completed=False, error={"class": "OutOfMemoryError", "message": "crafted"})
    assert _state(_row(run, _intro(), short=failed), "short_sample_completed") == "failed"
    no_ordinary = [r for r in short if r["branch"] == CAND]
    row = _row(run, _intro(), short=no_ordinary)
    assert row["status"] == "pending" and _state(row, "ordinary_short_sample") == "missing"
    row = _row(run, _intro(), short=[])
    assert row["status"] == "pending" and _state(row, "short_sample_completed") == "missing"


def test_failing_or_missing_completeness_stays_pending(run):
    data, short = run
    cand = next(r for r in short if r["branch"] == CAND and not r["warmup"])
    grades = copy.deepcopy(data.grades)
    grades[cand["launch_id"]][cand["cell_id"]]["final"]["checks"]["repetition_loop"]["grade"] = "fail"
    row = _row(run, _intro(), grades=grades)
    assert row["status"] == "pending" and _state(row, "completeness") == "failed"
    row = _row(run, _intro(), grades={})
    assert row["status"] == "pending" and _state(row, "completeness") == "missing"


def test_other_model_revision_is_not_evidence(run):
    intro = _intro()
    intro["model"]["revision"] = "sha256:" + "cd" * 32
    row = _row(run, intro)
    assert row["status"] == "pending" and _state(row, "model_revision") == "failed"


def test_run_dir_mode_writes_json_and_markdown(tmp_path, capsys):
    from harness.cli import main

    run_dir = build_run(tmp_path, "base")
    (run_dir / "admission.json").unlink()
    (run_dir / "introspection").mkdir()
    (run_dir / "introspection" / f"{CAND}.json").write_text(json.dumps(_intro()), encoding="utf-8")
    assert main(["admit", "--from-run", str(run_dir)]) == 0
    assert f"{CAND}: allowed" in capsys.readouterr().out
    table = json.loads((run_dir / "admission.json").read_text(encoding="utf-8"))
    assert table["rows"][0]["status"] == "allowed"
    md = (run_dir / "admission.md").read_text(encoding="utf-8")
    assert "**allowed (允许试运行)**" in md and "待核对" in md
    (run_dir / "introspection" / f"{CAND}.json").unlink()
    assert main(["admit", "--from-run", str(run_dir)]) == 0
    assert f"{CAND}: pending" in capsys.readouterr().out
    assert main(["admit", "--from-run", str(tmp_path / "nope")]) == 2


def test_tiny_model_admission_md_says_text_is_meaningless(tmp_path):
    run_dir = build_run(tmp_path, "tiny")
    (run_dir / "introspection").mkdir()
    (run_dir / "introspection" / f"{CAND}.json").write_text(json.dumps(_intro()), encoding="utf-8")
    build_admission(run_dir)
    md = (run_dir / "admission.md").read_text(encoding="utf-8")
    assert "Tiny model: its text is meaningless" in md
