"""Derived values: colors, values and scores, computed from the state, never stored.

The order follows DESIGN.md: copy, then color override (the latest wins), then value
(printed die, side chosen when played, a "While in play" condition or count), then the
higher of two dice totals, then suppression (0). Because nothing is stored, "apply the
While in play effects again" is simply reading the values again after a change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from engine.core.behaviour import Behaviour, registry
from engine.core.catalog import Face, faces
from engine.core.state import LEFT, WHILE_SOURCE_IN_PLAY, GameState, Mood

T = TypeVar("T")


class cached_property(Generic[T]):  # named as functools' is, which it replaces
    """``functools.cached_property`` without its lock (Python 3.11 takes one on every first
    read, which costs more than most of what a view computes): read once, then kept."""

    def __init__(self, compute: Callable[[Any], T]) -> None:
        self.compute = compute
        self.name = compute.__name__
        self.__doc__ = compute.__doc__

    def __get__(self, view: Any, owner: type | None = None) -> T:
        value = view.__dict__[self.name] = self.compute(view)
        return value


class View:
    """A read-only look at a state. Make a new one after every change."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._values: dict[tuple[int, int], int] = {}
        # By slug: every card of a state is a face of the catalog (cards are made by name, which
        # is checked), and every face has its behaviour (tests/test_catalog.py).
        self._faces = faces()
        self._behaviours = registry()

    # -- what a mood is ------------------------------------------------------------------

    def face(self, mood: Mood) -> Face:
        """The printed card this mood is, or copies."""
        return self._faces[mood.copy_of or self.state.cards[mood.card].face]

    def card_face(self, card: int) -> Face:
        """The printed face of a card wherever it is (a card out of play is never a copy)."""
        return self._faces[self.state.cards[card].face]

    def behaviour(self, mood: Mood) -> Behaviour:
        return self._behaviours[mood.copy_of or self.state.cards[mood.card].face]  # both slugs

    def name(self, mood: Mood) -> str:
        return self.card_face(mood.card).name

    @cached_property
    def moods(self) -> list[Mood]:
        return self.state.all_moods()

    @cached_property
    def _in_play(self) -> set[tuple[int, int]]:
        return {m.key for m in self.moods}

    def in_play(self, key: tuple[int, int]) -> bool:
        return key in self._in_play

    # -- colors --------------------------------------------------------------------------

    @cached_property
    def color_override(self) -> str | None:
        """The color every mood is, if a mood in play says so; the latest one to enter wins."""
        setters = [m for m in self.moods if m.color and self.behaviour(m).color_override]
        return max(setters, key=lambda m: m.entry).color if setters else None

    def color(self, mood: Mood) -> str:
        return self.color_override or self.face(mood).color

    def card_color(self, card: int) -> str:
        """A card's color out of play: always its printed color."""
        return self.card_face(card).color

    @cached_property
    def colors_in_play(self) -> Counter[str]:
        override = self.color_override
        if override is not None:  # every mood is that color
            return Counter({override: len(self.moods)})
        return Counter([self.face(m).color for m in self.moods])

    def player_colors(self, player: str) -> set[str]:
        return {self.color(m) for m in self.state.moods[player]}

    # -- values --------------------------------------------------------------------------

    def suppressed(self, mood: Mood) -> bool:
        return any(self.suppression_active(s) for s in mood.suppressions)

    def suppression_active(self, s) -> bool:  # type: ignore[no-untyped-def]
        if s.until == WHILE_SOURCE_IN_PLAY:
            return self.in_play((s.by, s.by_entry))
        return s.round == self.state.round.number  # UNTIL_END_OF_ROUND, the only other duration

    def printed_value(self, mood: Mood) -> int:
        """Its die: the top right, the lower left once rotated, or a value an effect gave it."""
        if mood.set_value is not None:
            return mood.set_value
        f = self.face(mood)
        return f.lower_left if mood.rotated and f.lower_left is not None else f.top_right

    @cached_property
    def _higher_dice(self) -> list[tuple[Mood, Callable[[View, Mood, Mood], bool]]]:
        """The moods in play that may give others the higher of their two dice, with the hook."""
        return [(m, hook) for m in self.moods if (hook := self.behaviour(m).higher_dice) is not None]

    def uses_higher_dice(self, mood: Mood) -> bool:
        if not self._higher_dice or self.face(mood).lower_left is None:
            return False
        return any(hook(self, other, mood) for other, hook in self._higher_dice)

    def value(self, mood: Mood) -> int:
        key = (mood.card, mood.entry)
        value = self._values.get(key)
        if value is None:
            value = self._values[key] = self._compute_value(mood)
        return value

    def _compute_value(self, mood: Mood) -> int:
        if mood.suppressions and self.suppressed(mood):
            return 0
        slug = mood.copy_of or self.state.cards[mood.card].face  # its face, as ``face`` finds it
        f = self._faces[slug]
        if self._higher_dice and self.uses_higher_dice(mood):  # so it has a lower left die
            return max(f.top_right, f.lower_left)  # type: ignore[type-var]
        rule = self._behaviours[slug].value
        return rule(self, mood) if rule is not None else self.printed_value(mood)

    # -- players -------------------------------------------------------------------------

    def team_of(self, player: str) -> list[str]:
        for team in self.state.teams or []:
            if player in team:
                return team
        return [player]

    def opponents(self, player: str) -> list[str]:
        mates = self.team_of(player)
        return [p for p in self.state.players if p not in mates]

    def neighbour(self, player: str, direction: str) -> str:
        """The next player to the left (clockwise, the next in turn order) or to the right."""
        seats = self.state.players
        step = 1 if direction == LEFT else -1
        return seats[(seats.index(player) + step) % len(seats)]

    def others(self, player: str) -> list[str]:
        return [p for p in self.state.players if p != player]

    def played_this_round(self, mood: Mood) -> bool:
        return mood.played_round == self.state.round.number

    def round_player(self, mood: Mood) -> str:
        """The player a value fixed for the round is read for (triumph.2): whoever had the
        mood when the round began, or when it came into play this round, though it may have
        changed players since (recklessness.3)."""
        for card, entry, player in self.state.round.moved_from:
            if (card, entry) == mood.key:
                return player
        return mood.controller

    # -- scores --------------------------------------------------------------------------

    def extra_scorings(self, player: str) -> list[tuple[Mood, int]]:
        """The mandatory extra scorings of a player's moods: (mood, extra times)."""
        extras: list[tuple[Mood, int]] = []
        for m in self.state.moods[player]:
            hook = self.behaviour(m).extra_scoring
            if hook is not None:
                extras += hook(self, m)
        return extras

    def score(self, player: str) -> int:
        """A player's score as it stands: values plus mandatory extra scorings."""
        value = self.value
        total = sum(map(value, self.state.moods[player]))
        return total + sum(value(m) * times for m, times in self.extra_scorings(player))
