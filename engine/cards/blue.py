"""Blue cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register, register_after_scoring
from engine.cards.families import additional_play, discard_from_hand, name, rule, two_or_more_of
from engine.game import Game
from engine.state import AfterScoring, Mood

register("indifference", BLANK)

register("creativity", Behaviour(play_as_copy=True))

register("obsession", two_or_more_of("white", "black"))


def imagination(g: Game, me: Mood) -> Effect:
    color = yield g.choose_color(me.controller, "Choose a color", rule(g, me))
    g.remember(me, color=color[0])


register("imagination", Behaviour(after_playing=imagination, color_override=True))


def bashfulness(g: Game, me: Mood) -> Effect:
    g.after_scoring("bashfulness", me)
    return
    yield


def bashfulness_after_scoring(g: Game, item: AfterScoring) -> Effect:
    """If the player who has it now won the round: bottom of the deck, then they draw."""
    m = g.state.mood(item.card)
    if m is not None and m.entry == item.entry and g.is_winning(m.controller):
        holder = m.controller
        g.to_deck_bottom([m.card], item.cause)
        g.draw(holder, item.cause)
    return
    yield


register("bashfulness", Behaviour(after_playing=bashfulness))
register_after_scoring(
    "bashfulness", bashfulness_after_scoring, "if its player won, it goes under the deck and they draw"
)

register("duplicity", Behaviour(after_playing=additional_play(), repeats_effects=True))


def guile(g: Game, me: Mood) -> Effect:
    theirs = [m for p in g.view.opponents(me.controller) for m in g.state.moods[p]]
    chosen = yield g.choose_moods(
        me.controller,
        theirs,
        "Choose one of your opponents' moods to take",
        rule(g, me),
        min=1 if theirs else 0,
    )
    for m in [m for m in theirs if m.card in chosen]:
        g.give(m, me.controller, name(g, me))


register(
    "guile", Behaviour(cost=discard_from_hand(2, "discard two cards from their hand"), after_playing=guile)
)
