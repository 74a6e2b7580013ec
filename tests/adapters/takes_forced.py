"""Our rules, taking itself every decision that comes to one outcome, and the permission with the play.

Where our engine asks a decision whose every legal answer leads to the same game (``asking.
one_outcome``: "up to two players" when no one on offer has anything to lose, a number no
mood has...), this engine takes it itself, with its first legal answer. It takes the
permission a play uses from the play (``permission``), and asks none after it. It offers no
"after scoring" effect whose card has left play: it takes those itself, first. The vectors
and the differential tester must accept it (the site's conformance page, "When is a decision
asked"): the runner does not send a choice it took, nor the checks about it.

Run as a program, it is an adapter (``moodswings conformance run --engine "python
tests/adapters/takes_forced.py"``); ``TakesForced`` is the same in process.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.core.decisions import CHANCE, ORDER, PERMISSION, TURN, Decision
from engine.core.errors import RuleViolation
from engine.core.game import Game
from engine.interfaces.conformance import adapter, asking
from engine.interfaces.conformance.items import item, key_of
from engine.interfaces.oracle import Refused


def _gone(game: Game, d: Decision) -> list[object]:
    """The options of an "after scoring" order whose card is no mood now."""
    if d.kind != ORDER:
        return []
    table = adapter.observation(game, ["moods"])
    return [o.key for o in d.options if asking.gone(item(d, o), table)]


class TakesForced(adapter.ReferenceAdapter):
    def hello(self, r: dict[str, Any]) -> dict[str, Any]:
        return {**super().hello(r), "engine": "our rules, taking what comes to one outcome"}

    def play_card(self, game: Game, r: dict[str, Any], card: int, zone: str) -> None:
        """The play and its permission, in one (the request names it)."""
        game.play(r["player"], card, zone)
        d = game.pending
        if d is not None and d.kind == PERMISSION and d.player == r["player"]:
            named = r.get("permission")
            if not isinstance(named, dict):
                why = "this engine takes the permission with the play"
                raise Refused("bad-request", why, field="permission")
            try:
                key = key_of(d, named)
            except KeyError:
                raise RuleViolation(d.asking_rule, f"{named} is not a permission this play may use") from None
            game.answer(d.player, [key])

    def then(self, game: Game) -> None:
        """Take what comes to one outcome, and the effects whose card has left play."""
        while (d := game.pending) is not None and d.kind != TURN and d.player != CHANCE:
            gone = _gone(game, d)
            if gone:
                game.answer(d.player, gone[:1])
            elif asking.one_outcome(game):
                game.answer(d.player, _first_legal(d))
            else:
                return


def _first_legal(d: Decision) -> list[object]:
    tried = asking.answers(d)
    assert tried is not None  # one_outcome has tried them all
    for answer in tried:
        try:
            return d.validate(answer)
        except RuleViolation:
            continue
    raise AssertionError(f"{d.prompt}: no legal answer")


def main() -> int:
    TakesForced().serve_stdio()
    return 0


if __name__ == "__main__":
    sys.exit(main())
