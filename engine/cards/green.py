"""The green cards' behaviour: each card in a few lines, mostly from the shared families."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards.families import (
    additional_play,
    additional_play_each_turn,
    additional_play_next_turn,
    choose_a_color,
    counting,
    discard_for_secondary,
    discard_from_hand,
    name,
    rule,
    secondary_if,
    two_or_more_of,
)
from engine.core.behaviour import BLANK, Behaviour, Effect, register
from engine.core.catalog import COLORS
from engine.core.permissions import DISCARD
from engine.core.state import Condition, Grant, Mood
from engine.core.view import View

if TYPE_CHECKING:
    from engine.core.game import Game

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


def _wonder_count(view: View, me: Mood) -> int:
    moods = view.colors_in_play[me.color]  # a Counter: 0 while no color is chosen (None)
    cards = sum(1 for c in view.state.discard_pile() if view.card_color(c) == me.color)
    return moods + cards


register("wonder", replace(counting(2, _wonder_count), after_playing=choose_a_color))

# -- extra scoring ---------------------------------------------------------------------------


def _bliss_extras(view: View, me: Mood) -> list[tuple[Mood, int]]:
    """Each of its player's moods that is the remembered color scores two extra times."""
    return [(m, 2) for m in view.state.moods[me.controller] if view.color(m) == me.color]


register(
    "bliss",
    Behaviour(
        cost=discard_from_hand(1, "discard a card from their hand", remember_color=True),
        extra_scoring=_bliss_extras,
    ),
)


def enthusiasm(g: Game, me: Mood) -> Effect:
    """While scoring, its player may score one of their moods an extra time."""
    mine = g.state.moods[me.controller]
    chosen = yield g.choose_moods(
        me.controller,
        mine,
        f"{name(g, me)}: you may score one of your moods an extra time",
        min=0,
    )
    return sum(g.view.value(m) for m in mine if m.card in chosen)


register("enthusiasm", Behaviour(scoring_choice=enthusiasm))

# -- additional plays ------------------------------------------------------------------------


def generosity(g: Game, me: Mood) -> Effect:
    opponent = yield g.choose_players(me.controller, g.view.opponents(me.controller), "Choose an opponent")
    g.bank(opponent[0], Grant(source=name(g, me), source_card=me.card, rule=rule(g, me)))


register("generosity", Behaviour(after_playing=generosity))

register("eagerness", Behaviour(after_playing=additional_play(Condition("shares-color"))))

register("harmony", Behaviour(after_playing=additional_play(zones=(DISCARD,))))

register("joy", Behaviour(after_playing=additional_play_next_turn()))

register("hope", Behaviour(standing_grant=additional_play_each_turn()))

register("grace", Behaviour(standing_grant=additional_play_each_turn((DISCARD,), Condition("shares-color"))))


def nostalgia(g: Game, me: Mood) -> Effect:
    """You may put a card from the discard pile into your hand; then you may play an additional
    mood this turn (in that order: the card taken may be the additional mood)."""
    pile = g.state.discard_pile()
    chosen = yield g.choose_cards(
        me.controller,
        pile,
        "You may put a card from the discard pile into your hand",
        min=0,
    )
    if chosen:
        g.to_hand(chosen, name(g, me), me.controller)
    yield from additional_play()(g, me)


register("nostalgia", Behaviour(after_playing=nostalgia))


def fascination(g: Game, me: Mood) -> Effect:
    """You may reveal a blue or black card from your hand and give it to another player; if
    you do, this mood turns to its lower left value."""
    hand = [c for c in g.state.hands[me.controller] if g.view.card_color(c) in ("blue", "black")]
    chosen = yield g.choose_cards(
        me.controller,
        hand,
        "You may reveal a blue or black card from your hand to give it to another player",
        owner=me.controller,
        min=0,
    )
    if not chosen:
        return
    g.reveal(me.controller, chosen, name(g, me))
    receiver = yield g.choose_players(
        me.controller, g.view.others(me.controller), "Choose the player who gets it"
    )
    g.to_hand(chosen, name(g, me), receiver[0], openly=True)
    g.rotate(me, name(g, me))


register("fascination", Behaviour(after_playing=fascination))

# -- the end of the round ------------------------------------------------------------------


def awe(g: Game, me: Mood) -> Effect:
    g.cancel_scoring(name(g, me))
    first = yield g.choose_players(
        me.controller, g.state.players, "Choose the player who goes first next round"
    )
    g.first_next_round(first[0], name(g, me))


register("awe", Behaviour(after_playing=awe))
