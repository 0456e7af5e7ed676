"""Build one image per branch from the template, its lock and the wheelhouse; record what was built.

The build context holds exactly: the rendered ``Dockerfile``, ``lock.txt``, ``wheels/`` (the lock's files, hard
links into the wheelhouse when possible) and ``harness/`` (the harness package's source, so containers run
``python -m harness.entry`` from code pinned with the image). The build runs with ``--network none``: everything
comes from the context. Images are tagged ``kvh/<spec>-<branch>:lock-<12 hex of the lock>-<8 hex of the
Dockerfile>``; an unchanged lock, entry code and base give the same Dockerfile, so a rebuild is a cache hit.

The record (``images/state/<spec>/<branch>.json``) holds the image id (the digest every launch runs by), the base
pin, the lock and entry hashes and the probe (``pip inspect`` inside the image) taken right after the build.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import jinja2

from harness.errors import InfraError, InputError
from harness.images.lock import Lock, torch_build
from harness.images.probe import ImageProbe, probe_image
from harness.images.space import build_need_bytes, check_build_space, data_root_free, install_cached
from harness.run.files import write_text_atomic

CONTAINER_UID = 10001  # the image's non-root user `harness`
_BASE_PIN = ("sha256:", "@sha256:")


@dataclass(frozen=True)
class PrebuildStep:
    why: str  # one comment line in the Dockerfile
    run: str  # a shell command for RUN
    env: tuple[tuple[str, str], ...] = ()  # ENV lines before the RUN, kept in the image (the runtime needs them too)


QUANTO_PREBUILD = PrebuildStep(
    why="optimum-quanto JIT-compiles its CPU extension on first use: compile it now, so no timed request pays for "
    "it, and let the runtime user take torch's build lock in its folder",
    run="python -c \"from optimum.quanto.library.extensions import get_extension; get_extension('quanto_cpp').lib\" "
    "&& chmod -R a+rwX /opt/venv/lib/python3*/site-packages/optimum/quanto/library/extensions/cpp/build",
)

# The architectures quanto_cuda is compiled for when the spec does not say (A100 and H100/H200).
# The spec's ``environment.cuda_arch_list`` (null: this default) reaches build_branch through ops.build_spec.
DEFAULT_CUDA_ARCH_LIST = "8.0;9.0"
_ARCH = re.compile(r"^(\d+)\.(\d+)(a|f)?(\+PTX)?$")

# The CUDA compiler from wheels. CUDA 13's wheels lay one toolkit tree, site-packages/nvidia/cu13/{bin,include,lib,
# nvvm}: nvidia-cuda-nvcc (nvcc, ptxas, cudafe++, fatbinary, nvlink) requires nvidia-nvvm (cicc, libdevice),
# nvidia-cuda-crt (crt/ headers) and nvidia-cuda-runtime (headers, libcudart); nvidia-cuda-cccl adds include/cccl
# (cuda/std, cub, thrust). CUDA 12's nvidia-cuda-nvcc-cu12 (checked 12.8.93 and 12.9.86, the last) ships ptxas and
# libnvvm only, no nvcc driver: a +cu12x torch cannot get its compiler from wheels.
CUDA_TOOLCHAIN = ("nvidia-cuda-nvcc", "nvidia-nvvm", "nvidia-cuda-crt", "nvidia-cuda-runtime", "nvidia-cuda-cccl")


def cuda_version(lock: Lock) -> str | None:
    """CUDA major.minor of the lock's torch build: from nvidia-cuda-runtime's version (what torch links), else the
    ``+cuXYZ`` label (``+cu130`` -> 13.0); None for a non-CUDA or unknown build."""
    if torch_build(lock)[0] != "cuda":
        return None
    versions = lock.versions()
    for name in ("nvidia-cuda-runtime", "nvidia-cuda-runtime-cu13", "nvidia-cuda-runtime-cu12"):
        if name in versions:
            return ".".join(versions[name].split(".")[:2])
    label = re.search(r"\+cu(\d+)(\d)$", versions.get("torch", ""))
    return f"{label.group(1)}.{label.group(2)}" if label else None


def quanto_cuda_arch(arch_list: str) -> str:
    """The ``QUANTO_CUDA_ARCH`` quanto computes at import on a card of the list's highest capability
    (optimum/quanto/library/extensions/cuda/__init__.py: ``get_max_cuda_arch``, e.g. ``900`` on H100/H200): the
    extension is compiled with it, so that quanto's flags at run time on that card equal the build's (other flags
    would make torch's ninja recompile at first use). Raises ``InputError`` for an entry torch would refuse."""
    best = (0, 0)
    for entry in arch_list.replace(" ", ";").split(";"):
        m = _ARCH.match(entry.strip())
        if not m:
            raise InputError(f"cuda arch list {arch_list!r}: {entry!r} is not MAJOR.MINOR[a][+PTX] (e.g. 8.0;9.0)")
        best = max(best, (int(m.group(1)), int(m.group(2))))
    return f"{best[0]}{best[1]}0"


def quanto_cuda_prebuild(lock: Lock, arch_list: str = DEFAULT_CUDA_ARCH_LIST) -> PrebuildStep:
    """The step that compiles ``quanto_cuda`` (AWQ and Marlin kernels included) at build time, without a GPU.

    No device is touched: torch's ``_get_cuda_arch_flags`` reads ``TORCH_CUDA_ARCH_LIST`` and only without it asks
    the visible devices (torch/utils/cpp_extension.py, 2.13: lines 2693-2713); ``CUDA_HOME`` comes from the
    environment (``_find_cuda_home``, line 158; line 177 only logs when no device is seen). quanto registers
    quanto_cuda only when ``torch.cuda.is_available()`` (optimum/quanto/library/extensions/__init__.py:23-25, 0.2.7),
    so ``get_extension('quanto_cuda')`` raises KeyError on a build host: the step imports
    ``optimum.quanto.library.extensions.cuda`` itself (its ``ext``), and sets ``-DQUANTO_CUDA_ARCH`` to what
    ``get_max_cuda_arch`` (cuda/__init__.py:25-42, baked in at line 55) yields on the target card, since without a
    device it yields ``000`` (the AWQ kernels' ``QUANTO_CUDA_ARCH >= 800`` branch would be compiled out).
    ``CUDA_HOME`` and ``TORCH_CUDA_ARCH_LIST`` stay set in the image: at run time quanto's ``load`` rewrites the
    same build.ninja and ninja finds nothing to do. Raises ``InputError`` when the lock lacks the toolchain.
    """
    cuda = cuda_version(lock)
    versions = lock.versions()
    pins = "nvidia-cuda-nvcc==13.0.88, nvidia-cuda-cccl==13.0.85 and ninja==1.13.0"
    if cuda is None:
        raise InputError(f"lock {lock.spec_name}/{lock.branch}: torch is not a CUDA build with a known CUDA version")
    major = cuda.split(".")[0]
    if int(major) < 13:
        raise InputError(
            f"lock {lock.spec_name}/{lock.branch}: torch is built for CUDA {cuda}, and CUDA 12's nvcc wheels "
            "(nvidia-cuda-nvcc-cu12) ship no nvcc driver, so quanto_cuda cannot be compiled in the image: lock a "
            f"CUDA 13 torch (e.g. torch==2.13.0+cu130) and add {pins} to the quanto branch's extra_requirements"
        )
    missing = [n for n in (*CUDA_TOOLCHAIN, "ninja") if n not in versions]
    other = [f"{n}=={versions[n]}" for n in CUDA_TOOLCHAIN if n in versions and not versions[n].startswith(cuda + ".")]
    if missing or other:
        raise InputError(
            f"lock {lock.spec_name}/{lock.branch}: torch is built for CUDA {cuda}; compiling quanto_cuda at build "
            f"time needs the CUDA {cuda} compiler wheels and ninja in the lock"
            + (f"; missing: {', '.join(missing)}" if missing else "")
            + (f"; not CUDA {cuda}: {', '.join(other)}" if other else "")
            + f" (add e.g. {pins}, matched to CUDA {cuda}, to the quanto branch's extra_requirements, then "
            "`harness images lock SPEC`)"
        )
    arch = quanto_cuda_arch(arch_list)
    home = f"/opt/venv/lib/python{lock.python}/site-packages/nvidia/cu{major}"
    ext = f"/opt/venv/lib/python{lock.python}/site-packages/optimum/quanto/library/extensions/cuda"
    code = (
        "import optimum.quanto.library.extensions.cuda as q; "
        "f = q.ext.extra_cuda_cflags; "
        "assert any(x.startswith('-DQUANTO_CUDA_ARCH=') for x in f), f; "
        f"q.ext.extra_cuda_cflags = [('-DQUANTO_CUDA_ARCH={arch}' if x.startswith('-DQUANTO_CUDA_ARCH=') else x) "
        "for x in f]; "
        "q.ext.lib; print('quanto_cuda built in', q.ext.build_directory, q.ext.extra_cuda_cflags)"
    )
    return PrebuildStep(
        why=f"optimum-quanto JIT-compiles quanto_cuda (AWQ, Marlin) on first use, with nvcc: compile it now for "
        f"CUDA {cuda}, architectures {arch_list} (QUANTO_CUDA_ARCH {arch}), with nvcc from the locked wheels "
        "(no GPU needed), and let the runtime user take torch's build lock in its folder",
        run=f"ln -sf libcudart.so.{major} {home}/lib/libcudart.so "
        f"&& {home}/bin/nvcc --version | grep release "
        f'&& python -c "{code}" '
        f"&& test -f {ext}/build/quanto_cuda.so "
        f"&& chmod -R a+rwX {ext}/build",
        env=(("CUDA_HOME", home), ("TORCH_CUDA_ARCH_LIST", arch_list)),
    )


def prebuild_steps(lock: Lock, cuda_arch_list: str = DEFAULT_CUDA_ARCH_LIST) -> tuple[PrebuildStep, ...]:
    """Steps that compile on-first-use code at build time, chosen from the lock's packages: quanto's CPU extension
    whenever quanto is locked, and its CUDA extension too when the lock's torch is a CUDA build."""
    if "optimum-quanto" not in lock.versions():
        return ()
    if torch_build(lock)[0] != "cuda":
        return (QUANTO_PREBUILD,)
    return (QUANTO_PREBUILD, quanto_cuda_prebuild(lock, cuda_arch_list))


def check_base_pinned(base_ref: str) -> None:
    """``InputError`` unless ``base_ref`` is an image id (``sha256:<64 hex>``) or ``name@sha256:<64 hex>``."""
    digest = base_ref.split("@sha256:")[-1] if "@sha256:" in base_ref else base_ref.removeprefix("sha256:")
    if (
        not base_ref.startswith(_BASE_PIN[0])
        and "@sha256:" not in base_ref
        or len(digest) != 64
        or any(c not in "0123456789abcdef" for c in digest)
    ):
        raise InputError(f"base image {base_ref!r} is not pinned by digest (use name@sha256:<64 hex> or sha256:<id>)")


def harness_files(source_root: Path) -> dict[str, str]:
    """``harness/**`` and ``schemas/**`` (relative path -> sha256), without caches: what is copied into the image.

    The entry needs only ``harness/__init__.py`` + ``harness/entry``; the rest lets the docker runner's auxiliary
    commands (input preparation validates samples against ``schemas/``) run inside the branch image too.
    """
    out = {}
    for top in ("harness", "schemas"):
        for p in sorted((source_root / top).rglob("*")):
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc":
                out[str(p.relative_to(source_root))] = hashlib.sha256(p.read_bytes()).hexdigest()
    return out


def is_entry_file(path: str) -> bool:
    """The files a launch executes: ``harness/__init__.py`` and ``harness/entry/**``."""
    return path == "harness/__init__.py" or path.startswith("harness/entry/")


def entry_sha256(files: dict[str, str]) -> str:
    """One hash over the entry files' paths and hashes (order-independent)."""
    text = "".join(f"{k} {v}\n" for k, v in sorted(files.items()) if is_entry_file(k))
    return hashlib.sha256(text.encode()).hexdigest()


def render_dockerfile(template: Path, **context) -> str:
    """Render the Dockerfile template with StrictUndefined (a missing variable is an error, never blank)."""
    env = jinja2.Environment(undefined=jinja2.StrictUndefined, keep_trailing_newline=True, autoescape=False)
    return env.from_string(template.read_text()).render(**context)


def image_tag(spec_name: str, branch: str, lock_sha: str, dockerfile: str) -> str:
    df = hashlib.sha256(dockerfile.encode()).hexdigest()
    return f"kvh/{spec_name}-{branch}:lock-{lock_sha[:12]}-{df[:8]}".lower()


@dataclass(frozen=True)
class ImageRecord:
    spec_name: str
    branch: str
    tag: str
    image_id: str  # sha256:<64 hex>: the digest launches run by
    base_ref: str  # what FROM names (pinned)
    base_id: str  # the base's image id
    lock_sha256: str
    entry_sha256: str
    dockerfile_sha256: str
    python: str
    installed: dict[str, str]  # from pip inspect inside the image, right after the build
    requires: dict[str, list[str]]
    harness_files: dict[str, str]
    built_at: str
    build_s: float
    steps_total: int
    steps_cached: int

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> ImageRecord:
        return cls(**d)


def write_record(record: ImageRecord, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text_atomic(path, json.dumps(record.to_dict(), indent=2, sort_keys=True) + "\n")


def read_record(path: Path) -> ImageRecord:
    if not path.exists():
        raise InputError(f"no image record at {path}: run `harness images build SPEC` first")
    return ImageRecord.from_dict(json.loads(path.read_text()))


def _link_or_copy(src: Path, dst: Path) -> None:
    try:
        os.link(src, dst)
    except OSError:
        shutil.copy2(src, dst)


def _stage_context(
    ctx: Path, dockerfile: str, lock: Lock, lock_text: str, wheelhouse: Path, source_root: Path, files: dict[str, str]
) -> None:
    (ctx / "Dockerfile").write_text(dockerfile)
    (ctx / "lock.txt").write_text(lock_text)
    (ctx / "wheels").mkdir()
    missing = [p.filename for p in lock.packages if not (wheelhouse / p.filename).exists()]
    if missing:
        raise InputError(f"wheelhouse {wheelhouse} lacks {', '.join(missing)}: run `harness images lock SPEC`")
    for p in lock.packages:
        _link_or_copy(wheelhouse / p.filename, ctx / "wheels" / p.filename)
    for rel in files:
        (ctx / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source_root / rel, ctx / rel)


def build_branch(
    client,
    *,
    lock: Lock,
    lock_text: str,
    base_ref: str,
    base_id: str,
    template: Path,
    wheelhouse: Path,
    source_root: Path,
    log_path: Path,
    no_cache: bool = False,
    cuda_arch_list: str = DEFAULT_CUDA_ARCH_LIST,
) -> ImageRecord:
    """Build the image of ``lock.branch``; write the build log to ``log_path``; probe it; return its record.

    Raises ``InputError`` for an unpinned base or a wheel missing from the wheelhouse, ``InfraError`` when the
    engine fails the build (the log's last lines are in the message). ``cuda_arch_list`` (``TORCH_CUDA_ARCH_LIST``)
    is used only for a CUDA torch lock with quanto (``prebuild_steps``).
    """
    check_base_pinned(base_ref)
    files = harness_files(source_root)
    steps = prebuild_steps(lock, cuda_arch_list)
    dockerfile = render_dockerfile(
        template,
        spec_name=lock.spec_name,
        branch=lock.branch,
        base_ref=base_ref,
        lock_sha256=lock.sha256(),
        entry_sha256=entry_sha256(files),
        prebuild=steps,
        uid=CONTAINER_UID,
    )
    tag = image_tag(lock.spec_name, lock.branch, lock.sha256(), dockerfile)
    if no_cache or not install_cached(client, lock.spec_name, lock.branch, lock.sha256()):
        # a cached install layer means a rebuild writes the harness source only: nothing to check then
        root, free = data_root_free(client)
        check_build_space(client, lock.spec_name, lock.branch, build_need_bytes(lock, wheelhouse), free, root)
    started = time.monotonic()
    log_path.parent.mkdir(parents=True, exist_ok=True)
    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="kvh-build-", dir=wheelhouse.parent) as tmp:
        ctx = Path(tmp)
        _stage_context(ctx, dockerfile, lock, lock_text, wheelhouse, source_root, files)
        image_id, error = None, None
        for chunk in client.api.build(
            path=str(ctx),
            tag=tag,
            rm=True,
            forcerm=True,
            decode=True,
            pull=False,
            network_mode="none",
            nocache=no_cache,
        ):
            if "stream" in chunk:
                lines.append(chunk["stream"])
            if "error" in chunk:
                error = chunk["error"]
                lines.append(f"ERROR: {error}\n")
            if "aux" in chunk and "ID" in chunk["aux"]:
                image_id = chunk["aux"]["ID"]
    log_path.write_text("".join(lines))
    if error or image_id is None:
        tail = "".join(lines).strip().splitlines()[-15:]
        raise InfraError(
            f"image build for {lock.branch} failed ({error or 'no image id'}); log {log_path}:\n" + "\n".join(tail)
        )
    build_s = round(time.monotonic() - started, 1)
    text = "".join(lines)
    probe: ImageProbe = probe_image(client, image_id)
    return ImageRecord(
        spec_name=lock.spec_name,
        branch=lock.branch,
        tag=tag,
        image_id=image_id,
        base_ref=base_ref,
        base_id=base_id,
        lock_sha256=lock.sha256(),
        entry_sha256=entry_sha256(files),
        dockerfile_sha256=hashlib.sha256(dockerfile.encode()).hexdigest(),
        python=probe.python,
        installed=probe.installed,
        requires={k: list(v) for k, v in probe.requires.items()},
        harness_files=probe.harness_files,
        built_at=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        build_s=build_s,
        steps_total=text.count("\nStep ") + text.startswith("Step "),
        steps_cached=text.count("Using cache"),
    )
