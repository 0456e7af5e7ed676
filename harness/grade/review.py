"""Review overrides: ``<run_dir>/review.yaml``, where a person can override any automatic grade.

The harness writes the file once, as a template listing every automatic grade, and never rewrites it: a regrade
reads it and applies its overrides, so a person's decisions are kept. Each item:

    key: "<launch_id>/<cell_id>/fact:F03"      # or cited:F03, check:half_sentence, unsupported:<8 hex>
    automatic: distorted                        # the automatic grade when the template was written (for people)
    override: null                              # a value from ALLOWED[target], or null to accept the automatic one
    reviewer: null                              # required with an override: the person's name
    reason: null                                # required with an override: why

An override without a reviewer or a reason, or with a value its target does not allow, is bad input (exit 2).
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

from harness.errors import InputError
from harness.run.files import write_bytes_new, write_text_atomic

ALLOWED = {
    "fact": ("correct", "partial", "omitted", "distorted"),
    "cited": ("ok", "wrong", "missing"),
    "check": ("pass", "fail"),
    "unsupported": ("unsupported", "supported"),
}

HEADER = """\
# Review of the automatic grades of this run. The harness wrote this file once and never rewrites it.
# To override a grade: set `override` to one of the allowed values and fill in `reviewer` (your name) and
# `reason`. Leave `override: null` to accept the automatic grade. Then run `harness grade RUN` again.
# Allowed values: fact: correct|partial|omitted|distorted (a `needs_review` fact waits for your decision); cited: ok|wrong|missing; check: pass|fail;
# unsupported: unsupported|supported (supported = the source does contain it).
"""  # noqa: E501 -- written verbatim into review files: wrapping would change them


def unsupported_key(item: dict) -> str:
    return hashlib.sha256(f"{item['kind']}\n{item['text']}".encode()).hexdigest()[:8]


def automatic_items(launch_id: str, cell_id: str, graded: dict) -> list[dict]:
    """One template item per automatic grade of one output (grade_text's result)."""
    prefix = f"{launch_id}/{cell_id}"
    items = []
    for fid, f in graded["facts"].items():
        items.append({"key": f"{prefix}/fact:{fid}", "automatic": f["grade"]})
        items.append({"key": f"{prefix}/cited:{fid}", "automatic": f["cited"]["status"]})
    for name, c in graded["checks"].items():
        auto = {True: "pass", False: "fail", None: "not checked"}[c["pass"]]
        items.append({"key": f"{prefix}/check:{name}", "automatic": auto})
    for u in graded["unsupported"]:
        items.append(
            {
                "key": f"{prefix}/unsupported:{unsupported_key(u)}",
                "automatic": "unsupported",
                "text": f"{u['kind']}: {u['text']}",
            }
        )
    for item in items:
        item.update(override=None, reviewer=None, reason=None)
    return items


def write_template(path: Path, items: list[dict]) -> None:
    """Create ``review.yaml``; refuses to touch an existing file (a person's overrides are never overwritten)."""
    yaml = YAML()
    yaml.default_flow_style = False
    yaml.width = 4096
    buffer = io.StringIO()
    buffer.write(HEADER)
    yaml.dump({"version": 1, "items": items}, buffer)
    write_bytes_new(path, buffer.getvalue().encode("utf-8"))  # whole or not at all; FileExistsError if present


def listed_keys(path: Path) -> set[str]:
    """Every key listed in an existing review file (overridden or not); empty when there is no file."""
    if not path.exists():
        return set()
    try:
        data = YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8")) or {}
    except YAMLError as exc:
        raise InputError(f"{path}: not valid YAML: {exc}") from exc
    items = data.get("items") if isinstance(data, dict) else None
    return {i["key"] for i in items or [] if isinstance(i, dict) and isinstance(i.get("key"), str)}


def write_unlisted(path: Path, items: list[dict]) -> None:
    """Write (or replace) a derived file of template items missing from review.yaml, for a person to copy in."""
    yaml = YAML()
    yaml.default_flow_style = False
    yaml.width = 4096
    path.parent.mkdir(parents=True, exist_ok=True)
    buffer = io.StringIO()
    buffer.write(
        "# Automatic grades not listed in review.yaml (e.g. cells graded after it was written).\n"
        "# Derived: rewritten by every regrade. Copy items into review.yaml's `items` to review them.\n"
    )
    yaml.dump({"version": 1, "items": items}, buffer)
    write_text_atomic(path, buffer.getvalue())


def load_overrides(path: Path) -> dict[str, dict]:
    """Return key -> {override, reviewer, reason} for every item with an override; raise InputError on bad ones."""
    if not path.exists():
        return {}
    try:
        data = YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8")) or {}
    except YAMLError as exc:
        raise InputError(f"{path}: not valid YAML: {exc}") from exc
    items = data.get("items") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise InputError(f"{path}: expected a mapping with an `items` list")
    problems, overrides = [], {}
    for i, item in enumerate(items):
        where = f"{path}  /items/{i}"
        if not isinstance(item, dict) or not isinstance(item.get("key"), str):
            problems.append(f"{where}  each item needs a `key`")
            continue
        if item.get("override") is None:
            continue
        key = item["key"]
        target = key.rsplit("/", 1)[-1].split(":", 1)[0]
        value = str(item["override"])
        if target not in ALLOWED or key.count("/") != 2:
            problems.append(f"{where}  key {key!r} is not <launch>/<cell>/<fact|cited|check|unsupported>:<name>")
        elif value not in ALLOWED[target]:
            problems.append(f"{where}  override {value!r} for {target} must be one of {', '.join(ALLOWED[target])}")
        for field in ("reviewer", "reason"):
            if not str(item.get(field) or "").strip():
                problems.append(f"{where}  an override needs `{field}` (a person's name and why)")
        if key in overrides:
            problems.append(f"{where}  key {key!r} is overridden twice")
        overrides[key] = {
            "override": value,
            "reviewer": str(item.get("reviewer") or ""),
            "reason": str(item.get("reason") or ""),
        }
    if problems:
        raise InputError("\n".join(problems))
    return overrides


def apply_overrides(launch_id: str, cell_id: str, graded: dict, overrides: dict[str, dict]) -> tuple[dict, list[str]]:
    """The final grades of one output: automatic unless overridden; each says ``reviewed`` and by whom.

    Returns ``(final, used_keys)``.
    """
    prefix = f"{launch_id}/{cell_id}"
    used: list[str] = []

    def decide(key: str, automatic: str) -> dict:
        o = overrides.get(key)
        if o is None:
            return {"grade": automatic, "automatic": automatic, "reviewed": False, "reviewer": None, "reason": None}
        used.append(key)
        return {
            "grade": o["override"],
            "automatic": automatic,
            "reviewed": True,
            "reviewer": o["reviewer"],
            "reason": o["reason"],
        }

    final = {
        "facts": {fid: decide(f"{prefix}/fact:{fid}", f["grade"]) for fid, f in graded["facts"].items()},
        "cited": {fid: decide(f"{prefix}/cited:{fid}", f["cited"]["status"]) for fid, f in graded["facts"].items()},
        "checks": {
            n: decide(f"{prefix}/check:{n}", {True: "pass", False: "fail", None: "not checked"}[c["pass"]])
            for n, c in graded["checks"].items()
        },
        "unsupported": [
            dict(decide(f"{prefix}/unsupported:{unsupported_key(u)}", "unsupported"), kind=u["kind"], text=u["text"])
            for u in graded["unsupported"]
        ],
    }
    return final, used
