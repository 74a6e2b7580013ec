"""The Mood Swings reference rules engine: the public API.

Start a game with ``new_game`` (a seeded deal) or build a position with ``Table``; load
and save JSON positions with ``load_position`` and ``save_position``. Then drive the
``Game``: ``game.pending`` is the decision the game is waiting for (who decides, what,
which options); ``game.play``, ``game.pass_turn`` and ``game.answer`` move it on; an
illegal action raises ``RuleViolation`` and changes nothing; ``game.view`` reads values,
colors and scores; ``game.events`` is the play-by-play. The site's API page has examples,
which the tests run.

This module is also the composition root: it imports ``engine.cards``, so every card's
behaviour is registered before anything of the engine runs (the rules never import the
cards). The subpackages and what each may import: docs/tools/architecture.md.
"""

from __future__ import annotations

import random

import engine.cards  # noqa: F401  (the composition root: every card registers its behaviour)
from engine.core.decisions import Decision, Option
from engine.core.errors import PositionError, RuleViolation
from engine.core.game import Game
from engine.core.table import MAX_PLAYERS, MIN_PLAYERS, Table
from engine.interfaces.position import load as load_position
from engine.interfaces.position import record as game_record
from engine.interfaces.position import replay
from engine.interfaces.position import save as save_position


def new_game(
    players: int = 2, seed: int = 0, teams: bool = False, format: str = "traditional", repeats: bool = False
) -> Game:
    """A game set up from a box of the game, 45 different cards in the box's rarity mix
    (each player's own box in a structure duel; with ``repeats``, random cards that may
    repeat): shuffled, five cards each, a first player chosen, all from ``seed`` (a draft's
    picks too). Two to eight players (rules.the-deck.2: five or more get as many boxes as their
    minimum needs), named Alice, Bob, Carol, Dave, Erin, Frank, Gina and Heidi in seat order.
    ``format`` is a way to play (engine.formats)."""
    from engine.selfplay.simulate import deal, settle_setup

    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise PositionError("players", f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    rng = random.Random(seed)
    return settle_setup(deal(players, rng, teams=teams, format=format, repeats=repeats), rng)


__all__ = [
    "Decision",
    "Game",
    "Option",
    "PositionError",
    "RuleViolation",
    "Table",
    "game_record",
    "load_position",
    "new_game",
    "replay",
    "save_position",
]
