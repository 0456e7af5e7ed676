"""Find typed values in Chinese or English text: dates, durations, money, percentages, counts, other figures.

Every finder returns ``Value(kind, value, start, end, text, unit, part)`` with character offsets. Units:
- date: ``value`` = ``(year, month, day)`` with None for a part the text does not state ("3月中旬" ->
  (None, 3, None)); ``part`` = ``early``/``mid``/``late`` when the text names a part of the month;
- duration: ``value`` in days (a month counts 30.4 days, a week 7, a year 365); ``unit`` = month|week|day|year;
- amount (money): ``value`` in the currency's base unit (120万元 -> 1200000.0; EUR 1.2 million -> 1200000.0);
  ``unit`` = ISO currency code, or None when the text names none ("120万", "1.2 million");
- percentage: in percent (15% -> 15.0);
- count: a number bound to a counted noun (两个仓库, 12 buses); ``unit`` = the noun;
- figure: any other number written in digits.
Paragraph ids (A02, BG012) and list numbers at the start of a line are not figures.
"""

from __future__ import annotations

import functools
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Any

from harness.grade import rx as re

MONTHS = {
    m: i + 1
    for i, m in enumerate(
        [
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ]
    )
}
MONTHS.update({m[:3]: i for m, i in list(MONTHS.items())})
MONTHS["sept"] = 9
_MONTH = (
    r"(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr"
    r"|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)(?![a-z])\.?"
)
MONTH_WORD = _MONTH  # a month's name or abbreviation in one group (the extractor's glosses build on it)
_NUM = r"\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\d,.])|\d+(?:[,，]\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?"
_CN = r"[零一二两三四五六七八九十百千]+(?:万[零一二两三四五六七八九十百千]+)?"  # "一万八千六百"
_CN_DIGITS = {
    "〇": 0,
    "零": 0,
    "一": 1,
    "二": 2,
    "两": 2,
    "三": 3,
    "四": 4,
    "五": 5,
    "六": 6,
    "七": 7,
    "八": 8,
    "九": 9,
}
_CN_UNITS = {"十": 10, "百": 100, "千": 1000}
_EN_NUM = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "eighteen": 18,
    "seventeen": 17,
    "nineteen": 19,
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "both": 2,
    "single": 1,
    "couple of": 2,
    "dozen": 12,
}
_EN_COUNTS = (
    # "one hundred and forty-eight", "two dozen" (24) and "forty-six" first: a compound is one number, not its
    # last word
    r"(?:a|one|two|three|four|five|six|seven|eight|nine) hundred(?:(?: and)? (?:(?:twenty|thirty|forty|fifty|sixty"
    r"|seventy|eighty|ninety)(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|one|two|three|four|five|six"
    r"|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))?"
    r"|(?:half a|one|two|three|four|five|six|seven|eight|nine|ten) dozen"
    r"|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-(?:one|two|three|four|five|six|seven|eight|nine)"
    r"|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|dozen|single"
)  # "both X" is read apart (a conjunction or 2)
_EN_WORDS = r"a couple of|couple of|an|a|" + _EN_COUNTS
_MULT = {
    "万": 1e4,
    "亿": 1e8,
    "千": 1e3,
    "百万": 1e6,
    "千万": 1e7,
    "k": 1e3,
    "thousand": 1e3,
    "m": 1e6,
    "mn": 1e6,
    "million": 1e6,
    "bn": 1e9,
    "billion": 1e9,
}
_CURRENCY = {
    "元人民币": "CNY",
    "人民币": "CNY",
    "rmb": "CNY",
    "cny": "CNY",
    "¥": "CNY",
    "￥": "CNY",
    "元": "CNY",
    "块": "CNY",
    "yuan": "CNY",
    "us$": "USD",
    "usd": "USD",
    "$": "USD",
    "美元": "USD",
    "dollar": "USD",
    "dollars": "USD",
    "€": "EUR",
    "eur": "EUR",
    "欧元": "EUR",
    "euro": "EUR",
    "euros": "EUR",
    "£": "GBP",
    "gbp": "GBP",
    "英镑": "GBP",
    "pound": "GBP",
    "pounds": "GBP",
    "日元": "JPY",
    "jpy": "JPY",
    "港元": "HKD",
    "港币": "HKD",
    "hk$": "HKD",
    "hkd": "HKD",
    "c$": "CAD",
    "ca$": "CAD",
    "cdn$": "CAD",
    "cad": "CAD",
    "加元": "CAD",
    "加拿大元": "CAD",
    "canadian dollar": "CAD",
    "canadian dollars": "CAD",
    "a$": "AUD",
    "au$": "AUD",
    "aud": "AUD",
    "澳元": "AUD",
    "australian dollar": "AUD",
    "australian dollars": "AUD",
    "nz$": "NZD",
    "nzd": "NZD",
    "new zealand dollar": "NZD",
    "new zealand dollars": "NZD",
    "纽元": "NZD",
    "新西兰元": "NZD",
    "s$": "SGD",
    "sgd": "SGD",
    "新加坡元": "SGD",
    "chf": "CHF",
    "瑞士法郎": "CHF",
    "us dollar": "USD",
    "us dollars": "USD",
    "u.s. dollars": "USD",
}
_DAYS = {"month": 30.4, "week": 7.0, "day": 1.0, "year": 365.0, "decade": 3652.5}
# "the first week of September" is early September, "the last days of October" late October.
_WEEK_OF = r"(?:first|second|third|fourth|last|final) (?:week|days|fortnight) of"
_PARTS = {
    "上旬": "early",
    "初": "early",
    "月初": "early",
    "中旬": "mid",
    "月中": "mid",
    "下旬": "late",
    "底": "late",
    "月底": "late",
    "末": "late",
    "月末": "late",
    "early": "early",
    "beginning of": "early",
    "first week of": "early",
    "first days of": "early",
    "first fortnight of": "early",
    "second week of": "mid",
    "third week of": "mid",
    "fourth week of": "late",
    "last week of": "late",
    "final week of": "late",
    "last days of": "late",
    "final days of": "late",
    "last fortnight of": "late",
    "start of": "early",
    "mid": "mid",
    "middle of": "mid",
    "late": "late",
    "end of": "late",
}

_PRE = (
    r"(人民币|RMB|CNY|¥|￥|US\$|USD|HK\$|HKD|CDN\$|CA\$|C\$|CAD|AU\$|A\$|AUD|NZ\$|NZD|S\$|SGD|CHF|\$|€|EUR|£|GBP|JPY)"
)
_PRE_RE = re.compile(r"\s*" + _PRE)
# "€85.000", "96.000 £": dots between thousands, read only next to a currency ("EUR 0.085m", "EUR 1.085m" are
# decimals of a million)
_EURO_NUM = r"[1-9]\d{0,2}(?:\.\d{3})+(?![\d,])(?!\s?(?:k|K|m|M|mn|bn|thousand|million|billion)\b)"
_MUL_EN = r"(k|K|thousand|million|mn|m|M|bn|billion)\b"
_MUL_EN_AFTER_SIGN = r"(k|K|thousand|million|mn|m|M|bn|billion)(?![A-Za-z0-9])"  # "¥9m含在其中": Han may follow
_POST_ZH = (
    r"(元人民币|加拿大元|新加坡元|瑞士法郎|元|块(?![\u4e00-\u9fff])|块钱"
    r"|美元|欧元|英镑|日元|港元|港币|人民币|加元|澳元|纽元|新西兰元)"
)
_POST_EN = (
    r"((?:Canadian|Australian|New Zealand|US|U\.S\.) dollars?|euros?|dollars?|EUR|USD|CNY|RMB|yuan|pounds?|GBP|CAD"
    r"|AUD|NZD|SGD|CHF|€|¥)"
)

_AMOUNT_PATTERNS = [  # (pattern, group of the number, group of the multiplier, group(s) naming the currency)
    (
        # ("96.000 £": the same dots, beside a pound sign)
        re.compile(
            r"(€|EUR|£|GBP)\s?(" + _EURO_NUM + r")|(" + _EURO_NUM + r")\s?(€|£|(?:EUR|euros?|GBP|pounds?)\b)", re.I
        ),
        (2, 3),
        None,
        (1, 4),
    ),
    (re.compile(_PRE + r"?\s*(" + _NUM + "|" + _CN + r")\s*(百万|千万|万|亿|千)?\s*" + _POST_ZH), 2, 3, (1, 4)),
    (
        re.compile(_PRE + r"\s?(" + _NUM + r")(?:\s*(百万|千万|万|亿)|\s*" + _MUL_EN_AFTER_SIGN + ")?", re.I),
        2,
        (3, 4),
        (1,),
    ),
    (
        re.compile(
            r"(?<![\w.])(" + _NUM + r")\s*" + _MUL_EN.replace(r"\b", "") + r"?\s*" + _POST_EN + r"(?![A-Za-z])", re.I
        ),
        1,
        2,
        (3,),
    ),
    (
        re.compile(
            r"("
            + _NUM
            + "|"
            + _CN
            + r")\s*(百万|千万|万|亿)(?![元块美欧英日港人次个件台辆名张份条户家套项位平米吨公里字页册卷本篇幅"
            r"只枚栋盏株棵扇把根零一二两三四五六七八九十百千])"
        ),
        1,
        2,
        (),
    ),
    (re.compile(r"(?<![\w.])(" + _NUM + r")\s*(million|billion|mn|bn)\b", re.I), 1, 2, ()),
    # "total spend capped at 1.85M all in": a decimal with a capital M attached, no currency named
    (re.compile(r"(?<![\w.])(\d+\.\d+)(M)(?![A-Za-z0-9])(?!\s+(?!dollars\b)[a-z]+s\b)"), 1, 2, ()),
]
_FRACTIONS = {
    "一半": 50.0,
    "半数": 50.0,
    "过半": 50.0,
    "三分之一": 33.3,
    "三分之二": 66.7,
    "四分之一": 25.0,
    "四分之三": 75.0,
    "half": 50.0,
    "a third": 33.3,
    "one third": 33.3,
    "two thirds": 66.7,
    "a quarter": 25.0,
    "one quarter": 25.0,
    "three quarters": 75.0,
    "the majority": 50.0,
    "大部分": 50.0,
}
_FRACTION_EN = r"half|a third|one third|two thirds|a quarter|one quarter|three quarters"
_FRACTION = re.compile(
    r"(?P<f>一半|半数|过半|[三四]分之[一二三]|大部分)|(?<!first )(?<!second )(?<!latter )(?<!former )\b(?P<g>"
    + _FRACTION_EN
    + r"|the majority)\b(?= of| the| its| their)"
    r"|\bby\s+(?:(?:about|around|roughly|nearly|almost|over|more than|up to|some)\s+)?(?P<h>" + _FRACTION_EN + r")\b",
    re.I,
)  # "约占一半", "half of the budget", "cut queues by around a third": a share the text states
_PERCENT_PATTERNS = [
    re.compile(r"(" + _NUM + r")\s*(?:%|％|percent\b|per\s+cent\b|个百分点|percentage points?)", re.I),
    re.compile(r"百分之(" + _CN + "|" + _NUM + ")"),
]
_ONES = "first second third fourth fifth sixth seventh eighth ninth".split()
_TEENS = "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth".split()
# Days written as ordinal words, 1..31 ("the fourteenth", "twenty-first", "thirtieth").
_ORDINAL_DAYS = {
    **{w: i + 1 for i, w in enumerate(_ONES)},
    **{w: i + 10 for i, w in enumerate(_TEENS)},
    "twentieth": 20,
    **{f"twenty-{w}": 21 + i for i, w in enumerate(_ONES)},
    "thirtieth": 30,
    "thirty-first": 31,
}

_DATE_PATTERNS = [
    (
        "zh",
        re.compile(
            # "27年7月10日": a two-digit year before a month is the year 2027
            r"(?:(\d{4}|(?<![\d.])\d{2}|[〇零一二三四五六七八九]{4})\s*年\s*)?(\d{1,2}|十[一二]?|[一二三四五六七八九])\s*月"
            r"(?!份?\s*(?:个|内))"
            # a day, or a part of the month (not both: "5月12日初审" is the day, then the first-round review)
            # ("10月底31号": the month's end, then its day)
            r"(?:\s*(?:底|末)?\s*(\d{1,2}|[一二三]?十[一二三四五六七八九]?|[一二三四五六七八九])\s*[日号]"
            r"|(上旬|中旬|下旬|月初|月中|月底|月末|初|底|末)"
            # "4月的最后一天": the month's last day
            r"|的?(?:最后一天|最后那天|最后1天))?"
        ),
    ),
    # "2026-11", "2026 / 3 / 1"; a hyphen between spaces is a range ("14 September 2026 - 11 December 2026")
    ("iso", re.compile(r"(?<![\d.])(\d{4})(?:\s*[/.]\s*|-)(\d{1,2})(?:(?:\s*[/.]\s*|-)(\d{1,2}))?(?![\d%])")),
    ("dmy_num", re.compile(r"(?<![\d.])(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?!\d)")),
    # "9/12/26", "31/10/27": a slash date with a two-digit year (20yy)
    ("dmy_num2", re.compile(r"(?<![\d./])(\d{1,2})/(\d{1,2})/(\d{2})(?![\d/%])")),
    ("my_num", re.compile(r"(?<![\d/.])(?:(early|mid|late)\s+)?(\d{1,2})/(\d{4})(?![\d/])")),
    ("ymd_cn", re.compile(r"(\d{4})\s*年\s*(\d{1,2})/(\d{1,2})(?![\d/])")),
    # "3/1" is a date; "10/18 stations installed", "2/2 technicians" count a part of a whole
    (
        "md_num",
        re.compile(
            r"(?<![\d/.])(\d{1,2})/(\d{1,2})(?![\d/%])(?!\s+(?!(?:is|was|has|its|this|as|plus|thus|across)\b)[a-z]{2,}s\b)"
        ),
    ),
    (
        "mdy",
        re.compile(r"\b(?:(early|mid|late)[- ]\s*)?" + _MONTH + r"\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4})\b)?"),
    ),
    # "14 September 2026", "3rd of July", "03-Jul-2026"
    ("dmy", re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)?(?:\s+(?:of\s+)?|-)" + _MONTH + r"(?:(?:,?\s+|-)(\d{4})\b)?")),
    # "the fourteenth of September", "eleventh of December 2026": the day as an ordinal word
    (
        "dmy_word",
        re.compile(
            # "the closing third of September", "a third of May's budget": a share of the month, not a day
            r"\b(?i:the\s+)?(?<!closing )(?<!last )(?<!final )(?<!first )(?<!middle )(?<!latter )(?<!early )"
            r"(?<!late )(?<!one )(?<!a )(?<!two )(?<!each )(?<!every )((?i:"
            + "|".join(w.replace("-", "[- ]") for w in sorted(_ORDINAL_DAYS, key=len, reverse=True))
            + r"))\s+(?:of\s+)?"
            + _MONTH
            + r"(?:,?\s+(\d{4})\b)?"
        ),
    ),
    (
        "my",
        re.compile(
            r"(?:\b(early|mid|late|beginning of|start of|middle of|end of|" + _WEEK_OF + r")[- ]\s*(?:the\s+)?)?"
            # "May '27", "Aug ’27": the year's last two digits after an apostrophe
            r"\b(?!May\b(?!\s+\d|\s+['’]\d))" + _MONTH + r"(?:\s+(?:of\s+)?(\d{4}|['’]\d{2})\b)?"
        ),
    ),
    (
        "may",
        re.compile(
            r"(?:\b(early|mid|late|end of|" + _WEEK_OF + r")[- ]\s*"
            r"|\b(?:in|by|from|until|till|to|of|since|before|after)\s+)"
            r"(May)\b(?:\s+(\d{4})\b)?"
        ),
    ),
    ("y", re.compile(r"(?<![\d.,])((?:19|20)\d{2})(?:\s*年)?(?![\d.,%％])")),
]
_DURATION_PATTERNS = [
    re.compile(
        r"(?<![同每当某这那第前上下\d.,])(?<!(?<!前)后)("  # "前后四个月" is a length, "前四个月"/"之后四个月" are not
        + _NUM
        + "|"
        + _CN
        # ("分两个年度下达": two budget years, as "分两年下达" says them)
        + r"|半)\s*(个月|个多月|个星期|个礼拜|个工作日|工作日|周|星期|天|个年度|年|日(?=之?内|以内))(?!级|度|[\d])"
    ),
    # "试点结束后两周内": a time limit after an event (not "之后四个月", a stretch of time after it)
    re.compile(
        r"(?<=后)\s*(" + _NUM + "|" + _CN + r")\s*(个月|个星期|个礼拜|个工作日|工作日|周|星期|天|日)(?=之内|以内|内)"
    ),
    # "限期20日补正": a time limit in days
    re.compile(r"(?<=限期)\s*(" + _NUM + "|" + _CN + r")\s*(日|天|个工作日|工作日)"),
    # "five working days", "10 business days": the kind of day is part of the length
    re.compile(
        r"(?<![\w-])(" + _NUM + r"|" + _EN_WORDS + r")[- ]\s*(?:(?:working|business|calendar|clear)[- ])?"
        # (not a compound's first word: "24 day-care beds", "12 year-round moorings")
        r"(months?|weeks?|days?|years?|decades?)\b(?![-‐‑](?:care|centre|center|round|trip|ticket|pass|school|room|olds?)\b)",
        re.I,
    ),
    # "for at least another decade": one more decade
    re.compile(r"(?<![\w-])(another)\s+(decade)\b", re.I),
]
_COUNT_PATTERNS = [
    re.compile(
        r"(?<![每第同这那某])("
        + _NUM
        + "|"
        + _CN
        + r")\s*(万|亿)?\s*(个|家|辆|台|名|位|项|座|条|批|部|所|处|轮|套|份|间|支|人|场|次|页|册|卷|本|篇|幅"
        # ("五口饮水井", "两眼机井": wells)
        r"|只|张|根|枚|栋|盏|株|棵|户|扇|把|种|艘|架|组|(?<![^十\d零〇百千]一)口(?![径岸罩号碑子])|眼(?=[\u4e00-\u9fff]{0,4}井))"
        r"(?!月|星期|礼拜|工作日)"
        # the counted noun stops before another number ("两个场站共四十八台")
        # and before a word of place or bound ("不算在42部之内", "42部以上", "42部的")
        # and before a verb of adding up ("四处加起来一共180个座位")
        r"((?:(?![零〇一二两三四五六七八九十百千万亿])(?!之[内外中间上下]|以[内外上下]|左右|上下|的|加起来|加在一起|一共|共计|合计|总计)"
        r"[\u4e00-\u9fff]){0,4})"
    ),
    re.compile(
        # "42 no. sets", "12 nr buses": the number abbreviation of a quantity
        r"(?<![\w.,-])(" + _NUM + r"|\b(?:" + _EN_COUNTS + r"))(?:\s*\(\d{1,4}\))?\s+(?:(?:no|nr|nos)\.?\s+)?"
        # "Sixteen of the ramp's steel deck panels": a possessor's name after "of the"
        r"(?:of\s+(?:the|its|their|our)\s+[a-z]+['’]s\s+)?"
        # "Nine of them are lectern boards and five are wall-mounted panels": a part of the things named before,
        # said with its own noun
        r"(?:(?:of\s+(?:them|these|those)\s+)?(?:are|were|will\s+be|would\s+be)\s+)?"
        # the words between are the noun's modifiers, never a preposition ("4 of the 14 at parish halls": not 14
        # halls)
        # nor a verb ("Nine have active leaks": nine of them, no "nine leaks")
        r"(?:(?!(?:at|in|on|for|to|from|by|with|per|into|across|under|over|have|has|had|are|is|was|were|will|would"
        r"|can|could|may|must|sit|sits|lie|lies|need|needs|remain|remains|get|gets|do|does|did)\b)[a-z]+(?:-[a-z]+)*\s+)"
        r"{0,2}?"
        # (or a plural without an s: "to seat 60 people", "12 staff", "40 children")
        r"([a-z](?:[a-z-]*[a-z])?s|people|children|staff|men|women|personnel|cattle|sheep|geese)\b",
        re.I,
    ),
]
_FIGURE = re.compile(r"(?<![A-Za-z0-9.,])(" + _NUM + r")(?![0-9])")
_LIST_NUMBER = re.compile(r"(?m)^\s*#*\s*\d{1,2}(?:[.、．)）]|/(?=\s))(?!\d)")  # "1.", "2、", "3/ 范围"
# a part of the brief numbered ("Slide 5", "Step 2", "Q3") or a stage of a process: its number is no value
_PART_NUMBER = re.compile(
    r"\b(?:Slide|Page|Step|Item|Part|Chapter|Appendix|Annex|Table|Figure|Fig\.)\s*\d{1,2}\b"
    # a stage of a process by its number ("the full stage-2 application", "Phase 1", "funding round 5")
    r"|\b(?i:stage|phase|round|tranche)[\s-]?\d{1,2}\b(?![.,]\d)"
)
_ID = re.compile(r"(?<![A-Za-z0-9])[A-Z]{1,3}\d{2,3}(?![0-9])")
# counted nouns that name parts of a text ("three sections", "two points"), unless a noun before them says what they
# are parts of ("26 pipe sections")
_DOCUMENT_PARTS = {"sections", "parts", "items", "points"}
_GENERIC_MODIFIERS = {
    "main",
    "key",
    "following",
    "other",
    "major",
    "separate",
    "short",
    "numbered",
    "brief",
    "important",
    "big",
    "basic",
    "core",
    "further",
    "new",
    "few",
    "first",
    "last",
    "more",
    "such",
    "these",
    "those",
    "the",
    "of",
}
_NOT_COUNTED = {
    "ones",  # "the 22 old ones": the noun is the one named before, the number its figure
    "months",
    "weeks",
    "days",
    "years",
    "percent",
    "euros",
    "dollars",
    "pounds",
    "thousands",
    "millions",
    "times",
    "others",
    "points",
    "strings",  # "with two strings attached": conditions, said as an idiom
    "parts",
    "sections",
    "items",
    "facts",
    "its",
    "this",
    "was",
    "has",
    "is",
    "us",
    "his",
    "yes",
    "less",
    "unless",
    "as",
    "does",
    "goes",
    # words ending in s that are no counted noun ("214 across the three branches")
    "across",
    "towards",
    "versus",
    "plus",
    "minus",
    "thus",
    "whereas",
    "besides",
    "always",
    "perhaps",
    "afterwards",
}


@dataclass(frozen=True)
class Value:
    kind: str
    value: Any  # a float, or for a date the (year, month, day) tuple (see the module docstring)
    start: int
    end: int
    text: str
    unit: str | None = None
    part: str | None = None


def cn_number(s: str) -> float | None:
    """Chinese numerals up to the thousands ("一百二十" -> 120, "两" -> 2); None if not a numeral."""
    if "万" in s:  # "一万八千六百" -> 18600
        high, low = s.split("万", 1)
        a, b = cn_number(high) if high else 1.0, cn_number(low) if low else 0.0
        return None if a is None or b is None else a * 10000 + b
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


def number(s: str) -> float:
    """A number written in digits ("1,200,000"), Chinese numerals or an English word; NaN when none of those."""
    s = s.strip()
    if re.fullmatch(_NUM, s):
        return float(re.sub(r"[,，\s\u00a0\u202f]", "", s))
    if s == "半":
        return 0.5
    n = cn_number(s)
    if n is not None:
        return n
    if re.fullmatch(r"[a-z]+-[a-z]+", s.lower()) and all(w in _EN_NUM for w in s.lower().split("-")):
        return _word_number(s)  # "forty-six"
    if re.fullmatch(r"(a|[a-z]+) hundred( and)?( [a-z]+(-[a-z]+)?)?", s.lower()):
        return _word_number(s)  # "one hundred and forty-eight"
    dozen = re.fullmatch(r"(half a|[a-z]+)\s+dozen", s.lower())
    if dozen:  # "two dozen" is 24, "half a dozen" 6
        return (0.5 if dozen.group(1) == "half a" else float(_EN_NUM.get(dozen.group(1), float("nan")))) * 12
    return float(_EN_NUM.get(s.lower().replace("a couple of", "couple of"), float("nan")))


def _month(s: str) -> int:
    s = s.rstrip(".")
    return MONTHS[s.lower()] if s.lower() in MONTHS else int(number(s))


def _date(kind: str, m: re.Match) -> tuple[tuple, str | None] | None:
    g = m.groups()
    part = None
    y: int | None
    mo: int | None
    d: int | None
    if kind == "zh":
        y = (int(g[0]) if g[0].isdigit() else int("".join(str(_CN_DIGITS.get(ch, 0)) for ch in g[0]))) if g[0] else None
        if y is not None and y < 100:
            y += 2000
        mo, d = _month(g[1]), (int(number(g[2])) if g[2] else None)
        part = _PARTS.get(g[3]) if g[3] else None
        if mo and re.search(r"最后(?:一|那|1)天$", m.group(0)):
            import calendar

            d = calendar.monthrange(y or 2001, mo)[1]  # (a year not given: February's 28 days)
    elif kind == "iso":
        y, mo, d = (int(x) if x else None for x in g)
    elif kind == "dmy_num":
        a, b, y = int(g[0]), int(g[1]), int(g[2])
        d, mo = (b, a) if b > 12 >= a or (a <= 12 and SLASH_ORDER.get() == "mdy") else (a, b)
    elif kind == "dmy_num2":
        a, b, y = int(g[0]), int(g[1]), 2000 + int(g[2])
        d, mo = (b, a) if b > 12 >= a or (a <= 12 and SLASH_ORDER.get() == "mdy") else (a, b)
    elif kind == "my_num":
        part = _PARTS.get((g[0] or "").lower())
        y, mo, d = int(g[2]), int(g[1]), None
    elif kind == "ymd_cn":  # "2026年3/1"
        y, mo, d = int(g[0]), int(g[1]), int(g[2])
    elif kind == "md_num":  # "3/1–5/31", "1/20": month/day without a year
        y, mo, d = None, int(g[0]), int(g[1])
    elif kind == "mdy":
        part = _PARTS.get((g[0] or "").lower())
        y, mo, d = (int(g[3]) if g[3] else None), _month(g[1]), int(g[2])
    elif kind == "dmy":
        y, mo, d = (int(g[2]) if g[2] else None), _month(g[1]), int(g[0])
    elif kind == "dmy_word":
        y, mo, d = (int(g[2]) if g[2] else None), _month(g[1]), _ORDINAL_DAYS[g[0].lower().replace(" ", "-")]
    elif kind == "may":
        part = _PARTS.get((g[0] or "").lower())
        y, mo, d = (int(g[2]) if g[2] else None), 5, None
    elif kind == "my":
        part = _PARTS.get((g[0] or "").lower())
        y, mo, d = (
            (2000 + int(g[2][1:]) if g[2] and g[2][0] in "'’" else int(g[2]) if g[2] else None),
            _month(g[1]),
            None,
        )
    else:
        y, mo, d = int(g[0]), None, None
    if mo is not None and not 1 <= mo <= 12 or d is not None and not 1 <= d <= 31:
        return None
    return (y, mo, d), part


# two days of one month and year, the month written once: "from 8 to 13 October 2026", "8–13 October 2026" (day
# first) and "Oct 8–13, 2026" (month first)
_RANGE_WORD = r"\s*(?:–|—|-|to|until|till|through)\s*"
_DAY_RANGES = (
    re.compile(
        r"(?<![\d.,/])(\d{1,2})(?:st|nd|rd|th)?"
        + _RANGE_WORD
        + r"(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?"
        + _MONTH
        + r"(?:,?\s+(\d{4})\b)?"
    ),
    re.compile(
        r"\b"
        + _MONTH
        + r"\s+(\d{1,2})(?:st|nd|rd|th)?"
        + _RANGE_WORD
        + r"(\d{1,2})(?:st|nd|rd|th)?(?![\d./:]|,\d)"
        # (not the day of a date with its own month: "From March 1 to 11 December 2026")
        + r"(?!\s*(?:of\s+)?"
        + _MONTH.replace("(", "(?:", 1)
        + r")"
        + r"(?:,?\s+(\d{4})\b)?"
    ),
)


def _day_ranges(text: str, found: list[Value], taken: list) -> None:
    for i, p in enumerate(_DAY_RANGES):
        for m in p.finditer(text):
            if i == 0:
                if re.search(_MONTH.replace("(", "(?:", 1) + r"\s*$", text[: m.start()]):
                    continue  # "From March 1 to 11 December 2026": the first day is March's
                d1, d2, mo, y = m.group(1), m.group(2), _month(m.group(3)), m.group(4)
                first, second = (m.start(1), m.end(1)), (m.start(2), m.end())
            else:
                mo, d1, d2, y = _month(m.group(1)), m.group(2), m.group(3), m.group(4)
                first, second = (m.start(), m.end(2)), (m.start(3), m.end())
            year = int(y) if y else None
            a, b = int(d1), int(d2)
            if not (1 <= a < b <= 31):
                continue
            for (s, e), d in ((first, a), (second, b)):
                _claim(found, taken, Value("date", (year, mo, d), s, e, text[s:e].strip()))


def _claim(found: list[Value], taken: list[tuple[int, int]], v: Value) -> None:
    if any(v.start < e and s < v.end for s, e in taken):
        return
    found.append(v)
    taken.append((v.start, v.end))


def _group(m: re.Match, spec) -> str | None:
    for i in spec if isinstance(spec, tuple) else (spec,):
        if i and m.group(i):
            return m.group(i)
    return None


# "一亿三千六百万元", "壹亿叁仟陆佰万元", "1亿3600万元": hundreds of millions and ten-thousands in one amount
_YI_WAN = re.compile(r"(" + _NUM + "|" + _CN + r")\s*亿\s*(?:零\s*)?(" + _NUM + "|" + _CN + r")\s*(万)?\s*" + _POST_ZH)


_UNITS_W = r"one|two|three|four|five|six|seven|eight|nine"
_TEENS_W = r"ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
_TENS_W = r"twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
# "eighty-five thousand euros", "four point two million Canadian dollars", "one hundred and twenty thousand dollars"
# a number in words from eleven up standing alone before a bracket or a cell's end ("twenty-three (18 …)"), or
# before "of these" ("Eleven of these sections are on the north elevation")
_WORD_FIGURE = re.compile(
    r"(?<![\w-])((?:" + _TENS_W + r")(?:-(?:" + _UNITS_W + r"))?|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen)(?=\s*(?:[(（|]|$)|\s+of\s+(?:these|them|those|the|which)\b)",
    re.I | re.M,
)
# a number from two to ten in words before "of the" and a number in digits ("Eight of the 48 fixtures")
_SMALL_OF = re.compile(
    r"(?<![\w-])(two|three|four|five|six|seven|eight|nine|ten)(?=\s+of\s+(?:the|these|those)\s+\d)", re.I
)
# dozens counted in digits ("3 dozen")
_DOZENS = re.compile(r"(?<![\w.,])(\d{1,3})\s+dozen\b", re.I)
# a number from two to ten in words, the whole value after a label's colon or of a cell ("- Columns: eight")
_WORD_FIGURE_CELL = re.compile(
    r"(?:^|[:：|])\s*(?:\*\*\s*)?((?:"
    + _TENS_W
    + r")(?:-(?:"
    + _UNITS_W
    + r"))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
    r"|seventeen|eighteen|nineteen)"
    # ("Benches: fourteen new", "Buses: twelve battery-electric": an adjective or two of the label's noun after it)
    r"(?=(?:\s+(?!(?:of|and|or|to|per|more|dozen|hundred|thousand|million|billion|percent|per cent)\b)"
    r"[a-z][a-z-]*){0,2}\s*(?:\*\*)?\s*(?:[.;。；]?\s*$))",
    re.I | re.M,
)
# the pieces of a number in words under a thousand: "forty-eight", "forty eight", "fourteen", "seven"; "two hundred"
_TENS_UNITS_W = r"(?:" + _TENS_W + r")(?:[- ](?:" + _UNITS_W + r"))?"
_UNDER_100_W = _TENS_UNITS_W + "|" + _TEENS_W + "|" + _UNITS_W
_HUNDREDS_W = r"(?:" + _UNITS_W + r"|a) hundred"
_WORD_AMOUNT = re.compile(
    r"\b(?P<n>(?:" + _HUNDREDS_W + r"(?: and)? )?(?:" + _UNDER_100_W + r")|" + _HUNDREDS_W + r")"
    r"(?: point (?P<d>(?:zero|" + _UNITS_W + r")(?: (?:zero|" + _UNITS_W + r"))*))?"
    # ("twenty-eight and a half thousand pounds": GBP 28,500)
    r"(?P<half> and a half)?"
    r" (?P<m>thousand|million|billion)"
    # ("forty-eight thousand five hundred pounds": GBP 48,500, the hundreds after the thousands; a bare unit
    # after the thousands is not read)
    r"(?P<rest>(?: and)? (?:"
    + _HUNDREDS_W
    + r"(?:(?: and)? (?:"
    + _UNDER_100_W
    + r"))?|"
    + _TENS_UNITS_W
    + "|"
    + _TEENS_W
    + r"))?"
    r" (?P<cur>(?:Canadian |Australian |New Zealand |US |U\.S\. )?dollars?|euros?|pounds?|yuan)\b",
    re.I,
)
_DIGIT_W = {w: i for i, w in enumerate("zero one two three four five six seven eight nine".split())}


def _word_number(words: str) -> float:
    current = 0.0
    for w in re.split(r"[- ]+", words.lower()):
        if w in ("and", ""):
            continue
        if w == "hundred":
            current = (current or 1) * 100
        elif w == "dozen":  # "two dozen" is 24, "a dozen" 12, "half a dozen" 6
            current = (current or 1) * 12
        elif w == "half":
            current = 0.5
        elif w == "a":
            current = current or 1.0
        else:
            current += _EN_NUM.get(w, 0)
    return current


def _amounts(text: str, found: list[Value], taken: list) -> None:
    for m in _WORD_AMOUNT.finditer(text):
        n = _word_number(m.group("n"))
        if m.group("d"):
            n += float("0." + "".join(str(_DIGIT_W[d]) for d in m.group("d").lower().split()))
        if m.group("half"):
            n += 0.5
        cur = _CURRENCY.get(m.group("cur").lower().replace("u.s.", "us"))
        cur = cur or _CURRENCY.get(m.group("cur").lower().split()[-1])
        rest = _word_number(m.group("rest")) if m.group("rest") else 0.0
        amount = n * _MULT[m.group("m").lower()] + rest
        _claim(found, taken, Value("amount", amount, m.start(), m.end(), m.group(0), cur))
    for m in _YI_WAN.finditer(text):
        high, low = number(m.group(1)), number(m.group(2))
        if high == high and low == low:
            amount = high * 1e8 + low * (1e4 if m.group(3) else 1.0)
            cur = _CURRENCY.get(m.group(4).lower())
            _claim(found, taken, Value("amount", amount, m.start(), m.end(), m.group(0).strip(), cur))
    for p, num_g, mult_g, cur_gs in _AMOUNT_PATTERNS:
        for m in p.finditer(text):
            raw = _group(m, num_g)
            if (
                raw
                and not (mult_g and _group(m, mult_g))  # "EUR 1.085m": a decimal of the multiplier
                and re.fullmatch(_EURO_NUM, raw)
                and raw.count(".")
                and not re.search(r"\d,\d", raw)
                and not raw.startswith("0.")  # "0.128亿元": a decimal, never a thousands dot
            ):
                raw = raw.replace(".", "")
            amount = number(raw or "")
            if amount != amount:  # NaN
                continue
            mult = _group(m, mult_g) if mult_g else None
            if (
                not mult
                and m.group(0).rstrip().endswith("块")
                and not _PRE_RE.match(m.group(0))
                and amount <= 10
                and not re.search(r"\d", raw or "")
            ):
                continue  # "软件授权、数据接口改造和现场培训三块": three parts, not three yuan ("三块钱" is money)
            if mult:
                amount *= _MULT.get(mult if mult in _MULT else mult.lower(), 1.0)
            cur = next((_CURRENCY.get(m.group(i).lower()) for i in cur_gs if m.group(i)), None)
            _claim(found, taken, Value("amount", amount, m.start(), m.end(), m.group(0).strip(), cur))


# How the text being read writes ambiguous slash dates ("01/12/2027"): "dmy" (the default) or "mdy"
SLASH_ORDER: ContextVar[str] = ContextVar("slash_order", default="dmy")


def slash_order(text: str) -> str:
    """ "mdy" when the text writes a slash date that can only be month/day/year ("02/15/2027") and none that can
    only be day/month/year ("15/02/2027"); else "dmy"."""
    mdy = dmy = False
    for m in re.finditer(r"(?<![\d.])(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?!\d)", text):
        a, b = int(m.group(1)), int(m.group(2))
        mdy |= b > 12 >= a
        dmy |= a > 12 >= b
    return "mdy" if mdy and not dmy else "dmy"


# Financial (大写) numerals, one character for one: "壹佰贰拾万元整" reads as "一百二十万元整" ("零" stays: it is an
# ordinary numeral too, "壹仟零伍拾万元" is "一千零五十万元")
# and the full-width dot and slash of dates written in full-width digits ("２０２７．３．５", "２０２７／３／５")
# (and full-width digits, "２０２７年度": typed with a Chinese input method, read as the ASCII ones)
_DAXIE = str.maketrans(
    "壹贰叁肆伍陆柒捌玖拾佰仟萬億貳參陸．／０１２３４５６７８９％", "一二三四五六七八九十百千万亿二三六./0123456789%"
)


def find_values(text: str, line_start: bool = True) -> list[Value]:
    """All typed values in ``text``, without overlaps (the first finder wins), sorted by offset.

    ``line_start``: the text begins a line, so a leading "1." is a list number, not a figure (a clause cut from
    the middle of a line, such as "14.09.2026 – 11.12.2026", passes False). Financial numerals (壹, 贰, 拾, 佰 …)
    read as the ordinary ones; each value quotes the text as written."""
    return list(_values_of(text, line_start, SLASH_ORDER.get()))


# One clause is read for values many times over a grading (each fact's check, each addition rule): the values are
# a function of the text, the line start and the slash order alone, and ``Value`` is frozen, so they are kept.
@functools.lru_cache(maxsize=16384)
def _values_of(text: str, line_start: bool, slash_order: str) -> tuple[Value, ...]:
    written = text
    text = text.translate(_DAXIE)
    if text != written:
        return tuple(
            Value(v.kind, v.value, v.start, v.end, written[v.start : v.end], v.unit, v.part)
            for v in _find_values(text, line_start)
        )
    return tuple(_find_values(text, line_start))


# A time of day: "17:00", "6:00 a.m.", "5 pm", "下午五点", "晚上10点半": ``value`` in minutes after midnight
_TIME_PATTERNS = [
    re.compile(r"(?<![\d:.])(\d{1,2})[:：](\d\d)(?![\d])(?:\s*(a\.?m\.?|p\.?m\.?)(?![a-z]))?", re.I),
    re.compile(r"(?<![\d:.])(\d{1,2})\s*(a\.?m\.?|p\.?m\.?)(?![a-z])", re.I),
    # a Chinese hour: after a time of day ("下午五点"), or in digits before a word of time ("8时开始", "17点前")
    re.compile(
        r"(上午|下午|晚上|早上|凌晨|中午|傍晚|夜间|夜里)(\d{1,2}|[一二两三四五六七八九十]{1,3})[点时](半|整|(\d{1,2})分)?"
        r"|(?<![第\d])()(\d{1,2})[点时](半|整|(\d{1,2})分|(?=前|之前|以前|后|起|至|到|开始|结束|截止|之间|[，。；、）)]|$))"
    ),
]


def _times(text: str, found: list[Value], taken: list) -> None:
    for i, p in enumerate(_TIME_PATTERNS):
        for m in p.finditer(text):
            if i == 2:
                g = 1 if m.group(2) else 5  # the group of the time of day (empty in the digits-only form)
                hour = number(m.group(g + 1))
                minute = 30.0 if m.group(g + 2) == "半" else float(m.group(g + 3) or 0)
                pm = m.group(g) in ("下午", "晚上", "傍晚", "夜间", "夜里")
            else:
                hour = float(m.group(1))
                minute = float(m.group(2)) if i == 0 else 0.0
                suffix = (m.group(3) if i == 0 else m.group(2)) or ""
                pm = suffix.lower().startswith("p")
                if suffix.lower().startswith("a") and hour == 12:
                    hour = 0.0
            if hour != hour or hour > 24 or minute > 59:
                continue
            if pm and hour < 12:
                hour += 12
            _claim(found, taken, Value("time", hour * 60 + minute, m.start(), m.end(), m.group(0).strip()))


def _find_values(text: str, line_start: bool) -> list[Value]:
    found: list[Value] = []
    taken: list[tuple[int, int]] = [
        (m.start(), m.end()) for m in _LIST_NUMBER.finditer(text) if line_start or m.start() > 0
    ]
    taken += [(m.start(), m.end()) for m in _ID.finditer(text)]
    taken += [(m.start(), m.end()) for m in _PART_NUMBER.finditer(text)]
    _times(text, found, taken)
    for p in _PERCENT_PATTERNS:
        for m in p.finditer(text):
            _claim(found, taken, Value("percentage", number(m.group(1)), m.start(), m.end(), m.group(0)))
    for m in _FRACTION.finditer(text):  # "约占一半", "half of the budget": a share the text states
        share = _FRACTIONS[next(g for g in m.group("f", "g", "h") if g).lower()]
        _claim(found, taken, Value("percentage", share, m.start(), m.end(), m.group(0)))
    _amounts(text, found, taken)
    _day_ranges(text, found, taken)
    for kind, p in _DATE_PATTERNS:
        for m in p.finditer(text):
            date = _date(kind, m)
            if date is not None:
                _claim(found, taken, Value("date", date[0], m.start(), m.end(), m.group(0).strip(), part=date[1]))
    for p in _DURATION_PATTERNS:
        for m in p.finditer(text):
            unit = {
                "个月": "month",
                "个多月": "month",
                "个星期": "week",
                "个礼拜": "week",
                "周": "week",
                "星期": "week",
                "天": "day",
                "个工作日": "day",
                "工作日": "day",
                "日": "day",
                "年": "year",
                "个年度": "year",
            }.get(m.group(2)) or m.group(2).lower().rstrip("s")
            n = 1.0 if m.group(1).lower() == "another" else number(m.group(1))
            if m.group(1).lower() in ("a", "an") and unit == "day":
                continue  # "a day the reader waits"
            if m.group(1).lower() in ("a", "an") and re.search(
                r"(?<![\w.,])\d[\d,]*(?!\.)\s+(?:[A-Za-z-]+\s+){0,3}$", text[max(0, m.start() - 40) : m.start()]
            ):
                continue  # "140 places a week", "two sessions a month": a rate, not how long
            if re.search(r"(头|第|首)$", text[max(0, m.start() - 1) : m.start()]) and n == 1:
                continue  # "开学头一周", "第一周": which week, not how long
            if n == 1 and m.group(1) == "一" and re.match(r"(?:都|也)(?:不|没|别)", text[m.end() :]):
                continue  # "就一天都不能用": not for a single day, no length of time
            if n == 1 and m.group(1) in ("一", "1") and re.match(r"[^\d，。；,;]{0,4}\d", text[m.end() :]):
                continue  # "一天给180位老人做午饭", "一年30万": a rate per day or year, not how long
            end = m.end()
            half = re.match(r"半|\s+and a half\b", text[end:])  # "一年半", "a year and a half": half a unit more
            if half and n == n and m.group(1) != "半":
                n, end = n + 0.5, end + half.end()
            if n == n:
                _claim(found, taken, Value("duration", n * _DAYS[unit], m.start(), end, text[m.start() : end], unit))
    for p in _COUNT_PATTERNS:
        for m in p.finditer(text):
            end, shown = m.end(), m.group(0)
            if p is _COUNT_PATTERNS[0]:  # "约7万页", "1.2万人次": the count with its 万/亿
                tail = m.group(4) or ""
                # the noun after the classifier stops at a conjunction ("18600只并配套…", "46台和…")
                # or at a verb or an approximation word ("1,850册等着修", "260册左右")
                # or at an adverb that opens the predicate ("三个村仅做水质监测", "12个村已通水", "三处共重建…")
                cut = len(tail) - len(
                    re.split(
                        # ("三家改完一共是18间诊室": a verb and its end after the counted things)
                        # ("现有老式消火栓6个继续保留使用": the thing before the number, a verb after it)
                        # ("现有20台中其余6台暂不更换": 中 as "among" the ones counted)
                        r"[并和及与或而且、仅只均都已将还也才就]|中(?=其|有|的|[\d一二两三四五六七八九十]|$)"
                        r"|等着|等待|需要|正在|取得|获得|左右|以上|以下"
                        r"|继续|保留|仍然|仍|照常|原样|暂时|暂不|先行|另行"
                        # ("共16名报名轮班值守", "30人参加": people counted, then what they do)
                        r"|报名|参加|参与|出席|到场|轮班|值守|入住|参会"
                        r"|[改建修装做弄干搞]完|完成|完工|建成|[改修装弄]好"
                        # ("二十四台这样的展柜": a word pointing at the noun, not the noun)
                        r"|这样|那样|这种|那种|这类|这些|此类",
                        tail,
                    )[0]
                )
                if re.match(r"(?:共(?![享同用性识])|合计|总共|一共|累计|总计)", tail):
                    cut = len(tail)  # "三处共重建靠泊泊位12个": the count of the 处, a total's adverb after it
                modified = not cut and re.match(r"(新型|新的|新|全新|旧的|旧|智能|电动)", tail)
                if modified:
                    # "3200辆新型智能锁自行车", "3200辆新的智能锁自行车": modifiers first, the counted noun further on
                    head = re.match(r"[\u4e00-\u9fff]{0,8}", text[m.end() :])
                    tail += head.group(0) if head else ""
                end, shown = end - cut, shown[: len(shown) - cut]
                kept = tail[: len(tail) - cut]
                noun = m.group(3) + (kept.rsplit("的", 1)[-1] if modified else kept.split("的")[0])
                n = number(m.group(1)) * {"万": 1e4, "亿": 1e8}.get(m.group(2) or "", 1.0)
            else:
                if re.search(r"\s(?:are|were|will\s+be|would\s+be)\s", m.group(0), re.I) and re.search(
                    r"\bof\s+(?:the\s+|these\s+|those\s+)?$", text[max(0, m.start() - 12) : m.start()], re.I
                ):
                    continue  # "8 of the 48 are moving heads": the whole the part is taken from, no count of heads
                noun, n = m.group(2).lower(), number(m.group(1))
                mods = m.group(0)[len(m.group(1)) : -len(m.group(2))].split()
                if noun in _DOCUMENT_PARTS and mods and mods[-1].lower() not in _GENERIC_MODIFIERS:
                    noun = mods[-1].lower() + " " + noun  # "twenty-six pipe sections": things, not parts of a text
            # "2027 buses" reads as a year before a noun; "120,000 pages" (a separator, or beyond years) is a count
            year_like = 1900 <= n <= 2100 and re.fullmatch(r"\d{4}", m.group(1)) is not None
            if n == n and noun not in _NOT_COUNTED and not (p is _COUNT_PATTERNS[1] and year_like):
                _claim(found, taken, Value("count", n, m.start(), end, shown, noun))
    for m in _WORD_FIGURE.finditer(text):
        if re.search(r"(hundred|thousand|million)(\s+and)?\s+$", text[max(0, m.start() - 16) : m.start()], re.I):
            continue  # "two hundred and fourteen (214)": the end of a larger number
        # "New storage units: twenty-three (18 refrigerators, 5 freezers)": a total in words, its noun in the label
        _claim(found, taken, Value("figure", number(m.group(1)), m.start(), m.start() + len(m.group(1)), m.group(1)))
    for m in _SMALL_OF.finditer(text):
        # "Eight of the 48 fixtures are moving heads": a part of a whole counted in digits
        _claim(found, taken, Value("figure", number(m.group(1)), m.start(1), m.end(1), m.group(1)))
    for m in _DOZENS.finditer(text):
        # "3 dozen on the main stage": 36
        n = number(m.group(1)) * 12
        _claim(found, taken, Value("figure", n, m.start(), m.end(), m.group(0)))
    for m in _WORD_FIGURE_CELL.finditer(text):
        # "- Columns: eight": a small number in words, the whole value after a label's colon
        _claim(found, taken, Value("figure", number(m.group(1)), m.start(1), m.end(1), m.group(1)))
    for m in _FIGURE.finditer(text):
        if re.match(r"(st|nd|rd|th)\b", text[m.end() : m.end() + 3], re.I):
            continue  # "the 1st relined section before the 2nd starts": an ordinal, not a figure
        if m.start() > 0 and text[m.start() - 1] in "(（" and re.match(r"[)）]\s", text[m.end() : m.end() + 2]):
            if number(m.group(1)) <= 20 and not re.search(r"[A-Za-z]\s*$", text[max(0, m.start() - 3) : m.start() - 1]):
                continue  # "conditional: (1) inspector checks …; (2) …": a list's enumerator
        thousands = re.match(r"[kK](?![A-Za-z\d])", text[m.end() : m.end() + 2])
        if thousands and re.fullmatch(r"\d{1,3}(?:\.\d{1,2})?", m.group(1)):
            # "two thousand six hundred (2.6k) clay roof tiles": thousands, shortened
            n = number(m.group(1)) * 1000
            _claim(found, taken, Value("figure", n, m.start(), m.end() + 1, text[m.start() : m.end() + 1]))
            continue
        _claim(found, taken, Value("figure", number(m.group(1)), m.start(), m.end(), m.group(0)))
    return sorted(found, key=lambda v: v.start)


def parse_iso(s: str) -> tuple:
    """'2026-03-01' -> (2026, 3, 1); '2026-03' -> (2026, 3, None); '2026' -> (2026, None, None)."""
    parts = [int(x) for x in str(s).split("-")]
    return tuple(parts + [None] * (3 - len(parts)))


def date_within(stated: tuple, allowed: tuple) -> bool:
    """True when every part ``stated`` gives equals ``allowed``'s, where ``allowed`` states that part too."""
    return all(s is None or a is None or s == a for s, a in zip(stated, allowed, strict=False))


def date_in_source(stated: tuple, source: tuple) -> bool:
    """True when the source states every part ``stated`` gives (a source date without a year matches any year)."""
    y, m, d = stated
    sy, sm, sd = source
    if m is None and d is None:
        return y is None or y == sy  # a bare year ("in 2027") needs that year, not a month the source leaves yearless
    return (y is None or sy is None or y == sy) and (m is None or m == sm) and (d is None or d == sd)


def same_number(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
