"""``grade_text``: grade one answer against its sample's source material (facts, additions, completeness)."""
from __future__ import annotations

from pathlib import Path

from harness.errors import InputError
from harness.grade import checks
from harness.grade.factcheck import grade_fact, offences
from harness.grade.facts import load_facts
from harness.grade.text import find_sections, sentences
from harness.grade.unsupported import find_unsupported
from harness.inputs.sample import load_sample

GRADER_VERSION = 1
STOP_REASONS = ("eos", "stop_string", "length")


def grade_text(text: str, sample_dir: str | Path, stop_reason: str | None = None) -> dict:
    """Grade ``text`` against ``sample_dir``'s material and facts; never against another branch's output.

    Returns ``{"grader_version", "sample_id", "facts_version", "stop_reason",
    "facts": {fact_id: {"grade": "correct|omitted|distorted", "offending", "why", "detail",
                        "cited": {"status": "ok|wrong|missing", "ids", "where"}, "kind", "statement", "sources"}},
    "unsupported": [{"kind", "text", "sentence"}],
    "checks": {"repetition_loop"|"abnormal_characters"|"half_sentence"|"required_sections"|"truncation_explained":
               {"pass": bool | None, "detail"}},
    "summary": {...counts...}}``. Raises InputError for a bad sample or stop reason.
    """
    if stop_reason is not None and stop_reason not in STOP_REASONS:
        raise InputError(f"stop reason {stop_reason!r} is not one of {', '.join(STOP_REASONS)}")
    sample = load_sample(sample_dir)
    facts = load_facts(sample_dir)
    if facts.sample_id != sample.id:
        raise InputError(f"{sample.path / 'facts.yaml'}: sample_id {facts.sample_id!r} differs from {sample.id!r}")
    sections = find_sections(text, sample.required_sections)
    body = sentences(sections.body(text))
    source_lines = sections.source_list_lines()
    graded = {f.id: grade_fact(f, body, source_lines, text) for f in facts.facts}
    distorted = [o.sentence for f in facts.facts for o in offences(f, body)]
    unsupported = find_unsupported(body, distorted, facts, sample.source_text)
    results = {
        "repetition_loop": checks.repetition_loop(text),
        "abnormal_characters": checks.abnormal_characters(text, sample.scripts),
        "half_sentence": checks.half_sentence(text),
        "required_sections": checks.required_sections(text, sample, sections),
        "truncation_explained": checks.truncation_explained(text, stop_reason, sample),
    }
    grades = [g["grade"] for g in graded.values()]
    summary = {
        "facts_total": len(grades),
        "correct": grades.count("correct"),
        "omitted": grades.count("omitted"),
        "distorted": grades.count("distorted"),
        "cited_not_ok": sorted(k for k, g in graded.items() if g["cited"]["status"] != "ok"),
        "unsupported": len(unsupported),
        "checks_failed": sorted(k for k, c in results.items() if c["pass"] is False),
        "checks_not_made": sorted(k for k, c in results.items() if c["pass"] is None),
    }
    return {"grader_version": GRADER_VERSION, "sample_id": sample.id, "facts_version": facts.version,
            "stop_reason": stop_reason, "facts": graded, "unsupported": unsupported, "checks": results,
            "summary": summary}
