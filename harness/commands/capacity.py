"""`harness capacity SPEC`: per branch, the longest input that completes under the memory budget (predicted, then
measured by real launches); `harness capacity --table`: config-only predictions for published shapes."""

from __future__ import annotations

import argparse
import json
import sys

from harness.errors import InputError
from harness.spec.cli_args import add_set_argument

EXAMPLES = """Examples:
  harness capacity specs/demo-cpu.yaml --set device_memory_budget=1700MiB --output-budget 16
  harness capacity specs/demo-cpu.yaml --branch ordinary --max-launches 6 --json
  harness capacity specs/demo-cpu.yaml --budget-over-load 60MiB --longest 5000 --output-budget 4
  harness capacity --table                      (config-only predictions, Markdown)
  harness capacity --table --json --output-budget 4096

Per branch (ordinary first): one calibration launch without the budget (the address space after load and the peak
at six input lengths), the predicted boundary (weights + analytic KV + calibrated workspace), then launches under
the spec's device_memory_budget (RLIMIT_AS on CPU) near the prediction until the longest completing input is
bracketed by a failing one; every launch is its own process and is kept. Inputs are the sample's token-exact tiers
(material + k background paragraphs), so a boundary is measured to one paragraph. Writes
<output_dir>/<name>/capacity/<run id>/ (capacity.json, capacity.md, launches/, sealed). stdout: the table (or
--json), `capacity_dir: PATH`; progress on stderr. Exit 0 when every branch was bracketed, 1 when some was not,
2 bad spec or arguments, 3 infrastructure. --table runs nothing: its figures are labelled predictions."""


def _table(args) -> int:
    from harness.capacity.render import render_table_markdown
    from harness.capacity.tables import capacity_table

    table = capacity_table(args.output_budget or 1024)
    print(json.dumps(table, indent=2) if args.json else render_table_markdown(table), end="" if not args.json else "\n")
    return 0


def _run(args) -> int:
    if args.table:
        return _table(args)
    if args.spec is None:
        raise InputError("give a SPEC to measure, or --table for the config-only predictions")
    from harness.capacity.measure import CapacityRun
    from harness.capacity.render import render_capacity_markdown
    from harness.spec import load_spec

    spec = load_spec(args.spec, overrides=args.set)
    budget = args.output_budget or max(spec.matrix.output_budgets)
    names = [b.name for b in spec.branches]
    unknown = [b for b in args.branch or [] if b not in names]
    if unknown:
        raise InputError(f"--branch {', '.join(unknown)}: not a branch of this spec ({', '.join(names)})")
    over = None
    if args.budget_over_load is not None:
        from harness.spec.semantics import parse_bytes

        try:
            over = parse_bytes(args.budget_over_load)
        except ValueError as exc:
            raise InputError(f"--budget-over-load {args.budget_over_load}: {exc}") from None
    run = CapacityRun(spec, budget, max_launches=args.max_launches, budget_over_load=over, longest=args.longest)
    print(f"capacity: {run.run_dir}", file=sys.stderr)
    data = run.run(args.branch or None, start=args.start)
    if args.json:
        print(json.dumps(data, indent=2))
    else:
        print(render_capacity_markdown(data), end="")
    print(f"capacity_dir: {run.run_dir}")
    return 0 if all(b["search"]["bracketed"] for b in data["branches"]) else 1


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "capacity",
        help="longest input per branch under the memory budget: predicted, then measured by real launches",
        description="Predict and measure, per branch, the longest input that completes under the spec's memory "
        "budget at a fixed output budget; or (--table) print config-only predictions for published shapes.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("spec", nargs="?", metavar="SPEC", help="spec YAML file (not with --table)")
    add_set_argument(parser)
    parser.add_argument("--output-budget", type=int, help="new tokens per request (default: the spec's largest)")
    parser.add_argument("--branch", action="append", metavar="NAME", help="only this branch (repeatable)")
    parser.add_argument("--max-launches", type=int, default=6, help="per branch, calibration included (default 6)")
    parser.add_argument(
        "--start", type=int, metavar="TOKENS", help="begin the search here instead of at the prediction (stated)"
    )
    parser.add_argument(
        "--budget-over-load",
        metavar="SIZE",
        help="CPU: the budget is the address space after the model load (first calibration launch) plus SIZE "
        "(e.g. 60MiB), instead of the spec's device_memory_budget (stated in the output)",
    )
    parser.add_argument(
        "--longest", type=int, metavar="TOKENS", help="consider only reachable inputs up to this length (stated)"
    )
    parser.add_argument("--table", action="store_true", help="config-only predictions for published shapes")
    parser.add_argument("--json", action="store_true", help="print JSON (capacity.json, or the table's data)")
    parser.set_defaults(func=_run)
