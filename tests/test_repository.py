"""The repository's address is one setting (the environment, else pyproject.toml's
``[project.urls] Repository``): without it the site leaves the links to it out, and a
placeholder address is refused. The built site is checked in tests/site (no page links to a
placeholder host)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from engine.knowledge.rulings import ROOT, card_feature

sys.path.insert(0, str(ROOT / "docs" / "_ext"))
from moodswings_site import leads, repository
from moodswings_site.repository import VARIABLE, RepositoryError, address, placeholder


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    """A project whose pyproject.toml the test writes, with no address in the environment."""
    monkeypatch.setattr(repository, "ROOT", tmp_path)
    monkeypatch.delenv(VARIABLE, raising=False)

    def write(urls: str = "") -> None:
        (tmp_path / "pyproject.toml").write_text(f'[project]\nname = "moodswings"\n{urls}', encoding="utf-8")

    write()
    return write


def test_without_a_setting_there_is_no_address(project) -> None:  # type: ignore[no-untyped-def]
    assert address() == ""


def test_the_address_comes_from_the_project_metadata(project) -> None:  # type: ignore[no-untyped-def]
    project('[project.urls]\nRepository = "https://codeberg.org/moods/moodswings/"\n')
    assert address() == "https://codeberg.org/moods/moodswings"


def test_the_environment_wins_even_empty(project, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    project('[project.urls]\nRepository = "https://codeberg.org/moods/moodswings"\n')
    monkeypatch.setenv(VARIABLE, "https://github.com/moods/moodswings")
    assert address() == "https://github.com/moods/moodswings"
    monkeypatch.setenv(VARIABLE, "")
    assert address() == ""


@pytest.mark.parametrize(
    "url",
    [
        "https://github.com/OWNER/moodswings",
        "https://github.com/your-org/moodswings",
        "https://example.com/moods/moodswings",
        "https://github.com/<owner>/moodswings",
        "http://github.com/moods/moodswings",
        "github.com/moods/moodswings",
        "https://github.com",
    ],
)
def test_a_placeholder_or_not_an_address_is_refused(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(VARIABLE, url)
    with pytest.raises(RepositoryError, match=VARIABLE):
        address()


def test_placeholders_are_told_from_real_addresses() -> None:
    assert placeholder("https://github.com/OWNER/moodswings")
    assert not placeholder("https://github.com/moodswings-project/moodswings")


def test_a_ruling_links_to_the_repository_only_when_there_is_one(monkeypatch: pytest.MonkeyPatch) -> None:
    feature = card_feature("anger")
    assert feature is not None
    rule = feature.rules[0]
    monkeypatch.setattr(leads, "REPOSITORY", "")
    without = leads.ruling_links(feature, 1, rule, "cards/anger.html")
    assert 'href="#' in without and "http" not in without
    monkeypatch.setattr(leads, "REPOSITORY", "https://github.com/moods/moodswings")
    linked = leads.ruling_links(feature, 1, rule, "cards/anger.html")
    assert f"https://github.com/moods/moodswings/blob/main/{feature.relpath}#L{rule.line}" in linked
    assert "https://github.com/moods/moodswings/issues/new?" in linked
