"""The run's lock: ``run.lock`` in the run directory, an advisory ``flock``.

Contract: commands that change a run take it exclusively (``harness run`` and ``run --resume``, ``fallback``,
``grade``) and write who holds it (pid, command, host, since) into the file; commands that only read a run take
it shared (``report``, which rewrites only its derived files atomically). A command that cannot get the lock
does not wait: it exits 3 (``InfraError``) naming the holder. The lock dies with its process (a killed harness
leaves no stale lock); ``run.lock`` is never sealed. A run directory the user cannot write (an archive on a
read-only mount) is read without a lock.
"""

from __future__ import annotations

import fcntl
import json
import os
import socket
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from harness.errors import InfraError
from harness.run.files import inside

LOCK_FILE = "run.lock"


def _holder(path: Path) -> str:
    try:
        data = json.loads(path.read_text(encoding="utf-8") or "{}")
    except (OSError, ValueError):
        data = {}
    if not isinstance(data, dict) or not data.get("pid"):
        return "another harness command (reading it)"
    return f"`{data.get('command')}` (pid {data.get('pid')} on {data.get('host')}, since {data.get('since')})"


@contextmanager
def run_lock(run_dir: Path, *, exclusive: bool, command: str | None = None) -> Iterator[None]:
    """Hold the run's lock while inside; ``InfraError`` (exit 3) at once when another process holds it."""
    from harness.run.rundir import utc_now

    run_dir = Path(run_dir)
    path = inside(run_dir, LOCK_FILE)
    try:
        fh = open(path, "a+", encoding="utf-8")
    except OSError:
        if exclusive or not run_dir.is_dir():
            raise InfraError(f"{path}: cannot open the run's lock file; is the run directory writable?") from None
        yield  # a read-only archive: nobody can be changing it through this host's harness
        return
    with fh:
        try:
            fcntl.flock(fh, (fcntl.LOCK_EX if exclusive else fcntl.LOCK_SH) | fcntl.LOCK_NB)
        except BlockingIOError:
            raise InfraError(f"{run_dir} is in use by {_holder(path)}; try again when it has ended") from None
        if exclusive:
            fh.seek(0)
            fh.truncate()
            fh.write(
                json.dumps(
                    {
                        "pid": os.getpid(),
                        "command": command or " ".join(["harness", *sys.argv[1:]]),
                        "host": socket.gethostname(),
                        "since": utc_now(),
                    }
                )
                + "\n"
            )
            fh.flush()
        try:
            yield
        finally:
            if exclusive:
                try:
                    fh.seek(0)
                    fh.truncate()
                except OSError:
                    pass
            fcntl.flock(fh, fcntl.LOCK_UN)
