"""Golden reports from crafted record sets; refresh with `python tests/golden/refresh.py` (see tests/golden/README.md)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from harness.report.normalise import normalise_report

pytestmark = pytest.mark.unit
GOLDEN = Path(__file__).resolve().parent / "golden"


def _refresh_module():
    spec = importlib.util.spec_from_file_location("golden_refresh", GOLDEN / "refresh.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.mark.parametrize("variant", ["base", "ordinary_oom"])
def test_report_matches_golden(variant, tmp_path):
    got = _refresh_module().rendered(variant, tmp_path)
    want = (GOLDEN / f"{variant}.report.md").read_text(encoding="utf-8")
    assert got == want, f"report for {variant} changed; if intended run `python tests/golden/refresh.py` and review"


def test_normaliser_replaces_volatile_fields_and_keeps_integers(tmp_path):
    text = (f"run 20261129T090000Z-abc123 at 2026-11-29T09:00:00Z in {tmp_path}/x, sha "
            f"{'a' * 64}, git {'b' * 40}; 1021 tokens, 5.45 s, 15,705.5 MiB, 1.282x")
    out = normalise_report(text, tmp_path, volatile_numbers=True)
    assert out == ("run <RUN-ID> at <TIME> in <RUN-DIR>/x, sha <SHA256>, git <GIT-COMMIT>; 1021 tokens, <NUM> s, "
                   "<NUM> MiB, <NUM>x")
    assert "5.45 s" in normalise_report(text)  # numbers stay unless asked
