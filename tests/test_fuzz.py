"""The differential tester: it finds a changed rule on its own, shrinks it and writes it up.

Against our rules behind a different face (tests/adapters/neutral.py) it finds nothing in
games of every way to play. Against each deliberately changed engine (ties go to the latest
play; Rejection refuses a pair that shares nothing; Repentance offers only values in play),
in a separate process, it finds the disagreement, shrinks it small, and its draft Example
and vector pass against our engine and fail against the changed one. The long runs (a
thousand games) are in the benchmark (scripts/bench.py), not here.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest

from engine.formats import FORMATS
from engine.interfaces import campaign
from engine.interfaces.conformance import fuzz as fuzz_module
from engine.interfaces.conformance import questions
from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.finding import hand_back
from engine.interfaces.conformance.fuzz import play_games, run
from engine.interfaces.conformance.runner import Channel, InProcess, Subprocess, run_vector
from engine.interfaces.conformance.shrink import shrink, size
from engine.knowledge.rulings import parse_text
from engine.scenarios.runner import run as run_example
from engine.selfplay.simulate import Tally, play, tally
from tests.adapters.asks_all import AsksAll
from tests.adapters.changed import changed
from tests.adapters.neutral import NeutralAdapter
from tests.adapters.takes_forced import TakesForced
from tests.adapters.ties_to_latest import flipped

ROOT = Path(__file__).resolve().parent.parent
FUZZ = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "fuzz"]
SIMULATE = [sys.executable, "-m", "engine.interfaces.cli", "simulate"]
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


# -- every way of asking, against our engine -----------------------------------------------------

WAYS = {"reference": ReferenceAdapter, "asks every decision": AsksAll, "takes one outcome": TakesForced}


@pytest.mark.parametrize("way", sorted(WAYS))
def test_every_way_of_asking_plays_our_engine_without_a_disagreement(way: str) -> None:
    """A seeded run of every way to play, two to four players; the thousand-game runs are
    long (``test_a_thousand_games_of_each_way_of_asking``)."""
    counts, findings = play_games(lambda: InProcess(WAYS[way]()), list(range(40)), tuple(FORMATS), (2, 3, 4))
    assert not findings, [f.json() for f in findings[:3]]
    assert counts.games == 40 and counts.decisions > 100
    if way == "asks every decision":
        assert counts.answered > 100  # the decisions our engine takes itself, asked and answered
    if way == "takes one outcome":
        assert counts.taken > 0  # decisions our engine asks that it took itself


@pytest.mark.long
@pytest.mark.skipif(not os.environ.get("MOODSWINGS_LONG"), reason="long: set MOODSWINGS_LONG=1")
@pytest.mark.parametrize("way", sorted(WAYS))
def test_a_thousand_games_of_each_way_of_asking(way: str) -> None:
    counts, findings = play_games(
        lambda: InProcess(WAYS[way]()), list(range(1000)), tuple(FORMATS), (2, 3, 4)
    )
    assert not findings, [f.json() for f in findings[:3]]
    assert counts.games == 1000


# -- what the engine declares ------------------------------------------------------------------


class Declares(ReferenceAdapter):
    """An engine that declares the traditional game for two players, and no capability."""

    def hello(self, r: dict[str, Any]) -> dict[str, Any]:
        two = {"min": 2, "max": 2}
        return {**super().hello(r), "formats": ["traditional"], "players": two, "capabilities": []}


class Recorded(InProcess):
    """An adapter in process, every request it is sent kept."""

    def __init__(self, adapter: Any) -> None:
        super().__init__(adapter)
        self.sent: list[dict[str, Any]] = []

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        self.sent.append(message)
        if message.get("op") == "batch":
            self.sent += message["requests"]
        return super().request(message)


def test_the_tester_plays_only_what_the_engine_declares_and_gives_it_no_chance() -> None:
    """100 games asked for in every way to play with two to four players: an engine that
    declares the traditional game for two, and no capability, is sent only such tables, and
    no chance outcome (a game stops being compared at its first random event)."""
    channel = Recorded(Declares())
    counts, findings = play_games(lambda: channel, list(range(100)), tuple(FORMATS), (2, 3, 4))
    loads = [r["position"]["state"] for r in channel.sent if r.get("op") == "load"]
    assert counts.games == 100 and not findings
    assert len(loads) >= 100 and {(s["format"], len(s["players"])) for s in loads} == {("traditional", 2)}
    assert not [r for r in channel.sent if "chance" in r]
    assert counts.stopped > 0  # some games met a random event, and stopped there


DECLARES = """import sys
sys.path.insert(0, {root!r})
from engine.interfaces.conformance.adapter import ReferenceAdapter
class Declares(ReferenceAdapter):
    def hello(self, r):
        two = {{"min": 2, "max": 2}}
        return {{**super().hello(r), "formats": ["traditional"], "players": two, "capabilities": []}}
Declares().serve_stdio()
"""


def test_the_command_says_what_it_plays_and_refuses_what_the_engine_cannot(tmp_path: Path) -> None:
    (tmp_path / "declares.py").write_text(DECLARES.format(root=str(ROOT)))
    engine = f"{sys.executable} {tmp_path / 'declares.py'}"
    done = subprocess.run(
        [*FUZZ, "--engine", engine, "--games", "6", "--players", "2,3", "--format", "traditional,open-team"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "Playing: traditional with 2 players; it takes no chance outcomes" in done.stderr
    three = [*FUZZ, "--engine", engine, "--games", "6", "--players", "3"]
    none = subprocess.run(three, capture_output=True, text=True, cwd=ROOT)
    assert none.returncode == 1 and "plays none of the games asked for" in none.stderr
    assert "Traceback" not in none.stderr


# -- open questions --------------------------------------------------------------------------------


def test_losers_drawing_in_another_order_differs_from_our_ruling_and_the_run_goes_on() -> None:
    """An engine whose losers draw in the reverse of the turn order (tests/adapters/draws.py):
    the sources leave that order open, and a reference ruling of ours settles it
    (features/rules/big-tables.feature), so every difference it makes is reported as differing
    from that ruling, named, never as a disagreement, and every game is played."""
    engine = f"{sys.executable} {ADAPTERS / 'draws.py'}"
    counts, findings = play_games(lambda: Subprocess(engine), list(range(30)), ("traditional",), (3, 4))
    assert counts.games == 30
    assert findings and all(f.question == "losers-draw-order" for f in findings), [f.json() for f in findings]
    assert {f.kind for f in findings} == {questions.REFERENCE}
    write_up = findings[0].json()["write_up"]
    assert write_up.startswith("differs from the reference's ruling features/rules/big-tables.feature")
    assert counts.games == 30


def test_an_open_question_is_told_apart_from_a_disagreement_by_what_differs() -> None:
    """The losers' order explains hands that hold the same drawn cards in other hands, and
    nothing else: a card drawn that the other engine did not draw is a disagreement."""
    results = {"scored": [], "round_winners": [["Alice"]], "game_winners": [], "match_winners": []}
    base = {"pending": None, "results": results, "decks": {"": [9]}}
    ours = {**base, "hands": {"Alice": [1], "Bob": [2, 7], "Carol": [3, 8]}}
    swapped = {**base, "hands": {"Alice": [1], "Bob": [2, 8], "Carol": [3, 7]}}
    other = {**base, "hands": {"Alice": [1], "Bob": [2, 9], "Carol": [3, 8]}, "decks": {"": [7]}}
    position = {"state": {"teams": None}}
    assert questions.explained(ours, swapped, position) is not None
    assert questions.explained(ours, other, position) is None
    assert questions.explained(ours, ours, position) is None
    team = next(q for q in questions.QUESTIONS if q.key == "team-answerer")
    assert questions.ruling_id(team) is not None and "(reference-" in questions.ruling_id(team)
    # a question no ruling of ours settles is an open question; one we have ruled, not
    assert dataclasses.replace(team, ruling=None).kind == questions.OPEN and team.kind == questions.REFERENCE


# -- campaigns ---------------------------------------------------------------------------------------


def test_a_campaign_on_processes_finds_what_one_process_finds(tmp_path: Path) -> None:
    """``--jobs 2``: the same games, the same counts and the same finding, merged."""

    def fuzz(*flags: str) -> dict[str, Any]:
        command, _ = CHANGED["repentance"]
        line = [*FUZZ, "--engine", command, "--games", "60", "--json", *flags]
        done = subprocess.run(line, capture_output=True, text=True, cwd=ROOT)
        assert done.returncode == 1, done.stderr
        return json.loads(done.stdout)

    one, two = fuzz(), fuzz("--jobs", "2")
    assert one["disagreement"]["seed"] == two["disagreement"]["seed"]
    assert one["disagreement"]["what"] == two["disagreement"]["what"]
    assert two["jobs"] == 2 and two["games"] >= one["games"]


def test_simulate_on_processes_adds_up_to_one_process() -> None:
    def simulate(*flags: str) -> dict[str, Any]:
        line = [*SIMULATE, "--games", "60", "--players", "3", "--json", *flags]
        done = subprocess.run(line, capture_output=True, text=True, cwd=ROOT)
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    one, two = simulate(), simulate("--jobs", "2")
    same = ("games", "decisions", "events", "rounds_per_game", "first_player_win_rate", "breaks")
    assert {k: one[k] for k in same} == {k: two[k] for k in same}


def test_an_interrupted_campaign_resumes_where_it_stopped(tmp_path: Path) -> None:
    """Interrupted after two chunks, its ledger holds them; resumed, it runs only the rest,
    and adds up to the run that was never interrupted."""
    seeds = list(range(40))
    whole = Tally()
    campaign.run(seeds, partial(tally, play, 2, "traditional", False), lambda c, r: whole.add(r))
    settings = {"what": "a test"}
    ledger = campaign.Ledger(tmp_path / "campaign.json", settings)
    first = Tally()
    done: list[list[int]] = []

    def interrupted(chunk: list[int]) -> Tally:
        if len(done) == 2:
            raise KeyboardInterrupt
        done.append(chunk)
        return tally(play, 2, "traditional", False, chunk)

    with pytest.raises(KeyboardInterrupt):
        campaign.run(seeds, interrupted, lambda c, r: first.add(r), ledger=ledger, state=lambda: vars(first))
    resumed = campaign.Ledger.resume(tmp_path / "campaign.json", settings)
    assert resumed.done == {s for chunk in done for s in chunk} and 0 < len(resumed.done) < len(seeds)
    rest = Tally(**resumed.kept)
    ran: list[int] = []

    def work(chunk: list[int]) -> Tally:
        ran.extend(chunk)
        return tally(play, 2, "traditional", False, chunk)

    campaign.run(seeds, work, lambda c, r: rest.add(r), ledger=resumed, state=lambda: vars(rest))
    assert sorted(ran) == sorted(set(seeds) - {s for chunk in done for s in chunk})
    assert vars(rest) == vars(whole)
    with pytest.raises(campaign.CampaignError, match="ledger of another run"):
        campaign.Ledger.resume(tmp_path / "campaign.json", {"what": "another"})


def test_the_commands_resume_from_their_ledger(tmp_path: Path) -> None:
    """A fuzz run and a simulation keep a ledger in --out; --resume with nothing left to do
    reports the same; --resume of other settings is refused, saying why."""
    for name, command in (
        ("fuzz", [*FUZZ, "--games", "30", "--json"]),
        ("simulate", [*SIMULATE, "--games", "30", "--json"]),
    ):
        out = tmp_path / name
        first = subprocess.run([*command, "--out", str(out)], capture_output=True, text=True, cwd=ROOT)
        resume = [*command, "--out", str(out), "--resume"]
        again = subprocess.run(resume, capture_output=True, text=True, cwd=ROOT)
        assert first.returncode == again.returncode == 0, again.stderr
        a, b = json.loads(first.stdout), json.loads(again.stdout)
        assert a["games"] == b["games"] == 30 and a.get("decisions") == b.get("decisions")
        other = subprocess.run(
            [*command[:-2], "31", "--out", str(out), "--resume"], capture_output=True, text=True, cwd=ROOT
        )
        assert other.returncode != 0 and "ledger of another run" in other.stderr, other.stderr


@pytest.fixture(scope="module")
def cluster() -> Any:
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as local:
        yield local


def test_a_campaign_runs_on_a_dask_cluster(cluster: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """``--scheduler ADDRESS``: the games as tasks of a Dask cluster (a LocalCluster here),
    merged into what one process finds."""
    from engine.interfaces.cli import main

    assert main(["simulate", "--games", "40", "--json"]) == 0
    alone = json.loads(capsys.readouterr().out)
    assert main(["simulate", "--games", "40", "--json", "--scheduler", cluster.scheduler_address]) == 0
    on_dask = json.loads(capsys.readouterr().out)
    same = ("games", "decisions", "events", "breaks")
    assert {k: alone[k] for k in same} == {k: on_dask[k] for k in same}
    fuzz = ["conformance", "fuzz", "--games", "20", "--json", "--scheduler", cluster.scheduler_address]
    assert main(fuzz) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 20 and report["disagreement"] is None


def test_an_unreachable_scheduler_is_said_in_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine.interfaces.cli import main

    pytest.importorskip("distributed")
    monkeypatch.setattr(campaign, "CONNECT", 1)  # seconds to wait for the scheduler
    assert main(["simulate", "--games", "4", "--scheduler", "tcp://127.0.0.1:9"]) == 1
    assert "cannot reach the Dask scheduler" in capsys.readouterr().err
