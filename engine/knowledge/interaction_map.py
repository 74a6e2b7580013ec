"""Where the game's mechanics meet: the interaction map, read from the feature files.

The map has a cell for each pair of mechanics (``engine.knowledge.mechanics``), each
mechanic with itself included, and for each mechanic with each way to play (duels, teams,
drafts). A cell lists the rulings that cover it; a cell that no ruling covers must have a
one-line reason in ``engine/data/interaction-map.toml`` saying why no question arises
there. Because the rulings are read from the features each time, the map cannot go stale.

What a ruling covers, from what its examples exercise (``engine.knowledge.exercise``: an
Example exercises a card when it fails with that card standing in as the blank card of its
color, and its way to play when it fails at a traditional game with the same players):

- The cards it is **about**: the card whose file holds it (``features/cards/<card>``) and
  its ``@card`` tags (a ruling about cards together tags each card it involves). A ruling in
  a file about no card (the rules chapters, the other ways to play) is about the cards its
  examples exercise.
- The cards that **meet** in an Example: those it exercises. A card played as a copy of
  another (the copying mechanic) takes part twice when the Example exercises both: as
  itself, and, apart from it, as the card it copies (the first card its player names for
  it). A card only on the table, or only named, meets nothing.
- An Example covers two **different mechanics** when cards meeting in it (the same card, or
  two) have the one and the other, and at least one of those is a card the ruling is about:
  a card exercised meets its own text, so its own two mechanics meet in it.
- It covers a mechanic **with itself** when two cards meeting in it have it, one of them a
  card the ruling is about: two suppressions, two copies, two after-scoring effects meeting.
- It covers a mechanic **with a way to play** when a card the ruling is about has the
  mechanic, is exercised by an Example played in that way (its setup step: "a structure
  duel", "an open team game", "a quick draft"...), and that Example exercises its way to
  play.

A ruling covers a cell when one of its Examples does.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from importlib import resources
from itertools import combinations_with_replacement

from engine.core.behaviour import behaviour
from engine.core.catalog import faces
from engine.knowledge.exercise import exercised
from engine.knowledge.mechanics import BY_SLUG, MECHANICS, card_mechanics
from engine.knowledge.rulings import Feature, Rule, Step, features

PARTY = ("mood-x", "feelinks")  # rulings about other games

# The ways to play, each with its title on the map
FORMATS: dict[str, str] = {"duels": "Duels", "teams": "Teams", "drafts": "Drafts"}
REASONS = "data/interaction-map.toml"


@dataclass(frozen=True)
class Cell:
    """Two mechanics (the same twice for a mechanic with itself), or a mechanic and a way to
    play; ``first`` comes before ``second`` in the map's order."""

    first: str
    second: str

    @property
    def key(self) -> str:
        return f"{self.first} {self.second}"

    @property
    def with_format(self) -> bool:
        return self.second in FORMATS

    @property
    def title(self) -> str:
        return f"{axis_title(self.first)} × {axis_title(self.second)}"


def axis_title(slug: str) -> str:
    return FORMATS[slug] if slug in FORMATS else BY_SLUG[slug].title


AXES: tuple[str, ...] = tuple(m.slug for m in MECHANICS) + tuple(FORMATS)


def cells() -> list[Cell]:
    """Every cell of the map, in the map's order."""
    mechanics = [m.slug for m in MECHANICS]
    out = [Cell(a, b) for a, b in combinations_with_replacement(mechanics, 2)]
    return out + [Cell(m, f) for m in mechanics for f in FORMATS]


def cell(a: str, b: str) -> Cell:
    """The cell of two axes, in either order; KeyError for an axis that does not exist."""
    for s in (a, b):
        if s not in AXES:
            raise KeyError(f"no mechanic or way to play is called {s!r}; they are: {', '.join(AXES)}")
    i, j = sorted((AXES.index(a), AXES.index(b)))
    return Cell(AXES[i], AXES[j])


# -- what a ruling covers -------------------------------------------------------------------


# A play in a step, and the first card its player names for it (a name is one word, hyphens
# allowed: the catalogue has no name of two words).
PLAY = re.compile(
    r"^(?P<player>\w+) (?:plays|played) (?P<card>[\w-]+)(?:.*?,? choosing (?:\w+'s )?(?P<copy>[\w-]+))?"
)
ANSWER = re.compile(r"^(?:\w+'s )?(?P<card>[\w-]+)")
# The ways to play, by the format key of the setup step
GROUP_OF = {
    "structure-duel": "duels",
    "power-duel": "duels",
    "open-team": "teams",
    "closed-team": "teams",
    "quick-draft": "drafts",
    "winston-draft": "drafts",
}


@cache
def _slug_of() -> dict[str, str]:
    return {f.name: s for s, f in faces().items()}


def _copied(steps: tuple[Step, ...], i: int, player: str, copier: str) -> str | None:
    """The card a copy played at step ``i`` copies: its player's next answer, if a card."""
    for s in steps[i + 1 :]:
        for prefix in (f"{player} chooses ", f"{player} answers {faces()[copier].name}: "):
            if s.text.startswith(prefix):
                m = ANSWER.match(s.text[len(prefix) :])
                return _slug_of().get(m["card"]) if m else None
    return None


def _copies(steps: tuple[Step, ...]) -> Iterator[str]:
    """The copies these steps play, each as ``<card>><copied card>``."""
    for i, s in enumerate(steps):
        m = PLAY.match(s.text)
        slug = _slug_of().get(m["card"]) if m else None
        if m is None or slug is None or not behaviour(slug).play_as_copy:
            continue
        copied = _slug_of().get(m["copy"] or "") or _copied(steps, i, m["player"], slug)
        if copied:
            yield f"{slug}>{copied}"


@cache
def _mechanics_of(participant: str) -> frozenset[str]:
    slug = participant.split(">")[-1]
    return frozenset(m.slug for m in card_mechanics(slug))


@dataclass(frozen=True)
class Meeting:
    """What meets in one Example: the cards it exercises (copies apart, as ``a>b``), and its
    way to play if it exercises it."""

    cards: frozenset[str]
    format: str | None

    def cells(self, about: frozenset[str]) -> set[Cell]:
        having: dict[str, set[str]] = {}
        for p in self.cards:
            for m in _mechanics_of(p):
                having.setdefault(m, set()).add(p)
        out: set[Cell] = set()
        for m, ps in having.items():
            if self.format and ps & about:
                out.add(cell(m, self.format))
            if len(ps) >= 2 and ps & about:
                out.add(Cell(m, m))
            for n, qs in having.items():
                if m != n and any(p != q and (p in about or q in about) for p in ps for q in qs):
                    out.add(cell(m, n))
        return out


@dataclass(frozen=True)
class Coverage:
    """What one ruling covers: the cards it is about, and what meets in each of its Examples."""

    about: frozenset[str]
    meetings: tuple[Meeting, ...]

    @cached_property
    def cells(self) -> frozenset[Cell]:
        """Every cell this ruling covers."""
        return frozenset().union(*(m.cells(self.about) for m in self.meetings))

    def covers(self, c: Cell) -> bool:
        return c in self.cells


def coverage_of(feature: Feature, rule: Rule) -> Coverage:
    meetings = []
    for e in rule.examples:
        found = exercised(feature, rule, e)
        steps = feature.background + rule.background + e.steps
        copies = {c for c in _copies(steps) if set(c.split(">")) <= found.texts}
        group = GROUP_OF.get(found.format) if found.format_exercised else None
        meetings.append(Meeting(found.texts | copies, group))
    about = set(feature.cards_of(rule)) | ({feature.card} if feature.card else set())
    if not about:
        about = {c for m in meetings for c in m.cards if ">" not in c}
    return Coverage(frozenset(about), tuple(meetings))


# -- the map --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Ruling:
    feature: Feature
    index: int  # the Rule's number in its file, from 1
    rule: Rule


@dataclass
class MapCell:
    cell: Cell
    rulings: list[Ruling] = field(default_factory=list)
    reason: str | None = None  # why no question arises (a cell with no ruling)


@cache
def reasons() -> dict[Cell, str]:
    """The reviewed reasons of ``engine/data/interaction-map.toml``, by cell."""
    return read_reasons(resources.files("engine").joinpath(REASONS).read_text("utf-8"))


def read_reasons(text: str) -> dict[Cell, str]:
    """Reasons by cell, from the data file's text: ValueError, naming the key, for a key that
    names no cell, a cell named twice (in either order), or a reason that is not a sentence."""
    out: dict[Cell, str] = {}
    for key, why in tomllib.loads(text).get("reasons", {}).items():
        parts = key.split()
        if len(parts) != 2:
            raise ValueError(f"{REASONS}: {key!r} is not two mechanics (or a mechanic and a way to play)")
        try:
            c = cell(*parts)
        except KeyError as e:
            raise ValueError(f"{REASONS}: {key!r}: {e.args[0]}") from None
        if c in out:
            raise ValueError(f"{REASONS}: {key!r} names a cell already given a reason")
        if not isinstance(why, str) or not why.strip().endswith("."):
            raise ValueError(f"{REASONS}: {key!r}: the reason is one sentence, ending with a full stop")
        out[c] = why
    return out


def rulings() -> list[Ruling]:
    """Every Mood Swings ruling (the party games' rulings are about other games)."""
    return [
        Ruling(f, i, r)
        for f in features()
        if f.path.parent.name not in PARTY
        for i, r in enumerate(f.rules, start=1)
    ]


@cache
def interaction_map() -> dict[Cell, MapCell]:
    """Every cell with the rulings that cover it, or, if none does, its reason (if any);
    computed once (the features are read once too)."""
    out = {c: MapCell(c) for c in cells()}
    for ruling in rulings():
        for c in coverage_of(ruling.feature, ruling.rule).cells:
            out[c].rulings.append(ruling)
    for mc in out.values():  # in the order of the features, as read
        mc.rulings.sort(key=lambda r: (r.feature.path, r.index))
    for c, why in reasons().items():
        if not out[c].rulings:
            out[c].reason = why
    return out


def stale_reasons(found: dict[Cell, MapCell]) -> list[Cell]:
    """Reasons given for cells that rulings cover now: to be removed from the data file."""
    return [c for c in reasons() if found[c].rulings]


def unexplained(found: dict[Cell, MapCell]) -> list[Cell]:
    """Cells with neither a ruling nor a reason."""
    return [c for c, mc in found.items() if not mc.rulings and mc.reason is None]
