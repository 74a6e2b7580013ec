"""Where the contributor commands (``moodswings ruling new``, ``check``, ``fmt``) work: a
clone's ``features/``, or a folder given with ``--features DIR``; never the rulings inside
the installed package.

From a clone the engine runs in place, and its ``features/`` is the knowledge base. An
installed engine (the wheel) carries the rulings in ``site-packages/engine/features``: they
are read there (``card``, ``rulings``, ``coverage``, ``ruling check``), but a command that
writes looks for a clone around the folder it is run in (the first folder up that holds the
project's pyproject.toml and a ``features/`` folder), or takes ``--features DIR``, and
otherwise refuses, saying how to get one.
"""

from __future__ import annotations

import os
import shutil
import sys
import tomllib
from pathlib import Path

from engine.knowledge import CLONE, FEATURES, PACKAGE, _is_clone

PROJECT = "moodswings"


class NoWorkspace(Exception):
    """No folder of rulings this command may write into."""


def clone_around(folder: Path) -> Path | None:
    """The clone of the project that holds this folder, if any: its root."""
    for candidate in [folder, *folder.parents]:
        project = candidate / "pyproject.toml"
        if project.is_file() and (candidate / "features").is_dir():
            try:
                name = tomllib.loads(project.read_text(encoding="utf-8")).get("project", {}).get("name")
            except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
                continue
            if name == PROJECT:
                return candidate
    return None


def installed(path: Path) -> bool:
    """Whether a path is inside the installed package (not a clone's files)."""
    return not _is_clone() and path.resolve().is_relative_to(PACKAGE.resolve())


def writable(given: str | None, command: str) -> Path:
    """The features folder ``command`` may write into: ``--features DIR``, else the clone around
    the current folder, else the clone the engine runs from. ``NoWorkspace`` if none, or if
    the folder given is the installed package's."""
    if given:
        path = Path(given)
        if not path.is_dir():
            raise NoWorkspace(f"--features {given}: no such folder")
        if installed(path):
            raise NoWorkspace(
                f"--features {given} is the installed package's copy of the rulings, which is never "
                "changed: give a clone's features/ folder, or a folder of your own"
            )
        return path
    clone = clone_around(Path.cwd())
    if clone is not None:
        return clone / "features"
    if _is_clone():
        return CLONE / "features"
    raise NoWorkspace(
        f"{command} writes rulings into a clone of the repository's features/ folder, and this "
        "folder is in no clone; the rulings inside the installed package are never changed. "
        "Run it inside a clone (git clone the project, then python3 tasks.py test), or give "
        "--features DIR to write into a folder of your own"
    )


def readable(given: str | None) -> Path:
    """The features folder a command that only reads works on: the one it would write into,
    else the installed package's rulings."""
    try:
        return writable(given, "")
    except NoWorkspace:
        if given:
            raise
        return FEATURES


def clone_of(features: Path) -> Path | None:
    """The clone whose features/ this is, if it is one."""
    root = features.resolve().parent
    return root if clone_around(root) == root else None


def program() -> str:
    """How to run this ``moodswings`` again from the current folder: its name when it is the
    one on PATH, else its path."""
    me = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    on_path = shutil.which(PROJECT)
    if me is None or me.name != PROJECT or (on_path and Path(on_path).resolve() == me):
        return PROJECT
    here = Path.cwd().resolve()
    return str(me.relative_to(here)) if me.is_relative_to(here) else str(me)


def test_command(features: Path, card: str) -> str | None:
    """How to run a card's rulings in the clone this features folder belongs to (None when
    it belongs to no clone)."""
    root = clone_of(features)
    if root is None:
        return None
    here = Path.cwd().resolve()
    pytest = root / ".venv" / ("Scripts" if os.name == "nt" else "bin") / "pytest"
    where = "" if root == here else f"cd {root} && "
    if pytest.exists():
        return f"{where}.venv/bin/pytest -q -m card:{card}"
    return f"{where}python3 tasks.py test -q -m card:{card}"
