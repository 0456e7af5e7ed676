"""Map the spec's cache options onto the *installed* transformers API, by introspection, never from a table.

``api_facts()`` reads the installed library: the accepted ``cache_implementation`` values (the tuple the library
validates against), ``QuantizedCache.__init__``'s parameters, the backends its constructor dispatches on, and for
each backend the layer class, the nbits and axes it accepts and whether it takes group-wise options, all found by
constructing the library's own objects (their constructors validate). ``map_cache(options, facts)`` turns the
spec's options into the exact ``generate()`` kwargs or raises ``CacheMappingError`` naming the installed version.
Nothing is dropped silently: an option the library has no parameter for is an error.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import dataclass, field

# Team vocabulary (spec) -> QuantizedCache parameter name. Each target is checked against the live signature.
_OPTION_PARAMS = {
    "nbits": "nbits",
    "q_group_size": "q_group_size",
    "residual_length": "residual_length",
    "axis_key": "axis_key",
    "axis_value": "axis_value",
}
_NBITS_PROBE = range(1, 9)
_AXIS_PROBE = (-1, 0, 1)


class CacheMappingError(ValueError):
    """The requested cache option cannot be expressed with the installed library (message names its version)."""


@dataclass(frozen=True)
class BackendFacts:
    name: str
    available: bool
    reason: str | None  # why not available (the library's own message), else None
    layer_class: str | None = None
    groupwise: bool | None = None  # accepts nbits / q_group_size / residual_length / axes
    nbits: tuple[int, ...] = ()
    axes: tuple[int, ...] = ()
    defaults: dict = field(default_factory=dict)  # the layer's own defaults, read back from a constructed layer


@dataclass(frozen=True)
class ApiFacts:
    transformers_version: str
    cache_implementations: tuple[str, ...]
    quantized_cache_params: tuple[str, ...]
    backends: tuple[BackendFacts, ...]
    generate_output_cache_field: str  # the generate() output attribute that holds the cache

    def backend(self, name: str) -> BackendFacts | None:
        return next((b for b in self.backends if b.name == name), None)

    def to_dict(self) -> dict:
        from dataclasses import asdict

        return asdict(self)


def probe_config():
    """A minimal full-attention decoder config, only for constructing caches while probing the API."""
    from transformers import LlamaConfig

    return LlamaConfig(
        vocab_size=16,
        hidden_size=64,
        intermediate_size=64,
        num_hidden_layers=1,
        num_attention_heads=1,
        num_key_value_heads=1,
        head_dim=64,
    )


def _backend_names(quantized_cache_cls) -> tuple[str, ...]:
    """Backends the constructor dispatches on, read from its source (``backend == "name"``)."""
    source = inspect.getsource(quantized_cache_cls.__init__)
    return tuple(dict.fromkeys(re.findall(r"""backend\s*==\s*["'](\w+)["']""", source)))


def _probe_backend(cls, name: str, config) -> BackendFacts:
    try:
        cache = cls(backend=name, config=config)
    except (ImportError, ValueError, RuntimeError) as exc:
        return BackendFacts(name, False, f"{type(exc).__name__}: {exc}")
    layer = cache.layers[0]
    layer_cls = type(layer)
    try:
        cls(backend=name, config=config, nbits=4)
        groupwise = True
    except ValueError:
        groupwise = False
    nbits: list[int] = []
    axes: list[int] = []
    if groupwise:
        for n in _NBITS_PROBE:
            try:
                layer_cls(nbits=n)
                nbits.append(n)
            except ValueError:
                pass
        for a in _AXIS_PROBE:
            try:
                layer_cls(axis_key=a, axis_value=a)
                axes.append(a)
            except ValueError:
                pass
    defaults = {
        k: getattr(layer, k)
        for k in ("nbits", "q_group_size", "residual_length", "axis_key", "axis_value")
        if hasattr(layer, k)
    }
    return BackendFacts(name, True, None, layer_cls.__name__, groupwise, tuple(nbits), tuple(axes), defaults)


def api_facts() -> ApiFacts:
    """Read the installed transformers' cache API (imports transformers and the backends it tries)."""
    import transformers
    from transformers.cache_utils import QuantizedCache
    from transformers.generation import configuration_utils as gen_cfg
    from transformers.generation.utils import GenerateDecoderOnlyOutput

    impls = getattr(gen_cfg, "ALL_CACHE_IMPLEMENTATIONS", None)
    if impls is None:  # older layouts kept the accepted names in a mapping
        impls = tuple(getattr(gen_cfg, "NEED_SETUP_CACHE_CLASSES_MAPPING", {})) + tuple(
            getattr(gen_cfg, "QUANT_BACKEND_CLASSES_MAPPING", {}) and ("quantized",)
        )
    params = tuple(p for p in inspect.signature(QuantizedCache.__init__).parameters if p not in ("self",))
    config = probe_config()
    backends = tuple(_probe_backend(QuantizedCache, name, config) for name in _backend_names(QuantizedCache))
    out_fields = getattr(GenerateDecoderOnlyOutput, "__dataclass_fields__", {})
    cache_field = "cache" if "cache" in out_fields else "past_key_values"
    return ApiFacts(transformers.__version__, tuple(impls), params, backends, cache_field)


def _fail(facts: ApiFacts, message: str) -> CacheMappingError:
    return CacheMappingError(f"{message} (installed transformers {facts.transformers_version})")


def map_cache(options: dict, facts: ApiFacts) -> dict:
    """The exact cache kwargs for ``generate()`` for the spec's ``options`` (``{"implementation": ..., ...}``).

    dynamic -> ``{"cache_implementation": "dynamic"}``; quantized -> ``{"cache_implementation": "quantized",
    "cache_config": {"backend": B, <options as QuantizedCache parameters>}}``. Raises ``CacheMappingError``.
    """
    options = dict(options)
    impl = options.pop("implementation", None)
    if impl not in ("dynamic", "quantized"):
        raise _fail(facts, f"unknown cache implementation {impl!r}; the harness knows 'dynamic' and 'quantized'")
    if impl not in facts.cache_implementations:
        raise _fail(
            facts, f"cache_implementation {impl!r} is not accepted; accepted: {list(facts.cache_implementations)}"
        )
    if impl == "dynamic":
        if options:
            raise _fail(facts, f"options {sorted(options)} do not apply to the dynamic cache")
        return {"cache_implementation": "dynamic"}
    backend = options.pop("backend", None)
    if backend is None:
        # The library would silently pick its own default backend; the harness requires an explicit choice.
        raise _fail(facts, "a quantized cache needs an explicit backend")
    known = facts.backend(backend)
    if known is None:
        raise _fail(
            facts, f"QuantizedCache has no backend {backend!r}; it dispatches on {[b.name for b in facts.backends]}"
        )
    if not known.available:
        raise _fail(facts, f"backend {backend!r} cannot be used here: {known.reason}")
    cache_config: dict = {"backend": backend}
    for name, value in options.items():
        param = _OPTION_PARAMS.get(name)
        if param is None or param not in facts.quantized_cache_params:
            raise _fail(
                facts,
                f"QuantizedCache has no parameter for option {name!r}; "
                f"its parameters: {list(facts.quantized_cache_params)}",
            )
        if not known.groupwise:
            raise _fail(facts, f"backend {backend!r} takes no group-wise option such as {name!r}")
        if name == "nbits" and value not in known.nbits:
            raise _fail(facts, f"backend {backend!r} accepts nbits {list(known.nbits)}, not {value}")
        if name in ("axis_key", "axis_value") and value not in known.axes:
            raise _fail(facts, f"backend {backend!r} accepts {name} {list(known.axes)}, not {value}")
        cache_config[param] = value
    _trial(cache_config, facts)
    return {"cache_implementation": "quantized", "cache_config": cache_config}


def _trial(cache_config: dict, facts: ApiFacts) -> None:
    """Construct the cache the way ``generate`` will, so the library's own validation speaks now."""
    from transformers.cache_utils import QuantizedCache

    kwargs = dict(cache_config)
    backend = kwargs.pop("backend")
    try:
        QuantizedCache(backend=backend, config=probe_config(), **kwargs)
    except (ValueError, ImportError, TypeError) as exc:
        raise _fail(facts, f"QuantizedCache rejected {cache_config}: {exc}") from exc


def build_cache_for_model(cache_kwargs: dict, model_config):
    """Construct the cache ``generate`` would build for ``cache_kwargs`` and a model config (used by introspect to
    ask the library whether the model is applicable). Raises the library's own exception."""
    from transformers.cache_utils import DynamicCache, QuantizedCache

    text_config = model_config.get_text_config(decoder=True)
    if cache_kwargs["cache_implementation"] == "dynamic":
        return DynamicCache(config=text_config)
    kwargs = dict(cache_kwargs.get("cache_config") or {})
    backend = kwargs.pop("backend")
    return QuantizedCache(backend=backend, config=text_config, **kwargs)
