"""The feature files are well formed and every step, tag and card name in them is known.

Each test runs one check of the feature linter (``engine.knowledge.lint``, also ``moodswings ruling
check``) over every feature file; tests/test_lint.py shows each check catching its mistake.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.core.catalog import faces
from engine.knowledge import lint
from engine.knowledge.rulings import ROOT, features

ALL = features()
CARD_NAMES = {f.name for f in faces().values()}


def _none(problems: list[lint.Problem]) -> None:
    assert not problems, "\n".join(map(str, sorted(problems)))


def per_file(check) -> None:  # type: ignore[no-untyped-def]
    _none([p for f in ALL for p in check(f)])


def test_every_step_matches_exactly_one_definition() -> None:
    per_file(lint.step_problems)


def test_every_step_definition_is_used() -> None:
    _none(lint.unused_step_problems(ALL))


def test_tags_name_known_ids() -> None:
    per_file(lint.tag_problems)


def test_card_features_are_one_per_card_named_for_it_and_encode_every_note() -> None:
    _none(lint.card_file_problems(ALL))


def test_examples_sit_under_rules_with_unique_names_and_rulings_explain_themselves() -> None:
    """Also: pending rulings and errata have descriptions, @source rulings say who gave them."""
    per_file(lint.structure_problems)


def test_nothing_written_as_a_keyword_or_a_step_is_read_as_description() -> None:
    """No misspelt keyword, no step above its Example line or commented out, no outline."""
    per_file(lint.reading_problems)


def test_rulings_about_cards_together_are_tagged_with_the_cards_their_examples_name() -> None:
    per_file(lint.interaction_problems)


def test_reference_rulings_cite_known_ids_name_the_other_reading_and_have_an_example() -> None:
    """Every @source:reference Rule cites source ids that exist and names the other reading
    (the linter's check), and has an Example; that the Example fails under the other reading
    is checked by reading it."""
    per_file(lint.reference_problems)
    references = [(f, r) for f in ALL for r in f.rules if "reference" in r.source_kinds]
    assert len(references) >= 25, "the reference rulings are fewer than when this test was written"
    assert not [f"{f.relpath}:{r.line}" for f, r in references if not r.examples]


def test_capitalized_words_in_steps_are_cards_or_players() -> None:
    per_file(lint.name_problems)


def test_no_skeleton_is_left_unfinished() -> None:
    per_file(lint.todo_problems)


def test_feature_files_are_formatted() -> None:
    per_file(lint.format_problems)


def test_party_games_encode_or_list_every_paragraph_of_their_rulebooks() -> None:
    _none(lint.party_problems(ALL))


def test_informational_paragraphs_are_known_give_a_reason_and_have_no_ruling() -> None:
    _none(lint.informational_problems(ALL))


def test_every_check_of_the_linter_runs_here() -> None:
    """The linter's checks are these tests: one place per concept."""
    here = Path(__file__).read_text(encoding="utf-8")
    missing = [
        check.__name__
        for check in [*lint.PER_FILE.values(), *lint.WHOLE_SET.values()]
        if f"lint.{check.__name__}" not in here
    ]
    assert not missing, f"linter checks no test runs: {missing}"


CORE = [p for p in (ROOT / "engine").rglob("*.py") if "cards" not in p.relative_to(ROOT / "engine").parts]
STEP_FILES = list((ROOT / "steps").rglob("*.py"))


@pytest.mark.parametrize("path", CORE + STEP_FILES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_card_name_in_the_engine_core_or_the_steps(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    found = sorted({n for n in CARD_NAMES if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)})
    assert not found, f"{path.relative_to(ROOT)} names {', '.join(found)}"
