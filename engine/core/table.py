"""The position builder: sets up a table and checks everything it is given.

Scenarios, the oracle and tests build positions here rather than by touching the state:
an unknown card names the nearest card, an unknown player the nearest player, and a
position that could not happen (a play out of turn order, too many players) is refused
with the field that is wrong. History is made by playing cards (``Game.setup_play``),
so a suppression or a chosen color is reached the way it is in a real game.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from typing import Any

from engine.core.behaviour import behaviour, implemented
from engine.core.catalog import UnknownName, card_slug, face, nearest
from engine.core.errors import PositionError
from engine.core.game import Game
from engine.core.rounds import hurt_feelings, rotate
from engine.core.setup import deck_refusals
from engine.core.state import SHARED, Card, GameState, Mood, Round, Turn
from engine.formats import ACROSS, FORMATS, SIDE_BY_SIDE, TRADITIONAL, Format, seats

PLAYER_NAME = re.compile(r"[A-Z][a-z]+")
# The rules set no maximum (rules.the-deck.2: more than four players need more cards than a
# box holds); eight is the engine's limit.
MIN_PLAYERS, MAX_PLAYERS = 2, 8


class Table:
    def __init__(
        self, players: list[str], teams: list[list[str]] | None = None, format: str = TRADITIONAL
    ) -> None:
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise PositionError(
                "players", f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}"
            )
        for i, p in enumerate(players):
            if not PLAYER_NAME.fullmatch(p):
                raise PositionError(f"players[{i}]", f"{p!r} is not a player name (one capitalized word)")
        if len(set(players)) != len(players):
            raise PositionError("players", "two players have the same name")
        if teams is not None:
            flat = [p for t in teams for p in t]
            if sorted(flat) != sorted(players) or len(teams) != 2 or any(len(t) != 2 for t in teams):
                raise PositionError("teams", "teams are pairs, and every player is on exactly one team")
        fmt = self._format(format, players, teams)
        piles = list(players) if fmt.own_decks and not fmt.draft else [SHARED]
        state = GameState(
            players=list(players),
            teams=teams,
            format=format,
            round=Round(number=1, order=list(players)),
            turn=Turn(players[0]),
            hands={p: [] for p in players},
            moods={p: [] for p in players},
            decks={k: [] for k in piles},
            discards={k: [] for k in piles},
            wins={p: 0 for p in players},
        )
        self.game = Game(state)
        self._first: str | None = None  # who went first this round, once someone says so
        # What the table was given, as a table spec (engine.core.tablespec), while a spec can say it.
        self._spec = self._new_spec(players, teams, format)

    @classmethod
    def around(cls, game: Game) -> Table:  # pragma: no mutate block
        """The builder of a game that has not started yet (a loaded position), to set it up."""
        table = cls.__new__(cls)
        table.game, table._first, table._spec = game, None, None
        return table

    @staticmethod
    def _format(name: str, players: list[str], teams: list[list[str]] | None) -> Format:
        if name not in FORMATS:
            raise PositionError("format", f"{name!r} is not a way to play; known: {', '.join(FORMATS)}")
        fmt = FORMATS[name]
        if fmt.players is not None and len(players) != fmt.players:
            raise PositionError("players", f"{fmt.a} has {fmt.players} players, not {len(players)}")
        if fmt.teams != (teams is not None):
            raise PositionError("teams", f"{fmt.a} is {'' if fmt.teams else 'not '}played in teams")
        if teams is not None and players != seats(fmt, teams):
            raise PositionError(
                "players",
                f"in {fmt.a} partners sit "
                f"{'side by side' if fmt.seating == SIDE_BY_SIDE else 'across from each other'}",
            )
        assert fmt.seating in (None, SIDE_BY_SIDE, ACROSS)
        return fmt

    # The spec a table keeps is the site's link to its Example's starting position (Try it),
    # no rule: tests/test_tryit.py checks it, and mutation testing, which runs the rulings
    # alone, leaves it out (the pragmas; scripts/mutants.py).
    @staticmethod
    def _new_spec(
        players: list[str], teams: list[list[str]] | None, format: str
    ) -> dict[str, Any] | None:  # pragma: no mutate block (the spec kept for the site)
        if format != TRADITIONAL and not (teams is not None and format in ("open-team", "closed-team")):
            return None
        return {
            "players": list(players),
            "teams": copy.deepcopy(teams),
            "round": 1,
            "wins": {},
            "moods": {},
            "hands": {},
            "discard": [],
            "deck": [],
            "hurt_feelings": [],
            "history": [],
        }

    @property
    def spec(self) -> dict[str, Any] | None:
        """The table spec that sets this table up again, or None if it was given something a
        spec cannot say (duels, drafts, owners, a new game's setup)."""
        return copy.deepcopy(self._spec)

    def record(self, field: str, value: object, player: str | None = None) -> None:  # pragma: no mutate block
        """Remember what the table was given, for its spec; ``beyond`` drops the spec."""
        spec = self._spec
        if spec is None:
            return
        if field == "beyond":
            self._spec = None
        elif field in ("turn", "first", "round"):
            spec[field] = value
        elif field == "wins":
            spec["wins"][player] = value
        elif player is not None:
            spec[field].setdefault(player, []).extend(value)  # type: ignore[arg-type]
        elif isinstance(value, list):
            spec[field].extend(value)
        else:
            spec[field].append(value)

    @property
    def state(self) -> GameState:
        return self.game.state

    @property
    def format(self) -> Format:
        return FORMATS[self.state.format]

    # -- checking names --------------------------------------------------------------------

    def player(self, name: str, field: str = "player") -> str:
        if name not in self.state.players:
            suggestion = nearest(name, self.state.players)
            hint = f"; did you mean {suggestion}?" if suggestion else ""
            raise PositionError(field, f"{name!r} is not playing{hint}")
        return name

    def _setup(self, field: str) -> None:
        if self.game.started:
            raise PositionError(field, "the table can only be set up before the game goes on")

    def new_card(self, name: str, field: str, owner: str = SHARED) -> int:
        """A new card. In duel play a card belongs to the player whose zone it is put in
        (``owner``); ``set_owner`` says otherwise."""
        return self.new_cards([name], field, owner, one=True)[0]

    def new_cards(self, names: list[str], field: str, owner: str = SHARED, one: bool = False) -> list[int]:
        """New cards, one per name; an unknown name is refused as ``<field>[<index>]`` (or as
        ``field`` alone for ``one`` card)."""
        if not self.own_piles:
            owner = SHARED
        s, cards = self.state, []
        for i, name in enumerate(names):
            try:
                card = Card(s.next_card, card_slug(name), owner)
            except UnknownName as e:
                raise PositionError(field if one else f"{field}[{i}]", str(e)) from None
            s.cards[card.id] = card
            s.next_card += 1
            cards.append(card.id)
        return cards

    def set_owner(self, card: int, player: str) -> None:
        """In duel play: the card belongs to this player (it is where another player put it)."""
        self._setup("owner")
        self.player(player, "owner")
        if not self.format.own_decks:
            raise PositionError("owner", f"cards have owners only in duel play, not in {self.format.a}")
        zone = self.game.locate(card)
        if zone[0] in ("deck", "discard"):
            raise PositionError("owner", "a card in a deck or a discard pile is in its owner's")
        s = self.state
        s.cards[card] = dataclasses.replace(s.cards[card], owner=player)
        self.game._changed(record=False)  # a value may depend on whose a card is
        self.record("beyond", "owner")

    # -- zones -----------------------------------------------------------------------------

    def put_in_hand(self, player: str, names: list[str]) -> list[int]:
        self._setup("hands")
        self.player(player)
        cards = [self.new_card(n, f"hands.{player}[{i}]", player) for i, n in enumerate(names)]
        self.state.hands[player] += cards
        self.game._changed(record=False)  # a value may depend on hands
        self.record("hands", list(names), player)
        return cards

    def put_in_play(self, player: str, names: list[str]) -> list[int]:
        """Moods that were played in an earlier round, with nothing remembered; their cards, for
        a caller of the Python API (docs/tools/api.md)."""
        self._setup("moods")
        self.player(player)
        s = self.state
        cards = []
        for i, n in enumerate(names):
            c = self.new_card(n, f"moods.{player}[{i}]", player)
            f = face(s.cards[c].face)
            if {"while-in-play", "play-as"} & set(f.abilities) and not implemented(f.slug):
                raise PositionError(
                    f"moods.{player}[{i}]",
                    f'{f.name}\'s "While in play" ability is not implemented in the engine yet',
                )
            s.moods[player].append(
                Mood(
                    card=c,
                    entry=s.next_entry,
                    controller=player,
                    played_by=player,
                    played_round=s.round.number - 1,
                )
            )
            s.next_entry += 1
            cards.append(c)
        self.game._changed(record=False)
        self.record("moods", list(names), player)
        return cards

    @property
    def own_piles(self) -> bool:
        """Each player has their own deck and discard pile now (duel play; a draft once drafted)."""
        return self.format.own_decks and SHARED not in self.state.decks

    def _pile(self, zone: str, owner: str) -> str:
        """The key of a deck or discard pile: the owner's in duel play, else the shared one."""
        own = self.own_piles
        if own and not owner:
            raise PositionError(zone, f"in {self.format.a} each player has their own {zone}: say whose")
        if owner and not own:
            raise PositionError(zone, f"in {self.format.a} the players share one {zone}")
        if owner:
            self.player(owner, zone)
        return owner

    def put_in_discard(self, names: list[str], owner: str = SHARED) -> list[int]:
        """Cards in the discard pile (in duel play, the owner's), oldest first."""
        self._setup("discard")
        key = self._pile("discard pile", owner)
        cards = self.new_cards(names, f"discards.{key}", key)
        if cards:  # new cards have one owner, so one discard pile
            self.state.discards[self.game.pile_key(cards[0])].extend(cards)
        self.game._changed(record=False)
        self.record("discard", list(names))
        return cards

    def put_in_deck(self, names: list[str], owner: str = SHARED) -> list[int]:
        """Cards on the deck (in duel play, the owner's), top first, under what is already there."""
        self._setup("deck")
        key = self._pile("deck", owner)
        cards = self.new_cards(names, f"decks.{key}", key)
        if cards:  # new cards have one owner, so one deck
            self.state.decks[self.game.pile_key(cards[0])].extend(cards)
        self.record("deck", list(names))
        return cards

    def end_draft(self) -> None:
        """A draft format whose draft is over: each player now has their own deck, discard pile
        and sideboard (the match's games are next)."""
        self._setup("draft")
        s = self.state
        if not self.format.draft:
            raise PositionError("draft", f"there is no draft in {self.format.a}")
        if s.cards:
            raise PositionError("draft", "say the draft is over before putting cards on the table")
        s.decks = {p: [] for p in s.players}
        s.discards = {p: [] for p in s.players}
        s.sideboards = {p: [] for p in s.players}
        s.match_wins = {p: 0 for p in s.players}
        self.record("beyond", "draft")

    def put_in_sideboard(self, names: list[str], owner: str) -> list[int]:
        """Drafted cards the player has left out of their deck."""
        self._setup("sideboards")
        if not (self.format.draft and self.own_piles):
            raise PositionError("sideboards", "only drafters have sideboards, once the draft is over")
        self.player(owner, "sideboards")
        cards = [self.new_card(n, f"sideboards.{owner}[{i}]", owner) for i, n in enumerate(names)]
        self.state.sideboards[owner] += cards
        self.record("beyond", "sideboards")
        return cards

    def set_match_wins(self, player: str, games: int) -> None:
        """Games of the draft's best of three the player has already won."""
        self._setup("match_wins")
        self.player(player, "match_wins")
        if not (self.format.draft and self.own_piles):
            raise PositionError("match_wins", "only drafts play a match, once the draft is over")
        if not 0 <= games * 2 < self.format.games:
            raise PositionError(
                f"match_wins.{player}", "a player with two game wins has already won the match"
            )
        self.state.match_wins[player] = games
        self.record("beyond", "match_wins")

    # -- a new game -----------------------------------------------------------------------

    def set_up(self) -> None:
        """Start a new game with the deck given: check its size (a deck too small is refused,
        naming the rule, and nothing changes), then shuffle and deal (rules.setup.1)."""
        self._setup("setup")
        s = self.state
        dealt = any(s.hands.values()) or any(s.moods.values()) or s.discard_pile()
        if dealt or s.round.plays or any(s.wins.values()) or s.round.number != 1:
            raise PositionError("setup", "a new game starts with every card in the deck")
        for refusal in deck_refusals(s):
            raise refusal
        s.round = Round(number=0, order=list(s.players))
        self.record("beyond", "setup")
        self.game.start()

    # -- the round -------------------------------------------------------------------------

    def set_turn(self, player: str, first: str | None = None) -> None:
        """Whose turn it is now, and who went first this round (by default, the player who was
        said to go first, or else the same player)."""
        self._setup("turn")
        self.player(player, "turn")
        if first:
            self._first = self.player(first, "round.first")
        first = self._first or player
        r = self.state.round
        r.order = rotate(self.state.players, first)
        r.index = r.order.index(player)
        earlier = set(r.order[: r.index])
        for i, rec in enumerate(r.plays):
            if rec.player not in earlier:
                raise PositionError(
                    f"round.plays[{i}]",
                    f"{rec.player} can't have played this round before {player}'s turn if {first} went first",
                )
        self.state.turn = Turn(player)
        self.game._changed(record=False)  # a value may depend on whose turn it is
        self.record("turn", player)
        self.record("first", self._first)

    def set_round(self, number: int) -> None:
        self._setup("round")
        if number < 1:
            raise PositionError("round.number", "rounds are numbered from 1")
        for moods in self.state.moods.values():
            for m in moods:
                m.played_round += number - self.state.round.number
        self.state.round.number = number
        self.game._changed(record=False)  # a value may depend on the round (played this round)
        self.record("round", number)

    def set_wins(self, player: str, wins: int) -> None:
        """The rounds a player has won; in a team game, a team wins rounds (``set_team_wins``)."""
        self._setup("wins")
        self.player(player, "wins")
        if self.state.teams:
            raise PositionError(
                f"wins.{player}", "in a team game, rounds are won by a team: set the team's wins"
            )
        self._set_wins(player, wins)

    def set_team_wins(self, team: list[str], wins: int) -> None:
        """The rounds a team has won (each partner's count, which the rules keep together)."""
        self._setup("wins")
        for p in team:
            self.player(p, "wins")
        if sorted(team) not in [sorted(t) for t in self.state.teams or []]:
            raise PositionError("wins", f"{' and '.join(team)} are not a team of this game")
        for p in team:
            self._set_wins(p, wins)

    def _set_wins(self, player: str, wins: int) -> None:
        if not 0 <= wins < 3:
            raise PositionError(f"wins.{player}", "a player with three round wins has already won the game")
        self.state.wins[player] = wins
        self.game._changed(record=False)  # a value may depend on rounds won
        self.record("wins", wins, player)

    def give_hurt_feelings(self, player: str) -> None:
        """The player got Hurt Feelings at the end of the last round: an additional mood this turn."""
        self._setup("hurt_feelings")
        self.player(player, "hurt_feelings")
        if len(self.state.players) < 3 or not self.format.hurt_feelings:
            raise PositionError(
                "hurt_feelings", "Hurt Feelings is only used in games of three or more players without teams"
            )
        self.state.banked.setdefault(player, []).append(hurt_feelings())
        self.record("hurt_feelings", [player])

    def played(self, player: str, name: str, *, this_round: bool, answer, words: str | None = None) -> int:  # type: ignore[no-untyped-def]
        """A card played earlier (this round, or last round), answering its choices with
        ``answer``; ``words``, the play as a table spec's history line (engine.core.tablespec)."""
        self._setup("history")
        self.player(player)
        r = self.state.round
        if this_round and player not in r.order[: r.index]:
            raise PositionError(
                "history",
                f"{player} has not had a turn yet this round, so can't have played {name} this round",
            )
        card = self.new_card(name, "history.card", player)
        self.state.hands[player].append(card)
        # a play that could not have paid its cost could not have happened
        if (cost := behaviour(self.game.view.card_face(card).slug).cost) is not None and not (
            self.game.cost_payable(player, cost, card)
        ):
            raise PositionError(
                "history",
                f"{player} could not have played {self.game.name(card)}: they could not {cost.wording}",
            )
        self.game.setup_play(player, card, this_round=this_round, answer=answer)
        if words:
            self.record("history", words)
        else:
            self.record("beyond", "a play without words")
        return card
