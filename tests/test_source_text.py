"""The package's source holds no control characters: a regular expression written with "\\b" in a plain string
becomes a backspace and silently never matches (the English half of the grader's effect rule did so for months)."""
from __future__ import annotations

from pathlib import Path

import pytest

pytestmark = pytest.mark.unit

PACKAGE = Path(__file__).resolve().parents[1] / "harness"


def test_no_control_characters_in_the_source():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            bad = [f"U+{ord(ch):04X}" for ch in line if ord(ch) < 32 and ch != "\t" or ord(ch) == 127]
            if bad:
                found.append(f"{path.relative_to(PACKAGE.parent)}:{n}: {', '.join(bad)}")
    assert found == []
