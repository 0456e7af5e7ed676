"""Verdicts from records: admission table, validity, aggregates and the eight acceptance items (no torch)."""
