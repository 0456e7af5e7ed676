"""``fallback_run(run_dir)``: prove that the ordinary entry can be restored, from the archive alone.

The whole ordinary configuration is rebuilt from ``spec.resolved.json`` (``spec_from_resolved``; never by
deleting quantization fields from a candidate), with its archived environment (the same venv key, or the same
runner/image), the same model revision and the same prepared short-sample input (hash re-checked). A fresh process
with a freshly created cache regenerates the fixed short sample (the plan's ordinary short-sample launch, warm-up
included), and its token ids are compared with the archived ordinary short-sample output:
``verified`` when identical (greedy decoding), ``failed`` with ``first_difference`` (0-based index of the first
differing token; the shorter length when one is a prefix of the other) otherwise or when the archived setup cannot
be restored, ``pending`` when there is no archived output to compare with.

Append-only: attempt ``n`` lives in ``fallback/<n>/`` (job.json, logs, records, outputs, result.json written once);
``fallback.json`` holds the latest result plus the list of every attempt, so no earlier result is lost.
``needs_person`` lists ordinary-branch cells the ordinary branch could not hold (recorded as not completed, or
never recorded): they are handed to a person, not retried.
"""

from __future__ import annotations

import json
from pathlib import Path

from harness.plan import plan_from_dict
from harness.run.context import RunContext
from harness.run.files import inside, measured_records, read_json, read_records, write_json_atomic, write_json_new
from harness.run.jobs import attempt_dirs, recorded_cells
from harness.run.orchestrate import branch_environments, model_revision_for
from harness.run.rundir import open_archived_run, utc_now
from harness.run.seal import seal
from harness.run.select import make_runner
from harness.run.steps import execute_attempt, input_sha256, reconcile_unsealed


def first_difference(a: list[int], b: list[int]) -> int | None:
    """Index of the first position where ``a`` and ``b`` differ (the shorter length for a strict prefix)."""
    for i, (x, y) in enumerate(zip(a, b, strict=False)):
        if x != y:
            return i
    return None if len(a) == len(b) else min(len(a), len(b))


def load_output_ids(run_dir: Path, record: dict) -> list[int]:
    """The generated token ids a record points to (``artifacts.output_ids``, relative to the run directory)."""
    path = inside(Path(run_dir), record["artifacts"]["output_ids"])
    data = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(data, dict):
        data = data.get("output_ids", data.get("ids"))
    if not isinstance(data, list) or not all(isinstance(i, int) for i in data):
        raise ValueError(f"{path}: not a list of token ids")
    return data


def needs_person(run_dir: Path, plan: dict) -> list[dict]:
    """Ordinary-branch cells without a completed record: what the ordinary branch could not hold."""
    out = []
    for launch in plan["launches"]:
        if launch["role"] != "ordinary":
            continue
        done, _ = recorded_cells(run_dir, launch["launch_id"])
        for cell in launch["cells"]:
            record = done.get(cell["cell_id"])
            if record is not None and record.get("completed"):
                continue
            if record is None:
                reason = "no record (the launch ended before this cell)"
            else:
                err = record.get("error") or {}
                reason = f"not completed: {err.get('class', '?')}: {err.get('message', '')}"[:300]
            out.append(
                {
                    "launch_id": launch["launch_id"],
                    "cell_id": cell["cell_id"],
                    "tier_id": cell["tier_id"],
                    "output_budget": cell["output_budget"],
                    "reason": reason,
                    "action": "hand to a person; not retried",
                }
            )
    return out


def _archived_short_record(run_dir: Path, launch_id: str, cell_id: str) -> dict | None:
    for path in attempt_dirs(run_dir, launch_id):
        for record in measured_records(read_records(path / "records.jsonl").records):
            if record.get("cell_id") == cell_id and record.get("completed"):
                return record
    return None


def fallback_run(run_dir: Path) -> dict:
    """Run one fallback attempt for ``run_dir``; return its result (also written to fallback.json)."""
    run_dir = Path(run_dir).resolve()
    run, spec = open_archived_run(run_dir)
    reconcile_unsealed(run_dir)  # an earlier fallback attempt whose harness was killed
    shash = run["spec_hash"]
    plan_dict = read_json(run_dir / "plan.json")
    plan = plan_from_dict(plan_dict)
    short = next(x for x in plan.phase("short_sample") if x.role == "ordinary")
    cell = short.cells[0]
    history = read_json(run_dir / "fallback.json").get("attempts", []) if (run_dir / "fallback.json").exists() else []
    n = len(history) + 1
    while (run_dir / "fallback" / str(n)).exists():
        n += 1
    result = {
        "attempt": n,
        "checked_at": utc_now(),
        "spec_hash": shash,
        "branch": spec.ordinary.name,
        "short_sample_launch": short.launch_id,
        "cell_id": cell.cell_id,
        "first_difference": None,
        "needs_person": needs_person(run_dir, plan_dict),
        "reasons": [],
    }

    archived = _archived_short_record(run_dir, short.launch_id, cell.cell_id)
    if archived is None:
        result.update(status="pending", reasons=["no completed archived ordinary short-sample record to compare with"])
        return _save(run_dir, n, result, history, write_attempt=False)
    reference = load_output_ids(run_dir, archived)
    result["archived"] = {
        "launch_id": archived["launch_id"],
        "output_ids": archived["artifacts"]["output_ids"],
        "n_tokens": len(reference),
        "stop_reason": archived.get("stop_reason"),
    }

    runner = make_runner(run["runner"], spec if run["runner"] == "slurm" else None)
    runner.check_available()
    revision = model_revision_for(spec)
    pythons, facts = branch_environments(spec, runner)
    archived_env = read_json(run_dir / "environment.json").get("branches", {}).get(spec.ordinary.name, {})
    problems = []
    if revision != run["model_revision"]:
        problems.append(f"model files changed: archived {run['model_revision']}, now {revision}")
    if facts[spec.ordinary.name].get("venv_key") != archived_env.get("venv_key"):
        problems.append("the ordinary environment differs from the archived one (venv key)")
    tier = read_json(run_dir / "inputs" / f"{cell.tier_id}.json")
    if input_sha256(tier["input_ids"]) != archived.get("input_sha256"):
        problems.append(f"inputs/{cell.tier_id}.json no longer matches the archived input hash")
    if problems:
        result.update(status="failed", reasons=problems)
        return _save(run_dir, n, result, history, write_attempt=True)

    ctx = RunContext(
        run_dir=run_dir,
        run_id=run["run_id"],
        spec=spec,
        spec_hash=shash,
        plan=plan,
        runner=runner,
        model_revision=revision,
        branch_python=pythons,
        branch_env={
            **facts,
            spec.ordinary.name: {
                **facts[spec.ordinary.name],
                **{k: archived_env[k] for k in ("image", "image_digest") if archived_env.get(k)},
            },
        },
    )
    inputs = {
        cell.tier_id: {
            "path": f"inputs/{cell.tier_id}.json",
            "sha256": tier["sha256"],
            "sample_id": tier.get("sample_id"),
        }
    }
    rel = f"fallback/{n}"
    launch = execute_attempt(ctx, short, inputs, f"fallback-{n}", rel, skip=())
    result["launch"] = {
        k: launch[k] for k in ("status", "exit_code", "signal", "wall_s", "stdout", "stderr", "message")
    }
    regenerated = next(
        (
            r
            for r in measured_records(read_records(run_dir / rel / "records.jsonl").records)
            if r.get("cell_id") == cell.cell_id and r.get("completed")
        ),
        None,
    )
    if regenerated is None:
        result.update(
            status="failed",
            reasons=[
                f"the restored ordinary branch did not complete the short sample "
                f"({launch['status']}: {launch.get('message')})"
            ],
        )
        return _save(run_dir, n, result, history, write_attempt=True)
    ids = load_output_ids(run_dir, regenerated)
    diff = first_difference(reference, ids)
    result["regenerated"] = {
        "launch_id": regenerated["launch_id"],
        "output_ids": regenerated["artifacts"]["output_ids"],
        "n_tokens": len(ids),
        "stop_reason": regenerated.get("stop_reason"),
        "effective_cache": (regenerated.get("effective_cache") or {}).get("cache_class"),
    }
    result.update(
        status="verified" if diff is None else "failed",
        first_difference=diff,
        reasons=[] if diff is None else [f"token ids differ first at position {diff}"],
    )
    return _save(run_dir, n, result, history, write_attempt=True)


def _save(run_dir: Path, n: int, result: dict, history: list[dict], write_attempt: bool) -> dict:
    rels = ["fallback.json"]
    if write_attempt:
        (run_dir / "fallback" / str(n)).mkdir(parents=True, exist_ok=True)
        write_json_new(run_dir / "fallback" / str(n) / "result.json", result)
        rels.append(f"fallback/{n}/result.json")
    summary = {**result, "attempts": [*history, result]}
    write_json_atomic(run_dir / "fallback.json", summary)
    seal(run_dir, rels, "fallback")
    return summary
