"""Memory probes inside a branch: CPU resident set (VmRSS / VmHWM) and CUDA framework counters.

CPU peak: ``VmHWM`` in ``/proc/self/status`` is the process's peak resident set; writing ``5`` to
``/proc/self/clear_refs`` resets it to the current RSS (Linux >= 4.0), which is how a phase's peak is isolated.
CUDA: ``torch.cuda.max_memory_allocated`` / ``max_memory_reserved`` after ``reset_peak_memory_stats``.
Every reader returns ``None`` when its source is unavailable; a caller records ``None``, never a guess.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

_STATUS = "/proc/self/status"
_CLEAR_REFS = "/proc/self/clear_refs"


class _ProcFiles:
    """``/proc/self/status`` and ``/proc/self/clear_refs`` opened once per process and reused with ``pread`` /
    ``pwrite`` (one system call per reading instead of open + read + close and a text decode). The readings sit
    right around ``generate()``, so fewer calls there means less that is not generation in a request's wall time.
    Re-opened after a fork: ``/proc/self`` names the process that opened it."""

    def __init__(self) -> None:
        self.pid: int | None = None
        self.status: int | None = None
        self.clear_refs: int | None = None

    def _ensure(self) -> None:
        if self.pid == os.getpid():
            return
        for inherited in (self.status, self.clear_refs):  # a forked child's copies of its parent's files
            if inherited is not None:
                try:
                    os.close(inherited)
                except OSError:
                    pass
        self.pid, self.status, self.clear_refs = os.getpid(), None, None
        try:
            self.status = os.open(_STATUS, os.O_RDONLY | os.O_CLOEXEC)
        except OSError:
            pass
        try:
            self.clear_refs = os.open(_CLEAR_REFS, os.O_WRONLY | os.O_CLOEXEC)
        except OSError:
            pass

    def read_status(self) -> bytes | None:
        self._ensure()
        if self.status is None:
            return None
        try:
            chunks, offset = [], 0
            while True:
                chunk = os.pread(self.status, 8192, offset)
                if not chunk:
                    break
                chunks.append(chunk)
                offset += len(chunk)
            return b"".join(chunks)
        except OSError:
            return None

    def write_clear_refs(self, value: bytes) -> bool:
        self._ensure()
        if self.clear_refs is None:
            return False
        try:
            return os.pwrite(self.clear_refs, value, 0) == len(value)
        except OSError:
            return False


_PROC = _ProcFiles()


def _status_kib(text: bytes | None, field: str) -> int | None:
    if text is None:
        return None
    key = b"\n" + field.encode("ascii") + b":"
    start = text.find(key)
    if start < 0:
        return None
    start += len(key)
    end = text.find(b"\n", start)
    return int(text[start : end if end >= 0 else None].split()[0]) * 1024  # the kernel reports kB (KiB)


def rss_bytes() -> int | None:
    """Current resident set size in bytes (VmRSS)."""
    return _status_kib(_PROC.read_status(), "VmRSS")


def peak_rss_bytes() -> int | None:
    """Peak resident set size since start or the last ``reset_peak_rss`` (VmHWM), bytes."""
    return _status_kib(_PROC.read_status(), "VmHWM")


def reset_peak_rss() -> bool:
    """Reset VmHWM to the current RSS. Returns False when the kernel refuses (then phase peaks are not isolated
    and the caller must not record them as such)."""
    return _PROC.write_clear_refs(b"5")


@dataclass(frozen=True)
class DeviceProbe:
    """Synchronise / reset / read one device's framework counters. ``kind`` is "cpu" or "cuda".

    ``index`` is the model's card (``model.device``: inputs go there; the record's single-card figures are its).
    ``cards``: every CUDA card holding a part of the model when a ``device_map`` spreads it (``()``: ``index``
    alone); peaks are reset and read on each of them, and ``peaks()["cards"]`` holds them per card."""

    kind: str
    index: int | None = None
    cards: tuple[int, ...] = ()

    @classmethod
    def for_device(cls, device: str) -> DeviceProbe:
        if device.startswith("cuda"):
            index = int(device.split(":", 1)[1]) if ":" in device else 0
            return cls("cuda", index)
        return cls("cpu", None)

    def card_indices(self) -> tuple[int, ...]:
        """Every CUDA card this probe reads, ascending (``index`` included); ``()`` on CPU."""
        if self.kind != "cuda" or self.index is None:
            return ()
        return tuple(sorted({self.index, *self.cards}))

    def synchronize(self) -> None:
        if self.kind == "cuda":
            import torch

            for index in self.card_indices():
                torch.cuda.synchronize(index)

    def reset_peaks(self) -> bool:
        """Reset the peak counters of every card read (CUDA) and of the process RSS (always: CPU-side peaks matter
        on CUDA too). Returns whether the RSS reset worked."""
        if self.kind == "cuda":
            import torch

            for index in self.card_indices():
                torch.cuda.reset_peak_memory_stats(index)
        return reset_peak_rss()

    def peaks(self) -> dict:
        """``{"allocated": int|None, "reserved": int|None, "rss": int|None, "cards": {index: {"allocated",
        "reserved"}}}``: peaks since the last reset (``allocated``/``reserved``: the model's card; ``cards``: every
        card read, empty on CPU)."""
        allocated = reserved = None
        cards: dict[int, dict] = {}
        if self.kind == "cuda":
            import torch

            for index in self.card_indices():
                cards[index] = {
                    "allocated": int(torch.cuda.max_memory_allocated(index)),
                    "reserved": int(torch.cuda.max_memory_reserved(index)),
                }
            main = cards[self.index] if self.index is not None else {}
            allocated, reserved = main.get("allocated"), main.get("reserved")
        return {"allocated": allocated, "reserved": reserved, "rss": peak_rss_bytes(), "cards": cards}

    def current(self) -> dict:
        """``{"allocated", "reserved", "rss"}`` now (bytes; CUDA fields None on CPU)."""
        allocated = reserved = None
        if self.kind == "cuda":
            import torch

            allocated = int(torch.cuda.memory_allocated(self.index))
            reserved = int(torch.cuda.memory_reserved(self.index))
        return {"allocated": allocated, "reserved": reserved, "rss": rss_bytes()}

    def apply_budget(self, budget_bytes: int | None) -> float | None:
        """On CUDA cap this process at ``budget_bytes`` on every card read, via ``set_per_process_memory_fraction``
        (each card's fraction of its own capacity); returns the model card's fraction, or None (CPU: the local
        runner applies an address-space limit instead)."""
        if budget_bytes is None or self.kind != "cuda":
            return None
        import torch

        fractions = {}
        for index in self.card_indices():
            total = torch.cuda.get_device_properties(index).total_memory
            fractions[index] = min(1.0, budget_bytes / total)
            torch.cuda.set_per_process_memory_fraction(fractions[index], index)
        return fractions.get(self.index) if self.index is not None else None

    def free_cached(self) -> None:
        if self.kind == "cuda":
            import torch

            torch.cuda.empty_cache()
