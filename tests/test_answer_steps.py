"""Answer steps say which question they answer (engine.scenarios.world: ``plain``).

A bare ``chooses`` is taken only where the card just played is the only thing that has
asked since the play; anywhere else the example fails when it runs, naming the file, the
line and the named form to write. Named answers must name what really asks. Chance answers
say whether they are a pick or an order.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from engine.knowledge.rulings import FEATURES, Example, Feature, Rule, features, parse_text
from engine.scenarios.runner import Outcome, run

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


CHAOS = """      Given Bob has moods Cheer
      And Alice has Chaos in hand
      When Alice plays Chaos
"""  # Chaos deals every mood out again, in a random order


@pytest.mark.parametrize("wrong", ["pick", "order"])
def test_a_chance_answer_says_whether_it_is_a_pick_or_an_order(wrong: str) -> None:
    passed, error = outcome(CHAOS + f"      And the random {wrong} is Cheer then Chaos\n")
    if wrong == "pick":
        assert not passed and "this chance event is an order" in error
        assert "write 'the random order is Cheer then Chaos'" in error
    else:
        assert passed, error


def test_a_random_order_in_the_old_form_of_a_pick_gets_the_order_to_write() -> None:
    """'the random pick is X and Y' was how Chaos's deal was written before orders were: the
    error says so, and the step it gives runs."""
    passed, error = outcome(CHAOS + "      And the random pick is Cheer and Chaos\n")
    assert not passed and "was how a random order was written" in error
    [step] = re.findall(QUOTED, error.split("so write ", 1)[1])[:1]
    assert step == "the random order is Cheer then Chaos"
    passed, error = outcome(CHAOS + f"      And {step}\n      Then Alice has moods Cheer\n")
    assert passed, error


# -- the advice of a bare answer runs where it is pasted -----------------------------------------

QUOTED = r"'((?:[^']|'(?=[a-z]))+)'"  # a step in the advice (an apostrophe inside: "Bob's")


def advised(error: str) -> list[list[str]]:
    """The steps an error advises ('so write ...'): each one alone, and each pair written
    "'A' and then 'B'" (answer the first question, then the one asked after it)."""
    tail = error.split("so write ", 1)[1] if "so write " in error else ""
    return [[s] for s in re.findall(QUOTED, tail)] + [
        list(pair) for pair in re.findall(QUOTED + " and then " + QUOTED, tail)
    ]


def test_an_option_written_in_other_words_is_advised_in_its_own() -> None:
    """Duplicity's options are "again" and "once only": 'to have it happen again', as it was
    once written, is advised as the option it names, not echoed back."""
    steps = """      Given Alice has moods Duplicity
      And Bob has moods Generosity
      And Alice has Panic in hand
      When Alice plays Panic
      And Alice chooses Bob
"""
    passed, error = outcome(steps + "      And Alice chooses to have it happen again\n")
    assert not passed and "have it happen again" not in advised(error)[0][0]
    assert advised(error)[0] == ["Alice answers Duplicity: again"]
    passed, error = outcome(
        steps + "      And Alice answers Duplicity: again\n      And Alice answers Panic: Bob\n"
    )
    assert passed, error
    # and the named step with those words names the option too
    passed, error = outcome(steps + "      And Alice answers Duplicity: have it happen again\n")
    assert not passed and "did you mean again?" in error


HATE = """      Given Alice has moods Scorn
      And Bob has moods Sadness
      And Alice has Hate in hand
      And the deck holds Boredom (top first)
      When Alice plays Hate
"""  # Scorn reacts to the play first (Sadness shares Hate's black), then Hate asks


def test_where_a_reaction_asks_before_the_card_played_the_advice_names_both_readings() -> None:
    """A bare answer meant for Hate, while Scorn asks first: the advice does not name Scorn
    alone; each reading it gives runs, and the one that answers Hate reaches Hate."""
    passed, error = outcome(HATE + "      And Alice chooses Sadness\n")
    assert not passed
    readings = advised(error)
    assert ["Alice answers Scorn: Sadness"] in readings
    assert ["Alice answers Scorn: nothing", "Alice answers Hate: Sadness"] in readings
    to_hate = "".join(f"      And {s}\n" for s in readings[-1])
    passed, error = outcome(HATE + to_hate + "      Then Sadness is at the bottom of the deck\n")
    assert passed, error
    passed, error = outcome(
        HATE + "      And Alice answers Scorn: Sadness\n      And Alice answers Hate: nothing\n"
        "      Then Sadness is suppressed\n"
    )
    assert passed, error


def test_words_that_answer_only_what_asks_later_are_advised_through_what_asks_first() -> None:
    """Hate may put Scorn itself under the deck, which Scorn cannot suppress (it is white)."""
    passed, error = outcome(HATE + "      And Alice chooses Scorn\n")
    assert not passed
    assert advised(error) == [
        ["Alice answers Scorn: nothing"],
        ["Alice answers Hate: Scorn"],
        ["Alice answers Scorn: nothing", "Alice answers Hate: Scorn"],
    ]
    passed, error = outcome(
        HATE + "      And Alice answers Scorn: nothing\n      And Alice answers Hate: Scorn\n"
        "      Then Scorn is at the bottom of the deck\n"
    )
    assert passed, error


def test_words_that_answer_nothing_here_get_each_option_to_write() -> None:
    passed, error = outcome(REACTION + "      And Alice chooses Joy\n")
    assert not passed and "'Joy' does not answer Scorn" in error
    assert ["Alice answers Scorn: Excitement"] in advised(error)


def pasted(f: Feature, rule: Rule | None, example: Example, i: int, texts: list[str]) -> Outcome:
    """The Example run with these steps in place of its step ``i``."""
    steps = list(example.steps)
    steps[i : i + 1] = [replace(steps[i], text=t) for t in texts]
    return run(f, rule, replace(example, steps=tuple(steps)))


NAMED = re.compile(r"(?P<player>[A-Z][a-z]+) answers (?P<question>[^:]+?): (?P<answer>.+)")
CHANCE_NAMED = re.compile(r"the random (?P<what>pick|order) for (?P<question>.+?) is (?P<answer>.+)")


def test_every_answer_step_of_the_suite_stripped_of_its_question_gets_advice_that_runs() -> None:
    """Every answer step of the suite's rulings that names its question, written bare: the
    example either passes as it is (the bare answer was plain after all), or fails with
    advice that gives the step back, or advises steps with which the example passes."""
    tried, given_back, passing, plain, wrong = 0, 0, 0, 0, []
    for f in features():
        if f.relpath.startswith(("features/mood-x/", "features/feelinks/")):
            continue
        for rule, example in f.examples():
            if rule is not None and rule.pending:
                continue
            for i, step in enumerate(example.steps):
                m, c = NAMED.fullmatch(step.text), CHANCE_NAMED.fullmatch(step.text)
                if step.kind != "when" or not (m or c):
                    continue
                tried += 1

                bare = (
                    f"{m['player']} chooses {m['answer']}"
                    if m
                    else f"the random {c['what']} is {c['answer']}"
                )
                first = pasted(f, rule, example, i, [bare])
                if first.passed:
                    plain += 1
                elif [step.text] in advised(first.error):
                    given_back += 1
                elif any(pasted(f, rule, example, i, s).passed for s in advised(first.error)):
                    passing += 1
                else:
                    wrong.append(f"{f.relpath}:{step.line}: {step.text}: {first.error}")
    print(
        f"answer steps tried {tried}: given back {given_back}, other advice passed {passing}, plain {plain}"
    )
    assert tried > 200
    assert not wrong, "\n".join(wrong[:5])


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
