"""Config-only capacity tables for published model shapes: predictions, never measurements.

The shapes are the values of each model's published ``config.json`` (written down here; no hub is reached).
For each card size and card count the table gives the longest prompt whose weights + KV cache fit the cards'
memory, per cache configuration, by ``harness.capacity.predict`` with the workspace and the CUDA runtime (context,
allocator reserve, activations at prefill) left at zero: those terms are device-specific and are not measured on
CUDA here (pending a GPU run), so every figure is an upper bound, labelled so. Weights and cache are taken as split
evenly over the cards (tensor parallel); the model's context length is stated beside, not applied.
"""

from __future__ import annotations

from harness.capacity.predict import CacheShape, Calibration, ModelShape, kv_bytes_per_token, predict_boundary

CARD_GB = (24, 48, 80, 141)  # nominal card memory, GB = 10^9 bytes
PUBLISHED: tuple[tuple[ModelShape, tuple[int, ...]], ...] = (
    (
        ModelShape(
            "Llama-3.1-8B", 4096, 32, 32, 8, 128, 128256, 14336, False, "bfloat16",
            max_position_embeddings=131072, source="meta-llama/Llama-3.1-8B config.json",
        ),
        (1,),
    ),
    (
        ModelShape(
            "Qwen2.5-7B", 3584, 28, 28, 4, 128, 152064, 18944, False, "bfloat16", qkv_bias=True,
            max_position_embeddings=32768, source="Qwen/Qwen2.5-7B config.json (131072 with YaRN rope scaling)",
        ),
        (1,),
    ),
    (
        ModelShape(
            "Mistral-7B-v0.3", 4096, 32, 32, 8, 128, 32768, 14336, False, "bfloat16",
            max_position_embeddings=32768, source="mistralai/Mistral-7B-v0.3 config.json",
        ),
        (1,),
    ),
    (
        ModelShape(
            "Llama-3.1-70B", 8192, 80, 64, 8, 128, 128256, 28672, False, "bfloat16",
            max_position_embeddings=131072, source="meta-llama/Llama-3.1-70B config.json",
        ),
        (2, 4, 8),
    ),
)  # fmt: skip

CACHES = (
    ("ordinary", CacheShape("dynamic")),
    ("quanto-int4", CacheShape("quantized", "quanto", 4, 64, 128)),
    ("quanto-int2", CacheShape("quantized", "quanto", 2, 64, 128)),
)
NOT_MEASURED = Calibration(
    runtime_bytes=None,
    points=(),
    source="none: the CUDA runtime and workspace are not measured here (pending a GPU run); weights + KV only",
)


def capacity_table(output_budget: int = 1024) -> dict:
    """Rows per (model, cards, card size): weights per card, and per cache the predicted longest prompt."""
    rows = []
    for shape, card_counts in PUBLISHED:
        for cards in card_counts:
            for gb in CARD_GB:
                budget = cards * gb * 10**9
                row: dict = {
                    "model": shape.name,
                    "cards": cards,
                    "card_gb": gb,
                    "weights_gb_per_card": round(shape.weight_bytes() / cards / 1e9, 2),
                    "weights_fit": shape.weight_bytes() < budget,
                    "max_position_embeddings": shape.max_position_embeddings,
                    "predicted_max_prompt": {},
                }
                for name, cache in CACHES:
                    n = predict_boundary(shape, cache, NOT_MEASURED, budget, output_budget)
                    row["predicted_max_prompt"][name] = n if row["weights_fit"] else None
                rows.append(row)
    return {
        "kind": "prediction (config only; upper bound: CUDA runtime and workspace not measured, pending a GPU run)",
        "output_budget": output_budget,
        "card_memory": "nominal, GB = 10^9 bytes, weights and KV split evenly over the cards",
        "calibration": NOT_MEASURED.to_dict(),
        "caches": {name: cache.label() for name, cache in CACHES},
        "shapes": [
            {
                **shape.to_dict(),
                "kv_bytes_per_token": {name: kv_bytes_per_token(shape, cache) for name, cache in CACHES},
            }
            for shape, _ in PUBLISHED
        ],
        "rows": rows,
    }
