"""harness.entry.hostload: the host's load over one interval (the record's ``host_load``), measured for real."""
from __future__ import annotations

import os
import time

import pytest

from harness.entry.hostload import HostMeter, measure
from harness.entry.record import HostLoad

pytestmark = pytest.mark.unit


def _check_shape(d: dict) -> HostLoad:
    hl = HostLoad(**d)  # exactly the record's fields: no missing, no extra
    for name in ("ctx_switches_voluntary", "ctx_switches_involuntary"):
        value = getattr(hl, name)
        assert isinstance(value, int) and not isinstance(value, bool) and value >= 0, (name, value)
    assert isinstance(hl.process_cpu_s, float) and hl.process_cpu_s >= 0
    assert isinstance(hl.wall_s, float) and hl.wall_s >= 0
    assert hl.cpu_count == os.cpu_count()
    if hasattr(os, "sched_getaffinity"):
        assert hl.cpus_allowed == len(os.sched_getaffinity(0))
    if hasattr(os, "getloadavg"):
        assert isinstance(hl.loadavg_1m_before, float) and hl.loadavg_1m_before >= 0
        assert isinstance(hl.loadavg_1m_after, float) and hl.loadavg_1m_after >= 0
    assert hl.steal_s is None or (isinstance(hl.steal_s, float) and hl.steal_s >= 0)
    if os.path.exists("/proc/stat"):
        assert hl.steal_s is not None
    return hl


def test_a_cpu_bound_interval_keeps_about_one_core_busy():
    with measure() as meter:
        deadline = time.perf_counter() + 0.3
        n = 0
        while time.perf_counter() < deadline:  # the measured subject: one thread spinning for 0.3 s
            n += 1
    hl = _check_shape(meter.result())
    assert n > 0 and 0.3 <= hl.wall_s < 1.0
    assert hl.cpu_per_wall is not None and 0.5 <= hl.cpu_per_wall <= 1.5, hl
    assert hl.cpu_per_wall == pytest.approx(hl.process_cpu_s / hl.wall_s)


def test_a_sleeping_interval_keeps_no_core_busy():
    with measure() as meter:
        time.sleep(0.2)  # the measured subject: an idle interval, not a wait for something
    hl = _check_shape(meter.result())
    assert hl.wall_s >= 0.2
    assert hl.cpu_per_wall is not None and hl.cpu_per_wall < 0.5, hl
    assert hl.ctx_switches_voluntary >= 1  # the sleep gave the CPU up


def test_begin_and_end_are_the_interval_instants():
    meter = HostMeter()
    t0 = meter.begin()
    t1 = meter.end()
    assert meter.end() == t1  # idempotent: a second end reads nothing new
    assert meter.result()["wall_s"] == t1 - t0
    assert meter.result() == meter.result()


def test_an_exception_still_closes_the_interval():
    with pytest.raises(RuntimeError):
        with measure() as meter:
            time.sleep(0.05)
            raise RuntimeError("generation failed")
    assert meter.ended
    assert _check_shape(meter.result()).wall_s >= 0.05


def test_a_meter_never_begun_reads_an_empty_interval():
    """A request that failed before generation still gets a host_load: an empty interval at the failure."""
    hl = _check_shape(HostMeter().result())
    assert hl.wall_s == 0.0 and hl.process_cpu_s == 0.0 and hl.cpu_per_wall is None
    assert hl.ctx_switches_voluntary == 0 and hl.ctx_switches_involuntary == 0
