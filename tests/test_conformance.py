"""The conformance kit: vectors from every Example, run against our engine, a neutral face and a changed one.

(a) The vectors, run in process through the reference adapter, give the outcome the
features give (every exported Example passes, and so does its vector). (b) The reference
adapter in a separate process passes every vector, as CI's ``conformance run`` does. (c) A
deliberately changed engine (ties go to the latest play, tests/adapters/ties_to_latest.py)
fails exactly the vectors whose Examples fail with the same change made in process, and
the scorecard names them. (d) Our rules behind a deliberately different face
(tests/adapters/neutral.py: one prompt per choice, refusal when given, French labels, its
own randomness) pass every vector: the vectors test the rules, not our engine's shape.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.checks import verdict
from engine.interfaces.conformance.export import PARTY, Export, export_all, vector_id
from engine.interfaces.conformance.fuzz import Ours, start
from engine.interfaces.conformance.runner import InProcess, run_all, run_vector
from engine.interfaces.conformance.scorecard import Scorecard, check_selectors, select
from engine.interfaces.conformance.vectors import SCHEMA, json_schema, read, schemas, write
from engine.interfaces.position import save
from engine.knowledge.rulings import features
from engine.scenarios.runner import run
from tests.adapters.neutral import NeutralAdapter
from tests.adapters.ties_to_latest import flipped

ROOT = Path(__file__).resolve().parent.parent
CHANGED = f"{sys.executable} {ROOT / 'tests' / 'adapters' / 'ties_to_latest.py'}"
NEUTRAL = f"{sys.executable} {ROOT / 'tests' / 'adapters' / 'neutral.py'}"
RUN = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "run", "--vectors"]


@pytest.fixture(scope="module")
def exported() -> Export:
    return export_all()


@pytest.fixture(scope="module")
def folder(exported: Export, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("vectors")
    left = [{"id": x.id, "where": x.where, "name": x.name, "reason": x.reason} for x in exported.left_out]
    write(out, exported.vectors, left)
    return out


@pytest.fixture(scope="module")
def changed_failures(exported: Export) -> set[str]:
    """The Examples that fail when ties go to the latest play, run as features in process."""
    with flipped():
        return {
            vector_id(f, e)
            for f in features()
            if not f.relpath.startswith(PARTY)
            for r, e in f.examples()
            if not (r is not None and r.pending) and not run(f, r, e).passed
        }


def test_every_example_is_a_vector_or_listed_with_its_reason(exported: Export) -> None:
    examples = sum(len(f.examples()) for f in features())
    assert exported.examples == examples
    ours = examples - len(exported.party)
    assert len(exported.vectors) >= 0.95 * ours, f"{len(exported.vectors)} of {ours} exported"
    assert all(x.reason for x in exported.left_out)
    failing = [x for x in exported.left_out if "fails against the reference engine" in x.reason]
    assert not failing, failing
    assert len({v["id"] for v in exported.vectors}) == len(exported.vectors)


def test_every_vector_matches_the_published_schema(exported: Export) -> None:
    """The whole schema on a few vectors; then, for speed, every vector's envelope and each of
    its steps against the definition its ``op`` or ``check`` names (what the schema's
    if/then clauses pick)."""
    schema = json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    registry = Registry().with_resources((sid, Resource.from_contents(s)) for sid, s in schemas().items())
    whole = jsonschema.Draft202012Validator(schema, registry=registry)
    for v in exported.vectors[::25]:  # with the whole position schema too
        whole.validate(v)
    bad = {**exported.vectors[0], "steps": [{"check": "value", "card": 1, "expect": "3"}]}
    assert not whole.is_valid(bad)
    # every vector's envelope (its position an object: the whole schema checks it on the sample)
    envelope = {
        **schema,
        "properties": {**schema["properties"], "steps": {"type": "array"}, "position": {"type": "object"}},
    }
    kinds = {
        name: jsonschema.Draft202012Validator({"$defs": schema["$defs"], "$ref": f"#/$defs/{name}"})
        for name in schema["$defs"]
        if name.startswith(("action-", "check-"))
    }
    outer = jsonschema.Draft202012Validator(envelope)
    for v in exported.vectors:
        outer.validate(v)
        for step in v["steps"]:
            name = f"action-{step['op']}" if "op" in step else f"check-{step['check']}"
            errors = list(kinds[name].iter_errors(step))
            assert not errors, f"{v['id']}: {step}: {errors[0].message}"


def test_the_vectors_in_process_give_the_features_outcome(exported: Export) -> None:
    """Every exported Example passes as a feature (export runs it); each vector must too."""
    results = run_all(exported.vectors, adapter=ReferenceAdapter())
    failed = [f"{r.id}: {r.failure}" for r in results if not r.passed]
    assert not failed, failed[:10]


def test_the_reference_adapter_in_a_separate_process_passes_every_vector(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junit, scorecard = tmp_path / "junit.xml", tmp_path / "scorecard.json"
    start = time.perf_counter()
    done = subprocess.run(
        [*RUN, str(folder), "--junit", str(junit), "--json-file", str(scorecard)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    seconds = time.perf_counter() - start
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    data = json.loads(scorecard.read_text())
    assert data["passed"] == data["vectors"] == len(read(folder))
    assert data["cards"]["anger"]["passed"] == data["cards"]["anger"]["total"] > 0
    suites = ET.parse(junit).getroot()
    assert suites.get("failures") == "0" and suites.get("tests") == str(data["vectors"])
    with capsys.disabled():
        print(f"\nconformance run, reference adapter: {data['vectors']} vectors in {seconds:.1f} s")


def test_a_changed_rule_fails_exactly_the_vectors_whose_examples_fail_with_it(
    exported: Export, changed_failures: set[str]
) -> None:
    assert changed_failures, "no Example notices ties going to the latest play"
    with flipped():
        results = run_all(exported.vectors, adapter=ReferenceAdapter())
    failing = {r.id for r in results if not r.passed}
    assert failing == changed_failures


def test_the_changed_adapter_in_a_separate_process_is_named_by_the_scorecard(
    exported: Export, folder: Path, changed_failures: set[str], tmp_path: Path
) -> None:
    """The failing vectors and their neighbours (the vectors sharing a note with them)."""
    notes = {n for v in exported.vectors if v["id"] in changed_failures for n in v["notes"]}
    only = [f"note:{n}" for n in sorted(notes)]
    # a ruling beyond the notes (@source) has no note to select it by: select it by its id
    only += [f"id:{v['id']}" for v in exported.vectors if v["id"] in changed_failures and not v["notes"]]
    scorecard = tmp_path / "scorecard.json"
    done = subprocess.run(
        [*RUN, str(folder), "--engine", CHANGED, "--json-file", str(scorecard)]
        + [a for o in only for a in ("--only", o)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 1, done.stderr
    data = json.loads(scorecard.read_text())
    failing = {r["id"] for r in data["results"] if not r["passed"]}
    assert failing == changed_failures
    assert data["vectors"] > len(failing)  # its neighbours still pass
    for name in failing:
        assert name in done.stdout


def test_selectors_pick_vectors_and_bad_ones_are_refused(exported: Export) -> None:
    anger = select(exported.vectors, ["card:anger"])
    assert anger and all("anger" in v["cards"] for v in anger)
    assert select(exported.vectors, ["note:anger.4"]) == [v for v in anger if "anger.4" in v["notes"]]
    assert {v["id"] for v in select(exported.vectors, ["id:cards/anger"])} == {
        v["id"] for v in exported.vectors if v["id"].startswith("cards/anger:")
    }
    assert (
        check_selectors(["card:anger", "mechanic:copying", "format:open-team", "capability:chance"]) is None
    )
    assert "not a selector" in (check_selectors(["anger"]) or "")
    teams = select(exported.vectors, ["format:open-team"])
    assert teams and all(v["needs"]["format"] == "open-team" for v in teams)
    chance = select(exported.vectors, ["capability:chance"], ["format:closed-team"])
    assert chance and all(
        "chance" in v["needs"]["capabilities"] and v["needs"]["format"] != "closed-team" for v in chance
    )


def test_the_vector_files_round_trip(exported: Export, folder: Path) -> None:
    assert read(folder) == exported.vectors
    index = json.loads((folder / "index.json").read_text())
    assert index["schema"] == SCHEMA and index["exported"] == len(exported.vectors)
    assert len(index["left_out"]) == len(exported.left_out)
    refused = {
        s["expect"]["refused"] for v in exported.vectors for s in v["steps"] if "op" in s and "expect" in s
    }
    table = json.loads((folder / "refusals.json").read_text())["refusals"]  # beside the vectors
    named = {r["rule"] for r in table} | {
        f"{c}.text" for r in table if r["rule"] == "<card>.text" for c in r["cards"]
    }
    assert refused <= named, refused - named


def test_a_changed_vector_fails_with_the_step_that_does_not_hold(exported: Export) -> None:
    """The runner is not a rubber stamp: change one expected value and the vector fails there."""
    vector = next(v for v in exported.vectors if any(s.get("check") == "value" for s in v["steps"]))
    steps = [dict(s) for s in vector["steps"]]
    i = next(i for i, s in enumerate(steps) if s.get("check") == "value")
    steps[i]["expect"] += 1
    result = run_vector(InProcess(ReferenceAdapter()), {**vector, "steps": steps})
    assert not result.passed and result.failure.startswith(f"step {i + 1} (value)")


def test_a_play_allowed_to_one_player_is_not_allowed_to_another() -> None:
    """``may_play`` holds for the player whose turn it is: the same play, checked for another
    player, fails (the list of plays is that of whoever's turn it is)."""
    obs = {"pending": {"kind": "turn", "player": "Alice"}, "plays": [{"card": 3, "from": "hand"}]}
    check = {"check": "may_play", "player": "Alice", "card": 3, "from": "hand"}
    assert verdict(obs, check, {}) is None
    assert verdict(obs, {**check, "player": "Bob"}, {}) == (
        "it is not Bob's turn to play (the engine waits for Alice: turn)"
    )


def test_the_adapter_refuses_bad_requests_with_a_code() -> None:
    adapter = ReferenceAdapter()
    assert adapter.handle({"op": "observe"})["error"]["code"] == "no-game"
    assert adapter.handle({"op": "setup"})["error"]["code"] == "no-game"
    assert adapter.handle({"op": "start"})["error"]["code"] == "unknown-op"
    assert adapter.handle({"op": "load"})["error"]["field"] == "position"


def test_a_batch_is_answered_as_its_requests_one_at_a_time() -> None:
    """``batch`` (said in ``hello``): one reply per request, refusals included, as if each
    came alone; a batch that is not a list of requests, or holds a batch, is refused."""
    game, _ = start(5)
    position = save(game)
    requests: list[Any] = [
        {"op": "observe"},
        {"op": "load", "position": position},
        {"op": "pass", "player": "nobody", "observe": ["turn"]},
        "not a request",
        {"op": "observe", "fields": ["hands", "turn"]},
    ]
    alone, batched = ReferenceAdapter(), ReferenceAdapter()
    assert batched.handle({"op": "hello"})["batch"] is True
    reply = batched.handle({"op": "batch", "requests": requests})
    assert reply["ok"] and reply["replies"] == [alone.handle(r) for r in requests]
    assert [r["ok"] for r in reply["replies"]] == [False, True, False, False, True]
    for bad in (
        {"op": "batch"},
        {"op": "batch", "requests": {}},
        {"op": "batch", "requests": [{"op": "batch"}]},
    ):
        assert batched.handle(bad)["error"]["field"] == "requests"
    assert batched.handle({"op": "batch", "requests": [], "observe": "moods"})["error"]["field"] == "observe"


def test_a_batch_observes_every_action_leaving_out_what_is_as_it_was() -> None:
    """``observe`` on a batch: every action's reply has the table after it, less the fields
    that are as the batch's previous observation had them; filled in from the one before,
    each is the table one at a time would show."""
    game, rng = start(7)
    position = save(game)
    ours = Ours(game, rng)
    actions = [ours.act() for _ in range(8)]
    fields = ["pending", "turn", "round", "moods", "hands", "decks", "scores", "results"]
    alone, batched = ReferenceAdapter(), ReferenceAdapter()
    alone.handle({"op": "load", "position": position})
    tables = [alone.handle({**a, "observe": fields})["observation"] for a in actions]
    load = {"op": "load", "position": position}
    reply = batched.handle({"op": "batch", "requests": [load, *actions], "observe": fields})
    seen = [r["observation"] for r in reply["replies"][1:]]
    assert seen[0] == tables[0] and any(len(s) < len(fields) for s in seen[1:])
    last: dict[str, Any] = {}
    for table, shown in zip(tables, seen, strict=True):
        last = {**last, **shown}
        assert last == table


# -- neutrality: the vectors test the rules, not our engine's prompts, labels or randomness ---


def test_our_rules_behind_a_different_face_pass_every_vector(exported: Export) -> None:
    """One prompt per choice, every option offered and the illegal refused when given, labels
    in French, randomness of its own: no check reads a label, a prompt or our prompts' shape."""
    results = run_all(exported.vectors, adapter=NeutralAdapter())
    failed = [f"{r.id}: {r.failure}" for r in results if not r.passed]
    assert not failed, failed[:10]


def test_the_neutral_face_in_a_separate_process_passes_and_labels_are_french(folder: Path) -> None:
    done = subprocess.run(
        [*RUN, str(folder), "--engine", NEUTRAL, "--only", "card:anger", "--only", "format:closed-team"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr
    face = NeutralAdapter()
    vector = next(v for v in read(folder) if v["id"].startswith("cards/anger:"))
    face.handle({"op": "load", "position": vector["position"]})
    face.handle(next(s for s in vector["steps"] if s.get("op") == "play"))
    labels = [o["label"] for o in face.handle({"op": "observe"})["pending"]["options"]]
    assert labels and all(
        label.startswith(("la carte", "le joueur", "la couleur", "l'option")) for label in labels
    )


class Partial(NeutralAdapter):
    """An engine that supports traditional games of two or three players only, and no
    capability beyond the basics."""

    def hello(self, r: dict[str, Any]) -> dict[str, Any]:
        return {
            **super().hello(r),
            "formats": ["traditional"],
            "players": {"min": 2, "max": 3},
            "capabilities": [],
        }


def test_a_vector_the_engine_does_not_support_is_unsupported_not_failed(exported: Export) -> None:
    vectors = select(
        exported.vectors, ["card:anger", "format:closed-team", "capability:chance", "card:curiosity"]
    )
    results = run_all(vectors, adapter=Partial())
    card = Scorecard(vectors, results, "partial", 0.0)
    unsupported = {r.id for r in results if r.status == "unsupported"}
    expected = {
        v["id"]
        for v in vectors
        if v["needs"]["format"] != "traditional" or v["needs"]["players"] > 3 or v["needs"]["capabilities"]
    }
    assert unsupported == expected and expected
    assert card.all_pass and card.passed == len(vectors) - len(expected)
    per = card.per_need()
    assert (
        per["format:closed-team"]["unsupported"]
        == per["format:closed-team"]["passed"] + per["format:closed-team"]["unsupported"]
    )
    assert "unsupported" in card.text() and card.json()["unsupported"] == len(expected)


class Misnaming(NeutralAdapter):
    """Refuses what the rules refuse, but names no rule (or its own words for one)."""

    def handle(self, request: Any, checked: bool = False) -> dict[str, Any]:
        reply = super().handle(request, checked)
        if not reply.get("ok") and reply["error"].get("code") == "illegal":
            reply["error"]["rule"] = "my-engine/refused"
        return reply


def test_refusals_score_strictly_by_rule_and_loosely_by_refusal_alone(exported: Export) -> None:
    refusing = [v for v in exported.vectors if any("expect" in s for s in v["steps"])]
    assert len(refusing) > 50
    results = run_all(refusing, adapter=Misnaming())
    card = Scorecard(refusing, results, "misnaming", 0.0)
    assert card.passed < len(refusing) and card.loose == len(refusing)
    assert all("refused naming my-engine/refused" in r.failure for r in results if not r.passed)


def test_every_vector_says_what_it_needs(exported: Export) -> None:
    for v in exported.vectors:
        steps, need = v["steps"], v["needs"]
        assert need["format"] == v["position"]["state"]["format"]
        assert need["players"] == len(v["position"]["state"]["players"])
        assert ("chance" in need["capabilities"]) == any("chance" in s for s in steps), v["id"]
        assert ("setup" in need["capabilities"]) == any(s.get("op") == "setup" for s in steps), v["id"]


def test_version_1_is_still_exported_and_matches_its_schema(exported: Export) -> None:
    """``export --version 1``: our engine replays each vector and writes its prompts; labels
    for modes, permissions and orders, chance after its action."""
    from engine.interfaces.conformance import v1

    schema = jsonschema.Draft202012Validator(json.loads(v1.SCHEMA_FILE.read_text()))
    newer = [
        v
        for v in exported.vectors
        if any(s.get("check") in v1.NEWER or (s.get("op") == "pass" and "expect" in s) for s in v["steps"])
    ]
    assert newer, "no vector checks what version 2 added: NEWER is stale"
    for vector in newer:
        with pytest.raises(v1.NotInVersion1):
            v1.downgrade(vector)
    for vector in [v for v in exported.vectors if v not in newer][::7]:
        old = v1.downgrade(vector)
        errors = list(schema.iter_errors(old))
        assert not errors, f"{vector['id']}: {errors[0].message}"
        chooses = [s for s in old["steps"] if s.get("op") == "choose"]
        assert all("answer" in s and "choice" not in s for s in chooses)
