"""LocalRunner process handling with a fake entrypoint (tests/fakes/fake_entry.py): exit status, signals,
timeout, terminate, the CPU address-space limit, never-overwritten logs. No torch."""
from __future__ import annotations

import json
import resource
import threading
import time
from pathlib import Path

import pytest

from harness.errors import InfraError
from harness.run.base import LaunchRequest, ToolRequest
from harness.run.files import read_records
from harness.run.local import LocalRunner, describe_exit

pytestmark = pytest.mark.unit


def _request(run_dir: Path, fake: dict, cells=("c1", "c2"), timeout_s=None, budget=None, device="cpu") -> LaunchRequest:
    launch_dir = run_dir / "launches" / "L01"
    launch_dir.mkdir(parents=True, exist_ok=True)
    job = {"launch_id": "L01", "cells": [{"cell_id": c} for c in cells], "skip_cells": [],
           "out": {"records": "launches/L01/records.jsonl"}, "fake": fake}
    (launch_dir / "job.json").write_text(json.dumps(job))
    return LaunchRequest(run_dir=run_dir, launch_id="L01", branch="ordinary", job_path=launch_dir / "job.json",
                         stdout_path=launch_dir / "stdout.log", stderr_path=launch_dir / "stderr.log",
                         model_dir=run_dir, device=device, timeout_s=timeout_s, memory_budget_bytes=budget)


def _runner(**kw) -> LocalRunner:
    return LocalRunner(entry_module="tests.fakes.fake_entry", poll_interval_s=0.1, **kw)


def test_completed_launch_keeps_logs_and_records(tmp_path):
    result = _runner().launch(_request(tmp_path, {}))
    assert (result.status, result.exit_code, result.signal) == ("completed", 0, None)
    assert result.stdout == "launches/L01/stdout.log"
    assert "fake entry for L01" in (tmp_path / result.stdout).read_text()
    cells = [r["cell_id"] for r in read_records(tmp_path / "launches/L01/records.jsonl").records]
    assert cells == ["c1", "c2"]
    assert result.wall_s > 0


def test_nonzero_exit_is_failed_with_last_stderr_line(tmp_path):
    result = _runner().launch(_request(tmp_path, {"exit_code": 7, "stderr": "boom: model exploded"}))
    assert (result.status, result.exit_code, result.signal) == ("failed", 7, None)
    assert "exited with status 7" in result.message and "boom: model exploded" in result.message


def test_segfault_is_failed_with_signal_and_earlier_records_kept(tmp_path):
    result = _runner().launch(_request(tmp_path, {"crash_at": "c2"}))
    assert (result.status, result.exit_code, result.signal) == ("failed", None, 11)
    assert "SIGSEGV" in result.message
    assert [r["cell_id"] for r in read_records(tmp_path / "launches/L01/records.jsonl").records] == ["c1"]


def test_timeout_stops_the_child(tmp_path):
    t0 = time.monotonic()
    result = _runner(grace_s=2).launch(_request(tmp_path, {"hang_at": "c2"}, timeout_s=1.5))
    assert result.status == "timeout" and result.signal == 15
    assert time.monotonic() - t0 < 10


def test_terminate_from_another_thread_interrupts(tmp_path):
    runner = _runner(grace_s=2)
    threading.Timer(1.0, runner.terminate).start()
    result = runner.launch(_request(tmp_path, {"hang_at": "c1"}))
    assert result.status == "interrupted"
    assert result.signal == 15


def test_terminate_when_idle_is_harmless(tmp_path):
    """A stop asked for while no child runs (a signal between launches) kills nothing and does not mark the next
    launch interrupted: the orchestrator, not the runner, decides not to start it."""
    runner = _runner()
    runner.terminate()
    result = runner.launch(_request(tmp_path, {}))
    assert (result.status, result.exit_code, result.signal) == ("completed", 0, None)


def test_address_space_limit_applies_on_cpu_only(tmp_path):
    budget = 600 * 2**20
    result = _runner().launch(_request(tmp_path, {"allocate_bytes": 2 * 2**30}, cells=("c1",), budget=budget))
    assert result.status == "completed"
    (record,) = read_records(tmp_path / "launches/L01/records.jsonl").records
    assert record["rlimit_as"] == budget
    assert record["completed"] is False and record["error"]["class"] == "MemoryError"


def test_no_limit_without_budget_or_on_cuda(tmp_path):
    for device, budget in (("cpu", None), ("cuda", 600 * 2**20)):
        run_dir = tmp_path / device
        result = _runner().launch(_request(run_dir, {}, cells=("c1",), budget=budget, device=device))
        assert result.status == "completed"
        (record,) = read_records(run_dir / "launches/L01/records.jsonl").records
        assert record["rlimit_as"] == resource.getrlimit(resource.RLIMIT_AS)[0]


def test_logs_are_never_overwritten(tmp_path):
    request = _request(tmp_path, {})
    request.stdout_path.write_text("earlier attempt")
    with pytest.raises(InfraError):
        _runner().launch(request)
    assert request.stdout_path.read_text() == "earlier attempt"


def test_describe_exit():
    assert describe_exit(0) == (0, None, None)
    assert describe_exit(3)[:2] == (3, None)
    code, sig, message = describe_exit(-9)
    assert (code, sig) == (None, 9) and "OOM" in message


def test_run_tool_captures_output_and_status(tmp_path):
    req = ToolRequest(branch="ordinary", args=("-c", "import sys; print('hi'); sys.exit(4)"), run_dir=tmp_path,
                      model_dir=tmp_path, device="cpu", timeout_s=30)
    result = _runner().run_tool(req)
    assert (result.exit_code, result.stdout.strip()) == (4, "hi")


def test_child_dies_with_a_killed_harness(tmp_path):
    """The trampoline's PR_SET_PDEATHSIG: a harness killed with SIGKILL (no handler runs) takes its child along."""
    import os
    import signal
    import subprocess
    import sys

    request = _request(tmp_path, {"hang_at": "c1"})
    code = ("import sys; from pathlib import Path; from harness.run.base import LaunchRequest; "
            "from harness.run.local import LocalRunner; d = Path(sys.argv[1]); "
            "LocalRunner(entry_module='tests.fakes.fake_entry').launch(LaunchRequest(run_dir=d, launch_id='L01', "
            "branch='ordinary', job_path=d / 'launches/L01/job.json', stdout_path=d / 'launches/L01/stdout.log', "
            "stderr_path=d / 'launches/L01/stderr.log', model_dir=d, device='cpu', timeout_s=None, "
            "memory_budget_bytes=None))")
    parent = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], cwd=Path(__file__).resolve().parents[1])

    def child_pids():
        out = []
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit() and int(entry.name) != parent.pid:
                try:
                    if str(request.job_path).encode() in (entry / "cmdline").read_bytes():
                        out.append(int(entry.name))
                except OSError:
                    pass
        return out

    deadline = time.monotonic() + 30
    while not (request.stdout_path.exists() and "fake entry" in request.stdout_path.read_text()):
        assert time.monotonic() < deadline, "the child did not start"
        time.sleep(0.05)
    assert child_pids()
    os.kill(parent.pid, signal.SIGKILL)
    parent.wait()
    deadline = time.monotonic() + 10
    try:
        while child_pids():
            assert time.monotonic() < deadline, "the child outlived the killed harness"
            time.sleep(0.05)
    finally:
        for pid in child_pids():  # only this test's child (matched by its job path)
            os.kill(pid, signal.SIGKILL)
