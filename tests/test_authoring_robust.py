"""The contributor tools never lose what a contributor wrote.

- ``ruling new`` run by many processes at once on one card: every Rule is there afterwards,
  at the line each run said.
- ``ruling fmt`` killed (SIGKILL) at random moments: every file holds its old text or its
  new one, never a part.
- A file the tools cannot read (not UTF-8, not Gherkin, a byte order mark, empty) is named
  with its line, with exit code 1, no traceback, and left byte for byte as it was.
"""

from __future__ import annotations

import contextlib
import io
import os
import random
import re
import shutil
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from engine import files
from engine.interfaces.cli import main
from engine.knowledge import authoring
from engine.knowledge.formatting import format_text
from engine.knowledge.rulings import FEATURES

WORKERS, RULINGS_EACH = 8, 4
KILLS = 16
LARGE, SMALL = 50, 8  # the large file holds the rulings of 50 cards (about 120 kB)


def _child(run: Callable[[], int]) -> int:
    """``run`` in a forked process, its output dropped; the process's id. The modules are
    loaded already, so the child starts at once: the processes really overlap."""
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 2)
            os._exit(run())
        finally:
            os._exit(70)
    return pid


def _exit_code(pid: int) -> int:
    return os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])


def test_concurrent_ruling_new_loses_no_ruling(tmp_path: Path) -> None:
    """WORKERS processes add RULINGS_EACH Rules each to one card, all at once."""
    path = tmp_path / "cards" / "anger.feature"
    path.parent.mkdir()
    shutil.copy(FEATURES / "cards" / "anger.feature", path)
    go = tmp_path / "go"

    def worker(w: int) -> int:
        while not go.exists():
            time.sleep(0.001)
        with (tmp_path / f"out{w}").open("w", encoding="utf-8") as out, contextlib.redirect_stdout(out):
            return max(
                main(
                    [
                        "ruling",
                        "new",
                        "Anger",
                        f"worker {w} ruling {i}",
                        "--source",
                        "judge",
                        "--by",
                        "Asked.",
                        "--features",
                        str(tmp_path),
                    ]
                )
                for i in range(RULINGS_EACH)
            )

    pids = [_child(lambda w=w: worker(w)) for w in range(WORKERS)]
    go.touch()  # all at once
    assert [_exit_code(pid) for pid in pids] == [0] * WORKERS
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    for w in range(WORKERS):
        for i in range(RULINGS_EACH):
            assert text.count(f"Rule: Worker {w} ruling {i}\n") == 1, (w, i)
    # each run's claim holds: its Rule is at the line it named (later Rules go below it)
    outputs = "".join((tmp_path / f"out{w}").read_text(encoding="utf-8") for w in range(WORKERS))
    said = [int(n) for n in re.findall(r"anger\.feature:(\d+): a new Rule", outputs)]
    assert len(said) == WORKERS * RULINGS_EACH
    assert {lines[n - 1].strip() for n in said} == {
        f"Rule: Worker {w} ruling {i}" for w in range(WORKERS) for i in range(RULINGS_EACH)
    }
    assert format_text(text) == text
    assert sorted(p.name for p in path.parent.iterdir()) == ["anger.feature"]


def _messy(text: str) -> str:
    """The text laid out wrongly, so that ``fmt`` rewrites every line's indentation."""
    return "\n".join(("   " + line if line.strip() else line) for line in text.splitlines()) + "\n\n\n"


def _tree(folder: Path) -> dict[Path, tuple[bytes, bytes]]:
    """A features tree: one large file (every card's rulings in one Feature) and a few dozen
    small ones, each laid out wrongly; with each file's text before and after ``fmt``."""
    cards = sorted((FEATURES / "cards").glob("*.feature"))
    head = cards[0].read_text(encoding="utf-8")
    head = head[: head.index("\n  @")]
    rules = []
    for i, card in enumerate(cards[:LARGE]):
        text = card.read_text(encoding="utf-8")
        body = text[text.index("\n  @") :]
        rules.append(re.sub(r"Example: (.*)", rf"Example: \1 ({i})", body))
    texts = {folder / "large.feature": head + "".join(rules)}
    texts |= {folder / "cards" / c.name: c.read_text(encoding="utf-8") for c in cards[:SMALL]}
    out = {}
    for path, text in texts.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        old = _messy(text).encode("utf-8")
        out[path] = (old, format_text(old.decode("utf-8")).encode("utf-8"))
    return out


def _fmt_in_a_child(folder: Path) -> int:
    """``moodswings ruling fmt folder`` in a forked process; its pid."""

    def run() -> int:
        with contextlib.redirect_stdout(io.StringIO()):
            return main(["ruling", "fmt", str(folder)])

    return _child(run)


def test_fmt_killed_at_any_moment_leaves_each_file_old_or_new(tmp_path: Path) -> None:
    folder = tmp_path / "features"
    tree = _tree(folder)
    assert len(tree[folder / "large.feature"][0]) > 100_000

    def reset() -> None:
        for path, (old, _) in tree.items():
            path.write_bytes(old)

    reset()
    start = time.monotonic()
    assert _exit_code(_fmt_in_a_child(folder)) == 0
    whole = time.monotonic() - start
    assert all(path.read_bytes() == new for path, (_, new) in tree.items())

    rng = random.Random(20)
    seen = {"old": 0, "new": 0}
    for _ in range(KILLS):
        reset()
        pid = _fmt_in_a_child(folder)
        time.sleep(rng.uniform(0, whole * 1.2))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        for path, (old, new) in tree.items():
            now = path.read_bytes()
            assert now in (old, new), f"{path.name}: {len(now)} bytes, neither the old text nor the new"
            seen["old" if now == old else "new"] += 1
        for leftover in folder.rglob(".*.tmp"):  # a killed writer's temporary file: never a feature
            leftover.unlink()
    assert seen["old"] and seen["new"], seen  # the kills fell before, during and after the run


# -- files the tools cannot read -----------------------------------------------------------

GOOD = (FEATURES / "cards" / "anger.feature").read_bytes()
BAD_FILES = {
    "not Gherkin": (GOOD.replace(b"  Rule:", b"  Rules:", 1), "anger.feature:12: not Gherkin", "'Rule:'?"),
    "a byte order mark": (
        b"\xef\xbb\xbf" + GOOD,
        "anger.feature:1: the file starts with a byte order mark",
        "",
    ),
    "not UTF-8": (
        GOOD.replace(b"Alice and Bob", b"Alice and B\xf6b", 1),
        "anger.feature:7: not UTF-8",
        "0xf6",
    ),
    "empty": (b"", "anger.feature:1: not Gherkin", "no 'Feature:' line"),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_ruling_new_refuses_a_file_it_cannot_read_and_leaves_it(
    tmp_path: Path, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    content, where, words = BAD_FILES[case]
    path = tmp_path / "cards" / "anger.feature"
    path.parent.mkdir()
    path.write_bytes(content)
    command = ["ruling", "new", "Anger", "a ruling", "--by", "Asked.", "--features", str(tmp_path)]
    assert main(command) == 1
    err = capsys.readouterr().err
    assert where in err and words in err and "Traceback" not in err, err
    assert "The file is unchanged" in err, err
    assert path.read_bytes() == content
    assert sorted(p.name for p in path.parent.iterdir()) == ["anger.feature"]


@pytest.mark.parametrize("case", ["not Gherkin", "not UTF-8", "empty"])
def test_fmt_names_a_file_it_cannot_read_leaves_it_and_formats_the_others(
    tmp_path: Path, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    content, where, words = BAD_FILES[case]
    bad = tmp_path / "anger.feature"
    bad.write_bytes(content)
    other = tmp_path / "boredom.feature"
    messy = _messy((FEATURES / "cards" / "boredom.feature").read_text(encoding="utf-8"))
    other.write_text(messy, encoding="utf-8")
    assert main(["ruling", "fmt", str(tmp_path)]) == 1
    captured = capsys.readouterr()
    assert where in captured.err and words in captured.err and "Traceback" not in captured.err
    assert "1 of 2 feature files reformatted, 1 unreadable." in captured.out
    assert bad.read_bytes() == content
    assert other.read_text(encoding="utf-8") == format_text(messy)


def test_fmt_removes_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "anger.feature"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD)
    assert main(["ruling", "fmt", str(path)]) == 0
    assert path.read_bytes() == GOOD


def test_fmt_of_a_missing_file_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", "fmt", str(tmp_path / "nowhere" / "x.feature")]) == 1
    assert "x.feature: No such file or directory" in capsys.readouterr().err


def test_a_write_keeps_the_file_permissions_and_its_link(tmp_path: Path) -> None:
    real = tmp_path / "real.feature"
    real.write_text("old\n", encoding="utf-8")
    real.chmod(0o640)
    link = tmp_path / "link.feature"
    link.symlink_to(real)
    files.write_text(link, "new\n")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new\n"
    assert real.stat().st_mode & 0o777 == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.feature", "real.feature"]


@pytest.mark.parametrize("by", ["@judge said so", "Example: what a judge said", "# a judge said so"])
def test_ruling_new_refuses_a_description_that_would_read_as_something_else(tmp_path: Path, by: str) -> None:
    path = tmp_path / "cards" / "anger.feature"
    path.parent.mkdir()
    path.write_bytes(GOOD)
    with pytest.raises(ValueError, match="would not read back as written"):
        authoring.add_ruling("anger", "a ruling", by=by, root=tmp_path)
    assert path.read_bytes() == GOOD
