"""The differential tester: it finds a changed rule on its own, shrinks it and writes it up.

Against our rules behind a different face (tests/adapters/neutral.py) it finds nothing in
games of every way to play. Against each deliberately changed engine (ties go to the latest
play; Rejection refuses a pair that shares nothing; Repentance offers only values in play),
in a separate process, it finds the disagreement, shrinks it small, and its draft Example
and vector pass against our engine and fail against the changed one. The long runs (a
thousand games) are in the benchmark (scripts/bench.py), not here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from engine.formats import FORMATS
from engine.interfaces.conformance import fuzz as fuzz_module
from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.finding import hand_back
from engine.interfaces.conformance.fuzz import run
from engine.interfaces.conformance.runner import Channel, InProcess, Subprocess, run_vector
from engine.interfaces.conformance.shrink import shrink, size
from engine.knowledge.rulings import parse_text
from engine.scenarios.runner import run as run_example
from tests.adapters.changed import changed
from tests.adapters.neutral import NeutralAdapter
from tests.adapters.ties_to_latest import flipped

ROOT = Path(__file__).resolve().parent.parent
FUZZ = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "fuzz"]
ADAPTERS = ROOT / "tests" / "adapters"
CHANGED = {
    "ties": (f"{sys.executable} {ADAPTERS / 'ties_to_latest.py'}", flipped),
    "rejection": (f"{sys.executable} {ADAPTERS / 'changed.py'} rejection", lambda: changed("rejection")),
    "repentance": (f"{sys.executable} {ADAPTERS / 'changed.py'} repentance", lambda: changed("repentance")),
}


def test_our_rules_behind_another_face_never_disagree_in_any_way_to_play() -> None:
    counts, found = run(lambda: InProcess(NeutralAdapter()), 16, 0, tuple(FORMATS), (2, 3, 4))
    assert found is None, found[4].text() if found else ""
    assert counts.games == 16 and counts.actions > 200 and counts.decisions > 30


class Seen:
    """A channel that notes the requests it is sent, by op; ``batches`` False: it refuses
    ``hello``, as an older adapter may, and is then sent one request at a time."""

    def __init__(self, channel: Channel, batches: bool) -> None:
        self.channel, self.batches, self.ops = channel, batches, Counter[str]()

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        self.ops[message["op"]] += 1
        if message["op"] == "hello" and not self.batches:
            return {"ok": False, "error": {"code": "unknown-op", "message": "no hello here"}}
        return self.channel.request(message)

    def start_vector(self) -> None:
        self.channel.start_vector()

    def close(self) -> None:
        self.channel.close()


def test_a_game_sent_in_batches_is_compared_as_one_sent_request_by_request(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An engine that takes batches gets a game in one exchange; the comparisons, and what
    a changed engine is found doing (the step, the case, what differs), are the same as one
    request at a time."""

    def fuzz(engine: Callable[[], Channel], batches: bool, games: int = 40) -> tuple[Seen, Any]:
        seen: list[Seen] = []

        def channel() -> Seen:
            seen.append(Seen(engine(), batches))
            return seen[-1]

        found = run(channel, games, 0, ("traditional", "open-team"), (2, 3))
        return seen[0], found

    (batched, ours), (single, ours_single) = (
        fuzz(lambda: InProcess(ReferenceAdapter()), b) for b in (True, False)
    )
    assert ours == ours_single and ours[1] is None and ours[0].games == 40
    assert batched.ops["hello"] == 1 and 40 <= batched.ops["batch"] < 60 and len(batched.ops) == 2
    assert "batch" not in single.ops and single.ops["load"] == 40
    monkeypatch.setattr(fuzz_module, "BATCH", 5)  # a game in several batches, each observed afresh
    small, ours_small = fuzz(lambda: InProcess(ReferenceAdapter()), True)
    assert ours_small == ours and small.ops["batch"] > 4 * 40
    for change in ("repentance", "ties"):
        engine = partial(Subprocess, CHANGED[change][0])
        (_, found), (_, found_single) = (fuzz(engine, b, 200) for b in (True, False))
        assert found[1] is not None and found == found_single, change


def example_passes(draft: str) -> bool:
    feature = parse_text("Feature: draft\n\n  Rule: draft\n\n" + draft)
    [(rule, example)] = feature.examples()
    return run_example(feature, rule, example).passed


@pytest.mark.parametrize("change", sorted(CHANGED))
def test_a_changed_rule_is_found_shrunk_and_written_up(change: str) -> None:
    command, in_process = CHANGED[change]
    counts, found = run(lambda: Subprocess(command), 200, 0, ("traditional",), (2, 3))
    assert found is not None, f"no disagreement in {counts.games} games"
    _, _, _, case, disagreement = found
    channel = Subprocess(command)
    try:
        shrunk = shrink(case, disagreement, channel)
    finally:
        channel.close()
    small = size(shrunk.case)
    assert small["actions"] <= 6 and small["players"] <= 3, small
    if change == "ties":
        assert small["players"] == 2, small
    finding = hand_back(shrunk.case, shrunk.disagreement, change)
    assert finding.draft is not None, finding.why_no_draft
    assert example_passes(finding.draft)
    assert run_vector(InProcess(ReferenceAdapter()), finding.vector).passed
    with in_process():
        assert not example_passes(finding.draft)
        assert not run_vector(InProcess(ReferenceAdapter()), finding.vector).passed
    assert finding.rulings  # the cards' rulings, to see whether one covers the case


def test_the_command_reports_a_finding_and_writes_it_out(tmp_path: Path) -> None:
    command, _ = CHANGED["repentance"]
    done = subprocess.run(
        [*FUZZ, "--engine", command, "--games", "60", "--out", str(tmp_path), "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    assert report == json.loads((tmp_path / "report.json").read_text())
    found = report["disagreement"]
    assert found["shrunk"]["actions"] <= found["found"]["actions"]
    assert (tmp_path / "draft.feature").read_text() == found["draft"]
    assert json.loads((tmp_path / "vectors" / "index.json").read_text())["exported"] == 1


LIAR = """import json, sys
for line in sys.stdin:
    refusal = {"ok": False, "error": {"code": "no", "message": "no"}}
    reply = {"ok": True, "batch": True} if json.loads(line)["op"] == "hello" else refusal
    print(json.dumps(reply), flush=True)
"""


@pytest.mark.parametrize(
    ("engine", "words"),
    [
        ("exit", "the engine failed (exited): the engine exited (code 3) without replying to 'hello'"),
        ("liar", "the engine failed (protocol error): a batch of "),
    ],
)
def test_an_engine_that_fails_the_protocol_is_named_in_words(engine: str, words: str, tmp_path: Path) -> None:
    """An engine that exits, or says it takes batches and refuses them, ends the run with
    the engine's failure in words (exit code 1), not a traceback."""
    if engine == "liar":
        (tmp_path / "liar.py").write_text(LIAR)
        command = f"{sys.executable} {tmp_path / 'liar.py'}"
    else:
        command = f"{sys.executable} {ADAPTERS / 'hostile.py'} {engine}"
    done = subprocess.run(
        [*FUZZ, "--engine", command, "--games", "2"], capture_output=True, text=True, cwd=ROOT
    )
    assert done.returncode == 1 and words in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_the_command_finds_nothing_against_our_own_engine() -> None:
    done = subprocess.run(
        [*FUZZ, "--games", "3"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 games" in done.stdout and "No disagreement." in done.stdout


def test_a_decision_that_offers_less_than_ours_is_a_difference_and_one_that_offers_more_is_not() -> None:
    def table(*options: int) -> dict[str, Any]:
        asks = {"card": 7}
        shown = [{"card": o, "label": f"card {o}", "owner": "Bob"} for o in options]
        return {"pending": {"player": "Alice", "kind": "moods", "asks": asks, "options": shown}}

    ours = table(1, 2)
    assert fuzz_module.differences(ours, table(1, 2)) is None
    assert fuzz_module.differences(ours, table(2, 3, 1)) is None  # in another order, and one more
    assert fuzz_module.differences(ours, table(2)) == (
        "pending.options",
        [{"card": 1}, {"card": 2}],
        [{"card": 2}],
    )
