"""Mood X steps: set up a game, play a turn's parts, read roles, discs and points.

Every step text here names the game's own things (the Hero, the discs, the story), so it
cannot be read as a Mood Swings step, and no Mood Swings step text reads as one of these.
"""

from __future__ import annotations

import re
from typing import Any

from engine.party import mood_x
from engine.party.mood_x import Card, Character, MoodX
from engine.scenarios.party_world import PartyWorld
from engine.scenarios.registry import step
from steps.party import NAME, NAMES

# Capitalized words a Mood X step may use besides the players' names.
WORDS = {"Mood", "X", "Hero", "Storyteller"}
KINDS = "|".join(re.escape(k) for k in mood_x.NOT_A_HERO)
CHARACTER = re.compile(rf"(?P<description>.+?)(?: \((?:an?) (?P<kind>{KINDS})\))?")
ROLES = {
    "the Hero": "Hero",
    "the Storyteller": "Storyteller",
    "deciding the Hero's character": "chooser of the Hero's character",
    "deciding the second character": "chooser of the second character",
}


def build(setup: dict[str, Any]) -> MoodX:
    players = setup["players"]
    stack = setup.get("stack")
    if stack is not None and not setup.get("no_more"):
        stack = stack + [mood_x.plain_card(n) for n in range(len(stack) + 1, mood_x.DECK_SIZE + 1)]
    return MoodX(players, setup.get("hero", players[0]), stack=stack, points=setup.get("points"))


def character(text: str) -> Character:
    m = CHARACTER.fullmatch(text.strip())
    assert m is not None
    return Character(m["description"], m["kind"] or mood_x.PERSON)


def game(party: PartyWorld) -> MoodX:
    g = party.game
    if not isinstance(g, MoodX):
        party.fail("this is not a Mood X game")
    return g


# -- Given -----------------------------------------------------------------------------------


@step("given", rf"a Mood X game between (?P<players>{NAME}(?:(?:, | and ){NAME})+)")
def a_mood_x_game(party: PartyWorld, players: str) -> None:
    """Players seated clockwise in this order; the first named takes the numbered disc,
    unless a step says who does."""
    names = players.replace(" and ", ", ").split(", ")
    party.new_game(build, mood_x.picture, players=names)


@step("given", rf"(?P<player>{NAME}) takes the numbered disc")
def takes_numbered_disc(party: PartyWorld, player: str) -> None:
    """Who the players chose to receive the numbered disc: the first Hero."""
    party.configure(hero=party.player(player))


@step("given", r"the (?P<which>top|next) card shows (?P<first>.+?) and (?P<second>.+)")
def card_shows(party: PartyWorld, which: str, first: str, second: str) -> None:
    """The stack's cards, top first: two characters each, people unless said otherwise
    ('a cat (an animal)'). The rest of the stack shows people."""
    stack = list(party.setup.get("stack", []))
    if (which == "top") != (not stack):
        party.fail("say 'the top card' first, then 'the next card'")
    stack.append(Card(len(stack) + 1, (character(first), character(second))))
    party.configure(stack=stack)


@step("given", r"the stack holds no other card")
def no_other_card(party: PartyWorld) -> None:
    """The cards given are the whole stack (a game near the end of its stack)."""
    if not party.setup.get("stack"):
        party.fail("say which cards the stack holds first ('the top card shows ...')")
    party.configure(no_more=True)


@step("given", r"the characters are decided and the story is told")
def story_told(party: PartyWorld) -> None:
    """The turn's first parts, played through the engine: the Hero plays the first character
    they can, the second character is a friend, and the story asks the right question."""
    g = game(party)
    r = g.pending
    assert r is not None and r.kind == mood_x.CAST and r.options
    g.cast(r.players[0], r.options[0])
    g.name_second(g.pending.players[0], "a friend")
    g.tell(g.pending.players[0], "How would you feel if a friend gave you a gift?")


# -- When ------------------------------------------------------------------------------------


@step("when", rf"(?P<player>{NAME}) decides that the Hero is (?P<character>.+)")
def decides_hero(party: PartyWorld, player: str, character: str) -> None:
    game(party).cast(party.player(player), character)


@step("when", rf"(?P<player>{NAME}) decides that the second character is (?P<who>.+)")
def decides_second(party: PartyWorld, player: str, who: str) -> None:
    game(party).name_second(party.player(player), who)


@step("when", rf'(?P<player>{NAME}) tells the story "(?P<story>.+)"')
def tells(party: PartyWorld, player: str, story: str) -> None:
    game(party).tell(party.player(player), story)


@step("when", rf"(?P<player>{NAME}) feels (?P<emotion>[a-z]+)")
def feels(party: PartyWorld, player: str, emotion: str) -> None:
    """The Hero sets the numbered disc, in secret, to the emotion they would feel."""
    game(party).feel(party.player(player), emotion)


@step("when", rf"(?P<player>{NAME}) guesses (?P<emotion>[a-z]+)")
def guesses(party: PartyWorld, player: str, emotion: str) -> None:
    """Another player points their disc's arrow, in secret, at the emotion they guess."""
    game(party).guess(party.player(player), emotion)


# -- Then ------------------------------------------------------------------------------------


@step("then", rf"(?P<player>{NAME}) is (?P<role>{'|'.join(ROLES)})")
def has_role(party: PartyWorld, player: str, role: str) -> None:
    """The turn's roles, as the engine seats them."""
    actual = game(party).roles()[ROLES[role]]
    assert actual == party.player(player), f"{actual} is {role}"


@step("then", rf"the game waits for (?P<players>{NAMES}) to set (?:their|a) discs?")
def waits_for_discs(party: PartyWorld, players: str) -> None:
    r = game(party).pending
    assert r is not None and r.kind == mood_x.DISCS, f"the game waits for {r.prompt if r else 'nothing'}"
    wanted = sorted(players.replace(" and ", ", ").split(", "))
    assert sorted(r.players) == wanted, f"the game waits for the discs of {', '.join(r.players)}"


@step("then", r"no disc has been revealed")
def nothing_revealed(party: PartyWorld) -> None:
    g = game(party)
    assert not g.state.revealed, f"the discs were revealed: {g.state.revealed}"


@step("then", r"the discs are revealed: (?P<shown>.+)")
def revealed(party: PartyWorld, shown: str) -> None:
    """All at once: each player's emotion, as 'Oleg red, Ann yellow'."""
    wanted = dict(pair.split(" ") for pair in shown.replace(" and ", ", ").split(", "))
    assert game(party).state.revealed == wanted, f"the discs show {game(party).state.revealed}"


@step("then", r"the Hero plays (?P<character>.+)")
def hero_plays(party: PartyWorld, character: str) -> None:
    actual = game(party).state.hero_character
    assert actual is not None and actual.description == character, f"the Hero plays {actual}"


@step("then", r"the stack holds (?P<n>\d+) cards?")
def stack_holds(party: PartyWorld, n: str) -> None:
    actual = len(game(party).state.stack)
    assert actual == int(n), f"the stack holds {actual} cards"


@step("then", r"the Hero turns over card (?P<n>\d+)")
def turned_over(party: PartyWorld, n: str) -> None:
    card = game(party).state.card
    assert card is not None and card.number == int(n), f"the card turned over is {card}"


@step(
    "then",
    rf"(?P<player>{NAME}) cannot (?P<action>decide that the Hero is .+|"
    r'decide that the second character is .+|tell the story ".+"|feel [a-z]+|guess [a-z]+) '
    r"because (?P<reason>.+)",
)
def cannot(party: PartyWorld, player: str, action: str, reason: str) -> None:
    """The engine refuses, for this reason (words of its refusal), and nothing changes."""
    g, who = game(party), party.player(player)
    verb, _, rest = action.partition(" ")
    if action.startswith("decide that the Hero is "):
        act = lambda: g.cast(who, action.removeprefix("decide that the Hero is "))  # noqa: E731
    elif action.startswith("decide that the second character is "):
        act = lambda: g.name_second(who, action.removeprefix("decide that the second character is "))  # noqa: E731
    elif verb == "tell":
        act = lambda: g.tell(who, rest.removeprefix("the story ").strip('"'))  # noqa: E731
    else:
        act = lambda: (g.feel if verb == "feel" else g.guess)(who, rest)  # noqa: E731
    party.refused(act, reason, f"{player} {action}")
