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

_STOP_EN = set("the a an of to and or in on at for by with from as is are was were be been has have had will it its "
               "this that these those their there which who all any each both only still not no into per than".split())


def grams(text: str, lang: str) -> set:
    """Content units for restatement checks: Han bigrams (zh) or lower-case stemmed words (en)."""
    if lang == "zh":
        han = re.sub(r"[^\u4e00-\u9fff]", "|", text)
        return {han[i:i + 2] for i in range(len(han) - 1) if "|" not in han[i:i + 2]}
    words = [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text)]
    return {re.sub(r"(ing|ed|es|s)$", "", w) for w in words if w not in _STOP_EN and len(w) > 2}


def restates(text: str, source: Document, threshold: float = 0.6) -> float:
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
        self._seen: set[tuple[str, int]] = set()
        src = ctx.source
        self.source_done = {m.id for c in src.clauses for m in c.events if modality(ctx.lex, c, m) == "done"}
        self.source_planned = {m.id for c in src.clauses for m in c.events
                               if modality(ctx.lex, c, m) in ("planned", "predicted")}
        self.source_status = {c.status[0] for c in src.clauses if c.status}
        self.source_marks = {k for c in src.clauses for k in ("commitment", "exception", "predicted") if c.has(k)}

    def add(self, kind: str, text: str, c: Clause) -> None:
        key = ("clause", c.start)  # one addition per claim-bearing clause, named by its first unsupported claim
        if key in self._seen:
            return
        self._seen.add(key)
        self.items.append({"kind": kind, "text": text, "clause": c.text,
                           "sentence": self.doc.sentence_text(c.sentence)})

    def run(self) -> list[dict]:
        for c in self.body:
            if id(c) in self.skip:
                continue
            self.values(c)
            self.status(c)
            self.completion(c)
            self.prediction(c)
            self.marks(c)
            self.list_items(c)
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
        if c.status and c.status[0] in ("approved", "rejected", "conditional") \
                and c.status[0] not in self.source_status:
            self.add("approval", c.status[1], c)

    def completion(self, c: Clause) -> None:
        lex = self.ctx.lex
        declared = [m for m in c.events if modality(lex, c, m) == "done" and not m.negated]
        for m in declared:
            if m.id not in self.source_done and restates(c.text, self.source) < 0.6:
                self.add("progress", m.text, c)
                return
        if declared:
            return
        done = c.marks.get("done", [])
        if lex.lang == "en":
            done = done + [(a, b, t) for a, b, t in _done_verbs(lex, c)]
        if not (c.entities or c.events):
            return  # a completion about nothing the material names is background prose, not a project claim
        for a, b, word in done:
            if lex.words["negation"].search(self.doc.text[c.start:a][-12:]):
                continue
            if lex.lang == "en" and re.search(r"\b(how|that|which|who|whom|when|where|what|if|whether)\b[^,;]*$",
                                              self.doc.text[c.start:a], re.I):
                continue  # a subordinate clause ("how they were answered") reports no project progress
            if restates(c.text, self.source) < 0.5:
                self.add("progress", word, c)
                return

    def prediction(self, c: Clause) -> None:
        lex = self.ctx.lex
        for m in c.events:
            if m.id in self.ctx.status_events and modality(lex, c, m) == "predicted" and not m.negated:
                if "predicted" not in self.source_marks:
                    self.add("prediction", m.text, c)
                    return
        for a, b, word in c.marks.get("predicted", []):
            planned_event = any(e.id in self.source_planned for e in c.events)
            claim = bool(c.values or c.events or c.status
                         or _EFFECT.search(c.text) and word.lower() not in ("可能", "may", "could", "或将"))
            if claim and not planned_event and restates(c.text, self.source) < 0.6:
                self.add("prediction", word, c)
                return

    def marks(self, c: Clause) -> None:
        if c.has("commitment") and "commitment" not in self.source_marks and restates(c.text, self.source) < 0.8:
            self.add("commitment", c.marks["commitment"][0][2], c)
        neg = self.ctx.lex.words["negation"]
        if c.has("exception") and (c.entities or c.events) and "exception" not in self.source_marks and not self.ctx.condition_clause(c) \
                and not self.ctx.scope_exclusion(c) \
                and not neg.search(self.doc.text[max(c.start, c.marks["exception"][0][0] - 8):c.marks["exception"][0][0]]):
            self.add("exception", c.marks["exception"][0][2], c)

    def list_items(self, c: Clause) -> None:
        lang = self.doc.lang
        splitter = r"、|和|及|与|以及|，" if lang == "zh" else r",\s*(?:and\s+)?|\s+and\s+"
        items = [i.strip(" .。") for i in re.split(splitter, c.text) if i.strip()]
        if len(items) < 3:
            return
        src = self.source.text.lower()
        # The list the source gives: one source sentence holding at least two of the clause's items.
        for i in self.source.sentences():
            sent = self.source.sentence_text(i).lower()
            if sum(1 for it in items if _item_in(it, sent, lang)) < 2 or restates(c.text, self.source) < 0.5:
                continue
            for item in items[1:]:
                if not _item_in(item, src, lang) and _is_item(item, lang):
                    self.add("item", item, c)
            return


_EFFECT = re.compile(r"提升|提高|减少|降低|缩短|节省|改善|增加|加快|improv|reduc|cut|faster|increas|sav|shorten|boost|lower",
                     re.I)


def _is_item(item: str, lang: str) -> bool:
    if lang == "zh":
        return 2 <= len(re.sub(r"[^\u4e00-\u9fff]", "", item)) <= 10
    return 1 <= len(item.split()) <= 5 and not re.search(r"\d", item)


def _item_in(item: str, src: str, lang: str) -> bool:
    item = item.lower()
    if lang == "zh":
        core = re.sub(r"[^\u4e00-\u9fff]", "", item)
        core = re.sub(r"^(包括|包含|涵盖|用于|含)", "", core)
        if not core:
            return True
        bi = {core[i:i + 2] for i in range(len(core) - 1)} or {core}
        return sum(1 for b in bi if b in src) / len(bi) >= 0.5
    words = [re.sub(r"(ing|ed|es|s)$", "", w) for w in re.findall(r"[a-z][a-z'-]+", item) if w not in _STOP_EN]
    if not words:
        return True
    return sum(1 for w in words if w in src) / len(words) >= 0.5


_BARE_DONE = re.compile(r"\b(signed|passed|went live|began|started|launched|installed|completed|finished)\b", re.I)


def _done_verbs(lex, c: Clause):
    """Simple-past completions ("the team signed the contract"); adjectives such as "agreed procedures" are not."""
    for m in _BARE_DONE.finditer(c.text):
        if re.match(r"\s+(procedures?|work|forms?|items?|surveys?\b(?! at))", c.text[m.end():]):
            continue
        before = c.text[:m.start()]
        if re.search(r"\b(to|will|be|shall|must|should|can|could|may|might|would|once|after|before|until|when|if)\s+"
                     r"(\w+\s+)?$", before, re.I):
            continue
        if re.search(r"\b(is|are)\s+$", before, re.I):  # "is capped", "are included": a state, not a completion
            continue
        yield c.start + m.start(), c.start + m.end(), m.group(0)
