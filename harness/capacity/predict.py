"""Capacity prediction: the longest input that fits a memory budget, from the model's configuration.

One formula, shared by ``harness capacity SPEC`` (checked there by real launches) and the config-only tables
(``harness capacity --table``). All sizes are bytes, all lengths tokens.

    peak(L) = weights + runtime + KV(L + out) + workspace(L)

- ``weights``: parameters x dtype bytes, counted from the configuration (:meth:`ModelShape.parameters`).
- ``runtime``: what the process holds besides the weights once the model is loaded (interpreter, torch's own
  mappings, allocator reservations; on CUDA the context). Calibrated: the address space after load minus the
  weights, from one measured launch. Not measured on CUDA here: ``None`` there, never a guess.
- ``KV``: the cache after the prompt (``L`` tokens) and ``out`` new tokens, by the same analytic functions the
  footprint check verifies at 1.00 (``harness.entry.footprint``): dense keys + values in the weight dtype; for a
  quantized cache ``nbits`` per value, a scale and a zero point per ``q_group_size`` values and the full-precision
  residual window, with the window's state after ``out`` tokens simulated as ``QuantizedLayer.update`` keeps it.
- ``workspace``: what a request needs beyond the cache (activations of a layer at prefill, the copy a decode
  step makes, a quantized cache's quantize / dequantize temporaries, allocator slack). It is not linear in ``L``
  on CPU (allocator thresholds, backend kernels), so it is measured per branch at a few lengths in one launch
  without the budget and interpolated linearly between them (:class:`Calibration`); the search then measures the
  real boundary under the budget.

The predicted boundary is the largest ``L`` with ``peak(L) <= budget`` (``peak`` is non-decreasing in ``L``).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from harness.entry.footprint import analytic_dense_bytes, analytic_quantized_bytes

DTYPE_BYTES = {"float32": 4, "float16": 2, "bfloat16": 2}
LENGTH_CEILING = 1 << 24  # the search for a predicted boundary never goes past 16M tokens


@dataclass(frozen=True)
class ModelShape:
    """The configuration values the formula reads (decoder-only, Llama-style blocks: q/k/v/o projections, a gated
    MLP of three matrices, two norms per layer). ``source`` says where the values come from."""

    name: str
    hidden_size: int
    num_layers: int
    num_heads: int
    num_kv_heads: int
    head_dim: int
    vocab_size: int
    intermediate_size: int
    tie_word_embeddings: bool
    dtype: str
    qkv_bias: bool = False
    max_position_embeddings: int | None = None
    source: str = ""

    @classmethod
    def from_config(cls, config: dict, *, name: str, dtype: str, source: str = "") -> ModelShape:
        """From a ``config.json`` dict (a nested ``text_config`` is read when present)."""
        c = {**config, **(config.get("text_config") or {})}
        heads = int(c["num_attention_heads"])
        return cls(
            name=name,
            hidden_size=int(c["hidden_size"]),
            num_layers=int(c["num_hidden_layers"]),
            num_heads=heads,
            num_kv_heads=int(c.get("num_key_value_heads") or heads),
            head_dim=int(c.get("head_dim") or c["hidden_size"] // heads),
            vocab_size=int(c["vocab_size"]),
            intermediate_size=int(c["intermediate_size"]),
            tie_word_embeddings=bool(c.get("tie_word_embeddings", False)),
            dtype=dtype,
            qkv_bias=bool(c.get("attention_bias", False)) or c.get("model_type") == "qwen2",
            max_position_embeddings=c.get("max_position_embeddings"),
            source=source,
        )

    @property
    def elem_bytes(self) -> int:
        return DTYPE_BYTES[self.dtype]

    def parameters(self) -> int:
        """Parameter count: embeddings, per layer q/k/v/o (+ q/k/v bias), gate/up/down, two norms; final norm;
        the output head unless tied to the embeddings."""
        h, q, kv = self.hidden_size, self.num_heads * self.head_dim, self.num_kv_heads * self.head_dim
        attention = h * q + 2 * h * kv + q * h + ((q + 2 * kv) if self.qkv_bias else 0)
        layer = attention + 3 * h * self.intermediate_size + 2 * h
        head = 0 if self.tie_word_embeddings else self.vocab_size * h
        return self.vocab_size * h + self.num_layers * layer + h + head

    def weight_bytes(self) -> int:
        return self.parameters() * self.elem_bytes

    def to_dict(self) -> dict:
        return {**asdict(self), "parameters": self.parameters(), "weight_bytes": self.weight_bytes()}


@dataclass(frozen=True)
class CacheShape:
    """A branch's cache as the formula needs it (the spec's ``cache`` options)."""

    implementation: str  # "dynamic" | "quantized"
    backend: str | None = None
    nbits: int | None = None
    q_group_size: int | None = None
    residual_length: int | None = None

    @classmethod
    def from_options(cls, options: dict) -> CacheShape:
        impl = options["implementation"]
        if impl == "quantized" and options.get("backend") != "fp8":
            # the library defaults (QuantizedLayer: q_group_size 64, residual_length 128) when the spec leaves
            # them out; nbits is always explicit in a candidate (the spec's rule)
            return cls(
                impl,
                options.get("backend"),
                int(options["nbits"]),
                int(options.get("q_group_size") or 64),
                int(128 if options.get("residual_length") is None else options["residual_length"]),
            )
        return cls(impl, options.get("backend"), options.get("nbits"))

    def label(self) -> str:
        if self.implementation != "quantized":
            return "dynamic (weight dtype)"
        if self.backend == "fp8":
            return "fp8"
        return f"{self.backend} int{self.nbits}, group {self.q_group_size}, residual {self.residual_length}"


def residual_after(prompt: int, new_tokens: int, residual_length: int) -> tuple[int, int]:
    """(quantized tokens, residual tokens) of a group-wise quantized layer after a prompt and ``new_tokens``
    generated tokens: the prompt is quantized whole at prefill; each decode step feeds one token (``new_tokens - 1``
    steps: the last token is never fed back); when the window would reach ``residual_length`` everything is
    quantized again and the window empties (``QuantizedLayer.update``)."""
    quantized, residual = prompt, 0
    for _ in range(max(0, new_tokens - 1)):
        if residual + 1 >= residual_length:
            quantized, residual = quantized + residual + 1, 0
        else:
            residual += 1
    return quantized, residual


def kv_bytes(shape: ModelShape, cache: CacheShape, prompt: int, new_tokens: int) -> int:
    """Analytic cache bytes after ``prompt`` + ``new_tokens`` tokens (every layer holds every token: full
    attention)."""
    tokens = prompt + max(0, new_tokens - 1)
    kvh, hd, elem = shape.num_kv_heads, shape.head_dim, shape.elem_bytes
    if cache.implementation != "quantized":
        return analytic_dense_bytes([tokens] * shape.num_layers, kvh, hd, elem)
    if cache.backend == "fp8":
        layer = {"kind": "fp8", "quantized_tokens": tokens, "residual_tokens": 0, "scale_bytes": 4}
    else:
        assert cache.residual_length is not None  # from_options sets it for group-wise backends
        q, r = residual_after(prompt, new_tokens, cache.residual_length)
        layer = {
            "kind": "groupwise",
            "quantized_tokens": q,
            "residual_tokens": r,
            "nbits": cache.nbits,
            "q_group_size": cache.q_group_size,
            "scale_bytes": elem,  # quanto / hqq keep scale and zero point in the compute (weight) dtype
        }
    return analytic_quantized_bytes([layer] * shape.num_layers, kvh, hd, elem)


def kv_bytes_per_token(shape: ModelShape, cache: CacheShape) -> float:
    """Marginal cache bytes per prompt token (the residual window aside)."""
    return (kv_bytes(shape, cache, 2 * 65536, 1) - kv_bytes(shape, cache, 65536, 1)) / 65536


@dataclass(frozen=True)
class Calibration:
    """The measured terms of one branch: ``runtime_bytes`` (held besides the weights after load) and the workspace
    measured at a few prompt lengths in one launch, ``points`` = ((tokens, bytes), ...) in increasing length.
    ``source`` names the launch and its readings. No points: no workspace (the config-only tables)."""

    runtime_bytes: int | None
    points: tuple[tuple[int, int], ...]
    source: str

    def workspace(self, prompt: int) -> float:
        """Piecewise linear through ``points``; beyond either end, the end segment's slope (one point: a line
        through the origin). Never negative."""
        pts = self.points
        if not pts or prompt <= 0:
            return 0.0
        if len(pts) == 1:
            return max(0.0, pts[0][1] * prompt / pts[0][0])
        i = 0
        while i < len(pts) - 2 and prompt > pts[i + 1][0]:
            i += 1
        (x0, y0), (x1, y1) = pts[i], pts[i + 1]
        return max(0.0, y0 + (y1 - y0) * (prompt - x0) / (x1 - x0))

    def to_dict(self) -> dict:
        return {"runtime_bytes": self.runtime_bytes, "points": [list(p) for p in self.points], "source": self.source}


def peak_bytes(shape: ModelShape, cache: CacheShape, cal: Calibration, prompt: int, new_tokens: int) -> float:
    """The modelled peak of one request: weights + runtime + KV + workspace (runtime counted as 0 when None)."""
    kv = kv_bytes(shape, cache, prompt, new_tokens)
    return shape.weight_bytes() + (cal.runtime_bytes or 0) + kv + cal.workspace(prompt)


def predict_boundary(
    shape: ModelShape, cache: CacheShape, cal: Calibration, budget_bytes: float, new_tokens: int
) -> int:
    """The largest prompt length whose modelled peak fits ``budget_bytes`` (0 when not even one token fits;
    ``LENGTH_CEILING`` when the model never reaches the budget)."""

    def fits(n: int) -> bool:
        return peak_bytes(shape, cache, cal, n, new_tokens) <= budget_bytes

    if not fits(1):
        return 0
    lo, hi = 1, LENGTH_CEILING
    if fits(hi):
        return hi
    while hi - lo > 1:  # fits(lo) and not fits(hi)
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    return lo
