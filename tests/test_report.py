"""Each adversarial record set (crafted fixtures, tests/recordsets) makes the report say the right thing."""
from __future__ import annotations

import csv
import json
import re
import shutil
import statistics

import pytest

from harness.report.render import render_run
from recordsets.builder import build_run, reseal

pytestmark = pytest.mark.unit


def _render(tmp_path, variant):
    run_dir = build_run(tmp_path, variant)
    return run_dir, render_run(run_dir).read_text(encoding="utf-8")


def _line(report, start):
    hits = [l for l in report.splitlines() if l.startswith(start)]
    assert len(hits) == 1, (start, hits)
    return hits[0]


def _item(report, n):
    """Section 9's row of item ``n``; where it defers to the Decision block, that block's lines for the item too."""
    row = _line(report, f"| {n} | ")
    if "as in the Decision block" in row:
        bullets = [l for l in report.splitlines() if l.startswith("- ") and f", item {n} (" in l]
        assert bullets, (n, row)
        row = " ".join([row, *bullets])
    return row


def test_candidate_stopping_early_gives_per_token_times_and_no_speed_claim(tmp_path):
    _, report = _render(tmp_path, "early_stop")
    line = _line(report, "- **t4096-b256, quanto-int4 vs ordinary")
    assert "lengths differ" in line and "Per output token" in line and "stopped early" in line
    assert "ratio" not in line.replace("No total-time or memory ratio is given", "")
    assert "faster" not in report.lower()
    # the cell with equal lengths still gets its ratios
    assert not [l for l in report.splitlines() if l.startswith("- **t1024-b256")]  # no sentence: a ratio row
    cells = [c.strip() for c in _line(report, "| t1024-b256 | quanto-int4 |").strip("|").split("|")]
    assert re.fullmatch(r"\d+\.\d{3}x", cells[-1]) and re.fullmatch(r"\d+\.\d{3}x", cells[-2])
    assert "**fail**" in _item(report, 5) and "F4-approval" in _item(report, 5)
    assert "**fail**" in _item(report, 6) and "required_sections" in _item(report, 6)


def test_ordinary_oom_is_a_runnability_difference_without_ratio(tmp_path):
    _, report = _render(tmp_path, "ordinary_oom")
    line = _line(report, "- **t4096-b256:")
    assert "runs / does not run" in line and "ordinary completed 0 of 3" in line and "quanto-int4 completed 3 of 3" in line
    assert "OutOfMemoryError" in line and "ratio is computed" in line and "x," not in line
    row = _line(report, "| t4096-b256 | ordinary |")
    assert "| not_completed |" in row and "| pending |" in row  # no made-up time for the cell that did not run
    assert report.count("OutOfMemoryError: CUDA out of memory (crafted) |") == 3  # the three failures are listed
    assert "speed-up" in line and "faster" not in report.lower()
    assert "- t4096-b256-r2 (L06-r2-ordinary): not completed: OutOfMemoryError" in report  # fallback hands it on


def test_ignored_candidate_config_is_invalid_and_excluded(tmp_path):
    _, report = _render(tmp_path, "config_ignored")
    assert "invalid comparison, excluded" in _line(report, "- **t4096-b256, quanto-int4 vs ordinary")
    invalid_rows = [l for l in report.splitlines() if "cache_implementation was ignored" in l and l.startswith("| L")]
    assert len(invalid_rows) == 3
    row = _line(report, "| t4096-b256 | quanto-int4 |")
    assert "| invalid |" in row and "pending" in row  # no figure from invalid records
    assert "**fail**" in _item(report, 2)


def test_thresholds_edited_after_the_run_are_flagged(tmp_path):
    _, report = _render(tmp_path, "thresholds_edited")
    assert "Acceptance thresholds may have changed after the first record" in report
    assert "max_generation_seconds registered 5 vs spec 120" in report
    assert "do not match their recorded hash" in report
    perf = _item(report, 4)
    assert "**pending**" in perf and "depends on which thresholds hold" in perf
    assert "| max_generation_seconds | 5 | 120 |" in report


def test_missing_repeat_keeps_the_cells_pending(tmp_path):
    _, report = _render(tmp_path, "missing_repeat")
    for cell in ("t1024-b256", "t4096-b256"):
        line = _line(report, f"- **{cell}, quanto-int4 vs ordinary")
        assert "pending" in line and "quanto-int4 (r3)" in line and "待验证" in line
    assert "**pending**" in _item(report, 3) and "r3" in _item(report, 3)
    assert "| L08-r3-quanto-int4 | failed | -9 |" in report
    assert "2/3 (no record: r3)" in _line(report, "| t4096-b256 | quanto-int4 |")


def test_tiny_model_report_says_text_is_meaningless(tmp_path):
    _, report = _render(tmp_path, "tiny")
    assert "Tiny model, meaningless text" in report
    row = _line(report, "| t1024-b256 | ordinary |")
    header = [c.strip() for c in _line(report, "| cell | branch |").split("|")]
    assert "peak allocated" not in header  # a peak column no record measured is left out
    assert re.search(r"\d[\d,.]* MiB", row.split("|")[header.index("peak RSS")])  # the CPU figures
    _, base = _render(tmp_path / "b", "base")
    assert "meaningless" not in base


def test_partial_last_line_is_dropped_and_named(tmp_path):
    run_dir, report = _render(tmp_path, "partial_line")
    assert "`launches/L07-r3-ordinary/records.jsonl`: partial last line dropped" in report
    assert "**pass**" in _item(report, 3)


def test_no_records_means_everything_pending(tmp_path):
    run_dir = build_run(tmp_path, "base")
    shutil.rmtree(run_dir / "launches")
    for name in ("admission.json", "fallback.json"):
        (run_dir / name).unlink()
    shutil.rmtree(run_dir / "grades")
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    for n in range(1, 9):
        assert "**pending**" in _item(report, n), n
    assert "No record for ordinary (r1, r2, r3) and quanto-int4 (r1, r2, r3)" in report
    assert "**pending**: no admission table (admission.json: not written)" in report
    assert "**pending**: fallback.json: not written." in report
    assert "not drawn (no valid completed record" in report
    assert "**pending**: quanto-int4 **pending**" in report  # the decision, first thing after the run line


def test_figures_come_from_the_records(tmp_path):
    run_dir, report = _render(tmp_path, "base")
    recs = [json.loads(l) for p in sorted((run_dir / "launches").glob("*/records.jsonl"))
            for l in p.read_text().splitlines()]
    mine = [r for r in recs if r["branch"] == "quanto-int4" and r["tier_id"] == "t4096" and not r["warmup"]
            and r["phase"] == "matrix"]
    med = statistics.median(r["timing"]["generation_s"] for r in mine)
    row = _line(report, "| t4096-b256 | quanto-int4 |")
    assert f"| {med:.3g} [" in row
    ordinary = [r for r in recs if r["branch"] == "ordinary" and r["tier_id"] == "t4096" and not r["warmup"]
                and r["phase"] == "matrix"]
    ratio = med / statistics.median(r["timing"]["generation_s"] for r in ordinary)
    assert f"| {ratio:.3f}x |" in row  # "time x ordinary", on the candidate's matrix row
    # warm-up records are excluded: a warm-up with an absurd time must not move the figure
    assert "apart from every figure: 8 warm-up" in report.replace("\n", " ")


def test_warmup_never_enters_figures(tmp_path):
    run_dir = build_run(tmp_path, "base")
    path = run_dir / "launches" / "L04-r1-quanto-int4" / "records.jsonl"
    lines = [json.loads(l) for l in path.read_text().splitlines()]
    lines[0]["timing"]["generation_s"] = 9999.0
    lines[0]["tier_id"], lines[0]["output_budget"] = "t4096", 256
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    assert "9.999e+03" not in report and "9999" not in report
    assert "**pass**" in _item(report, 4)


def test_records_csv_holds_every_record_with_its_use(tmp_path):
    run_dir, _ = _render(tmp_path, "config_ignored")
    rows = list(csv.DictReader((run_dir / "records.csv").open(encoding="utf-8")))
    total = sum(len(p.read_text().splitlines()) for p in (run_dir / "launches").glob("*/records.jsonl"))
    assert len(rows) == total
    uses = {r["use"] for r in rows}
    assert {"warmup", "short_sample", "figure", "invalid"} <= uses
    assert all("ignored" in r["use_reasons"] for r in rows if r["use"] == "invalid")


def test_plots_are_written_and_linked(tmp_path):
    run_dir, report = _render(tmp_path, "base")
    for name in ("kv_cache_bytes.png", "peak_memory.png", "generation_time.png"):
        assert (run_dir / "plots" / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert f"](plots/{name})" in report


def test_report_cli_exit_codes(tmp_path, capsys):
    from harness.cli import main

    ok = build_run(tmp_path / "a", "base")
    assert main(["report", str(ok)]) == 0
    bad = build_run(tmp_path / "b", "early_stop")
    assert main(["report", str(bad)]) == 1
    assert main(["report", str(tmp_path / "nope")]) == 2
    out = capsys.readouterr().out
    assert re.search(r"5 facts: fail", out)


@pytest.mark.parametrize("victim", ["run.json", "spec.resolved.json", "acceptance.json", "plan.json",
                                    "environment.json", "inputs", "launches/L03-r1-ordinary/job.json",
                                    "launches/L04-r1-quanto-int4/launch.json"])
@pytest.mark.parametrize("how", ["delete", "corrupt"])
def test_any_missing_or_damaged_stage_file_still_renders_and_is_named(tmp_path, victim, how):
    run_dir = build_run(tmp_path, "base")
    path = run_dir / victim
    if path.is_dir():
        shutil.rmtree(path)
        if how == "corrupt":
            path.mkdir()
            (path / "t1024.json").write_text("{not json")
    elif how == "delete":
        path.unlink()
    else:
        path.write_text("{not json")
    report = render_run(run_dir).read_text(encoding="utf-8")
    assert "## Evidence not found or unreadable" in report
    named = victim.rstrip("/") if not path.is_dir() else "inputs/"
    assert f"`{named}" in report
    assert "Overall: pass" not in report


def test_candidate_oom_too_means_neither_completes(tmp_path):
    run_dir = build_run(tmp_path, "ordinary_oom")
    for path in (run_dir / "launches").glob("L*-r*-quanto-int4/records.jsonl"):
        recs = [json.loads(l) for l in path.read_text().splitlines()]
        for r in recs:
            if r["tier_id"] == "t4096" and not r["warmup"]:
                r.update(completed=False, output_tokens=None, stop_reason=None, timing=None, kv_cache=None,
                         effective_cache=None, error={"class": "OutOfMemoryError", "message": "crafted"})
        path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    line = _line(report, "- **t4096-b256:")
    assert "neither branch completes" in line and "ratio" not in line
    assert "**fail**" in _item(report, 4) and "does not complete" in _item(report, 4)


def test_admit_arguments(tmp_path):
    from harness.cli import main

    run_dir = build_run(tmp_path, "base")
    assert main(["admit"]) == 2
    assert main(["admit", "specs/demo-cpu.yaml", "--from-run", str(run_dir)]) == 2


def test_admission_only_run_says_the_matrix_was_not_run(tmp_path):
    run_dir = build_run(tmp_path, "base")
    run = json.loads((run_dir / "run.json").read_text())
    (run_dir / "run.json").write_text(json.dumps({**run, "scope": "admission"}))
    for path in (run_dir / "launches").glob("L*-r*"):
        shutil.rmtree(path)
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    assert "**Admission-only run**" in report
    assert "**pass**" in _item(report, 2)  # the launches that never started are not "settings unknown"
    assert "**pending**" in _item(report, 3) and "**pending**" in _item(report, 4)


def test_unsupported_additions_and_undecided_facts_are_reported(tmp_path):
    """A candidate text with an unsupported addition and a fact the grader could not decide: the report names
    both, lists the undecided grade under the overall line and keeps the facts item from passing."""
    import json
    run_dir = build_run(tmp_path, "base")
    files = sorted((run_dir / "grades").glob("*quanto*/t*.json"))
    assert files
    grade = json.loads(files[0].read_text(encoding="utf-8"))
    grade["final"]["unsupported"] = [{"grade": "unsupported", "automatic": "unsupported", "reviewed": False,
                                      "reviewer": None, "reason": None, "kind": "progress",
                                      "text": "the rental contract has been signed"}]
    fid = sorted(grade["final"]["facts"])[0]
    grade["final"]["facts"][fid] = {"grade": "needs_review", "automatic": "needs_review", "reviewed": False,
                                    "reviewer": None, "reason": None}
    grade["automatic"]["facts"][fid] = {"grade": "needs_review", "needs_review": "names the approval, no status"}
    files[0].write_text(json.dumps(grade), encoding="utf-8")
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    assert "the rental contract has been signed" in _line(report, "Unsupported additions")
    assert "> **Waiting for a person (复核):**" in report
    assert f"{fid}: names the approval, no status" in report
    assert "**fail**" in _item(report, 5) and "1 unsupported addition(s) > 0 allowed" in _item(report, 5)
    # Without the addition, the undecided fact keeps item 5 pending: a person decides it in review.yaml.
    grade["final"]["unsupported"] = []
    files[0].write_text(json.dumps(grade), encoding="utf-8")
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    assert "**pending**" in _item(report, 5) and f"needs review: {fid}" in _item(report, 5)


def test_cells_across_different_device_models_are_not_compared(tmp_path):
    """Issue 16: launches of one comparison may land on different nodes; a candidate that ran on another device model
    than the ordinary branch gives no ratio for that cell, and item 2 (equal conditions) fails naming the models."""
    run_dir = build_run(tmp_path, "base")
    for path in (run_dir / "launches").glob("*quanto-int4*/records.jsonl"):
        recs = [json.loads(line) for line in path.read_text().splitlines()]
        for r in recs:
            r["environment"]["device_name"] = "NVIDIA A100-SXM4-80GB"
        path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    line = _line(report, "- **t4096-b256, quanto-int4 vs ordinary")
    assert "different device models, not compared" in line and "NVIDIA A100-SXM4-80GB" in line
    header = [c.strip() for c in _line(report, "| cell | branch |").strip("|").split("|")]
    cells = [c.strip() for c in _line(report, "| t4096-b256 | quanto-int4 |").strip("|").split("|")]
    if "time x ordinary" in header:  # another cell may have ratios; this row must not
        assert cells[header.index("time x ordinary")] == ""
    assert "**fail**" in _item(report, 2) and "different device models" in _item(report, 2)


def test_greedy_agreement_is_shown_as_a_divergence_signal(tmp_path):
    """Issue 18 item 5: where both branches generated greedily, each candidate row shows how many leading tokens equal
    the ordinary output's and the share of equal positions (a diagnostic beside the facts, never the answer key)."""
    from harness.verdict.agreement import compare_ids

    assert compare_ids([1, 2, 3, 4], [1, 2, 9, 4]) == (2, 0.75) and compare_ids([], []) == (0, 1.0)
    assert compare_ids([1, 2], [1, 2, 3, 4]) == (2, 0.5)  # a shorter output: the missing positions differ
    run_dir = build_run(tmp_path, "base")
    for path in (run_dir / "launches").glob("*/records.jsonl"):
        recs = [json.loads(line) for line in path.read_text().splitlines()]
        for r in recs:
            r["generate_kwargs"] = {"do_sample": False, "max_new_tokens": r["output_budget"]}
            ids = list(range(20)) if r["branch"] == "ordinary" else list(range(5)) + [99] * 15
            target = run_dir / r["artifacts"]["output_ids"]
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(ids))
        path.write_text("".join(json.dumps(r) + "\n" for r in recs))
    report = render_run(reseal(run_dir)).read_text(encoding="utf-8")
    header = [c.strip() for c in _line(report, "| cell | branch |").strip("|").split("|")]
    row = [c.strip() for c in _line(report, "| t1024-b256 | quanto-int4 |").strip("|").split("|")]
    assert row[header.index("greedy agreement")] == "5, 25%"
    assert [c.strip() for c in _line(report, "| t1024-b256 | ordinary |").strip("|").split("|")][-1] == ""
    assert "not an answer key" in report
