"""Whole games of Mood X and Feelinks, from setup to the end, with seeded decisions.

Every decision is answered from the game's pending request by a seeded generator
(``engine.selfplay.party``); now and then an illegal action is tried first, and must be
refused without changing anything.
"""

from __future__ import annotations

import copy
import random

import pytest

from engine.core.errors import PositionError, RuleViolation
from engine.party import feelinks, mood_x
from engine.party.base import Request
from engine.party.feelinks import Feelinks
from engine.party.mood_x import MoodX
from engine.selfplay.party import main, play_feelinks, play_mood_x


def refused_cleanly(game: MoodX | Feelinks, action, *args) -> None:  # type: ignore[no-untyped-def]
    before, events = copy.deepcopy(game.state), len(game.events)
    with pytest.raises(RuleViolation):
        action(*args)
    assert len(game.events) == events
    assert {k: v for k, v in vars(game.state).items() if k != "rng"} == {
        k: v for k, v in vars(before).items() if k != "rng"
    }


def probe_mood_x(game: MoodX, r: Request, rng: random.Random) -> None:
    """Now and then, try something illegal first: it must be refused, changing nothing."""
    if rng.random() >= 0.15:
        return
    who = r.players[0]
    if r.kind == mood_x.CAST:
        refused_cleanly(game, game.cast, who, "a unicorn")
    elif r.kind == mood_x.NAME:
        refused_cleanly(game, game.tell, who, "How would you feel if it snowed?")
    elif r.kind == mood_x.TELL:
        refused_cleanly(game, game.tell, who, "It was a dark and stormy night.")
    else:
        refused_cleanly(game, game.guess, game.state.hero, "red")


def probe_feelinks(game: Feelinks, r: Request, rng: random.Random) -> None:
    """Now and then, try something illegal first: it must be refused, changing nothing."""
    if rng.random() >= 0.15:
        return
    who = r.players[0]
    if r.kind == feelinks.SITUATION:
        refused_cleanly(game, game.choose_situation, who, 4)
    elif r.kind == feelinks.PERSONAL:
        refused_cleanly(game, game.feel, who, feelinks.SAME)
    elif r.kind == feelinks.DEAL:
        refused_cleanly(game, game.deal, [game.state.players])
    elif r.kind == feelinks.PARTNER:
        refused_cleanly(game, game.bet, who, game.state.personal[who])
    else:
        refused_cleanly(game, game.exchange, who, 9)


@pytest.mark.parametrize("n", [3, 4, 6, 8])
def test_a_whole_game_of_mood_x(n: int) -> None:
    players = ["Oleg", "Ann", "Boris", "Vera", "Yuri", "Zoe", "Ivan", "Lena"][:n]
    game = play_mood_x(players, seed=n, probe=probe_mood_x)
    s = game.state
    assert game.over and s.winners
    assert all(s.points[p] >= mood_x.TARGET for p in s.winners)
    assert all(s.points[p] < mood_x.TARGET for p in players if p not in s.winners)
    assert s.turn >= 5  # nobody reaches 24 in fewer than five turns of at most 5 points
    again = play_mood_x(players, seed=n, probe=probe_mood_x)
    assert [str(e) for e in again.events] == [str(e) for e in game.events], "same seed, same game"


@pytest.mark.parametrize("n", [3, 4, 5, 7, 8])
def test_a_whole_game_of_feelinks(n: int) -> None:
    players = ["Ann", "Bob", "Cecile", "Elsa", "Herve", "Ines", "Jules", "Karl"][:n]
    game = play_feelinks(players, seed=n, probe=probe_feelinks, introductory=n == 5)
    s = game.state
    assert game.over and s.winners
    assert s.round == game.rounds_to_play == n * (2 if n <= 4 else 1)
    assert {s.points[p] for p in s.winners} == {max(s.points.values())}
    assert len(s.out_of_game) + sum(map(len, s.emotions.values())) + len(s.slots) == 24
    again = play_feelinks(players, seed=n, probe=probe_feelinks, introductory=n == 5)
    assert [str(e) for e in again.events] == [str(e) for e in game.events], "same seed, same game"


def test_a_race_to_the_end_of_the_emotion_track() -> None:
    game = play_feelinks(
        ["Ann", "Bob", "Cecile", "Elsa"], seed=11, probe=probe_feelinks, ending=feelinks.TRACK
    )
    s = game.state
    assert s.winners and all(s.points[p] >= feelinks.LAST_SQUARE for p in s.winners)
    assert all(s.points[p] < feelinks.LAST_SQUARE for p in s.players if p not in s.winners)


@pytest.mark.parametrize(
    "make",
    [
        lambda: MoodX(["Oleg", "Ann"], "Oleg"),
        lambda: MoodX(["Oleg", "Ann", "Oleg"], "Oleg"),
        lambda: MoodX(["Oleg", "Ann", "Boris"], "Vera"),
        lambda: MoodX(["Oleg", "Ann", "Boris"], "Oleg", points={"Oleg": 24}),
        lambda: Feelinks(["Ann", "Bob"], "Ann"),
        lambda: Feelinks(["Ann", "Bob", "Cecile"], "Ann", decks=("purple",)),
        lambda: Feelinks(["Ann", "Bob", "Cecile"], "Ann", emotions={"square": [1, 2, 3]}),
    ],
)
def test_impossible_setups_are_refused(make) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(PositionError):
        make()


def test_selfplay_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mood-x", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ann, Bob and Cecile sit down") and "reached 24 points" in out
