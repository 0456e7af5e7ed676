"""`harness plan SPEC`: print the execution schedule the run would follow, without running anything."""

from __future__ import annotations

import argparse
import json

from harness.plan import build_plan, render_plan
from harness.spec import load_spec
from harness.spec.cli_args import add_set_argument

EXAMPLES = """Examples:
  harness plan specs/demo-cpu.yaml
  harness plan specs/demo-cpu.yaml --set matrix.repeats=1 --set matrix.order=fixed
  harness plan specs/gpu-example.yaml --json > plan.json

Shows each branch launch in run order (short sample first, then the matrix per repeat), its warm-up requests
(recorded apart) and cells tier x budget x repeat, the branch order of every repeat, the resolved cache options
and the spec hash. --json prints the plan.json shape of docs/contracts.md. Exit 2 for an invalid spec."""


def _run(args) -> int:
    spec = load_spec(args.spec, overrides=args.set)
    plan = build_plan(spec)
    if args.json:
        print(json.dumps(plan.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(render_plan(plan, spec), end="")
    return 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "plan",
        help="print the execution schedule (launches, cells, warm-up, order, cache options, spec hash)",
        description="Compile a spec into its execution schedule and print it. Nothing is run or written.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("spec", metavar="SPEC", help="spec YAML file")
    add_set_argument(parser)
    parser.add_argument("--json", action="store_true", help="print the plan as JSON (plan.json shape)")
    parser.set_defaults(func=_run)
