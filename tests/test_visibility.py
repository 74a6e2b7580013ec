"""Who sees what (engine.core.visibility): each player's view of the table, and nothing else.

The rulings show the visibility statements of the sources one by one (open and closed
teams, the drafts, the cards that reveal). These tests check the view as a whole: against
the event log (a player is never shown a hidden card that no event let them see), through
the oracle, and in positions.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core import visibility
from engine.core.decisions import CARDS, CHANCE, COPY, TABLE, TURN, Decision
from engine.core.errors import PositionError
from engine.core.events import BottomCardRevealed, Chose, Drafted, Drew, Looked, Moved, Played, Revealed
from engine.core.game import Game
from engine.core.tablespec import build
from engine.core.visibility import Zone, partners, public, watchers
from engine.interfaces.oracle import Oracle
from engine.interfaces.player_view import events as player_events
from engine.interfaces.player_view import view
from engine.interfaces.position import load, save
from engine.selfplay.simulate import deal, random_answer, settle_setup


def card_ids(value: Any) -> Iterator[int]:
    """Every card id a view shows, wherever it is."""
    if isinstance(value, dict):
        if isinstance(value.get("card"), int):
            yield value["card"]
        for v in value.values():
            yield from card_ids(v)
    elif isinstance(value, list):
        for v in value:
            yield from card_ids(v)


def witnessed(game: Game, viewer: str) -> set[int]:
    """The cards the event log let the viewer see at some time: drawn by them (or their open
    partner), revealed, played, or moved out of a public place or into or out of a hand they
    see. A superset of what they may know, read from the log alone."""
    hands = {f"{p}'s hand" for p in partners(game.state, viewer)}
    drawers = set(partners(game.state, viewer))
    seen: set[int] = set()
    for e in game.events:
        if isinstance(e, Drew) and e.card is not None and e.player in drawers:
            seen.add(e.card)
        elif isinstance(e, Looked) and e.player == viewer:
            seen |= set(e.cards)
        elif isinstance(e, Revealed | BottomCardRevealed | Played) or (
            isinstance(e, Moved)
            and (
                e.origin in hands
                or e.destination in hands
                or e.origin.endswith("moods")
                or e.origin.endswith("discard pile")
            )
        ):
            seen.add(e.card)
    return seen


def hidden_shown(game: Game, viewer: str) -> set[int]:
    """The cards the viewer's view shows in places that are not open to them."""
    table = view(game, viewer)
    out: set[int] = set()
    for section in ("hands", "decks", "discard_piles"):
        for place in table[section].values():
            if not place["open"]:
                out |= {c["card"] for c in place["cards"]}
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_deal_shows_each_player_their_hand_and_counts_of_the_rest(players: int) -> None:
    game = deal(players, random.Random(7))
    settle_setup(game, random.Random(7))
    s = game.state
    bottom = [e.card for e in game.events if isinstance(e, BottomCardRevealed)]
    for viewer in s.players:
        table = view(game, viewer)
        for holder in s.players:
            place = table["hands"][holder]
            assert place["count"] == len(s.hands[holder])
            if holder == viewer:
                assert place["open"] and [c["card"] for c in place["cards"]] == s.hands[holder]
            else:
                assert not place["open"] and place["cards"] == []
        assert [c["card"] for c in table["decks"]["shared"]["cards"]] == bottom
        assert set(card_ids(table)) == set(s.hands[viewer]) | set(bottom)


@pytest.mark.parametrize("format", ["open-team", "closed-team"])
def test_a_team_deal_shows_an_open_partner_hand_and_the_cards_passed(format: str) -> None:
    game = deal(4, random.Random(7), teams=True, format=format)
    settle_setup(game, random.Random(7))
    s = game.state
    assert s.teams is not None
    for viewer in s.players:
        table = view(game, viewer)
        team = next(t for t in s.teams if viewer in t)
        for holder in s.players:
            place = table["hands"][holder]
            sees = holder == viewer or (format == "open-team" and holder in team)
            assert place["open"] == sees
            if sees:
                assert [c["card"] for c in place["cards"]] == s.hands[holder]
            elif holder not in team:  # an opponent's: nothing was passed to them
                assert place["cards"] == []
            else:  # a closed partner's: the two cards the viewer passed, and nothing more
                shown = {c["card"] for c in place["cards"]}
                assert len(shown) == 2 and shown <= witnessed(game, viewer)


@pytest.mark.parametrize(
    ("players", "format", "teams"),
    [(2, "traditional", False), (3, "traditional", False), (4, "open-team", True), (4, "closed-team", True)],
)
def test_random_games_never_show_a_card_the_log_did_not(players: int, format: str, teams: bool) -> None:
    """Through whole random games: every hidden card a view shows was witnessed in the log."""
    for seed in range(4):
        rng = random.Random(seed)
        game = deal(players, rng, teams=teams, format=format)
        steps = 0
        while (d := game.pending) is not None and steps < 400:
            if steps % 5 == 0:
                for viewer in game.state.players:
                    leaked = hidden_shown(game, viewer) - witnessed(game, viewer)
                    assert not leaked, f"seed {seed}: {viewer} is shown {sorted(map(game.name, leaked))}"
            game.answer(d.player, random_answer(d, rng))
            steps += 1


def test_another_players_decision_shows_whose_it_is_not_its_options() -> None:
    game = deal(2, random.Random(3))
    settle_setup(game, random.Random(3))
    d = game.pending
    assert d is not None and d.kind == TURN
    other = next(p for p in game.state.players if p != d.player)
    assert view(game, d.player)["pending"]["options"]
    assert view(game, other)["pending"] == {
        "player": d.player,
        "kind": TURN,
        "rule": d.rule,
        "min": 1,
        "max": 1,
        "asks": {"question": "turn"},
    }


def test_a_card_that_asks_from_its_players_hand_is_not_named_to_the_others() -> None:
    """Creativity asks what to copy while it is still in Alice's hand: Bob sees that Alice
    decides, not which card asks."""
    table = build({"players": ["Alice", "Bob"], "turn": "Alice", "moods": {"Bob": ["Joy"]}})
    table.put_in_hand("Alice", ["Creativity"])
    game = table.game
    game.play("Alice", game.cards_named("Creativity")[0])
    d = game.pending
    assert d is not None and d.kind == COPY and d.asker == game.cards_named("Creativity")[0]
    assert view(game, "Alice")["pending"]["asks"] == {"card": d.asker}
    assert "asks" not in view(game, "Bob")["pending"] and view(game, "Bob")["pending"]["player"] == "Alice"


def test_the_whole_table_without_a_player() -> None:
    game = deal(3, random.Random(5))
    settle_setup(game, random.Random(5))
    table = view(game)
    assert table["player"] is None
    for p in game.state.players:
        assert table["hands"][p]["open"]
        assert [c["card"] for c in table["hands"][p]["cards"]] == game.state.hands[p]
    assert [c["card"] for c in table["decks"]["shared"]["cards"]] == game.state.decks[""]


def test_the_oracle_answers_view() -> None:
    oracle = Oracle()
    assert oracle.handle({"op": "view"})["error"]["code"] == "no-game"
    oracle.handle({"op": "start", "seed": 2, "players": 3})
    bob = oracle.handle({"op": "view", "player": "Bob"})
    assert bob["ok"] and bob["view"]["player"] == "Bob"
    assert bob["view"] == view(oracle.game, "Bob")  # type: ignore[arg-type]
    assert oracle.handle({"op": "view"})["view"]["hands"]["Alice"]["open"]
    for wrong in ("Zed", 3):
        refused = oracle.handle({"op": "view", "player": wrong})
        assert refused["error"]["code"] == "bad-request" and refused["error"]["field"] == "player"


def test_what_players_know_survives_a_position_round_trip() -> None:
    game = deal(2, random.Random(11))
    settle_setup(game, random.Random(11))
    assert game.state.known  # the bottom card of the deck, at least
    again = load(json.loads(json.dumps(save(game))))
    for p in game.state.players:
        assert view(again, p) == view(game, p)


@pytest.mark.parametrize(
    ("known", "field"),
    [({"999": ["Alice"]}, "state.known.999"), ({"KEY": ["Zed"]}, "state.known.KEY[0]")],
)
def test_a_wrong_known_names_the_field(known: dict[str, list[str]], field: str) -> None:
    game = deal(2, random.Random(1))
    settle_setup(game, random.Random(1))
    data = save(game)
    card = game.state.hands["Alice"][0]
    data["state"]["known"] = {k.replace("KEY", str(card)): v for k, v in known.items()}
    with pytest.raises(PositionError) as e:
        load(data)
    assert e.value.field == field.replace("KEY", str(card))


# -- a secret choice stays secret ------------------------------------------------------------

WAYS = [  # every way to play, with its player counts (also read by test_seat_oracle, test_position_schema)
    ("traditional", 2),
    ("traditional", 3),
    ("traditional", 4),
    ("structure-duel", 2),
    ("power-duel", 2),
    ("quick-draft", 2),
    ("winston-draft", 2),
    ("open-team", 4),
    ("closed-team", 4),
]


def secret_place(game: Game, d: Decision) -> Zone | None:
    """The hidden place a player's decision picks cards from (their hand, their deck, their
    drafted cards), if it does: a secret choice."""
    if d.player in (CHANCE, TABLE) or d.kind != CARDS or len(d.options) < 2:
        return None
    zones = {game.locate(o.key) for o in d.options if type(o.key) is int and o.key in game.state.cards}
    if len(zones) != 1 or (len(zones) and not all(type(o.key) is int for o in d.options)):
        return None
    zone = zones.pop()
    return None if public(game.state, zone) else zone


def seen_plainly(game: Game, table: dict[str, Any], since: int) -> Any:
    """What a player sees of a choice's outcome whatever the model of knowledge says: the
    table without the cards they know in places they do not see, and the events of the
    kinds that never name a hidden card (plays, reveals, values, scores...)."""
    shown = {
        section: {k: place if place["open"] else {**place, "cards": None} for k, place in places.items()}
        for section, places in table.items()
        if section in ("hands", "decks", "discard_piles", "draft_piles", "drafted")
    }
    public = [
        str(e) for e in game.events[since:] if not isinstance(e, Drew | Moved | Chose | Looked | Drafted)
    ]
    return {**table, **shown, "events": public}


def carry_on(game: Game) -> Game:
    """A few more choices, the same way in every copy, up to the next turn: the cards a choice
    picks may move only once the other players have chosen too (a draft, Confusion)."""
    for i in range(3):
        d = game.pending
        if d is None or d.kind == TURN:
            break
        game.answer(d.player, random_answer(d, random.Random(i)))
    return game


def blind_comparisons(way: str, players: int, seed: int, enough: int) -> tuple[int, list[str]]:
    """Play a random game; at each secret choice, also play two other answers of the same size.
    A player who does not see the place the cards are picked from but knew some of its cards,
    and sees nothing else differ (they got no card, no card was revealed), must see the very
    same view and play-by-play whichever answer was given. How many comparisons (the game
    stops after ``enough``), and the differences."""
    rng = random.Random(seed)
    game = deal(players, rng, format=way)
    compared, leaks = 0, []
    while (d := game.pending) is not None and compared < enough:
        answer = random_answer(d, rng)
        zone = secret_place(game, d)
        if zone is not None:
            since = len(game.events)
            outcomes = [answer]
            for other in (random_answer(d, random.Random(rng.random())) for _ in range(8)):
                if (
                    len(outcomes) < 3
                    and len(other) == len(answer)
                    and all(set(other) != set(o) for o in outcomes)
                ):
                    outcomes.append(other)
            games = [carry_on(Game.resume(game.origin(), [*game.history, a])) for a in outcomes]
            for viewer in set(game.state.players) - watchers(game.state, zone) - {d.player}:
                if not any(viewer in game.state.known.get(o.key, ()) for o in d.options):  # type: ignore[call-overload]
                    continue  # they knew none of the cards: nothing of theirs could give the choice away
                views = [view(g, viewer) for g in games]
                plain = [seen_plainly(g, v, since) for g, v in zip(games, views, strict=True)]
                told = [(v, player_events(g, viewer, since)) for g, v in zip(games, views, strict=True)]
                for i in range(1, len(games)):
                    if plain[i] == plain[0]:
                        compared += 1
                        if told[i] != told[0]:
                            leaks.append(
                                f"{way} seed {seed}: {viewer} tells {d.rule} {outcomes[0]} from {outcomes[i]}"
                            )
        game.answer(d.player, answer)
    return compared, leaks


def test_a_secret_choice_looks_the_same_to_who_does_not_see_it() -> None:
    """The model of knowledge against the rules: who cannot see a choice learns nothing of it
    from their view or their play-by-play (features/interactions/hidden-cards.feature). A
    few seeded games of each way to play, up to three telling comparisons each."""
    compared, leaks = {}, []
    for way, players in WAYS:
        compared[way, players] = 0
        for seed in range(6):
            n, found = blind_comparisons(way, players, seed, 3 - compared[way, players])
            compared[way, players] += n
            leaks += found
    assert sum(compared.values()) >= 8, compared
    assert not leaks, "\n".join(leaks[:10])


# -- a shuffle hides where a card is, not that it is there --------------------------------------


def test_a_draw_from_among_shuffled_cards_is_an_unseen_pick_for_who_does_not_see_the_hand() -> None:
    game = deal(2, random.Random(3))
    settle_setup(game, random.Random(3))
    s = game.state
    deck = s.decks[""]
    bottom = deck[-1]  # shown to every player at the setup: its place is known
    assert bottom not in s.shuffled and set(s.known[bottom]) == {"Alice", "Bob"}
    top, other = deck[0], deck[5]
    assert top in s.shuffled and other in s.shuffled
    visibility.shown(s, [top, other], ["Bob"])  # Bob knows these are in the deck, not where
    assert {top, other} <= {c["card"] for c in view(game, "Bob")["decks"]["shared"]["cards"]}
    game.draw("Alice", "a test")
    assert s.hands["Alice"][-1] == top and top not in s.shuffled
    assert "Bob" not in s.known.get(top, []) and "Bob" not in s.known.get(other, [])  # which was drawn?
    assert set(s.known[bottom]) == {"Alice", "Bob"}  # its place is known: not drawn
    first, fourth = deck[0], deck[3]
    visibility.shown(s, [first, fourth], ["Bob"])
    game.draw("Bob", "a test")  # Bob sees what he draws: he still knows the other is in the deck
    assert s.hands["Bob"][-1] == first and "Bob" in s.known[fourth]


@pytest.mark.parametrize("format", ["quick-draft", "winston-draft"])
def test_a_drafter_knows_their_whole_deck_once_it_is_shuffled_and_dealt(format: str) -> None:
    rng = random.Random(3)
    game = settle_setup(deal(2, rng, format=format), rng)
    s = game.state
    assert s.round.number == 1
    for p in s.players:
        mine = view(game, p)["decks"][p]
        assert not mine["open"] and {c["card"] for c in mine["cards"]} == set(s.decks[p])
