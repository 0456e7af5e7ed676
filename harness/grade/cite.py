"""The cited-paragraph check: does the answer cite one of a fact's source paragraphs for it?

The source list (the last required section) is read line by line; a line may name several facts ("试点时间——A02；
适用范围——A03"), so it is cut into segments at semicolons, full stops and commas not followed by an id. A
segment belongs to the fact whose words it names most (subject aliases, cues, event words); its ids are that
fact's citations. Without such a segment, the ids written in the body clauses that state or distort the fact
count. ``ok``: at least one of the fact's source paragraphs is cited; ``wrong``: ids are cited but none is a
source of the fact; ``missing``: no id at all.
"""

from __future__ import annotations

from harness.grade import rx as re
from harness.grade.facts import Fact, FactSet
from harness.grade.text import PARAGRAPH_ID, Line

_SEGMENT = re.compile(r"[；;。]|[，,](?!\s*[A-Z]{1,2}\d{2,3}\b)")
_TYPE_WORDS = {
    "period": r"时间|期限|日期|周期|起止|period|dates?|timeline|duration|runs?",
    "money": r"预算|金额|费用|经费|budget|cost|amount|funding cap",
    "count": r"数量|台数|number|quantity|count",
    "status": r"审批|批准|状态|决定|approval|status|decision|funding request",
    "scope": r"范围|覆盖|参与|仓库|scope|branches|participat|take part|coverage",
    "modality": r"完成|进展|调研|上线|计划|completed|progress|survey|go-?live|planned|launch",
    "date": r"上线|计划|go-?live|planned|schedule",
    "condition": r"条件|确认|主管|限制|condition|confirm|librarian|waiver|rule",
}


def _words(fact: Fact, facts: FactSet) -> list[str]:
    words: list[str] = []
    for p in fact.parts:
        words += list(facts.entities.get(p.subject, ())) + list(p.cues)
        for e in p.events():
            words += list(facts.events.get(e, ()))
    return [w.lower() for w in words]


def _score(fact: Fact, facts: FactSet, segment: str) -> int:
    low = segment.lower()
    s = sum(len(w) for w in _words(fact, facts) if w in low)
    if re.search(_TYPE_WORDS[fact.kind], low, re.I):
        s += 3
    return s


def cited(facts: FactSet, source_lines: list[Line], stating: dict[str, list[str]]) -> dict[str, dict]:
    """fact id -> {status, ids, where}; ``stating``: fact id -> body clause texts (with their trailing ids)."""
    owned: dict[str, list[str]] = {f.id: [] for f in facts.facts}
    for ln in source_lines:
        for segment in _SEGMENT.split(ln.text):
            ids = PARAGRAPH_ID.findall(segment) or []
            if not ids:
                continue
            scores = {f.id: _score(f, facts, segment) for f in facts.facts}
            best = max(scores.values())
            if best <= 0:
                continue
            for fid, sc in scores.items():
                if sc == best:
                    owned[fid] += ids
    out: dict[str, dict] = {}
    for f in facts.facts:
        ids, where = owned[f.id], "source list"
        if not ids:
            where = "inline"
            ids = [i for t in stating.get(f.id, []) for i in PARAGRAPH_ID.findall(t)]
        ids = list(dict.fromkeys(ids))
        if not ids:
            out[f.id] = {"status": "missing", "ids": [], "where": None}
        else:
            out[f.id] = {"status": "ok" if set(ids) & set(f.sources) else "wrong", "ids": ids, "where": where}
    return out
