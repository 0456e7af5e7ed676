"""Custom (remote) code in a model directory: what the config declares, and whether what loaded is that.

Pure (json + pathlib): the orchestrator's preflight imports it to refuse an untrusted directory before any launch,
the entry to check the class that actually loaded, introspection to avoid judging such a model by the library's
class alone.

A directory "has custom code" when its ``config.json`` carries ``auto_map`` (transformers then builds the class it
names from a module in the directory, but only with ``trust_remote_code=True``; without it, a ``model_type`` the
library knows loads the library's own class, silently) or when it holds Python files (code that can be mapped in
later, and that the revision hashes: ``harness.entry.revision`` counts ``*.py``).
"""

from __future__ import annotations

import json
from pathlib import Path

CAUSAL_LM_KEY = "AutoModelForCausalLM"


def _config(model_dir: str | Path) -> dict:
    try:
        data = json.loads((Path(model_dir) / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def code_files(model_dir: str | Path) -> list[str]:
    """Python files in the directory (relative POSIX paths, sorted; hidden paths and ``__pycache__`` skipped)."""
    root = Path(model_dir)
    if not root.is_dir():
        return []
    found = []
    for path in root.rglob("*.py"):
        rel = path.relative_to(root)
        if path.is_file() and not any(p.startswith(".") or p == "__pycache__" for p in rel.parts):
            found.append(rel.as_posix())
    return sorted(found)


def auto_map(model_dir: str | Path) -> dict:
    value = _config(model_dir).get("auto_map")
    return value if isinstance(value, dict) else {}


def _reference_class(ref) -> str | None:
    """``"module.Class"`` or ``"repo--module.Class"`` (or a [slow, fast] pair) -> ``Class``."""
    if isinstance(ref, (list, tuple)):
        ref = next((r for r in ref if isinstance(r, str) and r), None)
    if not isinstance(ref, str) or "." not in ref:
        return None
    return ref.rsplit(".", 1)[1]


def custom_code(model_dir: str | Path) -> dict | None:
    """``{"auto_map", "code_files", "declared_class", "remote_references"}`` when the directory has custom code,
    else None. ``remote_references``: auto_map entries that name another repository (``repo--module.Class``),
    which a local run can never load."""
    mapping, files = auto_map(model_dir), code_files(model_dir)
    if not mapping and not files:
        return None
    remote = sorted(k for k, v in mapping.items() if any("--" in str(x) for x in (v if isinstance(v, list) else [v])))
    return {
        "auto_map": mapping,
        "code_files": files,
        "declared_class": declared_class(model_dir),
        "remote_references": remote,
    }


def declared_class(model_dir: str | Path) -> str | None:
    """The causal-LM class the config declares: its ``auto_map`` entry for ``AutoModelForCausalLM`` when there is
    one, else the first of ``architectures``; None when it declares neither."""
    config = _config(model_dir)
    mapped = _reference_class(auto_map(model_dir).get(CAUSAL_LM_KEY))
    if mapped:
        return mapped
    archs = config.get("architectures")
    if isinstance(archs, list) and archs and isinstance(archs[0], str):
        return archs[0]
    return None


def loaded_class_problems(model_dir: str | Path, model) -> list[str]:
    """Invalid reasons when the class that loaded is not the class the config declares ([] when it is, or when
    the config declares none)."""
    declared = declared_class(model_dir)
    loaded = type(model).__name__
    if declared is None or declared == loaded:
        return []
    why = (
        " (the config maps it through auto_map: custom code that was not what ran)"
        if auto_map(model_dir).get(CAUSAL_LM_KEY)
        else ""
    )
    return [f"the loaded model class {loaded} is not the class the config declares, {declared}{why}"]
