"""tasks.py, the quick start's commands: a step that prints nothing while it works says, now
and then, that it is still at it and for how long (a first ``python3 tasks.py site`` installs
for a minute or two, then builds the site)."""

from __future__ import annotations

import sys

import pytest

import tasks


def test_a_silent_step_says_it_is_still_at_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(tasks, "HEARTBEAT", 0.2)
    tasks.run(sys.executable, "-c", "import time; time.sleep(0.9)", doing="building the site")
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) >= 2 and all(line.startswith("    ... still building the site: ") for line in lines)


def test_a_quick_step_says_nothing_more(capsys: pytest.CaptureFixture[str]) -> None:
    tasks.run(sys.executable, "-c", "pass", doing="installing")
    assert capsys.readouterr().out == ""
