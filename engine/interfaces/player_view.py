"""What one player knows of the game, as JSON: the oracle's ``view``, a seat's replies, the
steps' checks.

Who sees what is a rule (``engine.core.visibility``); this is its picture as data: each
hidden place shows how many cards it holds and the cards the viewer knows there
(``view``); the pending decision shows its options only to whoever decides
(``pending``); the play-by-play shows an event whole to the players who saw what it names,
and to the others with the hidden cards left out (``event_json``): "Alice draws a card".
``known_cards`` is every card the viewer may be told of now. Every function takes
``viewer=None`` for the whole game, as a judge sees it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core.decisions import CHANCE, TABLE
from engine.core.events import Chose, Drafted, Drew, Event, Looked, Moved
from engine.core.game import Game
from engine.core.state import GameState
from engine.core.visibility import Zone, knowers, places, watchers
from engine.interfaces.codec import encode
from engine.interfaces.position import decision_json
from engine.interfaces.strict_json import MAX_STRING, clip

# What anyone may see of a decision asked of another player: who decides, what kind of
# thing, under which rule, and how many; never its prompt or options (either may name
# hidden cards: the cards of a hand, a draft pile, a card on its way into play).
PUBLIC_DECISION = ("player", "kind", "rule", "min", "max")


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
    seen = sorted((c for c in cards if viewer in knowers(s, c, zone)), key=lambda c: (game.name(c), c))
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
        "turn": s.whose_turn,
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
    out["pending"] = pending(game, viewer)
    return out


def pending(game: Game, viewer: str | None = None) -> dict[str, Any] | None:
    """The decision the game waits for, as ``viewer`` may see it: whole when it is theirs (or
    the table's), else only its public part (``PUBLIC_DECISION``, and what asks it: the rules'
    question, or the card, if the viewer knows that card; a card on its way into play is
    still in its player's hand when it asks how to be played)."""
    d = game.pending
    whole = decision_json(d)
    if whole is None or viewer is None or whole["player"] in (viewer, TABLE):
        return whole
    out = {key: whole[key] for key in PUBLIC_DECISION if key in whole}
    asks = whole.get("asks")
    if isinstance(asks, dict) and ("card" not in asks or asks["card"] in known_cards(game, viewer)):
        out["asks"] = asks
    return out


def known_cards(game: Game, viewer: str | None = None) -> set[int]:
    """Every card the viewer may be told of now: the public places (moods, face-up discard
    piles, a card being played), the places they see, and the cards they know in the others."""
    s = game.state
    if viewer is None:
        return set(s.cards)
    out = {m.card for moods in s.moods.values() for m in moods} | game.being_played
    for zone, cards in places(s):
        if _sees(s, viewer, zone):
            out.update(cards)
        else:
            out.update(c for c in cards if viewer in knowers(s, c, zone))
    return out


# -- the play-by-play ------------------------------------------------------------------------


def event_json(event: Event, viewer: str | None = None) -> dict[str, Any]:
    """An event as JSON: whole, or as a player who did not see the hidden cards it names
    sees it (those cards left out, ``hidden`` true, the sentence said without them)."""
    whole = {"type": type(event).__name__, "text": _sentence(event), **encode(event)}
    if viewer is None or event.witnesses is None or viewer in event.witnesses:
        return whole
    hide = _HIDDEN.get(type(event))
    if hide is None:  # an event of a kind not written for here: nothing but its kind
        return {
            "type": whole["type"],
            "text": "Something happens that only some players see.",
            "hidden": True,
        }
    text, left_out = hide(event)
    return {**whole, **{key: None for key in left_out}, "text": text, "hidden": True}


def _sentence(event: Event) -> str:
    """An event's sentence, within the oracle's limit on a string (``strict_json.MAX_STRING``):
    a choice of a long list (a shuffle of a deck for eight) is cut short, the list itself whole
    in the event's ``answer``."""
    text = str(event)
    return text if len(text) <= MAX_STRING else clip(text, MAX_STRING - 40)


def events(game: Game, viewer: str | None = None, since: int = 0) -> list[dict[str, Any]]:
    """The play-by-play from event ``since`` on, as ``viewer`` saw it."""
    return [event_json(e, viewer) for e in game.events[since:]]


def _drew(e: Drew) -> tuple[str, tuple[str, ...]]:
    return f"{e.player} draws a card ({e.cause}).", ("card", "name")


def _moved(e: Moved) -> tuple[str, tuple[str, ...]]:
    return f"A card goes from {e.origin} to {e.destination} ({e.cause}).", ("card", "name")


def _chose(e: Chose) -> tuple[str, tuple[str, ...]]:
    who = "Chance" if e.player == CHANCE else e.player
    what = "a random choice" if e.player == CHANCE else "a choice"
    return f"{who} makes {what} ({len(e.answer)} chosen).", ("prompt", "answer")


def _looked(e: Looked) -> tuple[str, tuple[str, ...]]:
    return f"{e.player} looks at {e.what} ({_cards(len(e.cards))}).", ("names", "cards")


def _drafted(e: Drafted) -> tuple[str, tuple[str, ...]]:
    return f"{e.player} drafts {e.what} ({_cards(len(e.names))}).", ("names",)


def _cards(n: int) -> str:
    return f"{n} card{'' if n == 1 else 's'}"


_HIDDEN: dict[type, Callable[[Any], tuple[str, tuple[str, ...]]]] = {
    Drew: _drew,
    Moved: _moved,
    Chose: _chose,
    Looked: _looked,
    Drafted: _drafted,
}
