"""``harness.run.preflight.preflight``: every file a run reads is checked before anything is launched or written.

Each case starts from a control that passes (a small fake model directory with the files from_pretrained looks
for, and copies of specs/demo-cpu.yaml and samples/writing_case_a), breaks one thing the way a person would, and
expects an InputError (exit 2) with one line per problem naming the path. The demo spec with the real tiny model
(models/tiny-llama, made by scripts/setup.sh) passes.
"""
from __future__ import annotations

import json
import shutil
import struct
import time
from pathlib import Path

import pytest

from harness.errors import InputError
from harness.run.preflight import preflight
from harness.spec import load_spec

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
DEMO = REPO / "specs" / "demo-cpu.yaml"
SAMPLE = REPO / "samples" / "writing_case_a"


def _fake_model(root: Path) -> Path:
    """config.json, a well-formed one-tensor model.safetensors and a tokenizer: what preflight looks for."""
    root.mkdir(parents=True)
    (root / "config.json").write_text(json.dumps({"model_type": "llama", "max_position_embeddings": 8192}))
    header = json.dumps({"w": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]}}).encode()
    (root / "model.safetensors").write_bytes(struct.pack("<Q", len(header)) + header + b"\0" * 8)
    (root / "tokenizer.json").write_text(json.dumps({"version": "1.0", "model": {"type": "BPE"}}))
    (root / "tokenizer_config.json").write_text(json.dumps({"tokenizer_class": "PreTrainedTokenizerFast"}))
    return root


@pytest.fixture
def setup(tmp_path):
    """(spec path, model dir, sample dir, output dir): copies in tmp_path that pass preflight as they are."""
    spec_path = tmp_path / "specs" / "demo-cpu.yaml"
    spec_path.parent.mkdir()
    shutil.copyfile(DEMO, spec_path)
    sample = tmp_path / "samples" / SAMPLE.name  # the directory name is the sample id
    shutil.copytree(SAMPLE, sample)
    model = _fake_model(tmp_path / "models" / "fake")
    return spec_path, model, sample, tmp_path / "out"


def _spec(spec_path: Path, model: Path, sample: Path, out: Path):
    return load_spec(spec_path, overrides=[f"model.path={model}", f"sample.path={sample}", f"output_dir={out}"])


def _refused(spec) -> list[str]:
    with pytest.raises(InputError) as info:
        preflight(spec)
    assert info.value.exit_code == 2
    lines = str(info.value).splitlines()
    assert lines and all(line.strip() for line in lines)
    return lines


def test_control_passes_and_writes_nothing(setup):
    spec_path, model, sample, out = setup
    spec = _spec(spec_path, model, sample, out)
    assert spec.model.path == model and spec.sample.path == sample
    before = sorted(p.relative_to(spec_path.parents[1]) for p in spec_path.parents[1].rglob("*"))
    assert preflight(spec) is None
    assert sorted(p.relative_to(spec_path.parents[1]) for p in spec_path.parents[1].rglob("*")) == before
    assert not out.exists()


def test_demo_spec_with_the_tiny_model_passes_fast(tiny_model_dir):
    spec = load_spec(DEMO)
    assert spec.model.path == tiny_model_dir
    started = time.perf_counter()
    assert preflight(spec) is None
    assert time.perf_counter() - started < 2.0  # ~0.2 s here; it reads no weights


def test_missing_model_directory(setup):
    spec_path, model, sample, out = setup
    absent = model.parent / "not-there"
    lines = _refused(_spec(spec_path, absent, sample, out))
    assert lines == [line for line in lines if line.startswith(f"{absent}: model directory not found; ")]
    assert len(lines) == 1 and "model.path" in lines[0]


def test_model_directory_without_config_json(setup):
    spec_path, model, sample, out = setup
    (model / "config.json").unlink()
    lines = _refused(_spec(spec_path, model, sample, out))
    assert len(lines) == 1
    assert lines[0].startswith(f"{model / 'config.json'}: missing"), lines


def test_model_config_without_model_type_and_without_tokenizer(setup):
    spec_path, model, sample, out = setup
    (model / "config.json").write_text(json.dumps({"max_position_embeddings": 8192}))
    (model / "tokenizer.json").unlink()
    lines = _refused(_spec(spec_path, model, sample, out))
    assert len(lines) == 2, lines
    assert lines[0].startswith(f"{model / 'config.json'}: no 'model_type'")
    assert lines[1].startswith(f"{model}: no tokenizer files")


def test_truncated_weights_are_named(setup):
    spec_path, model, sample, out = setup
    weights = model / "model.safetensors"
    weights.write_bytes(weights.read_bytes()[:-4])  # a copy cut short
    lines = _refused(_spec(spec_path, model, sample, out))
    assert len(lines) == 1 and lines[0].startswith(f"{weights}: truncated"), lines


def test_mistral_tekken_tokenizer_is_accepted(setup):
    spec_path, model, sample, out = setup
    (model / "tokenizer.json").unlink()
    (model / "tokenizer_config.json").unlink()
    (model / "tekken.json").write_text(json.dumps({"config": {"pattern": "x"}, "vocab": []}))
    assert preflight(_spec(spec_path, model, sample, out)) is None


def test_sample_directory_without_facts_yaml(setup):
    spec_path, model, sample, out = setup
    (sample / "facts.yaml").unlink()
    lines = _refused(_spec(spec_path, model, sample, out))
    assert len(lines) == 1
    assert lines[0].startswith(f"{sample / 'facts.yaml'}: missing"), lines


def _break_facts(sample: Path, old: str, new: str) -> Path:
    path = sample / "facts.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


# F03 of writing_case_a, as written in its facts.yaml
F03_SOURCES = "    sources: [A04]\n    subject: budget\n"
F03_VALUE = "    value: {type: money, amount: 1200000, currency: CNY, bound: max}\n"


@pytest.mark.parametrize("old, new, fragment", [
    # bad indentation: a key of F03 pulled two spaces left, out of its list item
    (F03_SOURCES, "  sources: [A04]\n    subject: budget\n", "not valid YAML"),
    # a fact without a value: the line deleted
    (F03_VALUE, "", "/facts/2"),
    # a wrong type: the amount written in words
    ("amount: 1200000", "amount: 一百二十万", "/facts/2/value/amount"),
], ids=["bad-indentation", "fact-without-value", "wrong-type"])
def test_malformed_facts_yaml_is_refused_before_any_launch(setup, old, new, fragment):
    spec_path, model, sample, out = setup
    facts = _break_facts(sample, old, new)
    lines = _refused(_spec(spec_path, model, sample, out))
    assert all(line.startswith(str(facts)) for line in lines), lines
    assert any(fragment in line for line in lines), lines


def test_bad_indentation_names_line_and_column(setup):
    spec_path, model, sample, out = setup
    facts = _break_facts(sample, F03_SOURCES, "  sources: [A04]\n    subject: budget\n")
    line_no = facts.read_text(encoding="utf-8").splitlines().index("  sources: [A04]") + 1
    lines = _refused(_spec(spec_path, model, sample, out))
    assert len(lines) == 1 and lines[0].startswith(f"{facts}:{line_no}:3: not valid YAML"), lines


def test_facts_of_another_sample_are_refused(setup):
    spec_path, model, sample, out = setup
    facts = _break_facts(sample, "sample_id: writing_case_a", "sample_id: writing_case_b")
    lines = _refused(_spec(spec_path, model, sample, out))
    assert len(lines) == 1 and lines[0].startswith(f"{facts}: sample_id 'writing_case_b' differs"), lines


def test_alias_bomb_in_a_sample_file_is_refused_fast(setup):
    spec_path, model, sample, out = setup
    path = sample / "facts.yaml"
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for previous, name in zip("abcdefgh", "bcdefghi"):
        lines.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    spec = _spec(spec_path, model, sample, out)
    started = time.perf_counter()
    refused = _refused(spec)
    assert time.perf_counter() - started < 2.0
    assert len(refused) == 1 and refused[0].startswith(f"{path}:") and "aliases are expanded" in refused[0]


def test_every_problem_is_reported_at_once(setup):
    spec_path, model, sample, out = setup
    (model / "config.json").unlink()
    (sample / "facts.yaml").unlink()
    (sample / "prompt.j2").unlink()
    lines = _refused(_spec(spec_path, model, sample, out))
    assert [line.split(":")[0] for line in lines] == [str(model / "config.json"), str(sample / "facts.yaml"),
                                                      str(sample / "prompt.j2")], lines
