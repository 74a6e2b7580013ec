"""pytest-bdd's reading of each feature file, built from the parse our reader already made.

The rulings suite reads every feature file with the project's reader (``engine.knowledge.rulings``,
through the official Gherkin parser in ``engine.knowledge.syntax``) to know its Examples; pytest-bdd
(9.0) then parsed each file again, with the same parser, the first time a test named it:
each file was parsed twice (46 % of collection). ``prime`` builds pytest-bdd's Feature with
pytest-bdd's own FeatureParser, from the Gherkin document already parsed (``engine.knowledge.syntax``
keeps it), and puts it where pytest-bdd looks first (its cache of features by path), so
each file is parsed once and pytest-bdd's model is still made by pytest-bdd. A file our
reader refuses (``engine.knowledge.syntax.NotGherkin``, a misspelt keyword among them) is
refused here too, naming the file and the line: pytest-bdd never runs part of it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from pytest_bdd import feature as bdd_feature
from pytest_bdd.gherkin_parser import GherkinDocument
from pytest_bdd.parser import FeatureParser

from engine.knowledge.syntax import NotGherkin, document


class _FromDocument(FeatureParser):
    """pytest-bdd's parser of one file, reading a Gherkin document already parsed."""

    def __init__(self, base: str, filename: str, parsed: dict[str, Any]) -> None:
        super().__init__(base, filename)
        self._parsed = parsed

    def _parse_feature_file(self) -> GherkinDocument:
        return GherkinDocument.from_dict(self._parsed)


def prime(base: str, path: Path) -> None:
    """Give pytest-bdd the feature file at ``path`` (under its features folder ``base``),
    from the document our reader parsed; the file is read again, its text not parsed again."""
    filename = os.path.relpath(path, base)
    key = os.path.abspath(os.path.join(base, filename))  # as pytest_bdd.feature.get_feature keys it
    if key not in bdd_feature.features:
        try:
            parsed = document(path.read_text(encoding="utf-8"))
        except NotGherkin as e:  # a file the linter refuses is not run in part
            raise e.of(path) from None
        bdd_feature.features[key] = _FromDocument(base, filename, parsed).parse()
