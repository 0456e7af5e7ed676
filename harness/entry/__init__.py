"""The fixed generation entrypoint that runs inside a branch (a subprocess or a container).

``python -m harness.entry JOB --run-dir DIR`` runs one launch (``launch.py``);
``python -m harness.entry introspect ...`` asks the installed library about a model + cache (``introspect.py``).
This package imports nothing of the rest of ``harness``, and torch / transformers only inside functions, so the
orchestrator can import ``record``, ``revision`` and ``job`` without torch.
"""
