"""Answer steps say which question they answer (engine.scenarios.world: ``plain``).

A bare ``chooses`` is taken only where the card just played is the only thing that has
asked since the play; anywhere else the example fails when it runs, naming the file, the
line and the named form to write. Named answers must name what really asks. Chance answers
say whether they are a pick or an order.
"""

from __future__ import annotations

import pytest

from engine.knowledge.rulings import FEATURES, parse_text
from engine.scenarios.runner import run

HEAD = """Feature: answers
  Background:
    Given a game between Alice and Bob
    And it is Alice's turn

  Scenario: the example
"""


def outcome(steps: str) -> tuple[bool, str]:
    feature = parse_text(HEAD + steps, FEATURES / "cards" / "answers.feature")
    [(rule, example)] = feature.examples()
    result = run(feature, rule, example)
    return result.passed, str(result.error or "")


# A mood that reacts to its player's play (Scorn asks before the played card's own effect).
REACTION = """      Given Alice has moods Scorn
      And Bob has moods Excitement
      And Alice has Boredom in hand
      When Alice plays Boredom
"""


def test_a_bare_answer_to_a_reaction_is_refused_with_its_line_and_the_named_form() -> None:
    passed, error = outcome(REACTION + "      And Alice chooses nothing\n")
    assert not passed
    assert "features/cards/answers.feature:11:" in error
    assert "write 'Alice answers Scorn: nothing'" in error


def test_the_named_answer_is_taken() -> None:
    passed, error = outcome(REACTION + "      And Alice answers Scorn: nothing\n")
    assert passed, error


def test_a_named_answer_must_name_what_asks() -> None:
    passed, error = outcome(REACTION + "      And Alice answers Boredom: nothing\n")
    assert not passed and "'Boredom' does not ask this: the engine waits for Scorn" in error


def test_a_bare_answer_to_the_card_just_played_is_plain() -> None:
    passed, error = outcome(
        """      Given Bob has moods Charity and Patience
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice chooses Charity
      Then Charity is in the discard pile
"""
    )
    assert passed, error


def test_once_another_card_has_asked_the_played_card_must_be_named_too() -> None:
    steps = """      Given Alice has moods Scorn
      And Bob has moods Excitement and Charity
      And Alice has Anger in hand
      When Alice plays Anger
      And Alice answers Scorn: nothing
      And Alice chooses Charity
"""
    passed, error = outcome(steps)
    assert not passed and "write 'Alice answers Anger: Charity'" in error
    named = steps.replace("And Alice chooses Charity", "And Alice answers Anger: Charity")
    passed, error = outcome(named + "      Then Charity is in the discard pile\n")
    assert passed, error


@pytest.mark.parametrize("wrong", ["pick", "order"])
def test_a_chance_answer_says_whether_it_is_a_pick_or_an_order(wrong: str) -> None:
    # Chaos deals every mood out in a random order; Curiosity picks one random card
    chaos = """      Given Bob has moods Cheer
      And Alice has Chaos in hand
      When Alice plays Chaos
      And the random {} is Cheer then Chaos
"""
    passed, error = outcome(chaos.format(wrong))
    if wrong == "pick":
        assert not passed and "this chance event is an order" in error
    else:
        assert passed, error


# -- every decision the engine asks says what asks it -----------------------------------------

GAMES = [("traditional", 2), ("traditional", 4), ("structure-duel", 2), ("power-duel", 2)]
GAMES += [("quick-draft", 2), ("winston-draft", 2), ("open-team", 4), ("closed-team", 4)]


@pytest.mark.parametrize(("format", "players"), GAMES)
def test_every_decision_names_its_card_or_rules_question_and_its_options_keys(
    format: str, players: int
) -> None:
    """In random games of every format: each decision is asked by a card on the table or by
    one of the rules' published questions (never both, never neither), and the options of an
    option decision are keys that card or question publishes (engine.core.decisions)."""
    import random

    from engine.core.decisions import OPTION, QUESTIONS
    from engine.interfaces.conformance.items import published_keys
    from engine.selfplay.simulate import deal, random_answer

    seen: set[tuple[str, str]] = set()
    for seed in range(12):
        rng = random.Random(seed)
        game = deal(players, rng, format=format)
        while (d := game.pending) is not None:
            assert (d.asker is None) != (d.about is None), (seed, d.prompt)
            if d.about is not None:
                assert d.about in QUESTIONS, (seed, d.about)
            if d.kind == OPTION:
                assert {o.key for o in d.options} <= set(published_keys(d)), (seed, d.rule, d.keys())
            seen.add((d.kind, "card" if d.asker is not None else str(d.about)))
            game.answer(d.player, random_answer(d, rng))
    assert ("turn", "turn") in seen and any(asker == "card" for _, asker in seen)
