"""How fast the project is: self-play, the rulings suite and the site build.

    python3 tasks.py bench            (or .venv/bin/python scripts/bench.py)
    python3 tasks.py bench --quick    fewer games, no site build

Measures, on one core (one process):

- complete random legal games per second, and moods played per second, for two and for
  four players, with the standard deal of engine.selfplay.simulate (a 45-card deck for two players);
- the rulings suite cold, as one figure against its target: ``pytest tests/test_rulings.py``
  in a fresh process with nothing cached (``PYTHONDONTWRITEBYTECODE=1``), by the wall
  clock from start to exit, start-up and collection included (the best of a few runs, with
  the CPU time of that run);
- beside it, the breakdown: the mean time per example, from the times pytest reports
  (a run with a JUnit report), and the time outside the examples;
- the site's build from clean (a new output folder, warnings as errors, as CI builds it);
- ``moodswings ruling mutate`` over every card, in a fresh process (CPU time);
- the wheel: its size, and building and installing it into a fresh environment;
- what tests once timed and now only check (no test asserts an elapsed time): a 50 MB
  request line refused by the oracle, 1,000 Thrill loops in one turn, every module
  imported in a process of its own.

A full run writes its figures into README.md (atomically): the figures of the sentences
``README_FIGURES`` names, and the table between the ``<!-- bench -->`` marks. A ``--quick``
run, or one that leaves a measure out, writes nothing (``--no-readme``: never).

Each self-play figure is the best of several repetitions, as CPU time (``process_time``),
so that other work on a shared machine disturbs it less; wall-clock times are printed too,
with the load average, because the suite and the site are timed by the wall clock.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import re
import resource
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import files  # noqa: E402  (after the path, so the script runs from anywhere)
from engine.selfplay.simulate import play  # noqa: E402
from tasks import SPHINX_BUILD  # noqa: E402  (the site is built as tasks.py builds it)

README = ROOT / "README.md"
# The README's sentences whose figure the benchmark writes (the pattern's group; a space
# stands for any white space, as the README wraps its lines). tests/test_readme.py checks
# that each sentence is there once and that its figure is a number.
README_FIGURES = {
    "wheel_kb": r"builds it \((\d+) kB, with every feature file\)",
    "wheel_cpu": r"building and installing the wheel takes ([\d.]+) s of CPU time",
    "wheel_wall": r"takes [\d.]+ s of CPU time and ([\d.]+) s by the clock",
    "mutate_cpu": r"last run: \d+/\d+ in ([\d.]+) s of CPU time",
}
# The README's table of the latest figures, between these marks
BENCH_START = "<!-- bench: written by python3 tasks.py bench (scripts/bench.py) -->"
BENCH_END = "<!-- /bench -->"

# Issue 23: two-player self-play before the core's rebuild, on this kind of machine (CPU
# time, one core), and the figure it aims at.
TWO_PLAYER_BEFORE = "300–416"
TWO_PLAYER_TARGET = 1000
# Issue 28: two-player games per second that the differential tester plays against an engine
FUZZ_TARGET = 100


def machine() -> str:
    model = platform.processor() or platform.machine()
    cpuinfo = Path("/proc/cpuinfo")
    if cpuinfo.exists():
        found = re.search(r"model name\s*:\s*(.+)", cpuinfo.read_text())
        if found:
            model = found.group(1).strip()
    return f"{model}, {os.cpu_count()} cores, Python {platform.python_version()}, {platform.system()}"


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"


def self_play(players: int, games: int, repeats: int) -> dict[str, float]:
    """The best of ``repeats`` runs of ``games`` games: games and plays per CPU second."""
    play(0, players)  # warm up: the catalogue and the cards' behaviour load once
    best: dict[str, float] = {}
    for r in range(repeats):
        cpu, wall = time.process_time(), time.perf_counter()
        plays = sum(play(seed, players).plays for seed in range(r * games, (r + 1) * games))
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        if not best or games / cpu > best["games_per_second"]:
            best = {
                "games": games,
                "games_per_second": round(games / cpu, 1),
                "plays_per_second": round(plays / cpu, 1),
                "wall_games_per_second": round(games / wall, 1),
            }
    return best


SUITE_TARGET = 8.0  # seconds, cold (issue 23)


def rulings_suite_cold(repeats: int) -> dict[str, object]:
    """The rulings suite as a user runs it, cold: a fresh pytest process, nothing cached,
    timed by the wall clock from start to exit; the best of ``repeats`` runs."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    runs: list[tuple[float, float]] = []
    ok = True
    for _ in range(repeats):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "tests/test_rulings.py"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        )
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
        runs.append((round(wall, 2), round(cpu, 2)))
        ok = ok and done.returncode == 0
    best = min(runs)
    return {
        "seconds": best[0],
        "cpu_seconds": best[1],
        "target_seconds": SUITE_TARGET,
        "runs": [w for w, _ in runs],
        "ok": ok,
    }


def rulings_suite() -> dict[str, float]:
    """The rulings suite in a fresh process: wall time, examples, time per example (the
    examples' setup, call and teardown, as pytest's JUnit report times them to the
    millisecond), and the rest: start-up, collection, pytest's own work between examples."""
    with tempfile.TemporaryDirectory() as out:
        report = Path(out) / "suite.xml"
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "pytest", "-q", "tests/test_rulings.py", f"--junitxml={report}"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        wall = time.perf_counter() - start
        cases = ElementTree.parse(report).getroot().iter("testcase") if report.exists() else iter(())
        times = [float(c.get("time", 0)) for c in cases]
    in_tests = sum(times)
    return {
        "seconds": round(wall, 2),
        "examples": len(times),
        "ms_per_example": round(1000 * in_tests / max(len(times), 1), 2),
        "seconds_outside_examples": round(wall - in_tests, 2),
        "ok": done.returncode == 0,
    }


def fuzz(games: int, repeats: int = 3) -> dict[str, Any]:
    """The differential tester, two-player games against our own engine's adapter in a
    separate process (as any engine under test would be), started and warmed up first: the
    best of ``repeats`` runs of the same ``games`` games, by the CPU time of both processes per game
    (the engine's read from /proc while it runs; elsewhere, once it has exited, its start-up
    included); games per second by the wall clock; the exchanges with the engine per game;
    and the engine's start-up (with three games), counted apart."""
    from engine.interfaces.conformance.commands import REFERENCE
    from engine.interfaces.conformance.fuzz import run
    from engine.interfaces.conformance.runner import Subprocess

    engine = Subprocess(REFERENCE)
    stat = Path(f"/proc/{engine.proc.pid}/stat")
    exchanges = 0

    class Kept:  # the engine, kept from run to run, its exchanges counted
        def request(self, message: dict[str, Any]) -> dict[str, Any]:
            nonlocal exchanges
            exchanges += 1
            return engine.request(message)

        def start_vector(self) -> None:
            engine.start_vector()

        def close(self) -> None:
            pass

    def engine_cpu() -> float:
        if not stat.exists():
            return 0.0
        fields = stat.read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    procfs = stat.exists()
    try:
        run(Kept, 3)  # the engine started and warm
        start_up = engine_cpu()
        runs = []
        for _ in range(repeats if procfs else 1):
            exchanges = 0
            before, child = time.process_time(), resource.getrusage(resource.RUSAGE_CHILDREN)
            theirs, start = engine_cpu(), time.perf_counter()
            counts, found = run(Kept, games, 1000)  # the same games each time: best of the runs
            if not procfs:
                engine.close()  # its CPU time is known once it has exited
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            mine = time.process_time() - before
            theirs = engine_cpu() - theirs + after.ru_utime + after.ru_stime - child.ru_utime - child.ru_stime
            runs.append((mine + theirs, mine, theirs, wall, exchanges, counts, found))
    finally:
        engine.close()
    cpu, mine, theirs, wall, exchanged, counts, found = min(runs, key=lambda x: x[0])
    return {
        "games": counts.games,
        "actions": counts.actions,
        "games_per_second": round(counts.games / wall, 1),
        "cpu_ms_per_game": round(1000 * cpu / counts.games, 2),
        "runner_cpu_ms_per_game": round(1000 * mine / counts.games, 2),
        "engine_cpu_ms_per_game": round(1000 * theirs / counts.games, 2),
        "cpu_ms_per_game_each_run": [round(1000 * x[0] / games, 2) for x in runs],
        "exchanges_per_game": round(exchanged / counts.games, 2),
        "engine_start_up_cpu_seconds": round(start_up, 2) if procfs else None,
        "disagreement": next((f[4].text() for *_, f in runs if f), None),
        "target_games_per_second": FUZZ_TARGET,
    }


def fuzz_every_format(games: int) -> dict[str, Any]:
    """The long run: our rules behind a different face (tests/adapters/neutral.py, in this
    process), every way to play, two to four players: disagreements found (none expected)."""
    from engine.formats import FORMATS
    from engine.interfaces.conformance.fuzz import run
    from engine.interfaces.conformance.runner import InProcess
    from tests.adapters.neutral import NeutralAdapter

    start = time.perf_counter()
    counts, found = run(lambda: InProcess(NeutralAdapter()), games, 0, tuple(FORMATS), (2, 3, 4))
    return {
        "games": counts.games,
        "actions": counts.actions,
        "decisions": counts.decisions,
        "seconds": round(time.perf_counter() - start, 1),
        "disagreement": found[4].text() if found else None,
    }


def campaigns(fuzz_games: int, simulate_games: int) -> dict[str, Any]:
    """Games per second of the campaign commands on 1 and on 2 processes (``--jobs``), by the
    wall clock, as a user runs them: ``conformance fuzz`` against our own adapter (two-player
    traditional games; each process starts its own engine) and ``simulate`` (two players).
    Each command's own figure (its games and seconds, start-up excluded) is kept; the best
    of two runs."""
    out: dict[str, Any] = {"cpus": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None}
    cli = [sys.executable, "-m", "engine.interfaces.cli"]
    for name, command, games in (
        ("fuzz", [*cli, "conformance", "fuzz"], fuzz_games),
        ("simulate", [*cli, "simulate"], simulate_games),
    ):
        for jobs in (1, 2):
            best = 0.0
            for _ in range(2):
                done = subprocess.run(
                    [*command, "--games", str(games), "--jobs", str(jobs), "--json"],
                    cwd=ROOT,
                    capture_output=True,
                    text=True,
                )
                report = json.loads(done.stdout)
                best = max(best, report["games"] / report["seconds"])
            out[f"{name}_jobs_{jobs}"] = {"games": games, "games_per_second": round(best, 1)}
    return out


def site() -> dict[str, float]:
    """The site built from clean into a new folder, as CI builds it."""
    with tempfile.TemporaryDirectory() as out:
        cpu, start = children_cpu(), time.perf_counter()
        done = subprocess.run(
            [sys.executable, *SPHINX_BUILD, "-d", f"{out}/doctrees", "docs", f"{out}/html"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        return {
            "seconds": round(time.perf_counter() - start, 2),
            "cpu_seconds": round(children_cpu() - cpu, 1),
            "ok": done.returncode == 0,
        }


def children_cpu() -> float:
    """The CPU time of this process's finished children (user and system)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def ruling_mutate(repeats: int) -> dict[str, Any]:
    """``moodswings ruling mutate``, every card, as a user runs it: a fresh process, start-up
    included; the best of ``repeats`` runs by CPU time."""
    runs: list[tuple[float, float]] = []
    ok = True
    for _ in range(repeats):
        cpu, start = children_cpu(), time.perf_counter()
        done = subprocess.run(
            [sys.executable, "-m", "engine.interfaces.cli", "ruling", "mutate"],
            cwd=ROOT,
            capture_output=True,
            text=True,
        )
        runs.append((round(children_cpu() - cpu, 2), round(time.perf_counter() - start, 2)))
        ok = ok and done.returncode == 0
    best = min(runs)
    return {"cpu_seconds": best[0], "seconds": best[1], "runs": [c for c, _ in runs], "ok": ok}


def wheel() -> dict[str, Any]:
    """The wheel, built from a copy of the sources and installed into a fresh environment, as
    tests/test_wheel.py does: its size, and the CPU time and wall clock of both steps."""
    from tests.test_wheel import build_and_install

    with tempfile.TemporaryDirectory() as tmp:
        cpu, start = children_cpu(), time.perf_counter()
        try:
            built = build_and_install(Path(tmp))
        except AssertionError as e:
            return {"ok": False, "error": str(e)[-500:]}
        return {
            "kb": round(built.wheel.stat().st_size / 1000),
            "cpu_seconds": round(children_cpu() - cpu, 1),
            "seconds": round(time.perf_counter() - start, 1),
            "ok": True,
        }


def once_timed() -> dict[str, Any]:
    """What tests once timed, and now only check: the oracle refusing a 50 MB request line
    (wall clock, the line sent to the reply read), 1,000 Thrill loops in one turn (CPU), and
    every module imported in a process of its own (CPU of those processes)."""
    from tests.oracle_process import OracleProcess
    from tests.test_architecture import import_each_alone
    from tests.test_engine import thrill_loop

    with OracleProcess() as oracle:
        oracle.send({"op": "start", "seed": 3})
        start = time.perf_counter()
        reply = oracle.send(b'{"op":"play","player":"Alice","card":"' + b"x" * 50_000_000 + b'"}')
        refused = time.perf_counter() - start
    _, once_round = thrill_loop()
    cpu = time.process_time()
    for _ in range(1000):
        once_round()
    loops = time.process_time() - cpu
    with tempfile.TemporaryDirectory() as tmp:
        cpu = children_cpu()
        imported = import_each_alone(Path(tmp))
        alone = children_cpu() - cpu
    return {
        "refuse_50_mb_seconds": round(refused, 2),
        "thrill_1000_loops_cpu_seconds": round(loops, 2),
        "import_alone_cpu_seconds": round(alone, 1),
        "ok": reply.get("ok") is False and imported.returncode == 0,
    }


def commit() -> str:
    """The commit measured, and whether the working tree had changes beside it."""
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True)
    if head.returncode:
        return "(no git)"
    dirty = subprocess.run(["git", "status", "--porcelain"], cwd=ROOT, capture_output=True, text=True)
    return head.stdout.strip() + (" with changes not committed" if dirty.stdout.strip() else "")


def readme_table(figures: dict[str, Any]) -> str:
    """The README's table of the latest figures, from a full run's figures."""
    two, four, z = figures["two_players"], figures["four_players"], figures["fuzz"]
    cold, suite, site = figures["rulings_suite_cold"], figures["rulings_suite"], figures["site_from_clean"]
    mutate, built, timed = figures["ruling_mutate"], figures["wheel"], figures["once_timed"]
    runs = ", ".join(f"{w:.1f}" for w in cold["runs"])
    rows = [
        ("two-player games per CPU second, one core", f"{two['games_per_second']:,.0f} "
         f"({two['plays_per_second']:,.0f} plays/s)", f"{TWO_PLAYER_TARGET:,}"),
        ("four-player games per CPU second, one core", f"{four['games_per_second']:,.0f} "
         f"({four['plays_per_second']:,.0f} plays/s)", ""),
        ("conformance fuzz against our adapter in another process, CPU of both a game",
         f"{z['cpu_ms_per_game']:g} ms ({1000 / z['cpu_ms_per_game']:.0f} games per CPU second)",
         f"{FUZZ_TARGET} games/s"),
        (f"rulings suite cold, {suite['examples']:,} examples, in a fresh pytest process, wall clock",
         f"{cold['seconds']:.1f} s (best of {runs} s; CPU {cold['cpu_seconds']:.1f} s)",
         f"{SUITE_TARGET:g} s"),
        ("the site from clean, wall clock (warnings as errors, as CI builds it)",
         f"{site['seconds']:.1f} s (CPU {site['cpu_seconds']:.1f} s)", "60 s"),
        ("`moodswings ruling mutate`, every card, a fresh process", f"{mutate['cpu_seconds']:.1f} s CPU", ""),
        ("the wheel: built and installed into a fresh environment",
         f"{built['kb']} kB; {built['cpu_seconds']:g} s CPU, {built['seconds']:g} s wall clock", ""),
        ("a 50 MB request line refused by the oracle, wall clock",
         f"{timed['refuse_50_mb_seconds']:g} s", ""),
        ("1,000 Thrill loops in one turn", f"{timed['thrill_1000_loops_cpu_seconds']:g} s CPU", ""),
        ("every module imported in a process of its own", f"{timed['import_alone_cpu_seconds']:g} s CPU", ""),
    ]  # fmt: skip
    before, after = (figures[k].split()[0] for k in ("load_before", "load_after"))
    head = (
        f"Figures of {figures['date']}, at commit {figures['commit']}, on {figures['machine']}, "
        f"at load average {before} before and {after} after:"
    )
    table = ["| measure | figure | target |", "| --- | ---: | ---: |"]
    table += [f"| {m} | {f} | {g} |".replace("|  |", "| |") for m, f, g in rows]
    return "\n".join([BENCH_START, textwrap.fill(head, width=94), "", *table, BENCH_END])


def with_figures(text: str, figures: dict[str, Any]) -> str:
    """README.md's text with a full run's figures written in; raises ``ValueError`` if a
    sentence or the table's marks are not there once."""
    built, mutate = figures["wheel"], figures["ruling_mutate"]
    values = {
        "wheel_kb": f"{built['kb']}",
        "wheel_cpu": f"{built['cpu_seconds']:g}",
        "wheel_wall": f"{built['seconds']:.0f}",
        "mutate_cpu": f"{mutate['cpu_seconds']:.1f}",
    }
    for key, pattern in README_FIGURES.items():
        found = list(re.finditer(pattern.replace(" ", r"\s+"), text))
        if len(found) != 1:
            raise ValueError(f"README.md: the sentence {pattern!r} is there {len(found)} times, not once")
        start, end = found[0].span(1)
        text = text[:start] + values[key] + text[end:]
    if text.count(BENCH_START) != 1 or text.count(BENCH_END) != 1:
        raise ValueError(f"README.md: the marks {BENCH_START!r} and {BENCH_END!r} are not there once")
    before, rest = text.split(BENCH_START)
    return before + readme_table(figures) + rest.split(BENCH_END, 1)[1]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer games, and no site build")
    parser.add_argument("--no-suite", action="store_true", help="skip the rulings suite")
    parser.add_argument("--no-site", action="store_true", help="skip the site build")
    parser.add_argument("--json", action="store_true", help="the figures as JSON")
    parser.add_argument("--no-readme", action="store_true", help="write no figure into README.md")
    parser.add_argument(
        "--campaigns",
        action="store_true",
        help="only the campaign commands' games per second on 1 and 2 processes (--jobs)",
    )
    parser.add_argument(
        "--fuzz-long",
        type=int,
        default=0,
        metavar="GAMES",
        help="also fuzz this many games of every way to play against our rules behind another face",
    )
    args = parser.parse_args()
    if args.campaigns:
        figures = {"date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "machine": machine()}
        figures |= {"load_before": load(), **campaigns(300, 2000), "load_after": load()}
        if args.json:
            print(json.dumps(figures, indent=2))
            return
        loads = f"load {figures['load_before']} → {figures['load_after']}"
        print(f"{figures['date']} on {figures['machine']} ({loads})")
        for name in ("fuzz", "simulate"):
            one, two = figures[f"{name}_jobs_1"], figures[f"{name}_jobs_2"]
            print(
                f"{name}: {one['games_per_second']} games/s on 1 process, {two['games_per_second']} on 2 "
                f"({one['games']} games, wall clock, best of 2)"
            )
        return
    games, repeats = (100, 2) if args.quick else (500, 5)
    figures: dict[str, object] = {
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
        "machine": machine(),
        "load_before": load(),
        "two_players": self_play(2, games, repeats),
        "four_players": self_play(4, games // 4, repeats),
        "fuzz": fuzz(60 if args.quick else 300, 1 if args.quick else 3),
    }
    if args.fuzz_long:
        figures["fuzz_every_format"] = fuzz_every_format(args.fuzz_long)
    if not args.no_suite:
        figures["rulings_suite_cold"] = rulings_suite_cold(1 if args.quick else 3)
        figures["rulings_suite"] = rulings_suite()
    if not (args.no_site or args.quick):
        figures["site_from_clean"] = site()
    figures["ruling_mutate"] = ruling_mutate(1 if args.quick else 3)
    if not args.quick:
        figures["wheel"] = wheel()
    figures["once_timed"] = once_timed()
    figures["load_after"] = load()
    figures["commit"] = commit()
    full = not (args.quick or args.no_suite or args.no_site)
    failed = [k for k, v in figures.items() if isinstance(v, dict) and v.get("ok") is False]
    if args.no_readme or not full or failed:
        why = (
            "--no-readme" if args.no_readme else f"{', '.join(failed)} failed" if failed else "a partial run"
        )
        wrote = f"README.md left as it is ({why})"
    else:
        files.write_text(README, with_figures(README.read_text(encoding="utf-8"), figures))
        wrote = "README.md: its figures written"
    if args.json:
        print(json.dumps(figures, indent=2))
        return
    print(
        f"{figures['date']} on {figures['machine']} (load {figures['load_before']} → {figures['load_after']})"
    )
    for key, label in (("two_players", "2 players"), ("four_players", "4 players")):
        f = figures[key]
        assert isinstance(f, dict)
        print(
            f"self-play, {label}: {f['games_per_second']} games/s, {f['plays_per_second']} plays/s "
            f"(one core, CPU time, best of {repeats} × {f['games']}; "
            f"wall clock {f['wall_games_per_second']} games/s)"
        )
    two = figures["two_players"]
    assert isinstance(two, dict)
    print(
        f"two-player games per CPU second: {two['games_per_second']:,.0f} "
        f"(target {TWO_PLAYER_TARGET:,}; before the core's rebuild {TWO_PLAYER_BEFORE})"
    )
    z = figures["fuzz"]
    assert isinstance(z, dict)
    print(
        f"conformance fuzz against our own adapter (a separate process, warm), 2 players: "
        f"{z['games_per_second']} games/s (target {FUZZ_TARGET}), {z['cpu_ms_per_game']} ms CPU per game "
        f"({1000 / z['cpu_ms_per_game']:.0f} games per CPU second) "
        f"(both processes: runner {z['runner_cpu_ms_per_game']}, engine {z['engine_cpu_ms_per_game']}; "
        f"best of {len(z['cpu_ms_per_game_each_run'])} × {z['games']} games: "
        f"{', '.join(map(str, z['cpu_ms_per_game_each_run']))}), {z['exchanges_per_game']} exchanges "
        f"per game, {z['actions']} actions; the engine's start-up {z['engine_start_up_cpu_seconds']} s CPU"
        + (f"; DISAGREEMENT: {z['disagreement']}" if z["disagreement"] else "")
    )
    if (long := _section(figures, "fuzz_every_format")) is not None:
        print(
            f"conformance fuzz, every way to play, against our rules behind another face: "
            f"{long['games']} games, {long['actions']} actions, {long['decisions']} decisions in "
            f"{long['seconds']} s: " + (long["disagreement"] or "no disagreement")
        )
    if (c := _section(figures, "rulings_suite_cold")) is not None:
        runs = ", ".join(f"{w} s" for w in c["runs"])
        print(
            f"rulings suite, cold: {c['seconds']} s (target {c['target_seconds']:g} s; fresh process, "
            f"wall clock, start-up and collection included; best of {len(c['runs'])}: {runs}; "
            f"CPU {c['cpu_seconds']} s){_failed(c)}"
        )
    if (r := _section(figures, "rulings_suite")) is not None:
        print(
            f"  breakdown (another run, timed by pytest's JUnit report): {r['seconds']} s for "
            f"{r['examples']} examples, {r['ms_per_example']} ms per example (+"
            f"{r['seconds_outside_examples']} s start-up, collection and pytest's work between them)"
            f"{_failed(r)}"
        )
    if (s := _section(figures, "site_from_clean")) is not None:
        print(f"site from clean: {s['seconds']} s (CPU {s['cpu_seconds']} s){_failed(s)}")
    m = figures["ruling_mutate"]
    assert isinstance(m, dict)
    print(
        f"moodswings ruling mutate, a fresh process: {m['cpu_seconds']} s CPU, {m['seconds']} s{_failed(m)}"
    )
    if (w := _section(figures, "wheel")) is not None:
        print(
            f"the wheel: {w['kb']} kB, built and installed in {w['cpu_seconds']} s CPU, {w['seconds']} s"
            if w["ok"]
            else f"the wheel: FAILED: {w['error']}"
        )
    o = figures["once_timed"]
    assert isinstance(o, dict)
    print(
        f"a 50 MB line refused in {o['refuse_50_mb_seconds']} s; 1,000 Thrill loops in "
        f"{o['thrill_1000_loops_cpu_seconds']} s CPU; every module imported alone in "
        f"{o['import_alone_cpu_seconds']} s CPU{_failed(o)}"
    )
    print(wrote)


def _section(figures: dict[str, object], key: str) -> dict[str, Any] | None:
    """One measure's figures, if it was measured."""
    found = figures.get(key)
    assert found is None or isinstance(found, dict)
    return found


def _failed(figures: dict[str, Any]) -> str:
    return "" if figures["ok"] else " — FAILED"


if __name__ == "__main__":
    main()
