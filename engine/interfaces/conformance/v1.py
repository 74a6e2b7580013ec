"""Version 1 of the vectors (``moodswings-conformance/1``), for engines that adopted it.

Version 2 names a choice by what is chosen; version 1 named each prompt of our engine, an
option of a mode, a permission or an order by our engine's label, and gave chance answers
after the action as answers of the player "chance". A version 1 vector is made from the
version 2 vector by replaying it in our engine and writing what it asked, prompt by prompt
(``downgrade``): ``moodswings conformance export --version 1``. Version 1 vectors are no
longer run by ``conformance run``; the site's conformance page says how to move to 2.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.decisions import OPTION, ORDER, PERMISSION, TURN, Decision
from engine.core.game import Game
from engine.interfaces.codec import encode
from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.items import key_of

SCHEMA = "moodswings-conformance/1"
SCHEMA_FILE = Path(__file__).resolve().parents[2] / "data" / "conformance-1.schema.json"
LABELLED = (OPTION, PERMISSION, ORDER)  # decisions whose options version 1 names by their labels
NEWER = ("round", "match_games", "turn_plays")  # checks version 2 gained after version 1 was fixed


class NotInVersion1(ValueError):
    """A vector that checks something version 1 has no check for: it is left out of version 1."""


Step = dict[str, Any]


def name(d: Decision, key: object) -> object:
    """An option as version 1 names it: by its label for a mode, a permission or an order."""
    return d.label(key) if d.kind in LABELLED else encode(key)


def downgrade(vector: dict[str, Any]) -> dict[str, Any]:
    """The version 1 vector of a version 2 vector (our engine replays it, to split its choices
    into the prompts it asks and write its chance answers after their actions); a vector with
    a check that version 1 lacks raises ``NotInVersion1``."""
    newer = sorted({s["check"] for s in vector["steps"] if s.get("check") in NEWER})
    if newer:
        raise NotInVersion1(f"version 1 has no check {', '.join(newer)} (version 2 added it)")
    if any(s.get("op") == "pass" and "expect" in s for s in vector["steps"]):
        raise NotInVersion1("version 1 has no refused pass (version 2 added it)")
    reference = ReferenceAdapter()
    reference.handle({"op": "load", "position": vector["position"]})
    steps: list[Step] = []
    listened: set[int] = set()

    def listen(game: Game) -> None:
        if id(game) in listened:
            return
        listened.add(id(game))
        answer = game.answer

        def answered(player: str, keys: list[object]) -> None:
            d = game.pending
            answer(player, keys)
            if d is not None and d.kind != TURN:  # a play or a pass is its own step
                steps.append({"op": "choose", "player": player, "answer": [name(d, k) for k in keys]})

        game.answer = answered  # type: ignore[method-assign]

    for step in vector["steps"]:
        game = reference.game
        assert game is not None
        listen(game)
        if "check" in step:
            steps.append(_check(game, step))
        elif "expect" in step:
            steps.append(_refused(game, step))
        else:
            if step["op"] != "choose":
                steps.append({k: v for k, v in step.items() if k not in ("chance", "permission")})
            reply = reference.handle(step)
            if not reply["ok"]:
                raise ValueError(f"{vector['id']}: {step}: {reply['error']}")
            if step["op"] == "setup":
                assert reference.game is not None
                listen(reference.game)
    old = {k: v for k, v in vector.items() if k != "needs"}
    return {**old, "schema": SCHEMA, "steps": steps}


def _refused(game: Game, step: Step) -> Step:
    if step["op"] != "choose":
        return {k: v for k, v in step.items() if k != "chance"}
    d = game.pending
    assert d is not None
    keys = [key_of(d, i) for i in step["choice"]]
    return {
        "op": "choose",
        "player": step["player"],
        "answer": [name(d, k) for k in keys],
        "expect": step["expect"],
    }


def _check(game: Game, step: Step) -> Step:
    kind = step["check"]
    plain = {k: v for k, v in step.items() if k != "asks"}
    if kind != "can_choose":
        return plain
    d = game.pending
    assert d is not None
    if "face" in step:
        return {
            "check": "no_option",
            "player": step["player"],
            "face": step["face"],
            "owner": step.get("owner"),
        }
    try:
        named = name(d, key_of(d, step["item"]))
    except KeyError:  # no option at all (a player who may not be chosen): named as itself
        named = next(iter(step["item"].values()))
    which = "include" if step["expect"] else "exclude"
    return {"check": "options", "player": step["player"], which: [named]}
