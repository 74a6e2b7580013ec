"""The interaction map: every cell is ruled or explained, every reason names a cell that
needs one, every link on the map's page leads to a ruling, and what a ruling covers is
decided by what its examples exercise (the blank card test), not by what is only on the table."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from engine.knowledge.interaction_map import (
    AXES,
    Coverage,
    cell,
    cells,
    coverage_of,
    interaction_map,
    read_reasons,
    reasons,
    stale_reasons,
    unexplained,
)
from engine.knowledge.mechanics import MECHANICS
from engine.knowledge.rulings import FEATURES, ROOT, features, parse_text

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site.anchors import page_of, rule_anchor
from moodswings_site.interaction_map import map_page


def test_the_map_has_a_cell_for_each_pair_of_mechanics_and_each_way_to_play() -> None:
    n = len(MECHANICS)
    assert len(cells()) == n * (n + 1) // 2 + 3 * n
    assert len(set(cells())) == len(cells())


def test_every_cell_has_a_ruling_or_a_reason() -> None:
    found = interaction_map()
    missing = [c.key for c in unexplained(found)]
    assert not missing, (
        f"{len(missing)} cells of the interaction map have no ruling and no reason: rule on them, or say "
        f"in engine/data/interaction-map.toml why no question arises: {missing}"
    )


def test_every_reason_names_a_cell_that_no_ruling_covers() -> None:
    found = interaction_map()
    assert reasons()
    stale = [c.key for c in stale_reasons(found)]
    assert not stale, (
        f"rulings cover these cells now: remove their reasons from engine/data/interaction-map.toml: {stale}"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('[reasons]\n"suppression nonsense" = "A reason."\n', "no mechanic or way to play is called 'non"),
        ('[reasons]\n"suppression" = "A reason."\n', "is not two mechanics"),
        ('[reasons]\n"random blank" = "A reason."\n"blank random" = "Again."\n', "already given a reason"),
        ('[reasons]\n"random blank" = "no full stop"\n', "one sentence"),
        ('[reasons]\n"duels random" = "A way to play comes second, but either order is one cell."\n', None),
    ],
)
def test_a_reason_must_name_a_real_cell_once(text: str, message: str | None) -> None:
    if message is None:
        assert list(read_reasons(text)) == [cell("random", "duels")]
        return
    with pytest.raises(ValueError, match=re.escape(message)):
        read_reasons(text)


def test_every_link_on_the_map_page_leads_to_a_ruling_that_covers_its_cell() -> None:
    anchors_of: dict[str, set[str]] = {}
    for f in features():
        for i, _ in enumerate(f.rules, start=1):
            anchors_of.setdefault(page_of(f), set()).add(rule_anchor(f, i))
    text = map_page()
    links = re.findall(r'href="\.\./([^"#]+)#([^"]+)"', text)
    assert len(links) == sum(len(mc.rulings) for mc in interaction_map().values())
    broken = [f"{page}#{anchor}" for page, anchor in links if anchor not in anchors_of.get(page, set())]
    assert not broken, broken[:10]
    # and each cell of the table leads to its entry on the page
    for target in re.findall(r'<td class="ms-map-[a-z]+"><a href="#([^"]+)"', text):
        assert f'id="{target}"' in text


def _coverage(tags: str, steps: str, folder: str = "interactions") -> Coverage:
    """What a Rule with these tags, and one Example of these steps, covers."""
    lines = "\n".join(f"      {line.strip()}" for line in steps.strip().splitlines())
    text = f"Feature: a test\n\n  {tags}\n  Rule: r\n    d\n\n    Example: e\n{lines}\n"
    f = parse_text(text, FEATURES / folder / "test.feature")
    return coverage_of(f, f.rules[0])


def test_a_ruling_covers_what_its_cards_do_not_what_is_only_on_the_table() -> None:
    covered = _coverage(
        "@source:community-2026-12-01 @card:anger",
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity and Scorn
        And Alice played Pacifism, choosing Bob then Generosity
        And Alice has Anger in hand
        When Alice plays Anger
        Then Alice may choose Generosity""",
    )
    assert covered.covers(cell("discard-pile", "suppression"))  # Anger, and the Pacifism played
    assert not covered.covers(cell("suppression", "suppression"))  # Scorn is only on the table
    assert not covered.covers(cell("discard-pile", "duels"))  # not a duel


def test_a_copy_takes_part_as_the_card_it_copies_and_a_mechanic_meets_itself_with_two_cards() -> None:
    covered = _coverage(
        "@source:community-2026-12-01 @card:panic",
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Boredom and Fear
        And Alice has Panic and Creativity in hand
        When Alice plays Panic
        And Alice chooses Bob
        And Alice passes
        And Bob passes
        And the round is scored
        And Alice plays Creativity
        And Alice chooses Panic
        And Alice chooses Bob
        Then Bob has Boredom, Fear and Hate in hand""",
    )
    assert covered.covers(cell("back-to-hand", "back-to-hand"))  # Panic and a copy of Panic
    assert covered.covers(cell("back-to-hand", "copying"))
    assert not covered.covers(cell("back-to-hand", "duels"))  # not a duel


def test_a_way_to_play_counts_only_where_the_example_depends_on_it() -> None:
    plain = """Given a structure duel between Alice and Bob
        And it is Alice's turn
        And Alice has Panic in hand
        And Bob has moods Boredom
        When Alice plays Panic
        And Alice chooses Bob
        Then Boredom is in Bob's hand"""
    assert not _coverage("@source:community-2026-12-01 @card:panic", plain).covers(
        cell("back-to-hand", "duels")
    )
    owned = """Given a structure duel between Alice and Bob
        And it is Alice's turn
        And Alice has Hate in hand
        And Bob has moods Boredom
        And Alice's deck holds Joy (top first)
        And Bob's deck holds Fear (top first)
        When Alice plays Hate
        And Alice chooses Boredom
        Then Bob's deck holds Fear and Boredom (top first)"""
    covered = _coverage("@source:community-2026-12-01 @card:hate", owned)
    assert covered.covers(cell("deck-and-drawing", "duels"))


def test_a_ruling_outside_the_cards_is_about_the_cards_it_exercises() -> None:
    covered = _coverage(
        "@note:rules.after-scoring.2",
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Boredom
        And Alice has Bashfulness and Panic in hand
        When Alice plays Panic
        And Alice chooses Bob
        Then Boredom is in Bob's hand""",
        folder="rules",
    )
    assert covered.about == {"panic"}  # Boredom and Bashfulness are named, and change nothing
    assert covered.cells == frozenset()  # and one card meets nothing


def test_the_axes_are_the_mechanics_then_the_ways_to_play() -> None:
    assert AXES[: len(MECHANICS)] == tuple(m.slug for m in MECHANICS)
    assert AXES[len(MECHANICS) :] == ("duels", "teams", "drafts")
    assert (ROOT / "engine" / "data" / "interaction-map.toml").is_file()
    assert Path(FEATURES / "interactions").is_dir()


def test_the_reasons_are_in_our_own_words() -> None:
    """The reasons are published on the map's page: like the rulings, they copy no run of
    words from the sources (tests/test_own_words.py)."""
    from tests.test_own_words import copied, source_runs

    known = source_runs()
    found = {c.key: runs for c, why in reasons().items() if (runs := copied(why, known))}
    assert not found, found


def test_the_map_page_gives_the_counts_of_the_map() -> None:
    found = interaction_map()
    links = sum(len(mc.rulings) for mc in found.values())
    ruled = sum(1 for mc in found.values() if mc.rulings)
    assert f"{ruled} covered by rulings ({links:,} links from a ruling to a cell in all)" in map_page()
