"""The table of refusal reasons (engine.interfaces.conformance.refusals), read from the source.

- Every rule id in it is a published source id, and every ``<card>.text`` row names cards
  that exist, each with a text id.
- Every refusal the exported vectors expect (a step's ``expect.refused``, which our engine
  raised when the vector was recorded) is a row of the table for that request.
- It finds every ``RuleViolation`` of the rules and the cards, and follows data: a
  permission's rule, a ban's rule, a format's rules, a decision's rule.
- ``moodswings conformance refusals [--json]`` prints it.
"""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from engine.core.catalog import faces
from engine.interfaces.conformance import refusals
from engine.interfaces.conformance.refusals import CARD_TEXT, Refusal, table
from engine.knowledge.sources import source_ids

ROOT = Path(__file__).resolve().parent.parent
PENDING = "the pending decision's rule"


@cache
def expected() -> list[tuple[str, str, str]]:
    """Every refusal the exported vectors expect: (vector, request, rule)."""
    from engine.interfaces.conformance.export import export_all

    out = []
    for vector in export_all().vectors:
        for step in vector["steps"]:
            expect = step.get("expect")
            if isinstance(expect, dict) and "refused" in expect:
                out.append((vector["id"], step["op"], expect["refused"]))
    return out


def covered(rows: tuple[Refusal, ...]) -> set[tuple[str, str]]:
    """The (rule, request) pairs of the rows, leaving out those that name whatever decision is
    pending (an answer out of turn): their ids are the decisions' own rows', so a decision's
    row missing from the table would be hidden behind them."""
    primary = [r for r in rows if r.origin != PENDING]
    return {(i, request) for r in primary for i in r.ids() for request in r.request}


def test_every_rule_is_a_source_id_and_every_card_text_names_cards_that_exist() -> None:
    rows = table()
    known = set(source_ids())
    for r in rows:
        if r.rule == CARD_TEXT:
            assert r.cards, r
            assert set(r.cards) <= set(faces()), r
        else:
            assert not r.cards and r.rule in known, r
        assert all(i in known for i in r.ids()), r
        assert r.about and r.reasons and r.request and r.raised.startswith("engine."), r
    assert len(rows) > 100
    assert len(refusals.ids()) > 100


def test_every_refusal_the_vectors_expect_is_in_the_table() -> None:
    steps = expected()
    assert len(steps) > 50
    missing = [s for s in steps if (s[2], s[1]) not in covered(table())]
    assert not missing, f"refusals the table does not have: {missing}"
    # and the table is not covering them by being everything: some pairs are not in it
    assert ("rules.round-structure.1", "setup") not in covered(table())
    assert ("anger.text", "setup") not in covered(table())


def test_a_table_missing_a_kind_of_refusal_leaves_vectors_uncovered() -> None:
    """The coverage check can fail: without the rows for costs, for a permission's limits, or
    for the drafts' decisions, the vectors that expect those refusals are not covered."""
    steps = expected()
    for leave_out in (
        lambda r: r.raised.endswith("Playing.refusal_to_play") and r.about.startswith("To play"),
        lambda r: r.origin.startswith("a permission's rule"),
        lambda r: r.asked is not None and "Draft." in r.asked,
    ):
        fewer = tuple(r for r in table() if not leave_out(r))
        assert [s for s in steps if (s[2], s[1]) not in covered(fewer)]


def _violations() -> int:
    """How many ``RuleViolation(...)`` the rules and the cards make, counted plainly."""
    count = 0
    for package in ("core", "formats", "cards"):
        for path in (ROOT / "engine" / package).glob("*.py"):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            count += sum(
                1
                for n in ast.walk(tree)
                if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "RuleViolation"
            )
    return count


def test_every_place_that_refuses_is_in_the_table() -> None:
    rows = table()
    places = {r.raised for r in rows if r.asked is None}
    expected_places = {
        "engine.core.playing: Playing.refusal_to_play",
        "engine.core.game: Game.refusal_to_answer",
        "engine.core.game: Game._waiting_for_a_turn",
        "engine.core.setup: deck_refusal",
        "engine.formats: deck_problem",
    }
    assert places == expected_places
    sites = {(r.raised, r.reasons) for r in rows if r.asked is None}
    validate = 5  # Decision.validate's: one row per decision instead
    assert len(sites) == _violations() - validate
    assert len(refusals.limits()) == validate - 1  # the fifth gives the decision's own check


def _rows(**where: str) -> list[Refusal]:
    return [r for r in table() if all(getattr(r, k) == v for k, v in where.items())]


def test_rules_that_come_from_data_are_followed_to_their_values() -> None:
    raised = "engine.core.playing: Playing.refusal_to_play"
    bans = [r for r in _rows(raised=raised) if r.origin == "a ban's rule"]
    assert [(r.rule, r.cards) for r in bans] == [(CARD_TEXT, ("doubt",))]
    permissions = {r.rule: r.cards for r in _rows(raised=raised) if "permission's rule" in r.origin}
    assert {"glossary.hurt-feelings", "rules.taking-a-turn.1", CARD_TEXT} == set(permissions)
    granting = {"eagerness", "benevolence", "grace", "pride", "intimidation", "gluttony"}
    assert granting <= set(permissions[CARD_TEXT])
    costs = next(r for r in _rows(raised=raised) if r.about.startswith("To play"))
    assert costs.cards == ("bliss", "envy", "exhilaration", "guile", "neurosis", "regret", "self-loathing")
    decks = {r.rule: r.origin for r in _rows(raised="engine.formats: deck_problem")}
    assert decks["variants.winston-draft.2"].endswith("(winston-draft)")
    assert "rules.the-deck.2" not in decks  # traditional play checks its deck in deck_refusal
    exchange = {r.rule for r in table() if r.asked == "engine.core.setup: Setup.exchange"}
    assert exchange == {"variants.open-team.6", "variants.closed-team.6"}  # only team games trade


def test_an_answer_is_refused_under_its_decisions_rule_with_its_own_check() -> None:
    anger = next(r for r in table() if r.asked == "engine.cards.red: anger")
    assert (anger.rule, anger.cards, anger.request) == (CARD_TEXT, ("anger",), ("choose",))
    assert "Put moods with a total value of 5 or less" in anger.about
    assert "their total value is {total}, more than 5" in anger.reasons
    turn = next(r for r in table() if r.asked == "engine.core.game: Game.turn_decision")
    assert (turn.rule, turn.request) == ("rules.taking-a-turn.1", ("play", "pass", "choose"))
    family = next(r for r in table() if r.asked == "engine.cards.families: all_other_moods.effect")
    assert "wrath" in family.cards and "Put all other moods into the discard pile" in family.about


def test_the_command_prints_the_table() -> None:
    run = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "refusals"]
    data = json.loads(subprocess.run([*run, "--json"], capture_output=True, text=True, check=True).stdout)
    assert data["rows"] == len(table()) == len(data["refusals"])
    assert data["ids"] == refusals.ids()
    assert data["refusals"][0] == table()[0].json()
    assert f"{len(table())} refusal reasons, naming {len(refusals.ids())} source ids" in refusals.text()


@pytest.mark.parametrize("broken", ["REQUESTS", "CORE_CARD_TEXT"])
def test_a_place_it_cannot_follow_is_an_error_not_a_gap(broken: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(refusals, broken, {})
    with pytest.raises(refusals.Unresolved):
        refusals.table.__wrapped__()


NAMELESS = {  # a decision that names no rule where no mood's text can be the one it cites
    "cards/lending.py": (
        "def stray(g, item):\n    yield g.choose_players(item.player, [], 'Who')\n",
        "no card's behaviour reaches it",
    ),
    "core/setup.py": (
        "def stray(self):\n    yield self.choose_players('Alice', [], 'Who')\n",
        "names no rule, outside the cards",
    ),
}


@pytest.mark.parametrize("module", sorted(NAMELESS))
def test_a_decision_naming_no_rule_that_no_mood_asks_is_an_error(
    module: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card's decision that names no rule cites the text of the mood whose effect asks it
    (the cards whose behaviour reaches it); one that no card's behaviour reaches (an "after
    scoring" effect's), or one of the rules', is an error: no mood's text is given to it."""
    for package in refusals.PACKAGES:
        shutil.copytree(
            refusals.ENGINE / package, tmp_path / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    with (tmp_path / module).open("a", encoding="utf-8") as out:
        out.write("\n\n" + NAMELESS[module][0])
    monkeypatch.setattr(refusals, "_source", lambda: refusals.Source(tmp_path))
    with pytest.raises(refusals.Unresolved, match=NAMELESS[module][1]):
        refusals.table.__wrapped__()
