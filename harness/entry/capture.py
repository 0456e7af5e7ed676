"""Capture what the libraries say during one request: Python warnings and transformers' logger records.

transformers emits many notices with ``logger.warning_once`` (an ``lru_cache`` on the logger method), so a second
request in the same process would hear nothing; the cache is cleared on entry so every request's record carries
its own warnings (for instance "cache_implementation ... will be ignored").
"""
from __future__ import annotations

import logging
import warnings
from contextlib import contextmanager


class _ListHandler(logging.Handler):
    def __init__(self, sink: list[str]):
        super().__init__(level=logging.WARNING)
        self.sink = sink

    def emit(self, record: logging.LogRecord) -> None:
        self.sink.append(f"{record.name}: {record.getMessage()}")


@contextmanager
def captured_messages():
    """Yield a list that fills with "logger: message" and "Category: message" strings during the block."""
    sink: list[str] = []
    once = getattr(logging.Logger, "warning_once", None)
    if once is not None and hasattr(once, "cache_clear"):
        once.cache_clear()
    handler = _ListHandler(sink)
    logger = logging.getLogger("transformers")
    logger.addHandler(handler)
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            yield sink
        sink.extend(f"{w.category.__name__}: {w.message}" for w in caught)
    finally:
        logger.removeHandler(handler)
