"""Capacity on CPU: predicted vs measured boundary for the ordinary branch, quanto int4 and quanto int2.

Writes a spec with the three branches under ``--workdir`` and runs ``harness capacity`` on it under ``--budget``
(RLIMIT_AS per launch; or ``--budget-over-load``: the address space after load plus that much). Each branch: one
calibration launch and at most ``--max-launches - 1`` search launches, each its own process, every one with one
torch thread and a fixed allocator (``harness.capacity.measure.LAUNCH_RUNTIME``), which makes a launch's address
space repeat to within 0.3 MiB (it moved by 10-15 % before). Prints one table: predicted, measured, launches,
error %, gain in tokens; the capacity run directory holds every launch.

With ``--model models/tiny-llama`` the tiny model itself is measured (4 KiB of cache per token; its workspace, e.g.
the prompt's logits, is larger than its cache, and the calibration measures it). Without ``--model`` a KV-heavy
variant is made (``--shape``: the same tokenizer and chat template, 16 layers, 4 KV heads of 128, float32: 64 KiB of
cache per token, seeded random weights); its default budget was chosen before the allocator was fixed.

    python benchmarks/capacity_cpu.py --model models/tiny-llama --budget 1090MiB --output-budget 4
    python benchmarks/capacity_cpu.py --budget 1420MiB --output-budget 16
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KV_HEAVY = {"num_hidden_layers": 16, "num_attention_heads": 4, "num_key_value_heads": 4, "head_dim": 128}

SPEC = """version: 1
name: capacity-cpu
model: {{path: {model}, revision: auto, dtype: float32, attn_implementation: sdpa, device: cpu}}
generation: {{do_sample: false, length_policy: forced}}
sample: {{path: {sample}}}
matrix: {{input_tokens: [512], output_budgets: [{out}], repeats: 1, warmup: 0, order: fixed}}
branches:
  ordinary:
    cache: {{implementation: dynamic}}
  candidates:
    quanto-int4:
      cache: {{implementation: quantized, backend: quanto, nbits: 4, q_group_size: 64, residual_length: 128}}
    quanto-int2:
      cache: {{implementation: quantized, backend: quanto, nbits: 2, q_group_size: 64, residual_length: 128}}
acceptance: {{memory_headroom_fraction: 0.1, max_generation_seconds: 600, facts_must_be_correct: all,
  max_unsupported_additions: 0}}
device_memory_budget: {budget}
runner: local
output_dir: {out_dir}
"""


def make_variant(src: Path, out: Path, overrides: dict, seed: int = 0) -> Path:
    """The tiny model's tokenizer with another shape (seeded random weights). Skipped when ``out`` exists with the
    same config overrides."""
    import torch
    from transformers import GenerationConfig, LlamaConfig, LlamaForCausalLM

    stamp = out / "VARIANT.json"
    if stamp.is_file() and json.loads(stamp.read_text()) == {"source": str(src), "overrides": overrides, "seed": seed}:
        return out
    out.mkdir(parents=True, exist_ok=True)
    cfg = json.loads((src / "config.json").read_text())
    for key in ("architectures", "transformers_version", "dtype"):
        cfg.pop(key, None)
    cfg.update(overrides)
    with torch.random.fork_rng(devices=[]):
        torch.manual_seed(seed)
        model = LlamaForCausalLM(LlamaConfig(**cfg))
    model.generation_config = GenerationConfig(
        bos_token_id=cfg["bos_token_id"], eos_token_id=cfg["eos_token_id"], pad_token_id=cfg["pad_token_id"]
    )
    model.save_pretrained(out)
    for name in ("tokenizer.json", "tokenizer_config.json", "chat_template.jinja"):
        if (src / name).exists():
            shutil.copy(src / name, out / name)
    stamp.write_text(json.dumps({"source": str(src), "overrides": overrides, "seed": seed}))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", help="use this model directory as it is (default: the KV-heavy tiny variant)")
    parser.add_argument("--shape", default=json.dumps(KV_HEAVY), help="config overrides of the tiny variant (JSON)")
    parser.add_argument("--budget", default="1420MiB", help="device_memory_budget of every search launch")
    parser.add_argument("--budget-over-load", help="instead of --budget: address space after load + this (CPU)")
    parser.add_argument("--output-budget", type=int, default=16)
    parser.add_argument("--max-launches", type=int, default=6)
    parser.add_argument("--sample", default=str(ROOT / "samples" / "writing_case_a"))
    parser.add_argument("--workdir", default=str(ROOT / "reports" / "capacity-cpu"))
    args = parser.parse_args()
    work = Path(args.workdir).resolve()
    work.mkdir(parents=True, exist_ok=True)
    if args.model:
        model = Path(args.model).resolve()
    else:
        model = make_variant(ROOT / "models" / "tiny-llama", work / "model-kv-heavy", json.loads(args.shape))
    spec = work / "capacity-cpu.yaml"
    spec.write_text(
        SPEC.format(model=model, sample=args.sample, out=args.output_budget, budget=args.budget, out_dir=work)
    )
    cmd = [sys.executable, "-m", "harness", "capacity", str(spec), "--json", "--max-launches", str(args.max_launches)]
    if args.budget_over_load:
        cmd += ["--budget-over-load", args.budget_over_load]
    proc = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True)
    if proc.returncode not in (0, 1):
        return proc.returncode
    data = json.loads(proc.stdout[: proc.stdout.rindex("}") + 1])
    print(f"\nmodel {data['model']['path']} ({data['model']['revision'][:19]}...), budget {args.budget} "
          f"({data['budget_bytes']} B, {data['budget_kind']}), output budget {data['output_budget']}, "
          f"reachable {data['reachable']['shortest']}-{data['reachable']['longest']} tokens")  # fmt: skip
    print(f"{'branch':<12} {'KV B/tok':>9} {'predicted':>9} {'measured':>9} {'launches':>8} {'error %':>8} "
          f"{'gain meas.':>10} {'gain pred.':>10}  status")  # fmt: skip
    for b in data["branches"]:
        cells = [b["measured_boundary"], b["launches"], b["error_percent"], b["gain_tokens_measured"]]
        meas, launches, err, gain = ("n/a" if v is None else v for v in cells)
        pred_gain = "n/a" if b["gain_tokens_predicted"] is None else b["gain_tokens_predicted"]
        print(f"{b['branch']:<12} {b['kv_bytes_per_token']:>9.0f} {b['predicted_boundary']:>9} {meas:>9} "
              f"{launches:>8} {err:>8} {gain:>10} {pred_gain:>10}  {b['search']['status']}")  # fmt: skip
    print(f"capacity run: {proc.stdout.strip().splitlines()[-1]}")
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
