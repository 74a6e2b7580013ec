"""A pytest plugin: find a step's definition once per step text, not once per step run.

pytest-bdd (9.0) finds the definitions that match a step by asking pytest for every
fixture name visible to the test, one name at a time, for every step of every example:
about 70 names times a thousand examples times eight steps, over half of the rulings
suite's time. Our step definitions are all registered once for the whole session (the
plugins in conftest.py), so which ones match a step depends only on its kind, its text and
the test module; this plugin remembers the answer per (module, kind, text). It replaces
``pytest_bdd.scenario.find_fixturedefs_for_step`` with the same function behind a cache;
the pinned pytest-bdd version is the one it was written for.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

# the module, not the function pytest_bdd exports under the same name
bdd_scenario = importlib.import_module("pytest_bdd.scenario")

_find = bdd_scenario.find_fixturedefs_for_step
_found: dict[tuple[int, str, str, str], list[Any]] = {}


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
    module = getattr(node, "module", None)
    key = (id(fixturemanager), getattr(module, "__name__", node.nodeid), step.type, step.name)
    found = _found.get(key)
    if found is None:
        found = _found[key] = list(_find(step, fixturemanager, node))
    return found


bdd_scenario.find_fixturedefs_for_step = find_fixturedefs_for_step
