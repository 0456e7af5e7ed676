"""Measurement overhead of the entry: an instrumented request vs a bare ``model.generate`` on the same input.

Same process, same model, interleaved pairs (the order inside a pair alternates), ``--pairs`` >= 9. The
instrumented side is what the entry does around generate: peaks reset, forward hook with the prefill-end work,
captured warnings, the cache walk, the effective-config read-back and validity checks, and the analytic sizes.
Prints per-pair ratios and the median ratio; the issue's target is overhead <= 2 % (1024 tokens in, 128 out,
tiny model, CPU). Wall clock from ``time.perf_counter``; seconds.

    python benchmarks/entry_overhead.py --model models/tiny-llama --pairs 9
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from _common import load, prompt_ids


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="models/tiny-llama")
    parser.add_argument("--input-tokens", type=int, default=1024)
    parser.add_argument("--new-tokens", type=int, default=128)
    parser.add_argument("--pairs", type=int, default=9)
    parser.add_argument("--threads", type=int, default=None, help="torch threads (default: torch's choice)")
    args = parser.parse_args()
    if args.pairs < 9:
        parser.error("--pairs must be >= 9")

    import torch

    from harness.entry.cachemap import api_facts
    from harness.entry.effective import read_back, validate
    from harness.entry.memory import DeviceProbe
    from harness.entry.request import instrumented_generate
    from harness.entry.summarize import kv_figures

    model, tok = load(args.model, args.threads)
    ids = prompt_ids(tok, args.input_tokens)
    facts = api_facts()
    cache_kwargs = {"cache_implementation": "dynamic"}
    kwargs = {"max_new_tokens": args.new_tokens, "min_new_tokens": args.new_tokens, "do_sample": False,
              "attention_mask": torch.ones_like(ids), "pad_token_id": tok.pad_token_id, **cache_kwargs}
    probe = DeviceProbe.for_device("cpu")

    cpu = {"bare": [], "instrumented": []}  # process CPU seconds: less sensitive to other processes on the host

    def bare() -> float:
        c0, t0 = time.process_time(), time.perf_counter()
        out = model.generate(ids, **kwargs)
        elapsed = time.perf_counter() - t0
        cpu["bare"].append(time.process_time() - c0)
        assert out.shape[1] == ids.shape[1] + args.new_tokens
        return elapsed

    def instrumented() -> tuple[float, float]:
        """(wall seconds of the whole instrumented request, the generation_s the entry would record)."""
        c0, t0 = time.process_time(), time.perf_counter()
        result = instrumented_generate(model, ids, dict(kwargs), probe)
        kv = kv_figures(result["cache"], model, facts)
        effective = read_back(result["cache"], facts, kv["footprint"], result["messages"])
        reasons = validate(effective, cache_kwargs, facts)
        elapsed = time.perf_counter() - t0
        cpu["instrumented"].append(time.process_time() - c0)
        assert not reasons, reasons
        state = result["state"]
        reported = (state.t_prefill_end - state.t_start) + (result["t_end"] - state.t_decode_start)
        return elapsed, reported

    bare(), instrumented()  # warm-up, not counted
    cpu["bare"].clear(), cpu["instrumented"].clear()
    pairs, reported = [], []
    for i in range(args.pairs):
        if i % 2 == 0:
            b = bare()
            m, g = instrumented()
        else:
            m, g = instrumented()
            b = bare()
        pairs.append((b, m))
        reported.append(g / b)
        print(f"pair {i + 1:2d}: bare {b:.3f} s  instrumented {m:.3f} s (recorded generation_s {g:.3f})  "
              f"ratio {m / b:.4f}", flush=True)
    ratios = [m / b for b, m in pairs]
    med_b = statistics.median(b for b, _ in pairs)
    med_m = statistics.median(m for _, m in pairs)
    print(f"threads {torch.get_num_threads()}; input {args.input_tokens} tokens, {args.new_tokens} new tokens, "
          f"{args.pairs} pairs")
    print(f"median bare {med_b:.4f} s, median instrumented {med_m:.4f} s, ratio of medians {med_m / med_b:.4f}")
    print(f"median of per-pair ratios {statistics.median(ratios):.4f} "
          f"(overhead {100 * (statistics.median(ratios) - 1):+.2f} %; target <= +2 %)")
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
