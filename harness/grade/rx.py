"""The ``re`` calls the grader makes, with a cache of compiled patterns big enough for it.

The grader writes well over a thousand distinct patterns (literals in its rules, and patterns built from a sample's
aliases and values). ``re`` keeps only 512 compiled patterns, so grading one answer evicted and recompiled patterns
another rule of the same answer had just used: about an eighth of the grading time went to compiling. This module has
the same functions and flags as ``re``; each compiles through one bounded LRU cache. Grader modules import it as
``re`` (``from harness.grade import rx as re``), so a rule reads as ordinary ``re`` code.
"""

from __future__ import annotations

import functools
import re as _re
from collections.abc import Callable, Iterator
from re import DOTALL, IGNORECASE, MULTILINE, I, M, Match, Pattern, S, escape  # noqa: F401 (re-exported)  # noqa: F401 (re-exported)

_Repl = str | Callable[[Match[str]], str]


@functools.lru_cache(maxsize=16384)
def compile(pattern: str | Pattern[str], flags: int = 0) -> Pattern[str]:  # noqa: A001 (re's own name)
    return _re.compile(pattern, flags)


def search(pattern: str | Pattern[str], string: str, flags: int = 0) -> Match[str] | None:
    return compile(pattern, flags).search(string)


def match(pattern: str | Pattern[str], string: str, flags: int = 0) -> Match[str] | None:
    return compile(pattern, flags).match(string)


def fullmatch(pattern: str | Pattern[str], string: str, flags: int = 0) -> Match[str] | None:
    return compile(pattern, flags).fullmatch(string)


def sub(pattern: str | Pattern[str], repl: _Repl, string: str, count: int = 0, flags: int = 0) -> str:
    return compile(pattern, flags).sub(repl, string, count)


def findall(pattern: str | Pattern[str], string: str, flags: int = 0) -> list:
    return compile(pattern, flags).findall(string)


def finditer(pattern: str | Pattern[str], string: str, flags: int = 0) -> Iterator[Match[str]]:
    return compile(pattern, flags).finditer(string)


def split(pattern: str | Pattern[str], string: str, maxsplit: int = 0, flags: int = 0) -> list:
    return compile(pattern, flags).split(string, maxsplit)
