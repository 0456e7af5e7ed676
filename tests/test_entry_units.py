"""Entry building blocks with real library objects (no model load): footprint walk, memory probes, stop reasons,
cache mapping, effective-config checks, and the rule that harness.entry imports nothing else of harness."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from harness.entry.request import stop_reason

REPO = Path(__file__).resolve().parents[1]


@pytest.mark.unit
@pytest.mark.parametrize("new, text, stops, budget, want", [
    ([5, 6, 2], "ab", [], 8, "eos"),
    ([5, 6, 7], "ab END", ["END"], 8, "stop_string"),
    ([5, 6, 7], "ab END!", ["END"], 8, "stop_string"),  # the stop string ends inside the last token
    ([5] * 8, "aaaaaaaa", [], 8, "length"),
    ([5, 6], "ab", [], 8, "unknown"),
])
def test_stop_reason_from_tokens(new, text, stops, budget, want):
    assert stop_reason(new, {2}, text, stops, budget) == want


@pytest.mark.unit
def test_entry_imports_nothing_else_of_harness():
    for path in (REPO / "harness" / "entry").glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else (
                [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                if name.startswith("harness") and not name.startswith("harness.entry"):
                    pytest.fail(f"{path.name} imports {name}")
            if isinstance(node, (ast.Import, ast.ImportFrom)) and node.col_offset == 0:
                top = names[0].split(".")[0] if names else ""
                assert top not in ("torch", "transformers", "optimum", "hqq"), f"{path.name}: top-level {top}"


@pytest.mark.unit
def test_record_and_revision_import_without_torch():
    import subprocess
    import sys

    code = ("import sys; import harness.entry.record, harness.entry.revision, harness.entry.job; "
            "print('torch' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.e2e
def test_clear_refs_isolates_a_phase_peak():
    from harness.entry.memory import peak_rss_bytes, reset_peak_rss, rss_bytes

    block = bytearray(256 * 1024 * 1024)  # touch 256 MiB so the high-water mark rises
    block[::4096] = b"x" * len(block[::4096])
    high = peak_rss_bytes()
    del block
    assert reset_peak_rss() is True
    after = peak_rss_bytes()
    assert after < high - 200 * 1024 * 1024
    assert abs(after - rss_bytes()) < 64 * 1024 * 1024


@pytest.mark.e2e
def test_footprint_counts_each_storage_once():
    import torch
    from transformers import LlamaConfig
    from transformers.cache_utils import DynamicCache

    from harness.entry.footprint import measure_cache

    config = LlamaConfig(vocab_size=16, hidden_size=128, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=2, num_key_value_heads=1, head_dim=64)
    cache = DynamicCache(config=config)
    for layer_idx in range(2):
        cache.update(torch.zeros(1, 1, 10, 64), torch.zeros(1, 1, 10, 64), layer_idx)
    fp = measure_cache(cache)
    assert fp.total_bytes == fp.dense_bytes == 2 * 2 * 10 * 64 * 4 and fp.quantized_bytes == 0
    # The same storage reached twice (a view) is counted once.
    cache.layers[1].values = cache.layers[1].keys[:, :, :5]
    assert measure_cache(cache).total_bytes == 3 * 10 * 64 * 4


@pytest.mark.e2e
def test_quanto_storage_is_walked_through_tensor_flatten():
    import torch
    from transformers import LlamaConfig
    from transformers.cache_utils import QuantizedCache

    from harness.entry.footprint import analytic_quantized_bytes, measure_cache

    config = LlamaConfig(vocab_size=16, hidden_size=128, intermediate_size=64, num_hidden_layers=1,
                         num_attention_heads=2, num_key_value_heads=1, head_dim=64)
    cache = QuantizedCache(backend="quanto", config=config, nbits=4, q_group_size=64, residual_length=4)
    cache.update(torch.randn(1, 1, 32, 64), torch.randn(1, 1, 32, 64), 0)
    fp = measure_cache(cache)
    assert fp.quantized_bytes > 0 and fp.dense_bytes == 0
    # data: 32 x 64 values at 4 bits; per group of 64: float32 scale + shift; for keys and values.
    expected = analytic_quantized_bytes([{"kind": "groupwise", "quantized_tokens": 32, "residual_tokens": 0,
                                          "nbits": 4, "q_group_size": 64, "scale_bytes": 4}], 1, 64, 4)
    assert expected == 2 * (32 * 64 // 2 + 32 * 2 * 4)
    assert fp.quantized_bytes == expected


@pytest.mark.e2e
def test_mapping_refuses_what_the_library_cannot_do():
    from harness.entry.cachemap import CacheMappingError, api_facts, map_cache

    facts = api_facts()
    assert map_cache({"implementation": "dynamic"}, facts) == {"cache_implementation": "dynamic"}
    assert map_cache({"implementation": "quantized", "backend": "hqq", "nbits": 2}, facts) == {
        "cache_implementation": "quantized", "cache_config": {"backend": "hqq", "nbits": 2}}
    for bad, words in [
        ({"implementation": "quantized"}, "explicit backend"),
        ({"implementation": "quantized", "backend": "nope"}, "no backend 'nope'"),
        ({"implementation": "quantized", "backend": "quanto", "nbits": 8}, "accepts nbits [2, 4]"),
        ({"implementation": "quantized", "backend": "quanto", "axis_key": 1}, "axis_key"),
        ({"implementation": "quantized", "backend": "fp8", "residual_length": 8}, "group-wise"),
        ({"implementation": "dynamic", "nbits": 4}, "do not apply"),
        ({"implementation": "quantized", "backend": "quanto", "windows": 4}, "no parameter"),
    ]:
        with pytest.raises(CacheMappingError, match=re.escape(words)) as info:
            map_cache(bad, facts)
        assert f"installed transformers {facts.transformers_version}" in str(info.value)


@pytest.mark.e2e
def test_validate_flags_each_mismatch():
    from harness.entry.cachemap import api_facts
    from harness.entry.effective import validate

    facts = api_facts()
    kwargs = {"cache_implementation": "quantized", "cache_config": {"backend": "quanto", "nbits": 4}}
    good = {"cache_class": "QuantizedCache", "layer_classes": ["QuantoQuantizedLayer"], "nbits": 4,
            "quantized_storage_bytes": 10, "warnings": []}
    assert validate(good, kwargs, facts) == []
    cases = [
        (dict(good, cache_class="DynamicCache"), "requested QuantizedCache"),
        (dict(good, layer_classes=["QuantoQuantizedLayer", "DynamicLayer"]), "requested layers"),
        (dict(good, nbits=2), "nbits=4"),
        (dict(good, quantized_storage_bytes=0), "empty"),
        (dict(good, warnings=["transformers: cache_implementation will be ignored"]), "library warning"),
    ]
    for effective, words in cases:
        reasons = validate(effective, kwargs, facts)
        assert any(words in r for r in reasons), (words, reasons)


@pytest.mark.unit
def test_generate_kwargs_follow_the_length_policy():
    import types

    from harness.entry.job import Job
    from harness.entry.launch import generate_kwargs

    tok = types.SimpleNamespace(pad_token_id=0)

    def job(generation):
        return Job({"generation": generation}, Path("."), Path("."), (), (), {}, Path("r"), Path("o"))

    natural = generate_kwargs(job({"do_sample": False, "length_policy": "natural", "stop_strings": []}), 32, tok)
    assert natural == {"max_new_tokens": 32, "do_sample": False, "repetition_penalty": 1.0, "pad_token_id": 0}
    forced = generate_kwargs(job({"length_policy": "forced", "stop_strings": ["##"], "repetition_penalty": 1.1}),
                             32, tok)
    assert forced["min_new_tokens"] == 32 and forced["stop_strings"] == ["##"]
    assert forced["repetition_penalty"] == 1.1


@pytest.mark.e2e
def test_memory_probe_follows_a_fork_to_the_child():
    """The probe keeps /proc/self files open; after a fork the child must read its own status, not the parent's."""
    import os

    from harness.entry.memory import peak_rss_bytes, reset_peak_rss

    assert reset_peak_rss() is True  # opens the files in this (the parent) process
    parent_peak = peak_rss_bytes()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # child: raise its own peak by 300 MiB and report the peak before and after
        try:
            before = peak_rss_bytes()
            block = bytearray(300 * 1024 * 1024)
            block[::4096] = b"x" * len(block[::4096])
            os.write(write_end, f"{before} {peak_rss_bytes()}".encode())
        finally:
            os._exit(0)
    os.close(write_end)
    child_before, child_after = map(int, os.read(read_end, 64).decode().split())
    os.waitpid(pid, 0)
    os.close(read_end)
    # Read through the parent's open file, the child would have seen the parent's unchanged peak.
    assert child_after - child_before > 250 * 1024 * 1024
    assert peak_rss_bytes() < parent_peak + 64 * 1024 * 1024  # the parent's own peak did not move


@pytest.mark.unit
def test_a_nested_capture_hands_back_to_the_outer_one():
    import logging
    import warnings

    from harness.entry.capture import captured_messages

    log = logging.getLogger("transformers.generation")
    with captured_messages() as outer:
        log.warning("before")
        with captured_messages() as inner:
            log.warning("inside")
            warnings.warn("a warning inside", UserWarning)
        log.warning("after")
    log.warning("outside any capture")
    assert outer == ["transformers.generation: before", "transformers.generation: after"]
    assert inner == ["transformers.generation: inside", "UserWarning: a warning inside"]
    assert not any(type(h).__name__ == "_ListHandler" for h in logging.getLogger("transformers").handlers)


@pytest.mark.e2e
def test_prefill_hook_fires_once_and_leaves_decode_without_hooks(tiny_model_dir):
    """The phase hook removes itself at the prefill's end: every decode forward runs with no forward hook, as in a
    bare generate(), and nothing is left registered afterwards."""
    import torch
    from transformers import AutoModelForCausalLM

    from harness.entry.memory import DeviceProbe
    from harness.entry.request import instrumented_generate

    model = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32).eval()
    hooks_seen = []
    pre = model.register_forward_pre_hook(lambda module, args: hooks_seen.append(len(module._forward_hooks)))
    ids = torch.arange(5, 69).unsqueeze(0)
    try:
        result = instrumented_generate(model, ids, {"max_new_tokens": 6, "min_new_tokens": 6, "do_sample": False,
                                                    "attention_mask": torch.ones_like(ids)},
                                       DeviceProbe.for_device("cpu"))
    finally:
        pre.remove()
    assert hooks_seen == [1, 0, 0, 0, 0, 0]  # the prefill forward carries the phase hook; the 5 decode steps none
    assert len(model._forward_hooks) == 0
    state = result["state"]
    assert state.t_start < state.t_prefill_end <= state.t_decode_start < result["t_end"]
    assert state.prefill_tokens == 64 and state.prefill_footprint.total_bytes > 0


@pytest.mark.e2e
def test_host_load_spans_exactly_the_timed_interval(tiny_model_dir):
    """host_load's interval is timing's: wall_s = t_end - t_start = generation_s + instrumentation_s; a generate()
    that raises still closes the caller's meter, so a failed record carries host_load too."""
    import torch
    from transformers import AutoModelForCausalLM

    from harness.entry.hostload import HostMeter
    from harness.entry.memory import DeviceProbe
    from harness.entry.record import HostLoad
    from harness.entry.request import instrumented_generate

    model = AutoModelForCausalLM.from_pretrained(tiny_model_dir, dtype=torch.float32).eval()
    ids = torch.arange(5, 69).unsqueeze(0)
    kwargs = {"max_new_tokens": 6, "min_new_tokens": 6, "do_sample": False, "attention_mask": torch.ones_like(ids)}
    meter = HostMeter()
    result = instrumented_generate(model, ids, kwargs, DeviceProbe.for_device("cpu"), host_meter=meter)
    state, host = result["state"], HostLoad(**result["host_load"])
    assert host.wall_s == result["t_end"] - state.t_start
    prefill_s, decode_s = state.t_prefill_end - state.t_start, result["t_end"] - state.t_decode_start
    instrumentation_s = state.t_decode_start - state.t_prefill_end
    assert host.wall_s == pytest.approx(prefill_s + decode_s + instrumentation_s, abs=1e-9)
    assert host.process_cpu_s > 0 and host.cpu_per_wall is not None and host.cpu_per_wall > 0
    assert meter.result() == result["host_load"]

    failing = HostMeter()
    with pytest.raises(Exception):
        instrumented_generate(model, ids, dict(kwargs, max_new_tokens=-1), DeviceProbe.for_device("cpu"),
                              host_meter=failing)
    assert failing.ended and HostLoad(**failing.result()).wall_s >= 0
