"""Verify a run's seal (``manifest.jsonl``, see ``harness.run.seal``) against the files on disk.

``verify_run(run_dir) -> Integrity`` never raises for a damaged run; every problem is a ``Finding``:

- ``manifest``: no manifest, a damaged line or a broken hash chain (a line removed, inserted or edited);
- ``changed``: a sealed file whose bytes no longer hash to its last manifest line;
- ``missing``: a sealed file that is gone;
- ``extra``: a file the harness would have sealed that the manifest does not list (added by hand);
- ``link``: a symbolic link anywhere in the run (never written by the harness, never followed);
- ``unsealed``: files of a launch that started (its ``job.json`` is sealed) but whose end was never sealed (no
  ``launch.json``): the harness was killed or the disk filled mid-launch. ``harness run --resume`` seals it.

Consequences (``harness.verdict.acceptance``): the records of a launch with any finding are withheld from every
figure; any finding other than ``unsealed`` is tampering and every acceptance item that would not already fail
fails, so no edit can improve a verdict; ``unsealed`` launches leave item 3 pending until a resume.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from harness.run.seal import GENESIS, MANIFEST, is_sealed_kind, line_hash, sha256_file

TAMPER_KINDS = ("manifest", "changed", "missing", "extra", "link")


@dataclass(frozen=True)
class Finding:
    kind: str
    path: str
    detail: str

    def line(self) -> str:
        return f"{self.kind}: {self.path}: {self.detail}"


@dataclass(frozen=True)
class Integrity:
    """The seal's state. ``head``: ``<lines>:<sha256 of the last line>``; ``adopted``: the manifest was written
    after the run by ``harness.run.seal.adopt`` (edits made before that cannot be seen)."""

    manifest: bool
    lines: int
    head: str | None
    adopted: bool
    findings: tuple[Finding, ...]

    @property
    def tampered(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.kind in TAMPER_KINDS)

    @property
    def unsealed(self) -> tuple[Finding, ...]:
        return tuple(f for f in self.findings if f.kind == "unsealed")

    def withheld_launches(self) -> dict[str, str]:
        """launch directory name -> why its records are withheld (first finding under ``launches/<id>/``)."""
        out: dict[str, str] = {}
        for f in self.findings:
            parts = f.path.split("/")
            if len(parts) >= 2 and parts[0] == "launches":
                out.setdefault(parts[1], f.line())
        return out


def manifest_lines(path: Path) -> list[tuple[bytes, dict | None]]:
    """Every complete line of a manifest with its entry (None: not a JSON object), in order. A partial last line
    (no newline after it: a crash mid-append) is not part of the seal and is left out."""
    lines = path.read_bytes().split(b"\n")
    lines.pop()  # b"" after the final newline, or a partial line left by a crash (not part of the seal)
    out: list[tuple[bytes, dict | None]] = []
    for line in lines:
        try:
            entry = json.loads(line)
        except ValueError:
            entry = None
        out.append((line, entry if isinstance(entry, dict) else None))
    return out


def _read_manifest(path: Path, findings: list[Finding]) -> tuple[dict[str, dict], int, str | None, bool]:
    """(path -> last entry, line count, head, adopted). Chain and numbering are checked line by line."""
    sealed: dict[str, dict] = {}
    prev, n, adopted = GENESIS, 0, False
    for i, (line, entry) in enumerate(manifest_lines(path), start=1):
        if entry is None:
            findings.append(Finding("manifest", MANIFEST, f"line {i} is damaged; the seal ends at line {i - 1}"))
            break
        if entry.get("prev") != prev or entry.get("n") != n + 1:
            findings.append(
                Finding(
                    "manifest",
                    MANIFEST,
                    f"the hash chain breaks at line {i}: a line was removed, inserted or edited; the seal ends there",
                )
            )
            break
        prev, n = line_hash(line), n + 1
        if i == 1 and entry.get("event") == "adopted":
            adopted = True
        if "path" in entry:
            sealed[str(entry["path"])] = entry
    return sealed, n, (f"{n}:{prev}" if n else None), adopted


def _walk(root: Path, findings: list[Finding]) -> list[str]:
    """Every file below ``root`` (relative, '/'-separated); links are findings and never followed."""
    out = []
    for dirpath, dirnames, filenames in os.walk(root, followlinks=False):
        for name in list(dirnames):
            full = Path(dirpath) / name
            if full.is_symlink():
                rel = full.relative_to(root).as_posix()
                findings.append(Finding("link", rel, f"a symbolic link (to {os.readlink(full)}) inside the run"))
                dirnames.remove(name)
        for name in filenames:
            full = Path(dirpath) / name
            rel = full.relative_to(root).as_posix()
            if full.is_symlink():
                findings.append(Finding("link", rel, f"a symbolic link (to {os.readlink(full)}) inside the run"))
                continue
            out.append(rel)
    return sorted(out)


def verify_run(run_dir: str | Path) -> Integrity:
    root = Path(run_dir)
    findings: list[Finding] = []
    mpath = root / MANIFEST
    if not mpath.is_file() or mpath.is_symlink():
        findings.append(
            Finding(
                "manifest",
                MANIFEST,
                "no manifest: nothing in this run can be verified (a run "
                "written before runs were sealed, or the file was removed)",
            )
        )
        return Integrity(False, 0, None, False, tuple(findings))
    sealed, n, head, adopted = _read_manifest(mpath, findings)
    on_disk = _walk(root, findings)
    linked = {f.path for f in findings if f.kind == "link"}
    for rel, entry in sorted(sealed.items()):
        if rel in linked:
            continue
        path = root / rel
        exists = path.is_file()
        if entry.get("sha256") is None:
            continue  # sealed as removed; a file there now is caught as extra below
        if not exists:
            findings.append(Finding("missing", rel, "sealed, now gone"))
        elif sha256_file(path) != entry["sha256"]:
            findings.append(
                Finding(
                    "changed", rel, f"its bytes changed after it was sealed ({entry.get('event')}, {entry.get('at')})"
                )
            )
    for rel in on_disk:
        if not is_sealed_kind(rel) or (rel in sealed and sealed[rel].get("sha256") is not None):
            continue
        parts = rel.split("/")
        launch = "/".join(parts[:2]) if len(parts) >= 3 and parts[0] in ("launches", "fallback") else None
        if (
            launch
            and f"{launch}/job.json" in sealed
            and f"{launch}/launch.json" not in sealed
            and rel != f"{launch}/job.json"
        ):
            findings.append(
                Finding(
                    "unsealed",
                    rel,
                    "written by a launch whose end was never sealed (the harness "
                    "stopped mid-launch); `harness run --resume` seals it",
                )
            )
        else:
            findings.append(Finding("extra", rel, "not written by the harness (not in the manifest)"))
    return Integrity(True, n, head, adopted, tuple(findings))


def integrity_summary(integ: Integrity | None) -> dict:
    """The seal's verification as the report and ``harness compare`` show it (one rule for both): whether it was
    checked, the manifest's head and line count, adoption, ``findings`` (``{"kind", "path", "detail"}`` each),
    their count, the tampering and unsealed counts, the first finding as one line (a tampering one first) and the
    launches whose records are withheld."""
    if integ is None:
        return {
            "checked": False,
            "manifest": False,
            "head": None,
            "lines": 0,
            "adopted": False,
            "findings": [],
            "findings_count": 0,
            "tampered": 0,
            "unsealed": 0,
            "first_finding": None,
            "withheld_launches": [],
        }
    return {
        "checked": True,
        "manifest": integ.manifest,
        "head": integ.head,
        "lines": integ.lines,
        "adopted": integ.adopted,
        "findings": [{"kind": f.kind, "path": f.path, "detail": f.detail} for f in integ.findings],
        "findings_count": len(integ.findings),
        "tampered": len(integ.tampered),
        "unsealed": len(integ.unsealed),
        "first_finding": (integ.tampered or integ.findings)[0].line() if integ.findings else None,
        "withheld_launches": sorted(integ.withheld_launches()),
    }
