"""Where image state lives (one place, so every command and test agrees).

Committed:   ``images/Dockerfile.j2`` (the template), ``images/locks/<spec name>/<branch>.txt`` (hashed locks).
Host state (ignored by git; a digest is only meaningful on the engine that built it):
``images/state/base.json`` (the bootstrapped base), ``images/state/<spec name>/<branch>.json`` (build records),
``images/wheelhouse/`` (the wheels every lock was fetched into, shared by all specs).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class ImagePaths:
    """All image locations under one root (the repository's ``images/`` unless a test passes a temp dir)."""

    root: Path = REPO / "images"

    @property
    def template(self) -> Path:
        return self.root / "Dockerfile.j2"

    @property
    def wheelhouse(self) -> Path:
        return self.root / "wheelhouse"

    @property
    def base_record(self) -> Path:
        return self.root / "state" / "base.json"

    def lock(self, spec_name: str, branch: str) -> Path:
        return self.root / "locks" / spec_name / f"{branch}.txt"

    def record(self, spec_name: str, branch: str) -> Path:
        return self.root / "state" / spec_name / f"{branch}.json"


def harness_source_root() -> Path:
    """The repository root holding ``harness/`` (copied into every image: ``harness/__init__.py`` +
    ``harness/entry``)."""
    return REPO
