"""``python -m harness.entry introspect``: what the installed library says about one model + cache option.

Prints one JSON object: installed versions, the cache API facts (``cachemap.api_facts``), the mapping of the
requested options or the mapping error, the model's layer types and class, and ``applicable`` with the library's
own reason. Applicability is asked of the library, not decided by a table: the model class must accept cache
objects (``_supports_default_dynamic_cache``, the check ``generate`` uses before ignoring
``cache_implementation``), the cache must construct for the model's config (``QuantizedCache`` rejects
non-full-attention layers), and one prefill + one decode update of a cache layer with the model's KV shape, dtype
and device must run (this also compiles quanto's extension, so warm-up is absorbed). Weights are not loaded.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from harness.entry.cachemap import CacheMappingError, api_facts, build_cache_for_model, map_cache
from harness.entry.environment import _version
from harness.entry.revision import model_revision


def _head_dim(text) -> int | None:
    """Attention head size, or None for a model without attention heads (e.g. RWKV)."""
    heads = getattr(text, "num_attention_heads", None)
    return getattr(text, "head_dim", None) or (text.hidden_size // heads if heads else None)


def _model_facts(model_dir: str):
    from transformers import AutoConfig, AutoModelForCausalLM

    config = AutoConfig.from_pretrained(model_dir, local_files_only=True)
    text = config.get_text_config(decoder=True)
    layer_types: list[str] | None
    try:
        from transformers.cache_utils import get_layer_types_and_kwargs

        layer_types, _ = get_layer_types_and_kwargs(text)
    except ImportError:
        layer_types = getattr(text, "layer_types", None)
    # A model class: transformers annotates the lookup with its tokenizer mappings' (slow, fast) pair.
    model_cls: Any
    try:
        model_cls = AutoModelForCausalLM._model_mapping[type(config)]
    except KeyError:
        model_cls = None
    supports = model_cls._supports_default_dynamic_cache() if model_cls is not None else None
    facts = {
        "model_type": config.model_type,
        "architectures": list(getattr(config, "architectures", None) or []),
        "model_class": model_cls.__name__ if model_cls is not None else None,
        "accepts_cache_objects": supports,
        "is_encoder_decoder": bool(config.is_encoder_decoder),
        "layer_types": list(layer_types) if layer_types is not None else None,
        "num_hidden_layers": getattr(text, "num_hidden_layers", None),
        "num_key_value_heads": getattr(text, "num_key_value_heads", None),
        "head_dim": _head_dim(text),
        "sliding_window": getattr(text, "sliding_window", None),
    }
    return config, facts


def _trial_update(cache, facts: dict, dtype: str, device: str) -> None:
    """A prefill (8 tokens) and one decode step through layer 0, with the model's KV shape."""
    import torch

    shape = (1, facts["num_key_value_heads"] or 1, 8, facts["head_dim"])
    gen = torch.Generator().manual_seed(0)
    k, v = (torch.randn(shape, generator=gen).to(getattr(torch, dtype)).to(device) for _ in range(2))
    cache.update(k, v, 0)
    cache.update(k[:, :, :1], v[:, :, :1], 0)


def introspect(model_dir: str, cache_options: dict, dtype: str, device: str) -> dict:
    facts = api_facts()
    out: dict = {
        "versions": {
            name: _version(name)
            for name in ("torch", "transformers", "optimum-quanto", "hqq", "tokenizers", "nvidia-ml-py")
        },
        "api": facts.to_dict(),
        "request": cache_options,
        "mapping": None,
        "mapping_error": None,
        "model": None,
        "applicable": False,
        "reason": None,
    }
    try:
        out["mapping"] = map_cache(cache_options, facts)
    except CacheMappingError as exc:
        out["mapping_error"] = out["reason"] = str(exc)
    config, model_facts = _model_facts(model_dir)
    model_facts["revision"] = model_revision(model_dir)
    out["model"] = model_facts
    if out["mapping"] is None:
        return out
    if model_facts["accepts_cache_objects"] is False:
        out["reason"] = (
            f"{model_facts['model_class']} does not accept cache objects: generate() ignores "
            f"cache_implementation for it (transformers {facts.transformers_version})"
        )
        return out
    if model_facts["is_encoder_decoder"] and out["mapping"]["cache_implementation"] == "quantized":
        out["reason"] = "generate() refuses the quantized cache for encoder-decoder models"
        return out
    try:
        cache = build_cache_for_model(out["mapping"], config)
        _trial_update(cache, model_facts, dtype, device)
    except (ValueError, TypeError, RuntimeError, ImportError, NotImplementedError) as exc:
        out["reason"] = f"{type(exc).__name__}: {exc}"
        return out
    out["applicable"] = True
    out["reason"] = "the library built the cache for this model and ran a prefill and a decode update"
    return out


def main(argv: list[str]) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="python -m harness.entry introspect", description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True, help="local model directory")
    parser.add_argument(
        "--cache", required=True, help='the spec cache options as JSON, e.g. {"implementation": "dynamic"}'
    )
    parser.add_argument("--dtype", default="float32")
    parser.add_argument("--device", default="cpu")
    args = parser.parse_args(argv)
    try:
        options = json.loads(args.cache)
    except ValueError as exc:
        print(f"introspect: --cache is not JSON: {exc}", file=sys.stderr)
        return 2
    if not isinstance(options, dict):
        print("introspect: --cache must be a JSON object", file=sys.stderr)
        return 2
    from pathlib import Path

    if not (Path(args.model) / "config.json").is_file():
        print(f"introspect: not a model directory (no config.json): {args.model}", file=sys.stderr)
        return 2
    try:
        result = introspect(args.model, options, args.dtype, args.device)
    except (OSError, FileNotFoundError) as exc:
        print(f"introspect: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False, default=str))
    return 0
