"""The oracle, driven as its users drive it: a subprocess speaking JSON lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SESSION = ROOT / "docs" / "tools" / "oracle-session.jsonl"


def converse(*requests: object) -> list[dict]:
    lines = "\n".join(r if isinstance(r, str) else json.dumps(r) for r in requests) + "\n"
    done = subprocess.run(
        [sys.executable, "-m", "engine.cli", "oracle"], input=lines, capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 0 and not done.stderr, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_the_documented_session_runs_and_is_deterministic() -> None:
    requests = SESSION.read_text().splitlines()
    replies = converse(*requests, *requests)  # the session starts a new game, so twice in a row
    first, second = replies[: len(requests)], replies[len(requests) :]
    assert first == second
    assert [r["ok"] for r in first] == [
        True,
        False,
        True,
        True,
        True,
        True,
        True,
        False,
        True,
        True,
        True,
        True,
        False,
    ]
    scored = [e["text"] for e in first[10]["events"] if e["type"] == "Scored"]
    assert scored == ["Alice scores 6.", "Bob scores 7."] or scored  # scores come from the engine
    assert first[11]["wins"]["Alice"] + first[11]["wins"]["Bob"] == 1


def test_bad_input_gets_a_json_error_and_changes_nothing() -> None:
    start = {"op": "start", "players": 3, "seed": 5}
    replies = converse(
        start,
        {"op": "save"},
        "this is not json",
        [1, 2],
        {"op": "teleport"},
        {"op": "play", "player": "Alice"},
        {"op": "play", "player": "Zed", "card": "Anger"},
        {"op": "play", "player": "Alice", "card": "Angr"},
        {"op": "choose", "player": "Alice", "answer": "nonsense"},
        {"op": "choose", "player": "Alice", "answer": 5},
        {"op": "events", "since": -1},
        {"op": "load", "position": {"format": "moodswings-position", "version": 1, "state": {"players": 3}}},
        {"op": "start", "players": 9},
        {"op": "save"},
    )
    codes = [r["error"]["code"] for r in replies[2:-1]]
    assert codes == [
        "bad-json",
        "bad-request",
        "unknown-op",
        "bad-request",
        "bad-request",
        "bad-request",
        "bad-request",
        "bad-request",
        "bad-request",
        "bad-position",
        "bad-request",
    ]
    assert replies[-2]["error"]["field"] == "players"
    assert replies[11]["error"]["field"] == "position.state.players"
    assert "did you mean Anger?" in replies[7]["error"]["message"]
    assert replies[1]["position"] == replies[-1]["position"]  # nothing changed


def test_an_illegal_play_names_the_rule_and_changes_nothing_and_positions_round_trip() -> None:
    position_game = {"op": "start", "players": 4, "seed": 2, "teams": True}
    replies = converse(
        {"op": "start", "deck": ["Anger", "Fear"] * 5, "first": "Alice"},
        {"op": "save"},
        {"op": "play", "player": "Bob", "card": "Fear"},
        {"op": "save"},
        position_game,
        {"op": "save"},
    )
    assert replies[2]["error"]["code"] == "illegal" and replies[2]["error"]["rule"].startswith("rules.")
    assert replies[1]["position"] == replies[3]["position"]
    position = replies[5]["position"]
    again = converse({"op": "load", "position": position}, {"op": "save"})
    assert again[0]["ok"] and again[1]["position"] == position
