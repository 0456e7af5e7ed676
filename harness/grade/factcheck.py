"""Grade each required fact of an answer against the source rules in facts.yaml.

A fact is
- ``distorted`` when a sentence of the answer's body matches one of its distortion forms (not cancelled by
  ``unless`` in the same sentence), or a sentence that mentions the fact states a date or amount outside the
  fact's ``values`` (a changed amount, a shifted date);
- else ``correct`` when every ``accepted`` item is found (an item's regexes all match within one sentence);
- else ``omitted`` (a partial statement is omitted too; ``detail`` says which item is missing).

The cited-paragraph check reads the source list (the last required section): the paragraph ids in the segments of
its lines (split at semicolons, full stops and commas not followed by an id) that name the fact (``mention``, or an
``accepted`` item). Without such a line, the ids written inline in the body
sentences that state or distort the fact count. ``ok``: at least one of the fact's source paragraphs is cited;
``wrong``: ids are cited but none is a source of the fact; ``missing``: no id at all.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from harness.grade.facts import Fact
from harness.grade.text import Line, Span, paragraph_ids
from harness.grade.values import date_within, find_values, parse_iso, same_number


_SEGMENT = re.compile(r"[；;。]|[，,](?!\s*[A-Z]{1,2}\d{2,3}\b)")


@dataclass(frozen=True)
class Offence:
    sentence: Span
    text: str
    why: str


def offences(fact: Fact, body: list[Span]) -> list[Offence]:
    """Every distortion of ``fact`` in the body sentences, in text order."""
    found: list[Offence] = []
    allowed_dates = [parse_iso(d) for d in fact.dates]
    for s in body:
        for d in fact.distorted:
            m = d.pattern.search(s.text)
            if m and not (d.unless and d.unless.search(s.text)):
                found.append(Offence(s, m.group(0), d.why))
        if (allowed_dates or fact.amounts) and any(r.search(s.text) for r in fact.mention):
            for v in find_values(s.text):
                if v.kind == "date" and allowed_dates and v.value[1] is not None:
                    if not any(date_within(v.value, a) for a in allowed_dates):
                        found.append(Offence(s, v.text, "date differs from the source"))
                elif v.kind == "amount" and fact.amounts:
                    if not any(same_number(v.value, a) for a in fact.amounts):
                        found.append(Offence(s, v.text, "amount differs from the source"))
    return found


def _item_found(item, body: list[Span]) -> Span | None:
    for s in body:
        if all(r.search(s.text) for r in item):
            return s
    return None


def inline_ids(sentence: Span, body: list[Span], text: str) -> list[str]:
    """Ids cited in ``sentence``, else the first ids that follow it on the same line ("…，尚未获得批准；…（A05）")."""
    ids = paragraph_ids(sentence.text)
    if ids:
        return ids
    following = [s for s in body if s.start >= sentence.end]
    previous_end = sentence.end
    for s in following:
        if "\n" in text[previous_end : s.start]:  # the line ended: ids further on belong to other statements
            break
        if paragraph_ids(s.text):
            return paragraph_ids(s.text)
        previous_end = s.end
    return []


def cited(fact: Fact, source_lines: list[Line], stating: list[Span], body: list[Span], text: str) -> dict:
    """The cited-paragraph check (see the module docstring)."""
    ids: list[str] = []
    for ln in source_lines:
        # A line may list several facts ("试点时间——A02；适用范围——A03"): ids belong to the segment naming the fact.
        for segment in _SEGMENT.split(ln.text):
            names_fact = any(r.search(segment) for r in fact.mention) or any(
                all(r.search(segment) for r in item) for item in fact.accepted)
            if names_fact:
                ids += paragraph_ids(segment) or paragraph_ids(ln.text)
    where = "source list"
    if not ids:
        where = "inline"
        for s in stating:
            ids += inline_ids(s, body, text)
    ids = list(dict.fromkeys(ids))
    if not ids:
        return {"status": "missing", "ids": [], "where": None}
    status = "ok" if set(ids) & set(fact.sources) else "wrong"
    return {"status": status, "ids": ids, "where": where}


def grade_fact(fact: Fact, body: list[Span], source_lines: list[Line], text: str) -> dict:
    """One fact's grade: ``{grade, kind, statement, sources, offending, why, detail, cited}``."""
    bad = offences(fact, body)
    hits = [_item_found(item, body) for item in fact.accepted]
    stating = [h for h in hits if h is not None] + [o.sentence for o in bad]
    result = {"kind": fact.kind, "statement": fact.statement, "sources": list(fact.sources), "offending": None,
              "why": None, "detail": "", "cited": cited(fact, source_lines, stating, body, text)}
    if bad:
        result.update(grade="distorted", offending=bad[0].text, why=bad[0].why,
                      detail="; ".join(f"{o.why}: {o.sentence.text}" for o in bad))
    elif all(h is not None for h in hits):
        result.update(grade="correct", detail=" | ".join(dict.fromkeys(h.text for h in hits)))
    else:
        missing = [i for i, h in enumerate(hits) if h is None]
        partial = len(missing) < len(hits)
        result.update(grade="omitted", detail=("partly stated; " if partial else "not stated; ")
                      + f"missing accepted item(s) {missing} of {len(hits)}")
    return result
