"""The rulings are run by pytest-bdd: the project's brief is that every feature file runs
under pytest-bdd, with the step definitions in steps/ and the root conftest.py, so that a
contributor's pytest-bdd knowledge (its hooks, its step decorators, its reports) applies to
this suite as it does to any other. A faster suite must keep that: it may parse each feature
once and find each step's definition once, but each Example is still a pytest-bdd scenario.

The check runs a few rulings in a real pytest process with a plugin that implements
pytest-bdd's own hooks, and counts the scenarios and steps pytest-bdd reports running.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PROBE = """
import json, os

RAN = {"scenarios": [], "steps": 0}

def pytest_bdd_before_scenario(request, feature, scenario):
    RAN["scenarios"].append(scenario.name)

def pytest_bdd_after_step(request, feature, scenario, step, step_func, step_func_args):
    RAN["steps"] += 1

def pytest_sessionfinish(session):
    with open(os.environ["BDD_PROBE_OUT"], "w") as out:
        json.dump(RAN, out)
"""


def test_each_example_is_a_pytest_bdd_scenario(tmp_path: Path) -> None:
    (tmp_path / "bdd_probe.py").write_text(PROBE)
    out = tmp_path / "ran.json"
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "bdd_probe", "tests/test_rulings.py", "-k", "anger"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "BDD_PROBE_OUT": str(out)},
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, (
        "the rulings did not run under pytest-bdd with its hooks (the brief: every feature file is "
        "run by pytest-bdd, with the step definitions in steps/ and the root conftest.py):\n"
        + result.stdout[-3000:]
        + result.stderr[-3000:]
    )
    passed = int(result.stdout.rsplit(" passed", 1)[0].rsplit(None, 1)[-1])
    ran = json.loads(out.read_text())
    assert passed > 0
    assert len(ran["scenarios"]) == passed, (
        f"{passed} rulings passed but pytest-bdd ran {len(ran['scenarios'])} scenarios: "
        "each Example must be run by pytest-bdd (the brief), not by a runner of our own"
    )
    assert ran["steps"] >= 2 * passed, "pytest-bdd ran the scenarios but not their steps"
