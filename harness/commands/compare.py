"""`harness compare RUN_A RUN_B`: what changed between an earlier (approved) run and a new one."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from harness.errors import InfraError, InputError

EXAMPLES = """Examples:
  harness compare reports/demo-cpu/20261129T090000Z-a1b2c3 reports/demo-cpu/20261206T090000Z-d4e5f6
  harness compare APPROVED_RUN NEW_RUN --out review/compare.md
  harness compare APPROVED_RUN NEW_RUN --json > compare.json

RUN_A is the earlier (approved) run, RUN_B the new one. Both are read as they are (each run's lock taken shared,
nothing written into either) and compared on: identity and spec (the resolved keys that differ when the spec
hashes differ), the seal of each (a run with tampering findings is flagged at the top: its figures are not
evidence), environment (harness commit, runner, per-branch package versions, image digests / venv keys, host and
device facts that differ, model revision), prepared inputs per tier, every cell x branch figure (generation time,
time per output token, peak memory, KV cache bytes: medians, [min, max] and the ratio B / A), fact grades and
completeness checks per branch, and the eight acceptance items with the overall verdict of each.
A figure is `within noise` when the [min, max] ranges of A and B overlap, `changed` when they do not, `n/a` when
either run has no figure for it. Markdown on stdout, or --out FILE (written atomically; never inside either run
directory); --json prints the same content as JSON.

Exit: 0 the comparison was produced (whatever it says), 2 bad input (not a run directory, the same directory
twice, --out inside a run directory or in a missing directory, a symbolic link inside a run), 3 a run is in use
by another harness command (run, grade, fallback) or --out could not be written."""


def _check_out(out: str, runs: tuple[Path, ...]) -> Path:
    path = Path(out)
    if path.is_dir():
        raise InputError(f"{out}: is a directory; give a file name for --out")
    parent = path.parent.resolve()
    if not parent.is_dir():
        raise InputError(f"{out}: its directory {path.parent} does not exist")
    target = parent / path.name
    for run in runs:
        root = run.resolve()
        if target == root or root in target.parents:
            raise InputError(f"{out}: is inside the run directory {run}; a comparison is never written into a run")
    return target


def _run(args) -> int:
    from harness.compare import compare_runs, render_markdown
    from harness.run.files import io_error_line, write_text_atomic

    target = _check_out(args.out, (Path(args.run_a), Path(args.run_b))) if args.out else None
    comparison = compare_runs(args.run_a, args.run_b)
    text = (json.dumps(comparison, indent=2, ensure_ascii=False) + "\n") if args.json else render_markdown(comparison)
    if target is None:
        print(text, end="")
        return 0
    try:
        write_text_atomic(target, text)
    except OSError as exc:
        raise InfraError(f"cannot write {args.out}: {io_error_line(exc)}") from None
    print(f"comparison: {target}")
    return 0


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "compare",
        help="what changed between an earlier (approved) run and a new one",
        description="Compare run RUN_B with the earlier, approved run RUN_A: spec, seal, environment, inputs, "
        "figures per cell (within noise or changed), facts and completeness, acceptance items.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run_a", metavar="RUN_A", help="the earlier (approved) run directory")
    parser.add_argument("run_b", metavar="RUN_B", help="the new run directory")
    parser.add_argument(
        "--out",
        metavar="FILE",
        help="write the comparison to FILE (atomically) instead of stdout; refused inside either run directory",
    )
    parser.add_argument("--json", action="store_true", help="the comparison as JSON (the same content)")
    parser.set_defaults(func=_run)
