"""The full CPU rehearsal of scripts/gpu-check.sh (issue 15 item 10 done-when): no ``--skip``, exit 0, a green table.

On ``--device cpu`` the footprint, overhead and demo steps run at rehearsal sizes (labelled in their rows; the CUDA
sizes are unchanged), so the whole rehearsal takes about 6 minutes on two busy cores. It proves the script runs end to
end; it says nothing about CUDA: the CUDA-only rows stay ``pending`` with the reason.
"""
from __future__ import annotations

import json
import os
import subprocess
import time
from pathlib import Path

import pytest
from gpucheck import gpu_check_module

REPO = Path(__file__).resolve().parents[1]
STEPS = ["preflight", "environment", "tiny model", "quanto ext", "gpu tests", "nvml cards", "footprint", "overhead",
         "demo run", "docker gpu"]




@pytest.mark.unit
def test_cuda_sizes_are_unchanged_and_cpu_sizes_are_labelled():
    check = gpu_check_module()
    assert check.sizes("cuda:0", "footprint") == ["--lengths", "512", "2048"]
    assert check.sizes("cuda", "overhead") == ["--pairs", "15"]
    assert check.sizes("cuda:1", "demo run") == []
    assert check.size_label("cuda:0", "overhead") == ""
    assert check.size_label("cpu", "demo run").startswith(" [rehearsal sizes: --set matrix.repeats=1")
    assert "--pairs 9" in check.size_label("cpu", "overhead")  # entry_overhead.py refuses fewer than 9 pairs


@pytest.mark.e2e
def test_full_cpu_rehearsal_is_green(tmp_path, tiny_model_dir):
    started = time.monotonic()
    proc = subprocess.run(["bash", "scripts/gpu-check.sh", "--out", str(tmp_path / "out")], cwd=REPO,
                          capture_output=True, text=True, timeout=900, env={**os.environ, "DEVICE": "cpu"})
    took = time.monotonic() - started
    text = proc.stdout + proc.stderr
    assert "Traceback" not in proc.stdout, text
    assert proc.returncode == 0, text
    data = json.loads((tmp_path / "out" / "gpu-check.json").read_text())
    rows = {r["step"]: r for r in data["rows"]}
    assert list(rows) == STEPS, list(rows)
    for name in ("nvml cards", "docker gpu"):  # CUDA-only: pending, with the reason
        assert rows[name]["status"] == "pending" and "CPU rehearsal" in rows[name]["figure"], rows[name]
    for name in STEPS:
        if name not in ("nvml cards", "docker gpu"):
            assert rows[name]["status"] == "ok", rows[name]
        assert rows[name]["figure"].strip(), rows[name]  # every figure present
    assert "?" not in rows["footprint"]["figure"] and "?" not in rows["overhead"]["figure"]
    for name in ("footprint", "overhead", "demo run"):
        assert "[rehearsal sizes:" in rows[name]["figure"], rows[name]
    assert "CPU REHEARSAL" in proc.stdout
    files = {p.name for p in (tmp_path / "out").iterdir()}
    assert {"gpu-check.json", "logs.tar.gz", "demo-report.md", "demo-run.tar.gz"} <= files, files
    print(f"full CPU rehearsal: {took:.0f} s")
