"""The site's generator, without a browser: it never claims a result it does not have."""

from __future__ import annotations

import json
import sys

import pytest

from engine.core.catalog import faces
from engine.knowledge.rulings import ROOT, card_feature

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site import pages, results

from engine.knowledge.mechanics import MECHANICS, card_mechanics


@pytest.fixture
def no_results(monkeypatch: pytest.MonkeyPatch, tmp_path):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(results, "RESULTS", tmp_path / "results.json")
    results.last_run.cache_clear()
    yield
    results.last_run.cache_clear()


def some_card_with_rulings() -> str:
    return next(s for s in faces() if card_feature(s))


def test_without_results_every_example_says_not_run(no_results) -> None:  # type: ignore[no-untyped-def]
    text = pages.card_page(some_card_with_rulings())
    assert 'class="ms-status ms-not-run"' in text
    for claim in ("passed", "failed", "pending"):
        assert f'class="ms-status ms-{claim}"' not in text
    assert "Results: not run" in pages.run_status()


def test_a_result_from_another_example_at_the_same_line_is_not_shown(
    monkeypatch: pytest.MonkeyPatch, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    slug = some_card_with_rulings()
    feature = card_feature(slug)
    example = feature.rules[0].examples[0]
    stale = tmp_path / "results.json"
    key = f"{feature.relpath}:{example.line}"
    other = {"nodeid": "test_x__another_example", "outcome": "passed"}
    stale.write_text(
        json.dumps({"written": "2999-01-01 00:00:00", "examples": {key: other}}), encoding="utf-8"
    )
    monkeypatch.setattr(results, "RESULTS", stale)
    results.last_run.cache_clear()
    try:
        assert results.outcome(feature, example) == "missing"
    finally:
        results.last_run.cache_clear()


def test_every_mechanic_has_cards_and_blank_cards_are_found_by_their_text() -> None:
    for m in MECHANICS:
        assert any(m in card_mechanics(s) for s in faces()), m.slug
    for s, f in faces().items():
        assert (not f.abilities) == any(m.slug == "blank" for m in card_mechanics(s))


def test_the_step_reference_lists_every_step() -> None:
    from moodswings_site.reference import steps_page

    from engine.scenarios.registry import STEPS

    text = steps_page()
    assert STEPS
    assert text.count("\n### `") == len(STEPS)


def test_a_failed_example_says_so_on_its_ruling(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:  # type: ignore[no-untyped-def]
    slug = some_card_with_rulings()
    feature = card_feature(slug)
    example = feature.rules[0].examples[0]
    name = "test_x__" + results._python_name(example.name)
    failed = {"nodeid": name, "outcome": "failed", "error": "the engine did something else"}
    path = tmp_path / "results.json"
    key = f"{feature.relpath}:{example.line}"
    path.write_text(
        json.dumps({"written": "2999-01-01 00:00:00", "examples": {key: failed}}), encoding="utf-8"
    )
    monkeypatch.setattr(results, "RESULTS", path)
    results.last_run.cache_clear()
    try:
        text = pages.card_page(slug)
    finally:
        results.last_run.cache_clear()
    assert 'class="ms-status ms-failed"' in text
    assert "<b>failed</b> in the last run" in text


def test_a_card_page_lists_its_rulings_with_other_cards() -> None:
    from moodswings_site.render import rule_label

    from engine.knowledge.rulings import with_other_cards

    text = pages.card_page("glee")
    assert "## With other cards" in text
    for f, i, _ in with_other_cards("glee"):
        assert f'href="../interactions/{f.path.stem}.html#{rule_label(f, i)}"' in text
    assert "## With other cards" not in pages.card_page("apathy")  # none yet: no empty section
