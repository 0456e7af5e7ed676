"""CRAFTED TEST FIXTURES, NOT MEASUREMENTS: schema-shaped run directories for the verdict and report tests.

Every number here is made up by formula so that each adversarial case is easy to read; ``run.json`` carries
``synthetic_fixture`` and the rendered report says so. Shapes follow docs/contracts.md (run directory, plan,
record, launch result, grades, admission, fallback).

``build_run(root, variant)`` writes one run directory and returns its path. Variants (``VARIANTS``):
- ``base``: a clean run, equal lengths everywhere, everything graded, fallback verified.
- ``early_stop``: the candidate stops at EOS after 180 tokens in t4096-b256 (ordinary reaches the budget).
- ``ordinary_oom``: the ordinary branch runs out of memory at t4096 in every repeat; the candidate completes.
- ``config_ignored``: the candidate's quantized cache was ignored at t4096 (entry wrote ``valid: false``).
- ``thresholds_edited``: acceptance.json's time limit was raised after the run (spec keeps the original).
- ``missing_repeat``: the candidate's repeat 3 launch crashed before writing any record.
- ``tiny``: the same run on a tiny model on CPU (text meaningless; RSS instead of CUDA counters).
- ``partial_line``: a crash left half a JSON line at the end of one records.jsonl.
"""
from __future__ import annotations

import hashlib
import json
from pathlib import Path

RUN_ID = "20261129T090000Z-abc123"
CAND = "quanto-int4"
TIERS = {"t1024": 1021, "t4096": 4093}  # tier id -> actual input tokens
BUDGET = 256
REPEATS = (1, 2, 3)
KV_PER_TOKEN = 2 * 32 * 8 * 128 * 2  # k+v x layers x kv heads x head dim x bf16 bytes (crafted 8B-like model)
WEIGHTS = 16_000_000_000
FACTS = ("F1-pilot-date", "F2-scope", "F3-budget", "F4-approval")
VARIANTS = ("base", "early_stop", "ordinary_oom", "config_ignored", "thresholds_edited", "missing_repeat", "tiny",
            "partial_line")
THRESHOLDS = {"memory_headroom_fraction": 0.15, "max_generation_seconds": 120, "facts_must_be_correct": "all",
              "max_unsupported_additions": 0}


def _dump(path: Path, data) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def _sha(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _launches() -> list[dict]:
    short = [{"tier_id": "t1024", "output_budget": BUDGET}]
    out = [{"launch_id": f"L0{i + 1}-short-{b}", "phase": "short_sample", "branch": b,
            "role": "ordinary" if b == "ordinary" else "candidate", "repeat": None, "warmup": short,
            "cells": [{"cell_id": f"short-t1024-b{BUDGET}", "tier_id": "t1024", "output_budget": BUDGET, "repeat": None}]}
           for i, b in enumerate(("ordinary", CAND))]
    n = 3
    for r in REPEATS:
        order = ("ordinary", CAND) if r % 2 else (CAND, "ordinary")
        for b in order:
            out.append({"launch_id": f"L{n:02d}-r{r}-{b}", "phase": "matrix", "branch": b,
                        "role": "ordinary" if b == "ordinary" else "candidate", "repeat": r, "warmup": short,
                        "cells": [{"cell_id": f"{t}-b{BUDGET}-r{r}", "tier_id": t, "output_budget": BUDGET, "repeat": r}
                                  for t in TIERS]})
            n += 1
    return out


def _record(launch: dict, cell: dict, variant: str, spec_hash: str, inputs: dict, warmup: bool = False) -> dict:
    branch, tier, r = launch["branch"], cell["tier_id"], cell["repeat"] or 0
    cand = branch == CAND
    cpu = variant == "tiny"
    n_in = TIERS[tier]
    out_tokens = BUDGET
    stop = "length"
    if variant == "early_stop" and cand and tier == "t4096" and launch["phase"] == "matrix":
        out_tokens, stop = 180, "eos"
    tokens = n_in + out_tokens
    dense = KV_PER_TOKEN * tokens
    quant = int(KV_PER_TOKEN * (tokens - 128) * 0.28125 + KV_PER_TOKEN * 128)
    kv = int(quant * 1.04) if cand else dense
    gen = round((0.021 if not cand else 0.027) * out_tokens + 0.00005 * n_in + 0.01 * r, 4)
    prefill = round(0.00005 * n_in * (1.2 if cand else 1.0), 4)
    peak = WEIGHTS + kv + 300_000_000 + 1_000_000 * r
    rec = {
        "record_version": 1, "run_id": RUN_ID, "spec_hash": spec_hash, "launch_id": launch["launch_id"],
        "phase": launch["phase"], "branch": branch, "role": launch["role"], "repeat": cell["repeat"],
        "cell_id": cell["cell_id"] if not warmup else f"warmup-{tier}", "warmup": warmup,
        "sample_id": "writing_case_a", "tier_id": tier, "model_revision": "sha256:" + "ab" * 32,
        "input_tokens": n_in, "input_sha256": inputs[tier], "output_budget": cell["output_budget"],
        "output_tokens": out_tokens, "stop_reason": stop, "completed": True, "error": None,
        "valid": True, "invalid_reasons": [],
        "cache_requested": ({"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64,
                             "residual_length": 128} if cand else {"implementation": "dynamic"}),
        "cache_kwargs": {"cache_implementation": "quantized", "cache_config": {"backend": "quanto", "nbits": 4}} if cand else {},
        "effective_cache": ({"cache_class": "QuantizedCache", "layer_classes": ["QuantoQuantizedLayer"] * 4,
                             "backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 128,
                             "axis_key": 0, "axis_value": 0, "quantized_storage_bytes": kv - KV_PER_TOKEN * 128,
                             "warnings": []} if cand else
                            {"cache_class": "DynamicCache", "layer_classes": ["DynamicLayer"] * 4, "warnings": []}),
        "timing": {"generation_s": gen, "prefill_s": prefill, "decode_s": round(gen - prefill, 4)},
        "memory": {"device_kind": "cpu" if cpu else "cuda",
                   "peak_allocated_bytes": None if cpu else peak, "peak_reserved_bytes": None if cpu else peak + 512_000_000,
                   "prefill_peak_allocated_bytes": None, "prefill_peak_reserved_bytes": None,
                   "decode_peak_allocated_bytes": None, "decode_peak_reserved_bytes": None,
                   "peak_rss_bytes": peak // 100 if cpu else None, "prefill_peak_rss_bytes": None,
                   "decode_peak_rss_bytes": None},
        "nvml": None if cpu else {"used_before_bytes": WEIGHTS + 900_000_000, "peak_used_bytes": peak + 900_000_000,
                                  "total_bytes": 150_000_000_000},
        "resident_after_load": {"load_s": 12.0, "rss_bytes": 2_000_000_000, "cuda_allocated_bytes": WEIGHTS,
                                "cuda_reserved_bytes": WEIGHTS + 100_000_000, "nvml_used_bytes": None},
        "kv_cache": {"tokens": tokens, "after_prefill_bytes": kv * n_in // tokens, "final_bytes": kv,
                     "analytic_dense_bytes": dense, "analytic_quantized_bytes": quant if cand else None},
        "artifacts": {"output_text": f"launches/{launch['launch_id']}/outputs/{cell['cell_id']}.txt",
                      "output_ids": f"launches/{launch['launch_id']}/outputs/{cell['cell_id']}.ids.json"},
        "environment": {"python": "3.11.7", "torch": "2.13.0", "transformers": "5.24.0",
                        "optimum-quanto": "0.2.7" if cand else None, "hqq": None, "device_name": "cpu" if cpu else "NVIDIA H200",
                        "driver": None if cpu else "570.00", "cuda": None if cpu else "12.8", "hostname": "fixture-host",
                        "runner": "local" if cpu else "docker", "image_digest": None if cpu else f"sha256:{'cd' if cand else 'ef'}" * 1 + "0" * 62},
        "started_at": f"2026-11-29T09:{10 + r:02d}:00Z", "finished_at": f"2026-11-29T09:{10 + r:02d}:30Z",
    }
    if variant == "ordinary_oom" and not cand and tier == "t4096" and launch["phase"] == "matrix":
        rec.update(output_tokens=None, stop_reason=None, completed=False, timing=None, kv_cache=None, nvml=None,
                   effective_cache=None, error={"class": "OutOfMemoryError", "message": "CUDA out of memory (crafted)"})
        rec["memory"] = {k: None for k in rec["memory"]} | {"device_kind": "cuda"}
    if variant == "config_ignored" and cand and tier == "t4096" and launch["phase"] == "matrix":
        rec.update(valid=False, invalid_reasons=["cache_implementation was ignored: effective cache DynamicCache"])
        rec["effective_cache"] = {"cache_class": "DynamicCache", "layer_classes": ["DynamicLayer"] * 4, "warnings": [
            "generate ignored cache_implementation='quantized' (crafted warning)"]}
    return rec


def _grade(rec: dict) -> dict:
    """A grade file in the shape ``harness grade`` writes: ``automatic`` (the grader) and ``final`` (after review)."""
    facts = {f: {"grade": "correct", "reviewed": True} for f in FACTS}
    checks = {k: {"pass": True, "detail": ""} for k in ("repetition_loop", "abnormal_characters", "half_sentence",
                                                      "required_sections", "truncation_explained")}
    if rec["stop_reason"] == "eos" and rec["output_tokens"] < BUDGET:
        facts["F4-approval"] = {"grade": "omitted", "reviewed": False}
        checks["required_sections"] = {"pass": False, "detail": "missing section 'sources'"}

    def decided(grade, reviewed):
        return {"grade": grade, "automatic": grade, "reviewed": reviewed, "reviewer": "fixture" if reviewed else None,
                "reason": None}

    final = {"facts": {f: decided(v["grade"], v["reviewed"]) for f, v in facts.items()},
             "cited": {f: decided("cited", True) for f in facts},
             "checks": {k: decided("pass" if v["pass"] else "fail", True) for k, v in checks.items()},
             "unsupported": []}
    keys = ("launch_id", "cell_id", "branch", "role", "phase", "tier_id", "output_budget", "repeat", "stop_reason",
            "output_tokens", "completed", "valid")
    return {**{k: rec[k] for k in keys}, "graded": True, "output_text": rec["artifacts"]["output_text"],
            "automatic": {"checks": checks, "facts": {f: {"grade": v["grade"]} for f, v in facts.items()},
                          "unsupported": []},
            "final": final, "reviewed": True}


def build_run(root: str | Path, variant: str = "base") -> Path:
    """Write the crafted run directory for ``variant`` under ``root`` and return it."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant}")
    run_dir = Path(root) / ("tiny-demo" if variant == "tiny" else "crafted") / RUN_ID
    tiny = variant == "tiny"
    model_path = "/fixtures/models/tiny-llama" if tiny else "/fixtures/models/crafted-8b"
    spec = {"version": 1, "name": "tiny-demo" if tiny else "crafted", "seed": 0,
            "model": {"path": model_path, "revision": "sha256:" + "ab" * 32, "dtype": "float32" if tiny else "bfloat16",
                      "attn_implementation": "sdpa", "device": "cpu" if tiny else "cuda:0"},
            "generation": {"do_sample": False, "length_policy": "natural", "stop_strings": [], "repetition_penalty": 1.0},
            "sample": {"path": "/fixtures/samples/writing_case_a", "placement": "middle"},
            "matrix": {"input_tokens": [1024, 4096], "output_budgets": [BUDGET], "repeats": 3, "warmup": 1,
                       "order": "alternate"},
            "branches": [{"name": "ordinary", "role": "ordinary", "cache": {"implementation": "dynamic"}},
                         {"name": CAND, "role": "candidate", "cache": {"implementation": "quantized", "backend": "quanto",
                                                                       "nbits": 4, "q_group_size": 64, "residual_length": 128}}],
            "acceptance": dict(THRESHOLDS), "device_memory_budget_bytes": None, "runner": "local" if tiny else "docker"}
    spec_text = json.dumps(spec, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    (run_dir).mkdir(parents=True, exist_ok=True)
    (run_dir / "spec.resolved.json").write_text(spec_text, encoding="utf-8")
    spec_hash = _sha(spec_text)
    _dump(run_dir / "run.json", {"run_id": RUN_ID, "spec_hash": spec_hash, "status": "completed",
                                 "created_at": "2026-11-29T09:00:00Z", "finished_at": "2026-11-29T09:40:00Z",
                                 "harness_git": {"commit": "0" * 40, "dirty": False}, "synthetic_fixture": "crafted test record set: not a measurement",
                                 "allow_pending": False, "model_revision": "sha256:" + "ab" * 32})
    thresholds = dict(THRESHOLDS, device_memory_budget_bytes=None)
    acc = {"thresholds": thresholds, "registered_at": "2026-11-29T09:00:00Z",
           "sha256": _sha(json.dumps(thresholds, sort_keys=True, separators=(",", ":")))}
    if variant == "thresholds_edited":
        acc["thresholds"] = dict(thresholds, max_generation_seconds=5)  # tightened after the run: now records fail
    _dump(run_dir / "acceptance.json", acc)
    launches = _launches()
    _dump(run_dir / "plan.json", {"spec_hash": spec_hash, "launches": launches})
    _dump(run_dir / "environment.json", {"device": {"kind": "cpu" if tiny else "cuda", "name": "fixture device",
                                                    "memory_total_bytes": 24_000_000_000 if tiny else 150_000_000_000}})
    inputs = {}
    for tier, n in TIERS.items():
        ids = ",".join(str(i % 2000) for i in range(n))
        inputs[tier] = _sha(ids)
        _dump(run_dir / "inputs" / f"{tier}.json", {"tier_id": tier, "target_tokens": int(tier[1:]), "n_tokens": n,
                                                    "sha256": inputs[tier], "sample_id": "writing_case_a",
                                                    "placement": "middle", "chat_template_applied": True})
    for launch in launches:
        ldir = run_dir / "launches" / launch["launch_id"]
        ldir.mkdir(parents=True, exist_ok=True)
        (ldir / "stdout.log").write_text("crafted fixture log\n", encoding="utf-8")
        (ldir / "stderr.log").write_text("", encoding="utf-8")
        crashed = variant == "missing_repeat" and launch["branch"] == CAND and launch["repeat"] == 3
        _dump(ldir / "job.json", {"job_version": 1, "run_id": RUN_ID, "launch_id": launch["launch_id"],
                                  "branch": launch["branch"], "model": spec["model"], "generation": spec["generation"],
                                  "sample_id": "writing_case_a", "seed": 0})
        _dump(ldir / "launch.json", {"launch_id": launch["launch_id"], "branch": launch["branch"],
                                     "status": "failed" if crashed else "completed", "exit_code": -9 if crashed else 0,
                                     "signal": 9 if crashed else None, "runner": spec["runner"],
                                     "stdout": f"launches/{launch['launch_id']}/stdout.log",
                                     "stderr": f"launches/{launch['launch_id']}/stderr.log"})
        lines = [_record(launch, dict(launch["warmup"][0], cell_id="warmup", repeat=launch["repeat"]), variant,
                         spec_hash, inputs, warmup=True)]
        lines += [] if crashed else [_record(launch, c, variant, spec_hash, inputs) for c in launch["cells"]]
        text = "".join(json.dumps(x, sort_keys=True) + "\n" for x in lines)
        if variant == "partial_line" and launch["launch_id"].endswith("r3-ordinary"):
            text += json.dumps(lines[-1])[:200]
        (ldir / "records.jsonl").write_text(text, encoding="utf-8")
        for rec in lines[1:]:
            if rec["completed"]:
                _dump(run_dir / "grades" / launch["launch_id"] / f"{rec['cell_id']}.json", _grade(rec))
    _dump(run_dir / "admission.json", {"rows": [{
        "branch": CAND, "candidate": CAND, "model_revision": "sha256:" + "ab" * 32, "backend": "quanto",
        "options": {"nbits": 4, "q_group_size": 64, "residual_length": 128},
        "environment": {"runner": spec["runner"], "torch": "2.13.0", "transformers": "5.24.0", "backend_package": "optimum-quanto",
                        "backend_version": "0.2.7", "image_digest": None},
        "status": "allowed", "reasons": [],
        "evidence": [{"check": c, "state": "ok", "detail": "crafted fixture"} for c in (
            "versions", "option_mapping", "layer_types", "short_sample_completed", "effective_cache",
            "quantized_storage", "completeness")]}]})
    needs = [{"launch_id": f"L0{n}-r{r}-ordinary", "cell_id": f"t4096-b{BUDGET}-r{r}", "tier_id": "t4096",
              "output_budget": BUDGET, "reason": "not completed: OutOfMemoryError: CUDA out of memory (crafted)",
              "action": "hand to a person; not retried"} for n, r in ((3, 1), (6, 2), (7, 3))] \
        if variant == "ordinary_oom" else []
    fallback = {"attempt": 1, "checked_at": "2026-11-29T09:45:00Z", "status": "verified", "first_difference": None,
                "branch": "ordinary", "short_sample_launch": "L01-short-ordinary", "cell_id": f"short-t1024-b{BUDGET}",
                "needs_person": needs, "reasons": [],
                "archived": {"launch_id": "L01-short-ordinary", "n_tokens": BUDGET, "stop_reason": "length",
                             "output_ids": "launches/L01-short-ordinary/outputs/x.ids.json"},
                "regenerated": {"launch_id": "fallback-1", "n_tokens": BUDGET, "stop_reason": "length",
                                "effective_cache": "DynamicCache", "output_ids": "fallback/1/outputs/x.ids.json"}}
    _dump(run_dir / "fallback.json", {**fallback, "attempts": [dict(fallback)]})
    from harness.run.seal import adopt

    adopt(run_dir, "crafted test record set, sealed as built")  # the seal a real run carries, over these files
    return run_dir


def reseal(run_dir: Path) -> Path:
    """Seal ``run_dir`` again as it is now: a test that edits a crafted run to model what a run *produced* (not a
    later edit) calls this before reading it, so the edit is not a tampering finding."""
    from harness.run.seal import MANIFEST, adopt

    (Path(run_dir) / MANIFEST).unlink(missing_ok=True)
    adopt(run_dir, "crafted test record set, sealed as built")
    return Path(run_dir)
