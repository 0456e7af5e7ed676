"""Grade a ``status`` fact: the approval status the answer states for the subject (hedges and predictions too)."""

from __future__ import annotations

import re

from harness.grade.context import Context, PartGrade
from harness.grade.extract import Clause, modality
from harness.grade.facts import Part


def _about(ctx: Context, part: Part, c: Clause) -> bool:
    """The clause, or its sentence, names the part's subject or a cue (an event word alone is not enough)."""

    def named(o: Clause) -> bool:
        return part.subject in o.entity_ids() or ctx.cue_in(part, o.text)

    # "- Approval: request sent on 3 July; still pending, not approved": the label opening the line names what
    # each of its sentences is about
    labelled = any(
        o.line == c.line and o.is_label and o.start < c.start and ctx.cue_in(part, o.text) for o in ctx.doc.clauses
    )
    return named(c) or labelled or any(named(o) for o in ctx.doc.sentences()[c.sentence])


def grade_status(ctx: Context, part: Part) -> PartGrade:
    g = PartGrade()
    want, event = part.value["status"], part.value["event"]
    for c in ctx.doc.clauses:
        if not _about(ctx, part, c):
            continue
        mentions = c.event(event)
        predicted = (
            any(modality(ctx.lex, c, m) == "predicted" for m in mentions) or mentions and c.has("predicted")
        ) and (c.status is None or c.status[0] == "approved")
        if c.status:
            status, words = c.status
            if status == "approved":
                whole = _sentence_status(ctx, c)
                if whole and whole[0] == "conditional":
                    status, words = whole
            if predicted and status == "approved":
                g.add("predicted", "an approval predicted", c, words)
            elif status == want:
                g.complete = True
                g.add("hit", f"status {status} as the source", c)
            else:
                g.add("distorted", f"status {status} where the source says {want}", c, words)
        elif predicted:
            g.add("predicted", "an approval predicted", c, mentions[0].text)
        elif (
            mentions
            and part.subject in c.entity_ids()
            and not _conditional(ctx, c)
            and not re.search(r"[A-Z]{1,2}\d{2,3}", c.text)
        ):
            g.add("review", f"names the {event} but states no status the grader can read", c)
    kinds = [f.outcome for f in g.findings]
    if "predicted" in kinds and "hit" not in kinds and want == "pending":
        for f in g.findings:
            if f.outcome == "predicted":
                f.outcome, f.why = "distorted", "a hedge or prediction stated instead of the status"
    g.findings = [f for f in g.findings if f.outcome != "predicted"]
    return g


def _sentence_status(ctx: Context, c: Clause):
    from harness.grade.extract import _status

    return _status(ctx.lex, ctx.doc.sentence_text(c.sentence))


def _conditional(ctx: Context, c: Clause) -> bool:
    return c.has("cond_context") or c.has("condition") or c.has("negation")
