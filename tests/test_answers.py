"""How words name things (engine.core.answers): the step language's answers, card references
and the names of what asks a decision.

These functions read a ruling's words, they state no rule, so mutation testing leaves them
out (scripts/mutants.py: LEFT_OUT) and these tests pin them instead.
"""

from __future__ import annotations

import pytest

from engine.core.answers import (
    AnswerError,
    asking_names,
    find_card,
    parse_answer,
    plain,
    question_key,
    split_answer,
)
from engine.core.decisions import NUMBER, OPTION, Decision, Option
from engine.core.game import Game
from engine.core.table import Table


def options(*labels: str) -> Decision:
    return Decision("Alice", OPTION, "which?", [Option(i, lab) for i, lab in enumerate(labels)], 1, None)


def a_table(alice: list[str], bob: list[str] | None = None, hand: list[str] | None = None) -> Game:
    table = Table(["Alice", "Bob"])
    table.set_turn("Alice")
    table.put_in_play("Alice", alice)
    if bob:
        table.put_in_play("Bob", bob)
    if hand:
        table.put_in_hand("Alice", hand)
    return table.game


def test_a_longer_name_is_read_before_a_name_it_starts_with() -> None:
    decision = options("draw", "draw two")
    assert split_answer(decision, "draw two, draw") == ["draw two", "draw"]
    assert split_answer(decision, "draw and draw two") == ["draw", "draw two"]


def test_a_name_holding_a_comma_is_kept_whole_and_case_does_not_matter() -> None:
    decision = options("give, then take", "keep")
    assert split_answer(decision, "Give, Then Take and KEEP") == ["Give, Then Take", "KEEP"]
    assert parse_answer(decision, "Give, Then Take and KEEP") == [0, 1]


def test_an_effect_is_named_by_its_card_alone_up_to_its_first_colon() -> None:
    decision = options("Envy: take: one mood", "Envy")
    assert split_answer(decision, "Envy: take and Envy") == ["Envy: take", "Envy"]
    assert parse_answer(options("Envy: take: one mood", "Pride: x"), "Envy") == [0]


def test_words_that_name_no_option_are_split_plainly() -> None:
    assert split_answer(options("a"), "b, c and d") == ["b", "c", "d"]


def test_nothing_and_numbers() -> None:
    assert parse_answer(options("a"), " Nothing ") == []
    number = Decision("Alice", NUMBER, "how many?", [], 1, 1, numbers=(0, 9))
    assert parse_answer(number, "-3") == [-3]
    with pytest.raises(AnswerError, match="'three' is not a number"):
        parse_answer(number, "three")


@pytest.mark.parametrize(
    ("reference", "error"),
    [
        ("Alise's Pride", r"^'Alise' is not playing; did you mean Alice\?$"),
        ("Zed's Pride", r"^'Zed' is not playing$"),
        ("Bob's Anger", r"^there is no Anger in Bob's moods or hand$"),
        ("Anger", r"^there is no Anger in the game$"),
    ],
)
def test_a_reference_to_nothing_says_whom_or_where_it_looked(reference: str, error: str) -> None:
    """An unknown player is refused with the nearest player's name; a card that is not
    there, with where it was looked for."""
    with pytest.raises(AnswerError, match=error):
        find_card(a_table(["Pride"]), reference)


def test_two_cards_of_one_name_must_be_told_apart_by_whose() -> None:
    game = a_table(["Pride"], ["Pride"])
    ambiguous = r"^'Pride' is ambiguous: there are 2 \(Alice's moods, Bob's moods\); say whose$"
    with pytest.raises(AnswerError, match=ambiguous):
        find_card(game, "Pride")
    assert find_card(game, "Bob's Pride") == game.cards_named("Pride")[1]
    one = a_table(["Pride"])
    assert find_card(one, "Pride") == one.cards_named("Pride")[0]


def test_what_asks_a_decision_is_its_card_or_the_rules_question() -> None:
    card = Decision("Alice", OPTION, "?", [], asker=7, about="turn", rule="x")
    assert question_key(card) == ("card", 7)
    assert question_key(Decision("Alice", OPTION, "?", [], about="turn", rule="x")) == ("question", "turn")
    assert question_key(Decision("Alice", OPTION, "?", [], rule="x")) == ("question", "x")


def test_a_bare_answer_is_plain_only_when_the_card_played_alone_has_asked() -> None:
    assert plain(5, [], ("card", 5))
    assert plain(5, [("card", 5)], ("card", 5))
    assert not plain(5, [("card", 6)], ("card", 5))
    assert not plain(None, [], ("card", None))
    assert not plain(5, [], ("question", "turn"))


def test_the_rules_questions_are_named_by_their_words_or_their_rule() -> None:
    game = a_table(["Pride"])
    assert asking_names(game, Decision("Alice", OPTION, "?", [], about="turn")) == ("the turn", ["the turn"])
    by_rule = Decision("Alice", OPTION, "?", [], rule="rules.x.1")
    assert asking_names(game, by_rule) == ("rules.x.1", ["rules.x.1"])
    assert asking_names(game, Decision("Alice", OPTION, "?", [])) == ("the rules", ["the rules"])


def test_a_card_that_asks_is_named_by_its_text_and_its_name_and_whose() -> None:
    game = a_table(["Creativity"], hand=["Anger"])
    copy = game.cards_named("Creativity")[0]
    asked = asking_names(game, Decision("Alice", OPTION, "?", [], rule="pride.text", asker=copy))
    assert asked == ("Pride", ["Pride", "Creativity", "Alice's Pride", "Alice's Creativity"])
    anger = game.cards_named("Anger")[0]
    asked = asking_names(game, Decision("Alice", OPTION, "?", [], rule="rules.x.1", asker=anger))
    assert asked == ("Anger", ["Anger", "Alice's Anger"])


def test_a_card_of_a_name_two_players_have_is_suggested_with_whose() -> None:
    game = a_table(["Pride"], ["Pride"])
    bobs = game.cards_named("Pride")[1]
    asked = asking_names(game, Decision("Bob", OPTION, "?", [], rule="pride.text", asker=bobs))
    assert asked == ("Bob's Pride", ["Pride", "Bob's Pride"])
