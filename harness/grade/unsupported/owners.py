"""Owners and doers: a duty given to a party the material does not name for it ("由A牵头" where B leads), in sentences,
labels and table owner columns."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from dataclasses import replace

from harness.grade import rx as re
from harness.grade.extract import MARKUP, Clause, Mention
from harness.grade.lexicon import phrasal_stem
from harness.grade.text import grams, irregular_forms, without_values
from harness.grade.unsupported.base import Base
from harness.grade.unsupported.words import (
    _ACRONYM,
    _AGENT,
    _DUTY_STEMS,
    _DUTY_VERB,
    _DUTY_ZH,
    _FILLER_UNITS,
    _NOT_DOER,
    _NOT_STATED,
    _OWNER_HEAD,
    _PASSIVE_AGENT,
    _restated_in,
    _short_names,
    _source_sentences,
    _stem,
    _units,
)

# a table's column of parties ("单位", "Organisation") and of their duties ("职责", "Responsibilities")
_PARTY_HEAD = re.compile(
    r"单位|部门|机构|参与方|各方|主体|人员|负责人"
    # ("| Person / team | Responsibility |": the column of parties, beside their duties)
    r"|(?i:(?:organi[sz]ations?|bod(?:y|ies)|parties|party|teams?|agency|persons?|people|staff|who)"
    r"(?:\s*/\s*(?:organi[sz]ations?|teams?|persons?|people|roles?|staff))?)"
)
_DUTY_HEAD = re.compile(
    r"职责|分工|任务|工作内容|负责事项|主要职责"
    r"|(?i:duty|duties|responsibilit(?:y|ies)|tasks?|roles?|what (?:it|they) do(?:es)?)"
)
# a verb's object right after it ("plants the trees", "waters the new trees"), which a plural noun does not take
_OBJECT_AFTER = r"\s+(?:the|a|an|any|each|all|its|their|new)\b"


_LABEL_AGENTS = (_AGENT["en"][4], _AGENT["zh"][3])


# a Chinese name that ends as a body or a post does ("委员会", "主管", "教育局", "项目组")
_BODY_ZH = re.compile(r"(委员会|主管|主任|经理|局|部|办|组|中心|科|处|队|站|所|公司|厂|院|委|员|长)$")


# a body by the word that ends its English name ("the town council", "the grants panel")
_BODY_EN = re.compile(
    r"\b(?:council|board|committee|panel|fund|trust|authority|bureau|ministry|department|agency|office|foundation)s?$",
    re.I,
)
# the acts of a deciding body ("审批", "approves the grant", "signs off")
_DECIDING = re.compile(
    r"审批|批准|批复|审议|审核|审定|决定|拍板|\b(?:approv\w*|decid\w*|decision|sign\w* off|ratif\w*|consent\w*"
    r"|award\w*|grant\w*|fund\w*|pay\w*|paid|review\w*)\b",
    re.I,
)


# a team named as the doer, before its act ("项目组已完成…", "the project team has completed …")
_TEAM_DOER = re.compile(
    r"(?:项目组|工作组|小组|专班|团队)(?:已经?|将|于|负责|已于|在)"
    # ("试点结束后由项目组汇总试用记录": the team after 由, the agent of the act that follows)
    r"|由(?:项目组|工作组|小组|专班|团队)(?=[\u4e00-\u9fff])"
    # (or the body that issues the material, named by its kind: "the authority has held a site visit")
    r"|\bthe\s+(?:[a-z]+\s+){0,2}(?:team|working group|task force|authority|agency|department|office)\s+"
    r"(?:has|have|had|will|is|are|was|completed|carried)\b",
    re.I,
)


class Owners(Base):
    def table_owners(self) -> None:
        """A table with an owner column ("| Task | Owner | Status |", "| 事项 | 负责方 | 状态 |"): each row's owner cell
        names who does the row's task; a party the material never names is an invented owner."""
        # an owner column names doers, as "by X" does: the background's general prose ("helps managers draw up
        # rotas") names no one who does this project's acts
        src = grams(self.source.text, self.source.lang)
        col: int | None = None
        in_table, pos = False, 0
        for line in self.doc.text.split("\n"):
            start, pos = pos, pos + len(line) + 1
            if not line.lstrip().startswith("|"):
                in_table, col = False, None
                continue
            cells = line.strip().strip("|").split("|")
            if not in_table:  # the header row
                in_table = True
                col = next((i for i, x in enumerate(cells) if _OWNER_HEAD.fullmatch(x.strip(" *_"))), None)
                if col is not None and _DUTY_HEAD.fullmatch(cells[col].strip(" *_")):
                    # "| Person / team | Responsibility |": 'responsibility' heads the duties where another column
                    # names the parties
                    party = next((i for i, x in enumerate(cells) if _PARTY_HEAD.fullmatch(x.strip(" *_"))), None)
                    col = party if party is not None else col
                if col is None and any(_DUTY_HEAD.fullmatch(x.strip(" *_")) for x in cells):
                    # "| 单位 | 职责 |", "| Organisation | Responsibilities |": a column of parties beside their duties
                    col = next((i for i, x in enumerate(cells) if _PARTY_HEAD.fullmatch(x.strip(" *_"))), None)
                continue
            if col is None or col >= len(cells) or all(re.fullmatch(r"\s*:?-{2,}:?\s*", x) for x in cells):
                continue
            who = cells[col].strip(" *_")
            units = grams(who, self.doc.lang) - _FILLER_UNITS
            if not units or _NOT_STATED.search(who):
                continue  # "| 数据接口开发 | 资料未写明 |": the writer says the material names no one
            at = start + line.find(who)
            c = next((o for o in self.body if o.start <= at < o.end), None)
            if c is None or id(c) in self.skip:
                continue
            if units - src and not self._aside_in_source_words(who, units - src):
                self.add("owner", who, c)
                continue
            # a party the material names, given a task the material gives another party ("| Resubmission to the
            # Fund | digital services team |" where the head of libraries prepares it)
            task = next((x.strip(" *_") for i, x in enumerate(cells) if i != col and x.strip(" *_")), "")
            t_at = start + line.find(task) if task else -1
            agents = {m.id for o in self.body for m in o.entities if at <= m.start < at + len(who)}
            own = {m.id for o in self.body for m in (*o.entities, *o.events) if t_at <= m.start < t_at + len(task)}
            # a task cell is a noun phrase ("Resubmission to the Fund"): two words of it may find its segment
            # (only where the material names the task's doer: "| Battery safety certificate | Bidders |" is no duty
            # the material gives anyone)
            if not (task and agents):
                continue
            # each of the cell's acts ("施工，缴纳履约保证金", "项目申报、技术培训"): one the material gives another
            # party is given to the wrong one, whatever else the cell lists
            held = [
                self._act_holder(agents, piece, own - agents, least=2, named=True)
                for piece in re.split(r"[，,、;；]|\band\b|和|及", task)
                if piece.strip()
            ]
            if any(h is True for h in held):
                self.add("owner", who, c)
            elif not any(h is not None for h in held) and self._task_held_by_others(agents, own - agents):
                # "| Dive inspection of the slipway toe | Brackwater Civil Engineering |" where the material gives
                # the dive inspection to the consultant: the task's declared act, each doer of it another party
                self.add("owner", who, c)

    def _aside_in_source_words(self, who: str, missing: AbstractSet[str]) -> bool:
        """The cell's units the material lacks all lie in a bracketed aside made of the material's words, only
        joined where the material has a word between ("恒筑装饰工程有限公司（拟定承包商）" for "拟定的厨房改造承包商
        恒筑装饰工程有限公司"): the party's role in the material's words."""
        if self.doc.lang != "zh":
            return False
        asides = re.findall(r"[（(]([^（）()]{2,16})[）)]", who)
        outside = re.sub(r"[（(][^（）()]*[）)]", " ", who)
        if not asides or missing & grams(outside, self.doc.lang):
            return False

        def words_of_source(text: str) -> bool:
            # each run of Han characters, cut greedily into pieces of two or more that the material writes
            for run in re.findall(r"[\u4e00-\u9fff]+", text):
                i = 0
                while i < len(run):
                    j = next((j for j in range(len(run), i + 1, -1) if run[i:j] in self.source.text), None)
                    if j is None:
                        return False
                    i = j
            return True

        return all(words_of_source(a) for a in asides)

    def _task_held_by_others(self, agents: set[str], own: set[str]) -> bool:
        """The task's things (declared, no party of the material): every segment of the material that names them
        with a doer names other doers, and the agents are parties the material names as doers."""
        things = {i for i in own if i in self.ctx.facts.entities and i not in self._parties()}
        if not things or not agents <= self._parties():
            return False
        doers = [d for _, ids, d in self.source_segments if things <= ids and d]
        return bool(doers) and all(not agents & d for d in doers)

    def agent(self, c: Clause) -> None:
        """Who does something, named with words the material never uses ("the facilities team will carry out the
        installation", "由集团信息中心负责"): an invented owner, department or contact."""
        if self._flagged(c) or id(c) in self.skip:
            return
        # ("- 二期：申请尚未递交", "二期尚未递交", "目前没有任何审批结论": a thing's state, an act not done yet, gives
        # no one a duty)
        stated = c.status is not None or (bool(c.events) and all(m.negated for m in c.events))
        party = not stated and (
            self._label_duty(c)
            or self._second_duty(c)
            or self._also_duty(c)
            or self._lead_party(c)
            or self._task_label_owner(c)
        )
        if party:
            self.add("owner", party, c)
            return
        sentence = self.doc.sentence_text(c.sentence)
        for pattern in _AGENT[self.doc.lang]:
            for m in pattern.finditer(sentence):
                who = next((g for g in m.groups() if g), "")
                if self.doc.lang == "zh":
                    longer = [
                        a
                        for aliases in self.ctx.facts.entities.values()
                        for a in aliases
                        if len(a) > len(who) and sentence.startswith(a, m.start(1)) and a.startswith(who)
                    ]
                    if longer:
                        who = max(longer, key=len)  # "由衡正水质检测中心负责": a verb inside a name ends no name
                    if pattern is _AGENT["zh"][2] and "由" in who:
                        who = who.rsplit("由", 1)[1]  # "施工由恒筑建设承担": the doer comes after 由
                    if pattern in _PASSIVE_AGENT:
                        # "由项目组对试用记录进行汇总", "已由项目组全部完成": the doer ends where its act begins
                        who = re.split(r"对|把|将|全部|统一|共同|一起|一并", who)[0]
                        if "的" in who:
                            who = who.rsplit("的", 1)[1]  # "由嘉禾仓和临江仓的仓库主管牵头": the supervisors
                    # "设备由澄源净水供应并安装": a party the material names, then its own acts
                    named = [
                        a
                        for aliases in self.ctx.facts.entities.values()
                        for a in aliases
                        if who.startswith(a)
                        and re.match(r"供应|提供|供货|负责|安装|实施|建设|并|和|及|与|进行", who[len(a) :])
                    ]
                    if named:
                        who = max(named, key=len)
                    if re.search(
                        # 会 as "will", not the 会 of 委员会/协会/董事会/基金会/会议/会计
                        # (能 as "can", not the 能 of 新能源/节能/智能/功能)
                        r"不|未|没|后|前|才|方可|可以|(?<![新节智功性效动体热])能(?![源力效耗])|确认|核准|审批|的|是|为|将|(?<![员协学商工事金务委])会(?![议计])|均|都|只"
                        r"|仅|按|根据|依照|各自",
                        who,
                    ):
                        continue  # "助手本身并不负责", "由仓库主管核准后方可执行": no one named as the owner
                elif pattern is _AGENT["en"][3] and (
                    re.search(r"ed$", m.group(0))
                    and re.match(
                        r"\s+(?:for|in|on|at|until|from)\s+(?:late|early|mid|the|\d|[A-Z])", sentence[m.end() :]
                    )
                ):
                    continue  # "Eastgate: go-live scheduled for late September": a participle of a plan, no doer
                elif (
                    self.ctx.lex.words["negation"].search(who)
                    or (
                        pattern is _AGENT["en"][3]
                        # ("the residents want a fenced spot": an article before the participle, which names a thing)
                        and re.search(r"\s(?:a|an|the|some|any)$", who.strip(), re.I)
                    )
                    or (
                        pattern is _AGENT["en"][3]
                        and (
                            _NOT_DOER.search(who)
                            or re.search(r"[a-z]ly$|\b[a-z]{2,}(?:ed|ing)\b", who)
                            # "The emergency planning team keeps …": the -ing of a party's declared name is no verb
                            and not self._declared_ids(who)
                            # "Saltmere's bandstand application approved in full": a thing acted on, no doer
                            or re.search(
                                r"\b(application|request|bid|proposal|submission|scheme|project|plan|contract|tender"
                                # ("The money pays for two rooms and nothing else")
                                r"|grant|award|money|funding|budget|cash"
                                # ("offer accepted in writing on 28 January 2027")
                                r"|offer|letter|agreement|decision|payment|claim|invoice|deposit)s?$",
                                who.strip(),
                                re.I,
                            )
                        )
                    )
                ):
                    continue  # "If the board had", "kiosks get installed", "The buses would be delivered", an adverb
                    # ("conditionally approved"), a verb before a plural noun ("the team finished floor surveys")
                if self.doc.lang == "en" and re.search(r"['’]s$", who.strip()):
                    continue  # "The club's funded project period runs …": a possessor before its noun, no doer
                if self.doc.lang == "zh":
                    who = re.sub(r"(这边|那边|这里|方面)$", "", who)  # "县医院这边负责远程诊断": the party itself
                    # "由星衡软件（虚构）提供软件授权": the name, without its bracketed aside
                    who = re.sub(r"\s*[（(][^（）()]{0,12}[)）]\s*$", "", who) or who
                # (an acronym is a name's word too: "由IT部负责", "The IT department will install")
                units = grams(who, self.doc.lang) - _FILLER_UNITS | _acronyms(who)
                if not units or who.strip() not in c.text and who not in c.text and pattern not in _LABEL_AGENTS:
                    continue  # (a party's label is a clause of its own: its duty is the clause after it)
                if pattern in _LABEL_AGENTS and not (c.label_text and who.strip() in c.label_text):
                    continue
                if re.fullmatch(r"\s*(?:我|本)(?:院|局|委|中心|单位|公司|厅|所|馆|校|队|办)\s*", who) and any(
                    _restated_in(grams(c.text, self.doc.lang) - units, sent, self.source.lang)
                    for sent in _source_sentences(self.source)
                ):
                    continue  # "我院承担县域远程心电诊断中心的职能": the reader's own party, the material's sentence
                # a doer the material never names; after "by" ("installed by the IT department") the background's
                # general prose ("internal department names") names no one who does this project's acts
                src = grams(self.source.text, self.source.lang) | _acronyms(self.source.text)
                bg = self.ctx.background
                known = src | (
                    grams(bg.text, bg.lang) | _acronyms(bg.text)
                    if bg is not None and pattern is not _AGENT["en"][0] and pattern not in _LABEL_AGENTS
                    else set()
                )
                # "我局牵头…": a name the sample declares for a party of the material (the bureau writing of itself)
                # ("The project will install …": the article aside)
                if units - known and (units - src) and not self._declared_ids(who):
                    self.add("owner", who.strip(), c)
                    return
                # "- Finance team: summarises the kiosk logs": a body's label the material never names, though each
                # of its words is the material's ("finance board", "project team")
                # (a possessive between its words is the same name: "District project officer" for "the
                # district's project officer")
                words = re.sub(r"^(?:the|our)\s+", "", who.strip(), flags=re.I).split()
                phrase = re.compile(r"\b" + r"(?:['’]s)?\s+".join(map(re.escape, words)) + r"\b", re.I)
                if (
                    pattern in _LABEL_AGENTS
                    and self.doc.lang == "en"
                    and not self._declared_ids(who)
                    and not phrase.search(self.source.text)
                    and (bg is None or not phrase.search(bg.text))
                ):
                    self.add("owner", who.strip(), c)
                    return
                start = self._sentence_start(c)
                # "the treasurer, Mina Okafor, manages the contractor": after an apposition, the act is in a later
                # clause, and the doer's words reach to its end
                said = c.text
                if self.doc.lang == "en" and re.match(r", [^,;.]{2,60},|\s\([^()]{2,40}\)", sentence[m.end(1) :]):
                    verb_at = start + m.end() - 1
                    act_to = next((o.end for o in self.body if o.start <= verb_at < o.end), c.end)
                    said = self.doc.text[c.start : max(c.end, act_to)]
                mine = grams(said, self.doc.lang)
                at = said.find(who.strip())
                if self.doc.lang == "zh":
                    # "设备拟由清泉源…公司", or the act right after a doer that opens the clause ("信息中心负责入")
                    lead = re.sub(r"[\W\d]", "", said[max(0, at - 4) : at])
                    follow = said[at + len(who.strip()) : at + len(who.strip()) + 3]
                    near = (lead + who.strip()) if len(lead) >= 2 else (who.strip() + follow)
                else:
                    # "The research office keeps …": the doer and its verb; at the clause's end, the words before
                    # it ("carried out by Coldharbour Mechanical")
                    after = said[at + len(who.strip()) :].split()
                    before = said[:at].split()
                    near = (
                        " ".join([who.strip(), after[0]]) if after else " ".join([*before[-2:], who.strip()])
                    ).strip(" ,.;:")
                if (
                    mine
                    and at >= 0
                    and any(
                        # ("区卫健局向市专项资金申请补助": the sentence's names read as its short forms)
                        (
                            near.lower() in sent.lower()
                            or near.lower() in _short_names(sent).lower()
                            # ("the fund's grants officer, Anaru Whitley, wrote": the doer without its apposition
                            # and its possessor)
                            or re.sub(r"\b[\w-]+['’]s\s+", "", near.lower())
                            in re.sub(r"\b[\w-]+['’]s\s+", "", re.sub(r",\s+[^,;.]{2,40},(?=\s)", "", sent).lower())
                        )
                        and _restated_in(mine, sent, self.source.lang)
                        # (one item of a who-does-what list: "the treasurer, Mina Okafor, manages the contractor"
                        # where the list gives that to the operations manager and the treasurer the grant claims)
                        for whole in _source_sentences(self.source)
                        for sent in re.split(r"(?<=[;；])", whole)
                    )
                ):
                    continue  # "入户供水设备拟由清泉源供水设备有限公司提供": the material's own sentence, its doer too
                subjects = {p.subject for f in self.ctx.facts.facts for p in f.parts}
                if self._declared_ids(who) & subjects - self._parties():
                    continue  # "The project will install 8 heat pump units": the thing a fact is about, no party
                a = start + m.start(1) + max(m.group(1).find(who), 0)
                b, act_end = a + len(who), None
                if self.doc.lang == "en" and (
                    apposition := re.match(r", [^,;.]{2,60},|\s\([^()]{2,40}\)", sentence[m.end(1) :])
                ):
                    # "Dana Whitcombe, the fleet manager, lodges …": both names the doer's, its act in a later clause
                    b = start + m.end(1) + apposition.end()
                    verb_at = start + m.end() - 1
                    act_end = next((o.end for o in self.body if o.start <= verb_at < o.end), None)
                if _acts_by_name(who, self.doc.text[b : act_end or c.end]):
                    continue  # "Bidders must submit bids", "suppliers supply": the doer named after its own act
                if self._rules_own_party(c, who):
                    continue  # "bidders must supply a valid battery safety certificate": the rule, its own party
                antecedent = ""
                if self.doc.lang == "en" and re.match(r"(?:which|that)\s", m.group(0)):
                    # "the final report to the fund in December 2026, which the hall treasurer will write": the act's
                    # thing is the noun the relative clause follows, its head up to a preposition
                    lead = re.split(r"[:;,.()]\s*", sentence[: m.start()].rstrip(" ,"))[-1]
                    # (its "for"/"of" phrase too, four words at most: "the call for tenders for the refrigeration
                    # contractor in May 2027, which the treasurer, Osric Vane, will run")
                    antecedent = " ".join(
                        re.split(r"\s+(?:to|in|on|by|at|from|with|during|before|after|until)\s+", lead.strip())[
                            0
                        ].split()[:4]
                    )
                if self._misbound(c, a, b, start + m.start(), pattern, act_end, antecedent):
                    self.add("owner", who.strip(), c)
                    return

    def _rules_own_party(self, c: Clause, who: str) -> bool:
        """The clause states a condition fact's requirement (a hit of that fact), naming its act, and the doer is the
        party the condition names, by a name the sample declares."""
        if c.text not in self.ctx.rule_clauses or not re.search(
            r"\b(?:must|has to|have to|needs? to|(?:is|are) required to|shall)\b|必须|须|需要?|应当?", c.text, re.I
        ):
            return False  # (a rule says what the party must do; "will carry out … once funding is approved" does not)
        rules = [p.value for f in self.ctx.facts.facts for p in f.parts if p.type == "condition"]
        return any(
            c.event(v["requires"]) and v.get("by") in self._declared_ids(who) for v in rules if v.get("requires")
        )

    def _task_label_owner(self, c: Clause) -> str | None:
        """A "task: party" list item ("- 申报材料：镇自然资源所", "- Grid application: the estates manager"): the
        item is only the name of a party the material names as a doer, its label a task; where the material gives
        that task to another party, the party named is the wrong owner. The party's name, else None."""
        if not c.label_text or len(c.entities) != 1 or c.events:
            return None
        who = c.entities[0]
        rest = MARKUP.sub("", c.text.replace(who.text, " ")).strip(" \t-*_.,;。，；")
        if who.id not in self._parties() or re.sub(r"^(?:the|a|an|our)\s+", "", rest, flags=re.I):
            return None
        label = next(
            (o for o in self.body if o.sentence == c.sentence and o.is_label and o.end <= c.start),
            None,
        )
        if label is None or {m.id for m in label.entities} & self._parties():
            return None
        task = MARKUP.sub("", label.text).strip(" \t-*_:：")
        own = {m.id for m in (*label.entities, *label.events)}
        if self._act_holder({who.id}, task, own, least=2, named=True) is True:
            return who.text
        return None

    def _declared_ids(self, who: str) -> set[str]:
        """The declared things ``who`` names: one of a thing's names as written, or but for a leading article or
        a possessor."""
        name = who.strip().lower()
        bare = re.sub(r"^(?:the|a|an|our)\s+", "", name)
        # ("the fund's monitoring officer": the post, after whose it is)
        owned = re.sub(r"^(?:the\s+)?[\w-]+(?:\s[\w-]+)?['’]s\s+", "", name)
        found = {
            i
            for i, aliases in self.ctx.facts.entities.items()
            if any(a.lower() in (name, bare, owned) for a in aliases)
        }
        # ("Town clerk Martin Oduya": a post and a person, both names of one thing)
        for i, aliases in self.ctx.facts.entities.items():
            rest = bare
            for a in sorted(aliases, key=len, reverse=True):
                rest = re.sub(rf"(?<![\w-]){re.escape(a.lower())}(?![\w-])", " ", rest)
            if rest != bare and not re.sub(r"[\s,()]+", "", rest):
                found.add(i)
        return found

    def _label_duty(self, c: Clause) -> str | None:
        """A "Party: duty" list item ("- Branch librarians: confirm each waiver …, and will summarise the kiosk
        logs"): the labelled party does each act after its label; one the material never names the party with
        is an invented owner. The party's name, else None."""
        label = (
            next(
                (o for o in self.body if o.sentence == c.sentence and o.is_label and o.end <= c.start and o.entities),
                None,
            )
            if c.label_text
            else None
        )
        # "- 仓库主管：确认班次建议，确认后才能生效；试点结束后汇总试用记录": after a ";" the line's label, the
        # party's name alone, still names who does what follows
        later = not c.label_text and not c.is_label
        if later:
            first = next((o for o in self.body if o.line == c.line), None)
            label = (
                first
                if first is not None
                and first.is_label
                and first.sentence < c.sentence
                and len(first.entities) == 1
                # a doer of the material, or who must act in a condition fact (the one whose approval counts)
                and first.entities[0].id
                in self._parties() | {p.value.get("by") for f in self.ctx.facts.facts for p in f.parts}
                # (not the thing a fact is about: "**补助申请**：…驳回…；协会已改用社区自筹资金推进翻新")
                and first.entities[0].id not in {p.subject for f in self.ctx.facts.facts for p in f.parts}
                and re.fullmatch(
                    r"[\W_]*(?:(?:各|每个?|全体|所有)[\u4e00-\u9fff]{0,2}?)?"
                    + re.escape(first.entities[0].text)
                    + r"[\W_]*",
                    first.text,
                )
                else None
            )
        if label is None:
            return None
        subjects = {p.subject for f in self.ctx.facts.facts for p in f.parts}
        if (
            len(label.entities) == 1
            and label.entities[0].id in subjects
            # (the label is the thing's name and nothing else: not "项目组", a team named by the project's word)
            and re.fullmatch(r"[\W_]*" + re.escape(label.entities[0].text) + r"[\W_]*", MARKUP.sub("", label.text))
            and (
                not {m.id for m in label.entities} & self._parties()
                or self.doc.lang == "zh"
                and not _DUTY_ZH.search(c.text)
            )
        ):
            # "**项目**：青枫镇人民政府拟对…实施除险加固", "**工程**：石桥村白鹭塘坝除险加固", "**Programme:** repair of
            # the orchestra's violins": a field of the brief named by a fact's thing, no duty word after it
            return None
        # ("2. 顺安燃气工程公司：出具安全验收意见": the list's number before the party's name)
        label_text = MARKUP.sub("", label.text, count=1)
        pair = label.entities if len(label.entities) == 2 else []
        if self.doc.lang == "zh" and pair and pair[0].end == pair[1].start:
            # "- 区民政局养老服务科：": a section named right after its body's name is the party
            merged = Mention(pair[1].id, pair[0].start, pair[1].end, pair[0].text + pair[1].text, False)
            label = replace(label, entities=[merged])
        if (
            not later
            and len(label.entities) == 1
            and label.entities[0].id in {m.id for m in c.entities}
            # (the label is the thing's name and nothing else: not "集团投资委员会", a body named by a declared word)
            and re.fullmatch(r"[\W_]*" + re.escape(label.entities[0].text) + r"[\W_]*", label_text)
        ):
            # "**项目**：青禾里社区长者食堂厨房设备更新": the item names the label's own thing again, its full name; a
            # field of the brief, no duty given to it
            return None
        if any(
            label.end <= o.start < c.start and {m.id for m in o.entities} & self._parties()
            for o in self.body
            if o.sentence == c.sentence and not o.is_label
        ):
            # "- **Moorings:** Selkie Marine Works, the marine contractor, will replace 36 pontoon moorings": the
            # sentence names its own doer after the label
            return None
        # "- 项目组：负责确认班次建议" where 项目 is the pilot's word, "- 集团投资委员会：整理到货记录" where 投资 is
        # the budget's: a team named by a declared word and a body's suffix is a party the sample does not declare,
        # not the thing
        team = (
            self.doc.lang == "zh"
            and len(label.entities) == 1
            and label.entities[0].id not in self._parties()
            and re.fullmatch(
                r"[\W_]*[\u4e00-\u9fff]{0,4}?"
                + re.escape(label.entities[0].text)
                + r"(组|小组|部|办|科|室|中心|委员会|团队|专班)[\W_]*",
                label_text,
            )
            is not None
        )
        if self.doc.lang == "zh":  # "仓库主管：负责汇总试用记录"
            # "明屏智显：设备供货、安装、维保，以及各站台的电力接入": a duty, or one more added to the label's list
            # "- 岚丰厨具：通风排烟和燃气管线改造施工" in a list of duties: a party the material names as a doer, its
            # label right before the duty
            if (
                not later
                and not team
                and not re.match(r"\W*(负责|牵头|主导|承担|组织|主持|统筹|对接|以及|还有|还负责|并负责)", c.text)
                and not (
                    len(label.entities) == 1
                    and (
                        label.entities[0].id in self._parties()
                        # or a body or a post by its name ("- 集团投资委员会：整理到货记录", "- 仓库主管：汇总试用记录")
                        or _BODY_ZH.search(label.entities[0].text) is not None
                    )
                    # the label is the party's name and nothing else ("- 岚丰厨具：", not "项目名称：")
                    # ("- 各村供水站管理员：": the party's name after a word for each of them)
                    and re.fullmatch(
                        r"[\W_]*(?:(?:各|每个?|全体|所有)[\u4e00-\u9fff]{0,2}?)?"
                        + re.escape(label.entities[0].text)
                        + r"[\W_]*",
                        label_text,
                    )
                    and re.fullmatch(r"[\s*_]*[:：][\s*_]*", self.doc.text[label.end : c.start])
                )
            ):
                return None
        else:
            duty = re.match(r"\W*(?:and\s+|also\s+)*(?:(?:will|to|must|shall|also|then)\s+)*([a-z]+)\b", c.text)
            # a duty word, or the verb a duty list of the material says an act with ("- Millrace Grounds Care: plants
            # the trees" where "Fernlea Landscapes plants the trees; Millrace Grounds Care waters the new trees")
            if (
                duty is None
                or not (
                    _DUTY_VERB.fullmatch(duty.group(1))
                    # ("- Hadley & Rowe Architects: carry out the brickwork repairs")
                    or re.match(r"carr(?:y|ies|ied) out\b", c.text[duty.start(1) :]) is not None
                    # "- Coastal Projects Officer: handled the repayment": a party's past act, its object after it
                    # (not "installed by Polar Ridge", "approved in full": a thing's participle)
                    or re.fullmatch(_DUTY_STEMS + r"(?:ed|d|ied)", duty.group(1))
                    and {m.id for m in label.entities} <= self._parties()
                    and bool(label.entities)
                    and re.match(r"\s+(?:the|a|an|its|their|all|both|each)\b", c.text[duty.end() :]) is not None
                    # "**Responsibilities:**\n- Desmond Rae (treasurer): the planning application": a list of duties
                    # names each duty by its thing
                    or (
                        duty.group(1) in ("the", "a", "an", "all", "both")
                        # ("- Thorne & Pask Engineers – method statements": a doer of the material, its duty's thing)
                        or bool(label.entities)
                        and {m.id for m in label.entities} <= self._parties()
                    )
                    # (a thing named with no verb: not "the kiosks never issue waivers")
                    and not re.search(
                        r"\b(is|are|was|were|will|would|can|cannot|must|may|should|never|not|only|also|has|have|had"
                        r"|do|does|did)\b|\b[a-z]+ed\b|n't",
                        c.text,
                        re.I,
                    )
                    and self._under_duty_heading(c)
                    or duty.group(1).endswith("s")
                    and re.match(_OBJECT_AFTER, c.text[duty.end() :], re.I)
                    and any(re.search(rf"\b{duty.group(1)}{_OBJECT_AFTER}", t, re.I) for t in self.source_segment_texts)
                )
            ):
                return None
        agents = {"\0undeclared"} if team else {m.id for m in label.entities}
        if team and self._own_duty_of(MARKUP.sub("", label_text), c.text):
            return None  # "- 项目组：试点结束后汇总试用记录": the material's "试点结束后由项目组汇总试用记录"
        counted = {p.subject for f in self.ctx.facts.facts for p in f.parts if p.type in ("count", "money")}
        if agents <= counted and not agents & self._parties():
            return None  # "| Fittings | 64 LED fittings | … replaces 52 sodium lanterns |": a thing counted, no party
        own = {m.id for m in (*c.entities, *c.events)}
        held = self._act_holder(agents, c.text, own - agents, least=2)
        if held is not None:
            return MARKUP.sub("", label_text).strip(" -*•") if held else None
        objects = [m.id for m in sorted((*c.entities, *c.events), key=lambda m: m.start) if m.id not in agents]
        if self.doc.lang == "zh" == self.source.lang and self._duty_of_another_zh(label, agents, c):
            return MARKUP.sub("", label_text).strip(" -*•")
        if self._decider_given_a_task(agents, c, MARKUP.sub("", label_text).strip(" -*•:：")):
            # "- 集团投资委员会：负责数据接口开发", "- Town council: held the site visit for bidders": the body that
            # decides the application given a task the material never gives it, none of deciding
            return MARKUP.sub("", label_text).strip(" -*•")
        if not objects:
            return None
        # "试点结束后由项目组汇总试用记录": the material names the doer after 由 in words the sample does not declare
        if self.doc.lang == "zh":
            names = [a for i in agents for a in self.ctx.facts.entities.get(i, ())]
            for (_, ents, _), text in zip(self.source_segments, self.source_segment_texts, strict=False):
                doer = re.search(
                    r"由([\u4e00-\u9fff]{2,8}?)(汇总|负责|组织|完成|提交|编制|进行|开展|实施|确认|审核)", text
                )
                if objects[-1] in ents and doer and not any(n in doer.group(1) for n in names):
                    return MARKUP.sub("", label_text).strip(" -*•")
        # the act's first word, read as every declared thing it names ("fitting": the installation and the act of
        # installing, where "Tankworks Direct … would deliver and fit the tanks" names only the act)
        word = min((m for m in (*c.entities, *c.events) if m.id not in agents), key=lambda m: m.start)
        other_kind = c.events if word in c.entities else c.entities
        head = {word.id} | {m.id for m in other_kind if m.start == word.start and m.id not in agents}
        if any(agents & ids and head & ids for ids in self.source_segment_ids):
            return None
        # the material gives the act to someone or something else ("the project team will summarise the kiosk
        # logs"); "Bidders: submit bids…" where the material says only "Bids must be submitted" names no one else
        if not any(
            objects[0] in ids and {i for i in ids - {objects[0]} - agents - own if not self._kin(i, agents)}
            for ids in self.source_segment_ids
        ):
            return None
        return MARKUP.sub("", label_text).strip(" -*•")

    def _decider_given_a_task(self, agents: set[str], c: Clause, name: str) -> bool:
        """Every labelled party decides the application in the material (a body the sample does not declare: its
        name, word for word, in a sentence giving a decision's status), the duty is no act of deciding, and no
        source sentence naming the party holds most of the duty's words."""
        if not agents or _DECIDING.search(c.text):
            return False
        undeclared = agents == {"\0undeclared"}
        if undeclared:
            decided = {o.sentence for o in self.source.clauses if o.status}
            if len(name) < 3 or not any(name in self.source.sentence_text(i) for i in decided):
                return False
        elif not agents <= self._deciders():
            return False
        mine = grams(without_values(re.sub(r"^\W*(?:负责|牵头|承担|组织)", "", c.text)), self.doc.lang)
        if len(mine) < 2:
            return False
        return not any(
            (name in text if undeclared else agents & ids)
            and len(mine & grams(text, self.source.lang)) / len(mine) >= 0.5
            for ids, text in zip(self.source_segment_ids, self.source_segment_texts, strict=True)
        )

    def _deciders(self) -> set[str]:
        """The bodies the material names in the clauses that give a decision's status ("预算申请仍在集团投资委员会
        审批中", "the town council approved the purchase on 12 January 2027"), read once."""
        if self._decider_ids is None:
            body = _BODY_ZH if self.source.lang == "zh" else _BODY_EN
            decided = {o.sentence for o in self.source.clauses if o.status}
            self._decider_ids = {
                m.id
                for o in self.source.clauses
                if o.sentence in decided
                for m in o.entities
                if body.search(m.text) is not None
            }
        return self._decider_ids

    def _duty_of_another_zh(self, label: Clause, agents: set[str], c: Clause) -> bool:
        """ "- 信息中心：负责选书" where the material's list says "语文教研组负责选书": the duty's words, word for word,
        the material gives another doer (one whose name neither holds the label's party nor is held by it)."""
        act = re.match(r"\W*(?:负责|牵头|主导|承担)?([\u4e00-\u9fff]{2,12}?)(?=[，。；、\s]|$)", c.text)
        if act is None:
            return False
        names = {a for i in agents for a in self.ctx.facts.entities.get(i, ())} | {
            MARKUP.sub("", label.text).strip(" -*•：:")
        }
        names = {n for n in names if n}
        for text in self.source_segment_texts:
            for m in re.finditer(r"([\u4e00-\u9fff]{2,10}?)(?:负责|牵头|主导|承担)" + re.escape(act.group(1)), text):
                doer = re.sub(r"^.*?(?:分工|其中|由)", "", m.group(1))
                if doer and not any(n in doer or doer in n for n in names):
                    return True
        return False

    def _own_duty_of(self, label: str, act: str) -> bool:
        """The team's own name (a label the sample does not declare) in a sentence of the material with the act's
        words ("试点结束后由项目组汇总试用记录", "预算申请已提交集团投资委员会审批"): its own duty."""
        name = re.sub(r"[\W_]", "", label)
        mine = _units(re.sub(r"^\W*(负责|牵头|主导|承担)", "", act), "zh")
        return any(
            name in t and len(mine & _units(t, "zh")) >= max(2, len(mine) // 2) for t in self.source_segment_texts
        )

    def _under_duty_heading(self, c: Clause) -> bool:
        """The clause's list item sits under a heading or label that announces duties ("Responsibilities:", "Who does
        what", "Owners"), in the same block of lines."""
        before = self.doc.text[: c.start]
        block = before[before.rfind("\n\n") + 1 :] if "\n\n" in before else before
        return bool(
            re.search(
                r"^[\W_]*(?:responsibilit\w*|owners?|who does what|duties|roles|tasks|division of (?:labour|work))\b",
                block,
                re.I | re.M,
            )
        )

    def _lead_party(self, c: Clause) -> str | None:
        """ "区教育装备中心按施工进度拨付资金": a clause that opens with a party the material names as a doer, then an
        act the material gives another party (its words found nearly whole in one segment of the material). The
        party's name, else None."""
        if not c.entities or c.is_label:
            return None
        zh = self.doc.lang == "zh"
        label = next((o for o in self.body if o.line == c.line and o.is_label and o.end <= c.start), None)
        if c.after_label and (label is None or label.entities):
            return None  # "- 集团运营服务部：站台协调、…": the label's party does what follows it (_label_duty)
        if not re.search(
            r"(^|[；;。\n：:]|\.\s)[\s\-*•]*$", self.doc.text[max(0, c.start - 8) : c.start]
        ) and not self._after_a_time(c):
            return None  # the clause opens a sentence, a line or a semicolon's segment (or follows its time alone)
        first = min(c.entities, key=lambda m: m.start)
        if not re.fullmatch(
            r"[\s\-*•（()）\d.、]*" if zh else r"[\s\-*•()\d.]*(?:the\s+)?", self.doc.text[c.start : first.start], re.I
        ):
            return None
        # (a doer of the material, or, in a report of a step done, who must act in a condition fact: "仓库主管已完成…
        # 需求调研", the supervisors who confirm the shift suggestions)
        doers = self._parties() | (
            {p.value.get("by") for f in self.ctx.facts.facts for p in f.parts} if c.has("done") else set()
        )
        if first.id not in doers or zh and _DUTY_ZH.match(self.doc.text[first.end : first.end + 2]):
            return None  # "X负责…" is agent()'s own pattern
        if re.match(r"\s*(由|被|经|交由|委托)", self.doc.text[first.end : first.end + 3]):
            return None  # "本项目由滨澜区市场监管局牵头": the thing acted on, its doer after 由
        # ("The club treasurer draws up the rack allocation": the party, then its act in the present; not the party's
        # own thing, nor a report of what was done to it: "The fund's panel …", "The captain was told …")
        if not zh and first.id in {p.subject for f in self.ctx.facts.facts for p in f.parts}:
            return None  # "The scheme installs 64 LED light units": the project a fact is about, no party
        if not zh and not re.match(
            r"\s+(?:will\s+|also\s+|then\s+)?[a-z]+s\s+(?!by\b)", self.doc.text[first.end : c.end]
        ):
            return None
        if zh and any(
            m.id != first.id and (m.start == first.end or m.start == first.end + 1 and self.doc.text[first.end] == "的")
            for m in c.entities
        ):
            return (
                None  # "青漪湾水产养殖专业合作社鱼塘增氧改造项目实施期为…": the party's thing, what the clause is about
            )
        act = self.doc.text[first.end : c.end]
        if re.match(r"\s*(?:→|->|=>|⇒|⟶|➜|➔|—>)", act):
            return None  # "青枫镇人民政府 → 汀川县水利局 → 江岚省水利厅": the route of a file between parties, no act
        if re.search(r"(?:项目|工程|申请|申报|计划|方案)\W*$", act) and not any(m.start >= first.end for m in c.events):
            return None  # "青溪县水利站石门拦河坝鱼道项目": the party's project, named, no act
        mine = grams(c.text, self.doc.lang)
        near = self.doc.text[first.start : first.end + 1]
        if any(
            near in _short_names(sent) and _restated_in(mine, sent, self.source.lang)
            for sent in _source_sentences(self.source)
        ):
            return None  # "区卫健局向市专项资金申请补助": the material's sentence, its names read as their short forms
        own = {x.id for x in (*c.entities, *c.events) if x.start >= first.end}
        things = [x.id for x in sorted(c.entities, key=lambda m: m.start) if x.start >= first.end]
        if self._applicant_lodges({first.id}, things, act):
            return None  # "柳塘镇政府于2026年3月2日递交申请材料": the applicant lodging its own application
        if self._act_holder({first.id}, act, own - {first.id}):
            # (in English with its article, as the other owner rules quote it: "The harbour engineer")
            return first.text if zh else re.sub(r"^[\s\-*•+>]*(?:\d+[.)]\s*)?", "", self.doc.text[c.start : first.end])
        return None

    def _after_a_time(self, c: Clause) -> bool:
        """ "截至2026年2月10日，仓库主管已完成…", "As of 10 February, the supervisors …": the clause before it, in its
        sentence, is nothing but a time that opens the sentence."""
        before = [o for o in self.body if o.sentence == c.sentence and o.end <= c.start and not o.is_label]
        if len(before) != 1 or before[0].entities or before[0].events:
            return False
        o = before[0]
        if not re.fullmatch(r"[\s,，、]*", self.doc.text[o.end : c.start]):
            return False
        bare = o.text
        for v in sorted(o.values, key=lambda v: -v.start):
            if v.kind == "date":
                bare = bare[: v.start - o.start] + bare[v.end - o.start :]
        return (
            bool(o.values)
            and re.fullmatch(r"[\W\d]*(?:截至|截止|截止到|到|至|as of|by|on|in)?[\W\d]*", bare, re.I) is not None
        )

    def _also_duty(self, c: Clause) -> str | None:
        """ "清岚环保负责设备供货安装，并负责改造后验收检测": a clause that adds a duty to the party of the clause
        before it, in the same sentence; a duty the material gives another party is an invented owner. The party's
        name, else None."""
        if self.doc.lang != "zh":
            return None
        m = re.match(r"\W*(?:并|还|同时|另外|也|并且)(?:负责|承担|牵头)", c.text)
        if m is None:
            return None
        prev = [o for o in self.body if o.sentence == c.sentence and o.end <= c.start]
        if not prev:
            return None
        duty = _DUTY_ZH.search(prev[-1].text)
        if duty is None:
            return None
        agents = {e.id for e in prev[-1].entities if e.end <= prev[-1].start + duty.start()}
        if not agents:
            return None
        own = {x.id for x in (*c.entities, *c.events)} - agents
        if self._act_holder(agents, c.text[m.end() :], own):
            return prev[-1].text[: duty.start()].strip(" -*•")
        return None

    def _kin(self, thing: str, agents: set[str]) -> bool:
        """``thing`` is named by a word of the agents' own ("bids" of "bidders"): not someone else."""
        ents = self.ctx.facts.entities
        stems = {
            _stem(w.lower()) for a in agents for alias in ents.get(a, ()) for w in re.findall(r"[A-Za-z]{3,}", alias)
        }
        return any(
            _stem(w.lower()) in stems
            or any(_stem(w.lower()).startswith(x) or x.startswith(_stem(w.lower())) for x in stems)
            for alias in ents.get(thing, ())
            for w in re.findall(r"[A-Za-z]{3,}", alias)
        )

    def _second_duty(self, c: Clause) -> str | None:
        """The doer of a second verb ("The procurement unit sent the notice on 25 May 2027 and reviews Coastline's
        monthly punctuality reports"): the sentence's subject, checked with the second act's thing."""
        if self.doc.lang != "en":
            return None
        start = self._sentence_start(c)
        sentence = self.doc.sentence_text(c.sentence)
        mentions = sorted(
            (x for o in self.body if o.sentence == c.sentence for x in (*o.entities, *o.events)), key=lambda x: x.start
        )
        ents = sorted((x for o in self.body if o.sentence == c.sentence for x in o.entities), key=lambda x: x.start)
        first = ents[0] if ents else None
        if first is None or not re.fullmatch(r"[-*•\s]*(?:the |a |an |our )?", sentence[: first.start - start], re.I):
            return None
        things = {p.subject for f in self.ctx.facts.facts for p in f.parts if p.type in ("period", "scope", "count")}
        # (or a part a scope fact lists: "the Hopkinson Library network rooms … are left out and keep their current
        # maintenance provider")
        things |= {
            x
            for f in self.ctx.facts.facts
            for p in f.parts
            if p.type == "scope"
            for x in (*p.value.get("include", ()), *p.value.get("exclude", ()))
        }
        if first.id in things:
            return None  # "Works run from 1 April 2026 … and replace 46 shelters": the thing a fact times, no doer
        agents = {first.id}
        # (or an item of a list of its acts, the subject's own verb right after its name: "Kestrel Lifting installs the
        # crane, trains the operators and keeps the register")
        listed = re.match(r"\s+(?:will\s+|also\s+)?[a-z]+s\b(?!\s+by\b)", sentence[first.end - start :]) is not None
        for m in re.finditer(r"(?:\band |, (?:and )?)(?:also )?(?:will )?([a-z]+)\b", sentence):
            if not (c.start <= start + m.start(1) < c.end) or not _DUTY_VERB.fullmatch(m.group(1)):
                continue
            if m.group(0).startswith(",") and not listed:
                continue  # "Brackley District Council, the lead partner, holds …": the comma of an aside, no list
            if re.match(r"\s+(?:is|are|was|were|has|have|had|will|must|should|can|may)\b", sentence[m.end() :]):
                continue  # "…, and delivery is due between …": a noun, the subject of a verb of its own
            # the act up to the next item ("keeps the register of certified operators"): the material gives it to
            # another party when its words are that party's segment's
            act = re.split(r"[;,.]|\band\s+(?=(?:also\s+)?[a-z]+\b)", sentence[m.start(1) :])[0]
            own = {x.id for x in mentions if start + m.start(1) <= x.start < start + m.start(1) + len(act)} - agents
            held = self._act_holder(agents, act, own) if listed else None
            if held is False:
                continue
            if held:
                return None if self._restates(c, agents) else sentence[: first.end - start].strip(" -*•")
            objects = [  # "reviews Coastline's monthly punctuality reports": the head, not the possessor
                x.id
                for x in mentions
                if x.start >= start + m.end()
                and x.id not in agents
                and not re.match(r"['’]s\b", self.doc.text[x.end : x.end + 2])
            ][:1]
            if objects and not any(agents & ids and objects[0] in ids for ids in self.source_segment_ids):
                if self._restates(c, agents):
                    return None
                return sentence[: first.end - start].strip(" -*•")
        return None

    def _restates(self, c: Clause, agents: set[str]) -> bool:
        """The clause is a material sentence that names the same party, restated nearly word for word ("X has applied
        to the fund to replace its vans and install chargers at Brackley depot" for "X, the library service of the
        county, has applied to the fund … to replace its vans and to install chargers at its depot"): the doer is
        the material's own, whatever the answer calls the act's thing."""
        mine = grams(c.text, self.doc.lang)
        if len(mine) < 6:
            return False
        for i, clauses in self.source.sentences().items():
            # the material's sentence opens with the party as the answer's does: a list of duties ("Responsibilities:
            # … Kestrel EV Vans builds the vans …; Voltline … installs the chargers") restated with its parties swapped
            # names them all, and opens with none of them
            first = min((m for x in clauses for m in x.entities), key=lambda m: m.start, default=None)
            if (
                first is not None
                and first.id in agents
                and _restated_in(mine, self.source.sentence_text(i), self.source.lang)
            ):
                return True
        return False

    def _misbound(
        self,
        c: Clause,
        a: int,
        b: int,
        match_start: int,
        pattern: re.Pattern,
        act_end: int | None = None,
        antecedent: str = "",
    ) -> bool:
        """A party the material names, made the doer of an act the material gives to another party or to nobody
        ("the site visit was organised by the town council" where the authority held it, "由仓库主管牵头完成" where
        the project team did it): no sentence of the material names the party together with the act. ``act_end``:
        where the act ends when it is not in the doer's clause (after an apposition); ``antecedent``: the thing a
        relative clause's act is done to, named before it ("the final report, which the hall treasurer will write")."""
        c_end = act_end or c.end
        sent = [o for o in self.body if o.sentence == c.sentence]
        mentions = sorted(
            {(x.start, x.end, x.id) for o in sent for x in (*o.entities, *o.events)},
            # (a word that names a thing and an event alike, "a grant", is the thing first: the object of the verb
            # before it; then the id's order, so that every run reads it the same)
            key=lambda t: (t[0], -t[1], t[2] in self.ctx.facts.events, t[2]),
        )
        # (or a name that begins before the doer's words and ends in them: "由中标的施工单位负责", read from 施工单位)
        named = [(s0, e0, i) for s0, e0, i in mentions if a <= s0 and e0 <= b or s0 < a < e0 <= b]
        # "the council's finance team": the possessor is not the doer when a name follows it
        heads = [t for t in named if not (re.match(r"['’]s\b", self.doc.text[t[1] : t[1] + 2]) and t is not named[-1])]
        agents = {i for _, _, i in heads}
        if not agents:
            return False
        others = [
            (s0, i) for s0, e0, i in mentions if i not in agents and not (a <= s0 and e0 <= b or s0 < a < e0 <= b)
        ]
        end = c_end
        if self.doc.lang == "zh" and (
            cut := re.search(
                r"、(?=[^、，。；]{2,14}?(?:负责|牵头|主导|承担|出资|提供|实施|组织))", self.doc.text[b:c_end]
            )
        ):
            end = b + cut.start()  # "由A牵头、B出资": B and its act are the next item's
        after = [i for s0, i in others if b <= s0 < end][:1]
        target = re.match(
            r"\W*(?:负责|牵头|主导|承担)?对[^，。；]{1,30}?(进行|实施|开展|予以|作出)", self.doc.text[b:c_end]
        )
        if self.doc.lang == "zh" and target:
            # "牵头对辖区三所学校的学生食堂实施改造升级": the act is what follows 实施, the 对 phrase is its target
            after = [i for s0, i in others if b + target.end() <= s0 < c_end][:1] or after
        if self.doc.lang == "zh" and pattern in _PASSIVE_AGENT and after:
            objects = after  # "由馆办公室负责招标采购": what it is in charge of follows
        elif pattern in _PASSIVE_AGENT:  # "the site visit was organised by X", "需求调研由X牵头完成": what comes before
            before = [i for s0, i in others if s0 < match_start]
            objects = before[-1:] or after
        else:  # "X carried out the floor surveys", "X负责…": what comes after, in its own clause (the next clause of
            # "文献部负责样本测试，信息技术部负责存储平台" is another party's)
            objects = after
        if self._applicant_lodges(agents, [i for s0, i in others if b <= s0 < c_end], self.doc.text[b:c_end]):
            return False  # "Brackenmoor Water lodged its application …": the applicant's own act, however worded
        own = {i for s0, e0, i in mentions if b <= s0 < c_end}
        act = self.doc.text[b:c_end]
        if antecedent:
            act = act.rstrip(" .;:!?") + " " + antecedent
        held = self._act_holder(agents, act, own)
        if held is None and pattern in _PASSIVE_AGENT and not objects:
            # "急救培训由博康医疗承担": the act comes before its doer and names no declared thing
            lead = self.doc.text[c.start : match_start]
            held = self._act_holder(agents, lead, {i for s0, e0, i in mentions if c.start <= s0 < match_start})
        if held is None and self.doc.lang == "zh" and pattern in _PASSIVE_AGENT:
            # "修订后的采购方案由县财政局修订": the thing before 由 and the verb after the doer, said as one act
            # ("采购方案修订", which the material gives to 计划财务股)
            # (the thing right before 由, in the doer's clause; a verb of its own, not 负责 alone: "急救培训由博康
            # 医疗承担" is the training's duty, which the thing alone names)
            done_to = [
                (s0, e0)
                for s0, e0, i in mentions
                if i not in agents and c.start <= s0 and match_start - 3 <= e0 <= match_start
            ]
            verb = re.match(
                r"(?:负责|牵头|主导|承担)?(?!负责|牵头|主导|承担)([\u4e00-\u9fff]{2})", self.doc.text[b:c_end]
            )
            if done_to and verb:
                s0, e0 = done_to[-1]
                held = self._act_holder(agents, self.doc.text[s0:e0] + verb.group(1), set())
        if held is not None:
            return held
        if not objects:
            return False
        if (
            self.doc.lang == "zh"
            and pattern in _PASSIVE_AGENT
            and self._clause_doers(objects[0])
            and not agents & self._clause_doers(objects[0])
        ):
            # "设备由博康医疗供应，急救培训由启安急救培训中心承担": in one sentence, each clause gives its act its doer
            return True
        events = self.ctx.facts.events
        # (an act named by a word the sample gives another act too: "signed it off" is the approval's "signed off"
        # and the certificate's)
        said = next((self.doc.text[s0:e0] for s0, e0, i in mentions if i == objects[0] and b <= s0 < c_end), "")
        said = re.sub(r"\s+(?:it|them|this|that)\b", "", said.lower())
        same = {objects[0]} | {k for k, aliases in events.items() if said in {a.lower() for a in aliases}}
        for ids in self.source_segment_ids:
            if agents & ids and same & ids:
                return False
        thing = next((i for s0, i in others if b <= s0 < end and i not in events), None)
        if objects[0] in events and thing is not None:
            # "The council first lodged the application on 7 September 2026" where the material says "The
            # application was first lodged on 7 September 2026" (nobody named) and "the council's co-funding
            # application": an act the material gives no party, done to a thing it ties to the doer
            segments = [ids for ids in self.source_segment_ids if objects[0] in ids and thing in ids]
            parties = self._parties()
            if (
                segments
                and not any((ids & parties) - agents - {thing} for ids in segments)
                and any(agents & ids and thing in ids for ids in self.source_segment_ids)
            ):
                return False
        return True

    def _applicant_lodges(self, agents: set[str], things: list[str], act: str) -> bool:
        """The applicant (a party of the material's first sentence) lodges, submits or sends the application (a thing
        the sample names an application): what the material says in the passive ("The application was lodged on 12
        January 2026") or of the applicant in other words ("has applied to the Fund")."""
        names = " ".join(a for t in things for a in self.ctx.facts.entities.get(t, ())).lower()
        # (or the act's own words, where the sample declares no application: "递交申请材料")
        # ("柳塘镇综合文化站申请县级补助": the act of applying itself)
        if not re.search(r"application|submission|\bbid\b|申请|申报", names) and not re.search(
            r"(?:递交|提交|报送)(?:了)?(?:补助|资助|项目)?(?:申请|申报)|^\W*(?:已经?)?(?:向[^，。；]{1,16}?)?申请", act
        ):
            return False
        if not re.match(
            # ("柳塘镇政府于2026年3月2日递交申请材料": its day first)
            r"\W*(?:已?于?[\d年月日号.\-/]{2,14}(?:已经?)?)?(?:(?:has|have|had|also|then|first|formally|already|now|since"
            r"|duly)\s+)*"
            r"(?:lodg|submit|resubmit|fil(?:e|ed|es|ing)\b|sent\b|send|appl|提交|报送|递交|申报|重新提交|重新申报"
            r"|(?:向[^，。；]{1,16}?)?申请(?![书表]))",
            act,
            re.I,
        ):
            return False
        first = {m.id for o in self.source.sentences().get(0, ()) for m in o.entities}
        return bool(agents & first)

    def _clause_doers(self, thing: str) -> set[str]:
        """The parties the material's clauses name together with ``thing`` (a clause naming no other party names
        none): who does what, clause by clause ("急救培训由启安急救培训中心承担")."""
        parties = self._parties()
        out: set[str] = set()
        for o in self.source.clauses:
            ids = o.entity_ids()
            if thing in ids:
                out |= (ids & parties) - {thing}
        return out

    def _parties(self) -> set[str]:
        """The entities the material names as doers (before a verb of duty, or after 由/by), read once."""
        if self._party_ids is None:
            self._party_ids = {d for _, _, doers in self.source_segments for d in doers}
        return self._party_ids

    def _act_holder(
        self, agents: set[str], act: str, own: set[str], least: int | None = None, named: bool = False
    ) -> bool | None:
        """Who the material gives an act to, read from its words: the act ("checks the riverbank for otter holts",
        "负责站点周边停放秩序巡查") found nearly word for word in a segment of the material. True when every such
        segment names another party and none names the doer, False when one names the doer, None when no segment
        holds the act or none names another party (the declared things decide)."""
        lang = self.source.lang
        if self.doc.lang != lang:
            return None
        # the first act only ("manages the performance bond and builds the booking portal")
        whole = re.split(r"[;；,，(（]", act)[0]
        act = re.split(r"[;；,，(（]|\band\s+(?=(?:also\s+)?[a-z]+(?:s|ed)\b)|并|同时", act)[0]
        if len(_units(act, lang)) < (least or 3):
            act = whole  # "负责修改并重新报送申请材料": the first verb alone is too short to find; the act as a whole
        # "由A牵头、B出资": the enumeration comma before another party's own verb ends the act
        act = re.split(r"、(?=[^、，。；]{2,14}?(?:负责|牵头|主导|承担|出资|提供|实施|组织))", act)[0]
        # (without a generic head noun: "居民和商户的告知工作" is the material's "向居民和商户告知")
        mine = _units(re.sub(r"^\W*(负责|牵头|主导|承担)|(?:工作|事宜|事项|任务)\W*$", "", act), lang)
        if len(mine) < (least or 3):
            return None
        # the act's own verb must be there too ("confirms any late-fee waiver" is not the kiosks' "will not issue
        # late-fee waivers")
        verb = (
            re.match(
                r"\W*(?:(?:and|also|will|must|shall|to|then|first|initially|originally|later|subsequently|already)\s+"
                # (an auxiliary before its participle: "has collected", "was paid")
                r"|(?:has|have|had)\s+(?!(?:a|an|the|no|not|its|their|our|his|her|to|some|any|all|been)\b)(?=[a-z]+\b)"
                r"|(?:is|are|was|were|been)\s+(?=(?:already\s+|now\s+|also\s+)?[a-z]+(?:ed|en|wn|id|nt|ld)\b))*"
                r"([a-z]+)",
                act,
                re.I,
            )
            if lang == "en"
            else None
        )
        stem = _stem(verb.group(1).lower()) if verb else None
        if stem and lang == "en":
            # ("has paid the first instalment back": the repayment, not the payment)
            stem = phrasal_stem("pay" if stem == "paid" else stem, act, keep=stem)
        if stem and any(
            agents & doers
            and re.search(
                rf"\b(?:made|makes|make|making|handles|handled|does|did)\s+(?:the|a|an|all|any|each)\s+{re.escape(stem)}",
                text,
                re.I,
            )
            for (_, _, doers), text in zip(self.source_segments, self.source_segment_texts, strict=True)
        ):
            # "the hall treasurer repaid …" where the material's list says "the hall treasurer manages the grant
            # account and made the repayment": the act as a noun after a light verb, in a segment the doer opens
            return False
        cover_texts = [
            (len(mine & words) / len(mine), ids, doers, text)
            for (words, ids, doers), text in zip(self.source_segments, self.source_segment_texts, strict=True)
            if ids and (stem is None or stem in words)
        ]
        cover = [(v, ids, doers) for v, ids, doers, _ in cover_texts]
        best = max((v for v, _, _ in cover), default=0.0)
        if best < 0.75:
            return None
        # (in the segments that say the act, where one of them names a doer: "the branch managers run the loans desks"
        # is no doer of "run the weekly help sessions", which the material gives to the volunteer coordinator; else in
        # any with the verb: "Coldharbour will service the new chillers" for "First service visit")
        saying = [t for v, _, _, t in cover_texts if v >= 0.75]
        if not any(doers for v, _, doers, _ in cover_texts if v >= 0.75):
            saying = [t for _, _, _, t in cover_texts]
        if stem and self._doer_before(agents, stem, saying):
            return False  # "Brackenford Water must send the regulator a monthly summary": the material's own words
        # the segment that says the act, not one that borrows a word
        holders = [(ids, doers) for v, ids, doers in cover if v == best]
        if (
            stem
            and lang == "en"
            and all(
                re.search(
                    rf"\b(?:was|were|been|is|are)\s+(?:\w+ly\s+|first\s+|then\s+)?{re.escape(stem)}\w*(?![^;.]*\bby\b)",
                    text,
                    re.I,
                )
                for v, _, _, text in cover_texts
                if v == best
            )
        ):
            return None  # "The application was first lodged on 7 September 2026": the material names no doer
        names = [a for i in agents for a in self.ctx.facts.entities.get(i, ())]
        alternation = "|".join(map(re.escape, names))
        if (
            stem
            and names
            and any(
                re.search(rf"\bcontract\s+to\s+{re.escape(stem)}\w*\b.*\bto\s+(?:the\s+)?(?:{alternation})", t, re.I)
                for v, _, _, t in cover_texts
                if v == best
            )
        ):
            return False  # "has awarded a contract to repair the Millrace Footbridge … to Hollins & Pike Structures"
        if all(doers and not agents & doers for _, doers in holders):
            return True  # the material names its doer first, and that is another party
        # the segments that name a doer decide over those in the passive or with none ("Polar Ridge installs the new
        # units" over "…where the new units and data loggers will be installed")
        with_doers = [doers for _, doers in holders if doers]

        def named_after_by(text: str) -> bool:
            by = re.search(r"\bby\b|由", text)
            return by is not None and any(
                a.lower() in text[by.end() :].lower() for i in agents for a in self.ctx.facts.entities.get(i, ())
            )

        if any(agents & ids and named_after_by(t) for v, ids, doers, t in cover_texts if v == best and not doers):
            return False  # "…will be carried out by the university's Electrical Services team": the doer after "by"
        if with_doers and all(not agents & doers for doers in with_doers):
            return True
        if any(agents & ids for ids, _ in holders):
            return False
        if all(ids - agents - own for ids, _ in holders) and not named:
            return True
        # "截至2026年2月10日，项目组已完成两个试点仓库的需求调研": the material's doer a team the sample does not
        # declare, named before the act, and none of the agents
        names = [a for i in agents for a in self.ctx.facts.entities.get(i, ())]
        best_texts = [t for v, _, _, t in cover_texts if v == best]
        if best_texts and all(
            _TEAM_DOER.search(t) and not any(a.lower() in t.lower() for a in names) for t in best_texts
        ):
            return True
        return None  # the segment names no other party ("the authority has held a site visit" without its name)

    def _doer_before(self, agents: set[str], stem: str, texts: list[str]) -> bool:
        """One of ``texts`` (the material's segments that say the act) names one of the agents as the subject of the
        verb: the name, at most three words (a modal, an adverb), then the verb ("Brackenford Water must send")."""
        # (the verb in an irregular past too: "the committee repaid" for the stem "repay")
        verb = "|".join(re.escape(w) for w in {stem, *irregular_forms(stem, _stem)})
        for a in agents:
            for alias in self.ctx.facts.entities.get(a, ()):
                pattern = rf"(?<![\w-]){re.escape(alias)}(?:['’]s? [\w-]+)?(?:\s+[\w-]+){{0,3}}?\s+(?:{verb})\w*"
                if any(re.search(pattern, t, re.I) for t in texts):
                    return True
        return False


def _acronyms(text: str) -> set[str]:
    """The acronyms of a text ("IT", "CDC"), as they are written."""
    return set(_ACRONYM.findall(text))


def _acts_by_name(who: str, act: str) -> bool:
    """The doer's name is made from its act's word ("bidders" submit "bids", "installers" install): who else."""
    words = re.findall(r"[a-z]+", who.lower())
    if not words:
        return False
    stem = re.sub(r"(?:ers?|ors?|ants?|ents?)$", "", words[-1])
    stem = re.sub(r"(.)\1$", r"\1", stem)
    return len(stem) >= 3 and any(w.startswith(stem) for w in re.findall(r"[a-z]+", act.lower()))
