"""Long inputs (issue 18 item 1): 32k-token tiers of both cases with the real Mistral v3 tokenizer.

- Each case's background (``zh-background-3``, ``en-background-2``) reaches a 32,000-token tier in every placement,
  with every required-fact paragraph inside it, where the placement puts it.
- The background adds no fact: a faithful answer still grades all-correct with nothing unsupported against the grown
  sample (the grader reads the background as general remarks), and the background alone states none of the facts
  (``tests/test_inputs_prepare.py::test_background_adds_no_fact``).
- One run end to end through the real entrypoint (ordinary + quanto int4, a 32,000-token input, 8 output tokens):
  every branch's records carry the prepared input's hash.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from harness.grade.api import grade_text
from harness.inputs.prepare import load_encoder
from harness.inputs.sample import load_sample
from harness.inputs.tiers import build_tier
from harness.run.files import read_records

pytestmark = pytest.mark.e2e
REPO = Path(__file__).resolve().parents[1]
LONG = 32000  # within the preset's 32768 positions, with room for the output budget
CASES = {"writing_case_a": "A", "writing_case_b": "B"}


@pytest.fixture(scope="module")
def mistral(family_models):
    path = family_models["mistral-7b-v0.3"]
    encode, templated, _ = load_encoder(path)
    assert templated
    return path, encode


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("placement", ["start", "middle", "end"])
def test_32k_tier_holds_every_fact_paragraph_where_the_placement_puts_it(mistral, case, placement):
    _, encode = mistral
    sample = load_sample(REPO / "samples" / case)
    tier = build_tier(sample, LONG, encode, placement=placement)
    assert LONG - 1000 < tier.n_tokens <= LONG  # within one background paragraph of the target
    material = [p.id for p in sample.material]
    ids = list(tier.paragraph_ids)
    assert [i for i in ids if i in material] == material  # every fact paragraph, in order
    first = ids.index(material[0])
    share = first / len(ids)
    assert {"start": share == 0, "middle": 0.3 < share < 0.7, "end": ids[-len(material):] == material}[placement]
    assert all(f"[{m}]" in tier.prompt_text for m in material)


@pytest.mark.parametrize("case", sorted(CASES))
def test_faithful_answer_still_grades_correct_against_the_grown_sample(case):
    sample_dir = REPO / "samples" / case
    assert len(load_sample(sample_dir).background) > 140  # the grown background is the one graded against
    text = (REPO / "tests" / "crafted" / case / "all_correct.txt").read_text(encoding="utf-8")
    graded = grade_text(text, sample_dir, stop_reason="eos")
    grades = {k: f["grade"] for k, f in graded["facts"].items()}
    assert grades and grades == dict.fromkeys(grades, "correct")
    assert graded["unsupported"] == [], graded["unsupported"]


def test_a_32k_run_feeds_every_branch_the_same_prepared_input(mistral, tmp_path):
    model, _ = mistral
    spec = {
        "version": 1,
        "name": "long-32k",
        "model": {"path": str(model), "revision": "auto", "dtype": "float32", "attn_implementation": "sdpa",
                  "device": "cpu"},
        "generation": {"do_sample": False, "length_policy": "forced"},
        "sample": {"path": str(REPO / "samples" / "writing_case_a"), "placement": "middle"},
        "matrix": {"input_tokens": [LONG], "output_budgets": [8], "repeats": 1, "warmup": 0, "order": "alternate"},
        "branches": {
            "ordinary": {"cache": {"implementation": "dynamic"}},
            "candidates": {"quanto-int4": {"cache": {"implementation": "quantized", "backend": "quanto", "nbits": 4,
                                                     "q_group_size": 64, "residual_length": 128}}},
        },
        "acceptance": {"memory_headroom_fraction": 0.10, "max_generation_seconds": 600,
                       "facts_must_be_correct": "all", "max_unsupported_additions": 0},
        "runner": "local",
        "output_dir": str(tmp_path / "runs"),
    }
    spec_path = tmp_path / "long.yaml"
    spec_path.write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "harness", "run", str(spec_path), "--allow-pending"], cwd=REPO,
                          capture_output=True, text=True, timeout=1200)
    assert "status: completed" in proc.stdout, proc.stderr[-4000:]
    run_dir = next((tmp_path / "runs" / "long-32k").iterdir())
    prepared = json.loads((run_dir / "inputs" / f"t{LONG}.json").read_text(encoding="utf-8"))
    assert LONG - 1000 < prepared["n_tokens"] <= LONG and prepared["placement"] == "middle"
    seen: dict[str, set[str]] = {}
    for path in sorted((run_dir / "launches").glob("*/records.jsonl")):
        for r in read_records(path).records:
            if r["tier_id"] == f"t{LONG}":
                assert r["completed"] is True and r["valid"] is True, (r["error"], r["invalid_reasons"])
                assert r["input_tokens"] == prepared["n_tokens"]
                seen.setdefault(r["branch"], set()).add(r["input_sha256"])
    assert seen == {"ordinary": {prepared["sha256"]}, "quanto-int4": {prepared["sha256"]}}
