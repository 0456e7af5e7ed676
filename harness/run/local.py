"""The local runner: one child process per branch launch on this machine.

The child is ``<python> -m harness.entry JOB --run-dir DIR`` where ``<python>`` is this interpreter
(environment ``current``) or the branch's dedicated virtual environment (``venv``, built by ``harness.run.venv``).
It runs in its own session (process group), so Ctrl-C at the terminal reaches only the harness, which then stops
the child deliberately. stdout and stderr go to the launch's log files (created new, never overwritten).

Limits:
- wall clock: ``timeout_s``; past it the child gets SIGTERM, then SIGKILL after ``grace_s``; status ``timeout``.
- memory (CPU only): when ``memory_budget_bytes`` is set, RLIMIT_AS (address space, bytes, soft = hard) is set in
  the child before the interpreter starts, by a tiny ``python -S -c`` trampoline that calls ``setrlimit`` and then
  ``execv`` (this replaces ``preexec_fn``, which is unsafe while the progress display's thread runs). The limit
  counts virtual address space (shared libraries, thread stacks, allocator reservations), not resident memory, so a
  budget must leave room for the interpreter and torch themselves. On CUDA the entry applies the budget itself as
  a per-process memory fraction. The trampoline also asks the kernel to SIGKILL the child if the harness dies.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from harness.entry.nvml import DEVICE_ORDER_ENV
from harness.errors import InfraError
from harness.run.base import LaunchRequest, LaunchResult, Runner, ToolRequest, ToolResult, launch_status
from harness.run.rundir import utc_now

HARNESS_ROOT = Path(__file__).resolve().parents[2]  # the directory that holds the `harness` package

# argv: <as_bytes> -- <program> <args...>. PR_SET_PDEATHSIG (1) = SIGKILL: the child dies with the harness.
_TRAMPOLINE = (
    "import ctypes,os,resource,signal,sys\n"
    "n=int(sys.argv[1])\n"
    "if n>0:resource.setrlimit(resource.RLIMIT_AS,(n,n))\n"
    "ctypes.CDLL(None,use_errno=True).prctl(1,int(signal.SIGKILL),0,0,0)\n"
    "os.execv(sys.argv[3],sys.argv[3:])\n"
)


def child_environment(isolated: bool = False) -> dict[str, str]:
    """The child's environment: this one, plus the harness source on PYTHONPATH and unbuffered output.

    ``isolated`` (a branch's own venv): PYTHONPATH is *only* the harness source, and PYTHONHOME/VIRTUAL_ENV are
    dropped, so no package of this interpreter's environment leaks into the branch."""
    env = dict(os.environ)
    if isolated:
        for key in ("PYTHONHOME", "VIRTUAL_ENV"):
            env.pop(key, None)
        env["PYTHONPATH"] = str(HARNESS_ROOT)
    else:
        parts = [str(HARNESS_ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p]
        env["PYTHONPATH"] = os.pathsep.join(dict.fromkeys(parts))
    env["PYTHONUNBUFFERED"] = "1"
    env.update(DEVICE_ORDER_ENV)  # cuda:N, nvidia-smi --id and NVML agree on what an index means (PCI bus order)
    return env


def describe_exit(returncode: int) -> tuple[int | None, int | None, str | None]:
    """(exit_code, signal, message) for a Popen returncode (negative = killed by that signal)."""
    if returncode >= 0:
        return returncode, None, None if returncode == 0 else f"exited with status {returncode}"
    signum = -returncode
    try:
        name = signal.Signals(signum).name
    except ValueError:
        name = f"signal {signum}"
    notes: dict[int, str] = {
        signal.SIGKILL: " (killed; possibly the kernel OOM killer, see dmesg)",
        signal.SIGSEGV: " (segmentation fault)",
        signal.SIGABRT: " (aborted)",
    }
    why = notes.get(signum, "")
    return None, signum, f"killed by {name}{why}"


def _last_line(path: Path, limit: int = 300) -> str | None:
    try:
        with open(path, "rb") as fh:
            fh.seek(max(0, fh.seek(0, os.SEEK_END) - 8192))
            lines = [ln.strip() for ln in fh.read().decode("utf-8", "replace").splitlines() if ln.strip()]
    except OSError:
        return None
    return lines[-1][:limit] if lines else None


class LocalRunner(Runner):
    name = "local"

    def __init__(
        self, grace_s: float = 10.0, poll_interval_s: float = 0.5, entry_module: str = "harness.entry"
    ) -> None:
        self.entry_module = entry_module  # the fixed entrypoint; tests substitute a fake to exercise crashes
        self.grace_s = grace_s
        self.poll_interval_s = poll_interval_s
        self._proc: subprocess.Popen | None = None
        self._lock = threading.RLock()  # terminate() may run in a signal handler on this thread
        self._stop_at: float | None = None
        self._stop_requested = False

    def check_available(self) -> None:
        if not Path(sys.executable).exists():
            raise InfraError(f"this interpreter ({sys.executable}) is gone; cannot start local launches")

    def command(self, request: LaunchRequest) -> list[str]:
        """The full argv of the child (trampoline + entrypoint)."""
        python = request.python or sys.executable
        budget = request.memory_budget_bytes if request.device == "cpu" and request.memory_budget_bytes else 0
        entry = [python, "-m", self.entry_module, str(request.job_path), "--run-dir", str(request.run_dir)]
        return [sys.executable, "-S", "-c", _TRAMPOLINE, str(int(budget)), "--", *entry]

    def launch(self, request: LaunchRequest) -> LaunchResult:
        self._stop_requested, self._stop_at = False, None
        started_at, t0 = utc_now(), time.monotonic()
        try:
            out = open(request.stdout_path, "xb")
            err = open(request.stderr_path, "xb")
        except OSError as exc:
            raise InfraError(f"cannot create launch logs for {request.launch_id}: {exc}") from None
        timed_out = False
        with out, err:
            try:
                proc = subprocess.Popen(
                    self.command(request),
                    stdout=out,
                    stderr=err,
                    stdin=subprocess.DEVNULL,
                    cwd=request.run_dir,
                    env=child_environment(request.environment_mode == "venv"),
                    start_new_session=True,
                )
            except OSError as exc:
                raise InfraError(f"cannot start the entrypoint for {request.launch_id}: {exc}") from None
            with self._lock:
                self._proc = proc
            try:
                while True:
                    try:
                        returncode = proc.wait(timeout=self.poll_interval_s)
                        break
                    except subprocess.TimeoutExpired:
                        pass
                    if self.on_poll is not None:
                        self.on_poll()
                    if request.timeout_s is not None and time.monotonic() - t0 > request.timeout_s and not timed_out:
                        timed_out = True
                        self._stop(proc)
                    elif self._stop_at is not None and time.monotonic() - self._stop_at > self.grace_s:
                        self._stop(proc)  # asked to stop but still running: escalate
            finally:
                if proc.poll() is None:  # an exception (e.g. KeyboardInterrupt) left the child running
                    self._stop(proc)
                with self._lock:
                    self._proc = None
        exit_code, signum, message = describe_exit(returncode)
        status, message = launch_status(
            stop_requested=self._stop_requested,
            timed_out=timed_out,
            exit_code=returncode,
            timeout_s=request.timeout_s,
            message=message,
        )
        if status == "failed":
            tail = _last_line(request.stderr_path)
            message = f"{message}; last stderr line: {tail}" if tail else message
        return LaunchResult.ended(
            request,
            runner=self.name,
            status=status,
            exit_code=exit_code,
            signal=signum,
            started_at=started_at,
            wall_s=round(time.monotonic() - t0, 3),
            message=message,
        )

    def _stop(self, proc: subprocess.Popen) -> None:
        """SIGTERM the child's process group, SIGKILL after the grace period; waits for it."""
        for sig, wait_s in ((signal.SIGTERM, self.grace_s), (signal.SIGKILL, None)):
            try:
                os.killpg(proc.pid, sig)
            except ProcessLookupError:
                return
            try:
                proc.wait(timeout=wait_s)
                return
            except subprocess.TimeoutExpired:
                continue

    def terminate(self) -> None:
        """Ask the running child to stop (SIGTERM to its process group); ``launch`` then escalates and returns."""
        self._stop_requested = True
        self._stop_at = time.monotonic()
        with self._lock:
            proc = self._proc
        if proc is not None and proc.poll() is None:
            try:
                os.killpg(proc.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass

    def run_tool(self, request: ToolRequest) -> ToolResult:
        python = request.python or sys.executable
        t0 = time.monotonic()
        try:
            proc = subprocess.run(
                [python, *request.args],
                capture_output=True,
                text=True,
                stdin=subprocess.DEVNULL,
                cwd=request.run_dir or HARNESS_ROOT,
                env=child_environment(request.environment_mode == "venv"),
                timeout=request.timeout_s,
            )
        except subprocess.TimeoutExpired as exc:
            return ToolResult(
                None,
                _text(exc.stdout),
                _text(exc.stderr) + f"\n[harness] timed out after {request.timeout_s} s",
                round(time.monotonic() - t0, 3),
            )
        except OSError as exc:
            raise InfraError(f"cannot start {python}: {exc}") from None
        return ToolResult(proc.returncode, proc.stdout, proc.stderr, round(time.monotonic() - t0, 3))


def _text(data: bytes | str | None) -> str:
    if data is None:
        return ""
    return data if isinstance(data, str) else data.decode("utf-8", "replace")
