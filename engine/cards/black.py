"""Black cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register
from engine.cards.families import (
    counting,
    moods_to_discard,
    random_mood_of_chosen_opponents,
    rule,
    to_discard,
    two_or_more_of,
)
from engine.cards.lending import lend
from engine.game import Game
from engine.state import Mood

register("apathy", BLANK)

register("disgust", two_or_more_of("green", "white"))

register("sadness", counting(2, lambda view, me: len(view.state.discard_pile())))

register(
    "self-loathing",
    Behaviour(cost=moods_to_discard(1, None, "put one or more of their moods into the discard pile")),
)

register("cruelty", Behaviour(after_playing=random_mood_of_chosen_opponents(to_discard)))


def betrayal(g: Game, me: Mood) -> Effect:
    mine = g.state.moods[me.controller]
    given = yield g.choose_moods(me.controller, mine, "Give one of your moods to another player", rule(g, me))
    others = g.view.others(me.controller)
    receiver = yield g.choose_players(me.controller, others, "Choose the player who gets it", rule(g, me))
    mood = next(m for m in mine if m.card == given[0])
    lend(g, mood, receiver[0], me, back="becomes-yours-again")


register("betrayal", Behaviour(after_playing=betrayal))
