"""CLI subcommands: one module each, exposing ``register(subparsers)``."""
