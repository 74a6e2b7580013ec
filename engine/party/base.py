"""What the two party engines share: requests, events, seating and atomic actions.

A party game keeps all it knows in one plain ``state`` object. Every action goes through
``act``: the state and the event count are kept, the action runs, and if it is refused
(``RuleViolation``) the game is put back exactly as it was.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engine.core.errors import PositionError, RuleViolation

CHANCE = "chance"
T = TypeVar("T")


@dataclass(frozen=True)
class Request:
    """What the game waits for: who may act (several at once for secret choices), what kind
    of action, the legal options (``None`` when the answer is free words), and the rule."""

    players: tuple[str, ...]
    kind: str
    prompt: str
    options: tuple[str, ...] | None
    rule: str


@dataclass(frozen=True)
class PartyEvent:
    """One line of the play-by-play; ``str(event)`` is its sentence."""

    text: str

    def __str__(self) -> str:
        return self.text


def check_players(players: Sequence[str], low: int, high: int, rule: str) -> list[str]:
    names = list(players)
    if len(set(names)) != len(names):
        raise PositionError("players", "a player's name appears twice")
    if not low <= len(names) <= high:
        raise PositionError("players", f"the game is for {low} to {high} players, not {len(names)} [{rule}]")
    return names


def clockwise(players: Sequence[str], player: str, steps: int = 1) -> str:
    """The player ``steps`` seats to the left (clockwise) of ``player``."""
    i = list(players).index(player)
    return players[(i + steps) % len(players)]


def spoken(names: Sequence[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class PartyGame:
    """The base of both engines: the state, the events and the one way to act."""

    state: Any

    def __init__(self) -> None:
        self.events: list[PartyEvent] = []

    def say(self, text: str) -> None:
        self.events.append(PartyEvent(text))

    @property
    def pending(self) -> Request | None:
        raise NotImplementedError

    @property
    def over(self) -> bool:
        return self.pending is None

    def act(self, action: Callable[[], T]) -> T:
        """Run an action; if it is refused, put everything back as it was.

        The state's random generator is kept by its inner state, not deep-copied (a copy of
        its 625 numbers, one by one, was most of the cost of every action)."""
        rng = self.state.rng
        kept = copy.deepcopy(self.state, {id(rng): rng})
        drawn, n = rng.getstate(), len(self.events)
        try:
            return action()
        except Exception:
            rng.setstate(drawn)
            self.state = kept
            del self.events[n:]
            raise

    def expect(self, player: str, kind: str) -> Request:
        """The pending request, if it is of this kind and this player may answer it; else refused."""
        request = self.pending
        if request is None:
            raise RuleViolation(self.end_rule, "The game is over")
        if request.kind != kind:
            raise RuleViolation(
                request.rule, f"It is not the time for that: the game waits for {request.prompt}"
            )
        if player not in request.players:
            who = spoken(request.players)
            raise RuleViolation(
                request.rule, f"{player} cannot do that now: the game waits for {who} ({request.prompt})"
            )
        return request

    end_rule = ""
