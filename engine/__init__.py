"""The Mood Swings reference rules engine.

Build a position with ``Table``, then drive its ``Game``: ``game.pending`` is the decision
the game is waiting for; ``game.play``, ``game.pass_turn`` and ``game.answer`` move it on.
"""

from engine.errors import PositionError, RuleViolation
from engine.game import Game
from engine.table import Table

__all__ = ["Game", "PositionError", "RuleViolation", "Table"]
