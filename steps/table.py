"""Given steps: set up the table through the engine's position builder."""

from __future__ import annotations

from engine.core.answers import split_list
from engine.core.catalog import faces
from engine.core.tablespec import PLAYED, play_earlier
from engine.formats import FORMATS, seats
from engine.scenarios.registry import retire, step
from engine.scenarios.world import World

NAME = r"[A-Z][a-z]+"
CARDS = r".+"
REF = r"(?:[A-Z][a-z]+'s )?[A-Z][\w-]*"


@step("given", rf"a game between (?P<players>{NAME}(?:(?:, | and ){NAME})+)")
def a_game(world: World, players: str) -> None:
    """A game with these players, seated clockwise in this order."""
    world.new_table(split_list(players))


@step("given", rf"a team game: (?P<a>{NAME} and {NAME}) against (?P<b>{NAME} and {NAME})")
def a_team_game(world: World, a: str, b: str) -> None:
    """A four-player game in teams of two, players alternating between the teams: a closed
    team game."""
    first, second = split_list(a), split_list(b)
    seats = [first[0], second[0], first[1], second[1]]
    world.new_table(seats, [first, second], "closed-team")


@step(
    "given",
    rf"an? (?P<kind>open|closed) team game: (?P<a>{NAME} and {NAME}) against (?P<b>{NAME} and {NAME})",
)
def a_format_team_game(world: World, kind: str, a: str, b: str) -> None:
    """A team game of this kind: open teams sit side by side (Alice, Carol, Bob, Dave
    clockwise), closed teams across from each other (Alice, Bob, Carol, Dave)."""
    teams = [split_list(a), split_list(b)]
    fmt = FORMATS[f"{kind}-team"]
    world.new_table(seats(fmt, teams), teams, fmt.name)


@step(
    "given",
    rf"an? (?P<kind>structure duel|power duel|quick draft|Winston draft)"
    rf" between (?P<a>{NAME}) and (?P<b>{NAME})",
)
def a_duel(world: World, kind: str, a: str, b: str) -> None:
    """A two-player game where each player has their own deck and discard pile (a draft's
    decks are drafted from the shared deck first)."""
    world.new_table([a, b], None, kind.lower().replace(" ", "-"))


@step("given", rf"(?P<player>{NAME})'s deck holds (?P<cards>{CARDS}) \(top first\)")
def own_deck_holds(world: World, player: str, cards: str) -> None:
    """Duel play: cards in the player's own deck, which they own."""
    world.guard(world.table.put_in_deck, split_list(cards), world.player(player))


@step("given", rf"(?P<player>{NAME})'s deck holds (?P<count>\d+) (?:(?P<different>different )|blank )cards")
def own_deck_of_size(world: World, player: str, count: str, different: str | None) -> None:
    """Duel play: a deck of this many blank cards (the five cards without text, over and
    over), or that many different cards, in collector number order."""
    if different:
        pool = [f.name for f in sorted(faces().values(), key=lambda f: f.number)]
    else:
        pool = [f.name for f in faces().values() if f.blank]
    world.guard(
        world.table.put_in_deck, [pool[i % len(pool)] for i in range(int(count))], world.player(player)
    )


@step("given", rf"(?P<player>{NAME})'s discard pile holds (?P<cards>{CARDS})")
def own_discard_holds(world: World, player: str, cards: str) -> None:
    """Duel play: cards in the player's own discard pile, which they own."""
    world.guard(world.table.put_in_discard, split_list(cards), world.player(player))


@step("given", r"the draft is over")
def draft_over(world: World) -> None:
    """A draft format, after the draft: each player has their own deck and sideboard."""
    world.guard(world.table.end_draft)


@step("given", rf"(?P<player>{NAME})'s sideboard holds (?P<cards>{CARDS})")
def sideboard_holds(world: World, player: str, cards: str) -> None:
    """Drafted cards the player left out of their deck."""
    world.guard(world.table.put_in_sideboard, split_list(cards), world.player(player))


@step("given", rf"(?P<player>{NAME}) has won (?P<games>\d+) games? of the match")
def has_won_games(world: World, player: str, games: str) -> None:
    world.guard(world.table.set_match_wins, player, int(games))


@step("given", rf"(?P<ref>{REF}) belongs to (?P<player>{NAME})")
def belongs_to(world: World, ref: str, player: str) -> None:
    """Duel play: a card in someone's hand or moods that another player owns."""
    world.guard(world.table.set_owner, world.card(ref), world.player(player))


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
    """The rounds a player has won (in a team game, write the team's: `Bob and Dave have won 2
    rounds`)."""
    world.guard(world.table.set_wins, player, int(wins))


# "the deck holds 45 cards" read as a count, while it made a deck of cards without text
retire(
    "given",
    r"(?P<whose>the|[A-Z][a-z]+'s) deck holds (?P<count>\d+) (?P<more>more )?cards",
    lambda m: (
        f"write '{m['whose']} deck holds {m['count']} {m['more'] or ''}blank cards' (the five cards "
        f"without text, over and over) or '... {m['count']} different cards'"
    ),
)


@step("given", rf"(?P<first>{NAME}) and (?P<second>{NAME}) have won (?P<wins>\d+) rounds?")
def team_has_won(world: World, first: str, second: str, wins: str) -> None:
    """The rounds a team has won together."""
    world.guard(world.table.set_team_wins, [first, second], int(wins))


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


@step(
    "given",
    r"the deck holds (?P<count>\d+) (?:more )?(?:(?P<different>different )|blank )cards"
    r"(?:, (?P<bottom>[A-Z][\w-]*) at the bottom)?",
)
def deck_of_size(world: World, count: str, different: str | None, bottom: str | None) -> None:
    """A deck of this many cards (or this many more, under the cards already named) for a
    new game: blank cards (the five cards without text, over and over: copies are allowed),
    or that many different cards in collector number order; and the card named, if any, at
    the bottom."""
    if different:
        blanks = [f.name for f in sorted(faces().values(), key=lambda f: f.number)]
    else:
        blanks = [f.name for f in faces().values() if f.blank]
    n = int(count) - (1 if bottom else 0)
    world.guard(
        world.table.put_in_deck, [blanks[i % len(blanks)] for i in range(n)] + ([bottom] if bottom else [])
    )


@step("given", PLAYED)
def played(world: World, player: str, card: str, when: str | None, choices: str | None) -> None:
    """A play in the past, through the engine, answering its choices in order (separated by
    'then'). Without 'this round', it happened last round."""
    world.guard(play_earlier, world.table, player, card, when, choices, world.skip_unasked)
