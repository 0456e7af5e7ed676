"""Grading time with the grader's own cache of compiled patterns (``harness.grade.rx``) vs ``re``'s 512-entry cache.

The same answers are graded in interleaved pairs in one process (the order inside a pair alternates), after one
warm-up pass that fills every other cache (samples read, sources parsed). Each pass starts with an empty pattern
cache, as a new grading process does. The "re" side routes ``rx.compile`` straight to ``re.compile``, which is what
the grader did before it had ``rx``. Prints each pair's times and ratio, and the median ratio (cached / re): below 1
means the cache saves time. Wall clock from ``time.perf_counter``; seconds.

    python benchmarks/grader_speed.py tests/heldout385 tests/heldout386 --pairs 5
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # run as a script from a checkout

from harness.grade import rx  # noqa: E402
from harness.grade.agreement import load_expected  # noqa: E402
from harness.grade.api import grade_text  # noqa: E402

REPO = Path(__file__).resolve().parents[1]


def answers(folders: list[Path]) -> list[tuple[str, Path, str | None]]:
    """(text, sample dir, stop reason) of every answer in the held-out or crafted set folders."""
    out = []
    for crafted in folders:
        own = crafted / "samples"
        for folder in sorted(p for p in crafted.iterdir() if p.is_dir() and p != own):
            sample = own / folder.name if (own / folder.name).is_dir() else REPO / "samples" / folder.name
            for name, exp in sorted(load_expected(folder).items()):
                out.append(((folder / f"{name}.txt").read_text(encoding="utf-8"), sample, exp.get("stop_reason")))
    return out


def one_pass(todo, cached: bool) -> float:
    cached_compile = rx.compile
    if not cached:
        rx.compile = re.compile  # type: ignore[assignment]
    cached_compile.cache_clear()
    try:
        t = time.perf_counter()
        for text, sample, stop in todo:
            grade_text(text, sample, stop)
        return time.perf_counter() - t
    finally:
        rx.compile = cached_compile


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("sets", nargs="+", type=Path, help="held-out or crafted set folders (tests/heldoutN)")
    parser.add_argument("--pairs", type=int, default=5)
    args = parser.parse_args()
    todo = answers(args.sets)
    print(f"{len(todo)} answers; warm-up pass {one_pass(todo, True):.2f} s")
    ratios = []
    for i in range(args.pairs):
        order = (True, False) if i % 2 == 0 else (False, True)
        times = {side: one_pass(todo, side) for side in order}
        ratios.append(times[True] / times[False])
        print(f"pair {i + 1}: cached {times[True]:.2f} s, re {times[False]:.2f} s, ratio {ratios[-1]:.3f}")
    print(f"median ratio (cached / re) over {len(ratios)} pairs: {statistics.median(ratios):.3f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
