"""Load a sample's ``facts.yaml`` (schema ``schemas/facts.schema.json``) into compiled, frozen rules.

The rules say how a required fact may be written (``accepted``), which forms distort it (``distorted``,
``values``), how a source-list line names it (``mention``), and which positive claims count as unsupported
additions (``claims``). Every regex is compiled case-insensitively; a bad regex is an InputError (exit 2).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from harness.errors import InputError
from harness.inputs.sample import read_yaml

Pattern = re.Pattern


@dataclass(frozen=True)
class Distortion:
    pattern: Pattern
    unless: Pattern | None
    why: str


@dataclass(frozen=True)
class Fact:
    id: str
    kind: str
    statement: str
    sources: tuple[str, ...]
    mention: tuple[Pattern, ...]
    accepted: tuple[tuple[Pattern, ...], ...]
    dates: tuple[str, ...]
    amounts: tuple[float, ...]
    distorted: tuple[Distortion, ...]


@dataclass(frozen=True)
class FactSet:
    version: str
    sample_id: str
    facts: tuple[Fact, ...]
    claims: dict[str, tuple[Pattern, ...]]
    negation: Pattern
    supported_claims: tuple[Pattern, ...]


def _compile(regex: str, where: str, problems: list[str]) -> Pattern:
    try:
        return re.compile(regex, re.IGNORECASE)
    except re.error as exc:
        problems.append(f"{where}: bad regex {regex!r}: {exc}")
        return re.compile(r"(?!x)x")  # never matches; the InputError below stops the caller anyway


def load_facts(sample_dir: str | Path) -> FactSet:
    """Read, validate and compile ``<sample_dir>/facts.yaml``. Raises InputError listing every problem."""
    path = Path(sample_dir).resolve() / "facts.yaml"
    data = read_yaml(path, "facts.schema.json")
    problems: list[str] = []
    facts = []
    for i, f in enumerate(data["facts"]):
        where = f"{path}  /facts/{i}"
        facts.append(
            Fact(
                id=f["id"],
                kind=f["kind"],
                statement=f["statement"],
                sources=tuple(f["sources"]),
                mention=tuple(_compile(r, where, problems) for r in f["mention"]),
                accepted=tuple(tuple(_compile(r, where, problems) for r in item) for item in f["accepted"]),
                dates=tuple(f.get("values", {}).get("dates", ())),
                amounts=tuple(float(a) for a in f.get("values", {}).get("amounts", ())),
                distorted=tuple(
                    Distortion(
                        pattern=_compile(d["pattern"], where, problems),
                        unless=_compile(d["unless"], where, problems) if d.get("unless") else None,
                        why=d["why"],
                    )
                    for d in f.get("distorted", ())
                ),
            )
        )
    ids = [f.id for f in facts]
    if len(set(ids)) != len(ids):
        problems.append(f"{path}: fact ids used twice")
    claims = {k: tuple(_compile(r, f"{path}  /claims/{k}", problems) for r in v) for k, v in data["claims"].items()}
    negation = _compile(data["negation"], f"{path}  /negation", problems)
    supported = tuple(_compile(r, f"{path}  /supported_claims", problems) for r in data.get("supported_claims", ()))
    if problems:
        raise InputError("\n".join(problems))
    return FactSet(version=data["version"], sample_id=data["sample_id"], facts=tuple(facts), claims=claims,
                   negation=negation, supported_claims=supported)
