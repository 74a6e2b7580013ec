"""A position that loads is one the engine could be at (engine.core.promises), and saves back to the byte.

The load fuzz (engine.selfplay.position_fuzz), seeded and small here: one-field mutations of
valid saved positions from random games in every way to play must each be refused naming a
field, or load into a game that keeps every promise as it goes on; none may end in an error
of another kind. Then the cases a fuzz found, each refused naming its field.
"""

from __future__ import annotations

import json
import os
import random
from typing import Any

import pytest

from engine.core.decisions import TURN
from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.promises import MAX_DIE
from engine.formats import FORMATS
from engine.interfaces.codec import encode
from engine.interfaces.oracle import Oracle
from engine.interfaces.position import load, save
from engine.interfaces.strict_json import MAX_INT
from engine.selfplay import simulate
from engine.selfplay.position_fuzz import fuzz

SEED, MUTATIONS = 7, 250


def test_the_load_fuzz_finds_no_internal_error_and_no_accepted_broken_position() -> None:
    """And so, the property: every position the fuzz's loading accepts saves and loads again
    to the byte, as loaded and as it goes on through the oracle, with every reply within the
    oracle's limits (the fuzz gives fields the limit's own numbers, 2^53 - 1 and one less)."""
    counts = fuzz(SEED, MUTATIONS)
    assert counts.tried == MUTATIONS and counts.refused and counts.accepted, counts.line()
    assert counts.internal == 0, counts.cases["internal"][:5]
    assert counts.broken == 0, counts.cases["broken"][:5]


@pytest.mark.long
@pytest.mark.skipif(not os.environ.get("MOODSWINGS_LONG"), reason="long: set MOODSWINGS_LONG=1")
def test_a_long_load_fuzz() -> None:
    counts = fuzz(SEED + 1, 5000)
    assert counts.internal == 0 and counts.broken == 0, counts.cases


def at_round_end(oracle: Oracle) -> dict[str, Any]:
    """Pass until a reply is refused or a new round begins; the last reply."""
    game = oracle.game
    assert game is not None
    rounds = game.state.round.number
    rng = random.Random(0)
    for _ in range(100):
        d = game.pending
        assert d is not None
        if d.kind == TURN:
            reply = oracle.handle({"op": "pass", "player": d.player})
        else:
            reply = oracle.handle(
                {"op": "choose", "player": d.player, "answer": encode(simulate.random_answer(d, rng))}
            )
        if not reply["ok"] or game.state.round.number != rounds:
            return reply
    raise AssertionError("no round ended in 100 decisions")


@pytest.mark.parametrize("seat", [None, "Bob"])
def test_a_count_no_rule_bounds_stops_at_the_oracles_limit(seat: str | None) -> None:
    """Rounds have no bound in the rules (a round whose scoring Awe cancels brings the end no
    nearer): a position may be at round 2^53 - 1, the oracle's limit, and no further. The round
    is played; the action that would begin the next one is refused (too-big), the game as it
    was, and its position still loads. One past the limit is refused by loading."""
    rng = random.Random(4)
    game = simulate.settle_setup(simulate.deal(2, rng), rng)
    position = json.loads(json.dumps(save(game)))
    position["state"]["round"]["number"] = MAX_INT
    oracle = Oracle(seat=seat)
    assert oracle.handle({"op": "load", "position": position})["ok"]
    game = oracle.game
    assert game is not None
    reply = at_round_end(oracle)
    # refused: in a seat's session, another player's pass says only its code
    assert reply["error"]["code"] == "too-big", reply
    assert seat or "state.round.number" in reply["error"]["message"], reply
    assert oracle.handle({"op": "winner"})["round"] == MAX_INT and game.state.round.number == MAX_INT
    again = json.dumps(save(game))
    assert json.dumps(save(load(json.loads(again)))) == again
    position["state"]["round"]["number"] = MAX_INT + 1
    assert refused_field(position) == "state.round.number"


def test_the_next_entry_into_play_stops_at_the_oracles_limit() -> None:
    rng = random.Random(1)
    game = simulate.settle_setup(simulate.deal(2, rng), rng)
    position = json.loads(json.dumps(save(game)))
    position["state"]["next_entry"] = MAX_INT
    oracle = Oracle()
    assert oracle.handle({"op": "load", "position": position})["ok"]
    g = oracle.game
    assert g is not None and g.pending is not None
    card = next(o.key for o in g.pending.options if o.key != "pass")[0]  # type: ignore[index]
    before = json.dumps(save(g))
    reply = oracle.handle({"op": "play", "player": g.pending.player, "card": card})
    assert reply["error"]["code"] == "too-big" and "state.next_entry" in reply["error"]["message"], reply
    assert json.dumps(save(g)) == before


def saved(format: str, answers: bool = False, seed: int = 0) -> dict[str, Any]:
    """A saved position of a random game of the format: one with answers to replay (the middle
    of an effect, or a draft) if ``answers``."""
    for n in range(seed, seed + 200):
        rng = random.Random(n)
        game = simulate.deal(FORMATS[format].players or 3, rng, format=format)
        for _ in range(rng.randint(5, 120)):
            if (d := game.pending) is None:
                break
            game.answer(d.player, simulate.random_answer(d, rng))
        position = json.loads(json.dumps(save(game)))
        if bool(position["answers"]) == answers and game.pending is not None:
            return position
    raise AssertionError(f"no {format} position {'with' if answers else 'without'} answers in 200 games")


def refused_field(position: dict[str, Any]) -> str:
    with pytest.raises(PositionError) as e:
        load(position)
    return e.value.field


@pytest.mark.parametrize("format", ["structure-duel", "power-duel", "winston-draft", "quick-draft"])
@pytest.mark.parametrize("how", ["emptied", "deleted"])
def test_a_card_whose_owner_is_gone_is_refused_naming_its_owner(format: str, how: str) -> None:
    """In duel play (and a draft once drafted) each card goes back to its owner's deck."""
    position = saved(format, answers=True)
    owned = [c for c, card in position["state"]["cards"].items() if card["owner"]]
    if not owned:  # still drafting: every card is the shared deck's
        position = saved(format, answers=False)
        owned = [c for c, card in position["state"]["cards"].items() if card["owner"]]
    card = owned[len(owned) // 2]
    if how == "emptied":
        position["state"]["cards"][card]["owner"] = ""
    else:
        del position["state"]["cards"][card]["owner"]
    assert refused_field(position) == f"state.cards.{card}.owner"


def a_face_up_card(position: dict[str, Any]) -> int:
    state = position["state"]
    return next((m["card"] for moods in state["moods"].values() for m in moods), None) or next(
        c for pile in state["discards"].values() for c in pile
    )


def test_what_players_know_is_of_hidden_cards_and_by_players() -> None:
    position = saved("traditional")
    known = position["state"]["known"]
    card = next(iter(known))
    nobody = json.loads(json.dumps(position))
    nobody["state"]["known"][card] = []
    assert refused_field(nobody) == f"state.known.{card}"
    face_up = json.loads(json.dumps(position))
    up = a_face_up_card(face_up)
    face_up["state"]["known"][str(up)] = [position["state"]["players"][0]]
    assert refused_field(face_up) == f"state.known.{up}"


def test_a_value_set_by_an_effect_is_a_die_value() -> None:
    position = saved("traditional")
    player, moods = next((p, m) for p, m in position["state"]["moods"].items() if m)
    for value, loads in ((MAX_DIE, True), (10**15, False), (MAX_DIE + 1, False)):
        moods[0]["set_value"] = value
        if loads:
            load(position)
        else:
            assert refused_field(position) == f"state.moods.{player}[0].set_value"


@pytest.mark.parametrize("format", sorted(FORMATS))
def test_saving_a_loaded_position_gives_the_same_bytes(format: str) -> None:
    for answers in (False, True):
        try:
            position = saved(format, answers=answers)
        except AssertionError:
            continue  # a format whose positions never wait mid-effect in these games
        text = json.dumps(position)
        assert json.dumps(save(load(json.loads(text)))) == text


def test_what_players_know_is_saved_in_card_order_whatever_the_order_it_was_learnt_in() -> None:
    position = saved("traditional", seed=3)
    known = position["state"]["known"]
    assert len(known) > 1
    position["state"]["known"] = dict(reversed(known.items()))
    game: Game = load(position)
    again = save(game)["state"]["known"]
    assert list(again) == sorted(again, key=int) and again == known


def test_a_position_in_the_setup_has_dealt_nothing() -> None:
    """A position is saved at a turn, or where the game started (round 0, the setup, with the
    setup's answers to replay): a drafted match's table put back to round 0 is refused, not
    set up again with the cards still in hands and in play."""
    rng = random.Random(2)
    game = simulate.settle_setup(simulate.deal(2, rng, format="quick-draft"), rng)  # drafted, dealt
    position = json.loads(json.dumps(save(game)))
    assert position["state"]["round"]["number"] == 1 and not position["answers"]
    position["state"]["round"]["number"] = 0
    assert refused_field(position).startswith("state.hands.")


@pytest.mark.parametrize("entry", [0, -1])
def test_the_next_entry_into_play_is_a_real_one(entry: int) -> None:
    """Before any mood is in play too (the first mood would enter as entry 0, and the game
    could not be saved)."""
    rng = random.Random(1)
    position = json.loads(json.dumps(save(simulate.settle_setup(simulate.deal(2, rng), rng))))
    assert not any(position["state"]["moods"].values())
    position["state"]["next_entry"] = entry
    assert refused_field(position) == "state.next_entry"


def test_partners_have_won_the_same_rounds() -> None:
    position = saved("closed-team")
    teams = position["state"]["teams"]
    position["state"]["wins"][teams[0][1]] += 1
    assert refused_field(position) == f"state.wins.{teams[0][1]}"


def test_only_cards_in_a_deck_are_remembered_as_shuffled() -> None:
    position = saved("traditional")
    in_hand = position["state"]["hands"][position["state"]["players"][0]][0]
    deck = position["state"]["decks"][""]
    for shuffled, field in (
        ([in_hand], "state.shuffled[0]"),
        (sorted(deck[:2], reverse=True), "state.shuffled[1]"),
    ):
        spoilt = json.loads(json.dumps(position))
        spoilt["state"]["shuffled"] = shuffled
        assert refused_field(spoilt) == field
