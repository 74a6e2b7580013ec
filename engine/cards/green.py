"""Green cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register
from engine.cards.families import additional_play, discard_for_secondary, name, rule
from engine.game import Game
from engine.state import Condition, Grant, Mood

register("laziness", BLANK)

register("cheer", discard_for_secondary((0, 2, 4, 6)))


def generosity(g: Game, me: Mood) -> Effect:
    opponent = yield g.choose_players(
        me.controller, g.view.opponents(me.controller), "Choose an opponent", rule(g, me)
    )
    g.bank(opponent[0], Grant(source=name(g, me), source_card=me.card, rule=rule(g, me)))


register("generosity", Behaviour(after_playing=generosity))

register("eagerness", Behaviour(after_playing=additional_play(Condition("shares-color"))))


def awe(g: Game, me: Mood) -> Effect:
    g.cancel_scoring(name(g, me))
    first = yield g.choose_players(
        me.controller, g.state.players, "Choose the player who goes first next round", rule(g, me)
    )
    g.first_next_round(first[0], name(g, me))


register("awe", Behaviour(after_playing=awe))
