"""An Example written from a table and what happened on it, in the rulings' step vocabulary.

The Try it page's write-up, ``moodswings ruling new --from-link`` and the conformance
kit's differential tester all describe a case the same way: a table spec (``engine.core.
tablespec``: the table as plain data) and the answers given since (every decision's answer,
turns included, as a position saves them). ``write`` replays them in the engine and writes:

- the table as Given steps (``given``);
- every action and answer as When steps, each answer saying which question it answers
  where a bare one could be mistaken (the same rule the scenarios enforce:
  ``engine.core.answers.plain``);
- what the engine did as Then steps (``outcome``): the moods with their values and what is
  suppressed, the hands, the discard pile, the deck's size, the scores, a round's result,
  and the decision now open with its options.

The Example's title and tags are left for a person to fill in. Nothing here decides an
outcome: the Then steps are read off the engine after the replay.

Where the Example goes decides its form (``DESTINATIONS``; ``ruling``): under a card's own
file, whose Background already starts a game (and may give more: a third player, a card in
hand), the Given steps that Background gives are left out (``under``), and the Rule carries
no ``@card`` tag (the file's Feature has it); in a file of rulings about cards together
(features/interactions/, no Background), the Rule is tagged with each card involved; a new
file starts with its Feature. Each form passes ``ruling check`` and runs there once its TODO
lines are filled in: the Try it page writes each one, and ``ruling new --from-link`` writes
the card's.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from engine.core.answers import asking_names, plain, question_key, split_list
from engine.core.catalog import face
from engine.core.decisions import CHANCE, NUMBER, TABLE, TURN, Decision
from engine.core.errors import PositionError, RuleViolation
from engine.core.events import RoundWon, Scored
from engine.core.game import PASS, Game, named_in
from engine.core.permissions import DISCARD
from engine.core.tablespec import OWN_PILES, build, way_to_play
from engine.formats import FORMATS, TRADITIONAL, seats

TODO_TITLE = "TODO name the situation this example shows"
SET_UP = "the game is set up"


class WriteupError(ValueError):
    """A case that cannot be written up as it stands; the message says what to do."""


INDENT = "      "


def join(names: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# -- the table ----------------------------------------------------------------------------------


def given(spec: dict[str, Any]) -> list[str]:
    """The Given steps that set a table spec up (``engine.core.tablespec.build``'s order). A
    new game's setup is no Given step but the first When step (``Written``)."""
    players: list[str] = spec["players"]
    teams = spec.get("teams")
    fmt = FORMATS[way_to_play(spec, players, teams)]
    if teams:
        kind = "an open" if players == seats(FORMATS["open-team"], teams) else "a closed"
        steps = [f"{kind} team game: {' and '.join(teams[0])} against {' and '.join(teams[1])}"]
    elif fmt.name != TRADITIONAL:
        steps = [f"{fmt.a.replace('winston', 'Winston')} between {join(players)}"]
    else:
        steps = [f"a game between {join(players)}"]
    if fmt.draft and any(spec.get(field) for field in OWN_PILES):
        steps.append("the draft is over")
    if spec.get("round", 1) != 1:
        steps.append(f"it is round {spec['round']}")
    wins: dict[str, int] = spec.get("wins", {})
    if teams:
        steps += [f"{' and '.join(t)} have won {_rounds(wins[t[0]])}" for t in teams if wins.get(t[0])]
    else:
        steps += [f"{p} has won {_rounds(n)}" for p, n in wins.items() if n]
    for p, cards in spec.get("moods", {}).items():
        if cards:
            steps.append(f"{p} has moods {join(cards)}")
    for p, cards in spec.get("hands", {}).items():
        if cards:
            steps.append(f"{p} has {join(cards)} in hand")
    if spec.get("discard"):
        steps.append(f"the discard pile holds {join(spec['discard'])}")
    if spec.get("deck"):
        steps.append(f"the deck holds {join(spec['deck'])} (top first)")
    steps += [f"{p}'s discard pile holds {join(c)}" for p, c in spec.get("discards", {}).items() if c]
    steps += [f"{p}'s deck holds {join(c)} (top first)" for p, c in spec.get("decks", {}).items() if c]
    steps += [f"{p}'s sideboard holds {join(c)}" for p, c in spec.get("sideboards", {}).items() if c]
    steps += [
        f"{p} has won {n} game{'' if n == 1 else 's'} of the match"
        for p, n in spec.get("match_wins", {}).items()
        if n
    ]
    steps += [f"{card} belongs to {owner}" for card, owner in spec.get("owners", {}).items()]
    turn, first = spec.get("turn"), spec.get("first")
    if turn or first:
        steps.append(f"it is {turn or players[0]}'s turn")
        if first and first != (turn or players[0]):
            steps.append(f"{first} went first this round")
    steps += [f"{p} has Hurt Feelings" for p in spec.get("hurt_feelings", [])]
    steps += list(spec.get("history", []))
    return steps


def _rounds(n: int) -> str:
    return f"{n} round" + ("" if n == 1 else "s")


HELD = re.compile(r"(?P<player>[A-Z][a-z]+) has (?:moods? (?P<moods>.+)|(?P<hand>.+) in hand)")


def under(steps: list[str], background: Sequence[str]) -> list[str]:
    """The Given steps of a table under a file's Background, which sets up part of it first:
    the steps the Background gives are left out, and a Background's cards in a hand or among
    a player's moods are left out of that step (they must be the first it lists, so that the
    hand or the moods come out in the same order). A WriteupError if the Background sets up
    something this table does not have (other players, another turn, a card it lacks)."""
    rest = list(steps)
    for line in background:
        if line in rest:
            rest.remove(line)
            continue
        held = HELD.fullmatch(line)
        fitted = False
        if held is not None:
            wanted = split_list(held["moods"] or held["hand"])
            for i, step in enumerate(rest):
                mine = HELD.fullmatch(step)
                if (
                    mine is None
                    or mine["player"] != held["player"]
                    or bool(mine["moods"]) != bool(held["moods"])
                ):
                    continue
                cards = split_list(mine["moods"] or mine["hand"])
                if cards[: len(wanted)] == wanted:
                    left = cards[len(wanted) :]
                    what = f"moods {join(left)}" if held["moods"] else f"{join(left)} in hand"
                    rest[i : i + 1] = [f"{held['player']} has {what}"] if left else []
                    fitted = True
                break
        if not fitted:
            raise WriteupError(
                f"the file's Background gives '{line}', which this table does not have: the example "
                "goes in another file (a file of rulings about cards together has no Background)"
            )
    return rest


# -- what happened ------------------------------------------------------------------------------


def words(game: Game, d: Decision, keys: list[object], ordered: bool = False) -> str:
    """An answer in words, as the answer steps read it: option labels (whose card, where two
    of a name are offered), "nothing" for no option, a number as itself."""
    if not keys:
        return "nothing"
    if d.kind == NUMBER:
        return str(keys[0])
    named = Counter(o.label for o in d.options)
    texts = []
    for k in keys:
        o = next(o for o in d.options if o.key == k)
        texts.append(f"{o.owner}'s {o.label}" if named[o.label] > 1 and o.owner else o.label)
    return " then ".join(texts) if ordered else join(texts)


class Replay:
    """The When steps of answers given in a game, each as the scenarios would write it."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.steps: list[str] = []
        self._played: int | None = None
        self._asked: list[tuple[str, object]] = []

    def answer(self, answer: list[object]) -> None:
        game = self.game
        d = game.pending
        if d is None:
            raise ValueError("an answer after the game is over")
        keys = d.validate(d.match(answer))  # an answer not legal here is refused, naming the rule
        if d.kind == TURN:
            self.steps.append(self._turn(d, keys))
            game.answer(d.player, keys)
            return
        if d.player == CHANCE and d.about == "shuffle" and keys == d.keys():  # a step of its own
            self.steps.append("the shuffle leaves the deck as it is")
            game.answer(d.player, keys)
            return
        key = question_key(d)
        question = None if plain(self._played, self._asked, key) else asking_names(game, d)[0]
        self._asked.append(key)
        if d.player == CHANCE:
            ordered = d.ordered and len(d.options) > 1
            what = "order" if ordered else "pick"
            named = f" for {question}" if question else ""
            self.steps.append(f"the random {what}{named} is {words(game, d, keys, ordered)}")
        elif d.player == TABLE:
            who = "drafts first" if d.about == "draft" else "chooses who goes first"
            self.steps.append(f"the players agree that {keys[0]} {who}")
        elif question is None:
            self.steps.append(f"{d.player} chooses {words(game, d, keys)}")
        else:
            self.steps.append(f"{d.player} answers {question}: {words(game, d, keys)}")
        game.answer(d.player, keys)

    def _turn(self, d: Decision, keys: list[object]) -> str:
        self._asked = []
        if keys[0] == PASS:
            self._played = None
            return f"{d.player} passes"
        card, zone = keys[0]  # type: ignore[misc]
        self._played = card
        where = " from the discard pile" if zone == DISCARD else ""
        return f"{d.player} plays {self.game.name(card)}{where}"


# -- what the engine did ------------------------------------------------------------------------


def _ref(game: Game, card: int) -> str | None:
    """How a step finds this card: by its name, or "Bob's <name>" where two share the name;
    None where even that names more than one (two of a card among one player's moods and
    hand: "Bob's <name>" looks in both, ``engine.core.answers.find_card``)."""
    name = game.name(card)
    same = game.cards_named(name)
    if len(same) == 1:
        return name
    zone, whose = game.locate(card)
    mine = [c for c in same if game.locate(c)[0] in ("hand", "play") and game.locate(c)[1] == whose]
    if zone in ("hand", "play") and isinstance(whose, str) and len(mine) == 1:
        return f"{whose}'s {name}"
    return None


def outcome(game: Game, since: int) -> list[str]:
    """The Then steps of the table as the engine leaves it, and of what happened since the
    event ``since`` (a round scored)."""
    s, view = game.state, game.view
    steps: list[str] = []
    for p in s.players:
        moods = [game.name(m.card) for m in s.moods[p]]
        steps.append(f"{p} has moods {join(moods)}" if moods else f"{p} has no moods")
    for p in s.players:
        for m in s.moods[p]:
            ref = _ref(game, m.card)
            if ref is None:  # two alike in one player's moods: their values show in the score
                continue
            steps.append(f"{ref}'s value is {view.value(m)}")
            if view.suppressed(m):
                steps.append(f"{ref} is suppressed")
    for p in s.players:
        hand = [game.name(c) for c in s.hands[p]]
        steps.append(f"{p}'s hand holds {join(hand)}" if hand else f"{p} has no cards in hand")
    for whose, pile in s.discards.items():  # the shared pile, or each player's own
        the = f"{whose}'s" if whose else "the"
        names = [game.name(c) for c in pile]
        steps.append(f"{the} discard pile holds {join(names)}" if names else f"{the} discard pile is empty")
    for whose, deck in s.decks.items():
        where = f"{whose}'s deck" if whose else "the deck"
        count = "is 1 card" if len(deck) == 1 else f"are {len(deck)} cards"
        steps.append(f"there {count} in {where}")
    for whose, cards in s.sideboards.items():
        if cards and s.decks.get(whose) is not None:  # a drafted deck's sideboard (not a draft's picks)
            steps.append(f"{whose}'s sideboard holds {join([game.name(c) for c in cards])}")
    events = game.events[since:]
    scored = {e.player: e.score for e in events if isinstance(e, Scored)}
    steps += [f"{p} scored {n}" for p, n in scored.items()]
    won = [e for e in events if isinstance(e, RoundWon)]
    if won:
        steps.append(
            f"{' and '.join(won[-1].winners)} {'win' if len(won[-1].winners) > 1 else 'wins'} the round"
        )
    if not s.winners:
        steps += [f"{p}'s score is {view.score(p)}" for p in s.players]
    steps += _open(game)
    return steps


def _open(game: Game) -> list[str]:
    """The decision now open: whose turn, or who is to answer what, and its options."""
    d = game.pending
    if d is None:
        return []
    if d.kind == TURN:
        return [f"it is {d.player}'s turn"]
    if d.player == TABLE and d.max == 1 and len(d.options) > 1:  # what the players agree on: one of them
        first, second = (words(game, d, [o.key]) for o in d.options[:2])
        return [f"the players cannot choose {first} and {second} together"]
    if d.player in (CHANCE, TABLE):
        return []
    steps = [f"{d.player} is to answer {asking_names(game, d)[0]}"]
    if d.kind != NUMBER and d.options:
        labels = [words(game, d, [o.key]) for o in d.options]
        distinct = list(dict.fromkeys(labels))
        steps.append(
            f"{d.player} may choose {distinct[0]}"
            if len(distinct) == 1
            else f"{d.player} may choose each of {join(distinct)}"
        )
    return steps


# -- the whole Example --------------------------------------------------------------------------


@dataclass(frozen=True)
class Written:
    """A case written in steps: the table (Given), what was done (When), what the engine did
    (Then)."""

    given: list[str]
    when: list[str]
    then: list[str]

    def example(self, title: str = TODO_TITLE, background: Sequence[str] = ()) -> str:
        """The Example (Gherkin text, indented as an Example under a Rule of a feature file),
        under a file's ``background`` (its Given steps: those it gives are left out, ``under``)."""
        lines = [f"    Example: {title}"]
        lines += _keyword("Given", under(self.given, background))
        lines += _keyword("When", self.when)
        lines += _keyword("Then", self.then)
        return "\n".join(lines) + "\n"


def replayed(spec: dict[str, Any], answers: list[list[object]]) -> Written:
    """A table spec and the answers given on it, replayed in the engine and written in steps.
    A WriteupError while the engine waits for a random event (nothing to write up yet)."""
    game = build(spec).game
    game.start()
    since = len(game.events)
    replay = Replay(game)
    if spec.get("new_game"):  # the setup is the first thing done, and what it deals the first seen
        replay.steps.append(SET_UP)
        since = 0
    for a in answers:
        replay.answer(a)
    d = game.pending
    if d is not None and d.player == CHANCE:
        raise WriteupError(f"the engine waits for a random event ({d.prompt}): answer it, then write it up")
    return Written(given(spec), replay.steps, outcome(game, since))


def write(
    spec: dict[str, Any], answers: list[list[object]], title: str = TODO_TITLE, background: Sequence[str] = ()
) -> str:
    """The Example of a table spec and the answers given on it, under a file's ``background``."""
    return replayed(spec, answers).example(title, background)


def _keyword(keyword: str, steps: list[str]) -> list[str]:
    return [f"{INDENT}{keyword if i == 0 else 'And'} {s}" for i, s in enumerate(steps)]


def from_link(link: str, title: str = TODO_TITLE, background: Sequence[str] = ()) -> str:
    """The write-up of a Try it link (``.../tryit.html#spec=<JSON>&answers=<JSON>``, or its
    part after the ``#``): the Example of its table and answers, under ``background``."""
    # imported here: the Try it page writes up its own state, never a link, and under Pyodide
    # urllib.parse alone takes a fifth of a second or more to import
    from urllib.parse import parse_qs

    fragment = link.split("#", 1)[1] if "#" in link else link
    fields = parse_qs(fragment, keep_blank_values=True)
    try:
        spec = json.loads(fields["spec"][0])
        answers = json.loads(fields.get("answers", ["[]"])[0])
    except KeyError:
        raise WriteupError("the link has no table: a Try it link reads #spec=<JSON>&answers=<JSON>") from None
    except ValueError as e:
        raise WriteupError(f"the link's spec or answers are not JSON: {e}") from None
    if not isinstance(spec, dict):
        raise WriteupError("the link's spec is not a table (a JSON object)")
    if not isinstance(answers, list) or not all(isinstance(a, list) for a in answers):
        raise WriteupError("the link's answers are not a list of answers")
    try:
        return write(spec, answers, title, background)
    except WriteupError:
        raise
    except (PositionError, RuleViolation, ValueError) as e:
        raise WriteupError(f"the link does not replay: {e}") from None


# -- where it goes: the Rule above the Example ----------------------------------------------------

CARD, INTERACTIONS, NEW = "card", "interactions", "new"
DESTINATIONS = {
    CARD: "the card's own file (features/cards/<card>.feature), under its Background",
    INTERACTIONS: "a file of rulings about cards together (features/interactions/<theme>.feature)",
    NEW: "a new file of rulings about cards together (features/interactions/<new theme>.feature)",
}
RULE = """\
  {tags}
  Rule: TODO the ruling in one sentence, in your own words
    TODO: who gave this ruling, or where it was asked, and why it holds.

"""
FEATURE = """\
Feature: TODO the theme of these rulings, in a few words
  TODO: what the rulings of this file are about, in a sentence or two.

"""
# the card a When step plays, or what asks the question it answers (a card, or the rules)
INVOLVED = re.compile(
    r" plays (?P<played>[A-Z][\w-]*)| answers (?P<asking>[^:]+):| (?:pick|order) for (?P<chance>.+?) is "
)


def involved(example: str) -> list[str]:
    """The slugs of the cards an Example's When steps play, or whose questions they answer
    (``Alice answers <card>: ...``), in the order they come."""
    found: list[str] = []
    acting = False
    for line in example.splitlines():
        keyword = line.strip().split(" ", 1)[0]
        acting = keyword == "When" or (acting and keyword == "And")
        if not acting:
            continue
        for m in INVOLVED.finditer(line):
            what = m.group(m.lastgroup or 0)
            found += [face(w).slug for w in re.split(r"[^A-Za-z-]+", what) if w in named_in(what)]
    return list(dict.fromkeys(found))


def named(example: str) -> list[str]:
    """The slugs of every card an Example names, in the order they come."""
    return list(dict.fromkeys(face(n).slug for line in example.splitlines() for n in _names_in_order(line)))


def _names_in_order(line: str) -> list[str]:
    found = named_in(line)
    return [w for w in re.split(r"[^A-Za-z-]+", line) if w in found]


def ruling(example: str, to: str, today: str, cards: Sequence[str] = ()) -> str:
    """The Rule for a person to fill in over an Example, in the form its destination takes
    (``DESTINATIONS``): tagged with its source (``@source:community-<today>``) and, outside a
    card's own file, with each card in ``cards`` (by default, those the Example involves:
    played or asking, else every card it names); a new file starts with its Feature. Its
    TODO lines are the person's: the ruling, where it comes from, the Example's name (and a
    new file's theme)."""
    if to not in DESTINATIONS:
        raise WriteupError(f"{to!r} is not a destination ({', '.join(DESTINATIONS)})")
    tags = f"@source:community-{today}"
    if to != CARD:
        chosen = list(cards) or involved(example) or named(example)
        if not chosen:
            raise WriteupError(
                "a ruling about cards together is tagged with each card it involves, and this table has "
                "no card: put a card on it"
            )
        tags += "".join(f" @card:{slug}" for slug in chosen)
    return (FEATURE if to == NEW else "") + RULE.format(tags=tags) + example
