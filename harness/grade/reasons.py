"""Words that give a reason ("因为…", "由于…", "原因是…", "because …", "due to …"): what follows them says why
something is so, not a claim of its own about what it names. The one pattern every reader uses that passes over a
reason (condition, scope, status, grounds, unsupported claims)."""

from __future__ import annotations

from harness.grade import rx as re

# 因 alone only before a word that is none of 因此, 因而, 因素, 因果 ("因资金未到位": a reason; "因此": a consequence)
_ZH = r"(?:原因|理由)(?:是|在于|为)|是因为|因为|由于|鉴于|因(?=[\u4e00-\u9fff])(?!此|而|素|果|为此)"
# "due to" before a verb schedules ("due to start in July 2026"), "since" before a time dates ("since 1 July 2026",
# "since March"): neither gives a reason there
_MONTHS = r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august"
_MONTHS += r"|september|october|november|december|spring|summer|autumn|winter|early|mid|late|last|the (?:start|end)"
_EN = (
    r"\b(?:because|owing to|for (?:lack|want) of|on the grounds (?:of|that)"
    r"|due to(?!\s+(?:be|start|begin|open|close|finish|end|expire|run|arrive|launch|complete|go|meet|report|take"
    r"|pay|decide|sign|deliver|resume|reopen|conclude|hand|submit|publish|issue)\b)"
    rf"|since(?!\s+(?:\d|(?:{_MONTHS})\b)))\b"
)
# "as" gives a reason only where it opens the clause ("as the works did not start, the approval lapsed"), and not in
# "as of 10 September 2026", "as well as", "as part of", "as soon as", "as planned", "as for the vans"
_AS = r"\bas\b(?!\s+(?:of|well|part|soon|long|far|planned|agreed|required|follows|such|for|with|to)\b)"

# a reason word anywhere in a stretch of text ("lapsed on 2 June 2026 because works did not start")
REASON_LEAD = re.compile(f"{_EN}|{_ZH}", re.I)
# a clause that opens with a reason word ("因为冷链仓的温控作业排班规则特殊", "since they have their own storage")
REASON_OPENING = re.compile(rf"\W*(?:{_EN}|{_ZH}|{_AS})", re.I)
