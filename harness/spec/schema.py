"""The spec's JSON Schema: loading it, validating against it, and filling its ``default`` values.

``schemas/spec.schema.json`` is the single source of the shape *and* of the defaults: ``apply_defaults`` reads
the schema's ``default`` keywords, so no default is repeated in code. ``schema_problems`` maps every
jsonschema error to a JSON pointer (the key itself for unknown or missing keys) and a readable message.
"""

from __future__ import annotations

import copy
import json
import math
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from jsonschema import Draft202012Validator, validators

from harness.spec.errors import Problem, pointer_join

SCHEMA_PATH = Path(__file__).resolve().parents[2] / "schemas" / "spec.schema.json"

# Keys that belong to the shared setup; a branch that tries to set one gets told where it lives instead.
_SHARED_KEYS = {
    "path": "model",
    "revision": "model",
    "dtype": "model",
    "attn_implementation": "model",
    "device": "model",
    "do_sample": "generation",
    "length_policy": "generation",
    "stop_strings": "generation",
    "repetition_penalty": "generation",
    "model": "the top level",
    "generation": "the top level",
    "sample": "the top level",
    "matrix": "the top level",
}

Locate = Callable[[str, str], Problem]  # (pointer, message) -> Problem with the right source and position


@lru_cache(maxsize=1)
def load_schema() -> dict:
    """The parsed spec schema (cached; never mutated by callers)."""
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))


# JSON Schema counts 3.0 as an integer; a spec that writes `repeats: 3.0` is more likely a slip than a wish, and
# letting it through would put floats where counts belong. Integers here are whole numbers written as such.
_STRICT_TYPES = Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda checker, instance: isinstance(instance, int) and not isinstance(instance, bool)
)
_StrictValidator = validators.extend(Draft202012Validator, type_checker=_STRICT_TYPES)


def _validator():
    return _StrictValidator(load_schema())


def _non_finite(data, pointer: str, locate: Locate) -> list[Problem]:
    """NaN and infinity pass most numeric keywords by accident and are not JSON: reject them by position."""
    if isinstance(data, float) and not math.isfinite(data):
        return [locate(pointer, f"{data!r} is not a finite number")]
    if isinstance(data, dict):
        return [p for k, v in data.items() for p in _non_finite(v, pointer_join(pointer, k), locate)]
    if isinstance(data, list):
        return [p for i, v in enumerate(data) for p in _non_finite(v, pointer_join(pointer, str(i)), locate)]
    return []


def schema_problems(data: dict, locate: Locate) -> list[Problem]:
    """Every schema violation in ``data``, each as a Problem placed by ``locate``."""
    problems: list[Problem] = _non_finite(data, "", locate)
    for error in _validator().iter_errors(data):
        pointer = ""
        for part in error.absolute_path:
            pointer = pointer_join(pointer, str(part))
        problems.extend(_explain(error, pointer, locate))
    return problems


def _explain(error, pointer: str, locate: Locate) -> list[Problem]:
    kind = error.validator
    schema = error.schema if isinstance(error.schema, dict) else {}
    if kind == "additionalProperties" and error.validator_value is False and isinstance(error.instance, dict):
        known = set(schema.get("properties", {}))
        out = []
        for key in error.instance:
            if key in known:
                continue
            message = f"unknown key '{key}'"
            if known:
                message += f" (allowed here: {', '.join(sorted(known))})"
            if pointer.startswith("/branches/") and key in _SHARED_KEYS:
                message = (
                    f"a branch may set only its cache and environment; '{key}' is shared by every "
                    f"branch and belongs under {_SHARED_KEYS[key]}"
                )
            out.append(locate(pointer_join(pointer, key), message))
        return out
    if kind == "required":
        missing = error.message.split("'")[1] if "'" in error.message else ""
        return [locate(pointer_join(pointer, missing) if missing else pointer, "required key is missing")]
    if "propertyNames" in error.relative_schema_path:
        hint = _hint(error) or "letters, digits, '_' and '-', starting with a letter or digit, at most 64"
        return [locate(pointer_join(pointer, str(error.instance)), f"name '{error.instance}' is not allowed: {hint}")]
    if kind == "const" and pointer == "/version":
        return [locate(pointer, f"spec version {error.instance!r} is not supported; this harness reads version 1")]
    if kind == "const":
        why = schema.get("description", "")
        return [
            locate(
                pointer,
                f"must be {_show(error.validator_value)}, got {_show(error.instance)}" + (f" ({why})" if why else ""),
            )
        ]
    if kind == "type":
        expected = error.validator_value if isinstance(error.validator_value, list) else [error.validator_value]
        return [locate(pointer, f"{_show(error.instance)} is not of type " + " or ".join(map(repr, expected)))]
    if kind == "enum":
        allowed = ", ".join(_show(v) for v in error.validator_value)
        return [locate(pointer, f"{_show(error.instance)} is not one of {allowed}")]
    if kind == "pattern":
        hint = _hint(error)
        return [
            locate(
                pointer,
                f"{_show(error.instance)} is not valid"
                + (f": {hint}" if hint else f" (must match {error.validator_value})"),
            )
        ]
    if kind in ("oneOf", "anyOf") and error.context:
        if _hint(error):
            return [locate(pointer, f"{_show(error.instance)} is not valid: {_hint(error)}")]
        # A type mismatch only says which alternative was not taken; the others say what is wrong.
        taken = [sub for sub in error.context if sub.validator != "type"]
        if len(taken) == 1:
            return _explain(taken[0], pointer, locate)
        reasons = "; or ".join(sorted({sub.message for sub in error.context}))
        return [locate(pointer, f"{_show(error.instance)} is not valid: {reasons}")]
    return [locate(pointer, error.message)]


def _show(value) -> str:
    """A value as the user would write it in YAML/JSON (true, null, 'text', 4)."""
    if value is None or isinstance(value, bool):
        return json.dumps(value)
    return repr(value)


def _hint(error) -> str:
    """A human description of a pattern, kept in the schema next to it as ``x-hint``."""
    schema = error.schema if isinstance(error.schema, dict) else {}
    return schema.get("x-hint", "")


def _resolve(schema: dict) -> dict:
    """Follow a local ``$ref`` (``#/$defs/...``); the spec schema uses no other kind."""
    while isinstance(schema, dict) and "$ref" in schema:
        ref = schema["$ref"]
        node = load_schema()
        for part in ref.lstrip("#/").split("/"):
            node = node[part]
        merged = {k: v for k, v in schema.items() if k != "$ref"}
        schema = {**node, **merged}
    return schema


def apply_defaults(data, schema: dict | None = None):
    """Fill every missing key that has a ``default`` in the schema, recursively; returns ``data`` (mutated).

    Must run on data that already passed the schema: it trusts the types it finds.
    """
    schema = _resolve(load_schema() if schema is None else schema)
    if isinstance(data, dict):
        properties = schema.get("properties", {})
        for key, sub in properties.items():
            sub = _resolve(sub)
            if key not in data and "default" in sub:
                data[key] = copy.deepcopy(sub["default"])
        for key, value in data.items():
            if key in properties:
                apply_defaults(value, properties[key])
            elif isinstance(schema.get("additionalProperties"), dict):
                apply_defaults(value, schema["additionalProperties"])
    elif isinstance(data, list) and isinstance(schema.get("items"), dict):
        for item in data:
            apply_defaults(item, schema["items"])
    return data
