"""`harness report RUN`: render a run directory's acceptance report (report.md, records.csv, plots/)."""

from __future__ import annotations

import argparse
import sys

EXAMPLES = """Examples:
  harness report reports/demo-cpu/20261129T090000Z-a1b2c3
  harness report reports/demo-cpu/20261129T090000Z-a1b2c3 --json

Reads only the run directory. Missing stage files (grades, admission, fallback, records) never stop the report:
the items that need them say `pending` with the reason. Writes report.md, records.csv and plots/*.png into RUN
(replacing earlier renderings of those three; nothing else is touched). stdout: the report path and the eight
items; --json prints them as JSON instead.

Exit: 0 some candidate has no failing item (some may be pending), 1 every candidate fails an item (one candidate:
an item failed; each candidate is judged on its own records), 2 RUN is not a run directory or a path in it leaves
it, 3 the report could not be written or another harness command is changing the run."""


def _run(args) -> int:
    import json
    from pathlib import Path

    from harness.errors import InputError
    from harness.report.render import render_run
    from harness.run.lock import run_lock
    from harness.verdict.decision import decide
    from harness.verdict.rundata import load_run

    if not Path(args.run).is_dir():
        raise InputError(f"{args.run}: not a run directory")
    with run_lock(Path(args.run), exclusive=False):
        path = render_run(args.run)
        decision = decide(load_run(args.run))
    items = decision["items"]
    if args.json:
        print(
            json.dumps(
                {
                    "report": str(path),
                    "items": items,
                    "overall": decision["overall"],
                    "candidates": {
                        c["candidate"]: {"overall": c["overall"], "items": c["items"]} for c in decision["candidates"]
                    },
                },
                indent=2,
                ensure_ascii=False,
            )
        )
    else:
        print(f"report: {path}")
        for item in items:
            print(f"{item['id']} {item['key']}: {item['result']}")
        for c in decision["candidates"]:
            print(f"candidate {c['candidate']}: {c['overall']}")
        print(f"decision: {decision['overall']}")
    pending = sum(1 for i in items if i["result"] == "pending")
    if pending:
        print(f"harness report: {pending} item(s) pending; see the report for the missing evidence", file=sys.stderr)
    return 1 if decision["overall"] == "fail" else 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "report",
        help="render a run's Markdown acceptance report, CSV and plots",
        description="Render RUN/report.md (Jinja templates), RUN/records.csv and RUN/plots/*.png from the records.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run", metavar="RUN", help="a run directory <output_dir>/<name>/<run id>")
    parser.add_argument("--json", action="store_true", help="print the report path and the eight items as JSON")
    parser.set_defaults(func=_run)
