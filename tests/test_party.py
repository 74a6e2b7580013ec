"""Whole games of Mood X and Feelinks, from setup to the end, with seeded decisions.

Every decision is answered from the game's pending request by a seeded generator; now and
then an illegal action is tried first, and must be refused without changing anything.
"""

from __future__ import annotations

import copy
import random

import pytest

from engine.errors import PositionError, RuleViolation
from engine.party import feelinks, mood_x
from engine.party.feelinks import Feelinks
from engine.party.mood_x import MoodX

MAX_ACTIONS = 5_000


def refused_cleanly(game: MoodX | Feelinks, action, *args) -> None:  # type: ignore[no-untyped-def]
    before, events = copy.deepcopy(game.state), len(game.events)
    with pytest.raises(RuleViolation):
        action(*args)
    assert len(game.events) == events
    assert {k: v for k, v in vars(game.state).items() if k != "rng"} == {
        k: v for k, v in vars(before).items() if k != "rng"
    }


def play_mood_x(players: list[str], seed: int) -> MoodX:
    rng = random.Random(seed)
    game = MoodX(players, players[0], seed=seed)
    for _ in range(MAX_ACTIONS):
        r = game.pending
        if r is None:
            return game
        who = r.players[0]
        if r.kind == mood_x.CAST:
            if rng.random() < 0.1:
                refused_cleanly(game, game.cast, who, "a unicorn")
            game.cast(who, rng.choice(r.options or ()))
        elif r.kind == mood_x.NAME:
            game.name_second(who, rng.choice([*players, "a famous painter"]))
        elif r.kind == mood_x.TELL:
            if rng.random() < 0.1:
                refused_cleanly(game, game.tell, who, "It was a dark and stormy night.")
            game.tell(who, "How would you feel if it rained all summer?")
        else:
            if rng.random() < 0.1:
                refused_cleanly(game, game.guess, game.state.hero, "red")
            act = game.feel if who == game.state.hero else game.guess
            act(who, rng.choice(mood_x.DISC))
    raise AssertionError("the game does not end")


def play_feelinks(players: list[str], seed: int, **options) -> Feelinks:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    game = Feelinks(players, players[0], seed=seed, **options)
    for _ in range(MAX_ACTIONS):
        r = game.pending
        if r is None:
            return game
        who = r.players[0]
        if r.kind == feelinks.SITUATION:
            if feelinks.CHANGE in r.options and rng.random() < 0.3:
                game.change_situation(who)
            else:
                game.choose_situation(who, rng.randint(1, 3))
        elif r.kind == feelinks.PERSONAL:
            if rng.random() < 0.1:
                refused_cleanly(game, game.feel, who, feelinks.SAME)
            game.feel(who, rng.randint(1, 8))
        elif r.kind == feelinks.DEAL:
            game.deal_at_random()
        elif r.kind == feelinks.PARTNER:
            own = game.state.personal[who]
            if rng.random() < 0.1:
                refused_cleanly(game, game.bet, who, own)
            bet = rng.choice([*feelinks.NUMBERS, feelinks.SAME])
            game.bet(who, feelinks.SAME if bet == own else bet)
        elif rng.random() < 0.5 and len(r.options) > 1:
            game.exchange(who, int(rng.choice(r.options[:-1])))
        else:
            game.keep_emotions(who)
    raise AssertionError("the game does not end")


@pytest.mark.parametrize("n", [3, 4, 6, 8])
def test_a_whole_game_of_mood_x(n: int) -> None:
    players = ["Oleg", "Ann", "Boris", "Vera", "Yuri", "Zoe", "Ivan", "Lena"][:n]
    game = play_mood_x(players, seed=n)
    s = game.state
    assert game.over and s.winners
    assert all(s.points[p] >= mood_x.TARGET for p in s.winners)
    assert all(s.points[p] < mood_x.TARGET for p in players if p not in s.winners)
    assert s.turn >= 5  # nobody reaches 24 in fewer than five turns of at most 5 points
    again = play_mood_x(players, seed=n)
    assert [str(e) for e in again.events] == [str(e) for e in game.events], "same seed, same game"


@pytest.mark.parametrize("n", [3, 4, 5, 7, 8])
def test_a_whole_game_of_feelinks(n: int) -> None:
    players = ["Ann", "Bob", "Cecile", "Elsa", "Herve", "Ines", "Jules", "Karl"][:n]
    game = play_feelinks(players, seed=n, introductory=n == 5)
    s = game.state
    assert game.over and s.winners
    assert s.round == game.rounds_to_play == n * (2 if n <= 4 else 1)
    assert {s.points[p] for p in s.winners} == {max(s.points.values())}
    assert len(s.out_of_game) + sum(map(len, s.emotions.values())) + len(s.slots) == 24
    again = play_feelinks(players, seed=n, introductory=n == 5)
    assert [str(e) for e in again.events] == [str(e) for e in game.events], "same seed, same game"


def test_a_race_to_the_end_of_the_emotion_track() -> None:
    game = play_feelinks(["Ann", "Bob", "Cecile", "Elsa"], seed=11, ending=feelinks.TRACK)
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
