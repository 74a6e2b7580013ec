"""Our rules, asking every decision: forced ones included, and the permission as a decision.

Where our engine takes a decision with one legal answer itself (nothing to choose from,
every option required) this engine asks it, and it asks which permission a play uses after
every play, even when only one is left to it. The vectors and the differential tester must
accept it (the site's conformance page, "When is a decision asked"): the runner answers what
it asks that a vector has no step for, and the parts of a choice it asks are answered from
the choice's ``taken``.

Run as a program, it is an adapter (``moodswings conformance run --engine "python
tests/adapters/asks_all.py"``); ``AsksAll`` is the same in process.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.core.decisions import CHANCE, PERMISSION, Decision, Option
from engine.core.game import Game
from engine.core.permissions import Permission
from engine.interfaces.conformance.adapter import ReferenceAdapter


class AskingGame(Game):
    """The game, asking every player's decision, the only legal answer's too."""

    def _advance(self, value: list[object] | None) -> None:
        assert self._flow is not None
        try:
            decision = self._flow.send(value)  # None starts the flow
            while decision.player == CHANCE and (forced := decision.forced()) is not None:
                self._record(decision, forced, forced=True)  # chance is nobody's to ask
                decision = self._flow.send(forced)
        except StopIteration:
            self._pending, self._flow = None, None
            return
        self._pending = decision

    def choose_permission(self, player: str, card: int, usable: list[Permission]):  # type: ignore[no-untyped-def]
        """Which permission the play uses, asked after every play (permissions that allow the
        same are one option, as the rules see them)."""
        distinct: dict[tuple[object, ...], Permission] = {}
        for p in usable:
            distinct.setdefault(p.grant.signature(), p)
        choices = {p.key: p for p in distinct.values()}
        answer = yield Decision(
            player,
            PERMISSION,
            f"Which play does {self.name(card)} use",
            [Option(k, p.label) for k, p in choices.items()],
            1,
            1,
            "glossary.additional-mood",
            about="permission",
        )
        return choices[answer[0]]  # type: ignore[index]


class AsksAll(ReferenceAdapter):
    game_type = AskingGame

    def hello(self, r: dict[str, object]) -> dict[str, object]:
        return {**super().hello(r), "engine": "our rules, asking every decision"}


def main() -> int:
    AsksAll().serve_stdio()
    return 0


if __name__ == "__main__":
    sys.exit(main())
