"""Refresh the golden reports: ``python tests/golden/refresh.py`` (from the repository root).

Renders each crafted record set in ``GOLDEN_VARIANTS`` (tests/recordsets/builder.py) into a temporary directory,
normalises volatile fields (``harness.report.normalise``) and writes ``tests/golden/<variant>.report.md``.
Review the diff before committing: a golden change is a change in what the report tells the user.
"""
from __future__ import annotations

import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # tests/ (for recordsets)
sys.path.insert(0, str(HERE.parents[1]))  # the repository root (for harness)

from harness.report.normalise import normalise_report  # noqa: E402
from harness.report.render import render_run  # noqa: E402
from recordsets.builder import build_run  # noqa: E402

GOLDEN_VARIANTS = ("base", "ordinary_oom")


def rendered(variant: str, root: Path) -> str:
    run_dir = build_run(root, variant)
    return normalise_report(render_run(run_dir).read_text(encoding="utf-8"), run_dir)


def main() -> int:
    for variant in GOLDEN_VARIANTS:
        with tempfile.TemporaryDirectory() as tmp:
            (HERE / f"{variant}.report.md").write_text(rendered(variant, Path(tmp)), encoding="utf-8")
            print(f"wrote tests/golden/{variant}.report.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
