"""Given steps: set up the table through the engine's position builder."""

from __future__ import annotations

from engine.answers import split_list
from engine.catalog import faces
from steps.registry import step
from steps.world import World

NAME = r"[A-Z][a-z]+"
CARDS = r".+"


@step("given", rf"a game between (?P<players>{NAME}(?:(?:, | and ){NAME})+)")
def a_game(world: World, players: str) -> None:
    """A game with these players, seated clockwise in this order."""
    world.new_table(split_list(players))


@step("given", rf"a team game: (?P<a>{NAME} and {NAME}) against (?P<b>{NAME} and {NAME})")
def a_team_game(world: World, a: str, b: str) -> None:
    """A four-player game in teams of two; players sit alternating between the teams."""
    first, second = split_list(a), split_list(b)
    seats = [first[0], second[0], first[1], second[1]]
    world.new_table(seats, [first, second])


@step("given", rf"it is (?P<player>{NAME})'s turn")
def its_turn(world: World, player: str) -> None:
    """Whose turn it is; unless said otherwise, that player went first this round."""
    world.guard(world.table.set_turn, player)


@step("given", rf"(?P<player>{NAME}) went first this round")
def went_first(world: World, player: str) -> None:
    """Who went first this round; the players before the current one have had their turn."""
    world.guard(world.table.set_turn, world.game.state.turn.player, player)


@step("given", r"it is round (?P<number>\d+)")
def round_number(world: World, number: str) -> None:
    world.guard(world.table.set_round, int(number))


@step("given", rf"(?P<player>{NAME}) has won (?P<wins>\d+) rounds?")
def has_won(world: World, player: str, wins: str) -> None:
    world.guard(world.table.set_wins, player, int(wins))


@step("given", rf"(?P<player>{NAME}) has Hurt Feelings")
def has_hurt_feelings(world: World, player: str) -> None:
    """The player had the lowest score last round: they may play an additional mood this turn."""
    world.guard(world.table.give_hurt_feelings, player)


@step("given", rf"(?P<player>{NAME}) has moods? (?P<cards>{CARDS})")
def has_moods(world: World, player: str, cards: str) -> None:
    """Moods played in an earlier round, remembering nothing (to remember, play them)."""
    world.guard(world.table.put_in_play, player, split_list(cards))


@step("given", rf"(?P<player>{NAME}) has (?P<cards>{CARDS}) in hand")
def has_in_hand(world: World, player: str, cards: str) -> None:
    world.guard(world.table.put_in_hand, player, split_list(cards))


@step("given", rf"the discard pile holds (?P<cards>{CARDS})")
def discard_holds(world: World, cards: str) -> None:
    world.guard(world.table.put_in_discard, split_list(cards))


@step("given", rf"the deck holds (?P<cards>{CARDS}) \(top first\)")
def deck_holds(world: World, cards: str) -> None:
    world.guard(world.table.put_in_deck, split_list(cards))


@step("given", r"the deck holds (?P<count>\d+) cards(?:, (?P<bottom>[A-Z][\w-]*) at the bottom)?")
def deck_of_size(world: World, count: str, bottom: str | None) -> None:
    """A deck of this many cards for a new game: the five cards without text over and over
    (copies are allowed), and the card named, if any, at the bottom."""
    blanks = [f.name for f in faces().values() if f.blank]
    n = int(count) - (1 if bottom else 0)
    world.guard(
        world.table.put_in_deck, [blanks[i % len(blanks)] for i in range(n)] + ([bottom] if bottom else [])
    )


@step(
    "given",
    rf"(?P<player>{NAME}) played (?P<card>[A-Z][\w-]*)(?P<when> this round| last round)?"
    r"(?:,? choosing (?P<choices>.+))?",
)
def played(world: World, player: str, card: str, when: str | None, choices: str | None) -> None:
    """A play in the past, through the engine, answering its choices in order (separated by
    'then'). Without 'this round', it happened last round."""
    answers = choices.split(" then ") if choices else []
    answer, leftover = world.scripted(answers)
    world.guard(
        world.table.played, player, card, this_round=(when or "").strip() == "this round", answer=answer
    )
    leftover()
