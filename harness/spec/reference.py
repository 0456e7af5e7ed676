"""The spec key reference, generated from ``schemas/spec.schema.json`` so it can never drift from it.

``python -m harness.spec.reference > docs/spec-reference.md`` refreshes the committed page; a test fails when the
committed page differs from what the schema gives.
"""

from __future__ import annotations

import json

from tabulate import tabulate

from harness.spec.schema import load_schema

HEADER = """# Spec key reference

Generated from `schemas/spec.schema.json` by `python -m harness.spec.reference > docs/spec-reference.md`;
do not edit by hand. `—` in the default column: required, or no default (the key is left out).
Cross-field rules the schema cannot express are listed in `docs/spec.md`.
"""


def _resolve(node: dict) -> dict:
    schema = load_schema()
    while "$ref" in node:
        target = schema
        for part in node["$ref"].lstrip("#/").split("/"):
            target = target[part]
        node = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def _kind(node: dict) -> str:
    if "const" in node:
        return json.dumps(node["const"])
    if "enum" in node:
        return " \\| ".join(json.dumps(v) for v in node["enum"])
    if "oneOf" in node:
        return " or ".join(_kind(_resolve(alt)) for alt in node["oneOf"])
    kind = node.get("type", "")
    if kind == "array":
        return f"list of {_kind(_resolve(node.get('items', {})))}"
    return " or ".join(kind) if isinstance(kind, list) else kind


def rows(node: dict | None = None, prefix: str = "") -> list[tuple[str, str, str, str, str]]:
    """(key path, kind, required, default, description) for every key, depth first in schema order."""
    node = _resolve(load_schema() if node is None else node)
    out = []
    required = set(node.get("required", ()))
    for key, sub in node.get("properties", {}).items():
        sub = _resolve(sub)
        path = f"{prefix}{key}"
        default = json.dumps(sub["default"]) if "default" in sub else "—"
        description = sub.get("description", "")
        hint = sub.get("x-hint") or next((alt.get("x-hint") for alt in sub.get("oneOf", ()) if "x-hint" in alt), "")
        if hint and hint not in description:
            description = f"{description} Form: {hint}.".strip()
        description = description.replace("|", "\\|")
        out.append((f"`{path}`", _kind(sub), "yes" if key in required else "", default, description))
        out += rows(sub, path + ".")
    extra = node.get("additionalProperties")
    if isinstance(extra, dict):
        out += rows(extra, prefix + "<name>.")
    return out


def render() -> str:
    """The whole Markdown page."""
    table = tabulate(rows(), headers=("key", "type", "required", "default", "meaning"), tablefmt="github")
    return HEADER + "\n" + table + "\n"


if __name__ == "__main__":
    print(render(), end="")
