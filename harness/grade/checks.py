"""Completeness checks on one answer. Each returns ``{"pass": bool | None, "detail": str}``.

``pass`` is None only when the check could not be made (truncation without a stop reason, a language without a
script rule); the detail then says why. Otherwise a plain pass or fail with the evidence in ``detail``.
A unit (loop check) is a CJK character, a Latin word, a number or a paragraph id (``A02``).
"""

from __future__ import annotations

import functools
import unicodedata
from collections import Counter, defaultdict
from itertools import takewhile

from harness.grade import rx as re
from harness.grade.text import CLOSING, PARAGRAPH_ID, Sections, heading_label, id_list_label, is_strong_heading
from harness.inputs.sample import Sample

LOOP_NGRAM, LOOP_MIN_REPEATS = 10, 3  # a 10-unit run seen 3 times close together is a loop
LOOP_WINDOW = 120  # units from the first to the last of those starts; farther apart is a phrase reused
LOOP_SENTENCE_UNITS = 8  # a sentence this long said LOOP_MIN_REPEATS times anywhere is a loop
LOOP_SHORT = (4, 8)  # a block of at most 4 units repeated back-to-back at least 8 times ("在这在这…")
LANG_MIN_SHARE = 0.6  # share of the letters (weighted) the sample's script must have
LATIN_WEIGHT = 1 / 3  # a Latin letter weighs a third of a Han character (English spells out what one 字 says)
_ID = PARAGRAPH_ID.pattern
_UNIT = re.compile(_ID + r"|[A-Za-z]+(?:'[A-Za-z]+)?|\d+|[^\W\d_A-Za-z]")
MARKUP = re.compile(r"^\s*(?:#+|>|[-*•+]|\d+[.)、．](?!\d)|[（(]\d+[)）]|[一二三四五六七八九十]+、)\s*", re.M)
_SENTENCE = re.compile(r"[。！？!?；;\n]+|\.(?=\s|$)")
_CLOSERS = "\"'”’」』）)\\]】》"
_SENT_END = re.compile(rf"(?:[。！？!?…]|(?<![A-Za-z]\.[A-Za-z])\.)[{_CLOSERS}]*$")
_INNER_END = re.compile(r"[。！？](?=.*\S)|[a-z]{2,}[.!?]\s+[A-Z]")  # a full sentence with more text after it
_PAIRS = (("（", "）"), ("(", ")"), ("【", "】"), ("[", "]"), ("「", "」"), ("『", "』"), ("《", "》"), ("“", "”"))
_DANGLE_PUNCT = "，,、：:；;-–—/&+"
_DANGLE_ZH = re.compile(
    r"(?:以及|包括|包含|其中|例如|比如|由于|因为|但是|并且|或者|如果|以便|需要|将|把|被|于|但|"
    r"而|且|经|至|或|(?<![总温缓平柔调])和|(?<!参)与|(?<!普)及|(?<!目)的"
    # a preposition with its object cut off ("区民政局计划在", "将申请材料向")
    r"|(?<![现正存所实自内外潜健好])在|(?<![方动趋面导转走志意倾])向|(?<![自服听无何])从"
    # a plan's year with its month and act cut off ("县卫健委计划于2027年"); "完成于2027年" is whole
    r"|(?:计划|拟|将|预计|定|准备)于\s*[0-9０-９〇零一二三四五六七八九]{2,4}\s*年)$"
)
_DANGLE_EN = re.compile(
    r"\b(?:and|or|but|nor|the|a|an|of|to|for|with|in|on|at|by|from|as|into|than|that|which|who|"
    r"whose|including|covering|such|is|are|was|were|be|been|will|would|shall|must|can|should|has|"
    r"have|had|its|their|our|see|per|via|while|whereas|because|if|when|until|between|both|either|"
    r"not|every|each|any|this|these|those|during|within|through|about"
    # "…a state grant, which has not yet": the verb cut off after "not yet"
    r"|(?:has|have|had|is|are|was|were|been) not yet)$"
)
_RULE_LINE = re.compile(r"(?:[-*_=]\s*){3,}|[`~]{3,}\w*|[|:\-\s]*-{3,}[|:\-\s]*")
_LIST_ITEM = re.compile(r"^(?:[-*•+]\s|\d{1,2}[.)、．](?!\d)\s?|[（(]\d{1,2}[)）]|[一二三四五六七八九十]+、)")
_ID_FIRST = re.compile(rf"^[\[【（(]?{_ID}[\]】）)]?\s*(?:[：:|\-–—,，]|\s)")
_ID_END = re.compile(rf"{_ID}[{_CLOSERS}]*$")
_LABEL = re.compile(r"^[^，,。；;：:]{1,24}[：:]\s*[^，,。；;、]{1,24}$")  # "审批状态：审批中", "Approval: pending"
_CONT = "\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"  # UTF-8 continuation bytes as Latin-1/cp1252 shows them
_MOJIBAKE = re.compile(
    rf"[ÂÃ][\s{_CONT}]|[\u00c4-\u00df][\u0080-\u00aa\u00ac-\u00ba\u00bc-\u00bf]"
    rf"|[\u00e0-\u00ef][{_CONT}]{{2}}|â€|锟斤拷|烫烫烫|屯屯屯|鈥|锘|銆"
)
_LANG_SCRIPT = {"zh": "Han", "en": "Latin"}
_LETTERS = re.compile(r"[^\W\d_]+")


def _units(text: str) -> list[str]:
    return [m.group(0).lower() for m in _UNIT.finditer(MARKUP.sub(" ", text))]


def _short_cycle(units: list[str]) -> tuple[list[str], int] | None:
    for p in range(1, LOOP_SHORT[0] + 1):
        run = 0
        for i in range(p, len(units)):
            run = run + 1 if units[i] == units[i - p] else 0
            if run // p + 1 >= LOOP_SHORT[1]:
                return units[i - p + 1 : i + 1], run // p + 1
    return None


def _close_run(units: list[str]) -> tuple[list[str], int] | None:
    starts: dict[tuple, list[int]] = defaultdict(list)
    for i in range(len(units) - LOOP_NGRAM + 1):
        seen = starts[tuple(units[i : i + LOOP_NGRAM])]
        seen.append(i)
        if len(seen) >= LOOP_MIN_REPEATS and i - seen[-LOOP_MIN_REPEATS] <= LOOP_WINDOW:
            return units[i : i + LOOP_NGRAM], len(seen)
    return None


def _ditto(text: str) -> str:
    """The text with each table cell that repeats the cell above it blanked."""
    out, above = [], None
    for line in text.split("\n"):
        if not line.strip().startswith("|"):
            out.append(line)
            above = None
            continue
        cells = line.strip().strip("|").split("|")
        kept = [
            "" if above is not None and i < len(above) and x.strip() == above[i].strip() else x
            for i, x in enumerate(cells)
        ]
        above = cells
        out.append("|" + "|".join(kept) + "|")
    return "\n".join(out)


def _same_rows(text: str) -> tuple[list[str], int] | None:
    """A table row said again LOOP_MIN_REPEATS times in a row (a table that loops)."""
    run, last = 1, None
    for line in (ln.strip() for ln in text.split("\n")):
        if line.startswith("|") and not re.fullmatch(r"[|:\-\s]+", line) and line == last:
            run += 1
            if run >= LOOP_MIN_REPEATS:
                return _units(line), run
        else:
            run = 1
        last = line
    return None


def _same_sentence(text: str) -> tuple[list[str], int] | None:
    prose = "\n".join(ln for ln in text.split("\n") if not ln.strip().startswith("|"))  # table rows are no prose
    said = Counter(tuple(u) for u in map(_units, _SENTENCE.split(prose)) if len(u) >= LOOP_SENTENCE_UNITS)
    top = said.most_common(1)
    return (list(top[0][0]), top[0][1]) if top and top[0][1] >= LOOP_MIN_REPEATS else None


def _joined(units: list[str]) -> str:
    """Units as text: a space only between two Latin words or numbers."""
    return "".join(
        (" " if i and units[i - 1][-1].isascii() and u[0].isascii() else "") + u for i, u in enumerate(units)
    )


def repetition_loop(text: str) -> dict:
    """Fails on a generation loop: a block of at most 4 units repeated back-to-back 8+ times ("在这在这…"), a
    LOOP_NGRAM-unit run seen 3+ times within LOOP_WINDOW units, or one sentence (8+ units) said 3+ times anywhere.

    A formulaic source list or table ("- 试点时间：A02", "| Scope | B03 |") is no loop: its paragraph ids are units
    and differ from line to line; a 10-unit phrase reused in far-apart sections is no loop either.
    """
    units = _units(text)
    for name, found in (
        ("back-to-back", _short_cycle(units)),
        # a table's column that says the same as the row above ("| 已完成 | 截至2026年2月10日 |" on two rows) is
        # its layout, not a loop; rows repeated whole are
        ("run", _close_run(_units(_ditto(text)))),
        ("table row", _same_rows(text)),
        ("sentence", _same_sentence(text)),
    ):
        if found:
            return {"pass": False, "detail": f"{name} repeated {found[1]} times: {_joined(found[0])!r}"}
    return {"pass": True, "detail": f"{len(units)} units, no repeated block, run or sentence"}


@functools.cache  # one answer asks for each of a few hundred characters again and again
def _script(ch: str) -> str | None:
    name = unicodedata.name(ch, "")
    if not name:
        return "UNNAMED"
    words = name.split()
    if words[0] in ("FULLWIDTH", "HALFWIDTH") and len(words) > 1:
        words = words[1:]
    if words[0] == "CJK" or name.startswith("IDEOGRAPHIC"):
        return "Han"
    return words[0].capitalize()


def _letters(text: str) -> tuple[Counter, Counter]:
    """Letters per script and their weights; paragraph ids, URLs and short Latin tokens (RMB, KPI) not counted."""
    letters: Counter = Counter()
    for word in _LETTERS.findall(re.sub(rf"https?://\S+|{_ID}", " ", text)):
        if not (word.isascii() and (len(word) <= 3 or word.isupper() and len(word) <= 5)):
            letters.update(_script(ch) for ch in word)
    return letters, Counter({s: n * (LATIN_WEIGHT if s == "Latin" else 1) for s, n in letters.items()})


_MARKER_EMOJI = re.compile(
    r"(?m)(^\s*(?:[-*+•]|\d+[.)/])?\s*|\|\s*)[\U0001F000-\U0001FAFF\u2600-\u27BF]\ufe0f?(?=\s|[\u4e00-\u9fff])"
    # "概况先发一下👇": one sign closing a line that has text, pointing to what follows
    r"|(?<=[^\s\U0001F000-\U0001FAFF\u2600-\u27BF\ufe0f])[\U0001F447\U0001F449\u2B07\u27A1]\ufe0f?$"
    # "…no date for that yet. 🔎 Done so far: …": one sign opening a sentence of a post, as a list marker would
    r"|(?<=[.!?。！？]\s)[\U0001F000-\U0001FAFF\u2600-\u27BF]\ufe0f?(?=\s\S)"
)


def abnormal_characters(text: str, scripts: tuple[str, ...], language: str | None = None) -> dict:
    """Fails on U+FFFD, control/unassigned/private-use/surrogate characters, emoji-like symbols, letters or marks
    of scripts the sample does not use (mixed-script garbage), and mojibake: UTF-8 read as Latin-1/cp1252
    ("â€™", "Ã©", "Â ", "ï»¿", "è¯•"), GBK/UTF-8 confusion ("鈥", "锟斤拷", "烫烫烫", "屯屯屯"). A lone "é" is fine.
    The sample's ``scripts`` are the contract (docs/contracts.md), with one exception: ``language``, the language
    the whole answer is written in when it is not the sample's (:func:`written_in`). Its script's letters are that
    language's text, which :func:`language` reports, not garbage: a Chinese answer to an English-only sample fails
    the language check only, while stray Han letters in an English answer still fail here."""
    own = _LANG_SCRIPT.get(language or "")
    excused = own is not None and own not in scripts
    if own is not None and excused:
        scripts = (*scripts, own)
    text = unicodedata.normalize("NFC", text)
    # "- 🕒 计划：…", "| ✅ | Done |": a status marker opening a list item, line or cell is formatting, not garbage
    text = _MARKER_EMOJI.sub(r"\1", text)
    bad = [f"mojibake {m.group(0)!r}" for m in _MOJIBAKE.finditer(text)]
    for ch in text:
        cat = unicodedata.category(ch)
        if ch == "\ufffd":
            bad.append("U+FFFD replacement character")
        elif cat == "Cc" and ch not in "\n\t\r":
            bad.append(f"control U+{ord(ch):04X}")
        elif cat in ("Cn", "Co", "Cs"):
            bad.append(f"{cat} U+{ord(ch):04X}")
        elif cat == "So" and ord(ch) >= 0x1F000:
            bad.append(f"symbol {ch!r} U+{ord(ch):04X}")
        elif cat[0] in "LM" and _script(ch) not in scripts:
            bad.append(f"{_script(ch)} {ch!r}")
    if bad:
        shown = ", ".join(f"{k} x{v}" for k, v in Counter(bad).most_common(8))
        return {"pass": False, "detail": f"{len(bad)} abnormal character(s): {shown}"}
    detail = f"only {', '.join(scripts)} letters and ordinary punctuation"
    if excused:
        detail += f" ({own} letters are the answer's own language, {language!r}: the language check reports it)"
    return {"pass": True, "detail": detail}


def _dangling(line: str) -> str | None:
    """Why ``line`` visibly stops mid-clause, or None."""
    opened = next((a for a, b in _PAIRS if line.count(a) > line.count(b)), None)
    if opened:
        return f"unclosed {opened!r}"
    if line[-1] in _DANGLE_PUNCT:
        return f"ends with {line[-1]!r}"
    m = _DANGLE_EN.search(line) or _DANGLE_ZH.search(line)
    return f"ends with {m.group(0)!r}" if m else None


def _is_heading(line: str) -> bool:
    """A Markdown heading or a bold-only line that is not itself a sentence ("**注：以上为虚构材料。**")."""
    return is_strong_heading(line) and not _SENT_END.search(line.strip().strip("*").strip())


def _ends_cleanly(line: str) -> bool:
    core = line.rstrip("*_` ")
    return bool(_SENT_END.search(core) or _ID_END.search(core))


def _item_kind(kept: list[str], core: str) -> str | None:
    """The kind of a complete non-prose last line (table row, list item, id-first source line, short label line),
    or None: prose, a full sentence followed by more text, or a list item that stops where the items above it
    (all ending with sentence punctuation or a paragraph id) do not ("- 主管确认规" under "- 预算：A04")."""
    line = kept[-1]
    if line.startswith("|") and core.endswith("|"):
        return "table row"
    for kind, pattern in (("list item", _LIST_ITEM), ("source line", _ID_FIRST)):
        if pattern.match(line):
            above = list(takewhile(pattern.match, reversed(kept[:-1])))
            if not above and len(kept) >= 3 and re.fullmatch(r"\s*(\*\*[^*]{1,20}\*\*|[^\s].{0,20}[:：])\s*", kept[-2]):
                # "**已完成**\n- …。\n\n**计划中**\n- 数据接口开发将在审批通过后启": the list under the label before
                above = list(takewhile(pattern.match, reversed(kept[:-2])))
            return None if _INNER_END.search(core) or above and all(map(_ends_cleanly, above)) else kind
    label = _LABEL.match(core) and len(core.split()) <= 6 and not _INNER_END.search(core)
    # "已完成：施工图设计2026年8月6日通过专家评审。\n计划中：施工单位招标计划": label lines above that end with sentence
    # punctuation or an id, this one not: it stops where they do not
    above = list(
        takewhile(lambda ln: bool(re.match(r"(?![\-*•+|#\s])[^，,。；;：:]{1,24}[：:]", ln)), reversed(kept[:-1]))
    )
    if label and above and all(re.search(r"[。！？.!?]\s*$", ln) for ln in above):
        return None
    if label and len(kept) >= 2 and kept[-2] == kept[-1]:
        return None  # the same label line again and again up to the budget: a loop cut off, no closing line
    return "label line" if label else None


# a sender signing in its own block: an office, a team or a body, perhaps with the date under it
_SIGNATURE_ZH = re.compile(
    r"(?:(?![由的在将已和与是为于把被给向对及并或需须应要])[\u4e00-\u9fffA-Za-z（）()]){2,28}"
    # ("县图书馆", "市第一人民医院", "区疾控所", "镇文化站": a library, a hospital, an institute, a station sign too)
    r"(部|组|办|局|中心|公司|集团|办公室|处|科|室|委员会|小组|馆|院|所|站|厅|校)"
    # ("项目组 敬上", "综合科谨呈": the sender, then the word of respect it signs with)
    r"(?:\s*(?:敬上|谨上|谨呈|敬呈|呈))?"
)
_DATE_LINE = re.compile(r"\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日|\d{1,2}\s+\w+\s+\d{4}|\d{4}-\d{2}-\d{2}")


def _sign_off(text: str) -> str | None:
    """The answer ends with a sign-off block, set apart by a blank line: a closing ("Best regards,") and up to three
    short lines of name, office or date; or (zh) an office's name, perhaps with a date under it."""
    blocks = [b for b in re.split(r"\n\s*\n", text.strip()) if b.strip()]
    if not blocks:
        return None
    lines = [ln.strip() for ln in blocks[-1].split("\n") if ln.strip()]
    if CLOSING.fullmatch(lines[0]) and len(lines) <= 4 and all(len(ln) <= 48 for ln in lines[1:]):
        # ("此致\n敬礼！\n综合科": the closing's second line ends with its own mark)
        if all(CLOSING.fullmatch(ln) or not _SENT_END.search(ln) or _DATE_LINE.search(ln) for ln in lines[1:]):
            return " / ".join(lines)
    before = [ln.strip() for ln in blocks[-2].split("\n") if ln.strip()] if len(blocks) >= 2 else []
    if (
        # ("此致\n敬礼！", then the sender after a blank line: a closing of two lines)
        1 <= len(before) <= 2
        and all(CLOSING.fullmatch(ln) for ln in before)
        and len(lines) <= 3
        and all(len(ln) <= 48 and (not _SENT_END.search(ln) or _DATE_LINE.search(ln)) for ln in lines)
        # a name, an office, a date: no line ends with a lower-case word ("The bridge is" is cut prose)
        and not any(re.search(r"(?:^|\s)[a-z][\w'’-]*$", ln) for ln in lines)
        # (nor with a word that opens what follows: "青石岭村村委会将于" is cut prose)
        and not any(re.search(r"[于将在的和与对把被向从至到及并或为是]$", ln) for ln in lines)
    ):
        return " / ".join(before + lines)  # "Kind regards," and the sender's lines after a blank line
    if len(blocks) >= 2 and 1 <= len(lines) <= 3 and _SIGNATURE_ZH.fullmatch(lines[0]):
        if all(_DATE_LINE.fullmatch(ln) or _SIGNATURE_ZH.fullmatch(ln) for ln in lines[1:]):
            return " / ".join(lines)
    # ("如需补充，请随时告知。\n项目组": the office signs on the line right under the closing sentence)
    for n in (1, 2):
        if (
            len(lines) > n
            and _SIGNATURE_ZH.fullmatch(lines[-n])
            and all(_DATE_LINE.fullmatch(ln) for ln in lines[len(lines) - n + 1 :])
            and re.search(r"[。！？!?]\s*$", lines[-n - 1])
        ):
            return " / ".join(lines[-n - 1 :])
    return None


def half_sentence(text: str, stop_reason: str | None = None) -> dict:
    """Fails when the answer's last line (rules and code fences skipped) stops mid-sentence.

    A line ending with sentence punctuation is complete. Else it fails when it visibly stops mid-clause (an
    unclosed bracket; a final comma, 、, colon or dash; a final function word: "and", "the", "see", 和, 的, 至 ...).
    Else it passes as a whole-line parenthetical note, a line ending with a paragraph id (bracketed or not) or
    with a closed bracket on a line citing an id, a table row ``|...|``, a list item, an id-first source line
    ("A02：试点时间") or a short label line ("审批状态：审批中"); but such a line is cut when it holds a full
    sentence and then more text, or when the list items above it all end with sentence punctuation or an id and
    it does not ("- 主管确认规"). A heading as the last line fails (its section is empty); other prose needs
    sentence punctuation. A lone list item cut mid-word ("- 包含软件授") cannot be told from a complete one by its
    text; with ``stop_reason`` "length" (the output budget stopped the model in that line) an open list item or
    label line is cut ("- Completed: site visit for bidders at the Northgate"), a closed table row is not.
    """
    from harness.grade.extract import QUOTE, repair

    # mojibake ("B08 â€“ waivers": an en dash read as cp1252) is abnormal_characters' finding; here its '“' is no quote
    text = repair(text).translate(_HALFWIDTH)
    # a blockquote's markers ("> A08 主管确认") are markup: the line is judged without them
    lines = [QUOTE.sub("", ln.strip()) for ln in text.split("\n")]
    kept = [ln for ln in lines if ln and not _RULE_LINE.fullmatch(ln)]
    if not kept:
        return {"pass": False, "detail": "empty output"}
    signed = _sign_off(text)
    if signed:
        return {"pass": True, "detail": f"ends with a sign-off: {signed!r}"}
    line = kept[-1]
    # trailing U+FFFD or GBK mojibake ("A08 锟斤拷锟斤拷") is abnormal_characters' finding, not a cut sentence
    core = re.sub(r"(?:锟斤拷|烫烫|屯屯|\ufffd|[*_` ])+$", "", line) or line
    tail, why, inner = core[-24:], _dangling(core), core.lstrip("*_ ")
    if _SENT_END.search(core):
        return {"pass": True, "detail": f"ends with a full sentence: …{tail}"}
    if why:
        return {"pass": False, "detail": f"last line stops mid-clause ({why}): …{tail}"}
    if (
        core != line
        and re.search(r"(?:锟斤拷|烫烫|屯屯|\ufffd)\W*$", line)
        and stop_reason == "eos"
        and re.match(r"(?:[-*•+]|\d{1,2}[.)、])\s*\S", core)
    ):
        # "- …; no exemption will be granted��" where the model stopped on its own: the garble stands where the
        # item's full stop was written
        return {"pass": True, "detail": f"ends with garbled characters after a complete item: …{tail}"}
    if inner and inner[0] in "（([【" and inner[-1] in "）)]】":
        return {"pass": True, "detail": f"ends with a parenthetical note: …{tail}"}
    if _ID_END.search(core) or core[-1] in "）)]】" and PARAGRAPH_ID.search(core):
        return {"pass": True, "detail": f"ends with a cited paragraph id: …{tail}"}
    if _is_heading(line):
        return {"pass": False, "detail": f"ends with a heading, its section is empty: {line!r}"}
    kind = _item_kind(kept, core)
    if kind and stop_reason == "length" and kind != "table row":
        return {"pass": False, "detail": f"the output budget stopped it in an open {kind}: …{tail}"}
    if kind:
        return {"pass": True, "detail": f"ends with a complete {kind}: …{tail}"}
    return {"pass": False, "detail": f"last line stops mid-sentence: …{tail}"}


# full-width letters and digits ("Ｄ０２／Ｄ０３"): an id typed with a Chinese input method is still an id
_HALFWIDTH = {
    c: c - 0xFEE0 for r in ((0xFF10, 0xFF19), (0xFF21, 0xFF3A), (0xFF41, 0xFF5A)) for c in range(r[0], r[1] + 1)
}


# a source list that points to the ids cited inline ("见各条括号内段落编号", "see the ids in brackets above")
_SEE_INLINE = re.compile(
    r"见(?:各条|各项|正文|上文|文中)|括号内|\b(?:in (?:the )?brackets|inline|in the text|(?:after|with) each"
    r"|cited (?:above|in the text))\b",
    re.I,
)


def required_sections(text: str, sample: Sample, sections: Sections) -> dict:
    """Fails when a required section's heading is missing, the source list is not last (a required section or
    a heading follows it; a bold note ending in sentence punctuation is no heading), or it cites no id."""
    problems = [f"missing section {s.title!r}" for s in sample.required_sections if sections.heading_line[s.id] is None]
    src_line = sections.heading_line[sections.sources_id]
    if src_line is not None:
        others = [i for sid, i in sections.heading_line.items() if sid != sections.sources_id and i is not None]
        if any(i > src_line for i in others):
            problems.append(f"{sample.required_sections[-1].title!r} is not the last section")
        after = [ln.text.strip() for ln in sections.lines[src_line + 1 :] if _is_heading(ln.text)]
        if after:
            problems.append(f"heading after the source list: {after[0]!r}")
        if not any(PARAGRAPH_ID.search(ln.text.translate(_HALFWIDTH)) for ln in sections.source_list_lines()) and not (
            # "见各条括号内段落编号", "see the ids in brackets after each item": the ids cited inline, above
            any(_SEE_INLINE.search(ln.text) for ln in sections.source_list_lines())
            and any(PARAGRAPH_ID.search(ln.text.translate(_HALFWIDTH)) for ln in sections.lines[:src_line])
        ):
            problems.append("the source list cites no paragraph id")
    if problems:
        return {"pass": False, "detail": "; ".join(problems)}
    titles = [
        heading_label(sections.lines[i].text) or id_list_label(sections.lines[i].text)
        for i in sections.heading_line.values()
        if i is not None
    ]
    return {"pass": True, "detail": "found: " + ", ".join(repr(t) for t in titles)}


def truncation_explained(text: str, stop_reason: str | None, sample: Sample) -> dict:
    """Fails when generation stopped at the budget (``length``) and the answer does not say it was cut."""
    if stop_reason is None:
        return {"pass": None, "detail": "not checked: no stop reason given"}
    if stop_reason != "length":
        return {"pass": True, "detail": f"stopped by {stop_reason}, not at the budget"}
    for p in sample.truncation_notes:
        for m in re.finditer(p, text, re.IGNORECASE):
            if re.search(r"完$", m.group(0)) and re.match(r"[成工结善整]", text[m.end() : m.end() + 1]):
                continue  # "航道安全评估尚未完成": "未完" inside another word is no note of a cut
            return {"pass": True, "detail": f"stopped at the budget and says so: {m.group(0)!r}"}
    return {"pass": False, "detail": "stopped at the output budget (stop reason 'length') without saying so"}


# Function words that tell Latin-script languages apart (the script alone cannot: a German brief for an English
# sample is all Latin letters). Words shared with English ("in", "an", "die", "also") are left out.
FUNCTION_WORDS = {
    "en": set(
        "the and of to is are for with on by be will has have not this that from at was were which its or must been"
        " any no until only also than these those their there".split()
    ),
    "de": set(
        "der das und ist nicht mit für auf dem den des eine einen einer wird werden sind bis zum zur vom auch oder"
        " nach bei über wurde kein keine muss noch durch sowie sich ein aus wie".split()
    ),
    "fr": set(
        "le la les des du une et est pour dans sur par avec pas ne qui que aux sont été au ce cette sera doit être"
        " ou ont leur jusqu".split()
    ),
    "es": set("el los las del una y es para por con que se su sus está son hasta como pero sin será debe fue".split()),
    "it": set("il lo gli della delle dei degli una è per con che non sono alla sarà deve fino".split()),
    "nl": set("het een en van niet met voor op zijn wordt worden tot bij ook naar dat".split()),
    "pt": set("os uma é para com não que em no na será deve até pelo pela".split()),
}
FUNCTION_MIN = 5  # fewer function words than this tell nothing (a table, a list of names)


def word_language(text: str) -> tuple[str | None, Counter]:
    """The Latin-script language whose function words ``text`` uses most, with the counts; None when fewer than
    FUNCTION_MIN are found."""
    words = re.findall(r"[a-zà-öø-ÿ]+", text.lower())
    counts = Counter({lang: sum(w in ws for w in words) for lang, ws in FUNCTION_WORDS.items()})
    top, n = counts.most_common(1)[0]
    return (top if n >= FUNCTION_MIN else None), counts


def written_in(text: str) -> str | None:
    """The language ``text`` is written in, as far as the grader tells languages apart: ``zh`` when Han characters
    weigh most (as in :func:`language`), else the Latin-script language of :func:`word_language`; None when
    neither can be told."""
    letters, weight = _letters(text)
    if letters and weight["Han"] > sum(weight.values()) / 2:
        return "zh"
    return word_language(text)[0]


def other_language(text: str, sample: Sample) -> str | None:
    """The language the whole answer is written in (:func:`written_in`) when it is not ``sample.language``."""
    lang = written_in(text)
    return lang if lang is not None and lang != sample.language.split("-")[0].lower() else None


def foreign(text: str, lang: str, answer_lang: str | None = None) -> bool:
    """True when ``text`` (a clause) is written in another script than ``lang``'s: the sample's script holds under
    half of its letters (weighted as in :func:`language`). Text with no counted letters is not foreign."""
    base = lang.split("-")[0].lower()
    want = _LANG_SCRIPT.get(base)
    letters, weight = _letters(text)
    if want is not None and bool(letters) and weight[want] < sum(weight.values()) / 2:
        return True
    # a clause in the sample's script but another language ("Le lot C a été retiré et la ligne … est exclue")
    top, counts = word_language(text)
    if answer_lang is not None and answer_lang != base and base in FUNCTION_WORDS:
        # the whole answer reads as another language: its short clauses ("3 mars 2027") are that language's too,
        # unless they read as the sample's
        return not counts[base] > counts[answer_lang]
    return base in FUNCTION_WORDS and top is not None and top != base and counts[top] > 2 * counts[base]


def language(text: str, sample: Sample) -> dict:
    """Fails when the answer is not in ``sample.language``: its script (zh: Han, en: Latin) must hold
    LANG_MIN_SHARE of the letters, a Latin letter weighing LATIN_WEIGHT. Paragraph ids, URLs, numbers, markup and
    short Latin tokens (RMB, EUR, A02) are not counted; an answer with no letters fails."""
    want = _LANG_SCRIPT.get(sample.language.split("-")[0].lower())
    if want is None:
        return {"pass": None, "detail": f"not checked: no script rule for language {sample.language!r}"}
    letters, weight = _letters(text)
    if not letters:
        return {"pass": False, "detail": f"no letters to measure; {sample.language!r} needs {want} text"}
    share = weight[want] / sum(weight.values())
    counts = ", ".join(f"{s} {n}" for s, n in letters.most_common(3))
    verdict = "at least" if share >= LANG_MIN_SHARE else "below"
    base = sample.language.split("-")[0].lower()
    top, words = word_language(text)
    if (
        share >= LANG_MIN_SHARE
        and base in FUNCTION_WORDS
        and top is not None
        and top != base
        and words[top] > words[base]
    ):
        return {
            "pass": False,
            "detail": f"{want} script, but the function words are {top!r} ({words[top]}: e.g. "
            f"{', '.join(sorted(FUNCTION_WORDS[top] & set(re.findall(r'[a-zà-öø-ÿ]+', text.lower())))[:5])}), "
            f"not {sample.language!r} ({words[base]})",
        }
    return {
        "pass": share >= LANG_MIN_SHARE,
        "detail": f"{want} share {share:.0%} (letters: {counts}; a Latin letter "
        f"weighs {LATIN_WEIGHT:.2f}), {verdict} the {LANG_MIN_SHARE:.0%} required for {sample.language!r}",
    }
