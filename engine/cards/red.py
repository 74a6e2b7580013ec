"""Red cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register
from engine.cards.families import (
    discard_for_secondary,
    name,
    played_this_round,
    rule,
    secondary_if,
    two_or_more_of,
)
from engine.cards.lending import take_until_after_scoring
from engine.game import Game
from engine.state import Mood

register("boredom", BLANK)

register("excitement", two_or_more_of("black", "green"))

register("glee", played_this_round())

register("frustration", two_or_more_of("white", "blue"))

register(
    "animosity",
    secondary_if(lambda view, me: any(len(view.state.hands[p]) >= 3 for p in view.opponents(me.controller))),
)

register("triumph", secondary_if(lambda view, me: view.state.round.order[0] == me.controller))

register("embarrassment", discard_for_secondary((4, 5, 6)))


def zeal(g: Game, me: Mood) -> Effect:
    hand = g.state.hands[me.controller]
    chosen = yield g.choose_cards(
        me.controller,
        hand,
        "You may put a card from your hand on the bottom of the deck",
        rule(g, me),
        owner=me.controller,
        min=0,
        max=1,
    )
    if chosen:
        g.to_deck_bottom(chosen, name(g, me))
        g.draw(me.controller, name(g, me))


register("zeal", Behaviour(after_playing=zeal))


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
