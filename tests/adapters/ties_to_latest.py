"""A deliberately changed engine, to show that the conformance vectors catch a changed rule.

Our engine behind the adapter protocol, with one rule flipped: a tie for the round goes to
the side whose first play of the round came *latest*, not earliest (rules.scoring.1). The
rule is changed in its one place, ``engine.core.rounds.Rounds.break_tie``; no outcome is edited.
Run as a program, it is an adapter (``moodswings conformance run --engine "python
tests/adapters/ties_to_latest.py"``); ``flipped()`` makes the same change in process.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from engine.core.rounds import Rounds


def latest(self: Rounds, tied: list[list[str]]) -> list[str]:
    return max(tied, key=self._first_play)


@contextmanager
def flipped() -> Iterator[None]:
    original = Rounds.break_tie
    Rounds.break_tie = latest  # type: ignore[method-assign]
    try:
        yield
    finally:
        Rounds.break_tie = original  # type: ignore[method-assign]


if __name__ == "__main__":
    from engine.interfaces.conformance.adapter import main

    Rounds.break_tie = latest  # type: ignore[method-assign]
    sys.exit(main())
