"""The feature files are well formed and every step, tag and card name in them is known."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import steps.actions
import steps.feelinks
import steps.mood_x
import steps.outcomes
import steps.party
import steps.table
from engine.catalog import faces
from engine.rulings import ROOT, features
from engine.sources import card_notes, informational, known, notes
from steps.registry import STEPS, matching

ALL = features()
KNOWN_TAG_PREFIXES = ("card", "note", "source", "game")
PLAIN_TAGS = {"pending", "erratum"}
CARD_NAMES = {f.name for f in faces().values()}
NOT_CARDS = {"Hurt", "Feelings"}  # words that are capitalized in steps but name no card or player
# The party games have their own features, vocabulary and setup steps; Mood Swings is the rest.
PARTY_GAMES = {"mood-x": steps.mood_x.WORDS, "feelinks": steps.feelinks.WORDS}
GAME_SETUPS = ("a game between", "a team game", "a Mood X game between", "a Feelinks game between")
QUOTED = re.compile(r'"[^"]*"')  # free words (a story told), not names


def every_step():
    for f in ALL:
        for rule, example in f.examples():
            for s in f.background + (rule.background if rule else ()) + example.steps:
                yield f, s


def test_every_step_matches_exactly_one_definition() -> None:
    problems = []
    for f, s in every_step():
        found = matching(s.kind, s.text)
        if len(found) != 1:
            what = "no" if not found else f"{len(found)}"
            problems.append(f"{f.relpath}:{s.line}: {what} {s.kind} steps match {s.text!r}")
    assert not problems, "\n".join(problems)


def test_every_step_definition_is_used() -> None:
    used = {id(d) for f, s in every_step() for d in matching(s.kind, s.text)}
    unused = [f"{d.kind} {d.pattern}" for d in STEPS if id(d) not in used]
    assert not unused, "step definitions no feature uses:\n" + "\n".join(unused)


def test_tags_name_known_ids() -> None:
    problems = []
    for f in ALL:
        tags = (
            list(f.tags) + [t for r in f.rules for t in r.tags] + [t for _, e in f.examples() for t in e.tags]
        )
        for t in tags:
            prefix, _, value = t.partition(":")
            if t in PLAIN_TAGS:
                continue
            if prefix not in KNOWN_TAG_PREFIXES:
                problems.append(f"{f.relpath}: unknown tag @{t}")
            elif prefix == "note" and not known(value):
                problems.append(f"{f.relpath}: @{t} names no source id")
            elif prefix == "card" and value not in faces():
                problems.append(f"{f.relpath}: @{t} names no card")
            elif prefix == "game" and (value not in PARTY_GAMES or f.path.parent.name != value):
                problems.append(f"{f.relpath}: @{t} names no party game, or not this folder's")
    assert not problems, "\n".join(problems)


def test_card_features_are_one_per_card_and_named_for_it() -> None:
    seen: dict[str, str] = {}
    for f in ALL:
        if f.path.parent.name != "cards":
            continue
        assert f.card is not None, f"{f.relpath} has no @card tag"
        assert f.path.stem == f.card, f"{f.relpath} is tagged @card:{f.card}"
        assert f.name == faces()[f.card].name
        assert f.card not in seen, f"{f.card} has two feature files"
        seen[f.card] = f.relpath


def test_a_card_feature_encodes_every_note_of_its_card() -> None:
    for f in ALL:
        if f.card is None:
            continue
        tagged = {n for r in f.rules for n in r.notes}
        missing = [n for n in card_notes(f.card) if n not in tagged]
        assert not missing, f"{f.relpath} does not encode {', '.join(missing)}"


def test_examples_sit_under_rules_with_unique_names() -> None:
    for f in ALL:
        assert not f.loose, f"{f.relpath}: examples outside a Rule: {[e.name for e in f.loose]}"
        names = [e.name for _, e in f.examples()]
        dupes = {n for n in names if names.count(n) > 1}
        assert not dupes, f"{f.relpath}: two examples are called {dupes}"
        for r in f.rules:
            assert r.examples, f"{f.relpath}:{r.line}: the Rule {r.name!r} has no example"
            assert r.notes or r.tag_values("source"), (
                f"{f.relpath}:{r.line}: the Rule {r.name!r} has no @note"
            )


def test_pending_rulings_say_why() -> None:
    for f in ALL:
        for r in f.rules:
            if r.pending:
                assert r.description, f"{f.relpath}:{r.line}: a @pending Rule needs a description saying why"


def test_errata_explain_themselves() -> None:
    for f in ALL:
        for r in f.rules:
            if r.erratum:
                assert len(r.description) > 40, (
                    f"{f.relpath}:{r.line}: an @erratum Rule must explain the error"
                )


def test_capitalized_words_in_steps_are_cards_or_players() -> None:
    """In Mood Swings features a capitalized word is a card or a player; in a party game's
    features it is a player or a word of that game's steps (the Hero, the Master of emotions)."""
    problems = []
    for f in ALL:
        game = f.path.parent.name
        vocabulary = PARTY_GAMES[game] if game in PARTY_GAMES else CARD_NAMES | NOT_CARDS
        for rule, example in f.examples():
            players: set[str] = set()
            steps = f.background + (rule.background if rule else ()) + example.steps
            for s in steps:
                if s.text.startswith(GAME_SETUPS):
                    named = re.split(r" between |: ", s.text, maxsplit=1)[-1]
                    players |= set(re.findall(r"[A-Z][a-z]+", named))
            for s in steps:
                for word in re.findall(r"\b[A-Z][\w-]*", QUOTED.sub("", s.text)):
                    if word not in vocabulary | players:
                        what = (
                            "a player or a word of its steps" if game in PARTY_GAMES else "a card or a player"
                        )
                        problems.append(f"{f.relpath}:{s.line}: {word!r} is neither {what}")
    assert not problems, "\n".join(sorted(set(problems)))


@pytest.mark.parametrize("game", sorted(PARTY_GAMES))
def test_a_party_game_encodes_or_lists_every_paragraph_of_its_rulebook(game: str) -> None:
    """Every paragraph of the game's rulebook is tagged by a Rule of its own features (one
    that is not pending) or listed as informational."""
    encoded = {
        n for f in ALL if f.path.parent.name == game for r in f.rules if not r.pending for n in r.notes
    }
    stray = [
        f"{f.relpath}: @note:{n}"
        for f in ALL
        if f.path.parent.name != game
        for r in f.rules
        for n in r.notes
        if n.startswith(game + ".")
    ]
    missing = [n for n in notes() if n.startswith(game + ".") and n not in encoded | set(informational())]
    assert not missing, f"{game}: neither encoded nor informational: {', '.join(missing)}"
    assert not stray, f"{game} rulings outside features/{game}: {stray}"


CORE = [p for p in (ROOT / "engine").rglob("*.py") if "cards" not in p.relative_to(ROOT / "engine").parts]
STEP_FILES = list((ROOT / "steps").rglob("*.py"))


@pytest.mark.parametrize("path", CORE + STEP_FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_card_name_in_the_engine_core_or_the_steps(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = sorted({n for n in CARD_NAMES if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)})
    assert not found, f"{path.relative_to(ROOT)} names {', '.join(found)}"


def test_informational_paragraphs_are_known_give_a_reason_and_have_no_ruling() -> None:
    tagged = {n for f in ALL for r in f.rules for n in r.notes}
    problems = []
    for source_id, reason in informational().items():
        if not known(source_id):
            problems.append(f"engine/data/informational.toml: {source_id} names no source id")
        if not reason.strip():
            problems.append(f"engine/data/informational.toml: {source_id} gives no reason")
        if source_id in tagged:
            problems.append(
                f"engine/data/informational.toml: {source_id} is informational but a Rule encodes it"
            )
    assert not problems, "\n".join(problems)
