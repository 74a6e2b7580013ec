"""Feelinks: say in secret which emotion a situation stirs in you, then bet on your partner's.

A round (rulebook "Game Play", phases 1 to 9): the next player clockwise becomes the Master
of emotions (not in the first round); the Master turns over a Situation card, may change
it once, and picks one of its three propositions; everyone secretly plays a Vote card from
1 to 8 for the emotion they feel; the Partner cards are dealt and make the round's teams;
everyone secretly bets on their partner's emotion (the "same emotion" card says "the same
as mine"); the cards are shown, from the Master clockwise, and the track is moved: 3 points
each when partners read each other, 1 each when only one of them did. Last, the Master may
replace one of the eight emotions around the track with one of the same symbol.

Readings of the rulebook (a translation that leaves these open), kept in one place:

- there are 24 Emotion cards (the component list), in three symbol groups, here called
  circle, square and triangle: 9, 9 and 6 cards, for the 3, 3 and 2 slots of each symbol
  around the track (slots 1-3, 4-6 and 7-8; a Vote card's number names a slot);
- a team of three is seated in its own clockwise order, and each member guesses the next;
  a player scores 3 if they read their target and were read by whoever guessed them, 1 if
  only one of the two happened, which gives the rulebook's own example;
- a three-player game is one team of three with no Partner cards; the partners change
  every other round: each guesses the player on their left for two rounds, then the
  player on their right for two, and so on;
- the game ends, as the rulebook suggests, when every player has been Master once (twice
  with 3 or 4 players), and whoever is furthest along the track wins (a shared lead
  shares the victory); or, when playing to the end of the track, at the end of the round
  in which someone reaches its last square, 15 squares from the middle where tokens start;
- a Situation card put back goes under the deck; an empty deck is made again from the
  cards already used.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core.errors import PositionError, RuleViolation
from engine.party.base import CHANCE, PartyGame, Request, check_players, clockwise, spoken

SAME = "same"  # the "same emotion" Vote card
NUMBERS = tuple(range(1, 9))
SYMBOLS = ("circle", "square", "triangle")
SLOT_SYMBOLS = ("circle",) * 3 + ("square",) * 3 + ("triangle",) * 2  # slots 1 to 8
GROUPS = {"circle": range(1, 10), "square": range(10, 19), "triangle": range(19, 25)}  # 24 cards
DECK_COLORS = ("green", "orange", "blue")
SITUATIONS_PER_DECK = 40  # 120 Situation cards, three decks
PROPOSITIONS = 3
LAST_SQUARE = 15  # squares from the middle square, where tokens start, to the last one
MIN_PLAYERS, MAX_PLAYERS = 3, 8
PARTNER_CARDS = {4: (2, 2), 5: (2, 3), 6: (2, 2, 2), 7: (2, 2, 3), 8: (2, 2, 2, 2)}  # team sizes
ROUNDS = "rounds"  # end when every player has been Master once (twice with 3 or 4 players)
TRACK = "track"  # end when someone reaches the last square

# What the game waits for.
SITUATION = "situation"
PERSONAL = "personal"
DEAL = "deal"
PARTNER = "partner"
EXCHANGE = "exchange"
KEEP = "keep"
CHANGE = "change"

R_PHASES = "feelinks.game-play.1"
R_SITUATION = "feelinks.game-play.4"
R_PERSONAL = "feelinks.game-play.5"
R_TEAMS = "feelinks.game-play.6"
R_PARTNER = "feelinks.game-play.10"
R_EXCHANGE = "feelinks.game-play.26"
R_SAME_SYMBOL = "feelinks.game-play.27"
R_END = "feelinks.end-of-the-game.2"
R_SETUP_CARDS = "feelinks.setup.3"


@dataclass
class FeelinksState:
    players: list[str]
    master: str
    situations: list[str]
    emotions: dict[str, list[int]]  # each symbol's face-down stack, top first
    slots: list[int]  # the emotion card face up at slots 1 to 8
    rng: random.Random
    ending: str = ROUNDS
    introductory: bool = False
    round: int = 1
    partnered_rounds: int = 0  # rounds played with partners so far, this one included
    used_situations: list[str] = field(default_factory=list)
    situation: str | None = None
    changed: bool = False
    put_back: str | None = None  # the Situation card changed this round, now under the deck
    proposition: int | None = None
    personal: dict[str, int] = field(default_factory=dict)
    teams: list[list[str]] | None = None
    bets: dict[str, int | str] = field(default_factory=dict)
    points: dict[str, int] = field(default_factory=dict)
    gained: dict[str, int] = field(default_factory=dict)  # the last scoring
    out_of_game: list[int] = field(default_factory=list)
    scored: bool = False  # this round's cards are shown and scored
    shown: list[str] = field(default_factory=list)  # whose cards were shown, in order (show time)
    winners: list[str] = field(default_factory=list)
    over: bool = False


def symbol_of(card: int) -> str:
    return next(s for s, numbers in GROUPS.items() if card in numbers)


def bet_label(bet: int | str) -> str:
    return "the same emotion card" if bet == SAME else str(bet)


class Feelinks(PartyGame):
    end_rule = R_END

    def __init__(
        self,
        players: Sequence[str],
        master: str,
        decks: Sequence[str] = ("green",),
        seed: int = 0,
        introductory: bool = False,
        ending: str = ROUNDS,
        emotions: dict[str, list[int]] | None = None,
        points: dict[str, int] | None = None,
        first_round: int = 1,
    ) -> None:
        """A game set up: the players, seated clockwise; the first Master of emotions; the
        Situation decks chosen; whether the first round is an introductory one without
        partners; how the game ends; each symbol's Emotion cards, top first (the first ones
        go face up around the track; shuffled with ``seed`` if not given). A position later
        in a game gives the points so far and the round under way (``first_round``)."""
        super().__init__()
        names = check_players(players, MIN_PLAYERS, MAX_PLAYERS, "feelinks.components.3")
        if master not in names:
            raise PositionError("master", f"{master} is not playing [feelinks.setup.12]")
        if not decks or any(d not in DECK_COLORS for d in decks) or len(set(decks)) != len(decks):
            raise PositionError(
                "decks", f"choose one or more of the {spoken(DECK_COLORS)} decks [feelinks.setup.6]"
            )
        if ending not in (ROUNDS, TRACK):
            raise PositionError("ending", f"the game ends by {ROUNDS} or by the {TRACK}")
        rng = random.Random(seed)
        situations = [f"{color} {n}" for color in decks for n in range(1, SITUATIONS_PER_DECK + 1)]
        rng.shuffle(situations)
        stacks = {s: list(cards) for s, cards in (emotions or {}).items()}
        for symbol in SYMBOLS:
            if symbol not in stacks:
                stacks[symbol] = list(GROUPS[symbol])
                rng.shuffle(stacks[symbol])
            cards = stacks[symbol]
            if any(symbol_of(c) != symbol for c in cards if 1 <= c <= 24) or any(
                not 1 <= c <= 24 for c in cards
            ):
                raise PositionError(
                    f"emotions.{symbol}", f"those are not all {symbol} Emotion cards [feelinks.setup.10]"
                )
            if len(set(cards)) != len(cards) or len(cards) < SLOT_SYMBOLS.count(symbol):
                raise PositionError(
                    f"emotions.{symbol}",
                    f"the {symbol} cards must fill the {symbol} slots [feelinks.setup.11]",
                )
        slots = [stacks[symbol].pop(0) for symbol in SLOT_SYMBOLS]
        start = dict.fromkeys(names, 0) | dict(points or {})
        if set(start) != set(names) or any(v < 0 for v in start.values()):
            raise PositionError("points", "points are for the players, 0 or more")
        if first_round < 1 or (introductory and first_round > 1):
            raise PositionError("first_round", "rounds count from 1, and only the first can be introductory")
        self.state = FeelinksState(
            names,
            master,
            situations,
            stacks,
            slots,
            rng,
            ending,
            introductory,
            round=first_round,
            partnered_rounds=first_round - 1,
            points=start,
        )
        faces = ", ".join(f"{i} card {c}" for i, c in enumerate(slots, start=1))
        self.say(
            f"{spoken(names)} sit down clockwise, each with a token on the middle square and Vote cards "
            f"1 to 8 and the same emotion card. Emotions around the track, by slot: {faces}. "
            f"{master} is the first Master of emotions."
        )
        self._begin_round()

    # -- the round's shape -----------------------------------------------------------------

    @property
    def partnered(self) -> bool:
        """Whether this round has partners (not the introductory round)."""
        return not (self.state.introductory and self.state.round == 1)

    @property
    def dealt(self) -> bool:
        """Whether this round's teams come from the Partner cards (all but 3-player games)."""
        return len(self.state.players) > 3

    @property
    def rounds_to_play(self) -> int:
        n = len(self.state.players)
        return n * (2 if n <= 4 else 1)

    def targets(self) -> dict[str, str]:
        """Whose emotion each player guesses this round."""
        s = self.state
        if s.teams is None:
            return {}
        out: dict[str, str] = {}
        for team in s.teams:
            seated = sorted(team, key=s.players.index)
            step = 1
            if not self.dealt and (s.partnered_rounds - 1) // 2 % 2 == 1:
                step = -1  # three players: partners change every other round
            for i, p in enumerate(seated):
                out[p] = seated[(i + step) % len(seated)]
        return out

    def partners_of(self, player: str) -> list[str]:
        s = self.state
        for team in s.teams or []:
            if player in team:
                return [p for p in team if p != player]
        return []

    # -- what the game waits for -----------------------------------------------------------

    @property
    def pending(self) -> Request | None:
        s = self.state
        if s.over:
            return None
        if s.proposition is None:
            options = tuple(str(n) for n in range(1, PROPOSITIONS + 1)) + (() if s.changed else (CHANGE,))
            return Request(
                (s.master,), SITUATION, "a proposition of the Situation card", options, R_SITUATION
            )
        if len(s.personal) < len(s.players):
            waiting = tuple(p for p in s.players if p not in s.personal)
            return Request(
                waiting, PERSONAL, "everyone's own emotion, in secret", tuple(map(str, NUMBERS)), R_PERSONAL
            )
        if self.partnered and s.teams is None:
            return Request((CHANCE,), DEAL, "the deal of the Partner cards", None, R_TEAMS)
        if self.partnered and len(s.bets) < len(s.players):
            waiting = tuple(p for p in s.players if p not in s.bets)
            options = (*map(str, NUMBERS), SAME)
            return Request(
                waiting, PARTNER, "everyone's bet on their partner's emotion, in secret", options, R_PARTNER
            )
        changeable = [str(i) for i, sym in enumerate(SLOT_SYMBOLS, start=1) if s.emotions[sym]]
        options = (*changeable, KEEP)
        return Request(
            (s.master,), EXCHANGE, "whether the Master changes an Emotion card", options, R_EXCHANGE
        )

    # -- phase 3: the situation ------------------------------------------------------------

    def change_situation(self, player: str) -> None:
        """The Master puts the Situation card under the deck and takes the next; once a round."""

        def run() -> None:
            self.expect(player, SITUATION)
            s = self.state
            if s.changed:
                raise RuleViolation(R_SITUATION, "The Situation card can be changed only once a round")
            assert s.situation is not None
            s.situations.append(s.situation)
            s.used_situations.remove(s.situation)
            self.say(f"{player} puts Situation card {s.situation} under the deck.")
            s.changed, s.put_back = True, s.situation
            self._take_situation()

        self.act(run)

    def choose_situation(self, player: str, proposition: int) -> None:
        """The Master reads out one of the card's three propositions."""

        def run() -> None:
            self.expect(player, SITUATION)
            if proposition not in range(1, PROPOSITIONS + 1):
                raise RuleViolation(
                    R_SITUATION, f"A Situation card has propositions 1 to {PROPOSITIONS}, not {proposition}"
                )
            self.state.proposition = proposition
            self.say(
                f"{player} reads out proposition {proposition} of Situation card {self.state.situation}."
            )

        self.act(run)

    # -- phases 4 to 6: the secret choices and the teams -----------------------------------

    def feel(self, player: str, number: int | str) -> None:
        """A player plays, face down, the Vote card of the emotion they feel (1 to 8)."""

        def run() -> None:
            self.expect(player, PERSONAL)
            if number not in NUMBERS:
                raise RuleViolation(
                    R_PERSONAL, f"One's own emotion is a Vote card from 1 to 8, not {bet_label(number)}"
                )
            self.state.personal[player] = int(number)
            self.say(f"{player} plays a Vote card face down for their own emotion.")
            if not self.partnered and len(self.state.personal) == len(self.state.players):
                self._show_and_score()

        self.act(run)

    def deal(self, teams: Sequence[Sequence[str]]) -> None:
        """The Partner cards, shuffled and dealt, make these teams (a chance event)."""

        def run() -> None:
            self.expect(CHANCE, DEAL)
            s = self.state
            made = [list(t) for t in teams]
            dealt = [p for t in made for p in t]
            if sorted(dealt) != sorted(s.players):
                raise RuleViolation(R_TEAMS, "The Partner cards go to every player, one each")
            sizes = Counter(len(t) for t in made)
            wanted = Counter(PARTNER_CARDS[len(s.players)])
            if sizes != wanted:
                shape = spoken([f"{n} team{'s' if n > 1 else ''} of {k}" for k, n in sorted(wanted.items())])
                raise RuleViolation(
                    R_SETUP_CARDS, f"With {len(s.players)} players the Partner cards make {shape}"
                )
            self._set_teams(made)

        self.act(run)

    def deal_at_random(self) -> None:
        """Shuffle and deal the Partner cards with the game's own generator."""
        s = self.state
        seats = list(s.players)
        s.rng.shuffle(seats)
        teams, i = [], 0
        for size in PARTNER_CARDS[len(seats)]:
            teams.append(seats[i : i + size])
            i += size
        self.deal(teams)

    def bet(self, player: str, bet: int | str) -> None:
        """A player bets, face down, on their partner's emotion: a number, or the same emotion card."""

        def run() -> None:
            self.expect(player, PARTNER)
            s = self.state
            if bet != SAME and bet not in NUMBERS:
                raise RuleViolation(
                    R_PARTNER, f"A bet is a Vote card from 1 to 8 or the same emotion card, not {bet!r}"
                )
            if bet == s.personal[player]:
                raise RuleViolation(
                    R_PARTNER,
                    f"{player}'s Vote card {bet} already lies face down for their own emotion: "
                    "to bet on the same emotion, play the same emotion card",
                )
            s.bets[player] = bet
            self.say(f"{player} plays a Vote card face down in front of {self.targets()[player]}.")
            if len(s.bets) == len(s.players):
                self._show_and_score()

        self.act(run)

    def _set_teams(self, teams: list[list[str]]) -> None:
        s = self.state
        s.teams = teams
        s.partnered_rounds += 1
        if self.dealt:
            self.say("The Partner cards are dealt and shown: " + "; ".join(spoken(t) for t in teams) + ".")
        targets = self.targets()
        who = (
            "Each player bets on"
            if self.dealt
            else "Three players, one team without Partner cards: each bets on"
        )
        self.say(f"{who}: " + ", ".join(f"{p} on {targets[p]}" for p in s.players) + ".")

    # -- phases 7 and 8: show time and scoring --------------------------------------------

    def guess_of(self, player: str) -> int:
        """The emotion a player's bet names (the same emotion card names their own)."""
        s = self.state
        bet = s.bets[player]
        return s.personal[player] if bet == SAME else int(bet)

    def right(self, player: str) -> bool:
        return self.guess_of(player) == self.state.personal[self.targets()[player]]

    def _show_and_score(self) -> None:
        s = self.state
        order = [clockwise(s.players, s.master, i) for i in range(len(s.players))]
        self.say(
            "Show time, from the Master clockwise: own emotions "
            + ", ".join(f"{p} {s.personal[p]}" for p in order)
            + "."
        )
        s.scored, s.shown = True, order
        s.gained = dict.fromkeys(s.players, 0)
        if self.partnered:
            self.say(
                "Bets: "
                + ", ".join(f"{p} {bet_label(s.bets[p])} for {self.targets()[p]}" for p in order)
                + "."
            )
            guessed_by = {t: p for p, t in self.targets().items()}
            for p in s.players:
                reads, read = self.right(p), self.right(guessed_by[p])
                s.gained[p] = 3 if reads and read else 1 if reads or read else 0
            for p in order:
                s.points[p] += s.gained[p]
                self.say(f"{p} moves {s.gained[p]} on the Emotion track, to {s.points[p]}.")
        self._check_end()

    def _check_end(self) -> None:
        s = self.state
        if s.ending == TRACK:
            reached = [p for p in s.players if s.points[p] >= LAST_SQUARE]
            if reached:
                self._finish(reached, "reached the last square of the Emotion track")
        elif s.round >= self.rounds_to_play:
            best = max(s.points.values())
            self._finish([p for p in s.players if s.points[p] == best], "is furthest along the Emotion track")

    def _finish(self, winners: list[str], why: str) -> None:
        s = self.state
        s.winners, s.over = winners, True
        verb = "wins" if len(winners) == 1 else "share the victory"
        self.say(
            f"The game ends: {spoken(winners)} {why if len(winners) == 1 else why.replace('is ', 'are ')}, "
            f"and {verb}."
        )

    # -- phase 9: the Emotion cards --------------------------------------------------------

    def exchange(self, player: str, slot: int) -> None:
        """The Master replaces the Emotion card at a slot with the next card of the same symbol."""

        def run() -> None:
            self.expect(player, EXCHANGE)
            s = self.state
            if slot not in range(1, len(SLOT_SYMBOLS) + 1):
                raise RuleViolation(R_EXCHANGE, f"The Emotion cards lie at slots 1 to 8, not {slot}")
            symbol = SLOT_SYMBOLS[slot - 1]
            if not s.emotions[symbol]:
                raise RuleViolation(
                    R_SAME_SYMBOL,
                    f"No {symbol} Emotion card is left, so a {symbol} card can no longer be changed",
                )
            old, new = s.slots[slot - 1], s.emotions[symbol].pop(0)
            s.slots[slot - 1] = new
            s.out_of_game.append(old)
            self.say(
                f"{player} puts Emotion card {old} out of the game and {symbol} card {new} at slot {slot}."
            )
            self._next_round()

        self.act(run)

    def keep_emotions(self, player: str) -> None:
        def run() -> None:
            self.expect(player, EXCHANGE)
            self.say(f"{player} keeps the Emotion cards as they are.")
            self._next_round()

        self.act(run)

    # -- rounds ----------------------------------------------------------------------------

    def _next_round(self) -> None:
        s = self.state
        s.round += 1
        s.master = clockwise(s.players, s.master)
        s.changed, s.put_back, s.proposition, s.scored, s.shown = False, None, None, False, []
        s.personal, s.bets, s.teams = {}, {}, None
        self._begin_round()

    def _begin_round(self) -> None:
        s = self.state
        kind = " (introductory: no partners)" if not self.partnered else ""
        self.say(f"Round {s.round}{kind}: {s.master} is the Master of emotions.")
        self._take_situation()
        if self.partnered and not self.dealt:
            self._set_teams([list(s.players)])

    def _take_situation(self) -> None:
        s = self.state
        if not s.situations:
            s.situations, s.used_situations = s.used_situations, []
            s.rng.shuffle(s.situations)
            self.say("The Situation deck is empty: the used cards are shuffled into a new deck.")
        s.situation = s.situations.pop(0)
        s.used_situations.append(s.situation)
        self.say(f"{s.master} takes Situation card {s.situation}.")


def picture(game: Feelinks) -> dict[str, object]:
    """The table as people see it (face-down cards stay face down), for the site."""
    s = game.state
    targets = game.targets()
    rows = []
    for p in s.players:
        own = "—" if p not in s.personal else str(s.personal[p]) if s.scored else "face down"
        bet = "—" if p not in s.bets else bet_label(s.bets[p]) if s.scored else "face down"
        role = "Master of emotions" if p == s.master else ""
        rows.append([p, role, str(s.points[p]), own, bet, targets.get(p, "—")])
    slots = ", ".join(f"{i}: {c}" for i, c in enumerate(s.slots, start=1))
    stacks = ", ".join(f"{sym} {len(s.emotions[sym])}" for sym in SYMBOLS)
    state = "the game is over" if s.over else f"round {s.round}, Situation card {s.situation}"
    return {
        "columns": ["player", "role", "points", "own emotion", "bet", "bets on"],
        "rows": rows,
        "note": f"{state}; Emotion cards by slot: {slots}; left in the stacks: {stacks}.",
    }
