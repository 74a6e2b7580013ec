"""Red cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register
from engine.cards.families import name, played_this_round, rule, two_or_more_of
from engine.cards.lending import take_until_after_scoring
from engine.game import Game
from engine.state import Mood

register("boredom", BLANK)

register("excitement", two_or_more_of("black", "green"))

register("glee", played_this_round())


def anger(g: Game, me: Mood) -> Effect:
    """Choose moods whose values, as they stand, add up to 5 or less; they all go at once."""
    view = g.view
    values = {m.card: view.value(m) for m in view.moods}
    among = [m for m in view.moods if values[m.card] <= 5]

    def total(chosen: list[object]) -> str | None:
        t = sum(values[c] for c in chosen)  # type: ignore[index]
        return None if t <= 5 else f"their total value is {t}, more than 5"

    chosen = yield g.choose_moods(
        me.controller,
        among,
        "Put moods with a total value of 5 or less into the discard pile",
        rule(g, me),
        min=0,
        max=None,
        check=total,
    )
    g.to_discard(chosen, name(g, me))


register("anger", Behaviour(after_playing=anger))


def recklessness(g: Game, me: Mood) -> Effect:
    yield from take_until_after_scoring(g, me)


def recklessness_after_scoring(g: Game, me: Mood) -> Effect:
    holder = me.controller
    g.to_deck_bottom([me.card], name(g, me))
    g.draw(holder, name(g, me))
    return
    yield


register(
    "recklessness",
    Behaviour(
        after_playing=recklessness,
        after_each_scoring=recklessness_after_scoring,
        after_each_scoring_wording="goes under the deck and its player draws",
    ),
)
