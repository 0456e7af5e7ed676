"""Capacity: the longest input each branch completes under a memory budget, predicted from the model's
configuration (``predict``) and measured by real launches (``search``, ``measure``); config-only tables for
published shapes (``tables``). See README "Capacity" and docs/contracts.md ("capacity.json")."""
