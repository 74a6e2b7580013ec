"""Answers and card references written in words, as scenarios and the command line write them.

``"A, B and C"`` is three names; ``"Bob's A"`` is the A that Bob has; ``"nothing"`` is
the empty answer. Every name is checked: an unknown or ambiguous one is refused with the
nearest valid spelling, and nothing in the game changes.
"""

from __future__ import annotations

import re

from engine.core.catalog import UnknownName, face, nearest
from engine.core.decisions import CHANCE, NUMBER, QUESTIONS, Decision, Option
from engine.core.errors import RuleViolation
from engine.core.game import Game

NOTHING = "nothing"
POSSESSIVE = re.compile(r"(?P<owner>[A-Z][a-z]+)'s (?P<name>.+)")


class AnswerError(ValueError):
    """A written answer or reference that names nothing legal, or more than one thing."""


def split_list(text: str) -> list[str]:
    """'A, B and C' -> ['A', 'B', 'C']."""
    parts = re.split(r",\s*|\s+and\s+", text.strip())
    return [p.strip() for p in parts if p.strip()]


def split_owner(text: str) -> tuple[str | None, str]:
    m = POSSESSIVE.fullmatch(text.strip())
    return (m["owner"], m["name"]) if m else (None, text.strip())


def check_card_name(name: str) -> str:
    """The printed name for a card name, or an error naming the nearest card."""
    try:
        return face(name).name
    except UnknownName as e:
        raise AnswerError(str(e)) from None


def pick(options: list[Option], text: str, what: str) -> Option:
    """The one option that ``text`` names: a card ("Bob's <name>" if need be), a color, a player."""
    owner, label = split_owner(text)
    candidates = [o for o in options if o.label.lower() == text.lower()]
    if not candidates:  # an effect may be named by its card alone: "<card>" for "<card>: what it does"
        candidates = [
            o for o in options if ": " in o.label and o.label.split(": ", 1)[0].lower() == text.lower()
        ]
    if not candidates:
        candidates = [
            o for o in options if o.label.lower() == label.lower() and (owner is None or o.owner == owner)
        ]
    if len(candidates) == 1:
        return candidates[0]
    if not candidates:
        labels = sorted({o.label for o in options} | {f"{o.owner}'s {o.label}" for o in options if o.owner})
        hint = (nearest(text, labels) if labels else None) or worded(options, text)
        legal = ", ".join(sorted({o.label for o in options})) or "none"
        more = f"; did you mean {hint}?" if hint else ""
        raise AnswerError(f"{text!r} is not among the {what} (legal: {legal}){more}")
    owners = sorted({o.owner or "?" for o in candidates})
    if len(owners) > 1:
        raise AnswerError(f"{text!r} is ambiguous: say whose ({', '.join(f'{w}s {label}' for w in owners)})")
    return candidates[0]  # the same card name twice for one player: identical as far as words go


def _words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9']+", text.lower()))


def worded(options: list[Option], text: str) -> str | None:
    """The one option whose label's every word is among ``text``'s words, if only one is:
    how words written for another wording of an option ("have it happen again") name it
    ("again"). None when no option, or more than one, is worded so."""
    said = _words(text)
    found = {o.label for o in options if _words(o.label) and _words(o.label) <= said}
    return found.pop() if len(found) == 1 else None


def reads(decision: Decision, text: str) -> bool:
    """Do these words answer this decision: ``parse_answer`` takes them, and the answer is
    legal there (how many, which; the game's own checks of a combination come when it is
    given)?"""
    try:
        decision.validate(parse_answer(decision, text))
    except (AnswerError, RuleViolation):
        return False
    return True


def split_answer(decision: Decision, text: str) -> list[str]:
    """Split a list of choices, keeping whole any option whose own name has a comma or "and"."""
    names = {o.label for o in decision.options} | {
        f"{o.owner}'s {o.label}" for o in decision.options if o.owner
    }
    names |= {o.label.split(": ", 1)[0] for o in decision.options if ": " in o.label}
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    if alternatives:
        one = rf"(?:{alternatives})"
        if re.fullmatch(rf"{one}(?:(?:,\s*|\s+and\s+){one})*", text, re.IGNORECASE):
            return re.findall(one, text, re.IGNORECASE)
    return split_list(text)


def parse_answer(decision: Decision, text: str) -> list[object]:
    """Turn words into an answer for this decision."""
    text = text.strip()
    if text.lower() == NOTHING:
        return []
    if decision.kind == NUMBER:
        if not re.fullmatch(r"-?\d+", text):
            raise AnswerError(f"{text!r} is not a number")
        return [int(text)]
    names = split_answer(decision, text) if (decision.max or 2) > 1 else [text]
    chosen: list[object] = []
    remaining = list(decision.options)
    for n in names:
        option = pick(remaining, n, f"choices for: {decision.prompt}")
        remaining.remove(option)
        chosen.append(option.key)
    return chosen


def find_card(game: Game, text: str) -> int:
    """The one card ``text`` refers to, anywhere: a name, or "Bob's <name>" (his mood or card in hand)."""
    owner, name = split_owner(text)
    printed = check_card_name(name)
    cards = game.cards_named(printed)
    if owner is not None:
        if owner not in game.state.players:
            hint = nearest(owner, game.state.players)
            raise AnswerError(f"{owner!r} is not playing" + (f"; did you mean {hint}?" if hint else ""))
        cards = [c for c in cards if game.locate(c)[0] in ("hand", "play") and game.locate(c)[1] == owner]
    if not cards:
        where = f"{owner}'s moods or hand" if owner else "the game"
        raise AnswerError(f"there is no {printed} in {where}")
    if len(cards) > 1:
        places = ", ".join(game.zone_label(game.locate(c)) for c in cards)
        raise AnswerError(f"{text!r} is ambiguous: there are {len(cards)} ({places}); say whose")
    return cards[0]


def find_in(game: Game, cards: list[int], text: str, where: str) -> int:
    """A card named ``text`` among ``cards`` (a hand, a pile); copies of one card are interchangeable."""
    printed = check_card_name(text)
    found = [c for c in cards if game.name(c) == printed]
    if not found:
        raise AnswerError(f"there is no {printed} in {where}")
    return found[0]


# -- which question a decision answers --------------------------------------------------------


def question_key(decision: Decision) -> tuple[str, object]:
    """What asks a decision, as a key: ("card", its id) or ("question", a QUESTIONS key)."""
    if decision.asker is not None:
        return ("card", decision.asker)
    return ("question", decision.about or decision.rule)


def plain(played: int | None, asked: list[tuple[str, object]], key: tuple[str, object]) -> bool:
    """Can a bare answer ("Alice chooses ...") to a decision asked by ``key`` not be mistaken?
    Only when the last action played a card (``played``) and everything asked since
    (``asked``, then ``key``) was asked by that card. After a pass, the setup or the end of a
    round, many questions can be pending: each answer names its own."""
    return played is not None and {*asked, key} == {("card", played)}


def asking_names(game: Game, decision: Decision) -> tuple[str, list[str]]:
    """How a ruling names what asks a decision: the card whose text asks (also by the card's
    own name, when it is a copy), or the rules' question; the first is the one to suggest,
    with whose it is when two cards of that name are on the table."""
    if decision.asker is None:
        words = QUESTIONS.get(decision.about or "", (decision.rule or "the rules", ""))[0]
        return words, [words]
    card = decision.asker
    texts = (
        [face(decision.rule.removesuffix(".text")).name] if (decision.rule or "").endswith(".text") else []
    )
    texts.append(game.name(card))
    where = game.locate(card)
    whose = where[1] if where[0] in ("hand", "play") and isinstance(where[1], str) else None
    names = list(dict.fromkeys(texts))
    suggestion = names[0]
    if whose and len(game.cards_named(face(suggestion).name)) > 1:
        suggestion = f"{whose}'s {suggestion}"
    return suggestion, names + ([f"{whose}'s {n}" for n in names] if whose else [])


def names_question(game: Game, decision: Decision, text: str) -> bool:
    """Does ``text`` name what asks this decision (see ``asking_names``)?"""
    return text.strip().lower() in {n.lower() for n in asking_names(game, decision)[1]}


def named_answer(game: Game, decision: Decision, text: str, named: bool = True) -> str:
    """The answer step that names what asks this decision: ``Alice answers <card>: <answer>``,
    ``the random order for the shuffle is A then B`` (a random order's cards first to last);
    ``named=False``, the bare one (``Alice chooses <answer>``, ``the random pick is A``)."""
    question = asking_names(game, decision)[0]
    if decision.player == CHANCE:
        ordered = decision.ordered and len(decision.options) > 1
        if ordered and text.strip().lower() != NOTHING:
            text = " then ".join(split_answer(decision, text))
        return f"the random {'order' if ordered else 'pick'}{f' for {question}' if named else ''} is {text}"
    return f"{decision.player} answers {question}: {text}" if named else f"{decision.player} chooses {text}"
