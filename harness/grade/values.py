"""Find dates, money amounts, percentages and other figures in Chinese or English text.

Every finder returns ``Value(kind, value, start, end, text)`` with character offsets. Units:
- date: ``(year, month, day)`` with None for a part the text does not state ("3月中旬" -> (None, 3, None));
- amount: a float in the currency's base unit (120万元 -> 1200000.0; EUR 1.2 million -> 1200000.0);
- percentage: a float in percent (15% -> 15.0);
- figure: any other number written in digits, as a float.
Paragraph ids (A02, BG012) and list numbers at the start of a line are not figures.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

MONTHS = {m: i + 1 for i, m in enumerate(
    ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
     "december"])}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
_MONTH = r"(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\.?"
_NUM = r"\d+(?:,\d{3})*(?:\.\d+)?"
_CN_DIGITS = {"零": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_MULT = {"万": 1e4, "亿": 1e8, "千": 1e3, "k": 1e3, "thousand": 1e3, "m": 1e6, "million": 1e6, "bn": 1e9, "billion": 1e9}

# Dates (month names are case-sensitive so the verb "may" is not a month).
_DATE_PATTERNS = [
    ("zh", re.compile(r"(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月(?:\s*(\d{1,2})\s*[日号])?")),
    ("iso", re.compile(r"(?<!\d)(\d{4})[-/](\d{1,2})(?:[-/](\d{1,2}))?(?!\d)")),
    ("mdy", re.compile(r"\b" + _MONTH + r"\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?")),
    ("dmy", re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH + r"(?:,?\s+(\d{4})\b)?")),
    ("my", re.compile(r"\b" + _MONTH + r"(?:\s+(?:of\s+)?(\d{4})\b)?")),
    ("y", re.compile(r"(?<![\d.,])((?:19|20)\d{2})(?:\s*年)?(?![\d.,%％])")),
]
_AMOUNT_PATTERNS = [
    re.compile(r"(?:人民币|RMB|¥|￥)?\s*(" + _NUM + r")\s*(万|亿|千)?\s*(?:元|块)"),
    re.compile(r"(?:人民币|RMB|¥|￥)\s*(" + _NUM + r")\s*(万|亿)?"),
    re.compile(r"([零一二两三四五六七八九十百千]+)\s*(万|亿)?\s*元"),
    re.compile(r"(?:€|EUR|USD|US\$|\$|£|GBP)\s?(" + _NUM + r")(?:\s*(k|thousand|million|m|bn|billion)\b)?", re.I),
    re.compile(r"\b(" + _NUM + r")\s*(k|thousand|million|billion)?\s*(?:euros?|dollars?|EUR|USD|pounds?|yuan)\b", re.I),
]
_PERCENT_PATTERNS = [
    re.compile(r"(" + _NUM + r")\s*(?:%|％|percent\b|per\s+cent\b|个百分点|percentage points?)", re.I),
    re.compile(r"百分之([零一二两三四五六七八九十百]+|" + _NUM + r")"),
]
_FIGURE = re.compile(r"(?<![A-Za-z0-9.,])" + _NUM + r"(?![0-9])")
_LIST_NUMBER = re.compile(r"(?m)^\s*#*\s*\d+[.、．)）](?=\s|\S)")


@dataclass(frozen=True)
class Value:
    kind: str
    value: object
    start: int
    end: int
    text: str


def cn_number(s: str) -> float | None:
    """Chinese numerals up to the thousands ("一百二十" -> 120, "两" -> 2); None if not a numeral."""
    total, current = 0, 0
    for ch in s:
        if ch in _CN_DIGITS:
            current = _CN_DIGITS[ch]
        elif ch in _CN_UNITS:
            total += (current or 1) * _CN_UNITS[ch]
            current = 0
        else:
            return None
    return float(total + current)


def _num(s: str) -> float:
    if re.fullmatch(_NUM, s):
        return float(s.replace(",", ""))
    n = cn_number(s)
    return n if n is not None else float("nan")


def _month(s: str) -> int:
    return MONTHS[s.lower().rstrip(".")]


def _date(kind: str, m: re.Match) -> tuple | None:
    g = m.groups()
    if kind in ("zh", "iso"):
        y, mo, d = (int(x) if x else None for x in g)
    elif kind == "mdy":
        y, mo, d = (int(g[2]) if g[2] else None), _month(g[0]), int(g[1])
    elif kind == "dmy":
        y, mo, d = (int(g[2]) if g[2] else None), _month(g[1]), int(g[0])
    elif kind == "my":
        y, mo, d = (int(g[1]) if g[1] else None), _month(g[0]), None
    else:
        y, mo, d = int(g[0]), None, None
    if mo is not None and not 1 <= mo <= 12 or d is not None and not 1 <= d <= 31:
        return None
    return (y, mo, d)


def _claim(found: list[Value], taken: list[tuple[int, int]], v: Value) -> None:
    if any(v.start < e and s < v.end for s, e in taken):
        return
    found.append(v)
    taken.append((v.start, v.end))


def find_values(text: str) -> list[Value]:
    """All dates, amounts, percentages and figures in ``text``, without overlaps (first finder wins), by offset."""
    found: list[Value] = []
    taken: list[tuple[int, int]] = [(m.start(), m.end()) for m in _LIST_NUMBER.finditer(text)]
    for p in _PERCENT_PATTERNS:
        for m in p.finditer(text):
            _claim(found, taken, Value("percentage", _num(m.group(1)), m.start(), m.end(), m.group(0)))
    for p in _AMOUNT_PATTERNS:
        for m in p.finditer(text):
            value = _num(m.group(1)) * _MULT.get((m.group(2) or "").lower(), 1.0) if m.lastindex >= 2 else _num(m.group(1))
            _claim(found, taken, Value("amount", value, m.start(), m.end(), m.group(0).strip()))
    for kind, p in _DATE_PATTERNS:
        for m in p.finditer(text):
            date = _date(kind, m)
            if date is not None:
                _claim(found, taken, Value("date", date, m.start(), m.end(), m.group(0).strip()))
    for m in _FIGURE.finditer(text):
        _claim(found, taken, Value("figure", _num(m.group(0)), m.start(), m.end(), m.group(0)))
    return sorted(found, key=lambda v: v.start)


def parse_iso(s: str) -> tuple:
    """'2026-03-01' -> (2026, 3, 1); '2026-03' -> (2026, 3, None); '2026' -> (2026, None, None)."""
    parts = [int(x) for x in s.split("-")]
    return tuple(parts + [None] * (3 - len(parts)))


def date_within(stated: tuple, allowed: tuple) -> bool:
    """True when every part ``stated`` gives equals ``allowed``'s, where ``allowed`` states that part too."""
    return all(s is None or a is None or s == a for s, a in zip(stated, allowed))


def date_in_source(stated: tuple, source: tuple) -> bool:
    """True when the source states every part ``stated`` gives (a source date without a year matches any year)."""
    y, m, d = stated
    sy, sm, sd = source
    return (y is None or sy is None or y == sy) and (m is None or m == sm) and (d is None or d == sd)


def same_number(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
