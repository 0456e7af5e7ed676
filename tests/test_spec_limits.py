"""Spec files that would be slow or endless to read are refused early and cheaply (issue 12).

Each refusal goes through the real CLI (``python3 -m harness validate FILE`` in a subprocess): exit 2, one line
on stderr, well under the generous wall-time bound asserted here. Ordinary anchors, aliases and merge keys keep
working.
"""
from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness.spec import SpecError, load_spec
from harness.spec.yamlload import MAX_EXPANDED_NODES, MAX_SPEC_BYTES, MAX_WRITTEN_NODES, read_yaml

pytestmark = pytest.mark.unit

REPO = Path(__file__).resolve().parents[1]
CONTROL = Path(__file__).parent / "specs_broken" / "control-valid.yaml"
WALL_BOUND_S = 2.0  # generous: each refusal measures ~0.2-0.5 s here, most of it interpreter start-up


def _alias_bomb() -> str:
    """A spec-looking file whose aliases nest 9 x 9 deep: ~9^9 (387 million) nodes once expanded. 499 bytes."""
    lines = ["# alias bomb (billion laughs): small on disk, endless once every alias is expanded",
             "version: 1", "name: bomb", 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    previous = "a"
    for name in "bcdefghi":
        lines.append(f"{name}: &{name} [" + ",".join([f"*{previous}"] * 9) + "]")
        previous = name
    text = "\n".join(lines) + "\n"
    return text + "#" * (498 - len(text.encode("utf-8"))) + "\n"


def _validate(path: Path) -> tuple[subprocess.CompletedProcess, float]:
    started = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "harness", "validate", str(path)], capture_output=True, text=True,
                          cwd=REPO, timeout=120)
    return proc, time.perf_counter() - started


def _assert_refused_fast(path: Path, fragment: str) -> str:
    proc, wall_s = _validate(path)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith(f"harness validate: {path}"), lines[0]
    assert fragment in lines[0], lines[0]
    assert "Traceback" not in proc.stderr
    assert wall_s < WALL_BOUND_S, f"refusal took {wall_s:.2f} s"
    return lines[0]


def test_alias_bomb_of_499_bytes_is_refused_fast(tmp_path):
    path = tmp_path / "bomb.yaml"
    path.write_text(_alias_bomb(), encoding="utf-8")
    assert path.stat().st_size == 499
    line = _assert_refused_fast(path, f"more than {MAX_EXPANDED_NODES:,} YAML nodes")
    # the innermost value past the limit is named by its line: a (line 4) is 10 nodes, b 91, c 820, d 7,381,
    # e 66,430, f (line 9) 597,871
    assert f"{path}:9:4  -  " in line, line


def test_spec_larger_than_the_limit_is_refused_fast(tmp_path):
    path = tmp_path / "huge.yaml"
    text = CONTROL.read_text(encoding="utf-8")
    padding = MAX_SPEC_BYTES + 1 - len(text.encode("utf-8"))
    path.write_text(text + ("#" * 99 + "\n") * (padding // 100) + "#" * (padding % 100), encoding="utf-8")
    assert path.stat().st_size == MAX_SPEC_BYTES + 1
    _assert_refused_fast(path, f"spec file is {MAX_SPEC_BYTES + 1:,} bytes; the limit is 1 MiB (a spec is a few KB "
                               "of YAML)")


def test_size_is_checked_before_the_file_is_read(tmp_path, monkeypatch):
    path = tmp_path / "sparse.yaml"
    with path.open("wb") as handle:  # 47 MiB without writing them (sparse where the filesystem allows)
        handle.truncate(47 * (1 << 20))

    def refuse(self, *args, **kwargs):
        raise AssertionError(f"{self} was opened although stat says it is too big")

    monkeypatch.setattr(Path, "open", refuse)
    monkeypatch.setattr(Path, "read_text", refuse)
    monkeypatch.setattr(Path, "read_bytes", refuse)
    with pytest.raises(SpecError) as info:
        read_yaml(path)
    assert str(info.value) == (f"{path}  spec file is 47.0 MiB; the limit is 1 MiB (a spec is a few KB of YAML): "
                               "check that this is the spec you meant")
    assert info.value.exit_code == 2


def test_recursive_alias_is_refused(tmp_path):
    path = tmp_path / "recursive.yaml"
    path.write_text(CONTROL.read_text(encoding="utf-8") + "loop: &loop\n  again: *loop\n", encoding="utf-8")
    _assert_refused_fast(path, "recursive alias")


def test_deep_flow_nesting_is_refused_before_parsing(tmp_path):
    path = tmp_path / "deep.yaml"
    path.write_text("version: 1\nx: " + "[" * 100_000 + "]" * 100_000 + "\n", encoding="utf-8")
    _assert_refused_fast(path, "nested more than")


def test_too_many_written_nodes_are_refused_while_parsing(tmp_path):
    path = tmp_path / "long-list.yaml"  # under the byte limit, but ~500,000 nodes: half a minute to parse whole
    path.write_text("version: 1\nx: [" + "1," * (MAX_SPEC_BYTES // 2 - 20) + "1]\n", encoding="utf-8")
    assert path.stat().st_size <= MAX_SPEC_BYTES
    _assert_refused_fast(path, f"more than {MAX_WRITTEN_NODES:,} YAML nodes written")


def _wide(uses: int) -> str:
    """~200 nodes written; ``big`` is 9,901 nodes expanded, used ``uses`` times under ``extra``."""
    row = "[" + ", ".join(["x"] * 99) + "]"
    big = "[" + ", ".join(["*row"] * 99) + "]"
    extra = "[" + ", ".join(["*big"] * uses) + "]"
    return CONTROL.read_text(encoding="utf-8") + f"row: &row {row}\nbig: &big {big}\nextra: {extra}\n"


def test_expansion_counts_each_alias_use(tmp_path):
    under, over = tmp_path / "under.yaml", tmp_path / "over.yaml"
    under.write_text(_wide(8), encoding="utf-8")  # ~89,000 nodes expanded: read (the schema judges the keys)
    over.write_text(_wide(10), encoding="utf-8")  # ~109,000 nodes expanded
    document = read_yaml(under)
    assert len(document.data["extra"]) == 8 and len(document.data["extra"][7]) == 99
    with pytest.raises(SpecError) as info:
        read_yaml(over)
    assert len(info.value.problems) == 1
    assert f"more than {MAX_EXPANDED_NODES:,} YAML nodes once its aliases are expanded" in str(info.value)


def test_ordinary_aliases_and_merge_keys_still_validate(tmp_path):
    text = CONTROL.read_text(encoding="utf-8")
    text = text.replace("  output_budgets: [32, 96]", "  output_budgets: &budgets [32, 96]")
    text = text.replace("      cache: {implementation: quantized, backend: quanto, nbits: 4}",
                        "      cache: &int4 {implementation: quantized, backend: quanto, nbits: 4}\n"
                        "    quanto-int2:\n"
                        "      cache:\n"
                        "        <<: *int4\n"
                        "        nbits: 2\n"
                        "    quanto-int4-again:\n"
                        "      cache: *int4")
    text += "generation:\n  stop_strings: &stops ['</answer>']\n"
    path = tmp_path / "aliases.yaml"
    path.write_text(text, encoding="utf-8")
    proc, wall_s = _validate(path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(f"ok {path} ")
    spec = load_spec(path)
    by_name = {b.name: b.cache.options() for b in spec.branches}
    assert by_name["quanto-int2"] == {"implementation": "quantized", "backend": "quanto", "nbits": 2}
    assert by_name["quanto-int4-again"] == by_name["quanto-int4"]
    assert spec.matrix.output_budgets == (32, 96)
    assert spec.generation.stop_strings == ("</answer>",)
