"""Green cards."""

from __future__ import annotations

from engine.behaviour import BLANK, Behaviour, Effect, register
from engine.cards.families import (
    additional_play,
    counting,
    discard_for_secondary,
    name,
    rule,
    secondary_if,
    two_or_more_of,
)
from engine.catalog import COLORS
from engine.game import Game
from engine.state import Condition, Grant, Mood
from engine.view import View

register("laziness", BLANK)

register("cheer", discard_for_secondary((0, 2, 4, 6)))

register("delight", discard_for_secondary((1, 3, 5)))

register("disregard", two_or_more_of("blue", "black"))

register("enjoyment", two_or_more_of("red", "white"))

# -- values that read the table --------------------------------------------------------------


def _more_colors_than_each_other_player(view: View, me: Mood) -> bool:
    mine = len(view.player_colors(me.controller))
    return all(mine > len(view.player_colors(p)) for p in view.others(me.controller))


register("celebration", secondary_if(_more_colors_than_each_other_player))

register("determination", secondary_if(lambda view, me: max(view.colors_in_play.values()) >= 3))

register(
    "fondness",
    secondary_if(lambda view, me: all(len(view.state.moods[p]) >= 3 for p in view.state.players)),
)

register(
    "happiness",
    secondary_if(lambda view, me: any({"red", "white"} <= view.player_colors(p) for p in view.state.players)),
)

register("love", secondary_if(lambda view, me: all(view.colors_in_play[c] for c in COLORS)))

register("serenity", secondary_if(lambda view, me: len(view.state.moods[me.controller]) % 2 == 0))

register("tranquility", secondary_if(lambda view, me: len(view.state.moods[me.controller]) % 2 == 1))

register("vulnerability", secondary_if(lambda view, me: view.state.round.put_in_discard > 0))

register("euphoria", counting(1, lambda view, me: len(view.moods)))

register("sloth", counting(1, lambda view, me: len(view.state.hands[me.controller])))


def wonder(g: Game, me: Mood) -> Effect:
    color = yield g.choose_color(me.controller, "Choose a color", rule(g, me))
    g.remember(me, color=color[0])


def _wonder_count(view: View, me: Mood) -> int:
    moods = view.colors_in_play[me.color] if me.color else 0
    cards = sum(1 for c in view.state.discard_pile() if view.card_color(c) == me.color)
    return moods + cards


register("wonder", Behaviour(after_playing=wonder, value=counting(2, _wonder_count).value))

# -- additional plays ------------------------------------------------------------------------


def generosity(g: Game, me: Mood) -> Effect:
    opponent = yield g.choose_players(
        me.controller, g.view.opponents(me.controller), "Choose an opponent", rule(g, me)
    )
    g.bank(opponent[0], Grant(source=name(g, me), source_card=me.card, rule=rule(g, me)))


register("generosity", Behaviour(after_playing=generosity))

register("eagerness", Behaviour(after_playing=additional_play(Condition("shares-color"))))

# -- the end of the round ------------------------------------------------------------------


def awe(g: Game, me: Mood) -> Effect:
    g.cancel_scoring(name(g, me))
    first = yield g.choose_players(
        me.controller, g.state.players, "Choose the player who goes first next round", rule(g, me)
    )
    g.first_next_round(first[0], name(g, me))


register("awe", Behaviour(after_playing=awe))
