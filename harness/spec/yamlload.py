"""Read a spec file into plain JSON-like data plus the line/column of every node.

Contract: ``read_yaml(path) -> Document``. ``Document.data`` holds only dict/list/str/int/float/bool/None (what
JSON Schema can judge); ``Document.positions`` maps each JSON pointer to the 1-based ``(line, column)`` where it
is written (for a mapping entry: its key; for a list item: the item). Every problem becomes a ``Problem`` and
the whole list is raised at once as ``harness.spec.errors.SpecError`` (exit 2); nothing here prints or exits.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from harness.spec.errors import Problem, SpecError, pointer_join


@dataclass(frozen=True)
class Document:
    path: Path
    data: dict
    positions: dict[str, tuple[int, int]]

    def position(self, pointer: str) -> tuple[int, int]:
        """The position of ``pointer`` or of its nearest written ancestor (the root is 1:1)."""
        while pointer:
            if pointer in self.positions:
                return self.positions[pointer]
            pointer = pointer.rsplit("/", 1)[0]
        return (1, 1)


def read_yaml(path: Path) -> Document:
    """Load ``path``; raise ``SpecError`` with one clear line for each problem found."""
    shown = str(path)
    if not path.exists():
        raise SpecError([Problem(shown, None, "", "no such file")])
    if path.is_dir():
        raise SpecError([Problem(shown, None, "", "is a directory, not a spec file")])
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError([Problem(shown, None, "", f"not UTF-8 text ({exc.reason} at byte {exc.start})")]) from None
    except OSError as exc:
        raise SpecError([Problem(shown, None, "", f"cannot read: {exc.strerror or exc}")]) from None

    yaml = YAML(typ="rt")
    try:
        # compose first: it finds syntax errors and lets us report duplicate keys with their pointer, which the
        # constructor's own DuplicateKeyError cannot give.
        root_node = yaml.compose(text)
    except MarkedYAMLError as exc:
        raise SpecError([_yaml_problem(shown, exc)]) from None
    except YAMLError as exc:
        raise SpecError([Problem(shown, None, "", f"malformed YAML: {exc}")]) from None
    if root_node is None or (isinstance(root_node, ScalarNode) and _tag(root_node).endswith(":null")):
        raise SpecError([Problem(shown, None, "", "empty file: a spec is a YAML mapping (see specs/demo-cpu.yaml)")])
    if not isinstance(root_node, MappingNode):
        kind = "a list" if isinstance(root_node, SequenceNode) else "a single value"
        raise SpecError([Problem(shown, _mark(root_node), "", f"the top level is {kind}; a spec is a YAML mapping")])
    duplicates = list(_duplicate_keys(shown, root_node, ""))
    if duplicates:
        raise SpecError(duplicates)

    try:
        loaded = YAML(typ="rt").load(text)
    except MarkedYAMLError as exc:
        raise SpecError([_yaml_problem(shown, exc)]) from None
    positions: dict[str, tuple[int, int]] = {"": (1, 1)}
    problems: list[Problem] = []
    data = _plain(loaded, "", positions, problems, shown)
    if problems:
        raise SpecError(problems)
    return Document(path=path, data=data, positions=positions)


def _tag(node: Node) -> str:
    tag = node.tag
    return str(getattr(tag, "value", tag) or "")


def _mark(node: Node) -> tuple[int, int]:
    return (node.start_mark.line + 1, node.start_mark.column + 1)


def _yaml_problem(shown: str, exc: MarkedYAMLError) -> Problem:
    mark = exc.problem_mark or exc.context_mark
    where = (mark.line + 1, mark.column + 1) if mark is not None else None
    what = " ".join(part for part in (exc.context, exc.problem) if part)
    return Problem(shown, where, None, f"malformed YAML: {what or 'cannot parse'}")


def _duplicate_keys(shown: str, node: Node, pointer: str):
    """Yield a Problem for every key written twice in the same mapping, at any depth."""
    if isinstance(node, MappingNode):
        first_seen: dict[str, Node] = {}
        for key_node, value_node in node.value:
            key = str(key_node.value)
            if key == "<<":  # merge key: ruamel resolves it; it is not a duplicate of anything the user wrote
                continue
            if key in first_seen:
                line = first_seen[key].start_mark.line + 1
                yield Problem(shown, _mark(key_node), pointer_join(pointer, key),
                              f"duplicate key '{key}' (first written at line {line})")
            else:
                first_seen[key] = key_node
            yield from _duplicate_keys(shown, value_node, pointer_join(pointer, key))
    elif isinstance(node, SequenceNode):
        for index, item in enumerate(node.value):
            yield from _duplicate_keys(shown, item, pointer_join(pointer, str(index)))


def _plain(value, pointer: str, positions: dict, problems: list, shown: str):
    """Convert ruamel's round-trip objects to plain JSON types, recording positions as we go."""
    if isinstance(value, CommentedMap):
        out = {}
        for key in value:
            if not isinstance(key, str):
                problems.append(Problem(shown, positions.get(pointer), pointer,
                                        f"key {key!r} is not a string; quote it"))
                continue
            child = pointer_join(pointer, key)
            try:
                line, col = value.lc.key(key)
                positions[child] = (line + 1, col + 1)
            except (KeyError, TypeError, AttributeError):
                pass  # merged keys (<<) have no position of their own; the parent's is used
            out[key] = _plain(value[key], child, positions, problems, shown)
        return out
    if isinstance(value, CommentedSeq):
        out_list = []
        for index, item in enumerate(value):
            child = pointer_join(pointer, str(index))
            try:
                line, col = value.lc.item(index)
                positions[child] = (line + 1, col + 1)
            except (KeyError, TypeError, AttributeError, IndexError):
                pass
            out_list.append(_plain(item, child, positions, problems, shown))
        return out_list
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return int(value)  # ScalarInt and friends -> int
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    # Tags (!!python/...), timestamps, binary: not JSON. Say which, rather than let the schema guess.
    problems.append(Problem(shown, positions.get(pointer), pointer,
                            f"unsupported YAML value of type {type(value).__name__}; quote it or remove the tag"))
    return None
