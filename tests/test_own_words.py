"""The rulings are in our own words: no feature's description, no Rule's title or description
and no Example's name shares a run of words (``RUN``, nine in a row) with the card notes or
the rulebooks. The cards' own texts are card data, which the project carries, so quoting
them is allowed. The party games' files (features/mood-x, features/feelinks) are written
in prose to their last step (a story told, a refusal's reason), and they have no card text
to quote: there every line is checked, steps included, against the sources, their own
rulebooks among them.

The project never carries the sources' sentences, so this test reads a digest of each of
their runs of words (tests/data/source-runs.bin, written by scripts/import_sources.py from
the shared sources): enough to tell a copied sentence, not to read one back.
"""

from __future__ import annotations

from pathlib import Path

from engine.knowledge.rulings import features, features_dir
from engine.knowledge.sources import RUN, run_digest, word_runs

RUNS = Path(__file__).parent / "data" / "source-runs.bin"
DIGEST = 6


def source_runs() -> set[bytes]:
    data = RUNS.read_bytes()
    return {data[i : i + DIGEST] for i in range(0, len(data), DIGEST)}


def copied(text: str, known: set[bytes]) -> list[str]:
    return [" ".join(r) for r in word_runs(text) if run_digest(r) in known]


def test_the_digests_are_whole_and_stand_for_many_runs() -> None:
    size = RUNS.stat().st_size
    assert size % DIGEST == 0
    assert size // DIGEST > 10_000  # the notes and rulebooks hold some twelve thousand runs


def test_no_title_or_description_copies_the_sources() -> None:
    known = source_runs()
    found = []
    for f in features():
        texts = [(f.line, "the feature's description", f.description)]
        texts += [(r.line, f"the Rule {r.name!r}", f"{r.name}\n{r.description}") for r in f.rules]
        texts += [(e.line, "an Example's name", e.name) for _, e in f.examples()]
        for line, what, text in texts:
            found += [
                f"{f.relpath}:{line}: {what} shares {RUN} words with the sources: {run!r}"
                for run in copied(text, known)
            ]
    assert not found, "say these in our own words:\n" + "\n".join(found)


def test_no_line_the_site_publishes_from_the_data_files_copies_the_sources() -> None:
    """The card-by-situation grid's lines (engine/data/situations.toml) are published too, as
    each card's page shows them, with each situation's title and question (the interaction
    map's reasons: tests/test_interaction_map.py)."""
    from engine.knowledge.situations import grid, words

    known = source_runs()
    texts = [(f"situations.{k}", f"{s.title}\n{s.question}") for k, s in words().situations.items()]
    texts += [
        (f"{card}: {situation}", cell.reason)
        for card, row in grid().items()
        for situation, cell in row.items()
        if cell.reason
    ]
    found = [f"{where}: {run!r}" for where, text in texts for run in copied(text, known)]
    assert not found, "say these in our own words:\n" + "\n".join(found)


PARTY = ("mood-x", "feelinks")


def test_no_line_of_the_party_games_files_copies_the_sources() -> None:
    known = source_runs()
    files = [p for game in PARTY for p in sorted((features_dir() / game).glob("*.feature"))]
    assert len(files) >= 10, "the party games' rulings are where they were"
    found = [
        f"{path.relative_to(features_dir().parent)}:{n}: shares {RUN} words with the sources: {run!r}"
        for path in files
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        for run in copied(line, known)
    ]
    assert not found, "say these in our own words:\n" + "\n".join(found)
