"""Registers the step definitions and the feature tags, once, for the whole suite.

Tags become pytest marks, so ``pytest -m card:anger`` runs Anger's rulings alone.
``@pending`` marks a ruling the engine cannot do yet: a strict expected failure whose
reason is the Rule's description. Each scenario's outcome, its table before and after
and the engine's play-by-play are recorded for the site (``engine.scenarios.report``).
"""

from __future__ import annotations

import gc
import warnings
from collections.abc import Callable
from typing import Any

import pytest

pytest_plugins = [
    "engine.scenarios.lookup",
    "engine.scenarios.world",
    "engine.scenarios.party_world",
    "steps.table",
    "steps.actions",
    "steps.outcomes",
    "steps.party",
    "steps.mood_x",
    "steps.feelinks",
    "engine.scenarios.report",
]

PENDING = "pending"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "pending: a ruling the engine cannot do yet (a strict expected failure)"
    )
    config.addinivalue_line("markers", "erratum: a ruling that corrects a source")


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """Every tag is a mark; tags like card:anger are checked against the sources by the suite."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", pytest.PytestUnknownMarkWarning)
        return getattr(pytest.mark, tag)(function)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if item.get_closest_marker(PENDING) is not None:
            reason = getattr(getattr(item, "obj", None), "pending_reason", "") or "pending"
            item.add_marker(pytest.mark.xfail(strict=True, reason=reason))


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """What collection built (the rulings read, a thousand tests) lives to the end: the
    garbage collector need not scan it again at every collection during the run."""
    gc.freeze()
