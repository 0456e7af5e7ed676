"""Unsupported additions: claim-bearing clauses of the answer that match no claim of the source material.

The material is read by the same extractor as the answer. A clause of the answer's body (the source list and
headings are not claims) adds something unsupported when it holds
- a value (date, duration, amount, percentage, count, figure) that the material never states;
- an approval status (approved, rejected, conditional) or a predicted approval, where the material states none;
- a completion ("已签订采购合同", "has been signed", "passed a first review") that no completion of the material
  matches (the same declared event done, or a source sentence it restates);
- a prediction ("预计两周内获批", "is expected to cut queues") or a commitment ("承诺", "guarantees") that no
  plan or prediction of the material matches;
- an exception ("紧急情况下", "except when") the material does not make;
- an item added to a list the material gives ("软件授权、数据接口改造、现场培训和硬件采购").
A clause already graded as a required fact's distortion is that fact's finding, not counted twice. Restating
the source is never flagged. Each item: ``{"kind", "text", "clause", "sentence"}``.
"""

from __future__ import annotations

import re

from harness.grade.extract import Clause, Document, modality

_STOP_EN = set(
    "the a an of to and or in on at for by with from as is are was were be been has have had will it its "
    "this that these those their there which who all any each both only still not no into per than".split()
)


def grams(text: str, lang: str) -> set:
    """Content units for restatement checks: Han bigrams (zh) or lower-case stemmed words (en)."""
    if lang == "zh":
        han = re.sub(r"已经|已于|[^\u4e00-\u9fff]|[也已了的与和及并均都还仍又再]", "|", text)
        return {han[i : i + 2] for i in range(len(han) - 1) if "|" not in han[i : i + 2]}
    words = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text)]
    return {re.sub(r"(ing|ed|es|s)$", "", w) for w in words if w not in _STOP_EN and len(w) > 2}


def restates(text: str, source: Document) -> float:
    """The largest share of the clause's content units found in one source sentence (0..1)."""
    mine = grams(text, source.lang)
    if not mine:
        return 0.0
    best = 0.0
    for i in source.sentences():
        best = max(best, len(mine & grams(source.sentence_text(i), source.lang)) / len(mine))
    return best


class Finder:
    def __init__(self, ctx, body: list[Clause], skip: set[int]):
        self.ctx, self.body, self.skip = ctx, body, skip
        self.doc: Document = ctx.doc
        self.source: Document = ctx.source
        self.items: list[dict] = []
        self._context = ""
        self._seen: set[tuple[str, int]] = set()
        src = ctx.source
        self.source_done = {m.id for c in src.clauses for m in c.events if modality(ctx.lex, c, m) == "done"}
        self.source_planned = {
            m.id for c in src.clauses for m in c.events if modality(ctx.lex, c, m) in ("planned", "predicted")
        }
        self.source_status = {c.status[0] for c in src.clauses if c.status}
        self.source_marks = {k for c in src.clauses for k in ("commitment", "exception", "predicted") if c.has(k)}
        done_sents = {c.sentence for c in src.clauses if c.has("done") or any(True for _ in _done_verbs(ctx.lex, c))}
        self.source_done_grams = [grams(src.sentence_text(i), src.lang) for i in sorted(done_sents)]

    def add(self, kind: str, text: str, c: Clause) -> None:
        key = ("clause", c.start)  # one addition per claim-bearing clause, named by its first unsupported claim
        if key in self._seen:
            return
        self._seen.add(key)
        self.items.append(
            {"kind": kind, "text": text, "clause": c.text, "sentence": self.doc.sentence_text(c.sentence)}
        )

    def run(self) -> list[dict]:
        for c in self.body:
            if id(c) in self.skip:
                continue
            if c.is_label or _META.search(self.doc.sentence_text(c.sentence)):
                continue  # a label, or the writer talking about the brief ("我会特别注意区分…", "Here is")
            self.values(c)
            self.status(c)
            self.completion(c)
            self.prediction(c)
            self.marks(c)
            self.rule(c)
            self.person(c)
            self.owner(c)
        done_sentences: set[int] = set()
        for c in self.body:
            if c.sentence not in done_sentences and id(c) not in self.skip:
                done_sentences.add(c.sentence)
                self.list_items(c)
        self.list_blocks()
        return self.items

    def values(self, c: Clause) -> None:
        for v in c.values:
            if v.kind in ("count", "figure") and v.value == 1.0:
                continue  # "一个约束", "one of the": a single thing is not a figure the source must state
            if v.kind == "date" and v.value[1] is None and v.value[0] is not None:
                if any(s.kind == "date" and s.value[0] == v.value[0] for s in self.ctx.source_values):
                    continue
            if not self.ctx.in_source(v):
                self.add({"amount": "amount"}.get(v.kind, v.kind), v.text, c)

    def status(self, c: Clause) -> None:
        if (
            c.status
            and c.status[0] in ("approved", "rejected", "conditional")
            and c.status[0] not in self.source_status
        ):
            self.add("approval", c.status[1], c)

    def completion(self, c: Clause) -> None:
        """A completion the material does not report: a declared event done that the source never reports
        done, or another completion that restates no completion of the source."""
        lex = self.ctx.lex
        self._context = self.doc.sentence_text(c.sentence)
        declared = [m for m in c.events if modality(lex, c, m) == "done" and not m.negated]
        for m in declared:
            if m.id not in self.source_done and not self._restates_done(_strip_label(c.text), 0.6, m.text):
                self.add("progress", m.text, c)
                return
        if declared:
            return
        done = c.marks.get("done", [])
        if lex.lang == "en":
            done = done + [(a, b, t) for a, b, t in _done_verbs(lex, c)]
        if (
            not done
            and c.heading_modality == "done"
            and not c.has("planned")
            and not c.has("negation")
            and not self.states_fact(c)
            and not c.values
        ):
            if len(grams(self._context, self.doc.lang)) >= 3 and c is self._first_of(c.sentence):
                done = [(c.start, c.start, "")]  # an item listed under "Completed": a completion claim too
        row = self._table_row(c)
        for a, b, word in done:
            if word == "完成":
                continue  # bare 完成 is a verb ("员工完成作业"); a report of progress says 已/已经/完成了
            bare = re.fullmatch(r"\W*(already )?(done|completed|complete|finished)( so far)?\W*", c.text, re.I) or (
                lex.lang == "zh"
                and (
                    re.match(r"(已经?)?完成(的)?(事项|工作|情况|部分|内容|项)?$", c.text.strip("*_-•# ：:✓✔"))
                    or re.match(r"已经?完成的?(事项|工作|情况|部分|内容|项)", self.doc.text[a : b + 8])
                )
            )
            if bare and not row:
                continue  # "Already done", "**Completed**", "已完成事项": a label, not a claim by itself
            if bare and not any(o.is_label and o.sentence == c.sentence for o in self.body if o.start < c.start):
                continue  # "| 已完成 | 需求调研 |": the status cell labels the row, the item cell is the claim
            # "| Kiosk vendor selection | Completed |": the row is the claim, judged below as a whole
            before = self.doc.text[c.start : a]
            if lex.words["negation"].search(before[-12:]) or _subordinate(lex, before):
                continue
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
            if not self._restates_done("" if row or not word else _strip_label(c.text), 0.6, word):
                self.add("progress", word or c.text, c)
                return

    def _table_row(self, c: Clause) -> bool:
        line = self.doc.text[self.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
        return line.lstrip().startswith("|")

    def _restates_done(self, text: str, threshold: float, word: str) -> bool:
        """The clause restates a sentence of the source that itself reports something done: what was done (the
        clause without its completion words) is found there ("was sent to the finance board" restates "was
        submitted to the finance board"; "staff training has been completed" restates nothing)."""
        mine = grams(_without_values(text), self.doc.lang) - grams(word, self.doc.lang)
        if len(mine) < 3:  # a bare "Completed" cell or "合同已签订": judge the whole sentence it sits in
            mine = grams(_without_values(_strip_label(self._context or text)), self.doc.lang)
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

    def prediction(self, c: Clause) -> None:
        """A prediction or a plan that no plan of the material matches ("预计两周内获批", "is likely to be
        approved", "试点成功后将推广至…")."""
        lex = self.ctx.lex
        predicted_words = c.marks.get("predicted", [])
        for m in c.events:
            if (
                m.id in self.ctx.status_events
                and not m.negated
                and (modality(lex, c, m) == "predicted" or predicted_words and (c.status or ("",))[0] != "pending")
            ):
                if "predicted" not in self.source_marks:
                    self.add("prediction", m.text, c)
                    return
        for _, _, word in predicted_words if not self.states_fact(c) else []:
            planned_event = any(e.id in self.source_planned for e in c.events)
            claim = bool(
                c.values
                or c.events
                or c.status
                or _EFFECT.search(c.text)
                and word.lower() not in ("可能", "may", "could", "或将")
            )
            if claim and not planned_event and restates(c.text, self.source) < 0.6:
                self.add("prediction", word, c)
                return
        for a, _, word in c.marks.get("planned", []) if not self.states_fact(c) else []:
            before = self.doc.text[c.start : a]
            if lex.words["negation"].search(self.doc.text[a : c.end][:12]) or _subordinate(lex, before):
                continue
            excluded = {
                x
                for f in self.ctx.facts.facts
                for p in f.parts
                if p.type == "scope"
                for x in p.value.get("exclude", ())
            }
            if (
                {m.id for m in c.entities} & excluded
                and _EXPAND.search(c.text)
                and not (c.has("negation") or c.has("exclude"))
                and restates(c.text, self.source) < 0.5
            ):
                self.add("plan", word, c)  # a plan for what the material leaves out ("试点后推广至冷链仓")
                return
            if any(e.id in self.source_planned for e in c.events) or not (c.entity_ids() or c.events):
                continue
            if restates(c.text, self.source) < 0.5 and (
                _EFFECT.search(c.text) or _EXPAND.search(c.text) or any(not self.ctx.in_source(v) for v in c.values)
            ):
                self.add("plan", word, c)
                return

    def person(self, c: Clause) -> None:
        """A named person the material never names ("项目负责人李明", "Maria Jensen, Head of Branch Services")."""
        sentence = self.doc.sentence_text(c.sentence)
        extra = (_SURNAME_TITLE,) if self.doc.lang == "zh" else ()
        found = [m for p in (*_PERSON[self.doc.lang], _ORG[self.doc.lang], *extra) for m in p.finditer(sentence)]
        for m in found:
            name = next(g for g in m.groups() if g)
            if (
                re.search(r"[的了来说是在和与及等将会已于日报交给送至提呈申]|一家|某|虚构|该|这|本", name)
                or name in self.source.text
                or name.lower() in self.source.text.lower()
                or any(
                    name.lower() in a.lower() or a.lower() in name.lower()
                    for aliases in self.ctx.facts.entities.values()
                    for a in aliases
                )
            ):
                continue
            owner = next((o for o in self.body if o.sentence == c.sentence and name in o.text), c)
            if owner is c:
                self.add("person", name, c)
            return

    def owner(self, c: Clause) -> None:
        """Who does the work, where the material names nobody for it ("The IT department is responsible for the
        installation", "由信息技术部牵头"): an invented owner, whatever the name."""
        m = _OWNER.search(c.text)
        if m is None or self.states_fact(c) or c.has("negation") or _OWNER.search(self.source.text):
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
        c = next((o for o in self.body if o.sentence == c.sentence and m.group(0) in o.text), c)
        background = self.ctx.background
        if (
            m
            and restates(self.doc.sentence_text(c.sentence), self.source) < 0.5
            and restates(c.text, self.source) < 0.5
            and (background is None or restates(self.doc.sentence_text(c.sentence), background) < 0.6)
        ):
            self.add("rule", m.group(0), c)

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
        ):
            self.add("exception", c.marks["exception"][0][2], c)

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
                if not _item_in(item, src, lang) and _is_item(item, lang):
                    self.add("item", item, owner_of(item))
            return


_EFFECT = re.compile(
    r"提升|提高|减少|降低|缩短|节省|改善|增加|加快|缩小|下降|上升|增长|减轻|improv|reduc|cut|faster|increas|sav|shorten"
    r"|boost|lower|shrink|drop|fall|rise|grow|eas(e|ing)\b|speed",
    re.I,
)


# A prohibition in the passive ("cannot be returned") or a routine ("every morning", "每天").
_RULE = re.compile(
    r"\b(cannot|can't|may not|must not|will not) be \w+ed\b|\b(is|are) not allowed to\b"
    r"|\bevery (day|morning|evening|night|week|month)\b"
    r"|每天|每日|每周|每月",
    re.I,
)
_ORG = {
    "zh": re.compile(
        r"(?:供应商|厂商|服务商|合作方|承建方|外包方)(?:为|是|：|:|选定为|定为)?\s*[“\"]?([\u4e00-\u9fffA-Za-z]{2,12}?)[”\"]?"
        r"(?=[，。；、\s（(]|$|公司|提供|负责)|([\u4e00-\u9fff]{2,10}(?:有限公司|公司|科技|集团))"
    ),
    "en": re.compile(
        r"\b([A-Z][\w&-]*(?: [A-Z][\w&-]*)*,? (?:Ltd|Inc|GmbH|LLC|Corp|Co|plc|AG|BV|Systems|Solutions"
        r"|Technologies|Technology|Group|Services)\b\.?)"
        r"|\b(?:rented|leased|bought|purchased|sourced|hired) from ([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)"
        r"|\b(?:supplied by|vendor|supplier|contractor|provider)\b[^.;\n]{0,10}?\b([A-Z][\w&-]+(?: [A-Z][\w&-]+)?)"
    ),
}
_OBLIGATION = re.compile(
    r"\b(must|are required to|is required to|have to|has to|need to|needs to)\b|必须|务必|应当|须", re.I
)
_PEOPLE = re.compile(
    r"\b(readers?|patrons?|users?|borrowers?|customers?|visitors?|bidders?)\b|读者|用户|员工|班组长|客户", re.I
)
_SURNAME_TITLE = re.compile(
    r"(?:(?<![\u4e00-\u9fff])|(?<=[部处科组室为是由])|(?<=中心))([王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
    r"于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔汤]"
    r"(?:经理|主任|总监|总|工|老师|部长|处长|科长))"
)
_ROLE_ZH = r"负责人|项目经理|经理|主任|总监|联系人|牵头人|组长|对接人|协调人"
_ROLE_EN = r"lead|leader|manager|coordinator|director|head|officer|contact|owner|sponsor"
_PERSON = {
    "zh": (
        re.compile(
            r"(?<!班)(?:" + _ROLE_ZH + r")(?:为|是|由|：|:)?\s*([\u4e00-\u9fff]{2,3})"
            r"(?=[，。；、\s（(]|$|负责|牵头|将|会|已|表示|主持|确认|承诺)"
        ),
        re.compile(r"由([\u4e00-\u9fff]{2,3})(?:负责|牵头|担任)"),
    ),
    "en": (
        re.compile(r"\b(?i:" + _ROLE_EN + r")\b[^.;\n]{0,12}?(?:is |:\s*|\*\*\s*|, |\s)\s*([A-Z][a-z]+ [A-Z][a-z]+)\b"),
        re.compile(
            r"\b([A-Z][a-z]+ [A-Z][a-z]+),? (?i:the |our )?(?i:project |branch |pilot )?(?i:" + _ROLE_EN + r")\b"
        ),
    ),
}
_OWNER = re.compile(
    # "负责人" only where someone is named as it ("负责人为…", "X任负责人"), never "应明确负责人" (advice, no owner)
    r"由[^，。；、]{1,12}(负责|牵头|主导)|负责人(为|是|[:：])|(为|是|任)[^，。；、]{0,4}负责人|牵头(单位|部门)"
    r"|\b(is|are|will be) (responsible|in charge)\b|\b(handled|led|managed|overseen|run|owned) by\b"
    r"|\bwill (handle|lead|oversee|manage|run)\b|\btakes? charge\b",
    re.I,
)
_EXPAND = re.compile(
    r"推广|扩大|扩展|延伸|覆盖全|roll(ed|ing|s)?\b.{0,20}\bout\b|expand|extend|scale up|all (branches|sites|warehouses)"
    r"|re-?(tender|issue|launch|open)\w*",
    re.I,
)


def _strip_label(text: str) -> str:
    """Without a leading bold or colon label ("**Approval status.** …", "审批状态：…")."""
    return re.sub(r"^\W*\*\*[^*]{1,40}\*\*\s*|^[^，。,.:：]{1,16}[:：]\s*", "", text)


def _without_values(text: str) -> str:
    """The text with its dates, amounts and figures cut out: a restatement is judged on its words, and values
    are checked on their own."""
    from harness.grade.values import find_values

    out, pos = [], 0
    for v in find_values(text):
        out.append(text[pos : v.start])
        pos = v.end
    return "|".join(out + [text[pos:]])


def _subordinate(lex, before: str) -> bool:
    """The word sits in a subordinate clause ("how they were answered") that reports no project progress."""
    if lex.lang == "zh":
        return False
    return bool(
        re.search(
            r"\b(how|why|that|which|who|whom|when|where|what|if|whether|once|after"
            r"|before|until)\b[^,;]*$",
            before,
            re.I,
        )
    )


def _is_item(item: str, lang: str) -> bool:
    """A short noun phrase: no clause punctuation, no negation, no verb of being or modality."""
    if re.search(r"[，。；：,;:()（）]|\d", item):
        return False
    if lang == "zh":
        return 2 <= len(re.sub(r"[^\u4e00-\u9fff]", "", item)) <= 8 and not re.search(
            r"不|未|无|没|尚|待|已|将|是|为|可", item
        )
    return 1 <= len(item.split()) <= 5 and not re.search(
        r"\b(is|are|was|were|be|been|has|have|will|not|no|must|may|can|only|other|others|nowhere|else|none)\b"
        r"|\w+ed\b",
        item,
        re.I,
    )


def _item_in(item: str, src: str, lang: str) -> bool:
    item = item.lower()
    if lang == "zh":
        core = re.sub(r"[^\u4e00-\u9fff]", "", item)
        core = re.sub(r"^(包括|包含|涵盖|用于|含)", "", core)
        if not core:
            return True
        bi = {core[i : i + 2] for i in range(len(core) - 1)} or {core}
        return sum(1 for b in bi if b in src) / len(bi) >= 0.5
    words = [re.sub(r"(ing|ed|es|s)$", "", w) for w in re.findall(r"[a-z][a-z'-]+", item) if w not in _STOP_EN]
    if not words:
        return True
    return sum(1 for w in words if w in src) / len(words) >= 0.5


_META = re.compile(
    r"^\W*(以下是|下面是|本简报|这份简报|希望|如需|如果您|here is|here's|below is|let me|this brief|hope this"
    r"|feel free|if you)|我会|我将|我们会|我已|\b(I will|I'll|I have|I've)\b",
    re.I,
)
_GET_PP = re.compile(r"\b(get|gets|getting|got|be|been|being)\s+$", re.I)
_BARE_DONE = re.compile(r"\b(signed|passed|went live|began|started|launched|installed|completed|finished)\b", re.I)


def _done_verbs(lex, c: Clause):
    """Simple-past completions ("the team signed the contract"); adjectives such as "agreed procedures" are not."""
    for m in _BARE_DONE.finditer(c.text):
        if re.match(r"\s+(procedures?|work|forms?|items?|surveys?\b(?! at))", c.text[m.end() :]):
            continue
        if _GET_PP.search(c.text[: m.start()]):
            continue  # "kiosks get installed only after …": what will happen, not what has
        before = c.text[: m.start()]
        if re.search(
            r"\b(to|will|be|shall|must|should|can|could|may|might|would|once|after|before|until|when|if)\s+"
            r"(\w+\s+)?$",
            before,
            re.I,
        ):
            continue
        if re.search(r"\b(is|are)\s+$", before, re.I):  # "is capped", "are included": a state, not a completion
            continue
        yield c.start + m.start(), c.start + m.end(), m.group(0)
