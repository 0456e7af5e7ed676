"""Grade a ``status`` fact: the approval status the answer states for the subject (hedges and predictions too)."""

from __future__ import annotations

from harness.grade import rx as re
from harness.grade.context import Context, PartGrade, another_of_its_kind
from harness.grade.extract import CONDITION_AFTER, PAYMENT, Clause, Mention, modality, not_passed_yet, stated_status
from harness.grade.facts import Part
from harness.grade.grounds import restated_ground
from harness.grade.lexicon import DUTY_LIST_LABEL, STAGE, lexicon
from harness.grade.reasons import REASON_LEAD, REASON_OPENING
from harness.grade.text import grams, strip_label, without_values
from harness.grade.values import same_number


def _about(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause, or its sentence, names the part's subject or a cue (an event word alone is not enough)."""

    deciders = _deciders(ctx, part)

    def named(o: Clause) -> bool:
        # the subject, a cue, or the body that decides ("The board has not decided yet"), not as the one something is
        # done for ("石屿县农商银行已初步同意为合作社提供配套贷款": the bank's word, the cooperative given a loan)
        return (
            part.subject in o.entity_ids()
            or ctx.cue_in(part, o.text)
            or any(
                m.id in deciders
                and not re.search(
                    r"(?:为|给|替|帮)$|\b(?:for|on behalf of)\s+(?:the\s+)?$",
                    ctx.doc.text[max(0, m.start - 16) : m.start],
                    re.I,
                )
                for m in o.entities
            )
        )

    # "- Approval: request sent on 3 July; still pending, not approved": the label opening the line names what
    # each of its sentences is about
    labelled = any(
        o.line == c.line and o.is_label and o.start < c.start and ctx.cue_in(part, o.text) for o in ctx.doc.clauses
    )
    sentences = ctx.doc.sentences()
    if named(c) or labelled or any(named(o) for o in sentences[c.sentence]):
        return True
    # "眼下这笔补贴还没批下来" where the fact is the 补贴申请's: what the subject requests, with a status
    if (
        c.status
        and c.entities
        # (not a supposition: "如获资助，接入工程于…开始")
        and not (c.has("condition") or c.has("cond_context") or re.match(r"\W*(?:如|如果|若|假如|倘若|一旦)", c.text))
        and all(_word_of_the_subjects_name(ctx, part, m.text, asking=True) for m in c.entities)
        and not any(_has_own_status(ctx, part, m.id, c.status[0]) for m in c.entities)
    ):
        return True
    # "补助申请于…递交，县教育局…出具受理回执；3月18日批复同意…，5月20日…撤销批复": a status in the sentence a
    # semicolon joins to the one before it that names the subject (not to one after it that names a thing of its own:
    # "省里的钱批下来一部分：…两处，给了198万元；白鹭湾…被否决了")
    # (the clause naming nothing of its own before its status words, but in a reason: "原实施单位破产后提出的变更
    # 实施主体申请尚在审核中" is that request's)
    at = c.start + max(c.text.find(c.status[1] or ""), 0) if c.status else c.start
    if (
        c.status
        and not any(m.end <= at and not REASON_LEAD.search(ctx.doc.text[c.start : m.start]) for m in c.entities)
        and any(named(o) for i in ctx.doc.semicolon_joined(c.sentence) if i < c.sentence for o in sentences.get(i, ()))
    ):
        return True
    # "…电力接入方案已报澄江供电公司。该方案于2026年8月18日获得批准", "It was approved on …": a pronoun for what the
    # sentence before, on the same line, names
    first = sentences[c.sentence][0]
    if re.match(r"\W*(该|此|这一?|上述|其|it\b|this\b|they\b)", first.text, re.I):
        return any(named(o) for o in sentences.get(c.sentence - 1, ()) if o.line == c.line)
    # "…省厅2月12号做形式审查时发现少了环评批复……。省里到底支持不支持，还没拍板": a status sentence naming no thing
    # at all is about what the nearest sentence before it on its line that names one names
    if c.status and not any(o.entities for o in sentences[c.sentence]):
        opens = c.sentence == 0
        for i in range(c.sentence - 1, max(c.sentence - 4, -1), -1):
            prev = [o for o in sentences.get(i, ()) if o.line == c.line]
            if not prev:
                opens = True
                break
            if any(o.entities for o in prev):
                return any(named(o) for o in prev)
        if not opens:
            return False
        # "## 审批与进度\n\n目前尚未获批，也没有被否决。2026年3月6日市文旅局评审会…": the sentence opens its paragraph,
        # right under a heading the fact's cues name, and the next sentence of the paragraph names the fact too
        if any(o.line == c.line and o.sentence < c.sentence for o in ctx.doc.clauses):
            return False
        above = [ln.strip() for ln in ctx.doc.text[: ctx.doc.text.rfind("\n", 0, c.start) + 1].splitlines()]
        head = next((ln for ln in reversed(above) if ln), "")
        nxt = [o for o in sentences.get(c.sentence + 1, ()) if o.line == c.line]
        return (
            bool(re.fullmatch(r"#{1,6}\s+\S.{0,40}|\*\*[^*]{2,40}\*\*\s*[:：]?", head))
            and ctx.cue_in(part, head.strip("#* :："))
            and any(named(o) for o in nxt)
        )
    return False


_LEGEND = re.compile(
    r"^\W*(?:RAG\s+|colou?r\s+|status\s+)?(?:key|legend)\s*[:：]|^\W*(?:图例|颜色说明|状态说明)\s*[:：]", re.I
)


def _legend(ctx: Context, c: Clause) -> bool:
    """The clause is on a line that explains a table's marks ("RAG key: Red = rejected, Amber = pending", "图例：…")."""
    start = ctx.doc.text.rfind("\n", 0, c.start) + 1
    end = ctx.doc.text.find("\n", c.start)
    line = ctx.doc.text[start : end if end >= 0 else len(ctx.doc.text)]
    return bool(_LEGEND.search(line)) or len(re.findall(r"\S\s*=\s*\S", line)) >= 2


# what comes between a thing and the act said of it in the passive ("Phase two was not approved", "第二期未获批准")
_PASSIVE_BEFORE = re.compile(
    r"\s+(?:was|were|is|are|has been|have been|had been|has not been|have not been|had not been|got|gets|get"
    r"|did not get|didn't get)\s+(?:not\s+|never\s+|yet\s+|not yet\s+)?(?:been\s+)?"
    r"|\s*(?:已|已经|尚未|未|没有?|还未|还没有?)?(?:获得?|被|得到)"
)


def _deciders(ctx: Context, part: Part) -> set[str]:
    """Who decides: the entities the fact's own source sentence names before its event ("The town council approved
    the purchase only subject to … a grant": the council, not the grant; "The funding request was submitted to the
    finance board … is still awaiting a decision": the board)."""
    from harness.grade.condition import _fact_sources

    lines = _fact_sources(ctx, part)
    found: list[tuple[set[str], set[str]]] = []  # (who comes before the event, all the sentence names)
    said: list[set[str]] = []  # who comes before the event in a clause of the paragraph that gives the fact's status
    for c in ctx.source.clauses:
        # the fact's event, or the event a status clause of the fact's paragraph names ("省交通运输厅审核后决定本批次
        # 不予支持", where the sample declares 不予支持 as an event of its own)
        hits = c.event(part.value["event"]) if c.line in lines else []
        if not hits and c.line in lines and c.status and c.events:
            sentence = [o for o in ctx.source.clauses if o.sentence == c.sentence]
            if not any(o.event(part.value["event"]) for o in sentence):
                hits = c.events
        if hits:
            sent = [o for o in ctx.source.clauses if o.sentence == c.sentence]
            # "同一批次申报的榆川区申请…被退回", "Saltmere Town Council's application": the party whose application it
            # is holds it, it does not decide it
            named = [m for o in sent for m in o.entities]
            mine = [m for m in named if m.id == part.subject]
            if mine and all(_ANOTHERS.search(ctx.source.text[max(0, m.start - 12) : m.start]) for m in mine):
                continue  # "A separate application by the neighbouring Ashgill Estate … was rejected": another's
            holders = {
                m.id
                for m in named
                for x in named
                if x.id == part.subject
                and m.id != part.subject
                and 0 <= x.start - m.end <= 12
                # "榆川区（虚构）申请": a bracketed note between; "石门县（虚构）的同类申请", "Saltmere's slipway
                # application": what kind of application it is, between
                and re.fullmatch(
                    r"\s*(?:[（(][^）)]{0,8}[）)])?\s*(?:['’]s?(?:\s+[\w-]+){0,2}"
                    # ("东湾区教育局（虚构）的校园饮水改造申请": what it is for, six characters)
                    r"|(?:提交|申报|报送|递交|上报)?的[\u4e00-\u9fff]{0,6})?\s*",
                    ctx.source.text[m.end : x.start],
                )
                # "an application from Hollins Lane Cricket Club (fictional) for new practice nets was approved"
                or x.id == part.subject
                and m.id != part.subject
                and re.fullmatch(
                    # ("by the neighbouring Ashgill Estate")
                    r"\s+(?:from|by|of|submitted by|lodged by|made by)\s+(?:the\s+)?(?:[a-z][\w-]*\s+)?",
                    ctx.source.text[x.end : m.start],
                )
                is not None
                # "同批申报的桐溪县敬老院改造项目…获批": the subject's word a verb said of the other party's thing
                or x.id == part.subject
                and m.id != part.subject
                and ctx.source.text[x.end : m.start] == "的"
                and _ATTRIBUTIVE_VERB.fullmatch(x.text) is not None
            }
            found.append(
                (
                    {
                        m.id
                        for o in sent
                        for m in o.entities
                        if m.end <= hits[0].start
                        # ("Phase two was not approved", "第二期未获批准": the thing decided, not who decides)
                        and not _PASSIVE_BEFORE.fullmatch(ctx.source.text[m.end : hits[0].start])
                    }
                    - holders,
                    {i for o in sent for i in o.entity_ids()},
                )
            )
            # (or the fact's own event with the fact's status, in a sentence that need not name the subject:
            # "市专项资金管理办公室作出不予资助的决定")
            if c.status is not None and c.status[0] == part.value["status"]:
                # (not the things of another clause with a state of its own: "the trust refused the match funding …,
                # and the in-principle approval lapsed on 15 January 2027" names no decider of the lapse)
                said.append(
                    found[-1][0]
                    - {
                        m.id
                        for o in sent
                        if o is not c and o.status and not o.event(part.value["event"])
                        for m in o.entities
                    }
                )
    # a sentence of the paragraph about another thing ("同次会议上，…恒温恒湿设备改造申请暂缓审议") names no decider of
    # this fact's: the sentences naming the subject decide, where there are any
    own = [before for before, names in found if part.subject in names]
    out: set[str] = set().union(*own) if own else set().union(*(before for before, _ in found))
    # the clause that gives the fact's own status names its decider ("省交通运输厅审核后决定本批次不予支持" beside
    # "松岭县交通运输局申报的…项目获得支持")
    # (a request decides nothing: "该变更申请尚在审核中，尚未获得批准" names the change request before 批准)
    requests = {i for i, aliases in ctx.facts.entities.items() if any(_REQUEST_WORD.search(a) for a in aliases)}
    return (out | set().union(*said)) - {part.subject} - requests


# A table cell or a labelled line that holds the status alone: "| Council approval | Conditional – subject to … |"
_BARE = {
    "en": re.compile(
        r"\W*(?:(?P<conditional>conditional(?:ly approved)?|approved (?:with conditions|in principle))"
        r"|(?P<pending>pending|awaiting(?: a)? decision|under review|not (?:yet )?approved|undecided|open)"
        r"|(?P<rejected>rejected|declined|refused|ineligible|not eligible)|(?P<withdrawn>withdrawn)"
        r"|(?P<approved>approved|granted))\b",
        re.I,
    ),
    "zh": re.compile(
        # (after the day it happened: "专家评审：2026年1月15日未通过")
        r"\W*(?:(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号]\s*)?"
        r"(?:(?P<conditional>有条件(?:同意|批准|通过)?|附条件(?:同意|批准)?)|(?P<pending>待批|待审批|审批中|未获批|尚未获批|待定)"
        r"|(?P<rejected>已?驳回|已?否决|未通过)|(?P<withdrawn>已?(主动)?撤回)|(?P<approved>已?批准|已?获批|已?同意|已通过))"
    ),
}


# a participle of deciding with its object ("approving the travel costs", "declining the accommodation costs"; not
# "funding request sent to the finance board"): the decision on what it names
_DECIDING = (
    r"(approving|granting|funding|declining|refusing|rejecting|turning down)\s+(?:only\s+)?"
    r"(?:the|its|their|a|an|both|all|part|some|our|this|that)\b"
)


def _deciding_status(m: re.Match[str]) -> tuple[str, str]:
    return ("approved" if m.group(1).lower() in ("approving", "granting", "funding") else "rejected", m.group(1))


def _status_participle(ctx: Context, c: Clause) -> tuple[str, str] | None:
    """ "partially approved the application, approving the travel costs and declining the accommodation costs": a
    participle of deciding that opens the clause after a clause of its sentence with a status, in that tense: the
    decision on each thing it names."""
    if ctx.doc.lang != "en":
        return None
    m = re.match(rf"\W*(?:and\s+|but\s+|only\s+)*{_DECIDING}", c.text, re.I)
    if m is None or not any(o.status for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start):
        return None
    return _deciding_status(m)


def _withdrawn_by_the_applicant(ctx: Context, c: Clause) -> tuple[str, str] | None:
    """ "Withdrawn by the club on 2 June 2026" where the material says "the club withdrew its application": the party
    that withdraws in the material, named after "withdrawn by", takes its own application back (no application word
    needed; "Lot C was withdrawn by the authority" is no such party's)."""
    m = re.search(r"\bwithdrawn by\s+", c.text, re.I) if ctx.doc.lang == "en" else None
    if m is None:
        return None
    at = c.start + m.end()
    who = next(
        (
            x
            for x in c.entities
            if x.start == at or re.fullmatch(r"(?:the|its|our)\s+", ctx.doc.text[at : x.start], re.I)
        ),
        None,
    )
    if who is None:
        return None
    for o in ctx.source.clauses:
        if (
            o.status
            and o.status[0] == "withdrawn"
            and o.entities
            and min(o.entities, key=lambda e: e.start).id == who.id
        ):
            return "withdrawn", m.group(0).strip()
    return None


_REDO = re.compile(
    r"(?:退回|打回)[^。]{0,30}?(?:重新(?:填报|填写|提交|申报|报送)|重填|补正|补充|补齐|修改后)"
    r"|\b(?:returned|sent back)\b[^.]{0,60}?\b(?:to be (?:completed|corrected|resubmitted|redone)|for (?:completion|"
    r"correction|resubmission)|resubmit\w*|re-?submit\w*)",
    re.I,
)


def _returned_to_redo(ctx: Context, part: Part) -> bool:
    """The fact's own paragraph says the application was returned to be filled in or completed again."""
    return any(_REDO.search(ctx.source.sentence_text(o.sentence)) for o in _own_paragraph_clauses(ctx, part))


def _named_before_reason(ctx: Context, c: Clause, words: str | None) -> list:
    """The clause's mentions before a reason it gives after its status words (all of them where it gives none): not
    the things of "lapsed on 2 June 2026 because works did not start", but those of "Since Hollybank was approved"."""
    at = c.start + max(c.text.find(words), 0) if words else c.start
    return [m for m in c.entities if not REASON_LEAD.search(ctx.doc.text[at : max(at, m.start)])]


def _bare_status(ctx: Context, part: Part, c: Clause) -> tuple[str, str] | None:
    m = _BARE["zh" if ctx.lex.lang == "zh" else "en"].match(c.text)
    if (
        not m
        # the status word may be an event's own word ("Status: withdrawn by the council on 28 April 2027")
        or any(e.start >= c.start + m.end() or e.end <= c.start + m.start(m.lastindex or 0) for e in c.events)
        or not re.match(r"\s*($|[–—\-:：(（,，;；.。*|])|\s+(on|upon|subject to|by)\b", c.text[m.end() :])
    ):
        return None  # the cell holds the status word alone, or with a note after a dash ("已通过初审" is no status)
    same_line = [o for o in ctx.doc.clauses if o.line == c.line and o.start < c.start]
    if not any(o.event(part.value["event"]) or ctx.cue_in(part, o.text) for o in same_line):
        return None
    status = next((k, v) for k, v in m.groupdict().items() if v)
    if status[0] == "approved" and c.after_label and STAGE.search(c.label_text):
        return None  # "| 县级初审 | 已通过（形式审查合格） |": the stage the label names passed, no decision
    return status


_NOT_YET = re.compile(r"\W*(?:no[,.]?\s*)?(?:not yet|not so far|still no|还没有?|尚未|暂未|还未|没有呢?)\W*$", re.I)


def _answered_not_yet(ctx: Context, part: Part, c: Clause) -> tuple[str, str] | None:
    """ "**Has the money been approved?** Not yet.", "问：批下来了吗？答：还没有。": a question about the decision
    answered "not yet" is pending."""
    first = ctx.doc.sentences()[c.sentence][0]
    if first is not c or not _NOT_YET.match(re.sub(r"^\W*(答|A)\s*[:：]", "", c.text)):
        return None
    # the question: the line before ("**Has the money been approved?**" may be read as a heading)
    line = ctx.doc.text[: c.start].rstrip().rsplit("\n", 1)[-1]
    line = re.sub(r"^\W*(问|Q)\s*[:：]", "", line.strip(" *#>"))
    if not re.search(r"[?？]\W*$", line):
        return None
    if (
        any(a.lower() in line.lower() for a in ctx.facts.events.get(part.value["event"], ()))
        or ctx.cue_in(part, line)
        # ("- 补助批下来了吗？还没有。": the question asks after a decision in words of its own)
        or stated_status(ctx.lex, line) is not None
    ):
        return "pending", c.text.strip(" *.。")
    return None


def _material_says(ctx: Context, c: Clause, status: str, want: str) -> bool:
    """The clause is, nearly word for word, a clause of the material that gives the same status, in a sentence
    that does not come to the fact's status ("approved …, subject to …" is the conditional approval itself): whatever
    it is about, the material says it, so it cannot be the fact's status written wrong."""
    if ctx.doc.lang != ctx.source.lang:
        return False
    mine = grams(without_values(c.text), ctx.doc.lang)
    if len(mine) < 6:
        return False
    return any(
        o.status
        and o.status[0] == status
        and len(mine & grams(without_values(o.text), ctx.source.lang)) / len(mine) >= 0.85
        and all(any(ctx._same_value(v, x) for x in o.values) for v in c.values)
        and (stated_status(ctx.lex, ctx.source.sentence_text(o.sentence)) or ("",))[0] != want
        for o in ctx.source.clauses
    )


def _later_status(ctx: Context, c: Clause, first: tuple[str, str]) -> tuple[str, str] | None:
    """Another status the clause goes on to, after a word of sequence ("rejected 14 Mar -> … -> approved in full",
    "被驳回，后来复议获批"): the state it ends with."""
    at = c.text.find(first[1]) if first[1] else -1
    if at < 0:
        return None
    rest = c.text[at + len(first[1]) :]
    later = stated_status(ctx.lex, rest)
    if later is None or later[0] == first[0] or not later[1]:
        return None
    between = rest[: max(rest.find(later[1]), 0)]
    if re.search(r"->|→|⇒|\b(then|later|subsequently|on appeal|but)\b|随后|之后|后来|但|复议|申诉", between, re.I):
        return later
    return None


def grade_status(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, event = part.value["status"], part.value["event"]
    for c in ctx.doc.clauses:
        answered = _answered_not_yet(ctx, part, c) if c.status is None else None
        if not answered and not _about(ctx, part, c) and not (c.status and _dated_as_own(ctx, part, c)):
            continue  # ("so the yes ran out on 14 March 2026": a status on the day the fact's paragraph gives one)
        if c.status is None and (bare := _bare_status(ctx, part, c) or answered):
            c.status = bare
        if c.status is None and (taken_back := _withdrawn_by_the_applicant(ctx, c)):
            c.status = taken_back
        if c.status is None and (ing := _status_participle(ctx, c)):
            c.status = ing
        if (
            c.status
            and c.status[0] == "approved"
            and c.status[1]
            and re.search(
                r"\bno\s+[\w-]+(?:\s+[\w-]+)?\s+(?:will|shall|can|could|may|is|are|was|were)\s+(?:be\s+)?$",
                c.text[: max(c.text.find(c.status[1]), 0)],
                re.I,
            )
        ):
            continue  # "no exemption will be granted": a thing nobody grants, no decision on the fact
        if (
            c.status is None
            and want == "pending"
            and (
                back := re.search(
                    r"(?:将|把)[^，。；]{0,8}?(?:申请|申报)[^，。；]{0,6}?退回|退回重填"
                    r"|\breturned (?:the|its|our|their) application\b|\bsent (?:the|its|our|their) application back\b",
                    c.text,
                    re.I,
                )
            )
            and _returned_to_redo(ctx, part)
        ):
            c.status = (
                "pending",
                back.group(0),
            )  # "以申请表未使用新版模板为由将申请退回": the return the material reports
        if c.status is None and (contrast := _supported_beside_refused(ctx, part, c)):
            c.status = contrast
        mentions = c.event(event)
        predicted = (
            any(modality(ctx.lex, c, m) == "predicted" for m in mentions)
            or (bool(mentions) or c.status is not None)  # "估计3月初就能批下来": the status word is the event
            and (c.has("predicted") or _predicted_before(ctx, c))
        ) and (c.status is None or c.status[0] == "approved")
        if c.status and c.status[0] == "pending" and _of_the_condition(ctx, c, part if want == "conditional" else None):
            continue
        if c.status and _legend(ctx, c):
            continue  # "RAG key: Red = rejected, Amber = pending or planned": what a colour means, no status
        if c.status and _anothers_request_named(ctx, part, c):
            continue  # "the board rejected Ashcombe Pharmacy's application": another party's request, its own state
        if (
            c.status
            and c.status[0] == "pending"
            and want == "rejected"
            and re.fullmatch(
                r"(?:没有?|未|未能|不曾)(?:获得?|被)?(?:批|批准|通过|同意)(?:下来|成)?了?", c.status[1] or ""
            )
            and not re.search(r"尚|还|仍|暂|待|目前|至今|正在", c.text)
        ):
            continue  # "补助的事：没批下来。区发改委…给驳了": not approved, which a refusal also is; no wait said
        if (
            c.status
            and c.status[0] == "rejected"
            and re.fullmatch(r"不予?(?:资助|补助|支持|拨款)|(?:are|is) not (?:funded|covered)", c.status[1] or "", re.I)
            and any(o.has("exclude") for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start)
        ):
            continue  # "后侧员工入口和停车场路面翻新不包括在内，不予资助": what the scope leaves out, not the decision
        if c.status and c.status[0] == "approved" and _another_events_word(ctx, part, c.status[1]):
            continue  # "accepted the application on 5 January 2027" where the sample declares 受理 (accepted) an act
        clause_status = c.status
        if (
            clause_status
            and clause_status[0] == "conditional"
            and want == "approved"
            and re.fullmatch(r"\W*(?:approved|granted|approval|批准|同意|批复同意)\W*", clause_status[1] or "", re.I)
            and _HOLD.search(ctx.doc.text[c.end : c.end + 60])
            and _HOLD.search(" ".join(o.text for o in _own_paragraph_clauses(ctx, part)))
        ):
            # "Approved on 9 March 2027 (payment on hold until the bank details are verified)" where the material
            # approves it and holds the payment itself: the material's own hold, the approval as it types it
            clause_status = ("approved", clause_status[1])
        if clause_status and clause_status[0] != want and (own := _each_its_own(ctx, part, c, clause_status, want)):
            # "approved the capital grant on 10 March 2026 and refused the revenue grant": each status word said of
            # its own thing; the subject's is the fact's
            clause_status = own
        if (
            clause_status
            and clause_status[0] == "pending"
            and re.match(r"(?:passed|referred|transferred|handed)\b", clause_status[1] or "", re.I)
            and (said := re.search(r"\b(?:approved|granted|awarded)\b", c.text[: c.text.find(clause_status[1])], re.I))
            and not re.search(r"\b(?:not|never|yet to)\b[^,;]*$", c.text[: said.start()], re.I)
        ):
            # "The fund approved the application in June 2026 and passed it to the Northern Regional Panel": the
            # approval said first, the panel only its next step
            clause_status = ("approved", said.group(0))
        if (
            clause_status
            and clause_status[0] == "pending"
            and re.match(r"(?:passed|referred|transferred|handed)\b", clause_status[1] or "", re.I)
            and c.has("predicted")
        ):
            # "transferred to the Northern Regional Panel … and is expected to be approved at its November meeting":
            # a step on the way, the state given as the forecast (a hedge, not the pending decision)
            clause_status, predicted = None, True
        if (
            clause_status
            and clause_status[0] == "rejected"
            and want == "pending"
            and re.search(r"退回|打回|退了回来|退回来|sent back|returned", clause_status[1] or c.text, re.I)
            and _returned_to_redo(ctx, part)
        ):
            # "申请被县交通运输局退回" where the material says it was returned to be filled in again (要求按新模板重新
            # 填报), not resubmitted yet: the return the material reports, no refusal
            clause_status = ("pending", clause_status[1])
        if clause_status and clause_status[0] == "rejected" and not_passed_yet(ctx.doc, c):
            clause_status = ("pending", clause_status[1])  # "现在还在审，没有通过": not passed yet, the review goes on
        if clause_status and clause_status[0] == "rejected" and want == "withdrawn":
            if _declined_by_applicant(ctx, part, c):
                clause_status = ("withdrawn", clause_status[1])  # "declined by the council", "turned the offer down"
        if clause_status and clause_status[0] == want == "withdrawn" and _deemed_said_done(ctx, c):
            # "The museum withdrew its application on 24 March 2026" where the fund treated it as withdrawn and nobody
            # at the museum withdrew it: the fund's act, said as the applicant's own
            g.add("distorted", "a withdrawal the material says was deemed, said as the applicant's own act", c, c.text)
            continue
        siblings = _sibling_subjects(ctx, part)
        if siblings and part.subject not in c.entity_ids():
            line_ids = {i for o in ctx.doc.clauses if o.line == c.line for i in o.entity_ids()}
            if siblings & c.entity_ids() or siblings & line_ids and part.subject not in line_ids:
                continue  # "- the boat store building was refused", "| Boat store | Refused |": another part's
        elif siblings & {m.id for m in c.entities} and part.subject not in {m.id for m in c.entities}:
            # "it approved the travel costs only and declined the accommodation costs": the clause names the sibling,
            # the subject only carried from before
            continue
        elif siblings & c.entity_ids() and clause_status:
            # "approved the two rescue boats and refused the boat store building": each part's own stretch
            clause_status = _own_stretch_status(ctx, part, c, siblings) or clause_status
        if (
            clause_status is None
            and mentions
            and not c.has(
                "cond_context"
            )  # "installation starts after the funding is approved": another act's condition
            and (whole := _sentence_status(ctx, c))
            and whole[0] == "conditional"
            # ("审批状态：资金申请尚未获批准（省文物局6月18日原则同意的是技术方案）": the conditional word is another
            # clause's, said of another thing)
            and not any(
                o is not c
                and o.status is not None
                and o.status[0] == "conditional"
                and o.entities
                and part.subject not in {m.id for m in o.entities}
                for o in ctx.doc.sentences().get(c.sentence, ())
            )
        ):
            clause_status = whole  # "Council approval (12 January 2027) is subject to confirmation of the grant"
        if clause_status and clause_status[0] != want and (later := _later_status(ctx, c, clause_status)):
            clause_status = later  # "Panel rejected us 14 Mar 2027 -> we appealed -> appeal board approved": the last
        if (
            clause_status
            and clause_status[0] != want
            and _material_says(ctx, c, clause_status[0], want)
            # the subject's own earlier state, as the material dates it, is its history (a distortion said alone)
            and not _earlier_state(ctx, part, c, clause_status[0])
        ):
            continue  # "同一批次申报的市图书馆古籍修复项目已获批专项资金95万元": the material's own sentence
        if clause_status and clause_status[0] == "approved" != want and _accepted_for_review(ctx, c, clause_status):
            continue  # "accepted the application on 16 March 2026": the material's 受理 that day, no decision
        if (
            clause_status
            and clause_status[0] == "approved" != want
            and _STAGE_PASSED.search(c.text)
            and _stage_passed_in_own_paragraph(ctx, part)
            and all(ctx.in_source(v) for v in c.values)
            and any(o is not c and o.status and o.status[0] == want for o in ctx.doc.clauses)
        ):
            continue  # "评审通过、公示期收到异议…尚无最终决定": the review the material reports passed, no decision yet
        if clause_status and clause_status[0] == "approved" != want and _stage_passed_as_dated(ctx, c):
            continue  # "项目已于2026年6月18日通过市专家评审组评审": a review stage the material reports passed that day
        if (
            clause_status
            and clause_status[0] == "pending" != want
            and _stage_passed_as_in_source(ctx, c, clause_status)
            # (beside the decision the answer states: "通过初审" alone, as the result, is the refusal left out)
            and any(o is not c and o.status and o.status[0] == want for o in ctx.doc.clauses)
        ):
            continue  # "初审是过了" where the material's 初审 passed before the refusal: a stage on the way
        if clause_status and clause_status[0] == "approved" and want == "conditional" and ctx.cut_off(c):
            continue  # "the council approved the purchase subj" at the output budget: the condition was being written
        if clause_status and clause_status[0] != want and _said_of_another(ctx, part, c, clause_status[0]):
            continue
        if (
            clause_status
            and clause_status[0] == "rejected" != want
            and _refused_another_thing(ctx, part, c, clause_status)
        ):
            continue  # "because Hollins Estate refused consent": another party's refusal of a thing of its own
        if (
            clause_status
            and clause_status[0] != want
            # (a part of a decision in several parts, named: "上坝村、柳湾村和竹岭村…均予以支持" is 竹岭村's state)
            and not (siblings and part.subject in {m.id for m in c.entities})
            and _sentence_of_another(ctx, part, c, clause_status[0])
        ):
            continue  # "同批申报的白沙乡农贸市场改造项目未通过…评审，申报材料已被退回": the material's sentence on it
        if (
            clause_status
            and clause_status[0] == "pending" != want
            and _DOCUMENT_NOT_ISSUED.search(c.text)
            and _DOCUMENT_NOT_ISSUED.search(ctx.source.text)
        ):
            # "The approval document has not been issued yet" where the material says the meeting approved it and
            # 批复文件尚未印发: the paper to come, not the decision's state
            continue
        if (
            clause_status
            and clause_status[0] != want
            and (thing := _label_thing_held(ctx, part, c))
            and (_qualified_status(ctx, part, thing, clause_status[0]) or _status_said_of(ctx, thing, clause_status[0]))
        ):
            continue  # "Second and third years: not approved in this grant": the label's thing, the grant its frame
        if clause_status and clause_status[0] != want and restated_ground(ctx, c, clause_status[0]):
            continue  # "书面驳回了申请（该项目已获市级资金支持，属重复申报）": the material's ground for the decision
        if clause_status and _possessed_by_another(ctx, part, c):
            continue  # "同镇白沙小学的申请已于同日通过评审": another applicant's application, as the material gives it
        if clause_status and clause_status[0] != want and _dated_as_another(ctx, part, c, clause_status[0]):
            continue  # "It was submitted and accepted on 2 June 2026": the ventilation plan's acceptance, as dated
        if (
            clause_status
            # (the things named before a reason the clause gives: "lapsed on 2 June 2026 because works did not start")
            and (lead := _named_before_reason(ctx, c, clause_status[1]))
            # "区民政局主动撤回了申请": the withdrawing applicant comes first, the application is still what it says
            and not (clause_status[0] == want == "withdrawn")
            # "The Fund's board has not yet decided on the council's co-funding application": the fact's own subject
            # (named in the clause, or the label is its name: a label word's subject gives way to the thing the
            # clause names, "**申请状态**：一期已批准并拨付"; "- Harbour Way: still awaiting the panel's decision" is
            # Harbour Way's)
            and (
                part.subject not in c.entity_ids()
                or part.subject not in {m.id for m in c.entities}
                and not _label_names(ctx, part.subject, c)
                # (a bare word for a request or a project is the label's own: "Grant status: the application is
                # still waiting", "申请状态：咱们区的项目…获批了")
                and not _BARE_THING.fullmatch(min(lead, key=lambda m: m.start).text)
            )
            and (
                _has_own_status(ctx, part, (first := min(lead, key=lambda m: m.start).id))
                # ("The revenue grant was refused": a thing the material gives that very status, the subject unnamed)
                or part.subject not in c.entity_ids()
                and first != part.subject
                and first not in {p.subject for f in ctx.facts.facts for p in f.parts}
                and (
                    _status_said_of(ctx, first, clause_status[0])
                    # ("The second and third years were not approved" where the material says "Funding for the second
                    # and third years was not approved": the subject's word qualified by the thing is that thing's)
                    or clause_status[0] != want
                    and _qualified_status(ctx, part, first, clause_status[0])
                )
            )
            # ("中央渠道尚未批复" where the material's "中央预算内投资渠道尚未批复本项目" gives the fact's status:
            # the party that decides it, not a thing of its own)
            and first not in _deciders(ctx, part)
            # ("The application is still awaiting a decision by the board's Estates Committee": the wait for the
            # fact's own decider, whatever the thing is called)
            and not (clause_status[0] == "pending" and _deciders(ctx, part) & c.entity_ids())
            # ("The grant of GBP 142,000 has been approved in principle": the award the same fact gives as its amount)
            and first not in _fact_subjects(ctx, part)
            # ("The grant is still pending" where the fact is the grant application's: a word of the subject's own
            # name, saying a status the material never gives that thing)
            and not (
                _word_of_the_subjects_name(ctx, part, min(lead, key=lambda m: m.start).text)
                and not _has_own_status(ctx, part, first, clause_status[0])
            )
            and not _holder_unnamed(ctx, part, c, first)
            # ("not granted" read as the thing 'grant': the verb, not the grant that has a state of its own)
            and not ctx.verb_form(min(lead, key=lambda m: m.start))
            # ("expression of interest accepted on 18 March 2027": the fact's own status, on the day its own
            # paragraph gives it)
            and not (clause_status[0] == want and _dated_as_own(ctx, part, c))
            # ("no grant has been decided", as the fact's own paragraph says it of the grant beside the application)
            and not (clause_status[0] == want and _given_in_own_paragraph(ctx, part, first, want))
            # ("项目已基本获批" where the fact's own paragraph says "本项目评审通过…尚未作出最终决定": the bare word for
            # the project the paragraph is about)
            and not (
                _bare_mention(ctx, c, min(lead, key=lambda m: m.start)) and _named_in_own_paragraph(ctx, part, first)
            )
        ):
            continue  # "the additional GBP 150,000 for display cases has been approved": another request's state
        if (
            clause_status
            and clause_status[0] != want
            and not c.entities
            # (the thing the sentence opens with: "The revenue grant of GBP 9,000 …, requested on the same form, …")
            and (
                opening := [m for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start for m in o.entities]
            )
            and part.subject not in {m.id for m in opening}
            and (held := opening[0].id) not in {p.subject for f in ctx.facts.facts for p in f.parts}
            and _status_said_of(ctx, held, clause_status[0])
        ):
            continue  # "The revenue grant of GBP 9,000 …, requested on the same form, was refused": its own state
        if clause_status and clause_status[0] != want and _same_batch_other(ctx, part, c):
            continue  # "（另：同批申报的松岭县因配套资金未落实，申请未获批准。）": the other county's application
        if clause_status and clause_status[0] != want and _anothers_subject(ctx, part, c, clause_status[0]):
            continue  # "the board rejected Hadley County's application": another party's application, as the material
        if (
            clause_status
            and clause_status[0] == "pending"
            and want == "approved"
            and not c.entities
            and _money_not_arrived(ctx, part, c)
        ):
            # "县里4月15号已经批了…只是县里的钱还没下来，所以先缓一缓": the approved money not paid out yet, as the
            # fact's own paragraph says ("由于县级补助资金尚未下达，项目暂缓实施")
            continue
        if clause_status and (
            not c.entities
            and re.search(
                r"同意(?:再|另行|额外|继续)?(?:追加|安排|提供|出资|补贴|承担|支付|拨付|补足|兜底|配套|垫付)"
                r"|\bagreed to (?:cover|provide|pay|fund|top up|make up|contribute|bridge|underwrite)\b",
                c.text,
                re.I,
            )
            or _others_agreement_to_pay(ctx, part, c, clause_status)
        ):
            continue  # "县财政已同意追加安排200万元补足资金缺口": a party's agreement to act, no decision on it
        if clause_status and _unnamed_things_state(ctx, part, c):
            continue  # "planning consent has already been granted by the district council": another thing's state
        if clause_status and clause_status[0] != want and _own_paragraphs_words(ctx, part, clause_status, c):
            # "the panel partially approved the application" where the fact's own paragraph says so in those words and
            # types its parts (travel approved, accommodation refused): the material's word for the whole decision
            continue
        if clause_status and _row_of_another(ctx, part, c):
            continue  # "| 在线监控平台运维经费（另一事项） | ✓ 同次会议审议通过 |": the row's own item
        if clause_status and _object_of_another(ctx, part, c, clause_status):
            continue  # "同一次评审会批准了另一项…员工培训补助": what the status word is said of comes after it
        if (
            clause_status
            and clause_status[0] == "pending"
            and re.search(r"未|不予|没有?|\bnot\b|n't", clause_status[1] or c.text)
            # ("省级批复已于6月2日撤回，中央渠道尚未批复": not yet decided is a decision still to come, beside a
            # refusal too)
            and not re.search(r"尚未|还没|仍未|暂未|\bnot yet\b|\byet\b|\bstill\b", clause_status[1] or c.text, re.I)
            and any(
                o.status
                and o.status[0] == "rejected"
                # (not the refusal of another request the material gives a state of its own: "首次申请…被退回，修订后
                # 的申请…重新递交，县农业农村局尚未作出决定")
                and not (
                    o.entities
                    and part.subject not in o.entity_ids()
                    and _has_own_status(ctx, part, min(o.entities, key=lambda m: m.start).id)
                )
                for o in ctx.doc.clauses
                if o.sentence == c.sentence
            )
        ):
            continue  # "遭到市更新办驳回（2026年3月12日），未获批准", "was turned down and not approved": rejected
        if (
            clause_status
            and clause_status[0] == "rejected"
            and want == "pending"
            and any(
                o.status
                and o.status[0] == "pending"
                and _RESERVE_LIST.search(o.status[1] or o.text)
                and (
                    o.start >= c.end
                    # "申请被列入候补名单，本轮未获资助": this round's no, said after the list it is on
                    or _THIS_ROUND.search(c.text)
                    and not _THEN.match(c.text)
                )
                for o in ctx.doc.clauses
                if o.sentence == c.sentence and o is not c
            )
        ):
            continue  # "未予资助，但将申请列入候补名单", "not funded in the round but put on the reserve list"
        if (
            clause_status
            and clause_status[0] == "rejected" != want
            and any(
                o.status and o.status[0] == "rejected" and _earlier_state(ctx, part, o, "rejected")
                for o in ctx.doc.clauses
                if o.sentence == c.sentence and o.end <= c.start
            )
        ):
            # "同月23日：方案被退回，未予批准": one refusal said twice in a sentence, the material's earlier state
            g.add("history", "status rejected as the material's earlier state", c, clause_status[1])
            continue
        if (
            clause_status
            and clause_status[0] == "rejected"
            and re.fullmatch(r"没有(同意|批准)", clause_status[1] or "")
            and any(o.status and o.status[0] == "pending" for o in ctx.doc.clauses if o.sentence == c.sentence)
        ):
            clause_status = ("pending", clause_status[1])  # "还在审批中，没有批准": not approved yet, no refusal
        if (
            clause_status
            and clause_status[0] == "withdrawn" != want
            and (
                again := re.search(
                    r"resubmit|re-submit|re-?lodg|re-?appl|put (it )?back in|重新(提交|申报|申请|报送)|再次(提交|申报)",
                    ctx.doc.sentence_text(c.sentence),
                    re.I,
                )
            )
            # (a resubmission only planned is no step of its history: "已主动撤回本次申请，准备在下一批次重新申报")
            and not re.search(
                r"(准备|计划|打算|拟|将|可以?|能)[^，。；]{0,30}$|\b(will|plans? to|intends? to|may|can|could|to)\s+$",
                ctx.doc.sentence_text(c.sentence)[: again.start()],
                re.I,
            )
        ):
            continue  # "withdrew it on 5 October … and resubmitted it on 19 October": a step of its history
        if (
            clause_status
            and want == "rejected"
            and clause_status[0] == "pending"
            # (nothing approved, not no decision: a refusal is a decision)
            and re.search(
                r"(无|没有|未)[^，。；]{0,8}(获批|批准)|\b(no|nothing|not)\b[^,.;]{0,30}\b(approved|granted|funded|approval|awarded|made|paid)\b",
                c.text,
                re.I,
            )
            and not re.search(r"决定|结论|\b(decision|decided)\b", c.text, re.I)
            and not re.search(r"尚未|还没|仍未|暂未|待|中|\b(not yet|yet|still|awaiting|pending|under)\b", c.text, re.I)
        ):
            continue  # "目前无资金获批", "No money has been approved": nothing approved, as a refusal leaves it
        if (
            clause_status
            and want == "withdrawn"
            and clause_status[0] == "pending"
            # "it was neither approved nor refused": the status word itself carries no negation
            and re.search(
                r"未|不予|不会|没有?|\b(not|no|never|neither|nor|nothing)\b|n't",
                f"{clause_status[1] or ''} {c.text}",
                re.I,
            )
        ):
            # "主动撤回了申请，未获批准", "withdrew it, so it was not approved", "No decision was made on our
            # application": no decision, said beside the withdrawal
            g.add(
                "history",
                "not approved, where the source says withdrawn (said beside the withdrawal)",
                c,
                clause_status[1],
            )
            continue
        if clause_status and clause_status[0] != want and _in_duty_list(ctx, c):
            # "Who does what (as stated): … the town council gave the approval": the party's part in the process,
            # beside the status said in full elsewhere; said alone, it is the status and it is wrong
            g.add(
                "history",
                f"status {clause_status[0]} as a party's part in a list of who does what",
                c,
                clause_status[1],
            )
            continue
        _judge(ctx, part, c, g, clause_status, predicted, mentions)
    for c, m in _denied_step_done(ctx, part):
        g.add("distorted", "a step the material says has not happened yet, said as done", c, m.text)
    _settle(g, want)
    return g


def _judge(ctx: Context, part: Part, c: Clause, g: PartGrade, clause_status, predicted: bool, mentions) -> None:
    """What the clause says of the fact's status, once it is known to speak of it: the status as the source's, a
    distortion, the material's earlier state or another party's (settled by ``_settle``), a prediction, or a
    mention of the event with no status the grader can read (for review)."""
    want, event = part.value["status"], part.value["event"]
    if clause_status:
        status, words = clause_status
        if status == "conditional" and _condition_met(ctx, c):
            status = (
                "approved"  # "approved on condition of a land-use agreement; … confirmed that the condition is met"
            )
        if status == "approved" and not _condition_met(ctx, c):
            whole = _sentence_status(ctx, c)
            said_by = next((o for o in ctx.doc.sentences().get(c.sentence, ()) if o.status == whole), c)
            if whole and whole[0] == "conditional" and _own_paragraphs_words(ctx, part, whole, said_by):
                pass  # "partially approved the application: it approved only the travel costs": the material's words
            elif whole and whole[0] == "conditional":
                status, words = whole
            elif (
                whole
                and whole[0] == "pending"
                and re.search(r"追认|\bratif(?:y|ies|ied|ication)\b", ctx.doc.sentence_text(c.sentence), re.I)
            ):
                status, words = whole  # "投票同意拨款，但须经全体议会…追认后才生效": the vote, not yet in force
            elif _condition_follows(ctx, c):
                status = "conditional"  # "… approved the renewal on 18 May. It attached one condition: …"
            elif CONDITION_AFTER.match(ctx.doc.text[c.end : c.end + 40]) and not (
                # ("Approved (payment on hold until bank details verified)" where the material approves it and
                # holds the payment itself: the material's own hold, the approval as it types it)
                want == "approved"
                and _HOLD.search(" ".join(o.text for o in _own_paragraph_clauses(ctx, part)))
                and _HOLD.search(ctx.doc.text[c.end : c.end + 60])
            ):
                status = "conditional"  # "The grant was approved … on 4 March 2026, but only conditionally: …"
        if predicted and status == "approved":
            g.add("predicted", "an approval predicted", c, words)
        elif status == want == "approved" and _in_full_where_in_part(ctx, part, c):
            g.add("distorted", "approved in full where the source approves in part", c, words)
        elif status == want == "approved" and (paid := _paid_in_full_where_in_part(ctx, c)):
            g.add("distorted", "the money said paid in full where the source pays part of it", c, paid)
        elif (
            status == "rejected"
            and want == "withdrawn"
            and (said := re.search(_REVOKED, words or c.text))
            and (
                re.search(re.escape(said.group(0)), ctx.source.text, re.I)
                # (an answer in the other language: "书面撤销了资助" for "revoked the award")
                or ctx.doc.lang != ctx.source.lang
                and _REVOKED.search(ctx.source.text)
            )
            # "the trust took the grant back" where the material says it revoked the award: its taking back
            or status == "rejected"
            and want == "withdrawn"
            and _TAKEN_BACK.search(words or c.text)
            and _REVOKED.search(ctx.source.text)
        ):
            # "立项已撤销" where the material says the applicant asked for the approval to be revoked (主动申请撤销
            # 立项) and it was: the withdrawal, in the material's own word
            g.complete = True
            g.add("hit", f"status {want} as the source", c)
        elif status == want == "approved" and (other := _another_recipient(ctx, part, c)):
            g.add("distorted", "approved for another party than the source names", c, other)
        elif (
            status == want == "rejected"
            and _NEVER_REVIEWED.search(ctx.source.text)
            and (failed := _FAILED_REVIEW.search(c.text))
        ):
            # "申请经县卫健局评审未通过" where the material turned it away unreviewed (不予受理，未进入评审): a
            # refusal on the merits the material says never happened
            g.add("distorted", "refused on review where the source says it was never reviewed", c, failed.group(0))
        elif status == want == "pending" and (step := _awaits_a_decided_step(ctx, part, c)):
            # "The trust has appealed and is waiting for the outcome" where the appeal was upheld: the wait is
            # for the refusal's review, which the material reports decided
            g.add("distorted", "said to await the outcome of a step the source reports decided", c, step)
        elif status == want:
            g.complete = True
            g.add("hit", f"status {status} as the source", c)
        elif _copies_own_sentence(ctx, part, c):
            # "…decided not to fund the application in this round and placed it on a reserve list": the fact's own
            # source sentence, word for word, whatever status its first words read as
            g.complete = True
            g.add("hit", f"status {want} as the source (its own sentence, said again)", c)
        elif _earlier_state(ctx, part, c, status):
            g.add("history", f"status {status} as the material's earlier state", c, words)
        elif _party_status_as_source(ctx, part, c, status):
            # "The council's cabinet approved the bid" where the material says so and the fund, which decides,
            # has not: that party's own decision, as the material gives it
            g.add("history", f"status {status} of another party, as the material gives it", c, words)
        else:
            g.add("distorted", f"status {status} where the source says {want}", c, words)
    elif predicted:
        g.add("predicted", "an approval predicted", c, mentions[0].text)
    elif (
        mentions
        and part.subject in c.entity_ids()
        and not _conditional(ctx, c)
        and not re.search(r"[A-Z]{1,2}\d{2,3}", c.text)
        # "| Grant cap | £186k |": the act's word only inside a thing's name
        and not all(any(e.start <= m.start and m.end <= e.end for e in c.entities) for m in mentions)
        # "They contain no facts about the pilot's period, scope, money, approval or progress": an item of a list
        # the sentence denies, no statement of its own
        and not (
            c.carried
            and not c.entities
            and any(o.end <= c.start and o.has("negation") for o in ctx.doc.sentences().get(c.sentence, ()))
            and not re.search(r"\b(?:is|are|was|were|has|have|had|will)\b|已|未|尚|将", c.text, re.I)
        )
    ):
        g.add("review", f"names the {event} but states no status the grader can read", c)


def _settle(g: PartGrade, want: str) -> None:
    """Settle the findings that depend on the others: a prediction stands for the status only where nothing states
    it; the material's earlier state is history beside the status the source ends with and a distortion instead
    of it."""
    kinds = [f.outcome for f in g.findings]
    # a forecast of the decision ("is expected to be approved", "预计近期正式批复") where the material states the
    # decision or that none is made yet: another status than the source's, whichever it is
    if "predicted" in kinds and "hit" not in kinds:
        for f in g.findings:
            if f.outcome == "predicted":
                f.outcome, f.why = "distorted", "a hedge or prediction stated instead of the status"
    # "通过形式初审，目前已基本获批": a hedged approval said as the present state (not a forecast beside the status,
    # which is an addition of its own) contradicts the status said beside it
    for f in g.findings:
        if f.outcome == "predicted" and _HEDGED_NOW.search(f.clause):
            f.outcome, f.why = "distorted", "a hedged approval stated as the present state beside the status"
    g.findings = [f for f in g.findings if f.outcome != "predicted"]
    # the material's earlier state of the same thing ("1月23日被退回", then approved on resubmission), said again
    # beside the state the material ends with, is its history; said instead of it, the status is distorted
    for f in g.findings:
        if f.outcome == "history" and "hit" in kinds:
            f.outcome = "dropped"
        elif f.outcome == "history" and _ONCE.search(f.clause):
            # "省级专项曾于2026年4月15日批复同意" and nothing after it (the answer cut off): a state it says was once
            # so, true of the material; the state it is in now is not stated
            f.outcome = "dropped"
        elif f.outcome == "history":
            f.outcome, f.why = (
                "distorted",
                re.sub(
                    r"as the material's earlier state|as a party's part in a list of who does what",
                    "where the source says " + want,
                    f.why,
                ),
            )
    g.findings = [f for f in g.findings if f.outcome != "dropped"]


def _in_duty_list(ctx: Context, c: Clause) -> bool:
    """The clause names a party's part in the process under a label that announces who does what ("Who does what
    (as stated): …", "Responsibilities stated in the material: …", "分工：…"), with no date of its own."""
    if any(v.kind == "date" for v in c.values):
        return False
    text = ctx.doc.text
    line_start = text.rfind("\n", 0, c.start) + 1
    before = text[line_start : c.start]
    block = text[: c.start]
    block = block[block.rfind("\n\n") + 1 :] if "\n\n" in block else block
    return bool(
        re.search(r"(?:[:：]|\*\*)", before)
        and DUTY_LIST_LABEL.search(before)
        or re.search(r"^[\W_]*(?:" + DUTY_LIST_LABEL.pattern + r")[^\n]{0,40}[:：]?[\W_]*$", block, re.I | re.M)
        and re.match(r"\s*[-*•]|\s*\d+[.)、]", text[line_start:])
    )


# the material turns the application away before any review ("不予受理", "未进入评审", "not accepted for assessment")
_NEVER_REVIEWED = re.compile(
    r"不予受理|未予受理|未进入评审|没有进入评审|未经评审|"
    r"\b(?:not (?:been )?(?:accepted|admitted) (?:for|into) (?:assessment|review)|never (?:reached|went to|entered) "
    r"(?:the )?(?:panel|review|assessment)|returned (?:it )?unreviewed)\b",
    re.I,
)
# an answer's refusal on the merits, after a review ("评审未通过", "failed the review", "after assessment")
_FAILED_REVIEW = re.compile(
    r"评审(?:未|没有?|没)(?:能)?通过|(?:未|没有?)通过(?:[^，。；]{0,6})?评审|评审[^，。；]{0,6}(?:不合格|落选|被否)"
    r"|\b(?:failed (?:the |its )?(?:review|assessment|appraisal)"
    r"|(?:after|following|on) (?:a |the )?(?:review|assessment)"
    r"|on (?:its )?merits|scored (?:too low|below))\b",
    re.I,
)
# a waiting list a request is put on, funded if a place comes free
_RESERVE_LIST = re.compile(r"候补|备选|递补|reserve|waiting list|wait-?list", re.I)
_THIS_ROUND = re.compile(r"本轮|这一?轮|本批次?|这一?批|\b(?:in )?this (?:round|call|funding round)\b", re.I)
_NOT_YET_WORD = re.compile(r"尚未|还没有?|仍未|暂未|未曾|\b(not yet|yet to|has not|have not|hasn't|haven't)\b", re.I)


def _denied_step_done(ctx: Context, part: Part) -> list[tuple[Clause, Mention]]:
    """ "省公共文化发展中心已受理" where the fact's own paragraph says "省公共文化发展中心尚未受理该申请": a step of the
    status the material says has not happened yet, said as done by (or of) the same party. (clause, mention) pairs.
    A step the material also reports done of that party ("该厅…出具了材料接收回执" is another office's) is left
    alone."""
    ids = next((f.sources for f in ctx.facts.facts if part in f.parts), ())
    cited = {i for i, p in enumerate(ctx.material_ids) if p in ids}
    denied: dict[str, set[str]] = {}
    done: dict[str, set[str]] = {}
    for o in ctx.source.clauses:
        for m in o.events:
            if m.negated and o.line in cited and _NOT_YET_WORD.search(o.text):
                denied.setdefault(m.id, set()).update(o.entity_ids())
            elif (
                not m.negated
                and modality(lexicon(ctx.source.lang), o, m) not in ("planned", "predicted", "not_done")
                # ("which must be lodged by 15 September 2026", "the group's secretary writes and lodges the full
                # application": a step still to come, a duty, is not done)
                and not re.search(r"\b(?:must|shall|will|should|to)\s+(?:\w+\s+)?$", o.text[: m.start - o.start], re.I)
                and not (ctx.source.lang == "en" and re.fullmatch(r"[a-z]+[^s]s", m.text))
            ):
                done.setdefault(m.id, set()).update(o.entity_ids())
    out: list[tuple[Clause, Mention]] = []
    if not denied or ctx.doc.lang != ctx.source.lang:
        return out
    # only a step the fact names among its cues is a step of the status itself ("受理" for a status that is "尚未
    # 受理"); another step the material denies ("the report has not been submitted"), said as done, is an invented
    # completion beside the status
    cues = {w.lower() for w in part.cues}
    # (or a step of the fact's own subject its statement names: "the full application has not been lodged")
    statement = next((f.statement for f in ctx.facts.facts if part in f.parts), "").lower()
    denied = {
        e: ids
        for e, ids in denied.items()
        if cues & {a.lower() for a in ctx.facts.events.get(e, ())}
        or part.subject in ids
        and any(re.search(rf"\b{re.escape(a.lower())}\b", statement) for a in ctx.facts.events.get(e, ()))
    }
    for c in ctx.doc.clauses:
        for m in c.events:
            own = set(c.entity_ids())
            if (
                m.id in denied
                and not m.negated
                and own & denied[m.id]
                and not own & done.get(m.id, set())
                and modality(ctx.lex, c, m) == "done"
                and not c.has("negation")
                and not c.has("condition")
                # (not the status itself, said as the material gives it: "市应急管理局已原则同意" where the approval
                # in principle stands and its formal letter is not issued: the step's word inside the status words)
                and not (
                    c.status
                    and c.status[1]
                    and c.status[0] == part.value.get("status")
                    and (at := c.text.find(c.status[1])) >= 0
                    and c.start + at <= m.start < c.start + at + len(c.status[1])
                )
            ):
                out.append((c, m))
    return out


_IN_FULL = re.compile(
    r"\b(in full|in its entirety|(the )?full amount|fully (approved|funded)|as requested|for both"
    # "approved both phases of the programme" where it approves phase 1 only
    r"|both (phases|stages|parts|lots|sites|years|grants|elements|strands)"
    r"|all (phases|stages|parts|lots|sites|years|(two|three|four|five) years)"
    # "approved the station's full two-year application", "the whole request"
    r"|(full|whole|entire) (?:[\w-]+ )?(application|request|bid|programme|program|package|proposal)"
    r"|(full|whole|entire) (two|three|four|five|2|3|4|5)-year)\b"
    r"|全额|足额|全部批准|如数|按申请额|两期(都|均|全部)|(一|1)期和(二|2)期(都|均)|两年(都|均|全部)|全部两年"
    r"|整个申请|申请的全部",
    re.I,
)


def _in_full_said(text: str) -> bool:
    """The text says an approval in full, not denied ("approved, but not in full", "并非全额", "未全额批复")."""
    return any(
        not re.search(
            r"(?:\bnot|n't|\bnever)\s+(?:[a-z]+\s+){0,2}$|(?:未|没有?|并非|不是|非)[^，。；]{0,2}$",
            text[: m.start()],
            re.I,
        )
        for m in _IN_FULL.finditer(text)
    )


_IN_PART = re.compile(
    r"\b(reduced|only|partial(ly)?|in part|part of|lower|less than|cut|smaller)\b|核减|减少|部分|仅|只",
    re.I,
)


_HEDGED_NOW = re.compile(
    r"(已经?|现已|目前|现在)[^，。；]{0,4}基本上?(获批|批准|批了|同意|通过)"
    # "本项目已进入拟支持名单，基本获批": the hedge as a clause of its own, no forecast word before it
    r"|^\W*基本上?(获批|批准|批了|同意|通过)"
    # ("项目基本获批": its subject, then the hedge, no forecast word)
    r"|^\W*(?:(?!预计|有望|可望|将|会|能)[\u4e00-\u9fff]){1,6}?基本上?(?:获批|批准|批了|同意|通过)\W*$"
    # "审批状态为基本获批", "目前状态：基本获批": the hedge said as the state's value
    r"|(?:状态|结果|进展|情况)\s*(?:为|是|：|:)\s*基本上?(获批|批准|批了|同意|通过)"
    r"|\bstatus\W+(?:is\s+)?(?:basically|essentially|effectively|practically|virtually|all but|as good as"
    r"|more or less|pretty much)\s+(?:approved|granted|agreed)\b"
    r"|\b(?:is|was|are|were|has been|have been|'s)\s+(?:now\s+)?(?:basically|essentially|effectively|practically"
    r"|virtually|all but|as good as|more or less|pretty much)\s+(?:approved|granted|agreed|through|a done deal)\b",
    re.I,
)


def _declined_by_applicant(ctx: Context, part: Part, c: Clause) -> bool:
    """A refusal word whose doer is the applicant, not who decides ("**declined** by the council", "the council
    turned the offer down", "区议会拒绝了这笔拨款"), where the fact is the applicant's withdrawal: the applicant turning
    down what it was offered. The applicant is the first thing the material's first sentence names."""
    words = (c.status[1] if c.status else "") or ""
    if not re.search(r"declin|turn|refus|reject|拒绝|放弃|谢绝", words, re.I):
        return False
    # (the first thing the material's first sentence names: "Carrick Bay District Council applies to the …")
    opening = [m for o in ctx.source.sentences().get(0, ()) for m in o.entities]
    applicants = {min(opening, key=lambda m: m.start).id} - {part.subject} if opening else set()
    at = c.text.lower().find(words.lower())
    if at < 0:
        return False
    for m in c.entities:
        if m.id not in applicants:
            continue
        rel = m.start - c.start
        before = c.text[:rel]
        # the doer before the word ("the council declined the offer"), or after "by" ("declined by the council")
        if rel < at and not re.search(r"\b(?:by|of|to|from|for)\s+(?:the\s+)?$", before, re.I):
            return True
        if rel > at and re.search(r"\bby\s+(?:the\s+)?$|被$|由$", c.text[at + len(words) : rel], re.I):
            return True
    return bool(re.search(r"\boffer\b", c.text, re.I)) and not ({m.id for m in c.entities} - applicants)


def _in_full_where_in_part(ctx: Context, part: Part, c: Clause) -> bool:
    """ "approved our application in full, for both wards" where the material approves it "at a reduced amount and
    only for Phase 1": another decision. A sentence that gives an amount with it ("按申请额全额批复，批复投资上限为
    1,280万元") is the amount's finding, counted once; the amount the material approves, given right, is not
    ("approved the full three-year application, with first-year funding capped at GBP 96,000")."""
    sentence = ctx.doc.sentence_text(c.sentence)
    caps = [float(p.value["amount"]) for f in ctx.facts.facts for p in f.parts if p.type == "money"]
    if any(
        v.kind == "amount" and not any(same_number(v.value, w) for w in caps)
        for o in ctx.doc.sentences().get(c.sentence, ())
        for v in o.values
    ):
        return False
    sents = ctx.source.sentences()

    def told(o: Clause) -> str:
        # the approval's sentence and the one after it on its line ("…approved phase 1 of the programme. Phase 2 …
        # was not part of this decision")
        after = sents.get(o.sentence + 1, ())
        more = ctx.source.sentence_text(o.sentence + 1) if after and after[0].line == o.line else ""
        return ctx.source.sentence_text(o.sentence) + " " + more

    def near(o: Clause) -> list[Clause]:
        after = sents.get(o.sentence + 1, ())
        return [*sents.get(o.sentence, ()), *(after if after and after[0].line == o.line else ())]

    if not _in_full_said(sentence):
        # "the panel approved year one and year two" where the material approves year one only and leaves year
        # two undecided: the other part named with it, in the approval's object
        said = c.status[1] if c.status else ""
        at = c.text.find(said) + len(said) if said and said in c.text else -1
        joined = [
            e.id
            for e in c.entities
            if at >= 0
            and e.id != part.subject
            and e.start - c.start >= at
            and re.search(r"\b(and|&|plus|both)\b|和|与|及|以及|、", c.text[at : e.start - c.start], re.I)
            # (not the object of a verb of refusing after it: "approving the travel costs and declining the
            # accommodation costs")
            and not re.search(
                r"\b(?:declin|refus|reject|turn\w* down|not\b|no\s+to\b)|拒绝|驳回|否决|不予|未",
                c.text[at : e.start - c.start],
                re.I,
            )
        ]
        return any(
            o.status and o.status[0] in ("pending", "rejected") and e in o.entity_ids()
            for e in joined
            for o in ctx.source.clauses
        ) and any(
            o.status
            and o.status[0] == "approved"
            and (
                part.subject in o.entity_ids()
                and _IN_PART.search(told(o))
                # (or the approval's own sentence, or the next on its line, refuses the thing named with it: "同意一单
                # 元、二单元加装电梯；三单元因地基勘察未通过，不予批准")
                or any(x.status and x.status[0] == "rejected" and e in x.entity_ids() for x in near(o) for e in joined)
            )
            for o in ctx.source.clauses
        )

    return any(
        o.status
        and o.status[0] == "approved"
        # (the subject named in the approval's sentence: "… approved the two flood rescue boats and refused the boat
        # store building", one clause for each decision)
        and (
            part.subject in {i for x in sents.get(o.sentence, ()) for i in x.entity_ids()}
            or o.event(part.value["event"])
        )
        # (or the sentence refuses another part: "approved the two flood rescue boats and refused the boat store")
        and (
            _IN_PART.search(told(o))
            or any(x.status and x.status[0] == "rejected" for x in sents.get(o.sentence, ()) if x.start > o.start)
        )
        and not _in_full_said(told(o))
        for o in ctx.source.clauses
    )


# the money paid out ("拨付", "paid", "released") said whole ("全部拨付到位", "the full grant has been paid") or in
# part ("首期资金（补助总额的一半）已拨付", "the first half was released"), in one sentence
_PAID = r"拨付|拨款|拨到|到位|到账|支付|付清|\b(?:paid|released|disbursed|transferred|drawn down)\b"
_PAID_FULL = re.compile(
    rf"(?:全部|全额|足额|全数|一次性|都已经?|均已)[^，。；]{{0,8}}(?:{_PAID})|(?:{_PAID})[^，。；]{{0,4}}完毕"
    # (within its clause: "approved the application in full on 14 May 2026, and the first instalment has been paid")
    rf"|\b(?:in full|fully|all of (?:the|our|its)|the (?:full|whole|entire)|all the)\b[^.;,]{{0,60}}?(?:{_PAID})"
    rf"|(?:{_PAID})\s+(?:in full|fully)\b",
    re.I,
)
_PAID_PART = re.compile(
    r"首期|首笔|第一期|一期资金|一半|半数|部分|余下|剩余|其余|尾款"
    r"|\b(?:half|part of|portion|first (?:instalment|installment|tranche|payment)|the rest|remainder|remaining)\b",
    re.I,
)


def _paid_in_full_where_in_part(ctx: Context, c: Clause) -> str | None:
    """ "38万元补助资金已于5月12日全部拨付到位" where the material says the first half was paid that day and the rest
    waits for the acceptance check: the money said paid in full, another state of the grant than the source's."""
    sentence = ctx.doc.sentence_text(c.sentence)
    said = _PAID_FULL.search(sentence)
    # (a payment in full still to come is no state: "全部拨付到位后开工", "once the full grant is paid")
    if said is None or re.search(
        r"^\W{0,2}(?:后|之后|以后|前|之前|时|才)|\b(?:once|when|after|until|before|will|would|to be|is due)\b"
        # ("预计9月底前余款可全部拨付", "expected to be paid in full": a forecast)
        r"|\b(?:expected|likely|should|may|could)\b|待|等|须|需|要|将|会|才|预计|有望|可望|可(?!以说)",
        sentence[said.end() : said.end() + 3] + " " + sentence[max(0, said.start() - 12) : said.start()],
        re.I,
    ):
        return None
    paid = re.compile(_PAID, re.I)
    told = [ctx.source.sentence_text(i) for i in ctx.source.sentences()]
    in_part = any(paid.search(t) and _PAID_PART.search(t) and not _PAID_FULL.search(t) for t in told)
    return said.group(0) if in_part else None


# the party an award is made to ("awarded the grant to the partnership", "授予…合作社", "拨给…")
_TO_RECIPIENT = {
    "en": re.compile(r"\b(?:awarded|granted|gave|given|allocated|paid|made)\b[^.;:]{0,40}?\bto\s+(?:the\s+)?$", re.I),
    "zh": re.compile(r"(?:授予|拨给|批给|下达给|给予)(?:了)?$"),
}
_HOLDS = re.compile(r"\b(?:holds?|held|administer\w*|receiv\w*|manag\w*)\b|持有|管理|领取|接收", re.I)


def _recipients(doc, ctx: Context, c: Clause, subject: str) -> list:
    """The parties named right after the award's "to" (or 授予, 拨给) in the clause."""
    lang = "zh" if ctx.lex.lang == "zh" else "en"
    text = doc.text
    return [
        m
        for m in c.entities
        if m.id != subject and _TO_RECIPIENT[lang].search(text[max(c.start, m.start - 60) : m.start])
    ]


def _another_recipient(ctx: Context, part: Part, c: Clause) -> str | None:
    """ "the River Resilience Fund awarded the grant to Marston Ferrers Parish Council" where the material awards it
    "to the partnership as a whole" and names the district council as the one that holds it: the award given to
    another party. The material's own recipient, and a party it says holds, administers or receives the grant, are
    the award's."""
    if ctx.doc.lang != ctx.source.lang:
        return None
    mine = _recipients(ctx.doc, ctx, c, part.subject)
    if not mine:
        return None
    given = {
        m.id
        for o in ctx.source.clauses
        if o.status and o.status[0] == "approved"
        for m in _recipients(ctx.source, ctx, o, part.subject)
    }
    if not given:
        return None
    holders = {
        m.id
        for o in ctx.source.clauses
        if part.subject in o.entity_ids() and _HOLDS.search(o.text) and not o.has("negation")
        for m in o.entities
        if m.id != part.subject
    }
    wrong = [m for m in mine if m.id not in given | holders]
    return wrong[0].text if wrong else None


# words that place a state before the one the material ends with ("首次报送被退回", "was first refused")
_EARLIER = re.compile(
    r"首次|第一次|头一回|头一次|初次|最初|起初|此前|先前|之前|原先|原本|本来|当初|一开始|曾经?|一度|"
    # "初审不予支持是因为…" where the material's 初审 refused and the review approved: the first instance's decision
    r"初审|一审|"
    # "钱其实批下来过": the experiential 过 after the decision's verb, a state it was once in
    r"(批下来|批准|批复|同意|获批|通过|批)过(?![了程来去])|"
    r"\b(first|initially|originally|earlier|previously|at first|before that|the first time|initial review)\b",
    re.I,
)


def _supported_beside_refused(ctx: Context, part: Part, c: Clause) -> tuple[str, str] | None:
    """Parts of one decision named, then a bare "支持", beside another part's 不予支持 in the sentence ("上坝村、柳湾村
    支持；竹岭村不予支持"): the parts supported, the word said short."""
    if ctx.lex.lang != "zh" or not _sibling_subjects(ctx, part) or not c.entities:
        return None
    last = max(c.entities, key=lambda m: m.end)
    tail = re.fullmatch(
        r"(?:的[\u4e00-\u9fff]{0,6})?\s*(?:都|均|也)?(?:获得|得到|给予|给|予以)?(支持)\W*",
        ctx.doc.text[last.end : c.end],
    )
    if tail is None:
        return None
    sents = ctx.doc.sentences()  # (its sentence, or one a semicolon joins to it)
    near = [o for i in sorted(ctx.doc.semicolon_joined(c.sentence)) for o in sents.get(i, ())]
    refused = any(
        o is not c
        and (o.status and o.status[0] == "rejected" or re.search(r"(?<![是否])不(?:予|给)?支持", o.text))
        and _sibling_subjects(ctx, part) & o.entity_ids()
        for o in near
    )
    return ("approved", tail.group(1)) if refused else None


# a state said to have been so once, and no longer ("曾获批准", "was originally approved")
# a payment held back ("payment is on hold until …", "资金暂缓拨付"): the money, not the decision
_HOLD = re.compile(r"\b(?:on hold|held back|withheld|frozen)\b|暂缓拨付|暂停拨付|暂不拨付", re.I)
_ONCE = re.compile(
    r"曾经?|一度|原先|原本|本来|当初|起初|最初|\b(?:originally|initially|at first|previously|earlier)\b", re.I
)


# the condition of an approval since met: "approved (unconditional)", "the condition was met", "条件已满足"
_CONDITION_MET = re.compile(
    r"\bunconditional(?:ly)?\b|\bno longer conditional\b"
    r"|\bconditions?\b[^.;]{0,60}?\b(?:was|were|has been|have been|is|are|now|since)\s+"
    r"(?:now\s+|since\s+|been\s+)?(?:met|fulfilled|satisfied|cleared|discharged|sorted|resolved|dealt with)\b"
    r"|\bconfirmed\b[^.;]{0,30}\bconditions?\b[^.;]{0,10}\b(?:met|fulfilled|satisfied)\b"
    r"|条件(?:[（(][^（）()]{0,30}[）)])?(?:已经?|均已|现已)(?:满足|达成|落实|完成|具备)|已(?:满足|达成|落实)[^，。；]{0,6}条件"
    r"|无条件|(?:不再|现已不|已不|未)附(?:带|加|有)?(?:任何)?条件|没有(?:别的|其他|其它|任何)?(?:附加|附带)条件"
    # "The approval now carries no condition"
    r"|\b(?:carries|carry|has|have) no (?:further |other )?conditions?\b"
    # "县交通运输局书面确认条件满足": a party confirming it met
    r"|(?:确认|认定|证实)(?:该|上述|所附|这一?|这个|此项?)?条件(?:已经?|均已)?(?:满足|达成|具备|落实)"
    # "The grant is approved without conditions", "approved, with no condition outstanding", "no strings left"
    r"|\bwithout (?:any )?conditions\b|\bwith no (?:conditions?|strings)(?: (?:outstanding|left|remaining|attached))?\b"
    r"|\bno (?:conditions?|strings) (?:outstanding|left|remaining)\b"
    # "confirmed in full after planning permission was granted": the approval in principle made final
    r"|\b(?:confirmed|made final) in full\b|\bfully confirmed\b",
    re.I,
)


_CONDITION_OPEN = re.compile(
    r"\b(?:still|not yet|outstanding|awaited|awaiting|pending|remains? open|one of|that condition|the first condition"
    # (not the one condition an approval came with: "approved … with one condition: …")
    # (nor "the one condition … was met", its only one)
    r"|(?<!with )(?<!attached )(?<!carried )(?<!the )(?<!its )one condition|not unconditional|until both|until all)\b"
    r"|尚未|还没|仍未|仍在|待|其中一|第一[项个道]|(?<![附有带])一项条件|不是无条件|并非无条件|非无条件|两道关都|均需"
    # "Neither condition has been met yet", "none of the conditions has been met", "the conditions are unmet"
    r"|\b(?:neither|none of|unmet|unfulfilled)\b|\b(?:not|n't)\s+(?:yet\s+)?(?:been\s+)?(?:met|fulfilled|satisfied)\b"
    r"|\b(?:met|fulfilled|satisfied)\s+yet\b|[均都](?:还)?[未没]有?(?:满足|达成|落实)|未(?:满足|达成|落实)",
    re.I,
)


def _own_paragraphs_words(ctx: Context, part: Part, status: tuple, c: Clause) -> bool:
    """A status said in the very words a clause of the fact's own paragraph gives that status in, words the fact's
    statement uses too, and more than a bare status word (two words, or four Chinese characters), where the fact
    types the decision by its parts and neither clause names one of them: "partially approved the application" for
    travel approved and accommodation declined (not "上坝村、柳湾村和竹岭村…均予以支持" where the material supports
    two)."""
    parts = _sibling_subjects(ctx, part)
    if not parts:
        return False  # (only a decision the fact types by its parts: one status word of its own is the rules' to read)
    parts = parts | {part.subject}
    if {m.id for m in c.entities} & parts:
        return False
    words = (status[1] or "").lower().strip()
    statement = (next((f.statement for f in ctx.facts.facts if part in f.parts), "") or "").lower()
    longer = len(words.split()) >= 2 if words.isascii() else len(re.sub(r"\W", "", words)) >= 4
    return (
        longer
        and words in statement
        and any(
            o.status and o.status[0] == status[0] and words in o.text.lower() and not o.entity_ids() & parts
            for o in _own_paragraph_clauses(ctx, part)
        )
    )


def _condition_met(ctx: Context, c: Clause) -> bool:
    """The clause's sentence, or one after it on its line, says the approval's condition has since been met
    ("approved; the 12 March 2026 condition (heritage consent) was met"): the approval stands without it."""
    sents = ctx.doc.sentences()
    texts = [
        ctx.doc.sentence_text(i) for i, sent in sents.items() if i >= c.sentence and sent and sent[0].line == c.line
    ]
    # (not where one condition of several is met, another still open, anywhere in the paragraph: "so that condition
    # is met. The planning consent … is still awaited"; nor "但不是无条件的")
    paragraph = " ".join(ctx.doc.sentence_text(i) for i, sent in sents.items() if sent and sent[0].line == c.line)
    # ("with no condition outstanding": none open)
    paragraph = re.sub(r"\bno (?:conditions?|strings) (?:outstanding|left|remaining)\b", " ", paragraph, flags=re.I)
    if _CONDITION_OPEN.search(paragraph):
        return False
    # (nor where the answer types the state itself as conditional: "**Approval status:** conditional. … so both
    # conditions are now met")
    if re.search(r"(?:status|state|状态|结果)\W{0,4}(?:conditional|附条件|有条件)", paragraph, re.I):
        return False
    return any(_CONDITION_MET.search(t) for t in texts)


def _fact_subjects(ctx: Context, part: Part) -> set[str]:
    """The subjects of the other parts of the part's own fact, of any type (the award a status fact also gives an
    amount of)."""
    for f in ctx.facts.facts:
        if any(p is part for p in f.parts):
            return {p.subject for p in f.parts if p is not part} - {part.subject}
    return set()


def _sibling_subjects(ctx: Context, part: Part) -> set[str]:
    """The other subjects of a status fact of several parts ("the boats approved, the boat store refused")."""
    for f in ctx.facts.facts:
        if any(p is part for p in f.parts):
            return {p.subject for p in f.parts if p is not part and p.type == "status"} - {part.subject}
    return set()


# where one part's stretch of a clause ends and a sibling's begins: a conjunction or a comma
_STRETCH_CUT = re.compile(r"\s+(and|but|while|whereas)\s+|[,;，；、]|和|但|而", re.I)


def _own_stretch_status(ctx: Context, part: Part, c: Clause, siblings: set[str]) -> tuple[str, str] | None:
    """The status said in the stretch of the clause that holds the part's subject and none of its siblings', cut
    at the conjunction or comma before (or after) the sibling's name."""
    own = [m for m in c.entities if m.id == part.subject]
    others = [m for m in c.entities if m.id in siblings]
    if not own or not others:
        return None
    p, text = own[0], ctx.doc.text
    before = [m for m in others if m.end <= p.start]
    after = [m for m in others if m.start >= p.end]
    start, end = c.start, c.end
    if after:
        q = min(after, key=lambda m: m.start)
        cut = list(_STRETCH_CUT.finditer(text[p.end : q.start]))
        end = p.end + cut[-1].start() if cut else q.start
    if before:
        q = max(before, key=lambda m: m.end)
        cut = list(_STRETCH_CUT.finditer(text[q.end : p.start]))
        start = q.end + cut[0].end() if cut else q.end
    said = stated_status(ctx.lex, text[start:end])
    if said is None and ctx.doc.lang == "en":
        # ("approving the travel costs and declining the accommodation costs": the participle of the stretch)
        if ing := re.search(rf"\b{_DECIDING}", text[start:end], re.I):
            said = _deciding_status(ing)
    return said


def _accepted_for_review(ctx: Context, c: Clause, status: tuple[str, str]) -> bool:
    """ "The provincial fund office accepted the application on 16 March 2026" where the material reports the
    application accepted for review (受理) that day: a day the material gives a step, no decision, on it."""
    days = [v for v in c.values if v.kind == "date" and v.value[2] is not None]
    if not re.fullmatch(r"accept(?:ed|s)?", status[1] or "", re.I) or not days:
        return False
    decided = [x for o in ctx.source.clauses if o.status for x in o.values if x.kind == "date"]
    stepped = [
        x
        for o in ctx.source.clauses
        if not o.status and not any(s.status for s in ctx.source.sentences().get(o.sentence, ()))
        for x in o.values
        if x.kind == "date"
    ]
    return all(
        any(ctx.in_source_value(v, x) for x in stepped) and not any(ctx.in_source_value(v, x) for x in decided)
        for v in days
    )


def _predicted_before(ctx: Context, c: Clause) -> bool:
    """ "预计审计结束后，本项申请可于2027年3月中旬恢复审查并获得批准": a forecast word in the time clause before, the
    clause itself said of a time to come (可于, 将于, 有望)."""
    before = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start][-1:]
    return (
        bool(before)
        and before[0].has("predicted")
        and not before[0].status
        and re.search(r"(?:可|将|会|能)(?:于|在)|可望|有望|\b(?:will|would|could|should)\b", c.text, re.I) is not None
    )


_AWAITS_OUTCOME = re.compile(
    r"\b(?:wait(?:s|ing)? for|await(?:s|ing)?) (?:the |its |a )?(?:outcome|result|verdict|ruling)\b"
    r"|等待?[^，。；]{0,8}(?:结果|结论|裁决)|(?:结果|结论)(?:尚未|还没有?|仍未)(?:出来|作出|公布)",
    re.I,
)
# a step's outcome reported: "the appeal panel upheld the appeal", "复核决定维持原决定"
_STEP_DECIDED = re.compile(
    r"\b(?:upheld|dismissed|allowed|overturned|quashed|decided|rejected|refused|granted)\b|维持|撤销|驳回|作出[^，。；]{0,6}决定",
    re.I,
)

# the outcome said right before the act's word ("upheld the appeal") or right after it ("the appeal was dismissed")
_DECIDED_BEFORE = re.compile(r"(?:" + _STEP_DECIDED.pattern + r")\s+(?:the\s+|its\s+|their\s+)?$", re.I)
_DECIDED_AFTER = re.compile(r"\s*(?:(?:was|has been|had been|were)\s+)?(?:" + _STEP_DECIDED.pattern + ")", re.I)


def _awaits_a_decided_step(ctx: Context, part: Part, c: Clause) -> str | None:
    """The sentence says an act of its own (an appeal, a review) awaits its outcome, where a sentence of the material
    naming that act reports the outcome: the act's word, else None."""
    sentence = ctx.doc.sentence_text(c.sentence)
    # (a sentence that reports an outcome itself waits for something after it: "The appeal was upheld and the
    # application now awaits the outcome of a fresh assessment")
    if not _AWAITS_OUTCOME.search(sentence) or _STEP_DECIDED.search(sentence):
        return None
    own = set(part.events())
    src = ctx.source.text
    for o in ctx.doc.sentences().get(c.sentence, ()):
        for m in o.events:
            if m.id in own:
                continue
            for x in ctx.source.clauses:
                for e in x.events:
                    # the outcome said of the act itself: "upheld the appeal", "the appeal was dismissed", 复核维持
                    if (
                        e.id == m.id
                        and not e.negated
                        and (
                            _STEP_DECIDED.fullmatch(e.text)
                            or _DECIDED_BEFORE.search(src[max(0, e.start - 30) : e.start])
                            or _DECIDED_AFTER.match(src[e.end : e.end + 30])
                        )
                    ):
                        return m.text
    return None


def _party_status_as_source(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The clause names a party besides the fact's subject, and a clause of the material gives the subject this
    status with that same party named ("On 12 March 2026 the council's cabinet approved the bid"): the party's own
    decision, restated."""
    mine = {m.id for m in c.entities} - {part.subject}
    row = False
    if not c.entities and ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start].lstrip().startswith("|"):
        # "| 青石乡政府 | 已于4月30日审核同意并转报 |": the party the row opens with, the material's sentence on it
        mine = {m.id for o in ctx.doc.clauses if o.line == c.line and o.end <= c.start for m in o.entities}
        mine -= {part.subject}
        row = True
    if not mine or part.subject not in c.entity_ids() and not row:
        return False
    return any(
        o.status
        and o.status[0] == status
        and (part.subject in o.entity_ids() or row)
        and mine <= {m.id for m in o.entities}
        and all(ctx.in_source(v) for v in c.values)
        # (not another applicant's: "the panel approved Dunmarra Port Company's application on 11 July 2028")
        and not _clause_held_by_another(ctx, part, o)
        and not any(another_of_its_kind(ctx.source.text, m.start) for m in o.entities)
        for o in ctx.source.clauses
    )


# a decision set aside on review or appeal ("撤销该不予批准决定", "把这个“不批”的决定给撤了", "revoked that decision",
# "the refusal was overturned")
_SET_ASIDE = re.compile(
    r"撤销了?[^，。；]{0,12}?(?:决定|驳回|不予批准)|(?:决定|驳回)[”\"']?[^，。；]{0,6}?(?:给|被|已被)?[^，。；]{0,8}?撤(?:了|销|掉)"
    r"|\b(?:revoked|overturned|quashed|set aside|annulled|reversed|rescinded)\s+"
    r"(?:that|the|this|its|their|[\w-]+'s)?\s*(?:original\s+|earlier\s+|first\s+|initial\s+)?"
    r"(?:decision|refusal|rejection|ruling)"
    r"|\b(?:decision|refusal|rejection)\b[^.;]{0,20}\b(?:was|has been|had been)\s+(?:later\s+|since\s+|then\s+)?"
    r"(?:revoked|overturned|quashed|set aside|annulled|reversed|rescinded)\b"
    # the passive alone, after the refusal it speaks of ("原不予批准的决定（…）已于2026年3月6日被区人民政府撤销")
    r"|^\W*(?:已经?|并|后)?(?:于[^，。；]{0,14}?)?被[^，。；]{0,12}?撤销"
    r"|^\W*(?:it\s+)?(?:was|has been|had been)\s+(?:later\s+|since\s+|then\s+)?"
    r"(?:revoked|overturned|quashed|set aside)\b",
    re.I,
)
_REFUSAL_WORD = re.compile(r"不予批准|驳回|不批|refus|reject", re.I)


def _refusals_set_aside(clauses: list[Clause]) -> list[tuple[Clause, list[Clause]]]:
    """Each clause that sets a refusal aside, with the refusals said before it: its object a refusal by name
    ("撤销该不予批准决定", "revoked the refusal"), or "that decision" after a refusal the text gave."""
    out = []
    for i, o in enumerate(clauses):
        m = _SET_ASIDE.search(o.text)
        if m is None:
            continue
        refusals = [x for x in clauses[:i] if x.status and x.status[0] == "rejected" and not _SET_ASIDE.search(x.text)]
        if refusals or _REFUSAL_WORD.search(m.group(0)):
            out.append((o, refusals))
    return out


def _refusal_set_aside(ctx: Context, c: Clause) -> bool:
    """The clause is a refusal the answer goes on to say was set aside, or the setting aside itself, and the material
    says its refusal was set aside too: the refusal is an earlier state, and the setting aside no refusal of its
    own ("区人民政府撤销原决定，责令区商务局重新审查", "the district government revoked that decision")."""
    if not _refusals_set_aside(ctx.source.clauses):
        return False
    return any(c is o or any(c is x for x in refusals) for o, refusals in _refusals_set_aside(ctx.doc.clauses))


def _earlier_state(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The material gives the fact's subject ``status`` too, as an earlier state (refused, then approved on
    resubmission), and the clause says it as that: with a date the material gives, or a word that places it before."""
    if status == "rejected" and _refusal_set_aside(ctx, c):
        return True
    said = {status}
    if status == "pending" and re.search(r"未|不予|没有?|\bnot\b|n't", c.status[1] if c.status else c.text):
        said.add("rejected")  # "2026-01-23 退回（未批准）": not approved then, the refusal
    if not any(
        given in said
        and part.subject in ids
        # (not another applicant's state, its 申请 held by it: "东岚区体育局的社区球场申请已获资助")
        and not (ctx.source.lang == "zh" and _held_by_another(ctx, part, given))
        for given, ids in ctx.source_statuses().get(part.subject, ())
    ):
        # the fact's own paragraph gives the state to the project in another word: said on that clause's own day
        para = _paragraph_states(ctx, part, said)
        if not para:
            return False
        days = [v for v in c.values if v.kind == "date"]
        if not days:
            # "初审不予支持是因为…": undated, placed before by a word of its own
            return bool(_EARLIER.search(" ".join(o.text for o in ctx.doc.sentences().get(c.sentence, ())))) or (
                _before_it_ended(ctx, c)
            )
        near = [x for o in para for y in ctx.source.sentences()[o.sentence] for x in y.values if x.kind == "date"]
        return all(any(ctx.in_source_value(v, x) for x in near) for v in days)
    before = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.end]
    sentence = " ".join(o.text for o in before)
    # its own date, else the one before it in the sentence ("同月23日：方案被退回", "2026-01-23 退回（未批准）")
    # or, in a row or a list item, the one right after it ("| Panel decision | Rejected, 14 March 2027 |")
    after = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end][:1]
    # ("2026年10月9日，由于本轮申请超额，基金将该申请列入候补名单": the day opening the sentence, a reason between)
    opening = next((o for o in reversed(before[:-1]) if o.status or any(v.kind == "date" for v in o.values)), None)
    dated = (
        [v for v in c.values if v.kind == "date"]
        or [v for o in before[-2:] for v in o.values if v.kind == "date"]
        or [v for v in (opening.values if opening is not None and not opening.status else ()) if v.kind == "date"]
        or [v for o in after if not o.status for v in o.values if v.kind == "date"]
        # "**Approval:** approved 14 March 2025 on condition …": a label given its sentence's status, dated after it
        or [v for o in after if c.status is None and not c.values for v in o.values if v.kind == "date"]
    )
    # (not on the day the material gives another party's state: "已于2027年1月26日获得批准" on another applicant's
    # approval day is no earlier state of this one)
    if (
        dated
        and all(ctx.in_source(v) for v in dated)
        and not (
            any(ctx.in_source_value(v, s) for s in _others_dates(ctx, part, said) for v in dated)
            and not any(ctx.in_source_value(v, s) for s in _earlier_dates(ctx, part, said) for v in dated)
        )
    ):
        return True
    # "| Grant approved | GBP 28,500 |" where the material says "The council approved a grant of GBP 28,500": the
    # amount the material's sentence of that state gives
    amounts = [v for v in c.values if v.kind == "amount"] or [
        v for o in after if not o.status for v in o.values if v.kind == "amount"
    ]
    sents = ctx.source.sentences()
    given = [
        x
        for o in ctx.source.clauses
        if o.status and o.status[0] in said and any(part.subject in y.entity_ids() for y in sents.get(o.sentence, ()))
        for y in sents.get(o.sentence, ())
        for x in y.values
        if x.kind == "amount"
    ]
    if amounts and all(any(same_number(v.value, x.value) and v.unit == x.unit for x in given) for v in amounts):
        return True
    # "Approved by the awards panel, then declined by the council": the clause after it says what came next
    nxt = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end][:1]
    return (
        bool(_EARLIER.search(sentence))
        or _before_it_ended(ctx, c)
        or any(_THEN.match(o.text) and o.status for o in nxt)
    )


# "申请原在县农业农村局审核中", "撤回前处于审核中", "before it was withdrawn": the clause's own state, before the one
# that ended it (in the clause itself: "项目原已获批，…目前正在…重新审核中" places only the approval before)
_BEFORE_IT_ENDED = re.compile(
    r"原(?:在|来|已|是|为|处于)|(?:撤回|撤销|撤下|退出|放弃)(?:申请)?(?:之|以)?前"
    r"|\b(?:before|prior to|until) (?:the |its |their |our )?(?:withdrawal|it was withdrawn|they withdrew|we withdrew"
    r"|withdrawing)\b",
    re.I,
)


def _before_it_ended(ctx: Context, c: Clause) -> bool:
    """The clause's state is placed before the one that ended it, in the clause or in a clause of its sentence
    before it with the same state ("申请原在县农业农村局审核中，尚无审批决定")."""
    return bool(_BEFORE_IT_ENDED.search(c.text)) or any(
        o.end <= c.start and o.status and c.status and o.status[0] == c.status[0] and _BEFORE_IT_ENDED.search(o.text)
        for o in ctx.doc.sentences().get(c.sentence, ())
    )


_THEN = re.compile(r"\W*(?:(?:then|later|subsequently|afterwards|but then)\b|随后|后来|之后|后又|但随后|但后来)", re.I)


def _paragraph_states(ctx: Context, part: Part, said: set[str]) -> list[Clause]:
    """The clauses of the fact's own paragraph that give one of the states ``said`` to its project by another word
    than the fact's subject ("项目于2026年12月8日通过初审" where the fact is about the 申报): not another party's
    (X的…申请, 同批申报的…, "a separate application by Dunmarra Port Company")."""
    out = []
    for o in _own_paragraph_clauses(ctx, part):
        if not (o.status and o.status[0] in said) or _clause_held_by_another(ctx, part, o):
            continue
        first = ctx.source.sentences()[o.sentence][0]
        another = any(
            another_of_its_kind(ctx.source.text, m.start)
            for x in ctx.source.sentences()[o.sentence]
            for m in x.entities
        )
        if not (_SAME_BATCH.match(first.text) or another):
            out.append(o)
    return out


def _others_dates(ctx: Context, part: Part, said: set[str]) -> list:
    """The dates of the material's sentences that give another party's thing one of the states ``said``
    ("同批申报的松陂县教育局（虚构单位）的申请已于2027年1月26日获得批准")."""
    sents = ctx.source.sentences()
    return [
        v
        for o in ctx.source.clauses
        if o.status and o.status[0] in said and ctx.source.lang == "zh" and _clause_held_by_another(ctx, part, o)
        for x in sents.get(o.sentence, ())
        for v in x.values
        if v.kind == "date"
    ]


def _earlier_dates(ctx: Context, part: Part, said: set[str]) -> list:
    """The dates the material gives the subject's states ``said``: those of each sentence giving it one (not
    another party's: "同批申报的松陂县教育局（虚构单位）的申请已于2027年1月26日获得批准"), and of the sentence
    before it when that one gives no status ("On 3 March the panel met. It refused the bid.")."""
    sents = ctx.source.sentences()
    out = []
    for o in ctx.source.clauses:
        if not (o.status and o.status[0] in said) or part.subject not in {
            m.id for x in sents.get(o.sentence, ()) for m in x.entities
        }:
            continue
        if ctx.source.lang == "zh" and _clause_held_by_another(ctx, part, o):
            continue
        near = list(sents.get(o.sentence, ()))
        before = sents.get(o.sentence - 1, ())
        if before and before[-1].line == o.line and not any(x.status for x in before):
            near += before
        out += [v for x in near for v in x.values if v.kind == "date"]
    return out


def _held_by_another(ctx: Context, part: Part, status: str) -> bool:
    """Every clause of the material that gives the subject ``status`` names it as another party's ("东岚区体育局的社区
    球场申请已获资助": X的…申请)."""
    # (the subject may be named in another clause of the status's sentence: "同批申请的东湖街道（虚构）菜市场照明改造
    # 项目已获区商务局批准")
    sents = ctx.source.sentences()
    held = [
        o
        for o in ctx.source.clauses
        if o.status and o.status[0] == status and any(part.subject in x.entity_ids() for x in sents[o.sentence])
    ]
    return bool(held) and all(_clause_held_by_another(ctx, part, o) for o in held)


def _clause_held_by_another(ctx: Context, part: Part, o: Clause) -> bool:
    """The material's status clause ``o`` names the subject as another party's thing (X的…申请)."""
    own = [m for x in ctx.source.sentences()[o.sentence] for m in x.entities if m.id == part.subject]
    # ("同批申报的松陂县教育局（虚构单位）的申请已于…获得批准": the subject's only word there a verb said of the other
    # party, its 申请 inside the other party's name)
    if own and all(_attributive(ctx.source.text, m) for m in own):
        return True
    # ("同批申报的枫林社区卫生服务中心光伏改造申请已于…获得支持": a sentence about the round's other applicants, another
    # party named before the subject)
    first = ctx.source.sentences()[o.sentence][0]
    # ("同批申请的东湖街道（虚构）菜市场照明改造项目已获区商务局批准": the subject's only word the round's verb)
    opening = re.match(
        r"\W*(?:另\s*[:：]\s*)?(?:同批|同一批次?|同期|同轮|同一轮)(?:次)?(?:申请|申报|提交|报送)的", first.text
    )
    if opening and own and all(first.start <= m.start and m.end <= first.start + opening.end() for m in own):
        return True
    if re.match(r"\W*(?:另\s*[:：]\s*)?(?:同批|同一批次?|同期|同轮|同一轮|同时申报)", first.text) and any(
        x.id != part.subject and not ctx.in_statement(part, x.id) and x.end <= m.start
        for x in (e for oo in ctx.source.clauses if oo.sentence == o.sentence for e in oo.entities)
        for m in own
    ):
        return True
    ids = next((f.sources for f in ctx.facts.facts if part in f.parts), ())
    cited = {i for i, p in enumerate(ctx.material_ids) if p in ids}
    return any(
        any(
            x.id != part.subject
            # (not the fact's own applicant: "批复同意青岚街道的申请", the statement naming 青岚街道办事处; nor one
            # in the fact's own paragraph that the material does not mark as another applicant: "省基金管理委员会
            # 批准了青岚县教育局的申请")
            and not ctx.in_statement(part, x.id)
            and not (o.line in cited and not _another_applicant(ctx, x.id))
            and x.end <= m.start
            and re.fullmatch(r"(?:[（(][^）)]{0,8}[）)])?的[\u4e00-\u9fff]{0,6}", ctx.source.text[x.end : m.start])
            # (the holder may sit in the clause before a bracket: "枫岭县水利局（虚构）的同类申请")
            for x in (e for oo in ctx.source.clauses if oo.sentence == o.sentence for e in oo.entities)
        )
        for m in own
    )


def _of_the_condition(ctx: Context, c: Clause, part: Part | None = None) -> bool:
    """ "approved … subject to confirmation of the grant, which is still pending": a relative clause after a
    conditional approval tells the condition's state, not the approval's."""
    # "Conditional approval (12 January 2027), pending the state grant": 'pending' as a preposition names the
    # condition that is still open
    # ("subject to the state clean-transport grant being confirmed (still pending)": a bracket after the condition)
    bracket = ctx.doc.text[max(0, c.start - 2) : c.start].strip() in ("(", "（")
    # ("附条件批准…，条件为先取得环评批复；环评审批申请已于2026.5.25报送，批复尚未取得": a clause that names neither
    # the fact's subject nor who decides it, after the condition in its sentence, is the condition's state)
    earlier = [o for o in ctx.doc.clauses if (o.sentence == c.sentence or o.line == c.line) and o.start < c.start]
    # (the condition's own thing may be a decider's word: "须先取得环评批复", then "环评批复尚未取得")
    named = {m.id for o in earlier if _CONDITION_WORDS.search(o.text) for m in o.entities}
    ids = {m.id for m in c.entities}
    bare = part is not None and part.subject not in ids and (ids & _deciders(ctx, part)) <= named
    if (
        not bracket
        and not bare
        and not re.match(
            r"\W*(which|that|this|it|where|pending\s+(the|a|an|its|(?:[\w-]+\s+){0,3}?(?:confirmation|receipt))\b"
            r"|其|该|此|这|而该)",
            c.text,
            re.I,
        )
    ):
        return False
    # (or the line's: "- Approval: conditional (council, 2027-01-12; pending … grant confirmation)")
    return any((o.status and o.status[0] == "conditional") or _CONDITION_WORDS.search(o.text) for o in earlier)


_CONDITION_WORDS = re.compile(
    r"\b(subject to|conditional on|contingent on|provided that|once|conditional(ly)?)\b|前提|条件", re.I
)


def _condition_follows(ctx: Context, c: Clause) -> bool:
    """The next sentence of the same paragraph or list item names the approval's condition ("It attached one
    condition: …", "The approval is conditional on …", "条件是…")."""
    nxt = ctx.doc.sentences().get(c.sentence + 1)
    if not nxt or nxt[0].line - c.line > 1 and nxt[0].line != c.line:
        return False
    text = ctx.doc.text[nxt[0].start : nxt[-1].end][:100]
    # "approved, now unconditional. Listed building consent (the panel's condition …) was granted": the condition
    # met, said after the approval as it stands
    if re.search(r"unconditional|无条件", ctx.doc.sentence_text(c.sentence), re.I) or re.search(
        r"\bconditions? (?:(?:has|have|had) been|was|were|is|are) (?:now )?(?:met|fulfilled|satisfied|cleared|sorted"
        r"|resolved|dealt with)"
        r"|\b(?:met|fulfilled|satisfied) (?:the|its|this|that) condition|条件(已经?|均已)?(满足|达成|落实)",
        ctx.doc.text[nxt[0].start : nxt[-1].end],
        re.I,
    ):
        return False
    if re.search(
        r"\b(no|without|un)\s*(?:(?:any|further|other|additional|more|extra|special)\s+)?conditions?|unconditional"
        r"|无条件|没有(附加|其他|其它|额外)?条件|不附(加|带)?(任何)?条件",
        text,
        re.I,
    ):
        return False
    return bool(
        re.search(
            r"^\W*(it|this|the approval|the decision|the committee|the board|the council|the trustees|the condition"
            r"|one condition|a condition)?[^.;]{0,40}\b(conditions?|conditional|subject to|provided)\b"
            # "Kestrel completed the baseline condition survey": a kind of survey, no condition
            r"(?! (survey|surveys|report|reports|assessment|assessments|check|checks|monitoring|rating|inspection))"
            # (条件 said of the approval, not of a thing: "网络条件摸底已于5月28日完成" is a survey of the network)
            r"|^\W*(该|此|这一?)?(批准|审批|同意)?[^。；]{0,10}(附带|附有|附加|前提|条件(?:是|为|如下)|(?:的|为|一项|两项|个)条件)",
            text,
            re.I,
        )
    )


def _sentence_status(ctx: Context, c: Clause):
    from harness.grade.extract import stated_status

    return stated_status(ctx.lex, ctx.doc.sentence_text(c.sentence))


def _conditional(ctx: Context, c: Clause) -> bool:
    return c.has("cond_context") or c.has("condition") or c.has("negation")


# the subject's word used as a verb before 的 ("同批申报的桐溪县项目"): it names another's thing, not the subject
_ATTRIBUTIVE_VERB = re.compile(r"申报|申请|提交|报送|递交|上报")


def _attributive(text: str, m) -> bool:
    """The mention is the subject's word used as a verb before 的 ("同批申报的桐溪县项目")."""
    return bool(_ATTRIBUTIVE_VERB.fullmatch(m.text)) and text[m.end : m.end + 1] == "的"


# "A separate application by the neighbouring Ashgill Estate", "另一份申请": a word that makes the name another's
_ANOTHERS = re.compile(r"\b(separate|another|other|second|different|rival|competing)\s+$|另一(份|项|个)?$|其他$", re.I)


def _things_named(text: str, clauses) -> list:
    """The things the clauses name, in order, less a subject's word used as a verb before 的 ("同批申报的…") or
    said of another ("A separate application by the neighbouring Ashgill Estate")."""
    return [
        m
        for o in clauses
        for m in o.entities
        if not _attributive(text, m) and not _ANOTHERS.search(text[max(0, m.start - 12) : m.start])
    ]


# what a refusal of the grant itself names ("refused funding", "rejected it"): no other thing refused
_REFUSED_GRANT = re.compile(
    r"(?:it|them|the|a|an|its|their|our|this|that|these|those|us|to|by|on|in|at|for|funding|grant|grants|application"
    r"|applications|bid|bids|request|requests|award|money|support|payment|outright|again|twice|once)",
    re.I,
)


def _refused_another_thing(ctx: Context, part: Part, c: Clause, status: tuple[str, str]) -> bool:
    """A party other than the fact's subject refuses a bare thing of its own ("because Hollins Estate
    refused consent", "the landowner refused permission"): that refusal, the reason for the fact's state, is no
    decision on the fact's subject. The refused word is no name the sample declares."""
    words = status[1] or ""
    at = c.text.lower().find(words.lower()) if words else -1
    if ctx.doc.lang != "en" or at < 0 or part.subject in c.entity_ids():
        return False
    if not any(m.start < c.start + at for m in c.entities):
        return False
    obj = re.match(r"\s+([a-z]+)\b", c.text[at + len(words) :], re.I)
    if obj is None or _REFUSED_GRANT.fullmatch(obj.group(1)):
        return False
    pos = c.start + at + len(words) + obj.start(1)
    return not any(m.start <= pos < m.end for m in c.entities)


def _said_of_another(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The material's own status sentence about another party, restated ("The council has not yet decided" where
    the board approved subject to the council's consent): the material says it beside the fact, so it is not the
    fact's status. The clause names neither the fact's subject, its decider nor its event, and a clause of the
    material with that status opens with the party the clause names first."""
    if _restates_other_status(ctx, part, c, status):
        return True
    at = c.text.find(c.status[1]) if c.status else -1
    lead_named = [m for m in c.entities if at >= 0 and m.start < c.start + at]
    # (the head of what the status is said of: in Chinese the last thing before it, "…的信用社贷款未获审批通过")
    head = (
        (max(lead_named, key=lambda m: m.start) if ctx.doc.lang == "zh" else min(lead_named, key=lambda m: m.start))
        if lead_named
        else None
    )
    lead = head.id if head is not None else None
    if (
        lead is not None
        and head is not None
        # (not the request itself, whatever the sample calls it: "the application is still waiting for a decision")
        and not re.search(r"\b(?:application|request|bid|proposal|submission)s?\b|申请|申报", head.text, re.I)
        # (nor a thing a fact is about: "项目已基本获批")
        and lead not in {p.subject for f in ctx.facts.facts for p in f.parts}
        # (nor a body that decides things: "目前正在县财政局重新审核中")
        and not re.search(
            r"(?:局|委员会|委|厅|署|办公室|办|政府|部|中心)$|\b(?:council|authority|board|panel|committee|fund"
            r"|trust|foundation|agency|department|ministry|bureau|office)$",
            head.text,
            re.I,
        )
        and part.subject not in {m.id for m in lead_named}
        # (not who decides, unless the material makes it an applicant of its own: "邻近的松鹤养老驿站…同类购车申请")
        and (lead not in _deciders(ctx, part) or _another_applicant(ctx, lead))
        and _source_status_led_by(ctx, lead, status, part.subject, anywhere=ctx.doc.lang == "zh")
    ):
        # "松鹤养老驿站去年提交的同类申请已获批准": another party named first, whose status the material gives so
        return True
    if c.event(part.value["event"]) and (c.entities or not _before_of_another(ctx, part, c, status)):
        # "Approval from the council is pending": the approval itself ("同批申报的白沙乡项目…，已被退回": the
        # status word after another thing the sentence names before it is that thing's)
        return False
    if not c.entities:
        # "A different request, to the Civic Arts Fund for an extra GBP 150,000, is still awaiting a decision",
        # "| Additional GBP 150,000 for display cases | Awaiting decision |": the thing named before it in the
        # sentence, another than the fact's, whose status the material gives so
        if _before_of_another(ctx, part, c, status):
            return True
        # "…approved the award on 9 March 2027 subject to consent from the council. Not yet decided;": with no
        # party named, the state follows the condition the sentence before names
        prev = ctx.doc.sentences().get(c.sentence - 1, [])
        return (
            status == "pending"
            and bool(prev)
            and prev[-1].line == c.line
            and any(
                (o.status and o.status[0] == "conditional")
                or re.search(r"\b(subject to|conditional on|provided that)\b|前提|条件", o.text, re.I)
                for o in prev
            )
        )
    # the parties named before the status words ("the council has not yet decided and the contract cannot be
    # signed": the contract comes after)
    at = c.text.find(c.status[1]) if c.status else -1
    # "the fund rejected the Tollbridge Valley Flood Group's application": the decision's object is another party's
    obj = [m for m in c.entities if at >= 0 and m.start >= c.start + at + len(c.status[1] if c.status else "")]
    if (
        obj
        and obj[0].id != part.subject
        and obj[0].id not in _deciders(ctx, part)
        # (not the applicant, whom the material introduces in its first sentence)
        and obj[0].id not in {m.id for o in ctx.source.sentences().get(0, ()) for m in o.entities}
        and re.match(r"\s*(?:['’]s?\b|的)", ctx.doc.text[obj[0].end : obj[0].end + 3])
        and any(
            # the material's sentence naming that party, or the one after it on its line ("…from the Tollbridge Valley
            # Flood Group …; that application was rejected")
            obj[0].id in {m.id for o in sent for m in o.entities}
            and any(
                o.status and o.status[0] == status
                for o in (*sent, *ctx.source.sentences().get(i + 1, ()))
                if o.line == sent[0].line
            )
            for i, sent in ctx.source.sentences().items()
        )
    ):
        return True
    named = [m for m in c.entities if at < 0 or m.start < c.start + at] or list(c.entities)
    ids = {m.id for m in named}
    if part.subject in ids or ids & _deciders(ctx, part):
        return False
    first = min(named, key=lambda m: m.start)
    return _source_status_led_by(ctx, first.id, status)


def _copies_own_sentence(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause's sentence is a sentence of the fact's own source paragraph, nearly word for word both ways, with its
    values and as many negations: what the material says of the fact, not its status said wrong."""
    from harness.grade.condition import _fact_sources

    if ctx.doc.lang != ctx.source.lang or not (c.status and c.status[1]):
        return False
    # (the sentence comes to the fact's status too: "…and placed it on a reserve list", not an earlier state alone)
    want = part.value.get("status")
    sentence = ctx.doc.sentence_text(c.sentence)
    rest = sentence[sentence.find(c.status[1]) + len(c.status[1]) :] if c.status[1] in sentence else ""
    if not any(o.status and o.status[0] == want for o in ctx.doc.sentences().get(c.sentence, ())) and (
        (stated_status(ctx.lex, rest) or ("",))[0] != want
    ):
        return False
    said = re.sub(r"\s+", " ", c.status[1].lower())
    text = strip_label(ctx.doc.sentence_text(c.sentence))
    mine = grams(without_values(text), ctx.doc.lang)
    if len(mine) < 6:
        return False
    values = [v for o in ctx.doc.sentences().get(c.sentence, ()) for v in o.values]
    negations = len(ctx.lex.words["negation"].findall(text))
    lines = _fact_sources(ctx, part)
    sents = ctx.source.sentences()
    own = [i for i, sent in sents.items() if sent and sent[0].line in lines]
    neg = ctx.lex.words["negation"]
    # one sentence of the material said whole, or said whole and joined to words of the next one
    for run in [[i] for i in own] + [[i, j] for i, j in zip(own, own[1:], strict=False) if j == i + 1]:
        first = ctx.source.sentence_text(run[0])
        if said not in re.sub(r"\s+", " ", first.lower()):
            continue  # (its status words the material's own, in the sentence said whole: not "approved" for "deferred")
        theirs = grams(without_values(" ".join(ctx.source.sentence_text(i) for i in run)), ctx.source.lang)
        whole = grams(without_values(first), ctx.source.lang)
        if (
            len(mine & theirs) >= 0.85 * len(mine)
            and len(mine & whole) >= 0.85 * len(whole)
            and all(any(ctx._same_value(v, x) for i in run for o in sents[i] for x in o.values) for v in values)
            # (no negation dropped from the sentence said whole, none added beyond the two)
            and len(neg.findall(first)) <= negations <= sum(len(neg.findall(ctx.source.sentence_text(i))) for i in run)
        ):
            return True
    return False


def _source_status_led_by(
    ctx: Context, thing: str, status: str, subject: str | None = None, anywhere: bool = False
) -> bool:
    """A clause of the material gives ``status``, its first-named party ``thing`` (a clause naming no party after a
    bracket takes the one before it: "松鹤养老驿站（虚构机构）去年提交的同类购车申请已获批准"); with ``subject``, a
    clause that does not name that subject (not "the grants panel decided not to fund the application": its own)."""
    for o in ctx.source.clauses:
        if not (o.status and o.status[0] == status):
            continue
        before = [x for x in ctx.source.sentences().get(o.sentence, ()) if x.end <= o.start and x.entities]
        named = o.entities or (before[-1].entities if before and subject is not None else [])
        lead = min(named, key=lambda m: m.start, default=None)
        if subject is not None and subject in {m.id for m in (*o.entities, *named)} | set(o.carried):
            continue
        if lead is not None and lead.id == thing:
            return True
        # (``anywhere``: named before the status words, not only first: "信用社…通知该笔贷款未获审批通过")
        at = o.start + max(o.text.find(o.status[1] or ""), 0)
        if anywhere and any(m.id == thing and m.start < at for m in named):
            return True
    return False


# an approval revoked, in the words of either language
# (or lapsed, no longer in force by the grant's own terms: "the approval lapsed on 2 June 2026", "批准已失效")
_REVOKED = re.compile(r"撤销|取消|失效|过期|不再有效|\b(?:cancel\w*|revok\w*|rescind\w*|lapsed|expired)", re.I)
# an approval taken back by whoever gave it, in other words ("took the grant back", "pulled its funding")
_TAKEN_BACK = re.compile(
    r"\b(?:took (?:its|the|their) (?:approval|grant|award|funding|offer|money) back"
    r"|pulled (?:its|the|their) (?:approval|grant|award|funding)"
    r"|withdrew (?:its|the|their) (?:[\w-]+ )?(?:approval|grant|award|funding|offer))\b"
    # ("发文把批准收回了")
    r"|(?:把|将)(?:批准|批复|资助|补助)(?:给)?收回",
    re.I,
)
_STAGE_PASSED = re.compile(
    r"通过[^，。；]{0,12}(评审|审查|审核|论证|初审|预审)|(评审|审查|初审|预审)[^，。；]{0,16}?通过"
    r"|\b(passed|cleared|got through)\b[^,.;]{0,30}\b(review|assessment|appraisal|screening|vetting)\b",
    re.I,
)


def _stage_passed_as_dated(ctx: Context, c: Clause) -> bool:
    """The clause reports a review passed ("已于2026年6月18日通过市专家评审组评审"), on a day a sentence of the material
    reports that review passed: a stage on the way, which the material gives beside a decision still to come."""
    dates = [v for v in c.values if v.kind == "date" and v.value[2] is not None]
    if not dates or not _STAGE_PASSED.search(c.text):
        return False
    return any(
        _STAGE_PASSED.search(ctx.source.sentence_text(i))
        and any(ctx.in_source_value(v, x) for v in dates for o in sent for x in o.values)
        for i, sent in ctx.source.sentences().items()
    )


_PASSED = re.compile(r"过|\b(passed|cleared|got through)\b", re.I)


def _stage_passed_as_in_source(ctx: Context, c: Clause, status: tuple) -> bool:
    """The clause's state is a first stage passed ("初审是过了", "it did pass the first review"), a stage a clause of
    the material reports passed: the way to the decision, not the decision."""
    stage = STAGE.search(status[1] or "") or STAGE.search(c.text)
    if stage is None or not _PASSED.search(status[1] or c.text) or not all(ctx.in_source(v) for v in c.values):
        return False  # (said passed on another day than the material's, it is no stage of the material's)
    # (and says nothing more of the state: "passed the first-stage review … and is now under consideration at the
    # second stage" says where the decision stands)
    rest = c.text.replace(status[1] or "", " ")
    if any(name == "pending" and p.search(rest) for name, p in ctx.lex.status):
        return False
    word = stage.group(0).lower()
    if ctx.doc.lang != ctx.source.lang:
        # ("passed the preliminary review" where the material says "申请通过初审"): a stage of its own language passed
        return any(STAGE.search(o.text) and _PASSED.search(o.text) for o in ctx.source.clauses)
    return any(word in o.text.lower() and _PASSED.search(o.text) for o in ctx.source.clauses)


def _sentence_of_another(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The clause's sentence says again, nearly word for word, a sentence of the material that opens with another
    thing (not the applicant) and gives it this status: that thing's state, whatever application word it uses."""
    if ctx.doc.lang != ctx.source.lang:
        return False
    mine = grams(without_values(ctx.doc.sentence_text(c.sentence)), ctx.doc.lang)
    if len(mine) < 6:
        return False
    opening = {m.id for o in ctx.source.sentences().get(0, ()) for m in o.entities}
    for i, sent in ctx.source.sentences().items():
        if not any(o.status and o.status[0] == status for o in sent):
            continue
        named = _things_named(ctx.source.text, sent)
        if not named or named[0].id in (part.subject, *opening, *_deciders(ctx, part)):
            continue
        if len(mine & grams(without_values(ctx.source.sentence_text(i)), ctx.source.lang)) / len(mine) >= 0.8:
            return True
    return False


def _before_of_another(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """A clause naming nothing, after things its sentence names before it, none the fact's subject, one of which has
    this status of its own in the material ("A different request, to the Civic Arts Fund …, is still awaiting a
    decision"; "同批申报的白沙乡…项目…，已被退回")."""
    # ("同批申报的白沙乡…项目": the subject's word a verb said of the other party's thing)
    # (not a reason given before it: "because the works did not start within twelve months, the approval lapsed")
    earlier = [
        o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start and not REASON_OPENING.match(o.text)
    ]
    if not earlier and c.sentence - 1 in ctx.doc.semicolon_joined(c.sentence):
        # "On 3 July 2026 the county water bureau re-lodged an application …; no decision has been made yet": the
        # semicolon's second half, about the things of the first
        earlier = list(ctx.doc.sentences()[c.sentence - 1])
    before = {m.id for m in _things_named(ctx.doc.text, earlier)}
    before = before or set(c.carried)  # "… a temporary ventilation plan …. It was submitted and accepted on …"
    return bool(before) and part.subject not in before and any(_has_own_status(ctx, part, t, status) for t in before)


def _another_events_word(ctx: Context, part: Part, words: str) -> bool:
    """The status words are a word the sample declares for another act than the fact's ("accepted" for 受理, the
    application received for review, beside the approval the fact grades)."""
    said = words.strip().lower()
    if said in (a.lower() for a in ctx.facts.events.get(part.value["event"], ())):
        return False  # the fact's own act says it too ("approved" for approve and for a condition's confirm)
    if any(
        said in (a.lower() for a in aliases) for eid, aliases in ctx.facts.events.items() if eid != part.value["event"]
    ):
        return True
    # ("申请已经县生态环境局初审通过": the status said with its party, ending on another act's word, none of the fact's)
    own = [a.lower() for a in ctx.facts.events.get(part.value["event"], ())]
    return (
        ctx.doc.lang == "zh"
        and not any(a and a in said for a in own)
        and any(
            len(a) >= 3 and said.endswith(a.lower())
            for eid, aliases in ctx.facts.events.items()
            if eid != part.value["event"]
            for a in aliases
        )
    )


def _anothers_subject(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The fact's subject named as another party's ("Hadley County's application", "an application from Hadley
    County", "哈德利县的申请"), where a sentence of the material names that party with this status: the same kind
    of thing, someone else's, with its own decision."""
    text = ctx.doc.text
    own = (part.subject, *_deciders(ctx, part))
    # "Ashgrove University, whose application was approved": the thing the relative clause hangs on, in the clause
    # before
    earlier = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start]
    hung = (
        [m for m in earlier[-1].entities][-1:]
        if earlier and earlier[-1].entities and re.match(r"\W*whose\b", c.text, re.I)
        else []
    )
    for s in (m for m in c.entities if m.id == part.subject):
        # "the board approved a different application, County Kilbrenna's": the same kind of thing, said to be
        # another, where the material gives another thing this status
        if another_of_its_kind(text, s.start) and any(
            given == status for x, held in ctx.source_statuses().items() if x not in own for given, _ in held
        ):
            return True
        for x in [*hung, *c.entities]:
            if x.id in own:
                continue
            if re.search(
                r"(?:本|该|此|我们?|咱们?)$|\b(?:our|this)\s+$", text[max(0, x.start - 6) : x.start], re.I
            ) or re.match(r"(?:本|该|此|我们?|咱们?)[\u4e00-\u9fff]|(?:our|this)\b", x.text, re.I):
                continue  # "省基金已批准本项目的资助申请": the writer's own project, no other party's
            # "Saltmarsh Town Council's slipway application", "索尔特马什镇的滑道申请": what it is for may come between
            before = x.end <= s.start and (
                x in hung
                or re.fullmatch(
                    # ("邻县丰河县同类申请已获批": the same kind of application, another county's)
                    r"\s*(?:['’]s?\s*(?:[\w-]+\s+){0,2}|(?:提交|申报|报送|递交|上报)?的[\u4e00-\u9fff]{0,6}"
                    r"|(?:的)?(?:同类|同批|类似|相似)(?:的)?)\s*",
                    text[x.end : s.start],
                )
                # "同批申报的榆川区申请…被退回": the party's name right before the thing, in Chinese
                or ctx.lex.lang == "zh"
                and x.end == s.start
            )
            after = (
                x.start >= s.end
                and (
                    re.fullmatch(r"\s+(?:from|of|by)\s+(?:the\s+)?(?:\w+\s+)?", text[s.end : x.start], re.I)
                    # "同批申报的桐溪县项目": the subject's word is a verb said of the other party's thing
                    or _ATTRIBUTIVE_VERB.fullmatch(s.text) is not None
                    and text[s.end : x.start] == "的"
                )
            )
            if (before or after) and any(
                # ("由于云溪县的申报被退回" where the material returns 云溪县's project to be completed: that party's
                # thing, another state of its own, not the fact's)
                (given == status or before and x not in hung and _said_after(ctx, c, s, x)) and x.id in ids
                for given, ids in ctx.source_statuses().get(x.id, ())
            ):
                return True
        if _undeclared_owner(ctx, part, text[max(0, s.start - 40) : s.start], status):
            return True
    return False


def _said_after(ctx: Context, c: Clause, s, x) -> bool:
    """The status words come after the thing ("云溪县的申报被退回", not "the fund approved the council's
    application"), whose owner is not the party the material opens with (the applicant)."""
    at = c.text.lower().find(c.status[1].lower(), s.end - c.start) if c.status else -1
    opening = {m.id for o in ctx.source.sentences().get(0, ()) for m in o.entities}
    return at >= 0 and x.id not in opening


def _undeclared_owner(ctx: Context, part: Part, before: str, status: str) -> bool:
    """A party the sample declares no entity for owns the subject's word ("由于云溪县的申报被退回", "Hadley County's
    application"), a party the material names, outside its opening sentence, in a sentence giving a thing this status:
    another party's thing, with its own decision."""
    if ctx.lex.lang == "zh":
        m = re.search(
            r"([\u4e00-\u9fff]{1,6}?(?:县|市|区|乡|镇|村))(?:提交|申报|报送|递交|上报)?的(?:同类|同批)?的?$", before
        )
    else:
        m = re.search(r"\b((?:[A-Z][\w-]+\s+){0,3}[A-Z][\w-]+)['’]s?\s+(?:[\w-]+\s+)?$", before)
    if m is None:
        return False
    name = m.group(1).lower()
    own = (part.subject, *_deciders(ctx, part))
    if any(name in a.lower() or a.lower() in name for e in own for a in ctx.facts.entities.get(e, ())):
        return False
    if any(name in a.lower() for aliases in ctx.facts.entities.values() for a in aliases):
        return False  # a declared party: the rules above judge it
    if name in ctx.source.sentence_text(0).lower():
        return False  # the applicant the material opens with
    return any(
        name in ctx.source.sentence_text(i).lower() and any(o.status and o.status[0] == status for o in sent)
        for i, sent in ctx.source.sentences().items()
    )


def _row_of_another(ctx: Context, part: Part, c: Clause) -> bool:
    """A table cell whose row (or a clause whose sentence) opens with another thing that has a status of its own in
    the material, the fact's subject named nowhere in the row: the status is that thing's."""
    # the row, or the sentence ("- Training grant: €14,500, approved (same panel, separate item)")
    text = ctx.doc.text
    start = text.rfind("\n", 0, c.start) + 1
    in_table = text[start : c.start].lstrip().startswith("|")
    if in_table:
        row = [o for o in ctx.doc.clauses if o.line == c.line]
    else:
        row = [o for o in ctx.doc.clauses if o.sentence == c.sentence]
    # after a semicolon, another statement ("县财政局书面告知…无法安排配套资金；医院…放弃该项资助"; in a cell too,
    # where it names a thing of its own: "| 办理状态 | 一期已批准并拨付；二期尚未递交，无审批结论 |", not "| Approval |
    # Conditional | … before any work starts; not yet granted |")
    semi = max((m.end() for m in re.finditer(r"[;；]", text[row[0].start : c.start])), default=0)
    after = [o for o in row if o.start >= row[0].start + semi]
    if not in_table or any(o.entities for o in after if o.end <= c.start):
        row = after
    if any(part.subject in o.entity_ids() for o in row):
        return False
    if in_table:
        # "| Decide whether to consent to the works | Harrowgate Estates | No decision stated |": the row's task is
        # another declared act, and the status cell is that act's state
        # (an act's word inside a party's name, "Appeal board", names no act)
        # (in an earlier cell: "| 办理状态 | 一期已批准并拨付；二期尚未递交，无审批结论 |" says two things in one)
        before = {
            m.id
            for o in row
            if o.end <= c.start and "|" in text[o.end : c.start]
            for m in o.events
            if not any(e.start <= m.start and m.end <= e.end and e.end - e.start > m.end - m.start for e in o.entities)
        }
        # (not where an earlier cell names a thing the fact's cues name: "| 纳入县级储备项目库 | 2025.12.22 | 待审批 |"
        # for a status whose cues hold 储备项目库)
        cued = any(
            ctx.cue_in(part, m.text)
            for o in row
            if o.end <= c.start and "|" in text[o.end : c.start]
            for m in o.entities
        )
        if before and not before & set(part.events()) and not cued:
            return True
    # (a thing named as a time is no holder: "公示期间收到异议", "during the public notice")
    first = min(
        (
            m
            for o in row
            # (nor a thing in a reason given before it: "because the works did not start …, the approval lapsed")
            if o.end <= c.start and not REASON_OPENING.match(o.text)
            for m in o.entities
            # ("补齐报告后，村委会于5月18日重新提交": a thing in the time before the act, "after the report was done")
            if not re.match(r"(?:期间|期内|期|时|以来|当天|后|之后|以后)", text[m.end : m.end + 2])
            and not re.search(r"(?:期间|期内|期)$", m.text)
            # (nor what a status word before it acts on: "3月18日批复同意并拨付首期款54万元；…撤销批复")
            and not (o.status and o.status[1] and 0 <= text.find(o.status[1], o.start, o.end) < m.start)
            and not re.search(
                r"\b(?:during|after|before|since|until)\s+(?:the\s+)?$", text[max(0, m.start - 14) : m.start], re.I
            )
        ),
        key=lambda m: m.start,
        default=None,
    )
    # "原报省文化和旅游厅（4月15日），机构改革后移交省公共文化发展中心（6月18日），目前尚未受理": the party that decides
    # the fact, named last before the status, is whose it is (the one opening the row is where it was lodged first)
    last = max((m for o in row if o.end <= c.start for m in o.entities), key=lambda m: m.start, default=None)
    if (
        last is not None
        and first is not None
        and last.id in _deciders(ctx, part)
        # (named in a clause of its own after the first thing's: "…，机构改革后移交省公共文化发展中心（6月18日），")
        and not any(o.start <= first.start < o.end and o.start <= last.start < o.end for o in row)
    ):
        return False
    own = min(c.entities, key=lambda m: m.start) if c.entities else None
    opening = {m.id for o in ctx.source.sentences().get(0, ()) for m in o.entities}
    return (
        first is not None
        # (not the applicant the material opens with: "the association tried again in round 5 and that one is still
        # being assessed")
        and first.id not in opening
        and _has_own_status(ctx, part, first.id)
        # (the fact's own status, said after who took part in it)
        and not (c.status and c.status[0] == part.value.get("status") and _in_fact_status(ctx, part, first.id))
        # (the clause opens with the party that decides the fact, naming nothing else: "…属于重复申报，省基金办已于
        # 2026年6月23日撤销原批复")
        and not (own is not None and own.id in _deciders(ctx, part) and len(c.entity_ids()) == 1)
    )


def _in_fact_status(ctx: Context, part: Part, thing: str) -> bool:
    """The material names ``thing`` in a sentence of the fact's own paragraphs that gives the fact's status ("医院
    院务会…研究后，…正式致函基金办公室，放弃该项资助"): who took part in the fact's own act, not a thing of its own."""
    ids = next((f.sources for f in ctx.facts.facts if part in f.parts), ())
    lines = {i for i, p in enumerate(ctx.material_ids) if p in ids}
    sents = ctx.source.sentences()
    # (or in the sentence a semicolon joins to it: "村委会补齐勘察报告后，于2026年5月18日重新提交了申请；新申请目前仍在
    # 县水利局审查中")
    return any(
        o.status and o.status[0] == part.value.get("status") and o.line in lines
        for i, sent in sents.items()
        if any(m.id == thing for x in sent for m in x.entities)
        for j in sorted(ctx.source.semicolon_joined(i) | {i})
        for o in sents.get(j, ())
    )


def _object_of_another(ctx: Context, part: Part, c: Clause, status: tuple) -> bool:
    """The clause does not name the fact's subject, and the thing after its status word has that status of its own
    in the material ("批准了另一项14,500欧元的员工培训补助", "approved a separate staff training grant")."""
    if part.subject in c.entity_ids() or not status[1]:
        return False
    at = c.text.find(status[1])
    if at < 0:
        return False
    after = [m for m in c.entities if m.start >= c.start + at + len(status[1])]
    # ("驳回了青禾村卫生室的补助申请", "rejected the clinic's application": the possessor is whose it is; the
    # decision is on the thing it holds)
    possessor = None
    while len(after) >= 2 and re.fullmatch(r"\s*(?:的|['’]s?)\s*", ctx.doc.text[after[0].end : after[1].start]):
        possessor, after = after[0], after[1:]
    if possessor is not None and not _has_own_status(ctx, part, possessor.id, status[0]):
        return False  # the applicant the material gives no such state of its own: its request is the fact's
    between = ctx.doc.text[c.start + at + len(status[1]) : after[0].start] if after else ""
    if after and (
        REASON_LEAD.search(between) or re.search(r"\b(?:as|on the grounds? (?:of|that))\b|因|以", between, re.I)
    ):
        return False  # "refused to countersign … because of the dark-sky policy": the thing named in the reason
    if after and re.search(r"\bwith\s+(?:a|an|the|its)\s+(?:[\w-]+\s+)?$", between, re.I):
        return False  # "approved on 9 December 2026 with a reduced grant": what it was approved with, no other thing
    # "The council rejected a diesel option": a thing the material never declares, after the status word
    undeclared = (
        re.match(r"\s+(?:down\s+)?(?:an?|another)\s+((?:[\w-]+\s+){0,3}?[\w-]+)\b", c.text[at + len(status[1]) :])
        if ctx.lex.lang == "en"
        and status[0] in ("approved", "rejected")
        and re.search(r"\b(?:approv|reject|declin|refus|turn)", status[1], re.I)
        else None
    )
    if (
        undeclared is not None
        # (not the request or the money under another word: "approved a grant of GBP 96,000")
        and not re.search(
            r"\b(?:grants?|awards?|funding|money|sum|application|bid|request|project|scheme|purchase|budget"
            r"|contribution|subsidy|loan|total|amount|share|half|part|portion|version|revised|conditions?|strings?)\b",
            undeclared.group(1),
            re.I,
        )
        and not any(
            c.start + at + len(status[1]) + undeclared.start(1)
            <= m.start
            < c.start + at + len(status[1]) + undeclared.end(1)
            for m in c.entities
        )
    ):
        return True  # "The council rejected a diesel option": a thing the material never declares, not the subject
    if after and _never_with_the_decision(ctx, part, after[0].id) and _object_right_after(ctx, c, at, status, after[0]):
        return True  # "The board approved the contractor shortlist": a thing the material never names with the decision
    if (
        after
        and re.search(r"\b(?:the|its|their)\s+$", ctx.doc.text[max(c.start, after[0].start - 6) : after[0].start], re.I)
        and _holders_unnamed(ctx, part, c, after[0].id)
    ):
        # "the trust rejected the application" where the material rejects only "the Brackenmoor Civic Society's own
        # application": the bare word is the answer's own application, no other party's
        return False
    return any(_has_own_status(ctx, part, m.id, status[0]) for m in after[:1])


# the names of what a decision is taken on: the application, the project, the money
_DECIDED_ON = re.compile(
    r"\b(?:application|bid|request|proposal|submission|project|scheme|grant|funding|award|subsidy)s?\b"
    r"|申请|申报|项目|资助|补助|拨款",
    re.I,
)


def _never_with_the_decision(ctx: Context, part: Part, thing: str) -> bool:
    """No sentence of the material names ``thing`` together with the fact's subject or its decision's act."""
    if thing == part.subject or thing in ctx.scope_parts:
        return False  # (the parts the grant pays for: "approved the sprung floor and the panelling" is the grant's)
    if any(_DECIDED_ON.search(a) for a in ctx.facts.entities.get(thing, ())):
        return False  # "approved the application in full": what the decision is on, by another of its names
    own = {part.subject, *part.events()}
    return not any(
        thing in ids and ids & own
        for sent in ctx.source.sentences().values()
        for ids in [{m.id for o in sent for m in (*o.entities, *o.events)}]
    )


def _object_right_after(ctx: Context, c: Clause, at: int, status: tuple, m) -> bool:
    """The mention ``m`` is the status word's object: only an article or a short modifier between them."""
    gap = ctx.doc.text[c.start + at + len(status[1]) : m.start]
    return bool(re.fullmatch(r"\s*(?:(?:the|a|an|its|their|our)\s+)?(?:[\w-]+\s+)?", gap, re.I)) or bool(
        ctx.lex.lang == "zh" and re.fullmatch(r"[了的]?", gap)
    )


def _decider_alone(ctx: Context, c: Clause, deciders: set[str], sent) -> bool:
    """The clause names the fact's deciders only, where the material's sentence ``sent`` names another thing besides
    ("省生态环境厅已于2026年6月20日批复同意" where the material gives that approval to another town's project): the
    thing decided dropped, the decider's act reads as the fact's own decision, not that other thing's."""
    return (
        bool(c.entities)
        and all(m.id in deciders for m in c.entities)
        and any(m.id not in deciders and m.id not in c.entity_ids() for x in sent for m in x.entities)
    )


def _own_revocation(ctx: Context, part: Part, o: Clause, status: str, cited: set[int]) -> bool:
    """The source clause ``o``, in one of the fact's ``cited`` paragraphs and held by no other thing, revokes: for a
    fact typed withdrawn, the refusal ``status`` it gives is the fact's own approval taken back, no other thing's."""
    return (
        part.value.get("status") == "withdrawn"
        and status == "rejected"
        and o.line in cited
        and bool(o.status)
        and bool(_REVOKED.search(o.text))
        and not _clause_held_by_another(ctx, part, o)
    )


def _dated_as_another(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The clause gives ``status`` with a date that a sentence of the material gives the same status to, in a
    sentence that does not name the fact's subject: another thing's decision (a condition's plan accepted on 2
    June 2026), restated."""
    dates = [v for v in c.values if v.kind == "date"]
    if not dates or not all(ctx.in_source(v) for v in c.values) or part.subject in c.entity_ids():
        return False
    from harness.grade.condition import _fact_sources

    deciders = _deciders(ctx, part)
    own = _fact_sources(ctx, part)  # the fact's own paragraphs
    for sent in ctx.source.sentences().values():
        if part.subject in {m.id for o in sent for m in o.entities} or _decider_alone(ctx, c, deciders, sent):
            continue
        if any(_own_revocation(ctx, part, o, status, own) for o in sent):
            continue  # "区城管局于2026年5月20日书面撤销了该批准" in the fact's own paragraph: its own approval revoked
        if status == "conditional" and sent[0].line in own and all(m.id in deciders for o in sent for m in o.entities):
            # ("县生态环境局于2026年3月18日批复同意，当时附有一项条件" in the fact's own paragraph: its decider's
            # conditional decision on the fact's own request, not another thing's; whether its condition is met since
            # is the answer's to say)
            continue
        if any(o.status and o.status[0] == status for o in sent) and any(
            ctx.in_source_value(v, s) for v in dates for o in sent for s in o.values if s.kind == "date"
        ):
            return True
    return False


def _denied_in_statement(ctx: Context, part: Part, thing: str) -> bool:
    """The fact's statement names ``thing`` with a denial right after it ("phase two was not approved")."""
    statement = next((f.statement for f in ctx.facts.facts if part in f.parts), "") or ""
    for a in (ctx.facts.native_entities or ctx.facts.entities).get(thing, ()):
        for m in re.finditer(re.escape(a), statement, re.I) if a else ():
            if re.search(r"\b(?:not|never|no)\b|n't|未|没|不", statement[m.end() : m.end() + 30], re.I):
                return True
    return False


def _has_own_status(ctx: Context, part: Part, thing: str, status: str | None = None) -> bool:
    """The material gives ``thing`` (not the fact's subject nor its decider) a status (``status``, when given) in a
    sentence that does not name the fact's subject: a separate request or application with a state of its own."""
    if thing == part.subject or thing in _deciders(ctx, part):
        return False
    want = part.value.get("status")
    # "专项资金办公室将本项目列入候补名单" in the fact's own paragraph: the project is what the status is said of, in
    # another word than the fact's subject
    from harness.grade.condition import _fact_sources

    cited = _fact_sources(ctx, part)
    if any(
        # "本项目的审查随之终止" in the fact's own paragraph, the thing opening the clause that gives the fact's status
        o.line in cited
        and o.status
        and o.status[0] == part.value.get("status")
        and o.entities
        and min(o.entities, key=lambda m: m.start).id == thing
        for o in ctx.source.clauses
    ):
        return False
    # (the grant a conditional approval waits on has a state of its own: "not yet confirmed"; a state before the
    # fact's, given to the thing alone in the fact's own paragraph, is its history: "rejected it …; on appeal …
    # approved the grant", not "approved the application in principle, subject to match funding")
    said = [o for o in ctx.source.clauses if o.status and thing in o.entity_ids()]
    last = max((o.start for o in said if o.line in cited and o.status and o.status[0] == want), default=None)
    if (
        last is not None
        and all(given == want or part.subject not in ids for given, ids in ctx.source_statuses().get(thing, ()))
        and all(o.status is not None and (o.status[0] == want or o.line in cited and o.start < last) for o in said)
    ):
        return False
    given_it = [o for o in ctx.source.clauses if o.status and thing in {m.id for m in o.entities}]
    if (
        given_it
        and ctx.in_statement(part, thing)
        # (the statement names the fact's subject by none of its names: "approved the grant …, but … annulled that
        # decision"; one that does names another thing beside it: "the staff training grant … is a different item")
        and not ctx.in_statement(part, part.subject)
        and all(o.line in cited and not _clause_held_by_another(ctx, part, o) for o in given_it)
        # (not one of two parts the paragraph decides apart, the fact's status given to the other: "approved phase
        # one only …. Phase two was not approved")
        and not (
            all(o.status is not None and o.status[0] != want for o in given_it)
            and _denied_in_statement(ctx, part, thing)
            and any(
                o.line in cited
                and o.status
                and o.status[0] == want
                and thing not in o.entity_ids()
                and any(m.id != part.subject for m in o.entities)
                for o in ctx.source.clauses
            )
        )
    ):
        # "On 12 March 2026 the fund's grants panel approved the grant", later annulled: what the fact's statement
        # says was decided, its states given only in the fact's own paragraph, is the fact's thing in another word
        return False
    if any(
        status in (None, given) and part.subject not in ids
        for x in _kin(ctx, part, thing)
        for given, ids in ctx.source_statuses(by_name=True).get(x, ())
    ):
        return True
    # "该变更申请尚在审核中，尚未获得批准，项目本身的批准继续有效": a clause of the material opening with the thing
    # gives it another state than the fact's, the fact's own said of the subject in a clause of its own
    if any(
        o.status
        and o.status[0] != part.value.get("status")
        and status in (None, o.status[0])
        and o.entities
        and min(o.entities, key=lambda m: m.start).id == thing
        and part.subject not in {m.id for m in o.entities}
        and any(
            x.status and x.status[0] == part.value.get("status") and part.subject in {m.id for m in x.entities}
            for x in ctx.source.sentences().get(o.sentence, ())
        )
        for o in ctx.source.clauses
    ):
        return True
    # "同批申报的白沙乡农贸市场改造项目未通过…评审，申报材料已被退回": a sentence that opens with the thing (the
    # subject's word before it a verb said of it) is about that thing, whatever application word follows (not the
    # applicant, whom the material's first sentence introduces)
    if thing in {m.id for o in ctx.source.sentences().get(0, ()) for m in o.entities}:
        return False
    # (nor whoever the material names with the fact's own status: the awards panel that approved it)
    if any(given == part.value.get("status") for given, _ in ctx.source_statuses().get(thing, ())):
        return False
    for sent in ctx.source.sentences().values():
        named = _things_named(ctx.source.text, sent)
        if named and named[0].id == thing and any(o.status and status in (None, o.status[0]) for o in sent):
            return True
    return False


# the decision's paper not issued yet ("the approval document has not been issued yet", "批复文件尚未印发")
_DOCUMENT_NOT_ISSUED = re.compile(
    r"\b(?:document|letter|notice|paperwork|decision notice)\b[^.;]{0,30}\b(?:has|have|had|was|is) not (?:yet )?been"
    r" (?:issued|published|sent)|(?:文件|批文|通知)[^，。；]{0,6}(?:尚未|还没有?|未|暂未)(?:印发|下发|下达|发出)",
    re.I,
)


def _possessed_by_another(ctx: Context, part: Part, c: Clause) -> str | None:
    """The party whose subject it is, where every mention of the subject is another party's ("同镇白沙小学的申请",
    "Westhaven's application"): a party named right before it, with 的 or 's, that the fact's statement leaves out
    (not the applicant's own "学校的申请")."""
    ents = c.entities
    if not ents:
        # ("Kelby Parish Council's footbridge application, still awaiting a decision": the status in a clause of its
        # own, set off by commas after the thing it is said of)
        earlier = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start and o.entities]
        # (the clause that names the subject, past an aside between: "Wenlow Canoe Club's own application to the
        # foundation, for a boat store, is still pending")
        naming = [o for o in earlier if part.subject in {m.id for m in o.entities}]
        ents = (naming or earlier)[-1].entities if earlier else []
    own = [m for m in ents if m.id == part.subject]
    if not own:
        # ("Ashcombe Parish Council's footpath application to the same fund is still awaiting a decision" where the
        # fact's subject is the grant: the request's own word, held by another)
        own = [m for m in ents if _REQUEST_WORD.search(m.text) and m.id not in _fact_subjects(ctx, part)]
    if not own:
        return None
    text = ctx.doc.text
    if ctx.lex.lang == "en" and all(
        re.search(r"\b(?:that|this|the latter|their|its)\s+(?:own\s+)?$", text[max(0, m.start - 14) : m.start], re.I)
        for m in own
    ):
        # "The parents' committee separately asked the transport bureau for an extra bus; that request is still under
        # review": the request of the party that opens the clause before it (its sentence, or the one a semicolon
        # joins to it), a party the material names as another applicant
        joined = ctx.doc.semicolon_joined(c.sentence)
        prior = [o for o in ctx.doc.clauses if o.sentence in joined and o.end <= c.start and o.entities]
        opener = min(prior[0].entities, key=lambda x: x.start).id if prior else None
        applicant = {x.id for o in ctx.source.sentences().get(0, ()) for x in o.entities}
        if (
            opener is not None
            and opener != part.subject
            and (not ctx.in_statement(part, opener) or opener not in applicant)
            and _another_applicant(ctx, opener)
        ):
            return opener
    owners = set()
    for m in own:
        subjects = {p.subject for f in ctx.facts.facts for p in f.parts}
        before = [
            e
            for e in ents
            if e.id != part.subject
            and e.end <= m.start
            # ("Kelby Parish Council's footbridge application": what it is for may come between)
            # ("the Orchard Lane Chapel Society had its own application for porch repairs turned down")
            and re.fullmatch(
                r"\s*(?:的|['’]s?\s*(?:[\w-]+\s+){0,2}|(?:had|has|saw|got)\s+(?:its|their)\s+(?:own\s+)?"
                # ("家长委员会向县交通运输局提出的“12路增开一班早班车”申请": the request it made to another party)
                r"|(?:于[^，。；]{2,14}?)?(?:另行|单独|也)?向[^，。；]{1,16}?(?:另行|单独)?(?:提出|提交|递交|申报|报送)(?:了)?的"
                r"[^，。；]{0,20}?)\s*",
                text[e.end : m.start],
            )
            # (not a thing of the brief's own: "本项目的资助申请", "the project's application")
            and e.id not in subjects
        ]
        if not before:
            return None
        owners.add(before[-1].id)
    # (and the material names it as another applicant: "同镇的白沙小学按时提交了同类申请", "A separate application by
    # the Fenwick Drainage Board"; "the council's application" of the applicant itself stays the fact's)
    # (a party the statement names for another act, not as the applicant: "the Chapel Society's complaint was
    # dismissed", where the material's first sentence names the applicant)
    first = {m.id for o in ctx.source.sentences().get(0, ()) for m in o.entities}
    other = [o for o in owners if (not ctx.in_statement(part, o) or o not in first) and _another_applicant(ctx, o)]
    return other[0] if len(other) == len(owners) else None


_ANOTHER_APPLICANT = re.compile(
    r"同批|同镇|同村|同区|同县|同期|同轮|同类|相邻|邻近|另外|另行|此外"
    r"|\b(?:separate|another|other|neighbouring|neighboring|rival|also)\b",
    re.I,
)


def _another_applicant(ctx: Context, thing: str) -> bool:
    # (its full name, the longest: a generic word such as "partnership" may name another one)
    words = sorted(
        (a for a in ctx.facts.native_entities.get(thing, ()) or ctx.facts.entities.get(thing, ()) if a), key=len
    )[-1:]
    text = ctx.source.text
    # ("In the same funding round, Riverside Boxing Club applied …", "Ashcombe Parish Council applied to the same
    # fund": the round or the fund it shares)
    if any(
        re.search(r"\bsame (?:fund|funding round|round|call|scheme|programme|program)\b[^.;]{0,24}$", text[: m.start()])
        or re.match(r"\s+(?:has |had )?(?:also )?(?:applied|bid|submitted)\b[^.;]{0,30}\bsame\b", text[m.end() :])
        for a in words
        for m in re.finditer(re.escape(a), text)
    ):
        return True
    # the mark of another applicant right before one of its names (within a few words)
    return any(
        (mark := _ANOTHER_APPLICANT.search(text[max(0, m.start() - 16) : m.start()]))
        and not re.search(r"[.。;；!?！？]", text[max(0, m.start() - 16) + mark.end() : m.start()])
        # (or in an apposition right after it: "Marden Parish Council, a neighbouring fictional parish, has applied")
        or re.match(r"\s*[,，(（]\s*(?:(?:a|an|the)\s+)?(?:[\w-]+\s+){0,2}?", text[m.end() : m.end() + 40])
        and _ANOTHER_APPLICANT.match(
            re.sub(r"^\s*[,，(（]\s*(?:(?:a|an|the)\s+)?", "", text[m.end() : m.end() + 40]), 0
        )
        for a in words
        for m in re.finditer(re.escape(a), text)
    )


def _label_names(ctx: Context, thing: str, c: Clause) -> bool:
    """The label the clause follows is ``thing``'s name and nothing else ("- Harbour Way:")."""
    label = re.sub(r"[\W_]+", " ", c.label_text).strip().lower()
    return bool(label) and any(
        label == re.sub(r"[\W_]+", " ", a).strip().lower()
        for a in (*ctx.facts.entities.get(thing, ()), *ctx.facts.native_entities.get(thing, ()))
    )


_BARE_THING = re.compile(
    r"申请|申报|请示|项目|工程|(?:application|request|bid|proposal|submission|project|scheme)s?", re.I
)


# the word for a request that ends a thing's name ("一期补助申请", "Phase 1 application")
_REQUEST_WORD = re.compile(r"(申请|申报|请示|\b(?:application|request|bid|proposal|submission)s?)$", re.I)


def _kin(ctx: Context, part: Part, thing: str) -> list[str]:
    """``thing``, or where the material gives it no status by name, the things whose declared names open with one
    of its names and end in a request's word ("一期" in "一期项目补助申请", "Phase 1" in "Phase 1 application"): the
    same thing's request, named so in the material's status sentence. Never the fact's subject."""
    if thing in ctx.source_statuses(by_name=True):
        return [thing]
    mine = [a.lower() for a in ctx.facts.entities.get(thing, ()) if len(a) >= 2]
    return [thing] + [
        x
        for x, aliases in ctx.facts.entities.items()
        if x not in (thing, part.subject)
        and any(
            a.lower().startswith(m) and m != a.lower() and _REQUEST_WORD.search(a[len(m) :])
            for a in aliases
            for m in mine
        )
    ]


_SAME_BATCH = re.compile(r"^\W*(?:另\s*[:：]\s*)?(?:同批|同一批次?|同期|同轮|同一轮)[^，。；]{0,6}的")


def _same_batch_other(ctx: Context, part: Part, c: Clause) -> bool:
    """The sentence opens with another applicant of the same round ("同批申报的松岭县…"), a party the fact's statement
    does not name: what the sentence goes on to say of an application is that party's."""
    opening = [o for o in ctx.doc.sentences()[c.sentence] if o.start <= c.start and _SAME_BATCH.match(o.text)]
    if not opening:
        return False
    first = opening[0]
    return any(m.id != part.subject and not ctx.in_statement(part, m.id) for m in first.entities[:1])


_DEEMED_WITHDRAWN = re.compile(
    r"\b(?:treated|deemed|considered|regarded)\b[^.;]{0,40}\bas withdrawn\b|\bdeemed (?:to be |to have been )?withdrawn"
    r"|视为(?:撤回|放弃|自动放弃)|按(?:撤回|放弃)处理|作(?:撤回|放弃)处理",
    re.I,
)


def _deemed_said_done(ctx: Context, c: Clause) -> bool:
    """The material's withdrawal is one the fund deemed ("the fund treated the application as withdrawn; nobody at the
    museum withdrew it"), and the clause says the applicant withdrew it, in the active and not denied."""
    if not _DEEMED_WITHDRAWN.search(ctx.source.text) or _DEEMED_WITHDRAWN.search(c.text):
        return False
    act = re.search(r"\b(?:withdrew|has withdrawn|have withdrawn|pulled)\b|主动撤回|撤回了", c.text, re.I)
    if act is None:
        return False
    return not re.search(
        r"\b(?:nobody|no one|not|never|didn't|did not|wasn't)\b|n't\b|没有|并未|未", c.text[: act.start()], re.I
    )


# the subject named as the frame a thing is decided in ("not approved in this grant", "as part of this grant")
_FRAME = re.compile(r"\b(?:in|as part of|under|within|from|out of)\s+(?:this|the|that|its|our)\s+(?:[\w-]+\s+)?$", re.I)


def _label_thing_held(ctx: Context, part: Part, c: Clause) -> str | None:
    """The clause follows a label naming another thing and names the subject only as the frame the thing is decided
    in ("Second and third years: not approved in this grant"): that thing."""
    own = [m for m in c.entities if m.id == part.subject]
    if not c.after_label or not own or any(m.id != part.subject for m in c.entities):
        return None
    if not all(_FRAME.search(ctx.doc.text[max(0, m.start - 40) : m.start]) for m in own):
        return None
    label = [o for o in ctx.doc.clauses if o.is_label and o.line == c.line and o.end <= c.start]
    things = [m.id for m in label[-1].entities if m.id != part.subject] if label else []
    return things[0] if things else None


def _qualified_status(ctx: Context, part: Part, thing: str, status: str) -> bool:
    """A clause of the material gives ``status`` to the fact's subject qualified by ``thing`` ("Funding for the second
    and third years was not approved", "第二年和第三年的资助未获批准"): the thing's own state, in the subject's word."""
    for o in ctx.source.clauses:
        if not (o.status and o.status[0] == status):
            continue
        for m in o.entities:
            for x in o.entities:
                if m.id != part.subject or x.id != thing:
                    continue
                between = ctx.source.text[m.end : x.start] if m.end <= x.start else ctx.source.text[x.end : m.start]
                if m.end <= x.start and re.fullmatch(r"\s+(?:for|of|towards|covering)\s+(?:the\s+)?", between, re.I):
                    return True
                if x.end <= m.start and re.fullmatch(r"\s*的?", between):
                    return True
    return False


def _anothers_request_named(ctx: Context, part: Part, c: Clause) -> bool:
    """An English status word whose object is another party's request by the possessive ("rejected Ashcombe
    Pharmacy's application"), the party one the material gives a state of its own."""
    if ctx.doc.lang != "en" or not c.status or not c.status[1]:
        return False
    # ("The Harbour Board's own application to the agency, for pontoon repairs, is … still awaiting a decision": the
    # sentence opens with the other party's request, its subject)
    sent = ctx.doc.sentences().get(c.sentence, ())
    if sent and sent[0].start < c.start:
        opening = re.match(
            r"\W*(?:the\s+)?((?:[A-Z][\w&'-]*\s+){0,4}[A-Z][\w&-]*)['’]s\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?"
            r"(?:application|request|bid|proposal)\b",
            ctx.doc.text[sent[0].start : c.start],
        )
        if opening is not None:
            start, end = sent[0].start + opening.start(1), sent[0].start + opening.end(1)
            if any(
                m.id != part.subject and start <= m.start and m.end <= end and _has_own_status(ctx, part, m.id)
                for o in sent
                for m in o.entities
            ):
                return True
    at = c.start + max(c.text.find(c.status[1]), 0) + len(c.status[1])
    owner = re.match(
        r"\s+(?:the\s+)?((?:[A-Z][\w&'-]*\s+){0,4}[A-Z][\w&-]*)['’]s\s+(?:[\w-]+\s+){0,2}?"
        r"(?:application|request|bid|proposal)\b",
        ctx.doc.text[at : c.end],
    )
    if owner is None:
        return False
    start, end = at + owner.start(1), at + owner.end(1)
    return any(
        m.id != part.subject and start <= m.start and m.end <= end and _has_own_status(ctx, part, m.id)
        for m in c.entities
    )


def _word_of_the_subjects_name(ctx: Context, part: Part, name: str, asking: bool = False) -> bool:
    """The name a thing is called by is a word of a longer name of the fact's subject ("grant" of "grant application",
    "补助" of "补助申请"; not "staff training grant").

    ``asking``: the longer name is that name and a word of asking, so the subject is a request for the thing named
    ("补贴" of "补贴申请", "grant" of "grant application"; not "bus" of "bus purchase")."""
    if len(name) < 2:
        return False
    if asking:
        pattern = re.escape(name) + r"\s*(?:申请|申报|请求|application|request|bid|claim)"
        return any(re.fullmatch(pattern, s, re.I) for s in ctx.facts.entities.get(part.subject, ()))
    pattern = re.escape(name) if ctx.doc.lang == "zh" else rf"(?<![\w-]){re.escape(name)}(?![\w-])"
    return any(len(s) > len(name) and re.search(pattern, s, re.I) for s in ctx.facts.entities.get(part.subject, ()))


_AGREES_TO_PAY = re.compile(
    r"\b(?:agreed|agrees|said yes|says yes|has said yes|offered|offers) to (?:cover(?:ing)?|provid(?:e|ing)"
    r"|pay(?:ing)?|fund(?:ing)?|top(?:ping)? up|mak(?:e|ing) up|contribut(?:e|ing)|bridg(?:e|ing)|underwrit(?:e|ing)"
    r"|foot(?:ing)?)\b",
    re.I,
)


def _others_agreement_to_pay(ctx: Context, part: Part, c: Clause, status: tuple) -> bool:
    """ "Once its insurer, Harbourline Mutual, said yes to paying for the roof": a party agreeing to pay, named before
    the agreement in its sentence, that is neither the fact's subject nor the body that decides it (the decider's
    "agreed to fund the repairs" is its decision)."""
    m = _AGREES_TO_PAY.search(c.text)
    # (the clause's status is that agreement: not "withdrew its application after its insurer agreed to pay")
    if m is None or not status[1] or status[1].lower() not in m.group(0).lower():
        return False
    at = c.start + m.start()
    before = [e for o in ctx.doc.sentences().get(c.sentence, ()) for e in o.entities if e.end <= at]
    if not before:
        return False
    agent = max(before, key=lambda e: e.start).id
    return agent != part.subject and agent not in _deciders(ctx, part)


def _status_said_of(ctx: Context, thing: str, status: str) -> bool:
    """A status word of the material says ``status`` of ``thing``, named right after it ("refused the revenue
    grant")."""
    pattern = next((p for name, p in lexicon(ctx.source.lang).status if name == status), None)
    if pattern is None:
        return False
    for o in ctx.source.clauses:
        for m in pattern.finditer(o.text):
            at = o.start + m.end()
            nxt = min((e for e in o.entities if 0 <= e.start - at <= 30), key=lambda e: e.start, default=None)
            if nxt is not None and nxt.id == thing:
                return True
    return False


def _each_its_own(ctx: Context, part: Part, c: Clause, status: tuple, want: str) -> tuple[str, str] | None:
    """The clause's status word is said of another thing with a state of its own in the material (the thing right
    after it), and a word of the fact's status is said of the subject (right after it): that one, else None."""

    def thing_after(at: int) -> str | None:
        nxt = min((m for m in c.entities if 0 <= m.start - at <= 40), key=lambda m: m.start, default=None)
        return nxt.id if nxt is not None else None

    words = status[1] or ""
    at = c.text.find(words) if words else -1
    if at < 0:
        return None
    other = thing_after(c.start + at + len(words))
    # (the material gives that thing this status: "refused the revenue grant")
    if other is None or other == part.subject:
        return None
    if not _status_said_of(ctx, other, status[0]) and not _has_own_status(ctx, part, other, status[0]):
        return None
    pattern = next((p for name, p in ctx.lex.status if name == want), None)
    for m in pattern.finditer(c.text) if pattern is not None else ():
        if thing_after(c.start + m.end()) == part.subject:
            return (want, m.group(0))
    return None


def _own_paragraph_clauses(ctx: Context, part: Part) -> list[Clause]:
    """The source clauses of the paragraphs the fact cites."""
    from harness.grade.condition import _fact_sources

    cited = _fact_sources(ctx, part)
    return [o for o in ctx.source.clauses if o.line in cited]


def _unnamed_things_state(ctx: Context, part: Part, c: Clause) -> bool:
    """The fact's subject is named only by the status verb's ending ("granted" for the grant), and a thing the sample
    does not declare opens the clause before it ("planning consent has already been granted"): that thing's state."""
    subj = [m for m in c.entities if m.id == part.subject]
    if ctx.doc.lang != "en" or not subj or not all(ctx.verb_form(m) for m in subj):
        return False
    if any(m.start < subj[0].start for m in c.entities):
        return False
    lead = ctx.doc.text[c.start : subj[0].start]
    return bool(
        re.fullmatch(
            r"\W*(?!(?:it|they|this|that|these|those|which|we|our|its|their)\b)(?:[A-Za-z-]+\s+){1,4}"
            r"(?:(?:has|have|had|was|were|is|are|been|being|already|now|also|just|finally)\s+)+",
            lead,
            re.I,
        )
    )


_MONEY_NOT_ARRIVED = {
    "zh": re.compile(
        r"(?:钱|款|资金|经费|补助)[^，。；]{0,6}?(?:还|尚|仍)?(?:没有?|未)(?:下来|下达|到位|到账|拨付|拨下来|到)"
    ),
    "en": re.compile(
        r"\b(?:money|funds?|cash|payment)\b[^.;]{0,30}?\b(?:not|n't|yet to)\b[^.;]{0,20}?\b(?:arrived|arrive|come "
        r"through|released|been paid|paid out|transferred)\b",
        re.I,
    ),
}


def _money_not_arrived(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause, or one before it in its sentence, says the money has not been paid out ("只是县里的钱还没下来，所以先
    缓一缓"), and a clause of the fact's own paragraph says the same beside the approval: no decision pending."""
    pattern = _MONEY_NOT_ARRIVED.get(ctx.doc.lang)
    said = pattern is not None and any(
        pattern.search(o.text) for o in ctx.doc.sentences().get(c.sentence, ()) if o.start <= c.start
    )
    return said and any(
        o.status and o.status[0] == "pending" and PAYMENT.search(o.text) for o in _own_paragraph_clauses(ctx, part)
    )


def _stage_passed_in_own_paragraph(ctx: Context, part: Part) -> bool:
    """The fact's own paragraph reports a review passed ("本项目评审通过，随后进入…公示"), not another applicant's."""
    return any(_STAGE_PASSED.search(o.text) for o in _own_paragraph_clauses(ctx, part))


def _bare_mention(ctx: Context, c: Clause, m: Mention) -> bool:
    """The mention is a bare word for a request or a project, with no word before it but a determiner ("项目",
    "本项目", "the project"; not "the planning application", "临川街道早市改造项目")."""
    if not _BARE_THING.fullmatch(m.text):
        return False
    before = ctx.doc.text[c.start : m.start]
    if ctx.doc.lang == "zh":
        return re.search(r"(?:^|[^\u4e00-\u9fff]|本|该|此|这个|咱们的?|我们的?)$", before) is not None
    return re.search(r"(?:^\W*|\b(?:the|this|our|its|their|that)\s+)$", before, re.I) is not None


def _named_in_own_paragraph(ctx: Context, part: Part, thing: str) -> bool:
    """A clause of the fact's own paragraph names ``thing``."""
    return any(thing in {m.id for m in o.entities} for o in _own_paragraph_clauses(ctx, part))


def _given_in_own_paragraph(ctx: Context, part: Part, thing: str, status: str) -> bool:
    """A clause of the fact's own paragraph gives ``thing`` the fact's ``status`` ("The full application has not been
    lodged yet and no grant has been decided")."""
    return any(
        o.status and o.status[0] == status and thing in {m.id for m in o.entities}
        for o in _own_paragraph_clauses(ctx, part)
    )


def _dated_as_own(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause carries a day that a status clause of the fact's own paragraph gives."""
    days = [v for v in c.values if v.kind == "date" and v.value[2] is not None]
    return bool(days) and any(
        ctx.in_source_value(v, x) for o in _own_paragraph_clauses(ctx, part) if o.status for x in o.values for v in days
    )


def _holder_unnamed(ctx: Context, part: Part, c: Clause, thing: str) -> bool:
    """The answer calls ``thing`` its own ("我县项目已获…联合批复"), every state the material gives it is said with
    another party that holds it ("白石县的同类项目已获全额批准"), and the answer's sentence names none of them: the
    answer's own project."""
    mention = next((m for m in c.entities if m.id == thing), None)
    if mention is None or not re.search(
        r"(我|本|咱)(县|区|市|镇|乡|街道|单位|局|院|校|馆)?$|\b(our|my)\s+$",
        ctx.doc.text[max(0, mention.start - 4) : mention.start],
        re.I,
    ):
        return False  # the answer says "ours" ("我县项目", "our project"), not only a bare name
    return _holders_unnamed(ctx, part, c, thing)


def _holders_unnamed(ctx: Context, part: Part, c: Clause, thing: str) -> bool:
    """Every state the material gives ``thing`` is said with another party that holds it, and the answer's sentence
    names none of them."""
    deciders = _deciders(ctx, part)
    given = ctx.source_statuses().get(thing, ())
    holders = [set(ids) - {thing, part.subject} - deciders for _, ids in given]
    if not given or not all(holders):
        return False
    said = {m.id for o in ctx.doc.sentences().get(c.sentence, ()) for m in o.entities}
    return not any(h & said for h in holders)


def _restates_other_status(ctx: Context, part: Part, c: Clause, status: str) -> bool:
    """The clause says again a status sentence of the material about another thing ("the authority's board approved
    the award of the contract to Tidewell on 9 September 2026" beside the licence still pending): most of its words
    are that source clause's, which gives the same status and does not name the fact's subject."""
    if part.subject in c.entity_ids() or ctx.doc.lang != ctx.source.lang:
        return False
    mine = grams(without_values(c.text), ctx.doc.lang)

    def bare(text: str) -> str:
        return re.sub(r"[\W_]+", " ", text).strip().lower()

    from harness.grade.condition import _fact_sources

    cited = _fact_sources(ctx, part)
    deciders = _deciders(ctx, part)
    for o in ctx.source.clauses:
        if not (o.status and o.status[0] == status) or part.subject in o.entity_ids():
            continue
        if _decider_alone(ctx, c, deciders, ctx.source.sentences().get(o.sentence, ())):
            continue
        if (
            o.line in cited
            and o.entities
            and not ctx.in_statement(part, part.subject)
            and all(m.id in _deciders(ctx, part) or ctx.in_statement(part, m.id) for m in o.entities)
            and not _clause_held_by_another(ctx, part, o)
        ):
            continue  # "the fund's grants panel approved the grant on 12 March 2026": the fact's own history
        if _own_revocation(ctx, part, o, status, cited):
            continue  # "区城管局…书面撤销了该批准" in the fact's own paragraph: its own approval revoked
        if len(mine) < 3:
            # "nothing has been decided" (of the next application): a short clause, the material's word for word
            # (whole words in English: "decided" is no part of "undecided")
            said, theirs = bare(c.text), bare(o.text)
            if said and (said in theirs if ctx.doc.lang == "zh" else f" {said} " in f" {theirs} "):
                return True
            continue
        if len(mine & grams(without_values(o.text), ctx.source.lang)) / len(mine) >= 0.6:
            return True
    return False
