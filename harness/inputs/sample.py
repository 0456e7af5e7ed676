"""Load a sample directory (material, background, prompt template) into frozen dataclasses.

A sample directory (see docs/contracts.md, "Sample directory") holds ``sample.yaml``, ``material.yaml``,
``background.yaml``, ``facts.yaml`` and ``prompt.j2``. Each YAML file is checked against its JSON Schema in
``schemas/`` and every problem is reported at once as an :class:`~harness.errors.InputError` (exit 2).

Pure Python: no torch, no tokenizer. Hashes are SHA-256 over canonical JSON (sorted keys, no spaces, UTF-8),
so a reordered or edited paragraph changes the hash that travels with every prepared input.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path

import jsonschema
from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError

from harness.errors import InputError

SCHEMAS = Path(__file__).resolve().parents[2] / "schemas"


@dataclass(frozen=True)
class Paragraph:
    id: str
    text: str


@dataclass(frozen=True)
class RequiredSection:
    id: str
    title: str
    patterns: tuple[str, ...]


@dataclass(frozen=True)
class Sample:
    """Everything about a sample except its facts (``harness.grade.facts`` loads those).

    ``background`` is in its fixed insertion order; ``background_sha256`` covers version, ids and texts.
    """

    path: Path
    id: str
    language: str
    title: str
    fictional_notice: str
    task: str
    scripts: tuple[str, ...]
    required_sections: tuple[RequiredSection, ...]
    truncation_notes: tuple[str, ...]
    material_version: str
    material: tuple[Paragraph, ...]
    material_sha256: str
    background_version: str
    background: tuple[Paragraph, ...]
    background_sha256: str
    prompt_template: str

    @property
    def source_text(self) -> str:
        """The material's text, paragraphs joined by newlines: what facts and additions are checked against."""
        return "\n".join(p.text for p in self.material)


def canonical_sha256(obj: object) -> str:
    data = json.dumps(obj, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return hashlib.sha256(data).hexdigest()


def read_yaml(path: Path, schema_name: str) -> dict:
    """Read one YAML file and validate it against ``schemas/<schema_name>``; raise InputError listing every error."""
    if not path.is_file():
        raise InputError(f"{path}: missing (a sample directory needs it; see docs/contracts.md)")
    try:
        data = YAML(typ="safe", pure=True).load(path.read_text(encoding="utf-8"))
    except YAMLError as exc:
        raise InputError(f"{path}: not valid YAML: {exc}") from exc
    schema = json.loads((SCHEMAS / schema_name).read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
    if errors:
        lines = [f"{path}  /{'/'.join(str(p) for p in e.absolute_path)}  {e.message}" for e in errors]
        raise InputError("\n".join(lines))
    return data


def _paragraphs(items: list[dict]) -> tuple[Paragraph, ...]:
    return tuple(Paragraph(id=p["id"], text=p["text"]) for p in items)


def load_sample(sample_dir: str | Path) -> Sample:
    """Load and cross-check a sample directory. Raises InputError (exit 2) on any problem."""
    root = Path(sample_dir).resolve()
    if not root.is_dir():
        raise InputError(f"{root}: sample directory not found")
    meta = read_yaml(root / "sample.yaml", "sample.schema.json")
    material = read_yaml(root / "material.yaml", "material.schema.json")
    background = read_yaml(root / "background.yaml", "background.schema.json")
    prompt_path = root / "prompt.j2"
    if not prompt_path.is_file():
        raise InputError(f"{prompt_path}: missing (the task prompt template)")
    mat = _paragraphs(material["paragraphs"])
    bg = _paragraphs(background["paragraphs"])
    problems = []
    ids = [p.id for p in mat + bg]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        problems.append(f"{root}: paragraph ids used twice: {', '.join(dupes)}")
    if meta["id"] != root.name:
        problems.append(f"{root / 'sample.yaml'}: id {meta['id']!r} differs from the directory name {root.name!r}")
    if problems:
        raise InputError("\n".join(problems))
    sections = tuple(
        RequiredSection(id=s["id"], title=s["title"], patterns=tuple(s["patterns"])) for s in meta["required_sections"]
    )
    return Sample(
        path=root,
        id=meta["id"],
        language=meta["language"],
        title=meta["title"],
        fictional_notice=meta["fictional_notice"],
        task=meta["task"],
        scripts=tuple(meta["scripts"]),
        required_sections=sections,
        truncation_notes=tuple(meta.get("truncation_notes", ())),
        material_version=material["version"],
        material=mat,
        material_sha256=canonical_sha256({"version": material["version"], "paragraphs": [[p.id, p.text] for p in mat]}),
        background_version=background["version"],
        background=bg,
        background_sha256=canonical_sha256(
            {"version": background["version"], "paragraphs": [[p.id, p.text] for p in bg]}
        ),
        prompt_template=prompt_path.read_text(encoding="utf-8"),
    )
