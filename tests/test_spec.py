"""Spec loading: example specs validate, precedence (defaults < file < --set), hash stability, resolved form."""
from __future__ import annotations

import dataclasses
import hashlib
import json
from pathlib import Path

import pytest

from harness.cli import main
from harness.spec import SpecError, canonical_json, load_spec, resolved_dict, spec_from_resolved, spec_hash
from harness.spec.schema import SCHEMA_PATH

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((REPO / "specs").glob("*.yaml"))
CONTROL = Path(__file__).parent / "specs_broken" / "control-valid.yaml"


def _write(tmp_path: Path, text: str, name: str = "spec.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_there_are_example_specs():
    assert {p.name for p in EXAMPLES} >= {"demo-cpu.yaml", "gpu-example.yaml"}


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_every_example_spec_validates(path, capsys):
    assert main(["validate", str(path)]) == 0
    out = capsys.readouterr().out.split()
    assert out[:2] == ["ok", str(path)] and len(out[2]) == 64


def test_demo_spec_meaning():
    spec = load_spec(REPO / "specs" / "demo-cpu.yaml")
    assert spec.model.path == REPO / "models" / "tiny-llama"  # relative to the spec file, not the cwd
    assert spec.sample.path == REPO / "samples" / "writing_case_a"
    assert [b.name for b in spec.branches] == ["ordinary", "quanto-int4"]
    assert spec.ordinary.cache.options() == {"implementation": "dynamic"}
    assert spec.candidates[0].cache.options() == {"implementation": "quantized", "backend": "quanto", "nbits": 4,
                                                   "q_group_size": 64, "residual_length": 128}
    assert spec.matrix.input_tokens == (512, 1024) and spec.matrix.output_budgets == (32, 96)
    assert spec.acceptance.facts_must_be_correct == "all"
    assert spec.output_dir == REPO / "reports"  # the schema default "../reports", resolved


def test_paths_relative_to_spec_file_not_cwd(tmp_path, monkeypatch):
    nested = tmp_path / "a" / "b"
    nested.mkdir(parents=True)
    spec_path = _write(nested, CONTROL.read_text(encoding="utf-8"))
    monkeypatch.chdir(tmp_path)
    spec = load_spec(Path("a/b/spec.yaml"))
    assert spec.model.path == nested / "model-absent"
    assert spec.output_dir == tmp_path / "a" / "reports"
    assert spec.source == spec_path


def _schema_default(*keys: str):
    node = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    for key in keys:
        node = node["properties"][key]
    return node["default"]


def test_precedence_defaults_then_file_then_overrides(tmp_path):
    text = CONTROL.read_text(encoding="utf-8")
    assert "repeats" not in text and "warmup" not in text
    # 1. schema default (read from the schema, so this test does not restate it)
    spec = load_spec(_write(tmp_path, text))
    assert spec.matrix.repeats == _schema_default("matrix", "repeats")
    assert spec.matrix.warmup == _schema_default("matrix", "warmup")
    # 2. the file beats the default
    with_file = text.replace("  output_budgets: [32, 96]\n", "  output_budgets: [32, 96]\n  repeats: 5\n")
    spec = load_spec(_write(tmp_path, with_file))
    assert spec.matrix.repeats == 5
    # 3. --set beats the file; a later --set beats an earlier one
    spec = load_spec(_write(tmp_path, with_file), overrides=["matrix.repeats=2", "matrix.repeats=7"])
    assert spec.matrix.repeats == 7
    # an override also beats a default for a key the file never wrote
    spec = load_spec(_write(tmp_path, with_file), overrides=["matrix.warmup=0"])
    assert spec.matrix.warmup == 0


def test_override_values_are_yaml(tmp_path):
    spec = load_spec(CONTROL, overrides=[
        "matrix.input_tokens=[256, 128]",
        "generation.stop_strings=[END, '## Sources']",
        "device_memory_budget=1.5GiB",
        "branches.candidates.hqq-2={cache: {implementation: quantized, backend: hqq, nbits: 2}}",
        "matrix.output_budgets.1=64",
        "acceptance.facts_must_be_correct=3",
    ])
    assert spec.matrix.input_tokens == (128, 256)  # ascending whatever the order written
    assert spec.matrix.output_budgets == (32, 64)
    assert spec.generation.stop_strings == ("END", "## Sources")
    assert spec.device_memory_budget_bytes == 1610612736
    assert spec.branch("hqq-2").cache.nbits == 2
    assert spec.acceptance.facts_must_be_correct == 3


@pytest.mark.parametrize("override,fragment", [
    ("matrix.repeats", "expected KEY.PATH=VALUE"),
    ("=3", "expected KEY.PATH=VALUE"),
    ("matrix..repeats=3", "expected KEY.PATH=VALUE"),
    ("name.inner=3", "cannot set below /name"),
    ("matrix.input_tokens.9=3", "no list item '9'"),
    ("matrix.repeats=[1", "not a YAML scalar"),
    ("matrix.repats=3", "unknown key 'repats'"),
])
def test_bad_overrides_are_input_errors(override, fragment):
    with pytest.raises(SpecError) as info:
        load_spec(CONTROL, overrides=[override])
    assert info.value.exit_code == 2
    lines = str(info.value).splitlines()
    assert any(line.startswith(f"--set {override}") and fragment in line for line in lines), lines


def test_cli_set_reaches_the_spec(capsys):
    assert main(["validate", str(CONTROL), "--set", "branches.candidates.quanto-int4.cache.nbits=5"]) == 2
    err = capsys.readouterr().err
    assert ("--set branches.candidates.quanto-int4.cache.nbits=5  /branches/candidates/quanto-int4/cache/nbits  "
            "nbits 5 is not supported by the quanto backend") in err


def test_hash_stable_across_key_order_comments_and_written_defaults(tmp_path):
    base = load_spec(CONTROL)
    reordered = """# same experiment, written differently
acceptance: {max_generation_seconds: 600.0, memory_headroom_fraction: 0.1}   # a comment
branches:
  candidates:
    quanto-int4:
      cache: {nbits: 4, backend: quanto, implementation: quantized}
  ordinary:
    cache: {implementation: dynamic}
matrix:
  output_budgets: [96, 32]
  input_tokens: [1024, 512]
  repeats: 3
sample: {path: sample-absent}
model: {path: ./model-absent, revision: auto}
name: broken
seed: 0
version: 1
"""
    other = load_spec(_write(tmp_path, reordered))
    # paths resolve against each file's own directory, so compare with the control copied beside it
    control_here = load_spec(_write(tmp_path, CONTROL.read_text(encoding="utf-8"), "control.yaml"))
    assert spec_hash(other) == spec_hash(control_here)
    assert spec_hash(base) != spec_hash(control_here)  # different absolute paths are a different experiment


@pytest.mark.parametrize("override", [
    "seed=1", "name=broken2", "model.dtype=bfloat16", "model.device=cuda:1", "model.attn_implementation=eager",
    "model.path=other-model", "generation.length_policy=forced", "generation.stop_strings=[END]",
    "generation.repetition_penalty=1.1", "sample.placement=end", "matrix.input_tokens=[512]",
    "matrix.output_budgets=[32, 97]", "matrix.repeats=2", "matrix.warmup=2", "matrix.order=fixed",
    "branches.candidates.quanto-int4.cache.nbits=2", "branches.candidates.quanto-int4.cache.q_group_size=32",
    "branches.candidates.quanto-int4.environment.mode=venv",
    "acceptance.memory_headroom_fraction=0.2", "acceptance.max_generation_seconds=601",
    "acceptance.facts_must_be_correct=2", "acceptance.max_unsupported_additions=1",
    "device_memory_budget=6GiB", "environment.requirements=[torch==2.13.0]", "runner=docker", "output_dir=elsewhere",
])
def test_hash_changes_when_any_value_changes(override):
    assert spec_hash(load_spec(CONTROL, overrides=[override])) != spec_hash(load_spec(CONTROL))


def test_resolved_round_trip_and_hash_is_sha_of_canonical_json():
    for path in EXAMPLES + [CONTROL]:
        spec = load_spec(path)
        resolved = json.loads(json.dumps(resolved_dict(spec)))
        assert spec_from_resolved(resolved) == dataclasses.replace(spec, source=None)
        assert hashlib.sha256(canonical_json(spec).encode("utf-8")).hexdigest() == spec_hash(spec)
        assert spec_hash(spec_from_resolved(resolved)) == spec_hash(spec)
        assert Path(resolved["model"]["path"]).is_absolute() and Path(resolved["output_dir"]).is_absolute()


def test_context_limit_read_from_nested_text_config(tmp_path):
    model = tmp_path / "vlm"
    model.mkdir()
    (model / "config.json").write_text(json.dumps({"text_config": {"max_position_embeddings": 1100}}))
    text = CONTROL.read_text(encoding="utf-8").replace("path: model-absent", "path: vlm")
    with pytest.raises(SpecError) as info:
        load_spec(_write(tmp_path, text))
    assert "/matrix/input_tokens/1" in str(info.value) and "1024 + largest output budget 96" in str(info.value)
    assert load_spec(_write(tmp_path, text), overrides=["matrix.output_budgets=[32, 76]"])  # 1024 + 76 = 1100 fits


def test_unreadable_model_config_is_not_an_error(tmp_path):
    model = tmp_path / "m"
    model.mkdir()
    (model / "config.json").write_text("{not json")
    text = CONTROL.read_text(encoding="utf-8").replace("path: model-absent", "path: m")
    assert load_spec(_write(tmp_path, text)).model.path == model


def test_yaml_tags_and_non_string_keys_rejected(tmp_path):
    text = CONTROL.read_text(encoding="utf-8").replace("name: broken", "name: !!python/name:os.system x\n1: x")
    with pytest.raises(SpecError) as info:
        load_spec(_write(tmp_path, text))
    message = str(info.value)
    assert "unsupported YAML value" in message and "/name" in message
    assert "key 1 is not a string" in message


@pytest.mark.parametrize("override,fragment", [
    ("matrix.repeats=3.0", "/matrix/repeats  3.0 is not of type 'integer'"),
    ("seed=true", "/seed  true is not of type 'integer'"),
    ("acceptance.max_generation_seconds=.inf", "/acceptance/max_generation_seconds  inf is not a finite number"),
    ("generation.repetition_penalty=.nan", "/generation/repetition_penalty  nan is not a finite number"),
])
def test_numbers_are_strict(override, fragment):
    with pytest.raises(SpecError) as info:
        load_spec(CONTROL, overrides=[override])
    assert fragment in str(info.value)


def test_spec_and_plan_do_not_import_torch():
    import subprocess
    import sys

    code = ("import sys, harness.spec, harness.plan, harness.commands.validate, harness.commands.plan;"
            "harness.plan.build_plan(harness.spec.load_spec(sys.argv[1]));"
            "bad = [m for m in ('torch', 'transformers') if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)")
    proc = subprocess.run([sys.executable, "-c", code, str(REPO / "specs" / "demo-cpu.yaml")], capture_output=True,
                          text=True, cwd=REPO, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_committed_key_reference_matches_schema():
    from harness.spec.reference import render

    committed = (REPO / "docs" / "spec-reference.md").read_text(encoding="utf-8")
    assert committed == render(), "refresh: python -m harness.spec.reference > docs/spec-reference.md"
    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    for key in schema["properties"]:
        assert f"| `{key}`" in committed


@pytest.mark.parametrize("content,expected", [
    (b"---\n", "empty file"),
    (b"# only a comment\n", "empty file"),
    (b"version: 1\n---\nname: x\n", ":2:1  -  malformed YAML: expected a single document"),
    (b"version: 1\nname: \xff\n", "not UTF-8 text"),
    (b"just a string\n", ":1:1  /  the top level is a single value"),
    (b"model: {path: a, path: b}\n", ":1:18  /model/path  duplicate key 'path' (first written at line 1)"),
])
def test_loader_one_clear_line(content, expected, tmp_path):
    path = tmp_path / "s.yaml"
    path.write_bytes(content)
    with pytest.raises(SpecError) as info:
        load_spec(path)
    lines = str(info.value).splitlines()
    assert len(lines) == 1 and lines[0].startswith(str(path)) and expected in lines[0], lines


def test_yaml_anchors_and_merge_keys_work(tmp_path):
    text = CONTROL.read_text(encoding="utf-8").replace(
        "      cache: {implementation: quantized, backend: quanto, nbits: 4}\n",
        "      cache: &q {implementation: quantized, backend: quanto, nbits: 4, q_group_size: 64}\n"
        "    quanto-int2:\n      cache:\n        <<: *q\n        nbits: 2\n")
    spec = load_spec(_write(tmp_path, text))
    assert spec.branch("quanto-int2").cache.options() == {"implementation": "quantized", "backend": "quanto",
                                                          "nbits": 2, "q_group_size": 64}
