"""Grade a ``condition`` fact: "X does not happen unless Y (by Z)", e.g. no waiver takes effect before a
librarian confirms it.

- the requirement stated as a condition (the ``requires`` event with a condition word, or "未经…不得" / "no …
  without …") is ``correct``;
- the requirement written as unnecessary ("无需主管确认", "without librarian confirmation" with nothing negating
  the action), a ``never`` event stated as happening ("直接下发给员工", "issues waivers automatically"), or an
  exception the material does not make ("紧急情况下可不经确认", "except for waivers under EUR 5") is ``distorted``;
- only the negative half (the ``never`` event negated) is ``partial``;
- the requirement named without any condition or negation word is ``needs_review``.
"""

from __future__ import annotations

from harness.grade import rx as re
from harness.grade.extract import Clause, Mention
from harness.grade.reasons import REASON_OPENING

# the hits that state the requirement itself (the rule's own clause, whose party is the rule's and no owner's own)
RULE_BEFORE_DENIED = "the requirement is stated as the time before which the act is denied"
RULE_AS_CONDITION = "the requirement is stated as a condition"
RULE_BESIDE_NEGATIVE = "the requirement is stated beside its negative half"
RULE_STATED = frozenset({RULE_BEFORE_DENIED, RULE_AS_CONDITION, RULE_BESIDE_NEGATIVE})


def _without_from(ctx, c: Clause, sent: list[Clause], by: str | None, requires: str, action: str) -> list[Mention]:
    """The requirement named by what the party gives, after "without", "until" or "unless" ("No work may start
    without a marine works licence from Portnavar Harbour Trust", "未经港务信托签发许可，不得开工"), the action denied
    in the sentence: the requirement's own words. The thing the material's requirement gives stands for it too ("No
    water from the Hollin Brook without an abstraction permit", "water … only with an abstraction permit",
    "Abstraction permit required before any water is drawn")."""
    if by is None:
        return []
    # (or "until"/"unless" before the party's act in words of its own: "none of the units gets switched on until
    # Westvale Power Networks has said yes to the grid connection")
    w = re.search(
        # ("中试任务不过安全委员会这一关，就不能上线跑": the party's gate not passed, the spoken 未经)
        r"未经|不经|(?:不|没有?|未)过(?=[^，。；]{1,20}?(?:这|那)?一?道?关)"
        r"|\bwithout\b|\buntil\b|\bunless\b|\bonly\b[^,;.]{0,50}?\b(?P<with>with)\b"
        r"|\b(?P<before>(?:required|needed|necessary|mandatory) (?:before|prior to))\b"
        # ("online safety induction before any loan": the requirement as a noun, ahead of every act)
        r"|\b(?P<before_any>(?:before|prior to)(?= any\b))",
        c.text,
        re.I,
    )
    if w is None:
        return []
    at = c.start + (w.start("with") if w.group("with") else w.start())
    things = _requirement_things(ctx, by, requires)
    if w.group("before") or w.group("before_any"):
        thing = next((m for m in c.entities if m.id in things and 0 <= at - m.end <= 12), None)
        if thing is None or not any(o.event(action) for o in sent):
            return []
        return [Mention(requires, thing.start, c.start + w.end(), ctx.doc.text[thing.start : c.start + w.end()], False)]
    party = next((m for m in c.entities if (m.id == by or m.id in things) and 0 <= m.start - at <= 80), None)
    # the action denied in the sentence, or the clause denying what comes before "without" ("no unsupervised
    # operation of the microscope without certification by the facility manager": the act said as a noun)
    denied = (
        any(o.event(action) and o.has("negation") for o in sent)
        or bool(re.search(r"\b(no|never|nobody|no one|none)\b", c.text[: w.start()], re.I))
        or bool(w.group("with"))
    )
    if party is None or not denied:
        return []
    return [Mention(requires, at, party.end, ctx.doc.text[at : party.end], False)]


def _inside_another_act(ctx, c: Clause, requires: str) -> list[Mention]:
    """The requirement's word inside a longer word the sample declares for another act ("资金计划正式下达之前不得签订",
    where 正式下达 names the approval and 下达 the requirement): the requirement too."""
    aliases = [a.lower() for a in ctx.facts.events.get(requires, ()) if len(a) >= 2]
    return [
        Mention(requires, m.start, m.end, m.text, m.negated)
        for m in c.events
        if m.id != requires and any(a in m.text.lower() and a != m.text.lower() for a in aliases)
    ]


def _requirement_things(ctx, by: str, requires: str, lines: set[int] | None = None) -> set[str]:
    """What the material's requirement gives, named in its clause besides the party ("unless the district water
    authority has issued an abstraction permit": the permit); in the paragraphs ``lines`` when given."""
    out: set[str] = set()
    for o in ctx.source.clauses:
        if o.event(requires) and (lines is None or o.line in lines):
            out |= {m.id for m in o.entities if m.id != by}
    # (not the rule's own thing: "no waiver takes effect until a librarian confirms it")
    return out - {f.parts[0].subject for f in ctx.facts.facts if f.parts and f.parts[0].type == "condition"}


def _thing_required(ctx, c: Clause, sent: list[Clause], by: str | None, requires: str, event: str) -> list[Mention]:
    """ "No paint before a written wall permit from the highways team", "Written wall permit from the highways team
    before any paint": what the material's requirement gives (the permit), named as the gate of the rule's act, the
    act that gives it unsaid; "须附配套资金已到位的银行存款证明，县渔业局方可受理": the thing to be handed in, then the
    rule's act only after it."""
    if not by:
        return []
    things = _requirement_things(ctx, by, requires)
    # (in Chinese the head noun comes last: "配套资金已到位的银行存款证明" is the proof)
    for m in reversed(c.entities) if ctx.lex.lang == "zh" else c.entities:
        if m.id not in things:
            continue
        if ctx.lex.lang == "zh":
            rest = ctx.doc.sentence_text(c.sentence)[m.end - ctx.doc.sentences()[c.sentence][0].start :]
            if re.search(
                r"(?:须|必须|需要?|应当?)(?:先|随申请|一并)?(?:附上?|交|提交|提供|出具|带上?|持有?|取得)[^，。；]{0,20}$",
                ctx.doc.text[c.start : m.start],
            ) and any(
                re.search(
                    r"(?:方可|方能|才能|才可以?|才会?)[^，。；]{0,4}$"
                    # "须附…证明，否则县渔业局不予受理": the act refused without it
                    r"|(?:否则|不然)[^，。；]{0,10}(?:不予?|不得|不能|不会|一律不)[^，。；]{0,4}$",
                    rest[: a.start - m.end],
                )
                for o in ctx.doc.sentences()[c.sentence]
                for a in o.event(event)
                if a.start >= m.end
            ):
                return [m]
            continue
        before, after = ctx.doc.text[c.start : m.start], ctx.doc.text[m.end : c.end]
        gate = re.search(
            r"\b(?:before|without|until|unless|once|after)\s+(?:a |an |the |its |their |any )?(?:[\w-]+\s+){0,2}$",
            before,
            re.I,
        ) and any(o.event(event) for o in sent)
        ahead = any(
            a.start > m.end and re.search(r"\bbefore\s+(?:any\s+|the\s+)?$", ctx.doc.text[m.end : a.start], re.I)
            for a in c.event(event)
        ) and not re.search(r"\b(?:issued|granted|given|signed|received)\b", after, re.I)
        if gate or ahead:
            return [m]
    return []


def _condition_parties(ctx) -> set[str]:
    """The entities a condition fact of the sample names as the one who must act."""
    return {p.value.get("by") for f in ctx.facts.facts for p in f.parts if p.type == "condition" and p.value.get("by")}


def _nod_of(ctx, c: Clause, by: str | None, requires: str) -> list[Mention]:
    """ "主管点头了才算数", "得仓库主管点了头才算数": the party who must act, its consent said the spoken way, and
    only then (才, 方可) what follows: the requirement in other words."""
    if by is None:
        return []
    for m in c.entities:
        if m.id != by:
            continue
        nod = re.match(
            r"[^，。；]{0,4}?(点了?头|松了?口|签了?字|认可|同意)了?\s*(?:才|方可|方能)", ctx.doc.text[m.end : c.end]
        )
        if nod:
            return [Mention(requires, m.start, m.end + nod.end(1), ctx.doc.text[m.start : m.end + nod.end(1)], False)]
    return []


def _negations_outside(c: Clause) -> int:
    spans = c.marks.get("no_need", [])
    return sum(1 for a, b, _ in c.marks.get("negation", []) if not any(a < y and x < b for x, y, _ in spans))


def _anchored(ctx, part, sent: list[Clause]) -> bool:
    v = part.value
    keys = {part.subject, v.get("by")}
    events = {v.get("requires"), v.get("event"), *v.get("never", ())}
    return any(({m.id for m in c.entities} | set(c.carried)) & keys or {m.id for m in c.events} & events for c in sent)


# an exception named to deny it, in words the negation marks may miss ("rules out any exemption", "zero exemptions")
_DENIED = re.compile(
    r"\b(no|not|never|zero|none|rules? out|ruled out|without|excluded|unavailable|nor)\b"
    r"|不|无|没有|禁止|严禁|不得|杜绝",
    re.I,
)


# a requirement said as advice ("the auditor should sign off the audit", "应该经主管确认")
_ADVICE = re.compile(r"\b(should|ought to|is advised to|are advised to|is recommended to)\b|应该|最好", re.I)


_SOFTENERS = re.compile(
    r"原则上|一般(情况下|来说|而言)?(?=[须要应都会])|通常|尽量|尽可能|如无特殊情况|无特殊情况下|视情况|大体上|基本上"
    r"|\b(in principle|as a (general )?rule|generally|normally|usually|typically|ideally|where(ver)? possible"
    r"|in most cases|as far as possible|if possible|in general)\b",
    re.I,
)


def _softened(ctx, c: Clause, sent) -> str | None:
    """ "原则上须经主管签字批准", "in principle a librarian must confirm": a hedge that admits exceptions to a rule the
    material states without one. None when the material itself hedges the rule that way."""
    for o in sent:
        m = _SOFTENERS.search(o.text)
        if m and not any(m.group(0).lower() in x.text.lower() for x in ctx.source.clauses):
            return m.group(0)
    return None


_DOCUMENT_HELD = re.compile(
    r"^(取得|领取|拿到|领到|持有|获得|办妥|办好|办理)[^，。；]{0,16}?(许可证|证书|执照|资质证|合格证|批件|书面批复|使用证明|证明文件|证明)"
    # "书面批复前不得开工": the document itself, before which the act is barred
    r"|^(?:书面批复|批复文件|批件|批准文件|许可证|合格证)(?:下达|取得|到手)?(?:之|以)?前"
    r"|^(obtain|obtains|obtained|hold|holds|holding|get|gets|got|has|have|receive|receives|received)\b[^,;.]{0,40}?"
    r"\b(licen[cs]e|certificate|permit|registration)\b",
    re.I,
)
# what the person the rule binds holds or has done themselves: a signed document, a completed course ("a signed loan
# agreement", "the completed online safety induction")
_SIGNED_DOCUMENT = re.compile(
    r"(?:signed|countersigned)\s+(?:[\w-]+\s+){0,3}?(?:agreement|form|contract|declaration|consent|undertaking)s?\b"
    r"|(?:completed|passed|finished)\s+(?:[\w-]+\s+){0,3}?(?:induction|training|course|test|briefing|module)s?\b",
    re.I,
)
# the same, said in the passive after its noun ("unless the online safety induction is completed")
_DOCUMENT_DONE = re.compile(
    r"\b(?:agreement|form|contract|declaration|induction|training|course|test|briefing|module)s?\s+"
    r"(?:is|are|has been|have been|was|were)\s+$",
    re.I,
)
_PERMISSION = re.compile(
    r"\b(may|can|could|might|is allowed to|are allowed to|is able to|are able to|is entitled to|are entitled to)\b"
    r"|可以|可|能够|有权|允许",
    re.I,
)


def _permitted(ctx, c: Clause, m) -> bool:
    """ "bidders that cannot provide one may request an exemption": the negation belongs to another verb; a
    permission stands between it and the forbidden thing, and nothing negates that permission."""
    before = ctx.doc.text[c.start : m.start]
    negs = list(ctx.lex.words["negation"].finditer(before))
    if not negs:
        return False
    between = before[negs[-1].end() :]
    perm = _PERMISSION.search(between)
    if perm is None:
        return False
    # "no volume may leave the building without a condition report": "no" opens the permission's own subject
    if re.fullmatch(r"no|none of the|not a|not one", negs[-1].group(0), re.I) and re.fullmatch(
        r"\s*(?:[\w'’-]+\s+){1,4}", between[: perm.start()]
    ):
        return False
    # "nobody can be exempted": the negation is the permission's own subject, nothing stands between them
    return bool(between[: perm.start()].strip(" ,")) and not ctx.lex.words["negation"].search(
        between[perm.end() : perm.end() + 6]
    )


def _optional(ctx, c: Clause, m) -> bool:
    """ "主管可以确认", "librarians may review waivers if needed": a permission where the source requires."""
    before = ctx.doc.text[c.start : m.start]
    permissive = re.search(
        r"(可以|可|能够|有权|鼓励|欢迎|最好)[^，。；]{0,8}$|\b(may|can|could|is free to|are free to|optionally"
        # "bidders are encouraged to include a certificate": a recommendation where the source requires
        r"|(?:is|are) (?:encouraged|recommended|advised|invited|welcome)|(?:it is )?(?:recommended|advisable|ideally"
        r"|preferably|should ideally)|we (?:recommend|suggest|encourage))\b"
        r"[^,.;]{0,30}$",
        before,
        re.I,
    )
    required = re.search(
        r"须|必须|需要|需|才|方可|只有|\b(must|only|required|requires?|needs? to|has to|have to)\b", c.text, re.I
    )
    # "No work may start without …": the modal of the action the rule denies, not a permission
    denied = permissive is not None and bool(ctx.lex.words["negation"].search(before[: permissive.end()]))
    return (
        bool(permissive)
        and not required
        and not denied
        or bool(
            re.search(
                r"如有需要|必要时|\bif needed\b|\bwhen needed\b|"
                r"\bif necessary\b|\boptional(ly)?\b",
                c.text,
                re.I,
            )
        )
    )


def _locally_negated(ctx, c: Clause, m) -> bool:
    """A negation right before the mention (three words, or four characters in Chinese)."""
    before = ctx.doc.text[c.start : m.start]
    window = before[-4:] if ctx.lex.lang == "zh" else " ".join(before.split()[-4:])
    if ctx.lex.lang == "zh" and re.search(
        r"(?:不得|不能|不可以?|不准|不许|禁止|严禁|不予)(?:在|于|从|通过|用|到)[^，。；]{0,10}?$", before
    ):
        return True  # "一律不得在机器上借书": the ban, then where the act would happen
    return bool(ctx.lex.words["negation"].search(window))


# the other things of a list after the first ("、住户先行乘用", "或让住户先坐一坐", " or early rides for residents")
_LISTED_ZH = re.compile(
    r"(?:\s*(?:、|或者|或是|或|和|及|以及|与|还是)[\u4e00-\u9fff]{1,10}?(?=、|或|和|及|与|还是|也|均|都|亦|同样|一律|$))*"
)
_LISTED_EN = re.compile(
    r"(?:\s*(?:,\s*(?:or|and|nor)?|or|and|nor)\s+(?:[\w'-]+\s+){0,4}?(?=(?:,|or\b|and\b|nor\b|are\b|is\b)))*", re.I
)
# the list denied as a whole at its end ("也不例外", "均不例外", "亦无例外", "也不行", "are no exception either")
_DENIED_TAIL_ZH = re.compile(r"\s*[，,]?\s*(也|均|都|亦|同样|一律)?(不|无|没有)(例外|行|可以|允许)\W*")
_DENIED_TAIL_EN = re.compile(
    r"\s*,?\s*(are|is)\s+(also\s+)?(no exception|not (an )?exception|not (allowed|permitted|exempt)(ed)?)"
    r"(\s+either)?\W*",
    re.I,
)


def _negated_after(ctx, c: Clause, m) -> bool:
    """The thing that is never enough is the subject of a negated predicate: "verbal agreement is not sufficient",
    "a verbal go-ahead does not count", "consent will not be given retrospectively", "口头同意无效/不算数": a
    negation within the next four words (four characters in Chinese) of the clause, no other action between."""
    after = ctx.doc.text[m.end : c.end]
    window = after[:4] if ctx.lex.lang == "zh" else " ".join(after.split()[:4])
    neg = ctx.lex.words["negation"].search(window)
    if (
        neg is None
        and ctx.lex.lang == "zh"
        # "未经检测达标的出水一律不得用于灌溉": the never-thing describes the noun that the denial's clause opens with
        and re.match(
            r"[^，。；可能得]{0,10}?(?:的[\u4e00-\u9fff]{1,6}?(?:一律|均|都|也|绝对?|坚决)?|一律|均|都|也|绝对?|坚决)"
            r"(不得|不能|不可|不准|禁止|严禁)",
            after,
        )
    ):
        return True
    if neg is None:
        nxt = next((o for o in ctx.doc.sentences().get(c.sentence, ()) if o.start >= c.end), None)
        # "临时试运行、住户先行乘用均不例外", "即便是临时试运行或让住户先行乘用，也不例外", "trial runs or early
        # rides are no exception either": the first of things listed together, all of them denied at the end
        listed = _LISTED_ZH if ctx.lex.lang == "zh" else _LISTED_EN
        denied = _DENIED_TAIL_ZH if ctx.lex.lang == "zh" else _DENIED_TAIL_EN
        run = listed.match(after)
        rest = after[run.end() :] if run else after
        if denied.fullmatch(rest) or (
            not rest.strip(" ,，") and nxt is not None and denied.fullmatch(" " + nxt.text.strip())
        ):
            return True
        # "…直接下发给员工，这在试点期间是不允许的", "- Automatic waivers from the kiosks: none": the next clause
        # says of it (an anaphor, or the value after its label) that it is not allowed
        return nxt is not None and bool(
            (
                (c.is_label or ctx.doc.text[c.end : nxt.start].strip(" *_") in (":", "："))
                and re.fullmatch(
                    r"\W*(none|no|not allowed|not permitted|never|无|不允许|不可|禁止|不得)\W*", nxt.text, re.I
                )
            )
            or (
                re.match(r"\W*(这|此|该做法|也?是|都是|\b(this|that|which|doing so|it|is|was)\b)", nxt.text, re.I)
                and re.search(
                    r"不允许|不得|禁止|不可以|不能|不行|not (allowed|permitted)|forbidden|prohibited", nxt.text, re.I
                )
            )
        )
    between = window[: neg.start()]
    return not any(o.start >= m.end and ctx.doc.text[o.start : o.end] in between for o in c.events if o is not m)


def _reversed(ctx, part, c: Clause, sent: list[Clause]) -> str | None:
    """The condition turned around: without the requirement the action happens ("bids that do not include a
    certificate will be evaluated"), or the requirement comes after the action ("reviews each waiver after it
    has taken effect", "生效后再由主管确认")."""
    v = part.value
    action = v.get("event")
    req = c.event(v["requires"])
    acts = c.event(action) if action else []
    if (
        req
        and acts
        and _locally_negated(ctx, c, req[0])
        and not _locally_negated(ctx, c, acts[-1])
        # ("因资金未下达暂缓实施": the act put off, not done)
        and not _PUT_OFF.search(ctx.doc.text[c.start : acts[-1].start])
        and acts[-1].start > req[0].start
        and not c.has("no_need")
        # "驾驶员未通过拖拉机驾驶考核，新拖拉机不得用于出勤下水": the act denied in the clause after it, the word in
        # 驾驶考核 only a name
        and not any(o.start > c.start and any(_locally_negated(ctx, o, m) for m in o.event(action)) for o in sent)
    ):
        return "the condition is reversed: without the requirement the action still happens"
    if acts:
        after = re.search(
            r"(生效|执行|下发)(之后|以后|后)[^，。；]{0,6}(再|才)?[^，。；]{0,6}(确认|审核|复核)"
            r"|\bafter (it|they|the \w+) (has|have)? ?(taken|takes|take) effect",
            c.text,
            re.I,
        )
        if after:
            return "the requirement comes after the action takes effect"
    return None


_AFTERWARDS = re.compile(
    r"\b(afterwards?|after the fact|retrospectively|retroactively|later on|at a later point"
    # ("… and the risk assessment completed the following day")
    r"|(?:on )?the (?:following|next) (?:day|morning|week|working day)|the day after)\b"
    r"|事后|补办|补签|补批|之后再补|次日补|第二天再?补",
    re.I,
)
_CONTRAST = re.compile(
    r"\W*(?:(?:but|however|yet|except|though|although|while|whereas)\b|但是?|不过|然而|可是|只是)", re.I
)


def _permitted_action(ctx, part, c: Clause, sent: list[Clause]) -> str | None:
    """The action allowed where the material forbids it: "security patches can be installed straight away and
    approved in writing afterwards" (the requirement after the action), "bidders who have not yet received the
    certificate may be evaluated provisionally" (without the requirement), "…, but patches may go on at once"
    (an exception after a contrast). A permission word right before the action, nothing negating it."""
    v = part.value
    acts = c.event(v["event"]) if v.get("event") else []
    if not acts:
        return None
    m = acts[0]
    before = ctx.doc.text[c.start : m.start]
    # "Short test connections are allowed before signing": the act named first, then allowed ahead of the requirement
    allowed = re.match(
        r"\s+(?:are|is|will be|would be|remain)\s+(?:still\s+|also\s+)?"
        r"(?:allowed|permitted|acceptable|fine|ok(?:ay)?)\b",
        ctx.doc.text[m.end : c.end],
        re.I,
    )
    if (
        allowed
        and ctx.lex.lang == "en"
        and not ctx.lex.words["negation"].search(ctx.doc.text[c.start : m.end + allowed.end()])
        and (
            any(
                r.start > m.end + allowed.end()
                and re.search(
                    r"\bbefore\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}$", ctx.doc.text[m.end : r.start]
                )
                for r in c.event(v["requires"])
            )
            # "Short low-power test transmissions are allowed before then": the requirement the sentence before
            # names, referred to
            or re.match(
                r"\s+(?:before|ahead of)\s+(?:then|that|this|it)\b", ctx.doc.text[m.end + allowed.end() : c.end], re.I
            )
            and any(o.event(v["requires"]) for o in ctx.doc.sentences().get(c.sentence - 1, ()))
        )
    ):
        return "the action is allowed before the requirement is met"
    near = before[-6:] if ctx.lex.lang == "zh" else " ".join(before.split()[-4:])
    if not _PERMISSION.search(near) or ctx.lex.words["negation"].search(near):
        return None
    req = c.event(v["requires"])
    if req and _AFTERWARDS.search(c.text):
        return "the requirement comes after the action"
    # ("a shift can be booked straight away and the risk assessment completed the following day": the requirement in
    # a later clause of the sentence, done after the action)
    if any(r.start > m.end for o in sent if o.start > c.start for r in o.event(v["requires"])) and _AFTERWARDS.search(
        ctx.doc.text[m.end : sent[-1].end]
    ):
        return "the requirement comes after the action"
    # "新书架安装完成后即可投入使用", "can be used as soon as the installation is finished": the action allowed once
    # another act is done, the requirement named nowhere in the sentence
    if (
        not any(o.event(v["requires"]) for o in sent)
        and any(e.id != v["requires"] and e.end <= m.start for e in c.events)
        and re.search(
            r"(?:完成|完毕|结束|装好|做完|完工)(?:以|之)?后(?:即|就|马上|便|立即)?(?:可以?|能)$"
            r"|\b(?:once|as soon as|after|when)\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}"
            r"(?:is|are|has been|have been)\s+(?:complete|completed|finished|done|installed|fitted|in place)\b"
            r"[^.;]{0,20}?(?:can|may)\s+(?:be\s+)?"
            r"(?:[\w-]+\s+){0,2}$",
            before,
            re.I,
        )
    ):
        return "the action is allowed once another act is done, its requirement dropped"
    # "no tree may be felled … unless …; dead or diseased trees may be removed straight away and reported afterwards":
    # the act allowed, reported after it, beside the rule that bars it
    joined = ctx.doc.semicolon_joined(c.sentence)
    if _AFTERWARDS.search(c.text) and any(
        o.start < c.start and o.has("negation") and o.event(v["event"]) for o in ctx.doc.clauses if o.sentence in joined
    ):
        return "the action is allowed, reported afterwards, where the rule bars it"
    # "the front-of-house team may convert them to standard seating and inform the access adviser afterwards": the
    # act allowed, the party whose agreement the rule requires only told after it
    if (
        v.get("by")
        and _AFTERWARDS.search(ctx.doc.text[m.end : c.end])
        and any(e.id == v["by"] and e.start > m.end for e in c.entities)
    ):
        return "the action is allowed, the party who must agree told afterwards"
    # "Committee members may draw water while their agreement is being processed", "协议办理期间可先行取水": the
    # action allowed while what it waits for is still under way
    if _MEANWHILE.search(ctx.doc.text[m.end : sent[-1].end] if ctx.lex.lang == "en" else before):
        return "the action is allowed before the requirement is met"
    # "although site clearance may begin before the agreement is signed", "可在协议签订前先行开工": the action allowed
    # ahead of the requirement
    if not ctx.lex.words["negation"].search(ctx.doc.text[c.start : m.start]) and any(
        r.start > m.end
        and re.search(
            r"\bbefore\s+(?:the\s+|its\s+|their\s+)?(?:[\w-]+\s+){0,3}$|之?前$|以前$", ctx.doc.text[m.end : r.start]
        )
        for r in req
    ):
        return "the action is allowed before the requirement is met"
    # "experienced volunteers may borrow tools before their induction": the thing the requirement gives, named after
    # "before"
    things = _requirement_things(ctx, v["by"], v["requires"]) if v.get("by") and v.get("requires") else set()
    if not ctx.lex.words["negation"].search(ctx.doc.text[c.start : m.start]) and any(
        e.id in things
        and e.start > m.end
        and re.search(
            r"\bbefore\s+(?:the\s+|its\s+|their\s+|his\s+|her\s+)?(?:[\w-]+\s+){0,3}$", ctx.doc.text[m.end : e.start]
        )
        for e in c.entities
    ):
        return "the action is allowed before the requirement is met"
    # the requirement named before the action, in this clause or an earlier one of the sentence ("bidders who have
    # applied for the certificate but not yet received it may be evaluated"), negated between the two
    earlier = [r for o in sent if o.start <= c.start for r in o.event(v["requires"]) if r.end <= m.start]
    if earlier:
        r = earlier[-1]
        # "Bids missing the certificate may still be evaluated", "缺少证书的投标仍可评审": the thing without it
        lacking = re.search(
            r"\b(missing|lacking|without|minus|short of)\s+(the |a |an |its |their |any )?$"
            r"|(缺少|缺乏|没有|未附|未提供|无)[^，。；]{0,3}$",
            ctx.doc.text[max(c.start, r.start - 24) : r.start],
            re.I,
        )
        if lacking and not re.search(
            r"\b(only|once|after|until|unless)\b|只有|才|之后|以后|后方", ctx.doc.text[r.end : m.start], re.I
        ):
            return "without the requirement the action is allowed"
        if ctx.lex.words["negation"].search(ctx.doc.text[r.end : m.start]) and not re.search(
            r"\b(only|once|after|until|unless)\b|只有|才|之后|以后|后方", ctx.doc.text[r.end : m.start], re.I
        ):
            return "without the requirement the action is allowed"
        # "Bidders whose certificate is still being issued may be evaluated provisionally", "证书还在办理的投标也可
        # 先评审": the requirement still under way, the action allowed
        if re.search(
            r"^\s+(?:is|are)\s+(?:still\s+|currently\s+)?(?:being\s+[a-z]+(?:ed|en|wn)|pending|awaited|outstanding"
            r"|in progress|under way|underway)\b[^.;]{0,12}$"
            r"|^(?:还在|仍在|正在|尚在)[^，。；]{0,6}(?:办理|申请|审核|审批|签发)中?的?[^，。；]{0,8}$",
            ctx.doc.text[r.end : m.start],
            re.I,
        ):
            return "the action is allowed while the requirement is still under way"
    # "although members who own their tools may use them without one": permitted, nothing named in its place
    # (not what the material itself says the act can go without: "9 venues can run the full rig without extra
    # cabling" where the material says "9 of the venues can run the full rig without extra cabling")
    without = re.match(
        r"\s+(?:[\w'’-]+\s+){0,3}?without\b(?!\s+(?:exception|delay|fail))\s*([\w'’-]+(?:\s+[\w'’-]+)?)?",
        ctx.doc.text[m.end : c.end],
        re.I,
    )
    if (
        ctx.lex.lang == "en"
        and not ctx.lex.words["negation"].search(ctx.doc.text[c.start : m.start])
        and without
        and not (
            without.group(1) and re.search(r"\bwithout\s+" + re.escape(without.group(1)) + r"\b", ctx.source.text, re.I)
        )
    ):
        return "without the requirement the action is allowed"
    if req:
        return None
    if _CONTRAST.match(c.text) and not c.has("negation") and not c.has("condition"):
        return "an exception the source does not make"
    return None


_MEANWHILE = re.compile(
    r"\b(?:while|whilst|pending|until|before|ahead of)\b[^,;.]{0,50}?\b(?:(?:is|are) (?:still )?being "
    r"(?:processed|prepared|sorted|checked|reviewed|arranged|finali[sz]ed|drawn up|signed)|(?:is|are) (?:still )?"
    r"(?:pending|awaited|outstanding|in progress|under way|underway))\b"
    r"|\bpending (?:(?:the|its|their|a) )?"
    r"(?:signature|signing|approval|sign-off|certificat(?:e|ion)|permit|licen[cs]e)\b"
    r"|(?:办理|审核|审批|签署|签订|报批)(?:期间|过程中)"
    r"|(?:未|尚未|还没)(?:签|签署|签订|办|办好|取得|拿到)[^，。；]{0,12}?(?:之?前|以前)",
    re.I,
)

# "**Condition for evaluation:** valid battery safety certificate": the label names what follows as a condition
_RULE_LABEL = re.compile(r"条件|要求|前提|\b(conditions?|requirements?|prerequisites?|eligibility|rules?)\b", re.I)


def _fact_sources(ctx, part) -> set[int]:
    """The material lines (paragraphs) the fact of ``part`` cites."""
    ids = next((f.sources for f in ctx.facts.facts if part in f.parts), ())
    return {i for i, p in enumerate(ctx.material_ids) if p in ids}


def _carve_out(ctx, cited: set[int], things: set[str]) -> bool:
    """The rule's source sentence leaves ``things`` out of it ("除到站预报以外的任何信息", "other than …")."""
    for o in ctx.source.clauses:
        if o.line not in cited:
            continue
        for m in o.entities:
            if m.id in things and re.search(
                r"除[^，。；]{0,20}$|\b(other than|except|apart from|besides|excluding)\s+(the\s+)?$",
                ctx.source.text[max(o.start, m.start - 24) : m.start],
                re.I,
            ):
                return True
    return False


def _source_has_exception(ctx, requires: str | None = None) -> bool:
    """The material makes an exception itself ("there are no exceptions", "也不例外" deny one). The rule's own
    "unless" before its requirement ("No works may start … unless the trust's board has approved the final lighting
    design") is the condition, no exception."""
    text = ctx.source.text
    words = "|".join(map(re.escape, ctx.facts.events.get(requires, ()))) if requires else ""
    return any(
        not _DENIED.search(text[max(c.start, a - 10) : a])
        and not re.match(r"\s*(不|也不|亦不|都不)", text[b : b + 3])
        and not (words and re.fullmatch(r"unless|除非", word, re.I) and re.search(words, text[b : c.end], re.I))
        for c in ctx.source.clauses
        for a, b, word in c.marks.get("exception", ())
    )


_RULE_WORD = re.compile(
    r"不得|不能|不准|不许|禁止|严禁|一律|只有|才|须|必须|方可|除非|之前|以前|未经"
    r"|\b(?:must|may not|cannot|can't|shall|only|unless|until|before|without|no)\b",
    re.I,
)
# an act put off ("暂缓实施", "the works are on hold"): not done, for now
_PUT_OFF = re.compile(
    r"(?:暂缓|暂停|推迟|延缓|缓)$|\b(?:postponed?|deferred|paused|on hold|put off|delayed)\s+(?:\w+\s+)?$", re.I
)


_DUTY_SAID = re.compile(
    r"负责|牵头|承担|主导|\b(?:responsible for|in charge of|handles|handled by|carried out by|carries out)\b", re.I
)


def _duty_only(sent: list[Clause]) -> bool:
    """The sentence gives someone a duty ("入库种子的发芽率检测由青禾岭村委会负责") and no word of it makes a rule."""
    return any(_DUTY_SAID.search(o.text) for o in sent) and not any(_RULE_WORD.search(o.text) for o in sent)


def _reason_only(c: Clause, sent: list[Clause]) -> bool:
    """The clause gives the reason for what its sentence reports ("由于县级补助资金尚未下达，项目暂缓实施", "because
    the funds have not arrived, the works are on hold"), and no word of the sentence makes a rule."""
    return bool(REASON_OPENING.match(c.text)) and not any(_RULE_WORD.search(o.text) for o in sent)


def _another_facts_sentence(ctx, part, sent: list[Clause]) -> bool:
    """The sentence gives another fact's status and names neither this rule's subject nor its act ("Because the award
    is above EUR 150,000, it needs the sign-off of the regional minister, … so no money has been awarded", "**Status:**
    approved in principle …, subject to the regional minister's signature" beside "No minibus may be ordered unless
    the regional minister has signed off the award"): that fact's sentence, the requirement named as its reason."""
    own = {part.subject}
    others = (
        {p.subject for f in ctx.facts.facts for p in f.parts if p.type != "condition"} - own - {part.value.get("by")}
    )
    statuses = [p for f in ctx.facts.facts for p in f.parts if p.type == "status"]
    ids = {i for o in sent for i in o.entity_ids()}
    if ids & own or any(o.event(part.value["event"]) for o in sent):
        return False
    # (the status and the other fact's thing may be in different clauses: "The assessment panel recommended the
    # application …, but the regional minister has not yet signed"; the status label may open the line)
    labels = [o.text for o in ctx.doc.clauses if o.line == sent[0].line and o.is_label and o.start < sent[0].end]

    def reported(o: Clause) -> bool:
        # a status reported, not the requirement's own words ("before the municipal review is passed")
        if o.status is None:
            return False
        at = o.text.find(o.status[1] or "")
        return not re.search(
            r"\b(?:before|until|unless|once|after|when|if|needs?|requires?|must|without)\b"
            r"|之前|以前|除非|一旦|才|须|需|必须|得先|先得|要先|拿到|取得|征得|经",
            o.text[: max(at, 0)],
            re.I,
        )

    return any(reported(o) for o in sent) and (
        any({m.id for m in o.entities} & others for o in sent)
        or any(ctx.cue_in(p, text) for p in statuses for text in labels)
    )


def _other_doer(ctx, part, c: Clause, m, by: str) -> str | None:
    """Who the answer makes act on the requirement ("until Skerry Line has signed off the exit test", "须经澜行出行
    验收"), when that is another named party than the one the material names: the party's words, else None."""
    ents = [e for e in c.entities if e.id not in (by, part.subject)]
    text = ctx.doc.text
    # between the party and the requirement: a modal, or the verb that produces what is required ("须在区生态环境分局
    # 出具验收检测合格报告后", "once the county council issues a pass report")
    gap = (
        rf"\s*(?:has|have|had|will|must|shall|first|also|formally|{_ISSUES_EN}|a|an|the|its|their|\s)*$"
        if ctx.lex.lang == "en"
        else rf"[先已须需]?(?:{_ISSUES_ZH})?的?$"
    )
    before = [
        e
        for e in ents
        if e.end <= m.start
        and re.fullmatch(gap, text[e.end : m.start], re.I)
        # "立项通知下达前不得签订设备采购合同": the document that is issued, put first, is no doer
        and not _DOCUMENT_NAME.search(e.text)
        # ("资金计划正式下达之前": the thing the requirement's own word names, "下达资金计划")
        and not any(len(e.text) >= 2 and e.text.lower() in a.lower() for a in ctx.facts.events.get(m.id, ()))
    ]
    if re.match(r"未经|不经|(?:without|unless|until|with)\b", m.text, re.I):
        before = []  # "No water from the Hollin Brook without an abstraction permit": the act's thing, no doer
    if re.search(r"合格|通过|\b(passed|passes|pass)\b", m.text, re.I):
        # "after Hengguang Testing's on-site illuminance test has passed": the thing that passes, not a doer; one that
        # issues the pass ("须在区生态环境分局出具…合格报告后") still is
        issues = _ISSUES_EN if ctx.lex.lang == "en" else _ISSUES_ZH
        before = [e for e in before if re.search(issues, text[e.end : m.start], re.I)]
    after = [  # "signed off by Skerry Line", "由澜行出行验收"
        e
        for e in ents
        if e.start >= m.end
        and re.fullmatch(r"\s*(?:by|from)\s+(?:the\s+)?", text[m.end : e.start], re.I)
        # "signed off by the council's environmental health officer": the possessor is not the doer
        and not re.match(r"['’]s?\b", text[e.end : e.end + 3])
    ]
    # the material's party named near the requirement, or as the clause's doer before it ("until the board has signed
    # off the final lighting design in writing": the design is what is signed off)
    if any(e.id == by for e in c.entities if abs(e.start - m.start) < 40 or e.end <= m.start):
        return None
    if c.label_text and any(a in c.label_text for a in ctx.facts.entities.get(by, ())):
        return None  # "- 溪川市种子管理站：入库种子的发芽率检测和登记": the party is the label the duty is given under
    hit = (before or after)[:1]
    if hit:
        return hit[0].text
    return _unnamed_doer(ctx, c, m, by) if ctx.lex.lang == "zh" else None


_DOCUMENT_NAME = re.compile(
    r"(通知|通知书|报告|证书|许可证?|批复|批文|文件|合同|协议|方案|清单|函|意见书?)$"
    r"|\b(notice|report|certificate|permit|licen[cs]e|letter|contract|agreement|plan|approval)s?$",
    re.I,
)
_ISSUES_EN = (
    r"issues?|issued|signs?|signed|provides?|provided|submits?|submitted|certifies|certified|delivers?|delivered"
)
_ISSUES_ZH = r"出具|签发|开具|提交|提供|作出|组织|完成|签署|核发"
# "须经项目组确认": a party the material names but the facts do not declare, by the words that end an organisation's
# or an office holder's name
_ORG_END = r"(?:组|局|分局|办|委|委员会|部|处|中心|公司|机构|主管|经理|主任|负责人|科|室|队|站|院|所|厅|会)"


def _unnamed_doer(ctx, c: Clause, m, by: str) -> str | None:
    """ "班次建议须经项目组确认后才能生效": 经/由 and a party's name right before the requirement, where the name is
    none of the words for the party the material gives the requirement to, but a party the material itself names."""
    head = ctx.doc.text[c.start : m.start]
    hit = re.search(rf"(?:经过?|由|在)([\u4e00-\u9fff]{{1,10}}?{_ORG_END})(?:{_ISSUES_ZH})?的?$", head)
    if not hit:
        return None
    name = hit.group(1)
    words = [w for e in (by,) for w in ctx.facts.entities.get(e, ())]
    if any(w in name or name in w for w in words):
        return None
    if name not in ctx.source.text:
        return None
    return name


def _scope_exclusion(ctx, part, c: Clause) -> bool:
    """The clause names only things a scope fact leaves out, and nothing of the rule's own ("（县图书馆总馆和
    中小学校图书馆除外）" where the county library also catalogues the books): the scope's exclusion, no exception
    to the rule."""
    excluded = {i for f in ctx.facts.facts for p in f.parts if p.type == "scope" for i in p.value.get("exclude", ())}
    # ("区人民医院的发热门诊和辖区内的民营诊所除外", "区人民医院发热门诊": the rule's subject named as an excluded
    # thing's own)
    ids = {
        m.id
        for m in c.entities
        if not any(
            x.id in excluded
            and x.end <= m.start
            and re.fullmatch(r"\s*(?:的|['’]s)?\s*", ctx.doc.text[x.end : m.start])
            for x in c.entities
        )
    }
    v = part.value
    return (
        bool(ids)
        and ids <= excluded
        and part.subject not in ids
        and not any(m.id in (v["event"], v["requires"]) for m in c.events)
    )


def _missing_then_barred(ctx, c: Clause, req: Mention, sent: list[Clause], event: str) -> bool:
    """A Chinese rule said with the requirement missing, the act barred after it: "无正式书面批复，不得签订施工合同",
    "书面批复没到手，施工合同一律不能签" (the requirement's word denied before or after it, then a ban on the rule's act
    later in the sentence, no party of the condition named)."""
    text = ctx.doc.text
    before, after = text[c.start : req.start], text[req.end : sent[-1].end]
    missing = re.search(r"(?:未经|不经|未|无|没有?|尚未)\s*$", before) or re.match(
        r"\s*(?:还|尚|仍)?(?:没有?|未)(?:到手|下发|下来|到位|收到|取得|拿到|发)", after
    )
    return (
        ctx.lex.lang == "zh"
        and bool(missing)
        and bool(re.search(r"(?:一律|均|都)?(?:不得|不能|不准|不许|禁止|严禁)", after))
        and any(o.event(event) and o.start >= req.end for o in sent)
        and not any(o.entities and set(o.entity_ids()) & _condition_parties(ctx) for o in sent)
    )


def grade_condition(ctx, part):
    from harness.grade.context import PartGrade

    g = PartGrade()
    v = part.value
    requires, by, never = v["requires"], v.get("by"), set(v.get("never", ()))
    negative_half: list[Clause] = []  # clauses that state the never-thing negated
    # Who must act counts only when the material names them with the condition ("必须经仓库主管确认"); "bids that
    # do not include a certificate will not be evaluated" names no actor, so "a certificate is required" is whole.
    cited = _fact_sources(ctx, part)
    by_in_source = by is not None and (
        not cited or any(by in c.entity_ids() for c in ctx.source.clauses if c.line in cited)
    )
    prev: list[Clause] = []
    sentences = ctx.doc.sentences()
    for sent in sentences.values():
        # "…once the ward nurse in charge has signed the booking form. The one exception is same-day discharges":
        # the sentence right after the requirement, in its paragraph, goes on about that rule
        follows = (
            bool(prev)
            and prev[-1].line == sent[0].line
            and any(o.event(requires) for o in prev)
            # (the negation word inside the never-thing's own name is no denial: "Scheduled tests are the exception
            # and can be run without authorisation")
            and not any(_negated_outside(o, never) or o.has("exclude") for o in sent)
            and not _DENIED.search(_without_never(ctx, sent, never))
        )
        prev = sent
        if not _anchored(ctx, part, sent):
            continue
        for c in sent:
            ents = c.entity_ids()
            for m in c.events:
                if m.id in never and re.match(r"[^，。；,;]{0,24}(之前|以前)", ctx.doc.text[m.end : c.end]):
                    # "凯斯特尔未签署该病房的现场验收证书之前，任何病房不得切换": the time before the requirement is
                    # met, with the act denied until then, is the rule itself
                    if any(o.has("negation") and o.event(v["event"]) for o in sent if o.start >= c.end):
                        g.complete = True
                        g.add("hit", RULE_BEFORE_DENIED, c)
                    continue
                if m.id in never and re.match(
                    # ("地块租户未签署用水协议不得从共享供水取水": no comma before the ban; "未经验收小组验收合格，
                    # 新设备不得投入使用": the banned thing named after the comma)
                    r"[^，。；]{0,24}?的?(?:[，,]\s*[^，。；,;]{0,8}?)?\s*(?:一律|均|都)?(?:不得|不能|不予|不可|禁止|严禁)",
                    ctx.doc.text[m.end : m.end + 40],
                ):
                    # "份地持有人未签署共享工具棚协议的，不得分配工具格位": the never-thing as the case where the act
                    # is barred, the requirement named in it; "直接下发给员工的，不得生效" names no requirement, so it
                    # is the negative half only
                    if any(o.event(requires) for o in sent) or any(
                        w in m.text.lower() for w in ctx.facts.event_words.get(requires, ())
                    ):
                        g.complete = True
                        g.add("hit", "the act is barred in the case the rule names", c)
                    else:
                        negative_half.append(c)
                    continue
                if m.id in never:
                    if (
                        (
                            m.negated
                            or _negated_after(ctx, c, m)
                            # "zero advance", "nil exceptions": none of it
                            or bool(
                                re.search(
                                    r"\b(?:zero|nil)\s+$", ctx.doc.text[max(c.start, m.start - 6) : m.start], re.I
                                )
                            )
                            # "there are no exceptions, even for cooperatives that paid for machines in advance": the
                            # case named under the denial before it
                            # ("no exceptions, urgent repairs included": the case named, then "included")
                            or re.match(
                                r"\W*(?:not )?even\b|\W*including\b|\W*即使|\W*哪怕|\W*包括"
                                r"|[^,.;]{1,40}\b(?:included|too|as well)\W*$",
                                c.text,
                                re.I,
                            )
                            and any(o.end <= c.start and o.has("negation") for o in sent)
                            or _negations_outside(c)
                            and ctx.lex.lang == "en"
                            and ctx.lex.words["negation"].search(c.text[: m.start - c.start])
                        )
                        and not _permitted(ctx, c, m)
                    ):
                        negative_half.append(c)
                    elif (
                        not _scope_exclusion(ctx, part, c)
                        # "…，未取得场地使用证明的，" at the output budget: the ban after it never written
                        and not ctx.cut_off(c)
                        and (
                            part.subject in ents
                            or any(o.event(requires) for o in sent)
                            # "Kiosks will waive small late fees automatically; larger waivers need a branch
                            # librarian's confirmation": the requirement in the sentence a semicolon joins to it
                            or any(
                                o.event(requires)
                                for i in ctx.doc.semicolon_joined(c.sentence) - {c.sentence}
                                for o in sentences.get(i, ())
                            )
                            # (not denied: "zero exemptions", "exemption … is not available")
                            and not any(_negated_outside(o, never) for o in sent)
                            and not _DENIED.search(_without_never(ctx, sent, never))
                            or by in ents
                            or follows
                            # "kiosks may waive late fees automatically for small amounts": the never-thing permitted
                            or bool(_PERMISSION.search(ctx.doc.text[c.start : m.start]))
                            and not ctx.lex.words["negation"].search(ctx.doc.text[c.start : m.start])
                            # "Business premises are the exception: for them Brackenfold can be paid on its own report":
                            # the sentence permits the rule's action
                            or any(
                                o.event(v["event"])
                                and _PERMISSION.search(o.text)
                                and not ctx.lex.words["negation"].search(o.text)
                                for o in sent
                            )
                        )
                    ):
                        g.add("distorted", "the negation is dropped", c, m.text)
            reversed_ = (
                _reversed(ctx, part, c, sent) or _permitted_action(ctx, part, c, sent) or _another_way(ctx, part, c)
            )
            if reversed_:
                g.add("distorted", reversed_, c, c.text)
            req = (
                c.event(requires)
                or _without_from(ctx, c, sent, by, requires, v["event"])
                or _nod_of(ctx, c, by, requires)
                or _thing_required(ctx, c, sent, by, requires, v["event"])
                # (only where the sentence bars the rule's act: "资金计划正式下达之前不得签订…")
                or (
                    _inside_another_act(ctx, c, requires)
                    if any(o.event(v["event"]) and o.has("negation") for o in sent)
                    else []
                )
            )
            if req and _reason_only(c, sent):
                # "由于县级补助资金尚未下达，项目暂缓实施": the missing requirement given as the reason the act waits,
                # a state reported, no rule
                req = []
            if req and _another_facts_sentence(ctx, part, sent):
                # "Because the award is above EUR 150,000, it needs the sign-off of the regional minister": the
                # requirement named in the status's sentence, about the award, not the rule's act
                req = []
            by_ok = (
                by is None
                or not by_in_source
                # "须经验收合格后方可投入使用": the requirement said as the thing's result (passed, 合格), not as an act
                # of whoever organises it
                or bool(req and re.search(r"合格|通过|\b(passed|passes|passing)\b", req[0].text, re.I))
                # "荷载试验合格前不得开放通行": the result right after the requirement's name
                or bool(req and re.match(r"[^，。；]{0,4}(合格|通过)", ctx.doc.text[req[0].end : req[0].end + 8]))
                # "国库集中支付审核前不得拨付": the act barred until the requirement, no party named in the sentence
                or bool(
                    req
                    and (
                        # ("正式下达立项通知之前，不得签订…": the ban in the clause after the comma; "批复正式下达前不得
                        # 开工": the requirement's own verb before 前)
                        re.match(
                            r"(?:正式|书面)?(?:完成|下达|下发|作出|出具|到位)?(?:之|以)?前[，,]?\s*[^，。；]{0,6}"
                            r"(?:不得|不能|不准|禁止|严禁)",
                            ctx.doc.text[req[0].end : sent[-1].end],
                        )
                        # "未经国库集中支付审核不得拨付", "未取得结构安全复核意见不得开工安装"
                        or re.search(r"(?:未经|不经)\s*$", ctx.doc.text[c.start : req[0].start])
                        and re.match(r"[^，。；]{0,6}(?:不得|不能|不准|禁止|严禁)", ctx.doc.text[req[0].end : c.end])
                        or re.search(r"(?:未|没有?|尚未)\s*$", ctx.doc.text[c.start : req[0].start])
                        and re.match(r"(?:取得|获得|拿到)", req[0].text)
                        and re.match(r"[^，。；]{0,14}(?:不得|不能|不准|禁止|严禁)", ctx.doc.text[req[0].end : c.end])
                    )
                    and not any(o.entities and set(o.entity_ids()) & _condition_parties(ctx) for o in sent)
                    # (the rule's own act barred: "获得批准之前不得签订采购合同" is another rule)
                    and any(o.event(v["event"]) or part.subject in o.entity_ids() for o in sent)
                )
                # "无正式书面批复，不得签订施工合同", "书面批复没到手，施工合同一律不能签": the requirement missing,
                # then the rule's act barred in the sentence, no party named in it
                or bool(req and _missing_then_barred(ctx, c, req[0], sent, v["event"]))
                # "Written wall permit required before any paint": the permit itself, named as the gate, whole without
                # its issuer
                or bool(
                    req
                    and (gates := _thing_required(ctx, c, sent, by, requires, v["event"]))
                    and re.search(
                        r"\b(?:licen[cs]e|certificate|permit|registration)s?\b|证明|证书|许可证|合格证",
                        gates[0].text,
                        re.I,
                    )
                )
                # "取得食品经营许可证后方可对外供餐": a document the subject obtains is whole without its issuer
                or bool(req and _DOCUMENT_HELD.search(ctx.doc.text[req[0].start : c.end]))
                # "no loan without a signed loan agreement", "signed loan agreement before any loan": the signed
                # document itself, no one else to sign it
                or bool(
                    req
                    and re.search(r"\b(?:unless|until|without|before|once|after|only|no|not)\b", c.text, re.I)
                    and re.search(
                        r"^\W*$|\b(?:a|the|their|his|her|its)\s+$", ctx.doc.text[c.start : req[0].start], re.I
                    )
                    and _SIGNED_DOCUMENT.match(ctx.doc.text[req[0].start : c.end])
                )
                # "no loan unless the online safety induction is completed": the course done, no one else to do it
                # (in a rule: not "the grant agreement has been signed", a report)
                or bool(
                    req
                    and re.search(r"\b(?:unless|until|without|before|once|after|only)\b", c.text, re.I)
                    and _DOCUMENT_DONE.search(ctx.doc.text[c.start : req[0].start])
                    and not any(o.entities and set(o.entity_ids()) & _condition_parties(ctx) for o in sent)
                )
                # "online safety induction before any loan": the requirement's thing named ahead of every act, no one
                # else to give it
                or bool(
                    req
                    and re.search(r"\b(?:before|prior to)$", req[0].text, re.I)
                    and not re.search(r"\b(?:required|needed|necessary|mandatory)\b", req[0].text, re.I)
                    and not any(o.entities and set(o.entity_ids()) & _condition_parties(ctx) for o in sent)
                )
                or any(by in o.entity_ids() for o in sent)
                # "laser cutters only after a supervised safety induction": the party who must act is the one the rule
                # bars, whoever does the act
                or bool(
                    req
                    and by == part.subject
                    and re.search(
                        r"\b(?:only|after|first|before|until|unless|without|once)\b|之前|之后|以后|才|先", c.text, re.I
                    )
                )
                # "nobody gets to draw water … until they've signed the water-use agreement": everyone, the party
                # among them, the requirement theirs
                or bool(
                    req
                    and re.search(
                        r"\b(?:nobody|no one|no-one)\b[^.;]{0,80}\b(?:(?:until|unless|before)\s+"
                        # ("nobody gets behind the wheel … without having completed the training")
                        r"(?:they|they've|they have|[a-z]{3,}ing)|without\s+(?:first\s+)?having)\b",
                        ctx.doc.sentence_text(c.sentence),
                        re.I,
                    )
                )
                or part.subject in {m.id for m in c.entities}
                # "- 仓库主管：确认班次建议；未经其确认，建议不生效": the pronoun stands for the party named before
                or bool(re.search(r"其|\b(its|their|his|her|they|them)\b", c.text, re.I))
                and any(
                    by in o.entity_ids() for o in ctx.doc.sentences().get(sent[0].sentence - 1, ()) if o.line == c.line
                )
            )
            # "- Battery safety certificate: required": the requirement named by a label, its condition word after it
            worded = c.is_label and any(o.start > c.start and (o.has("condition") or o.has("negation")) for o in sent)
            other = (
                _other_doer(ctx, part, c, req[0], by)
                if req
                and by_in_source
                # this rule's requirement: the sentence names the rule's action or its subject
                and any(o.event(v["event"]) or part.subject in o.entity_ids() for o in sent)
                # (not a duty said without a rule: "入库种子的发芽率检测由青禾岭村委会负责" gives an owner, no rule)
                and not _duty_only(sent)
                else None
            )
            if other:
                g.add("distorted", "the requirement is given to another party", c, other)
            elif req and by_ok:
                action = {v.get("event")}
                without = re.search(r"未经|不经|\bwithout\b", c.text, re.I)  # "未经确认的建议，不得…" restricts
                # "中试任务不过安全委员会这一关，就不能上线跑": the gate not passed, the spoken 未经
                gate = re.search(r"(?:不|没有?|未)过[^，。；]{1,20}?(?:这|那)?一?道?关", c.text)
                if (
                    c.has("no_need")
                    and not _negations_outside(c)
                    # ("Bids without a valid battery safety certificate will" at the output budget: the rest unwritten)
                    and not ctx.cut_off(c)
                    and not any(
                        o is not c
                        and (
                            any(m.negated and m.id in action for m in o.events)
                            or without
                            and o.start > c.start
                            and o.has("negation")
                        )
                        for o in sent
                    )
                ):  # "未经主管确认，建议不能生效" keeps the condition
                    g.add("distorted", "the condition is dropped", c, c.marks["no_need"][0][2])
                elif _optional(ctx, c, req[0]):
                    g.add("distorted", "the requirement is made optional", c, c.text)
                elif soft := _softened(ctx, c, sent):
                    g.add("distorted", "the requirement is softened by a hedge (exceptions implied)", c, soft)
                elif ctx.cut_off(c) and re.search(
                    r"\b(?:will|would|must|shall|may|can|cannot|be|are|is|not)\s*$|(?:将|会|须|必须|不得|一律|均|将被)\s*$",
                    c.text,
                    re.I,
                ):
                    # "Bids that do not include a valid battery safety certificate will" at the output budget: the
                    # requirement named, what happens without it never written (stated in part)
                    g.add("hit", RULE_AS_CONDITION, c)
                elif (
                    c.has("condition")
                    or c.has("no_need")
                    or c.has("negation")
                    or gate is not None
                    and any(o.start >= c.end and o.has("negation") for o in sent)
                    or worded
                    # "Waivers are not automatic: a branch librarian confirms each one": the rule's other half first
                    or any(o is not c and o.start < c.start for o in negative_half if o.sentence == c.sentence)
                    # "A branch librarian confirms every late-fee waiver": the requirement said of each case, no
                    # case left without it
                    or bool(
                        re.match(
                            r"\s*(?:every|each|all|any)\b|\s*(?:每一?[个项笔份张条]?|所有|全部)",
                            ctx.doc.text[req[0].end : c.end],
                            re.I,
                        )
                    )
                    or c.after_label
                    and bool(ctx.lex.words["condition"].search(c.label_text) or _RULE_LABEL.search(c.label_text))
                ):  # "| Mandatory document | Valid battery safety certificate – … |": the label says it is required
                    # ("any waiver must be confirmed by a" at the output budget: who must confirm was never written)
                    g.complete = g.complete or not (
                        by_in_source
                        and by not in c.entity_ids()
                        and ctx.cut_off(c)
                        and re.search(r"\b(?:by|from|of)\s+(?:a|an|the)?\s*$|由\s*$", c.text, re.I) is not None
                    )
                    g.add("hit", RULE_AS_CONDITION, c)
                elif _ADVICE.search(c.text):
                    # "the independent road safety auditor should sign off the completion audit": the rule's
                    # requirement as advice, its ban on acting before it left out
                    g.add("distorted", "the requirement is softened to advice, its condition dropped", c, c.text)
                else:
                    g.add("review", "names the requirement without a condition word", c)
            w = c.marks["exception"][0] if c.has("exception") else None
            own = {v.get("event"), requires, *never}
            if (
                w
                # "…nothing beyond them except the four mobile vaccination units": the scope's parts, excepted in a
                # sentence about the scope, not an exception to this rule
                and not (
                    {m.id for m in c.entities if m.start >= w[1]} & ctx.scope_parts
                    and not any(m.id in own and not (m.start <= w[0] < m.end) for o in sent for m in o.events)
                )
                and (
                    any(m.id in own for o in sent for m in o.events)
                    or any(by in o.entity_ids() for o in sent)
                    or follows  # "…has confirmed them. The one exception is waivers under EUR 5."
                )
                # an exception to this condition names its action, its requirement or who must act; "late bids
                # may be accepted in exceptional circumstances" is another rule (an unsupported addition)
                and not _source_has_exception(ctx, requires)
                and not ctx.lex.words["negation"].search(ctx.doc.text[max(c.start, w[0] - 12) : w[0]])
                # "No exceptions, not even in an emergency", "紧急情况也不例外": the case named to deny it
                and not re.match(r"\W*(not even|including|included)\b", ctx.doc.text[c.start : w[0]], re.I)
                and not re.match(
                    r"\s*(也|亦|都)?(不例外|不行|不可以|不能|不得|一样|同样)", ctx.doc.text[w[1] : w[1] + 8]
                )
            ):
                after = ctx.doc.text[w[0] : c.end]
                # "no update goes on unless Clinical Engineering has approved it in writing": the requirement (its
                # event, or who must act) after "unless" is the condition itself
                names_requirement = (
                    (
                        re.search("|".join(map(re.escape, ctx.facts.events.get(requires, ()))), after, re.I)
                        # (in another form of its words: "unless an adult volunteer with a B+E licence is driving")
                        or any(e.id == requires and e.start >= w[0] for e in c.events)
                    )
                    # "unless the bidder submits the certificate within 10 days after the deadline": the requirement
                    # met another way (later, by an extension) is an exception, not the condition itself
                    and not _ANOTHER_WAY.search(after)
                ) or (
                    any(m.start >= w[0] and m.id == by for m in c.entities)
                    # "unless the bidder asks for an extension": the party who must act, asking for another way out
                    and not _ANOTHER_WAY.search(after)
                )
                # "Any content other than arrival predictions must be reviewed": the carve-out the rule's own source
                # sentence makes ("除到站预报以外的任何信息"), said again
                excepted = {m.id for m in c.entities if m.start >= w[1]} - {part.subject, by}
                carved = excepted & {m.id for o in ctx.source.clauses if o.line in cited for m in o.entities}
                # the exception word inside a declared name ("any content other than arrival predictions")
                named = any(m.start <= w[0] and w[1] <= m.end for m in c.entities)
                if (
                    not (names_requirement and w[2].lower() in ("unless", "除非"))
                    and not named
                    # "…may be put into service unless the Coastal" at the output budget: the rest never written
                    and not ctx.cut_off(c)
                    and not (carved and not c.has("negation") and _carve_out(ctx, cited, carved))
                ):
                    g.add("distorted", "an exception the source does not make", c, w[2])
    # "- Branch librarian: confirms every late-fee waiver; the kiosks never issue one automatically": the
    # requirement named on the line that also denies the other way is the rule's other half
    # (or on the line right before or after it: "Who does what: … a branch librarian confirms any late-fee waiver" /
    # "The kiosks will not issue late-fee waivers automatically.")
    lines = {o.line + d for o in negative_half for d in (-1, 0, 1)}
    for f in g.findings:
        if f.outcome == "review" and any(o.text == f.clause and o.line in lines for o in ctx.doc.clauses):
            f.outcome, f.why = "hit", RULE_BESIDE_NEGATIVE
            g.complete = True
    if negative_half and not any(f.outcome == "hit" for f in g.findings):
        g.add("hit", "only the negative half is stated", negative_half[0])
    elif negative_half:
        # "…, and the machines will not grant them by themselves": the same rule's negative half, stated too
        g.add("hit", "the negative half is stated too", negative_half[0])
    return g


def _without_never(ctx, sent: list[Clause], never: set[str]) -> str:
    """The sentence's text with the mentions of the rule's never-things blanked ("without authorisation")."""
    start = sent[0].start
    chars = list(ctx.doc.text[start : sent[-1].end])
    for o in sent:
        for m in o.events:
            if m.id in never:
                chars[m.start - start : m.end - start] = " " * (m.end - m.start)
    return "".join(chars)


def _negated_outside(c: Clause, never: set[str]) -> bool:
    """A negation word in the clause outside the mentions of the rule's never-things ("without authorisation")."""
    spans = [(m.start, m.end) for m in c.events if m.id in never]
    return any(not any(a <= n[0] < b for a, b in spans) for n in c.marks.get("negation", ()))


def _another_way(ctx, part, c: Clause) -> str | None:
    """ "a bidder whose certificate is still being processed may hand it in after the deadline": a permission, said of
    the requirement, that offers another way to meet it (later, an extension, a waiver) the material does not give."""
    req = part.value["requires"]
    # (or the requirement named in the sentence and taken up by a pronoun: "bids must include a valid certificate,
    # although bidders may submit it after the deadline")
    # ("…include a valid battery safety certificate; bidders who lack one may submit it within 10 days after the
    # deadline": the sentence before, on the same line past a semicolon)
    named = bool(c.event(req)) or bool(
        re.search(r"\b(it|them|one)\b|其|它", c.text)
        and any(
            o.event(req)
            for o in ctx.doc.clauses
            if o.start < c.start
            and (
                o.sentence == c.sentence
                or o.line == c.line
                and o.sentence == c.sentence - 1
                and re.search(r"[;；]\s*$", ctx.doc.text[o.end : c.start].split("\n")[0][:8] or "") is not None
            )
        )
    )
    # "…only where the occupier has signed the consent form. For rented properties, the landlord's signature may be
    # used instead": the sentence right after the requirement's, on its line, puts something in its place
    instead = _INSTEAD.search(c.text)
    named = named or bool(
        instead and any(o.event(req) for o in ctx.doc.clauses if o.line == c.line and o.sentence == c.sentence - 1)
    )
    if not named or _source_has_exception(ctx, req):
        return None
    # (the rule's act, its thing or its party named in the sentence or the one before: not "the bureau agreed in
    # writing on 20 May to accept it late", the application's own history, where 'agreed in writing' is also a word
    # of the rule's consent)
    near = [o for o in ctx.doc.clauses if o.sentence in (c.sentence, c.sentence - 1)]
    if not any(o.event(part.value["event"]) or {part.subject, part.value.get("by")} & o.entity_ids() for o in near):
        return None
    perm = _PERMISSION.search(c.text)
    # (not a word inside a declared name: "the extension station")
    way = next(
        (
            w
            for w in _ANOTHER_WAY.finditer(c.text)
            if not any(m.start <= c.start + w.start() < m.end for m in c.entities)
        ),
        None,
    )
    if perm is None or way is None or way.start() < perm.start():
        return None
    if ctx.lex.words["negation"].search(c.text[max(0, perm.start() - 12) : perm.end() + 6]):
        return None  # "nobody may hand it in later"
    if any(way.group(0).lower() in o.text.lower() for o in ctx.source.clauses):
        return None  # the material's own words
    return "an exception the source does not make"


_INSTEAD = re.compile(r"\b(instead|in (?:its|their) place|in place of|as a substitute)\b|代替|替代|顶替", re.I)


# what an invented exception offers instead of the requirement ("unless the bidder asks for an extension")
_ANOTHER_WAY = re.compile(
    r"\b(extension|extra time|more time|deferr?al|defer|later|afterwards|waiver|exemption|instead|alternative"
    r"|after the (?:bid |tender |submission )?(?:deadline|closing date|due date)"
    r"|past the (?:deadline|closing date)|late"
    r"|substitute|grace period|special permission"
    r"|after (?:the )?(?:evaluation|opening|award|closing)"
    # "unless the bidder undertakes to provide one before contract signing": a promise in place of the thing
    r"|undertakes?|undertaking|undertook|promises?|promised|pledges?|pledged|commits? to|committed to"
    r"|before (?:the )?(?:contract|signing|award)|at a later (?:date|stage)|in due course"
    # "unless the bidder supplies it within 10 days of the deadline": a window after the rule's own moment
    r"|(?:within|up to) \S+ (?:working |business |calendar )?(?:days?|weeks?|months?)"
    r" (?:of|after|from|following) the)\b"
    r"|延期|延长|宽限|补交|补办|豁免|替代|代替|特批|另行|承诺|保证(?=[^，。；]{0,8}(提供|补|交))",
    re.I,
)
