"""What every fact type's grader shares: the grading context, a part's findings, date matching and binding.

Binding (the documented nearest-subject rule): a value or a statement counts for a fact only in a clause that
names the fact's subject (its own mention, or the subject carried from the clause before it in the sentence or
from a label line), one of its cues, or its event. A value that the material states elsewhere counts against a
fact only when the clause names the fact's cue or event, so a restated source sentence is never a distortion.
"""

from __future__ import annotations

import datetime
import functools
from dataclasses import dataclass, field
from functools import lru_cache

from harness.grade import rx as re
from harness.grade.extract import Clause, Document, counted_by_a_fact
from harness.grade.facts import FactSet, Part
from harness.grade.lexicon import EDGE_WORDS, lexicon
from harness.grade.text import grams, stem, strip_label, without_values
from harness.grade.values import Value, date_in_source, date_within, find_values, same_number

_PART_DAYS = {"early": (1, 10), "mid": (11, 20), "late": (21, 31)}
# A label naming one end of a period ("| Start | 2026-09-14 |", "结束：5月31日").
_EDGE_LABEL = re.compile(
    r"^\W*(start( date)?|end( date)?|begins?|ends?|from|to|until|开始|结束|起|止|起始|截止)\W*$", re.I
)
# Words that name an attribute of a type in any material (a sample's own `cues` add to these).
_TYPE_CUES = {
    ("zh", "period"): re.compile(r"时间|周期|期限|起止|为期|期间为|时段|什么时候|何时|多久|多长时间|期间"),
    ("en", "period"): re.compile(
        r"\b(time ?frame|timeline|duration|dates|period|schedule|runs?|lasts?|when|timing)\b", re.I
    ),
    ("zh", "money"): re.compile(r"预算|金额|费用|经费|上限|花多少|多少钱|花费|开支|成本|钱"),
    ("en", "money"): re.compile(
        r"\b(budget|cost|funding cap|spending|spend|expenditure|amount|capped|ceiling"
        r"|upper limit)\b",
        re.I,
    ),
    ("zh", "scope"): re.compile(r"范围|覆盖|参与|参加|涉及|纳入|哪些|在哪"),
    ("en", "scope"): re.compile(
        r"\b(scope|cover(s|ed)?|take part|taking part|participat\w*|which branches|where)\b", re.I
    ),
    ("zh", "status"): re.compile(r"审批状态|审批进展|审批情况|审批结果|审批流程|批了没|批没批"),
    ("en", "status"): re.compile(r"\b(approval|decision|sign-?off)\b", re.I),
}


# the stems of asking, one word ("asked the foundation for GBP 48,000" names the amount requested)
_ASKING = {"ask": "request", "sought": "request", "seek": "request", "request": "request"}


# words too general to name one thing ("total", "amount", "金额")
GENERIC_NAME_WORDS = {"total", "amount", "value", "overall", "scheme", "project", "programme", "program", "funds"}
GENERIC_NAMES_ZH = {"金额", "资金", "项目", "总额", "费用", "经费", "专项", "总投", "投资", "本项", "本区", "该项"}


# "a separate application", "another request", "另一项申请": a thing of the kind, not the one named before
ANOTHER_OF_ITS_KIND = re.compile(
    r"\b(?:a separate|another|a different|the other|one other|a second)\s+(?:[\w-]+\s+)?$"
    # "Kettleby Parish Council's separate application"
    r"|(?:['’]s|\bits|\btheir)\s+(?:own\s+)?separate\s+(?:[\w-]+\s+)?$"
    r"|(?:另一[个项份]?|另外一?[个项份]?|其他|其它|别的)$",
    re.I,
)
# the thing of a party the material calls another ("Millford Academy, another fictional school, had its application
# for a music room approved", "another school's application")
_ANOTHERS_OWN = re.compile(
    r"\b(?:a separate|another|a different|the other|one other|a second)\s+(?:[\w-]+\s+){0,2}?[\w-]+"
    r"(?:['’]s\s+|,\s+(?:which\s+|that\s+)?(?:had|has|have|saw|got|gets)\s+(?:its|their)\s+)(?:[\w-]+\s+)?$",
    re.I,
)


def another_of_its_kind(text: str, start: int) -> bool:
    """The mention at ``start`` is of another thing of its kind, or another party's own ("a separate application",
    "另一个项目", "another school's application")."""
    if ANOTHER_OF_ITS_KIND.search(text[max(0, start - 30) : start]):
        return True
    return bool(_ANOTHERS_OWN.search(re.split(r"[.。;；!?！？\n]\s", text[max(0, start - 80) : start])[-1]))


# a length said roughly ("for just over three weeks", "约三个月"): the period's length within a quarter
_ROUGHLY_BEFORE = re.compile(
    r"\b(?:(?:just|a little|slightly|a bit)\s+(?:over|under|more than|less than)|about|around|roughly|nearly|almost"
    r"|approximately|some|over|more than|under)\s+$|(?:约|大约|将近|(?<!最)近|超过)$",
    re.I,
)


def said_roughly_before(text: str, v: Value, floor: int = 0) -> bool:
    """A rough word stands right before the value ``v`` in ``text`` (within 24 characters, not before ``floor``)."""
    return bool(_ROUGHLY_BEFORE.search(text[max(floor, v.start - 24) : v.start]))


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


# The names that hide a part's cue words, per part and fact set (the same for every answer graded against them); each
# entry holds its part and fact set, so an id is never reused while its entry stands.
_OTHER_NAMES: dict[tuple[int, int, str], tuple[Part, FactSet, re.Pattern | None]] = {}


class Context:
    """What every type's grader needs: the answer, the material (read by the same extractor) and the facts."""

    def __init__(self, doc: Document, source: Document, facts: FactSet):
        self.doc, self.source, self.facts, self.lex = doc, source, facts, lexicon(doc.lang)
        self.source_values = [v for c in source.clauses for v in c.values]
        # "暂停使用原站点6个": a Chinese count whose noun comes before it, the classifier alone after
        self._noun_before = {
            id(v): m.group(1)
            for c in source.clauses
            for v in c.values
            if v.kind == "count" and len(v.unit or "") == 1
            # "破损等级为一级（严重破损）的有260册": words of grammar before the number are no noun
            if (
                m := re.search(
                    r"([\u4e00-\u9fff]{2,4})$",
                    re.sub(r"(的有|有|为|是|共计|合计|总计|共|约|达|计)$", "", source.text[c.start : v.start]),
                )
            )
        }
        # "共有36个行政村纳入改造，其中石门镇21个": a bare classifier after a count with its noun in the sentence before
        # counts the same noun
        self._elided_noun: dict[int, str] = {}
        for sent in source.sentences().values():
            counts = [x for o in sent for x in o.values if x.kind == "count"]
            for i, bare in enumerate(counts):
                if len(bare.unit or "") == 1:
                    units = [u.unit or "" for u in counts[:i]]
                    noun = next((u for u in reversed(units) if u[:1] == bare.unit and len(u) > 1), "")
                    if noun:
                        self._elided_noun[id(bare)] = noun
        # a count or a length inside a thing's name ("the other four branches", "28-day public consultation" declared
        # as one entity): still a value the material gives
        mentions = [(m.start, m.end) for c in source.clauses for m in c.entities]
        self.source_values += [
            Value(v.kind, v.value, c.start + v.start, c.start + v.end, v.text, v.unit, v.part)
            for c in source.clauses
            for v in find_values(c.text, False)
            if v.kind in ("count", "duration")
            and any(a <= c.start + v.start and c.start + v.end <= b for a, b in mentions)
            and not any(w.kind == v.kind and w.start == c.start + v.start for w in c.values)
        ]
        # a period's edges as facts.yaml declares them: "自2026年9月1日起，为期四个月" has its end (2026-12-31) in the
        # material by its length, so an answer's "即至2026年12月31日" restates it
        self.source_values += [
            Value("date", p.date(k), -1, -1, str(p.value[k]), part=p.value.get("part"))
            for f in facts.facts
            for p in f.parts
            if p.type == "period"
            for k in ("start", "end")
        ]
        # "at both branches" in the material supports "two branches" in the answer.
        self.source_pairs = {
            m.group(1).lower().rstrip("s")[:5] for m in re.finditer(r"\bboth (?:the )?([a-z]+s)\b", source.text, re.I)
        }
        # "two sites" in the material supports "two places" or "both locations": a pair named by a generic noun
        places = {"place", "locat", "site", "area"}
        if self.source_pairs & places or re.search(r"\b(two|2) (sites|places|locations)\b", source.text, re.I):
            self.source_pairs |= places
        # the lengths of the material's periods ("two years in all" for 1 April 2026 to 31 March 2028)
        self.source_spans = [
            d
            for f in facts.facts
            for p in f.parts
            if p.type == "period" and (d := _span_days(p.date("start"), p.date("end")))
        ]
        # and of every date range a material sentence gives ("delivery between 1 September 2027 and 31 January 2028")
        # (two dates joined as a range, not two acts' days: "8月12日审批通过，并于8月14日向社会公示" gives no 3 days)
        for i in {c.sentence for c in source.clauses}:
            full = [v for c in source.clauses if c.sentence == i for v in c.values if v.kind == "date"]
            full = [v for v in full if v.value[1] is not None and v.value[2] is not None]
            self.source_spans += [
                x
                for a, b in zip(full, full[1:], strict=False)
                if _RANGE_GAP.fullmatch(source.text[a.end : b.start]) and (x := _span_days(a.value, b.value)) and x > 0
            ]
        self._gaps: list[tuple[tuple, tuple, int]] | None = None
        self.distorted_modality_events: set[str] = set()  # planned events of a fact graded distorted (set after)
        self.distorted_status_clauses: set[str] = set()  # where a status fact is distorted (set after grading)
        self.hit_clauses: set[str] = set()  # clauses that state a required fact (set after grading)
        self.rule_clauses: set[str] = set()  # clauses that state a condition fact's requirement (set after grading)
        # status events whose required fact is graded distorted: a prediction of that event is the same wrong
        # status ("still awaiting the decision. It is expected to be approved once …"), counted once (set after grading)
        self.distorted_status_events: set[str] = set()
        self.distorted_counts: set[str] = set()  # clauses that distort a required count (set after grading)
        self._source_statuses: dict[str, list[tuple[str, set[str]]]] | None = None
        self._source_statuses_named: dict[str, list[tuple[str, set[str]]]] = {}
        self._other_names: dict[int, re.Pattern | None] = {}
        self.material_ids: list[str] = []  # the paragraph id of each source line, in order (api.grade_text sets it)
        self.background: Document | None = None  # the background paragraphs, read alike (general remarks)
        self.truncation_notes: tuple[str, ...] = ()  # the sample's patterns of a note that the answer was cut
        self.all_clauses = doc.clauses  # with the source list; api.grade_text sets it
        self.status_events = {p.value["event"] for f in facts.facts for p in f.parts if p.type == "status"}
        self.fact_subjects = {p.subject for f in facts.facts for p in f.parts}  # what the brief's facts are about
        self._awards: dict[tuple[int, int, float], bool] = {}  # award_moved's answers, by clause, value and sum
        self._condition_words = {
            w.lower()
            for f in facts.facts
            for p in f.parts
            if p.type == "condition"
            for e in p.events()
            for w in facts.events.get(e, ())
        }
        # every part a scope fact leaves out
        self.excluded_parts = {
            e for f in facts.facts for p in f.parts if p.type == "scope" for e in p.value.get("exclude", ())
        }
        # every part a scope fact names, included or excluded
        self.scope_parts = {
            e
            for f in facts.facts
            for p in f.parts
            if p.type == "scope"
            for k in ("include", "exclude")
            for e in p.value.get(k, ())
        }
        conditions = [p for f in facts.facts for p in f.parts if p.type == "condition"]
        self._condition_events = {e for p in conditions for e in p.events()}
        self._condition_actors = {p.value["by"] for p in conditions if p.value.get("by")}

    def condition_clause(self, c: Clause) -> bool:
        """An "unless/除非" that introduces a condition fact's requirement, not an exception."""
        low = c.text.lower()
        # "unless Clinical Engineering has approved it in writing": the requirement's event (read as the extractor
        # reads it) or who must act; "unless Hallie (facility manager) has cleared …": in the clauses of the
        # sentence after it too
        rest = [o for o in self.doc.sentences().get(c.sentence, ()) if o.start >= c.start] or [c]
        words = self.doc.text[c.start : rest[-1].end].lower()
        named = any(w in words for w in self._condition_words) or any(
            m.id in self._condition_events for o in rest for m in o.events
        )
        at = re.search(r"unless|除非|only|只有", low)
        actor = at is not None and any(
            m.id in self._condition_actors and m.start - c.start > at.start() for o in rest for m in o.entities
        )
        return (named or actor) and at is not None

    def scope_exclusion(self, c: Clause) -> bool:
        """The clause names a part a scope fact excludes, or sets apart, after its exception word, a part a scope
        fact names ("… and nothing beyond them except the four mobile vaccination units"): talk of the scope."""
        if any(m.id in self.excluded_parts for m in c.entities):
            return True
        marks = c.marks.get("exception", [])
        return bool(marks) and any(m.id in self.scope_parts and m.start >= marks[0][1] for m in c.entities)

    def _foreign_label(self, part: Part, label: str) -> bool:
        """A label in the other language of a mixed answer ("* Budget cap：120万元" in a Chinese brief): the
        fact's translated cues or the other language's generic cues for its type."""
        other = "en" if self.lex.lang == "zh" else "zh"
        if not re.search(r"[A-Za-z]" if other == "en" else r"[\u4e00-\u9fff]", label):
            return False
        generic = _TYPE_CUES.get((other, part.type))
        if generic and generic.search(label):
            return True
        cues = self.facts.translations.get(other, {}).get("cues", {})
        fid = next((f.id for f in self.facts.facts if part in f.parts), None)
        low = label.lower()
        return any(c.lower() in low for c in cues.get(fid, ()))

    def cue_in(self, part: Part, text: str) -> bool:
        low = self._without_other_names(part, text.lower())
        generic = _TYPE_CUES.get((self.lex.lang, part.type))
        return any(_cue_found(c.lower(), low) for c in part.cues) or bool(generic and generic.search(low))

    def _without_other_names(self, part: Part, low: str) -> str:
        """``low`` with the names of other things that hold one of the part's cues blanked out: "planting contract"
        (another part's thing) is no cue "planting" of the planting itself."""
        key = id(part)
        if (
            key not in self._other_names
            and (kept := _OTHER_NAMES.get((key, id(self.facts), self.lex.lang))) is not None
        ):
            if kept[0] is part and kept[1] is self.facts:
                self._other_names[key] = kept[2]  # the same part of the same facts, read for an earlier answer
        if key not in self._other_names:
            cues = [c.lower() for c in part.cues]
            # (and the names that hold a word of the type's own: "amount requested" is no budget's "amount")
            generic = _TYPE_CUES.get((self.lex.lang, part.type))
            # the things the part's value names ("Lot A" of a scope whose cue is "lot") keep their cue words
            own = {part.subject} | {
                x
                for v in part.value.values()
                for x in (v if isinstance(v, (list, tuple)) else [v])
                if isinstance(x, str)
            }
            names = sorted(
                {
                    a.lower()
                    for thing, aliases in self.facts.entities.items()
                    # a thing one of whose names is a cue ("board" for the board of trustees) is what the cue names
                    if thing not in own and not any(a.lower() in cues for a in aliases)
                    for a in aliases
                    if any(c != a.lower() and _cue_found(c, a.lower()) for c in cues)
                    or generic is not None
                    and generic.search(a) is not None
                    and not generic.fullmatch(a)
                },
                key=len,
                reverse=True,
            )
            self._other_names[key] = re.compile("|".join(map(re.escape, names))) if names else None
            _OTHER_NAMES[(key, id(self.facts), self.lex.lang)] = (part, self.facts, self._other_names[key])
        pattern = self._other_names[key]
        return pattern.sub(lambda m: " " * len(m.group(0)), low) if pattern else low

    def score(self, part: Part, clause: Clause) -> int:
        """How strongly ``clause`` is about ``part``: 3 subject+event, 2 event or subject+cue, 1 subject or cue."""
        subj = part.subject in clause.entity_ids()
        event = bool(part.value.get("event")) and bool(clause.event(part.value["event"]))
        cue_label = bool(clause.label_text) and (
            self.cue_in(part, clause.label_text)
            or part.type == "period"
            and bool(_EDGE_LABEL.search(clause.label_text))
            or self._foreign_label(part, clause.label_text)
        )
        cue = self.cue_in(part, clause.text) or cue_label
        if part.type == "period" and clause.label_text and _EDGE_LABEL.search(clause.label_text):
            return 2  # "| Start | 2026-09-14 |": the label says which end of the period
        if (
            clause.after_label
            and clause.label_text
            and not subj
            and not cue_label
            and self.doc.text[self.doc.text.rfind("\n", 0, clause.start) + 1 : clause.start].lstrip().startswith("|")
            and grams(clause.label_text, self.doc.lang)
        ):
            return 0  # "| Temperature mapping | Starts April 2027 |": the row's own thing, neither subject nor cue
        if event and subj:
            return 3
        if event or (subj and cue):
            return 2
        if not (subj or cue) and part.type == "period" and self._period_range(part, clause):
            return 1  # "will test kiosks from 14 September 2026 to 11 December 2026": the period by its own dates
        return 1 if subj or cue else 0

    def _period_range(self, part: Part, clause: Clause) -> bool:
        """The clause gives a range of two dates with their months ("从2027年8月1号干到2028年7月底"), one of them
        the period's start or end to the day."""
        months = [v for v in clause.values if v.kind == "date" and v.value[1] is not None]
        days = [v for v in months if v.value[2] is not None]
        edges = [d for d in (part.date("start"), part.date("end")) if d]
        return (
            len(months) == 2
            and clause.has("range")
            and any(v.value[1:] == e[1:] and v.value[0] in (None, e[0]) for v in days for e in edges)
        )

    def in_source_value(self, v: Value, s: Value) -> bool:
        """``v`` restates the one source date ``s`` (the day, or the part of the month the day lies in)."""
        if v.kind != "date" or s.kind != "date":
            return False
        if date_in_source(v.value, s.value) and (v.part is None or v.part == s.part):
            return True
        if (
            v.value[1] is not None
            and v.value[2] is not None
            and s.value[1] is not None
            and s.value[2] is not None
            and v.start >= 0
            and re.search(
                r"\bweek (of|beginning|commencing|starting)\s+$", self.doc.text[max(0, v.start - 24) : v.start], re.I
            )
        ):
            # "at its panel meeting in the week of 8 March" for the meeting on 12 March 2027: the day in that week
            y = s.value[0] or v.value[0] or 2000
            try:
                gap = (
                    datetime.date(y, s.value[1], s.value[2]) - datetime.date(v.value[0] or y, v.value[1], v.value[2])
                ).days
            except ValueError:
                return False
            return 0 <= gap <= 6
        if v.part and v.value[2] is None and s.value[2] and date_in_source(v.value, s.value[:2] + (None,)):
            lo, hi = _PART_DAYS[v.part]
            return lo <= s.value[2] <= hi  # "3月初" restates "3月1日": the source's day lies in that part of the month
        return False

    @staticmethod
    def _thing_before(doc: Document, v: Value) -> str | None:
        """The declared thing named right before the value ("溪口" of "溪口6间")."""
        return next((m.id for c in doc.clauses for m in c.entities if m.end == v.start and c.start <= v.start), None)

    def _answer_noun(self, v: Value) -> str:
        """ "新设临时站点9个": the answer's noun before a count written with its classifier alone."""
        if len(v.unit or "") != 1 or v.start < 0 or self.doc.text[v.start : v.end] != v.text:
            return ""
        # only a thing the material names, right before the number: "共48台", "三项" keep their bare classifier
        return next(
            (m.text for c in self.doc.clauses for m in c.entities if v.start == m.end and c.start <= v.start),
            "",
        )

    def owned_by_other(self, part: Part, c: Clause, v: Value) -> bool:
        """``v`` is the value the material gives another thing this clause names: "Corvane's resident engineer
        starts on site from 2 November 2026" restates S07's date of the engineer, not the contract's start. The
        thing (an entity other than the fact's subject, named in the clause) and the value share a source
        sentence, and the fact's subject is not named before the value in the clause. A clause that goes on about
        a thing named before it (``c.carried``) owns the value the material gives in that thing's paragraph."""
        others_here = [m for m in c.entities if m.id != part.subject and not v.start <= m.start < v.end]
        if (
            any(
                m.id == part.subject
                and v.start <= m.start < v.end
                and re.fullmatch(r"[\d,.\s]*\S?\s*", self.doc.text[v.start : m.start])
                for m in c.entities
            )
            and others_here
            and all(m.start >= v.end for m in others_here)
        ):
            # "为6个村卫生室配置设备": the number and its classifier, then the subject itself, the other thing only
            # after it (the act's object); not "Pilot scan of 20 volumes", nor a clause that names no other thing
            return False
        named = [m for m in c.entities if m.end <= v.start or m.start >= v.end]
        # (not a thing named only for the time it gives: "改造完成后共设40个")
        named = [
            m
            for m in named
            if not re.match(r"(?:工程|工作)?(?:完成|结束|完工|竣工)?(?:之|以)?[后前]", self.doc.text[m.end : m.end + 8])
        ]
        if not named:
            # "The current contract has been in place since 1 November 2021, ends on 31 October 2026": the thing
            # named in the nearest earlier clause of the sentence
            earlier = [o for o in self.doc.sentences().get(c.sentence, ()) if o.end <= c.start and o.entities]
            named = earlier[-1].entities if earlier else []
        carried = set(c.carried) - {part.subject}
        if carried:
            # the clause goes on about another thing named before it ("The current contract …, ends on 31 October
            # 2026 and had a total value of CAD 3.6 million"): the value the material gives in that thing's paragraph,
            # in a clause of its own or of no other thing ("共配置AED 64台，采购总预算上限为60万元": the paragraph's
            # 60万元 is the grant's, "其中专项补助60万元")
            lines = {x.line for x in self.source.clauses if {m.id for m in x.entities} & carried}
            if any(
                self._same_value(v, s) and not {m.id for m in x.entities} - carried - {part.subject}
                for x in self.source.clauses
                if x.line in lines
                for s in x.values
            ):
                return True
        others = {m.id for m in named} - {part.subject}
        # "capping spending at GBP 1.2 million rather than the GBP 1.45 million requested": the thing right beside
        # the value, with no other value between, owns it even after the subject
        near = self._next_to(c, v)
        if (
            near is not None
            and near.id != part.subject
            and self.given_with(near.id, v)
            # (not the giver after the subject's label: "- Award: GBP 12,000 from the Ashcombe Community Foundation")
            and not (
                c.after_label
                and near.start >= v.end
                and re.fullmatch(r"\s*(?:from|by)\s+(?:the\s+)?", self.doc.text[v.end : near.start], re.I)
                and self._label_names_subject(part, c)
            )
        ):
            return True
        if not others or any(m.id == part.subject and m.end <= v.start for m in named):
            return self._first_cell_owns(part, c, v)
        if (
            c.after_label
            and named
            and all(
                m.start >= v.end and re.fullmatch(r"\s*(?:from|by)\s+(?:the\s+)?", self.doc.text[v.end : m.start], re.I)
                for m in named
            )
            and self._label_names_subject(part, c)
        ):
            # "- Award: GBP 12,000 from the Ashcombe Community Foundation": the subject's label, only its giver after
            return self._first_cell_owns(part, c, v)
        if any(self._things_giving(sent, v) & others for sent in self.source.sentences().values()):
            return True
        return self._first_cell_owns(part, c, v)

    def _label_names_subject(self, part: Part, c: Clause) -> bool:
        """The clause's label is a name of the fact's subject ("Award:" for the award)."""
        label = re.sub(r"[\W_]+", " ", c.label_text or "").strip().lower()
        aliases = [a.lower() for a in self.facts.entities.get(part.subject, ())]
        if self.doc.lang == "zh":
            return any(a and a in label for a in aliases)
        return any(re.search(rf"(?<![\w-]){re.escape(a)}(?![\w-])", label) for a in aliases if a)

    def _first_cell_owns(self, part: Part, c: Clause, v: Value) -> bool:
        """A table row whose first cell names another thing, not the fact's subject, that a sentence of the material
        gives ``v`` ("| 首批8个村入户安装 | 恒通水电安装公司 | 6月中旬开始 |": the first batch's date)."""
        line_start = self.doc.text.rfind("\n", 0, c.start) + 1
        if not self.doc.text[line_start:].lstrip().startswith("|"):
            return False
        first = next((o for o in self.doc.clauses if o.line == c.line), None)
        if first is None or first is c or part.subject in first.entity_ids():
            return False
        others = {m.id for m in first.entities} - {part.subject}
        return bool(others) and any(
            {m.id for x in sent for m in x.entities} & others
            and any(self._same_value(v, s) for x in sent for s in x.values)
            for sent in self.source.sentences().values()
        )

    def _next_to(self, c: Clause, v: Value):
        """The thing named right beside ``v`` (at most two words or four characters between, no value between)."""
        text = self.doc.text
        best = None
        for m in c.entities:
            gap = text[m.end : v.start] if m.end <= v.start else text[v.end : m.start] if m.start >= v.end else None
            if gap is None or any(
                x is not v and (m.end <= x.start < v.start or v.end <= x.start < m.start) for x in c.values
            ):
                continue
            if re.fullmatch(r"\s+for\s+(?:about |around |some |roughly )?", gap, re.I) and re.search(
                r"\b(ask\w*|appl\w* to|request\w* from|seek\w* from|sought from|bid\w* to|turn\w* to)\s+(?:the\s+)?$",
                text[c.start : m.start],
                re.I,
            ):
                continue  # "is asking the Northshore Regional Transport Fund for GBP 2 million": whom it asks
            if (
                (len(gap.split()) <= 2 and not re.search(r"[,;:，；：()（）]", gap))
                if self.doc.lang == "en"
                else (len(gap) <= 4 and not re.search(r"[，；：、()（）]", gap))
            ):
                if best is None or len(gap) < best[0]:
                    best = (len(gap), m)
        return best[1] if best else None

    def named_by_word(self, thing: str, text: str) -> bool:
        """``text`` names ``thing`` by a word of one of its names, not the whole name: "requested" for the request
        (names "amount requested", "asked the fund for"), "申报" for "申报金额"; words every name has ("amount",
        "金额") do not count."""
        if self.doc.lang == "zh":
            return any(p in text for p in self._name_pieces(thing))
        stems = {_ASKING.get(x, x) for x in (stem(w.lower()) for w in re.findall(r"[A-Za-z]{5,}", text))}
        return any(
            _ASKING.get(x, x) in stems
            for a in self.facts.entities.get(thing, ())
            for w in re.findall(r"[A-Za-z]{5,}", a)
            if w.lower() not in GENERIC_NAME_WORDS
            for x in (stem(w.lower()),)
        )

    def _name_pieces(self, thing: str) -> set[str]:
        """The two-character Chinese pieces of ``thing``'s names, less the words every name has ("金额", "项目")."""
        return {
            a[i : i + 2]
            for a in self.facts.entities.get(thing, ())
            for i in range(len(a) - 1)
            if re.fullmatch(r"[\u4e00-\u9fff]{2}", a[i : i + 2])
        } - GENERIC_NAMES_ZH

    def named_so_in_source(self, thing: str, before: str, v: Value) -> bool:
        """The word that names ``thing`` right before the value ("申请1,280万元") is the word the material writes
        right before the same value ("县水利局申请项目投资1,280万元"), whether or not the material's phrase is one of
        its names."""
        if self.doc.lang != "zh" or self.source.lang != "zh":
            return False
        words = {p for p in self._name_pieces(thing) if p in before[-8:]}
        return any(
            s.kind == v.kind
            and same_number(float(s.value), float(v.value))
            and any(w in self.source.text[max(0, s.start - 10) : s.start] for w in words)
            for s in self.source_values
        )

    def given_with(self, thing: str, v: Value) -> bool:
        """A sentence of the material names ``thing`` and gives ``v`` (:meth:`_things_giving`)."""
        return any(thing in self._things_giving(sent, v) for sent in self.source.sentences().values())

    def _things_giving(self, sent: list[Clause], v: Value) -> set[str]:
        """The things a sentence of the material gives ``v`` with: those it names, but for a thing named only in a
        clause of its own that holds another value of the kind: in "The total cost of the rig is estimated at GBP
        51,400, and the company will cover the remaining GBP 12,900" the company has the 12,900, not the 51,400.
        Empty where the sentence does not give ``v``."""
        holding = [x for x in sent if any(self._same_value(v, s) for s in x.values)]
        if not holding:
            return set()
        own = {m.id for x in holding for m in x.entities}
        # (a thing only ever named in a clause of its own that holds another value of the kind has that value)
        elsewhere = {
            m.id
            for x in sent
            if x not in holding and any(s.kind == v.kind and not self._same_value(v, s) for s in x.values)
            for m in x.entities
        }
        return {m.id for x in sent for m in x.entities} - (elsewhere - own)

    def given_nearer(self, near: str, far: str, v: Value) -> bool:
        """A sentence of the material gives ``v`` right after ``near``, and ``far`` its own date before ("The invitation
        to tender is planned for May 2027 and the contract award for August 2027": August is the award's)."""
        for sent in self.source.sentences().values():
            for x in sent:
                for s in x.values:
                    if not self._same_value(v, s):
                        continue
                    before = [m for o in sent for m in o.entities if m.end <= s.start and m.id in (near, far)]
                    if not before or before[-1].id != near:
                        continue
                    # the far thing has its own date first ("at the Northgate depot on 10 February" is the visit's)
                    first_far = next((m for m in before if m.id == far), None)
                    if first_far and any(
                        d.kind == "date" and first_far.end <= d.start and d.end <= before[-1].start
                        for o in sent
                        for d in o.values
                    ):
                        return True
        return False

    def source_statuses(self, by_name: bool = False) -> dict[str, list[tuple[str, set[str]]]]:
        """For each thing a status sentence of the material names: (the status, the things that sentence names).
        ``by_name``: only things named by their name, not by a verb's ending on it ("no exemption … will be
        granted" names no grant). Read once each."""
        if self._source_statuses is None:
            sents = self.source.sentences()
            out: dict[str, list[tuple[str, set[str]]]] = {}
            named: dict[str, list[tuple[str, set[str]]]] = {}
            status_subjects = {p.subject for f in self.facts.facts for p in f.parts if p.type == "status"}
            for o in self.source.clauses:
                if o.status:
                    # (a thing said to be another of its kind holds no state of the fact's subject: "the panel
                    # approved a separate application by Dunmarra Port Company")
                    mentions = [
                        m
                        for x in sents.get(o.sentence, ())
                        for m in x.entities
                        if not (m.id in status_subjects and another_of_its_kind(self.source.text, m.start))
                    ]
                    ids = {m.id for m in mentions}
                    for i in ids:
                        out.setdefault(i, []).append((o.status[0], ids))
                    own = {m.id for m in mentions if not self.verb_form(m)}
                    for i in own:
                        named.setdefault(i, []).append((o.status[0], own))
            self._source_statuses, self._source_statuses_named = out, named
        return self._source_statuses_named if by_name else self._source_statuses

    def verb_form(self, m) -> bool:
        """The mention is a declared name with a verb's ending ("granted" for the alias "grant"), not the name."""
        aliases = {a.lower() for a in self.facts.entities.get(m.id, ())}
        return m.text.lower() not in aliases and bool(re.search(r"(?:ed|ing)$", m.text, re.I))

    def in_statement(self, part: Part, thing: str) -> bool:
        """The statement of ``part``'s fact names ``thing`` (in the material's own words)."""
        statement = next((f.statement for f in self.facts.facts if part in f.parts), "") or ""
        return any(a and a in statement for a in (self.facts.native_entities or self.facts.entities).get(thing, ()))

    @functools.cached_property
    def done_days(self) -> list[tuple]:
        """The days the modality facts' completed parts were done."""
        return [
            d
            for f in self.facts.facts
            for p in f.parts
            if p.type == "modality" and p.value.get("modality") == "done" and (d := p.date("date")) is not None
        ]

    def cut_off(self, c: Clause) -> bool:
        """The clause is the answer's last and stops mid-sentence (the output budget ran out): "…，东篱小区和沿",
        "The next step, the contract"."""
        text = self.doc.text.rstrip()
        # (a comma after it is no end: "…，未取得场地使用证明的，")
        return (
            bool(text)
            and (c.end >= len(text) or bool(re.fullmatch(r"[\s，,、]+", text[c.end :])))
            and text[-1] not in ".。!！?？;；)）|*:：\"”'’"
        )

    def restated_elsewhere(self, part: Part, c: Clause, v: Value) -> bool:
        """The clause says again, with ``v``, a clause of the material that gives ``v`` to another statement than
        the fact's ("区特检所计划于2027年7月对首批新梯开展监督检验" beside the first batch's demolition in May;
        "并于3月8日召开了居民代表协调会" after the contract signed on 3 March): most of its words are that clause's."""
        if self.doc.lang != self.source.lang:
            return False
        mine = grams(without_values(c.text), self.doc.lang)
        # (a short clause counts when it is the material's clause word for word: "项目已于2025年10月28日完工")
        bare = re.sub(r"\W", "", without_values(strip_label(c.text)))
        if len(mine) < (2 if len(bare) >= 4 else 3):
            return False
        own = set(part.events())
        for o in self.source.clauses:
            if any(m.id in own for m in o.events) or not any(self._same_value(v, s) for s in o.values):
                continue
            if len(mine) < 3 and re.sub(r"\W", "", without_values(o.text)) != bare:
                continue
            if len(mine & grams(without_values(o.text), self.source.lang)) / len(mine) >= 0.6:
                return True
        return False

    def restates_state(self, c: Clause, event: str, state: str) -> bool:
        """The clause says again, with the same values, a clause of the material that names ``event`` in the same
        ``state`` ("9种民国报纸中已有5种取得授权" where the material, beside the clearance it plans for September,
        says "目前9种报纸中已有5种取得授权"): the material's own report of a step, not the fact's state said wrongly."""
        from harness.grade.extract import modality

        if self.doc.lang != self.source.lang or not c.values:
            return False
        # (the words with the values in place: a count's noun is part of the value's span)
        mine = grams(strip_label(c.text), self.doc.lang)
        if len(mine) < 4:
            return False
        for o in self.source.clauses:
            if not all(any(self._same_value(v, s) for s in o.values) for v in c.values):
                continue
            # "于2026年3月2日向省科技厅提交了…申报书" where the material says "申报书于2026年3月2日提交": an act on
            # its day, with no word of a plan, is done in the material's telling, however many words the answer adds
            if (
                state == "done"
                # (not the act again: "修改后的申报书已于3月2日重新提交" is the plan said done)
                and not re.search(
                    r"重新|再次|再度|修改后|\b(?:again|re-?submi\w*|re-?appl\w*|re-?lodg\w*)", c.text, re.I
                )
                and any(v.kind == "date" and v.value[2] is not None for v in c.values)
                and any(m.id == event and modality(self.lex, o, m) in (None, "done") for m in o.events)
                and not self.lex.words["planned"].search(o.text)
                and not self.lex.words["predicted"].search(o.text)
            ):
                return True
            if len(mine & grams(o.text, self.source.lang)) / len(mine) < 0.6:
                continue
            if any(m.id == event and modality(self.lex, o, m) == state for m in o.events):
                return True
        return False

    def restates_other_paragraph(self, part: Part, c: Clause, duty: bool = True) -> bool:
        """The clause says again, nearly word for word, a clause of a paragraph that is not the fact's source
        ("衡正水质检测中心负责水质本底检测和通水前检测", the duty list, beside the test reported done elsewhere): that
        paragraph's statement, not the fact's. With ``duty`` (for a state said wrong), only a duty said again."""
        if self.doc.lang != self.source.lang:
            return False
        mine = grams(without_values(strip_label(c.text)), self.doc.lang)
        if len(mine) < 4 or duty and not _DUTY.search(c.text):
            return False  # only a duty said again ("负责…", "is responsible for …")
        ids = next((f.sources for f in self.facts.facts if part in f.parts), ())
        lines = {i for i, p in enumerate(self.material_ids) if p in ids}
        return any(
            o.line not in lines
            # (a sentence said again: in its words anywhere in that sentence, "村委会补齐勘察报告后，于2026年5月18日重新
            # 提交了申请" said without its comma)
            and len(
                mine
                & grams(without_values(o.text if duty else self.source.sentence_text(o.sentence)), self.source.lang)
            )
            / len(mine)
            >= 0.85
            # with no value of its own ("reviewed the tender documents in June 2027" dates what the duty list
            # only names)
            and all(
                any(
                    self._same_value(v, x)
                    # (a sentence said again: its values anywhere in that sentence, "2026年2月3日，县水利局书面要求…")
                    for x in (o.values if duty else [x for q in self.source.sentences()[o.sentence] for x in q.values])
                )
                for v in c.values
            )
            for o in self.source.clauses
        )

    def restates_undated(self, c: Clause, v: Value) -> bool:
        """The clause says again, with a date, an act the material leaves undated ("installation starts on 1
        September 2026" where "Installation is planned to start once the funding is approved"; "数据接口开发定于3月
        1日启动" where "数据接口开发在审批通过后启动"): the source sentences that say most of its words hold no date."""
        if self.doc.lang != self.source.lang:
            return False
        mine = grams(without_values(strip_label(c.text)), self.doc.lang)
        if len(mine) < (4 if self.doc.lang == "zh" else 2):
            return False
        best, dated, waits = 0.0, False, False
        for i, sent in self.source.sentences().items():
            text = self.source.sentence_text(i)
            share = len(mine & grams(text, self.source.lang)) / len(mine)
            if share >= 0.3 and any(self.in_source_value(v, s) for o in sent for s in o.values):
                return False  # a sentence of the material gives the date to what the clause says ("原合同将于…到期")
            if share >= 0.6:
                best = max(best, share)
                dated = dated or any(s.kind == "date" for o in sent for s in o.values)
                # the material says why it has no date: it waits on something, or no date is set
                waits = waits or bool(_WAITS.search(text) or _NO_DATE.search(text))
        return best >= 0.75 and waits and not dated

    def undated_in_source(self, c: Clause) -> bool:
        """The clause's act, by another party than the fact's subject, is one a sentence of the material states
        without any date ("so Lineright can start digging access pits in the last week of February" where
        "Lineright digs the access pits and installs the lining"): its date is not the fact's."""
        if self.doc.lang != self.source.lang:
            return False
        mine = grams(without_values(strip_label(c.text)), self.doc.lang) - grams(" ".join(EDGE_WORDS), self.doc.lang)
        if len(mine) < (4 if self.doc.lang == "zh" else 3) or sum(1 for v in c.values if v.kind == "date") > 1:
            return False  # "It runs from 14 September 2026 to 11 December 2026 at Eastgate": a period of its own
        # the act's own words, beyond the names of its things ("digging access pits", not "Eastgate branches")
        names = grams(" ".join(m.text for m in c.entities), self.doc.lang)
        for i, sent in self.source.sentences().items():
            theirs = grams(self.source.sentence_text(i), self.source.lang)
            share = len(mine & theirs) / len(mine)
            if (
                share >= 0.75
                and len((mine - names) & theirs) >= 2
                and not any(s.kind == "date" for o in sent for s in o.values)
            ):
                return True
        return False

    def _same_value(self, v: Value, s: Value) -> bool:
        if v.kind == "date" or s.kind == "date":
            return self.in_source_value(v, s)
        if (
            v.kind == "count"
            and s.kind == "figure"
            and v.unit
            and v.unit.isascii()
            and isinstance(s.value, float)
            and same_number(float(v.value), s.value)
            and s.end >= 0
            and re.match(
                r"\s+of\s+(?:the|these|those|its|their)\s+(?:[\w-]+\s+){0,2}" + re.escape(v.unit.lower().rstrip("s")),
                self.source.text[s.end : s.end + 60].lower(),
            )
        ):
            return True  # "85 of the fragile volumes need conservation": 85 volumes, the noun after "of the"
        return (
            v.kind == s.kind
            and isinstance(v.value, float)
            and isinstance(s.value, float)
            and same_number(v.value, s.value)
        )

    def _named_things(self, unit: str) -> int:
        """How many things the material names with ``unit`` as their head word ("Lot A", "Lot B", "Lot C": 3 lots)."""
        stem = unit.lower().rsplit(" ", 1)[-1].rstrip("s")
        if len(stem) < 3 or not stem.isascii():
            return 0
        if not re.search(r"\b" + re.escape(stem), self.source.text, re.I):
            return 0
        # "Lot A", "Lot B" (the noun and a name), "the Riverside route" (the noun as the head); not "kiosk logs"
        named = re.compile(rf"(?i:{re.escape(stem)}s?)\s+[A-Z0-9]\w{{0,3}}|(?i:.*\b{re.escape(stem)}s?)")
        return sum(1 for aliases in self.facts.entities.values() if any(named.fullmatch(a) for a in aliases))

    def _enumerated_after(self, unit: str) -> int:
        """How many declared things the material lists right after the noun ("The market towns of Kirkby Staithe and
        Hallowfield": 2 market towns), the most of any such list."""
        stem = unit.lower().rsplit(" ", 1)[-1].rstrip("s")
        if len(stem) < 3 or not stem.isascii():
            return 0
        best = 0
        mentions = [m for c in self.source.clauses for m in c.entities]
        words = re.escape(unit.lower().rstrip("s"))
        for found in re.finditer(rf"\b{words}s?\s*(?:of|:|\(|,)\s*", self.source.text, re.I):
            end = re.search(
                r"[.;)]|\b(?:is|are|was|were|has|have|will|remain|remains|stay|stays)\b|$",
                self.source.text[found.end() :],
            )
            stop = found.end() + (end.start() if end else 0)
            listed = {m.id for m in mentions if found.end() <= m.start < stop}
            tail = self.source.text[found.end() : stop]
            if re.fullmatch(r"[^,]*(?:,[^,]*)*\band\b[^,]*", tail) or len(listed) >= 2:
                best = max(best, len(listed))
        return best

    def _listed_zh(self, unit: str) -> int:
        """How many names the Chinese material lists, joined by 、/和/及/与, each ending with a character of the noun
        after the classifier ("座祠堂": "陈氏宗祠和周家祠堂", 2), the most of any such list."""
        noun = re.sub(r"[^\u4e00-\u9fff]", "", unit)[1:3]
        if self.source.lang != "zh" or len(noun) < 2:
            return 0
        item = rf"(?:(?![和及与])[\u4e00-\u9fff]){{1,6}}?[{noun}]+"
        sep = r"(?:、|和|及|与|以及)"
        return max(
            (len(re.findall(item, m.group(0))) for m in re.finditer(rf"{item}(?:{sep}{item})+", self.source.text)),
            default=0,
        )

    def _gap_between_dates_said(self, v: Value) -> bool:
        """``v`` (a length) is the time between two dates of the material, one of which the answer gives in the
        sentence or the one before ("expired a year earlier, on 30 November 2026"; "April 2027 …, Ward 9 two months
        later")."""
        if self._gaps is None:
            dates = {
                (y, mo, d)
                for c in self.source.clauses
                for x in c.values
                if x.kind == "date"
                for y, mo, d in [x.value]
                if y and mo
            }
            day = {t: datetime.date(t[0], t[1], t[2] or 1).toordinal() for t in dates}
            self._gaps = [(a, b, abs(day[a] - day[b])) for a in dates for b in dates if a != b]
        at = next((c.sentence for c in self.doc.clauses if c.start <= v.start < c.end), None)
        said = {
            (x.value[1], x.value[2])
            for c in self.doc.clauses
            if at is not None and c.sentence in (at, at - 1)
            for x in c.values
            if x.kind == "date" and x.value[1]
        }
        return any(
            abs(v.value - gap) <= 0.12 * gap and ((a[1], a[2]) in said or (b[1], b[2]) in said)
            for a, b, gap in self._gaps
        )

    def copies_source(self, c: Clause, v: Value) -> bool:
        """The clause is a source clause copied word for word, value included ("县水利局申请省级补助210万元" where the
        material says the bureau asked for 210万元 and the fund caps it at 186万元): whatever fact its words seem
        to name, it says what the material says of it, so a value there is never a distortion of another fact."""
        if not self.in_source(v):
            return False
        mine = _copy_key(c.text)
        # words of its own besides the value ("GBP 1.45 million" after a label copies nothing but the value)
        return bool(c.entities) and len(_copy_key(without_values(c.text))) >= 6 and mine in self._source_copy_key

    @functools.cached_property
    def _source_copy_key(self) -> str:
        return _copy_key(self.source.text)

    def _held_at(self, v: Value, names: list) -> bool:
        """A name of ``names`` follows ``v`` as the place its things are held at ("32 students at workstations")."""
        words = "|".join(re.escape(str(n)) for n in names if n)
        return bool(words) and bool(
            re.match(
                rf"[^.;,]{{0,24}}?\b(?:at|on|in|across)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+)?(?:{words})\b",
                self.doc.text[v.end : v.end + 60],
                re.I,
            )
        )

    def in_source(self, v: Value) -> bool:
        if (
            v.kind == "figure"
            and re.fullmatch(r"[A-Za-z]+(?:-[A-Za-z]+)?", v.text)
            and re.search(rf"\b{re.escape(v.text)}\b", self.source.text, re.I)
        ):
            return True  # "| Supporting clubs & schools | twelve (12) |": the number word the material writes
        if v.kind == "count" and v.unit and v.value >= 2 and self._named_things(v.unit) == v.value:
            return True  # "the tender covers three lots": the material names Lot A, Lot B and Lot C
        if v.kind == "count" and v.unit and v.value >= 2 and self._enumerated_after(v.unit) == v.value:
            return True  # "the two market towns": "The market towns of Kirkby Staithe and Hallowfield"
        if v.kind == "count" and v.unit and v.value >= 2 and self._listed_zh(v.unit) == v.value:
            return True  # "两座祠堂的正殿" where the material says "陈氏宗祠和周家祠堂的正殿": the two it lists
        rough = v.kind == "duration" and said_roughly_before(self.doc.text, v)
        if v.kind == "duration" and any(abs(v.value - d) <= (0.25 if rough else 0.12) * d for d in self.source_spans):
            return True  # the length of a period the material gives by its dates
        if (
            v.kind == "duration"
            and re.match(
                r"\s*(earlier|later|before|after|afterwards|on|之后|以后|后|前|之前|以前)",
                self.doc.text[v.end : v.end + 12],
            )
            and self._gap_between_dates_said(v)
        ):
            return True  # "Ward 9 two months later", "which expired a year earlier": two of the material's dates
        if (
            v.kind == "figure"
            and v.value in _SMALL_WORDS
            and re.search(_SMALL_WORDS[v.value], self.source.text, re.I)
            and re.search(r"^\s*(per|each|a|an|at each|for each)\b|^\s*[每各]", self.doc.text[v.end : v.end + 12], re.I)
        ):
            return True  # "6 (2 per branch)" where the material says "two at each branch": the same number in words
        if (
            v.kind == "count"
            and any(
                p.type == "count"
                and same_number(float(p.value["count"]), v.value)
                and (
                    (v.unit or "").lower() in {u.lower() for u in p.value.get("unit", ())}
                    # "38 cast-iron sections": a declared unit after a word that describes it
                    or self.doc.lang != "zh"
                    and any((v.unit or "").lower().endswith(" " + str(u).lower()) for u in p.value.get("unit", ()))
                    # "18台远程心电采集设备": the classifier the fact declares, then a name of the fact's subject
                    or self.doc.lang == "zh"
                    and (v.unit or "")[:1] in p.value.get("unit", ())
                    and len(v.unit or "") > 2
                    and any(a.startswith((v.unit or "")[1:]) for a in self.facts.entities.get(p.subject, ()))
                    # "will seat 32 students at workstations": the count of people the fact's things hold, the
                    # fact's thing named right after
                    or self.doc.lang != "zh"
                    and self._held_at(v, [*p.value.get("unit", ()), *self.facts.entities.get(p.subject, ())])
                )
                for f in self.facts.facts
                for p in f.parts
            )
        ):
            return True  # "four boats": a count fact's own number, in one of the units the fact declares
        noun = (v.unit or "") + self._answer_noun(v) if v.kind == "count" else ""
        for s in self.source_values:
            if s.kind != v.kind and not {s.kind, v.kind} <= {"amount", "figure", "count"}:
                continue
            if {s.kind, v.kind} == {"amount", "count"}:
                continue  # "单程票价为2元" is no sum of the material's "校车2辆": a price is not a number of things
            if v.kind == "date" and s.kind == "date":
                if self.in_source_value(v, s):
                    return True
            elif (
                v.kind == "count"
                and v.value == 2.0
                and (v.unit or "").lower().rsplit("-", 1)[-1].rstrip("s")[:5] in self.source_pairs
            ):
                return True
            elif (
                v.kind == "count"
                and s.kind == "count"
                # (an answer in another language than the material's: its nouns cannot be compared, the number can)
                and self.doc.lang == self.source.lang
                and not _same_noun(noun, (s.unit or "") + self._noun_before.get(id(s), ""), v.value)
                and not (id(s) in self._elided_noun and _same_noun(noun, self._elided_noun[id(s)], v.value))
                # "溪口6间" for "溪口果蔬专业合作社6间": two names of one declared thing before the same classifier
                and not (
                    (v.unit or "") == (s.unit or "")
                    and (mine := self._thing_before(self.doc, v)) is not None
                    and mine == self._thing_before(self.source, s)
                )
            ):
                continue  # "two kiosks" is not supported by "both branches"
            elif v.kind != "date" and s.kind != "date" and isinstance(v.value, float) and isinstance(s.value, float):
                if same_number(v.value, s.value) or (v.kind == "duration" and abs(v.value - s.value) <= 0.1 * s.value):
                    return True
        return False


# A step that waits on another ("once the funding is approved", "在审批通过后启动").
_WAITS = re.compile(
    r"\b(once|after|until|when|upon|pending|depends? on|depending on|as soon as)\b"
    r"|之后|以后|通过后|批准后|获批后|完成后|到位后|一旦|待[^定]|如果|若",
    re.I,
)
# The material saying a step has no date yet ("no date has been set", "时间另行通知", "择期安排").
_NO_DATE = re.compile(
    r"\bno (date|time|timing)\b|\b(date|timing) has (not|yet to) been (set|fixed|agreed)"
    r"|\bto be (announced|confirmed|decided)\b|\bTBD\b|另行通知|另行确定|择期|待定|时间未定|尚未确定",
    re.I,
)

# Small numbers as the material may spell them ("two at each branch", "每校两台").
_SMALL_WORDS = {
    float(n): rf"\b{en}\b|{zh}(?=[个台辆名位所家处套间部])"
    for n, en, zh in (
        (2, "two", "[两二]"),
        (3, "three", "三"),
        (4, "four", "四"),
        (5, "five", "五"),
        (6, "six", "六"),
        (7, "seven", "七"),
        (8, "eight", "八"),
        (9, "nine", "九"),
        (10, "ten", "十"),
        (12, "twelve", "十二"),
    )
}


# what joins the two ends of a range ("1 September 2027 and 31 January 2028", "3月2日至4月30日", "14.09.2026 – …")
_RANGE_GAP = re.compile(r"\s*(?:至|到|—|–|-|~|～|to|until|till|through|and)\s*(?:次日)?\s*", re.I)


def _span_days(a: tuple | None, b: tuple | None) -> float | None:
    """Days from ``a`` to ``b`` inclusive (dates as (year, month, day)); None when either lacks a day. A date
    without a year takes the other's ("6 July – 28 August 2026" is one summer, not 26 years)."""
    if not a or not b or None in (a[1], a[2], b[1], b[2]):
        return None
    import datetime as dt

    ya, yb = a[0] or b[0] or 2000, b[0] or a[0] or 2000
    return float((dt.date(yb, b[1], b[2]) - dt.date(ya, a[1], a[2])).days + 1)


def _same_noun(a: str | None, b: str | None, n: float = 0.0) -> bool:
    """Counted nouns agree (English plurals by their stem; Chinese nouns after the classifier share a character:
    "三个仓" and "三个试点仓库" agree, "3名驻场工程师" and "三部分费用" do not; a bare classifier agrees with any,
    and so does a Chinese pair: "两次班次之间" is a way of speaking, not a figure)."""
    a, b = (a or "").lower().rsplit("-", 1)[-1], (b or "").lower().rsplit("-", 1)[-1]
    if not (a.isascii() and b.isascii()):
        if n <= 2:
            return True
        na, nb = (re.sub(r"[^\u4e00-\u9fff]", "", u)[1:] for u in (a, b))
        if na in GENERIC_ZH_NOUNS or nb in GENERIC_ZH_NOUNS:
            return True  # "420台机器" and "420台直饮水设备": a word for any machine, the classifier decides
        return not (na and nb) or bool(set(na) & set(nb))
    if a in ANY_NOUN or b in ANY_NOUN:
        return True  # "46 pcs", "46 units": a word of counting, any thing's
    if a.rstrip("s")[:5] in _PLACE_NOUNS and b.rstrip("s")[:5] in _PLACE_NOUNS:
        return True  # "the 14 locker spots" for "the 14 locker locations": a word for a place, any place's
    return bool(a and b) and a.rstrip("s")[:5] == b.rstrip("s")[:5]


_PLACE_NOUNS = {"site", "locat", "spot", "place", "posit"}


_DUTY = re.compile(r"负责|牵头|承担|\b(responsible for|in charge of|handles|looks after)\b", re.I)


@lru_cache(maxsize=4096)
def _cue_pattern(cue: str) -> re.Pattern:
    # an ending, the last consonant doubled or not ("capped", "planned"); a final y as i ("carried", "carries")
    ied = rf"|{re.escape(cue[:-1])}i(?:ed|es)" if re.search(r"[^aeiou]y$", cue) else ""
    return re.compile(rf"(?<![a-z])(?:{re.escape(cue)}(?:s|es|ed|d|ing|{re.escape(cue[-1])}(?:ed|ing))?{ied})(?![a-z])")


def _cue_found(cue: str, low: str) -> bool:
    """A cue word in the text: a Latin cue as a word of its own, with an ending ("cap" in "capped", not in
    "capital"); a Chinese cue anywhere."""
    verb_for = re.fullmatch(r"([a-z]+) for", cue) if cue.endswith(" for") else None
    if verb_for and re.search(rf"\b{verb_for.group(1)}(?:\s+[\w'’-]+){{1,5}}\s+for\b", low):
        return True  # "asking the Northshore Regional Transport Fund for": the one asked named between
    if cue not in low and not (re.search(r"[^aeiou]y$", cue) and cue[:-1] + "i" in low):
        # a verb's other forms in a phrase ("pays for" as "pay for", "paid for", "paying for")
        head = re.fullmatch(r"([a-z]{3,}?)(?:ies|es|s)( [a-z]+)", cue)
        if head is None:
            return False
        stem, rest = head.group(1), head.group(2)
        forms = {stem + rest, stem + "e" + rest, stem + "ing" + rest, stem + "ed" + rest, stem + "y" + rest}
        if stem.endswith("ay"):
            forms.add(stem[:-1] + "id" + rest)  # pays -> paid
        return any(re.search(rf"\b{re.escape(f)}\b", low) for f in forms)
    if not re.search(r"[a-z]", cue):
        return True
    return bool(_cue_pattern(cue).search(low))


# Chinese nouns that name any machine or thing after a classifier ("台机器", "台设备", "套装置")
# ("三十六户人家": 人家 is the households themselves, a word for any family)
GENERIC_ZH_NOUNS = {"机器", "设备", "装置", "机组", "东西", "机子", "人家"}
# English words that count anything ("46 pcs", "48 units")
ANY_NOUN = {"pcs", "pc", "pieces", "piece", "items", "item", "units", "unit", "sets", "set", "nos", "no"}


def date_matches(v: Value, target: tuple, target_part: str | None = None) -> bool:
    if not date_within(v.value, target) or v.value[1] is None and target[1] is not None and v.value[0] is None:
        return False
    if v.part and target[2] is not None:
        lo, hi = _PART_DAYS[v.part]
        return lo <= target[2] <= hi
    if v.part and target_part:
        return v.part == target_part
    if v.part and target[1] is not None and target[2] is None:
        return False  # "Millbrook late October" where the material says "in October": a part it never gives
    if target_part and v.value[2] is not None:
        lo, hi = _PART_DAYS[target_part]
        return lo <= v.value[2] <= hi
    return True


_FUNDER_PAYS = re.compile(
    r"\b(will|would|is to|shall|is going to)\s+(pay|provide|contribute|give)\b|\bpays\b|将(拨付|资助|补助|支付)"
)
_ASKED = re.compile(r"\b(requested|requests|asked for|asks for|applied for|applies for|bid for)\b|申请|申报|请求", re.I)
_AWARD = re.compile(r"\b(approved|approves|approve|approving|awarded|granted)\b|批准|获批|批复|核定|核拨", re.I)


def award_moved(ctx: Context, c: Clause, v, want: float) -> bool:
    """ "The panel approved the full GBP 450,000 requested" where the material approves the fact's GBP 412,000 and
    gives GBP 450,000 only to an earlier request: the answer's approval, of a sum the material never approves. The
    material's sentence with the fact's amount approves it; the material's clause with the answer's amount does not;
    the answer's clause approves (not denied) before its amount."""
    key = (c.start, v.start, want)
    if key not in ctx._awards:
        ctx._awards[key] = _award_moved(ctx, c, v, want)
    return ctx._awards[key]


def _award_moved(ctx: Context, c: Clause, v, want: float) -> bool:
    lead = ctx.doc.text[c.start : v.start]
    said = _AWARD.search(lead)
    if said is None and (pays := _FUNDER_PAYS.search(lead)) is not None:
        # "Under the approval the fund will pay EUR 1,480,000" where the material says "The service requested EUR
        # 1,480,000": the sum asked for, said as paid by another party than the one that asked for it (not "the
        # service will pay its own EUR 410,000")
        payer = [m for m in c.entities if m.end <= c.start + pays.start()][-1:]
        if not payer or ctx.lex.words["negation"].search(lead):
            return False
        asked = [
            (o, w)
            for o in ctx.source.clauses
            for x in o.values
            if x.kind == "amount"
            and same_number(x.value, v.value)
            and (w := _ASKED.search(o.text[: x.start - o.start])) is not None
        ]
        return bool(asked) and all(
            payer[0].id not in {m.id for m in o.entities if m.start - o.start < w.start()} for o, w in asked
        )
    if said is None or ctx.lex.words["negation"].search(lead[said.start() :]):
        return False
    # the answer's amount is in the material, and no material clause holding it approves it
    holders = [o for o in ctx.source.clauses for x in o.values if x.kind == "amount" and same_number(x.value, v.value)]
    if not holders or any(_AWARD.search(o.text) for o in holders):
        return False
    # the material approves the fact's amount in a sentence of its own
    approving = [
        sent
        for i, sent in ctx.source.sentences().items()
        if _AWARD.search(ctx.source.sentence_text(i))
        and any(x.kind == "amount" and same_number(x.value, want) for o in sent for x in o.values)
    ]
    if not approving:
        return False
    # what is approved: the thing before a passive ("Gullstone Harbour was approved for"), else the object after the
    # verb ("approved Gullstone Harbour's application for"); another applicant's sum is no sum of this fact
    at = c.start + said.start()
    passive = re.search(r"\b(was|were|is|are|been|be|got|get)\s+$|被$", lead[: said.start()]) or said.group(0) == "获批"
    near = (
        [m for m in c.entities if m.end <= at][-1:]
        if passive
        else [m for m in c.entities if at < m.start < v.start][:1]
    )
    ours = ctx.fact_subjects | {m.id for sent in approving for o in sent for m in o.entities}
    return not near or near[0].id in ours


def _copy_key(text: str) -> str:
    """The text less spacing, punctuation and markup, lowercased: what a word-for-word copy keeps."""
    return re.sub(r"[\W_]+", "", text).lower()


def bound_values(ctx: Context, part: Part, kinds: tuple[str, ...], minimum: int = 1):
    """(clause, value, score) for every value of ``kinds`` in a clause about ``part`` (score >= ``minimum``).

    Values are read in the source list too: "| 预算（150万元） | A04 |" gives the budget a second value."""
    sentences = ctx.doc.sentences()
    for c in ctx.all_clauses:
        s = ctx.score(part, c)
        if (
            not s
            and part.type in ("money", "count")
            and any(
                part.subject in {m.id for m in o.entities} or ctx.cue_in(part, o.text)
                for o in sentences.get(c.sentence, ())
                if o.start < c.start
            )
        ):
            s = 1  # "经费方面，试点最多可用120万元": the subject or a cue named earlier in the sentence
        if (
            not s
            and part.type == "money"
            and (part.value.get("bound") != "max" or c.has("max_bound"))
            and any(
                v.kind == "amount"
                and v.unit in (part.value.get("currency"), None)
                and abs(float(v.value) - float(part.value["amount"])) < 0.005 * float(part.value["amount"])
                for v in c.values
            )
        ):
            s = 1  # "the whole bill may not go above GBP 3.8 million": the very amount, with the cap's bound
        if not s and part.type == "money" and any(_cost_of_the_thing_after(ctx, part, c, v) for v in c.values):
            s = 1  # "Of the GBP 18,400 project": the amount before a thing is its cost, the fact's "total project cost"
        if not s and part.type == "count" and any(counted_by_a_fact(ctx.facts, v) for v in c.values):
            s = 1  # "covers only the twelve stops of the Blue Line": the very count, in a unit the fact declares
        if (
            not s
            and part.type == "count"
            and ctx.lex.lang == "zh"
            and any(counts_the_subject(ctx, part, v) for v in c.values)
        ):
            # "42台增氧设备的安装调试计划于5月进行": the noun after the classifier is the subject's, though a longer
            # name of another thing ("增氧设备的安装调试") took it
            s = 1
        if (
            not s
            and part.type == "count"
            and ctx.lex.lang == "zh"
            and any(
                v.kind == "figure"
                and same_number(float(v.value), float(part.value["count"]))
                and any(len(u) >= 2 and ctx.doc.text[v.end : v.end + len(u)] == u for u in part.value.get("unit", ()))
                for v in c.values
            )
        ):
            s = 1  # "…两块场地，共1280平方米，…": the very number, in a measure the fact declares
        if (
            not s
            and part.type == "money"
            and any(
                v.kind == "amount"
                and v.unit in (part.value.get("currency"), None)
                and award_moved(ctx, c, v, float(part.value["amount"]))
                for v in c.values
            )
        ):
            s = 1  # "The panel approved the full GBP 450,000 requested": the sum approved, the fact's in the material
        if (
            not s
            and part.type == "money"
            and not c.entities
            and not c.events
            and c.has("max_bound") == (part.value.get("bound") == "max")
            and any(v.kind == "amount" for v in c.values)
            and not any(ctx.in_source(v) for v in c.values if v.kind == "amount")
            and any(
                o.line == c.line
                and o.end <= c.start
                and ctx.score(part, o)
                and any(x.kind == "amount" for x in o.values)
                for o in ctx.doc.clauses
            )
        ):
            # "capped at USD 7.2 million; including driver training the ceiling is USD 7.6 million": a second cap on
            # the line of the first, naming nothing else, with a sum the material never gives
            s = 1
        if (
            not s
            and part.type == "period"
            and re.match(r"\W*(?:(?:to|until|till|through)\b|至|到(?!位))", c.text, re.I)
            and any(ctx.score(part, o) for o in sentences.get(c.sentence, ()) if o.end <= c.start and o.has("start"))
        ):
            s = 1  # "from the start of November 2027 (1 November) to the end of March 2028": the end, apart
        if not s and c.values and not re.sub("|".join(re.escape(v.text) for v in c.values), "", c.text).strip(" -*•|"):
            # "- 11 November 2026: pilot ends": a date that labels the line is said of what follows its colon
            nxt = next((o for o in ctx.doc.clauses if o.line == c.line and o.start >= c.end), None)
            if nxt is not None and re.fullmatch(r"\*{0,2}\s*[:：]\s*\*{0,2}\s*", ctx.doc.text[c.end : nxt.start]):
                s = ctx.score(part, nxt)
        if not s and (prev := ctx.doc.bracket_after(c)) is not None:
            # "这个项目从今年7月1日干到年底（2026年12月31日）": a bracket holding nothing but the values of the clause
            # before it, in its sentence, is said of what that clause is about
            s = ctx.score(part, prev)
        if s < minimum:
            continue
        for v in c.values:
            if v.kind in kinds:
                yield c, v, s


def counts_the_subject(ctx: Context, part: Part, v) -> bool:
    """A Chinese count whose noun after the classifier is the subject's name, read within the value ("42台增氧设备"):
    the longest name any thing has at that noun, cut at the value's end, is one of the subject's ("16台叶轮式增氧机"
    counts the impellers, a subset, not the equipment)."""
    if v.kind != "count" or not v.unit:
        return False
    # (the unit read holds the classifier and the noun after it: "台增氧设备"; the classifier must be the fact's)
    unit = next((u for u in sorted(part.value.get("unit", ()), key=len, reverse=True) if v.unit.startswith(u)), None)
    noun = v.unit[len(unit) :] if unit else ""
    if len(noun) < 2:
        return False
    best = max(
        ((len(a), eid) for eid, names in ctx.facts.entities.items() for a in names if noun.startswith(a)),
        default=None,
    )
    return best is not None and best[1] == part.subject


def _cost_of_the_thing_after(ctx: Context, part: Part, c: Clause, v) -> bool:
    """An amount that qualifies the thing named right after it ("the GBP 18,400 project", "a €85k scheme"), where the
    money fact's subject is that thing's cost ("total project cost")."""
    if v.kind != "amount" or v.unit not in (part.value.get("currency"), None) or ctx.doc.lang != "en":
        return False
    thing = next(
        (m for m in c.entities if 0 <= m.start - v.end <= 2 and not ctx.doc.text[v.end : m.start].strip(" -")), None
    )
    if thing is None or thing.id == part.subject:
        return False
    word = re.escape(thing.text.lower())
    return any(
        re.search(rf"\b{word}\s+(?:cost|costs|budget|price|value|bill)\b", a.lower())
        for a in ctx.facts.entities.get(part.subject, ())
    )


def other_event(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause is about another fact's event (a go-live date is not the pilot's period)."""
    own = set(part.events())
    return any(
        m.id not in own
        and any(m.id in p.events() for f in ctx.facts.facts for p in f.parts if p.type in ("date", "modality"))
        # "The programme starts on 1 April 2026": a bare start or end word said of the subject is its own edge,
        # whatever event a sample also names with it
        # ("…, starting on 1 April 2027": the subject carried from the clause before)
        and not (m.text.lower() in EDGE_WORDS and ({e.id for e in c.entities} or set(c.carried)) == {part.subject})
        and not subjects_verb(ctx, part, c, m, of_any=True)
        # (not the event's word inside a scope part's name: "… and covers only the main studio refit")
        and not inside_a_name(c, m, ctx.scope_parts)
        and not _next_predicate(ctx, part, c, m)
        for m in c.events
    )


def _next_predicate(ctx: Context, part: Part, c: Clause, m) -> bool:
    """The event word comes in a second predicate of the fact's subject, after every date of the clause ("The funded
    project runs from 1 June 2026 to 31 October 2026 and will install 24 rainwater tanks", "项目自6月1日起实施，并
    将安装24个水箱"): the dates are the subject's, said before it."""
    dates = [v for v in c.values if v.kind in ("date", "duration")]
    return (
        bool(dates)
        and any(e.id == part.subject and e.end <= dates[0].start for e in c.entities)
        and all(v.end <= m.start for v in dates)
        and bool(
            re.search(
                r"\s(?:and|then)\s+(?:\w+\s+){0,2}$|[，,]?\s*(?:并|然后|再)[一-鿿]{0,2}$",
                ctx.doc.text[dates[-1].end : m.start],
                re.I,
            )
        )
    )


def inside_a_name(c: Clause, m, things: set[str]) -> bool:
    """The mention ``m`` lies inside the longer name of one of ``things`` the clause gives ("refit" in "the main studio
    refit")."""
    return any(
        e.id in things and e.start <= m.start and m.end <= e.end and e.end - e.start > m.end - m.start
        for e in c.entities
    )


def subjects_verb(ctx: Context, part: Part, c: Clause, m, *, of_any: bool = False) -> bool:
    """ "The trial deployment runs from …": the event word ``m`` right after the fact's subject, naming no thing
    itself, is the subject's own verb, whatever event a sample's word list also gives that word. With ``of_any``,
    right after any thing that is not the subject of the event's own fact ("The works would run from …" where the
    sample gives "run" to the consultation): that thing's verb, not the event."""
    owners = {p.subject for f in ctx.facts.facts for p in f.parts if m.id in p.events()}
    return (
        not any(e.start < m.end and m.start < e.end for e in c.entities)
        and any(  # "deployment drill": a thing
            (e.id == part.subject or of_any and owners and e.id not in owners)
            and e.end <= m.start
            # ("The proposed works period in the application runs from …": a short phrase of place between)
            and re.fullmatch(
                # ("the resurfacing works themselves run from …": a reflexive or a quantifier between)
                r"\s+(?:(?:itself|themselves|alone|both|all|each)\s+)?"
                r"(?:(?:in|of|for|under|at|on)\s+(?:the\s+|its\s+|their\s+|this\s+)?[\w'’-]+(?:\s+[\w'’-]+)?\s+)?"
                # ("The works would run from …", "are due to run")
                # ("Our workshop project was planned to run from …")
                r"(?:(?:will|shall|would|(?:is|are|was|were)(?: set| due| planned| scheduled| expected)? to)\s+)?"
                r"|[将会]",
                ctx.doc.text[e.end : m.start],
            )
            for e in c.entities
        )
    )
