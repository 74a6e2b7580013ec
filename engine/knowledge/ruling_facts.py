"""What a ruling is about and what its examples make meet: the facts the finder ranks by.

For each ruling, read from its feature file (never by running it):

- the cards it is **about**: its own card (``features/cards/<card>.feature``, level "o"), the
  cards it is tagged with as a ruling about cards together, and those its title names ("t");
- the ways to play its chapter is about (``features/formats/``: a variant's own file, or the
  chapter of a kind of game: team play, duel play, draft play), and the kinds of game its
  title and explanation speak of;
- the situations its title is about (``[situations]`` of ``engine/data/finder.toml``: a
  mood taken, suppressed, copied...), and those its explanation speaks of;
- and, for each of its examples (with the backgrounds above it), what that example makes
  meet: the cards it plays, chooses, copies or picks ("p"), the other cards it has
  somewhere ("n"), the way to play its setup step starts, and the situations its steps make
  happen (by their words, or by a card played that makes it).

These are the facts of the text. The blank card test (``engine.knowledge.exercise``) says
more exactly which cards an example's outcome depends on, and whether it depends on its way
to play; when it is on main, ``example_facts`` takes the cards it exercises as "p" (the others
named as "n") and the way to play only when the example exercises it: the index and the
ranking read the same fields either way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from engine.core.catalog import faces
from engine.knowledge.finder_data import data
from engine.knowledge.rulings import PARTY_GAMES, Feature, Rule, Step, features

# The setup steps that start a game in another way (steps/table.py): "a team game" is a
# closed team game there.
SETUP = re.compile(
    r"^an? (?:(?P<team>open|closed) )?team game\b"
    r"|^an? (?P<duel>structure duel|power duel|quick draft|Winston draft) between"
)
# A step that acts on the cards it names: plays them, chooses them, answers with them, picks
# them at random, or says one is a copy of another.
ACTS = re.compile(r"^\w+ (?:plays|played|chooses|answers)\b|^the random (?:pick|order)\b|\bis a copy of\b")
CARD_WORD = re.compile(r"[A-Z][\w-]*")


@cache
def _slug_of() -> dict[str, str]:
    return {f.name: s for s, f in faces().items()}


@cache
def _patterns(field: str) -> dict[str, re.Pattern[str]]:
    """Each situation's pattern for one field (about, example, cards), where it has one."""
    return {
        key: re.compile(s[field], re.IGNORECASE) for key, s in data()["situations"].items() if s.get(field)
    }


def situations_in(text: str, field: str = "about") -> frozenset[str]:
    """The situations a text speaks of, by each situation's pattern for that kind of text."""
    return frozenset(k for k, p in _patterns(field).items() if p.search(text))


@cache
def card_situations() -> dict[str, frozenset[str]]:
    """The situations each card makes (by its printed text): the families it belongs to."""
    return {slug: situations_in(f.text, "cards") for slug, f in faces().items()}


def ways_said(text: str) -> frozenset[str]:
    """The kinds of game (team, duel, draft) a ruling's words speak of."""
    return frozenset(k for k, w in data()["ways"].items() if re.search(w["said"], text, re.IGNORECASE))


def chapter_formats(feature: Feature) -> frozenset[str]:
    """The ways to play a chapter of features/formats/ is about: a variant's own file, or
    every variant of a kind of game's chapter (team play, duel play, draft play)."""
    if feature.path.parent.name != "formats":
        return frozenset()
    stem = feature.path.stem
    found = {stem} if any(stem in w["formats"] for w in data()["ways"].values()) else set()
    for w in data()["ways"].values():
        if stem in w["chapters"]:
            found |= set(w["formats"])
    return frozenset(found)


def cards_named(text: str) -> list[str]:
    """The cards a text names, by slug, in order (a card's name is one word, hyphens allowed)."""
    return [_slug_of()[w] for w in CARD_WORD.findall(text) if w in _slug_of()]


@dataclass(frozen=True)
class ExampleFacts:
    name: str
    cards: dict[str, str]  # slug -> "p" (played, chosen, copied, picked) or "n" (only there)
    format: str  # the format key its setup starts ("" for a traditional game)
    situations: frozenset[str]


@dataclass(frozen=True)
class Facts:
    cards: dict[str, str]  # slug -> "o" (its own card) or "t" (tagged, or named by its title)
    formats: frozenset[str]  # the ways to play its chapter is about
    said: frozenset[str]  # the kinds of game its words speak of
    situations: frozenset[str]  # what its title is about
    described: frozenset[str]  # what its explanation speaks of
    examples: tuple[ExampleFacts, ...]


def example_facts(steps: tuple[Step, ...], name: str) -> ExampleFacts:
    """What an example's steps (with the backgrounds above them) make meet."""
    cards: dict[str, str] = {}
    fmt = ""
    found: set[str] = set()
    for s in steps:
        texts = [s.text, *(cell for row in s.table for cell in row)]
        level = "p" if ACTS.search(s.text) else "n"
        for text in texts:
            for slug in cards_named(text):
                if level == "p" or slug not in cards:
                    cards[slug] = level
            found |= situations_in(text, "example")
        m = SETUP.match(s.text) if s.kind == "given" else None
        if m and m["duel"]:
            fmt = m["duel"].lower().replace(" ", "-")
        elif m:
            fmt = f"{m['team'] or 'closed'}-team"
    for slug, level in cards.items():
        if level == "p":
            found |= card_situations()[slug]
    return ExampleFacts(name, cards, fmt, frozenset(found))


def facts_of(feature: Feature, rule: Rule) -> Facts:
    cards: dict[str, str] = {}
    if feature.card:
        cards[feature.card] = "o"
    for slug in [*(feature.cards_of(rule) if feature.interactions else []), *cards_named(rule.name)]:
        cards.setdefault(slug, "t")
    words = f"{rule.name}\n{rule.description}"
    steps = feature.background + rule.background
    return Facts(
        cards,
        chapter_formats(feature),
        ways_said(words),
        situations_in(rule.name),
        situations_in(rule.description),
        tuple(example_facts(steps + e.steps, e.name) for e in rule.examples),
    )


@cache
def every_fact() -> dict[tuple[str, int], Facts]:
    """The facts of every Mood Swings ruling, by (file, the Rule's line); the other games'
    rulings have none."""
    return {
        (f.relpath, r.line): facts_of(f, r)
        for f in features()
        if f.path.parent.name not in PARTY_GAMES
        for r in f.rules
    }
