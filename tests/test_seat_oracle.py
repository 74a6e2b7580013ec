"""A seat-scoped oracle session never names a card its seat may not know.

Random games of every way to play are played through a session scoped to one seat, and
the same game is played in process beside it, where every answer is picked (that game sees
every option: the seat's, the other players', chance's); each answer goes to the seat's
session as a request, which relays the other players' actions as a table would.

At every step, every reply of the seat's session is walked whole: the action's own reply;
then ``pending``, ``plays``, ``values``, ``scores``, ``winner`` and ``view``; every few
steps, requests the seat may make but must see refused (a card it does not know, by id and
by name; a choice or a pass when the game waits for another player; another player's view;
``save``); and at the end the whole ``events``. Each card id a reply holds (under ``card``,
``cards``, or an option's ``key`` in a decision about cards) and each card name found in
any of its strings must be of a card the seat may know, as the engine's own model of
knowledge says (``engine.interfaces.player_view.known_cards``, from
``engine.core.visibility``): for what a reply shows of the table, what the seat knows now;
for an event, what the seat knew, or what was public, when the game beside recorded it.

The table relays every other player's action (and chance's answer) that names only what the
seat sees; one that names a card the seat does not see is refused by the seat's rule
(``engine.interfaces.seat``: one reply, whatever the card), and the table then loads the game
beside into the session (a position with the seat), from which the session's play-by-play
starts again (at the play under way, if any: a position replays it).

In a draft, up to the first turn of the match, the seat's ``view`` must also list every card
its play-by-play showed it, where a second model of knowledge says it can tell the card is:
``DraftKnowledge``, written from the draft rules alone (what each drafter sees, keeps, passes
and takes), not from the engine's model.

The default run is small (seeded, a few seconds); ``MOODSWINGS_LONG=1 pytest -m long``
plays more, and ``python tests/test_seat_oracle.py GAMES [SEED]`` prints the figures.
"""

from __future__ import annotations

import json
import os
import random
import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.catalog import faces
from engine.core.decisions import CARDS, COPY, MOODS, NUMBER, RANDOM, TURN
from engine.core.events import Event
from engine.core.game import PASS, Game
from engine.core.visibility import public
from engine.interfaces.codec import encode
from engine.interfaces.oracle import Oracle
from engine.interfaces.player_view import known_cards, view
from engine.interfaces.position import save
from engine.selfplay.simulate import deal, random_answer, settle_setup
from tests.test_visibility import WAYS

ID_KEYS = frozenset({"card", "cards", "key"})  # where a reply holds card ids (asks: {"card": id})
CARD_KINDS = {TURN, CARDS, MOODS, COPY, RANDOM}  # decisions whose options are cards
MAX_STEPS = 5000  # a game longer than this is cut short (none is, in practice)

Send = Callable[[dict[str, Any]], dict[str, Any]]


@dataclass
class Tally:
    games: int = 0
    steps: int = 0
    replies: int = 0
    leaks: list[str] = field(default_factory=list)
    draft_checks: int = 0  # views of a draft checked against the second model
    draft_placed: int = 0  # cards that model placed, all told
    draft_others: int = 0  # of which in the other drafter's hand, drafted cards or deck


class Judge(list[Event]):
    """The event log of the game beside, which notes, for each event as it is recorded, the
    cards the seat may be told of at that moment; and the names of every card of the game."""

    def __init__(self, game: Game, seat: str) -> None:
        super().__init__(game.events)
        self.game, self.seat = game, seat
        self.names: dict[int, str] = {}
        self.allowed = [self.may_know() for _ in self]
        game.events = self

    def may_know(self) -> set[int]:
        g = self.game
        self.names |= {c: g.name(c) for c in g.state.cards}
        return known_cards(g, self.seat) | public_cards(g)

    def append(self, event: Event) -> None:
        super().append(event)
        self.allowed.append(self.may_know())

    def __delitem__(self, index: Any) -> None:  # a refused answer, rolled back
        super().__delitem__(index)
        del self.allowed[index]

    def problems(self, reply: Any, allowed: set[int]) -> list[str]:
        """The card ids and card names in a reply that are not those of allowed cards."""
        ids: set[int] = set()
        strings: list[str] = []
        walk(reply, False, ids, strings)
        words = sorted(set(self.names.values()), key=len, reverse=True)
        pattern = re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, words)) + r")(?![\w-])")
        names = {self.names[c] for c in allowed if c in self.names}
        out = [f"card {c} ({self.names.get(c, '?')})" for c in sorted(ids - allowed)]
        for s in strings:
            out += [f"{n!r} in {s[:120]!r}" for n in sorted(set(pattern.findall(s)) - names)]
        return out


def walk(
    value: Any, ids_here: bool, ids: set[int], strings: list[str], id_keys: frozenset[str] = ID_KEYS
) -> None:
    """Every string in a JSON value (keys too), and every whole number under an id key (an
    option's ``key`` is a card's id only in a decision about cards: else it is an index)."""
    if isinstance(value, dict):
        inner = id_keys if value.get("kind", TURN) in CARD_KINDS else id_keys - {"key"}
        for k, v in value.items():
            strings.append(k)
            walk(v, k in id_keys, ids, strings, inner if k == "options" else id_keys)
    elif isinstance(value, list):
        for v in value:
            walk(v, ids_here, ids, strings, id_keys)
    elif isinstance(value, str):
        strings.append(value)
    elif isinstance(value, int) and not isinstance(value, bool) and ids_here:
        ids.add(value)


def public_cards(game: Game) -> set[int]:
    """The cards in public places: moods, face-up discard piles, a card being played."""
    s = game.state
    out = {m.card for m in s.all_moods()} | game.being_played
    return out | {c for key, pile in s.discards.items() if public(s, ("discard", key)) for c in pile}


def request_for(game: Game, rng: random.Random) -> dict[str, Any]:
    """A legal action, picked at random from the pending decision of the game beside."""
    d = game.pending
    assert d is not None
    answer = random_answer(d, rng)
    if d.kind == TURN:
        if answer == [PASS]:
            return {"op": "pass", "player": d.player}
        card, zone = answer[0]  # type: ignore[misc]
        return {"op": "play", "player": d.player, "card": card, "from": zone}
    return {"op": "choose", "player": d.player, "answer": encode(answer)}


def names_unseen(game: Game, seat: str, action: dict[str, Any]) -> bool:
    """Does an action of another player (or chance) name a card the seat does not see now?"""
    known = known_cards(game, seat)
    if action["op"] == "play":
        return action["card"] not in known
    d = game.pending
    if action["op"] != "choose" or d is None or d.kind == NUMBER:
        return False
    ids: set[int] = set()
    walk(action["answer"], True, ids, [])
    return not ids <= known


def unseen(field: str, seat: str) -> dict[str, Any]:
    """The one refusal of the seat's rule."""
    return {
        "code": "unseen",
        "message": f"{field} names a card, an option or a place that {seat} does not see",
        "field": field,
    }


def act(game: Game, action: dict[str, Any]) -> None:
    """What the oracle does with an action, done to the game beside."""
    d = game.pending
    assert d is not None
    if action["op"] == "pass":
        game.pass_turn(action["player"])
    elif action["op"] == "play":
        game.play(action["player"], action["card"], action["from"])
    else:
        game.answer(action["player"], d.match(action["answer"]))


def probes(game: Game, judge: Judge, rng: random.Random) -> Iterator[dict[str, Any]]:
    """Requests the seat may make that must be refused, without a word of a hidden card."""
    seat = judge.seat
    known = known_cards(game, seat)
    hidden = sorted(set(game.state.cards) - known)
    if hidden:
        yield {"op": "play", "player": seat, "card": rng.choice(hidden)}
    names = sorted({game.name(c) for c in hidden} - {game.name(c) for c in known})  # duels repeat names
    if names:
        yield {"op": "play", "player": seat, "card": rng.choice(names)}
    d = game.pending
    if d is not None and d.player != seat:
        yield {"op": "choose", "player": seat, "answer": [0]}
        yield {"op": "pass", "player": seat}
    yield {"op": "view", "player": next(p for p in game.state.players if p != seat)}
    yield {"op": "save"}


def seat_of(way: str, players: int, seed: int) -> str:
    """The seat a game is played from: one of its players, picked by the seed."""
    return random.Random(seed * 7 + 1).choice(deal(players, random.Random(seed), format=way).state.players)


def play_game(
    way: str,
    players: int,
    seed: int,
    send: Send,
    tally: Tally,
    settle: bool = True,
    every: int = 1,
    seat: str | None = None,
) -> None:
    """One game through a seat's session (``send``), judged against the same game played in
    process beside it. ``settle``: the session's ``start`` answers the setup's decisions (a
    draft's included) from the seed, and the game beside answers them the same way. The
    questions (``pending``, ``view``...) are asked at every ``every``-th step, the requests
    to refuse at every ``7 * every``-th; ``seat``: the seed picks one if not given."""
    seat = seat or seat_of(way, players, seed)
    rng = random.Random(seed)
    game = deal(players, rng, format=way)  # as the oracle's start deals it
    judge = Judge(game, seat)
    if settle:
        settle_setup(game, rng)
    else:
        game.start()

    def check(reply: dict[str, Any], what: str) -> None:
        tally.replies += 1
        assert reply.get("scope") == {"seat": seat}, reply
        table = {k: v for k, v in reply.items() if k != "events"}  # events: judged one by one, below
        for problem in judge.problems(table, known_cards(game, seat)):
            tally.leaks.append(f"{way} {players}p seed {seed}, {seat}'s {what}: {problem}")

    shown: list[dict[str, Any]] = []  # the play-by-play since the start, or the last load
    base = 0  # the event of the game beside that the session's first event is
    start = {"op": "start", "format": way, "players": players, "seed": seed, "settle": settle}
    reply = send({**start, "seat": seat})
    assert reply["ok"], reply
    shown += reply["events"]
    check(reply, "start")

    def drafter_knows(what: str) -> None:
        """In a draft, up to the first turn: the second model's placements are in the view."""
        if way not in DRAFTS or base:
            return
        model = DraftKnowledge(seat)
        model.read(shown)
        tally.draft_checks += 1
        tally.draft_placed += len(model.where)
        tally.draft_others += sum(p[1] not in ("", seat) for p in model.where.values())
        for problem in model.problems(send({"op": "view"})["view"]):
            tally.leaks.append(f"{way} seed {seed}, after {what}: {problem}")

    drafter_knows("start")
    steps = 0
    while game.pending is not None and steps < MAX_STEPS:
        steps += 1
        action = request_for(game, rng)
        relayed = action["player"] != seat
        if relayed and names_unseen(game, seat, action):
            refused = send(action)  # the seat's rule: refused, and nothing changed
            field_name = "card" if action["op"] == "play" else "answer"
            assert refused == {"ok": False, "scope": {"seat": seat}, "error": unseen(field_name, seat)}, (
                action,
                refused,
            )
            act(game, action)
            reply = send({"op": "load", "position": json.loads(json.dumps(save(game))), "seat": seat})
            assert reply["ok"], reply
            check(reply, "load")
            # a position in the middle of a play replays it: its play-by-play starts at that play
            shown = send({"op": "events"})["events"]
            base = len(judge) - len(shown)
            assert base >= 0 and [e["type"] for e in shown] == [type(e).__name__ for e in judge[base:]]
        else:
            act(game, action)
            reply = send(action)
            assert reply["ok"], (action, reply)
            shown += reply["events"]
            check(reply, f"reply to {action['op']}")
        if not any(e["type"] == "TurnBegan" for e in shown[:-1]):
            drafter_knows(f"step {steps}")
        if steps % every:
            continue
        for op in ("pending", "plays", "values", "scores", "winner"):
            check(send({"op": op}), op)
        seen = send({"op": "view"})
        check(seen, "view")
        assert seen["view"] == view(game, seat), "the seat's session and the game beside it differ"
        if steps % (7 * every) == 0:
            for bad in probes(game, judge, rng):
                refused = send(bad)
                assert not refused["ok"], (bad, refused)
                check(refused, f"refusal of {json.dumps(bad)}")
    log = send({"op": "events"})
    tally.replies += 1
    assert log["events"] == shown, "the seat's play-by-play is not the one its replies showed"
    assert base + len(shown) == len(judge) == len(judge.allowed)
    for i, event in enumerate(shown):  # each event judged by what the seat knew when it happened
        for problem in judge.problems(event, judge.allowed[base + i]):
            tally.leaks.append(f"{way} {players}p seed {seed}, {seat}'s events[{i}]: {problem}")
    tally.games += 1
    tally.steps += steps


# -- a second model of what a drafter knows, written from the draft rules -----------------------

DRAFTS = ("quick-draft", "winston-draft")
_PILE = re.compile(r"pile ([1-3])")
_PLACE = re.compile(
    r"(?:the bottom of )?(?:(?P<whose>[A-Z][a-z]+)'s |the )"
    r"(?P<what>hand|deck|discard pile|drafted cards outside their deck)"
)

Place = tuple[str, str]


class DraftKnowledge:
    """Where a seat can tell each card it was shown is, from the seat's own play-by-play and
    the draft rules alone (variants.quick-draft.4 and .5, variants.winston-draft.4 to .6),
    not from the engine's model of knowledge:

    - a card the seat draws, is passed, looks at in a pile, or sees go somewhere, is where it
      saw it go (its own keeps and face-down discards, the four it passes: quick-draft.4; a
      pile it looks at: winston-draft.4, .5, "only revealed to the player looking");
    - a pile is taken whole: who takes it has every card the seat saw in it (winston-draft.4);
    - a card picked unseen from a place (the other drafter keeps two of a hand and discards
      two face down; random discards shuffled back; cards left out of a deck) leaves the seat
      unable to tell which of the cards it placed there stayed: it no longer places them;
    - a draw the seat does not see (another player's) is such a pick from that deck;
    - a shuffle changes the deck's order, not its cards; the draft over (the cards not drafted
      set aside, or a deck that is a player's named), each drafter's drafted cards are their
      deck (quick-draft.5, winston-draft.6), and cards left out of it go to the sideboard.

    It follows the draft and the match's setup, up to the first turn."""

    def __init__(self, seat: str) -> None:
        self.seat = seat
        self.where: dict[int, Place] = {}
        self.over = False  # the draft is over: drafted cards are decks
        self.playing = False  # the first turn has begun: no longer followed

    def place(self, label: str) -> Place | None:
        pile = _PILE.fullmatch(label)
        if pile:
            return ("pile", pile[1])
        m = _PLACE.fullmatch(label)
        if m is None:
            return None
        whose, what = m["whose"] or "", m["what"]
        if what == "hand":
            return ("hand", whose)
        if what == "discard pile":
            return ("discard", whose)
        if what == "deck":
            return ("drafted", whose) if whose else ("deck", "")
        return ("sideboard" if self.over else "drafted", whose)

    def unsure(self, place: Place | None) -> None:
        """A card picked unseen from a place: the seat can no longer tell which stayed."""
        self.where = {c: p for c, p in self.where.items() if p != place}

    def read(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if self.playing:
                return
            kind, hidden = e["type"], e.get("hidden", False)
            if kind == "TurnBegan":
                self.playing = True
            elif kind == "SetAside":
                self.over = True
                self.where = {c: p for c, p in self.where.items() if p[0] not in ("deck", "discard", "pile")}
            elif kind == "Drew":
                if e.get("cause") == "the deal":
                    self.over = True
                if e["card"] is not None:
                    self.where[e["card"]] = ("hand", e["player"])
                elif hidden:
                    self.unsure(("drafted", e["player"]) if self.over else ("deck", ""))
            elif kind == "Looked" and not hidden:
                pile = _PILE.fullmatch(e["what"])
                for c in e["cards"]:
                    self.where[c] = ("pile", pile[1]) if pile else ("deck", "")
            elif kind == "Drafted":
                pile = _PILE.fullmatch(e["what"])
                if pile:
                    self.where.update(
                        {c: ("drafted", e["player"]) for c, p in self.where.items() if p == ("pile", pile[1])}
                    )
            elif kind == "Moved":
                if "'s deck" in e["origin"] + e["destination"]:
                    self.over = True
                origin, destination = self.place(e["origin"]), self.place(e["destination"])
                if not hidden:
                    if destination is None:
                        self.where.pop(e["card"], None)
                    else:
                        self.where[e["card"]] = destination
                elif origin is not None and origin[0] != "pile":  # a pile goes whole: Drafted says where
                    self.unsure(origin)

    def problems(self, table: dict[str, Any]) -> list[str]:
        """The cards this model places that the seat's view does not list where they are (the
        draft is over, too, once the table has a deck for each player: that is public)."""
        out = []
        over = self.over or "shared" not in table["decks"]
        for card, (kind, key) in sorted(self.where.items()):
            if kind == "drafted":
                section, key = ("decks", key) if over else ("drafted", key)
            else:
                section = {
                    "hand": "hands",
                    "deck": "decks",
                    "discard": "discard_piles",
                    "pile": "draft_piles",
                    "sideboard": "drafted",
                }[kind]
            listed = table.get(section, {}).get(key or "shared", {"cards": []})["cards"]
            if card not in {c["card"] for c in listed}:
                out.append(
                    f"card {card} is in {section}.{key or 'shared'} as far as {self.seat} can tell, "
                    "not in its view"
                )
        return out


def in_process() -> Send:
    """A seat's session in this process, its replies passed through JSON as a client reads them."""
    oracle = Oracle()
    return lambda request: json.loads(json.dumps(oracle.handle(request)))


def run(games_per_way: int, first_seed: int = 0) -> Tally:
    tally = Tally()
    for way, players in WAYS:
        for seed in range(first_seed, first_seed + games_per_way):
            play_game(way, players, seed, in_process(), tally, settle=seed % 2 == 0)
    return tally


@pytest.mark.parametrize(("way", "players"), WAYS, ids=[f"{w}-{p}p" for w, p in WAYS])
def test_a_seat_is_never_told_a_card_it_may_not_know(way: str, players: int) -> None:
    tally = Tally()
    for seed, settle in ((11, True), (12, False)):
        play_game(way, players, seed, in_process(), tally, settle=settle)
    assert tally.steps > 20 and tally.replies > 6 * tally.steps
    assert not tally.leaks, "\n".join(tally.leaks[:20])


def test_an_after_scoring_order_relayed_for_another_player_is_taken() -> None:
    """Its key says what else the effect says (``to``: to whom a mood goes back): words of the
    rules, which the seat's rule reads as such (the probe found them refused as unseen)."""
    tally = Tally()
    play_game("closed-team", 4, 1025, in_process(), tally, every=50)  # Dave orders Carol's give-back
    assert not tally.leaks


def test_a_drafters_view_lists_every_card_it_was_shown_where_it_is() -> None:
    """A seeded batch of drafts of both kinds, from the draft to the first turn of the match:
    every card the seat's play-by-play showed it is in its view where the second model of
    knowledge, written from the draft rules (``DraftKnowledge``), says the seat can tell it
    is: its hand, a pile it looked at, its own drafted cards and deck, the cards it passed,
    the piles it saw the other drafter take."""
    tally = Tally()
    for way in DRAFTS:
        for seed in range(20, 26):
            play_game(way, 2, seed, in_process(), tally, settle=seed % 3 == 0)
    assert tally.draft_checks > 100 and tally.draft_placed > 1000 and tally.draft_others > 50, tally
    assert not tally.leaks, "\n".join(tally.leaks[:20])


def test_a_seat_scoped_oracle_process_never_names_a_hidden_card() -> None:
    """The same through a real ``moodswings oracle --seat Bob`` process: one game of each way to
    play, one after the other in the same session (Bob plays in every one), the setup's
    decisions sent one by one, the questions asked at every other step."""
    from tests.oracle_process import OracleProcess

    tally = Tally()
    with OracleProcess("--seat", "Bob") as process:
        for way, players in WAYS:
            play_game(way, players, 5, process.send, tally, settle=False, every=2, seat="Bob")
        process.close()
    assert tally.games == len(WAYS) and tally.replies > 3 * tally.steps
    assert not tally.leaks, "\n".join(tally.leaks[:20])


def test_a_seat_session_refuses_what_its_seat_may_not_see_and_changes_nothing() -> None:
    oracle = Oracle()
    assert oracle.handle({"op": "pending"})["scope"] == "full"
    started = oracle.handle({"op": "start", "seed": 3, "players": 3, "seat": "Bob"})
    assert started["ok"] and started["scope"] == {"seat": "Bob"}
    game = oracle.game
    assert game is not None and game.pending is not None
    turn = game.pending.player
    assert turn != "Bob"  # the seed gives the first turn to another player
    before = view(game, None)
    for request, code, field_name in [
        ({"op": "save"}, "hidden", None),
        ({"op": "view", "player": "Alice"}, "hidden", None),
        ({"op": "plays"}, "hidden", None),
        ({"op": "pass", "player": "Bob"}, "illegal", None),
        ({"op": "choose", "player": "Bob", "answer": []}, "illegal", None),
        ({"op": "play", "player": "Bob", "card": game.state.hands[turn][0]}, "illegal", None),
        ({"op": "start", "seed": 3, "players": 3, "seat": "Zed"}, "bad-request", "seat"),
        ({"op": "start", "seed": 3, "players": 3, "seat": 7}, "bad-request", "seat"),
    ]:
        reply = oracle.handle(request)
        assert not reply["ok"] and reply["error"]["code"] == code, (request, reply)
        assert reply["error"].get("field") == field_name and reply["scope"] == {"seat": "Bob"}, reply
    assert (
        "Alice" not in oracle.handle({"op": "pass", "player": "Bob"})["error"]["message"] or turn == "Alice"
    )
    assert oracle.game is game and view(game, None) == before  # refused: nothing changed
    assert oracle.handle({"op": "view"})["view"] == view(game, "Bob")
    assert oracle.handle({"op": "pending"})["pending"] == {
        "player": turn,
        "kind": "turn",
        "rule": "rules.taking-a-turn.1",
        "min": 1,
        "max": 1,
        "asks": {"question": "turn"},
    }
    # another player's action, relayed, naming a card Bob sees: refused without a reason
    wrong = game.state.hands["Bob"][0]
    refused = oracle.handle({"op": "play", "player": turn, "card": wrong})
    assert refused["error"] == {
        "code": "illegal",
        "message": "the action asked for another player was refused",
    }
    # naming a card Bob does not see, in that hand or not, or a card outside the game: one reply
    hidden_there = game.state.hands[turn][0]
    elsewhere = next(c for c in game.state.deck_cards() if c not in known_cards(game, "Bob"))
    outside = next(f.name for f in faces().values() if not game.cards_named(f.name))
    replies = [
        oracle.handle({"op": "play", "player": turn, "card": card})
        for card in (hidden_there, game.name(hidden_there), elsewhere, game.name(elsewhere), outside, 10_000)
    ]
    assert all(r == {"ok": False, "scope": {"seat": "Bob"}, "error": unseen("card", "Bob")} for r in replies)
    assert oracle.handle({"op": "pass", "player": turn})["ok"]
    # a full session again, when the session was not started scoped
    assert oracle.handle({"op": "start", "seed": 3, "players": 3})["scope"] == "full"


def test_a_session_started_for_a_seat_keeps_it_and_loads_positions_for_it() -> None:
    full = Oracle()
    full.handle({"op": "start", "seed": 8, "players": 2})
    position = full.handle({"op": "save"})["position"]
    oracle = Oracle(seat="Bob")
    assert oracle.handle_line(b"not json")["scope"] == {"seat": "Bob"}
    assert oracle.handle({"op": "start", "seed": 8, "players": 2})["scope"] == {"seat": "Bob"}
    for request in (
        {"op": "start", "seed": 8, "players": 2, "seat": "Alice"},
        {"op": "load", "position": position, "seat": "Alice"},
    ):
        reply = oracle.handle(request)
        assert reply["error"]["field"] == "seat" and reply["scope"] == {"seat": "Bob"}, reply
    loaded = oracle.handle({"op": "load", "position": position})
    assert loaded["ok"] and loaded["scope"] == {"seat": "Bob"}
    assert oracle.game is not None and full.game is not None
    assert oracle.handle({"op": "view"})["view"] == view(full.game, "Bob")
    assert oracle.handle({"op": "save"})["error"]["code"] == "hidden"
    assert Oracle().handle({"op": "load", "position": position, "seat": "Alice"})["scope"] == {
        "seat": "Alice"
    }


@pytest.mark.long
@pytest.mark.skipif(not os.environ.get("MOODSWINGS_LONG"), reason="long: set MOODSWINGS_LONG=1")
def test_many_games_through_seat_scoped_sessions() -> None:
    tally = run(20, first_seed=100)
    assert not tally.leaks, "\n".join(tally.leaks[:20])


if __name__ == "__main__":  # python tests/test_seat_oracle.py [GAMES PER WAY] [FIRST SEED]
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    t0, c0 = time.perf_counter(), time.process_time()
    result = run(n, first)
    print(
        f"{result.games} games, {result.steps} steps, {result.replies} replies checked, "
        f"{len(result.leaks)} hidden cards named; {time.perf_counter() - t0:.1f} s "
        f"({time.process_time() - c0:.1f} s CPU)"
    )
    for leak in result.leaks[:40]:
        print(" ", leak)
