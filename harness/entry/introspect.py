"""``python -m harness.entry introspect``: what the installed library says about one model + cache option.

Prints one JSON object: installed versions, the cache API facts (``cachemap.api_facts``), the mapping of the
requested options or the mapping error, the model's layer types and class, and ``applicable`` with the library's
own reason. Applicability is asked of the library, not decided by a table: the model class must accept cache
objects (``_supports_default_dynamic_cache``, the check ``generate`` uses before ignoring
``cache_implementation``), the cache must construct for the model's config (``QuantizedCache`` rejects
non-full-attention layers), and one prefill + one decode update of a cache layer with the model's KV shape, dtype
and device must run (this also compiles quanto's extension, so warm-up is absorbed). Weights are not loaded.

Custom code (``auto_map`` or ``*.py`` in the directory, ``harness.entry.remote_code``): untrusted, the model is
never judged by the library's class for its ``model_type`` (``applicable: false``, the reason says why); trusted
(``--trust-remote-code``), the declared class is built from the directory's code, and when it overrides a
generation-path method the library's trial cannot speak for it: ``applicable: null`` with that reason.
"""

from __future__ import annotations

import json
import sys
from typing import Any

from harness.entry.cachemap import CacheMappingError, api_facts, build_cache_for_model, map_cache
from harness.entry.environment import _version
from harness.entry.remote_code import CAUSAL_LM_KEY, custom_code, declared_class
from harness.entry.revision import model_revision


def _head_dim(text) -> int | None:
    """Attention head size, or None for a model without attention heads (e.g. RWKV)."""
    heads = getattr(text, "num_attention_heads", None)
    return getattr(text, "head_dim", None) or (text.hidden_size // heads if heads else None)


def _generation_overrides(model_cls) -> list[str]:
    """Names of generation-path methods (GenerationMixin's, and ``forward``) that the classes of ``model_cls``
    defined outside transformers itself override: the library's own checks cannot speak for those."""
    from transformers import GenerationMixin

    watched = {n for n in dir(GenerationMixin) if not n.startswith("__")} | {"forward"}
    found: set[str] = set()
    for klass in model_cls.__mro__:
        if (klass.__module__ or "").split(".")[0] == "transformers" or klass is object:
            break
        found |= {n for n in vars(klass) if n in watched}
    return sorted(found)


def _custom_class(model_dir: str, custom: dict | None, trust: bool):
    """The class the directory's auto_map names for causal LM (built from its code) when trusted, else None."""
    if not custom or not trust:
        return None
    ref = custom["auto_map"].get(CAUSAL_LM_KEY)
    if not ref:
        return None
    from transformers.dynamic_module_utils import get_class_from_dynamic_module

    return get_class_from_dynamic_module(ref if isinstance(ref, str) else ref[0], model_dir, local_files_only=True)


def _model_facts(model_dir: str, trust: bool = False):
    from transformers import AutoConfig, AutoModelForCausalLM

    custom = custom_code(model_dir)
    config = AutoConfig.from_pretrained(model_dir, local_files_only=True, trust_remote_code=trust)
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
    library_cls = model_cls
    custom_cls = _custom_class(model_dir, custom, trust)
    if custom_cls is not None:
        model_cls = custom_cls
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
        "declared_class": declared_class(model_dir),
        "custom_code": None,
    }
    if custom is not None:
        facts["custom_code"] = {
            **custom,
            "trusted": trust,
            "library_class": library_cls.__name__ if library_cls is not None else None,
            "generation_overrides": _generation_overrides(custom_cls) if custom_cls is not None else None,
        }
    return config, facts


def _custom_code_verdict(facts: dict) -> tuple[bool | None, str] | None:
    """(applicable, reason) when custom code keeps the library from judging the model alone; None otherwise."""
    custom, loaded, declared = facts["custom_code"], facts["model_class"], facts["declared_class"]
    if custom is None:
        return None
    if not custom["trusted"]:
        return False, (
            f"the model directory holds custom code ({', '.join(custom['code_files']) or 'auto_map'}) and it is "
            f"not trusted (model.trust_remote_code): the library's {custom['library_class']} says nothing about "
            f"the declared {declared}"
        )
    if declared is not None and loaded != declared:
        return False, f"the class that would load, {loaded}, is not the declared {declared}"
    if custom["generation_overrides"]:
        return None, (
            f"{loaded} (custom code) overrides {', '.join(custom['generation_overrides'])}: the library's trial "
            "cannot speak for that code; only a short sample's effective cache can show whether the cache is used"
        )
    return None


def _trial_update(cache, facts: dict, dtype: str, device: str) -> None:
    """A prefill (8 tokens) and one decode step through layer 0, with the model's KV shape."""
    import torch

    shape = (1, facts["num_key_value_heads"] or 1, 8, facts["head_dim"])
    gen = torch.Generator().manual_seed(0)
    k, v = (torch.randn(shape, generator=gen).to(getattr(torch, dtype)).to(device) for _ in range(2))
    cache.update(k, v, 0)
    cache.update(k[:, :, :1], v[:, :, :1], 0)


def introspect(model_dir: str, cache_options: dict, dtype: str, device: str, trust_remote_code: bool = False) -> dict:
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
    config, model_facts = _model_facts(model_dir, trust_remote_code)
    model_facts["revision"] = model_revision(model_dir)
    out["model"] = model_facts
    if out["mapping"] is None:
        return out
    verdict = _custom_code_verdict(model_facts)
    if verdict is not None and verdict[0] is False:
        out["reason"] = verdict[1]
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
    except (ValueError, TypeError, RuntimeError, ImportError, NotImplementedError, AssertionError) as exc:
        # AssertionError: a CPU build of torch asked for a cuda tensor ("Torch not compiled with CUDA enabled")
        out["reason"] = f"{type(exc).__name__}: {exc}"
        return out
    if verdict is not None:  # trusted custom code that overrides the generation path: undecided here
        out["applicable"], out["reason"] = None, verdict[1]
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
    parser.add_argument(
        "--trust-remote-code", action="store_true", help="run the directory's own code (spec model.trust_remote_code)"
    )
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
        result = introspect(args.model, options, args.dtype, args.device, args.trust_remote_code)
    except (OSError, FileNotFoundError) as exc:
        print(f"introspect: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(result, ensure_ascii=False, default=str))
    return 0
