"""The party games' scenario world: the Mood X or Feelinks game a scenario builds and checks.

A Mood X or Feelinks scenario writes its setup in Given steps; the game is built from
them, through the engine's own constructor (which validates), the first time a step needs
it. Refusals are checked the same way for both games: the engine must refuse, for the
reason written, and leave the game exactly as it was.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

try:
    import pytest
except ImportError:  # an installed engine without the test tools (see engine.scenarios.registry)
    pytest = None  # type: ignore[assignment]

from engine.core.errors import PositionError, RuleViolation
from engine.party.base import PartyGame, spoken


class PartyScenarioError(AssertionError):
    """The scenario itself is wrong: a setup the engine refuses, a name nobody has."""


class PartyWorld:
    def __init__(self) -> None:
        self.build: Callable[[dict[str, Any]], PartyGame] | None = None
        self.setup: dict[str, Any] = {}
        self._game: PartyGame | None = None
        self.location = ""
        self.before: dict[str, Any] | None = None
        self.first_event = 0
        self.snapshot: Callable[[PartyGame], dict[str, Any]] | None = None

    def new_game(
        self,
        build: Callable[[dict[str, Any]], PartyGame],
        snapshot: Callable[[PartyGame], dict[str, Any]],
        **setup: Any,
    ) -> None:
        if self.build is not None:
            self.fail("the game is already set up")
        self.build, self.snapshot, self.setup = build, snapshot, dict(setup)

    def configure(self, **setup: Any) -> None:
        if self.build is None:
            self.fail("there is no game yet: start with 'Given a Mood X game between ...' or a Feelinks one")
        if self._game is not None:
            self.fail("the game has begun: set it up before anyone acts")
        self.setup.update(setup)

    @property
    def started(self) -> bool:
        return self._game is not None

    @property
    def game(self) -> Any:
        if self._game is None:
            if self.build is None:
                self.fail("there is no game yet")
            assert self.build is not None
            try:
                self._game = self.build(self.setup)
            except PositionError as e:
                self.fail(f"the engine refuses this setup: {e}")
        return self._game

    def fail(self, message: str) -> None:
        raise PartyScenarioError(f"{self.location}: {message}")

    def player(self, name: str) -> str:
        if name not in self.setup.get("players", []):
            self.fail(f"{name} is not playing ({spoken(self.setup.get('players', ['nobody']))} are)")
        return name

    # -- the site's before and after -------------------------------------------------------

    def mark_start(self) -> None:
        if self.before is None and self.snapshot is not None:
            self.before = self.snapshot(self.game)
            self.first_event = len(self.game.events)

    def record(self) -> dict[str, Any]:
        """What the site shows of this scenario: the table before and after, and the events."""
        assert self.snapshot is not None
        game = self.game
        before = self.before or self.snapshot(game)
        start = self.first_event if self.before is not None else len(game.events)
        return {
            "before": before,
            "after": self.snapshot(game),
            "events": [str(e) for e in game.events[start:]],
        }

    # -- refusals --------------------------------------------------------------------------

    def refused(self, action: Callable[[], object], reason: str, doing: str) -> None:
        """The engine refuses the action, for this reason (words of its refusal), changing nothing."""
        game = self.game
        before, events = copy.deepcopy(game.state), len(game.events)
        try:
            action()
        except RuleViolation as refusal:
            assert reason.lower() in str(refusal).lower(), f"refused, but because: {refusal}"
        else:
            raise AssertionError(f"the engine let {doing}")
        assert _same(game.state, before) and len(game.events) == events, "the refused action changed the game"


def _same(a: Any, b: Any) -> bool:
    """Equal states; the random generators are compared by their inner state."""
    fields = vars(a).keys()
    for f in fields:
        x, y = getattr(a, f), getattr(b, f)
        if f == "rng":
            if x.getstate() != y.getstate():
                return False
        elif x != y:
            return False
    return True


if pytest is not None:

    @pytest.fixture
    def party(request: pytest.FixtureRequest) -> PartyWorld:
        world = PartyWorld()
        request.node._party = world  # the results plugin records what the engine did
        return world
