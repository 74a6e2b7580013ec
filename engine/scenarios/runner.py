"""Run a Mood Swings Example in process, without pytest: the fast path for the mutation check.

It does what pytest-bdd does for one scenario, with the same step definitions and the same
strict bookkeeping (``engine.scenarios.report``'s hooks): each step is matched against the registry,
called with the World and the step's named groups, and the scenario ends with
``World.finish``. ``passes`` says whether the Example passed; a ``@pending`` ruling is
expected to fail, so the caller decides what a failure means.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import steps.actions
import steps.outcomes
import steps.table  # noqa: F401  (registers the Mood Swings steps)
from engine.knowledge.rulings import Example, Feature, Rule, Step
from engine.scenarios.registry import StepDef, matching
from engine.scenarios.world import World


@dataclass(frozen=True)
class Outcome:
    passed: bool
    error: str = ""  # why it failed: the exception, with the feature's file and line


class Listener(Protocol):
    """Told about each step around its run (the conformance kit records an Example this way)."""

    def before_step(self, world: World, step: Step, definition: StepDef, groups: dict[str, Any]) -> None: ...

    def after_step(self, world: World, step: Step, definition: StepDef, groups: dict[str, Any]) -> None: ...


def steps_of(feature: Feature, rule: Rule | None, example: Example) -> tuple[Step, ...]:
    """Every step an Example runs, in order: the file's Background, the Rule's, its own."""
    return feature.background + (rule.background if rule else ()) + example.steps


def run(feature: Feature, rule: Rule | None, example: Example, listener: Listener | None = None) -> Outcome:
    return run_steps(feature, steps_of(feature, rule, example), listener)


def run_steps(
    feature: Feature, every: tuple[Step, ...], listener: Listener | None = None, world: World | None = None
) -> Outcome:
    """Run these steps as one Example of this file, in a new World or in this one (the blank
    card test reads what the World set up, and takes a way to play away with one)."""
    world = world or World()
    for s in every:
        where = f"{feature.relpath}:{s.line}"
        found = matching(s.kind, s.text)
        if len(found) != 1:
            return Outcome(False, f"{where}: {len(found)} {s.kind} steps match {s.text!r}")
        definition = found[0]
        world.begin_step(where)
        if s.kind in ("when", "then") and world._table is not None:
            world.mark_start()
        groups = definition.regex.fullmatch(s.text).groupdict()  # type: ignore[union-attr]
        try:
            if listener is not None:
                listener.before_step(world, s, definition, groups)
            definition.func(world=world, **groups)
            if listener is not None:
                listener.after_step(world, s, definition, groups)
        except Exception as e:  # any failure of the scenario: an assertion, a refusal, a bug
            return Outcome(False, f"{where}: {type(e).__name__}: {e}")
    try:
        if world._table is not None:
            world.finish()
    except Exception as e:
        return Outcome(False, f"{feature.relpath}: {type(e).__name__}: {e}")
    return Outcome(True)
