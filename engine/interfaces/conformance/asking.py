"""When is a decision asked: the decisions an engine may ask, or take itself, in the rules' terms.

The rules say what is chosen, never whether a program asks. Our engine asks no decision with
one legal answer (``Decision.forced``: nothing to choose from, or every option required),
and asks no choice between identical options (two permissions that allow the same, the same
"after scoring" effect twice). Another engine may ask those, or may take itself a decision
our engine asks whose every answer comes to the same. The kit accepts both, and this module
says which decisions those are:

- ``settled``: the answer to a decision, as any engine shows it (``pending``), that has one
  legal answer on its face: no options (nothing), every option required, or options that are
  all the same item. The runner gives it to an engine that asks it where our engine asked
  nothing.
- ``one_outcome``: every legal answer of the decision our game waits for leads to one
  outcome: the same game, back at a turn (or over), with no random event on the way. "Up to
  two players" when no player on offer has anything to lose is one. An engine may take it
  itself.
- ``gone``: an "after scoring" effect whose card has left play: it can do nothing, and an
  engine need not offer it.

``one_outcome`` tries each answer on a copy of the game (``load(save(game))``) and compares
the games they lead to; it never reads a card's name. The site's
conformance page, section "When is a decision asked", says the same in words.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from engine.core.decisions import CHANCE, NUMBER, TURN, Decision
from engine.core.errors import RuleViolation
from engine.core.game import Game
from engine.interfaces.conformance.adapter import observation
from engine.interfaces.position import canonical, decision_json, load, save

LIMIT = 64  # answers tried at most: a decision with more is taken to have several outcomes
HAPPENED = ("results", "log")  # what happened on the way, as the observation says it
IDENTITY = ("card", "player", "color", "number", "option", "effect")  # an item's own fields


def identity(option: dict[str, Any]) -> dict[str, Any]:
    """An option as the rules name it: its item, without the fields for people (label, owner)."""
    return {k: v for k, v in option.items() if k in IDENTITY}


def settled(pending: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The only legal answer of a decision as an observation shows it, when it has one on
    its face (None otherwise, and for a turn or a number): nothing, when there is nothing to
    choose from and nothing is required; every option, when every one is required and their
    order is not asked; the one item, when every option is that same item."""
    if pending.get("kind") in ("turn", "number"):
        return None
    options = [identity(o) for o in pending.get("options") or []]
    low, high = pending.get("min"), pending.get("max")
    if not options:
        return [] if low == 0 else None
    if low == len(options) and (high is None or high >= low) and (pending.get("kind") != "order" or low == 1):
        return options
    if low == 1 and all(o == options[0] for o in options):
        return options[:1]
    return None


def answers(d: Decision) -> Iterator[list[object]] | None:
    """Every answer within the decision's limits (legal or not: the game checks), or None
    when there are more than ``LIMIT`` of them, or numbers without end."""
    if d.kind == NUMBER:
        low, high = d.numbers or (0, None)
        if high is None or high - low + 1 > LIMIT:
            return None
        return iter(([[]] if d.min == 0 else []) + [[n] for n in range(low, high + 1)])
    keys = d.keys()
    top = len(keys) if d.max is None else min(d.max, len(keys))
    sizes = range(d.min, top + 1)
    make = itertools.permutations if d.ordered else itertools.combinations
    count = sum(len(list(itertools.islice(make(keys, k), LIMIT + 1))) for k in sizes)
    if count > LIMIT:
        return None
    return (list(answer) for k in sizes for answer in make(keys, k))


def one_outcome(game: Game) -> bool:
    """Whether every legal answer of the decision the game waits for (a player's, not a turn)
    leads to one outcome: the same game, back at a turn or over, with no random event on
    the way (the decisions the answer meets that have one legal answer taken)."""
    d = game.pending
    if d is None or d.kind == TURN or d.player == CHANCE:
        return False
    tried = answers(d)
    if tried is None:
        return False
    first: dict[str, Any] | None = None
    here = save(game)
    for answer in tried:
        copy = load(here, checked=False)  # (a position this engine has just saved)
        try:
            copy.answer(d.player, answer)
        except RuleViolation:
            continue  # not a legal answer
        after = copy.pending
        if after is not None and after.kind != TURN:
            return False  # a random event, or more to decide: the answers may yet differ
        position = {
            "state": canonical(copy.state),
            "pending": decision_json(after),
            **observation(copy, HAPPENED),  # the rounds scored and won, the cards drawn, seen...
        }
        if first is None:
            first = position
        elif position != first:
            return False
    return first is not None


def gone(item: dict[str, Any], observation: dict[str, Any]) -> bool:
    """Whether an item is an "after scoring" effect whose card is in nobody's moods now (an
    observation with ``moods``): it can do nothing, and an engine need not offer it."""
    effect = item.get("effect")
    if not isinstance(effect, dict):
        return False
    return all(m.get("card") != effect.get("card") for ms in observation["moods"].values() for m in ms)
