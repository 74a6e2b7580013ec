"""A pytest plugin: strict scenario bookkeeping, clear errors, and the results the site shows.

For each Example it records the outcome of the last run, the table before it acted and
after, and the engine's play-by-play, in ``build/results.json`` (merged, so running one
card's rulings refreshes that card's entries). The site reads that file.
"""

from __future__ import annotations

import json
import time
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import files
from engine.core.snapshot import snapshot
from engine.scenarios.registry import matching, suggestion
from engine.scenarios.world import ScenarioError, World

ROOT = Path(__file__).resolve().parents[2]
RESULTS = ROOT / "build" / "results.json"

_results: dict[str, dict[str, Any]] = {}


def _world(request: pytest.FixtureRequest) -> World:
    """The scenario's world, asked of pytest once per Example (not at every step)."""
    world = getattr(request.node, "_world", None)
    if world is None:
        world = request.node._world = request.getfixturevalue("world")  # type: ignore[attr-defined]
    return world


def _where(feature: Any, line: int) -> str:
    return f"{_shown(feature.filename)}:{line}"


@cache
def _shown(filename: str) -> str:
    """A feature file's path as the project shows it (resolved once per file, not per step)."""
    try:
        return Path(filename).resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return filename


def pytest_bdd_before_step(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
) -> None:
    world = _world(request)
    world.begin_step(_where(feature, step.line_number))
    if step.type in ("when", "then") and world._table is not None:
        world.mark_start()
    code = step_func.__code__
    if "party" in code.co_varnames[: code.co_argcount]:  # a party game's step (steps.party)
        party = getattr(request.node, "_party", None) or request.getfixturevalue("party")
        party.location = world.location
        if step.type in ("when", "then") and party.started:
            party.mark_start()


def pytest_bdd_step_error(request: pytest.FixtureRequest, **_: Any) -> None:
    _world(request).failed = True


def pytest_bdd_after_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    world = _world(request)
    if not world.failed and world._table is not None:
        world.finish()


def pytest_bdd_step_func_lookup_error(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, exception: Exception
) -> None:
    """An unknown step: name the file, the line, and the nearest step we do have."""
    world = _world(request)
    world.failed = True
    kind = step.type
    if matching(kind, step.name):
        return
    raise ScenarioError(
        f"{_where(feature, step.line_number)}: no {kind} step reads {step.name!r}"
        f"{suggestion(kind, step.name)}"
    )


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]):  # type: ignore[no-untyped-def]
    report = yield
    location = getattr(getattr(item, "obj", None), "location", None)
    world: World | None = getattr(item, "_world", None)
    party = getattr(item, "_party", None)
    if report.when == "teardown":  # the last report: the Example's games need not live to the end
        item.__dict__.pop("_world", None)
        item.__dict__.pop("_party", None)
    if location is None or (report.when != "call" and report.passed):
        return report
    if report.when == "call" or report.failed:
        outcome = "pending" if hasattr(report, "wasxfail") and report.skipped else report.outcome
        entry: dict[str, Any] = {
            "nodeid": item.nodeid,
            "outcome": outcome,
            "seconds": round(report.duration, 4),
        }
        if report.failed:
            entry["error"] = str(call.excinfo.value) if call.excinfo else report.longreprtext[-2000:]
        if world is not None and world._table is not None:
            game = world.game
            entry["before"] = world.before or snapshot(game)
            entry["after"] = snapshot(game)
            start = world.first_event if world.before is not None else len(game.events)
            entry["events"] = [str(e) for e in game.events[start:]]
            if world.start is not None:
                entry["start"] = world.start  # the table spec of its starting position (Try it)
        if party is not None and party.started and "before" not in entry:
            entry.update(party.record())
        _results[f"{location[0]}:{location[1]}"] = entry
    return report


def pytest_sessionfinish(session: pytest.Session) -> None:
    if not _results:
        return
    RESULTS.parent.mkdir(exist_ok=True)
    with files.locked(RESULTS):  # two runs at once each add their results; a killed run leaves the file whole
        previous: dict[str, Any] = {}
        if RESULTS.exists():
            try:
                previous = json.loads(RESULTS.read_text(encoding="utf-8")).get("examples", {})
            except (ValueError, AttributeError):
                previous = {}
        previous.update(_results)
        text = json.dumps(  # compact: the indented form takes the slow, pure-Python encoder
            {"written": time.strftime("%Y-%m-%d %H:%M:%S"), "examples": previous},
            ensure_ascii=False,
            separators=(",", ":"),
        )
        files.write_text(RESULTS, text)
