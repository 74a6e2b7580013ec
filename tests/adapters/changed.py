"""Deliberately changed engines: our engine with one card's rule changed, behind the protocol.

Each changes the decisions one card's effect asks, in its own process (``python
tests/adapters/changed.py <change>``; ``changed(<change>)`` makes it in process, for a
block), and nothing else: the differential tester (``moodswings conformance fuzz``) must
find the change on its own, shrink it and write it up. ``ties_to_latest.py`` changes a rule
of the round the same way.

- ``rejection``: Rejection refuses a pair of moods that share neither a color nor a value
  (the card lets any two be chosen; only a pair that shares one is discarded);
- ``repentance``: Repentance offers only the values some mood in play has (the card lets
  any number be chosen).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import engine  # noqa: F401  (the cards register their behaviours)
from engine.core import behaviour as behaviours
from engine.core.decisions import Decision

Change = Callable[..., None]  # (game, the mood whose effect asks, its decision): changes the decision


def rejection(game, me, d: Decision) -> None:  # type: ignore[no-untyped-def]
    check = d.check

    def stricter(chosen: list[object]) -> str | None:
        pair = [m for m in game.view.moods if m.card in chosen]
        if len(pair) == 2:
            a, b = pair
            v = game.view
            if v.color(a) != v.color(b) and v.value(a) != v.value(b):
                return "the two moods share neither a color nor a value"
        return check(chosen) if check else None

    d.check = stricter


def repentance(game, me, d: Decision) -> None:  # type: ignore[no-untyped-def]
    values = {game.view.value(m) for m in game.view.moods if m is not me}

    def in_play(chosen: list[object]) -> str | None:
        return None if all(n in values for n in chosen) else "no mood in play has that value"

    d.check = in_play


CHANGES: dict[str, Change] = {"rejection": rejection, "repentance": repentance}


@contextmanager
def changed(name: str) -> Iterator[None]:
    """The change made in this process, for as long as the block runs (then undone)."""
    old = behaviours.behaviour(name)
    change(name, CHANGES[name])
    try:
        yield
    finally:
        behaviours._REGISTRY[name] = old


def change(slug: str, how: Change) -> None:
    """Every decision ``slug``'s "after playing" effect asks goes through ``how`` first."""
    old = behaviours.behaviour(slug)
    effect = old.after_playing
    assert effect is not None

    def changed(game, me):  # type: ignore[no-untyped-def]
        flow = effect(game, me)
        try:
            d = next(flow)
            while True:
                how(game, me, d)
                d = flow.send((yield d))
        except StopIteration:
            return

    behaviours._REGISTRY[slug] = replace(old, after_playing=changed)


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in CHANGES:
        raise SystemExit(f"usage: {sys.argv[0]} {'|'.join(CHANGES)}")
    change(sys.argv[1], CHANGES[sys.argv[1]])
    from engine.interfaces.conformance.adapter import main

    sys.exit(main())
