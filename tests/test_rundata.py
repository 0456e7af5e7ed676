"""The typed views of a run (harness/verdict/views.py): round trips, the one error policy for records, and the
seal's one manifest reader. Runs come from the crafted record sets (tests/recordsets/builder.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.verdict.integrity import integrity_summary, manifest_lines, verify_run
from harness.verdict.rundata import load_run
from harness.verdict.views import (
    AcceptanceInfo,
    AdmissionTable,
    EnvironmentInfo,
    FallbackResult,
    GradeView,
    Introspection,
    JobInfo,
    LaunchInfo,
    LaunchResult,
    PlanInfo,
    PreparedInput,
    RunInfo,
    RunRecord,
    SpecInfo,
    Thresholds,
    as_record,
    grade_for,
    launch_from_dict,
)
from recordsets.builder import CAND, build_run

pytestmark = pytest.mark.unit
REPO = Path(__file__).resolve().parents[1]
INTRO = Path(__file__).resolve().parent / "recordsets" / "introspection"


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    return load_run(build_run(tmp_path_factory.mktemp("base"), "base"))


@pytest.fixture(scope="module")
def example():
    return load_run(REPO / "reports" / "example")


def test_records_and_their_typed_views_are_the_same_records_in_the_same_order(base, example):
    for data in (base, example):
        assert len(data.recs) == len(data.records) > 0
        for raw, rec in zip(data.records, data.recs, strict=True):
            assert isinstance(rec, RunRecord)
            assert rec.launch_dir == raw["_launch_dir"] and rec.cell_id == raw["cell_id"]
            assert rec.completed == raw["completed"] and rec.timing.generation_s == (raw["timing"] or {}).get(
                "generation_s"
            )


def test_every_record_round_trips(base, example):
    for rec in base.recs + example.recs:
        assert RunRecord.from_dict(rec.to_dict()) == rec
        assert as_record(rec.to_dict()) == rec and as_record(rec) is rec


def test_a_real_record_reads_exactly_as_the_record_dataclass_does(example):
    from harness.entry.record import Record

    raw = dict(example.records[0])
    raw.pop("_launch_dir")
    rec = example.recs[0]
    assert Record.from_dict(raw).to_dict() == {k: v for k, v in rec.to_dict().items() if k != "_launch_dir"}


def test_a_line_that_is_not_a_record_is_noted_with_its_line_and_left_out_of_every_view(tmp_path):
    run_dir = build_run(tmp_path, "base")
    path = run_dir / "launches" / "L03-r1-ordinary" / "records.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    rec = json.loads(lines[1])
    rec["not_a_record_field"] = 1  # a key the record dataclass does not know
    lines[1] = json.dumps(rec)
    lines.append(json.dumps({**json.loads(lines[2]), "timing": [1, 2]}))  # a sub-object that is not an object
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    before = load_run(build_run(tmp_path / "clean", "base"))
    data = load_run(run_dir)
    assert len(data.recs) == len(data.records) == len(before.recs) - 1
    notes = [m for m in data.missing if m["file"] == "launches/L03-r1-ordinary/records.jsonl"]
    assert [m["reason"][:34] for m in notes] == ["line 2 is not a record (record: un", "line 4 is not a record (timing is "]
    assert "not_a_record_field" in notes[0]["reason"]


def test_a_key_the_line_lacks_reads_as_null():
    rec = RunRecord.from_dict({"branch": "b", "timing": None, "host_load": {"wall_s": 1.0}, "_launch_dir": "L1"})
    assert rec.branch == "b" and rec.launch_dir == "L1" and rec.cell_id is None
    assert rec.timing.generation_s is None and rec.kv_cache.final_bytes is None and rec.error is None
    assert rec.host_load is not None and rec.host_load.wall_s == 1.0 and rec.host_load.steal_s is None
    assert rec.invalid_reasons == () and rec.cache_requested == {} and rec.environment.torch is None
    assert RunRecord.from_dict(rec.to_dict()) == rec


def test_every_file_view_round_trips(base, example):
    for data in (base, example):
        views = [
            data.run_info,
            data.spec_info,
            data.acceptance_info,
            data.plan_info,
            data.environment_info,
            data.admission_info,
            data.fallback_info,
            *data.input_info.values(),
            *data.launch_info.values(),
            *(g for cells in data.grade_info.values() for g in cells.values() if g is not None),
        ]
        assert all(v is not None for v in views)
        for view in views:
            assert type(view).from_dict(view.to_dict()) == view, type(view).__name__
    for launch in base.plan_info.launches:
        assert launch_from_dict(launch.to_dict()) == launch
    for name in ("quanto-int4.json", "quanto-nbits3.json"):
        intro = Introspection.from_dict(json.loads((INTRO / name).read_text(encoding="utf-8")))
        assert Introspection.from_dict(intro.to_dict()) == intro and intro.model is not None
    thr = Thresholds.from_dict({"max_generation_seconds": 120, "facts_must_be_correct": 3})
    assert Thresholds.from_dict(thr.to_dict()) == thr and thr.facts_required(5) == 3 and thr.unsupported_allowed == 0


def test_views_hold_what_the_files_say(base):
    assert base.run_info == RunInfo.from_dict(base.run)
    assert base.run_info.spec_hash == base.run["spec_hash"]
    assert [b.name for b in base.spec_info.branches] == ["ordinary", CAND] and base.spec_info.ordinary == "ordinary"
    assert base.acceptance_info.registered()["max_generation_seconds"] == 120
    assert base.environment_info.memory_totals()[0] == 150_000_000_000
    on_disk = json.loads((base.run_dir / "inputs" / "t1024.json").read_text(encoding="utf-8"))
    assert base.input_info["t1024"].sha256 == on_disk["sha256"] and base.input_info["t1024"].n_tokens == on_disk["n_tokens"]
    assert [x.launch_id for x in base.plan_info.launches][:2] == ["L01-short-ordinary", "L02-short-quanto-int4"]
    launch = base.launch_info["L03-r1-ordinary"]
    assert launch.exists and launch.job.branch == "ordinary" and launch.result.status == "completed"
    assert base.admission_info.rows[0].candidate == CAND and base.admission_info.rows[0].evidence_complete()
    assert base.fallback_info.status == "verified"
    rec = next(r for r in base.recs if r.phase == "matrix" and not r.warmup)
    grade = grade_for(base.grade_info, rec)
    assert grade is not None and grade == grade_for(base.grades, rec) and grade.facts and not grade.failed_checks()


def test_unknown_keys_are_ignored_by_the_narrow_views():
    assert RunInfo.from_dict({"run_id": "r", "new_field": 1}) == RunInfo(run_id="r")
    assert JobInfo.from_dict({"branch": "b", "runtime": {}}).branch == "b"
    assert LaunchResult.from_dict({"status": "failed", "cells_without_record": ["c"]}).status == "failed"
    assert LaunchInfo.from_dict({"launch_id": "L", "exists": False}) == LaunchInfo("L", False)
    assert PreparedInput.from_dict({"tier_id": "t1", "input_ids": [1]}).tier_id == "t1"
    assert FallbackResult.from_dict({"status": "pending", "archived": {}}).status == "pending"
    assert EnvironmentInfo.from_dict({"device": "cpu"}).memory_totals() == (None, None)
    assert AdmissionTable.from_dict({"rows": [{"candidate": "c", "evidence": [1]}]}).rows[0].evidence_complete() is False
    assert AcceptanceInfo.from_dict({"max_generation_seconds": 5}).registered() == {"max_generation_seconds": 5}
    yaml_shape = SpecInfo.from_dict({"branches": {"ordinary": {}, "candidates": {"q": {"cache": {"nbits": 4}}}}})
    assert [(b.name, b.role) for b in yaml_shape.branches] == [("ordinary", "ordinary"), ("q", "candidate")]
    assert PlanInfo.from_dict({"launches": "x"}) == PlanInfo()


def test_grade_view_of_an_ungraded_text_is_none_and_a_plain_result_reads_as_it_is():
    assert GradeView.from_file({"graded": False, "not_graded_reason": "not completed"}) is None
    assert GradeView.from_file({"output_text": "x"}) is None
    plain = GradeView.from_file({"checks": {"loops": {"pass": False, "detail": "d"}}, "facts": {}})
    assert plain is not None and plain.failed_checks() == ["loops"] and plain.checks["loops"].detail == "d"


def test_sealed_paths_reads_the_manifest_through_integrity(tmp_path):
    from harness.run.seal import MANIFEST, sealed_paths

    run_dir = build_run(tmp_path, "base")
    entries = [e for _, e in manifest_lines(run_dir / MANIFEST)]
    paths = sealed_paths(run_dir)
    assert "run.json" in paths and "launches/L03-r1-ordinary/records.jsonl" in paths
    assert paths == {e["path"] for e in entries if e and e.get("path") and e.get("sha256")}
    with open(run_dir / MANIFEST, "ab") as fh:
        fh.write(b'{"path": "partial.json", "sha256": "ab"')  # a crash mid-append: not part of the seal
    assert sealed_paths(run_dir) == paths


def test_integrity_summary_serves_the_report_and_compare(tmp_path):
    run_dir = build_run(tmp_path, "base")
    clean = integrity_summary(verify_run(run_dir))
    assert clean["checked"] and clean["adopted"] and clean["findings"] == [] and clean["findings_count"] == 0
    (run_dir / "launches" / "L03-r1-ordinary" / "stdout.log").write_text("edited\n", encoding="utf-8")
    edited = integrity_summary(verify_run(run_dir))
    assert edited["tampered"] == edited["findings_count"] == 1
    assert edited["findings"] == [{"kind": "changed", "path": "launches/L03-r1-ordinary/stdout.log",
                                   "detail": edited["findings"][0]["detail"]}]
    assert edited["first_finding"].startswith("changed: launches/L03-r1-ordinary/stdout.log")
    assert edited["withheld_launches"] == ["L03-r1-ordinary"]
    assert integrity_summary(None)["checked"] is False
