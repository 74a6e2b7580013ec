"""The feature linter catches each mistake a contributor can make, naming the file and line;
``ruling new`` writes a skeleton the linter sends back until it is finished; ``ruling fmt``
lays files out in one way."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from engine.interfaces.cli import main, parser
from engine.knowledge import lint
from engine.knowledge.authoring import add_ruling
from engine.knowledge.formatting import format_text
from engine.knowledge.rulings import parse
from engine.scenarios import registry

GOOD = """\
@card:anger
Feature: Anger
  What the card does.

  Background:
    Given a game between Alice and Bob
    And it is Alice's turn
    And Alice has Anger in hand

  @note:anger.1
  Rule: A ruling
    Its description.

    Example: a mood worth 1 goes
      Given Bob has moods Hate
      When Alice plays Anger
      And Alice chooses Hate
      Then Hate is in the discard pile
"""


def write(tmp_path: Path, text: str, name: str = "anger.feature") -> Path:
    folder = tmp_path / "cards"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def problems(tmp_path: Path, text: str) -> list[str]:
    path = write(tmp_path, text)
    return [f"{p.line}: {p.message}" for p in lint.lint([path]) if p.path == str(path)]


def only(found: list[str], line: int, *words: str) -> None:
    """Exactly one problem, at this line, saying these words."""
    assert len(found) == 1, found
    assert found[0].startswith(f"{line}: "), found
    for w in words:
        assert w in found[0], found


def test_a_good_file_has_no_problem(tmp_path: Path) -> None:
    assert problems(tmp_path, GOOD) == []


def test_a_step_that_matches_nothing_gets_the_nearest_step(tmp_path: Path) -> None:
    found = problems(tmp_path, GOOD.replace("When Alice plays Anger", "When Alice play Anger"))
    only(found, 16, "no when step reads 'Alice play Anger'", "nearest when step is", "plays")


def test_a_list_after_a_bare_may_choose_or_cannot_choose_gets_the_wording_that_cannot_be_misread(
    tmp_path: Path,
) -> None:
    found = problems(
        tmp_path, GOOD.replace("      And Alice chooses Hate", "      Then Alice may choose Hate and Glee")
    )
    only(found, 17, "can be misread", "'Alice may choose each of Hate and Glee'")
    found = problems(
        tmp_path, GOOD.replace("      And Alice chooses Hate", "      Then Alice cannot choose Hate and Glee")
    )
    only(
        found, 17, "'Alice may choose none of Hate and Glee'", "'Alice cannot choose Hate and Glee together'"
    )
    for fine in ("may choose each of Hate and Glee", "may choose none of Hate and Glee", "may choose Hate"):
        assert (
            problems(tmp_path, GOOD.replace("      And Alice chooses Hate", f"      Then Alice {fine}")) == []
        )


def test_an_ambiguous_step_names_every_definition(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    twin = registry.StepDef("then", r"(?P<ref>[A-Z][\w-]*) is in the discard pile", "", test_lint_of_a_twin)
    monkeypatch.setattr(registry, "STEPS", [*registry.STEPS, twin])
    found = problems(tmp_path, GOOD)
    only(
        found,
        18,
        "ambiguous then step 'Hate is in the discard pile'",
        "steps/outcomes.py:",
        "tests/test_lint.py:",
    )


def test_lint_of_a_twin(world: object = None, ref: str = "") -> None:
    """A step function for the ambiguity test (a test of its own so that it runs)."""
    assert world is None


def test_unknown_tags_and_ids_are_named_with_the_nearest(tmp_path: Path) -> None:
    only(problems(tmp_path, GOOD.replace("@note:anger.1", "@note:anger.1 @nope")), 10, "unknown tag @nope")
    only(problems(tmp_path, GOOD.replace("@note:anger.1", "@note:angr.1")), 10, "no source id", "anger.1")
    only(
        problems(tmp_path, GOOD.replace("@note:anger.1", "@note:anger.text")),
        10,
        "printed text",
        "not a note",
    )
    only(problems(tmp_path, GOOD.replace("@card:anger", "@card:angr")), 1, "no card", "@card:anger")
    only(problems(tmp_path, GOOD.replace("  @note:anger.1", "  @note:anger.1 @erratum")), 11, "@erratum")


@pytest.mark.parametrize(
    ("tag", "words"),
    [
        ("@source:judge-2026-11-29", None),
        ("@source:clarification-2025-01-31", None),
        ("@source:judge", "not of the form @source:<kind>-<YYYY-MM-DD>"),
        ("@source:friend-2026-11-29", "unknown kind 'friend'"),
        ("@source:judge-2026-13-01", "2026-13-01 is not a date"),
        ("@source:judge-29-11-2026", "not of the form"),
    ],
)
def test_source_tags_have_a_kind_and_a_date(tmp_path: Path, tag: str, words: str | None) -> None:
    text = GOOD.replace("@note:anger.1", f"@note:anger.1 {tag}")
    found = problems(tmp_path, text)
    if words is None:
        assert found == []
    else:
        only(found, 10, words)


def test_a_source_ruling_says_who_gave_it(tmp_path: Path) -> None:
    text = GOOD.replace("@note:anger.1", "@source:judge-2026-11-29").replace("    Its description.\n", "")
    only(problems(tmp_path, text), 11, "@source Rule needs a description")


REFERENCE = GOOD.replace("@note:anger.1", "@source:reference-2026-11-30").replace(
    "    Its description.\n",
    "    Why, from anger.text and glossary.total-value-number. The other reading: none.\n",
)


def test_a_reference_ruling_cites_known_ids_and_names_the_other_reading(tmp_path: Path) -> None:
    assert problems(tmp_path, REFERENCE) == []
    uncited = REFERENCE.replace("from anger.text and glossary.total-value-number", "from the card")
    only(problems(tmp_path, uncited), 11, "cites no source id")
    unknown = REFERENCE.replace("glossary.total-value-number", "glossary.total-valeu-number")
    only(
        problems(tmp_path, unknown),
        12,
        "glossary.total-valeu-number names no source id",
        "glossary.total-value-number",
    )
    only(
        problems(tmp_path, REFERENCE.replace(" The other reading: none.", "")),
        11,
        "does not name the other reading",
    )


def test_examples_outside_rules_are_named(tmp_path: Path) -> None:
    loose = GOOD.replace("  @note:anger.1\n  Rule: A ruling\n    Its description.\n\n", "")
    only(problems(tmp_path, format_text(loose)), 10, "is not under a Rule")


def test_rules_need_an_id_a_unique_example_and_reasons(tmp_path: Path) -> None:
    only(problems(tmp_path, GOOD.replace("  @note:anger.1\n", "")), 10, "no @note or @source")
    twice = GOOD + "\n" + "\n".join(GOOD.splitlines()[13:18]) + "\n"
    only(problems(tmp_path, twice), 20, "another Example (line 14) is called 'a mood worth 1 goes'")
    pending = GOOD.replace("@note:anger.1", "@note:anger.1 @pending").replace("    Its description.\n", "")
    only(problems(tmp_path, pending), 11, "@pending Rule needs a description")


def test_card_names_that_do_not_exist_get_the_nearest_name(tmp_path: Path) -> None:
    found = problems(tmp_path, GOOD.replace("moods Hate", "moods Hat").replace("chooses Hate", "chooses Hat"))
    assert found[0].startswith("15: 'Hat' is neither a card nor a player; did you mean Hate?"), found


def test_formatting_is_checked_and_fixed(tmp_path: Path) -> None:
    messy = GOOD.replace("    Example:", "      Example:").replace("  Rule:", "Rule:") + "\n\n"
    only(problems(tmp_path, messy), 11, "not formatted", "ruling fmt")
    assert format_text(messy) == GOOD
    assert format_text(GOOD) == GOOD


def test_the_formatter_lays_out_tags_tables_comments_and_blank_lines() -> None:
    messy = textwrap.dedent("""\
        @card:anger   @x
        Feature: Anger
        Background:
        Given a game between Alice and Bob
        # a comment
              @note:anger.1
           Rule: A ruling
                 Said   like this.
           Example: one
        Given Bob has moods Hate

        When Alice plays Anger
        |a|bb|
        |ccc|d|
        """)
    assert format_text(messy) == textwrap.dedent("""\
        @card:anger @x
        Feature: Anger

          Background:
            Given a game between Alice and Bob

          # a comment
          @note:anger.1
          Rule: A ruling
            Said   like this.

            Example: one
              Given Bob has moods Hate
              When Alice plays Anger
                | a   | bb |
                | ccc | d  |
        """)


def test_a_file_that_is_not_gherkin_is_named_at_its_line(tmp_path: Path) -> None:
    found = problems(tmp_path, GOOD.replace("    Example: a mood worth 1 goes", "    @oops"))
    only(found, 15, "not Gherkin", "got 'Given Bob has moods Hate'")


def test_checks_of_the_whole_set(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD.replace("@card:anger", "@card:fear"), "anger.feature")
    feature = parse(path)
    found = [str(p) for p in lint.card_file_problems([feature])]
    assert any("tagged @card:fear: name it fear.feature" in p for p in found), found
    assert any("should be called Fear" in p for p in found), found
    assert any(p.endswith("no Rule encodes fear.1, fear.2") or "no Rule encodes fear.1" in p for p in found)
    unused = [str(p) for p in lint.unused_step_problems([feature])]
    assert any(p.startswith("steps/actions.py:") and "'<player> passes'" in p for p in unused), unused
    assert not any("'<player> plays <card>" in p for p in unused)


def test_ruling_new_writes_a_skeleton_that_lint_sends_back(tmp_path: Path) -> None:
    write(tmp_path, GOOD)
    added = add_ruling("anger", "moods worth 0 go for free.", kind="judge", date="2026-11-29", root=tmp_path)
    text = added.path.read_text(encoding="utf-8")
    assert "  @source:judge-2026-11-29\n  Rule: Moods worth 0 go for free\n" in text
    assert text.count("Alice has Anger in hand") == 1  # the Background has it already
    assert text.splitlines()[added.line - 1].strip() == "Rule: Moods worth 0 go for free"
    assert format_text(text) == text
    found = [f"{p.line}: {p.message}" for p in lint.lint([added.path])]
    assert any("TODO" in p and "no then step reads" in p for p in found), found
    assert sum("a TODO of the skeleton is left" in p for p in found) == 3, found


def test_ruling_new_with_a_note_or_for_a_card_without_a_file(tmp_path: Path) -> None:
    added = add_ruling("fear", "a ruling", note="fear.1", root=tmp_path)
    assert added.created
    text = added.path.read_text(encoding="utf-8")
    assert text.startswith("@card:fear\nFeature: Fear\n") and "  @note:fear.1\n  Rule: A ruling\n" in text
    assert "      Given Alice has Fear in hand\n      When Alice plays Fear\n" in text
    with pytest.raises(ValueError, match=r"anger.1 is not a note of Fear \(its notes: fear.1"):
        add_ruling("fear", "a ruling", note="anger.1", root=tmp_path)
    with pytest.raises(ValueError, match="not a date"):
        add_ruling("fear", "a ruling", date="2026-02-30", root=tmp_path)
    added = add_ruling("fear", "ours", kind="reference", date="2026-11-30", root=tmp_path)
    assert "  @source:reference-2026-11-30\n  Rule: Ours\n" in added.path.read_text(encoding="utf-8")


def test_the_command_line_names_file_and_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, GOOD.replace("moods Hate", "moods Hat"))
    assert main(["ruling", "check", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:15: 'Hat' is neither a card nor a player; did you mean Hate?" in out
    assert main(["ruling", "fmt", "--check", str(path)]) == 0
    assert main(["ruling", "new", "Angr", "words"]) == 1
    assert "did you mean Anger?" in capsys.readouterr().err
    assert parser().parse_args(["ruling", "new", "Anger", "w", "--source", "reference"]).source == "reference"


def test_the_command_line_lists_steps_and_runs_the_mutation_check(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", "steps", "nothing"]) == 0
    assert "<player> chooses [to ]<answer>" in capsys.readouterr().out
    assert main(["ruling", "mutate", "Boredom", "--verbose"]) == 0
    out = capsys.readouterr().out
    assert "boredom: value die misprinted: caught by features/cards/boredom.feature:" in out
    assert out.rstrip().splitlines()[-1].startswith("pinned 1/1 cards (1 mutants")


def test_an_informational_paragraph_with_a_ruling_is_named_at_its_line(tmp_path: Path) -> None:
    from engine.knowledge.sources import informational

    source_id = next(iter(informational()))
    feature = parse(write(tmp_path, GOOD.replace("@note:anger.1", f"@note:{source_id}")))
    found = lint.informational_problems([feature])
    toml = (lint.ROOT / "engine" / "data" / "informational.toml").read_text(encoding="utf-8").splitlines()
    assert [(p.path, p.message) for p in found] == [
        ("engine/data/informational.toml", f"{source_id} is informational but a Rule encodes it")
    ]
    assert source_id in toml[found[0].line - 1]


TOGETHER = """\
Feature: Cards together
  Rulings about two cards.

  @source:reference-2026-11-30 @card:anger @card:hate
  Rule: Anger sends Hate away
    Our reasoning, from anger.text; the other reading: none.

    Example: a mood worth 1 goes
      Given a game between Alice and Bob
      And it is Alice's turn
      And Alice has Anger in hand
      And Bob has moods Hate
      When Alice plays Anger
      And Alice chooses Hate
      Then Hate is in the discard pile
"""


def together(tmp_path: Path, text: str) -> tuple[Path, list[str]]:
    folder = tmp_path / "interactions"
    folder.mkdir(exist_ok=True)
    path = folder / "together.feature"
    path.write_text(text, encoding="utf-8")
    return path, [f"{p.line}: {p.message}" for p in lint.lint([path])]


def test_a_ruling_about_cards_together_is_tagged_with_cards_its_examples_name(tmp_path: Path) -> None:
    path, found = together(tmp_path, TOGETHER)
    assert found == []
    feature = parse(path)
    assert feature.card is None and feature.cards_of(feature.rules[0]) == ["anger", "hate"]
    assert lint.card_file_problems([feature]) == []  # no note coverage asked of it
    _, found = together(tmp_path, TOGETHER.replace("@card:hate", "@card:hate @card:fear"))
    only(found, 5, "tagged @card:fear but no example names Fear")
    _, found = together(tmp_path, TOGETHER.replace(" @card:anger @card:hate", ""))
    only(found, 5, "has no @card tag")
    # on a card's own file, a Rule's @card tag sends the ruling to features/interactions/
    tagged = GOOD.replace("@note:anger.1", "@note:anger.1 @card:hate")
    only(problems(tmp_path, tagged), 10, "features/interactions/")


def test_a_ruling_about_cards_together_is_found_from_each_card(capsys: pytest.CaptureFixture[str]) -> None:
    from engine.knowledge.rulings import with_other_cards

    found = with_other_cards("glee")
    assert found and all(f.interactions and "glee" in f.cards_of(r) for f, _, r in found)
    import tests.test_rulings as rulings  # its tags are the tests' marks: pytest -m card:glee

    marked = [
        name
        for name, test in vars(rulings).items()
        if name.startswith("test_interactions_")
        and any(m.name == "card:glee" for m in getattr(test, "pytestmark", []))
    ]
    assert len(marked) == sum(len(r.examples) for _, _, r in found), marked
    assert main(["card", "Glee"]) == 0
    out = capsys.readouterr().out
    assert "With other cards:" in out and found[0][2].name in out.split("With other cards:")[1]
