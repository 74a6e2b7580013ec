"""pytest-bdd's model of a feature file, built from our parse of it (engine.scenarios.feature_cache), is
the model pytest-bdd makes when it parses the file itself: parsing once changes nothing."""

from __future__ import annotations

from typing import Any

from pytest_bdd import feature as bdd_feature
from pytest_bdd.parser import FeatureParser

from engine.knowledge.rulings import FEATURES, features
from engine.knowledge.syntax import document
from engine.scenarios.feature_cache import _FromDocument, prime


def _steps(steps: list[Any]) -> list[tuple[Any, ...]]:
    return [(s.type, s.keyword, s.name, s.line_number, s.failed) for s in steps]


def _model(f: Any) -> tuple[Any, ...]:
    scenarios = [
        (
            name,
            s.name,
            s.line_number,
            sorted(s.tags),
            _steps(s.steps),
            (s.rule.name, sorted(s.rule.tags), s.rule.description) if s.rule else None,
            [e.examples for e in s.examples],
        )
        for name, s in f.scenarios.items()
    ]
    background = _steps(f.background.steps) if f.background else None
    return (
        f.filename,
        f.rel_filename,
        f.name,
        sorted(f.tags),
        f.description,
        f.line_number,
        background,
        scenarios,
    )


def test_pytest_bdd_reads_our_parse_as_it_reads_the_file() -> None:
    for feature in features():
        rel = feature.path.relative_to(FEATURES).as_posix()
        theirs = FeatureParser(str(FEATURES), rel).parse()
        ours = _FromDocument(str(FEATURES), rel, document(feature.path.read_text(encoding="utf-8"))).parse()
        assert _model(ours) == _model(theirs), rel


def test_the_suite_primes_pytest_bdd_with_every_file() -> None:
    """Collecting tests/test_rulings.py put each file in pytest-bdd's cache, under the key
    pytest-bdd looks for; priming again keeps what is there."""
    import tests.test_rulings  # noqa: F401  (collected already in a whole run)

    keys = {str(f.path) for f in features()}
    assert keys <= set(bdd_feature.features)
    f = features()[0]
    before = bdd_feature.features[str(f.path)]
    prime(str(FEATURES), f.path)
    assert bdd_feature.features[str(f.path)] is before
