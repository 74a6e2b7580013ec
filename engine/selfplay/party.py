"""Whole games of Mood X and Feelinks, every decision answered by a seeded generator.

Each step reads the game's pending request and answers it with one of its legal options;
the same seed gives the same game. ``probe`` (for tests) is called before each answer,
with the game, the request and the generator, and may try illegal actions.

    python -m engine.selfplay.party mood-x --players 4 --seed 1
    python -m engine.selfplay.party feelinks --players 5 --seed 2 --track
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable, Sequence
from typing import Any

from engine.party import feelinks, mood_x
from engine.party.base import PartyGame, Request
from engine.party.feelinks import Feelinks
from engine.party.mood_x import MoodX

MAX_ACTIONS = 5_000  # far more than a game needs: a game that goes on is a bug
NAMES = ["Ann", "Bob", "Cecile", "Elsa", "Herve", "Ines", "Jules", "Karl"]
Probe = Callable[[Any, Request, random.Random], None]


def _run(game: PartyGame, rng: random.Random, answer: Callable[[Request], None], probe: Probe | None) -> None:
    for _ in range(MAX_ACTIONS):
        r = game.pending
        if r is None:
            return
        if probe is not None:
            probe(game, r, rng)
        answer(r)
    raise RuntimeError("the game does not end")


def play_mood_x(players: Sequence[str], seed: int, probe: Probe | None = None) -> MoodX:
    rng = random.Random(seed)
    game = MoodX(players, players[0], seed=seed)

    def answer(r: Request) -> None:
        who = r.players[0]
        if r.kind == mood_x.CAST:
            game.cast(who, rng.choice(r.options or ()))
        elif r.kind == mood_x.NAME:
            game.name_second(who, rng.choice([*players, "a famous painter"]))
        elif r.kind == mood_x.TELL:
            game.tell(who, "How would you feel if it rained all summer?")
        else:
            act = game.feel if who == game.state.hero else game.guess
            act(who, rng.choice(mood_x.DISC))

    _run(game, rng, answer, probe)
    return game


def play_feelinks(players: Sequence[str], seed: int, probe: Probe | None = None, **options: Any) -> Feelinks:
    rng = random.Random(seed)
    game = Feelinks(players, players[0], seed=seed, **options)

    def answer(r: Request) -> None:
        who = r.players[0]
        if r.kind == feelinks.SITUATION:
            if feelinks.CHANGE in (r.options or ()) and rng.random() < 0.3:
                game.change_situation(who)
            else:
                game.choose_situation(who, rng.randint(1, feelinks.PROPOSITIONS))
        elif r.kind == feelinks.PERSONAL:
            game.feel(who, rng.choice(feelinks.NUMBERS))
        elif r.kind == feelinks.DEAL:
            game.deal_at_random()
        elif r.kind == feelinks.PARTNER:
            own = game.state.personal[who]
            bet = rng.choice([*feelinks.NUMBERS, feelinks.SAME])
            game.bet(who, feelinks.SAME if bet == own else bet)
        elif len(r.options or ()) > 1 and rng.random() < 0.5:
            game.exchange(who, int(rng.choice((r.options or ())[:-1])))
        else:
            game.keep_emotions(who)

    _run(game, rng, answer, probe)
    return game


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Play a whole party game with random decisions.")
    parser.add_argument("game", choices=["mood-x", "feelinks"])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--track", action="store_true", help="Feelinks: race to the last square")
    args = parser.parse_args(argv)
    names = NAMES[: args.players]
    if args.game == "mood-x":
        game: PartyGame = play_mood_x(names, args.seed)
    else:
        game = play_feelinks(names, args.seed, ending=feelinks.TRACK if args.track else feelinks.ROUNDS)
    for event in game.events:
        print(event)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
