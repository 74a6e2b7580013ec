"""A table described as plain data (a table spec), and earlier plays written in words.

The site's Try it page edits and shares a table as a spec::

    {"players": ["Alice", "Bob"], "turn": "Alice", "first": "Alice",
     "moods": {"Bob": ["<card>"]}, "hands": {"Alice": ["<card>", "<card>"]},
     "discard": [], "deck": [],
     "history": ["Alice played <card> last round, choosing Bob's <card>"]}

``build`` sets it up through the position builder (``engine.core.table.Table``), in that
order: players (and teams, if any), the round's number and the rounds each player has won, moods, hands,
discard pile, deck (top first), whose turn and who went first, who has Hurt Feelings,
then the earlier plays. An earlier play is the same line a Given step writes
(``Alice played <card> this round, choosing white then Bob``): ``PLAYED`` reads it, for
the steps and for the page, and ``play_earlier`` plays it through the engine, answering
its choices in order (separated by "then"). Every mistake is a ``PositionError`` naming
the field, and the table the Given steps built records the spec that sets it up again
(``Table.spec``), which is how each example on the site links to its starting position.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.answers import AnswerError, parse_answer
from engine.core.decisions import Decision
from engine.core.errors import NotImplementedYet, PositionError
from engine.core.events import Chose
from engine.core.game import Game
from engine.core.snapshot import snapshot
from engine.core.table import Table
from engine.formats import FORMATS, TRADITIONAL, seats

NAME = r"[A-Z][a-z]+"
PLAYED = (
    rf"(?P<player>{NAME}) played (?P<card>[A-Z][\w-]*)(?P<when> this round| last round)?"
    r"(?:,? choosing (?P<choices>.+))?"
)
FIELDS = (
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
    "hurt_feelings",
    "history",
)


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


def build(spec: Any) -> Table:  # pragma: no mutate block (a spec read: input, not a rule)
    """The table a spec describes, set up through the position builder."""
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
    table = Table(players, teams or None, _format_of(players, teams) if teams else TRADITIONAL)
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
        held = spec.get(zone, {})
        if not isinstance(held, dict):
            raise PositionError(zone, "an object: player name -> list of card names")
        for player, names in held.items():
            if names:
                put(table.player(player, f"{zone}.{player}"), _names(names, f"{zone}.{player}"))
    if spec.get("discard"):
        table.put_in_discard(_names(spec["discard"], "discard"))
    if spec.get("deck"):
        table.put_in_deck(_names(spec["deck"], "deck"))
    turn, first = spec.get("turn"), spec.get("first")
    for field, value in (("turn", turn), ("first", first)):
        if value is not None and not isinstance(value, str):
            raise PositionError(field, "a player name")
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
    return table


def start_of(table: Table) -> dict[str, Any] | None:  # pragma: no mutate block (the site's link)
    """The spec that sets this table up again, if it can: one that the position builder
    turns into a table that looks the same (every mood's value, color and what it remembers,
    hands, piles, scores, whose turn). None when the table was given something a spec does
    not say (teams, duels, rounds won...). The table itself is left as it is (not started)."""
    spec = table.spec
    if spec is None:
        return None
    try:
        again = build(spec).game
    except (PositionError, NotImplementedYet):
        return None
    return spec if snapshot(again) == snapshot(table.game) else None


def seating_of(game: Game) -> dict[str, Any]:  # pragma: no mutate block (a write-up's table)
    """The start of a game's spec: its players and teams, and the round and rounds won when
    they are not the first round's and none."""
    s = game.state
    spec: dict[str, Any] = {"players": list(s.players)}
    if s.teams:
        spec["teams"] = [list(t) for t in s.teams]
    if s.round.number != 1:
        spec["round"] = s.round.number
    wins = {p: n for p, n in s.wins.items() if n}
    if wins:
        spec["wins"] = wins
    return spec


def spec_of(game: Game) -> dict[str, Any] | None:  # pragma: no mutate block (a write-up's table)
    """The spec of a game's table as it stands, if a spec can say it: a traditional or team
    game at the start of a turn, its moods remembering nothing a spec cannot give (checked
    by building the spec and comparing the two tables). None otherwise."""
    s = game.state
    if s.format not in ("traditional", "open-team", "closed-team") or s.turn.plays or s.turn.grants:
        return None
    if s.banked or s.round.after_scoring or s.round.bans or s.round.next_bans:
        return None
    names = game.name
    this_round = {rec.card for rec in s.round.plays}  # said as earlier plays of this round
    spec = seating_of(game)
    earlier = {p: [names(m.card) for m in s.moods[p] if m.card not in this_round] for p in s.players}
    spec["moods"] = {p: cards for p, cards in earlier.items() if cards}
    spec["hands"] = {p: [names(c) for c in s.hands[p]] for p in s.players if s.hands[p]}
    spec["discard"] = [names(c) for c in s.discard_pile()]
    spec["deck"] = [names(c) for c in s.deck_cards()]
    spec["turn"], spec["first"] = s.turn.player, s.round.order[0]
    if s.round.plays:
        spec["history"] = [f"{rec.player} played {names(rec.card)} this round" for rec in s.round.plays]
    try:
        again = build(spec).game
    except (PositionError, NotImplementedYet):
        return None
    return spec if snapshot(again) == snapshot(game) else None
