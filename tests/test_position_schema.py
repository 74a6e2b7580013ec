"""The position's JSON Schema (engine/data/position.schema.json) says what the engine writes.

- Every field at every level has a description, and the schema's objects have exactly the
  fields of the state's dataclasses (required: those without a default).
- Its closed lists are the engine's: formats, colors, durations, "after scoring" effects
  and their data, permission conditions, decision kinds, the rules' questions.
- Its example is a real saved position: it loads, and saves back the same.
- Positions saved from seeded random games of every format (traditional play with two to
  four players, both duels, both drafts, both team games), at turns and in the middle of
  effects, all validate; hand-made bad positions are refused by the schema and by ``load``.
- Another schema can refer to it by its ``$id``.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import json
import random
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from referencing import Registry, Resource

from engine import formats
from engine.core import state as st
from engine.core.behaviour import after_scoring_effects
from engine.core.catalog import COLORS
from engine.core.decisions import KINDS, QUESTIONS, TURN
from engine.core.errors import PositionError
from engine.core.permissions import CONDITIONS, Permission
from engine.core.rounds import hurt_feelings
from engine.interfaces.codec import encode, hints
from engine.interfaces.position import DURATIONS, SCHEMA_ID, json_schema, load, save
from engine.selfplay import simulate
from tests.test_visibility import WAYS

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = json_schema()
DEFS = SCHEMA["$defs"]
CLASSES = {
    "state": st.GameState,
    "card": st.Card,
    "mood": st.Mood,
    "suppression": st.Suppression,
    "round": st.Round,
    "play": st.PlayRecord,
    "after-scoring": st.AfterScoring,
    "turn": st.Turn,
    "grant": st.Grant,
    "condition": st.Condition,
}


def _inlined(node: Any) -> Any:
    """The schema with its local ``$ref``s written out (it has no cycle): the same checks,
    three times faster to run with jsonschema, so that many positions validate in seconds."""
    if isinstance(node, dict):
        if "$ref" in node:
            target = _inlined(DEFS[node["$ref"].removeprefix("#/$defs/")])
            siblings = {k: v for k, v in node.items() if k != "$ref"}
            assert set(siblings) <= {"description"}  # annotations only: merging changes nothing
            return {**target, **siblings}
        return {k: v if k == "$defs" else _inlined(v) for k, v in node.items()}
    if isinstance(node, list):
        return [_inlined(v) for v in node]
    return node


@cache
def validator() -> jsonschema.Draft202012Validator:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    return jsonschema.Draft202012Validator(_inlined(SCHEMA))


def _fields(node: Any, path: str) -> list[tuple[str, dict[str, Any]]]:
    """Every named field of the schema (an object's properties), with its path."""
    out = []
    if isinstance(node, dict):
        for name, sub in node.get("properties", {}).items():
            out.append((f"{path}.{name}", sub))
        for key, sub in node.items():
            out += _fields(sub, f"{path}.{key}" if key != "properties" else path)
    elif isinstance(node, list):
        for i, sub in enumerate(node):
            out += _fields(sub, f"{path}[{i}]")
    return out


def test_the_schema_is_draft_2020_12_with_an_id_and_every_field_has_a_meaning() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert SCHEMA["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert SCHEMA["$id"] == SCHEMA_ID
    fields = _fields({k: v for k, v in SCHEMA.items() if k != "examples"}, "")
    assert len(fields) > 100
    bare = [path for path, sub in fields if len(sub.get("description", "")) < 12]
    assert not bare, f"fields without a description: {bare}"
    assert all(d.get("description") for d in DEFS.values())


@pytest.mark.parametrize("name", CLASSES)
def test_each_object_has_exactly_the_fields_of_the_state(name: str) -> None:
    cls, schema = CLASSES[name], DEFS[name]
    fields = [f for f in dataclasses.fields(cls) if f.init]
    assert list(schema["properties"]) == [f.name for f in fields]
    missing = dataclasses.MISSING
    required = [f.name for f in fields if f.default is missing and f.default_factory is missing]
    assert schema["required"] == required
    assert schema["additionalProperties"] is False
    for f in fields:  # a nested object is the dataclass's own: its reference says which
        nested = [a.__name__ for a in _types(hints(cls)[f.name]) if dataclasses.is_dataclass(a)]
        refs = {CLASSES[r].__name__ for r in _refs(schema["properties"][f.name]) if r in CLASSES}
        assert set(nested) == refs, f.name


def _types(tp: Any) -> list[Any]:
    import typing

    return [tp, *(a for arg in typing.get_args(tp) for a in _types(arg))]


def _refs(node: Any) -> list[str]:
    if isinstance(node, dict):
        own = [node["$ref"].removeprefix("#/$defs/")] if "$ref" in node else []
        return own + [r for v in node.values() for r in _refs(v)]
    if isinstance(node, list):
        return [r for v in node for r in _refs(v)]
    return []


def _literals(path: Path, function: str, attribute: str) -> set[str]:
    """The strings a function compares ``<x>.<attribute>`` with (``c.kind == "top-right"``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    fn = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == function)
    return {
        c.value
        for n in ast.walk(fn)
        if isinstance(n, ast.Compare) and isinstance(n.left, ast.Attribute) and n.left.attr == attribute
        for c in n.comparators
        if isinstance(c, ast.Constant) and isinstance(c.value, str)
    }


def _keywords(folder: Path, method: str) -> set[str]:
    """The keyword arguments the code passes to ``<x>.<method>(...)`` anywhere in a folder."""
    return {
        k.arg
        for path in folder.glob("*.py")
        for n in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == method
        for k in n.keywords
        if k.arg
    }


def test_its_closed_lists_are_the_engines() -> None:
    state, after = DEFS["state"]["properties"], DEFS["after-scoring"]["properties"]
    assert state["format"]["enum"] == list(formats.FORMATS)
    assert DEFS["color"]["enum"] == list(COLORS)
    assert DEFS["suppression"]["properties"]["until"]["enum"] == list(DURATIONS)
    assert set(after["effect"]["enum"]) == set(after_scoring_effects())
    assert DEFS["grant"]["properties"]["tracks"]["anyOf"][0]["enum"] == after["effect"]["enum"]
    assert set(after["data"]["properties"]) == _keywords(ROOT / "engine" / "cards", "after_scoring")
    kinds = _literals(ROOT / "engine" / "core" / "permissions.py", "condition_refusal", "kind")
    assert set(DEFS["condition"]["properties"]["kind"]["enum"]) == kinds == set(CONDITIONS)
    assert DEFS["decision"]["properties"]["kind"]["enum"] == list(KINDS)
    question = DEFS["decision"]["properties"]["asks"]["oneOf"][1]["properties"]["question"]
    assert question["enum"] == list(QUESTIONS)
    assert DEFS["player"]["pattern"] == "^[A-Z][a-z]+$"


def test_the_example_is_a_real_saved_position() -> None:
    (example,) = SCHEMA["examples"]
    validator().validate(example)
    game = load(copy.deepcopy(example))
    assert save(game) == example
    assert example["answers"] and example["pending"]["kind"] != TURN  # in the middle of an effect


# -- positions of random games ---------------------------------------------------------------

SEEDS = range(6)
SAVES = {"turn": 1, "effect": 2}  # per game: positions at a turn, in the middle of an effect


OPTION_KEYS: dict[str, list[Any]] = {}  # per kind of decision: option keys the random games met


@cache
def random_positions() -> tuple[tuple[str, dict[str, Any]], ...]:
    """Positions saved from seeded random games: at a turn (nothing answered since), in the
    middle of effects (a decision other than a turn is pending, after answers since the
    last turn), and where each game stops (over, or a turn a few hundred answers in)."""
    out = []
    for fmt, players in WAYS:
        for seed in SEEDS:
            rng = random.Random(seed)
            game = simulate.deal(players, rng, format=fmt)
            saved: Counter[str] = Counter()
            for _ in range(400):
                d = game.pending
                if d is None:
                    break
                OPTION_KEYS.setdefault(d.kind, []).extend(encode(o.key) for o in d.options[:3])
                game.answer(d.player, simulate.random_answer(d, rng))
                after = game.pending
                at = "turn" if after is None or after.kind == TURN else "effect"
                if after is not None and saved[at] < SAVES[at] and rng.random() < _chance(game.state):
                    out.append((fmt, json.loads(json.dumps(save(game)))))
                    saved[at] += 1
            out.append((fmt, json.loads(json.dumps(save(game)))))
    return tuple(out)


def _chance(s: st.GameState) -> float:
    """How likely a position is saved: more when it holds what games rarely do."""
    rare = s.turn.grants or s.banked or s.round.after_scoring or any(m.suppressions for m in s.all_moods())
    return 1.0 if rare else 0.1


def _features(position: dict[str, Any]) -> set[str]:
    """What a position shows of the schema, to be sure the random games reach it."""
    s, r = position["state"], position["state"]["round"]
    moods = [m for ms in s["moods"].values() for m in ms]
    grants = s["turn"]["grants"] + [g for gs in s["banked"].values() for g in gs]
    remembers = ("held", "target", "copy_of", "color", "player", "set_value", "rotated")
    shown = {
        f"format:{s['format']}": True,
        f"players:{len(s['players'])}": True,
        "a mood remembers something": any(m[k] for m in moods for k in remembers),
        "a suppression": any(m["suppressions"] for m in moods),
        "a play this round": bool(r["plays"]),
        "an after-scoring effect": bool(r["after_scoring"]),
        "a permission with a condition": any(g["condition"] for g in grants),
        "a banked permission": bool(s["banked"]),
        "who knows what": bool(s["known"]),
        "teams": bool(s["teams"]),
        "sideboards": bool(s["sideboards"]),
        "answers since the turn": bool(position["answers"]),
        "no answer since the turn": not position["answers"],
        "a finished game": position["pending"] is None,
    }
    if position["pending"]:
        shown[f"pending:{position['pending']['kind']}"] = True
    return {k for k, v in shown.items() if v}


def test_positions_of_random_games_in_every_format_validate() -> None:
    positions = random_positions()
    v = validator()
    for fmt, position in positions:
        errors = sorted(v.iter_errors(position), key=lambda e: list(e.absolute_path))
        assert not errors, f"{fmt}: {errors[0].json_path}: {errors[0].message[:300]}"
    seen = {f for _, p in positions for f in _features(p)}
    wanted = {
        *(f"format:{f}" for f in formats.FORMATS),
        *(f"players:{n}" for n in (2, 3, 4)),
        "a mood remembers something",
        "a suppression",
        "a play this round",
        "an after-scoring effect",
        "a permission with a condition",
        "a banked permission",
        "who knows what",
        "teams",
        "sideboards",
        "answers since the turn",
        "no answer since the turn",
        "a finished game",
        *(f"pending:{k}" for k in ("turn", "moods", "cards", "players", "random")),
    }
    assert wanted <= seen, f"not reached by the random games: {sorted(wanted - seen)}"
    assert len(positions) >= 80


def test_every_option_key_the_engine_offers_is_an_answer() -> None:
    """What an answer may carry: the option keys of the decisions the random games met, and
    the keys of the decisions they rarely meet (the order of "after scoring" effects, a
    permission), made here from the engine's own objects."""
    random_positions()
    answer = jsonschema.Draft202012Validator(_inlined(DEFS["answer"]))
    effects = [
        st.AfterScoring(
            "give-back", 4, 2, 5, 3, "Bob", 0, "Recklessness: Fear is given back", {"to": "Alice"}
        ),
        st.AfterScoring(
            "", 6, 1, 6, 1, "Bob", 1, "Recklessness: goes under the deck", {"while-in-play": True}
        ),
    ]
    permissions = [Permission(st.Grant("Eagerness", source_card=7)), Permission(hurt_feelings())]
    made = (
        [e.key for e in effects] + [p.key for p in permissions] + [Permission(st.Grant("x"), base=True).key]
    )
    keys = [(kind, k) for kind, ks in OPTION_KEYS.items() for k in ks] + [("made", encode(k)) for k in made]
    assert {TURN, "cards", "moods", "players", "random", "option"} <= set(OPTION_KEYS)
    for kind, key in keys:
        assert answer.is_valid([key]), (kind, key)


# -- bad positions -----------------------------------------------------------------------------


def _example() -> dict[str, Any]:
    return copy.deepcopy(SCHEMA["examples"][0])


def _bob_mood(p: dict[str, Any]) -> dict[str, Any]:
    return p["state"]["moods"]["Bob"][0]


BAD = {
    "no state": lambda p: p.pop("state"),
    "another version": lambda p: p.update(version=2),
    "a field of no position": lambda p: p.update(winner="Alice"),
    "a player's name in lower case": lambda p: p["state"].update(players=["alice", "Bob"]),
    "one player": lambda p: p["state"].update(players=["Alice"]),
    "a card id that is not a number": lambda p: p["state"]["cards"].update(x=p["state"]["cards"]["1"]),
    "a card id of 0": lambda p: p["state"]["hands"]["Alice"].append(0),
    "a card's slug written as its name": lambda p: p["state"]["cards"]["1"].update(face="Anger"),
    "a format that is no way to play": lambda p: p["state"].update(format="poker"),
    "a suppression for ever": lambda p: _bob_mood(p)["suppressions"].append(
        {"by": 1, "by_entry": 1, "until": "forever", "round": 1}
    ),
    "a hold of three items": lambda p: _bob_mood(p).update(held=[1, 1, "Alice"]),
    "a target that is not [card, entry]": lambda p: _bob_mood(p).update(target=4),
    "a color that is none of the five": lambda p: _bob_mood(p).update(color="purple"),
    "a ban without its rule": lambda p: p["state"]["round"].update(bans=[["red"]]),
    "a round worth three wins": lambda p: p["state"]["round"].update(win_multiplier=3),
    "an after-scoring effect that is no effect": lambda p: p["state"]["round"]["after_scoring"].append(
        dict(effect="explode", card=4, entry=1, source=4, source_entry=1, player="Bob", order=0)
    ),
    "a permission from the deck": lambda p: p["state"]["turn"]["grants"].append(
        {"source": "Hope", "zones": ["deck"]}
    ),
    "a spent permission": lambda p: p["state"]["turn"]["grants"].append({"source": "Hope", "uses": 0}),
    "a condition of no kind": lambda p: p["state"]["turn"]["grants"].append(
        {"source": "Hope", "condition": {"kind": "shares-mood"}}
    ),
    "a permission followed by no effect": lambda p: p["state"]["turn"]["grants"].append(
        {"source": "Hope", "tracks": "explode"}
    ),
    "an answer that is an object": lambda p: p.update(answers=[[{"card": 1}]]),
    "an answer that is not a list": lambda p: p.update(answers=[1]),
    "a negative score of round wins": lambda p: p["state"]["wins"].update(Bob=-1),
    "a Winston pile 4": lambda p: p["state"]["piles"].update({"4": []}),
    "a round past the oracle's limit": lambda p: p["state"]["round"].update(number=2**53),
    "an entry into play past the oracle's limit": lambda p: p["state"].update(next_entry=2**53),
    "a value above the highest die": lambda p: _bob_mood(p).update(set_value=13),
    "a condition on a total no dice make": lambda p: p["state"]["turn"]["grants"].append(
        {"source": "Hope", "condition": {"kind": "top-right", "values": [13]}}
    ),
}


def _integers(node: Any, path: str) -> list[tuple[str, dict[str, Any]]]:
    """Every place the schema allows a whole number, with its node."""
    out = []
    if isinstance(node, dict):
        types = node.get("type")
        if types == "integer" or (isinstance(types, list) and "integer" in types):
            out.append((path, node))
        for k, v in node.items():
            out += _integers(v, f"{path}.{k}")
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _integers(v, f"{path}[{i}]")
    return out


def test_every_whole_number_has_a_bound() -> None:
    """From the rules (wins, a match, values, seats), or the oracle's limit on whole numbers
    (the counts no rule bounds): never past 2^53 - 1, the most a JSON reader holds exactly."""
    unbounded = [
        path for path, node in _integers(SCHEMA, "") if "maximum" not in node and "const" not in node
    ]
    assert not unbounded, unbounded
    assert all(node["maximum"] <= 2**53 - 1 for _, node in _integers(SCHEMA, "") if "maximum" in node)


@pytest.mark.parametrize("spoil", BAD, ids=list(BAD))
def test_a_bad_position_is_refused_by_the_schema_and_by_load(spoil: str) -> None:
    position = _example()
    BAD[spoil](position)
    assert not validator().is_valid(position)
    with pytest.raises(PositionError):
        load(position)


def test_another_schema_refers_to_it_by_its_id() -> None:
    registry = Registry().with_resource(SCHEMA_ID, Resource.from_contents(SCHEMA))
    outer = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "properties": {"position": {"$ref": SCHEMA_ID}},
    }
    v = jsonschema.Draft202012Validator(outer, registry=registry)
    assert v.is_valid({"position": _example()})
    wrong = _example()
    wrong["state"]["format"] = "poker"
    errors = list(v.iter_errors({"position": wrong}))
    assert [list(e.absolute_path) for e in errors] == [["position", "state", "format"]]
    assert v.is_valid({"position": {**_example(), "state": {**_example()["state"]}}})
