"""`harness admit`: the model/backend admission table (admission.json + admission.md)."""

from __future__ import annotations

import argparse
from pathlib import Path

from harness.errors import InputError

EXAMPLES = """Examples:
  harness admit specs/demo-cpu.yaml
  harness admit --from-run reports/demo-cpu/20261129T090000Z-a1b2c3

SPEC: prepares the inputs, runs the short-sample launches (ordinary first, each branch in its own process), asks
the entrypoint's introspection about every candidate, and writes the table into a new run directory (the same
first steps as `harness run`; `harness run --resume RUN` continues with the matrix). \
--from-run RUN rebuilds the table from an existing run's introspection/*.json and
short-sample records (nothing is launched; admission.json and admission.md in RUN are replaced).

Statuses: pending (待核对), allowed (允许试运行), not_applicable (不适用). Only complete evidence makes a row
allowed: installed versions, the option mapping onto the installed API, full-attention layer types, the library's
own trial, a completed short sample whose effective cache and layer classes match with non-empty quantized
storage, and a short-sample text that passes the completeness checks.

Exit: 0 table written (whatever the statuses), 2 bad spec or arguments, 3 infrastructure."""


def _print(table: dict, where: Path) -> None:
    print(f"admission: {where / 'admission.json'}")
    print(f"table: {where / 'admission.md'}")
    for row in table.get("rows", []):
        print(f"{row['candidate']}: {row['status']}")


def _run(args) -> int:
    if args.from_run:
        if args.spec:
            raise InputError("give either SPEC or --from-run RUN, not both")
        from harness.verdict.admission import build_admission

        run_dir = Path(args.from_run)
        if not (run_dir / "run.json").exists():
            raise InputError(f"{run_dir}: not a run directory (no run.json)")
        _print(build_admission(run_dir), run_dir)
        return 0
    if not args.spec:
        raise InputError("give a SPEC, or --from-run RUN")
    from harness.run.orchestrate import admit_spec
    from harness.spec import load_spec

    spec = load_spec(args.spec, overrides=list(args.set))
    run_dir = Path(admit_spec(spec, overrides=tuple(args.set)))
    from harness.verdict.rundata import load_run

    _print(load_run(run_dir).admission or {"rows": []}, run_dir)
    return 0


def register(subparsers) -> None:
    from harness.spec.cli_args import add_set_argument

    parser = subparsers.add_parser(
        "admit",
        help="build the model/backend admission table (short sample + introspection)",
        description="Build the admission table: one row per model revision x candidate cache options x environment.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("spec", nargs="?", metavar="SPEC", help="spec YAML file")
    add_set_argument(parser)
    parser.add_argument("--from-run", metavar="RUN", help="rebuild the table from an existing run directory")
    parser.set_defaults(func=_run)
