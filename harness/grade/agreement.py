"""Agreement of the grader with crafted answers whose grades a person decided from the source.

``tests/crafted/<sample>/expected.yaml`` lists, per answer file: ``stop_reason``, ``category``, ``why``, ``facts``
(fact id -> partial|omitted|distorted; unlisted facts are correct), ``unsupported`` (a verbatim substring of each
invented claim), ``checks_failed`` and optionally ``cited``. :func:`measure` grades every answer and returns the
figures the acceptance of the grader is judged by (issue: fact grades, distortions, unsupported additions,
completeness), plus every disagreement for a person to read.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from ruamel.yaml import YAML

from harness.grade.api import FACT_GRADES, grade_text

CHECKS = (
    "repetition_loop",
    "abnormal_characters",
    "half_sentence",
    "required_sections",
    "truncation_explained",
    "language",
)


def load_expected(folder: Path) -> dict:
    return YAML(typ="safe", pure=True).load((folder / "expected.yaml").read_text(encoding="utf-8")) or {}


def _found(item: str, result: dict) -> bool:
    return any(item in u["clause"] or item in u["sentence"] or u["text"] in item for u in result["unsupported"])


def measure(crafted: Path, samples: Path) -> dict:
    """Grade every crafted answer under ``crafted/<sample_id>/`` against ``samples/<sample_id>``.

    A set may bring its own material: ``crafted/samples/<sample_id>/`` (a sample written apart, as a user would bring
    one) is used instead of ``samples/<sample_id>`` and is not itself a folder of answers.
    """
    own = crafted / "samples"
    confusion: Counter = Counter()
    disagreements: list[str] = []
    add_expected = add_found = clean = clean_alarms = 0
    checks_total = checks_agree = 0
    answers = 0
    for folder in sorted(p for p in crafted.iterdir() if p.is_dir() and p != own):
        for name, exp in sorted(load_expected(folder).items()):
            answers += 1
            text = (folder / f"{name}.txt").read_text(encoding="utf-8")
            sample_dir = own / folder.name if (own / folder.name).is_dir() else samples / folder.name
            r = grade_text(text, sample_dir, exp.get("stop_reason"))
            for fid, f in r["facts"].items():
                want = (exp.get("facts") or {}).get(fid, "correct")
                confusion[(want, f["grade"])] += 1
                if want != f["grade"]:
                    disagreements.append(
                        f"{folder.name}/{name} {fid}: expected {want}, graded {f['grade']}"
                        f" ({f['why']}: {f['clause']!r})"
                    )
            wanted = exp.get("unsupported") or []
            add_expected += len(wanted)
            for item in wanted:
                if _found(item, r):
                    add_found += 1
                else:
                    disagreements.append(f"{folder.name}/{name}: unsupported addition not found: {item!r}")
            if not wanted:
                clean += 1
                if r["unsupported"]:
                    clean_alarms += 1
                    disagreements.append(
                        f"{folder.name}/{name}: false alarm(s): "
                        + "; ".join(f"{u['kind']} {u['text']!r} in {u['clause']!r}" for u in r["unsupported"])
                    )
            failed = {k for k, c in r["checks"].items() if c["pass"] is False}
            want_failed = set(exp.get("checks_failed") or [])
            for k in CHECKS:
                if k not in r["checks"]:
                    continue
                checks_total += 1
                if (k in failed) == (k in want_failed):
                    checks_agree += 1
                else:
                    disagreements.append(
                        f"{folder.name}/{name}: check {k} expected "
                        f"{'fail' if k in want_failed else 'pass'}: {r['checks'][k]['detail']}"
                    )
    total = sum(confusion.values())
    agree = sum(n for (w, g), n in confusion.items() if w == g)
    return {
        "answers": answers,
        "fact_grades": total,
        "fact_agreement": agree / total if total else 0.0,
        "distorted_called_correct": confusion[("distorted", "correct")],
        "distorted_total": sum(n for (w, _), n in confusion.items() if w == "distorted"),
        "unsupported_expected": add_expected,
        "unsupported_found": add_found,
        "unsupported_recall": add_found / add_expected if add_expected else 1.0,
        "clean_answers": clean,
        "clean_with_false_alarm": clean_alarms,
        "false_alarm_rate": clean_alarms / clean if clean else 0.0,
        "completeness_agreement": checks_agree / checks_total if checks_total else 0.0,
        "confusion": confusion,
        "disagreements": disagreements,
    }


def confusion_table(confusion: Counter) -> str:
    """The fact-grade confusion table as text (rows: expected, columns: graded)."""
    head = "expected \\ graded".ljust(18) + "".join(g[:12].rjust(13) for g in FACT_GRADES)
    rows = [head]
    for w in FACT_GRADES:
        rows.append(w.ljust(18) + "".join(str(confusion[(w, g)]).rjust(13) for g in FACT_GRADES))
    return "\n".join(rows)
