"""grade_run over a hand-made run directory, review overrides, and the `harness grade` command."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from harness.errors import InputError
from harness.grade import grade_run

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
CASE_A = REPO / "samples" / "writing_case_a"
CRAFTED = REPO / "tests" / "crafted" / "writing_case_a"


def record(cell: str, *, warmup=False, completed=True, stop="eos", text_rel=None) -> dict:
    return {"record_version": 1, "launch_id": "L01-short-ordinary", "branch": "ordinary", "role": "ordinary",
            "phase": "short_sample", "cell_id": cell, "warmup": warmup, "tier_id": "t1536", "output_budget": 96,
            "repeat": None, "completed": completed, "stop_reason": stop if completed else None,
            "output_tokens": 90 if completed else None, "valid": True,
            "error": None if completed else {"class": "OutOfMemoryError", "message": "CUDA out of memory"},
            "artifacts": {"output_text": text_rel} if text_rel else {}}


@pytest.fixture()
def run_dir(tmp_path) -> Path:
    run = tmp_path / "run"
    out = run / "launches" / "L01-short-ordinary" / "outputs"
    out.mkdir(parents=True)
    (run / "spec.resolved.json").write_text(json.dumps({"sample": {"path": str(CASE_A), "placement": "start"}}))
    shutil.copy(CRAFTED / "amount_changed.txt", out / "c1.txt")
    shutil.copy(CRAFTED / "truncated.txt", out / "c2.txt")
    rel = "launches/L01-short-ordinary/outputs/"
    lines = [record("warm", warmup=True, text_rel=rel + "c1.txt"), record("c1", text_rel=rel + "c1.txt"),
             record("c2", stop="length", text_rel=rel + "c2.txt"), record("c3", completed=False)]
    body = "".join(json.dumps(r) + "\n" for r in lines) + '{"partial'  # a killed child's partial last line
    (run / "launches" / "L01-short-ordinary" / "records.jsonl").write_text(body)
    return run


def test_grades_each_measured_output_and_writes_a_review_template(run_dir):
    summary = grade_run(run_dir)
    assert summary["graded"] == 2 and summary["not_graded"] == 1 and summary["review"]["created"]
    c1 = json.loads((run_dir / "grades" / "L01-short-ordinary" / "c1.json").read_text())
    assert c1["final"]["facts"]["F03"] == {"grade": "distorted", "automatic": "distorted", "reviewed": False,
                                           "reviewer": None, "reason": None}
    assert c1["automatic"]["facts"]["F03"]["offending"] == "150万元"
    c2 = json.loads((run_dir / "grades" / "L01-short-ordinary" / "c2.json").read_text())
    assert c2["final"]["checks"]["truncation_explained"]["grade"] == "fail"
    c3 = json.loads((run_dir / "grades" / "L01-short-ordinary" / "c3.json").read_text())
    assert c3["graded"] is False and "OutOfMemoryError" in c3["not_graded_reason"]
    assert not (run_dir / "grades" / "L01-short-ordinary" / "warm.json").exists()
    review = YAML(typ="safe").load((run_dir / "review.yaml").read_text())
    keys = {i["key"]: i for i in review["items"]}
    # Every automatic grade of both graded outputs is listed: 7 facts x (grade + citation) + 6 checks each.
    assert len(keys) == 2 * (7 * 2 + 6)
    assert keys["L01-short-ordinary/c1/fact:F03"]["automatic"] == "distorted"
    assert all(i["override"] is None for i in review["items"])


def test_overrides_apply_and_survive_a_regrade(run_dir):
    grade_run(run_dir)
    path = run_dir / "review.yaml"
    text = path.read_text().replace(
        "key: L01-short-ordinary/c1/fact:F03\n  automatic: distorted\n  override:\n  reviewer:\n  reason:",
        "key: L01-short-ordinary/c1/fact:F03\n  automatic: distorted\n  override: correct\n  reviewer: Li Wei\n"
        "  reason: the source's amount is quoted right in the next line")
    assert "override: correct" in text
    path.write_text(text)
    before = path.read_bytes()
    summary = grade_run(run_dir)
    assert path.read_bytes() == before  # never rewritten
    assert summary["review"] == {"path": str(path), "created": False, "overrides_applied": 1, "stale_overrides": [],
                                 "unlisted": 0, "unlisted_file": None}
    c1 = json.loads((run_dir / "grades" / "L01-short-ordinary" / "c1.json").read_text())
    assert c1["final"]["facts"]["F03"] == {"grade": "correct", "automatic": "distorted", "reviewed": True,
                                           "reviewer": "Li Wei",
                                           "reason": "the source's amount is quoted right in the next line"}
    assert c1["reviewed"] is True
    assert c1["automatic"]["facts"]["F03"]["grade"] == "distorted"  # the automatic grade is kept beside it


def test_override_without_reviewer_or_with_bad_value_is_bad_input(run_dir):
    grade_run(run_dir)
    path = run_dir / "review.yaml"
    text = path.read_text()
    text = text.replace("key: L01-short-ordinary/c1/fact:F01\n  automatic: correct\n  override:",
                        "key: L01-short-ordinary/c1/fact:F01\n  automatic: correct\n  override: distorted", 1)
    text = text.replace("key: L01-short-ordinary/c1/cited:F02\n  automatic: ok\n  override:",
                        "key: L01-short-ordinary/c1/cited:F02\n  automatic: ok\n  override: maybe", 1)
    path.write_text(text)
    with pytest.raises(InputError) as err:
        grade_run(run_dir)
    message = str(err.value)
    assert "needs `reviewer`" in message and "needs `reason`" in message
    assert "override 'maybe' for cited must be one of ok, wrong, missing" in message


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness", "grade", *args], capture_output=True, text=True,
                          cwd=REPO, timeout=120)


def test_cli_run_and_text(run_dir):
    proc = cli(str(run_dir))
    assert proc.returncode == 0, proc.stderr
    assert "graded 2 output(s), not graded 1" in proc.stdout
    proc = cli("--text", str(CRAFTED / "invented_approval.txt"), "--sample", str(CASE_A), "--stop-reason", "eos",
               "--json")
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)
    assert set(result) >= {"facts", "unsupported", "checks"}
    assert [u["kind"] for u in result["unsupported"]] == ["approval"]
    assert result["facts"]["F04"]["grade"] == "correct"
    bad = cli("--text", str(CRAFTED / "loop.txt"))
    assert bad.returncode == 2 and "--sample" in bad.stderr
    missing = cli("--text", str(CRAFTED / "loop.txt"), "--sample", str(REPO / "samples" / "nope"))
    assert missing.returncode == 2 and "sample directory not found" in missing.stderr


def test_cells_graded_after_the_review_file_are_listed_apart(run_dir):
    grade_run(run_dir)
    review = (run_dir / "review.yaml").read_bytes()
    out = run_dir / "launches" / "L01-short-ordinary" / "outputs"
    shutil.copy(CRAFTED / "loop.txt", out / "c4.txt")
    # A resumed run: the launch's records now also hold a cell graded after review.yaml was written.
    (run_dir / "launches" / "L01-short-ordinary" / "records.jsonl").write_text(
        "".join(json.dumps(record(c, text_rel=f"launches/L01-short-ordinary/outputs/{c}.txt")) + "\n"
                for c in ("c1", "c4")))
    summary = grade_run(run_dir)
    assert (run_dir / "review.yaml").read_bytes() == review
    assert summary["review"]["unlisted"] == 7 * 2 + 6
    items = YAML(typ="safe").load((run_dir / "grades" / "review.unlisted.yaml").read_text())["items"]
    assert {i["key"].split("/")[1] for i in items} == {"c4"}
    assert any(i["key"].endswith("check:repetition_loop") and i["automatic"] == "fail" for i in items)
