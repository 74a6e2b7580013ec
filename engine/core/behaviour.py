"""How a card behaves: the hooks a card can fill, and the registry of behaviours.

A behaviour is data: a cost, a value rule, an "after playing" effect, and a few "while in
play" hooks that the core consults by concept (does this mood change colors? does it let
its player use the higher dice? does it grant a play each turn?). The core never asks for
a card by name. Cards are written in ``engine.cards``, mostly from the shared families;
they register here when ``engine`` is imported (this module never imports them).

Effects are generators: they ``yield`` a ``Decision`` and receive its answer (a list of
option keys), so one mechanism serves scenarios, the oracle, replays and simulations.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, NamedTuple

from engine.core.decisions import Decision, declare_options

if TYPE_CHECKING:
    from engine.core.game import Game
    from engine.core.state import AfterScoring, Grant, Mood
    from engine.core.view import View

Effect = Generator[Decision, Any, None]


@dataclass(frozen=True)
class Cost:
    """A "To play this card" requirement: moods to move, or cards to discard from hand."""

    source: str  # "moods" (your moods) or "hand" (cards in your hand other than this one)
    to: str  # "discard" or "hand"
    min: int
    max: int | None  # None: any number
    wording: str  # what must be done, in words: "put one or more of your moods into the discard pile"
    remember_color: bool = False  # the mood remembers the color of the discarded card


@dataclass(frozen=True)
class Behaviour:
    cost: Cost | None = None
    # The value before higher dice and suppression; None means the printed die, or the
    # secondary dice once the mood has been rotated.
    value: Callable[[View, Mood], int] | None = None
    after_playing: Callable[[Game, Mood], Effect] | None = None
    # "You may play this card as a copy of any mood".
    play_as_copy: bool = False
    # While in play, every mood is this mood's remembered color (the latest such mood wins).
    color_override: bool = False
    # While in play: does this mood make another mood use its higher dice total?
    higher_dice: Callable[[View, Mood, Mood], bool] | None = None
    # While in play: mandatory extra scorings, as (mood, extra times) pairs.
    extra_scoring: Callable[[View, Mood], list[tuple[Mood, int]]] | None = None
    # While in play: an optional extra scoring chosen at scoring time.
    scoring_choice: Callable[[Game, Mood], Effect] | None = None
    # While in play: a permission its player has during each of their turns.
    standing_grant: Callable[[View, Mood], Grant | None] | None = None
    # While in play: something that happens at the start of its player's turn.
    start_of_turn: Callable[[Game, Mood], Effect] | None = None
    # While in play: something that happens each time its player plays another mood.
    on_play: Callable[[Game, Mood, Mood], Effect] | None = None
    # While in play: its player may have each other mood's "after playing" effect happen again.
    repeats_effects: bool = False
    # While in play: its player may play moods from the discard pile as though from hand.
    plays_from_discard: bool = False
    # While in play: the player who goes first each round (the latest such mood wins).
    first_player: Callable[[View, Mood], str | None] | None = None
    # While in play: something that happens after each scoring, and what it does in words.
    after_each_scoring: Callable[[Game, Mood], Effect] | None = None
    after_each_scoring_wording: str = ""


BLANK = Behaviour()


class AfterScoringEffect(NamedTuple):
    """A registered "after scoring" effect: what it does (``run``, which may take for
    granted that it does something: Rounds.run_after_scoring asks ``idle`` first), and when
    it does nothing. ``acts_on_mood``: nothing once the mood it acts on has left play, for
    good (gluttony.4, rules.after-scoring.2); false for an effect that needs no mood (a swap
    of scores). ``idle``: any other reason it would do nothing now, in words, or None.
    ``changes_outcome``: it may change who wins the round (sneakiness.4), so an effect idle
    for want of a win may still happen after it."""

    run: Callable[..., Effect]
    wording: str
    acts_on_mood: bool = True
    idle: Callable[[Game, AfterScoring], str | None] | None = None
    changes_outcome: bool = False


# What a mood's own "after each scoring" ability is called among the "after scoring" effects
WHILE_IN_PLAY = "while-in-play"
declare_options("after-scoring-order", {WHILE_IN_PLAY: "what a mood in play does after each scoring"})

_REGISTRY: dict[str, Behaviour] = {}
_AFTER_SCORING: dict[str, AfterScoringEffect] = {}


def register(face: str, behaviour: Behaviour) -> None:
    if face in _REGISTRY:
        raise ValueError(f"{face} registered twice")
    _REGISTRY[face] = behaviour


def register_after_scoring(
    name: str,
    effect: Callable[..., Effect],
    wording: str,
    *,
    acts_on_mood: bool = True,
    idle: Callable[[Game, AfterScoring], str | None] | None = None,
    changes_outcome: bool = False,
) -> None:
    """An "after scoring" effect that plays set up, by name, so the state stays plain data.
    ``wording`` says what it does; ``{card}`` stands for the mood it acts on. The rest says
    when it does nothing (AfterScoringEffect)."""
    if name in _AFTER_SCORING:
        raise ValueError(f"after-scoring effect {name} registered twice")
    _AFTER_SCORING[name] = AfterScoringEffect(effect, wording, acts_on_mood, idle, changes_outcome)
    declare_options("after-scoring-order", {name: wording.replace("{card}", "the mood")})


def behaviour(face: str) -> Behaviour:
    return _REGISTRY.get(face, BLANK)


def registry() -> dict[str, Behaviour]:
    """Every card's behaviour by face slug (a face missing from it behaves as ``BLANK``): for
    the engine's hottest look-ups, one dictionary access."""
    return _REGISTRY


def implemented(face: str) -> bool:
    return face in _REGISTRY


def after_scoring_effect(name: str) -> AfterScoringEffect:
    return _AFTER_SCORING[name]


def after_scoring_effects() -> set[str]:  # pragma: no mutate block
    """The names of every registered "after scoring" effect."""
    return set(_AFTER_SCORING)


def hooks(face: str) -> list[str]:  # pragma: no mutate block
    """The hooks a card's behaviour fills (its wordings aside): what the mutation check removes."""
    b = behaviour(face)
    return [f.name for f in fields(b) if not f.name.endswith("_wording") and getattr(b, f.name) != f.default]


@contextmanager
def mutated(face: str, **changes: Any) -> Iterator[None]:
    """For the mutation check: the card behaves as a blank (no changes given), or as itself
    with these fields changed (``after_playing=None``, ``cost=...``), until the block ends.
    The card's rulings must then fail."""
    original = _REGISTRY[face]
    _REGISTRY[face] = replace(original, **changes) if changes else BLANK
    try:
        yield
    finally:
        _REGISTRY[face] = original


def without(face: str, hook: str) -> dict[str, Any]:
    """The change that takes a hook away: its field back to its default."""
    return {hook: BLANK.__dict__[hook]}
