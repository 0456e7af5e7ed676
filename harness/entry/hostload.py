"""The host's load during one request: the record's ``host_load`` (dataclass ``record.HostLoad``).

A timing taken on a busy host is not the same measurement as one taken on an idle host; this keeps what the host
was doing during the request so a report can flag the cell instead of silently averaging it in.

Readings, all stdlib and all host-CPU side (also on a CUDA run):

* ``loadavg_1m_before`` / ``_after``: ``os.getloadavg()[0]`` (the kernel's 1-minute run-queue average, whole host).
* ``cpu_count``: ``os.cpu_count()``; ``cpus_allowed``: ``len(os.sched_getaffinity(0))`` (this process's CPUs).
* ``process_cpu_s``: user + system CPU time of this process, every thread included (``getrusage(RUSAGE_SELF)``
  delta). ``cpu_per_wall`` = ``process_cpu_s / wall_s``: about the number of cores the request kept busy
  (up to torch's thread count); well below it means the process waited (another tenant, I/O, a GPU).
* ``ctx_switches_voluntary`` / ``_involuntary``: ``ru_nvcsw`` / ``ru_nivcsw`` deltas; involuntary switches are
  preemptions, i.e. something else wanted these CPUs.
* ``steal_s``: the ``steal`` column of ``/proc/stat``'s aggregate ``cpu`` line (summed over every CPU of the host),
  delta / ``SC_CLK_TCK``: time a hypervisor ran something else. ``None`` where unreadable.

The interval: ``HostMeter.begin()`` reads the counters and then ``time.perf_counter()`` (that reading *is* the
request's ``t_start``); ``HostMeter.end()`` reads ``time.perf_counter()`` first (the request's ``t_end``) and then
the counters. So nothing is added inside the timed region, and the CPU counters enclose it by a few microseconds.
Any reading that fails is ``None``, never a guess.
"""

from __future__ import annotations

import os
import resource
import time
from collections.abc import Iterator
from contextlib import contextmanager

_PROC_STAT = "/proc/stat"

# One set of readings: (1-minute load average, steal ticks, process CPU seconds, voluntary and involuntary switches)
_Readings = tuple[float | None, int | None, float, int, int]


def _loadavg_1m() -> float | None:
    try:
        return float(os.getloadavg()[0])
    except (OSError, AttributeError):
        return None


def _cpus_allowed() -> int | None:
    try:
        return len(os.sched_getaffinity(0))
    except (OSError, AttributeError):
        return None


def _clock_ticks() -> int | None:
    try:
        ticks = int(os.sysconf("SC_CLK_TCK"))
    except (OSError, ValueError, AttributeError):
        return None
    return ticks if ticks > 0 else None


def _steal_ticks() -> int | None:
    """The aggregate ``cpu`` line's 8th value (steal), or ``None`` (no /proc, an old kernel without the column)."""
    try:
        with open(_PROC_STAT, "rb") as handle:
            line = handle.readline()
    except OSError:
        return None
    parts = line.split()
    if len(parts) < 9 or parts[0] != b"cpu":
        return None
    try:
        return int(parts[8])
    except ValueError:
        return None


def _rusage() -> tuple[float, int, int]:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime, int(r.ru_nvcsw), int(r.ru_nivcsw)


class HostMeter:
    """Host readings around one interval. ``begin()`` / ``end()`` return their ``perf_counter`` reading, so the
    caller's timing uses the very same instants; ``result()`` is the record's ``host_load`` dict."""

    def __init__(self) -> None:
        self._t0: float | None = None
        self._t1: float | None = None
        self._before: _Readings | None = None
        self._after: _Readings | None = None

    @property
    def begun(self) -> bool:
        return self._t0 is not None

    @property
    def ended(self) -> bool:
        return self._t1 is not None

    def begin(self) -> float:
        load = _loadavg_1m()
        steal = _steal_ticks()
        cpu, nvcsw, nivcsw = _rusage()  # the readings nearest the timed region come last
        self._before = (load, steal, cpu, nvcsw, nivcsw)
        self._t0 = time.perf_counter()
        self._t1 = self._after = None
        return self._t0

    def end(self) -> float:
        """Close the interval (idempotent: a second call returns the first one's instant and reads nothing)."""
        if self._t1 is not None:
            return self._t1
        if self._t0 is None:  # never begun: an empty interval at this instant (one set of readings)
            t0 = self.begin()
            self._after, self._t1 = self._before, t0
            return t0
        t1 = time.perf_counter()
        cpu, nvcsw, nivcsw = _rusage()
        steal = _steal_ticks()
        load = _loadavg_1m()
        self._after = (load, steal, cpu, nvcsw, nivcsw)
        self._t1 = t1
        return t1

    def result(self) -> dict:
        """The ``host_load`` dict. Closes the interval if still open; if it was never begun (the request failed
        before generation), an empty interval now: ``wall_s`` 0 and ``cpu_per_wall`` ``None``."""
        self.end()
        before, after, t0, t1 = self._before, self._after, self._t0, self._t1
        assert before is not None and after is not None and t0 is not None and t1 is not None  # set by end()
        load0, steal0, cpu0, vol0, invol0 = before
        load1, steal1, cpu1, vol1, invol1 = after
        wall_s = max(0.0, t1 - t0)
        cpu_s = max(0.0, cpu1 - cpu0)
        ticks = _clock_ticks()
        steal_s = (steal1 - steal0) / ticks if steal0 is not None and steal1 is not None and ticks else None
        return {
            "loadavg_1m_before": load0,
            "loadavg_1m_after": load1,
            "cpu_count": os.cpu_count(),
            "cpus_allowed": _cpus_allowed(),
            "process_cpu_s": cpu_s,
            "wall_s": wall_s,
            "cpu_per_wall": cpu_s / wall_s if wall_s > 0 else None,
            "ctx_switches_voluntary": max(0, vol1 - vol0),
            "ctx_switches_involuntary": max(0, invol1 - invol0),
            "steal_s": max(0.0, steal_s) if steal_s is not None else None,
        }


@contextmanager
def measure() -> Iterator[HostMeter]:
    """``with measure() as meter: ...`` then ``meter.result()``: the host's load over the block (closed on an
    exception too)."""
    meter = HostMeter()
    meter.begin()
    try:
        yield meter
    finally:
        meter.end()
