"""The Try it page's side in Python: the reference engine, run in the browser under Pyodide.

The page keeps a table spec (``engine.core.tablespec``) and the answers given since (in the
JSON form a position's ``answers`` use), and calls ``show`` or ``act`` with them as JSON
text. Each call returns JSON text: the table drawn as the card pages draw it
(``tables.snapshot_html``), the play-by-play, and what the game waits for (the legal
options, numbered; for a turn, also the cards in hand the player can't play, so that
trying one shows the rule that forbids it). A refused action changes nothing and comes
back with the rule it breaks. The last game is kept, so an action costs one answer, not a
replay; undo and a new spec replay from the start.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core.catalog import faces
from engine.core.decisions import CHANCE, TURN
from engine.core.errors import NotImplementedYet, PositionError, RuleViolation
from engine.core.game import Game
from engine.core.permissions import HAND
from engine.core.snapshot import snapshot
from engine.core.tablespec import build
from engine.interfaces.codec import encode

from .tables import snapshot_html

CARDS = "cards/"  # the card pages, from the Try it page

_last: tuple[str, list[Any], Game, int] | None = None  # spec text, answers, the game, its first event


def names() -> str:
    """Every card name, by collector number: the card picker's list."""
    return json.dumps([f.name for f in sorted(faces().values(), key=lambda f: f.number)])


def _game(spec_text: str, answers: list[Any]) -> tuple[Game, int]:
    """The game for this spec after these answers (the last one, or one answer further on)."""
    global _last
    if _last is not None and _last[0] == spec_text and _last[1] == answers:
        return _last[2], _last[3]
    if _last is not None and _last[0] == spec_text and _last[1] == answers[:-1]:
        game, first = _last[2], _last[3]
        game.answer_saved(answers[-1], len(answers) - 1)
    else:
        game = build(json.loads(spec_text)).game
        first = len(game.events)
        for i, a in enumerate(answers):
            game.answer_saved(a, i)
    _last = (spec_text, list(answers), game, first)
    return game, first


def _view(game: Game, first: int) -> dict[str, Any]:
    d = game.pending
    pending = None
    if d is not None:
        pending = {
            "player": d.player,
            "chance": d.player == CHANCE,
            "turn": d.kind == TURN,
            "kind": d.kind,
            "prompt": d.prompt,
            "rule": d.rule,
            "min": d.min,
            "max": d.max,
            "numbers": list(d.numbers) if d.numbers else None,
            "ordered": d.ordered,
            "options": [{"label": o.label, "owner": o.owner} for o in d.options],
            "others": [],
        }
        if d.kind == TURN:
            legal = {o.key for o in d.options}
            pending["others"] = [
                {"card": c, "label": game.name(c)}
                for c in game.state.hands[d.player]
                if (c, HAND) not in legal
            ]
    return {
        "table": snapshot_html(snapshot(game), CARDS),
        "events": [str(e) for e in game.events[first:]],
        "pending": pending,
        "winners": list(game.state.winners),
    }


def _problem(e: Exception) -> dict[str, Any]:
    if isinstance(e, PositionError):
        return {"field": e.field, "message": e.message}
    return {"field": "", "message": str(e)}


def show(spec_text: str, answers_text: str) -> str:
    """The table for a spec and the answers given so far; a spec or an answer that cannot be
    comes back as ``error`` naming its field."""
    try:
        answers = json.loads(answers_text)
        game, first = _game(spec_text, answers)
    except (PositionError, NotImplementedYet, ValueError) as e:
        return json.dumps({"error": _problem(e)})
    return json.dumps({"answers": answers, **_view(game, first)})


def act(spec_text: str, answers_text: str, action_text: str) -> str:
    """Do one thing: ``{"options": [i, ...]}`` answers with those options (in that order),
    ``{"number": n}`` answers a number, ``{"play": card}`` tries to play a card from hand
    that is not among the legal plays. A refusal comes back as ``refused``: the rule and
    why, with nothing changed."""
    answers = json.loads(answers_text)
    game, first = _game(spec_text, answers)
    action = json.loads(action_text)
    d = game.pending
    refused = None
    try:
        if d is None:
            raise RuleViolation("rules.after-scoring.1", "The game is over")
        if "play" in action:
            game.play(d.player, int(action["play"]))
            raise AssertionError("a card that is not a legal play was played")  # pragma: no cover
        if "number" in action:
            chosen: list[object] = [int(action["number"])]
        else:
            chosen = [d.options[i].key for i in action.get("options", [])]
        game.answer(d.player, chosen)
        answers = [*answers, encode(chosen)]
        global _last
        _last = (spec_text, list(answers), game, first)
    except RuleViolation as e:
        refused = {"rule": e.rule, "message": e.message}
    except NotImplementedYet as e:
        refused = {"rule": "", "message": str(e)}
    return json.dumps({"answers": answers, "refused": refused, **_view(game, first)})
