"""Footprint accounting: measured cache bytes / analytic bytes for each cache type at two lengths.

For each cache (dynamic, quanto int4, quanto int2, hqq int4, fp8 where installed) and each input length, one
generate() through the entry's instrumented path, then the cache walk (each storage once) divided by the analytic
reference: the same tokens in the weight dtype for dynamic; the theoretical quantized size (bits + group
scale/zero + full-precision residual window) for the quantized ones. Target: 1.00 +/- 0.01.

    python benchmarks/footprint_accounting.py --model models/tiny-llama --lengths 512 2048 --new-tokens 64
"""
from __future__ import annotations

import argparse
import copy

from _common import load, prompt_ids

CACHES = {
    "dynamic": {"implementation": "dynamic"},
    "quanto-int4": {"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64,
                    "residual_length": 128},
    "quanto-int2": {"implementation": "quantized", "backend": "quanto", "nbits": 2, "q_group_size": 64,
                    "residual_length": 128},
    "hqq-int4": {"implementation": "quantized", "backend": "hqq", "nbits": 4, "q_group_size": 64,
                 "residual_length": 128, "axis_key": 1, "axis_value": 1},
    "fp8": {"implementation": "quantized", "backend": "fp8"},
}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", default="models/tiny-llama")
    parser.add_argument("--lengths", type=int, nargs="+", default=[512, 2048])
    parser.add_argument("--new-tokens", type=int, default=64)
    parser.add_argument("--threads", type=int, default=None)
    parser.add_argument("--device", default="cpu", help="cpu, cuda or cuda:N (default cpu)")
    args = parser.parse_args()

    import torch

    from harness.entry.cachemap import CacheMappingError, api_facts, map_cache
    from harness.entry.effective import read_back, validate
    from harness.entry.memory import DeviceProbe
    from harness.entry.request import instrumented_generate
    from harness.entry.summarize import kv_figures

    model, tok = load(args.model, args.threads, args.device)
    facts = api_facts()
    probe = DeviceProbe.for_device(args.device)
    print(f"device {args.device}")
    print(f"{'cache':12s} {'tokens':>6s} {'measured B':>11s} {'analytic B':>11s} {'ratio':>7s} "
          f"{'vs dense':>8s} {'q/res tok':>10s} valid")
    worst = 0.0
    invalid: list[str] = []
    for name, options in CACHES.items():
        try:
            cache_kwargs = map_cache(options, facts)
        except CacheMappingError as exc:
            print(f"{name:12s} not installed / not supported: {exc}")
            continue
        for n in args.lengths:
            ids = prompt_ids(tok, n, args.device)
            kwargs = {"max_new_tokens": args.new_tokens, "min_new_tokens": args.new_tokens, "do_sample": False,
                      "attention_mask": torch.ones_like(ids), "pad_token_id": tok.pad_token_id,
                      **copy.deepcopy(cache_kwargs)}  # a transformers before its PR 48700 consumes cache_config
            result = instrumented_generate(model, ids, kwargs, probe)
            kv = kv_figures(result["cache"], model, facts)
            effective = read_back(result["cache"], facts, kv["footprint"], result["messages"])
            reasons = validate(effective, cache_kwargs, facts)
            analytic = kv["analytic_dense_bytes"] if name == "dynamic" else kv["analytic_quantized_bytes"]
            ratio = kv["final_bytes"] / analytic
            worst = max(worst, abs(ratio - 1))
            if reasons:
                invalid.append(f"{name} {kv['tokens']}: {'; '.join(reasons)}")
            split = f"{kv['quantized_tokens']}/{kv['residual_tokens']}" if kv["quantized_tokens"] is not None else "-"
            print(f"{name:12s} {kv['tokens']:6d} {kv['final_bytes']:11d} {analytic:11d} {ratio:7.4f} "
                  f"{kv['final_bytes'] / kv['analytic_dense_bytes']:8.4f} {split:>10s} {not reasons}", flush=True)
    print(f"worst |ratio - 1| = {worst:.4f} (target <= 0.01)")
    print(f"rows whose requested cache was not confirmed: {len(invalid)}")
    for line in invalid:
        print(f"  {line}")
    return 1 if invalid else 0


if __name__ == "__main__":
    raise SystemExit(main())
