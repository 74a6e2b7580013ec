"""What touched each card in one run of an Example: the situations of the card-by-situation grid.

The grid (``engine.knowledge.situations``) asks, for each card, whether a ruling's Example
really puts it in a situation: suppressed, copied, taken... This module reads the answer from
what the engine did, never from the Example's words: the events of the play-by-play
(``engine.core.events``) and the table after each step. A ``Watcher`` listens to a run of the
Example (``engine.scenarios.runner.run_steps``) and records each ``Touch``: the situation, the
card it touched (by slug), and how to take the situation away again for the blank card test
(``engine.knowledge.exercise``).

A card is the physical card (a copy is the copying card, whatever it copies), except where
the situation is about the copied text itself: the card copied, and the card whose effect is
repeated. The situations, how each is seen and how each is taken away:

- ``suppressed``: a Suppressed event names it. Taken away: the suppressing card stands in.
- ``copied``: a mood in play, after a step, is a copy of it (a copy of a copy names the first
  card too). Taken away: the copying card stands in.
- ``taken``: it changes players (a Gave event: taken, lent, dealt, given back). Taken away: the
  card that moved it stands in.
- ``back-to-hand``: it goes from play into a hand, and is in play again after a later step.
  Taken away: the card that put it there stands in.
- ``color-change``: it is in play, after a step, while a mood with a chosen color makes every
  mood that color (the color change mechanic). Taken away: that mood's card stands in.
- ``repeated``: its player answers a repeating mood's question with "again" for its effect. Taken
  away: the repeating card stands in.
- ``gone-early``: it leaves play while an "after scoring" effect of its own waits, while a
  permission it gave for a later turn waits, while a ban it set for the next round waits,
  while the round it said would not be scored goes on (the round's cause of no scoring names
  it), or during its player's turn while it gives a standing play (a permission each turn,
  plays from the discard pile); a card that sends itself away is not gone early. Taken away: the card
  that moved it stands in.
- ``zero-value``: it is in play, after a step, worth 0 without being suppressed (suppression
  is a situation of its own). Taken away, by an honest equivalent: its value die misprinted one
  pip up (``engine.core.catalog.misprinted``), so that its dice no longer give 0.
- ``empty-deck``: its effect draws from a deck that is empty (the player draws nothing), or
  draws from a deck that was empty when the step began (the card just put under it, as
  paranoia.3 says). Taken away, by an honest equivalent: a blank card put into each deck that
  is still empty when the Example starts acting (``World(fill_empty_decks=...)``); a deck that
  only runs out later is not refilled, and the cell is then not counted.
- ``team``, ``duel``, ``draft``: the Example is played that way (its setup step). Taken away
  as the map does: the same players at a traditional game.

The plays themselves are not read: the play-by-play's narrating events are for people (the
mutation check counts a change to them as words only: scripts/mutants.py's NARRATION), so what a
play did is read from the table. Situations seen after a step (a copy, a mood played again, the
color change, the zero value, a standing play) are seen as
the table stands between steps, not inside one: a mood that is worth 0 only in the middle of a
step is not seen. That misses cells, never counts one that is not there.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from engine.core.behaviour import behaviour
from engine.core.catalog import card_slug, faces
from engine.core.decisions import OPTION_KEYS
from engine.core.events import Chose, Drew, Event, Gave, Moved, Suppressed
from engine.core.game import Game, named_in
from engine.core.playing import AGAIN
from engine.core.state import SHARED
from engine.formats import FORMATS

# The situations, in the grid's order; the last three are ways to play
SITUATIONS: tuple[str, ...] = (
    "suppressed",
    "copied",
    "taken",
    "back-to-hand",
    "color-change",
    "repeated",
    "gone-early",
    "zero-value",
    "empty-deck",
    "team",
    "duel",
    "draft",
)
WAYS_TO_PLAY: dict[str, str] = {"team": "teams", "duel": "duels", "draft": "drafts"}  # the map's names

# How a situation is taken away: the cards that caused it stand in as blanks; the card's value
# die misprinted; a card put into each empty deck; a traditional game
STAND_IN, MISPRINT, FILL_DECK, TRADITIONAL_GAME = "stand-in", "misprint", "fill-deck", "traditional"
TAKEN_AWAY: dict[str, str] = {
    **dict.fromkeys(("suppressed", "copied", "taken", "back-to-hand", "color-change"), STAND_IN),
    **dict.fromkeys(("repeated", "gone-early"), STAND_IN),
    "zero-value": MISPRINT,
    "empty-deck": FILL_DECK,
    **dict.fromkeys(WAYS_TO_PLAY, TRADITIONAL_GAME),
}

# Hooks that give a standing play: a permission each turn, or plays from the discard pile
STANDING_PLAYS = ("standing_grant", "start_of_turn", "plays_from_discard")


@dataclass(frozen=True, order=True)
class Touch:
    """A situation that touched a card in a run, and the cards that caused it (slugs): the
    ones that stand in to take it away (none for the situations taken away otherwise)."""

    situation: str
    card: str
    causes: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        """The cell, as the cache and the grid write it: ``<situation>:<card>``."""
        return f"{self.situation}:{self.card}"


def slugs_in(text: str) -> tuple[str, ...]:
    """The cards a text of the engine's (an event's cause) names, by slug, sorted."""
    return tuple(sorted(card_slug(name) for name in named_in(text)))


@cache
def again_labels() -> dict[str, str]:
    """The words of the "again" option, by the label, for each card that repeats
    effects (the option is the engine's published key ``again``)."""
    return {
        OPTION_KEYS[slug][AGAIN]: slug
        for slug in faces()
        if behaviour(slug).repeats_effects and AGAIN in OPTION_KEYS.get(slug, {})
    }


def way_to_play(format: str) -> str | None:
    """The situation of a way to play (team, duel, draft), or None for a traditional game."""
    f = FORMATS[format]
    if f.draft:
        return "draft"
    if f.own_decks:
        return "duel"
    return "team" if f.teams else None


@dataclass
class Watcher:
    """Listens to a run of an Example (``engine.scenarios.runner.Listener``) and records what
    touched each card, from the events of each step and the table after it."""

    touches: set[Touch] = field(default_factory=set)
    _game: Game | None = None
    _seen: int = 0  # the events of ``_game`` already read
    _returned: dict[int, tuple[str, ...]] = field(default_factory=dict)  # card -> who put it in a hand
    _waiting: set[int] = field(default_factory=set)  # cards with something still to come
    _empty: set[str] = field(default_factory=set)  # decks empty after the last step (by key)

    def before_step(self, world: Any, step: Any, definition: Any, groups: dict[str, Any]) -> None:
        pass

    def after_step(self, world: Any, step: Any, definition: Any, groups: dict[str, Any]) -> None:
        if world._table is None:
            return
        game = world.game
        if game is not self._game:  # a new game, or the same one saved and loaded again
            self._game, self._seen = game, 0
        events = game.events[self._seen :]
        self._seen = len(game.events)
        self.read(game, events)
        self.look(game)

    def touch(self, situation: str, card: str, causes: Iterable[str] = ()) -> None:
        self.touches.add(Touch(situation, card, tuple(sorted(set(causes)))))

    def read(self, game: Game, events: list[Event]) -> None:
        """What the events of one step did to the cards."""
        s = game.state
        face = {c: card.face for c, card in s.cards.items()}
        for e in events:
            if isinstance(e, Suppressed):
                self.touch("suppressed", face[e.card], slugs_in(e.by))
            elif isinstance(e, Gave):
                self.touch("taken", face[e.card], slugs_in(e.cause))
            elif isinstance(e, Moved) and e.origin.endswith("'s moods"):
                causes = slugs_in(e.cause)
                if e.destination.endswith("'s hand"):
                    self._returned[e.card] = causes
                if e.card in self._waiting and face[e.card] not in causes:
                    self.touch("gone-early", face[e.card], causes)
                self._waiting.discard(e.card)
            elif isinstance(e, Drew):
                deck = e.player if e.player in s.decks else SHARED
                if e.card is None or deck in self._empty:
                    for slug in slugs_in(e.cause):
                        self.touch("empty-deck", slug)
            elif isinstance(e, Chose) and len(e.answer) == 1 and e.answer[0] in again_labels():
                names = {card_slug(n) for n in named_in(e.prompt)}
                repeating = again_labels()[e.answer[0]]
                for slug in names - {repeating} or names:
                    self.touch("repeated", slug, [repeating])

    def look(self, game: Game) -> None:
        """What the table, as it stands after a step, does to the cards in play."""
        s, view = game.state, game.view
        self._empty = {key for key, deck in s.decks.items() if not deck}
        setters = [m for m in view.moods if m.color and view.behaviour(m).color_override]
        waiting = {a.source for a in s.round.after_scoring}
        banked = [g.source_card for grants in s.banked.values() for g in grants]
        waiting |= {c for c in banked if c is not None}
        # Cards whose ban for the next round waits, or whose round without scoring goes on
        setting = {rule.split(".")[0] for _, rule in s.round.next_bans}
        setting |= set(slugs_in(s.round.no_scoring or ""))
        for m in view.moods:
            slug = s.cards[m.card].face
            if m.copy_of:
                self.touch("copied", m.copy_of, [slug])
            if m.card in self._returned:
                self.touch("back-to-hand", slug, self._returned.pop(m.card))
            if setters:
                self.touch("color-change", slug, [view.face(setter).slug for setter in setters])
            if view.value(m) == 0 and not view.suppressed(m):
                self.touch("zero-value", slug)
            b = view.behaviour(m)
            if view.face(m).slug in setting or (
                m.controller == s.turn.player and any(getattr(b, h) for h in STANDING_PLAYS)
            ):
                waiting.add(m.card)
        self._waiting = waiting
