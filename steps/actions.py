"""When steps: play, choose, pass, and let the round be scored."""

from __future__ import annotations

from collections.abc import Callable

from engine.core.answers import parse_answer
from engine.core.decisions import CHANCE, TURN, Decision
from engine.core.setup import TABLE
from engine.core.state import SHARED
from engine.scenarios.registry import step
from engine.scenarios.world import World

NAME = r"[A-Z][a-z]+"
DRAFTING = ("variants.quick-draft.4", "variants.winston-draft.4", "variants.winston-draft.5")


@step("when", rf"(?P<player>{NAME}) plays (?P<card>[A-Z][\w-]*)(?P<source> from the discard pile)?")
def plays(world: World, player: str, card: str, source: str | None) -> None:
    """Play a card from hand (or from the discard pile); the play must be legal."""
    world.mark_start()
    world.require_no_choice(f"{player} plays {card}")
    target = world.card_to_play(player, card, bool(source))
    world.acted(target[0])
    world.guard(world.game.play, player, *target)


@step("when", rf"(?P<player>{NAME}) chooses (?:to )?(?P<answer>.+)")
def chooses(world: World, player: str, answer: str) -> None:
    """Answer the decision the engine is waiting for: cards, players, a color, a number, one
    of the options in its own words (`Alice chooses to discard them`, `Alice chooses to have
    it happen again`: the words the engine gives the option, after an optional `to`), or
    'nothing' to decline. Only where what asks is plain: every decision since the last play
    was asked by the card played (else, name it: `Alice answers <card>: <answer>`)."""
    world.mark_start()
    world.answer(player, answer)


@step("when", rf"(?P<player>{NAME}) answers (?P<question>[^:]+?): (?P<answer>.+)")
def answers(world: World, player: str, question: str, answer: str) -> None:
    """Answer the decision that this card asks (`Alice answers <card>: <answer>`, `Bob answers
    Bob's <card>: nothing`), or this question of the rules (`Bob answers the after-scoring
    order: <effect>`, `Alice answers the permission: <card>`; the site's step reference
    lists them): the answer in the same words as `chooses`."""
    world.mark_start()
    world.answer(player, answer.removeprefix("to "), question)


@step("when", r"the random (?P<what>pick|order)(?: for (?P<question>.+?))? is (?P<answer>.+)")
def random_outcome(world: World, what: str, question: str | None, answer: str) -> None:
    """Answer a chance event explicitly: the card, mood or player picked at random (`the
    random pick is <card>`), or the order a random order comes out in, first to last (`the
    random order is <card> then <card>`). Where what asks is not plain (as for `chooses`),
    name it: `the random pick for who goes first is Bob`, `the random order for the shuffle
    is ...`. (`the random pick is <card> and <card>` for an order is the old form: the error
    gives the order to write.)"""
    world.mark_start()
    world.answer_chance(what, question, answer)


@step("when", r"the game is saved and loaded again")
def saved_and_loaded(world: World) -> None:
    """Save the game as a position (the JSON of the oracle and the conformance kit), load it
    into a new game and go on with that one; the play-by-play starts again at the load."""
    world.mark_start()
    world.save_and_load()


@step("when", r"the game is set up")
def set_up(world: World) -> None:
    """A new game from the deck given: its size is checked, then it is shuffled and dealt."""
    world.mark_start()
    world.acted()
    world.table.set_up()


@step("when", r"the shuffle leaves the deck as it is")
def shuffle_as_is(world: World) -> None:
    """Answer the shuffle (a chance event) with the order the deck was given in."""
    d = world.waiting_choice()
    if d is None or d.player != CHANCE or not d.ordered:
        world.fail("the engine is not shuffling anything")
    assert d is not None
    world.game.answer(CHANCE, [o.key for o in d.options])


@step("when", rf"the players agree that (?P<player>{NAME}) chooses who goes first")
def players_agree(world: World, player: str) -> None:
    """The players' own answer to who chooses the first player (who most recently felt the
    revealed card's emotion, or whoever else they agree on)."""
    world.answer(TABLE, player, "who chooses who goes first")


@step("when", rf"the players agree that (?P<player>{NAME}) drafts first")
def drafts_first(world: World, player: str) -> None:
    """The players' own answer to who starts a Winston draft."""
    world.answer(TABLE, player, "the draft")


@step("when", r"the players draft the first cards offered until the draft is over")
def draft_the_first(world: World) -> None:
    """Answer the players' decisions of the draft itself with their first legal options, in
    the order offered, until the draft asks for something else (chance, or deck building)."""
    draft_first_offered(world, lambda: True)


@step("when", rf"(?P<player>{NAME}) passes")
def passes(world: World, player: str) -> None:
    """Pass the turn, or end it after playing."""
    world.mark_start()
    world.require_no_choice(f"{player} passes")
    world.acted()
    world.game.pass_turn(player)


@step("when", r"the round is scored")
def round_scored(world: World) -> None:
    """Every player still to take a turn this round passes, then the round is scored."""
    world.mark_start()
    world.acted()
    game = world.game
    number = game.state.round.number
    while game.state.round.number == number and not game.over:
        world.require_no_choice("the round is scored")
        d = game.pending
        assert d is not None and d.kind == TURN
        game.pass_turn(d.player)
        if world.waiting_choice() is not None:
            break


@step("when", r"the players draft the first cards offered until the deck is empty")
def draft_until_deck_empty(world: World) -> None:
    """As `the players draft the first cards offered until the draft is over`, stopping once
    the shared deck is empty (from then on, the draft piles are no longer topped up)."""
    draft_first_offered(world, lambda: bool(world.game.state.decks.get(SHARED)))


@step("when", r"the players draft until the draft is over, each taking pile (?P<pile>[123]) where they can")
def draft_taking_pile(world: World, pile: str) -> None:
    """A Winston draft played out: each drafter takes the pile named when they look at it,
    leaves every other pile they may leave, and takes the one they must."""

    def choice(d: Decision) -> list[object]:
        labels = [o.label for o in d.options]
        want = f"draft pile {pile}"
        label = want if want in labels else next((x for x in labels if x.startswith("leave ")), labels[0])
        return parse_answer(d, label)

    draft_first_offered(world, lambda: True, choice)


def draft_first_offered(
    world: World, going_on: Callable[[], bool], choice: Callable[[Decision], list[object]] | None = None
) -> None:
    """Answer the drafters' decisions with ``choice`` (by default their first legal options)
    while ``going_on()``."""
    game = world.game
    while (
        going_on()
        and (d := game.pending) is not None
        and d.rule in DRAFTING
        and d.player not in (TABLE, CHANCE)
    ):
        game.answer(d.player, choice(d) if choice else d.keys()[: max(d.min, 1)])
