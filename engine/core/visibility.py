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
it (a draft pile, the card their open team draws, their own deck while they build it or
sideboard), seeing it revealed to every player (the setup's bottom card, rules.setup.1; a
card revealed from a hand), or seeing it move from a place they see into a hidden one (a
mood put into a hand, a card they give or pass, a card put into their own hand, a revealed
card put under the deck). A card that comes face up is public anyway.

They know it for as long as they can follow it (``moved``). A player who knew a card keeps
knowing it when it moves only if they can tell that it is the card that moved: it left a
public place, it was revealed as it moved, or every card of its hidden place went (a whole
hand passed on). A card picked unseen from a hidden place (a secret choice: a card put
under the deck, given or passed from a hand; a draft's keep) is known where it goes only
to whoever sees the place it left or the place it went; and a player who knew some of the
cards of that place, and does not see where every picked card went, can no longer tell
which of them stayed, so forgets them all (features/interactions/hidden-cards.feature).

A shuffle ends what anyone knew of the deck's order, not of the cards it holds: the cards
shuffled are remembered as such (``GameState.shuffled``), and who knew one was in the deck
still knows it is there (a drafter their own deck, built from what they drafted; a player who
saw a Winston pile taken, those cards in the taker's deck). Who knows a card's place in the
deck (it went under the deck since: the deck is drawn from the top, added to only at the
bottom, its size never hidden: reference ruling in features/interactions/hidden-cards.feature)
sees who draws it: a draw of it changes nothing of what is remembered, the drawer (and an open
partner) seeing it in the hand (``knowers``). A draw from among shuffled cards is a card picked
unseen: whoever does not see the drawer's hand can no longer tell which of the shuffled cards
they knew is still in the deck, so forgets them all (``drawn``); the drawer, who sees the card,
forgets nothing.

Events name cards too: an event that names a hidden card records who saw it
(``engine.core.events.seen_only_by``), for a player's play-by-play.

A player's view of the table as JSON (the oracle's ``view``) is
``engine.interfaces.player_view``.
"""

from __future__ import annotations

from collections.abc import Iterator

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
    """Cards shown where they are, to some players (every player if None). A card shown to
    every player in a deck (the bottom card, at the setup) has a place there everyone knows."""
    for c in cards:
        remember(state, c, set(state.known.get(c, ())) | set(players or state.players))
    if state.shuffled and (players is None or set(players) >= set(state.players)):
        state.shuffled = [c for c in state.shuffled if c not in set(cards)]


def forget(state: GameState, cards: list[int]) -> None:
    """Cards nobody can follow any more (set aside)."""
    gone = set(cards)
    for c in gone:
        state.known.pop(c, None)
    state.shuffled = [c for c in state.shuffled if c not in gone]


def mixed(state: GameState, cards: list[int]) -> None:
    """Cards went into a deck in an order nobody saw (a random order made face down): who knew
    them still knows they are in it, not where."""
    state.shuffled = sorted(set(state.shuffled) | set(cards))


def deck_shuffled(state: GameState, key: str) -> None:
    """A deck was shuffled: nobody knows where any of its cards is in it (who knew that a card
    is in it still does)."""
    mixed(state, state.decks[key])


def drawn(state: GameState, key: str, player: str, card: int) -> None:
    """``player`` drew ``card`` from the top of deck ``key`` (it is in their hand now). Drawn from
    among shuffled cards, it could have been any of them: who does not see that hand forgets
    the shuffled cards of that deck they knew, the drawn one too (unless it was the last one)."""
    if card not in state.shuffled:
        return  # its place was known: whoever knew it there knows it is in that hand
    state.shuffled.remove(card)
    unsure = [c for c in state.decks[key] if c in state.shuffled]
    if not unsure:
        return
    sees = watchers(state, ("hand", player))
    for c in [card, *unsure]:
        if c in state.known:
            remember(state, c, set(state.known[c]) & sees)


def out_of_play(state: GameState) -> dict[str, dict[str, list[int]]]:
    """The places a card can be when it is not a mood, by kind, then by whose they are."""
    return {
        "hand": state.hands,
        "deck": state.decks,
        "discard": state.discards,
        "sideboard": state.sideboards,
        "pile": state.piles,
    }


def place(state: GameState, zone: Zone) -> list[int]:
    """The cards in a hidden place (one a card is in, or has just left)."""
    kind, key = zone
    return out_of_play(state)[kind][key]


def places(state: GameState) -> Iterator[tuple[Zone, list[int]]]:
    """Every place a card can be when it is not a mood, with the cards in it."""
    for kind, where in out_of_play(state).items():
        for key, cards in where.items():
            yield (kind, key), cards


def hidden_places(state: GameState) -> Iterator[tuple[Zone, list[int]]]:
    """Every hidden place, with the cards in it."""
    for zone, cards in places(state):
        if not public(state, zone):
            yield zone, cards


def marked(state: GameState, card: int, zone: Zone) -> bool:
    """In duel play, a card in a player's hand that the other player owns lies marked in
    front of its holder, known to both players (variants.duel-play.7 and .8)."""
    kind, key = zone
    owner = state.cards[card].owner
    return kind == "hand" and FORMATS[state.format].own_decks and owner not in (SHARED, key)


def knowers(state: GameState, card: int, zone: Zone) -> set[str]:
    """The players who know that this card is in this place."""
    if marked(state, card, zone):
        return set(state.players)
    return watchers(state, zone) | set(state.known.get(card, ()))


def moved(state: GameState, moves: list[tuple[int, Zone, Zone]], openly: bool) -> None:
    """Cards went from their places to others, all at the same time (each already where it
    went): who knows each card now, and what is left of what players knew of the places
    they left. ``openly``: every player saw which cards moved (they were revealed)."""
    leaving: dict[Zone, list[tuple[int, Zone]]] = {}
    for card, origin, destination in moves:
        leaving.setdefault(origin, []).append((card, destination))
    if state.shuffled:  # a card that leaves a deck is no longer shuffled in it
        gone = {card for card, origin, _ in moves if origin[0] == "deck"}
        state.shuffled = [c for c in state.shuffled if c not in gone]
    arrived = {card for card, _, _ in moves}
    for origin, group in leaving.items():
        # Every player saw which cards went when they were shown or left a public place; else
        # ``left`` is what stayed in the hidden place the others were picked from unseen.
        seen_going = openly or public(state, origin)
        left = [] if seen_going else [c for c in place(state, origin) if c not in arrived]
        # Those who knew a card can tell it is the one that moved when it was seen going or
        # left with every card of its place (a whole hand passed on; a drafter builds and
        # sideboards their deck in secret, always keeping some of it; cards drawn from its
        # top are not moves: Verbs.draw). A marked card (duel play) is seen by both players
        # wherever it goes from a hand or comes to one.
        followed = seen_going or not left
        for card, destination in group:
            before = set(state.known.pop(card, ()))
            if marked(state, card, origin) or marked(state, card, destination):
                before = set(state.players)
            elif not followed:
                before = set()
            if not public(state, destination):
                remember(state, card, before | watchers(state, origin) | watchers(state, destination))
        if not left or all(marked(state, c, origin) for c, _ in group):
            continue
        # Some of a hidden place's cards were picked unseen: which of the cards known there
        # stayed, only those who see the place, or see where every picked card went, can tell.
        tell = watchers(state, origin) | set.intersection(*(watchers(state, d) for _, d in group))
        for card in left:
            if card in state.known and not marked(state, card, origin):
                remember(state, card, set(state.known[card]) & tell)
