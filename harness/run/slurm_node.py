"""The node side of the Slurm runner: what one Slurm batch job runs (``harness.run.slurm`` submits it).

``python -m harness.run.slurm_node REQUEST.json`` on the allocated node:

1. writes the node's facts (``node`` = ``SLURMD_NODENAME``, hostname, Slurm job id, ``CUDA_VISIBLE_DEVICES`` and,
   where ``nvidia-smi`` exists, every GPU's name, UUID and driver) to ``node_file``;
2. runs the request with the same runner code the harness runs on one host: ``LocalRunner`` (the branch's
   interpreter or venv, the same trampoline, memory limit and wall-clock limit) or ``DockerRunner`` (the branch's
   pinned image) - so the launch on a node is exactly the launch on a workstation;
3. writes the runner's result (``LaunchResult`` or ``ToolResult`` as JSON) to ``result_file`` and exits with the
   entry's exit status (128 + signal when the entry was killed), which Slurm reports as the job's exit code.

SIGTERM (scancel, a Slurm time limit, preemption) stops the launch the way Ctrl-C does on one host; the result
then says ``interrupted`` and names the signal, and the harness takes the reason from Slurm's job state.
Only the standard library and ``harness.run`` are imported here (no torch).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
from pathlib import Path

from harness.run.base import LaunchRequest, ToolRequest
from harness.run.files import write_json_atomic
from harness.run.rundir import utc_now

NODE_ENV = ("SLURM_JOB_ID", "SLURMD_NODENAME", "SLURM_JOB_NODELIST", "SLURM_JOB_PARTITION", "CUDA_VISIBLE_DEVICES")


def gpu_facts(timeout_s: float = 20.0) -> list[dict] | None:
    """Every GPU nvidia-smi sees on this node (index, name, uuid, driver_version, memory_total_mib), or None."""
    if shutil.which("nvidia-smi") is None:
        return None
    fields = ("index", "name", "uuid", "driver_version", "memory.total")
    try:
        proc = subprocess.run(
            ["nvidia-smi", f"--query-gpu={','.join(fields)}", "--format=csv,noheader,nounits"],
            capture_output=True,
            text=True,
            timeout=timeout_s,
            stdin=subprocess.DEVNULL,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None
    if proc.returncode != 0:
        return None
    gpus = []
    for line in proc.stdout.splitlines():
        parts = [p.strip() for p in line.split(",")]
        if len(parts) == len(fields):
            gpus.append(
                {
                    "index": parts[0],
                    "name": parts[1],
                    "uuid": parts[2],
                    "driver_version": parts[3],
                    "memory_total_mib": parts[4],
                }
            )
    return gpus


def node_facts() -> dict:
    env = {k: os.environ.get(k) for k in NODE_ENV}
    return {
        "node": env["SLURMD_NODENAME"] or socket.gethostname(),
        "hostname": socket.gethostname(),
        "slurm_job_id": env["SLURM_JOB_ID"],
        "environment": env,
        "gpus": gpu_facts(),
        "python": sys.executable,
        "at": utc_now(),
    }


def _runner(payload: dict):
    if payload.get("launcher") == "docker":
        from harness.run.container import BranchImage
        from harness.run.docker import DockerRunner

        images = {b: BranchImage(**i) for b, i in (payload.get("images") or {}).items()}
        return DockerRunner(images)
    from harness.run.local import LocalRunner

    return LocalRunner(entry_module=payload.get("entry_module") or "harness.entry")


def _paths(d: dict, keys: tuple[str, ...]) -> dict:
    return {k: (Path(v) if k in keys and v is not None else v) for k, v in d.items()}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m harness.run.slurm_node REQUEST.json", file=sys.stderr)
        return 2
    payload = json.loads(Path(args[0]).read_text(encoding="utf-8"))
    write_json_atomic(Path(payload["node_file"]), node_facts())
    runner = _runner(payload)
    received: list[int] = []

    def on_signal(signum, _frame) -> None:
        received.append(signum)
        runner.terminate()

    for s in (signal.SIGTERM, signal.SIGINT):
        signal.signal(s, on_signal)
    if payload["kind"] == "tool":
        fields = _paths(payload["request"], ("run_dir", "model_dir"))
        tool = ToolRequest(**{**fields, "args": tuple(fields["args"])})
        result = runner.run_tool(tool)
        write_json_atomic(Path(payload["result_file"]), {**result.__dict__, "signals": received})
        return 0 if result.exit_code == 0 else 1
    request = LaunchRequest(
        **_paths(payload["request"], ("run_dir", "job_path", "stdout_path", "stderr_path", "model_dir"))
    )
    outcome = runner.launch(request).to_dict()
    if received:
        names = ", ".join(signal.Signals(s).name for s in received)
        outcome["message"] = f"the Slurm job got {names} (scancel, its time limit or preemption); launch stopped"
    outcome["signals"] = received
    write_json_atomic(Path(payload["result_file"]), outcome)
    if outcome["status"] == "completed":
        return 0
    if outcome.get("exit_code"):
        return int(outcome["exit_code"]) if int(outcome["exit_code"]) < 256 else 1
    return 128 + int(outcome["signal"]) if outcome.get("signal") else 1


if __name__ == "__main__":
    sys.exit(main())
