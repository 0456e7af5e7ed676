"""Reading the grader's output (``grades/<launch>/<cell>.json``) for the facts item and the report's tables.

Grades come from ``harness grade`` (grades/<launch>/<cell>.json), read through ``grade_view``: facts
(``correct``/``partial``/``omitted``/``distorted``/``needs_review``, reviewed or not), unsupported additions,
completeness checks. Grades are against the source material, never against the ordinary branch's text.
"""

from __future__ import annotations

GRADES = ("correct", "partial", "omitted", "distorted", "needs_review")
_CHECK_PASS: dict[object, bool] = {"pass": True, "fail": False}  # a reviewed check's grade -> its ``pass``


def grade_view(grade: dict | None) -> dict | None:
    """One grade file in the shape the verdict reads, or None when the text was not graded.

    ``harness grade`` writes ``final`` (automatic grades with review overrides applied: each item has ``grade``
    and ``reviewed``) beside ``automatic`` (``checks`` name -> ``{"pass", "detail"}``); the final grade wins.
    A plain ``{"facts", "checks", "unsupported"}`` dict is read as it is. Returns ``{"facts": id -> {"grade",
    "reviewed"}, "checks": name -> {"pass": True|False|None, "detail"}, "unsupported": [text, ...]}``.
    """
    if not isinstance(grade, dict) or grade.get("graded") is False:
        return None
    final = grade.get("final")
    if isinstance(final, dict):
        auto_checks = (grade.get("automatic") or {}).get("checks") or {}
        checks = {
            n: {
                "pass": _CHECK_PASS.get((c or {}).get("grade")),
                "detail": ((auto_checks.get(n) or {}).get("detail") or ""),
                "reviewed": bool((c or {}).get("reviewed")),
            }
            for n, c in (final.get("checks") or {}).items()
        }
        facts = {
            f: {"grade": (v or {}).get("grade"), "reviewed": bool((v or {}).get("reviewed"))}
            for f, v in (final.get("facts") or {}).items()
        }
        unsupported = [
            u.get("text")
            for u in final.get("unsupported") or []
            if isinstance(u, dict) and u.get("grade") == "unsupported"
        ]
        return {"facts": facts, "checks": checks, "unsupported": unsupported}
    if "facts" not in grade and "checks" not in grade:
        return None
    unsupported = [u.get("text") if isinstance(u, dict) else u for u in grade.get("unsupported") or []]
    return {"facts": grade.get("facts") or {}, "checks": grade.get("checks") or {}, "unsupported": unsupported}


def grade_of(grades: dict, rec: dict) -> dict | None:
    """The grade view (``grade_view``) of the record's text, or None when there is none."""
    launch = rec.get("launch_id") or rec.get("_launch_dir")
    return grade_view((grades.get(launch) or {}).get(rec.get("cell_id")))


def cell_grade_results(grades: dict, rec: dict, thr: dict) -> dict:
    """``{"state": "missing"|"review"|"fail"|"pass", "detail": str, "unreviewed": int}`` for one record's text.

    ``review``: some facts are ``needs_review`` and the text passes if a person grades them correct.

    ``facts_must_be_correct``: ``"all"`` or the minimum number of correct facts; ``max_unsupported_additions``:
    the most unsupported additions allowed (default 0 when not registered).
    """
    grade = grade_of(grades, rec)
    if not grade or not isinstance(grade.get("facts"), dict) or not grade["facts"]:
        return {"state": "missing", "detail": "no fact grades", "unreviewed": 0}
    facts = grade["facts"]
    correct = sum(1 for f in facts.values() if (f or {}).get("grade") == "correct")
    need = thr.get("facts_must_be_correct", "all")
    need_n = len(facts) if need == "all" else int(need)
    unsupported = len(grade.get("unsupported") or [])
    allowed = int(thr.get("max_unsupported_additions", 0))
    review = sorted(k for k, f in facts.items() if (f or {}).get("grade") == "needs_review")
    problems = []
    if review and correct + len(review) >= need_n and unsupported <= int(thr.get("max_unsupported_additions", 0)):
        # The grader could not decide these facts: the verdict waits for a person (review.yaml), it never guesses.
        return {"state": "review", "detail": f"needs review: {', '.join(review)}", "unreviewed": len(review)}
    if correct < need_n:
        wrong = sorted(k for k, f in facts.items() if (f or {}).get("grade") != "correct")
        problems.append(f"{correct}/{len(facts)} facts correct, {need_n} required (not correct: {', '.join(wrong)})")
    if unsupported > allowed:
        problems.append(f"{unsupported} unsupported addition(s) > {allowed} allowed")
    unreviewed = sum(1 for f in facts.values() if not (f or {}).get("reviewed"))
    return {"state": "fail" if problems else "pass", "detail": "; ".join(problems), "unreviewed": unreviewed}


def facts_table(records: list[dict], grades: dict) -> dict:
    """Per fact and branch: counts of each grade over the given records, plus reviewed counts and additions.

    Returns ``{"fact_ids": [...], "branches": [...], "cells": {(fact, branch): {"correct": n, ..., "reviewed": n,
    "graded": n}}, "unsupported": {branch: [text, ...]}, "ungraded": [(branch, cell_id), ...]}``.
    """
    fact_ids: list[str] = []
    branches: list[str | None] = []
    cells: dict = {}
    unsupported: dict = {}
    ungraded: list = []
    for rec in records:
        branch = rec.get("branch")
        if branch not in branches:
            branches.append(branch)
        grade = grade_of(grades, rec)
        if not grade or not isinstance(grade.get("facts"), dict):
            ungraded.append((branch, rec.get("cell_id")))
            continue
        for fid, f in grade["facts"].items():
            if fid not in fact_ids:
                fact_ids.append(fid)
            slot = cells.setdefault((fid, branch), {**{g: 0 for g in GRADES}, "reviewed": 0, "graded": 0})
            g = (f or {}).get("grade")
            if g in GRADES:
                slot[g] += 1
            slot["graded"] += 1
            slot["reviewed"] += 1 if (f or {}).get("reviewed") else 0
        for text in grade["unsupported"]:
            unsupported.setdefault(branch, []).append(f"{rec.get('cell_id')}: {text}")
    return {
        "fact_ids": sorted(fact_ids),
        "branches": branches,
        "cells": cells,
        "unsupported": unsupported,
        "ungraded": ungraded,
    }
