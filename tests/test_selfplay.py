"""Random legal self-play under the engine's promises (engine.selfplay.invariants), after every event.

CI plays a couple of hundred games over every player count and format; the long run
(``MOODSWINGS_LONG=1 .venv/bin/pytest -m long``) plays thousands more. The 100,000-game run
the README reports is ``moodswings simulate --check``.
"""

from __future__ import annotations

import os
import random

import pytest

from engine.selfplay import simulate
from engine.selfplay.invariants import Broken, Checker, checked_play
from engine.selfplay.simulate import deal, random_answer

# (players, teams, games): two players most, as most games are; every format at least once.
# Games are dealt from a box of the game (45 different cards); a few from decks with repeats.
RUNS = [(2, False, 80), (3, False, 25), (4, False, 15), (4, True, 15)]
WITH_REPEATS = [(2, False, 10), (3, False, 5)]
LONG = os.environ.get("MOODSWINGS_LONG") == "1"


def test_random_games_keep_every_promise_and_play_every_card() -> None:
    played: set[str] = set()
    for runs, repeats in ((RUNS, False), (WITH_REPEATS, True)):
        for players, teams, games in runs:
            for seed in range(games):
                outcome = checked_play(
                    seed, players, teams=teams, sample=0.02, played=played, repeats=repeats
                )
                assert outcome.winners
    assert set(simulate.playable_faces()) - played == set(), "a card no CI game played"


@pytest.mark.long
@pytest.mark.skipif(not LONG, reason="the long run: MOODSWINGS_LONG=1 pytest -m long")
@pytest.mark.parametrize(("players", "teams", "games"), RUNS)
def test_many_random_games_keep_every_promise(players: int, teams: bool, games: int) -> None:
    for seed in range(1000, 1000 + 20 * games):
        checked_play(seed, players, teams=teams, sample=0.05)


def test_the_same_seed_gives_the_same_event_log() -> None:
    for seed in (3, 11):
        logs = []
        for _ in range(2):
            rng = random.Random(seed)
            game = deal(3, rng)
            while (d := game.pending) is not None:
                game.answer(d.player, random_answer(d, rng))
            logs.append([str(e) for e in game.events])
        assert logs[0] == logs[1]


def test_a_lost_card_is_caught_at_the_event_that_loses_it() -> None:
    """The checker can fail: a card taken out of the game without a trace is a break."""
    game = deal(2, random.Random(1))
    checker = Checker(game)
    game.pending  # noqa: B018  (sets the game up: shuffle, deal)
    game.answer(game.pending.player, random_answer(game.pending, random.Random(1)))  # type: ignore[union-attr]
    hand = next(h for h in game.state.hands.values() if h)
    hand.pop()
    with pytest.raises(Broken, match="cards lost"):
        checker.decision("after a card vanished")


def test_a_value_that_changes_when_read_again_is_caught() -> None:
    game = deal(2, random.Random(2))
    checker = Checker(game)
    rng = random.Random(2)
    while not game.state.all_moods():
        d = game.pending
        assert d is not None
        game.answer(d.player, random_answer(d, rng))
    mood = game.state.all_moods()[0]
    mood.set_value = game.view.value(mood) + 1  # changed behind the engine's back: the view is stale
    with pytest.raises(Broken, match="read again"):
        checker.decision("after a value changed unseen")


def test_games_that_broke_a_promise_once_keep_them_all_now() -> None:
    """Found by the long checked run: while a played card's cost was being paid, values that
    count its player's hand (Sloth, Vanity, Animosity) were not read again."""
    for seed in (500110, 501193, 501417):
        checked_play(seed, 3, sample=0.0)
