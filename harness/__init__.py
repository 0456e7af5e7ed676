"""kvcache harness: decide with evidence whether to switch an LLM's KV cache to a quantized cache.

The orchestrator (everything outside ``harness.entry``) never imports torch. ``harness.entry`` is the fixed
generation entrypoint that runs inside each branch (a container or a subprocess).
"""

__version__ = "0.1.0"
