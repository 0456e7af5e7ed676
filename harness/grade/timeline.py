"""Grade ``modality`` and ``date`` facts: done or planned, with the event's date and the as-of date."""

from __future__ import annotations

from dataclasses import replace

from harness.grade import rx as re
from harness.grade.context import Context, PartGrade, bound_values, date_matches, other_event
from harness.grade.extract import Clause, all_mentions, modality, modality_of_heading
from harness.grade.facts import Part
from harness.grade.lexicon import claim_markers
from harness.grade.text import STOP_EN, grams
from harness.grade.values import Value

_ANOTHER = re.compile(
    r"\b(a |the )?(second|third|another|further|follow-up|follow up|repeat|additional|new round of)\s+(\w+\s+)?$"
    r"|(第二次|第三次|再次|又一次|另一次|新一轮|二次|再一次|补充)$",
    re.I,
)

# the event named as the reason for another act ("否决（理由：民国报纸版权清理未完成）", "refused because the clearance
# was not complete"): the date beside it is that act's
_REASON = re.compile(
    r"(理由|原因|由于|因为)[：:是为]?\s*[^，。；|\n]{0,12}$|\b(because|owing to|on the grounds that)\b[^,.;|\n]{0,40}$",
    re.I,
)
# the grounds for another claim ("given the strong survey results", "鉴于调查结果良好")
_GROUNDS = re.compile(
    r"\b(given|based on|in (?:the )?light of|thanks to|on the strength of|because of|owing to|now that)\s+"
    r"(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}$|(鉴于|基于|得益于)[^，。；]{0,8}$",
    re.I,
)
# a verb that takes an act as its topic, not its doing ("研究重新申报事宜", "a meeting to discuss the resubmission")
_TOPIC = re.compile(
    # (not a study's own name: "完成可行性研究报告编制")
    r"((?<!可行性)研究(?!报告|成果|院|所|中心|生)|讨论|商议|商讨|部署|协商|研判|听取)[^，。；]{0,4}$"
    r"|\b(discuss(ed|ing)?|consider(ed|ing)?|talk(ed)? about) (the |a |its |our )?$",
    re.I,
)


def _act_of_another_thing(ctx: Context, part: Part, c: Clause, m, event: str) -> bool:
    """The clause names a thing of its own before the act (the subject only carried from before), and a clause of
    the material gives that thing the same act without the subject: that thing's act ("系统联调计划于2026年10月进行"
    after the tender's plan), not the subject's."""
    # (not a thing the subject's own name holds: "the panels … going up" for "installation of the panels")
    names = [a.lower() for a in ctx.facts.entities.get(part.subject, ())]
    own = {
        e.id
        for e in c.entities
        if e.id != part.subject
        and e.end <= m.start
        and not any(a.lower() in n for a in ctx.facts.entities.get(e.id, ()) for n in names)
    }
    # (the material gives the subject that act in a clause of its own, apart from the other thing: not where the
    # other thing is what the act is done to, "The chargers … are planned to be installed" for the installation)
    apart = any(
        part.subject in {e.id for e in o.entities} and o.event(event) and not own & {e.id for e in o.entities}
        for o in ctx.source.clauses
    )
    return (
        bool(own)
        and apart
        and any(
            own & {e.id for e in o.entities} and o.event(event) and part.subject not in o.entity_ids()
            for o in ctx.source.clauses
        )
    )


def _act_of_its_own(ctx: Context, part: Part, c: Clause) -> bool:
    """Besides the subject, its dates and a word of plan, the clause says more: an act of its own
    ("临江仓将于5月底前完成员工培训"), not the line's act carried over ("…, Millbrook in October")."""
    text = list(c.text)
    spans = [(v.start, v.end) for v in c.values] + [(m.start, m.end) for m in c.entities if m.id == part.subject]
    for a, b in spans:
        text[a - c.start : b - c.start] = " " * (b - a)
    rest = ctx.lex.words["planned"].sub(" ", "".join(text))
    return len(grams(rest, ctx.doc.lang)) > 2


def _subject_leads(part: Part, c: Clause) -> bool:
    """The clause opens with the part's subject (markup, numbers and dates before it only)."""
    first = min(c.entities, key=lambda m: m.start, default=None)
    return (
        first is not None
        and first.id == part.subject
        and not re.search(r"[^\W\d_]", re.sub(r"\d+\s*[年月日号]", "", c.text[: first.start - c.start]))
    )


def _subject_blanked(ctx: Context, part: Part, c: Clause) -> str:
    """The sentence of ``c`` with the names of the part's subject blanked: a cue that is the subject's own word
    ("chargers" of the chargers' installation) is no cue beside it where no date is given ("The grant would cover …
    two depot chargers" says nothing of their installation)."""
    cs = ctx.doc.sentences().get(c.sentence, [])
    if not cs:
        return ""
    start = cs[0].start
    text = list(ctx.doc.text[start : cs[-1].end])
    for o in cs:
        for m in o.entities:
            if m.id == part.subject:
                text[m.start - start : m.end - start] = " " * (m.end - m.start)
    return "".join(text)


def grade_modality(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, event = part.value.get("modality"), part.value.get("event")
    target = part.date("date")
    if event is None:
        return grade_plain_date(ctx, part)
    as_of = part.date("as_of")
    parts_of_fact = _sibling_subjects(ctx, part)
    whole, kin = _composite(ctx, part)
    own_events = set(part.events())
    alternatives = _alternatives(ctx)
    for c in ctx.doc.clauses:
        alone = False
        if (
            whole
            and part.subject not in c.entity_ids()
            and whole in {m.id for m in c.entities}
            and (
                c.event(event)
                # "Planned: boats to temporary racks at Millpond, late Apr 2026" for "moving the boats": under a label
                # of the part's state, the thing and another thing the part's cues name, the verb left out
                or (
                    want in ("done", "planned")
                    and _state_label(c, ctx) == want
                    and any(
                        m.id not in (whole, part.subject) and any(m.text.lower() == cue.lower() for cue in part.cues)
                        for m in c.entities
                    )
                )
            )
        ):
            # "Ward 7 switches over in April 2027" for the subject "switch-over in Ward 7": the thing and the event
            # said apart name the subject
            c = replace(c, entities=[replace(m, id=part.subject) if m.id == whole else m for m in c.entities])
        if c.carried and not c.entities and not c.events and _aside_of_its_own(ctx, c):
            # "**Bid deadline:** 3 March 2027 (clarification questions must be sent by …)": the aside names its own
            # thing; the label's is not carried into it
            c = replace(c, carried=())
        if (
            ctx.cut_off(c)
            and not c.values
            # "the authority has held a site visit for" at the output budget: the state was written before the cut
            and not (want == "done" and any(modality(ctx.lex, c, m) == "done" for m in c.event(event)))
        ):
            continue  # "The next step, the contract" at the output budget: its state was never written
        named = [m for m in c.entities if m.id == part.subject]
        if (
            named
            and all(re.match(r"['’]s?\b", ctx.doc.text[m.end : m.end + 2]) for m in named)
            # (what it owns is another part's thing, right after it: not "Millbrook's for October")
            and any(
                e.id in parts_of_fact and e.id != part.subject and 0 <= e.start - m.end <= 24
                for m in named
                for e in c.entities
            )
            # (not its own act after it: "Eastgate's go-live is scheduled for late September")
            and not any(0 <= e.start - m.end <= 4 for m in named for e in c.event(event))
        ):
            continue  # "the expert review of the bus's conversion plan was completed": the bus owns another part's
        if (
            named
            and all(ctx.verb_form(m) for m in named)
            and any(
                m.id != part.subject
                and m.id not in parts_of_fact
                and m.start < named[0].start
                # (a thing the fact's statement names is what its act is done to: "14 shelters to be installed")
                and not ctx.in_statement(part, m.id)
                for m in c.entities
            )
            # (in the passive, the thing before it is what is acted on: not "the team had walked and surveyed")
            and re.search(
                r"\b(?:been|was|were|is|are|be)\s+(?:[a-z]+ly\s+|already\s+)?$", ctx.doc.text[c.start : named[0].start]
            )
        ):
            continue  # "The venue deposit … has already been refunded" for the ticket refunds: the deposit's own act
        if _named_in_a_reason_only(ctx, part, c):
            # "于4月2日因缺少水文地质勘察报告被驳回": the report named in the refusal's reason, its date the refusal's
            continue
        if _owner_of_a_siblings_thing(ctx, part, c, parts_of_fact):
            continue  # "| Contractor's scaffolding goes up | Planned |": the owner of another part's thing, its state
        if _another_of_its_kind(ctx, part, c):
            continue  # "北湖…计划于2027年6月投入试运行，西岭场站则计划于2027年9月": the other station's own plan
        if any(a is c for a, _ in alternatives):
            continue  # "(13 March 2027 for bidders who attended the site visit)": the date before the bracket's
        mentions: list = list(c.event(event))
        # carried from the clause before, the subject yields to a thing the clause names itself ("return of the
        # objects in June 2027, followed by a public reopening event on 3 July 2027")
        own_other = part.subject not in {m.id for m in c.entities} and bool(c.entities)
        if (
            not mentions
            and target is not None
            and part.subject in c.entity_ids()
            and not own_other
            and ctx.cue_in(part, ctx.doc.sentence_text(c.sentence))
            # (a cue that is only the subject's own name counts beside a date, in a clause stating no decision and
            # no act of its own: "厨房燃气管道已经在5月12日改好了", not "但5月20日复审因消防验收不合格未通过", nor
            # "on 28 April 2026 the fund reduced the grant … after … one of its container stores was no longer needed")
            and (
                ctx.cue_in(part, _subject_blanked(ctx, part, c))
                # (or the subject opens the clause, its topic: "施工招标已经搞定了", "- 2026年7月：设备采购招标")
                or _subject_leads(part, c)
                or any(v.kind == "date" for v in c.values)
                and c.status is None
                and not any(
                    m.id != event
                    and not ctx.lex.words["done"].search(m.text)
                    and not any(e.start <= m.start and m.end <= e.end for e in c.entities)
                    for m in c.events
                )
                # (nor the subject named in what was said that day: "reported on 28 April 2026 that one container
                # store was no longer needed")
                and not any(
                    v.kind == "date"
                    and v.end <= e.start
                    and re.search(r"\b(?:that|whether)\b", ctx.doc.text[v.end : e.start])
                    for v in c.values
                    for e in c.entities
                    if e.id == part.subject
                )
            )
            # "配套设备招标计划于4月下旬开标，预计5月中旬确定中标单位": the event dated in a clause before, this
            # clause's date is of a step after it (an addition, if invented)
            and not any(
                o.event(event) and any(v.kind == "date" and v not in _as_of_dates(o) for v in o.values)
                for o in ctx.doc.sentences().get(c.sentence, [])
                if o.end <= c.start
            )
        ):
            mentions = [None]  # "Deadline for bids: 3 March 2027": the subject and a cue, the event unnamed
        if (
            not mentions
            and target is not None
            and part.subject in c.entity_ids()
            and _is_deadline(ctx, part)
            and any(_deadline_at(ctx.lex.lang, c.text, v.start - c.start, v.end - c.start) for v in c.values)
        ):
            mentions = [None]  # "Offers have to be in by 3 March 2027 at the latest": the deadline, in other words
        if (
            not mentions
            and target is not None
            and part.subject in c.entity_ids()
            # (carried over only where the clause names nothing of its own: "Planned: delivery in February 2027, crew
            # training in March 2027" dates the crew training)
            and (part.subject in {m.id for m in c.entities} or not c.entities)
            and not c.events
            and any(v.kind == "date" for v in c.values)
            and _state_label(c, ctx) == want
            and _names_and_dates_only(c)
        ):
            mentions = [None]  # "Planned: Eastgate in late September, Millbrook in October": the label's state
        if (
            not mentions
            and want in ("done", "planned")
            # (the thing named first, the head of the item: not "the grid connection survey for the charging point")
            and c.entities
            and min(c.entities, key=lambda e: e.start).id == part.subject
            and not c.events
            # (the thing's name alone, no verb of its own: not "the kiosk software has been rolled out to Eastgate")
            and not any(c.has(k) for k in ("done", "planned", "predicted", "ongoing"))
            and len(re.findall(r"[A-Za-z]+", _rest_of(c))) <= 4
            and len(re.sub(r"[^\u4e00-\u9fff]", "", _rest_of(c))) <= 4
            and _line_label_state(ctx, c) not in (None, want)
        ):
            mentions = [None]  # "- Still to do (as of 15 February 2027): the structural survey of the ferry ramp"
        labelled = not mentions and target is not None and (_label_names(ctx, part, c) or _leading_cue(ctx, part, c))
        if labelled:
            mentions = [None]  # "**Deadline:** 3 March 2027": the line's label names this fact and no other
        # also where the act's word is there but not the subject's ("bidders got their tour of the Northgate depot
        # on 10 February 2027": 'tour' names the visit's act, not the site visit)
        anchored = (
            _done_on_its_day(ctx, part, c)
            if not mentions or (part.subject not in c.entity_ids() and not labelled)
            else []
        )
        if anchored:
            mentions = [None]  # "bidders toured the Northgate depot on 10 February 2027": the site visit, reworded
        if not mentions and target is not None and _planned_in_other_words(ctx, part, c, parts_of_fact):
            mentions = [None]  # "嘉禾仓打算3月中旬先上", "Eastgate is pencilled in for late September": the go-live
        if (
            not mentions
            and target is not None
            # (or the bracketed name after it, or the label before it: "late September (Eastgate)", "Millbrook:
            # October")
            and (
                part.subject in {m.id for m in c.entities}
                or (c.named_after or c.after_label and _label_names_subject(ctx, part, c))
                and part.subject in c.carried
                and not c.entities
                and not _aside_of_its_own(ctx, c)
            )
            and any(v.kind == "date" for v in c.values)
        ):
            earlier = [m for o in ctx.doc.clauses if o.line == c.line and o.start < c.start for m in o.event(event)]
            # "…, Millbrook in October" carries the event; "the contract is expected to be signed in May" has its own
            # (not a clause with an act of its own: "临江仓将于5月底前完成员工培训")
            if earlier and not c.events and not _act_of_its_own(ctx, part, c):
                mentions = [None]  # "Eastgate is scheduled to go live in late September, Millbrook in October"
        for m in mentions:
            if m is not None and any(
                e.id != part.subject and e.start <= m.start and m.end <= e.end and e.end - e.start > m.end - m.start
                for e in c.entities
            ):
                continue  # "the post-dredge survey in March 2027": the event's word inside another thing's name
            if (
                m is not None
                and ctx.lex.lang == "zh"
                and re.match(r"(?:之|以)?前(?![往进来去面])", ctx.doc.text[m.end : m.end + 3])
                and any(v.kind == "date" and v.start > m.end for v in c.values)
            ):
                continue  # "嘉禾仓上线前须在2月28日前完成员工培训": a time before the event, the date another act's
            if (
                not labelled
                and not anchored
                and part.subject not in c.entity_ids()
                and part.subject != event
                and not _subject_is_event(ctx, part)
                and not (alone := m is not None and target is not None and _event_dated_alone(ctx, part, c))
            ):
                continue
            if (
                part.subject not in c.entity_ids()
                and m is not None
                and not anchored
                and not _names_subject(ctx, part, m.text)
                # (under a label too: "Still ahead: picking the winner in April 2027")
                and not (alone or (alone := target is not None and _event_dated_alone(ctx, part, c)))
            ):
                continue  # "a Q&A session will be held": the event's verb alone, about another thing
            if (
                m is not None
                and re.search(r"必须|须经|方可|不得|\b(must|only (?:after|once|when)|unless|may not)\b", c.text, re.I)
                and any(
                    e is not m and e.id in ctx._condition_events and e.start < m.end and m.start < e.end
                    for e in c.events
                    if e.id not in own_events
                )
            ):
                continue  # "设备必须经区疾控中心水质检测合格": the same words, read as the rule's requirement
            if (
                m is not None
                and re.search(r"以[^，。；]{0,20}$", ctx.doc.text[c.start : m.start])
                and re.match(r"[^，。；]{0,16}为由", ctx.doc.text[m.start : c.end])
            ):
                continue  # "以大坝安全鉴定材料不全为由将申请退回补正": the event named in the reason of another act
            if m is not None and own_other and _act_of_another_thing(ctx, part, c, m, event):
                continue  # "…招标计划于7月进行，系统联调计划于10月进行": the other thing's own act, as dated there
            if m is not None and _ANOTHER.search(ctx.doc.text[max(c.start, m.start - 16) : m.start]):
                continue  # "a second site visit is planned", "再次踏勘": another occurrence (an addition, if invented)
            if m is not None and _TOPIC.search(ctx.doc.text[max(c.start, m.start - 12) : m.start]):
                continue  # "召开专题会议研究重新申报事宜", "met to discuss the resubmission": the act is the topic
            if m is not None and _GROUNDS.search(ctx.doc.text[max(c.start, m.start - 40) : m.start]):
                continue  # "likely to succeed given the strong survey results": the act named as grounds, no state
            row = (
                ctx.doc.sentence_text(c.sentence)
                if ctx.doc.text[c.start - 40 if c.start > 40 else 0 : c.start]
                .rsplit("\n", 1)[-1]
                .lstrip()
                .startswith("|")
                else ""
            )
            if not row:
                # "floor surveys at both branches (completed as of 20 August 2026)": a parenthesis right after the
                # clause says its state
                nxt = re.match(r"\s*[(（]([^()（）]{1,60})[)）]", ctx.doc.text[c.end : c.end + 64])
                inside = [o for o in ctx.doc.clauses if c.end <= o.start and o.end <= c.end + nxt.end()] if nxt else []
                # (the clause of the parenthesis that says a state decides: "需求调研（两个试点仓库，截至2026年2月10日
                # 已完成）" qualifies the research, then says its state)
                stating = [
                    o
                    for o in inside
                    if any(ctx.lex.words[k].search(o.text) for k in ("done", "planned", "ongoing", "predicted"))
                ] or inside
                # (a thing the act's own clause names is the act's: "Consult the patient group on the design
                # (meeting planned for 1 July 2026)")
                if nxt and any(
                    m.id != part.subject and m.id not in c.entity_ids() for o in stating for m in o.entities
                ):
                    nxt = None  # "撤回了申请（两处新建点位的产权手续尚未办妥）": another thing's state, the reason
                # "- Floor surveys at both branches: planned for after the funding decision": the value after the
                # label says the state of what the label names
                value = re.match(r"\**\s*[:：]\**\s*([^\n]{1,80})", ctx.doc.text[c.end : c.end + 84])
                # "- [x] Floor surveys at both branches – completed (status as of 2026-08-20)": the state after a dash;
                # "Completed – floor surveys at both branches": the state the line opens with
                dash = re.match(r"[ \t]+[–—-][ \t]+([^\n]{1,80})", ctx.doc.text[c.end : c.end + 84])
                lead = (
                    re.fullmatch(
                        r"[\s\-*•>#\[\]x]*([A-Za-z ]{4,20}|[\u4e00-\u9fff]{2,6})\s*[–—:：]\s*",
                        ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start],
                    )
                    or re.fullmatch(
                        # "**Completed** – as of 20 August 2026, floor surveys …", "- [Done, as of Aug 20, 2026] floor
                        # surveys …": the state word, then the day it holds at
                        r"[\s\-*•>#]*(?:\[|\*\*)\s*([A-Za-z]{4,12}|[\u4e00-\u9fff]{2,4})\s*(?:\*\*\s*[–—:：]|[,，]|[–—:：])\s*"
                        r"(?:(?:as (?:of|at)|截至)\s+[^\]\n,，]{3,20}(?:,\s*\d{4})?\s*\]?\s*[,，:：]?\s*)?",
                        ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start],
                        re.I,
                    )
                    or re.fullmatch(
                        # "- Still to do (as of 15 February 2027): the structural survey …": the day in brackets
                        r"[\s\-*•>#]*\**([A-Za-z ]{4,20}|[\u4e00-\u9fff]{2,6})\**\s*"
                        r"[(（]\s*(?:as (?:of|at)|截至)[^)）\n]{3,24}[)）]"
                        r"\s*\**\s*[–—:：]\s*\**\s*",
                        ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start],
                        re.I,
                    )
                )
                row = " ".join(x.group(1) for x in (nxt, value, dash, lead) if x)
            mod = (
                modality(ctx.lex, c, m, row) or _fronted_state(ctx, c)
                if m is not None
                else _row_state(ctx, row)
                or _sentence_modality(ctx, c, event)
                or _line_label_state(ctx, c)
                # ("The first induction course is planned for 3 October 2026", "will take place on …": no word of
                # the event, the clause's own word of a plan)
                or _own_plan_word(c)
            )
            if (
                m is not None
                and mod in ("planned", "predicted")
                and c.heading_modality == mod
                and not c.after_label
                and not row
                and _line_states_its_own_plan(ctx, c, event)
            ):
                # "## Next steps … - Site visit held on 10 February 2027; contract award planned for April 2027": the
                # line says which of its items are planned; the heading over it does not make the rest planned
                mod = modality(ctx.lex, replace(c, heading_modality=None), m, row)
            said = _modality_conflict(want, mod)
            if said and _SUPPOSED.match(c.text):
                continue  # "Once Ward 7 is live, …": a supposition about it, no report of its state
            if said and _CITES_ONLY.match(ctx.doc.text[c.end :].split("\n", 1)[0]):
                continue  # "- 结构勘测与新申请计划：A07": a source list's item, the label of the ids it cites
            # "stays closed until ClearPath has signed off that branch's installation", "approved subject to
            # restoration works starting by 1 March 2027": the act as a condition of another, no report of its state
            in_condition = m is not None and bool(_CONDITION_BEFORE.search(ctx.doc.text[c.start : m.start]))
            if said and in_condition:
                continue
            if not said and _named_as_reason(ctx, part, c, m):
                continue  # "基金评审 | 否决（理由：民国报纸版权清理未完成） | 2026年5月29日": the refusal's date
            if said and mod is not None and ctx.restates_state(c, event, mod):
                continue  # "9种民国报纸中已有5种取得授权": the material's own clause, in the state it gives
            if said and ctx.restates_other_paragraph(part, c):
                continue  # "衡正水质检测中心负责水质本底检测和通水前检测": the duty list again, not the test's state
            if said and _copied_from_elsewhere(ctx, part, c):
                continue  # "租约原定于2026年3月31日到期": another paragraph's sentence, word for word, values and all
            if said:
                g.add("distorted", said, c, m.text if m is not None else c.text)
                continue
            if target is None:
                if mod is not None:
                    g.complete = True
                    g.add("hit", f"{want} as the source", c)
                continue
            if (
                m is not None
                and ctx.lex.lang == "en"
                and re.search(
                    r"\b(?:who|that|which)\s+[a-z]+\s+(?:the|a|an|its|their)\s+$", ctx.doc.text[c.start : m.start], re.I
                )
                and re.match(
                    r"\s+(?:will|would|shall|must|can|may|have|has|had|is|are|was|were|get|gets)\b",
                    ctx.doc.text[m.end : c.end],
                    re.I,
                )
            ):
                continue  # "Bidders who attended the site visit will receive a written Q&A by 20 February": the date
                # is the main verb's, the visit only names who
            dates = _dates_for(c, part.subject, parts_of_fact + kin, ctx)
            if anchored:
                dates = anchored
            elif labelled or (
                not dates
                and m is not None
                and part.subject not in c.entity_ids()
                and _names_subject(ctx, part, m.text)
                and not [e for e in c.entities if e.id in parts_of_fact]
            ):  # "award in April 2027": the event's word names the subject, the clause's date is its date
                as_of_ids = {id(v) for v in _as_of_dates(c)}
                dates = [v for v in c.values if v.kind == "date" and v.value[1] is not None and id(v) not in as_of_ids]
            if not dates and part.subject not in c.entity_ids() and alone:
                # (not the day the report is as of: "As of 15 July 2026 the surgery has consulted …")
                dates = [
                    v
                    for o in _with_value(ctx, c)
                    for v in o.values
                    if v.kind == "date" and v.value[1] is not None and all(v is not x for x in _as_of_dates(o))
                ]
            if not dates and m is not None:
                dates = _date_before(ctx, c, part, parts_of_fact)
            if not dates:
                dates = _date_of_pronoun(ctx, c)
            if not dates:
                dates = _row_dates(ctx, c)
            if not dates:
                dates = _date_in_next_clause(ctx, c)
            if not dates and c.is_label:
                # "Eastgate go-live: October": the label names the act and its thing, the value after it is the date
                cell = next((o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end), None)
                if cell is not None and not cell.entities and not cell.events:
                    dates = [v for v in cell.values if v.kind == "date" and v.value[1] is not None]
            if not dates and _SUPPOSED.match(c.text):
                continue  # "须待配套设备招标完成后按工程进度分批拨付": the tender as another act's condition, no state
            if not dates:
                as_of_ids = {id(v) for v in _as_of_dates(c)}
                siblings_dated = any(
                    v.kind == "date" and v.value[1] is not None and id(v) not in as_of_ids for v in c.values
                )
                # "现场踏勘计划于" at the output budget: the date was about to be written, and never was
                cut_before_date = any(
                    # (or the clause after it: "Autoloader compatibility test, which the vendor is to run in")
                    ctx.cut_off(o)
                    and re.search(
                        r"(于|在|定于|至|到|\b(?:on|in|by|for|from|until|at|around|during)\b)\s*$", o.text, re.I
                    )
                    # (or a later one: "the contract award, once the grant is confirmed, in")
                    for o in [c] + [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end]
                )
                if (
                    part.type != "date"  # a date fact is its date: "must submit the plan by" states half of it
                    and not siblings_dated
                    and not cut_before_date
                    and not (_dates_tell_parts(ctx, part) and not _date_beside(ctx, c, parts_of_fact))
                ):
                    g.complete = True  # the date is checked where it is given; stated without it the fact stands
                g.add("hit", f"{want}, " + ("its date missing" if siblings_dated else "no date given"), c)
                continue
            for v in dates:
                if date_matches(v, target, part.value.get("part")):
                    g.complete = True
                    g.add("hit", f"{want}, date as the source", c)
                elif (
                    not _hypothetical(ctx, c)
                    and not ctx.restated_elsewhere(part, c, v)
                    and not _another_facts_date(ctx, part, c, v)
                    # "delivered between 1 September 2027 and 31 January 2028": another sentence's window
                    and not (ctx.in_source(v) and _range_of_another(ctx, c, v))
                    # "the approval expires unless works start by 1 March 2027": the material's deadline of a
                    # condition, not the date the act is planned for
                    and not (in_condition and ctx.in_source(v))
                    # "Planned: hub opening in October 2026. The fund requires the hub to open by 1 November 2026":
                    # a deadline someone imposes on the act, its planned date stated as the source's elsewhere (the
                    # deadline is a claim of its own, an addition if the material makes none)
                    and not (
                        want in ("planned", "predicted")
                        and _IMPOSED_DEADLINE.search(c.text)
                        and any(
                            date_matches(x, target, part.value.get("part"))
                            for o in ctx.doc.clauses
                            if o.sentence != c.sentence and o.event(event)
                            for x in o.values
                            if x.kind == "date"
                        )
                    )
                    # "invitation to tender in June 2026, with tenders closing on 10 July 2026": another act of the
                    # same thing, in an aside after the clause that gives this one's date right (its own claim)
                    and not _other_act_aside(ctx, part, c, event)
                    # "县水利局于2026年2月3日书面要求村委会…补正水源水质检测报告": another paragraph's sentence, its
                    # date and all, that names the fact's thing
                    and not ctx.restates_other_paragraph(part, c, duty=False)
                ):
                    g.add("distorted", "date differs from the source", c, v.text)
    # "… and the breathing apparatus servicing room is planned to open in" at the output budget: the answer's own
    # statement of this part stops before its date, so a mention elsewhere without a date does not complete it
    if g.complete and target is not None and not any(f.why.endswith("date as the source") for f in g.findings):
        last = ctx.doc.clauses[-1] if ctx.doc.clauses else None
        if (
            last is not None
            and ctx.cut_off(last)
            and not last.values
            and (last.event(event) or part.subject in last.entity_ids())
            and re.search(r"(于|定于|至|到|\b(?:on|in|by|for|from|until|around|during)\b)\s*$", last.text, re.I)
        ):
            g.complete = False
    if as_of:
        for c in ctx.doc.clauses:
            for v in _as_of_dates(c):
                if any(o.event(event) for o in ctx.doc.sentences()[c.sentence]) and not date_matches(v, as_of):
                    g.add("distorted", "the as-of date differs from the source", c, v.text)
    if target is not None and any(f.outcome == "hit" for f in g.findings):
        for c, v in alternatives:
            prev = [o for o in ctx.doc.clauses if o.end <= c.start and o.sentence == c.sentence][-1:]
            if (
                prev
                and not date_matches(v, target)
                and any(x.kind == "date" and date_matches(x, target) for x in prev[0].values)
            ):
                # "Bids must be submitted by 3 March 2027 (13 March 2027 for bidders who attended the site visit)"
                g.add("distorted", "a second date for some, in brackets after the source's", c, v.text)
    return g


# "(13 March 2027 for bidders who attended the site visit)": another value of the date before the bracket, for some
_ALTERNATIVE = re.compile(r"\s*(?:for|if|when|where|unless|except)\b|\s*(?:对于?|如|若|除)", re.I)


def _alternatives(ctx: Context) -> list[tuple[Clause, Value]]:
    """Clauses opening a bracket right after a date, with a date of their own and a word that says for whom."""
    out = []
    for c in ctx.doc.clauses:
        head = ctx.doc.text[max(0, c.start - 3) : c.start]
        first = next((v for v in c.values if v.kind == "date"), None)
        if (
            first is not None
            and re.search(r"[(（]\s*$", head)
            and re.match(r"\W*$", ctx.doc.text[c.start : first.start])
            and _ALTERNATIVE.match(ctx.doc.text[first.end : first.end + 12])
            and re.search(r"\d\s*[(（]\s*$", ctx.doc.text[max(0, c.start - 12) : c.start])
        ):
            out.append((c, first))
    return out


def _another_facts_date(ctx: Context, part: Part, c: Clause, v: Value) -> bool:
    """``v`` is a date of another fact, said after that fact's subject and before anything of this part ("The
    safety-fund grant runs from 1 July 2027 to 30 June 2029 and covers only … the breathing apparatus servicing
    room"): the other fact's date, not this part's."""
    before = {m.id for m in (*c.entities, *c.events) if m.end <= v.start}
    if part.subject in before or set(part.events()) & before:
        return False
    return any(
        q is not part
        and q.subject in before
        and any(d is not None and date_matches(v, d) for d in (q.date("start"), q.date("end"), q.date("date")))
        for f in ctx.facts.facts
        for q in f.parts
    )


# a clause that opens with a supposition or a precondition ("Once Ward 7 is live", "须待配套设备招标完成后"): it says
# no state of the event it names
_CONDITION_BEFORE = re.compile(
    r"\b(until|unless|once|as soon as|before|if|subject to|provided(?: that)?|on (?:the )?condition that)\b"
    r"|直到|除非|一旦|前提是|条件是",
    re.I,
)
_IMPOSED_DEADLINE = re.compile(
    r"\b(?:requires?|required to|must|has to|have to|is obliged to|obliges?|should|deadline|no later than)\b"
    r"[^.;]{0,60}?\bby\b|\bdeadline\b|\bno later than\b"
    r"|(?:必须|须|需|要)(?:于|在)[^，。；]{0,12}(?:之?前|以前)|最迟|截止",
    re.I,
)
_SUPPOSED = re.compile(
    r"\W*(?:(once|if|when|whenever|after|until|unless|as soon as)\b|一旦|须待|待|等到|如果|若)", re.I
)
_BY_EN = re.compile(r"\b(by|before|no later than|not later than|until|till)\s+(the\s+)?$", re.I)
_BY_ZH_AFTER = re.compile(r"^\s*(之前|以前|前|为止)")
_BY_ZH_BEFORE = re.compile(r"(截止|截至|最迟|最晚|不晚于|不迟于)[^，。；]{0,4}$")


_PLANNED_LABEL = re.compile(
    r"^\W*(planned|plans?|next steps?|upcoming|still to come|to come|scheduled|still ahead|ahead"
    r"|计划|下一步|待办|待完成|拟)\W*$",
    re.I,
)
_DONE_LABEL = re.compile(
    r"^\W*(done|completed?|finished|already done|so far|already happened|happened|(has|have) happened|took place"
    r"|behind us|已完成|完成情况|已办|已经完成|已发生)\W*$",
    re.I,
)


def _row_dates(ctx: Context, c: Clause) -> list[Value]:
    """A table row's first cell names the act and a later cell of the row gives its date alone ("| Eastgate go-live |
    Planned | October |"): that date is the act's. A cell naming another thing or act ends the search."""
    if not c.is_label or not ctx.doc.text[max(0, c.start - 40) : c.start].rsplit("\n", 1)[-1].lstrip().startswith("|"):
        return []
    for o in ctx.doc.clauses:
        if o.line != c.line or o.start <= c.start:
            continue
        if o.entities or o.events:
            return []
        as_of = {id(v) for v in _as_of_dates(o)}
        dates = [v for v in o.values if v.kind == "date" and v.value[1] is not None and id(v) not in as_of]
        if dates and _names_and_dates_only(o):
            return dates
    return []


def _rest_of(c: Clause) -> str:
    """The clause's text less the things it names and its values."""
    spans = sorted([(m.start, m.end) for m in c.entities] + [(v.start, v.end) for v in c.values])
    rest, at = "", c.start
    for a, b in spans:
        rest += c.text[max(at, c.start) - c.start : max(a, at) - c.start] + " "
        at = max(at, b)
    return rest + c.text[at - c.start :]


def _names_and_dates_only(c: Clause) -> bool:
    """The clause is a thing and its date, little more ("Eastgate in late September", "临江仓4月"): not another act
    of the thing ("现场培训定于2026年1月20日在嘉禾仓举行")."""
    rest = _rest_of(c)
    words = re.findall(r"[A-Za-z]+", rest)
    han = re.sub(r"[^\u4e00-\u9fff]", "", rest)
    return len(words) <= 3 and len(han) <= 3


def _state_label(c: Clause, ctx: Context | None = None) -> str | None:
    """The state the label before the clause gives what follows ("Planned: …", "Completed: …", "下一步：…"), or the
    label that opens its line, where a semicolon parts the items ("- Planned: Eastgate late Sept 2026; Millbrook Oct
    2026")."""
    label = c.label_text or ""
    if not label and ctx is not None:
        line = ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
        lead = re.match(r"[\s\-*•>#]*\**([^:：*\n]{2,30}?)\**\s*[:：]", line)
        if lead and re.search(r"[;；]", line[lead.end() :]):
            label = lead.group(1).strip()
    if _PLANNED_LABEL.match(label):
        return "planned"
    if _DONE_LABEL.match(label):
        return "done"
    return None


def _another_of_its_kind(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause names, itself, another thing of the subject's kind (a sibling in a scope fact's lists) and not the
    subject, which it only carries from before: what it says is that thing's."""
    own = {m.id for m in c.entities}
    # "the Riverside depot will host a second site visit on 20 February 2027": another of the subject itself
    if any(
        m.id == part.subject
        and re.search(
            r"\b(?:a second|another|a further|a new|an extra|an additional|one more|a follow-up)\s+$"
            r"|(?:第二次|又一次|另一次|再一次|另一场|第二场)$",
            ctx.doc.text[max(c.start, m.start - 20) : m.start],
            re.I,
        )
        for m in c.entities
    ):
        return True
    if part.subject in own:
        return False
    for f in ctx.facts.facts:
        for p in f.parts:
            kin = set(p.value.get("include", ())) | set(p.value.get("exclude", ())) if p.type == "scope" else set()
            if part.subject in kin and own & (kin - {part.subject}):
                return True
    return False


def _label_names(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause follows a label (``**Deadline:**``, a table row's first cell) that is a cue of this date fact and of
    no other dated fact, names no other thing, and the clause gives a date."""
    label = c.label_text
    if part.type != "date":  # a modality fact's cues are words such as "completed": a label of that names no fact
        return False
    if not (c.after_label and label and any(v.kind == "date" for v in c.values) and ctx.cue_in(part, label)):
        return False
    if any(o.entities for o in ctx.doc.clauses if o.line == c.line and o.start < c.start and o.is_label):
        return False
    if _aside_of_its_own(ctx, c):
        return False
    return not _cue_of_another_date(ctx, part, label)


def _aside_of_its_own(ctx: Context, c: Clause) -> bool:
    """A bracketed clause whose words before its date name a thing the material never mentions ("**Bid deadline:**
    3 March 2027 (clarification questions must be sent by 20 February 2027)"): its date is that thing's, not the
    label's."""
    if ctx.lex.lang != "en" or ctx.doc.text[max(0, c.start - 1) : c.start] not in ("(", "（"):
        return False
    first = min((v.start for v in c.values if v.kind == "date"), default=c.end)
    words = ctx.doc.text[c.start : first]
    # (an act of its own, not the same thing's other value: "some sections give 10 February 2027")
    if not re.search(
        r"\b(?:must|should|will|shall|may|can|need to|needs to|has to|have to|is due|are due)\b", words, re.I
    ):
        return False
    return any(
        w.lower().rstrip("s") not in ctx.source.text.lower()
        for w in re.findall(r"[A-Za-z]{4,}", words)
        if w.lower() not in STOP_EN and not _GRAMMAR_LEAD.fullmatch(w)
    )


_GRAMMAR_LEAD = re.compile(
    r"(by|until|till|before|on|from|to|due|due by|due on|done|completed|finished|no later than|not later than|send"
    r"|submit|return|前|之前|以前|截至|到|至)",
    re.I,
)


def _cue_of_another_date(ctx: Context, part: Part, words: str) -> bool:
    """The words are a cue of another dated fact too (a label that could name either)."""
    return any(
        ctx.cue_in(q, words)
        for f in ctx.facts.facts
        for q in f.parts
        if q is not part and q.type in ("date", "period", "modality")
    )


_WITH_ACT = re.compile(r"\W*with\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,2}?[\w-]+(?:ing|ed)\b", re.I)


def _other_act_aside(ctx: Context, part: Part, c: Clause, event: str) -> bool:
    """A "with … -ing" aside that names no act of the fact, after a clause of the same sentence that gives the fact's
    date as the material does ("invitation to tender in June 2026, with tenders closing on 10 July 2026")."""
    target = part.date("date")
    if target is None or c.event(event) or not _WITH_ACT.match(c.text):
        return False
    return any(
        date_matches(x, target, part.value.get("part"))
        for o in ctx.doc.sentences().get(c.sentence, ())
        if o.end <= c.start
        for x in o.values
        if x.kind == "date"
    )


def _leading_cue(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause is a cue of this date fact, and of no other dated fact, then its date ("Deadline 03/03/2027",
    "截止日期2027年3月3日"): a label written without its colon."""
    if part.type != "date":
        return False
    dates = [v for v in c.values if v.kind == "date" and v.value[1] is not None]
    if len(dates) != 1:
        return False
    d = dates[0]
    # ("the deadline is 3 March 2027 and the budget is capped at USD 7.2 million": another conjunct after the date,
    # with things and values of its own)
    rest = [m.start for m in (*c.entities, *c.events)] + [v.start for v in c.values if v is not d]
    if rest and not (
        min(rest) >= d.end
        and re.match(r"\s*(?:,\s*)?(?:and|while|but|;|，|；)\s", ctx.doc.text[d.end : min(rest)] + " ")
    ):
        return False
    lead = c.text[: d.start - c.start].strip(" *_-:：#").lower()
    lead = re.sub(r"^(?:the|its|our|their)\s+|\s+(?:is|was|will be|falls on|is set for)$", "", lead)
    # the whole lead is one of the fact's cue words, a name for the date ("deadline", "截止日期"), not a word of
    # grammar or state ("by", "Done by", "until")
    if lead not in {w.lower() for w in part.cues} or _GRAMMAR_LEAD.fullmatch(lead):
        return False
    return not _cue_of_another_date(ctx, part, lead)


def _deadline_at(lang: str, text: str, a: int, b: int) -> bool:
    """The date at text[a:b] is stated as a deadline: "by 3 March", "no later than …", "3月3日前", "截止3月3日",
    or with "at the latest" / "最迟" in the clause."""
    if claim_markers(lang)["deadline"].search(text):
        return True
    if lang == "zh":
        return bool(_BY_ZH_AFTER.search(text[b:]) or _BY_ZH_BEFORE.search(text[:a]))
    return bool(_BY_EN.search(text[:a]))


def _is_deadline(ctx: Context, part: Part) -> bool:
    """The material states the fact's date as a deadline ("Bids must be submitted by 3 March 2027")."""
    target = part.date("date")
    ids = next((f.sources for f in ctx.facts.facts if part in f.parts), ())
    lines = {i for i, p in enumerate(ctx.material_ids) if p in ids}
    return any(
        _deadline_at(ctx.source.lang, c.text, v.start - c.start, v.end - c.start)
        for c in ctx.source.clauses
        if not lines or c.line in lines
        for v in c.values
        if v.kind == "date" and target is not None and date_matches(v, target)
    )


_AS_OF = re.compile(
    r"(截至|截止到?|as of|as at|\b(status|position|situation|state of play|progress) (at|on|as at|as of)"
    r"|\b(things|matters) (stood|stand) (on|at)|\bcorrect (at|on|as at))\s*$",
    re.I,
)


_STATE_AT = r"\W*(?:status|position|stand|updated?|状态|情况|更新于?)\s*[:：]?\s*"


def _as_of_dates(c: Clause) -> list[Value]:
    """Dates right after 截至 / as of: the time a statement holds at, not the event's own date."""
    return [
        v
        for v in c.values
        if v.kind == "date"
        and v.value[1] is not None
        and (
            _AS_OF.search(c.text[: v.start - c.start][-32:])
            # "(status 12 May 2027)", "（状态：2027年5月12日）": a bracket that only dates the state it follows
            or re.fullmatch(_STATE_AT, c.text[: v.start - c.start], re.I)
            and not c.text[v.end - c.start :].strip(" )）.。")
            # "By 16 October 2026 the pre-dredge survey had been completed": the past perfect holds at that date
            or re.search(r"\bby\s*$", c.text[: v.start - c.start], re.I)
            # ("by 20 January 2027 we'd signed the grant agreement")
            and re.search(r"\bhad\b|\w['’]d\b", c.text[v.end - c.start :], re.I)
            # "报告20/05/2026前已出具": done before that day, the time the statement holds at
            or re.match(r"\s*(?:之|以)?前\s*(?:就|均|都|即)?已", c.text[v.end - c.start :])
        )
    ]


def grade_plain_date(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    target = part.date("date")
    assert target is not None  # a fact without an event is a `date`, and the facts schema requires its date
    for c, v, s in bound_values(ctx, part, ("date",)):
        if other_event(ctx, part, c) or v.value[1] is None and v.value[0] is not None:
            continue
        if date_matches(v, target, part.value.get("part")):
            g.complete = True
            g.add("hit", "date as the source", c)
        elif ctx.in_source(v) and ctx.restated_elsewhere(part, c, v):
            continue  # "delivered between 1 September 2027 and 31 January 2028": another sentence's dates, said again
        elif ctx.in_source(v) and _range_of_another(ctx, c, v):
            continue
        elif s >= 2 or not ctx.in_source(v):
            g.add("distorted", "date differs from the source", c, v.text)
    return g


def _part_named(ctx: Context, c: Clause) -> bool:
    """The clause names a date fact's subject or event itself (not carried from before)."""
    subjects = {p.subject for f in ctx.facts.facts for p in f.parts if p.type in ("date", "modality")}
    events = {p.value.get("event") for f in ctx.facts.facts for p in f.parts if p.type in ("date", "modality")}
    return bool({m.id for m in c.entities} & subjects or {m.id for m in c.events} & events)


def _range_of_another(ctx: Context, c: Clause, v) -> bool:
    """ "delivered between 1 September 2027 and 31 January 2028": the date and another of the clause, joined as a
    range, are both in one sentence of the material (another thing's window, not this date)."""
    others = [w for w in c.values if w is not v and w.kind == "date"]
    if _part_named(ctx, c):
        return False  # "Bids must be submitted between …": the fact's own subject, given the window
    for w in others:
        gap = ctx.doc.text[min(v.end, w.end) : max(v.start, w.start)]
        if not re.fullmatch(r"\s*(?:and|to|until|till|through|–|—|-|至|到)\s*", gap, re.I):
            continue
        for sent in ctx.source.sentences().values():
            dates = [x for o in sent for x in o.values if x.kind == "date"]
            if any(ctx.in_source_value(v, x) for x in dates) and any(ctx.in_source_value(w, x) for x in dates):
                return True
    return False


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


def _dates_tell_parts(ctx: Context, part: Part) -> bool:
    """The fact's parts state the same event with the same modality and differ only by subject and date ("嘉禾仓
    3月中旬、临江仓4月上线"): the date is what each part says, so a part stated without it ("临江仓随后上线") is
    stated only in part."""
    fact = next((f for f in ctx.facts.facts if part in f.parts), None)
    if fact is None or len(fact.parts) < 2 or part.value.get("date") is None:
        return False
    return all(
        p.value.get("event") == part.value.get("event") and p.value.get("modality") == part.value.get("modality")
        for p in fact.parts
    )


def _date_beside(ctx: Context, c: Clause, siblings: list[str]) -> bool:
    """Another clause of the sentence (a table cell, a label's value: "| Eastgate go-live | late September |")
    gives a date and names no part's subject: the date belongs to this clause's statement."""
    return any(
        o is not c
        and any(v.kind == "date" and v.value[1] is not None for v in o.values)
        and not {m.id for m in o.entities} & set(siblings)
        for o in ctx.doc.sentences().get(c.sentence, ())
    )


def _event_dated_alone(ctx: Context, part: Part, c: Clause) -> bool:
    """The fact's event is given a date in a clause whose named things have no date of their own in the material:
    the date can only be the fact's ("the tender closes on 31 March 2027" is the bid deadline, a second value of
    it). For a fact of several parts (told apart by their subjects), only a part's own act on the exact day the
    material gives it."""
    fact = next((f for f in ctx.facts.facts if part in f.parts), None)
    target = part.date("date")
    if fact is not None and len(fact.parts) > 1:
        # "the service sent that extra detail over to the fund on 6 June 2028": the part's own act (no other part's)
        # on the very day the material gives it (or in the very month: "picking the winner in April 2027"), in the
        # clause or in the clause after it that stands for the act ("picking the winner, planned for April 2027")
        return (
            target is not None
            and target[1] is not None
            and sum(p.value.get("event") == part.value.get("event") for p in fact.parts) == 1
            and any(
                v.kind == "date"
                and (
                    tuple(v.value) == tuple(target)
                    # ("路灯安装打算4月中旬开工": the month without its year, the part of it the fact gives)
                    or v.value[0] is None
                    and target[2] is None
                    and tuple(v.value[1:]) == tuple(target[1:])
                    and v.part == part.value.get("part")
                )
                for v in (*c.values, *_date_in_next_clause(ctx, c))
            )
        )
    told = _with_value(ctx, c)
    if fact is None or len(fact.parts) != 1 or not any(v.kind == "date" and v.value[1] for o in told for v in o.values):
        return False
    dated = {
        m.id
        for i, cs in ctx.source.sentences().items()
        if any(v.kind == "date" for o in cs for v in o.values)
        for o in cs
        for m in o.entities
    }
    if {e for o in told for e in o.entity_ids()} & dated:
        return False  # "the first interim financial report, due 31 January 2027": the carried subject has its date
    return not _unknown_subject(ctx, c, part)


def _done_on_its_day(ctx: Context, part: Part, c: Clause) -> list[Value]:
    """A done part stated in other words, known by its exact day ("bidders were shown round the Northgate depot on
    10 February 2027", "投标人2月10日到北门场站看过现场了" for the material's site visit held on 10 February 2027):
    the clause names no act the sample declares, gives the day the material gives this part, every sentence of the
    material holding that day is this part's (its act or its subject), everything the clause names is named there,
    and the clause reports a thing done (a done word, or a done label or heading) with no word of a plan or a
    prediction. A day the material also gives anything else, or a clause naming another act, is no such statement.
    Returns the day's values (in the clause, or in a parenthesis right after it that names nothing), else none."""
    target = part.date("date")
    if (
        part.value.get("modality") != "done"
        or target is None
        or target[2] is None
        or any(e.id != part.value["event"] for e in c.events)  # another act named: not this part's statement
        or not c.entities
    ):
        return []
    nxt = next((o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end), None)
    told = [c] + (
        [nxt]
        if nxt is not None
        and not nxt.entities
        and not nxt.events
        and re.fullmatch(r"\s*[(（]\s*", ctx.doc.text[c.end : nxt.start])
        else []
    )
    days = [v for o in told for v in o.values if v.kind == "date" and tuple(v.value) == tuple(target)]
    if not days:
        return []
    holding = [
        sent
        for sent in ctx.source.sentences().values()
        if any(v.kind == "date" and tuple(v.value) == tuple(target) for o in sent for v in o.values)
    ]
    if not holding or not all(
        any(o.event(part.value["event"]) or part.subject in o.entity_ids() for o in sent) for sent in holding
    ):
        return []
    if not c.entity_ids() <= {m.id for sent in holding for o in sent for m in o.entities}:
        return []
    lex, text = ctx.lex, c.text
    if lex.words["planned"].search(text) or lex.words["predicted"].search(text):
        return []
    label = ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
    done = bool(
        lex.words["done"].search(text)
        or lex.words["done_verb"].search(text)
        # a verb in the past ("bidders toured the depot", "were shown round")
        or (
            lex.lang == "en"
            and re.search(r"\b(?:\w{3,}ed|shown|showed|saw|seen|took|went|met|ran|got|had|did|gave)\b", text, re.I)
        )
        or c.heading_modality == "done"
        # a line's label that says done ("Done so far:", "Already done:", "已完成：")
        or bool(re.search(r"[:：]\W*$", label))
        and modality_of_heading(lex, label) == "done"
    )
    return days if done else []


def _planned_in_other_words(ctx: Context, part: Part, c: Clause, siblings: list[str]) -> bool:
    """A planned part said without its act's word ("嘉禾仓打算3月中旬先上，临江仓4月上", "Eastgate is pencilled in
    for late September and Millbrook for October"): the clause names the part's subject and a date, no act the
    sample declares, and a word of a plan (its own, or of the clause before it in the sentence that names another
    part of the fact the same way), where every sentence of the material dating the subject is this fact's own: the
    subject has no other dated step the date could be of."""
    named = {m.id for m in c.entities}
    # the subject named in the clause itself, and nothing but the fact's parts ("with the first grant payment planned
    # for July 2027" under "Planned: installation …" is the payment's plan), or carried into a clause naming nothing
    # ("嘉禾仓打头，计划3月中旬")
    if part.value.get("modality") != "planned" or c.events:
        return False
    # (or a thing the fact's statement names beside it: "书架和阅览桌打算2026年5月份装好")
    kin = {i for i in named if i in (part.subject, *siblings) or ctx.in_statement(part, i)}
    if not (named and part.subject in named and named <= kin) and not (not named and part.subject in c.carried):
        return False
    if not any(v.kind == "date" and v.value[1] is not None for v in c.values):
        return False
    planned = ctx.lex.words["planned"]
    # (or the label over it: "接下来的打算是：嘉禾仓3月中旬先上，临江仓4月再上")
    if (
        not planned.search(c.text)
        and not planned.search(c.label_text or "")
        and not any(
            o.end <= c.start and not o.events and set(o.entity_ids()) & set(siblings) and planned.search(o.text)
            for o in ctx.doc.sentences().get(c.sentence, ())
        )
    ):
        return False
    # under a label, one that says a plan or names the act or the thing ("还没做的：", "Go-live:"), not another act
    # ("**Staff training:** scheduled for 7 September 2026 at Eastgate")
    label = c.label_text or ""
    if (
        label.strip()
        and not planned.search(label)
        and modality_of_heading(ctx.lex, label) != "planned"
        and not all_mentions(label, {part.value["event"]: ctx.facts.events.get(part.value["event"], ())}, ctx.lex.lang)
        and not all_mentions(label, {part.subject: ctx.facts.entities.get(part.subject, ())}, ctx.lex.lang)
    ):
        return False
    # the rest is little more than the plan ("先上", "is pencilled in for"), not another act of the thing
    # ("现场培训定于2月下旬在嘉禾仓集中进行")
    rest = planned.sub(" ", _rest_of(c))
    # ("接下来嘉禾仓打算3月中旬先上", "then Eastgate is pencilled in for late September": the order said)
    rest = re.sub(
        r"接下来|然后|随后|首先|其次|最后|\b(?:then|next|first|after that|afterwards)\b", " ", rest, flags=re.I
    )
    # ("打算让嘉禾仓3月中旬先用起来": "let … start using it first", the go-live said colloquially)
    rest = re.sub(r"让|先|再|(?:用|跑|转|动)起来|用上", " ", rest)
    # ("书架和阅览桌打算2026年5月份装好": the names' conjunction, the month's 份)
    rest = re.sub(r"^\s*[和与及、]|(?<=\s)[和与及、](?=\s)|(?<=\s)份", " ", rest)
    words = [w for w in re.findall(r"[A-Za-z]+", rest) if w.lower() not in STOP_EN]
    if len(words) > 4 or len(re.sub(r"[^\u4e00-\u9fff]", "", rest)) > 3:
        return False
    from harness.grade.condition import _fact_sources

    own = _fact_sources(ctx, part)
    # a date the material gives another of its sentences ("试点定于2026年3月1日至5月31日"): that thing's
    mine = [sv for o in ctx.source.clauses if o.line in own for sv in o.values if sv.kind == "date"]
    if any(
        v.kind == "date" and ctx.in_source(v) and not any(ctx.in_source_value(v, sv) for sv in mine) for v in c.values
    ):
        return False
    return all(
        sent[0].line in own
        for sent in ctx.source.sentences().values()
        if any(part.subject in o.entity_ids() for o in sent) and any(v.kind == "date" for o in sent for v in o.values)
    )


def _unknown_subject(ctx: Context, c: Clause, part: Part) -> bool:
    """The words before the event's verb name a thing the material never mentions ("Clarification questions may be
    submitted until 20 February"): the date is that thing's, not the fact's."""
    m = next(iter(c.event(part.value["event"])), None)
    if m is None:
        return False
    if any(e.end <= m.start for e in c.entities):
        return False  # "the procurement closes on …": a thing the material declares
    head = ctx.doc.text[c.start : m.start]
    if not head.strip(" *_-•") and c.after_label and not _generic_label(ctx, c.label_text):
        head = c.label_text  # "- Final scientific report: due 30 June 2028": the label names the thing
    head = re.sub(
        r"\b(the|a|an|all|any|each|every|may|can|must|will|shall|should|be|is|are|was|were|only)\b",
        " ",
        head,
        flags=re.I,
    )
    # (a word of how firm it is names no thing: "The hard cut-off is 3 March 2027")
    head = re.sub(r"\b(hard|firm|strict|fixed|absolute|official|formal|real|actual)\b", " ", head, flags=re.I)
    words = re.findall(r"[A-Za-z]{4,}", head) if ctx.lex.lang == "en" else []
    source = ctx.source.text.lower()
    # most of its words are not the material's ("final scientific report" is not the interim financial report)
    return bool(words) and 2 * sum(w.lower().rstrip("s") not in source for w in words) > len(words)


def _label_names_subject(ctx: Context, part: Part, c: Clause) -> bool:
    """The label the clause follows names the part's subject ("Millbrook: October")."""
    label = c.label_text.lower()
    return bool(label) and any(
        re.search(rf"\b{re.escape(a.lower())}\b" if ctx.lex.lang == "en" else re.escape(a), label)
        for a in ctx.facts.entities.get(part.subject, ())
    )


def _line_label_state(ctx: Context, c: Clause) -> str | None:
    """The state the label opening the clause's line gives it, the label a heading's words with its as-of day in
    brackets ("- Still to do (as of 15 February 2027): the structural survey …", "**Done:** …")."""
    line = ctx.doc.text[ctx.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
    lead = re.fullmatch(
        r"[\s\-*•>#]*\**([A-Za-z][A-Za-z ]{2,24}|[\u4e00-\u9fff]{2,8})\**\s*(?:[(（][^)）\n]{0,30}[)）])?\s*\**\s*"
        r"[:：–—]\s*\**\s*",
        line,
    )
    return modality_of_heading(ctx.lex, lead.group(1)) if lead else None


def _row_state(ctx: Context, row: str) -> str | None:
    """The state a bracket, a label's value or a dash after a clause says with no event word of its own ("Millbrook:
    October (done)", "(planned)"); None where it says none, or denies one ("(not done yet)")."""
    if not row or ctx.lex.words["negation"].search(row):
        return None
    # (a plan's word first: "计划2027年2月完成备案" plans a completion)
    return next((k for k in ("planned", "predicted", "done", "ongoing") if ctx.lex.words[k].search(row)), None)


def _sentence_modality(ctx: Context, c: Clause, event: str) -> str | None:
    """A clause without the event's word ("(on 10 February 2027)") takes the modality the event has in its sentence
    ("the bidders' site visit has taken place"), before its heading's ("## Approval and next steps")."""
    line_start = ctx.doc.text.rfind("\n", 0, c.start) + 1
    # a table row: the row's state cell says the state of a step its task cell names with a bare participle
    row = ctx.doc.sentence_text(c.sentence) if ctx.doc.text[line_start : c.start].lstrip().startswith("|") else ""
    for o in ctx.doc.sentences().get(c.sentence, ()):
        if o.is_label and o.event(event) and (said := modality_of_heading(ctx.lex, o.text)) is not None:
            return said  # "Nothing is live yet: Eastgate should switch on in late September, Millbrook in October"
        for e in o.event(event):
            got = modality(ctx.lex, o, e, row)
            if got is not None:
                return got
    return _fronted_state(ctx, c) or c.heading_modality


def _own_plan_word(c: Clause) -> str | None:
    """The clause's own word of a plan or a forecast, where nothing else gives its modality."""
    if c.has("done"):
        return None
    return "planned" if c.has("planned") else "predicted" if c.has("predicted") else None


def _fronted_state(ctx: Context, c: Clause) -> str | None:
    """ "Already completed, as of 20 August 2026, are the floor surveys at both branches": the state put first in its
    sentence, the thing after "are"."""
    sent = ctx.doc.sentences().get(c.sentence, ())
    first = sent[0] if sent else c
    if (
        first is not c
        and ctx.lex.lang == "en"
        and re.match(r"\s*(?:is|are|was|were)\s+(?:the|both|all|its|their)\b", c.text, re.I)
        and not first.entities
        and not first.events
    ):
        return modality_of_heading(ctx.lex, first.text)
    return None


def _date_of_pronoun(ctx: Context, c: Clause) -> list[Value]:
    """ "Anything that arrives after 3 March 2027 goes back unopened, so that is the last day for bids": a clause
    opening with a pronoun for the one before takes that clause's date."""
    earlier = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start]
    if not earlier or not re.match(
        r"\W*(?:(?:so|and|thus)\s+)?(?:that|this|which)\s+(?:is|was|makes)\b|\W*(?:这|那|也)就?是", c.text, re.I
    ):
        return []
    as_of = {id(v) for v in _as_of_dates(earlier[-1])}
    return [v for v in earlier[-1].values if v.kind == "date" and v.value[1] is not None and id(v) not in as_of]


def _date_before(ctx: Context, c: Clause, part: Part, siblings: list[str]) -> list[Value]:
    """The date of the clause just before, in the same sentence, when that clause names no act of its own:
    "服务商6月20日前（2026年）提交新版应急响应方案", "by 15 December 2026, the institute submits the plan"; of a
    fact with several subjects, the date the clause gives this part's subject ("嘉禾仓3月中旬、临江仓4月，按计划分别
    上线")."""
    earlier = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start]
    if earlier and re.match(
        r"\W*(?:(?:so|and|thus)\s+)?(?:that|this|which)\s+(?:is|was|makes)\b|\W*(?:这|那|也)就?是", c.text, re.I
    ):
        # "Anything that arrives after 3 March 2027 goes back unopened, so that is the last day for bids": the
        # pronoun takes the date of the clause before
        as_of = {id(v) for v in _as_of_dates(earlier[-1])}
        return [v for v in earlier[-1].values if v.kind == "date" and v.value[1] is not None and id(v) not in as_of]
    for o in reversed(earlier):
        if o.events or o.is_label:
            return []
        if len(siblings) > 1:
            if {m.id for m in o.entities} & set(siblings):
                return _dates_for(o, part.subject, siblings, ctx)
            continue
        if part.type != "date":
            return []
        as_of = {id(v) for v in _as_of_dates(o)}
        dates = [v for v in o.values if v.kind == "date" and v.value[1] is not None and id(v) not in as_of]
        if dates:
            return dates
    return []


def _date_in_next_clause(ctx: Context, c: Clause) -> list:
    """ "与岚丰厨具设备有限公司签订设备供货合同，计划于2027年5月进行", "the supply contract, which is planned for May
    2027": the clause after the act, naming nothing, gives its date with a verb that stands for the act."""
    nxt = next((o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end), None)
    if nxt is None or not nxt.values:
        return []
    # "awarding the contract, pencilled in for April 2027 once the grant is confirmed": what follows the
    # condition's word is the condition, not another act
    cond = re.search(r"\b(once|when|after|subject to|provided|if|as soon as)\b|一旦|待|以后|之后", nxt.text, re.I)
    head_end = nxt.start + (cond.start() if cond else len(nxt.text))
    if any(nxt.start <= m.start < head_end for m in (*nxt.entities, *nxt.events)):
        return []
    if ctx.doc.bracket_after(nxt) is c:
        # "The bidders already got their tour of the Northgate depot (10 February 2027)": its day, in brackets
        return [v for v in nxt.values if v.kind == "date" and v.value[1] is not None]
    if not re.fullmatch(
        r"\W*(?:计划|拟|预计|定于|安排)(?:于|在)?[^，。；]{0,12}(?:进行|举行|完成|开展|实施|签订|启动)\W*"
        # ("对接测试，打算放在今年六月": a word of a plan and where in time it is put, the verb left out)
        r"|\W*(?:计划|拟|预计|打算|准备|预定|初定)?(?:放在|安排在|定在|排在|放到|安排到)[^，。；]{0,12}\W*"
        # ("Consult the patient group (meeting planned for 1 July 2026)": a bare word for the occasion)
        r"|\W*(?:which is |that is |this is |it is |(?:the |a |its )?[a-z-]+ (?:is |was )?)?"
        r"(?:planned|scheduled|due|expected|set|pencil+ed in|slated"
        r"|earmarked|targeted|lined up)\s+(?:for|in|on)\b.{0,60}"
        # "has consulted its patient group on the design, at a meeting held on 1 July 2026": the occasion the act
        # was done at, and its day
        r"|\W*(?:at|in|during)\s+(?:a|an|the|its|their|our)\s+(?:[\w-]+\s+){0,2}(?:meeting|session|workshop|hearing"
        r"|event|evening)\s+(?:(?:that|which)\s+(?:was\s+)?)?(?:held|took place|that took place)?\s*(?:on|in)\b.{0,40}",
        nxt.text,
        re.I,
    ):
        return []
    return [v for v in nxt.values if v.kind == "date" and v.value[1] is not None and v.start < head_end]


def _named_as_reason(ctx: Context, part: Part, c: Clause, m) -> bool:
    """The event (at ``m``; without it, every mention of the subject or the event in the sentence) is named only as
    the reason for another act ("否决，不予资助（理由：民国报纸版权清理未完成）")."""
    if m is not None:
        at = [m.start]
    else:
        event = part.value.get("event")
        sent = ctx.doc.sentences().get(c.sentence, ())
        at = [x.start for o in sent for x in (*o.entities, *o.events) if x.id in (part.subject, event)]
    return bool(at) and all(_REASON.search(ctx.doc.text[max(0, a - 48) : a]) for a in at)


def _generic_label(ctx: Context, label: str) -> bool:
    """A label that says what kind of line follows ("Upcoming", "Deadline", "已完成"), not what thing it is about."""
    from harness.grade.extract import modality_of_heading

    return bool(modality_of_heading(ctx.lex, label) or ctx.lex.words["label_words"].search(label))


def _with_value(ctx: Context, c: Clause) -> list[Clause]:
    """The clause, and when it is a label ("| Submission | no later than 3 March 2027 |"), the clauses of its value."""
    if not c.is_label:
        return [c]
    return [c] + [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start > c.start]


def _composite(ctx: Context, part: Part) -> tuple[str | None, list[str]]:
    """A subject made of another thing and the part's event ("switch-over in Ward 7", "Ward 7 switch-over"): that
    thing's id, and the things of its kind (their names share its head word: Ward 9, Lot B), whose dates are
    their own."""
    mine = [a.lower() for a in ctx.facts.entities.get(part.subject, ())]
    events = [a.lower() for a in ctx.facts.events.get(part.value.get("event") or "", ())]
    # (an event's word in another form: "relocating the boats" for "relocate")
    stems = [re.sub(r"(?<=...)(?:e|ed|d|es|s)$", "", e) for e in events]
    if not mine or not all(any(e in a for e in events + stems) for a in mine):
        return None, []
    for eid, aliases in ctx.facts.entities.items():
        if eid == part.subject:
            continue
        low = [a.lower() for a in aliases]
        if all(any(x in a for x in low) for a in mine):
            heads = {re.split(r"\s+", x)[0] if ctx.lex.lang != "zh" else x[-1:] for x in low if len(x) >= 2}
            kin = [
                k
                for k, other in ctx.facts.entities.items()
                if k not in (eid, part.subject)
                and any((re.split(r"\s+", o.lower())[0] if ctx.lex.lang != "zh" else o[-1:]) in heads for o in other)
            ]
            return eid, kin
    return None, []


# the rest of a line that only cites paragraph ids (": A07", "：A03、A04")
_CITES_ONLY = re.compile(r"\**\s*[:：]\**\s*(?:[A-Z]{1,3}\d{2,3}(?:\s*(?:[,，、/&和;；]|and)\s*)?)+\s*$")


def _names_subject(ctx: Context, part: Part, word: str) -> bool:
    """The event's word names the subject: one of its aliases, or the head noun of an alias that is both the subject
    and the event ("award" for "contract award"; not "held" for "site visit")."""
    aliases = {a.lower() for a in ctx.facts.entities.get(part.subject, ())}
    if word.lower() in aliases:
        return True
    both = aliases & {a.lower() for a in ctx.facts.events.get(part.value.get("event") or "", ())}
    # (in Chinese, the alias's last word: "调试" for "安装调试", in "新设备打算6月装好调试")
    return any(
        len(a.split()) > 1
        and a.split()[-1] == word.lower()
        or re.fullmatch(r"[\u4e00-\u9fff]{2,}", word) is not None
        and len(a) > len(word)
        and a.endswith(word)
        # (not an act's repetition: "报送" is no "重新报送")
        and not re.fullmatch(r"重新|再次|另行|再|重|补充|二次|首次", a[: -len(word)])
        for a in both
    )


def _subject_is_event(ctx: Context, part: Part) -> bool:
    """The subject's aliases name the event itself (需求调研 is both): the mention is the subject."""
    ev = set(a.lower() for a in ctx.facts.events.get(part.value["event"], ()))
    return bool(ev & set(a.lower() for a in ctx.facts.entities.get(part.subject, ())))


def _line_states_its_own_plan(ctx: Context, c: Clause, event: str) -> bool:
    """Another clause on the clause's line says a plan or a forecast of another act in words of its own ("contract
    award planned for April 2027"; not "Floor surveys at both branches, scheduled to be carried out by …", the same
    act's plan)."""
    return any(
        o.line == c.line
        and o.sentence != c.sentence
        and o.events
        and not o.event(event)
        and (ctx.lex.words["planned"].search(o.text) or ctx.lex.words["predicted"].search(o.text))
        for o in ctx.doc.clauses
    )


def _copied_from_elsewhere(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause is a clause of a paragraph the fact does not cite, nearly word for word both ways, with the same
    values and the same words of state: what that paragraph says, whatever the fact's state."""
    if ctx.doc.lang != ctx.source.lang or not c.values:
        return False
    mine = grams(c.text, ctx.doc.lang)
    if len(mine) < 4:
        return False
    cited = next((f.sources for f in ctx.facts.facts if part in f.parts), ())
    own = {i for i, p in enumerate(ctx.material_ids) if p in cited}
    words = [ctx.lex.words[k] for k in ("done", "planned", "predicted", "ongoing")]
    for o in ctx.source.clauses:
        if o.line in own or len(o.values) != len(c.values):
            continue
        theirs = grams(o.text, ctx.source.lang)
        shared = len(mine & theirs)
        if (
            shared >= 0.85 * len(mine)
            and shared >= 0.85 * len(theirs)
            and all(any(ctx._same_value(v, x) for x in o.values) for v in c.values)
            and all(bool(w.search(c.text)) == bool(w.search(o.text)) for w in words)
        ):
            return True
    return False


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


_REASON_BEFORE = re.compile(
    r"(?:因为?|由于|以)(?:缺少|缺乏|缺|没有|未|尚未|欠缺)[^，。；]{0,12}$"
    # (its own English words, not reasons.REASON_LEAD: the stretch ends at the subject's name, so "due to" cannot see
    # the verb after it: "the cabinets are due to go up in June 2027" is scheduled)
    r"|\b(?:because|for lack of|for want of|owing to|on the grounds that)\b[^,;.]{0,40}$",
    re.I,
)


def _named_in_a_reason_only(ctx: Context, part: Part, c: Clause) -> bool:
    """Every name of the subject in the clause sits in a reason given for another act ("因缺少水文地质勘察报告被驳回",
    "was refused because the survey report was missing"): what the clause dates is that act."""
    names = [m for m in c.entities if m.id == part.subject] + list(c.event(part.value.get("event") or ""))
    return bool(names) and all(_REASON_BEFORE.search(ctx.doc.text[c.start : m.start]) for m in names)


def _owner_of_a_siblings_thing(ctx: Context, part: Part, c: Clause, siblings: list[str]) -> bool:
    """The subject is named only as the owner of another part's thing ("| Contractor's scaffolding goes up | Planned |"
    for the contractor's appointment): in the clause, or, where the clause only carries it, in its sentence before
    it (the row's first cell)."""
    if part.subject in {m.id for m in c.entities}:
        pool = [c]
    else:
        pool = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start]
    names = [(o, m) for o in pool for m in o.entities if m.id == part.subject]
    return bool(names) and all(
        any(
            x.id in siblings and x.id != part.subject and re.fullmatch(r"['’]s\s+", ctx.doc.text[m.end : x.start])
            for x in o.entities
        )
        for o, m in names
    )


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
    # a sibling part's act named without its thing ("The site visit was held on 10 February 2027 and the award is
    # planned for April 2027"): the act stands for its part's subject
    owners: dict[str, set[str]] = {}
    for f in ctx.facts.facts:
        for p in f.parts:
            if p.subject in siblings and p.value.get("event"):
                owners.setdefault(p.value["event"], set()).add(p.subject)
    # an act two parts share ("go live" for Eastgate and Millbrook) names neither
    acts = {e: next(iter(subjects)) for e, subjects in owners.items() if len(subjects) == 1}
    named = {m.id for m in ents}
    # "street-works permits issued on 12 January 2027" where 'issued' names the letters' act too: the word is the
    # act of the part the clause names
    own = {(m.start, m.end) for m in c.events if m.id in acts and acts[m.id] in named}
    ents += [
        replace(m, id=acts[m.id])
        for m in c.events
        if m.id in acts
        and acts[m.id] not in named
        and (m.start, m.end) not in own
        and not any(e.start <= m.start < e.end for e in ents)
    ]
    ents.sort(key=lambda m: m.start)
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
        elif not before and any(d.start >= after[0].end for d in dates):
            continue  # "approved on 12 November subject to the plan being submitted by 15 December": the date after
            # the subject is its own, the one before belongs to the clause's other act
        else:
            owner = before[-1] if before else after[0]
            # "the grid connection survey for the charging point was carried out on 28 April 2026": the thing after
            # "for"/"of" only says which survey; the date is the survey's
            if (
                len(before) >= 2
                and before[-2].id != owner.id
                and re.fullmatch(
                    r"\s*(?:for|of|at|on)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?",
                    text[before[-2].end - c.start : owner.start - c.start],
                    re.I,
                )
            ):
                owner = before[-2]
            # "新冰箱已于2026年5月20日接入县疾控中心冷链温度监控平台", "2026/5/20 新冰箱接入…平台": a date right
            # before a verb (or before the thing the verb acts on) is that verb's, and the verb is the act of the
            # part whose thing follows it, not of the thing before it
            edge = max(v.end, owner.end) if owner.start >= v.end else v.end
            verb = next((m for m in c.events if m.start >= edge), None)
            if (
                verb is not None
                and acts.get(verb.id, owner.id) != owner.id
                and acts[verb.id] in named
                and re.fullmatch(r"\s*(?:正式|顺利|成功|已经?)?\s*", text[edge - c.start : verb.start - c.start])
                and any(m.id == acts[verb.id] and m.start >= verb.end for m in ents)
            ):
                owner = next(m for m in ents if m.id == acts[verb.id] and m.start >= verb.end)
        # "bids due by 3 March 2027 and delivery between 1 September 2027 and …": a thing no fact dates, named after
        # the owner and before the date, that the material gives this date, owns it
        nearer = [m for m in c.entities if owner.end <= m.start and m.end <= v.start and m.id not in siblings]
        # ("structural survey by Hallam Associates on 23 February 2026": the party after "by" does the owner's act)
        nearer = [
            m for m in nearer if not re.search(r"\bby\s+(?:the\s+)?$|由$", ctx.doc.text[owner.end : m.start], re.I)
        ]
        if nearer and (
            ctx.given_with(nearer[-1].id, v)
            and not ctx.given_with(owner.id, v)
            or ctx.given_nearer(nearer[-1].id, owner.id, v)
        ):
            continue
        if owner.id == subject:
            out.append(v)
    return out
