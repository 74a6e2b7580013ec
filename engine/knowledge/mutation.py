"""The mutation check: do a card's rulings pin its behaviour?

For each card, the engine is broken on purpose, one way at a time, and the card's rulings
run against the broken engine (in process, ``engine.scenarios.runner``). Each broken engine (a
*mutant*) must make at least one of the card's rulings fail; a mutant that every ruling
survives means the rulings do not say what the card does.

The mutants of a card with abilities: its whole behaviour replaced by a blank one; its
behaviour without each hook it fills (cost, value, after playing, ...), one at a time; and
for a card with a "To play this card" cost, that cost asking one card more or fewer, with
no maximum, sending its cards to the other place (hand or discard pile), or forgetting the
color it should remember.
A blank card (one with no abilities, one in each color) has no behaviour to take away; what it
has is its printed value, so its mutant is a misprint of its value die, and its rulings
must notice.

``moodswings ruling mutate`` prints the figure; ``tests/test_mutation.py`` runs it in CI.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from dataclasses import dataclass, field, replace

from engine.core.behaviour import Cost, behaviour, hooks, mutated, without
from engine.core.catalog import faces, misprinted
from engine.knowledge.rulings import Example, Feature, Rule, card_feature
from engine.scenarios.runner import run


@dataclass(frozen=True)
class Mutant:
    what: str  # "behaviour blanked", "without after_playing", "value die misprinted"
    killed_by: str | None  # "features/cards/anger.feature:12 (example name)", None if it survived


@dataclass(frozen=True)
class CardResult:
    card: str
    examples: int  # the card's rulings' examples that run (pending ones are left out)
    broken: list[str] = field(default_factory=list)  # examples that fail with nothing mutated
    mutants: list[Mutant] = field(default_factory=list)

    @property
    def pinned(self) -> bool:
        return bool(self.examples) and not self.broken and all(m.killed_by for m in self.mutants)

    @property
    def survivors(self) -> list[str]:
        return [m.what for m in self.mutants if m.killed_by is None]


Mutants = list[tuple[str, Callable[[], AbstractContextManager[None]]]]


def cost_mutants(slug: str, cost: Cost) -> Mutants:
    """A "To play this card" cost asking one card more or fewer, with no maximum, sending its
    cards to the other place, or forgetting the color it should remember."""
    changed: dict[str, Cost] = {
        "cost asking one more": replace(
            cost, min=cost.min + 1, max=None if cost.max is None else cost.max + 1
        )
    }
    if cost.min > 0:
        changed["cost asking one fewer"] = replace(
            cost, min=cost.min - 1, max=None if cost.max is None else cost.max - 1
        )
    if cost.max is not None:
        changed["cost with no maximum"] = replace(cost, max=None)
    elsewhere = "hand" if cost.to == "discard" else "discard"
    changed[f"cost sending its cards to the {elsewhere}"] = replace(cost, to=elsewhere)
    if cost.remember_color:
        changed["cost forgetting the color it remembers"] = replace(cost, remember_color=False)
    return [(what, lambda c=c: mutated(slug, cost=c)) for what, c in changed.items()]  # type: ignore[misc]


def mutants(slug: str) -> Mutants:
    if faces()[slug].blank:
        return [("value die misprinted", lambda: misprinted(slug))]
    out: Mutants = [("behaviour blanked", lambda: mutated(slug))]
    filled = hooks(slug)
    if len(filled) > 1:  # with one hook, "without it" is the blank behaviour again
        out += [(f"without {h}", lambda h=h: mutated(slug, **without(slug, h))) for h in filled]  # type: ignore[misc]
    cost = behaviour(slug).cost
    if cost is not None:
        out += cost_mutants(slug, cost)
    return out


def _examples(feature: Feature) -> list[tuple[Rule | None, Example]]:
    return [(r, e) for r, e in feature.examples() if not (r is not None and r.pending)]


def _first_failure(feature: Feature, examples: list[tuple[Rule | None, Example]]) -> str | None:
    for rule, example in examples:
        if not run(feature, rule, example).passed:
            return f"{feature.relpath}:{example.line} ({example.name})"
    return None


def check(slug: str) -> CardResult:
    feature = card_feature(slug)
    if feature is None:
        return CardResult(slug, 0)
    examples = _examples(feature)
    broken = [
        f"{feature.relpath}:{e.line}: {o.error}" for r, e in examples if not (o := run(feature, r, e)).passed
    ]
    if broken:
        return CardResult(slug, len(examples), broken)
    found = []
    for what, mutant in mutants(slug):
        with mutant():
            found.append(Mutant(what, _first_failure(feature, examples)))
    return CardResult(slug, len(examples), [], found)


def check_all(cards: list[str] | None = None) -> list[CardResult]:
    return [check(slug) for slug in (cards or list(faces()))]
