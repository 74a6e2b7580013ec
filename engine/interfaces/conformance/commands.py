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

from engine.interfaces.conformance.channel import REQUEST_TIMEOUT, VECTOR_TIMEOUT
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

        vectors, schema = [v1.downgrade(v) for v in vectors], v1.SCHEMA
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
    start = time.perf_counter()
    try:
        results = run_all(vectors, command=engine, limits=Limits(args.request_timeout, args.vector_timeout))
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
    return seconds


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
    r.add_argument("--junit", help="also write the results as JUnit XML to this file")
    r.add_argument("--json-file", help="also write the scorecard as JSON to this file")
    subcommand(csub, "adapter", adapter, "the reference adapter: our engine, on stdin and stdout", False)
    subcommand(
        csub, "refusals", refusals, "every reason the engine refuses an action, and the rule it names", True
    )
