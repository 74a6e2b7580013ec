"""The glossary page: one entry per vocabulary term, each with its ruling, and card pages
linking the terms their text uses."""

from __future__ import annotations

import sys

from engine.core.catalog import face
from engine.knowledge.rulings import ROOT
from engine.knowledge.sources import source_ids

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site import pages
from moodswings_site.glossary import TERMS, glossary_page, terms_of


def test_every_vocabulary_term_has_one_glossary_entry() -> None:
    vocabulary = sorted(i for i in source_ids() if i.startswith("glossary."))
    assert sorted(t.id for t in TERMS) == vocabulary


def test_every_entry_links_its_ruling() -> None:
    page = glossary_page()
    assert "not encoded yet" not in page
    for t in TERMS:
        assert f"({t.anchor})=" in page


def test_a_card_page_links_the_terms_of_its_text() -> None:
    slugs = [t.slug for t in terms_of(face("Pacifism"))]
    assert "suppress-suppressed" in slugs and "choose-up-to-two-players" in slugs
    assert "play-a-mood" not in slugs  # the ability headings every card shares don't count
    assert "glossary/index.html#term-suppress-suppressed" in pages.card_page("pacifism")


def test_a_card_page_links_its_kinds_of_ability_to_the_rules_chapter() -> None:
    page = pages.card_page("guile")
    assert page.count('href="../rules/taking-a-turn.html#') == 2  # "To play this card", "After playing"
