"""tasks.py, the quick start's commands: a step that prints nothing while it works says, now
and then, that it is still at it and for how long (a first ``python3 tasks.py site`` installs
for a minute or two, then builds the site); the site is served before it is said to be."""

from __future__ import annotations

import signal
import subprocess
import sys
import urllib.request
from pathlib import Path

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


def test_the_site_is_answered_as_soon_as_it_is_said_to_be_served(tmp_path: Path) -> None:
    """``tasks.py site`` says "serving at ..." only once its server listens: a request sent
    the moment the line is printed is answered (it was refused when the line came first)."""
    (tmp_path / "index.html").write_text("<p>the rules site</p>", encoding="utf-8")
    # Ctrl-C reaches the server as it does in a terminal, also where this test runs in the
    # background (a shell starts background jobs with SIGINT ignored, and a child inherits that)
    code = (
        "import signal, sys, pathlib, tasks; signal.signal(signal.SIGINT, signal.default_int_handler); "
        "tasks.SITE = pathlib.Path(sys.argv[1]); tasks.serve_site(0, False)"
    )
    command = [sys.executable, "-c", code, str(tmp_path)]
    with subprocess.Popen(command, cwd=tasks.ROOT, stdout=subprocess.PIPE, text=True) as server:
        try:
            assert server.stdout is not None
            for line in server.stdout:
                if "serving the rules site at " in line:
                    break
            else:
                pytest.fail(f"the server ended (code {server.wait()}) without saying where it serves")
            url = line.split("serving the rules site at ", 1)[1].split()[0]
            with urllib.request.urlopen(url, timeout=60) as reply:  # a guard against a hang, not a measure
                assert reply.status == 200 and b"the rules site" in reply.read()
        finally:
            server.send_signal(signal.SIGINT)  # Ctrl-C: the server stops and says nothing more
            try:
                status = server.wait(timeout=60)  # a guard against a hang, not a measure
            except subprocess.TimeoutExpired:
                server.kill()
                raise
            assert status == 0
