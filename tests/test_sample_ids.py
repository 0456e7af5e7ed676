"""Paragraph ids of a user's material: the schema takes the same form a fact's ``sources`` and the grader's
source-list reader take (one or two capital letters, two or three digits), and refuses any other with the file named."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from harness.errors import InputError
from harness.inputs.sample import load_sample

pytestmark = pytest.mark.unit

SAMPLE = Path(__file__).resolve().parents[1] / "samples" / "procurement_notice_c"


def _renamed(tmp_path: Path, new_id) -> Path:
    """A copy of a built-in sample whose first material paragraph (and every fact citing it) takes ``new_id``."""
    d = tmp_path / SAMPLE.name
    shutil.copytree(SAMPLE, d)
    yaml = YAML(typ="safe", pure=True)
    material = yaml.load((d / "material.yaml").read_text(encoding="utf-8"))
    old = material["paragraphs"][0]["id"]
    material["paragraphs"][0]["id"] = new_id
    with (d / "material.yaml").open("w", encoding="utf-8") as f:
        yaml.dump(material, f)
    facts = (d / "facts.yaml").read_text(encoding="utf-8")
    (d / "facts.yaml").write_text(facts.replace(old, new_id), encoding="utf-8")
    return d


@pytest.mark.parametrize("new_id", ["AB01", "C105", "Z99"])
def test_one_or_two_letters_and_two_or_three_digits_load(tmp_path, new_id):
    s = load_sample(_renamed(tmp_path, new_id))
    assert s.material[0].id == new_id


@pytest.mark.parametrize("new_id", ["ABC01", "A1", "a01", "A0001", "A-01"])
def test_another_form_is_refused_naming_the_file(tmp_path, new_id):
    with pytest.raises(InputError, match=r"material\.yaml\s+/paragraphs/0/id"):
        load_sample(_renamed(tmp_path, new_id))
