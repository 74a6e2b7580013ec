"""The README's figures about the project as it is now are checked against the project: the
feature files the wheel packs, the cards, the mutants, the self-play games CI plays, the
bound on a game's length. Figures that take a build or a run to know are checked where that
happens: the wheel's size and build time in tests/test_wheel.py, the mutation check's time in
tests/test_mutation.py (``readme_figure`` finds them). Dated records (the long runs, the
benchmarks of a given day, with their commit) say when they were measured, and are left as
they were.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from engine.core.catalog import faces
from engine.knowledge.mutation import mutants
from engine.knowledge.rulings import ROOT
from engine.selfplay.simulate import MAX_DECISIONS

README = ROOT / "README.md"
WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def readme_figure(pattern: str, group: int = 1) -> str:
    """The figure a README sentence gives (its words wrapped as they may be); the test fails
    if the sentence is gone."""
    text = " ".join(README.read_text(encoding="utf-8").split())
    found = re.search(pattern, text)
    if found is None:
        pytest.fail(f"README.md no longer says {pattern!r}: change the check with the sentence")
    return found.group(group)


def number(text: str) -> float:
    return float(text.replace(",", ""))


def _mutation(verdict: str) -> int:
    """A total of the last mutation run's results (mutation/results.json), over its modules."""
    results = json.loads((ROOT / "mutation" / "results.json").read_text(encoding="utf-8"))
    return sum(module[verdict] for module in results["modules"].values())


def _selfplay_games() -> tuple[int, int]:
    from tests.test_selfplay import RUNS, WITH_REPEATS

    ci = sum(games for *_, games in RUNS + WITH_REPEATS)
    return ci, sum(20 * games for *_, games in RUNS)  # the long run plays 20 times each run of CI's


FIGURES: dict[str, tuple[str, Callable[[], object]]] = {
    "feature files in the wheel": (
        r"\(\d+ kB, with the (\d+) feature files\)",
        lambda: len(list((ROOT / "features").rglob("*.feature"))),
    ),
    "card faces": (r"the (\d+) card faces", lambda: len(faces())),
    "cards pinned": (r"The rulings pin the engine: (\d+)/\d+ cards", lambda: len(faces())),
    "mutants": (r"Every one of the (\d+) mutants", lambda: sum(len(mutants(s)) for s in faces())),
    "cards in the last mutation run": (r"last run: (\d+)/\d+ in", lambda: len(faces())),
    "mutmut's mutants": (r"it makes ([\d,]+) small changes", lambda: _mutation("made")),
    "mutants measured": (
        r"Measured so far \([^)]*\): ([\d,]+) of the [\d,]+ mutants",
        lambda: _mutation("tested"),
    ),
    "mutants killed": (
        r"Measured so far \([^)]*\): [\d,]+ of the [\d,]+ mutants: ([\d,]+) killed",
        lambda: _mutation("killed"),
    ),
    "mutants equivalent": (
        r"([\d,]+) equivalent, [\d,]+ in a function no Example reaches",
        lambda: _mutation("equivalent"),
    ),
    "mutants not reached": (r"([\d,]+) in a function no Example reaches", lambda: _mutation("no_tests")),
    "mutants surviving": (r"and ([\d,]+) surviving; those wait", lambda: _mutation("survived")),
    "blank cards": (
        r"The (\w+) blank cards \(",
        lambda: WORDS[sum(f.blank for f in faces().values())],
    ),
    "self-play games in CI": (r"CI plays ([\d,]+) such games", lambda: _selfplay_games()[0]),
    "self-play games in the long run": (r"pytest -m long` plays ([\d,]+) more", lambda: _selfplay_games()[1]),
    "a game's bound": (r"a game longer than ([\d,]+) decisions", lambda: MAX_DECISIONS),
}


@pytest.mark.parametrize("figure", list(FIGURES))
def test_a_readme_figure_is_the_projects(figure: str) -> None:
    pattern, actual = FIGURES[figure]
    said, now = readme_figure(pattern), actual()
    if isinstance(now, int):
        assert number(said) == now, f"README.md says {said} {figure}; there are {now}"
    else:
        assert said == now, f"README.md says {said} {figure}; there are {now}"


def test_the_blank_cards_are_named() -> None:
    named = readme_figure(r"blank cards \(([^)]*)\)").replace(" ", "").split(",")
    assert sorted(named) == sorted(f.name for f in faces().values() if f.blank)
