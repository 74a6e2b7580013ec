"""``moodswings ruling new``: a new Rule, with an Example skeleton, in a card's feature file.

The Rule is tagged either with the official note it encodes (``@note:anger.4``) or, for a
ruling beyond the notes, with its source and date (``@source:judge-2026-11-29``; see
``engine.knowledge.lint`` for the form). The skeleton's ``TODO`` lines are for the contributor to
replace: ``moodswings ruling check`` reports each one left, and the Example fails until
its steps are real.

The file is read, changed and written under its lock, and written atomically
(``engine.files``): any number of ``ruling new`` at once on one card each add their Rule.
A file that is not UTF-8, not Gherkin, or starts with a byte order mark is refused, and left
as it is, with its line: fix it first (``moodswings ruling check``, ``ruling fmt``).
"""

from __future__ import annotations

import datetime
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

from engine import files
from engine.core.catalog import face
from engine.knowledge.formatting import format_text
from engine.knowledge.rulings import FEATURES, parse_text
from engine.knowledge.sources import card_notes, known
from engine.knowledge.syntax import BOM, NotGherkin, document, lines_of

TODO = "TODO"


@dataclass(frozen=True)
class Added:
    path: Path
    line: int  # the Rule's line
    created: bool  # the feature file is new


def _title(words: str) -> str:
    words = " ".join(words.split()).rstrip(".")
    return words[:1].upper() + words[1:]


def new_feature(slug: str) -> str:
    f = face(slug)
    dice = "+".join(map(str, f.value))
    return (
        f"@card:{f.slug}\n"
        f"Feature: {f.name}\n"
        f"  {f.color.capitalize()}, {f.rarity}, value {dice}. {TODO}: what the card does, in our own words.\n"
        "\n"
        "  Background:\n"
        "    Given a game between Alice and Bob\n"
        "    And it is Alice's turn\n"
    )


def rule_text(
    card: str, words: str, tag: str, by: str, in_hand: bool = False, example: str | None = None
) -> str:
    """The Rule and its Example: the skeleton (``in_hand``: the Background already gives Alice
    the card), or ``example``, an Example already written (a draft)."""
    name = face(card).name
    description = by.strip() or f"{TODO}: who gave this ruling, or where it was asked, and why it holds."
    if tag.startswith("@note:"):
        description = by.strip()
    lines = [
        "",
        f"  {tag}",
        f"  Rule: {_title(words)}",
    ]
    if description:
        lines += textwrap.wrap(description, 90, initial_indent="    ", subsequent_indent="    ")
    if example is not None:
        return "\n".join([*lines, "", example.rstrip("\n")]) + "\n"
    lines += [
        "",
        f"    Example: {TODO} name the situation this example shows",
        *([] if in_hand else [f"      Given Alice has {name} in hand"]),
        f"      When Alice plays {name}",
        f"      Then {TODO} what the ruling makes happen (see the step reference)",
    ]
    return "\n".join(lines) + "\n"


def under_background(example: str, background: list[str]) -> str:
    """An Example that sets its own table (a draft, a write-up), fitted under a file's
    Background: the Given steps the Background gives are left out (``engine.knowledge.
    writeup.under``, which the Try it page's write-up uses too). A ValueError if the
    Background sets up a table the example does not have (other players, another turn)."""
    from engine.knowledge.writeup import WriteupError, under

    feature = parse_text("Feature: draft\n\n  Rule: draft\n\n" + example)
    [(_, drafted)] = feature.examples()
    given = [s.text for s in drafted.steps if s.kind == "given"]
    try:
        kept = under(given, background)
    except WriteupError as e:
        raise ValueError(
            f"{e}; this card's file starts every example with {'; '.join(background)}: put it in a file "
            "of rulings about cards together (features/interactions/), or give it that table"
        ) from None
    lines = example.rstrip("\n").split("\n")
    keyword = [line.strip().partition(" ")[0] for line in lines]
    steps = [i for i, k in enumerate(keyword) if k in ("Given", "When", "Then", "And", "But")]
    acting = next((i for i in steps if keyword[i] in ("When", "Then")), len(lines))
    first = steps[0] if steps and steps[0] < acting else acting
    indent = (
        lines[first][: len(lines[first]) - len(lines[first].lstrip())] if first < len(lines) else "      "
    )
    given_lines = [f"{indent}{'Given' if i == 0 else 'And'} {s}" for i, s in enumerate(kept)]
    return "\n".join(lines[:first] + given_lines + lines[acting:]) + "\n"


def source_tag(kind: str, date: str | None) -> str:
    day = date or datetime.date.today().isoformat()
    return f"@source:{kind}-{day}"


def add_ruling(
    card: str,
    words: str,
    *,
    note: str | None = None,
    kind: str = "community",
    date: str | None = None,
    by: str = "",
    root: Path = FEATURES,
    example: str | None = None,
) -> Added:
    """Append the Rule to the card's feature file (creating the file if the card has none),
    with an Example skeleton, or with ``example`` (a draft: fitted under the file's
    Background). Raises ValueError for a note that is not this card's, a bad source tag, or
    an example that does not fit the file."""
    from engine.knowledge.lint import source_tag_problem  # the one definition of the tag's form

    f = face(card)  # an unknown card names the nearest one
    if not words.strip():
        raise ValueError('say the ruling in words: moodswings ruling new CARD "the ruling"')
    if note is not None:
        if not known(note) or note not in card_notes(f.slug):
            mine = ", ".join(card_notes(f.slug)) or "none"
            raise ValueError(f"{note} is not a note of {f.name} (its notes: {mine})")
        tag = f"@note:{note}"
    else:
        tag = source_tag(kind, date)
        problem = source_tag_problem(tag.removeprefix("@source:"))
        if problem:
            raise ValueError(problem)
    path = root / "cards" / f"{f.slug}.feature"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with files.locked(path):
            created = not path.exists()
            text = new_feature(f.slug) if created else _readable(path)
            in_hand = any(
                re.fullmatch(
                    rf"Alice has (?:.+, |.+ and )?{re.escape(f.name)}(?:, .+| and .+)? in hand", step.text
                )
                for step in parse_text(text).background
            )
            if example is not None:
                example = under_background(example, [step.text for step in parse_text(text).background])
            text = text.rstrip("\n") + "\n" + rule_text(f.slug, words, tag, by, in_hand, example)
            text = _check_added(text, _title(words), by)
            files.write_text(path, text)
    except OSError as e:
        raise ValueError(f"{path}: {e.strerror or e}") from None
    line = max(i for i, s in enumerate(lines_of(text), 1) if s.strip() == f"Rule: {_title(words)}")
    return Added(path, line, created)


def _readable(path: Path) -> str:
    """The text of a card's feature file that a Rule can be added to; a ValueError with the
    file and line otherwise."""
    try:
        text = files.read_text(path)
    except files.FileTextError as e:  # the line of a byte that is not UTF-8
        raise ValueError(f"{e}. The file is unchanged.") from None
    if text.startswith(BOM):
        raise ValueError(
            f"{path}:1: the file starts with a byte order mark (U+FEFF), which pytest-bdd cannot read; "
            f"'moodswings ruling fmt {path}' removes it. The file is unchanged."
        )
    try:
        document(text)
    except NotGherkin as e:
        raise ValueError(
            f"{path}:{e.line}: {e.what}: {e.message}. The file is unchanged: fix it "
            f"('moodswings ruling check {path}' names every problem) and add the ruling again."
        ) from None
    return text


def _check_added(text: str, title: str, by: str) -> str:
    """The text laid out, once its new Rule reads back as written (a description that starts
    like a keyword, a tag or a comment would not)."""
    try:
        text = format_text(text)
        last = parse_text(text).rules[-1]
    except NotGherkin:
        last = None
    if (
        last is None
        or last.name != title
        or (by.strip() and " ".join(last.description.split()) != " ".join(by.split()))
    ):
        raise ValueError(
            "the ruling's words or description would not read back as written: "
            "start the description with a word, not a keyword, a tag or a comment"
        )
    return text
