"""Disk space for image builds: check before a build, and find and remove a spec's superseded images.

Every change to the harness source, the lock or the template gives a branch image a new tag (``image_tag``), and the
engine keeps the old one. On a host that builds often (a CI machine, a developer's checkout) the old images pile up
until a build fails half way with the engine's "no space left on device". So:

- ``build_need_bytes``: before a branch is built (no image of it from the same lock in the engine), the free space
  under the engine's data root must hold about ``BUILD_EXPANSION`` times the lock's wheels. Measured on the
  demo-docker ordinary image (CPU torch): 0.250 GB of wheels made an image 1.40 GB larger than its base (5.6 times),
  plus the build context the engine receives (the wheels once more). Checked only when the data root is a path on
  this host.
- ``superseded``: the images labelled with the spec's name (``org.kvcache-harness.spec``) that no current record in
  ``images/state/<spec>/`` names. ``prune`` removes them (``harness images prune SPEC``); an image a container still
  uses is kept and named. A past run's fallback needs its own ordinary image: prune after the fallbacks you still
  want to replay, or rebuild from the lock (same lock, same installed versions; a new image id).
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from pathlib import Path

from harness.errors import InfraError
from harness.images.paths import ImagePaths

SPEC_LABEL = "org.kvcache-harness.spec"
BRANCH_LABEL = "org.kvcache-harness.branch"
LOCK_LABEL = "org.kvcache-harness.lock-sha256"
BUILD_EXPANSION = 6  # free bytes needed per byte of the lock's wheels (measured 5.6, see above)


def gb(n: int) -> str:
    return f"{n / 1e9:.2f} GB"


def data_root_free(client) -> tuple[str | None, int | None]:
    """(the engine's data root, free bytes there) when that root is a path on this host; (root, None) otherwise."""
    try:
        root = client.info().get("DockerRootDir")
    except Exception:  # noqa: BLE001 - an engine that cannot say is treated as a remote one
        return None, None
    if not root or not Path(root).is_dir():
        return root, None
    try:
        return root, shutil.disk_usage(root).free
    except OSError:
        return root, None


def wheel_bytes(lock, wheelhouse: Path) -> int:
    """Bytes of the lock's wheels that are in the wheelhouse (a missing one is reported by the build itself)."""
    total = 0
    for p in lock.packages:
        f = wheelhouse / p.filename
        if f.is_file():
            total += f.stat().st_size
    return total


def build_need_bytes(lock, wheelhouse: Path) -> int:
    return BUILD_EXPANSION * wheel_bytes(lock, wheelhouse)


def install_cached(client, spec_name: str, branch: str, lock_sha256: str) -> bool:
    """Whether an image of this branch from the same lock is in the engine (its install layer is then cached, and a
    rebuild after a source change writes megabytes, not the venv)."""
    labels = [f"{SPEC_LABEL}={spec_name}", f"{BRANCH_LABEL}={branch}", f"{LOCK_LABEL}={lock_sha256}"]
    return bool(client.images.list(filters={"label": labels}))


def check_build_space(client, spec_name: str, branch: str, need: int, free: int | None, root: str | None) -> None:
    """``InfraError`` (exit 3) naming the shortfall and what to remove, before a build that would fill the disk."""
    if free is None or free >= need:
        return
    old = superseded_list(client, spec_name)
    hint = (
        f"; {len(old)} superseded image(s) of {spec_name} are in the engine: `harness images prune SPEC` removes them"
        if old
        else "; free space there (`docker image ls`, `docker image prune`) and run again"
    )
    raise InfraError(
        f"not enough disk for the {branch} image: {gb(free)} free under the engine's data root {root}, about "
        f"{gb(need)} needed ({BUILD_EXPANSION} times the lock's wheels){hint}"
    )


@dataclass(frozen=True)
class OldImage:
    image_id: str
    tags: tuple[str, ...]
    branch: str
    created: str


def superseded_list(client, spec_name: str, keep: frozenset[str] = frozenset()) -> list[OldImage]:
    """Images labelled with ``spec_name`` whose id is not in ``keep``, oldest first."""
    out = []
    for img in client.images.list(filters={"label": f"{SPEC_LABEL}={spec_name}"}):
        if img.id in keep:
            continue
        labels = img.labels or {}
        out.append(OldImage(img.id, tuple(img.tags), labels.get(BRANCH_LABEL, "?"), img.attrs.get("Created", "")))
    return sorted(out, key=lambda o: o.created)


def current_ids(spec_name: str, branches: list[str], paths: ImagePaths) -> frozenset[str]:
    """Image ids the spec's current build records name (a branch without a record keeps nothing)."""
    from harness.images.build import read_record

    ids = set()
    for b in branches:
        path = paths.record(spec_name, b)
        if path.is_file():
            ids.add(read_record(path).image_id)
    return frozenset(ids)


def superseded(spec, client, paths: ImagePaths = ImagePaths()) -> list[OldImage]:
    keep = current_ids(spec.name, [b.name for b in spec.branches], paths)
    return superseded_list(client, spec.name, keep)


@dataclass(frozen=True)
class PruneResult:
    removed: tuple[OldImage, ...]
    kept: tuple[tuple[OldImage, str], ...]  # (image, why it stays)
    freed: int | None  # measured change of free space under the data root; None when not measurable here


def prune(spec, client, paths: ImagePaths = ImagePaths(), dry_run: bool = False) -> PruneResult:
    """Remove the spec's superseded images (every tag, then the id); keep one a container uses, with the reason."""
    from docker.errors import APIError, ImageNotFound

    old = superseded(spec, client, paths)
    if dry_run:
        return PruneResult(tuple(old), (), None)
    _, before = data_root_free(client)
    removed, kept = [], []
    for img in old:
        try:
            for tag in img.tags:
                client.images.remove(tag, noprune=False)
            try:
                client.images.remove(img.image_id, noprune=False)
            except ImageNotFound:
                pass  # its last tag took it
            removed.append(img)
        except APIError as exc:
            kept.append((img, str(getattr(exc, "explanation", None) or exc).strip().splitlines()[0]))
    _, after = data_root_free(client)
    freed = after - before if before is not None and after is not None else None
    return PruneResult(tuple(removed), tuple(kept), freed)
