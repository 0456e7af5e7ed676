"""Unsupported additions: figures and claims in the answer that the source material does not contain.

Looked for in the body (not the source list), skipping sentences already graded as a fact's distortion (that
finding is the fact's, not counted twice):
- dates, amounts, percentages and other figures whose value the material never states (a date is in the source
  when the material states every part the answer gives);
- approvals, commitments and progress claims (``claims`` in facts.yaml) in a clause that is not negated
  (``negation`` before the claim in the same clause), not a ``supported_claims`` form and not one of the
  required facts as accepted.
Each item: ``{"kind": "date|amount|percentage|figure|approval|commitment|progress", "text", "sentence"}``.
"""
from __future__ import annotations

from harness.grade.facts import FactSet
from harness.grade.text import Span, clauses
from harness.grade.values import Value, date_in_source, find_values, same_number


def source_values(source_text: str) -> dict[str, list]:
    values: dict[str, list] = {"date": [], "amount": [], "percentage": [], "figure": []}
    for v in find_values(source_text):
        values[v.kind].append(v.value)
    # A figure in the answer may restate any number of the source, whatever it counted there.
    values["figure"] += [x for x in values["amount"] + values["percentage"]]
    values["figure"] += [float(p) for d in values["date"] for p in d if p is not None]
    return values


def _value_supported(v: Value, known: dict[str, list]) -> bool:
    if v.kind == "date":
        return any(date_in_source(v.value, s) for s in known["date"])
    return any(same_number(v.value, s) for s in known[v.kind])


def _is_label(clause: Span, sentence: Span) -> bool:
    """A short lead-in followed by a colon ("已完成：", "Completed:") names a list, it claims nothing itself."""
    after = sentence.text[clause.end - sentence.start : clause.end - sentence.start + 1]
    return len(clause.text) <= 12 and after in ("：", ":")


def find_unsupported(body: list[Span], skip: list[Span], facts: FactSet, source_text: str) -> list[dict]:
    known = source_values(source_text)
    items: list[dict] = []
    seen: set[tuple[str, str]] = set()

    def add(kind: str, text: str, sentence: Span) -> None:
        if (kind, text) not in seen:
            seen.add((kind, text))
            items.append({"kind": kind, "text": text, "sentence": sentence.text})

    for s in body:
        if any(s.start < k.end and k.start < s.end for k in skip):
            continue
        for v in find_values(s.text):
            if not _value_supported(v, known):
                add(v.kind, v.text, s)
        for c in clauses(s):
            if _is_label(c, s):
                continue
            for kind, patterns in facts.claims.items():
                for r in patterns:
                    m = r.search(c.text)
                    if not m or facts.negation.search(c.text[: m.start()]):
                        continue
                    if any(p.search(c.text) for p in facts.supported_claims):
                        continue
                    if any(all(r2.search(c.text) for r2 in item) for f in facts.facts for item in f.accepted):
                        continue
                    add(kind, c.text, s)
    return items
