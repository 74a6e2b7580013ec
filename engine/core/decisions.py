"""Decisions: the engine stops and asks; the caller answers.

Every choice the rules leave to someone is a ``Decision``: who decides, what kind of
thing is chosen, which options are legal and how many to pick, and what asks. Random
events are decisions of the ``CHANCE`` player, answered by a scenario ("the random pick
is <card>") or by a seeded generator. An answer is always a list of option keys (empty
for "nothing").

What asks, in the rules' terms: a card on the table (``asker``, its card id: the mood
whose text asks, a cost of the card being played, an "after scoring" effect's card), or,
for the rules' own decisions, the question itself (``about``, a key of ``QUESTIONS``:
which permission a play uses, the order of "after scoring" effects, who goes first, a
team's trade, a draft's pick...). ``asked_by`` marks every decision of a card's effect,
and gives one that names no rule the text of the mood whose effect it is.

A decision with exactly one legal answer is never asked (``forced``): the engine takes
that answer itself and records it.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from engine.core.errors import RuleViolation

R = TypeVar("R")

CHANCE = "chance"
TABLE = "the players"  # decisions the players make together, by agreement

# Kinds of decision.
TURN = "turn"  # play a card or pass
PERMISSION = "permission"  # which permission to use for a play
COPY = "copy"  # which mood to play a card as a copy of
CARDS = "cards"  # cards in a hand, the deck or the discard pile
MOODS = "moods"  # cards in play
PLAYERS = "players"
COLOR = "color"
NUMBER = "number"
OPTION = "option"  # one of a card's modes, or yes / no
ORDER = "order"  # which of several effects happens next
RANDOM = "random"  # a chance event: one random card or mood

KINDS = (TURN, PERMISSION, COPY, CARDS, MOODS, PLAYERS, COLOR, NUMBER, OPTION, ORDER, RANDOM)

# The rules' own questions (decisions no card asks), by key: how a ruling names the
# question it answers ("Alice answers the after-scoring order: ...") and what it means.
QUESTIONS: dict[str, tuple[str, str]] = {
    "turn": ("the turn", "play a card, or pass (or end the turn after playing)"),
    "permission": ("the permission", "which of the player's permissions a play uses"),
    "after-scoring-order": (
        "the after-scoring order",
        'which of a player\'s "after scoring" effects happens next',
    ),
    "shuffle": ("the shuffle", "the order a deck is shuffled into (chance)"),
    "first-player": ("who goes first", "the player who starts a round or the game"),
    "first-chooser": (
        "who chooses who goes first",
        "the player the table agrees chooses who starts the game",
    ),
    "exchange": (
        "the exchange",
        "the cards partners trade (open teams) or pass face down (closed teams) before a team game",
    ),
    "team-draw": ("the team's draw", "which partner of a losing team draws its card"),
    "draft": ("the draft", "a card or pile a drafter takes, or the order of a draft's cards"),
    "sideboard": ("the sideboard", "the cards a drafter swaps between deck and sideboard"),
}


# The published keys of the options offered by name (``OPTION`` decisions): for each card
# that offers them (its slug) or rules question (a key of QUESTIONS), each key and its
# words. An answer and a conformance vector carry the key; the words are for people.
OPTION_KEYS: dict[str, dict[str, str]] = {}


def declare_options(owner: str, words: dict[str, str]) -> None:
    """Publish the option keys ``owner`` (a card's slug, or a question) offers, with their words."""
    OPTION_KEYS.setdefault(owner, {}).update(words)


def named_options(owner: str, *keys: str) -> list[Option]:
    """The options of these published keys, each with its words."""
    words = OPTION_KEYS[owner]
    return [Option(k, words[k]) for k in keys]


@dataclass(frozen=True)
class Option:
    key: object  # what the answer carries: a card id, a player, a color, a number, a label
    label: str  # how people name it
    owner: str | None = None  # for cards and moods: whose they are, to tell duplicates apart


@dataclass
class Decision:
    player: str
    kind: str
    prompt: str
    options: list[Option]
    min: int = 1
    max: int | None = 1  # None: no upper bound
    rule: str | None = None  # the source id that asks for this decision
    check: Callable[[list[object]], str | None] | None = field(default=None, repr=False)
    numbers: tuple[int, int | None] | None = None  # for NUMBER: the allowed range
    ordered: bool = False  # the order of the answer matters (a random order, an order of passing)
    face_down: bool = False  # a random order made with the cards face down: nobody sees it (glossary.random)
    inspected: bool = False  # a scenario looked at it without answering
    asker: int | None = None  # the card whose text asks (its id), for a card's decision
    about: str | None = None  # the rules' own question (a key of QUESTIONS), when no card asks

    def keys(self) -> list[object]:
        return [o.key for o in self.options]

    @property
    def asking_rule(self) -> str:
        """The source id of the rule that asks this decision, which a refused answer names:
        every decision the game asks names one (tests/test_mutants.py checks it)."""
        assert self.rule is not None, f"{self.prompt}: every decision names the rule that asks it"
        return self.rule

    def match(self, answer: Sequence[object]) -> list[object]:  # pragma: no mutate block (saved answers)
        """The option keys an answer written in JSON stands for (lists for tuples), unchecked."""
        out: list[object] = []
        for item in answer:
            found = [o.key for o in self.options if o.key == item or _as_json(o.key) == item]
            out.append(found[0] if found else item)
        return out

    def label(self, key: object) -> str:
        for o in self.options:
            if o.key == key:
                return o.label
        return str(key)

    def labels(self, keys: Sequence[object]) -> tuple[str, ...]:
        """How people name the options of an answer (a number is its own name)."""
        if self.kind == NUMBER:
            return tuple(str(k) for k in keys)
        if len(keys) < 4:
            return tuple(self.label(k) for k in keys)
        try:  # many at once (a shuffle's order): one pass over the options, not one per key
            first: dict[object, str] = {}
            for o in self.options:
                first.setdefault(o.key, o.label)
            return tuple(first[k] if k in first else str(k) for k in keys)
        except TypeError:  # a key that can't be hashed
            return tuple(self.label(k) for k in keys)

    def validate(self, answer: Sequence[object]) -> list[object]:
        """Return the answer as a list if it is legal; otherwise refuse it, naming the rule."""
        chosen = list(answer)
        rule = self.asking_rule
        lo, hi = self.min, self.max
        if len(chosen) < lo or (hi is not None and len(chosen) > hi):
            wanted = f"exactly {lo}" if lo == hi else f"at least {lo}" if hi is None else f"{lo} to {hi}"
            raise RuleViolation(rule, f"{self.prompt}: choose {wanted}, not {len(chosen)}")
        if self.kind == NUMBER:
            low, high = self.numbers or (0, None)
            for n in chosen:
                if (
                    not isinstance(n, int)
                    or isinstance(n, bool)
                    or n < low
                    or (high is not None and n > high)
                ):
                    span = f"{low} or more" if high is None else f"{low} to {high}"
                    raise RuleViolation(rule, f"{self.prompt}: {n!r} is not a whole number from {span}")
        else:
            legal = self.keys()  # a list: an answer's key may be one that can't be hashed
            missing = [key for key in chosen if key not in legal]
            if missing:
                raise RuleViolation(rule, f"{self.prompt}: {self.label(missing[0])} is not a legal choice")
            if len(set(map(repr, chosen))) != len(chosen):
                raise RuleViolation(rule, f"{self.prompt}: the same option is chosen twice")
        if self.check is not None:
            problem = self.check(chosen)
            if problem:
                raise RuleViolation(rule, f"{self.prompt}: {problem}")
        return chosen

    def forced(self) -> list[object] | None:
        """The only legal answer, when there is exactly one; then nobody needs to be asked:
        nothing to choose from, or every option required (and their order free). A turn and a
        number are always asked (every number a card asks for has several allowed values:
        Verbs.choose_number's callers)."""
        if self.kind in (TURN, NUMBER):
            return None
        n = len(self.options)
        if n == 0:  # nothing to choose from: nothing is chosen (the game never requires more)
            return []
        if self.ordered and n > 1:
            return None
        if n == self.min:  # every option (max is at least min)
            answer = self.keys()
            if self.check is None or self.check(answer) is None:
                return answer
        return None


def asked_by(
    card: int, effect: Generator[Decision, Any, R], text: str | None = None
) -> Generator[Decision, Any, R]:
    """``effect``, with each decision it asks marked as asked by ``card`` (unless a card
    inside it asked: a reaction during an effect keeps its own card) and citing ``text``
    (the source id of the text that runs the effect: the card's, or the copied card's)
    unless it names a rule of its own."""
    try:
        decision = next(effect)
        while True:
            if decision.asker is None and decision.about is None:
                decision.asker = card
                if decision.rule is None:
                    decision.rule = text
            decision = effect.send((yield decision))
    except StopIteration as stop:
        return stop.value


def _as_json(key: object) -> object:  # pragma: no mutate block (saved answers: Decision.match)
    return [_as_json(k) for k in key] if isinstance(key, tuple | list) else key
