"""Every card in every situation: the card-by-situation grid.

Questions about Mood Swings arrive as a card meeting a situation: a mood suppressed, copied,
taken by another player, put back into a hand and played again... For each of the 133 cards
and each situation (``engine.knowledge.touched.SITUATIONS``), a cell says one of:

- **ruled**: rulings whose Examples exercise it. An Example exercises a cell when it exercises
  the card (it fails with the card standing in as the blank card of its color) and the
  situation (it fails with the situation taken away: the card that caused it standing in, or
  the honest equivalent ``engine.knowledge.touched`` names), both found by
  ``engine.knowledge.exercise`` and kept in its cache;
- **does not apply**: the situation cannot reach the card, by a property the code reads
  (``PROPERTIES``), named in the line of ``engine/data/situations.toml`` that says so;
- **explained**: it can, and no question arises: a line of that file, tied to the card's text
  by a property the code reads (and tests/test_situations.py checks against the engine where
  the engine can say), or written for the card alone;
- **open**: none of these. The open cells are the questions the reference has not ruled yet;
  the site lists them.

The situations are the twelve the design asks for: suppressed; copied (a copy of a copy
included: it names the first card too); taken or lent to another player, and given back; put
back into a hand and played again; under a color change; its effect repeated; gone from play
before its later effect or its standing play is used; worth 0; an empty deck; in a team game,
a duel, a draft. Where a card's text reacts to something, the reaction lands in one of them:

- a play ("each time you play another mood"): the repeating card's is the repeated cell; the
  others read the played card's color and die, which change only for a copy (the copied cell)
  or under a color change;
- who played it, who has it, who went first: the taken, back-to-hand and team cells;
- colors: the color change;
- what the table or the discard pile holds: the zero value and the suppression, and the
  interaction map's "Values that change" crossings;
- a draw or the deck: the empty deck.

Two more were weighed and not added. Played from the discard pile: a note settles it for every
card at once (melancholy.1 and its twins: played as from the hand), so it would be 133 cells of
one line. Who goes first decided by a card: two cards read it and two set it, and no event of
the engine's says that a card, not the round's winner, decided it, so the grid could not read it
from what the engine did.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from engine.core.behaviour import behaviour, hooks
from engine.core.catalog import Face, faces
from engine.core.table import Table
from engine.knowledge.exercise import counted, exercised
from engine.knowledge.rulings import features
from engine.knowledge.sources import known as is_known
from engine.knowledge.sources import run_digest, word_runs
from engine.knowledge.touched import SITUATIONS

DATA = "data/situations.toml"
RULED, EXPLAINED, DOES_NOT_APPLY, OPEN = "ruled", "explained", "does not apply", "open"
STATUSES = (RULED, EXPLAINED, DOES_NOT_APPLY, OPEN)

# -- what the code reads of a card ----------------------------------------------------------

HEADS = {
    "To play this card": "to-play",
    "While in play": "while-in-play",
    "After playing this mood": "after-playing",
}
# Words that set something up for later: an effect after scoring, on a later turn or round
LATER = re.compile(r"after scoring|next turn|next round|current round", re.IGNORECASE)
COLORS = re.compile(r"\b(colou?rs?|white|blue|black|red|green)\b", re.IGNORECASE)
PLAYERS = re.compile(
    r"\b(you|your|opponents?|players?'?|hands?|scor\w*|first|turns?|wins?|won|draws?)\b", re.IGNORECASE
)
# ... the same, but for "you" and "your turn": its own player now
OTHERS = re.compile(
    r"\b(your(?! (next )?turn)|opponents?|players?'?|hands?|scor\w*|first|wins?|won|draws?)\b", re.IGNORECASE
)
DUEL_WORDS = re.compile(
    r"\b(deck|discard\w*|draws?|hands?|give|gives|take|takes|becomes yours|deal|change players)\b",
    re.IGNORECASE,
)


def clauses(face: Face) -> dict[str, str]:
    """The card's text by kind of ability (``to-play``, ``while-in-play``, ``after-playing``),
    each without its heading; a line that starts no ability (a choice's bullet) goes with the
    one before it, and a sentence under no heading is its ``play-as`` (the copying card's)."""
    out: dict[str, str] = {}
    kind = "play-as"
    for line in face.text.splitlines():
        head, dash, rest = line.partition(" — ")
        if dash and head in HEADS:
            kind, line = HEADS[head], rest
        out[kind] = f"{out[kind]}\n{line}" if kind in out else line
    return out


def _abilities(face: Face) -> set[str]:
    return set(face.abilities)


def _acts_only_when_played(face: Face) -> bool:
    return (
        bool(face.abilities)
        and _abilities(face) <= {"to-play", "after-playing"}
        and not face.lasting
        and not LATER.search(face.text)
    )


def _value_rule_only(face: Face) -> bool:
    wip = clauses(face).get("while-in-play", "")
    return (
        wip.startswith("This mood's value")
        and "play-as" not in clauses(face)
        and not face.lasting
        and not LATER.search(face.text)
    )


def _value_alone(slug: str) -> int:
    """The card's value alone in play, on its own side of a two-player table, not suppressed."""
    table = Table(["Alice", "Bob"])
    card = table.put_in_play("Alice", [faces()[slug].name])[0]
    mood = table.state.mood(card)
    assert mood is not None
    return table.game.view.value(mood)


@dataclass(frozen=True)
class Property:
    """A property of a card the code reads: from its face (``text``), and, where the engine can
    say the same, from the engine (``engine``: its behaviour's hooks, or a table), which a test
    checks for every card the text half holds for."""

    words: str  # what it says, in a few words
    text: Callable[[Face], bool]
    engine: Callable[[str], bool] | None = None


def _hooks_within(allowed: set[str]) -> Callable[[str], bool]:
    return lambda slug: set(hooks(slug)) <= allowed


PROPERTIES: dict[str, Property] = {
    "no-text": Property("it has no text", lambda f: f.blank, lambda s: not hooks(s)),
    "acts-only-when-played": Property(
        "it acts only as it is played, and nothing of it lasts",
        _acts_only_when_played,
        _hooks_within({"cost", "after_playing"}),
    ),
    "value-rule-only": Property(
        "its only lasting text sets its own value",
        _value_rule_only,
        lambda s: "value" in hooks(s) and set(hooks(s)) <= {"value", "after_playing", "cost"},
    ),
    "table-value-rule": Property(
        "its only lasting text sets its own value from the table, never from who has it",
        lambda f: _value_rule_only(f) and not PLAYERS.search(clauses(f)["while-in-play"]),
        lambda s: "value" in hooks(s) and set(hooks(s)) <= {"value", "after_playing", "cost"},
    ),
    "remembers-nothing": Property(
        "it acts only as it is played, and its mood remembers nothing of that play",
        lambda f: _acts_only_when_played(f) and "value becomes" not in f.text,
        lambda s: (
            set(hooks(s)) <= {"cost", "after_playing"}
            and not (behaviour(s).cost and behaviour(s).cost.remember_color)
        ),
    ),
    "reads-no-color": Property(
        "its text names no color",
        lambda f: not COLORS.search(f.text),
        lambda s: (
            not behaviour(s).color_override and not (behaviour(s).cost and behaviour(s).cost.remember_color)
        ),
    ),
    "plain-after-playing": Property(
        "its only text is an effect as it is played that never speaks of the mood itself",
        lambda f: (
            f.abilities == ("after-playing",)
            and not f.lasting
            and "this mood" not in clauses(f)["after-playing"]
            and not LATER.search(f.text)
        ),
        lambda s: hooks(s) == ["after_playing"],
    ),
    "no-after-playing": Property(
        "it has no effect as it is played",
        lambda f: "after-playing" not in f.abilities,
        lambda s: behaviour(s).after_playing is None,
    ),
    "always-zero": Property(
        "it is always worth 0, and nothing of it lasts",
        lambda f: (
            f.top_right == 0 and not f.secondary and "value" not in f.text and _acts_only_when_played(f)
        ),
        lambda s: set(hooks(s)) <= {"cost", "after_playing"} and _value_alone(s) == 0,
    ),
    "nothing-later": Property(
        "it sets nothing up for later, and gives no play each turn",
        lambda f: (
            not LATER.search(f.text)
            and "play-as" not in f.abilities
            and "additional mood" not in clauses(f).get("while-in-play", "")
            and "as though" not in clauses(f).get("while-in-play", "")
        ),
        lambda s: (
            not behaviour(s).play_as_copy
            and not any(
                getattr(behaviour(s), h)
                for h in ("standing_grant", "start_of_turn", "plays_from_discard", "after_each_scoring")
            )
        ),
    ),
    "never-zero-dice": Property(
        "its dice never show 0",
        lambda f: (
            f.top_right > 0 and (f.lower_left is None or f.lower_left > 0) and "play-as" not in f.abilities
        ),
        lambda s: not behaviour(s).play_as_copy and _value_alone(s) > 0,
    ),
    "counts-itself": Property(
        "it is worth 0 by its die, and counts itself",
        lambda f: f.top_right == 0 and bool(re.search(r"including (itself|this one)", f.text)),
        lambda s: _value_alone(s) >= 1,
    ),
    "no-deck": Property("its text never names the deck", lambda f: "deck" not in f.text.lower()),
    "reads-no-player": Property(
        "its text names no player, hand, turn or score", lambda f: not PLAYERS.search(f.text)
    ),
    "only-its-player-now": Property(
        "its text names no other player, and of its player only their turn",
        lambda f: bool(f.text) and not OTHERS.search(f.text),
    ),
    "plain-effect-no-permission": Property(
        "its only text is an effect as it is played that never speaks of the mood itself, and gives no play",
        lambda f: PROPERTIES["plain-after-playing"].text(f) and "additional mood" not in f.text,
        lambda s: hooks(s) == ["after_playing"],
    ),
    "no-deck-pile-or-hand": Property(
        "its text names no deck, discard pile or hand, and moves no card to another player",
        lambda f: not DUEL_WORDS.search(f.text),
    ),
    "drafted-as-duel": Property("every card: a drafted game is played as a duel", lambda f: True),
}


# -- the data file ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Line:
    """A line of the data file that closes cells: by a property, or for one card."""

    status: str  # EXPLAINED or DOES_NOT_APPLY
    reason: str  # with {name}, {slug}, {color} for the card
    property: str | None = None  # None: written for one card

    def holds(self, slug: str) -> bool:
        return self.property is None or PROPERTIES[self.property].text(faces()[slug])

    def say(self, slug: str) -> str:
        f = faces()[slug]
        return self.reason.format(name=f.name, slug=slug, color=f.color)


@dataclass(frozen=True)
class Situation:
    key: str
    title: str
    question: str  # what an open cell asks, with {name}
    words: str  # a pattern a reason about it must match
    lines: tuple[Line, ...]  # by property, does-not-apply ones first


@dataclass(frozen=True)
class Words:
    situations: dict[str, Situation]
    cards: dict[str, dict[str, Line]]  # lines written for one card: card -> situation -> line


IDS = re.compile(r"\b(?:[a-z][a-z-]*\.(?:text|\d+)|(?:rules|variants)\.[a-z-]+\.\d+|glossary\.[a-z-]+)\b")


def check_reason(key: str, reason: object, words: str, card: str | None, known: set[bytes] | None) -> str:
    """A reason as the data file must give it, or ValueError naming its key: one sentence,
    naming its card ({name}, or the card's name), saying which situation (its words), citing
    source ids that exist, and, given the digests of the sources' runs of words
    (tests/test_own_words.py), sharing no run of them."""
    if not isinstance(reason, str) or not reason.strip().endswith("."):
        raise ValueError(f"{DATA}: {key}: the reason is one sentence, ending with a full stop")
    name = faces()[card].name if card else None
    if "{name}" not in reason and (name is None or name not in reason):
        raise ValueError(f"{DATA}: {key}: the reason names no card (write {{name}}, or the card's name)")
    if not re.search(words, reason, re.IGNORECASE):
        raise ValueError(f"{DATA}: {key}: the reason does not say which situation it is about ({words!r})")
    cited = IDS.findall(reason.replace("{slug}.text", ""))
    if "{slug}.text" not in reason and not cited:
        raise ValueError(f"{DATA}: {key}: the reason cites no source id ({{slug}}.text, or an id)")
    unknown = [i for i in cited if not is_known(i)]
    if unknown:
        raise ValueError(f"{DATA}: {key}: no source has the id {unknown[0]!r}")
    copied = [" ".join(r) for r in word_runs(reason) if run_digest(r) in (known or ())]
    if copied:
        raise ValueError(
            f"{DATA}: {key}: the reason copies the sources ({copied[0]!r}): say it in our own words"
        )
    return reason


def read_words(text: str, known: set[bytes] | None = None) -> Words:
    """The data file's words, checked: ValueError naming the key for a situation that does not
    exist or lacks its title, a property that does not exist, a card that does not exist, or a
    reason that ``check_reason`` refuses."""
    data = tomllib.loads(text)
    found = data.get("situations", {})
    if set(found) != set(SITUATIONS):
        wrong = sorted(set(found) ^ set(SITUATIONS))
        raise ValueError(
            f"{DATA}: situations: {wrong[0]!r} is missing or not a situation ({', '.join(SITUATIONS)})"
        )
    situations = {}
    for key in SITUATIONS:
        s: dict[str, Any] = found[key]
        for field in ("title", "question", "words"):
            if not isinstance(s.get(field), str) or not s[field]:
                raise ValueError(f"{DATA}: situations.{key}: no {field}")
        lines = []
        for status, table in ((DOES_NOT_APPLY, "does-not-apply"), (EXPLAINED, "explained")):
            for i, row in enumerate(s.get(table, [])):
                where = f"situations.{key}.{table}[{i}]"
                if row.get("property") not in PROPERTIES:
                    raise ValueError(
                        f"{DATA}: {where}: {row.get('property')!r} is not a property "
                        f"({', '.join(PROPERTIES)})"
                    )
                lines.append(
                    Line(
                        status,
                        check_reason(where, row.get("reason"), s["words"], None, known),
                        row["property"],
                    )
                )
        situations[key] = Situation(key, s["title"], s["question"], s["words"], tuple(lines))
    cards: dict[str, dict[str, Line]] = {}
    for key in SITUATIONS:
        for card, reason in found[key].get("cards", {}).items():
            where = f"situations.{key}.cards.{card}"
            if card not in faces():
                raise ValueError(f"{DATA}: {where}: no card has that slug")
            line = Line(EXPLAINED, check_reason(where, reason, situations[key].words, card, known))
            cards.setdefault(card, {})[key] = line
    return Words(situations, cards)


@cache
def words() -> Words:
    """The data file's words (engine/data/situations.toml), read and checked once."""
    return read_words(resources.files("engine").joinpath(DATA).read_text("utf-8"))


# -- the grid ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Cell:
    status: str
    rulings: tuple[str, ...] = ()  # "features/...:<the Rule's line> (<the Rule's title>)"
    reason: str | None = None
    property: str | None = None  # the property that closes it, if one does

    def json(self) -> dict[str, Any]:
        return {"status": self.status, "rulings": list(self.rulings), "reason": self.reason}


def ruling_name(relpath: str, line: int, title: str) -> str:
    return f"{relpath}:{line} ({title})"


@cache
def ruled_cells() -> dict[str, tuple[str, ...]]:
    """The rulings that exercise each cell (``<situation>:<card>``), in the order of the
    features: an Example of theirs exercises the card and the situation."""
    out: dict[str, list[str]] = {}
    for feature in features():
        for rule in feature.rules:
            if not counted(feature, rule):
                continue
            name = ruling_name(feature.relpath, rule.line, rule.name)
            for example in rule.examples:
                for key in sorted(exercised(feature, rule, example).situations):
                    if name not in out.setdefault(key, []):
                        out[key].append(name)
    return {k: tuple(v) for k, v in out.items()}


def cell_of(slug: str, situation: str, ruled: dict[str, tuple[str, ...]], w: Words) -> Cell:
    """One cell: ruled, else closed by a line of the data file (does not apply before
    explained), else open."""
    rulings = ruled.get(f"{situation}:{slug}")
    if rulings:
        return Cell(RULED, rulings)
    own = w.cards.get(slug, {}).get(situation)
    for line in (*w.situations[situation].lines, *([own] if own else [])):
        if line.holds(slug):
            return Cell(line.status, reason=line.say(slug), property=line.property)
    return Cell(OPEN)


@cache
def grid() -> dict[str, dict[str, Cell]]:
    """Every card's row (by slug, in collector number order), each situation's cell."""
    ruled, w = ruled_cells(), words()
    return {slug: {s: cell_of(slug, s, ruled, w) for s in SITUATIONS} for slug in faces()}


def counts(found: dict[str, dict[str, Cell]] | None = None) -> dict[str, int]:
    """How many cells have each status."""
    found = found if found is not None else grid()
    out = dict.fromkeys(STATUSES, 0)
    for row in found.values():
        for c in row.values():
            out[c.status] += 1
    return out


def grid_json(found: dict[str, dict[str, Cell]] | None = None) -> dict[str, Any]:
    """The grid as ``moodswings coverage --situations --json`` gives it."""
    found = found if found is not None else grid()
    return {
        "cards": {slug: {"situations": {s: c.json() for s, c in row.items()}} for slug, row in found.items()}
    }


def open_questions() -> dict[str, list[str]]:
    """The open cells, by situation (in the grid's order), each card by slug."""
    return {s: [slug for slug, row in grid().items() if row[s].status == OPEN] for s in SITUATIONS}
