"""One instrumented ``generate()`` call: a new cache, reset peaks, timed phases, the cache read back.

Phase split: a forward hook on the model fires at the end of the first forward, the prefill (the whole prompt in
one forward, plus its logits), and removes itself there, so the decode steps run through torch's hook-free call
path exactly as in a bare ``generate()``. At the hook the device is synchronised, the prefill time and peaks are
read, the cache's bytes are walked, and the peaks are reset for decode. ``decode_s`` starts after that work, so
the instrumentation (``instrumentation_s``, recorded) is in neither phase and ``generation_s = prefill_s +
decode_s``. Figures are seconds and bytes. The host's load (``hostload.HostMeter``, the record's ``host_load``)
is read just outside the same interval: its ``begin()`` / ``end()`` perf_counter readings are ``t_start`` / ``t_end``.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from harness.entry.capture import captured_messages
from harness.entry.footprint import measure_cache
from harness.entry.hostload import HostMeter
from harness.entry.memory import DeviceProbe


@dataclass
class PhaseState:
    """Mutable scratch filled by the hook during one request (not a record)."""

    t_start: float = 0.0
    t_prefill_end: float | None = None
    t_decode_start: float | None = None
    prefill_peaks: dict = field(default_factory=dict)
    prefill_footprint: object = None
    prefill_tokens: int | None = None
    rss_reset_ok: bool = True


def _cache_of(output, kwargs):
    cache = getattr(output, "cache", None) if not isinstance(output, tuple) else None
    if cache is None:
        cache = kwargs.get("cache", kwargs.get("past_key_values"))
    return cache


def _make_hook(state: PhaseState, probe: DeviceProbe, handles: list):
    def hook(module, args, kwargs, output):
        if state.t_prefill_end is not None:  # only if removal failed; the first forward's figures stand
            return None
        probe.synchronize()
        state.t_prefill_end = time.perf_counter()
        state.prefill_peaks = probe.peaks()
        cache = _cache_of(output, kwargs)
        if cache is not None and hasattr(cache, "layers"):
            state.prefill_footprint = measure_cache(cache)
            state.prefill_tokens = int(cache.get_seq_length())
        state.rss_reset_ok = probe.reset_peaks() and state.rss_reset_ok
        for handle in handles:  # torch iterates over a copy of the hooks, so removing this one here is safe
            handle.remove()
        state.t_decode_start = time.perf_counter()
        return None

    return hook


def instrumented_generate(
    model, input_ids, generate_kwargs: dict, probe: DeviceProbe, nvml_sampler=None, host_meter: HostMeter | None = None
) -> dict:
    """Run ``model.generate(input_ids, **generate_kwargs, return_dict_in_generate=True)`` once, measured.

    Returns ``{"output", "cache", "state", "t_end", "end_peaks", "rss_before", "messages", "nvml", "nvml_cards",
    "host_load"}``;
    exceptions propagate (the caller records them). The caller owns the lifetime of the returned cache.
    ``host_meter`` (``hostload.HostMeter``, a new one if not given) encloses exactly ``t_start`` .. ``t_end``: its
    ``begin()`` / ``end()`` readings are those two instants. Pass one in to read ``result()`` after an exception
    (the meter is closed then too).
    """
    # No gc.collect() here: the previous request's cache is freed by reference counting when the caller drops it
    # (the launch collects after a failed request, whose traceback holds reference cycles); a full collection
    # costs seconds of wall time on a loaded CPU and would stretch every request.
    probe.synchronize()
    probe.free_cached()
    rss_before = probe.current()["rss"]
    state = PhaseState()
    state.rss_reset_ok = probe.reset_peaks()
    handles: list = []
    handle = model.register_forward_hook(_make_hook(state, probe, handles), with_kwargs=True)
    handles.append(handle)
    meter = host_meter if host_meter is not None else HostMeter()
    try:
        with captured_messages() as messages:
            if nvml_sampler is not None:
                nvml_sampler.start()
            probe.synchronize()
            state.t_start = meter.begin()  # host counters, then perf_counter: nothing added inside the interval
            try:
                output = model.generate(input_ids, return_dict_in_generate=True, **generate_kwargs)
                probe.synchronize()
            finally:
                t_end = meter.end()  # perf_counter, then host counters (also when generate raised)
    finally:
        handle.remove()
        nvml_reading = nvml_sampler.stop() if nvml_sampler is not None else None
    end_peaks = probe.peaks()
    cache = getattr(output, "cache", None) if "cache" in getattr(output, "__dataclass_fields__", {}) else None
    if cache is None and "past_key_values" in getattr(output, "__dataclass_fields__", {}):
        cache = output.past_key_values
    return {
        "output": output,
        "cache": cache,
        "state": state,
        "t_end": t_end,
        "end_peaks": end_peaks,
        "rss_before": rss_before,
        "messages": list(messages),
        "nvml": nvml_reading,
        "nvml_cards": getattr(nvml_sampler, "readings", None),  # nvml.CardSamplers: every card's reading
        "host_load": meter.result(),
    }


def stop_reason(new_ids: list[int], eos_ids: set[int], text: str, stop_strings: list[str], budget: int) -> str:
    """From the generated tokens: ``eos`` (the last token is an EOS id), ``stop_string`` (a stop string ends the
    text, or ends inside the last token's text when the budget was not reached: generate's criterion matches at
    token level), ``length`` (the budget was reached), else ``unknown`` (the caller marks the record invalid)."""
    if new_ids and new_ids[-1] in eos_ids:
        return "eos"
    if any(s and text.endswith(s) for s in stop_strings):
        return "stop_string"
    if len(new_ids) >= budget:
        return "length"
    if any(s and s in text[-(len(s) + 16) :] for s in stop_strings):
        return "stop_string"
    return "unknown"
