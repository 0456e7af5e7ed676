"""Measurement stability of one matrix cell and branch: flagged, never silently averaged.

``stability_of(records)`` reads the figure records of one (cell, branch) and returns ``{"spread", "flags"}``:

- ``spread``: max / min of the repeats' generation times (None with fewer than two);
- a flag when the spread exceeds ``SPREAD_LIMIT`` (the repeats disagree: one of them ran under other conditions,
  e.g. a 0.89 s repeat beside a 28.9 s one on a busy host);
- a flag per repeat measured on a busy host, from the record's ``host_load`` (when recorded): the load that is
  not this process's own (the higher 1-minute load average around the request minus the cores the process itself
  used, ``cpu_per_wall``) above ``BUSY_LOAD_PER_CPU`` per CPU the process may use, or CPU time stolen by the
  hypervisor above ``STEAL_LIMIT`` of the request's wall time. The load average lags by about a minute, so the
  limit is generous: it names hosts that other work kept saturated, not a harness starting its next child.

Each flag carries the advice: more repeats, a quiet host. The figures stay as measured; the report names the
flagged cells next to the decision.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from harness.verdict.views import RunRecord, as_record

SPREAD_LIMIT = 1.5  # max/min generation time over the repeats of one cell and branch
BUSY_LOAD_PER_CPU = 1.5  # load from other work, per allowed CPU, above which the host counts as busy
STEAL_LIMIT = 0.05  # stolen CPU time / wall time


def _num(v) -> float | None:
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else None


def stability_of(records: Iterable[RunRecord | Mapping]) -> dict:
    recs = [as_record(r) for r in records]
    measured = [(r.repeat, _num(r.timing.generation_s)) for r in recs]
    times = [(rep, t) for rep, t in measured if t is not None and t > 0]
    flags: list[str] = []
    spread = None
    if len(times) >= 2:
        lo, hi = min(times, key=lambda x: x[1]), max(times, key=lambda x: x[1])
        spread = hi[1] / lo[1]
        if spread > SPREAD_LIMIT:
            flags.append(
                f"repeats spread {spread:.2f}x > {SPREAD_LIMIT}x (r{lo[0]} {lo[1]:.3g} s, r{hi[0]} {hi[1]:.3g} s): "
                "run more repeats on a quiet host"
            )
    for r in recs:
        load = r.host_load
        if load is None:
            continue
        cpus = _num(load.cpus_allowed) or _num(load.cpu_count)
        avg = max(
            (x for x in (_num(load.loadavg_1m_before), _num(load.loadavg_1m_after)) if x is not None),
            default=None,
        )
        wall, steal = _num(load.wall_s), _num(load.steal_s)
        foreign = None if avg is None else avg - (_num(load.cpu_per_wall) or 0.0)
        if cpus and foreign is not None and foreign > BUSY_LOAD_PER_CPU * cpus:
            flags.append(
                f"r{r.repeat}: busy host (1-min load {avg:.1f} on {cpus:.0f} CPU(s), "
                f"{foreign:.1f} of it other work): repeat it on a quiet host"
            )
        elif wall and steal is not None and steal / wall > STEAL_LIMIT:
            flags.append(
                f"r{r.repeat}: {steal / wall:.0%} of the time stolen by the hypervisor: repeat it on a quiet host"
            )
    return {"spread": spread, "flags": flags}
