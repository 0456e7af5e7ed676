"""`python -m harness.inputs.prepare` against a locally built tokenizer directory (needs transformers)."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest
from tokenizers import Tokenizer

from harness.inputs.sample import load_sample

from localtok import make_tokenizer_dir

pytestmark = pytest.mark.e2e

REPO = Path(__file__).resolve().parents[1]
CASE_A = REPO / "samples" / "writing_case_a"


def prepare(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "harness.inputs.prepare", *args], capture_output=True, text=True,
                          cwd=REPO, timeout=300)


@pytest.fixture(scope="module")
def tokdir(tmp_path_factory) -> Path:
    s = load_sample(CASE_A)
    return make_tokenizer_dir(tmp_path_factory.mktemp("tok"), [p.text for p in s.material + s.background],
                              context=4096, vocab_size=800)


def test_writes_contract_files_and_refuses_overwrite(tokdir, tmp_path):
    out = tmp_path / "inputs"
    args = ["--model", str(tokdir), "--sample", str(CASE_A), "--placement", "middle", "--targets", "1500", "2500",
            "--max-new-tokens", "96", "--out", str(out)]
    proc = prepare(*args)
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert [t["tier_id"] for t in summary["tiers"]] == ["t1500", "t2500"]
    assert summary["chat_template_applied"] is True
    tok = Tokenizer.from_file(str(tokdir / "tokenizer.json"))
    for target in (1500, 2500):
        d = json.loads((out / f"t{target}.json").read_text(encoding="utf-8"))
        for key in ("tier_id", "target_tokens", "n_tokens", "input_ids", "sha256", "prompt_text", "paragraph_ids",
                    "background_version", "background_sha256", "sample_id", "placement", "chat_template_applied"):
            assert key in d, key
        assert d["n_tokens"] == len(d["input_ids"]) <= target
        assert d["sha256"] == hashlib.sha256(",".join(map(str, d["input_ids"])).encode()).hexdigest()
        text = tok.decode(d["input_ids"], skip_special_tokens=False)
        # The chat template wraps the rendered prompt: user turn first, generation prompt last.
        assert text.startswith("<s><|user|>\n") and text.endswith("<|assistant|>\n")
        assert d["prompt_text"] in text
        assert d["placement"] == "middle" and d["sample_id"] == "writing_case_a"
    again = prepare(*args)
    assert again.returncode == 0 and all(t["file"] == "unchanged" for t in json.loads(again.stdout)["tiers"])
    (out / "t1500.json").write_text("{}", encoding="utf-8")
    conflict = prepare(*args)
    assert conflict.returncode == 2 and "never overwritten" in conflict.stderr
    assert (out / "t1500.json").read_text(encoding="utf-8") == "{}"


def test_refuses_targets_that_do_not_fit(tokdir, tmp_path):
    out = tmp_path / "inputs"
    base = ["--model", str(tokdir), "--sample", str(CASE_A), "--placement", "start", "--out", str(out)]
    too_long = prepare(*base, "--targets", "4000", "--max-new-tokens", "200")
    assert too_long.returncode == 2 and "exceeds the model's context length 4096" in too_long.stderr
    too_small = prepare(*base, "--targets", "64", "--max-new-tokens", "8")
    assert too_small.returncode == 2 and "below the sample's bare material" in too_small.stderr
    assert not out.exists()


def test_without_chat_template(tmp_path):
    s = load_sample(CASE_A)
    tokdir = make_tokenizer_dir(tmp_path / "tok", [p.text for p in s.material + s.background], chat_template=False)
    proc = prepare("--model", str(tokdir), "--sample", str(CASE_A), "--placement", "end", "--targets", "3000",
                   "--max-new-tokens", "32", "--out", str(tmp_path / "inputs"))
    assert proc.returncode == 0, proc.stderr
    d = json.loads((tmp_path / "inputs" / "t3000.json").read_text(encoding="utf-8"))
    assert d["chat_template_applied"] is False
    assert d["paragraph_ids"][-1] == "A08"


@pytest.mark.parametrize("sample_id,targets", [("writing_case_a", ("512", "1024", "4096")),
                                               ("writing_case_b", ("1024", "4096"))])
def test_tiny_model_tokenizer_reaches_the_tiers(tiny_model_dir, tmp_path, sample_id, targets):
    """The real path: the tiny model's tokenizer and chat template, both samples; case A fits the demo's tiers."""
    out = tmp_path / "inputs"
    proc = prepare("--model", str(tiny_model_dir), "--sample", str(REPO / "samples" / sample_id), "--placement",
                   "end", "--targets", *targets, "--max-new-tokens", "96", "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    summary = json.loads(proc.stdout)
    assert summary["chat_template_applied"] is True
    for row, target in zip(summary["tiers"], targets):
        assert int(target) - 200 < row["n_tokens"] <= int(target)  # a background paragraph costs < 200 tokens here
        d = json.loads((out / f"t{target}.json").read_text(encoding="utf-8"))
        assert d["paragraph_ids"][-1] in ("A08", "B08")


def test_tiny_model_refuses_a_tier_below_the_material(tiny_model_dir, tmp_path):
    proc = prepare("--model", str(tiny_model_dir), "--sample", str(CASE_A), "--placement", "start", "--targets", "256",
                   "--max-new-tokens", "32", "--out", str(tmp_path / "inputs"))
    assert proc.returncode == 2 and "below the sample's bare material" in proc.stderr
    assert not (tmp_path / "inputs").exists()
