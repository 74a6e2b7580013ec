"""Every card in every situation (engine/knowledge/situations.py, engine/knowledge/touched.py):
each cell ruled by Examples that exercise the card and the situation, closed by a property the
code reads, or open; the data file's lines checked; the command line's grid."""

from __future__ import annotations

import json
import random
import re

import pytest

from engine.core.catalog import faces
from engine.interfaces.cli import main
from engine.knowledge.exercise import Exercised, exercise
from engine.knowledge.rulings import FEATURES, features, parse_text
from engine.knowledge.situations import (
    DOES_NOT_APPLY,
    EXPLAINED,
    OPEN,
    PROPERTIES,
    RULED,
    STATUSES,
    cell_of,
    grid,
    grid_json,
    read_words,
    ruled_cells,
    words,
)
from engine.knowledge.sources import run_digest, word_runs
from engine.knowledge.touched import SITUATIONS
from engine.scenarios.runner import run
from tests.test_own_words import source_runs

DATA = (FEATURES.parent / "engine" / "data" / "situations.toml").read_text(encoding="utf-8")


def _exercise(steps: str) -> Exercised:
    lines = "\n".join(f"      {line.strip()}" for line in steps.strip().splitlines())
    text = f"Feature: a test\n\n  @source:community-2026-12-04\n  Rule: r\n    d\n\n    Example: e\n{lines}\n"
    f = parse_text(text, FEATURES / "interactions" / "test.feature")
    outcome = run(f, f.rules[0], f.rules[0].examples[0])
    assert outcome.passed, outcome.error  # else every change would "fail" it
    return exercise(f, f.rules[0], f.rules[0].examples[0])


# -- the grid's shape -----------------------------------------------------------------------


def test_the_json_has_every_card_and_every_situation_in_its_shape() -> None:
    data = json.loads(json.dumps(grid_json()))
    assert list(data) == ["cards"]
    assert list(data["cards"]) == list(faces())
    where = re.compile(r"^features/[\w/-]+\.feature:\d+ \(.+\)$")
    for slug, row in data["cards"].items():
        assert list(row) == ["situations"]
        assert list(row["situations"]) == list(SITUATIONS), slug
        for situation, c in row["situations"].items():
            assert set(c) == {"status", "rulings", "reason"}
            assert c["status"] in STATUSES
            assert (c["status"] == RULED) == bool(c["rulings"]), (slug, situation)
            assert all(where.match(r) for r in c["rulings"]), c["rulings"]
            assert (c["reason"] is not None) == (c["status"] in (EXPLAINED, DOES_NOT_APPLY)), (
                slug,
                situation,
            )
            if c["reason"]:
                assert faces()[slug].name in c["reason"] or "apathy.1" in c["reason"]


def test_each_status_is_found_in_the_grid() -> None:
    statuses = {c.status for row in grid().values() for c in row.values()}
    assert statuses == set(STATUSES)


# -- ruled: the blank card test, for a card and a situation -----------------------------------


def test_a_sample_of_ruled_cells_passes_the_blank_card_test_again() -> None:
    """Run again from the steps, not from the cache: some Example of each ruling a sampled
    cell names exercises its card (stand-in) and its situation (taken away)."""
    rules = {(f.relpath, r.line): (f, r) for f in features() for r in f.rules}
    cells = sorted(ruled_cells().items())
    for key, rulings in random.Random(43).sample(cells, 6):
        card = key.split(":")[1]
        relpath, line = re.match(r"^(.+):(\d+) ", rulings[0]).groups()  # type: ignore[union-attr]
        feature, rule = rules[(relpath, int(line))]
        found = [exercise(feature, rule, e) for e in rule.examples]
        assert any(key in e.situations and card in e.cards for e in found), (key, rulings[0])


def test_a_suppression_is_exercised_when_taking_the_suppressor_away_changes_the_outcome() -> None:
    found = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity and Boredom
        And Alice has Meekness in hand
        When Alice plays Meekness
        Then Generosity's value is 0
        And Boredom's value is 4"""
    )
    assert "suppressed:generosity" in found.touched
    assert {"meekness", "generosity"} <= found.cards
    assert "suppressed:generosity" in found.situations
    assert cell_of("generosity", "suppressed", {"suppressed:generosity": ("x",)}, words()).status == RULED


def test_a_situation_the_outcome_does_not_depend_on_is_touched_not_exercised() -> None:
    """Pacifism's answer is passed over once Pacifism stands in as a blank (nothing asks it
    any more); what the Example checks does not depend on the suppression."""
    found = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity
        And Alice has Pacifism in hand
        When Alice plays Pacifism
        And Alice chooses Bob
        Then Alice has moods Pacifism"""
    )
    assert "suppressed:generosity" in found.touched
    assert "suppressed:generosity" not in found.situations


def test_a_copy_is_exercised_for_the_card_it_copies() -> None:
    found = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity
        And Alice has Creativity in hand
        When Alice plays Creativity
        And Alice chooses Generosity
        Then Creativity's value is 6"""
    )
    assert "copied:generosity" in found.situations


def test_a_taken_mood_and_a_repeated_effect_are_read_from_the_events() -> None:
    taken = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity and Boredom
        And Alice has Recklessness in hand
        When Alice plays Recklessness
        And Alice chooses Generosity
        Then Alice's score is 6"""
    )
    assert "taken:generosity" in taken.situations
    repeated = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Alice has moods Duplicity
        And Bob has moods Generosity and Boredom
        And Alice has Panic in hand
        When Alice plays Panic
        And Alice chooses Bob
        And Alice chooses Generosity
        And Alice answers Duplicity: again
        And Alice answers Panic: Bob
        Then Bob's hand holds Generosity and Boredom"""
    )
    assert "repeated:panic" in repeated.situations


def test_an_empty_deck_and_a_zero_value_are_taken_away_by_their_honest_equivalents() -> None:
    empty = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Boredom
        And Alice has Hate in hand
        When Alice plays Hate
        And Alice chooses Boredom
        Then Alice's hand holds Boredom"""
    )  # the deck was empty: Alice draws the card Hate just put under it
    assert "empty-deck:hate" in empty.situations
    zero = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Fear
        And Alice has Rebellion in hand
        When Alice plays Rebellion
        And Alice chooses 0
        Then Fear is in the discard pile"""
    )
    assert "zero-value:fear" in zero.situations


def test_a_round_without_scoring_waits_for_its_card_until_the_round_ends() -> None:
    """Awe sent away in its own round is gone early (its round is still not scored); once the
    round has ended, nothing of Awe waits any more."""
    gone = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Alice has Awe in hand
        And Bob has Wrath in hand
        When Alice plays Awe
        And Alice chooses Bob
        And Alice passes
        And Bob plays Wrath
        And Bob chooses to discard them
        Then Awe is in the discard pile
        When Bob passes
        Then no round has been scored"""
    )
    assert "gone-early:awe" in gone.situations
    later = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Alice has Awe in hand
        And Bob has Wrath in hand
        When Alice plays Awe
        And Alice chooses Bob
        And the round is scored
        And Bob plays Wrath
        And Bob chooses to discard them
        Then Awe is in the discard pile"""
    )
    assert "gone-early:awe" not in later.touched


def test_the_closed_and_open_cells_follow_the_data_file() -> None:
    w = words()
    assert cell_of("fear", "suppressed", {}, w).status == DOES_NOT_APPLY  # always worth 0
    assert cell_of("fear", "suppressed", {}, w).property == "always-zero"
    assert cell_of("anger", "color-change", {}, w).status == EXPLAINED  # it names no color
    assert cell_of("faith", "suppressed", {}, w).status == OPEN  # its suppression lasts while it is in play
    assert cell_of("altruism", "empty-deck", {}, w).status == EXPLAINED  # a line for one card
    assert cell_of("fear", "suppressed", {"suppressed:fear": ("r",)}, w).status == RULED


# -- the properties, checked against the engine ------------------------------------------------


@pytest.mark.parametrize("name", sorted(PROPERTIES))
def test_a_property_read_from_the_text_is_what_the_engine_does(name: str) -> None:
    """Where the engine can say the same (its hooks, or the card's value alone in play), it
    says it for every card whose text has the property."""
    p = PROPERTIES[name]
    having = [slug for slug, f in faces().items() if p.text(f)]
    assert having, name
    if p.engine is not None:
        assert [s for s in having if not p.engine(s)] == []


def test_no_ruled_cell_is_one_a_property_says_does_not_apply() -> None:
    """An Example that puts a card in a situation its property says cannot reach it would show
    the property wrong."""
    w, ruled = words(), ruled_cells()
    wrong = []
    for key in ruled:
        situation, card = key.split(":")
        for line in w.situations[situation].lines:
            if line.status == DOES_NOT_APPLY and line.holds(card):
                wrong.append(key)
    assert wrong == []


def test_no_line_written_for_one_card_closes_a_cell_that_rulings_exercise() -> None:
    ruled = ruled_cells()
    stale = [f"{card}.{s}" for card, lines in words().cards.items() for s in lines if f"{s}:{card}" in ruled]
    assert stale == [], (
        "rulings exercise these cells now: remove their lines from engine/data/situations.toml"
    )


# -- the data file's lines --------------------------------------------------------------------


def test_the_data_file_reads_and_its_lines_are_in_our_own_words() -> None:
    read_words(DATA, source_runs())


ALTRUISM = next(line for line in DATA.splitlines() if line.startswith('altruism = "Altruism'))


@pytest.mark.parametrize(
    ("old", "new", "error"),
    [
        (
            "(altruism.text): an empty",
            ": an empty",
            "situations.empty-deck.cards.altruism: the reason cites no source id",
        ),
        ("(altruism.text): an empty", "(altruism.99): an empty", "no source has the id 'altruism.99'"),
        (
            'altruism = "Altruism only',
            'altruism = "It only',
            "situations.empty-deck.cards.altruism: the reason names no card",
        ),
        (
            ALTRUISM,
            'altruism = "Altruism only acts as it is played (altruism.text)."',
            "does not say which situation",
        ),
        (
            "{name} has no text (apathy.1): a copy of it",
            "It has no text (apathy.1): a copy of it",
            "copied.explained[0]: the reason names no card",
        ),
        ("simply takes them in.", "simply takes them in", "the reason is one sentence"),
        ('property = "no-deck"', 'property = "no-such-thing"', "'no-such-thing' is not a property"),
        (
            'altruism = "Altruism only puts',
            'nobody = "Altruism only puts',
            "cards.nobody: no card has that slug",
        ),
        ("[situations.draft]", "[situations.drafts]", "'drafts' is missing or not a situation"),
    ],
)
def test_a_line_that_says_too_little_is_refused_naming_its_key(old: str, new: str, error: str) -> None:
    assert old in DATA
    with pytest.raises(ValueError, match=re.escape(error)):
        read_words(DATA.replace(old, new))


def test_a_line_that_copies_the_sources_is_refused_naming_its_key() -> None:
    """The sources are not carried: a sentence stands for them, and the digests of its runs."""
    copied = "an empty deck simply takes them in, as a sentence of the sources would say it"
    known = {run_digest(r) for r in word_runs(copied)}
    text = DATA.replace("an empty deck simply takes them in.", copied + ".")
    with pytest.raises(
        ValueError, match=r"situations\.empty-deck\.cards\.altruism: the reason copies the sources"
    ):
        read_words(text, known)


# -- the command line -------------------------------------------------------------------------


def test_the_command_line_prints_the_grid_and_its_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["coverage", "--situations"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[1].startswith("Altruism ")
    assert "of the" in out and "cells that apply" in out
    assert main(["coverage", "--situations", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == json.loads(json.dumps(grid_json()))
