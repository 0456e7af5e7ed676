"""`harness bundle RUN` / `harness bundle --verify FILE`: one file to attach to a release review, and its check."""

from __future__ import annotations

import argparse
import json
import sys

EXAMPLES = """Examples:
  harness bundle reports/demo-cpu/20261129T090000Z-a1b2c3
  harness bundle reports/demo-cpu/20261129T090000Z-a1b2c3 --out /tmp/review.bundle.tar.gz
  harness bundle --verify /tmp/review.bundle.tar.gz
  harness bundle --verify reports/demo-cpu/20261129T090000Z-a1b2c3.bundle.tar.gz --json

RUN: verifies the run's seal, then writes one .tar.gz (default: <RUN's parent>/<run id>.bundle.tar.gz; never
inside RUN; an existing file is never overwritten) holding, under <run id>/, every file of the run (report.md,
records.csv, plots, run.json, the specs, plan, environment, manifest.jsonl, admission, fallback, introspection,
inputs, grades, review.yaml, launches, logs), the dependency locks a docker run's images were built from
(locks/<spec>/<branch>.txt), BUNDLE.json (run id, spec hash, seal head, what was left out and why) and
SHA256SUMS (sha256sum format; `cd <run id> && sha256sum -c SHA256SUMS` checks it too). The run's lock is held
shared while reading. A run with tampering findings is refused unless --allow-findings (BUNDLE.json lists them).
stdout: the bundle's path, its SHA-256, the seal head and the file count.

--verify FILE: checks every SHA256SUMS line against the archive's bytes, names members it lacks or does not
list, refuses links, devices, absolute and `..` names, extracts into a temporary folder only, verifies the
bundled run's seal and that BUNDLE.json's seal head is the manifest's. stdout: `ok FILE (N files, seal HEAD)` or
one line per problem. Compare the seal head with the one quoted in the review.

Exit: 0 written / verified, 1 the run has tampering findings (bundling) or the bundle does not verify, 2 bad
input (not a run, no report.md, --out exists, not a readable tar.gz), 3 the bundle could not be written or
another harness command is changing the run."""


def _run(args) -> int:
    from harness.errors import InputError

    if args.verify is not None:
        if args.run is not None or args.out is not None or args.allow_findings:
            raise InputError("--verify FILE takes no RUN, --out or --allow-findings")
        return _verify(args)
    if args.run is None:
        raise InputError("give a run directory to bundle, or --verify FILE")
    from harness.bundle import bundle_run

    result = bundle_run(args.run, args.out, allow_findings=args.allow_findings)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        print(f"bundle: {result['bundle']}")
        print(f"sha256: {result['sha256']}")
        print(f"run: {result['run_id']} (spec hash {result['spec_hash']})")
        print(f"seal: {result['seal_head']}")
        print(f"files: {result['files']} (left out: {len(result['left_out'])}; see BUNDLE.json)")
        for entry in result["locks"]:
            what = entry["lock"] or f"none: {entry['reason']}"
            print(f"lock {entry['branch'] or '-'}: {what}")
    tampered = [f for f in result["findings"] if f["kind"] != "unsealed"]
    if tampered:
        print(
            f"harness bundle: bundled with {len(tampered)} tampering finding(s) (--allow-findings); BUNDLE.json "
            "lists them and `harness bundle --verify` reports them",
            file=sys.stderr,
        )
    if not result["report_quotes_seal_head"]:
        print(
            "harness bundle: report.md does not quote the current seal head; `harness report RUN` re-renders it",
            file=sys.stderr,
        )
    return 0


def _verify(args) -> int:
    from harness.bundle import verify_bundle

    result = verify_bundle(args.verify)
    if args.json:
        print(json.dumps(result, indent=2, ensure_ascii=False))
    elif result["ok"]:
        print(f"ok {result['bundle']} ({result['files']} files, seal {result['seal_head']})")
    else:
        for line in result["problems"]:
            print(line)
    if not args.json:
        for line in result["notes"]:
            print(f"harness bundle: note: {line}", file=sys.stderr)
        if not result["ok"]:
            print(
                f"harness bundle: {result['bundle']} does not verify: {len(result['problems'])} problem(s)",
                file=sys.stderr,
            )
    return 0 if result["ok"] else 1


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "bundle",
        help="pack a sealed run into one checkable .tar.gz for a release review, or verify one",
        description="Write RUN as one .tar.gz with SHA256SUMS and BUNDLE.json (seal head, spec hash), or check one "
        "with --verify.",
        epilog=EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("run", metavar="RUN", nargs="?", help="a run directory <output_dir>/<name>/<run id>")
    parser.add_argument(
        "--out",
        metavar="FILE",
        help="where to write the bundle (default <RUN's parent>/<run id>.bundle.tar.gz); must not exist",
    )
    parser.add_argument(
        "--allow-findings",
        action="store_true",
        help="bundle a run whose seal has tampering findings; BUNDLE.json lists them",
    )
    parser.add_argument("--verify", metavar="FILE", help="check a bundle instead of writing one")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    parser.set_defaults(func=_run)
