"""What a branch container looks like from the host: mount points, the container's job view, path mapping,
the container user, GPU requests, exit statuses, and which image a branch runs (records or the run's archive).

Pure helpers (no engine needed) used by ``harness.run.docker.DockerRunner``.
"""

from __future__ import annotations

import copy
import json
import os
from dataclasses import dataclass
from pathlib import Path

from harness.errors import InfraError, InputError

CONTAINER_MODEL = "/model"
CONTAINER_RUN = "/run"
HOST_MOUNTS = "/mnt/host"  # run_tool: other host paths named in the arguments, read-only
CONTAINER_UID = 10001  # the `harness` user created by images/Dockerfile.j2
GPU_CAPABILITIES = ["gpu", "compute", "utility"]


@dataclass(frozen=True)
class BranchImage:
    tag: str
    image_id: str  # sha256:<64 hex>; containers are created from this, never from the tag


def container_job(job: dict, *, image: str | None = None, image_digest: str | None = None) -> dict:
    """The container's view of a host job: ``model.path`` -> ``/model``; ``runtime`` says docker + the image.

    Every other path in a job is relative to the run directory (mounted at ``/run``), so nothing else changes.
    The input is not modified.
    """
    out = copy.deepcopy(job)
    out["model"]["path"] = CONTAINER_MODEL
    out["runtime"] = {**(out.get("runtime") or {}), "runner": "docker", "image": image, "image_digest": image_digest}
    return out


def spec_images(spec_name: str, branches: list[str]) -> dict[str, BranchImage]:
    """branch -> its recorded image for ``spec_name``; ``InfraError`` naming the build command when one is missing."""
    from harness.images.build import read_record
    from harness.images.paths import ImagePaths

    paths, out = ImagePaths(), {}
    for branch in branches:
        path = paths.record(spec_name, branch)
        if not path.exists():
            raise InfraError(
                f"no image for branch {branch!r} of spec {spec_name!r} ({path}): run "
                "`harness images lock SPEC && harness images build SPEC`"
            )
        record = read_record(path)
        out[branch] = BranchImage(record.tag, record.image_id)
    return out


def archived_images(run_dir: Path) -> dict[str, BranchImage]:
    """branch -> the image its launches in ``run_dir`` ran in (from their launch.json, oldest first wins)."""
    out: dict[str, BranchImage] = {}
    for path in sorted((run_dir / "launches").glob("*/launch.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError):
            continue  # a launch.json being written; the records and the orchestrator deal with it
        if data.get("runner") in ("docker", "slurm") and data.get("image_digest") and data.get("branch") not in out:
            out[data["branch"]] = BranchImage(data["image_digest"], data["image_digest"])
    return out


def container_path(host: str, run_dir: Path | None, model_dir: Path) -> str:
    """Map one argument: a host path under the model or run directory becomes its container path."""
    for root, target in ((model_dir, CONTAINER_MODEL), (run_dir, CONTAINER_RUN)):
        if root is None:
            continue
        root_s = str(Path(root).resolve())
        if host == root_s or host == str(root):
            return target
        for prefix in (root_s + "/", str(root) + "/"):
            if host.startswith(prefix):
                return f"{target}/{host[len(prefix) :]}"
    return host


def container_user() -> str:
    """``uid:gid`` the container runs as: the image's non-root user when the harness is root, else our own."""
    return f"{CONTAINER_UID}:{CONTAINER_UID}" if os.geteuid() == 0 else f"{os.getuid()}:{os.getgid()}"


def give_to_container_user(path: Path) -> None:
    """As root, hand ``path`` (recursively) to the container user so it can write there; no-op otherwise."""
    if os.geteuid() != 0:
        return
    for root, dirs, files in os.walk(path):
        for name in (root, *(os.path.join(root, n) for n in dirs + files)):
            os.chown(name, CONTAINER_UID, CONTAINER_UID)


def links_outside(model_dir: Path) -> list[tuple[str, str]]:
    """``(link, target)`` for every symbolic link under ``model_dir`` whose target lies outside it (a Hugging Face
    cache snapshot links each file to ``../../blobs/<hash>``): inside a bind mount of the directory such a link
    dangles, though the host follows it fine. Links that stay inside the directory are kept (they work)."""
    root = Path(model_dir).resolve()
    out = []
    for base, dirs, files in os.walk(model_dir):
        for name in dirs + files:
            path = Path(base) / name
            if not path.is_symlink():
                continue
            target = path.resolve()
            if target != root and root not in target.parents:
                out.append((str(path), str(target)))
    return sorted(out)


def model_link_problem(model_dir: Path) -> str | None:
    """One line refusing a model directory with links outside it for a container, with the fix; None when none."""
    outside = links_outside(Path(model_dir))
    if not outside:
        return None
    link, target = outside[0]
    return (
        f"{model_dir}: {len(outside)} file(s) are symbolic links to outside the directory (e.g. {link} -> {target}; "
        "a Hugging Face cache snapshot links into ../../blobs), and only the directory is mounted into the container, "
        f"where they dangle: copy it with the links resolved (`cp -rL {model_dir} DEST`, then model.path: DEST), "
        "or run with runner: local, which reads the links on the host"
    )


def check_model_readable(model_dir: Path) -> None:
    """The model as the container will see it: ``InputError`` when files are links to outside the mounted
    directory (``model_link_problem``), and, as root, when the container user (uid 10001), reading the model as
    "other", cannot read some file or folder (fix: ``chmod -R a+rX MODEL_DIR``; not needed for a non-root harness,
    same uid)."""
    problem = model_link_problem(Path(model_dir))
    if problem is not None:
        raise InputError(problem)
    if os.geteuid() != 0:
        return
    bad = []
    for root, _dirs, files in os.walk(model_dir):
        if os.stat(root).st_mode & 0o005 != 0o005:
            bad.append(root)
        bad += [os.path.join(root, f) for f in files if os.stat(os.path.join(root, f)).st_mode & 0o004 == 0]
    if bad:
        raise InputError(
            f"the container user (uid {CONTAINER_UID}) cannot read {len(bad)} model path(s), e.g. "
            f"{bad[0]}: run `chmod -R a+rX {model_dir}` (the model is mounted read-only)"
        )


def device_requests(device: str, device_ids: list[str] | None = None):
    """Only the requested card, with capabilities compute + utility (NVML), for a CUDA device; None (no request)
    otherwise. ``device_ids``: UUIDs (preferred, ``DockerRunner`` resolves them) or nvidia-smi indices; default:
    the index of ``cuda:N``. Never all GPUs: NVML inside the container would then see cards the launch does not use.
    """
    if not device.startswith("cuda"):
        return None
    from docker.types import DeviceRequest

    ids = list(device_ids) if device_ids else [device.split(":", 1)[1] if ":" in device else "0"]
    return [DeviceRequest(device_ids=ids, capabilities=[GPU_CAPABILITIES])]


def describe_container_exit(status_code: int, oom_killed: bool) -> tuple[int | None, int | None, str | None]:
    """(exit_code, signal, message) for a container's exit status (``128 + n`` = killed by signal ``n``)."""
    if oom_killed:
        return None, 9, "killed by the container memory limit (OOM)"
    if status_code > 128:
        return None, status_code - 128, f"killed by signal {status_code - 128}"
    return status_code, None, None if status_code == 0 else f"exited with status {status_code}"
