"""``preflight(spec)``: every file a run will read, checked before anything is launched or written.

Contract: ``preflight(spec) -> None`` or ``harness.errors.InputError`` (exit 2) whose message has one line per
problem, every problem at once: ``PATH: what is wrong; what to do``. Cheap (well under a second on the demo
spec): it reads configs, YAML files and safetensors headers, never whole weight files, and imports no torch or
transformers. It writes nothing.

What it checks, and whose rules it applies:

- the model directory (``spec.model.path``): a readable directory with a ``config.json`` that is a JSON object
  naming a ``model_type``; the weights ``transformers``' ``from_pretrained`` looks for in a local directory
  (``transformers_weights`` from the config, else ``model.safetensors``, ``model.safetensors.index.json``,
  ``pytorch_model.bin``, ``pytorch_model.bin.index.json``; an index's shards must all be there); each
  safetensors file's header must parse and its tensors must end where the file ends (a truncated copy is
  caught here, not after minutes of loading); tokenizer files in a form ``AutoTokenizer`` loads
  (``tokenizer.json``, mistral-common's ``tekken.json`` or ``tokenizer.model.v*``, a SentencePiece ``*.model``,
  ``vocab.json``/``vocab.txt``, ``*.tiktoken``); a Git LFS pointer left where a file should be is named as such.
  The revision hash is not computed here (it reads every byte); the orchestrator does that.
- the sample directory (``spec.sample.path``): the files of docs/contracts.md "Sample directory" are present;
  each YAML file parses (one line with its line and column) and stays within the alias limits of
  ``harness.spec.yamlload``; then the project's own loaders judge the content: ``load_sample``
  (``harness.inputs.sample``: schemas of sample/material/background, paragraph ids, the sample id),
  ``load_facts`` (``harness.grade.facts``: ``schemas/facts.schema.json`` and the cross-references), the
  ``sample_id`` agreement the grader checks (``harness.grade.api``), and the prompt template must render
  (``harness.inputs.tiers.render_prompt``, StrictUndefined).
- other paths a run reads: local files named by requirement lines (``-r /abs/file``, ``pkg @ file:///...``,
  ``/abs/pkg.whl``). ``output_dir`` is not checked here: one that cannot be created is exit 3 (infrastructure).
  Writability and the docker runner's images and build records are checked by the run itself (exit 3).
"""

from __future__ import annotations

import json
import os
import re
import struct
from pathlib import Path

from ruamel.yaml import YAML
from ruamel.yaml.error import MarkedYAMLError, YAMLError

from harness.errors import InputError
from harness.spec.model import Spec
from harness.spec.yamlload import expansion_problem

# What transformers' from_pretrained loads from a local directory, in its order (modeling_utils).
WEIGHT_NAMES = (
    "model.safetensors",
    "model.safetensors.index.json",
    "pytorch_model.bin",
    "pytorch_model.bin.index.json",
)
# Tokenizer files AutoTokenizer can build a tokenizer from (any one is enough).
TOKENIZER_NAMES = ("tokenizer.json", "tekken.json", "tokenizer.model", "vocab.json", "vocab.txt")
TOKENIZER_PATTERNS = ("tokenizer.model.v*", "*.model", "*.tiktoken")
# Tokenizers that need no vocabulary file (bytes or characters are the vocabulary).
VOCAB_FREE_TOKENIZERS = ("ByT5Tokenizer", "CanineTokenizer")
# The files of a sample directory (docs/contracts.md, "Sample directory"); the loaders judge their content.
SAMPLE_YAML = ("sample.yaml", "material.yaml", "background.yaml", "facts.yaml")
PROMPT_TEMPLATE = "prompt.j2"

_LFS_PREFIX = b"version https://git-lfs.github.com/spec/"
_SAFETENSORS_MAX_HEADER = 100_000_000  # the safetensors format's own limit
_SAMPLE_HINT = "see docs/contracts.md, 'Sample directory'"
_FACTS_HINT = "format: docs/facts.md, schema: schemas/facts.schema.json"


def preflight(spec: Spec) -> None:
    """Raise ``InputError`` listing every problem with the files ``spec``'s run will read; return None when none."""
    problems = (
        model_problems(spec.model.path)
        + remote_code_problems(spec.model.path, spec.model.trust_remote_code)
        + sample_problems(spec.sample.path)
        + other_problems(spec)
        + container_model_problems(spec)
    )
    if problems:
        raise InputError("\n".join(problems))


def container_model_problems(spec: Spec) -> list[str]:
    """A container sees only the mounted model directory: links out of it are refused before the run starts."""
    if spec.runner != "docker" and not (spec.runner == "slurm" and spec.slurm.launcher == "docker"):
        return []
    if not Path(spec.model.path).is_dir():
        return []  # model_problems says so
    from harness.run.container import model_link_problem

    problem = model_link_problem(Path(spec.model.path))
    return [problem] if problem else []


# --- model ------------------------------------------------------------------------------------------------------


def model_problems(model_dir: Path) -> list[str]:
    """Every problem with the model directory, one line each (empty: a run can load it)."""
    root = Path(model_dir)
    make = (
        "point model.path (or --set model.path=DIR) at a local model directory with config.json, weights "
        "and tokenizer files (the demo's tiny model: python3 -m harness model tiny --out DIR)"
    )
    if not root.exists():
        return [f"{root}: model directory not found; {make}"]
    if not root.is_dir():
        return [f"{root}: is a file, not a model directory; {make}"]
    if not os.access(root, os.R_OK | os.X_OK):
        return [f"{root}: model directory is not readable by this user; fix its permissions"]
    problems: list[str] = []
    config = _model_config(root, problems)
    problems += _weight_problems(root, config)
    problems += _tokenizer_problems(root)
    problems += _small_json_problems(root)
    return problems


def remote_code_problems(model_dir: Path, trusted: bool) -> list[str]:
    """A directory with custom code (``auto_map`` in config.json, or ``*.py`` files) is refused unless the spec
    opts in with ``model.trust_remote_code: true``: without it transformers would load the library's own class
    for a known ``model_type`` (silently not the declared model) or fail late in every launch. An ``auto_map``
    entry naming another repository (``repo--module.Class``) is refused even when trusted: hub code is never
    fetched."""
    from harness.entry.remote_code import custom_code  # pure json + pathlib

    root = Path(model_dir)
    if not (root / "config.json").is_file():
        return []
    found = custom_code(root)
    if found is None:
        return []
    problems = []
    if found["remote_references"]:
        problems.append(
            f"{root / 'config.json'}: auto_map entries {', '.join(found['remote_references'])} name code in another "
            "repository (repo--module.Class); hub code is never fetched: copy the code into the model directory"
        )
    if not trusted:
        what = []
        if found["auto_map"]:
            mapped = ", ".join(f"{k} -> {v}" for k, v in sorted(found["auto_map"].items()))
            what.append(f"config.json auto_map ({mapped})")
        if found["code_files"]:
            what.append(f"code files {', '.join(found['code_files'])}")
        problems.append(
            f"{root}: holds custom model code: {'; '.join(what)}; it is refused unless the spec opts in with "
            "model.trust_remote_code: true (the code is then run, recorded, hashed into the model revision and "
            "stated in the report): read the code first"
        )
    return problems


def _small_json_problems(root: Path) -> list[str]:
    """The model's other small JSON files (generation_config.json, special_tokens_map.json, ...) must parse:
    from_pretrained reads them when they are there."""
    checked = {"config.json", "tokenizer_config.json", "tokenizer.json", "tekken.json", "vocab.json"}
    problems = []
    for path in sorted(root.glob("*.json")):
        if path.name in checked or path.name.endswith(".index.json") or not path.is_file():
            continue
        if path.stat().st_size > (1 << 20) or _is_lfs_pointer(path):
            continue
        try:
            json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            problems.append(f"{path}: not valid JSON ({_one_line(exc)}); fix it or copy it from the model again")
    return problems


def _model_config(root: Path, problems: list[str]) -> dict | None:
    path = root / "config.json"
    if not path.is_file():
        problems.append(
            f"{path}: missing, so {root} is not a model directory (from_pretrained needs it); copy the "
            "whole model directory, or point model.path at one"
        )
        return None
    if _is_lfs_pointer(path):
        problems.append(_lfs_line(path))
        return None
    try:
        config = json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError as exc:
        problems.append(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start}); copy the model's real config")
        return None
    except json.JSONDecodeError as exc:
        problems.append(
            f"{path}:{exc.lineno}:{exc.colno}: not valid JSON ({exc.msg}); fix it or copy the model's config.json again"
        )
        return None
    except OSError as exc:
        problems.append(f"{path}: cannot read: {exc.strerror or exc}; fix its permissions")
        return None
    if not isinstance(config, dict):
        problems.append(f"{path}: holds a JSON {type(config).__name__}, not an object; copy the model's config.json")
        return None
    if not isinstance(config.get("model_type"), str) or not config["model_type"]:
        problems.append(
            f"{path}: no 'model_type' (e.g. \"llama\"), so transformers cannot tell which architecture "
            "to build; add it, or copy the model's complete config.json"
        )
    return config


def _weight_problems(root: Path, config: dict | None) -> list[str]:
    explicit = config.get("transformers_weights") if isinstance(config, dict) else None
    names = (explicit,) if isinstance(explicit, str) and explicit else WEIGHT_NAMES
    found = next((root / name for name in names if (root / name).is_file()), None)
    if found is None:
        others = sorted(
            p.name
            for p in root.iterdir()
            if p.is_file() and (p.suffix in (".safetensors", ".bin", ".pt", ".pth", ".gguf"))
        )
        having = f" (it has {', '.join(others[:4])}{', ...' if len(others) > 4 else ''})" if others else ""
        wanted = " or ".join(names)
        return [
            f"{root}: no weights file from_pretrained loads{having}: it looks for {wanted}; copy the weights "
            "or rename them to that"
        ]
    if found.name.endswith(".index.json"):
        return _index_problems(found)
    return _weight_file_problems(found)


def _index_problems(index: Path) -> list[str]:
    if _is_lfs_pointer(index):
        return [_lfs_line(index)]
    try:
        data = json.loads(index.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return [f"{index}: cannot read the shard index ({exc}); copy it again"]
    weight_map = data.get("weight_map") if isinstance(data, dict) else None
    if not isinstance(weight_map, dict) or not weight_map:
        return [f"{index}: no 'weight_map' naming the shards; copy the model's index file again"]
    problems: list[str] = []
    for shard in sorted({str(name) for name in weight_map.values()}):
        path = index.parent / shard
        if not path.is_file():
            problems.append(f"{path}: missing (listed in {index.name}); copy every shard of the model")
        else:
            problems += _weight_file_problems(path)
    return problems


def _weight_file_problems(path: Path) -> list[str]:
    if _is_lfs_pointer(path):
        return [_lfs_line(path)]
    if not os.access(path, os.R_OK):
        return [f"{path}: not readable by this user; fix its permissions"]
    size = path.stat().st_size
    if size == 0:
        return [f"{path}: empty (0 bytes); copy the weights again"]
    if path.suffix != ".safetensors":
        return []
    again = "the copy is broken or truncated: copy the file again"
    try:
        with path.open("rb") as handle:
            head = handle.read(8)
            if len(head) < 8:
                return [f"{path}: {size} bytes, too short for a safetensors header; {again}"]
            (length,) = struct.unpack("<Q", head)
            if length > _SAFETENSORS_MAX_HEADER or 8 + length > size:
                return [
                    f"{path}: not a safetensors file (its header length {length} does not fit the file's "
                    f"{size} bytes); {again}"
                ]
            header = json.loads(handle.read(length).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return [f"{path}: the safetensors header is not valid JSON; {again}"]
    except OSError as exc:
        return [f"{path}: cannot read: {exc.strerror or exc}"]
    if not isinstance(header, dict):
        return [f"{path}: the safetensors header is not a JSON object; {again}"]
    ends = [
        entry["data_offsets"][1]
        for name, entry in header.items()
        if name != "__metadata__"
        and isinstance(entry, dict)
        and isinstance(entry.get("data_offsets"), list)
        and len(entry["data_offsets"]) == 2
        and isinstance(entry["data_offsets"][1], int)
    ]
    expected = 8 + length + max(ends, default=0)
    if expected > size:
        return [f"{path}: truncated: its tensors end at byte {expected}, the file has {size}; {again}"]
    return []


def _tokenizer_problems(root: Path) -> list[str]:
    present = [root / name for name in TOKENIZER_NAMES if (root / name).is_file()]
    for pattern in TOKENIZER_PATTERNS:
        present += [p for p in sorted(root.glob(pattern)) if p.is_file() and p not in present]
    problems: list[str] = []
    tok_config = root / "tokenizer_config.json"
    tok_class = None
    if tok_config.is_file():
        try:
            data = json.loads(tok_config.read_text(encoding="utf-8"))
            tok_class = data.get("tokenizer_class") if isinstance(data, dict) else None
            if not isinstance(data, dict):
                problems.append(f"{tok_config}: not a JSON object; copy the model's tokenizer_config.json again")
        except (OSError, ValueError) as exc:
            problems.append(f"{tok_config}: cannot read as JSON ({_one_line(exc)}); copy it again")
    for path in present:
        if _is_lfs_pointer(path):
            problems.append(_lfs_line(path))
        elif path.stat().st_size == 0:
            problems.append(f"{path}: empty (0 bytes); copy the tokenizer files again")
        elif path.suffix == ".json" and not _starts_like_json_object(path):
            problems.append(f"{path}: does not hold a JSON object; copy the tokenizer files again")
    if not present and tok_class not in VOCAB_FREE_TOKENIZERS:
        problems.append(
            f"{root}: no tokenizer files (one of tokenizer.json, tekken.json, tokenizer.model, "
            "tokenizer.model.v*, a SentencePiece *.model, vocab.json, vocab.txt, *.tiktoken); inputs are "
            "measured in the model's own tokens: copy the model's tokenizer files into this directory"
        )
    return problems


def _starts_like_json_object(path: Path) -> bool:
    """The first non-blank byte is ``{`` (tokenizer.json / tekken.json can be 20 MB: not parsed whole here)."""
    with path.open("rb") as handle:
        return handle.read(4096).lstrip()[:1] == b"{"


def _is_lfs_pointer(path: Path) -> bool:
    try:
        if path.stat().st_size > 1024:
            return False
        with path.open("rb") as handle:
            return handle.read(len(_LFS_PREFIX)) == _LFS_PREFIX
    except OSError:
        return False


def _lfs_line(path: Path) -> str:
    return f"{path}: a Git LFS pointer, not the file itself; run 'git lfs pull' in its repository or copy the real file"


# --- sample -----------------------------------------------------------------------------------------------------


def sample_problems(sample_dir: Path) -> list[str]:
    """Every problem with the sample directory, one line each, judged by the project's own loaders."""
    root = Path(sample_dir)
    if not root.is_dir():
        what = "is a file, not a sample directory" if root.exists() else "sample directory not found"
        return [
            f"{root}: {what}; point sample.path (or --set sample.path=DIR) at a directory like samples/writing_case_a"
        ]
    problems: list[str] = []
    usable: set[str] = set()
    for name in SAMPLE_YAML:
        path = root / name
        if not path.is_file():
            problems.append(f"{path}: missing; every sample directory needs {name} ({_SAMPLE_HINT})")
            continue
        line = _yaml_problem(path)
        if line is None:
            usable.add(name)
        else:
            problems.append(line)
    if not (root / PROMPT_TEMPLATE).is_file():
        problems.append(f"{root / PROMPT_TEMPLATE}: missing; the task prompt template is needed ({_SAMPLE_HINT})")
    else:
        usable.add(PROMPT_TEMPLATE)

    sample = facts = None
    if usable >= {"sample.yaml", "material.yaml", "background.yaml", PROMPT_TEMPLATE}:
        from harness.inputs.sample import load_sample

        sample = _judged(load_sample, root, _SAMPLE_HINT, problems)
    if "facts.yaml" in usable:
        from harness.grade.facts import load_facts

        facts = _judged(load_facts, root, _FACTS_HINT, problems)
    if sample is not None and facts is not None and facts.sample_id != sample.id:
        # the agreement harness.grade.api requires before it grades anything
        problems.append(
            f"{sample.path / 'facts.yaml'}: sample_id {facts.sample_id!r} differs from the sample's id "
            f"{sample.id!r}; these facts belong to another sample: fix sample_id or the directory"
        )
    if sample is not None:
        from harness.inputs.tiers import render_prompt

        _judged(
            lambda s: render_prompt(s, s.material),
            sample,
            "the prompt is rendered with title, fictional_notice, task and paragraphs",
            problems,
        )
    return problems


def _yaml_problem(path: Path) -> str | None:
    """One line when ``path`` is not YAML the loaders can read, or would expand past the alias limits."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        return f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start}); save it as UTF-8"
    except OSError as exc:
        return f"{path}: cannot read: {exc.strerror or exc}; fix its permissions"
    try:
        node = YAML(typ="safe", pure=True).compose(text)  # the loaders read with this parser
    except MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark is not None else str(path)
        what = " ".join(part for part in (exc.context, exc.problem) if part) or "cannot parse"
        return f"{where}: not valid YAML: {what}; check the indentation and quoting there"
    except (YAMLError, RecursionError) as exc:
        return f"{path}: not valid YAML: {_one_line(exc)}"
    if node is None:
        return f"{path}: empty; {_SAMPLE_HINT}"
    limit = expansion_problem(str(path), node)
    if limit is not None:
        where = f"{path}:{limit.where[0]}:{limit.where[1]}" if limit.where else str(path)
        return f"{where}: {limit.message}"
    return None


def _judged(load, arg, hint: str, problems: list[str]):
    """``load(arg)``; its InputError's lines (one per problem, each naming its file) go to ``problems``."""
    try:
        return load(arg)
    except InputError as exc:
        for line in str(exc).splitlines():
            if line.strip():
                problems.append(line if "docs/" in line else f"{line} ({hint})")
        return None


# --- other files ------------------------------------------------------------------------------------------------

# requirement lines that name a local file: -r/-c/-e PATH, NAME @ file://PATH, or a bare path to an archive.
_OPTION_FILE = re.compile(r"^(?:-r|-c|-e|--requirement|--constraint|--editable)[=\s]+(\S+)")
_FILE_URL = re.compile(r"file://(/[^\s;#]+)")


def other_problems(spec: Spec) -> list[str]:
    """Local files named by requirement lines. (An output_dir that cannot be created is the machine's problem, not
    the spec's: ``create_run_dir`` refuses it with exit 3 and nothing written, docs/contracts.md "Faults".)"""
    problems: list[str] = []
    lines = [("environment.requirements", r) for r in spec.environment.requirements]
    for b in spec.branches:
        lines += [(f"branch {b.name} extra_requirements", r) for r in b.environment.extra_requirements]
    for where, requirement in lines:
        path = _requirement_path(requirement)
        if path is not None and not path.exists():
            problems.append(f"{path}: not found (named by {where}: {requirement!r}); fix the path or the line")
    return problems


def _requirement_path(requirement: str) -> Path | None:
    """The absolute local path a requirement line reads, if it names one (relative paths are pip's to resolve)."""
    text = requirement.strip()
    match = _OPTION_FILE.match(text)
    if match:
        text = match.group(1)
    url = _FILE_URL.search(text)
    if url:
        return Path(url.group(1))
    if text.startswith("/") or text.startswith("~"):
        return Path(text.split(";")[0].strip()).expanduser()
    return None


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__
