"""A pytest plugin for the mutation runs (pyproject.toml: [tool.mutmut]; scripts/mutants.py).

mutmut learns which rulings reach each function by running the rulings once with every
function recording its calls; what a function records is charged to the test that is
running. A function called while the engine is imported (``register`` and the families'
factories, which build most cards' behaviour at import) is called before any test runs, and
mutmut would charge it to the first test alone: its mutants would be run against one Example.
Here such calls are charged to every Example, since every Example runs on what the import
built.

Each mutant runs in a new process that imports the engine and reads the rulings afresh.
Reading them parses every feature file with the Gherkin parser, a third of that process's
time; the files are the same for every mutant and no mutant touches the parser. So the
server that forks those processes imports this module first (tests/mutants_preload.txt): it
parses the feature files once, and the parser hands each process that parse of a text it
has seen (the readers never change a parsed document: ``engine.knowledge.syntax.document``
already shares one between them).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

_AT_IMPORT: set[str] = set()
_IMPORTED: set[str] = set()
RULES = ("engine.core", "engine.cards", "engine.formats")
FEATURES = Path(__file__).resolve().parent.parent / "features"

_parse = Parser.parse
_PARSED: dict[str, Any] = {}


def _text(source: object) -> str | None:
    if isinstance(source, str):
        return source
    if isinstance(source, TokenScanner) and source.line_number == 0:
        return source.io.getvalue()
    return None


def _parse_once(self: Parser, source: Any, token_matcher: Any = None) -> Any:
    text = _text(source) if token_matcher is None else None
    if text is not None and text in _PARSED:
        return _PARSED[text]
    return _parse(self, source, token_matcher)


for _path in sorted(FEATURES.rglob("*.feature")):
    _source = _path.read_text(encoding="utf-8")
    try:
        _PARSED[_source] = _parse(Parser(), TokenScanner(_source))
    except Exception:  # a file the parser refuses is parsed, and refused, where it is read
        continue
Parser.parse = _parse_once  # type: ignore[method-assign]


RULINGS = "tests/test_rulings.py::"


def pytest_load_initial_conftests(
    early_config: pytest.Config, parser: pytest.Parser, args: list[str]
) -> None:
    """A mutant's process is given the Examples that reach its function, by name: bind only
    those (tests/test_rulings.py, ``ONLY``), not the other thousand, which is most of that
    process's time. A run that names no Example (the stats, the clean run) binds them all."""
    paths = [a for a in args if not a.startswith("-") and ("/" in a or "::" in a)]
    named = [a.removeprefix(RULINGS) for a in paths if a.startswith(RULINGS)]
    if named and len(named) == len(paths):
        os.environ["MOODSWINGS_RULINGS_ONLY"] = "\n".join(named)
    else:
        os.environ.pop("MOODSWINGS_RULINGS_ONLY", None)


def _recording() -> bool:
    return os.environ.get("MUTANT_UNDER_TEST") == "stats"


@pytest.hookimpl(tryfirst=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    if _recording():
        from mutmut.state import state

        _AT_IMPORT.update(state()._stats)
        _IMPORTED.update(m for m in sys.modules if m.startswith(RULES))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_teardown(item: pytest.Item) -> None:
    if _AT_IMPORT:
        from mutmut.state import state

        state()._stats.update(_AT_IMPORT)


def pytest_sessionfinish(session: pytest.Session) -> None:
    """A module of the rules first imported during a test would charge its import-time
    calls to that test alone: say so, rather than record too few rulings for them."""
    late = sorted(m for m in sys.modules if m.startswith(RULES) and m not in _IMPORTED)
    if _recording() and late:
        raise pytest.UsageError(f"imported only during the rulings, not at collection: {', '.join(late)}")
