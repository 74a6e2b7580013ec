"""What an Example exercises: the cards its outcome depends on, by the blank card test.

An Example names cards: the ones it plays, the ones its table holds, the ones it checks. Not
all of them matter. A mood that only fills the table, a card in the deck that nobody draws,
a random pick that could have been any card: the Example's outcome would be the same without
them. An Example **exercises** a card when it fails with that card standing in as the blank
card of its color (``engine.core.blanks``): then something the Example checks depends on the
card's text, its dice or, for a blank card, its color or value.

The interaction map and the card-by-situation grid count what an Example exercises, never
what it merely names: two cards meet in an Example only if it exercises both. A situation
(a way to play, a mood taken by another player...) is exercised when the Example fails with
it taken away: a way to play is taken away by setting the same players, in the same seats, at
a traditional game (``engine.scenarios.world.World``'s ``traditional``).

The card-by-situation grid (``engine.knowledge.situations``) asks the same of a card and a
situation: the situations that touched each card in the Example's run are read from what the
engine did (``engine.knowledge.touched``), and a situation is exercised for a card when the
Example exercises the card and fails with the situation taken away: the card that caused it
standing in as a blank, or the honest equivalent ``engine.knowledge.touched`` names. Where the
cause stands in, an answer to a question nothing asks any more is passed over
(``World(skip_unasked=True)``): the Example fails only if what it checks depends on the
situation, not because its script answers a question the blank card no longer asks.

Each Example runs once a stand-in, in process (``engine.scenarios.runner``): about 10,000 runs
of a millisecond for the whole knowledge base. In a clone, the answers are kept in
``build/cache/`` under a digest of everything they depend on (the engine, the steps, the card
data, the feature files), so a second run of the suite or the site reads them (``exercised_by``).
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import asdict, dataclass
from functools import cache
from pathlib import Path

from engine.core.blanks import stand_ins, without_text
from engine.core.catalog import faces, misprinted
from engine.files import write_text
from engine.formats import TRADITIONAL
from engine.knowledge import CLONE, PACKAGE, _is_clone, features_dir
from engine.knowledge.rulings import PARTY_GAMES, Example, Feature, Rule, Step, features
from engine.knowledge.touched import FILL_DECK, MISPRINT, STAND_IN, TAKEN_AWAY, Touch, Watcher, way_to_play

# The runner and the World (the steps, pytest-bdd) are imported where an Example is run: the
# cache is read without them (the finder reads it at each command line's first search).


@cache
def _name_pattern() -> re.Pattern[str]:
    names = sorted((f.name for f in faces().values()), key=len, reverse=True)
    return re.compile(r"(?<![\w-])(" + "|".join(map(re.escape, names)) + r")(?![\w-])")


@cache
def _slug_of_name() -> dict[str, str]:
    return {f.name: s for s, f in faces().items()}


def named_cards(steps: tuple[Step, ...]) -> tuple[str, ...]:
    """The cards these steps name (in their text and tables), by slug, in order of first mention."""
    found: dict[str, None] = {}
    for s in steps:
        for text in (s.text, *(cell for row in s.table for cell in row)):
            for m in _name_pattern().finditer(text):
                found[_slug_of_name()[m[1]]] = None
    return tuple(found)


@dataclass(frozen=True)
class Exercised:
    """What one Example names and what it exercises."""

    where: str  # "features/cards/anger.feature:12"
    named: tuple[str, ...]  # every card its steps name, by slug
    cards: frozenset[str]  # the named cards it fails without (by the blank card test)
    why: dict[str, str]  # for each card exercised: the stand-in that made it fail, and the failure
    texts: frozenset[str] = frozenset()  # the named cards it fails without their text (dice kept)
    format: str = TRADITIONAL  # the way to play it is set up in
    format_exercised: bool = False  # it fails when that way to play is taken away
    # the situations that touched a card in its run, as "<situation>:<card>" (engine.knowledge.touched)
    touched: frozenset[str] = frozenset()
    # those it exercises: the card is exercised, and the Example fails with the situation taken away
    situations: frozenset[str] = frozenset()

    def exercises(self, slug: str) -> bool:
        return slug in self.cards


def fails_when(
    feature: Feature,
    rule: Rule | None,
    example: Example,
    change: Callable[[tuple[Step, ...]], tuple[Step, ...]] | None = None,
    traditional: bool = False,
) -> str | None:
    """Why the Example fails with its steps changed (``change``), or set at a traditional
    game, or None if it still passes."""
    from engine.scenarios.runner import run_steps, steps_of
    from engine.scenarios.world import World

    every = steps_of(feature, rule, example)
    outcome = run_steps(feature, change(every) if change else every, world=World(traditional))
    return None if outcome.passed else outcome.error


def taken_away(feature: Feature, every: tuple[Step, ...], touch: Touch, named: tuple[str, ...]) -> str | None:
    """Why the Example fails with this situation taken away (as ``engine.knowledge.touched``
    says for each), or None if it still passes, or cannot be taken away (no card to stand in)."""
    from engine.scenarios.runner import run_steps
    from engine.scenarios.world import World

    how = TAKEN_AWAY[touch.situation]
    world = World()
    with ExitStack() as stack:
        if how == STAND_IN:
            if not touch.causes:
                return None
            for cause in touch.causes:
                stack.enter_context(stand_ins(cause)[0][1]())
            world = World(skip_unasked=True)
        elif how == MISPRINT:
            stack.enter_context(misprinted(touch.card))
        elif how == FILL_DECK:
            spare = [f.name for s, f in faces().items() if f.blank and s not in named]
            if not spare:
                return None
            world = World(fill_empty_decks=spare[0])
        else:
            raise ValueError(f"{touch.situation} is taken away by a way to play: see format_exercised")
        outcome = run_steps(feature, every, world=world)
    return None if outcome.passed else outcome.error


def exercise(feature: Feature, rule: Rule | None, example: Example) -> Exercised:
    """The cards an Example exercises: each card it names is taken away in turn (each of its
    stand-ins), and the Example run again; whether it exercises its way to play; and, for
    each card it exercises, the situations that touched the card and that it exercises."""
    from engine.scenarios.runner import run_steps, steps_of
    from engine.scenarios.world import World

    every = steps_of(feature, rule, example)
    world, watcher = World(), Watcher()
    run_steps(feature, every, watcher, world=world)
    fmt = world.format
    format_exercised = fmt != TRADITIONAL and fails_when(feature, rule, example, traditional=True) is not None
    named = named_cards(every)
    why: dict[str, str] = {}
    for slug in named:
        for words, stand_in in stand_ins(slug):
            with stand_in():
                outcome = run_steps(feature, every)
            if not outcome.passed:
                why[slug] = f"{faces()[slug].name} {words}: {outcome.error}"
                break
    texts = set()
    for slug in named:
        with without_text(slug):
            if not run_steps(feature, every).passed:
                texts.add(slug)
    touches = set(watcher.touches)
    way = way_to_play(fmt)
    if way is not None:
        touches |= {Touch(way, slug) for slug in named}
    situations = set()
    found: dict[tuple[str, tuple[str, ...]], bool] = {}  # one run for each way of taking away
    for touch in sorted(touches):
        if touch.card not in why:  # the card is not exercised: the cell is not, whatever else
            continue
        if touch.situation == way:
            failed = format_exercised
        else:
            how = TAKEN_AWAY[touch.situation]
            key = (how, (touch.card,) if how == MISPRINT else touch.causes)
            if key not in found:
                found[key] = taken_away(feature, every, touch, named) is not None
            failed = found[key]
        if failed:
            situations.add(touch.key)
    where = f"{feature.relpath}:{example.line}"
    return Exercised(
        where,
        named,
        frozenset(why),
        why,
        frozenset(texts),
        fmt,
        format_exercised,
        frozenset(t.key for t in touches),
        frozenset(situations),
    )


def counted(feature: Feature, rule: Rule | None) -> bool:
    """Is this a Mood Swings ruling whose Examples pass (not pending, not another game's)?"""
    return feature.path.parent.name not in PARTY_GAMES and not (rule is not None and rule.pending)


def digest() -> str:
    """A digest of everything an Example's run depends on: the engine's code and data, the
    steps, and the feature files."""
    h = hashlib.sha256()
    steps = PACKAGE.parent / "steps"
    for folder, pattern in (
        (PACKAGE, "*.py"),
        (PACKAGE / "data", "*"),
        (steps, "*.py"),
        (features_dir(), "*.feature"),
    ):
        for path in sorted(folder.rglob(pattern)):
            if path.is_file() and "__pycache__" not in path.parts:
                h.update(path.as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:20]


def _cache_file() -> Path | None:
    """Where a clone keeps the answers (never an installed engine's package)."""
    return CLONE / "build" / "cache" / f"exercised-{digest()}.json" if _is_clone() else None


def _read(path: Path | None) -> dict[tuple[str, int], Exercised] | None:
    if path is None or not path.is_file():
        return None
    try:
        rows = json.loads(path.read_text(encoding="utf-8"))
        return {
            (r["where"].rsplit(":", 1)[0], int(r["where"].rsplit(":", 1)[1])): Exercised(
                r["where"],
                tuple(r["named"]),
                frozenset(r["cards"]),
                dict(r["why"]),
                frozenset(r["texts"]),
                r["format"],
                r["format_exercised"],
                frozenset(r["touched"]),
                frozenset(r["situations"]),
            )
            for r in rows
        }
    except (ValueError, KeyError, TypeError):  # a cache from another version: found again
        return None


@cache
def exercised_by() -> dict[tuple[str, int], Exercised]:
    """What every Example of the Mood Swings rulings exercises, by (file, the Example's line);
    pending Examples (which fail on purpose) and the other games' are left out. Found once a
    process, and kept in a clone's build/cache/ for the next (the digest is in its name)."""
    path = _cache_file()
    found = _read(path)
    if found is not None:
        return found
    out = {}
    for feature in features():
        for rule, example in feature.examples():
            if counted(feature, rule):
                out[(feature.relpath, example.line)] = exercise(feature, rule, example)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        for old in path.parent.glob("exercised-*.json"):  # answers for code or rulings since changed
            old.unlink(missing_ok=True)
        rows = [
            {
                **asdict(e),
                "named": list(e.named),
                "cards": sorted(e.cards),
                "texts": sorted(e.texts),
                "touched": sorted(e.touched),
                "situations": sorted(e.situations),
            }
            for e in out.values()
        ]
        write_text(path, json.dumps(rows, indent=0, sort_keys=True))
    return out


def exercised_in(feature: Feature, rule: Rule) -> frozenset[str]:
    """The cards that some Example of a ruling exercises."""
    return frozenset().union(*(exercised(feature, rule, e).cards for e in rule.examples))


def exercised(feature: Feature, rule: Rule | None, example: Example) -> Exercised:
    """What an Example exercises: from ``exercised_by`` for the knowledge base's own Examples,
    else found now (an Example being written or checked)."""
    found = exercised_by().get((feature.relpath, example.line)) if counted(feature, rule) else None
    return found if found is not None and feature in features() else exercise(feature, rule, example)
