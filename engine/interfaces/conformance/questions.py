"""Open questions: where two engines may differ without either breaking the rules.

The differential tester stops at the first place where our engine and another differ. Not
every difference is a disagreement with the rules: the sources leave a few things open (an
order they do not fix, which of two equal players answers), and a program must pick one.
Each such question is declared here once, with how to recognise it in a difference:

- ``key`` and ``question``: what is open, in words;
- ``sources``: the source ids that leave it open;
- ``ruling``: the Rule of ours that settles it, if one does (a ``@source:reference-*``
  ruling, named by its feature file and title; ``ruling_id`` finds its id), else None;
- ``explains(ours, theirs, position)``: whether the two tables (the observations after the
  same action) differ in this and nothing else.

A difference a question explains is a finding of its own kind, never a disagreement with the
notes: ``OPEN`` where no ruling settles it, ``REFERENCE`` ("differs from the reference's
ruling", with the ruling's id) where one of ours does. The tester reports it and goes on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

DISAGREEMENT, REFERENCE, OPEN = "disagreement", "reference-ruling", "open-question"
KINDS = {
    DISAGREEMENT: "a disagreement with the rules (the notes, or a ruling beyond them)",
    REFERENCE: "differs from the reference's ruling",
    OPEN: "an open question: the sources leave it open, and no ruling of ours settles it",
}
Table = dict[str, Any]
SAME = ("turn", "round", "plays", "moods", "decks", "discards", "sideboards", "scores", "wins")
SAME += ("match_wins", "winners", "results")


@dataclass(frozen=True)
class OpenQuestion:
    key: str
    question: str
    sources: tuple[str, ...]
    ruling: tuple[str, str] | None  # (feature file, Rule title) of the ruling that settles it
    explains: Callable[[Table, Table, dict[str, Any]], bool]

    @property
    def kind(self) -> str:
        return OPEN if self.ruling is None else REFERENCE


def _only(ours: Table, theirs: Table, *fields: str) -> bool:
    """The tables differ in these fields and in no other compared one."""
    return all(ours.get(f) == theirs.get(f) for f in (*SAME, "pending", "hands") if f not in fields)


def _hands_differ_in_who_drew(ours: Table, theirs: Table, position: dict[str, Any]) -> bool:
    """A round was just scored, and the two engines dealt the same cards from the deck to
    different losers (one who missed a draw from an empty deck in one drew in the other): the
    order the losers drew in. What follows from the hands may differ too: the plays the
    player whose turn it is may make, and so the options of that turn."""
    if not _only(ours, theirs, "hands", "pending", "plays") or not ours["results"]["round_winners"]:
        return False
    d, e = ours.get("pending"), theirs.get("pending")
    if (d is None) != (e is None) or (
        d and e and (d["player"], d.get("asks")) != (e["player"], e.get("asks"))
    ):
        return False
    a, b = ours["hands"], theirs["hands"]
    if a.keys() != b.keys():
        return False
    together = Counter(c for p in a for c in a[p]) == Counter(c for p in b for c in b[p])
    moved = [p for p in a if sorted(a[p]) != sorted(b[p])]
    return together and len(moved) >= 2


def _partner_answers(ours: Table, theirs: Table, position: dict[str, Any]) -> bool:
    """The same decision, offered the same way, put to the other partner of one team."""
    if not _only(ours, theirs, "pending"):
        return False
    d, e = ours["pending"], theirs["pending"]
    if not (d and e) or d["player"] == e["player"] or d.get("asks") != e.get("asks"):
        return False
    teams = position["state"].get("teams") or []
    return any(d["player"] in t and e["player"] in t for t in teams) and _options(d) == _options(e)


def _pending_key(table: Table) -> Any:
    d = table.get("pending")
    return None if d is None else (d["player"], repr(d.get("asks")), _options(d))


def _options(d: dict[str, Any]) -> list[str]:
    options = d.get("options", [])
    return sorted(repr({k: v for k, v in o.items() if k not in ("label", "owner")}) for o in options)


QUESTIONS: tuple[OpenQuestion, ...] = (
    OpenQuestion(
        "losers-draw-order",
        "the order in which the players who lost a round draw their cards",
        ("rules.after-scoring.1",),
        (
            "features/rules/big-tables.feature",
            "When the deck runs out, the losers draw one at a time in this round's turn order until "
            "it is empty, and the rest draw nothing",
        ),
        _hands_differ_in_who_drew,
    ),
    OpenQuestion(
        "team-answerer",
        "which partner answers a choice the partners make together",
        ("variants.open-team.6", "variants.open-team.7", "variants.closed-team.7", "variants.closed-team.8"),
        (
            "features/formats/team-play.feature",
            "A choice the partners make together is answered by the partner who sits first of the two",
        ),
        _partner_answers,
    ),
)


def explained(ours: Table, theirs: Table, position: dict[str, Any]) -> OpenQuestion | None:
    """The open question that explains how two tables differ, if one does."""
    return next((q for q in QUESTIONS if q.explains(ours, theirs, position)), None)


@cache
def ruling_id(question: OpenQuestion) -> str | None:
    """The id of the ruling that settles a question (``features/...feature:<line>`` and its
    source tag), found in the features; None for an open one."""
    if question.ruling is None:
        return None
    from engine.knowledge.rulings import features

    path, title = question.ruling
    for f in features():
        if f.relpath != path:
            continue
        for rule in f.rules:
            if rule.name == title:
                tags = [t.split(":", 1)[1] for t in rule.tags if t.startswith("source:reference")]
                return f"{f.relpath}:{rule.line} ({', '.join(tags) or 'no reference tag'})"
    return f"{path}: {title} (not found)"


def write_up(question: OpenQuestion) -> str:
    """The finding's kind and what it is about, in words."""
    if question.ruling is None:
        sources = ", ".join(question.sources)
        return f"open question: {question.question} (the sources leave it open: {sources})"
    return f"differs from the reference's ruling {ruling_id(question)}: {question.question}"
