"""Every Example of every feature file, as a test (one per Example), run by pytest-bdd.

Each file is parsed once: our reader's parse is handed to pytest-bdd (engine.scenarios.feature_cache).

Test names are ``test_<feature path>__<example name>``; marks come from the tags, so
``pytest -m card:anger`` runs one card's rulings and ``pytest -m note:anger.4`` one note's.
"""

from __future__ import annotations

import re

from pytest_bdd import scenario

from engine.knowledge.rulings import FEATURES, features
from engine.scenarios.feature_cache import prime


def _python_name(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def _bind() -> None:
    for feature in features():
        rel = feature.path.relative_to(FEATURES).as_posix()
        prime(str(FEATURES), feature.path)  # pytest-bdd reads the file from our parse of it
        for rule, example in feature.examples():
            name = f"test_{_python_name(rel.removesuffix('.feature'))}__{_python_name(example.name)}"
            test = scenario(rel, example.name)(lambda: None)
            test.location = (feature.relpath, example.line)  # type: ignore[attr-defined]
            test.pending_reason = rule.description if rule is not None and rule.pending else ""  # type: ignore[attr-defined]
            globals()[name] = test


_bind()
