"""Family presets: CPU-sized, seeded random-weight models of real families, with their real architecture classes.

Each preset writes a local model directory (``config.json``, ``generation_config.json``, ``model.safetensors``,
tokenizer files) that ``from_pretrained`` loads as the class its config declares. The shapes are tiny (2 layers,
hidden 64-256, head_dim 64 so that quanto's / hqq's default group of 64 divides a cached row); what is kept from
the real family is what this harness makes claims about: the architecture class, layer types (sliding window,
hybrid sliding/full, Mamba), grouped-query attention and head_dim (the analytic KV bytes), rope scaling, attention
bias, q/k norms, tied embeddings, mixture-of-experts, the chat template's turn markers and the special tokens that
end a turn (stop reasons). Weights are random: generated text is meaningless.

Tokenizers: the ``mistral-7b-v0.3`` preset carries Mistral's real v3 SentencePiece tokenizer from the installed
``mistral-common`` wheel (Apache-2.0; its license is copied beside it), converted by transformers into a
``tokenizer.json`` that ``AutoTokenizer`` loads, with Mistral's instruct format as the chat template
(``harness.entry.mistral_tokenizer``). The others use the tiny byte-level BPE (``tiny_model``) trained on the same
corpus, with the family's own special tokens and turn markers: counts in tokens are the harness's, not the family's.

The ``custom-code`` preset is the attacker's case: ``model_type: llama`` plus ``auto_map`` to a class in
``modeling_custom.py`` whose ``generate`` drops ``cache_implementation``. A run refuses it unless the spec opts in
(``model.trust_remote_code: true``).

Nothing here is a table the harness consults: admission introspects every model the same way (``introspect``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

# Turn templates with the family's own markers (the generic parts of each family's published template: a user
# turn, an assistant turn and the generation prompt; tools and default system prompts left out).
_LLAMA3_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|start_header_id|>{{ m['role'] }}<|end_header_id|>\n\n"
    "{{ m['content'] | trim }}<|eot_id|>{% endfor %}"
    "{% if add_generation_prompt %}<|start_header_id|>assistant<|end_header_id|>\n\n{% endif %}"
)
_CHATML_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)
_INST_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}{% if m['role'] == 'user' %}[INST] {{ m['content'] }} [/INST]"
    "{% else %}{{ m['content'] }}{{ eos_token }}{% endif %}{% endfor %}"
)
_GEMMA_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<start_of_turn>{{ 'model' if m['role'] == 'assistant' else m['role'] }}"
    "\n{{ m['content'] | trim }}<end_of_turn>\n{% endfor %}{% if add_generation_prompt %}<start_of_turn>model\n"
    "{% endif %}"
)
_PHI3_TEMPLATE = (
    "{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}<|end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)
_TINY_TEMPLATE = (
    "{{ bos_token }}{% for message in messages %}"
    "{{ '<|' + message['role'] + '|>\n' + message['content'] + eos_token + '\n' }}{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|assistant|>\n' }}{% endif %}"
)


@dataclass(frozen=True)
class Tokens:
    """The family's special tokens for the trained tokenizer: ``special`` take ids 0.., in order."""

    special: tuple[str, ...]
    bos: str | None
    eos: str  # the tokenizer's eos_token (ends a turn in the template)
    pad: str
    generation_eos: tuple[str, ...]  # generation_config.eos_token_id: every token that stops generate()
    template: str


_LLAMA3 = Tokens(
    ("<|begin_of_text|>", "<|end_of_text|>", "<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>",
     "<|finetune_right_pad_id|>"),
    "<|begin_of_text|>", "<|eot_id|>", "<|finetune_right_pad_id|>", ("<|end_of_text|>", "<|eot_id|>"), _LLAMA3_TEMPLATE,
)  # fmt: skip
_QWEN = Tokens(
    ("<|endoftext|>", "<|im_start|>", "<|im_end|>"),
    None, "<|im_end|>", "<|endoftext|>", ("<|im_end|>", "<|endoftext|>"), _CHATML_TEMPLATE,
)  # fmt: skip
_MISTRAL_V1 = Tokens(("<unk>", "<s>", "</s>"), "<s>", "</s>", "<unk>", ("</s>",), _INST_TEMPLATE)
_GEMMA = Tokens(
    ("<pad>", "<eos>", "<bos>", "<unk>", "<start_of_turn>", "<end_of_turn>"),
    "<bos>", "<end_of_turn>", "<pad>", ("<eos>", "<end_of_turn>"), _GEMMA_TEMPLATE,
)  # fmt: skip
_PHI3 = Tokens(
    ("<unk>", "<s>", "</s>", "<|endoftext|>", "<|user|>", "<|assistant|>", "<|system|>", "<|end|>"),
    "<s>", "<|end|>", "<|endoftext|>", ("<|endoftext|>", "<|end|>"), _PHI3_TEMPLATE,
)  # fmt: skip
_TINY = Tokens(
    ("<pad>", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>"), "<s>", "</s>", "<pad>", ("</s>",),
    _TINY_TEMPLATE,
)  # fmt: skip

MISTRAL_V3 = "mistral-v3"  # the real tokenizer (harness.entry.mistral_tokenizer)


@dataclass(frozen=True)
class Preset:
    name: str
    family: str  # the real family it is shaped after
    config_class: str
    model_class: str
    config: dict
    exercises: str
    tokens: Tokens | None  # None: the real tokenizer named by ``real_tokenizer``
    real_tokenizer: str | None = None
    custom_code: bool = False
    notes: tuple[str, ...] = field(default_factory=tuple)


# head_dim 64 everywhere (quanto/hqq default group 64); 2 layers; GQA unless the family is MHA.
_COMMON = {"num_hidden_layers": 2, "head_dim": 64, "rms_norm_eps": 1e-6}

PRESETS: tuple[Preset, ...] = (
    Preset(
        "llama-3.2",
        "Llama-3.2 (1B/3B shape)",
        "LlamaConfig",
        "LlamaForCausalLM",
        {
            **_COMMON,
            "hidden_size": 128,
            "intermediate_size": 256,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "max_position_embeddings": 131072,
            "tie_word_embeddings": True,
            "rope_parameters": {
                "rope_type": "llama3",
                "rope_theta": 500000.0,
                "factor": 32.0,
                "low_freq_factor": 1.0,
                "high_freq_factor": 4.0,
                "original_max_position_embeddings": 8192,
            },
        },
        "full attention; GQA 2:1; llama3 rope scaling; tied embeddings; two EOS ids (<|eot_id|>, <|end_of_text|>)",
        _LLAMA3,
    ),
    Preset(
        "qwen2.5",
        "Qwen2.5 (0.5B shape)",
        "Qwen2Config",
        "Qwen2ForCausalLM",
        {
            **_COMMON,
            "hidden_size": 128,
            "intermediate_size": 256,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "max_position_embeddings": 32768,
            "tie_word_embeddings": True,
            "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0},
            "use_sliding_window": False,
        },
        "full attention; q/k/v projection bias; GQA 2:1; tied embeddings; ChatML turns, EOS <|im_end|>",
        _QWEN,
    ),
    Preset(
        "qwen3",
        "Qwen3 (0.6B shape)",
        "Qwen3Config",
        "Qwen3ForCausalLM",
        {
            **_COMMON,
            "hidden_size": 64,
            "intermediate_size": 128,
            "num_attention_heads": 4,
            "num_key_value_heads": 2,
            "max_position_embeddings": 40960,
            "tie_word_embeddings": True,
            "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0},
            "use_sliding_window": False,
        },
        "full attention; q/k RMS norms; head_dim 64 != hidden/heads 16; GQA 2:1; tied embeddings",
        _QWEN,
    ),
    Preset(
        "mistral-7b-v0.3",
        "Mistral-7B-v0.3 (Instruct)",
        "MistralConfig",
        "MistralForCausalLM",
        {
            **_COMMON,
            "hidden_size": 256,
            "intermediate_size": 512,
            "num_attention_heads": 4,
            "num_key_value_heads": 1,
            "max_position_embeddings": 32768,
            "sliding_window": None,
            "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0},
            "tie_word_embeddings": False,
        },
        "full attention (sliding_window null); GQA 4:1; the REAL Mistral v3 tokenizer (32768) and [INST] format",
        None,
        real_tokenizer=MISTRAL_V3,
    ),
    Preset(
        "mistral-7b-v0.1",
        "Mistral-7B-v0.1",
        "MistralConfig",
        "MistralForCausalLM",
        {
            **_COMMON,
            "hidden_size": 256,
            "intermediate_size": 512,
            "num_attention_heads": 4,
            "num_key_value_heads": 1,
            "max_position_embeddings": 32768,
            "sliding_window": 4096,
            "rope_parameters": {"rope_type": "default", "rope_theta": 10000.0},
        },
        "sliding window 4096 on every layer (QuantizedCache refuses it); GQA 4:1",
        _MISTRAL_V1,
    ),
    Preset(
        "gemma-2",
        "Gemma-2 (2B shape)",
        "Gemma2Config",
        "Gemma2ForCausalLM",
        {
            **_COMMON,
            "hidden_size": 128,
            "intermediate_size": 256,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "max_position_embeddings": 8192,
            "sliding_window": 4096,
            "layer_types": ["sliding_attention", "full_attention"],
            "query_pre_attn_scalar": 64,
            "attn_logit_softcapping": 50.0,
            "final_logit_softcapping": 30.0,
            "tie_word_embeddings": True,
        },
        "hybrid: sliding (4096) and full attention layers alternate; logit soft-capping; tied embeddings",
        _GEMMA,
    ),
    Preset(
        "phi-3",
        "Phi-3-mini-128k",
        "Phi3Config",
        "Phi3ForCausalLM",
        {
            **_COMMON,
            "hidden_size": 128,
            "intermediate_size": 256,
            "num_attention_heads": 2,
            "num_key_value_heads": 2,
            "max_position_embeddings": 131072,
            "original_max_position_embeddings": 4096,
            "sliding_window": None,
            "rope_parameters": {
                "rope_type": "longrope",
                "rope_theta": 10000.0,
                "short_factor": [1.0 + 0.01 * i for i in range(32)],
                "long_factor": [1.0 + 0.5 * i for i in range(32)],
                "original_max_position_embeddings": 4096,
            },
            "tie_word_embeddings": False,
        },
        "full attention; fused qkv projection; multi-head (no GQA); longrope scaling; EOS <|end|> and <|endoftext|>",
        _PHI3,
        notes=("sliding_window left null (the 4k release sets 2047, which would make it sliding)",),
    ),
    Preset(
        "mixtral",
        "Mixtral-8x7B (MoE)",
        "MixtralConfig",
        "MixtralForCausalLM",
        {
            **_COMMON,
            "hidden_size": 128,
            "intermediate_size": 128,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "num_local_experts": 4,
            "num_experts_per_tok": 2,
            "max_position_embeddings": 32768,
            "sliding_window": None,
            "rope_parameters": {"rope_type": "default", "rope_theta": 1000000.0},
        },
        "full attention; mixture of experts (4 experts, top-2 routing); GQA 2:1",
        _MISTRAL_V1,
    ),
    Preset(
        "jamba",
        "Jamba (Mamba + attention hybrid, MoE)",
        "JambaConfig",
        "JambaForCausalLM",
        {
            "num_hidden_layers": 2,
            "hidden_size": 128,
            "intermediate_size": 256,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "attn_layer_period": 2,
            "attn_layer_offset": 1,
            "expert_layer_period": 2,
            "expert_layer_offset": 1,
            "num_experts": 2,
            "num_experts_per_tok": 1,
            "mamba_d_state": 8,
            "mamba_d_conv": 4,
            "mamba_expand": 2,
            "max_position_embeddings": 262144,
            "tie_word_embeddings": False,
        },
        "hybrid: a Mamba layer and an attention layer (QuantizedCache refuses it); MoE on the attention layer",
        _TINY,
    ),
    Preset(
        "custom-code",
        "custom code (auto_map) on a Llama config",
        "LlamaConfig",
        "LlamaForCausalLM",
        {
            **_COMMON,
            "hidden_size": 128,
            "intermediate_size": 256,
            "num_attention_heads": 2,
            "num_key_value_heads": 1,
            "max_position_embeddings": 8192,
            "rope_parameters": {"rope_type": "default", "rope_theta": 10000.0},
        },
        "model_type llama + auto_map to modeling_custom.CustomLlamaForCausalLM, whose generate() drops "
        "cache_implementation: refused unless model.trust_remote_code",
        _TINY,
        custom_code=True,
    ),
)

CUSTOM_CLASS = "CustomLlamaForCausalLM"
CUSTOM_MODULE = "modeling_custom"
CUSTOM_CODE = '''"""Custom code of the harness's `custom-code` preset (an attacker's model, for tests).

The class looks like the library's Llama, but generate() silently drops the cache options: a run that trusts
this code must record the quantized branch's requests as invalid (the cache it asked for was never built).
"""

from transformers import LlamaForCausalLM


class CustomLlamaForCausalLM(LlamaForCausalLM):
    def generate(self, *args, **kwargs):
        kwargs.pop("cache_implementation", None)
        kwargs.pop("cache_config", None)
        return super().generate(*args, **kwargs)
'''


def preset(name: str) -> Preset:
    for p in PRESETS:
        if p.name == name:
            return p
    raise KeyError(name)


def _trained_tokenizer(tokens: Tokens, extra_texts: tuple[str, ...], max_positions: int):
    from transformers import PreTrainedTokenizerFast

    from harness.entry.tiny_model import _train_tokenizer

    raw = _train_tokenizer(tuple(extra_texts), special_tokens=tokens.special)
    tok = PreTrainedTokenizerFast(
        tokenizer_object=raw,
        bos_token=tokens.bos,
        eos_token=tokens.eos,
        pad_token=tokens.pad,
        additional_special_tokens=[t for t in tokens.special if t not in (tokens.bos, tokens.eos, tokens.pad)],
        model_max_length=max_positions,
    )
    tok.chat_template = tokens.template
    return tok


def _ids(tok, names) -> list[int]:
    return [int(tok.convert_tokens_to_ids(n)) for n in names]


def make_preset(name: str, out_dir: str | Path, seed: int = 0, extra_texts: tuple[str, ...] = ()) -> Path:
    """Write preset ``name`` to ``out_dir`` (created) and return the path. Same seed, same bytes."""
    import torch
    import transformers

    p = preset(name)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    max_positions = int(p.config.get("max_position_embeddings", 8192))
    if p.real_tokenizer == MISTRAL_V3:
        from harness.entry.mistral_tokenizer import write_mistral_v3_tokenizer

        tok = write_mistral_v3_tokenizer(out, model_max_length=max_positions)
        bos, pad, gen_eos = tok.bos_token_id, None, [tok.eos_token_id]
    else:
        assert p.tokens is not None
        tok = _trained_tokenizer(p.tokens, extra_texts, max_positions)
        bos = _ids(tok, [p.tokens.bos])[0] if p.tokens.bos else None
        pad = _ids(tok, [p.tokens.pad])[0]
        gen_eos = _ids(tok, p.tokens.generation_eos)
        tok.save_pretrained(out)
    eos = gen_eos[0] if len(gen_eos) == 1 else gen_eos
    config_cls = getattr(transformers, p.config_class)
    model_cls = getattr(transformers, p.model_class)
    config = config_cls(vocab_size=len(tok), bos_token_id=bos, eos_token_id=eos, pad_token_id=pad, **p.config)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = model_cls(config)
    model.generation_config = transformers.GenerationConfig(
        bos_token_id=bos, eos_token_id=eos, pad_token_id=pad, do_sample=False
    )
    model.save_pretrained(out)
    if p.custom_code:
        (out / f"{CUSTOM_MODULE}.py").write_text(CUSTOM_CODE, encoding="utf-8")
        cfg_path = out / "config.json"
        cfg = json.loads(cfg_path.read_text(encoding="utf-8"))
        cfg["architectures"] = [CUSTOM_CLASS]
        cfg["auto_map"] = {"AutoModelForCausalLM": f"{CUSTOM_MODULE}.{CUSTOM_CLASS}"}
        cfg_path.write_text(json.dumps(cfg, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    for path in out.iterdir():
        if path.is_file():
            path.chmod(0o644)
    notes = "".join(f"Note: {n}.\n" for n in p.notes)
    (out / "TINY_MODEL.txt").write_text(
        f"Preset {p.name} made by `harness model {p.name}` (seed {seed}): a CPU-sized random-weight model shaped "
        f"after {p.family}, class {p.model_class}.\nExercises: {p.exercises}.\n{notes}"
        "Its weights are random: generated text is meaningless. Use it for plumbing and measurement only.\n",
        encoding="utf-8",
    )
    return out
