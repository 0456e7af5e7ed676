"""Grade a ``scope`` fact: which entities the answer puts inside and outside the scope.

Read in the sentences about the scope (they name an included or excluded entity and the fact's subject, a cue
or a scope word such as only/all/excluding), skipping clauses about another fact's event (a go-live date):
- an excluded entity written as included, an included one written as excluded, a widening ("全部仓库", "all
  branches"), a narrowing (only + a strict subset of the included entities) or an unknown entity listed with the
  included ones is ``distorted``;
- every included entity stated positively is ``correct``, some of them ``partial``.
"""

from __future__ import annotations

from harness.grade import rx as re
from harness.grade.extract import Clause
from harness.grade.reasons import REASON_LEAD, REASON_OPENING
from harness.grade.text import grams, without_values
from harness.grade.values import number

_LATER = re.compile(r"推广|扩大|扩展|roll(ed|ing|s)?\b.{0,20}\bout\b|\broll-?outs?\b|expand|extend|scale", re.I)
# An action beyond this pilot or tender (after it ends, a separate tender): an excluded entity named there is not
# written into the scope; one said to join the pilot ("将在后续阶段纳入试点", "join the pilot later") is.
_BEYOND = re.compile(
    r"(结束|完成|到期)(之?后|以后)|另行|单独|roll(ed|ing|s)?\b.{0,20}\bout\b|\broll-?outs?\b|推广"
    r"|\bafter the (pilot|trial|project|tender)\b|\bseparate(ly)?\b|\bre-?(tender|issue|launch)\w*"
    r"|\b(follow-?on|future|later|subsequent|another|new|second|separate) (contract|tender|project|scheme|programme"
    r"|phase|application|bid|funding bid|request)\b|(?:再次|另外|重新|单独)(?:申报|申请)"
    r"|后续合同|另一合同"
    r"|明年|来年|将来|日后|今后|下一?(个)?(学年|年度|学期|财年)|\bnext (school |academic |financial )?(year|term)\b"
    r"|\blater on\b|\bin (the )?future\b",
    re.I,
)
_PHASE = re.compile(
    r"(下一|后续|第二|第三|下个|二期|后期|下)(个)?阶段|二期"
    r"|\b(second|third|next|later|future|another|subsequent|separate) (phase|stage|round|wave)\b|\bphase (two|2|ii)\b"
    # "in year two", "from the second year": a later year of the scheme
    r"|\byear (two|three|2|3)\b|\b(the )?(second|third|following) year\b|第二年|第三年|次年",
    re.I,
)
# a time named without a date value ("在第三季度", "in the third quarter", "年底")
_QUARTER = re.compile(
    r"第[一二三四1-4]季度|[一二三四]季度|下半年|年底|年内|\b(first|second|third|fourth) quarter\b", re.I
)
_CHANGE = re.compile(
    r"\b(be added|added to|join(s|ing|ed)?|be brought in(to)?|be extended to|be included|follow|come later)\b"
    # "plans to extend the service to Dalewick town"
    r"|\bextend(s|ed|ing)? (?:[\w-]+ ){0,3}to\b"
    r"|纳入|加入|并入|划入|扩展到|扩大到|增补",
    re.I,
)
_ALSO = re.compile(r"\balso (cover|include|take in|extend to)\w*|还将(覆盖|包括|纳入)|也将(覆盖|包括)", re.I)
_INCLUDES = re.compile(
    r"包括|包含|纳入|覆盖|涵盖|范围|涉及|参与|参加|\b(cover\w*|includ\w*|part of|scope|take part|taking part"
    r"|participat\w*|limited to|restricted to|join\w*|added)\b",
    re.I,
)
_JOINS = re.compile(r"纳入试点|加入试点|参加试点|参与试点|join(s|ing)? the|阶段|phase", re.I)


# A sentence that adds a thing to what the one before it listed ("…; the cold-chain warehouse joins them as well",
# "；冷链仓也一并纳入"): about the same scope even without the scope's own words.
_ADDS = re.compile(
    r"\b(as well|too|also|likewise|joins?|joined|included|includes|covered|part of|added|in addition)\b"
    r"|也|同样|一并|一起|纳入|包括|包含|加入|增加|另一|另外|其二|\b(the other|another|the second)\b",
    re.I,
)


# a verb right after 全部/都 ("全部连接…", "全部安装在…"): the word says "all of them" of an act, not "all the places"
_ZH_ALL_VERB = re.compile(
    r"\s*(?:都|均|已|将)?(?:连接|连到|接入|接到|安装|装在|采用|使用|用于|由|在|是|为|配备|配置|完成|通过|归|属于|交由"
    r"|送往|运往|存放|设在|位于|接受|参加|参与|达到|符合|按|按照)"
)


def _excluded_after_its_bracket(ctx, c: Clause, sent: list[Clause]) -> bool:
    """The clause ends at a bracketed aside ("蒙克莱尔（Montclair）") and the clause after the bracket, which goes on
    with the same phrase, says the thing is left out."""
    aside = re.match(r"\s*[（(][^（）()\n]{1,40}[）)]", ctx.doc.text[c.end :])
    if aside is None:
        return False
    at = c.end + aside.end()
    nxt = next((o for o in sent if o.start >= at - 1), None)
    return (
        nxt is not None
        and not ctx.doc.text[at : nxt.start].strip("的 ")
        and (nxt.has("exclude") or nxt.has("negation"))
    )


def _scope_clauses(ctx, part) -> list[Clause]:
    v = part.value
    named = set(v["include"]) | set(v.get("exclude", ()))
    out = []
    before: list[Clause] = []  # the previous sentence, when it was about the scope
    sentences = list(ctx.doc.sentences().values())

    def scoped(sent: list[Clause]) -> bool:
        return any(ctx.score(part, c) or c.has("only") or c.has("exclude") or c.has("all") for c in sent)

    for i, sent in enumerate(sentences):
        if re.match(r"\W*(?:另\s*[:：]\s*)?(?:同批|同一批次?|同期|同轮|同一轮)(?:申报|申请|提交)?的", sent[0].text):
            before = []
            continue  # "同批申报的东坡村戏台修缮申请已于…获批": the round's other applicant, not this scope
        widening = any(c.has("all") for c in sent) and any(ctx.score(part, c) for c in sent)
        if not widening and not any(
            {m.id for m in c.entities} & named
            # ("仅三家中心屋顶光伏": the included parts named together by their count)
            or any(_names_the_included_by_count(ctx, m, set(v["include"])) for m in c.entities)
            for c in sent
        ):
            before = []
            continue
        about = scoped(sent)
        about = about or bool(before and sent[0].line == before[-1].line and any(_ADDS.search(c.text) for c in sent))
        # "- Programme (these two performances only): joint concert …; open-air concert at the festival": the next
        # item of the line's list, after a semicolon
        about = about or bool(
            before
            and sent[0].line == before[-1].line
            and before[-1].sentence in ctx.doc.semicolon_joined(sent[0].sentence)
            # (not a list of what is left out: "- Not included: Montclair side trip; youth workshop", "…; the mobile
            # library vans and the archive reading room don't")
            and not any(o.has("exclude") or o.has("negation") for o in (*before, *sent))
            # (nor an item that names a thing left out: "…; the gym entrance and the coaches' store stay as they are")
            and not {m.id for o in sent for m in o.entities} & set(v.get("exclude", ()))
            # (nor an item with a label of its own: "…; out: ring road, new business park access road")
            and not re.match(r"\W*[^\W\d][^:：;；,，]{0,20}[:：]", ctx.doc.sentence_text(sent[0].sentence))
        )
        # "水司要把城关镇、青溪镇两个镇…的水表全换成智能表；就这两个镇的居民户，工商业用户…都不在这回的范围里": every
        # included thing named right before the sentence that states the scope, in the same paragraph
        nxt = sentences[i + 1] if i + 1 < len(sentences) else []
        if not about and nxt and nxt[0].line == sent[-1].line and scoped(nxt):
            about = set(v["include"]) <= {m.id for c in sent for m in c.entities if not _excluding(ctx, c, m)}
        if about:
            out += [c for c in sent if not other_event(ctx, part, c)]
            # "…fixing the village slipway and the ferry ramp. … Only those two things are in it": the included
            # things, named earlier in the paragraph, taken back by their count
            if not {m.id for c in sent for m in c.entities} & set(v["include"]):
                out += _taken_back(ctx, part, sentences[:i], " ".join(c.text for c in sent), sent[0].line)
        before = sent if about else []
    return out


_BACK_COUNT = {
    "en": re.compile(
        r"\b(?:those|these)\s+(two|three|four|2|3|4)\b(?!\s+(?:days|weeks|months|years|dates)\b)"
        r"|\b(both)\s+of\s+(?:them|those|these)\b",
        re.I,
    ),
    "zh": re.compile(r"(?:这|那|上述|以上|前面这?)([两二三四])(?:样|个|项|处|块|部分|件)"),
}


def _taken_back(ctx, part, earlier: list[list[Clause]], text: str, line: int) -> list[Clause]:
    """The clauses of the nearest earlier sentence of the paragraph that names every included thing, where ``text``
    takes them back by their count ("only those two things", "就这两样"); none where it does not."""
    from harness.grade.values import number

    include = set(part.value["include"])
    said = _BACK_COUNT["zh" if ctx.lex.lang == "zh" else "en"].search(text)
    if said is None or len(include) < 2:
        return []
    word = next(g for g in said.groups() if g)
    if (2 if word.lower() == "both" else number(word)) != len(include):
        return []
    for sent in reversed(earlier[-3:]):
        if sent[-1].line != line:
            break
        named = {m.id for c in sent for m in c.entities if not _excluding(ctx, c, m)}
        if include <= named:
            # (the clause that names them, whatever act it names them by: "用于在屋顶安装太阳能热水器和改造消毒室")
            return [c for c in sent if not other_event(ctx, part, c) or {m.id for m in c.entities} & include]
    return []


# the words before an "all" that opens a wider scope ("covers all branches", "across all of the quay")
_LEADS_ALL = {
    "cover",
    "covers",
    "covered",
    "covering",
    "include",
    "includes",
    "including",
    "to",
    "for",
    "across",
    "in",
    "at",
    "on",
    "of",
    "with",
    "reaching",
    "serving",
    "serves",
    "affects",
    "the",
    "and",
    "are",
    "is",
    "be",
    "will",
}


def other_event(ctx, part, c: Clause) -> bool:
    dated = {e for f in ctx.facts.facts for p in f.parts if p.type in ("date", "modality") for e in p.events()}
    from harness.grade.context import inside_a_name, subjects_verb

    # ("资助仅限于购买两辆电动小巴和在凯兰车场安装一个充电桩": an "only" before the act limits what the money is for)
    if not c.has("negation") and any(
        re.match(
            r"仅限|只限|限于|仅用于|只用于|(?:只|仅)(?:包括|包含|含|涉及|覆盖)|仅(?=[「『“《(（])"
            r"|\bonly (?:for|on|to pay for|covers?|includes?)\b",
            ctx.doc.text[a : a + 12],
            re.I,
        )
        and a < m.start
        for a, _, _ in c.marks.get("only", ())
        for m in c.events
    ):
        return False
    # ("只包括两项——在屋顶安装太阳能热水器、改造消毒室": the list that an "only" right before it opens)
    prev = next((o for o in reversed(ctx.doc.sentences().get(c.sentence, ())) if o.end <= c.start and o is not c), None)
    if (
        prev is not None
        and (prev.has("only") or ctx.score(part, prev))
        and not prev.has("negation")
        and not prev.events
        and not c.has("negation")
        and re.fullmatch(r"\s*(?:[—–-]{1,2}|[:：])\s*", ctx.doc.text[prev.end : c.start])
    ):
        return False
    # (not the event's word inside a thing's name: "only the main studio refit and the mobile outside-broadcast kit";
    # nor the scope's own subject named by a word an event shares: "The grant covers only the floodlights")
    return any(
        m.id in dated
        and not subjects_verb(ctx, part, c, m, of_any=True)
        and not inside_a_name(c, m, ctx.scope_parts)
        and not any(x.id == part.subject and x.start <= m.start and m.end <= x.end for x in c.entities)
        for m in c.events
    )


_REQUEST = re.compile(
    r"申请|提请|请求|诉求|提议|要求纳入|提出(把|将|要|让)|希望(把|将)|建议(把|将)"
    r"|\b(asked|asks|ask for|request\w*|appl(?:y|ied|ies|ication)|propos\w*|petition\w*|suggest\w*|wanted)\b",
    re.I,
)


# (not "apply to the fund for a battery storage grant": the fund there is the body applied to)
_USED_ON = re.compile(
    r"用于|用在|用来|\b(?:funding|money|grant|funds|(?<!the )fund)\s+(?:for|to (?:pay for|fund|cover))\b", re.I
)


# after a request: its own object ("2026年度行道树补植补助", "a grant of GBP 24,000"), then the comma that ends its
# clause (not "把…", "将…", "for its elevators to be included", which go on to the thing asked for)
# (a noun phrase: no predicate of its own, as in "这份申请已被区住建局驳回，" where 申请 is the refused application)
_OBJECT_THEN_COMMA = re.compile(
    r"(?!\s*(?:把|将|to\b|that\b))"
    r"(?![^，,;；:：]*(?:被|已|未|没|不|了|\b(?:was|were|is|are|has|have|had|been|not)\b))"
    r"[^，,;；:：]*?[\w\u4e00-\u9fff]{2}[^，,;；:：]*[，,]",
    re.I,
)


def _part_kind(ctx, include: set, rest: str) -> bool:
    """The words after a count name the kind of thing the included parts are ("three of the town's piers" for North
    Pier and Chapel Pier, "五个街道" for 松岗街道)."""
    for i in include:
        for a in ctx.facts.entities.get(i, ()):
            if ctx.lex.lang == "zh":
                if len(a) > 2 and a[-2:] in rest[:6]:
                    return True
            elif len(a.split()) > 1:
                head = a.split()[-1].lower().rstrip("s")
                words = [w.lower().rstrip("s") for w in re.findall(r"[A-Za-z]+", rest)[:5]]
                if len(head) > 2 and head in words:
                    return True
    return False


def _whole_as_source(ctx, word: str, n: float | None) -> bool:
    """The material names the whole with the same count ("全区五个街道中的…", "all five wards, of which"): said in a
    sentence that names the included parts, the answer counts the whole they lie in, as the material does."""
    if n is None:
        return False
    for m in re.finditer(re.escape(word), ctx.source.text, re.I):
        after = re.match(
            r"\s*(?:共有|一共|共)?\s*(\d+|[a-z]+|[一二两三四五六七八九十]+)",
            ctx.source.text[m.end() : m.end() + 12],
            re.I,
        )
        if after and number(after.group(1)) == n:
            return True
    return False


def _requested(ctx, c: Clause, m) -> bool:
    """The thing is named in a request to include it ("石湖街道办事处申请把该街道的电梯纳入本轮", "the Shihu office
    asked for its elevators to be included"), and the sentence grants nothing: a request is not the scope."""
    from harness.grade.extract import stated_status

    text = ctx.doc.sentence_text(c.sentence)
    # the request names the thing, in its own sentence ("预算申请" far off in a run-on sentence does not)
    # ("…的正殿主体建筑；青石老街商业街不在申请范围内": a semicolon ends the request's sentence too)
    before = re.split(r"[。.!?！？；;\n]", ctx.doc.text[max(m.start - 30, 0) : m.start])[-1]
    # (after it, within its clause: "覆盖嘉禾仓、临江仓和冷链仓的拣货班组，预算上限120万元，预算申请…" asks for nothing)
    after = re.split(r"[。.!?！？；;，,\n]", ctx.doc.text[m.end : m.end + 30])[0]
    # "申请范围：覆盖…各村卫生室…": the name of the scope's own subject (the application) asks for nothing
    subjects = {p.subject for f in ctx.facts.facts for p in f.parts if p.type == "scope"}
    names = [(x.start, x.end) for o in ctx.doc.sentences().get(c.sentence, ()) for x in o.entities if x.id in subjects]
    spans = [(m.start - len(before), m.start), (m.end, m.end + len(after))]
    if not any(
        not any(a <= lo + r.start() < b for a, b in names)
        # ("申请省级专项资金，用于松溪村卫生室…和云渡镇卫生院的设备配置": what the money applied for is used on is the
        # scope, not a request to add a thing to it)
        and not (lo < m.start and _USED_ON.search(ctx.doc.text[lo + r.end() : m.start]))
        # ("青枫街道办事处申请2026年度行道树补植补助，补植涉及榆林路、桂香路和滨河路": the request has its object in its
        # own clause, which ends before the name)
        and not (lo < m.start and _OBJECT_THEN_COMMA.match(ctx.doc.text[lo + r.end() : m.start]))
        for lo, hi in spans
        for r in _REQUEST.finditer(ctx.doc.text[lo:hi])
    ):
        return False
    st = stated_status(ctx.lex, text)
    return st is None or st[0] != "approved"


def _where_another_is(ctx, c: Clause, m) -> bool:
    """The included part names where another thing is ("the old kiosks at Penmorrow Quay are to be removed"): the
    removal is the kiosks', not the terminal's leaving the scope."""
    if ctx.lex.lang != "en":
        return False
    before = [o for o in c.entities if o.end <= m.start and o.id != m.id]
    return bool(before) and bool(
        re.fullmatch(r"\s*(?:at|in|on|near|inside|within)\s+(?:the\s+)?", ctx.doc.text[before[-1].end : m.start], re.I)
    )


def _aside(ctx, o: Clause, ref: Clause | None = None) -> bool:
    """A relative or parenthetical clause inside a list ("the Gull Island landing stage (which keeps its staffed
    booth) and the freight lanes are excluded"): the list's predicate lies beyond it."""
    if re.match(r"\W*(which|who|whose|where)\b", o.text, re.I):
        return True
    if o.has("exclude") or o.has("negation"):
        return False
    # a parenthesis that says no exclusion of its own ("(not the ultrasound units, …)" is the list itself)
    if ctx.doc.text[max(o.start - 1, 0) : o.start] in ("(", "（"):
        return True
    # also past its first comma ("老码头泊位（Old Pier，正在重建）和渔港港池不在范围内"), where the list's item ``ref``
    # stands outside that parenthesis
    return ref is not None and _depth(ctx, o) > _depth(ctx, ref)


def _depth(ctx, o: Clause) -> int:
    """How many parentheses are open where the clause starts, counted from its sentence's start."""
    first = min((x.start for x in ctx.doc.clauses if x.sentence == o.sentence), default=o.start)
    before = ctx.doc.text[first : o.start]
    return before.count("(") + before.count("（") - before.count(")") - before.count("）")


def _bracket_opener(ctx, c: Clause, sent: list[Clause]) -> Clause | None:
    """The clause whose bracket ``c`` is inside ("nothing in Oakbank (Station Road, Quarry Lane)"), else None."""
    earlier = [o for o in sent if o.end <= c.start]
    for o in reversed(earlier):
        between = ctx.doc.text[o.end : c.start]
        if re.search(r"[)）]", between):
            return None
        if re.search(r"[(（]", between):
            return o
    return None


# the predicate right after a thing, denied, a word of the decision or the scope after it ("didn't get approved", "was
# not funded", "will not be covered"; not "doesn't go in anywhere until …", a rule's condition)
_PREDICATE_DENIED = re.compile(
    r"(?:\s+(?:(?:was|were|is|are|has|have|had|will|would|could|can|may|has been|have been)\s+)?(?:not|never)\b"
    r"|\s+(?:didn['’]t|don['’]t|doesn['’]t|wasn['’]t|weren['’]t|isn['’]t|aren['’]t|won['’]t|hasn['’]t|haven['’]t"
    r"|hadn['’]t|can['’]t|couldn['’]t|cannot)\b|\s+(?:did|does|do) not\b)"
    r"\s+(?:(?:be|been|get|got|yet|part|of|in|the|this|its|any)\s+){0,3}"
    r"(?:approved|funded|covered|included|supported|granted|paid for|eligible|scope|grant|funding"
    # "staff cannot borrow", "may not use the service": the thing's people kept out of what the scope offers
    r"|borrow|use|join|take part|book|access|benefit"
    # "People living in nursing or care homes don't get it": the thing offered, not given to them
    r"|get (?:it|them|this|that|one|any)|qualify|receive (?:it|them|this|that|any))\b"
    r"(?![^.;]*\b(?:until|unless|without|before)\b)",
    re.I,
)


def _excluding(
    ctx,
    c: Clause,
    mention,
    sent: list[Clause] | None = None,
    include: set | None = None,
    subject: str | None = None,
    exclude: set | None = None,
) -> bool:
    if mention.negated or _exclude_marks(c) and not _excludes_another(ctx, c, mention, subject):
        return True
    if ctx.doc.lang == "en" and _PREDICATE_DENIED.match(ctx.doc.text[mention.end : c.end]):
        return True  # "Phase two didn't get approved", "phase two was not approved": the thing's own predicate denied
    if sent and c.has("only") and any(a > mention.end for a, _, _ in c.marks.get("only", ())):
        # "翠屏水库库区那3个村只管水质监测，不给铺新管网": only one thing for the part, the rest denied in the next
        # clause, as the material says it
        later = [o for o in sent if o.start >= c.end]
        if later and (later[0].has("negation") or later[0].has("exclude")) and not later[0].entities:
            return True
    if _bare(c) and not c.after_label:
        # "- **Out of scope:** the teaching microscope; data-storage servers (funded separately)": a later item of
        # the line's list, after a ";" that starts a sentence of its own, still sits under the line's label
        labels = [o.text for o in ctx.doc.clauses if o.line == c.line and o.is_label and o.start < c.start]
        if labels and (ctx.lex.words["exclude"].search(labels[-1]) or ctx.lex.words["negation"].search(labels[-1])):
            return True
    if re.match(r"[^\S\n]*[✗✘❌×⛔🚫]", ctx.doc.text[mention.end : mention.end + 6]):
        return True  # "(Orchard Road community garden ✗, clubhouse ✗)": the thing, crossed out
    last = max(c.entities, key=lambda m: m.end, default=None)
    if last is not None and re.fullmatch(r"\s*out\W*", ctx.doc.text[last.end : c.end], re.I):
        return True  # "(vans and archive reading room out)": the names, then "out"
    if sent and re.match(r"(?:(?:and so|as(?! well as)|nor|neither|likewise)\b|同样|也不|亦不)", c.text, re.I):
        # "…are excluded, since they have their own storage, and so are the other six clinic sites": the reason
        # between is passed over
        # (and an aside in brackets: "…are excluded (the co-operative expects annual running costs of about EUR
        # 35,000), and so is the school transport contract")
        earlier = [
            o
            for o in sent
            if o.start < c.start
            and not REASON_OPENING.match(o.text)
            and ctx.doc.text[max(0, o.start - 1) : o.start] not in ("(", "（")
        ]
        if earlier and (earlier[-1].has("exclude") or earlier[-1].has("negation")):
            return True  # "the vans are not part of the pilot, and so is the archive room"
    if sent and ctx.lex.lang == "zh":
        # "隔壁南湾花园那边有桂山社区的助餐点管着，不归这里": the next clause, with no name of its own, says it is not
        # the project's
        later = [o for o in sent if o.start >= c.end][:1]
        if later and not later[0].entities and _NOT_OURS_ZH.match(later[0].text):
            return True
    if sent and _bare(c) and (opener := _bracket_opener(ctx, c, sent)) is not None:
        if opener.has("negation") or opener.has("exclude"):
            return True  # "nothing in Oakbank (Station Road, Quarry Lane) is included": the names in its brackets
    if sent and _bare(c):
        # "Kirkby Staithe and Hallowfield, the two market towns, are explicitly excluded": the predicate after an
        # aside
        later = [o for o in sent if o.start >= c.end]
        while (
            later
            and not (later[0].has("exclude") or later[0].has("negation"))
            and (
                len(later[0].text.split()) <= 5
                and not re.search(r"\b(is|are|was|were|remain|remains|stay|stays)\b", later[0].text, re.I)
                # "The Ballyfearn branch library refurbishment, finished in March 2028 from the service's own
                # budget, is not part of the application": a participle's or a relative clause's aside, any length
                or bool(re.match(r"\W*(?:[a-z]+ed|which|who|that)\b", later[0].text, re.I))
                and not re.match(r"\W*(?:is|are|was|were)\b", later[0].text, re.I)
            )
        ):
            later.pop(0)
        if (
            later
            and re.match(r"\W*(is|are|was|were|remain|remains|stay|stays)\b", later[0].text, re.I)
            and (later[0].has("exclude") or later[0].has("negation"))
        ):
            return True
        # "…are excluded, and so are private schools, the district special education school and Xinghe": the list
        # goes on after "and so are"
        earlier = [o for o in sent if o.end <= c.start]
        while (
            len(earlier) > 1 and _bare(earlier[-1]) and not re.match(r"\W*(and so|so|as|nor)\b", earlier[-1].text, re.I)
        ):
            earlier.pop()
        if (
            len(earlier) > 1
            and re.match(r"\W*(and so|so|as|nor|neither)\b", earlier[-1].text, re.I)
            and (earlier[-2].has("exclude") or earlier[-2].has("negation"))
        ):
            return True
    if sent and re.search(r"虽然|虽|尽管|\b(although|though|even though|while)\b", c.text, re.I):
        # "枫溪桥桥面虽然位于东段，但不在本期施工范围内": the exclusion is in the clause the concession leads to
        after = [o for o in sent if o.start > c.start]
        if after and re.match(r"\W*(但是?|却|可是|不过|\bbut\b|\byet\b|\bstill\b)", after[0].text, re.I):
            # "…，但它和南湖地下通道一样，都不属于本期施工范围": the first clause on that says whether it is in
            if any(o.has("exclude") or o.has("negation") for o in after[:3]):
                return True
    if sent and include is not None and _bare(c):
        # "(not the ultrasound units, the mobile X-ray units or the Eastview suite)", "left out: the vans, the
        # archive": the list's exclusion word comes before its first item
        for o in reversed([o for o in sent if o.end <= c.start]):
            if _bare(o) or _aside(ctx, o):
                continue
            first = min((m.start for m in o.entities), default=o.end)
            lead = ctx.doc.text[o.start : first] if o.entities else ctx.doc.text[o.start : c.start]
            leads = not o.entities or re.search(
                r"\b(not|no|neither|nor|except|excluding|excludes?|without|leaving out|leaves? out|left out"
                r"|other than)\b|\bexcl\.|[:：]\s*$",
                lead,
                re.I,
            )
            if leads and (o.has("exclude") or o.has("negation")):
                return True
            break
        # "the ultrasound units, the mobile X-ray units and the Eastview imaging suite are not covered": a list item
        # with no predicate of its own takes the predicate of the clause that closes the list
        for o in (o for o in sent if o.start > c.start and not _aside(ctx, o, c)):
            if ctx.doc.text[max(o.start - 1, 0) : o.start] in ("(", "（") and {x.id for x in o.entities} - {
                x.id for x in c.entities
            }:
                break  # "…城市公园和养老机构（中小学校除外）": the parenthesis excludes a thing of its own
            if not _bare(o):
                own = [x for x in o.entities if x.id not in {m.id for m in c.entities}]
                if (
                    own
                    and re.match(r"\W*(?:(?:and|but|while)\b|并且?|但)", o.text, re.I)
                    and any(a < own[0].start for a, _, _ in (*o.marks.get("negation", ()), *o.marks.get("exclude", ())))
                ):
                    break  # "…North Pier, Chapel Pier and Gull Pier – and includes no new vessels": its own object
                if (
                    own
                    and re.match(r"\W*with\b", o.text, re.I)
                    and any(own[0].end <= a for a, _, _ in (*o.marks.get("negation", ()), *o.marks.get("exclude", ())))
                ):
                    break  # "…Lot B and Lot C, with the airport express route excluded": the exclusion's own subject
                if (
                    own
                    and ctx.lex.lang == "zh"
                    and not re.match(r"\W*(以及|及|和|与|、|还有|并且?)", o.text)
                    # (a clause after a comma; "快速公交（BRT）专用站台和…均不在…" keeps its bracket's name)
                    and re.fullmatch(r"\s*[，,]\s*", ctx.doc.text[c.end : o.start]) is not None
                    and any(own[0].start < a for a, _, _ in (*o.marks.get("negation", ()), *o.marks.get("exclude", ())))
                ):
                    break  # "…的自然村，以及县城城区，已通光纤的行政村不纳入": a clause about a thing of its own
                # "(mobile library vans: out; …)": the value after the name's label
                if o.has("exclude") or o.has("negation") or _OUT.fullmatch(o.text):
                    return True
                break
    # (an included part that only says where the thing lies is no part of the scope here: "| Not covered | Upper
    # moorland reach above Ashby Ferrers |")
    named = {
        m.id
        for m in c.entities
        if not (exclude and include is not None and m.id in include and _names_a_place(ctx, c, m, exclude))
    }
    if sent and include is not None and not (named & include):
        # "Lot C, an upgrade of the workshop, has been withdrawn and is not part of this tender": the exclusion
        # words sit in a later clause of the sentence that names no included entity.
        if any(o.is_label and (o.has("exclude") or o.has("negation")) for o in sent if o.start < c.start):
            return True  # "Not included: Lot C …", "不包括：冷链仓…"
        for o in (o for o in sent if o.start > c.start):
            # (a Chinese joining word runs on into the next name: no word boundary after it)
            continues = re.match(r"(?:and|or|as well as)\b|和|及|与|以及|、", o.text, re.I)
            first = min((x.start for x in o.entities), default=o.end)
            if any(a < first for a, _, _ in o.marks.get("exclude", ())):
                return True  # "Lot C (workshop upgrade) is withdrawn and the airport route …": its predicate
            if {x.id for x in o.entities} - {mention.id, subject} and not continues:
                break  # another thing's clause: its exclusion is its own ("退货处理线也纳入，冷链仓未纳入")
            if o.has("exclude") or (
                ctx.lex.lang == "en" and re.search(r"\b(not|no|neither|nor|withdrawn)\b", o.text, re.I)
            ):
                return True
    if ctx.lex.lang == "en":
        for neg in re.finditer(r"\b(not|no|neither|nor|never|except|excluding|without)\b", c.text, re.I):
            at = c.start + neg.end()
            # "The four mobile vaccination units receive data loggers only and no new freezers or refrigerators":
            # the negation's own object, another thing named right after it, is what is left out
            if at > mention.end and any(
                x.id not in (mention.id, subject)
                and x.start >= at
                and re.fullmatch(
                    r"\s*(?:(?:new|any|further|extra|additional|other|more)\s+)*", ctx.doc.text[at : x.start], re.I
                )
                for x in c.entities
            ):
                continue
            # "add book-drop lockers in villages without a branch library": 'without' after the thing qualifies what
            # follows it ("go ahead without them" still takes the thing back)
            if (
                at > mention.end
                and neg.group(1).lower() == "without"
                and not re.match(r"\s*(them|it|those|these|either)\b", ctx.doc.text[at : at + 12], re.I)
            ):
                continue
            return True
        return False
    # "三号厂区的注塑机和办公楼的中央空调这次不续签": a negated predicate after the thing named
    rel = mention.end - c.start
    # "梧桐里小区还有6个单元由于低层住户意见没有统一": a negation inside the reason given is not its predicate
    tail = re.sub(r"(由于|因为|因)[^，。；]*", lambda x: " " * len(x.group(0)), c.text[rel:])
    for neg in ctx.lex.words["negation"].finditer(tail):
        at = mention.end + neg.end()
        if any(x.start <= mention.end + neg.start() < x.end for x in c.entities):
            continue  # "加装平台升降机和无障碍入口": the 无 of a declared name
        if neg.group(0) == "非" and any(
            re.fullmatch(r"[\u4e00-\u9fff]{1,4}", ctx.doc.text[at : x.start]) for x in c.entities if x.start >= at
        ):
            continue  # "网笼内的非草皮练习地面": 非 makes a name's adjective (non-turf), no predicate denied
        # "石桥运河只打捞水面漂浮物、不含清淤": the negation's own object, another thing named right after it
        if any(
            x.id not in (mention.id, subject)
            and x.start >= at
            and re.fullmatch(r"[含包括做进行]{0,3}", ctx.doc.text[at : x.start])
            for x in c.entities
        ):
            continue
        return True
    return False


def _exclude_marks(c: Clause) -> list:
    """The clause's exclusion words, less those inside a declared name ("outside users" is a name, not "outside")."""
    return [w for w in c.marks.get("exclude", ()) if not any(m.start <= w[0] < m.end for m in c.entities)]


def number_of(v) -> float:
    return float(v.value) if isinstance(v.value, (int, float)) else -1.0


_GLUE = set("the for and with any all its their per new of on at to from".split())


def _aspect_given(ctx, include: set, exclude: set) -> tuple[Clause, str] | None:
    """An excluded aspect of a part given to it: "the county's four mobile vaccination units, which will get new
    freezers as well as data loggers" (the material excludes "new freezers for the mobile units"), "external users,
    who may book paid service runs and training sessions" (it excludes "training for external users"). The clause
    naming the part, or the relative clause right after it, names, not negated, a thing that an excluded entity's
    alias names together with the part's words. (The clause and the thing's words, else None.)"""
    aliases = {e: [a.lower() for a in ctx.facts.entities.get(e, ())] for e in exclude}
    neg = ctx.lex.words["negation"]
    for sent in ctx.doc.sentences().values():
        for i, o in enumerate(sent):
            if o.has("exclude"):
                continue
            nxt = sent[i + 1] if i + 1 < len(sent) else None
            scopes = [o] + ([nxt] if nxt is not None and re.match(r"\W*(which|who|that)\b", nxt.text, re.I) else [])
            for part in o.entities:
                if part.id in exclude:
                    continue
                words = set(re.findall(r"[a-z]{4,}", part.text.lower()))
                for where in scopes:
                    if where.has("exclude"):
                        continue
                    for x in where.entities:
                        if x.start <= part.end or x.id in exclude or x.id == part.id or len(x.text) < 4:
                            continue
                        if neg.search(ctx.doc.text[where.start : x.start]):
                            continue  # "no training on the instrument for external users": the pair denied
                        own = set(re.findall(r"[a-z]{4,}", x.text.lower()))
                        if not words or not own or own <= words:
                            continue  # "7 scanners in total" beside "MRI scanners": the part's own noun
                        if any(
                            x.text.lower() in a
                            and sum(w in a for w in words) >= min(2, len(words))
                            # the alias is the thing and the part, nothing else ("training for external users",
                            # not "network's other six clinic sites")
                            and not set(re.findall(r"[a-z]{3,}", a.replace(x.text.lower(), " "))) - words - _GLUE
                            for e in exclude
                            for a in aliases[e]
                        ):
                            return where, x.text
    return None


def _denies_another(c: Clause, mention, scope_things: set) -> bool:
    """The first negation after ``mention`` follows another declared thing, not one of the scope's, named after it
    ("柳湾场地租赁没有谈成": the lease is what fell through), and none comes before ``mention``."""
    negs = sorted(a for a, _, _ in c.marks.get("negation", ()))
    if not negs or negs[0] < mention.start or c.marks.get("exclude"):
        return False
    return any(
        x.id not in scope_things
        and x.start >= mention.end
        and x.end <= negs[0]
        and negs[0] - x.end <= 12
        and x.id != mention.id
        for x in c.entities
    )


def _excludes_another(ctx, c: Clause, mention, subject: str | None = None) -> bool:
    """Every exclusion word of the clause comes after ``mention`` and is followed right away by another thing it
    leaves out ("石桥运河只打捞水面漂浮物、不含清淤", "get data loggers only, excluding new freezers"): the part named
    first stays in."""
    marks = _exclude_marks(c)
    text = ctx.doc.text

    def after_a_break(a: int) -> bool:
        # "covers only the bound volumes from 1890 to 1950 – the photograph collection and the post-1950 volumes are
        # left out": the words after a spaced dash (or a semicolon, a colon) have things of their own to leave out
        br = re.search(r"\s[–—-]\s|[;；:：]", text[mention.end : a])
        return br is not None and any(
            x.id not in (mention.id, subject) and x.start >= mention.end + br.end() and x.end <= a for x in c.entities
        )

    return bool(marks) and all(
        a >= mention.end
        and (
            any(
                x.id not in (mention.id, subject)
                and x.start >= b
                and re.fullmatch(r"\s*(?:(?:any|new|the|their|its)\s+)*|[含包括做进行]{0,3}", text[b : x.start], re.I)
                for x in c.entities
            )
            or after_a_break(a)
        )
        for a, b, _ in marks
    )


_FILLER = re.compile(
    r"\b(the|a|an|its|their|all|both|and|or|as well as"
    # (a word that places a name, not a predicate: "The neighbouring Nanwan Garden compound, which …, is not covered")
    r"|neighbou?ring|nearby|adjacent|adjoining|surrounding|next-door)\b|[\s,，、;；:：*_()（）\-–—]|和|及|与|以及|或",
    re.I,
)


# a clause that says what it follows is not the project's ("不归这里", "也不在服务范围内", "不算在内")
_NOT_OURS_ZH = re.compile(
    r"\W*(?:也|都|均|则|就|并|因此|所以)?(?:不归|不属于|不在[^，。；]{0,8}?范围|不算(?:在内|进来|进去)?|不包括在内|不含在内"
    r"|不纳入|不在其列|不在此列|不在内)"
)
_OUT = re.compile(r"\W*(out|excluded|not included|not covered|no|none|否|不含|不包括|不纳入|排除|除外|✗|×|❌)\W*", re.I)


def _names_a_place(ctx, c: Clause, m, exclude: set) -> bool:
    """The included part ``m`` names where an excluded thing of the clause lies ("位于东段的枫溪桥桥面", "the south
    campus laboratory building", "阿什比费勒斯以上的上游荒原河段", "the upper moorland reach above Ashby Ferrers")."""
    text = ctx.doc.text
    return any(
        o.start >= m.end
        and o.id in exclude
        and (
            ctx.lex.lang == "zh"
            and re.fullmatch(
                # "中心农贸市场活禽及牲畜交易区", "中心市场里面那块交易区": nothing, or a word of place, between
                r"(上|里|内|中|处|里面|里边|附近|一带|沿线|以上|以下|上游|下游|以东|以西|以南|以北)?(的|那块|那片|那部分)?",
                text[m.end : o.start].strip(),
            )
            or ctx.lex.lang == "en"
            and re.fullmatch(r"(?:['’]s)?", text[m.end : o.start].strip())
        )
        for o in c.entities
    ) or any(
        o.end <= m.start
        and o.id in exclude
        and ctx.lex.lang == "en"
        and re.fullmatch(
            r"\s+(?:[a-z-]+\s+){0,2}?(?:above|below|upstream of|downstream of|beyond|next to|beside"
            r"|north of|south of|east of|west of|outside|behind|opposite"
            # "the timber approach spans of the Millers Crossing Bridge": a part of the included thing
            r"|of|on|at)\s+(?:the\s+)?",
            text[o.end : m.start],
            re.I,
        )
        for o in c.entities
    )


def _aside_of_its_name(ctx, c: Clause, mention, sent: list[Clause]) -> bool:
    """The clause is a bracket right after a name of the same thing ("渔业码头（商业渔船队使用）", "the fish quay
    (used by the fishing fleet)"): it says who uses the thing or what it is, and the thing's place in the scope is
    said of the name before it."""
    if ctx.doc.text[max(c.start - 1, 0) : c.start] not in ("(", "（"):
        return False
    before = [x for o in sent if o.end <= c.start for x in o.entities]
    return bool(before) and before[-1].id == mention.id and not ctx.doc.text[before[-1].end : c.start - 1].strip()


# a separate sum used for a thing ("市局另行安排奖补资金5万元，用于…", "a separate GBP 5,000 from the parish for …")
_OTHER_MONEY_FOR = re.compile(
    r"(?:另行|另外|另有|额外)[^。；]{0,20}?(?:资金|经费|补助|奖补|拨款|款)[^。；]{0,20}?(?:用于|用来|专门用于)[^。；]{0,10}$"
    r"|\b(?:separate|additional|extra|further)\b[^.;]{0,40}\b(?:money|funding|grant|budget|sum|payment)\b[^.;]{0,30}"
    r"\b(?:for|towards|to cover)\s+(?:the\s+)?(?:[\w-]+\s+){0,3}$",
    re.I,
)
# the thing first, then the other money that buys it ("座椅另用自筹资金2.1万元购置", "座椅由图书室以自筹资金购置",
# "chairs are bought from the library's own funds")
_PAID_BY_OTHER_MONEY = re.compile(
    r"^[^。；]{0,6}?(?:另|另行|另外)?(?:由[^。；]{1,12}?)?(?:用|以|使用|靠|拿)?(?:自筹|自有|其他|另外的?|别的)(?:资金|经费|款项?|钱)"
    r"[^。；]{0,16}?(?:购置|购买|采购|买|支付|解决|承担)"
    r"|^[^.;]{0,40}?\b(?:bought|paid for|purchased|funded|covered|met)\s+(?:from|with|out of|by)\s+(?:the\s+)?"
    r"(?:[\w'’-]+\s+){0,3}(?:own|separate|other)\s+(?:funds|money|budget|resources)\b",
    re.I,
)
_REASON_LABEL = re.compile(r"原因|理由|\b(reason|reasons|why)\b", re.I)


def _named_together(ctx, text: str, include: set) -> set[str]:
    """The included parts a phrase names at once by their count and the head word their names share, and only they
    do ("both bridges" for the Tarrawin Creek Bridge and the Millers Crossing Bridge; "两河干流", "两条河流的干流" for
    白沙河 and 柳溪河): those parts, else an empty set."""
    from harness.grade.values import number

    names = {i: [a.lower() for a in ctx.facts.entities.get(i, ())] for i in include}
    found: set[str] = set()
    if ctx.lex.lang == "zh":
        for m in re.finditer(r"([两二三四五六七八九十]|\d{1,2})\s*[个座家所条处]?\s*([\u4e00-\u9fff])", text):
            head = m.group(2)
            if head in "个座家所条处年月日天周期批次项":
                continue
            parts = {i for i, al in names.items() if any(a.endswith(head) for a in al)}
            if len(parts) == number(m.group(1)):
                found |= parts
        return found
    for m in re.finditer(
        r"\b(both|(?:the|these|those|its|their|all) (?:two|three|four|2|3|4))\s+(?:[a-z-]+\s+)?([a-z]+?)s\b",
        text,
        re.I,
    ):
        n = 2 if m.group(1).lower() == "both" else number(m.group(1).split()[-1])
        head = m.group(2).lower()
        parts = {i for i, al in names.items() if any(a.split()[-1].rstrip("s") == head for a in al)}
        if len(parts) == n:
            found |= parts
    return found


def _named_within(ctx, c: Clause, include: set, exclude: set, subject: str) -> set[str]:
    """The included parts the clause names inside the longer name of another declared thing ("the footpath
    resurfacing" where the sample declares the path works apart, "步道路面翻修"): each such part is named, the thing
    being the work on it. Excluded things and the scope's subject are not read so."""
    found: set[str] = set()
    for m in c.entities:
        if m.id in include or m.id in exclude or m.id == subject:
            continue
        name = m.text.lower()
        for i in include:
            for a in ctx.facts.entities.get(i, ()):
                a = a.lower()
                if len(a) < 2 or len(a) >= len(name):
                    continue
                if ctx.lex.lang == "zh" and a in name or re.search(rf"\b{re.escape(a)}\b", name):
                    found.add(i)
    return found


def _the_existing_ones(ctx, m) -> bool:
    """The excluded thing is a new one ("new vessels", "新船"), and the answer names the existing ones ("现有渡轮
    照常运营", "the existing ferries keep running"): not the thing the scope leaves out."""
    aliases = ctx.facts.entities.get(m.id, ())
    if not any(re.match(r"new\b|新", a, re.I) for a in aliases) or re.match(r"new\b|新", m.text, re.I):
        return False
    return bool(
        re.search(
            r"(?:现有|原有|现行|旧有|既有)的?$|\b(?:existing|current|old|present)\s+$",
            ctx.doc.text[: m.start][-12:],
            re.I,
        )
    )


def _the_rules_act(ctx, c: Clause, sent: list[Clause]) -> bool:
    """The clause denies a condition fact's act, and its sentence names what that act requires ("场地所有人与郡议会
    签署书面许可协议之前，不得安装任何还书柜", "no locker may be installed unless the owner has signed"): the rule,
    not the scope (without the requirement, "不得安装还书柜，只更换图书车" still leaves the part out)."""
    rules = [p for f in ctx.facts.facts for p in f.parts if p.type == "condition"]
    acts = {p.value["event"] for p in rules}
    needs = {p.value["requires"] for p in rules if p.value.get("requires")}
    actors = {p.value["by"] for p in rules if p.value.get("by")}
    # "no part of the mechanism and no bell may leave the tower until …", "no removal of any bell … without the
    # district conservation officer's approval": a prohibition in the rule's words, its act in other words
    denied = any(x.id in acts and x.negated for x in c.events) or bool(_PROHIBITION.search(c.text))
    # (or in the sentence a semicolon joins to it: "… may only be put into use after the safety officer has checked
    # and signed off; unchecked shelves may not be used")
    joined = (
        [o for i in sorted(ctx.doc.semicolon_joined(c.sentence)) for o in ctx.doc.sentences().get(i, ())]
        if sent
        else []
    )
    required = any(x.id in needs for o in (*sent, *joined) for x in o.events) or any(
        m.id in actors and _UNTIL.search(ctx.doc.text[o.start : m.start]) for o in sent for m in o.entities
    )
    return denied and required


# a prohibition ("no bell may leave", "must not be removed", "不得拆除") and the word before what lifts it
_PROHIBITION = re.compile(
    r"\bno\b[^,;.]{0,60}\b(?:may|can|shall|must|is to|are to)\b|\b(?:may|must|shall|can) not\b|\bcannot\b"
    r"|\bno (?:removal|use|launch|opening|work)\b|不得|不能|不准|禁止|严禁"
    # ("not a penny of the grant arrives until an engineer has signed the finished ramp off": denied until it is met)
    r"|\b(?:not|no|nothing|never)\b[^,;.]{0,60}\b(?:until|unless|till)\b",
    re.I,
)
_UNTIL = re.compile(r"\b(?:until|unless|without|before|till)\b|除非|之前|以前|未经|没有", re.I)


def _in_a_reason(ctx, c: Clause, mention, sent: list[Clause]) -> bool:
    """The included part is named inside the reason given for another act, and a bare negation there denies that
    act, not the part's place in the scope ("撤回原因：石桥、梅坞两处选址场地租赁未谈妥", "withdrew it because the
    site leases for Shiqiao and Meiwu had not been agreed", "撤回本次申报（石桥、梅坞两处场地租赁未谈妥）"). A word of
    exclusion in the clause ("因为石桥不在申报范围内") still excludes it, unless its object is another thing the part
    only qualifies ("the application did not include a network condition assessment report for the township health
    centres")."""
    if _qualifies_a_noun(ctx, c, mention) and (
        REASON_LEAD.search(ctx.doc.text[c.start : mention.start]) or c.status is not None
    ):
        # "because the council doesn't own the Parkway forecourt land", "原因是公园路站的站前土地不属于公有",
        # "returned as ineligible … – the Parkway forecourt land is not in public ownership": the part names whose
        # land it is; what the reason denies is the land
        return True
    marks = _exclude_marks(c)
    qualified = (
        bool(marks)
        and all(
            b <= mention.start
            and len(re.findall(r"[A-Za-z]+", ctx.doc.text[b : mention.start])) >= 3
            and re.search(r"\b(?:for|of)\s+(?:the\s+|its\s+|all\s+)?$", ctx.doc.text[b : mention.start], re.I)
            # "because the Ashcombe Parkway forecourt land is not in public ownership": a bare negation after a noun the
            # part only qualifies
            or a >= mention.end
            and re.fullmatch(r"(?:is|are|was|were)?\s*not|isn['’]t|aren['’]t|wasn['’]t", word.strip(), re.I)
            and len(re.findall(r"[A-Za-z]+", ctx.doc.text[mention.end : a])) >= 2
            for a, b, word in marks
        )
    )
    if marks and not qualified or mention.negated:
        return False
    if REASON_LEAD.search(ctx.doc.text[c.start : mention.start]):
        return True
    earlier = [o for o in sent if o.end <= c.start]
    if any(o.is_label and _REASON_LABEL.search(o.text) for o in earlier):
        return True
    # the bracket right after a clause that gives the application's status gives its reason
    return (
        bool(earlier) and ctx.doc.text[max(c.start - 1, 0) : c.start] in ("(", "（") and earlier[-1].status is not None
    )


def _qualifies_a_noun(ctx, c: Clause, mention) -> bool:
    """The part's name is a modifier of a noun right after it that names no part of a scope ("the Parkway forecourt
    land", "公园路站的站前土地"), not the subject or object of the clause's verb."""
    after = ctx.doc.text[mention.end : c.end]
    declared = [x for x in c.entities if x.start >= mention.end and x.id in ctx.scope_parts]
    if ctx.doc.lang == "zh":
        m = re.match(r"的?([\u4e00-\u9fff]{2,6}?)(?:不|没|未|是|属|在|为|，|。|$)", after)
        noun_end = mention.end + (m.end(1) if m else 0)
    else:
        m = re.match(
            r"(?:['’]s)?((?:\s+(?!(?:is|are|was|were|has|have|had|will|would|can|cannot|could|does|do|did|and|or|not"
            r"|to|in|on|at|for|of|with|by|from)\b)[a-z][a-z-]+){1,2})\b",
            after,
        )
        noun_end = mention.end + (m.end(1) if m else 0)
    return m is not None and not any(x.start < noun_end for x in declared)


def _source_clause(ctx, c: Clause, thing: str, denying: bool = False) -> bool:
    """The clause is a clause of the material about ``thing`` (named in it, or in its sentence before it: "…Fenby St
    Clare on the tidal lower reach, which stays with the existing coastal warning service"), said again nearly word
    for word; with ``denying``, a clause that excludes or denies as the answer's does ("The upper moorland reach above
    Ashby Ferrers is excluded")."""
    mine = grams(without_values(c.text), ctx.doc.lang)
    if len(mine) < 3 or ctx.doc.lang != ctx.source.lang:
        return False
    # more than the names: what the clause says of the thing ("keeps its stand-alone dehumidifiers")
    # (other things it names are part of what it says: "stays with the existing coastal warning service")
    said = mine - grams(" ".join(m.text for m in c.entities if m.id == thing), ctx.doc.lang)
    sents = ctx.source.sentences()
    mine_denies = c.has("exclude") or c.has("negation")
    joined = bool(re.match(r"\W*(?:以及|及|和|与|还有|(?:and|as well as|plus|along with)\b)", c.text, re.I))

    def names(o: Clause) -> bool:
        return thing in o.entity_ids() or any(
            thing in x.entity_ids() for x in sents.get(o.sentence, ()) if x.end <= o.start
        )

    named = grams(" ".join(m.text for m in c.entities if m.id == thing), ctx.doc.lang)
    # (one word besides the names, where every word is the material's: "and the lighthouse belongs to the Coastal
    # Lights Board", the board declared a name of the lighthouse)
    return bool(said) and any(
        names(o)
        and len(mine & (grams(o.text, ctx.source.lang) | named)) / len(mine) >= 0.8
        and (
            len(said & grams(o.text, ctx.source.lang)) >= 2
            or not mine_denies
            and said <= grams(o.text, ctx.source.lang)
            and mine <= grams(o.text, ctx.source.lang) | named
        )
        # the same way round: "冷链仓和退货处理线也纳入本次试点范围" is not "…不在本次试点范围内"
        and (
            (o.has("exclude") or o.has("negation")) == mine_denies and not o.has("all")
            if denying
            else not (o.has("exclude") or o.has("negation") or o.has("all"))
            # (not a list's next item, where the material's sentence goes on to exclude it: "包括…万年台，以及陈氏宗祠
            # 和周家祠堂的正殿主体建筑" for "陈氏宗祠和周家祠堂的正殿主体建筑，…，均不在本次申请范围内")
            and not (
                joined
                and any(x.has("exclude") or x.has("negation") for x in sents.get(o.sentence, ()) if x.start >= o.end)
            )
        )
        for o in ctx.source.clauses
    )


def _bare(c: Clause) -> bool:
    """The clause is nothing but names (and articles, conjunctions, markup): a list item without a predicate."""
    if not c.entities:
        return False
    rest, at = "", c.start
    for i, m in enumerate(sorted(c.entities, key=lambda m: m.start)):
        gap = c.text[at - c.start : max(at, m.start) - c.start]
        # (a preposition between two names joins them into one: "wages for drivers", "repairs of the roof")
        rest += "" if i and re.fullmatch(r"\s+(?:for|of)\s+(?:the\s+)?", gap, re.I) else gap
        at = max(at, m.end)
    rest += c.text[at - c.start :]
    left = _FILLER.sub("", rest).strip(" )）")
    if not left:
        return True
    # "Eastview Clinic suite": a head noun right after the last name, ending the clause, is still the name
    last = max(c.entities, key=lambda m: m.end)
    tail = c.text[last.end - c.start :].strip(" )）")
    return bool(
        tail == left
        and re.fullmatch(r"[a-z]{3,12}", left)
        and not re.search(r"(ed|ing|ly)$", left)
        and not any(c.has(k) for k in ("exclude", "negation", "only", "all", "condition"))
        and left not in ("only", "too", "also", "out", "in", "not", "none", "yes", "both", "all", "outside", "inside")
    )


def _listed_sibling(ctx, part, c: Clause, include: set, exclude: set) -> str | None:
    """ "修复范围：清代地方志、民国家谱、民国报刊三类" where the material's scope paragraph names 民国报刊 for
    cleaning only: a declared thing of the scope's own paragraph, neither included nor excluded, enumerated with
    the included parts in a clause that neither negates nor excludes."""
    if c.has("negation") or c.has("exclude"):
        return None
    # "预算…包括车辆、充电设备、交付和司机培训": a list said of another fact's subject (the budget), not the scope
    others = {p.subject for f in ctx.facts.facts for p in f.parts if p is not part and p.type != "scope"}
    others -= {part.subject}
    if {m.id for o in ctx.doc.sentences().get(c.sentence, ()) for m in o.entities} & others:
        return None
    if not (ctx.cue_in(part, ctx.doc.sentence_text(c.sentence)) or c.has("only")):
        return None
    from harness.grade.condition import _fact_sources

    lines = _fact_sources(ctx, part)
    siblings = (
        {m.id for o in ctx.source.clauses if o.line in lines for m in o.entities} - include - exclude - {part.subject}
    )
    listed = re.compile(r"\s*(、|，|,|和|及|与|以及|and|&)\s*", re.I)

    def pairs(text: str, clauses) -> list[tuple]:
        ents = sorted((m for o in clauses for m in o.entities), key=lambda m: m.start)
        return [(a, b) for a, b in zip(ents, ents[1:], strict=False) if listed.fullmatch(text[a.end : b.start])]

    # "只覆盖全县14个乡镇卫生院的心电采集终端和县人民医院远程心电诊断中心的诊断平台": the material's own enumeration
    # names the sibling beside the included part just so (inside the included thing's name)
    own = {
        frozenset((a.id, b.id)) for a, b in pairs(ctx.source.text, [o for o in ctx.source.clauses if o.line in lines])
    }
    for a, b in pairs(ctx.doc.text, [c]):
        pair = {a.id, b.id}
        # "鹭鸣水库和两条河流的干流": a name of the included rivers together, no sibling
        if any(x.id in siblings and _named_together(ctx, x.text, include) for x in (a, b)):
            continue
        if pair & include and pair & siblings and frozenset(pair) not in own:
            return next(m.text for m in (a, b) if m.id in siblings)
    return None


def _names_the_included_by_count(ctx, m, include: set[str]) -> bool:
    """A name that counts the included parts as a group ("三家中心", "the three centres", "both branches"): its
    number is the number of included parts, and the material names each of them with the group's word."""
    from harness.grade.values import number

    said = re.match(r"\W*(?:the\s+|all\s+)?(\d+|[a-z]+|[一二两三四五六七八九十]+)\s*[个家座所处条]?", m.text, re.I)
    if said is None:
        return False
    n = 2 if said.group(1).lower() == "both" else number(said.group(1))
    if n != len(include) or len(include) < 2:
        return False
    head = m.text[said.end() :].strip().lower()
    head = head[-2:] if ctx.lex.lang == "zh" else head.rstrip("s")[-5:]
    return bool(head) and all(any(head in a.lower() for a in ctx.facts.entities.get(i, ())) for i in include)


def _unknown_entities(ctx, c: Clause, known: set[str]) -> list[str]:
    text = c.text
    if ctx.lex.lang == "zh":
        found = re.findall(r"([\u4e00-\u9fff]{2,3}(?:仓|分馆|门店|网点|分店))(?!库|储)", text)
        aliases = [a for k in ctx.facts.entities for a in ctx.facts.entities[k]]
        return [
            f
            for f in found
            if f not in ctx.source.text
            and not any(a in f or f in a for a in aliases)
            and not re.match(
                r"(两个|各个|所有|全部|其他|其余|别的|别处|另外|试点|这些|上述|部分|个仓|家仓|此|这|该|两|二|三|本|上)",
                f,
            )
            # ("只有这俩仓的拣货班组": the ones named before, pointed back to)
            and not re.search(r"[两俩二三几多此这那该][个家座]?仓|[这那此该][俩两几些]", f)
        ]
    included = [m for m in c.entities if m.id in known]
    if not included:
        return []
    # a name that opens a declared thing's mention ("Qingyi Experimental Primary School") is that thing
    inside = [(m.start - c.start, m.end - c.start) for m in c.entities]
    names = [
        m.group(1)
        for m in re.finditer(r"(?:,\s*|\band\s+|&\s*)([A-Z][a-z]+)\b", text)
        if not any(a <= m.start(1) < b for a, b in inside)
    ]
    lower_aliases = {a.lower() for k in ctx.facts.entities for a in ctx.facts.entities[k]}
    return [
        n
        for n in names
        if n.lower() not in lower_aliases and n not in ctx.source.text and n not in ("The", "Only", "Both", "All")
    ]


def _plan(ctx, part, c: Clause) -> tuple[bool, bool]:
    """(future, beyond): the clause is a later plan; it is an action beyond this scope (or a plan of its own)."""
    # A later or separate action (an expansion after the pilot, a new tender for a withdrawn lot) is a plan,
    # not this scope: an invented one is an unsupported addition, not the scope fact's distortion.
    # "has committed to extend the kiosks to all branches if the pilot succeeds": a promise is a plan too
    planned = (
        c.has("planned")
        or c.has("predicted")
        or bool(
            re.search(
                r"\b(could|might|(committed|commits|promised|promises|pledged) to)\b|或许|也许|承诺", c.text, re.I
            )
        )
    )
    # "合同期满后，澜溪河下游段将并入本项目", "若试点效果达标，冷链仓将在第三季度纳入": the time or condition in the
    # clause that leads the sentence
    earlier = [o for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start]
    led = bool(earlier) and earlier[-1].has("cond_context")
    # "试点结束后将推广到冷链仓，并于2026年下半年覆盖集团全部仓库": a clause joined to a later plan goes on with it
    if (
        not planned
        and earlier
        and re.match(r"\W*(?:并且?|且|\b(?:and|then|and then)\b)", c.text, re.I)
        and (earlier[-1].has("planned") or earlier[-1].has("predicted"))
        and (earlier[-1].has("cond_context") or _LATER.search(earlier[-1].text))
    ):
        planned = led = True
    future = planned and bool(c.has("cond_context") or led or _LATER.search(c.text))
    # an excluded thing said to join in a later phase or at a later time ("冷链仓计划在下一阶段纳入试点", "will be
    # added to the contract at the price review in November 2027", "will join if the pilot is judged a
    # success"): an invented plan (an unsupported addition), the scope as it stands is unchanged. Five of the
    # six reviewers who wrote such an answer graded it so (heldout2's author graded it a scope distortion).
    # Said to join with no later time ("冷链仓也将纳入试点"), it writes the scope.
    later = (
        bool(_PHASE.search(c.text) or _QUARTER.search(c.text))
        or c.has("cond_context")
        or led
        or any(v.kind == "date" for v in c.values)
    )
    # "from July 2028 the agreement will also cover interstate transfers": 'also' adds to the scope at a date
    # the material does not give (a restated start date with an excluded thing is the scope written wrong)
    also = bool(_ALSO.search(c.text)) and (
        bool(_PHASE.search(c.text)) or any(v.kind == "date" and not ctx.in_source(v) for v in c.values)
    )
    beyond = planned and (
        (bool(_BEYOND.search(c.text)) and not _JOINS.search(c.text))
        or (bool(_CHANGE.search(c.text)) and later)
        or also
        # "a second phase covering Harrowdene is pencilled in for 2028", "considered for a second phase of the scheme
        # from 2029": another phase of its own, dated
        or bool(_PHASE.search(c.text))
        and any(v.kind == "date" for v in c.values)
    )
    # "南湖地下通道检修计划于2027年春节后开工": a plan of its own for an excluded thing, neither this scope's
    # subject nor a word of inclusion: not a statement of the scope (an invented plan is an addition)
    own_plan = (
        planned
        and part.subject not in {m.id for m in c.entities}
        and not _INCLUDES.search(c.text)
        and not _JOINS.search(c.text)
    )
    # "Lot C has already been re-tendered separately": a procurement of its own, done or planned, outside this one
    return future, beyond or own_plan or bool(_SEPARATELY.search(c.text))


# an act on the thing outside this scope's own procurement or funding ("re-tendered", "另行招标")
# "There are no exceptions, not even for the after-school gardening club", "儿童区的书架也不例外": a thing named
# to say a rule reaches it too, no exclusion from the scope
_NOT_EVEN = re.compile(
    r"\W*(?:not even|not excepting|even)\b"
    r"|(?:即使是?|即便是?|就连|连|哪怕是?)[^，。；]{1,24}(?:也|都)(?:不例外|不行|不能|不得|一样)|也不例外|同样不例外",
    re.I,
)


def _rule_reaches_it(ctx, c: Clause) -> bool:
    """The clause names the thing to say a rule with no exceptions reaches it too ("no exceptions, not even for the
    gardening club", "儿童区的书架也不例外"): said after "no exceptions" in its sentence, or in words of its own."""
    if ctx.doc.lang == "zh":
        return bool(_NOT_EVEN.search(c.text))
    before = " ".join(o.text for o in ctx.doc.sentences().get(c.sentence, ()) if o.end <= c.start)
    return bool(_NOT_EVEN.match(c.text)) and bool(
        re.search(r"\bno exceptions?\b|\bwithout (?:any )?exceptions?\b|\bno one\b|\bnobody\b", before, re.I)
    )


_SEPARATELY = re.compile(
    r"\b(?:re-?tender(?:ed|ing|s)?|(?:tendered|procured|bought|purchased|funded|financed) separately)\b"
    # ("a separate application for a second phase covering the Orchard Road garden", "apply separately for it")
    r"|\b(?:a|its|their|the) separate (?:application|bid|request)\b|\b(?:apply|applying|applies) separately\b"
    r"|另行(?:招标|采购|立项|申请|申报)|单独(?:招标|采购|立项|申请|申报)",
    re.I,
)


_COST_WORD = re.compile(
    r"\b(cost|costs|costing|estimated at|budgeted|priced|valued at|come to|comes to|account for|accounts for)\b"
    r"|费用|造价|成本|花费|预算|估算|占用",
    re.I,
)
_ONLY_CONDITION = re.compile(
    r"\s*(?:if|when|once|after|until|subject to|provided|on condition|in case|where|upon|with the|after the)\b"
    # "approach roads now only fundable together with a flood-risk assessment": what the thing needs beside it
    r"|\s*(?:[a-z]+(?:able|ible|ed)\s+)?(?:together with|in combination with|in conjunction with|jointly with)\b"
    r"|[^。；，]{0,12}才",
    re.I,
)


def plans_excluded(ctx, c: Clause) -> bool:
    """The clause is a plan for a thing a scope fact excludes, beyond that scope ("from July 2028 the agreement
    will also cover interstate transfers"): its date is the plan's, and an invented plan is an addition."""
    for f in ctx.facts.facts:
        for p in f.parts:
            if p.type == "scope" and {m.id for m in c.entities} & set(p.value.get("exclude", ())):
                if _plan(ctx, p, c)[1] and not c.has("negation"):
                    return True
    return False


def _by_head_noun(ctx, c: Clause, missing: set) -> set:
    """The included parts the clause names by the head noun of their names alone ("the crane" for "the old Tanner
    crane" named before), a head no other declared thing's name ends with."""
    if ctx.lex.lang != "en":
        return set()
    found = set()
    text = c.text.lower()
    for i in missing:
        heads = {a.lower().split()[-1] for a in ctx.facts.entities.get(i, ()) if len(a.split()) >= 2}
        for h in heads:
            if len(h) < 3 or not re.search(rf"\bthe {re.escape(h)}\b", text):
                continue
            # (another thing whose name ends so, named before too, makes it ambiguous)
            before = ctx.doc.text[: c.start].lower()
            others = {
                a.lower().split()[-1]
                for e, aliases in ctx.facts.entities.items()
                if e != i and any(re.search(rf"\b{re.escape(x.lower())}\b", before) for x in aliases)
                for a in aliases
            }
            if h not in others and any(a.lower() in before for a in ctx.facts.entities.get(i, ())):
                found.add(i)
    return found


def _acting_party(ctx, c: Clause, m) -> bool:
    """The excluded thing is the party a condition fact names to act, in a clause naming that condition's act or
    requirement ("…only after the county library has catalogued them" where the county library is also left out of
    the application): who acts under the rule, no part of the scope."""
    for f in ctx.facts.facts:
        for p in f.parts:
            if p.type == "condition" and p.value.get("by") == m.id:
                acts = {p.value["event"], p.value["requires"]}
                if any(e.id in acts for e in c.events):
                    return True
    return False


def grade_scope(ctx, part):
    from harness.grade.context import PartGrade

    g = PartGrade()
    include, exclude = set(part.value["include"]), set(part.value.get("exclude", ()))
    hit: set[str] = set()
    lex = ctx.lex
    clauses = _scope_clauses(ctx, part)
    sentences = ctx.doc.sentences()
    for c in clauses:
        sent = sentences[c.sentence]
        others = bool(re.search(r"其他|其余|other|others|no other", ctx.doc.sentence_text(c.sentence), re.I)) and bool(
            re.search(r"^\W*(除|except|apart from|other than)|外$|以外", c.text, re.I)
        )
        future, beyond = _plan(ctx, part, c)
        if not beyond and _bare(c):
            # "the workshop upgrade (Lot C) will be re-tendered in April 2027": a name cut off from its predicate
            # by a parenthesis is judged with the clause that goes on about it
            ids = c.entity_ids()
            nxt = [o for o in sent if o.start >= c.end and ids & o.entity_ids() and not _bare(o)]
            beyond = bool(nxt) and _plan(ctx, part, nxt[0])[1] and not nxt[0].has("negation")
        for m in c.entities:
            if m.id in exclude and beyond and not c.has("negation"):
                continue
            if m.id in exclude and _source_clause(ctx, c, m.id):
                continue  # "the Print Room keeps its stand-alone dehumidifiers": the material's own clause about it
            if m.id in exclude and ctx.cut_off(c):
                continue  # "…，东篱小区和沿" at the output budget: the name's predicate was never written
            if (
                m.id in exclude
                and ctx.doc.text[max(0, c.start - 1) : c.start] in ("(", "（")
                and any(o.end <= c.start and (o.has("exclude") or o.has("negation")) for o in sent)
            ):
                continue  # "宋元善本、碑帖拓片这回不碰（宋元善本还是馆里修复室自己修）": an aside after the exclusion
            if m.id in exclude and _aside_of_its_name(ctx, c, m, sent):
                continue  # "渔业码头（商业渔船队使用）和…不包括在内": the aside after its own name; the name is judged
            if m.id in exclude and REASON_OPENING.match(c.text):
                continue  # "因为冷链仓的温控作业排班规则特殊": a reason said of the excluded thing, not the scope
            if m.id in exclude and _OTHER_MONEY_FOR.search(
                ctx.doc.text[sent[0].start : m.start] if sent else ctx.doc.text[c.start : m.start]
            ):
                continue  # "市局另行安排奖补资金5万元，用于村史馆布展": another sum pays for it, not the scope
            if m.id in exclude and _PAID_BY_OTHER_MONEY.search(ctx.doc.text[m.end : c.end]):
                continue  # "座椅另用自筹资金2.1万元购置": the thing, then the other money that buys it
            if m.id in exclude and _the_existing_ones(ctx, m):
                continue  # "现有渡轮照常运营" where new vessels are excluded: the existing ones are another thing
            if (
                m.id in exclude
                and ctx.lex.lang == "zh"
                and re.match(r"[^，。；]{0,2}?(?:仍然?|还是|依旧|依然|照旧|照常)", ctx.doc.text[m.end : c.end])
                and not re.search(r"纳入|包括|覆盖|也在|一并|同样|也要|也会", c.text)
            ):
                continue  # "绘本室还是馆员手工办借还": it goes on as before, outside the scope
            if m.id in exclude and _requested(ctx, c, m):
                continue  # "石湖街道办事处曾申请将19台电梯纳入本轮": a request to include it, not the scope
            if m.id in exclude and _acting_party(ctx, c, m):
                continue  # "books may be shelved only after the county library has catalogued them": the rule's party
            if m.id in exclude and _excluded_after_its_bracket(ctx, c, sent):
                # "前往大区首府蒙克莱尔（Montclair）的顺访…不属于本次巡演": the name's phrase goes on after its bracket
                continue
            if m.id in exclude and not _excluding(ctx, c, m, sent, include, part.subject, exclude):
                g.add("distorted", "an excluded part is written into the scope", c, m.text)
            elif m.id in include:
                # "位于东段的枫溪桥桥面…被排除": the included part names where an excluded thing lies
                modifier = _names_a_place(ctx, c, m, exclude)
                if modifier:
                    continue
                if _excluding(ctx, c, m, subject=part.subject) and not others:
                    if _where_another_is(ctx, c, m):
                        continue
                    if _source_clause(ctx, c, m.id, denying=True):
                        continue  # "The upper moorland reach above Ashby Ferrers is excluded": the material's clause
                    if _in_a_reason(ctx, c, m, sent):
                        continue
                    if _denies_another(c, m, include | exclude | {part.subject}):
                        continue  # "（柳湾场地租赁没有谈成）": the lease of the part fell through, not the part
                    if _the_rules_act(ctx, c, sent):
                        continue  # "签署书面许可协议之前，不得安装任何还书柜": the rule's act, denied until it is met
                    if _rule_reaches_it(ctx, c):
                        continue  # "no exceptions, not even for the gardening club": the rule reaches it too
                    bounds = c.marks.get("min_bound", []) + c.marks.get("max_bound", [])
                    if (
                        c.has("negation")
                        and not c.has("exclude")
                        and all(any(x <= a and b <= y for x, y, _ in bounds) for a, b, _ in c.marks["negation"])
                    ):
                        continue  # "光伏供电比例不低于35%": the 不 of a bound, no exclusion
                    # (or the clause after it: "…, except for emergency repairs, where a gate can be taken out first")
                    excepted = c.has("exception") or any(
                        o.has("exception") for o in ctx.doc.sentences()[c.sentence] if o.end <= c.start
                    )
                    if excepted and any(
                        x.id in ctx._condition_events for o in ctx.doc.sentences()[c.sentence] for x in o.events
                    ):
                        continue  # "open only after the sign-off, except at Kettleby Central": the rule's exception
                    g.add("distorted", "an included part is written as excluded", c, m.text)
                else:
                    hit.add(m.id)
            elif (
                m.id not in exclude
                and m.id != part.subject
                and not _excluding(ctx, c, m, subject=part.subject)
                and _names_the_included_by_count(ctx, m, include)
            ):
                hit |= include  # "只包括三家中心屋顶光伏发电系统": the included parts named together by their count
        for w in () if future else c.marks.get("all", ()):  # a later expansion is a plan, not the pilot's scope
            if REASON_OPENING.match(c.text):
                continue  # "是因为它们是全区保存最完整的清代戏台": a reason that ranks the parts, no wider scope
            rest = ctx.doc.text[w[1] : w[1] + (8 if lex.lang == "zh" else 60)]
            itself = re.search(r"network|wide|全国|全区|全域|全集团|全公司|全网", w[2], re.I)
            counted = re.match(
                r"\s*(?:共有|一共|共)?\s*(\d+|[a-z]+|[一二两三四五六七八九十]+)\s*[个家座所]?", rest, re.I
            )
            if counted and number(counted.group(1)) == len(include):
                continue  # "all three branches", "全部三个街道": the included parts counted, not a wider scope
            if counted and any(
                p.type == "count" and number(counted.group(1)) == float(p.value["count"])
                for f in ctx.facts.facts
                for p in f.parts
            ):
                continue  # "All eight filtration pumps get swapped out": a count fact's own number, every one of them
            if (
                counted
                and _whole_as_source(ctx, w[2], number(counted.group(1)))
                and any(m.id in include for o in ctx.doc.sentences()[c.sentence] for m in o.entities)
            ):
                continue  # "只覆盖全区五个街道中的三个", "（全区共五个街道）": the whole the material counts
            if any(
                len(a) >= 2 and re.match(rf"\s*(?:the\s+|of\s+the\s+)?{re.escape(a)}(?:['’]s)?\s*\w", rest, re.I)
                for a in ctx.facts.entities.get(part.subject, ())
            ):
                continue  # "全部试点仓库将于6月完成验收", "all the pilot's warehouses": the subject's own parts
            phrase = " ".join(re.split(r"[,;:]|[.!?](?:\s|$)", w[2] + rest)[0].split()[:4])
            if lex.lang == "en" and len(phrase.split()) >= 3 and phrase.lower() in ctx.source.text.lower():
                # "a site survey of all 18 clinic sites": the material's own words, of an earlier survey; "The works
                # cover all 24 roof bays": the material's count of the included roof's bays
                continue
            if (
                counted
                and (number(counted.group(1)) or 0) > len(include)
                and _part_kind(ctx, include, rest[counted.end() :])
                and not any(a < w[0] for a, _, _ in c.marks.get("negation", ()))
            ):
                g.add("distorted", "the scope is widened", c, w[2])  # "covers all three of the town's piers"
                continue
            if lex.lang == "en" and re.match(r"\s+(included|covered|in scope|within|inside|part of)\b", rest, re.I):
                word = re.search(r"([A-Za-z-]+)\s*$", ctx.doc.text[c.start : w[0]])
                if word and word.group(1).lower() not in _LEADS_ALL:
                    continue  # "the buses, chargers, delivery and driver training all included": those things, all
            if lex.lang == "zh":
                # "只在全区社区卫生服务站的候诊区设置": the material's own "全区24个社区卫生服务站", its count aside
                plain = re.sub(r"\d+\s*[个家座所台处]?", "", w[2] + rest)[:6]
                if len(plain) >= 4 and plain in re.sub(r"\d+\s*[个家座所台处]?", "", ctx.source.text):
                    continue
            if lex.lang == "en" and w[2].lower() == "whole" and re.match(r"\s+lot\b(?!\s+[A-Z0-9]\b)", rest):
                continue  # "a hard ceiling of 7.2 million US dollars for the whole lot": everything, said plainly
            if lex.lang == "zh" and not itself and _ZH_ALL_VERB.match(rest):
                continue  # "…15台安装在现有建筑上，全部连接温德尔路仓库的控制单元": 全部 said of an act, "all of them"
            if lex.lang == "en" and any(
                m.start >= w[1]
                and re.fullmatch(r"\s*(?:the\s+|of\s+the\s+)?", ctx.doc.text[w[1] : m.start], re.I)
                and m.id not in include | exclude
                and len(m.text.split()) >= 2
                and not lex.words["heads"].search(m.text.split()[-1])
                for m in c.entities
            ):
                continue  # "staff training for all branch librarians": a thing of another kind, its place named
            if itself or lex.words["heads"].search(rest[:8] if lex.lang == "zh" else " ".join(rest.split()[:5])):
                if not c.has("negation"):
                    g.add("distorted", "the scope is widened", c, w[2])
        unknown = _unknown_entities(ctx, c, include)
        if unknown and not c.has("exclude") and not c.has("negation"):
            g.add("distorted", "an entity the source does not include is added to the scope", c, unknown[0])
        elif not future and (sibling := _listed_sibling(ctx, part, c, include, exclude)):
            g.add(
                "distorted", "a thing the scope paragraph treats apart is listed among the included parts", c, sibling
            )
        named = {m.id for m in c.entities} & include
        # "approval holds only if the council grants consent for the Quay gates", "only subject to …", "只有…才":
        # 'only' opens a condition, it does not bound the scope
        scoping = [w for w in c.marks.get("only", ()) if not _ONLY_CONDITION.match(ctx.doc.text[w[1] : w[1] + 24])]
        # "firefighters may only enter the tower … once a certified instructor has signed …": 'only' after a modal,
        # before the act a condition in the clause allows
        scoping = [
            w
            for w in scoping
            if not (
                re.search(r"\b(may|can|could|must|shall|will)\s+$", ctx.doc.text[max(c.start, w[0] - 8) : w[0]], re.I)
                and re.search(r"\b(once|after|if|when|until|unless|provided)\b", ctx.doc.text[w[1] : c.end], re.I)
            )
        ]
        if any(v.kind == "amount" for v in c.values) and _COST_WORD.search(c.text):
            scoping = []  # "the chargers alone are estimated at USD 900,000": a part's cost, not the scope
        # "This tender covers only one lot: Lot A, …": the parts counted after 'only', named after the colon
        # (the count says how many: as many as the scope holds is the whole of it, however its parts are named)
        listed: set[str] = set()
        colon = next((o for o in sent if o.start >= c.end), None)
        how_many = next(
            (v for v in c.values if v.kind in ("count", "figure") and scoping and v.start >= scoping[0][1]), None
        )
        # ("only one lot", "只有一处": a single one, which the values leave unread)
        single = bool(scoping) and re.match(
            r"\s+(?:one|a single)\s|(?:一个|一处|一项|一样|一件)",
            ctx.doc.text[scoping[0][1] : scoping[0][1] + 12],
            re.I,
        )
        if (
            (how_many is not None or single)
            and not {m.id for m in c.entities} & include
            and colon is not None
            and re.fullmatch(r"\s*[:：]\s*", ctx.doc.text[c.end : colon.start])
        ):
            if (number_of(how_many) if how_many is not None else 1) >= len(include):
                listed = set(include)
            else:
                listed = {m.id for o in sent if o.start >= c.end for m in o.entities} & include
        if scoping and any(
            v.kind in ("count", "figure")
            and v.start >= scoping[0][1]
            # "只覆盖石桥镇、柳河镇、白沙乡三个乡镇": the named parts counted are the scope's
            and number_of(v) != len(({m.id for m in c.entities} & include) | listed)
            for v in c.values
        ):
            scoping = []  # "Kettleby Central alone gets 7": a part's own count, not the scope
        # "The county's four mobile vaccination units are covered for data loggers only", "eligible only for a
        # smaller voucher": 'only' bounds what the part named before it gets, not the scope
        scoping = [
            w
            for w in scoping
            if not any(
                m.id in include
                and m.end <= w[0]
                and (
                    re.search(r"\b(for|with)\b[^,;:]*$", ctx.doc.text[m.end : w[0]], re.I)
                    or re.match(r"\s*(for|with)\b", ctx.doc.text[w[1] : w[1] + 8], re.I)
                    # "石桥运河只负责水面漂浮物打捞", "on the canal the work is limited to removing floating debris":
                    # what is done on the part, right after it
                    or lex.lang == "zh"
                    and re.fullmatch(r"\s*(?:的|这段|这一段|方面)?\s*", ctx.doc.text[m.end : w[0]])
                    and not re.match(r"\s*(覆盖|包括|包含|涉及|纳入|在|是|有)", ctx.doc.text[w[1] : w[1] + 4])
                    or lex.lang == "en"
                    and bool(re.match(r"\s*(?:to\s+)?[a-z]+ing\b", ctx.doc.text[w[1] : w[1] + 24], re.I))
                    # "the mobile units get data loggers only", "流动接种车只配备数据记录仪": another thing, what the
                    # part gets, next to 'only'
                    or any(
                        x.id not in include
                        and x.id != part.subject
                        and x.start >= m.end
                        and (x.end <= w[0] or 0 <= x.start - w[1] <= (6 if lex.lang == "zh" else 24))
                        for x in c.entities
                    )
                )
                for m in c.entities
            )
        ]
        if any(e.id in ctx._condition_events for e in c.events) and re.search(
            r"\b(?:may|can|must|allowed|permitted)\b|可以|方可|才能|不得", c.text, re.I
        ):
            # "Only holders of a valid crane operator certificate may operate the crane": 'only' bounds who may act
            # under a rule (a condition fact's act), not what the scope covers
            scoping = []
        denied = c.has("negation") or c.has("exclude")
        within = set() if denied else _named_within(ctx, c, include, exclude, part.subject)
        hit |= within
        named |= within | (listed if scoping else set())
        named |= _named_together(ctx, c.text, include)  # "只覆盖上述水库和两河干流": the two rivers named together
        if scoping and named and named < include:
            sent_named = {m.id for o in ctx.doc.sentences()[c.sentence] for m in o.entities} & include
            sent_named |= {
                i
                for o in ctx.doc.sentences()[c.sentence]
                for i in _named_within(ctx, o, include, exclude, part.subject)
            }
            sent_named |= _by_head_noun(ctx, c, include - sent_named)
            # ("The tender covers only Lot A (the buses for the Riverside and" at the output budget: the list cut,
            # not closed)
            cut_in_list = any(ctx.cut_off(o) for o in ctx.doc.sentences()[c.sentence]) and bool(
                re.search(
                    # ("… and Lot" at the output budget: the next item's name begun)
                    r"(?:\b(?:and|or|the|of|for|with)|[(（,，、和及与或])\s*$|\b(?:and|or)\s+[A-Z][\w-]*$",
                    ctx.doc.sentence_text(c.sentence),
                    re.I,
                )
            )
            if sent_named < include and not cut_in_list:
                g.add("distorted", "the scope is narrowed", c, scoping[0][2])
    if hit < include and not any(f.outcome == "distorted" for f in g.findings):
        # "Only the repainting and corrosion repair of the steel truss spans of both bridges": the included parts
        # named together, by their count and the head word of their names, in a clause about the scope
        for c in ctx.doc.clauses:
            if c.has("only") or ctx.score(part, c):
                together = _named_together(ctx, c.text, include)
                if together and {m.id for m in c.entities} & include | together == include:
                    hit |= include
                    clauses = [c, *clauses]
                    break
    aspect = _aspect_given(ctx, include, exclude)
    if aspect is not None:
        g.add("distorted", "an excluded part is written into the scope", aspect[0], aspect[1])
    if hit:
        g.add(
            "hit",
            "included: " + ", ".join(sorted(hit)),
            next((c for c in clauses if {m.id for m in c.entities} & hit), clauses[0]),
        )
    g.complete = hit >= include
    if g.complete and part.value.get("only") and exclude:
        # "The grant covers field monitoring at Ashby Moss and Kettle Fen": the parts, but not that the scope stops
        # there; stated whole with "only", a named exclusion or "nothing else"
        bounded = any(c.has("only") or c.has("exclude") or c.has("negation") for c in clauses) or any(
            m.id in exclude for c in ctx.doc.clauses for m in c.entities
        )
        g.complete = bounded
    return g
