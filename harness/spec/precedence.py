"""The one place that decides which value wins: schema defaults < spec file < ``--set`` overrides.

``layer(document, overrides)`` returns the merged, schema-valid data with every default filled, and a
``locate`` function that places a JSON pointer either in the spec file (line:col) or on the override that set
it. Nothing else in the harness merges configuration layers.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence

from harness.spec.errors import Problem, SpecError
from harness.spec.overrides import Override, apply_override, parse_override
from harness.spec.schema import apply_defaults, schema_problems
from harness.spec.yamlload import Document

Locate = Callable[[str, str], Problem]


def layer(document: Document, overrides: Sequence[str] = ()) -> tuple[dict, Locate]:
    """Merge the three layers; raise ``SpecError`` with every problem when the result is not schema-valid.

    1. the spec file's data (``document.data``, never mutated);
    2. each override in command-line order (a later one wins over an earlier one);
    3. schema defaults fill only what is still missing, so they can never beat layers 1 or 2.
    """
    data = copy.deepcopy(document.data)
    shown = str(document.path)
    parsed: list[tuple[int, Override]] = []
    problems: list[Problem] = []
    for index, text in enumerate(overrides):
        group = index + 1
        try:
            parsed.append((group, parse_override(text)))
        except ValueError as exc:
            problems.append(Problem(f"--set {text}", None, "", str(exc), group=group))
    for group, override in parsed:
        problem = apply_override(data, override, group)
        if problem is not None:
            problems.append(problem)

    def locate(pointer: str, message: str) -> Problem:
        # The last override that set this pointer or one of its ancestors owns the value.
        for group, override in reversed(parsed):
            own = override.pointer
            if pointer == own or pointer.startswith(own + "/"):
                return Problem(f"--set {override.text}", None, pointer, message, group=group)
        return Problem(shown, document.position(pointer), pointer, message)

    problems += schema_problems(data, locate)
    if problems:
        raise SpecError(problems)
    apply_defaults(data)
    return data, locate
