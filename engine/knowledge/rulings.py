"""The rulings as written: feature files read into a small model.

The site, the coverage report, the linter and the test collection all read features
through this module, with the official Gherkin parser. A ruling is a ``Rule`` tagged with
the id of the note or rules paragraph it encodes (``@note:anger.4``); its ``Example``s
prove it against the engine.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from engine.knowledge import BASE, CLONE, FEATURES, features_dir
from engine.knowledge.syntax import NotGherkin, document

ROOT = CLONE  # the repository's root (the tests and the site read it; installed, it is site-packages)
# Rulings about two or more cards together: one file per theme, each Rule tagged with each
# card it involves (``@card:`` on the Rule, or on the Feature for all its Rules).
INTERACTIONS = "interactions"
# The other games' rulebooks (features/mood-x/, features/feelinks/): not Mood Swings rulings.
PARTY_GAMES = ("mood-x", "feelinks")

STEP_KINDS = {"Context": "given", "Action": "when", "Outcome": "then"}

# Who gave a ruling beyond the official notes: the kind in ``@source:<kind>-<YYYY-MM-DD>``.
SOURCE_KINDS = {
    "judge": "a judge's ruling",
    "clarification": "a clarification from the designers or the publisher",
    "community": "a players' question, settled by the rules",
    "reference": "the reference's own ruling, where careful readers of the sources could differ",
}


@dataclass(frozen=True)
class Step:
    keyword: str  # as written: "Given", "And", ...
    kind: str  # given / when / then (And and But take the kind of the step before)
    text: str
    line: int
    table: tuple[tuple[str, ...], ...] = ()


@dataclass(frozen=True)
class Example:
    name: str
    line: int
    tags: tuple[str, ...]
    steps: tuple[Step, ...]
    description: str = ""


@dataclass(frozen=True)
class Rule:
    name: str
    line: int
    tags: tuple[str, ...]
    description: str
    examples: tuple[Example, ...]
    background: tuple[Step, ...] = ()

    def tag_values(self, prefix: str) -> list[str]:
        return [t.split(":", 1)[1] for t in self.tags if t.startswith(prefix + ":")]

    @property
    def notes(self) -> list[str]:
        return self.tag_values("note")

    @property
    def cards(self) -> list[str]:
        """The cards this ruling is tagged with (a ruling about cards together)."""
        return self.tag_values("card")

    @property
    def sources(self) -> list[str]:
        """``@source:judge-2026-11-29``: where a ruling beyond the official notes comes from."""
        return self.tag_values("source")

    @property
    def source_kinds(self) -> list[str]:
        """Who gave it: ``judge``, ``clarification``, ``community`` or ``reference``."""
        return [s.partition("-")[0] for s in self.sources]

    @property
    def beyond_notes(self) -> bool:
        """A ruling with a source and no official note: a judge's, a clarification, a
        question, the reference's own."""
        return bool(self.sources) and not self.notes

    @property
    def pending(self) -> bool:
        return "pending" in self.tags

    @property
    def erratum(self) -> bool:
        return "erratum" in self.tags


@dataclass(frozen=True)
class Feature:
    path: Path  # absolute
    name: str
    line: int
    tags: tuple[str, ...]
    description: str
    background: tuple[Step, ...]
    rules: tuple[Rule, ...]
    loose: tuple[Example, ...] = field(default=())  # examples outside any Rule (the linter reports them)

    @cached_property
    def relpath(self) -> str:
        """The path from the knowledge base's base ("features/cards/anger.feature", from a clone
        or installed); the full path of a file outside it."""
        return self.path.relative_to(BASE).as_posix() if self.path.is_relative_to(BASE) else str(self.path)

    def tag_values(self, prefix: str) -> list[str]:
        return [t.split(":", 1)[1] for t in self.tags if t.startswith(prefix + ":")]

    @property
    def interactions(self) -> bool:
        """A file of rulings about cards together (features/interactions/)."""
        return self.path.parent.name == INTERACTIONS

    @property
    def card(self) -> str | None:
        """The card whose rulings this file holds (never a file of cards together)."""
        cards = self.tag_values("card")
        return cards[0] if cards and not self.interactions else None

    def cards_of(self, rule: Rule) -> list[str]:
        """The cards a ruling involves: the Feature's @card tags, then the Rule's own."""
        return list(dict.fromkeys(self.tag_values("card") + rule.cards))

    def examples(self) -> list[tuple[Rule | None, Example]]:
        return [(None, e) for e in self.loose] + [(r, e) for r in self.rules for e in r.examples]


def _tags(node: dict) -> tuple[str, ...]:
    return tuple(t["name"].lstrip("@") for t in node.get("tags", []))


def _description(node: dict) -> str:
    return textwrap.dedent(node.get("description") or "").strip()


def _steps(node: dict) -> tuple[Step, ...]:
    out: list[Step] = []
    kind = "given"
    for s in node.get("steps", []):
        kind = STEP_KINDS.get(s.get("keywordType", ""), kind)
        table = tuple(
            tuple(c["value"] for c in row["cells"]) for row in (s.get("dataTable") or {}).get("rows", [])
        )
        out.append(Step(s["keyword"].strip(), kind, s["text"], s["location"]["line"], table))
    return tuple(out)


def _example(node: dict) -> Example:
    return Example(node["name"], node["location"]["line"], _tags(node), _steps(node), _description(node))


def parse(path: Path) -> Feature:
    """The feature file at ``path``; ``NotGherkin`` names the file and the line if it is not one,
    or if the parser would read it otherwise than written (a misspelt keyword)."""
    try:
        return parse_text(path.read_text(encoding="utf-8"), path)
    except NotGherkin as e:
        raise e.of(path) from None


def parse_text(text: str, path: Path = FEATURES / "new.feature") -> Feature:
    """A feature from its text (``path`` is where it is, or will be, written); raises
    ``engine.knowledge.syntax.NotGherkin``, with the line, for a text that is not a feature."""
    f = document(text)["feature"]
    background: tuple[Step, ...] = ()
    rules: list[Rule] = []
    loose: list[Example] = []
    for child in f.get("children", []):
        if "background" in child:
            background = _steps(child["background"])
        elif "scenario" in child:
            loose.append(_example(child["scenario"]))
        elif "rule" in child:
            r = child["rule"]
            rule_background: tuple[Step, ...] = ()
            examples = []
            for c in r.get("children", []):
                if "background" in c:
                    rule_background = _steps(c["background"])
                elif "scenario" in c:
                    examples.append(_example(c["scenario"]))
            rules.append(
                Rule(
                    r["name"],
                    r["location"]["line"],
                    _tags(r),
                    _description(r),
                    tuple(examples),
                    rule_background,
                )
            )
    return Feature(
        path.resolve(),
        f["name"],
        f["location"]["line"],
        _tags(f),
        _description(f),
        background,
        tuple(rules),
        tuple(loose),
    )


@cache
def features(root: Path | None = None) -> tuple[Feature, ...]:
    """Every feature file under ``root`` (default: the knowledge base's features/, which must
    be there: ``KnowledgeBaseMissing`` if not), in path order."""
    return tuple(parse(p) for p in sorted((root or features_dir()).rglob("*.feature")))


def with_other_cards(slug: str) -> list[tuple[Feature, int, Rule]]:
    """The rulings about this card together with others: (file, the Rule's number in it, Rule)."""
    return [
        (f, i, r)
        for f in features()
        if f.interactions
        for i, r in enumerate(f.rules, start=1)
        if slug in f.cards_of(r)
    ]


def card_feature(slug: str) -> Feature | None:
    for f in features():
        if f.card == slug:
            return f
    return None
