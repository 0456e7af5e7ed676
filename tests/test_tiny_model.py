"""The tiny model: deterministic bytes, real from_pretrained round trip, tokenizer handles Chinese + English."""
from __future__ import annotations

import argparse
import hashlib
import json

import pytest

from harness.commands import model as model_command
from harness.entry.revision import counted_files, model_revision
from harness.entry.tiny_model import make_tiny_model

pytestmark = pytest.mark.e2e


def _digests(path):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(path.iterdir()) if p.is_file()}


@pytest.fixture(scope="module")
def tiny_pair(tmp_path_factory):
    a = make_tiny_model(tmp_path_factory.mktemp("a") / "m", seed=0)
    b = make_tiny_model(tmp_path_factory.mktemp("b") / "m", seed=0)
    return a, b


def test_same_seed_same_bytes(tiny_pair):
    a, b = tiny_pair
    da, db = _digests(a), _digests(b)
    assert {"config.json", "generation_config.json", "model.safetensors", "tokenizer.json"} <= set(da)
    assert da == db
    assert model_revision(a) == model_revision(b)


def test_other_seed_other_weights_same_tokenizer(tiny_pair, tmp_path):
    c = make_tiny_model(tmp_path / "c", seed=1)
    da, dc = _digests(tiny_pair[0]), _digests(c)
    assert da["model.safetensors"] != dc["model.safetensors"]
    assert da["tokenizer.json"] == dc["tokenizer.json"]
    assert model_revision(tiny_pair[0]) != model_revision(c)


def test_loads_with_auto_classes_and_has_the_promised_shape(tiny_pair):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = tiny_pair[0]
    tok = AutoTokenizer.from_pretrained(path)
    model = AutoModelForCausalLM.from_pretrained(path)
    cfg = model.config
    assert cfg.model_type == "llama"
    assert cfg.num_hidden_layers >= 4 and cfg.num_key_value_heads < cfg.num_attention_heads  # GQA
    assert cfg.head_dim % 64 == 0  # quanto / hqq default q_group_size divides each row
    assert cfg.max_position_embeddings >= 8192
    assert tok.eos_token == "</s>" and model.generation_config.eos_token_id == tok.eos_token_id
    # Any Chinese / English text round-trips, including characters absent from the training corpus.
    text = "试点时间 龘𠀀 and English, 2026-11-29 ✓"
    ids = tok(text, add_special_tokens=False)["input_ids"]
    assert tok.decode(ids) == text
    prompt = tok.apply_chat_template([{"role": "user", "content": "写一份简报"}], add_generation_prompt=True,
                                     tokenize=False)
    assert prompt == "<s><|user|>\n写一份简报</s>\n<|assistant|>\n"
    out = model.generate(torch.tensor([ids]), max_new_tokens=4, do_sample=False)
    assert out.shape[0] == 1 and len(ids) < out.shape[1] <= len(ids) + 4  # EOS may stop it early
    assert out[0, : len(ids)].tolist() == ids


def test_revision_covers_names_and_contents(tiny_pair, tmp_path):
    import shutil

    copy = tmp_path / "copy"
    shutil.copytree(tiny_pair[0], copy)
    base = model_revision(copy)
    names = [p.name for p in counted_files(copy)]
    assert "model.safetensors" in names and "tokenizer.json" in names and "TINY_MODEL.txt" not in names
    (copy / "TINY_MODEL.txt").write_text("notes do not count")
    assert model_revision(copy) == base
    cfg = json.loads((copy / "config.json").read_text())
    cfg["rms_norm_eps"] = 1e-5
    (copy / "config.json").write_text(json.dumps(cfg))
    assert model_revision(copy) != base
    with pytest.raises(FileNotFoundError):
        model_revision(tmp_path / "missing")


def test_cli_tiny_prints_revision(tmp_path, capsys):
    parser = argparse.ArgumentParser()
    model_command.register(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["model", "tiny", "--out", str(tmp_path / "m"), "--seed", "0"])
    assert args.func(args) == 0
    printed = capsys.readouterr().out.strip()
    assert printed == model_revision(tmp_path / "m")
    args = parser.parse_args(["model", "revision", str(tmp_path / "m")])
    assert args.func(args) == 0 and capsys.readouterr().out.strip() == printed
