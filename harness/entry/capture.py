"""Capture what the libraries say during one request: Python warnings and transformers' logger records.

transformers emits many notices with ``logger.warning_once`` (an ``lru_cache`` on the logger method), so a second
request in the same process would hear nothing; the cache is cleared on entry so every request's record carries
its own warnings (for instance "cache_implementation ... will be ignored").

The handler is made once per process and only pointed at a new list per request: the capture sits right around
``generate()``, so it should do as little as it can there (no new lock, no logger lookup per request).
"""

from __future__ import annotations

import logging
import warnings
from contextlib import contextmanager


class _ListHandler(logging.Handler):
    def __init__(self):
        super().__init__(level=logging.WARNING)
        self.sink: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.sink.append(f"{record.name}: {record.getMessage()}")


_HANDLER = _ListHandler()
_LOGGER = logging.getLogger("transformers")


@contextmanager
def captured_messages():
    """Yield a list that fills with "logger: message" and "Category: message" strings during the block."""
    sink: list[str] = []
    once = getattr(logging.Logger, "warning_once", None)
    if once is not None and hasattr(once, "cache_clear"):
        once.cache_clear()
    outer, added = _HANDLER.sink, _HANDLER not in _LOGGER.handlers  # a nested capture hands back to the outer one
    _HANDLER.sink = sink
    _LOGGER.addHandler(_HANDLER)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            yield sink
        sink.extend(f"{w.category.__name__}: {w.message}" for w in caught)
    finally:
        if added:
            _LOGGER.removeHandler(_HANDLER)
        _HANDLER.sink = outer
