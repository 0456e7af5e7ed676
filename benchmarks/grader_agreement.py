"""Print how far the grader agrees with answers whose grades a person decided from the source.

    python3 benchmarks/grader_agreement.py [--disagreements] [FOLDER ...]

FOLDER defaults to tests/crafted (answers the rules were developed against) and tests/heldout (answers written
apart and never used to tune the rules); each is measured and printed on its own.
"""
from __future__ import annotations

import sys
from pathlib import Path

from harness.grade.agreement import confusion_table, measure

REPO = Path(__file__).resolve().parents[1]


def report(folder: Path, disagreements: bool) -> None:
    m = measure(folder, REPO / "samples")
    print(f"== {folder.relative_to(REPO) if folder.is_relative_to(REPO) else folder}")
    print(confusion_table(m["confusion"]))
    print(f"answers {m['answers']}; fact grades agree {m['fact_agreement']:.3f} of {m['fact_grades']}; "
          f"distorted called correct {m['distorted_called_correct']} of {m['distorted_total']}")
    print(f"unsupported additions found {m['unsupported_found']}/{m['unsupported_expected']} "
          f"({m['unsupported_recall']:.3f}); clean answers with a false alarm {m['clean_with_false_alarm']}/"
          f"{m['clean_answers']} ({m['false_alarm_rate']:.3f}); completeness checks agree "
          f"{m['completeness_agreement']:.3f}")
    if disagreements:
        print("\n".join(m["disagreements"]))


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    folders = [Path(a).resolve() for a in args] or [p for p in (REPO / "tests" / "crafted", REPO / "tests" / "heldout")
                                                    if p.is_dir()]
    for folder in folders:
        report(folder, "--disagreements" in sys.argv)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
