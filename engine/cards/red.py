"""The red cards' behaviour: each card in a few lines, mostly from the shared families."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from engine.cards.families import (
    DISCARD_OR_KEEP,
    additional_play,
    all_other_moods,
    discard_for_secondary,
    moods_to_discard,
    name,
    offers,
    other_moods_of_mine,
    played_this_round,
    rule,
    secondary_if,
    to_discard,
    two_or_more_of,
    up_to_two_players,
)
from engine.cards.lending import take_until_after_scoring
from engine.core.behaviour import BLANK, Behaviour, Effect, register, register_after_scoring
from engine.core.decisions import Decision
from engine.core.state import AfterScoring, Grant, Mood

if TYPE_CHECKING:
    from engine.core.game import Game

register("boredom", BLANK)

register("excitement", two_or_more_of("black", "green"))

register("glee", played_this_round())

register("frustration", two_or_more_of("white", "blue"))

register(
    "animosity",
    secondary_if(lambda view, me: any(len(view.state.hands[p]) >= 3 for p in view.opponents(me.controller))),
)

register("triumph", secondary_if(lambda view, me: view.state.round.order[0] == view.round_player(me)))

register("embarrassment", discard_for_secondary((4, 5, 6)))


def zeal(g: Game, me: Mood) -> Effect:
    hand = g.state.hands[me.controller]
    chosen = yield g.choose_cards(
        me.controller,
        hand,
        "You may put a card from your hand on the bottom of the deck",
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


offers("wrath", DISCARD_OR_KEEP)
register(
    "wrath",
    Behaviour(
        after_playing=all_other_moods("Put all other moods into the discard pile", lambda v, me, m: True)
    ),
)

offers("rage", DISCARD_OR_KEEP)
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
    chosen = yield g.choose_number(me.controller, "Choose 0, 1, 2 or 3", low=0, high=3)
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
        picked += yield g.choose_moods(p, among, "Put one of your highest value moods into the discard pile")
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
        min=0,
        max=2,
    )
    g.to_discard(chosen, name(g, me))


register("hostility", Behaviour(after_playing=hostility))


def bravado(g: Game, me: Mood) -> Effect:
    others = other_moods_of_mine(g, me)
    paid = yield g.choose_moods(
        me.controller, others, "You may put one of your other moods into the discard pile", min=0
    )
    if paid:
        g.to_discard(paid, name(g, me))
        yield from additional_play()(g, me)


register("bravado", Behaviour(after_playing=bravado))


def infatuation(g: Game, me: Mood) -> Effect:
    others = other_moods_of_mine(g, me)
    if len(others) < 2:
        return
    paid = yield g.choose_moods(
        me.controller,
        others,
        "You may put two of your other moods into the discard pile",
        min=0,
        max=2,
        check=lambda chosen: "choose two, or none" if len(chosen) == 1 else None,
    )
    if paid:
        g.to_discard(paid, name(g, me))
        g.rotate(me, name(g, me))


register("infatuation", Behaviour(after_playing=infatuation))


def compulsion(g: Game, me: Mood) -> Effect:
    giver = yield g.choose_players(me.controller, g.view.others(me.controller), "Choose another player")
    hand = g.state.hands[giver[0]]
    given = yield g.choose_cards(
        giver[0],
        hand,
        f"Give {me.controller} a card from your hand",
        owner=giver[0],
        min=1 if hand else 0,
    )
    g.to_hand(given, name(g, me), player=me.controller)


register("compulsion", Behaviour(after_playing=compulsion))


def gluttony(g: Game, me: Mood) -> Effect:
    g.grant(Grant(name(g, me), me.card, tracks="gluttony", rule=rule(g, me)))
    return
    yield


def gluttony_after_scoring(g: Game, item: AfterScoring) -> Effect:
    """The mood played with Gluttony's play goes, whoever has it (gluttony.1; it is still in
    play: Rounds.run_after_scoring)."""
    g.to_discard([item.card], item.cause)
    return
    yield


register("gluttony", Behaviour(after_playing=gluttony))
register_after_scoring("gluttony", gluttony_after_scoring, "{card} goes to the discard pile")


def thrill(g: Game, me: Mood) -> Effect:
    """Every mood to pick up is chosen at once, before any play; then as many plays."""
    others = other_moods_of_mine(g, me)
    chosen = yield g.choose_moods(
        me.controller,
        others,
        "You may put any number of your other moods into your hand",
        min=0,
        max=None,
    )
    if chosen:
        g.to_hand(chosen, name(g, me))
        yield from additional_play(uses=len(chosen))(g, me)


register("thrill", Behaviour(after_playing=thrill))


def stubbornness(g: Game, me: Mood) -> Effect:
    """Checked once, as the turn starts; the play it gives lasts the whole turn."""
    mine = len(g.state.moods[me.controller])
    if any(len(g.state.moods[p]) > mine for p in g.view.others(me.controller)):
        yield from additional_play()(g, me)


register("stubbornness", Behaviour(start_of_turn=stubbornness))


def arrogance(g: Game, me: Mood) -> Effect:
    """The taken mood is Arrogance's player's while Arrogance stays in play, whoever has
    Arrogance; when it leaves play, the mood goes back to the opponent, if its taker still
    has it."""
    opponent = yield g.choose_players(
        me.controller, g.view.opponents(me.controller), "You may choose an opponent", min=0
    )
    if not opponent:
        return
    among = [m for m in g.state.moods[opponent[0]] if g.view.color(m) in ("white", "blue")]
    chosen = yield g.choose_moods(
        opponent[0],
        among,
        f"Give {me.controller} one of your white or blue moods",
        min=1 if among else 0,
    )
    for m in [m for m in among if m.card in chosen]:
        g.take_while_in_play(m, me.controller, me, name(g, me))


register("arrogance", Behaviour(after_playing=arrogance))


def instability(g: Game, me: Mood) -> Effect:
    """For good: neither mood comes back."""
    player = me.controller
    among = [m for p in g.view.opponents(player) if len(g.state.moods[p]) >= 2 for m in g.state.moods[p]]
    owner = {m.card: m.controller for m in among}

    def same_opponent(chosen: list[object]) -> str | None:
        if len(chosen) == 1:
            return "choose two moods, or none"
        return "the two moods must be the same opponent's" if len({owner[c] for c in chosen}) > 1 else None  # type: ignore[index]

    two = yield g.choose_moods(
        player,
        among,
        "You may choose two moods of the same opponent",
        min=0,
        max=2,
        check=same_opponent,
    )
    if not two:
        return
    opponent = owner[two[0]]  # type: ignore[index]
    pair = [m for m in among if m.card in two]
    got = yield g.choose_moods(opponent, pair, f"Give {player} one of these moods")
    g.give(next(m for m in pair if m.card == got[0]), player, name(g, me))
    mine = g.state.moods[player]
    back = yield g.choose_moods(player, mine, f"Give {opponent} one of your moods")
    g.give(next(m for m in mine if m.card == back[0]), opponent, name(g, me))


register("instability", Behaviour(after_playing=instability))


def chaos(g: Game, me: Mood) -> Effect:
    """Every mood, Chaos included, dealt one at a time from Chaos's player round the table.
    They keep everything about them; nothing "after playing" happens again."""
    moods = g.view.moods
    order = yield g.random_order(g.mood_options(moods), "All moods, shuffled")
    seats = g.state.players
    start = seats.index(me.controller)
    players = seats[start:] + seats[:start]
    by_card = {m.card: m for m in moods}
    for i, card in enumerate(order):
        g.give(by_card[card], players[i % len(players)], name(g, me))  # type: ignore[index]


register("chaos", Behaviour(after_playing=chaos))


register(
    "exhilaration",
    Behaviour(
        cost=moods_to_discard(1, 1, "put one of their moods into the discard pile"),
        extra_scoring=lambda view, me: [(m, 1) for m in view.state.moods[me.controller]],
    ),
)


def passion(g: Game, me: Mood) -> Generator[Decision, Any, int]:
    theirs = [m for p in g.view.opponents(me.controller) for m in g.state.moods[p]]
    chosen = yield g.choose_moods(
        me.controller,
        theirs,
        "You may score one of your opponents' moods as though it were yours",
        min=0,
    )
    return sum(g.view.value(m) for m in theirs if m.card in chosen)


register("passion", Behaviour(scoring_choice=passion))
