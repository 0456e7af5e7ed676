"""The offline route: carry a spec's image inputs to a host with no package index and no registry.

``export_spec`` writes one uncompressed tar: ``MANIFEST.json`` first, then ``base/image.tar`` (``docker save`` of
the pinned base, by id), ``base/base.json`` (the base record, when the spec builds on the bootstrapped base),
``locks/<spec>/<branch>.txt`` (every branch's lock) and ``wheelhouse/<file>`` (every wheel those locks name). The
manifest records the SHA-256 and size of every other member and what the archive is for (spec name, branches,
base image id, each lock's hash, the harness version).

``import_archive`` first reads the whole archive and checks it against its manifest (member names, types, sizes,
hashes; nothing missing, nothing extra); only then does it ``docker load`` the base (skipped when the engine has
it), check the loaded id equals the recorded one, and put the locks, the base record and the wheels where
``harness images build``/``audit`` look for them (``ImagePaths``). An existing file that differs is refused unless
``force``; identical files are left as they are, so importing twice is a no-op.
"""

from __future__ import annotations

import errno
import hashlib
import io
import json
import os
import re
import shutil
import tarfile
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from harness import __version__
from harness.errors import InfraError, InputError
from harness.images.paths import ImagePaths
from harness.tarsafe import unsafe_name, unsafe_type

FORMAT = "kvh-images-offline/1"
MANIFEST = "MANIFEST.json"
BASE_IMAGE = "base/image.tar"
BASE_RECORD = "base/base.json"
KINDS = ("base-image", "base-record", "lock", "wheel")
CHUNK = 1 << 20
MAX_MANIFEST_BYTES = 16 << 20
_SAFE = r"[A-Za-z0-9][A-Za-z0-9._+-]*"
_LOCK = re.compile(rf"^locks/({_SAFE})/({_SAFE})\.txt$")
_WHEEL = re.compile(rf"^wheelhouse/({_SAFE}\.whl)$")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
_IMAGE_ID = re.compile(r"^sha256:[0-9a-f]{64}$")

Progress = Callable[[str], None]


def _quiet(_: str) -> None:
    pass


def _mb(n: int) -> str:
    return f"{n / 1e6:.0f} MB"


def member_kind(name: str) -> str | None:
    """The kind of a data member by its name, or None when the name is not one this format uses (which also
    refuses absolute paths, ``..`` and any other path that could leave the destination folders)."""
    if name == BASE_IMAGE:
        return "base-image"
    if name == BASE_RECORD:
        return "base-record"
    if _LOCK.match(name) and ".." not in name:
        return "lock"
    if _WHEEL.match(name) and ".." not in name:
        return "wheel"
    return None


def _name_problem(name: str) -> str:
    why = unsafe_name(name)
    if why:
        return f"member {name!r}: unsafe name ({why}); refusing the archive"
    return f"member {name!r}: not a name this archive format uses"


def destination(name: str, paths: ImagePaths) -> Path | None:
    """Where an imported member goes (None for the base image, which goes into the engine)."""
    kind = member_kind(name)
    if kind == "base-record":
        return paths.base_record
    if kind == "lock":
        m = _LOCK.match(name)
        assert m is not None
        return paths.lock(m.group(1), m.group(2))
    if kind == "wheel":
        return paths.wheelhouse / name.split("/", 1)[1]
    return None


def _sha256_file(path: Path) -> tuple[str, int]:
    h, size = hashlib.sha256(), 0
    with path.open("rb") as f:
        while chunk := f.read(CHUNK):
            h.update(chunk)
            size += len(chunk)
    return h.hexdigest(), size


def _disk_error(exc: OSError, where: Path, need: int | None = None) -> InfraError:
    if exc.errno == errno.ENOSPC:
        free = _free_bytes(where)
        need_text = f", about {_mb(need)} needed" if need else ""
        return InfraError(f"disk full writing {where} ({_mb(free)} free{need_text}): free space and run again")
    return InfraError(f"cannot write {where}: {exc.strerror or exc}")


def _free_bytes(path: Path) -> int:
    p = Path(path)
    while not p.exists() and p != p.parent:
        p = p.parent
    try:
        return shutil.disk_usage(p).free
    except OSError:
        return 0


def _check_space(where: Path, need: int) -> None:
    free = _free_bytes(where)
    if free and free < need:
        raise InfraError(f"not enough disk space at {where}: {_mb(free)} free, about {_mb(need)} needed")


def _docker_error(what: str, exc: Exception) -> InfraError:
    text = getattr(exc, "explanation", None) or str(exc)
    first = str(text).strip().splitlines()[0] if str(text).strip() else type(exc).__name__
    if "no space left" in str(text).lower():
        return InfraError(f"{what} failed: the engine's disk is full ({first}); free space and run again")
    return InfraError(f"{what} failed: {first}")


# ----------------------------------------------------------------------------------------------------------- export


@dataclass(frozen=True)
class Source:
    """One data member to write: its name, kind and the file holding its bytes."""

    name: str
    kind: str
    path: Path
    sha256: str
    size: int


def write_archive(out: Path, meta: dict, sources: list[Source], progress: Progress = _quiet) -> dict:
    """Write ``MANIFEST.json`` (``meta`` plus ``members``) and every source into the tar ``out``, atomically (a
    partial file never carries the final name). Returns the manifest."""
    for s in sources:
        if member_kind(s.name) != s.kind:
            raise ValueError(f"{s.name}: not a {s.kind} member name")
    manifest = {
        **meta,
        "format": FORMAT,
        "members": {s.name: {"kind": s.kind, "sha256": s.sha256, "size": s.size} for s in sources},
    }
    data = (json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode()
    total = sum(s.size for s in sources) + len(data)
    out.parent.mkdir(parents=True, exist_ok=True)
    _check_space(out.parent, total)
    part = out.with_name(f".{out.name}.part-{os.getpid()}")
    now = int(time.time())

    def info(name: str, size: int) -> tarfile.TarInfo:
        ti = tarfile.TarInfo(name)
        ti.size, ti.mode, ti.mtime, ti.uid, ti.gid = size, 0o644, now, 0, 0
        return ti

    try:
        with tarfile.open(part, "w", format=tarfile.PAX_FORMAT) as tar:
            tar.addfile(info(MANIFEST, len(data)), io.BytesIO(data))
            written = len(data)
            next_report = 0.25
            for s in sources:
                with s.path.open("rb") as f:
                    tar.addfile(info(s.name, s.size), f)
                written += s.size
                if written / total >= next_report:
                    progress(f"export: written {_mb(written)} of {_mb(total)}")
                    next_report = written / total + 0.25
        os.replace(part, out)
    except OSError as exc:
        part.unlink(missing_ok=True)
        raise _disk_error(exc, out, total) from None
    except BaseException:
        part.unlink(missing_ok=True)
        raise
    return manifest


def export_spec(spec, client, out: Path, paths: ImagePaths = ImagePaths(), progress: Progress = _quiet) -> dict:
    """Export everything ``harness images build/audit SPEC`` needs besides the checkout into the tar ``out``.

    Raises ``InputError`` for a missing lock or wheel (run ``harness images lock --frozen SPEC``) or a wheel whose
    hash differs from its lock, ``InfraError`` when the base is not in the engine, the engine fails or the disk
    is full. Returns the manifest.
    """
    from harness.images.bootstrap import read_base_record
    from harness.images.lock import read_lock
    from harness.images.ops import branch_requirements, resolve_base

    branches = list(branch_requirements(spec))
    sources: list[Source] = []
    locks: dict[str, dict] = {}
    wheels: dict[str, str] = {}  # file name -> sha256 (from the locks)
    for branch in branches:
        path = paths.lock(spec.name, branch)
        lock = read_lock(path)
        digest, size = _sha256_file(path)
        name = f"locks/{spec.name}/{branch}.txt"
        if member_kind(name) != "lock":
            raise InputError(f"spec {spec.name}, branch {branch}: names this archive format cannot carry")
        sources.append(Source(name, "lock", path, digest, size))
        locks[branch] = {"member": name, "sha256": lock.sha256(), "packages": len(lock.packages)}
        for p in lock.packages:
            if wheels.setdefault(p.filename, p.sha256) != p.sha256:
                raise InputError(f"{p.filename}: the locks of spec {spec.name} disagree on its sha256")
    progress(f"export: checking {len(wheels)} wheels of {len(branches)} lock(s) in {paths.wheelhouse}")
    bad = []
    for filename, want in sorted(wheels.items()):
        wheel = paths.wheelhouse / filename
        if not wheel.is_file():
            bad.append(f"{filename} (missing)")
            continue
        digest, size = _sha256_file(wheel)
        if digest != want:
            bad.append(f"{filename} (sha256 {digest[:12]}, its lock says {want[:12]})")
            continue
        sources.append(Source(f"wheelhouse/{filename}", "wheel", wheel, digest, size))
    if bad:
        raise InputError(
            f"wheelhouse {paths.wheelhouse} does not match the locks of {spec.name}: {', '.join(bad)}; "
            f"run `harness images lock --frozen SPEC` first"
        )
    base_ref, base_id = resolve_base(spec, client, paths)
    base: dict = {"ref": base_ref, "image_id": base_id, "from": "spec" if spec.environment.base_image else "record"}
    if not spec.environment.base_image:
        record = read_base_record(paths.base_record)
        base["tag"] = record.tag
        digest, size = _sha256_file(paths.base_record)
        sources.insert(0, Source(BASE_RECORD, "base-record", paths.base_record, digest, size))
    image = client.images.get(base_id)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    image_size = int(image.attrs.get("Size") or 0)
    _check_space(out.parent, 2 * image_size + sum(s.size for s in sources))
    progress(f"export: saving base image {base_id[:19]} ({_mb(image_size)}) ...")
    fd, tmp_name = tempfile.mkstemp(prefix=f".{out.name}.base-", dir=out.parent)
    tmp = Path(tmp_name)
    try:
        h, size = hashlib.sha256(), 0
        try:
            with os.fdopen(fd, "wb") as f:
                for chunk in image.save(chunk_size=CHUNK, named=False):
                    f.write(chunk)
                    h.update(chunk)
                    size += len(chunk)
        except OSError as exc:
            raise _disk_error(exc, tmp, 2 * image_size) from None
        except Exception as exc:  # docker.errors.APIError and the connection's errors
            raise _docker_error(f"docker save of {base_id}", exc) from None
        sources.insert(0, Source(BASE_IMAGE, "base-image", tmp, h.hexdigest(), size))
        meta = {
            "harness_version": __version__,
            "created_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            "spec": {"name": spec.name, "branches": branches},
            "base": base,
            "locks": locks,
        }
        progress(f"export: writing {out} ({len(sources) + 1} members) ...")
        return write_archive(out, meta, sources, progress)
    finally:
        tmp.unlink(missing_ok=True)


# ----------------------------------------------------------------------------------------------------------- import


@dataclass
class Verified:
    """An archive whose every member matched its manifest."""

    path: Path
    manifest: dict
    members: dict[str, dict] = field(default_factory=dict)


@contextmanager
def _open_tar(path: Path) -> Iterator[tarfile.TarFile]:
    if not path.is_file():
        raise InputError(f"{path}: no such archive")
    try:
        tar = tarfile.open(path, "r:")
    except (tarfile.TarError, EOFError) as exc:
        raise InputError(f"{path}: not a tar archive, or truncated ({exc})") from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read it ({exc.strerror or exc})") from None
    try:
        yield tar
    finally:
        tar.close()


def _check_manifest(path: Path, data: bytes) -> dict:
    try:
        manifest = json.loads(data)
    except (UnicodeDecodeError, ValueError) as exc:
        raise InputError(f"{path}: member {MANIFEST} is not valid JSON ({exc}): the archive is damaged") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        got = manifest.get("format") if isinstance(manifest, dict) else None
        raise InputError(f"{path}: {MANIFEST} has format {got!r}, expected {FORMAT!r}")
    members = manifest.get("members")
    base = manifest.get("base")
    spec = manifest.get("spec")
    problems = []
    if not isinstance(members, dict) or not isinstance(base, dict) or not isinstance(spec, dict):
        raise InputError(f"{path}: {MANIFEST} lacks members, base or spec")
    for name, entry in members.items():
        kind = member_kind(name)
        if kind is None:
            problems.append(f"{path}: {MANIFEST} lists {_name_problem(name)}")
        elif (
            not isinstance(entry, dict)
            or entry.get("kind") != kind
            or not isinstance(entry.get("sha256"), str)
            or not _HEX64.match(entry["sha256"])
            or not isinstance(entry.get("size"), int)
            or entry["size"] < 0
        ):
            problems.append(f"{path}: {MANIFEST} entry for member {name!r} is malformed")
    if BASE_IMAGE not in members:
        problems.append(f"{path}: {MANIFEST} lists no {BASE_IMAGE}")
    if not isinstance(base.get("image_id"), str) or not _IMAGE_ID.match(base["image_id"]):
        problems.append(f"{path}: {MANIFEST} base.image_id is not sha256:<64 hex>")
    if problems:
        raise InputError("\n".join(problems))
    return manifest


def verify_archive(path: Path, progress: Progress = _quiet) -> Verified:
    """Read the whole archive and check every member against ``MANIFEST.json``; touches nothing.

    Raises ``InputError`` naming the member for a damaged or truncated archive, a member whose size or SHA-256
    differs, a member missing from the archive or not listed in the manifest, a duplicate, a non-file member or
    an unsafe name (absolute, ``..``).
    """
    path = Path(path)
    problems: list[str] = []
    seen: set[str] = set()
    where = f"at member {MANIFEST!r}"  # for a damaged or truncated archive: where reading stopped
    last = MANIFEST
    with _open_tar(path) as tar:
        try:
            first = tar.next()
            if first is None or first.name != MANIFEST or not first.isreg():
                raise InputError(f"{path}: the first member must be {MANIFEST}: not an archive from `images export`")
            if first.size > MAX_MANIFEST_BYTES:
                raise InputError(f"{path}: {MANIFEST} is {first.size} bytes: not an archive from `images export`")
            f = tar.extractfile(first)
            assert f is not None  # a regular file
            manifest = _check_manifest(path, f.read())
            members: dict[str, dict] = manifest["members"]
            total = sum(e["size"] for e in members.values())
            done, next_report = 0, 0.25
            progress(f"import: verifying {len(members)} members ({_mb(total)}) of {path} ...")
            while True:
                where = f"after member {last!r}"
                info = tar.next()
                if info is None:
                    break
                name = last = info.name
                where = f"at member {name!r}"
                if member_kind(name) is None:
                    problems.append(_name_problem(name))
                    continue
                if why := unsafe_type(info, folders=False):
                    problems.append(f"member {name!r}: not a regular file but {why}; links and devices are refused")
                    continue
                if name in seen:
                    problems.append(f"member {name!r}: appears twice")
                    continue
                seen.add(name)
                entry = members.get(name)
                if entry is None:
                    problems.append(f"member {name!r}: not listed in {MANIFEST} (extra member)")
                    continue
                if info.size != entry["size"]:
                    problems.append(f"member {name!r}: {info.size} bytes, {MANIFEST} says {entry['size']}")
                    continue
                data = tar.extractfile(info)
                assert data is not None
                h = hashlib.sha256()
                while chunk := data.read(CHUNK):
                    h.update(chunk)
                if h.hexdigest() != entry["sha256"]:
                    problems.append(
                        f"member {name!r}: sha256 {h.hexdigest()[:16]}..., {MANIFEST} says {entry['sha256'][:16]}... "
                        "(damaged in transfer?)"
                    )
                done += info.size
                if total and done / total >= next_report:
                    progress(f"import: verified {_mb(done)} of {_mb(total)}")
                    next_report = done / total + 0.25
        except (tarfile.TarError, EOFError) as exc:
            raise InputError(f"{path}: damaged or truncated {where} ({exc}); nothing was imported") from None
        except OSError as exc:
            raise InputError(f"{path}: cannot read it {where} ({exc.strerror or exc})") from None
    for name in sorted(set(members) - seen):
        problems.append(
            f"member {name!r}: listed in {MANIFEST} but missing from the archive (it ends, or a header is damaged, "
            f"after member {last!r}: truncated copy?)"
        )
    if problems:
        raise InputError("\n".join(f"{path}: {p}" for p in problems) + "\nnothing was imported")
    return Verified(path, manifest, members)


@dataclass(frozen=True)
class ImportResult:
    spec_name: str
    branches: tuple[str, ...]
    base_id: str
    base_loaded: bool  # False: the engine had it already
    written: tuple[Path, ...]
    unchanged: tuple[Path, ...]
    replaced: tuple[Path, ...]


def _copy_member(tar: tarfile.TarFile, name: str, want: str, dest: Path) -> None:
    """Write member ``name`` to ``dest`` through a temporary file beside it, checking its hash again."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{dest.name}.", dir=dest.parent)
    tmp = Path(tmp_name)
    try:
        src = tar.extractfile(name)
        assert src is not None
        h = hashlib.sha256()
        with os.fdopen(fd, "wb") as f:
            while chunk := src.read(CHUNK):
                f.write(chunk)
                h.update(chunk)
        if h.hexdigest() != want:
            raise InputError(f"member {name!r} changed while importing (sha256 differs now): archive rewritten?")
        os.chmod(tmp, 0o644)
        os.replace(tmp, dest)
    finally:
        tmp.unlink(missing_ok=True)


def import_archive(
    path: Path,
    client_factory: Callable[[], object],
    paths: ImagePaths = ImagePaths(),
    force: bool = False,
    progress: Progress = _quiet,
) -> ImportResult:
    """Verify ``path`` whole (``verify_archive``), refuse differing existing files unless ``force``, then load the
    base into the engine (``client_factory()``, e.g. ``docker_client``) and write locks, base record and wheels."""
    verified = verify_archive(path, progress)
    manifest, members = verified.manifest, verified.members
    plan: list[tuple[str, Path, str]] = []  # (member, destination, state new|same|differs)
    for name, entry in sorted(members.items()):
        dest = destination(name, paths)
        if dest is None:
            continue
        if dest.is_file():
            state = "same" if _sha256_file(dest)[0] == entry["sha256"] else "differs"
        elif dest.exists():
            state = "differs"
        else:
            state = "new"
        plan.append((name, dest, state))
    differs = [(n, d) for n, d, s in plan if s == "differs"]
    if differs and not force:
        lines = [f"{d} exists and differs from the archive's {n}" for n, d in differs]
        raise InputError(
            "\n".join(lines) + "\nnothing was imported: move those files away, or pass --force to replace them "
            "(a replaced lock or base record changes what `harness images build` makes)"
        )
    need = sum(members[n]["size"] for n, _, s in plan if s != "same")
    _check_space(paths.root, need)
    client = client_factory()
    base_id: str = manifest["base"]["image_id"]
    loaded = _load_base(client, verified, base_id, progress)
    written: list[Path] = []
    unchanged: list[Path] = []
    replaced: list[Path] = []
    with _open_tar(verified.path) as tar:
        for name, dest, state in plan:
            if state == "same":
                unchanged.append(dest)
                continue
            try:
                _copy_member(tar, name, members[name]["sha256"], dest)
            except OSError as exc:
                raise _disk_error(exc, dest, need) from None
            except tarfile.TarError as exc:
                raise InputError(f"{verified.path}: member {name!r} unreadable now ({exc})") from None
            (replaced if state == "differs" else written).append(dest)
    progress(f"import: {len(written)} written, {len(replaced)} replaced, {len(unchanged)} already there")
    spec = manifest["spec"]
    return ImportResult(
        str(spec.get("name")),
        tuple(map(str, spec.get("branches") or ())),
        base_id,
        loaded,
        tuple(written),
        tuple(unchanged),
        tuple(replaced),
    )


def _load_base(client, verified: Verified, base_id: str, progress: Progress) -> bool:
    """``docker load`` the base member unless the engine has ``base_id``; check the loaded id; tag it. Returns
    whether it loaded."""
    from docker.errors import DockerException, ImageNotFound

    try:
        client.images.get(base_id)
        progress(f"import: base {base_id[:19]} is already in the engine")
        return False
    except ImageNotFound:
        pass
    except DockerException as exc:
        raise _docker_error("asking the engine for the base image", exc) from None
    size = verified.members[BASE_IMAGE]["size"]
    progress(f"import: docker load of the base {base_id[:19]} ({_mb(size)}) ...")
    with _open_tar(verified.path) as tar:
        src: IO[bytes] | None = tar.extractfile(BASE_IMAGE)
        assert src is not None
        try:
            images = client.images.load(src)
        except DockerException as exc:
            raise _docker_error("docker load of the base image", exc) from None
    ids = [i.id for i in images]
    if base_id not in ids:
        raise InputError(
            f"{verified.path}: the loaded base image has id {', '.join(ids) or '(none)'}, "
            f"but {MANIFEST} records {base_id}: the archive is inconsistent; export it again"
        )
    tag = verified.manifest["base"].get("tag")
    if isinstance(tag, str) and ":" in tag:
        try:
            client.images.get(tag)
        except ImageNotFound:
            repo, _, label = tag.rpartition(":")
            client.images.get(base_id).tag(repo, label)
        except DockerException:
            pass
    return True
