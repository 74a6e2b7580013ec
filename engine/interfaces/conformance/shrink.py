"""Making a disagreement small: the fewest players, cards and actions that still show it.

The differential tester (``engine.interfaces.conformance.fuzz``) stops at the first place
where our engine and another differ. Here that case is made small by a greedy
delta-debugging loop of our own: each move proposes a simpler case, which is replayed in
both engines (``fuzz.replay``), and kept if they still differ on the same thing (the same
field of the table, or both still taking or refusing the same action). The moves:

- cut the history short: start later, at the start of a turn, on the table our engine
  has then with its history forgotten (moods in play as plain moods of an earlier round),
  or leave out a whole move (a play or a pass, with the choices that follow it);
- fewer players: a player who never acts nor is named leaves the table, with their cards;
- fewer cards: a card no action names leaves the hand, deck or discard pile it is in;
- blank cards: a card becomes the card without text of its color, where its text does not
  matter (the blank card test, ``engine.core.blanks``).

Why not Hypothesis's shrinker: the case is found by playing whole games, not drawn from a
strategy, and each move is a rules-level edit (a player, a card, a move) that our engine's
position checks keep legal; a small loop over those moves says exactly what it tried, and
the same seed gives the same minimal case. Every kept case is one both engines were run on.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engine.core.blanks import blank_face
from engine.core.catalog import faces
from engine.core.decisions import TURN
from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.tablespec import build, seating_of, spec_of
from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.fuzz import Case, Disagreement, replay
from engine.interfaces.conformance.runner import Channel
from engine.interfaces.position import load, save


@dataclass
class Shrunk:
    case: Case
    disagreement: Disagreement
    tried: int  # cases replayed
    kept: int  # moves kept


def same(a: Disagreement, b: Disagreement | None) -> bool:
    return b is not None and a.field == b.field


def shrink(case: Case, found: Disagreement, channel: Channel, budget: int = 400) -> Shrunk:
    """The smallest case the moves reach that still shows the disagreement (at most
    ``budget`` replays). After a move is kept, the moves start again from the first; a
    candidate tried once is not tried again."""
    case = Case(case.position, case.requests[: found.step + 1])
    tried = kept = 0
    seen: set[str] = set()
    changed = True
    while changed and tried < budget:
        changed = False
        for candidate in moves(case):
            key = json.dumps([candidate.position, candidate.requests], sort_keys=True)
            if key in seen:
                continue
            seen.add(key)
            if tried >= budget:
                break
            tried += 1
            again = _try(candidate, channel)
            if same(found, again):
                assert again is not None
                case = Case(candidate.position, candidate.requests[: again.step + 1])
                found, changed = again, True
                kept += 1
                break
    return Shrunk(case, found, tried, kept)


def _try(case: Case, channel: Channel) -> Disagreement | None:
    try:
        return replay(case, channel)
    except (ValueError, PositionError):  # a candidate our own engine refuses: not a case
        return None


# -- the moves, simplest first ---------------------------------------------------------------


def moves(case: Case) -> Iterator[Case]:
    yield from _plain_starts(case)
    yield from _without_moves(case)
    yield from _fewer_players(case)
    yield from _plainer_tables(case)
    yield from _fewer_cards(case)
    yield from _blank_cards(case)


def _named(case: Case) -> tuple[set[int], set[str]]:
    """The cards and players the requests name (cards by id anywhere in them)."""
    cards: set[int] = set()
    players: set[str] = set()

    def walk(value: Any, key: str = "") -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif key in ("card", "on") and isinstance(value, int):
            cards.add(value)
        elif key in ("player", "to", "opponent") and isinstance(value, str):
            players.add(value)

    walk(case.requests)
    return cards, players


def _plain_starts(case: Case) -> Iterator[Case]:
    """Start later, at the start of a turn (the latest first), on a plain table: the moods
    then in play as moods of an earlier round that remember nothing, the hands and piles as
    they are. The case stays only if the engines still differ there."""
    reference = ReferenceAdapter()
    reference.handle({"op": "load", "position": case.position})
    starts = []
    for j, request in enumerate(case.requests[:-1], start=1):
        if not reference.handle(request)["ok"]:
            break
        game = reference.game
        assert game is not None
        d = game.pending
        if d is not None and d.kind == TURN and not game.state.turn.plays and not game.state.winners:
            starts.append((j, load(save(game))))
    for j, game in reversed(starts):
        moved = rebuilt(game, plain_spec(game), case.requests[j:])
        if moved is not None:
            yield moved


def plain_spec(game: Game) -> dict[str, Any]:
    """The spec of a game's table with its history forgotten: moods as plain moods, hands,
    discard pile and deck as they are, the round's number and wins, whose turn, who went
    first (a traditional game; teams kept as teams)."""
    s = game.state
    names = game.name
    spec = seating_of(game)
    spec["moods"] = {p: [names(m.card) for m in s.moods[p]] for p in s.players if s.moods[p]}
    spec["hands"] = {p: [names(c) for c in s.hands[p]] for p in s.players if s.hands[p]}
    spec["discard"] = [names(c) for c in s.discard_pile()]
    spec["deck"] = [names(c) for c in s.deck_cards()]
    spec["turn"], spec["first"] = s.turn.player, s.round.order[0]
    return spec


def _without_moves(case: Case) -> Iterator[Case]:
    """Leave out one move: a play or a pass and the choices after it (the last move stays)."""
    starts = [i for i, r in enumerate(case.requests) if r["op"] != "choose"] or [0]
    bounds = list(zip(starts, [*starts[1:], len(case.requests)], strict=True))
    for a, b in reversed(bounds[:-1]):
        yield Case(case.position, case.requests[:a] + case.requests[b:])


def _state(case: Case) -> dict[str, Any]:
    return case.position["state"]


def _fewer_cards(case: Case) -> Iterator[Case]:
    """Take out a card that no request names, from a hand, a deck or a discard pile."""
    named, _ = _named(case)
    state = _state(case)
    for zone in ("decks", "discards", "hands"):
        for key, cards in state[zone].items():
            for c in reversed(cards):
                if c in named:
                    continue
                position = copy.deepcopy(case.position)
                s = position["state"]
                s[zone][key].remove(c)
                del s["cards"][str(c)]
                if isinstance(s.get("known"), dict):
                    s["known"].pop(str(c), None)
                if position.get("answers"):
                    continue  # a position in the middle of an effect: its answers may name the card
                yield Case(position, case.requests)


def _blank_cards(case: Case) -> Iterator[Case]:
    """Make a card the card without text of its color (a blank card is as simple as it gets)."""
    for cid, card in _state(case)["cards"].items():
        if faces()[card["face"]].blank:
            continue
        position = copy.deepcopy(case.position)
        position["state"]["cards"][cid]["face"] = blank_face(card["face"])
        yield Case(position, case.requests)


def _fewer_players(case: Case) -> Iterator[Case]:
    """A player who never acts and is never named leaves the table (with their cards), where
    the table can be said as a spec (no teams, nothing in the middle of a turn)."""
    game = load(case.position)
    spec = spec_of(game)
    if spec is None or spec.get("teams") or len(spec["players"]) <= 2:
        return
    _, named = _named(case)
    for p in spec["players"]:
        if p in named or p == spec.get("turn"):
            continue
        smaller = {
            **spec,
            "players": [q for q in spec["players"] if q != p],
            "moods": {q: v for q, v in spec.get("moods", {}).items() if q != p},
            "hands": {q: v for q, v in spec.get("hands", {}).items() if q != p},
            "wins": {q: v for q, v in spec.get("wins", {}).items() if q != p},
        }
        if smaller.get("first") == p:
            smaller["first"] = smaller["turn"]
        moved = rebuilt(game, smaller, case.requests)
        if moved is not None:
            yield moved


def _plainer_tables(case: Case) -> Iterator[Case]:
    """Where the table is a spec's: the first round with no round won yet, the player whose
    turn it is as the one who went first, and each mood that no request names taken away."""
    game = load(case.position)
    spec = spec_of(game)
    if spec is None:
        return
    if spec.get("round", 1) != 1 or spec.get("wins"):
        first = {k: v for k, v in spec.items() if k not in ("round", "wins")}
        if (moved := rebuilt(game, first, case.requests)) is not None:
            yield moved
    first_turn = {**spec, "first": spec["turn"]}  # the player whose turn it is went first
    if spec.get("first") != spec["turn"] and (moved := rebuilt(game, first_turn, case.requests)) is not None:
        yield moved
    named, _ = _named(case)
    for p, moods in spec.get("moods", {}).items():
        for i, card in enumerate(m.card for m in game.state.moods[p]):
            if card in named or i >= len(moods):
                continue
            fewer = {**spec, "moods": {**spec["moods"], p: moods[:i] + moods[i + 1 :]}}
            moved = rebuilt(game, fewer, case.requests, dropped={card})
            if moved is not None:
                yield moved


def rebuilt(
    game: Game,
    spec: dict[str, Any],
    requests: list[dict[str, Any]],
    dropped: set[int] = frozenset(),  # type: ignore[assignment]
) -> Case | None:
    """The case on the table a spec builds, its requests' card ids mapped to that table's
    (cards in the same place: zone, whose, order); None where a request names a card gone."""
    try:
        table = build(spec)
    except PositionError:
        return None
    new = table.game
    new.start()
    ids = {}
    seats = game.state.players
    for old_cards, new_cards in zip(places(game, seats), places(new, seats), strict=True):
        ids.update(zip([c for c in old_cards if c not in dropped], new_cards, strict=False))

    def remap(value: Any, key: str = "") -> Any:
        if isinstance(value, dict):
            return {k: remap(v, k) for k, v in value.items()}
        if isinstance(value, list):
            return [remap(v, key) for v in value]
        if key in ("card", "on") and isinstance(value, int):
            if value not in ids:
                raise KeyError(value)
            return ids[value]
        return value

    try:
        mapped = [remap(r) for r in requests]
    except KeyError:
        return None
    return Case(save(new), mapped)


def places(game: Game, seats: list[str]) -> list[list[int]]:
    """Every card's place, in a fixed order: each of these players' moods and hand, the
    discard pile, the deck; a player who is not at the table has empty places."""
    s = game.state
    out = []
    for p in seats:
        out.append([m.card for m in s.moods.get(p, [])])
        out.append(list(s.hands.get(p, [])))
    out.append(list(s.discard_pile()))
    out.append(list(s.deck_cards()))
    return out


def size(case: Case) -> dict[str, int]:
    """How big a case is: players, cards (on the table, in hands, in piles) and requests."""
    state = _state(case)
    return {
        "players": len(state["players"]),
        "cards": len(state["cards"]),
        "actions": len(case.requests),
    }
