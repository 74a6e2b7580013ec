"""The Try it table a question asks for: the cards it names, set up in the way to play it
names, as a table spec (``engine.core.tablespec``) for the site's Try it page.

One function, ``table_for``, for ``moodswings rulings --json`` (its ``try_it``) and for the
site, whose finder (``docs/_static/finder.js``) composes the same spec step for step from
what the index ships of each card (``roles``). How the table is laid:

- the players: two (three for a question about Hurt Feelings, or as many as the question
  says, "4 player game", up to the page's four); four in two teams for a team game, partners
  across (a closed team game) unless the question says open teams (partners side by side);
  two for a duel or a draft, with the ``format`` key and each player's own deck;
- the card asked about goes into the hand of the player whose turn it is (Alice, who also
  went first): the first card the question names that does something when played, and does
  not stay to work on its player's other plays or moods (a card that repeats effects, grants
  a play each turn or raises its player's moods goes to the table); without one, the first
  card that does something when played, or else the first card named;
- every other card is a mood in play: Alice's own when it works for its player while in
  play, or when the card asked about does (then the other card is one of her own moods it
  works on); else her partner's when the
  question speaks of a partner, else her opponent Bob's, where her card can meet it; a
  player her card is to meet with no card named there has one mood without abilities;
- the card asked about can be played: where it needs more (two cards in hand to discard, a
  mood in play to pay with), the fewest cards without abilities that let it are added,
  found once per card by asking the engine (``roles``);
- a deck of three cards without abilities (for draws), or none when the question is about
  an empty deck; in a duel or a draft, each player's own, and in a power duel, where a
  player's cards are one copy of each (``one_copy``), without the cards that player already
  holds in hand or in play.

Everything on the table can be changed on the Try it page.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.core.behaviour import behaviour
from engine.core.catalog import faces
from engine.core.decisions import TURN
from engine.core.errors import NotImplementedYet, PositionError
from engine.core.permissions import HAND
from engine.core.tablespec import build
from engine.formats import FORMATS
from engine.knowledge.finder_data import data

# The hooks by which a mood in play works for its own player (engine.core.behaviour)
LASTING = (
    "repeats_effects",
    "higher_dice",
    "standing_grant",
    "plays_from_discard",
    "on_play",
    "start_of_turn",
    "extra_scoring",
    "scoring_choice",
    "color_override",
)


def _tryit() -> dict[str, Any]:
    return data()["tryit"]


def _ways() -> dict[str, Any]:
    return data()["ways"]


@dataclass(frozen=True)
class Role:
    """How a card is set up on a question's table."""

    acts: bool  # it does something when played (an "After playing" effect, or a cost)
    lasts: bool  # in play, it works for its player's other plays or moods
    hand: tuple[str, ...]  # cards its player needs in hand besides it, to play it
    moods: tuple[str, ...]  # moods its player needs in play, to play it

    @property
    def code(self) -> str:
        """As the site's index ships it: "a" acts, "l" lasts."""
        return ("a" if self.acts else "") + ("l" if self.lasts else "")


def legal_plays(spec: dict[str, Any]) -> set[str]:
    """The cards the player whose turn it is may play from hand at this table."""
    game = build(spec).game
    d = game.pending
    if d is None or d.kind != TURN:
        return set()
    return {game.name(o.key[0]) for o in d.options if isinstance(o.key, tuple) and o.key[1] == HAND}


@cache
def roles() -> dict[str, Role]:
    """Each card's role, with the fewest fillers (``[tryit]`` of finder.toml) that let its
    player play it: none, the cards in hand, the moods, or both."""
    out = {}
    data = _tryit()
    for slug, face in faces().items():
        b = behaviour(slug)
        lasts = any(getattr(b, h) for h in LASTING)
        hand: tuple[str, ...] = ()
        moods: tuple[str, ...] = ()
        for hand, moods in (((), ()), (tuple(data["hand"]), ()), ((), tuple(data["moods"])),
                            (tuple(data["hand"]), tuple(data["moods"]))):  # fmt: skip
            spec = {
                "players": ["Alice", "Bob"],
                "moods": {"Alice": list(moods)},
                "hands": {"Alice": [face.name, *hand]},
                "deck": list(data["deck"]),
                "turn": "Alice",
                "first": "Alice",
            }
            try:
                if face.name in legal_plays(spec):
                    break
            except (PositionError, NotImplementedYet):
                continue
        out[slug] = Role(b.after_playing is not None or b.cost is not None, lasts, hand, moods)
    return out


def asked(cards: list[str]) -> str:
    """The card asked about, among the cards named (by slug, in the question's order)."""
    r = roles()
    for wanted in (lambda c: r[c].acts and not r[c].lasts, lambda c: r[c].acts):
        for c in cards:
            if wanted(c):
                return c
    return cards[0]


def seating(way: tuple[str, str] | None, players: int) -> tuple[list[str], list[list[str]] | None]:
    """The players, in their seats, and the teams if any."""
    names = list(_tryit()["players"])
    table = _ways()[way[0]]["table"] if way else ""
    if table != "teams":
        count = 2 if table else max(2, min(players, len(names)))
        return names[:count], None
    a, b, c, d = names[:4]
    teams = [[a, c], [b, d]]
    return ([a, c, b, d] if way[1] == "open-team" else [a, b, c, d]), teams


def table_for(
    cards: list[str],
    way: tuple[str, str] | None = None,
    players: int = 2,
    partner: bool = False,
    empty_deck: bool = False,
) -> dict[str, Any] | None:
    """The table spec for a question naming these cards (slugs, in the question's order), in
    this way to play (a kind of game and its variant, "" for any), with this many players, a
    partner spoken of or not, the deck empty or not; None without a card."""
    if not cards:
        return None
    data = _tryit()
    seats, teams = seating(way, players)
    me, other = seats[0], next(p for p in seats[1:] if not teams or p not in teams[0])
    if partner and teams:
        other = teams[0][1]
    actor = asked(cards)
    role = roles()[actor]
    name = {slug: f.name for slug, f in faces().items()}
    moods: dict[str, list[str]] = {}
    for c in cards:
        if c != actor:
            side = me if roles()[c].lasts or role.lasts else other
            moods.setdefault(side, []).append(name[c])
    if role.moods:
        moods.setdefault(me, []).extend(role.moods)
    if other not in moods:
        moods[other] = list(data["opponent"])
    spec: dict[str, Any] = {"players": seats}
    if teams:
        spec["teams"] = teams
    fmt = ""
    if way and _ways()[way[0]]["table"] == "decks":
        fmt = way[1] or _ways()[way[0]]["variant"]
        spec["format"] = fmt
    spec["moods"] = moods
    spec["hands"] = {me: [name[actor], *role.hand]}
    deck = [] if empty_deck else list(data["deck"])
    if fmt:  # each player's own deck (a draft's, after the draft), empty or not
        held = {p: set(moods.get(p, [])) | set(spec["hands"].get(p, [])) for p in seats}
        one_copy = FORMATS[fmt].one_copy
        spec["decks"] = {p: [c for c in deck if not (one_copy and c in held[p])] for p in seats}
    else:
        spec["deck"] = deck
    spec["turn"] = me
    spec["first"] = me
    return spec


def players_asked(text: str) -> int | None:
    """How many players a question says ("4 player game", "three players", "8 of us")."""
    m = re.search(_tryit()["asked_players"], text)
    if not m:
        return None
    said = m[1]
    words = ("two", "three", "four", "five", "six", "seven", "eight")
    return int(said) if said.isdigit() else words.index(said) + 2
