"""Feelinks steps: set up a game, play a round's phases, read teams, cards and the track.

Every step text here names the game's own things (the Master of emotions, Vote, Partner,
Situation and Emotion cards, bets), so it cannot be read as a Mood Swings step, and no
Mood Swings step text reads as one of these.
"""

from __future__ import annotations

from typing import Any

from engine.party import feelinks
from engine.party.feelinks import SAME, Feelinks
from engine.scenarios.party_world import PartyWorld
from engine.scenarios.registry import step
from steps.party import NAME, NAMES

# Capitalized words a Feelinks step may use besides the players' names.
WORDS = {"Feelinks", "Master", "Vote", "Partner", "Situation", "Emotion"}
SYMBOL = "|".join(feelinks.SYMBOLS)
BET = r"\d+|the same emotion card"


def build(setup: dict[str, Any]) -> Feelinks:
    players = setup["players"]
    emotions = None
    if "spare" in setup:
        emotions = {}
        for symbol, left in setup["spare"].items():
            cards = list(feelinks.GROUPS[symbol])
            emotions[symbol] = cards[: feelinks.SLOT_SYMBOLS.count(symbol) + left]
    return Feelinks(
        players,
        setup.get("master", players[0]),
        decks=setup.get("decks", ("green",)),
        introductory=setup.get("introductory", False),
        ending=setup.get("ending", feelinks.ROUNDS),
        emotions=emotions,
        points=setup.get("points"),
        first_round=setup.get("round", 1),
    )


def game(party: PartyWorld) -> Feelinks:
    g = party.game
    if not isinstance(g, Feelinks):
        party.fail("this is not a Feelinks game")
    return g


def names(text: str) -> list[str]:
    return text.replace(" and ", ", ").split(", ")


def bet_value(text: str) -> int | str:
    return SAME if text == "the same emotion card" else int(text)


def pairs(party: PartyWorld, text: str) -> list[tuple[str, str]]:
    """'Ann 3, Bob 5 and Cecile the same emotion card' -> [(Ann, 3), ...]."""
    out = []
    for part in text.replace(" and ", ", ").split(", "):
        who, _, what = part.partition(" ")
        out.append((party.player(who), what))
    return out


# -- Given -----------------------------------------------------------------------------------


@step("given", rf"a Feelinks game between (?P<players>{NAME}(?:(?:, | and ){NAME})+)")
def a_feelinks_game(party: PartyWorld, players: str) -> None:
    """Players seated clockwise in this order; the first named is the first Master of
    emotions unless a step says who is."""
    party.new_game(build, feelinks.picture, players=names(players))


@step("given", rf"(?P<player>{NAME}) is the first Master of emotions")
def first_master(party: PartyWorld, player: str) -> None:
    party.configure(master=party.player(player))


@step("given", r"the first round is an introductory round")
def introductory(party: PartyWorld) -> None:
    party.configure(introductory=True)


@step("given", r"the game is played to the last square of the Emotion track")
def to_the_track_end(party: PartyWorld) -> None:
    party.configure(ending=feelinks.TRACK)


@step("given", r"the players chose the (?P<decks>[a-z]+(?:(?:, | and )[a-z]+)*) Situation decks?")
def chose_decks(party: PartyWorld, decks: str) -> None:
    party.configure(decks=tuple(names(decks)))


@step("given", rf"(?P<n>no|\d+) (?P<symbol>{SYMBOL}) Emotion cards? (?:is|are) left in (?:its|their) stack")
def spare_emotions(party: PartyWorld, n: str, symbol: str) -> None:
    spare = dict(
        party.setup.get(
            "spare", {s: len(feelinks.GROUPS[s]) - feelinks.SLOT_SYMBOLS.count(s) for s in feelinks.SYMBOLS}
        )
    )
    spare[symbol] = 0 if n == "no" else int(n)
    party.configure(spare=spare)


@step("given", r"it is round (?P<n>\d+) of Feelinks")
def round_given(party: PartyWorld, n: str) -> None:
    """A position later in the game: the round under way (the Master is set by its own step)."""
    party.configure(round=int(n))


@step("given", r"the Master has read out a situation")
def situation_read(party: PartyWorld) -> None:
    """Phase 3, played through the engine: the Master keeps the card and reads its first proposition."""
    g = game(party)
    g.choose_situation(g.state.master, 1)


# -- When ------------------------------------------------------------------------------------


@step("when", rf"(?P<player>{NAME}) changes the Situation card")
def changes_situation(party: PartyWorld, player: str) -> None:
    game(party).change_situation(party.player(player))


@step("when", rf"(?P<player>{NAME}) reads out proposition (?P<n>\d+)")
def reads_out(party: PartyWorld, player: str, n: str) -> None:
    game(party).choose_situation(party.player(player), int(n))


@step("when", rf"(?P<player>{NAME}) feels emotion (?P<n>\d+)")
def feels_emotion(party: PartyWorld, player: str, n: str) -> None:
    """Phase 4 for one player: a Vote card face down for their own emotion."""
    game(party).feel(party.player(player), int(n))


@step("when", r"the players feel, in secret: (?P<votes>.+)")
def all_feel(party: PartyWorld, votes: str) -> None:
    """Phase 4 for several players, in the order written: 'Ann 3, Bob 5 and Cecile 2'."""
    g = game(party)
    for who, what in pairs(party, votes):
        g.feel(who, int(what))


@step("when", r"the Partner cards make the teams (?P<teams>.+)")
def teams_dealt(party: PartyWorld, teams: str) -> None:
    """Phase 5, a chance event: teams separated by semicolons ('Ann and Bob; Cecile, Elsa and Herve')."""
    made = [[party.player(p) for p in names(t.strip())] for t in teams.split(";")]
    game(party).deal(made)


@step("when", rf"(?P<player>{NAME}) bets (?P<bet>{BET}) on (?P<target>{NAME})")
def bets(party: PartyWorld, player: str, bet: str, target: str) -> None:
    """Phase 6 for one player; the target named must be the one the engine says they bet on."""
    g = game(party)
    actual = g.targets().get(party.player(player))
    if actual != target:
        party.fail(f"{player} bets on {actual}'s emotion, not {target}'s")
    g.bet(player, bet_value(bet))


@step("when", r"the players bet, in secret: (?P<bets>.+)")
def all_bet(party: PartyWorld, bets: str) -> None:
    """Phase 6 for several players, in the order written: 'Ann 5, Bob the same emotion card'."""
    g = game(party)
    for who, what in pairs(party, bets):
        g.bet(who, bet_value(what))


@step("when", rf"(?P<player>{NAME}) changes the Emotion card at slot (?P<slot>\d+)")
def changes_emotion(party: PartyWorld, player: str, slot: str) -> None:
    game(party).exchange(party.player(player), int(slot))


@step("when", rf"(?P<player>{NAME}) keeps the Emotion cards")
def keeps_emotions(party: PartyWorld, player: str) -> None:
    game(party).keep_emotions(party.player(player))


# -- Then ------------------------------------------------------------------------------------


@step("then", rf"(?P<player>{NAME}) is the Master of emotions")
def is_master(party: PartyWorld, player: str) -> None:
    actual = game(party).state.master
    assert actual == party.player(player), f"{actual} is the Master of emotions"


@step("then", r"it is round (?P<n>\d+) of Feelinks")
def round_is(party: PartyWorld, n: str) -> None:
    actual = game(party).state.round
    assert actual == int(n), f"it is round {actual}"


@step("then", rf"(?P<player>{NAME}) bets on (?P<target>{NAME})")
def bets_on(party: PartyWorld, player: str, target: str) -> None:
    """Whose emotion the player guesses this round, as the engine pairs them."""
    actual = game(party).targets().get(party.player(player))
    assert actual == party.player(target), f"{player} bets on {actual}"


@step("then", r"the Partner cards are to be dealt")
def to_be_dealt(party: PartyWorld) -> None:
    r = game(party).pending
    assert r is not None and r.kind == feelinks.DEAL, f"the game waits for {r.prompt if r else 'nothing'}"


@step("then", rf"the game waits for the (?P<what>own emotions|bets) of (?P<players>{NAMES})")
def waits_for(party: PartyWorld, what: str, players: str) -> None:
    r = game(party).pending
    kind = feelinks.PERSONAL if what == "own emotions" else feelinks.PARTNER
    assert r is not None and r.kind == kind, f"the game waits for {r.prompt if r else 'nothing'}"
    assert sorted(r.players) == sorted(names(players)), f"the game waits for {', '.join(r.players)}"


@step("then", r"the game waits for the Master to change an Emotion card or keep them")
def waits_for_exchange(party: PartyWorld) -> None:
    r = game(party).pending
    assert r is not None and r.kind == feelinks.EXCHANGE, f"the game waits for {r.prompt if r else 'nothing'}"


@step("then", r"no card has been shown yet")
def face_down(party: PartyWorld) -> None:
    """Nothing is shown before every card of the round is down."""
    assert not game(party).state.scored, "the cards were shown"


@step("then", r"the cards are shown in this order: (?P<order>.+)")
def shown_in_order(party: PartyWorld, order: str) -> None:
    """Show time: the own emotions, then the bets, each from the Master clockwise."""
    actual = game(party).state.shown
    assert actual, "no cards were shown"
    assert actual == names(order), f"the cards were shown in the order {', '.join(actual)}"


@step("then", r"the Situation deck holds (?P<n>\d+) cards(?:, all from the (?P<color>[a-z]+) deck)?")
def deck_size(party: PartyWorld, n: str, color: str | None) -> None:
    """The cards left in the Situation deck; with a color, those and the card in play are all of it."""
    s = game(party).state
    assert len(s.situations) == int(n), f"the Situation deck holds {len(s.situations)} cards"
    if color:
        colors = {c.split(" ")[0] for c in [*s.situations, s.situation]}
        assert colors == {color}, f"the Situation cards come from the {', '.join(sorted(colors))} decks"


@step("then", r"the Situation card put back is at the bottom of the deck")
def put_back_at_bottom(party: PartyWorld) -> None:
    s = game(party).state
    if s.put_back is None:
        party.fail("no Situation card was put back this round")
    assert s.situations[-1] == s.put_back, f"the bottom card is {s.situations[-1]}, not {s.put_back}"
    assert s.situation != s.put_back, "the card put back is still the one in play"


@step("then", rf"slot (?P<slot>\d) holds a (?P<symbol>{SYMBOL}) Emotion card")
def slot_symbol(party: PartyWorld, slot: str, symbol: str) -> None:
    card = game(party).state.slots[int(slot) - 1]
    assert feelinks.symbol_of(card) == symbol, (
        f"slot {slot} holds Emotion card {card}, a {feelinks.symbol_of(card)} one"
    )


@step("then", rf"(?P<n>\d+) (?P<symbol>{SYMBOL}) Emotion cards? (?:is|are) left in (?:its|their) stack")
def stack_left(party: PartyWorld, n: str, symbol: str) -> None:
    actual = len(game(party).state.emotions[symbol])
    assert actual == int(n), f"{actual} {symbol} cards are left"


@step("then", r"(?P<n>\d+) Emotion cards? (?:is|are) out of the game")
def out_of_game(party: PartyWorld, n: str) -> None:
    actual = len(game(party).state.out_of_game)
    assert actual == int(n), f"{actual} Emotion cards are out of the game"


@step("then", r"the Partner cards cannot make the teams (?P<teams>.+) because (?P<reason>.+)")
def cannot_deal(party: PartyWorld, teams: str, reason: str) -> None:
    """The engine refuses this deal, for this reason, and nothing changes."""
    made = [[party.player(p) for p in names(t.strip())] for t in teams.split(";")]
    party.refused(lambda: game(party).deal(made), reason, f"the Partner cards make {teams}")


@step(
    "then",
    rf"(?P<player>{NAME}) cannot (?P<action>change the Situation card|read out proposition \d+|"
    rf"feel emotion \S+|bet (?:{BET}) on {NAME}|change the Emotion card at slot \d+) because (?P<reason>.+)",
)
def cannot(party: PartyWorld, player: str, action: str, reason: str) -> None:
    """The engine refuses, for this reason (words of its refusal), and nothing changes."""
    g, who = game(party), party.player(player)
    last = action.rsplit(" ", 1)[1]
    if action == "change the Situation card":
        act = lambda: g.change_situation(who)  # noqa: E731
    elif action.startswith("read out"):
        act = lambda: g.choose_situation(who, int(last))  # noqa: E731
    elif action.startswith("feel"):
        act = lambda: g.feel(who, int(last) if last.isdigit() else last)  # noqa: E731
    elif action.startswith("bet"):
        act = lambda: g.bet(who, bet_value(action.removeprefix("bet ").rsplit(" on ", 1)[0]))  # noqa: E731
    else:
        act = lambda: g.exchange(who, int(last))  # noqa: E731
    party.refused(act, reason, f"{player} {action}")
