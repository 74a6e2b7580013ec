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


def _in_play(g: Game, item: AfterScoring) -> Mood:
    m = g.state.mood(item.card)
    assert m is not None, "an effect that acts on a mood runs only while it is in play"
    return m


def becomes_yours_again(g: Game, item: AfterScoring) -> Effect:
    """The mood comes back to the player who lent it, whoever has it now (if that is the
    lender already, nothing changes)."""
    g.give(_in_play(g, item), item.player, item.cause)
    return
    yield


def give_back(g: Game, item: AfterScoring) -> Effect:
    """The mood goes back to the player it was taken from (the taker still has it)."""
    g.give(_in_play(g, item), str(item.data["to"]), item.cause)
    return
    yield


def no_longer_the_takers(g: Game, item: AfterScoring) -> str | None:
    """Only the taker gives the mood back (recklessness.6)."""
    m = _in_play(g, item)
    return None if m.controller == item.player else f"{item.player} no longer has {g.name(m.card)}"


register_after_scoring("becomes-yours-again", becomes_yours_again, "{card} comes back")
register_after_scoring("give-back", give_back, "{card} is given back", idle=no_longer_the_takers)
