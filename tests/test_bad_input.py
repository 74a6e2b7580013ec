"""Bad input, generated: a structured error every time, never a traceback, and nothing changed.

Hypothesis writes malformed positions (a saved game with one field broken), oracle requests
(any op, any fields, any JSON), feature files with mistakes in them, and illegal plays and
answers at random points of random games. Each must be refused the way the project
promises: ``PositionError`` naming the field, an oracle reply ``{"ok": false, "error":
{"code", "message", ...}}``, a linter problem at a line, a ``RuleViolation`` naming the
rule; and the game is exactly as it was.
"""

from __future__ import annotations

import copy
import io
import json
import math
import random
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from engine.core.errors import PositionError, RuleViolation
from engine.core.game import DISCARD, HAND, PASS, Game
from engine.interfaces import strict_json
from engine.interfaces.codec import encode
from engine.interfaces.oracle import Oracle
from engine.interfaces.position import load, save
from engine.knowledge import lint
from engine.selfplay import simulate
from tests.oracle_process import OracleProcess
from tests.test_position import IMPOSSIBLE, _card_key, a_position_with_moods

settings.register_profile(
    "moodswings",
    database=None,  # no .hypothesis folder left in the worktree
    deadline=None,  # the machine is shared: timing is not what is tested here
    derandomize=True,  # the same examples on every run, so CI is reproducible
    max_examples=40,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile("moodswings")

FEATURE = Path(__file__).resolve().parent.parent / "features" / "cards" / "anger.feature"

json_scalars = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=12)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def game_at(seed: int, steps: int) -> Game:
    """A random game, ``steps`` decisions in (or over)."""
    rng = random.Random(seed)
    game = simulate.deal(2 + seed % 3, rng)
    for _ in range(steps):
        d = game.pending
        if d is None:
            break
        game.answer(d.player, simulate.random_answer(d, rng))
    return game


# Positions to start from: resuming one replays only the answers since its last turn.
POINTS = [game_at(seed, steps).resumable() for seed in range(6) for steps in (1, 12, 30, 60)]


def resumed(i: int) -> Game:
    state, answers = POINTS[i % len(POINTS)]
    return Game.resume(state.copy(), answers)


def fingerprint(game: Game) -> tuple[Any, ...]:
    d = game.pending
    return (
        json.dumps(encode(game.state), sort_keys=True),
        [str(e) for e in game.events],
        None if d is None else (d.player, d.kind, d.prompt, list(map(repr, d.options))),
        len(game.history),
    )


# -- positions -------------------------------------------------------------------------------

SAVED = [save(game_at(seed, steps)) for seed, steps in [(1, 0), (2, 15), (3, 40), (4, 80)]]


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a JSON document."""
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += paths(v, (*prefix, i))
    return out


@st.composite
def broken_positions(draw: st.DrawFn) -> Any:
    doc = copy.deepcopy(draw(st.sampled_from(SAVED)))
    where = draw(st.sampled_from(paths(doc)[1:]))
    parent = doc
    for key in where[:-1]:
        parent = parent[key]
    action = draw(st.sampled_from(["replace", "delete", "duplicate"]))
    if action == "delete":
        del parent[where[-1]]
    elif action == "duplicate" and isinstance(parent, list):
        parent.insert(where[-1], copy.deepcopy(parent[where[-1]]))
    else:
        parent[where[-1]] = draw(json_values)
    return doc


@given(broken_positions())
def test_a_broken_position_is_refused_with_its_field_or_loads_as_a_game(doc: Any) -> None:
    try:
        game = load(doc)
    except PositionError as e:
        assert e.field and e.message  # names where, and what
        return
    # Some changes leave a position that could be (a card of one face swapped for another,
    # a wins count raised): it loads, and then it saves as it loaded.
    again = save(game)
    assert load(json.loads(json.dumps(again))) is not None


@given(json_values)
def test_anything_that_is_not_a_position_is_refused(doc: Any) -> None:
    try:
        load(doc)
    except PositionError as e:
        assert e.field
    else:
        raise AssertionError("a random JSON value loaded as a position")


# -- oracle requests -------------------------------------------------------------------------

OPS = [*Oracle().ops, "", "nope", "PLAY"]
FIELDS = ["seed", "players", "teams", "deck", "first", "position", "player", "card", "from", "answer"]
FIELDS += ["since", "id"]
plausible = (
    st.sampled_from(["Alice", "Bob", "Carol", "Dave", "Anger", "Boredom", "hand", DISCARD, "nothing"])
    | st.integers(-3, 60)
    | json_values
)
requests = (
    st.fixed_dictionaries(
        {"op": st.sampled_from(OPS) | json_values},
        optional={f: plausible for f in FIELDS},
    )
    | json_values
)


@settings(max_examples=30)
@given(st.lists(requests, min_size=1, max_size=5))
def test_an_oracle_request_gets_a_reply_and_a_refusal_changes_nothing(batch: list[Any]) -> None:
    oracle = Oracle()
    oracle.handle({"op": "start", "seed": 3, "players": 3})
    for request in batch:
        before = fingerprint(oracle.game) if oracle.game else None
        game_before = oracle.game
        reply = oracle.handle(request)
        json.dumps(reply, allow_nan=False)  # always strict JSON: no NaN
        assert isinstance(reply["ok"], bool)
        if not reply["ok"]:
            error = reply["error"]
            assert isinstance(error["code"], str) and isinstance(error["message"], str) and error["message"]
            assert oracle.game is game_before
            assert (fingerprint(oracle.game) if oracle.game else None) == before


@given(st.text(max_size=40) | st.binary(max_size=40).map(lambda b: b.decode("latin-1")))
def test_a_line_that_is_not_a_request_gets_a_json_error(line: str) -> None:
    reply = Oracle().handle_line(line)
    json.dumps(reply, allow_nan=False)
    assert isinstance(reply["ok"], bool)


# -- feature files ---------------------------------------------------------------------------

LINES = FEATURE.read_text(encoding="utf-8").splitlines()


@st.composite
def mistaken_features(draw: st.DrawFn) -> str:
    lines = list(LINES)
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["delete", "duplicate", "garble", "insert", "indent", "keyword"]))
        if kind == "delete":
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, lines[i])
        elif kind == "garble":
            words = lines[i].split(" ")
            j = draw(st.integers(0, len(words) - 1))
            words[j] = draw(st.text(max_size=10))
            lines[i] = " ".join(words)
        elif kind == "insert":
            lines.insert(i, draw(st.text(max_size=30).filter(lambda t: "\n" not in t and "\r" not in t)))
        elif kind == "indent":
            lines[i] = lines[i].strip()
        else:
            keyword = draw(st.sampled_from(["Feature:", "Rule:", "Example:", "Background:", "Given", "@"]))
            lines[i] = f"{keyword} {lines[i].strip()}"
    return "\n".join(lines) + "\n"


@settings(max_examples=15)
@given(mistaken_features())
def test_a_feature_file_mistake_is_a_problem_at_a_line_never_a_traceback(text: str) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "anger.feature"
        path.write_text(text, encoding="utf-8")
        problems = lint.lint([path])
    for p in problems:
        assert isinstance(p.line, int) and p.line >= 0 and p.message


# -- illegal plays and answers ---------------------------------------------------------------


@given(st.integers(0, len(POINTS) - 1), st.data())
def test_an_illegal_play_is_refused_naming_the_rule_and_changes_nothing(i: int, data: st.DataObject) -> None:
    game = resumed(i)
    d = game.pending
    if d is None:
        return
    player = data.draw(st.sampled_from([*game.state.players, "Zed"]))
    card = data.draw(st.sampled_from(sorted(game.state.cards)) | st.integers(-2, 500))
    zone = data.draw(st.sampled_from([HAND, DISCARD]))
    offered = [o.key for o in d.options]
    legal = d.kind == "turn" and player == d.player and (card, zone) in offered
    before = fingerprint(game)
    try:
        game.play(player, card, zone)
    except RuleViolation as e:
        assert not legal, f"an offered play was refused: {e}"
        assert e.rule and e.message
        assert fingerprint(game) == before
    else:
        assert legal, "a play the engine did not offer was made"


@given(st.integers(0, len(POINTS) - 1), st.data())
def test_an_illegal_answer_is_refused_naming_the_rule_and_changes_nothing(
    i: int, data: st.DataObject
) -> None:
    game = resumed(i)
    d = game.pending
    if d is None:
        return
    keys = d.keys()
    junk = st.sampled_from(keys) if keys else st.nothing()
    answer = data.draw(st.lists(junk | json_scalars | st.just(PASS), max_size=4))
    player = data.draw(st.sampled_from([d.player, *game.state.players, "chance"]))
    before = fingerprint(game)
    try:
        game.answer(player, answer)
    except RuleViolation as e:
        assert e.rule and e.message
        assert fingerprint(game) == before


# -- raw lines, sent to a real oracle process --------------------------------------------------

GENERATED = Counter[str]()  # generated cases run, per test (pytest -s prints the counts)
REQUEST_FIELDS = ["op", "id", *FIELDS, "format", "settle", "teams"]
JSON_TYPES = [
    b"null",
    b"true",
    b"false",
    b"0",
    b"-1",
    b"2.5",
    b'"Alice"',
    b"[]",
    b"{}",
    b"[1,[2]]",
    b'{"a":{}}',
]


def _nest(depth: int, inner: bytes, kind: str) -> bytes:
    if kind == "list":
        return b"[" * depth + inner + b"]" * depth
    return b'{"a":' * depth + inner + b"}" * depth


_control = st.text(st.characters(max_codepoint=0x1F) | st.characters(codec="utf-8"), max_size=20)
raw_values = st.one_of(
    st.sampled_from(JSON_TYPES),  # every JSON type
    st.builds(
        _nest, st.integers(1, 3000), st.sampled_from([b"0", b"", b'"x"']), st.sampled_from(["list", "dict"])
    ),
    st.integers(15, 6000).map(lambda n: b"9" * n),  # huge whole numbers
    st.integers(15, 400).map(lambda n: b"-0." + b"1" * n + b"e" + str(n).encode()),
    st.sampled_from([b"NaN", b"-Infinity", b"Infinity", b"1e400", b"-1e999", b"1E+309"]),
    st.integers(0, 2_500_000).map(lambda n: b'"' + b"x" * n + b'"'),  # long strings, past the line limit too
    _control.map(lambda t: b'"' + t.encode("utf-8", "surrogatepass") + b'"'),  # raw control characters
    st.binary(max_size=12).map(lambda b: b'"' + b + b'"'),  # invalid UTF-8 inside a string
    st.sampled_from([b'"\\ud800"', b'"\\u0000"', b'"\\uDFFF\\uD800"']),
)


@st.composite
def raw_lines(draw: st.DrawFn) -> bytes:
    """A line as a careless or hostile client might write it."""
    kind = draw(st.sampled_from(["request", "request", "request", "value", "bytes", "text"]))
    if kind == "request":  # a request object, each field of any type and size
        fields = draw(st.lists(st.sampled_from(REQUEST_FIELDS), unique=True, max_size=4))
        parts = [b'"op":' + draw(st.sampled_from([b'"' + op.encode() + b'"' for op in OPS] + [b'"play"']))]
        parts = [] if "op" in fields else parts
        parts += [b'"' + f.encode() + b'":' + draw(raw_values) for f in fields]
        line = b"{" + b",".join(parts) + b"}"
    elif kind == "value":
        line = draw(raw_values)
    elif kind == "bytes":
        line = draw(st.binary(max_size=60))
    else:
        line = draw(st.text(max_size=60)).encode("utf-8", "surrogatepass")
    return line.replace(b"\n", b" ")


def _refusal(reply: dict) -> None:
    """A refusal as promised: a code and a message, and none of the input echoed back in full."""
    assert reply["ok"] is False and set(reply) <= {"id", "ok", "scope", "error"}, reply
    assert reply["scope"] == "full", reply
    error = reply["error"]
    assert isinstance(error["code"], str) and error["code"] != "internal", error
    assert isinstance(error["message"], str) and error["message"]
    assert len(json.dumps(reply)) < 4000, "a refusal echoes the input back"


@pytest.fixture
def oracle_process() -> Iterator[OracleProcess]:
    with OracleProcess() as oracle:
        assert oracle.send({"op": "start", "seed": 3, "players": 3})["ok"]
        yield oracle
        oracle.close()
    print(f"generated cases run: {dict(GENERATED)}")


PROCESS = settings(
    max_examples=250, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)


@PROCESS
@given(raw_lines())
def test_any_line_sent_to_the_oracle_process_gets_a_strict_json_reply_and_a_refusal_changes_nothing(
    oracle_process: OracleProcess, line: bytes
) -> None:
    GENERATED["raw lines"] += 1
    before = oracle_process.send({"op": "save"})
    reply = oracle_process.send(line)  # strict JSON, or the test fails
    assert isinstance(reply["ok"], bool) and oracle_process.alive()
    if not reply["ok"]:
        _refusal(reply)
        assert oracle_process.send({"op": "save"}) == before


def test_a_50_mb_line_is_refused_in_bounded_memory_and_not_echoed() -> None:
    with OracleProcess() as small:
        small.send({"op": "start", "seed": 3})
        baseline = small.close()  # KiB: the process after an ordinary game
    with OracleProcess() as oracle:
        oracle.send({"op": "start", "seed": 3})
        before = oracle.send({"op": "save"})
        name = b"x" * 50_000_000
        reply = oracle.send(b'{"op":"play","player":"Alice","card":"' + name + b'","id":7}')
        _refusal(reply)
        assert reply["error"]["code"] == strict_json.TOO_LONG and "id" not in reply
        assert oracle.send({"op": "save"}) == before
        peak = oracle.close()
    # how long the refusal takes is the benchmark's figure (scripts/bench.py), not a test's
    assert peak - baseline < 16 * 1024, f"peak memory {peak} KiB, an ordinary session {baseline} KiB"


def test_loading_a_position_the_rules_cannot_reach_is_refused_by_the_process_naming_the_field() -> None:
    good = a_position_with_moods()
    with OracleProcess() as oracle:
        assert oracle.send({"op": "load", "position": good})["ok"]
        before = oracle.send({"op": "save"})
        for spoil, field in IMPOSSIBLE:
            bad = copy.deepcopy(good)
            spoil(bad)
            for _ in range(2):  # a second load too: the first must have left nothing behind
                reply = oracle.send({"op": "load", "position": bad, "id": field})
                _refusal(reply)
                assert reply["id"] == field and reply["error"]["code"] == "bad-position", reply
                wanted = "position.state." + field.format(card=_card_key(good))
                assert reply["error"]["field"] == wanted, reply
            assert oracle.send({"op": "save"}) == before
        oracle.close()


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(broken_positions())
def test_a_broken_position_sent_to_the_oracle_process_is_refused_naming_its_field_or_loads(
    oracle_process: OracleProcess, doc: Any
) -> None:
    GENERATED["broken positions"] += 1
    before = oracle_process.send({"op": "save"})
    reply = oracle_process.send({"op": "load", "position": doc})
    if reply["ok"]:  # a change that leaves a position the rules can reach: it saves as it loaded
        saved = oracle_process.send({"op": "save"})["position"]
        assert oracle_process.send({"op": "load", "position": saved})["ok"]
        assert oracle_process.send({"op": "save"})["position"] == saved
        oracle_process.send({"op": "load", "position": before["position"]})
    else:
        _refusal(reply)
        code = reply["error"]["code"]  # NaN, or a number past the limits, is refused as it is read
        assert code in ("bad-position", "bad-json", "too-big"), reply
        assert code != "bad-position" or reply["error"]["field"].startswith("position."), reply
    assert oracle_process.send({"op": "save"}) == before


def _padded(size: int) -> bytes:
    """A save request of exactly ``size`` bytes (spaces between JSON tokens are allowed)."""
    head = b'{"op":"save"'
    return head + b" " * (size - len(head) - 1) + b"}"


def test_a_number_with_too_many_digits_is_refused_before_it_is_converted_in_text_or_bytes() -> None:
    for number in ("1" * 17, "-" + "9" * 17, "1" * 5000):
        for line in (f'{{"x":"é",   "y":{number}}}', f'{{"x":"é","y":{number}}}'.encode()):
            with pytest.raises(strict_json.Refused, match="a whole number of"):
                strict_json.loads(line)
    assert strict_json.loads('{"x":"é' + "1" * 17 + '","y":' + "9" * 15 + "}")["y"] == int("9" * 15)


near_limits = st.recursive(
    st.integers(-strict_json.MAX_INT - 3, -strict_json.MAX_INT + 3)
    | st.integers(strict_json.MAX_INT - 3, strict_json.MAX_INT + 3)
    | st.integers(10**14, 10**16)
    | st.builds(
        lambda n, c: c * n,
        st.integers(strict_json.MAX_STRING - 2, strict_json.MAX_STRING + 2),
        st.sampled_from(['"', "\\", "[", "}", "é", "x", "\n"]),
    )
    | st.text(alphabet='"\\[]{}é ab', max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3)
        | st.dictionaries(st.text(alphabet='"[]{}x', max_size=4), inner, max_size=3)
    ),
    max_leaves=8,
)


@given(near_limits, st.integers(strict_json.MAX_DEPTH - 3, strict_json.MAX_DEPTH + 1), st.booleans())
@example('"' * (strict_json.MAX_STRING + 1), 0, True)  # escaped quotes: no run between quotes is long
@example(['"]"', [[]], '"["'], strict_json.MAX_DEPTH - 2, True)  # brackets in strings
@example([[], "x"], strict_json.MAX_DEPTH - 1, True)
def test_text_read_fast_is_refused_exactly_as_its_value_walked(value: Any, depth: int, ascii: bool) -> None:
    """``loads`` reads the limits from the text where it can; it refuses exactly what the
    walk of the parsed value refuses (where two limits are passed, it may name the other:
    a number is refused as soon as it is read)."""
    for _ in range(depth):
        value = [value] if depth % 2 else {"k": value}
    text = json.dumps(value, ensure_ascii=ascii)

    def code(read: Any) -> str | None:
        try:
            read()
        except strict_json.Refused as e:
            return e.code
        return None

    walked = code(lambda: strict_json.within_limits(json.loads(text)))
    limits = {strict_json.TOO_BIG, strict_json.TOO_DEEP}
    for read in (text, text.encode()):
        fast = code(lambda: strict_json.loads(read))  # noqa: B023 (called at once)
        assert fast == walked or {fast, walked} == limits, (fast, walked)


@given(
    near_limits | json_values, st.booleans(), st.sampled_from(["", " ", "\r", "x", "NaN", "1e400", "\ud800"])
)
def test_orjson_reads_and_writes_what_the_standard_library_would(value: Any, ascii: bool, tail: str) -> None:
    """orjson (a dependency; not in the browser's Python) reads and writes for the standard
    library: the same value or refusal (the same words), the same text or error, in text or
    bytes, broken or not."""
    assert strict_json.orjson is not None, "orjson is installed with the project"

    def both(act: Any) -> tuple[Any, Any]:
        def outcome() -> Any:
            try:
                return ("value", act())
            except strict_json.Refused as e:
                return ("refused", e.code, e.message)
            except ValueError as e:
                return ("error", type(e).__name__)

        fast = outcome()
        kept, strict_json.orjson = strict_json.orjson, None
        try:
            return fast, outcome()
        finally:
            strict_json.orjson = kept

    fast, plain = both(lambda: strict_json.dumps(value))
    # the one difference: a NaN or an infinity, which the standard library refuses to write,
    # orjson writes as null (no value the engine writes holds one)
    assert fast == plain or (plain == ("error", "ValueError") and not _finite(value))
    text = json.dumps(value, ensure_ascii=ascii) + tail
    for read in (text, text.encode("utf-8", "surrogatepass")):
        fast, plain = both(lambda: strict_json.loads(read))  # noqa: B023 (called at once)
        assert repr(fast) == repr(plain)  # (NaN is not NaN: compared as written)
    line = text.encode("utf-8", "surrogatepass")  # a reply, as the runner reads it
    fast, plain = both(lambda: strict_json.library_loads(line))
    assert repr(fast) == repr(plain)


def _finite(value: Any) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(map(_finite, value.values()))
    return all(map(_finite, value)) if isinstance(value, list) else True


def test_the_documented_limits_are_exact() -> None:
    limit = strict_json.MAX_BYTES
    nest = strict_json.MAX_DEPTH - 1  # the request object is one level itself
    cases = [
        (b'{"op":"save","x":' + b"[" * nest + b"]" * nest + b"}", None),
        (b'{"op":"save","x":' + b"[" * (nest + 1) + b"]" * (nest + 1) + b"}", strict_json.TOO_DEEP),
        (b'{"op":"save","x":%d}' % strict_json.MAX_INT, None),
        (b'{"op":"save","x":-%d}' % strict_json.MAX_INT, None),
        (b'{"op":"save","x":-%d}' % (strict_json.MAX_INT + 1), strict_json.TOO_BIG),
        (b'{"op":"save","x":%d}' % (strict_json.MAX_INT + 1), strict_json.TOO_BIG),
        (b'{"op":"save","x":"' + b"y" * strict_json.MAX_STRING + b'"}', None),
        (b'{"op":"save","x":"' + b"y" * (strict_json.MAX_STRING + 1) + b'"}', strict_json.TOO_BIG),
        (b'{"op":"save","' + b"k" * strict_json.MAX_STRING + b'":1}', None),  # a key is a string too
        (b'{"op":"save","' + b"k" * (strict_json.MAX_STRING + 1) + b'":1}', strict_json.TOO_BIG),
        (b'{"op":"save","x":"12345678901234567","y":1}', None),  # many digits, in a string
        (b'{"op":"save","x":12345678901234567}', strict_json.TOO_BIG),  # counted before converting
        (_padded(limit), None),
        (_padded(limit + 1), strict_json.TOO_LONG),
    ]
    oracle = Oracle()
    oracle.handle({"op": "start"})
    for line, code in cases:
        reply = oracle.handle_line(line)
        assert (reply.get("error") or {}).get("code") == code, (line[:40], reply)
    # the line limit, read from a stream in chunks
    stream = io.BytesIO(b"\n".join([b"[" * 10, b"x" * (limit + 1), b"y" * limit]) + b"\n")
    lines = list(strict_json.lines(stream))
    assert lines[0] == b"[" * 10 and lines[1] == strict_json.Overlong(limit + 1) and lines[2] == b"y" * limit


# -- strict JSON to the end: I-JSON, short echoes, the game over -----------------------------


@pytest.mark.parametrize(
    "line",
    [
        b'{"op":"start","op":"save"}',
        b'{"op":"start","players":2,"players":3}',
        b'{"op":"load","position":{"format":"moodswings-position","format":"x"}}',
        b'{"op":"save","x":[{"a":1,"b":{"c":1,"c":2}}]}',
        b'{"op":"save","x":"a:b\\":c","op":"save"}',  # a colon in a string, an escaped quote
        b'{"op":"save","\\u006fp":"save"}',  # the same key, once escaped
    ],
)
def test_a_key_twice_in_one_object_is_refused_not_read_as_the_last(line: bytes) -> None:
    """RFC 8259 leaves a key twice to each reader (most keep the last, silently); I-JSON
    (RFC 7493) refuses it, and so does every reader here: a request, a position, a reply the
    conformance runner reads."""
    oracle = Oracle()
    for read in (line, line.decode()):
        reply = oracle.handle_line(read)
        assert reply["error"]["code"] == strict_json.BAD_JSON and "twice" in reply["error"]["message"], reply
    with pytest.raises(json.JSONDecodeError, match="twice"):
        strict_json.library_loads(line)
    same = b'{"op":"save","x":{"a":1},"y":{"a":2},"z":"k:v"}'  # one key in two objects: fine
    assert strict_json.loads(same) == strict_json.library_loads(same) == json.loads(same)


@pytest.mark.parametrize(
    "text",
    [
        '{"op":"save","x":"\\ud800"}',
        '{"op":"save","x":"a\\udfffb"}',
        '{"op":"save","\\udc00":1}',
        '{"op":"save","x":"\ud800"}',
    ],
)
def test_a_lone_surrogate_is_refused_and_never_echoed(text: str) -> None:
    """An escape for half a character is not Unicode text (I-JSON): refused wherever it is, and
    an ``id`` holding one is not sent back."""
    reply = Oracle().handle_line(text)
    assert reply["error"]["code"] == strict_json.BAD_JSON and "surrogate" in reply["error"]["message"], reply
    assert "id" not in reply
    line = text.encode("utf-8", "surrogatepass")
    with pytest.raises(ValueError):  # (a raw one is not even UTF-8)
        strict_json.library_loads(line)
    pair = '{"op":"save","x":"\\ud83d\\ude00"}'  # a pair is one character
    assert strict_json.loads(pair)["x"] == "\U0001f600"
    for request in ({"op": "save", "id": "\ud800"}, {"op": "save", "x": "\udfff"}):
        reply = Oracle().handle(request)
        assert "id" not in reply and reply["error"]["code"] in (strict_json.BAD_JSON, "bad-request"), reply
        strict_json.dumps(reply).encode("utf-8")  # the reply itself is Unicode text


LONG = "Q" * 700 + "\x01" * 150 + "Zeal" * 30  # no field allows it: quoted back, at most an excerpt


def quotes_long(message: str, given: Any) -> str | None:
    """A run of more than ``strict_json.ECHO`` characters of a string in ``given`` that the
    message holds, as it is or escaped (None: none)."""
    for text in strict_json._strings(given):
        for form in {text, repr(text)[1:-1], ascii(text)[1:-1], json.dumps(text)[1:-1]}:
            for i in range(0, max(0, len(form) - strict_json.ECHO)):
                if form[i : i + strict_json.ECHO + 1] in message:
                    return form[i : i + strict_json.ECHO + 1]
    return None


@settings(max_examples=60)
@given(
    st.sampled_from([*OPS, "peek"]),
    st.lists(st.sampled_from([*FIELDS, "op", "format", "seat", "since", "x"]), min_size=1, max_size=3),
    st.sampled_from(["as it is", "in a list", "as a key", "in words"]),
)
def test_an_error_quotes_no_more_than_a_short_excerpt_of_any_input(
    op: str, fields: list[str], how: str
) -> None:
    oracle = Oracle()
    oracle.handle({"op": "start", "seed": 3, "players": 3})
    value: Any = {
        "as it is": LONG,
        "in a list": [LONG],
        "as a key": {LONG: 1},
        "in words": f"Anger, {LONG} and Fear",
    }[how]
    request = {"op": op, **{f: value for f in fields}}
    for sent in (request, {**request, "op": LONG}):
        reply = oracle.handle(sent)
        if not reply["ok"]:
            for shown in (reply["error"]["message"], reply["error"].get("field", "")):
                assert quotes_long(shown, sent) is None, reply


def test_a_position_field_holding_a_long_string_is_named_with_an_excerpt() -> None:
    position = a_position_with_moods()
    position["state"]["players"][0] = LONG[:900]
    position["state"][LONG[:900]] = 1
    for p in (position, {**position, LONG[:900]: 1}):
        reply = Oracle().handle({"op": "load", "position": p})
        assert reply["error"]["code"] == "bad-position"
        assert quotes_long(reply["error"]["message"] + reply["error"]["field"], p) is None, reply


def test_explain_quotes_no_more_than_an_excerpt_of_its_words(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.interfaces.cli import main

    huge = "Q" * 120_000
    for words in (f"Alice plays {huge}", huge, f"Alice chooses {huge}", f"Zed{huge[:50]} passes"):
        assert main(["explain", words]) == 1
        err = capsys.readouterr().err
        assert len(err) < 400 and quotes_long(err, [words]) is None, err[:300]
    position = a_position_with_moods()
    position["state"]["format"] = "Q" * 900
    path = tmp_path / "position.json"
    path.write_text(json.dumps(position))
    assert main(["explain", "--position", str(path)]) == 1
    err = capsys.readouterr().err
    assert "state.format" in err and len(err) < 400, err


def test_first_without_a_stacked_deck_is_refused() -> None:
    """``first`` names who goes first in a stacked deal; without ``deck`` the setup picks (from
    the seed), so a ``first`` there would be silently ignored: it is refused instead."""
    oracle = Oracle()
    for first in ("Alice", "Zed"):
        reply = oracle.handle({"op": "start", "players": 2, "first": first})
        assert reply["error"]["code"] == "bad-request" and reply["error"]["field"] == "first", reply
    assert oracle.game is None
    stacked = oracle.handle({"op": "start", "deck": ["Anger", "Fear"] * 5, "first": "Bob"})
    assert stacked["ok"] and stacked["pending"]["player"] == "Bob"
    assert (
        oracle.handle({"op": "start", "deck": ["Anger", "Fear"] * 5, "first": "Zed"})["error"]["field"]
        == "first"
    )


@pytest.mark.parametrize("seat", [None, "Alice", "Bob"])
def test_after_the_game_is_over_every_action_is_game_over(seat: str | None) -> None:
    oracle = Oracle(seat=seat)
    oracle.handle({"op": "start", "players": 2, "seed": 5})
    game = oracle.game
    assert game is not None
    rng = random.Random(5)
    while (d := game.pending) is not None:
        game.answer(d.player, simulate.random_answer(d, rng))
    hand = next(c for p in game.state.players for c in game.state.hands[p])
    for request in (
        {"op": "play", "player": "Alice", "card": "Anger"},
        {"op": "play", "player": "Bob", "card": hand},
        {"op": "play", "player": "Alice", "card": 10_000, "from": DISCARD},
        {"op": "pass", "player": "Alice"},
        {"op": "pass", "player": "Bob"},
        {"op": "choose", "player": "Bob", "answer": ["Anger"]},
        {"op": "choose", "player": "chance", "answer": "nothing"},
    ):
        reply = oracle.handle(request)
        assert reply["error"]["code"] == "game-over", (request, reply)
