"""Unit tests of the verdict stage: reading records, validity rules, aggregates and comparisons, thresholds."""
from __future__ import annotations

import copy
import json

import pytest

from harness.verdict.aggregate import aggregate_cell_branch, compare
from harness.verdict.rundata import load_run, read_records
from harness.verdict.thresholds import capacity_bytes, threshold_flags, threshold_sets
from harness.verdict.validity import Context, cache_confirmed, check_record, classify
from recordsets.builder import CAND, build_run, reseal

pytestmark = pytest.mark.unit


@pytest.fixture
def base(tmp_path):
    return load_run(build_run(tmp_path, "base"))


def _matrix(data, branch, tier="t4096"):
    return [r for r in data.records if r["branch"] == branch and r["tier_id"] == tier and r["phase"] == "matrix"
            and not r["warmup"]]


def test_partial_last_line_is_dropped_not_repaired(tmp_path):
    good = json.dumps({"a": 1})
    path = tmp_path / "records.jsonl"
    path.write_text(good + "\n" + good[:5], encoding="utf-8")
    missing = []
    assert read_records(path, "records.jsonl", missing) == [{"a": 1}]
    assert missing == [{"file": "records.jsonl", "reason": "partial last line dropped (no newline: the write was cut short)"}]
    assert path.read_text(encoding="utf-8") == good + "\n" + good[:5]  # file untouched
    path.write_text(good + "\nnot json\n" + good + "\n", encoding="utf-8")
    missing = []
    assert len(read_records(path, "r", missing)) == 2 and "damaged line 2" in missing[0]["reason"]


def test_missing_run_dir_is_bad_input(tmp_path):
    from harness.errors import InputError

    with pytest.raises(InputError):
        load_run(tmp_path / "absent")


def test_quantized_request_with_dynamic_cache_is_invalid_even_if_entry_says_valid(base):
    rec = copy.deepcopy(_matrix(base, CAND)[0])
    assert cache_confirmed(rec) == []
    rec["effective_cache"]["cache_class"] = "DynamicCache"
    rec["effective_cache"]["nbits"] = 2
    reasons = cache_confirmed(rec)
    assert any("effective cache class is DynamicCache" in r for r in reasons)
    assert any("nbits: requested 4, effective 2" in r for r in reasons)
    rec = copy.deepcopy(_matrix(base, CAND)[0])
    rec["effective_cache"]["quantized_storage_bytes"] = 0
    assert any("quantized storage is empty" in r for r in cache_confirmed(rec))
    rec["effective_cache"] = None
    assert cache_confirmed(rec) == ["effective cache not recorded: the configuration cannot be confirmed"]


def test_ordinary_with_quantized_cache_is_invalid(base):
    rec = copy.deepcopy(_matrix(base, "ordinary")[0])
    rec["effective_cache"]["cache_class"] = "QuantizedCache"
    assert cache_confirmed(rec) == ["ordinary request but the effective cache class is QuantizedCache"]


def test_other_spec_or_other_input_is_invalid(base):
    rec = _matrix(base, "ordinary")[0]
    ctx = Context(spec_hash=rec["spec_hash"], input_sha256={rec["tier_id"]: rec["input_sha256"]})
    assert check_record(rec, ctx) == []
    assert classify(rec, ctx)["use"] == "figure"
    other = Context(spec_hash="f" * 64, input_sha256={rec["tier_id"]: "0" * 64})
    reasons = check_record(rec, other)
    assert len(reasons) == 2 and classify(rec, other)["use"] == "invalid"
    assert check_record(rec, Context(spec_hash=None, input_sha256={})) == [
        f"no prepared input for tier {rec['tier_id']}: input identity cannot be confirmed"]


def test_warmup_and_short_sample_are_kept_apart(base):
    ctx = Context(spec_hash=None, input_sha256={k: v.sha256 for k, v in base.input_info.items()})
    uses = {classify(r, ctx)["use"] for r in base.records if r["warmup"]}
    assert uses == {"warmup"}
    assert {classify(r, ctx)["use"] for r in base.records if r["phase"] == "short_sample" and not r["warmup"]} == {"short_sample"}


def _agg(recs):
    return aggregate_cell_branch(recs, [{"use": "figure", "reasons": []}] * len(recs), {1, 2, 3})


def test_compare_kinds(base):
    o, c = _matrix(base, "ordinary"), _matrix(base, CAND)
    same = compare(_agg(o), _agg(c))
    assert same["kind"] == "same_lengths" and 0 < same["ratios"]["kv_final_bytes"] < 1
    short = copy.deepcopy(c)
    short[1]["output_tokens"] = 10
    diff = compare(_agg(o), _agg(short))
    assert diff["kind"] == "lengths_differ" and diff["ratios"] is None and diff["differing_repeats"] == [2]
    assert diff["early_stop"] is False  # stop reason still "length": fewer tokens but not an early stop
    short[1]["stop_reason"] = "eos"
    assert compare(_agg(o), _agg(short))["early_stop"] is True
    assert compare(_agg(o), _agg(c[:2]))["kind"] == "pending"
    assert compare(_agg([]), _agg(c))["missing"] == {"ordinary": [1, 2, 3]}


def test_aggregate_ranges_and_medians(base):
    agg = _agg(_matrix(base, CAND))
    gens = sorted(r["timing"]["generation_s"] for r in _matrix(base, CAND))
    assert agg["generation_s"] == {"median": gens[1], "min": gens[0], "max": gens[2], "n": 3}
    assert agg["status"] == "completed" and agg["peak_rss_bytes"] is None


def test_threshold_flags(tmp_path, base):
    assert threshold_flags(base) == []
    assert len(threshold_sets(base)[0]) == 1
    edited = load_run(build_run(tmp_path / "e", "thresholds_edited"))
    flags = threshold_flags(edited)
    assert any("differ from the resolved spec" in f for f in flags)
    assert any("recorded hash" in f for f in flags)
    assert len(threshold_sets(edited)[0]) == 2
    run_dir = build_run(tmp_path / "late", "base")
    acc = json.loads((run_dir / "acceptance.json").read_text())
    acc["registered_at"] = "2026-11-29T10:00:00Z"
    (run_dir / "acceptance.json").write_text(json.dumps(acc))
    assert any("after the first record" in f for f in threshold_flags(load_run(run_dir)))
    spec = run_dir / "spec.resolved.json"
    spec.write_text(spec.read_text().replace('"max_generation_seconds":120', '"max_generation_seconds":999'))
    flags = threshold_flags(load_run(run_dir))
    assert any("no longer matches the run's spec hash" in f for f in flags)


def test_capacity_unknown_keeps_performance_pending(tmp_path):
    from harness.verdict.acceptance import performance
    from harness.verdict.analysis import analyse

    run_dir = build_run(tmp_path, "tiny")
    (run_dir / "environment.json").write_text("{}")
    data = load_run(run_dir)
    assert capacity_bytes(data)[0] is None
    item = performance(data, analyse(data))
    assert item["result"] == "pending" and "capacity not recorded" in " ".join(item["reasons"])


def _items(run_dir):
    from harness.verdict.acceptance import acceptance_items
    from harness.verdict.analysis import analyse

    data = load_run(reseal(run_dir))  # the edits above model what a run produced, not a later tampering
    return {i["key"]: i for i in acceptance_items(data, analyse(data))}


def _edit(path, **changes):
    data = json.loads(path.read_text())
    data.update(changes)
    path.write_text(json.dumps(data))


def test_fallback_item_follows_fallback_json(tmp_path):
    run_dir = build_run(tmp_path, "base")
    assert _items(run_dir)["fallback"]["result"] == "pass"
    _edit(run_dir / "fallback.json", status="failed", first_difference=17, reasons=["token ids differ first at 17"],
          needs_person=[{"cell_id": "t4096-b256-r1", "reason": "not completed"}])
    item = _items(run_dir)["fallback"]
    assert item["result"] == "fail" and "token 17" in item["reasons"][0] and "token ids differ" in item["reasons"][1]
    assert "needs a person: 1 ordinary cell(s)" in item["reasons"][2]
    _edit(run_dir / "fallback.json", status="failed", first_difference=None, reasons=["model files changed"])
    assert _items(run_dir)["fallback"]["reasons"] == ["model files changed", "needs a person: 1 ordinary cell(s) "
                                                      "beyond the ordinary branch"]
    _edit(run_dir / "fallback.json", status="pending")
    assert _items(run_dir)["fallback"]["result"] == "pending"


def test_compatibility_item_needs_allowed_rows_with_evidence(tmp_path):
    run_dir = build_run(tmp_path, "base")
    table = json.loads((run_dir / "admission.json").read_text())
    table["rows"][0]["evidence"] = []
    (run_dir / "admission.json").write_text(json.dumps(table))
    assert _items(run_dir)["compatibility"]["result"] == "pending"
    table["rows"][0]["status"] = "not_applicable"
    (run_dir / "admission.json").write_text(json.dumps(table))
    item = _items(run_dir)["compatibility"]
    assert item["result"] == "fail" and "not_applicable but run" in item["reasons"][0]
    table["rows"][0]["status"] = "pending"
    (run_dir / "admission.json").write_text(json.dumps(table))
    assert "--allow-pending" in _items(run_dir)["compatibility"]["reasons"][0]


def test_scope_fails_when_records_do_not_name_the_model(tmp_path):
    run_dir = build_run(tmp_path, "base")
    path = run_dir / "launches" / "L03-r1-ordinary" / "records.jsonl"
    recs = [json.loads(l) for l in path.read_text().splitlines()]
    recs[1]["model_revision"] = None
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    items = _items(run_dir)
    assert items["scope"]["result"] == "fail"
    assert items["equal_conditions"]["result"] == "pending"


def test_unreviewed_passing_facts_are_pending(tmp_path):
    run_dir = build_run(tmp_path, "base")
    for path in (run_dir / "grades").glob("*/*.json"):
        grade = json.loads(path.read_text())
        for fact in grade["final"]["facts"].values():
            fact["reviewed"] = False
        path.write_text(json.dumps(grade))
    item = _items(run_dir)["facts"]
    assert item["result"] == "pending" and "not reviewed" in item["reasons"][0]


def test_grade_view_reads_final_grades_and_plain_grader_output():
    from harness.verdict.facts import grade_view

    run_file = {"graded": True,
                "automatic": {"checks": {"half_sentence": {"pass": False, "detail": "stops mid-sentence"}}},
                "final": {"facts": {"F1": {"grade": "correct", "automatic": "omitted", "reviewed": True}},
                          "checks": {"half_sentence": {"grade": "pass", "automatic": "fail", "reviewed": True},
                                     "loops": {"grade": "not checked", "reviewed": False}},
                          "unsupported": [{"grade": "unsupported", "text": "new promise"},
                                          {"grade": "supported", "text": "overridden by a reviewer"}]}}
    view = grade_view(run_file)
    assert view["facts"] == {"F1": {"grade": "correct", "reviewed": True}}  # the reviewer's override wins
    assert view["checks"]["half_sentence"]["pass"] is True and view["checks"]["loops"]["pass"] is None
    assert view["unsupported"] == ["new promise"]
    assert grade_view({"graded": False, "not_graded_reason": "not completed"}) is None
    plain = {"facts": {"F1": {"grade": "omitted"}}, "checks": {"x": {"pass": False, "detail": "d"}},
             "unsupported": [{"text": "t"}]}
    assert grade_view(plain)["unsupported"] == ["t"]


def test_not_applicable_candidate_only_in_short_sample_is_not_counted_as_run(tmp_path):
    run_dir = build_run(tmp_path, "base")
    for path in (run_dir / "launches").glob("L*-r*-quanto-int4/records.jsonl"):
        path.write_text("")
    short = run_dir / "launches" / "L02-short-quanto-int4" / "records.jsonl"
    recs = [json.loads(l) for l in short.read_text().splitlines()]
    recs[-1].update(valid=False, invalid_reasons=["cache_implementation ignored (crafted)"])
    short.write_text("".join(json.dumps(r) + "\n" for r in recs))
    table = json.loads((run_dir / "admission.json").read_text())
    table["rows"][0]["status"] = "not_applicable"
    (run_dir / "admission.json").write_text(json.dumps(table))
    item = _items(run_dir)["compatibility"]
    assert item["result"] == "pass" and item["reasons"] == ["quanto-int4: not_applicable, not run"]
