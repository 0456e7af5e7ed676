"""One extractor for the material and the answer: text -> sentences -> clauses with typed content.

A clause carries, with offsets into the text it came from:
- ``entities`` / ``events``: mentions of the sample's declared entities and events (aliases from facts.yaml, the
  longest match first), each with ``negated`` (a negation word before it in the clause);
- ``carried``: the entities of the clause before it in the same sentence (or of a label line ending with a colon)
  when the clause names none itself -- the documented nearest-subject rule ("预算：120万元" binds 120万元 to 预算);
- ``values``: typed values (``harness.grade.values``);
- ``marks``: grammar words found (``harness.grade.lexicon``: only, all, exclude, condition, exception, ...);
- ``status``: an approval status stated in the clause (``approved``/``pending``/``rejected``/``conditional``/
  ``withdrawn``) or None; an approval inside a condition ("审批通过后", "once the funding is approved") states
  no status;
- ``heading_modality``: ``done``/``planned`` when the clause sits under a heading or label that says so.
The material is read by the same function, so "supported" means "the source makes the same claim".
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field

from harness.grade import rx as re
from harness.grade.facts import FactSet
from harness.grade.lexicon import IDIOM_FORMS_EN, INCLUDED_IN_SUM_ZH, SURVEY_SPOKEN_ZH, Lexicon, lexicon
from harness.grade.values import MONTH_WORD, Value, find_values, number

_SENTENCE_END = re.compile(
    r"[。！？!?；;]+|\n+|(?<![A-Za-z0-9]\.[A-Za-z])(?<!\b[a-z])(?<!(?<![A-Za-z]{2}\s)\b[A-Z])(?<!^\d)(?<!\n\d)"
    r"(?<!^\d\d)(?<!\n\d\d)"
    r"(?<!\bmax)(?<!\bmin)(?<!\bapprox)(?<!\bno)(?<!\bvs)(?<!\betc)(?<!\bca)(?<!\bincl)(?<!\bexcl)"
    r"(?<!\bJan)(?<!\bFeb)(?<!\bMar)(?<!\bApr)(?<!\bJun)(?<!\bJul)(?<!\bAug)(?<!\bSep)"
    r"(?<!\bSept)(?<!\bOct)(?<!\bNov)(?<!\bDec)"
    # titles and company forms before a name ("St. Aldric Regional Hospital", "Dr. Marsh", "Corvane Inc. will")
    r"(?<!\bSt)(?<!\bDr)(?<!\bMr)(?<!\bMrs)(?<!\bMs)(?<!\bProf)(?<!\bMt)(?<!\bJr)(?<!\bSr)(?<!\bInc)(?<!\bLtd)"
    r"(?<!\bCo)(?<!\bCorp)(?<!\bDept)(?<!\bNo)\.(?=\s|$)"
    # "**Did we get the money?** No. The panel turned it down": the answer "No." ends its sentence ("No. 5" does not)
    r"|(?<=\b[Nn]o)\.(?=\s+[A-Z][a-z]|\s*$)"
)
# A sentence opening with a pronoun for what the sentence before was about.
_PRONOUN_START = re.compile(r"\W*(?:it|they|this|these|its|their|该|其|它们?|此)(?![A-Za-z])", re.I)
# (a comma after a topic marker does not end the clause: "调研那块，截至2月10日两个仓都做完了")
_CLAUSE_END_ZH = re.compile(
    r"(?<!那块)(?<!这块)(?<!方面)(?<!这边)(?<!那边)，|[（）()|]|(?<!\d)：|：(?!\d)|——|(?<!\d),|,(?!\d{3})|(?<!\d):|:(?!\d)"
)
# (not the comma between single letters of one list: "Lots A, B and C")
_CLAUSE_END_EN = re.compile(
    r"[，（）|]|(?<!\d)：|：(?!\d)|\((?!\d{1,4}\))|(?<!\(\d)(?<!\(\d\d)(?<!\(\d\d\d)(?<!\(\d\d\d\d)\)|(?!(?<=\s[A-Z]),\s[A-Z]\b)(?:(?<!\d),(?!\s*\d{4}\b)|,(?!\d{3}|\s*\d{4}\b))|(?<!\d):|:(?!\d)|\s(?:but|whereas)\s|(?<!\ba)\swhile\s"
    r"|(?<![\d.])\s[-–—]\s(?!\d|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec))"
    # "approved the equipment part and refused the building alterations": two decisions, each with its own thing
    r"|\sand\s(?=(?:then\s)?(?:refused|rejected|declined|turned down)\s)"
)
# A table row is one sentence (its cells belong together); its clauses end at cells and sentence ends too.
_TABLE_CLAUSE = {
    lang: re.compile(pattern.pattern + r"|" + _SENTENCE_END.pattern)
    for lang, pattern in (("zh", _CLAUSE_END_ZH), ("en", _CLAUSE_END_EN))
}
MARKUP = re.compile(r"^\s*(#+|[-*•+]|\d+[.)、．]|[一二三四五六七八九十]+[、.．]|\|)?\s*")
# A heading's markup and numbering: "## 3. Sources", "**二、计划与已完成**", "### (1) Status"; a date opening the
# heading ("### 2027-06-09 – Decision", "### 3月1日") is not a number.
_HEADING_MARKUP = re.compile(
    r"^\s*(#+\s*)?[*_]*\s*(\d{1,2}(\.\d{1,2})*(?:[.)、．](?!\d)|(?=\s))|[一二三四五六七八九十]+[、.．]|[（(][^）)]{1,3}[)）]"
    r"|(part|section|step)\s+\d+[.:：]?)?\s*",
    re.I,
)
_MARK_NAMES = (
    "negation",
    "no_need",
    "only",
    "all",
    "exclude",
    "condition",
    "exception",
    "commitment",
    "predicted",
    "planned",
    "done",
    "ongoing",
    "min_bound",
    "max_bound",
    "respectively",
    "start",
    "end",
    "cond_context",
    "range",
)


@dataclass(frozen=True)
class Mention:
    id: str
    start: int
    end: int
    text: str
    negated: bool


_PREP = re.compile(r"(向|给|交给|交由|报送|报)$")


@dataclass
class Clause:
    sentence: int
    start: int
    end: int
    text: str
    line: int
    entities: list[Mention] = field(default_factory=list)
    events: list[Mention] = field(default_factory=list)
    carried: tuple[str, ...] = ()
    values: list[Value] = field(default_factory=list)
    marks: dict[str, list[tuple[int, int, str]]] = field(default_factory=dict)
    status: tuple[str, str] | None = None  # (status, the words that said it)
    heading_modality: str | None = None
    after_label: bool = False  # the clause follows "标签：" / "Label:": the label's subject holds here too
    is_label: bool = False  # "已完成：", "**Completed:**", a table row's first cell: names what follows, claims nothing
    label_text: str = ""  # the label this clause follows ("Period" in "Period: 2026-09-14 to 2026-12-11")
    question: bool = False  # the clause asks ("班次建议会直接发给员工吗？"): it claims nothing
    named_after: bool = False  # its subject is the bracketed name after it ("late September (Eastgate)")

    def entity_ids(self) -> set[str]:
        own = {m.id for m in self.entities}
        if self.after_label:
            return own | set(self.carried)
        # "须于8月20日前向区建设局提交申请": a thing named only as whom the act goes to keeps the carried subject
        if own and self.carried and all(_PREP.search(self.text[: m.start - self.start]) for m in self.entities):
            return own | set(self.carried)
        # "东湾区教育局（虚构）的校园饮水改造申请获批立项": the name goes on after the bracket, its holder carried
        if own and self.carried and self.text.startswith("的"):
            return own | set(self.carried)
        return own or set(self.carried)

    def has(self, mark: str) -> bool:
        return bool(self.marks.get(mark))

    def event(self, event_id: str) -> list[Mention]:
        return [m for m in self.events if m.id == event_id]


@dataclass
class Document:
    text: str
    lang: str
    clauses: list[Clause]
    # The clauses of heading and title lines ("# 试点简报（已通过初审）", "## Status (signing expected in May)"),
    # numbered by negative sentence indexes: they state no required fact, but a claim in them is still a claim.
    headings: list[Clause] = field(default_factory=list)
    # The clauses by sentence index, headings included, built on first use: a document is read once and then only
    # looked up (the grader asks for a sentence's clauses thousands of times per answer).
    _by_sentence: dict[int, list[Clause]] | None = field(default=None, init=False, repr=False, compare=False)

    def _index(self) -> dict[int, list[Clause]]:
        if self._by_sentence is None:
            out: dict[int, list[Clause]] = {}
            for c in (*self.clauses, *self.headings):
                out.setdefault(c.sentence, []).append(c)
            self._by_sentence = out
        return self._by_sentence

    def sentences(self) -> dict[int, list[Clause]]:
        """The body's clauses by sentence (a new dict each call: callers may change it)."""
        return {i: list(cs) for i, cs in self._index().items() if i >= 0}

    def sentence_text(self, index: int) -> str:
        cs = self._index().get(index)
        return self.text[cs[0].start : cs[-1].end] if cs else ""

    def bracket_after(self, c: Clause) -> Clause | None:
        """The clause of ``c``'s sentence that ``c`` follows in brackets, where ``c`` holds nothing but its values
        ("这个项目从今年7月1日干到年底（2026年12月31日）", "the tour of the Northgate depot (10 February 2027)"):
        what the values are said of. None where ``c`` is no such bracket."""
        if not c.values:
            return None
        bare = c.text
        for v in sorted(c.values, key=lambda v: -v.start):
            bare = bare[: v.start - c.start] + bare[v.end - c.start :]
        if not re.fullmatch(r"\s*[(（]?\s*[)）]?\s*", bare):
            return None
        prev = next((o for o in reversed(self._index().get(c.sentence, ())) if o.end <= c.start), None)
        if prev is None:
            return None
        opened = re.fullmatch(r"\s*[(（]\s*", self.text[prev.end : c.start]) or re.match(r"\s*[(（]", c.text)
        closed = re.search(r"[)）]\s*$", c.text) or re.match(r"\s*[)）]", self.text[c.end : c.end + 3])
        if opened and closed:
            return prev
        # "- Done: drone operator registration with the Aerial Operations Registry, 18 March 2026.": a list item's
        # date after a comma, closing its sentence, where the act before it has no date of its own
        if (
            re.fullmatch(r"\s*[,，]\s*", self.text[prev.end : c.start])
            and c is self._index()[c.sentence][-1]
            and all(v.kind == "date" for v in c.values)
            and not any(v.kind == "date" for v in prev.values)
            and re.match(r"\s*[-*•]", self.text[self.text.rfind("\n", 0, prev.start) + 1 :])
        ):
            return prev
        return None

    def semicolon_joined(self, index: int) -> set[int]:
        """The sentence and those a semicolon joins to it, before and after ("Waivers above EUR 10 need a
        librarian's confirmation; smaller waivers are issued automatically")."""
        sents = self.sentences()
        return {index} | {
            i
            for i in (index - 1, index + 1)
            if (a := min(index, i)) in sents
            and a + 1 in sents
            and re.fullmatch(r"\s*[;；]\s*", self.text[sents[a][-1].end : sents[a + 1][0].start])
        }


_GLUE = {
    *"with without within from into onto upon that this than then when only also been have will before after under"
    " over about against through during until unless once each every some".split()
}


def _alias_pattern(alias: str, lang: str, stem: bool = False) -> str:
    return _alias_forms(alias, lang, stem)[0]


# the act of a Chinese verb-object name, said after its object ("协议也签了")
_FRONTED_VERB = {
    "签订": "签(?:订|署)?",
    "签署": "签(?:订|署)?",
    "签": "签(?:订|署)?",
    "提交": "(?:提|递)?交",
    "递交": "(?:提|递)?交",
    "报送": "(?:报送|上报|报)",
    "上报": "(?:报送|上报|报)",
}


# Chinese verb-object words whose verb takes 了, 过 or 完 before its object (离合词)
_SEPARABLE_ZH = frozenset(
    {"签字", "付款", "交款", "缴款", "拨款", "开工", "动工", "交费", "缴费", "报名", "盖章", "开会", "验货"}
)


# an event's word of approving that "say yes" also says
_SAYS_YES = frozenset({"approve", "approved", "approves", "confirm", "confirmed", "confirms", "agree", "agreed"})


# a document named by the act it serves ("招聘公告", "验收报告")
_DOCUMENT_ZH = re.compile(r"([\u4e00-\u9fff]{2})(公告|启事|通知|合同|协议|报告|方案|清单|记录)")
# the opening of a precondition before its event ("只有在设备安装完成…后才拨付", "待验收合格后")
_PRECONDITION_ZH = re.compile(r"(?:只有|只要|唯有|必须|须|需要?|待|等到?|一旦|如果|若|(?<![存现正])在)[^，。；]{0,24}$")


def _alias_forms(alias: str, lang: str, stem: bool = False) -> tuple[str, str]:
    """The alias's pattern, and a piece of text every match of it contains ("" where there is none): a clause
    without that piece is not searched."""
    a = re.escape(alias)
    if lang == "zh":
        # "首批电梯" also as "第一批电梯" (and the other way round): the first of a series, in either word
        either = re.sub(r"首(?=批|期|轮|次|阶段)|第一(?=批|期|轮|次|阶段)", "(?:首|第一)", a)
        # "需求调研" also as "需求摸底": the spoken words for a survey
        either = either.replace("调研", f"(?:调研|{SURVEY_SPOKEN_ZH})")
        passed = re.fullmatch(r"通过([\u4e00-\u9fff]{2,})", alias) if stem else None
        if passed:
            # an act's "通过消防验收" also as "消防验收通过", "消防验收已通过": the thing first, then passed
            # ("消防验收没过": not passed, the spoken way; the 没 is the clause's negation)
            return f"{either}|{re.escape(passed.group(1))}(?:已经?)?(?:通过|过了|没过|没有过|未过)", passed.group(1)
        moved_in = re.fullmatch(r"([搬迁])入", alias) if stem else None
        if moved_in:
            # "搬入" also as "搬进来", "搬进去"
            return f"{either}|{moved_in.group(1)}进(?:来|去)?", ""
        if stem and alias == "提交":
            # "打算5月交县文旅局审": handed to a party for its review, the spoken 提交
            return f"{either}|(?<![提递移转外公社成总])交(?:给|到)?(?=[^，。；]{{2,12}}?审)", ""
        fronted = re.fullmatch(r"(签订|签署|签|提交|递交|报送|上报)([\u4e00-\u9fff]{2,})", alias) if stem else None
        if fronted:
            # "签协议" also as "协议也签了", "材料已经交了": the object first, then the act done, the spoken way
            verb = _FRONTED_VERB[fronted.group(1)]
            noun = re.escape(fronted.group(2))
            return f"{either}|{noun}(?:也|已|已经|都|早就|早已|就|刚)?{verb}(?:了|好了|完了)", fronted.group(2)
        again = re.fullmatch(r"(重新|再次|另行)([\u4e00-\u9fff]{2,})", alias)
        if again and either == a:
            # "重新提交补助申请" also as "重新向街道办提交补助申请": the party it goes to between the adverb and the act
            return (
                f"{a}|{again.group(1)}(?:向|给|与|到|对)[\u4e00-\u9fff]{{1,8}}?{re.escape(again.group(2))}",
                again.group(1),
            )
        spoken = re.fullmatch(r"([\u4e00-\u9fff]{2,})安装", alias)
        if spoken and either == a:
            # "进场安装" also as "打算6月中旬进场装": the act's verb said short, after the words that make it plain
            return f"{a}|{re.escape(spoken.group(1))}装(?![修饰])", spoken.group(1)
        if stem and alias in _SEPARABLE_ZH:
            # a verb-object word said apart, the spoken way ("签了字", "付过款", "开了工")
            return f"{a}|{re.escape(alias[0])}(?:了|过|完)(?:的)?{re.escape(alias[1])}", ""
        counted = re.fullmatch(r"([\u4e00-\u9fff]{2,})([户人名家])", alias) if not stem else None
        if counted and either == a:
            # "受益户" also as "86户受益": the count's unit, then what the counted ones do
            unit, what = re.escape(counted.group(2)), re.escape(counted.group(1))
            return f"{a}|(?<=[\\d〇一二三四五六七八九十百千万两]){unit}{what}", counted.group(1)
        document = _DOCUMENT_ZH.fullmatch(alias) if not stem else None
        if document and either == a:
            # "招聘公告" also as "招聘牙医的公告": a document named by its act, what the act is for put between with 的
            head, tail = re.escape(document.group(1)), re.escape(document.group(2))
            return f"{a}|{head}[\u4e00-\u9fff]{{1,4}}?的{tail}", document.group(1)
        return either, alias if either == a else ""
    if not re.match(r"\w", alias[0]):
        return a, alias
    words = alias.split()
    if stem and len(words) >= 2 and words[0].lower() in ("hold", "holds", "holding", "has", "have", "having"):
        # "holds a B+E licence" also as "with a B+E licence", "has a B+E licence": what a person holds, in any of
        # its words
        rest = r"\s+".join(re.escape(w) for w in words[1:])
        return (
            r"(?<![\w-])(?:hold|holds|holding|held|has|have|having|had|with|possess(?:es|ing)?)\s+"
            + rest
            + r"(?![\w-])",
            words[-1].lower(),
        )
    if (
        stem
        and len(words) == 2
        and re.fullmatch(r"[a-z]{2,3}", words[0], re.I)
        and words[1].lower() in ("in", "up", "out", "off", "on", "down", "back")
    ):
        # a short verb and its particle ("put in", "dig in", "set up") also with its object between, the verb in any
        # form: "putting the posts in", "digs the new posts in", "set the kiosks up" (not "putting in £48,000": the
        # particle right after an inflected verb is read as before)
        v = re.escape(words[0])
        last = re.escape(words[0][-1])
        verb = rf"{v}(?:s|es|ed|d|{last}?ing|{last}ed)?"
        return (
            rf"(?<![\w-]){re.escape(alias)}(?![\w-])"
            rf"|(?<![\w-]){verb}(?:\s+(?!(?:and|or|but|to|of|for|on|at)\b)[\w'’-]+){{1,3}}?\s+{re.escape(words[1])}"
            rf"(?![\w-])",
            words[1].lower(),
        )
    if stem and len(words) >= 2 and re.fullmatch(r"[a-z]{4,}", words[0], re.I) and words[0].lower() not in _GLUE:
        # "approved in writing" also as "approved them in writing", "approve every update in writing": the verb,
        # up to two words of its object, then the rest of the phrase
        head = _alias_pattern(words[0], lang, stem=True)[: -len(r"(?![\w-])")]
        rest = r"\s+".join(re.escape(w) for w in words[1:])
        return head + r"(?:\s+[\w'’-]+){0,2}?\s+" + rest + r"(?:s|es|ed|d|ing)?(?![\w-])", words[-1]
    if stem and re.fullmatch(r"[a-z]{4,}", alias, re.I):
        # an event's verb written in one inflection ("closes", "submitted"): its other forms too ("bids close on")
        root = re.sub(r"(?<=..)(ing|ed|es|(?<!s)s)$", "", alias, flags=re.I)
        inflected = r"(?<![\w-])" + re.escape(root) + r"(?:e|es|ed|d|ing|s)?(?![\w-])"
        if alias.lower() in _SAYS_YES:
            # "A branch librarian has to say yes to every waiver": approval said the spoken way (not "said yes", the
            # funder's decision told in the past)
            return inflected + r"|(?<![\w-])(?:say|says)\s+yes(?![\w-])", ""
        if root != alias and len(root) >= 3:
            return inflected, root
    if len(words) >= 2 and re.fullmatch(r"[a-z]{3,}[^s]s", words[-1]):
        # "funded works" also as "the funded work", "connection points" as "one connection point": the head noun
        # in the singular (a name of two words or more; a single word would match too much: "at this point")
        a = re.escape(alias[:-1]) + "s?"
    if len(words) >= 3 and not stem and " to " in alias:
        # a stretch's name: "Kelbrook Lock to Mill Bridge" also as "Kelbrook Lock–Mill Bridge", "… → Mill Bridge"
        a = a.replace(r"\ to\ ", r"\s*(?:to|[–—→-]|->)\s*")
    if len(words) >= 2 and not stem:
        # a thing's name: "depot chargers" also as "the depot-charger lot" (not an act's: "go ahead" is no "go-ahead")
        a = a.replace(r"\ ", r"[\s-]")
    # (not a word of an idiom: "based only on the material provided" names no concrete base)
    idioms = "".join(rf"(?<!\b{w})" for w in IDIOM_FORMS_EN)
    plain = r"(?<![\w-])" + a + r"(?:s|es|ed|d|ing)?" + idioms + r"(?![\w-])"
    if len(words) >= 3 and words[0].lower() == "meeting" and words[1].lower() == "with":
        # "meeting with Hollins Estate" also as "met Hollins Estate", "met with the landowner"
        rest = r"\s+".join(re.escape(w) for w in words[2:])
        return plain + r"|(?<![\w-])met\s+(?:with\s+)?" + rest + r"(?![\w-])", words[-1]
    if not stem and len(words) == 2 and all(re.fullmatch(r"[a-z]{3,}", w) for w in words) and words[0] not in _GLUE:
        # "floor surveys" also as "surveys of the floor space": the head, "of", then what it is of
        head, mod = re.escape(words[1].rstrip("s")), re.escape(words[0])
        return plain + r"|(?<![\w-])" + head + r"(?:s|es)? of (?:the )?" + mod + r"(?![\w-])", words[0]
    return plain, words[0] if len(words) >= 2 and not stem else alias


@functools.cache
def _alias_regex(alias: str, lang: str, stem: bool) -> tuple[re.Pattern[str], str]:
    """The compiled :func:`_alias_forms` (aliases are few and read in every clause), its piece in lower case ("" where
    lower case could differ from the pattern's own case folding)."""
    pattern, piece = _alias_forms(alias, lang, stem)
    if stem and lang == "en" and re.fullmatch(r"[a-z]{4,}", alias, re.I):
        # an event's verb also as its noun ("countersign": "two officers' countersignatures", "inspect": "the
        # inspection", "complete": "completion")
        noun = alias[:-1] if alias.lower().endswith("e") else alias
        pattern += r"|(?<![\w-])" + re.escape(noun) + r"(?:ions?|ations?|atures?)(?![\w-])"
        piece = piece if piece and piece.lower() in noun.lower() else noun
        if alias.lower() in _SAYS_YES:
            piece = ""  # ("say yes" holds none of the verb's letters)
    caseless = all(c.isascii() or c.lower() == c.upper() for c in piece)
    return re.compile(pattern, re.IGNORECASE), piece.lower() if caseless else ""


@functools.lru_cache(maxsize=4096)
def _longest_first(table: tuple[tuple[str, tuple[str, ...]], ...]) -> list[tuple[str, str]]:
    """(alias, id) pairs, the longest alias first."""
    return sorted(((a, k) for k, aliases in table for a in aliases), key=lambda p: -len(p[0]))


def find_mentions(
    text: str, table: dict[str, tuple[str, ...]], lang: str, ellipsis: bool = False, stem: bool = False
) -> list[tuple[str, int, int]]:
    """Longest-first, non-overlapping alias matches: (id, start, end). With ``ellipsis``, coordinated names that
    share their head word are found too (:func:`_elided`)."""
    return list(_mentions_of(text, tuple(table.items()), lang, ellipsis, stem))


# the same clause is searched for the same table's names by many rules: the matches are kept
@functools.lru_cache(maxsize=16384)
def _mentions_of(
    text: str, items: tuple[tuple[str, tuple[str, ...]], ...], lang: str, ellipsis: bool, stem: bool
) -> tuple[tuple[str, int, int], ...]:
    pairs = _longest_first(items)
    taken: list[tuple[int, int]] = []
    found = []
    lower = text.lower()
    for alias, key in pairs:
        regex, piece = _alias_regex(alias, lang, stem)
        if piece not in lower:
            continue
        for m in regex.finditer(text):
            over = [i for i, (s, e) in enumerate(taken) if m.start() < e and s < m.end()]
            if not over:
                taken.append((m.start(), m.end()))
                found.append((key, m.start(), m.end()))
            elif len(over) == 1 and found[over[0]][0] == key:
                # "installation contract with Pitchline": two aliases of one thing overlap; the mention spans both,
                # so no other thing's shorter alias ("installation") is found inside it
                s, e = taken[over[0]]
                taken[over[0]] = (min(s, m.start()), max(e, m.end()))
                found[over[0]] = (key, *taken[over[0]])
    if ellipsis:
        for key, a, b in _elided(text, pairs, found, lang):
            if not any(a < e and s < b for s, e in taken):
                taken.append((a, b))
                found.append((key, a, b))
    return tuple(sorted(found, key=lambda t: t[1]))


_COUNTED_LIST = re.compile(
    r"(?P<names>[\u4e00-\u9fff\w]{1,4}(?:(?:、|和|与|及)[\u4e00-\u9fff\w]{1,4})+)"
    r"(?:这|那)?(?:两|二|三|四|五|六|几|\d+)(?:个|家|座|处|条|所)(?P<head>[\u4e00-\u9fff]{1,3})"
)
_COORD = {
    "zh": r"(?:、|和|与|及|以及|跟|或|/)",
    "en": r"(?:\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+|\s*&\s*|\s*/\s*|\s*\+\s*)",
}


def _elided(text: str, pairs, found, lang: str) -> list[tuple[str, int, int]]:
    """Names coordinated with a found one and sharing its head word, written once: "一号、二号厂区" and "一、二号厂区"
    name 一号厂区 and 二号厂区 (the head after the names, Chinese); "Lots A and B" names Lot A and Lot B (the head
    before them). The short part told apart (at most 4 characters, or 2 words) must complete another entity's alias."""
    out = []
    sep = _COORD["zh" if lang == "zh" else "en"]
    if lang == "zh":
        # "一号、二号两个厂区", "嘉禾、临江两个仓库": names, then a count and the head once ("两个厂区" for 一号厂区
        # and 二号厂区; "仓库" also completes an alias that ends in "仓")
        names = {a.lower(): k for a, k in pairs}
        for cl in _COUNTED_LIST.finditer(text):
            head = cl.group("head")
            for nm in re.finditer(r"[^、和与及]+", cl.group("names")):
                # the first name may carry words before it ("只管一号"): the longest tail that completes an alias
                hit = next(
                    (
                        (key, i)
                        for i in range(len(nm.group(0)))
                        for cut in range(len(head), 0, -1)
                        if (key := names.get((nm.group(0)[i:] + head[:cut]).lower()))
                    ),
                    None,
                )
                if hit:
                    out.append((hit[0], cl.start("names") + nm.start() + hit[1], cl.start("names") + nm.end()))
    if lang != "zh":
        # "Lots A and B", "Sites 1, 2 and 3": a plural head, then the names it heads ("Lot A", "Lot B")
        by_name = {a.lower(): k for a, k in pairs}
        for pl in _PLURAL_HEAD.finditer(text):
            for nm in re.finditer(r"[A-Z0-9][\w-]*", pl.group(2)):
                hit_key = by_name.get(f"{pl.group(1)} {nm.group(0)}".lower())
                if hit_key:
                    out.append((hit_key, pl.start(2) + nm.start(), pl.start(2) + nm.end()))
    for key, a, b in found:
        alias = text[a:b]
        for other, okey in pairs:
            if okey == key or len(other) < 2 or lang != "zh":
                continue
            if lang == "zh":
                # a shared tail: alias = Y + h, other = X + h; the text before the alias is X + separator
                for n in range(1, min(len(alias), len(other))):
                    h = alias[-n:]
                    if other[-n:] != h or len(other) - n > 4:
                        continue
                    x = other[: len(other) - n]
                    m = re.search(re.escape(x) + sep + "$", text[:a])
                    if m and x:
                        out.append((okey, m.start(), m.start() + len(x)))
        if lang != "zh":
            # a shared leading word: alias = h + " " + Y, other = h + " " + X; after the alias (or after the last
            # name so found: "Lot A, B and C"): separator + X
            words = alias.split()
            if len(words) < 2:
                continue
            # a shared trailing head: alias = Y + h, other = X + h (one or two words told apart); before the alias:
            # X + separator ("the north and east field plots" names the north field plots too)
            for other, okey in pairs:
                ow = other.lower().split()
                for n in range(1, min(len(words), len(ow))):
                    if okey == key or len(ow) - n > 2 or ow[-n:] != [w.lower() for w in words[-n:]]:
                        continue
                    m = re.search(r"(?<![\w-])" + re.escape(" ".join(ow[:-n])) + sep + "$", text[:a], re.I)
                    if m:
                        out.append((okey, m.start(), m.start() + len(" ".join(ow[:-n]))))
            head = words[0].lower().rstrip("s")
            tails = [
                (" ".join(o.split()[1:]), k)
                for o, k in pairs
                if k != key and len(o.split()) in (2, 3) and o.split()[0].lower() == head
            ]
            pos, more = b, True
            while more:
                more = False
                for x, okey in tails:
                    m = re.match(sep + r"(?:the\s+)?" + re.escape(x) + r"(?![\w-])", text[pos:], re.I)
                    if m:
                        out.append((okey, pos + m.end() - len(x), pos + m.end()))
                        pos, more = pos + m.end(), True
                        break
    return out


_PLURAL_HEAD = re.compile(
    r"\b([A-Za-z]+?)s\s+((?:[A-Z0-9][\w-]{0,3})(?:(?:\s*,\s*|\s+and\s+|\s*[&+/]\s*|\s+or\s+)[A-Z0-9][\w-]{0,3}\b)+)"
)


def _negated(lex: Lexicon, clause_text: str, rel: int) -> bool:
    before = clause_text[:rel]
    if lex.lang == "zh":
        # (not 非 made an adjective of the name right after it: "非草皮练习地面", non-turf)
        before = re.sub(r"非[\u4e00-\u9fff]{1,4}$", "", before[-8:])
    return bool(lex.words["negation"].search(before))


# what an applicant withdraws: an application, a bid, a request ("撤回了该申请", "withdrew its bid"); "主动撤回" and
# a bare "已撤回" say the applicant's act on their own
_APPLIED = re.compile(r"申请|申报|请示|\b(application|bid|request|submission|proposal|it)\b", re.I)


def counted_by_a_fact(facts: FactSet, v: Value) -> bool:
    """``v`` is a count fact's own number in one of the units the fact declares."""
    return v.kind == "count" and any(
        p.type == "count"
        and float(p.value["count"]) == v.value
        and (v.unit or "").lower() in {str(u).lower() for u in p.value.get("unit", ())}
        for f in facts.facts
        for p in f.parts
    )


_STAGE_THEN_APPROVED = re.compile(
    r"通过[^，。；]{0,16}?(?:初审|形式审查|资格审查|审查|评审|复审|初评)[，,]?(?:并|后|之后|随后|继而)(?:已经?|正式|随即|最终)?"
    r"(?:获批|获得批准|获准|被批准|批准立项)"
    r"|\bpassed (?:the |its |a )?[\w -]{0,30}?(?:review|check|assessment|stage|round)\s*,?\s*and (?:was |has been |"
    r"then |was then |has since been |was later )?(?:fully |formally )?(?:approved|granted)\b",
    re.I,
)


# a refusal named as what a review revoked ("原不予支持决定已被复议机关撤销", "撤销了原不予支持的决定", "the refusal
# was quashed on review"); not one overturned or 推翻 on appeal, which says the appeal won
# (the refusal in any of its words: "不予支持", "不予补助", "驳回")
_REFUSED_ZH = r"(?:不予[\u4e00-\u9fff]{2}|驳回|否决|拒绝)"
_REFUSAL_UNDONE = {
    "zh": re.compile(
        r"(?:原|此前的?|之前的?|先前的?|那个)?" + _REFUSED_ZH + r"(?:的)?(?:决定|意见|结论)"
        r"[^，。；]{0,4}(?:已经?)?(?:于[^，。；]{1,14})?(?:被|由|经)?[^，。；]{0,10}?(?:撤销|撤回|撤了|撤掉|纠正)"
        r"|(?:撤销|撤回)(?:了)?(?:原|此前的?|之前的?)?" + _REFUSED_ZH + r"(?:的)?(?:决定|意见|结论)"
        # "撤销原决定并责令重新审查": the decision revoked, to be made again
        r"|撤销(?:了)?原(?:决定|处理决定)[^，。；]{0,4}?(?:并|，|,)?(?:责令|要求|由)[^，。；]{0,10}?重新(?:审查|审核|评审|作出)"
        # "原拒绝已不再有效", "此前的驳回决定已失效": the refusal no longer in force
        r"|(?:原|此前的?|之前的?|先前的?)"
        + _REFUSED_ZH
        + r"(?:的)?(?:决定|意见|结论)?(?:已经?)?(?:不再有效|失效|作废|不算数|不成立)"
    ),
    "en": re.compile(
        r"\b(?:the|its|their|that|this|original|earlier)\s+(?:original\s+|earlier\s+)?(?:refusal|rejection"
        r"|decision (?:not to|to refuse|to reject) [\w ]{0,30}?)\s+(?:was|has been|had been|is)\s+(?:since\s+)?"
        r"(?:quashed|revoked|rescinded|set aside|annulled|withdrawn)\b"
        r"|\b(?:quashed|revoked|rescinded|set aside|annulled)\s+(?:the|its|their)\s+"
        r"(?:original\s+|earlier\s+)?(?:refusal|rejection|decision (?:not to|to refuse|to reject))"
        # "revoked that decision and ordered a re-examination": the decision to be made again
        r"|\b(?:quashed|revoked|rescinded|set aside|annulled)\s+(?:that|this|the)\s+decision\s+and\s+"
        r"(?:ordered|required|asked|told|directed)\b[^.;]{0,40}?\b(?:re-?examin|reconsider|re-?assess|re-?review"
        r"|fresh decision|new decision)",
        re.I,
    ),
}


# what a first stage passes ("said yes to our expression of interest", "accepted the outline bid at stage 1")
_FIRST_STAGE_OBJECT = (
    r"[^.;]{0,20}?\b(?:expression of interest|EOI|outline (?:application|bid|proposal)|pre-application"
    r"|stage[- ](?:1|one)|first stage)\b"
)


# not approved in the round the clause names: the round's refusal, not a decision still to come
_ROUND_REFUSED = {
    # "这一批没批下来", "本批次未获立项" (not "今年还没通过": not yet)
    "zh": re.compile(
        r"(?:这一?批|这次|这一?轮|本批次?|本次|本轮|这回|今年|本年度)[^，。；还尚仍暂]{0,4}?(?<![还尚仍暂])(?:没有?|未能?|未获)"
        r"(?:批下来|获批|批准|通过|立项)"
    ),
    # "not approved in this round"
    "en": re.compile(
        r"(?<!\byet )\bnot (?:been )?(?:approved|funded|selected|supported)\s+(?:in|for) (?:this|the current) "
        r"(?:round|batch|year|call|funding round)\b",
        re.I,
    ),
}


# the money's own wait before "pending" ("payment is on hold pending verification of the new bank details")
_MONEY_HELD_BEFORE = re.compile(r"\b(?:payments?|transfer|release|disbursement)\b[^,.;]{0,24}$|\bon hold\s+$", re.I)


@functools.lru_cache(maxsize=1 << 15)  # asked twice per clause on average; the result is a tuple, never changed
def stated_status(lex: Lexicon, text: str) -> tuple[str, str] | None:
    """The approval status a clause states; None when it states none or only a conditional approval.

    An approval right after a negation ("没有批下来", "not approved") is ``pending``."""
    text = text.replace("*", "").replace("_", " ")
    if re.match(r"\W*[\u4e00-\u9fff]{0,4}(?:原因|理由)(?:还|也|主要)?(?:包括|是|为|有|在于)", text):
        return None  # "退回原因还包括申报材料缺少场地现状照片": the reason for a decision, no state of its own
    round_refused = _ROUND_REFUSED[lex.lang].search(text) if lex.lang in _ROUND_REFUSED else None
    if round_refused:
        return ("rejected", round_refused.group(0))
    # "附条件批准，条件已于3月6日验收通过，现为无条件批准": the approval as it stands now, its condition met
    now = re.search(
        r"(?:现为|现已|已转为|转为|变为|现在是)(?:无条件|正式)(?:地)?(?:批准|同意|通过|获批|获得批准)"
        # "资助现已无条件获批", "已无条件获批"
        r"|(?:现已|已经?|现)无条件(?:地)?(?:获批|获得批准|批准|通过)",
        text,
    )
    if now and lex.lang == "zh":
        return ("approved", now.group(0))
    # "逾期未答复视为同意": an approval the rules deem given by silence
    deemed = re.search(r"(?<![不未没])(?:视为|视同|按)(?:同意|批准|通过)(?:处理)?", text)
    if deemed and lex.lang == "zh":
        return ("approved", deemed.group(0))
    deemed = re.search(
        r"\b(?:deemed|treated as|taken as|counts as|considered)\s+(?:to (?:be|have been)\s+)?"
        r"(?:approved|granted|consented)\b",
        text,
        re.I,
    )
    if deemed and lex.lang == "en" and not re.search(r"\b(not|never)\s+$", text[: deemed.start()], re.I):
        return ("approved", deemed.group(0))
    # "the condition was met, so the grant is now unconditional"
    now = re.search(
        r"\b(?:(?:is|are|was|has become|have become|became|becomes) (?:now |thus |therefore |since )?|now )"
        r"(?:fully |an )?unconditional\b",
        text,
        re.I,
    )
    if now and lex.lang == "en" and not re.search(r"\b(not|never|no longer)\s+(?:yet\s+)?$", text[: now.start()], re.I):
        return ("approved", now.group(0))
    # "Approval: unconditional since 6 May 2026", "approved, no longer conditional": the condition met
    now = re.search(r"\bno longer conditional\b|(?<![\w-])unconditional(?:ly)?\b", text, re.I)
    if (
        now
        and lex.lang == "en"
        and not re.search(
            r"\b(not|never|no longer|yet to become|will become|would become|becomes? once)\s+(?:yet\s+)?$",
            text[: now.start()],
            re.I,
        )
        and not re.search(r"\b(once|when|after|if|until)\b[^,;.]{0,60}$", text[: now.start()], re.I)
        # ("turning a conditional decision into an unconditional decision": a kind of decision named, none made)
        and not re.search(r"\b(an?|the|into|to|from)\s+$", text[: now.start()], re.I)
    ):
        return ("approved", now.group(0))
    # "It has been neither rejected nor approved", "既未批准也未驳回": no decision either way
    neither = re.search(
        r"\bneither\s+(?:been\s+)?(?:approved|rejected|refused|granted|declined|turned down|accepted)\s+nor\s+"
        r"(?:been\s+)?(?:approved|rejected|refused|granted|declined|turned down|accepted)\b"
        # ("This is neither a rejection nor an approval")
        r"|\bneither\s+an?\s+(?:rejection|refusal|approval)\s+nor\s+an?\s+(?:rejection|refusal|approval)\b"
        # ("既非驳回也非批准": neither is it)
        # ("既没批也没驳": the spoken way)
        r"|既(?:未|没有?|非|不是)(?:被)?(?:批准|通过|同意|批)[^，。；]{0,3}(?:也|又)(?:未|没有?|非|不是)(?:被)?"
        r"(?:驳回|拒绝|否决|驳|拒)"
        r"|既(?:未|没有?|非|不是)(?:被)?(?:驳回|拒绝|否决|驳|拒)[^，。；]{0,3}(?:也|又)(?:未|没有?|非|不是)(?:被)?"
        r"(?:批准|通过|同意|批)"
        r"|(?<![\u4e00-\u9fff])非(?:驳回|拒绝|否决)[、，,]\s*非(?:批准|通过|同意)"
        r"|(?<![\u4e00-\u9fff])非(?:批准|通过|同意)[、，,]\s*非(?:驳回|拒绝|否决)"
        # ("尚无批准或不批准的结论", "两个部门都尚未作出批准或不批准的决定": no decision either way)
        r"|(?:尚未|未|还没有?|没有|(?:尚|暂|仍|还|目前|现)无)(?:作出|做出|给出)?(?:任何)?(?:是否)?"
        r"(?:批准|同意|支持|资助|立项|通过)(?:或|与|还是|或者)(?:不予?|未)(?:批准|同意|支持|资助|立项|通过)的?"
        r"(?:决定|结论|意见|答复)",
        text,
        re.I,
    )
    if neither:
        return ("pending", neither.group(0))
    # "the grants panel is minded to approve the grant, subject to a 28-day consultation", "评审小组表示倾向于批准": a
    # leaning stated before the decision, no decision
    leaning = re.search(
        r"\b(?:minded|inclined|disposed)\s+to\s+(?:approve|grant|award|support|fund|refuse|reject|decline)\b"
        r"|倾向于?(?:批准|同意|支持|资助|通过|立项|不予|驳回|否决)",
        text,
        re.I,
    )
    if leaning:
        return ("pending", leaning.group(0))
    # "the foundation neither rejected nor cancelled the grant": a decision against it denied, no state given
    if re.search(
        r"\bneither\s+(?:been\s+)?(?:rejected|refused|declined|turned down|cancell?ed|revoked|withdrawn)\s+nor\b"
        r"|\bnor\s+(?:been\s+)?(?:rejected|refused|declined|turned down)\b",
        text,
        re.I,
    ) and not re.search(r"\b(?:approved|granted|awarded)\b", text, re.I):
        return None
    # "原不予支持决定已于6月18日被撤销", "复议机关把那个决定撤了", "the refusal was quashed on review": a refusal
    # revoked is no refusal in force; the decision is to be made again
    undone = _REFUSAL_UNDONE.get(lex.lang, _REFUSAL_UNDONE["en"]).search(text)
    # (unless the review's own yes follows: "申诉小组推翻了拒绝决定并批准了资助")
    approving = next((pattern for name, pattern in lex.status if name == "approved"), None)
    if undone and not (approving is not None and approving.search(text[undone.end() :])):
        return ("pending", undone.group(0))
    # "申报已通过省生态环境厅形式审查并获批", "passed the formal check and was approved": a stage passed, then the
    # decision itself
    then = _STAGE_THEN_APPROVED.search(text)
    if then and not _in_condition(lex, text, then):
        return ("approved", then.group(0))
    for name, pattern in lex.status:
        for m in pattern.finditer(text):
            if name == "approved" and _in_condition(lex, text, m):
                continue
            if (
                name == "approved"
                and re.match(
                    r"的" if lex.lang == "zh" else r"\s+(?:grant|award|funding|money|sum|application)\b",
                    text[m.end() :],
                )
                and (lex.lang == "zh" or re.search(r"\b(?:the|this|its|their|an?)\s+$", text[: m.start()], re.I))
                and any(
                    other != "approved" and any(x.end() <= m.start() or x.start() >= m.end() for x in p.finditer(text))
                    for other, p in lex.status
                )
            ):
                # "决定放弃这笔已获批准的补助", "declined the approved grant": the thing described; the verb states
                continue
            if (
                name == "approved"
                and lex.lang == "en"
                and re.match(_FIRST_STAGE_OBJECT, text[m.end() :], re.I)
                and not re.search(r"\b(?:full|second[- ]stage|stage[- ](?:2|two))\b", text[m.end() :], re.I)
            ):
                continue  # "the fund said yes to our expression of interest": a first stage passed, no decision
            if name == "approved" and any(
                x.start() < m.start() and x.end() >= m.end()
                for x in _COMPOUND_ACT.finditer(text, max(0, m.start() - 60), m.end() + 3)
            ):
                continue  # "only with an area-engineer-approved written diversion plan": a kind of plan, no decision
            if name == "rejected" and re.search(
                r"(?:不是|并非|并不是|不算|并没有|而非|不等于|不意味着|不代表)(?:被)?$", text[: m.start()]
            ):
                continue  # "这不是被驳回，而是视为撤回": a refusal denied, no refusal
            if name == "rejected" and re.search(
                r"(?:否则|不然|要不然)[^，。；]{0,12}$|\b(?:otherwise|or else)\b[^,.;]{0,40}$", text[: m.start()], re.I
            ):
                continue  # "否则县渔业局不予受理", "otherwise it will be refused": what a rule's breach leads to
            recommended = r"建议(?:予以|对其|对该申请)?$|\brecommend(?:ed|s|ing|ation)?\b[^,.;]{0,40}$"
            if name == "rejected" and (
                re.search(recommended, text[: m.start()], re.I)
                or re.match(r"[^，。；,.;]{0,4}?(?:的)?(?:建议|意见)(?!稿)|只是建议|仅为建议", text[m.end() :])
            ):
                continue  # "专家评审会建议不予支持", "专家评审会的不予支持只是建议": advice to the body that decides
            if (
                name == "approved"
                and re.search(r"\bstands\b", m.group(0), re.I)
                and re.search(r"\b(?:where|how|whether)\s+(?:[\w'’-]+\s+){0,4}$", text[: m.start()], re.I)
            ):
                continue  # "a short summary of where the pump grant stands": a question of its state, no answer
            if name in ("approved", "conditional") and re.match(
                r"[^.;:]{0,60}?\b(?:has|have|had) (?:since |now |already |just )?(?:expired|lapsed|run out)\b"
                # ("The fund's in-principle approval of 14 October 2026 lapsed on 15 January 2027")
                r"|[^.;:,]{0,40}?\b(?:lapsed|expired)\b",
                text[m.end() :],
                re.I,
            ):
                continue  # "the grant approved on 12 May 2026 has lapsed": the approval named, no longer in force
            if (
                name in ("approved", "pending")
                and re.search(
                    r"(?:没有?|未经|不经|\bwithout|\bno)\W*(?:这个|这一?|该|此|the|this|that)?\s*$",
                    text[: m.start()],
                    re.I,
                )
                and re.match(
                    r"[^，。；,;.]{0,6}?(?:一律|都|均|就)?(?:不许|不准|不得|不能|禁止|不可以?)"
                    r"|[^,;.]{0,30}?\b(?:may not|must not|cannot|can't|is not allowed|are not allowed|is barred)\b",
                    text[m.end() :],
                    re.I,
                )
            ):
                continue  # "没这个同意一律不许干", "no consent, no work may start": the rule's requirement, no state
            if (
                name == "pending"
                and m.group(0).lower().startswith("pending")
                and _MONEY_HELD_BEFORE.search(text[: m.start()])
            ):
                continue  # "payment is on hold pending verification of the new bank details": the money, no decision
            if name == "pending" and re.search(r"(哪天|何时|什么时候|时间|日期)[^，。；]{0,3}$", text[: m.start()]):
                continue  # "重新申报…哪天报还没定": a time not yet fixed, no decision pending
            if (
                name == "pending"
                and m.group(0).lower().startswith("will ")
                and re.search(r"\b(when|whether|if|how|once)\b[^,.;]{0,40}$", text[: m.start()], re.I)
            ):
                continue  # "does not say when the foundation will decide on it": a question, no state
            if name == "pending" and "候补" in m.group(0) and re.search(r"(从|自)$", text[: m.start()]):
                continue  # "基金从候补名单中批准了哈威克的申请": taken off the list, approved
            if name in ("approved", "rejected") and re.search(
                r"(是否|能否|可否|会不会|能不能)[^，。；]{0,4}$|\bwhether\b[^,.;]{0,24}$", text[: m.start()], re.I
            ):
                continue  # "是否批准立项由市政府常务会议决定", "whether to approve": the question, no answer
            if (
                name == "approved"
                and "点头" in m.group(0)
                and re.search(
                    r"(得|须|需要?|(?<![重主只])要|必须|先让|让|(?<!已)经|等到?)[^，。；]{0,12}$", text[: m.start()]
                )
            ):
                continue  # "得先让教育局安全股审核点头": the consent a rule asks for, no decision
            if (
                name == "withdrawn"
                and (
                    not (
                        _APPLIED.search(text)
                        or re.search(
                            r"主动|放弃|不要了|终止|谢绝|婉拒|拒收|\bup\b|relinquish|declin|terminat", m.group(0)
                        )  # a grant given up, a project ended at the applicant's request: the applicant's act
                        or re.fullmatch(r"\W*已?撤回\W*", text)
                        # "合作社3月6号交了书面撤回", "县农业农村局3月13号确认撤回", "补助这事合作社自己撤了": the
                        # withdrawal handed in or confirmed, or the applicant's own
                        or re.search(
                            r"(?:确认|同意|交了?|递交了?|提交了?|收到)(?:书面|正式)?撤回(?:函|书|通知)?\W*$", text
                        )
                        or re.search(r"(?:自己|自行)$", text[: m.start()])
                        # "approved on 14 May 2026, then withdrawn by the club": the approved thing, taken back
                        or re.search(r"\b(?:then|later|subsequently|afterwards)\s+withdrawn by\b", text, re.I)
                        # "已于5月6日被视为撤回", "was deemed withdrawn": the rule's outcome for an application
                        or re.search(
                            r"(视为|视作|视同|按|作)$"
                            r"|\b(deemed|treated as|regarded as|considered)\s+(to have been\s+)?$",
                            text[: m.start()],
                            re.I,
                        )
                    )
                    or re.search(
                        # (会 as "will", not the 会 of 评审会/委员会/董事会)
                        # ("wrote to decline the award", "decided to give up the grant": the act done by writing)
                        r"\b(will|would|could|may|might|if|(?<!wrote )(?<!decided )(?<!voted )(?<!chose )to)"
                        r"\s+(be\s+)?$"
                        r"|将|(?<![审员协事金务委议学商工大])会(?!议)|如|若|拟|可能",
                        # (twelve characters back, and the one before them: "区议会于2028年6月20日撤回了申请" is no
                        # "will")
                        text[: m.start()][-13:],
                    )
                )
            ):
                continue  # "Lot C has been withdrawn", "the extension will be withdrawn": no application taken back
            if name == "rejected" and re.search(
                r"\b(if|unless|in case|should|whether)\b[^,.;]{0,40}$|(如果|若|一旦|万一|假如)[^，。；]{0,16}$",
                text[: m.start()],
                re.I,
            ):
                continue  # "will fund it from its own reserves if the grant is refused": a refusal supposed, none made
            if name == "rejected" and re.search(
                # ("It hasn't been approved or turned down")
                r"(?:\b(?:not|nothing|never|neither|no one|nobody)\b|n't\b)[^,.;]{0,40}\b(?:or|nor)\s+(?:been\s+)?$",
                text[: m.start()],
                re.I,
            ):
                return ("pending", m.group(0))  # "Nothing has been approved or refused": neither
            if name == "rejected" and re.search(
                r"\b(?:doesn't|does not|didn't|did not|isn't|is not|wasn't)\s+mean\b[^,.;]{0,30}$"
                r"|(?:不是|并非|不等于|不意味着)$",
                text[: m.start()],
                re.I,
            ):
                continue  # "Closing early doesn't mean we were turned down", "提前关闭不是拒绝": a refusal denied
            if (
                name == "approved"
                and lex.lang == "en"
                and re.search(
                    r"\b(?:not|never)\s+(?:yet\s+)?[a-z]+(?:ed)?\s+(?:or|and|nor)\s+$", text[: m.start()], re.I
                )
            ):
                return ("pending", m.group(0))  # "We have not yet signed or accepted it": neither done
            if (
                name == "rejected"
                and "退回" in m.group(0)
                and re.search(r"材料不(?:完整|全|齐)|不完整|缺少|缺失|补正|补充|补齐", text)
            ):
                return ("pending", m.group(0))  # "以材料不完整为由退回了申请": returned to be completed, not refused
            if name == "rejected" and re.search(
                r"(?:未|没有?|并未|从未|尚未|不曾|也未|均未)(?:被|遭|遭到|受到|予以)?$", text[: m.start()]
            ):
                continue  # "申请未被驳回", "没有被否决": a refusal denied is no refusal
            if name == "rejected" and re.search(r"(撤销|推翻|撤回|纠正|否定)了?[^，。；]{0,16}$", text[: m.start()]):
                continue  # "复核委员会撤销基金办4月22日的驳回决定": the refusal overturned, no refusal now
            if (
                name == "approved"
                and m.group(0) == "同意"
                and re.search(r"(征得|取得|经过?|须|需|需要|应当?|要|请|必须|先)[^，。；]{0,10}$", text[: m.start()])
            ):
                continue  # "讨论个案时也应先征得相关人员同意": the consent a rule asks for, not a decision
            if name == "approved" and re.search(
                r"(拟|拟予|建议|推荐|提议|打算|准备)(同意|批准|立项|资助)$", text[: m.end()]
            ):
                continue  # "评审会议提出拟同意该项目的意见": a recommendation, no decision
            if name == "approved" and re.search(
                r"(?:不能|不可|不应|并不|并非|不等于|不代表|不意味着|不算)[^，。；]{0,4}$", text[: m.start()]
            ):
                continue  # "不能视为已获批", "不等于批准": an approval denied, no decision
            if (
                name == "approved"
                and re.match(r"[^，。；]{0,4}?同意[^，。；]{0,4}?(?:延期|延长|补正|补交|受理|收下)", text[m.start() :])
                and m.group(0) != "同意"
            ):
                continue  # "点头同意延期收下": consent to a step, no decision on the application
            if (
                name == "approved"
                and m.group(0) == "同意"
                and re.match(
                    r"[^，。；]{0,16}?(进入|参加|参与|延期|延长|补正|重新|复审|再次|转入|移交)", text[m.end() :]
                )
                is not None
            ):
                continue  # "同意修改后的申请直接进入下一批次复审": consent to a step, no decision on the application
            if (
                name == "approved"
                and m.group(0) == "同意"
                and re.match(
                    r"[^，。；]{0,2}?(?:往|向[^，。；]{1,8}?)?(?:上报|转报|报送|转交|转送|报请)", text[m.end() :]
                )
            ):
                continue  # "出具“同意上报”意见", "县里同意往上报": consent to pass it on, no decision
            if name == "approved" and re.search(
                r"\b(subject to|on (the )?condition|provided that|conditional on|(?<!un)conditionally|"
                r"contingent on|as long as|only if|(?<!no )strings? attached"
                r"|with (?:a|one|two|some|certain) (?:caveat|proviso"
                r"|conditions?)|with conditions)\b|前提是|条件是|附(带|有)?(一项|一个|两项|以下)?条件|有条件"
                r"|以[^，。]{0,10}为前提"
                # "but with a catch: Coastline has to get through the audit first" (not "Good news with a catch: the
                # fund said yes, but not to the full amount": a smaller yes, no condition)
                r"|\bwith (?:a|one) catch\W+[^.;]{0,100}?\b(?:has to|have to|must|needs? to|first|once|only if|until"
                r"|subject to|provided|before)\b",
                text,
                re.I,
            ):
                return "conditional", m.group(0)
            if (
                name == "approved"
                and (
                    PAYMENT.search(m.group(0))
                    # "not a cent has come through yet": money that has not arrived, no decision
                    or "through" in m.group(0)
                    and re.search(
                        r"\b(cent|penny|dollar|pound|euro|money|funds?|payments?|cash|grant money)\b",
                        text[max(0, m.start() - 30) : m.start()],
                        re.I,
                    )
                )
            ):
                wide = (
                    text[max(0, m.start() - 8) : m.start()]
                    if lex.lang == "zh"
                    else " ".join(text[: m.start()].split()[-6:])
                )
                if lex.words["negation"].search(wide):
                    continue  # "No grant money has been released", "资金尚未拨付": the payment, no decision
            if (
                name == "approved"
                and lex.lang == "zh"
                and re.search(r"(没有|并没有|并无|无|未|尚无)任何[^，。；]{0,8}$", text[: m.start()])
            ):
                return "pending", m.group(0)  # "目前没有任何资金获批": not approved, nothing decided
            if name == "approved":
                near = (
                    text[max(0, m.start() - 4) : m.start()]
                    if lex.lang == "zh"
                    else " ".join(text[: m.start()].split()[-3:])
                )
                # ("这不影响已经批了": what does not change the approval denies nothing of it)
                if lex.words["negation"].search(near) and not re.search(r"不(?:影响|妨碍|改变|耽误)", near):
                    return "pending", m.group(0)
            if name == "conditional" and re.search(r"追认|\bratif(?:y|ies|ied|ication)\b", text, re.I):
                # "投票同意拨款，但须经全体议会…追认后才生效": a vote the deciding body has still to ratify, no decision
                return "pending", m.group(0)
            return name, m.group(0)
    return None


# money paid out: its absence says nothing of the decision (an approval not paid out yet, a conditional one)
PAYMENT = re.compile(r"released|paid|disbursed|拨付|下达|到位|到账", re.I)


def not_passed_yet(doc: Document, c: Clause) -> bool:
    """A bare "没有通过" after a clause of its sentence that says the review goes on ("现在还在审，没有通过"): not
    passed yet, no refusal."""
    return bool(re.fullmatch(r"\W*(?:还|仍|尚)?(?:没有?|未)(?:能)?通过\W*", c.text)) and any(
        o.status and o.status[0] == "pending" for o in doc.sentences().get(c.sentence, ()) if o.end <= c.start
    )


def _in_condition(lex: Lexicon, text: str, m: re.Match) -> bool:
    if lex.lang == "zh":
        # (or after the clause's comma: "等审批通过，再开始做数据接口")
        after = text[m.end() : m.end() + 4]
        before = text[max(0, m.start() - 8) : m.start()]
        return bool(
            # ("等审批通过了再开发数据接口": the 了 of the awaited act, then 再)
            re.match(r"之?后|以后|之?前|以前|了?[，,]?再|了?[，,]?才|\s*(→|->|⇒)", after)
            or re.search(r"待|一旦|如果|若|假如|等到|(要|得|需|须|需要|还要|只能)等|在$", before)
            # "等审批通过，再开始做数据接口": the clause opens with 等 (wait until), the act awaited
            or re.fullmatch(r"\W*等", before)
            # "除非区议会建筑管控团队已批准详细图纸，否则…不得开工": the rule's requirement
            or re.search(r"除非|只有|未经", text[: m.start()])
            or re.search(r"以[^，。]{0,6}为准|取决于", text)
        )
    before = text[: m.start()]
    # ("no stop closure … without a replacement bus plan approved by the network control centre": what a rule asks)
    return (
        bool(lex.words["cond_context"].search(before[-100:]))
        # ("has paused its assessment … while match funding is secured": the time of another thing's step)
        or bool(re.search(r"\bwhile\b[^,.;]{0,60}$", before, re.I))
        or bool(re.search(r"\bdepend", text, re.I))
        or bool(re.search(r"\bwithout\b(?:\s+(?:a|an|the|its|their|prior|written))*(?:\s+[\w-]+){0,4}\s+$", before))
    )


def modality_of_heading(lex: Lexicon, label: str) -> str | None:
    if re.search(
        # ("Nothing is live yet:")
        r"(?:\b(?:none|nothing|not|no)\b|n['’]t\b)[^.;:]{0,16}\b(done|completed|complete|finished|started|live|running"
        r"|open)\b"
        r"|尚未|未完成|没有完成|还没",
        label,
        re.I,
    ):
        return "planned"  # "Next steps (none completed yet)", "尚未完成事项": what follows is not done
    done = bool(
        re.search(
            r"已完成|已经完成|完成情况|已做|已结束|做完|done|completed|complete|achieved|so far|finished"
            r"|accomplished|already",
            label,
            re.I,
        )
    )
    planned = bool(
        re.search(
            r"计划|安排|下一步|待办|后续|planned|plan|next steps?|upcoming|schedule|to do"
            # "Still ahead:", "Coming up:", "Still to come:"
            r"|\b(?:still )?ahead\b|coming up|(?:still )?to come\b|not yet done|pending steps",
            label,
            re.I,
        )
    )
    # "## Status and next steps", "## Approval and next steps", "进展与下一步": the state so far and the plans under
    # one heading; the heading says neither of its items
    if planned and re.search(
        r"(?:\b(?:status|progress|where things stand|approval|decision)\b|进展|进度|现状|状态|审批)\s*"
        r"(?:and|&|与|和|及|/|、)\s*(?:the\s+)?(?:\bnext steps?\b|\bplans?\b|\bupcoming\b|下一步|计划|后续)",
        label,
        re.I,
    ):
        return None
    if done != planned:
        return "done" if done else "planned"
    return None


def _is_heading(line: str) -> bool:
    s = line.strip()
    # "一、概况" or a short "2. Progress" is a heading; "2. 嘉禾仓3月中旬先行上线" is a list item that states a fact.
    # ("3. 入库品种：四百二十份": a label and its value, no heading)
    if re.match(r"^[一二三四五六七八九十]+[、.．]\s*[^。！？.!?；;，,:：]{1,12}[:：]?$", s) and not re.search(r"\d", s):
        return True
    if (
        re.match(r"^\d{1,2}[.、．)]\s*[^。！？.!?；;，,\d:：]{1,10}[:：]?$", s)
        and not re.search(r"[\u4e00-\u9fff]{9,}", s)
        and len(s.split()) <= 4
    ):
        return True
    # ("**Decision: approved (from the waiting list).**": a bold sentence, ended as one, states a fact)
    return s.startswith("#") or bool(re.fullmatch(r"\*\*[^*]+(?<![.。!！])\*\*\s*[:：]?", s))


_MOJIBAKE = {
    "â€”": "—",
    "â€“": "–",
    "â€™": "’",
    "â€˜": "‘",
    "â€œ": "“",
    "â€\x9d": "”",
    "â€¢": "•",
    "â‚¬": "€",
    "Â ": " ",
    "Â·": "·",
    "Ã©": "é",
    "Ã¨": "è",
    "Ã¼": "ü",
    "Ã¶": "ö",
    "Ã¤": "ä",
    # Chinese full-width punctuation ("ï¼›" for "；", "ã€‚" for "。"): a clause's end, read again
    "ï¼›": "；",
    "ï¼Œ": "，",
    "ï¼š": "：",
    "ï¼ˆ": "（",
    "ï¼‰": "）",
    "ï¼Ÿ": "？",
    "ï¼…": "％",
    "ã€‚": "。",
    "ã€Š": "《",
    "ã€‹": "》",
    "â€": "”",  # the closing quote whose third byte (0x9d) was dropped or shown as nothing: last, after the above
}


_MOJIBAKE_RUN = re.compile(r"(\w*)(" + "|".join(map(re.escape, _MOJIBAKE)) + r")")


def repair(text: str) -> str:
    """Common UTF-8-read-as-cp1252 sequences put back, same length kept by padding, so the grader reads the words
    (the completeness check still reports the mojibake in the original text). The padding goes before the word
    the sequence ends ("arenâ€™t" -> "  aren’t"), so a contraction stays one word ("aren’t" is a negation)."""

    def fix(m: re.Match) -> str:
        bad = m.group(2)
        good = _MOJIBAKE[bad]
        return " " * (len(bad) - len(good)) + m.group(1) + good

    text = _MOJIBAKE_RUN.sub(fix, text)
    # a replacement character alone between spaces ("Millbrook in October ï¿½ the exact dates depend …") stands
    # where a dash was: the clause ends there
    text = re.sub(r"(?<=[ \t])(?:ï¿½|\ufffd)(?=[ \t]+\S)", lambda m: " " * (len(m.group(0)) - 1) + "–", text)
    # A typographic apostrophe inside a word is the apostrophe the grammar words are written with ("won’t").
    return re.sub(r"(?<=\w)[’ʼ](?=\w)", "'", text)


def read(text: str, facts: FactSet, lang: str) -> Document:
    """Split ``text`` into clauses and extract everything the grader reads (see the module docstring). Slash
    dates are read in the order the text itself shows (``values.slash_order``: "01/12/2027" is 12 January in a
    text that also writes "02/15/2027")."""
    from harness.grade.values import SLASH_ORDER, slash_order

    token = SLASH_ORDER.set(slash_order(text))
    try:
        return _read(text, facts, lang)
    finally:
        SLASH_ORDER.reset(token)


# A footnote marker closing a word or sentence ("is excluded[2]", "capped at GBP 1.2 million[4].") and a list number
# closed by a parenthesis ("4) Rule: …") are markup, not figures; blanked (footnote) or written as "4." (the list
# numbering the reader already knows) at the same length, so every offset still points into the answer.
_FOOTNOTE = re.compile(r"(?<=[^\s\[])\[\d{1,2}\]")
_PAREN_NUMBER = re.compile(r"^(\s*\d{1,2})\)(?=\s)", re.M)
# a Markdown blockquote's markers ("> The trial runs from …", "> > quoted reply"): blanked the same way
QUOTE = re.compile(r"^[ \t]*>[> \t]*", re.M)


# a list number in brackets opening a line ("（3）衡光检测：…", "(2) Bids …")
_BRACKET_NUMBER = re.compile(r"^([ \t]*(?:[-*•+][ \t]*)?)[（(]\d{1,2}[)）]", re.M)


# a number in Chinese numerals glossed in digits ("四十二（42）家"): the gloss is blanked when it says the same number,
# so the number and its classifier stay one value in one clause ("四十二（24）家" keeps both, two values)
_ZH_GLOSS = re.compile(r"(?<=[零〇一二两三四五六七八九十百千万亿])[（(]\s*(\d+(?:\.\d+)?)\s*[)）]")


def _gloss_blanked(text: str) -> str:
    from harness.grade.values import number

    def blank(m: re.Match) -> str:
        words = re.search(r"[零〇一二两三四五六七八九十百千万亿]+$", text[max(0, m.start() - 12) : m.start()])
        same = words is not None and number(words.group(0)) == float(m.group(1))
        return " " * len(m.group(0)) if same else m.group(0)

    return _ZH_GLOSS.sub(blank, text)


# a classifier's alternative in brackets after a number ("42台（套）", "6个（处）"): blanked, so that the bracket does
# not cut the number from the thing it counts ("要换42台（套）电炊具")
_ALT_CLASSIFIER = re.compile(
    r"(?<=[\d零〇一二两三四五六七八九十百千万][台套个件处辆座条根块张部间所家项批组])[（(][台套个件处辆座条根块张部间所家项批组][)）]"
)


# mojibake read as text ("46处锟斤拷", "烫烫烫", U+FFFD): abnormal_characters' finding; blanked here so that it does not
# join the word before it ("处锟斤拷" is no unit)
_GARBLED = re.compile(r"(?:锟斤拷|烫烫|屯屯|\ufffd)+")


_HAN_CHAR = re.compile(r"[\u4e00-\u9fff]")


def _garble_blanked(m: re.Match) -> str:
    """Blank a garbled run; between two Chinese characters it stands for a lost character, read as a break
    ("…的拣货班组锟斤拷冷链仓和退货处理线不在范围内": two clauses, the second's negation not the first's)."""
    text, a, b = m.string, m.start(), m.end()
    if a and b < len(text) and _HAN_CHAR.match(text[a - 1]) and _HAN_CHAR.match(text[b]):
        return "，" + " " * (b - a - 1)
    return " " * (b - a)


# a part of a month glossed by its day in brackets ("mid-September (the 14th)", "mid-September (14 Sept 2026)",
# "9月中旬（14日）"): the day said, written in the place of both, padded so that offsets keep their meaning
_PART_GLOSS_EN = re.compile(
    rf"\b(?:mid|early|late|the (?:middle|start|beginning|end) of)[- ]{MONTH_WORD}\.?(?: (\d{{4}}))?\s*\(\s*(?:"
    r"(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2}(?:st|nd|rd|th)?\s+" + MONTH_WORD + r"\.?(?:\s+\d{4})?))\s*\)",
    re.I,
)
_PART_GLOSS_ZH = re.compile(
    r"(\d{1,2}|[一二三四五六七八九十]{1,3})月(?:上旬|中旬|下旬|初|中|底|末)[（(]\s*(?:\1月)?(\d{1,2})[日号]\s*[)）]"
)


def _part_glossed(text: str) -> str:
    def en(m: re.Match) -> str:
        said = m.group(4) if m.group(4) else f"{m.group(3)} {m.group(1)}" + (f" {m.group(2)}" if m.group(2) else "")
        return said.ljust(len(m.group(0)))[: len(m.group(0))]

    def zh(m: re.Match) -> str:
        return f"{m.group(1)}月{m.group(2)}日".ljust(len(m.group(0)))

    return _PART_GLOSS_ZH.sub(zh, _PART_GLOSS_EN.sub(en, text))


# full-width digits ("２号井、５号井", typed with a Chinese input method) read as the digits they are, one for one
_FULLWIDTH_DIGITS = str.maketrans("０１２３４５６７８９", "0123456789")
_FULLWIDTH_GROUP = re.compile(r"(?<=[０-９])，(?=[０-９]{3}(?![０-９]))")


def _markup_blanked(text: str) -> str:
    # ("６８，０００英镑": the full-width comma between full-width digits groups thousands, one character for one)
    text = _part_glossed(_FULLWIDTH_GROUP.sub(",", text).translate(_FULLWIDTH_DIGITS))
    text = _GARBLED.sub(_garble_blanked, text)
    text = _ALT_CLASSIFIER.sub(lambda m: " " * len(m.group(0)), text)
    text = _gloss_blanked(QUOTE.sub(lambda m: " " * len(m.group(0)), text))
    text = _BRACKET_NUMBER.sub(lambda m: m.group(1) + " " * (len(m.group(0)) - len(m.group(1))), text)
    return _PAREN_NUMBER.sub(r"\1.", _FOOTNOTE.sub(lambda m: " " * len(m.group(0)), text))


_GLOSS_DENIAL = re.compile(r"不含|不包括|不包含|不涉及|不在|除|\b(?:excluding|except|not|nor|without|neither)\b")
_GLOSS_LIST_GOES_ON = re.compile(r"和|及|与|以及|、|或|\s+(?:and|or|nor)\b")
# a short bracket right after a name ("县图书馆（总馆）", "the county library (central library)")
_NAME_GLOSS = re.compile(r"\s?[（(]([^（）()，,；;。：:\n]{1,30})[)）]")


def _name_glosses_blanked(text: str, entities: dict[str, tuple[str, ...]]) -> str:
    """A bracket that names again the thing named right before it ("不含县图书馆（总馆）和全县中小学校图书馆") is
    blanked, so that the bracket does not cut a list from its negation or its verb."""
    by_alias: dict[str, set[str]] = {}
    for eid, aliases in entities.items():
        for a in aliases:
            by_alias.setdefault(a.lower(), set()).add(eid)

    def blank(m: re.Match) -> str:
        ids = by_alias.get(m.group(1).strip().lower(), set())
        before = text[max(0, m.start() - 40) : m.start()].lower()
        clause = re.split(r"[，。；,;:：\n]", before)[-1]
        if (
            any(before.endswith(a) for i in ids for a in (x.lower() for x in entities[i]) if len(a) >= 2)
            # only where the bracket cuts a denied list: "不含县图书馆（总馆）和全县中小学校图书馆"
            and _GLOSS_DENIAL.search(clause)
            and _GLOSS_LIST_GOES_ON.match(text[m.end() : m.end() + 8])
        ):
            return " " * len(m.group(0))
        return m.group(0)

    return _NAME_GLOSS.sub(blank, text)


# a finite verb's tense in an item ("has agreed", "will be", "已", "将")
_OWN_TENSE = re.compile(
    r"\b(?:has|have|had|was|were|is|are|will|would|shall|did|does|do)\b|[’']s\s+been\b|已|了|将|计划|预计|正在", re.I
)


# a finite verb opening what follows a relative clause set off by commas ("…, which is not part of this project,
# ends on 31 March 2026"); a preposition, a conjunction or a name is no verb
_VERB_RESUMES = re.compile(
    r"\s*(?!(?:as|across|towards|plus|its|this|thus|us|less|unless|tens|bus|gas)\b)"
    r"(?:is|are|was|were|will|would|has|have|had|can|must|may|shall|[a-z]+(?:s|ed))\b"
)


def _read(text: str, facts: FactSet, lang: str) -> Document:
    text = _name_glosses_blanked(_markup_blanked(repair(text)), facts.entities)
    lex = lexicon(lang)
    clause_end = _CLAUSE_END_ZH if lang == "zh" else _CLAUSE_END_EN
    clauses: list[Clause] = []
    sentence_index, pos = 0, 0
    heading_mod: str | None = None  # from the last heading; a label line ending with a colon overrides it
    label_mod: str | None = None
    label_carry: tuple[str, ...] = ()
    all_lines = text.split("\n")
    headings: list[Clause] = []
    for line_no, raw in enumerate(all_lines):
        line_start, pos = pos, pos + len(raw) + 1
        following = next((ln for ln in all_lines[line_no + 1 :] if ln.strip()), "")
        if (
            raw.strip()
            and len(raw.strip()) <= 48
            and not re.search(r"[。！？!?；;，,:：|]|\.\s*$", raw)
            and not re.match(r"\s*([-*•+>]\s|\d{1,2}[.)、]|[一二三四五六七八九十]+、)", raw)
            and re.match(r"\s*([-*•+]|\d{1,2}[.)、])\s", following)
            and not _is_heading(raw)
        ):
            raw_label = raw.strip().strip("*_ ")  # "Completed" above a bullet list labels the list
            label_mod = modality_of_heading(lex, raw_label) or label_mod
            label_carry = tuple(dict.fromkeys(k for k, _, _ in find_mentions(raw_label, facts.entities, lang)))
            continue
        if not raw.strip():
            label_mod, label_carry = None, ()
            continue
        if _is_heading(raw):
            label = MARKUP.sub("", raw).strip("*_:： ")
            heading_mod, label_mod = modality_of_heading(lex, label), None
            label_carry = tuple(dict.fromkeys(k for k, _, _ in find_mentions(label, facts.entities, lang)))
            headings += _heading_clauses(raw, line_start, line_no, -1 - len(headings), facts, lex)
            continue
        first = True
        asked: tuple[tuple[str, ...], str] | None = None  # the question before this sentence on the line
        table_row = raw.lstrip().startswith("|")
        before: tuple[str, ...] = ()  # what the sentence before on this line was about
        inline_mod: str | None = None  # the modality of a label opening the line ("- Completed: …")
        for s_start, s_end in [(0, len(raw))] if table_row else _spans(raw, _SENTENCE_END):
            carried = label_carry if first else ()
            if not carried and before and _PRONOUN_START.match(raw[s_start:s_end]):
                carried = before  # "The programme starts on 1 April 2026. It ends two years later, on 31 March 2028"
            if asked:  # "问：试点什么时候进行？答：2026年3月1日到…": the answer is about what was asked
                carried = asked[0] or carried
            question = raw[s_end : s_end + 1] in ("？", "?")
            sentence_mod = label_mod or heading_mod
            # "- Completed: baseline dune survey (28 June 2027); contractor tender published in September 2027":
            # the line's label goes on over the items a semicolon separates
            if not raw[:s_start].rstrip().endswith((";", "；")):
                inline_mod = None  # (a full stop ends the label's list)
            elif (
                inline_mod
                and not _OWN_TENSE.search(raw[s_start:s_end])
                # (nor a fragment the output budget cut: "…；家长委员会")
                and (text[line_start + s_end :].strip() or re.search(r"[。.!！?？)）*]\s*$", raw[s_start:s_end]))
            ):
                # (an item with a tense of its own says its own: "- Planned: …; Brightfield has agreed to hold its
                # rate")
                sentence_mod = inline_mod
            colon = re.search(r"[:：]", raw[s_start:s_end][:48])
            if colon:  # "Completed (as of 20 August 2026): …", "已完成（截至…）：…"
                inline_mod = modality_of_heading(lex, raw[s_start : s_start + colon.start()])
                sentence_mod = inline_mod or sentence_mod
            tag = re.match(r"[\s*_#>-]*[\[【]([^\]】]{1,16})[\]】]", raw[s_start:s_end])
            if tag and not (colon and inline_mod):  # "- [已完成]（截至2026.2.10）两个试点仓库的需求调研", "[Done] …"
                inline_mod = modality_of_heading(lex, tag.group(1)) or inline_mod
                sentence_mod = inline_mod or sentence_mod
            parts = _spans(raw[s_start:s_end], _TABLE_CLAUSE[lang] if table_row else clause_end)
            after_label, label_text = False, ""
            label_ents: tuple[str, ...] = ()
            label_at = 0  # the row's label cell: the first, or the one after a row number ("| 1 | Survey | … |")
            for i, (c_start, c_end) in enumerate(parts):
                a, b = line_start + s_start + c_start, line_start + s_start + c_end
                clause = _clause(
                    text[a:b],
                    a,
                    sentence_index,
                    line_no,
                    facts,
                    lex,
                    line_start=not text[line_start:a].strip(" \t#*-•+>"),
                )
                if (
                    clause.status
                    and clause.status[0] == "approved"
                    and lang == "en"
                    and re.search(r"\b(?:while|until|unless)\s*$", text[max(0, a - 10) : a], re.I)
                ):
                    clause.status = None  # "… has paused its assessment while match funding is secured": a time
                clause.heading_modality = sentence_mod
                follows = text[b : b + 3].strip("*_ ")[:1]
                if follows in (")", "）") and re.match(r"[)）]\s*\**\s*[:：]", text[b : b + 8]):
                    follows = ":"  # "- Maya Thornbury (heritage officer): oversees …": the bracket ends the label
                line_end = not raw[s_start + c_end :].strip(" *_:：")
                # "2. The hospital's IT department – configures the handsets": a list item's dash sets off its label
                dash_label = (
                    (follows in ("–", "—") or re.match(r" +- +\S", text[b : b + 6]) is not None)
                    and i == 0
                    and len(parts) > 1
                    and bool(re.match(r"\s*(?:[-*•+]|\d{1,2}[.)])\s", raw))
                )
                is_label = (
                    (
                        (follows in (":", "：") or dash_label)
                        and (len(parts) > i + 1 or line_end)
                        or follows == "|"
                        and i == label_at
                        and raw.lstrip().startswith("|")
                        and len(parts) > i + 1
                    )
                    # a table row's first cell names its task whatever its length ("| Electrical survey of Brackley
                    # depot | Voltline | Completed on 12 May 2026 |")
                    # (a bold label may run longer: "- **Number of lead panels to be replaced:** 18")
                    and len(MARKUP.sub("", clause.text).strip("*_ "))
                    <= (40 if line_end or "**" in clause.text else 60 if table_row else 32)
                    and (line_end or not clause.values)
                )
                if table_row and i == 0 and len(parts) > 2 and re.fullmatch(r"\W*\d{1,3}[.)]?\W*", clause.text):
                    label_at, is_label = 1, False
                clause.is_label = is_label
                if i == label_at and is_label:
                    sentence_mod = modality_of_heading(lex, clause.text) or sentence_mod  # "已完成：…", "Planned: …"
                # "| Revised data management plan | To be submitted by the institute | due 15/12/2026 |": every
                # cell after the label is about what the label names, whatever an earlier cell mentioned
                clause.carried = tuple(dict.fromkeys(label_ents + carried)) if after_label and table_row else carried
                if lang == "en" and i > 0 and not clause.entities and _OWN_SUBJECT.match(clause.text):
                    clause.carried = ()  # "…, and clarification questions must be sent by 20 February 2027"
                clause.after_label = after_label or bool(asked and i == 0)
                clause.label_text = label_text if after_label else (asked[1] if asked and i == 0 else "")
                clause.question = question
                if (
                    after_label
                    and clause.status is None
                    and re.match(r"\W*(conditional|subject to|有条件|附条件|以[^，。]{0,10}为前提)", clause.text, re.I)
                ):  # "Approval: conditional on the grant": the label names what the condition is about
                    clause.status = stated_status(lex, f"{label_text} {clause.text}")
                if (
                    after_label
                    and clause.status is None
                    and re.match(r"\W*(尚未|暂未|仍未|not yet|yet to)", clause.text, re.I)
                    and (joined := stated_status(lex, f"{label_text} {clause.text}")) is not None
                    and joined[0] == "pending"
                ):  # "| 资助决定 | 尚未作出 |": the decision the label names, not made yet
                    clause.status = joined
                if is_label:
                    after_label, label_text = True, clause.text  # holds for the rest of the sentence
                    label_ents = tuple(dict.fromkeys(m.id for m in clause.entities))
                # "the first batch of buoys (the 10 for the reservoir) is to be deployed": an aside in brackets
                # does not take over what the sentence is about
                # (a table cell's bracket names who does the row's task: "| 首批新梯监督检验（区特检所） | 计划 |")
                aside = not table_row and text[max(a - 1, 0) : a] in ("(", "（") and text[b : b + 1] in (")", "）")
                # "The fuel contract, which is not part of this project, ends on 31 March 2026": a relative clause
                # set off by commas is an aside too
                aside = (
                    aside
                    or (
                        lang == "en"
                        and i > 0
                        and re.match(r"(?:which|who)\b", clause.text, re.I) is not None
                        and text[b : b + 1] == ","
                        # (the sentence's own verb after it, not another item: "…, which is planned for June… and the
                        # town-centre streets after that, in January 2027")
                        and _VERB_RESUMES.match(text[b + 1 :]) is not None
                    )
                )
                if clause.entities and not (aside and carried):
                    carried = tuple(dict.fromkeys(m.id for m in clause.entities))
                clauses.append(clause)
            _bracketed_subjects([o for o in clauses if o.sentence == sentence_index], text, facts)
            _condition_after([o for o in clauses if o.sentence == sentence_index])
            sentence_index += 1
            before = carried
            first = False
            asked = (
                (
                    tuple(
                        dict.fromkeys(e for c in clauses if c.sentence == sentence_index - 1 for e in c.entity_ids())
                    ),
                    raw[s_start:s_end],
                )
                if question
                else None
            )
        if re.search(r"[:：]\s*\**\s*$", raw):  # a label line: what follows belongs to it
            last = [c for c in clauses if c.line == line_no]
            label_carry = tuple(last[-1].entity_ids()) if last else ()
            label_mod = modality_of_heading(lex, raw) or label_mod
        elif not re.match(r"\s*([-*•+]|\d+[.)、])\s", raw):
            label_mod, label_carry = None, ()
    _relative_dates(clauses)
    _demonstratives(text, clauses, facts)
    return Document(text, lang, clauses, headings)


_DEMONSTRATIVE = re.compile(r"(?:那份|这份|该|此|那个|这个|上述|前述)$|\b(?:that|this|the same|the said)\s+$", re.I)


def _demonstratives(text: str, clauses: list[Clause], facts: FactSet) -> None:
    """ "星河小学已按另一份合同于2025年完成改造，那份合同的施工期是…": a thing named with a demonstrative and a
    shorter word is the thing named just before in the sentence whose name ends with that word (另一份合同), not
    the other thing the short word names alone (施工合同)."""
    seen: list[Mention] = []
    sentence = None
    for c in clauses:
        if c.sentence != sentence:
            sentence, seen = c.sentence, []
        for i, m in enumerate(c.entities):
            if _DEMONSTRATIVE.search(text[max(0, m.start - 9) : m.start]):
                word = m.text.lower()
                earlier = next(
                    (
                        e
                        for e in reversed(seen)
                        if e.id != m.id
                        and any(a.lower().endswith(word) and a.lower() != word for a in facts.entities.get(e.id, ()))
                    ),
                    None,
                )
                if earlier is not None:
                    c.entities[i] = Mention(earlier.id, m.start, m.end, m.text, m.negated)
        seen.extend(c.entities)


# A day given relative to the date before it: "同月23日", "次月27日" (the month of the date before, or the one after),
# the end of a range that leaves out the month ("3月5日—11日", "2026-03-05~03-11")
_REL_DAY = re.compile(
    r"(同月|当月|本月|该月|次月|下月|翌月|下个月)\s*(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])\s*[日号]"
)
# A month given relative to the date before it in the same sentence: "Eastgate in late September and Millbrook the
# month after", "a month later", "次月上线"; "the month after the trial ends" is relative to something else
_REL_MONTH = re.compile(
    r"\b(?:(?:in )?the (?:month|following month|next month) after(?!\s+(?:the|a|an|its|their|that|this|each|every"
    r"|it|they|which)\b)|(?:in )?the following month|(?:in )?the next month|(?P<n>a|one|two|three) months? later)\b"
    r"|(?P<zh>次月|下个月|下月|翌月|同月|当月)(?!\s*(?:\d|[一二三]?十|[一二三四五六七八九]\s*[日号]|初|中|底|末|下旬|上旬|中旬))",
    re.I,
)
_RANGE_END = re.compile(r"(?<=[—–\-~～至到])\s*(?:(\d{1,2})-)?(\d{1,2})(\s*[日号])?(?![\d/.\-年月])")


def _relative_dates(clauses: list[Clause]) -> None:
    """Dates the text gives relative to the date before it become dates (the figures they were read as go)."""
    last: tuple | None = None
    last_sentence = -1
    for c in clauses:
        new: list[Value] = []
        for m in _REL_DAY.finditer(c.text):
            if last is None or last[1] is None:
                continue
            y, mo = last[0], last[1] + (1 if m.group(1) in ("次月", "下月", "翌月", "下个月") else 0)
            if mo > 12:
                y, mo = (y + 1 if y else None), 1
            new.append(
                Value("date", (y, mo, int(number(m.group(2)))), c.start + m.start(), c.start + m.end(), m.group(0))
            )
        for m in _REL_MONTH.finditer(c.text):
            # the date before it, in this sentence only
            here = [
                v.value
                for v in c.values
                if v.kind == "date" and v.value[1] is not None and v.end <= c.start + m.start()
            ]
            prior = here[-1] if here else last if last_sentence == c.sentence else None
            if prior is None or prior[1] is None:
                continue
            if m.group("zh"):
                step = 0 if m.group("zh") in ("同月", "当月") else 1
            else:
                step = {"a": 1, "one": 1, "two": 2, "three": 3}.get((m.group("n") or "a").lower(), 1)
            y, mo = prior[0], prior[1] + step
            if mo > 12:
                y, mo = (y + 1 if y else None), mo - 12
            new.append(Value("date", (y, mo, None), c.start + m.start(), c.start + m.end(), m.group(0)))
        for m in _RANGE_END.finditer(c.text):
            before = [v for v in c.values if v.kind == "date" and v.end <= c.start + m.start() and v.value[2]]
            if not before or before[-1].end < c.start + m.start() - 2:
                continue  # the end right after a full date: "3月5日—11日"
            y, mo, _ = before[-1].value
            if m.group(1):
                mo = int(m.group(1))
            elif not (m.group(3) or re.search(r"[日号]\s*$", before[-1].text)):
                continue  # "2026-03-05~11" without 日 or a month: too thin to read
            d = int(m.group(2))
            if mo is not None and 1 <= mo <= 12 and 1 <= d <= 31:
                a = c.start + m.start() + len(m.group(0)) - len(m.group(0).lstrip())
                new.append(Value("date", (y, mo, d), a, c.start + m.end(), c.text[a - c.start : m.end()]))
        if new:
            c.values = sorted(
                [v for v in c.values if not any(n.start <= v.start and v.end <= n.end for n in new)] + new,
                key=lambda v: v.start,
            )
        for v in c.values:
            if v.kind == "date" and v.value[1] is not None:
                last, last_sentence = v.value, c.sentence


def _heading_clauses(raw: str, line_start: int, line_no: int, sentence: int, facts: FactSet, lex: Lexicon) -> list:
    """The clauses of a heading line, its markup and numbering left out, as one sentence of its own."""
    lead = _HEADING_MARKUP.match(raw)
    offset = lead.end() if lead else 0
    out = []
    for a, b in _spans(raw[offset:], _TABLE_CLAUSE[lex.lang]):
        a, b = a + offset, b + offset
        inner = raw[a:b]
        a += len(inner) - len(inner.lstrip("*_ "))
        b -= len(inner) - len(inner.rstrip("*_ "))
        if b > a:
            out.append(_clause(raw[a:b], line_start + a, sentence, line_no, facts, lex, line_start=False))
    return out


def _spans(text: str, pattern: re.Pattern) -> list[tuple[int, int]]:
    spans, pos = [], 0
    for m in pattern.finditer(text):
        if text[pos : m.start()].strip():
            spans.append(_trim(text, pos, m.start()))
        pos = m.end()
    if text[pos:].strip():
        spans.append(_trim(text, pos, len(text)))
    return spans


def _trim(text: str, a: int, b: int) -> tuple[int, int]:
    chunk = text[a:b]
    lead = len(chunk) - len(chunk.lstrip())
    return a + lead, a + lead + len(chunk.strip())


_COMPOUND_ACT = re.compile(
    r"(?<![\w-])[A-Za-z]+(?:-[A-Za-z]+)*-(?:approved|signed|agreed|endorsed|authori[sz]ed|certified|checked)"
    r"(?=\s+[a-z])"
)


def _clause(
    text: str, start: int, sentence: int, line: int, facts: FactSet, lex: Lexicon, line_start: bool = True
) -> Clause:
    c = Clause(sentence, start, start + len(text), text, line)
    # "an area-engineer-approved written diversion plan": the names and the act inside an English compound adjective
    # are read as words (the offsets stay those of the text)
    named = _COMPOUND_ACT.sub(lambda m: m.group(0).replace("-", " "), text) if lex.lang == "en" else text
    found = find_mentions(named, facts.entities, lex.lang, ellipsis=True)
    # ("下草地无障碍步道和苹果酒仓": the 无 inside another name negates nothing after it)
    unnamed = list(text)
    for _, x, y in found:
        unnamed[x:y] = " " * (y - x)
    c.entities = [
        Mention(k, start + a, start + b, text[a:b], _negated(lex, text, a) and _negated(lex, "".join(unnamed), a))
        for k, a, b in found
        # "GBP 296,000 in total": the adverb, not a thing a sample names "total"
        if not (text[a:b].lower() in ("total", "all") and re.search(r"\bin\s+$", text[:a], re.I))
    ]
    # "不资助上门医疗护理和购置用房": a name joined to a negated one by a conjunction is negated with it
    for i in range(1, len(c.entities)):
        prev, m = c.entities[i - 1], c.entities[i]
        if (
            prev.negated
            and not m.negated
            and re.fullmatch(r"\s*(?:和|及|与|、|以及|或|或者)\s*", text[prev.end - start : m.start - start])
        ):
            c.entities[i] = Mention(m.id, m.start, m.end, m.text, True)
    c.events = [
        Mention(
            k,
            start + a,
            start + b,
            text[a:b],
            _negated(lex, text, a)
            # "The group has placed no order": the verb, then "no" before its object
            or lex.lang == "en"
            and re.match(r"\s+(?:no|not any|not a single)\s+\w", text[b:]) is not None,
        )
        for k, a, b in all_mentions(named, facts.events, lex.lang)
    ]
    # "Amount we asked for: GBP 21,400": a word every money name has, right before another thing's name, is that
    # thing's (a sample may list "amount" among the grant's names)
    c.entities = [
        m
        for m in c.entities
        if not (
            m.text.lower() in ("amount", "total", "sum", "figure", "value")
            and any(
                o.id != m.id
                and o.start > m.end
                and re.fullmatch(r"\s+(?:[a-z]+\s+){0,2}", text[m.end - start : o.start - start])
                for o in c.entities
            )
        )
    ]
    c.values = [
        Value(v.kind, v.value, start + v.start, start + v.end, v.text, v.unit, v.part)
        for v in find_values(text, line_start=line_start)
        # "3号厂区" is a name the material declares, not the figure 3; nor is "Ward 7 moves over" 7 moves
        # (but "the twelve stops of the Blue Line", declared as a name, still counts the stops a count fact counts;
        # a sum is no name's number: "申请的96万元" declared as the request's name still gives 96万元)
        if v.kind == "amount"
        or not any(m.start <= start + v.start < m.end for m in c.entities)
        or counted_by_a_fact(facts, v)
    ]
    c.marks = {
        name: [
            (start + m.start(), start + m.end(), m.group(0))
            for m in lex.words[name].finditer(text)
            # "拟支持项目名单" is a list the sample names, no plan; "无障碍入口" a thing, no negation
            if not (
                name in ("planned", "predicted", "negation")
                and any(e.start <= start + m.start() and start + m.end() <= e.end for e in c.entities)
            )
        ]
        for name in _MARK_NAMES
    }
    c.status = stated_status(lex, text)
    # "from the start of June 2026": a word of the date itself ("start", "end"), no act
    c.events = [
        e for e in c.events if not any(v.kind == "date" and v.start <= e.start and e.end <= v.end for v in c.values)
    ]
    # "starting on 1 October 2026 and finishing on 30 September 2027": the period's end, not an act of finishing
    c.events = [e for e in c.events if not _period_end(c, e)]
    # "the National Rural Libraries Fund" where "funded" names the approval: a word read as an act only by its stem,
    # inside a proper name the sample declares, is that name's ("grant approved on appeal" keeps its "appeal")
    c.events = [
        e
        for e in c.events
        if e.text.lower() in facts.event_words.get(e.id, ())
        or not any(
            m.start <= e.start
            and e.end <= m.end
            and (
                m.end - m.start > e.end - e.start
                and re.fullmatch(r"(?:[A-Z][\w'’-]*\s+){1,5}[A-Z][\w'’-]*", m.text)
                # "the fund will pay out": the word is the thing's whole name
                or re.fullmatch(r"(?:the|a|an|this|that|its|their)\s+" + re.escape(e.text), m.text, re.I) is not None
                # "The grant is GBP 21,000", "a grant of GBP 900,000", "a GBP 900,000 grant": the very word a thing's
                # name, not after a modal, "to" or a pronoun, is that noun, not the act "granted" read by its stem
                or (m.start, m.end) == (e.start, e.end)
                and re.fullmatch(r"[A-Za-z]+", e.text) is not None
                and m.text.lower() in {a.lower() for a in facts.entities.get(m.id, ())}
                and re.search(
                    r"\b(?:to|will|would|shall|may|might|can|could|must|should|not|did|does|do|we|they|you|i|has|have|had"
                    r"|was|were|is|are|been|be)\s+$|n't\s+$",
                    text[: e.start - start],
                    re.I,
                )
                is None
                # "the lifting inspector": a word in -ing before the head noun of a declared name
                or e.end < m.end
                and re.fullmatch(r"[A-Za-z]+ing", e.text) is not None
                and re.match(r"\s+[A-Za-z]", text[e.end - start : m.end - start]) is not None
            )
            for m in c.entities
        )
    ]
    return c


# a clause after "and"/"but" with a subject of its own before its verb ("and clarification questions must be sent
# by …"): it is not about what the clause before names (a pronoun or an adverb is no subject of its own)
_OWN_SUBJECT = re.compile(
    r"\W*(?:and|but|while|whereas)\s+(?:the |a |an |all |any |each |every )?"
    r"(?!(?:it|they|this|these|those|that|which|who|then|also|still|now|already|only|so|thus)\b)"
    r"(?:[a-z][\w'’-]*\s+){1,4}(?:must|will|shall|should|can|may|is|are|was|were|has|have|need|needs)\b",
    re.I,
)


def _period_end(c: Clause, e: Mention) -> bool:
    """The event's word is the end word of a period whose start the clause gives first, right before a date."""
    if not any(a <= e.start < b for a, b, _ in c.marks.get("end", ())):
        return False
    if not any(b <= e.start for a, b, _ in c.marks.get("start", ())):
        return False
    return any(v.kind == "date" and v.start >= e.end and v.start - e.end <= 5 for v in c.values)


# what follows an approval and attaches a condition to it ("said yes on 12 March 2026, but with a string attached",
# "…, but only conditionally: …", "同意支持，但附有条件"): the next clause (extraction) or the text after the clause
# (status grading) that starts with it makes the approval conditional
CONDITION_AFTER = re.compile(
    r"\W*(?:(?:but|though|although|albeit|yet|and)\s+)?(?:only\s+)?(?:with (?:a|one|two|some|certain|several) "
    r"(?:strings?|conditions?|caveats?|provisos?)(?: attached)?\b|with (?:conditions|strings) attached\b"
    r"|subject to\b|on (?:the |one )?conditions?\b|(?<!un)conditionally\b|on (?:a )?conditional basis\b"
    r"|provided\b|conditional (?:on|upon)\b|only if\b|as long as\b)"
    # "…, but the payment is held until the school signs the grant agreement": the money waits on a step still open
    # ("but the trust won't hand over the money until the school has signed", "payment held until …")
    r"|\W*(?:(?:but|though|although|yet)\s+)?[^.;:]{0,40}?\b(?:held|withheld|on hold|frozen"
    r"|(?:won't|will not|doesn't|does not)\s+(?:hand over|pay(?: out)?|release))\b[^.;]{0,40}?\buntil\b"
    r"|\W*(?:但|不过)?(?:是)?(?:附(?:带|有)?(?:一项|一个|两项|以下)?条件|有条件|前提是|条件是)"
    # "同意立项，但补助金额须待市财政局组织的财政评审后确定": the amount waits on a review still open
    r"|\W*(?:但|不过)?[^，。；]{0,6}?(?:金额|数额|额度|钱数)[^，。；]{0,4}?(?:须|需|要)?待[^。；]{1,40}?(?:后|之后)(?:方可|才能?)?确定",
    re.I,
)


def _condition_after(sent: list[Clause]) -> None:
    """ "The panel said yes on 12 March 2026, but with a string attached: …": an approval whose next clause
    attaches a condition to it is a conditional approval."""
    for o, nxt in zip(sent, sent[1:], strict=False):
        if o.status and o.status[0] == "approved" and CONDITION_AFTER.match(nxt.text):
            o.status = ("conditional", o.status[1])


def _bracketed_subjects(sent: list[Clause], text: str, facts: FactSet) -> None:
    """ "Go-live is planned for late September (Eastgate) and October (Millbrook)": a bracket holding nothing but the
    name of a fact's subject, right after a clause that names no thing and follows no label, says what that clause is
    about (not a party's name after a table cell's dates: "| Installation contract | 01/06/2026 – 30/11/2026
    (Brightwater Solar Ltd) |")."""
    subjects = {p.subject for f in facts.facts for p in f.parts}
    for o, nxt in zip(sent, sent[1:], strict=False):
        if o.entities or o.after_label or not nxt.entities or text[nxt.start - 1 : nxt.start] not in ("(", "（"):
            continue
        if not {m.id for m in nxt.entities} <= subjects:
            continue
        if text[nxt.end : nxt.end + 1] not in (")", "）"):
            continue
        rest = nxt.text
        for m in sorted(nxt.entities, key=lambda m: -m.start):
            rest = rest[: m.start - nxt.start] + rest[m.end - nxt.start :]
        if re.fullmatch(r"[\s,，、/&]*(?:(?:and|和|及|与)[\s,，、/&]*)?", rest, re.I):
            o.carried = tuple(dict.fromkeys(m.id for m in nxt.entities))
            o.named_after = True


def all_mentions(text: str, table: dict[str, tuple[str, ...]], lang: str) -> list[tuple[str, int, int]]:
    """Event mentions: each event's aliases longest-first; different events may share words (confirm/approve)."""
    found = []
    for key, aliases in table.items():
        found += [(key, a, b) for _, a, b in find_mentions(text, {key: aliases}, lang, stem=True)]
    # A word inside a longer event word is that longer event ("下发" in "直接下发"); equal spans are kept.
    found = [
        f for f in found if not any(o[1] <= f[1] and f[2] <= o[2] and (o[2] - o[1]) > (f[2] - f[1]) for o in found)
    ]
    if lang == "en":
        # "the award remains in place", "the visit took place": an idiom, not the act of placing
        found = [
            f
            for f in found
            if not (
                text[f[1] : f[2]].lower() == "place"
                and re.search(r"\b(?:in|take|takes|took|taken|taking|out of|in the first)\s+$", text[: f[1]], re.I)
            )
        ]
    return sorted(found, key=lambda t: t[1])


# A date adverbial between an event and its verb ("需求调研在2026年2月10日之前就已经做完了"): a deadline met, not a
# condition; it is read past when looking for the verb after the event.
_DATE_BY = re.compile(
    r"[在于截至止]*\s*((?:\d{4}|[〇零一二三四五六七八九]{4})\s*年)?\s*(?:\d{1,2}|[一二三四五六七八九十]{1,2})\s*月"
    r"\s*((?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[日号])?\s*(之前|以前|前|为止)?\s*[就便都]?"
)


def _gap(text: str, lang: str) -> str:
    """The words between an event and its state word that count for the distance: not its date ("by 20 August"),
    nor, in English, the phrases of its own noun ("Surveys of the floor space at both branches had been finished")."""
    text = _DATE_BY.sub("", text)
    return _NP_TAIL.sub("", text) if lang == "en" else text


_NP_TAIL = re.compile(r"\b(of|at|in|for|on|across|from) (the |both |all |its |their |each )?[\w-]+( [\w-]+)?\b", re.I)


def modality(lex: Lexicon, clause: Clause, mention: Mention, row_text: str = "") -> str | None:
    """How the clause states the event at ``mention``: done, not_done, ongoing, planned, predicted or None.

    The grammar word nearest before the mention decides; without one before it, the nearest after it (zh
    "需求调研已完成", en "surveys have been completed"); else the heading or label the clause sits under.
    """
    rel = mention.start - clause.start
    text = clause.text
    if re.search(
        r"(为了?|为赶上|以便|赶在)[^，。；]{0,12}$|\b(in order to|so as to|to meet|ahead of)\b[^,.;]{0,30}$",
        text[:rel],
        re.I,
    ):
        return None  # "为赶上嘉禾仓的上线节点": the event named as a purpose says nothing of its own state
    if lex.lang == "en" and re.search(
        r"\b(?:grant|funding|money|funds|subsidy|award|help|support)\b[^,.;:]{0,40}\bto\s+$", text[:rel], re.I
    ):
        return None  # "has applied … for a grant to install a walk-in cold room": what the money is for, no state
    if re.search(
        r"\b(?:within\s+(?:a|an|one|two|three|\d+)\s+(?:days?|weeks?|months?)\s+of|after|before|following|until"
        r"|ahead of|prior to)\s+(?:the|its|their)\s+$",
        text[:rel],
        re.I,
    ):
        return None  # "promised to publish the price within a week of the award": a time reckoned from the event
    if lex.lang == "en" and re.search(
        r"\b(?:when|whenever|once|if|as soon as)\s+(?:the|its|their|a|an|this|that)?\s*(?:[\w'’-]+\s+){0,4}"
        r"(?:is|are|gets|get)\s+(?:first\s+)?$",
        text[:rel],
        re.I,
    ):
        return None  # "asks for a deposit when the door is ordered": an act in a present "when" clause, no state
    if (
        lex.lang == "en"
        and re.fullmatch(r"[a-z]+[^s]s", mention.text)
        and re.search(r"\band\s+$", text[:rel])
        and (lex.words["done"].search(text[:rel]) or re.search(r"\b[a-z]{3,}ed\b", text[:rel]))
    ):
        return None  # "Greenbank: carried out the soil test and builds the raised beds": a duty in the present after
        # another verb's past, no state of its own
    if (
        lex.lang == "en"
        and (
            # "the order … for supplying and fitting the racks": the act an order or a sum is for
            mention.text.lower().endswith("ing")
            and re.search(r"\bfor\s+(?:[a-z]+ing\s+(?:and|or)\s+)?$", text[:rel], re.I)
            # "GBP 1,450 per covered two-bike stand, fitted": what a price per thing includes
            or re.search(r"\bper\s+[^,;.]{1,40},\s*$", text[:rel], re.I)
        )
    ):
        return None
    if lex.lang == "zh" and re.match(
        r"(?:之|以)?前(?![往进来去面])|日|时(?![间候])|期间", text[mention.end - clause.start :]
    ):
        return None  # "疫苗取出用于接种前", "临时加开的接种日": a time reckoned from the event, or named by it
    if lex.lang == "zh" and re.match(
        rf"[^，。；]{{0,4}}?都?{INCLUDED_IN_SUM_ZH}",
        text[mention.end - clause.start :],
    ):
        return None  # "总投资54万块钱，设备和安装都算进去了": what a sum includes, no act done
    if re.search(r"以[^，。；]{0,20}$", text[:rel]) and re.match(r"[^，。；]{0,16}为由", text[rel:]):
        return None  # "以大坝安全鉴定材料不全为由将申请退回": the event named in a reason
    if re.match(
        r"['’]s?\s+(?:[a-z-]+\s+)?(?:review|report|results?|findings|follow-up|outcome)\b",
        text[mention.end - clause.start :],
        re.I,
    ):
        return None  # "the floor surveys' follow-up review": the event names whose review it is
    found: list[tuple[int, str]] = []
    for name in ("done", "planned", "predicted", "ongoing"):
        for m in lex.words[name].finditer(text):
            if (
                lex.lang == "en"
                and name == "planned"
                and m.start() > rel
                and re.search(r"\b(of|for|at|in|on|near|around)\s+(the|a|an|its|their)\s+$", text[: m.start()], re.I)
                and re.match(r"[a-z]+ed\s+[a-z]", text[m.start() :], re.I)
            ):
                continue  # "Ground survey of the planned plant area": a participle naming a place after the event
            if (
                lex.lang == "en"
                and name == "planned"
                and re.fullmatch(r"plans?", m.group(0), re.I)
                and re.search(
                    r"\b(?:the|a|an|its|their|our|this|that|his|her)\s+(?:[\w-]+\s+){0,2}$", text[: m.start()], re.I
                )
                # ("the plan is to award the contract in April", "their plan for a tender in May": a plan said)
                and not re.match(r"\s+(?:(?:is|was|are|were)\s+)?(?:to|for|calls|says)\b", text[m.end() :], re.I)
            ):
                continue  # "the expert review of the renovation plan": the noun, a document, no plan said
            found.append((m.start(), name))
    if lex.lang == "en":
        for m in lex.words["done_verb"].finditer(text):
            # "may be re-submitted": the prefix of the participle is no word between
            lead = re.sub(r"\b(?:re|pre|co)-?$", "", text[: m.start()], flags=re.I)
            if not re.search(r"\b(to|will|be|shall|must|should|can|could|may|might|would)\s+(\w+\s+)?$", lead, re.I):
                found.append((m.start(), "done"))
    if lex.lang == "en" and re.search(r"\bto\s+(?:be\s+)?$", text[:rel], re.I):
        # "It has invited us to resubmit a smaller bid": the act after "to" is what was invited, asked or allowed;
        # a done word before it is the main verb's
        found = [f for f in found if not (f[1] == "done" and f[0] < rel)]
    if lex.lang == "zh":  # "计划在上线前完成…": 完成 under a plan word is the plan's verb, not a completion
        planned_at = [i for i, n in found if n in ("planned", "predicted")]
        found = [
            (i, n)
            for i, n in found
            if not (n == "done" and text[i : i + 2] == "完成" and any(p < i for p in planned_at))
            # "重新申报须附配套资金已到位的银行存款证明": a done word after the event, inside a phrase that describes a
            # thing (已…的 before its noun), says nothing of the event
            and not (
                n == "done"
                and i >= rel + (mention.end - mention.start)
                and re.match(r"(?:已经?|业已)[\u4e00-\u9fff]{1,4}的[\u4e00-\u9fff]", text[i:])
            )
        ]
    if (
        lex.lang == "en"
        and clause.heading_modality == "done"
        and re.search(r"\b(?:can|could|may|might)\s+(?:now\s+|still\s+|already\s+)?$", text[:rel], re.I)
    ):
        return None  # "Completed: … 9 venues can run the full rig without extra cabling": what a thing is able to do
    # "installation once funding is approved → Eastgate live late Sept": what follows an arrow is a step of its own;
    # the words before it say nothing of it
    cut = max((a.end() for a in re.finditer(r"→|->|⇒|➜|=>", text[:rel])), default=0)
    if cut:
        found = [f for f in found if f[0] >= cut]
    window = 8 if lex.lang == "zh" else 28
    end = rel + (mention.end - mention.start)
    if (
        lex.lang == "en"
        and re.search(
            # (not across an arrow: "installation once funding is approved → Eastgate live late Sept")
            r"\b(only after|once|until|unless|before|as soon as|after|when|if)\s+(the |a |an |its |their )?"
            r"[^,;.→⇒➜]{0,60}$",
            text[:rel],
            re.I,
        )
        # ("a NZD 48,700 deposit is due to the builder when the order is placed": what falls due then)
        and re.search(
            r"\b(will|may|can|must|shall|cannot|can't|won't|not|no|only|due|payable|owed)\b", text[:rel], re.I
        )
    ):
        # "will consider the contract only after the load study has been completed", "no chiller may be switched
        # off until …": the event is the main act's precondition; the clause says nothing of its own state
        if not re.match(r"\s*(was|were)\b", text[end:]) and not re.search(r"\b(was|were)\s+$", text[:rel]):
            return None
    if lex.lang == "zh":
        # "补助资金只有在设备安装完成并经…验收合格后才拨付", "安装完成、验收合格 → 才拨付": the event is the main act's
        # precondition (its 后 … 才), no state of its own (unless it is said done: "设备已安装完成，验收后才拨付")
        then = re.match(r"[^。；;\n]{0,40}?(?:(?:后|之后|以后)[，,]?\s*)?(?:→|->)?\s*(?:才|方可|方能)", text[end:])
        then = then or (
            _PRECONDITION_ZH.search(text[:rel]) and re.match(r"[^。；;\n]{0,40}?(?:后|之后|以后)", text[end:])
        )
        if then and not re.search(r"已|业已|曾", text[max(0, rel - 6) : rel] + text[end : end + then.end()]):
            return None
    inside = [f for f in found if rel <= f[0] < end]
    if (
        inside
        and inside[0][1] == "done"
        and lex.lang == "en"
        # (the auxiliary inside the mention too: "The contract was awarded in April 2027" under "Planned:")
        and not re.search(r"\b(has|have|had|was|were|is|are|been|being)\s+(\w+\s+)?$", text[: inside[0][0]], re.I)
        and not re.match(r"(has|have|had|was|were|is|are)\b", text[inside[0][0] :], re.I)
        # ("Eastgate went live in late September" under "Planned:": a past tense no participle shares says its own)
        and not re.match(r"(?:went|began|ran|took|gave|came|did|got|met)\b", text[inside[0][0] :], re.I)
    ):
        # a bare participle names the step ("| Planting contract signed | … | Planned |", "- ☐ Brackenwood planting
        # contract signed – late Oct 2026"): the row's state cell or the unticked box says its state
        if re.match(r"[\s\-*•]*(?:[☐□⬜]|\[ \])", text):
            return "planned"
        state = modality_of_heading(lex, row_text.replace(text, " ")) if row_text else None
        if state in ("planned", "ongoing", "predicted"):
            return state
        # "Planned: both boats delivered Feb. 2027": the line's label over a bare participle says its state
        if not row_text and clause.heading_modality in ("planned", "predicted"):
            return clause.heading_modality
    if inside:  # the event's own words say it ("went live")
        if (
            inside[0][1] == "done"
            and lex.lang == "en"
            and re.search(
                r"(?:\b(?:not|never)|n't)\s+(yet\s+)?(been\s+)?$|\bno\s+(?:[a-z-]+\s+){1,2}(?:(?:has|have)\s+)?(?:yet\s+)?(?:been\s+)?$",
                text[:rel],
                re.I,
            )
        ):
            return "not_done"  # "the contract has not been awarded", "no work started yet", "no moorings have been"
        if (
            inside[0][1] == "done"
            and lex.lang == "zh"
            and clause.heading_modality == "planned"
            and text[inside[0][0] : inside[0][0] + 2] == "完成"
            and not re.match(r"完成了", text[inside[0][0] :])
            and not re.search(r"已|业已|曾", text)
        ):
            return "planned"  # "计划：柳湾桥2026年4月中旬完成主体施工": the event's 完成 under a plan label
        return inside[0][1]
    before = [f for f in found if f[0] < rel]
    after = [
        f
        for f in found
        if end <= f[0]
        and len(_gap(text[end : f[0]], lex.lang)) <= window
        # the words as written ("at both branches once the funding is approved": the noun's tail is not to hide "once")
        and not re.search(
            # ("ran the surveys and will summarise the kiosk logs": the word after "and" is the next verb's)
            r"\b(once|after|before|until|when|if)\b|之?后|之?前|一旦|如果|\band\s+(?:then\s+)?$",
            _DATE_BY.sub("", text[end : f[0]]),
            re.I,
        )
    ]
    if lex.lang == "en" and before and after:
        # "The site visit was held on 10 February 2027 and the award is planned for April 2027": a word past the
        # last "and" before the mention belongs to the earlier conjunct; the mention's own word follows it
        conj = [m.end() for m in re.finditer(r"\b(and|but|while|whereas)\s+(the |a |an |its |their )?", text[:rel])]
        if conj and all(i < conj[-1] for i, _ in before):
            before = []
    chosen = max(before) if before else (min(after) if after else None)
    pick = chosen[1] if chosen else None
    if (
        pick == "done"
        and not before
        and chosen is not None
        and lex.lang == "en"
        and re.search(r"\b(?:not|never)\b|n't\b", text[end : chosen[0]], re.I)
    ):
        return "not_done"  # "Fitting the lanterns hasn't started yet": the act's own verb after it, denied
    if (
        chosen
        and pick == "done"
        and lex.lang == "zh"
        and clause.heading_modality == "planned"
        and text[chosen[0] : chosen[0] + 2] == "完成"
        and not re.match(r"完成了", text[chosen[0] :])
        and not re.search(r"已|业已|曾", text)
    ):
        # "计划：设备采购7月上旬完成": a bare 完成 under a plan label is the schedule, not a report (Chinese states
        # both without tense; the label says which)
        pick = "planned"
    if pick is None and row_text:  # a table row: "| Floor surveys | Completed | as of 20 August 2026 |"
        pick = modality_of_heading(lex, row_text)
    if pick is None and clause.after_label and clause.label_text:
        # "- Planned: floor surveys at both branches once the funding is approved": the label says the state, not
        # the heading the list sits under ("## Planned and completed")
        pick = modality_of_heading(lex, clause.label_text)
    if pick in ("done", None) and (
        lex.words["negation"].search(text[:rel])
        if lex.lang == "en"
        else re.search(r"(尚未|未|没有|还没|并未)[^，。；]{0,6}$", text[:rel])
        or re.search(
            r"^[^，。；]{0,6}(尚未|未|没有)(完成|开展|进行|上线|实施|启动|开始)", text[rel + len(mention.text) :]
        )
    ):
        if pick == "done" or re.search(r"完成|complet|finish|done|live|上线|开展|实施|启动|开始", text, re.I):
            return "not_done"
    return pick or clause.heading_modality
