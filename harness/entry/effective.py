"""Read back the cache a ``generate()`` call really used, and decide whether the requested cache took effect.

A request is ``valid`` only when every check below passes; each failure adds a reason. What cannot be confirmed
is a failure, never a pass:
- the returned object is a transformers ``Cache`` of the requested class (``DynamicCache`` / ``QuantizedCache``);
- every layer has the backend's layer class (quantized) or no quantized storage at all (dynamic);
- each read-back option (nbits, q_group_size, residual_length, axes) equals the requested one where requested;
- a quantized cache holds non-empty quantized storage after the request;
- no captured library warning says the cache setting was ignored or unsupported.
"""

from __future__ import annotations

import re

from harness.entry.footprint import Footprint, cache_layers

_OPTIONS = ("nbits", "q_group_size", "residual_length", "axis_key", "axis_value")
# A warning that mentions the cache and says it was not honoured. Matched case-insensitively.
_CACHE_WORD = re.compile(r"cache", re.I)
_IGNORED_WORDS = re.compile(r"ignor|not support|fall(ing)? ?back|unsupported|will not be used|overrid", re.I)


def cache_warnings(messages: list[str]) -> list[str]:
    """The captured messages that mention the cache (all kept in the record, whatever they say)."""
    return [m for m in messages if _CACHE_WORD.search(m)]


def read_back(cache, facts, footprint: Footprint | None, warnings: list[str]) -> dict:
    """The ``effective_cache`` record dict for the returned ``cache`` (any object, possibly None)."""
    layers = cache_layers(cache) if cache is not None else []
    classes = [type(layer).__name__ for layer in layers]
    values: dict = {}
    for name in _OPTIONS:
        seen = {getattr(layer, name) for layer in layers if hasattr(layer, name)}
        # Layers that disagree cannot be summarised by one value: leave None; validate() flags it when requested.
        values[name] = seen.pop() if len(seen) == 1 else None
    backend = None
    for b in facts.backends:
        if b.layer_class and b.layer_class in classes:
            backend = b.name
    return {
        "cache_class": type(cache).__name__ if cache is not None else None,
        "layer_classes": list(dict.fromkeys(classes)),
        "n_layers": len(layers) if cache is not None else None,
        "backend": backend,
        **values,
        "quantized_storage_bytes": footprint.quantized_bytes if footprint is not None else None,
        "warnings": cache_warnings(warnings),
    }


def validate(effective: dict, cache_kwargs: dict, facts) -> list[str]:
    """Reasons the requested cache is not confirmed as effective ([] = valid). See the module docstring."""
    reasons: list[str] = []
    impl = cache_kwargs.get("cache_implementation")
    cls = effective["cache_class"]
    for message in effective["warnings"]:
        if _IGNORED_WORDS.search(message):
            reasons.append(f"library warning: {message}")
    if impl == "dynamic":
        if cls != "DynamicCache":
            reasons.append(f"requested DynamicCache, got {cls}")
        quantized = [b.layer_class for b in facts.backends if b.layer_class in effective["layer_classes"]]
        if quantized:
            reasons.append(f"dynamic cache holds quantized layers {quantized}")
        if not effective["layer_classes"]:
            reasons.append("the returned cache has no readable layers")
        return reasons
    config = dict(cache_kwargs.get("cache_config") or {})
    backend = config.pop("backend", None)
    if cls != "QuantizedCache":
        reasons.append(f"requested QuantizedCache, got {cls}")
    expected = facts.backend(backend).layer_class if facts.backend(backend) else None
    if effective["layer_classes"] != [expected]:
        reasons.append(f"requested layers {expected}, got {effective['layer_classes'] or 'none'}")
    for name, value in config.items():
        if effective.get(name) != value:
            reasons.append(f"requested {name}={value}, read back {effective.get(name)}")
    if not effective["quantized_storage_bytes"]:
        reasons.append("the quantized storage is empty: nothing was quantized")
    return reasons
