"""The moodswings command line: help everywhere, JSON where output is data, exit codes 0/1/2.

Commands run in this process (``main`` returns the exit code), which keeps the suite fast;
one test runs the installed console script, to show the real process behaves the same."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.interfaces.cli import main

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = ["coverage", "card", "rulings", "explain", "simulate", "oracle"]


@dataclass
class Done:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    def go(*args: str) -> Done:
        try:
            code = main(list(args))
        except SystemExit as e:  # argparse: --help and usage mistakes
            code = int(e.code or 0)
        out = capsys.readouterr()
        return Done(code, out.out, out.err)

    return go


def test_the_console_script_exits_with_the_code() -> None:
    script = Path(sys.executable).parent / "moodswings"
    command = [str(script)] if script.exists() else [sys.executable, "-m", "engine.interfaces.cli"]
    done = subprocess.run([*command, "card", "Angr"], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert done.returncode == 1 and "did you mean Anger?" in done.stderr


@pytest.mark.parametrize("command", ["", *COMMANDS])
def test_help(run, command: str) -> None:  # type: ignore[no-untyped-def]
    done = run(*([command] if command else []), "--help")
    assert done.returncode == 0 and "usage: moodswings" in done.stdout


def test_usage_mistakes_exit_2(run) -> None:  # type: ignore[no-untyped-def]
    assert run().returncode == 2
    assert run("simulate", "--games", "many").returncode == 2


def test_card_and_its_rulings(run) -> None:  # type: ignore[no-untyped-def]
    done = run("card", "Anger", "--json")
    data = json.loads(done.stdout)
    assert done.returncode == 0 and data["name"] == "Anger" and data["rulings"]
    assert all(r["where"].startswith("features/cards/anger.feature:") for r in data["rulings"])
    wrong = run("card", "Angr")
    assert wrong.returncode == 1 and "did you mean Anger?" in wrong.stderr


def test_rulings_search(run) -> None:  # type: ignore[no-untyped-def]
    done = run("rulings", "suppressed", "--json")
    assert done.returncode == 0
    found = json.loads(done.stdout)
    assert found["results"] and all("suppress" in json.dumps(r).lower() for r in found["results"])
    nothing = run("rulings", "xyzzy-qwrtp")
    assert nothing.returncode == 1 and "No ruling found" in nothing.stdout


def test_explain_tells_the_play_by_play(run) -> None:  # type: ignore[no-untyped-def]
    position = run("explain", "--seed", "1", "--json")
    assert position.returncode == 0
    deck = ["Pacifism", "Self-Loathing", "Generosity", "Cheer", "Courage", "Duplicity", "Loyalty", "Cruelty"]
    deck += ["Cheer", "Betrayal", "Boredom"]
    import random

    from engine.interfaces.position import save
    from engine.selfplay.simulate import deal

    path = ROOT / "build" / "explain-position.json"
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(save(deal(2, random.Random(0), deck=deck, first="Alice"))))
    done = run(
        "explain", "--position", str(path), "Alice plays Generosity", "Alice passes", "Bob plays Cruelty"
    )
    assert done.returncode == 0, done.stderr
    assert "Alice plays Generosity." in done.stdout and "Bob plays Cruelty." in done.stdout
    refused = run("explain", "--position", str(path), "Bob plays Cheer")
    assert refused.returncode == 1 and "refused" in refused.stderr and "[rules." in refused.stderr


def test_simulate_summary(run) -> None:  # type: ignore[no-untyped-def]
    done = run("simulate", "--games", "20", "--players", "3", "--seed", "4", "--json")
    data = json.loads(done.stdout)
    assert done.returncode == 0 and data["games"] == 20 and data["breaks"] == 0
    assert data["rounds_per_game"] >= 3 and 0 <= data["first_player_win_rate"] <= 1
    assert run("simulate", "--format", "poker").returncode == 1


# -- bad input at the command line (issue 20) and explain from a seed ---------------------------


def test_explain_refuses_a_deeply_nested_binary_or_huge_position_file(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    files = {
        "deep.json": b"[" * 100_000 + b"]" * 100_000,
        "binary.json": bytes(range(256)) * 4,
        "huge.json": b'"' + b"x" * (3 << 20) + b'"',
        "nan.json": b'{"format": NaN}',
    }
    for name, data in files.items():
        (tmp_path / name).write_bytes(data)
        done = run("explain", "--position", str(tmp_path / name), "Alice passes")
        assert done.returncode == 1 and done.stderr.startswith(f"moodswings explain: {tmp_path / name}: ")
        assert "Traceback" not in done.stderr and len(done.stderr) < 500, done.stderr
    assert run("explain", "--position", str(tmp_path / "missing.json")).returncode == 1


def test_explain_from_a_seed_gets_past_the_shuffle(run) -> None:  # type: ignore[no-untyped-def]
    done = run("explain", "--seed", "4", "--json")
    pending = json.loads(done.stdout)["pending"]
    assert done.returncode == 0 and pending["kind"] == "turn"
    play = next(o["label"] for o in pending["options"] if o["label"] != "pass")
    acted = run("explain", "--seed", "4", f"{pending['player']} plays {play}", "--json")
    assert acted.returncode == 0, acted.stderr
    assert json.loads(acted.stdout)["steps"][0]["events"], "the play did something"


@pytest.mark.parametrize("players", [5, 8])
def test_simulate_plays_up_to_eight_players_and_refuses_more_as_a_usage_mistake(run, players: int) -> None:  # type: ignore[no-untyped-def]
    done = run("simulate", "--games", "2", "--players", str(players), "--check", "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["breaks"] == 0, done.stdout
    assert run("simulate", "--players", "9").returncode == 2
    assert run("simulate", "--players", "1").returncode == 2


def test_searching_the_rulings_for_nothing_is_a_usage_mistake(run) -> None:  # type: ignore[no-untyped-def]
    for words in ([""], ["  "], ["anger", ""]):
        done = run("rulings", *words)
        assert done.returncode == 2 and not done.stdout and "give words" in done.stderr
