"""Where the knowledge base is: the rulings (feature files), from a clone or installed.

In a clone, the repository's ``features/`` is the one source of truth. The wheel carries
the same files inside the package, as ``engine/features/`` (pyproject.toml maps the
package ``engine.features`` onto the repository's ``features/`` when it builds, so no
second copy is ever committed). The manifest of source ids and the informational list
are package data in ``engine/data/`` either way.

Everything that reads the rulings (``card``, ``rulings``, ``coverage``, the linter, the
conformance export) finds them through ``features_dir()``, which fails with a clear
message rather than letting a missing knowledge base read as "no rulings yet".

The package holds the tooling of the knowledge base: reading the rulings (``rulings``,
``syntax``), the source ids and coverage (``sources``), writing and laying them out
(``authoring``, ``formatting``), the mechanics (``mechanics``), the linter (``lint``) and
the mutation check (``mutation``). It may import the rules, the scenarios and the steps;
never ``engine.selfplay``.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # the engine package
CLONE = PACKAGE.parent  # the repository's root, when the engine runs from a clone
PACKAGED = PACKAGE / "features"  # where the wheel puts the feature files


class KnowledgeBaseMissing(Exception):
    """The rulings cannot be found: a broken or partial install."""


def _is_clone() -> bool:
    return (CLONE / "pyproject.toml").is_file() and (CLONE / "features").is_dir()


def locate() -> Path:
    """The folder that holds the feature files (it may not exist: see ``features_dir``)."""
    return CLONE / "features" if _is_clone() else PACKAGED


FEATURES = locate()
BASE = FEATURES.parent  # feature paths are shown relative to this: "features/cards/anger.feature"


def features_dir() -> Path:
    """The folder of feature files, checked: it exists and holds the card rulings."""
    if not (FEATURES / "cards").is_dir() or not any((FEATURES / "cards").glob("*.feature")):
        raise KnowledgeBaseMissing(
            f"the rulings are not where they should be ({FEATURES} has no cards/*.feature). "
            "From a clone, run from the repository; installed, reinstall the moodswings wheel "
            "(a wheel built by `pip wheel .` from the repository carries them)."
        )
    return FEATURES
