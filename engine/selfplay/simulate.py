"""Random self-play: whole games of every format, answered by a seeded generator, checked.

A simulation takes a box of the game (45 different cards, engine.selfplay.simulate.box) or, as an
option, a deck of random cards with repeats, sets the game up as the rules say
(engine.core.setup: shuffle, five cards each, the bottom card revealed, a first player chosen),
then answers every decision at random among its legal options, the setup's included;
chance is answered by the same generator. The same seed gives the same game. ``check``
is called after every answer.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

from engine.core.behaviour import implemented
from engine.core.catalog import faces
from engine.core.decisions import NUMBER, TURN, Decision
from engine.core.errors import PositionError, RuleViolation
from engine.core.events import Played, TurnBegan
from engine.core.game import PASS, Game
from engine.core.setup import HAND_SIZE, RECOMMENDED, minimum_deck
from engine.core.state import SHARED
from engine.core.table import Table
from engine.formats import BOX_MIX, FORMATS, TRADITIONAL, Format, seats

MAX_DECISIONS = 20_000  # far more than any real game needs; a game that goes on is a bug
PLAYER_NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Gina", "Heidi"]  # up to MAX_PLAYERS


@cache
def _playable() -> tuple[str, ...]:
    return tuple(slug for slug, f in faces().items() if not f.abilities or implemented(slug))


@cache
def _playable_of(rarity: str) -> list[str]:
    return [slug for slug in _playable() if faces()[slug].rarity == rarity]


def playable_faces() -> list[str]:
    """Every card the engine can play: blanks and implemented cards."""
    return list(_playable())


BOX_SIZE = sum(BOX_MIX.values())  # 45


def box(rng: random.Random) -> list[str]:
    """A deck as the game comes (rules.the-deck.1): 45 different cards, 23 common, 14
    uncommon, 6 rare and 2 mythic rare, picked at random from the cards the engine plays."""
    deck: list[str] = []
    for rarity, count in BOX_MIX.items():
        deck += rng.sample(_playable_of(rarity), count)
    return [faces()[slug].name for slug in deck]


def with_repeats(rng: random.Random, size: int) -> list[str]:
    """A deck of ``size`` cards picked at random, any card any number of times (rules.the-deck.3:
    the game works with duplicates)."""
    pool = _playable()
    return [faces()[rng.choice(pool)].name for _ in range(size)]


def random_deck(fmt: Format, rng: random.Random, repeats: bool = False) -> list[str]:
    """A player's own deck for a duel: a box of the game, 45 different cards (structure duel;
    with ``repeats``, a box's rarity mix with repeats), or fifteen different cards (power duel)."""
    pool = playable_faces()
    if fmt.one_copy:
        return [faces()[slug].name for slug in rng.sample(pool, 15)]
    if not repeats:
        return box(rng)
    deck = []
    for rarity, count in BOX_MIX.items():
        of_rarity = [slug for slug in pool if faces()[slug].rarity == rarity] or pool
        deck += [faces()[rng.choice(of_rarity)].name for _ in range(count)]
    return deck


def deal(
    players: int,
    rng: random.Random,
    teams: bool = False,
    deck: list[str] | None = None,
    first: str | None = None,
    format: str = TRADITIONAL,
    repeats: bool = False,
) -> Game:
    """A new game of the format (team games if ``teams``): a shuffled deck of playable cards
    (each player's own in duels), or ``deck`` (card names, top first, dealt one at a time
    around the table; shared-deck formats only); ``first`` goes first, or a random player.

    The deck is a box of the game: 45 different cards in the box's rarity mix
    (rules.the-deck.1), enough for two to four players; more players need more cards than
    a box holds (rules.the-deck.2), so they get as many boxes as their minimum needs, each
    its own random 45 (cards may then repeat from box to box). With ``repeats`` it is random
    cards that may repeat: as many as the format asks, or 45 and at least 30 more than the
    player count's minimum."""
    if teams and format == TRADITIONAL:
        format = "closed-team"
    fmt = FORMATS[format]
    if fmt.players is not None and players != fmt.players:
        raise PositionError("players", f"{fmt.a} has {fmt.players} players, not {players}")
    names = PLAYER_NAMES[:players]
    team_list = [[names[0], names[2]], [names[1], names[3]]] if fmt.teams else None
    table = Table(seats(fmt, team_list) if team_list else names, team_list, fmt.name)
    if deck is None:
        if fmt.own_decks and not fmt.draft:
            for p in names:
                table.put_in_deck(random_deck(fmt, rng, repeats), p)
        elif repeats:
            size = fmt.deck_minimum or max(RECOMMENDED, minimum_deck(players) + 30)
            table.put_in_deck(with_repeats(rng, size))
        else:
            boxes = -(-minimum_deck(players) // BOX_SIZE)  # rounded up
            table.put_in_deck([card for _ in range(boxes) for card in box(rng)])
        table.set_up()  # shuffle, deal, reveal, choose the first player: decisions like any other
        return table.game
    if fmt.own_decks:
        raise PositionError("deck", f"a stacked deck is for shared-deck games, not {fmt.a}")
    if len(deck) < HAND_SIZE * players:
        raise PositionError("deck", f"{players} players need at least {HAND_SIZE * players} cards to deal")
    table.put_in_deck(deck)
    state = table.state
    for _ in range(HAND_SIZE):
        for p in state.players:
            state.hands[p].append(state.decks[SHARED].pop(0))
    table.set_turn(table.player(first, "first") if first else rng.choice(names))
    return table.game


def settle_setup(game: Game, rng: random.Random) -> Game:
    """Answer the setup's decisions (the shuffle, who chooses, who starts) from ``rng``,
    up to the first turn; the events tell what was decided."""
    while (d := game.pending) is not None and d.kind != TURN:
        game.answer(d.player, random_answer(d, rng))
    return game


def random_answer(decision: Decision, rng: random.Random) -> list[object]:
    """A legal answer picked at random (a few tries for answers with a condition on the whole)."""
    if decision.kind == TURN:
        plays = [o.key for o in decision.options if o.key != PASS]
        if plays and rng.random() < 0.8:
            return [rng.choice(plays)]
        return [PASS]
    if decision.kind == NUMBER:
        low, high = decision.numbers or (0, None)
        options = list(range(low, (high if high is not None else low + 12) + 1))
        return [] if decision.min == 0 and rng.random() < 0.3 else [rng.choice(options)]
    keys = decision.keys()
    top = len(keys) if decision.max is None else min(decision.max, len(keys))
    for _ in range(20):
        count = rng.randint(decision.min, top)
        answer = rng.sample(keys, count)
        if decision.check is None:  # different options, as many as allowed: legal (the game checks it again)
            return answer
        try:
            return decision.validate(answer)
        except RuleViolation:
            continue
    return decision.validate(keys[: decision.min])


@dataclass
class Outcome:
    seed: int
    decisions: int
    events: int
    winners: list[str]
    rounds: int  # rounds played
    first: str  # who went first in the first round
    plays: int  # moods played


def play(
    seed: int,
    players: int = 2,
    check: Callable[[Game], None] | None = None,
    teams: bool = False,
    format: str = TRADITIONAL,
    repeats: bool = False,
) -> Outcome:
    rng = random.Random(seed)
    game = deal(players, rng, teams=teams, format=format, repeats=repeats)
    return outcome(seed, game, play_out(game, rng, seed, check))


def play_out(game: Game, rng: random.Random, seed: int, check: Callable[[Game], None] | None = None) -> int:
    """Answer every decision of ``game`` at random from ``rng`` until it ends (``check`` after
    each answer); how many decisions there were. ``seed`` names the game if it never ends."""
    decisions = 0
    while (d := game.pending) is not None:
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"seed {seed}: the game did not end after {MAX_DECISIONS} decisions")
        game.answer(d.player, random_answer(d, rng))
        if check is not None:
            check(game)
    return decisions


def outcome(seed: int, game: Game, decisions: int) -> Outcome:
    """The summary of a finished game."""
    plays = sum(1 for e in game.events if isinstance(e, Played))
    first = next((e.player for e in game.events if isinstance(e, TurnBegan)), "")
    return Outcome(
        seed, decisions, len(game.events), list(game.state.winners), game.state.round.number, first, plays
    )


@dataclass
class Tally:
    """What a run of games added up to (``tally``); a campaign's chunks add theirs together."""

    games: int = 0
    decisions: int = 0
    events: int = 0
    rounds: int = 0
    plays: int = 0
    first_wins: int = 0  # games the first round's first player won
    breaks: list[str] = field(default_factory=list)  # "seed N: what broke"

    def add(self, other: Tally) -> None:
        for name, value in vars(other).items():
            setattr(self, name, getattr(self, name) + value)


def tally(game: Callable[..., Outcome], players: int, format: str, repeats: bool, seeds: list[int]) -> Tally:
    """The games of these seeds, each played by ``game`` (``play``, or one that checks every
    promise after every event: ``engine.selfplay.invariants.checked_play``): their figures,
    and what broke, by seed (a game that raises, or breaks a promise)."""
    out = Tally()
    for seed in seeds:
        out.games += 1
        try:
            o = game(seed, players, format=format, repeats=repeats)
        except Exception as e:  # a break: the engine failed on a legal game, or broke a promise
            out.breaks.append(f"seed {seed}: {type(e).__name__}: {e}")
            continue
        out.decisions += o.decisions
        out.events += o.events
        out.rounds += o.rounds
        out.plays += o.plays
        out.first_wins += o.first in o.winners
    return out
