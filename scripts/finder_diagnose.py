"""Where the finder puts each tune question's answer, and why: for tuning the finder.

    .venv/bin/python scripts/finder_diagnose.py [FILE ...] [--misses] [--id ID ...]

With no FILE, every tune file (tests/questions/interactions-tune*.toml). For each question
with answers it prints the rank of the first answer found (``-`` past the first 50); for a
miss (no answer in the first five), or each question named by ``--id``, also the parts the
finder read (cards, table, ways, situations) and the first five results with their reasons.
It loads the finder once, in this process, so a whole tune set takes seconds, where
``tests/questions/measure.py`` asks the installed command once per question.

It refuses a sealed file (a name with "sealed" in it): those are measured only by
measure.py, which prints counts and never a question.
"""

from __future__ import annotations

import argparse
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.knowledge.finder import Document, Finder, finder  # noqa: E402

FIRST = 5
DEEPEST = 50


def answer_of(d: Document) -> str:
    """A ruling as the question files name it: "<feature file>: <the Rule's title>"."""
    return f"{d.feature.relpath}: {d.rule.name}" if d.feature and d.rule else d.id


def show(f: Finder, q: dict[str, object], hits: tuple[Document, ...]) -> None:
    parsed = f.parse(str(q["ask"]))
    print(f"    asks: {q['ask']}")
    print(
        f"    read: cards={list(parsed.cards)} table={list(parsed.table)} ways={list(parsed.ways)} "
        f"situations={list(parsed.situations)} read_as={parsed.read_as}"
    )
    print(f"    wants: {q['answers']}")
    for n, d in enumerate(hits[:FIRST], start=1):
        print(f"    {n}. {f.score(d, parsed):8.1f} {answer_of(d)}")
        why = f.reason(d, parsed)
        if why:
            print(f"         {why[:150]}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--misses", action="store_true", help="print only the misses")
    parser.add_argument("--id", action="append", default=[], help="explain this question too")
    args = parser.parse_args(argv)
    files = args.files or sorted((ROOT / "tests" / "questions").glob("interactions-tune*.toml"))
    if any("sealed" in p.name for p in files):
        print(
            "finder_diagnose: a sealed file is measured only by tests/questions/measure.py", file=sys.stderr
        )
        return 2
    f = finder()
    found = first = total = 0
    for path in files:
        for q in tomllib.loads(path.read_text(encoding="utf-8")).get("question", []):
            if not q.get("answers"):
                continue
            total += 1
            hits = f.search(str(q["ask"])).hits
            wanted = set(q["answers"])
            rank = next((n for n, d in enumerate(hits[:DEEPEST], 1) if answer_of(d) in wanted), None)
            found += rank is not None and rank <= FIRST
            first += rank == 1
            missed = rank is None or rank > FIRST
            if missed or not args.misses or q["id"] in args.id:
                print(f"{q['id']:8} {rank or '-'}")
            if missed or q["id"] in args.id:
                show(f, q, hits)
    print(f"in the first {FIRST}: {found} of {total} ({first} first)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
