"""Shared setup for the entry benchmarks: load a model once and make a fixed prompt of N real tokens."""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script from a checkout


def load(model_dir: str, threads: int | None, device: str = "cpu"):
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    if threads:
        torch.set_num_threads(threads)
    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir, dtype=torch.float32, attn_implementation="sdpa").eval()
    return model.to(device), tok


def prompt_ids(tok, n_tokens: int, device: str = "cpu"):
    """``n_tokens`` ids of the fixed Chinese + English corpus, repeated as needed (a [1, n] LongTensor)."""
    import torch

    from harness.entry.tiny_corpus import corpus_lines

    one = tok("\n".join(corpus_lines()), add_special_tokens=False)["input_ids"]
    ids = (one * (n_tokens // len(one) + 1))[:n_tokens]
    return torch.tensor([ids], device=device)
