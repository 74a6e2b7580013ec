"""The ``moodswings`` command line."""

from __future__ import annotations

import argparse
import signal
import sys

from engine.catalog import COLORS, faces
from engine.sources import card_notes
from engine.sources import coverage as compute_coverage


def coverage(args: argparse.Namespace) -> int:
    """Encoded notes out of all notes, per card and per group."""
    cov = compute_coverage()
    width = max(len(f.name) for f in faces().values())
    if not args.groups_only:
        print(f"{'card':{width}}  color   encoded")
        for color in COLORS:
            for slug, face in faces().items():
                if face.color != color:
                    continue
                done, total = cov.count(card_notes(slug))
                mark = "" if done == total else "  (missing)" if done == 0 else "  (partial)"
                print(f"{face.name:{width}}  {color:6}  {done:3} / {total}{mark}")
        print()
    print("group                 encoded")
    grand = [0, 0]
    for group, (done, total) in cov.per_group().items():
        grand[0] += done
        grand[1] += total
        print(f"{group:20}  {done:4} / {total}")
    print(f"{'all':20}  {grand[0]:4} / {grand[1]}")
    if cov.pending:
        print(
            f"\n{len(cov.pending)} ids are encoded only by @pending rulings: {', '.join(sorted(cov.pending))}"
        )
    return 0


def main(argv: list[str] | None = None) -> int:
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    parser = argparse.ArgumentParser(
        prog="moodswings", description="The Mood Swings rulings knowledge base and reference engine."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    cov = sub.add_parser("coverage", help="how many notes and rules paragraphs the rulings encode")
    cov.add_argument("--groups-only", action="store_true", help="only the totals per group")
    cov.set_defaults(run=coverage)
    args = parser.parse_args(argv)
    return int(args.run(args))


if __name__ == "__main__":
    sys.exit(main())
