"""Every Example of every feature file, as a test (one per Example), run by pytest-bdd.

Each file is parsed once: our reader's parse is handed to pytest-bdd (engine.scenarios.feature_cache).

Test names are ``test_<feature path>__<example name>``; marks come from the tags, so
``pytest -m card:anger`` runs one card's rulings and ``pytest -m note:anger.4`` one note's.

Binding an Example costs more than running most of them. A run that names the few Examples
it wants (each of the mutation runs' processes: tests/mutants_plugin.py) may put their test
names, one per line, in the environment variable ``MOODSWINGS_RULINGS_ONLY``; only those are
then bound (every file is still read, so a file the reader refuses is still refused).
"""

from __future__ import annotations

import os
import re

from pytest_bdd import scenario

from engine.knowledge.rulings import FEATURES, features
from engine.scenarios.feature_cache import prime


def _python_name(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


ONLY = "MOODSWINGS_RULINGS_ONLY"


def _bind() -> None:
    only = set(os.environ[ONLY].split()) if os.environ.get(ONLY) else None
    for feature in features():
        rel = feature.path.relative_to(FEATURES).as_posix()
        primed = False
        for rule, example in feature.examples():
            name = f"test_{_python_name(rel.removesuffix('.feature'))}__{_python_name(example.name)}"
            if only is not None and name not in only:
                continue
            if not primed:
                prime(str(FEATURES), feature.path)  # pytest-bdd reads the file from our parse of it
                primed = True
            test = scenario(rel, example.name)(lambda: None)
            test.location = (feature.relpath, example.line)  # type: ignore[attr-defined]
            test.pending_reason = rule.description if rule is not None and rule.pending else ""  # type: ignore[attr-defined]
            globals()[name] = test


_bind()
