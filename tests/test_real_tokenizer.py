"""The real Mistral v3 tokenizer (mistral-common's shipped file) in the mistral-7b-v0.3 preset: token-exact tiers
with Mistral's own instruct format, measured reach of cases A/B, stop reasons with its special tokens."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from harness.entry.mistral_tokenizer import V3_FILE
from harness.inputs.prepare import load_encoder
from harness.inputs.sample import load_sample
from harness.inputs.tiers import arrange, render_prompt

pytestmark = pytest.mark.e2e
REPO = Path(__file__).resolve().parents[1]
TIERS = (1024, 2048, 4096, 32000)  # 32000: the long tier (issue 18), within the 32768 positions
# Measured with this tokenizer (samples/README.md quotes them): bare prompt, every background paragraph.
MEASURED = {"writing_case_a": (779, 33324), "writing_case_b": (549, 33674)}


@pytest.fixture(scope="module")
def v3(family_models):
    from mistral_common.tokens.tokenizers.mistral import MistralTokenizer

    path = family_models["mistral-7b-v0.3"]
    return path, MistralTokenizer.from_file(str(path / V3_FILE))


def _reference(mistral, messages) -> list[int]:
    """mistral-common's own encoding of a chat (the format Mistral's instruct models were trained on)."""
    from mistral_common.protocol.instruct.messages import AssistantMessage, SystemMessage, UserMessage
    from mistral_common.protocol.instruct.request import ChatCompletionRequest

    kinds = {"user": UserMessage, "assistant": AssistantMessage, "system": SystemMessage}
    msgs = [kinds[m["role"]](content=m["content"]) for m in messages]
    return list(mistral.encode_chat_completion(ChatCompletionRequest(messages=msgs)).tokens)


def test_the_directory_is_the_real_file_with_its_license(v3):
    path, _ = v3
    assert (path / "LICENSE").read_text().lstrip().startswith("Apache License")
    cfg = json.loads((path / "config.json").read_text())
    assert cfg["vocab_size"] == 32768 and cfg["model_type"] == "mistral"
    _, _, cls = load_encoder(path)
    assert cls == "TokenizersBackend"  # AutoTokenizer loads tokenizer.json: no mistral-common needed at run time


def test_chat_template_equals_mistral_common_for_multi_turn_and_system(v3):
    from transformers import AutoTokenizer

    path, mistral = v3
    tok = AutoTokenizer.from_pretrained(path)
    chat = [{"role": "system", "content": "Answer in one line."}, {"role": "user", "content": "试点期是多久？"},
            {"role": "assistant", "content": "Six months."}, {"role": "user", "content": "And the budget?"}]
    for messages in (chat, chat[1:], chat[1:2]):
        text = tok.apply_chat_template(messages, tokenize=False, add_generation_prompt=True)
        assert tok(text, add_special_tokens=False)["input_ids"] == _reference(mistral, messages)


@pytest.mark.parametrize("case", sorted(MEASURED))
def test_bare_prompt_and_background_reach_are_the_measured_counts(v3, case):
    path, mistral = v3
    encode, templated, _ = load_encoder(path)
    sample = load_sample(REPO / "samples" / case)
    bare = render_prompt(sample, arrange(sample, 0, "start"))
    full = render_prompt(sample, arrange(sample, len(sample.background), "start"))
    assert templated
    ids_bare, ids_full = encode(bare), encode(full)
    assert ids_bare == _reference(mistral, [{"role": "user", "content": bare}])
    assert ids_full == _reference(mistral, [{"role": "user", "content": full}])
    assert (len(ids_bare), len(ids_full)) == MEASURED[case]
    assert len(ids_full) >= 32768  # the background reaches a 32k tier with the real tokenizer


@pytest.mark.parametrize("case", sorted(MEASURED))
def test_each_prepared_tier_tokenizes_to_its_recorded_count_with_the_real_template(v3, case, tmp_path):
    path, mistral = v3
    res = subprocess.run([sys.executable, "-m", "harness.inputs.prepare", "--model", str(path), "--sample",
                          str(REPO / "samples" / case), "--targets", *map(str, TIERS), "--max-new-tokens", "256",
                          "--out", str(tmp_path)], cwd=REPO, capture_output=True, text=True, timeout=300)
    assert res.returncode == 0, res.stderr
    for target in TIERS:
        tier = json.loads((tmp_path / f"t{target}.json").read_text())
        ids = _reference(mistral, [{"role": "user", "content": tier["prompt_text"]}])
        assert tier["input_ids"] == ids and tier["n_tokens"] == len(ids) <= target
        assert tier["chat_template_applied"] is True and ids[:2] == [1, 3] and ids[-1] == 4  # <s>[INST] ... [/INST]


def test_stop_reasons_with_its_special_tokens(v3):
    from transformers import AutoTokenizer, GenerationConfig

    from harness.entry.request import stop_reason

    path, _ = v3
    tok = AutoTokenizer.from_pretrained(path)
    eos = GenerationConfig.from_pretrained(path).eos_token_id
    eos_ids = set(eos if isinstance(eos, list) else [eos])
    assert eos_ids == {tok.eos_token_id} == {tok.convert_tokens_to_ids("</s>")}
    ids = tok("Sources: A01, A04.", add_special_tokens=False)["input_ids"]
    text = tok.decode(ids, skip_special_tokens=True)
    assert stop_reason(ids + [tok.eos_token_id], eos_ids, text, [], 64) == "eos"
    assert stop_reason(ids + [tok.convert_tokens_to_ids("[/INST]")], eos_ids, text, [], 64) == "unknown"
    assert stop_reason(ids, eos_ids, text, ["A04."], 64) == "stop_string"
    assert stop_reason(ids, eos_ids, text, [], len(ids)) == "length"
