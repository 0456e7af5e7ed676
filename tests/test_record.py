"""Record dataclass <-> dict <-> JSON Schema, without torch."""
from __future__ import annotations

import copy
import json

import pytest
from fixtures.entry_jobs import schema_errors

from harness.entry.record import HostLoad, Record, append_record
from harness.run.files import read_records as read_jsonl


def read_records(path):
    """The one reader of records.jsonl (harness.run.files), each line as a typed Record."""
    return [Record.from_dict(r) for r in read_jsonl(path).records]

pytestmark = pytest.mark.unit

COMPLETED = {
    "record_version": 1, "run_id": "20261129T000000Z-abcdef", "spec_hash": "f" * 64, "launch_id": "L03-r1-q",
    "phase": "matrix", "branch": "quanto-int4", "role": "candidate", "repeat": 1, "cell_id": "t512-b32-r1",
    "warmup": False, "sample_id": "writing_case_a", "tier_id": "t512", "model_revision": "sha256:" + "a" * 64,
    "input_tokens": 503, "input_sha256": "b" * 64, "output_budget": 32, "output_tokens": 32, "stop_reason": "length",
    "completed": True, "error": None, "valid": True, "invalid_reasons": [],
    "cache_requested": {"implementation": "quantized", "backend": "quanto", "nbits": 4},
    "cache_kwargs": {"cache_implementation": "quantized", "cache_config": {"backend": "quanto", "nbits": 4}},
    "generate_kwargs": {"max_new_tokens": 32, "do_sample": False},
    "effective_cache": {"cache_class": "QuantizedCache", "layer_classes": ["QuantoQuantizedLayer"], "n_layers": 4,
                        "backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 128, "axis_key": 0,
                        "axis_value": 0, "quantized_storage_bytes": 1234, "warnings": []},
    "timing": {"generation_s": 1.2, "prefill_s": 0.3, "decode_s": 0.9, "detokenize_s": 0.001,
               "instrumentation_s": 0.0005},
    "memory": {"device_kind": "cpu", "peak_allocated_bytes": None, "peak_reserved_bytes": None,
               "prefill_peak_allocated_bytes": None, "prefill_peak_reserved_bytes": None,
               "decode_peak_allocated_bytes": None, "decode_peak_reserved_bytes": None, "peak_rss_bytes": 123,
               "prefill_peak_rss_bytes": 120, "decode_peak_rss_bytes": 123, "rss_before_bytes": 100},
    "nvml": None,
    "resident_after_load": {"load_s": 0.5, "rss_bytes": 1, "cuda_allocated_bytes": None,
                            "cuda_reserved_bytes": None, "nvml_used_bytes": None},
    "kv_cache": {"tokens": 535, "after_prefill_tokens": 503, "after_prefill_bytes": 1, "final_bytes": 2,
                 "analytic_dense_bytes": 3, "analytic_quantized_bytes": 4, "quantized_tokens": 503,
                 "residual_tokens": 31},
    "artifacts": {"output_text": "launches/L03/outputs/t512-b32-r1.txt",
                  "output_ids": "launches/L03/outputs/t512-b32-r1.ids.json"},
    "environment": {"python": "3.11.7", "torch": "2.13.0+cpu", "transformers": "5.24.0", "optimum-quanto": "0.2.7",
                    "hqq": None, "device_name": "cpu", "driver": None, "cuda": None, "hostname": "h",
                    "runner": "local", "image_digest": None, "torch_threads": 2},
    "seed": 0, "started_at": "2026-11-29T09:00:00.000000Z", "finished_at": "2026-11-29T09:00:02.000000Z",
    "host_load": {"loadavg_1m_before": 0.52, "loadavg_1m_after": 0.61, "cpu_count": 16, "cpus_allowed": 4,
                  "process_cpu_s": 2.35, "wall_s": 1.2005, "cpu_per_wall": 1.957517700958, "ctx_switches_voluntary": 12,
                  "ctx_switches_involuntary": 3, "steal_s": 0.0},
}


def _failed():
    d = copy.deepcopy(COMPLETED)
    d.update(completed=False, output_tokens=None, stop_reason=None, valid=False,
             invalid_reasons=["the request did not complete: the effective cache is not confirmed"],
             error={"class": "OutOfMemoryError", "message": "CUDA out of memory"}, effective_cache=None)
    return d


def test_crafted_records_match_the_schema():
    assert schema_errors(COMPLETED) == []
    assert schema_errors(_failed()) == []


def test_round_trip_dict_and_json():
    for d in (COMPLETED, _failed()):
        rec = Record.from_dict(d)
        assert rec.to_dict() == d
        assert Record.from_dict(json.loads(rec.to_json())) == rec


@pytest.mark.parametrize("mutate, where", [
    (lambda d: d.update(completed=False), "error"),  # not completed but no error
    (lambda d: d.update(valid=False), "invalid_reasons"),  # invalid without a reason
    (lambda d: d.update(stop_reason="guessed"), "stop_reason"),
    (lambda d: d["memory"].update(peak_gpu=1), "memory"),  # unknown field
    (lambda d: d.update(model_revision="auto"), "model_revision"),
])
def test_schema_rejects_inconsistent_records(mutate, where):
    d = copy.deepcopy(COMPLETED)
    mutate(d)
    errors = schema_errors(d)
    assert errors and any(where in e for e in errors), errors


def test_from_dict_rejects_unknown_fields():
    d = copy.deepcopy(COMPLETED)
    d["kv_cache"]["made_up_bytes"] = 5
    with pytest.raises(ValueError, match="made_up_bytes"):
        Record.from_dict(d)


def test_append_then_read_drops_a_partial_last_line(tmp_path):
    path = tmp_path / "records.jsonl"
    rec = Record.from_dict(COMPLETED)
    append_record(path, rec)
    append_record(path, Record.from_dict(_failed()))
    with open(path, "a") as handle:
        handle.write(rec.to_json()[:40])  # a crash mid-write
    records = read_records(path)
    assert [r.completed for r in records] == [True, False]


def _without_host_load():
    """A record as written before ``host_load`` existed."""
    d = copy.deepcopy(COMPLETED)
    del d["host_load"]
    return d


def test_host_load_round_trips_and_matches_the_schema():
    rec = Record.from_dict(COMPLETED)
    assert isinstance(rec.host_load, HostLoad)
    assert rec.host_load.cpus_allowed == 4 and rec.host_load.ctx_switches_involuntary == 3
    assert rec.to_dict()["host_load"] == COMPLETED["host_load"]
    assert Record.from_dict(json.loads(rec.to_json())).host_load == rec.host_load
    unmeasured = copy.deepcopy(COMPLETED)  # readings that failed are null; cpus_allowed may be absent
    unmeasured["host_load"].update(loadavg_1m_before=None, loadavg_1m_after=None, cpu_count=None, steal_s=None,
                                   cpu_per_wall=None)
    del unmeasured["host_load"]["cpus_allowed"]
    assert schema_errors(unmeasured) == []
    assert Record.from_dict(unmeasured).host_load.cpus_allowed is None


def test_a_record_without_host_load_still_validates_and_loads(tmp_path):
    old = _without_host_load()
    assert schema_errors(old) == []
    rec = Record.from_dict(old)
    assert rec.host_load is None
    assert rec.to_dict() == old  # written back exactly as read: no null field appears
    path = tmp_path / "records.jsonl"
    append_record(path, rec)
    append_record(path, Record.from_dict(COMPLETED))
    assert [r.host_load is None for r in read_records(path)] == [True, False]


@pytest.mark.parametrize("mutate, where", [
    (lambda h: h.update(cpu_per_wall=-1.0), "host_load"),
    (lambda h: h.update(ctx_switches_voluntary=1.5), "host_load"),
    (lambda h: h.pop("wall_s"), "host_load"),
    (lambda h: h.update(busy=True), "host_load"),
])
def test_schema_rejects_a_malformed_host_load(mutate, where):
    d = copy.deepcopy(COMPLETED)
    mutate(d["host_load"])
    errors = schema_errors(d)
    assert errors and any(where in e for e in errors), errors


def test_from_dict_rejects_an_unknown_host_load_field():
    d = copy.deepcopy(COMPLETED)
    d["host_load"]["guessed_s"] = 1.0
    with pytest.raises(ValueError, match="guessed_s"):
        Record.from_dict(d)
