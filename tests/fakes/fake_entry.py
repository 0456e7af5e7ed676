"""A stand-in for ``python -m harness.entry JOB --run-dir DIR`` used only to test the runner's process handling.

It reads ``job["fake"]`` and does exactly that: append records, sleep, exit with a status, crash with a signal,
or try to allocate memory. It measures nothing; real measurement is tested with the real entry.
"""
from __future__ import annotations

import json
import os
import resource
import signal
import sys
import time
from pathlib import Path


def main() -> int:
    job_path, run_dir = Path(sys.argv[1]), Path(sys.argv[3])
    job = json.loads(job_path.read_text())
    fake = job.get("fake", {})
    records = run_dir / job["out"]["records"]
    print(f"fake entry for {job['launch_id']}", flush=True)
    for cell in job["cells"]:
        if cell["cell_id"] in job.get("skip_cells", []):
            continue
        if cell["cell_id"] == fake.get("hang_at"):
            time.sleep(3600)
        if cell["cell_id"] == fake.get("crash_at"):
            os.kill(os.getpid(), signal.SIGSEGV)
        record = {"launch_id": job["launch_id"], "cell_id": cell["cell_id"], "warmup": False, "completed": True,
                  "rlimit_as": resource.getrlimit(resource.RLIMIT_AS)[0]}
        if fake.get("allocate_bytes"):
            try:
                block = bytearray(fake["allocate_bytes"])
                del block
            except MemoryError:
                record.update(completed=False, error={"class": "MemoryError", "message": "fake allocation failed"})
        with open(records, "a") as fh:
            fh.write(json.dumps(record) + "\n")
        time.sleep(fake.get("sleep_s", 0))
    if fake.get("partial_line"):
        with open(records, "a") as fh:
            fh.write('{"cell_id": "half')
    print(fake.get("stderr", ""), file=sys.stderr)
    return int(fake.get("exit_code", 0))


if __name__ == "__main__":
    sys.exit(main())
