"""The README's figures about the project as it is now are checked against the project: the
cards, the mutants, the self-play games CI plays, the
bound on a game's length. The wheel's size takes a build to know: tests/test_wheel.py checks
it (``readme_figure`` finds it).

No test checks a time: a time depends on the machine and on what else runs. Every time the
README gives is either written by the benchmark (scripts/bench.py: the sentences of its
``README_FIGURES`` and its table), which these tests check are there and well formed, or part
of a dated record (the long runs, the benchmarks of a given day, with their date), left as
it was.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable

import pytest

from engine.core.catalog import faces
from engine.knowledge.mutation import mutants
from engine.knowledge.rulings import ROOT
from engine.selfplay.simulate import MAX_DECISIONS

sys.path.insert(0, str(ROOT / "scripts"))
import bench

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


# A time: a number and its unit (5.5 s, 12 ms, 4.5 hours), and a date (2026-11-30)
TIME = re.compile(r"(?<![\w.,])\d[\d,.]*\s*(?:ms|s|seconds?|minutes?|hours?)\b")
DATE = re.compile(r"\b20\d\d-\d\d-\d\d\b")


def _written_by_the_benchmark(text: str) -> list[tuple[int, int]]:
    """Where the benchmark writes into the README: its figures' spans and its table."""
    spans = [
        m.span(1) for p in bench.README_FIGURES.values() for m in re.finditer(p.replace(" ", r"\s+"), text)
    ]
    start = text.find(bench.BENCH_START)
    return [*spans, (start, text.find(bench.BENCH_END) + len(bench.BENCH_END))] if start >= 0 else spans


def test_each_figure_the_benchmark_writes_is_there_once_and_is_a_number() -> None:
    text = README.read_text(encoding="utf-8")
    for key, pattern in bench.README_FIGURES.items():
        found = re.findall(pattern.replace(" ", r"\s+"), text)
        assert len(found) == 1, f"README.md has {len(found)} sentences {pattern!r} ({key}), not one"
        assert re.fullmatch(r"\d+(\.\d+)?", found[0]) and float(found[0]) > 0, (key, found[0])


def test_the_benchmarks_table_is_there_and_well_formed() -> None:
    text = README.read_text(encoding="utf-8")
    assert text.count(bench.BENCH_START) == 1 and text.count(bench.BENCH_END) == 1
    block = text.split(bench.BENCH_START)[1].split(bench.BENCH_END)[0]
    assert re.search(r"Figures of 20\d\d-\d\d-\d\d \d\d:\d\d UTC, at commit [0-9a-f]{7,}", block), block[:300]
    rows = [
        line.split("|")[1:-1] for line in block.splitlines() if line.startswith("| ") and "---" not in line
    ]
    rows = rows[1:]  # the header
    assert len(rows) >= 8
    for measure, figure, _ in rows:
        assert re.match(r"\s*[\d,.]+ ", figure), f"not a figure: {measure.strip()}: {figure.strip()}"


def test_every_time_in_the_readme_is_the_benchmarks_or_dated() -> None:
    """A time is written by the benchmark, or said in a dated record: a paragraph that gives
    its date, or a table right after one."""
    text = README.read_text(encoding="utf-8")
    written = _written_by_the_benchmark(text)
    undated, before, at = [], "", 0
    for block in re.split(r"(\n\s*\n)", text):
        times = [m for m in TIME.finditer(block) if not any(a <= at + m.start() < b for a, b in written)]
        dated = DATE.search(block) or (block.lstrip().startswith("|") and DATE.search(before))
        if times and not dated:
            undated.append(f"{times[0].group()} in: {' '.join(block.split())[:120]}")
        if block.strip():
            before = block
        at += len(block)
    assert not undated, "times in README.md that neither the benchmark writes nor a date goes with:\n" + (
        "\n".join(undated)
    )


def test_the_benchmark_writes_its_figures_and_its_table_into_the_readme() -> None:
    run = {"games_per_second": 1.5, "plays_per_second": 9.0, "games": 3}
    figures = {
        "date": "2031-01-02 03:04 UTC",
        "commit": "abcdef1",
        "machine": "a machine",
        "load_before": "0.1",
        "load_after": "0.2",
        "two_players": run,
        "four_players": run,
        "fuzz": {"cpu_ms_per_game": 8.0},
        "rulings_suite_cold": {"seconds": 6.5, "runs": [6.5, 7.0], "cpu_seconds": 6.0},
        "rulings_suite": {"examples": 1200},
        "site_from_clean": {"seconds": 20.5, "cpu_seconds": 15.0},
        "ruling_mutate": {"cpu_seconds": 2.25},
        "wheel": {"kb": 612, "cpu_seconds": 9.5, "seconds": 31.2},
        "once_timed": {
            "refuse_50_mb_seconds": 0.4,
            "thrill_1000_loops_cpu_seconds": 0.3,
            "import_alone_cpu_seconds": 11.0,
        },
    }
    written = bench.with_figures(README.read_text(encoding="utf-8"), figures)
    said = {k: re.findall(p.replace(" ", r"\s+"), written) for k, p in bench.README_FIGURES.items()}
    assert said == {"wheel_kb": ["612"], "wheel_cpu": ["9.5"], "wheel_wall": ["31"], "mutate_cpu": ["2.2"]}
    assert "Figures of 2031-01-02 03:04 UTC, at commit abcdef1, on a machine" in written
    assert "| `moodswings ruling mutate`, every card, a fresh process | 2.2 s CPU | |" in written
    assert bench.with_figures(written, figures) == written
    with pytest.raises(ValueError, match="not there once"):
        bench.with_figures(written.replace(bench.BENCH_END, ""), figures)
