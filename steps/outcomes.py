"""Then steps: read what the engine says and compare it with the ruling."""

from __future__ import annotations

import re
from collections.abc import Callable

from engine.core.answers import (
    NOTHING,
    AnswerError,
    asking_names,
    check_card_name,
    find_card,
    names_question,
    pick,
    split_answer,
    split_list,
)
from engine.core.decisions import CARDS, CHANCE, MOODS, NUMBER, TABLE, TURN, Decision
from engine.core.errors import RuleViolation
from engine.core.events import Chose, Drafted, Drew, Forfeited, GameWon, Looked, MatchWon, Moved, SetAside
from engine.core.permissions import may_play_more, open_permissions
from engine.interfaces import player_view
from engine.scenarios.registry import retire, step
from engine.scenarios.world import World

NAME = r"[A-Z][a-z]+"
REF = r"(?:[A-Z][a-z]+'s )?[A-Z][\w-]*"  # a card name, or "Bob's <card name>"
COLOR = r"white|blue|black|red|green"
ITEM = rf"(?:{REF}(?: [A-Z][\w-]*)*|{COLOR})"  # a name in a list: a card, "Bob's <card>", a player, a color
LIST = rf"{ITEM}(?:, {ITEM})* and {ITEM}"  # two or more of them
# The rule a refusal names, as a source id in brackets after the step: `(zeal.text)`,
# `(rules.round-structure.1)`. Given, the answer or the play must be refused naming it.
SOURCE_ID = r"[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+"
CITED = rf"(?: \((?P<rule>{SOURCE_ID})\))?"
CITED_ANY = rf"(?: \({SOURCE_ID}\))?"


def names(world: World, cards: list[int]) -> list[str]:
    return sorted(world.game.name(c) for c in cards)


def expected(world: World, text: str) -> list[str]:
    return sorted(world.guard(check_card_name, n) for n in split_list(text))


def own_deck(world: World, owner: str | None) -> list[int]:
    """The deck (every deck), or a player's own deck in duel play."""
    s = world.game.state
    return s.decks.get(world.player(owner), []) if owner else s.deck_cards()


def own_discard(world: World, owner: str | None) -> list[int]:
    s = world.game.state
    return s.discards.get(world.player(owner), []) if owner else s.discard_pile()


def mood_of(world: World, ref: str):  # type: ignore[no-untyped-def]
    card = world.card(ref)
    mood = world.game.state.mood(card)
    if mood is None:
        world.fail(f"{ref} is not in play (it is in {world.game.zone_label(world.game.locate(card))})")
    return mood


# -- values, colors, suppression -------------------------------------------------------------


@step("then", rf"(?P<ref>{REF})'s value is (?P<value>\d+)")
def value_is(world: World, ref: str, value: str) -> None:
    actual = world.game.view.value(mood_of(world, ref))
    assert actual == int(value), f"{ref}'s value is {actual}, not {value}"


@step("then", rf"(?P<ref>{REF}) is (?P<color>{COLOR})")
def color_is(world: World, ref: str, color: str) -> None:
    """A mood's color in play, or a card's color in a hand, the deck or the discard pile."""
    actual = world.game.color_of(world.card(ref))
    assert actual == color, f"{ref} is {actual}, not {color}"


@step("then", r"(?P<card>[A-Z][\w-]*) has a (?P<color>white|black) die")
def die_color(world: World, card: str, color: str) -> None:
    """The printed value die: black if the card's own ability can change its value."""
    actual = "black" if world.game.view.card_face(world.card(card)).variable else "white"
    assert actual == color, f"{card} has a {actual} die"


@step("then", rf"(?P<ref>{REF}) is suppressed")
def is_suppressed(world: World, ref: str) -> None:
    assert world.game.view.suppressed(mood_of(world, ref)), f"{ref} is not suppressed"


@step("then", rf"(?P<ref>{REF}) is not suppressed")
def not_suppressed(world: World, ref: str) -> None:
    assert not world.game.view.suppressed(mood_of(world, ref)), f"{ref} is suppressed"


@step("then", rf"(?P<ref>{REF}) remembers (?P<color>{COLOR}|no color)")
def remembers_color(world: World, ref: str, color: str) -> None:
    """The color a mood remembers (a discarded card's, or one its player chose), if any."""
    actual = mood_of(world, ref).color or "no color"
    assert actual == color, f"{ref} remembers {actual}, not {color}"


@step("then", rf"(?P<ref>{REF}) is a copy of (?P<card>[A-Z][\w-]*)")
def is_copy(world: World, ref: str, card: str) -> None:
    actual = world.game.view.face(mood_of(world, ref)).name
    assert actual == world.guard(check_card_name, card), f"{ref} is {actual}"


# -- scores and rounds -----------------------------------------------------------------------


@step("then", rf"(?P<player>{NAME})'s score is (?P<score>\d+)")
def score_is(world: World, player: str, score: str) -> None:
    """The score as it stands now: values plus any extra scoring that is not a choice."""
    actual = world.game.view.score(world.player(player))
    assert actual == int(score), f"{player}'s score is {actual}, not {score}"


@step("then", rf"(?P<player>{NAME}) scored (?P<score>\d+)")
def scored(world: World, player: str, score: str) -> None:
    """The score of the round that was scored last."""
    scored = [e for e in world.game.events if type(e).__name__ == "Scored" and e.player == player]
    if not scored:
        world.fail("no round has been scored")
    assert scored[-1].score == int(score), f"{player} scored {scored[-1].score}, not {score}"


@step("then", r"no round has been scored")
def none_scored(world: World) -> None:
    scored = [e for e in world.game.events if type(e).__name__ == "Scored"]
    assert not scored, f"a round has been scored ({scored[-1]})"


@step("then", rf"(?P<players>{NAME}(?: and {NAME})?) wins? the round")
def wins_round(world: World, players: str) -> None:
    won = [e for e in world.game.events if type(e).__name__ == "RoundWon"]
    if not won:
        world.fail("no round has been won")
    assert sorted(won[-1].winners) == sorted(split_list(players)), (
        f"{' and '.join(won[-1].winners)} won the round"
    )


@step("then", rf"(?P<player>{NAME}) has won (?P<wins>\d+) rounds?")
def has_won(world: World, player: str, wins: str) -> None:
    """The rounds a player has won (in a team game, a team's: `Alice and Carol have won 1 round`)."""
    if world.game.state.teams:
        world.fail(
            f"in a team game, rounds are won by a team: write '<{player} and partner> have won {wins} ...'"
        )
    actual = world.game.state.wins[world.player(player)]
    assert actual == int(wins), f"{player} has won {actual} rounds"


@step("then", rf"(?P<first>{NAME}) and (?P<second>{NAME}) have won (?P<wins>\d+) rounds?")
def team_has_won(world: World, first: str, second: str, wins: str) -> None:
    """The rounds a team has won together."""
    team = sorted([world.player(first), world.player(second)])
    if team not in [sorted(t) for t in world.game.state.teams or []]:
        world.fail(f"{first} and {second} are not a team of this game")
    actual = {world.game.state.wins[p] for p in team}
    assert actual == {int(wins)}, (
        f"{first} and {second} have won {' and '.join(map(str, sorted(actual)))} rounds"
    )


@step("then", rf"(?P<players>{NAME}(?: and {NAME})?) wins? the game")
def wins_game(world: World, players: str) -> None:
    """The last game ended with these winners (in a match, one game of it)."""
    won = [e for e in world.game.events if isinstance(e, GameWon)]
    actual = sorted(won[-1].winners) if won else []
    assert actual == sorted(split_list(players)), f"the game's winners are {actual or 'nobody yet'}"


@step("then", rf"(?P<player>{NAME}) wins the match(?: after (?P<games>\d+) games)?")
def wins_match(world: World, player: str, games: str | None = None) -> None:
    """A draft's best of three is over and this player won it (after this many games in all,
    as the play-by-play says)."""
    won = [e for e in world.game.events if isinstance(e, MatchWon)]
    actual = list(won[-1].winners) if won else []
    assert actual == [player] == world.game.state.winners, f"the match's winners are {actual or 'nobody yet'}"
    if games is not None:
        assert won[-1].games == int(games), f"the match was won after {won[-1].games} games"


@step("then", rf"(?P<player>{NAME}) has won (?P<games>\d+) games? of the match")
def has_won_games(world: World, player: str, games: str) -> None:
    actual = world.game.state.match_wins.get(world.player(player), 0)
    assert actual == int(games), f"{player} has won {actual} games of the match"


@step("then", rf"(?P<player>{NAME}) loses the game because (?P<reason>.+)")
def forfeits(world: World, player: str, reason: str) -> None:
    """The player lost a game without playing it, for this reason (the play-by-play says so)."""
    lost = [e for e in world.game.events if isinstance(e, Forfeited) and e.player == player]
    assert lost, f"{player} has not lost a game without playing"
    assert reason in lost[-1].reason, f"{player} lost because {lost[-1].reason}"


@step("then", rf"(?P<player>{NAME}) has played (?P<count>\d+) moods? this turn")
def played_this_turn(world: World, player: str, count: str) -> None:
    """It is the player's turn, and they have played this many moods in it."""
    s = world.game.state
    assert s.whose_turn == world.player(player), f"it is {s.whose_turn}'s turn"
    assert s.turn.plays == int(count), f"{player} has played {s.turn.plays} moods this turn"


@step("then", r"it is round (?P<number>\d+)")
def round_is(world: World, number: str) -> None:
    """The round under way (0 while a game is being set up)."""
    actual = world.game.state.round.number
    assert actual == int(number), f"it is round {actual}"


@step("then", rf"it is (?P<player>{NAME})'s turn")
def turn_is(world: World, player: str) -> None:
    actual = world.game.state.turn.player
    assert actual == player, f"it is {actual}'s turn"


@step("then", rf"(?P<player>{NAME}) goes first")
def goes_first(world: World, player: str) -> None:
    """Who goes first in the round now under way."""
    actual = world.game.state.round.order[0]
    assert actual == player, f"{actual} goes first"


# -- where cards are -------------------------------------------------------------------------


@step("then", rf"(?P<ref>{REF}) is in the discard pile")
def in_discard(world: World, ref: str) -> None:
    zone = world.game.locate(world.card(ref))
    assert zone[0] == "discard", f"{ref} is in {world.game.zone_label(zone)}"


@step("then", rf"(?P<ref>{REF}) is in (?P<player>{NAME})'s hand")
def in_hand(world: World, ref: str, player: str) -> None:
    zone = world.game.locate(world.card(ref))
    assert zone == ("hand", player), f"{ref} is in {world.game.zone_label(zone)}"


@step("then", rf"(?P<ref>{REF}) is in (?P<owner>{NAME})'s deck")
def in_own_deck(world: World, ref: str, owner: str) -> None:
    card = world.card(ref)
    zone = world.game.locate(card)
    assert zone == ("deck", world.player(owner)), f"{ref} is in {world.game.zone_label(zone)}"


@step("then", rf"(?P<player>{NAME})'s sideboard holds (?P<cards>.+)")
def sideboard_holds(world: World, player: str, cards: str) -> None:
    """Draft play: the drafted cards the player left out of their deck, exactly."""
    actual = names(world, world.game.state.sideboards.get(world.player(player), []))
    assert actual == expected(world, cards), f"{player}'s sideboard holds {', '.join(actual) or 'nothing'}"


@step("then", rf"(?P<player>{NAME}) has drafted (?P<cards>.+)")
def has_drafted(world: World, player: str, cards: str) -> None:
    """Exactly these cards, in any order, as the play-by-play of the draft says."""
    actual = sorted(
        n for e in world.game.events if isinstance(e, Drafted) and e.player == player for n in e.names
    )
    assert actual == expected(world, cards), f"{player} has drafted {', '.join(actual) or 'nothing'}"


@step("then", rf"(?P<players>{NAME}(?: and {NAME})?) looked at (?P<card>[A-Z][\w-]*)")
def looked_at(world: World, players: str, card: str) -> None:
    """These players saw the card (and only they, unless it was shown to all)."""
    name = world.guard(check_card_name, card)
    saw = {e.player for e in world.game.events if isinstance(e, Looked) and name in e.names}
    assert saw == set(split_list(players)), f"{' and '.join(sorted(saw)) or 'nobody'} looked at {name}"


@step("then", r"nobody looked at (?P<card>[A-Z][\w-]*)")
def nobody_looked(world: World, card: str) -> None:
    name = world.guard(check_card_name, card)
    saw = {e.player for e in world.game.events if isinstance(e, Looked) and name in e.names}
    assert not saw, f"{' and '.join(sorted(saw))} looked at {name}"


@step("then", rf"(?P<player>{NAME}) could not draw")
def could_not_draw(world: World, player: str) -> None:
    """The player was to draw from an empty deck, and drew nothing (the play-by-play says so)."""
    misses = [
        e
        for e in world.game.events[world.first_event :]
        if isinstance(e, Drew) and e.player == player and e.card is None
    ]
    assert misses, f"{player} did not miss a draw"


@step("then", rf"(?P<ref>{REF}) is one of (?P<player>{NAME})'s moods")
def in_moods(world: World, ref: str, player: str) -> None:
    zone = world.game.locate(world.card(ref))
    assert zone == ("play", player), f"{ref} is in {world.game.zone_label(zone)}"


@step("then", rf"(?P<ref>{REF}) is at the bottom of (?:the|(?P<owner>{NAME})'s) deck")
def at_bottom(world: World, ref: str, owner: str | None) -> None:
    card = world.card(ref)
    deck = own_deck(world, owner)
    assert deck and deck[-1] == card, f"{ref} is in {world.game.zone_label(world.game.locate(card))}"


@step("then", rf"(?:the|(?P<owner>{NAME})'s) discard pile holds (?P<cards>.+)")
def discard_holds(world: World, owner: str | None, cards: str) -> None:
    """Exactly these cards, in any order (the discard pile: every discard pile in duel play)."""
    actual = names(world, own_discard(world, owner))
    assert actual == expected(world, cards), f"the discard pile holds {', '.join(actual) or 'nothing'}"


@step("then", rf"(?:the|(?P<owner>{NAME})'s) discard pile is empty")
def discard_empty(world: World, owner: str | None) -> None:
    actual = names(world, own_discard(world, owner))
    assert not actual, f"the discard pile holds {', '.join(actual)}"


@step("then", rf"(?P<player>{NAME}) has moods (?P<cards>.+)")
def has_moods(world: World, player: str, cards: str) -> None:
    """Exactly these moods, in any order."""
    actual = names(world, [m.card for m in world.game.state.moods[world.player(player)]])
    assert actual == expected(world, cards), f"{player} has moods {', '.join(actual) or 'none'}"


@step("then", rf"(?P<player>{NAME}) has no moods")
def no_moods(world: World, player: str) -> None:
    actual = names(world, [m.card for m in world.game.state.moods[world.player(player)]])
    assert not actual, f"{player} has moods {', '.join(actual)}"


@step("then", rf"(?P<player>{NAME})'s hand holds (?P<cards>.+)")
def hand_holds(world: World, player: str, cards: str) -> None:
    """Exactly these cards, in any order."""
    actual = names(world, world.game.state.hands[world.player(player)])
    assert actual == expected(world, cards), f"{player}'s hand holds {', '.join(actual) or 'nothing'}"


@step("then", rf"(?P<player>{NAME}) has no cards in hand")
def empty_hand(world: World, player: str) -> None:
    actual = names(world, world.game.state.hands[world.player(player)])
    assert not actual, f"{player}'s hand holds {', '.join(actual)}"


@step("then", rf"(?P<player>{NAME}) drew (?P<card>[A-Z][\w-]*)")
def drew(world: World, player: str, card: str) -> None:
    """The player drew this card since the scenario began acting (the play-by-play says so,
    naming the card drawn: a draw that names none is a miss, `could not draw`)."""
    wanted = world.guard(check_card_name, card)
    drawn = [
        e.name
        for e in world.game.events[world.first_event :]
        if isinstance(e, Drew) and e.player == player and e.card is not None
    ]
    assert wanted in drawn, f"{player} drew {', '.join(map(str, drawn)) or 'nothing'}"


@step("then", rf"(?:the|(?P<owner>{NAME})'s) deck holds (?P<cards>.+) \(top first\)")
def deck_holds(world: World, owner: str | None, cards: str) -> None:
    actual = [world.game.name(c) for c in own_deck(world, owner)]
    wanted = [world.guard(check_card_name, n) for n in split_list(cards)]
    assert actual == wanted, f"the deck holds {', '.join(actual) or 'nothing'} (top first)"


@step("then", rf"(?P<player>{NAME}) has (?P<count>\d+) cards? in hand")
def hand_size(world: World, player: str, count: str) -> None:
    actual = len(world.game.state.hands[world.player(player)])
    assert actual == int(count), f"{player} has {actual} cards in hand"


@step("then", rf"there (?:are|is) (?P<count>\d+) cards? in (?:the|(?P<owner>{NAME})'s) deck")
def deck_size(world: World, count: str, owner: str | None) -> None:
    actual = len(own_deck(world, owner))
    assert actual == int(count), f"there are {actual} cards in the deck"


@step("then", rf"(?P<player>{NAME}) revealed no card")
def revealed_nothing(world: World, player: str) -> None:
    """The player showed no card since the scenario began acting."""
    shown = [
        e.name
        for e in world.game.events[world.first_event :]
        if type(e).__name__ == "Revealed" and e.player == world.player(player)
    ]
    assert not shown, f"{player} revealed {', '.join(shown)}"


@step("then", r"(?P<card>[A-Z][\w-]*) is revealed from the bottom of the deck")
def revealed(world: World, card: str) -> None:
    shown = [e for e in world.game.events if type(e).__name__ == "BottomCardRevealed"]
    assert shown, "no card has been revealed from the bottom of the deck"
    assert shown[-1].card == world.card(card), f"{shown[-1].name} was revealed"
    assert shown[-1].name == card, f"the play-by-play names the revealed card {shown[-1].name}"


@step("then", rf"the game cannot be set up because (?P<reason>.+?){CITED}")
def cannot_set_up(world: World, reason: str, rule: str | None = None) -> None:
    """The engine refuses to start the game, for this reason, and nothing changes; with a
    rule after the reason (`(rules.the-deck.2)`), the refusal names that rule."""
    refused_because(world, world.table.set_up, reason, rule, "the game was set up")
    assert not world.game.started, "the refused setup started the game"


@step("then", rf"(?P<ref>{REF}) was revealed to every player(?: by (?P<player>{NAME}))?")
def revealed_to_all(world: World, ref: str, player: str | None = None) -> None:
    """A player (this one, if named) showed this card to everyone, as the play-by-play records."""
    card = world.card(ref)
    shown = [e for e in world.game.events if type(e).__name__ == "Revealed" and e.card == card]
    assert shown, f"{ref} was not revealed"
    if player is not None:
        who = [e.player for e in shown]
        assert world.player(player) in who, f"{ref} was revealed by {', '.join(map(str, who))}"


# -- decisions and plays ---------------------------------------------------------------------


def legal(decision: Decision, answer: list[object]) -> bool:
    try:
        decision.validate(answer)
    except RuleViolation:
        return False
    return True


def refused_under(decision: Decision, answer: list[object], rule: str | None, what: str) -> None:
    """The answer is refused, and, if ``rule`` is given, the refusal names that rule."""
    try:
        decision.validate(answer)
    except RuleViolation as refusal:
        assert rule is None or refusal.rule == rule, f"{what} is refused under {refusal.rule}, not {rule}"
        return
    raise AssertionError(f"{what} is a legal answer")


def number(world: World, text: str) -> float:
    try:
        n = float(text)
    except ValueError:
        world.fail(f"{text!r} is not a number")
    return int(n) if n.is_integer() else n


def legal_labels(d: Decision) -> str:
    return ", ".join(sorted({o.label for o in d.options})) or "none"


def waiting_for(world: World, player: str):  # type: ignore[no-untyped-def]
    d = world.waiting_choice()
    if d is None or d.player != player:
        what = f"{d.player} to decide ({d.prompt})" if d else "no choice"
        world.fail(f"the engine is not waiting for {player} to choose (it waits for {what})")
    assert d is not None
    d.inspected = True
    return d


@step("then", rf"(?P<player>{NAME}) is to answer (?P<question>.+)")
def is_to_answer(world: World, player: str, question: str) -> None:
    """The engine waits for this player to answer this card (`Alice is to answer <card>`) or
    this rules' question (`Bob is to answer who goes first`, `the team's draw`, `the turn`):
    says which question the option checks after it are about."""
    d = to_answer(world, player)
    expected, _ = asking_names(world.game, d)
    assert names_question(world.game, d, question), f"{player} is to answer {expected}"


def to_answer(world: World, player: str) -> Decision:
    """What the engine waits for this player to answer: their turn, or a choice."""
    d = world.game.pending
    return d if d is not None and d.kind == TURN and d.player == player else waiting_for(world, player)


def each_of(player: str, options: str) -> str:
    return f"write '{player} may choose each of {options}' if each of them is a legal choice"


def none_of(player: str, options: str) -> str:
    return (
        f"write '{player} may choose none of {options}' if none of them is a legal choice, or "
        f"'{player} cannot choose {options} together' if the set as a whole is refused"
    )


# "Alice may choose A and B" reads as the pair when it means each of them. A list after a
# bare "may choose" or "cannot choose" is refused, with the wording to use instead.
retire("then", rf"(?P<player>{NAME}) may choose (?P<options>{LIST})", lambda m: each_of(*m.groups()))
retire("then", rf"(?P<player>{NAME}) cannot choose (?P<options>{LIST})", lambda m: none_of(*m.groups()))
# "Alice sees 1 card in Bob's hand" read as how many cards there are
retire(
    "then",
    rf"(?P<viewer>{NAME}) sees (?P<count>\d+) (?:cards? in|of) (?P<place>.+)",
    lambda m: (
        f"write '{m['viewer']} knows {m['count']} of the cards in {m['place']}' "
        "(how many of its cards they know)"
    ),
)


def options_named(world: World, d: Decision, player: str, options: str, hint: str | None) -> list[str]:
    """The options a step names, one by one; a step that names one option (``hint`` given)
    and finds a list in it is refused with the wording to use instead."""
    texts = split_answer(d, options)
    if hint is not None and len(texts) > 1:
        world.fail(f"{options!r} is a list, which can be misread: {hint}")
    if hint is None and len(texts) < 2:
        world.fail(
            f"'each of' and 'none of' take a list; for one option, write '{player} may choose {options}'"
        )
    return texts


def is_option(d: Decision, text: str) -> bool:
    try:
        pick(d.options, text, "options")
    except AnswerError:
        return False
    return True


@step("then", rf"(?P<player>{NAME}) may choose (?P<options>(?!(?:each|none) of )(?!{LIST}$).+)")
def may_choose(world: World, player: str, options: str) -> None:
    """This one option (a card, a player, a color, a number, an option's words, or nothing)
    is a legal answer to the decision the engine is waiting for."""
    d = waiting_for(world, player)
    if options == NOTHING:
        assert legal(d, []), f"{player} must choose something"
        return
    if d.kind == NUMBER:
        assert legal(d, [number(world, options)]), f"{player} may not choose {options}"
        return
    for text in options_named(world, d, player, options, each_of(player, options)):
        try:
            pick(d.options, text, "options")
        except AnswerError as e:
            raise AssertionError(f"{player} may not choose {text}: {e}") from None


@step("then", rf"(?P<player>{NAME}) may choose each of (?P<options>.+)")
def may_choose_each(world: World, player: str, options: str) -> None:
    """Each of these is a legal option of the decision the engine is waiting for, on its own
    (whether they may be chosen together is another question: see `cannot choose ... together`)."""
    d = waiting_for(world, player)
    for text in options_named(world, d, player, options, None):
        if not is_option(d, text):
            raise AssertionError(f"{player} may not choose {text} (legal: {legal_labels(d)})")


@step("then", rf"(?P<player>{NAME}) may choose none of (?P<options>.+)")
def may_choose_none(world: World, player: str, options: str) -> None:
    """None of these is a legal option of the decision the engine is waiting for."""
    d = waiting_for(world, player)
    for text in options_named(world, d, player, options, None):
        if is_option(d, text):
            raise AssertionError(f"{player} may choose {text}")


@step(
    "then",
    rf"(?P<player>{NAME}) cannot choose "
    rf"(?P<options>(?!.* (?:together|alone){CITED_ANY}$)(?!{LIST}{CITED_ANY}$).+?){CITED}",
)
def cannot_choose(world: World, player: str, options: str, rule: str | None = None) -> None:
    """This one option is not a legal answer to the decision the engine is waiting for: a
    card on the table that a choice of cards or moods does not offer is not offered, and the
    engine refuses it as an answer. With a rule after it, `(zeal.text)`: the answer (an option
    offered, or such a card) is refused naming that rule."""
    d = waiting_for(world, player)
    if options == NOTHING:
        refused_under(d, [], rule, "choosing nothing")
        return
    if d.kind == NUMBER:
        refused_under(d, [number(world, options)], rule, options)
        return
    for text in options_named(world, d, player, options, none_of(player, options)):
        if is_option(d, text):
            assert rule is not None, f"{player} may choose {text}"
            refused_under(d, [pick(d.options, text, "options").key], rule, text)
        elif (card := card_not_offered(world, d, text)) is not None:
            refused_under(d, [card], rule, text)
        else:
            assert rule is None, f"{text} is not offered, so no rule refuses it: drop ({rule})"


def card_not_offered(world: World, d: Decision, text: str) -> int | None:
    """The card on the table ``text`` names, for a choice of cards or moods that does not
    offer it (None for another choice, or words that name no one card)."""
    if d.kind not in (CARDS, MOODS):
        return None
    try:
        return find_card(world.game, text)
    except AnswerError:
        return None


@step("then", rf"(?P<player>{NAME}|the players) cannot choose (?P<options>.+) (?P<how>together|alone){CITED}")
def cannot_choose_together(
    world: World, player: str, options: str, how: str, rule: str | None = None
) -> None:
    """Choosing all of these at once (together), or just them (alone), is not a legal answer:
    each may be a legal option on its own, or one may be no option at all (a card on the
    table that the decision does not offer). With a rule after it (`(zeal.text)`), each is
    offered and the set is refused naming that rule. `the players` for what they agree on
    together (who chooses who goes first)."""
    d = waiting_for(world, player)
    if d.kind == NUMBER:
        refused_under(d, [number(world, n) for n in split_list(options)], rule, f"{options} {how}")
        return
    keys = []
    for text in split_answer(d, options):
        try:
            keys.append(pick(d.options, text, "options").key)
        except AnswerError:
            assert rule is None, f"{text} is not offered, so no rule refuses the set: drop ({rule})"
            world.card(text)  # a card on the table, or the step names nothing
            return
    refused_under(d, keys, rule, f"{options} {how}")


@step("then", rf"(?P<player>{NAME}) may play (?P<card>[A-Z][\w-]*)(?P<source> from the discard pile)?")
def may_play(world: World, player: str, card: str, source: str | None) -> None:
    """The play is legal: the engine would accept it, and it is among the player's legal plays
    (the game's list of them, which the turn offers and the conformance kit publishes)."""
    target = world.card_to_play(player, card, bool(source))
    refusal = world.game.refusal_to_play(player, *target)
    assert refusal is None, f"{player} cannot play {card}: {refusal}"
    assert target in world.game.legal_plays(player), f"{card} is not among {player}'s legal plays"


@step(
    "then",
    rf"(?P<player>{NAME}) cannot play (?P<card>[A-Z][\w-]*)(?P<source> from the discard pile)? "
    rf"because (?P<reason>.+?){CITED}",
)
def cannot_play(
    world: World, player: str, card: str, source: str | None, reason: str, rule: str | None = None
) -> None:
    """The engine refuses the play, for this reason (words found in its refusal), and
    nothing changes, and it is not among the player's legal plays; with a rule after the
    reason (`(rules.round-structure.1)`), the refusal names that rule."""
    game = world.game
    game.start()
    target = world.card_to_refuse(player, card, bool(source))
    refused_because(world, lambda: game.play(player, *target), reason, rule, f"{player} could play {card}")
    assert target not in game.legal_plays(player), f"{card} is among {player}'s legal plays"


@step("then", rf"(?P<player>{NAME}) cannot pass because (?P<reason>.+?){CITED}")
def cannot_pass(world: World, player: str, reason: str, rule: str | None = None) -> None:
    """The engine refuses the pass (or the end of the turn), for this reason, and nothing
    changes; with a rule after the reason, the refusal names that rule."""
    game = world.game
    game.start()
    refused_because(world, lambda: game.pass_turn(player), reason, rule, f"{player} could pass")


def refused_because(
    world: World, attempt: Callable[[], object], reason: str, rule: str | None, taken: str
) -> None:
    """The attempt is refused for this reason (words found in the refusal), naming ``rule``
    if one is given, and nothing changes (``taken``: what to say if it is not refused)."""
    game = world.game
    before, events = game.state.copy(), len(game.events)
    try:
        attempt()
    except RuleViolation as refusal:
        assert reason.lower() in str(refusal).lower(), f"refused, but because: {refusal}"
        assert rule is None or refusal.rule == rule, f"refused under {refusal.rule}, not {rule}"
    else:
        raise AssertionError(taken)
    assert game.state == before and len(game.events) == events, "the refusal changed the game"


@step("then", rf"(?P<player>{NAME}) may play (?P<cards>{ITEM}(?:(?:, | and ){ITEM})*) and nothing else")
def may_play_only(world: World, player: str, cards: str) -> None:
    """Exactly these cards are the player's legal plays now (the game's list of them)."""
    plays = names(world, [c for c, _ in world.game.legal_plays(world.player(player))])
    assert plays == expected(world, cards), f"{player} may play {', '.join(plays) or 'nothing'}"


@step("then", rf"(?P<player>{NAME}) cannot answer anything because (?P<reason>.+?){CITED}")
def cannot_answer(world: World, player: str, reason: str, rule: str | None = None) -> None:
    """No answer of the player's is taken now, for this reason (words found in the refusal),
    and nothing changes; with a rule after the reason, the refusal names that rule."""
    answer = world.game.answer
    refused_because(
        world, lambda: answer(world.player(player), []), reason, rule, f"{player}'s answer was taken"
    )


@step("then", rf"(?P<player>{NAME}) may play an additional mood")
def may_play_additional(world: World, player: str) -> None:
    """It is the player's turn, they have played, and a permission to play is left."""
    game = world.game
    d = game.pending
    assert d is not None and d.kind == TURN and d.player == player, f"it is not {player}'s turn to play"
    assert game.state.turn.plays > 0, f"{player} has not played yet this turn"
    assert may_play_more(game.view, game.state.turn), f"{player} has no additional mood to play"


@step("then", rf"(?P<player>{NAME}) has nothing (?:left )?to play")
def nothing_to_play(world: World, player: str) -> None:
    """It is the player's turn and no card in their hand or the discard pile may be played:
    a permission may be left, but nothing it allows is there."""
    game = world.game
    d = game.pending
    assert d is not None and d.kind == TURN and d.player == player, f"it is not {player}'s turn to play"
    plays = game.legal_plays(player)
    assert not plays, f"{player} may still play {', '.join(game.name(c) for c, _ in plays)}"


@step("then", rf"(?P<player>{NAME}) may not play another mood")
def may_not_play_more(world: World, player: str) -> None:
    game = world.game
    d = game.pending
    assert d is not None and d.kind == TURN and d.player == player, f"it is not {player}'s turn to play"
    if may_play_more(game.view, game.state.turn):  # the kit's observation reads the same
        left = ", ".join(p.label for p in open_permissions(game.view, game.state.turn))
        raise AssertionError(f"{player} may still play: {left}")


# -- who sees what (engine.core.visibility) -------------------------------------------------------


@step(
    "then",
    rf"(?P<viewer>{NAME}) (?P<negation>is|is not) told (?:which cards?|what) "
    rf"(?P<chooser>{NAME}|the random pick|the players) (?P<what>chose|drafted)",
)
def told_which(world: World, viewer: str, negation: str, chooser: str, what: str) -> None:
    """The play-by-play, as the viewer sees it, says what the chooser's last choice was (the
    cards, or the option, player or number, and the question it answered), or every pick they
    drafted; or leaves the hidden cards out. `the players`: a choice they make together."""
    who = {"the random pick": CHANCE, "the players": TABLE}.get(chooser) or world.player(chooser)
    kind = Chose if what == "chose" else Drafted
    found = [e for e in world.game.events[world.first_event :] if isinstance(e, kind) and e.player == who]
    assert found, f"{chooser} {what} nothing"
    last = found[-1:] if what == "chose" else found
    told_each(world, viewer, negation, last, f"which cards {chooser} {what}")


@step(
    "then",
    rf"(?P<viewer>{NAME}) (?P<negation>is|is not) told which cards? went to (?P<owner>{NAME})'s hand",
)
def told_where(world: World, viewer: str, negation: str, owner: str) -> None:
    """The play-by-play, as the viewer sees it, names the cards that went to this player's
    hand since the scenario began acting, or says only that a card went there."""
    place = f"{world.player(owner)}'s hand"
    found = moved_to(world, place)
    told_each(world, viewer, negation, found, f"which card went to {place}")


def seen_place(world: World, viewer: str, section: str, key: str) -> dict:
    """A hidden place as the viewer's view of the table shows it: count, open, cards."""
    table = player_view.view(world.game, world.player(viewer))
    places = table.get(section) or {}
    if key not in places:
        world.fail(f"{viewer}'s view has no {section} {key!r}; it has: {', '.join(places) or 'none'}")
    return places[key]


def seen_names(place: dict) -> list[str]:
    return sorted(c["name"] for c in place["cards"])


@step("then", rf"(?P<viewer>{NAME}) sees (?P<holder>{NAME})'s hand")
def sees_hand(world: World, viewer: str, holder: str) -> None:
    """The whole hand, card by card: the viewer's own, or an open team partner's."""
    place = seen_place(world, viewer, "hands", world.player(holder))
    assert place["open"], f"{viewer} cannot see {holder}'s hand"
    actual = [c["card"] for c in place["cards"]]
    assert actual == world.game.state.hands[holder], f"{viewer} sees {seen_names(place)} in {holder}'s hand"


@step("then", rf"(?P<viewer>{NAME}) cannot see (?P<holder>{NAME})'s hand")
def cannot_see_hand(world: World, viewer: str, holder: str) -> None:
    """Only how many cards the hand holds: not one of them."""
    place = seen_place(world, viewer, "hands", world.player(holder))
    assert not place["open"], f"{viewer} sees {holder}'s whole hand"
    assert not place["cards"], f"{viewer} sees {', '.join(seen_names(place))} in {holder}'s hand"
    assert place["count"] == len(world.game.state.hands[holder]), f"{viewer} counts {place['count']} cards"


@step("then", rf"(?P<viewer>{NAME}) knows (?P<count>\d+) of the cards in (?P<holder>{NAME})'s hand")
def sees_cards_in_hand(world: World, viewer: str, count: str, holder: str) -> None:
    """How many cards of the hand the viewer knows (revealed, given, looked at, or all of it)."""
    place = seen_place(world, viewer, "hands", world.player(holder))
    assert len(place["cards"]) == int(count), (
        f"{viewer} sees {seen_names(place) or 'no cards'} in {holder}'s hand"
    )


@step(
    "then",
    rf"(?P<viewer>{NAME}) (?P<negation>sees|cannot see) (?P<card>[A-Z][\w-]*) in (?P<holder>{NAME})'s hand",
)
def sees_card_in_hand(world: World, viewer: str, negation: str, card: str, holder: str) -> None:
    """The card is in that hand, and the viewer knows it is there (or does not)."""
    name = world.guard(check_card_name, card)
    holder = world.player(holder)
    assert name in names(world, world.game.state.hands[holder]), f"{name} is not in {holder}'s hand"
    place = seen_place(world, viewer, "hands", holder)
    if negation == "sees":
        assert name in seen_names(place), f"{viewer} does not see {name} in {holder}'s hand"
    else:
        assert name not in seen_names(place), f"{viewer} sees {name} in {holder}'s hand"


@step("then", rf"(?P<viewer>{NAME}) knows (?P<count>\d+) of the cards in draft pile (?P<pile>[1-3])")
def sees_cards_in_pile(world: World, viewer: str, count: str, pile: str) -> None:
    """How many of a Winston draft pile's face-down cards the viewer has looked at."""
    place = seen_place(world, viewer, "draft_piles", pile)
    assert len(place["cards"]) == int(count), (
        f"{viewer} sees {seen_names(place) or 'no cards'} in pile {pile}"
    )


@step("then", rf"(?P<viewer>{NAME}) knows (?P<count>\d+) of (?P<holder>{NAME})'s drafted cards")
def sees_drafted(world: World, viewer: str, count: str, holder: str) -> None:
    """How many of the cards a player has drafted the viewer knows."""
    place = seen_place(world, viewer, "drafted", world.player(holder))
    assert len(place["cards"]) == int(count), f"{viewer} sees {seen_names(place) or 'none'} of {holder}'s"


@step(
    "then",
    rf"(?P<viewer>{NAME}) knows (?P<count>\d+) of the cards in (?:the|(?P<owner>{NAME})'s) "
    r"(?P<pile>deck|discard pile)",
)
def sees_cards_in_deck(world: World, viewer: str, count: str, pile: str, owner: str | None = None) -> None:
    """How many of a deck's face-down cards the viewer knows are there (revealed, seen going
    under it, a drafter's own cards), or of a discard pile's (all of them, unless it is a
    draft's face-down pile)."""
    section = "decks" if pile == "deck" else "discard_piles"
    place = seen_place(world, viewer, section, world.player(owner) if owner else "shared")
    where = f"{owner}'s {pile}" if owner else f"the {pile}"
    assert len(place["cards"]) == int(count), f"{viewer} sees {seen_names(place) or 'no cards'} in {where}"


@step("then", rf"(?P<viewer>{NAME}) (?P<negation>sees|cannot see) (?P<card>[A-Z][\w-]*) in the deck")
def sees_card_in_deck(world: World, viewer: str, negation: str, card: str) -> None:
    """The card is in the shared deck, and the viewer knows it is there (or does not)."""
    name = world.guard(check_card_name, card)
    assert name in names(world, world.game.state.decks.get("", [])), f"{name} is not in the deck"
    known = seen_names(seen_place(world, viewer, "decks", "shared"))
    if negation == "sees":
        assert name in known, f"{viewer} does not see {name} in the deck"
    else:
        assert name not in known, f"{viewer} sees {name} in the deck"


@step(
    "then",
    rf"(?P<viewer>{NAME}) is told that (?P<player>{NAME}) (?P<verb>looked at|drafted) (?P<what>.+?) "
    r"\((?P<count>\d+) cards?\)(?P<hidden>, but not which)?",
)
def told_what(
    world: World, viewer: str, player: str, verb: str, what: str, count: str, hidden: str | None
) -> None:
    """The play-by-play, as the viewer sees it, says that the player looked at (or drafted)
    this (a draft pile, the top card of the deck, a quick draft's pick) and how many cards it
    was; and names the cards, or (`but not which`) leaves them out. The last such event counts."""
    kind, field = (Looked, "cards") if verb == "looked at" else (Drafted, "names")
    who = world.player(player)
    found = [e for e in world.game.events[world.first_event :] if isinstance(e, kind) and e.player == who]
    seen = [player_view.event_json(e, world.player(viewer)) for e in found]
    seen = [j for j in seen if j["what"] == what]
    assert seen, f"{viewer} is not told that {player} {verb} {what}"
    last = seen[-1]
    if last.get("hidden"):
        told = re.search(r"\((\d+) cards?\)", last["text"])
        number = int(told[1]) if told else None
    else:
        number = len(last[field])
    assert number == int(count), f"{viewer} is told that {player} {verb} {what} ({number} cards)"
    if hidden:
        assert last.get("hidden"), f"{viewer} is told which cards {player} {verb} ({what})"
    else:
        assert not last.get("hidden"), f"{viewer} is not told which cards {player} {verb} ({what})"


@step("then", r"(?P<count>\d+) cards? (?:is|are) set aside")
def set_aside(world: World, count: str) -> None:
    """How many cards have left the match in all (the cards a draft did not take), as the
    play-by-play says."""
    total = sum(e.count for e in world.game.events if isinstance(e, SetAside))
    assert total == int(count), f"{total} cards are set aside"


@step(
    "then",
    rf"the random (?:pick|order) for (?P<question>.+?) cannot be (?P<options>.+) "
    rf"(?P<how>together|alone){CITED}",
)
def chance_cannot_be(world: World, question: str, options: str, how: str, rule: str | None = None) -> None:
    """As `<Player> cannot choose ... together`, for a chance event the engine waits for,
    which is this rules' question (`the shuffle`, `the draft`)."""
    d = waiting_for(world, CHANCE)
    expected, _ = asking_names(world.game, d)
    assert names_question(world.game, d, question), f"the random event is {expected}"
    cannot_choose_together(world, CHANCE, options, how, rule)


@step("then", r"it is nobody's turn")
def nobodys_turn(world: World) -> None:
    """No player has a turn (before a game's first round: its setup, a match's sideboarding):
    the view of the table names nobody."""
    turn = player_view.view(world.game)["turn"]
    assert turn is None, f"it is {turn}'s turn"


# -- what the play-by-play tells (engine.core.events, as engine.interfaces.player_view publishes it)


def told(world: World, kind: str) -> list[dict]:
    """The play-by-play's events of this kind since the scenario began acting, as published."""
    return [
        e
        for e in (player_view.event_json(x) for x in world.game.events[world.first_event :])
        if e["type"] == kind
    ]


def tells(world: World, kind: str, read: Callable[[dict], tuple], wanted: tuple, what: str) -> None:
    """Among the play-by-play's events of this kind, one reads (``read``) as ``wanted``."""
    found = [read(e) for e in told(world, kind)]
    assert wanted in found, f"the play-by-play tells of {what}: {found or 'none'}"


@step(
    "then",
    rf"the play-by-play says (?P<ref>{REF}) went from (?P<giver>{NAME}) to (?P<receiver>{NAME})",
)
def told_gave(world: World, ref: str, giver: str, receiver: str) -> None:
    """The play-by-play tells that this mood changed players, from one to the other."""
    card = world.card(ref)
    wanted = (card, world.game.name(card), world.player(giver), world.player(receiver))
    tells(world, "Gave", lambda e: (e["card"], e["name"], e["giver"], e["receiver"]), wanted, "moods given")


@step("then", rf"the play-by-play says (?P<ref>{REF}) was suppressed by (?P<by>[A-Z][\w-]*)")
def told_suppressed(world: World, ref: str, by: str) -> None:
    """The play-by-play tells that this mood was suppressed, and by which card."""
    card = world.card(ref)
    wanted = (card, world.game.name(card), world.guard(check_card_name, by))
    tells(world, "Suppressed", lambda e: (e["card"], e["name"], e["by"]), wanted, "suppressions")


@step(
    "then",
    r"the play-by-play says (?P<effect>[A-Z][\w-]*: .+?) does not happen after scoring: (?P<reason>.+)",
)
def told_not_done(world: World, effect: str, reason: str) -> None:
    """The play-by-play tells that this "after scoring" effect (as the order question offers
    it: the card, then what it does) does not happen, and why."""
    read = lambda e: (e["effect"], e["reason"])  # noqa: E731
    tells(world, "NotDone", read, (effect, reason), '"after scoring" effects not done')


@step(
    "then",
    rf"the play-by-play says (?P<player>{NAME}) was given an additional play by (?P<source>[A-Z][\w-]*)",
)
def told_granted(world: World, player: str, source: str) -> None:
    """The play-by-play tells that this player may play an additional mood, and which card
    lets them."""
    wanted = (world.player(player), world.guard(check_card_name, source))
    tells(world, "Granted", lambda e: (e["player"], e["source"]), wanted, "additional plays")


@step(
    "then",
    rf"the play-by-play says (?P<player>{NAME}) scored (?P<score>\d+), "
    r"(?P<extra>\d+) of it from extra scoring",
)
def told_scored(world: World, player: str, score: str, extra: str) -> None:
    """The play-by-play tells this player's score for the round, and how much of it is extra
    scoring: more than the values of their moods add up to."""
    wanted = (world.player(player), int(score), int(extra))
    tells(
        world,
        "Scored",
        lambda e: (e["player"], e["score"], e["extra"]),
        wanted,
        "scores (player, score, extra)",
    )


@step(
    "then",
    rf"the play-by-play says (?P<players>{NAME}(?: and {NAME})?) wins? (?P<rounds>the round|two rounds) "
    r"\((?P<total>\d+) in all\)",
)
def told_round_won(world: World, players: str, rounds: str, total: str) -> None:
    """The play-by-play tells who won the round, how many round wins it gave them (two when a
    card says so), and how many they have now in all."""
    wanted = (
        sorted(world.player(p) for p in split_list(players)),
        2 if rounds == "two rounds" else 1,
        int(total),
    )
    tells(world, "RoundWon", lambda e: (sorted(e["winners"]), e["rounds"], e["total"]), wanted, "rounds won")


@step("then", rf"the play-by-play says (?P<player>{NAME}) made no choice")
def told_no_choice(world: World, player: str) -> None:
    """Since the scenario began acting, the player was asked nothing: not even a question with
    one legal answer, which the engine answers for them and the play-by-play still tells."""
    found = [e["prompt"] for e in told(world, "Chose") if e["player"] == world.player(player)]
    assert not found, f"the play-by-play tells of {player}'s choices: {found}"


def moved_to(world: World, place: str) -> list[Moved]:
    """The play-by-play's events of cards going to this place since the scenario began acting
    (at least one)."""
    found = [
        e for e in world.game.events[world.first_event :] if isinstance(e, Moved) and e.destination == place
    ]
    assert found, f"no card went to {place}"
    return found


def told_each(world: World, viewer: str, negation: str, found: list, what: str) -> None:
    """Each of these events, as the viewer sees them in the play-by-play, names its cards
    (``is``), or none does (``is not``)."""
    told = [not player_view.event_json(e, world.player(viewer)).get("hidden") for e in found]
    if negation == "is":
        assert all(told), f"{viewer} is not told {what}"
    else:
        assert not any(told), f"{viewer} is told {what}"


@step(
    "then",
    rf"(?P<viewer>{NAME}) is told that (?P<ref>{REF}) went to "
    rf"(?P<place>the discard pile|(?P<owner>{NAME})'s (?:hand|discard pile))",
)
def told_went(world: World, viewer: str, ref: str, place: str, owner: str | None = None) -> None:
    """The play-by-play, as the viewer sees it, names this card among the cards that went to
    this place since the scenario began acting."""
    if owner is not None:
        world.player(owner)
    card = world.card(ref)
    found = [player_view.event_json(e, world.player(viewer)) for e in moved_to(world, place)]
    named = [(e["card"], e["name"]) for e in found]
    assert (card, world.game.name(card)) in named, f"{viewer} is told of {named} going to {place}"


@step("then", rf"(?P<viewer>{NAME}) (?P<negation>is|is not) told which cards? (?P<player>{NAME}) drew")
def told_drawn(world: World, viewer: str, negation: str, player: str) -> None:
    """The play-by-play, as the viewer sees it, names the cards the player drew since the
    scenario began acting, or says only that they drew (a draw from an empty deck names no
    card: `could not draw`)."""
    who = world.player(player)
    found = [
        e
        for e in world.game.events[world.first_event :]
        if isinstance(e, Drew) and e.player == who and e.card is not None
    ]
    assert found, f"{player} drew nothing"
    told_each(world, viewer, negation, found, f"which cards {player} drew")


@step("then", rf"(?P<player>{NAME}) did not miss a draw")
def missed_no_draw(world: World, player: str) -> None:
    """Each card the player was to draw since the scenario began acting was there to draw:
    the play-by-play tells of no draw from an empty deck (`could not draw`)."""
    who = world.player(player)
    draws = [e for e in world.game.events[world.first_event :] if isinstance(e, Drew) and e.player == who]
    assert all(e.card is not None for e in draws), f"{player} missed a draw"
