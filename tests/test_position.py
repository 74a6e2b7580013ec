"""JSON positions: saving and loading is the identity, and a bad position names its field."""

from __future__ import annotations

import copy
import json
import random
from functools import cache

import pytest

from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.promises import first_breach
from engine.core.state import UNTIL_END_OF_ROUND, WHILE_SOURCE_IN_PLAY
from engine.interfaces.position import load, record, replay, save
from engine.selfplay import simulate


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
    (lambda p: p["state"]["cards"]["1"].update(face="Anger"), "state.cards.1.face"),  # a name, not its slug
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


def test_a_card_in_no_place_and_a_name_for_a_slug_are_named_for_what_they_are() -> None:
    rng = random.Random(1)
    good = save(simulate.settle_setup(simulate.deal(3, rng), rng))
    lost = copy.deepcopy(good)
    card = lost["state"]["hands"]["Bob"].pop(0)
    with pytest.raises(PositionError, match="in no hand") as e:
        load(lost)
    assert e.value.field == f"state.cards.{card}"
    named = copy.deepcopy(good)
    named["state"]["cards"]["1"]["face"] = "Anger"
    with pytest.raises(PositionError, match=r"write the card's slug \(anger\)"):
        load(named)


def test_every_kind_of_field_survives_the_round_trip() -> None:
    from engine.core.state import (
        UNTIL_END_OF_ROUND,
        AfterScoring,
        Condition,
        GameState,
        Grant,
        Mood,
        PlayRecord,
        Suppression,
    )
    from engine.interfaces.codec import decode, encode

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


# -- positions the rules cannot reach ------------------------------------------------------------


@cache
def _with_moods() -> dict:
    for seed in range(100):
        rng = random.Random(seed)
        game = simulate.deal(3, rng)
        while (d := game.pending) is not None:
            s = game.state
            gone = s.next_entry - 1 > len(list(s.all_moods()))
            if d.kind == "turn" and gone and len(s.moods["Alice"]) >= 2 and s.moods["Bob"]:
                return save(game)
            game.answer(d.player, simulate.random_answer(d, rng))
    raise AssertionError("no game reached such a position")


def a_position_with_moods() -> dict:
    """A three-player game at a turn, Alice with two moods in play, Bob with one, and a mood that
    has left play."""
    return copy.deepcopy(_with_moods())


def _mood(p: dict, player: str = "Alice", i: int = 0) -> dict:
    return p["state"]["moods"][player][i]


def _bobs(p: dict) -> list[int]:
    """Bob's first mood, as a mood is named: [card, entry]."""
    return [_mood(p, "Bob")["card"], _mood(p, "Bob")["entry"]]


def _negative_card(p: dict) -> None:
    s = p["state"]
    card = s["hands"]["Alice"][0]
    s["cards"][str(-card)] = {**s["cards"].pop(str(card)), "id": -card}
    s["hands"]["Alice"][0] = -card


def _held(p: dict, *what: object) -> None:
    _mood(p)["held"] = list(what)


def _gone(p: dict) -> int:
    """An entry into play of a mood that has left play since."""
    s = p["state"]
    return min(set(range(1, s["next_entry"])) - {m["entry"] for ms in s["moods"].values() for m in ms})


def _suppressed_by(p: dict, card: int, entry: int, until: str, round: int) -> None:
    _mood(p)["suppressions"] = [{"by": card, "by_entry": entry, "until": until, "round": round}]


def _granted(p: dict, **spoilt: object) -> None:
    """A permission to play one more mood this turn, with ``spoilt`` fields."""
    grant = {"source": "a card", "source_card": None, "zones": ["hand"], "condition": None, "uses": 1}
    p["state"]["turn"]["grants"] = [{**grant, "tracks": None, "standing": None, "rule": None, **spoilt}]


def _card_key(p: dict) -> str:
    return str(p["state"]["hands"]["Alice"][0])


# Each spoils one invariant of a reachable position; the field named is where (under "state.").
IMPOSSIBLE = [
    (lambda p: _mood(p).update(set_value=-1), "moods.Alice[0].set_value"),
    (lambda p: p["state"]["round"].update(scores={"Alice": -2, "Bob": 3, "Carol": 0}), "round.scores.Alice"),
    (lambda p: p["state"].update(match_wins={"Bob": -1}), "match_wins.Bob"),
    (lambda p: p["state"]["round"].update(win_multiplier=-1), "round.win_multiplier"),
    (lambda p: p["state"]["round"].update(win_multiplier=0), "round.win_multiplier"),
    (_negative_card, "cards.-{card}"),
    (lambda p: _mood(p).update(target=[9999, 1]), "moods.Alice[0].target[0]"),
    (lambda p: _mood(p).update(target=[_bobs(p)[0], 999]), "moods.Alice[0].target[1]"),
    (
        lambda p: _mood(p).update(target=[_mood(p, "Alice", 1)["card"], _bobs(p)[1]]),
        "moods.Alice[0].target[0]",
    ),
    (lambda p: _held(p, 9999, 1, "Alice", "Bob"), "moods.Alice[0].held[0]"),
    (lambda p: _held(p, *_bobs(p), "Alice", "Zed"), "moods.Alice[0].held[3]"),
    (lambda p: _held(p, *_bobs(p), "Zed", "Bob"), "moods.Alice[0].held[2]"),
    (lambda p: _held(p, int(_card_key(p)), _gone(p), "Alice", "Bob"), "moods.Alice[0].held"),
    (lambda p: p["state"]["wins"].update(Alice=3), "winners"),
    (lambda p: p["state"]["wins"].update(Bob=-1), "wins.Bob"),
    (lambda p: p["state"].update(winners=["Bob"]), "winners"),
    (lambda p: _mood(p).update(entry=0), "moods.Alice[0].entry"),
    (lambda p: _mood(p).update(played_round=-1), "moods.Alice[0].played_round"),
    (lambda p: _mood(p).update(color="purple"), "moods.Alice[0].color"),
    (lambda p: _mood(p).update(player="Zed"), "moods.Alice[0].player"),
    (lambda p: _mood(p).update(played_by="Zed"), "moods.Alice[0].played_by"),
    (lambda p: _suppressed_by(p, *_bobs(p), UNTIL_END_OF_ROUND, 7), "moods.Alice[0].suppressions[0].round"),
    (
        lambda p: _suppressed_by(p, int(_card_key(p)), _gone(p), WHILE_SOURCE_IN_PLAY, 1),
        "moods.Alice[0].suppressions[0]",
    ),
    (lambda p: p["state"]["round"].update(put_in_discard=-1), "round.put_in_discard"),
    (lambda p: p["state"]["round"].update(next_first="Zed"), "round.next_first"),
    (lambda p: p["state"]["round"].update(no_scoring="Awe"), "round.next_first"),
    (lambda p: p["state"]["turn"].update(plays=-1), "turn.plays"),
    (lambda p: p["state"]["cards"][_card_key(p)].update(owner="Zed"), "cards.{card}.owner"),
    (lambda p: _granted(p, uses=0), "turn.grants[0].uses"),
    (lambda p: _granted(p, zones=["deck"]), "turn.grants[0].zones"),
    (lambda p: _granted(p, source_card=9999), "turn.grants[0].source_card"),
    (lambda p: _granted(p, standing=[9999, 1]), "turn.grants[0].standing[0]"),
    (lambda p: p["state"].update(banked={"Zed": []}), "banked.Zed"),
    (lambda p: p["state"]["round"].update(bans=[["purple", "rules.x"]]), "round.bans[0][0]"),
]


@pytest.mark.parametrize(("spoil", "field"), IMPOSSIBLE, ids=[f for _, f in IMPOSSIBLE])
def test_a_position_the_rules_cannot_reach_is_refused_naming_the_field(spoil, field: str) -> None:  # type: ignore[no-untyped-def]
    good = a_position_with_moods()
    load(copy.deepcopy(good))  # the unspoilt position loads
    bad = copy.deepcopy(good)
    card = _card_key(good)
    spoil(bad)
    with pytest.raises(PositionError) as e:
        load(bad)
    assert e.value.field == "state." + field.format(card=card), e.value


def test_a_mood_held_or_aimed_at_while_its_source_is_in_play_loads() -> None:
    good = a_position_with_moods()
    _granted(good, uses=2, zones=["hand", "discard pile"])
    _held(good, *_bobs(good), "Alice", "Bob")
    _mood(good, "Alice", 1)["target"] = _bobs(good)
    again = save(load(copy.deepcopy(good)))
    assert _mood(again)["held"] == _mood(good)["held"] and _mood(again, "Alice", 1)["target"] == _bobs(good)


def a_draft_at(format: str, until: str) -> Game:
    """A two-player draft of this format, played at random up to the first decision about
    ``until`` (a QUESTIONS key)."""
    rng = random.Random(3)
    game = simulate.deal(2, rng, format=format)
    while (d := game.pending) is not None and d.about != until:
        game.answer(d.player, simulate.random_answer(d, rng))
    assert d is not None, f"no decision about {until}"
    return game


@pytest.mark.parametrize(
    ("format", "until", "spoil", "field"),
    [
        ("quick-draft", "sideboard", lambda s: s.sideboards.pop("Bob"), "state.sideboards"),
        ("winston-draft", "draft", lambda s: s.piles.update({"4": s.piles.pop("2")}), "state.piles"),
    ],
)
def test_a_draft_without_a_drafters_sideboard_or_a_pile_breaks_a_promise(format, until, spoil, field) -> None:  # type: ignore[no-untyped-def]
    """A drafter's sideboard once the draft is over, and a Winston draft's three piles while
    it goes on, are always there (engine.core.promises, which loading a position checks):
    the engine moves cards into them without asking whether they exist."""
    game = a_draft_at(format, until)
    assert first_breach(game) is None
    spoilt = Game(game.state.copy())
    spoil(spoilt.state)
    broken = first_breach(spoilt)
    assert broken is not None and broken.field == field, broken
