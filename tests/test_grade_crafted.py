"""Crafted answers with known grades (tests/crafted/<sample>/expected.yaml): each gets exactly its grade."""
from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from harness.grade import grade_text

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
CRAFTED = REPO / "tests" / "crafted"


def cases():
    for folder in sorted(p for p in CRAFTED.iterdir() if p.is_dir()):
        expected = YAML(typ="safe").load((folder / "expected.yaml").read_text(encoding="utf-8"))
        for name, exp in expected.items():
            yield pytest.param(folder.name, name, exp, id=f"{folder.name}/{name}")


def test_every_crafted_file_has_an_expectation():
    for folder in (p for p in CRAFTED.iterdir() if p.is_dir()):
        expected = YAML(typ="safe").load((folder / "expected.yaml").read_text(encoding="utf-8"))
        assert sorted(p.stem for p in folder.glob("*.txt")) == sorted(expected), folder.name


@pytest.mark.parametrize("sample_id,name,exp", list(cases()))
def test_crafted_answer_gets_its_known_grade(sample_id, name, exp):
    text = (CRAFTED / sample_id / f"{name}.txt").read_text(encoding="utf-8")
    result = grade_text(text, REPO / "samples" / sample_id, exp["stop_reason"])
    facts = result["facts"]
    want_grades = {fid: exp.get("facts", {}).get(fid, "correct") for fid in facts}
    assert {fid: f["grade"] for fid, f in facts.items()} == want_grades
    want_cited = {fid: exp.get("cited", {}).get(fid, "ok") for fid in facts}
    assert {fid: f["cited"]["status"] for fid, f in facts.items()} == want_cited
    for fid, text_ in exp.get("offending", {}).items():
        assert facts[fid]["offending"] == text_
    for fid, f in facts.items():
        assert (f["offending"] is not None) == (f["grade"] == "distorted")
    assert sorted(u["kind"] for u in result["unsupported"]) == exp.get("unsupported", [])
    failed = sorted(k for k, c in result["checks"].items() if c["pass"] is False)
    assert failed == exp.get("checks_failed", [])
    assert all(c["pass"] is not None for c in result["checks"].values())  # a stop reason is given: all checks made
