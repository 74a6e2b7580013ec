"""A table described as plain data (a table spec), and earlier plays written in words.

The site's Try it page edits and shares a table as a spec::

    {"players": ["Alice", "Bob"], "turn": "Alice", "first": "Alice",
     "moods": {"Bob": ["<card>"]}, "hands": {"Alice": ["<card>", "<card>"]},
     "discard": [], "deck": [],
     "history": ["Alice played <card> last round, choosing Bob's <card>"]}

Every way to play has its spec (``engine.formats``):

- ``format``: the way to play, by its key: ``traditional`` by default; ``open-team`` or
  ``closed-team`` with ``teams`` (two pairs of players; without ``format``, their seating
  says which); ``structure-duel``, ``power-duel``; ``quick-draft``, ``winston-draft``.
- In a duel, and in a draft once the draft is over, each player has their own deck and
  discard pile: ``decks`` and ``discards`` (player -> cards, a deck top first) in place of
  ``deck`` and ``discard``. ``owners`` says whose a card is when another player holds it
  (``{"Bob's <card>": "Alice"}``: that card in Bob's moods or hand is Alice's; a card is
  written as the steps write it, with whose it is where two share the name).
- A draft after the draft: ``decks`` (and ``discards``) say the draft is over; ``sideboards``
  holds the drafted cards each player left out of their deck, ``match_wins`` the games of the
  match each has won.
- A draft before or during the draft: the shared ``deck`` it is drafted from and
  ``new_game``; the draft's picks are answers given after it (a Try it link's ``answers``).
- ``new_game``: the game starts with its setup, as a new game does (the deck or decks are
  checked, then shuffled and dealt; a team game's exchange, a draft's draft, who goes first),
  chance and the players answering as it goes. Nothing may be dealt yet: no ``turn``,
  ``first``, moods, hands or earlier plays.

``build`` sets it up through the position builder (``engine.core.table.Table``), in that
order: players, teams and the way to play (and, for a draft's decks, the draft over), the
round's number and the rounds each player has won, moods, hands, discard piles, decks (top
first), sideboards and the games of the match won, owners, whose turn and who went first,
who has Hurt Feelings, the earlier plays, and last the setup of a new game. An earlier play
is the same line a Given step writes (``Alice played <card> this round, choosing white then
Bob``): ``PLAYED`` reads it, for the steps and for the page, and ``play_earlier`` plays it
through the engine, answering its choices in order (separated by "then"). Every mistake is
a ``PositionError`` naming the field, and the table the Given steps built records the spec
that sets it up again (``Table.spec``; for the tables a recorded spec does not say, the
spec read off the table, ``spec_of``), which is how each example on the site links to its
starting position.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.answers import AnswerError, find_card, parse_answer
from engine.core.decisions import Decision
from engine.core.errors import NotImplementedYet, PositionError, RuleViolation
from engine.core.events import Chose
from engine.core.game import Game
from engine.core.snapshot import snapshot
from engine.core.state import SHARED
from engine.core.table import Table
from engine.formats import FORMATS, TRADITIONAL, seats

NAME = r"[A-Z][a-z]+"
PLAYED = (
    rf"(?P<player>{NAME}) played (?P<card>[A-Z][\w-]*)(?P<when> this round| last round)?"
    r"(?:,? choosing (?P<choices>.+))?"
)
FIELDS = (
    "format",
    "players",
    "teams",
    "round",
    "wins",
    "turn",
    "first",
    "moods",
    "hands",
    "discard",
    "deck",
    "decks",
    "discards",
    "sideboards",
    "match_wins",
    "owners",
    "hurt_feelings",
    "history",
    "new_game",
)
OWN_PILES = ("decks", "discards", "sideboards", "match_wins")  # fields of a draft whose draft is over


def forced_choices(game: Game, since: int) -> str:  # pragma: no mutate block (an error's words)
    """Words explaining the choices the engine made itself (one legal answer) since an event."""
    forced = [
        f"{e.prompt}: {', '.join(e.answer) or 'nothing'}"
        for e in game.events[since:]
        if isinstance(e, Chose) and e.forced
    ]
    return f" (the engine made the choices that had one legal answer: {'; '.join(forced)})" if forced else ""


def play_earlier(
    table: Table, player: str, card: str, when: str | None, choices: str | None, left_over_ok: bool = False
) -> None:
    """A play in the past, through the engine, answering its choices in order (separated by
    'then'). Without 'this round', it happened last round. A choice missing or left over is
    refused, naming it; a choice left over is passed over with ``left_over_ok`` (the blank
    card test, where the card that asked it stands in as a blank: engine.scenarios.world)."""
    remaining = choices.split(" then ") if choices else []
    given = list(remaining)
    start = len(table.game.events)

    def answer(decision: Decision) -> list[object]:
        if not remaining:
            raise PositionError(
                "history", f"the play needs a choice that the step does not give: {decision.prompt}"
            )
        try:
            return parse_answer(decision, remaining.pop(0))
        except AnswerError as e:
            raise PositionError("history", str(e)) from None

    this_round = (when or "").strip() == "this round"
    line = f"{player} played {card} {'this' if this_round else 'last'} round"
    line += f", choosing {' then '.join(given)}" if given else ""
    table.played(player, card, this_round=this_round, answer=answer, words=line)
    if remaining and not left_over_ok:
        raise PositionError(
            "history",
            f"the play asked for fewer choices than the step gives: {', '.join(remaining)} left over"
            f"{forced_choices(table.game, start)}",
        )


# Reading a table spec (the Try it page's input) and checking that it sets the Example's table
# up again (its link on the site) are no rule: tests/test_tryit.py checks them, and mutation
# testing, which runs the rulings alone, leaves them out (the pragmas; scripts/mutants.py).
def _names(value: Any, field: str) -> list[str]:  # pragma: no mutate block
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise PositionError(field, "a list of card names")
    return value


def _format_of(players: list[str], teams: list[list[str]]) -> str:  # pragma: no mutate block (input)
    """A spec's teams say the format by their seating: partners side by side play open teams,
    else closed teams (teams that are not two pairs are refused by the table, as such)."""
    pairs = len(teams) == 2 and all(len(t) == 2 for t in teams)
    return "open-team" if pairs and players == seats(FORMATS["open-team"], teams) else "closed-team"


def _per_player(spec: dict[str, Any], field: str, what: str) -> dict[str, Any]:  # pragma: no mutate block
    held = spec.get(field, {})
    if not isinstance(held, dict):
        raise PositionError(field, f"an object: player name -> {what}")
    return held


def way_to_play(spec: dict[str, Any], players: list[str], teams: Any) -> str:  # pragma: no mutate block
    """The format a spec names, or that its teams' seating says (traditional without)."""
    fmt = spec.get("format")
    if fmt is None:
        return _format_of(players, teams) if teams else TRADITIONAL
    if not isinstance(fmt, str) or fmt not in FORMATS:
        raise PositionError("format", f"{fmt!r} is not a way to play; known: {', '.join(FORMATS)}")
    return fmt


def build(
    spec: Any, set_up: bool = True
) -> Table:  # pragma: no mutate block (a spec read: input, not a rule)
    """The table a spec describes, set up through the position builder (``set_up=False``: a
    new game's table as it is before its setup, which is how the Given steps leave it)."""
    if not isinstance(spec, dict):
        raise PositionError("spec", "a table spec is a JSON object")
    unknown = sorted(set(spec) - set(FIELDS))
    if unknown:
        raise PositionError(unknown[0], f"is not a field of a table spec ({', '.join(FIELDS)})")
    players = spec.get("players")
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        raise PositionError("players", "a list of player names")
    teams = spec.get("teams")
    if teams is not None and not (
        isinstance(teams, list)
        and all(isinstance(t, list) and all(isinstance(p, str) for p in t) for t in teams)
    ):
        raise PositionError("teams", "two pairs of player names, or nothing")
    table = Table(players, teams or None, way_to_play(spec, players, teams))
    if table.format.draft and any(spec.get(field) for field in OWN_PILES):
        table.end_draft()  # a draft's decks: the draft is over
    number = spec.get("round", 1)
    if not isinstance(number, int) or isinstance(number, bool):
        raise PositionError("round", "a round number (1, 2, ...)")
    if number != 1:
        table.set_round(number)
    wins = spec.get("wins", {})
    if not isinstance(wins, dict) or not all(isinstance(n, int) for n in wins.values()):
        raise PositionError("wins", "an object: player name -> rounds won (0 to 2)")
    for player in wins:
        table.player(player, f"wins.{player}")
    if teams:  # a team wins rounds together: partners have the same count
        for team in teams:
            counts = {wins[p] for p in team if p in wins}
            if len(counts) > 1:
                raise PositionError(
                    f"wins.{team[0]}", f"{' and '.join(team)} are a team: their wins are the same"
                )
            if counts:
                table.set_team_wins(list(team), counts.pop())
    else:
        for player, n in wins.items():
            table.set_wins(player, n)
    for zone, put in (("moods", table.put_in_play), ("hands", table.put_in_hand)):
        for player, names in _per_player(spec, zone, "list of card names").items():
            if names:
                put(table.player(player, f"{zone}.{player}"), _names(names, f"{zone}.{player}"))
    for field, put_in in (("discard", table.put_in_discard), ("deck", table.put_in_deck)):
        if spec.get(field):
            try:
                put_in(_names(spec[field], field))
            except PositionError as e:
                raise PositionError(field, f"{e.message} (write {field}s: player name -> cards)") from None
    for field, put_in in (("discards", table.put_in_discard), ("decks", table.put_in_deck)):
        for player, names in _per_player(spec, field, "list of card names").items():
            table.player(player, f"{field}.{player}")
            if names:
                try:
                    put_in(_names(names, f"{field}.{player}"), player)
                except PositionError as e:
                    raise PositionError(f"{field}.{player}", e.message) from None
    for player, names in _per_player(spec, "sideboards", "list of card names").items():
        if names:
            table.put_in_sideboard(_names(names, f"sideboards.{player}"), player)
    for player, games in _per_player(spec, "match_wins", "games of the match won").items():
        if not isinstance(games, int) or isinstance(games, bool):
            raise PositionError(f"match_wins.{player}", "the games of the match won (0 or 1)")
        table.set_match_wins(player, games)
    for ref, owner in _per_player(spec, "owners", "card -> the player it belongs to").items():
        if not isinstance(owner, str):
            raise PositionError(f"owners.{ref}", "the name of the player the card belongs to")
        try:
            card = find_card(table.game, ref)
        except AnswerError as e:
            raise PositionError(f"owners.{ref}", str(e)) from None
        try:
            table.set_owner(card, owner)
        except PositionError as e:
            raise PositionError(f"owners.{ref}", e.message) from None
    new_game = spec.get("new_game", False)
    if not isinstance(new_game, bool):
        raise PositionError("new_game", "true (the game starts with its setup) or false")
    turn, first = spec.get("turn"), spec.get("first")
    for field, value in (("turn", turn), ("first", first)):
        if value is not None and not isinstance(value, str):
            raise PositionError(field, "a player name")
        if value is not None and new_game:
            raise PositionError(field, "a new game's setup says who goes first: leave it out")
    if turn or first:
        table.set_turn(turn or players[0], first or None)
    hurt = spec.get("hurt_feelings", [])
    if not isinstance(hurt, list) or not all(isinstance(p, str) for p in hurt):
        raise PositionError("hurt_feelings", "a list of player names: who has Hurt Feelings this turn")
    for player in hurt:
        table.give_hurt_feelings(player)
    history = spec.get("history", [])
    if not isinstance(history, list):
        raise PositionError("history", "a list of lines: '<player> played <card> [this round], choosing ...'")
    for i, line in enumerate(history):
        m = re.fullmatch(PLAYED, line.strip()) if isinstance(line, str) else None
        if m is None:
            wanted = "'<player> played <card> [this round][, choosing ...]'"
            raise PositionError(f"history[{i}]", f"{line!r} does not read {wanted}")
        try:
            play_earlier(table, m["player"], m["card"], m["when"], m["choices"])
        except PositionError as e:
            raise PositionError(f"history[{i}]", e.message) from None
        except NotImplementedYet as e:
            raise PositionError(f"history[{i}]", str(e)) from None
    if table.format.draft and SHARED in table.state.decks and not new_game and set_up:
        raise PositionError(
            "new_game",
            f"{table.format.a} is drafted before it is played: its table is a new game (new_game), "
            "or the decks drafted (decks)",
        )
    if new_game and set_up:
        try:
            table.set_up()
        except PositionError as e:
            raise PositionError("new_game", e.message) from None
        except RuleViolation as e:
            raise PositionError("new_game", f"{e.message} ({e.rule})") from None
    return table


def start_of(table: Table) -> dict[str, Any] | None:  # pragma: no mutate block (the site's link)
    """The spec that sets this table up again, if it can: one that the position builder
    turns into a table that looks the same (every mood's value, color and what it remembers,
    hands, piles, scores, whose turn). The spec the table recorded, or else (a duel, a
    draft, owners...) the one read off the table (``spec_of``); None when neither does it.
    The table itself is left as it is (not started)."""
    spec = table.spec
    if spec is None:
        return spec_of(table.game)
    try:
        again = build(spec).game
    except (PositionError, NotImplementedYet):
        return None
    return spec if snapshot(again) == snapshot(table.game) else None


def seating_of(game: Game) -> dict[str, Any]:  # pragma: no mutate block (a write-up's table)
    """The start of a game's spec: its way to play (unless traditional), players and teams,
    and the round and rounds won when they are not the first round's and none."""
    s = game.state
    spec: dict[str, Any] = {"format": s.format} if s.format != TRADITIONAL else {}
    spec["players"] = list(s.players)
    if s.teams:
        spec["teams"] = [list(t) for t in s.teams]
    if s.round.number != 1:
        spec["round"] = s.round.number
    wins = {p: n for p, n in s.wins.items() if n}
    if wins:
        spec["wins"] = wins
    return spec


def spec_of(game: Game) -> dict[str, Any] | None:  # pragma: no mutate block (a write-up's table)
    """The spec of a game's table as it stands, if a spec can say it: any way to play, at
    the start of a turn (or before the game starts), its moods remembering nothing a spec
    cannot give, no draft under way (checked by building the spec and comparing the two
    tables). None otherwise."""
    s = game.state
    if s.turn.plays or s.turn.grants or s.banked or s.piles:
        return None
    if s.round.after_scoring or s.round.bans or s.round.next_bans:
        return None
    if game.format.draft and SHARED in s.decks and any(s.sideboards.values()):
        return None  # drafted cards while the draft is under way
    names = game.name
    this_round = {rec.card for rec in s.round.plays}  # said as earlier plays of this round
    spec = seating_of(game)
    earlier = {p: [names(m.card) for m in s.moods[p] if m.card not in this_round] for p in s.players}
    spec["moods"] = {p: cards for p, cards in earlier.items() if cards}
    spec["hands"] = {p: [names(c) for c in s.hands[p]] for p in s.players if s.hands[p]}
    if SHARED in s.decks:
        spec["discard"] = [names(c) for c in s.discard_pile()]
        spec["deck"] = [names(c) for c in s.deck_cards()]
    else:  # each player's own (a duel; a draft's decks)
        spec["discards"] = {p: [names(c) for c in s.discards.get(p, [])] for p in s.players}
        spec["decks"] = {p: [names(c) for c in s.decks.get(p, [])] for p in s.players}
        if game.format.draft:
            spec["sideboards"] = {p: [names(c) for c in cards] for p, cards in s.sideboards.items() if cards}
            spec["match_wins"] = {p: n for p, n in s.match_wins.items() if n}
        spec["owners"] = owners_of(game)
    if game.format.draft and SHARED in s.decks:  # before the draft: a draft's table is a new game
        spec["new_game"] = True
    else:
        spec["turn"], spec["first"] = s.turn.player, s.round.order[0]
    if s.round.plays:
        spec["history"] = [f"{rec.player} played {names(rec.card)} this round" for rec in s.round.plays]
    spec = {k: v for k, v in spec.items() if v not in ({}, [])}
    try:
        again = build(spec, set_up=game.started).game
    except (PositionError, NotImplementedYet):
        return None
    return spec if snapshot(again) == snapshot(game) else None


def owners_of(game: Game) -> dict[str, str]:  # pragma: no mutate block (a write-up's table)
    """The cards in a player's moods or hand that another player owns: the card as a step
    names it (with whose it is where two share the name) -> its owner."""
    s, found = game.state, {}
    for p in s.players:
        for card in [m.card for m in s.moods[p]] + s.hands[p]:
            owner = s.cards[card].owner
            if owner and owner != p:
                name = game.name(card)
                found[name if len(game.cards_named(name)) == 1 else f"{p}'s {name}"] = owner
    return found
