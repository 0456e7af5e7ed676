"""NVML device readings (nvidia-ml-py), stored apart from torch's counters and never mixed with them.

Readings are whole-device used memory (all processes): in containers NVML reports host PIDs, so per-process
usage is not matched by PID. A background thread samples used memory during a request for a sampled peak.
Everything here is behind checks: on a machine without NVML every function returns None.
"""

from __future__ import annotations

import threading
import time

SAMPLE_INTERVAL_S = 0.02


def _handle(index: int):
    try:
        import pynvml
    except ImportError:
        return None
    try:
        pynvml.nvmlInit()
        return pynvml.nvmlDeviceGetHandleByIndex(index)
    except pynvml.NVMLError:
        return None


def used_bytes(index: int) -> int | None:
    """Device used memory in bytes, or None without NVML. ``index`` is the NVML index (CUDA_VISIBLE_DEVICES
    remapping is the runner's business: it passes the physical index through the job's device)."""
    handle = _handle(index)
    if handle is None:
        return None
    import pynvml

    return int(pynvml.nvmlDeviceGetMemoryInfo(handle).used)


def driver_version() -> str | None:
    if _handle(0) is None:
        return None
    import pynvml

    version = pynvml.nvmlSystemGetDriverVersion()
    return version.decode() if isinstance(version, bytes) else str(version)


class PeakSampler:
    """Samples device used memory every ``SAMPLE_INTERVAL_S`` between ``start()`` and ``stop()``.

    ``stop()`` returns the record's ``nvml`` dict, or None when NVML is unavailable. A sampled peak can miss a
    spike shorter than the interval; the field name says "sampled" for that reason.
    """

    def __init__(self, index: int):
        self.index = index
        self._handle = _handle(index)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._peak = 0
        self._samples = 0
        self._before: int | None = None

    def _read(self) -> int:
        import pynvml

        return int(pynvml.nvmlDeviceGetMemoryInfo(self._handle).used)

    def _loop(self) -> None:
        while not self._stop.is_set():
            self._peak = max(self._peak, self._read())
            self._samples += 1
            time.sleep(SAMPLE_INTERVAL_S)

    def start(self) -> None:
        if self._handle is None:
            return
        self._before = self._read()
        self._peak = self._before
        self._thread = threading.Thread(target=self._loop, name="nvml-sampler", daemon=True)
        self._thread.start()

    def stop(self) -> dict | None:
        if self._handle is None or self._thread is None:
            return None
        self._stop.set()
        self._thread.join()
        import pynvml

        after = self._read()
        total = int(pynvml.nvmlDeviceGetMemoryInfo(self._handle).total)
        return {
            "device_index": self.index,
            "used_before_bytes": self._before,
            "used_after_bytes": after,
            "sampled_peak_used_bytes": max(self._peak, after),
            "samples": self._samples,
            "sample_interval_s": SAMPLE_INTERVAL_S,
            "total_bytes": total,
        }
