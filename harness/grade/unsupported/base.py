"""What the material says, read once for the finders of unsupported additions: what it reports done, planned, not done
or refused, its statuses and marks, and its sentences cut at semicolons with the parties each part names."""

from __future__ import annotations

from typing import TYPE_CHECKING

from harness.grade import rx as re
from harness.grade.extract import Clause, Document, modality, stated_status
from harness.grade.lexicon import STAGE, claim_markers
from harness.grade.text import grams
from harness.grade.unsupported.words import (
    _DUTY_WORD,
    _DUTY_ZH,
    _PAST_ACT,
    _RULE_WORDS,
    _act,
    _against_as_of,
    _done_verbs,
    _source_as_of,
    _units,
    _without_refused,
    denied_before,
)


def _plain_past(ctx, c, m) -> bool:
    """ "and the fund recovered GBP 72,000 of the money": an English act in the simple past, no word of time or
    modality around it, told as done."""
    before = ctx.source.text[max(c.start, m.start - 40) : m.start]
    if ctx.lex.lang == "zh":
        # "县交通运输局于2025年11月12日同意延期": an act on a day the material gives, no word of a plan around it
        return (
            not m.negated
            and modality(ctx.lex, c, m) is None
            # (the year may be left to the sentence before: "并于5月27日正式受理")
            and re.search(r"于\s*(?:\d{4}\s*年\s*)?\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?[^，。；]{0,6}$", before)
            is not None
            # (将 as "will", not as the object marker before its thing: "于2025年12月22日将该项目纳入…")
            and re.search(r"计划|拟|将(?![该此这本其上])|预计|准备|打算|须|应|需|要|定|安排|争取|力争", before) is None
        )
    return (
        ctx.lex.lang == "en"
        and not m.negated
        and modality(ctx.lex, c, m) is None
        and re.fullmatch(r"[a-z]+ed", m.text) is not None
        # ("The fund's assessment panel assessed and scored …": a name of more words, a second act after "and")
        and re.search(
            # ("the Fund's complaints officer dismissed the complaint", "the Chapel Society complained": a name with
            # capitals)
            r"\b(the|its|their|[A-Z][a-z]+)\s+(?:[A-Za-z]+['’]s\s+)?(?:[A-Za-z][a-z]*\s+){1,2}(?:[a-z]+ed\s+and\s+)?$",
            before,
        )
        is not None
        and re.search(
            r"\b(to|be|been|being|will|would|shall|should|must|can|could|may|might|if|unless|once|until|not|no)\s+"
            r"(?:\w+\s+){0,2}$",
            before,
            re.I,
        )
        is None
        and not re.match(r"\s+by\b", ctx.source.text[m.end : m.end + 4])
    )


_DECIDED = re.compile(r"\b(?:decided|agreed|resolved|voted|chose)\s+to\b|决定(?!是否)", re.I)


def _dated_act_zh(lang: str, c, sentence: str = "") -> bool:
    """ "于2026年4月8日暂停审查": a Chinese act on a day the material gives, no plan, rule or deadline around it."""
    if lang == "zh" and re.fullmatch(r"\W*\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日号]\W*", c.text):
        # "2026年5月8日，青溪公交与白石公交有限公司合并组建…": the day a sentence opens with (not a notice asking for
        # what is still to be done: "书面通知…在15个工作日内补正材料")
        return not re.search(r"通知|要求|责令|责成|计划|拟|预计|将于|须|应当|需要", sentence)
    return (
        lang == "zh"
        and re.search(
            r"(?<![将拟定须应需要])于\s*\d{4}\s*年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?(?![^，。；]{0,3}(?:前|之前|以前))",
            c.text,
        )
        is not None
        and not re.search(r"须|应当|需要|必须|计划|拟|预计|将于|将在", c.text)
    )


# a first stage named ("stage 1", "the expression of interest", "初审"), and the words that say it was passed
_FIRST_STAGE_NAME = re.compile(
    rf"{STAGE.pattern}|\b(?:stage[- ](?:1|one)|first stage|expression of interest|round one|first round)\b", re.I
)
_PASSED = re.compile(r"\b(?:passed|cleared|got through|was accepted|were accepted)\b|通过|过了", re.I)


def _act_named_after(text: str) -> str | None:
    """The kind of act the done verb's object names ("lodged an appeal": an appeal; "made a request"), else None
    (a thing: "completed a drainage survey")."""
    m = re.match(r"\s+(?:an?|the|its|their|his|her|our)\s+([a-z]+)\b", text)
    kind = _act(m.group(1)) if m else None
    return kind if kind and kind.startswith("ACT:") else None


class Base:
    """The material's claims, read once; each finder mixin below adds what it looks for."""

    def __init__(self, ctx, body: list[Clause], skip: set[int]):
        self.ctx, self.body, self.skip = ctx, body, skip
        self.doc: Document = ctx.doc
        self.source: Document = ctx.source
        self.items: list[dict] = []
        self._context = ""
        self._seen: set[tuple[str, int]] = set()
        self._planned: dict[int, bool] = {}
        self._party_ids: set[str] | None = None
        self._decider_ids: set[str] | None = None
        self._sentence_dates: dict[str, list] = {}  # the dates of a source sentence (Claims._dated_there)
        src = ctx.source
        # "1路沿线站牌于6月底前安装完毕" after "截至2026年5月20日": a target, not done
        done_before, self._ahead = _against_as_of(src)
        ahead = self._ahead
        self._last_as_of: tuple | None = max(_source_as_of(src).values(), default=None)
        # "(no contract has been signed)": a done form the words right before deny
        self.source_done = {
            m.id
            for c in src.clauses
            if id(c) not in ahead
            for m in c.events
            if (modality(ctx.lex, c, m) == "done" or _plain_past(ctx, c, m))
            and not (
                m.negated
                and (
                    ctx.lex.words["negation"].search(src.text[max(c.start, m.start - 30) : m.start])
                    # ("The group has placed no order": the negation before the verb's object)
                    or re.match(r"\s+(?:no|not any|not a single)\s", src.text[m.end : m.end + 20])
                )
            )
        }
        # the things a required fact reports done ("截至2月10日已完成需求调研": the research)
        self.done_subjects = {
            p.subject
            for f in ctx.facts.facts
            for p in f.parts
            if p.type == "modality" and p.value.get("modality") == "done"
        }
        self.source_planned = {
            m.id for c in src.clauses for m in c.events if modality(ctx.lex, c, m) in ("planned", "predicted")
        }
        # what the material reports not done yet ("The grant has not yet been confirmed", "尚未获批")
        self.source_not_done = {
            m.id
            for c in src.clauses
            for m in c.events
            if (mod := modality(ctx.lex, c, m)) == "not_done" or m.negated and mod in (None, "done")
        }
        self.source_status = {c.status[0] for c in src.clauses if c.status}
        # "approved the amendment on 12 November 2026, subject to one condition": a status the comma splits
        self.source_status |= {
            st[0] for i in {c.sentence for c in src.clauses} if (st := stated_status(ctx.lex, src.sentence_text(i)))
        }
        self.source_marks = {
            k
            for c in src.clauses
            for k in ("commitment", "exception", "predicted")
            for a, _, _ in c.marks.get(k, ())
            # "本批次结果不构成任何承诺", "nothing is promised": a commitment the material denies makes none
            if k != "commitment" or not denied_before(ctx.lex.words["negation"], src.text, a, src.lang, c.start)
        }
        # what the material says together: each sentence, cut at its semicolons ("Responsibilities: the procurement
        # unit manages the bond; Coastline arranges the audit; …" pairs each party with its own duty only), with the
        # words of each segment and the things it names ("the county ecologist checks the riverbank for otter holts":
        # the act's thing is no declared entity, its words still tie the act to its doer)
        self.source_segments: list[tuple[set, set[str], set[str]]] = []  # (words, entities, doers)
        self.source_segment_ids: list[set[str]] = []  # entities and events
        self.source_segment_texts: list[str] = []  # the words of each of source_segments, as written
        for i in sorted({c.sentence for c in src.clauses}):
            mine = [o for o in src.clauses if o.sentence == i]
            at = mine[0].start
            for piece in re.split(r"(?<=[;；])", src.sentence_text(i)):
                inside = range(at, at + len(piece))
                entities = {x.id for o in mine for x in o.entities if x.start in inside}
                events = {x.id for o in mine for x in o.events if x.start in inside}
                # the doers: the parties named before the segment's first duty verb ("明衡工程监理负责施工质量与安全
                # 监理": the supervisor, whose alias the act's words also hold)
                # (a duty word that is its clause's subject is a noun: "a first public siren test is planned")
                verb = next(
                    (
                        v
                        for v in (_DUTY_ZH if src.lang == "zh" else _DUTY_WORD).finditer(piece)
                        if not re.match(r"\s+(?:is|are|was|were|will|has|have|had)\b", piece[v.end() :])
                    ),
                    None,
                )
                # "申报材料由镇农业农村办负责": the doer between 由 and the duty word, in a segment that is that one
                # clause (not "…申报“…项目”，…，建成后由桂园街道办事处负责运营管理", whose first act is another's)
                by = re.search(r"由([^，。；]{2,12})$", piece[: verb.start()]) if verb and src.lang == "zh" else None
                if by is not None and re.search(r"[，,]", piece[: by.start()]):
                    by = None
                if verb and re.search(
                    r"\b(is|are|was|were|be|been|being)\s+$|由[^，。；]{0,12}$", piece[: verb.start()]
                ):
                    verb = None  # "The passenger ferries are run by Skerry Line": the passive names its doer after
                vstart = verb.start() if verb else None
                if vstart is None and src.lang == "en":
                    # "Brackenwood Landscapes digs the pits": a party, then a verb with its object, whatever the verb
                    first = min(
                        (x for o in mine for x in o.entities if x.start in inside), key=lambda x: x.start, default=None
                    )
                    after = re.match(
                        r"\s+(?:also\s+)?(?!(?:needs|requires|has|is|was|includes|covers|contains|means|costs|takes"
                        r"|gets|remains|lies|sits|runs|serves)\b)[a-z]+s\b(?=\s+(?:the|a|an|any|each|all|its|their|new)\b)",
                        src.text[first.end : at + len(piece)] if first else "",
                    )
                    # a party's proper name ("Westmarch Power Networks marks its cables"), not a thing ("The contract
                    # needs the approval of …")
                    if first is not None and after is not None and first.text[:1].isupper():
                        vstart = first.end - at + 1
                doers = {
                    x.id for o in mine for x in o.entities if vstart is not None and at <= x.start < at + vstart
                } - events
                if by is not None:
                    doers |= {x.id for o in mine for x in o.entities if at + by.start(1) <= x.start < at + by.end(1)}
                self.source_segments.append((_units(piece, src.lang), entities, doers))
                self.source_segment_texts.append(piece)
                # (every segment, so that it pairs with its text)
                self.source_segment_ids.append(entities | events)
                at += len(piece)
        # a clause that plans its completion ("全部设备验收计划于2027年8月下旬完成") reports nothing done
        done_sents = {
            c.sentence
            for c in src.clauses
            if (
                c.has("done")
                or any(True for _ in _done_verbs(ctx.lex, c))
                or _dated_act_zh(src.lang, c, src.sentence_text(c.sentence))
            )
            # (将 after 已 is the disposal 把, no "will": "已于2026年4月8日将申请转报省照明资金")
            and (
                not c.has("planned")
                or all(
                    w == "将" and any(a < p for a, _, _ in c.marks.get("done", ()))
                    for p, _, w in c.marks.get("planned", ())
                )
            )
            and id(c) not in ahead
            # "(no contract has been signed)": every done word denied by the words right before it
            and not (
                c.marks.get("done")
                and all(
                    ctx.lex.words["negation"].search(src.text[max(c.start, a - 30) : a]) for a, _, _ in c.marks["done"]
                )
                and not any(True for _ in _done_verbs(ctx.lex, c))
            )
        }
        done_sents |= done_before
        # what a sentence says was refused did not happen ("refused a different request, to begin cabling in Ward 9")
        # nor does a rule said beside it ("…已提交集团投资委员会，获批前不得签订采购合同": no contract was signed)
        sents = src.sentences()
        # nor a step it plans beside what it reports done ("…已于4月9日经公开招标确定，采购合同待资金拨付后签订")
        self.source_done_grams = [
            grams(
                _without_refused(
                    ", ".join(
                        o.text
                        for o in sents[i]
                        if not _RULE_WORDS.search(o.text)
                        # ("the board decided to appeal the amount": a decision taken, no plan)
                        and not (_plans(o) and not o.has("done") and not _DECIDED.search(o.text))
                    )
                ),
                src.lang,
            )
            for i in sorted(done_sents)
        ]
        # what each of those sentences reports done: its things and its dates ("石桥街道的站点已于2025年完成改造";
        # "The authority applied for the licence on 21 July 2026": a dated act in the simple past)
        dated_acts = {
            c.sentence
            for c in src.clauses
            if src.lang != "zh"
            and (m := _PAST_ACT.search(c.text))
            and not re.search(
                r"\b(to|will|be|shall|must|should|would|is|are|once|if|when)\s+$", c.text[: m.start()], re.I
            )
        }
        self.source_done_dated = [
            (
                {x.id for o in src.clauses if o.sentence == i for x in o.entities},
                [v for o in src.clauses if o.sentence == i for v in o.values],
            )
            for i in sorted(done_sents | dated_acts)
        ]
        # the kind of act each of those sentences reports, with its things ("The funding request was submitted":
        # a request, of the budget)
        progress = claim_markers(src.lang)["progress"]
        self.source_done_acts = [
            (
                {x.id for o in src.clauses if o.sentence == i for x in o.entities},
                {
                    a
                    for m in (*progress.finditer(src.sentence_text(i)), *_PAST_ACT.finditer(src.sentence_text(i)))
                    # "it has not been approved": no approval reported
                    if not re.search(r"\b(not|never|no)\b|n't", src.sentence_text(i)[max(0, m.start() - 16) : m.end()])
                    for a in (_act(m.group(0)), _act_named_after(src.sentence_text(i)[m.end() :]))
                    if a
                },
            )
            for i in sorted(done_sents | dated_acts)
        ]

    def add(self, kind: str, text: str, c: Clause) -> None:
        key = ("clause", c.start)  # one addition per claim-bearing clause, named by its first unsupported claim
        if key in self._seen:
            return
        self._seen.add(key)
        self.items.append(
            {"kind": kind, "text": text, "clause": c.text, "sentence": self.doc.sentence_text(c.sentence)}
        )

    def _cut_note(self, c: Clause) -> bool:
        """The clause's line is the writer's note that the answer was cut, in the sample's words for such a note,
        set apart in brackets or as the last line ("[Output truncated at the length limit: the source list could
        not be included.]"): a remark on the output, no claim about the project."""
        if c.values or c.entities or c.events:
            return False  # "[Output truncated: the operator will also hire 14 extra drivers]" still claims
        text = self.doc.text
        start = text.rfind("\n", 0, c.start) + 1
        end = text.find("\n", c.start)
        line = text[start : end if end >= 0 else len(text)].strip()
        if not line or not any(re.search(p, line, re.I) for p in self.ctx.truncation_notes):
            return False
        return bool(re.fullmatch(r"[\[(（【].*[\])）】]\W*", line)) or not text[start:].strip("\n").count("\n")

    if TYPE_CHECKING:  # methods one finder calls on another, all mixed into Finder

        def _done_said_again(self, c: Clause) -> bool: ...
        def _done_counted_again(self, c: Clause) -> bool: ...
        def _said_again(self, c: Clause) -> bool: ...
        def _material_act(self, word: str, c: Clause | None = None) -> bool: ...
        def _table_row(self, c: Clause) -> bool: ...
        def _row_act_dated_as_in_source(self, c: Clause) -> bool: ...
        def _dated_step_of_source(self, c: Clause, row: bool = False) -> bool: ...
        def _state_said_again(self, c: Clause, at: int, strict: bool = False) -> bool: ...
        def _first_of(self, sentence: int) -> Clause: ...
        def states_fact(self, c: Clause) -> bool: ...
        def _sentence_start(self, c: Clause) -> int: ...
        def _reason_given(self, c: Clause, at: int) -> bool: ...
        def _flagged(self, c: Clause) -> bool: ...
        def _publishes(self, text: str, a: int, b: int, word: str) -> bool: ...
        def _parties(self) -> set[str]: ...

    def _stage_passed_again(self, c: Clause) -> bool:
        """A first stage the material names ("stage 1", "expression of interest", "初审"), said passed with no value
        the material lacks: the material's own report of it, in other words."""
        stage = _FIRST_STAGE_NAME.search(self.doc.sentence_text(c.sentence))
        if stage is None or not _PASSED.search(c.text) or not all(self.ctx.in_source(v) for v in c.values):
            return False
        # (the material reports it passed: a sentence naming the stage with a word of passing or accepting, not
        # denied; "初审尚未完成" makes "初审已通过" an invented completion)
        name = stage.group(0).lower()
        return any(
            name in text.lower()
            and re.search(r"\b(?:passed|passing|cleared|accepted|approved)\b|通过|合格|受理", text, re.I)
            and not re.search(r"尚未|还没|未(?:通过|完成)|\b(?:not yet|has not|have not|hasn't|haven't)\b", text, re.I)
            for text in (self.source.sentence_text(i) for i in self.source.sentences())
        )


def _plans(o: Clause) -> bool:
    """The clause plans a step ("采购合同待资金拨付后签订"); a bare 将 may mark an object ("将专项资金申请退回补正")."""
    return any(t != "将" for _, _, t in o.marks.get("planned", ()))
