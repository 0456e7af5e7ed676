"""``python -m harness.entry JOB --run-dir DIR`` runs a launch; ``python -m harness.entry introspect ...`` asks the
installed library about a model + cache option (see ``introspect.py``). Thin: the work is in ``launch.py``."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] == "introspect":
        from harness.entry.introspect import main as introspect_main

        return introspect_main(argv[1:])
    parser = argparse.ArgumentParser(
        prog="python -m harness.entry",
        description="The fixed generation entrypoint: one branch launch, one record per request.",
        epilog="Examples:\n  python -m harness.entry RUN/launches/L01-short-ordinary/job.json --run-dir RUN\n"
        '  python -m harness.entry introspect --model models/tiny-llama --cache \'{"implementation": "dynamic"}\'',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("job", help="the launch's job.json")
    parser.add_argument("--run-dir", required=True, help="the run directory relative paths in the job resolve against")
    args = parser.parse_args(argv)
    from harness.entry.launch import run_launch

    return run_launch(args.job, args.run_dir)


if __name__ == "__main__":
    raise SystemExit(main())
