"""Questions players ask find the ruling that answers them: ``moodswings rulings`` with a
question's words lists that ruling (the rulings' words make it findable; how the search
ranks and matches them is the search's own business)."""

from __future__ import annotations

import json

import pytest

from engine.interfaces.cli import main

QUESTIONS = {
    "doubt duplicity": [
        (
            "features/interactions/repeated-effects.feature",
            "Doubt repeated by Duplicity bans the colors of both reveals",
        ),
    ],
    "sneakiness betrayal": [
        (
            "features/interactions/moved-moods.feature",
            "a Sneakiness that changed players swaps its new player's score",
        ),
    ],
    "conviction duel": [
        ("features/cards/conviction.feature", "In traditional play, with the deck empty"),
        ("features/formats/duel-play.feature", "An empty deck gives back the card just put under it only to"),
    ],
}


@pytest.mark.parametrize("question", list(QUESTIONS))
def test_a_question_finds_the_ruling_that_answers_it(
    question: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rulings", question, "--json"]) == 0  # the question as one argument, quoted
    results = json.loads(capsys.readouterr().out)["results"][:5]  # among the first five
    found = [(r["where"].rsplit(":", 1)[0], r["ruling"]) for r in results if r["kind"] == "ruling"]
    for where, words in QUESTIONS[question]:
        assert any(w == where and words in ruling for w, ruling in found), (question, where, words, found)
