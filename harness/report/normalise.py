"""Normalise a rendered report for golden-file comparison: volatile fields become stable placeholders.

``normalise_report(text, run_dir=None, volatile_numbers=False)``: run ids, ISO timestamps, SHA-256 digests and
git commits, the run directory's absolute path; with ``volatile_numbers`` also every decimal figure (times,
MiB, ratios), for reports of real runs whose timings and memory vary between runs. Integers (token counts,
repeats, counts of records) are kept: they must not change between runs of the same spec.
"""

from __future__ import annotations

import re
from pathlib import Path

_RULES = (
    (re.compile(r"\b\d{8}T\d{6}Z-[0-9a-f]{6}\b"), "<RUN-ID>"),
    (re.compile(r"\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})\b"), "<TIME>"),
    (re.compile(r"\b[0-9a-f]{64}\b"), "<SHA256>"),
    (re.compile(r"\b[0-9a-f]{40}\b"), "<GIT-COMMIT>"),
)
_DECIMAL = re.compile(r"(?<![\w.])\d[\d,]*\.\d+(?:e[+-]?\d+)?")


def normalise_report(text: str, run_dir: str | Path | None = None, volatile_numbers: bool = False) -> str:
    if run_dir is not None:
        text = text.replace(str(Path(run_dir).resolve()), "<RUN-DIR>").replace(str(run_dir), "<RUN-DIR>")
    for pattern, placeholder in _RULES:
        text = pattern.sub(placeholder, text)
    if volatile_numbers:
        text = _DECIMAL.sub("<NUM>", text)
    return text
