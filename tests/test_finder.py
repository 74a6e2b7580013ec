"""The ruling finder (engine/knowledge/finder.py), as ``moodswings rulings`` uses it and as
the site's finder does (the browser tests check that the site ranks as this does).

Every question of the committed set (tests/site/questions.toml, with its answers chosen
before the finder was tuned) has an answer among the first five results; a misspelt card
name is read as the card, and the command line says so; a question in quotes is read word
by word; a card's heading is printed once; the players' words and the numbers in words
are one data file that the site's index carries as it is.
"""

from __future__ import annotations

import json
import sys
import tomllib

import pytest

from engine.interfaces.cli import main
from engine.knowledge import finder as finder_module
from engine.knowledge.finder import distance, finder
from engine.knowledge.rulings import ROOT

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site import search
from moodswings_site.search import url

QUESTIONS = tomllib.loads((ROOT / "tests/site/questions.toml").read_text(encoding="utf-8"))["question"]


def answer_of(address: str) -> str:
    """What a result is, as questions.toml names it: a ruling's anchor or a page's path."""
    page, _, fragment = address.partition("#")
    return fragment if fragment and "=" not in fragment else page.removesuffix(".html")


def first_five(question: str) -> list[str]:
    results = finder().search(question)
    shown = ["cards/index"] if results.cards_asked else []
    return [*shown, *(answer_of(url(d)) for d in results.hits)][:5]


@pytest.mark.parametrize("question", QUESTIONS, ids=[q["ask"] for q in QUESTIONS])
def test_every_question_is_answered_in_the_first_five(question: dict[str, object]) -> None:
    first = first_five(str(question["ask"]))
    assert set(question["answers"]) & set(first), f"none of {question['answers']} in {first}"  # type: ignore[arg-type]


def test_a_misspelt_card_is_read_as_the_card_and_the_command_line_says_so(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rulings", "recklesness"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Read 'recklesness' as 'recklessness' (Recklessness).\n")
    assert out.splitlines()[1] == "Recklessness:"
    assert main(["rulings", "recklesness", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["read_as"] == {"recklesness": "recklessness"}
    assert data["results"][0]["feature"] == "Recklessness"


@pytest.mark.parametrize(
    ("typed", "read"),
    [("exhileration", "exhilaration"), ("disorientaion", "disorientation"), ("pacifsm", "pacifism")],
)
def test_a_word_no_document_uses_is_read_as_the_nearest_one(typed: str, read: str) -> None:
    assert finder().parse(f"does {typed} work").read_as == {typed: read}


def test_a_word_too_far_from_any_is_left_as_it_is() -> None:
    q = finder().parse("xyzzy qwrtp")
    assert q.read_as == {}
    assert finder().search("xyzzy qwrtp").hits == ()


def test_a_quoted_question_is_read_word_by_word(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulings", "who goes first after awe", "--json"]) == 0
    quoted = json.loads(capsys.readouterr().out)
    assert main(["rulings", "who", "goes", "first", "after", "awe", "--json"]) == 0
    words = json.loads(capsys.readouterr().out)
    assert quoted["results"] == words["results"]
    assert quoted["results"][0]["notes"] == ["awe.2"]


def test_a_cards_heading_is_printed_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rulings", "anger", "--all"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines.count("Anger:") == 1
    assert lines[0] == "Anger:"


def test_the_players_words_are_one_data_file_the_site_carries() -> None:
    index = search.index()
    data = finder_module.data()
    assert index["same"] == data["same"]
    assert index["stop"] == sorted(data["words"]["stop"])
    assert {"steal", "destroy", "zero", "0"} <= set(index["same"])


def test_numbers_in_words_match_the_digits() -> None:
    q = finder().parse("is zero even")
    assert (("zero",), ("0",)) in q.terms


@pytest.mark.parametrize(
    ("a", "b", "mistakes"),
    [("anger", "anger", 0), ("angr", "anger", 1), ("agner", "anger", 1), ("ager", "anger", 1),
     ("hope", "rope", 1), ("exhileration", "exhilaration", 1), ("abc", "", 3), ("ca", "abc", 3)],
)  # fmt: skip
def test_distance_counts_typing_mistakes(a: str, b: str, mistakes: int) -> None:
    assert distance(a, b) == mistakes
