"""``python -m harness.capacity.probe_entry JOB --run-dir DIR``: the fixed entrypoint, plus address-space readings.

Runs ``harness.entry`` unchanged in this process and, beside the launch's records, writes ``address_space.json``:
the process's ``VmSize`` right after the model is loaded and ``VmPeak`` / ``VmHWM`` after each request (bytes,
from ``/proc/self/status``). ``VmPeak`` never decreases, so with requests in increasing length each reading is the
peak up to and including that request. Under ``RLIMIT_AS`` (the local runner's CPU budget) the address space is
what the limit counts, so these are the figures a capacity prediction is calibrated on. The readings wrap
``load_model`` and ``run_one`` of ``harness.entry.launch`` and change nothing they do.

The allocator is fixed first, from the job's ``runtime.allocator`` (``harness.capacity.measure`` sets it for every
capacity launch), by ``mallopt`` before torch is imported: ``arena_max`` (M_ARENA_MAX: one malloc arena, so no
thread reserves another 64 MiB heap) and ``mmap_threshold`` (M_MMAP_THRESHOLD: every block at least this large is
its own mapping, returned on free; a fixed value also switches off glibc's dynamic threshold, which otherwise rises
with the first large frees and leaves the peak address space to the order of allocations). Without them the same
launch's peak moved by 10-15 % between repeats on a 2-core host; with them (and one torch thread, the job's
``runtime.torch_threads``) it repeats to within 0.1 MiB. What was applied is written to ``address_space.json``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

FIELDS = ("VmSize", "VmPeak", "VmHWM", "VmRSS")
M_MMAP_THRESHOLD, M_ARENA_MAX = -3, -8  # glibc's mallopt parameters (malloc.h)


def fix_allocator(job_path: str | None) -> dict:
    """Apply ``runtime.allocator`` of the job at ``job_path`` with glibc's ``mallopt``; returns what was asked and
    whether each call succeeded (``mallopt`` returns 1 on success). Nothing is applied without a job or a setting,
    or where glibc is not the C library."""
    applied: dict = {}
    try:
        with open(str(job_path), encoding="utf-8") as fh:
            wanted = (json.load(fh).get("runtime") or {}).get("allocator") or {}
    except (OSError, ValueError, TypeError):
        return applied
    try:
        import ctypes

        libc = ctypes.CDLL(None)
        mallopt = libc.mallopt
    except (OSError, AttributeError):
        return {"error": "mallopt is not available (not glibc)", **wanted}
    for key, param in (("arena_max", M_ARENA_MAX), ("mmap_threshold", M_MMAP_THRESHOLD)):
        if wanted.get(key) is not None:
            applied[key] = {"value": int(wanted[key]), "ok": mallopt(param, int(wanted[key])) == 1}
    return applied


def status_bytes() -> dict[str, int | None]:
    """The FIELDS of ``/proc/self/status`` in bytes (None when absent)."""
    out: dict[str, int | None] = dict.fromkeys(FIELDS)
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                key, _, rest = line.partition(":")
                if key in out:
                    out[key] = int(rest.split()[0]) * 1024
    except OSError:
        pass
    return out


def reserved_bytes() -> int | None:
    """Bytes of mappings with no access rights (``---p`` in ``/proc/self/maps``): address space reserved but not
    usable, e.g. the unused part of a malloc arena's 64 MiB heap or a thread stack's guard. glibc makes such
    reservations only when it can; under ``RLIMIT_AS`` it falls back to an existing arena instead, so they are
    counted apart from the memory a request needs."""
    total = 0
    try:
        with open("/proc/self/maps", encoding="ascii") as fh:
            for line in fh:
                fields = line.split(maxsplit=2)
                if len(fields) >= 2 and fields[1] == "---p":
                    start, _, end = fields[0].partition("-")
                    total += int(end, 16) - int(start, 16)
    except (OSError, ValueError):
        return None
    return total


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    allocator = fix_allocator(argv[0] if argv else None)  # before torch (and its threads) exist
    import harness.entry.launch as launch
    from harness.entry.__main__ import main as entry_main

    readings: list[dict] = []
    load_model, run_one = launch.load_model, launch.run_one

    def load_and_read(job, probe):
        loaded = load_model(job, probe)
        readings.append({"event": "loaded", **status_bytes(), "reserved": reserved_bytes()})
        return loaded

    def run_and_read(ctx, request):
        record = run_one(ctx, request)
        readings.append(
            {
                "event": "request",
                "cell_id": request.cell_id,
                "input_tokens": len(ctx["job"].inputs[request.tier_id].input_ids),
                "completed": record.completed,
                **status_bytes(),
                "reserved": reserved_bytes(),
            }
        )
        return record

    launch.load_model, launch.run_one = load_and_read, run_and_read
    code = entry_main(argv)
    if argv:
        out = Path(argv[0]).parent / "address_space.json"
        try:
            text = json.dumps({"allocator": allocator, "readings": readings}, indent=1)
            out.write_text(text + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"[capacity] cannot write {out}: {exc}", file=sys.stderr)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
