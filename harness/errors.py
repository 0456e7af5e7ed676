"""Exceptions that map onto the CLI's exit codes.

0 ok, 1 the run or an acceptance check failed, 2 bad input (spec, arguments), 3 infrastructure failure
(docker, device, unwritable directories).
"""

from __future__ import annotations


class HarnessError(Exception):
    """Base class: ``exit_code`` is what the CLI returns; the message is printed on stderr, one line per item."""

    exit_code = 1


class InputError(HarnessError):
    """Bad input from the user: a spec, an argument, a file. Exit 2."""

    exit_code = 2


class InfraError(HarnessError):
    """The machine could not do what was asked (docker engine, device, filesystem). Exit 3."""

    exit_code = 3


class RunFailed(HarnessError):
    """The run or an acceptance check failed. Exit 1."""

    exit_code = 1
