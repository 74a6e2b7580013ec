"""The Try it page's side in Python: the reference engine, run in the browser under Pyodide.

The page keeps a table spec (``engine.core.tablespec``: any way to play, a new game among
them) and the answers given since (in the JSON form a position's ``answers`` use). A link's
two parts are read by ``open_link``, which refuses, naming the field, anything that is not
shaped as a spec and its answers, any name of a player that is not one of the table's
players (``__proto__`` as any other), or what is beyond the page's limits (``LIMITS``:
earlier plays are replayed through the engine, and each one left in play makes the next one
dearer), and fills in the fields a link leaves out. The card picker reads a typed name as
the engine does, with the nearest card for a misspelling (``card_named``). The page then
calls ``show`` or ``act`` with them as JSON text. Each call returns JSON text: the table
drawn as the card pages draw it (``tables.snapshot_html``), the
play-by-play, and what the game waits for (the legal options, numbered; for a turn, also
the cards in hand the player can't play, so that trying one shows the rule that forbids
it). A refused action changes nothing and comes back with the rule it breaks. The last game
is kept, so an action costs one answer, not a replay; undo and a new spec replay from the
start. ``write_up`` writes the table and what was played on it as a ruling for the player to
fill in, in the form of where it goes (a card's own file, under its Background; a file of
rulings about cards together; a new file): the Example is ``engine.knowledge.writeup``'s, the
one ``moodswings ruling new --from-link`` writes from the page's link.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

from engine.core.catalog import UnknownName, face, faces
from engine.core.decisions import CHANCE, TURN
from engine.core.errors import NotImplementedYet, PositionError, RuleViolation
from engine.core.game import Game
from engine.core.permissions import HAND
from engine.core.snapshot import snapshot
from engine.core.table import PLAYER_NAME
from engine.core.tablespec import FIELDS, build, way_to_play
from engine.formats import FORMATS
from engine.interfaces.codec import encode
from engine.knowledge.writeup import CARD, INTERACTIONS, NEW, WriteupError, involved, named, replayed, ruling

from .tables import snapshot_html

CARDS = "cards/"  # the card pages, from the Try it page

_last: tuple[str, list[Any], Game, int] | None = None  # spec text, answers, the game, its first event


# What a link may hold. Earlier plays are replayed through the engine, which reads every
# mood's value again after each change: a play left in play makes every later one dearer,
# so their number is bounded; the answers given since replay one by one, in linear time.
LIMITS = {
    "history": 100,  # earlier plays
    "answers": 1000,  # answers given since
    "text": 1_000_000,  # characters in each part of the link
    "depth": 4,  # nesting of lists and objects (a spec's deepest field is a list in an object)
}
PLAYERS = ("Alice", "Bob", "Carol", "Dave")  # the page's seats


class LinkError(ValueError):
    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field, self.message = field, message


def _nesting(text: str) -> int:
    """How deep the lists and objects of a JSON text go, read without parsing it (a text
    nested a hundred thousand deep must not reach the parser's recursion)."""
    brackets = re.sub(r"[^\[\]{}]", "", STRING.sub('""', text))
    return max(accumulate(1 if c in "[{" else -1 for c in brackets), default=0)


STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _json(text: str, field: str) -> Any:
    if len(text) > LIMITS["text"]:
        most = LIMITS["text"]
        raise LinkError(field, f"{len(text):,} characters long, more than the page reads ({most:,})")
    if _nesting(text) > LIMITS["depth"]:
        raise LinkError(field, f"nested deeper than any {field} is ({LIMITS['depth']} levels at most)")
    try:
        return json.loads(text)
    except ValueError as e:
        raise LinkError(field, f"not JSON ({e})") from None


def _strings(value: Any, field: str, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise LinkError(field, f"a list of {what}, not {_shown(value)}")
    return value


def _shown(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _per_player(value: Any, field: str, what: str, players: list[str]) -> dict[str, list[str]]:
    if not isinstance(value, dict):
        raise LinkError(field, f"an object: each player's name -> a list of {what}, not {_shown(value)}")
    for p in value:
        _player(p, f"{field}.{p}", players)
    return {p: _strings(v, f"{field}.{p}", what) for p, v in value.items()}


def _player(name: Any, field: str, players: list[str]) -> str:
    """A player of the table: any other text (``__proto__``, ``constructor``, a misspelling)
    is refused here, so that the page only ever looks up the table's own players."""
    if name not in players:
        raise LinkError(field, f"{_shown(name)} is not a player of this table ({', '.join(players)})")
    return name


def _counts(value: Any, field: str, what: str, players: list[str]) -> dict[str, int]:
    if not isinstance(value, dict) or not all(type(n) is int for n in value.values()):
        raise LinkError(field, f"an object: each player's name -> {what}, not {_shown(value)}")
    for p in value:
        _player(p, f"{field}.{p}", players)
    return value


def _spec(spec: Any) -> dict[str, Any]:
    """The spec of a link, each field checked for its shape, the missing ones filled in. A
    name that is not a player's (one capitalized word) is refused, whatever it is."""
    if not isinstance(spec, dict):
        raise LinkError("spec", f"an object with the fields {', '.join(FIELDS)}, not {_shown(spec)}")
    unknown = sorted(set(spec) - set(FIELDS))
    if unknown:
        raise LinkError(f"spec.{unknown[0]}", f"not a field of a table spec ({', '.join(FIELDS)})")
    players = spec.get("players", list(PLAYERS[:2]))
    _strings(players, "players", f"2 to {len(PLAYERS)} player names")
    if not 2 <= len(players) <= len(PLAYERS) or len(set(players)) != len(players):
        raise LinkError("players", f"2 to {len(PLAYERS)} different names, not {_shown(players)}")
    for i, name in enumerate(players):
        if not PLAYER_NAME.fullmatch(name):
            raise LinkError(f"players[{i}]", f"a player's name is one capitalized word, not {_shown(name)}")
    teams = spec.get("teams")
    if teams is not None and not (
        isinstance(teams, list) and len(teams) == 2 and all(isinstance(t, list) for t in teams)
    ):
        raise LinkError("teams", f"two lists of player names, or null, not {_shown(teams)}")
    for t, team in enumerate(teams or []):
        for i, name in enumerate(_strings(team, f"teams[{t}]", "player names")):
            _player(name, f"teams[{t}][{i}]", players)
    fmt = spec.get("format")
    if fmt is not None and fmt not in FORMATS:
        raise LinkError("format", f"a way to play ({', '.join(FORMATS)}), not {_shown(fmt)}")
    fmt = fmt or way_to_play({}, players, teams)  # teams without a format: their seating says which
    number = spec.get("round", 1)
    if not isinstance(number, int) or isinstance(number, bool) or number < 1:
        raise LinkError("round", f"a round number (1, 2, ...), not {_shown(number)}")
    for field in ("turn", "first"):
        if spec.get(field) is not None:
            if not isinstance(spec[field], str):
                raise LinkError(field, f"a player's name, not {_shown(spec[field])}")
            _player(spec[field], field, players)
    new_game = spec.get("new_game", False)
    if not isinstance(new_game, bool):
        raise LinkError("new_game", f"true (the game starts with its setup) or false, not {_shown(new_game)}")
    history = _strings(spec.get("history", []), "history", "earlier plays, one a line")
    if len(history) > LIMITS["history"]:
        raise LinkError(
            "history", f"{len(history):,} earlier plays: the page replays at most {LIMITS['history']}"
        )
    owners = spec.get("owners", {})
    if not isinstance(owners, dict) or not all(isinstance(o, str) for o in owners.values()):
        raise LinkError("owners", f"an object: a card -> the player it belongs to, not {_shown(owners)}")
    for card, owner in owners.items():
        _player(owner, f"owners.{card}", players)
    cards, names = "card names", "player names"
    return {
        "format": fmt,
        "players": players,
        "teams": teams,
        "round": number,
        "wins": _counts(spec.get("wins", {}), "wins", "the rounds won", players),
        "turn": None if new_game else spec.get("turn") or players[0],
        "first": spec.get("first"),
        "moods": _per_player(spec.get("moods", {}), "moods", cards, players),
        "hands": _per_player(spec.get("hands", {}), "hands", cards, players),
        "discard": _strings(spec.get("discard", []), "discard", cards),
        "deck": _strings(spec.get("deck", []), "deck", cards),
        "discards": _per_player(spec.get("discards", {}), "discards", cards, players),
        "decks": _per_player(spec.get("decks", {}), "decks", cards, players),
        "sideboards": _per_player(spec.get("sideboards", {}), "sideboards", cards, players),
        "match_wins": _counts(
            spec.get("match_wins", {}), "match_wins", "the games of the match won", players
        ),
        "owners": owners,
        "hurt_feelings": [
            _player(p, f"hurt_feelings[{i}]", players)
            for i, p in enumerate(_strings(spec.get("hurt_feelings", []), "hurt_feelings", names))
        ],
        "history": history,
        "new_game": new_game,
    }


def _answers(answers: Any) -> list[Any]:
    if not isinstance(answers, list):
        raise LinkError("answers", f"a list of the answers given, not {_shown(answers)}")
    if len(answers) > LIMITS["answers"]:
        most = LIMITS["answers"]
        raise LinkError("answers", f"{len(answers):,} answers: the page replays at most {most:,}")
    for i, a in enumerate(answers):
        if not isinstance(a, list | int | str) or isinstance(a, bool):
            raise LinkError(f"answers[{i}]", f"an answer (a list of choices), not {_shown(a)}")
    return answers


def open_link(spec_text: str, answers_text: str) -> str:
    """A link's table spec and answers, as the page keeps them (every field there); or
    ``error`` naming the field that is wrong, and how."""
    try:
        spec = _spec(_json(spec_text, "spec")) if spec_text.strip() else _spec({})
        answers = _answers(_json(answers_text, "answers")) if answers_text.strip() else []
    except LinkError as e:
        return json.dumps({"error": {"field": e.field, "message": e.message}})
    return json.dumps({"spec": spec, "answers": answers})


def import_module(name: str) -> str:
    """Import one module of the package the site ships (the browser tests import each)."""
    import importlib

    try:
        importlib.import_module(name)
    except Exception as e:  # any failure is the answer
        return json.dumps({"error": {"field": name, "message": f"{type(e).__name__}: {e}"}})
    return json.dumps({"ok": name})


def names() -> str:
    """Every card name, by collector number: the card picker's list."""
    return json.dumps([f.name for f in sorted(faces().values(), key=lambda f: f.number)])


def blank_names() -> str:
    """The cards without text, by collector number: a deck of blank cards, as the rulings'
    "the deck holds 45 blank cards" makes it."""
    return json.dumps([f.name for f in sorted(faces().values(), key=lambda f: f.number) if f.blank])


def card_named(text_json: str) -> str:
    """A name typed in the card picker, read as the engine reads card names (``engine.core.
    catalog.face``: any case, spaces for hyphens): ``name``, the card's; or ``nearest``, the
    card the engine's errors suggest for a misspelling (none when nothing is near)."""
    typed = json.loads(text_json)
    if not isinstance(typed, str):
        return json.dumps({"nearest": None})
    try:
        return json.dumps({"name": face(typed).name})
    except UnknownName as e:
        return json.dumps({"nearest": e.suggestion})


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


# -- a write-up: the table as a ruling ----------------------------------------------------------

DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
BACKGROUNDS: dict[str, list[str]] = {}  # each card file's Background (its Given steps), by card


def set_backgrounds(text: str) -> str:
    """The Backgrounds of the cards' feature files, as the build read them (the page holds
    them): a write-up for a card's file is fitted under its Background."""
    found = json.loads(text)
    if not isinstance(found, dict) or not all(
        isinstance(v, list) and all(isinstance(s, str) for s in v) for v in found.values()
    ):
        raise ValueError("the Backgrounds are an object: card -> a list of Given steps")
    BACKGROUNDS.clear()
    BACKGROUNDS.update(found)
    return json.dumps({"ok": len(BACKGROUNDS)})


def write_up(spec_text: str, answers_text: str, today_text: str, where_text: str = "{}") -> str:
    """The table and what was played on it, as a ruling for the player to fill in, in the
    form of where it goes (``where``: ``{"to": "card", "card": <slug>}``, ``{"to":
    "interactions"}`` or ``{"to": "new"}``; by default the card's own file when one card is
    involved, else a file of rulings about cards together): the Rule whose TODO lines are
    theirs (``engine.knowledge.writeup.ruling``) over the Example that ``engine.knowledge.
    writeup.write`` gives, fitted under the card file's Background (``example``: the Example
    alone). Also the destinations to choose from (``cards``: the cards involved, then the
    others the Example names). ``error`` when it cannot be written yet (the engine waits for
    a random event), or not there (the card file's Background sets up another table)."""
    spec, answers, today = json.loads(spec_text), json.loads(answers_text), json.loads(today_text)
    where = json.loads(where_text)
    if not isinstance(today, str) or not DATE.fullmatch(today):
        raise ValueError(f"today is a date (YYYY-MM-DD), not {today!r}")
    if not isinstance(where, dict):
        raise ValueError(f"where a write-up goes is an object, not {where!r}")
    try:
        written = replayed(spec, answers)
    except WriteupError as e:
        return json.dumps({"error": {"field": "", "message": str(e)}})
    example = written.example()
    playing = involved(example)
    cards = list(dict.fromkeys(playing + named(example)))
    to = where.get("to") or (CARD if len(playing) == 1 else INTERACTIONS if cards else NEW)
    card = where.get("card") if where.get("card") in cards else (playing or cards or [None])[0]
    shown: dict[str, Any] = {
        "to": to,
        "card": card,
        "cards": [[slug, face(slug).name] for slug in cards],
        "involved": playing,
    }
    try:
        if to == CARD:
            if card is None:
                raise WriteupError("the table has no card: a ruling about a card names it")
            fitted = written.example(background=BACKGROUNDS.get(card, []))
            text = ruling(fitted, CARD, today)
        else:
            fitted = example
            text = ruling(example, to, today, playing)
    except WriteupError as e:
        return json.dumps({**shown, "refused": str(e)})
    return json.dumps({**shown, "text": text, "example": fitted})
