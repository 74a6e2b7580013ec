"""The seat's rule: in a session scoped to one seat, what the seat may name is checked against
what it sees, before the game checks what is legal.

A seat's session relays actions for the other players and for chance, as a table would: the
seat's program passes on another player's play or answer. Were such a request checked by the
game first, its refusal would tell the seat about cards it cannot see. An answer naming a card
that is among another player's hidden options would be taken or refused as illegal, one naming
a card that is not would be refused as no option, and a card outside the game as unknown: three
replies that tell a hand apart, card by card.

So every name in a request the seat makes is first read against the seat's own knowledge
(``engine.interfaces.player_view.known_cards``, by the model of ``engine.core.visibility``):

- a card, by id or by name, must be one the seat may be told of now; by name, it is read as the
  seat's own known card of that name (never looked up among the options or the hidden places);
- any other word of an answer must be of the game's public vocabulary: a player of the game, a
  color, a published option key, the name of an "after scoring" effect, a source id;
- a number is a number only where the decision asks for one (its kind is public).

Anything else is refused with one error, ``unseen``, whose message and field depend only on the
request and the seat (``UNSEEN``): the same whether the name is in the game or not, among the
options or not, and the game is unchanged. Only what passes is handed to the game, whose own
refusals then concern names the seat sees, which it could have judged itself.
"""

from __future__ import annotations

import re
from functools import cache
from importlib import resources
from typing import Any

from engine.core.behaviour import after_scoring_effects
from engine.core.catalog import COLORS, UnknownName, face
from engine.core.decisions import NUMBER, OPTION_KEYS, Decision
from engine.core.game import Game
from engine.interfaces.player_view import known_cards

UNSEEN = "unseen"
NUMERAL = re.compile(r"-?[0-9]{1,16}")  # a number in words, as ``parse_answer`` reads one


class Unseen(Exception):
    """A request that names something its seat does not see: ``field`` is the request's field
    (never the name itself, which the seat sent and the reply does not echo)."""

    def __init__(self, seat: str, field: str) -> None:
        super().__init__(f"{field} names a card, an option or a place that {seat} does not see")
        self.seat, self.field = seat, field


# What else an "after scoring" effect's option key says, by these names (the conformance kit
# publishes them: engine.interfaces.conformance.items): to whom a mood goes back, with whom
# scores swap.
EFFECT_DATA = ("to", "opponent")


@cache
def _vocabulary() -> frozenset[str]:
    """The words of the rules any seat may say: colors, published option keys, the names of
    the "after scoring" effects and of what else their keys say, the source ids (a permission
    granted by a rule is named so)."""
    ids = resources.files("engine").joinpath("data/source-ids.txt").read_text("utf-8").split()
    words = set(COLORS) | after_scoring_effects() | set(EFFECT_DATA) | set(ids)
    for keys in OPTION_KEYS.values():
        words |= set(keys)
    return frozenset(words)


def public_words(game: Game) -> frozenset[str]:
    """The words any seat may use in an answer: the players of the game, and the rules' words."""
    return _vocabulary() | frozenset(game.state.players)


def card(game: Game, seat: str, ref: object, field: str, known: set[int] | None = None) -> int:
    """The card a seat names by id or name, read among the cards the seat may be told of
    (``known``, if already read; the first of that name, by id); ``Unseen`` for any other."""
    known = known_cards(game, seat) if known is None else known
    if isinstance(ref, int) and not isinstance(ref, bool):
        if ref in known:
            return ref
        raise Unseen(seat, field)
    if isinstance(ref, str):
        try:
            name = face(ref).name
        except UnknownName:
            raise Unseen(seat, field) from None
        found = sorted(c for c in known if game.name(c) == name)
        if found:
            return found[0]
    raise Unseen(seat, field)


def answer(game: Game, seat: str, decision: Decision, items: list[Any]) -> list[Any]:
    """A relayed answer (a list of option keys or card names), read in the seat's words: each
    card as the seat's known card, each other word public, each number where a number is asked
    (as a number, or in words: ``"2"``). The decision is read only for what the seat sees of
    it (its kind)."""
    words = public_words(game)
    known = known_cards(game, seat)

    def read(item: Any) -> Any:
        if isinstance(item, list):
            return [read(i) for i in item]
        if isinstance(item, bool) or item is None:
            raise Unseen(seat, "answer")
        if isinstance(item, int):
            return item if decision.kind == NUMBER else card(game, seat, item, "answer", known)
        if isinstance(item, str):
            if decision.kind == NUMBER and NUMERAL.fullmatch(item):
                return int(item)
            if item in words:
                return item
            return card(game, seat, item, "answer", known)
        raise Unseen(seat, "answer")

    return [read(i) for i in items]
