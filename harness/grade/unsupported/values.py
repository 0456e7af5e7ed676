"""Values the material never states: a date, amount, percentage, count or figure of the answer that no source value
matches, unless it restates the material in other words (a row number, a ratio of its counts, a season of its month)."""

from __future__ import annotations

import calendar

from harness.grade import rx as re
from harness.grade.extract import Clause
from harness.grade.lexicon import EDGE_WORDS
from harness.grade.text import grams, without_values
from harness.grade.unsupported.base import Base
from harness.grade.unsupported.words import (
    _DEADLINE_ACT_AFTER,
    _DEADLINE_ACT_BEFORE,
    _FILLER_UNITS,
    _SEASONS,
    APPLYING,
    _units,
    bare_done_label,
    restates,
)
from harness.grade.values import same_number

# a meeting held ("召开会议", "will meet", "holds its meeting")
_MEETS = re.compile(
    r"[^，。；,;]{0,6}?(召开|举行|召集|开会|上会)"
    r"|\s*(?:to |will |would )?(?:meet|meets|convene|convenes|hold (?:a|its|their) \w*\s?meeting)\b",
    re.I,
)

_MET = re.compile(r"审议|会议|会上|表决|\b(meeting|met|session|convened|deliberated)\b", re.I)


# a season, half-year or quarter with its year, as the material writes it
_SEASON_EN = re.compile(
    r"\b(spring|summer|autumn|fall|winter|(?:first|second) half|(?:first|second|third|fourth) quarter|q[1-4])"
    r"\s+(?:of\s+)?(\d{4})\b"
)
_SEASON_ZH = re.compile(r"(\d{4})\s*年?\s*第?(春|夏|秋|冬|上半|下半|[一二三四](?=季度))")


# a word that sets one amount against another: "instead of", "rather than", "down from", "cut to", "而非", "低于申请的"
_COMPARED = re.compile(
    r"[\s(（,，]*(?:instead of|rather than|down from|up from|cut from|reduced from|against|versus|vs\.?"
    r"|compared (?:with|to)|out of|(?:cut |reduced |down |lowered )?to|from"
    r"|而非|而不是|而不是原?申请的?|低于(?:申请的?|原申请的?)?|高于"
    r"|较(?:申请的?)?|比(?:申请的?)?|(?:减|降|压缩)?至|→|->)[\s)）,，]*(?:the\s+)?(?:requested\s+|asked-for\s+)?",
    re.I,
)


# a count of bodies, and the name of a body: "两个部门" after 县民政局 and 县商务局
_BODY_NOUNS = {"departments", "bodies", "agencies", "authorities", "organisations", "organizations", "offices"}
_BODY_NAME = re.compile(
    r"(?:局|委员会|委|厅|办|办公室|中心|公司|银行|部)$"
    r"|\b(?:council|bureau|department|agency|office|ministry|authority|board|trust|fund|committee|foundation)$",
    re.I,
)


class Values(Base):
    def values(self, c: Clause) -> None:
        # "需求调研正在进行，预计2月底完成": the date of a fact's distortion in the sentence belongs to that finding
        # (or the sentence a semicolon joins to it: "Waivers above EUR 10 need a librarian's confirmation; smaller
        # waivers are issued automatically")
        joined = self.doc.semicolon_joined(c.sentence)
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
                v.kind in ("date", "amount", "duration")
                or v.kind == "count"
                and (self._counts_scope_parts(v) or self._counts_scope_named_before(c, v))
            ):
                continue  # "waivers above EUR 10" in an invented exception, "三个场站合计…" in a widened scope
            if v.kind in ("count", "figure") and v.value == 1.0:
                continue  # "一个约束", "one of the": a single thing is not a figure the source must state
            if v.kind == "date" and c.text in self.ctx.hit_clauses and self._a_facts_date(v):
                continue  # "submit bids with a valid battery safety certificate by 3 March 2027": the fact's own day
            if v.kind == "figure" and (self._row_number(v) or self._item_ref(v) or self._enumerator(v)):
                continue  # "| 4 | 履约保证金 | 38万元 |": the row's number under 序号, "action 5"
            if v.kind in ("count", "figure", "date") and self.ctx.cut_off(c) and self._cut_with_it(v):
                continue  # "市图书馆已于2027年3", "by 3 Ma" at the output budget: a value cut off, no claim of its own
            if v.kind == "percentage" and self._ratio_of_counts(c, v):
                continue  # "24 (a third of them, 8, height-adjustable)": 8 of the material's 24, as a share
            if v.kind == "figure" and self._day_of_the_month_before(c, v):
                continue  # "4月15号评审过了，现在在公示，24号才到期": the 24th of that month, a day the material gives
            if v.kind == "figure" and self._dotted_day(v):
                continue  # "5.12 确定明澈照明中标": the month and day the material gives (5月12日), in a timeline
            if v.kind in ("count", "figure") and not v.unit and self._echo(v) and not self._other_things(c, v):
                continue  # "ten (10) weeks": the number written twice, in words and in digits
            if v.kind == "count" and not self.ctx.in_source(v) and self._count_said_again(c, v):
                continue  # "ten relatives can stay over (10 overnight places)": the material's count, said again
            if (v.kind == "count" or v.kind == "figure" and c.entity_ids()) and self._scope_size(c, v):
                continue  # "on three branch libraries", "**Branches (no.):** 2 – Eastgate and Millbrook": counted
            if v.kind in ("count", "figure") and self._counts_its_list(c, v):
                continue  # "has to cover three things: kiosk rental, installation and staff training"
            if v.kind == "count" and (self._counts_named_ones(v) or self._counts_bodies_named_before(c, v)):
                continue  # "两个工业园区" where the material names 金凤工业园区 and 北岭工业园区
            if v.kind in ("duration", "count", "figure") and self._written_so_in_source(v):
                continue  # "the 28-day call-in" where the material names "the 28-day call-in period"
            if v.kind == "count" and self._counted_before(v):
                continue  # "三个卫生院……储能柜三家加起来一共12台": the three the answer counted before, by a classifier
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
                if re.search(rf"(?<![\d.,]){v.value[0]}(?![\d.,%])", self.source.text):
                    continue  # "the audit of the 2023 van grant" where the material names "a 2023 grant"
            if (
                v.kind == "date"
                and self.ctx.in_source(v)
                # the day a modality fact's completed part was done
                and any(
                    d[2] is not None and v.value[1:] == d[1:] and v.value[0] in (None, d[0]) for d in self.ctx.done_days
                )
                and (c.has("done") or re.search(r"了|过|完成|\b(done|completed|finished)\b", c.text, re.I))
            ):
                continue  # "6月26号…都实地看过、选好了": the completed step's day, the step in other words
            if not self.ctx.in_source(v) or self._other_things(c, v) or self._rate_unsupported(c, v):
                self.add({"amount": "amount"}.get(v.kind, v.kind), v.text, c)
            elif v.kind == "date" and self._dates_an_undated_act(c, v):
                self.add("date", v.text, c)  # "installation starts on 1 September 2026": the material gives none

    def _a_facts_date(self, v) -> bool:
        """``v`` is the day a required date fact gives (its own clause was graded a hit)."""
        from harness.grade.context import date_matches

        return any(
            (d := p.date("date")) is not None
            and d[2] is not None
            and v.value[2] is not None
            and date_matches(v, d, p.value.get("part"))
            for f in self.ctx.facts.facts
            for p in f.parts
            if p.type in ("date", "modality")
        )

    def _written_so_in_source(self, v) -> bool:
        """The value and the word after it, as the material writes them ("28-day call-in" in "subject to the 28-day
        call-in period"; "1–8号楼" where the material writes "1号楼至8号楼", a bare figure and two characters)."""
        if self.doc.lang == "zh" and self.source.lang == "zh" and v.kind == "figure":
            after = self.doc.text[v.end : v.end + 2]
            return bool(re.fullmatch(r"[\u4e00-\u9fff]{2}", after)) and v.text + after in self.source.text
        if self.doc.lang == "zh" and self.source.lang == "zh" and v.kind == "duration":
            # ("未在30日内签订" where the material writes "未在批准后30日内签订": the length as it writes it)
            days = re.fullmatch(r"(\d+)\s*(?:日|天)", v.text)
            said = re.escape(v.text) if days is None else rf"(?<![\d.]){days.group(1)}\s*(?:日|天)"
            return bool(re.search(said + r"(?:之?内|以内)", self.source.text)) and bool(
                re.match(r"之?内|以内", self.doc.text[v.end : v.end + 2])
            )
        if self.doc.lang != "en" or self.source.lang != "en":
            return False
        # ("in round 5" where the material says "resubmitted in round 5": the word before the number, as written)
        lead = re.search(r"\b([A-Za-z][\w'’-]{3,})\s+$", self.doc.text[max(0, v.start - 30) : v.start])
        if (
            lead
            and v.kind == "figure"
            and re.search(rf"\b{re.escape(lead.group(1))}\s+{re.escape(v.text)}(?![\d.,])", self.source.text, re.I)
        ):
            return True
        words = re.match(r"[\s-]+[A-Za-z][\w'’-]{3,}", self.doc.text[v.end : v.end + 40])
        if words is None:
            return False
        said = re.sub(r"\s+", " ", (v.text + words.group(0)).lower())
        return said in re.sub(r"\s+", " ", self.source.text.lower())

    def _counted_before(self, v) -> bool:
        """A Chinese count by a bare classifier ("三家", no noun after it) whose number the answer gave before with a
        noun, as the material counts it ("三个卫生院"): those things again."""
        if not (v.unit and re.fullmatch(r"[家个座所处位名]", v.unit)):
            return False
        return any(
            x.kind == "count"
            and x.end <= v.start
            and x.unit
            and len(x.unit) > 1
            and same_number(float(x.value), float(v.value))
            and self.ctx.in_source(x)
            for o in self.body
            for x in o.values
        )

    def _cut_with_it(self, v) -> bool:
        """The answer ends at ``v``, or in the month's name that ``v`` is the day of ("Bids must be submitted by 3 Ma"
        at the output budget)."""
        text = self.doc.text.rstrip()
        rest = text[v.end :]
        if not rest:
            return True
        m = re.fullmatch(r"\s([A-Za-z]{1,8})", rest)
        if m is None:
            return False
        cut = m.group(1).lower()
        return any(month.lower().startswith(cut) and month.lower() != cut for month in calendar.month_name[1:])

    def _enumerator(self, v) -> bool:
        """ "subject to two conditions: (1) the signed maintenance agreement …, and (2) the planning consent": a small
        number in brackets that numbers the items of a run of text, (1) first."""
        text = self.doc.text
        return (
            v.kind == "figure"
            and v.value <= 9
            and text[max(0, v.start - 1) : v.start] in ("(", "（")
            and text[v.end : v.end + 1] in (")", "）")
            and bool(re.search(r"[(（]1[)）]", text))
        )

    def _item_ref(self, v) -> bool:
        """ "Condition on action 5", "见第3项": the number of a row or list item the answer itself numbers so."""
        text = self.doc.text
        if not re.search(
            r"(?:\b(?:actions?|items?|steps?|rows?|points?|tasks?|lines?|no\.?|#)\s*|第\s*)$", text[: v.start], re.I
        ):
            return False
        n = re.escape(v.text.strip())
        return bool(re.search(rf"(?m)^\s*(?:\|\s*{n}\s*\||{n}[.)、．]\s)", text))

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

    def _counts_scope_named_before(self, c: Clause, v) -> bool:
        """The count is the number of a scope fact's parts the sentence names up to it ("1号楼、2号楼和3号楼（康复楼）
        三栋楼")."""
        parts = self.ctx.scope_parts
        named = {m.id for o in self.body if o.sentence == c.sentence and o.start < v.start for m in o.entities}
        named |= {m.id for m in c.entities if m.end <= v.start}
        return len(named & parts) == v.value

    def _counts_its_list(self, c: Clause, v) -> bool:
        """The count of the items the sentence lists right after it, past a colon ("three things: kiosk rental,
        installation and staff training", "包括三项：…、…和…"): the list is judged item by item, the count adds
        nothing."""
        sentences = self.doc.sentences()
        end = sentences[c.sentence][-1].end if c.sentence in sentences else c.end
        # or right before it, in Chinese: "早班、中班和夜班三种基本班次"
        lead = re.search(
            r"([^，。；：:,;\s]{1,12}(?:、[^，。；：:,;\s]{1,12})*(?:和|及|与)[^，。；：:,;\s]{1,12})$",
            self.doc.text[c.start : v.start],
        )
        items = re.split(r"、|和|及|与", lead.group(1)) if lead else []
        bg = self.ctx.background
        if (
            self.doc.lang == "zh"
            and len(items) == v.value
            # (each item the material's or the background's: "…、现场培训和硬件采购四部分费用" adds an item, and its
            # count with it)
            and all(
                restates(x, self.source, affirmative=True) >= 0.8 or bg is not None and restates(x, bg) >= 0.8
                for x in items
            )
        ):
            return True
        m = re.match(r"[^:：.。;；\n]{0,40}[:：]\s*(.+)", self.doc.text[v.end : end], re.S)
        if m is None:
            return False
        items = [
            x
            for x in re.split(r"\s*(?:,|，|、|;|；|\band\b|\bor\b|和|及|以及|与)\s*", m.group(1).rstrip(" .。;；"))
            if x.strip()
        ]
        return len(items) == v.value

    def _counts_named_ones(self, v) -> bool:
        """The count is how many things of its noun the material names ("两个工业园区" where it names 金凤工业园区 and
        北岭工业园区, "the two industrial parks" for the Jinfeng and Beiling Industrial Parks): declared names that end
        with the noun, each in the material."""
        if not v.unit or v.value < 2:
            return False
        if self.doc.lang == "zh":
            noun = re.sub(r"^[个座处家所台条项名位只辆间块张部批组]", "", v.unit)
            if len(noun) < 2:
                return False
            ends: tuple[str, ...] = (noun,)
        else:
            noun = v.unit.lower().split()[-1]
            if len(noun) < 3:
                return False
            ends = (noun, noun[:-1] if noun.endswith("s") else noun + "s")
        text = self.source.text.lower()
        names = {
            a.lower()
            for aliases in self.ctx.facts.entities.values()
            for a in aliases
            if a.lower().endswith(ends) and len(a) > len(noun) + 1 and a.lower() in text
        }
        # (variants of one name count once: "石桥镇分馆" inside "石桥镇图书馆分馆" is no second branch)
        names = {a for a in names if not any(a != b and (a in b or b in a) and len(b) < len(a) for b in names)}
        return len(names) == v.value

    def _counts_bodies_named_before(self, c: Clause, v) -> bool:
        """A count of bodies ("两个部门", "两部门", "the two bodies") right after the sentence, or the sentence before
        it on its line, names that many bodies ("县民政局…转交县商务局；两个部门都还没有作出决定"): the ones named, no
        number of its own."""
        if not v.unit or v.value < 2:
            return False
        if self.doc.lang == "zh":
            if re.sub(r"^[个家]", "", v.unit) not in ("部门", "单位", "机构", "机关", "方"):
                return False
        elif v.unit.lower().split()[-1] not in _BODY_NOUNS:
            return False
        near = {c.sentence, c.sentence - 1}
        named = {
            m.id
            for o in self.doc.clauses
            if o.sentence in near and o.line == c.line and o.start < v.start
            for m in o.entities
            if m.end <= v.start and _BODY_NAME.search(m.text)
        }
        return len(named) == v.value

    def _dates_an_undated_act(self, c: Clause, v) -> bool:
        """The clause gives a date to an act the material leaves undated (``Context.restates_undated``)."""
        return c.text not in self.ctx.hit_clauses and not self.states_fact(c) and self.ctx.restates_undated(c, v)

    def _season(self, v) -> set | None:
        """The months of a season, a half-year or a quarter written with the year ("spring 2027", "autumn of 2027",
        "2027年春季", "2026年下半年", "the third quarter of 2027")."""
        before = self.doc.text[max(v.start - 12, 0) : v.start].lower()
        after = self.doc.text[v.end : v.end + 6]
        m = (
            re.search(
                r"\b(spring|summer|autumn|fall|winter|(?:first|second) half|(?:first|second|third|fourth) quarter"
                r"|q[1-4])\s+(?:of\s+)?$",
                before,
            )
            or re.match(r"(?:年)?\s*(春|夏|秋|冬)(?:季|天)", after)
            or re.match(r"(?:年)?\s*(上半|下半)年", after)
            or re.match(r"(?:年)?\s*第?([一二三四])季度", after)
        )
        if m is None:
            return None
        months = _SEASONS[m.group(1)]
        # the same months the material says so ("Q2 2027" for "in the second quarter of 2027"): nothing added
        year, src = v.value[0], self.source.text.lower()
        said = [(w, y) for w, y in _SEASON_EN.findall(src)] + [(w, y) for y, w in _SEASON_ZH.findall(src)]
        if any(_SEASONS.get(w) == months and int(y) == year for w, y in said):
            return None
        return months

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
                # "only at two places, Eastgate and Millbrook": the parts named right after the count
                after = {
                    m.id
                    for o in self.body
                    if o.sentence == c.sentence
                    for m in o.entities
                    if v.end <= m.start <= v.end + 60
                }
                if set(p.value["include"]) <= after:
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

    def _day_of_the_month_before(self, c: Clause, v) -> bool:
        """A bare day ("24号", "24日") after a month named earlier in its sentence: the material gives that day."""
        if self.doc.lang != "zh" or not re.match(r"\s*[号日]", self.doc.text[v.end : v.end + 2]):
            return False
        before = self.doc.text[self._sentence_start(c) : v.start]
        months = re.findall(r"(\d{1,2})\s*月", before)
        if not months:
            return False
        month, day = int(months[-1]), int(v.value)
        return any(s.kind == "date" and s.value[1] == month and s.value[2] == day for s in self.ctx.source_values)

    def _count_said_again(self, c: Clause, v) -> bool:
        """The same number, counted as the material counts it, right after in the sentence's brackets ("ten relatives
        can stay over (10 overnight places)")."""
        return any(
            w is not v
            and w.kind == "count"
            and w.start > v.end
            and same_number(w.value, v.value)
            and self.ctx.in_source(w)
            and re.search(r"[(（]", self.doc.text[v.end : w.start])
            for o in self.body
            if o.sentence == c.sentence
            for w in o.values
        )

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
        if any(
            p.type == "count" and p.subject in c.entity_ids() and same_number(float(p.value["count"]), v.value)
            for f in self.ctx.facts.facts
            for p in f.parts
        ):
            return False  # "**Number of stops:** 12": the count fact's own number, said of its subject
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
        if self._compared_as_in_source(c, v):
            return (
                False  # "GBP 78,500 instead of GBP 96,000": the award and the sum asked for, as the material pairs them
            )
        mine = c.entity_ids() | {m.id for m in c.events}
        before = self.doc.text[c.start : v.start]
        if any(self.ctx.named_so_in_source(i, before, v) for i in c.entity_ids()):
            return False  # "申请额为1280万" where the material writes "县水利局申请项目投资1,280万元"
        holders = self._holders(lambda sv: sv.kind == "amount" and same_number(sv.value, v.value))
        # a holder named by a word of one of its names ("requested" for the request, whose names are "amount
        # requested", "asked the fund for"; "本区申报的是520万元" for 申报金额)
        sentence = self.doc.sentence_text(c.sentence)
        named = {i for h in holders for i in h if self.ctx.named_by_word(i, sentence)}
        # the thing the amount stands before ("the GBP 51,200 project"), named in a source sentence holding the amount
        # ("The whole project is costed at GBP 51,200"): that thing's cost, as the material gives it
        head = re.match(r"\s+([a-z]{4,})\b", self.doc.text[v.end : c.end]) if self.doc.lang == "en" else None
        if head and any(
            re.search(rf"\b{re.escape(head.group(1))}\b", self.source.sentence_text(s.sentence), re.I)
            for s in self.source.clauses
            if any(sv.kind == "amount" and same_number(sv.value, v.value) for sv in s.values)
        ):
            return False
        # and the other way round: a source sentence holding the amount names one of the clause's things by a word of
        # its names ("asking for GBP 24,000" for the request, named "asked for"; the answer's "we had requested")
        if any(
            self.ctx.named_by_word(i, self.source.sentence_text(s.sentence))
            for s in self.source.clauses
            if any(sv.kind == "amount" and same_number(sv.value, v.value) for sv in s.values)
            for i in c.entity_ids()
        ):
            return False
        return bool(holders) and all(h and not (h & (mine | named)) for h in holders)

    def _compared_as_in_source(self, c: Clause, v) -> bool:
        """The amount is set against another amount of the clause by a word of comparison ("GBP 78,500 instead of
        GBP 96,000", "cut from EUR 40,000 to EUR 32,000", "批复86万元，低于申请的110万元"), and one paragraph of the
        material gives both: the material's own pair, compared."""

        for w in c.values:
            if w is v or w.kind != "amount" or same_number(w.value, v.value):
                continue
            a, b = (w, v) if w.end <= v.start else (v, w)
            if not _COMPARED.fullmatch(self.doc.text[a.end : b.start]):
                continue
            lines_v = {
                s.line
                for s in self.source.clauses
                for sv in s.values
                if sv.kind == "amount" and same_number(sv.value, v.value)
            }
            lines_w = {
                s.line
                for s in self.source.clauses
                for sv in s.values
                if sv.kind == "amount" and same_number(sv.value, w.value)
            }
            if lines_v & lines_w:
                return True
        return False

    def _holders(self, holds) -> list[set[str]]:
        """The things and acts of each source sentence, once per value in it that ``holds``."""
        out = []
        src = self.source
        for s in src.clauses:
            for sv in s.values:
                if holds(sv):
                    # (and the sentence a semicolon joins to it, where the value refers back to it: "The fund will
                    # not pay the difference; the church must find the remaining GBP 44,000 itself" gives the 44,000
                    # to the difference)
                    back = re.search(
                        r"\b(?:remaining|rest of|balance of|other)\s+(?:[\w-]+\s+){0,2}$"
                        r"|(?:剩余|余下|其余|差额|缺口)[^，。；]{0,4}$",
                        src.text[s.start : sv.start],
                        re.I,
                    )
                    joined = src.semicolon_joined(s.sentence) if back else {s.sentence}
                    sent = [o for o in src.clauses if o.sentence in joined]
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

    def _deadline_of_another_act(self, c: Clause, v) -> bool:
        """The clause sets ``v`` as a deadline ("must be appointed by", "须于…前") for an act in words few of which any
        sentence of the material holding ``v`` uses."""
        text = self.doc.text
        deadline = re.search(
            r"\b(?:must|has to|have to|needs? to|is to|are to|should)\b[^,;]{0,40}\b(?:by|before|no later than)"
            r"\s+(?:the\s+)?$",
            text[c.start : v.start],
            re.I,
        ) or (self.doc.lang == "zh" and re.search(r"(?:须|必须|需|应)(?:在|于)?\s*$", text[c.start : v.start]))
        if not deadline:
            return False
        from harness.grade.context import date_matches

        # (a date a required fact gives, judged by that fact: "has to be wrapped up by 31 March 2027" ends the works)
        if any(
            (d := p.date(k)) is not None and date_matches(v, d, p.value.get("part"))
            for f in self.ctx.facts.facts
            for p in f.parts
            for k in ("start", "end", "date")
            if p.type in ("period", "date", "modality")
        ):
            return False
        words = grams(without_values(c.text), self.doc.lang) - _FILLER_UNITS
        if len(words) < 2:
            return False
        holding = [
            self.source.sentence_text(i)
            for i, sent in self.source.sentences().items()
            if any(self.ctx.in_source_value(v, sv) for o in sent for sv in o.values)
        ]
        return bool(holding) and all(
            len(words & grams(without_values(t), self.source.lang)) / len(words) < 0.34 for t in holding
        )

    def _date_elsewhere(self, c: Clause, v) -> bool:
        # "截至2月10日仍在审批中": the material's "as of" day, said as the day a state still holds (no act of that day)
        as_of = r"(?:截至|截止到?|到)\s*$|\bas (?:of|at)\s+$"
        if re.search(as_of, self.doc.text[max(c.start, v.start - 6) : v.start], re.I) and any(
            s.kind == "date"
            and self.ctx.in_source_value(v, s)
            and re.search(as_of, self.source.text[max(0, s.start - 6) : s.start], re.I)
            for s in self.ctx.source_values
        ):
            return False
        # the act the date is given to ("采购合同拟于3月初签订"), next to it with no list separator between; things
        # alone may be paraphrased
        reach = 12 if self.doc.lang == "zh" else 40
        text = self.doc.text
        # "- Works period: 01/03/2027 – 30/11/2027 (starts w/c 1 March 2027)": the things named before in the sentence
        named_before = any(o.entities for o in self.body if o.sentence == c.sentence and o.end <= c.start) or bool(
            re.match(r"\W*(it|this|that)\b", c.text, re.I)  # "It starts on the first of October 2027"
        )
        mine = {
            m.id
            for m in c.events
            # "The programme starts on 1 April 2026": a bare start word said of a thing is that thing's edge
            if not (m.text.lower() in EDGE_WORDS and (c.entities or named_before))
            # ("the start of July 2027": a word of the date itself)
            and not any(w.start <= m.start and m.end <= w.end for w in c.values)
            # ("原不予支持决定已于2026年6月18日被撤销": the refusal named inside the pending state's words, not the act
            # the date is given to)
            and not (m.negated and c.status and c.status[0] == "pending" and m.text in c.status[1])
            # ("4月15日的初审通过并不是批准", "the first review on 15 April is not an approval": what the dated act is
            # not, no act of that day)
            and not (
                m.start >= v.end
                and re.search(
                    r"(?:并不|不|并非|而非)(?:是|等于|等同于|代表|意味着)?\s*$|\b(?:is|was|are|were)\s+not\s+(?:an?\s+|the\s+)?$"
                    r"|\b(?:isn['’]t|wasn['’]t|does not mean|doesn['’]t mean)\s+(?:an?\s+|the\s+)?$",
                    text[max(v.end, m.start - 16) : m.start],
                    re.I,
                )
            )
            # "- Completed as of 20 June 2028": a label over the items that follow, its date the as-of date
            and not (not c.entities and bare_done_label(self.doc.lang, c.text, text[m.start : m.end + 8]))
            and (
                (
                    m.end <= v.start
                    and v.start - m.end <= reach
                    and not re.search(r"[·|•;；]", text[m.end : v.start])
                    # ("the board has not yet voted and meets next on 15 July 2026": "and" opens another verb's
                    # phrase, the date is that verb's)
                    and not re.search(
                        r"\s(?:and|but)\s+(?!(?:on|in|by|at|from|before|after)\b)[a-z]", text[m.end : v.start]
                    )
                )
                or (
                    m.start >= v.end
                    and m.start - v.end <= reach
                    and not re.search(r"[·|•;；]", text[v.end : m.start])
                    # "the request for three more weeks into September was refused": the date ends the subject's
                    # phrase, the act after it is the main verb's
                    and not re.match(r"\s+(was|were|is|are|has been|have been|had been)\b", text[v.end : m.start])
                    # "returned as incomplete on 11 March 2028 and has not been assessed": the date ends its verb's
                    # phrase, "and" opens another's
                    and not re.match(r"\s*,?\s*(?:and|but)\s", text[v.end : m.start], re.I)
                )
            )
        }
        if self.doc.lang == "en" and any(
            m.id in mine
            and (
                len(m.text) >= 5
                and re.search(rf"\b{re.escape(m.text[:5])}", self.source.sentence_text(i), re.I)
                # ("Submitted 3 March 2026" for "On 3 March 2026 the choir asked the fund for GBP 20,100")
                or APPLYING.fullmatch(m.text) is not None
                and APPLYING.search(self.source.sentence_text(i)) is not None
            )
            for m in c.events
            for i, sent in self.source.sentences().items()
            if any(self.ctx.in_source_value(v, sv) for o in sent for sv in o.values)
        ):
            # "applied on 3 March 2026 to the fund" where the material says "The application was submitted on 3 March
            # 2026" (and the sample's "applied" names paint applied): the act the material dates, in a word of its own
            return False
        if re.search(
            r"(?:\bmeeting (?:of|on|held on)|会议|会上)\s*$", text[max(c.start, v.start - 24) : v.start], re.I
        ) and any(
            _MET.search(self.source.sentence_text(i))
            for i, sent in self.source.sentences().items()
            if any(self.ctx.in_source_value(v, sv) for o in sent for sv in o.values)
        ):
            return False  # "Taken at the meeting of 4 June 2026": the meeting the material holds that day
        if re.fullmatch(
            r"\W*(?:[\w-]+\s+){0,3}decision(?:\s+(?:by|on|due|expected|date))?\W*|\W*[\u4e00-\u9fff]{0,6}(?:决定|批复|审批结果)\W*",
            without_values(c.text),
            re.I,
        ):
            # "| Grant decision 2026-05-12 | Refused |": the day of a decision, the clause naming nothing else, where a
            # sentence of the material holding that day gives a decision
            if any(
                any(o.status for o in sent)
                for sent in self.source.sentences().values()
                if any(self.ctx.in_source_value(v, sv) for o in sent for sv in o.values)
            ):
                return False
        if not mine:
            # "须于2027年6月10日前缴纳履约保证金", "the bond must be lodged by 10 June 2027": a deadline for an act on a
            # thing; the thing is what the date is given to
            if _DEADLINE_ACT_AFTER.match(text[v.end : c.end]) or _DEADLINE_ACT_BEFORE.search(text[c.start : v.start]):
                mine = {e.id for e in c.entities}
            if not mine and _MEETS.match(text[v.end : c.end]):
                # "集团投资委员会将于3月初召开会议审议预算申请": a meeting dated with another thing's date, where no
                # sentence of the material holding that date holds a meeting
                # ("董事会5月20号开会看了预算" where "2027年5月20日，水司董事会审议本工程预算": the same body, or a
                # meeting in other words)
                return not any(
                    _MEETS.search(self.source.sentence_text(i))
                    or _MET.search(self.source.sentence_text(i))
                    or {m.id for m in c.entities if m.end <= v.start} & {m.id for o in sent for m in o.entities}
                    for i, sent in self.source.sentences().items()
                    if any(self.ctx.in_source_value(v, sv) for o in sent for sv in o.values)
                )
            if not mine:
                # "The contractor must be appointed by 31 August 2026" where the material's 31 August 2026 ends the
                # cleaning contract: a deadline for an act no sentence of the material holding the date speaks of
                return self._deadline_of_another_act(c, v)
        # "for the period 1 July 2027 to 30 June 2030": one end of a range the material gives whole
        for w in c.values:
            if w is not v and w.kind == "date" and self.ctx.in_source(w):
                gap = text[v.end : w.start] if w.start >= v.end else text[w.end : v.start]
                # ("from the start of July 2027 through to the end of June 2029")
                if re.fullmatch(r"\s*(?:(?:to|until|till|through|and)(?:\s+to)?(?:\s+the)?|–|—|-|至|到)\s*", gap, re.I):
                    return False
        # "Tidewell starts on 2 November 2026 and has to be finished by 14 March 2027": both ends of one period the
        # material gives in one sentence, whoever the clause makes their subject
        # ("on site from the start of May 2027 and have to be finished by the end of November 2027": parts of months)
        others = [w for w in c.values if w is not v and w.kind == "date" and (w.value[2] is not None or w.part)]
        if (v.value[2] is not None or v.part) and others:
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
        # "我局于2025年11月12日同意" where "县交通运输局于2025年11月12日同意延期": the act's own word, in a sentence
        # of the material holding the date (read there as a longer name of another act)
        said = [text[m.start : m.end] for m in c.events if m.id in mine and m.end - m.start >= 2]
        if said and any(
            any(w in self.source.sentence_text(i) for w in said)
            for i, sent in self.source.sentences().items()
            if any(self.ctx.in_source_value(v, sv) for o in sent for sv in o.values)
        ):
            return False
        return bool(holders) and all(not (h & mine) for h in holders)
