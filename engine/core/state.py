"""What a game of Mood Swings is at one moment: plain data, nothing derived.

Values, colors and scores are never stored here: ``engine.core.view`` computes them from this
state. What the rules make players remember is remembered on the mood (the side chosen
when it was played, a chosen color, player or mood, what it copies, who suppresses it).
Cards are referred to by id everywhere, so the state copies cheaply and turns into JSON.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

SHARED = ""  # the key of the shared deck and discard pile in traditional play

# Directions around the table: left is clockwise, the next player in turn order.
LEFT, RIGHT = "left", "right"

# How long a suppression lasts.
WHILE_SOURCE_IN_PLAY = "while-source-in-play"
UNTIL_END_OF_ROUND = "until-end-of-round"


@dataclass(frozen=True)
class Card:
    """A physical card. ``owner`` matters in formats where each player brings a deck."""

    id: int
    face: str  # catalog slug
    owner: str = SHARED


@dataclass(frozen=True)
class Suppression:
    by: int  # card id of the suppressing mood
    by_entry: int  # which time that card entered play (a later entry is a new mood)
    until: str  # WHILE_SOURCE_IN_PLAY or UNTIL_END_OF_ROUND
    round: int  # the round it was applied in


@dataclass
class Mood:
    """A card in play, with what it remembers from being played."""

    card: int
    entry: int  # increases every time any card enters play: identifies this stay in play
    controller: str
    played_by: str
    played_round: int
    rotated: bool = False  # its value became the secondary dice when it was played
    set_value: int | None = None  # a value an effect gave it when it was played (replaces the die)
    copy_of: str | None = None  # the face it was played as a copy of
    color: str | None = None  # a color chosen or remembered when played
    player: str | None = None  # a player chosen when played
    target: tuple[int, int] | None = None  # a mood chosen when played: (card, entry)
    suppressions: list[Suppression] = field(default_factory=list)
    # Taken for as long as another mood stays in play: (that mood's card, its entry, the
    # player who took it, the player it goes back to).
    held: tuple[int, int, str, str] | None = None

    @property
    def key(self) -> tuple[int, int]:
        return (self.card, self.entry)


@dataclass(frozen=True)
class Condition:
    """What an additional play is limited to. Kinds are evaluated in engine.core.permissions."""

    kind: str
    values: tuple[int, ...] = ()
    player: str | None = None
    card: int | None = None


@dataclass
class Grant:
    """Permission to play an additional mood.

    ``zones`` says where the mood may come from; ``uses`` is None for a permission that
    lasts while its condition holds. ``standing`` ties the grant to a mood that must still
    be in play (card, entry). ``tracks`` names an after-scoring effect that will follow the
    mood played with this permission.
    """

    source: str  # who or what grants it, for people: a card name or a rules term
    source_card: int | None = None
    zones: tuple[str, ...] = ("hand",)
    condition: Condition | None = None
    uses: int | None = 1
    tracks: str | None = None
    standing: tuple[int, int] | None = None
    rule: str | None = None  # the source id that grants it

    def signature(self) -> tuple[object, ...]:
        """Two permissions with the same signature are interchangeable."""
        return (self.zones, self.condition, self.tracks, self.uses is None)


@dataclass
class AfterScoring:
    """An "after scoring" effect waiting for the end of the round.

    ``source`` is the mood whose text it is; whoever has that mood after scoring resolves
    it (rules.after-scoring.2). ``card`` is the mood it acts on, which may be another one.
    """

    effect: str  # the registered effect's name
    card: int  # the mood it acts on
    entry: int
    source: int  # the mood whose effect it is
    source_entry: int
    player: str  # who played the source
    order: int  # when it was set up (position among this round's)
    label: str = ""  # what people call it: "<card>: what it does"
    data: dict[str, object] = field(default_factory=dict)

    @property
    def key(self) -> tuple[object, ...]:
        """Which effect it is, in the rules' terms (its option in the order decision): the
        card whose effect it is, the mood it acts on, the effect (a published key), and what
        else it says (to whom it goes back, with whom scores swap). Two effects with the same
        key are the same effect twice, and either may come first."""
        data = tuple(sorted((k, v) for k, v in self.data.items() if k != "while-in-play"))
        return (self.source, self.card, self.effect or "while-in-play", data)

    @property
    def cause(self) -> str:
        """The card it comes from, as the play-by-play names causes."""
        return self.label.split(": ", 1)[0]


@dataclass(frozen=True)
class PlayRecord:
    player: str
    card: int
    entry: int


@dataclass
class Round:
    number: int
    order: list[str]  # turn order this round, first player first
    index: int = 0  # whose turn it is: order[index]
    plays: list[PlayRecord] = field(default_factory=list)
    put_in_discard: int = 0  # cards put into the discard pile this round
    no_scoring: str | None = None  # what says there is no scoring this round, if anything
    next_first: str | None = None  # a player chosen to go first next round
    next_first_at: int = 0  # when that choice was made (the entry count then), to compare with moods
    win_multiplier: int = 1
    bans: tuple[tuple[str, str], ...] = ()  # (color, rule): colors that can't be played this round
    next_bans: tuple[tuple[str, str], ...] = ()
    after_scoring: list[AfterScoring] = field(default_factory=list)
    scores: dict[str, int] | None = None  # filled in by scoring
    # Moods that changed players this round, each once: (card, entry, the player who had it
    # before its first move this round), for a value the round fixes (View.round_player).
    moved_from: list[tuple[int, int, str]] = field(default_factory=list)

    @property
    def current(self) -> str:
        return self.order[self.index]


@dataclass
class Turn:
    player: str
    started: bool = False  # the start-of-turn checks have happened
    base_used: bool = False
    plays: int = 0
    grants: list[Grant] = field(default_factory=list)
    used_standing: dict[tuple[int, int], int] = field(default_factory=dict)


@dataclass
class GameState:
    players: list[str]  # seats, clockwise
    teams: list[list[str]] | None
    format: str
    round: Round
    turn: Turn
    cards: dict[int, Card] = field(default_factory=dict)
    hands: dict[str, list[int]] = field(default_factory=dict)
    moods: dict[str, list[Mood]] = field(default_factory=dict)
    decks: dict[str, list[int]] = field(default_factory=dict)  # top first
    discards: dict[str, list[int]] = field(default_factory=dict)  # oldest first
    wins: dict[str, int] = field(default_factory=dict)
    banked: dict[str, list[Grant]] = field(default_factory=dict)  # for a player's next turn
    winners: list[str] = field(default_factory=list)  # of the game (of the match), once it is over
    # Draft formats: the cards a player owns but has left out of their deck, the draft's
    # face-down piles (Winston draft: "1", "2", "3"), and the games won in the match.
    sideboards: dict[str, list[int]] = field(default_factory=dict)
    piles: dict[str, list[int]] = field(default_factory=dict)
    match_wins: dict[str, int] = field(default_factory=dict)
    # Who knows a card that is in a hidden place (a hand, a deck, a draft pile, drafted
    # cards): card id -> those players, in seat order (engine.core.visibility keeps it).
    known: dict[int, list[str]] = field(default_factory=dict)
    next_entry: int = 1
    next_card: int = 1

    # a copy for rolling back and saving (engine.core.game): left out of mutation testing
    def copy(self) -> GameState:  # pragma: no mutate block
        """A deep copy, written out because the game copies its state at every turn."""
        r, t = self.round, self.turn
        return _clone(
            self,
            teams=[list(team) for team in self.teams] if self.teams else None,
            players=list(self.players),
            round=_clone(
                r,
                order=list(r.order),
                plays=list(r.plays),
                after_scoring=[_clone(a, data=dict(a.data)) for a in r.after_scoring],
                scores=dict(r.scores) if r.scores is not None else None,
                moved_from=list(r.moved_from),
            ),
            turn=_clone(t, grants=[_clone(g) for g in t.grants], used_standing=dict(t.used_standing)),
            cards=dict(self.cards),
            hands={p: list(h) for p, h in self.hands.items()},
            moods={
                p: [_clone(m, suppressions=list(m.suppressions)) for m in ms] for p, ms in self.moods.items()
            },
            decks={k: list(d) for k, d in self.decks.items()},
            discards={k: list(d) for k, d in self.discards.items()},
            wins=dict(self.wins),
            banked={p: [_clone(g) for g in gs] for p, gs in self.banked.items()},
            winners=list(self.winners),
            sideboards={p: list(c) for p, c in self.sideboards.items()},
            piles={k: list(c) for k, c in self.piles.items()},
            match_wins=dict(self.match_wins),
            known={c: list(who) for c, who in self.known.items()},
        )

    # -- simple lookups (no game logic) --------------------------------------------------

    def mood(self, card: int) -> Mood | None:
        for moods in self.moods.values():
            for m in moods:
                if m.card == card:
                    return m
        return None

    @property
    def whose_turn(self) -> str | None:
        """The player whose turn it is; nobody's (None) before a game's first round begins (its
        setup, or a match's sideboarding between games), where ``turn`` is only a placeholder."""
        return self.turn.player if self.round.number else None

    def all_moods(self) -> list[Mood]:
        """Every mood in play, player by player in seat order."""
        return [m for p in self.players for m in self.moods[p]]

    def discard_pile(self) -> list[int]:
        """The discard pile; in formats with several piles they count as one."""
        return [c for pile in self.discards.values() for c in pile]

    def deck_cards(self) -> list[int]:
        return [c for deck in self.decks.values() for c in deck]

    def face_of(self, card: int) -> str:
        return self.cards[card].face


def _clone(obj: T, **changes: Any) -> T:  # pragma: no mutate block (copies: GameState.copy)
    """A shallow copy of a (non-frozen) dataclass with some fields replaced: what
    ``dataclasses.replace`` does, without running ``__init__`` (a third of the time of a copy)."""
    new = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__, **changes)
    return new
