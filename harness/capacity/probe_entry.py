"""``python -m harness.capacity.probe_entry JOB --run-dir DIR``: the fixed entrypoint, plus address-space readings.

Runs ``harness.entry`` unchanged in this process and, beside the launch's records, writes ``address_space.json``:
the process's ``VmSize`` right after the model is loaded and ``VmPeak`` / ``VmHWM`` after each request (bytes,
from ``/proc/self/status``). ``VmPeak`` never decreases, so with requests in increasing length each reading is the
peak up to and including that request. Under ``RLIMIT_AS`` (the local runner's CPU budget) the address space is
what the limit counts, so these are the figures a capacity prediction is calibrated on. The readings wrap
``load_model`` and ``run_one`` of ``harness.entry.launch`` and change nothing they do.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

FIELDS = ("VmSize", "VmPeak", "VmHWM", "VmRSS")


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
            out.write_text(json.dumps({"readings": readings}, indent=1) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"[capacity] cannot write {out}: {exc}", file=sys.stderr)
    return code


if __name__ == "__main__":
    raise SystemExit(main())
