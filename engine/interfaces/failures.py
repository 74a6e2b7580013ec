"""The command line's two ways to fail: what cannot be done (exit 1) and a usage mistake (exit 2).

Here, not in ``engine.interfaces.cli``, so that the commands the command line gathers from
elsewhere (``engine.interfaces.conformance.commands``) raise them without importing it.
"""

from __future__ import annotations


class Failure(Exception):
    """Something the user asked for that cannot be done: printed, exit code 1."""


class Usage(Exception):
    """A command written wrongly (argparse's own kind of mistake): printed, exit code 2."""
