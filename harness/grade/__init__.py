"""Fact grading against the source material, completeness checks and review overrides (no torch).

Public: :func:`grade_text` (one answer) and :func:`grade_run` (every output of a run directory).
"""

from __future__ import annotations

from harness.grade.api import grade_text
from harness.grade.run import grade_run

__all__ = ["grade_text", "grade_run"]
