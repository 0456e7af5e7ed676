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

from harness.grade.unsupported.claims import Claims
from harness.grade.unsupported.owners import Owners
from harness.grade.unsupported.progress import Progress
from harness.grade.unsupported.values import Values
from harness.grade.unsupported.words import _DONT_SAY, _META


class Finder(Values, Progress, Owners, Claims):
    """Every unsupported addition of an answer's body; ``run`` asks each finder of each clause in turn."""

    def run(self) -> list[dict]:
        for c in self.body:
            if id(c) in self.skip:
                continue
            if c.is_label:
                self.label_done(c)
                if len(c.text) >= 12 if self.doc.lang == "zh" else len(c.text.split()) >= 6:
                    # "由…中心主任周敏具体负责审核签发：…": a person named in a label that is a sentence of its own
                    # ("供应商选型：" is a heading's noun, no one named)
                    self.person(c)
            if c.is_label or _META.search(self.doc.sentence_text(c.sentence)) or self._question(c):
                if not c.is_label and not self._question(c):
                    # "Here is the brief prepared for trustee chair Margaret Hale": a person named in the writer's
                    # own words is still a person the material never names
                    self.person(c)
                continue  # a label, the writer talking about the brief ("我会特别注意区分…", "Here is"), a question
            if _DONT_SAY.search(c.text):
                continue  # what the readers are told not to say ("please don't tell readers it has changed")
            if self._cut_note(c):
                continue  # "[Output truncated at the length limit: the source list could not be included.]"
            self.values(c)
            self.status(c)
            self.completion(c)
            self.prediction(c)
            self.marks(c)
            self.rule(c)
            self.person(c)
            self.owner(c)
            self.agent(c)
            self.claims(c)
            self.reason(c)
        done_sentences: set[int] = set()
        for c in self.body:
            if c.sentence not in done_sentences and id(c) not in self.skip:
                done_sentences.add(c.sentence)
                self.list_items(c)
        self.list_blocks()
        self.table_owners()
        return self.items


__all__ = ["Finder"]
