"""Custom model code (auto_map, *.py): refused before any launch unless the spec opts in; when trusted, the code is
hashed into the revision, the loaded class must be the declared one, and a generate() that drops the cache options
yields invalid records."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from harness.entry.remote_code import custom_code, declared_class
from harness.entry.revision import model_revision
from harness.run.preflight import remote_code_problems
from tests.fixtures.entry_jobs import prepared_ids, read_lines, run_entry, write_input, write_job

REPO = Path(__file__).resolve().parents[1]
QUANTO = {"implementation": "quantized", "backend": "quanto", "nbits": 4, "q_group_size": 64, "residual_length": 32}


def _fake_dir(tmp_path: Path, config: dict, code: str | None = "class X: pass\n") -> Path:
    d = tmp_path / "m"
    d.mkdir()
    (d / "config.json").write_text(json.dumps(config))
    if code is not None:
        (d / "modeling_custom.py").write_text(code)
    return d


@pytest.mark.unit
def test_auto_map_on_a_library_model_type_is_refused_without_the_opt_in(tmp_path):
    d = _fake_dir(tmp_path, {"model_type": "llama", "architectures": ["CustomLlamaForCausalLM"],
                             "auto_map": {"AutoModelForCausalLM": "modeling_custom.CustomLlamaForCausalLM"}})
    (line,) = remote_code_problems(d, trusted=False)
    assert "model.trust_remote_code: true" in line and "modeling_custom.py" in line and "auto_map" in line
    assert remote_code_problems(d, trusted=True) == []
    assert declared_class(d) == "CustomLlamaForCausalLM"


@pytest.mark.unit
def test_custom_model_type_and_bare_code_files_are_refused_too(tmp_path):
    d = _fake_dir(tmp_path, {"model_type": "my_custom", "auto_map": {"AutoConfig": "configuration_x.XConfig",
                                                                      "AutoModelForCausalLM": "modeling_x.XForLM"}},
                  code=None)
    assert len(remote_code_problems(d, trusted=False)) == 1
    e = tmp_path / "e"
    e.mkdir()
    (e / "config.json").write_text(json.dumps({"model_type": "llama"}))
    (e / "sub").mkdir()
    (e / "sub" / "patch.py").write_text("print('x')\n")
    (line,) = remote_code_problems(e, trusted=False)
    assert "sub/patch.py" in line
    plain = tmp_path / "p"
    plain.mkdir()
    (plain / "config.json").write_text(json.dumps({"model_type": "llama", "architectures": ["LlamaForCausalLM"]}))
    assert custom_code(plain) is None and remote_code_problems(plain, trusted=False) == []


@pytest.mark.unit
def test_code_from_another_repository_is_refused_even_when_trusted(tmp_path):
    d = _fake_dir(tmp_path, {"model_type": "llama",
                             "auto_map": {"AutoModelForCausalLM": "someone/repo--modeling_x.XForLM"}}, code=None)
    (line,) = remote_code_problems(d, trusted=True)
    assert "another repository" in line


@pytest.mark.unit
def test_the_code_files_are_hashed_into_the_revision(tmp_path):
    d = _fake_dir(tmp_path, {"model_type": "llama", "auto_map": {"AutoModelForCausalLM": "modeling_custom.X"}})
    before = model_revision(d)
    (d / "modeling_custom.py").write_text("class X: pass  # changed\n")
    assert model_revision(d) != before


@pytest.mark.unit
def test_the_opt_in_is_a_spec_key_recorded_only_when_set(tmp_path):
    from harness.spec import load_spec, resolved_dict, spec_hash
    from harness.spec.resolved import spec_from_resolved

    spec_path = REPO / "specs" / "demo-cpu.yaml"
    plain = load_spec(spec_path)
    trusted = load_spec(spec_path, overrides=("model.trust_remote_code=true",))
    assert plain.model.trust_remote_code is False and trusted.model.trust_remote_code is True
    assert "trust_remote_code" not in resolved_dict(plain)["model"]  # every existing spec hash unchanged
    assert resolved_dict(trusted)["model"]["trust_remote_code"] is True
    assert spec_hash(plain) != spec_hash(trusted)
    assert spec_from_resolved(resolved_dict(trusted)).model.trust_remote_code is True


def _spec(tmp_path: Path, model: Path, extra_model: str = "") -> Path:
    text = (REPO / "specs" / "demo-cpu.yaml").read_text()
    text = text.replace("../models/tiny-llama", str(model)).replace("../samples/", str(REPO / "samples") + "/")
    text = text.replace("  device: cpu ", f"{extra_model}  device: cpu ")
    text += f"output_dir: {tmp_path / 'out'}\n"
    path = tmp_path / "spec.yaml"
    path.write_text(text)
    return path


@pytest.mark.e2e
def test_harness_run_refuses_the_custom_code_preset_with_exit_2_before_any_launch(tmp_path, family_models):
    spec = _spec(tmp_path, family_models["custom-code"])
    res = subprocess.run([sys.executable, "-m", "harness", "run", str(spec), "--allow-pending"], cwd=REPO,
                         capture_output=True, text=True, timeout=300)
    assert res.returncode == 2, res.stderr
    assert "trust_remote_code" in res.stderr and "modeling_custom.py" in res.stderr
    assert not (tmp_path / "out").exists()  # nothing written, nothing launched
    ok = subprocess.run([sys.executable, "-m", "harness", "validate", str(_spec(tmp_path, family_models["custom-code"],
                         "  trust_remote_code: true\n"))], cwd=REPO, capture_output=True, text=True, timeout=120)
    assert ok.returncode == 0, ok.stdout + ok.stderr


@pytest.fixture(scope="module")
def custom_run(tmp_path_factory, family_models):
    model = family_models["custom-code"]
    run_dir = tmp_path_factory.mktemp("run")
    inputs = {"t64": write_input(run_dir, "t64", prepared_ids(model, 64))}
    cells = [{"cell_id": "t64-b8-r1", "tier_id": "t64", "output_budget": 8, "repeat": 1}]
    return model, run_dir, inputs, cells


def _job(run_dir, model, inputs, cells, launch_id, trust):
    path = write_job(run_dir, model, QUANTO, inputs, cells, launch_id=launch_id)
    job = json.loads(path.read_text())
    if trust:
        job["model"]["trust_remote_code"] = True
    path.write_text(json.dumps(job))
    return path


@pytest.mark.e2e
def test_trusted_code_that_drops_the_cache_options_yields_invalid_records(custom_run):
    model, run_dir, inputs, cells = custom_run
    res = run_entry(_job(run_dir, model, inputs, cells, "L01", trust=True), run_dir)
    assert res.returncode == 0, res.stderr[-2000:]
    (rec,) = read_lines(run_dir, "L01")
    assert rec["completed"] is True and rec["valid"] is False
    assert rec["effective_cache"]["cache_class"] != "QuantizedCache"
    assert not any("not the class the config declares" in r for r in rec["invalid_reasons"])  # it loaded the custom


@pytest.mark.e2e
def test_untrusted_load_of_an_auto_map_directory_is_not_the_declared_class(custom_run):
    """Run directly (no preflight), the library loads its own LlamaForCausalLM: the record must say so."""
    model, run_dir, inputs, cells = custom_run
    res = run_entry(_job(run_dir, model, inputs, cells, "L02", trust=False), run_dir)
    assert res.returncode == 0, res.stderr[-2000:]
    (rec,) = read_lines(run_dir, "L02")
    assert rec["valid"] is False
    assert any("LlamaForCausalLM is not the class the config declares, CustomLlamaForCausalLM" in r
               for r in rec["invalid_reasons"])


@pytest.mark.e2e
def test_a_copied_library_model_without_code_declares_its_own_class(tmp_path, tiny_model_dir):
    d = tmp_path / "copy"
    shutil.copytree(tiny_model_dir, d)
    assert custom_code(d) is None and declared_class(d) == "LlamaForCausalLM"
