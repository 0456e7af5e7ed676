"""Token-exact tier building (pure Python; a `tokenizers` BPE stands in for a model's tokenizer)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from tokenizers import Tokenizer

from harness.grade import grade_text
from harness.inputs.sample import load_sample
from harness.inputs.tiers import TierError, arrange, build_tier, ids_sha256, render_prompt

from localtok import make_tokenizer_dir

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
SAMPLES = sorted(p for p in (REPO / "samples").iterdir() if (p / "sample.yaml").exists())


@pytest.fixture(scope="module")
def bpe(tmp_path_factory):
    """One small byte-level BPE trained on both samples' text: returns an encode function."""
    corpus = []
    for d in SAMPLES:
        s = load_sample(d)
        corpus += [p.text for p in s.material + s.background]
    out = make_tokenizer_dir(tmp_path_factory.mktemp("tok"), corpus, vocab_size=800)
    tok = Tokenizer.from_file(str(out / "tokenizer.json"))
    return lambda text: tok.encode(text).ids, tok


@pytest.mark.parametrize("sample_dir", SAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("placement", ["start", "middle", "end"])
def test_tiers_never_exceed_and_stop_within_one_paragraph(sample_dir, placement, bpe):
    encode, tok = bpe
    sample = load_sample(sample_dir)
    bare = len(encode(render_prompt(sample, arrange(sample, 0, placement))))
    for target in (bare + 10, bare + 700, bare + 2500):
        tier = build_tier(sample, target, encode, placement)
        assert tier.n_tokens <= target
        assert tier.n_tokens == len(tier.input_ids)
        assert tier.sha256 == ids_sha256(tier.input_ids)
        # One more background paragraph would have exceeded the target: the tier is as close as the rule allows.
        one_more = render_prompt(sample, arrange(sample, tier.n_background + 1, placement))
        assert len(encode(one_more)) > target
        # Every fact-bearing paragraph survives verbatim in the token ids.
        decoded = tok.decode(list(tier.input_ids))
        for p in sample.material:
            assert f"[{p.id}] {p.text}" in decoded
        assert [i for i in tier.paragraph_ids if not i.startswith("BG")] == [p.id for p in sample.material]
        assert [i for i in tier.paragraph_ids if i.startswith("BG")] == [p.id for p in sample.background[: tier.n_background]]


@pytest.mark.parametrize("sample_dir", SAMPLES, ids=lambda p: p.name)
def test_two_builds_are_identical(sample_dir, bpe):
    encode, _ = bpe
    first = build_tier(sample_dir, 3000, encode, "middle")
    second = build_tier(sample_dir, 3000, encode, "middle")
    assert first == second
    assert first.to_dict()["input_ids"] == list(second.input_ids)


def test_placement_positions_the_material(bpe):
    encode, _ = bpe
    sample_dir = REPO / "samples" / "writing_case_a"
    start = build_tier(sample_dir, 4000, encode, "start").paragraph_ids
    end = build_tier(sample_dir, 4000, encode, "end").paragraph_ids
    middle = build_tier(sample_dir, 4000, encode, "middle").paragraph_ids
    assert start[0] == "A01" and start[-1].startswith("BG")
    assert end[-1] == "A08" and end[0].startswith("BG")
    k = sum(1 for i in middle if i.startswith("BG"))
    assert k >= 4
    assert middle.index("A01") == k // 2


def test_unreachable_and_too_small_targets_are_refused(bpe):
    encode, _ = bpe
    sample_dir = REPO / "samples" / "writing_case_a"
    with pytest.raises(TierError, match="below the sample's bare material"):
        build_tier(sample_dir, 20, encode, "start")
    with pytest.raises(TierError, match="cannot be reached"):
        build_tier(sample_dir, 10_000_000, encode, "start")


def test_background_hash_follows_content(tmp_path):
    import shutil

    src = REPO / "samples" / "writing_case_a"
    dst = tmp_path / "writing_case_a"
    shutil.copytree(src, dst)
    text = (dst / "background.yaml").read_text(encoding="utf-8").replace("仓库拣货排班", "仓库的拣货排班", 1)
    (dst / "background.yaml").write_text(text, encoding="utf-8")
    assert load_sample(dst).background_sha256 != load_sample(src).background_sha256


@pytest.mark.parametrize("sample_dir", SAMPLES, ids=lambda p: p.name)
def test_background_adds_no_fact(sample_dir):
    """No background paragraph states a number, a required fact (right or wrong) or any claim the grader flags.

    The paragraphs are read by the grader itself, as an answer would be: every fact stays omitted and no
    unsupported addition is found, so growing an input never adds or contradicts a fact."""
    sample = load_sample(sample_dir)
    for p in sample.background:
        assert not re.search(r"\d", p.text), p.id
        result = grade_text(p.text, sample_dir, "eos")
        assert {f["grade"] for f in result["facts"].values()} == {"omitted"}, (p.id, {
            k: (f["grade"], f["clause"]) for k, f in result["facts"].items() if f["grade"] != "omitted"})
        assert result["unsupported"] == [], (p.id, result["unsupported"])
