"""The steps both party games share (points, the winner).

The party games' world (``engine.scenarios.party_world``, with its pytest fixture ``party``)
holds the game a Mood X or Feelinks scenario builds from its Given steps.
"""

from __future__ import annotations

from engine.scenarios.party_world import PartyWorld
from engine.scenarios.registry import step

NAME = r"[A-Z][a-z]+"
NAMES = rf"{NAME}(?:(?:, | and ){NAME})*"


# -- steps both games share ------------------------------------------------------------------


@step("given", rf"(?P<player>{NAME}) has (?P<points>\d+) points?")
def has_points(party: PartyWorld, player: str, points: str) -> None:
    """Points scored in earlier turns (Mood X) or squares moved on the Emotion track (Feelinks)."""
    scores = dict(party.setup.get("points", {}))
    scores[party.player(player)] = int(points)
    party.configure(points=scores)


@step("then", rf"(?P<player>{NAME}) has (?P<points>\d+) points?")
def points_now(party: PartyWorld, player: str, points: str) -> None:
    actual = party.game.state.points[party.player(player)]
    assert actual == int(points), f"{player} has {actual} points"


@step("then", rf"(?P<player>{NAME}) gains (?P<points>\d+) points?")
def points_gained(party: PartyWorld, player: str, points: str) -> None:
    """The points of the last scoring (a Mood X turn, a Feelinks round)."""
    gained = party.game.state.gained
    if not gained:
        party.fail("nothing has been scored yet")
    actual = gained[party.player(player)]
    assert actual == int(points), f"{player} gains {actual} points"


@step("then", rf"the victory goes to (?P<players>{NAMES})")
def victory(party: PartyWorld, players: str) -> None:
    """The game is over, and these players, and only they, share the victory."""
    game = party.game
    assert game.over, "the game is not over"
    wanted = sorted(party.player(p) for p in players.replace(" and ", ", ").split(", "))
    assert sorted(game.state.winners) == wanted, f"the winners are {game.state.winners}"


@step("then", r"the game goes on")
def goes_on(party: PartyWorld) -> None:
    assert not party.game.over, f"the game is over: {party.game.state.winners} won"
