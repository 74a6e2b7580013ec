"""The promises a table keeps at every moment, each broken one named with its field.

One list, read by the two places that must agree on what a table can be: random self-play
checks it after every event (``engine.selfplay.invariants``), and ``load`` checks it of a
position (``engine.interfaces.position``), so that a position that loads is a table the
engine itself could be at, and one it can go on from.

- every card is in exactly one place (a hand, in play, a deck, a discard pile, a
  sideboard, a draft pile, or on its way into play);
- the piles belong to the table: the decks and the discard piles are the shared ones (key
  ``""``), or one for each player in duel play and in a draft once drafted (a draft is
  drafted in the setup, round 0, before its first round: its table before the setup holds
  every card in the shared deck), and a sideboard is a player's, every drafter having
  one once the draft is over; while a Winston draft goes on, its three piles are there;
  a card's owner is the key of a deck and a discard pile, where it goes back;
- only cards in hidden places are remembered as known, each by some players, and only by
  players, and only cards in a deck as shuffled there (``engine.core.visibility``);
- partners in a team game have won the same rounds (and games): they win together;
- a value an effect gave a mood is a die's value: 0 to ``MAX_DIE``, the highest die;
- every value and score is a non-negative whole number, and a score is its moods' values
  plus their extra scorings; once the game is waiting for a decision (``settled``), the
  game's own values are those read again from a fresh look at the table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from engine.core.catalog import faces
from engine.core.game import Game
from engine.core.state import SHARED
from engine.core.view import View
from engine.core.visibility import public
from engine.formats import FORMATS
from engine.formats.drafting import PILES

MAX_DIE = max(max(f.top_right, f.lower_left or 0) for f in faces().values())


@dataclass(frozen=True)
class Breach:
    """A promise the table does not keep: the position field it is about, and what is wrong."""

    field: str
    what: str


def where_every_card_is(game: Game) -> Counter[int]:
    """Each card id, counted once per place it is found in."""
    s = game.state
    places = Counter[int]()
    for hand in s.hands.values():
        places.update(hand)
    places.update(m.card for m in s.all_moods())
    places.update(s.deck_cards())
    places.update(s.discard_pile())
    places.update(game.being_played)
    for cards in [*s.sideboards.values(), *s.piles.values()]:
        places.update(cards)
    return places


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def first_breach(game: Game, settled: bool = False) -> Breach | None:
    """The first promise the game's table does not keep, or None."""
    return next(breaches(game, settled), None)


def breaches(game: Game, settled: bool = False) -> Iterator[Breach]:
    """Every promise the game's table does not keep, cheapest first."""
    places = where_every_card_is(game)
    yield from _places(game, places)
    yield from _knowledge(game, places)
    yield from _wins(game)
    yield from _values(game, settled)


def _places(game: Game, places: Counter[int]) -> Iterator[Breach]:
    s = game.state
    lost = sorted(set(s.cards) - set(places))
    doubled = sorted(c for c, n in places.items() if n > 1)
    strays = sorted(set(places) - set(s.cards))
    if lost or doubled or strays:
        yield Breach("state.cards", f"cards lost {lost}, in two places {doubled}, unknown {strays}")
    fmt = FORMATS[s.format]
    # a draft's cards are shared until drafted: before the draft (every card in the deck, as
    # a new game's table is), and while drafting (round 0, the setup)
    unused = len(s.decks.get(SHARED, ())) == len(s.cards) and not any(s.wins.values())
    drafting = fmt.draft is not None and (s.round.number == 0 or unused)
    for name in ("decks", "discards"):
        keys = set(getattr(s, name))
        if fmt.own_decks and keys != set(s.players) and not (drafting and keys == {SHARED}):
            whose = "the shared one before and while drafting (round 0), then " if fmt.draft else ""
            yield Breach(f"state.{name}", f"in {fmt.a}, {whose}one for each player (round {s.round.number})")
        elif not fmt.own_decks and keys != {SHARED}:
            yield Breach(f"state.{name}", f'in {fmt.a}, the shared one only (key "")')
    if set(s.decks) != set(s.discards):
        yield Breach("state.discards", "a discard pile for each deck: the shared ones, or each player's")
    for key in s.sideboards:
        if key not in s.players:
            yield Breach(f"state.sideboards.{key or chr(34) * 2}", "a sideboard is a player's")
    if fmt.draft is not None and set(s.decks) == set(s.players) and set(s.sideboards) != set(s.players):
        yield Breach(
            "state.sideboards", "once the draft is over, each drafter has a sideboard (it may be empty)"
        )
    if s.piles and set(s.piles) != set(PILES):
        yield Breach(
            "state.piles",
            f"while a Winston draft goes on, its piles are {', '.join(PILES)} (each may be empty)",
        )
    for cid, card in s.cards.items():
        if card.owner not in s.decks or card.owner not in s.discards:
            shared = ' ("": the shared deck)' if SHARED in s.decks else ""
            yield Breach(
                f"state.cards.{cid}.owner",
                f"is {card.owner!r}: a card's owner is the key of a deck{shared}, where it goes back",
            )


def _knowledge(game: Game, places: Counter[int]) -> Iterator[Breach]:
    s = game.state
    for c, who in s.known.items():
        if c not in places or c not in s.cards:
            yield Breach(f"state.known.{c}", f"card {c} is remembered as hidden, but it is in no place")
        elif c in game.being_played or public(s, game.locate(c)):
            yield Breach(f"state.known.{c}", f"card {c} is remembered as hidden, but it is face up")
        if not who or set(who) - set(s.players):
            yield Breach(f"state.known.{c}", f"card {c} is known to {who}: to some players, and only players")
    in_decks = set(s.deck_cards())
    for i, c in enumerate(s.shuffled):
        if c not in in_decks:
            yield Breach(
                f"state.shuffled[{i}]", f"card {c} is remembered as shuffled in a deck, but it is in none"
            )


def _wins(game: Game) -> Iterator[Breach]:
    s = game.state
    for team in s.teams or []:
        for name in ("wins", "match_wins"):
            if len({getattr(s, name).get(p, 0) for p in team}) > 1:
                together = f"{' and '.join(team)} are a team, and win together: the same count for both"
                yield Breach(f"state.{name}.{team[-1]}", together)


def _values(game: Game, settled: bool) -> Iterator[Breach]:
    s = game.state
    fresh = View(s)  # the game's own view is read again after each verb, not each event
    for p, moods in s.moods.items():
        for i, m in enumerate(moods):
            if m.set_value is not None and not 0 <= m.set_value <= MAX_DIE:
                yield Breach(
                    f"state.moods.{p}[{i}].set_value",
                    f"is {m.set_value}: a value an effect gives a mood is a die's, 0 to {MAX_DIE}",
                )
    for m in fresh.moods:
        value = fresh.value(m)
        if not _whole(value):
            yield Breach(f"state.moods.{m.controller}", f"{fresh.name(m)}'s value is {value!r}")
        elif settled and game.view.value(m) != value:
            again = f"{fresh.name(m)}'s value is {game.view.value(m)}, read again {value}"
            yield Breach(f"state.moods.{m.controller}", again)
    for p in s.players:
        score = fresh.score(p)
        total = sum(fresh.value(m) for m in s.moods[p])
        total += sum(fresh.value(m) * times for m, times in fresh.extra_scorings(p))
        if not _whole(score) or score != total:
            yield Breach(f"state.moods.{p}", f"{p}'s score is {score!r}, their moods add up to {total}")
        elif settled and game.view.score(p) != score:
            yield Breach(f"state.moods.{p}", f"{p}'s score is {game.view.score(p)}, read again {score}")
