"""The ways to play: traditional play and the other ways (variants.*), as data.

Traditional play shares one deck and one discard pile (rules.setup.1). Duel play
(variants.duel-play.*) gives each player their own deck and discard pile: the cards a
player brings are theirs (``Card.owner``), wherever they go during the game. Structure and
power duels differ in what a legal deck is. The drafts (variants.draft-play.1) are duels
whose decks are drafted from one shared random deck, then played as a best of three.
The team games (variants.team-play.1) are four players in two pairs who add their scores
together; they differ in seating and in how partners exchange cards at the start.

``deck_problem`` checks a deck against its format and names the rule it breaks.

The package holds this table of the ways to play (here) and the drafts (``drafting``).
With ``engine.core`` it makes the rules: it may import the core and ``engine.files``, and
nothing around them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from engine.core.errors import RuleViolation

TRADITIONAL = "traditional"
SIDE_BY_SIDE, ACROSS = "side-by-side", "across"  # team seating
OPEN, CLOSED = "open", "closed"  # how partners exchange cards at the start
QUICK, WINSTON = "quick", "winston"  # the drafts
# The rarity mix of a box, recommended for structure duels (variants.structure-duel.3).
BOX_MIX = {"common": 23, "uncommon": 14, "rare": 6, "mythic rare": 2}


@dataclass(frozen=True)
class Format:
    name: str  # the key, as positions, the oracle and the command line write it
    title: str  # as people write it
    players: int | None = None  # exactly this many players; None: 2 to 8
    own_decks: bool = False  # duel play: each player has their own deck and discard pile
    deck_minimum: int | None = None  # cards in each deck (duels) or in the shared deck (teams)
    deck_rule: str = "rules.the-deck.2"
    one_copy: bool = False  # only one copy of each card in a deck (power duel)
    seating: str | None = None  # team games: partners side by side, or across
    exchange: str | None = None  # team games: open trade, or closed pass
    draft: str | None = None  # draft games: quick or Winston
    games: int = 1  # games in a match (a best of three for drafts)
    rule: str = "rules.setup.1"  # the paragraph that describes its setup
    first_rule: str = "rules.setup.1"  # the paragraph that says who goes first

    @property
    def a(self) -> str:
        """The format in a sentence: "a power duel", "an open team game"."""
        words = "traditional game" if self.name == TRADITIONAL else self.title[0].lower() + self.title[1:]
        words += " game" if self.teams else ""
        return ("an " if words[0] in "aeiou" else "a ") + words

    @property
    def teams(self) -> bool:
        return self.seating is not None

    @property
    def hurt_feelings(self) -> bool:
        """Hurt Feelings is for games of three or more without teams (variants.team-play.1)."""
        return not self.teams


FORMATS: dict[str, Format] = {
    f.name: f
    for f in (
        Format(TRADITIONAL, "Traditional play"),
        Format(
            "structure-duel",
            "Structure duel",
            players=2,
            own_decks=True,
            deck_minimum=45,
            deck_rule="variants.structure-duel.2",
            rule="variants.duel-play.3",
        ),
        Format(
            "power-duel",
            "Power duel",
            players=2,
            own_decks=True,
            deck_minimum=12,
            deck_rule="variants.power-duel.2",
            one_copy=True,
            rule="variants.duel-play.3",
        ),
        Format(
            "quick-draft",
            "Quick draft",
            players=2,
            own_decks=True,
            deck_minimum=45,
            deck_rule="variants.quick-draft.2",
            draft=QUICK,
            games=3,
            rule="variants.quick-draft.4",
        ),
        Format(
            "winston-draft",
            "Winston draft",
            players=2,
            own_decks=True,
            deck_minimum=45,
            deck_rule="variants.winston-draft.2",
            draft=WINSTON,
            games=3,
            rule="variants.winston-draft.4",
        ),
        Format(
            "open-team",
            "Open team",
            players=4,
            deck_minimum=45,
            deck_rule="variants.open-team.2",
            seating=SIDE_BY_SIDE,
            exchange=OPEN,
            rule="variants.open-team.6",
            first_rule="variants.open-team.6",
        ),
        Format(
            "closed-team",
            "Closed team",
            players=4,
            deck_minimum=45,
            deck_rule="variants.closed-team.2",
            seating=ACROSS,
            exchange=CLOSED,
            rule="variants.closed-team.6",
            first_rule="variants.closed-team.7",
        ),
    )
}


def get(name: str) -> Format:  # pragma: no mutate block
    """The format of this name; KeyError naming the known ones if there is none."""
    if name not in FORMATS:
        raise KeyError(f"{name!r} is not a way to play; known: {', '.join(FORMATS)}")
    return FORMATS[name]


def seats(fmt: Format, teams: list[list[str]]) -> list[str]:
    """Seats clockwise for two teams: partners side by side, or alternating (across)."""
    (a1, a2), (b1, b2) = teams
    return [a1, a2, b1, b2] if fmt.seating == SIDE_BY_SIDE else [a1, b1, a2, b2]


def deck_problem(fmt: Format, owner: str, faces: list[str]) -> RuleViolation | None:
    """Why one deck can't be used in this format (naming the rule), or None. ``owner`` is
    whose deck it is ("" for the shared deck); ``faces`` are the cards' names."""
    whose = f"{owner}'s deck" if owner else "the deck"
    if fmt.deck_minimum is not None and len(faces) < fmt.deck_minimum:
        return RuleViolation(
            fmt.deck_rule,
            f"{whose} has {len(faces)} cards; {fmt.a} needs at least {fmt.deck_minimum}",
        )
    if fmt.draft == WINSTON and len(faces) != fmt.deck_minimum:
        return RuleViolation(
            fmt.deck_rule, f"a Winston draft drafts a deck of exactly 45 cards, not {len(faces)}"
        )
    if fmt.one_copy:
        twice = sorted(n for n, k in Counter(faces).items() if k > 1)
        if twice:
            return RuleViolation(
                "variants.power-duel.3",
                f"{whose} holds {Counter(faces)[twice[0]]} copies of {twice[0]}; a power duel "
                "allows only one of each card",
            )
    return None
