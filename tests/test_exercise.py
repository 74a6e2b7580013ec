"""The blank card test (engine/core/blanks.py, engine/knowledge/exercise.py): an Example
exercises a card when it fails with the card standing in as the blank card of its color, its
mechanics when it fails with the card's text taken away, and its way to play when it fails at a
traditional game with the same players."""

from __future__ import annotations

import pytest

from engine.core.behaviour import behaviour
from engine.core.blanks import blank_face, stand_ins, without_text
from engine.core.catalog import COLORS, faces
from engine.knowledge.exercise import Exercised, exercise, exercised_by, named_cards
from engine.knowledge.rulings import FEATURES, card_feature, parse_text


def _exercise(steps: str) -> Exercised:
    lines = "\n".join(f"      {line.strip()}" for line in steps.strip().splitlines())
    text = f"Feature: a test\n\n  @source:community-2026-12-01\n  Rule: r\n    d\n\n    Example: e\n{lines}\n"
    f = parse_text(text, FEATURES / "interactions" / "test.feature")
    return exercise(f, f.rules[0], f.rules[0].examples[0])


def test_each_card_stands_in_as_the_blank_card_of_its_color() -> None:
    for slug, face in faces().items():
        blank = faces()[blank_face(slug)]
        assert blank.blank
        assert (blank.color == face.color) != face.blank, slug  # a blank card: another color
    assert sorted(faces()[blank_face(s)].color for s in faces() if faces()[s].blank) == sorted(COLORS)


def test_a_stand_in_keeps_the_name_takes_the_blank_and_gives_everything_back() -> None:
    printed, acting = faces()["generosity"], behaviour("generosity")
    (words, stand_in), *_ = stand_ins("generosity")
    with stand_in():
        now = faces()["generosity"]
        assert (now.name, now.number, now.color) == (printed.name, printed.number, printed.color)
        assert (now.value, now.abilities, now.text) == ((4,), (), "")
        assert behaviour("generosity") != acting
    assert faces()["generosity"] == printed and behaviour("generosity") == acting
    assert words == f"as {faces()[blank_face('generosity')].name}"
    with without_text("generosity"):
        assert faces()["generosity"] == printed and behaviour("generosity") != acting


def test_the_cards_named_are_found_in_the_steps_and_their_tables() -> None:
    f = parse_text(
        "Feature: f\n\n  Rule: r\n\n    Example: e\n      Given Bob has moods Self-Loathing and Joy\n"
        "      Then the table holds:\n        | Anger | Joy |\n",
        FEATURES / "interactions" / "t.feature",
    )
    assert named_cards(f.rules[0].examples[0].steps) == ("self-loathing", "joy", "anger")


def test_a_card_only_on_the_table_is_not_exercised() -> None:
    found = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity and Scorn
        And Alice played Pacifism, choosing Bob then Generosity
        And Alice has Anger in hand
        When Alice plays Anger
        Then Alice may choose Generosity"""
    )
    assert found.named == ("generosity", "scorn", "pacifism", "anger")
    assert found.cards == found.texts == {"pacifism", "anger"}  # suppressed, Generosity could be any card
    assert "Pacifism as" in found.why["pacifism"]


def test_a_card_whose_value_matters_is_exercised_and_its_text_is_not() -> None:
    found = _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Generosity
        And Alice has Anger in hand
        When Alice plays Anger
        Then Alice cannot choose Generosity"""
    )
    assert found.cards == {"anger", "generosity"}  # as a blank, Generosity is worth 4
    assert found.texts == {"anger"}  # its text changes nothing here


def test_a_blank_card_is_exercised_by_its_value_or_its_color() -> None:
    assert _exercise(
        """Given a game between Alice and Bob
        And it is Alice's turn
        And Bob has moods Boredom
        Then Boredom's value is 4"""
    ).cards == {"boredom"}
    assert (
        _exercise(
            """Given a game between Alice and Bob
            And it is Alice's turn
            And Bob has moods Boredom
            Then Bob has moods Boredom"""
        ).cards
        == set()
    )


def test_a_way_to_play_is_exercised_when_the_example_fails_at_a_traditional_game() -> None:
    duel = """Given a structure duel between Alice and Bob
        And it is Alice's turn
        And Alice's deck holds Joy (top first)
        And Bob's deck holds Fear (top first)
        And Bob has moods Boredom
        When the round is scored
        Then Bob wins the round
        And Alice drew Joy"""
    found = _exercise(duel)
    assert (found.format, found.format_exercised) == ("structure-duel", True)  # own decks
    plain = _exercise(
        """Given a structure duel between Alice and Bob
        And it is Alice's turn
        And Alice has Panic in hand
        And Bob has moods Boredom
        When Alice plays Panic
        And Alice chooses Bob
        Then Boredom is in Bob's hand"""
    )
    assert (plain.format, plain.format_exercised, plain.cards) == ("structure-duel", False, {"panic"})


@pytest.mark.parametrize("slug", ["anger", "pacifism", "creativity"])
def test_every_card_is_exercised_by_some_example_of_its_own_rulings(slug: str) -> None:
    feature = card_feature(slug)
    assert feature is not None
    found = exercised_by()
    assert any(found[(feature.relpath, e.line)].exercises(slug) for r in feature.rules for e in r.examples)


def test_the_knowledge_base_is_read_once_and_kept_by_its_digest() -> None:
    found = exercised_by()
    assert len(found) > 1000
    assert all(e.cards <= set(e.named) and e.texts <= set(e.named) for e in found.values())
    assert exercised_by() is found


def test_with_the_cause_standing_in_an_answer_nothing_asks_is_passed_over() -> None:
    """The situation's test (engine.knowledge.touched): Pacifism stands in as a blank, so its
    questions are no longer asked; a strict run fails on the answers left over, the situation's
    run passes them over and fails only on what the Example checks."""
    from engine.scenarios.runner import run_steps, steps_of
    from engine.scenarios.world import World

    f = parse_text(
        "Feature: f\n\n  Rule: r\n\n    Example: e\n"
        "      Given a game between Alice and Bob\n      And it is Alice's turn\n"
        "      And Bob has moods Generosity and Boredom\n"
        "      And Alice played Pacifism, choosing Bob then Generosity\n"
        "      And Alice has Charity in hand\n      When Alice plays Charity\n"
        "      Then Generosity's value is 0\n",
        FEATURES / "interactions" / "t.feature",
    )
    every = steps_of(f, f.rules[0], f.rules[0].examples[0])
    (_, stand_in), *_ = stand_ins("pacifism")
    with stand_in():
        strict = run_steps(f, every)
        lenient = run_steps(f, every, world=World(skip_unasked=True))
    assert "left over" in strict.error
    assert not lenient.passed and "value" in lenient.error  # no suppression: worth 6


def test_an_empty_deck_is_taken_away_by_a_card_put_into_it() -> None:
    from engine.scenarios.runner import run_steps, steps_of
    from engine.scenarios.world import World

    f = parse_text(
        "Feature: f\n\n  Rule: r\n\n    Example: e\n"
        "      Given a game between Alice and Bob\n      And it is Alice's turn\n"
        "      And Alice has Zeal and Joy in hand\n      When Alice plays Zeal\n"
        "      And Alice chooses Joy\n      Then Alice's hand holds Joy\n",
        FEATURES / "interactions" / "t.feature",
    )
    every = steps_of(f, f.rules[0], f.rules[0].examples[0])
    assert run_steps(f, every).passed  # the deck was empty: Alice draws the Joy she put under it
    refilled = run_steps(f, every, world=World(fill_empty_decks="Laziness"))
    assert not refilled.passed and "Laziness" in refilled.error
