"""Per-candidate verdicts: a failing 2-bit candidate never hides a passing 4-bit one, and run.json,
acceptance.json and report.md say the same after every change (fallback, regrade)."""
from __future__ import annotations

import json
import shutil

import pytest

from harness.cli import main
from harness.report.render import render_run
from harness.run.finish import record_verdict
from harness.verdict.decision import decide, summary
from harness.verdict.rundata import load_run
from recordsets.builder import CAND, build_run, reseal

pytestmark = pytest.mark.unit
INT2 = "quanto-int2"


def two_candidates(tmp_path):
    """The crafted base run (its 4-bit candidate passes) plus a 2-bit candidate, run in the same matrix, whose texts
    lose every fact (graded distorted) and whose KV bytes are lower still."""
    run_dir = build_run(tmp_path, "base")
    plan = json.loads((run_dir / "plan.json").read_text())
    extra = []
    for launch in plan["launches"]:
        if launch["branch"] != CAND:
            continue
        new = {**launch, "branch": INT2, "launch_id": launch["launch_id"].replace(CAND, INT2)}
        extra.append(new)
        src, dst = run_dir / "launches" / launch["launch_id"], run_dir / "launches" / new["launch_id"]
        shutil.copytree(src, dst)
        recs = [json.loads(line) for line in (dst / "records.jsonl").read_text().splitlines()]
        for r in recs:
            r.update(branch=INT2, launch_id=new["launch_id"])
            for key in ("cache_requested", "effective_cache"):
                if isinstance(r.get(key), dict) and "nbits" in r[key]:
                    r[key]["nbits"] = 2
            if isinstance(r.get("kv_cache"), dict) and r["kv_cache"].get("final_bytes"):
                r["kv_cache"]["final_bytes"] = int(r["kv_cache"]["final_bytes"] * 0.6)
        (dst / "records.jsonl").write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in recs))
        for name in ("job.json", "launch.json"):
            data = json.loads((dst / name).read_text())
            data.update(branch=INT2, launch_id=new["launch_id"])
            (dst / name).write_text(json.dumps(data))
        gsrc = run_dir / "grades" / launch["launch_id"]
        if gsrc.is_dir():
            gdst = run_dir / "grades" / new["launch_id"]
            shutil.copytree(gsrc, gdst)
            for g in gdst.glob("*.json"):
                grade = json.loads(g.read_text())
                grade["branch"] = INT2
                for fact in grade["final"]["facts"].values():
                    fact["grade"] = "distorted"
                g.write_text(json.dumps(grade))
    plan["launches"] += extra
    (run_dir / "plan.json").write_text(json.dumps(plan))
    admission = json.loads((run_dir / "admission.json").read_text())
    admission["rows"].append({**admission["rows"][0], "branch": INT2, "candidate": INT2,
                              "options": {"nbits": 2, "q_group_size": 64, "residual_length": 128}})
    (run_dir / "admission.json").write_text(json.dumps(admission))
    return reseal(run_dir)


def test_failing_2bit_candidate_does_not_hide_the_passing_4bit_one(tmp_path):
    run_dir = two_candidates(tmp_path)
    decision = decide(load_run(run_dir))
    by = {c["candidate"]: c for c in decision["candidates"]}
    assert by[CAND]["overall"] == "pass", [(i["id"], i["result"], i["reasons"][:1]) for i in by[CAND]["items"]]
    assert by[INT2]["overall"] == "fail"
    assert [d["id"] for d in by[INT2]["deciding"]] == [5]
    assert by[INT2]["facts_pass"] == 0 and by[CAND]["facts_pass"] == by[CAND]["texts"] > 0
    assert by[INT2]["kv_ratio"]["median"] < by[CAND]["kv_ratio"]["median"]
    assert decision["overall"] == "pass"  # some candidate can be switched to
    assert next(i for i in decision["items"] if i["id"] == 5)["result"] == "fail"  # all together: 5 fails
    report = render_run(run_dir).read_text(encoding="utf-8")
    head = report.split("## 1. Scope")[0]
    assert f"{CAND} **pass**" in head and f"{INT2} **fail** (items 5)" in head
    assert f"| {CAND} | **pass** |" in head and f"| {INT2} | **fail** |" in head
    assert f"| 5 | Facts pass review (正文事实通过复核) | **pass** | **fail** |" in report


def test_report_exit_status_one_and_several_candidates(tmp_path, capsys):
    run_dir = two_candidates(tmp_path / "two")
    assert main(["report", str(run_dir)]) == 0  # the 4-bit candidate passes: the run has a usable answer
    out = capsys.readouterr().out
    assert f"candidate {INT2}: fail" in out and f"candidate {CAND}: pass" in out and "decision: pass" in out
    one = build_run(tmp_path / "one", "base")
    grade = next((one / "grades").glob(f"*{CAND}/*.json"))
    data = json.loads(grade.read_text())
    for fact in data["final"]["facts"].values():
        fact["grade"] = "distorted"
    grade.write_text(json.dumps(data))
    assert main(["report", str(reseal(one))]) == 1  # one candidate, one failing item: exit 1
    assert "decision: fail" in capsys.readouterr().out


def test_run_json_acceptance_json_and_report_agree_after_each_change(tmp_path):
    run_dir = two_candidates(tmp_path)
    record_verdict(run_dir, "test")
    report = (run_dir / "report.md").read_text(encoding="utf-8")

    def agree() -> dict:
        run = json.loads((run_dir / "run.json").read_text())
        verdict = json.loads((run_dir / "acceptance.json").read_text())["verdict"]
        decision = decide(load_run(run_dir))
        assert run["acceptance"] == verdict["items"] == {str(i["id"]): i["result"] for i in decision["items"]}
        assert run["verdicts"] == verdict["candidates"]
        assert run["overall"] == verdict["overall"] == decision["overall"]
        rerendered = render_run(run_dir).read_text(encoding="utf-8")
        for name, v in verdict["candidates"].items():
            assert f"{name} **{v['overall']}**" in rerendered.split("## 1. Scope")[0]
        return verdict

    before = agree()
    assert before["candidates"][CAND]["overall"] == "pass"
    fallback = json.loads((run_dir / "fallback.json").read_text())  # a later fallback attempt that failed
    fallback.update(status="failed", reasons=["token ids differ first at position 3"])
    (run_dir / "fallback.json").write_text(json.dumps(fallback))
    reseal(run_dir)
    record_verdict(run_dir, "fallback")
    after = agree()
    assert after["items"]["7"] == "fail" and after["candidates"][CAND]["overall"] == "fail"
    assert (run_dir / "report.md").read_text(encoding="utf-8") != report


def test_an_outlier_repeat_and_a_busy_host_are_flagged_not_averaged(tmp_path):
    from harness.verdict.stability import stability_of

    def rec(rep, t, load=None):
        return {"repeat": rep, "timing": {"generation_s": t}, **({"host_load": load} if load else {})}

    quiet = {"loadavg_1m_before": 0.3, "loadavg_1m_after": 0.4, "cpu_count": 2, "cpus_allowed": 2, "wall_s": 1.0,
             "steal_s": 0.0}
    assert stability_of([rec(1, 0.90, quiet), rec(2, 0.95, quiet), rec(3, 0.92, quiet)])["flags"] == []
    outlier = stability_of([rec(1, 0.89), rec(2, 28.9), rec(3, 0.91)])
    assert outlier["spread"] == pytest.approx(28.9 / 0.89) and "repeats spread 32.47x > 1.5x" in outlier["flags"][0]
    busy = stability_of([rec(1, 0.9, quiet), rec(2, 0.9, {**quiet, "loadavg_1m_after": 7.5})])
    assert busy["flags"] == ["r2: busy host (1-min load 7.5 on 2 CPU(s), 7.5 of it other work): repeat it on a "
                             "quiet host"]
    own = {**quiet, "loadavg_1m_after": 3.5, "cpu_per_wall": 1.9}  # mostly the measured process's own threads
    assert stability_of([rec(1, 0.9, own)])["flags"] == []
    stolen = stability_of([rec(1, 0.9, {**quiet, "steal_s": 0.2})])
    assert "stolen by the hypervisor" in stolen["flags"][0]

    run_dir = build_run(tmp_path, "base")  # the same outlier in a run: named in the decision block
    path = next((run_dir / "launches").glob(f"L*-r2-{CAND}/records.jsonl"))
    recs = [json.loads(line) for line in path.read_text().splitlines()]
    for r in recs:
        if not r["warmup"] and r["tier_id"] == "t1024":
            r["timing"]["generation_s"] *= 30
    path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    head = render_run(reseal(run_dir)).read_text(encoding="utf-8").split("## 1. Scope")[0]
    assert "**Unstable measurements (1 cell(s), shown as measured, not smoothed):** t1024-b256 quanto-int4: repeats spread" in head


def _register_gain(run_dir, tokens):
    """acceptance.json as if the spec had registered ``acceptance.required_context_tokens`` before the first record
    (the thresholds' hash recomputed the way the harness writes it), then the run resealed."""
    import hashlib

    path = run_dir / "acceptance.json"
    acc = json.loads(path.read_text())
    acc["thresholds"]["required_context_tokens"] = tokens
    body = json.dumps(acc["thresholds"], sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    acc["sha256"] = hashlib.sha256(body.encode("utf-8")).hexdigest()
    path.write_text(json.dumps(acc))
    return reseal(run_dir)


def test_worth_switching_says_no_plainly_and_yes_only_for_a_gain_the_ordinary_branch_cannot_reach(tmp_path):
    """Issue 18 item 6: passing acceptance is necessary, not sufficient."""
    base = build_run(tmp_path / "base", "base")
    worth = decide(load_run(base))["candidates"][0]["worth"]
    assert worth["verdict"] == "not judged"  # nothing registered: the report does not pretend
    got = decide(load_run(_register_gain(base, 4096)))["candidates"][0]
    assert got["overall"] == "pass"
    assert got["worth"]["verdict"] == "no" and "ordinary cache already completes t4096-b256" in got["worth"]["reason"]
    far = decide(load_run(_register_gain(build_run(tmp_path / "far", "base"), 100_000)))["candidates"][0]["worth"]
    assert far["verdict"] == "pending" and "no cell reaches the registered 100000 tokens" in far["reason"]
    oom = _register_gain(build_run(tmp_path / "oom", "ordinary_oom"), 4096)
    decision = decide(load_run(oom))
    cand = decision["candidates"][0]
    assert cand["overall"] == "pass" and cand["worth"]["verdict"] == "yes", cand["worth"]
    assert "t4096-b256" in cand["worth"]["reason"]
    assert summary(decision)["candidates"][CAND]["worth_switching"] == "yes"
    head = render_run(oom).read_text(encoding="utf-8").split("## 1. Scope")[0]
    assert f"- {CAND}, worth switching here? **yes**: it completes t4096-b256" in head
