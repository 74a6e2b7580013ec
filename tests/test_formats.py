"""Every way to play, played whole through the engine: setup, draft, games, a winner."""

from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import PositionError, RuleViolation
from engine.core.events import GameWon, MatchWon
from engine.core.game import Game
from engine.core.state import SHARED
from engine.core.table import Table
from engine.formats import FORMATS
from engine.interfaces.oracle import Oracle
from engine.interfaces.position import load, record, replay, save
from engine.knowledge.rulings import features
from engine.knowledge.sources import informational, notes
from engine.selfplay import simulate


def every_card_somewhere(game: Game) -> None:
    s = game.state
    places = [c for h in s.hands.values() for c in h] + [m.card for m in s.all_moods()]
    places += s.deck_cards() + s.discard_pile() + sorted(game.being_played)
    places += [c for side in s.sideboards.values() for c in side] + [c for p in s.piles.values() for c in p]
    assert sorted(places) == sorted(s.cards), "a card was lost or duplicated"
    if FORMATS[s.format].own_decks and SHARED not in s.decks:
        for key in list(s.decks) + list(s.discards):
            pile = s.decks[key] + s.discards.get(key, [])
            assert all(s.cards[c].owner == key for c in pile), f"a card in {key}'s piles is not {key}'s"


def whole_game(format: str, seed: int) -> Game:
    fmt = FORMATS[format]
    rng = random.Random(seed)
    game = simulate.deal(fmt.players or 3, rng, format=format)
    while (d := game.pending) is not None:
        game.answer(d.player, simulate.random_answer(d, rng))
        every_card_somewhere(game)
    return game


@pytest.mark.parametrize("format", sorted(FORMATS))
def test_a_whole_game_of_every_format_ends_with_a_winner(format: str) -> None:
    fmt = FORMATS[format]
    for seed in range(8):
        game = whole_game(format, seed)
        s = game.state
        assert s.winners, f"{format} seed {seed}: no winner"
        games = [e for e in game.events if isinstance(e, GameWon)]
        assert games, f"{format} seed {seed}: no game was won"
        if fmt.teams:
            assert sorted(s.winners) in [sorted(t) for t in s.teams or []]
        if fmt.games > 1:
            match = [e for e in game.events if isinstance(e, MatchWon)]
            assert match and list(match[-1].winners) == s.winners
            assert s.match_wins[s.winners[0]] == 2 and 2 <= len(games) <= 3
        else:
            assert len(games) == 1 and list(games[0].winners) == s.winners
        if fmt.own_decks:  # every card went back to its owner's deck
            assert not any(s.hands.values()) and not s.all_moods() and not s.discard_pile()
            for key, deck in s.decks.items():
                assert all(s.cards[c].owner == key for c in deck)


@pytest.mark.parametrize("format", sorted(FORMATS))
def test_the_same_seed_gives_the_same_game_in_every_format(format: str) -> None:
    one, two = whole_game(format, 3), whole_game(format, 3)
    assert [str(e) for e in one.events] == [str(e) for e in two.events]


@pytest.mark.parametrize("format", sorted(FORMATS))
def test_positions_of_every_format_save_load_and_replay(format: str) -> None:
    fmt = FORMATS[format]
    for seed in range(4):
        rng = random.Random(seed)
        game = simulate.deal(fmt.players or 2, rng, format=format)
        for _ in range(rng.randint(5, 120)):
            if (d := game.pending) is None:
                break
            game.answer(d.player, simulate.random_answer(d, rng))
        saved = save(game)
        again = load(json.loads(json.dumps(saved)))
        assert save(again) == saved
        assert again.state == game.state
        whole = record(game)
        assert replay(json.loads(json.dumps(whole))).state == game.state


def test_a_position_in_a_format_checks_its_players_and_teams() -> None:
    game = simulate.deal(2, random.Random(1), format="power-duel")
    saved = save(game)
    saved["state"]["format"] = "open-team"
    with pytest.raises(PositionError) as e:
        load(saved)
    assert e.value.field == "state.players"


def test_illegal_duel_decks_are_refused_naming_the_rule_and_nothing_changes() -> None:
    table = Table(["Alice", "Bob"], format="power-duel")
    alice = ["Joy", "Joy", "Glee", "Hate", "Anger", "Sadness", "Misery", "Charity", "Patience", "Boredom"]
    table.put_in_deck([*alice, "Apathy", "Laziness"], "Alice")
    table.put_in_deck([*alice[1:], "Apathy", "Laziness", "Fear"], "Bob")
    before = table.state.copy()
    with pytest.raises(RuleViolation) as e:
        table.set_up()
    assert e.value.rule == "variants.power-duel.3"
    assert table.state == before and not table.game.started


def test_the_oracle_starts_every_format_and_can_leave_a_draft_to_the_client() -> None:
    oracle = Oracle()
    for format, fmt in FORMATS.items():
        reply = oracle.handle({"op": "start", "format": format, "seed": 5})
        assert reply["ok"], reply
        assert reply["format"] == format and len(reply["players"]) == (fmt.players or 2)
    reply = oracle.handle({"op": "start", "format": "winston-draft", "seed": 5, "settle": False})
    assert reply["pending"]["player"] == "chance"
    keys = [o["key"] for o in reply["pending"]["options"]]
    reply = oracle.handle({"op": "choose", "player": "chance", "answer": keys})
    assert reply["ok"] and reply["pending"]["rule"] == "variants.winston-draft.4"
    reply = oracle.handle({"op": "choose", "player": "the players", "answer": ["Bob"]})
    assert reply["ok"] and reply["pending"]["player"] == "Bob"
    assert [o["label"] for o in reply["pending"]["options"]] == ["draft pile 1", "leave pile 1"]
    refused = oracle.handle({"op": "start", "format": "poker"})
    assert refused["error"]["field"] == "format"


def test_every_paragraph_of_the_other_ways_to_play_is_encoded_or_informational() -> None:
    encoded = {
        n
        for f in features()
        if f.path.parent.name == "formats"
        for r in f.rules
        if not r.pending
        for n in r.notes
    }
    missing = [n for n in notes() if n.startswith("variants.") and n not in encoded | set(informational())]
    assert not missing, f"neither encoded nor informational: {', '.join(missing)}"


@pytest.mark.parametrize("format", sorted(FORMATS))
def test_every_format_keeps_the_engines_promises(format: str) -> None:
    """Cards, values, scores, offered plays and JSON round trips, after every event."""
    from engine.selfplay.invariants import checked_play

    for seed in range(2):
        assert checked_play(seed, FORMATS[format].players or 3, format=format, sample=0.2).winners


def deck_of(game: Game, owner: str = SHARED) -> list[str]:
    """The names of every card of this deck (a player's own in duels), wherever it is now."""
    return [c.face for c in game.state.cards.values() if c.owner == owner]


def box_mix(slugs: list[str]) -> dict[str, int]:
    from collections import Counter

    from engine.core.catalog import faces

    return dict(Counter(faces()[s].rarity for s in slugs))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_is_dealt_from_a_box_of_45_different_cards(players: int) -> None:
    """rules.the-deck.1: 23 common, 14 uncommon, 6 rare and 2 mythic rare, no card twice."""
    from engine import new_game
    from engine.formats import BOX_MIX

    for seed in range(3):
        deck = deck_of(new_game(players, seed=seed))
        assert len(deck) == len(set(deck)) == 45
        assert box_mix(deck) == BOX_MIX


def test_each_structure_duel_deck_is_a_box_of_45_different_cards() -> None:
    from engine.formats import BOX_MIX

    game = simulate.deal(2, random.Random(4), format="structure-duel")
    for player in game.state.players:
        deck = deck_of(game, player)
        assert len(deck) == len(set(deck)) == 45
        assert box_mix(deck) == BOX_MIX


def test_a_deck_with_repeats_stays_available() -> None:
    from engine import new_game

    decks = [deck_of(new_game(4, seed=seed, repeats=True)) for seed in range(3)]
    assert all(len(d) == 75 for d in decks)  # 45, and 30 more than four players' minimum
    assert any(len(set(d)) < len(d) for d in decks)
    duel = simulate.deal(2, random.Random(4), format="structure-duel", repeats=True)
    assert any(len(set(deck_of(duel, p))) < 45 for p in duel.state.players)


def test_the_oracle_and_the_command_line_deal_a_box_or_repeats() -> None:
    from engine.interfaces.cli import main

    oracle = Oracle()
    box = oracle.handle({"op": "start", "players": 2, "seed": 1})
    assert "error" not in box and len(set(deck_of(oracle.game))) == 45  # type: ignore[arg-type]
    oracle.handle({"op": "start", "players": 4, "seed": 1, "repeats": True})
    assert len(deck_of(oracle.game)) == 75  # type: ignore[arg-type]
    refused = oracle.handle({"op": "start", "players": 2, "repeats": "yes"})
    assert refused["error"]["field"] == "repeats"
    assert main(["simulate", "--games", "2", "--repeats", "--quiet", "--json"]) == 0


@pytest.mark.parametrize(("players", "boxes"), [(5, 2), (7, 2), (8, 3)])
def test_more_than_four_players_get_as_many_boxes_as_their_minimum_needs(players: int, boxes: int) -> None:
    """rules.the-deck.2: more than four players need more cards than one box holds."""
    from collections import Counter

    from engine.formats import BOX_MIX

    deck = deck_of(simulate.deal(players, random.Random(1)))
    assert len(deck) == 45 * boxes
    assert box_mix(deck) == {rarity: n * boxes for rarity, n in BOX_MIX.items()}
    assert max(Counter(deck).values()) <= boxes


@pytest.mark.parametrize("players", [5, 8])
def test_new_game_seats_up_to_eight_players_as_the_oracle_and_simulate_do(players: int) -> None:
    """rules.the-deck.2: more players than a box serves get as many boxes as they need."""
    from engine import new_game
    from engine.formats import BOX_MIX

    game = new_game(players, seed=1)
    assert len(game.state.players) == players
    deck = deck_of(game)
    boxes = len(deck) // 45
    assert boxes >= 2 and len(deck) == 45 * boxes
    assert box_mix(deck) == {rarity: n * boxes for rarity, n in BOX_MIX.items()}


@pytest.mark.parametrize("players", [1, 9])
def test_new_game_refuses_a_player_count_outside_two_to_eight(players: int) -> None:
    from engine import PositionError, new_game

    with pytest.raises(PositionError, match="2 to 8 players"):
        new_game(players)
