"""The blue cards' behaviour: each card in a few lines, mostly from the shared families."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.families import (
    DIRECTIONS,
    additional_play,
    all_other_moods,
    choose_direction,
    discard_from_hand,
    each_player_passes,
    moods_to_hand,
    name,
    offers,
    random_mood_of_chosen_opponents,
    rule,
    to_their_hands,
    two_or_more_of,
    up_to_two_players,
)
from engine.core.behaviour import BLANK, Behaviour, Effect, register, register_after_scoring
from engine.core.decisions import named_options
from engine.core.playing import AGAIN, ONCE
from engine.core.state import AfterScoring, Mood
from engine.core.view import View

if TYPE_CHECKING:
    from engine.core.game import Game

register("indifference", BLANK)

register("creativity", Behaviour(play_as_copy=True))

register("obsession", two_or_more_of("white", "black"))

register("ambivalence", two_or_more_of("red", "green"))


def imagination(g: Game, me: Mood) -> Effect:
    color = yield g.choose_color(me.controller, "Choose a color")
    g.remember(me, color=color[0])


register("imagination", Behaviour(after_playing=imagination, color_override=True))


def bashfulness(g: Game, me: Mood) -> Effect:
    g.after_scoring("bashfulness", me)
    return
    yield


def bashfulness_after_scoring(g: Game, item: AfterScoring) -> Effect:
    """Its player won (bashfulness_idle): bottom of the deck, then they draw."""
    m = g.state.mood(item.card)
    assert m is not None, "an effect that acts on a mood runs only while it is in play"
    holder = m.controller
    g.to_deck_bottom([m.card], item.cause)
    g.draw(holder, item.cause)
    return
    yield


def bashfulness_idle(g: Game, item: AfterScoring) -> str | None:
    """The player who has it now must have won the round (bashfulness.3, bashfulness.4)."""
    m = g.state.mood(item.card)
    assert m is not None, "asked only while it is in play"
    return None if g.is_winning(m.controller) else f"{m.controller} did not win the round"


register("bashfulness", Behaviour(after_playing=bashfulness))
register_after_scoring(
    "bashfulness",
    bashfulness_after_scoring,
    "if its player won, it goes under the deck and they draw",
    idle=bashfulness_idle,
)

offers("duplicity", {AGAIN: "again", ONCE: "once only"})
register("duplicity", Behaviour(after_playing=additional_play(), repeats_effects=True))


def guile(g: Game, me: Mood) -> Effect:
    theirs = [m for p in g.view.opponents(me.controller) for m in g.state.moods[p]]
    chosen = yield g.choose_moods(
        me.controller,
        theirs,
        "Choose one of your opponents' moods to take",
        min=1 if theirs else 0,
    )
    for m in [m for m in theirs if m.card in chosen]:
        g.give(m, me.controller, name(g, me))


register(
    "guile", Behaviour(cost=discard_from_hand(2, "discard two cards from their hand"), after_playing=guile)
)

# -- moods back to their players' hands ------------------------------------------------------

register(
    "anxiety",
    Behaviour(
        after_playing=up_to_two_players(
            "Put one of {player}'s moods with an odd value into their hand",
            lambda view, me, m: view.value(m) % 2 == 1,
            to_their_hands,
        )
    ),
)

register(
    "panic",
    Behaviour(
        after_playing=up_to_two_players(
            "Put one of {player}'s moods into their hand", lambda view, me, m: m.key != me.key, to_their_hands
        )
    ),
)

register("indecisiveness", Behaviour(after_playing=random_mood_of_chosen_opponents(to_their_hands)))


def most_common_color(view: View, me: Mood, m: Mood) -> bool:
    counts = view.colors_in_play
    return counts[view.color(m)] == max(counts.values())


register(
    "fickleness",
    Behaviour(after_playing=all_other_moods("", most_common_color, optional=False, act=to_their_hands)),
)


def disorientation(g: Game, me: Mood) -> Effect:
    number = yield g.choose_number(me.controller, "You may choose a number", optional=True)
    if number:
        value = number[0]
        same = all_other_moods(
            "", lambda view, me, m: view.value(m) == value, optional=False, act=to_their_hands
        )
        yield from same(g, me)


register("disorientation", Behaviour(after_playing=disorientation))


def denial(g: Game, me: Mood) -> Effect:
    view = g.view
    others = [m for m in view.moods if m.key != me.key]
    if len(others) < 2:
        return
    chosen = yield g.choose_moods(
        me.controller,
        others,
        "You may choose two other moods",
        min=0,
        max=2,
        check=lambda c: "choose two moods, or none" if len(c) == 1 else None,
    )
    pair = [m for m in others if m.card in chosen]
    if len(pair) == 2 and (
        view.color(pair[0]) == view.color(pair[1]) or view.value(pair[0]) == view.value(pair[1])
    ):
        to_their_hands(g, me, pair)


register("denial", Behaviour(after_playing=denial))

ONE_MOOD, ALL_MOODS = "one", "all"
offers("hesitation", {ONE_MOOD: "one red or green mood", ALL_MOODS: "all red and green moods"})


def hesitation(g: Game, me: Mood) -> Effect:
    mode = yield g.choose_option(
        me.controller,
        "You may choose one",
        named_options("hesitation", ONE_MOOD, ALL_MOODS),
        optional=True,
    )
    red_green = [m for m in g.view.moods if g.view.color(m) in ("red", "green")]
    if mode == [ONE_MOOD]:
        chosen = yield g.choose_moods(
            me.controller,
            red_green,
            "Put a red or green mood into its player's hand",
            min=1 if red_green else 0,
        )
        red_green = [m for m in red_green if m.card in chosen]
    if mode:
        to_their_hands(g, me, red_green)


register("hesitation", Behaviour(after_playing=hesitation))


def fear(g: Game, me: Mood) -> Effect:
    mine = [m for m in g.state.moods[me.controller] if m.key != me.key]
    chosen = yield g.choose_moods(
        me.controller, mine, "You may put another of your moods into your hand", min=0
    )
    to_their_hands(g, me, [m for m in mine if m.card in chosen])
    yield from additional_play()(g, me)


register("fear", Behaviour(after_playing=fear))


def worry(g: Game, me: Mood) -> Effect:
    """Two effects: the second looks at values again after the first."""
    light = [m for m in g.state.moods[me.controller] if g.view.color(m) in ("white", "black")]
    chosen = yield g.choose_moods(
        me.controller,
        light,
        "You may put one of your white or black moods into your hand",
        min=0,
    )
    if not chosen:
        return
    to_their_hands(g, me, [m for m in light if m.card in chosen])
    low = [m for m in g.view.moods if m.key != me.key and g.view.value(m) <= 3]
    chosen = yield g.choose_moods(
        me.controller,
        low,
        "Put up to two other moods with a value of 3 or less into their players' hands",
        min=0,
        max=2,
    )
    to_their_hands(g, me, [m for m in low if m.card in chosen])


register("worry", Behaviour(after_playing=worry))

register("neurosis", Behaviour(cost=moods_to_hand(1, None, "put one or more of their moods into their hand")))


def regret(g: Game, me: Mood) -> Effect:
    theirs = [m for p in g.view.opponents(me.controller) for m in g.state.moods[p]]
    chosen = yield g.choose_moods(
        me.controller,
        theirs,
        "Put one of your opponents' moods into your hand",
        min=1 if theirs else 0,
    )
    g.to_hand(chosen, name(g, me), player=me.controller)  # type: ignore[arg-type]


register(
    "regret",
    Behaviour(cost=moods_to_hand(2, 2, "put two of their moods into their hand"), after_playing=regret),
)

# -- passing left or right -------------------------------------------------------------------

offers("avoidance", DIRECTIONS)
register("avoidance", Behaviour(after_playing=each_player_passes("moods")))

offers("confusion", DIRECTIONS)
register("confusion", Behaviour(after_playing=each_player_passes("cards")))

UNDER_THE_DECK, PASS_HANDS = "under-the-deck", "pass-hands"
offers(
    "rationalization",
    {UNDER_THE_DECK: "hand under the deck, then draw as many", PASS_HANDS: "every hand to the next player"}
    | DIRECTIONS,
)


def rationalization(g: Game, me: Mood) -> Effect:
    mode = yield g.choose_option(
        me.controller,
        "You may choose one",
        named_options("rationalization", UNDER_THE_DECK, PASS_HANDS),
        optional=True,
    )
    if mode == [UNDER_THE_DECK]:
        hand = list(g.state.hands[me.controller])
        g.to_deck_bottom(hand, name(g, me))
        g.draw(me.controller, name(g, me), len(hand))
    elif mode == [PASS_HANDS]:
        direction = yield from choose_direction(g, me)
        g.pass_cards(
            {c: g.view.neighbour(p, direction) for p in g.state.players for c in g.state.hands[p]},
            name(g, me),
        )


register("rationalization", Behaviour(after_playing=rationalization))

# -- looking at hands ------------------------------------------------------------------------


def curiosity(g: Game, me: Mood) -> Effect:
    player = yield g.choose_players(me.controller, g.state.players, "You may choose a player", min=0)
    for p in player:
        hand = g.state.hands[p]
        shown = (
            (yield g.random_pick(g.card_options(hand, p), f"A random card from {p}'s hand")) if hand else []
        )
        g.reveal(p, shown, name(g, me))  # type: ignore[arg-type]
        if any(g.view.card_color(c) in g.view.colors_in_play for c in shown):  # type: ignore[arg-type]
            g.set_value(me, 6, name(g, me))


register("curiosity", Behaviour(after_playing=curiosity))


def doubt(g: Game, me: Mood) -> Effect:
    chosen = yield g.choose_cards(
        me.controller,
        g.state.hands[me.controller],
        "You may reveal any number of cards from your hand",
        owner=me.controller,
        min=0,
        max=None,
    )
    if not chosen:
        return
    g.reveal(me.controller, chosen, name(g, me))  # type: ignore[arg-type]
    g.to_deck_bottom(chosen, name(g, me), openly=True)  # type: ignore[arg-type]
    g.draw(me.controller, name(g, me), len(chosen))
    g.ban_next_round([g.view.card_color(c) for c in chosen], rule(g, me), name(g, me))  # type: ignore[arg-type]


register("doubt", Behaviour(after_playing=doubt))

# -- after scoring ---------------------------------------------------------------------------


def back_to_hand(g: Game, item: AfterScoring) -> Effect:
    """The mood goes into the hand of the player whose effect set this up (it is still in
    play: Rounds.run_after_scoring; insecurity.2, insecurity.3)."""
    g.to_hand([item.card], item.cause, player=item.player)
    return
    yield


register("insecurity", Behaviour(after_playing=additional_play(tracks="back-to-hand")))
register_after_scoring("back-to-hand", back_to_hand, "{card} goes back into its player's hand")


def sneakiness(g: Game, me: Mood) -> Effect:
    opponent = yield g.choose_players(me.controller, g.view.opponents(me.controller), "Choose an opponent")
    g.after_scoring("swap-scores", me, opponent=opponent[0])


def swap_scores(g: Game, item: AfterScoring) -> Effect:
    """Whoever has the card now trades this round's score with the chosen opponent."""
    other = str(item.data["opponent"])
    g.swap_scores(g.owner(item), other, f"{item.cause}: swapped with {other}")
    return
    yield


register("sneakiness", Behaviour(after_playing=sneakiness))
register_after_scoring(
    "swap-scores",
    swap_scores,
    "swaps scores with {opponent} before the winner is decided",
    acts_on_mood=False,
    changes_outcome=True,
)
