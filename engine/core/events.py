"""Every change is an event: the play-by-play, with its cause.

Events are small frozen records. They carry names as they were at the time, so the log
reads on its own; ``str(event)`` is the sentence shown on the site and by the CLI.

An event that names a card hidden from some players (a card drawn, a card passed face down,
a secret choice, a shuffle's order) says who saw it: its ``witnesses``, set by the engine's
model of knowledge (engine.core.visibility) when it is recorded. A player's play-by-play
shows them the rest of it with those cards left out (engine.interfaces.player_view).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import ClassVar, TypeVar


@dataclass(frozen=True)
class Event:
    """The base of every event; ``str(event)`` is its sentence."""

    # The players who saw the hidden cards this event names, in seat order; None when it
    # names none (everyone sees all of it). Not a field: it is not what happened but who saw
    # it, so events compare, print and are recorded without it (``seen_only_by`` sets it).
    witnesses: ClassVar[tuple[str, ...] | None] = None


E = TypeVar("E", bound=Event)


def seen_only_by(event: E, players: Iterable[str]) -> E:
    """Mark an event as naming cards that only these players saw."""
    object.__setattr__(event, "witnesses", tuple(players))
    return event


@dataclass(frozen=True)
class TurnBegan(Event):
    round: int
    player: str

    def __str__(self) -> str:
        return f"Round {self.round}: {self.player}'s turn."


@dataclass(frozen=True)
class Played(Event):
    player: str
    card: int
    name: str
    zone: str  # "hand" or "discard pile"
    permission: str  # which play it used
    copy_of: str | None = None

    def __str__(self) -> str:
        source = "" if self.zone == "hand" else f" from the {self.zone}"
        copy = f" as a copy of {self.copy_of}" if self.copy_of else ""
        via = "" if self.permission == "the turn's play" else f" (additional mood: {self.permission})"
        return f"{self.player} plays {self.name}{source}{copy}{via}."


@dataclass(frozen=True)
class Moved(Event):
    card: int
    name: str
    origin: str
    destination: str
    cause: str

    def __str__(self) -> str:
        return f"{self.name} goes from {self.origin} to {self.destination} ({self.cause})."


@dataclass(frozen=True)
class Gave(Event):
    card: int
    name: str
    giver: str
    receiver: str
    cause: str

    def __str__(self) -> str:
        return f"{self.name} goes from {self.giver} to {self.receiver} ({self.cause})."


@dataclass(frozen=True)
class Drew(Event):
    player: str
    card: int | None
    name: str | None
    cause: str

    def __str__(self) -> str:
        if self.card is None:
            return f"{self.player} has no card to draw ({self.cause})."
        return f"{self.player} draws {self.name} ({self.cause})."


@dataclass(frozen=True)
class Revealed(Event):
    player: str
    card: int
    name: str
    cause: str

    def __str__(self) -> str:
        return f"{self.player} reveals {self.name} to every player ({self.cause})."


@dataclass(frozen=True)
class BottomCardRevealed(Event):
    """The setup's reveal of the deck's bottom card (rules.setup.1)."""

    card: int
    name: str

    def __str__(self) -> str:
        return f"{self.name}, the bottom card of the deck, is revealed."


@dataclass(frozen=True)
class RoundChanged(Event):
    """Something about how this round ends: no scoring, two wins, who goes first next."""

    what: str
    cause: str

    def __str__(self) -> str:
        return f"{self.what} ({self.cause})."


@dataclass(frozen=True)
class ValueChanged(Event):
    card: int
    name: str
    before: int
    after: int

    def __str__(self) -> str:
        return f"{self.name}'s value goes from {self.before} to {self.after}."


@dataclass(frozen=True)
class Suppressed(Event):
    card: int
    name: str
    by: str
    until: str

    def __str__(self) -> str:
        return f"{self.name} is suppressed by {self.by} ({self.until})."


@dataclass(frozen=True)
class SuppressionEnded(Event):
    card: int
    name: str

    def __str__(self) -> str:
        return f"{self.name} is no longer suppressed."


@dataclass(frozen=True)
class Rotated(Event):
    card: int
    name: str
    value: int
    cause: str

    def __str__(self) -> str:
        return f"{self.name} turns to its lower left dice ({self.cause})."


@dataclass(frozen=True)
class Remembered(Event):
    card: int
    name: str
    what: str

    def __str__(self) -> str:
        return f"{self.name} remembers {self.what}."


@dataclass(frozen=True)
class Chose(Event):
    player: str
    prompt: str
    answer: tuple[str, ...]
    forced: bool = False

    def __str__(self) -> str:
        chosen = ", ".join(self.answer) if self.answer else "nothing"
        how = "has only one choice" if self.forced else "chooses"
        who = "Chance" if self.player == "chance" else self.player
        return f"{self.prompt}: {who} {how}: {chosen}."


@dataclass(frozen=True)
class Banned(Event):
    colors: tuple[str, ...]
    cause: str

    def __str__(self) -> str:
        return f"During the next round, {' and '.join(self.colors)} moods can't be played ({self.cause})."


@dataclass(frozen=True)
class Granted(Event):
    player: str
    source: str
    what: str

    def __str__(self) -> str:
        return f"{self.player} may {self.what} ({self.source})."


@dataclass(frozen=True)
class Passed(Event):
    player: str
    played: int

    def __str__(self) -> str:
        return f"{self.player} passes." if self.played == 0 else f"{self.player} ends the turn."


@dataclass(frozen=True)
class Scored(Event):
    player: str
    score: int
    extra: int
    cause: str = ""  # set when a score is changed after scoring

    def __str__(self) -> str:
        if self.cause:
            return f"{self.player}'s score for the round becomes {self.score} ({self.cause})."
        more = f", {self.extra} of it from extra scoring" if self.extra else ""
        return f"{self.player} scores {self.score}{more}."


@dataclass(frozen=True)
class NotDone(Event):
    """An "after scoring" effect that does nothing, and why (Rounds.run_after_scoring)."""

    effect: str  # the effect as the order question offers it: "<card>: what it does"
    reason: str

    def __str__(self) -> str:
        return f"Not done after scoring ({self.effect}): {self.reason}."


@dataclass(frozen=True)
class NoScoring(Event):
    cause: str

    def __str__(self) -> str:
        return f"There is no scoring this round ({self.cause})."


@dataclass(frozen=True)
class RoundWon(Event):
    winners: tuple[str, ...]
    rounds: int  # how many round wins this gives
    total: int

    def __str__(self) -> str:
        who = " and ".join(self.winners)
        times = "two rounds" if self.rounds == 2 else "the round"
        return f"{who} win{'s' if len(self.winners) == 1 else ''} {times} ({self.total} in all)."


@dataclass(frozen=True)
class GameWon(Event):
    winners: tuple[str, ...]

    def __str__(self) -> str:
        return f"{' and '.join(self.winners)} win{'s' if len(self.winners) == 1 else ''} the game."


@dataclass(frozen=True)
class HurtFeelings(Event):
    player: str

    def __str__(self) -> str:
        return f"{self.player} gets Hurt Feelings."


@dataclass(frozen=True)
class Looked(Event):
    """A player looks at cards that only they see (a draft pile, the top of the deck)."""

    player: str
    names: tuple[str, ...]
    what: str
    cards: tuple[int, ...] = ()  # their ids, in the order of the names

    def __str__(self) -> str:
        return f"{self.player} looks at {self.what}: {', '.join(self.names) or 'nothing'}."


@dataclass(frozen=True)
class Drafted(Event):
    player: str
    names: tuple[str, ...]
    what: str

    def __str__(self) -> str:
        return f"{self.player} drafts {self.what}: {', '.join(self.names)}."


@dataclass(frozen=True)
class SetAside(Event):
    """Cards leave the match: the draft's discards once the draft is over."""

    count: int
    cause: str

    def __str__(self) -> str:
        return f"{self.count} cards are set aside ({self.cause})."


@dataclass(frozen=True)
class Forfeited(Event):
    """A player loses a game without playing it, and why."""

    player: str
    reason: str

    def __str__(self) -> str:
        return f"{self.player} loses the game: {self.reason}."


@dataclass(frozen=True)
class MatchWon(Event):
    winners: tuple[str, ...]
    games: int

    def __str__(self) -> str:
        return f"{' and '.join(self.winners)} wins the match ({self.games} games)."
