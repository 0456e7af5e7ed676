"""`harness run SPEC`: plan, launch every branch in its own process, collect records, grade, report."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from harness.errors import InputError
from harness.spec import load_spec, spec_hash
from harness.spec.cli_args import add_set_argument

EXAMPLES = """Examples:
  harness run specs/demo-cpu.yaml
  harness run specs/demo-cpu.yaml --set matrix.repeats=1 --set matrix.output_budgets=[16]
  harness run specs/demo-cpu.yaml --allow-pending
  harness run specs/demo-canary.yaml --fallback          (the canary demo; item 7 verified in the same call)
  harness run specs/gpu-example.yaml --runner docker
  harness run specs/demo-slurm.yaml --allow-pending      (one Slurm job per launch; see README "Slurm")
  harness run --resume reports/demo-cpu/20261129T090000Z-a1b2c3

Order: inputs (token-exact tiers) -> short sample (ordinary first, then each candidate, each in its own process)
-> introspection + admission -> the matrix for the ordinary branch and the `allowed` candidates (with
--allow-pending also `pending` ones; the report says so), branch order alternating between repeats -> grading ->
report. Progress and a summary table go to stderr; stdout gets `run_dir: PATH` and `report: PATH`.

A failed launch (crash, kill, out of memory, timeout) keeps its logs in the run and the run goes on. Ctrl-C or
SIGTERM stops the child, keeps every record and marks the run interrupted; --resume RUN continues it: cells with a
record are never run again, the rest run as new attempts (launches/<id>.resume<n>/), nothing is overwritten.

Exit: 0 every scheduled cell recorded and some candidate has no failing acceptance item (some may be pending), 1 a
launch failed, cells have no record, or every candidate fails an item (with one candidate: an item failed; with
several, each candidate is judged on its own records, so a failing 2-bit candidate does not hide a passing 4-bit
one: `candidate NAME: pass|fail|pending` lines and `decision:`), 2 bad spec or arguments, 3 infrastructure
(runner, unwritable output directory, disk full), 130 interrupted (resumable)."""


def _verify_fallback(outcome):
    """``--fallback``: what ``harness fallback RUN`` does, right after the run (the verdict is decided again)."""
    import dataclasses

    from harness.run.fallback import fallback_run
    from harness.run.finish import record_verdict
    from harness.run.lock import run_lock

    with run_lock(outcome.run_dir, exclusive=True):
        result = fallback_run(outcome.run_dir)
        decision = record_verdict(outcome.run_dir, "fallback")
    where = "" if result["first_difference"] is None else f" (first differing token at {result['first_difference']})"
    print(f"fallback: {result['status']}{where}")
    for reason in result["reasons"]:
        print(f"  reason: {reason}")
    return dataclasses.replace(outcome, acceptance=tuple(decision["items"]), overall=decision["overall"])


def _run(args) -> int:
    from harness.run.orchestrate import resume_run, run_spec
    from harness.run.select import make_runner

    overrides = list(args.set) + ([f"runner={args.runner}"] if args.runner else [])
    if args.resume:
        run_dir = Path(args.resume)
        if args.set and args.spec is None:
            raise InputError(
                "--set changes a spec, and a resume runs the archived one: give SPEC with the same "
                "--set values (checked against the run's spec hash) or drop --set"
            )
        if args.spec is not None:
            given = spec_hash(load_spec(args.spec, overrides=overrides))
            archived = run_dir / "run.json"
            if archived.exists() and json.loads(archived.read_text()).get("spec_hash") != given:
                raise InputError(
                    f"{args.spec} (with these --set values) is not the spec of {run_dir}; "
                    "omit SPEC to resume with the archived one"
                )
        runner = make_runner(args.runner) if args.runner else None
        outcome = resume_run(run_dir, allow_pending=True if args.allow_pending else None, runner=runner)
    else:
        if args.spec is None:
            raise InputError("give a SPEC to run, or --resume RUN")
        spec = load_spec(args.spec, overrides=overrides)
        outcome = run_spec(spec, overrides=tuple(overrides), allow_pending=args.allow_pending)
    if args.fallback and outcome.status == "completed":
        outcome = _verify_fallback(outcome)
    print(f"run_dir: {outcome.run_dir}")
    print(f"report: {outcome.report if outcome.report else '(none: ' + outcome.status + ')'}")
    print(f"status: {outcome.status}")
    from harness.run.seal import head

    print(f"seal: {head(outcome.run_dir) or '(none)'}")
    if outcome.acceptance:
        from harness.verdict.decision import overall_of

        pooled = overall_of(outcome.acceptance)
        items = ", ".join(f"{item['id']}:{item['result']}" for item in outcome.acceptance)
        print(f"acceptance: {pooled} ({items})")
        verdicts = json.loads((outcome.run_dir / "run.json").read_text()).get("verdicts") or {}
        for name, v in verdicts.items():
            print(f"candidate {name}: {v['overall']}")
        print(f"decision: {outcome.overall}")
    if outcome.status == "interrupted":
        return 130
    return 1 if outcome.status == "failed" or outcome.acceptance_failed else 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "run",
        help="run a spec: every branch launch in its own process, records, grades, report",
        description="Run an experiment spec end to end into a new run directory <output_dir>/<name>/<run id>/.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("spec", nargs="?", metavar="SPEC", help="spec YAML file (optional with --resume)")
    add_set_argument(parser)
    parser.add_argument("--resume", metavar="RUN", help="continue an interrupted or failed run directory")
    parser.add_argument(
        "--allow-pending",
        action="store_true",
        help="also run the matrix for candidates whose admission is still pending (stated in the report)",
    )
    parser.add_argument(
        "--fallback",
        action="store_true",
        help="when the run completes, verify the fallback at once (as `harness fallback RUN`: restore the archived "
        "ordinary branch, regenerate the short sample, compare tokens) and decide the verdict with it",
    )
    parser.add_argument(
        "--runner",
        choices=("local", "docker", "slurm"),
        help="same as --set runner=NAME (part of the resolved spec and its hash)",
    )
    parser.set_defaults(func=_run)
