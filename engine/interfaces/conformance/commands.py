"""``moodswings conformance``: export the vectors, run them against an engine, be the reference."""

from __future__ import annotations

import argparse
import json
import math
import shlex
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.interfaces.conformance.channel import DEADLINE, LONGEST, REQUEST_TIMEOUT, VECTOR_TIMEOUT
from engine.interfaces.failures import Failure

OK, FAILURE = 0, 1
REFERENCE = f"{shlex.quote(sys.executable)} -m engine.interfaces.cli conformance adapter"


def failure(message: str) -> Exception:
    """The command line's failure (printed, exit code 1)."""
    return Failure(message)


def _export() -> Any:
    try:
        from engine.interfaces.conformance.export import export_all
    except ImportError as e:  # the step definitions live beside the engine, with pytest-bdd
        raise failure(
            "exporting runs the rulings' step definitions (steps/, with pytest-bdd): run it from a "
            f"clone of the repository with the test tools installed, or read exported vectors ({e})"
        ) from None
    return export_all()


def _reasons(left_out: list[Any]) -> Counter[str]:
    return Counter(item.reason.split(": ", 1)[0] for item in left_out)


def export(args: argparse.Namespace) -> int:
    from engine.interfaces.conformance.vectors import SCHEMA, write

    start = time.perf_counter()
    done = _export()
    left = [{"id": x.id, "where": x.where, "name": x.name, "reason": x.reason} for x in done.left_out]
    vectors, schema = done.vectors, SCHEMA
    if args.version == 1:
        from engine.interfaces.conformance import v1

        vectors, schema = [], v1.SCHEMA
        for v in done.vectors:
            try:
                vectors.append(v1.downgrade(v))
            except v1.NotInVersion1 as e:
                left.append({"id": v["id"], "where": v["where"], "name": v["name"], "reason": str(e)})
    written = write(Path(args.out), vectors, left, schema)
    seconds = time.perf_counter() - start
    data = {
        "out": args.out,
        "examples": done.examples,
        "party_examples": len(done.party),
        "exported": len(done.vectors),
        "left_out": left,
        "files": len(written),
        "seconds": round(seconds, 2),
    }
    if args.json:
        print(json.dumps(data, indent=2))
        return OK
    ours = done.examples - len(done.party)
    share = 100 * len(done.vectors) / ours if ours else 0
    print(
        f"{len(done.vectors)} of {ours} Mood Swings Examples exported ({share:.1f} %) to {args.out} "
        f"({len(written)} files, {seconds:.1f} s); of all {done.examples} Examples, {len(left)} left out:"
    )
    for reason, n in _reasons(done.left_out).most_common():
        print(f"  {n:4}  {reason}")
    return OK


def run(args: argparse.Namespace) -> int:
    from engine.interfaces.conformance.channel import Limits
    from engine.interfaces.conformance.runner import run_all
    from engine.interfaces.conformance.scorecard import Scorecard, check_selectors, select
    from engine.interfaces.conformance.vectors import VectorError, read

    wrong = check_selectors(args.only + args.skip)
    if wrong:
        raise failure(wrong)
    if args.vectors:
        try:
            vectors = read(Path(args.vectors))
        except VectorError as e:
            raise failure(str(e)) from None
    else:
        vectors = _export().vectors
    vectors = select(vectors, args.only, args.skip)
    if not vectors:
        raise failure(
            f"no vector matches {' '.join(args.only)}"
            + (f" without {' '.join(args.skip)}" if args.skip else "")
        )
    engine = args.engine or REFERENCE
    try:
        shlex.split(engine)
    except ValueError as e:  # an unclosed quote
        raise failure(f"cannot read the engine's command {engine!r}: {e}") from None
    from engine.interfaces.conformance.channel import become_subreaper

    become_subreaper()  # a child the engine leaves behind comes to us, and is stopped
    start = time.perf_counter()
    limits = Limits(args.request_timeout, args.vector_timeout, run=args.deadline)
    try:
        results = run_all(vectors, command=engine, limits=limits)
    except OSError as e:
        raise failure(f"cannot start the engine {engine!r}: {e}") from None
    card = Scorecard(vectors, results, engine, time.perf_counter() - start)
    if args.junit:
        card.write_junit(Path(args.junit))
    if args.json_file:
        card.write_json(Path(args.json_file))
    print(json.dumps(card.json(), indent=2) if args.json else card.text())
    return OK if card.all_pass else FAILURE


def refusals(args: argparse.Namespace) -> int:
    from engine.interfaces.conformance.refusals import dumps, text

    print(dumps() if args.json else text())
    return OK


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not (math.isfinite(seconds) and seconds > 0):
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds above 0")
    if seconds > LONGEST:
        raise argparse.ArgumentTypeError(f"{text} seconds is more than a day: at most {LONGEST:g}")
    return seconds


def fuzz(args: argparse.Namespace) -> int:
    """Random games in our engine and the engine under test, to the first disagreement; shrunk
    and handed back as a draft ruling, a vector and the rulings near it. The games it plays
    are those the engine declares (``hello``), as a campaign (``--jobs``, ``--scheduler``,
    ``--resume``): engine.interfaces.conformance.fuzz_run."""
    from functools import partial

    from engine.formats import FORMATS
    from engine.interfaces import campaign
    from engine.interfaces.conformance.fuzz import Case, games_in_chunk, games_of
    from engine.interfaces.conformance.fuzz_run import LEDGER, Merged, plan
    from engine.interfaces.conformance.runner import EngineFailed, Subprocess, hello
    from engine.interfaces.conformance.shrink import shrink, size

    formats = tuple(args.format.split(",")) if args.format else ("traditional",)
    unknown = [f for f in formats if f not in FORMATS]
    if unknown:
        raise failure(f"{unknown[0]!r} is not a way to play; known: {', '.join(FORMATS)}")
    try:
        players = tuple(int(n) for n in args.players.split(","))
    except ValueError:
        raise failure(f"--players is a list of player counts (2,3,4), not {args.players!r}") from None
    if args.jobs < 1:
        raise failure(f"--jobs is a number of processes, 1 or more, not {args.jobs}")
    if args.resume and not args.out:
        raise failure("--resume goes on from the ledger a run keeps in its --out folder: give --out")
    engine = args.engine or REFERENCE
    from engine.interfaces.conformance.channel import become_subreaper

    become_subreaper()  # a child the engine leaves behind comes to us, and is stopped
    try:
        channel = Subprocess(engine)
        try:
            support = hello(channel)
        finally:
            channel.close()
    except OSError as e:
        raise failure(f"cannot start the engine {engine!r}: {e}") from None
    except EngineFailed as e:
        raise failure(f"{e} (engine: {engine})") from None
    pairs = games_of(support, formats, players)
    if not pairs:
        asked = f"{', '.join(formats)} with {', '.join(map(str, players))} players"
        declared = support.text()
        raise failure(f"the engine plays none of the games asked for ({asked}): it declares {declared}")
    said = plan(support, pairs)
    if not args.json:
        print(said, file=sys.stderr)
    seeds = list(range(args.seed, args.seed + args.games))
    settings = {"engine": engine, "games": args.games, "seed": args.seed}
    settings |= {"formats": formats, "players": players}
    settings = json.loads(json.dumps(settings))  # as the ledger keeps them
    ledger, merged = None, Merged()
    if args.out:
        path = Path(args.out) / LEDGER
        if args.resume:
            ledger = campaign.Ledger.resume(path, settings)
            merged = Merged.resumed(ledger.kept)
        else:
            ledger = campaign.Ledger(path, settings)
    start = time.perf_counter()
    try:
        campaign.run(
            seeds,
            partial(games_in_chunk, engine, formats, players),
            merged.add,
            jobs=args.jobs,
            scheduler=args.scheduler,
            progress=_progress(args),
            ledger=ledger,
            state=merged.state,
            stop=merged.stop,
            at_least=20,  # each chunk starts an engine
        )
    except campaign.CampaignError as e:
        raise failure(str(e)) from None
    except OSError as e:
        raise failure(f"cannot start the engine {engine!r}: {e}") from None
    except EngineFailed as e:
        raise failure(f"{e} (engine: {engine})") from None
    seconds = time.perf_counter() - start
    counts = merged.counts
    report: dict[str, Any] = {
        "engine": engine,
        "plays": said,
        "games": counts.games,
        "actions": counts.actions,
        "decisions": counts.decisions,
        "comparisons": counts.comparisons,
        "stopped_at_chance": counts.stopped,
        "answered_for_the_engine": counts.answered,
        "taken_by_the_engine": counts.taken,
        "jobs": args.jobs,
        "seconds": round(seconds, 2),
        "games_per_second": round(counts.games / seconds, 1) if seconds else None,
        "findings": merged.findings(),
        "disagreement": None,
    }
    found = merged.found()
    if found is not None:
        seed, fmt, count, case, disagreement = found
        shrink_start = time.perf_counter()
        channel = Subprocess(engine)
        try:
            shrunk = shrink(case, disagreement, channel)
        finally:
            channel.close()
        report["disagreement"] = {
            "kind": "disagreement",
            "seed": seed,
            "format": fmt,
            "players": count,
            "found": size(Case(case.position, case.requests[: disagreement.step + 1])),
            **_finding(args, shrunk, time.perf_counter() - shrink_start),
        }
    if args.out:
        from engine.interfaces.conformance.vectors import write_json

        write_json(Path(args.out) / "report.json", report)
    print(json.dumps(report, indent=2) if args.json else _fuzz_text(report))
    return OK if found is None else FAILURE


def _finding(args: argparse.Namespace, shrunk: Any, seconds: float) -> dict[str, Any]:
    """The shrunk disagreement, handed back (written into ``--out`` too)."""
    from engine.interfaces.conformance.finding import hand_back
    from engine.interfaces.conformance.shrink import size

    found = hand_back(shrunk.case, shrunk.disagreement, "finding")
    if args.out:
        from engine.files import write_text
        from engine.interfaces.conformance.vectors import write

        out = Path(args.out)
        write(out / "vectors", [found.vector], [])
        if found.draft:
            write_text(out / "draft.feature", found.draft)
    return {
        "what": shrunk.disagreement.text(),
        "shrunk": size(found.case),
        "shrink": {"replays": shrunk.tried, "kept": shrunk.kept, "seconds": round(seconds, 2)},
        "draft": found.draft,
        "why_no_draft": found.why_no_draft or None,
        "rulings": found.rulings,
        "case": {"position": found.case.position, "requests": found.case.requests},
    }


def _progress(args: argparse.Namespace) -> Callable[[int, int], None] | None:
    """A progress bar on standard error for a run of more than a few games (on a terminal)."""
    if args.json or args.games < 20 or not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        width = 30
        filled = width * done // total
        sys.stderr.write(f"\r  [{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return show


def _fuzz_text(report: dict[str, Any]) -> str:
    jobs = f" on {report['jobs']} processes" if report["jobs"] > 1 else ""
    lines = [
        f"{report['games']} games, {report['actions']} actions, {report['decisions']} decisions and "
        f"{report['comparisons']} tables compared in {report['seconds']} s{jobs} "
        f"({report['games_per_second']} games/s), engine: {report['engine']}",
    ]
    if report["stopped_at_chance"]:
        stopped = report["stopped_at_chance"]
        lines.append(f"{stopped} games stopped at a random event (the engine takes no chance).")
    for f in report["findings"]:
        first = f["games"][0]
        lines.append(
            f"{f['write_up'][0].upper()}{f['write_up'][1:]}: in {f['count']} games, first in game "
            f"{first['seed']} ({first['format']}, {first['players']} players): {first['what']}"
        )
    found = report["disagreement"]
    if found is None:
        lines.append("No disagreement.")
        return "\n".join(lines)
    lines += [
        f"Disagreement (with the rules) in game {found['seed']} ({found['format']}, "
        f"{found['players']} players):",
        f"  {found['what']}",
        f"Shrunk from {found['found']} to {found['shrunk']} in {found['shrink']['replays']} replays "
        f"({found['shrink']['seconds']} s).",
        "",
    ]
    if found["draft"]:
        lines += [
            'A draft ruling (our engine\'s outcome; moodswings ruling new CARD "..." --example FILE):',
            "",
            found["draft"],
        ]
    else:
        lines.append(f"No draft Example: {found['why_no_draft']}.")
    if found["rulings"]:
        lines.append("The rulings of the cards involved (does one already cover it?):")
        lines += [f"  {card}: {', '.join(ids)}" for card, ids in found["rulings"].items()]
    return "\n".join(lines)


def adapter(args: argparse.Namespace) -> int:
    from engine.interfaces.conformance.adapter import main

    return main()


def add_commands(sub: Any, subcommand: Callable[..., argparse.ArgumentParser]) -> None:
    """``moodswings conformance export|run|adapter|refusals``."""
    c = sub.add_parser(
        "conformance",
        help="the conformance kit: every ruling as a test any engine can run",
        description="The conformance kit (see the site's conformance page).",
    )
    csub = c.add_subparsers(dest="action", required=True)
    e = subcommand(csub, "export", export, "write every Example as a vector (JSON), or why not", True)
    e.add_argument("--out", default="conformance", help="the folder to write (default: conformance)")
    e.add_argument(
        "--version",
        type=int,
        choices=(1, 2),
        default=2,
        help="the vectors' version: 2 (default), or 1 for an adapter that still speaks version 1",
    )
    r = subcommand(csub, "run", run, "run the vectors against an engine and print its scorecard", True)
    r.add_argument(
        "--engine",
        help="the command that starts the engine's adapter (default: the reference adapter, \"moodswings "
        'conformance adapter")',
    )
    r.add_argument("--vectors", help="a folder written by export (default: export them now)")
    selectors = (
        "card:<slug>, note:<id>, mechanic:<slug>, source:<kind-date>, id:<id>, format:<way to play> or "
        "capability:<setup|chance|knowledge|log>"
    )
    r.add_argument(
        "--only", action="append", default=[], help=f"run only these: {selectors}; repeat for more"
    )
    r.add_argument("--skip", action="append", default=[], help="leave these out (the same selectors)")
    r.add_argument(
        "--request-timeout",
        type=_seconds,
        default=REQUEST_TIMEOUT,
        metavar="SECONDS",
        help=f"how long the engine may take to answer one request (default: {REQUEST_TIMEOUT:g})",
    )
    r.add_argument(
        "--vector-timeout",
        type=_seconds,
        default=VECTOR_TIMEOUT,
        metavar="SECONDS",
        help=f"how long the engine may take over one vector (default: {VECTOR_TIMEOUT:g}); an engine "
        "that takes longer fails the vector and is started again",
    )
    r.add_argument(
        "--deadline",
        type=_seconds,
        default=DEADLINE,
        metavar="SECONDS",
        help=f"how long the whole run may take (default: {DEADLINE:g}, half an hour); the vectors "
        "left then are not run, and the scorecard says so",
    )
    r.add_argument("--junit", help="also write the results as JUnit XML to this file")
    r.add_argument("--json-file", help="also write the scorecard as JSON to this file")
    z = subcommand(csub, "fuzz", fuzz, "play random games against an engine to the first disagreement", True)
    z.add_argument("--engine", help="the command that starts the engine's adapter (default: the reference)")
    z.add_argument("--games", type=int, default=100, help="how many games at most (default 100)")
    z.add_argument("--seed", type=int, default=0, help="the first game's seed (default 0)")
    z.add_argument("--players", default="2", help="player counts, in turn: 2,3,4 (default 2)")
    z.add_argument("--format", help="ways to play, in turn: traditional,power-duel,... (default traditional)")
    z.add_argument(
        "--out",
        help="a folder for the report, the vector, the draft ruling and the run's ledger (campaign.json)",
    )
    z.add_argument("--jobs", type=int, default=1, help="processes to play the games on (default 1)")
    z.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="play the games on a Dask distributed cluster, by its scheduler's address (tcp://host:8786)",
    )
    z.add_argument(
        "--resume", action="store_true", help="go on from the ledger an interrupted run left in --out"
    )
    subcommand(csub, "adapter", adapter, "the reference adapter: our engine, on stdin and stdout", False)
    subcommand(
        csub, "refusals", refusals, "every reason the engine refuses an action, and the rule it names", True
    )
