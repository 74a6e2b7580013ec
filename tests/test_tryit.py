"""Table specs (engine.core.tablespec) and the Try it page's Python side, in plain CPython.

The browser tests (tests/site/test_tryit.py) run the same code under Pyodide; these check
what it answers, fast: a spec builds the table the Given steps would, bad specs name the
field, an action is answered or refused with its rule and nothing changes, and the engine
package the site ships is this checkout's.
"""

from __future__ import annotations

import json
import sys
import zipfile

import pytest

from engine.core.errors import PositionError
from engine.core.snapshot import snapshot
from engine.core.table import Table
from engine.core.tablespec import build, play_earlier, start_of
from engine.knowledge.rulings import ROOT

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site import tryit_session
from moodswings_site.tryit import bundle_files, tryit_href, write_bundle

SPEC = {
    "players": ["Alice", "Bob"],
    "turn": "Alice",
    "moods": {"Bob": ["Generosity"]},
    "hands": {"Alice": ["Anger", "Joy"]},
    "history": ["Alice played Pacifism last round, choosing Bob"],
}


def test_a_spec_builds_the_table_the_given_steps_build() -> None:
    by_steps = Table(["Alice", "Bob"])
    by_steps.put_in_play("Bob", ["Generosity"])
    by_steps.put_in_hand("Alice", ["Anger", "Joy"])
    by_steps.set_turn("Alice")
    play_earlier(by_steps, "Alice", "Pacifism", " last round", "Bob")
    assert snapshot(build(SPEC).game) == snapshot(by_steps.game)
    assert "suppressed" in snapshot(by_steps.game)["players"][1]["moods"][0]["notes"]
    # and the table remembers the spec that sets it up again
    empty = {"discard": [], "deck": [], "first": None, "round": 1, "wins": {}, "hurt_feelings": []}
    empty["teams"] = None
    assert start_of(by_steps) == {**SPEC, **empty}


def test_round_wins_and_hurt_feelings_are_in_the_spec() -> None:
    table = Table(["Alice", "Bob", "Carol"])
    table.set_round(2)
    table.set_wins("Bob", 1)
    table.put_in_hand("Alice", ["Joy", "Zeal"])
    table.set_turn("Alice")
    table.give_hurt_feelings("Alice")
    spec = start_of(table)
    assert spec is not None and spec["round"] == 2 and spec["wins"] == {"Bob": 1}
    assert spec["hurt_feelings"] == ["Alice"]
    assert snapshot(build(spec).game) == snapshot(table.game)


def test_team_games_are_in_the_spec() -> None:
    across, side_by_side = [["Alice", "Carol"], ["Bob", "Dave"]], [["Alice", "Bob"], ["Carol", "Dave"]]
    for teams, fmt in ((across, "closed-team"), (side_by_side, "open-team")):
        table = Table(["Alice", "Bob", "Carol", "Dave"], teams)
        table.put_in_play("Carol", ["Joy"])
        spec = start_of(table)
        assert spec is not None and spec["teams"] == teams
        assert build(spec).state.format == fmt


def test_a_table_given_what_a_spec_cannot_say_has_no_spec() -> None:
    table = Table(["Alice", "Bob"], None, "structure-duel")
    assert table.spec is None and start_of(table) is None


@pytest.mark.parametrize(
    ("spec", "field", "words"),
    [
        ([], "spec", "JSON object"),
        ({"players": ["Alice", "Bob"], "cards": []}, "cards", "not a field"),
        ({"players": ["Alice"]}, "players", "2 to 8"),
        ({"players": ["Alice", "Bob"], "hands": {"Alice": ["Angr"]}}, "hands.Alice[0]", "Anger"),
        ({"players": ["Alice", "Bob"], "moods": {"Eve": ["Joy"]}}, "moods.Eve", "not playing"),
        ({"players": ["Alice", "Bob"], "history": ["Alice playd Joy"]}, "history[0]", "does not read"),
        ({"players": ["Alice", "Bob"], "wins": {"Bob": 3}}, "wins.Bob", "already won"),
        ({"players": ["Alice", "Bob"], "teams": [["Alice", "Bob"]]}, "teams", "pairs"),
        ({"players": ["Alice", "Bob"], "hurt_feelings": ["Alice"]}, "hurt_feelings", "three or more"),
        ({"players": ["Alice", "Bob"], "history": ["Alice played Pacifism"]}, "history[0]", "needs a choice"),
        (
            {"players": ["Alice", "Bob"], "history": ["Alice played Joy, choosing Bob"]},
            "history[0]",
            "left over",
        ),
    ],
)
def test_a_wrong_spec_names_its_field(spec: object, field: str, words: str) -> None:
    with pytest.raises(PositionError) as e:
        build(spec)
    assert e.value.field == field and words in e.value.message


def call(name: str, *args: object) -> dict:
    return json.loads(getattr(tryit_session, name)(*(json.dumps(a) for a in args)))


def test_the_page_plays_answers_refuses_and_replays() -> None:
    spec = {
        "players": ["Alice", "Bob"],
        "hands": {"Alice": ["Anger", "Self-Loathing"]},
        "moods": {"Bob": ["Charity"]},
    }
    start = call("show", spec, [])
    assert start["pending"]["turn"] and [o["label"] for o in start["pending"]["options"]] == ["Anger", "pass"]
    # a card that can't be played is offered to try, and trying it names the rule
    [other] = start["pending"]["others"]
    refused = call("act", spec, [], {"play": other["card"]})
    assert refused["refused"]["rule"] and refused["answers"] == [] and refused["table"] == start["table"]
    played = call("act", spec, [], {"options": [0]})
    assert played["refused"] is None and played["pending"]["kind"] == "moods"
    labels = [o["label"] for o in played["pending"]["options"]]
    chosen = call("act", spec, played["answers"], {"options": [labels.index("Charity")]})
    assert "Charity" in chosen["table"].split("Discard pile")[1]
    # the answers alone replay to the same point, from a fresh start too (undo, a shared link)
    tryit_session._last = None
    assert call("show", spec, chosen["answers"]) == {k: v for k, v in chosen.items() if k != "refused"}
    assert call("show", spec, chosen["answers"][:1])["pending"] == played["pending"]
    assert call("show", spec, [[999]])["error"]["field"] == "answers[0]"


def test_the_engine_package_is_this_checkouts(tmp_path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "engine.zip"
    write_bundle(path)
    with zipfile.ZipFile(path) as z:
        names = set(z.namelist())
        for name, file in bundle_files():
            assert z.read(name) == file.read_bytes()
    assert {"engine/__init__.py", "engine/data/cards.toml", "moodswings_site/tryit_session.py"} <= names
    assert "moodswings_site/__init__.py" not in names  # a namespace package: no Sphinx in the browser
    first = path.read_bytes()
    write_bundle(path)
    assert path.read_bytes() == first  # the same bytes from the same source


def test_a_try_it_link_carries_the_spec() -> None:
    href = tryit_href(SPEC)
    assert href.startswith("../tryit.html#spec=")
    from urllib.parse import unquote

    assert json.loads(unquote(href.split("#spec=", 1)[1])) == SPEC
    assert '"' not in href and " " not in href
