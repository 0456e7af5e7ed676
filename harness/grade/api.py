"""``grade_text``: grade one answer against its sample's source material (facts, additions, completeness)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from harness.errors import InputError
from harness.grade import checks
from harness.grade import rx as re
from harness.grade.cite import cited
from harness.grade.condition import RULE_STATED
from harness.grade.extract import Clause, Document, read
from harness.grade.factcheck import Context, grade_fact
from harness.grade.facts import FactSet, load_facts
from harness.grade.text import find_sections
from harness.grade.unsupported import Finder
from harness.grade.values import find_values
from harness.inputs.sample import Sample, load_sample

_TOLD = ("date", "amount", "count", "duration")  # values a foreign-language brief restates

GRADER_VERSION = 2
STOP_REASONS = ("eos", "stop_string", "length")
FACT_GRADES = ("correct", "partial", "omitted", "distorted", "needs_review")


@lru_cache(maxsize=16)
def _load(sample_dir: str) -> tuple[Sample, FactSet, Document, Document]:
    sample = load_sample(sample_dir)
    facts = load_facts(sample_dir)
    if facts.sample_id != sample.id:
        raise InputError(f"{sample.path / 'facts.yaml'}: sample_id {facts.sample_id!r} differs from {sample.id!r}")
    source = read("\n".join(f"{p.text}" for p in sample.material), facts, sample.language)
    background = read("\n".join(p.text for p in sample.background), facts, sample.language)
    return sample, facts, source, background


def grade_text(text: str, sample_dir: str | Path, stop_reason: str | None = None, explain: bool = False) -> dict:
    """Grade ``text`` against ``sample_dir``'s material and facts; never against another branch's output.

    Returns ``{"grader_version", "sample_id", "facts_version", "stop_reason",
    "facts": {fact_id: {"grade": correct|partial|omitted|distorted|needs_review, "offending", "why", "clause",
                        "needs_review", "parts", "findings", "cited": {"status": ok|wrong|missing, "ids", "where"},
                        "kind", "statement", "sources"}},
    "unsupported": [{"kind", "text", "clause", "sentence"}],
    "checks": {name: {"pass": bool | None, "detail"}},
    "summary": {...counts...}}`` plus ``"explain"`` (clauses, values, bindings) when asked.
    Raises InputError for a bad sample or stop reason.
    """
    if stop_reason is not None and stop_reason not in STOP_REASONS:
        raise InputError(f"stop reason {stop_reason!r} is not one of {', '.join(STOP_REASONS)}")
    sample, facts, source, background = _load(str(Path(sample_dir).resolve()))
    doc = read(text, facts, sample.language)
    sections = find_sections(text, sample.required_sections)

    def in_list(c: Clause) -> bool:
        start, end = sections.sources_start, sections.sources_end
        return start is not None and end is not None and start <= c.start < end

    headings = {i for i in sections.heading_line.values() if i is not None}

    def parts(d: Document) -> tuple[list[Clause], list[Clause]]:
        # The source list names facts, it does not state them; headings claim nothing. Heading lines claim nothing
        # by their section title; anything else in them (a title's "（已通过初审）", a heading's "(signing
        # expected in May)") is read for unsupported additions like the body.
        return (
            [c for c in d.clauses if not in_list(c) and c.line not in headings and not c.question],
            [c for c in d.headings if not _section_title(c.text, sample)],
        )

    body, titles = parts(doc)
    # An answer in the wrong language (the `language` check fails): the extractor of the sample's language cannot
    # read its foreign clauses ("Le lot C a été retiré …" read as English would be a scope distortion), so it
    # neither grades facts from them nor judges them for additions.
    foreign: list[Clause] = []
    answer_lang = None
    if hasattr(checks, "language") and checks.language(text, sample)["pass"] is False:
        answer_lang = checks.word_language(text)[0]
        foreign = [c for c in body + titles if checks.foreign(c.text, sample.language, answer_lang)]
    unread = {id(c) for c in foreign}

    def grade(d: Document, fs: FactSet, keep: set[int]) -> tuple[Context, dict]:
        b, t = parts(d)
        c = Context(
            Document(text, d.lang, [x for x in b if id(x) in keep], [x for x in t if id(x) in keep]), source, fs
        )
        c.all_clauses = [x for x in d.clauses if x.line not in headings and not x.is_label and id(x) in keep]
        c.background = background
        c.truncation_notes = tuple(sample.truncation_notes)
        c.material_ids = [p.id for p in sample.material]
        return c, {f.id: grade_fact(c, f) for f in fs.facts}

    ctx, graded = grade(doc, facts, {id(c) for c in doc.clauses + doc.headings} - unread)
    # The foreign clauses in another language the grader reads, where the sample names its facts in it (facts.yaml
    # `translations`): read with that language's extractor and words, they state facts too. A fact they state
    # that the rest does not is graded from them; one both state is distorted if either reading says so.
    read_as = checks.written_in(" ".join(c.text for c in foreign)) if foreign else None
    if read_as in facts.translations and read_as != sample.language.split("-")[0].lower():
        other = facts.in_language(read_as)
        odoc = read(text, other, read_as)
        keep = {id(c) for c in odoc.clauses + odoc.headings if checks.foreign(c.text, sample.language, answer_lang)}
        _, ograded = grade(odoc, other, keep)
        # an answer written in that language is read in it first: the sample's reading sees only its stray names
        # ("老码头泊位（Old Pier）": the Latin name alone)
        whole = checks.written_in(text) == read_as
        for fid, g in ograded.items():
            if g["grade"] != "omitted" and (whole or graded[fid]["grade"] == "omitted" or g["grade"] == "distorted"):
                graded[fid] = g
    else:
        read_as = None
    distorted_clauses = {f["clause"] for g in graded.values() for f in g["findings"] if f["outcome"] == "distorted"}
    ctx.hit_clauses = {f["clause"] for g in graded.values() for f in g["findings"] if f["outcome"] == "hit"}
    # the clauses that state a condition fact's requirement ("bidders must supply a valid battery safety certificate"):
    # the rule's own party, no owner of its own
    ctx.rule_clauses = {
        f["clause"]
        for g in graded.values()
        if g.get("kind") == "condition"
        for f in g["findings"]
        if f["outcome"] == "hit" and f["why"] in RULE_STATED
    }
    skip = {id(c) for c in body if c.text in distorted_clauses}
    # "| Ward 7 switch-over | Completed in April 2027 |": a distortion found at the row's label is the whole row's
    labelled = {c.sentence for c in body if c.text in distorted_clauses and c.is_label}
    skip |= {id(c) for c in body if c.sentence in labelled}
    # a rule said wrong is one grade of its condition fact, the rest of its line too ("The kiosks will issue
    # late-fee waivers automatically; a branch librarian can review them afterwards if needed")
    rule_clauses = {
        x["clause"]
        for f in facts.facts
        if graded[f.id]["grade"] == "distorted" and any(p.type == "condition" for p in f.parts)
        for x in graded[f.id]["findings"]
        if x["outcome"] == "distorted"
    }
    rule_at = {(c.line, c.start) for c in body if c.text in rule_clauses}
    skip |= {id(c) for c in body for line, at in rule_at if c.line == line and c.start >= at}
    ctx.distorted_counts = {
        f["clause"]
        for g in graded.values()
        if g.get("kind") == "count"
        for f in g["findings"]
        if f["outcome"] == "distorted"
    }
    ctx.distorted_status_events = _distorted_events(facts, graded, ("status",))
    # the clauses where a status fact is distorted: a report of progress beside it in the sentence ("the Fund has
    # confirmed its grant, so the project is fully approved") is that distortion's reason, counted once
    ctx.distorted_status_clauses = {
        x["clause"]
        for f in facts.facts
        if graded[f.id]["grade"] == "distorted" and any(p.type == "status" for p in f.parts)
        for x in graded[f.id]["findings"]
        if x["outcome"] == "distorted"
    }
    # a done/planned fact graded distorted: its events said done elsewhere are the same distortion, counted once
    # ("| 设备采购合同 | 计划中 |" and "| 安装调试 | 已开始 |" are one grade of the fact)
    ctx.distorted_modality_events = _distorted_events(facts, graded, ("modality",), ("planned", "predicted"))
    if foreign:
        # foreign clauses are not judged for additions: they would be measured against a source in another language
        skip |= unread
    if foreign and read_as is None:
        # values of the material found in the foreign text ("RMB 1.2 million", "1 March 2026"): a brief written in
        # another language, not gibberish (whose facts stay omitted: the honest grade for text that states nothing)
        told = [v for c in foreign for v in find_values(c.text) if ctx.in_source(v) and v.kind in _TOLD]
        if len({(v.kind, str(v.value)) for v in told}) >= 2:
            # "omitted" would say the answer does not state the fact; it may, in words this grader does not read.
            # The language check already fails the answer; the facts go to a person instead of being called missing.
            for g in graded.values():
                if g["grade"] == "omitted":
                    g["grade"] = "needs_review"
                    g["why"] = g["needs_review"] = (
                        f"not found in the {sample.language!r} text; {len(foreign)} clause(s) are in another "
                        f"language and are not read (e.g. {foreign[0].text[:60]!r}), and they hold "
                        f"{len(told)} of the material's values: a person decides"
                    )
    unsupported = Finder(ctx, body + titles, skip).run()
    stating = {
        fid: [_with_trailing_ids(doc, f["clause"]) for f in g["findings"] if f["clause"]] for fid, g in graded.items()
    }
    lines = sections.source_list_lines()
    # a source list written in the other language names the facts with its words
    foreign_lines = sum(checks.foreign(ln.text, sample.language, answer_lang) for ln in lines)
    named_by = facts.in_language(read_as) if read_as and 2 * foreign_lines > len(lines) else facts
    for fid, c in cited(named_by, lines, stating).items():
        graded[fid]["cited"] = c
    results = {
        "repetition_loop": checks.repetition_loop(text),
        "abnormal_characters": checks.abnormal_characters(text, sample.scripts, checks.other_language(text, sample)),
        "half_sentence": checks.half_sentence(text, stop_reason),
        "required_sections": checks.required_sections(text, sample, sections),
        "truncation_explained": checks.truncation_explained(text, stop_reason, sample),
    }
    if hasattr(checks, "language"):
        results["language"] = checks.language(text, sample)
    grades = [g["grade"] for g in graded.values()]
    summary = {
        "facts_total": len(grades),
        **{k: grades.count(k) for k in FACT_GRADES},
        "needs_review_facts": sorted(k for k, g in graded.items() if g["grade"] == "needs_review"),
        "cited_not_ok": sorted(k for k, g in graded.items() if g["cited"]["status"] != "ok"),
        "unsupported": len(unsupported),
        "checks_failed": sorted(k for k, c in results.items() if c["pass"] is False),
        "checks_not_made": sorted(k for k, c in results.items() if c["pass"] is None),
        # the other language whose clauses were read for facts too (facts.yaml `translations`)
        "read_as": read_as,
    }
    out = {
        "grader_version": GRADER_VERSION,
        "sample_id": sample.id,
        "facts_version": facts.version,
        "stop_reason": stop_reason,
        "facts": graded,
        "unsupported": unsupported,
        "checks": results,
        "summary": summary,
    }
    if explain:
        out["explain"] = [
            {
                "clause": c.text,
                "sentence": c.sentence,
                "in_source_list": in_list(c),
                "entities": [m.id for m in c.entities],
                "carried": list(c.carried),
                "events": [m.id + (" (negated)" if m.negated else "") for m in c.events],
                "values": [
                    {"kind": v.kind, "value": v.value, "unit": v.unit, "part": v.part, "text": v.text} for v in c.values
                ],
                "status": c.status[0] if c.status else None,
                "marks": sorted(k for k, v in c.marks.items() if v),
            }
            for c in doc.clauses
        ]
    return out


def _distorted_events(facts: FactSet, graded: dict, types: tuple[str, ...], modalities: tuple = ()) -> set[str]:
    """The events of the facts of ``types`` graded distorted (of parts with one of ``modalities``, when given)."""
    return {
        p.value["event"]
        for f in facts.facts
        if graded[f.id]["grade"] == "distorted"
        for p in f.parts
        if p.type in types and p.value.get("event") and (not modalities or p.value.get("modality") in modalities)
    }


def _section_title(text: str, sample: Sample) -> bool:
    """The clause is (mostly) the title of a required section ("计划与已完成", "Planned and completed")."""
    for section in sample.required_sections:
        for pattern in section.patterns:
            m = re.search(pattern, text, re.I)
            if m and len(text.strip(" *_:：#")) <= len(m.group(0)) + 6:
                return True
    return False


def _with_trailing_ids(doc: Document, clause_text: str) -> str:
    """A stating clause and the rest of its line (ids often close the line: "…尚未获得批准；…（A05）")."""
    i = doc.text.find(clause_text)
    if i < 0:
        return clause_text
    end = doc.text.find("\n", i)
    return doc.text[i : end if end >= 0 else len(doc.text)]
