"""`harness fallback RUN`: restore the archived ordinary branch and check it regenerates the same tokens."""

from __future__ import annotations

import argparse
import json

EXAMPLES = """Examples:
  harness fallback reports/demo-cpu/20261129T090000Z-a1b2c3
  harness fallback reports/demo-cpu/20261129T090000Z-a1b2c3 --json

Rebuilds the ordinary branch from the run's spec.resolved.json as a whole, in its archived environment, in a fresh
process with a fresh cache; regenerates the fixed short sample and compares token ids with the archived ordinary
output. Appends the attempt to the run (fallback/<n>/, fallback.json keeps every attempt) and re-renders the
report. Ordinary-branch cells that never completed are listed as needs_person (not retried).
Exit: 0 verified, 1 failed or pending, 2 not a run directory, 3 infrastructure."""


def _run(args) -> int:
    from pathlib import Path

    from harness.errors import InputError
    from harness.run.fallback import fallback_run
    from harness.run.finish import record_verdict
    from harness.run.lock import run_lock

    if not (Path(args.run) / "run.json").is_file():
        raise InputError(f"{args.run}: not a run directory (no run.json)")
    with run_lock(Path(args.run), exclusive=True):
        result = fallback_run(args.run)
        record_verdict(Path(args.run), "fallback")  # run.json, acceptance.json and report.md agree
        report = Path(args.run) / "report.md"
    if args.json:
        print(json.dumps({k: v for k, v in result.items() if k != "attempts"}, indent=2, ensure_ascii=False))
    else:
        where = (
            "" if result["first_difference"] is None else f" (first differing token at {result['first_difference']})"
        )
        print(f"fallback: {result['status']}{where}")
        for reason in result["reasons"]:
            print(f"  reason: {reason}")
        for task in result["needs_person"]:
            print(f"  needs a person: {task['launch_id']}/{task['cell_id']}: {task['reason']}")
        print(f"fallback.json: {args.run.rstrip('/')}/fallback.json")
        print(f"report: {report}")
    return 0 if result["status"] == "verified" else 1


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "fallback",
        help="restore the archived ordinary branch and verify it regenerates the archived short sample",
        description="Verify the fallback to the ordinary entry for a finished run directory.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run", metavar="RUN", help="run directory (<output_dir>/<name>/<run id>)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(func=_run)
