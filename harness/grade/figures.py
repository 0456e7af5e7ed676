"""Grade the numeric types: ``period`` (start, end, length), ``money`` (amount, currency, bound) and ``count``."""

from __future__ import annotations

from dataclasses import replace

from harness.grade import rx as re
from harness.grade.context import (
    _EDGE_LABEL,
    ANY_NOUN,
    GENERIC_ZH_NOUNS,
    Context,
    PartGrade,
    _cue_found,
    _span_days,
    award_moved,
    bound_values,
    counts_the_subject,
    date_matches,
    other_event,
    said_roughly_before,
)
from harness.grade.extract import Clause, find_mentions
from harness.grade.facts import Part
from harness.grade.scope import plans_excluded
from harness.grade.text import STOP_EN, grams, without_values
from harness.grade.values import Value, number, same_number

# a clause that says where what follows comes from ("按区里的申报方案", "according to the application")
_ATTRIBUTION = re.compile(
    r"\W*(?:答[:：])?\s*(?:按照?|根据|依据|依照|据)[^，。；\d]{0,16}\W*"
    r"|\W*(?:according to|as set out in|as stated in|under|per)\s+(?:the\s+)?[^,;.\d]{0,40}",
    re.I,
)
_DEADLINE_BEFORE = re.compile(
    r"\b(by|before|no later than|not later than|at the latest by)\s+(the\s+)?(end of\s+)?$"
    r"|(截止|最迟|最晚|不晚于|不迟于)[^，。；]{0,4}$",
    re.I,
)
_DEADLINE_AFTER = re.compile(r"\s*(之前|以前|前(?!往))")


# "the original end date of 30 September 2027", "over the original GBP 373,500", "原定6月30日到期": a value the
# material gives the thing before the change; a restatement when the material states it (checked with in_source)
_PREVIOUS_BEFORE = re.compile(
    r"\b(original|originally|previous|previously|prior|former|formerly|old|earlier|initial|initially|used to"
    r"|existing|expiring|outgoing|current (one|contract|agreement|arrangement|term|deal)"
    r"|would have|before the (amendment|change|extension|renewal))\b[^,.;:()]{0,40}$"
    r"|(原定|原来|原合同|原计划|原先|此前|之前的|以前的|旧合同|原)[^，。；：（）]{0,24}$"
    # "72万元（申请时为96万元，已核减）": the sum as applied for, before the material's cut
    r"|(申请时|申报时|申请时的?|申请阶段)[^，。；：（）]{0,6}$"
    r"|\b(?:as (?:originally )?(?:requested|applied for)|when (?:we|it|they) applied)\b[^,.;:()]{0,16}$",
    re.I,
)
# "extended by six months", "six months later than the original end date", "延长三个月": a change of length
_LONGER_BEFORE = re.compile(
    r"\b(extend(ed|s|ing)?|extension|prolong(ed|s)?|lengthen(ed|s)?|shorten(ed|s)?|delay(ed|s)?|postpone(d|s)?"
    r"|push(ed|es)? back|brought forward|add(ed|s)?|additional|extra)\b( \w+){0,2}( by| of)?\s*$"
    r"|(延长|延期|推迟|顺延|提前|缩短|增加)(了)?$",
    re.I,
)
# ("two weeks ahead of schedule", "a month behind": a shift of the dates, not the period's length)
_LONGER_AFTER = re.compile(
    r"\s*(later|longer|shorter|earlier|more|extension|beyond|ahead|behind|early|late|sooner)\b|\s*(的)?(延长|延期|提前)",
    re.I,
)


# "为期四个月", "工期四个月", "前后四个月", "for a period of four months": the words that give a period's length
_LENGTH_BEFORE = re.compile(
    r"(为期|工期|历时|持续|总共|共计|共|前后|全程)\s*$|\b(for a period of|lasting|lasts|runs? for|over|in all)\s*$",
    re.I,
)


# a date the period would change to: "extend the works by three weeks into September", "延期至9月"
_EXTENDED_TO = re.compile(
    r"\b(extend\w*|extension|prolong\w*|postpone\w*|push(ed)? back|delay\w*)\b[^.;]{0,50}$"
    r"|(延长|延期|推迟|顺延)[^。；]{0,20}$",
    re.I,
)
# what the work saves or brings in, before its amount: an outcome (an addition when invented), not the amount
# a sum named as one more beside the fact's ("另外每所学校每年另行补助…2万元", "plus a separate GBP 20,000 a year
# for maintenance"): another thing's money (an addition, if invented), not the fact's amount
_ANOTHER_SUM_BEFORE = re.compile(
    r"^\W*(另外|此外|另有|另)|另行|额外"
    r"|\b(in addition|additionally|on top of (that|this|it)|separately|a separate|a further|an additional|an extra"
    r"|plus)\b"
    # "with a contingency reserve of GBP 15,000 held by the trust": another sum, named before it
    r"|\bwith an? (?!cap\b|ceiling\b|limit\b|maximum\b|budget\b|grant\b|total\b)[a-z-]+(?: [a-z-]+)? of\s*$"
    # "the budget also holds a GBP 20,000 contingency for storm damage": one more sum inside it
    r"|\balso (?:holds?|includes?|has|carries|keeps|sets? aside)\s+(?:an? )?$",
    re.I,
)
# a matching sum of another party, one more beside the fact's ("另有县级配套资金10万元", "县财政另安排配套资金30万元"):
# an addition when the material gives no such sum, whatever it is bound to
_MATCHING_SUM_BEFORE = re.compile(r"另(?:有|外|行)?(?:安排|拨付|拨|追加)?[^，。；]{0,6}?配套(?:资金)?[^，。；]{0,4}$")
_YIELD_BEFORE = re.compile(
    r"(节约|节省|省下|省去|带来|产生|创造|增收|收益|回报|效益)[^，。；]{0,14}$"
    r"|\b(sav(e|es|ed|ing|ings)|earn(s|ed|ing)?|generat(e|es|ed|ing)|revenue|returns?|payback)\b[^,.;]{0,40}$",
    re.I,
)


def _capped_per_unit(ctx: Context, want: float, after: str) -> bool:
    """The material caps the amount per unit itself ("capped at EUR 240,000 per project"): the same rate words after
    another amount are the cap's, not a price."""
    m = _RATE.match(after)
    if m is None:
        return False
    words = m.group(0).strip().lower()
    return any(
        s.kind == "amount"
        and same_number(s.value, want)
        and ctx.source.text[s.end : s.end + 24].strip().lower().startswith(words)
        for s in ctx.source_values
    )


# the value a change started from ("was reduced from USD 8 million", "raised from EUR 1.2 million")
_CHANGED_FROM = re.compile(
    r"\b(?:cut|reduced|lowered|trimmed|scaled back|brought down|decreased|raised|increased|revised|adjusted) from\s*$",
    re.I,
)


def _before_change(ctx: Context, c: Clause, v) -> bool:
    """The value is the one before a change the material reports, restated: "previously ending 30 Sep 2027", "补助由
    980万元核减至不超过860万元", "cut from EUR 2.25 million to EUR 1.9 million"."""
    before, after = ctx.doc.text[c.start : v.start], ctx.doc.text[v.end : v.end + 16]
    changed = bool(
        re.search(r"(由|从)\s*$", before)
        and re.match(r"\s*(核减|削减|压减|减|降|压缩|调减|下调|调整|缩减|砍)(了)?(至|为|到)", after)
        # ("cut the award from GBP 12,000 to GBP 9,500": the thing changed named between)
        or re.search(
            r"\b(cut|reduced|lowered|trimmed|scaled back|brought down|down|decreased)(?:\s+(?:the|its|their)\s+[a-z]+)?"
            r" from\s*$",
            before,
            re.I,
        )
        # (or in brackets after the new value: "CNY 720,000 (reduced from CNY 860,000)")
        and re.match(r"\s*(?:to\b|[)）])", after)
        # "GBP 12,000 was approved on 10 March 2026 and reduced in writing to GBP 9,500": the later value follows
        or any(
            w.kind == v.kind
            and w.start > v.end
            and re.search(
                r"\b(?:reduced|cut|lowered|trimmed|scaled back|brought down|decreased)\b[^.;]{0,30}?\bto\s*$"
                r"|(?:核减|削减|压减|调减|下调|缩减)(?:了)?(?:至|为|到)\s*$",
                ctx.doc.text[v.end : w.start],
                re.I,
            )
            and len(ctx.doc.text[v.end : w.start]) <= 90
            and ctx.in_source(w)
            for w in c.values
        )
    )
    return (bool(_PREVIOUS_BEFORE.search(before)) or changed) and ctx.in_source(v)


def _apart_from_the_range(ctx: Context, c: Clause, v, start: tuple, end: tuple) -> bool:
    """The clause gives the period whole, its start to its end, and ``v`` (a date of the material) outside that
    range with no start or end word of its own: "applied on 14 February 2028 for a project running from 1 September
    2028 to 31 August 2030" dates the application, not the period."""
    dates = [x for x in c.values if x.kind == "date" and x is not v]
    edges = [(a, b) for k in ("start", "end") for a, b, _ in c.marks.get(k, ())]
    if any(b <= v.start and v.start - b <= 6 or 0 <= a - v.end <= 2 for a, b in edges):
        return False
    return any(
        date_matches(a, start)
        and date_matches(b, end)
        and re.fullmatch(r"\s*(to|until|till|through|and|–|—|-|至|到)\s*", ctx.doc.text[a.end : b.start], re.I)
        and (v.end <= a.start or v.start >= b.end)
        for a, b in zip(dates, dates[1:], strict=False)
    )


def _year_in_a_name(ctx: Context, year: int) -> bool:
    """The material names a thing with this year in its name ("the bound volumes published from 1890 to 1950")."""
    return any(
        re.search(rf"(?<!\d){year}(?!\d)", ctx.source.text[m.start : m.end])
        for o in ctx.source.clauses
        for m in o.entities
    )


def _act_dated_as_source(ctx: Context, part: Part, c: Clause, v: Value) -> bool:
    """The clause names an act that is not the period's own, and a clause of the material gives that act this date
    (in the clause that names it or the one right after): the act's date, restated."""
    own = set(part.events())
    acts = {m.id for m in c.events if m.id not in own}
    if part.subject in c.entity_ids():
        # "The Grants Panel approved the project on 14 April 2027 …": the decision on the subject, dated as the
        # material dates it (no start or end word: "the project starts on …" is the period's)
        decisions = {p.value["event"] for f in ctx.facts.facts for p in f.parts if p.type == "status"}
        acts &= decisions
        # (a start or end word nearer the date makes it the period's; the decision's word nearer keeps it the
        # decision's: "the works did not start and the fund revoked the approval on 15 July 2026")
        edges = [a for k in ("start", "end") for a, _, _ in c.marks.get(k, ())]

        def far(x: int) -> int:
            return min(abs(x - v.start), abs(x - v.end))

        acts = {m.id for m in c.events if m.id in acts and all(far(m.start) < far(a) for a in edges)}
    if not acts:
        return _verb_dated_as_source(ctx, c, v)
    # (in Chinese, the act's word inside the material's longer one: "接送" in "投入接送运营")
    words = {m.text for m in c.events if m.id in acts and len(m.text) >= 2} if ctx.lex.lang == "zh" else set()
    clauses = ctx.source.clauses
    for i, o in enumerate(clauses):
        if not acts & {m.id for m in o.events} and not any(w in m.text for m in o.events for w in words):
            continue
        near = [o] + [x for x in clauses[i + 1 : i + 2] if x.sentence == o.sentence]
        if any(ctx._same_value(v, x) for n in near for x in n.values):
            return True
    return False


def _verb_dated_as_source(ctx: Context, c: Clause, v: Value) -> bool:
    """The date right after a past verb the sample declares no event for ("Harbourline Mutual agreed on 2 March 2026
    to pay for the repair") or after a document's name ("by letter of 9 March 2026"), where a sentence of the
    material gives that word this date: that act's or that document's date, restated."""
    if ctx.lex.lang != "en":
        return False
    # (or a document's own date: "withdrawn by letter of 9 March 2026" for "in a letter … dated 9 March 2026")
    verb = re.search(
        r"\b([a-z]{3,}ed)\s+(?:on\s+|in\s+)?$|\b(letter|notice|e-?mail|memo)\s+(?:of|dated)\s+$",
        ctx.doc.text[c.start : v.start],
        re.I,
    )
    word = (verb.group(1) or verb.group(2)).lower() if verb else ""
    if not word or word in ("scheduled", "planned", "expected", "started", "finished", "ended"):
        return False
    return any(
        re.search(rf"\b{re.escape(word)}\b", ctx.source.sentence_text(i), re.I)
        and any(ctx._same_value(v, x) for o in sent for x in o.values)
        for i, sent in ctx.source.sentences().items()
    )


def _bracketed_end(ctx: Context, c: Clause) -> bool:
    """ "这个项目从今年7月1日干到年底（2026年12月31日）", "runs until the end of the year (31 December 2026)": a bracket
    holding nothing but a date, right after a clause of its sentence that ends on the period's end in words."""
    prev = ctx.doc.bracket_after(c)
    return prev is not None and bool(
        re.search(r"(?:至|到)[^，,。；;（(]{1,6}$|\b(?:to|until|till|through)\b[^,.;:(]{1,24}$", prev.text, re.I)
    )


def grade_period(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    start, end = part.date("start"), part.date("end")
    assert start is not None and end is not None  # the facts schema requires both on a period
    span = _span_days(start, end)
    got = set()
    for c, v, s in bound_values(ctx, part, ("date", "duration")):
        dates_here = sum(1 for x in c.values if x.kind == "date" and x.value[1] is not None)
        # a start or end word before the date, or right after it ("8 March onward"); "on February 10 to walk through
        # the installation schedule" ends nothing
        # "gives 11 January 2027 as the end of the pilot": the edge named after the date, through "as the"
        edge = any(
            a < v.start or a - v.end <= 2 or re.fullmatch(r"\s*(as|for)\s+(the|its)\s+", ctx.doc.text[v.end : a], re.I)
            for k in ("start", "end")
            for a, _, _ in c.marks.get(k, ())
        )
        if v.kind == "date" and (
            edge
            or dates_here >= 2
            # "from the start of November 2027 (1 November) to the end of March 2028": the end in a clause of its
            # own, after the sentence's start
            # ("…从2026年10月8号开工，干到2027年4月底": worked until)
            # ("图书角从2026年9月1日开张，一直开到2027年7月10日")
            or re.match(
                r"\W*(?:(?:to|until|till|through)\b|(?:一直)?(?:干|做|搞|修|施工|开|办|运营|运行|持续)?(?:至|到))",
                c.text,
                re.I,
            )
            and any(o.has("start") for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start)
            or _bracketed_end(ctx, c)
        ):
            s += 1
        if v.kind == "duration":
            before = ctx.doc.text[c.start : v.start]
            # "a five-year contract starting on 1 September 2027": the length names the subject it qualifies
            names = any(m.id == part.subject and 0 <= m.start - v.end <= 2 for m in c.entities)
            if s < 2 and (
                names
                or c.has("end")  # "It ends two years later": the length from the start
                or _LENGTH_BEFORE.search(before)
                and (len(before.strip(" *_-|:：，,")) <= 4 or part.subject in {m.id for m in c.entities})
                or "start" in got
                and any(f.clause in {o.text for o in ctx.doc.sentences().get(c.sentence, ())} for f in g.findings)
            ):
                s = 2  # "| 封闭施工期 | 2026年9月1日起，为期4个月 |": the length of the period whose start it follows
        if re.search(
            r"\b(moved|postponed|rescheduled|pushed back|put back|brought forward|deferred|delayed|shifted|got pushed)"
            r"\b[^.;]{0,30}\b(from|to|until)\b|推迟|延后|改期|顺延|挪到|改到|推到",
            c.text,
            re.I,
        ) and not any(m.id == part.subject for m in c.entities):
            continue  # "the panel meeting moved from 4 March to 22 April 2027": a date changed, no period
        if other_event(ctx, part, c) or s < 2 or plans_excluded(ctx, c):
            continue  # another event's clause; a plan for an excluded thing ("from July 2028 … will also cover")
        if c.has("predicted") and re.search(
            r"提前|\b(?:ahead of (?:schedule|time|plan)|earlier than (?:planned|scheduled)|early)\b", c.text, re.I
        ):
            continue  # "预计项目可于10月底提前完工": a forecast of finishing early, not the period (an addition)
        if _bound_by_a_preposition_only(ctx, part, c):
            continue  # "We also met Corvane last week and they agreed to hold their price until the end of September"
        if (
            v.kind == "date"
            and part.subject not in c.entity_ids()
            and (ctx.restates_undated(c, v) or c.entity_ids() and ctx.undated_in_source(c))
        ):
            continue  # "installation starts on 1 September 2026": another act the material leaves undated
        if v.kind == "date" and _edge_of_another_thing(ctx, part, c, v, start, end):
            continue  # "the contractor will start on site on 7 September 2026": that party's own start, not the period
        if v.kind == "duration":
            if (
                (
                    _LONGER_BEFORE.search(ctx.doc.text[c.start : v.start])
                    or _LONGER_AFTER.match(ctx.doc.text[v.end : v.end + 16])
                    # "It ends two years later": the end said by its distance from the start is the length
                    and not (c.has("end") and re.match(r"\s*later\b(?!\s+than)", ctx.doc.text[v.end : v.end + 16]))
                )
                and (ctx.in_source(v) or c.has("planned") or c.has("predicted"))
            ):
                # "extended by six months": the change the material reports, not the period's length; one it does
                # not report, said to come ("试点期将相应顺延一个月"), is an addition of its own
                continue
            if re.match(r"\s*(after|before|following)\b", ctx.doc.text[v.end : v.end + 12], re.I) and ctx.in_source(v):
                continue  # "within 90 days after the project ends": a time counted from an end, as the material gives
            if re.search(r"(?:后|之后|以后)\s*$", ctx.doc.text[c.start : v.start]) and re.match(
                r"(?:之内|以内|内)", ctx.doc.text[v.end : v.end + 2]
            ):
                continue  # "试点结束后两周内": a time limit counted from the end, no length of the period
            if re.search(
                r"\b(?:last|lasts|last for|serve|run)\s+(?:for\s+)?(?:another|a further|at least)\s+$"
                r"|(?:再用|还能用|可用)\s*$",
                ctx.doc.text[max(c.start, v.start - 24) : v.start],
                re.I,
            ):
                continue  # "the piano should last another 40 years": how long a thing will serve, no period of the work
            # ("for just over three weeks … from the 4th to the 27th", "约三个月": a length said roughly)
            rough = said_roughly_before(ctx.doc.text, v, c.start) or re.match(
                r"\s*(?:左右|多)", ctx.doc.text[v.end : v.end + 3]
            )
            if span and abs(v.value - span) <= (0.25 if rough else 0.12) * span:
                got.add("duration")
                g.add("hit", "duration as the source", c)
            elif ctx.owned_by_other(part, c, v) or _in_anothers_paragraph(ctx, part, c, v):
                continue  # "一期西段是2025年6月1日起施工六个月": the earlier phase's length, as the material gives it
            elif any(m.id != part.subject and 0 <= m.start - v.end <= 2 for m in c.entities):
                continue  # "until the 28-day call-in runs out": the length of the thing it names, not the period's
            elif (
                ctx.in_source(v)
                and re.search(r"\bwithin\s+$|以内$|之内$", ctx.doc.text[max(c.start, v.start - 8) : v.start], re.I)
                and re.search(
                    rf"\bwithin\s+{re.escape(v.text)}|{re.escape(v.text)}(?:以内|之内|内)", ctx.source.text, re.I
                )
            ):
                continue  # "because the works did not start within twelve months": the grant terms' window, no length
            elif s >= 2 or not ctx.in_source(v):
                g.add("distorted", "the period's length differs from the source", c, v.text)
            continue
        if v.value[1] is None:  # a bare year
            if v.value[0] not in (start[0], end[0]) and _year_in_a_name(ctx, v.value[0]):
                continue  # "the bound papers from 1890 through 1950": the years of a thing the material names
            if v.value[0] not in (start[0], end[0]) and (s >= 2 or not ctx.in_source(v)):
                g.add("distorted", "the period's year differs from the source", c, v.text)
            continue
        if date_matches(v, start):
            got.add("start")
            g.add("hit", "start date as the source", c)
        elif date_matches(v, end):
            got.add("end")
            g.add("hit", "end date as the source", c)
        elif _DEADLINE_BEFORE.search(ctx.doc.text[c.start : v.start]) or _DEADLINE_AFTER.match(
            ctx.doc.text[v.end : v.end + 6]
        ):
            continue  # "The board must decide by 31 August 2026 for the pilot to start": a deadline, not an end
        elif _PREVIOUS_BEFORE.search(ctx.doc.text[c.start : v.start]) and ctx.in_source(v):
            continue  # "原定建设期为2025年5月1日至2025年10月31日": the range before the extension the material reports
        elif _bound_of_range(ctx, c, v, start, end):
            # "施工期为2026年3月20日至2026年11月30日": the other bound of the period's own range, even a date the
            # material gives another act (the contract signing)
            g.add("distorted", "date differs from the source's period", c, v.text)
        elif _before_change(ctx, c, v) or ctx.owned_by_other(part, c, v):
            continue
        elif _EXTENDED_TO.search(ctx.doc.text[c.start : v.start]) and ctx.in_source(v):
            continue  # "the request to extend the works by three weeks into September": the change the material reports
        elif ctx.restated_elsewhere(part, c, v):
            continue  # "该项目系经2026年3月16日区卫健委主任办公会研究后决定启动的": the decision date, as given
        elif ctx.in_source(v) and _apart_from_the_range(ctx, c, v, start, end):
            continue  # "applied on 14 February 2028 for a project running from 1 September 2028 to 31 August 2030"
        elif ctx.in_source(v) and _act_dated_as_source(ctx, part, c, v):
            continue  # "Resubmission possible until 2028-04-30": another act, with the date the material gives it
        elif _in_anothers_paragraph(ctx, part, c, v):
            continue  # "… may refer it to the full Community Committee until the period ends on 12 May 2026"
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "date differs from the source's period", c, v.text)
    # "试用从2026年3月1日开始，一直到2026年5月31日": the clause after the start, opening with an end word, ends it
    started = {f.clause for f in g.findings if f.why == "start date as the source"}
    for sent in ctx.doc.sentences().values():
        for i, (prev, c) in enumerate(zip(sent, sent[1:], strict=False)):
            # "工期从2025年5月1日开始，本来10月底就该完，后来因为汛期延了，现在顺延到2026年4月30日": the end it was put
            # back to, after the start in the sentence
            if _PUT_BACK_TO.match(c.text) and any(o.text in started for o in sent[: i + 1]):
                prev = next(o for o in sent[: i + 1] if o.text in started)
            # "from the start of April 2027 (1 April) right through to …": the bracketed day between is passed over
            while (
                prev.text not in started
                and prev.values
                and not re.sub("|".join(re.escape(v.text) for v in prev.values), "", prev.text).strip()
                and ctx.doc.text[max(0, prev.start - 1) : prev.start] in ("(", "（")
                and sent.index(prev) > 0
            ):
                prev = sent[sent.index(prev) - 1]
            # "7月10号开工，8月25号收尾": an end word after the date does it too
            if prev.text not in started or not (
                _ENDS_IT.match(c.text)
                or _PUT_BACK_TO.match(c.text)
                or c.has("end")
                and not c.has("start")
                and not c.entities
                and bool(c.values)
                and not re.search(r"\w", ctx.doc.text[c.start : c.values[0].start])  # the date first, then 收尾
            ):
                continue
            for v in c.values:
                if v.kind != "date" or v.value[1] is None:
                    continue
                if date_matches(v, end):
                    got.add("end")
                    g.add("hit", "end date as the source", c)
                else:
                    g.add("distorted", "date differs from the source's period", c, v.text)
    if not g.findings and start[2] is not None and end[2] is not None:
        # "▶ 啥时候干？2026年4月1日起，至同年9月30日止。": the period's very start and end days, in a sentence that
        # names nothing else the material talks about, and no other thing of the material has those two days
        for sent in ctx.doc.sentences().values():
            # "按区里的申报方案，从2027年4月1日起，到2028年3月31日止": a clause saying where the dates come from
            # (by a thing a fact of the brief is about, not another agreement's dates)
            told = {m.id for o in sent if _ATTRIBUTION.fullmatch(o.text) for m in o.entities}
            dates = [(o, v) for o in sent for v in o.values if v.kind == "date" and v.value[2] is not None]
            first = next(((o, v) for o, v in dates if date_matches(v, start)), None)
            last = next(((o, v) for o, v in dates if date_matches(v, end) and first and v.start > first[1].start), None)
            # "the library network wants to try out return kiosks … from mid-September (14 September 2026) until 11
            # December 2026": the two days said as a range from … until, in a sentence that names no act
            ranged = (
                first is not None
                and last is not None
                and any(o.has("start") for o in sent if o.start <= first[0].start)
                and last[0].has("end")
                and not any(o.events for o in sent)
            )
            # "St Brannoc's Church will restore its Lady Chapel organ between 1 September 2026 and 31 March 2027":
            # the two days as one range in one clause, no other dated fact's act in it, no other thing given both
            ranged = ranged or (
                first is not None
                and last is not None
                and first[0] is last[0]
                and bool(_RANGE_JOIN.fullmatch(ctx.doc.text[first[1].end : last[1].start]))
                and bool(
                    re.search(
                        r"(?:\b(?:between|from)|从|自|由)\s*$", ctx.doc.text[first[0].start : first[1].start], re.I
                    )
                )
                and not other_event(ctx, part, first[0])
            )
            if not ranged and (
                not told <= ctx.fact_subjects
                or any(
                    (o.entities or o.events or set(o.carried) - told) and not _ATTRIBUTION.fullmatch(o.text)
                    for o in sent
                )
            ):
                continue
            if first and last and len(dates) == 2 and not _pair_of_another(ctx, part, start, end):
                got |= {"start", "end"}
                g.add("hit", "start date as the source, the sentence naming nothing else", first[0])
                g.add("hit", "end date as the source, the sentence naming nothing else", last[0])
                break
    swapped = _swapped(ctx, part, start, end)
    if swapped:
        g.add("distorted", "start and end are swapped", swapped)
    g.complete = {"start", "end"} <= got or {"start", "duration"} <= got
    return g


_PREPOSITION_CUES = {"from", "until", "till", "to", "through", "by", "between", "on", "in"}


def _in_anothers_paragraph(ctx: Context, part: Part, c: Clause, v: Value) -> bool:
    """ "any three councillors may refer it to the full Community Committee until the period ends on 12 May 2026":
    a value the material gives only in paragraphs the fact does not cite, where the sentence names a thing of those
    paragraphs and the clause not the fact's subject (the call-in period's end, not the works')."""
    from harness.grade.condition import _fact_sources

    if part.subject in c.entity_ids():
        return False
    lines = {x.line for x in ctx.source.clauses for s in x.values if ctx._same_value(v, s)}
    if not lines or lines & _fact_sources(ctx, part):
        return False
    theirs = {m.id for x in ctx.source.clauses if x.line in lines for m in x.entities} - {part.subject}
    return bool(theirs & {m.id for o in ctx.doc.sentences().get(c.sentence, ()) for m in o.entities})


def _bound_by_a_preposition_only(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause is tied to the period only by a preposition among its cues ("until"), names neither the subject
    nor a label of it, and its sentence names other things and not the subject: another thing's date."""
    if part.subject in c.entity_ids() or c.label_text:
        return False
    if sum(1 for v in c.values if v.kind == "date") >= 2:
        return False  # "will test kiosks from 14 September 2026 to 11 December 2026": a range of its own
    sent = ctx.doc.sentences().get(c.sentence, [c])
    # a cue of its own anywhere in the sentence ("for one winter, from the start of November 2027 … to the end")
    low = ctx.doc.sentence_text(c.sentence).lower()
    strong = [w for w in part.cues if w.lower() not in _PREPOSITION_CUES]
    if any(_cue_found(w.lower(), low) for w in strong):
        return False
    names = {m.id for o in sent for m in o.entities}
    return bool(names) and part.subject not in names


def _pair_of_another(ctx: Context, part: Part, start: tuple, end: tuple) -> bool:
    """A sentence of the material gives both days and does not name the fact's subject."""
    for sent in ctx.source.sentences().values():
        values = [v for o in sent for v in o.values if v.kind == "date"]
        if any(date_matches(v, start) for v in values) and any(date_matches(v, end) for v in values):
            if part.subject not in {m.id for o in sent for m in o.entities}:
                return True
    return False


_ENDS_IT = re.compile(
    r"\W*(?:and\s+)?(一直到|一直持续到|直到|到|至|(?:right |all the way )?through to|all the way to|until|till|through"
    r"|running to|and ends? on)",
    re.I,
)
_PUT_BACK_TO = re.compile(
    r"\W*(?:现在|现已|后来|后|已经?|又|再|并)?(?:顺延|延长|延期|推迟|延)了?(?:至|到)"
    r"|\W*(?:and\s+)?(?:now\s+)?(?:has been\s+|was\s+|is\s+)?(?:extended|pushed back|put back|moved)\s+(?:to|until)\b",
    re.I,
)
_RANGE_JOIN = re.compile(r"\s*(至|到|—|–|-|~|～|to|until|till|through|and)\s*", re.I)


def _bound_of_range(ctx: Context, c: Clause, v, start: tuple, end: tuple) -> bool:
    """The date is one bound of a range whose other bound is the period's own ("from 20 March to 30 November 2026"
    where the period ends on 30 November 2026)."""
    for x in c.values:
        if x is v or x.kind != "date" or x.value[1] is None:
            continue
        if x.start >= v.end and _RANGE_JOIN.fullmatch(ctx.doc.text[v.end : x.start]) and date_matches(x, end):
            return True
        if x.end <= v.start and _RANGE_JOIN.fullmatch(ctx.doc.text[x.end : v.start]) and date_matches(x, start):
            return True
    return False


def _swapped(ctx: Context, part: Part, start: tuple, end: tuple) -> Clause | None:
    for c in ctx.doc.clauses:
        dates = [v for v in c.values if v.kind == "date"]
        if (
            len(dates) == 2
            and ctx.score(part, c)
            and date_matches(dates[0], end)
            and date_matches(dates[1], start)
            and not date_matches(dates[0], start)
        ):
            return c
    return None


def _cap_with_anothers_sum(ctx: Context, part: Part, c: Clause, v: Value) -> bool:
    """A cap said with a sum the material gives another thing, naming nothing the material says that sum with
    ("the fund will provide up to £1,140,000" where £1,140,000 is what the authority requested): the cap's value,
    written wrong."""
    # ("- Grant cap: GBP 520,000": the cue in the value's label, the value alone after it)
    alone = c.after_label and re.fullmatch(r"[\W_]*", ctx.doc.text[c.start : v.start] + ctx.doc.text[v.end : c.end])
    if part.value.get("bound") != "max" or not (
        c.has("max_bound") or ctx.cue_in(part, c.text) or alone and ctx.cue_in(part, c.label_text or "")
    ):
        return False
    holders = {
        m.id
        for sent in ctx.source.sentences().values()
        if any(ctx._same_value(v, x) for o in sent for x in o.values)
        for o in sent
        for m in o.entities
    }
    return bool(holders) and not (c.entity_ids() | set(c.carried)) & holders


def _the_subject_is(ctx: Context, part: Part, c: Clause, v) -> bool:
    """ "The grant is GBP 21,000" (the material's GBP 21,000 is the sum requested), "补助金额为42万元": the amount
    said of the fact's subject by a copula, nothing between them."""
    return any(
        m.id == part.subject
        and re.fullmatch(
            r"\s*(?:is|was|will be|would be|amounts to|totals|comes to|of|[:：])\s*|\s*(?:为|是|共计|达|[:：])\s*",
            ctx.doc.text[m.end : v.start],
            re.I,
        )
        is not None
        for m in c.entities
    )


def grade_money(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, cur = float(part.value["amount"]), part.value["currency"]
    # (another fact's: "approved the application on 12 May 2026 for GBP 142,000" gives the amount of the approval the
    # same fact gives the status of)
    others = {e for f in ctx.facts.facts if not any(p is part for p in f.parts) for p in f.parts for e in p.events()}
    for c, v, s in bound_values(ctx, part, ("amount", "figure")):
        if v.kind == "figure" and v.value < 1000:
            continue
        if not same_number(v.value, want) and _named_by_a_noun_of_its_own(ctx, part, c, v):
            continue  # "the board has also set aside a contingency of GBP 3,000": that sum's own name, not the cap
        if (
            not same_number(v.value, want)
            and not c.has("max_bound")
            and not c.has("min_bound")
            and re.search(
                r"(?:另行|另外|额外|再另)[^，。；]{0,16}$|\b(?:separately|additional(?:ly)?)\b[^,;.]{0,30}$"
                # ("乡政府也将资助3万元": another party pays too)
                r"|也(?:将|会|要|愿意|同意)?(?:资助|补助|补贴|出资|拨付|拨款|支持|赞助)[^，。；]{0,6}$"
                r"|\balso\s+(?:(?:will|to|agreed to|offered to)\s+)?(?:pay|fund|contribute|give|donate)s?\b"
                r"[^,;.]{0,20}$",
                ctx.doc.text[c.start : v.start],
                re.I,
            )
        ):
            continue  # "县里还将另行补贴入户管网改造费用15万元": a sum given apart from the fact's, its own claim
        if not same_number(v.value, want) and award_moved(ctx, c, v, want) and not ctx.owned_by_other(part, c, v):
            g.add("distorted", "another amount of the material given as the sum approved", c, v.text)
            continue
        if (
            s < 2
            and part.subject not in c.entity_ids()
            and any(m.id in others for m in c.events)
            # (not the cap itself, its amount and its bound: "The grant … is capped at GBP 640,000", where the
            # sample declares "grant" an act of the status fact too)
            # ("The grant is capped at GBP 138,000": the cap's bound word with another amount is the cap written wrong)
            and not (
                part.value.get("bound") == "max"
                and c.has("max_bound")
                and (same_number(v.value, want) or v.kind == "amount")
            )
        ):
            continue  # "the kiosks will waive late fees under EUR 5 automatically": another fact's act and its amount
        if (
            re.search(
                # "含税封顶", "including VAT, capped at": the tax the amount holds, not a part of it
                r"(of which|including(?! (VAT|tax))|includes?(?! (VAT|tax))|contains?|among which|其中|包括|含(?!税))"
                r"[^，。,.;；]{0,60}$"
                # "预算中软件授权费用约80万元": an item's cost inside the budget
                r"|(预算|经费|资金|总额)(中|里|当中)[^，。；]{1,16}(费用|费|支出|成本)(约|大约|大概|为|是)?$"
                r"|\b(accounts? for|makes? up|takes? up|uses? up|goes? to|is earmarked for)"
                r"\s*(about|around|roughly|approximately|some|nearly|almost|just over|just under)?\s*$",
                ctx.doc.text[c.start : v.start],
                re.I,
            )
            and not (
                re.search(
                    # "including driver training the ceiling is USD 7.6 million": the cap itself, with what it covers
                    r"\b(the|its) (overall |total )?(ceiling|cap|limit|maximum)\s+"
                    r"(is|was|would be|becomes|rises to)\s*$|总?(上限|封顶额?)(为|是)$",
                    ctx.doc.text[c.start : v.start],
                    re.I,
                )
                # "其中申请省科技资金以860万元为上限": the cap word after the amount
                or re.match(r"\s*(?:为|作为)(?:上限|封顶|最高限额)", ctx.doc.text[v.end : v.end + 8])
                # "其中申请县级农村饮水安全补助资金不超过86万元": the part named is the fact's subject, with its bound,
                # and no other thing before it ("其中美食区补助不超过240万元" is the food zone's part)
                or part.value.get("bound") == "max"
                and c.has("max_bound")
                and any(m.id == part.subject and m.end <= v.start for m in c.entities)
                and not any(
                    m.id != part.subject
                    and m.end <= min(e.start for e in c.entities if e.id == part.subject)
                    # (the request it is asked in is no other thing: "其中申请…补助资金")
                    and m.id not in {p.subject for f in ctx.facts.facts for p in f.parts if p.type == "status"}
                    # (nor the body it is asked of: "其中向市应急管理局申请的补助资金不超过96万元")
                    and not ctx.doc.text[max(c.start, m.start - 1) : m.start] == "向"
                    for m in c.entities
                )
            )
        ):
            continue  # "of which EUR 12,000 is for training": a part of the amount, not the amount
        if not same_number(v.value, want) and re.search(
            r"(首批|第[一二三四1-4]批|首期|第[一二三四1-4]期|首笔|第[一二三四1-4]笔|尾款|预付款?|每批|每期)[^，。；]{0,8}$"
            r"|\b(first|second|third|final|last|each|every|one|initial) (instalment|installment|tranche|payment|"
            r"drawdown|advance)s?\b[^,.;]{0,20}$"
            # "to be paid in two instalments of GBP 210,000", "分两期拨付，每期…"
            r"|\b(?:in|into|as)\s+(?:\w+\s+)?(?:equal\s+)?(?:instalments|installments|tranches|payments|drawdowns)"
            r"\s+of\s*$|分[两二三四五六\d]+(?:期|批|笔|次)[^，。；]{0,8}$",
            ctx.doc.text[c.start : v.start],
            re.I,
        ):
            continue  # "将分两批拨付，首批93万元": an instalment, a part of the amount (an addition if invented)
        if (
            not same_number(v.value, want)
            and _REQUEST_BEFORE.search(ctx.doc.text[c.start : v.start])
            and not _source_requests(ctx, want)
        ):
            continue  # "The revised budget will request USD 2.3 million": a sum asked for, not the cap (an addition)
        first = ctx.doc.sentences().get(c.sentence, [c])[0].start
        if re.search(
            r"\b(below|under|beneath|less than|short of|lower than) (the |its )?(cap|budget|ceiling|limit|maximum)\b"
            r"|(低于|不到|少于)(上限|预算|限额)",
            ctx.doc.text[first : v.start],
            re.I,
        ):
            continue  # "bids are expected to come in below the cap, at around USD 6.5 million": another amount
        if re.match(
            r"\s*of (?:the (total|budget|cap|amount|award|grant|sum|cost|costs|price)\b|(that|this|it)\b(?!\s+\w+ing))",
            ctx.doc.text[v.end : v.end + 24],
            re.I,
        ):
            continue  # "kiosk rental accounts for EUR 60,000 of the budget": a part of the amount
        if _YIELD_BEFORE.search(ctx.doc.text[c.start : v.start]):
            continue  # "预计每年可节约人工抄表费用约200万元", "saves EUR 40,000 a year": an effect, not the amount
        if _DELTA_BEFORE.search(ctx.doc.text[c.start : v.start]) or _DELTA_AFTER.match(
            ctx.doc.text[v.end : v.end + 30]
        ):
            continue  # "比上一期增加6万元", "an increase of USD 60,000": a change, not the amount (an addition if new)
        if not same_number(v.value, want):
            if _before_change(ctx, c, v) or ctx.owned_by_other(part, c, v):
                continue  # "over the original GBP 373,500", "the current contract … had a value of CAD 3.6 million"
            if _CHANGED_FROM.search(ctx.doc.text[c.start : v.start]) and not ctx.in_source(v):
                continue  # "The budget was reduced from USD 8 million after the council's review": a history the
                # material does not give, the value before it (an addition), not the amount
            if (
                _RATE.match(ctx.doc.text[v.end : v.end + 24]) or _RATE_BEFORE.search(ctx.doc.text[c.start : v.start])
            ) and not _capped_per_unit(ctx, want, ctx.doc.text[v.end : v.end + 24]):
                continue  # "USD 450,000 per bus", "每辆车10万元": a rate, not the amount (an addition, if invented)
            if re.match(r"\s+towards?\b", ctx.doc.text[v.end : v.end + 12], re.I) and not same_number(v.value, want):
                continue  # "have already raised GBP 9,000 towards the rest of the cost": a part put towards it
            if _PER_PERIOD.match(ctx.doc.text[v.end : v.end + 16]) and not _PER_PERIOD_WORDS.search(
                next((f.statement for f in ctx.facts.facts if part in f.parts), "")
            ):
                continue  # "will cost the club GBP 420 a year": a yearly sum, where the fact's amount is none
            before = ctx.doc.text[c.start : v.start]
            if (
                _ANOTHER_SUM_BEFORE.search(before)
                and (s < 2 or _named_after(ctx, part, c, v))
                or not ctx.in_source(v)
                and _MATCHING_SUM_BEFORE.search(before)
            ):
                continue  # "另外每所学校每年另行补助热泵运行电费2万元", "另有县级配套资金10万元": one more sum
            if not ctx.in_source(v) and _attributive_sum(ctx, part, c, v):
                continue  # "the trust has offered a GBP 5,000 interim payment": a sum of its own thing (an addition)
            if _cost_of_another(ctx, part, c, v) or _possessed_by_another(ctx, part, c, v):
                continue  # "driver training is budgeted at USD 150,000": another thing's cost (an addition)
            if _of_an_excluded_part(ctx, part, c):
                continue  # "Lot C will be re-tendered in autumn 2027 with a budget of USD 900,000": a thing the
                # scope leaves out, its own sum (an addition)
            if re.search(
                r"\b(set aside|sets aside|setting aside|earmark\w*|allocat\w*|reserv\w*|ring-?fenc\w*)\s*$",
                ctx.doc.text[c.start : v.start],
                re.I,
            ) or re.match(
                r"\s+(?:is |are |was |has been |to be )?(earmarked|set aside|allocated|reserved|ring-?fenced) for\b",
                ctx.doc.text[v.end : c.end],
                re.I,
            ):
                continue  # "to set aside £40,000 … for publicity", "USD 1.5 million earmarked for the chargers"
            if ctx.in_source(v) and _named_holder(ctx, part, c, v):
                continue  # "| 市级补助上限 | 600万元 | 本区申报520万元 |": the request's amount, named by its verb
            if ctx.copies_source(c, v):
                continue  # "县水利局申请省级补助210万元": the material's own clause about the request, copied
            if (
                ctx.in_source(v)
                and _REQUEST_AFTER.match(ctx.doc.text[v.end : v.end + 30])
                and _source_requests(ctx, float(v.value))
            ):
                continue  # "GBP 186,000 was asked and GBP 142,000 awarded": the material's request, its verb after it
            if (
                s >= 2
                or not ctx.in_source(v)
                or _cap_with_anothers_sum(ctx, part, c, v)
                or _the_subject_is(ctx, part, c, v)
            ):
                g.add("distorted", "amount differs from the source", c, v.text)
        elif (
            v.unit
            and v.unit != cur
            and not (
                # "$4.2 million" in a Canadian document: a bare dollar sign is the sample's own dollar
                cur in _DOLLARS and v.unit == "USD" and not re.search(r"US|U\.S\.", v.text)
            )
        ):
            g.add("distorted", f"currency {v.unit} differs from the source's {cur}", c, v.text)
        # (not an aside in brackets: "…covers only Lot A and Lot B (Lot C withdrawn, airport express excluded)")
        elif _SEPARATELY.search(re.sub(r"[(（][^()（）]*[)）]", " ", _line_of(ctx, c))) and (
            part_of := _bound_to_a_part(ctx, c, want, part.subject, ("amount", "figure"))
        ):  # "up to USD 7.2 million for the buses under Lot A; the Lot B chargers are budgeted separately"
            g.add(
                "distorted", f"the amount is given to {part_of} alone, the source's covers its siblings too", c, v.text
            )
        elif (
            part.value.get("bound") == "max"
            and not _capped(ctx, c)
            and re.search(r"总额|总计|共计|合计|总投入|\b(in total|total of|totals?|amounts to)\b", c.text, re.I)
        ):
            g.add("distorted", "a cap written as the total to be spent", c, v.text)
        elif (
            part.value.get("bound") == "max"
            and c.has("min_bound")
            and not ctx.lex.words["negation"].search(
                # "不超过" right before it, or "will not spend more than" a few words before
                ctx.doc.text[
                    max(c.start, c.marks["min_bound"][0][0] - (6 if ctx.lex.lang == "zh" else 18)) : c.marks[
                        "min_bound"
                    ][0][0]
                ]
            )
            # "won't give any project in this round more than": the negated "more than" is the cap's own phrase
            and not any(m[1] == c.marks["min_bound"][0][1] for m in c.marks.get("max_bound", ()))
        ):
            g.add("distorted", "a cap written as a minimum", c, c.marks["min_bound"][0][2])
        else:
            g.complete = True
            g.add("hit", "amount as the source", c)
    if not g.findings:
        # "The money available will not exceed EUR 85,000": the fact's own amount, currency and bound, in a clause
        # that names nothing else the material talks about; no other amount of the material is that number
        for c in ctx.doc.clauses:
            if (
                c.entities
                or c.carried
                or any(
                    sv.kind == "amount" and same_number(sv.value, want) and sv.unit not in (None, cur)
                    for sv in ctx.source_values
                )
            ):
                continue
            for v in c.values:
                bound = part.value.get("bound")
                if (
                    v.kind == "amount"
                    and same_number(v.value, want)
                    and v.unit in (None, cur)
                    and (bound != "max" or c.has("max_bound"))
                    and (bound != "min" or c.has("min_bound"))
                ):
                    g.complete = True
                    g.add("hit", "the fact's amount, currency and bound, the clause naming nothing else", c)
                    return g
    return g


_DOLLARS = {"USD", "CAD", "AUD", "NZD", "SGD", "HKD"}


_COST_OF = {
    "en": re.compile(
        # "of which the overnight chargers are estimated at USD 1.1 million"
        r"\W*(?:(?:of which|including|with|while|and)\s+)?"
        # ("the public open day on 18 September 2027 will cost about GBP 2,000": a date inside the name)
        r"(?P<np>(?:the |a |an |its |their |our )?[A-Za-z][\w-]*(?: [A-Za-z][\w-]*){0,6}?"
        r"(?: (?:on|in) (?:\d{1,2} )?[A-Z][a-z]+(?: \d{1,2},?)?(?: \d{4})?)?)\s+"
        r"(?:is |are |will be |was |were |would be |will |would |should )?(?:expected to |estimated to |likely to "
        r"|set to )?"
        r"(?:cost|costs|budgeted at|priced at|valued at|estimated at|come to|comes to|quoted at|put at|pegged at|worth)"
        r"\s+(?:about |around |roughly |approximately |some |at )?\W*$",
        re.I,
    ),
    # ("车载设备部分预算约30万元": the budget of one part)
    "zh": re.compile(
        # ("X线机采购预算约15万元": what one thing's purchase is budgeted at)
        r"\W*(?P<np>[\u4e00-\u9fffA-Za-z0-9]{2,12}?)(?:的)?"
        r"(?:费用|造价|成本|花费|经费|(?<=部分)预算|(?<=分项)预算|(?<=采购|购置)预算)(?:约|为|预计|大约|估计)*\W*$"
    ),
}


_BARE_COST = {
    "en": re.compile(
        r"\W*(?:at )?(?:an? )?(?:estimated |expected )?(?:cost|costing|price|priced at)(?: of)?"
        r"\s+(?:about |around |roughly |approximately |some )?\W*$",
        re.I,
    ),
    "zh": re.compile(r"\W*(?:其)?(?:费用|造价|成本|花费)(?:约|为|预计|大约|估计)*\W*$"),
}


# words that name the fact's own sum, whatever its subject is called
_SUM_WORDS = frozenset(
    "sum total amount grant award cap ceiling maximum limit budget cost costs price value figure funding money"
    " allocation contribution subsidy bill".split()
)


def _facts_words_before(ctx: Context, part: Part, c: Clause, v) -> bool:
    """Right before ``v`` (Chinese: at most two characters between; English: right after its noun), a cue of the part
    that the fact's own statement uses, and the material's sentences that give ``v`` do not put it there."""
    statement = next((f.statement for f in ctx.facts.facts if part in f.parts), "") or ""
    mine = grams(without_values(c.text), ctx.lex.lang)
    units = [u.lower() for u in part.value.get("unit", ())]
    counted = not v.unit or any(u in v.unit.lower() or v.unit.lower() in u for u in units)
    if (
        counted  # (a count of the fact's things, or a bare figure: not "across the two sites" beside the 18 stations)
        and len(mine) >= 4
        and ctx.source.lang == ctx.lex.lang
        and len(mine & grams(without_values(statement), ctx.lex.lang)) / len(mine) >= 0.8
        and not any(
            len(mine & grams(without_values(ctx.source.sentence_text(o.sentence)), ctx.lex.lang)) / len(mine) >= 0.8
            for o in ctx.source.clauses
            for x in o.values
            if ctx.in_source_value(v, x)
        )
    ):
        return True  # "新井建成后将向178户农户供水" for "新井建成后将向312户农户供水": the statement, another count
    if ctx.lex.lang == "zh":
        before = ctx.doc.text[max(c.start, v.start - 8) : v.start]
        cues = [q for q in part.cues if len(q) >= 3 and q in statement and re.search(re.escape(q) + r".{0,2}$", before)]
    else:
        # "All 54 members will travel" for "38 singers will travel": the statement's verb phrase right after the
        # counted noun (a cue of two words or more)
        after = ctx.doc.text[v.end : min(c.end, v.end + 30)]
        cues = [
            q
            for q in part.cues
            if len(q.split()) >= 2
            and q.lower() in statement.lower()
            and re.match(r"\s*(?:[a-z-]+\s+)?" + re.escape(q) + r"\b", after, re.I)
        ]
    if not cues:
        return False
    return not any(
        q in ctx.source.sentence_text(o.sentence)
        for o in ctx.source.clauses
        for x in o.values
        if ctx.in_source_value(v, x)
        for q in cues
    )


def _named_by_a_noun_of_its_own(ctx: Context, part: Part, c: Clause, v) -> bool:
    """An English amount right after "a <noun> of" whose noun names no thing of the sample and is no word for the
    fact's sum ("set aside a contingency of GBP 3,000"): the sum that noun names, not the fact's. In Chinese, a noun
    of money right before the bound word that shares no word with the subject's names or the fact's cues
    ("合作社自筹资金上限为60万元" beside the 补贴金额's cap)."""
    if ctx.lex.lang == "zh" and v.kind == "amount":
        z = re.search(
            r"([\u4e00-\u9fff]{1,4}(?:资金|经费|费用|款项|部分|预算|投入))的?(?:上限|最高|封顶|不超过|最多)[^，。；]{0,4}$",
            ctx.doc.text[c.start : v.start],
        )
        if z is None:
            return False
        theirs = set().union(*(grams(a, "zh") for a in (*ctx.facts.entities.get(part.subject, ()), *part.cues)), set())
        return not (grams(z.group(1), "zh") & theirs)
    if ctx.lex.lang != "en" or v.kind != "amount":
        return False
    m = re.search(
        r"\b(?:a|an|another|one|its|their)\s+(?:[a-z-]+\s+)?([a-z-]{4,})\s+of\s+$",
        ctx.doc.text[c.start : v.start],
        re.I,
    )
    if (
        m is None
        or m.group(1).lower() in _SUM_WORDS
        or part.subject in c.entity_ids()
        and any(e.id == part.subject and e.start >= c.start + m.start() for e in c.entities)
    ):
        return False
    word = m.group(1).lower()
    named = {w.lower() for names in ctx.facts.entities.values() for a in names for w in a.split()}
    return word not in named and word not in {w.lower() for w in part.cues}


def _attributive_sum(ctx: Context, part: Part, c: Clause, v) -> bool:
    """ "a GBP 5,000 interim payment": the sum said of the noun right after it, which no word of the fact names."""
    if ctx.lex.lang != "en" or not re.search(r"\b(?:a|an|one)\s+$", ctx.doc.text[c.start : v.start], re.I):
        return False
    after = re.match(r"\s+([a-z][a-z-]+)", ctx.doc.text[v.end : c.end])
    return (
        after is not None
        and after.group(1).lower()
        not in {
            "of",
            "for",
            "to",
            "in",
            "on",
            "per",
            "each",
            "a",
            "an",
            "the",
            "is",
            "was",
            "will",
            "and",
            "or",
            "total",
        }
        and _named_after(ctx, part, c, v)
    )


def _named_after(ctx: Context, part: Part, c: Clause, v) -> bool:
    """ "plus a further EUR 150,000 contingency held by the council": the sum names a thing of its own after it, no
    word of the fact's."""
    after = ctx.doc.text[v.end : c.end]
    return bool(re.search(r"[A-Za-z\u4e00-\u9fff]{2,}", after)) and not (
        ctx.cue_in(part, after) or any(m.id == part.subject and m.start >= v.end for m in c.entities)
    )


def _possessed_by_another(ctx: Context, part: Part, c: Clause, v) -> bool:
    """ "the fund's maximum award in the next round is GBP 1 million": the cue word held by another thing (its
    possessive, a few words before the value) in a clause that never names the fact's subject is that thing's
    figure (an addition when the material gives none), not the fact's."""
    if ctx.lex.lang == "zh":
        # "云溪县部分补助上限为1,200万元": another party, named first, holds the figure (its part, its cap); not a
        # party the fact's statement names
        first = min(c.entities, key=lambda m: m.start, default=None)
        return (
            first is not None
            and first.id != part.subject
            and not ctx.in_statement(part, first.id)
            and re.fullmatch(r"[\W\d.、]*", ctx.doc.text[c.start : first.start]) is not None
            and re.match(r"(?:的|部分|方面|那边|这边)", ctx.doc.text[first.end : first.end + 2]) is not None
            and first.end <= v.start
        )
    if part.subject in {m.id for m in c.entities}:
        return False
    return any(
        m.id != part.subject
        and m.end <= v.start
        and re.match(r"['’]s?\s+(?:[\w-]+\s+){0,3}?", ctx.doc.text[m.end : v.start])
        and ctx.cue_in(part, ctx.doc.text[m.end : v.start])
        for m in c.entities
    )


# the words for a sum itself, before "of" ("a grant of", "a total of"): no other thing's
_AMOUNT_NOUNS = {
    "total",
    "sum",
    "amount",
    "maximum",
    "max",
    "cap",
    "ceiling",
    "limit",
    "grant",
    "award",
    "budget",
    "value",
    "cost",
    "costs",
    "price",
    "contribution",
    "funding",
    "payment",
    "figure",
    "up",
    "upper",
    "tune",
    "region",
    "excess",
    "sums",
    "amounts",
    "offer",
    "allocation",
    "subsidy",
    "contract",
    "bid",
    "request",
    "loan",
    "fund",
    "funds",
}


def _cost_of_another(ctx: Context, part: Part, c: Clause, v) -> bool:
    """A cost the clause gives another thing than the fact's subject, the thing opening the clause ("the chargers
    are expected to cost about USD 1.1 million", "driver training is budgeted at USD 150,000", "充电设备的费用约110万
    元"): that thing's cost (an addition when the material gives none), not the fact's amount."""
    lang = "zh" if ctx.lex.lang == "zh" else "en"
    names = [a.lower() for a in ctx.facts.entities.get(part.subject, ())]
    if _BARE_COST[lang].match(ctx.doc.text[c.start : v.start]):
        # "| 竣工初验 | 8月26日，费用约5万元 |", "Post-dredge survey: March 2027, cost about £40,000": a bare cost
        # word after a label naming another thing is that thing's cost
        labels = [o for o in ctx.doc.clauses if o.is_label and o.sentence == c.sentence and o.start < c.start]
        if not any(o.entity_ids() for o in labels):
            # "the public drop-in session at Ashcombe library on 3 March 2027, at an expected cost of about GBP
            # 5,000": the clause before it names what costs that
            labels = [o for o in ctx.doc.clauses if o.sentence == c.sentence and o.end <= c.start][-1:]
        ids = {i for o in labels for i in o.entity_ids()}
        text = " ".join(o.text for o in labels).lower()
        return bool(ids - {part.subject}) and not any(a in text for a in names)
    head = ctx.doc.text[c.start : v.start]
    if (
        lang == "en"
        and re.fullmatch(
            r"\W*[A-Za-z][A-Za-z' -]{2,40}?\s*[:：]?\s*(?:(?:of|at|about|around|roughly|some)\s+|~\s*)?", head
        )
        and [m for m in c.entities if m.end <= v.start]
        and all(m.id != part.subject for m in c.entities if m.end <= v.start)
        and not any(a in head.lower() for a in names)
        and not ctx.cue_in(part, head)
    ):
        return True  # "| Budget cap | EUR 85,000 | kiosk rental EUR 52,000 |": a thing, then its amount
    w = (
        re.fullmatch(r"\W*(?:(?:and|but|plus|while)\s+)?(?:the\s+|a\s+|an\s+)?([A-Za-z][\w-]*)\s+of\s*", head)
        if lang == "en"
        else None
    )
    if (
        w is not None
        and w.group(1).lower() not in _AMOUNT_NOUNS
        and not any(a in head.lower() for a in names)
        and not ctx.cue_in(part, head)
    ):
        return True  # "VAT of GBP 9,600 is not covered by the grant": a thing the material does not name, its sum
    m = _COST_OF[lang].match(head)
    if m is None:
        return False
    np = m.group("np").lower()
    if lang == "zh" and re.search(r"(?:采购|购置)预算", head):
        # (a purchase's budget is another thing's only where the material gives no sum in a sentence naming that
        # thing: "设备采购预算约69万元" may be the fact's budget written wrong)
        thing = re.sub(r"(?:采购|购置)$", "", m.group("np"))
        sents = ctx.source.sentences()
        if not thing or any(
            thing in ctx.source.sentence_text(i) and any(x.kind == "amount" for o in cs for x in o.values)
            for i, cs in sents.items()
        ):
            return False
    return not any(a in np for a in names) and not re.search(r"\b(total|overall|whole|all)\b|总", np)


def _capped(ctx: Context, c: Clause) -> bool:
    """The clause, its sentence or the label it follows ("| Budget cap | $7,200,000 total |") says the amount is
    a cap: "total" then names what the cap covers, not an amount to be spent."""
    return (
        c.has("max_bound")
        or any(o.has("max_bound") for o in ctx.doc.sentences().get(c.sentence, ()))
        or bool(c.after_label and ctx.lex.words["max_bound"].search(c.label_text))
    )


_DELTA_BEFORE = re.compile(
    r"(增加|增长|上涨|上调|提高|减少|下降|降低|下调|节省|节约|多出|高出|低于上|少了|多了|追加|增拨|追加了)(了)?(约|近|约为)?$"
    r"|\b(an? )?(increase|rise|decrease|reduction|cut|saving|savings|drop|difference|change)s? of( about| roughly)?\s*$"
    r"|\b(up|down|more|less|higher|lower|increased|decreased|reduced|raised|cut) by( about| roughly)?\s*$",
    re.I,
)
_DELTA_AFTER = re.compile(
    r"\s*(more|less|higher|lower|up|down|above|below|over|under)( than| on| from)? (the )?"
    r"(last|previous|prior|earlier|original|old|initial|first|planned|estimated|expected|requested)\b"
    r"|\s*(的)?(增幅|涨幅|降幅|差额)"
    # "the GBP 2,000 move between budget lines", "2,000英镑在预算科目间调整": a sum moved inside the total
    r"|\s*(?:budget[- ]line\s+)?(?:move|transfer|shift|switch|reallocation|virement)s?\b"
    r"(?! (?:to|into) (?:the|a) (?:cap|total))"
    r"|\s*(?:英镑|欧元|美元|元|万元)?(?:在|于)?[\u4e00-\u9fff]{0,6}(?:科目|预算行|预算项|项目)间(?:调整|调剂|调换|挪动)",
    re.I,
)
# the classifiers a Chinese price per unit is counted in ("每辆", "每只", "每眼井", "每亩", "每平方米")
_PER_ZH = "辆台个件套名人位次份项只张户座家所间栋盏块段条处部口棵株艘架眼扇根把顶面本册箱吨米亩平"


def _of_an_excluded_part(ctx: Context, part: Part, c) -> bool:
    """The clause is about a thing a scope fact leaves out (named first, as what the clause says things of), and names
    neither the fact's subject nor a part the scope includes."""
    scopes = [p for f in ctx.facts.facts for p in f.parts if p.type == "scope"]
    included = {i for p in scopes for i in p.value.get("include", ())} | {p.subject for p in scopes}
    # (the subject's word with an indefinite article is that thing's own: "with a budget of USD 900,000")
    ids = [
        m.id
        for m in sorted(c.entities, key=lambda m: m.start)
        if not (
            m.id == part.subject
            and re.search(r"\b(?:a|an|its own|their own|a separate)\s+$", ctx.doc.text[c.start : m.start], re.I)
        )
    ]
    return (
        bool(ids)
        and ids[0] in ctx.excluded_parts
        and part.subject not in ids
        and not (set(ids) & included)
        and not c.has("negation")
        and not c.has("exclude")
    )


_RATE = re.compile(
    r"\s*(per|each|for each|for every)\s+(?!cent\b|year\b|annum\b)[a-z]+\b|\s*(each|apiece)\b|\s*/\s*[a-z\u4e00-\u9fff]"
    r"|\s*(每|一)([" + _PER_ZH + r"])",
    re.I,
)


def rate_unit(text: str, start: int, end: int) -> frozenset[str] | None:
    """What a price per unit is counted in: "每台680元" -> {台}, "AUD 142 per stretcher trip" -> {stretcher, trip};
    None when the amount at ``text[start:end]`` is not given per unit. Two rates count different things when their
    sets share nothing."""
    before, after = text[max(start - 40, 0) : start], text[end : end + 40]
    zh = re.search(r"每(?:[\u4e00-\u9fff]{0,4}?)?([" + _PER_ZH + r"])[^，。；]{0,6}$", before)
    zh = zh or re.match(r"\s*/?\s*每?([" + _PER_ZH + r"])", after)
    if zh:
        return frozenset({zh.group(1)})
    en = re.match(
        # ("GBP 4,750 each from the instrument supplier": "each" alone, its unit unnamed)
        r"\s*(?:per|each|for each|for every|a|/)\s+(?!cent\b|year\b|annum\b)"
        r"(?!(?:from|by|to|in|at|for|with|plus|including|excluding|incl|excl|ex|inc|and|or|the)\b)"
        r"([a-z]+(?: [a-z]+){0,2})",
        after,
        re.I,
    )
    # ("Each rainwater tank costs GBP 640": every word of the thing, its modifiers too)
    en = en or re.search(
        r"\b(?:each|every|per|a single|one) ((?:[a-z]+ ){1,3}?)(?:costs?|is|at|of)\s+\S*\s*$", before, re.I
    )
    if not en:
        return None
    stop = {"and", "or", "the", "a", "an", "of", "in", "for", "to", "with", "is", "at", "on", "within", "including"}
    return frozenset(w.lower().rstrip("s") for w in en.group(1).split() if w.lower() not in stop)


# a sum for each period ("GBP 420 a year", "9.6万元/年"), and the words by which a fact says its own amount is one
_PER_PERIOD = re.compile(
    r"\s*(?:a|per|each|every)\s+(?:year|month|week|annum)\b|\s*(?:annually|yearly|monthly)\b|\s*/\s*(?:年|月|year|month)",
    re.I,
)
_PER_PERIOD_WORDS = re.compile(
    r"\b(?:a|per|each|every)\s+(?:year|month|week|annum)\b|\b(?:annual|annually|yearly|monthly)\b|每年|每月|年均|/年|/月",
    re.I,
)


_RATE_BEFORE = re.compile(
    r"(每[" + _PER_ZH + r"]|单价|单位成本|平均每)[^，。,.;；]{0,6}$"
    # "每个收集点建成后年运维费用约3000元", "每年运维费用约": a cost per thing or per year, not the amount
    r"|每[" + _PER_ZH + r"][^，。,.;；]{0,16}(费用|成本|花费|开支|运维费|维护费)[^，。,.;；]{0,4}$"
    r"|(每年|年均|每月|年)(的)?(运维|维护|运营|运行)?(费用|成本|开支)[约为大概需]*$"
    # "运维费用为每年9.6万元": so much each year
    r"|(?:每年|每月|每季度?|每周|年均|月均)(?:约|大约|大概|为|需)*$"
    r"|\b(unit price|unit cost)\b[^,.;]{0,12}$"
    # "each bus costs", "each bus is estimated at"
    r"|\b(each|every|per|a single|one) [a-z]+ (?:[a-z]+ ){0,2}?(?:(?:may|can|will|should|must|could) )?"
    r"(costs?|is|comes to|at|of)\s+"
    # ("Each bus may cost no more than USD 600,000": a cap per bus)
    r"(about |around |roughly |no more than |not more than |up to |at most |a maximum of )?$"
    # "twelve buses, each costing about USD 600,000"
    r"|\b(each|apiece)\s+(costing|priced at|at a cost of|at|worth)\s+(about |around |roughly |approximately )?$",
    re.I,
)


_SUBSET = re.compile(
    r"\b(the )?(first|last|remaining|other|another|additional|extra|initial|final|next|further)\s+$"
    r"|\b(batch(es)?|lots?|groups?|shipments?|tranches?|rounds?|waves?|instalments?|installments?) of\s+$"
    # "36 sections, of which 8 are gate sections": a part named after the whole
    r"|\b(of which|of these|of them|among them|among which|including)\s+$"
    # "delivery … starting with four buses in September 2027": the first of them, not the total
    r"|\b(starting|beginning|kicking off|opening) with\s+$"
    r"|(首批|第一批|其中|另外|另|剩余|其余|前|最后|额外)\s*$|(分|每)(批|期|次)\s*$",
    re.I,
)


_COORDINATOR = re.compile(r"\s*(、|和|与|及|以及|,|，|\band\b|&|/)\s*(the\s+)?$", re.I)


_SEPARATELY = re.compile(
    r"\b(separately|separate (budget|funding|tender)|not (included|covered)|excluded|outside (the|this) (budget|cap))\b"
    r"|另行|单独|不含|不包括|另外列支|另计",
    re.I,
)


def _line_of(ctx: Context, c) -> str:
    """The clause's line, cut at full stops (not at semicolons): "… for the buses under Lot A; the Lot B chargers
    are budgeted separately" is one statement, "… a budget cap of USD 7.2 million. … Lot C … is excluded" two."""
    text = ctx.doc.text
    a = text.rfind("\n", 0, c.start) + 1
    b = text.find("\n", c.end)
    line_end = b if b >= 0 else len(text)
    stop = re.compile(r"[.。!?！？](?=\s|$)|[。！？]")
    before = [m.end() for m in stop.finditer(text, a, c.start)]
    after = stop.search(text, c.end, line_end)
    return text[before[-1] if before else a : after.end() if after else line_end]


def _bound_to_a_part(ctx: Context, c, want: float, subject: str, kinds: tuple[str, ...] = ("count",)) -> str | None:
    """ "一号厂区数控机床，二号厂区空压机组共48台" where the source counts 48 over 一号厂区和二号厂区: the clause names
    one of the things the source names side by side with the count and leaves the other out. Returns the part named."""
    named = {m.id for m in c.entities} - {subject}  # its own words, not a label's carried over
    if not named:
        return None
    # "…capped at USD 7.2 million and covers the buses, the chargers, delivery and driver training": the list goes
    # on in the sentence's next clauses, up to one that sets a thing apart ("while the chargers are budgeted
    # separately")
    own = set(named)
    for o in (o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start > c.start):
        if _SEPARATELY.search(o.text) or o.has("negation") or o.has("exclude") or o.values:
            break
        if re.match(r"\W*(?:(?:while|whereas|but|however|although)\b|而(?!且)|但|不过)", o.text, re.I):
            break
        named |= {m.id for m in o.entities} - {subject}
    for sc in ctx.source.clauses:
        if not any(v.kind in kinds and same_number(float(v.value), want) for v in sc.values):
            continue
        ms = [m for o in ctx.source.clauses if o.sentence == sc.sentence for m in o.entities if m.id != subject]
        for m1, m2 in zip(ms, ms[1:], strict=False):
            if m1.id == m2.id or not _COORDINATOR.match(ctx.source.text[m1.end : m2.start] + " "):
                continue
            pair = {m1.id, m2.id}
            if len(pair & named) == 1 and pair & own:
                return next(m.text for m in c.entities if m.id in pair & own)
    return None


def _unit_after(tail: str, unit: str, lang: str) -> bool:
    """The unit within the next three words (four characters in Chinese), only adjectives or nouns between:
    "18 continuous monitoring stations"; "10 of the 18 stations" counts the 18 there, not the 10."""
    if lang == "zh":
        head = tail[: 4 + len(unit)]
        i = head.find(unit)
        return i >= 0 and not re.search(r"[\d的之中共个台名]", head[:i])
    m = re.match(rf"\s*((?:[A-Za-z-]+\s+){{0,3}}?){re.escape(unit)}\b", tail, re.I)
    if m is None:
        return False
    # (nor a verb: "two rooms are getting new cases" counts the rooms)
    return not re.search(
        r"\b(of|out|per|from|in|at|for|to|and|or|with|by|than|the|a|an"
        r"|is|are|was|were|be|been|being|will|would|get|gets|getting|got|have|has|had)\b",
        m.group(1),
        re.I,
    )


def _other_noun(unit: str, units: list[str], subject: tuple[str, ...] = ()) -> bool:
    """A Chinese count whose classifier is followed by a noun none of the fact's counted nouns shares a character
    with ("个食堂" against 个窗口/个供餐窗口), where the fact names its nouns (a bare 个 alone would match any); with
    bare classifiers only (台, 个), the subject's names are the counted nouns ("两个客运站" against 闸机)."""
    noun = re.sub(r"[^\u4e00-\u9fff]", "", unit)[1:]
    # (the unit read runs on into the verb: "户人家能用")
    if noun in GENERIC_ZH_NOUNS or noun.startswith("人家"):
        return False  # "一共装420台机器": a word for any machine, the classifier decides
    nouns = [re.sub(r"[^\u4e00-\u9fff]", "", u)[1:] for u in units]
    nouns = [n for n in nouns if n]
    if not nouns:  # the subject's names: a shared pair of characters ("自助售票机" shares only 票 with 检票闸机)
        pairs = {
            a[i : i + 2]
            for a in subject
            for i in range(len(a) - 1)
            if re.fullmatch(r"[\u4e00-\u9fff]{2}", a[i : i + 2])
        }
        mine = {noun[i : i + 2] for i in range(len(noun) - 1)}
        return len(noun) >= 2 and bool(pairs) and not mine & pairs

    # (two nouns of two characters or more that share only their first character name two kinds of one thing:
    # "展厅" is no "展柜"; "诊疗床" is "床位", "柜子" is "展柜")
    def shares(a: str, b: str) -> bool:
        common = set(a) & set(b)
        if len(a) >= 2 and len(b) >= 2 and a[0] == b[0]:
            return bool(common - {a[0]}) or a[:2] == b[:2]
        return bool(common)

    return bool(noun and nouns) and not any(shares(noun, n) for n in nouns)


# the words that say a number is the whole of its kind: after it ("700 tiles in total") or before it ("a total of
# 700", "共计700"), and a table row's label for the whole ("| 合计 | 44 |", "| Total | 44 |")
_WHOLE_AFTER_EN = r"in total|altogether|in all"
_WHOLE_EN = rf"a total of|{_WHOLE_AFTER_EN}"
_WHOLE_ZH = r"共计?|合计|总计|总共|一共"
_TOTAL_ROW = re.compile(rf"{_WHOLE_ZH}|总数|小计|(?i:total|totals|{_WHOLE_EN}|all|sum|overall)")


def _column_head(text: str, at: int) -> str:
    """The head cell of the table column that the position ``at`` lies in ("" outside a table)."""
    start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line = text[start : line_end if line_end >= 0 else len(text)]
    if not line.lstrip().startswith("|"):
        return ""
    column = text[start:at].count("|")
    lines = text[:start].split("\n")[:-1]
    head = line
    for prev in reversed(lines):
        if not prev.lstrip().startswith("|"):
            break
        head = prev
    cells = head.split("|")
    return cells[column].strip() if column < len(cells) else ""


def _names_count(ctx: Context, part: Part, units: list[str], head: str) -> bool:
    """The head cell names the count's unit or its subject ("书架（组）", "Stations")."""
    if not head:
        return False
    low = head.lower()
    if any(u and (re.search(rf"\b{re.escape(u)}\b", low) if u.isascii() else u in low) for u in units):
        return True
    return bool(find_mentions(head, {part.subject: ctx.facts.entities.get(part.subject, ())}, ctx.lex.lang))


def _edge_of_another_thing(ctx: Context, part: Part, c: Clause, v, start: tuple, end: tuple) -> bool:
    """The start or end word is said of another thing the clause names first, not the period's subject and not in
    its fact's statement ("the contractor will start on site on 7 September 2026", "预计审计调查将于6月底结束"), on a
    day that is neither end of the period: that thing's own date (an addition, if invented), not the period's."""
    if not c.entities or part.subject in c.entity_ids():
        return False
    if c.label_text and (_EDGE_LABEL.search(c.label_text) or ctx.cue_in(part, c.label_text)):
        return False  # "| Start | 2026-09-14 |", "Project period: …": the label says whose date it is
    if v.value[1:] in (start[1:], end[1:]) or (v.value[1], v.value[2]) in ((start[1], None), (end[1], None)):
        return False
    edges = [a for k in ("start", "end") for a, _, _ in c.marks.get(k, ())]
    first = min(c.entities, key=lambda m: m.start)
    return (
        bool(edges)
        and first.start < min(edges)
        and not ctx.in_statement(part, first.id)
        and first.id not in {p.subject for f in ctx.facts.facts for p in f.parts if p.type == "period"}
    )


def _said_as_total(ctx: Context, c: Clause, v) -> bool:
    """The clause says the number is the whole ("replace 700 damaged clay roof tiles in total", "a total of 700"): a
    part's count said as the total is the count written wrong (not 共, which any sum of a clause takes)."""
    before = ctx.doc.text[max(c.start, v.start - 12) : v.start]
    after = ctx.doc.text[v.end : c.end]
    return bool(
        re.search(rf"\b(?:{_WHOLE_EN})\s*$", before, re.I)
        or re.match(rf"[^,;.()]{{0,40}}?\b(?:{_WHOLE_AFTER_EN})\b", after, re.I)
    )


def _bare_before(before: str, value: float) -> bool:
    """Nothing stands before the number but labels' marks, or the number itself in words ("two hundred and
    fourteen (214)")."""
    from harness.grade.values import _word_number

    before = before.strip(" *_|:：")
    # "- Columns: all 16", "共16", "in total 16": a word for the whole before the number
    before = re.sub(rf"^(?:all|total|{_WHOLE_EN}|{_WHOLE_ZH})\s*", "", before, flags=re.I)
    # "Two dozen – 24": the number in words, then the digits after a dash
    words = re.fullmatch(r"([a-z]+(?:[- ][a-z]+)*)\s*(?:\(|[–—:,]|\s-)\s*", before, re.I)
    return before == "" or bool(words and _word_number(words.group(1)) == value)


def _parts_summing_after_total(ctx: Context, c: Clause, v, want: float) -> bool:
    """The sentence gives the total, then numbers that add up to it, ``v`` among them."""
    vals = [
        x
        for o in ctx.doc.sentences().get(c.sentence, [c])
        for x in o.values
        if x.kind in ("count", "figure") and isinstance(x.value, (int, float))
    ]
    total = next((x for x in vals if same_number(float(x.value), want) and x.start < v.start), None)
    if total is None:
        return False
    parts = [x for x in vals if x.start > total.start and float(x.value) < want]
    return len(parts) >= 2 and any(x is v for x in parts) and same_number(sum(float(x.value) for x in parts), want)


_NOW = re.compile(r"\b(?:today|currently|at present|now|existing|present)\b|现有|目前|现在|现状|当前", re.I)
_TO_COME = re.compile(
    r"\b(?:will|would|after (?:the )?(?:works|project|refurbishment|renovation)|once (?:the )?(?:works|project)"
    r"|resurfaced|refurbished|renovated|new)\b|改造后|建成后|完工后|将|届时",
    re.I,
)


def _given_for_today_only(ctx: Context, v: Value) -> bool:
    """Every clause of the material that gives this number gives it as today's, none as the count to come ("Today the
    square has 40 pitches")."""
    told = [
        ctx.source.text[o.start : o.end]
        for o in ctx.source.clauses
        if any(x.kind == v.kind and same_number(float(x.value), float(v.value)) for x in o.values)
    ]
    return bool(told) and all(_NOW.search(t) and not _TO_COME.search(t) for t in told)


def _now_said_as_to_come(ctx: Context, c: Clause, v: Value) -> bool:
    """ "the resurfaced square will have 40 stall pitches" where the material says "Today the square has 40 pitches"
    (and 48 after the works): the count of today, given as the count to come."""
    clause = ctx.doc.text[c.start : c.end]
    return bool(_TO_COME.search(clause)) and not _NOW.search(clause) and _given_for_today_only(ctx, v)


def _now_said_as_now(ctx: Context, c: Clause, v: Value) -> bool:
    """The clause gives the number as today's, as the material does (and never as the count to come)."""
    clause = ctx.doc.text[c.start : c.end]
    return bool(_NOW.search(clause)) and not _TO_COME.search(clause) and _given_for_today_only(ctx, v)


def _counts_scope_listed_before(ctx: Context, part: Part, c: Clause, v: Value) -> bool:
    """The number is how many of a scope fact's included parts the sentence lists right before it, the fact's own
    subject not among them."""
    parts = {
        i for f in ctx.facts.facts for p in f.parts if p.type == "scope" and p is not part for i in p.value["include"]
    }
    if not parts or part.subject in parts:
        return False
    named = {m.id for o in ctx.doc.sentences().get(c.sentence, ()) for m in o.entities if m.end <= v.start} & parts
    return len(named) == v.value == len(parts)


def grade_count(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want = float(part.value["count"])
    units = [u.lower() for u in part.value.get("unit", ())]
    for c, v, s in bound_values(ctx, part, ("count", "figure", "amount")):
        if v.kind == "amount":
            if not (v.text.endswith("块") and "块" in units):
                continue
            v = replace(v, kind="count", unit="块")  # "光伏板214块": the classifier, not 块 as yuan
        if v.kind == "figure" and ctx.lex.lang == "zh":
            # "室外篮球场22片": a classifier the extractor does not know, declared as the fact's unit
            after = ctx.doc.text[v.end : v.end + 8]
            unit = next((u for u in sorted(units, key=len, reverse=True) if u and after.startswith(u)), None)
            if unit is not None:
                v = replace(v, kind="count", unit=unit, end=v.end + len(unit), text=v.text + unit)
        if (
            v.kind == "figure"
            and not (
                # "| Monitoring stations | 18 |", "**Monitoring stations:** 18": a bare number under a label naming
                # the unit
                c.after_label
                and units
                and any(re.search(rf"\b{re.escape(u)}\b|{re.escape(u)}", c.label_text.lower()) for u in units)
                and _bare_before(ctx.doc.text[c.start : v.start], v.value)
                # "48 new open-kitchen monitoring points": the subject's own name a few words on names the unit;
                # "Sixteen of the ramp's steel deck panels": after "of the"
                or any(
                    m.id == part.subject
                    and 0 <= m.start - v.end <= 40
                    and re.fullmatch(
                        # ("12 (twelve) stops": the number in words, bracketed)
                        r"\s*(?:[(（][A-Za-z-]+[)）]\s*)?(?:of\s+(?:the|its|their|our)\s+)?(?:[A-Za-z'’-]+\s+){0,3}",
                        ctx.doc.text[v.end : m.start],
                    )
                    for m in c.entities
                )
                # "will train 12 of its 38 volunteers as drone pilots": a part of a known whole counted in the
                # fact's unit, by the fact's own verb (not "4 of its 38 volunteers hold a certificate")
                or _part_of_a_whole(ctx, part, c, v, units, want)
                # "| 合计 | 44 |" under "| 书屋 | 书架（组） |": a table's total row, in the column whose head names
                # the unit or the subject
                or c.after_label
                and _TOTAL_ROW.fullmatch(c.label_text.strip(" *_"))
                and _bare_before(ctx.doc.text[c.start : v.start], v.value)
                and _names_count(ctx, part, units, _column_head(ctx.doc.text, v.start))
                # "18 junctions (16 in the current cost plan)": a bare number alone in brackets right after the
                # fact's count takes its unit
                or _bracket_numbers(ctx.doc.text, v) == 1
                and not re.match(r"\s*%", ctx.doc.text[v.end : v.end + 2])
                and _in_brackets_after_total(
                    ctx, c, v, want, ctx.doc.text.rfind("\n", 0, v.start) + 1, kinds=("count",)
                )
            )
        ):
            continue
        if (
            ctx.in_source(v)
            # (not where the count's own noun is the subject: "为14个村卫生室配置设备", the verb after it)
            and not any(m.id == part.subject and v.start <= m.start < v.end for m in c.entities)
            and any(m.id != part.subject and 0 <= m.start - v.end <= 2 for m in c.entities)
        ):
            continue  # "7 scanners (3 MRI and 4 CT)": a count the source gives another thing, restated with it
        if (
            not same_number(v.value, want)
            and ctx.lex.lang == "en"
            and re.search(r"\b[\d][\d,.]*\s+of\s+(?:the|its|their|our|all)?\s*$", ctx.doc.text[c.start : v.start], re.I)
        ):
            continue  # "146 of the 2,860 registered patients": the whole the count is taken from
        if not same_number(v.value, want) and _counts_scope_listed_before(ctx, part, c, v):
            continue  # "主入口、侧门、阅览区内部坡道及扶手（仅此三处）": the scope's places counted, not the count
        if (
            units
            and v.kind == "count"
            and ctx.lex.lang == "zh"
            and _other_noun(v.unit or "", units, tuple(ctx.facts.entities.get(part.subject, ())))
            # "共22套紫外线消毒设备": the subject's own name after the classifier (the unit read keeps its first
            # characters only) is what is counted
            and not any(
                m.id == part.subject
                and v.start < m.start < v.end
                and (
                    any(n and n in m.text for n in (re.sub(r"[^\u4e00-\u9fff]", "", u)[1:] for u in units))
                    # ("86户受益": the name read from the classifier on, "受益户" said the other way round)
                    or m.text[:1] == (v.unit or " ")[:1]
                )
                for m in c.entities
            )
            and not counts_the_subject(ctx, part, v)
            # ("培训12名志愿者担任无人机飞手": the counted ones become the subject)
            and not any(
                m.id == part.subject
                and m.start >= v.end
                # (the unit read may hold the verb's first character: "12名志愿者担" before "任无人机飞手")
                and re.fullmatch(
                    r"[\d〇一二两三四五六七八九十百千万,]+[\u4e00-\u9fff]{1,8}?(?:担任|作为|成为|培养成为?|培训成为?|转为|当)",
                    ctx.doc.text[v.start : m.start],
                )
                for m in c.entities
            )
        ):
            continue  # "两个食堂共设供餐窗口36个": the 个 counts canteens here, the fact counts windows
        if c.has("predicted") and re.search(
            r"\b(?:reach|grow to|rise to|increase to|climb to|go up to)\s*$|(?:达到|增至|增加到|增长到)\s*$",
            ctx.doc.text[c.start : v.start],
            re.I,
        ):
            continue  # "the choir expects membership to reach 80 singers": a level forecast, not the count now
        if (
            units
            and v.kind == "count"
            and not any(u in (v.unit or "").lower() or (v.unit or "").lower() in u for u in units)
            # "充电桩：48 units": a word that counts anything, under the subject's label
            and not (
                re.fullmatch(r"[\d.,]+\s*[A-Za-z]+", v.text)
                and (v.unit or "").lower() in ANY_NOUN
                and part.subject in c.entity_ids()
            )
            # "18 continuous monitoring stations": the unit a few words on, after its adjectives
            and not any(_unit_after(ctx.doc.text[v.end : c.end], u, ctx.lex.lang) for u in units)
            # ("All 54 members will travel" for "38 singers will travel": another noun, the fact's own predicate)
            and not (ctx.lex.lang == "en" and _facts_words_before(ctx, part, c, v))
        ):
            continue
        if (
            _SUBSET.search(ctx.doc.text[max(c.start, v.start - 24) : v.start])
            and not (
                # "Of these 12 stops, five are in the city centre": the whole the parts are counted from
                same_number(float(v.value), want)
                and re.search(r"\bof (these|those|the)\s+$", ctx.doc.text[c.start : v.start], re.I)
                # "全乡现有水塔7座，本项目改造其中5座": the fact's own count, with its cue, of a larger whole
                or same_number(float(v.value), want)
                and re.search(r"其中\s*$", ctx.doc.text[c.start : v.start])
                and ctx.cue_in(part, ctx.doc.text[c.start : v.start])
            )
        ):
            continue  # "the first six buses", "首批6辆": a part of the total, not the total
        if re.match(
            r"[\d,.]+\s+(more|additional|extra|further)\b|\s*(more|additional|extra|further)\b",
            v.text if re.match(r"[\d,.]+\s+[A-Za-z]", v.text) else ctx.doc.text[v.end : v.end + 16],
            re.I,
        ) and not (same_number(float(v.value), want)):
            continue  # "committed to buying 6 more buses in 2028": a count beyond the total (an addition if invented)
        if v.value == 1 and (
            re.search(
                r"(任何|任一|每|哪|没有|无论哪)\s*$|\b(any|each|every|no|not a|not one|a single)\s+$",
                ctx.doc.text[max(c.start, v.start - 8) : v.start],
                re.I,
            )
            # "申请将一台起重机从5号泊位调整到4号泊位": one of the things, no total of them
            or want > 1
            and re.match(r"[一1]\s*[个台辆座所间套位名部艘架]", v.text)
        ):
            continue  # "任何一台热泵机组都不得开机", "not a single unit": a quantifier, no count
        if not same_number(float(v.value), want) and (
            re.search(
                r"每\s*[个台辆座所间套位名部艘架车校站村户人]{1,2}\s*$",
                ctx.doc.text[max(c.start, v.start - 4) : v.start],
            )
            or re.match(r"\s*(per|each|apiece|a piece)\b", ctx.doc.text[v.end : v.end + 10], re.I)
        ):
            continue  # "每车9台", "9 per vehicle": a count per thing, not the total
        if (
            not same_number(float(v.value), want)
            and (
                re.search(
                    r"(其中|即|分别为|分别是)[^。；;]*$|\b(of which|of these|of them|including|namely|i\.e\.)[^.;]*$",
                    ctx.doc.text[c.start : v.start],
                    re.I,
                )
                # "1,248 eligible premises, 312 of them business premises"
                or re.match(r"\s*(of them|of these|of which|among them)\b", ctx.doc.text[v.end : v.end + 16], re.I)
                or re.search(r"\b(of them|of these|of which|among them)\b", v.text, re.I)
            )
        ):
            continue  # "其中小学教室410间、初中教室196间": the parts listed after the total
        if (
            float(v.value) < want
            and ctx.in_source(v)
            and re.match(r"\s*of\s+(?:the|its|their|our|these|those)\b", ctx.doc.text[v.end : v.end + 12], re.I)
        ):
            continue  # "450 of the replacement tiles are reclaimed": the material's part of the whole, said as a part
        line_start = ctx.doc.text.rfind("\n", 0, v.start) + 1
        # "twenty-three (18 refrigerators, 5 freezers)": the total in words too
        opened = re.search(r"([\d,.]+|[A-Za-z]+(?:-[A-Za-z]+)?)\s*[(（][^)）]*$", ctx.doc.text[line_start : v.start])
        if opened and float(v.value) < want and same_number(number(opened.group(1)), want):
            continue  # "24 (a third of them, 8, height-adjustable)": a part, in brackets after the total
        # (a part is smaller than its whole: "共建设86个（另一处统计为96个）" gives the total a second value)
        if (
            float(v.value) < want
            and _in_brackets_after_total(ctx, c, v, want, line_start)
            # "18 junctions (16 in the current cost plan)": one number of its own in the brackets, none of the
            # material's, is the count said a second time, not a part of it
            and (ctx.in_source(v) or _bracket_numbers(ctx.doc.text, v) > 1)
        ):
            continue  # "共安装64套LED灯具（旋转桥跨40套，两侧引桥24套）": the parts, in brackets after the total
        if float(v.value) < want and _parts_summing_after_total(ctx, c, v, want):
            continue  # "Dams: 240 in total, 160 timber and 80 stone": the parts after the total, adding up to it
        if not same_number(float(v.value), want) and _count_of_another_in_source(ctx, part, c, v, want):
            continue  # "replaces 52 sodium lanterns": the material's count of the old lanterns, in its own words
        if same_number(float(v.value), want) and (part_of := _bound_to_a_part(ctx, c, want, part.subject)):
            g.add(
                "distorted", f"the count is given to {part_of} alone, the source counts it with its siblings", c, v.text
            )
        elif same_number(float(v.value), want):
            g.complete = True
            g.add("hit", "count as the source", c)
        elif ctx.in_source(v) and (moved := _count_moved(ctx, part, c, v)):
            g.add("distorted", f"a count the material gives {moved[1]}, given here to {moved[0]}", c, v.text)
        elif ctx.in_source(v) and _now_said_as_to_come(ctx, c, v):
            g.add("distorted", "the count the material gives for today, given as the count to come", c, v.text)
        elif ctx.in_source(v) and _now_said_as_now(ctx, c, v):
            continue  # "(today there are 40 pitches)": the material's count of today, said as today's
        elif ctx.in_source(v) and _facts_words_before(ctx, part, c, v):
            # "本次拟更换9台" where the material says "本次拟更换其中14台" and gives 9台 to one workshop: the fact's own
            # words, another count of the material
            g.add("distorted", "another count of the material, said in the fact's own words", c, v.text)
        elif ctx.in_source(v) and ctx.owned_by_other(part, c, v) and not _said_as_total(ctx, c, v):
            continue  # "民国报刊约7万页": the count the material gives one of the parts, restated with it
        elif ctx.in_source(v) and ctx.restated_elsewhere(part, c, v):
            continue  # "全乡现有水塔7座": the material's own clause of another count of the thing, said again
        elif ctx.in_source(v) and _count_of_the_antecedent(ctx, c, v):
            continue  # "the Penhallow Collection, which holds 137 ship models in all": the collection's own count
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "count differs from the source", c, v.text)
        elif _part_said_as_whole(ctx, part, c, v, want):
            g.add("distorted", "a part the material counts of the whole, given as the whole", c, v.text)
    return g


def _part_said_as_whole(ctx: Context, part: Part, c: Clause, v: Value, want: float) -> bool:
    """ "It rebuilds 17 stone steps" where the material's 17 are a part of its 42 ("The project rebuilds 42 stone
    steps. Of these, 17 lie below the high-water mark"): the part given with the fact's own cue, and none of the words
    the material says of the part."""
    if ctx.doc.lang != ctx.source.lang or not ctx.cue_in(part, c.text):
        return False
    sentences = ctx.source.sentences()
    mine = c.text.lower()
    for o in ctx.source.clauses:
        for x in o.values:
            if x.kind not in ("count", "figure") or not same_number(float(x.value), float(v.value)):
                continue
            text = ctx.source.sentence_text(o.sentence)
            if not re.search(r"\b(?:of these|of them|of which|among them)\b|其中", text, re.I):
                continue
            whole = any(
                y.kind in ("count", "figure") and same_number(float(y.value), want)
                for q in (*sentences.get(o.sentence - 1, ()), *sentences.get(o.sentence, ()))
                for y in q.values
                if y.start < x.start
            )
            said = ctx.source.text[x.end : o.end]
            own = (
                re.findall(r"[\u4e00-\u9fff]{2}", said)
                if ctx.doc.lang == "zh"
                else [w for w in re.findall(r"[a-z][a-z'’-]{3,}", said.lower()) if w not in STOP_EN]
            )
            if whole and own and not any(w in mine for w in own):
                return True
    return False


def _count_moved(ctx: Context, part: Part, c: Clause, v: Value) -> tuple[str, str] | None:
    """ "funding 120 trees in Millfield" where the material's 120 are the unfunded Phase 2's, in Oakbank: a count of
    the fact's own things, said with a thing no sentence of the material gives it to, where every sentence of the
    material that gives it names other things the clause does not name. (the thing, the material's things), else
    None."""
    own = c.entity_ids()
    if part.subject not in own:
        return None
    named = [m for m in c.entities if m.id != part.subject]
    strangers = [m for m in named if not ctx.given_with(m.id, v)]
    if not strangers:
        return None
    # the thing right after the count ("120 trees in Millfield"), else the nearest before it
    stranger = min(strangers, key=lambda m: (m.start < v.start, max(m.start - v.end, v.start - m.end)))
    holders: set[str] = set()
    for sent in ctx.source.sentences().values():
        if any(ctx._same_value(v, x) for o in sent for x in o.values):
            ids = {m.id for o in sent for m in o.entities} - {part.subject}
            if not ids or ids & own:
                return None  # the material says it of the fact's things alone, or of a thing the clause names too
            holders |= ids
    if not holders:
        return None
    return stranger.text, ", ".join(sorted(holders))


def _bracket_numbers(text: str, v: Value) -> int:
    """How many numbers the brackets around ``v`` hold (1 when ``v`` is in none)."""
    br = max(text.rfind("(", 0, v.start), text.rfind("（", 0, v.start))
    end = min((i for i in (text.find(")", v.end), text.find("）", v.end)) if i >= 0), default=-1)
    if br < 0 or end < 0 or re.search(r"[)）\n]", text[br + 1 : v.start]) or "\n" in text[v.end : end]:
        return 1
    return len(re.findall(r"\d+(?:[.,]\d+)?", text[br + 1 : end]))


def _in_brackets_after_total(
    ctx: Context, c: Clause, v: Value, want: float, line_start: int, kinds: tuple[str, ...] = ("count", "figure")
) -> bool:
    """``v`` is inside brackets opened right after the fact's count and a few words of its noun ("64套LED灯具（…）")."""
    text = ctx.doc.text
    br = max(text.rfind("(", line_start, v.start), text.rfind("（", line_start, v.start))
    if br < 0 or re.search(r"[)）]", text[br : v.start]):
        # "22 in total: 14 radar gauges on bridges, 8 pressure gauges": the breakdown after a colon
        br = max(text.rfind(":", line_start, v.start), text.rfind("：", line_start, v.start))
        if br < 0 or re.search(r"[|;；。]", text[br : v.start]):
            return False
    return any(
        x.end <= br
        and not re.search(r"\d", text[x.end : br])
        and len(text[x.end : br].split()) <= 4
        and br - x.end <= 24
        and x.kind in kinds
        and same_number(float(x.value), want)
        for o in ctx.doc.clauses
        if o.line == c.line
        for x in o.values
    )


def _words_after(text: str, start: int, stop: int, lang: str) -> list[str]:
    """The first two words after the number that starts at ``start`` (its unit first), or its first two characters."""
    if lang == "zh":
        han = re.match(r"[^\u4e00-\u9fff]*([\u4e00-\u9fff]{2})", text[start:stop])
        return [han.group(1)] if han else []
    return [w.lower() for w in re.findall(r"[A-Za-z][\w'’-]*", text[start:stop])[:2]]


def _count_of_the_antecedent(ctx: Context, c: Clause, v: Value) -> bool:
    """A relative clause ("…, which holds 137 ship models in all") that gives the count of the thing it follows, where
    a sentence of the material gives that count with that thing: the count of the antecedent, not the fact's."""
    if ctx.lex.lang != "en" or not re.match(r"\W*(?:which|that|who)\b", c.text, re.I):
        return False
    prev = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start and o.entities]
    if not prev:
        return False
    ante = max(prev[-1].entities, key=lambda m: m.start).id
    return any(
        ante in {m.id for o in sent for m in o.entities}
        and any(x.kind == v.kind and same_number(float(x.value), float(v.value)) for o in sent for x in o.values)
        for sent in ctx.source.sentences().values()
    )


def _count_of_another_in_source(ctx: Context, part: Part, c: Clause, v: Value, want: float) -> bool:
    """The value and the two words after it are the material's own ("replaces 52 sodium lanterns" for "lit today by
    52 sodium lanterns"), in a sentence of the material that does not give the fact's count, and those words are no
    name of the fact's own thing ("23 call points" where the fact counts call points is the count written wrong):
    another count restated."""
    if ctx.doc.lang != ctx.source.lang:
        return False
    mine = _words_after(ctx.doc.text, v.start, c.end, ctx.doc.lang)
    if len(mine) < (1 if ctx.doc.lang == "zh" else 2):
        return False
    own = {u.lower() for u in part.value.get("unit", ())} | {
        a.lower() for a in ctx.facts.entities.get(part.subject, ())
    }
    if " ".join(mine) in own or "".join(mine) in own:
        return False
    if ctx.doc.lang == "zh":
        # "共设6条分道" where the fact counts 分道: the classifier, then the fact's own noun
        tail = re.sub(r"^[^\u4e00-\u9fff]*", "", ctx.doc.text[v.start : c.end])[:8]
        if any(len(u) >= 2 and (tail.startswith(u) or tail[1:].startswith(u)) for u in own):
            return False
    if mine[0] in own and len(mine) > 1 and mine[1] in ("in", "on", "at", "for", "of", "to", "across", "along"):
        return False  # "120 trees in Millfield": the fact's own noun, then where (the material's are in Oakbank)
    sentences = ctx.source.sentences()
    for o in ctx.source.clauses:
        for x in o.values:
            if (
                x.kind == v.kind
                and same_number(float(x.value), float(v.value))
                and _words_after(ctx.source.text, x.start, o.end, ctx.source.lang) == mine
                and not any(
                    y.kind in ("count", "figure") and same_number(float(y.value), want)
                    for q in sentences.get(o.sentence, [])
                    for y in q.values
                )
            ):
                return True
    return False


# a sum asked for, right before its amount ("will request USD 2.3 million", "拟申请补助200万元")
_REQUEST_BEFORE = re.compile(
    r"\b(request|requests|requesting|requested|ask for|asks for|asking for|asked for|apply for|applies for|applied for"
    r"|seek|seeks|seeking|sought|bid for|bids for)\s+(about |around |roughly |some |a total of |an amount of )?"
    r"([A-Za-z$€£¥]{0,4}\s*)$"
    r"|(申请|申报|请求|争取|拟申请|要求拨付)[^，。；,;]{0,8}$",
    re.I,
)


# the verb of a sum asked for, right after its amount ("GBP 186,000 was asked", "against GBP 186,000 requested")
_REQUEST_AFTER = re.compile(
    r"\s+(?:(?:was|were|had been|has been|is|being)\s+)?(?:originally\s+)?(?:requested|asked(?:\s+for)?"
    r"|applied for|sought|bid for)\b",
    re.I,
)


def _source_requests(ctx: Context, want: float) -> bool:
    """The material gives the fact's amount as a sum asked for (the fact is the request itself)."""
    return any(
        s.kind == "amount"
        and same_number(float(s.value), want)
        and _REQUEST_BEFORE.search(ctx.source.text[x.start : s.start])
        for x in ctx.source.clauses
        for s in x.values
    )


def _part_of_a_whole(ctx: Context, part: Part, c: Clause, v: Value, units: list[str], want: float) -> bool:
    """A bare number before "of its <whole> <unit>" ("will train 12 of its 38 volunteers as drone pilots"), the
    whole a number the material gives and not the fact's, the fact's own cue before it: the part is the count."""
    for u in units:
        if not re.fullmatch(r"[a-z][a-z ]+", u):
            continue
        m = re.match(
            rf"\s+of\s+(?:the|its|their|our|all|all\s+the)\s+(?P<whole>[\d,]+)\s+(?:[A-Za-z'’-]+\s+){{0,2}}?"
            rf"{re.escape(u)}\b",
            ctx.doc.text[v.end : c.end],
            re.I,
        )
        if m is None:
            continue
        whole = float(m.group("whole").replace(",", ""))
        return (
            not same_number(whole, want)
            and re.search(rf"(?<![\d,.]){re.escape(m.group('whole'))}(?![\d,.])", ctx.source.text) is not None
            and ctx.cue_in(part, ctx.doc.text[c.start : v.start])
        )
    return False


def _named_holder(ctx: Context, part: Part, c: Clause, v: Value) -> bool:
    """The words before the value in the clause name, by a word of its names and not the fact's subject by a name,
    another thing the material gives this value ("本区申报520万元" for 申报金额, "we requested GBP 1.6 million")."""
    before = ctx.doc.text[c.start : v.start]
    if any(a.lower() in before.lower() for a in ctx.facts.entities.get(part.subject, ())):
        return False
    return any(
        thing != part.subject
        and ctx.named_by_word(thing, before)
        and (ctx.given_with(thing, v) or ctx.named_so_in_source(thing, before, v))
        for thing in ctx.facts.entities
    )
