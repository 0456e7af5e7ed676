"""Provenance inside a branch: package versions, device, driver; and the one function that seeds everything."""

from __future__ import annotations

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
    }


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
