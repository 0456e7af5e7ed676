"""Measurement overhead of the entry: an instrumented request vs a bare ``model.generate`` on the same input.

Same process, same model, interleaved pairs (the order inside a pair alternates), ``--pairs`` >= 9. Both sides make
the same ``generate(..., return_dict_in_generate=True)`` call and free its output after their clock stops. The
instrumented side is what the entry does around generate: peaks reset, forward hook with the prefill-end work,
captured warnings, the cache walk, the effective-config read-back and validity checks, and the analytic sizes.
Prints per-pair ratios, the median per-pair ratio with a bootstrap 95 % interval (seeded, so a rerun on the same
timings prints the same interval), the ratio of medians, and the instrumented request split into its own parts
(before generate, the prefill hook's work, after generate, the cache read-back), each as a share of the bare
time. The split is timed inside the same call, so it is far less noisy than the pair ratios on a shared host.
An A/A control (a second bare call in every pair, on by default) prints the same median and interval for bare vs
bare: the resolution of the pair ratios on this host, against which the overhead's interval can be read.
The issue's target is overhead <= 2 % (1024 tokens in, 128 out, tiny model, CPU). Wall clock from
``time.perf_counter``; seconds.

    python benchmarks/entry_overhead.py --model models/tiny-llama --pairs 31 --threads 1
"""
from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import time

from _common import load, prompt_ids


def bootstrap_median(values: list[float], rounds: int = 4000, seed: int = 0) -> tuple[float, float]:
    """2.5th and 97.5th percentiles of the median over ``rounds`` resamples with replacement."""
    rng = random.Random(seed)
    medians = sorted(statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds))
    return medians[int(0.025 * rounds)], medians[int(0.975 * rounds) - 1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="models/tiny-llama")
    parser.add_argument("--input-tokens", type=int, default=1024)
    parser.add_argument("--new-tokens", type=int, default=128)
    parser.add_argument("--pairs", type=int, default=31)
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's choice)")
    parser.add_argument("--device", default="cpu", help="cpu (the issue's target), cuda or cuda:N")
    parser.add_argument("--no-control", dest="control", action="store_false",
                        help="leave out the A/A control (a second bare call in every pair, 1/3 less time)")
    args = parser.parse_args()
    if args.pairs < 9:
        parser.error("--pairs must be >= 9")

    import torch

    from harness.entry.cachemap import api_facts
    from harness.entry.effective import read_back, validate
    from harness.entry.memory import DeviceProbe
    from harness.entry.request import instrumented_generate
    from harness.entry.summarize import kv_figures

    model, tok = load(args.model, args.threads, args.device)
    ids = prompt_ids(tok, args.input_tokens, args.device)
    facts = api_facts()
    cache_kwargs = {"cache_implementation": "dynamic"}
    kwargs = {"max_new_tokens": args.new_tokens, "min_new_tokens": args.new_tokens, "do_sample": False,
              "attention_mask": torch.ones_like(ids), "pad_token_id": tok.pad_token_id, **cache_kwargs}
    probe = DeviceProbe.for_device(args.device)

    cpu = {"bare": [], "instrumented": []}  # process CPU seconds: less sensitive to other processes on the host

    def bare(cpu_key: str | None = "bare") -> float:
        probe.synchronize()  # a no-op on CPU; on CUDA the same synchronisation the entry does around generate
        c0, t0 = time.process_time(), time.perf_counter()
        # The same generate call the entry makes (return_dict_in_generate=True): the output and its cache are freed
        # after the clock stops on both sides. Without it, generate would drop the cache inside the timed region,
        # and the cost of freeing the cache's memory would be billed to the bare side only, flattering the
        # instrumented one.
        out = model.generate(ids, return_dict_in_generate=True, **kwargs)
        probe.synchronize()
        elapsed = time.perf_counter() - t0
        if cpu_key:
            cpu[cpu_key].append(time.process_time() - c0)
        assert out.sequences.shape[1] == ids.shape[1] + args.new_tokens
        return elapsed

    parts: dict[str, list[float]] = {"before generate": [], "prefill hook": [], "after generate": [],
                                     "cache read-back": [], "inside generate": []}

    def instrumented() -> tuple[float, float]:
        """(wall seconds of the whole instrumented request, the generation_s the entry would record)."""
        c0, t0 = time.process_time(), time.perf_counter()
        result = instrumented_generate(model, ids, dict(kwargs), probe)
        t1 = time.perf_counter()
        kv = kv_figures(result["cache"], model, facts)
        effective = read_back(result["cache"], facts, kv["footprint"], result["messages"])
        reasons = validate(effective, cache_kwargs, facts)
        elapsed = time.perf_counter() - t0
        cpu["instrumented"].append(time.process_time() - c0)
        assert not reasons, reasons
        state = result["state"]
        reported = (state.t_prefill_end - state.t_start) + (result["t_end"] - state.t_decode_start)
        parts["before generate"].append(state.t_start - t0)
        parts["prefill hook"].append(state.t_decode_start - state.t_prefill_end)
        parts["after generate"].append(t1 - result["t_end"])
        parts["cache read-back"].append(t0 + elapsed - t1)
        parts["inside generate"].append(reported)
        return elapsed, reported

    bare(), instrumented()  # warm-up, not counted
    cpu["bare"].clear(), cpu["instrumented"].clear()
    for values in parts.values():
        values.clear()
    # Order inside a pair: alternating, or with the control every permutation of the three calls in turn.
    orders = (list(itertools.permutations(("bare", "instrumented", "control"))) if args.control
              else [("bare", "instrumented"), ("instrumented", "bare")])
    pairs, reported, controls = [], [], []
    for i in range(args.pairs):
        got = {}
        for who in orders[i % len(orders)]:
            got[who] = instrumented() if who == "instrumented" else bare("bare" if who == "bare" else None)
        b, (m, g) = got["bare"], got["instrumented"]
        pairs.append((b, m))
        reported.append(g / b)
        control = f"  control {got['control']:.3f} s" if "control" in got else ""
        if "control" in got:
            controls.append(got["control"] / b)
        print(f"pair {i + 1:2d}: bare {b:.3f} s  instrumented {m:.3f} s (recorded generation_s {g:.3f})  "
              f"ratio {m / b:.4f}{control}", flush=True)
    ratios = [m / b for b, m in pairs]
    med_b = statistics.median(b for b, _ in pairs)
    med_m = statistics.median(m for _, m in pairs)
    print(f"device {args.device}; threads {torch.get_num_threads()}; input {args.input_tokens} tokens, {args.new_tokens} new tokens, "
          f"{args.pairs} pairs")
    print(f"median bare {med_b:.4f} s, median instrumented {med_m:.4f} s, ratio of medians {med_m / med_b:.4f}")
    low, high = bootstrap_median(ratios)
    overhead = 100 * (statistics.median(ratios) - 1)
    print(f"median of per-pair ratios {statistics.median(ratios):.4f}, bootstrap 95 % interval "
          f"[{low:.4f}, {high:.4f}] (overhead {overhead:+.2f} %; target <= +2 %: "
          f"{'met' if overhead <= 2 else 'NOT met'} by the median"
          f"{', and by the whole interval' if high <= 1.02 else '; the interval reaches above +2 %'})")
    if controls:
        c_low, c_high = bootstrap_median(controls)
        print(f"A/A control (a second bare call / bare, same pairs): median {statistics.median(controls):.4f}, "
              f"bootstrap 95 % interval [{c_low:.4f}, {c_high:.4f}]: how far the pair ratios wander on this host "
              "when nothing differs")
    print(f"the instrumented request in parts (median seconds, share of the median bare {med_b:.4f} s):")
    for name, values in parts.items():
        print(f"  {name:16s} {statistics.median(values):.5f} s  {100 * statistics.median(values) / med_b:7.3f} %")
    outside = [sum(values[i] for name, values in parts.items() if name != "inside generate")
               for i in range(args.pairs)]
    print(f"  all outside generate (median of the per-request sums) {statistics.median(outside):.5f} s "
          f"= {100 * statistics.median(outside) / med_b:.3f} % of bare: the instrumentation's own cost, "
          "without the pair noise")
    print(f"median of recorded generation_s / bare {statistics.median(reported):.4f} "
          f"(timing distortion {100 * (statistics.median(reported) - 1):+.2f} %)")
    cpu_ratios = [m / b for b, m in zip(cpu["bare"], cpu["instrumented"])]
    print(f"process CPU time: median bare {statistics.median(cpu['bare']):.4f} s, median instrumented "
          f"{statistics.median(cpu['instrumented']):.4f} s, median per-pair ratio {statistics.median(cpu_ratios):.4f}")
    print(f"load average now: {' '.join(f'{x:.2f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs "
          "(wall-clock ratios are only meaningful on a quiet host)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
