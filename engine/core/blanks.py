"""The blank card test: a card stands in as the card without text of its color.

Five cards have no text, one in each color, each worth 4 (apathy.1). Replacing a card by the
blank card of its color takes away everything the card brings but its color: its dice, its
rules text, its abilities and its behaviour. If an outcome is the same with the card standing
in as a blank, that outcome does not depend on the card. Three tools ask that question, and
all three ask it here:

- the differential tester's shrinker makes a card of a position the blank of its color where
  the two engines still differ (``blank_face``);
- the card-by-situation grid counts an Example as exercising a card only if the Example fails
  with that card standing in as a blank (``stand_ins``, run by ``engine.knowledge.exercise``);
- the interaction map, whose cells are mechanics (which live in a card's text), counts an
  Example as exercising a card's mechanics only if it fails with the card's text taken away
  and its dice kept (``without_text``).

A blank card cannot stand in as itself. What it brings is its color and its value, so it
stands in twice: as the blank card of the next color (its color taken away), and with its
value die misprinted (its value taken away), as the mutation check does
(``engine.core.catalog.misprinted``).

The stand-in keeps the card's name and collector number, so that the steps of an Example,
which name cards, still find it; everything a rule reads of the card is the blank's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import replace
from functools import cache

from engine.core.behaviour import mutated
from engine.core.catalog import COLORS, faces, misprinted


@cache
def blank_of_color() -> dict[str, str]:
    """The slug of the blank card of each color."""
    return {f.color: f.slug for f in faces().values() if f.blank}


def blank_face(slug: str) -> str:
    """The face a card becomes in the blank card test: the blank card of its color, or, for a
    blank card, the blank card of the next color."""
    color = faces()[slug].color
    if faces()[slug].blank:
        color = COLORS[(COLORS.index(color) + 1) % len(COLORS)]
    return blank_of_color()[color]


@contextmanager
def _as_face(slug: str, other: str) -> Iterator[None]:
    """Until the block ends, the card is printed as ``other`` (dice, text, abilities, color)
    and behaves as it, under its own name and number."""
    printed, stand_in = faces()[slug], faces()[other]
    faces()[slug] = replace(stand_in, name=printed.name, number=printed.number, rarity=printed.rarity)
    try:
        with mutated(slug):
            yield
    finally:
        faces()[slug] = printed


def without_text(slug: str) -> AbstractContextManager[None]:
    """The card with its text taken away and its dice kept: it behaves as a blank card (for a
    blank card, whose text is none, its value misprinted)."""
    return misprinted(slug) if faces()[slug].blank else mutated(slug)


def stand_ins(slug: str) -> list[tuple[str, Callable[[], AbstractContextManager[None]]]]:
    """The ways a card is taken away in the blank card test, each with its words: the blank
    card of its color; for a blank card, the blank of the next color and its value misprinted."""
    other = blank_face(slug)
    as_blank = faces()[other].name
    if not faces()[slug].blank:
        return [(f"as {as_blank}", lambda: _as_face(slug, other))]
    return [
        (f"as {as_blank} (another color)", lambda: _as_face(slug, other)),
        ("with its value misprinted", lambda: misprinted(slug)),
    ]
