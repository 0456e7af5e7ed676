"""A small byte-level BPE tokenizer directory built locally with ``tokenizers`` (no hub, no transformers import).

Used by the input-preparation tests so they do not depend on the tiny model being built first. The directory
has what ``AutoTokenizer.from_pretrained`` needs (tokenizer.json, tokenizer_config.json) plus a config.json
with a context length, optionally a chat template.
"""
from __future__ import annotations

import json
from pathlib import Path

from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

CHAT_TEMPLATE = (
    "{{ bos_token }}{% for m in messages %}<|{{ m['role'] }}|>\n{{ m['content'] }}<|end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|assistant|>\n{% endif %}"
)


def make_tokenizer_dir(out: Path, corpus: list[str], context: int = 8192, chat_template: bool = True,
                       vocab_size: int = 600) -> Path:
    """Train a deterministic byte-level BPE on ``corpus`` and save it as a PreTrainedTokenizerFast directory."""
    out.mkdir(parents=True, exist_ok=True)
    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=vocab_size, special_tokens=["<s>", "</s>", "<|end|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    tok.train_from_iterator(corpus, trainer=trainer)
    tok.save(str(out / "tokenizer.json"))
    config = {"tokenizer_class": "PreTrainedTokenizerFast", "bos_token": "<s>", "eos_token": "</s>",
              "model_max_length": context}
    if chat_template:
        config["chat_template"] = CHAT_TEMPLATE
    (out / "tokenizer_config.json").write_text(json.dumps(config), encoding="utf-8")
    (out / "config.json").write_text(json.dumps({"model_type": "llama", "max_position_embeddings": context}),
                                     encoding="utf-8")
    return out
