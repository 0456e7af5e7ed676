"""Runner selection: ``local`` (this machine, one subprocess per launch), ``docker`` (one container per launch) or
``slurm`` (one Slurm batch job per launch, ``harness.run.slurm``)."""

from __future__ import annotations

from harness.errors import InfraError, InputError
from harness.run.base import Runner

RUNNERS = ("local", "docker", "slurm")


def make_runner(name: str, spec=None) -> Runner:
    """A fresh runner by name; ``InfraError`` (exit 3) when the docker runner is not part of this installation.

    With ``spec`` the docker runner takes each branch's image from its build record (``harness images build``);
    without one (resume, fallback) it restores the images the run's launches already ran in, by digest."""
    if name == "local":
        from harness.run.local import LocalRunner

        return LocalRunner()
    if name == "docker":
        try:
            from harness.run.docker import DockerRunner
        except ModuleNotFoundError as exc:
            if exc.name != "harness.run.docker":
                raise
            raise InfraError(
                "the docker runner is not available in this installation (harness/run/docker.py); use --runner local"
            ) from None
        return DockerRunner.for_spec(spec) if spec is not None else DockerRunner()
    if name == "slurm":
        from harness.run.slurm import SlurmRunner

        # Without a spec (resume, fallback) the runner reads its settings from the run's spec.resolved.json.
        return SlurmRunner.for_spec(spec) if spec is not None else SlurmRunner()
    raise InputError(f"unknown runner {name!r}; choose one of {', '.join(RUNNERS)}")
