"""Our engine behind a deliberately different face: the vectors must test the rules, not our shape.

The rules are our engine's; everything an engine is free to do differently is done
differently here:

- each of the rules' choices is one prompt, however many our engine asks it in: the face
  shows one pending decision per player and asker, and takes the whole choice at once;
- it leaves no option out: its prompt offers every card of the game, every player and
  every color, and an answer the rules forbid is refused when it is given (as illegal,
  naming the rule, changing nothing);
- it never asks a decision with one legal answer (nor does our engine);
- its labels are in French;
- its randomness is its own generator's: a chance outcome given with an action steers it,
  and a random event no outcome is given for is drawn from the generator.

The parts of a choice that a vector says the reference engine ``taken`` itself need no
answer here either: the engine behind this face takes them itself too.

Run as a program, it is an adapter (``moodswings conformance run --engine "python
tests/adapters/neutral.py"``); ``NeutralAdapter`` is the same in process.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.core.catalog import COLORS
from engine.core.decisions import CHANCE, TURN
from engine.core.game import Game
from engine.interfaces.conformance import adapter
from engine.interfaces.conformance.items import items
from engine.interfaces.position import asks_json

FRENCH = {
    "card": "la carte n° {}",
    "player": "le joueur {}",
    "color": "la couleur {}",
    "option": "l'option {}",
}


class NeutralAdapter(adapter.ReferenceAdapter):
    """The reference engine, with the face described above."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.rng = random.Random(seed)

    def hello(self, r: dict[str, Any]) -> dict[str, Any]:
        return {**super().hello(r), "engine": "moteur neutre (les règles de la référence)"}

    def observe(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        self._draw_chance(game)
        return {**adapter.observation(game), "pending": self.prompt(game)}

    def prompt(self, game: Game) -> dict[str, Any] | None:
        """One prompt for the whole choice, offering everything that could be named."""
        d = game.pending
        if d is None or d.kind == TURN:
            return adapter.pending_json(d)
        offered = [{"card": c, "owner": _whose(game, c)} for c in sorted(game.state.cards)]
        offered += [{"player": p} for p in game.state.players] + [{"color": c} for c in COLORS]
        offered += [i for i in items(d) if "card" not in i and "player" not in i and "color" not in i]
        for o in offered:
            what, value = next((k, v) for k, v in o.items() if k != "owner")
            o["label"] = FRENCH.get(what, "{}").format(value)
        return {
            "player": d.player,
            "kind": d.kind,
            "asks": asks_json(d),
            "min": d.min,
            "max": None,
            "numbers": list(d.numbers) if d.numbers else None,
            "options": offered,
        }

    def _draw_chance(self, game: Game) -> None:
        """A random event that no outcome was given for: this face's own generator decides."""
        while (d := game.pending) is not None and d.player == CHANCE:
            keys = d.keys()
            if d.ordered:
                self.rng.shuffle(keys)
                game.answer(CHANCE, keys)
            else:
                game.answer(CHANCE, self.rng.sample(keys, d.min))

    def handle(self, request: Any, checked: bool = False) -> dict[str, Any]:
        reply = super().handle(request, checked)
        if reply.get("ok") and isinstance(request, dict) and request.get("op") in ACTIONS and self.game:
            self._draw_chance(self.game)
        return reply


ACTIONS = ("setup", "play", "pass", "choose")


def _whose(game: Game, card: int) -> str | None:
    """Whose a card is where it is: a mood's player, a hand's holder (else nobody's)."""
    zone, key = game.locate(card)
    return key if zone in ("play", "hand") and isinstance(key, str) else None


def main() -> int:
    face = NeutralAdapter()
    for reply in face.serve(sys.stdin):
        print(reply, flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 1:
        raise SystemExit(f"usage: {sys.argv[0]} (it reads requests on standard input)")
    sys.exit(main())
