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

from harness.grade.extract import _MARKUP, Clause, Document, Mention, _status, modality
from harness.grade.lexicon import EDGE_WORDS, REQUIRED_ACT, claim_markers
from harness.grade.text import STOP_EN, grams, strip_label, without_values
from harness.grade.values import Value, find_values, same_number


def restates(text: str, source: Document, exclude: str = "") -> float:
    """The largest share of the clause's content units (less those of ``exclude``) found in one source sentence."""
    mine = grams(text, source.lang) - grams(exclude, source.lang)
    if not mine:
        return 0.0
    best = 0.0
    for text in _source_sentences(source):
        best = max(best, len(mine & grams(text, source.lang)) / len(mine))
    return best


def _source_sentences(source: Document) -> list[str]:
    """Each source sentence, and each sentence joined with the next one when only a semicolon parts them: "Bids
    that do not include a certificate will not be evaluated; no exemption … will be granted" is one claim."""
    out = []
    sentences = source.sentences()
    for i, clauses in sentences.items():
        out.append(source.sentence_text(i))
        after = sentences.get(i + 1)
        if (
            after
            and after[0].line == clauses[-1].line
            and re.fullmatch(r"\s*[;；]\s*", source.text[clauses[-1].end : after[0].start])
        ):
            out.append(source.text[clauses[0].start : after[-1].end])
    return out


class Finder:
    def __init__(self, ctx, body: list[Clause], skip: set[int]):
        self.ctx, self.body, self.skip = ctx, body, skip
        self.doc: Document = ctx.doc
        self.source: Document = ctx.source
        self.items: list[dict] = []
        self._context = ""
        self._seen: set[tuple[str, int]] = set()
        self._planned: dict[int, bool] = {}
        self._party_ids: set[str] | None = None
        src = ctx.source
        # "1路沿线站牌于6月底前安装完毕" after "截至2026年5月20日": a target, not done
        done_before, self._ahead = _against_as_of(src)
        ahead = self._ahead
        self._last_as_of: tuple | None = max(_source_as_of(src).values(), default=None)
        self.source_done = {
            m.id for c in src.clauses if id(c) not in ahead for m in c.events if modality(ctx.lex, c, m) == "done"
        }
        # the things a required fact reports done ("截至2月10日已完成需求调研": the research)
        self.done_subjects = {
            p.subject
            for f in ctx.facts.facts
            for p in f.parts
            if p.type == "modality" and p.value.get("modality") == "done"
        }
        self.source_planned = {
            m.id for c in src.clauses for m in c.events if modality(ctx.lex, c, m) in ("planned", "predicted")
        }
        # what the material reports not done yet ("The grant has not yet been confirmed", "尚未获批")
        self.source_not_done = {
            m.id
            for c in src.clauses
            for m in c.events
            if (mod := modality(ctx.lex, c, m)) == "not_done" or m.negated and mod in (None, "done")
        }
        self.source_status = {c.status[0] for c in src.clauses if c.status}
        # "approved the amendment on 12 November 2026, subject to one condition": a status the comma splits
        self.source_status |= {
            st[0] for i in {c.sentence for c in src.clauses} if (st := _status(ctx.lex, src.sentence_text(i)))
        }
        self.source_marks = {k for c in src.clauses for k in ("commitment", "exception", "predicted") if c.has(k)}
        # what the material says together: each sentence, cut at its semicolons ("Responsibilities: the procurement
        # unit manages the bond; Coastline arranges the audit; …" pairs each party with its own duty only), with the
        # words of each segment and the things it names ("the county ecologist checks the riverbank for otter holts":
        # the act's thing is no declared entity, its words still tie the act to its doer)
        self.source_segments: list[tuple[set, set[str], set[str]]] = []  # (words, entities, doers)
        self.source_segment_ids: list[set[str]] = []  # entities and events
        self.source_segment_texts: list[str] = []  # the words of each of source_segments, as written
        for i in sorted({c.sentence for c in src.clauses}):
            mine = [o for o in src.clauses if o.sentence == i]
            at = mine[0].start
            for piece in re.split(r"(?<=[;；])", src.sentence_text(i)):
                inside = range(at, at + len(piece))
                entities = {x.id for o in mine for x in o.entities if x.start in inside}
                events = {x.id for o in mine for x in o.events if x.start in inside}
                # the doers: the parties named before the segment's first duty verb ("明衡工程监理负责施工质量与安全
                # 监理": the supervisor, whose alias the act's words also hold)
                verb = (_DUTY_ZH if src.lang == "zh" else _DUTY_WORD).search(piece)
                if verb and re.search(
                    r"\b(is|are|was|were|be|been|being)\s+$|由[^，。；]{0,12}$", piece[: verb.start()]
                ):
                    verb = None  # "The passenger ferries are run by Skerry Line": the passive names its doer after
                doers = {x.id for o in mine for x in o.entities if verb and at <= x.start < at + verb.start()} - events
                self.source_segments.append((_units(piece, src.lang), entities, doers))
                self.source_segment_texts.append(piece)
                if entities | events:
                    self.source_segment_ids.append(entities | events)
                at += len(piece)
        # a clause that plans its completion ("全部设备验收计划于2027年8月下旬完成") reports nothing done
        done_sents = {
            c.sentence
            for c in src.clauses
            if (c.has("done") or any(True for _ in _done_verbs(ctx.lex, c)))
            and not c.has("planned")
            and id(c) not in ahead
        }
        done_sents |= done_before
        # what a sentence says was refused did not happen ("refused a different request, to begin cabling in Ward 9")
        # nor does a rule said beside it ("…已提交集团投资委员会，获批前不得签订采购合同": no contract was signed)
        sents = src.sentences()
        self.source_done_grams = [
            grams(
                _without_refused(", ".join(o.text for o in sents[i] if not _RULE_WORDS.search(o.text))),
                src.lang,
            )
            for i in sorted(done_sents)
        ]
        # what each of those sentences reports done: its things and its dates ("石桥街道的站点已于2025年完成改造";
        # "The authority applied for the licence on 21 July 2026": a dated act in the simple past)
        dated_acts = {
            c.sentence
            for c in src.clauses
            if src.lang != "zh"
            and (m := _PAST_ACT.search(c.text))
            and not re.search(
                r"\b(to|will|be|shall|must|should|would|is|are|once|if|when)\s+$", c.text[: m.start()], re.I
            )
        }
        self.source_done_dated = [
            (
                {x.id for o in src.clauses if o.sentence == i for x in o.entities},
                [v for o in src.clauses if o.sentence == i for v in o.values],
            )
            for i in sorted(done_sents | dated_acts)
        ]
        # the kind of act each of those sentences reports, with its things ("The funding request was submitted":
        # a request, of the budget)
        progress = claim_markers(src.lang)["progress"]
        self.source_done_acts = [
            (
                {x.id for o in src.clauses if o.sentence == i for x in o.entities},
                {
                    a
                    for m in (*progress.finditer(src.sentence_text(i)), *_PAST_ACT.finditer(src.sentence_text(i)))
                    # "it has not been approved": no approval reported
                    if not re.search(r"\b(not|never|no)\b|n't", src.sentence_text(i)[max(0, m.start() - 16) : m.end()])
                    and (a := _act(m.group(0)))
                },
            )
            for i in sorted(done_sents | dated_acts)
        ]

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
            if c.is_label:
                self.label_done(c)
            if c.is_label or _META.search(self.doc.sentence_text(c.sentence)) or self._question(c):
                continue  # a label, the writer talking about the brief ("我会特别注意区分…", "Here is"), a question
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
            if units - src:
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
            if task and agents and self._act_holder(agents, task, own - agents, least=2, named=True):
                self.add("owner", who, c)

    def values(self, c: Clause) -> None:
        # "需求调研正在进行，预计2月底完成": the date of a fact's distortion in the sentence belongs to that finding
        # (or the sentence a semicolon joins to it: "Waivers above EUR 10 need a librarian's confirmation; smaller
        # waivers are issued automatically")
        sentences = self.doc.sentences()
        joined = {c.sentence} | {
            i
            for i in (c.sentence - 1, c.sentence + 1)
            if (a := min(c.sentence, i)) in sentences
            and a + 1 in sentences
            and re.fullmatch(r"\s*[;；]\s*", self.doc.text[sentences[a][-1].end : sentences[a + 1][0].start])
        }
        distorted_here = any(id(o) in self.skip for o in self.body if o.sentence in joined)
        # "5 scanners in total (3 MRI and 2 CT)": the breakdown of a distorted count, beside a figure the material
        # gives, is that distortion's
        breakdown = any(o.text in self.ctx.distorted_counts for o in self.body if o.sentence == c.sentence) and any(
            v.kind in ("count", "figure") and self.ctx.in_source(v) for v in c.values
        )
        for v in c.values:
            if breakdown and v.kind in ("count", "figure"):
                continue
            if distorted_here and (
                v.kind in ("date", "amount", "duration") or v.kind == "count" and self._counts_scope_parts(v)
            ):
                continue  # "waivers above EUR 10" in an invented exception, "三个场站合计…" in a widened scope
            if v.kind in ("count", "figure") and v.value == 1.0:
                continue  # "一个约束", "one of the": a single thing is not a figure the source must state
            if v.kind == "figure" and self._row_number(v):
                continue  # "| 4 | 履约保证金 | 38万元 |": the row's number under 序号
            if v.kind in ("count", "figure", "date") and self.ctx.cut_off(c) and v.end >= len(self.doc.text.rstrip()):
                continue  # "市图书馆已于2027年3" at the output budget: a value cut off, no claim of its own
            if v.kind == "percentage" and self._ratio_of_counts(c, v):
                continue  # "24 (a third of them, 8, height-adjustable)": 8 of the material's 24, as a share
            if v.kind == "figure" and self._dotted_day(v):
                continue  # "5.12 确定明澈照明中标": the month and day the material gives (5月12日), in a timeline
            if v.kind in ("count", "figure") and not v.unit and self._echo(v) and not self._other_things(c, v):
                continue  # "ten (10) weeks": the number written twice, in words and in digits
            if v.kind == "count" and self._scope_size(c, v):
                continue  # "on three branch libraries": the parts the scope includes, counted
            if v.kind in ("count", "figure") and self._counts_its_list(c, v):
                continue  # "has to cover three things: kiosk rental, installation and staff training"
            if v.kind == "date" and v.value[1] is None and v.value[0] is not None:
                season = self._season(v)
                if season is not None:
                    # "The substation upgrade is due in spring 2027": a season the material gives nothing in
                    if not any(
                        s.kind == "date" and s.value[0] == v.value[0] and s.value[1] in season
                        for s in self.ctx.source_values
                    ):
                        self.add("date", self.doc.text[max(c.start, v.start - 8) : v.end].strip(), c)
                    continue
                if any(s.kind == "date" and s.value[0] == v.value[0] for s in self.ctx.source_values):
                    continue
            if not self.ctx.in_source(v) or self._other_things(c, v) or self._rate_unsupported(c, v):
                self.add({"amount": "amount"}.get(v.kind, v.kind), v.text, c)
            elif v.kind == "date" and self._dates_an_undated_act(c, v):
                self.add("date", v.text, c)  # "installation starts on 1 September 2026": the material gives none

    def _row_number(self, v) -> bool:
        """A small whole number alone in the first cell of a table row ("| ４ | 预算申请 | … |"): the row's number."""
        text = self.doc.text
        start = text.rfind("\n", 0, v.start) + 1
        return (
            float(v.value).is_integer()
            and 0 < float(v.value) <= 100
            and bool(re.fullmatch(r"\s*\|\s*", text[start : v.start]))
            and bool(re.match(r"\s*\|", text[v.end : v.end + 4]))
        )

    def _ratio_of_counts(self, c: Clause, v) -> bool:
        """A share that two numbers of the material make (8 of 24 is a third), both said in the sentence too."""
        said = {
            float(w.value)
            for o in self.body
            if o.sentence == c.sentence
            for w in o.values
            if w.kind in ("count", "figure") and isinstance(w.value, float) and w.value > 0 and self.ctx.in_source(w)
        }
        return any(abs(a / b * 100 - float(v.value)) <= 0.1 for a in said for b in said if a < b)

    def _dotted_day(self, v) -> bool:
        """A Chinese answer's "5.12" (month.day) where the material gives that month and day as a date."""
        m = re.fullmatch(r"(\d{1,2})\.(\d{1,2})", v.text.strip())
        if self.doc.lang != "zh" or m is None:
            return False
        mo, d = int(m.group(1)), int(m.group(2))
        return any(s.kind == "date" and s.value[1] == mo and s.value[2] == d for s in self.ctx.source_values)

    def _counts_scope_parts(self, v) -> bool:
        """The count's noun is the kind of thing a scope fact lists ("三个场站" where the scope names 北湖场站 and
        西岭场站, "four branches")."""
        names = " ".join(
            a
            for f in self.ctx.facts.facts
            for p in f.parts
            if p.type == "scope"
            for i in (*p.value["include"], *p.value.get("exclude", ()))
            for a in self.ctx.facts.entities.get(i, ())
        )
        return bool(_units(v.unit or "", self.doc.lang) & _units(names, self.doc.lang))

    def _counts_its_list(self, c: Clause, v) -> bool:
        """The count of the items the sentence lists right after it, past a colon ("three things: kiosk rental,
        installation and staff training", "包括三项：…、…和…"): the list is judged item by item, the count adds
        nothing."""
        sentences = self.doc.sentences()
        end = sentences[c.sentence][-1].end if c.sentence in sentences else c.end
        m = re.match(r"[^:：.。;；\n]{0,40}[:：]\s*(.+)", self.doc.text[v.end : end], re.S)
        if m is None:
            return False
        items = [
            x
            for x in re.split(r"\s*(?:,|，|、|;|；|\band\b|\bor\b|和|及|以及|与)\s*", m.group(1).rstrip(" .。;；"))
            if x.strip()
        ]
        return len(items) == v.value

    def _dates_an_undated_act(self, c: Clause, v) -> bool:
        """The clause gives a date to an act the material leaves undated (``Context.restates_undated``)."""
        return c.text not in self.ctx.hit_clauses and not self.states_fact(c) and self.ctx.restates_undated(c, v)

    def _season(self, v) -> set | None:
        """The months of a season written with the year ("spring 2027", "autumn of 2027", "2027年春季")."""
        before = self.doc.text[max(v.start - 12, 0) : v.start].lower()
        after = self.doc.text[v.end : v.end + 4]
        m = re.search(r"\b(spring|summer|autumn|fall|winter)\s+(?:of\s+)?$", before) or re.match(
            r"(?:年)?\s*(春|夏|秋|冬)(?:季|天)", after
        )
        if m is None:
            return None
        return _SEASONS[m.group(1)]

    def _scope_size(self, c: Clause, v) -> bool:
        """A count of the parts a scope fact includes, said of them ("fitting panels on three branch libraries" where
        the scope names three branches): the clause names the scope's subject or one of its parts, or none at all."""
        for f in self.ctx.facts.facts:
            for p in f.parts:
                if p.type != "scope" or len(p.value["include"]) != v.value or v.value < 2:
                    continue
                ids = c.entity_ids()
                if not ids or ids & ({p.subject} | set(p.value["include"])):
                    return True
                # the counted noun is the parts' own ("three branch libraries": "Fernley branch", "Hatherby library")
                names = " ".join(a for i in p.value["include"] for a in self.ctx.facts.entities.get(i, ())).lower()
                if self.doc.lang == "zh":
                    if v.unit and len(v.unit) >= 2 and v.unit[1:3] in names:
                        return True
                elif _units(v.text, "en") & _units(names, "en"):
                    return True
        return False

    def _echo(self, v) -> bool:
        from harness.grade.values import _word_number

        words = re.search(
            r"\b([a-z]+(?:[- ][a-z]+){0,3})\s*\(\s*$", self.doc.text[max(v.start - 40, 0) : v.start], re.I
        )
        if words is None:
            return False
        return v.value in (_word_number(words.group(1)), _word_number(words.group(1).split(" ")[-1]))

    def _rate_unsupported(self, c: Clause, v) -> bool:
        """A price per unit ("早餐标准为每份6元", "each kiosk costs EUR 12,000") the material states as no amount:
        a count of 6 dishes does not support 6 yuan a portion."""
        from harness.grade.figures import _RATE_BEFORE, rate_unit

        if v.kind != "amount":
            return False
        mine = rate_unit(self.doc.text, v.start, v.end)
        if mine is not None:
            # "集中器单价为每台680元" where the material prices each meter (每只680元): a rate given to another thing
            theirs = [
                rate_unit(self.source.text, s.start, s.end)
                for s in self.ctx.source_values
                if s.kind == "amount" and same_number(s.value, v.value) and s.start >= 0
            ]
            if theirs and all(t is not None and not (t & mine) for t in theirs):
                return True
        if not _RATE_BEFORE.search(self.doc.text[c.start : v.start]):
            return False
        return not any(s.kind == "amount" and same_number(s.value, v.value) for s in self.ctx.source_values)

    def _other_things(self, c: Clause, v) -> bool:
        """A bare number ("| Overnight chargers | 12 |") bound to things other than those the source counts
        with it: the source's 12 are buses, not chargers. A date given to an act or thing that no source sentence
        holding that date names ("采购合同拟于3月初签订": the source's 3月1日 starts the pilot)."""
        if v.kind == "date" and v.value[1] is not None:
            return self._date_elsewhere(c, v)
        if v.kind == "amount":
            return self._amount_elsewhere(c, v)
        if v.kind not in ("count", "figure") or v.unit or not c.entity_ids():
            return False
        holders = [
            {m.id for o in self.source.clauses if o.sentence == s.sentence for m in o.entities}
            for s in self.source.clauses
            for sv in s.values
            if sv.kind in ("count", "figure", "amount") and isinstance(sv.value, float) and sv.value == v.value
        ]
        return bool(holders) and all(h and not (h & c.entity_ids()) for h in holders)

    def _amount_elsewhere(self, c: Clause, v) -> bool:
        """An amount the material gives one thing, given to another ("AUD 230,000 set aside for building the
        portal", where 230,000 is the performance bond): every source sentence holding the amount names things,
        none of which the clause names. A required fact's own amount is that fact's to grade."""
        if not c.entity_ids() or any(
            p.type == "money" and same_number(float(p.value["amount"]), v.value)
            for f in self.ctx.facts.facts
            for p in f.parts
        ):
            return False
        mine = c.entity_ids() | {m.id for m in c.events}
        holders = self._holders(lambda sv: sv.kind == "amount" and same_number(sv.value, v.value))
        # a holder named by a word of one of its names ("requested" for the request, whose names are "amount
        # requested", "asked the fund for")
        stems = {_stem(w.lower()) for w in re.findall(r"[A-Za-z]{5,}", self.doc.sentence_text(c.sentence))}
        named = {
            i
            for h in holders
            for i in h
            if any(
                _stem(w.lower()) in stems
                for a in self.ctx.facts.entities.get(i, ())
                for w in re.findall(r"[A-Za-z]{5,}", a)
                if w.lower() not in _GENERIC_NAME_WORDS
            )
        }
        return bool(holders) and all(h and not (h & (mine | named)) for h in holders)

    def _holders(self, holds) -> list[set[str]]:
        """The things and acts of each source sentence, once per value in it that ``holds``."""
        out = []
        src = self.source
        for s in src.clauses:
            for sv in s.values:
                if holds(sv):
                    sent = [o for o in src.clauses if o.sentence == s.sentence]
                    ids = {m.id for o in sent for m in (*o.entities, *o.events)}
                    # "… to co-fund the programme with EUR 120,000. … the Fund declined this co-funding request":
                    # the next sentence of the paragraph names the thing again with a demonstrative
                    nxt = [o for o in src.clauses if o.sentence == s.sentence + 1 and o.line == s.line]
                    ids |= {
                        m.id
                        for o in nxt
                        for m in o.entities
                        if re.search(
                            r"\b(this|that|these|those)\s+$|(该|此|这|上述)$",
                            src.text[max(0, m.start - 8) : m.start],
                            re.I,
                        )
                    }
                    out.append(ids)
        return out

    def _date_elsewhere(self, c: Clause, v) -> bool:
        # the act the date is given to ("采购合同拟于3月初签订"), next to it with no list separator between; things
        # alone may be paraphrased
        reach = 12 if self.doc.lang == "zh" else 40
        text = self.doc.text
        mine = {
            m.id
            for m in c.events
            # "The programme starts on 1 April 2026": a bare start word said of a thing is that thing's edge
            if not (m.text.lower() in EDGE_WORDS and c.entities)
            and (
                (m.end <= v.start and v.start - m.end <= reach and not re.search(r"[·|•;；]", text[m.end : v.start]))
                or (
                    m.start >= v.end
                    and m.start - v.end <= reach
                    and not re.search(r"[·|•;；]", text[v.end : m.start])
                    # "the request for three more weeks into September was refused": the date ends the subject's
                    # phrase, the act after it is the main verb's
                    and not re.match(r"\s+(was|were|is|are|has been|have been|had been)\b", text[v.end : m.start])
                )
            )
        }
        if not mine:
            # "须于2027年6月10日前缴纳履约保证金", "the bond must be lodged by 10 June 2027": a deadline for an act on a
            # thing; the thing is what the date is given to
            if _DEADLINE_ACT_AFTER.match(text[v.end : c.end]) or _DEADLINE_ACT_BEFORE.search(text[c.start : v.start]):
                mine = {e.id for e in c.entities}
            if not mine:
                return False
        # "for the period 1 July 2027 to 30 June 2030": one end of a range the material gives whole
        for w in c.values:
            if w is not v and w.kind == "date" and self.ctx.in_source(w):
                gap = text[v.end : w.start] if w.start >= v.end else text[w.end : v.start]
                if re.fullmatch(r"\s*(to|until|till|through|and|–|—|-|至|到)\s*", gap, re.I):
                    return False
        # "Tidewell starts on 2 November 2026 and has to be finished by 14 March 2027": both ends of one period the
        # material gives in one sentence, whoever the clause makes their subject
        others = [w for w in c.values if w is not v and w.kind == "date" and w.value[2] is not None]
        if v.value[2] is not None and others:
            for sent in self.source.sentences().values():
                dates = [sv for o in sent for sv in o.values if sv.kind == "date"]
                if any(self.ctx.in_source_value(v, sv) for sv in dates) and any(
                    self.ctx.in_source_value(w, sv) and not self.ctx.in_source_value(v, sv)
                    for w in others
                    for sv in dates
                ):
                    return False
        # the thing the date is said of, right before it ("延期至2026年8月31日", "extended to 31 August"): the
        # material dating that thing supports the date whatever the clause's verb
        near = 6 if self.doc.lang == "zh" else 20
        mine |= {
            e.id
            for e in c.entities
            if e.end <= v.start
            and v.start - e.end <= near
            # "the supply contract is to be signed in April": the act between them is what the date is given to
            and not any(e.end <= m.start < v.start for m in c.events)
        }
        # the thing the date qualifies, right after it ("2026年3月12日局务会", "the 9 June 2027 committee meeting")
        mine |= {e.id for e in c.entities if e.start >= v.end and re.fullmatch(r"\s?|[的]", text[v.end : e.start])}
        holders = self._holders(lambda sv: sv.kind == "date" and self.ctx.in_source_value(v, sv))
        return bool(holders) and all(not (h & mine) for h in holders)

    def status(self, c: Clause) -> None:
        if (
            c.status
            and c.status[0] in ("approved", "rejected", "conditional")
            and c.status[0] not in self.source_status
            # "班次建议之生效以仓库主管确认为前提": a rule's precondition, no approval named
            and not (c.status[1].startswith("以") and not any(m.id in self.ctx.status_events for m in c.events))
            # the status of the act a required fact grades, of its thing or by its decider: that fact's grade
            # judges it (a distortion is its finding); another party's approval of another thing is an addition
            and not (any(m.id in self.ctx.status_events for m in c.events) and self._status_fact_about(c))
            and c.text not in self.ctx.hit_clauses  # "**Approval:** granted 2027-05-18 by …": the fact's own words
        ):
            self.add("approval", c.status[1], c)
        elif c.status and c.status[0] in ("approved", "rejected", "conditional") and self._other_status_given(c):
            # "the additional GBP 150,000 for display cases has been approved" where that application still awaits
            # a decision: the material gives this thing another status
            self.add("approval", c.status[1], c)

    def _other_status_given(self, c: Clause) -> bool:
        """The clause's first thing is no status fact's subject, and the material gives it only other statuses."""
        if not c.entities or c.text in self.ctx.hit_clauses or id(c) in self.skip:
            return False
        first = min(c.entities, key=lambda m: m.start).id
        # the thing right before the status word ("The Estates Department's temporary ventilation plan was accepted":
        # the plan, not the department that owns it)
        at = c.text.find(c.status[1]) if c.status else -1
        before = [m for m in c.entities if at >= 0 and m.end <= c.start + at]
        if before and re.fullmatch(r"'s?\s+[\w\s-]*", self.doc.text[before[0].end : before[-1].start] or "'s "):
            first = before[-1].id
        if any(p.type == "status" and p.subject == first for f in self.ctx.facts.facts for p in f.parts):
            return False
        theirs = {given for given, _ in self.ctx.source_statuses().get(first, ())}
        return bool(theirs) and c.status is not None and c.status[0] not in theirs

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
        project is fully approved"): the clause is that distortion's reason, counted once with it."""
        return any(
            o.text in self.ctx.distorted_status_clauses
            and re.match(r"\W*(so|therefore|hence|thus|which means|因此|所以|故而|从而)", o.text, re.I)
            for o in self.body
            if o.sentence == c.sentence and o.start > c.start
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
        label = _MARKUP.sub("", c.text).strip(" -*_•")
        if any(m.id in self.source_done for m in c.events) or self._restates_done(label, 0.6, ""):
            return
        self.add("progress", label, c)

    def completion(self, c: Clause) -> None:
        """A completion the material does not report: a declared event done that the source never reports
        done, or another completion that restates no completion of the source."""
        lex = self.ctx.lex
        self._context = self.doc.sentence_text(c.sentence)
        declared = [
            m
            for m in c.events
            if modality(lex, c, m) == "done"
            and not m.negated
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
            # "Neither branch has gone live": the subject's quantifier negates the report
            and not re.match(r"\W*(?:(?:and|but|so|or|yet)\s+)?(neither|no|none of|nobody|nothing)\b", c.text, re.I)
        ]
        # "市交警支队在2026年8月12日已经批下来了", "was refused on 20 May 2027 by the Committee": the decision the
        # material reports, said again, is no progress of its own
        restated_decision = (
            c.status is not None
            and c.status[0] in ("approved", "rejected", "conditional")
            and c.status[0] in self.source_status
            and all(self.ctx.in_source(v) for v in c.values)
        )
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
            if restated_decision and (
                m.id in self.ctx.status_events
                # "Hadley County's application was rejected": the event word is the status word itself
                or c.status is not None
                and m.text.lower() in (c.status[1] or "").lower()
            ):
                continue
            if (
                m.id in self.ctx.distorted_status_events
                or m.id in self.ctx.distorted_modality_events
                or self._reason_of_distorted_status(c)
            ):
                continue  # "so the clinical sign-off is in place" where the status is distorted: counted once
            if (
                m.id not in self.source_done
                and not self._restates_done(strip_label(c.text), 0.6, m.text)
                and not self._dated_as_in_source(c, m)
            ):
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
            # "Progress so far (20 November 2026): ten stations are up": the clause labels what follows
            and not re.match(r"\s*(\([^)]{0,40}\)\s*)?[:：]", self.doc.text[c.end : c.end + 48])
        ):
            if len(grams(self._context, self.doc.lang)) >= 3 and c is self._first_of(c.sentence):
                done = [(c.start, c.start, "")]  # an item listed under "Completed": a completion claim too
        row = self._table_row(c)
        if row and any(
            e.id in self.source_done and self._done_of_this_thing(e.id, c)
            for o in self.body
            if o.sentence == c.sentence
            for e in o.events
        ):  # "| Bidders' site visit | Completed – held 10 February 2027 |": the row reports what the material does
            return
        if row and re.fullmatch(r"\W*(已经?(确定|明确|敲定|定)|confirmed|fixed|settled|set)\W*", c.text, re.I):
            cells = [v for o in self.body if o.sentence == c.sentence for v in o.values]
            if cells and all(self.ctx.in_source(v) for v in cells):
                return  # "| 试点期 | 2026年3月1日—2026年5月31日 | 已确定 |": the values settled, as the material says
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
        for a, b, word in done:
            if word == "完成":
                continue  # bare 完成 is a verb ("员工完成作业"); a report of progress says 已/已经/完成了
            if re.search(
                r"\b(this|that|the first|one|the ventilation|the plan)?\s*(condition|requirement)s? (has|have) (now )?"
                r"been (met|satisfied|fulfilled)\b",
                c.text,
                re.I,
            ) and re.search(r"\b(accepted|met|satisfied|fulfilled)\b|已满足|已落实|已通过", self.source.text, re.I):
                continue  # "so this condition has been met": a condition the material reports met, said so
            if _STATE_NOT_PROGRESS.search(self.doc.text[max(c.start, a - 4) : b + 16]):
                continue  # "说白了", "has been with the finance board since 3 July"
            bare = re.fullmatch(
                r"\W*((already )?(done|completed|complete|finished)|progress|what has been done|already behind us)"
                r"( so far| to date| (by|as of|as at) [^,;:]{1,30})?\W*",
                c.text,
                re.I,
            ) or (
                lex.lang == "zh"
                and (
                    re.match(
                        r"(本期|本周|本月|本阶段|目前|当前|截至目前|近期)?(已经?)?完成(的)?(事项|工作|情况|部分|内容|项)?$",
                        c.text.strip("*_-•# ：:✓✔"),
                    )
                    or re.match(r"已经?完成的?(事项|工作|情况|部分|内容|项)", self.doc.text[a : b + 8])
                )
            )
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
                lex.words["negation"].search(before[-12:])
                or (_subordinate(lex, before) and not reported)
                or _unreal(before)
            ):
                continue
            if c.has("condition") and not re.search(r"\b(already|has|have|had|was|were)\b|已", c.text, re.I):
                continue  # "installed only with Clinical Engineering's written approval": a rule's participle
            if re.search(r"\b(on (the )?condition that|provided that|providing that|so long as)\b", before, re.I):
                continue  # "on the condition that Corvane passes the review": the condition, not a report
            if re.match(r"\W*(?:(?:and|but|so|or|yet)\s+)?(neither|no|none of|nobody|nothing)\b", before, re.I):
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
            ):
                continue  # "方案已基本获得市交警支队认可" where the status is distorted: counted once, as the fact's
            if (
                ({m.id for m in c.entities} or set(c.carried)) & self.done_subjects
                and all(self.ctx.in_source(v) for v in c.values)
                # a thing carried from before, where the clause names a thing of its own ("…，并已与软件供应商完成了
                # 技术对接"), is not said again
                and (c.entities or restates(strip_label(c.text), self.source, exclude=word or "") >= 0.5)
            ):
                continue  # "需求调研——到2026年2月10日为止已经结束": the required completion said again of its thing
            if word and self._publishes(self.doc.text[c.start : c.end], a - c.start, b - c.start, word):
                continue  # "has opened a tender for 12 battery-electric buses": the notice's own act ("invites bids")
            if self._done_said_again(c):
                continue  # "石桥街道那边2025年就改完了": the material's "石桥街道的站点已于2025年完成改造"
            if word and self._act_said_again(c, word):
                continue  # "Funding has been asked for": the material's "The funding request was submitted"
            if self._done_counted_again(c):
                continue  # "14 research groups have signed up so far": the material's "14 … have registered"
            if (
                self._planned_in_source(c)
                or not self._restates_done("" if row or not word else strip_label(c.text), 0.6, word)
                and not (
                    word
                    and not row
                    and restates(strip_label(c.text), self.source, exclude=word) >= 0.5
                    and restates(self._context, self.source, exclude=word) >= 0.7
                    # more than the thing's name ("Driver training has already been scheduled" names only a budget item)
                    and len(grams(strip_label(c.text), self.doc.lang) - grams(word, self.doc.lang)) >= 3
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
                self.add("progress", word or c.text, c)
                return

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
            plans = plans or (
                o.has("planned")
                or o.has("cond_context")
                or bool(o.heading_modality == "planned")
                or bool(REQUIRED_ACT.search(o.text))
            )
            done = done or o.has("done") or any(True for _ in _done_verbs(self.ctx.lex, o))
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
        if act is None or not act.startswith("ACT:") or not all(self.ctx.in_source(v) for v in c.values):
            return False
        ids = c.entity_ids() | set(c.carried)
        return any(ids & things and act in acts for things, acts in self.source_done_acts)

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
            if not ids and re.match(r"\W*(they|it|these|this|those|该项?|其|它们)\b", c.text, re.I):
                # "…have been completed; they took place on 27 March 2026": the pronoun's things come before
                ids = {m.id for o in self.body if o.sentence == c.sentence - 1 and o.line == c.line for m in o.entities}
            dates = [v for v in dates if v.value[2] is not None]
        return any(
            ids & things and any(self.ctx.in_source_value(v, s) for v in dates for s in theirs if s.kind == "date")
            for things, theirs in self.source_done_dated
        )

    def _dated_as_in_source(self, c: Clause, m: Mention) -> bool:
        """The clause dates the act as a clause of the material dates it, and the material does not plan it there
        ("was pulled on 5 October … and went back in on 19 October" for "withdrawn on 5 October 2026 … and
        resubmitted on 19 October 2026"): the material's history in other words."""
        if not all(self.ctx.in_source(v) for v in c.values):
            return False
        mine = _date_of_act(c, m)
        if mine is None:
            return False
        if any(
            e.id == m.id
            and modality(self.ctx.lex, o, e) not in ("planned", "predicted")
            and (theirs := _date_of_act(o, e)) is not None
            and self.ctx.in_source_value(mine, theirs)
            for o in self.source.clauses
            for e in o.events
        ):
            return True
        # "可研报告已于2026年11月18日通过专家评审" for "…已于2026年11月18日通过县发展改革委组织的专家评审": the act's
        # words in a done clause of the material with that date, other words between
        act = grams(m.text, self.doc.lang)
        return bool(act) and any(
            o.has("done")
            and len(act & grams(o.text, self.source.lang)) >= 0.6 * len(act)
            and any(self.ctx.in_source_value(mine, x) for x in o.values)
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
        if m is None or not re.fullmatch(
            r"(?:[A-Za-z]+(?:ed|en|wn)|done|held|made|built|sent|paid)(?: (?:off|out|up|in))?", m.text, re.I
        ):
            return False
        if c.has("condition") or re.search(r"\b(only|unless|until|if|once|must|may|can)\b", c.text, re.I):
            return False  # "| Updates | installed only with Clinical Engineering's written approval |": a rule
        line_start = self.doc.text.rfind("\n", 0, c.start) + 1
        cells = [x.strip(" *_") for x in self.doc.text[line_start : c.start].split("|")]
        label = next((x for x in cells if x), "")
        if not label:
            return False
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
                done = modality(lex, o, e) == "done" or (
                    # "| Heritage consent | Refused |": the decision the material reports, of the row's thing
                    o.status is not None and o.status[0] in ("approved", (c.status or ("",))[0])
                )
                if not done:
                    continue
                sent = self.source.sentence_text(o.sentence)
                if things & o.entity_ids() or mine and len(mine & grams(sent, self.source.lang)) / len(mine) >= 0.5:
                    return True
        self.add("progress", m.text, c)
        return True

    def _table_row(self, c: Clause) -> bool:
        line = self.doc.text[self.doc.text.rfind("\n", 0, c.start) + 1 : c.start]
        return line.lstrip().startswith("|")

    def _restates_done(self, text: str, threshold: float, word: str) -> bool:
        """The clause restates a sentence of the source that itself reports something done: what was done (the
        clause without its completion words) is found there ("was sent to the finance board" restates "was
        submitted to the finance board"; "staff training has been completed" restates nothing)."""
        mine = grams(without_values(text), self.doc.lang) - grams(word, self.doc.lang)
        if len(mine) < 3:  # a bare "Completed" cell or "合同已签订": judge the whole sentence it sits in
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
            if re.fullmatch(r"(?i)expected|anticipated|projected", word) and _ATTRIBUTIVE.match(self.doc.text[end:]):
                continue  # "Safety rule and expected benefit": a heading's noun phrase, no forecast of its own
            beyond = self._predicts_beyond(c, end)
            # "With the survey done, most eligible premises are likely to be connected well before the end of 2028":
            # a clause of its own, with a value, beside the one that states the fact
            apart = (
                c.text not in self.ctx.hit_clauses
                and not any(id(o) in self.skip for o in self.body if o.sentence == c.sentence)
                and any(v.kind == "date" for v in c.values)
            )
            if self.states_fact(c) and not beyond and not apart:
                continue
            planned_event = (
                any(e.id in self.source_planned or self._scheduled_in_source(c, e) for e in c.events) and not beyond
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
            if claim and not planned_event and restates(c.text, self.source) < (1.01 if beyond else 0.6):
                if beyond and "predicted" in self.source_marks and restates(c.text, self.source) >= 0.6:
                    continue
                self.add("prediction", word, c)
                return
        # a sentence that states a required fact is the fact's, except a plan for what the scope leaves out in a
        # clause of its own ("Planned: contract award in April 2027; Lot C will be re-tendered in April 2027")
        own = c.text not in self.ctx.hit_clauses and id(c) not in self.skip
        stated = self.states_fact(c)
        for a, _, word in c.marks.get("planned", []) if own or not stated else []:
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
            if (
                ids & excluded
                and _EXPAND.search(tail)
                # the exclusion before the plan word stays ("are excluded for now and are to be added"); one
                # after it is the plan denied ("will not be added")
                and not lex.words["negation"].search(tail)
                and not re.search(r"\b(excluded|exclude|outside|remain)\b|不|除外|排除", tail, re.I)
                # what is said of them, their names left out ("will be rolled out to the mobile library vans")
                and restates(without_values(_without_names(tail, c, a)), self.source) < 0.5
            ):
                self.add("plan", word, c)  # a plan for what the material leaves out ("试点后推广至冷链仓")
                return
            if stated or any(e.id in self.source_planned for e in c.events) or not (c.entity_ids() or c.events):
                continue
            if restates(c.text, self.source) < 0.5 and (
                _EFFECT.search(c.text) or _EXPAND.search(c.text) or any(not self.ctx.in_source(v) for v in c.values)
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
        return any(
            m.id in self.source_not_done
            and not m.negated
            and not self._names_its_outcome(m)
            and not self._scheduled_in_source(c, m)
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

    def _names_its_outcome(self, m: Mention) -> bool:
        """The event word names the step's outcome or progress ("审批结果", "the approval outcome"), not the step."""
        return bool(
            re.match(
                r"\s*(结果|进度|情况|流程|节点|outcome|result|timing|process)", self.doc.text[m.end : m.end + 10], re.I
            )
        )

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
            return
        if kind == "finding" and self.doc.lang != "zh":
            # "which showed that": the finding's own relative clause; "if the survey shows that" finds nothing yet
            if re.search(r"\b(if|whether|once|after|before|until|when|unless)\b[^,;]*$", c.text[: m.start()], re.I):
                return
        elif self._subordinate_at(c.text, m.start(), m.end()):
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
        mine = _units(without_values(why), self.doc.lang) - _FILLER_UNITS - {"nev", "never", "not", "no"}
        if len(mine) < (3 if self.doc.lang == "zh" else 2):
            return  # "because of that", "因此": no reason of its own
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
        invented = change is not None and not re.search(re.escape(change.group(0)), self.source.text, re.I)
        general = self.ctx.background is not None and not said_of_things and restates(why, self.ctx.background) >= 0.6
        if invented and said < 0.8 and not general:
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
        if not invented and _coverage(mine, _units(self.source.text, self.source.lang), self.doc.lang) >= (
            0.7 if self.doc.lang == "zh" else 0.6
        ):
            return
        self.add(kind, m.group(0) + why[: max(0, len(why) - len(why.lstrip()))] + why.strip(), c)

    def _reason_given(self, c: Clause, at: int) -> bool:
        """The clause opens with a reason word ("since", "because", "因为") before ``at`` and the reason, in other
        words, is the material's: most of its words are found there and no event of its own is added."""
        m = re.match(r"\W*(?:since|because|as|for|因为|由于)\s*(?=\S)", self.doc.text[c.start : at], re.I)
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
        found = [m for p in (*_PERSON[self.doc.lang], _ORG[self.doc.lang], *extra) for m in p.finditer(sentence)]
        for m in found:
            name = next(g for g in m.groups() if g)
            if (
                # grammar words and verbs caught with a name ("由宏远…公司", "目前尚待供电公司", "副总经理参阅")
                re.search(
                    r"[的了来说是在和与及等将会已于日报交给送至提呈申由经被向对尚待让请叫]|一家|某|虚构|该|这|本|打算",
                    name,
                )
                or re.fullmatch(
                    r"参阅|审阅|阅知|知悉|审定|批示|阅示|过目|签批|牵头|负责|主持|担任|协调|统筹|对接", name
                )
                or name in self.source.text
                or name.lower() in self.source.text.lower()
                or any(name.lower() in a.lower() for aliases in self.ctx.facts.entities.values() for a in aliases)
                or not (grams(_ORG_SUFFIX.sub("", name), self.doc.lang) - grams(self.source.text, self.doc.lang))
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
        if self._said_again(c):
            return
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
            if any(c.status for c in clauses):
                kinds.add("status")
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
        out["progress_acts"] = [
            units | {a for u in units if (a := _act(u))} for units, kinds in sentences if kinds & {"progress", "status"}
        ]
        self._src_claims = out
        return out

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
        sentence = self.doc.sentence_text(c.sentence)
        if _META_CLAIM.search(c.text) or _META_CLAIM.search(sentence):
            return  # the writer talking about the brief or the material
        if self._said_again(c):
            return
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
            text, states = text[tail.end() :], False
        events = [e for e in c.events if e.start >= c.end - len(text)]  # the events of what is judged
        found: list[tuple[str, int, int]] = []
        for fam, pattern in markers.items():
            for m in pattern.finditer(text):
                if (
                    not (states and fam != "progress")
                    and not (fam == "progress" and self.ctx.lex.words["negation"].search(text[: m.start()]))
                    and not (fam == "progress" and _unreal(text[: m.start()]))
                    # "the idea is to be out of the way before the terns nest": a purpose, not a plan of its own
                    and not (
                        fam == "plan"
                        and m.group(0).lower() in ("is to", "are to")
                        and re.search(
                            r"\bthe\s+(idea|point|purpose|reason|thinking|logic)\s+$", text[: m.start()], re.I
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
                    # "Nobody puts a sample on the machine unless Hallie (facility manager) has cleared …": the rule's
                    # own requirement after "unless"
                    and not (fam == "exception" and self.ctx.condition_clause(c))
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
                    and not (fam == "progress" and self._material_act(m.group(0), c))
                    # "…are left out, since commercial fibre already reaches them": the material's reason
                    and not (fam == "progress" and self._reason_given(c, c.end - len(text) + m.start()))
                    # the doer, thing and date or figure of a done sentence of the material, in other words
                    and not (fam == "progress" and self._done_counted_again(c))
                    and not (
                        fam == "progress"
                        and any(
                            o.text in self.ctx.distorted_status_clauses for o in self.body if o.sentence == c.sentence
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
                        fam == "progress" and _STATE_NOT_PROGRESS.search(text[max(0, m.start() - 4) : m.end() + 8])
                    )
                    and not self._subordinate_at(text, m.start(), m.end())
                    and not _noun_use(text, m.start(), m.end())
                ):
                    found.append((fam, m.start(), m.end()))
        if not found:
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
        if restates(sentence, self.source) >= 0.7 and not (
            joined or c is not self._first_of(c.sentence) and restates(_strip_ids(stripped), self.source) < 0.3
        ):
            # a source sentence restated; not a clause of its own that the material nowhere says ("…不得用于考勤或
            # 绩效评估，否则将追究班组长责任")
            return
        progress_only = all(f == "progress" for f, _, _ in found)
        if restates(_strip_ids(stripped), self.source) >= 0.7 and (
            not progress_only or _PUBLISH.search(text)
        ):  # the source's claim in another tense or modal ("will be returned unopened"); a report of progress
            # restates the material only when the act is the material's own ("has issued a call for tenders")
            return
        table = self._source_claims()
        need = 0.5 if self.doc.lang == "zh" else 0.6
        mine |= _all_units(text, self.doc.lang, self.ctx.lex.words["all"])  # "to all branches": ALL:branch
        ordered = sorted(found, key=lambda f: _ORDER.index(f[0]))
        if self._same_dates_same_claim(c, [f for f, _, _ in ordered if f != "progress"]):
            return  # "The vehicles are to be handed over … from 1 September 2027 to 31 January 2028"
        acts = {_act(text[a:b]) for f, a, b in found if f == "progress"} - {None}
        for fam, _, _ in ordered:
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
                _coverage(mine, para, self.doc.lang) >= need and {u for u in mine if u.startswith("ALL:")} <= para
                for para in table[fam]
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

    def _publishes(self, text: str, a: int, b: int, word: str) -> bool:
        """The progress word at text[a:b] is the notice's own act of publishing or inviting ("has opened a tender
        for 12 battery-electric buses", "has asked suppliers to put in offers") about the material's things."""
        pub = _PUBLISH.search(text[a:])
        return (
            pub is not None
            and pub.start() <= b - a
            # what is published is the call itself ("issued answers to all bidder questions" is another act)
            and bool(re.search(r"\b(tender\w*|bid\w*|offers|quotes|proposals|competition|procurement)\b", pub.group(0)))
            and restates(strip_label(text), self.source, exclude=word) >= 0.3
        )

    def _same_dates_same_claim(self, c: Clause, families: list[str]) -> bool:
        """The clause's dates, to the day, are those of one source sentence that makes a claim of the same kind:
        the material's claim in other words, anchored on its own dates."""
        dates = [v for v in c.values if v.kind == "date" and v.value[2] is not None]
        if not dates or not families or not all(self.ctx.in_source(v) for v in c.values):
            return False
        markers = claim_markers(self.source.lang)
        # a forecast of the material's plan on its own dates ("The buses should arrive some time between 1 September
        # 2027 and 31 January 2028" for "Delivery … is to take place between …"): the plan, hedged
        families = families + [f for f in ("plan", "commit") if "predict" in families]
        for i, sent in self.source.sentences().items():
            theirs = [s for o in sent for s in o.values if s.kind == "date"]
            # every date of each, both ends of a range ("the first buses will be delivered on 1 September 2027"
            # takes one end of the delivery window for a claim of its own)
            if len(theirs) != len(dates):
                continue
            if all(any(self.ctx.in_source_value(v, s) for s in theirs) for v in dates) and any(
                markers[f].search(self.source.sentence_text(i)) for f in families if f in markers
            ):
                return True
        return False

    def _subordinate_at(self, text: str, a: int, b: int) -> bool:
        """The marker sits in a condition or a time clause ("once the funding has been approved", "审批通过后")."""
        before = text[:a]
        if self.doc.lang == "zh":
            return bool(re.search(r"(待|一旦|如果|若|假如|倘若|等到)[^，。；]{0,10}$", before)) or bool(
                re.match(r"[^，。；]{0,8}(之后|以后|后再|后才)", text[b:])
            )
        return _subordinate(self.ctx.lex, before)

    def agent(self, c: Clause) -> None:
        """Who does something, named with words the material never uses ("the facilities team will carry out the
        installation", "由集团信息中心负责"): an invented owner, department or contact."""
        if self._flagged(c) or id(c) in self.skip:
            return
        party = self._label_duty(c) or self._second_duty(c) or self._also_duty(c) or self._lead_party(c)
        if party:
            self.add("owner", party, c)
            return
        sentence = self.doc.sentence_text(c.sentence)
        for pattern in _AGENT[self.doc.lang]:
            for m in pattern.finditer(sentence):
                who = next((g for g in m.groups() if g), "")
                if self.doc.lang == "zh":
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
                        # 会 as "will", not the 会 of 委员会/协会/董事会/基金会/会议
                        r"不|未|没|后|前|才|方可|可以|能|确认|核准|审批|的|是|为|将|(?<![员协学商工事金务])会(?!议)|均|都|只"
                        r"|仅|按|根据|依照|各自",
                        who,
                    ):
                        continue  # "助手本身并不负责", "由仓库主管核准后方可执行": no one named as the owner
                elif self.ctx.lex.words["negation"].search(who) or (
                    pattern is _AGENT["en"][3]
                    and (_NOT_DOER.search(who) or re.search(r"[a-z]ly$|\b[a-z]{2,}(?:ed|ing)\b", who))
                ):
                    continue  # "If the board had", "kiosks get installed", "The buses would be delivered", an adverb
                    # ("conditionally approved"), a verb before a plural noun ("the team finished floor surveys")
                units = grams(who, self.doc.lang) - _FILLER_UNITS
                if not units or who.strip() not in c.text and who not in c.text:
                    continue
                # a doer the material never names; after "by" ("installed by the IT department") the background's
                # general prose ("internal department names") names no one who does this project's acts
                src = grams(self.source.text, self.source.lang)
                bg = self.ctx.background
                known = src | (grams(bg.text, bg.lang) if bg is not None and pattern is not _AGENT["en"][0] else set())
                if units - known and (units - src):
                    self.add("owner", who.strip(), c)
                    return
                start = self._sentence_start(c)
                mine = grams(c.text, self.doc.lang)
                at = c.text.find(who.strip())
                if self.doc.lang == "zh":
                    # "设备拟由清泉源…公司", or the act right after a doer that opens the clause ("信息中心负责入")
                    lead = re.sub(r"[\W\d]", "", c.text[max(0, at - 4) : at])
                    follow = c.text[at + len(who.strip()) : at + len(who.strip()) + 3]
                    near = (lead + who.strip()) if len(lead) >= 2 else (who.strip() + follow)
                else:
                    # "The research office keeps …": the doer and its verb; at the clause's end, the words before
                    # it ("carried out by Coldharbour Mechanical")
                    after = c.text[at + len(who.strip()) :].split()
                    before = c.text[:at].split()
                    near = (
                        " ".join([who.strip(), after[0]]) if after else " ".join([*before[-2:], who.strip()])
                    ).strip(" ,.;:")
                if (
                    mine
                    and at >= 0
                    and any(
                        near.lower() in sent.lower() and len(mine & grams(sent, self.source.lang)) >= 0.8 * len(mine)
                        for sent in _source_sentences(self.source)
                    )
                ):
                    continue  # "入户供水设备拟由清泉源供水设备有限公司提供": the material's own sentence, its doer too
                if self._misbound(
                    c,
                    (a := start + m.start(1) + max(m.group(1).find(who), 0)),
                    a + len(who),
                    start + m.start(),
                    pattern,
                ):
                    self.add("owner", who.strip(), c)
                    return

    def _label_duty(self, c: Clause) -> str | None:
        """A "Party: duty" list item ("- Branch librarians: confirm each waiver …, and will summarise the kiosk
        logs"): the labelled party does each act after its label; one the material never names the party with
        is an invented owner. The party's name, else None."""
        if not c.label_text:
            return None
        label = next(
            (o for o in self.body if o.sentence == c.sentence and o.is_label and o.end <= c.start and o.entities),
            None,
        )
        if label is None:
            return None
        if self.doc.lang == "zh":  # "仓库主管：负责汇总试用记录"
            # "明屏智显：设备供货、安装、维保，以及各站台的电力接入": a duty, or one more added to the label's list
            if not re.match(r"\W*(负责|牵头|主导|承担|组织|主持|统筹|对接|以及|还有|还负责|并负责)", c.text):
                return None
        else:
            duty = re.match(r"\W*(?:and\s+|also\s+)*(?:(?:will|to|must|shall|also|then)\s+)*([a-z]+)\b", c.text)
            if duty is None or not _DUTY_VERB.fullmatch(duty.group(1)):
                return None
        agents = {m.id for m in label.entities}
        own = {m.id for m in (*c.entities, *c.events)}
        held = self._act_holder(agents, c.text, own - agents)
        if held is not None:
            return _MARKUP.sub("", label.text).strip(" -*•") if held else None
        objects = [m.id for m in sorted((*c.entities, *c.events), key=lambda m: m.start) if m.id not in agents]
        if not objects:
            return None
        if any(agents & ids and objects[0] in ids for ids in self.source_segment_ids):
            return None
        # the material gives the act to someone or something else ("the project team will summarise the kiosk
        # logs"); "Bidders: submit bids…" where the material says only "Bids must be submitted" names no one else
        if not any(
            objects[0] in ids and {i for i in ids - {objects[0]} - agents - own if not self._kin(i, agents)}
            for ids in self.source_segment_ids
        ):
            return None
        return _MARKUP.sub("", label.text).strip(" -*•")

    def _lead_party(self, c: Clause) -> str | None:
        """ "区教育装备中心按施工进度拨付资金": a clause that opens with a party the material names as a doer, then an
        act the material gives another party (its words found nearly whole in one segment of the material). The
        party's name, else None."""
        if self.doc.lang != "zh" or not c.entities or c.is_label:
            return None
        label = next((o for o in self.body if o.line == c.line and o.is_label and o.end <= c.start), None)
        if c.after_label and (label is None or label.entities):
            return None  # "- 集团运营服务部：站台协调、…": the label's party does what follows it (_label_duty)
        if not re.search(r"(^|[；;。\n：:])[\s\-*•]*$", self.doc.text[max(0, c.start - 8) : c.start]):
            return None  # the clause opens a sentence, a line or a semicolon's segment
        first = min(c.entities, key=lambda m: m.start)
        if not re.fullmatch(r"[\s\-*•（()）\d.、]*", self.doc.text[c.start : first.start]):
            return None
        if first.id not in self._parties() or _DUTY_ZH.match(self.doc.text[first.end : first.end + 2]):
            return None  # "X负责…" is agent()'s own pattern
        if re.match(r"\s*(由|被|经|交由|委托)", self.doc.text[first.end : first.end + 3]):
            return None  # "本项目由滨澜区市场监管局牵头": the thing acted on, its doer after 由
        act = self.doc.text[first.end : c.end]
        own = {x.id for x in (*c.entities, *c.events) if x.start >= first.end}
        if self._act_holder({first.id}, act, own - {first.id}):
            return first.text
        return None

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
        agents = {first.id}
        for m in re.finditer(r"\band (?:also )?(?:will )?([a-z]+)\b", sentence):
            if not (c.start <= start + m.start() < c.end) or not _DUTY_VERB.fullmatch(m.group(1)):
                continue
            objects = [  # "reviews Coastline's monthly punctuality reports": the head, not the possessor
                x.id
                for x in mentions
                if x.start >= start + m.end()
                and x.id not in agents
                and not re.match(r"['’]s\b", self.doc.text[x.end : x.end + 2])
            ][:1]
            if objects and not any(agents & ids and objects[0] in ids for ids in self.source_segment_ids):
                return sentence[: first.end - start].strip(" -*•")
        return None

    def _misbound(self, c: Clause, a: int, b: int, match_start: int, pattern: re.Pattern) -> bool:
        """A party the material names, made the doer of an act the material gives to another party or to nobody
        ("the site visit was organised by the town council" where the authority held it, "由仓库主管牵头完成" where
        the project team did it): no sentence of the material names the party together with the act."""
        sent = [o for o in self.body if o.sentence == c.sentence]
        mentions = sorted(
            {(x.start, x.end, x.id) for o in sent for x in (*o.entities, *o.events)}, key=lambda t: (t[0], -t[1])
        )
        named = [(s0, e0, i) for s0, e0, i in mentions if a <= s0 and e0 <= b]
        # "the council's finance team": the possessor is not the doer when a name follows it
        heads = [t for t in named if not (re.match(r"['’]s\b", self.doc.text[t[1] : t[1] + 2]) and t is not named[-1])]
        agents = {i for _, _, i in heads}
        if not agents:
            return False
        others = [(s0, i) for s0, e0, i in mentions if i not in agents and not (a <= s0 and e0 <= b)]
        end = c.end
        if self.doc.lang == "zh" and (
            cut := re.search(
                r"、(?=[^、，。；]{2,14}?(?:负责|牵头|主导|承担|出资|提供|实施|组织))", self.doc.text[b : c.end]
            )
        ):
            end = b + cut.start()  # "由A牵头、B出资": B and its act are the next item's
        after = [i for s0, i in others if b <= s0 < end][:1]
        target = re.match(
            r"\W*(?:负责|牵头|主导|承担)?对[^，。；]{1,30}?(进行|实施|开展|予以|作出)", self.doc.text[b : c.end]
        )
        if self.doc.lang == "zh" and target:
            # "牵头对辖区三所学校的学生食堂实施改造升级": the act is what follows 实施, the 对 phrase is its target
            after = [i for s0, i in others if b + target.end() <= s0 < c.end][:1] or after
        if self.doc.lang == "zh" and pattern in _PASSIVE_AGENT and after:
            objects = after  # "由馆办公室负责招标采购": what it is in charge of follows
        elif pattern in _PASSIVE_AGENT:  # "the site visit was organised by X", "需求调研由X牵头完成": what comes before
            before = [i for s0, i in others if s0 < match_start]
            objects = before[-1:] or after
        else:  # "X carried out the floor surveys", "X负责…": what comes after, in its own clause (the next clause of
            # "文献部负责样本测试，信息技术部负责存储平台" is another party's)
            objects = after
        own = {i for s0, e0, i in mentions if b <= s0 < c.end}
        held = self._act_holder(agents, self.doc.text[b : c.end], own)
        if held is None and pattern in _PASSIVE_AGENT and not objects:
            # "急救培训由博康医疗承担": the act comes before its doer and names no declared thing
            lead = self.doc.text[c.start : match_start]
            held = self._act_holder(agents, lead, {i for s0, e0, i in mentions if c.start <= s0 < match_start})
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
        for ids in self.source_segment_ids:
            if agents & ids and objects[0] in ids:
                return False
        events = self.ctx.facts.events
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
        act = re.split(r"[;；,，(（]|\band\s+(?=(?:also\s+)?[a-z]+(?:s|ed)\b)|并|同时", act)[0]
        # "由A牵头、B出资": the enumeration comma before another party's own verb ends the act
        act = re.split(r"、(?=[^、，。；]{2,14}?(?:负责|牵头|主导|承担|出资|提供|实施|组织))", act)[0]
        mine = _units(re.sub(r"^\W*(负责|牵头|主导|承担)", "", act), lang)
        if len(mine) < (least or (4 if lang == "zh" else 3)):
            return None
        # the act's own verb must be there too ("confirms any late-fee waiver" is not the kiosks' "will not issue
        # late-fee waivers")
        verb = (
            re.match(
                r"\W*(?:(?:and|also|will|must|shall|to|then|first|initially|originally|later|subsequently|already)\s+)*"
                r"([a-z]+)",
                act,
                re.I,
            )
            if lang == "en"
            else None
        )
        stem = _stem(verb.group(1).lower()) if verb else None
        cover_texts = [
            (len(mine & words) / len(mine), ids, doers, text)
            for (words, ids, doers), text in zip(self.source_segments, self.source_segment_texts, strict=True)
            if ids and (stem is None or stem in words)
        ]
        cover = [(v, ids, doers) for v, ids, doers, _ in cover_texts]
        best = max((v for v, _, _ in cover), default=0.0)
        if best < 0.75:
            return None
        if stem and self._doer_before(agents, stem):
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
        return None  # the segment names no other party ("the authority has held a site visit" without its name)

    def _doer_before(self, agents: set[str], stem: str) -> bool:
        """A source sentence names one of the agents as the subject of the verb: the name, at most three words (a
        modal, an adverb), then the verb ("Brackenford Water must send")."""
        for a in agents:
            for alias in self.ctx.facts.entities.get(a, ()):
                if re.search(
                    rf"(?<![\w-]){re.escape(alias)}(?:['’]s? [\w-]+)?(?:\s+[\w-]+){{0,3}}?\s+{re.escape(stem)}\w*",
                    self.source.text,
                    re.I,
                ):
                    return True
        return False

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
_ORG_SUFFIX = re.compile(
    r"\b(Ltd|Inc|GmbH|LLC|Corp|Co|plc|AG|BV|Systems|Solutions|Technologies|Technology|Group|Services)\b\.?"
    r"|有限公司|公司|科技|集团"
)
_NO_EXEMPTION = re.compile(
    r"\bno (exemptions?|exceptions?)\b|\bwithout (any )?exception\b|\bnot be (exempted|waived)\b"
    r"|不得例外|无一例外|一律",
    re.I,
)
_OBLIGATION = re.compile(
    r"\b(must|are required to|is required to|have to|has to|need to|needs to)\b|必须|务必|应当|须", re.I
)
_PEOPLE = re.compile(
    r"\b(readers?|patrons?|users?|borrowers?|customers?|visitors?|bidders?)\b|读者|用户|员工|班组长|客户", re.I
)
_SURNAME_TITLE = re.compile(
    r"(?:(?<![\u4e00-\u9fff])|(?<=[部处科组室为是由])|(?<=中心))([王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘"
    r"于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛段雷侯龙史陶黎贺顾毛郝龚邵万钱严武戴莫孔汤]"
    # "王建平主任": a given name of one or two characters may come between, before a title of two characters
    r"(?:经理|主任|总监|总|工|老师|部长|处长|科长|[\u4e00-\u9fff]{1,2}?(?:经理|主任|总监|老师|部长|处长|科长)))"
)
_ROLE_ZH = r"负责人|项目经理|经理|主任|总监|联系人|牵头人|组长|对接人|协调人"
_ROLE_EN = r"lead|leader|manager|coordinator|coordination|director|head|officer|contact|owner|sponsor"
_PERSON = {
    "zh": (
        re.compile(
            r"(?<!班)(?:" + _ROLE_ZH + r")(?:为|是|由|：|:)?\s*([\u4e00-\u9fff]{2,3})"
            r"(?=[，。；、\s（(]|$|负责|牵头|将|会|已|表示|主持|确认|承诺|担任|出任|兼任)"
        ),
        re.compile(r"由([\u4e00-\u9fff]{2,3})(?:负责|牵头|担任)"),
    ),
    "en": (
        re.compile(r"\b(?i:" + _ROLE_EN + r")\b[^.;\n]{0,12}?(?:is |:\s*|\*\*\s*|, |\s)\s*([A-Z][a-z]+ [A-Z][a-z]+)\b"),
        re.compile(
            # "Maria Lindqvist, the network's pilot coordinator"
            # "Maria Jensen, the Eastgate branch manager"
            # "Tom Ashworth, the council's flood resilience officer"
            r"\b([A-Z][a-z]+ [A-Z][a-z]+),? (?i:the |our )?(?:[a-z]+['’]s )?(?:[A-Za-z-]+ ){0,3}?"
            r"(?i:" + _ROLE_EN + r")\b"
        ),
        # "drafted by Dr Owen Malik": a title before a full name
        re.compile(r"\b(?:Dr|Prof|Professor|Mr|Mrs|Ms)\.? ([A-Z][a-z]+ [A-Z][a-z]+)\b"),
    ),
}
_OWNER = re.compile(
    # "负责人" only where someone is named as it ("负责人为…", "X任负责人"), never "应明确负责人" (advice, no owner)
    r"由[^，。；、]{1,12}(负责|牵头|主导)|负责人(为|是|[:：])|(为|是|任)[^，。；、]{0,4}负责人|牵头(单位|部门)"
    r"|\b(is|are|will be) (responsible|in charge)\b|\b(handled|led|managed|overseen|run|owned) by\b"
    r"|\bwill (handle|lead|oversee|manage|run)\b|\btakes? charge\b",
    re.I,
)
# An outcome against the plan ("预计项目可提前一个月完成", "likely to finish ahead of schedule", "expected to run over
# budget"): said of a planned step, it is a prediction the material does not make.
_OUTCOME = re.compile(
    r"提前|推迟|延期|延误|超支|节余|结余|\b(ahead of|behind) (schedule|time|plan)\b|\b(earlier|later) than (planned"
    r"|scheduled|expected)\b|\b(finish|end|complete|run)\w* (early|late)\b"
    r"|\b(delay\w*|overrun|over budget|under budget)\b",
    re.I,
)

_DEADLINE_ACT_AFTER = re.compile(
    r"\s*(之前|以前|前)\s*(缴纳|交纳|提交|支付|交付|签订|签署|上报|报送|递交|办理|开具|退还|提供|完成|结束|办完)"
)
_DEADLINE_ACT_BEFORE = re.compile(
    r"\b(paid|lodged|submitted|signed|delivered|provided|returned|filed|posted|completed|finished|done)\s+"
    r"(by|before|no later than)\s*$"
    # "installation of the overnight chargers starts on 3 March 2027": the start of an act on a thing
    r"|\b(starts?|begins?|began|commences?|kicks? off|will (start|begin|commence)|(is|are) due to (start|begin))"
    r"\s+(on|in|from)\s*$",
    re.I,
)
_EXPAND = re.compile(
    r"推广|扩大|扩展|延伸|覆盖全|纳入|加入|并入|列入|接入|引入|扩至|覆盖到"
    r"|roll(ed|ing|s)?\b.{0,20}\bout\b|expand|extend|scale up"
    r"|all (branches|sites|warehouses)|\binclud(e|ed|ing)\b|\badd(ed)? (it |them )?to\b|\bbr(ing|ought) \w+ into\b"
    r"|re-?(tender|issue|launch|open)\w*"
    # "will be tendered separately later in 2027", "a separate tender": a procurement of its own for it
    r"|\b(tender|procur|contract)(ed|es|e|ing)? (separately|on its own)\b|\bseparate (tender|procurement|contract)\b"
    # a later phase for what is left out ("will be considered for a second phase of the scheme")
    r"|\b(second|later|next|future|further|subsequent) (phase|stage|round)\b|\bphase (two|2|ii)\b"
    r"|二期|下一期|后续阶段|第二阶段",
    re.I,
)


def _unreal(before: str) -> bool:
    """What comes next is not reported as done: a condition or a time still to come ("once the institute has
    submitted the plan", "until the plan has been received") or a counterfactual ("it would have ended")."""
    return bool(
        re.search(r"\b(once|if|until|unless|when|whenever|as soon as|after|before)\b[^,;:.]*$", before, re.I)
        or re.search(r"\b(would|could|should|might|may|must)\s+(not\s+)?$", before, re.I)
        or re.search(
            r"(一旦|如果|若|假如|假设|即便|即使|哪怕|待|等到?|直到|之前|前提是|只有|只要|必须|须)[^，。；：]*$", before
        )
        or re.search(r"\b(even if|even though|supposing|suppose)\b[^,;:.]*$", before, re.I)
    )


# The months of each season ("spring 2027", "2027年春季").
_SEASONS = {
    "spring": {3, 4, 5},
    "春": {3, 4, 5},
    "summer": {6, 7, 8},
    "夏": {6, 7, 8},
    "autumn": {9, 10, 11},
    "fall": {9, 10, 11},
    "秋": {9, 10, 11},
    "winter": {12, 1, 2},
    "冬": {12, 1, 2},
}

# Words that look like a report of progress but state a state or are a set phrase: "说白了" (to put it plainly),
# "has been with the finance board since 3 July" (where the request lies), "has been under review".
_STATE_NOT_PROGRESS = re.compile(
    r"(说白|说到底|说穿|罢|算|对|好|除)了|\b(has|have) been (with|under|at|in|on|before|awaiting|waiting|pending)\b"
    # "Kelsey Green has been left out", "Lot C has been pulled from the tender": the scope, not progress
    r"|\b((has|have) been|was|were|got) (left out|excluded|dropped|pulled|withdrawn|taken out|struck out|carved out"
    r"|limited|restricted|confined|capped|set|fixed)\b"
    # "the estates team has been keeping the old system going": a state kept up, not a step done
    r"|\b(has|have) been (keeping|running|maintaining|looking after|holding|covering|managing|handling|waiting)\b",
    re.I,
)


def _month_may(text: str, a: int, b: int) -> bool:
    """ "on 18 May 2027", "May 2027", "in May": the month, not the modal verb."""
    if text[a:b].strip().lower() != "may":
        return False
    return bool(
        re.match(r"\s*(\d{1,2}(st|nd|rd|th)?\b|\d{4}\b)", text[b:])
        or re.search(
            r"\b\d{1,2}(st|nd|rd|th)?\s*$|\b(in|late|early|mid|end of|since|until|by|from)\s+$", text[:a], re.I
        )
    )


def _without_names(text: str, c: Clause, offset: int) -> str:
    """``text`` (which starts at ``offset`` in the answer) with the clause's entity names blanked."""
    out = list(text)
    for m in c.entities:
        for i in range(max(m.start - offset, 0), min(m.end - offset, len(out))):
            out[i] = " "
    return "".join(out)


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


# words that link a sentence to the one before, set off by commas ("The letters, by contrast, are still to come")
_CONNECTIVE = re.compile(
    r"\W*(by contrast|in contrast|by comparison|however|meanwhile|moreover|furthermore|in addition|additionally"
    r"|for example|for instance|in particular|on the other hand|likewise|similarly|instead|though|too|also|as well"
    r"|in short|in turn|therefore|thus|hence|so far|to date|in practice|in total|overall|in all|again"
    r"|此外|另外|同时|其中|例如|比如|不过|但是|然而|因此|总之|目前|截至目前)\W*",
    re.I,
)


# an owner cell that names no one ("资料未写明", "not stated", "TBD")
_NOT_STATED = re.compile(
    r"未写明|未说明|未明确|未提及|未注明|不详|待定|未定|暂无|无$|^[-—–/]+$"
    r"|\b(not stated|not specified|not given|not named|unspecified|unknown|tbd|tbc|n/?a|none)\b",
    re.I,
)
# words too general to name one thing ("total", "amount", "value")
_GENERIC_NAME_WORDS = {"total", "amount", "value", "overall", "scheme", "project", "programme", "program", "funds"}


def _is_item(item: str, lang: str) -> bool:
    """A short noun phrase: no clause punctuation, no negation, no verb of being or modality."""
    if re.search(r"[，。；：,;:()（）]|\d", item) or _CONNECTIVE.fullmatch(item):
        return False
    if any(v.kind == "date" for v in find_values(item)) or re.search(
        r"\b(the (month|week|year|day) (after|before)|the following (month|week|year|day)|(a|one|two) \w+ later)\b"
        r"|次月|下个月|同月|当月|次年|翌年",
        item,
        re.I,
    ):
        return False  # "Millbrook the month after": a date said of another thing, the verb left out
    if lang == "zh":
        return 2 <= len(re.sub(r"[^\u4e00-\u9fff]", "", item)) <= 8 and not re.search(
            r"不|未|无|没|尚|待|已|将|是|为|可", item
        )
    return 1 <= len(item.split()) <= 5 and not re.search(
        r"\b(is|are|was|were|be|been|has|have|will|not|no|must|may|can|only|other|others|nowhere|else|none)\b"
        r"|\w+ed\b"
        # a predicate or a relative clause, not a noun phrase ("falls outside the contract", "as does the basin")
        r"|^\W*(falls?|sits?|lies|remains?|stays?|belongs?|goes|comes|runs|covers|includes|needs|takes|makes|gets"
        r"|does|seems|looks|applies|holds|keeps|stands|as|which|whose|who|where|while|currently"
        # a clause joined by a conjunction ("so the approval remains conditional")
        r"|so|but|yet|then|because|since|although|though|thus|hence|therefore"
        # the writer's own words ("according to the material", "based on the notice")
        r"|according|based|per|see|cf"
        # a status word, not a thing ("approved in full, unconditional")
        r"|unconditional|conditional|provisional|pending|final|full|in full)\b",
        item,
        re.I,
    )


def _item_in(item: str, src: str, lang: str) -> bool:
    item = item.lower()
    # "twelve months of loan and return figures" for "a year of loan and return statistics": a length the source
    # gives, in other words
    spans = [v for v in find_values(item) if v.kind == "duration"]
    if spans:
        theirs = [v.value for v in find_values(src) if v.kind == "duration"]
        for v in spans:
            if any(abs(v.value - t) <= 0.12 * t for t in theirs):
                item = item.replace(v.text.lower(), " ")
    if lang == "zh":
        core = re.sub(r"[^\u4e00-\u9fff]", "", item)
        core = re.sub(r"^(包括|包含|涵盖|用于|含)", "", core)
        if not core:
            return True
        bi = {core[i : i + 2] for i in range(len(core) - 1)} or {core}
        return sum(1 for b in bi if b in src) / len(bi) >= 0.5
    words = [re.sub(r"(ing|ed|es|s)$", "", w) for w in re.findall(r"[a-z][a-z'-]+", item) if w not in STOP_EN]
    if not words:
        return True
    return sum(1 for w in words if w in src) / len(words) >= 0.5


_META = re.compile(
    r"^\W*(以下是|下面是|本简报|这份简报|希望|如需|如果您|here is|here's|below is|let me|this brief|hope this"
    r"|feel free|if you|based on the (?:material|information|source)|according to the (?:material|source)"
    r"|以上(?:是|为|就是)|如有(?:疑问|问题))|我会|我将|我们会|我已|\b(I will|I'll|I have|I've)\b"
    r"|如需[^，。；]{0,12}(?:请|可)|请(?:随时)?(?:告知|联系)",  # "以上为项目主要情况，如需进一步说明请告知"
    re.I,
)
_GET_PP = re.compile(r"\b(get|gets|getting|got|be|been|being)\s+$", re.I)
_BARE_DONE = re.compile(
    r"\b(signed|passed|went live|began|started|launched|installed|completed|finished|took place|happened)\b", re.I
)


# Acts a material reports in the simple past with their date ("applied for the licence on 21 July 2026").
_PAST_ACT = re.compile(
    r"\b(applied|submitted|lodged|filed|requested|sent|issued|held|awarded|approved|signed|received|decided|agreed"
    r"|resolved|voted)\b",
    re.I,
)


# The header of a table's owner column.
_OWNER_HEAD = re.compile(
    r"(?i:owners?|responsible( party)?|responsibility|lead|led by|who|party|done by|handled by|assignee)"
    r"|负责(人|方|单位|部门)?|责任(人|方|单位|部门)|牵头(人|方|单位|部门)?|承担(方|单位)|实施(方|单位)|执行(方|人)"
)


# a rule's words ("获批前不得签订采购合同", "a contract may not be signed before …"): what it forbids did not happen
_RULE_WORDS = re.compile(r"不得|不能|不可|不准|禁止|严禁|\b(may not|must not|cannot|can't|shall not)\b", re.I)
_REFUSED = re.compile(r"\b(?:refused|rejected|turned down|declined|denied)\b[^,;]*,\s*(to\b.*)", re.I)


def _without_refused(sentence: str) -> str:
    """The sentence without what a refusal kept from happening ("refused a different request, to begin cabling in
    Ward 9 before …": the request was made, the cabling not)."""
    m = _REFUSED.search(sentence)
    return sentence[: m.start(1)] if m else sentence


def _source_as_of(src: Document) -> dict[int, tuple]:
    """Each source line's as-of date ("截至2026年5月20日", "As of 20 January 2027"), where it gives one."""
    as_of: dict[int, tuple] = {}
    for c in src.clauses:
        if re.match(r"\W*(截至|截止|as of\b|as at\b)", c.text, re.I):
            dates = [v.value for v in c.values if v.kind == "date" and v.value[0] and v.value[1]]
            if dates:
                as_of.setdefault(c.line, dates[0])
    return as_of


def _against_as_of(src: Document) -> tuple[set[int], set[int]]:
    """In a paragraph that opens with an as-of date: the sentences that give an earlier date with no plan, what
    happened by then ("项目启动会于4月15日召开", done though no word says so), and the clauses (ids) that give a later
    date, what is still to come ("1路沿线站牌于6月底前安装完毕", a target though 完毕 says done)."""
    as_of = _source_as_of(src)
    before, after = set(), set()
    for c in src.clauses:
        at = as_of.get(c.line)
        if at is None:
            continue
        for v in c.values:
            if v.kind != "date" or v.value[1] is None:
                continue
            y, mo, d = v.value
            mine, then = (y or at[0], mo, d or 0), (at[0], at[1], at[2] or 0)
            if mine > then:
                after.add(id(c))
            elif mine < then and not (c.has("planned") or c.has("predicted") or c.has("condition")):
                before.add(c.sentence)
    return before, after


def _done_verbs(lex, c: Clause):
    """Simple-past completions ("the team signed the contract"); adjectives such as "agreed procedures" are not."""
    for m in _BARE_DONE.finditer(c.text):
        if re.match(r"\s+(procedures?|work|forms?|items?|surveys?\b(?! at))", c.text[m.end() :]):
            continue
        if _GET_PP.search(c.text[: m.start()]):
            continue  # "kiosks get installed only after …": what will happen, not what has
        before = c.text[: m.start()]
        if re.search(
            r"\b(to|will|be|shall|must|should|can|could|may|might|would|once|after|before|until|when|if|per|each)\s+"
            r"(\w+\s+)?$",
            before,
            re.I,
        ):
            continue
        if re.search(r"\b(is|are)\s+$", before, re.I):  # "is capped", "are included": a state, not a completion
            continue
        if re.search(r"\b(being|be)\s+\w+(ed|en)\b[^.;:]{0,60}\b(and|or)\s+$", before, re.I):
            continue  # "is being supplied by Calverly and installed by Brightwell": the auxiliary is shared
        yield c.start + m.start(), c.start + m.end(), m.group(0)


# a completion a label names ("Evaluation panel appointed", "Site visit held"); a state ("Lot C excluded", "Budget
# capped") or a decision (the status grader's) is none
_LABEL_DONE = re.compile(
    r"\b(?!(?:planned|scheduled|expected|proposed|required|needed|included|excluded|capped|limited|allowed|permitted"
    r"|approved|rejected|refused|confirmed|granted|based|related|listed|named)\b)[a-z]{3,}ed\b"
    r"|\b(held|done|built|set up|paid|sent|made|chosen|drawn up|written|begun|run)\b",
    re.I,
)
# a label's value that says yes ("**Site visit held:** yes", "已签订：是")
_AFFIRMED = re.compile(r"\W*(?:yes\b|done\b|completed?\b|✓|✅|☑|是(?![否不])|已完成|完成|已落实|已到位)", re.I)
_ORDER = ("progress", "commit", "predict", "deadline", "exception", "obligation", "plan")
# a reason given for something ("因为…", "主要原因是…", "because …", "due to …"): what follows it is the claim
_REASON = {
    "zh": re.compile(
        r"(?:主要|根本|直接)?(?:原因|理由)(?:是|在于|为)|之所以|是因为|因为|由于|鉴于|出于|因(?=[\u4e00-\u9fff])(?!此|而|素|果|为此)"
        # and a purpose: "以便赶在开学前投入使用"
        r"|以便|以确保|目的是|以避开|以免|以防|为了"
    ),
    "en": re.compile(
        r"\b(?:because(?: of)?|due to(?!\s+(?:be|open|go|start|begin|launch|close|end|finish|run|arrive|complete"
        r"|take|decide|meet|report|sign|switch|move|return|deliver|wrap|conclude|come|get|have)\b)|owing to"
        r"|on account of"
        # "since the panel misread the usage figures": a cause, not a time ("since 2025", "since the start")
        r"|since(?=\s+(?:the|they|it|its|their|this|these|those|we|our)\s)"
        r"(?!\s+(?:the|its|their|this)\s+(?:start|beginning|launch|end|opening|kick-?off|last|first|summer|spring"
        r"|autumn|winter|pilot|project|contract|scheme|meeting)\b)"
        r"|the reason (?:being|is|was)|as a result of"
        r"|on the grounds that|so that|in order to|in order that|so as to)\b",
        re.I,
    ),
}
# what a survey, test or review found: "which showed that …", "调研结果显示…" (the finding is the writer's unless the
# material reports it)
_FINDING = {
    "zh": re.compile(
        r"(?:调研|调查|检测|测试|评估|勘察|勘查|勘测|测量|排查|审查|核查|摸排|摸底|巡查|检查|走访|抽查|普查|试用|试运行)"
        r"(?:结果|中|时|过程中|期间)?(?:显示|表明|发现)|结果(?:显示|表明)"
    ),
    "en": re.compile(
        r"\b(?:showed|shows|show|found|finds|revealed|reveals|indicated|indicates|concluded|confirmed|confirms)"
        r"\s+(?:that|no)\b"
        # "the grid connection was found to be sufficient": a finding in the passive
        r"|\b(?:was|were|has been|have been|had been) found to (?:be|have)\b"
        # "the survey showed the wall was in good shape": an inquiry's own verb of finding, "that" left out
        r"|\b(?:survey|surveys|inspection|inspections|test|tests|testing|audit|assessment|review|check|checks|study"
        r"|analysis|results?|findings?|trial run|leak test)\s+(?:has |have |had )?(?:showed|shown|shows|found|revealed"
        r"|reveals|indicated|indicates|concluded|confirmed|suggested|suggests)\b(?!\s+(?:by|in|on|at)\b)",
        re.I,
    ),
}
_FINITE = re.compile(r"\b(is|are|was|were|has|have|had|will|would|can|could|may|must|shall)\b|[\u4e00-\u9fff]", re.I)
# a clause that states a fact, joined by "and" / 并 to a claim about what comes next
_JOINED_CLAIM = {
    "en": re.compile(
        r"\s(?:and|but)\s+(?=(?:will|would|is to|are to|is expected|are expected|is set to|are set to|could|might"
        r"|is planned|are planned|is scheduled|are scheduled|is likely|are likely)\b"
        # a second subject with its own report: "… has been held and all bidders' questions have been answered"
        r"|(?:all |the |its |their )?(?:[\w'’-]+ ){1,4}(?:has|have|had|was|were) (?:already |now |also )?"
        r"(?:been )?\w+(?:ed|en)\b)",
        re.I,
    ),
    "zh": re.compile(r"[，,]?(?:并将|并且将|并计划|且将|还将|此后将|之后将|后续将)"),
}
# what happened, as a reason: a cut, a delay, a failure; a ranking
_REASON_EVENT = re.compile(
    r"\b(cut|slashed|reduced|increased|raised|delayed|postponed|cancell?ed|failed|ran out|overran|overspent"
    r"|frozen|froze|collapsed|went bust|went into administration|fell through|lost|lower|lowered|trimmed|scaled back"
    # or a ranking ("because it has the busiest counter in the county")
    r"|busiest|biggest|largest|highest|lowest|smallest|oldest|newest|longest|shortest|fastest|slowest|most used"
    r"|least used)\b"
    r"|削减|压缩|被砍|砍掉|取消|推迟|延误|超支|冻结|破产|倒闭",
    re.I,
)
_WRITING_REASON = re.compile(
    r"篇幅|字数|简洁|简明|\b(brevity|word limit|readability|clarity|simplicity)\b"
    r"|\b(for|of) (space|length)\b|\bspace (reasons|constraints|limits)\b",
    re.I,
)


def _date_of_act(c: Clause, m: Mention) -> Value | None:
    """The date an act is given in its clause: the first date after its word, before the clause's next act
    ("withdrawn on 5 October 2026 … and resubmitted on 19 October 2026"), else the last date before it."""
    nxt = min((e.start for e in c.events if e.start > m.start), default=c.end)
    dates = [v for v in c.values if v.kind == "date"]
    after = [v for v in dates if m.end <= v.start < nxt]
    if after:
        return after[0]
    before = [v for v in dates if v.end <= m.start]
    return before[-1] if before else None


_PRONOUN_UNITS = set("it its they them their theirs this these those he she him her his we us our".split())
_KIND = {
    "progress": "progress",
    "commit": "commitment",
    "predict": "prediction",
    "deadline": "deadline",
    "exception": "exception",
    "obligation": "rule",
    "plan": "plan",
}
# Which claims of the source support a claim of each category.
_FORWARD = ("plan", "predict", "commit", "deadline", "obligation", "exception", "cond")
_COMPATIBLE = {
    "progress": ("progress", "status"),
    "predict": _FORWARD,
    "plan": _FORWARD,
    "commit": _FORWARD,
    "deadline": _FORWARD,
    "exception": ("exception", "obligation", "negation", "plan"),
    "obligation": ("obligation", "exception", "negation", "plan"),
}
# Words that carry no claim of their own: adverbs, prepositions, light verbs, words about the brief itself.
_FILLER = set(
    "also now just currently still yet further then already later addition however note overall brief summary "
    "material take place happen occur get make go between during after before until about over under within via "
    "through across once when while since keep do doing continue remain itself themselves own too well again "
    "one nobody nothing anyone anybody follow follows followed afterwards afterward subsequently worth".split()
)
# the acts a party is given in a material's duty list ("checks the riverbank", "informs residents", "supervises")
_DUTY_STEMS = (
    r"(?:manag|arrang|review|build|host|overse|collect|handl|lead|run|organi[sz]|conduct|perform|confirm|approv"
    r"|summari[sz]|prepar|sign|check|install|deliver|suppl|provid|maintain|operat|coordinat|monitor|train|report"
    r"|compil|inspect|audit|test|lodg|submit|issu|negotiat|supervis|schedul|book|pay|process|send|draft|track"
    r"|set|inform|notif|publish|survey|patrol|recycl|clean|repair|remov|verif|assess|evaluat|sampl|record|fund"
    r"|configur|fit|lay|lai|connect|commission|plan|design|dismantl|replac|map|certif|calibrat|validat)"
)
_AGENT = {
    "zh": (
        re.compile(
            r"由([^，。；、由：:“”]{2,14}?)(?:负责|牵头|主导|实施|执行|承担|开发|安装|提供|组织|对接|跟进|统筹|主持|落实"
            r"|汇总|完成|开展|整理|收集)"
        ),
        re.compile(
            r"(?:负责人|对接人|联系人|责任人|对接部门|负责部门|责任部门|牵头部门|牵头单位|主管部门|实施方|执行方)"
            r"(?:为|是|：|:)\s*([^，。；、\s（(]{2,14})"
        ),
        re.compile(r"(?:^|[：:，。；\s])([^，。；：:\s（(]{2,12}?)(?:负责|牵头|主导|承担)(?!人)"),
    ),
    "en": (
        re.compile(
            r"\b(?:led|coordinated|managed|handled|run|overseen|owned|carried out|performed|conducted|delivered"
            r"|provided|supplied|organi[sz]ed|installed|supervised|operated|maintained|summari[sz]ed|compiled"
            r"|collected|prepared|reviewed|surveyed|held|taken over|chaired|headed|hosted|convened)"
            # "chaired by the authority's fleet manager": a possessor in the name
            r" by ((?:the |a |an |our )?[A-Za-z][\w&-]*(?:['’]s)?(?: [A-Za-z][\w&-]*){0,3})"
        ),
        re.compile(
            r"(?:^|[.;:,]\s+|\band\s+)((?:the |a |an |our )?[A-Za-z][\w&-]*(?: [A-Za-z][\w&-]*){0,3}?)"
            r" (?:will (?:carry out|handle|lead|oversee|coordinate|manage|run|install|deliver|supply|provide|conduct"
            r"|organi[sz]e|supervise|perform|operate|maintain|be responsible|take charge|be in charge)"
            r"|(?:is|are) (?:responsible|in charge|accountable))\b",
            re.I,
        ),
        re.compile(
            r"\b(?:owner|contact|point of contact|lead|coordinator|responsible)\s*[:：]\s*"
            r"([A-Z][\w&-]*(?: [A-Z][\w&-]*){0,3})"
        ),
        re.compile(  # "the branch librarians carried out the floor surveys", "X takes over the servicing"
            r"(?:^[-*•\s]*|[.;:,]\s+|\band\s+"
            # after a time put first: "At the end of the pilot the finance board will summarise the kiosk logs"
            r"|\b(?:at the (?:end|start|close) of|after|before|during|once|when|by the end of|from)"
            r" (?:the |a |an )?[A-Za-z][\w-]*(?: [A-Za-z][\w-]*)? (?=the |a |an |our ))"
            # a possessor in the name: "the council's finance team"
            r"((?:the |a |an |our )?[A-Za-z][\w&-]*(?:['’]s)?(?: [A-Za-z][\w&-]*){0,3}?)"
            r" (?:also |then |later |already |subsequently |first |initially |originally )?"
            r"(?:(?:will |is to |are to |has |have |had |must |shall )?(?:carried out|carry out|carries out|took over"
            # "led" in lower case only: "the council's LED programme" is no verb
            r"|take over|takes over|taken over|sets up|set up)|ran|(?-i:led)|oversaw|held|holds|built|keeps"
            r"|(?:will |must |shall )" + _DUTY_STEMS + r"(?:e|y)?|" + _DUTY_STEMS + r"(?:es|s|ed|ted|d|ies|ied))\b"
            # a plural noun or an intransitive use: "extension-period funds cannot be drawn", "runs from 14 September"
            r"(?!\s+(?:can|cannot|can't|will|would|shall|should|must|may|might|are|were|is|was|have|had|do|does|did"
            r"|show|shows|remain|out|from|until|till|through|between|of)\b)"
            # "plans to", "runs to": not a duty; "reports to the environment agency" is one
            r"(?!(?<!report)(?<!reports)(?<!reported)\s+to\b)"
            # a participle with its doer after it: "amendment confirmed by the foundation"
            r"(?!\s+by\b)",
            re.I,
        ),
    ),
}
# words no doer's name holds: an auxiliary, a conjunction or a subordinator ("If the board had approved",
# "Eastgate was originally scheduled", "Millbrook branches and runs", "provided the grant is confirmed")
_NOT_DOER = re.compile(
    r"\b(?:is|are|was|were|be|been|being|would|could|should|had|has|have|get|gets|got|getting|to|and|or|if|until"
    r"|unless|when|once|provided|after|before|while|as|because|although|though|whether|that|which|who|this"
    r"|these|those|there|not|can|will|may|might|must|shall)\b",
    re.I,
)
# a duty after a party's label, in the base or the third person ("confirm", "manages", "will summarise")
_DUTY_VERB = re.compile(_DUTY_STEMS + r"(e|es|s|ies|y)?")
_DUTY_WORD = re.compile(r"\b" + _DUTY_STEMS + r"(e|es|s|ies|y)?\b", re.I)
_DUTY_ZH = re.compile(r"负责|牵头|主导|承担|组织|主持|统筹|对接|办理")
_PASSIVE_AGENT = {_AGENT["en"][0], _AGENT["zh"][0]}  # "organised by X", "由X牵头": the act comes before the doer


def _strip_ids(text: str) -> str:
    """Without cited paragraph ids ("(A05)", "B07")."""
    return re.sub(r"\b[A-Z]{1,3}\d{2,3}\b", "|", text)


# The writer talking about the brief or the material, not about the project ("下面分别说明已经完成的工作",
# "上述上线时间均为计划", "Everything else is still planned", "It should be emphasised that").
_META_CLAIM = re.compile(
    r"下面|以下|上述|如下|本文|这份|本简报|资料(中|里|上|写|所|只|未|没|原有)|材料(中|里|写|所|只|未|没|原有)|原文|按要求"
    r"|需要(特别)?(指出|强调|说明|注意|关注)|值得(注意|一提|关注)|保留为|写成|都还只是|都只是|只是计划|仍是计划|仍为计划|均为计划"
    r"|为计划|处计划|计划中的|计划阶段"
    r"|\b(it should be (noted|emphasi[sz]ed|stressed|mentioned)|note that|as (stated|noted|described) (in|above)"
    r"|everything else|the (material|source|notice|brief|text) (says|states|does|gives|mentions|lists)|above|below"
    r"|this brief|in this summary|points? to (watch|note|keep an eye on)"
    # the writer's advice to follow something up: "需持续跟踪", "should be monitored", "worth watching"
    r"|(should|needs? to|must) be (closely )?(monitored|tracked|watched|followed up)|keep an eye on"
    r"|worth (watching|monitoring|tracking))\b"
    r"|(需要?|应|建议|值得)(持续|密切|继续|及时)?(跟踪|关注|留意|跟进)",
    re.I,
)


# "expected benefit", "anticipated savings": the word before a noun of effects, naming a heading's topic
_ATTRIBUTIVE = re.compile(
    r"\s+(benefits?|savings?|outcomes?|results?|impacts?|effects?|gains?|value|timeline|schedule)\s*(:|$)", re.I
)


def _noun_use(text: str, a: int, b: int) -> bool:
    """A plan word used as a noun ("按计划", "上线安排", "计划中的工作"), not a claim that something is planned."""
    word = text[a:b]
    if re.fullmatch(r"(?i)expected|anticipated|projected", word) and _ATTRIBUTIVE.match(text[b:]):
        return True  # "Safety rule and expected benefit": a heading's noun phrase, no forecast of its own
    if re.match(r"已经?|完成了?|做完", word) and re.match(
        r"(完成|做完)?了?的?(事项|工作|部分|情况|内容|阶段|事情)|(完成|做完)?的$", text[b:]
    ):
        return True  # "已完成事项", "已经完成的部分": a heading word
    if word not in ("计划", "安排", "要求", "需"):
        return False
    return bool(
        re.match(r"(中|阶段|的|$|表|书|外|内|安排|所|要|方面)", text[b:])
        or re.search(r"(按|为|是|属|照|的|在|所)$", text[:a])
    )


def _units(text: str, lang: str) -> set:
    """Content units for matching a claim with the source's: Han bigrams (zh) or English words reduced to a stem
    ("installation"/"installed", "waiver"/"waive", "late-fee"/"late fee" match)."""
    if lang == "zh":
        return grams(text, lang)
    out = set()
    # idioms of approval said in a word the material uses ("has to wait for the green light", "got the go-ahead")
    text = _APPROVAL_IDIOM.sub(" approved ", text.lower())
    text = _SENT_BACK.sub(" returned ", text)
    for w in re.findall(r"[A-Za-z][A-Za-z']+", text):
        w = re.sub(r"'s?$", "", w)  # "a year's worth": the year
        if w in STOP_EN or len(w) <= 2:
            continue
        stem = _stem(w)
        out.add(_SAME_AS.get(stem, stem))
    return out


# words of one meaning that briefs and materials use in turn ("anything arriving later will be sent back unopened"
# for "Bids received after that date will be returned unopened"): read as one unit
_SENT_BACK = re.compile(r"\b(sen[dt]s?|sending|handed|hands?|given) back\b")
_SAME_AS = {"arriv": "receiv", "lat": "aft", "gather": "collect", "ceil": "cap", "maximum": "cap", "deal": "contract"}


_APPROVAL_IDIOM = re.compile(
    r"\b(the |its |their )?(green light|go-ahead|go ahead|sign-off|thumbs up|nod|blessing)\b|\b(says?|said) yes\b"
)


def _stem(word: str) -> str:
    return re.sub(r"(ations?|ions?|ments?|ings?|ers?|ed|es|s|e)$", "", word) or word


_FILLER_UNITS = {_stem(w) for w in _FILLER} | _FILLER


def _coverage(mine: set, para: set, lang: str) -> float:
    """How much of the clause the paragraph covers: the share of its words (en), or of its Han characters that
    sit in a bigram the paragraph also has ("将由项目组对试用过程中的记录进行汇总" is mostly 由项目组汇总试用记录)."""
    if not mine:
        return 1.0
    mine = {u for u in mine if not u.startswith("ALL:")}
    if lang != "zh":
        return len(mine & para) / len(mine) if mine else 1.0
    chars = {ch for g in mine if g[0] not in "@A" for ch in g}
    hit = {ch for g in mine & para if g[0] not in "@A" for ch in g}
    return len(hit) / len(chars) if chars else 1.0


def _all_units(text: str, lang: str, all_words: re.Pattern) -> set:
    """ "ALL:<noun>" for each universal quantifier and the noun it governs ("all branches" -> ALL:branch,
    "全部仓库" -> ALL:仓库; the source's "every book" does not support "all branches")."""
    out = set()
    for m in all_words.finditer(text):
        rest = text[m.end() :]
        if lang == "zh":
            han = re.sub(r"[^\u4e00-\u9fff]|的", "", rest)[:4]
            head = re.match(
                r"[\u4e00-\u9fff]{0,2}?(仓库|仓|门店|网点|分馆|站点|线路|区域|部门|班组|员工|人员|地区|城市)", han
            )
            if head:  # "全部仓库" quantifies things; "已全部做完" is an adverb of the verb
                out.add("ALL:" + head.group(1))
        else:
            nxt = next((w for w in re.findall(r"[a-z][a-z'-]+", rest.lower()) if w not in STOP_EN), None)
            if nxt:
                out.add("ALL:" + _stem(nxt))
    return out


def _claim_units(text: str, clauses: list, lang: str, all_words: re.Pattern) -> set:
    """A source sentence's units for claim matching: its words, its entities ("@lot_b") and its quantifiers."""
    units = _units(text, lang) | {"@" + m.id for c in clauses for m in c.entities}
    return units | _all_units(text, lang, all_words)


# Acts a notice or a plan performs by being written: reporting them done restates the material.
# a sentence about the rule or condition just stated ("this requirement cannot be waived", "该要求不设例外")
_ANAPHOR = re.compile(
    r"\W*(this|that|the|such an?|these|those) (requirement|rule|condition|obligation|restriction|prohibition)s?\b"
    r"|\W*(该|此|这一?|上述)(要求|规定|条件|限制|规则)",
    re.I,
)
# acts a letter or notice performs by being issued ("this amendment extends the end date")
_LETTER_ACTS = "extend|amend|renew|confirm"
_PUBLISH = re.compile(
    r"\b(issued|published|announced|released|put out|launched|invited|advertised|posted|procured|procuring|tendered"
    rf"|sought|(?:{_LETTER_ACTS})ed"
    # "has opened a tender for 12 buses": the notice's own act (opening the bids is another)
    r"|(opened|started|kicked off) (a |an |the |its )?(\w+ )?(tender|tendering|bidding|competition|procurement)"
    # "has asked suppliers to put in offers": the notice's invitation to bid
    r"|asked (\w+ ){1,2}to (put in|submit|send|make|place) (\w+ )?(offers|bids|tenders|quotes|proposals))\b"
    r"|发布|发出|公布|印发|下发通知",
    re.I,
)


# Kinds of act a report of progress names (en; a category lexicon, not one sample's verbs): an act of one kind
# restates another of that kind ("gathered" / "collected"). An act outside every kind must be named as it is.
_ACTS = {
    "ACT:do": r"complet|finish|done|conclud|wrap|end|held|hold|took place|taken place|conduct|organi[sz]|host|run"
    r"|carri|perform|undert|did|made|make"
    # a visit in other words: "bidders had been shown around the depot", "had already taken bidders round"
    r"|shown|showed|taken|took|tour|guid|walk",
    "ACT:collect": r"collect|gather|compil|assembl|pull|obtain",
    # a request in other words: "funding has been asked for", "the authority applied for the licence"
    "ACT:submit": r"submit|sent|send|fil|lodg|present|hand|forward|refer|ask|request|appli|sought|put in",
    "ACT:withdraw": r"withdraw|withdrawn|drop|remov|cancel|scrap|pull",
    "ACT:approve": r"approv|grant|sign off|authori[sz]|clear|endors|pass",
}


def _act(marker: str) -> str | None:
    """The kind of act a progress marker names ("has been completed" -> ACT:do), its stem when it is of no
    kind ("has been ordered" -> order), None for a bare auxiliary or a Chinese marker."""
    words = re.findall(r"[a-z]+", marker.lower())
    verbs = [
        w
        for w in words
        if w
        not in (
            "has",
            "have",
            "had",
            "been",
            "was",
            "were",
            "is",
            "are",
            "already",
            "now",
            "also",
            "just",
            "currently",
            "still",
            "being",
        )
    ]
    if not verbs:
        return None
    verb = verbs[-1]
    for kind, pattern in _ACTS.items():
        if re.match(pattern, verb):
            return kind
    return _stem(verb)
