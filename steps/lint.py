"""The feature linter: every check on the rulings as written, in one place.

``moodswings ruling check`` prints what these checks find; ``tests/test_features.py``
asserts that they find nothing. Each check takes features and returns ``Problem``s, each
naming the file and the line. Checks of the whole set (every note encoded, every step
definition used, one feature per card) run only when the whole ``features/`` folder is
linted.

The tag forms:

- ``@card:<slug>`` on a card's Feature; ``@game:<party game>`` on a party game's;
- ``@note:<id>`` on a Rule: the official note or rules paragraph it encodes;
- ``@source:<kind>-<YYYY-MM-DD>`` on a Rule: a ruling beyond the official notes, with its
  kind (``judge``: a judge's ruling; ``clarification``: from the designers or the
  publisher; ``community``: a players' question settled by the rules; ``reference``: the
  reference's own ruling where careful readers of the sources could differ) and the date it was
  given. Its description says who gave it or where it was asked;
- ``@pending`` (with a description saying what the engine lacks), ``@erratum`` (with a
  description saying what the source says and what the engine does instead).
"""

from __future__ import annotations

import datetime
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
from engine.catalog import faces, nearest
from engine.formatting import format_text
from engine.rulings import FEATURES, ROOT, SOURCE_KINDS, Feature, Rule, Step, features, parse
from engine.sources import card_notes, informational, is_text, known, notes
from steps.registry import STEPS, StepDef, matching, suggestion

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
    lines = feature.path.read_text(encoding="utf-8").splitlines()
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
    lines = feature.path.read_text(encoding="utf-8").splitlines()
    return [
        Problem(where(feature), i, "a TODO of the skeleton is left: replace it with the ruling's words")
        for i, line in enumerate(lines, 1)
        if "TODO" in line
    ]


# -- formatting ------------------------------------------------------------------------------


def format_problems(feature: Feature) -> list[Problem]:
    """The file is laid out as ``moodswings ruling fmt`` lays it out."""
    text = feature.path.read_text(encoding="utf-8")
    formatted = format_text(text)
    if formatted == text:
        return []
    old, new = text.splitlines(), formatted.splitlines()
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
    for f in all_features:
        if f.card is None or f.card not in faces():
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


def load(paths: Iterable[Path]) -> tuple[list[Feature], list[Problem]]:
    """Parse feature files; a file that is not Gherkin is a problem at its line."""
    out, problems = [], []
    for p in paths:
        try:
            out.append(parse(p))
        except Exception as e:  # the parser's errors carry "(line:column): message"
            m = re.search(r"\((\d+):\d+\)", str(e))
            try:
                shown = p.resolve().relative_to(ROOT).as_posix()
            except ValueError:
                shown = str(p)
            problems.append(Problem(shown, int(m[1]) if m else 0, f"not Gherkin: {e}"))
    return out, problems


def lint(paths: Iterable[Path] | None = None) -> list[Problem]:
    """Every problem in these feature files; with no paths, in all of features/, with the
    checks of the whole set too."""
    if paths is None:
        found, problems = list(features()), []
    else:
        found, problems = load(paths)
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
