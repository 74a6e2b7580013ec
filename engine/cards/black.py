"""The black cards' behaviour: each card in a few lines, mostly from the shared families."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.cards.families import (
    additional_play,
    all_other_moods,
    clockwise_after,
    counting,
    give_card_for_secondary,
    moods_to_discard,
    name,
    offers,
    random_mood_of_chosen_opponents,
    secondary_if,
    to_discard,
    two_or_more_of,
    up_to_two_players,
)
from engine.cards.lending import lend
from engine.core.behaviour import BLANK, Behaviour, Effect, register
from engine.core.decisions import named_options
from engine.core.permissions import DISCARD
from engine.core.state import Condition, Mood
from engine.core.view import View

if TYPE_CHECKING:
    from engine.core.game import Game

register("apathy", BLANK)

register("disgust", two_or_more_of("green", "white"))

register("pity", two_or_more_of("blue", "red"))

register("sadness", counting(2, lambda view, me: len(view.state.discard_pile())))

register(
    "self-loathing",
    Behaviour(cost=moods_to_discard(1, None, "put one or more of their moods into the discard pile")),
)

register("cruelty", Behaviour(after_playing=random_mood_of_chosen_opponents(to_discard)))

register("melancholy", Behaviour(plays_from_discard=True))

register("grief", Behaviour(after_playing=additional_play(zones=(DISCARD,), uses=2)))

register(
    "spite",
    Behaviour(
        after_playing=up_to_two_players(
            "Put one of {player}'s moods with an even value into the discard pile",
            lambda view, me, m: view.value(m) % 2 == 0,
            to_discard,
        )
    ),
)


# -- values -----------------------------------------------------------------------------------


def _discard_shares_a_color(view: View, me: Mood) -> bool:
    """Two cards in the discard pile share a color (their printed color: they are not moods)."""
    colors = [view.card_color(c) for c in view.state.discard_pile()]
    return len(colors) != len(set(colors))


register("misery", secondary_if(_discard_shares_a_color))


def _most_moods(view: View, me: Mood) -> bool:
    mine = len(view.state.moods[me.controller])
    return all(mine > len(view.state.moods[p]) for p in view.others(me.controller))


register("superiority", secondary_if(_most_moods))


def _moodiest_opponent(view: View, me: Mood) -> int:
    """How many moods the opponent with the most moods has (tied opponents count once). Every
    player has an opponent: a table has two players or more, and teams are two pairs
    (Table.__init__, position._players)."""
    return max(len(view.state.moods[p]) for p in view.opponents(me.controller))


register(
    "envy",
    replace(
        counting(2, _moodiest_opponent),
        cost=moods_to_discard(1, 1, "put one of their moods into the discard pile"),
    ),
)


def _vanity(view: View, me: Mood) -> int:
    per = 1 if view.state.hands[me.controller] else 3
    return view.face(me).top_right + per * len(view.state.moods[me.controller])


register("vanity", Behaviour(value=_vanity))


# -- discarding or giving for something in return ---------------------------------------------


def ambition(g: Game, me: Mood) -> Effect:
    chosen = yield g.choose_cards(
        me.controller,
        g.state.hands[me.controller],
        "You may discard a card from your hand",
        owner=me.controller,
        min=0,
    )
    if chosen:
        g.to_discard(chosen, name(g, me))
        yield from additional_play()(g, me)


register("ambition", Behaviour(after_playing=ambition))


def angst(g: Game, me: Mood) -> Effect:
    mine = [m for m in g.state.moods[me.controller] if g.view.color(m) in ("blue", "red")]
    chosen = yield g.choose_moods(
        me.controller,
        mine,
        "You may put one of your blue or red moods into the discard pile",
        min=0,
    )
    if chosen:
        g.to_discard(chosen, name(g, me))
        yield from additional_play(zones=(DISCARD,))(g, me)


register("angst", Behaviour(after_playing=angst))


register(
    "condescension",
    give_card_for_secondary(
        lambda g, player: g.state.hands[player],
        View.others,
        "give a card from your hand to another player",
    ),
)

register(
    "cynicism",
    give_card_for_secondary(
        lambda g, player: g.state.discard_pile(),
        View.opponents,
        "put a card from the discard pile into an opponent's hand",
    ),
)


# -- under the deck, then draw ----------------------------------------------------------------


def hate(g: Game, me: Mood) -> Effect:
    chosen = yield g.choose_moods(
        me.controller, g.view.moods, "You may put any mood on the bottom of the deck", min=0
    )
    if chosen:
        g.to_deck_bottom(chosen, name(g, me))
        g.draw(me.controller, name(g, me))


register("hate", Behaviour(after_playing=hate))


def paranoia(g: Game, me: Mood) -> Effect:
    holders = [p for p in g.state.players if g.state.hands[p]]
    who = yield g.choose_players(
        me.controller,
        holders,
        "You may choose a player with one or more cards in hand",
        min=0,
    )
    for p in who:
        picked = yield g.random_pick(g.card_options(g.state.hands[p], p), f"A random card from {p}'s hand")
        g.reveal(p, picked, name(g, me))  # type: ignore[arg-type]
        g.to_deck_bottom(picked, name(g, me), openly=True)  # type: ignore[arg-type]
        g.draw(me.controller, name(g, me))


register("paranoia", Behaviour(after_playing=paranoia))


RECYCLE, DOUBLE = "recycle", "double"
offers(
    "corruption",
    {
        RECYCLE: "put up to two cards from the discard pile under the deck, then draw as many",
        DOUBLE: "the round's winner wins two rounds",
    },
)


def corruption(g: Game, me: Mood) -> Effect:
    choice = yield g.choose_option(
        me.controller,
        "You may choose one",
        named_options("corruption", RECYCLE, DOUBLE),
        optional=True,
    )
    if choice == [DOUBLE]:
        g.double_win(name(g, me))
    elif choice == [RECYCLE]:
        cards = yield g.choose_cards(
            me.controller,
            g.state.discard_pile(),
            "Put up to two cards from the discard pile on the bottom of the deck",
            min=0,
            max=2,
        )
        g.to_deck_bottom(cards, name(g, me))  # type: ignore[arg-type]
        g.draw(me.controller, name(g, me), count=len(cards))


register("corruption", Behaviour(after_playing=corruption))


# -- taking and discarding cards from hands ---------------------------------------------------


def intimidation(g: Game, me: Mood) -> Effect:
    player = me.controller
    who = yield g.choose_players(player, g.view.others(player), "You may choose another player", min=0)
    for p in who:
        hand = g.state.hands[p]
        card = yield g.choose_cards(
            p,
            hand,
            f"Reveal a card from your hand and put it into {player}'s hand",
            owner=p,
            min=1 if hand else 0,
        )
        g.reveal(p, card, name(g, me))  # type: ignore[arg-type]
        g.to_hand(card, name(g, me), player, openly=True)  # type: ignore[arg-type]
        for c in card:
            yield from additional_play(Condition("this-card", card=c))(g, me)  # type: ignore[arg-type]


register("intimidation", Behaviour(after_playing=intimidation))


def suspicion(g: Game, me: Mood) -> Effect:
    """Every chosen player picks a card first; then they are all revealed and discarded at once."""
    who = yield g.choose_players(
        me.controller, g.state.players, "Choose any number of players", min=0, max=None
    )
    picked: list[tuple[str, int]] = []
    seats = clockwise_after(g, me.controller)
    for p in [p for p in seats[-1:] + seats[:-1] if p in who]:
        hand = g.state.hands[p]
        card = yield g.choose_cards(
            p, hand, "Choose a card from your hand to discard", owner=p, min=1 if hand else 0
        )
        picked += [(p, c) for c in card]  # type: ignore[misc]
    for p, c in picked:
        g.reveal(p, [c], name(g, me))
    g.to_discard([c for _, c in picked], name(g, me))


register("suspicion", Behaviour(after_playing=suspicion))


# -- moods leaving play together --------------------------------------------------------------


def _most_common_color(view: View, me: Mood, m: Mood) -> bool:
    """Of a color that no other color outnumbers among all moods (suppressed ones included)."""
    counts = view.colors_in_play
    return counts[view.color(m)] == max(counts.values())


register("bitterness", Behaviour(after_playing=all_other_moods("", _most_common_color, optional=False)))


def malice(g: Game, me: Mood) -> Effect:
    eligible = [p for p in g.state.players if len(g.state.moods[p]) >= 2]
    who = yield g.choose_players(
        me.controller,
        eligible,
        "Choose a player who has two or more moods",
        min=1 if eligible else 0,
    )
    for p in who:
        two = yield g.choose_moods(p, g.state.moods[p], "Choose two of your moods", min=2, max=2)
        colors = {g.view.color(m) for m in g.view.moods if m.card in two}
        going = [m.card for m in g.view.moods if m is not me and (m.card in two or g.view.color(m) in colors)]
        g.to_discard(going, name(g, me))


register("malice", Behaviour(after_playing=malice))


def rejection(g: Game, me: Mood) -> Effect:
    def two_or_none(chosen: list[object]) -> str | None:  # never one (and at most two: max)
        return "choose two moods, or none" if len(chosen) == 1 else None

    others = [m for m in g.view.moods if m is not me]
    chosen = yield g.choose_moods(
        me.controller, others, "You may choose two other moods", min=0, max=2, check=two_or_none
    )
    pair = [m for m in others if m.card in chosen]
    if len(pair) == 2:
        a, b = pair
        view = g.view
        if view.color(a) == view.color(b) or view.value(a) == view.value(b):
            g.to_discard(chosen, name(g, me))


register("rejection", Behaviour(after_playing=rejection))


offers("contempt", {"one": "one green or white mood", "all": "every green and white mood"})


def contempt(g: Game, me: Mood) -> Effect:
    one, every = "one", "all"
    choice = yield g.choose_option(
        me.controller, "You may choose one", named_options("contempt", one, every), optional=True
    )
    targets = [m for m in g.view.moods if g.view.color(m) in ("green", "white")]
    if choice == [every]:
        g.to_discard([m.card for m in targets], name(g, me))
    elif choice == [one]:
        chosen = yield g.choose_moods(
            me.controller,
            targets,
            "Put a green or white mood into the discard pile",
            min=1 if targets else 0,
        )
        g.to_discard(chosen, name(g, me))  # type: ignore[arg-type]


register("contempt", Behaviour(after_playing=contempt))


# -- moods changing hands ---------------------------------------------------------------------


def betrayal(g: Game, me: Mood) -> Effect:
    mine = g.state.moods[me.controller]
    given = yield g.choose_moods(me.controller, mine, "Give one of your moods to another player")
    others = g.view.others(me.controller)
    receiver = yield g.choose_players(me.controller, others, "Choose the player who gets it")
    mood = next(m for m in mine if m.card == given[0])
    lend(g, mood, receiver[0], me, back="becomes-yours-again")


register("betrayal", Behaviour(after_playing=betrayal))
