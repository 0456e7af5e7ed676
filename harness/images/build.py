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
import shutil
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import jinja2

from harness.errors import InfraError, InputError
from harness.images.lock import Lock
from harness.images.probe import ImageProbe, probe_image
from harness.run.files import write_text_atomic

CONTAINER_UID = 10001  # the image's non-root user `harness`
_BASE_PIN = ("sha256:", "@sha256:")


@dataclass(frozen=True)
class PrebuildStep:
    why: str  # one comment line in the Dockerfile
    run: str  # a shell command for RUN


QUANTO_PREBUILD = PrebuildStep(
    why="optimum-quanto JIT-compiles its CPU extension on first use: compile it now, so no timed request pays for "
    "it, and let the runtime user take torch's build lock in its folder",
    run="python -c \"from optimum.quanto.library.extensions import get_extension; get_extension('quanto_cpp').lib\" "
    "&& chmod -R a+rwX /opt/venv/lib/python3*/site-packages/optimum/quanto/library/extensions/cpp/build",
)


def prebuild_steps(lock: Lock) -> tuple[PrebuildStep, ...]:
    """Steps that compile on-first-use code at build time, chosen from the lock's packages."""
    return (QUANTO_PREBUILD,) if "optimum-quanto" in lock.versions() else ()


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
) -> ImageRecord:
    """Build the image of ``lock.branch``; write the build log to ``log_path``; probe it; return its record.

    Raises ``InputError`` for an unpinned base or a wheel missing from the wheelhouse, ``InfraError`` when the
    engine fails the build (the log's last lines are in the message).
    """
    check_base_pinned(base_ref)
    files = harness_files(source_root)
    steps = prebuild_steps(lock)
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
