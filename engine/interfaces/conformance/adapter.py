"""The adapter protocol, and the reference adapter: our engine behind it.

An engine under test is a program that reads one JSON request per line on standard input
and writes one JSON reply per line on standard output, in order. The protocol is the
oracle's (``engine.interfaces.oracle``), cut down to what a vector needs, plus two requests:

- ``load`` {position}: the game is now at this position;
- ``setup`` {}: the loaded table holds a new game's cards in its deck(s): check them and
  start the game (shuffle, deal, choose who goes first: as decisions);
- ``play`` {player, card, from}, ``pass`` {player}, ``choose`` {player, answer}: act;
- ``observe`` {}: what the table is now (``observation``).

Every reply is ``{"ok": true, ...}`` or ``{"ok": false, "error": {"code", "message",
"rule"?}}``; a refused action changes nothing, and an illegal one names the rule (a
source id). The site's conformance page specifies each request and reply field.
"""

from __future__ import annotations

import sys
from typing import Any

from engine.core.catalog import face
from engine.core.decisions import NUMBER
from engine.core.events import (
    BottomCardRevealed,
    Drafted,
    Drew,
    GameWon,
    Looked,
    MatchWon,
    Revealed,
    RoundWon,
    Scored,
)
from engine.core.game import DISCARD, HAND, Game
from engine.core.permissions import open_permissions
from engine.core.state import GameState
from engine.core.table import Table
from engine.interfaces.codec import decode
from engine.interfaces.oracle import Oracle, Refused
from engine.interfaces.player_view import view
from engine.interfaces.position import decision_json

OPS = ("load", "setup", "play", "pass", "choose", "observe")


def observation(game: Game) -> dict[str, Any]:
    """The table as the protocol's ``observe`` shows it (see the site's conformance page)."""
    s, view = game.state, game.view
    d = game.pending
    turn_player = s.turn.player
    return {
        "pending": decision_json(d),
        "turn": {
            "player": turn_player,
            "plays": s.turn.plays,
            "may_play_more": bool(open_permissions(view, s.turn)),
        },
        "round": {"number": s.round.number, "first": s.round.order[0]},
        "plays": [
            {"card": c, "from": z} for c, z in (game.legal_plays(turn_player) if not s.winners else [])
        ],
        "moods": {
            p: [
                {
                    "card": m.card,
                    "value": view.value(m),
                    "color": view.color(m),
                    "suppressed": view.suppressed(m),
                    "copy_of": m.copy_of,
                }
                for m in s.moods[p]
            ]
            for p in s.players
        },
        "hands": {p: list(s.hands[p]) for p in s.players},
        "decks": {k: list(v) for k, v in s.decks.items()},
        "discards": {k: list(v) for k, v in s.discards.items()},
        "sideboards": {k: list(v) for k, v in s.sideboards.items()},
        "colors": {str(c): game.color_of(c) for c in sorted(s.cards)},
        "scores": {p: view.score(p) for p in s.players},
        "wins": dict(s.wins),
        "match_wins": dict(s.match_wins),
        "winners": list(s.winners),
        "log": log(game),
        "views": {p: hidden_places(game, p) for p in s.players},
    }


HIDDEN = ("hands", "decks", "draft_piles", "drafted")


def hidden_places(game: Game, player: str) -> dict[str, dict[str, Any]]:
    """The hidden places as this player knows them (``engine.core.visibility``): for each, how many
    cards it holds, whether the player sees it whole, and the cards they know are there."""
    seen = view(game, player)
    return {
        section: {
            ("" if key == "shared" else key): {
                "count": place["count"],
                "open": place["open"],
                "cards": [c["card"] for c in place["cards"]],
            }
            for key, place in seen.get(section, {}).items()
        }
        for section in HIDDEN
    }


def log(game: Game) -> dict[str, list[Any]]:
    """What has happened since the position was loaded, as facts."""
    out: dict[str, list[Any]] = {
        k: []
        for k in (
            "scored",
            "round_winners",
            "game_winners",
            "match_winners",
            "drew",
            "looked",
            "revealed",
            "bottom_revealed",
            "drafted",
        )
    }
    for e in game.events:
        if isinstance(e, Scored):
            out["scored"].append({"player": e.player, "score": e.score})
        elif isinstance(e, RoundWon):
            out["round_winners"].append(sorted(e.winners))
        elif isinstance(e, GameWon):
            out["game_winners"].append(sorted(e.winners))
        elif isinstance(e, MatchWon):
            out["match_winners"].append(sorted(e.winners))
        elif isinstance(e, Drew):
            out["drew"].append({"player": e.player, "card": e.card})
        elif isinstance(e, Looked):
            out["looked"].append({"player": e.player, "faces": sorted(face(n).slug for n in e.names)})
        elif isinstance(e, Revealed):
            out["revealed"].append({"player": e.player, "card": e.card})
        elif isinstance(e, BottomCardRevealed):
            out["bottom_revealed"].append(e.card)
        elif isinstance(e, Drafted):
            out["drafted"].append({"player": e.player, "faces": sorted(face(n).slug for n in e.names)})
    return out


class ReferenceAdapter(Oracle):
    """Our engine, speaking the adapter protocol: the oracle with ``setup`` and ``observe``."""

    def __init__(self) -> None:
        super().__init__()
        self.ops = {op: self.ops[op] for op in OPS if op in self.ops}
        self.ops.update(setup=self.setup, observe=self.observe)
        self._loaded: GameState | None = None

    def load(self, r: dict[str, Any]) -> dict[str, Any]:
        reply = super().load(r)
        self._loaded = decode(GameState, r["position"]["state"], "position.state")
        return reply

    def setup(self, r: dict[str, Any]) -> dict[str, Any]:
        if self._loaded is None:
            raise Refused("no-game", "load a position first")
        game = Game(self._loaded.copy())
        Table.around(game).set_up()  # a refusal names the rule and changes nothing
        self.game = game
        return {}

    def play(self, r: dict[str, Any]) -> dict[str, Any]:
        """A card by its id, wherever it is: a card not in the hand (or the discard pile) is
        an illegal play, refused by the engine naming its rule."""
        game = self._game()
        card = r.get("card")
        if not isinstance(card, int) or isinstance(card, bool) or card not in game.state.cards:
            raise Refused("bad-request", "'card' is the id of a card in the position", field="card")
        zone = r.get("from", HAND)
        if zone not in (HAND, DISCARD):
            raise Refused("bad-request", f"'from' is {HAND!r} or {DISCARD!r}", field="from")
        game.play(_player(r), card, zone)
        return {}

    def choose(self, r: dict[str, Any]) -> dict[str, Any]:
        """The oracle's ``choose``; a number decision's answer is the numbers themselves."""
        d = self._game().pending
        answer = r.get("answer")
        if d is None or d.kind != NUMBER or not isinstance(answer, list):
            return super().choose(r)
        self._game().answer(_player(r), answer)
        return {}

    def observe(self, r: dict[str, Any]) -> dict[str, Any]:
        return observation(self._game())

    def _after(self, game: Game, before: int) -> dict[str, Any]:
        return {}  # the protocol's actions answer {"ok": true}; ``observe`` shows the rest


def _player(r: dict[str, Any]) -> str:
    player = r.get("player")
    if not isinstance(player, str):
        raise Refused("bad-request", "'player' is a player's name", field="player")
    return player


def main() -> int:
    adapter = ReferenceAdapter()
    for reply in adapter.serve(sys.stdin):
        print(reply, flush=True)
    return 0
