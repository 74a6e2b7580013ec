"""The feature linter: every check on the rulings as written, in one place.

``moodswings ruling check`` prints what these checks find; ``tests/test_features.py``
asserts that they find nothing. Each check takes features and returns ``Problem``s, each
naming the file and the line. Checks of the whole set (every note encoded, every step
definition used, one feature per card) run only when the whole ``features/`` folder is
linted.

The tag forms:

- ``@card:<slug>`` on a card's Feature; in features/interactions/ (rulings about cards
  together), on a Rule or its Feature, once for each card the ruling involves, and each
  such card is named in the ruling's examples; ``@game:<party game>`` on a party game's;
- ``@note:<id>`` on a Rule: the official note or rules paragraph it encodes;
- ``@source:<kind>-<YYYY-MM-DD>`` on a Rule: a ruling beyond the official notes, with its
  kind (``judge``: a judge's ruling; ``clarification``: from the designers or the
  publisher; ``community``: a players' question settled by the rules; ``reference``: the
  reference's own ruling where careful readers of the sources could differ) and the date it was
  given. Its description says who gave it or where it was asked; a reference ruling's gives
  its reasoning citing source ids, each one known, and names the other reading;
- ``@pending`` (with a description saying what the engine lacks), ``@erratum`` (with a
  description saying what the source says and what the engine does instead).
"""

from __future__ import annotations

import datetime
import difflib
import functools
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import steps.actions
import steps.feelinks
import steps.mood_x
import steps.outcomes
import steps.party
import steps.table  # (with the imports above: registers every step definition)
from engine import files
from engine.core.catalog import faces, nearest
from engine.knowledge.formatting import format_text
from engine.knowledge.rulings import (
    FEATURES,
    INTERACTIONS,
    ROOT,
    SOURCE_KINDS,
    Feature,
    Rule,
    Step,
    parse_text,
)
from engine.knowledge.sources import GROUPS, card_notes, informational, is_text, known, notes, source_ids
from engine.knowledge.syntax import (
    BOM,
    LANGUAGE,
    STEP_KEYWORDS,
    NotGherkin,
    description_lines,
    document,
    lines_of,
    nodes,
)
from engine.scenarios.registry import STEPS, StepDef, matching, suggestion

PLAIN_TAGS = {"pending", "erratum"}
TAG_PREFIXES = ("card", "note", "source", "game")
SOURCE_TAG = re.compile(r"(?P<kind>[a-z]+)-(?P<date>\d{4}-\d{2}-\d{2})")
SOURCE_FORM = "@source:<kind>-<YYYY-MM-DD>, kind one of " + ", ".join(SOURCE_KINDS)
CARD_NAMES = sorted(f.name for f in faces().values())
NOT_CARDS = {"Hurt", "Feelings", "Winston"}  # capitalized in steps, but neither a card nor a player
# The party games have their own features, vocabulary and setup steps; Mood Swings is the rest.
PARTY_GAMES = {"mood-x": steps.mood_x.WORDS, "feelinks": steps.feelinks.WORDS}
GAME_SETUPS = (
    "a game between",
    "a team game",
    "an open team game",
    "a closed team game",
    "a structure duel between",
    "a power duel between",
    "a quick draft between",
    "a Winston draft between",
    "a Mood X game between",
    "a Feelinks game between",
)
GROUP_NAME = re.compile(r"\(\?P<\w+>")
QUOTED = re.compile(r'"[^"]*"')  # free words (a story told), not names


@dataclass(frozen=True, order=True)
class Problem:
    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


def where(feature: Feature) -> str:
    return feature.relpath


def _steps(feature: Feature) -> Iterator[tuple[Rule | None, Step]]:
    for s in feature.background:
        yield None, s
    for rule, example in feature.examples():
        for s in (rule.background if rule else ()) + example.steps:
            yield rule, s


# -- steps -----------------------------------------------------------------------------------


def step_problems(feature: Feature) -> list[Problem]:
    """Every step text matches exactly one step definition."""
    out = []
    seen: set[int] = set()
    for _, s in _steps(feature):
        if s.line in seen:
            continue
        seen.add(s.line)
        found = matching(s.kind, s.text)
        if not found:
            out.append(
                Problem(
                    where(feature), s.line, f"no {s.kind} step reads {s.text!r}{suggestion(s.kind, s.text)}"
                )
            )
        elif len(found) > 1:
            patterns = "; ".join(f"{_defined_at(d)} {d.template!r}" for d in found)
            out.append(Problem(where(feature), s.line, f"ambiguous {s.kind} step {s.text!r}: {patterns}"))
    return out


def _defined_at(d: StepDef) -> str:
    code = d.func.__code__
    try:
        path = Path(code.co_filename).resolve().relative_to(ROOT).as_posix()
    except ValueError:
        path = code.co_filename
    return f"{path}:{code.co_firstlineno}"


def unused_step_problems(all_features: Iterable[Feature]) -> list[Problem]:
    """Every step definition is used by some feature (only for the whole set)."""
    used = {id(d) for f in all_features for _, s in _steps(f) for d in matching(s.kind, s.text)}
    out = []
    for d in STEPS:
        if id(d) not in used:
            path, _, line = _defined_at(d).rpartition(":")
            out.append(Problem(path, int(line), f"no feature uses the {d.kind} step {d.template!r}"))
    return out


# -- tags ------------------------------------------------------------------------------------


def source_tag_problem(value: str) -> str | None:
    """What is wrong with the value of a @source tag, or None."""
    m = SOURCE_TAG.fullmatch(value)
    if m is None:
        return f"@source:{value} is not of the form {SOURCE_FORM}"
    if m["kind"] not in SOURCE_KINDS:
        return f"@source:{value}: unknown kind {m['kind']!r}; known: {', '.join(SOURCE_KINDS)}"
    try:
        datetime.date.fromisoformat(m["date"])
    except ValueError:
        return f"@source:{value}: {m['date']} is not a date"
    return None


def _tag_problem(feature: Feature, tag: str, level: str) -> str | None:
    if tag in PLAIN_TAGS:
        return None if level == "rule" else f"@{tag} belongs on a Rule"
    prefix, _, value = tag.partition(":")
    if prefix not in TAG_PREFIXES or not value:
        return f"unknown tag @{tag}; tags are @card:, @game:, @note:, @source:, @pending and @erratum"
    if prefix in ("note", "source") and level != "rule":
        return f"@{tag} belongs on the Rule, not on the {level.capitalize()}"
    if prefix == "note":
        if not known(value):
            near = nearest(value, list(notes()))
            return f"@{tag} names no source id" + (f"; did you mean @note:{near}?" if near else "")
        if is_text(value):
            return (
                f"@{tag} names a card's printed text, which is card data, not a note: tag the Rule "
                f"with the note it encodes, or with {SOURCE_FORM} for a ruling of our own"
            )
        return None
    if prefix == "source":
        return source_tag_problem(value)
    if prefix == "card":
        if value not in faces():
            near = nearest(value, list(faces()))
            return f"@{tag} names no card" + (f"; did you mean @card:{near}?" if near else "")
        if level == "example" or (level == "rule" and not feature.interactions):
            return (
                f"@{tag} belongs on a card's Feature; a ruling about cards together goes in "
                f"features/{INTERACTIONS}/, its Rule tagged with each card"
            )
        return None
    if value not in PARTY_GAMES or feature.path.parent.name != value:
        return f"@{tag} names no party game, or not this folder's"
    return None


def _tag_line(lines: list[str], line: int, tag: str) -> int:
    """The line of a tag: the nearest line above its Rule (or Example, Feature) that holds it."""
    for i in range(line - 1, 0, -1):
        if f"@{tag}" in lines[i - 1].split():
            return i
    return line


def tag_problems(feature: Feature) -> list[Problem]:
    """Tags name known ids, cards and games; @source tags have a kind and a date."""
    at = where(feature)
    lines = lines_of(feature.path.read_text(encoding="utf-8"))
    tagged: list[tuple[int, str, str]] = [(feature.line, t, "feature") for t in feature.tags]
    for r in feature.rules:
        tagged += [(r.line, t, "rule") for t in r.tags]
    for _, e in feature.examples():
        tagged += [(e.line, t, "example") for t in e.tags]
    return [
        Problem(at, _tag_line(lines, line, tag), message)
        for line, tag, level in tagged
        if (message := _tag_problem(feature, tag, level)) is not None
    ]


# -- rules and examples ----------------------------------------------------------------------


def structure_problems(feature: Feature) -> list[Problem]:
    """Examples sit under Rules, with names unique in their file; each Rule has an example and
    says what it encodes (@note or @source); pending rulings and errata explain themselves;
    a @source ruling says who gave it."""
    at = where(feature)
    out = [
        Problem(at, e.line, f"the Example {e.name!r} is not under a Rule: put it under the Rule it proves")
        for e in feature.loose
    ]
    seen: dict[str, int] = {}
    for _, e in feature.examples():
        out += _example_problems(at, e.name, e.line, e.steps)
        if e.name in seen:
            out.append(Problem(at, e.line, f"another Example (line {seen[e.name]}) is called {e.name!r}"))
        seen.setdefault(e.name, e.line)
    for r in feature.rules:
        if not r.examples:
            out.append(Problem(at, r.line, f"the Rule {r.name!r} has no Example"))
        if not r.notes and not r.tag_values("source"):
            out.append(Problem(at, r.line, f"the Rule {r.name!r} has no @note or @source tag"))
        if r.pending and not r.description:
            out.append(Problem(at, r.line, "a @pending Rule needs a description saying what is missing"))
        if r.erratum and len(r.description) <= 40:
            out.append(Problem(at, r.line, "an @erratum Rule must explain the error in its description"))
        if r.tag_values("source") and not r.description:
            out.append(Problem(at, r.line, "a @source Rule needs a description saying who gave it, or where"))
    out += _first_step_problems(at, feature.background, "Given")
    for r in feature.rules:
        out += _first_step_problems(at, r.background, "Given")
    return out


def _first_step_problems(at: str, steps: tuple[Step, ...], keywords: str) -> list[Problem]:
    if steps and steps[0].keyword in ("And", "But"):
        return [
            Problem(
                at,
                steps[0].line,
                f"the first step starts with {steps[0].keyword}, which pytest-bdd refuses: "
                f"start with {keywords}",
            )
        ]
    return []


def _example_problems(at: str, name: str, line: int, steps: tuple[Step, ...]) -> list[Problem]:
    """An Example has a name and checks something; its steps go Given, When, Then, and start
    with one of those (pytest-bdd refuses a first And); a Given after the Example has acted
    usually means that an Example line is missing above it."""
    out = []
    if not name:
        out.append(Problem(at, line, "the Example has no name: say the situation it shows"))
    if not any(s.kind == "then" for s in steps):
        out.append(Problem(at, line, f"the Example {name!r} checks nothing: it has no Then step"))
    out += _first_step_problems(at, steps, "Given, When or Then")
    acted = next((s for s in steps if s.kind != "given"), None)
    for s in steps:
        if acted is not None and s.line > acted.line and s.kind == "given":
            out.append(
                Problem(
                    at,
                    s.line,
                    f"a Given after the Example has acted (line {acted.line}): "
                    "the table is set before the first When or Then; is an Example line missing above it?",
                )
            )
            break
    return out


def interaction_problems(feature: Feature) -> list[Problem]:
    """A ruling about cards together is tagged with cards its examples name: a tag for a card
    no example plays or shows would list the ruling on the wrong card's page."""
    if not feature.interactions:
        return []
    out = []
    for r in feature.rules:
        cards = feature.cards_of(r)
        if not cards:
            out.append(
                Problem(
                    where(feature), r.line, f"the Rule {r.name!r} has no @card tag: tag each card it involves"
                )
            )
        words = " ".join(
            s.text + " " + " ".join(" ".join(row) for row in s.table)
            for s in feature.background + r.background + tuple(x for e in r.examples for x in e.steps)
        )
        for slug in cards:
            if slug in faces() and not re.search(rf"\b{re.escape(faces()[slug].name)}\b", words):
                message = (
                    f"the Rule {r.name!r} is tagged @card:{slug} but no example names {faces()[slug].name}"
                )
                out.append(Problem(where(feature), r.line, message))
    return out


# -- the reference's own rulings ---------------------------------------------------------------

CITED = re.compile(r"(?<![\w.-])([a-z][a-z-]*)((?:\.[a-z0-9][a-z0-9-]*)+)")


def cited_ids(text: str) -> list[str]:
    """The source ids a text cites: words shaped like an id whose first part is a card or a
    group of the sources (``recklessness.3``, ``creativity.text``, ``rules.scoring.1``,
    ``glossary.suppress-suppressed``, ``variants.duel-play.4``)."""
    firsts = set(faces()) | set(GROUPS)
    return [m[0] for m in CITED.finditer(text) if m[1] in firsts]


def reference_problems(feature: Feature) -> list[Problem]:
    """A reference ruling (the project deciding where careful readers could differ) owes its
    reader the reasoning from the sources: its description cites source ids, each one known,
    and names the other reading. Its Example must fail under that reading: that the Rule has
    one is the structure check's; that it fails so is for whoever reviews the ruling."""
    at = where(feature)
    lines = lines_of(feature.path.read_text(encoding="utf-8"))
    out = []
    for r in feature.rules:
        if "reference" not in r.source_kinds:
            continue
        ids = cited_ids(r.description)
        if not ids:
            out.append(
                Problem(
                    at,
                    r.line,
                    f"the reference ruling {r.name!r} cites no source id: give the reasoning from "
                    "the sources by id (recklessness.3, rules.scoring.1)",
                )
            )
        for i in dict.fromkeys(ids):
            if not known(i):
                line = next((n for n, text in enumerate(lines, 1) if n > r.line and i in text), r.line)
                near = nearest(i, list(source_ids()))
                out.append(
                    Problem(at, line, f"{i} names no source id" + (f"; did you mean {near}?" if near else ""))
                )
        if "reading" not in r.description:
            out.append(
                Problem(
                    at,
                    r.line,
                    f"the reference ruling {r.name!r} does not name the other reading a careful "
                    "implementer might choose (say which reading its Example fails under)",
                )
            )
    return out


# -- names -----------------------------------------------------------------------------------


def name_problems(feature: Feature) -> list[Problem]:
    """In Mood Swings features a capitalized word in a step is a card or a player; in a party
    game's features it is a player or a word of that game's steps."""
    game = feature.path.parent.name
    party = game in PARTY_GAMES
    vocabulary = PARTY_GAMES[game] if party else set(CARD_NAMES) | NOT_CARDS
    out: set[Problem] = set()
    scenarios = [(rule, e.steps) for rule, e in feature.examples()] or [(None, ())]
    for rule, own in scenarios:
        every = feature.background + (rule.background if rule else ()) + own
        players: set[str] = set()
        for s in every:
            if s.text.startswith(GAME_SETUPS):
                named = re.split(r" between |: ", s.text, maxsplit=1)[-1]
                players |= set(re.findall(r"[A-Z][a-z]+", named))
        for s in every:
            for word in re.findall(r"\b[A-Z][\w-]*", QUOTED.sub("", s.text)):
                if word in vocabulary | players or word == "TODO":  # a TODO is reported on its own
                    continue
                if party:
                    message = f"{word!r} is neither a player nor a word of this game's steps"
                else:
                    near = nearest(word, CARD_NAMES)
                    message = f"{word!r} is neither a card nor a player" + (
                        f"; did you mean {near}?" if near else ""
                    )
                out.add(Problem(where(feature), s.line, message))
    return sorted(out)


def todo_problems(feature: Feature) -> list[Problem]:
    """No skeleton line left unfinished (``moodswings ruling new`` writes TODO lines)."""
    lines = lines_of(feature.path.read_text(encoding="utf-8"))
    return [
        Problem(where(feature), i, "a TODO of the skeleton is left: replace it with the ruling's words")
        for i, line in enumerate(lines, 1)
        if "TODO" in line
    ]


# -- what the parser reads differently from what is written ----------------------------------


@functools.cache
def _any_step(patterns: tuple[str, ...]) -> re.Pattern[str]:
    """One expression for every step definition's text (their group names dropped)."""
    unnamed = (GROUP_NAME.sub("(?:", p) for p in patterns)
    return re.compile("|".join(f"(?:{p})" for p in unnamed))


def _step_keyword(line: str) -> str | None:
    """The keyword a line would need to be a step, when the rest of it is a step's text:
    'Gvien it is Bob's turn' -> 'Given', 'it is Bob's turn' -> '', prose -> None."""
    step = _any_step(tuple(d.pattern for d in STEPS))
    text = line.strip().lstrip("#").strip()
    if step.fullmatch(text):
        return ""
    first, _, rest = text.partition(" ")
    near = difflib.get_close_matches(first.title(), STEP_KEYWORDS, n=1, cutoff=0.6)
    return near[0] if near and rest and step.fullmatch(rest) else None


def _read_as(line: str) -> str | None:
    """What a line of description or a comment looks written as: 'a step' (and how to make it
    one), or None for words. (A line written as a keyword is refused by every reader of the
    file: ``engine.knowledge.syntax.misread``.)"""
    text = line.strip().lstrip("#").strip()
    keyword = _step_keyword(text)
    if keyword is None:
        return None
    return f"a step (with '{keyword}' as its keyword?)" if keyword else "a step (with no Given, When or Then)"


def reading_problems(feature: Feature) -> list[Problem]:
    """Nothing written as a step is read as something else. The parser takes a step right
    under a Rule or above an Example's first step as description, and drops it without a
    word; a commented-out step is dropped too. (A misspelt keyword, ``Exampel:``, is refused
    by every reader of the file, this one too: ``engine.knowledge.syntax.misread``.) An outline
    (an Example with ``Examples:`` tables) runs as several tests under pytest-bdd, one in
    the project's model. Feature files are in English."""
    at = where(feature)
    text = feature.path.read_text(encoding="utf-8").removeprefix(BOM)
    lines = lines_of(text)
    doc = document(text)
    out = []
    for comment in doc.get("comments", []):
        looks = _read_as(comment["text"])
        if looks and not LANGUAGE.match(comment["text"]):
            out.append(
                Problem(
                    at,
                    comment["location"]["line"],
                    f"a comment that reads like {looks}: restore the line or delete it",
                )
            )
    feature_node = doc["feature"]
    if feature_node.get("language", "en") != "en":
        out.append(Problem(at, 1, "feature files are written in English: remove the '# language:' line"))
    for node in nodes(feature_node):
        kind, header = node["keyword"].strip(), node["location"]["line"]
        if node.get("examples") or kind in ("Scenario Outline", "Scenario Template"):
            out.append(Problem(at, header, f"a {kind} with Examples tables: write each case as an Example"))
        for n, line in description_lines(lines, node):
            looks = _read_as(line)
            if looks:
                out.append(
                    Problem(
                        at,
                        n,
                        f"{line.strip()!r} looks like {looks}, but it is read as the "
                        f"description of the {kind} at line {header}",
                    )
                )
    return out


# -- formatting ------------------------------------------------------------------------------


def format_problems(feature: Feature) -> list[Problem]:
    """The file is laid out as ``moodswings ruling fmt`` lays it out."""
    text = feature.path.read_text(encoding="utf-8")
    formatted = format_text(text)
    if formatted == text:
        return []
    old, new = lines_of(text), lines_of(formatted)
    line = next((i + 1 for i, (a, b) in enumerate(zip(old, new, strict=False)) if a != b), len(new))
    return [Problem(where(feature), line, "not formatted: run 'moodswings ruling fmt'")]


# -- the whole set ---------------------------------------------------------------------------


def card_file_problems(all_features: Iterable[Feature]) -> list[Problem]:
    """A card's feature is features/cards/<card>.feature, tagged @card:<card>, named as the card,
    and it encodes every note of its card."""
    out = []
    seen: dict[str, str] = {}
    for f in all_features:
        if f.path.parent.name != "cards":
            continue
        at = where(f)
        if f.card is None:
            out.append(Problem(at, f.line, "a card's feature needs a @card:<card> tag"))
            continue
        if f.path.stem != f.card:
            out.append(Problem(at, f.line, f"the file is tagged @card:{f.card}: name it {f.card}.feature"))
        if f.card in faces() and f.name != faces()[f.card].name:
            out.append(Problem(at, f.line, f"the Feature should be called {faces()[f.card].name}"))
        if f.card in seen:
            out.append(Problem(at, f.line, f"{f.card} already has a feature file: {seen[f.card]}"))
        seen[f.card] = at
    for f in all_features:  # note coverage is asked only of the cards' own files
        if f.path.parent.name != "cards" or f.card is None or f.card not in faces():
            continue
        tagged = {n for r in f.rules for n in r.notes}
        missing = [n for n in card_notes(f.card) if n not in tagged]
        if missing:
            out.append(Problem(where(f), f.line, f"no Rule encodes {', '.join(missing)}"))
    return out


def party_problems(all_features: Iterable[Feature]) -> list[Problem]:
    """Every paragraph of a party game's rulebook is encoded by a Rule of its own features (one
    that is not pending) or listed as informational."""
    out = []
    for game in PARTY_GAMES:
        own = [f for f in all_features if f.path.parent.name == game]
        encoded = {n for f in own for r in f.rules if not r.pending for n in r.notes}
        missing = [n for n in notes() if n.startswith(game + ".") and n not in encoded | set(informational())]
        if missing:
            out.append(
                Problem(f"features/{game}", 0, f"neither encoded nor informational: {', '.join(missing)}")
            )
        for f in all_features:
            if f.path.parent.name == game:
                continue
            for r in f.rules:
                out += [
                    Problem(where(f), r.line, f"@note:{n} belongs in features/{game}")
                    for n in r.notes
                    if n.startswith(game + ".")
                ]
    return out


def informational_problems(all_features: Iterable[Feature]) -> list[Problem]:
    """Informational paragraphs are known ids, give a reason, and no Rule encodes them."""
    tagged = {n for f in all_features for r in f.rules for n in r.notes}
    at = "engine/data/informational.toml"
    lines = (ROOT / at).read_text(encoding="utf-8").splitlines()

    def line(source_id: str) -> int:
        return next((i for i, text in enumerate(lines, 1) if text.startswith(f'"{source_id}"')), 0)

    out = []
    for source_id, reason in informational().items():
        if not known(source_id):
            out.append(Problem(at, line(source_id), f"{source_id} names no source id"))
        if not reason.strip():
            out.append(Problem(at, line(source_id), f"{source_id} gives no reason"))
        if source_id in tagged:
            out.append(Problem(at, line(source_id), f"{source_id} is informational but a Rule encodes it"))
    return out


PER_FILE: dict[str, Callable[[Feature], list[Problem]]] = {
    "steps": step_problems,
    "tags": tag_problems,
    "structure": structure_problems,
    "reading": reading_problems,
    "interactions": interaction_problems,
    "reference rulings": reference_problems,
    "names": name_problems,
    "todo": todo_problems,
    "format": format_problems,
}
WHOLE_SET: dict[str, Callable[[Iterable[Feature]], list[Problem]]] = {
    "unused steps": unused_step_problems,
    "card files": card_file_problems,
    "party games": party_problems,
    "informational": informational_problems,
}


def _shown(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def load(paths: Iterable[Path]) -> tuple[list[Feature], list[Problem]]:
    """Parse feature files; a file that cannot be read (bytes that are not UTF-8, no Feature,
    not Gherkin) is a problem at its line, and so is a byte order mark (the rest of that file
    is still checked)."""
    out, problems = [], []
    for p in paths:
        shown = _shown(p)
        try:
            text = files.read_text(p)
        except files.FileTextError as e:
            problems.append(Problem(shown, e.line, e.message))
            continue
        if text.startswith(BOM):
            problems.append(
                Problem(
                    shown,
                    1,
                    "the file starts with a byte order mark (U+FEFF), which pytest-bdd cannot read: "
                    "run 'moodswings ruling fmt' to remove it",
                )
            )
            text = text.removeprefix(BOM)
        if not text.strip():
            problems.append(Problem(shown, 1, "the file is empty: a feature file holds one Feature"))
            continue
        try:
            out.append(parse_text(text, p))
        except NotGherkin as e:
            problems.append(Problem(shown, e.line, f"{e.what}: {e.message}"))
    return out, problems


def lint(paths: Iterable[Path] | None = None, root: Path | None = None) -> list[Problem]:
    """Every problem in these feature files; with no paths, in all of features/ (or of
    ``root``), with the checks of the whole set too."""
    found, problems = load(sorted((root or FEATURES).rglob("*.feature")) if paths is None else paths)
    for check in PER_FILE.values():
        for f in found:
            problems += check(f)
    if paths is None:
        for whole in WHOLE_SET.values():
            problems += whole(found)
    return sorted(set(problems))


def feature_files(paths: Iterable[str]) -> list[Path]:
    """Files and folders given on the command line, as feature files."""
    out: list[Path] = []
    for p in map(Path, paths):
        out += sorted(p.rglob("*.feature")) if p.is_dir() else [p]
    return out


__all__ = ["FEATURES", "Problem", "lint"]
