"""Family presets (`harness model --list`, `harness model <preset>`): each loads with from_pretrained as the class its
config declares, generates, keeps its family's traits, and is judged by introspection alone (no table of names)."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys

import pytest

from harness.entry.families import PRESETS, preset
from harness.entry.remote_code import declared_class, loaded_class_problems

pytestmark = pytest.mark.e2e

QUANTO = {"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 32}
# What introspection must conclude per preset, from the library's own answer (checked in test_introspection).
FULL_ATTENTION = {"llama-3.2", "qwen2.5", "qwen3", "mistral-7b-v0.3", "phi-3", "mixtral"}
REFUSED_LAYERS = {"mistral-7b-v0.1": "sliding_attention", "gemma-2": "sliding_attention", "jamba": "linear_attention"}


def test_list_names_every_preset_with_what_it_exercises(repo_root):
    out = subprocess.run([sys.executable, "-m", "harness", "model", "--list"], cwd=repo_root, capture_output=True,
                         text=True, check=True).stdout
    for p in PRESETS:
        line = next(ln for ln in out.splitlines() if ln.split()[0] == p.name)
        assert p.model_class in line and p.exercises in line
    assert len(PRESETS) >= 10
    bare = subprocess.run([sys.executable, "-m", "harness", "model"], cwd=repo_root, capture_output=True, text=True)
    assert bare.returncode == 2 and "--list" in bare.stderr


@pytest.mark.parametrize("name", [p.name for p in PRESETS])
def test_preset_loads_as_its_declared_class_and_generates(family_models, name):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path, p = family_models[name], preset(name)
    trust = p.custom_code
    tok = AutoTokenizer.from_pretrained(path, local_files_only=True)
    model = AutoModelForCausalLM.from_pretrained(path, local_files_only=True, trust_remote_code=trust).eval()
    declared = declared_class(path)
    assert declared == (p.model_class if not trust else "CustomLlamaForCausalLM")
    assert type(model).__name__ == declared and loaded_class_problems(path, model) == []
    enc = tok.apply_chat_template([{"role": "user", "content": "试点 pilot budget"}], add_generation_prompt=True,
                                  return_tensors="pt", return_dict=True)
    with torch.no_grad():
        out = model.generate(**enc, max_new_tokens=4, min_new_tokens=4, do_sample=False)
    assert out.shape[1] == enc["input_ids"].shape[1] + 4
    assert len(tok) == model.config.vocab_size


def test_family_traits_are_in_the_configs(family_models):
    from transformers import AutoConfig

    cfg = {n: AutoConfig.from_pretrained(d, trust_remote_code=preset(n).custom_code) for n, d in family_models.items()}
    assert cfg["llama-3.2"].rope_parameters["rope_type"] == "llama3" and cfg["llama-3.2"].tie_word_embeddings
    q3 = cfg["qwen3"]
    assert q3.head_dim != q3.hidden_size // q3.num_attention_heads  # head_dim 64, hidden/heads 16
    assert cfg["phi-3"].rope_parameters["rope_type"] == "longrope"
    assert cfg["phi-3"].num_key_value_heads == cfg["phi-3"].num_attention_heads  # multi-head, no GQA
    assert cfg["mixtral"].num_local_experts == 4 and cfg["mixtral"].num_experts_per_tok == 2
    assert cfg["mistral-7b-v0.1"].sliding_window == 4096 and cfg["mistral-7b-v0.3"].sliding_window is None
    assert cfg["gemma-2"].layer_types == ["sliding_attention", "full_attention"]
    assert cfg["mistral-7b-v0.3"].vocab_size == 32768
    gen = json.loads((family_models["llama-3.2"] / "generation_config.json").read_text())
    assert isinstance(gen["eos_token_id"], list) and len(gen["eos_token_id"]) == 2  # <|end_of_text|>, <|eot_id|>


def test_qwen_projections_have_bias_and_qwen3_has_qk_norms(family_models):
    from safetensors import safe_open

    def names(n):
        with safe_open(str(family_models[n] / "model.safetensors"), "pt") as f:
            return set(f.keys())

    assert "model.layers.0.self_attn.q_proj.bias" in names("qwen2.5")
    assert {"model.layers.0.self_attn.q_norm.weight", "model.layers.0.self_attn.k_norm.weight"} <= names("qwen3")
    assert "lm_head.weight" not in names("qwen3")  # tied
    assert "model.layers.0.self_attn.qkv_proj.weight" in names("phi-3")  # fused


def test_same_seed_same_bytes_through_the_command(tmp_path, family_models, capsys):
    """`harness model qwen3 --out DIR` (the command's own function, in-process) rewrites the fixture's bytes."""
    import argparse

    from harness.commands import model as model_command
    from harness.entry.revision import model_revision

    def digests(d):
        return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(d.iterdir()) if p.is_file()}

    args = argparse.Namespace(preset="qwen3", out=str(tmp_path / "q"), seed=0, corpus=None)
    assert model_command._preset(args) == 0
    assert capsys.readouterr().out.strip() == model_revision(family_models["qwen3"])
    assert digests(tmp_path / "q") == digests(family_models["qwen3"])


@pytest.mark.parametrize("name", [p.name for p in PRESETS])
def test_introspection_judges_each_preset_by_the_library(family_models, name):
    from harness.entry.introspect import introspect

    trust = preset(name).custom_code
    got = introspect(str(family_models[name]), QUANTO, "float32", "cpu", trust_remote_code=trust)
    model = got["model"]
    if name in FULL_ATTENTION:
        assert got["applicable"] is True, got["reason"]
        assert set(model["layer_types"]) == {"full_attention"}
    elif name in REFUSED_LAYERS:
        assert got["applicable"] is False
        assert "QuantizedCache" in got["reason"] and REFUSED_LAYERS[name] in got["reason"]
    else:  # custom code that overrides generate(): the library's trial cannot speak for it
        assert name == "custom-code" and got["applicable"] is None
        assert model["model_class"] == "CustomLlamaForCausalLM" and "generate" in got["reason"]
        untrusted = introspect(str(family_models[name]), QUANTO, "float32", "cpu")
        assert untrusted["applicable"] is False and "not trusted" in untrusted["reason"]
        assert untrusted["model"]["custom_code"]["library_class"] == "LlamaForCausalLM"


def test_an_unseen_family_is_judged_the_same_way(tmp_path, family_models):
    """A family no preset names (Qwen3-Next: gated-delta linear attention + MoE) gets the library's verdict too."""
    import torch
    from transformers import Qwen3NextConfig, Qwen3NextForCausalLM

    from harness.entry.introspect import introspect

    cfg = Qwen3NextConfig(vocab_size=128, hidden_size=64, intermediate_size=64, num_hidden_layers=2,
                          num_attention_heads=2, num_key_value_heads=1, head_dim=64,
                          layer_types=["linear_attention", "full_attention"], num_experts=2, num_experts_per_tok=1,
                          moe_intermediate_size=32, shared_expert_intermediate_size=32, linear_num_key_heads=2,
                          linear_num_value_heads=2, linear_key_head_dim=32, linear_value_head_dim=32)
    torch.manual_seed(0)
    Qwen3NextForCausalLM(cfg).save_pretrained(tmp_path / "m")
    got = introspect(str(tmp_path / "m"), QUANTO, "float32", "cpu")
    assert got["applicable"] is False and "linear_attention" in got["reason"]
    assert got["model"]["model_class"] == "Qwen3NextForCausalLM"
