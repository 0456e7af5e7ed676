"""Held-out copy accuracy of a canary model per KV cache setting, outside the harness (a quick probe).

    python canary/probe_caches.py MODEL_DIR [N]

For each cache setting: the number of the 13 value tokens the greedy brief gets right on the real sample at the
demo's two tiers (512, 1024; placement start), and the fraction of value tokens right on N random variants with
held-out values at 0 and 5 background paragraphs. The acceptance figures come from real harness runs
(canary/README.md); this is for looking around.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "canary")]

CONFIGS = [("ordinary", None)] + [
    (f"{b}-int{n}-r{r}", {"backend": b, "nbits": n, "q_group_size": 64, "residual_length": r})
    for b, n, r in [("quanto", 4, 128), ("quanto", 2, 8), ("quanto", 2, 1), ("hqq", 2, 8), ("hqq", 1, 8)]
]


def main(model_dir: str, n: int = 4) -> None:
    import torch
    import train as T  # canary/train.py
    from transformers import AutoModelForCausalLM, AutoTokenizer

    from harness.inputs.tiers import build_tier

    torch.set_num_threads(1)
    tok = AutoTokenizer.from_pretrained(model_dir)
    model = AutoModelForCausalLM.from_pretrained(model_dir).eval()
    data = T.Data(0)
    sample = str(ROOT / "samples" / "writing_case_a")
    real = {t: list(build_tier(sample, t, lambda s: tok(s)["input_ids"], "start").input_ids) for t in (512, 1024)}

    def brief(vals: dict) -> list[int]:
        return tok(T.Data.brief_text(vals), add_special_tokens=False)["input_ids"] + [tok.eos_token_id]

    rng = random.Random("probe")
    variants = []
    for k in (0, 5):
        for _ in range(n):
            vals = data.values(rng, "held")
            variants.append((k, tok(data.prompt(vals, rng, k, False, "start"))["input_ids"], brief(vals)))
    gold_real = brief(T.REAL)
    vocab = tok.get_vocab()
    value_ids = {vocab[v] for k in T.KINDS for p in data.pools[k].values() for v in p if v in vocab}

    def gen(ids: list[int], cfg: dict | None) -> list[int]:
        kw = {} if cfg is None else {"cache_implementation": "quantized", "cache_config": cfg}
        with torch.no_grad():
            return model.generate(torch.tensor([ids]), max_new_tokens=32, do_sample=False, **kw)[0, len(ids) :].tolist()

    def right(gold: list[int], out: list[int]) -> tuple[int, int]:
        pairs = [(g, o) for g, o in zip(gold, (out + [-1] * len(gold))[: len(gold)], strict=True) if g in value_ids]
        return sum(g == o for g, o in pairs), len(pairs)

    for name, cfg in CONFIGS:
        row: dict = {"cache": name}
        for t, ids in real.items():
            row[f"real_t{t}_values"] = right(gold_real, gen(ids, cfg))[0]
        for k in (0, 5):
            hits = total = 0
            for k2, p, b in variants:
                if k2 == k:
                    h, m = right(b, gen(p, cfg))
                    hits, total = hits + h, total + m
            row[f"heldout_k{k}"] = round(hits / total, 3)
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 4)
