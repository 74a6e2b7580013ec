"""The shapes most cards share, written once. A card is then a line or two.

Each family returns a ``Behaviour`` (or a piece of one). A decision a card's effect asks
cites the text of the mood whose effect it is (``Playing.effect_of``: the copied card's, for
a copy), so a card passes a ``rule`` only for something else that names a text: a
permission it grants or a ban (``rule(g, me)``, a source id such as ``anger.text``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from engine.core.behaviour import Behaviour, Cost, Effect
from engine.core.decisions import declare_options, named_options
from engine.core.state import LEFT, RIGHT, Condition, Grant, Mood
from engine.core.view import View

if TYPE_CHECKING:
    from engine.core.game import Game

MoodTest = Callable[[View, Mood, Mood], bool]  # (view, the acting mood, a candidate)


def name(g: Game, me: Mood) -> str:
    """What an effect is called in the play-by-play: the card it is (or copies)."""
    return g.view.face(me).name


def rule(g: Game, me: Mood) -> str:
    """The source id of the mood's text (the copied card's, for a copy)."""
    return f"{g.view.face(me).slug}.text"


def face_slug(g: Game, me: Mood) -> str:
    """The card a mood is (or copies): the owner of the options it offers by name."""
    return g.view.face(me).slug


# The options offered by name that several cards share (each card publishes them:
# ``offers``): whether a "may" that moves moods happens, and a direction.
DISCARD, KEEP = "discard", "keep"
DISCARD_OR_KEEP = {DISCARD: "discard them", KEEP: "keep them"}
DIRECTIONS = {LEFT: "left", RIGHT: "right"}


def offers(slug: str, words: dict[str, str]) -> None:
    """Publish the options a card offers by name (``engine.core.decisions.OPTION_KEYS``)."""
    declare_options(slug, words)


# -- values ----------------------------------------------------------------------------------


def secondary_if(condition: Callable[[View, Mood], bool]) -> Behaviour:
    """ "This mood's value is <secondary> if <condition>"."""

    def value(view: View, me: Mood) -> int:
        f = view.face(me)
        return f.lower_left if condition(view, me) and f.lower_left is not None else view.printed_value(me)

    return Behaviour(value=value)


def two_or_more_of(*colors: str) -> Behaviour:
    """The ten cards whose value turns when two or more moods are one and/or the other color."""
    return secondary_if(lambda view, me: sum(view.colors_in_play[c] for c in colors) >= 2)


def played_this_round() -> Behaviour:
    return secondary_if(lambda view, me: view.played_this_round(me))


def counting(per: int, count: Callable[[View, Mood], int]) -> Behaviour:
    """ "This mood's value increases by <per> for each ..." (from its printed value)."""

    def value(view: View, me: Mood) -> int:
        return view.face(me).top_right + per * count(view, me)

    return Behaviour(value=value)


# -- additional plays ------------------------------------------------------------------------


def additional_play(
    condition: Condition | None = None,
    zones: tuple[str, ...] = ("hand",),
    uses: int = 1,
    tracks: str | None = None,
) -> Callable[[Game, Mood], Effect]:
    """ "You may play an additional mood this turn" (optional by nature: a permission).
    ``tracks`` names an after-scoring effect that follows the mood played with it."""

    def effect(g: Game, me: Mood) -> Effect:
        g.grant(
            Grant(
                source=name(g, me),
                source_card=me.card,
                zones=zones,
                condition=condition,
                uses=uses,
                tracks=tracks,
                rule=rule(g, me),
            ),
        )
        return
        yield

    return effect


def additional_play_next_turn() -> Callable[[Game, Mood], Effect]:
    """ "You may play an additional mood on your next turn": banked with the player."""

    def effect(g: Game, me: Mood) -> Effect:
        g.bank(me.controller, Grant(source=name(g, me), source_card=me.card, rule=rule(g, me)))
        return
        yield

    return effect


def additional_play_each_turn(
    zones: tuple[str, ...] = ("hand",), condition: Condition | None = None
) -> Callable[[View, Mood], Grant]:
    """ "During each of your turns (including the turn you play this mood), you may play an
    additional mood ...": a standing permission that lasts only while the mood is in play."""

    def grant(view: View, me: Mood) -> Grant:
        f = view.face(me)
        return Grant(
            source=f.name,
            source_card=me.card,
            zones=zones,
            condition=condition,
            standing=me.key,
            rule=f"{f.slug}.text",
        )

    return grant


# -- remembering -----------------------------------------------------------------------------


def choose_a_color(g: Game, me: Mood) -> Effect:
    """ "Choose a color": the mood remembers it for as long as it stays in play."""
    color = yield g.choose_color(me.controller, "Choose a color")
    g.remember(me, color=color[0])


# -- choosing moods --------------------------------------------------------------------------


def other_moods_of_mine(g: Game, me: Mood) -> list[Mood]:
    """ "Your other moods": the moods this mood's player has, but not this one."""
    return [m for m in g.state.moods[me.controller] if m.key != me.key]


def up_to_two_players(
    prompt: str, eligible: MoodTest, act: Callable[[Game, Mood, list[Mood]], None]
) -> Callable[[Game, Mood], Effect]:
    """ "Choose up to two players. For each chosen player, <act on> one of their moods ..."

    The player of the effect chooses the players, then one eligible mood of each, using
    values as they stand; then everything chosen is acted on at once.
    """

    def effect(g: Game, me: Mood) -> Effect:
        me_player = me.controller
        players = yield g.choose_players(me_player, g.state.players, "Choose up to two players", min=0, max=2)
        picked: list[Mood] = []
        for p in players:
            among = [m for m in g.state.moods[p] if eligible(g.view, me, m)]
            chosen = yield g.choose_moods(me_player, among, prompt.format(player=p), min=1 if among else 0)
            picked += [m for m in g.state.moods[p] if m.card in chosen]
        act(g, me, picked)

    return effect


def random_mood_of_chosen_opponents(
    act: Callable[[Game, Mood, list[Mood]], None],
) -> Callable[[Game, Mood], Effect]:
    """ "Choose any number of opponents who each have two or more moods. Each chosen
    opponent puts a random one of their moods ..." The random picks come first, then
    everything picked moves at once."""

    def effect(g: Game, me: Mood) -> Effect:
        eligible = [p for p in g.view.opponents(me.controller) if len(g.state.moods[p]) >= 2]
        players = yield g.choose_players(
            me.controller,
            eligible,
            "Choose any number of opponents with two or more moods",
            min=0,
            max=None,
        )
        picked: list[Mood] = []
        for p in players:
            answer = yield g.random_pick(g.mood_options(g.state.moods[p]), f"A random mood of {p}'s")
            picked += [m for m in g.state.moods[p] if m.card in answer]
        act(g, me, picked)

    return effect


def all_other_moods(
    prompt: str,
    eligible: MoodTest,
    optional: bool = True,
    act: Callable[[Game, Mood, list[Mood]], None] | None = None,
) -> Callable[[Game, Mood], Effect]:
    """ "(You may) put all other moods <that are eligible> into the discard pile" (or, with
    ``act``, wherever it says): no choice of which, values read once, everything at once. A
    "may" is asked only if a mood would go."""

    def effect(g: Game, me: Mood) -> Effect:
        victims = [m for m in g.view.moods if m.key != me.key and eligible(g.view, me, m)]
        if victims and optional:
            answer = yield g.choose_option(
                me.controller, prompt, named_options(face_slug(g, me), DISCARD, KEEP)
            )
            if answer != [DISCARD]:
                return
        (act or to_discard)(g, me, victims)

    return effect


def to_discard(g: Game, me: Mood, moods: Iterable[Mood]) -> None:
    g.to_discard([m.card for m in moods], name(g, me))


def to_their_hands(g: Game, me: Mood, moods: Iterable[Mood]) -> None:
    """Moods go, all at once, into the hands of the players who have them now."""
    g.to_hand([m.card for m in moods], name(g, me))


# -- passing around the table ----------------------------------------------------------------


def choose_direction(g: Game, me: Mood) -> Effect:
    """ "Choose left or right"; returns the direction."""
    answer = yield g.choose_option(
        me.controller, "Choose left or right", named_options(face_slug(g, me), LEFT, RIGHT)
    )
    return str(answer[0])


def each_player_passes(what: str) -> Callable[[Game, Mood], Effect]:
    """ "Choose left or right. Each player chooses one of their moods (``what`` = "moods")
    or a card from their hand ("cards") and gives it to the next player in that direction."
    Everyone chooses, in turn order from this mood's player, before anything moves; a player
    with nothing to give gives nothing."""

    def effect(g: Game, me: Mood) -> Effect:
        direction = yield from choose_direction(g, me)
        seats = g.state.players
        start = seats.index(me.controller)
        picked: list[tuple[int, str]] = []
        for p in seats[start:] + seats[:start]:
            receiver = g.view.neighbour(p, direction)
            if what == "moods":
                among = g.state.moods[p]
                chosen = yield g.choose_moods(
                    p,
                    among,
                    f"Choose one of your moods to give to {receiver}",
                    min=1 if among else 0,
                )
            else:
                hand = g.state.hands[p]
                chosen = yield g.choose_cards(
                    p,
                    hand,
                    f"Choose a card from your hand to give to {receiver}",
                    owner=p,
                    min=1 if hand else 0,
                )
            picked += [(c, receiver) for c in chosen]
        if what == "moods":
            moods = {m.card: m for m in g.view.moods}
            g.give_all([(moods[c], r) for c, r in picked], name(g, me))  # type: ignore[index]
        else:
            g.pass_cards(dict(picked), name(g, me))  # type: ignore[arg-type]

    return effect


def suppress_while_in_play(g: Game, me: Mood, moods: Iterable[Mood]) -> None:
    g.suppress(list(moods), by=me)


def suppress_until_end_of_round(g: Game, me: Mood, moods: Iterable[Mood]) -> None:
    g.suppress(list(moods), by=me, until_end_of_round=True)


def suppress_all(g: Game, me: Mood, moods: Iterable[Mood]) -> None:
    """ "Suppress all <such> moods ... for as long as you have this mood": the moods are
    picked as the table stands now, and later changes add or remove none."""
    suppress_while_in_play(g, me, moods)


def choose_then_suppress(
    g: Game, me: Mood, among: list[Mood], prompt: str, *, optional: bool, until_end_of_round: bool = False
) -> Effect:
    """ "(You may) suppress a mood <among these>": for as long as this mood is in play, or
    until the end of the round."""
    chosen = yield g.choose_moods(me.controller, among, prompt, min=0 if optional or not among else 1)
    moods = [m for m in among if m.card in chosen]
    if until_end_of_round:
        suppress_until_end_of_round(g, me, moods)
    else:
        suppress_while_in_play(g, me, moods)


# -- players in turn order -------------------------------------------------------------------


def clockwise_after(g: Game, player: str) -> list[str]:
    """ "Starting with the next player in turn order, each player": clockwise from the
    player on the left, ending with this player."""
    seats = g.state.players
    i = seats.index(player)
    return seats[i + 1 :] + seats[: i + 1]


# -- discarding from hand for a better side --------------------------------------------------


def discard_for_secondary(top_rights: tuple[int, ...]) -> Behaviour:
    """ "You may discard a card from your hand with <dice> in its top right corner. If you
    do, this mood's value becomes <secondary>." Cards in hand are judged by their top right."""
    dice = ", ".join(f"[{d}]" for d in top_rights)

    def effect(g: Game, me: Mood) -> Effect:
        hand = [c for c in g.state.hands[me.controller] if g.view.card_face(c).top_right in top_rights]
        chosen = yield g.choose_cards(
            me.controller,
            hand,
            f"You may discard a card with {dice} in its top right corner",
            owner=me.controller,
            min=0,
            max=1,
        )
        if chosen:
            g.to_discard(chosen, f"discarded for {name(g, me)}")
            g.rotate(me, name(g, me))

    return Behaviour(after_playing=effect)


def give_card_for_secondary(
    cards: Callable[[Game, str], list[int]], receivers: Callable[[View, str], list[str]], prompt: str
) -> Behaviour:
    """ "You may put <a card from somewhere> into <a player's> hand. If you do, this mood's
    value becomes <secondary>." The card is chosen first, then the player who gets it."""

    def effect(g: Game, me: Mood) -> Effect:
        player = me.controller
        chosen = yield g.choose_cards(player, cards(g, player), f"You may {prompt}", min=0)
        if chosen:
            who = yield g.choose_players(player, receivers(g.view, player), "Choose the player who gets it")
            g.to_hand(chosen, name(g, me), who[0])
            g.rotate(me, name(g, me))

    return Behaviour(after_playing=effect)


# -- costs -----------------------------------------------------------------------------------


def moods_to_discard(minimum: int, maximum: int | None, wording: str) -> Cost:
    return Cost(source="moods", to="discard", min=minimum, max=maximum, wording=wording)


def moods_to_hand(minimum: int, maximum: int | None, wording: str) -> Cost:
    return Cost(source="moods", to="hand", min=minimum, max=maximum, wording=wording)


def discard_from_hand(count: int, wording: str, remember_color: bool = False) -> Cost:
    return Cost(
        source="hand", to="discard", min=count, max=count, wording=wording, remember_color=remember_color
    )
