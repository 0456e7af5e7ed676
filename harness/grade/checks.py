"""Completeness checks on one answer. Each returns ``{"pass": bool | None, "detail": str}``.

``pass`` is None only when the check could not be made (the truncation check without a stop reason); the
detail then says why. Every other outcome is a plain pass or fail with the evidence in ``detail``.
"""
from __future__ import annotations

import re
import unicodedata
from collections import Counter

from harness.grade.text import PARAGRAPH_ID, Sections, heading_label, is_strong_heading
from harness.inputs.sample import Sample

LOOP_NGRAM = 10  # units (a CJK character, a Latin word or a number) in a repeated run
LOOP_MIN_REPEATS = 3  # a 10-unit run seen this often is a loop; an honest brief does not repeat itself like that
_UNIT = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?|\d+|[^\W\d_A-Za-z]", re.UNICODE)
_ENDS_SENTENCE = re.compile(r"[。！？!?…]|(?<![A-Za-z]\.[A-Za-z])\.|[。！？!?.…][\"'”’」』）)\]】*]*")
_SCRIPT_ALIASES = {"CJK": "Han", "LATIN": "Latin", "FULLWIDTH": None, "HALFWIDTH": None}


def repetition_loop(text: str) -> dict:
    """Fails when any run of LOOP_NGRAM units occurs LOOP_MIN_REPEATS times or more (a generation loop)."""
    units = _UNIT.findall(text.lower())
    grams = Counter(tuple(units[i : i + LOOP_NGRAM]) for i in range(len(units) - LOOP_NGRAM + 1))
    if not grams:
        return {"pass": True, "detail": f"{len(units)} units, too short to loop"}
    gram, count = grams.most_common(1)[0]
    if count >= LOOP_MIN_REPEATS:
        sep = "" if all(len(u) == 1 for u in gram) else " "
        return {"pass": False, "detail": f"repeated {count} times: {sep.join(gram)!r}"}
    return {"pass": True, "detail": f"no {LOOP_NGRAM}-unit run repeats {LOOP_MIN_REPEATS} times (max {count})"}


def _script(ch: str) -> str | None:
    name = unicodedata.name(ch, "")
    if not name:
        return "UNNAMED"
    words = name.split()
    if words[0] in ("FULLWIDTH", "HALFWIDTH") and len(words) > 1:
        words = words[1:]
    first = words[0]
    if first == "CJK" or name.startswith("IDEOGRAPHIC"):
        return "Han"
    return first.capitalize()


def abnormal_characters(text: str, scripts: tuple[str, ...]) -> dict:
    """Fails on U+FFFD, control/unassigned/private-use/surrogate characters, emoji-like symbols, and letters
    or combining marks of scripts the sample does not use (mixed-script garbage)."""
    bad: list[str] = []
    for ch in text:
        cat = unicodedata.category(ch)
        if ch == "\ufffd":
            bad.append("U+FFFD replacement character")
        elif cat == "Cc" and ch not in "\n\t\r":
            bad.append(f"control U+{ord(ch):04X}")
        elif cat in ("Cn", "Co", "Cs"):
            bad.append(f"{cat} U+{ord(ch):04X}")
        elif cat == "So" and ord(ch) >= 0x1F000:
            bad.append(f"symbol {ch!r} U+{ord(ch):04X}")
        elif cat[0] in "LM" and _script(ch) not in scripts:
            bad.append(f"{_script(ch)} {ch!r}")
    if bad:
        counts = Counter(bad)
        shown = ", ".join(f"{k} x{v}" for k, v in counts.most_common(8))
        return {"pass": False, "detail": f"{len(bad)} abnormal character(s): {shown}"}
    return {"pass": True, "detail": f"only {', '.join(scripts)} letters and ordinary punctuation"}


def half_sentence(text: str) -> dict:
    """Fails when the answer's last line stops mid-sentence: it must end with sentence punctuation, or be a
    source-list line ending with a paragraph id (optionally in brackets)."""
    lines = [ln.strip() for ln in text.strip().split("\n") if ln.strip()]
    if not lines:
        return {"pass": False, "detail": "empty output"}
    last = lines[-1].rstrip("*_ ")
    tail = last[-24:]
    if re.search(r"[。！？!?….][\"'”’」』）)\]】]*$", last):
        return {"pass": True, "detail": f"ends with a full sentence: …{tail}"}
    if re.search(PARAGRAPH_ID.pattern + r"[）)\]】]*$", last) or re.search(r"[）)\]】]$", last) and PARAGRAPH_ID.search(last):
        return {"pass": True, "detail": f"ends with a cited paragraph id: …{tail}"}
    return {"pass": False, "detail": f"last line stops mid-sentence: …{tail}"}


def required_sections(text: str, sample: Sample, sections: Sections) -> dict:
    """Fails when a required section's heading is missing, the source list is not last, or it cites no id."""
    problems = [f"missing section {s.title!r}" for s in sample.required_sections if sections.heading_line[s.id] is None]
    src_line = sections.heading_line[sections.sources_id]
    if src_line is not None:
        others = [i for sid, i in sections.heading_line.items() if sid != sections.sources_id and i is not None]
        if any(i > src_line for i in others):
            problems.append(f"{sample.required_sections[-1].title!r} is not the last section")
        after = [ln.text.strip() for ln in sections.lines[src_line + 1 :] if is_strong_heading(ln.text)]
        if after:
            problems.append(f"heading after the source list: {after[0]!r}")
        if not any(PARAGRAPH_ID.search(ln.text) for ln in sections.source_list_lines()):
            problems.append("the source list cites no paragraph id")
    if problems:
        return {"pass": False, "detail": "; ".join(problems)}
    titles = [heading_label(sections.lines[i].text) for i in sections.heading_line.values() if i is not None]
    return {"pass": True, "detail": "found: " + ", ".join(repr(t) for t in titles)}


def truncation_explained(text: str, stop_reason: str | None, sample: Sample) -> dict:
    """Fails when generation stopped at the budget (``length``) and the answer does not say it was cut."""
    if stop_reason is None:
        return {"pass": None, "detail": "not checked: no stop reason given"}
    if stop_reason != "length":
        return {"pass": True, "detail": f"stopped by {stop_reason}, not at the budget"}
    for p in sample.truncation_notes:
        m = re.search(p, text, re.IGNORECASE)
        if m:
            return {"pass": True, "detail": f"stopped at the budget and says so: {m.group(0)!r}"}
    return {"pass": False, "detail": "stopped at the output budget (stop reason 'length') without saying so"}
