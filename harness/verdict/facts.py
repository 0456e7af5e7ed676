"""Reading the grader's output (``grades/<launch>/<cell>.json``) for the facts item and the report's tables.

Grades come from ``harness grade`` (grades/<launch>/<cell>.json), read as ``harness.verdict.views.GradeView``
(``RunData.grade_info``; ``grade_view`` / ``grade_of`` give its plain dict for the report): facts
(``correct``/``partial``/``omitted``/``distorted``/``needs_review``, reviewed or not), unsupported additions,
completeness checks. Grades are against the source material, never against the ordinary branch's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from harness.verdict.views import GradeView, RunRecord, Thresholds, as_record, grade_for

GRADES = ("correct", "partial", "omitted", "distorted", "needs_review")


def grade_view(grade: dict | None) -> dict | None:
    """One grade file in the plain shape (``GradeView.from_file(grade).to_dict()``), or None when the text was
    not graded: ``{"facts": id -> {"grade", "reviewed"}, "checks": name -> {"pass": True|False|None, "detail",
    "reviewed"}, "unsupported": [text, ...]}``."""
    view = GradeView.from_file(grade)
    return view.to_dict() if view is not None else None


def grade_of(grades: Mapping, rec: RunRecord | Mapping) -> dict | None:
    """The plain grade view (``grade_view``) of the record's text, or None when there is none."""
    view = grade_for(grades, rec)
    return view.to_dict() if view is not None else None


def grade_results(grade: GradeView | None, thr: Thresholds) -> dict:
    """``{"state": "missing"|"review"|"fail"|"pass", "detail": str, "unreviewed": int}`` for one graded text.

    ``review``: some facts are ``needs_review`` and the text passes if a person grades them correct.

    ``facts_must_be_correct``: ``"all"`` or the minimum number of correct facts; ``max_unsupported_additions``:
    the most unsupported additions allowed (default 0 when not registered).
    """
    if grade is None or not grade.facts:
        return {"state": "missing", "detail": "no fact grades", "unreviewed": 0}
    facts = grade.facts
    correct = sum(1 for f in facts.values() if f.grade == "correct")
    need_n = thr.facts_required(len(facts))
    unsupported = len(grade.unsupported)
    allowed = thr.unsupported_allowed
    review = sorted(k for k, f in facts.items() if f.grade == "needs_review")
    problems = []
    if review and correct + len(review) >= need_n and unsupported <= allowed:
        # The grader could not decide these facts: the verdict waits for a person (review.yaml), it never guesses.
        return {"state": "review", "detail": f"needs review: {', '.join(review)}", "unreviewed": len(review)}
    if correct < need_n:
        wrong = sorted(k for k, f in facts.items() if f.grade != "correct")
        problems.append(f"{correct}/{len(facts)} facts correct, {need_n} required (not correct: {', '.join(wrong)})")
    if unsupported > allowed:
        problems.append(f"{unsupported} unsupported addition(s) > {allowed} allowed")
    unreviewed = sum(1 for f in facts.values() if not f.reviewed)
    return {"state": "fail" if problems else "pass", "detail": "; ".join(problems), "unreviewed": unreviewed}


def cell_grade_results(grades: Mapping, rec: RunRecord | Mapping, thr: Thresholds | Mapping) -> dict:
    """``grade_results`` for the record's text in ``grades`` (launch -> cell -> grade)."""
    return grade_results(grade_for(grades, rec), thr if isinstance(thr, Thresholds) else Thresholds.from_dict(thr))


def facts_table(records: Iterable[RunRecord | Mapping], grades: Mapping) -> dict:
    """Per fact and branch: counts of each grade over the given records, plus reviewed counts and additions.

    Returns ``{"fact_ids": [...], "branches": [...], "cells": {(fact, branch): {"correct": n, ..., "reviewed": n,
    "graded": n}}, "unsupported": {branch: [text, ...]}, "ungraded": [(branch, cell_id), ...]}``.
    """
    fact_ids: list[str] = []
    branches: list[str | None] = []
    cells: dict = {}
    unsupported: dict = {}
    ungraded: list = []
    for rec in map(as_record, records):
        branch = rec.branch
        if branch not in branches:
            branches.append(branch)
        grade = grade_for(grades, rec)
        if grade is None:
            ungraded.append((branch, rec.cell_id))
            continue
        for fid, f in grade.facts.items():
            if fid not in fact_ids:
                fact_ids.append(fid)
            slot = cells.setdefault((fid, branch), {**{g: 0 for g in GRADES}, "reviewed": 0, "graded": 0})
            if f.grade in GRADES:
                slot[f.grade] += 1
            slot["graded"] += 1
            slot["reviewed"] += 1 if f.reviewed else 0
        for text in grade.unsupported:
            unsupported.setdefault(branch, []).append(f"{rec.cell_id}: {text}")
    return {
        "fact_ids": sorted(fact_ids),
        "branches": branches,
        "cells": cells,
        "unsupported": unsupported,
        "ungraded": ungraded,
    }
