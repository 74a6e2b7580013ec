"""The test oracle: ask the reference engine what happens, one JSON object per line.

Each request is a JSON object with an ``op`` (and an optional ``id``, echoed back). Each
response is a JSON object: ``{"ok": true, ...}`` or ``{"ok": false, "error": {"code":
..., "message": ..., "rule"?: ..., "field"?: ...}}``. A refused request changes nothing.
The same requests always give the same responses. The operations are listed in ``OPS``;
the site's oracle page documents them with a worked session. Every line gets exactly one
reply, in strict JSON; input past the limits of ``engine.interfaces.strict_json`` (line length,
nesting, number and string size) is refused with a code, in bounded time and memory.

A session is full (a judge's or a test's: every reply tells everything) or scoped to one
seat (``seat`` in ``start`` or ``load``, or ``Oracle(seat=...)`` for a whole session, as
``moodswings oracle --seat``): then every reply holds only what that player may know, by the
engine's model of knowledge (``engine.interfaces.player_view``). Every reply says which:
``"scope": "full"`` or ``"scope": {"seat": "Bob"}``.
"""

from __future__ import annotations

import math
import random
import sys
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from engine.core.answers import NOTHING, AnswerError, parse_answer, split_list
from engine.core.catalog import UnknownName, face
from engine.core.decisions import NUMBER, TABLE, TURN
from engine.core.errors import NotImplementedYet, PositionError, RuleViolation
from engine.core.events import RoundWon
from engine.core.game import DISCARD, HAND, Game
from engine.core.table import MAX_PLAYERS, MIN_PLAYERS
from engine.core.visibility import watchers
from engine.formats import FORMATS, TRADITIONAL
from engine.interfaces import player_view, seat, strict_json
from engine.interfaces.position import beyond_limits, load, save
from engine.interfaces.strict_json import clip
from engine.selfplay.simulate import deal, settle_setup

PROTOCOL = 1
MESSAGE = 500  # characters of an error message at most: input is never echoed back in full
ACTIONS = ("play", "pass", "choose")  # the requests that act for a player


@dataclass
class Refused(Exception):
    """A request the oracle refuses; becomes the ``error`` object of the response (its words
    cut to ``MESSAGE`` characters, quoting a short excerpt of the request at most: ``_told``)."""

    code: str
    message: str
    rule: str | None = None
    field: str | None = None

    def json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.rule:
            out["rule"] = self.rule
        if self.field:
            out["field"] = self.field
        return out


class Oracle:
    """One game at a time, driven by requests; ``seat``: every game of the session is scoped
    to that player (``start`` and ``load`` may not change it)."""

    def __init__(self, seat: str | None = None) -> None:
        self.game: Game | None = None
        self.seat = seat  # whose session it is: None for a full one
        self.locked = seat is not None
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

    def handle(self, request: Any, checked: bool = False) -> dict[str, Any]:
        """The reply to a request (a parsed JSON value); ``checked``: it was read by
        ``strict_json.loads``, which has kept it within the limits already."""
        rid = request.get("id") if isinstance(request, dict) else None
        good_id = _echoable(rid)
        rid = rid if good_id else None
        try:
            if not isinstance(request, dict):
                raise Refused("bad-request", "a request is a JSON object")
            if not good_id:
                raise Refused("bad-request", "'id' is a string or a finite number, within the limits", "id")
            if not checked:
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
        except seat.Unseen as e:  # the seat's rule: one refusal, whatever the name is or is not
            reply = {"ok": False, "error": Refused(seat.UNSEEN, str(e), field=e.field).json()}
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
        if not reply["ok"]:
            reply["error"] = self._told(reply["error"], request)
        reply = {"ok": reply["ok"], "scope": self.scope(), **reply}
        return {"id": rid, **reply} if rid is not None else reply

    def handle_line(self, line: str | bytes | strict_json.Overlong) -> dict[str, Any]:
        """The reply to one line of input: any line, however long or malformed, gets one."""
        try:
            request = strict_json.loads(line)
        except strict_json.Refused as e:
            return {
                "ok": False,
                "scope": self.scope(),
                "error": self._told(Refused(e.code, e.message).json(), None),
            }
        return self.handle(request, checked=True)

    def _told(self, error: dict[str, Any], request: Any) -> dict[str, Any]:
        """A refusal as the reply tells it: quoting no more than a short excerpt of the request
        (``strict_json.guard``); in a seat's session, a refusal of an action relayed for another
        seat says only its code and field (``_neutral``), and a fault in the engine only that
        it is one (its words could name anything the game holds)."""
        if self.seat is not None and error["code"] == "internal":
            return {
                "code": "internal",
                "message": "a fault in the engine (the game is as it was): please report it",
            }
        if self._relayed(request) and error["code"] != seat.UNSEEN:
            return _neutral(error)
        out = {**error, "message": clip(strict_json.guard(error["message"], request), MESSAGE)}
        if "field" in error:
            out["field"] = clip(strict_json.guard(error["field"], request), MESSAGE)
        return out

    def scope(self) -> str | dict[str, str]:
        """Whom the replies are for: ``"full"``, or ``{"seat": <player>}``."""
        return "full" if self.seat is None else {"seat": self.seat}

    def _relayed(self, request: Any) -> bool:
        """An action taken for another seat (or chance) in a seat-scoped session: the table
        relays it, and its refusal is that seat's business (``_neutral``)."""
        return (
            self.seat is not None
            and isinstance(request, dict)
            and request.get("op") in ACTIONS
            and request.get("player") != self.seat
        )

    def serve(self, lines: Iterable[str | bytes | strict_json.Overlong]) -> Iterator[str]:
        """One reply per line, blank lines included (see ``strict_json.lines`` to read a stream)."""
        for line in lines:
            yield strict_json.dumps(self.handle_line(line))

    def serve_stdio(self) -> None:
        """A process's JSON lines: standard input read within the limits (an overlong line
        refused in bounded memory), each reply written to standard output at once."""
        for reply in self.serve(strict_json.lines(sys.stdin.buffer)):
            print(reply, flush=True)

    # -- requests --------------------------------------------------------------------------

    def _game(self) -> Game:
        if self.game is None:
            raise Refused("no-game", "start or load a game first")
        return self.game

    def _after(self, game: Game, before: int) -> dict[str, Any]:
        return {"events": player_view.events(game, self.seat, before), "pending": self._pending(game)}

    def _act(self, game: Game, act: Callable[[], None]) -> dict[str, Any]:
        """Do an action, and reply with what happened. An action that would take a count of the
        game past the oracle's limit on whole numbers (``position.beyond_limits``: a round
        number, say) is refused (``too-big``), and the game is as it was: so no reply ever
        holds a number past the limit, and the game's position always loads again."""
        before = len(game.events)

        def within() -> None:
            act()
            past = beyond_limits(game.state)
            if past is not None:
                raise Refused(strict_json.TOO_BIG, f"the game would go past the oracle's limits: {past}")

        game.atomically(within)
        return self._after(game, before)

    def _pending(self, game: Game) -> dict[str, Any] | None:
        return player_view.pending(game, self.seat)

    def _seat(self, r: dict[str, Any], game: Game) -> str | None:
        """The seat a ``start`` or ``load`` asks for (``seat``), checked against the game's players
        and the session's own seat; the session's seat if it asks for none."""
        seat = _field(r, "seat", str, None) if r.get("seat") is not None else None
        if self.locked and seat not in (None, self.seat):
            raise Refused("bad-request", f"this session is {self.seat}'s seat, not {seat}'s", field="seat")
        seat = seat or (self.seat if self.locked else None)
        if seat is not None and seat not in game.state.players:
            players = ", ".join(game.state.players)
            raise Refused("bad-request", f"{seat!r} is not playing; the players are {players}", field="seat")
        return seat

    def _hidden(self, what: str) -> Refused:
        return Refused(
            "hidden", f"{what}: {self.seat} may not see it (this session is scoped to {self.seat})"
        )

    def _own_turn(self, game: Game, player: str) -> None:
        """A game that is over takes no more actions (``game-over``, whoever acts, whatever the
        action names). In a seat's session, the seat acts only when the game waits for it (a
        refusal that would name another player's decision says only whose it is)."""
        d = game.pending
        if d is None:
            raise Refused("game-over", "the game is over")
        if self.seat is None or player != self.seat:
            return
        if d.player != player and d.player != TABLE:
            raise Refused("illegal", f"the game waits for {d.player} ({d.kind}), not for {player}", d.rule)

    def start(self, r: dict[str, Any]) -> dict[str, Any]:
        """A new game: ``format`` (a way to play), ``players``, ``seed``; ``teams`` (a closed team
        game), ``deck`` and ``first`` (a stacked shared deck); without ``deck``, a box of the
        game (45 different cards), or with ``repeats`` (default false) random cards that may
        repeat; ``settle`` (default true) answers the setup's decisions from the seed, false
        leaves them to the client (a draft, say); ``seat``: a session scoped to that player."""
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
        if first is not None and deck is None:  # the seed deals, and chance picks who goes first
            raise Refused(
                "bad-request",
                "'first' goes with a stacked 'deck'; without one, the setup picks who goes first",
                field="first",
            )
        try:
            rng = random.Random(seed)
            game = deal(players, rng, teams=teams, deck=deck, first=first, format=format, repeats=repeats)
            if settle:
                settle_setup(game, rng)
        except PositionError as e:
            raise Refused("bad-request", e.message, field=e.field) from None
        self.seat = self._seat(r, game)
        self.game = game
        return {"players": list(game.state.players), "format": game.state.format, **self._after(game, 0)}

    def load(self, r: dict[str, Any]) -> dict[str, Any]:
        if "position" not in r:
            raise Refused("bad-request", "give the position to load", field="position")
        if r.get("seat") is not None:
            _field(r, "seat", str)
        try:
            game = load(r["position"])
        except PositionError as e:
            raise Refused("bad-position", e.message, field=f"position.{e.field}") from None
        self.seat = self._seat(r, game)
        self.game = game
        return {"pending": self._pending(game)}

    def save(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        if self.seat is not None:  # a position is the whole table: every hidden card in it
            raise self._hidden("a saved position holds every hidden card; save from a full session")
        return {"position": save(game)}

    def pending(self, r: dict[str, Any]) -> dict[str, Any]:
        return {"pending": self._pending(self._game())}

    def plays(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        d = game.pending
        if d is None or d.kind != TURN:
            return {"plays": []}
        if self.seat is not None and self.seat not in watchers(game.state, ("hand", d.player)):
            raise self._hidden(f"{d.player}'s plays come from their hand")
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
        self._own_turn(game, player)
        card = self._card(game, r, player, zone)
        return self._act(game, lambda: game.play(player, card, zone))

    def pass_turn(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        player = _field(r, "player", str)
        self._own_turn(game, player)
        return self._act(game, lambda: game.pass_turn(player))

    def choose(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        player = _field(r, "player", str)
        self._own_turn(game, player)
        answer = r.get("answer")
        d = game.pending
        assert d is not None  # (_own_turn: the game is not over)
        if self.seat is not None and player != self.seat:
            # the seat's rule: a relayed answer names only what the seat sees, in its own words
            if isinstance(answer, str):
                answer = [] if answer.strip().lower() == NOTHING else split_list(answer)
            if isinstance(answer, list):
                answer = seat.answer(game, self.seat, d, answer)
        if isinstance(answer, str):  # words, as the rulings write them
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
        if d.kind == NUMBER:  # numbers are answered as themselves: [2], or "2" in words
            number = answer
            return self._act(game, lambda: game.answer(player, number))
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
        return self._act(game, lambda: game.answer(player, keys))

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
        return {"count": len(game.events), "events": player_view.events(game, self.seat, since)}

    def view(self, r: dict[str, Any]) -> dict[str, Any]:
        """What ``player`` knows of the table (engine.interfaces.player_view); everything without one."""
        game = self._game()
        player = _field(r, "player", str, None)
        if player is not None and player not in game.state.players:
            players = ", ".join(game.state.players)
            raise Refused(
                "bad-request", f"{player!r} is not playing; the players are {players}", field="player"
            )
        if self.seat is not None and player not in (None, self.seat):
            raise self._hidden(f"{player}'s view")
        return {"view": player_view.view(game, player or self.seat)}

    def _card(self, game: Game, r: dict[str, Any], player: str, zone: str) -> int:
        """The card a ``play`` names, by id or name. In a seat's session the seat names only cards
        it knows of, for itself or for another player (the seat's rule, ``seat.card``)."""
        card = r.get("card")
        if player not in game.state.players:
            raise Refused("bad-request", f"there is no player {player!r} in this game", field="player")
        if isinstance(card, bool) or not isinstance(card, int | str):
            raise Refused("bad-request", "'card' is a card id or a card name", field="card")
        if self.seat is not None:
            if isinstance(card, str):  # by name: the first there that the seat sees, else any it sees
                where = game.state.hands.get(player, []) if zone == HAND else game.state.discard_pile()
                known = player_view.known_cards(game, self.seat)
                here = [c for c in where if c in known and game.name(c) == _printed(card)]
                if here:
                    return here[0]
            return seat.card(game, self.seat, card, "card")
        if isinstance(card, int):
            if card not in game.state.cards:
                raise Refused("bad-request", f"there is no card {card} in this game", field="card")
            return card  # the engine refuses a card that is not where it is played from, naming the rule
        try:
            name = face(card).name
        except UnknownName as e:
            raise Refused("bad-request", str(e), field="card") from None
        # one in the place it is played from; else any of the game's, which the engine refuses with its rule
        where = game.state.hands.get(player, []) if zone == HAND else game.state.discard_pile()
        found = [c for c in where if game.name(c) == name] or [
            c for c in sorted(game.state.cards) if game.name(c) == name
        ]
        if not found:
            raise Refused("bad-request", f"there is no {name} in this game", field="card")
        return found[0]


def _printed(name: str) -> str | None:
    """The printed name a card name stands for, or None for a name that is no card's."""
    try:
        return face(name).name
    except UnknownName:
        return None


def _neutral(error: dict[str, Any]) -> dict[str, Any]:
    """A refusal of another seat's action, as a seat-scoped session tells it: that it was
    refused and which field of the request was wrong, not why (why may be a hidden card)."""
    out = {"code": error["code"], "message": "the action asked for another player was refused"}
    if "field" in error:
        out["field"] = error["field"]
    return out


def _echoable(rid: object) -> bool:
    """An ``id`` that can be sent back as it came: null, a short string, a number in the limits."""
    if rid is None or (
        isinstance(rid, str) and len(rid) <= strict_json.MAX_STRING and strict_json.text_only(rid)
    ):
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
