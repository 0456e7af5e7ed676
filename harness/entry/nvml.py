"""NVML device readings (nvidia-ml-py), stored apart from torch's counters and never mixed with them.

Readings are whole-device used memory (all processes): in containers NVML reports host PIDs, so per-process
usage is not matched by PID. A background thread samples used memory during a request for a sampled peak.
Everything here is behind checks: on a machine without NVML every function returns None.

Device identity: ``index`` everywhere here is *torch's* CUDA index (``cuda:N`` as the entry sees it, after
``CUDA_VISIBLE_DEVICES`` and ``CUDA_DEVICE_ORDER``). NVML numbers cards its own way (PCI bus order, ignoring
``CUDA_VISIBLE_DEVICES``), so the card is found by identity, never by index: the UUID torch reports for that
device (``torch.cuda.get_device_properties(i).uuid``, CUDA builds) -> ``nvmlDeviceGetHandleByUUID``; else its
PCI bus id -> ``nvmlDeviceGetHandleByPciBusId``; else, only where the mapping is unambiguous, the visible-devices
entry (``visible_device_entry``). When none of these holds, no reading is taken (None): a reading of another card
would be worse than none.
"""

from __future__ import annotations

import os
import threading
import time

SAMPLE_INTERVAL_S = 0.02
# The launch environment (local, Slurm and docker runners) sets this, so that ``cuda:N``, ``nvidia-smi --id`` and
# NVML agree on what a numeric index means (CUDA's default order, FASTEST_FIRST, may differ from NVML's).
DEVICE_ORDER_ENV = {"CUDA_DEVICE_ORDER": "PCI_BUS_ID"}

_HANDLES: dict[int, tuple[object, str]] = {}  # torch index -> (NVML handle, how it was found); per process


def normalise_uuid(value) -> str | None:
    """``GPU-<uuid>`` (or ``MIG-...``) as NVML and nvidia-smi write it, from torch's uuid object or a string."""
    if value is None:
        return None
    text = str(value).strip()
    if not text:
        return None
    return text if text.startswith(("GPU-", "MIG-")) else f"GPU-{text}"


def torch_device_identity(index: int) -> dict:
    """``{"uuid": str|None, "pci_bus_id": str|None}`` of the device torch calls ``cuda:index``; both None when
    torch cannot say (CPU build, no device, an older torch without ``uuid``)."""
    try:
        import torch

        props = torch.cuda.get_device_properties(index)
    except Exception:  # noqa: BLE001 - a CPU build raises AssertionError/RuntimeError; identity is then unknown
        return {"uuid": None, "pci_bus_id": None}
    uuid = normalise_uuid(getattr(props, "uuid", None))
    bus, dev, domain = (getattr(props, k, None) for k in ("pci_bus_id", "pci_device_id", "pci_domain_id"))
    pci = None
    if isinstance(bus, int) and isinstance(dev, int) and isinstance(domain, int):
        pci = f"{domain:08X}:{bus:02X}:{dev:02X}.0"
    return {"uuid": uuid, "pci_bus_id": pci}


def visible_device_entry(index: int, environ=None) -> str | None:
    """The ``CUDA_VISIBLE_DEVICES`` entry (an NVML index or a UUID) that torch's ``cuda:index`` is, when that is
    unambiguous: the process uses PCI bus order (``CUDA_DEVICE_ORDER=PCI_BUS_ID``). Without the variable the index
    itself is NVML's. None when the order is not PCI bus order or the index is out of range."""
    env = os.environ if environ is None else environ
    if env.get("CUDA_DEVICE_ORDER") != "PCI_BUS_ID":
        return None
    visible = env.get("CUDA_VISIBLE_DEVICES")
    if visible is None:
        return str(index)
    entries = [e.strip() for e in visible.split(",") if e.strip()]
    return entries[index] if 0 <= index < len(entries) else None


def _pynvml():
    try:
        import pynvml
    except ImportError:
        return None
    try:
        pynvml.nvmlInit()
    except pynvml.NVMLError:
        return None
    return pynvml


def resolve_handle(index: int) -> tuple[object, str] | None:
    """``(NVML handle, how)`` of the card torch calls ``cuda:index``; ``how`` is ``uuid:...``, ``pci:...`` or
    ``visible:...``. None without NVML or without a sound way to identify the card."""
    if index in _HANDLES:
        return _HANDLES[index]
    pynvml = _pynvml()
    if pynvml is None:
        return None
    ident = torch_device_identity(index)
    found: tuple[object, str] | None = None
    attempts = []
    if ident["uuid"]:
        attempts.append((pynvml.nvmlDeviceGetHandleByUUID, ident["uuid"], "uuid"))
    if ident["pci_bus_id"]:
        attempts.append((pynvml.nvmlDeviceGetHandleByPciBusId, ident["pci_bus_id"], "pci"))
    entry = visible_device_entry(index)
    if entry is not None:
        if entry.isdigit():
            attempts.append((pynvml.nvmlDeviceGetHandleByIndex, int(entry), "visible"))
        elif entry.startswith(("GPU-", "MIG-")):
            attempts.append((pynvml.nvmlDeviceGetHandleByUUID, entry, "visible"))
    for getter, key, how in attempts:
        try:
            found = (getter(key), f"{how}:{key}")
            break
        except pynvml.NVMLError:
            continue
    if found is not None:
        _HANDLES[index] = found
    return found


def _handle(index: int):
    resolved = resolve_handle(index)
    return None if resolved is None else resolved[0]


def used_bytes(index: int) -> int | None:
    """Used memory in bytes of the card torch calls ``cuda:index``, or None without NVML / a sound identity."""
    handle = _handle(index)
    if handle is None:
        return None
    import pynvml

    return int(pynvml.nvmlDeviceGetMemoryInfo(handle).used)


def driver_version() -> str | None:
    pynvml = _pynvml()
    if pynvml is None:
        return None
    try:
        version = pynvml.nvmlSystemGetDriverVersion()
    except pynvml.NVMLError:
        return None
    return version.decode() if isinstance(version, bytes) else str(version)


class PeakSampler:
    """Samples device used memory every ``SAMPLE_INTERVAL_S`` between ``start()`` and ``stop()``.

    ``stop()`` returns the record's ``nvml`` dict, or None when NVML is unavailable. A sampled peak can miss a
    spike shorter than the interval; the field name says "sampled" for that reason. ``index`` is torch's CUDA
    index; the card is found by identity (see the module docstring).
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


class CardSamplers:
    """One ``PeakSampler`` per card of a model spread over several cards (``device_map``), used where a single
    sampler is: ``start()`` / ``stop()``; ``stop()`` returns the model card's reading (the record's ``nvml``) and
    leaves every card's in ``readings`` (torch index -> reading or None). Each card is found by its UUID."""

    def __init__(self, primary: int, indices: tuple[int, ...]):
        self.primary = primary
        self.samplers = {i: PeakSampler(i) for i in sorted({primary, *indices})}
        self.readings: dict[int, dict | None] = {}

    def start(self) -> None:
        for sampler in self.samplers.values():
            sampler.start()

    def stop(self) -> dict | None:
        self.readings = {i: sampler.stop() for i, sampler in self.samplers.items()}
        return self.readings[self.primary]


def context_bytes(index: int, reserved_bytes: int | None) -> int | None:
    """The CUDA context on the card torch calls ``cuda:index``, estimated as NVML used minus torch's reserved bytes
    there, read now (after load, nothing else of this process on the card). NVML counts every process on the card,
    so another process's memory reads as context; None without NVML, without a reserved figure, or below 0."""
    if reserved_bytes is None:
        return None
    used = used_bytes(index)
    if used is None or used < reserved_bytes:
        return None
    return used - reserved_bytes
