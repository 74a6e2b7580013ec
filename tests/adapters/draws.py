"""Our rules, with the losers of a round drawing in another order: the reverse of the turn order.

The sources say that each player who lost the round draws a card (rules.after-scoring.1),
not in which order; our engine has them draw in the round's turn order. This engine reads
it the other way round, and nothing else: the differential tester must report it as an open
question (or as differing from a reference ruling of ours, if one settles the order), never
as a disagreement with the notes, and go on.

Run as a program, it is an adapter (``python tests/adapters/draws.py``); ``reversed_draws()``
makes the same change in process, for a block.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.core.behaviour import Effect
from engine.core.rounds import Rounds


def losers_draw_backwards(self: Rounds, winners: list[str]) -> Effect:
    """Each loser draws a card, the last in turn order first (no team: one player a side)."""
    order = self.state.round.order
    for side in sorted(self.sides(), key=lambda side: min(order.index(p) for p in side), reverse=True):
        if side == winners:
            continue
        assert len(side) == 1, "this engine plays games without teams"
        self.draw(side[0], "lost the round")
    yield from ()


@contextmanager
def reversed_draws() -> Iterator[None]:
    original = Rounds.losers_draw
    Rounds.losers_draw = losers_draw_backwards  # type: ignore[method-assign]
    try:
        yield
    finally:
        Rounds.losers_draw = original  # type: ignore[method-assign]


def main() -> int:
    from engine.interfaces.conformance.adapter import ReferenceAdapter

    class Adapter(ReferenceAdapter):
        def hello(self, r: dict[str, object]) -> dict[str, object]:
            return {**super().hello(r), "formats": ["traditional"]}  # it has no teams

    Rounds.losers_draw = losers_draw_backwards  # type: ignore[method-assign]
    Adapter().serve_stdio()
    return 0


if __name__ == "__main__":
    sys.exit(main())
