"""The site's generator, without a browser: it never claims a result it does not have."""

from __future__ import annotations

import html
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


def test_each_old_anchor_opens_its_ruling_on_the_page_it_was_shared_from() -> None:
    """A link shared before anchors changed (``wrath.html#wrath-rule-1``, or a source tag
    counted across pages, ``hope.html#reference-2026-11-30-2``) must still land on that page's
    ruling: the anchor it now stands for is one of that page's rulings."""
    from moodswings_site.anchors import OLD, anchors, page_of

    from engine.knowledge.rulings import features

    on_page: dict[str, str] = {}  # anchor -> its page as the positional anchors named it
    for f in features():
        page = page_of(f).removesuffix(".html").removeprefix("cards/").replace("/", "-")
        on_page.update({anchors()[(f.path, i)]: page for i in range(1, len(f.rules) + 1)})
    wrong = {}
    for old, new in json.loads(OLD.read_text(encoding="utf-8")).items():
        page = old.rsplit("-rule-", 1)[0] if "-rule-" in old else None  # anger-rule-4: anger's page
        if new not in on_page or (page is not None and on_page[new] != page):
            wrong[old] = new
    assert not wrong, f"old anchors that point to no ruling of their page: {wrong}"


def test_a_card_page_shows_its_row_of_situations_and_links_the_open_questions() -> None:
    from moodswings_site.anchors import page_of, rule_anchor
    from moodswings_site.situations_page import OPEN_PAGE, open_page

    from engine.knowledge.rulings import features
    from engine.knowledge.situations import OPEN, RULED, grid, words

    rules = {f"{f.relpath}:{r.line}": (f, i) for f in features() for i, r in enumerate(f.rules, start=1)}
    for slug in ("anger", "apathy", "faith"):
        text = pages.card_page(slug)
        assert "## In other situations" in text
        for key, cell in grid()[slug].items():
            assert f"<b>{words().situations[key].title}</b>" in text
            for name in cell.rulings if cell.status == RULED else ():
                f, i = rules[name.split(" (", 1)[0]]
                assert f'href="../{page_of(f)}#{rule_anchor(f, i)}"' in text
            if cell.status == OPEN:
                assert f'href="../{OPEN_PAGE}.html#open-{key}"' in text
    listed = open_page()
    for key in words().situations:
        assert f"(open-{key})=" in listed
    for slug, row in grid().items():
        for key, cell in row.items():
            if cell.status == OPEN:
                asked = words().situations[key].question.format(name=pages.faces()[slug].name)
                assert html.escape(asked) in listed
