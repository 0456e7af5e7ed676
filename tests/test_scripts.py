"""The GPU check script and the entry benchmarks still run (they are not run by CI otherwise).

The benchmarks' figures on these tiny sizes are not the issue's targets (those need 1024 tokens in, 128 out and a
quiet host); the tests check that the scripts run to the end and print every figure, and that the footprint walk
still matches the analytic size there.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from gpucheck import gpu_check_module

REPO = Path(__file__).resolve().parents[1]




def _record(cell, kind, **memory):
    return {"cell_id": cell, "branch": "b", "phase": "matrix", "warmup": False, "completed": True, "valid": True,
            "memory": {"device_kind": kind, **memory}, "nvml": {"samples": 3} if kind == "cuda" else None}


@pytest.mark.unit
def test_gpu_check_reads_the_demo_records(tmp_path):
    check = gpu_check_module().check_demo_records
    launch = tmp_path / "launches" / "L01"
    launch.mkdir(parents=True)
    good = _record("c1", "cuda", peak_allocated_bytes=5)
    warm = dict(_record("w1", "cuda"), warmup=True)  # warm-up records are not checked
    (launch / "records.jsonl").write_text("\n".join(json.dumps(r) for r in (warm, good)) + "\n")

    def plan(*cells):
        (tmp_path / "plan.json").write_text(json.dumps({"launches": [{"branch": "b", "cells": [
            {"cell_id": c} for c in cells]}]}))

    plan("c1")
    assert check(tmp_path, "cuda:0")[0] is True
    # A record measured on the CPU, one without NVML readings, one invalid: each fails the CUDA check.
    for bad in (_record("c2", "cpu", peak_rss_bytes=5), dict(good, cell_id="c3", nvml=None),
                dict(good, cell_id="c4", valid=False)):
        plan("c1", bad["cell_id"])
        (launch / "records.jsonl").write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
        ok, figure = check(tmp_path, "cuda:0")
        assert ok is False, figure
    ok, figure = check(tmp_path / "nothing", "cuda:0")
    assert ok is False and figure.startswith("no readable plan.json")


@pytest.mark.e2e
def test_gpu_check_without_cuda_stops_at_the_environment_and_says_pending(tmp_path):
    import torch

    if torch.cuda.is_available():
        pytest.skip("this machine has CUDA: the script would run the real checks")
    proc = subprocess.run(["bash", "scripts/gpu-check.sh", "--out", str(tmp_path)], cwd=REPO, capture_output=True,
                          text=True, timeout=300, env={**os.environ, "DEVICE": "cuda:0"})
    assert proc.returncode == 4, proc.stdout + proc.stderr
    assert re.search(r"^environment\s+pending .*torch.cuda.is_available\(\) is False", proc.stdout, re.MULTILINE)
    rows = json.loads((tmp_path / "gpu-check.json").read_text())["rows"]
    # The preflight row first (this CPU torch is not a CUDA build: named), then every CUDA row pending with why.
    assert rows[0]["step"] == "preflight" and "torch CUDA build" in rows[0]["figure"]
    assert [r["status"] for r in rows[1:]] == ["pending"] * (len(rows) - 1) and len(rows) == 10
    assert all(r["figure"] for r in rows[1:])


def _bench(args: list[str]) -> str:
    proc = subprocess.run([sys.executable, *args], cwd=REPO, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


@pytest.mark.e2e
def test_overhead_benchmark_runs_and_prints_every_figure(tiny_model_dir):
    out = _bench(["benchmarks/entry_overhead.py", "--model", str(tiny_model_dir), "--pairs", "9", "--threads", "1",
                  "--input-tokens", "48", "--new-tokens", "4"])
    assert len(re.findall(r"^pair\s+\d+: bare [0-9.]+ s  instrumented [0-9.]+ s", out, re.MULTILINE)) == 9
    low, high = map(float, re.search(r"bootstrap 95 % interval \[([0-9.]+), ([0-9.]+)\]", out).groups())
    median = float(re.search(r"median of per-pair ratios ([0-9.]+)", out).group(1))
    assert 0 < low <= median <= high
    c_median, c_low, c_high = map(float, re.search(
        r"A/A control .*?: median ([0-9.]+), bootstrap 95 % interval \[([0-9.]+), ([0-9.]+)\]", out).groups())
    assert 0 < c_low <= c_median <= c_high
    for part in ("before generate", "prefill hook", "after generate", "cache read-back", "inside generate"):
        assert re.search(rf"^  {part}\s+[0-9.]+ s", out, re.MULTILINE), part
    assert float(re.search(r"all outside generate .*? ([0-9.]+) s =", out).group(1)) > 0


@pytest.mark.e2e
def test_footprint_benchmark_matches_the_analytic_size(tiny_model_dir):
    out = _bench(["benchmarks/footprint_accounting.py", "--model", str(tiny_model_dir), "--threads", "1",
                  "--lengths", "80", "--new-tokens", "4"])
    rows = re.findall(r"^(dynamic|quanto-int4|quanto-int2|hqq-int4|fp8)\s+\d+\s+\d+\s+\d+\s+([0-9.]+)", out,
                      re.MULTILINE)
    assert {name for name, _ in rows} >= {"dynamic", "quanto-int4"}
    assert all(abs(float(ratio) - 1) <= 0.01 for _, ratio in rows), rows
    assert float(re.search(r"worst \|ratio - 1\| = ([0-9.]+)", out).group(1)) <= 0.01
