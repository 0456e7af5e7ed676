"""KV cache footprint: bytes of every storage a cache object holds, each storage counted once, and the two
analytic references the measurement is checked against.

Walk: for each layer, every attribute value that is a tensor, or a tuple / list / dict holding tensors (hqq keeps
``(packed, meta-dict)``, fp8 keeps ``(fp8 tensor, scale)``), or a tensor subclass exposing ``__tensor_flatten__``
(quanto's ``WeightQBitsTensor`` -> ``_data`` (a ``PackedTensor``, itself flattened), ``_scale``, ``_shift``).
A plain tensor is counted by its untyped storage (``nbytes``), keyed by (device, data pointer), so views and
shared buffers count once. Bytes are what the storages hold, including any slack a backend allocates.
"""

from __future__ import annotations

from dataclasses import dataclass

_QUANTIZED_ATTRS = ("_quantized_keys", "_quantized_values")


@dataclass(frozen=True)
class Footprint:
    total_bytes: int
    dense_bytes: int  # storages reached through keys / values (full precision, incl. a residual window)
    quantized_bytes: int  # storages reached through the quantized attributes (data + scales + zero points)
    storages: int


def _leaves(obj, depth: int = 0):
    """Yield plain tensors reachable from ``obj`` (tensor subclasses are unflattened)."""
    import torch

    if depth > 8:
        return
    if isinstance(obj, torch.Tensor):
        flatten = getattr(obj, "__tensor_flatten__", None)
        if type(obj) not in (torch.Tensor, torch.nn.Parameter) and flatten is not None:
            names, _ = flatten()
            for name in names:
                yield from _leaves(getattr(obj, name), depth + 1)
        else:
            yield obj
    elif isinstance(obj, (tuple, list)):
        for item in obj:
            yield from _leaves(item, depth + 1)
    elif isinstance(obj, dict):
        for item in obj.values():
            yield from _leaves(item, depth + 1)


def cache_layers(cache) -> list:
    """The per-layer objects of a transformers ``Cache`` (``cache.layers``); an EncoderDecoderCache is walked
    through its self-attention cache. Anything else yields [] (the caller then records the cache as unreadable)."""
    inner = getattr(cache, "self_attention_cache", None)
    if inner is not None:
        cache = inner
    layers = getattr(cache, "layers", None)
    return list(layers) if layers is not None else []


def kv_layers(cache) -> list:
    """The layers of ``cache`` that hold keys and values (they answer ``get_seq_length``). A recurrent layer of a
    hybrid model (transformers' ``LinearAttentionLayer``: Mamba / linear-attention state) keeps a state of constant
    size, not a key/value cache: it is neither measured nor in the analytic sizes."""
    return [layer for layer in cache_layers(cache) if hasattr(layer, "get_seq_length")]


def measure_cache(cache) -> Footprint:
    """Walk the key/value layers of ``cache`` (``kv_layers``) and count each storage once (see module docstring)."""
    seen: set[tuple[str, int]] = set()
    dense = quantized = count = 0
    for layer in kv_layers(cache):
        for name, value in vars(layer).items():
            for tensor in _leaves(value):
                storage = tensor.untyped_storage()
                key = (str(tensor.device), storage.data_ptr())
                if storage.nbytes() == 0 or key in seen:
                    continue
                seen.add(key)
                count += 1
                if name in _QUANTIZED_ATTRS:
                    quantized += storage.nbytes()
                else:
                    dense += storage.nbytes()
    return Footprint(dense + quantized, dense, quantized, count)


def dtype_bytes(dtype_name: str) -> int:
    """Bytes per element of a torch dtype given by name ("float32", "bfloat16", ...)."""
    import torch

    return torch.empty((), dtype=getattr(torch, dtype_name)).element_size()


def analytic_dense_bytes(tokens_per_layer: list[int], kv_heads: int, head_dim: int, elem_bytes: int) -> int:
    """Keys + values of the cached tokens in the weight dtype: sum over layers 2 x tokens x heads x dim x bytes."""
    return sum(2 * t * kv_heads * head_dim * elem_bytes for t in tokens_per_layer)


def analytic_quantized_bytes(layers: list[dict], kv_heads: int, head_dim: int, elem_bytes: int) -> int:
    """Theoretical size of a quantized cache, from its configuration and its token split, not from its storage.

    Each ``layers`` item: ``{"kind": "groupwise"|"fp8", "quantized_tokens", "residual_tokens", "nbits",
    "q_group_size", "scale_bytes"}``. Group-wise (quanto, hqq): per tensor (keys, values) ``n = tokens x heads x
    dim`` values at ``nbits`` bits, plus ``ceil(n / q_group_size)`` groups each with a scale and a zero point of
    ``scale_bytes``, plus the full-precision residual window. fp8: 1 byte per value plus one scalar scale per
    tensor (``scale_bytes``). The scale dtype is what the backend stores (read from the library by the caller).
    """
    total = 0
    for layer in layers:
        n_q = layer["quantized_tokens"] * kv_heads * head_dim
        n_r = layer["residual_tokens"] * kv_heads * head_dim
        if layer["kind"] == "fp8":
            per_tensor = n_q + (layer["scale_bytes"] if n_q else 0)
        else:
            groups = -(-n_q // layer["q_group_size"])
            per_tensor = -(-n_q * layer["nbits"] // 8) + groups * 2 * layer["scale_bytes"]
        total += 2 * (per_tensor + n_r * elem_bytes)
    return total
