"""`harness grade`: grade a run's outputs, or one text, against the sample's source material."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from harness.errors import InputError

EXAMPLES = """Examples:
  harness grade reports/demo-cpu/20261129T090000Z-a1b2c3
  harness grade --text answer.txt --sample samples/writing_case_a
  harness grade --text answer.txt --sample samples/writing_case_b --stop-reason length --json
  harness grade --text answer.txt --sample samples/writing_case_a --explain

RUN: writes grades/<launch>/<cell>.json for every measured output, creates review.yaml once (a template of every
automatic grade; fill in override + reviewer + reason to override one) and applies its overrides; it is never
rewritten. --text: grades one answer and prints the result (--json: facts, unsupported, checks; --explain: the
clauses, extracted values and bindings the grades came from). Fact grades: correct, partial, omitted, distorted,
needs_review (the grader could not decide: a person decides in review.yaml).
Facts are graded against the sample's material, never against another branch's output.
Exit 0 when grading ran (the grades themselves are judged by `harness report`), 2 for bad input."""


def _run(args) -> int:
    from harness.grade import grade_run, grade_text

    if args.text is not None:
        if args.run is not None or args.sample is None:
            raise InputError("use either RUN or --text FILE --sample DIR")
        try:
            text = Path(args.text).read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            raise InputError(f"{args.text}: cannot read: {exc}") from exc
        result = grade_text(text, args.sample, args.stop_reason, explain=args.explain)
        print(json.dumps(result, ensure_ascii=False, indent=2) if args.json else _text_summary(result))
        return 0
    if args.run is None or args.sample is not None or args.stop_reason is not None or args.explain:
        raise InputError("give a run directory, or --text FILE --sample DIR [--stop-reason R]")
    from harness.run.lock import run_lock

    if not Path(args.run).is_dir():
        raise InputError(f"{args.run}: not a run directory")
    with run_lock(Path(args.run), exclusive=True):
        summary = grade_run(args.run)
        if (Path(args.run) / "acceptance.json").is_file() and (Path(args.run) / "run.json").is_file():
            from harness.run.finish import record_verdict

            record_verdict(Path(args.run), "graded")  # the new grades decide: run.json, acceptance.json, report.md
    from harness.verdict.integrity import verify_run

    findings = verify_run(args.run).tampered
    if findings:
        print(
            f"harness grade: the run's seal has {len(findings)} finding(s), e.g. {findings[0].line()}; the grades "
            "were written, but `harness report` fails every item until the run's files are restored",
            file=sys.stderr,
        )
    print(json.dumps(summary, ensure_ascii=False, indent=2) if args.json else _run_summary(summary))
    return 0


def _text_summary(r: dict) -> str:
    out = [f"sample {r['sample_id']} (facts {r['facts_version']}), stop reason {r['stop_reason']}"]
    for fid, f in r["facts"].items():
        extra = f"  offending: {f['offending']!r} ({f['why']})" if f["offending"] else ""
        if f["grade"] == "needs_review":
            extra = f"  needs review: {f['needs_review']} ({f['clause']!r})"
        cited = f"cited {f['cited']['status']} {','.join(f['cited']['ids'])}".rstrip()
        out.append(f"  {fid} {f['kind']:<10} {f['grade']:<12} {cited}{extra}")
        if f.get("clause") and f["grade"] != "needs_review":
            out.append(f"      decided by: {f['clause']!r}")
    out.append(f"  unsupported additions: {len(r['unsupported'])}")
    out += [f"    {u['kind']}: {u['text']!r} in {u['clause']!r}" for u in r["unsupported"]]
    for name, c in r["checks"].items():
        state = {True: "pass", False: "FAIL", None: "not checked"}[c["pass"]]
        out.append(f"  check {name:<22} {state:<11} {c['detail']}")
    for e in r.get("explain") or []:
        vals = ", ".join(f"{v['kind']} {v['text']!r}" for v in e["values"])
        out.append(
            f"  clause {e['sentence']}: {e['clause']!r}  entities {e['entities'] or e['carried']}"
            f"  events {e['events']}  values [{vals}]  status {e['status']}  marks {e['marks']}"
        )
    return "\n".join(out)


def _run_summary(s: dict) -> str:
    out = [
        f"graded {s['graded']} output(s), not graded {s['not_graded']}; review file {s['review']['path']}"
        f" ({'created' if s['review']['created'] else 'kept'}, {s['review']['overrides_applied']} override(s) applied)"
    ]
    if s["review"]["unlisted"]:
        out.append(
            f"  {s['review']['unlisted']} automatic grade(s) not in review.yaml: see {s['review']['unlisted_file']}"
        )
    if s["review"]["stale_overrides"]:
        out.append(f"  overrides that match no current grade: {', '.join(s['review']['stale_overrides'])}")
    for o in s["outputs"]:
        if not o["graded"]:
            out.append(f"  {o['launch_id']}/{o['cell_id']}: not graded: {o['not_graded_reason']}")
            continue
        out.append(
            f"  {o['launch_id']}/{o['cell_id']}: facts {o['correct']}/{o['facts_total']} correct, "
            f"{o['partial']} partial, {o['omitted']} omitted, {o['distorted']} distorted, "
            f"{o['needs_review']} need review; unsupported {o['unsupported']}; "
            f"checks failed: {', '.join(o['checks_failed']) or 'none'}{'; reviewed' if o['reviewed'] else ''}"
        )
    return "\n".join(out)


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "grade",
        help="grade outputs against the sample's source material (facts, additions, completeness)",
        description="Grade each required fact as correct, partial, omitted, distorted or needs_review (with the "
        "clause that decided it and the cited paragraph check), "
        "list unsupported additions, and check completeness (loops, abnormal characters, half sentences, missing "
        "sections, unexplained truncation).",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run", nargs="?", metavar="RUN", help="run directory to (re)grade")
    parser.add_argument("--text", metavar="FILE", help="grade one answer text instead of a run")
    parser.add_argument("--sample", metavar="DIR", help="sample directory for --text (e.g. samples/writing_case_a)")
    parser.add_argument(
        "--stop-reason",
        choices=("eos", "stop_string", "length"),
        default=None,
        help="how generation stopped (for --text); without it the truncation check is not made",
    )
    parser.add_argument("--json", action="store_true", help="print the full result as JSON")
    parser.add_argument(
        "--explain",
        action="store_true",
        help="with --text: also show each clause, its extracted values and what it was bound to",
    )
    parser.set_defaults(func=_run)
