"""The oracle, driven as its users drive it: a subprocess speaking JSON lines."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

from engine.interfaces.oracle import Oracle
from engine.selfplay.simulate import random_answer
from tests.oracle_process import OracleProcess

ROOT = Path(__file__).resolve().parent.parent
SESSION = ROOT / "docs" / "tools" / "oracle-session.jsonl"


def converse(*requests: object) -> list[dict]:
    lines = "\n".join(r if isinstance(r, str) else json.dumps(r) for r in requests) + "\n"
    done = subprocess.run(
        [sys.executable, "-m", "engine.interfaces.cli", "oracle"],
        input=lines,
        capture_output=True,
        text=True,
        cwd=ROOT,
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
    assert scored == ["Alice scores 6.", "Bob scores 8."]  # Cruelty 3, and Cheer turned to 5
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


def test_playing_a_card_from_where_it_is_not_is_illegal_and_an_unknown_card_a_bad_request() -> None:
    """A card the game has, played by someone whose turn it is not, or from a place it is not
    in, is an illegal play: the engine names the rule. A card id or name the game does not
    have is a request that refers to nothing: a bad request naming the field."""
    with OracleProcess() as oracle:
        oracle.send({"op": "start", "deck": ["Anger", "Fear"] * 5, "first": "Alice"})
        before = oracle.send({"op": "save"})
        hand = oracle.send({"op": "plays"})["plays"]
        alices = hand[0]["card"]
        replies = [
            oracle.send({"op": "play", "player": "Bob", "card": alices}),
            oracle.send({"op": "play", "player": "Alice", "card": "Anger", "from": "discard pile"}),
            oracle.send({"op": "play", "player": "Alice", "card": 999}),
            oracle.send({"op": "play", "player": "Alice", "card": "Joy"}),
        ]
        after = oracle.send({"op": "save"})
    assert [r["error"].get("rule") for r in replies[:2]] == [
        "rules.round-structure.1",
        "glossary.play-a-mood",
    ]
    assert [r["error"]["code"] for r in replies] == ["illegal", "illegal", "bad-request", "bad-request"]
    assert [r["error"].get("field") for r in replies[2:]] == ["card", "card"]
    assert after["position"] == before["position"]


# -- whole games, driven from outside ----------------------------------------------------------

KINDS = {"turn", "permission", "copy", "cards", "moods", "players", "color", "number", "option", "order"}
KINDS |= {"random"}
MAX_DECISIONS = 5000
MAX_GAMES = 120


def an_answer(pending: dict, rng: random.Random) -> list:
    """A random answer to a pending decision, from its JSON alone (the engine may refuse it)."""
    if pending["kind"] == "number":
        low, high = pending["numbers"] or [0, None]
        if pending["min"] == 0 and rng.random() < 0.3:
            return []
        return [rng.randint(low, high if high is not None else low + 12)]
    keys = [o["key"] for o in pending["options"]]
    top = len(keys) if pending["max"] is None else min(pending["max"], len(keys))
    return rng.sample(keys, rng.randint(min(pending["min"], top), top))  # a random order, too


def play_to_the_end(oracle: OracleProcess, start: dict, rng: random.Random, kinds: Counter) -> dict:
    """One game through the oracle: every decision answered as a client would, to the end."""
    reply = oracle.send(start)
    assert reply["ok"], reply
    pending = reply["pending"]
    for _ in range(MAX_DECISIONS):
        if pending is None:
            break
        kinds[pending["kind"]] += 1
        for _ in range(50):  # an answer refused as a whole (a condition on the set) is tried again
            answer = an_answer(pending, rng)
            if pending["kind"] == "turn" and answer != ["pass"] and rng.random() < 0.5:
                card, zone = answer[0]
                request = {"op": "play", "player": pending["player"], "card": card, "from": zone}
            elif pending["kind"] == "turn" and rng.random() < 0.5:
                request = {"op": "pass", "player": pending["player"]}
            else:
                request = {"op": "choose", "player": pending["player"], "answer": answer}
            if pending["kind"] == "number" and answer and rng.random() < 0.5:
                request["answer"] = str(answer[0])  # in words, as the docs show too
            reply = oracle.send(request)
            if reply["ok"]:
                break
            assert reply["error"]["code"] == "illegal", (request, reply)
        assert reply["ok"], f"no answer found for {pending}"
        pending = reply["pending"]
    assert pending is None, f"the game did not end after {MAX_DECISIONS} decisions"
    return oracle.send({"op": "winner"})


GAMES = [
    {"players": 2},
    {"players": 3},
    {"players": 4},
    {"players": 3},
    {"players": 5},
    {"players": 3},
    {"players": 8},
    {"teams": True, "players": 4},
    {"format": "structure-duel"},
    {"format": "power-duel"},
    {"format": "quick-draft", "settle": False},
    {"format": "winston-draft", "settle": False},
    {"format": "open-team"},
]


def test_whole_random_games_through_the_oracle_reach_their_end_answering_every_kind_of_decision() -> None:
    """Every format and player count once, then more games (the same ones on every run) until
    every kind of decision has been answered: some, like choosing between two permissions,
    come up in about one game in ten."""
    kinds: Counter[str] = Counter()
    rng = random.Random(19)
    games = 0
    with OracleProcess() as oracle:
        while games < len(GAMES) or (set(kinds) != KINDS and games < MAX_GAMES):
            game = GAMES[games % len(GAMES)]
            won = play_to_the_end(oracle, {"op": "start", "seed": games, **game}, rng, kinds)
            assert won["ok"] and won["game_winners"], won
            games += 1
        oracle.close()
    assert set(kinds) == KINDS, f"never asked in {games} games: {KINDS - set(kinds)}"
    print(f"{games} games, {sum(kinds.values())} decisions: {dict(kinds)}")


# -- each input of issue 20, and the oracle's promises of issue 19 --------------------------------

ISSUE_20 = [
    (b"[" * 1000 + b"]" * 1000, "too-deep"),
    (b'{"op":"save","x":' + b"[" * 33 + b"]" * 33 + b"}", "too-deep"),
    (b'{"op":"save","id":' + b"9" * 4301 + b"}", "too-big"),
    (b'{"op":"start","seed":' + b"1" * 5000 + b"}", "too-big"),
    (b'{"op":["start"]}', "bad-request"),
    (b'{"op":{"a":1}}', "bad-request"),
    (b'{"op":"save","id":NaN}', "bad-json"),
    (b'{"op":"save","id":Infinity}', "bad-json"),
    (b'{"op":"save","id":1e999}', "too-big"),
    (b'{"op":"save","id":[1]}', "bad-request"),
    (b"", "bad-json"),
    (b"   \t", "bad-json"),
    (b'{"op":"save","x":"\xff"}', "bad-json"),
    (b'{"op":"save","x":"a\x01b"}', "bad-json"),
    (b'{"op":"play","player":"Alice","card":"' + b"x" * 2_000_000 + b'"}', "too-long"),
    (b'{"op":"play","player":"Alice","card":"' + b"x" * 5_000 + b'"}', "too-big"),
]


def test_each_input_that_killed_the_oracle_gets_its_error_and_the_game_goes_on() -> None:
    with OracleProcess() as oracle:
        oracle.send({"op": "start", "seed": 1})
        before = oracle.send({"op": "save"})
        for line, code in ISSUE_20:
            reply = oracle.send(line)
            assert reply["ok"] is False and reply["error"]["code"] == code, (line[:60], reply)
            assert "id" not in reply and len(json.dumps(reply)) < 2000
            assert oracle.send({"op": "save"}) == before
        assert oracle.send({"op": "save", "id": 2.5})["id"] == 2.5
        oracle.close()


def test_a_number_decision_is_answered_with_the_number_and_start_takes_two_to_eight_players() -> None:
    oracle = Oracle()
    assert [len(oracle.handle({"op": "start", "players": n})["players"]) for n in range(2, 9)] == [
        *range(2, 9)
    ]
    assert oracle.handle({"op": "start", "players": 9})["error"]["field"] == "players"
    for seed in range(300):  # a random game that asks for a number
        game = oracle.handle({"op": "start", "seed": seed, "players": 3})
        rng = random.Random(seed)
        while (d := oracle.game.pending) is not None and d.kind != "number":  # type: ignore[union-attr]
            oracle.game.answer(d.player, random_answer(d, rng))  # type: ignore[union-attr]
        if d is not None:
            break
    else:
        raise AssertionError("no game asked for a number")
    pending = oracle.handle({"op": "pending"})["pending"]
    assert pending["kind"] == "number" and pending["options"] == [] and pending["numbers"][0] >= 0
    low = pending["numbers"][0]
    too_low = oracle.handle({"op": "choose", "player": d.player, "answer": [low - 1]})
    assert too_low["error"]["code"] == "illegal" and pending == oracle.handle({"op": "pending"})["pending"]
    saved = oracle.handle({"op": "save"})["position"]
    for answer in ([low], str(low)):
        oracle.handle({"op": "load", "position": saved})
        reply = oracle.handle({"op": "choose", "player": d.player, "answer": answer})
        assert reply["ok"], reply
        assert f"chooses: {low}." in reply["events"][0]["text"]
    assert game["ok"]
