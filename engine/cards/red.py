"""Red cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register
from engine.cards.families import (
    all_other_moods,
    discard_for_secondary,
    name,
    played_this_round,
    rule,
    secondary_if,
    to_discard,
    two_or_more_of,
    up_to_two_players,
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


register(
    "wrath",
    Behaviour(
        after_playing=all_other_moods("Put all other moods into the discard pile", lambda v, me, m: True)
    ),
)

register(
    "rage",
    Behaviour(
        after_playing=all_other_moods(
            "Put all other moods with a value of 3 or less into the discard pile",
            lambda view, me, m: view.value(m) <= 3,
        )
    ),
)


def rebellion(g: Game, me: Mood) -> Effect:
    chosen = yield g.choose_number(me.controller, "Choose 0, 1, 2 or 3", rule(g, me), low=0, high=3)
    yield from all_other_moods("", lambda view, me, m: view.value(m) == chosen[0], optional=False)(g, me)


register("rebellion", Behaviour(after_playing=rebellion))

register(
    "shock",
    Behaviour(
        after_playing=up_to_two_players(
            "Put one of {player}'s moods with a value of 3 or less into the discard pile",
            lambda view, me, m: view.value(m) <= 3,
            to_discard,
        )
    ),
)


def fury(g: Game, me: Mood) -> Effect:
    """Each player, in turn order from Fury's player, picks one of their highest value moods
    (values as they stand); then they all go at once."""
    view, players = g.view, g.state.players
    start = players.index(me.controller)
    picked: list[object] = []
    for p in players[start:] + players[:start]:
        moods = g.state.moods[p]
        if not moods:
            continue
        top = max(view.value(m) for m in moods)
        among = [m for m in moods if view.value(m) == top]
        picked += yield g.choose_moods(
            p, among, "Put one of your highest value moods into the discard pile", rule(g, me)
        )
    g.to_discard(picked, name(g, me))  # type: ignore[arg-type]


register("fury", Behaviour(after_playing=fury))


def hostility(g: Game, me: Mood) -> Effect:
    """Two steps: the black or green mood leaves, values are read again, then up to two
    moods worth 3 or less (each, as they now stand) leave together."""
    mine = [m for m in g.state.moods[me.controller] if g.view.color(m) in ("black", "green")]
    paid = yield g.choose_moods(
        me.controller,
        mine,
        "You may put one of your black or green moods into the discard pile",
        rule(g, me),
        min=0,
    )
    if not paid:
        return
    g.to_discard(paid, name(g, me))
    among = [m for m in g.view.moods if g.view.value(m) <= 3]
    chosen = yield g.choose_moods(
        me.controller,
        among,
        "Put up to two moods each with a value of 3 or less into the discard pile",
        rule(g, me),
        min=0,
        max=2,
    )
    g.to_discard(chosen, name(g, me))


register("hostility", Behaviour(after_playing=hostility))
