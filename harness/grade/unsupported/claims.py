"""Claims of other kinds: reasons, findings, people, rules and exceptions, commitment and prediction marks, claim
families the material has no sentence for, and items added to a list the material gives."""

from __future__ import annotations

from harness.grade import rx as re
from harness.grade.context import date_matches
from harness.grade.extract import Clause
from harness.grade.lexicon import claim_markers
from harness.grade.reasons import REASON_OPENING
from harness.grade.text import CLOSING, LACKING_ZH, grams, strip_label, without_values
from harness.grade.unsupported.base import Base, _plain_past
from harness.grade.unsupported.words import (
    _COMPATIBLE,
    _DUTY_WORD,
    _DUTY_ZH,
    _FILLER_UNITS,
    _FINDING,
    _FINITE,
    _JOINED_CLAIM,
    _KIND,
    _META_CLAIM,
    _NO_EXEMPTION,
    _OBLIGATION,
    _ORDER,
    _ORG,
    _ORG_SUFFIX,
    _OWNER,
    _PEOPLE,
    _PERSON,
    _PRONOUN_UNITS,
    _PUBLISH,
    _REASON,
    _REASON_EVENT,
    _RULE,
    _STATE_NOT_PROGRESS,
    _SURNAME_TITLE,
    _WRITING_REASON,
    EXISTING_ZH,
    SURNAMES_ZH,
    _act,
    _all_units,
    _claim_units,
    _coverage,
    _is_item,
    _item_in,
    _month_may,
    _noun_use,
    _source_sentences,
    _stem,
    _strip_ids,
    _subordinate,
    _units,
    _unreal,
    bare_done_label,
    denied_before,
    milestone,
    restates,
)
from harness.grade.values import find_values, same_number

# irregular past tenses and their bare forms, so that a reason in another tense is the material's own
_PAST_TO_PRESENT = {
    "ran": "run",
    "rose": "rise",
    "fell": "fall",
    "grew": "grow",
    "went": "go",
    "came": "come",
    "began": "begin",
    "broke": "break",
    "took": "take",
    "gave": "give",
    "froze": "freeze",
    "shrank": "shrink",
    "sank": "sink",
}
_PRESENT_OF = re.compile(r"\b(?:" + "|".join(_PAST_TO_PRESENT) + r")\b", re.I)
_LIST_TAIL = re.compile(
    r"(?:都|均|全|全都|也|一并)?(?:在里面|在里头|在内|包括在内|包含在内|含在内|算在内|计入其中)(?:了)?$"
    r"|\s+(?:are\s+|were\s+)?(?:all\s+)?(?:included|covered|in there|part of it)$"
    # "（报刊资料、族谱除外）": the list's closing word of exclusion, no part of the last item
    r"|(?:均|都|也)?(?:除外|不在内|不包括在内|不在范围内)[)）]?$|\s+(?:are\s+|were\s+)?(?:all\s+)?excluded\W*$",
    re.I,
)

# words of a post or a body, never of a person's name ("Transport Policy", "Place Directorate")
_NOT_A_NAME = re.compile(
    r"\b(?:Directorate|Department|Team|Office|Officer|Policy|Services?|Council|Authority|Board|Unit|Group|Trust|Fund"
    r"|Transport|Planning|Projects?|Estates|Property|Finance|Highways|Engineering|Communications|Manager|Director)\b"
)


# a judgement a party makes of a thing ("偏高", "too high"): the finding's own word, which the material must say too
_JUDGEMENT = re.compile(
    r"偏高|过高|偏低|过低|太高|太低|不足|不合理|不合适|过多|过少|偏多|偏少|不可行|性价比"
    r"|\b(?:too high|too low|too expensive|too costly|too weak|too vague|too thin|not strong enough|not detailed enough"
    r"|too small|too large|too big|too little|not big enough|not large enough"
    r"|excessive|unrealistic|insufficient|inadequate|overpriced"
    r"|poor value)\b",
    re.I,
)


# a title that names the kind of document the brief is written as
_FRAME = re.compile(
    r"\W*(?:minutes|extract from the minutes|briefing note|briefing|notice|newsletter|update|memo|bulletin"
    r"|press (?:release|statement)|会议纪要|纪要|简报|通知|工作动态|动态|汇报)",
    re.I,
)


# a subordinate clause of condition or time ("once the officer has inspected the moorings", "待场地落实后")
_CONDITION_SPAN = re.compile(
    r"\b(?:once|when|whenever|after|until|unless|if|before|as soon as|provided that)\b[^,;.:]*"
    r"|(?:待|等到?|一旦|如果|若)[^，。；]*?(?:后|之后|以后)",
    re.I,
)


# a verb or phrase that says a thing is lacking ("the panel then lacked a quorum")
_LACKING = re.compile(r"\b(?:lack(?:s|ed|ing)?|short of|in the absence of|was missing|were missing)\b", re.I)
_OTHERWISE = re.compile(r"(?:\b(?:otherwise|or else|failing which)\b|否则)[^.;。；]{0,16}$", re.I)
# "just an idea", "只是个想法": a suggestion, nothing done
_ONLY_AN_IDEA = re.compile(
    r"\b(?:just|only|merely|still)\s+an?\s+(?:idea|suggestion|thought|option)\b"
    r"|只是(?:一个|个)?(?:想法|设想|建议|初步考虑)",
    re.I,
)


# the decision itself named ("formal confirmation is expected", "预计下月批复")
_REAPPLY = re.compile(
    r"\b(?:re-?apply|apply again|resubmit|(?:bring|put|take) (?:it|the application|the bid) back)"
    r"|重新申报|重新申请|再次申报",
    re.I,
)
_DECISION_WORD = re.compile(r"\b(?:confirm\w*|decision|decide\w*|approv\w*|sign-?off)\b|批准|确认|决定|批复", re.I)


_CONDITIONAL_SOURCE = re.compile(r"\b(?:in principle|subject to|conditional)\b|有条件|附条件|原则上", re.I)


# a restriction word that leads into what it restricts ("只能花在两件事上：…", "can only go on two things: …")
_ONLY_LEAD = re.compile(r"只能|只可|仅能|仅可|仅限|\b(?:can|may|must|is to|are to) only\b|\bonly (?:be|go|pay)\b", re.I)


# one more of a thing: "a second tender", "another round", "a new application"
_ONE_MORE_OF = re.compile(
    r"\b(?:second|third|further|fresh|follow-up|follow-on|repeat)\s+"
    r"(?:tender|round|application|bid|call|phase|contract|procurement)s?\b",
    re.I,
)


def _plans_only(ordered: list) -> bool:
    """The clause's claims are a plan or a forecast (no report of progress)."""
    return bool(ordered) and all(f in ("plan", "predict", "commit") for f, _, _ in ordered)


# one more reason, said in the clause after a reason ("…，此外申请材料中缺少…", "…, and also because …")
_ONE_MORE = re.compile(
    r"\W*(?:此外|另外|另一方面|再者|还有就是|同时还?)|\W*\b(?:besides|in addition|also|plus)\b,?", re.I
)


# the outcome a prediction foretells ("expects the application to succeed", "预计能获批"): its stem
# (or what a party will answer to an offer: "it is expected to accept the authority's offer")
_OUTCOME = re.compile(
    r"\b(succe)(?:ed|eds|ss|ssful)\b|\b(approv)(?:ed|al)\b|\b(grant)ed\b|\b(accept)(?:s|ed|ing|ance)?\b"
    r"|\b(declin)(?:e|es|ed|ing)\b|获批|批下来|通过|成功",
    re.I,
)


# the call for bids a notice publishes, named after its word ("issued| a call for bids", "published| an invitation to
# tender", "put out| a request for quotes")
_CALL_FOR_BIDS = re.compile(
    r"\s+(?:a|an|the|its|their)\s+(?:\w+\s+){0,2}?(?:call|invitation|request|notice)\s+(?:for|to)\s+(?:\w+\s+)?"
    r"(?:tender\w*|bid\w*|offers|quotes|quotations|proposals)\b"
    r"|\s+(?:a|an|the|its|their)\s+(?:\w+\s+){0,2}?(?:tender|RFP|RFQ|ITT)\b",
    re.I,
)


class Claims(Base):
    def _reason_of_the_same_act(self, c: Clause, mine: set) -> bool:
        """The material gives a reason for an act the clause's sentence names too, and the reason said in other words
        shares two of its units, a quarter of the clause's ("因为用地手续没办下来" for "因两座站点的建设用地审批手续尚未
        办妥，白沙镇于2026年12月9日主动撤回申请"): the material's reason for that act, said the spoken way."""
        if self.doc.lang != self.source.lang or not mine:
            return False
        acts = {e.id for o in self.body if o.sentence == c.sentence for e in o.events}
        acts |= {o.status[0] for o in self.body if o.sentence == c.sentence and o.status}
        for i, sent in self.source.sentences().items():
            text = self.source.sentence_text(i)
            at = _REASON[self.source.lang].search(text)
            theirs = {e.id for o in sent for e in o.events} | {o.status[0] for o in sent if o.status}
            if at is None or not acts & theirs:
                continue
            # the reason's own words: from the reason word on ("因排水管网迁改方案…未能确定，项目逾期未开工，…撤销立项":
            # the cause and what it led to)
            reason = text[at.end() :]
            shared = mine & _units(without_values(reason), self.source.lang)
            if len(shared) >= 2 and len(shared) >= 0.25 * len(mine):
                return True
        return False

    def reason(self, c: Clause) -> None:
        """A reason the material does not give ("冷链仓不在本次试点范围内，因为冷链仓的系统尚未完成升级", "the lot was
        withdrawn because its design was not ready"), or a finding it does not report ("completed floor surveys at
        both branches, which showed that both branches need extra power sockets", "调研结果显示…"): what follows the
        reason or finding word is found in no source sentence (and no background sentence)."""
        if self._flagged(c) or id(c) in self.skip or c.is_label:
            return
        lang = "zh" if self.doc.lang == "zh" else "en"
        kind, m = "reason", _REASON[lang].search(c.text)
        if m is None:
            kind, m = "finding", _FINDING[lang].search(c.text)
        if m is None:
            # "原因是场地消防验收不合格，此外申请材料中缺少运营方资质证明": one more reason, after the one given
            kind, m = "reason", _ONE_MORE.match(c.text)
            before = [o for o in self.body if o.sentence == c.sentence and o.end <= c.start]
            if m is None or not before or not _REASON[lang].search(before[-1].text):
                return
        if kind == "finding" and self.doc.lang != "zh":
            # "which showed that": the finding's own relative clause; "if the survey shows that" finds nothing yet
            if re.search(r"\b(if|whether|once|after|before|until|when|unless)\b[^,;]*$", c.text[: m.start()], re.I):
                return
        elif self._subordinate_at(c.text, m.start(), m.end()) and not (
            # "Eastgate and Millbrook, which were chosen because they have the highest return volumes": a relative
            # clause that goes on about the things named says why of them, as a main clause would
            self.doc.lang != "zh"
            and re.search(r"\b(which|who)\b[^,;]*$", c.text[: m.start()], re.I)
            and not re.search(
                r"\b(how|why|what|if|whether|once|after|before|until|when)\b[^,;]*$", c.text[: m.start()], re.I
            )
        ):
            return
        if re.search(
            r"(即便|即使|哪怕|就算|无论|不论|不管)[^，。；]{0,4}$|\b(even|whether|not)\s+(if\s+|just\s+|only\s+)?$",
            c.text[: m.start()],
            re.I,
        ):
            return  # "即便出于赶工需要亦同", "not because …": a reason named to set it aside
        why = c.text[m.end() :]
        if not why.strip(" ，,：:"):  # "主要原因是：" and the reason in the next clause of the sentence
            nxt = next((o for o in self.body if o.sentence == c.sentence and o.start >= c.end), None)
            why = nxt.text if nxt is not None else ""
        if _WRITING_REASON.search(why):
            return  # "因篇幅所限", "for brevity": the writer's reason for the brief's form
        if (
            any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.sentence == c.sentence)
            and restates(why, self.source) >= 0.4
        ):
            return  # "因材料晚交两天，学校已主动撤回本次申请": the material's reason for the wrong status, counted once
        # (a reason too: "主要原因是校外共享机时比例偏低", where the material sets that share as a target only; not the
        # background's own general remark, "因为复杂模型在数据不足时容易过度拟合")
        judged = _JUDGEMENT.search(why)
        if (
            judged
            and kind == "reason"
            and self.ctx.background is not None
            and restates(why, self.ctx.background) >= 0.6
        ):
            judged = None
        if judged and judged.group(0).lower() not in self.source.text.lower():
            # "财政局还认为每页2.6元的扫描单价偏高": the material's price, with a judgement the material never makes
            self.add(kind, m.group(0) + why[: max(0, len(why) - len(why.lstrip()))] + why.strip(), c)
            return
        mine = _units(without_values(why), self.doc.lang) - _FILLER_UNITS - {"nev", "never", "not", "no"}
        if kind == "finding" and re.search(r"\b(?:received|attracted|drawn|drew|brought|had)$", m.group(0), re.I):
            mine |= _units(m.group(0), self.doc.lang)  # "received no objections": what came in, with its verb
        if len(mine) < (3 if self.doc.lang == "zh" else 2):
            return  # "because of that", "因此": no reason of its own
        if self._reason_of_the_same_act(c, mine) and not (
            (change := _REASON_EVENT.search(why)) and not re.search(re.escape(change.group(0)), self.source.text, re.I)
        ):
            return  # the material's reason for that act, in other words (no event of its own: "因评审专家时间冲突")
        # the background's general remarks excuse a general reason, not one said of the material's things ("because
        # they have the highest return volumes in the network")
        said_of_things = bool(
            re.match(r"\s*(?:(it|they|its|their|this|these|those)\b|该|其|它|这些|那些)", why, re.I)
            or any(e.start >= c.start + m.end() for e in c.entities)
        ) and not (  # the background's own sentence said again, pronoun and all
            self.ctx.background is not None and restates(self.doc.sentence_text(c.sentence), self.ctx.background) >= 0.6
        )
        # judged on more than the things it names ("以避开地铁站点的客流高峰": 地铁站点 is the material's, the
        # rush hours are not)
        at = c.start + m.end()
        named = "".join("|" if any(e.start <= at + i < e.end for e in c.entities) else ch for i, ch in enumerate(why))
        # negation words said either way ("never grant one" for "will not issue") are no words of the reason's own
        said = restates(re.sub(r"\b(never|not|no)\b|n't", " ", why, flags=re.I), self.source)
        # an event the material never reports, given as the reason ("because the workshop budget was cut", "because
        # the fund asked the council to lower its request"): the budget and the fund are the material's, the cut is
        # not, however many of its words are
        change = _REASON_EVENT.search(why)
        # (a past tense of another form is the same event: "ran out" for "had run out")
        said_as = _PRESENT_OF.sub(lambda x: _PAST_TO_PRESENT[x.group(0).lower()], change.group(0)) if change else ""
        invented = change is not None and not any(
            re.search(re.escape(w), self.source.text, re.I) for w in {change.group(0), said_as}
        )
        general = self.ctx.background is not None and not said_of_things and restates(why, self.ctx.background) >= 0.6
        # (said nearly whole in the material's words, only an event word of another stem is the answer's own:
        # "because its quay wall failed the structural survey" for "a structural survey of the quay wall was completed")
        foreign = change is not None and _stem(change.group(0).lower())[:4] not in self.source.text.lower()
        if invented and not general and (said < 0.8 or foreign):
            self.add(kind, m.group(0) + why[: max(0, len(why) - len(why.lstrip()))] + why.strip(), c)
            return
        if (
            said >= 0.5
            and self.doc.lang == self.source.lang
            and self.ctx.lex.words["negation"].search(why)
            and restates(re.sub(r"\b(never|not|no)\b|n't", " ", why, flags=re.I), self.source, denying=True) < 0.5
            # ("the panel was left without a quorum" where the material says "the panel then lacked a quorum": a
            # verb of lacking denies it there)
            and not self._lacking_in_source(why)
        ):
            # "另一原因是区财政配套资金尚未落实": the material's words ("其余部分由区财政配套"), denied where no
            # sentence of the material denies them: a state it never reports, given as the reason
            self.add(kind, m.group(0) + why[: max(0, len(why) - len(why.lstrip()))] + why.strip(), c)
            return
        if (
            said >= 0.6
            or said >= 0.5
            and restates(named, self.source) >= 0.3
            or (self.ctx.background is not None and not said_of_things and restates(why, self.ctx.background) >= 0.6)
        ):
            return
        # the reason in the material's words, from more than one sentence ("由于预算审批尚未完成", "because the pilot
        # is about the sorting step"): most of it is found in the material
        whole = _units(self.source.text, self.source.lang)
        # judged on the words besides the things it names too: "because the panel judged the cost per household too
        # high" has the panel, the cost and households from the material, the judgement from nowhere
        own = (
            _units(without_values(named.replace("|", " ")), self.doc.lang)
            - _FILLER_UNITS
            - {"nev", "never", "not", "no"}
        )
        # "由于临江仓的网络改造尚未完成": a thing's state denied, where no sentence of the material naming that thing
        # denies anything of it
        things = {e.id for e in c.entities if e.start >= c.start + m.end()}
        neg = self.ctx.lex.words["negation"]
        if (
            things
            and self.doc.lang == self.source.lang
            and neg.search(why)
            and not any(
                things & {e.id for o in sent for e in o.entities}
                # (or a verb of lacking: "材料不全" where the material says "申请材料缺少…评估报告")
                and (neg.search(text := " ".join(o.text for o in sent)) or LACKING_ZH.search(text))
                for sent in self.source.sentences().values()
            )
        ):
            self.add(kind, m.group(0) + why[: max(0, len(why) - len(why.lstrip()))] + why.strip(), c)
            return
        # "won after the council sent the fund new evidence": an event before the outcome is one the material
        # reports in one sentence, not one gathered from its words
        if (
            not invented
            and not m.group(0).lower().endswith(" after")
            and _coverage(mine, whole, self.doc.lang) >= (0.7 if self.doc.lang == "zh" else 0.6)
            and (len(own) < 2 or _coverage(own, whole, self.doc.lang) >= 0.5)
        ):
            return
        self.add(kind, m.group(0) + why[: max(0, len(why) - len(why.lstrip()))] + why.strip(), c)

    def _act_denied_of_its_thing(self, c: Clause, words: str) -> bool:
        """The material denies this act of a thing the clause names, one it does not name in its opening sentence
        (the applicant, the fund applied to): a negation a few words before a word of the act's stem ("no application
        has been made" for "has already applied"), in a sentence naming that thing and reporting no such act done."""
        verb = re.findall(r"[A-Za-z]{4,}", words)
        if self.doc.lang != "en" or self.source.lang != "en" or not verb:
            return False
        root = _stem(verb[-1].lower())[:4]
        opening = {m.id for o in self.source.sentences().get(0, ()) for m in o.entities}
        things = {m.id for m in c.entities} - opening
        if not things or len(root) < 4:
            return False
        neg = self.ctx.lex.words["negation"]
        for sent in self.source.sentences().values():
            if not things & {m.id for o in sent for m in o.entities}:
                continue
            text = " ".join(o.text for o in sent)
            for w in re.finditer(r"[A-Za-z]+", text):
                if _stem(w.group(0).lower())[:4] == root and neg.search(text[max(0, w.start() - 12) : w.start()]):
                    return True
        return False

    def _reason_given(self, c: Clause, at: int) -> bool:
        """The clause opens with a reason word ("since", "because", "因为") before ``at`` and the reason, in other
        words, is the material's: most of its words are found there and no event of its own is added."""
        m = re.match(rf"(?:{REASON_OPENING.pattern}|\W*\bfor\b)\s*(?=\S)", self.doc.text[c.start : at], re.I)
        # "不是局里没批，而是同类设备已经划进县里统一采购了": after a denied cause, 而是 gives the cause that holds
        first = (self.doc.sentences().get(c.sentence) or [c])[0]
        sentence = self.doc.text[min(first.start, c.start) : c.start] if m is None else ""
        if m is None and re.search(r"不是[^。；;]*[，,]\s*$", sentence):
            m = re.match(r"\W*而是\s*(?=\S)", self.doc.text[c.start : at])
        if m is None:
            return False
        why = c.text[m.end() :]
        mine = _units(without_values(why), self.doc.lang) - _FILLER_UNITS - _PRONOUN_UNITS
        if len(mine) < 2:
            return False
        change = _REASON_EVENT.search(why)
        if change is not None and not re.search(re.escape(change.group(0)), self.source.text, re.I):
            return False
        # found in one sentence of the material that gives a reason, not gathered from all of it
        lang = "zh" if self.source.lang == "zh" else "en"
        return any(
            (_REASON[lang].search(sent) or re.search(r"\bsince\b|因", sent))
            and _coverage(mine, _units(sent, self.source.lang), self.doc.lang) >= (0.7 if lang == "zh" else 0.6)
            for sent in _source_sentences(self.source)
        )

    def person(self, c: Clause) -> None:
        """A named person the material never names ("项目负责人李明", "Maria Jensen, Head of Branch Services")."""
        sentence = self.doc.sentence_text(c.sentence)
        extra = (_SURNAME_TITLE,) if self.doc.lang == "zh" else ()
        # under a letter's close ("Kind regards,"): the writer's name is read, not its department or post
        signed = any(CLOSING.fullmatch(ln.strip()) for ln in self.doc.text[: c.start].splitlines())
        found = [
            m
            for p in (*_PERSON[self.doc.lang], *(() if signed else (_ORG[self.doc.lang],)), *extra)
            for m in p.finditer(sentence)
        ]
        for m in found:
            name = next(g for g in m.groups() if g)
            if self.doc.lang == "zh" and m.re in _PERSON["zh"] and name[0] not in SURNAMES_ZH:
                continue  # "用大白话给主任捋一遍": after a post, a verb, not a name (a name starts with a surname)
            if signed and (not re.fullmatch(r"[A-Z][a-z]+ [A-Z][a-zA-Z'’-]+", name) or _NOT_A_NAME.search(name)):
                continue  # "Transport Policy Officer", "Place Directorate": a post or a body signs, no person
            if re.match(r"(?:Dear|Hello|Hi|To|Attn|Attention)\b", name) or (
                self.doc.lang == "en"
                and _NOT_A_NAME.search(name)
                and re.search(
                    r"\bDear\s+(?:Mr|Mrs|Ms|Dr)\.?\s+$", sentence[max(0, m.start() - 12) : m.start(m.lastindex or 0)]
                )
            ):
                continue  # "Dear Department Head", "Dear Ms Department Head": a salutation to a post, no name
            if (
                # grammar words and verbs caught with a name ("由宏远…公司", "目前尚待供电公司", "副总经理参阅")
                re.search(
                    # "主任您好": a greeting after the title, no name
                    r"[的了来说是在和与及等将会已于日报交给送至提呈申由经被向对尚待让请叫您你]|一家|某|虚构|该|这|本|打算",
                    # the title's own characters are no grammar word ("运营部李经理")
                    re.sub(r"(经理|主任|总监|部长|处长|科长|老师)$", "", name),
                )
                or re.fullmatch(
                    r"参阅|审阅|阅知|知悉|审定|批示|阅示|过目|签批|牵头|负责|主持|担任|协调|统筹|对接", name
                )
                or name in self.source.text
                or name.lower() in self.source.text.lower()
                # ("实施单位变更为县城投公司": the material's "县城投公司", the words before it read with the name)
                or self.doc.lang == "zh"
                and re.search(r"(?:公司|集团)$", name) is not None
                and any(name[i:] in self.source.text for i in range(1, len(name) - 3))
                or any(name.lower() in a.lower() for aliases in self.ctx.facts.entities.values() for a in aliases)
                or not (grams(_ORG_SUFFIX.sub("", name), self.doc.lang) - grams(self.source.text, self.doc.lang))
            ):
                continue
            if self._document_frame(c):
                continue  # "Minutes extract – Harbour and Transport Working Group": the brief's own title line
            owner = next((o for o in self.body if o.sentence == c.sentence and name in o.text), c)
            if owner is c:
                self.add("person", name, c)
            return

    def _document_frame(self, c: Clause) -> bool:
        """The clause is on the answer's title line (its first line of text, or the first after a heading) and the
        line names a kind of document ("Minutes extract – …", "会议纪要：…"): whose minutes or notice it is frames the
        brief, it claims nothing about the material."""
        at = 0
        for line in self.doc.text.splitlines(keepends=True)[:6]:
            if line.strip() and not line.lstrip().startswith("#"):
                return at <= c.start < at + len(line) and _FRAME.match(line) is not None
            at += len(line)
        return False

    def owner(self, c: Clause) -> None:
        """Who does the work, where the material names nobody for it ("The IT department is responsible for the
        installation", "由信息技术部牵头"): an invented owner, whatever the name."""
        m = _OWNER.search(c.text)
        if m is None or self.states_fact(c) or c.has("negation") or _OWNER.search(self.source.text):
            return
        # "本项目由滨澜区市场监管局牵头" where the material says "区市场监管局…牵头实施": a party the material names
        # as a doer, with the same duty word; whether it is that party's act is agent()'s to judge
        named = {x.id for x in c.entities if m.start() <= x.start - c.start < m.end()}
        duty = _DUTY_ZH.search(m.group(0)) or _DUTY_WORD.search(m.group(0))
        if named & self._parties() and duty and duty.group(0).lower() in self.source.text.lower():
            return
        if restates(c.text, self.source) < 0.6:
            self.add("owner", m.group(0), c)

    def rule(self, c: Clause) -> None:
        """A permission, prohibition or contingency the material does not state ("如遇系统故障，可临时改用人工排班",
        "interlibrary loan items cannot be returned at the kiosks")."""
        sent = [o for o in self.body if o.sentence == c.sentence]
        if self.states_fact(c) or not (c.entities or c.events):
            return
        m = _RULE.search(self.doc.sentence_text(c.sentence)) if c is self._first_of(c.sentence) else None
        if m is None and c is self._first_of(c.sentence):
            m = _OBLIGATION.search(self.doc.sentence_text(c.sentence))
            sentence = self.doc.sentence_text(c.sentence)
            conditioned = {
                e
                for f in self.ctx.facts.facts
                for p in f.parts
                if p.type == "condition"
                for e in (p.subject, p.value.get("by"))
            }
            if m and not (_PEOPLE.search(sentence) or any(o.entities for o in sent if m.group(0) in o.text)):
                m = None  # an obligation on somebody or something the brief is about, not a general remark
            elif m and any({x.id for x in o.entities} & conditioned for o in sent):
                m = None  # the condition fact's own subject: grading that fact decides it
        if m is None:
            return
        if _month_may(m.string, m.start(), m.end()):
            return  # "on 18 May 2027": the month, not the modal
        if re.match(r"\s*wait\b", m.string[m.end() :], re.I) or re.match(r"等|等待|再等", m.string[m.end() :]):
            return  # "the Oakbank half will have to wait for another try": a delay, no obligation on anyone
        if self._said_again(c) or self._duty_with_its_value(c):
            return
        if any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.line == c.line) and _REAPPLY.search(
            self.doc.sentence_text(c.sentence)
        ):
            return  # "the grant … has lapsed; the partnership would need to reapply": the wrong status's consequence
        c = next((o for o in self.body if o.sentence == c.sentence and m.group(0) in o.text), c)
        background = self.ctx.background
        if (
            m
            and restates(self.doc.sentence_text(c.sentence), self.source) < 0.5
            and restates(c.text, self.source) < 0.5
            and (
                background is None
                # a rule about the material's own things is a project claim, not a general remark, unless it quotes
                # a background sentence nearly whole
                or restates(self.doc.sentence_text(c.sentence), background) < (0.9 if c.entities else 0.6)
            )
        ):
            self.add("rule", m.group(0), c)

    def _duty_with_its_value(self, c: Clause) -> bool:
        """ "so the parish has to find the other £44,000 on its own" where the material says "the church must find
        the remaining GBP 44,000 itself": an obligation the material states with the same amount or count."""
        mine = [v for o in self.body if o.sentence == c.sentence for v in o.values if v.kind in ("amount", "count")]
        for s in self.source.clauses:
            if any(sv.kind == v.kind and same_number(sv.value, v.value) for sv in s.values for v in mine) and (
                _OBLIGATION.search(self.source.sentence_text(s.sentence))
                or _RULE.search(self.source.sentence_text(s.sentence))
            ):
                return True
        return False

    def marks(self, c: Clause) -> None:
        if c.has("commitment") and "commitment" not in self.source_marks and restates(c.text, self.source) < 0.8:
            self.add("commitment", c.marks["commitment"][0][2], c)
        neg = self.ctx.lex.words["negation"]
        if (
            c.has("exception")
            and (c.entities or c.events)
            and "exception" not in self.source_marks
            and not self.ctx.condition_clause(c)
            and not self.ctx.scope_exclusion(c)
            and not neg.search(self.doc.text[max(c.start, c.marks["exception"][0][0] - 8) : c.marks["exception"][0][0]])
            # "临时调整菜品同样不能例外", "exceptions are not allowed": the exception denied after it is named
            and not neg.search(self.doc.text[c.marks["exception"][0][1] : min(c.end, c.marks["exception"][0][1] + 12)])
        ):
            self.add("exception", c.marks["exception"][0][2], c)

    def _flagged(self, c: Clause) -> bool:
        return ("clause", c.start) in self._seen

    def _source_claims(self) -> dict[str, list[set]]:
        """Per claim category, the content units of each source paragraph that makes a claim of a compatible
        category (a plan is matched by any forward claim of the paragraph); a progress claim is matched by one
        source sentence that reports progress or a status ("Lot C has been withdrawn" says nothing done of Lot B)."""
        cached = getattr(self, "_src_claims", None)
        if cached is not None:
            return cached
        src, markers, words = self.source, claim_markers(self.source.lang), self.ctx.lex.words
        units_of: dict[int, set] = {}
        kinds_of: dict[int, set[str]] = {}
        sentences: list[tuple[set, set]] = []
        for i, clauses in src.sentences().items():
            text = src.sentence_text(i)
            kinds = {k for k, p in markers.items() if p.search(text)}
            # "will be paid once the monitoring officer has inspected the finished moorings": a completion inside
            # the condition of a later act reports nothing done
            if "progress" in kinds and not markers["progress"].search(_CONDITION_SPAN.sub(" ", text)):
                kinds.discard("progress")
            if any(c.status for c in clauses):
                kinds.add("status")
            if "progress" not in kinds and any(_plain_past(self.ctx, c, m) for c in clauses for m in c.events):
                kinds.add("progress")  # "县文旅局于2025年12月22日将该项目纳入县级储备项目库": an act on its day, done
            if words["negation"].search(text):
                kinds.add("negation")
            if words["cond_context"].search(text):
                kinds.add("cond")  # "试点结束后由项目组汇总": what happens after something is a plan
            if any(words[k].search(text) for k in ("max_bound", "min_bound", "only")):
                kinds.add("obligation")  # a cap or a limit is a rule
            units = _claim_units(text, clauses, src.lang, words["all"])
            if _NO_EXEMPTION.search(src.text[src.text.rfind("\n", 0, clauses[0].start) + 1 :].split("\n", 1)[0]):
                # a rule with no exemption holds for every one of the things its paragraph names ("every bid")
                units |= {
                    "ALL:" + _stem(w)
                    for c in clauses
                    for m in c.entities
                    for w in re.findall(r"[a-z]+", m.text.lower())
                }
            line = clauses[0].line
            units_of.setdefault(line, set()).update(units)
            kinds_of.setdefault(line, set()).update(kinds)
            sentences.append((units, kinds))
        out = {
            fam: [units_of[line] for line in units_of if kinds_of[line] & set(compatible)]
            for fam, compatible in _COMPATIBLE.items()
        }
        out["progress"] = [units for units, kinds in sentences if kinds & set(_COMPATIBLE["progress"])]
        # a promise ("承诺", "pledges") is matched by a paragraph that promises or binds, not by a plan alone
        out["promise"] = [units_of[line] for line in units_of if kinds_of[line] & {"commit", "obligation"}]
        out["progress_acts"] = [
            units | {a for u in units if (a := _act(u))} for units, kinds in sentences if kinds & {"progress", "status"}
        ]
        self._src_claims = out
        return out

    def _a_fact_date(self, v) -> bool:
        """``v`` is a day a required fact gives (a period's start or end, a step's date), to the day."""
        return (
            v.kind == "date"
            and v.value[2] is not None
            and any(
                d is not None and d[2] is not None and date_matches(v, d)
                for f in self.ctx.facts.facts
                for p in f.parts
                for d in (p.date("start"), p.date("end"), p.date("date"))
            )
        )

    def _outcome_foretold(self, found, text: str) -> bool:
        """A prediction whose outcome word ("to succeed", "会获批") the material nowhere uses: a forecast of its own,
        not the material's plan said again."""
        if not any(f == "predict" for f, _, _ in found):
            return False
        said = _OUTCOME.search(text)
        if said is None:
            return False
        stem = next((g for g in said.groups() if g), said.group(0))
        return not re.search(re.escape(stem), self.source.text, re.I)

    def _dated_there(self, c: Clause, text: str, stripped: str) -> bool:
        """The dates of the judged ``text`` (the end of the clause) are in a source sentence that the rest restates."""
        dates = [v for v in c.values if v.kind == "date" and v.start >= c.end - len(text)]
        if not dates:
            return True

        def holds(sentence: str) -> bool:
            there = self._sentence_dates.get(sentence)
            if there is None:  # read once per source sentence, not once per judged clause
                there = self._sentence_dates[sentence] = [x for x in find_values(sentence) if x.kind == "date"]
            return all(any(self.ctx.in_source_value(v, x) for x in there) for v in dates)

        return restates(stripped, self.source, where=holds) >= 0.7

    def _dated_apart(self, c: Clause, text: str) -> bool:
        """A date of the judged ``text`` that the material gives only in sentences naming none of the clause's
        things: the date of another thing, given to these."""
        mine = {m.id for m in c.entities}
        dates = [v for v in c.values if v.kind == "date" and v.start >= c.end - len(text)]
        if not mine or not dates:
            return False
        for v in dates:
            holding = [
                sent
                for sent in self.source.sentences().values()
                if any(self.ctx.in_source_value(v, x) for o in sent for x in o.values)
            ]
            if holding and not any(mine & {m.id for o in sent for m in o.entities} for sent in holding):
                return True
        return False

    def claims(self, c: Clause) -> None:
        """The general rule: a clause that makes a claim of a category (progress, prediction, plan, commitment,
        deadline, exception, obligation; ``lexicon.CLAIMS``) adds something unsupported when no source paragraph
        makes a claim of a compatible category about the same things (the clause's content words, its claim
        words and values left out, mostly found there). Restating the source is never flagged."""
        if self._flagged(c) or c.is_label:
            return
        states = c.text in self.ctx.hit_clauses  # a clause that states a required fact: grading the fact judged it,
        # all but a report of progress ("Lot B (the chargers) have already been ordered" states the scope too)
        if any(id(o) in self.skip for o in self.body if o.sentence == c.sentence):
            return  # a required fact's distortion is that fact's finding, not counted twice
        # "钱只能花在两件事上——买中试线设备、做工艺验证服务": the "only" that leads into the fact its sentence states
        states = states or bool(
            _ONLY_LEAD.search(c.text)
            and any(o.text in self.ctx.hit_clauses for o in self.body if o.sentence == c.sentence and o.start >= c.end)
        )
        # "The fund's panel has said yes, but with a string attached: a structural engineer's check has to show …":
        # the condition of the conditional approval the sentence states, the fact's own
        states = states or any(
            o.text in self.ctx.hit_clauses and o.status is not None and o.status[0] == "conditional"
            for o in self.body
            if o.sentence == c.sentence and o.end <= c.start
        )
        sentence = self.doc.sentence_text(c.sentence)
        if _META_CLAIM.search(c.text) or _META_CLAIM.search(sentence):
            return  # the writer talking about the brief or the material
        if self._said_again(c):
            return
        if bare_done_label(self.doc.lang, c.text, ""):
            return  # "As of 2 April 2027 the following steps have been completed:": a list's lead-in
        markers = claim_markers(self.doc.lang)
        text = c.text
        tail = _JOINED_CLAIM["zh" if self.doc.lang == "zh" else "en"].search(text)
        joined = (
            tail is not None
            # the part before "and" is a clause of its own, with its verb ("the mobile library vans and the archive
            # reading room have been left out" is one subject, one verb)
            and bool(_FINITE.search(text[: tail.start()]))
            and (states or restates(text[: tail.start()], self.source) >= 0.6)
        )
        if tail is not None and joined:
            # "the airport express route is excluded and will be tendered separately later in 2027", "the site visit
            # has been held and all bidders' clarification questions have been answered": a clause that states the
            # material goes on to a claim of its own, judged on its own words
            # ("The work starts on 1 April 2026 and has to be finished by 31 March 2028": the period's own end, said
            # as a deadline, still states the fact)
            rest = [v for v in c.values if v.start >= c.end - len(text) + tail.end()]
            text, states = text[tail.end() :], states and bool(rest) and all(self._a_fact_date(v) for v in rest)
        # (the tail after "and" is judged on its own: "the site visit was held on 10 February 2027 and the evaluation
        # panel has been appointed" says the material's visit again, then a step of its own)
        own_tail = (
            tail is not None
            and joined
            and not any(m.start >= c.end - len(text) for m in c.entities if m.id in self.done_subjects)
        )
        events = [e for e in c.events if e.start >= c.end - len(text)]  # the events of what is judged
        found: list[tuple[str, int, int]] = []
        for fam, pattern in markers.items():
            for m in pattern.finditer(text):
                if (
                    # (a promise is no fact's own word: "禾康餐饮承诺在重新申报前维持现有助餐点正常运营" names the plan
                    # to apply again, and promises something of its own)
                    not (states and fam != "progress" and not (fam == "commit" and _PROMISE.fullmatch(m.group(0))))
                    and not (fam == "progress" and self.ctx.lex.words["negation"].search(text[: m.start()]))
                    and not (fam == "progress" and _unreal(text[: m.start()]))
                    # ("两条线加起来打算坐车的孩子一共146个": a plan word inside the name of whom it counts, the
                    # material's "拟乘车学生", with the material's values)
                    and not (
                        fam == "plan"
                        and self.doc.lang == "zh"
                        and re.match(r"[\u4e00-\u9fff]{1,6}的[\u4e00-\u9fff]", text[m.end() :])
                        and c.values
                        and all(self.ctx.in_source(v) for v in c.values)
                    )
                    # "to put it on hold while the structural survey is done": a step under way, in the present
                    and not (
                        fam == "progress"
                        and re.match(r"(is|are)\b", m.group(0), re.I)
                        and re.search(
                            r"\bwhile\b[^,;:.]*$",
                            self.doc.text[max(0, c.start - 10) : c.end - len(text)] + text[: m.start()],
                            re.I,
                        )
                    )
                    # "the idea is to be out of the way before the terns nest": a purpose, not a plan of its own
                    and not (
                        fam == "plan"
                        and m.group(0).lower() in ("is to", "are to")
                        and re.search(
                            r"\bthe\s+(idea|point|purpose|reason|thinking|logic)\s+$", text[: m.start()], re.I
                        )
                    )
                    # "the panel's in-principle approval of 10 March 2026 required planning permission": the
                    # condition of a conditional approval the material states, graded with the status
                    and not (
                        fam == "obligation"
                        and re.search(
                            r"\b(?:approv\w*|offer)\b[^.;]{0,40}$|(?:批复|批准|同意)[^，。；]{0,16}$",
                            text[: m.start()],
                            re.I,
                        )
                        and _CONDITIONAL_SOURCE.search(self.source.text)
                        # (the condition itself in the material's words; an invented one is still an addition)
                        and restates(text[m.end() :], self.source) >= 0.5
                    )
                    # "Stage 1 was passed on 14 January 2027": the first stage the material reports passed
                    and not (fam == "progress" and self._stage_passed_again(c))
                    # "the Oakbank half will have to wait for another try": a delay, no obligation on anyone
                    and not (
                        fam in ("obligation", "plan")
                        and re.match(r"\s*(?:(?:have|has|need|needs) to\s+)?(wait\b|等)", text[m.end() :], re.I)
                    )
                    # "nobody will be let off this requirement": a rule for everyone (the material's "no exceptions"),
                    # not a plan
                    and not (fam == "plan" and re.search(r"\b(nobody|no one|no-one)\s+$", text[: m.start()], re.I))
                    # "(the most the fund will give for this project)": a cap glossed, no plan
                    and not (
                        fam == "plan"
                        and re.search(
                            r"^\W*(?:that is,?\s+|i\.e\.,?\s+)?(?:the most|the maximum|the highest amount|the largest "
                            r"amount|as much as)\b[^.;]{0,40}$",
                            text[: m.start()],
                            re.I,
                        )
                    )
                    # "厨房设备打算七月上旬采购到位": the plan's verb, not a report
                    and not (
                        fam == "progress"
                        and self.doc.lang == "zh"
                        and re.search(
                            r"(计划|打算|准备|拟|将于|将要|预定|定于|安排在|争取)[^，。；]*$", text[: m.start()]
                        )
                    )
                    # "截至6月20日未出结论": a state as of a day, nothing due by it
                    and not (
                        fam == "deadline"
                        and m.group(0).startswith("截至")
                        and re.search(r"^[^，。；]{0,16}?(?:尚未|未|没有?|还没|尚无|暂无)", text[m.end() :])
                    )
                    # "Nobody puts a sample on the machine unless Hallie (facility manager) has cleared …": the rule's
                    # own requirement after "unless"
                    and not (fam == "exception" and self.ctx.condition_clause(c))
                    # "现在没有任何承诺", "there is no guarantee of funding": a commitment named to deny it
                    and not (
                        fam == "commit"
                        and denied_before(self.ctx.lex.words["negation"], text, m.start(), self.doc.lang)
                    )
                    # "临时调整菜品同样不能例外": an exception named to deny it
                    and not (
                        fam == "exception"
                        and self.ctx.lex.words["negation"].search(
                            text[max(0, m.start() - 4) : m.start()] + "|" + text[m.end() : m.end() + 12]
                        )
                    )
                    # "the bidders' site visit has taken place": a declared event the material reports done
                    # (its own word: "Questions raised at the site visit were answered" reports no visit)
                    and not (
                        fam == "progress"
                        and any(
                            e.id in self.source_done
                            and not (
                                e.end <= c.end - len(text) + m.start()
                                and re.search(
                                    r"\b(at|during|after|before|from|since)\s+(the\s+)?$",
                                    self.doc.text[max(c.start, e.start - 16) : e.start],
                                    re.I,
                                )
                            )
                            for e in events
                        )
                    )
                    and not (
                        fam == "progress"
                        and self._material_act(m.group(0), c)
                        and not self._act_denied_of_its_thing(c, m.group(0))
                    )
                    # "Bids must include a valid certificate; otherwise they will not be evaluated": a rule's
                    # consequence, no plan
                    and not (fam == "plan" and _OTHERWISE.search(text[: m.start()]))
                    # "We ended up spending less than planned", "went as planned": a comparison with the plan, no plan
                    and not (
                        fam == "plan"
                        and re.search(r"\b(?:than|as)\s+$|(?:比|较)(?:原)?$", text[: m.start()], re.I)
                        and re.fullmatch(r"planned|expected|budgeted|scheduled|计划|预期|预计", m.group(0), re.I)
                    )
                    # "其余资金按设备安装完成、平台验收合格等节点分期拨付": a milestone the payment follows
                    and not (fam == "progress" and milestone(text, m.start(), m.end()))
                    # "Trying the Greenway Community Fund has been floated, but it's just an idea": a suggestion the
                    # sentence says is only an idea, as the material does
                    and not (
                        fam == "progress"
                        and re.search(r"\b(floated|mooted|suggested|proposed|put forward)\b", m.group(0), re.I)
                        and _ONLY_AN_IDEA.search(self.doc.sentence_text(c.sentence))
                        and _ONLY_AN_IDEA.search(self.source.text)
                    )
                    # "| 补充材料后重新提交 | 已提交 | 2026.1.16 |": the row's act, on the day the material gives it
                    and not (fam == "progress" and self._row_act_dated_as_in_source(c))
                    # "2月26日已通过专家评审", "| 省级专家评审 | 已通过 | 2026.2.26 |": the material's step on its day
                    and not (
                        fam == "progress"
                        and not own_tail
                        and (self._dated_step_of_source(c) or self._dated_step_of_source(c, row=True))
                    )
                    # "Eastgate was originally scheduled to go live in late September": a plan in the past tense
                    and not (
                        fam == "progress"
                        and re.search(r"\b(scheduled|planned|intended|supposed|meant|slated)$", m.group(0), re.I)
                    )
                    # "…are left out, since commercial fibre already reaches them": the material's reason
                    and not (fam == "progress" and self._reason_given(c, c.end - len(text) + m.start()))
                    # the doer, thing and date or figure of a done sentence of the material, in other words
                    and not (fam == "progress" and not own_tail and self._done_counted_again(c))
                    # "本县单独申请已不再受理": the material's own state of the thing, said again
                    and not (
                        fam == "progress"
                        and self.doc.lang == "zh"
                        and self._state_said_again(c, c.end - len(text) + m.end(), strict=True)
                    )
                    and not (
                        fam == "progress"
                        and any(
                            o.text in self.ctx.distorted_status_clauses for o in self.body if o.sentence == c.sentence
                        )
                    )
                    # "- **Status:** approved in principle. … formal confirmation is expected at the meeting on 7 May
                    # 2026": the decision foretold on the line of the wrong status, that status's own
                    # ("the grant … has lapsed; the partnership would need to reapply": its consequence)
                    and not (
                        any(o.text in self.ctx.distorted_status_clauses for o in self.body if o.line == c.line)
                        and (
                            fam == "predict"
                            and (c.status is not None or bool(_DECISION_WORD.search(c.text)))
                            or fam == "obligation"
                            and bool(_REAPPLY.search(text[m.start() :]))
                        )
                    )
                    # "项目启动会已于4月15日召开": a completion the material reports, said again
                    and not (
                        fam == "progress"
                        and text == c.text
                        and len(pattern.findall(text)) == 1  # "was submitted on 3 July 2026 and has passed a review"
                        and self._done_said_again(c)
                    )
                    and not (fam == "progress" and self._publishes(text, m.start(), m.end(), m.group(0)))
                    # "The Heritage Council has given its blessing": the decision the material reports, said again
                    and not (fam == "progress" and c.status is not None and c.status[0] in self.source_status)
                    and not _month_may(text, m.start(), m.end())
                    and not (
                        fam == "progress"
                        and (
                            _STATE_NOT_PROGRESS.search(text[max(0, m.start() - 4) : m.end() + 8])
                            or EXISTING_ZH.search(text)
                        )
                    )
                    and not self._subordinate_at(text, m.start(), m.end())
                    and not _noun_use(text, m.start(), m.end())
                    # "人到位了补助款才会拨下来": the condition of what comes after it in the clause, nothing done
                    and not (
                        fam == "progress"
                        and self.doc.lang == "zh"
                        and re.match(r"了?[^，。；,;已]{1,12}才", text[m.end() :])
                        and not re.search(r"已|业已", text[max(0, m.start() - 6) : m.start()])
                    )
                    # "so the parish has to find the other £44,000 on its own": the material's duty with that sum
                    and not (fam == "obligation" and self._duty_with_its_value(c))
                ):
                    found.append((fam, m.start(), m.end()))
        if not found:
            return
        for fam, a, b in found:
            if fam == "progress" and self._act_denied_of_its_thing(c, text[a:b]):
                # "the trust has already applied to the Greenway Community Fund" where the material says of that fund
                # "no application has been made": the material denies the act of that thing, so no report of that act
                # elsewhere in the material (the Calder Vale application, below) supports it
                self.add("progress", text[a:b], c)
                return
        stripped = text
        for pattern in markers.values():
            stripped = pattern.sub("|", stripped)
        mine = _units(without_values(_strip_ids(stripped)), self.doc.lang) - _FILLER_UNITS
        mine |= {"@" + m.id for m in c.entities}
        if c.after_label and c.label_text and self._table_row(c):
            # "| 采购合同 | 获批前不得签订 |": the row's label cell names what the rule is about
            mine |= (_units(c.label_text, self.doc.lang) - _FILLER_UNITS) | {"@" + i for i in c.carried}
        if len(mine) < (3 if self.doc.lang == "zh" else 2) or not (
            c.entities or c.events or c.values or len(mine) >= 3
        ):
            return  # "已完成", "Planned:", "will be granted": nothing claimed beyond the marker, about nothing named
        progress_only = all(f == "progress" for f, _, _ in found)
        if (
            restates(sentence, self.source) >= 0.7
            and not (
                joined or c is not self._first_of(c.sentence) and restates(_strip_ids(stripped), self.source) < 0.3
            )
            # "The second instalment … has already been paid" for "The second instalment … will be paid once …": a
            # plan of the material restated as done restates no report of it
            and not (progress_only and restates(sentence, self.source, where=self._not_only_a_plan) < 0.7)
            and not self._outcome_foretold(found, text)
        ):
            # a source sentence restated; not a clause of its own that the material nowhere says ("…不得用于考勤或
            # 绩效评估，否则将追究班组长责任")
            return
        if (
            restates(_strip_ids(stripped), self.source) >= 0.7
            and (not progress_only or _PUBLISH.search(text))
            # ("The audit started on 20 April 2026 and is expected to finish by the end of May 2026": a date the
            # sentence that says it leaves out is the clause's own)
            and self._dated_there(c, text, _strip_ids(stripped))
            # ("The club expects the January application to succeed": the plan restated, its outcome foretold)
            and not self._outcome_foretold(found, text)
        ):  # the source's claim in another tense or modal ("will be returned unopened"); a report of progress
            # restates the material only when the act is the material's own ("has issued a call for tenders")
            return
        if (
            progress_only
            # (not a plan of the material said done: "will be signed" as "has been signed")
            and restates(_strip_ids(stripped), self.source, where=self._not_only_a_plan) >= 0.9
            and len(_units(without_values(_strip_ids(stripped)), self.doc.lang)) >= 6
            and all(self.ctx.in_source(v) for v in c.values)
        ):
            # "村委会已向澜平县水利局申请新打一口饮用水深井" for the material's "村委会向澜平县水利局申请新打一口
            # 饮用水深井": the material's own act, word for word, with a word of having done it
            return
        table = self._source_claims()
        need = 0.5 if self.doc.lang == "zh" else 0.6
        mine |= _all_units(text, self.doc.lang, self.ctx.lex.words["all"])  # "to all branches": ALL:branch
        ordered = sorted(found, key=lambda f: _ORDER.index(f[0]))
        # a time said only in words ("next year", "明年"), no date beside it: a claim of its own the material must make
        timed = (
            {u for u in mine if u in _TIME_UNITS}
            if _TIME_PHRASE.search(text)
            and not any(v.kind == "date" for o in self.doc.sentences().get(c.sentence, ()) for v in o.values)
            else set()
        )
        if not self._outcome_foretold(found, text) and self._same_dates_same_claim(
            c, [f for f, _, _ in ordered if f != "progress"]
        ):
            return  # "The vehicles are to be handed over … from 1 September 2027 to 31 January 2028"
        acts = {_act(text[a:b]) for f, a, b in found if f == "progress"} - {None}
        said = next(((f, a, b) for f, a, b in ordered if f == "predict"), None)
        if said and (self._dated_apart(c, text) or self._outcome_foretold(found, text)):
            # "The audit started on 20 April 2026 and is expected to finish by the end of May 2026" where the material
            # gives that date only to another thing (a lease ending on 31 May 2026): a forecast with a date of its own
            # ("The club expects the January application to succeed": an outcome the material never names)
            self.add(_KIND[said[0]], text[said[1] : said[2]], c)
            return
        # "a second tender for Lot C is planned for 2028": one more of a thing the material has once, no claim of it
        again = _ONE_MORE_OF.search(text)
        if again and not re.search(rf"\b{re.escape(again.group(0))}", self.source.text, re.I) and _plans_only(ordered):
            self.add(_KIND[ordered[0][0]], text[ordered[0][1] : ordered[0][2]], c)
            return
        for fam, a, b in ordered:
            if fam == "progress" and any(m.id in self.ctx.distorted_modality_events for m in c.events):
                return  # "The covered racks have been installed" where the fact plans it: that fact's distortion
            if fam == "progress" and acts:
                # a report of progress names its act: the source must report that act, or one of its kind
                # ("has signalled its support" is not "was submitted"; "were finished" is "has completed")
                if any(
                    _coverage(mine, para, self.doc.lang) >= need and acts <= para for para in table["progress_acts"]
                ):
                    return
                # "Forty-six pieces are being packed off to the Quayside store": an arrangement in the progressive,
                # the material's plan ("46 objects will be moved … to the Quayside store")
                if re.search(r"\bbeing\s+\w+", text) and any(
                    _coverage(mine, para, self.doc.lang) >= need for para in table["plan"]
                ):
                    return
                continue
            if any(
                _coverage(mine, para, self.doc.lang) >= need
                and {u for u in mine if u.startswith("ALL:")} <= para
                # (and its time, where it gives one in words: "plans to tender the airport express route separately
                # next year" is no claim of a paragraph that only excludes the route)
                and (fam not in ("plan", "predict") or timed <= para)
                for para in table["promise" if fam == "commit" and _PROMISE.fullmatch(text[a:b]) else fam]
            ):
                return  # the source makes a claim of this kind about the same things

        # "no rental contract can be signed and installation cannot start": two claims joined, each the source's own
        # (one paragraph each)
        halves = [h for h in re.split(r"\s+and\s+|[，,]?(?:并且|而且|并)", text) if h.strip()]
        if len(halves) >= 2 and all(f != "progress" for f, _, _ in ordered):  # a report of progress names its act
            units = [_units(without_values(h), self.doc.lang) - _FILLER_UNITS for h in halves]
            if all(len(u) >= 2 for u in units) and all(
                any(_coverage(u, para, self.doc.lang) >= need for f, _, _ in ordered for para in table[f])
                for u in units
            ):
                return
        fam, a, b = ordered[0]
        background = self.ctx.background
        if background is not None and (restates(text, background) >= (0.6 if not (c.entities or c.events) else 0.9)):
            return  # a general remark of the background (quoted nearly whole when it names the material's things)
        self.add(_KIND[fam], text[a:b], c)

    def _not_only_a_plan(self, sentence: str) -> bool:
        """A sentence of the material that reports something done (outside a condition of a later act: "will be
        paid once the officer has inspected the moorings"), or that plans nothing."""
        markers = claim_markers(self.source.lang)
        if markers["progress"].search(_CONDITION_SPAN.sub(" ", sentence)):
            return True
        return not any(markers[k].search(sentence) for k in ("plan", "predict", "commit", "deadline"))

    def _publishes(self, text: str, a: int, b: int, word: str) -> bool:
        """The progress word at text[a:b] is the notice's own act of publishing or inviting ("has opened a tender
        for 12 battery-electric buses", "has asked suppliers to put in offers") about the material's things."""
        pub = _PUBLISH.search(text[a:])
        return (
            pub is not None
            and pub.start() <= b - a
            # what is published is the call itself ("issued answers to all bidder questions" is another act)
            and (
                bool(re.search(r"\b(tender\w*|bid\w*|offers|quotes|proposals|competition|procurement)\b", pub.group(0)))
                # ("has issued a call for bids", "published an invitation to tender": the call named after the word)
                or _CALL_FOR_BIDS.match(text[a + pub.end() :]) is not None
            )
            and (
                restates(strip_label(text), self.source, exclude=word) >= 0.3
                # "has asked suppliers to send in offers": the invitation to bid in other words, where the material
                # is a call for bids itself
                or bool(re.match(r"asked\b", pub.group(0), re.I))
                and _PUBLISH.search(self.source.text) is not None
            )
        )

    def _same_dates_same_claim(self, c: Clause, families: list[str]) -> bool:
        """The clause's dates, to the day, are those of one source sentence that makes a claim of the same kind:
        the material's claim in other words, anchored on its own dates."""
        dates = [v for v in c.values if v.kind == "date" and v.value[2] is not None]
        # (or to the month, where the material's claim is dated to the month and shares a word with the clause:
        # "第一轮送书打算9月份开跑" for "首轮巡回送书计划于2026年9月启动")
        month_only = not dates
        if month_only:
            dates = [v for v in c.values if v.kind == "date" and v.value[1] is not None and v.value[2] is None]
        if not dates or not families or not all(self.ctx.in_source(v) for v in c.values):
            return False
        markers = claim_markers(self.source.lang)

        def words(text: str) -> set[str]:
            text = re.sub(r"第一(?=[批笔轮期次阶])", "首", text)  # "第一笔钱" is "首笔资金"
            for pattern in markers.values():
                text = pattern.sub("|", text)
            return _units(without_values(_strip_ids(text)), self.doc.lang) - _FILLER_UNITS

        # a forecast of the material's plan on its own dates ("The buses should arrive some time between 1 September
        # 2027 and 31 January 2028" for "Delivery … is to take place between …"): the plan, hedged
        families = families + [f for f in ("plan", "commit") if "predict" in families]
        for i, sent in self.source.sentences().items():
            theirs = [s for o in sent for s in o.values if s.kind == "date"]
            # every date of each, both ends of a range ("the first buses will be delivered on 1 September 2027"
            # takes one end of the delivery window for a claim of its own)
            # (a part of the month matches the material's day at that end of it: "from the start of September 2027
            # to the end of January 2028" for "between 1 September 2027 and 31 January 2028")
            if len(theirs) != len(dates) or (
                month_only
                and any(s.value[2] is not None for s in theirs)
                and not all(
                    any(_part_holds(v.part, s.value[2]) and v.value[1] == s.value[1] for s in theirs) for v in dates
                )
            ):
                continue
            if (
                all(any(self.ctx.in_source_value(v, s) for s in theirs) for v in dates)
                and any(markers[f].search(self.source.sentence_text(i)) for f in families if f in markers)
                and not (month_only and not words(c.text) & words(self.source.sentence_text(i)))
            ):
                return True
        return False

    def _lacking_in_source(self, why: str) -> bool:
        """The reason's only denial is "without" (or "short of"), and a source sentence sharing its words says the
        thing lacking ("lacked a quorum"): the material's own denial, in a verb. English only: a Chinese reason's
        "没有" is read by the negation rules."""
        denials = {m.group(0).lower() for m in self.ctx.lex.words["negation"].finditer(why)}
        if self.doc.lang != "en" or not denials <= {"without", "short of"}:
            return False
        mine = _units(without_values(why), "en") - _FILLER_UNITS
        return any(
            _LACKING.search(t) and len(mine & _units(t, "en")) >= 2
            for t in (self.source.sentence_text(i) for i in sorted({o.sentence for o in self.source.clauses}))
        )

    def _subordinate_at(self, text: str, a: int, b: int) -> bool:
        """The marker sits in a condition or a time clause ("once the funding has been approved", "审批通过后")."""
        before = text[:a]
        if self.doc.lang == "zh":
            return bool(re.search(r"(待|一旦|如果|若|假如|倘若|等到)[^，。；]{0,10}$", before)) or bool(
                re.match(r"[^，。；]{0,8}(之后|以后|后再|后才)", text[b:])
            )
        return _subordinate(self.ctx.lex, before)

    def list_items(self, c: Clause) -> None:
        """An item added to a list the material gives, read over the whole sentence."""
        lang = self.doc.lang
        splitter = r"、|和|及|与|以及" if lang == "zh" else r",(?!\d{3})\s*(?:and\s+)?|\s+and\s+"
        text = re.sub(
            r"[（(\[【]\s*[A-Z]{1,3}\d{2,3}(\s*[,，、]\s*[A-Z]{1,3}\d{2,3})*\s*[)）\]】]?",
            "",
            self.doc.sentence_text(c.sentence),
        )  # cited ids are not list items
        items = [i.strip(" .。*") for i in re.split(splitter, text) if i.strip()]
        # "软件授权、接口改造和现场培训都在里面", "…and training are all included": the list's closing predicate
        # says the items are in, it is no part of the last item
        items = [_LIST_TAIL.sub("", i) or i for i in items]
        if len(items) >= 3:
            self._list(
                text,
                items[1:],
                items,
                lambda item: next((o for o in self.body if o.sentence == c.sentence and item in o.text), c),
            )

    def list_blocks(self) -> None:
        """An item added to a list written as bullets under a label ("The budget covers:" + "1. kiosk rental" …)."""
        lines = self.doc.text.split("\n")
        starts = [0]
        for ln in lines:
            starts.append(starts[-1] + len(ln) + 1)
        for i, label in enumerate(lines):
            if not re.search(r"[:：]\s*\**\s*$", label) or not label.strip(" *#:："):
                continue
            block = []
            for j in range(i + 1, len(lines)):
                m = re.match(r"\s*([-*•+]|\d{1,2}[.)、])\s+(.*\S)", lines[j])
                if not m:
                    break
                owner = next((o for o in self.body if starts[j] <= o.start < starts[j + 1]), None)
                if owner is None or id(owner) in self.skip:
                    break
                block.append((m.group(2).strip(" .。;；*"), owner))
            if len(block) >= 2:
                items = [t for t, _ in block]
                text = label.strip(" *#") + " " + ", ".join(items)
                self._list(text, items, items, dict(block).__getitem__)

    def _list(self, text: str, candidates: list[str], items: list[str], owner_of) -> None:
        lang = self.doc.lang
        src = self.source.text.lower()
        # The list the source gives: one source sentence holding at least two of the items.
        for i in self.source.sentences():
            sent = self.source.sentence_text(i).lower()
            if sum(1 for it in items if _item_in(it, sent, lang)) < 2 or restates(text, self.source) < 0.5:
                continue
            for item in candidates:
                # (not in a rule said wrong: "except in an emergency, when Tallis & Rowe may remove parts first and
                # seek approval afterwards" is the condition fact's one distortion)
                if not _item_in(item, src, lang) and _is_item(item, lang) and id(owner_of(item)) not in self.skip:
                    self.add("item", item, owner_of(item))
            return


# words of a time said without digits ("next year", "later this spring"), read as units of the clause
# the words of a promise made, not of making sure ("确保", "ensures")
_PROMISE = re.compile(r"承诺|保证|担保|promise[sd]?|pledge[sd]?|guarantee[sd]?|commit(?:s|ted)?(?: to)?|vows?", re.I)
_TIME_UNITS = frozenset({"next", "soon", "later", "spring", "summer", "autumn", "winter", "明年", "下半", "年底"})
_TIME_PHRASE = re.compile(
    r"\bnext (?:year|month|week|spring|summer|autumn|winter|season|round)\b|\blater (?:this|next) year\b"
    r"|\b(?:this|next) (?:spring|summer|autumn|winter)\b|明年|下半年|年底",
    re.I,
)


def _part_holds(part: str | None, day: int | None) -> bool:
    """A part of a month ("early", "mid", "late") that holds ``day`` (the first ten days are early, the last ten or
    so late)."""
    if part is None or day is None:
        return False
    return {"early": day <= 10, "mid": 11 <= day <= 20, "late": day >= 21}.get(part, False)
