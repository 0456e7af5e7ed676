"""CUDA / NVML paths of the entry.

The ``gpu`` tests run the real launch on a CUDA device (skipped with a reason on machines without one). The unit
tests check only the plumbing of the CUDA branch against a fake ``torch.cuda`` / ``pynvml``: which counters are
reset and read, and how the budget fraction is computed. They prove nothing about a real device.
"""
from __future__ import annotations

import sys
import threading
import types

import pytest

from fixtures.entry_jobs import prepared_ids, read_lines, run_entry, schema_errors, write_input, write_job


class _FakeCuda:
    def __init__(self):
        self.calls = []

    def synchronize(self, index=None):
        self.calls.append(("synchronize", index))

    def reset_peak_memory_stats(self, index=None):
        self.calls.append(("reset", index))

    def max_memory_allocated(self, index=None):
        return 111

    def max_memory_reserved(self, index=None):
        return 222

    def get_device_properties(self, index):
        return types.SimpleNamespace(total_memory=1000)

    def set_per_process_memory_fraction(self, fraction, index=None):
        self.calls.append(("fraction", round(fraction, 6), index))


@pytest.mark.e2e
def test_cuda_probe_plumbing_with_a_fake_torch_cuda(monkeypatch):
    import torch

    from harness.entry.memory import DeviceProbe

    fake = _FakeCuda()
    for name in ("synchronize", "reset_peak_memory_stats", "max_memory_allocated", "max_memory_reserved",
                 "get_device_properties", "set_per_process_memory_fraction"):
        monkeypatch.setattr(torch.cuda, name, getattr(fake, name))
    probe = DeviceProbe.for_device("cuda:1")
    assert (probe.kind, probe.index) == ("cuda", 1)
    probe.reset_peaks()
    probe.synchronize()
    peaks = probe.peaks()
    assert peaks["allocated"] == 111 and peaks["reserved"] == 222 and peaks["rss"] > 0
    assert probe.apply_budget(250) == 0.25 and probe.apply_budget(None) is None
    assert ("reset", 1) in fake.calls and ("synchronize", 1) in fake.calls and ("fraction", 0.25, 1) in fake.calls
    assert DeviceProbe.for_device("cpu").apply_budget(250) is None  # CPU: the runner limits address space


@pytest.mark.unit
def test_nvml_sampler_keeps_its_own_fields_with_a_fake_pynvml(monkeypatch):
    readings = [100, 150, 300, 120]
    calls = {"n": 0}
    seen_all = threading.Event()

    def memory_info(_handle):
        n = calls["n"]
        calls["n"] += 1
        if n >= len(readings):
            seen_all.set()  # every scripted reading was taken (the peak among them)
        return types.SimpleNamespace(used=readings[min(n, len(readings) - 1)], total=1000)

    fake = types.ModuleType("pynvml")

    class NVMLError(Exception):
        pass

    fake.NVMLError = NVMLError
    fake.nvmlInit = lambda: None
    fake.nvmlDeviceGetHandleByIndex = lambda i: ("h", i)
    fake.nvmlDeviceGetMemoryInfo = memory_info
    monkeypatch.setitem(sys.modules, "pynvml", fake)
    from harness.entry import nvml
    from harness.entry.nvml import PeakSampler

    # The index route: as with CPU torch, which knows no UUID (a CUDA host's torch does: pinned here, so that the
    # test reads the same there), the card is found by index only where that is unambiguous (PCI bus order, no
    # CUDA_VISIBLE_DEVICES); see tests/test_gpu_path.py for the UUID route.
    monkeypatch.setattr(nvml, "torch_device_identity", lambda index: {"uuid": None, "pci_bus_id": None})
    monkeypatch.setenv("CUDA_DEVICE_ORDER", "PCI_BUS_ID")
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    monkeypatch.setattr(nvml, "_HANDLES", {})

    sampler = PeakSampler(0)
    sampler.start()
    assert seen_all.wait(timeout=30), "the sampler never took the scripted readings"
    reading = sampler.stop()
    assert reading["used_before_bytes"] == 100 and reading["sampled_peak_used_bytes"] == 300
    assert reading["total_bytes"] == 1000 and reading["samples"] >= 2


@pytest.mark.gpu
def test_launch_on_cuda_records_framework_and_nvml_figures_apart(tiny_model_dir, tmp_path):
    inputs = {"t": write_input(tmp_path, "t", prepared_ids(tiny_model_dir, 256))}
    cells = [{"cell_id": "c1", "tier_id": "t", "output_budget": 16}]
    job = write_job(tmp_path, tiny_model_dir, {"implementation": "quantized", "backend": "quanto", "nbits": 4,
                                               "q_group_size": 64, "residual_length": 8}, inputs, cells,
                    device="cuda", memory_budget_bytes=8 * 1024**3, warmup=[{"tier_id": "t", "output_budget": 4}])
    proc = run_entry(job, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    records = read_lines(tmp_path)
    for rec in records:
        assert schema_errors(rec) == []
    rec = records[-1]
    assert rec["completed"] and rec["valid"], rec["invalid_reasons"]
    m = rec["memory"]
    assert m["device_kind"] == "cuda"
    assert m["peak_allocated_bytes"] == max(m["prefill_peak_allocated_bytes"], m["decode_peak_allocated_bytes"])
    assert m["peak_reserved_bytes"] >= m["peak_allocated_bytes"] > 0
    assert rec["resident_after_load"]["cuda_allocated_bytes"] > 0
    # issue 15 items 5/6: one card entry (the model's card, read by UUID) and the context measured after load
    (card,) = m["cards"]
    assert card["index"] == 0 and card["peak_reserved_bytes"] == m["peak_reserved_bytes"] and card["total_bytes"] > 0
    assert "cuda_context_bytes" in m and (m["cuda_context_bytes"] is None or m["cuda_context_bytes"] > 0)
    assert rec["nvml"] is not None and rec["nvml"]["sampled_peak_used_bytes"] >= rec["nvml"]["used_before_bytes"]
    assert rec["environment"]["driver"] and rec["environment"]["cuda"]
