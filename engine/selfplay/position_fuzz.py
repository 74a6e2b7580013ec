"""The load fuzz: one-field mutations of valid saved positions, and what ``load`` makes of each.

Valid positions are saved from seeded random games in every way to play, at random points
(the setup, a turn, the middle of an effect with answers to replay, a finished game). Each
mutation changes one thing: it deletes a field or a list item, renames a key, adds a key
(a card id, a player) with a neighbour's value, copies a list item over another, or gives
one field another value (empty, null, of another type, out of range, huge, or a value
found elsewhere in the position: a player's name, a card id). ``load`` (engine.interfaces.position) must then
either refuse the position with ``PositionError``, or give a game that keeps every promise
of the engine (engine.selfplay.invariants) as loaded and as it goes on for a few random
decisions, played through the oracle; that saves back to the same bytes, as loaded and after
each of them; and whose every reply (the oracle's ``pending``, ``plays``, ``values``,
``scores``, ``winner``, ``events``, ``view`` for the table and each player, ``save``) is within
the oracle's limits (``engine.interfaces.strict_json``). A count the game may not take past
those limits (``position.beyond_limits``: the round number, say) ends the playing on, the game
as it was. Anything else is counted:

- ``internal``: an error that is not ``PositionError``, from ``load`` or from playing on;
- ``broken``: an accepted position whose game breaks a promise (``Broken``).

``python -m engine.selfplay.position_fuzz --mutations 5000`` runs a large fuzz and prints
the counts and the first cases of each kind (``--sweep 7``: every field of 7 positions,
deleted and given each of a few values, instead); the suite runs a small one.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from engine.core.decisions import TURN
from engine.core.errors import PositionError
from engine.core.game import PASS, Game
from engine.formats import FORMATS
from engine.interfaces import strict_json
from engine.interfaces.codec import encode
from engine.interfaces.oracle import Oracle
from engine.interfaces.position import load, save
from engine.selfplay.invariants import Broken, Checker
from engine.selfplay.simulate import deal, random_answer

Path = tuple[str | int, ...]
PLAY_ON = 12  # random decisions played after a position is accepted
SAMPLE = 0.2  # share of those decisions where every offered play is tried and the round trip made


def positions(seed: int, count: int) -> Iterator[dict[str, Any]]:
    """``count`` valid saved positions from seeded random games, every way to play in turn."""
    rng = random.Random(seed)
    names = list(FORMATS)
    for n in range(count):
        fmt = FORMATS[names[n % len(names)]]
        players = fmt.players or rng.choice((2, 3, 4, 5))
        game = deal(players, random.Random(rng.random()), format=fmt.name)
        for _ in range(rng.choice((0, 3, 20, 60, 200, 5000))):
            d = game.pending
            if d is None:
                break
            game.answer(d.player, random_answer(d, rng))
        yield json.loads(json.dumps(save(game)))


def paths(value: Any, at: Path = ()) -> Iterator[Path]:
    """Every place in a JSON value (the value itself first)."""
    yield at
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, (*at, i))


def shown(path: Path) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path).lstrip(".") or "(the position)"


def _values(position: dict[str, Any], rng: random.Random) -> list[Any]:
    """Values to put in a field: odd ones, and ones that belong elsewhere in the position."""
    state = position.get("state") or {}
    players = list(state.get("players") or ["Alice"])
    cards = [int(c) for c in (state.get("cards") or {"1": 0})]
    return [
        "",
        None,
        0,
        -1,
        1,
        2,
        3,
        10**15,
        strict_json.MAX_INT,
        strict_json.MAX_INT - 1,
        True,
        [],
        {},
        "Zed",
        "hand",
        rng.choice(players),
        [rng.choice(players)],
        rng.choice(cards),
        max(cards) + 1,
        [rng.choice(cards)],
    ]


def mutate(position: dict[str, Any], rng: random.Random) -> tuple[dict[str, Any], str]:
    """A copy of the position with one thing changed, and what was changed."""
    out = copy.deepcopy(position)
    places = [p for p in paths(out) if p]
    path = rng.choice(places)
    parent = out
    for p in path[:-1]:
        parent = parent[p]
    last = path[-1]
    how = rng.random()
    if how < 0.2:
        del parent[last]
        return out, f"{shown(path)} deleted"
    if how < 0.27 and isinstance(parent, dict) and isinstance(last, str):
        state = out.get("state") or {}
        key = rng.choice(["", "0", "Zed", *map(str, state.get("cards") or ()), *(state.get("players") or ())])
        if key not in parent:
            parent[key] = parent.pop(last)
            return out, f"{shown(path)} renamed {key!r}"
    if how < 0.35 and isinstance(parent, dict) and isinstance(last, str):
        state = out.get("state") or {}
        key = rng.choice([*map(str, state.get("cards") or ()), *(state.get("players") or ()), ""])
        if key not in parent:
            parent[key] = copy.deepcopy(parent[last])
            return out, f"{shown(path[:-1])}.{key} added, as {last!r}"
    if how < 0.45 and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[last] = copy.deepcopy(parent[other])
        return out, f"{shown(path)} made a copy of item {other}"
    value = rng.choice(_values(out, rng))
    parent[last] = value
    return out, f"{shown(path)} = {json.dumps(value)}"


@dataclass
class Counts:
    tried: int = 0
    refused: int = 0
    accepted: int = 0
    internal: int = 0
    broken: int = 0
    fields: Counter[str] = field(default_factory=Counter)  # the fields refusals named
    cases: dict[str, list[str]] = field(default_factory=lambda: {"internal": [], "broken": []})

    def add(self, kind: str, why: str, change: str) -> None:
        self.tried += 1
        if kind == "refused":
            self.refused += 1
            self.fields[why] += 1
            return
        self.accepted += 1
        if kind in self.cases:
            setattr(self, kind, getattr(self, kind) + 1)
            self.cases[kind].append(f"{change}: {why}")

    def line(self) -> str:
        return (
            f"{self.tried} mutations: {self.refused} refused naming a field, {self.accepted} accepted; "
            f"{self.internal} internal errors, {self.broken} accepted but breaking a promise"
        )


def verdict(data: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    """What ``load`` makes of a position: ("refused", field), ("accepted", ""), ("internal",
    why) or ("broken", why)."""
    try:
        game = load(data)
    except PositionError as e:
        return "refused", e.field
    except Exception as e:
        return "internal", f"load: {type(e).__name__}: {e}"
    try:
        promises_kept(game, rng)
    except Broken as e:
        return "broken", str(e)
    except Exception as e:
        return "internal", f"playing on: {type(e).__name__}: {e}"
    return "accepted", ""


def promises_kept(game: Game, rng: random.Random) -> None:
    """The loaded game keeps every promise, as loaded and for ``PLAY_ON`` random decisions
    given through the oracle; it saves back to the same bytes, and every reply is within the
    oracle's limits, as loaded and after each (``Broken`` if not)."""
    oracle = Oracle()
    oracle.game = game
    within_limits(oracle, "loaded")
    checker = Checker(game, random.Random(rng.random()), SAMPLE)
    checker.decision("as loaded")
    for n in range(PLAY_ON):
        d = game.pending
        if d is None:
            return
        answer = random_answer(d, rng)
        if d.kind == TURN and answer == [PASS]:
            request = {"op": "pass", "player": d.player}
        elif d.kind == TURN:
            card, zone = answer[0]  # type: ignore[misc]
            request = {"op": "play", "player": d.player, "card": card, "from": zone}
        else:
            request = {"op": "choose", "player": d.player, "answer": encode(answer)}
        before = json.dumps(save(game))
        reply = oracle.handle(request)
        if not reply["ok"]:
            if reply["error"]["code"] != strict_json.TOO_BIG or json.dumps(save(game)) != before:
                raise Broken(f"decision {n + 1} after loading: {request} refused: {reply['error']}")
            return  # the game goes no further within the limits: it is as it was
        checker.decision(f"decision {n + 1} after loading")
        within_limits(oracle, f"decision {n + 1} after loading", replies=n == PLAY_ON - 1)


def within_limits(oracle: Oracle, when: str, replies: bool = True) -> None:
    """The oracle's game saves, loads and saves to the same bytes, and (``replies``) every reply
    about it is strict JSON within the oracle's limits (``Broken`` if not)."""
    game = oracle.game
    assert game is not None
    saved = json.dumps(save(game))
    if json.dumps(save(load(json.loads(saved)))) != saved:
        raise Broken(f"{when}: saving it, loading and saving again gives other bytes")
    if not replies:
        return
    requests = [
        {"op": op} for op in ("pending", "plays", "values", "scores", "winner", "events", "save", "view")
    ]
    requests += [{"op": "view", "player": p} for p in game.state.players]
    for request in requests:
        reply = oracle.handle(request)
        try:
            strict_json.within_limits(strict_json.loads(strict_json.dumps(reply)))
        except strict_json.Refused as e:
            raise Broken(f"{when}: the reply to {request} is past the oracle's limits: {e.message}") from None
        if not reply["ok"]:
            raise Broken(f"{when}: {request} refused: {reply['error']}")


def fuzz(seed: int, mutations: int, per_position: int = 25) -> Counts:
    """``mutations`` random one-field mutations, ``per_position`` of each saved position."""
    rng = random.Random(seed)
    counts = Counts()
    for position in positions(seed, -(-mutations // per_position)):
        for _ in range(min(per_position, mutations - counts.tried)):
            data, change = mutate(position, rng)
            counts.add(*verdict(data, rng), change)
    return counts


SWEEP = (None, "", 0, -1, 1, 2, 10**15, [], {})  # the values every field is given in a sweep


def sweep(seed: int, count: int) -> Counts:
    """Every field of ``count`` saved positions, in turn: deleted, and given each of ``SWEEP``."""
    rng = random.Random(seed)
    counts = Counts()
    for position in positions(seed, count):
        for path in [p for p in paths(position) if p]:
            for value in ("(deleted)", *SWEEP):
                data = copy.deepcopy(position)
                parent = data
                for p in path[:-1]:
                    parent = parent[p]
                if value == "(deleted)":
                    del parent[path[-1]]
                else:
                    parent[path[-1]] = value
                counts.add(*verdict(data, rng), f"{shown(path)} = {json.dumps(value)}")
    return counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--mutations", type=int, default=1000)
    p.add_argument("--sweep", type=int, metavar="N", help="instead, every field of N positions")
    p.add_argument("--show", type=int, default=5, help="cases shown of each kind")
    args = p.parse_args(argv)
    counts = sweep(args.seed, args.sweep) if args.sweep else fuzz(args.seed, args.mutations)
    print(counts.line())
    for kind, cases in counts.cases.items():
        for case in cases[: args.show]:
            print(f"  {kind}: {case[:300]}")
    return 1 if counts.internal or counts.broken else 0


if __name__ == "__main__":
    sys.exit(main())
