"""The manifest of source ids, and how far the rulings cover them.

``data/source-ids.txt`` lists the id of every card note, card text, rules paragraph,
vocabulary term, format paragraph and party-game rule (ids only: the project never
carries the sources' sentences). A ruling is tagged ``@note:<id>``; an id counts as
encoded when a Rule carries its tag.

``data/informational.toml`` lists the paragraphs that state no rule (the art, the
components, table talk), each with a one-line reason: they count as covered without a
ruling, and the coverage page lists them with their reasons.

``word_runs`` and ``run_digest`` cut a text into runs of words and digest each one: the
tests keep the digests of the sources' runs (never their words) to tell a sentence copied
into the rulings (tests/test_own_words.py; scripts/import_sources.py writes them).
"""

from __future__ import annotations

import hashlib
import re
import tomllib
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from importlib import resources

GROUPS = {
    "rules": "Rules of play",
    "glossary": "Vocabulary",
    "variants": "Other ways to play",
    "mood-x": "Mood X",
    "feelinks": "Feelinks",
}
CARD_NOTES = "Card notes"
RUN = 9  # words in a row shared with the sources that make a copied sentence


@cache
def source_ids() -> tuple[str, ...]:
    text = resources.files("engine").joinpath("data/source-ids.txt").read_text("utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip())


@cache
def informational() -> dict[str, str]:
    """Paragraphs that state no rule: id -> why no ruling encodes it."""
    text = resources.files("engine").joinpath("data/informational.toml").read_text("utf-8")
    return dict(tomllib.loads(text).get("informational", {}))


def known(source_id: str) -> bool:
    return source_id in set(source_ids())


def is_text(source_id: str) -> bool:
    """A card's printed rules text, which is data rather than a note."""
    return source_id.endswith(".text")


def group(source_id: str) -> str:
    return GROUPS.get(source_id.split(".", 1)[0], CARD_NOTES)


def notes() -> list[str]:
    """Every id that a ruling should encode (card texts are card data, not notes)."""
    return [i for i in source_ids() if not is_text(i)]


def card_notes(slug: str) -> list[str]:
    return [i for i in notes() if i.split(".", 1)[0] == slug]


@dataclass(frozen=True)
class Coverage:
    encoded: dict[str, int]  # id -> number of Rules tagging it
    pending: set[str]  # ids whose every Rule is @pending

    def done(self, source_id: str) -> bool:
        """Encoded by a ruling, or listed as informational."""
        return self.encoded.get(source_id, 0) > 0 or source_id in informational()

    def count(self, ids: list[str]) -> tuple[int, int]:
        return sum(1 for i in ids if self.done(i)), len(ids)

    def per_group(self) -> dict[str, tuple[int, int]]:
        by: dict[str, list[str]] = defaultdict(list)
        for i in notes():
            by[group(i)].append(i)
        order = [CARD_NOTES, *GROUPS.values()]
        return {g: self.count(by[g]) for g in order}


def coverage() -> Coverage:
    from engine.knowledge.rulings import features

    encoded: dict[str, int] = defaultdict(int)
    live: set[str] = set()
    for f in features():
        for r in f.rules:
            for n in r.notes:
                encoded[n] += 1
                if not r.pending:
                    live.add(n)
    return Coverage(dict(encoded), set(encoded) - live)


def word_runs(text: str, n: int = RUN) -> Iterator[tuple[str, ...]]:
    """Every run of ``n`` words in a row, lower case, punctuation and dice brackets dropped
    (``a player's [0]`` reads ``a players 0``)."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("'", "").replace("\u2019", ""))
    for i in range(len(words) - n + 1):
        yield tuple(words[i : i + n])


def run_digest(run: tuple[str, ...]) -> bytes:
    """Six bytes that stand for a run of words, and cannot be read back into them."""
    return hashlib.blake2b(" ".join(run).encode("utf-8"), digest_size=6).digest()
