"""A pytest plugin: find a step's definitions from a list made once, not from every fixture.

pytest-bdd (9.0) finds the definitions that match a step by asking pytest for every
fixture name visible to the test, one name at a time, for every step of every example:
about 70 names times a thousand examples times eight steps, over half of the rulings
suite's time. Our step definitions are all registered once for the whole session (the
plugins in conftest.py), so the step definitions visible to a test depend only on its
module: this plugin lists them once per module, with pytest-bdd's own registry, and then
matches each step text against that list, remembering the answer per (module, kind, text).
It replaces ``pytest_bdd.scenario.find_fixturedefs_for_step`` with the same search over
the same definitions in the same order; the pinned pytest-bdd version is the one it was
written for.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from typing import Any

# the module, not the function pytest_bdd exports under the same name
bdd_scenario = importlib.import_module("pytest_bdd.scenario")

_definitions: dict[tuple[int, str], list[tuple[Any, Any]]] = {}
_found: dict[tuple[int, str, str, str], list[Any]] = {}


def _visible(fixturemanager: Any, node: Any, module: str) -> list[tuple[Any, Any]]:
    """Every step definition visible to the node, with its context: (fixturedef, context)."""
    key = (id(fixturemanager), module)
    if key not in _definitions:
        out = []
        for name in bdd_scenario.get_fixture_names(fixturemanager=fixturemanager):
            for fixturedef in bdd_scenario.getfixturedefs(fixturemanager, name, node) or []:
                context = bdd_scenario.step_function_context_registry.get(fixturedef.func)
                if context is not None:
                    out.append((fixturedef, context))
        _definitions[key] = out
    return _definitions[key]


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
    module = getattr(getattr(node, "module", None), "__name__", node.nodeid)
    key = (id(fixturemanager), module, step.type, step.name)
    found = _found.get(key)
    if found is None:
        found = _found[key] = [
            fixturedef
            for fixturedef, context in _visible(fixturemanager, node, module)
            if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name)
        ]
    return found


bdd_scenario.find_fixturedefs_for_step = find_fixturedefs_for_step
