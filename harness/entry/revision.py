"""Model revision: one SHA-256 over a model directory's weight, config, tokenizer (and custom code) files.

Pure hashlib, no torch: the orchestrator computes it to pin or check a spec's ``model.revision``.

Digest definition (stable, documented so another tool can recompute it): for every counted file, sorted by its
POSIX path relative to the directory, feed ``<relpath>\\0<sha256 hex of the file's bytes>\\n`` into one SHA-256.
Names are included, so renaming a file changes the revision. The result is ``"sha256:<64 hex>"``.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

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


def model_revision(model_dir: str | Path) -> str:
    """``"sha256:<hex>"`` over ``counted_files(model_dir)``; raises ``FileNotFoundError`` if the directory is
    missing or holds no config.json (a directory that is not a model must not get a revision)."""
    root = Path(model_dir)
    if not (root / "config.json").is_file():
        raise FileNotFoundError(f"not a model directory (no config.json): {root}")
    total = hashlib.sha256()
    for path in counted_files(root):
        total.update(f"{path.relative_to(root).as_posix()}\0{file_sha256(path)}\n".encode())
    return f"sha256:{total.hexdigest()}"
