"""A misspelt keyword is refused by every reader of the feature file, not only by the linter.

The parser takes ``Exampel:`` (and the steps under it) as the description of the Rule above
it, so the file still parses: pytest-bdd would run the other Examples of the file and drop
that one without a word. Every path that reads a feature file goes through one check
(``engine.knowledge.syntax.misread``, in ``document``) and refuses the file, naming the
file, the line and the keyword meant: the project's reader (the suite's collection, the
site, the CLI, the conformance export), pytest-bdd's model, a real pytest process,
``ruling check``, ``ruling fmt --check`` and ``ruling new``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.knowledge.authoring import add_ruling
from engine.knowledge.rulings import FEATURES, features, parse
from engine.knowledge.syntax import NotGherkin
from engine.scenarios.feature_cache import prime

ROOT = Path(__file__).resolve().parent.parent
CLI = [sys.executable, "-m", "engine.interfaces.cli"]
MEANT = "did you mean 'Example:'?"
# a pytest plugin, loaded before the suite's modules, that points the knowledge base elsewhere
ELSEWHERE = """
import os
from pathlib import Path
import engine.knowledge
engine.knowledge.FEATURES = Path(os.environ["MISREAD_FEATURES"])
"""


def misspelt(folder: Path, keyword: str = "Exampel") -> tuple[Path, int]:
    """Anger's feature file with its third Example's keyword misspelt: the file and that line."""
    lines = (FEATURES / "cards" / "anger.feature").read_text(encoding="utf-8").split("\n")
    at = [i for i, line in enumerate(lines) if line.strip().startswith("Example:")][2]
    lines[at] = lines[at].replace("Example:", f"{keyword}:")
    path = folder / "cards" / "anger.feature"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")
    return path, at + 1


def test_the_reader_names_the_file_the_line_and_the_keyword(tmp_path: Path) -> None:
    path, line = misspelt(tmp_path)
    with pytest.raises(NotGherkin) as e:
        parse(path)
    assert e.value.path == path and e.value.line == line
    assert f"anger.feature:{line}: " in str(e.value) and MEANT in str(e.value)
    with pytest.raises(NotGherkin, match=f"anger.feature:{line}: .*{MEANT}"):
        features(tmp_path)


@pytest.mark.parametrize(
    ("keyword", "meant"), [("Exampel", "Example"), ("example", "Example"), ("Rul", "Rule")]
)
def test_pytest_bdds_model_is_refused_too(tmp_path: Path, keyword: str, meant: str) -> None:
    path, line = misspelt(tmp_path, keyword)
    with pytest.raises(NotGherkin) as e:
        prime(str(tmp_path), path)
    assert (
        e.value.line == line
        and f"did you mean '{meant}:'?" in str(e.value)
        and "anger.feature" in str(e.value)
    )


def test_a_commented_out_example_is_refused_too(tmp_path: Path) -> None:
    path, line = misspelt(tmp_path, "# Example")
    with pytest.raises(NotGherkin, match=f"anger.feature:{line}: a comment that reads like a keyword"):
        parse(path)


def test_pytest_on_its_own_collects_no_example_of_the_file(tmp_path: Path) -> None:
    """A real pytest process, collecting the suite's rulings from a knowledge base holding the file."""
    _, line = misspelt(tmp_path / "features")
    (tmp_path / "misread_probe.py").write_text(ELSEWHERE)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "misread_probe", "tests/test_rulings.py"],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(tmp_path), "MISREAD_FEATURES": str(tmp_path / "features")},
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = done.stdout + done.stderr
    assert done.returncode == 2, out[-3000:]  # interrupted: an error while collecting
    assert f"anger.feature:{line}: " in out and MEANT in out, out[-3000:]
    assert " passed" not in out and "1 error" in out, out[-3000:]


@pytest.mark.parametrize(
    "command",
    [
        ["ruling", "check"],
        ["ruling", "fmt", "--check"],
        ["ruling", "fmt"],
    ],
    ids=["check", "fmt --check", "fmt"],
)
def test_the_ruling_tools_refuse_the_file_and_leave_it_as_it_was(tmp_path: Path, command: list[str]) -> None:
    path, line = misspelt(tmp_path)
    before = path.read_bytes()
    done = subprocess.run([*CLI, *command, str(path)], cwd=ROOT, capture_output=True, text=True)
    out = done.stdout + done.stderr
    assert done.returncode == 1, out
    assert f"anger.feature:{line}: " in out and MEANT in out, out
    assert path.read_bytes() == before


def test_ruling_new_refuses_to_append_to_the_file(tmp_path: Path) -> None:
    path, line = misspelt(tmp_path)
    before = path.read_bytes()
    with pytest.raises(ValueError, match=f"anger.feature:{line}: .*{MEANT}"):
        add_ruling("Anger", "Anger's player may send no mood away at all", root=tmp_path)
    assert path.read_bytes() == before
