"""Per applicable family, a matrix (2 tiers x 1 budget x 1 repeat) through the real entrypoint, ordinary and quanto:
every record valid, and the walked KV bytes equal the analytic bytes (ratio 1.00) for each family's shapes (bias, MoE,
q/k norm, GQA and MHA, head_dim != hidden/heads, tied embeddings, the real 32768-id tokenizer)."""
from __future__ import annotations

import pytest

from tests.fixtures.entry_jobs import prepared_ids, read_lines, run_entry, write_input, write_job

pytestmark = pytest.mark.e2e

APPLICABLE = ("llama-3.2", "qwen2.5", "qwen3", "mistral-7b-v0.3", "phi-3", "mixtral")
BRANCHES = {
    "ordinary": ({"implementation": "dynamic"}, "ordinary", "analytic_dense_bytes"),
    "quanto-int4": (
        {"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 32},
        "candidate",
        "analytic_quantized_bytes",
    ),
}
FORCED = {"do_sample": False, "length_policy": "forced", "stop_strings": [], "repetition_penalty": 1.0}


@pytest.mark.parametrize("family", APPLICABLE)
def test_two_tier_matrix_is_valid_and_kv_bytes_match_the_analytic_size(family, family_models, tmp_path):
    model = family_models[family]
    ids = prepared_ids(model, 160)
    inputs = {f"t{n}": write_input(tmp_path, f"t{n}", ids[:n]) for n in (96, 160)}
    cells = [{"cell_id": f"t{n}-b8-r1", "tier_id": f"t{n}", "output_budget": 8, "repeat": 1} for n in (96, 160)]
    for i, (branch, (cache, role, analytic)) in enumerate(BRANCHES.items(), start=1):
        launch = f"L0{i}-{branch}"
        job = write_job(tmp_path, model, cache, inputs, cells, branch=branch, role=role, launch_id=launch,
                        generation=FORCED)
        res = run_entry(job, tmp_path)
        assert res.returncode == 0, res.stderr[-2000:]
        records = read_lines(tmp_path, launch)
        assert [r["cell_id"] for r in records] == [c["cell_id"] for c in cells]
        for rec in records:
            assert rec["valid"] is True, (family, branch, rec["invalid_reasons"])
            assert rec["output_tokens"] == 8 and rec["stop_reason"] == "length"
            kv = rec["kv_cache"]
            assert kv["final_bytes"] > 0 and kv["final_bytes"] / kv[analytic] == pytest.approx(1.0, abs=0.005), kv
        if branch == "quanto-int4":
            assert records[0]["effective_cache"]["cache_class"] == "QuantizedCache"
