"""Split an answer into sentences, clauses and sections (pure Python, language-neutral rules).

Offsets are character offsets into the original text, so a grade can quote the exact offending text and tell
whether two findings are about the same sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from harness.grade import rx as re
from harness.grade.lexicon import SURVEY_SPOKEN_ZH
from harness.grade.values import find_values
from harness.inputs.sample import RequiredSection

# Sentence ends: CJK and ASCII terminators, semicolons, line breaks. An ASCII period ends a sentence only when
# whitespace follows and it does not close a one-letter abbreviation ("e.g.", "U.S.") or a list number ("1.").
_SENTENCE_END = re.compile(
    r"[。！？!?；;]+|\n+|(?<![A-Za-z0-9]\.[A-Za-z])(?<!\b[A-Za-z])(?<!^\d)(?<!\n\d)(?<!^\d\d)(?<!\n\d\d)\.(?=\s)"
)
_CLAUSE_END = re.compile(r"[，,、：:]|\s(?:and|but|while|whereas)\s")
PARAGRAPH_ID = re.compile(r"(?<![A-Za-z0-9])([A-Z]{1,2}\d{2,3})(?![0-9])")
_HEADING_NUMBER = re.compile(r"^([一二三四五六七八九十]+[、.．]|\d+[.、．)]|[（(][^）)]{1,3}[)）])\s*")
_TERMINAL = "。！？.!?；;"
_BULLET = re.compile(r"^\s*([-*•+]|\d+[.)、])\s")


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    text: str


def _split(text: str, pattern: re.Pattern, base: int = 0) -> list[Span]:
    spans, pos = [], 0
    for m in pattern.finditer(text):
        if text[pos : m.start()].strip():
            spans.append(_trimmed(text, pos, m.start(), base))
        pos = m.end()
    if text[pos:].strip():
        spans.append(_trimmed(text, pos, len(text), base))
    return spans


def _trimmed(text: str, start: int, end: int, base: int) -> Span:
    chunk = text[start:end]
    lead = len(chunk) - len(chunk.lstrip())
    stripped = chunk.strip()
    return Span(base + start + lead, base + start + lead + len(stripped), stripped)


def sentences(text: str, base: int = 0) -> list[Span]:
    return _split(text, _SENTENCE_END, base)


def clauses(sentence: Span) -> list[Span]:
    return _split(sentence.text, _CLAUSE_END, sentence.start)


def paragraph_ids(text: str) -> list[str]:
    return PARAGRAPH_ID.findall(text)


@dataclass(frozen=True)
class Line:
    start: int
    end: int
    text: str


def lines(text: str) -> list[Line]:
    out, pos = [], 0
    for raw in text.split("\n"):
        out.append(Line(pos, pos + len(raw), raw))
        pos += len(raw) + 1
    return out


def is_strong_heading(line: str) -> bool:
    """A Markdown heading or a line that is only bold text."""
    s = line.strip()
    return s.startswith("#") or bool(re.fullmatch(r"\*\*[^*]+\*\*\s*[:：]?", s))


def heading_label(line: str) -> str | None:
    """The label of a heading-like line (``## 资料来源``, ``**Sources**``, ``三、进展：``, ``Sources:``), else None.

    A bullet line is never a heading; a plain line counts when it is short and has no sentence terminator.
    """
    s = line.strip()
    if not s or _BULLET.match(s) and not re.match(r"\d{1,2}[.)、]\s", s):
        return None  # "- item" is never a heading; "3. Sources" may be one
    if s.startswith("|"):
        return None  # a table row ("| 项目 | 内容 | 资料段落 |") is no heading, whatever its cells say
    if is_strong_heading(s):
        label = s.lstrip("#").strip().strip("*").strip().rstrip(":：").strip()
        return _HEADING_NUMBER.sub("", label).strip() or label  # "## 3. Sources" -> "Sources"
    # "**资料来源**：执行期S03；范围S04", "**Sources:** C01 buses; C02 deadline": a bold label over the paragraph ids it
    # lists on its own line
    lead = re.match(r"\*\*\s*([^*]{1,30}?)\s*[:：]?\s*\*\*\s*[:：]?(.*)$", s)
    if lead and PARAGRAPH_ID.search(lead.group(2)) and not PARAGRAPH_ID.search(lead.group(1)):
        label = lead.group(1).strip()
        return _HEADING_NUMBER.sub("", label).strip() or label
    s = _HEADING_NUMBER.sub("", s).rstrip(":：").strip()
    if s and len(s) <= 32 and s[-1] not in _TERMINAL and not PARAGRAPH_ID.search(s):
        return s
    return None


@dataclass(frozen=True)
class Sections:
    """Where each required section's heading is (line index or None) and the span of the source list."""

    heading_line: dict[str, int | None]
    lines: tuple[Line, ...]
    sources_id: str
    sources_start: int | None  # char offset of the source-list heading line
    sources_end: int | None  # char offset where the source list ends (next strong heading or end of text)

    def body(self, text: str) -> str:
        """The answer's prose: the source list and heading lines blanked out (offsets keep their meaning).

        Only Markdown/bold headings and the required-section heading lines are blanked: a short plain line may
        be a statement ("嘉禾仓已上线") and must stay gradable.
        """
        chars = list(text)
        blank = [
            (ln.start, ln.end)
            for i, ln in enumerate(self.lines)
            if is_strong_heading(ln.text) or i in self.heading_line.values()
        ]
        if self.sources_start is not None and self.sources_end is not None:  # set together by find_sections
            blank.append((self.sources_start, self.sources_end))
        for start, end in blank:
            for i in range(start, min(end, len(chars))):
                if chars[i] != "\n":
                    chars[i] = " "
        return "".join(chars)

    def source_list_lines(self) -> list[Line]:
        if self.sources_start is None or self.sources_end is None:
            return []
        # (the heading line too, where it lists the ids itself: "**资料来源**：执行期S03；范围S04")
        return [
            ln
            for ln in self.lines
            if self.sources_start < ln.start < self.sources_end
            or ln.start == self.sources_start
            and _lists_ids(ln.text)
        ]


def id_list_label(line: str) -> str | None:
    """The plain label of a line that lists paragraph ids and nothing else ("Sources: period C03; scope C06; places
    C05"); not "Status: the council approved it (C05)", a sentence that cites."""
    plain = re.match(r"([^\W\d][^:：]{0,20}?)\s*[:：]\s*(.+)$", line.strip())
    if plain is None or PARAGRAPH_ID.search(plain.group(1)) or not _only_ids(plain.group(2)):
        return None
    return plain.group(1).strip()


def _only_ids(text: str) -> bool:
    """Two paragraph ids or more, each with at most two words of its own ("period C03; scope C06", "B02, B03")."""
    ids = PARAGRAPH_ID.findall(text)
    if len(ids) < 2:
        return False
    rest = PARAGRAPH_ID.sub(" ", text)
    if re.search(r"[^\w\s,;、，；()（）./&–—-]", rest):
        return False
    return len(re.findall(r"[^\W\d_]+", rest)) <= 2 * len(ids)


def _lists_ids(text: str) -> bool:
    """A heading line that lists paragraph ids itself, after its label."""
    label = heading_label(text) or id_list_label(text)
    if label is None:
        return False
    return bool(PARAGRAPH_ID.search(text, max(text.find(label), 0) + len(label)))


# the closing of a letter or an e-mail on its own line ("Kind regards,", "Best wishes", "此致 敬礼"): after a source
# list it ends the list (the signature under it is the letter's close), and a check reads the sign-off block by it
CLOSING = re.compile(
    r"(?:(?i:(kind|best|warm|warmest|with kind)\s+(regards|wishes)|regards|many thanks|thanks( again)?|thank you"
    r"|sincerely|yours (sincerely|faithfully|truly)|all the best|cheers)|(?i:best)(?=\s*,)|此致|敬礼|此致敬礼"
    r"|顺祝(?:商祺|安好|工作顺利)?|顺颂(?:商祺|时祺)?"
    # "谢谢！\n项目组", "以上，请审阅。\n项目组": a thanks or a request to read it, then the sender
    r"|谢谢|多谢|感谢(?:审阅|阅读|查阅)?|祝好|(?:以上[，,]?\s*)?请(?:审阅|查阅|阅示|知悉|批示|查收))\s*[,，.。!！]?"
)


def find_sections(text: str, required: tuple[RequiredSection, ...]) -> Sections:
    """Locate the first heading-like line matching each required section (the last one is the source list)."""
    all_lines = tuple(lines(text))
    found: dict[str, int | None] = {}
    compiled = {s.id: [re.compile(p, re.IGNORECASE) for p in s.patterns] for s in required}
    for section in required:
        found[section.id] = None
        for i, ln in enumerate(all_lines):
            label = heading_label(ln.text)
            if label and any(p.search(label) for p in compiled[section.id]):
                found[section.id] = i
                break
    sources_id = required[-1].id
    if found[sources_id] is None:
        # "Sources: period C03; scope C06; …" on a plain line, the answer's last list (an e-mail's, before its close)
        for i, ln in enumerate(all_lines):
            label = id_list_label(ln.text)
            if label and any(p.search(label) for p in compiled[sources_id]):
                found[sources_id] = i
                break
    idx = found[sources_id]
    if idx is None:
        return Sections(found, all_lines, sources_id, None, None)
    start = all_lines[idx].start
    end = len(text)
    others = [re.compile(p, re.IGNORECASE) for s in required if s.id != sources_id for p in s.patterns]
    listed = bool(PARAGRAPH_ID.search(all_lines[idx].text))
    for ln in all_lines[idx + 1 :]:
        label = heading_label(ln.text)
        if is_strong_heading(ln.text) or (
            label and _HEADING_NUMBER.match(ln.text.strip()) and any(p.search(label) for p in others)
        ):
            end = ln.start  # "三、计划与已完成" after the source list starts a section again
            break
        if CLOSING.fullmatch(ln.text.strip()):
            end = ln.start  # "Kind regards,\nTom Reyes, Procurement Officer": the letter's close, read as the body
            break
        if (
            listed
            and re.search(r"\n[ \t]*\n[ \t]*$", text[: ln.start])
            and ln.text.strip()
            and not PARAGRAPH_ID.search(ln.text)
            and not _BULLET.match(ln.text)
            and not ln.text.lstrip().startswith("|")
        ):
            # "- Waiver rule: B08\n\nNote: Maria Jensen, head of branch services, leads the pilot.": a paragraph
            # after the list that cites nothing is the body again (a postscript, an afterword)
            end = ln.start
            break
        listed = listed or bool(PARAGRAPH_ID.search(ln.text))
    return Sections(found, all_lines, sources_id, start, end)


STOP_EN = set(
    "the a an of to and or in on at for by with from as is are was were be been has have had will it its "
    "this that these those their there which who all any each both only still not no into per than"
    # "staff will continue to shelve every single book" says the material's "staff still shelve every book"
    " continue continues continued single".split()
)


@lru_cache(maxsize=1 << 16)
def grams(text: str, lang: str) -> frozenset[str]:
    """Content units for restatement checks: Han bigrams (zh) or lower-case stemmed words (en).

    Cached: the checks ask for the same sentence's units again and again (about nine times each, measured on four
    answer sets), and the units are a frozenset so that no caller can change another's."""
    if lang == "zh":
        text = _ZH_SUBMIT.sub("提交", text)  # "预算申请交上去了" is the material's "预算申请已…提交"
        text = text.replace("写错", "误写")  # "批复因金额写错" is the material's "将补助金额误写为"
        text = LACKING_ZH.sub("缺少", text)  # "因材料不全" is the material's "申请材料缺少…"
        # "需求摸底做完了" is the material's "完成…需求调研": the spoken words for a survey and for finishing
        text = re.sub(SURVEY_SPOKEN_ZH, "调研", text)
        text = re.sub(r"(?:做|搞|弄|干)完(?!善)", "完成", text)
        # "早就做完了" says 已完成: the adverbs of time carry no content
        han = re.sub(r"已经|已于|早就|早已|老早|[^\u4e00-\u9fff]|[也已了的与和及并均都还仍又再]", "|", text)
        return frozenset(han[i : i + 2] for i in range(len(han) - 1) if "|" not in han[i : i + 2])
    # ("pulled together a year of figures" is "collected a year of statistics")
    text = PUT_TOGETHER.sub("collected", text)
    # ("will find the rest itself" is "will pay the remaining GBP 6,200 from its own reserves")
    text = FUND_THE_REST.sub(r"pay the remaining", text)
    # (a possessive is the name's: "Fernlea's", "trustees'" are "fernlea", "trustees")
    words = [re.sub(r"'s?$", "", w.lower()) for w in re.findall(r"[A-Za-z][A-Za-z'-]+", text)]
    stems = (_stem_en(w) for w in words if w not in STOP_EN and len(w) > 2)
    return frozenset(SYNONYM_EN.get(w, w) for w in stems)


# plain words for the material's ("measured the floor space" for "floor surveys", "figures" for "statistics"), as
# stems; "pulled together" for "collected"
SYNONYM_EN = {"measur": "survey", "figur": "statistic", "stat": "statistic", "gather": "collect", "compil": "collect"}
FUND_THE_REST = re.compile(
    r"\b(?:find|finds|found|finding|cover|covers|covered|covering|fund|funds|funded|funding|meet|meets|met|meeting"
    r"|make up|makes up|made up|put up|puts up|foot|foots|footing)"
    r"\s+(?:the|its)\s+(?:rest|remainder|balance|difference)\b",
    re.I,
)
PUT_TOGETHER = re.compile(r"\b(?:pull|pulled|pulling|pulls|put|puts|putting)\s+together\b", re.I)


# Chinese words of a thing lacking, read as one ("材料不全", "材料不齐", "缺少材料")
LACKING_ZH = re.compile(r"缺少|不全|不齐|缺乏|缺失|欠缺|短缺|未附(?!加|带)|没附(?!加|带)")


# colloquial and formal words for handing a document in, read as one ("交上去", "报送", "递交", "交给投委会" for 提交)
_ZH_SUBMIT = re.compile(
    r"交上去|报上去|送上去|递交|报送|呈报|呈送|上报|送审|交(?:给|到)(?=[^，。；]{0,12}(?:委员会|委会|局|办|部|处|厅|科))"
)


# the past of irregular verbs of a project's acts, and the nouns of paying, read as their stems ("the treasurer made
# the repayment" and "the treasurer repaid" name one act)
_IRREGULAR_EN = {
    "paid": "pay",
    "repaid": "repay",
    "payment": "pay",
    "payments": "pay",
    "repayment": "repay",
    "repayments": "repay",
    "wrote": "write",
    "written": "write",
    "writing": "write",
    "sent": "send",
    "drew": "draw",
    "drawn": "draw",
}


@lru_cache(maxsize=65536)
def _stem_en(w: str) -> str:
    """ "digging"/"digs" -> dig, "planned"/"plans" -> plan: the suffix off, and a consonant doubled before it."""
    if w in _IRREGULAR_EN:
        return _IRREGULAR_EN[w]
    if len(w) > 4 and re.search(r"[^aeiou](?:ies|ied)$", w):
        return w[:-3] + "y"  # "lorries"/"lorry", "supplied"/"supply": the y the suffix replaced
    if len(w) > 8 and w.endswith("ance") and w[-5] not in "aeiou":
        return w[:-4]  # "acceptance"/"accepted", "attendance"/"attends": the act's noun
    stem = re.sub(r"(ing|ed|es|s)$", "", w)
    if stem != w and re.search(r"([b-df-hj-np-tv-z])\1$", stem) and not re.search(r"(ll|ss|ff|zz|dd)$", stem):
        stem = stem[:-1]
    return stem


def irregular_forms(base: str, stem_of=_stem_en) -> set[str]:
    """The irregular pasts and the nouns of paying whose stem is ``base`` ("repaid", "repayment" for "repay"), by
    the caller's stemmer ``stem_of``."""
    return {form for form, plain in _IRREGULAR_EN.items() if stem_of(plain) == base}


def strip_label(text: str) -> str:
    """Without a leading bold or colon label ("**Approval status.** …", "审批状态：…")."""
    return re.sub(r"^\W*\*\*[^*]{1,40}\*\*\s*|^[^，。,.:：]{1,16}[:：]\s*", "", text)


def without_values(text: str) -> str:
    """The text with its dates, amounts and figures cut out: a restatement is judged on its words, and values
    are checked on their own."""
    out, pos = [], 0
    for v in find_values(text):
        out.append(text[pos : v.start])
        pos = v.end
    return "|".join(out + [text[pos:]])


def stem(word: str) -> str:
    """A rough English stem ("requested" -> "request", "submissions" -> "submiss"), to match words of a name."""
    word = _IRREGULAR_EN.get(word, word)
    if len(word) > 4 and re.search(r"[^aeiou](?:ies|ied)$", word):
        return word[:-3] + "y"  # "carries"/"carry", "libraries"/"library"
    return re.sub(r"(ations?|ions?|ments?|ings?|ers?|ed|es|s|e)$", "", word) or word
