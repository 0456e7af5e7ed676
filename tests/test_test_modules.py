"""The test modules themselves: a name bound twice at a module's top level silently replaces the first binding (a
test pytest no longer collects, or a round's answer data read by the wrong test), so no module binds one twice."""
from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

TESTS = Path(__file__).resolve().parent


def _top_level_names(tree: ast.Module) -> list[str]:
    names = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Assign):
            names += [t.id for t in node.targets if isinstance(t, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.value is not None:
            names.append(node.target.id)
    return names


def test_the_reader_sees_a_second_binding():
    tree = ast.parse("A = 1\ndef test_x():\n    pass\nB: int = 2\ndef test_x():\n    pass\nA = 3\n")
    assert sorted(n for n, k in Counter(_top_level_names(tree)).items() if k > 1) == ["A", "test_x"]


@pytest.mark.parametrize("path", sorted(TESTS.glob("test_*.py")), ids=lambda p: p.name)
def test_no_module_binds_a_top_level_name_twice(path):
    counts = Counter(_top_level_names(ast.parse(path.read_text(encoding="utf-8"))))
    assert not [n for n, k in counts.items() if k > 1], path.name
