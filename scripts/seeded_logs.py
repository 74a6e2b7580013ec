"""The seeded games that prove a rebuild of the engine changed nothing.

    .venv/bin/python scripts/seeded_logs.py record   write tests/data/seeded-logs.json.gz
    .venv/bin/python scripts/seeded_logs.py check    compare today's logs with the record

A fixed set of random self-play games (engine.selfplay.simulate.play, the same seeds every time):
every way to play, two to four players, 560 games in all. For each game the record keeps
its whole event log (each event as its kind and fields). ``check`` replays them and names
every game whose log differs, with the first event that differs; tests/test_seeded_logs.py
runs the same comparison in the suite. A change that alters a log must be explained by a
ruling, and the record then re-written in the same commit.
"""

from __future__ import annotations

import argparse
import dataclasses
import gzip
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

RECORD = ROOT / "tests" / "data" / "seeded-logs.json.gz"

# (way to play, players, repeats, number of games): seeds 0 .. n-1 of each
GAMES: list[tuple[str, int, bool, int]] = [
    ("traditional", 2, False, 150),
    ("traditional", 3, False, 100),
    ("traditional", 4, False, 100),
    ("traditional", 2, True, 30),
    ("structure-duel", 2, False, 30),
    ("power-duel", 2, False, 30),
    ("quick-draft", 2, False, 30),
    ("winston-draft", 2, False, 30),
    ("open-team", 4, False, 30),
    ("closed-team", 4, False, 30),
]


def key(fmt: str, players: int, repeats: bool, seed: int) -> str:
    return f"{fmt}/{players}p{'/repeats' if repeats else ''}/seed {seed}"


def event_record(event: Any) -> list[Any]:
    """An event as plain data: its kind, then its fields in order."""
    return [type(event).__name__, *(_plain(getattr(event, f.name)) for f in dataclasses.fields(event))]


def _plain(value: Any) -> Any:
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def game_log(fmt: str, players: int, repeats: bool, seed: int) -> list[list[Any]]:
    import random

    from engine.selfplay.simulate import deal, play_out

    rng = random.Random(seed)
    game = deal(players, rng, format=fmt, repeats=repeats)
    play_out(game, rng, seed)
    return [event_record(e) for e in game.events]


def all_logs() -> Iterator[tuple[str, list[list[Any]]]]:
    for fmt, players, repeats, count in GAMES:
        for seed in range(count):
            yield key(fmt, players, repeats, seed), game_log(fmt, players, repeats, seed)


def record() -> dict[str, list[list[Any]]]:
    return json.loads(gzip.decompress(RECORD.read_bytes()))


def differences(recorded: dict[str, list[list[Any]]]) -> list[str]:
    """One line per game whose log is not the recorded one: the first event that differs."""
    found = []
    seen = set()
    for name, log in all_logs():
        seen.add(name)
        old = recorded.get(name)
        if old is None:
            found.append(f"{name}: not in the record")
            continue
        log = json.loads(json.dumps(log))  # tuples as lists, as the record holds them
        if log == old:
            continue
        at = next(
            (i for i, (a, b) in enumerate(zip(old, log, strict=False)) if a != b), min(len(old), len(log))
        )
        was = old[at] if at < len(old) else "(the log ended)"
        now = log[at] if at < len(log) else "(the log ended)"
        found.append(f"{name}: event {at} was {was}, is now {now}")
    found += [f"{name}: recorded but no longer played" for name in recorded.keys() - seen]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("task", choices=["record", "check"])
    args = parser.parse_args()
    if args.task == "record":
        from engine.files import write_bytes

        logs = dict(all_logs())
        data = gzip.compress(json.dumps(logs, separators=(",", ":")).encode(), mtime=0)
        write_bytes(RECORD, data)
        print(f"recorded {len(logs)} games, {sum(map(len, logs.values()))} events, {len(data):,} bytes")
        return
    found = differences(record())
    for line in found:
        print(line)
    print(f"{len(found)} games differ from the record" if found else "every seeded game plays as recorded")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
