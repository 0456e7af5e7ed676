"""``load_spec``: the whole way from a spec file (plus ``--set`` overrides) to a frozen ``Spec``.

read YAML with positions -> merge layers and check the schema (``precedence.layer``) -> expand the sweep grids
into candidates (``sweep.expand_sweeps``) -> cross-field checks
(``semantics``) -> ``Spec``. Every problem of one stage is reported together; a later stage runs only when the
earlier one passed (a cross-field check on a shape that is already wrong would only add noise).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from harness.spec.errors import SpecError
from harness.spec.model import Spec
from harness.spec.precedence import layer
from harness.spec.resolved import build_spec
from harness.spec.semantics import semantic_problems
from harness.spec.sweep import expand_sweeps
from harness.spec.yamlload import read_yaml


def load_spec(path: str | Path, overrides: Sequence[str] = ()) -> Spec:
    """Load, validate and resolve the spec at ``path``; ``overrides`` are ``KEY.PATH=VALUE`` strings (``--set``).

    Raises ``SpecError`` (an ``InputError``, exit 2) whose message has one line per problem,
    ``FILE:LINE:COL  /json/pointer  message``, sorted by position. Pure: reads the spec file and, when present,
    the model's config.json; writes nothing.
    """
    path = Path(path)
    document = read_yaml(path)
    data, locate = layer(document, overrides)
    spec_dir = path.absolute().parent
    data, clashes = expand_sweeps(data)
    problems = [locate("/branches/sweep", message) for message in clashes]
    problems += semantic_problems(data, spec_dir, locate)
    if problems:
        raise SpecError(problems)
    return build_spec(data, spec_dir, source=path.absolute())
