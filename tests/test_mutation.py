"""The rulings pin the engine: break any card's behaviour and one of its rulings fails.

This is ``moodswings ruling mutate`` (engine.knowledge.mutation), run in process over every card.
How long it takes is the benchmark's to measure (scripts/bench.py writes the README's figure),
never a test's: a time depends on the machine and on what else runs.
"""

from __future__ import annotations

from engine.core.behaviour import BLANK, behaviour, hooks, mutated, without
from engine.core.catalog import faces, misprinted
from engine.knowledge.mutation import check, check_all, mutants
from engine.knowledge.rulings import card_feature
from engine.scenarios.runner import run


def test_every_card_with_rulings_is_pinned_by_them() -> None:
    results = check_all()
    problems = []
    for r in results:
        if card_feature(r.card) is None:
            continue  # a card still without a feature file is reported by `ruling mutate`
        if r.broken:
            problems += [f"{r.card}: fails with nothing mutated: {b}" for b in r.broken]
        problems += [f"{r.card}: every ruling passes against this mutant: {w}" for w in r.survivors]
        if not r.examples:
            problems.append(f"{r.card}: no ruling runs")
    assert not problems, "\n".join(problems)


def test_every_card_has_a_mutant() -> None:
    assert all(mutants(slug) for slug in faces())


def test_the_in_process_runner_fails_pending_rulings_and_passes_the_rest() -> None:
    feature = card_feature("anger")
    assert feature is not None
    outcomes = [run(feature, r, e).passed for r, e in feature.examples()]
    assert outcomes and all(outcomes)
    broken = feature.examples()[0]
    with mutated("anger"):
        assert behaviour("anger") is BLANK
        outcome = run(feature, *broken)
        assert not outcome.passed and "features/cards/anger.feature:" in outcome.error
    assert behaviour("anger") is not BLANK


def test_a_mutant_is_undone_and_a_survivor_is_reported() -> None:
    """A hook taken away comes back; a card whose rulings cannot see a mutant is not pinned."""
    hook = hooks("anger")[0]
    with mutated("anger", **without("anger", hook)):
        assert getattr(behaviour("anger"), hook) is None
    assert getattr(behaviour("anger"), hook) is not None
    blank = next(slug for slug, f in faces().items() if f.blank)
    printed = faces()[blank].value
    with misprinted(blank):
        assert faces()[blank].value != printed
    assert faces()[blank].value == printed
    result = check(blank)
    assert result.pinned and result.mutants[0].what == "value die misprinted"
