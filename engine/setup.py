"""Setting up a game: the deck's size, the shuffle, the deal and the first player.

The deck (rules.the-deck.2, .3): a two-player game needs at least 15 cards and each
further player 15 more; 45 or more are recommended; a deck may hold several copies of a
card. The setup (rules.setup.1): everyone shares the deck and the discard pile; the deck is
shuffled (a chance decision), each player draws five cards, the bottom card of the deck is
revealed, and whoever most recently felt that emotion chooses who starts the first round.
Who that is, the players agree among themselves: it is a decision of ``TABLE``, the players
together (they may just as well agree to let the last game's loser choose, or draw lots).
"""

from __future__ import annotations

from engine.behaviour import Effect
from engine.decisions import PLAYERS, Decision, Option
from engine.errors import RuleViolation
from engine.events import BottomCardRevealed
from engine.rounds import Rounds

TABLE = "the players"  # decisions the players make together, by agreement
HAND_SIZE = 5
TWO_PLAYER_MINIMUM = 15
PER_EXTRA_PLAYER = 15
RECOMMENDED = 45
DECK_RULE = "rules.the-deck.2"
SETUP_RULE = "rules.setup.1"


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


class Setup(Rounds):
    def set_up(self) -> Effect:
        """Shuffle, deal five cards each, reveal the bottom card, and find the first player."""
        s = self.state
        deck = s.deck_cards()
        order = yield self.random_order(self.card_options(deck), "Shuffle the deck", SETUP_RULE)
        for key in s.decks:
            s.decks[key] = [c for c in order if c in s.decks[key]]
        for p in s.players:
            self.draw(p, "the deal", HAND_SIZE)
        bottom = s.deck_cards()[-1] if s.deck_cards() else None
        felt = "it"
        if bottom is not None:
            felt = self.name(bottom)
            self.events.append(BottomCardRevealed(bottom, felt))
        chooser = yield Decision(
            TABLE,
            PLAYERS,
            f"Who most recently felt {felt}? They choose who starts the first round",
            [Option(p, p) for p in s.players],
            1,
            1,
            SETUP_RULE,
        )
        first = yield self.choose_players(
            str(chooser[0]), s.players, "Choose the player who starts the first round", SETUP_RULE
        )
        return str(first[0])
