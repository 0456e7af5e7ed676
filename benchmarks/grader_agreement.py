"""Print how far the grader agrees with the crafted answers' known grades (tests/crafted/*/expected.yaml).

    python3 benchmarks/grader_agreement.py [--disagreements]
"""
from __future__ import annotations

import sys
from pathlib import Path

from harness.grade.agreement import confusion_table, measure

REPO = Path(__file__).resolve().parents[1]


def main() -> int:
    m = measure(REPO / "tests" / "crafted", REPO / "samples")
    print(confusion_table(m["confusion"]))
    print(f"answers {m['answers']}; fact grades agree {m['fact_agreement']:.3f} of {m['fact_grades']}; "
          f"distorted called correct {m['distorted_called_correct']} of {m['distorted_total']}")
    print(f"unsupported additions found {m['unsupported_found']}/{m['unsupported_expected']} "
          f"({m['unsupported_recall']:.3f}); clean answers with a false alarm {m['clean_with_false_alarm']}/"
          f"{m['clean_answers']} ({m['false_alarm_rate']:.3f}); completeness checks agree "
          f"{m['completeness_agreement']:.3f}")
    if "--disagreements" in sys.argv:
        print("\n".join(m["disagreements"]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
