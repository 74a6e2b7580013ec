"""What a ruling is about and what its examples make meet: the facts the finder ranks by.

For each ruling, read from its feature file:

- the cards it is **about**: its own card (``features/cards/<card>.feature``, level "o"), the
  cards it is tagged with as a ruling about cards together, and those its title names ("t");
- the ways to play its chapter is about (``features/formats/``: a variant's own file, or the
  chapter of a kind of game: team play, duel play, draft play), and the kinds of game its
  title and explanation speak of;
- the situations its title is about (``[situations]`` of ``engine/data/finder.toml``: a
  mood taken, suppressed, copied...), and those its explanation speaks of.

And, for each of its examples (with the backgrounds above it), what that example makes meet.
Where the blank card test has run (``engine.knowledge.exercise``: an Example exercises a card
when it fails with the card standing in as a blank), it says so:

- the cards: those the example exercises ("p"); the others its steps name, a mood that only
  fills the table, a card nobody draws, "n"; but a blank card, which has no text for the test
  to take away (it tells only whether its color or value matters), is "p" where a step plays
  or chooses it, as the words say: a question naming one means a mood, as the example does;
- the way to play: the one its setup starts, only when the example fails with that way taken
  away (the same players at a traditional game);
- the situations the card-by-situation grid sees (each situation's ``exercised`` in
  finder.toml: suppressed, copied, taken...): only those the example touches a card with and
  exercises (it fails with the situation taken away); the others (given back, a copy of a
  copy, a ban, after scoring...), of which the test says nothing, by the steps' words and the
  cards the example exercises that make them.

Where it has not run, the facts are the text's: the cards a step plays, chooses, copies or
picks ("p"), the others "n"; the way to play its setup starts; the situations its steps'
words make happen, and those of the cards it plays. That is so for a ``@pending`` ruling
(whose examples fail on purpose), and for an installed engine, which has neither the test's
runner (pytest-bdd, the steps) nor its cache (``build/cache`` of a clone): there every ruling
is ranked by its text (``every_fact``). In a clone, the test's answers are read from that
cache, or found once (about 12 s) when the engine, the steps or the rulings have changed.
The index and the ranking read the same fields either way.
"""

from __future__ import annotations

import re
from collections.abc import Container, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from engine.core.catalog import faces
from engine.knowledge import _is_clone
from engine.knowledge.finder_data import data
from engine.knowledge.rulings import PARTY_GAMES, Feature, Rule, Step, features

if TYPE_CHECKING:  # its runner needs the steps and pytest-bdd, which an installed engine lacks
    from engine.knowledge.exercise import Exercised

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
    """Each situation's pattern for one field (about, example, cards), where it has one; ``$``
    ends a line (an example's steps are read as one text, a step a line)."""
    flags = re.IGNORECASE | re.MULTILINE
    return {key: re.compile(s[field], flags) for key, s in data()["situations"].items() if s.get(field)}


def situations_in(text: str, field: str = "about", but: Container[str] = ()) -> frozenset[str]:
    """The situations a text speaks of, by each situation's pattern for that kind of text (but
    those it is not asked about)."""
    return frozenset(k for k, p in _patterns(field).items() if k not in but and p.search(text))


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
    cards: dict[str, str]  # slug -> "p" (exercised; by the words: played, chosen...) or "n" (only named)
    format: str  # the format key of the way it is played, if it exercises it ("" else)
    situations: frozenset[str]  # what it makes happen


@dataclass(frozen=True)
class Facts:
    cards: dict[str, str]  # slug -> "o" (its own card) or "t" (tagged, or named by its title)
    formats: frozenset[str]  # the ways to play its chapter is about
    said: frozenset[str]  # the kinds of game its words speak of
    situations: frozenset[str]  # what its title is about
    described: frozenset[str]  # what its explanation speaks of
    examples: tuple[ExampleFacts, ...]
    titled: frozenset[str] = frozenset()  # the kinds of game its title speaks of


def example_facts(steps: tuple[Step, ...], name: str, exercised: Exercised | None = None) -> ExampleFacts:
    """What an example's steps (with the backgrounds above them) make meet: by the blank card
    test where it has run (``exercised``), else by the steps' words."""
    cards: dict[str, str] = {}
    fmt = ""
    lines: list[str] = []
    for s in steps:
        texts = [s.text, *(cell for row in s.table for cell in row)]
        lines += texts
        level = "p" if ACTS.search(s.text) else "n"
        for text in texts:
            for slug in cards_named(text):
                if level == "p" or slug not in cards:
                    cards[slug] = level
        m = SETUP.match(s.text) if s.kind == "given" else None
        if m and m["duel"]:
            fmt = m["duel"].lower().replace(" ", "-")
        elif m:
            fmt = f"{m['team'] or 'closed'}-team"
    if exercised is None:
        made = set().union(*(card_situations()[slug] for slug, level in cards.items() if level == "p"))
        return ExampleFacts(name, cards, fmt, situations_in("\n".join(lines), "example") | made)
    # a blank card has no text to take away: the words say whether the example plays it
    cards = {
        slug: "p" if slug in exercised.cards or (faces()[slug].blank and cards.get(slug) == "p") else "n"
        for slug in exercised.named
    }
    fmt = exercised.format if exercised.format_exercised else ""
    # what the grid sees, it says; the rest is the words' and the exercised cards'
    seen = {key.partition(":")[0] for key in exercised.situations}
    found = {k for k, grid in by_grid().items() if grid & seen}
    found |= situations_in("\n".join(lines), "example", but=by_grid())
    for slug in exercised.cards:
        found |= card_situations()[slug] - by_grid().keys()
    return ExampleFacts(name, cards, fmt, frozenset(found))


@cache
def by_grid() -> dict[str, frozenset[str]]:
    """The situations the blank card test sees, each with the situations of the card-by-situation
    grid (``engine.knowledge.touched``) that make it happen (``exercised`` in finder.toml)."""
    return {k: frozenset(s["exercised"]) for k, s in data()["situations"].items() if s.get("exercised")}


def facts_of(
    feature: Feature, rule: Rule, exercised: Mapping[tuple[str, int], Exercised] | None = None
) -> Facts:
    """A ruling's facts; its examples' by the blank card test where ``exercised`` (by file and
    the Example's line, as ``engine.knowledge.exercise.exercised_by`` gives it) has them."""
    cards: dict[str, str] = {}
    if feature.card:
        cards[feature.card] = "o"
    for slug in [*(feature.cards_of(rule) if feature.interactions else []), *cards_named(rule.name)]:
        cards.setdefault(slug, "t")
    words = f"{rule.name}\n{rule.description}"
    steps = feature.background + rule.background
    found = exercised or {}
    return Facts(
        cards,
        chapter_formats(feature),
        ways_said(words),
        situations_in(rule.name),
        situations_in(rule.description),
        tuple(
            example_facts(steps + e.steps, e.name, found.get((feature.relpath, e.line)))
            for e in rule.examples
        ),
        ways_said(rule.name),
    )


def exercised_examples() -> Mapping[tuple[str, int], Exercised] | None:
    """What the blank card test says of every Example (``engine.knowledge.exercise``): read
    from a clone's cache, or found. None where it cannot run: an installed engine has no
    cache, and neither it nor a clone without the test dependencies can run the steps
    (pytest-bdd); the finder then ranks by the text."""
    if not _is_clone():
        return None
    from engine.knowledge.exercise import exercised_by

    try:
        return exercised_by()
    except ImportError:  # the steps' runner is missing, and the cache with it
        return None


@cache
def every_fact() -> dict[tuple[str, int], Facts]:
    """The facts of every Mood Swings ruling, by (file, the Rule's line), by the blank card
    test where it can run; the other games' rulings have none."""
    exercised = exercised_examples()
    return {
        (f.relpath, r.line): facts_of(f, r, exercised)
        for f in features()
        if f.path.parent.name not in PARTY_GAMES
        for r in f.rules
    }
