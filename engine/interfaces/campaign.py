"""Campaigns: many seeded games spread over processes or machines, merged, resumable.

``moodswings simulate`` and ``moodswings conformance fuzz`` play game after game, each
given by its seed; a game's result depends on its seed alone. A campaign cuts the seeds
into chunks and runs ``work(chunk)`` for each:

- in this process (``jobs`` 1), or on ``jobs`` processes of this machine
  (``concurrent.futures``), or on a Dask distributed cluster (``scheduler``: its address;
  ``distributed`` is imported only then) — an existing distributed engine, not one of ours;
- ``merge(result)`` is called in this process, in the order chunks finish, and a progress
  bar (``progress(done, total)``) follows the games done;
- with a ``ledger`` (a JSON file), the seeds done and what the caller keeps of their results
  (``state()``) are written there after every chunk, atomically: after an interruption,
  ``resume`` reads it back and runs only the seeds not done yet. A ledger written for other
  settings (``settings``) is refused, saying so;
- ``stop(result)``: the seeds a result makes unnecessary (a fuzz run stops at its first
  disagreement: every later seed). Chunks not started that hold only such seeds are not run.

A chunk's work function and its results travel to other processes, so they are plain
module-level functions and picklable data.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.files import write_text

Chunk = list[int]
LEDGER_FORMAT = "moodswings-campaign/1"
CONNECT = 10  # seconds to wait for a Dask scheduler


class CampaignError(Exception):
    """A campaign that cannot run as asked: the message says why."""


def chunked(seeds: list[int], jobs: int, at_least: int = 1, at_most: int = 100) -> list[Chunk]:
    """The seeds in chunks: enough of them to keep ``jobs`` workers busy and the progress bar
    moving (four a worker), each worth what it costs to start (``at_least`` seeds, where
    there are as many) and soon done (at most ``at_most``)."""
    size = max(at_least, min(at_most, -(-len(seeds) // (jobs * 4))))
    return [seeds[i : i + size] for i in range(0, len(seeds), size)]


@dataclass
class Ledger:
    """What a campaign has done, kept in a file as it goes."""

    path: Path
    settings: dict[str, Any]
    done: set[int] = field(default_factory=set)
    kept: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def resume(cls, path: Path, settings: dict[str, Any]) -> Ledger:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            raise CampaignError(f"nothing to resume: {path} does not exist") from None
        except (OSError, ValueError) as e:
            raise CampaignError(f"cannot read {path}: {e}") from None
        if not isinstance(data, dict) or data.get("format") != LEDGER_FORMAT:
            raise CampaignError(f"{path} is not a campaign's ledger ({LEDGER_FORMAT})")
        if data.get("settings") != settings:
            theirs = json.dumps(data.get("settings"), sort_keys=True)
            raise CampaignError(
                f"{path} is the ledger of another run ({theirs}): resume it with its settings"
            )
        done = {seed for first, end in data.get("done", []) for seed in range(first, end)}
        return cls(path, settings, done, data.get("kept", {}))

    def write(self) -> None:
        data = {
            "format": LEDGER_FORMAT,
            "settings": self.settings,
            "done": _ranges(self.done),
            "kept": self.kept,
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_text(self.path, json.dumps(data, indent=1) + "\n")


def run(
    seeds: list[int],
    work: Callable[[Chunk], Any],
    merge: Callable[[Chunk, Any], None],
    *,
    jobs: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    ledger: Ledger | None = None,
    state: Callable[[], dict[str, Any]] | None = None,
    stop: Callable[[Any], int | None] | None = None,
    at_least: int = 1,
) -> None:
    """Run ``work`` over the seeds not done yet (``ledger``), merging each chunk's result.
    ``stop(result)``: a seed from which on no game is needed any more (or None);
    ``at_least``: the seeds a chunk holds at least (where a chunk costs something to start)."""
    left = [s for s in seeds if ledger is None or s not in ledger.done]
    total, done = len(seeds), len(seeds) - len(left)
    if progress is not None:
        progress(done, total)
    limit: int | None = None

    def finished(chunk: Chunk, result: Any) -> None:
        nonlocal done, limit
        merge(chunk, result)
        done += len(chunk)
        if ledger is not None:
            ledger.done.update(chunk)
            if state is not None:
                ledger.kept = state()
            ledger.write()
        if progress is not None:
            progress(done, total)
        end = stop(result) if stop is not None else None
        if end is not None:
            limit = end if limit is None else min(limit, end)

    def needed(chunk: Chunk) -> bool:
        return limit is None or chunk[0] < limit

    chunks = chunked(left, max(jobs, 1), at_least)
    if scheduler is not None:
        _on_dask(scheduler, chunks, work, finished, needed)
    elif jobs > 1:
        _on_processes(jobs, chunks, work, finished, needed)
    else:
        for chunk in chunks:
            if needed(chunk):
                finished(chunk, work(chunk))


def _on_processes(
    jobs: int,
    chunks: list[Chunk],
    work: Callable[[Chunk], Any],
    finished: Callable[[Chunk, Any], None],
    needed: Callable[[Chunk], bool],
) -> None:
    """The chunks on ``jobs`` processes, no more submitted than they can take at once (so that
    a stop, or an interruption, leaves the rest unstarted)."""
    todo: Iterator[Chunk] = iter(chunks)
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        running: dict[Future[Any], Chunk] = {}
        try:
            while True:
                while len(running) < 2 * jobs and (chunk := next(todo, None)) is not None:
                    if needed(chunk):
                        running[pool.submit(work, chunk)] = chunk
                if not running:
                    return
                ready, _ = wait(running, return_when=FIRST_COMPLETED)
                for future in ready:
                    finished(running.pop(future), future.result())
        except BaseException:
            for future in running:
                future.cancel()
            raise


def _on_dask(
    address: str,
    chunks: list[Chunk],
    work: Callable[[Chunk], Any],
    finished: Callable[[Chunk, Any], None],
    needed: Callable[[Chunk], bool],
) -> None:
    """The chunks as tasks of a Dask distributed cluster (its scheduler's address)."""
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise CampaignError(
            "--scheduler runs on Dask distributed: pip install distributed (the test extra has it)"
        ) from None
    try:
        client = Client(address, timeout=CONNECT, set_as_default=False)
    except (OSError, TimeoutError) as e:
        raise CampaignError(f"cannot reach the Dask scheduler at {address}: {e}") from None
    with client:
        futures = {client.submit(work, chunk, pure=False): i for i, chunk in enumerate(chunks)}
        try:
            for future in as_completed(list(futures), loop=client.loop):
                if future.cancelled():
                    continue
                chunk = chunks[futures[future]]
                finished(chunk, future.result())
                for other, i in futures.items():
                    if not other.done() and not needed(chunks[i]):
                        other.cancel()
        except BaseException:
            client.cancel(list(futures))
            raise


def _ranges(seeds: set[int]) -> list[list[int]]:
    """The seeds as runs ``[first, end)``, in order (a ledger of 100,000 games stays short)."""
    out: list[list[int]] = []
    for seed in sorted(seeds):
        if out and out[-1][1] == seed:
            out[-1][1] += 1
        else:
            out.append([seed, seed + 1])
    return out
