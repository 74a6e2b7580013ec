"""A pytest plugin: find a step's definition from a list made once, not from every fixture.

pytest-bdd (9.0) finds the definition of a step by asking pytest for every fixture name
visible to the test, one name at a time, for every step of every example (about 70 names
times a thousand examples times eight steps, once over half of the rulings suite's time);
it then registers the definitions that match as a temporary fixture and asks pytest for
that fixture's value, the definition's context. Our step definitions are all registered
once for the whole session (the plugins in conftest.py), so the definitions visible to a
test depend only on its module (its file): this plugin lists them once per module, with
pytest-bdd's own registry, matches each step text against that list once, and keeps the
context it finds per (module, kind, text).

It replaces ``pytest_bdd.scenario.find_fixturedefs_for_step`` with the same search over the
same definitions in the same order, and ``get_step_function`` with the choice pytest would
make among them (the last, after pytest-bdd's ordering by scope): the context the
definition's fixture returns, without setting a fixture up at every step. The pinned
pytest-bdd version is the one it was written for; pytest-bdd still runs every step, with
its hooks.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable
from typing import Any

from pytest_bdd import parsers as bdd_parsers

# the module, not the function pytest_bdd exports under the same name
bdd_scenario = importlib.import_module("pytest_bdd.scenario")

# (fixturedef, the kind of step it reads or None for any, a test of a step text)
Definition = tuple[Any, str | None, Callable[[str], object]]
_definitions: dict[tuple[int, str], list[Definition]] = {}
_found: dict[tuple[int, str, str, str], list[Any]] = {}
_contexts: dict[tuple[int, str, str, str], Any] = {}


def _module(node: Any) -> str:
    """The test's file (its module), read without walking up pytest's tree of nodes."""
    return str(getattr(node, "path", node.nodeid))


def _matcher(parser: Any) -> Callable[[str], object]:
    """The test of a step text: the compiled pattern's own fullmatch for a regular expression."""
    return parser.regex.fullmatch if isinstance(parser, bdd_parsers.re) else parser.is_matching


def _visible(fixturemanager: Any, node: Any, module: str) -> list[Definition]:
    """Every step definition visible to the node, in pytest-bdd's order."""
    key = (id(fixturemanager), module)
    if key not in _definitions:
        out = []
        for name in bdd_scenario.get_fixture_names(fixturemanager=fixturemanager):
            for fixturedef in bdd_scenario.getfixturedefs(fixturemanager, name, node) or []:
                context = bdd_scenario.step_function_context_registry.get(fixturedef.func)
                if context is not None:
                    out.append((fixturedef, context.type, _matcher(context.parser)))
        _definitions[key] = out
    return _definitions[key]


def find_fixturedefs_for_step(step: Any, fixturemanager: Any, node: Any) -> Iterable[Any]:
    module = _module(node)
    key = (id(fixturemanager), module, step.type, step.name)
    found = _found.get(key)
    if found is None:
        kind, text = step.type, step.name
        found = _found[key] = [
            fixturedef
            for fixturedef, reads, matches in _visible(fixturemanager, node, module)
            if (reads is None or reads == kind) and matches(text)
        ]
    return found


def get_step_function(request: Any, step: Any) -> Any:
    """The context of the step's definition (None if no definition reads the step)."""
    fixturemanager, node = request._fixturemanager, request.node
    key = (id(fixturemanager), _module(node), step.type, step.name)
    if key not in _contexts:
        fixturedefs = sorted(
            find_fixturedefs_for_step(step, fixturemanager, node),
            key=lambda d: list(bdd_scenario.iterparentnodeids(d.baseid)),
        )
        _contexts[key] = (
            bdd_scenario.step_function_context_registry[fixturedefs[-1].func] if fixturedefs else None
        )
    return _contexts[key]


bdd_scenario.find_fixturedefs_for_step = find_fixturedefs_for_step
bdd_scenario.get_step_function = get_step_function
