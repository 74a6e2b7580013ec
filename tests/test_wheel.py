"""Installed, not only cloned: the wheel carries the rulings (issue 19).

The wheel is built from a copy of the working tree (so the build never writes into the
repository), installed into a fresh virtual environment that cannot see the clone, and
asked for a card's rulings and the coverage from another folder. What it answers is
compared with what the clone answers: the clone's features/ stay the source of truth.

Building and installing takes a while (see README's figures), so the test runs when
``MOODSWINGS_WHEEL=1`` or in CI (``CI=true``, as .ci/run and scripts/land.sh run it);
elsewhere it is skipped with that reason, never silently.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from engine.interfaces.cli import parser
from engine.knowledge.rulings import ROOT, card_feature
from tests.test_readme import readme_figure

WANTED = os.environ.get("MOODSWINGS_WHEEL") == "1" or os.environ.get("CI") == "true"
needs_wheel = pytest.mark.skipif(
    not WANTED, reason="builds and installs the wheel: MOODSWINGS_WHEEL=1 (CI runs it)"
)
SOURCES = ("pyproject.toml", "README.md", "engine", "steps", "features")


def _run(*args: str | Path, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=600
    )


def _packages() -> set[str]:
    return {
        ".".join(p.parent.relative_to(ROOT).parts)
        for top in ("engine", "steps")
        for p in (ROOT / top).rglob("__init__.py")
    }


def test_every_package_is_in_the_wheel() -> None:
    """pyproject.toml lists the packages by hand (to map the knowledge base in): none is missed."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    folders = {f"engine.features.{d.name}" for d in (ROOT / "features").iterdir() if d.name.isidentifier()}
    wanted = _packages() | {"engine.features", "engine.data"} | folders
    missing, stale = sorted(wanted - set(config["packages"])), sorted(set(config["packages"]) - wanted)
    assert not missing, f"add {', '.join(missing)} to [tool.setuptools] packages in pyproject.toml"
    assert not stale, f"remove {', '.join(stale)} from [tool.setuptools] packages in pyproject.toml"
    assert config["package-dir"] == {"engine.features": "features"}


class Installed:
    wheel: Path  # the wheel built

    def __init__(self, home: Path) -> None:
        self.home = home  # the folder commands run in: neither the clone nor the environment
        self.env_dir = home / "env"
        self.bin = self.env_dir / ("Scripts" if os.name == "nt" else "bin")
        self.environ = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}

    def moodswings(self, *args: str) -> subprocess.CompletedProcess:
        return _run(self.bin / "moodswings", *args, cwd=self.home, env=self.environ)

    def python(self, code: str) -> subprocess.CompletedProcess:
        return _run(self.bin / "python", "-c", code, cwd=self.home, env=self.environ)


def build_and_install(tmp: Path) -> Installed:
    """The wheel built from a copy of the sources in ``tmp``, and installed into a fresh
    virtual environment there (scripts/bench.py times the same, for the README)."""
    source = tmp / "source"
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            source.mkdir(exist_ok=True)
            shutil.copy2(path, source / name)
    built = _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", tmp / "dist", source, cwd=tmp)
    assert built.returncode == 0, built.stderr
    (wheel,) = (tmp / "dist").glob("moodswings-*.whl")
    home = tmp / "home"
    home.mkdir()
    it = Installed(home)
    venv.EnvBuilder(with_pip=False).create(it.env_dir)
    python = it.bin / "python"
    done = _run(
        sys.executable, "-m", "pip", "--python", python, "install", "-q",
        "-c", ROOT / "constraints.txt", wheel, cwd=home,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    it.wheel = wheel
    return it


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    return build_and_install(tmp_path_factory.mktemp("wheel"))


@needs_wheel
def test_the_readmes_size_of_the_wheel_holds(installed: Installed) -> None:
    """Its size, within a tenth (scripts/bench.py writes it; the wheel grows with the
    rulings). What building and installing it costs is the benchmark's figure, not a test's."""
    size = float(readme_figure(r"\((\d+) kB, with every feature file\)"))
    actual = installed.wheel.stat().st_size / 1000
    assert abs(actual - size) <= size / 10, (
        f"README.md says the wheel is {size:.0f} kB; it is {actual:.0f} kB"
    )


@needs_wheel
def test_the_installed_engine_is_not_the_clone(installed: Installed) -> None:
    done = installed.python("import engine, engine.knowledge as k; print(engine.__file__); print(k.FEATURES)")
    assert done.returncode == 0, done.stderr
    module, features = done.stdout.splitlines()
    assert Path(module).is_relative_to(installed.env_dir)
    assert Path(features).is_relative_to(installed.env_dir)


def _clone(*args: str) -> subprocess.CompletedProcess:
    return _run(sys.executable, "-m", "engine.interfaces.cli", *args, cwd=ROOT)


@needs_wheel
def test_card_anger_has_its_rulings(installed: Installed) -> None:
    done = installed.moodswings("card", "Anger", "--json")
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    feature = card_feature("anger")
    assert feature is not None and feature.rules
    assert [r["ruling"] for r in answer["rulings"]] == [r.name for r in feature.rules]
    assert answer == json.loads(_clone("card", "Anger", "--json").stdout)  # "where" included
    assert "No rulings yet" not in installed.moodswings("card", "Anger").stdout


@needs_wheel
def test_coverage_is_the_clones(installed: Installed) -> None:
    done = installed.moodswings("coverage", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == json.loads(_clone("coverage", "--json").stdout)


def _has_conformance() -> bool:
    return "conformance" in parser()._subparsers._group_actions[0].choices  # type: ignore[union-attr]


@needs_wheel
@pytest.mark.skipif(not _has_conformance(), reason="`moodswings conformance` has not landed yet")
def test_conformance_export_from_the_wheel(installed: Installed) -> None:
    """Enabled by itself once `moodswings conformance export` exists: the installed engine
    exports the same vectors as the clone."""
    out = installed.home / "vectors"
    done = installed.moodswings("conformance", "export", "--out", str(out))
    assert done.returncode == 0, done.stderr
    mine = sorted(p.relative_to(out).as_posix() for p in out.rglob("*.json"))
    assert mine, "the installed engine exported no vectors"


@needs_wheel
def test_a_missing_knowledge_base_is_an_error(installed: Installed) -> None:
    """Not "no rulings yet" and a low coverage: a clear error and exit code 1."""
    where = installed.python("import engine.knowledge as k; print(k.PACKAGED)")
    packaged = Path(where.stdout.strip())
    aside = packaged.with_name("features-aside")
    packaged.rename(aside)
    try:
        for command in (("coverage",), ("card", "Anger"), ("rulings", "zero")):
            done = installed.moodswings(*command)
            assert done.returncode == 1, (command, done.stdout)
            assert "the rulings are not where they should be" in done.stderr, command
    finally:
        aside.rename(packaged)


def test_a_missing_knowledge_base_is_an_error_in_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The same refusal without building anything: the folder the rulings should be in is empty."""
    from engine import knowledge
    from engine.interfaces.cli import main
    from engine.knowledge.rulings import features

    monkeypatch.setattr(knowledge, "FEATURES", tmp_path)
    features.cache_clear()
    try:
        assert main(["coverage"]) == 1
        assert "the rulings are not where they should be" in capsys.readouterr().err
    finally:
        features.cache_clear()


# -- the contributor commands, installed (issue 31) ---------------------------------------------


def _packaged_tree(installed: Installed) -> dict[str, bytes]:
    where = installed.python("import engine.knowledge as k; print(k.PACKAGED)")
    packaged = Path(where.stdout.strip())
    return {p.relative_to(packaged).as_posix(): p.read_bytes() for p in packaged.rglob("*.feature")}


@needs_wheel
def test_the_contributor_commands_need_only_what_the_wheel_declares(installed: Installed) -> None:
    """No pytest, no pytest-bdd in the environment: the steps are still listed and the
    installed rulings still checked."""
    assert installed.python("import pytest").returncode == 1
    steps = installed.moodswings("ruling", "steps", "plays")
    assert steps.returncode == 0, steps.stderr
    assert "<player> plays <card>" in steps.stdout
    check = installed.moodswings("ruling", "check")
    assert check.returncode == 0 and check.stdout.strip() == "No problems.", check.stdout + check.stderr
    assert installed.moodswings("ruling", "fmt", "--check").returncode == 0
    found = installed.moodswings("rulings", "recklesness", "--json")
    assert found.returncode == 0, found.stderr
    assert json.loads(found.stdout) == json.loads(_clone("rulings", "recklesness", "--json").stdout)


@needs_wheel
def test_outside_a_clone_ruling_new_refuses_and_changes_nothing(installed: Installed) -> None:
    before = _packaged_tree(installed)
    for command in (("ruling", "new", "Anger", "a ruling"), ("ruling", "fmt")):
        done = installed.moodswings(*command)
        assert done.returncode == 1, (command, done.stdout)
        assert "Traceback" not in done.stderr and "clone" in done.stderr, done.stderr
    where = installed.python("import engine.knowledge as k; print(k.PACKAGED)").stdout.strip()
    refused = installed.moodswings("ruling", "new", "Anger", "a ruling", "--features", where)
    assert refused.returncode == 1 and "installed package" in refused.stderr, refused.stderr
    assert _packaged_tree(installed) == before


@needs_wheel
def test_ruling_new_writes_into_the_folder_given_or_the_clone_it_runs_in(installed: Installed) -> None:
    before = _packaged_tree(installed)
    mine = installed.home / "my-rulings"
    mine.mkdir()
    done = installed.moodswings("ruling", "new", "Anger", "a ruling of my own", "--features", str(mine))
    assert done.returncode == 0, done.stderr
    written = mine / "cards" / "anger.feature"
    assert "Rule: A ruling of my own" in written.read_text(encoding="utf-8")
    assert ".venv" not in done.stdout  # the hints name commands that exist here
    check_hint = done.stdout.splitlines()[1].split()
    assert check_hint[:3] == ["moodswings", "ruling", "check"] or check_hint[1:3] == ["ruling", "check"]
    check = installed.moodswings("ruling", "check", str(written))
    assert check.returncode == 1 and "TODO" in check.stdout and "Traceback" not in check.stderr
    # inside a clone (its pyproject.toml names the project), the clone's features/ is used
    clone = installed.home / "clone"
    cards = clone / "features" / "cards"
    cards.mkdir(parents=True)
    shutil.copy2(ROOT / "pyproject.toml", clone / "pyproject.toml")
    shutil.copy2(ROOT / "features" / "cards" / "anger.feature", cards / "anger.feature")
    command = ("ruling", "new", "Anger", "a ruling in a clone")
    inside = _run(installed.bin / "moodswings", *command, cwd=clone / "features", env=installed.environ)
    assert inside.returncode == 0, inside.stderr
    assert "Rule: A ruling in a clone" in (cards / "anger.feature").read_text(encoding="utf-8")
    assert "python3 tasks.py test" in inside.stdout  # no .venv in that clone yet
    assert _packaged_tree(installed) == before
