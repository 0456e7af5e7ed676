"""Harness orchestration time per launch on the demo spec, apart from what the child itself spends.

    python benchmarks/run_overhead.py                     # specs/demo-cpu.yaml as written (+ --allow-pending)
    python benchmarks/run_overhead.py --set matrix.repeats=1 --json

Runs ``run_spec`` in this process (output in a temporary directory) and reports, per launch attempt:
- ``orchestration_s``: harness time outside the child (job file, records read-back, launch.json), from launch.json;
- the runner's own spawn/wait cost, measured apart: LocalRunner launching a no-op entry (tests/fakes/fake_entry.py,
  zero cells) minus the same process run bare (``subprocess.run``), median of 5;
- the child's time, reported separately and *not* counted as orchestration: its wall time split into model load
  (the entry's ``resident_after_load.load_s``), requests (sum of ``generation_s`` over warm-up and cells) and the
  rest (interpreter start, imports, tokenizer, detokenize, record writing);
- interpreter start + imports measured bare: ``python -c "import torch, transformers, harness.entry.launch"``.
Per-run steps (environment probes, input preparation, introspection, admission, grading, report) are timed apart.

Pass criterion (issue 5): orchestration per launch (orchestration_s + runner spawn/wait cost) <= 1 s for every
launch. Exit 0 pass, 1 fail. Figures depend on the machine; nothing here is a fixed number.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from harness.run import orchestrate, steps  # noqa: E402
from harness.run.base import LaunchRequest  # noqa: E402
from harness.run.files import read_json, read_records  # noqa: E402
from harness.run.local import LocalRunner, child_environment  # noqa: E402
from harness.spec import load_spec  # noqa: E402

LIMIT_S = 1.0


def timed(store: dict, name: str, fn):
    def wrapper(*args, **kwargs):
        t0 = time.perf_counter()
        try:
            return fn(*args, **kwargs)
        finally:
            store[name] = store.get(name, 0.0) + time.perf_counter() - t0
    return wrapper


def runner_spawn_cost(tmp: Path, n: int = 5) -> float:
    """Median (LocalRunner wall for a no-op child) - (the same child run bare), seconds."""
    diffs = []
    for i in range(n):
        d = tmp / f"noop{i}"
        (d / "launches" / "L").mkdir(parents=True)
        job = d / "launches" / "L" / "job.json"
        job.write_text(json.dumps({"launch_id": "L", "cells": [], "out": {"records": "launches/L/records.jsonl"}}))
        runner = LocalRunner(entry_module="tests.fakes.fake_entry")
        req = LaunchRequest(run_dir=d, launch_id="L", branch="ordinary", job_path=job,
                            stdout_path=d / "launches/L/stdout.log", stderr_path=d / "launches/L/stderr.log",
                            model_dir=d, device="cpu", timeout_s=60, memory_budget_bytes=None)
        result = runner.launch(req)
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "tests.fakes.fake_entry", str(job), "--run-dir", str(d)], cwd=d,
                       env=child_environment(), capture_output=True, check=True)
        diffs.append(result.wall_s - (time.perf_counter() - t0))
    return max(0.0, statistics.median(diffs))


def import_cost() -> float:
    t0 = time.perf_counter()
    subprocess.run([sys.executable, "-c", "import torch, transformers, harness.entry.launch"], cwd=REPO,
                   env=child_environment(), check=True)
    return time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", default=str(REPO / "specs" / "demo-cpu.yaml"))
    parser.add_argument("--set", action="append", default=[], metavar="KEY.PATH=VALUE")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="run-overhead-") as tmp:
        tmp = Path(tmp)
        spec = load_spec(args.spec, overrides=[*args.set, f"output_dir={tmp / 'out'}"])
        per_run: dict[str, float] = {}
        orchestrate.prepare_inputs = timed(per_run, "prepare_inputs", orchestrate.prepare_inputs)
        orchestrate.introspect = timed(per_run, "introspection", orchestrate.introspect)
        orchestrate.admit = timed(per_run, "admission", orchestrate.admit)
        orchestrate._environment_json = timed(per_run, "environment_probes", orchestrate._environment_json)
        orchestrate.branch_environments = timed(per_run, "branch_environments", orchestrate.branch_environments)
        import harness.run.finish as finish_mod

        finish_mod.finish = timed(per_run, "grade_and_report", finish_mod.finish)
        orchestrate.finish = finish_mod.finish
        t0 = time.perf_counter()
        outcome = orchestrate.run_spec(spec, allow_pending=True)
        total = time.perf_counter() - t0
        spawn = runner_spawn_cost(tmp)
        imports = import_cost()
        launches = []
        for path in sorted((outcome.run_dir / "launches").glob("*/launch.json")):
            lj = read_json(path)
            records = read_records(path.parent / "records.jsonl").records
            load = max((r["resident_after_load"]["load_s"] for r in records if r.get("resident_after_load")), default=None)
            gen = sum((r.get("timing") or {}).get("generation_s") or 0.0 for r in records)
            launches.append({"launch": lj["launch_id"], "status": lj["status"], "child_wall_s": lj["wall_s"],
                             "child_model_load_s": load, "child_requests_s": round(gen, 3),
                             "child_rest_s": round(lj["wall_s"] - (load or 0) - gen, 3),
                             "orchestration_s": lj["orchestration_s"],
                             "orchestration_with_spawn_s": round(lj["orchestration_s"] + spawn, 4)})
    worst = max(x["orchestration_with_spawn_s"] for x in launches)
    figures = {"spec": args.spec, "overrides": args.set, "run_status": outcome.status, "total_wall_s": round(total, 2),
               "runner_spawn_wait_s": round(spawn, 4), "bare_interpreter_and_imports_s": round(imports, 3),
               "per_run_steps_s": {k: round(v, 3) for k, v in per_run.items()}, "launches": launches,
               "orchestration_per_launch_max_s": worst, "limit_s": LIMIT_S, "pass": worst <= LIMIT_S}
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(f"spec {args.spec} {' '.join(args.set)}: run {outcome.status}, total {total:.1f} s")
        print(f"runner spawn/wait cost (no-op child, median of 5): {spawn * 1000:.1f} ms")
        print(f"bare interpreter start + imports (torch, transformers, entry): {imports:.2f} s  [not orchestration]")
        print("per-run steps: " + ", ".join(f"{k} {v:.2f} s" for k, v in per_run.items()))
        print(f"{'launch':28} {'status':10} {'child s':>8} {'load s':>7} {'requests s':>10} {'rest s':>7} {'orch ms':>8}")
        for x in launches:
            load = f"{x['child_model_load_s']:.2f}" if x["child_model_load_s"] is not None else "n/a"
            print(f"{x['launch']:28} {x['status']:10} {x['child_wall_s']:8.2f} {load:>7} {x['child_requests_s']:10.2f} "
                  f"{x['child_rest_s']:7.2f} {x['orchestration_with_spawn_s'] * 1000:8.1f}")
        print(f"orchestration per launch, max: {worst * 1000:.1f} ms (limit {LIMIT_S * 1000:.0f} ms): "
              f"{'PASS' if worst <= LIMIT_S else 'FAIL'}")
    return 0 if worst <= LIMIT_S else 1


if __name__ == "__main__":
    sys.exit(main())
