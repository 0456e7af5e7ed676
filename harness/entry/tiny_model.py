"""A deterministic tiny Llama-architecture causal LM, made locally (no hub), for plumbing and measurement.

Its weights are seeded random numbers: the text it generates is meaningless, and everything that uses it must say
so. It exists so that the real ``from_pretrained`` / ``generate`` / cache code paths run on any machine.

Shape (chosen for the KV cache, not for quality):
- 4 layers, hidden 256, 4 query heads and 2 key/value heads (grouped-query attention), head_dim 64, so that
  quanto's and hqq's default ``q_group_size`` of 64 divides every cached row; 8192 positions.
- KV bytes per token in float32: 2 (k, v) x 4 layers x 2 heads x 64 x 4 B = 4096 B, i.e. 4 MiB at 1024 tokens.
- A byte-level BPE tokenizer trained with the ``tokenizers`` library on ``tiny_corpus`` (Chinese + English) plus
  the project's own sample texts when given (``extra_texts``: so that the fictional material fits the demo's
  512-token tier the way it would with a real model's larger vocabulary); any text round-trips. A simple chat
  template; ``</s>`` is EOS, ``<s>`` BOS, ``<pad>`` padding.

Same seed -> same bytes in every file (tested), given the same installed torch / transformers / tokenizers.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypedDict, cast

from harness.entry.tiny_corpus import CORPUS_VERSION, corpus_lines

SPECIAL_TOKENS = ("<pad>", "<s>", "</s>", "<|system|>", "<|user|>", "<|assistant|>")
VOCAB_SIZE = 8192
# A merge needs two occurrences: frequent words of the material become tokens, one-off sentences do not.
MIN_FREQUENCY = 2

# Turns: <|user|>\n...</s>\n<|assistant|>\n ; the assistant's turn ends with </s>, which is EOS.
CHAT_TEMPLATE = (
    "{{ bos_token }}"
    "{% for message in messages %}"
    "{{ '<|' + message['role'] + '|>\n' + message['content'] + eos_token + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|assistant|>\n' }}{% endif %}"
)


class _Arch(TypedDict):
    """The architecture's ``LlamaConfig`` arguments (typed one by one: they go in as keywords)."""

    hidden_size: int
    intermediate_size: int
    num_hidden_layers: int
    num_attention_heads: int
    num_key_value_heads: int
    head_dim: int
    max_position_embeddings: int
    rms_norm_eps: float
    tie_word_embeddings: bool


ARCH: _Arch = {
    "hidden_size": 256,
    "intermediate_size": 512,
    "num_hidden_layers": 4,
    "num_attention_heads": 4,
    "num_key_value_heads": 2,
    "head_dim": 64,
    "max_position_embeddings": 8192,
    "rms_norm_eps": 1e-6,
    "tie_word_embeddings": False,
}


def _train_tokenizer(extra_texts: tuple[str, ...] = (), special_tokens: tuple[str, ...] = SPECIAL_TOKENS):
    """Byte-level BPE trained on the fixed corpus plus ``extra_texts`` (lines, in order); a ``tokenizers.Tokenizer``.
    ``special_tokens`` take the first ids, in order (a family preset passes its family's own markers)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, processors, trainers

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    tok.post_processor = processors.ByteLevel(trim_offsets=False)
    trainer = trainers.BpeTrainer(
        vocab_size=VOCAB_SIZE,
        min_frequency=MIN_FREQUENCY,
        special_tokens=list(special_tokens),
        # All 256 byte symbols are in the vocabulary: any UTF-8 text (any Chinese character) tokenizes.
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    tok.train_from_iterator(corpus_lines() + [t for t in extra_texts if t.strip()], trainer=trainer)
    return tok


def make_tiny_model(out_dir: str | Path, seed: int = 0, extra_texts: tuple[str, ...] = ()) -> Path:
    """Write the tiny model to ``out_dir`` (created; existing model files are overwritten) and return the path.

    ``extra_texts``: more tokenizer training lines (the caller reads them in a fixed order); they change the
    tokenizer, so the model's revision changes with them.

    Files: ``config.json``, ``generation_config.json``, ``model.safetensors``, ``tokenizer.json``,
    ``tokenizer_config.json`` (+ whatever else ``save_pretrained`` writes), ``TINY_MODEL.txt`` (a notice).
    torch / transformers are imported here, not at module import.
    """
    import torch
    from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM, PreTrainedTokenizerFast

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    raw = _train_tokenizer(tuple(extra_texts))
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=raw,
        bos_token="<s>",
        eos_token="</s>",
        pad_token="<pad>",
        model_max_length=ARCH["max_position_embeddings"],
    )
    tokenizer.chat_template = CHAT_TEMPLATE
    # One token in, one id out (the ``list[int]`` in the declared return type is for a list of tokens).
    ids = {t: cast(int, tokenizer.convert_tokens_to_ids(t)) for t in ("<s>", "</s>", "<pad>")}

    config = LlamaConfig(
        vocab_size=len(tokenizer),
        bos_token_id=ids["<s>"],
        eos_token_id=ids["</s>"],
        pad_token_id=ids["<pad>"],
        rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
        **ARCH,
    )
    # The generator is local so that seeding here does not change the caller's global RNG state.
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(config)
    model.generation_config = GenerationConfig(
        bos_token_id=ids["<s>"],
        eos_token_id=ids["</s>"],
        pad_token_id=ids["<pad>"],
        do_sample=False,
    )
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    # safetensors writes the weights owner-only (0600); a container's non-root user must read them too.
    for path in out.iterdir():
        if path.is_file():
            path.chmod(0o644)
    (out / "TINY_MODEL.txt").write_text(
        f"Tiny seeded random Llama made by `harness model tiny` (seed {seed}, {CORPUS_VERSION}).\n"
        "Its weights are random: generated text is meaningless. Use it for plumbing and measurement only.\n",
        encoding="utf-8",
    )
    return out
