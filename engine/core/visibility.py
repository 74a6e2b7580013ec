"""Who sees what: what one player knows of the table, and nothing else.

Public: the moods (played face up, rules.taking-a-turn.1) with their values, colors and
suppression; the discard piles; how many cards each hand, deck, draft pile and set of
drafted cards holds; scores, round wins, whose turn it is.

Hidden: the cards in a hand, seen by their player and, in an open team game, by the
partner (variants.open-team.5; never in a closed team, variants.closed-team.5); the decks;
the Winston draft's face-down piles, seen only by the player looking at them
(variants.winston-draft.4, .5); the cards a quick draft discards face down
(variants.quick-draft.4); each drafter's drafted cards.

What a player comes to know is remembered in ``GameState.known``: for a card in a hidden
place, the players who know it is there. A player learns a card by drawing it, looking at
it (a draft pile, the card their open team draws), seeing it revealed to every player (the
setup's bottom card, rules.setup.1; a card revealed from a hand), or seeing it move from a
place they see into a hidden one (a mood put into a hand, a card they give or pass, a card
put into their own hand, a revealed card put under the deck). They know it for as long as
it stays where they saw it go. A shuffle ends it (the deck's order is nobody's to see), and
so does a draw: knowing a card is in the deck is not knowing who draws it. A card that
comes face up is public anyway.

A player's view of the table as JSON (the oracle's ``view``) is
``engine.interfaces.player_view``.
"""

from __future__ import annotations

from engine.core.state import SHARED, GameState
from engine.formats import FORMATS, OPEN

Zone = tuple[str, str]
PUBLIC_KINDS = ("play", "discard", "limbo")


def face_down_discard(state: GameState, key: str) -> bool:
    """A draft's shared discard pile holds the cards discarded face down while drafting
    (variants.quick-draft.4); the discard piles of play are face up."""
    return key == SHARED and FORMATS[state.format].draft is not None


def public(state: GameState, zone: Zone) -> bool:
    kind, key = zone
    if kind == "discard":
        return not face_down_discard(state, key)
    return kind in PUBLIC_KINDS


def partners(state: GameState, player: str) -> list[str]:
    """Who sees this player's hand: the player, and an open team's partner."""
    if state.teams and FORMATS[state.format].exchange == OPEN:
        for team in state.teams:
            if player in team:
                return list(team)
    return [player]


def watchers(state: GameState, zone: Zone) -> set[str]:
    """The players who see what is in a place."""
    kind, key = zone
    if public(state, zone):
        return set(state.players)
    if kind == "hand":
        return set(partners(state, key))
    if kind == "sideboard":
        return {key}
    return set()  # a deck, a draft pile, the face-down discards


def remember(state: GameState, card: int, players: set[str]) -> None:
    if players:
        state.known[card] = [p for p in state.players if p in players]
    else:
        state.known.pop(card, None)


def shown(state: GameState, cards: list[int], players: list[str] | None = None) -> None:
    """Cards shown where they are, to some players (every player if None)."""
    for c in cards:
        remember(state, c, set(state.known.get(c, ())) | set(players or state.players))


def forget(state: GameState, cards: list[int]) -> None:
    """Cards nobody can follow any more (shuffled, or set aside)."""
    for c in cards:
        state.known.pop(c, None)


def moved(state: GameState, card: int, origin: Zone, destination: Zone) -> None:
    """A card went from one place to another: who knows it now."""
    before = set(state.known.pop(card, ()))
    if origin[0] == "deck":
        before = set()  # knowing a card is in the deck is not knowing where: who draws it, sees it
    if not public(state, destination):
        remember(state, card, before | watchers(state, origin) | watchers(state, destination))


def drawn(state: GameState, cards: list[int], player: str) -> None:
    """Cards drawn from a deck into a player's hand: ``moved`` for each, the hand's watchers
    found once (knowing a card is in the deck is not knowing who draws it)."""
    who = watchers(state, ("hand", player))
    for c in cards:
        remember(state, c, who)
