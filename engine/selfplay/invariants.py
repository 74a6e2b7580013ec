"""The engine's promises, checked during random self-play.

``Checker`` watches one game and raises ``Broken`` the moment a promise fails:

- the table's own promises (``engine.core.promises``, which ``load`` checks too): every
  card in exactly one place, piles that belong to the table, knowledge only of hidden
  cards, values and scores that add up; and the number of cards never changes;
- at a turn, the plays offered are exactly the plays the engine does not refuse, and each
  one can be made without an error (tried on a copy of the game);
- a JSON round trip of the position (engine.interfaces.position) changes nothing, to the byte;
- the same seed and answers give the same event log, and the game ends.

The checks after every event watch the event log itself; the heavier ones (trying every
offered play, the JSON round trip) run at random points, ``sample`` of the decisions.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from engine.core.decisions import TURN
from engine.core.events import Event, Played, SetAside
from engine.core.game import PASS, Game
from engine.core.promises import first_breach
from engine.formats import TRADITIONAL
from engine.interfaces.codec import encode
from engine.selfplay.simulate import MAX_DECISIONS, Outcome, deal, outcome, random_answer


class Broken(AssertionError):
    """A promise the engine did not keep, with where and what."""


class CheckedLog(list[Event]):
    """An event log that runs a check after every event appended to it."""

    def __init__(self, events: list[Event], after_each: Checker) -> None:
        super().__init__(events)
        self.after_each = after_each

    def append(self, event: Event) -> None:
        super().append(event)
        if isinstance(event, SetAside):  # a draft's undrafted cards leave the game
            self.after_each.cards -= event.count
        if isinstance(event, Played):
            self.after_each.played.add(self.after_each.game.state.face_of(event.card))
        self.after_each.table(f"after event {len(self)} ({event})")


@dataclass
class Checker:
    game: Game
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    sample: float = 0.05  # the share of decisions where every offered play is tried
    cards: int = 0
    checks: int = 0
    played: set[str] = field(default_factory=set)  # the faces played (of cards, not copies)

    def __post_init__(self) -> None:
        self.cards = len(self.game.state.cards)
        self.game.events = CheckedLog(self.game.events, self)

    def fail(self, where: str, what: str) -> None:
        raise Broken(f"{where}: {what}")

    # -- after every event -----------------------------------------------------------------

    def table(self, where: str, settled: bool = False) -> None:
        """Cards, values and scores: cheap enough to check after every event. ``settled``: the
        game is waiting for a decision, so its own derived values are up to date too."""
        self.checks += 1
        s = self.game.state
        if len(s.cards) != self.cards:
            self.fail(where, f"the game has {len(s.cards)} cards, it started with {self.cards}")
        broken = first_breach(self.game, settled)
        if broken is not None:
            self.fail(where, broken.what)

    # -- after every answer ----------------------------------------------------------------

    def decision(self, where: str) -> None:
        """What the game waits for: a turn offers exactly the legal plays."""
        self.table(where, settled=True)
        g = self.game
        d = g.pending
        if d is None:
            if not g.over:
                self.fail(where, "the game waits for nothing and has no winner")
            return
        if d.kind != TURN:
            return
        player = g.state.turn.player
        offered = {o.key for o in d.options if o.key != PASS}
        candidates = [(c, "hand") for c in g.state.hands[player]]
        candidates += [(c, "discard pile") for c in g.state.discard_pile()]
        for card, zone in candidates:
            refused = g.refusal_to_play(player, card, zone)
            if (card, zone) in offered and refused is not None:
                self.fail(where, f"{g.name(card)} from {zone} was offered, but is refused: {refused}")
            if refused is not None and not refused.rule:
                self.fail(where, f"refusing {g.name(card)} names no rule")
        if self.rng.random() < self.sample:
            self.every_play_can_be_made(where)
            self.round_trip(where)

    def every_play_can_be_made(self, where: str) -> None:
        d = self.game.pending
        assert d is not None
        state, answers = self.game.resumable()
        for option in d.options:
            fork = Game.resume(state.copy(), answers)
            try:
                fork.answer(d.player, [option.key])
            except Exception as e:
                self.fail(where, f"the offered {option.label!r} fails: {type(e).__name__}: {e}")

    def round_trip(self, where: str) -> None:
        from engine.interfaces.position import load, save  # position imports the game: not at import time

        saved = json.dumps(save(self.game))
        again = load(json.loads(saved))
        if json.dumps(save(again)) != saved or encode(again.state) != encode(self.game.state):
            self.fail(where, "a JSON round trip of the position changed it")


def checked_play(
    seed: int,
    players: int = 2,
    teams: bool = False,
    sample: float = 0.05,
    played: set[str] | None = None,
    format: str = TRADITIONAL,
    repeats: bool = False,
) -> Outcome:
    """One random game (engine.selfplay.simulate's) with every promise checked; ``Broken`` if one fails.
    ``played`` collects the faces played; ``repeats``: decks whose cards may repeat."""
    rng = random.Random(seed)
    game = deal(players, rng, teams=teams, format=format, repeats=repeats)
    checker = Checker(game, random.Random(-seed - 1), sample)
    decisions = 0
    checker.decision(f"seed {seed}, before the first decision")
    while (d := game.pending) is not None:
        decisions += 1
        if decisions > MAX_DECISIONS:
            checker.fail(f"seed {seed}", f"the game did not end after {MAX_DECISIONS} decisions")
        game.answer(d.player, random_answer(d, rng))
        checker.decision(f"seed {seed}, decision {decisions}")
    again = Game.resume(game.origin(), game.history)
    if [str(e) for e in again.events] != [str(e) for e in game.events]:
        checker.fail(f"seed {seed}", "replaying the same answers gave another event log")
    if played is not None:
        played |= checker.played
    return outcome(seed, game, decisions)
