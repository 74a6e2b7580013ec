"""Setting up a game: the deck's size, the shuffle, the deal and the first player.

The deck (rules.the-deck.2, .3): a two-player game needs at least 15 cards and each
further player 15 more; 45 or more are recommended; a deck may hold several copies of a
card. The setup (rules.setup.1): everyone shares the deck and the discard pile; the deck is
shuffled (a chance decision), each player draws five cards, the bottom card of the deck is
revealed, and whoever most recently felt that emotion chooses who starts the first round.
Who that is, the players agree among themselves: it is a decision of ``TABLE``, the players
together (they may just as well agree to let the last game's loser choose, or draw lots).

The other ways to play (engine.formats) change the setup: in duel play every player
shuffles and draws from their own deck, which must be legal for the format; team games
exchange cards between partners and pick the first player at random; drafts first draft
the decks (engine.formats.drafting) and then play a best of three.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.core import visibility
from engine.core.behaviour import Effect
from engine.core.catalog import faces
from engine.core.decisions import PLAYERS, TABLE, Decision, Option
from engine.core.errors import RuleViolation
from engine.core.events import BottomCardRevealed, Forfeited, GameWon, MatchWon
from engine.core.rounds import Rounds
from engine.core.state import SHARED, GameState, Round, Turn
from engine.formats import CLOSED, FORMATS, OPEN, deck_problem
from engine.formats.drafting import Draft

HAND_SIZE = 5
TWO_PLAYER_MINIMUM = 15
PER_EXTRA_PLAYER = 15
RECOMMENDED = 45
DECK_RULE = "rules.the-deck.2"
__all__ = ["TABLE", "Setup", "deck_refusal", "deck_refusals", "minimum_deck"]
SETUP_RULE = "rules.setup.1"
DRAFTED_MINIMUM = 12  # cards in a drafted deck (variants.quick-draft.3, variants.winston-draft.3)
TRADE = 2  # cards partners exchange at the start of a team game


def minimum_deck(players: int) -> int:
    """The fewest cards a game of this many players may use."""
    return TWO_PLAYER_MINIMUM + PER_EXTRA_PLAYER * (players - 2)


def deck_refusal(players: int, size: int) -> RuleViolation | None:
    """Why a deck of this size can't be used, naming the rule; None if it can."""
    need = minimum_deck(players)
    if size < need:
        return RuleViolation(
            DECK_RULE, f"a {players}-player game needs at least {need} cards in the deck, not {size}"
        )
    return None


def deck_refusals(s: GameState) -> Iterator[RuleViolation]:
    """Every reason the decks on the table can't start a game of the state's format."""
    fmt = FORMATS[s.format]
    if fmt.deck_minimum is None:
        refusal = deck_refusal(len(s.players), len(s.deck_cards()))
        if refusal is not None:
            yield refusal
        return
    if fmt.draft and SHARED not in s.decks:
        return  # drafted decks: a player short of twelve cards loses the game instead
    for key, deck in s.decks.items():
        problem = deck_problem(fmt, key, [faces()[s.cards[c].face].name for c in deck])
        if problem is not None:
            yield problem


class Setup(Rounds):
    def set_up(self) -> Effect:
        """The format's setup, up to the first player of the first round (None: the match
        was decided without a game being played)."""
        fmt = self.format
        if fmt.draft:
            if SHARED in self.state.decks:  # else the draft is over: the match goes on
                yield from self.shuffle(SHARED, fmt.rule)
                draft = Draft(self)
                yield from draft.run()
                yield from draft.build_decks()
            return (yield from self.start_match_game())
        return (yield from self.deal_and_choose())

    def shuffle(self, key: str, rule: str) -> Effect:
        s = self.state
        whose = "the deck" if key == SHARED else f"{key}'s deck"
        order = yield self.random_order(
            self.card_options(s.decks[key]), f"Shuffle {whose}", rule, about="shuffle"
        )
        s.decks[key] = [int(c) for c in order]  # type: ignore[call-overload]
        if key != SHARED:  # a deck of a player's own: they brought or drafted every card of it
            visibility.shown(s, s.decks[key], [key])
        visibility.deck_shuffled(s, key)

    def deal_and_choose(self) -> Effect:
        """Shuffle each deck, deal five cards each, exchange (teams), and find the first player."""
        s, fmt = self.state, self.format
        for key in [k for k in (SHARED, *s.players) if k in s.decks]:
            yield from self.shuffle(key, fmt.rule if fmt.own_decks else SETUP_RULE)
        for p in s.players:
            self.draw(p, "the deal", HAND_SIZE)
        if fmt.teams:
            yield from self.exchange()
            first = yield self.random_pick(
                [Option(p, p) for p in s.players], "Who goes first", fmt.first_rule, about="first-player"
            )
            return str(first[0])
        felt = []
        for key in [k for k in (SHARED, *s.players) if k in s.decks]:
            if s.decks[key]:
                bottom = s.decks[key][-1]
                felt.append(self.name(bottom))
                visibility.shown(s, [bottom])
                self.events.append(BottomCardRevealed(bottom, self.name(bottom)))
        chooser = yield Decision(
            TABLE,
            PLAYERS,
            f"Who most recently felt {' or '.join(dict.fromkeys(felt)) or 'it'}? "
            "They choose who starts the first round",
            [Option(p, p) for p in s.players],
            1,
            1,
            SETUP_RULE,
            about="first-chooser",
        )
        first = yield self.choose_players(
            str(chooser[0]),
            s.players,
            "Choose the player who starts the first round",
            SETUP_RULE,
            about="first-player",
        )
        return str(first[0])

    # -- team games: partners exchange cards ------------------------------------------------

    def exchange(self) -> Effect:
        """Open teams trade up to two cards each way (variants.open-team.6); closed teams each
        pass two cards face down, every choice made before any card moves (variants.closed-team.6)."""
        s, fmt = self.state, self.format
        assert s.teams is not None
        receivers: dict[int, str] = {}
        if fmt.exchange == OPEN:
            for a, b in s.teams:
                given = yield self.choose_cards(
                    a,
                    s.hands[a],
                    f"Choose up to {TRADE} cards to trade to {b}",
                    fmt.rule,
                    owner=a,
                    min=0,
                    max=TRADE,
                    about="exchange",
                )
                receivers |= {int(c): b for c in given}  # type: ignore[call-overload]
                if given:
                    back = yield self.choose_cards(
                        b,
                        s.hands[b],
                        f"Choose {len(given)} card{'s' if len(given) > 1 else ''} to trade to {a}",
                        fmt.rule,
                        owner=b,
                        min=len(given),
                        max=len(given),
                        about="exchange",
                    )
                    receivers |= {int(c): a for c in back}  # type: ignore[call-overload]
        else:
            assert fmt.exchange == CLOSED
            partner = {p: q for team in s.teams for p, q in (team, team[::-1])}
            for p in s.players:
                passed = yield self.choose_cards(
                    p,
                    s.hands[p],
                    f"Choose {TRADE} cards to pass face down to {partner[p]}",
                    fmt.rule,
                    owner=p,
                    min=TRADE,
                    max=TRADE,
                    about="exchange",
                )
                receivers |= {int(c): partner[p] for c in passed}  # type: ignore[call-overload]
        if receivers:
            self.pass_cards(receivers, f"the {fmt.title.lower()}'s exchange")

    # -- the end of a game, and the next game of a match ------------------------------------

    def game_over(self, winners: list[str]) -> Effect:
        s, fmt = self.state, self.format
        self.events.append(GameWon(tuple(winners)))
        if fmt.own_decks:
            self.return_to_owners()
        if fmt.games == 1:
            s.winners = list(winners)
            return
        if self.record_game(winners):
            return
        yield from Draft(self).sideboarding()
        first = yield from self.start_match_game()
        if first is not None:
            self.begin_round(first)

    def return_to_owners(self) -> None:
        """Every card goes back to its owner's deck (variants.duel-play.8)."""
        s = self.state
        cards = [c for p in s.players for c in s.hands[p] + [m.card for m in s.moods[p]]]
        cards += s.discard_pile()
        if cards:
            self.move(cards, "deck-bottom", "the game is over: cards go back to their owners")

    def record_game(self, winners: list[str]) -> bool:
        """Count a game won in a match; True if the match is decided. Else a new game is ready."""
        s, fmt = self.state, self.format
        for p in winners:
            s.match_wins[p] = s.match_wins.get(p, 0) + 1
        if max(s.match_wins.values(), default=0) * 2 > fmt.games:
            s.winners = [p for p in s.players if s.match_wins.get(p, 0) * 2 > fmt.games]
            self.events.append(MatchWon(tuple(s.winners), sum(s.match_wins.values())))
            return True
        s.wins = {p: 0 for p in s.players}
        s.banked = {}
        s.round = Round(number=0, order=list(s.players))
        s.turn = Turn(s.players[0])
        return False

    def start_match_game(self) -> Effect:
        """The next game of a drafted match: a player with fewer than twelve cards loses it
        without playing (variants.winston-draft.6); else the duel setup."""
        s = self.state
        while True:
            short = [p for p in s.players if len(s.decks[p]) < DRAFTED_MINIMUM]
            if not short:
                return (yield from self.deal_and_choose())
            winners = [p for p in s.players if p not in short]
            assert winners, "two drafted decks can't both be short of twelve cards"
            for p in short:
                self.events.append(Forfeited(p, f"fewer than {DRAFTED_MINIMUM} cards in their deck"))
            self.events.append(GameWon(tuple(winners)))
            if self.record_game(winners):
                return None
