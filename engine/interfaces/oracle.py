"""The test oracle: ask the reference engine what happens, one JSON object per line.

Each request is a JSON object with an ``op`` (and an optional ``id``, echoed back). Each
response is a JSON object: ``{"ok": true, ...}`` or ``{"ok": false, "error": {"code":
..., "message": ..., "rule"?: ..., "field"?: ...}}``. A refused request changes nothing.
The same requests always give the same responses. The operations are listed in ``OPS``;
the site's oracle page documents them with a worked session. Every line gets exactly one
reply, in strict JSON; input past the limits of ``engine.interfaces.strict_json`` (line length,
nesting, number and string size) is refused with a code, in bounded time and memory.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from engine.core.answers import NOTHING, AnswerError, parse_answer
from engine.core.catalog import UnknownName, face
from engine.core.decisions import NUMBER, TURN
from engine.core.errors import NotImplementedYet, PositionError, RuleViolation
from engine.core.events import Event, RoundWon
from engine.core.game import DISCARD, HAND, Game
from engine.core.table import MAX_PLAYERS, MIN_PLAYERS
from engine.formats import FORMATS, TRADITIONAL
from engine.interfaces import player_view, strict_json
from engine.interfaces.codec import encode
from engine.interfaces.position import decision_json, load, save
from engine.interfaces.strict_json import clip
from engine.selfplay.simulate import deal, settle_setup

PROTOCOL = 1
MESSAGE = 500  # characters of an error message at most: input is never echoed back in full


@dataclass
class Refused(Exception):
    """A request the oracle refuses; becomes the ``error`` object of the response."""

    code: str
    message: str
    rule: str | None = None
    field: str | None = None

    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": clip(self.message, MESSAGE)}
        if self.rule:
            out["rule"] = self.rule
        if self.field:
            out["field"] = clip(self.field, MESSAGE)
        return out


def event_json(event: Event) -> dict[str, Any]:
    return {"type": type(event).__name__, "text": str(event), **encode(event)}


class Oracle:
    """One game at a time, driven by requests."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.ops: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
            "start": self.start,
            "load": self.load,
            "save": self.save,
            "pending": self.pending,
            "plays": self.plays,
            "play": self.play,
            "pass": self.pass_turn,
            "choose": self.choose,
            "values": self.values,
            "scores": self.scores,
            "winner": self.winner,
            "events": self.events,
            "view": self.view,
        }

    # -- the protocol ----------------------------------------------------------------------

    def handle(self, request: Any) -> dict[str, Any]:
        rid = request.get("id") if isinstance(request, dict) else None
        good_id = _echoable(rid)
        rid = rid if good_id else None
        try:
            if not isinstance(request, dict):
                raise Refused("bad-request", "a request is a JSON object")
            if not good_id:
                raise Refused("bad-request", "'id' is a string or a finite number, within the limits", "id")
            strict_json.within_limits(request)
            op = request.get("op")
            if not isinstance(op, str):
                raise Refused("bad-request", f"'op' is a string, not {strict_json.kind(op)}", field="op")
            if op not in self.ops:
                known = ", ".join(self.ops)
                raise Refused("unknown-op", f"op {clip(op, 40)!r} is not one of: {known}", field="op")
            reply = {"ok": True, **self.ops[op](request)}
        except strict_json.Refused as e:
            reply = {"ok": False, "error": Refused(e.code, e.message).json()}
        except Refused as e:
            reply = {"ok": False, "error": e.json()}
        except RuleViolation as e:
            reply = {"ok": False, "error": Refused("illegal", e.message, rule=e.rule).json()}
        except PositionError as e:
            reply = {"ok": False, "error": Refused("bad-position", e.message, field=e.field).json()}
        except NotImplementedYet as e:
            reply = {"ok": False, "error": Refused("not-implemented", str(e)).json()}
        except Exception as e:  # a bug: said as an error; the game is as it was (Game.answer restores it)
            reply = {"ok": False, "error": Refused("internal", f"{type(e).__name__}: {e}").json()}
        return {"id": rid, **reply} if rid is not None else reply

    def handle_line(self, line: str | bytes | strict_json.Overlong) -> dict[str, Any]:
        """The reply to one line of input: any line, however long or malformed, gets one."""
        try:
            request = strict_json.loads(line)
        except strict_json.Refused as e:
            return {"ok": False, "error": Refused(e.code, e.message).json()}
        return self.handle(request)

    def serve(self, lines: Iterable[str | bytes | strict_json.Overlong]) -> Iterator[str]:
        """One reply per line, blank lines included (see ``strict_json.lines`` to read a stream)."""
        for line in lines:
            yield strict_json.dumps(self.handle_line(line))

    # -- requests --------------------------------------------------------------------------

    def _game(self) -> Game:
        if self.game is None:
            raise Refused("no-game", "start or load a game first")
        return self.game

    def _after(self, game: Game, before: int) -> dict[str, Any]:
        return {
            "events": [event_json(e) for e in game.events[before:]],
            "pending": decision_json(game.pending),
        }

    def start(self, r: dict[str, Any]) -> dict[str, Any]:
        """A new game: ``format`` (a way to play), ``players``, ``seed``; ``teams`` (a closed team
        game), ``deck`` and ``first`` (a stacked shared deck); without ``deck``, a box of the
        game (45 different cards), or with ``repeats`` (default false) random cards that may
        repeat; ``settle`` (default true) answers the setup's decisions from the seed, false
        leaves them to the client (a draft, say)."""
        seed = _field(r, "seed", int, 0)
        format = _field(r, "format", str, TRADITIONAL)
        if format not in FORMATS:
            raise Refused(
                "bad-request", f"{format!r} is not a way to play; known: {', '.join(FORMATS)}", field="format"
            )
        players = _field(r, "players", int, FORMATS[format].players or 2)
        teams = _field(r, "teams", bool, False)
        settle = _field(r, "settle", bool, True)
        repeats = _field(r, "repeats", bool, False)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise Refused(
                "bad-request", f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players", field="players"
            )
        if teams and players != 4:
            raise Refused("bad-request", "team games have four players", field="teams")
        deck = r.get("deck")
        if deck is not None and not (isinstance(deck, list) and all(isinstance(c, str) for c in deck)):
            raise Refused("bad-request", "'deck' is a list of card names, top first", field="deck")
        first = _field(r, "first", str, None) if r.get("first") is not None else None
        try:
            rng = random.Random(seed)
            game = deal(players, rng, teams=teams, deck=deck, first=first, format=format, repeats=repeats)
            if settle:
                settle_setup(game, rng)
        except PositionError as e:
            raise Refused("bad-request", e.message, field=e.field) from None
        self.game = game
        return {"players": list(game.state.players), "format": game.state.format, **self._after(game, 0)}

    def load(self, r: dict[str, Any]) -> dict[str, Any]:
        if "position" not in r:
            raise Refused("bad-request", "give the position to load", field="position")
        try:
            game = load(r["position"])
        except PositionError as e:
            raise Refused("bad-position", e.message, field=f"position.{e.field}") from None
        self.game = game
        return {"pending": decision_json(game.pending)}

    def save(self, r: dict[str, Any]) -> dict[str, Any]:
        return {"position": save(self._game())}

    def pending(self, r: dict[str, Any]) -> dict[str, Any]:
        return {"pending": decision_json(self._game().pending)}

    def plays(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        d = game.pending
        if d is None or d.kind != TURN:
            return {"plays": []}
        return {
            "player": d.player,
            "plays": [
                {"card": card, "name": game.name(card), "from": zone}
                for card, zone in game.legal_plays(d.player)
            ],
        }

    def play(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        player = _field(r, "player", str)
        zone = _field(r, "from", str, HAND)
        if zone not in (HAND, DISCARD):
            raise Refused("bad-request", f"'from' is {HAND!r} or {DISCARD!r}", field="from")
        card = self._card(game, r, player, zone)
        before = len(game.events)
        game.play(player, card, zone)
        return self._after(game, before)

    def pass_turn(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        before = len(game.events)
        game.pass_turn(_field(r, "player", str))
        return self._after(game, before)

    def choose(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        player = _field(r, "player", str)
        answer = r.get("answer")
        d = game.pending
        if isinstance(answer, str) and d is not None:  # words, as the rulings write them
            try:
                answer = parse_answer(d, answer)
            except AnswerError as e:
                raise Refused("bad-request", str(e), field="answer") from None
        if not isinstance(answer, list):
            raise Refused(
                "bad-request",
                "'answer' is a list of option keys or labels (empty for nothing)",
                field="answer",
            )
        if d is None:
            raise Refused("game-over", "the game is over")
        if d.kind == NUMBER:  # numbers are answered as themselves: [2], or "2" in words
            before = len(game.events)
            game.answer(player, answer)
            return self._after(game, before)
        keys, legal = [], d.keys()
        for item in d.match(answer):
            if item in legal:
                keys.append(item)
                continue
            labelled = [o.key for o in d.options if o.label == item]
            if len(labelled) != 1:
                wanted = ", ".join(o.label for o in d.options) or NOTHING
                raise Refused(
                    "bad-request", f"{item!r} is not an option of {d.prompt!r}: {wanted}", field="answer"
                )
            keys.append(labelled[0])
        before = len(game.events)
        game.answer(player, keys)
        return self._after(game, before)

    def values(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        view = game.view
        return {
            "moods": {
                p: [
                    {
                        "card": m.card,
                        "name": view.name(m),
                        "value": view.value(m),
                        "color": view.color(m),
                        "suppressed": view.suppressed(m),
                    }
                    for m in game.state.moods[p]
                ]
                for p in game.state.players
            }
        }

    def scores(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        return {"scores": {p: game.view.score(p) for p in game.state.players}}

    def winner(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        won = [e for e in game.events if isinstance(e, RoundWon)]
        return {
            "round": game.state.round.number,
            "last_round_winners": list(won[-1].winners) if won else None,
            "wins": dict(game.state.wins),
            "game_winners": list(game.state.winners),
        }

    def events(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        since = _field(r, "since", int, 0)
        if since < 0:
            raise Refused("bad-request", "'since' counts events from 0", field="since")
        return {"count": len(game.events), "events": [event_json(e) for e in game.events[since:]]}

    def view(self, r: dict[str, Any]) -> dict[str, Any]:
        """What ``player`` knows of the table (engine.interfaces.player_view); everything without one."""
        game = self._game()
        player = _field(r, "player", str, None)
        if player is not None and player not in game.state.players:
            players = ", ".join(game.state.players)
            raise Refused(
                "bad-request", f"{player!r} is not playing; the players are {players}", field="player"
            )
        return {"view": player_view.view(game, player)}

    def _card(self, game: Game, r: dict[str, Any], player: str, zone: str) -> int:
        card = r.get("card")
        if player not in game.state.players:
            raise Refused("bad-request", f"there is no player {player!r} in this game", field="player")
        where = game.state.hands.get(player, []) if zone == HAND else game.state.discard_pile()
        if isinstance(card, int) and not isinstance(card, bool):
            if card not in game.state.cards:
                raise Refused("bad-request", f"there is no card {card} in this game", field="card")
            return card  # the engine refuses a card that is not where it is played from, naming the rule
        if not isinstance(card, str):
            raise Refused("bad-request", "'card' is a card id or a card name", field="card")
        try:
            name = face(card).name
        except UnknownName as e:
            raise Refused("bad-request", str(e), field="card") from None
        # one in the place it is played from; else any of the game's, which the engine refuses with its rule
        found = [c for c in where if game.name(c) == name] or [
            c for c in game.state.cards if game.name(c) == name
        ]
        if not found:
            raise Refused("bad-request", f"there is no {name} in this game", field="card")
        return found[0]


def _echoable(rid: object) -> bool:
    """An ``id`` that can be sent back as it came: null, a short string, a number in the limits."""
    if rid is None or (isinstance(rid, str) and len(rid) <= strict_json.MAX_STRING):
        return True
    if isinstance(rid, bool) or not isinstance(rid, int | float):
        return False
    return abs(rid) <= strict_json.MAX_INT if isinstance(rid, int) else math.isfinite(rid)


def _field(r: dict[str, Any], name: str, kind: type, default: Any = ...) -> Any:
    if name not in r:
        if default is ...:
            raise Refused("bad-request", f"'{name}' is missing", field=name)
        return default
    value = r[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise Refused("bad-request", f"'{name}' should be a {kind.__name__}", field=name)
    return value
