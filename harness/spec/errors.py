"""Spec problems and the one exception that carries all of them.

Every line of ``SpecError``'s message is ``FILE:LINE:COL  /json/pointer  message`` (1-based line and column),
sorted by position; problems that come from a ``--set`` override name the override instead of a file position
and come after the file's own problems. File-level problems (missing file, empty file) have no pointer.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.errors import InputError


def pointer_join(pointer: str, key: str) -> str:
    """RFC 6901: append ``key`` to ``pointer`` (``~`` and ``/`` escaped)."""
    return pointer + "/" + key.replace("~", "~0").replace("/", "~1")


def pointer_parts(pointer: str) -> list[str]:
    """RFC 6901: split a pointer into its unescaped keys ("" -> [])."""
    if not pointer:
        return []
    return [part.replace("~1", "/").replace("~0", "~") for part in pointer.split("/")[1:]]


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a spec. ``where`` is (line, column), 1-based, or None when there is no position."""

    source: str  # the spec path as given, or "--set KEY=VALUE"
    where: tuple[int, int] | None
    pointer: str | None  # JSON pointer into the spec ("" = the whole document; None = unknown, e.g. bad syntax)
    message: str
    group: int = 0  # 0 = the spec file; 1 + i = the i-th --set override (sorted after the file)

    def sort_key(self) -> tuple:
        line, col = self.where if self.where else (0, 0)
        return (self.group, line, col, self.pointer or "", self.message)

    def line(self) -> str:
        location = self.source if self.where is None else f"{self.source}:{self.where[0]}:{self.where[1]}"
        if self.where is None and not self.pointer:
            return f"{location}  {self.message}"
        shown = "-" if self.pointer is None else (self.pointer or "/")
        return f"{location}  {shown}  {self.message}"


class SpecError(InputError):
    """The spec is not usable. ``problems`` holds every problem found; the message has one line each."""

    def __init__(self, problems: list[Problem]):
        self.problems = tuple(sorted(set(problems), key=Problem.sort_key))
        super().__init__("\n".join(p.line() for p in self.problems))
