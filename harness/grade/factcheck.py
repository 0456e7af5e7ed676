"""Grade each required fact of an answer: correct, partial, omitted, distorted or needs_review, with the clause.

Binding (the documented nearest-subject rule): a value or a statement counts for a fact only in a clause that
names the fact's subject (its own mention, or the subject carried from the clause before it in the sentence or
from a label line), one of its cues, or its event. A value that the material states elsewhere (another date, an
amount of another paragraph) counts against a fact only when the clause names the fact's cue or event, so a
restated source sentence is never a distortion.

Per type (docs/facts.md): any bound statement that contradicts the fact makes it ``distorted`` -- even when a
correct statement is there too (two values for one slot). Else ``correct`` when every part is stated, ``partial``
when some are, ``needs_review`` when the fact is named but nothing the grader can read decides it, else
``omitted``. The grader never says ``correct`` from a statement it could not read.
"""

from __future__ import annotations

from harness.grade.context import Context, PartGrade  # noqa: F401  (Context is the public name)
from harness.grade.facts import Fact, Part
from harness.grade.figures import grade_count, grade_money, grade_period
from harness.grade.status import grade_status
from harness.grade.timeline import grade_modality


def grade_scope(ctx: Context, part: Part) -> PartGrade:
    from harness.grade.scope import grade_scope as scope

    return scope(ctx, part)


def grade_condition(ctx: Context, part: Part) -> PartGrade:
    from harness.grade.condition import grade_condition as condition

    return condition(ctx, part)


GRADERS = {
    "period": grade_period,
    "date": grade_modality,
    "modality": grade_modality,
    "money": grade_money,
    "count": grade_count,
    "status": grade_status,
    "scope": grade_scope,
    "condition": grade_condition,
}


def grade_fact(ctx: Context, fact: Fact) -> dict:
    """One fact's grade: ``{grade, kind, statement, sources, offending, why, clause, detail, findings}``."""
    grades = [GRADERS[p.type](ctx, p) for p in fact.parts]
    outcomes = [g.outcome() for g in grades]
    findings = [f for g in grades for f in g.findings]
    if "distorted" in outcomes:
        grade = "distorted"
    elif all(o == "correct" for o in outcomes):
        grade = "correct"
    elif any(o in ("correct", "partial") for o in outcomes):
        grade = "partial"
    elif "needs_review" in outcomes:
        grade = "needs_review"
    else:
        grade = "omitted"
    deciding = (
        next((f for f in findings if f.outcome == "distorted"), None)
        if grade == "distorted"
        else next((f for f in findings if f.outcome == ("review" if grade == "needs_review" else "hit")), None)
    )
    return {
        "grade": grade,
        "kind": fact.kind,
        "statement": fact.statement,
        "sources": list(fact.sources),
        "offending": deciding.offending if grade == "distorted" and deciding else None,
        "why": deciding.why if deciding else ("not stated" if grade == "omitted" else None),
        "clause": deciding.clause if deciding else None,
        "needs_review": deciding.why if grade == "needs_review" and deciding else None,
        "parts": outcomes if len(outcomes) > 1 else None,
        "findings": [
            {"outcome": f.outcome, "why": f.why, "clause": f.clause, "offending": f.offending} for f in findings
        ],
    }
