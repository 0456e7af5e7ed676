"""Grade each required fact of an answer: correct, partial, omitted, distorted or needs_review, with the clause.

Binding (the documented nearest-subject rule): a value or a statement counts for a fact only in a clause that
names the fact's subject (its own mention, or the subject carried from the clause before it in the sentence or
from a label line), one of its cues, or its event. A value that the material states elsewhere (another date, an
amount of another paragraph) counts against a fact only when the clause names the fact's cue or event, so a
restated source sentence is never a distortion.

Per type (docs/facts.md): any bound statement that contradicts the fact makes it ``distorted`` -- even when a
correct statement is there too (two values for one slot). Else ``correct`` when every part is stated, ``partial``
when some are, ``needs_review`` when the fact is named but nothing the grader can read decides it, else
``omitted``. The grader never says ``correct`` from a statement it could not read.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from harness.grade.extract import Clause, Document, modality
from harness.grade.facts import Fact, FactSet, Part
from harness.grade.lexicon import lexicon
from harness.grade.values import Value, date_in_source, date_within, same_number

_PART_DAYS = {"early": (1, 10), "mid": (11, 20), "late": (21, 31)}
# A label naming one end of a period ("| Start | 2026-09-14 |", "结束：5月31日").
_EDGE_LABEL = re.compile(r"^\W*(start( date)?|end( date)?|begins?|ends?|from|to|until|开始|结束|起|止|起始|截止)\W*$", re.I)
# Words that name an attribute of a type in any material (a sample's own `cues` add to these).
_TYPE_CUES = {
    ("zh", "period"): re.compile(r"时间|周期|期限|起止|为期|期间为|时段|什么时候|何时|多久|多长时间|期间"),
    ("en", "period"): re.compile(r"\b(time ?frame|timeline|duration|dates|period|schedule|runs?|lasts?|when|timing)\b",
                                 re.I),
    ("zh", "money"): re.compile(r"预算|金额|费用|经费|上限|花多少|多少钱|花费|开支|成本|钱"),
    ("en", "money"): re.compile(r"\b(budget|cost|funding cap|spending|spend|expenditure|amount|capped|ceiling"
                                r"|upper limit)\b", re.I),
    ("zh", "scope"): re.compile(r"范围|覆盖|参与|参加|涉及|纳入|哪些|在哪"),
    ("en", "scope"): re.compile(r"\b(scope|cover(s|ed)?|take part|taking part|participat\w*|which branches|where)\b", re.I),
    ("zh", "status"): re.compile(r"审批状态|审批进展|审批情况|审批结果|审批流程|批了没|批没批"),
    ("en", "status"): re.compile(r"\b(approval|decision|sign-?off)\b", re.I),
}


@dataclass
class Finding:
    outcome: str  # hit | distorted | review
    why: str
    clause: str
    offending: str | None = None


@dataclass
class PartGrade:
    findings: list[Finding] = field(default_factory=list)
    complete: bool = False  # every element of the part was stated (else a hit is partial)

    def add(self, outcome: str, why: str, clause: Clause | str, offending: str | None = None) -> None:
        self.findings.append(Finding(outcome, why, clause if isinstance(clause, str) else clause.text, offending))

    def outcome(self) -> str:
        kinds = [f.outcome for f in self.findings]
        if "distorted" in kinds:
            return "distorted"
        if "hit" in kinds:
            return "correct" if self.complete else "partial"
        return "needs_review" if "review" in kinds else "omitted"


class Context:
    """What every type's grader needs: the answer, the material (read by the same extractor) and the facts."""

    def __init__(self, doc: Document, source: Document, facts: FactSet):
        self.doc, self.source, self.facts, self.lex = doc, source, facts, lexicon(doc.lang)
        self.source_values = [v for c in source.clauses for v in c.values]
        self.hit_clauses: set[str] = set()  # clauses that state a required fact (set after grading)
        self.background: Document | None = None  # the background paragraphs, read alike (general remarks)
        self.all_clauses = doc.clauses  # with the source list; api.grade_text sets it
        self.status_events = {p.value["event"] for f in facts.facts for p in f.parts if p.type == "status"}
        self._condition_words = {w.lower() for f in facts.facts for p in f.parts if p.type == "condition"
                                 for e in p.events() for w in facts.events.get(e, ())}
        self._excluded = {e for f in facts.facts for p in f.parts if p.type == "scope" for e in p.value.get("exclude", ())}

    def condition_clause(self, c: Clause) -> bool:
        """An "unless/除非" that introduces a condition fact's requirement, not an exception."""
        low = c.text.lower()
        return any(w in low for w in self._condition_words) and bool(re.search(r"unless|除非|only|只有", low))

    def scope_exclusion(self, c: Clause) -> bool:
        return any(m.id in self._excluded for m in c.entities)

    def cue_in(self, part: Part, text: str) -> bool:
        low = text.lower()
        generic = _TYPE_CUES.get((self.lex.lang, part.type))
        return any(c.lower() in low for c in part.cues) or bool(generic and generic.search(text))

    def score(self, part: Part, clause: Clause) -> int:
        """How strongly ``clause`` is about ``part``: 3 subject+event, 2 event or subject+cue, 1 subject or cue."""
        subj = part.subject in clause.entity_ids()
        event = bool(part.value.get("event")) and bool(clause.event(part.value["event"]))
        cue = self.cue_in(part, clause.text) or bool(clause.label_text) and (
            self.cue_in(part, clause.label_text) or part.type == "period" and bool(_EDGE_LABEL.search(clause.label_text)))
        if part.type == "period" and clause.label_text and _EDGE_LABEL.search(clause.label_text):
            return 2  # "| Start | 2026-09-14 |": the label says which end of the period
        if event and subj:
            return 3
        if event or (subj and cue):
            return 2
        return 1 if subj or cue else 0

    def in_source(self, v: Value) -> bool:
        for s in self.source_values:
            if s.kind != v.kind and not {s.kind, v.kind} <= {"amount", "figure", "count"}:
                continue
            if v.kind == "date" and s.kind == "date":
                if date_in_source(v.value, s.value) and (v.part is None or v.part == s.part):
                    return True
            elif v.kind != "date" and s.kind != "date" and isinstance(v.value, float) and isinstance(s.value, float):
                if same_number(v.value, s.value) or (v.kind == "duration" and abs(v.value - s.value) <= 0.1 * s.value):
                    return True
        return False


def date_matches(v: Value, target: tuple, target_part: str | None = None) -> bool:
    if not date_within(v.value, target) or v.value[1] is None and target[1] is not None and v.value[0] is None:
        return False
    if v.part and target[2] is not None:
        lo, hi = _PART_DAYS[v.part]
        return lo <= target[2] <= hi
    if v.part and target_part:
        return v.part == target_part
    if target_part and v.value[2] is not None:
        lo, hi = _PART_DAYS[target_part]
        return lo <= v.value[2] <= hi
    return True


def _bound(ctx: Context, part: Part, kinds: tuple[str, ...], minimum: int = 1):
    """(clause, value, score) for every value of ``kinds`` in a clause about ``part`` (score >= ``minimum``).

    Values are read in the source list too: "| 预算（150万元） | A04 |" gives the budget a second value."""
    sentences = ctx.doc.sentences()
    for c in ctx.all_clauses:
        s = ctx.score(part, c)
        if not s and part.type in ("money", "count") and any(
                part.subject in {m.id for m in o.entities} or ctx.cue_in(part, o.text)
                for o in sentences.get(c.sentence, ()) if o.start < c.start):
            s = 1  # "经费方面，试点最多可用120万元": the subject or a cue named earlier in the sentence
        if s < minimum:
            continue
        for v in c.values:
            if v.kind in kinds:
                yield c, v, s


def grade_period(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    start, end = part.date("start"), part.date("end")
    span = _days(start, end)
    got = set()
    for c, v, s in _bound(ctx, part, ("date", "duration")):
        dates_here = sum(1 for x in c.values if x.kind == "date" and x.value[1] is not None)
        if v.kind == "date" and (c.has("start") or c.has("end") or dates_here >= 2):
            s += 1
        if _other_event(ctx, part, c) or s < 2:
            continue
        if v.kind == "duration":
            if span and abs(v.value - span) <= 0.12 * span:
                got.add("duration")
                g.add("hit", "duration as the source", c)
            elif s >= 2 or not ctx.in_source(v):
                g.add("distorted", "the period's length differs from the source", c, v.text)
            continue
        if v.value[1] is None:  # a bare year
            if v.value[0] not in (start[0], end[0]) and (s >= 2 or not ctx.in_source(v)):
                g.add("distorted", "the period's year differs from the source", c, v.text)
            continue
        if date_matches(v, start):
            got.add("start")
            g.add("hit", "start date as the source", c)
        elif date_matches(v, end):
            got.add("end")
            g.add("hit", "end date as the source", c)
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "date differs from the source's period", c, v.text)
    if _swapped(ctx, part, start, end):
        g.add("distorted", "start and end are swapped", _swapped(ctx, part, start, end))
    g.complete = {"start", "end"} <= got or {"start", "duration"} <= got
    return g


def _days(a: tuple | None, b: tuple | None) -> float | None:
    if not a or not b or None in (a[1], a[2], b[1], b[2]):
        return None
    import datetime as dt
    return float((dt.date(b[0] or 2000, b[1], b[2]) - dt.date(a[0] or 2000, a[1], a[2])).days + 1)


def _swapped(ctx: Context, part: Part, start: tuple, end: tuple) -> Clause | None:
    for c in ctx.doc.clauses:
        dates = [v for v in c.values if v.kind == "date"]
        if len(dates) == 2 and ctx.score(part, c) and date_matches(dates[0], end) and date_matches(dates[1], start) \
                and not date_matches(dates[0], start):
            return c
    return None


def _other_event(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause is about another fact's event (a go-live date is not the pilot's period)."""
    own = set(part.events())
    return any(m.id not in own and any(m.id in p.events() for f in ctx.facts.facts for p in f.parts
                                       if p.type in ("date", "modality"))
               for m in c.events)


def grade_money(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, cur = float(part.value["amount"]), part.value["currency"]
    for c, v, s in _bound(ctx, part, ("amount", "figure")):
        if v.kind == "figure" and v.value < 1000:
            continue
        if re.search(r"(of which|including|among which|其中|包括|含)[^，。,.;；]{0,12}$", ctx.doc.text[c.start:v.start], re.I):
            continue  # "of which EUR 12,000 is for training": a part of the amount, not the amount
        if not same_number(v.value, want):
            if s >= 2 or not ctx.in_source(v):
                g.add("distorted", "amount differs from the source", c, v.text)
        elif v.unit and v.unit != cur:
            g.add("distorted", f"currency {v.unit} differs from the source's {cur}", c, v.text)
        elif part.value.get("bound") == "max" and not c.has("max_bound") and re.search(
                r"总额|总计|共计|合计|总投入|\b(in total|total of|totals?|amounts to)\b", c.text, re.I):
            g.add("distorted", "a cap written as the total to be spent", c, v.text)
        elif part.value.get("bound") == "max" and c.has("min_bound") and not ctx.lex.words["negation"].search(
                ctx.doc.text[max(c.start, c.marks["min_bound"][0][0] - 6):c.marks["min_bound"][0][0]]):
            g.add("distorted", "a cap written as a minimum", c, c.marks["min_bound"][0][2])
        else:
            g.complete = True
            g.add("hit", "amount as the source", c)
    return g


def grade_count(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want = float(part.value["count"])
    units = [u.lower() for u in part.value.get("unit", ())]
    for c, v, s in _bound(ctx, part, ("count",)):
        if units and v.kind == "count" and not any(u in (v.unit or "").lower() or (v.unit or "").lower() in u
                                                   for u in units):
            continue
        if same_number(float(v.value), want):
            g.complete = True
            g.add("hit", "count as the source", c)
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "count differs from the source", c, v.text)
    return g


def _about(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause, or its sentence, names the part's subject or a cue (an event word alone is not enough)."""
    def named(o: Clause) -> bool:
        return part.subject in o.entity_ids() or ctx.cue_in(part, o.text)
    return named(c) or any(named(o) for o in ctx.doc.sentences()[c.sentence])


def grade_status(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, event = part.value["status"], part.value["event"]
    for c in ctx.doc.clauses:
        if not _about(ctx, part, c):
            continue
        mentions = c.event(event)
        predicted = (any(modality(ctx.lex, c, m) == "predicted" for m in mentions) or mentions and c.has("predicted")) \
            and (c.status is None or c.status[0] == "approved")
        if c.status:
            status, words = c.status
            if status == "approved":
                whole = _sentence_status(ctx, c)
                if whole and whole[0] == "conditional":
                    status, words = whole
            if predicted and status == "approved":
                g.add("predicted", "an approval predicted", c, words)
            elif status == want:
                g.complete = True
                g.add("hit", f"status {status} as the source", c)
            else:
                g.add("distorted", f"status {status} where the source says {want}", c, words)
        elif predicted:
            g.add("predicted", "an approval predicted", c, mentions[0].text)
        elif mentions and part.subject in c.entity_ids() and not _conditional(ctx, c) \
                and not re.search(r"[A-Z]{1,2}\d{2,3}", c.text):
            g.add("review", f"names the {event} but states no status the grader can read", c)
    kinds = [f.outcome for f in g.findings]
    if "predicted" in kinds and "hit" not in kinds and want == "pending":
        for f in g.findings:
            if f.outcome == "predicted":
                f.outcome, f.why = "distorted", "a hedge or prediction stated instead of the status"
    g.findings = [f for f in g.findings if f.outcome != "predicted"]
    return g


def _sentence_status(ctx: Context, c: Clause):
    from harness.grade.extract import _status
    return _status(ctx.lex, ctx.doc.sentence_text(c.sentence))


def _conditional(ctx: Context, c: Clause) -> bool:
    return c.has("cond_context") or c.has("condition") or c.has("negation")


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
        if not mentions and target is not None and part.subject in c.entity_ids() \
                and ctx.cue_in(part, ctx.doc.sentence_text(c.sentence)):
            mentions = [None]  # "Deadline for bids: 3 March 2027": the subject and a cue, the event unnamed
        borrowed = False
        if not mentions and target is not None and part.subject in {m.id for m in c.entities} \
                and any(v.kind == "date" for v in c.values):
            earlier = [m for o in ctx.doc.clauses if o.line == c.line and o.start < c.start for m in o.event(event)]
            if earlier:  # "Eastgate is scheduled to go live in late September, Millbrook in October"
                mentions, borrowed = [None], True
        for m in mentions:
            if part.subject not in c.entity_ids() and part.subject != event and not _subject_is_event(ctx, part):
                continue
            row = ctx.doc.sentence_text(c.sentence) if ctx.doc.text[c.start - 40 if c.start > 40 else 0:c.start] \
                .rsplit("\n", 1)[-1].lstrip().startswith("|") else ""
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
                siblings_dated = any(v.kind == "date" and v.value[1] is not None and id(v) not in as_of_ids
                                     for v in c.values)
                if not siblings_dated:
                    g.complete = True  # the date is checked where it is given; stated without it the fact stands
                g.add("hit", f"{want}, " + ("its date missing" if siblings_dated else "no date given"), c)
                continue
            for v in dates:
                if date_matches(v, target, part.value.get("part")):
                    g.complete = True
                    g.add("hit", f"{want}, date as the source", c)
                else:
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
    return [v for v in c.values if v.kind == "date" and v.value[1] is not None
            and _AS_OF.search(c.text[:v.start - c.start][-8:])]


def grade_plain_date(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    target = part.date("date")
    for c, v, s in _bound(ctx, part, ("date",)):
        if _other_event(ctx, part, c) or v.value[1] is None and v.value[0] is not None:
            continue
        if date_matches(v, target, part.value.get("part")):
            g.complete = True
            g.add("hit", "date as the source", c)
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "date differs from the source", c, v.text)
    return g


def _subject_is_event(ctx: Context, part: Part) -> bool:
    """The subject's aliases name the event itself (需求调研 is both): the mention is the subject."""
    ev = set(a.lower() for a in ctx.facts.events.get(part.value["event"], ()))
    return bool(ev & set(a.lower() for a in ctx.facts.entities.get(part.subject, ())))


def _modality_conflict(want: str, got: str | None) -> str | None:
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
        gap = text[v.end - c.start:after[0].start - c.start] if after else ""
        if after and re.fullmatch(r"\s*(at|in|for|的|在)\s*(the\s*)?", gap, re.I):
            owner = after[0]  # "late September at Eastgate"
        else:
            owner = before[-1] if before else after[0]
        if owner.id == subject:
            out.append(v)
    return out


def grade_scope(ctx: Context, part: Part) -> PartGrade:
    from harness.grade.scope import grade_scope as scope
    return scope(ctx, part)


def grade_condition(ctx: Context, part: Part) -> PartGrade:
    from harness.grade.condition import grade_condition as condition
    return condition(ctx, part)


GRADERS = {"period": grade_period, "date": grade_modality, "modality": grade_modality, "money": grade_money,
           "count": grade_count, "status": grade_status, "scope": grade_scope, "condition": grade_condition}


def grade_fact(ctx: Context, fact: Fact) -> dict:
    """One fact's grade: ``{grade, kind, statement, sources, offending, why, clause, detail, findings}``."""
    grades = [GRADERS[p.type](ctx, p) for p in fact.parts]
    outcomes = [g.outcome() for g in grades]
    findings = [f for g in grades for f in g.findings]
    if "distorted" in outcomes:
        grade = "distorted"
    elif all(o == "correct" for o in outcomes):
        grade = "correct"
    elif any(o in ("correct", "partial") for o in outcomes):
        grade = "partial"
    elif "needs_review" in outcomes:
        grade = "needs_review"
    else:
        grade = "omitted"
    deciding = next((f for f in findings if f.outcome == "distorted"), None) if grade == "distorted" else \
        next((f for f in findings if f.outcome == ("review" if grade == "needs_review" else "hit")), None)
    return {"grade": grade, "kind": fact.kind, "statement": fact.statement, "sources": list(fact.sources),
            "offending": deciding.offending if grade == "distorted" and deciding else None,
            "why": deciding.why if deciding else ("not stated" if grade == "omitted" else None),
            "clause": deciding.clause if deciding else None,
            "needs_review": deciding.why if grade == "needs_review" and deciding else None,
            "parts": outcomes if len(outcomes) > 1 else None,
            "findings": [{"outcome": f.outcome, "why": f.why, "clause": f.clause, "offending": f.offending}
                         for f in findings]}
