"""Provenance inside a branch: package versions, device, driver; and the one function that seeds everything."""

from __future__ import annotations

import os
import platform
import socket
from importlib import metadata


def _version(dist: str) -> str | None:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def environment(device: str, runner: str | None, image_digest: str | None) -> dict:
    """The record's ``environment`` dict (imports torch; call once per process)."""
    import torch

    from harness.entry import nvml

    cuda = device.startswith("cuda")
    index = int(device.split(":", 1)[1]) if cuda and ":" in device else 0
    return {
        "python": platform.python_version(),
        "torch": torch.__version__,
        "transformers": _version("transformers"),
        "optimum-quanto": _version("optimum-quanto"),
        "hqq": _version("hqq"),
        "device_name": torch.cuda.get_device_name(index) if cuda else (platform.processor() or platform.machine()),
        "driver": nvml.driver_version() if cuda else None,
        "cuda": torch.version.cuda if cuda else None,
        "hostname": socket.gethostname(),
        "runner": runner,
        "image_digest": image_digest,
        "torch_threads": torch.get_num_threads(),
        # Where it ran, for comparisons across hosts: the scheduler's node name and job (the Slurm runner; None
        # elsewhere) and the card's UUID (as nvidia-smi writes it), so a report can refuse to pair different cards.
        "node": os.environ.get("SLURMD_NODENAME") or None,
        "slurm_job_id": os.environ.get("SLURM_JOB_ID") or None,
        "gpu_uuid": _gpu_uuid(torch, index) if cuda else None,
    }


def _gpu_uuid(torch, index: int) -> str | None:
    """``GPU-<uuid>`` of the device torch calls ``cuda:index`` (after CUDA_VISIBLE_DEVICES), or None."""
    try:
        uuid = getattr(torch.cuda.get_device_properties(index), "uuid", None)
    except Exception:  # noqa: BLE001 - provenance must never stop a launch
        return None
    if uuid is None:
        return None
    text = str(uuid)
    return text if text.startswith(("GPU-", "MIG-")) else f"GPU-{text}"


def seed_everything(seed: int) -> dict:
    """Seed Python's, NumPy's (if installed) and torch's RNGs; returns the settings, for the record."""
    import random

    import torch

    random.seed(seed)
    torch.manual_seed(seed)
    try:
        import numpy

        numpy.random.seed(seed)
    except ImportError:
        pass
    return {"seed": seed, "python": True, "torch": True}
