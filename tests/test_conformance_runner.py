"""The conformance runner outlives the engine it tests (engine.interfaces.conformance.channel).

Real ``moodswings conformance run`` processes, against engines that break the protocol
(tests/adapters/hostile.py): one that exits at once, one that answers once and then stops
reading (the runner's next write meets a broken pipe: ``SIGPIPE``, which the command line
sets to its default action), one that hangs, one that answers slowly, one that writes a
line without end, one that answers twice. Each run must end by itself, with exit code 1
and a scorecard whose every failure gives the right reason (no test times it: the reasons
show which limit ended each vector); the flooded runner must stay within its reply limit
in memory (its own peak RSS, read by the process itself). The runs are started together
(they mostly wait), on four of Anger's vectors.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.interfaces.conformance.channel import MAX_REPLY, PROTOCOL, EngineFailed, _reply
from engine.interfaces.conformance.export import export_all
from engine.interfaces.conformance.runner import GIVE_UP
from engine.interfaces.conformance.vectors import write
from engine.knowledge.rulings import card_feature

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = f"{sys.executable} {ROOT / 'tests' / 'adapters' / 'hostile.py'}"
IDS = ("cards/anger:14", "cards/anger:30", "cards/anger:41", "cards/anger:75")  # 4 or more requests each
# the command line, in a process that reports its own peak memory when it is done
MEASURED = (
    "import resource, sys\n"
    "from engine.interfaces.cli import main\n"
    "code = main(sys.argv[1:])\n"
    "print('peak-rss-kb', resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr)\n"
    "sys.exit(code)\n"
)
DEADLINE = 120  # seconds: a run still going then has hung (the test fails, it does not wait)
TWO = ("--only", f"id:{IDS[0]}", "--only", f"id:{IDS[1]}")  # for the engines that start ours: slower
RUNS = {  # name: (engine mode, runner flags)
    "exit": ("exit", ()),
    "once": ("once", ()),
    "hang": ("hang", ("--request-timeout", "0.3")),
    "slow": ("slow --delay 0.3", ("--vector-timeout", "1", *TWO)),
    "slow, given time": ("slow --delay 0.3", TWO),
    "flood": ("flood --megabytes 512", ()),
    "twice": ("twice", TWO),
    "deadline": ("slow --delay 0.4", ("--request-timeout", "5", "--deadline", "3")),
    "setsid": ("setsid --pidfile {out}/setsid.pid", TWO),
}


@dataclass(frozen=True)
class Run:
    code: int
    stdout: str
    stderr: str
    scorecard: dict

    @property
    def failures(self) -> list[str]:
        return [r["failure"] for r in self.scorecard["results"] if not r["passed"]]

    @property
    def peak_rss(self) -> int:
        """The runner's own peak resident memory, in bytes."""
        line = next(x for x in self.stderr.splitlines() if x.startswith("peak-rss-kb "))
        return int(line.split()[1]) * 1024


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("hostile")
    anger = card_feature("anger")
    assert anger is not None
    vectors = [v for v in export_all([anger]).vectors if v["id"] in IDS]
    assert len(vectors) == len(IDS)
    write(out / "vectors", vectors, [])
    return out


@pytest.fixture(scope="module")
def runs(folder: Path) -> dict[str, Run]:
    out = folder
    started = {}
    for name, (mode, flags) in RUNS.items():
        scorecard = out / f"{name}.json"
        command = [sys.executable, "-c", MEASURED, "conformance", "run", "--vectors", str(out / "vectors")]
        command += ["--engine", f"{HOSTILE} {mode.format(out=out)}", "--json-file", str(scorecard), *flags]
        pipe = subprocess.PIPE
        process = subprocess.Popen(command, cwd=ROOT, stdout=pipe, stderr=pipe, text=True)
        started[name] = (process, scorecard, time.perf_counter())
    done = {}
    for name, (process, scorecard, start) in started.items():
        try:
            stdout, stderr = process.communicate(timeout=max(1.0, start + DEADLINE - time.perf_counter()))
        except subprocess.TimeoutExpired:
            process.kill()
            process.communicate()
            pytest.fail(f"the run against the {name!r} engine was still going after {DEADLINE} s")
        card = json.loads(scorecard.read_text()) if scorecard.exists() else {}
        done[name] = Run(process.returncode, stdout, stderr, card)
    return done


def _ended_with_a_scorecard(run: Run, vectors: int = len(IDS)) -> None:
    assert run.code == 1, f"exit code {run.code} (141 or -13: killed by SIGPIPE)\n{run.stderr[-2000:]}"
    assert run.scorecard["vectors"] == vectors, run.stderr[-2000:]
    assert run.stdout.startswith(f"{run.scorecard['passed']}/{vectors} supported vectors pass")
    assert len(run.failures) == vectors


@pytest.mark.parametrize("name", ["exit", "once"])
def test_an_engine_that_exits_fails_every_vector_and_the_runner_goes_on(
    runs: dict[str, Run], name: str
) -> None:
    run = runs[name]
    _ended_with_a_scorecard(run)
    assert all(f.startswith("the engine failed (exited): the engine exited (code ") for f in run.failures)
    if name == "once":  # hello was answered; the next request met a pipe nobody reads
        assert all(f.endswith("before reading 'load'") for f in run.failures), run.failures


def test_an_engine_that_hangs_times_out_three_vectors_and_the_others_fail_at_once(
    runs: dict[str, Run],
) -> None:
    run = runs["hang"]
    _ended_with_a_scorecard(run)
    expected = "the engine failed (timeout): no reply to 'hello' within 0.3 s (the request timeout)"
    gave_up = "not run: the engine timed out on 3 vectors in a row (--request-timeout: longer)"
    assert run.failures == [expected] * GIVE_UP + [gave_up] * (len(IDS) - GIVE_UP)


def test_a_slow_engine_fails_at_the_vector_timeout_and_passes_given_time(runs: dict[str, Run]) -> None:
    run, given_time = runs["slow"], runs["slow, given time"]
    _ended_with_a_scorecard(run, 2)
    assert all(
        f.startswith("the engine failed (timeout): the vector took more than 1 s (the vector timeout)")
        for f in run.failures
    ), run.failures
    assert given_time.code == 0 and given_time.scorecard["passed"] == 2, given_time.stdout


def test_a_flood_is_cut_at_the_reply_limit_and_the_runner_stays_small(runs: dict[str, Run]) -> None:
    run = runs["flood"]
    _ended_with_a_scorecard(run)
    expected = f"the engine failed (protocol error): a reply longer than {MAX_REPLY} bytes (the limit)"
    assert all(f.startswith(expected) for f in run.failures), run.failures
    grown = run.peak_rss - runs["exit"].peak_rss  # the same runner, against an engine that writes nothing
    assert grown < 8 * MAX_REPLY, f"the runner grew by {grown / 2**20:.1f} MiB reading a 512 MiB line"


def test_an_engine_that_answers_twice_is_a_protocol_error_not_a_rule(runs: dict[str, Run]) -> None:
    run = runs["twice"]
    _ended_with_a_scorecard(run, 2)
    assert all(
        f.startswith("the engine failed (protocol error): a reply came that no request asked for")
        for f in run.failures
    ), run.failures


@pytest.mark.parametrize(
    ("line", "words"),
    [
        (b"not json", "is not JSON"),
        (b"\xff\xfe", "is not UTF-8"),
        (b"[1, 2]", "an object with 'ok' true or false"),
        (b'{"ok": "yes"}', "an object with 'ok' true or false"),
        (b'{"ok": false, "error": "no"}', "a refusal has an 'error' object"),
        (b"[" * 100_000 + b"]" * 100_000, "is not JSON"),
        (b'{"ok": true, "n": ' + b"9" * 5000 + b"}", "is not JSON"),
    ],
)
def test_a_reply_not_in_the_protocol_is_a_protocol_error(line: bytes, words: str) -> None:
    with pytest.raises(EngineFailed) as e:
        _reply(line, "observe")
    assert e.value.reason == PROTOCOL and words in e.value.message
    assert len(str(e.value)) < 400  # what the engine wrote is not echoed back in full


@pytest.mark.parametrize(
    ("engine", "words"),
    [("python 'x", "cannot read the engine's command"), ("/no/such/engine", "cannot start the engine")],
)
def test_an_engine_command_that_cannot_be_read_or_started_is_named(
    folder: Path, engine: str, words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from engine.interfaces.cli import main

    assert main(["conformance", "run", "--vectors", str(folder / "vectors"), "--engine", engine]) == 1
    assert words in capsys.readouterr().err


def test_a_run_ends_at_its_deadline_saying_which_vectors_were_not_run(runs: dict[str, Run]) -> None:
    """An engine that answers every request just within the request timeout is stopped by the
    run's deadline: the vector under way fails with it, the others are not run, saying why."""
    run = runs["deadline"]
    assert run.code == 1 and run.scorecard["vectors"] == len(IDS), run.stderr[-2000:]
    cut = "the engine failed (timeout): the run took more than 3 s (the deadline)"
    left = "not run: the run's deadline passed (3 s; --deadline: longer)"
    assert all(f.startswith((cut, left)) for f in run.failures), run.failures
    assert run.scorecard["results"][-1]["failure"] == left


def test_a_child_the_engine_started_in_a_session_of_its_own_is_gone_when_the_run_ends(
    runs: dict[str, Run], folder: Path
) -> None:
    run = runs["setsid"]
    assert run.code == 0, run.stdout[-2000:] + run.stderr[-2000:]
    pids = [int(line) for line in (folder / "setsid.pid").read_text().split()]
    assert pids  # one child an engine started
    for pid in pids:
        assert not _running(pid), f"the engine's child {pid} outlived the run"


def _running(pid: int) -> bool:
    """Whether a process runs (a zombie is gone: it only waits to be collected), after a few
    looks: a process killed at the run's end may take a moment to be collected."""
    for _ in range(50):
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            return False
        if state == "Z":
            return False
        time.sleep(0.1)
    return True


@pytest.mark.parametrize("flag", ["--request-timeout", "--vector-timeout", "--deadline"])
def test_an_absurd_time_limit_is_refused_in_words(flag: str, folder: Path) -> None:
    command = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "run"]
    done = subprocess.run(
        [*command, "--vectors", str(folder / "vectors"), flag, "1e10"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 2 and "more than a day" in done.stderr and "Traceback" not in done.stderr


def test_a_limit_beyond_what_the_system_waits_for_is_clamped_not_an_overflow() -> None:
    """A channel given a limit longer than any wait (1e10 s: past threading.TIMEOUT_MAX)
    waits as long as it can, and answers."""
    from engine.interfaces.conformance.channel import Limits, Subprocess
    from engine.interfaces.conformance.commands import REFERENCE

    channel = Subprocess(REFERENCE, Limits(request=1e10, vector=1e10, run=1e10))
    try:
        channel.start_vector()
        assert channel.request({"op": "hello"})["ok"] is True
    finally:
        channel.close()
