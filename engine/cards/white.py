"""The white cards' behaviour: each card in a few lines, mostly from the shared families."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.families import (
    additional_play,
    choose_then_suppress,
    clockwise_after,
    discard_for_secondary,
    name,
    offers,
    played_this_round,
    rule,
    secondary_if,
    suppress_all,
    suppress_until_end_of_round,
    suppress_while_in_play,
    to_discard,
    two_or_more_of,
    up_to_two_players,
)
from engine.core.behaviour import BLANK, Behaviour, Effect, register
from engine.core.decisions import named_options
from engine.core.state import Condition, Grant, Mood

if TYPE_CHECKING:
    from engine.core.game import Game

register("complacency", BLANK)

register("loyalty", two_or_more_of("green", "blue"))

register("discipline", two_or_more_of("black", "red"))

register("patience", played_this_round())

register("chivalry", secondary_if(lambda view, me: view.state.round.order[0] != view.round_player(me)))

register("dignity", discard_for_secondary((0, 1, 2, 3)))

register("charity", Behaviour(after_playing=additional_play()))

register("benevolence", Behaviour(after_playing=additional_play(Condition("shares-no-color"))))

register("friendliness", Behaviour(after_playing=additional_play(Condition("top-right", (0, 2, 4, 6)))))

register("kindness", Behaviour(after_playing=additional_play(Condition("top-right", (1, 3, 5)))))

register(
    "courage",
    Behaviour(
        after_playing=up_to_two_players(
            "Put one of {player}'s moods with a value of 5 or more into the discard pile",
            lambda view, me, m: view.value(m) >= 5,
            to_discard,
        )
    ),
)

register(
    "pacifism",
    Behaviour(
        after_playing=up_to_two_players(
            "Suppress one of {player}'s moods", lambda view, me, m: True, suppress_while_in_play
        )
    ),
)


def altruism(g: Game, me: Mood) -> Effect:
    """Turn to the secondary side if the pile has a card; deal it out at random from the next
    player on; the rest goes under the deck in a random order."""
    if not g.state.discard_pile():
        return
    g.rotate(me, name(g, me))
    for p in clockwise_after(g, me.controller):
        pile = g.state.discard_pile()
        if not pile:
            break
        picked = yield g.random_pick(g.card_options(pile), f"A random card from the discard pile for {p}")
        g.to_hand(picked, name(g, me), player=p)
    rest = g.state.discard_pile()
    if rest:
        order = yield g.face_down_order(
            g.card_options(rest), "The rest of the discard pile, in a random order"
        )
        for c in order:
            g.to_deck_bottom([c], name(g, me))
        g.mixed_into_deck(order)


register("altruism", Behaviour(after_playing=altruism))


def conviction(g: Game, me: Mood) -> Effect:
    moods = g.view.moods  # never none: Conviction is in play (or the Duplicity that repeats it)
    chosen = yield g.choose_moods(me.controller, moods, "Choose a mood")
    for m in [m for m in moods if m.card in chosen]:
        holder = m.controller
        g.to_deck_bottom([m.card], name(g, me))
        g.draw(holder, name(g, me))


register("conviction", Behaviour(after_playing=conviction))


def disillusionment(g: Game, me: Mood) -> Effect:
    """Every player in turn names a color or not; then every other mood of a named color goes."""
    named: set[str] = set()
    for p in clockwise_after(g, me.controller):
        color = yield g.choose_color(p, "You may choose a color", optional=True)
        named.update(str(c) for c in color)
    going = [m.card for m in g.view.moods if m is not me and g.view.color(m) in named]
    g.to_discard(going, name(g, me))


register("disillusionment", Behaviour(after_playing=disillusionment))


def encouragement(g: Game, me: Mood) -> Effect:
    among = [m for m in g.view.moods if g.view.face(m).lower_left is not None]
    chosen = yield g.choose_moods(
        me.controller, among, "You may choose a mood with dice in its lower left corner", min=0
    )
    for m in [m for m in among if m.card in chosen]:
        g.remember(me, target=m)


register(
    "encouragement",
    Behaviour(after_playing=encouragement, higher_dice=lambda view, me, m: m.key == me.target),
)

register(
    "idealism",
    Behaviour(
        after_playing=additional_play(),
        higher_dice=lambda view, me, m: m.controller == me.controller,
    ),
)


def faith(g: Game, me: Mood) -> Effect:
    hand = [c for c in g.state.hands[me.controller] if g.view.card_color(c) in ("green", "blue")]
    discarded = yield g.choose_cards(
        me.controller, hand, "You may discard a green or blue card", owner=me.controller, min=0
    )
    if discarded:
        g.to_discard(discarded, f"discarded for {name(g, me)}")
        yield from choose_then_suppress(g, me, g.view.moods, "Suppress any mood", optional=False)


register("faith", Behaviour(after_playing=faith))

ONE, ALL = "one", "all"
offers("guilt", {ONE: "suppress a black or red mood", ALL: "suppress all black and red moods"})


def guilt(g: Game, me: Mood) -> Effect:
    mode = yield g.choose_option(
        me.controller, "You may choose one", named_options("guilt", ONE, ALL), optional=True
    )
    dark = [m for m in g.view.moods if g.view.color(m) in ("black", "red")]
    if mode == [ONE]:
        yield from choose_then_suppress(g, me, dark, "Suppress a black or red mood", optional=False)
    elif mode == [ALL]:
        suppress_all(g, me, dark)


register("guilt", Behaviour(after_playing=guilt))


def honor(g: Game, me: Mood) -> Effect:
    chosen = yield g.choose_players(me.controller, g.state.players, "Choose a player")
    g.remember(me, player=str(chosen[0]))


register("honor", Behaviour(after_playing=honor, first_player=lambda view, me: me.player))


def meekness(g: Game, me: Mood) -> Effect:
    suppress_all(g, me, [m for m in g.view.moods if g.view.value(m) >= 5])
    return
    yield


register("meekness", Behaviour(after_playing=meekness))


def pride(g: Game, me: Mood) -> Effect:
    mine = len(g.state.moods[me.controller])
    more = [p for p in g.state.players if len(g.state.moods[p]) > mine]
    chosen = yield g.choose_players(
        me.controller, more, "You may choose a player with more moods than you", min=0
    )
    for p in chosen:
        g.grant(
            Grant(
                source=name(g, me),
                source_card=me.card,
                condition=Condition("fewer-moods-than", player=str(p)),
                uses=None,
                rule=rule(g, me),
            ),
        )


register("pride", Behaviour(after_playing=pride))


def repentance(g: Game, me: Mood) -> Effect:
    number = yield g.choose_number(me.controller, "You may choose a number", optional=True)
    for n in number:
        suppress_until_end_of_round(g, me, [m for m in g.view.moods if m is not me and g.view.value(m) == n])


register("repentance", Behaviour(after_playing=repentance))


def scorn(g: Game, me: Mood) -> Effect:
    yield from choose_then_suppress(
        g, me, g.view.moods, "Suppress any mood", optional=False, until_end_of_round=True
    )


def scorn_on_play(g: Game, me: Mood, played: Mood) -> Effect:
    color = g.view.color(played)
    among = [m for m in g.view.moods if g.view.color(m) == color]
    yield from choose_then_suppress(
        g, me, among, f"You may suppress a {color} mood", optional=True, until_end_of_round=True
    )


register("scorn", Behaviour(after_playing=scorn, on_play=scorn_on_play))


def shame(g: Game, me: Mood) -> Effect:
    discarded = yield g.choose_cards(
        me.controller,
        g.state.hands[me.controller],
        "You may discard a card",
        owner=me.controller,
        min=0,
    )
    if discarded:
        color = g.view.card_color(discarded[0])
        g.to_discard(discarded, f"discarded for {name(g, me)}")
        suppress_all(g, me, [m for m in g.view.moods if m is not me and g.view.color(m) == color])


register("shame", Behaviour(after_playing=shame))


def validation_on_play(g: Game, me: Mood, played: Mood) -> Effect:
    """The die printed in the top right corner of the card played, as it was in hand
    (validation.3): a Creativity is a 0, whatever it is played as a copy of."""
    if g.view.card_face(played.card).top_right in (0, 1):
        yield from additional_play()(g, me)


register("validation", Behaviour(after_playing=additional_play(), on_play=validation_on_play))
