"""Grade ``modality`` and ``date`` facts: done or planned, with the event's date and the as-of date."""

from __future__ import annotations

import re

from harness.grade.context import Context, PartGrade, _bound, _other_event, date_matches
from harness.grade.extract import Clause, modality
from harness.grade.facts import Part
from harness.grade.values import Value


def grade_modality(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, event = part.value.get("modality"), part.value.get("event")
    target = part.date("date")
    if event is None:
        return grade_plain_date(ctx, part)
    as_of = part.date("as_of")
    parts_of_fact = _sibling_subjects(ctx, part)
    for c in ctx.doc.clauses:
        mentions: list = list(c.event(event))
        if (
            not mentions
            and target is not None
            and part.subject in c.entity_ids()
            and ctx.cue_in(part, ctx.doc.sentence_text(c.sentence))
        ):
            mentions = [None]  # "Deadline for bids: 3 March 2027": the subject and a cue, the event unnamed
        if (
            not mentions
            and target is not None
            and part.subject in {m.id for m in c.entities}
            and any(v.kind == "date" for v in c.values)
        ):
            earlier = [m for o in ctx.doc.clauses if o.line == c.line and o.start < c.start for m in o.event(event)]
            if earlier:  # "Eastgate is scheduled to go live in late September, Millbrook in October"
                mentions = [None]
        for m in mentions:
            if part.subject not in c.entity_ids() and part.subject != event and not _subject_is_event(ctx, part):
                continue
            if part.subject not in c.entity_ids() and m is not None and not _names_subject(ctx, part, m.text):
                continue  # "a Q&A session will be held": the event's verb alone, about another thing
            row = (
                ctx.doc.sentence_text(c.sentence)
                if ctx.doc.text[c.start - 40 if c.start > 40 else 0 : c.start]
                .rsplit("\n", 1)[-1]
                .lstrip()
                .startswith("|")
                else ""
            )
            mod = modality(ctx.lex, c, m, row) if m is not None else c.heading_modality
            said = _modality_conflict(want, mod)
            if said:
                g.add("distorted", said, c, m.text if m is not None else c.text)
                continue
            if target is None:
                if mod is not None:
                    g.complete = True
                    g.add("hit", f"{want} as the source", c)
                continue
            dates = _dates_for(c, part.subject, parts_of_fact, ctx)
            if not dates:
                as_of_ids = {id(v) for v in _as_of_dates(c)}
                siblings_dated = any(
                    v.kind == "date" and v.value[1] is not None and id(v) not in as_of_ids for v in c.values
                )
                if not siblings_dated:
                    g.complete = True  # the date is checked where it is given; stated without it the fact stands
                g.add("hit", f"{want}, " + ("its date missing" if siblings_dated else "no date given"), c)
                continue
            for v in dates:
                if date_matches(v, target, part.value.get("part")):
                    g.complete = True
                    g.add("hit", f"{want}, date as the source", c)
                elif not _hypothetical(ctx, c):
                    g.add("distorted", "date differs from the source", c, v.text)
    if as_of:
        for c in ctx.doc.clauses:
            for v in _as_of_dates(c):
                if any(o.event(event) for o in ctx.doc.sentences()[c.sentence]) and not date_matches(v, as_of):
                    g.add("distorted", "the as-of date differs from the source", c, v.text)
    return g


_AS_OF = re.compile(r"(截至|截止到?|as of|as at)\s*$", re.I)


def _as_of_dates(c: Clause) -> list[Value]:
    """Dates right after 截至 / as of: the time a statement holds at, not the event's own date."""
    return [
        v
        for v in c.values
        if v.kind == "date" and v.value[1] is not None and _AS_OF.search(c.text[: v.start - c.start][-8:])
    ]


def grade_plain_date(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    target = part.date("date")
    assert target is not None  # a fact without an event is a `date`, and the facts schema requires its date
    for c, v, s in _bound(ctx, part, ("date",)):
        if _other_event(ctx, part, c) or v.value[1] is None and v.value[0] is not None:
            continue
        if date_matches(v, target, part.value.get("part")):
            g.complete = True
            g.add("hit", "date as the source", c)
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "date differs from the source", c, v.text)
    return g


_IF = re.compile(
    r"^[\W\d]*(?:[^，。；,:：]{1,8}[:：]\s*)?"
    r"(如果|如|若|假如|假若|万一|倘若|一旦|\bif\b|\bshould\b|\bin case\b|\bwere\b)",
    re.I,
)


def _hypothetical(ctx: Context, c: Clause) -> bool:
    """The clause is the consequence of a supposition opening its sentence ("如审批延误，嘉禾仓上线将顺延至4月下旬",
    "If approval is delayed, Eastgate will open in November"): a contingency the answer adds, not the plan."""
    sent = ctx.doc.sentences()[c.sentence]
    first = next((o for o in sent if not o.is_label and re.search(r"\w", o.text)), sent[0])
    return first is not c and bool(_IF.search(first.text)) and not c.has("cond_context")


def _names_subject(ctx: Context, part: Part, word: str) -> bool:
    return word.lower() in {a.lower() for a in ctx.facts.entities.get(part.subject, ())}


def _subject_is_event(ctx: Context, part: Part) -> bool:
    """The subject's aliases name the event itself (需求调研 is both): the mention is the subject."""
    ev = set(a.lower() for a in ctx.facts.events.get(part.value["event"], ()))
    return bool(ev & set(a.lower() for a in ctx.facts.entities.get(part.subject, ())))


def _modality_conflict(want: str | None, got: str | None) -> str | None:
    if got is None:
        return None
    if got is None or want is None:
        return None
    if want == "done" and got in ("planned", "predicted", "ongoing", "not_done"):
        return f"completed work written as {got.replace('_', ' ')}"
    if want in ("planned", "predicted") and got == "done":
        return "planned work written as done"
    return None


def _sibling_subjects(ctx: Context, part: Part) -> list[str]:
    for f in ctx.facts.facts:
        if part in f.parts:
            return [p.subject for p in f.parts]
    return [part.subject]


def _dates_for(c: Clause, subject: str, siblings: list[str], ctx: Context) -> list[Value]:
    """Dates of ``subject`` in the clause: nearest preceding sibling subject (or in order with 分别/respectively)."""
    as_of = {id(v) for v in _as_of_dates(c)}
    dates = [v for v in c.values if v.kind == "date" and v.value[1] is not None and id(v) not in as_of]
    if not dates:
        return []
    ents = [m for m in c.entities if m.id in siblings]
    if not ents:
        return dates if subject in c.entity_ids() else []
    if c.has("respectively") and len({m.id for m in ents}) == len(dates):
        order = list(dict.fromkeys(m.id for m in ents))
        return [dates[order.index(subject)]] if subject in order else []
    out = []
    text = c.text
    for v in dates:
        before = [m for m in ents if m.start < v.start]
        after = [m for m in ents if m.start >= v.end]
        gap = text[v.end - c.start : after[0].start - c.start] if after else ""
        if after and re.fullmatch(r"\s*(at|in|for|的|在)\s*(the\s*)?", gap, re.I):
            owner = after[0]  # "late September at Eastgate"
        else:
            owner = before[-1] if before else after[0]
        if owner.id == subject:
            out.append(v)
    return out
