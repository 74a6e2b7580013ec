"""JSON positions: saving and loading is the identity, and a bad position names its field."""

from __future__ import annotations

import copy
import json
import random

import pytest

from engine import simulate
from engine.errors import PositionError
from engine.game import Game
from engine.position import load, record, replay, save


def game_at_random_point(seed: int) -> tuple[Game, random.Random]:
    rng = random.Random(seed)
    game = simulate.deal(2 + seed % 3, rng, teams=seed % 9 == 4)  # the setup's decisions included
    for _ in range(rng.randint(0, 150)):
        d = game.pending
        if d is None:
            break
        game.answer(d.player, simulate.random_answer(d, rng))
    return game, rng


@pytest.mark.parametrize("seed", range(0, 120, 3))
def test_position_json_position_is_the_identity(seed: int) -> None:
    game, rng = game_at_random_point(seed)
    saved = save(game)
    again = load(json.loads(json.dumps(saved)))
    assert save(again) == saved
    # and both games go on alike: same decisions, same events
    for _ in range(40):
        d = game.pending
        if d is None:
            assert again.pending is None
            break
        assert again.pending is not None and again.pending.keys() == d.keys()
        answer = simulate.random_answer(d, rng)
        before, before_again = len(game.events), len(again.events)
        game.answer(d.player, answer)
        again.answer(d.player, answer)
        assert [str(e) for e in game.events[before:]] == [str(e) for e in again.events[before_again:]]


def test_a_finished_game_replays_to_the_same_result() -> None:
    for seed in range(5):
        rng = random.Random(seed)
        game = simulate.deal(3, rng)
        while (d := game.pending) is not None:
            game.answer(d.player, simulate.random_answer(d, rng))
        again = replay(json.loads(json.dumps(record(game))))
        assert again.state.winners == game.state.winners
        assert [str(e) for e in again.events] == [str(e) for e in game.events]


BAD = [
    (lambda p: p.update(version=9), "version"),
    (lambda p: p.pop("state"), "state"),
    (lambda p: p["state"].update(players=["Alice"]), "state.players"),
    (lambda p: p["state"]["players"].__setitem__(0, "alice"), "state.players[0]"),
    (lambda p: p["state"]["round"].update(number="two"), "state.round.number"),
    (lambda p: p["state"]["cards"]["1"].update(face="angr"), "state.cards.1.face"),
    (lambda p: p["state"]["hands"]["Alice"].append(p["state"]["hands"]["Bob"][0]), "state.hands.Bob[0]"),
    (lambda p: p["state"]["hands"]["Alice"].append(999), "state.hands.Alice[5]"),
    (lambda p: p["state"].update(colour="red"), "state.colour"),
    (lambda p: p["state"]["round"].update(order=["Bob", "Alice", "Carol"]), "state.round.order"),
    (lambda p: p.update(answers=[["nonsense"]]), "answers[0]"),
    (lambda p: p["state"]["wins"].update(Alice=7), "state.wins.Alice"),
    (lambda p: p["state"].update(format="poker"), "state.format"),
]


@pytest.mark.parametrize(("spoil", "field"), BAD, ids=[f for _, f in BAD])
def test_a_bad_position_names_the_field(spoil, field: str) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(1)
    game = simulate.settle_setup(simulate.deal(3, rng), rng)
    good = save(game)
    bad = copy.deepcopy(good)
    spoil(bad)
    with pytest.raises(PositionError) as e:
        load(bad)
    assert e.value.field == field, e.value


def test_every_kind_of_field_survives_the_round_trip() -> None:
    from engine.codec import decode, encode
    from engine.state import (
        UNTIL_END_OF_ROUND,
        AfterScoring,
        Condition,
        GameState,
        Grant,
        Mood,
        PlayRecord,
        Suppression,
    )

    rng = random.Random(2)
    s = simulate.settle_setup(simulate.deal(3, rng), rng).state
    card = s.hands["Alice"].pop()
    s.moods["Alice"].append(
        Mood(
            card,
            s.next_entry,
            "Alice",
            "Bob",
            1,
            rotated=True,
            set_value=6,
            copy_of="anger",
            color="red",
            player="Carol",
            target=(card, 1),
            suppressions=[Suppression(card, 1, UNTIL_END_OF_ROUND, 1)],
            held=(card, 1, "Bob", "Alice"),
        )
    )
    s.next_entry += 1
    grant = Grant("Hope", card, ("hand", "discard pile"), Condition("top-right", (1, 2), "Bob", card), None,
                  "give-back", (card, 1), "hope.text")  # fmt: skip
    s.turn.grants.append(grant)
    s.turn.used_standing[(card, 1)] = 2
    s.banked["Bob"] = [grant]
    s.round.plays.append(PlayRecord("Alice", card, 1))
    s.round.bans = (("red", "doubt.text"),)
    s.round.after_scoring.append(
        AfterScoring("give-back", card, 1, card, 1, "Alice", 0, "Betrayal: x", {"to": "Bob"})
    )
    s.round.scores = {"Alice": 3}
    s.teams = None
    again = decode(GameState, json.loads(json.dumps(encode(s))), "state")
    assert again == s
