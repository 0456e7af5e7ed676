"""The material's grounds for a decision, restated: a clause that gives the reason a decision was made, not a
status of its own. Read by status grading and by the check for unsupported progress alike."""

from __future__ import annotations

from harness.grade import rx as re
from harness.grade.context import Context
from harness.grade.extract import Clause
from harness.grade.reasons import REASON_OPENING
from harness.grade.text import grams, without_values

# a clause that gives the ground for something ("理由是该项目已获得市级资金支持", "because the project already has
# city funding")
_GROUND_OPENER = re.compile(rf"{REASON_OPENING.pattern}|\W*\b(?:on the grounds that|given that)\b", re.I)


def restated_ground(ctx: Context, c: Clause, status: str) -> bool:
    """The clause, in brackets or opening with a word of reason, restates a clause the material gives as the ground
    for a decision, with that status ("书面驳回了申请（该项目已获市级资金支持，属重复申报）" where the material says
    "理由是该项目已获得市级…资金支持"): the material's ground, not the fact's status."""
    if ctx.doc.lang != ctx.source.lang or not all(ctx.in_source(v) for v in c.values):
        return False
    if ctx.doc.text[max(0, c.start - 1) : c.start] not in ("(", "（") and not _GROUND_OPENER.match(c.text):
        return False
    mine = grams(without_values(c.text), ctx.doc.lang)
    return len(mine) >= 3 and any(
        (o.status is None or o.status[0] == status)
        and _GROUND_OPENER.match(o.text)
        and len(mine & grams(without_values(o.text), ctx.source.lang)) / len(mine) >= 0.6
        for o in ctx.source.clauses
    )
