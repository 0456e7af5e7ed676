"""Model revision: one SHA-256 over a model directory's weight, config, tokenizer (and custom code) files.

Pure hashlib, no torch: the orchestrator computes it to pin or check a spec's ``model.revision``.

Digest definition (stable, documented so another tool can recompute it): for every counted file, sorted by its
POSIX path relative to the directory, feed ``<relpath>\\0<sha256 hex of the file's bytes>\\n`` into one SHA-256.
Names are included, so renaming a file changes the revision. The result is ``"sha256:<64 hex>"``.

Reuse (issue 15 item 9): hashing an 8B model's 16 GB on every launch costs minutes, so each file's SHA-256 is
kept in a digest cache keyed by the file's absolute path, size, ``st_mtime_ns`` and ``st_ctime_ns``: any write,
``touch`` or replacement of a file changes a key and that file is hashed again; the revision itself is always
recomputed from the per-file digests. The cache lives in this process and in a JSON file
(``KVCACHE_HARNESS_REVISION_CACHE``, else ``$XDG_CACHE_HOME`` or ``~/.cache``
``/kvcache-harness/revision-cache.json``): the orchestrator's hash at the start of a run serves every local launch
of it. The docker runner hands a container the entries of its model under their container paths
(``container_entries``), so a launch there only stats the files. An unreadable or unwritable cache file is ignored
(the files are hashed).
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from pathlib import Path

CACHE_ENV = "KVCACHE_HARNESS_REVISION_CACHE"
_MEMO: dict[str, tuple[int, int, int, str]] = {}  # abs path -> (size, mtime_ns, ctime_ns, sha256 hex)

# What makes a model behave: weights, configs, tokenizer files, chat template, and any remote code (*.py).
_COUNTED_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".json", ".model", ".txt", ".jinja", ".py", ".tiktoken")
# Notices and docs that never change behaviour.
_IGNORED_NAMES = {"README.md", "TINY_MODEL.txt", "LICENSE", "LICENSE.txt", ".gitattributes"}


def counted_files(model_dir: str | Path) -> list[Path]:
    """The files the revision covers, sorted by relative POSIX path. Hidden files and folders are skipped."""
    root = Path(model_dir)
    files = []
    for path in root.rglob("*"):
        rel = path.relative_to(root)
        if not path.is_file() or any(part.startswith(".") for part in rel.parts) or "__pycache__" in rel.parts:
            continue
        if path.name in _IGNORED_NAMES or path.suffix not in _COUNTED_SUFFIXES:
            continue
        files.append(path)
    return sorted(files, key=lambda p: p.relative_to(root).as_posix())


def file_sha256(path: Path) -> str:
    """SHA-256 hex of a file's bytes, read in 1 MiB chunks (pure hashlib: the orchestrator may import it)."""
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def cache_path() -> Path:
    """Where the digest cache file is (see the module docstring)."""
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "kvcache-harness" / "revision-cache.json"


def _load_cache(path: Path) -> dict:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    return files if isinstance(files, dict) else {}


def _save_cache(path: Path, entries: dict) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump({"version": 1, "files": entries}, handle, sort_keys=True)
        os.replace(tmp, path)
    except OSError:
        try:
            os.unlink(tmp)
        except (OSError, UnboundLocalError):
            pass


def _key(path: Path) -> tuple[str, int, int, int]:
    st = path.stat()
    return str(path.absolute()), st.st_size, st.st_mtime_ns, st.st_ctime_ns


def file_digests(model_dir: str | Path, use_cache: bool = True) -> dict[str, str]:
    """``{relative POSIX path: sha256 hex}`` of ``counted_files``, from the digest cache where a file's path, size,
    mtime and ctime are unchanged, hashed (and cached) otherwise."""
    root = Path(model_dir)
    stored = _load_cache(cache_path()) if use_cache else {}
    out, changed = {}, False
    for path in counted_files(root):
        name, size, mtime, ctime = _key(path)
        rel = path.relative_to(root).as_posix()
        hit = _MEMO.get(name) if use_cache else None
        if hit is None and use_cache:
            entry = stored.get(name)
            if isinstance(entry, list) and len(entry) == 4:
                hit = (int(entry[0]), int(entry[1]), int(entry[2]), str(entry[3]))
        if hit is not None and hit[:3] == (size, mtime, ctime):
            out[rel] = hit[3]
            _MEMO[name] = hit
            continue
        digest = file_sha256(path)
        if _key(path)[1:] != (size, mtime, ctime):
            raise OSError(f"{path} changed while it was hashed; run again once the model directory is stable")
        out[rel] = digest
        if use_cache:
            _MEMO[name] = (size, mtime, ctime, digest)
            stored[name] = [size, mtime, ctime, digest]
            changed = True
    if changed:
        _save_cache(cache_path(), stored)
    return out


def container_entries(model_dir: str | Path, container_root: str) -> dict:
    """Cache entries of ``model_dir``'s counted files under their paths in a container that mounts the directory
    at ``container_root`` (a bind mount keeps size, mtime and ctime), for a cache file handed to that container."""
    root = Path(model_dir)
    digests = file_digests(root)
    out = {}
    for rel, digest in digests.items():
        _, size, mtime, ctime = _key(root / rel)
        out[f"{container_root.rstrip('/')}/{rel}"] = [size, mtime, ctime, digest]
    return out


def write_cache_file(path: Path, entries: dict) -> None:
    """A digest cache file holding ``entries`` (e.g. ``container_entries``)."""
    path.write_text(json.dumps({"version": 1, "files": entries}, sort_keys=True) + "\n", encoding="utf-8")


def model_revision(model_dir: str | Path, use_cache: bool = True) -> str:
    """``"sha256:<hex>"`` over ``counted_files(model_dir)``; raises ``FileNotFoundError`` if the directory is
    missing or holds no config.json (a directory that is not a model must not get a revision). Per-file digests
    come from the digest cache where the files are unchanged (``use_cache=False`` hashes every byte)."""
    root = Path(model_dir)
    if not (root / "config.json").is_file():
        raise FileNotFoundError(f"not a model directory (no config.json): {root}")
    total = hashlib.sha256()
    for rel, digest in sorted(file_digests(root, use_cache).items()):
        total.update(f"{rel}\0{digest}\n".encode())
    return f"sha256:{total.hexdigest()}"
