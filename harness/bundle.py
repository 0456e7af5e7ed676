"""Release bundles: one ``.tar.gz`` of a sealed run whose integrity a reviewer can check (``harness bundle``).

Contract (docs/contracts.md, "Bundles"):

- ``bundle_run(run_dir, out=None, *, allow_findings=False) -> dict`` writes ``<run id>.bundle.tar.gz`` (default:
  beside the run directory, never inside it; an existing file is never overwritten: ``InputError``, exit 2). The
  run is verified first (``harness.verdict.integrity.verify_run``); tampering findings refuse the bundle
  (``RunFailed``, exit 1, one line per finding) unless ``allow_findings``, and then ``BUNDLE.json`` lists them.
  ``report.md`` must exist (exit 2: run ``harness report RUN`` first). The run's lock is held shared while its
  files are read; every path goes through ``harness.run.files.inside`` and is opened with ``O_NOFOLLOW``.
- Members, in this order, all under the top folder ``<run id>/``: the folder itself, ``BUNDLE.json``, every plain
  file and folder of the run (sorted by path; ``run.lock``, temporary files, links and special files are left out
  and ``BUNDLE.json`` says why), ``locks/<spec>/<branch>.txt`` (the pinned image locks a docker run names, when
  the committed lock still hashes to what the run's image was built from), ``SHA256SUMS`` last (``sha256sum``
  format, paths relative to the top folder, covering every other file member). Plain files (0644) and folders
  (0755) only, owner 0, no absolute names, no ``..``.
- ``verify_bundle(path) -> dict`` never extracts outside a temporary directory: it refuses unsafe member names and
  links/devices, checks every ``SHA256SUMS`` line against the member bytes (and names members it does not list),
  extracts the run's files to a temporary directory, runs ``verify_run`` on them and checks that ``BUNDLE.json``'s
  seal head is the bundled manifest's head. ``{"ok": bool, "problems": [...], ...}``; a file that is not a readable
  tar.gz is ``InputError`` (exit 2).
"""

from __future__ import annotations

import errno
import gzip
import hashlib
import io
import json
import os
import re
import stat
import tarfile
import tempfile
import zlib
from calendar import timegm
from pathlib import Path
from time import strptime
from typing import IO

from harness import __version__
from harness.errors import InfraError, InputError, RunFailed
from harness.run.files import inside, io_error_line
from harness.tarsafe import unsafe_name, unsafe_type

BUNDLE_JSON = "BUNDLE.json"
SUMS = "SHA256SUMS"
LOCKS_DIR = "locks"
BUNDLE_VERSION = 1
SUFFIX = ".bundle.tar.gz"
_RUN_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
_SUM_LINE = re.compile(r"^([0-9a-f]{64}) [ *](.+)$")
_LOCK_IN_TAG = re.compile(r":lock-([0-9a-f]{12})-")
_MAX_SMALL = 16 * 2**20  # BUNDLE.json / SHA256SUMS larger than this are not read into memory


def _reserved(rel: str) -> bool:
    """Paths the bundle writes itself: a run file there would be shadowed."""
    return rel in (BUNDLE_JSON, SUMS) or rel == LOCKS_DIR or rel.startswith(LOCKS_DIR + "/")


# --------------------------------------------------------------------------------------------------- bundling


def _walk_run(run_dir: Path) -> tuple[list[str], list[str], list[dict]]:
    """(folders, files, left out) below ``run_dir``, '/'-separated and sorted; links are never followed."""
    from harness.run.lock import LOCK_FILE
    from harness.run.seal import _TEMP

    dirs: list[str] = []
    files: list[str] = []
    left: list[dict] = []

    def visit(folder: Path, prefix: str) -> None:
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            raise InfraError(io_error_line(exc, folder)) from None
        for entry in entries:
            rel = prefix + entry.name
            if "\n" in rel or "\\" in rel or not _utf8(rel):
                left.append(
                    {
                        "path": rel.encode("utf-8", "backslashreplace").decode("ascii", "backslashreplace"),
                        "reason": "a name SHA256SUMS cannot carry (newline, backslash or not UTF-8)",
                    }
                )
                continue
            if entry.is_symlink():
                left.append({"path": rel, "reason": f"a symbolic link (to {os.readlink(entry.path)}): never followed"})
            elif entry.is_dir(follow_symlinks=False):
                if _TEMP.search(rel):
                    left.append({"path": rel + "/", "reason": "a staging folder of an interrupted write"})
                    continue
                if _reserved(rel):
                    left.append({"path": rel, "reason": "a name the bundle itself uses; not a run file"})
                    continue
                dirs.append(rel)
                visit(Path(entry.path), rel + "/")
            elif entry.is_file(follow_symlinks=False):
                if rel == LOCK_FILE:
                    left.append({"path": rel, "reason": "the run's lock (host state, never sealed)"})
                elif _TEMP.search(rel):
                    left.append({"path": rel, "reason": "a temporary file of a write in progress or interrupted"})
                elif _reserved(rel):
                    left.append({"path": rel, "reason": "a name the bundle itself uses; not a run file"})
                else:
                    files.append(rel)
            else:
                left.append({"path": rel, "reason": "not a plain file or folder (a fifo, socket or device)"})

    visit(run_dir, "")
    return sorted(dirs), sorted(files), left


def _utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _read_json_in_run(run_dir: Path, rel: str) -> dict | None:
    path = inside(run_dir, rel)
    if not path.is_file():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def _shown(path: Path) -> str:
    from harness.images.paths import REPO

    try:
        return path.relative_to(REPO).as_posix()
    except ValueError:
        return str(path)


def _lock_files(run_dir: Path, spec_name: str | None, images_root: Path | None) -> tuple[list[dict], list[tuple]]:
    """(what BUNDLE.json says about each branch's dependency lock, [(bundle path, bytes)] of the locks included).

    A docker run names its pinned lock through each branch's image tag in environment.json
    (``kvh/<spec>-<branch>:lock-<12 hex of the lock>-...``) and the build record whose image id the run ran; the
    committed ``images/locks/<spec>/<branch>.txt`` is included only when it still hashes to that lock.
    """
    from harness.images.build import read_record
    from harness.images.lock import parse_lock
    from harness.images.paths import ImagePaths

    paths = ImagePaths(images_root) if images_root is not None else ImagePaths()
    env = _read_json_in_run(run_dir, "environment.json")
    if env is None:
        return [
            {"branch": None, "lock": None, "reason": "environment.json is missing or unreadable: the run names no lock"}
        ], []
    branches = env.get("branches")
    if not isinstance(branches, dict) or not branches:
        return [
            {
                "branch": None,
                "lock": None,
                "runner": env.get("runner"),
                "reason": "environment.json names no branch environment: the run names no lock",
            }
        ], []
    entries: list[dict] = []
    included: list[tuple] = []
    for branch in sorted(branches):
        info = branches[branch] if isinstance(branches[branch], dict) else {}
        mode = info.get("mode")
        entry = {"branch": branch, "mode": mode, "lock": None}
        if mode == "venv":
            entry["reason"] = (
                "a local venv branch: its pinned requirements and `pip freeze` are in environment.json "
                f"(branches.{branch}.requirements, pip_freeze); no lock file"
            )
        elif mode != "docker":
            entry["reason"] = (
                "local runner in an existing interpreter: no pinned lock; the package versions it saw "
                f"are in environment.json (branches.{branch}.packages)"
            )
        else:
            tag, digest = info.get("image"), info.get("image_digest")
            entry.update(image=tag, image_digest=digest)
            expected, source = None, None
            match = _LOCK_IN_TAG.search(tag or "")
            if match:
                expected, source = match.group(1), "image tag"
            rec_path = paths.record(spec_name or "", branch) if spec_name else None
            if rec_path is not None and rec_path.is_file() and not rec_path.is_symlink():
                try:
                    record = read_record(rec_path)
                    if digest and record.image_id == digest and record.lock_sha256.startswith(expected or ""):
                        expected, source = record.lock_sha256, "build record"
                except (OSError, ValueError, TypeError):
                    pass
            lock_path = paths.lock(spec_name, branch) if spec_name else None
            if expected is None:
                entry["reason"] = (
                    "the run names neither an image tag with its lock hash nor a build record of the "
                    "image it ran: which lock it used is unknown"
                )
            elif lock_path is None or not lock_path.is_file() or lock_path.is_symlink():
                entry["reason"] = (
                    f"the run's image was built from lock {expected[:12]} ({source}); no lock file at "
                    f"{_shown(lock_path) if lock_path else 'images/locks/<spec>/<branch>.txt'} now"
                )
            else:
                try:
                    data = lock_path.read_bytes()
                    actual = parse_lock(data.decode("utf-8"), str(lock_path)).sha256()
                except (OSError, UnicodeDecodeError, InputError) as exc:
                    entry["reason"] = f"{_shown(lock_path)}: unreadable ({str(exc).splitlines()[0]})"
                else:
                    if actual.startswith(expected):
                        rel = f"{LOCKS_DIR}/{spec_name}/{branch}.txt"
                        entry.update(
                            lock=rel,
                            source=_shown(lock_path),
                            lock_sha256=actual,
                            sha256=hashlib.sha256(data).hexdigest(),
                            matched_by=source,
                        )
                        included.append((rel, data))
                    else:
                        entry["reason"] = (
                            f"{_shown(lock_path)} now hashes to {actual[:12]}, the run's image was built "
                            f"from lock {expected[:12]} ({source}): it changed since; left out"
                        )
        entries.append(entry)
    return entries, included


def _member(name: str, *, folder: bool = False, size: int = 0, mtime: float = 0) -> tarfile.TarInfo:
    info = tarfile.TarInfo(name)
    info.type = tarfile.DIRTYPE if folder else tarfile.REGTYPE
    info.mode = 0o755 if folder else 0o644
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.size = 0 if folder else size
    info.mtime = max(0, int(mtime))
    return info


class _Hashing:
    """A read-only file object that hashes what tarfile copies out of it."""

    def __init__(self, fh) -> None:
        self.fh = fh
        self.sha = hashlib.sha256()

    def read(self, n: int = -1) -> bytes:
        data = self.fh.read(n)
        self.sha.update(data)
        return data


def _epoch(iso: str) -> int:
    return timegm(strptime(iso, "%Y-%m-%dT%H:%M:%SZ"))


def default_out(run_dir: Path, run_id: str) -> Path:
    """``<RUN's parent>/<run id>.bundle.tar.gz`` (``RUN`` given as ``.`` or ``..`` is resolved first)."""
    run_dir = Path(run_dir)
    parent = run_dir.parent if run_dir.name not in ("", ".", "..") else run_dir.resolve().parent
    return parent / f"{run_id}{SUFFIX}"


def _publish(tmp: str, target: Path) -> None:
    """Give the finished temporary file its name, never replacing an existing file."""
    try:
        os.link(tmp, target)
    except FileExistsError:
        raise InputError(f"{target}: already exists; a bundle is never overwritten (choose another --out)") from None
    except OSError as exc:
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EXDEV, errno.EMLINK):
            raise
        if os.path.lexists(target):  # a file system without hard links: check, then rename
            raise InputError(
                f"{target}: already exists; a bundle is never overwritten (choose another --out)"
            ) from None
        os.rename(tmp, target)
        return
    os.unlink(tmp)


def bundle_run(
    run: str | Path,
    out: str | Path | None = None,
    *,
    allow_findings: bool = False,
    images_root: str | Path | None = None,
    now: str | None = None,
) -> dict:
    """Write the run's bundle; return what was written (the ``--json`` shape). See the module docstring."""
    from harness.run.lock import run_lock
    from harness.run.rundir import utc_now
    from harness.run.seal import head
    from harness.verdict.integrity import verify_run

    run_dir = Path(run)
    if not run_dir.is_dir() or run_dir.is_symlink():
        raise InputError(f"{run}: not a run directory")
    run_info = _read_json_in_run(run_dir, "run.json")
    if run_info is None:
        raise InputError(f"{run}: not a run directory (no readable run.json)")
    run_id = str(run_info.get("run_id") or "")
    if not _RUN_ID.match(run_id) or ".." in run_id:
        raise InputError(f"{run_dir / 'run.json'}: run_id {run_id!r} cannot name the bundle's top folder")
    if not inside(run_dir, "report.md").is_file():
        raise InputError(
            f"{run_dir / 'report.md'}: missing; run `harness report {run}` first (the bundle carries "
            "the report a reviewer reads)"
        )
    target = Path(out) if out is not None else default_out(run_dir, run_id)
    if target.name in ("", ".", ".."):
        raise InputError(f"{target}: not a file name")
    try:
        parent_real = target.parent.resolve(strict=True)
    except (OSError, RuntimeError) as exc:
        raise InfraError(
            f"{target.parent}: cannot write the bundle there ({getattr(exc, 'strerror', None) or exc})"
        ) from None
    run_real = run_dir.resolve()
    if parent_real == run_real or run_real in parent_real.parents:
        raise InputError(f"{target}: inside the run directory; a bundle is written beside the run, never into it")
    if os.path.lexists(target):
        raise InputError(f"{target}: already exists; a bundle is never overwritten (choose another --out)")
    if not parent_real.is_dir():
        raise InfraError(f"{target.parent}: not a directory; cannot write the bundle there")

    created_at = now or utc_now()
    with run_lock(run_dir, exclusive=False):
        integrity = verify_run(run_dir)
        tampered = integrity.tampered
        if tampered and not allow_findings:
            raise RunFailed(
                "\n".join(
                    [
                        f"{run}: the run's seal has {len(tampered)} tampering finding(s); not bundled "
                        "(--allow-findings bundles it anyway and lists them in BUNDLE.json):"
                    ]
                    + [f"  {f.line()}" for f in tampered]
                )
            )
        seal_head = head(run_dir)
        run_info = _read_json_in_run(run_dir, "run.json") or run_info
        resolved = _read_json_in_run(run_dir, "spec.resolved.json") or {}
        spec_name = run_info.get("spec_name") or resolved.get("name")
        spec_name = spec_name if isinstance(spec_name, str) and _RUN_ID.match(spec_name) else None
        dirs, files, left_out = _walk_run(run_dir)
        lock_entries, lock_data = _lock_files(
            run_dir, spec_name, Path(images_root) if images_root is not None else None
        )
        try:
            report_text = inside(run_dir, "report.md").read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise InfraError(io_error_line(exc, run_dir / "report.md")) from None
        manifest = {
            "bundle_version": BUNDLE_VERSION,
            "run_id": run_id,
            "spec_name": spec_name,
            "spec_hash": run_info.get("spec_hash"),
            "run_status": run_info.get("status"),
            "seal_head": seal_head,
            "seal_adopted": integrity.adopted,
            "report_quotes_seal_head": bool(seal_head and seal_head in report_text),
            "created_at": created_at,
            "harness_version": __version__,
            "files": len(files) + len(lock_data) + 1,  # every member SHA256SUMS covers, BUNDLE.json included
            "run_files": len(files),
            "left_out": left_out,
            "findings_allowed": bool(allow_findings and tampered),
            "findings": [{"kind": f.kind, "path": f.path, "detail": f.detail} for f in integrity.findings],
            "locks": lock_entries,
        }
        manifest_bytes = (json.dumps(manifest, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")
        mtime = _epoch(created_at)
        sums: list[tuple[str, str]] = []
        try:
            fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent_real)
        except OSError as exc:
            raise InfraError(io_error_line(exc, target)) from None
        try:
            with os.fdopen(fd, "wb") as raw:
                with gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=mtime) as gz:
                    with tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
                        _add_tree(tar, run_dir, run_id, dirs, files, manifest_bytes, lock_data, sums, mtime)
                raw.flush()
                os.fsync(raw.fileno())
            archive_sha = _sha_file(Path(tmp))
            _publish(tmp, target)
        except OSError as exc:
            raise InfraError(io_error_line(exc, getattr(exc, "filename", None) or target)) from None
        finally:
            Path(tmp).unlink(missing_ok=True)
    return {
        "bundle": str(target),
        "run": str(run_dir),
        "run_id": run_id,
        "spec_hash": manifest["spec_hash"],
        "seal_head": seal_head,
        "files": manifest["files"],
        "sha256": archive_sha,
        "left_out": left_out,
        "findings": manifest["findings"],
        "locks": lock_entries,
        "report_quotes_seal_head": manifest["report_quotes_seal_head"],
    }


def _add_tree(
    tar: tarfile.TarFile,
    run_dir: Path,
    top: str,
    dirs: list[str],
    files: list[str],
    manifest_bytes: bytes,
    lock_data: list[tuple],
    sums: list[tuple[str, str]],
    mtime: int,
) -> None:
    tar.addfile(_member(top, folder=True, mtime=mtime))
    tar.addfile(_member(f"{top}/{BUNDLE_JSON}", size=len(manifest_bytes), mtime=mtime), io.BytesIO(manifest_bytes))
    sums.append((BUNDLE_JSON, hashlib.sha256(manifest_bytes).hexdigest()))
    file_set = set(files)
    for rel in sorted(dirs + files):
        path = inside(run_dir, rel)
        if rel not in file_set:
            tar.addfile(_member(f"{top}/{rel}", folder=True, mtime=os.lstat(path).st_mtime))
            continue
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
        with os.fdopen(fd, "rb") as fh:
            st = os.fstat(fh.fileno())
            if not stat.S_ISREG(st.st_mode):
                raise InputError(f"{path}: not a plain file; the harness reads only plain files inside the run")
            reader = _Hashing(fh)
            tar.addfile(_member(f"{top}/{rel}", size=st.st_size, mtime=st.st_mtime), reader)
        sums.append((rel, reader.sha.hexdigest()))
    lock_dirs = sorted({"/".join(rel.split("/")[:i]) for rel, _ in lock_data for i in range(1, rel.count("/") + 1)})
    for rel in lock_dirs:
        tar.addfile(_member(f"{top}/{rel}", folder=True, mtime=mtime))
    for rel, data in sorted(lock_data):
        tar.addfile(_member(f"{top}/{rel}", size=len(data), mtime=mtime), io.BytesIO(data))
        sums.append((rel, hashlib.sha256(data).hexdigest()))
    text = "".join(f"{digest}  {rel}\n" for rel, digest in sorted(sums)).encode("utf-8")
    tar.addfile(_member(f"{top}/{SUMS}", size=len(text), mtime=mtime), io.BytesIO(text))


def _sha_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


# --------------------------------------------------------------------------------------------------- verifying


def verify_bundle(path: str | Path) -> dict:
    """Check a bundle; ``{"bundle", "ok", "files", "seal_head", "run_id", "problems", "notes"}``. ``InputError``
    (exit 2) when ``path`` is not a readable tar.gz."""
    from harness.verdict.integrity import verify_run

    bundle = Path(path)
    if not bundle.is_file():
        raise InputError(f"{path}: not found (or not a file)")
    problems: list[str] = []
    notes: list[str] = []
    hashes: dict[str, str] = {}  # path below the top folder -> sha256 of the member's bytes
    small: dict[str, bytes] = {}  # BUNDLE.json, SHA256SUMS
    seen: set[str] = set()
    top: str | None = None
    with tempfile.TemporaryDirectory(prefix="harness-bundle-") as tmp:
        root = Path(tmp) / "x"
        root.mkdir()
        try:
            with tarfile.open(bundle, mode="r:gz") as tar:
                for member in tar:
                    name = member.name
                    why = unsafe_name(name) or unsafe_type(member)
                    if why:
                        problems.append(f"{name}: refused: {why}")
                        continue
                    name = name.rstrip("/")
                    first, _, rel = name.partition("/")
                    if top is None:
                        top = first
                    if first != top:
                        problems.append(f"{name}: refused: outside the bundle's top folder {top}/")
                        continue
                    if name in seen:
                        problems.append(f"{name}: refused: a second member with the same name")
                        continue
                    seen.add(name)
                    if member.isdir():
                        if rel and not _reserved(rel):
                            _mkdirs(root / top / rel, problems, name)
                        continue
                    if not rel:
                        problems.append(f"{name}: refused: a file in place of the top folder")
                        continue
                    _read_member(tar, member, rel, root / top, hashes, small, problems)
        except (tarfile.TarError, EOFError, zlib.error, OSError) as exc:
            raise InputError(f"{path}: not a readable tar.gz ({exc})") from None
        if top is None:
            raise InputError(f"{path}: an empty archive, not a bundle")
        claimed = _check_sums(small.get(SUMS), hashes, problems)
        info = _check_bundle_json(small.get(BUNDLE_JSON), top, hashes, problems)
        run_root = root / top
        integrity = verify_run(run_root) if run_root.is_dir() else None
        head = integrity.head if integrity else None
        if integrity is None:
            problems.append(f"{top}/: no run files in the bundle")
        else:
            for finding in integrity.findings:
                if finding.kind == "unsealed":
                    notes.append(f"run: {finding.line()}")
                else:
                    problems.append(f"run: {finding.line()}")
            if info is not None and info.get("seal_head") != head:
                problems.append(
                    f"{BUNDLE_JSON}: seal head {info.get('seal_head')} is not the bundled manifest's head {head}"
                )
            run_json = run_root / "run.json"
            try:
                run_info = json.loads(run_json.read_text(encoding="utf-8")) if run_json.is_file() else None
            except (OSError, ValueError):
                run_info = None
            if info is not None and isinstance(run_info, dict) and info.get("spec_hash") != run_info.get("spec_hash"):
                problems.append(
                    f"{BUNDLE_JSON}: spec hash {info.get('spec_hash')} is not run.json's {run_info.get('spec_hash')}"
                )
    if info is not None and info.get("findings_allowed"):
        notes.append(f"{BUNDLE_JSON}: bundled with --allow-findings; the run's own findings are listed there")
    return {
        "bundle": str(bundle),
        "ok": not problems,
        "run_id": top,
        "files": claimed,
        "seal_head": head if head is not None else (info or {}).get("seal_head"),
        "problems": problems,
        "notes": notes,
    }


def _mkdirs(folder: Path, problems: list[str], name: str) -> bool:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        problems.append(f"{name}: cannot be extracted ({exc.strerror or exc})")
        return False
    return True


def _read_member(
    tar: tarfile.TarFile,
    member: tarfile.TarInfo,
    rel: str,
    run_root: Path,
    hashes: dict,
    small: dict,
    problems: list[str],
) -> None:
    """Hash one file member; keep BUNDLE.json/SHA256SUMS in memory, write the run's files below ``run_root``."""
    name = member.name
    fh = tar.extractfile(member)
    if fh is None:
        problems.append(f"{name}: refused: unreadable member")
        return
    sha = hashlib.sha256()
    keep = rel in (BUNDLE_JSON, SUMS)
    buf = bytearray()
    out: IO[bytes] | None = None  # None: not written (a reserved name, or its folder or file could not be made)
    if not _reserved(rel):
        dest = run_root / rel
        if _mkdirs(dest.parent, problems, name):
            try:
                out = os.fdopen(os.open(dest, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o644), "wb")
            except OSError as exc:
                problems.append(f"{name}: cannot be extracted ({exc.strerror or exc})")
    try:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            sha.update(chunk)
            if keep and len(buf) <= _MAX_SMALL:
                buf.extend(chunk)
            if out:
                out.write(chunk)
    finally:
        if out:
            out.close()
    hashes[rel] = sha.hexdigest()
    if keep:
        if len(buf) > _MAX_SMALL:
            problems.append(f"{name}: larger than {_MAX_SMALL} bytes; not read")
        else:
            small[rel] = bytes(buf)


def _check_sums(raw: bytes | None, hashes: dict[str, str], problems: list[str]) -> int:
    """Every SHA256SUMS line against the members; members it does not list. Returns how many lines matched."""
    if raw is None:
        problems.append(f"{SUMS}: missing from the bundle; no member can be checked")
        return 0
    listed: dict[str, str] = {}
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        problems.append(f"{SUMS}: not UTF-8 text")
        return 0
    for number, line in enumerate(text.splitlines(), 1):
        match = _SUM_LINE.match(line)
        if not match:
            problems.append(f"{SUMS}:{number}: not a `<sha256>  <path>` line")
            continue
        digest, rel = match.group(1), match.group(2)
        if rel in listed:
            problems.append(f"{SUMS}:{number}: {rel} is listed twice")
            continue
        listed[rel] = digest
    matched = 0
    for rel, digest in sorted(listed.items()):
        if rel == SUMS:
            problems.append(f"{SUMS}: lists itself")
        elif rel not in hashes:
            problems.append(f"{rel}: listed in {SUMS}, missing from the archive")
        elif hashes[rel] != digest:
            problems.append(
                f"{rel}: its bytes do not match {SUMS} (sha256 {hashes[rel][:16]}..., listed {digest[:16]}...)"
            )
        else:
            matched += 1
    for rel in sorted(set(hashes) - set(listed) - {SUMS}):
        problems.append(f"{rel}: in the archive, not in {SUMS}")
    return matched


def _check_bundle_json(raw: bytes | None, top: str, hashes: dict[str, str], problems: list[str]) -> dict | None:
    if raw is None:
        problems.append(f"{BUNDLE_JSON}: missing from the bundle")
        return None
    try:
        info = json.loads(raw.decode("utf-8"))
        if not isinstance(info, dict):
            raise ValueError("not an object")
    except ValueError as exc:
        problems.append(f"{BUNDLE_JSON}: not a JSON object ({exc})")
        return None
    if info.get("run_id") != top:
        problems.append(f"{BUNDLE_JSON}: run id {info.get('run_id')!r} is not the top folder {top!r}")
    covered = len(set(hashes) - {SUMS})
    if info.get("files") != covered:
        problems.append(f"{BUNDLE_JSON}: says {info.get('files')} files, the archive holds {covered} besides {SUMS}")
    return info
