"""``--set key.path=value`` command-line overrides.

``key.path`` is a dot-separated path of mapping keys (list items by 0-based index); branch names contain no
dots, so ``branches.candidates.quanto-int4.cache.nbits=2`` is unambiguous. ``value`` is read as a YAML
scalar or flow collection: ``4`` is an int, ``0.5`` a float, ``true`` a bool, ``null`` None, ``[512, 1024]`` a
list, ``{implementation: dynamic}`` a mapping, anything else a string.
"""

from __future__ import annotations

from dataclasses import dataclass

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

from harness.spec.errors import Problem, pointer_join


@dataclass(frozen=True)
class Override:
    text: str  # as given on the command line, for messages
    keys: tuple[str, ...]
    value: object

    @property
    def pointer(self) -> str:
        pointer = ""
        for key in self.keys:
            pointer = pointer_join(pointer, key)
        return pointer


def parse_override(text: str) -> Override:
    """Parse one ``KEY.PATH=VALUE``; raise ``ValueError`` carrying a Problem's message when it is malformed."""
    key_path, sep, raw = text.partition("=")
    keys = tuple(key_path.strip().split("."))
    if not sep or not key_path.strip() or any(not k for k in keys):
        raise ValueError("expected KEY.PATH=VALUE, e.g. matrix.repeats=1")
    try:
        value = YAML(typ="safe", pure=True).load(raw) if raw.strip() else None
    except YAMLError as exc:
        first_line = str(exc).strip().splitlines()[0] if str(exc).strip() else "cannot parse"
        raise ValueError(f"the value is not a YAML scalar or flow collection ({first_line})") from None
    return Override(text=text, keys=keys, value=_plain(value))


def _plain(value):
    """Safe-loaded YAML may contain dates; keep JSON types only (a date stays the text the user wrote)."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return str(value)


def apply_override(data: dict, override: Override, group: int) -> Problem | None:
    """Set ``override.value`` at its path in ``data`` (mutated), creating missing mappings on the way.

    Returns a Problem instead when the path walks through a value that is not a mapping or list.
    """
    node = data
    walked = ""
    for key in override.keys[:-1]:
        walked = pointer_join(walked, key)
        if isinstance(node, dict):
            if not isinstance(node.get(key), (dict, list)):
                if key in node and node[key] is not None:
                    return Problem(
                        f"--set {override.text}",
                        None,
                        walked,
                        f"cannot set below {walked}: it holds {type(node[key]).__name__} {node[key]!r}",
                        group=group,
                    )
                node[key] = {}
            node = node[key]
        elif isinstance(node, list):
            index = _index(key, node)
            if index is None:
                return Problem(f"--set {override.text}", None, walked, f"no list item {key!r} here", group=group)
            node = node[index]
    last = override.keys[-1]
    if isinstance(node, list):
        index = _index(last, node)
        if index is None:
            return Problem(f"--set {override.text}", None, override.pointer, f"no list item {last!r} here", group=group)
        node[index] = override.value
    elif isinstance(node, dict):
        node[last] = override.value
    else:
        return Problem(
            f"--set {override.text}", None, override.pointer, "cannot set a key inside a scalar", group=group
        )
    return None


def _index(key: str, items: list) -> int | None:
    if key.isdigit() and int(key) < len(items):
        return int(key)
    return None
