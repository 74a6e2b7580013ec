"""Decisions: the engine stops and asks; the caller answers.

Every choice the rules leave to someone is a ``Decision``: who decides, what kind of
thing is chosen, which options are legal and how many to pick. Random events are
decisions of the ``CHANCE`` player, answered by a scenario ("the random pick is <card>")
or by a seeded generator. An answer is always a list of option keys (empty for "nothing").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.core.errors import RuleViolation

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
    inspected: bool = False  # a scenario looked at it without answering

    def keys(self) -> list[object]:
        return [o.key for o in self.options]

    def match(self, answer: Sequence[object]) -> list[object]:
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
        rule = self.rule or "rules.taking-a-turn.1"
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
            legal = self._legal_keys()
            try:
                missing = [key for key in chosen if key not in legal]
            except TypeError:  # an answer that can't be hashed is none of the hashable keys
                missing = [key for key in chosen if not any(key == k for k in legal)]
            if missing:
                raise RuleViolation(rule, f"{self.prompt}: {self.label(missing[0])} is not a legal choice")
            if len(chosen) > 1 and len(set(map(repr, chosen))) != len(chosen):
                raise RuleViolation(rule, f"{self.prompt}: the same option is chosen twice")
        if self.check is not None:
            problem = self.check(chosen)
            if problem:
                raise RuleViolation(rule, f"{self.prompt}: {problem}")
        return chosen

    def _legal_keys(self) -> set[object] | list[object]:
        """The option keys, as a set when they can be (a shuffle's order is checked in one pass)."""
        keys = self.keys()
        if len(keys) < 8:
            return keys
        try:
            return set(keys)
        except TypeError:
            return keys

    def forced(self) -> list[object] | None:
        """The only legal answer, when there is exactly one; then nobody needs to be asked."""
        if self.kind in (TURN, NUMBER):
            return None
        n = len(self.options)
        if n == 0 and self.min == 0:
            return []
        if self.ordered and n > 1:
            return None
        if self.max is not None and n == self.min == self.max and n > 0:
            answer = self.keys()
            if self.check is None or self.check(answer) is None:
                return answer
        return None


def _as_json(key: object) -> object:
    return [_as_json(k) for k in key] if isinstance(key, tuple | list) else key
