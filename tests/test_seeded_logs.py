"""The proof that a rebuild of the engine changed nothing: 560 seeded self-play games, every
way to play, two to four players, give the event logs recorded in
tests/data/seeded-logs.json.gz (scripts/seeded_logs.py records and checks them)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("seeded_logs", ROOT / "scripts" / "seeded_logs.py")
assert _spec and _spec.loader
seeded_logs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(seeded_logs)


@pytest.fixture(scope="module")
def recorded() -> dict[str, list[list[object]]]:
    return seeded_logs.record()


@pytest.mark.parametrize(
    ("fmt", "players", "repeats", "count"),
    seeded_logs.GAMES,
    ids=[f"{f}-{p}p{'-repeats' if r else ''}" for f, p, r, _ in seeded_logs.GAMES],
)
def test_seeded_games_play_as_recorded(recorded, fmt: str, players: int, repeats: bool, count: int) -> None:  # type: ignore[no-untyped-def]
    for seed in range(count):
        name = seeded_logs.key(fmt, players, repeats, seed)
        log = json.loads(json.dumps(seeded_logs.game_log(fmt, players, repeats, seed)))
        assert log == recorded[name], (
            f"{name}: the event log is not the recorded one (scripts/seeded_logs.py check)"
        )


def test_the_record_covers_every_way_to_play_and_at_least_500_games(recorded) -> None:  # type: ignore[no-untyped-def]
    from engine.formats import FORMATS

    assert {f for f, *_ in seeded_logs.GAMES} == set(FORMATS)
    assert {p for _, p, *_ in seeded_logs.GAMES} == {2, 3, 4}
    assert len(recorded) == sum(n for *_, n in seeded_logs.GAMES) >= 500
