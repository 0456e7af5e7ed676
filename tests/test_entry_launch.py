"""``python -m harness.entry JOB --run-dir DIR`` end to end on CPU with the tiny model (meaningless text).

Every record written is validated against schemas/record.schema.json and round-tripped through ``Record``.
"""
from __future__ import annotations

import json

import pytest

from fixtures.entry_jobs import prepared_ids, read_lines, run_entry, schema_errors, write_input, write_job
from harness.entry.record import Record

pytestmark = pytest.mark.e2e

QUANTO4 = {"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 8}


def _check_all(records):
    for rec in records:
        assert schema_errors(rec) == [], rec["cell_id"]
        assert Record.from_dict(rec).to_dict() == rec


@pytest.fixture(scope="module")
def dynamic_run(tiny_model_dir, tmp_path_factory):
    run_dir = tmp_path_factory.mktemp("run")
    ids = prepared_ids(tiny_model_dir, 64)
    inputs = {"t64": write_input(run_dir, "t64", ids),
              # A real failure inside one request: a token id outside the vocabulary (embedding IndexError).
              "tbad": write_input(run_dir, "tbad", ids[:-1] + [10**6])}
    cells = [{"cell_id": "t64-b8-r1", "tier_id": "t64", "output_budget": 8, "repeat": 1},
             {"cell_id": "tbad-b8-r1", "tier_id": "tbad", "output_budget": 8, "repeat": 1},
             {"cell_id": "t64-b4-r1", "tier_id": "t64", "output_budget": 4, "repeat": 1},
             {"cell_id": "t64-b16-r1", "tier_id": "t64", "output_budget": 16, "repeat": 1}]
    job = write_job(run_dir, tiny_model_dir, {"implementation": "dynamic"}, inputs, cells, branch="ordinary",
                    role="ordinary", warmup=[{"tier_id": "t64", "output_budget": 4}], skip=["t64-b16-r1"])
    raw = json.loads(job.read_text())
    raw["runtime"]["torch_threads"] = 1
    job.write_text(json.dumps(raw))
    proc = run_entry(job, run_dir)
    return run_dir, proc, read_lines(run_dir), ids


def test_dynamic_launch_records(dynamic_run):
    run_dir, proc, records, ids = dynamic_run
    assert proc.returncode == 0, proc.stderr[-3000:]
    _check_all(records)
    assert [r["cell_id"] for r in records] == ["warmup-1-t64-b4", "t64-b8-r1", "tbad-b8-r1", "t64-b4-r1"]
    assert [r["warmup"] for r in records] == [True, False, False, False]
    ok = [r for r in records if r["completed"]]
    assert len(ok) == 3
    for r in ok:
        assert r["valid"], r["invalid_reasons"]
        assert r["stop_reason"] in ("length", "eos")
        assert r["output_tokens"] == r["output_budget"] or r["stop_reason"] == "eos"
        assert r["effective_cache"]["cache_class"] == "DynamicCache"
        assert r["effective_cache"]["layer_classes"] == ["DynamicLayer"]
        t = r["timing"]
        assert t["prefill_s"] > 0 and t["decode_s"] > 0
        assert t["generation_s"] == pytest.approx(t["prefill_s"] + t["decode_s"])
        kv = r["kv_cache"]
        # The last generated token is never fed back, so the cache holds input + output - 1 tokens.
        assert kv["tokens"] == r["input_tokens"] + r["output_tokens"] - 1
        assert kv["after_prefill_tokens"] == r["input_tokens"]
        assert kv["final_bytes"] == kv["analytic_dense_bytes"] == kv["tokens"] * 4096  # tiny model: 4 KiB/token
        assert kv["after_prefill_bytes"] == r["input_tokens"] * 4096
        m = r["memory"]
        assert m["device_kind"] == "cpu" and m["peak_allocated_bytes"] is None
        assert m["peak_rss_bytes"] == max(m["prefill_peak_rss_bytes"], m["decode_peak_rss_bytes"]) > 0
        assert r["resident_after_load"]["rss_bytes"] > 0 and r["resident_after_load"]["load_s"] > 0
        out_ids = json.loads((run_dir / r["artifacts"]["output_ids"]).read_text())
        assert len(out_ids) == r["output_tokens"]
        assert (run_dir / r["artifacts"]["output_text"]).exists()
        assert r["input_tokens"] == len(ids) and r["model_revision"].startswith("sha256:")
        assert r["environment"]["torch_threads"] == 1  # runtime.torch_threads from the job


def test_a_failed_request_is_recorded_and_the_next_cell_runs(dynamic_run):
    _, proc, records, _ = dynamic_run
    bad = records[2]
    assert bad["completed"] is False and bad["valid"] is False
    assert bad["error"]["class"] == "IndexError"
    assert bad["stop_reason"] is None and bad["timing"]["generation_s"] is None and bad["kv_cache"]["final_bytes"] is None
    assert records[3]["completed"] is True
    assert "IndexError" in proc.stderr  # the raw traceback stays in the launch's stderr


def test_greedy_runs_repeat_their_tokens(dynamic_run):
    run_dir, _, records, _ = dynamic_run
    first8 = json.loads((run_dir / records[1]["artifacts"]["output_ids"]).read_text())
    first4 = json.loads((run_dir / records[3]["artifacts"]["output_ids"]).read_text())
    assert first8[:4] == first4


def test_revision_mismatch_stops_before_any_record(tiny_model_dir, tmp_path):
    inputs = {"t16": write_input(tmp_path, "t16", prepared_ids(tiny_model_dir, 16))}
    job = write_job(tmp_path, tiny_model_dir, {"implementation": "dynamic"}, inputs,
                    [{"cell_id": "c", "tier_id": "t16", "output_budget": 2}], revision="sha256:" + "0" * 64)
    proc = run_entry(job, tmp_path)
    assert proc.returncode == 2
    assert "model revision mismatch" in proc.stderr
    assert read_lines(tmp_path) == []


def test_unsupported_option_names_the_installed_version(tiny_model_dir, tmp_path):
    import transformers

    inputs = {"t16": write_input(tmp_path, "t16", prepared_ids(tiny_model_dir, 16))}
    job = write_job(tmp_path, tiny_model_dir, dict(QUANTO4, nbits=3), inputs,
                    [{"cell_id": "c", "tier_id": "t16", "output_budget": 2}])
    proc = run_entry(job, tmp_path)
    assert proc.returncode == 2
    assert f"installed transformers {transformers.__version__}" in proc.stderr and "nbits" in proc.stderr
    assert read_lines(tmp_path) == []


def test_tampered_input_is_refused(tiny_model_dir, tmp_path):
    entry = write_input(tmp_path, "t16", prepared_ids(tiny_model_dir, 16))
    entry["sha256"] = "1" * 64
    job = write_job(tmp_path, tiny_model_dir, {"implementation": "dynamic"}, {"t16": entry},
                    [{"cell_id": "c", "tier_id": "t16", "output_budget": 2}])
    proc = run_entry(job, tmp_path)
    assert proc.returncode == 2 and "sha256" in proc.stderr


def test_a_killed_process_leaves_every_earlier_record_intact(tiny_model_dir, tmp_path):
    import signal
    import subprocess
    import sys
    import time

    from fixtures.entry_jobs import REPO
    from harness.entry.record import Record
    from harness.run.files import read_records

    inputs = {"t64": write_input(tmp_path, "t64", prepared_ids(tiny_model_dir, 64))}
    cells = [{"cell_id": f"c{i}", "tier_id": "t64", "output_budget": 64, "repeat": 1} for i in range(40)]
    job = write_job(tmp_path, tiny_model_dir, {"implementation": "dynamic"}, inputs, cells)
    records = tmp_path / "launches" / "L01" / "records.jsonl"
    proc = subprocess.Popen([sys.executable, "-m", "harness.entry", str(job), "--run-dir", str(tmp_path)],
                            cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 300
        while time.monotonic() < deadline and proc.poll() is None:
            if records.exists() and records.read_text().count("\n") >= 2:
                break
            time.sleep(0.05)
        assert proc.poll() is None, "the launch ended before it could be killed"
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    kept = [Record.from_dict(r) for r in read_records(records).records]  # the one reader: a cut line is dropped
    assert 2 <= len(kept) < len(cells)
    assert [r.cell_id for r in kept] == [f"c{i}" for i in range(len(kept))]
    for rec in kept:
        assert schema_errors(rec.to_dict()) == [] and rec.completed
