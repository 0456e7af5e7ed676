"""Read a spec file into plain JSON-like data plus the line/column of every node.

Contract: ``read_yaml(path) -> Document``. ``Document.data`` holds only dict/list/str/int/float/bool/None (what
JSON Schema can judge); ``Document.positions`` maps each JSON pointer to the 1-based ``(line, column)`` where it
is written (for a mapping entry: its key; for a list item: the item). Every problem becomes a ``Problem`` and
the whole list is raised at once as ``harness.spec.errors.SpecError`` (exit 2); nothing here prints or exits.

Limits (bad input is refused early and cheaply, before anything walks the document):

- ``MAX_SPEC_BYTES`` (1 MiB): checked with ``stat`` before the file is read, and again on the bytes read (a
  file that grows meanwhile). A spec is a few KB of YAML; anything near the limit is not a spec. Only regular
  files are read (a FIFO or a device such as /dev/zero would block or never end).
- ``MAX_WRITTEN_NODES`` (5,000): nodes as written, counted while composing, which stops at the limit. The
  pure-Python parser takes ~50 us a node: a 1 MiB flow list would otherwise take half a minute to refuse.
- ``MAX_EXPANDED_NODES`` (100,000): the number of nodes the document has once every alias is expanded (keys,
  values and list items, counted on the composed node graph, memoised per node, so counting is linear in the
  file). A "billion laughs" alias bomb of a few hundred bytes expands to ~10^9 nodes and would otherwise keep
  the duplicate-key check and the conversion to plain data busy for ever. A spec has a few hundred nodes.
- A recursive alias (an anchor used inside its own value) is refused: ruamel composes it into a cycle.
- ``MAX_NESTING`` (64 levels, aliases expanded): deeper nesting is refused (every walker here is recursive; a
  spec is ~5 deep). Flow brackets are counted on the raw text before parsing: ruamel's scanner is quadratic in
  the flow depth.

Each refusal is one ``Problem`` (exit 2, one line); ordinary anchors, aliases and merge keys keep working.
"""

from __future__ import annotations

import re
import stat
from dataclasses import dataclass
from pathlib import Path

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.composer import Composer
from ruamel.yaml.error import MarkedYAMLError, YAMLError
from ruamel.yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from harness.spec.errors import Problem, SpecError, pointer_join

MAX_SPEC_BYTES = 1 << 20  # 1 MiB: a spec is a few KB of YAML
MAX_EXPANDED_NODES = 100_000  # nodes after alias expansion; a spec has a few hundred
MAX_WRITTEN_NODES = 5_000  # nodes as written, before alias expansion; bounds the parse time (~0.3 s)
MAX_NESTING = 64  # levels of mappings/lists; a spec is about 5 deep


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
    text = _read_text(path, shown)
    if _flow_depth_exceeds(text, MAX_NESTING):
        raise SpecError([_too_deep(shown, None)])

    yaml = YAML(typ="rt")
    yaml.Composer = _CountingComposer  # stops composing after MAX_WRITTEN_NODES nodes
    try:
        # compose first: it finds syntax errors and lets us report duplicate keys with their pointer, which the
        # constructor's own DuplicateKeyError cannot give.
        root_node = yaml.compose(text)
    except MarkedYAMLError as exc:
        raise SpecError([_yaml_problem(shown, exc)]) from None
    except YAMLError as exc:
        raise SpecError([Problem(shown, None, "", f"malformed YAML: {exc}")]) from None
    except RecursionError:
        raise SpecError([_too_deep(shown, None)]) from None
    except _TooManyNodes as exc:
        raise SpecError(
            [
                Problem(
                    shown,
                    exc.where,
                    None,
                    f"more than {MAX_WRITTEN_NODES:,} YAML nodes written (the "
                    "limit; a spec has a few hundred): check that this is the spec you meant",
                )
            ]
        ) from None
    if root_node is None or (isinstance(root_node, ScalarNode) and _tag(root_node).endswith(":null")):
        raise SpecError([Problem(shown, None, "", "empty file: a spec is a YAML mapping (see specs/demo-cpu.yaml)")])
    if not isinstance(root_node, MappingNode):
        kind = "a list" if isinstance(root_node, SequenceNode) else "a single value"
        raise SpecError([Problem(shown, _mark(root_node), "", f"the top level is {kind}; a spec is a YAML mapping")])
    limit_problem = expansion_problem(shown, root_node)  # before anything below follows an alias
    if limit_problem is not None:
        raise SpecError([limit_problem])
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


def _mib(size: int) -> str:
    """47.0 MiB; bytes just over the limit, where one decimal would read as the limit itself."""
    return f"{size / (1 << 20):.1f} MiB" if size >= 2 * MAX_SPEC_BYTES else f"{size:,} bytes"


def _read_text(path: Path, shown: str) -> str:
    """The file's text (UTF-8, universal newlines like ``Path.read_text``), refused before reading when it is not
    a regular file or is larger than ``MAX_SPEC_BYTES``."""
    try:
        info = path.stat()
    except OSError as exc:
        raise SpecError([Problem(shown, None, "", f"cannot read: {exc.strerror or exc}")]) from None
    if not stat.S_ISREG(info.st_mode):
        raise SpecError(
            [Problem(shown, None, "", "is not a regular file (a device, FIFO or socket); give the path of a spec file")]
        )
    too_big = (
        "spec file is {size}; the limit is 1 MiB (a spec is a few KB of YAML): check that this is the spec you meant"
    )
    if info.st_size > MAX_SPEC_BYTES:
        raise SpecError([Problem(shown, None, "", too_big.format(size=_mib(info.st_size)))])
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_SPEC_BYTES + 1)
    except OSError as exc:
        raise SpecError([Problem(shown, None, "", f"cannot read: {exc.strerror or exc}")]) from None
    if len(raw) > MAX_SPEC_BYTES:  # grew after the stat
        raise SpecError([Problem(shown, None, "", too_big.format(size="more than 1 MiB"))])
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SpecError([Problem(shown, None, "", f"not UTF-8 text ({exc.reason} at byte {exc.start})")]) from None
    return text.replace("\r\n", "\n").replace("\r", "\n")


class _TooManyNodes(Exception):
    def __init__(self, where: tuple[int, int] | None):
        super().__init__(where)
        self.where = where


class _CountingComposer(Composer):
    """ruamel's composer, stopped once more than ``MAX_WRITTEN_NODES`` nodes (and alias uses) are composed: the
    pure-Python parser takes ~50 us a node, so a 1 MiB list of ``1,`` would otherwise take half a minute."""

    def __init__(self, loader=None):
        super().__init__(loader)
        self.written = 0

    def compose_node(self, parent, index):
        self.written += 1
        if self.written > MAX_WRITTEN_NODES:
            mark = getattr(self.parser.peek_event(), "start_mark", None)
            raise _TooManyNodes(None if mark is None else (mark.line + 1, mark.column + 1))
        return super().compose_node(parent, index)


_BRACKETS = re.compile(r"[\[\]{}]")


def _flow_depth_exceeds(text: str, limit: int) -> bool:
    """True when more than ``limit`` flow brackets (``[``/``{``) are open at once, counted on the raw text.

    ruamel's scanner is quadratic in the flow nesting depth (seconds at a few thousand levels, before its composer
    hits Python's recursion limit), so deep flow nesting is refused before parsing. Brackets inside quotes or
    comments count too: only a text with more than ``limit`` of them unclosed is refused, which no spec has.
    """
    depth = 0
    for match in _BRACKETS.finditer(text):
        if match.group() in "[{":
            depth += 1
            if depth > limit:
                return True
        elif depth:
            depth -= 1
    return False


def _too_deep(shown: str, node: Node | None) -> Problem:
    return Problem(
        shown,
        None if node is None else _mark(node),
        None,
        f"nested more than {MAX_NESTING} levels deep (a spec is about 5); flatten it",
    )


def expansion_problem(shown: str, root: Node, limit: int = MAX_EXPANDED_NODES) -> Problem | None:
    """A Problem when the composed document ``root`` is too big once its aliases are expanded, holds a recursive
    alias, or nests deeper than ``MAX_NESTING`` (aliases expanded); else None.

    Works on the node graph, where an alias is the very node its anchor names: each node's expanded size
    (1 + its children's, keys included) is computed once and memoised by ``id``, so the walk is linear in the
    number of distinct nodes however much the aliases would multiply them. Iterative: no recursion limit.
    The first node (in post-order, i.e. the innermost) whose expansion passes ``limit`` is the one reported.
    Usable on any ruamel-composed YAML (the sample files too).
    """
    sizes: dict[int, int] = {}  # id -> expanded node count
    heights: dict[int, int] = {}  # id -> expanded nesting depth
    on_path: set[int] = set()
    # Stack entries: (node, depth, children iterator or None before the node is entered).
    stack: list[list] = [[root, 1, None]]
    while stack:
        entry = stack[-1]
        node, depth, children = entry
        if children is None:
            if depth > MAX_NESTING:
                return _too_deep(shown, node)
            on_path.add(id(node))
            if isinstance(node, MappingNode):
                entry[2] = children = iter([child for pair in node.value for child in pair])
            elif isinstance(node, SequenceNode):
                entry[2] = children = iter(node.value)
            else:
                entry[2] = children = iter(())
        advanced = False
        for child in children:
            key = id(child)
            if key in sizes:
                continue
            if key in on_path:
                return Problem(
                    shown,
                    _mark(child),
                    None,
                    "recursive alias: this anchor's value refers to itself (directly or through its "
                    "items); write the value out instead of aliasing it inside itself",
                )
            stack.append([child, depth + 1, None])
            advanced = True
            break
        if advanced:
            continue
        stack.pop()
        on_path.discard(id(node))
        if isinstance(node, MappingNode):
            kids = [child for pair in node.value for child in pair]
        elif isinstance(node, SequenceNode):
            kids = list(node.value)
        else:
            kids = []
        total = 1 + sum(sizes[id(child)] for child in kids)
        height = 1 + max((heights[id(child)] for child in kids), default=0)
        if height > MAX_NESTING:  # an alias placed deep inside repeats its value's depth there
            return _too_deep(shown, node)
        if total > limit:
            return Problem(
                shown,
                _mark(node),
                None,
                f"this value expands to more than {limit:,} YAML nodes once its aliases are expanded "
                "(the limit; a spec has a few hundred): an alias bomb? write the values out or nest "
                "fewer aliases",
            )
        sizes[id(node)] = total
        heights[id(node)] = height
    return None


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
                yield Problem(
                    shown,
                    _mark(key_node),
                    pointer_join(pointer, key),
                    f"duplicate key '{key}' (first written at line {line})",
                )
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
                problems.append(
                    Problem(shown, positions.get(pointer), pointer, f"key {key!r} is not a string; quote it")
                )
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
    problems.append(
        Problem(
            shown,
            positions.get(pointer),
            pointer,
            f"unsupported YAML value of type {type(value).__name__}; quote it or remove the tag",
        )
    )
    return None
