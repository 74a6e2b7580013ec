"""What one player knows of the table, as JSON: the oracle's ``view`` and the steps' checks.

Who sees what is a rule (``engine.core.visibility``); this is its picture as data: each
hidden place shows how many cards it holds and the cards the viewer knows there; the
pending decision shows its options only to whoever decides.
"""

from __future__ import annotations

from typing import Any

from engine.core.decisions import TABLE
from engine.core.game import Game
from engine.core.state import GameState
from engine.core.visibility import Zone, watchers
from engine.interfaces.position import decision_json


def _card(game: Game, card: int) -> dict[str, Any]:
    return {"card": card, "name": game.name(card)}


def _sees(state: GameState, viewer: str | None, zone: Zone) -> bool:
    return viewer is None or viewer in watchers(state, zone)


def _place(game: Game, viewer: str | None, zone: Zone, cards: list[int]) -> dict[str, Any]:
    """A hidden place as the viewer sees it: how many cards, and those the viewer knows."""
    s = game.state
    whole = _sees(s, viewer, zone)
    if whole:
        return {"count": len(cards), "open": True, "cards": [_card(game, c) for c in cards]}
    # Cards known in a place the viewer does not see, in an order that tells nothing more
    # (not where in the deck they are).
    seen = sorted((c for c in cards if viewer in s.known.get(c, ())), key=lambda c: (game.name(c), c))
    return {"count": len(cards), "open": False, "cards": [_card(game, c) for c in seen]}


def view(game: Game, viewer: str | None = None) -> dict[str, Any]:
    """What ``viewer`` knows of the table, as JSON; everything when ``viewer`` is None."""
    s, v = game.state, game.view
    if viewer is not None and viewer not in s.players:
        raise ValueError(f"{viewer!r} is not playing; the players are {', '.join(s.players)}")
    out: dict[str, Any] = {
        "player": viewer,
        "players": list(s.players),
        "teams": [list(t) for t in s.teams] if s.teams else None,
        "format": s.format,
        "round": s.round.number,
        "turn": s.turn.player,
        "hands": {p: _place(game, viewer, ("hand", p), s.hands.get(p, [])) for p in s.players},
        "moods": {
            p: [
                {
                    **_card(game, m.card),
                    "value": v.value(m),
                    "color": v.color(m),
                    "suppressed": v.suppressed(m),
                }
                for m in s.moods.get(p, [])
            ]
            for p in s.players
        },
        "discard_piles": {
            key or "shared": _place(game, viewer, ("discard", key), pile) for key, pile in s.discards.items()
        },
        "decks": {
            key or "shared": _place(game, viewer, ("deck", key), deck) for key, deck in s.decks.items()
        },
        "scores": {p: v.score(p) for p in s.players},
        "wins": dict(s.wins),
    }
    if s.piles:
        out["draft_piles"] = {k: _place(game, viewer, ("pile", k), pile) for k, pile in s.piles.items()}
    if any(s.sideboards.values()):
        out["drafted"] = {p: _place(game, viewer, ("sideboard", p), c) for p, c in s.sideboards.items()}
    d = game.pending
    if d is None or viewer is None or d.player in (viewer, TABLE):
        out["pending"] = decision_json(d)
    else:  # another player's decision: whose it is, not its options (they may be hidden cards)
        out["pending"] = {"player": d.player, "kind": d.kind, "rule": d.rule}
    return out
