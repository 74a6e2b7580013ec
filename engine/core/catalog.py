"""The 133 card faces of Mood Swings, as data.

A face is what is printed on a card: name, collector number, color, rarity, the value
die (top right corner), the secondary dice (lower left corner), the rules text and which
kinds of ability it has. Behaviour lives in ``engine.cards``; this module only describes.
"""

from __future__ import annotations

import difflib
import re
import tomllib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from functools import cache, cached_property
from importlib import resources

COLORS: tuple[str, ...] = ("white", "blue", "black", "red", "green")
RARITIES: tuple[str, ...] = ("common", "uncommon", "rare", "mythic rare")
ABILITY_KINDS: tuple[str, ...] = ("to-play", "while-in-play", "after-playing", "play-as")

# The set's published totals (rules.the-deck.1).
PUBLISHED_RARITY_TOTALS = {"common": 48, "uncommon": 40, "rare": 30, "mythic rare": 15}


def slug(name: str) -> str:
    """The id form of a name, as the source ids use it: 'Two-Word Name' -> 'two-word-name'."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


@dataclass(frozen=True)
class Face:
    """One printed card."""

    number: int
    name: str
    color: str
    rarity: str
    value: tuple[int, ...]
    secondary: tuple[int, ...]
    abilities: tuple[str, ...]
    lasting: bool
    text: str

    @cached_property
    def slug(self) -> str:
        return slug(self.name)

    @cached_property
    def top_right(self) -> int:
        """The total of the dice in the top right corner (what cards in hand are judged by)."""
        return sum(self.value)

    @cached_property
    def lower_left(self) -> int | None:
        """The total of the secondary dice, or None if the card has none."""
        return sum(self.secondary) if self.secondary else None

    @property
    def variable(self) -> bool:
        """A black die: the card's own "While in play" ability can change its value."""
        return any(
            line.startswith("While in play") and "this mood's value" in line.lower()
            for line in self.text.splitlines()
        )

    @property
    def blank(self) -> bool:
        return not self.abilities


class UnknownName(LookupError):
    """A name that is not a card (or player); carries the nearest valid spelling."""

    def __init__(self, kind: str, name: str, suggestion: str | None) -> None:  # pragma: no mutate block
        self.kind, self.name, self.suggestion = kind, name, suggestion
        hint = f"; did you mean {suggestion}?" if suggestion else ""
        super().__init__(f"unknown {kind} {name!r}{hint}")


def nearest(name: str, candidates: list[str]) -> str | None:  # pragma: no mutate block
    """The closest spelling among candidates, ignoring case, or None."""
    lowered = {c.lower(): c for c in candidates}
    found = difflib.get_close_matches(name.lower(), list(lowered), n=1, cutoff=0.5)
    return lowered[found[0]] if found else None


@cache
def faces() -> dict[str, Face]:
    """Every face by slug, in collector-number order."""
    data = tomllib.loads(resources.files("engine").joinpath("data/cards.toml").read_text("utf-8"))
    out: dict[str, Face] = {}
    for row in data["card"]:
        face = Face(
            number=row["number"],
            name=row["name"],
            color=row["color"],
            rarity=row["rarity"],
            value=tuple(row["value"]),
            secondary=tuple(row["secondary"]),
            abilities=tuple(row["abilities"]),
            lasting=row["lasting"],
            text=row["text"],
        )
        out[face.slug] = face
    return out


@cache
def _slugs() -> dict[str, str]:
    """Every face's slug, by its slug and by its printed name."""
    return {key: f.slug for f in faces().values() for key in (f.slug, f.name)}


def card_slug(name: str) -> str:
    """The slug of the card ``face`` finds for this name: one look-up for a slug or a name as
    printed (an unknown name names the nearest card)."""
    return _slugs().get(name) or face(name).slug


def face(name: str) -> Face:
    """Look a face up by slug, or by name as ``spelled`` reads it."""
    found = faces().get(name)  # the engine looks up slugs: one dictionary look-up
    return found if found is not None else spelled(name)


def spelled(name: str) -> Face:
    """A card by its name as printed, or as a person may type it (another case, spaces for
    hyphens: the command line's input); an unknown name names the nearest card."""
    found = faces().get(slug(name))
    if found is None:
        raise UnknownName("card", name, nearest(name, [f.name for f in faces().values()]))
    return found


@contextmanager
def misprinted(slug: str) -> Iterator[None]:
    """For the mutation check: the card's value die shows one pip more (one less on a 6)
    until the block ends. A blank card has no behaviour to remove; this is its mutant."""
    printed = faces()[slug]
    first, *rest = printed.value
    faces()[slug] = replace(printed, value=(first + 1 if first < 6 else first - 1, *rest))
    try:
        yield
    finally:
        faces()[slug] = printed
