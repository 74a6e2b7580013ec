"""Table specs (engine.core.tablespec) and the Try it page's Python side, in plain CPython.

The browser tests (tests/site/test_tryit.py) run the same code under Pyodide; these check
what it answers, fast: a spec builds the table the Given steps would, bad specs name the
field, an action is answered or refused with its rule and nothing changes, and the engine
package the site ships is this checkout's.
"""

from __future__ import annotations

import json
import re
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
        table = Table(["Alice", "Bob", "Carol", "Dave"], teams, fmt)
        table.put_in_play("Carol", ["Joy"])
        spec = start_of(table)
        assert spec is not None and spec["teams"] == teams
        assert build(spec).state.format == fmt


def test_a_table_whose_earlier_play_comes_between_its_cards_has_no_spec() -> None:
    """A spec puts every card on the table before its earlier plays: a table whose earlier
    play came first, and changed what came after, is not the table a spec would make."""
    table = Table(["Alice", "Bob"])
    table.set_turn("Alice")
    play_earlier(table, "Alice", "Pacifism", " last round", "Bob")
    table.put_in_play("Bob", ["Generosity"])  # not suppressed: it came after Pacifism
    assert start_of(table) is None


# -- every way to play (issue 45) -----------------------------------------------------------------


def test_a_duel_is_in_the_spec_with_each_players_deck_discard_pile_and_owners() -> None:
    table = Table(["Alice", "Bob"], None, "structure-duel")
    table.put_in_play("Alice", ["Boredom"])
    table.put_in_hand("Bob", ["Joy", "Hate"])
    table.put_in_discard(["Fear"], "Bob")
    table.put_in_deck(["Zeal", "Glee"], "Alice")
    table.set_owner(table.game.cards_named("Boredom")[0], "Bob")
    table.set_turn("Bob")
    spec = start_of(table)
    assert spec is not None and spec["format"] == "structure-duel"
    assert spec["decks"] == {"Alice": ["Zeal", "Glee"], "Bob": []} and spec["discards"]["Bob"] == ["Fear"]
    assert spec["owners"] == {"Boredom": "Bob"} and "deck" not in spec and "discard" not in spec
    again = build(spec)
    assert snapshot(again.game) == snapshot(table.game)
    assert again.state.cards[again.game.cards_named("Boredom")[0]].owner == "Bob"


def test_a_drafts_decks_after_the_draft_and_a_draft_before_it_are_in_the_spec() -> None:
    table = Table(["Alice", "Bob"], None, "quick-draft")
    table.end_draft()
    table.put_in_deck(["Joy"] * 12, "Alice")
    table.put_in_deck(["Fear"] * 12, "Bob")
    table.put_in_sideboard(["Zeal"], "Alice")
    table.set_match_wins("Bob", 1)
    table.set_turn("Alice")
    spec = start_of(table)
    assert spec is not None and spec["sideboards"] == {"Alice": ["Zeal"]} and spec["match_wins"] == {"Bob": 1}
    assert snapshot(build(spec).game) == snapshot(table.game)
    # before the draft, a draft's table is a new game: the engine sets it up, the draft first
    before = Table(["Alice", "Bob"], None, "winston-draft")
    before.put_in_deck(["Joy"] * 45)
    spec = start_of(before)
    assert spec is not None and spec["new_game"] is True and "turn" not in spec
    opened = build(spec).game
    assert opened.pending is not None and opened.pending.about in ("shuffle", "draft")
    with pytest.raises(PositionError, match="drafted before it is played") as e:
        build({k: v for k, v in spec.items() if k != "new_game"})
    assert e.value.field == "new_game"


@pytest.mark.parametrize(
    ("spec", "field", "words"),
    [
        ({"players": ["Alice", "Bob"], "format": "chess"}, "format", "not a way to play"),
        ({"players": ["Alice", "Bob"], "decks": {"Alice": ["Joy"]}}, "decks.Alice", "share one deck"),
        ({"players": ["Alice", "Bob"], "format": "power-duel", "deck": ["Joy"]}, "deck", "their own deck"),
        (
            {"players": ["Alice", "Bob"], "format": "power-duel", "decks": {"Eve": ["Joy"]}},
            "decks.Eve",
            "not playing",
        ),
        (
            {"players": ["Alice", "Bob"], "format": "power-duel", "owners": {"Joy": "Bob"}},
            "owners.Joy",
            "no Joy",
        ),
        (
            {"players": ["Alice", "Bob"], "owners": {"Joy": "Bob"}, "hands": {"Alice": ["Joy"]}},
            "owners.Joy",
            "duel",
        ),
        ({"players": ["Alice", "Bob"], "sideboards": {"Alice": ["Joy"]}}, "sideboards", "drafters"),
        ({"players": ["Alice", "Bob"], "new_game": True, "turn": "Bob"}, "turn", "leave it out"),
        ({"players": ["Alice", "Bob"], "new_game": "yes"}, "new_game", "true"),
        ({"players": ["Alice", "Bob"], "new_game": True, "deck": ["Joy"] * 14}, "new_game", "at least 15"),
        ({"players": ["Alice", "Bob"], "format": "quick-draft", "deck": ["Joy"] * 48}, "new_game", "drafted"),
    ],
)
def test_a_wrong_spec_of_a_way_to_play_names_its_field(spec: dict, field: str, words: str) -> None:
    with pytest.raises(PositionError) as e:
        build(spec)
    assert e.value.field == field and words in e.value.message, (e.value.field, e.value.message)


class Start:
    """A listener that keeps the scenario's world (its table spec is the Example's start)."""

    world = None

    def before_step(self, world, step, definition, groups) -> None:  # type: ignore[no-untyped-def]
        self.world = world

    def after_step(self, world, step, definition, groups) -> None:  # type: ignore[no-untyped-def]
        pass


def replayed_on_the_page(feature, rule, example, spec: dict) -> str | None:  # type: ignore[no-untyped-def]
    """An Example's When and Then steps, played on the table the page opens for ``spec`` (read
    as the page reads a link, then built as it builds one): None if they all pass, else why
    not. A new game is set up as the page opens it, so the Example's own setup step is done."""
    from engine.scenarios.registry import matching
    from engine.scenarios.world import World

    opened = json.loads(tryit_session.open_link(json.dumps(spec), ""))
    if "error" in opened:
        return f"the link: {opened['error']}"
    world = World()
    world._table = build(opened["spec"])
    acting = False
    for s in [*feature.background, *(rule.background if rule else ()), *example.steps]:
        acting = acting or s.kind != "given"
        if not acting or (spec.get("new_game") and s.text == "the game is set up"):
            continue
        [definition] = matching(s.kind, s.text)
        world.begin_step(f"{feature.relpath}:{s.line}")
        world.mark_start()
        try:
            definition.func(world=world, **definition.regex.fullmatch(s.text).groupdict())
        except Exception as e:  # the step fails on the page's table
            return f"{feature.relpath}:{s.line}: {s.text}: {type(e).__name__}: {e}"
    world.finish()
    return None


def test_every_example_of_the_ways_to_play_opens_in_try_it_and_replays_to_its_outcome() -> None:
    """Every Example of features/formats/ (team games, duels, drafts): its Try it link (the
    start its run recorded, as the site links it) opens on the page and its steps, played
    there, pass; or, for a table the rules refuse to set up, the page says why, in the words
    of the Example's own outcome."""
    from moodswings_site.tryit import CANNOT_SET_UP, link_spec

    from engine.knowledge.rulings import features
    from engine.scenarios.runner import run

    opened, refused, failed = 0, 0, []
    for feature in features():
        if not feature.relpath.startswith("features/formats/"):
            continue
        for rule, example in feature.examples():
            grab = Start()
            assert run(feature, rule, example, grab).passed
            start = grab.world.start if grab.world is not None else None
            if start is None:
                failed.append(f"{feature.relpath}:{example.line}: no Try it link")
                continue
            spec = link_spec(start, [*feature.background, *example.steps])
            outcome = next(s.text for s in example.steps if s.kind != "given")
            if outcome.startswith(CANNOT_SET_UP):
                shown = call("show", json.loads(tryit_session.open_link(json.dumps(spec), ""))["spec"], [])
                said = outcome.removeprefix(CANNOT_SET_UP)
                reason, rule_id = re.fullmatch(r"(.+?)(?: \((\S+)\))?", said).groups()  # type: ignore[union-attr]
                message = shown["error"]["message"].lower()  # as the Then step reads it
                if reason.lower() in message and (rule_id or "") in message:
                    refused += 1
                else:
                    failed.append(f"{feature.relpath}:{example.line}: {shown}")
                continue
            why = replayed_on_the_page(feature, rule, example, spec)
            if why is None:
                opened += 1
            else:
                failed.append(why)
    print(f"format examples: {opened} open and replay, {refused} open on the refusal they show")
    assert not failed, "\n".join(failed[:5])
    assert opened + refused >= 100


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
        (  # the choices the engine made alone are named, and only those
            {"players": ["Alice", "Bob"], "history": ["Alice played Compulsion, choosing Bob"]},
            "history[0]",
            "left over (the engine made the choices that had one legal answer: Choose another player: Bob",
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


# -- the package the page ships: the modules it imports, and no other (issue 31) ----------------


def test_the_package_holds_the_modules_the_page_imports_and_no_other(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Unpacked alone, with no site-packages (``-I -S``: no Sphinx, no pytest, no snowballstemmer),
    the package imports the page's module and plays; the project's modules then imported are
    exactly those shipped."""
    import subprocess

    from moodswings_site.tryit import shipped_modules

    write_bundle(tmp_path / "engine.zip")
    with zipfile.ZipFile(tmp_path / "engine.zip") as z:
        z.extractall(tmp_path / "unpacked")
    code = (
        "import json, sys\n"
        f"sys.path.insert(0, {str(tmp_path / 'unpacked')!r})\n"
        "import moodswings_site.tryit_session as s\n"
        f"shown = json.loads(s.show({json.dumps(json.dumps(SPEC))}, '[]'))\n"
        "assert 'error' not in shown and shown['pending'], shown\n"
        "ours = [m for m in sys.modules if m.split('.')[0] in ('engine', 'moodswings_site')]\n"
        "print(json.dumps(sorted(ours)))\n"
    )
    command = [sys.executable, "-I", "-S", "-c", code]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    imported = set(json.loads(done.stdout)) - {"moodswings_site"}  # the namespace package itself
    assert imported == set(shipped_modules())


def test_each_import_left_out_is_inside_a_function_of_a_shipped_module() -> None:
    from moodswings_site.tryit import NOT_SHIPPED, _imports, shipped_modules

    shipped = shipped_modules()
    inside = {target for name, path in shipped.items() for target, late in _imports(name, path) if late}
    assert set(NOT_SHIPPED) <= inside
    assert not set(NOT_SHIPPED) & set(shipped_modules())


# -- a link, read by the page (issue 32) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "answers", "field", "words"),
    [
        ('{"players":"AB"}', "", "players", 'a list of 2 to 4 player names, not "AB"'),
        ('{"players":["Alice"]}', "", "players", "2 to 4 different names"),
        ('{"discard":"Anger"}', "", "discard", "a list of card names"),
        ('{"moods":{"Bob":"Joy"}}', "", "moods.Bob", "a list of card names"),
        ('{"round":"two"}', "", "round", "a round number"),
        ('{"turn":3}', "", "turn", "a player's name"),
        ('{"colour":"red"}', "", "spec.colour", "not a field"),
        ("[1, 2]", "", "spec", "an object"),
        ("{", "", "spec", "not JSON"),
        ("[" * 100_000 + "]" * 100_000, "", "spec", "nested deeper"),
        ("{}", '{"a": 1}', "answers", "a list of the answers"),
        ("{}", "[{}]", "answers[0]", "an answer"),
        ("{}", json.dumps([[0]] * 1001), "answers", "1,001 answers: the page replays at most 1,000"),
        (json.dumps({"history": ["Alice played Joy"] * 5000}), "", "history", "5,000 earlier plays"),
        ("x" * 1_000_001, "", "spec", "more than the page reads"),
        # names that mean something else to the page's script are refused as any wrong name is
        ('{"players":["__proto__","constructor"]}', "", "players[0]", "one capitalized word"),
        ('{"players":["Alice","toString"]}', "", "players[1]", "one capitalized word"),
        ('{"moods":{"__proto__":["Joy"]}}', "", "moods.__proto__", "not a player of this table"),
        ('{"hands":{"constructor":["Joy"]}}', "", "hands.constructor", "not a player of this table"),
        ('{"wins":{"toString":1}}', "", "wins.toString", "not a player of this table"),
        ('{"turn":"constructor"}', "", "turn", "not a player of this table"),
        ('{"first":"__proto__"}', "", "first", "not a player of this table"),
        ('{"hurt_feelings":["toString"]}', "", "hurt_feelings[0]", "not a player of this table"),
        (
            '{"players":["Alice","Bob"],"teams":[["Alice","__proto__"],["Bob","x"]]}',
            "",
            "teams[0][1]",
            "not a player",
        ),
        ('{"format":"power-duel","decks":{"valueOf":["Joy"]}}', "", "decks.valueOf", "not a player"),
        ('{"format":"quick-draft","match_wins":{"__proto__":1}}', "", "match_wins.__proto__", "not a player"),
        ('{"format":"power-duel","owners":{"Joy":"constructor"}}', "", "owners.Joy", "not a player"),
        ('{"format":"__proto__"}', "", "format", "a way to play"),
        ('{"new_game":"true"}', "", "new_game", "true"),
    ],
)
def test_a_link_that_is_wrong_is_named(spec: str, answers: str, field: str, words: str) -> None:
    found = json.loads(tryit_session.open_link(spec, answers))
    assert found["error"]["field"] == field and words in found["error"]["message"], found


def test_a_link_is_filled_in_and_plays() -> None:
    opened = json.loads(tryit_session.open_link(json.dumps(SPEC), "[]"))
    from engine.core.tablespec import FIELDS

    assert set(opened["spec"]) == set(FIELDS)  # every field, filled in
    assert opened["spec"]["format"] == "traditional" and opened["spec"]["new_game"] is False
    assert {k: opened["spec"][k] for k in SPEC} == SPEC
    assert call("show", opened["spec"], opened["answers"])["pending"]["turn"]
    assert json.loads(tryit_session.open_link("", ""))["spec"]["players"] == ["Alice", "Bob"]


# -- a write-up: the table as a ruling (issue 31) -------------------------------------------------

SCORN = {
    "players": ["Alice", "Bob"],
    "turn": "Alice",
    "moods": {"Alice": ["Scorn"], "Bob": ["Excitement", "Charity"]},
    "hands": {"Alice": ["Anger"]},
}


def test_a_write_up_is_a_rule_to_fill_in_over_the_example_the_command_line_writes() -> None:
    from urllib.parse import quote

    from engine.knowledge.writeup import from_link

    opened = json.loads(tryit_session.open_link(json.dumps(SCORN), ""))
    spec, answers = opened["spec"], []
    for pick in ("Anger", None, "Charity"):  # play Anger, Scorn suppresses nothing, Anger takes Charity
        shown = call("show", spec, answers)["pending"]
        chosen = [] if pick is None else [[o["label"] for o in shown["options"]].index(pick)]
        answers = call("act", spec, answers, {"options": chosen})["answers"]
    done = call("write_up", spec, answers, "2026-12-01")
    head, example = done["text"].split("\n\n", 1)
    assert example == done["example"]
    # the same Example as the command line's, from the link the page shows
    link = f"https://site/tryit.html#spec={quote(json.dumps(spec))}&answers={quote(json.dumps(answers))}"
    assert example == from_link(link)
    assert "And Alice answers Scorn: nothing\n      And Alice answers Anger: Charity\n" in example
    # two cards involved: by default a ruling about cards together, tagged with each (played, asking)
    assert done["to"] == "interactions" and done["involved"] == ["anger", "scorn"]
    assert head.startswith("  @source:community-2026-12-01 @card:anger @card:scorn\n")
    # the lines the player fills in: the ruling, where it comes from, the example's name
    todo = [line for line in done["text"].splitlines() if "TODO" in line]
    assert [line.split("TODO")[0].strip() for line in todo] == ["Rule:", "", "Example:"]
    # in a card's own file: no @card tag, and the Given steps its Background gives left out
    tryit_session.set_backgrounds(
        json.dumps({"anger": ["a game between Alice and Bob", "it is Alice's turn"]})
    )
    card = call("write_up", spec, answers, "2026-12-01", {"to": "card", "card": "anger"})
    assert card["text"].startswith("  @source:community-2026-12-01\n  Rule: TODO")
    assert "a game between" not in card["example"] and "Given Alice has moods Scorn" in card["example"]
    # a new file starts with its Feature
    new = call("write_up", spec, answers, "2026-12-01", {"to": "new"})
    assert new["text"].startswith("Feature: TODO") and "@card:anger @card:scorn" in new["text"]


def test_a_write_up_waiting_for_a_random_event_says_so() -> None:
    spec = {
        "players": ["Alice", "Bob"],
        "turn": "Alice",
        "hands": {"Alice": ["Curiosity"], "Bob": ["Fear", "Hate"]},
    }
    played = call("act", spec, [], {"options": [0]})  # Curiosity, and Alice chooses whose card is shown
    bob = [o["label"] for o in played["pending"]["options"]].index("Bob")
    waiting = call("act", spec, played["answers"], {"options": [bob]})
    assert waiting["pending"]["chance"]  # a random card of Bob's is revealed
    done = call("write_up", spec, waiting["answers"], "2026-12-01")
    assert "waits for a random event" in done["error"]["message"] and "text" not in done


def test_the_cards_a_write_up_involves_are_those_played_and_those_asking() -> None:
    example = (
        "    Example: x\n      Given Alice has moods Passion and Charity\n      When Alice plays Anger\n"
        "      And Bob answers Bob's Scorn: Charity\n      And Alice answers the permission: Hurt Feelings\n"
        "      And the random pick for Curiosity is Joy\n      Then Charity's value is 1\n"
        "      When Alice answers Passion: Charity\n"
    )
    assert tryit_session.involved(example) == ["anger", "scorn", "curiosity", "passion"]


def test_an_earlier_play_without_choices_is_written_without_them() -> None:
    table = Table(["Alice", "Bob"])
    table.set_turn("Alice")
    play_earlier(table, "Alice", "Boredom", None, None)
    play_earlier(table, "Alice", "Pacifism", " last round", "Bob")
    history = start_of(table)["history"]
    assert history == ["Alice played Boredom last round", "Alice played Pacifism last round, choosing Bob"]
