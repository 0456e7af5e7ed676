"""The docker runner: one container per branch launch, from the branch's pinned image (by image id).

Per launch: ``--network none``; the model directory bind-mounted read-only at ``/model``; the run directory
read-only at ``/run`` with the launch's own folder ``/run/launches/<launch_id>`` read-write on top (records and
outputs go there, nothing else of the run can be touched); ``init`` (tini) as PID 1 so SIGTERM reaches the entry;
a non-root user (the image's ``harness`` user, uid 10001, whose launch folder is chowned to it when the harness
runs as root; otherwise the harness's own uid:gid); on CUDA only the requested card, by UUID (``gpu_device_ids``:
``cuda:N`` resolved like the local runner's launch would see it, then ``nvidia-smi`` for its UUID), through a device
request with capabilities ``compute,utility`` (so NVML works); the container sees that one card as ``cuda:0``, and
its job says so (``container_device``); ``CUDA_DEVICE_ORDER=PCI_BUS_ID`` in its environment; the model's per-file
digests in ``model-files.json`` beside the job (the entry's revision check then stats, not hashes, the weights); on
CPU, ``memory_budget_bytes`` becomes the container's memory limit (cgroup, resident + swap, bytes) rather than the
local runner's address-space limit.

The container reads ``launches/<id>/job.container.json``: the host job with ``model.path = /model`` and the image
in ``runtime`` (``container_job``). All other job paths are relative to the run directory and stay as they are.
The wall-clock limit is enforced here (the SDK's wait timeout does not stop a container): past it the container
gets SIGTERM, then SIGKILL after ``grace_s``. stdout/stderr are saved to the launch's log files; the container is
removed in ``finally``. The result carries the image id and the container id. Helpers: ``harness.run.container``.
"""

from __future__ import annotations

import json
import os
import subprocess
import threading
import time
from collections.abc import Mapping
from pathlib import Path

from harness.entry.nvml import DEVICE_ORDER_ENV
from harness.errors import InfraError, InputError
from harness.run.base import LaunchRequest, LaunchResult, Runner, ToolRequest, ToolResult, launch_status
from harness.run.container import (
    CONTAINER_MODEL,
    CONTAINER_RUN,
    HOST_MOUNTS,
    BranchImage,
    archived_images,
    check_model_readable,
    container_job,
    container_path,
    container_user,
    describe_container_exit,
    device_requests,
    give_to_container_user,
    spec_images,
)
from harness.run.environment import cuda_selector, query_gpu
from harness.run.rundir import utc_now


def gpu_device_ids(device: str, environ=None, run=subprocess.run) -> list[str]:
    """The docker ``device_ids`` for ``device`` (``cuda`` | ``cuda:N``): the card's UUID from nvidia-smi (the
    CUDA_VISIBLE_DEVICES entry or index in PCI bus order, ``harness.run.environment.cuda_selector``); the selector
    itself when nvidia-smi cannot say (the NVIDIA runtime reads an index or UUID the same way). ``InputError``
    when ``cuda:N`` is past this process's visible devices."""
    selector = cuda_selector(device, environ)
    if selector is None:
        raise InputError(f"{device} is past the devices in CUDA_VISIBLE_DEVICES; name a visible card")
    return [query_gpu(selector, run).get("uuid") or selector]


def container_device(device: str) -> str:
    """What the launch's device is inside its container: the one granted card is ``cuda:0`` there."""
    return "cuda:0" if device.startswith("cuda") else device


def slurm_environment() -> dict[str, str]:
    """The Slurm job's node name and id, passed into the container when the launch runs as a Slurm job (the
    records name the node); empty elsewhere."""
    return {k: os.environ[k] for k in ("SLURMD_NODENAME", "SLURM_JOB_ID") if os.environ.get(k)}


class DockerRunner(Runner):
    name = "docker"

    def __init__(
        self,
        images: Mapping[str, BranchImage] | None = None,
        client=None,
        grace_s: float = 10.0,
        poll_interval_s: float = 0.5,
    ) -> None:
        self.images = dict(images or {})
        self._client = client
        self.grace_s = grace_s
        self.poll_interval_s = poll_interval_s
        self._lock = threading.RLock()
        self._container = None
        self._stop_requested = False
        self._expected: tuple[str, list[str]] | None = None  # (spec name, branches) when made by for_spec
        self._gpu_ids: dict[str, list[str]] = {}  # device -> resolved docker device_ids (once per runner)

    @classmethod
    def for_spec(cls, spec, client=None) -> DockerRunner:
        """A runner for ``spec``'s branches from their build records (``harness images build``). Missing records
        are reported by ``check_available`` (after the engine itself, so a machine without one hears that first)."""
        branches = [b.name for b in spec.branches]
        images = {}
        for branch in branches:
            try:
                images.update(spec_images(spec.name, [branch]))
            except InfraError:
                pass  # check_available names it
        runner = cls(images, client=client)
        runner._expected = (spec.name, branches)
        return runner

    @property
    def client(self):
        if self._client is None:
            from harness.images.engine import docker_client

            self._client = docker_client()
        return self._client

    def check_available(self) -> None:
        """``InfraError`` (exit 3) when no engine answers (saying how to start one), a branch of the spec has no
        built image, or a recorded image is missing from the engine."""
        _ = self.client  # connects, or raises with the way to start an engine
        if self._expected is not None:
            spec_images(self._expected[0], [b for b in self._expected[1] if b not in self.images])
        for branch, image in self.images.items():
            self._check_exists(branch, image)

    def _check_exists(self, branch: str, image: BranchImage) -> None:
        from docker.errors import ImageNotFound

        try:
            self.client.images.get(image.image_id)
        except ImageNotFound:
            raise InfraError(
                f"image {image.image_id} ({image.tag}) of branch {branch} is not in this engine; a "
                "rebuild makes a new image, not this one: load it or start a new run"
            ) from None

    def _image(self, branch: str, run_dir: Path | None) -> BranchImage:
        """The branch's image: given at construction, else learnt from the run directory: the image a launch of
        this branch already ran in (``launches/*/launch.json``: resume and fallback restore the archived image by
        digest), else the build record of the spec named in ``spec.resolved.json``."""
        if branch not in self.images and run_dir is not None and (Path(run_dir) / "spec.resolved.json").exists():
            resolved = json.loads((Path(run_dir) / "spec.resolved.json").read_text(encoding="utf-8"))
            archived = archived_images(Path(run_dir))
            if branch in archived:
                self._check_exists(branch, archived[branch])
                self.images[branch] = archived[branch]
            else:
                self.images.update({b: i for b, i in spec_images(resolved["name"], [branch]).items()})
        if branch not in self.images:
            raise InfraError(
                f"the docker runner does not know the image of branch {branch!r}: build it "
                "(`harness images build SPEC`) and create the runner with DockerRunner.for_spec(spec)"
            )
        return self.images[branch]

    def _device_requests(self, device: str):
        """The device request granting only ``device``'s card (resolved once per runner and device)."""
        if not device.startswith("cuda"):
            return None
        if device not in self._gpu_ids:
            self._gpu_ids[device] = gpu_device_ids(device)
        return device_requests(device, self._gpu_ids[device])

    def _revision_cache(self, model_dir: Path, launch_dir: Path, launch_rel: str) -> dict[str, str]:
        """Hand the container the model's per-file digests (``harness.entry.revision``) as ``model-files.json``
        in its launch folder, so the entry's revision check stats the weights instead of hashing them again; the
        environment variable that points the entry at it. Empty (the entry hashes) when the host cannot say."""
        from harness.entry.revision import CACHE_ENV, container_entries, write_cache_file

        try:
            entries = container_entries(model_dir, CONTAINER_MODEL)
            write_cache_file(launch_dir / "model-files.json", entries)
        except OSError:
            return {}
        return {CACHE_ENV: f"{CONTAINER_RUN}/{launch_rel}/model-files.json"}

    def launch(self, request: LaunchRequest) -> LaunchResult:
        from docker.errors import DockerException
        from docker.types import Mount

        image = self._image(request.branch, request.run_dir)
        check_model_readable(Path(request.model_dir))
        self._stop_requested = False
        run_dir, launch_dir = Path(request.run_dir).resolve(), Path(request.job_path).resolve().parent
        launch_rel = launch_dir.relative_to(run_dir).as_posix()
        job = json.loads(Path(request.job_path).read_text(encoding="utf-8"))
        cjob = launch_dir / "job.container.json"
        cjob_data = container_job(job, image=image.tag, image_digest=image.image_id)
        cjob_data["model"]["device"] = container_device(cjob_data["model"]["device"])
        gpu_request = self._device_requests(request.device)
        cjob.write_text(json.dumps(cjob_data, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        revision_env = self._revision_cache(Path(request.model_dir), launch_dir, launch_rel)
        try:
            out, err = open(request.stdout_path, "xb"), open(request.stderr_path, "xb")
        except OSError as exc:
            raise InfraError(f"cannot create launch logs for {request.launch_id}: {exc}") from None
        give_to_container_user(launch_dir)
        mounts = [
            Mount(CONTAINER_MODEL, str(Path(request.model_dir).resolve()), type="bind", read_only=True),
            Mount(CONTAINER_RUN, str(run_dir), type="bind", read_only=True),
            Mount(f"{CONTAINER_RUN}/{launch_rel}", str(launch_dir), type="bind", read_only=False),
        ]
        limits = {}
        if request.device == "cpu" and request.memory_budget_bytes:
            limits = {"mem_limit": int(request.memory_budget_bytes), "memswap_limit": int(request.memory_budget_bytes)}
        command = [
            "python",
            "-m",
            "harness.entry",
            f"{CONTAINER_RUN}/{launch_rel}/job.container.json",
            "--run-dir",
            CONTAINER_RUN,
        ]
        started_at, t0 = utc_now(), time.monotonic()
        container, timed_out, state = None, False, {}
        with out, err:
            try:
                container = self.client.containers.create(
                    image.image_id,
                    command,
                    network_mode="none",
                    mounts=mounts,
                    user=container_user(),
                    init=True,
                    working_dir=CONTAINER_RUN,
                    environment={"PYTHONUNBUFFERED": "1", **DEVICE_ORDER_ENV, **revision_env, **slurm_environment()},
                    device_requests=gpu_request,
                    labels={"org.kvcache-harness.launch": request.launch_id},
                    **limits,
                )
                with self._lock:
                    self._container = container
                container.start()
                timed_out = self._wait(container, request.timeout_s, t0)
                state = container.attrs["State"]
                out.write(container.logs(stdout=True, stderr=False))
                err.write(container.logs(stdout=False, stderr=True))
            except DockerException as exc:
                raise InfraError(f"docker failed for launch {request.launch_id}: {exc}") from None
            finally:
                with self._lock:
                    self._container = None
                if container is not None:
                    try:
                        container.remove(force=True)
                    except DockerException as exc:
                        err.write(f"\n[harness] could not remove container {container.id}: {exc}\n".encode())
        exit_code, signum, message = describe_container_exit(
            int(state.get("ExitCode", -1)), bool(state.get("OOMKilled"))
        )
        status, message = launch_status(
            stop_requested=self._stop_requested,
            timed_out=timed_out,
            exit_code=exit_code,
            timeout_s=request.timeout_s,
            message=message,
        )
        return LaunchResult.ended(
            request,
            runner=self.name,
            status=status,
            exit_code=exit_code,
            signal=signum,
            started_at=started_at,
            wall_s=round(time.monotonic() - t0, 3),
            message=message,
            image_digest=image.image_id,
            container_id=container.id if container is not None else None,
        )

    def _wait(self, container, timeout_s: float | None, t0: float) -> bool:
        """Poll until the container exits; stop it past ``timeout_s``. Returns whether the timeout fired."""
        timed_out = False
        while True:
            container.reload()
            if container.status in ("exited", "dead"):
                return timed_out
            if self.on_poll is not None:
                self.on_poll()
            if timeout_s is not None and not timed_out and time.monotonic() - t0 > timeout_s:
                timed_out = True
                container.stop(timeout=int(self.grace_s))  # SIGTERM, SIGKILL after grace_s
            time.sleep(self.poll_interval_s)

    def terminate(self) -> None:
        """Stop the running container (SIGTERM, SIGKILL after ``grace_s``) from another thread or a handler."""
        self._stop_requested = True
        with self._lock:
            container = self._container
        if container is not None:
            threading.Thread(target=self._stop_quietly, args=(container,), daemon=True).start()

    def _stop_quietly(self, container) -> None:
        from docker.errors import DockerException

        try:
            container.stop(timeout=int(self.grace_s))
        except DockerException:
            pass  # already gone: launch() sees it exit and reports "interrupted"

    def run_tool(self, request: ToolRequest) -> ToolResult:
        """``python ARGS`` in the branch image; host paths under the model/run directory are mapped. The run
        directory is mounted read-write (tools such as input preparation write there)."""
        from docker.errors import DockerException
        from docker.types import Mount

        image = self._image(request.branch, request.run_dir)
        check_model_readable(Path(request.model_dir))
        args = [container_path(a, request.run_dir, Path(request.model_dir)) for a in request.args]
        if request.device.startswith("cuda"):  # e.g. introspection's --device: the one granted card is cuda:0
            args = [container_device(a) if a == request.device else a for a in args]
        gpu_request = self._device_requests(request.device)
        mounts = [Mount(CONTAINER_MODEL, str(Path(request.model_dir).resolve()), type="bind", read_only=True)]
        for i, arg in enumerate(args):  # other host paths (e.g. --sample DIR): read-only under /mnt/host
            if (
                arg.startswith("/")
                and arg not in (CONTAINER_MODEL, CONTAINER_RUN)
                and not arg.startswith((CONTAINER_MODEL + "/", CONTAINER_RUN + "/"))
                and Path(arg).exists()
            ):
                host = str(Path(arg).resolve())
                mounts.append(Mount(HOST_MOUNTS + host, host, type="bind", read_only=True))
                args[i] = HOST_MOUNTS + host
        if request.run_dir is not None:
            give_to_container_user(Path(request.run_dir))
            mounts.append(Mount(CONTAINER_RUN, str(Path(request.run_dir).resolve()), type="bind", read_only=False))
        t0, container = time.monotonic(), None
        try:
            container = self.client.containers.create(
                image.image_id,
                ["python", *args],
                network_mode="none",
                mounts=mounts,
                user=container_user(),
                init=True,
                working_dir=CONTAINER_RUN if request.run_dir is not None else "/tmp",
                environment=dict(DEVICE_ORDER_ENV),
                device_requests=gpu_request,
            )
            container.start()
            timed_out = self._wait(container, request.timeout_s, t0)
            code = int(container.attrs["State"].get("ExitCode", -1))
            stdout = container.logs(stdout=True, stderr=False).decode("utf-8", "replace")
            stderr = container.logs(stdout=False, stderr=True).decode("utf-8", "replace")
        except DockerException as exc:
            raise InfraError(f"docker failed running a tool in {image.tag}: {exc}") from None
        finally:
            if container is not None:
                try:
                    container.remove(force=True)
                except DockerException:
                    pass  # removal failure does not change the tool's result; the label-less container is visible
        if timed_out:
            return ToolResult(
                None,
                stdout,
                stderr + f"\n[harness] timed out after {request.timeout_s} s",
                round(time.monotonic() - t0, 3),
            )
        return ToolResult(code if code <= 128 else None, stdout, stderr, round(time.monotonic() - t0, 3))
