"""Every spec in tests/specs_broken/ is rejected by the real CLI with exit 2 and the expected pointer and line.

Each broken file starts with ``# expect: POINTER LINE FRAGMENT`` (``-`` = no pointer / no position), written
before the file was run. ``control-valid.yaml`` is the base they were all made from and must validate, so a
broken file fails for its own change and not for something inherited.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from harness.cli import main

BROKEN = Path(__file__).parent / "specs_broken"
CASES = sorted(p for p in BROKEN.glob("*.yaml") if p.name != "control-valid.yaml")

pytestmark = pytest.mark.unit


def _expectation(path: Path) -> tuple[str, str, str]:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# expect: "), f"{path.name} has no '# expect:' header"
    pointer, line, fragment = first[len("# expect: "):].split(" ", 2)
    return pointer, line, fragment


def test_enough_broken_cases():
    assert len(CASES) >= 15


def test_control_spec_validates(capsys):
    assert main(["validate", str(BROKEN / "control-valid.yaml")]) == 0
    assert capsys.readouterr().out.startswith("ok ")


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_broken_spec_rejected_with_pointer_and_line(path: Path, capsys):
    pointer, line, fragment = _expectation(path)
    code = main(["validate", str(path)])
    captured = capsys.readouterr()
    assert code == 2, captured.err
    assert captured.out == "", "an invalid spec must not print 'ok'"
    assert "Traceback" not in captured.err
    lines = captured.err.splitlines()
    assert lines and all(x.startswith(f"harness validate: {path}") for x in lines), captured.err
    matching = [x for x in lines if fragment in x]
    assert matching, f"no line mentions {fragment!r}:\n{captured.err}"
    hit = matching[0]
    if line != "-":
        assert f"{path}:{line}:" in hit, hit
    else:
        assert f"{path}:" not in hit, f"expected no position: {hit}"
    if pointer != "-":
        assert f"  {pointer}  " in hit, hit


@pytest.mark.parametrize("name", ["duplicate-key", "unknown-runner"])
def test_real_cli_process_exit_2_without_traceback(name, tmp_path):
    if name == "duplicate-key":
        spec = tmp_path / "dup.yaml"
        spec.write_text((BROKEN / "control-valid.yaml").read_text(encoding="utf-8").replace(
            "name: broken\n", "name: broken\nname: again\n"), encoding="utf-8")
        expected = f"{spec}:4:1  /name  duplicate key 'name' (first written at line 3)"
    else:
        spec = BROKEN / "unknown-runner.yaml"
        expected = f"{spec}:20:1  /runner  'kubernetes' is not one of 'local', 'docker', 'slurm'"
    proc = subprocess.run([sys.executable, "-m", "harness", "validate", str(spec)], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1], timeout=120)
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr
    assert f"harness validate: {expected}" in proc.stderr.splitlines()


def test_every_problem_reported_at_once_sorted(tmp_path, capsys):
    text = (BROKEN / "control-valid.yaml").read_text(encoding="utf-8")
    text = text.replace("nbits: 4}", "nbits: 3}").replace("version: 1", "version: 7").replace(
        "output_budgets: [32, 96]", "output_budgets: [32, 0]")
    spec = tmp_path / "many.yaml"
    spec.write_text(text, encoding="utf-8")
    assert main(["validate", str(spec)]) == 2
    lines = capsys.readouterr().err.splitlines()
    # the schema stage reports both shape errors; line numbers ascend
    assert [x.split("  ")[1] for x in lines] == ["/version", "/matrix/output_budgets/1"], lines
    numbers = [int(x.split(":")[2]) for x in lines]
    assert numbers == sorted(numbers)


@pytest.mark.parametrize("target,message", [
    ("missing.yaml", "no such file"),
    (".", "is a directory"),
])
def test_missing_and_directory(target, message, tmp_path, capsys):
    assert main(["validate", str(tmp_path / target)]) == 2
    err = capsys.readouterr().err
    assert message in err and len(err.splitlines()) == 1


def test_one_bad_spec_does_not_hide_the_good_ones(repo_root, capsys):
    code = main(["validate", str(repo_root / "specs" / "demo-cpu.yaml"), str(BROKEN / "wrong-version.yaml")])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out.startswith(f"ok {repo_root / 'specs' / 'demo-cpu.yaml'} ")
    assert "wrong-version.yaml" in captured.err
