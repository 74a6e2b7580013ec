"""Drafts: the decks of a duel made by drafting from one shared random deck.

Both drafts are decisions like any other: the players choose, chance shuffles and picks.
During the draft, the cards a player has drafted wait in their sideboard
(``GameState.sideboards``); the Winston draft's face-down piles are ``GameState.piles``.
When the draft ends, the drafted cards become their drafters' own decks, the rest leave
the match, and each player may leave some cards out (``build_decks``). Between the games
of the match, players may swap cards between their deck and their sideboard.

Quick draft (variants.quick-draft.4, .5): four times, each player draws six cards, keeps
two and passes four; then keeps two of the four received and discards two face down. If
the deck holds fewer than twelve cards before the last pick (a 45-card deck), random
discarded cards are shuffled back in. Then each player may remove up to four cards.

Winston draft (variants.winston-draft.4 to .6): three face-down piles of one card; the
drafting player looks at each pile in turn and may take it (then the draft goes to the
other player); whatever they choose, a card from the deck tops up the pile they looked at;
a player who takes no pile takes the deck's top card. When the deck runs out, piles are no
longer topped up and the draft goes on until every card is drafted.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from engine.core import visibility
from engine.core.behaviour import Effect
from engine.core.decisions import CHANCE, RANDOM, TABLE, Decision, Option, declare_options
from engine.core.events import Drafted, Looked, SetAside
from engine.core.state import SHARED
from engine.formats import QUICK, WINSTON

if TYPE_CHECKING:
    from engine.core.game import Game

PICKS, DRAWN, KEPT = 4, 6, 2  # quick draft: four picks of six cards, two kept at each step
QUICK_REMOVE = 4  # cards a quick drafter may leave out of their deck
MINIMUM = 12  # cards in a drafted deck
PILES = ("1", "2", "3")
DRAFT, LEAVE = "draft", "leave"  # a Winston drafter takes the pile, or leaves it
declare_options("draft", {DRAFT: "draft the pile", LEAVE: "leave the pile"})


class Draft:
    """The draft of a drafted match, run on its game: the picks, the decks built from them,
    and the sideboarding between the games. The game holds every card and asks every
    question; the draft says what to ask, in which order."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def run(self) -> Effect:
        s = self.game.state
        s.sideboards = {p: [] for p in s.players}
        if self.game.format.draft == QUICK:
            yield from self.quick_draft()
        else:
            assert self.game.format.draft == WINSTON
            yield from self.winston_draft()
        self.finish_draft()

    # -- quick draft -----------------------------------------------------------------------

    def quick_draft(self) -> Effect:
        s, rule = self.game.state, "variants.quick-draft.4"
        a, b = s.players
        other = {a: b, b: a}
        for pick in range(1, PICKS + 1):
            if pick == PICKS:
                yield from self.top_up_for_last_pick(rule)
            for p in s.players:
                self.game.draw(p, f"quick draft, pick {pick}", DRAWN)
            kept = {}
            for p in s.players:
                kept[p] = yield self.game.choose_cards(
                    p,
                    s.hands[p],
                    f"Keep {KEPT} cards; the others go to {other[p]}",
                    rule,
                    owner=p,
                    min=KEPT,
                    max=KEPT,
                    about="draft",
                )
            self.keep(kept, f"pick {pick}")
            self.game.pass_cards({c: other[p] for p in s.players for c in s.hands[p]}, "passed in the draft")
            for p in s.players:
                kept[p] = yield self.game.choose_cards(
                    p,
                    s.hands[p],
                    f"Keep {KEPT} of the cards {other[p]} passed; the others are discarded face down",
                    rule,
                    owner=p,
                    min=KEPT,
                    max=KEPT,
                    about="draft",
                )
            self.keep(kept, f"pick {pick}, from the cards passed")
            self.game.move(
                [c for p in s.players for c in s.hands[p]], "discard", "discarded face down in the draft"
            )

    def keep(self, kept: dict[str, list[object]], what: str) -> None:
        for p, cards in kept.items():
            ids = [int(c) for c in cards]  # type: ignore[call-overload]
            self.game.move(ids, "sideboard", f"drafted by {p}", p)
            self.game.note(Drafted(p, tuple(self.game.name(c) for c in ids), what), self.sideboard(p, ids))

    @staticmethod
    def sideboard(player: str, cards: list[int]) -> list[tuple[int, tuple[str, str]]]:
        """Cards in a player's drafted cards, as an event that names them sees them."""
        return [(c, ("sideboard", player)) for c in cards]

    def top_up_for_last_pick(self, rule: str) -> Effect:
        """Before the last pick, random discarded cards are shuffled back until the deck can
        give six cards to each player (three with a 45-card deck)."""
        s = self.game.state
        short = DRAWN * len(s.players) - len(s.decks[SHARED])
        if short <= 0:
            return
        pool = s.discards[SHARED]
        picked = yield Decision(
            CHANCE,
            RANDOM,
            f"{short} random cards discarded in the draft go back into the deck",
            self.game.card_options(pool),
            short,
            short,
            rule,
            about="draft",
        )
        self.game.move([int(c) for c in picked], "deck-bottom", "shuffled back for the last pick")  # type: ignore[call-overload]
        order = yield self.game.random_order(
            self.game.card_options(s.decks[SHARED]), "Shuffle the deck", rule, about="shuffle"
        )
        s.decks[SHARED] = [int(c) for c in order]  # type: ignore[call-overload]
        visibility.deck_shuffled(s, SHARED)

    # -- Winston draft ---------------------------------------------------------------------

    def winston_draft(self) -> Effect:
        s = self.game.state
        s.piles = {k: [] for k in PILES}
        for k in PILES:
            self.top_up(k)
        first = yield self.game.choose_players(
            TABLE, s.players, "Choose the player who drafts first", "variants.winston-draft.4", about="draft"
        )
        player = str(first[0])
        # A pile is empty only once the deck is (each pile taken is topped up while it can be),
        # so the draft goes on while a pile holds cards.
        while any(s.piles.values()):
            yield from self.winston_turn(player)
            player = next(p for p in s.players if p != player)
        s.piles = {}

    def top_up(self, pile: str) -> None:
        deck = self.game.state.decks[SHARED]
        if deck:
            self.game.move([deck[0]], "pile", f"put face down on pile {pile}", pile)

    def winston_turn(self, player: str) -> Effect:
        s = self.game.state
        for i, k in enumerate(PILES):
            pile = s.piles[k]
            if not pile:
                continue
            rule = "variants.winston-draft.4" if i < 2 else "variants.winston-draft.5"
            visibility.shown(s, pile, [player])
            looked = Looked(player, tuple(self.game.name(c) for c in pile), f"pile {k}", tuple(pile))
            self.game.note(looked, [(c, ("pile", k)) for c in pile])
            more = s.decks[SHARED] or any(s.piles[j] for j in PILES[i + 1 :])
            options = [Option(DRAFT, f"draft pile {k}")] + (
                [Option(LEAVE, f"leave pile {k}")] if more else []
            )
            answer = yield self.game.choose_option(
                player,
                f"Pile {k} holds {', '.join(self.game.name(c) for c in pile)}",
                options,  # type: ignore[arg-type]
                rule,
                about="draft",
            )
            if answer[0] == DRAFT:
                cards = list(pile)
                self.game.move(cards, "sideboard", f"drafted by {player}", player)
                drafted = Drafted(player, tuple(self.game.name(c) for c in cards), f"pile {k}")
                self.game.note(drafted, self.sideboard(player, cards))
                self.top_up(k)
                return
            self.top_up(k)
        deck = s.decks[SHARED]
        if deck:
            card = deck[0]
            visibility.shown(s, [card], [player])
            looked = Looked(player, (self.game.name(card),), "the top card of the deck", (card,))
            self.game.note(looked, [(card, ("deck", SHARED))])
            self.game.move([card], "sideboard", f"drafted by {player}", player)
            drafted = Drafted(player, (self.game.name(card),), "the top card of the deck")
            self.game.note(drafted, self.sideboard(player, [card]))

    # -- after the draft -------------------------------------------------------------------

    def finish_draft(self) -> None:
        """Drafted cards become their drafters' decks; the rest leave the match."""
        s = self.game.state
        left = s.decks.pop(SHARED) + s.discards.pop(SHARED)  # a draft always has both (Table)
        left += [c for pile in s.piles.values() for c in pile]
        s.piles = {}
        visibility.forget(s, left)
        for c in left:
            del s.cards[c]
        for p in s.players:
            for c in s.sideboards[p]:
                s.cards[c] = replace(s.cards[c], owner=p)
            # the drafted cards become the deck as they are: who knew one among them (a pile
            # they looked at, then saw taken) knows it in that deck; the drafter knows them all
            s.decks[p], s.sideboards[p] = s.sideboards[p], []
            visibility.shown(s, s.decks[p], [p])  # the drafter builds their deck from them
            s.discards[p] = []
        s.match_wins = {p: 0 for p in s.players}  # the match begins (as Table.end_draft has it)
        if left:  # once the table is whole again: each drafter's deck and discard pile in place
            self.game.events.append(SetAside(len(left), "not drafted"))
        self.game._changed()

    def build_decks(self) -> Effect:
        """Each player may leave cards out of their deck, keeping twelve (quick draft: up to four)."""
        s = self.game.state
        quick = self.game.format.draft == QUICK
        rule = "variants.quick-draft.5" if quick else "variants.winston-draft.6"
        for p in s.players:
            most = len(s.decks[p]) - MINIMUM
            if quick:
                most = min(QUICK_REMOVE, most)
            if most <= 0:
                continue
            out = yield self.game.choose_cards(
                p,
                s.decks[p],
                f"You may remove up to {most} cards from your deck",
                rule,
                owner=p,
                min=0,
                max=most,
                about="sideboard",
            )
            if out:
                self.game.move([int(c) for c in out], "sideboard", "left out of the deck", p)  # type: ignore[call-overload]

    def sideboarding(self) -> Effect:
        """Between games: cards may go from the sideboard into the deck and out of it, as long
        as twelve stay in the deck."""
        s = self.game.state
        rule = "variants.quick-draft.5" if self.game.format.draft == QUICK else "variants.winston-draft.6"
        for p in s.players:  # each looks through their own deck, to swap cards (until it is shuffled)
            visibility.shown(s, s.decks[p], [p])
        for p in s.players:
            side = s.sideboards.get(p, [])
            if side:
                add = yield self.game.choose_cards(
                    p,
                    side,
                    "You may put cards from your sideboard into your deck",
                    rule,
                    owner=p,
                    min=0,
                    max=None,
                    about="sideboard",
                )
                if add:
                    self.game.move([int(c) for c in add], "deck-bottom", "sideboarding")  # type: ignore[call-overload]
            most = len(s.decks[p]) - MINIMUM
            if most > 0:
                out = yield self.game.choose_cards(
                    p,
                    s.decks[p],
                    "You may take cards out of your deck",
                    rule,
                    owner=p,
                    min=0,
                    max=most,
                    about="sideboard",
                )
                if out:
                    self.game.move([int(c) for c in out], "sideboard", "sideboarding", p)  # type: ignore[call-overload]
