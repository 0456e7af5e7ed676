"""`harness compare RUN_A RUN_B`: two crafted runs (tests/recordsets) and what the comparison says about them."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main
from harness.compare import NOISE_RULE, compare_runs, figure_change, flatten, render_markdown
from harness.run.lock import run_lock
from recordsets.builder import CAND, build_run, reseal

pytestmark = pytest.mark.unit


@pytest.fixture()
def runs(tmp_path):
    return build_run(tmp_path / "a", "base"), build_run(tmp_path / "b", "base")


def _edit_records(run_dir: Path, change) -> None:
    for path in sorted((run_dir / "launches").glob("*/records.jsonl")):
        records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
        for rec in records:
            change(rec)
        path.write_text("".join(json.dumps(r, sort_keys=True) + "\n" for r in records), encoding="utf-8")


def _edit_json(path: Path, change) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def _double_candidate_time(rec: dict) -> None:
    if rec["branch"] == CAND and rec.get("timing"):
        rec["timing"]["generation_s"] *= 2


def _cli(capsys, *argv) -> tuple[int, str, str]:
    rc = main(["compare", *map(str, argv)])
    out = capsys.readouterr()
    return rc, out.out, out.err


def _snapshot(run_dir: Path) -> dict:
    return {p.relative_to(run_dir).as_posix(): p.read_bytes() for p in sorted(run_dir.rglob("*"))
            if p.is_file() and p.name != "run.lock"}


# ---------------------------------------------------------------------------------------------------- identical runs


def test_identical_runs_are_the_same_everywhere(runs):
    a, b = runs
    c = compare_runs(a, b)
    assert c["spec"]["same"] and c["spec"]["differences"] == []
    assert c["summary"]["spec_differences"] == 0 and c["summary"]["environment_changes"] == 0
    assert c["integrity"]["a"]["tampered"] == 0 and c["integrity"]["b"]["tampered"] == 0
    assert not [w for w in c["warnings"] if w["kind"] == "tampered"]
    assert [t["status"] for t in c["inputs"]] == ["same", "same"] and [t["tier_id"] for t in c["inputs"]] == ["t1024", "t4096"]
    rows = c["cells"]["rows"]
    assert len(rows) == 4 and {r["presence"] for r in rows} == {"both"}  # 2 cells x 2 branches
    labels = [m["label"] for r in rows for m in r["metrics"]]
    assert len(labels) == 16 and set(labels) == {"within noise"}
    assert all(m["ratio"] == pytest.approx(1.0) for r in rows for m in r["metrics"])
    assert c["cells"]["changed"] == [] and c["cells"]["only_in_a"] == [] and c["cells"]["only_in_b"] == []
    assert c["facts"]["branches"] and not any(r["changed"] for r in c["facts"]["branches"])
    correct = {r["branch"]: next(m for m in r["measures"] if m["key"] == "correct") for r in c["facts"]["branches"]}
    assert correct[CAND]["a"] == correct[CAND]["b"] == 3 * 2 * 4  # 6 texts x 4 facts, all correct
    assert [i["status"] for i in c["verdicts"]["items"]] == ["same"] * 8
    assert c["verdicts"]["overall"] == {"a": "pass", "b": "pass", "status": "same"}
    md = render_markdown(c)
    assert "Same spec: both runs carry the spec hash" in md
    assert "**changed**" not in md and "| within noise |" in md
    assert NOISE_RULE in md  # the rule is stated in the output


def test_compare_reads_only(runs):
    a, b = runs
    before = (_snapshot(a), _snapshot(b))
    compare_runs(a, b)
    assert (_snapshot(a), _snapshot(b)) == before


# ---------------------------------------------------------------------------------------------------- B differs


def test_doubled_candidate_time_is_changed_with_ratio_two(runs):
    a, b = runs
    _edit_records(b, _double_candidate_time)
    c = compare_runs(a, reseal(b))
    assert not [w for w in c["warnings"] if w["kind"] == "tampered"]
    by = {(r["cell"], r["branch"]): {m["key"]: m for m in r["metrics"]} for r in c["cells"]["rows"]}
    for cell in ("t1024-b256", "t4096-b256"):
        for key in ("generation_s", "per_token_s"):
            m = by[(cell, CAND)][key]
            assert m["label"] == "changed" and m["ratio"] == pytest.approx(2.0, rel=1e-6), (cell, key, m)
        assert by[(cell, CAND)]["kv_final_bytes"]["label"] == "within noise"
        assert by[(cell, "ordinary")]["generation_s"]["label"] == "within noise"
    assert c["summary"]["figures"]["changed"] == 4
    md = render_markdown(c)
    line = next(l for l in md.splitlines() if l.startswith(f"| t1024-b256 | {CAND} | generation time |"))
    assert "2.000x" in line and "**changed**" in line


def test_changed_input_sha_names_the_tier(runs):
    a, b = runs
    _edit_json(b / "inputs" / "t4096.json", lambda d: d.update(sha256="f" * 64))
    c = compare_runs(a, reseal(b))
    status = {t["tier_id"]: t["status"] for t in c["inputs"]}
    assert status == {"t1024": "same", "t4096": "changed"}
    assert c["summary"]["inputs_changed"] == ["t4096"]
    assert "**differ for t4096**" in render_markdown(c)


def test_changed_package_version_is_named(runs):
    a, b = runs

    def newer(rec):
        if rec["branch"] == CAND:
            rec["environment"]["optimum-quanto"] = "0.2.8"
    _edit_records(b, newer)
    c = compare_runs(a, reseal(b))
    cand = next(br for br in c["environment"]["branches"] if br["branch"] == CAND)
    assert [(r["name"], r["a"], r["b"]) for r in cand["changed"]] == [("optimum-quanto", "0.2.7", "0.2.8")]
    ordinary = next(br for br in c["environment"]["branches"] if br["branch"] == "ordinary")
    assert ordinary["changed"] == []
    md = render_markdown(c)
    assert "| records | optimum-quanto | 0.2.7 | 0.2.8 | **changed** |" in md


def test_environment_json_packages_and_image_digest_are_compared(runs):
    a, b = runs
    for run, hqq, digest in ((a, "0.2.8", "sha256:" + "1" * 64), (b, "0.2.9", "sha256:" + "2" * 64)):
        _edit_json(run / "environment.json", lambda d: d.update(branches={
            "ordinary": {"mode": "image", "image_digest": "sha256:" + "0" * 64, "packages": {"torch": "2.13.0"}},
            CAND: {"mode": "image", "image_digest": digest, "packages": {"torch": "2.13.0", "hqq": hqq}}}))
        reseal(run)
    c = compare_runs(a, b)
    cand = next(br for br in c["environment"]["branches"] if br["branch"] == CAND)
    assert {r["name"]: (r["a"], r["b"]) for r in cand["changed"]} == {
        "image_digest": ("sha256:" + "1" * 64, "sha256:" + "2" * 64), "hqq": ("0.2.8", "0.2.9")}
    assert c["summary"]["environment_changes"] == 2


def test_changed_model_revision_is_named(runs):
    a, b = runs
    new = "sha256:" + "cd" * 32
    _edit_json(b / "run.json", lambda d: d.update(model_revision=new))
    _edit_records(b, lambda rec: rec.update(model_revision=new))
    c = compare_runs(a, reseal(b))
    rows = {r["name"]: r for r in c["environment"]["run"]}
    assert rows["model revision"]["status"] == "changed" and rows["model revision"]["b"] == new
    assert rows["model revisions in the records"]["b"] == new
    assert rows["harness commit"]["status"] == "same"
    assert new in render_markdown(c)


def test_spec_difference_lists_the_dotted_keys(runs):
    a, b = runs
    spec = json.loads((b / "spec.resolved.json").read_text(encoding="utf-8"))
    spec["matrix"]["repeats"] = 5
    spec["branches"][1]["cache"]["nbits"] = 2
    text = json.dumps(spec, sort_keys=True, separators=(",", ":"))
    (b / "spec.resolved.json").write_text(text, encoding="utf-8")
    import hashlib
    _edit_json(b / "run.json", lambda d: d.update(spec_hash=hashlib.sha256(text.encode()).hexdigest()))
    c = compare_runs(a, reseal(b))
    assert not c["spec"]["same"]
    diffs = {d["key"]: (d["a"], d["b"]) for d in c["spec"]["differences"]}
    assert diffs == {"matrix.repeats": (3, 5), f"branches.{CAND}.cache.nbits": (4, 2)}
    md = render_markdown(c)
    assert f"| `branches.{CAND}.cache.nbits` | 4 | 2 | changed |" in md and "2 resolved key(s) differ" in md


def test_tampered_b_is_flagged_at_the_top(runs):
    a, b = runs
    _edit_records(b, _double_candidate_time)  # after sealing, no reseal: a later edit
    c = compare_runs(a, b)
    assert c["integrity"]["b"]["tampered"] > 0 and c["integrity"]["a"]["tampered"] == 0
    assert c["warnings"][0]["kind"] == "tampered" and c["warnings"][0]["run"] == "B"
    assert "not evidence" in c["warnings"][0]["text"]
    # the edited launches are withheld: their figures are n/a, never "changed" by the edit
    cand = [m for r in c["cells"]["rows"] if r["branch"] == CAND for m in r["metrics"]]
    assert {m["label"] for m in cand} == {"n/a"}
    assert c["verdicts"]["overall"]["b"] == "fail" and c["verdicts"]["overall"]["status"] == "changed"
    head = render_markdown(c).splitlines()[:6]
    assert any(l.startswith("> **B is not evidence.**") for l in head), head


def test_lost_repeat_in_b_narrows_the_cell_and_moves_item_3(tmp_path):
    a = build_run(tmp_path / "a", "base")
    b = build_run(tmp_path / "b", "missing_repeat")
    c = compare_runs(a, b)
    assert c["cells"]["only_in_a"] == [] and c["cells"]["only_in_b"] == []
    # same cells, but B's candidate lost repeat 3: its range narrows, its status moves to partial
    row = next(r for r in c["cells"]["rows"] if r["cell"] == "t1024-b256" and r["branch"] == CAND)
    assert (row["a_status"], row["b_status"]) == ("completed", "partial")
    gen = next(m for m in row["metrics"] if m["key"] == "generation_s")
    assert gen["a"]["n"] == 3 and gen["b"]["n"] == 2
    changed = {i["key"]: i for i in c["verdicts"]["items"] if i["status"] != "same"}
    assert "traceable" in changed and changed["traceable"]["b"] == "pending" and changed["traceable"]["b_reason"]


def test_cell_only_in_b(runs):
    a, b = runs

    def rename(rec):
        if rec["tier_id"] == "t4096" and not rec["warmup"] and rec["phase"] == "matrix":
            rec["output_budget"] = 512
    _edit_records(b, rename)
    _edit_json(b / "plan.json", lambda d: [c.update(output_budget=512) for l in d["launches"] if l["phase"] == "matrix"
                                           for c in l["cells"] if c["tier_id"] == "t4096"])
    c = compare_runs(a, reseal(b))
    assert c["cells"]["only_in_a"] == ["t4096-b256 ordinary", f"t4096-b256 {CAND}"]
    assert c["cells"]["only_in_b"] == ["t4096-b512 ordinary", f"t4096-b512 {CAND}"]
    md = render_markdown(c)
    assert f"Only in B (not planned or recorded in A): t4096-b512 ordinary, t4096-b512 {CAND}." in md


def test_figure_change_rule():
    s = lambda lo, med, hi: {"median": med, "min": lo, "max": hi, "n": 3}  # noqa: E731
    assert figure_change(s(1, 2, 3), s(3, 4, 5))["label"] == "within noise"  # touching ranges overlap
    assert figure_change(s(1, 2, 3), s(3.1, 4, 5))["label"] == "changed"
    assert figure_change(s(1, 2, 3), s(3.1, 4, 5))["ratio"] == pytest.approx(2.0)
    assert figure_change(None, s(1, 2, 3)) == {"a": None, "b": s(1, 2, 3), "ratio": None, "label": "n/a"}


def test_flatten_keys_lists_of_named_dicts_by_name():
    assert flatten({"b": [{"name": "x", "v": 1}, {"name": "y", "v": 2}], "l": [1, 2], "e": {}}) == {
        "b.x.name": "x", "b.x.v": 1, "b.y.name": "y", "b.y.v": 2, "l": [1, 2], "e": {}}


# ---------------------------------------------------------------------------------------------------- the command


def test_cli_markdown_json_round_trip_and_out(runs, tmp_path, capsys):
    a, b = runs
    _edit_records(b, _double_candidate_time)
    reseal(b)
    rc, md, _ = _cli(capsys, a, b)
    assert rc == 0 and md.startswith("# Run comparison: A `")
    rc, text, _ = _cli(capsys, a, b, "--json")
    assert rc == 0
    data = json.loads(text)
    assert data == json.loads(json.dumps(compare_runs(a, b)))
    assert data["summary"]["figures"]["changed"] == 4
    assert render_markdown(data) == md  # the Markdown is only a rendering of the JSON
    out = tmp_path / "review" / "compare.md"
    out.parent.mkdir()
    rc, said, _ = _cli(capsys, a, b, "--out", out)
    assert rc == 0 and said.strip() == f"comparison: {out.resolve()}"
    assert out.read_text(encoding="utf-8") == md
    rc, _, _ = _cli(capsys, a, b, "--json", "--out", tmp_path / "c.json")
    assert rc == 0 and json.loads((tmp_path / "c.json").read_text(encoding="utf-8")) == data


def test_cli_bad_inputs_exit_2(runs, tmp_path, capsys):
    a, b = runs
    empty = tmp_path / "empty"
    empty.mkdir()
    a_file = tmp_path / "file.txt"
    a_file.write_text("x", encoding="utf-8")
    cases = [
        ((a, tmp_path / "nowhere"), "not a run directory"),
        ((empty, b), "not a run directory"),
        ((a_file, b), "not a run directory"),
        ((a, a), "the same run directory"),
        ((a, Path(str(a) + "/.")), "the same run directory"),
        ((a, b, "--out", b / "compare.md"), "inside the run directory"),
        ((a, b, "--out", a / "launches" / "x.md"), "inside the run directory"),
        ((a, b, "--out", tmp_path / "missing" / "x.md"), "does not exist"),
    ]
    for argv, why in cases:
        rc, out, err = _cli(capsys, *argv)
        assert rc == 2, (argv, rc, err)
        assert why in err and out == "", (argv, err)
    assert not (b / "compare.md").exists()


def test_cli_locked_run_exits_3(runs, capsys):
    a, b = runs
    with run_lock(b, exclusive=True, command="harness grade (test)"):
        rc, out, err = _cli(capsys, a, b)
    assert rc == 3 and "is in use by `harness grade (test)`" in err and out == ""
    rc, _, _ = _cli(capsys, a, b)  # released: it works again
    assert rc == 0


def test_cli_help_lists_compare(capsys):
    with pytest.raises(SystemExit):
        main(["compare", "--help"])
    text = capsys.readouterr().out
    assert "RUN_A" in text and "Exit: 0" in text and "within noise" in text
