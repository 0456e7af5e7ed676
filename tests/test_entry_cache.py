"""Quantized caches through the real entry: read-back, validity, footprint vs the analytic references, and the
two odd local models (a model whose generate ignores cache_implementation; a sliding-window model)."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from fixtures.entry_jobs import REPO, prepared_ids, read_lines, run_entry, schema_errors, write_input, write_job
from fixtures.odd_models import make_ignoring_model, make_sliding_model

pytestmark = pytest.mark.e2e

BACKENDS = {
    "quanto-int4": {"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64,
                    "residual_length": 8},
    "quanto-int2": {"implementation": "quantized", "backend": "quanto", "nbits": 2, "q_group_size": 64,
                    "residual_length": 8},
    "hqq-int4": {"implementation": "quantized", "backend": "hqq", "nbits": 4, "q_group_size": 64,
                 "residual_length": 8, "axis_key": 1, "axis_value": 1},
    "fp8": {"implementation": "quantized", "backend": "fp8"},
}


def _one_launch(model_dir, run_dir, cache, n_tokens=64, budget=12, generation=None, attn="sdpa"):
    inputs = {"t": write_input(run_dir, "t", prepared_ids(model_dir, n_tokens))}
    job = write_job(run_dir, model_dir, cache, inputs, [{"cell_id": "c1", "tier_id": "t", "output_budget": budget}],
                    generation=generation, attn=attn)
    proc = run_entry(job, run_dir)
    records = read_lines(run_dir)
    for rec in records:
        assert schema_errors(rec) == []
    return proc, records


@pytest.mark.parametrize("name", sorted(BACKENDS))
def test_quantized_cache_is_confirmed_and_measured(tiny_model_dir, tmp_path, name):
    cache = BACKENDS[name]
    proc, records = _one_launch(tiny_model_dir, tmp_path, cache)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (rec,) = records
    assert rec["completed"] and rec["valid"], rec["invalid_reasons"]
    eff = rec["effective_cache"]
    assert eff["cache_class"] == "QuantizedCache" and eff["backend"] == cache["backend"]
    for key in ("nbits", "q_group_size", "residual_length", "axis_key", "axis_value"):
        if key in cache:
            assert eff[key] == cache[key]
    kv = rec["kv_cache"]
    assert eff["quantized_storage_bytes"] > 0
    assert kv["final_bytes"] < kv["analytic_dense_bytes"]
    # The walked storages equal the theoretical size (bits + group scale/zero + residual window) within 1 %.
    assert kv["final_bytes"] / kv["analytic_quantized_bytes"] == pytest.approx(1.0, abs=0.01)
    assert kv["quantized_tokens"] + kv["residual_tokens"] == kv["tokens"]
    if cache["backend"] != "fp8":
        # 64 prompt tokens quantized at prefill, then 11 decode tokens with an 8-token window: one flush.
        assert kv["residual_tokens"] < cache["residual_length"] and kv["quantized_tokens"] > 64


def test_stop_string_is_read_from_the_tokens(tiny_model_dir, tmp_path):
    proc, (first,) = _one_launch(tiny_model_dir, tmp_path / "a", {"implementation": "dynamic"}, budget=12)
    assert proc.returncode == 0, proc.stderr[-2000:]
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(tiny_model_dir)
    new_ids = json.loads((tmp_path / "a" / first["artifacts"]["output_ids"]).read_text())
    # A piece that decodes to whole characters (byte-level tokens may hold half a UTF-8 character).
    pieces = [(i, tok.decode([t])) for i, t in enumerate(new_ids)]
    # ... whose text does not already occur earlier in the output: generation stops at the first match.
    # Two characters or more when the output has such a piece, else one (a seeded random model may repeat one glyph).
    clean = [(i, p.strip()) for n in (2, 1) for i, p in pieces if "\ufffd" not in p and len(p.strip()) >= n
             and p.strip() not in tok.decode(new_ids[:i])]
    assert clean, f"the tiny model produced no clean piece to stop at: {pieces}"
    cut, stop = clean[0]
    gen = {"do_sample": False, "length_policy": "natural", "stop_strings": [stop], "repetition_penalty": 1.0}
    proc, (rec,) = _one_launch(tiny_model_dir, tmp_path / "b", {"implementation": "dynamic"}, budget=12,
                               generation=gen)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert rec["stop_reason"] == "stop_string" and rec["output_tokens"] == cut + 1
    assert stop in (tmp_path / "b" / rec["artifacts"]["output_text"]).read_text()


@pytest.fixture(scope="module")
def odd_models(tiny_model_dir, tmp_path_factory):
    base = tmp_path_factory.mktemp("odd")
    return {"ignoring": make_ignoring_model(base / "rwkv", tiny_model_dir),
            "sliding": make_sliding_model(base / "mistral-sw", tiny_model_dir)}


def test_ignored_cache_implementation_makes_the_record_invalid(odd_models, tmp_path):
    # RWKV has no sdpa attention; eager is its only implementation (a fixed model setting, not a cache option).
    proc, records = _one_launch(odd_models["ignoring"], tmp_path, BACKENDS["quanto-int4"], n_tokens=32, budget=4,
                                attn="eager")
    assert proc.returncode == 0, proc.stderr[-3000:]
    (rec,) = records
    assert rec["completed"] is True and rec["valid"] is False
    reasons = " | ".join(rec["invalid_reasons"])
    assert "requested QuantizedCache" in reasons
    assert "will be ignored" in reasons  # the library's own warning, captured for this request
    assert any("cache_implementation" in w for w in rec["effective_cache"]["warnings"])


def test_sliding_window_model_rejects_the_quantized_cache(odd_models, tmp_path):
    proc, records = _one_launch(odd_models["sliding"], tmp_path, BACKENDS["quanto-int4"], n_tokens=48, budget=4)
    assert proc.returncode == 0, proc.stderr[-3000:]
    (rec,) = records
    assert rec["completed"] is False and rec["error"]["class"] == "ValueError"
    assert "full attention" in rec["error"]["message"]


def test_sliding_window_model_with_the_dynamic_cache(odd_models, tmp_path):
    proc, (rec,) = _one_launch(odd_models["sliding"], tmp_path, {"implementation": "dynamic"}, n_tokens=48, budget=4)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert rec["valid"] and rec["effective_cache"]["layer_classes"] == ["DynamicSlidingWindowLayer"]
    kv = rec["kv_cache"]
    # The window keeps 31 tokens, but each kept slice is a view of the step's full concatenation, so the storage
    # held is larger than the analytic window: reported as measured, not adjusted.
    assert kv["analytic_dense_bytes"] == 2 * 2 * 31 * 64 * 4 * 1
    assert kv["final_bytes"] >= kv["analytic_dense_bytes"]


def _introspect(model_dir, cache):
    proc = subprocess.run([sys.executable, "-m", "harness.entry", "introspect", "--model", str(model_dir),
                           "--cache", json.dumps(cache), "--dtype", "float32", "--device", "cpu"],
                          cwd=REPO, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)


def test_introspect_answers_per_model(tiny_model_dir, odd_models):
    import transformers

    ok = _introspect(tiny_model_dir, BACKENDS["quanto-int4"])
    assert ok["applicable"] is True and ok["mapping"]["cache_config"]["backend"] == "quanto"
    assert ok["versions"]["transformers"] == transformers.__version__
    assert {b["name"] for b in ok["api"]["backends"]} >= {"quanto", "hqq"}
    assert ok["model"]["layer_types"] == ["full_attention"] * 4
    sliding = _introspect(odd_models["sliding"], BACKENDS["quanto-int4"])
    assert sliding["applicable"] is False and "full attention" in sliding["reason"]
    assert set(sliding["model"]["layer_types"]) == {"sliding_attention"}
    ignoring = _introspect(odd_models["ignoring"], BACKENDS["quanto-int4"])
    assert ignoring["applicable"] is False and "ignores cache_implementation" in ignoring["reason"]
    bad = _introspect(tiny_model_dir, dict(BACKENDS["quanto-int4"], nbits=3))
    assert bad["applicable"] is False and bad["mapping"] is None
    assert f"installed transformers {transformers.__version__}" in bad["mapping_error"]


# What transformers did before the fix of its PR 48700 (5.17, the GPU host's version, for one): ``generate`` consumed
# the caller's ``cache_config`` dict, popping ``backend`` and setting the model's config object into it. The shim
# replays exactly that on the caller's dict around the real ``generate`` of the installed version.
_CONSUMING_GENERATE = '''
import transformers.generation.utils as _u

_real = _u.GenerationMixin.generate


def _consuming(self, *args, **kwargs):
    config = kwargs.get("cache_config")
    pristine = dict(config) if isinstance(config, dict) else config
    out = _real(self, *args, **dict(kwargs, cache_config=pristine))
    if isinstance(config, dict):
        config.setdefault("config", self.config.get_text_config(decoder=True))
        config.pop("backend", "quanto")
    return out


_u.GenerationMixin.generate = _consuming
'''


def test_a_generate_that_consumes_cache_config_leaves_every_request_its_own(tiny_model_dir, tmp_path, monkeypatch):
    shim = tmp_path / "shim"
    shim.mkdir()
    (shim / "sitecustomize.py").write_text(_CONSUMING_GENERATE)
    monkeypatch.setenv("PYTHONPATH", f"{shim}{':' + os.environ['PYTHONPATH'] if os.environ.get('PYTHONPATH') else ''}")
    cache = BACKENDS["quanto-int4"]
    run_dir = tmp_path / "run"
    inputs = {"t": write_input(run_dir, "t", prepared_ids(tiny_model_dir, 64))}
    cells = [{"cell_id": "c1", "tier_id": "t", "output_budget": 10}, {"cell_id": "c2", "tier_id": "t",
                                                                        "output_budget": 12}]
    job = write_job(run_dir, tiny_model_dir, cache, inputs, cells, warmup=[{"tier_id": "t", "output_budget": 4}])
    proc = run_entry(job, run_dir)
    assert proc.returncode == 0, proc.stderr[-3000:]
    records = read_lines(run_dir)
    assert len(records) == 3  # the warm-up and both cells, each written
    requested = {"backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 8}
    for rec in records:
        assert schema_errors(rec) == []
        assert rec["cache_kwargs"] == {"cache_implementation": "quantized", "cache_config": requested}
        assert rec["completed"] and rec["valid"], rec["invalid_reasons"]
        assert rec["effective_cache"]["backend"] == "quanto"
