"""Moods that change hands for a while and come back after scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.cards.families import name
from engine.core.behaviour import Effect, register_after_scoring
from engine.core.state import AfterScoring, Mood

if TYPE_CHECKING:
    from engine.core.game import Game


def lend(g: Game, mood: Mood, receiver: str, me: Mood, back: str) -> None:
    """Give a mood to another player now; ``back`` names how it comes back after scoring (to
    the player who played ``me``: the effect's own player)."""
    g.give(mood, receiver, name(g, me))
    g.after_scoring(back, me, mood)


def take_until_after_scoring(g: Game, me: Mood) -> Effect:
    """ "You may take one of your opponents' moods. If you do, after scoring, give the mood
    you took back to them (if you still have it).\""""
    theirs = [m for p in g.view.opponents(me.controller) for m in g.state.moods[p]]
    chosen = yield g.choose_moods(
        me.controller, theirs, "You may take one of your opponents' moods", min=0, max=1
    )
    for m in [m for m in theirs if m.card in chosen]:
        previous = m.controller
        g.give(m, me.controller, name(g, me))
        g.after_scoring("give-back", me, m, to=previous)


def _still_in_play(g: Game, item: AfterScoring) -> Mood | None:
    m = g.state.mood(item.card)
    return m if m is not None and m.entry == item.entry else None


def becomes_yours_again(g: Game, item: AfterScoring) -> Effect:
    """The mood comes back to the player who lent it, whoever has it now, if it is in play."""
    m = _still_in_play(g, item)
    if m is not None:
        g.give(m, item.player, item.cause)
    return
    yield


def give_back(g: Game, item: AfterScoring) -> Effect:
    """The mood goes back to the player it was taken from, if the taker still has it."""
    m = _still_in_play(g, item)
    if m is not None and m.controller == item.player:
        g.give(m, str(item.data["to"]), item.cause)
    return
    yield


register_after_scoring("becomes-yours-again", becomes_yours_again, "{card} comes back")
register_after_scoring("give-back", give_back, "{card} is given back")
