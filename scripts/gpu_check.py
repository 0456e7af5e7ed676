"""Every check that needs a CUDA device, in one run that prints one table (issue 3's CUDA path).

Device time is short and comes rarely, so this is prepared and rehearsed ahead: run it once on a GPU host from the
repository root (``bash scripts/gpu-check.sh``, which sets up packages first). Steps, each with its own time limit:

  environment   torch / CUDA / driver / transformers versions, the device's name; stops here without CUDA
  tiny model    ``harness model tiny`` (deterministic; skipped when models/tiny-llama is there)
  gpu tests     ``pytest -m gpu tests/test_entry_cuda.py``: the real launch on CUDA, framework and NVML fields apart
  footprint     ``benchmarks/footprint_accounting.py --device D``: measured / analytic cache bytes on the device
  overhead      ``benchmarks/entry_overhead.py --device D``: instrumented vs bare generate on the device
  demo run      ``harness run specs/demo-cpu.yaml --set model.device=D``: the whole path, every record checked

Four files land in ``--out`` (default $OUT, else /tmp/kvh-gpu-check), few and flat so that a device tool that
returns only a handful of files gets them all: ``gpu-check.json`` (the table and the environment), ``logs.tar.gz``
(every step's log), ``demo-report.md`` and ``demo-run.tar.gz`` (the demo's whole run directory). Work happens in a
fresh temporary directory. ``--device cpu`` rehearses the same steps on a CPU machine: it proves the script runs
end to end, not anything about CUDA (its table says so, and the gpu tests are skipped there).

Exit: 0 every step passed, 1 a step failed (a step cut by --budget-s fails), 4 no CUDA device (nothing that
needs one ran).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


class Step:
    def __init__(self, name: str):
        self.name, self.status, self.figure, self.seconds = name, "not run", "", 0.0

    def row(self) -> dict:
        return {"step": self.name, "status": self.status, "figure": self.figure, "seconds": round(self.seconds, 1)}


DEADLINE = [float("inf")]  # perf_counter time by which every step must have ended (--budget-s)


def run(cmd: list[str], log: Path, timeout: int) -> tuple[int, str]:
    """Run ``cmd`` in the repository root; stdout+stderr go to ``log`` and are returned. rc 124 on timeout (the
    step's own limit or what is left of the whole script's budget, whichever is shorter)."""
    timeout = int(max(1, min(timeout, DEADLINE[0] - time.perf_counter())))
    try:
        proc = subprocess.run(cmd, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=timeout)
        rc, text = proc.returncode, proc.stdout
    except subprocess.TimeoutExpired as exc:
        out = exc.stdout or ""
        rc, text = 124, (out.decode(errors="replace") if isinstance(out, bytes) else out) + f"\n[timed out {timeout} s]"
    log.write_text(text, encoding="utf-8")
    print(f"--- {' '.join(cmd)} -> rc {rc} (log {log})", flush=True)
    return rc, text


def last(pattern: str, text: str) -> str:
    found = re.findall(pattern, text, flags=re.MULTILINE)
    return found[-1] if found else ""


def environment(device: str) -> tuple[dict, str | None]:
    """Versions and the device; the second value is why CUDA checks cannot run, or None."""
    import torch
    import transformers

    facts = {"python": sys.version.split()[0], "torch": torch.__version__, "torch_cuda": torch.version.cuda,
             "transformers": transformers.__version__, "cuda_available": torch.cuda.is_available()}
    for name in ("optimum.quanto", "pynvml", "hqq"):
        try:
            __import__(name)
            facts[name] = "importable"
        except Exception as exc:  # noqa: BLE001 - any import failure is a fact to report
            facts[name] = f"missing ({type(exc).__name__})"
    if shutil.which("nvidia-smi"):
        smi = subprocess.run(["nvidia-smi", "--query-gpu=name,driver_version,memory.total", "--format=csv,noheader"],
                             capture_output=True, text=True)
        facts["nvidia_smi"] = smi.stdout.strip() or smi.stderr.strip()
    if device == "cpu":
        return facts, None
    if not torch.cuda.is_available():
        return facts, "torch.cuda.is_available() is False on this machine"
    index = int(device.split(":", 1)[1]) if ":" in device else 0
    facts["device_name"] = torch.cuda.get_device_name(index)
    return facts, None


def check_demo_records(run_dir: Path, device: str) -> tuple[bool, str]:
    """Every measured record of the demo run: completed, valid, and memory figures of the device's kind."""
    records = []
    for path in sorted((run_dir / "launches").glob("*/records.jsonl")):
        records += [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    measured = [r for r in records if not r.get("warmup") and r.get("phase") == "matrix"]
    if not measured:
        return False, f"no measured records under {run_dir}/launches"
    bad = [r["cell_id"] for r in measured if not (r["completed"] and r["valid"])]
    kind = "cuda" if device.startswith("cuda") else "cpu"
    key = "peak_allocated_bytes" if kind == "cuda" else "peak_rss_bytes"
    missing = [r["cell_id"] for r in measured if r["memory"].get("device_kind") != kind or not r["memory"].get(key)]
    nvml = sum(1 for r in measured if r.get("nvml"))
    ok = not bad and not missing and (kind == "cpu" or nvml == len(measured))
    return ok, (f"{len(measured)} measured records; not completed+valid: {bad or 'none'}; without {key}: "
                f"{missing or 'none'}; with NVML readings: {nvml}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--device", default=os.environ.get("DEVICE", "cuda:0"), help="cuda, cuda:N, or cpu (rehearsal)")
    parser.add_argument("--out", default=os.environ.get("OUT") or "/tmp/kvh-gpu-check")
    parser.add_argument("--model", default="models/tiny-llama")
    parser.add_argument("--budget-s", type=float, default=540,
                        help="seconds for the whole script (default 540: inside a 10-minute device call)")
    parser.add_argument("--skip", action="append", default=[], choices=["footprint", "overhead", "demo run"],
                        help="leave a step out (repeatable)")
    args = parser.parse_args()
    DEADLINE[0] = time.perf_counter() + args.budget_s
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="kvh-gpu-check-"))
    logs = work / "logs"
    logs.mkdir()
    py = sys.executable
    steps: list[Step] = []

    def step(name: str) -> Step:
        s = Step(name)
        steps.append(s)
        return s

    env = step("environment")
    t0 = time.perf_counter()
    facts, why_not = environment(args.device)
    env.seconds = time.perf_counter() - t0
    env.status = "pending" if why_not else "ok"
    env.figure = why_not or (f"{facts.get('device_name', 'cpu rehearsal')}; torch {facts['torch']} (CUDA "
                             f"{facts['torch_cuda']}), transformers {facts['transformers']}, "
                             f"quanto {facts['optimum.quanto']}, pynvml {facts['pynvml']}")
    if why_not is None:
        model = REPO / args.model
        s = step("tiny model")
        t0 = time.perf_counter()
        if (model / "config.json").exists():
            s.status, s.figure = "ok", f"{args.model} already there"
        else:
            rc, text = run([py, "-m", "harness", "model", "tiny", "--out", args.model], logs / "tiny-model.log", 300)
            s.status, s.figure = ("ok" if rc == 0 else "FAILED"), last(r"^.*sha256.*$", text)[:100]
        s.seconds = time.perf_counter() - t0

        s = step("gpu tests")
        t0 = time.perf_counter()
        rc, text = run([py, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "gpu or e2e or unit",
                        "tests/test_entry_cuda.py"], logs / "gpu-tests.log", 600)
        summary = last(r"^=*\s*(\d+ (?:passed|failed|skipped|error).*?)\s*=*$", text)
        s.status = "ok" if rc == 0 and "failed" not in summary and "error" not in summary else "FAILED"
        if args.device != "cpu" and "skipped" in summary:
            s.status = "FAILED"  # on a CUDA host the gpu test must run, not skip
        s.figure, s.seconds = summary, time.perf_counter() - t0

        if "footprint" not in args.skip:
            s = step("footprint")
            t0 = time.perf_counter()
            rc, text = run([py, "benchmarks/footprint_accounting.py", "--model", args.model, "--device", args.device,
                            "--lengths", "512", "2048"], logs / "footprint.log", 600)
            worst = last(r"worst \|ratio - 1\| = ([0-9.]+)", text)
            s.status = "ok" if rc == 0 and worst and float(worst) <= 0.01 else "FAILED"
            s.figure, s.seconds = f"worst |measured/analytic - 1| = {worst or '?'} (target <= 0.01)", \
                time.perf_counter() - t0

        if "overhead" not in args.skip:
            s = step("overhead")
            t0 = time.perf_counter()
            rc, text = run([py, "benchmarks/entry_overhead.py", "--model", args.model, "--device", args.device,
                            "--pairs", "15"], logs / "overhead.log", 600)
            median = last(r"median of per-pair ratios ([0-9.]+)", text)
            outside = last(r"all outside generate .*?= ([0-9.]+ %)", text)
            s.status = "ok" if rc == 0 and median else "FAILED"
            s.figure = f"median per-pair ratio {median or '?'}; instrumentation outside generate {outside or '?'}"
            s.seconds = time.perf_counter() - t0

        if "demo run" not in args.skip:
            s = step("demo run")
            t0 = time.perf_counter()
            runs = work / "runs"
            rc, text = run([py, "-m", "harness", "run", "specs/demo-cpu.yaml", "--set", f"model.device={args.device}",
                            "--set", f"output_dir={runs}", "--allow-pending"], logs / "demo-run.log", 600)
            run_dir = last(r"^run_dir: (.+)$", text)
            if rc in (0, 1) and run_dir:  # 1: the tiny model's text fails the quality items (expected, stated)
                ok, s.figure = check_demo_records(Path(run_dir), args.device)
                s.status = "ok" if ok else "FAILED"
                report = Path(run_dir) / "report.md"
                if report.exists():
                    shutil.copy(report, out / "demo-report.md")
                archive = shutil.make_archive(str(out / "demo-run"), "gztar", root_dir=Path(run_dir).parent,
                                              base_dir=Path(run_dir).name)
                s.figure += f"; exit {rc}; run archived as {Path(archive).name}"
            else:
                s.status, s.figure = "FAILED", f"exit {rc}; see logs/demo-run.log in logs.tar.gz"
            s.seconds = time.perf_counter() - t0

    rows = [s.row() for s in steps]
    (out / "gpu-check.json").write_text(json.dumps({"device": args.device, "rows": rows, "environment": facts},
                                                   indent=2))
    if any(logs.iterdir()):
        with tarfile.open(out / "logs.tar.gz", "w:gz") as tar:
            tar.add(logs, arcname="logs")
    shutil.rmtree(work, ignore_errors=True)  # everything worth keeping is in --out now
    rehearsal = args.device == "cpu"
    print()
    print(f"GPU checks on {args.device}" + (" (CPU REHEARSAL: nothing about CUDA is shown)" if rehearsal else ""))
    print(f"{'step':12s} {'status':8s} {'s':>6s}  figure")
    for r in rows:
        print(f"{r['step']:12s} {r['status']:8s} {r['seconds']:6.1f}  {r['figure']}")
    print(f"files: {', '.join(sorted(p.name for p in out.iterdir()))} in {out}")
    if why_not:
        return 4
    return 0 if all(r["status"] == "ok" for r in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
