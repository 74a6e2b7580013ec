"""A disagreement handed back: a draft ruling, the vector that reproduces it, the rulings near it.

For the minimal case the shrinker found (``engine.interfaces.conformance.shrink``):

- ``draft``: an Example in the rulings' step vocabulary (``engine.knowledge.writeup``): the
  starting table as Given steps, the actions as When steps, and our engine's outcome as Then
  steps. ``moodswings ruling new`` takes it as its starting point. Only a table a spec can
  say has a draft (a traditional or team game at the start of a turn): otherwise the reason;
- ``vector``: a kit 2 vector of the case: its position, its requests, and checks of our
  engine's table afterwards;
- ``rulings``: the cards the case involves, with the ids of their Rules (official notes and
  rulings beyond them, and the rulings about them with other cards), so that a reader can see
  whether one already covers the case.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core.game import Game
from engine.core.tablespec import spec_of
from engine.interfaces.codec import encode
from engine.interfaces.conformance.adapter import ReferenceAdapter, happened
from engine.interfaces.conformance.fuzz import Case, Disagreement
from engine.interfaces.conformance.shrink import rebuilt
from engine.interfaces.conformance.vectors import SCHEMA, needs
from engine.interfaces.position import asks_json, load
from engine.knowledge.rulings import card_feature, with_other_cards
from engine.knowledge.writeup import WriteupError, write


@dataclass
class Finding:
    case: Case
    disagreement: Disagreement
    draft: str | None
    why_no_draft: str
    vector: dict[str, Any]
    rulings: dict[str, list[str]]


def replayed(case: Case) -> Game:
    """Our engine after the case's requests (each must be one it takes)."""
    reference = ReferenceAdapter()
    reference.handle({"op": "load", "position": case.position})
    for request in case.requests:
        reply = reference.handle(request)
        if not reply["ok"]:
            break  # the other engine took it; ours refuses it: the case ends here for ours
    assert reference.game is not None
    return reference.game


def draft(case: Case, title: str) -> tuple[str | None, str]:
    """The draft Example, or why there is none."""
    start = load(case.position)
    spec = spec_of(start)
    if spec is None:
        return None, "the starting table is not one a table spec can say (a duel, a draft, or mid-turn)"
    on_spec = rebuilt(start, spec, case.requests)  # the same case, on the table the spec builds
    if on_spec is None:
        return None, "the case's cards could not be found again on the table its spec builds"
    game = replayed(on_spec)
    answers = encode(game.history)
    try:
        return write(spec, answers, title), ""
    except WriteupError as e:
        return None, str(e)


def vector(case: Case, found: Disagreement, name: str) -> dict[str, Any]:
    """The kit 2 vector of the case, checking our engine's table where the engines differed."""
    game = replayed(case)
    s, view = game.state, game.view
    checks: list[dict[str, Any]] = []
    for p in s.players:
        checks.append(
            {
                "check": "moods",
                "player": p,
                "expect": sorted(game.view.card_face(m.card).slug for m in s.moods[p]),
            }
        )
        checks += [{"check": "value", "card": m.card, "expect": view.value(m)} for m in s.moods[p]]
        checks.append(
            {"check": "hand", "player": p, "expect": sorted(view.card_face(c).slug for c in s.hands[p])}
        )
        if not s.winners:
            checks.append({"check": "score", "player": p, "expect": view.score(p)})
    checks.append(
        {
            "check": "discard",
            "owner": None,
            "expect": sorted(view.card_face(c).slug for c in s.discard_pile()),
        }
    )
    results = happened(game)["results"]
    if results["round_winners"]:
        checks.append({"check": "round_winners", "expect": results["round_winners"][-1]})
    if s.winners:
        checks.append({"check": "game_winners", "expect": sorted(s.winners)})
    d = game.pending
    if d is not None and d.kind == "turn":
        checks.append({"check": "turn", "expect": d.player})
    elif d is not None and d.player in s.players:
        checks.append({"check": "asks", "player": d.player, "expect": asks_json(d)})
    steps = [*case.requests, *checks]
    cards = sorted({c["face"] for c in case.position["state"]["cards"].values()})
    return {
        "schema": SCHEMA,
        "id": f"fuzz/{name}:1",
        "name": f"{found.field} differs",
        "ruling": None,
        "where": f"moodswings conformance fuzz ({name})",
        "notes": [],
        "sources": [],
        "cards": cards,
        "mechanics": [],
        "given": [],
        "needs": needs(case.position, steps),
        "position": case.position,
        "steps": steps,
    }


def rulings(case: Case) -> dict[str, list[str]]:
    """For each card of the case, the ids of its Rules and of the rulings with other cards."""
    out: dict[str, list[str]] = {}
    for slug in sorted({c["face"] for c in case.position["state"]["cards"].values()}):
        ids: list[str] = []
        feature = card_feature(slug)
        if feature is not None:
            for rule in feature.rules:
                ids += [t.split(":", 1)[1] for t in rule.tags if t.startswith(("note:", "source:"))]
        for f, _, rule in with_other_cards(slug):
            ids += [f"{f.relpath}: {rule.name}"]
        if ids:
            out[slug] = ids
    return out


def hand_back(case: Case, found: Disagreement, name: str) -> Finding:
    title = f"TODO the engines differ on {found.field} here: what do the rules say"
    text, why = draft(case, title)
    return Finding(case, found, text, why, vector(case, found, name), rulings(case))
