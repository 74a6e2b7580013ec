"""The tools that measure the finder on the question files: tests/questions/measure.py (counts
only, on any file, asking a ``moodswings`` command) and scripts/finder_diagnose.py (each tune
question's rank and reasons, which must refuse a sealed file)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MEASURE = ROOT / "tests" / "questions" / "measure.py"
DIAGNOSE = ROOT / "scripts" / "finder_diagnose.py"

QUESTIONS = """
[[question]]
id = "x-01"
ask = "found first"
answers = ["features/cards/anger.feature: Found"]

[[question]]
id = "x-02"
ask = "not found"
answers = ["features/cards/anger.feature: Elsewhere"]

[[question]]
id = "x-03"
ask = "no ruling answers it"
answers = []
unruled = "nothing says"
"""

# A stand-in for `moodswings rulings ASK --json`: the same first result whatever is asked.
FAKE = """#!/bin/sh
echo '{"results": [{"kind": "ruling", "where": "features/cards/anger.feature:12", "ruling": "Found"}]}'
"""


def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *map(str, args)], capture_output=True, text=True, check=False)


@pytest.mark.skipif(os.name == "nt", reason="the stand-in command is a shell script")
def test_measure_counts_the_answers_another_command_gives(tmp_path: Path) -> None:
    questions = tmp_path / "questions.toml"
    questions.write_text(QUESTIONS, encoding="utf-8")
    fake = tmp_path / "moodswings"
    fake.write_text(FAKE, encoding="utf-8")
    fake.chmod(0o755)
    done = run(MEASURE, questions, "--moodswings", fake)
    assert done.returncode == 0, done.stderr
    assert "3 questions: 2 with answers, 1 unruled, 0 partly" in done.stdout
    assert "answered in the first 5: 1 of 2" in done.stdout
    assert "answered by the first result: 1 of 2" in done.stdout
    assert "found first" not in done.stdout and "Found" not in done.stdout  # counts only


def test_measure_names_a_missing_command(tmp_path: Path) -> None:
    questions = tmp_path / "questions.toml"
    questions.write_text(QUESTIONS, encoding="utf-8")
    done = run(MEASURE, questions, "--moodswings", tmp_path / "nowhere")
    assert done.returncode == 2
    assert "nowhere is missing: no such file" in done.stderr


def test_the_diagnosis_refuses_a_sealed_file(tmp_path: Path) -> None:
    sealed = tmp_path / "interactions-sealed-9.toml"
    sealed.write_text(QUESTIONS, encoding="utf-8")
    done = run(DIAGNOSE, sealed)
    assert done.returncode == 2
    assert "sealed" in done.stderr and done.stdout == ""
