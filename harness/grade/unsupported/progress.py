"""Statuses, completions and predictions the material does not make: an approval status where it states none, an act
reported done that it plans or never names ("has been signed"), a forecast or outcome it does not give."""

from __future__ import annotations

import functools

from harness.grade import rx as re
from harness.grade.context import ANOTHER_OF_ITS_KIND
from harness.grade.extract import MARKUP, PAYMENT, Clause, Mention, modality, modality_of_heading, not_passed_yet
from harness.grade.grounds import restated_ground
from harness.grade.lexicon import DUTY_LIST_LABEL, INCLUDED_IN_SUM_ZH, REQUIRED_ACT, STAGE
from harness.grade.reasons import REASON_LEAD
from harness.grade.text import grams, strip_label, without_values
from harness.grade.unsupported.base import _DECIDED, Base, _dated_act_zh
from harness.grade.unsupported.claims import _DECISION_WORD
from harness.grade.unsupported.words import (
    _AFFIRMED,
    _ANAPHOR,
    _ATTRIBUTIVE,
    _DENIES,
    _EFFECT,
    _EXPAND,
    _FILLER_UNITS,
    _LABEL_DONE,
    _LAUNCH,
    _LETTER_ACTS,
    _OUTCOME,
    _PASSED_BY,
    _PRONOUN_UNITS,
    _STATE_NOT_PROGRESS,
    _UNDATED,
    APPLYING,
    EXISTING_ZH,
    _act,
    _date_of_act,
    _done_verbs,
    _source_sentences,
    _stem,
    _subordinate,
    _units,
    _unreal,
    _without_names,
    bare_done_label,
    milestone,
    restates,
)
from harness.grade.values import Value, same_number

# a first stage of a review ("省级初审", "the preliminary review"), passed before the decision
_STAGE = STAGE


_DUTY_LIST_LABEL = DUTY_LIST_LABEL
_REVIEW_PASSED_ZH = re.compile(r"(评审|审核|审查)[^，。；]{0,6}通过|通过[^，。；]{0,10}(评审|审核|审查)")
# a time said in words, no date value ("before Christmas", "within weeks", "年底前")
_TIME_WORDS = re.compile(
    r"\b(?:before|by|in|within|around|over|until)\s+(?:the\s+)?(?:christmas|easter|the new year|new year|summer|spring"
    r"|autumn|fall|winter|next year|year-end|the end of the year|(?:a few|a couple of|several|two|three|four|six)"
    r"\s+(?:weeks|months))\b|年底前|年内|春节前|节前|下半年|明年|几周内|数周内|几个月内|月底前",
    re.I,
)


# an act planned once more ("重新提交", "apply again", "resubmit"), and the material's words for a second try
_AGAIN = re.compile(r"重新|再次|再度|\bagain\b|\bre-?(?:submit|appl[yi]|lodge|tender)\w*", re.I)
_AGAIN_IN_SOURCE = re.compile(
    _AGAIN.pattern + r"|另行|下一?轮|下一?批|\bnext (?:round|call|year's round)\b|\bcarried over\b", re.I
)

_END_WORDS = r"完成|完毕|完工|\b(?:complete[ds]?|finished|done)\b"
# an act said ended ("已经结束", "has ended", "is over"): group 1 the word of ending
_ENDED = re.compile(r"(?:已经?|都)(结束|终止|了结)|\b(?:has|have|had) (?:now |since )?(ended|lapsed)\b", re.I)


# a step the material leaves for later, undated ("另行制定，时间未定", "no date has been set")
_LATER = re.compile(
    r"另行(?:制定|安排|确定|组织|通知|研究)|时间(?:未定|待定)|择期|日后再|"
    r"\bno date (?:has been |is )?(?:set|fixed|agreed)"
    r"|\b(?:date|timing) (?:is |has )?(?:not yet|yet to be) (?:set|fixed)",
    re.I,
)


# the end of a party's name ("禾塘村供水合作社", "Northbank Water Supply Company")
_PARTY_NAME_END = re.compile(
    r"(?:合作社|公司|中心|局|站|所|委员会|协会|厂|院|集团|办|队|村委会)$"
    r"|\b(?:Council|Company|Co-operative|Cooperative|Trust|Association|Ltd|Board|Committee|Centre|Center|Club"
    r"|Society|Authority|Partnership)$",
    re.I,
)


# an English verb in the past ("repaid", "fitted", "held")
_PAST = re.compile(
    r"\b(?:[A-Za-z]+ed|(?:re)?(?:paid|held|made|sent|built|done|gave|given|won|got|took|began|ran|met|bought|sold|spent))\b",
    re.I,
)


# a list's or a heading's number alone: "二", "(3)", "iv.", "B"
_ENUMERATOR = re.compile(r"\W*(?:[一二三四五六七八九十]{1,3}|\d{1,2}|[A-Za-z]|[ivxIVX]{1,4})\W*")


# a clause that only says the step just told is done ("这一步已经完成", "this step is complete"), naming nothing
_THIS_STEP_DONE = re.compile(
    r"\W*(?:这|此|该)一?(?:步|项|环节|件事|项工作|些|个)?(?:工作)?(?:也|都)?(?:已经?|早已|都已)(?:完成|做完|办完|结束)了?\W*"
    # ("这件事算办完了", "这事儿就算做完了": the spoken way)
    r"|\W*(?:这|此)一?(?:件事儿?|事儿?|步|项)(?:也|都|就)?算(?:是)?(?:已经?)?(?:办完|做完|完成|弄完|结束)了?\W*"
    r"|\W*(?:and\s+)?(?:this|that|which)(?:\s+(?:step|stage|part))?\s+(?:is|has been|was)\s+(?:already\s+|now\s+)?"
    r"(?:done|complete|completed|finished)\W*",
    re.I,
)


class Progress(Base):
    def _stage_reported(self, stage: str) -> bool:
        """The material names this stage of the review ("省级初审"), or a first stage in other words ("got through the
        first round" where it says "passed the first stage"): passing it is no invented progress."""
        return stage.lower() in self.source.text.lower() or _STAGE.search(self.source.text) is not None

    def status(self, c: Clause) -> None:
        if re.match(
            r"\s*[:：]\s*\**\s*(outstanding|not yet|pending|open|awaited|to do|to come|expected|not met|未|尚未|待)",
            self.doc.text[c.end : c.end + 30],
            re.I,
        ):
            return  # "- Condition 2 – warning procedure signed off by the council: OUTSTANDING": a condition named
        if (
            c.status
            and c.status[0] in ("approved", "rejected", "conditional")
            and c.status[0] not in self.source_status
            # "班次建议之生效以仓库主管确认为前提": a rule's precondition, no approval named
            and not (c.status[1].startswith("以") and not any(m.id in self.ctx.status_events for m in c.events))
            # the status of the act a required fact grades, of its thing or by its decider: that fact's grade
            # judges it (a distortion is its finding); another party's approval of another thing is an addition
            and not (
                any(m.id in self.ctx.status_events for m in c.events)
                and self._status_fact_about(c)
                # ("planning consent has already been granted": another thing's state, the grant named only by the
                # verb's ending)
                and not self._unnamed_things_state(c)
            )
            and c.text not in self.ctx.hit_clauses  # "**Approval:** granted 2027-05-18 by …": the fact's own words
            # "县内私营收购商的仓库、县农产品批发市场不予支持": things a scope fact leaves out, said to be left out
            and not (c.status[0] == "rejected" and self._excluded_only(c))
            # "The fund said yes back on 14 March 2025", "| Expression of interest | accepted by the fund | 2027-03-18
            # |": a decision on the day the material reports one, its history
            and not self._decided_that_day(c)
            and not self._rules_requirement(c)
            # "书面驳回了申请（该项目已获市级资金支持，属重复申报）": the material's ground for its decision
            and not restated_ground(self.ctx, c, c.status[0])
            and not not_passed_yet(self.doc, c)  # "现在还在审，没有通过": the review goes on
            and not self._refused_as_in_source(c)
        ):
            self.add("approval", c.status[1], c)
        elif (
            c.status
            and c.status[0] == "pending"
            and (stage := _STAGE.search(c.status[1]))
            and not self._stage_reported(stage.group(0))
            # ("申请已通过县生态环境局初审，基本获批": a stage beside a distorted status, counted once)
            and not any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.sentence == c.sentence)
        ):
            # "has passed a first review", "已通过集团初审": a stage of the review the material never reports
            self.add("progress", c.status[1], c)
        elif (
            c.status
            and c.status[0] in ("approved", "rejected", "conditional")
            and self._other_status_given(c)
            and not self._decided_that_day(c)
            and not self._refused_as_in_source(c)
            and not restated_ground(self.ctx, c, c.status[0])
            # ("终审通过，省林业和草原局予以支持，补助资金已获批准": a distorted status's sentence, counted once there)
            and not any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.sentence == c.sentence)
        ):
            # "the additional GBP 150,000 for display cases has been approved" where that application still awaits
            # a decision: the material gives this thing another status
            self.add("approval", c.status[1], c)

    def _refused_as_in_source(self, c: Clause) -> bool:
        """ "信用社的80万元配套贷款未获通过" where the material says "该笔贷款未获审批通过": a thing no fact is about,
        said refused as a clause of the material says it (its "未获审批通过" read as not approved yet)."""
        if not (c.status and c.status[0] == "rejected"):
            return False
        subjects = {p.subject for f in self.ctx.facts.facts for p in f.parts}
        # the thing said refused: the head before the status words (the last in Chinese, the first in English)
        at = c.start + max(c.text.find(c.status[1] or ""), 0)
        before = [m for m in c.entities if m.start < at]
        if not before:
            return False
        head = max(before, key=lambda m: m.start) if self.doc.lang == "zh" else min(before, key=lambda m: m.start)
        mine = {head.id} - subjects
        return bool(mine) and any(
            o.status
            and (
                o.status[0] == "rejected"
                # (a refusal the extractor reads as not approved yet: "未获审批通过", "was not approved")
                or o.status[0] == "pending"
                and re.search(
                    r"(?<![尚还仍])未(?:获|能|被)[^，。；]{0,4}(?:通过|批准)|\b(?:was|were) not approved\b", o.text
                )
            )
            and mine & {m.id for x in self.source.sentences().get(o.sentence, ()) for m in x.entities}
            for o in self.source.clauses
        )

    def _rules_requirement(self, c: Clause) -> bool:
        """ "nobody starts any work until Harrow Estates, the landlord, has said yes in writing": the party a condition
        fact names, saying yes after the rule's "until" or "unless" earlier in the sentence: what the rule requires,
        no approval reported."""
        if not c.entity_ids() & self.ctx._condition_actors:
            return False
        before = [o for o in self.body if o.sentence == c.sentence and o.end <= c.start]
        return any(o.has("condition") for o in before) and bool(
            re.search(
                r"\b(until|unless|till|before|once|after)\b|除非|之前|以前|前|后",
                " ".join(o.text for o in before),
                re.I,
            )
        )

    def _decided_that_day(self, c: Clause) -> bool:
        """The clause (or its table row) carries a day on which a status clause of the material decides something."""
        start = self.doc.text.rfind("\n", 0, c.start) + 1
        row = self.doc.text[start : c.start].lstrip().startswith("|")
        scope = [o for o in self.body if (o.line == c.line if row else o is c)]
        days = [v for o in scope for v in o.values if v.kind == "date" and v.value[2] is not None]
        decided = {o.sentence for o in self.source.clauses if o.status}
        return bool(days) and all(
            any(self.ctx.in_source_value(v, x) for o in self.source.clauses if o.sentence in decided for x in o.values)
            for v in days
        )

    def _excluded_only(self, c: Clause) -> bool:
        """Every thing the clause names is one a scope fact excludes."""
        excluded = {
            i for f in self.ctx.facts.facts for p in f.parts if p.type == "scope" for i in p.value.get("exclude", ())
        }
        ids = {m.id for m in c.entities}
        return bool(ids) and ids <= excluded

    def _other_status_given(self, c: Clause) -> bool:
        """The clause's first thing is no status fact's subject, and the material gives it only other statuses."""
        if not c.entities or c.text in self.ctx.hit_clauses or id(c) in self.skip:
            return False
        if c.status and re.match(r"(?:the\s+)?(?:approval|award|decision)\b", c.status[1], re.I):
            return False  # "…'s appeal was dismissed … and the approval stands": the status word names its own thing
        at = self.doc.text.find(c.status[1], c.start, c.end) if c.status and c.status[1] else -1
        reason = REASON_LEAD.search(self.doc.text, c.start, at) if at >= 0 else None
        if reason and all(reason.start() <= m.start < at for m in c.entities if m.start < at):
            return False  # "但因审计发现虚报面积已撤销批复": the things named in the reason, the status of none of them
        first = min(c.entities, key=lambda m: m.start).id
        # the thing right before the status word ("The Estates Department's temporary ventilation plan was accepted":
        # the plan, not the department that owns it)
        at = c.text.find(c.status[1]) if c.status else -1
        before = [m for m in c.entities if at >= 0 and m.end <= c.start + at]
        if before and re.fullmatch(r"'s?\s+[\w\s-]*", self.doc.text[before[0].end : before[-1].start] or "'s "):
            first = before[-1].id
        first = self._antecedent(min(c.entities, key=lambda m: m.start), c) or first
        lead = min(c.entities, key=lambda m: m.start)
        if (
            self.doc.lang == "en"
            and at >= 0
            and lead.id == first
            and re.fullmatch(
                r"\s+(?:has\s+|have\s+|had\s+|then\s+|also\s+|finally\s+)?", c.text[lead.end - c.start : at]
            )
            # (not the passive: "The planning application has already been approved by the city council")
            and not re.search(r"\b(?:was|were|is|are|been|being|got|get|gets)\b", c.status[1] if c.status else "", re.I)
        ):
            return False  # "The fund said yes to the Millfield half": the thing that decides, not the thing decided
        from harness.grade.status import _deciders

        # (nor the party that decides a status fact, or the body its name is part of: "基金那边…已经点头批了" where
        # 基金管理委员会 decides is the decision, which that fact grades)
        ents = self.ctx.facts.entities
        mine = [a.lower() for a in ents.get(first, ())]
        for f in self.ctx.facts.facts:
            for p in f.parts:
                if p.type != "status":
                    continue
                deciders = _deciders(self.ctx, p)
                names = [a.lower() for d in deciders for a in ents.get(d, ())]
                if (
                    p.subject == first
                    or first in deciders
                    or any(n.startswith(a if self.doc.lang == "zh" else a + " ") for a in mine for n in names)
                ):
                    return False
        theirs = {given for given, _ in self.ctx.source_statuses().get(first, ())}
        if theirs == {"pending"} and c.status is not None and c.status[0] == "approved":
            sents = self.source.sentences()
            pending = [
                o
                for o in self.source.clauses
                if o.status
                and o.status[0] == "pending"
                and any(first in x.entity_ids() for x in sents.get(o.sentence, ()))
            ]
            if pending and all(PAYMENT.search(o.text) for o in pending):
                return False  # "同意给补助" where the material says "补助资金尚未下达": approved, not paid out yet
        return bool(theirs) and c.status is not None and c.status[0] not in theirs

    def _antecedent(self, m: Mention, c: Clause) -> str | None:
        """The thing a demonstrative points back to ("镇政府的申请……被基金办退回……；该申请已经终结", "the township's
        application … This application is closed"): the last thing named before it, in its sentence or the two
        before, whose name holds the demonstrative's word. None where nothing points back."""
        if m.id not in {o.id for o in c.entities} or not re.search(
            r"(?:该|此|这一?|上述|\b(?:this|that|the said)\s+)$", self.doc.text[max(0, m.start - 9) : m.start], re.I
        ):
            return None
        word = m.text.lower()
        for o in reversed([o for o in self.body if o.end <= m.start and c.sentence - 2 <= o.sentence <= c.sentence]):
            for e in sorted(o.entities, key=lambda e: -e.start):
                if e.id != m.id and e.end <= m.start and word in e.text.lower() and word != e.text.lower():
                    return e.id
        return None

    def _status_fact_about(self, c: Clause) -> bool:
        from harness.grade.status import _deciders

        ids = {i for o in self.body if o.sentence == c.sentence for i in o.entity_ids()}
        return any(
            p.type == "status" and (p.subject in ids or bool(_deciders(self.ctx, p) & ids))
            for f in self.ctx.facts.facts
            for p in f.parts
        )

    def _reason_of_distorted_status(self, c: Clause) -> bool:
        """The sentence concludes a distorted status from the clause ("… and the Fund has confirmed its grant, so the
        project is fully approved"), or the clause, naming no thing and no value, leads straight to it ("补正期限已过，
        申报已视为放弃"): the clause is that distortion's reason, counted once with it."""
        later = [o for o in self.body if o.sentence == c.sentence and o.start > c.start]
        if later and later[0].text in self.ctx.distorted_status_clauses and not c.values and not c.entities:
            return True
        return any(
            o.text in self.ctx.distorted_status_clauses
            and re.match(r"\W*(so|therefore|hence|thus|which means|因此|所以|故而|从而)", o.text, re.I)
            for o in later
        )

    def _passed_by_unnamed_body(self, c: Clause) -> bool:
        """The clause has a thing passed or approved by a body the material never names ("经村民代表会议通过",
        "approved by the parish meeting")."""
        m = _PASSED_BY[0].search(c.text) or _PASSED_BY[1].search(c.text)
        return m is not None and m.group(1).lower() not in self.source.text.lower()

    def _unnamed_things_state(self, c: Clause) -> bool:
        from harness.grade.status import _unnamed_things_state

        return any(
            _unnamed_things_state(self.ctx, p, c) for f in self.ctx.facts.facts for p in f.parts if p.type == "status"
        )

    def _condition_of_distorted_status(self, c: Clause) -> bool:
        """The clause follows a distorted status in its sentence and says done what the status fact's own paragraph
        says is not ("approved the grant in full …, and the match funding has been confirmed" where "The match funding
        has not yet been confirmed"): the same wrong status, its condition said met, counted once with it."""
        earlier = [o for o in self.body if o.sentence == c.sentence and o.start < c.start]
        ids = set(c.entity_ids())
        if c.values or not ids or not any(o.text in self.ctx.distorted_status_clauses for o in earlier):
            return False
        ids_cited = {p for f in self.ctx.facts.facts if f.kind == "status" for p in f.sources}
        lines = {i for i, p in enumerate(self.ctx.material_ids) if p in ids_cited}
        neg = self.ctx.lex.words["negation"]
        return any(o.line in lines and ids & set(o.entity_ids()) and neg.search(o.text) for o in self.source.clauses)

    def _distorted_status_confirmed(self, c: Clause) -> bool:
        """A status fact is distorted in the answer, and the clause says that fact's subject is confirmed or final
        ("The grant has been confirmed", "资助已经落实"), with no value of its own: the same wrong status said again,
        counted once with it."""
        if not self.ctx.distorted_status_clauses or c.values:
            return False
        subjects = {p.subject for f in self.ctx.facts.facts for p in f.parts if p.type == "status"}
        return bool(subjects & {m.id for m in c.entities}) and bool(
            re.search(
                r"\b(?:confirmed|finali[sz]ed|secured|settled|locked in|official)\b|已?(?:确认|落实|敲定|板上钉钉)",
                c.text,
                re.I,
            )
        )

    def _step_before_distorted_status(self, c: Clause) -> bool:
        """The clause names the status fact's subject, with no value of its own, in a sentence whose later clause is
        that fact's distortion ("项目申请已报市发改委，目前仍在审批中"): the step leading to it is that finding's."""
        subjects = {p.subject for f in self.ctx.facts.facts for p in f.parts if p.type == "status"}
        return (
            bool(subjects & {m.id for m in c.entities})
            and not c.values
            and any(
                o.text in self.ctx.distorted_status_clauses
                for o in self.body
                if o.sentence == c.sentence and o.start > c.start
            )
        )

    def _question(self, c: Clause) -> bool:
        """The clause asks ("**Q: Has the money been approved?**", "问：审批通过了吗？"): a question claims nothing;
        its answer does."""
        cs = [o for o in self.body if o.sentence == c.sentence]
        end = self.doc.text[cs[-1].end : cs[-1].end + 4] if cs else ""
        line = self.doc.text[self.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
        return bool(re.match(r"[*_\s]*[?？]", end)) or bool(re.match(r"\W*(Q\d*|Question|问)\s*[:：.]", line, re.I))

    def label_done(self, c: Clause) -> None:
        """A label that says a step is done, answered "yes" ("**Evaluation panel appointed:** yes", "合同已签订：是"):
        the label is the completion claim, judged as :meth:`completion` judges one."""
        nxt = next((o for o in self.body if o.sentence == c.sentence and o.start >= c.end), None)
        if nxt is None or not _AFFIRMED.match(nxt.text):
            return
        if not (c.has("done") or _LABEL_DONE.search(c.text)) or c.has("planned") or c.status is not None:
            return
        label = MARKUP.sub("", c.text).strip(" -*_•")
        if any(m.id in self.source_done for m in c.events) or self._restates_done(label, 0.6, ""):
            return
        # "| Detailed design | Completed | 2027-12-20 |": the thing the material reports done ("the detailed design
        # … has been completed")
        things = c.entity_ids()
        if things and any(
            e.id in self.source_done and things & o.entity_ids() and modality(self.ctx.lex, o, e) == "done"
            for o in self.source.clauses
            for e in o.events
        ):
            return
        self.add("progress", label, c)

    def completion(self, c: Clause) -> None:
        """A completion the material does not report: a declared event done that the source never reports
        done, or another completion that restates no completion of the source."""
        lex = self.ctx.lex
        self._context = self.doc.sentence_text(c.sentence)
        if self._distorted_status_confirmed(c):
            return  # "The grant has been confirmed" beside "Approved" where the approval is conditional: counted once
        if c.text in self.ctx.rule_clauses:
            return  # "bikes are lent only to students who have completed the induction": the rule, no report
        row_text = self._context if self._table_row(c) else ""  # "| Contract signed | … | Planned |": its state
        declared = [
            m
            for m in c.events
            if modality(lex, c, m, row_text) == "done"
            and not m.negated
            # ("现已与禾塘村供水合作社合并": the act's word inside a party's name)
            and not any(
                e.start <= m.start
                and m.end <= e.end
                and e.end - e.start > m.end - m.start
                # ("村委会已向…申请新打一口饮用水深井": the act's word a modifier inside a thing's name, the name going
                # on after it)
                and (_PARTY_NAME_END.search(e.text) or self.doc.lang == "zh" and m.end < e.end)
                for e in c.entities
            )
            and not _unreal(self.doc.text[c.start : m.start])  # "once the institute has submitted the plan"
            # "installed only with Clinical Engineering's written approval": a participle in a rule, no report;
            # "bidders who have applied for the certificate": a relative clause describing someone
            and not (c.has("condition") and not re.search(r"\b(already|has|have|had|was|were)\b|已", c.text, re.I))
            and not re.search(r"\b(who|which|that)\s+(have|has|had)\b", self.doc.text[c.start : m.start], re.I)
            # "approved the award on the condition that Corvane passes the review": the condition, not a report
            and not re.search(
                r"\b(on (the )?condition that|provided that|providing that|so long as)\b",
                self.doc.text[c.start : m.start],
                re.I,
            )
            # "**Completed (as of 20 June 2028):**", "What's been done so far": a label over the items that follow,
            # even where the sample declares the label's word for an act ("done" for the site surveys)
            and not (not row_text and bare_done_label(lex.lang, c.text, self.doc.text[m.start : m.end + 8]))
            # "The condition is a signed long-term lease": a participle describing the thing after "a", no report
            and not re.search(r"\b(?:a|an)\s+$", self.doc.text[max(c.start, m.start - 4) : m.start], re.I)
            # "the paint has already been ordered" for the act "painted": the bare stem after an article is the noun
            and not (
                m.text.lower() not in {a.lower() for a in self.ctx.facts.events.get(m.id, ())}
                and re.search(
                    r"\b(?:the|its|their|this|that|our)\s+$", self.doc.text[max(c.start, m.start - 8) : m.start], re.I
                )
            )
            # "Neither branch has gone live": the subject's quantifier negates the report
            and not re.match(
                r"\W*(?:(?:and|but|so|or|yet)\s+)?(neither|no|none of|nobody|nothing|not (?:a|one|a single|any)\b)\b",
                c.text,
                re.I,
            )
        ]
        # "市交警支队在2026年8月12日已经批下来了", "was refused on 20 May 2027 by the Committee": the decision the
        # material reports, said again, is no progress of its own
        restated_decision = (
            c.status is not None
            # "The application has been withdrawn by the council itself": the withdrawal the material reports
            and c.status[0] in ("approved", "rejected", "conditional", "withdrawn")
            and c.status[0] in self.source_status
            and all(self.ctx.in_source(v) for v in c.values)
            # (not by a body the material never names: "无障碍坡道选址已完成并经村民代表会议通过")
            and not self._passed_by_unnamed_body(c)
        ) or (
            # "说白了就是“批是批了，但条件还没满足”": the decision conceded before a "but", said again
            self.doc.lang == "zh"
            and re.search(r"(批|通过|同意)是\1了", c.text) is not None
            and bool({"approved", "conditional"} & set(self.source_status))
        )
        if (
            c.status is not None
            and c.status[0] == "pending"
            and "pending" in self.source_status
            and all(self.ctx.in_source(v) for v in c.values)
            and not c.events
        ):
            # "本县申请已通过省级初审": the stage the material reports passed, the decision still to come (a stage
            # the material never names is an invented completion, which status() reports)
            if _STAGE.search(c.status[1]):
                return
            # "评审这一关已经过了" where the material reports "评审小组…评审通过": that review, passed
            if re.search(r"评审|审核|审查", c.status[1]) and _REVIEW_PASSED_ZH.search(self.source.text):
                return
            # "已列入候补名单": the material's own words for the state it is in, said again
            if len(c.status[1]) >= 4 and c.status[1].lower() in self.source.text.lower():
                return
            # ("placed on the fund's reserve list" for "placed it on a reserve list": but for its articles and whose)
            if (
                self.doc.lang == "en"
                and len(said := _without_determiners(c.status[1])) >= 8
                and any(o.status and _without_determiners(o.status[1] or "") == said for o in self.source.clauses)
            ):
                return
        if not restated_decision and not c.events and c.values and self.doc.lang == "zh":
            # "修改后的经费申请已于二〇二七年三月八日（2027.3.8）经局长办公会审议通过": 已于 and its date, the decision
            # itself in a clause after the bracket
            rest = [o for o in self.body if o.sentence == c.sentence and o.start >= c.end]
            nxt = next((o for o in rest if o.events or o.status), None)
            restated_decision = (
                nxt is not None
                and all(not o.text.strip() or o.values and not o.events for o in rest if o.start < nxt.start)
                and nxt.status is not None
                and nxt.status[0] in ("approved", "rejected", "conditional")
                and nxt.status[0] in self.source_status
                and all(self.ctx.in_source(v) for o in (c, *rest[: rest.index(nxt) + 1]) for v in o.values)
            )
        if self._row_participle(c):
            return
        for m in declared:
            if milestone(self.doc.text, m.start, m.end) and c.start <= m.start:
                continue  # "其余资金按设备安装完成、平台验收合格等节点分期拨付": a milestone, nothing done
            if re.search(
                r"(?:不得|不能|不准|禁止|严禁|不可|不允许)[^，。；]{0,12}$", self.doc.text[c.start : m.start]
            ) or (
                re.search(
                    r"\b(?:must not|may not|cannot|can't|shall not|no\b[^,;.]{0,20}may)\b[^,;.]{0,30}$",
                    self.doc.text[c.start : m.start],
                    re.I,
                )
            ):
                continue  # "**施工规定**：不得在古建筑本体上开凿或打孔" after a "已完成" list: a ban, nothing done
            if (
                c.status is not None
                and c.text in self.ctx.hit_clauses
                # (money paid out is a step of its own, beside the decision: "首批专项资金已拨付")
                and not re.search(r"released|paid|disbursed|drawn|拨付|下达|到位|到账", m.text + c.status[1], re.I)
            ):
                # "approved by the Fund's award panel on 9 June 2027, subject to …": the decision whose status a
                # required fact grades correct here, whatever act its words also name
                continue
            perfect = re.search(
                r"\b(?:has|have|had)\s+(?:already\s+)?" + re.escape(m.text) + r"$", self.doc.text[c.start : m.end], re.I
            )
            if m.id in self.source_done and perfect and self._duty_said_done(perfect.group(0), c):
                # "The county heritage officer has already approved the roofing materials" where the material's list
                # of who does what says the officer "approves the roofing materials": a duty reported done, whatever
                # other approval the material reports
                self.add("progress", m.text, c)
                return
            if self._requirement_said_met(c, m):
                # "The method statement has already been approved by the county conservation officer": what the
                # material's rule requires, said done where the material never says it is
                self.add("progress", m.text, c)
                return
            if restated_decision and (
                m.id in self.ctx.status_events
                # "Hadley County's application was rejected": the event word is the status word itself ("首批专项资金
                # 已拨付" where the material says the money is not yet paid out is a completion, not the decision)
                or c.status is not None
                and m.text.lower() in (c.status[1] or "").lower()
                and not self._not_done_in_source(m.id)
            ):
                continue
            if (
                m.id in self.ctx.distorted_status_events
                or m.id in self.ctx.distorted_modality_events
                or self._reason_of_distorted_status(c)
                or self._condition_of_distorted_status(c)
            ):
                continue  # "so the clinical sign-off is in place" where the status is distorted: counted once
            if (
                m.id in self.source_done
                and self._end_denied_in_source(m.id)
                and re.search(_END_WORDS, c.text, re.I)
                and not re.search(r"\b(?:done|completed|finished) by\b", c.text, re.I)
                and not self._done_said_again(c)
            ):
                # "目前数据安全评估已经完成并报备" where the material says "目前数据安全评估尚未完成" (and only that the
                # assessment "已委托第三方机构开展"): the act's start reported, its end claimed
                self.add("progress", m.text, c)
                return
            if (
                m.id in self.source_done
                and re.fullmatch(
                    r"(?:已经?|均已|都已)?(?:完成|完毕|做完)|(?:been\s+)?(?:completed|done|finished)", m.text, re.I
                )
                and (
                    not self._things_of_done(m.id) & {e.id for e in c.entities}
                    if c.entities
                    else self._words_of_done(m.id, self.doc.text[c.start : m.start]) < 0.5
                )
                and not self._done_said_again(c)
                and not self._on_the_done_day(c)  # "the last of them was done on 11 December 2026"
            ):
                # "供货商已完成全部24台热水器的安装" where "已完成" names the roof test: a bare done word of another
                # act, said of things that act's report never names
                self.add("progress", m.text, c)
                return
            if m.id not in self.source_done and self._denied_of_its_things(c, m.text):
                self.add("progress", m.text, c)  # "省财政厅已于7月受理资金申请" where the material says 尚未受理
                return
            if (
                m.id not in self.source_done
                and not self._restates_done(strip_label(c.text), 0.6, m.text)
                and not self._dated_as_in_source(c, m)
                and not self._row_dated_as_in_source(c, m)
                # "We have asked the trust for a grant of at most GBP 18,600" where the material reports the
                # application submitted: a request, done, in another verb of its kind
                and not (c.text in self.ctx.hit_clauses and self._act_said_again(c, m.text))
            ):
                self.add("progress", m.text, c)
                return
        if declared:
            return
        if self._step_before_distorted_status(c):
            return  # "项目申请已报市发改委，目前仍在审批中": the application's own way to the status, counted once
        done = c.marks.get("done", [])
        if lex.lang == "en":
            done = done + [(a, b, t) for a, b, t in _done_verbs(lex, c)]
            if c.heading_modality in ("planned", "predicted"):
                # "**What is planned?** - May 2027: new compressor installed at Kelder Bridge": a bare participle
                # under a plan's heading names the step, it reports nothing done
                done = [
                    d
                    for d in done
                    if re.search(
                        r"\b(has|have|had|was|were|is|are|been|already)\b", self.doc.text[c.start : d[0]], re.I
                    )
                ]
        if (
            not done
            and c.heading_modality == "done"
            and not c.has("planned")
            and not c.has("negation")
            and not self.states_fact(c)
            and not c.values
            # "Progress so far (20 November 2026): ten stations are up": the clause labels what follows
            and not re.match(r"\s*(\([^)]{0,40}\)\s*)?[:：]", self.doc.text[c.end : c.end + 48])
        ):
            if (
                len(grams(self._context, self.doc.lang)) >= 3
                and c is self._first_of(c.sentence)
                # ("（二）已完成事项：": the heading's number, no item)
                and not _ENUMERATOR.fullmatch(c.text)
            ):
                done = [(c.start, c.start, "")]  # an item listed under "Completed": a completion claim too
        if (
            not done
            and c.heading_modality == "done"
            and not c.has("planned")
            and not c.has("negation")
            and not c.values
            and c.text not in self.ctx.hit_clauses
            and id(c) not in self.skip
            and re.match(
                r"\s*(?:and|as well as|plus)\s+(?:the|a|an|its|their)\s|\s*(?:以及|和|及)(?![\W\d])", c.text, re.I
            )
            and self._first_of(c.sentence) is not c
            and not any(m.id in self.source_done for m in c.events)
            # (one the material names in its own words is its report: "and a public drop-in session (15 April 2026)")
            and restates(c.text, self.source) < 0.5
        ):
            # "Completed as of 5 May 2026: the structural survey (2 April 2026) and the heritage assessment of the
            # handrails": the list's next item is a completion claim of its own, beside the one the material reports
            done = [(c.start, c.start, "")]
        row = bool(row_text)
        if row and any(
            e.id in self.source_done and self._done_of_this_thing(e.id, c)
            for o in self.body
            if o.sentence == c.sentence
            for e in o.events
        ):  # "| Bidders' site visit | Completed – held 10 February 2027 |": the row reports what the material does
            return
        if row and self._row_act_dated_as_in_source(c):
            return
        if row and re.fullmatch(r"\W*(已经?(确定|明确|敲定|定)|confirmed|fixed|settled|set)\W*", c.text, re.I):
            cells = [v for o in self.body if o.sentence == c.sentence for v in o.values]
            if cells and all(self.ctx.in_source(v) for v in cells):
                return  # "| 试点期 | 2026年3月1日—2026年5月31日 | 已确定 |": the values settled, as the material says
        stage = _STAGE.search(self.doc.sentence_text(c.sentence))
        if (
            stage
            and re.fullmatch(r"\W*(?:已经?|均已|都已)?(?:通过|过)了?\W*|\W*(?:passed|cleared)\W*", c.text, re.I)
            and self._stage_reported(stage.group(0))
            and all(self.ctx.in_source(v) for o in self.body if o.sentence == c.sentence for v in o.values)
        ):
            return  # "| 2027年1月18日 | 省级初审 | 已通过，待终审 |": the stage the material reports passed, on its day
        prev = next((o for o in reversed(self.body) if o.sentence == c.sentence and o.end <= c.start), None)
        if (
            re.fullmatch(r"\W*[a-z]+ed\W*", c.text, re.I)
            and prev is not None
            and any(v.kind == "amount" and self.ctx.in_source(v) for v in prev.values)
        ):
            return  # "GBP 1,150 per call point, installed": the price's terms, as the material quotes it
        by = re.fullmatch(r"\W*([a-z]+ed) by ([\w\s&'’-]+?)\W*", c.text, re.I)
        if (
            by
            and prev is not None
            and prev.values
            and all(self.ctx.in_source(v) for v in prev.values)
            and _stem(by.group(1).lower())[:5] in self.source.text.lower()
        ):
            # "23 (18 refrigerators, 5 freezers), installed by Polar Ridge": who does the material's act, as a label
            # says it (whether that party does it is agent()'s to judge)
            return
        # "| Late October 2026 | Planting contract … signed | Planned |": the row's state cell says the participle's
        # step is still to come
        row_state = modality_of_heading(lex, row_text.replace(c.text, " ")) if row else None
        for a, b, word in done:
            if row_state in ("planned", "ongoing", "predicted") and re.fullmatch(r"[A-Za-z-]+(?:ed|en)", word):
                continue
            if _THIS_STEP_DONE.fullmatch(c.text):
                continue  # "…已于4月8日与青松电梯签订施工合同，这一步已经完成": the step just told, said done again
            if re.fullmatch(r"happened|occurred|took place|came about", word or "", re.I) and re.search(
                r"\b(?:this|that|which|it|all this|all of this|both)\s+(?:(?:has|had)\s+)?(?:all\s+)?$",
                self.doc.text[c.start : a],
                re.I,
            ):
                continue  # "and this happened before the fund had decided anything": an act said before, referred to
            if self.doc.lang == "en" and any(
                e.start == b - len((word or "").split()[-1]) for e in c.entities if (word or "").split()
            ):
                continue  # "The garden has raised beds": the participle is the first word of a thing's name
            after = re.match(r"\s+([A-Za-z][\w-]+)", self.doc.text[b : c.end]) if self.doc.lang == "en" else None
            if after and re.search(rf"\b{re.escape(word)}\s+{re.escape(after.group(1))}\b", self.source.text, re.I):
                continue  # "Inspection of finished moorings": the participle before its noun, as the material writes it
            # bare 完成 is a verb ("员工完成作业"); a report of progress says 已/已经/完成了 ("已经制定完成")
            # ("问卷调查已于6月完成": 已, its date, then 完成)
            if word == "完成" and not re.search(
                r"(?:已经?|业已)(?:于[^，。；,;]{1,14}?|[\u4e00-\u9fff]{1,4})$", self.doc.text[max(c.start, a - 20) : a]
            ):
                continue
            if re.fullmatch(
                r"(?:was|were)\s+(?:originally\s+|initially\s+)?(?:scheduled|planned|intended|supposed|meant|slated)",
                word or "",
                re.I,
            ) and re.match(r"\s+(?:to|for)\b", self.doc.text[b : b + 6], re.I):
                continue  # "the rebuilding works were planned to run from 1 October 2028": a plan, in the past tense
            if (
                word == "了"
                and c.status
                and c.status[1]
                and (at := self.doc.text.find(c.status[1], c.start, c.end)) >= 0
                and at <= a
                and b <= at + len(c.status[1])
            ):
                continue  # "分管领导在协调会上嘴上答应了": the status's own 了, judged as the status
            if word == "了" and self.doc.text[a - 1 : b] == "来了":
                continue  # "智能排班助手试点来了！": a headline's "here it comes", nothing reported done
            if word == "了" and re.match(r"[，,]\s*[^，。；,;]{0,12}才", self.doc.text[c.end : c.end + 16]):
                continue  # "两道关都过了，省里的钱才会拨下来": the condition of what comes after, nothing done
            if re.search(
                r"\b(this|that|the first|one|the ventilation|the plan)?\s*(condition|requirement)s? (has|have) (now )?"
                r"been (met|satisfied|fulfilled)\b",
                c.text,
                re.I,
            ) and re.search(r"\b(accepted|met|satisfied|fulfilled)\b|已满足|已落实|已通过", self.source.text, re.I):
                continue  # "so this condition has been met": a condition the material reports met, said so
            if _STATE_NOT_PROGRESS.search(self.doc.text[max(c.start, a - 4) : b + 16]) or EXISTING_ZH.search(c.text):
                continue  # "说白了", "has been with the finance board since 3 July", "已经有12路公交在跑了"
            bare = bare_done_label(lex.lang, c.text, self.doc.text[a : b + 8])
            if bare and not row:
                continue  # "Already done", "**Completed**", "已完成事项": a label, not a claim by itself
            if bare and not any(o.is_label and o.sentence == c.sentence for o in self.body if o.start < c.start):
                continue  # "| 已完成 | 需求调研 |": the status cell labels the row, the item cell is the claim
            # "| Kiosk vendor selection | Completed |": the row is the claim, judged below as a whole
            before = self.doc.text[c.start : a]
            # "…, which Brightwater has already confirmed with the site coordinators": a relative clause with a party
            # of its own that reports an act done is a claim of progress, not a description
            reported = bool(re.match(r"\W*(which|that)\s", before, re.I)) and any(
                m.id in self._parties() and c.start + len(before) > m.start for m in c.entities
            )
            if (
                # (无 in a word of its own denies nothing: "无障碍坡道选址已完成")
                lex.words["negation"].search(re.sub(r"无(?:障碍|人机|线|菌|纸化)", "  ", before[-12:]))
                or (_subordinate(lex, before) and not reported)
                or _unreal(before)
                # "to put it on hold while the structural survey is done": a step under way, in the present
                or re.match(r"(is|are)\b", word or "", re.I)
                and re.search(r"\bwhile\b[^,;:.]*$", self.doc.text[max(0, c.start - 10) : c.start] + before, re.I)
            ):
                continue
            if c.has("condition") and not re.search(r"\b(already|has|have|had|was|were)\b|已", c.text, re.I):
                continue  # "installed only with Clinical Engineering's written approval": a rule's participle
            if re.search(r"\b(on (the )?condition that|provided that|providing that|so long as)\b", before, re.I):
                continue  # "on the condition that Corvane passes the review": the condition, not a report
            if re.match(
                r"\W*(?:(?:and|but|so|or|yet)\s+)?(neither|no|none of|nobody|nothing|not (?:a|one|a single|any)\b)\b",
                before,
                re.I,
            ):
                continue  # "Neither branch has gone live"
            if re.search(
                r"可能|也许|或许|往往|通常|一般|常常|经常|\b(may|might|often|usually|typically|generally)\b",
                before,
                re.I,
            ):
                continue  # a general or hedged statement ("公共交通可能已经停运"), not a report of progress
            if (
                lex.lang == "en"
                and word  # an item listed under "Completed" is a project claim whatever it names
                and not row
                and not (c.entity_ids() or c.events or c.values or "already" in word.lower())
            ):
                continue  # a completion about nothing the material names is background prose, not a project claim
            if lex.lang == "zh" and re.match(r"[\u4e00-\u9fff]{0,4}的", self.doc.text[b : b + 6]):
                continue  # "已经发生的事情": a modifier, not a report of progress
            plan = lex.words["planned"].search(before) if lex.lang == "zh" else None
            if plan and not re.search(r"已|了", before[plan.end() :]):
                continue  # "打算2026年4月中旬把主体施工做完": the end a plan gives, nothing done
            if self._material_act(word, c) and not self._planned_in_source(c):
                continue  # not an act the material only requires ("must lodge a performance bond")
            if self._reason_given(c, a):
                continue  # "…are left out, since commercial fibre already reaches them": the material's reason
            if restated_decision:
                continue  # "市交警支队在2026年8月12日已经批下来了": the decision the material reports, said again
            if (
                any(e.id in self.ctx.distorted_status_events for e in c.events)
                or any(
                    e.id in self.ctx.distorted_modality_events
                    for o in self.body
                    if o.sentence == c.sentence
                    for e in o.events
                )
                # "… the Fund has confirmed its grant, so the project is fully approved": the distortion's reason
                or self._reason_of_distorted_status(c)
                or self._condition_of_distorted_status(c)
            ):
                continue  # "方案已基本获得市交警支队认可" where the status is distorted: counted once, as the fact's
            if set(c.carried) & self.done_subjects and not c.entities and self._names_another_thing(c, word or ""):
                # "需求调研已完成，现场培训也已于2月初完成": another thing of the material, said done beside the
                # thing the material reports done
                self.add("progress", word or c.text, c)
                return
            if (
                ({m.id for m in c.entities} or set(c.carried)) & self.done_subjects
                and all(self.ctx.in_source(v) for v in c.values)
                # a thing carried from before, where the clause names a thing of its own ("…，并已与软件供应商完成了
                # 技术对接"), is not said again
                and (c.entities or restates(strip_label(c.text), self.source, exclude=word or "") >= 0.5)
            ):
                continue  # "需求调研——到2026年2月10日为止已经结束": the required completion said again of its thing
            if self.doc.lang == "zh" and re.search(rf"{INCLUDED_IN_SUM_ZH}了", self.doc.text[c.start : c.end]):
                continue  # "总投资54万块钱，设备和安装都算进去了": what a sum includes, no act done
            if word and self._publishes(self.doc.text[c.start : c.end], a - c.start, b - c.start, word):
                continue  # "has opened a tender for 12 battery-electric buses": the notice's own act ("invites bids")
            if self._denied_of_its_things(c):
                # "排水管网迁改方案已于9月确定" where the material says "因排水管网迁改方案…未能确定": the very act it
                # denies of those things, said done
                self.add("progress", word or c.text, c)
                return
            if self._dated_step_of_source(c) or self._dated_step_of_source(c, row=True):
                continue  # "项目已于2026年4月8日列入市年度计划": the material's step on its day, in its words
            if self._on_the_done_day(c):
                continue  # "5月15日三所学校的水质都测过了": the day the material gives its completed step, said plainly
            if self._stage_passed_again(c):
                continue  # "Stage 1 was passed on 14 January 2027": the first stage the material reports passed
            if self._aside_said_again(c):
                continue  # "施工招标两回都没招到人（流标了）": the material's "两次流标", in a bracket
            if self._done_said_again(c) or self._state_said_again(c, b, plans=not word) or self._end_said_again(c):
                continue  # "石桥街道那边2025年就改完了": the material's "石桥街道的站点已于2025年完成改造"
            if word and (self._duty_said_done(word, c) or self._duty_said_done_zh(word, c)):
                # "The Wend Navigation Trust has issued the works licence" where the material's list of who does
                # what says "the Wend Navigation Trust issues the works licence": a duty, reported done
                self.add("progress", word, c)
                return
            if word and self._act_said_again(c, word):
                continue  # "Funding has been asked for": the material's "The funding request was submitted"
            if self._done_counted_again(c):
                continue  # "14 research groups have signed up so far": the material's "14 … have registered"
            if row and word and self._cell_restates_done(c, word):
                # "| 原报价与定金 | …；已付定金10万元 |": the cell says a done step of the material in its words
                continue
            if (
                self._planned_in_source(c)
                or not self._restates_done("" if row or not word else strip_label(c.text), 0.6, word)
                and not (
                    not row
                    and (
                        word
                        and restates(strip_label(c.text), self.source, exclude=word) >= 0.5
                        # an item under "Completed" ("- Separately, and outside the application: lightning conductor
                        # replaced in February 2026"): its whole sentence, the material's
                        # (more than a short item: "- Kiosk staff training at Eastgate" names a cost item's words)
                        or not word
                        and len(grams(strip_label(self.doc.sentence_text(c.sentence)), self.doc.lang)) >= 6
                        and restates(strip_label(self.doc.sentence_text(c.sentence)), self.source) >= 0.8
                    )
                    and (
                        restates(self._context, self.source, exclude=word) >= 0.7
                        # (or the clause itself, nearly word for word, in a sentence that goes on with other things:
                        # "村委会已向澜平县水利局申请新打一口饮用水深井，设计井深180米，…")
                        or bool(word)
                        and restates(strip_label(c.text), self.source, exclude=word) >= 0.85
                    )
                    # more than the thing's name ("Driver training has already been scheduled" names only a budget item)
                    and len(
                        grams(strip_label(c.text if word else self.doc.sentence_text(c.sentence)), self.doc.lang)
                        - grams(word, self.doc.lang)
                    )
                    >= 3
                    # "February 2027 – cabling in Ward 9 completed by Brightwell": dated as the material never does,
                    # or after the material's own "as of" date
                    and all(
                        self.ctx.in_source(v) and not self._after_as_of(v)
                        for o in self.body
                        if o.sentence == c.sentence
                        for v in o.values
                        if v.kind == "date"
                    )
                )
            ):  # "has issued a call for tenders" restates the notice ("invites bids"), whatever its tense
                if any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.sentence == c.sentence):
                    # "公示期内收到的异议已核查完毕，项目已于3月16日获得正式批复" where the approval is distorted: the
                    # step the wrong status stands on, counted once as that distortion
                    return
                self.add("progress", word or c.text, c)
                return

    def _requirement_said_met(self, c: Clause, m) -> bool:
        """The clause says done (``m``) of a thing a condition fact's requirement gives ("unless the county
        conservation officer has approved the method statement"), a thing no done clause of the material names."""
        from harness.grade.condition import _fact_sources, _requirement_things

        things: set[str] = set()
        for f in self.ctx.facts.facts:
            for p in f.parts:
                # (the requirement's own act, in one of its words: "approved" the method statement)
                said = m.text.lower() in {
                    a.lower() for a in self.ctx.facts.events.get(p.value.get("requires") or "", ())
                }
                if p.type == "condition" and p.value.get("by") and (m.id == p.value.get("requires") or said):
                    things |= _requirement_things(
                        self.ctx, p.value["by"], p.value["requires"], _fact_sources(self.ctx, p)
                    )
        # (not a thing another fact is about: "the grant approved" is the status's)
        things -= {p.subject for f in self.ctx.facts.facts for p in f.parts if p.type != "condition"}
        named = {e.id for e in c.entities} & things
        if not named or self.doc.lang != self.source.lang:
            return False
        sentence = [o for o in self.body if o.sentence == c.sentence]
        if any(o.has("condition") or o.has("negation") for o in sentence) or _unreal(self.doc.text[c.start : m.start]):
            return False  # ("no chiller … until RCS (…) has confirmed in writing": the rule's requirement)
        return not any(
            named & o.entity_ids() and (o.has("done") or any(True for _ in _done_verbs(self.ctx.lex, o)))
            for o in self.source.clauses
            if not o.has("condition") and not o.has("negation")
        )

    def _planned_in_source(self, c: Clause) -> bool:
        """The act the clause reports done is one the material only plans or makes wait on a condition ("数据接口开发
        已启动" where "数据接口开发在审批通过后启动"): the source clause that says most of the clause's words is a
        plan. Read once per clause."""
        if c.start not in self._planned:
            self._planned[c.start] = self._read_planned_in_source(c)
        return self._planned[c.start]

    def _read_planned_in_source(self, c: Clause) -> bool:
        mine = grams(without_values(strip_label(c.text)), self.doc.lang)
        if self.doc.lang != self.source.lang or len(mine) < 3:
            return False
        plans, done = False, False
        for o in self.source.clauses:
            if len(mine & grams(o.text, self.source.lang)) / len(mine) < 0.6:
                continue
            # a plan, an act waiting on a condition, or one the material only requires ("Brightwater must lodge
            # a performance bond of GBP 24,000", "恒梯电梯须缴纳履约保证金"); a clause that reports it done wins
            nxt = next((x for x in self.source.clauses if x.sentence == o.sentence and x.start >= o.end), None)
            plans = plans or (
                o.has("planned")
                or o.has("cond_context")
                or bool(o.heading_modality == "planned")
                or bool(REQUIRED_ACT.search(o.text))
                # "商户临时安置方案另行制定，时间未定", "the council will also ask …, with no date set": left for later
                or bool(_LATER.search(o.text + " " + (nxt.text if nxt is not None else "")))
            )
            done = (
                done
                or o.has("done")
                or any(True for _ in _done_verbs(self.ctx.lex, o))
                # "the board decided to appeal the amount": a decision taken to act, in the past
                or bool(_DECIDED.search(o.text))
                # "于2026年4月8日暂停审查，并将有关线索移交县纪委监委核查": 将 of the dated act's sentence is 把
                # (not a clause with a plan word of its own: "已于4月18日完成岗前培训，计划于8月开展问卷调查")
                or not re.search(r"计划|拟|打算|准备|安排在", o.text)
                and any(
                    _dated_act_zh(self.source.lang, x, self.source.sentence_text(x.sentence))
                    for x in self.source.clauses
                    if x.sentence == o.sentence and x.start <= o.start
                )
            )
        return plans and not done

    def _after_as_of(self, v: Value) -> bool:
        """``v`` (a date) is later than every "as of" date of the material: nothing can be reported done then."""
        last = self._last_as_of
        if last is None or v.value[1] is None:
            return False
        y, mo, d = v.value
        return (y or last[0], mo, d or 0) > (last[0], last[1], last[2] or 31) if d else (y or last[0], mo) > last[:2]

    def _done_of_this_thing(self, event: str, c: Clause) -> bool:
        """The material reports ``event`` done of the thing the row (or clause) names first, or names no thing for
        it: "| 1路沿线站牌安装 | 已完成 |" is not the pilot's "2024年在火车站枢纽试点安装了12块电子站牌"."""
        first = next(iter(c.carried), None)
        if first is None and c.entities:
            first = min(c.entities, key=lambda m: m.start).id
        if first is None:
            return True
        lex = self.ctx.lex
        return any(
            m.id == event and modality(lex, o, m) == "done" and (first in o.entity_ids() or not o.entities)
            for o in self.source.clauses
            if id(o) not in self._ahead
            for m in o.events
        )

    def _act_said_again(self, c: Clause, word: str) -> bool:
        """A completion the material reports, said with another verb of its kind: the act's kind ("asked for",
        "submitted": a request) reported done of one of the clause's things, with no value the material lacks."""
        act = _act(word) if self.doc.lang == "en" else None
        # (a kind of act, or the very verb the material reports: "was invited" for "The panel invited the hospice")
        if (
            act is None
            or not (act.startswith("ACT:") or len(act) >= 4)
            or not all(self.ctx.in_source(v) for v in c.values)
        ):
            return False
        ids = c.entity_ids() | set(c.carried)
        return any(ids & things and act in acts for things, acts in self.source_done_acts)

    def _end_denied_in_source(self, event: str) -> bool:
        """The material says the act is not finished ("目前数据安全评估尚未完成"), and reports it done only in words
        that are no finish ("已委托第三方机构开展"): a report of its end is the answer's own."""
        lex = self.ctx.lex
        denied = reported = False
        for o in self.source.clauses:
            for x in o.event(event):
                if not re.search(_END_WORDS, o.text, re.I):
                    continue
                state = modality(lex, o, x)
                if x.negated or state == "not_done":
                    denied = True
                elif state == "done" and not o.has("condition"):  # "须在资金拨付前完成…评估": a rule
                    reported = True
        return denied and not reported

    def _not_done_in_source(self, event: str) -> bool:
        """The material reports the act not done ("专项资金尚未拨付", "has not been paid out")."""
        lex = self.ctx.lex
        return any(x.negated or modality(lex, o, x) == "not_done" for o in self.source.clauses for x in o.event(event))

    def _state_said_again(self, c: Clause, at: int, strict: bool = False, plans: bool = False) -> bool:
        """ "婚姻登记档案已数字化" (the material: "婚姻登记档案已于此前完成数字化"): a thing the clause names and the
        act after the done word, both in one clause of the material that reports it done, with no value of its own.
        ``strict``: the act's own words must be the material's (not a short verb or a bare done word of its own).
        ``plans``: a clause of the material that plans the completion counts too (an item under a heading or a
        row, with no done word of its own, is read against every mention of its act)."""
        ids = {m.id for m in c.entities}
        act = grams(without_values(self.doc.text[at : c.end]), self.doc.lang) - _FILLER_UNITS
        if (
            not ids
            and not c.values
            and c.carried
            and re.fullmatch(r"\W*(已经?|均已|都已)\w{1,3}\W*", c.text)
            and not self._table_row(c)
        ):
            # "镇政府的申请被基金办退回……，已终结" (the material: "镇政府的申请已经终结"): a bare state after a clause
            # naming the thing first, the material's own state of that thing
            ids = {c.carried[0]}
        if (
            ids
            and not strict
            and not c.values
            and self.doc.lang == "zh"
            and not c.events
            and len(re.sub(r"[\W_]", "", c.text)) <= 16
            and re.search(r"(过了|过|完了|好了|做完了|搞完了|办完了)[\W_]*$", c.text)
            and any(o.has("done") and ids <= {m.id for m in o.entities} for o in self.source.clauses)
        ):
            # "站里的医生护士也都培训过了" (the material: "已组织站点医护人员完成无障碍服务培训"): the thing the
            # material reports done, then a bare done word, in a short clause naming no act of the sample
            return True
        if not ids or not act or c.values:
            return False
        # (the act's words without the things it names: "列入|" for "列入拟支持项目名单", the name said whole)
        bare = self.doc.text[at : c.end]
        for m in sorted((m for m in c.entities if m.start >= at), key=lambda m: -m.start):
            bare = bare[: m.start - at] + "|" + bare[m.end - at :]
        own = grams(without_values(bare), self.doc.lang) - _FILLER_UNITS
        bare_act = own or act
        # ("试点仓库员工培训也已完成" beside the material's "项目组已完成两个试点仓库的需求调研": the project's own name
        # is shared by every clause about it; the other things the clause names must be the material's clause's too)
        project = {p.subject for f in self.ctx.facts.facts for p in f.parts if p.type in ("period", "scope")}
        named = ids - project
        if any(
            ids & {m.id for m in o.entities}
            and (not named or named & {m.id for m in o.entities})
            and (
                o.has("done")
                # (a completion the material plans is no report: "施工单位招标计划于2026年8月10日前完成")
                and (plans or not (o.has("planned") or o.has("predicted")))
                and bare_act <= grams(o.text, self.source.lang)
                # ("省基金已要求两县合并申报" for "2026年5月20日，省基金要求青岚县与白溪县两县合并申报": most of its
                # words)
                or bool(own)
                # (the act's last word among the material's: "补好了" is not "缺少费用测算明细")
                and (self.doc.lang != "zh" or re.sub(r"[|\W_了过啦]+$", "", bare)[-2:] in o.text)
                and self._reported_on_its_day(o)
                # (denied in both or in neither: "本县单独申请已不再受理" for "…通知本县单独申请不再受理")
                and o.has("negation") == c.has("negation")
                and len(own & grams(o.text, self.source.lang)) >= 0.6 * len(own)
            )
            for o in self.source.clauses
        ):
            return True
        # "东湾村已通镇区自来水管网" (the material: "东湾村已于去年接入镇区自来水管网"): the things it names, all named
        # in one done clause of the material, joined by a verb of one or two characters of its own
        rest = self.doc.text[at : c.end]
        for m in sorted((m for m in c.entities if m.start >= at), key=lambda m: -m.start):
            rest = rest[: m.start - at] + rest[m.end - at :]
        rest = re.sub(r"[\W_]+|^(已经?|已于)", "", rest)
        return (
            self.doc.lang == "zh"
            and not strict
            and 0 < len(rest) <= 2
            and any(o.has("done") and ids <= {m.id for m in o.entities} for o in self.source.clauses)
        )

    def _things_of_done(self, event: str) -> set[str]:
        """The things the material's sentences reporting ``event`` done name."""
        sents = self.source.sentences()
        return {
            x.id
            for o in self.source.clauses
            if any(e.id == event and modality(self.ctx.lex, o, e) == "done" for e in o.events)
            for y in sents.get(o.sentence, ())
            for x in y.entities
        }

    def _words_of_done(self, event: str, words: str) -> float:
        """How much of ``words`` (what the clause says was done, "施工图设计") the material's sentences reporting
        ``event`` done say; 1.0 where there is nothing of its own to say."""
        mine = grams(without_values(strip_label(words)), self.doc.lang) - _FILLER_UNITS
        if len(mine) < 2:
            return 1.0
        sents = self.source.sentences()
        theirs: set[str] = set()
        for o in self.source.clauses:
            if any(e.id == event and modality(self.ctx.lex, o, e) == "done" for e in o.events):
                theirs |= grams(" ".join(x.text for x in sents.get(o.sentence, ())), self.source.lang)
        return len(mine & theirs) / len(mine)

    def _reported_on_its_day(self, o: Clause) -> bool:
        """A clause of the material that reports a step on the day its sentence opens with, neither planned nor denied
        nor waiting on a condition ("2026年3月2日，本项目被列入省交通运输厅拟支持项目名单")."""
        if any(o.has(k) for k in ("planned", "predicted", "cond_context", "condition")):
            return False
        sent = self.source.sentences().get(o.sentence, ())
        first = [x for x in sent if x.start <= o.start][:1]
        return any(v.kind == "date" and v.value[2] is not None for x in (*first, o) for v in x.values)

    def _dated_step_of_source(self, c: Clause, row: bool = False) -> bool:
        """The clause's days are each given by a sentence of the material that shares two of its words (its values,
        claim words and fillers left out): that sentence's step, on its day. With ``row``, a bare state cell of a
        table row read with its row ("| 省级专家评审 | 已通过 | 2026.2.26 |")."""
        scope = [c]
        if row:
            if (
                c.entities
                or len(re.findall(r"[A-Za-z]+", c.text)) > 3
                or len(re.findall(r"[\u4e00-\u9fff]", c.text)) > 6
            ):
                return False
            if not self._table_row(c):
                return False
            scope = [o for o in self.body if o.sentence == c.sentence]
        days = [v for o in scope for v in o.values if v.kind == "date" and v.value[2] is not None]
        if not days or self.doc.lang != self.source.lang:
            return False
        mine = set().union(*(_units(without_values(o.text), self.doc.lang) for o in scope)) - _FILLER_UNITS
        for v in days:
            if not any(
                # (a day the material plans something for is no step taken: "A public information evening is
                # planned at Otterbridge library on 14 May 2026")
                any(
                    self.ctx.in_source_value(v, x) and not (o.has("planned") or o.has("predicted"))
                    for o in sent
                    for x in o.values
                )
                # (two shared words, or all of a clause that has fewer: "5月12日又交上去了" for "于2026年5月12日重新
                # 提交")
                and len(mine & _units(without_values(self.source.sentence_text(i)), self.source.lang))
                >= min(2, max(len(mine), 1))
                for i, sent in self.source.sentences().items()
            ):
                return False
        return True

    def _on_the_done_day(self, c: Clause) -> bool:
        """The clause's only dates are the day a modality fact's completed part was done (its own day, not a month),
        and it names no act the material plans: the completed step, said in other words."""
        dates = [v for v in c.values if v.kind == "date" and v.value[2] is not None]
        if not dates or any(v.kind != "date" and not self.ctx.in_source(v) for v in c.values):
            return False
        planned = {
            e
            for f in self.ctx.facts.facts
            for p in f.parts
            if p.type == "modality" and p.value.get("modality") == "planned"
            for e in p.events()
        }
        if any(m.id in planned for m in c.events):
            return False
        days = list(self.ctx.done_days) + self._decision_days
        return all(any(v.value[1:] == d[1:] and v.value[0] in (None, d[0]) for d in days) for v in dates)

    @functools.cached_property
    def _decision_days(self) -> list[tuple]:
        """The days the material gives a status fact's decision in the fact's own paragraphs ("在3月19日的下一次评审会
        上，本申请审议通过"), where the answer does not distort that fact: "到3月19号再开会就过了" says it again.
        (Read once per answer: the facts' grades, and so the distorted statuses, are settled before the additions.)"""
        from harness.grade.condition import _fact_sources

        out = []
        sents = self.source.sentences()
        for f in self.ctx.facts.facts:
            for p in f.parts:
                if p.type != "status" or p.value.get("event") in self.ctx.distorted_status_events:
                    continue
                own = _fact_sources(self.ctx, p)
                out += [
                    v.value
                    for o in self.source.clauses
                    if o.line in own and o.status and o.status[0] == p.value.get("status")
                    for x in sents.get(o.sentence, ())
                    for v in x.values
                    if v.kind == "date" and v.value[2] is not None
                ]
        return out

    def _aside_said_again(self, c: Clause) -> bool:
        """A bracketed Chinese aside of one act said done ("（流标了）", "（申请时为96万元，已核减）") whose words,
        the done word left out, a clause of the material reports with no plan around them ("施工招标…两次流标"): the
        material's event, named again."""
        before = self.doc.text[self.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
        inside = before.count("（") + before.count("(") > before.count("）") + before.count(")")
        if self.doc.lang != "zh" or c.values or not inside:
            return False
        core = re.sub(r"[\W_]|了|过|已经?|都|也", "", c.text)
        return 2 <= len(core) <= 6 and any(
            # (将 of the object, "将补助比例由…核减为…", is no plan)
            core in o.text and not re.search(r"计划|拟|预计|准备|打算|将于|将要|将在|即将", o.text)
            for o in self.source.clauses
        )

    def _done_said_again(self, c: Clause) -> bool:
        """A completion the material reports, said again in other words: a thing and a date of one of its done
        sentences, with no value the material lacks."""
        dates = [v for v in c.values if v.kind == "date"]
        if not dates or not all(self.ctx.in_source(v) for v in c.values):
            return False
        ids = c.entity_ids() | set(c.carried)
        if not ids:
            # "The application was lodged on 21 July 2026, but … the licence has not been granted" (the material:
            # "The authority applied for the licence on 21 July 2026"): the thing its sentence names, to the day
            ids = {m.id for o in self.body if o.sentence == c.sentence for m in o.entities}
            if not ids and re.match(
                r"\W*(?:(?:they|it|these|this|those)\b|该项?|其(?![中他余实次])|它们)", c.text, re.I
            ):
                # "…have been completed; they took place on 27 March 2026": the pronoun's things come before
                ids = {m.id for o in self.body if o.sentence == c.sentence - 1 and o.line == c.line for m in o.entities}
            dates = [v for v in dates if v.value[2] is not None]
        return any(
            ids & things and any(self.ctx.in_source_value(v, s) for v in dates for s in theirs if s.kind == "date")
            for things, theirs in self.source_done_dated
        )

    def _end_said_again(self, c: Clause) -> bool:
        """ "此前2月26日的暂缓审议是因为缺少材料，3月10日补齐后已经结束" where the material says
        "此前的暂缓审议已经结束": an act the sentence names before the clause, said ended in the word a clause of the
        material says of that act, with no value the material lacks."""
        end = _ENDED.search(c.text)
        if end is None or not all(self.ctx.in_source(v) for v in c.values):
            return False
        acts = {m.id for o in self.body if o.sentence == c.sentence and o.start <= c.start for m in o.events}
        return any(
            acts & {m.id for m in o.events}
            and end.group(1).lower() in o.text.lower()
            and not any(o.has(k) for k in ("planned", "predicted", "negation"))
            for o in self.source.clauses
        )

    def _row_dated_as_in_source(self, c: Clause, m: Mention) -> bool:
        """A table row that dates the act in another cell as a sentence of the material dates it, and the material
        does not plan it ("| 项目推进会 | 4月22日 | 已召开 |" for "4月22日，县卫健委召开项目推进会")."""
        if not self._table_row(c):
            return False
        dates = [v for o in self.body if o.sentence == c.sentence for v in o.values if v.kind == "date"]
        if not dates or not all(self.ctx.in_source(v) for v in dates):
            return False
        for sent in self.source.sentences().values():
            acts = [(o, e) for o in sent for e in o.events if e.id == m.id]
            if not acts or any(modality(self.ctx.lex, o, e) in ("planned", "predicted") for o, e in acts):
                continue
            if any(self.ctx.in_source_value(d, x) for d in dates for o, e in acts for x in self._source_dates_of(o, e)):
                return True
        return False

    def _row_act_dated_as_in_source(self, c: Clause) -> bool:
        """A cell of a table row whose act (in any of its cells) is dated as a sentence of the material dates it
        ("| 补充材料后重新提交 | 已提交 | 2026.1.16 |"): the row reports the material's own step. Only a bare state
        cell, naming nothing ("union has agreed there will be no job losses" is a claim of its own)."""
        if c.entities or len(re.findall(r"[A-Za-z]+", c.text)) > 3 or len(re.findall(r"[\u4e00-\u9fff]", c.text)) > 6:
            return False
        return self._table_row(c) and any(
            self._row_dated_as_in_source(o, e) for o in self.body if o.sentence == c.sentence for e in o.events
        )

    def _source_dates_of(self, o: Clause, e: Mention) -> list[Value]:
        """The date a clause of the material gives its act: in the act's own clause, else in a clause with no act
        before it in its sentence ("4月22日，县卫健委召开项目推进会")."""
        d = _date_of_act(o, e)
        if d is not None:
            return [d]
        sent = self.source.sentences().get(o.sentence, ())
        before = [x for x in sent if x.end <= o.start and not x.events]
        got = [v for x in before for v in x.values if v.kind == "date"][-1:]
        if got:
            return got
        # "The food bank sent the second quote, from Coldline Systems, on 28 January 2027": the act's date in the
        # clauses after it, before the next act
        for x in sent:
            if x.start < o.end:
                continue
            if x.events:
                break
            dates = [v for v in x.values if v.kind == "date"]
            if dates:
                return dates[:1]
        return []

    def _dated_as_in_source(self, c: Clause, m: Mention) -> bool:
        """The clause dates the act as a clause of the material dates it, and the material does not plan it there
        ("was pulled on 5 October … and went back in on 19 October" for "withdrawn on 5 October 2026 … and
        resubmitted on 19 October 2026"): the material's history in other words."""
        if not all(self.ctx.in_source(v) for v in c.values):
            return False
        mine = _date_of_act(c, m)
        if mine is None:
            return False
        # ("signed it off" where the sample gives "signed off" to the approval and to the certificate: either act)
        said = re.sub(r"\s+(?:it|them|this|that|these|those)\b", "", m.text.lower())
        same = {m.id} | {k for k, aliases in self.ctx.facts.events.items() if said in (a.lower() for a in aliases)}
        if any(
            e.id in same
            and modality(self.ctx.lex, o, e) not in ("planned", "predicted")
            and any(self.ctx.in_source_value(mine, theirs) for theirs in self._source_dates_of(o, e))
            for o in self.source.clauses
            for e in o.events
        ):
            return True
        # "可研报告已于2026年11月18日通过专家评审" for "…已于2026年11月18日通过县发展改革委组织的专家评审": the act's
        # words in a done clause of the material with that date, other words between
        act = grams(m.text, self.doc.lang)
        if bool(act) and any(
            o.has("done")
            and len(act & grams(o.text, self.source.lang)) >= 0.6 * len(act)
            and any(self.ctx.in_source_value(mine, x) for x in o.values)
            for o in self.source.clauses
        ):
            return True
        # "the decision to apply was taken at our annual general meeting on 16 March 2026" for "The choir decided to
        # apply … at its annual general meeting on 16 March 2026": the rest of the clause is a past clause of the
        # material on that day, the act's word said as its noun
        rest = grams(without_values(c.text), self.doc.lang) - act - _PRONOUN_UNITS
        return len(rest) >= 3 and any(
            not (o.has("predicted") or o.has("negation"))
            # (a plan that was decided on the day is that day's act: "decided to apply … on 16 March 2026")
            and all(re.fullmatch(r"(?:decided|agreed|resolved|voted) to|决定", w[2], re.I) for w in o.marks["planned"])
            and any(self.ctx.in_source_value(mine, x) for x in o.values if x.kind == "date")
            and len(rest & grams(without_values(o.text), self.source.lang)) >= 0.75 * len(rest)
            for o in self.source.clauses
        )

    def _done_counted_again(self, c: Clause) -> bool:
        """ "Clinical Engineering has counted and listed all seven scanners" (the material: "Clinical Engineering has
        completed an inventory of the 7 scanners"): two things and the figure of a done sentence, with no date and
        no value the material lacks."""
        figures = [v for v in c.values if v.kind in ("count", "amount")]
        if not figures or any(v.kind == "date" for v in c.values) or not all(self.ctx.in_source(v) for v in c.values):
            return False
        ids = c.entity_ids() | set(c.carried)
        # "14 research groups have signed up": the count is the thing itself (not "两个仓库", a pair named in passing)
        counted = any(v.kind == "count" and v.unit and float(v.value) >= 3 for v in figures)
        return any(
            len(ids & things) >= (1 if counted else 2)
            and any(
                s.kind in ("count", "figure", "amount") and same_number(s.value, v.value)
                for v in figures
                for s in theirs
            )
            for things, theirs in self.source_done_dated
        )

    def _said_again(self, c: Clause) -> bool:
        """ "…; this requirement cannot be waived": the rule the sentence before states (a required fact), said
        again about it."""
        return bool(_ANAPHOR.match(self.doc.sentence_text(c.sentence))) and any(
            o.text in self.ctx.hit_clauses for o in self.body if o.sentence == c.sentence - 1
        )

    def _denied_of_its_things(self, c: Clause, word: str = "") -> bool:
        """A clause of the material names every thing the clause names and denies its act, reporting nothing done
        ("因排水管网迁改方案与燃气管线走向冲突未能确定")."""
        ids = {m.id for m in c.entities}
        if not ids or c.has("negation"):
            return False
        for o in self.source.clauses:
            # ("省财政厅已于7月受理资金申请" where "资金申请须另行报省财政厅审批；…省财政厅尚未受理": the things
            # named in its sentence, the doer in the clause)
            around = {m.id for x in self.source.sentences()[o.sentence] for m in x.entities}
            # ("The group has placed no order with Tidewright Trailers": the verb denied by "no" before its object)
            object_denied = re.search(r"\b(\w{4,})\s+(?:no|not any)\s+\w", o.text)
            if not (ids & {m.id for m in o.entities} and ids <= around) or o.has("done") and not object_denied:
                continue
            first = self.source.sentences()[o.sentence][0]
            if re.match(
                r"\W*(?:另\s*[:：]\s*)?(?:同批|同一批次?|同期|同轮|同一轮)", first.text
            ) or ANOTHER_OF_ITS_KIND.search(self.source.text[first.start : o.start]):
                continue  # ("同批申报的…项目公示期内未收到异议": another applicant's)
            # the denied verb is the clause's own ("未能确定" and "已于9月确定")
            for m in re.finditer(
                r"(?:未能|尚未|未|没有|没)([\u4e00-\u9fff]{2})|\b(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(\w{4,})",
                o.text,
            ):
                verb = m.group(1) or m.group(2)[:5]
                # (the act's own word, where one is given: "withheld pending submission of the consents" is no
                # submission said done)
                if verb and verb.lower() in (word or c.text).lower():
                    return True
            if object_denied and object_denied.group(1)[:5].lower() in (word or c.text).lower():
                return True
        return False

    def _duty_said_done(self, word: str, c: Clause) -> bool:
        """The perfect of a verb ("has issued") that the material uses only in the present, right after a party it
        names as a doer of this clause's things ("the Wend Navigation Trust issues the works licence"): a duty."""
        m = re.search(r"\b(has|have|had)\s+(already\s+)?([a-z]{3,}?)(e?d)\s*$", word, re.I)
        if m is None or self.doc.lang != "en" or self.source.lang != "en":
            return False
        stem = m.group(3)
        mine = c.entity_ids()
        for f in re.finditer(rf"\b{stem}e?d\b", self.source.text, re.I):
            where = next((o for o in self.source.clauses if o.start <= f.start() < o.end), None)
            if where is not None and mine & where.entity_ids():
                return False  # the material says it done of these things ("issued"): judged by what it says there
        for f in re.finditer(rf"\b{stem}e?s\b", self.source.text, re.I):
            where = next((o for o in self.source.clauses if o.start <= f.start() < o.end), None)
            if where is None or not mine & where.entity_ids():
                continue
            if self._duty_of_party(f.start(), where):
                return True
        return False

    def _duty_said_done_zh(self, word: str, c: Clause) -> bool:
        """ "桂香物业服务中心已完成厨房电路增容改造" where the material's list of who does what says "桂香物业服务中心
        负责厨房电路增容改造" and never says it done: a duty, reported done (the Chinese of :meth:`_duty_said_done`)."""
        if self.doc.lang != "zh" or self.source.lang != "zh":
            return False
        at = c.text.find(word)
        act = re.sub(r"[了的。\s]+$", "", c.text[at + len(word) :]) if at >= 0 else ""
        mine = grams(act, "zh")
        if len(act) < 4 or not mine:
            return False
        for f in re.finditer(r"负责([^，。；,;]{2,30})", self.source.text):
            if len(mine & grams(f.group(1), "zh")) / len(mine) < 0.7 or not self._in_duty_list(f.start()):
                continue
            # (unless the material says that act done somewhere: "已完成厨房电路增容改造")
            done = self.ctx.lex.words["done"]
            if any(
                done.search(o.text) and len(mine & grams(o.text, "zh")) / len(mine) >= 0.7 and "负责" not in o.text
                for o in self.source.clauses
            ):
                return False
            return True
        return False

    def _duty_of_party(self, at: int, where: Clause) -> bool:
        """The material's verb at ``at`` comes right after a party it names (no comma between), in its list of who
        does what: a duty of that party, still to be done."""
        return self._in_duty_list(at) and any(
            x.id in self._parties() and x.end <= at and not re.search(r"[,;，；]", self.source.text[x.end : at])
            for x in where.entities
        )

    def _in_duty_list(self, at: int) -> bool:
        """The material's paragraph at ``at`` is a list of who does what ("Responsibilities: the club secretary handles
        …; the Wend Navigation Trust issues the works licence; …"): a label of duties, or three segments or more."""
        line = next((o.line for o in self.source.clauses if o.start <= at < o.end), None)
        if line is None:
            return False
        para = [o for o in self.source.clauses if o.line == line]
        text = self.source.text[para[0].start : para[-1].end]
        return bool(_DUTY_LIST_LABEL.search(text)) or text.count(";") + text.count("；") >= 2

    def _material_act(self, word: str, c: Clause | None = None) -> bool:
        """ "the grant has been extended" where the letter itself "extends the original end date": the act the
        material performs by being issued (extend, amend, renew, confirm), in the present tense there."""
        m = re.search(rf"\b({_LETTER_ACTS})(ed)?\s*$", word, re.I)
        if m is not None:
            return bool(re.search(rf"\b{m.group(1)}s\b", self.source.text, re.I))
        # "has issued a notice" where the notice "issues" itself; "has selected Coldharbour in the tender" where
        # "the contractor selected in the tender is Coldharbour": the material's own act or its result, said in
        # the perfect; never a form the material puts under a plan or a negation ("to be selected", "not yet")
        m = re.search(r"\b(has|have|had)\s+(already\s+)?([a-z]{3,}?)(e?d)\s*$", word, re.I)
        if m is None:
            return False
        stem, done = m.group(3), m.group(3) + m.group(4)
        mine = c.entity_ids() if c is not None else set()
        for f in re.finditer(rf"\b({stem}e?s|{done})\b", self.source.text, re.I):
            before = self.source.text[max(f.start() - 30, 0) : f.start()]
            if re.search(
                r"\b(to be|will|shall|would|be|not|yet|planned|scheduled|expected|once|after|if)\s+$", before, re.I
            ):
                continue
            # ("the Wend Navigation Trust issues the works licence" in the material's list of who does what: a duty
            # of a party it names, still to be done, not the material's own act)
            where = next((o for o in self.source.clauses if o.start <= f.start() < o.end), None)
            if where is not None and f.group(0).lower().endswith("s") and self._duty_of_party(f.start(), where):
                continue
            # about the same things: "Bids received after that date" says nothing of expressions of interest
            at = next((o.sentence for o in self.source.clauses if o.start <= f.start() < o.end), None)
            theirs = {i for o in self.source.clauses if o.sentence == at for i in o.entity_ids()}
            if c is None or mine & theirs:
                return True
        return False

    def _row_participle(self, c: Clause) -> bool:
        """A status cell of a table row that opens with the past participle of an act ("| Performance bond | Lodged
        by Brackenfold |", "| Driver training plan | Signed off |"): a report that the act is done, of the row's
        thing. The material must report that act done of that thing (named by an entity, or by most of the label's
        words); else it is an unsupported report of progress. True when the cell was judged (flagged or not)."""
        if self.doc.lang != "en" or not self._table_row(c) or c.is_label:
            return False
        m = next((e for e in c.events if not self.doc.text[c.start : e.start].strip(" *_")), None)
        if m is not None and re.fullmatch(r"done|completed?|finished", m.text, re.I):
            # "| 22 June 2027 | All landowner access agreements signed | Done |": the act of the row's other cells,
            # which the material must report done
            start = self.doc.text.rfind("\n", 0, c.start) + 1
            row = [o for o in self.body if start <= o.start < c.start]
            acts = [e for o in row for e in o.events]
            if acts:
                if not any(e.id in self.source_done or e.id in self.ctx.status_events for e in acts):
                    self.add("progress", m.text, c)
                return True
            if any(o.status and o.status[0] in self.source_status for o in row):
                return True  # "| 14 April 2027 | Awards panel decision (conditional) | Done |": the decision made
            if {i for o in row for i in o.entity_ids()} & self.done_subjects:
                return True  # "| Kingsgate container store | Completed | 2026-05-07 |": the thing a fact reports done
        if m is None or not re.fullmatch(
            r"(?:[A-Za-z]+(?:ed|en|wn)|done|held|made|built|sent|paid)(?: (?:off|out|up|in))?", m.text, re.I
        ):
            return False
        if self.doc.text[max(0, c.start - 1) : c.start] in ("(", "（") and re.match(
            r"(?:paid|funded|financed|covered|met|bought)\s+(?:for\s+)?(?:from|by|out of|through|via|with)\b",
            self.doc.text[m.start : c.end],
            re.I,
        ):
            return True  # "refrigerated delivery van (paid from own reserves)": how the thing is paid, nothing done
        if c.status and any(
            p.type == "status" and p.value.get("event") == m.id and p.value.get("status") == c.status[0]
            for f in self.ctx.facts.facts
            for p in f.parts
        ):
            return True  # "| Approval | approved (condition met) |": the status fact's own state, as the fact gives it
        # ("| First full deployment drill | Planned | Oct 2026 |": a participle of a state to come, nothing done)
        if re.fullmatch(
            r"planned|scheduled|proposed|intended|expected|pencil+ed(?: in)?|earmarked|postponed|deferred|delayed"
            r"|suspended|awaited|requested",
            m.text,
            re.I,
        ):
            return False
        if c.has("condition") or re.search(r"\b(only|unless|until|if|once|must|may|can)\b", c.text, re.I):
            return False  # "| Updates | installed only with Clinical Engineering's written approval |": a rule
        cell = self.doc.text[self.doc.text.rfind("|", 0, c.start) + 1 : c.start]
        if re.search(r"\bper\s+[^,;.|]{1,40},\s*$", cell, re.I):
            return True  # "| Cost per stand | GBP 1,450 per covered two-bike stand, fitted |": what the price includes
        line_start = self.doc.text.rfind("\n", 0, c.start) + 1
        cells = [x.strip(" *_") for x in self.doc.text[line_start : c.start].split("|")]
        label = next((x for x in cells if x), "")
        if not label:
            return False
        dates = [v for v in c.values if v.kind == "date"]
        if (
            dates
            and re.fullmatch(r"submitted|lodged|filed|sent(?: in| off)?|made", m.text, re.I)
            and re.search(r"\b(?:application|request|bid|claim|proposal)s?\b", label, re.I)
            and any(
                APPLYING.search(self.source.sentence_text(i))
                for i, sent in self.source.sentences().items()
                if any(self.ctx.in_source_value(v, sv) for v in dates for o in sent for sv in o.values)
            )
        ):
            return True  # "| Application | Submitted 3 March 2026 |" for "On 3 March 2026 the choir asked the fund for"
        # the row's thing, or the cell's own ("| Larkfield Transit Authority | held the site visit for bidders |")
        if self._dated_as_in_source(c, m):
            return (
                True  # "| Co-funding application | lodged 07.09.2026, withdrawn 05.10.2026 |": the material's history
            )
        things = {e.id for o in self.body if line_start <= o.start <= c.start for e in o.entities}
        mine = grams(without_values(label), self.doc.lang)
        lex = self.ctx.lex
        for o in self.source.clauses:
            if id(o) in self._ahead:
                continue
            for e in o.events:
                if e.id != m.id:
                    continue
                said = modality(lex, o, e)
                done = (
                    said == "done"
                    or (
                        # "| Heritage consent | Refused |": the decision the material reports, of the row's thing
                        o.status is not None and o.status[0] in ("approved", (c.status or ("",))[0])
                    )
                    # "On 9 June 2026 the grants officer recommended approval": a past verb on its day
                    or said is None
                    and re.fullmatch(r"[a-z]+ed", e.text) is not None
                    and any(v.kind == "date" for v in o.values)
                )
                if not done:
                    continue
                sent = self.source.sentence_text(o.sentence)
                if things & o.entity_ids() or mine and len(mine & grams(sent, self.source.lang)) / len(mine) >= 0.5:
                    return True
        if re.fullmatch(r"done|completed?|finished", m.text, re.I) and mine:
            # "| Unspent part repaid (£1,150) | Done |": a bare "done" under a label whose act the material reports in
            # the past, of most of the label's words ("the committee repaid the unspent part of the grant")
            past = {w.lower() for w in _PAST.findall(label)}
            for i in self.source.sentences() if past else ():
                sent = self.source.sentence_text(i)
                if len(mine & grams(sent, self.source.lang)) / len(mine) >= 0.6 and past <= {
                    w.lower() for w in re.findall(r"[A-Za-z]+", sent)
                }:
                    return True
        self.add("progress", m.text, c)
        return True

    def _table_row(self, c: Clause) -> bool:
        line = self.doc.text[self.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
        return line.lstrip().startswith("|")

    def _names_another_thing(self, c: Clause, word: str) -> bool:
        """A clause carrying a completed thing that names, in words of its own, another thing of the material
        ("需求调研已完成，现场培训也已于2月初完成", where 现场培训 is a budget item): not the completion said again."""
        if self.doc.lang != self.source.lang:
            return False
        carried = set(c.carried) & self.done_subjects
        names = " ".join(a for e in carried for a in self.ctx.facts.entities.get(e, ()))
        told = " ".join(
            s for s in _source_sentences(self.source) if any(a in s for a in names.split(" ") if len(a) >= 2)
        )
        mine = grams(without_values(strip_label(c.text)), self.doc.lang) - grams(word, self.doc.lang)
        extra = mine - grams(names, self.doc.lang) - grams(told, self.source.lang)
        # (what the material reports done anywhere is said again, not invented)
        extra = extra - {x for g in self.source_done_grams for x in g}
        return len(extra & grams(self.source.text, self.source.lang)) >= 2

    def _cell_restates_done(self, c: Clause, word: str) -> bool:
        """A table cell whose own words (two content units at least), the done word aside, are all those of one
        sentence of the material that reports something done, with no value the material lacks."""
        mine = grams(without_values(strip_label(c.text)), self.doc.lang) - grams(word, self.doc.lang)
        return (
            len(mine) >= 2
            and all(self.ctx.in_source(v) for v in c.values)
            and any(mine <= g for g in self.source_done_grams)
        )

    def _restates_done(self, text: str, threshold: float, word: str) -> bool:
        """The clause restates a sentence of the source that itself reports something done: what was done (the
        clause without its completion words) is found there ("was sent to the finance board" restates "was
        submitted to the finance board"; "staff training has been completed" restates nothing)."""
        mine = grams(without_values(text), self.doc.lang) - grams(word, self.doc.lang)
        # a bare "Completed" cell or "合同已签订": judge the whole sentence it sits in (not a clause that names two
        # things of its own: "and the paint has already been ordered from the supplier" after the material's step)
        if (
            len(mine) < (2 if self.doc.lang == "en" else 3)
            or len(mine) == 2
            and mine <= grams(self.source.text, self.source.lang)
        ):
            mine = grams(without_values(strip_label(self._context or text)), self.doc.lang)
            if not mine:
                return True
        return any(len(mine & g) / len(mine) >= threshold for g in self.source_done_grams)

    def _first_of(self, sentence: int) -> Clause:
        return next(
            (o for o in self.body if o.sentence == sentence and not o.is_label),
            next(o for o in self.body if o.sentence == sentence),
        )

    def states_fact(self, c: Clause) -> bool:
        """The clause, or a clause of its sentence, states or distorts a required fact (those are the fact's)."""
        return any(o.text in self.ctx.hit_clauses or id(o) in self.skip for o in self.body if o.sentence == c.sentence)

    def _plans_the_excluded(self, c: Clause, things: set[str]) -> bool:
        """A clause of the material plans something for one of ``things`` (what the scope leaves out) in a plan of
        its own, denying nothing but its date, and the answer's clause gives no value the material lacks."""
        if not things or not all(self.ctx.in_source(v) for v in c.values):
            return False
        # (and a word of the plan besides the names: "二期", not "仍按原有渠道安排" for "2027年起将…试点送餐上门")
        mine = grams(without_values(c.text), self.doc.lang) - {
            g for m in c.entities if m.id in things for g in grams(m.text, self.doc.lang)
        }
        return any(
            o.entity_ids() & things
            and o.marks.get("planned")
            and not _DENIES.search(_UNDATED.sub(" ", o.text))
            and bool(mine & grams(without_values(o.text), self.source.lang))
            for o in self.source.clauses
        )

    def prediction(self, c: Clause) -> None:
        """A prediction or a plan that no plan of the material matches ("预计两周内获批", "is likely to be
        approved", "试点成功后将推广至…")."""
        lex = self.ctx.lex
        predicted_words = c.marks.get("predicted", [])
        for m in c.events:
            if self._names_its_outcome(m):
                continue  # "上线时间也可能随审批结果调整": the approval's outcome named, no approval foretold
            if self._scheduled_in_source(c, m):
                continue  # "A decision is expected at the board's meeting on 11 February 2027": the material's date
            if (
                m.id in self.ctx.status_events
                and m.id not in self.ctx.distorted_status_events
                and not m.negated
                and (modality(lex, c, m) == "predicted" or predicted_words and (c.status or ("",))[0] != "pending")
            ):
                if "predicted" not in self.source_marks:
                    self.add("prediction", m.text, c)
                    return
        for start, end, word in predicted_words:
            if re.match(r"as soon as\b", self.doc.text[max(start - 3, 0) : end + 3], re.I):
                continue  # a conjunction ("may be switched off as soon as … is running"), not a prediction
            if re.match(r"(?:是|有)?(?:假的|不实|虚假|造假|有问题|弄虚作假)", self.doc.text[end : end + 6]):
                continue  # "报告可能是假的": a suspicion the material reports (涉嫌不实), no forecast
            if re.match(r"(hop|expect|anticipat)", word, re.I) and re.search(
                r"\bthan\s+(?:[\w'’]+\s+){0,3}$", self.doc.text[max(c.start, start - 40) : start], re.I
            ):
                continue  # "a smaller sum than the council hoped for": a comparison with a hope, no forecast
            if (
                word.lower().startswith("should")
                # (the dates after "should": "Millbrook in October, which should shorten desk queues" foretells)
                and any(v.start >= end for v in c.values)
                and all(self.ctx.in_source(v) for o in self.body if o.sentence == c.sentence for v in o.values)
            ):
                continue  # "The buses should arrive between 1 September 2027 and 31 January 2028": the material's dates
            if re.fullmatch(r"(?i)expected|anticipated|projected", word) and _ATTRIBUTIVE.match(self.doc.text[end:]):
                continue  # "Safety rule and expected benefit": a heading's noun phrase, no forecast of its own
            if any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.line == c.line) and (
                c.status or _DECISION_WORD.search(c.text)
            ):
                continue  # "approved in principle. … formal confirmation is expected on 7 May": the wrong status's own
            # (or in the forecast's own words: "which should shorten desk queues")
            beyond = self._predicts_beyond(c, end) or bool(_EFFECT.search(word))
            # "With the survey done, most eligible premises are likely to be connected well before the end of 2028":
            # a clause of its own, with a value, beside the one that states the fact
            apart = (
                c.text not in self.ctx.hit_clauses
                and not any(id(o) in self.skip for o in self.body if o.sentence == c.sentence)
                # a date, or a time said in words ("residents should see the first new trees before Christmas")
                and (any(v.kind == "date" for v in c.values) or bool(_TIME_WORDS.search(c.text)))
            )
            if self.states_fact(c) and not beyond and not apart:
                continue
            planned_event = not beyond and any(
                e.id in self.source_planned or self._scheduled_in_source(c, e) for e in c.events
            )
            # "The appeal is likely to succeed": the outcome of a thing the material says is still pending
            outcome_of_pending = bool(
                re.search(
                    r"\b(succeed\w*|success\w*|win|won|be upheld|be approved|be granted|pass|be accepted|go through)\b"
                    r"|成功|获批|通过|批下来",
                    c.text,
                    re.I,
                )
            ) and any(given == "pending" for e in c.entities for given, _ in self.ctx.source_statuses().get(e.id, ()))
            claim = bool(
                outcome_of_pending
                or c.values
                or c.events
                or c.status
                or _TIME_WORDS.search(c.text)
                or _EFFECT.search(c.text)
                and word.lower() not in ("可能", "may", "could", "或将")
            )
            nxt = next((o for o in self.body if o.sentence == c.sentence and o.start >= c.end), None)
            if (
                not claim
                and nxt is not None
                and re.search(r"(之?后|以后|时|之前)$", c.text)
                and (_EFFECT.search(nxt.text) or nxt.values)
                and restates(nxt.text, self.source) < 0.6
            ):
                # "预计改造完成后，全区学生近视新发率可下降两成左右": the forecast's lead, then what it foretells
                self.add("prediction", word, nxt)
                return
            # ("The Ferncroft Community Foundation is expected to reconsider the garden application in the autumn":
            # the material's names, the forecast and its time its own, where the material forecasts nothing)
            # (or the material's words with a time of its own: "The club expects to register as a charity by autumn
            # 2026" where the material says only that the club is no registered charity)
            when = _TIME_WORDS.search(c.text)
            foretold = (
                claim
                and "predicted" not in self.source_marks
                and when is not None
                and (
                    restates(without_values(_without_names(c.text, c, c.start)), self.source) < 0.3
                    or when.group(0).split()[-1].lower() not in self.source.text.lower()
                )
            )
            if claim and not planned_event and (restates(c.text, self.source) < (1.01 if beyond else 0.6) or foretold):
                if beyond and "predicted" in self.source_marks and restates(c.text, self.source) >= 0.6:
                    continue
                self.add("prediction", word, c)
                return
        # a sentence that states a required fact is the fact's, except a plan for what the scope leaves out in a
        # clause of its own ("Planned: contract award in April 2027; Lot C will be re-tendered in April 2027")
        own = c.text not in self.ctx.hit_clauses and id(c) not in self.skip
        stated = self.states_fact(c)
        for a, _, word in c.marks.get("planned", []):
            if (
                lex.lang == "en"
                and re.fullmatch(r"planned|proposed|intended|scheduled", word, re.I)
                and re.search(r"\b(?:the|our|its|their|this|your)\s+$", self.doc.text[max(c.start, a - 8) : a], re.I)
                and (thing := re.match(r"\s+((?:[\w'’-]+\s+){0,3}[\w'’-]+)", self.doc.text[a + len(word) : c.end]))
                and not c.values
                and restates(thing.group(1), self.source) >= 0.99
            ):
                continue  # "a short brief on the planned kiosk pilot": the material's thing, named with its state
            if (
                lex.lang == "zh"
                and word in ("安排", "计划", "打算")
                and not re.sub(r"[\W_]", "", self.doc.text[a + len(word) : c.end])
            ):
                continue  # "一文看懂云岫仓储试点安排": the noun ending a title, no plan of its own
            before = self.doc.text[c.start : a]
            excluded = {
                x
                for f in self.ctx.facts.facts
                for p in f.parts
                if p.type == "scope"
                for x in p.value.get("exclude", ())
            }
            ids = c.entity_ids()
            relative = bool(re.match(r"\W*(which|who)\s+$", before, re.I))
            if relative:
                # "…, and so is the fishing harbour basin, which will be added to the contract next year": the
                # relative clause says it of the thing before it
                prev = [o for o in self.body if o.sentence == c.sentence and o.end <= c.start]
                ids = ids | (prev[-1].entity_ids() if prev else set())
            # "Resolved: … 3. that Kirkby Staithe and Hallowfield will be considered …": a list item's opening
            # "that" carries the resolution's content, no subordinate clause
            lead = re.sub(r"^[\s\d.)*•-]*that\s+", "", before, flags=re.I)
            if lex.words["negation"].search(self.doc.text[a : c.end][:12]) or (
                _subordinate(lex, lead) and not (relative and ids & excluded)
            ):
                continue
            tail = self.doc.text[a : c.end]  # "are excluded for now and are to be added … in a later phase"
            # "A separate tender for the airport express route is planned for later in 2027": the procurement of its
            # own named before the plan word; what is planned is the whole clause
            separate = (
                lex.lang == "en"
                and not (_EXPAND.search(tail) or _LAUNCH.search(tail))
                and re.search(
                    r"\b(?:separate|new|second|later|own)\s+(?:tender|procurement|contract|call for bids)\b"
                    r"|\bre-?tender",
                    before,
                    re.I,
                )
                is not None
                and not lex.words["negation"].search(before)
            )
            said = self.doc.text[c.start : c.end] if separate else tail
            if (
                ids & excluded
                and (_EXPAND.search(tail) or _LAUNCH.search(tail) or separate)
                # the exclusion before the plan word stays ("are excluded for now and are to be added"); one
                # after it is the plan denied ("will not be added")
                and not lex.words["negation"].search(tail)
                and not re.search(r"\b(excluded|exclude|outside|remain)\b|不|除外|排除", tail, re.I)
                # what is said of them, their names left out ("will be rolled out to the mobile library vans")
                and restates(
                    without_values(_without_names(said, c, c.start if separate else a)), self.source, affirmative=True
                )
                < 0.5
                # (not the material's own plan for that thing, in other words: "机器人焊接打算以后放到二期再单独报"
                # for "机器人焊接方向拟在二期另行申报，时间未定")
                and not self._plans_the_excluded(c, ids & excluded)
            ):
                # a plan for what the material leaves out ("试点后推广至冷链仓"), also inside a required fact's own
                # clause ("重新申报时将一并纳入梅园街道" beside the resubmission the fact plans)
                self.add("plan", word, c)
                return
            if not (own or not stated):
                continue
            if stated or any(e.id in self.source_planned for e in c.events) or not (c.entity_ids() or c.events):
                continue
            when = _TIME_WORDS.search(c.text)
            if (
                restates(c.text, self.source) < 0.5
                and not self._plans_the_excluded(c, ids & excluded)
                and (
                    _EFFECT.search(c.text)
                    or _EXPAND.search(c.text)
                    or any(not self.ctx.in_source(v) for v in c.values)
                    # "The choir plans to reapply to the Trust in spring 2027": a season of its own the material never
                    # gives (a Chinese "明年" may be the material's year said from today)
                    or when is not None
                    and self.doc.lang == "en"
                    and when.group(0).split()[-1].lower() not in self.source.text.lower()
                    # (a plan to do something: "plans to reapply", not "plan around the fact that …")
                    and re.match(r"\s+to\s+[a-z]", self.doc.text[a + len(word) : c.end]) is not None
                )
            ):
                self.add("plan", word, c)
                return
            # "如统一采购项目流标，合作社将重新提交补助申请": the material's act planned once more, where the material
            # never plans it again
            again = _AGAIN.search(self.doc.text[a : c.end])
            if (
                again is not None
                # (the material plans no second try in any words: "intends to resubmit it in the next round", "计划另行
                # 申报"; nor dates this step: "it will be looked at again on 12 May 2026")
                and not _AGAIN_IN_SOURCE.search(self.source.text)
                and not any(v.kind == "date" and self.ctx.in_source(v) for v in c.values)
            ):
                self.add("plan", word, c)
                return

    def _sentence_start(self, c: Clause) -> int:
        """Where ``sentence_text(c.sentence)`` starts in the answer (headings carry negative sentence numbers)."""
        pool = self.doc.clauses if c.sentence >= 0 else self.doc.headings
        return next((o.start for o in pool if o.sentence == c.sentence), c.start)

    def _predicts_beyond(self, c: Clause, end: int) -> bool:
        """The prediction says more than when a planned step happens: an outcome ("is expected to show that the
        supply can carry the chillers", "预计…后，拣货效率会明显提高"), or that a thing the material reports not done
        yet will happen ("the grant is expected to be confirmed before the award"). Such a clause may also name a
        required fact's step; the prediction is still the writer's own."""
        sentence = self.doc.sentence_text(c.sentence)
        first = self._sentence_start(c)
        after = sentence[max(end - first, 0) :]
        if re.match(
            r"\s*(to\s+)?(show|prove|demonstrate|find|reveal|confirm that|result in|lead to|mean|make)\b", after
        ):
            return True
        if _EFFECT.search(after) or _OUTCOME.search(after):
            return True
        if re.match(r"\s*(?:to\s+)?(?:go|be awarded|be given|be let)\s+to\b|\s*(?:to\s+)?be won by\b", after, re.I):
            return True  # "The award is likely to go to a local supplier": who wins, foretold
        if re.match(r"\s*(?:to\s+)?(?:succeed|be successful|win|prevail)\b|\s*(?:会|能|将)?(?:成功|胜出)", after, re.I):
            return True  # "a resubmission is very likely to succeed": an outcome foretold
        return any(
            m.id in self.source_not_done
            and not m.negated
            and not self._names_its_outcome(m)
            and not self._scheduled_in_source(c, m)
            and not self._planned_so_in_source(c, m)
            for m in c.events
        )

    def _scheduled_in_source(self, c: Clause, m: Mention) -> bool:
        """The clause dates the event as the material does ("it is due to be decided at the board's meeting on 11
        February 2027"): a date of the clause is in a source sentence that names the same event, and the clause
        says nothing of which way it goes (no status)."""
        dates = [v for v in c.values if v.kind == "date"]
        if not dates or c.status is not None or not all(self.ctx.in_source(v) for v in c.values):
            return False
        if not re.match(r"decid|decision|rul(e|ing)|consider|review|determin|决定|审议|决策|研究|审查", m.text, re.I):
            return False  # "is expected to approve it at the meeting": which way it goes, a prediction
        for sent in self.source.sentences().values():
            if any(e.id == m.id for o in sent for e in o.events) and any(
                self.ctx.in_source_value(v, s) for v in dates for o in sent for s in o.values if s.kind == "date"
            ):
                return True
        return False

    def _planned_so_in_source(self, c: Clause, m: Mention) -> bool:
        """ "Selkie Marine Works expects to be on site from April 2027" for "No work has started on site: Selkie Marine
        Works is due to start on site in April 2027": the clause dates the event as a plan of the material dates it,
        each value the material's and no status said."""
        dates = [v for v in c.values if v.kind == "date"]
        if not dates or c.status is not None or not all(self.ctx.in_source(v) for v in c.values):
            return False
        lex = self.ctx.lex
        return any(
            e.id == m.id
            and modality(lex, o, e) in ("planned", "predicted")
            and any(self.ctx.in_source_value(v, x) for v in dates for x in self._source_dates_of(o, e))
            for o in self.source.clauses
            for e in o.events
        )

    def _names_its_outcome(self, m: Mention) -> bool:
        """The event word names the step's outcome or progress ("审批结果", "the approval outcome"), not the step."""
        return bool(
            re.match(
                r"\s*(结果|进度|情况|流程|节点|outcome|result|timing|process)", self.doc.text[m.end : m.end + 10], re.I
            )
        )


def _without_determiners(words: str) -> str:
    """Status words without their articles and possessors ("on the fund's reserve list" -> "on reserve list")."""
    return " ".join(re.sub(r"\b(?:the|a|an|its|their|our|[\w-]+['’]s)\b", " ", words.lower()).split())
