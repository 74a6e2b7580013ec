"""Actions written in words, as the rulings write them, applied to a game one by one.

``Alice plays <card>``, ``Alice plays <card> from the discard pile``, ``Alice chooses
<answer>`` (cards, players, a color, a number, ``nothing``), ``the random pick is <card>``,
``Alice passes``. The command line's
``explain`` uses this to tell the play-by-play of doing something from a position.
"""

from __future__ import annotations

import re

from engine.core.answers import AnswerError, find_in, parse_answer
from engine.core.decisions import CHANCE
from engine.core.errors import RuleViolation
from engine.core.events import Event
from engine.core.game import DISCARD, HAND, Game

NAME = r"[A-Z][a-z]+"
PLAYS = re.compile(rf"(?P<player>{NAME}) plays (?P<card>.+?)(?P<discard> from the discard pile)?")
CHOOSES = re.compile(rf"(?P<player>{NAME}) chooses (?P<answer>.+)")
RANDOM = re.compile(r"the random pick is (?P<answer>.+)")
PASSES = re.compile(rf"(?P<player>{NAME}) passes")
FORMS = ("<player> plays <card>[ from the discard pile]", "<player> chooses <answer>",
         "the random pick is <answer>", "<player> passes")  # fmt: skip


def act(game: Game, action: str) -> list[Event]:
    """Do one action; return the events it caused. Refusals raise and change nothing."""
    before = len(game.events)
    text = action.strip().rstrip(".")
    if m := PLAYS.fullmatch(text):
        player = m["player"]
        zone = DISCARD if m["discard"] else HAND
        where = game.state.discard_pile() if m["discard"] else game.state.hands.get(player, [])
        label = "the discard pile" if m["discard"] else f"{player}'s hand"
        game.play(player, find_in(game, where, m["card"], label), zone)
    elif m := CHOOSES.fullmatch(text):
        answer(game, m["player"], m["answer"])
    elif m := RANDOM.fullmatch(text):
        answer(game, CHANCE, m["answer"])
    elif m := PASSES.fullmatch(text):
        game.pass_turn(m["player"])
    else:
        raise AnswerError(f"{action!r} is not an action; write one of: " + "; ".join(FORMS))
    return game.events[before:]


def answer(game: Game, player: str, text: str) -> None:
    d = game.pending
    if d is None:
        raise RuleViolation("rules.after-scoring.1", "The game is over")
    game.answer(player, parse_answer(d, text))
