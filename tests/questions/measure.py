"""Measure the ruling finder on a question file: ``python3 tests/questions/measure.py FILE``.

``--moodswings PATH`` asks another ``moodswings`` command instead of this clone's (an
installed wheel's, say, which ranks by the rulings' words alone).

For each question with ``answers`` (see check_answers.py for their form), it asks the
finder as a player would, ``.venv/bin/moodswings rulings "<ask>" --json``, and counts a hit
when one of the first five results is one of the question's answers: a ruling result whose
``where`` is in the answer's feature file and whose ``ruling`` is the answer's Rule title.

It prints aggregate figures only, never a question's words, a card or a ruling, so that it
may be run on the sealed half by whoever tunes the finder on the other half. It works on
either half. Exit status: 0 when every question could be asked, 1 when the finder failed
on some, 2 for bad usage or an unreadable file.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MOODSWINGS = ROOT / ".venv" / ("Scripts/moodswings.exe" if os.name == "nt" else "bin/moodswings")
FIRST = 5


def first_results(ask: str, moodswings: Path = MOODSWINGS) -> list[tuple[str, str]] | None:
    """The finder's first results for a question, as (feature file, ruling title); None when it fails."""
    done = subprocess.run(
        [str(moodswings), "rulings", ask, "--json"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        return None
    try:
        results = json.loads(done.stdout)["results"]
    except (ValueError, KeyError, TypeError):
        return None
    # Every result takes its place among the first five; only a ruling can be an answer.
    return [
        (str(r.get("where", "")).rpartition(":")[0], str(r.get("ruling", "")))
        if isinstance(r, dict) and r.get("kind") == "ruling"
        else ("", "")
        for r in results[:FIRST]
    ]


def named(entry: str) -> tuple[str, str]:
    path, _, title = entry.partition(": ")
    return path, title


def main(argv: list[str]) -> int:
    moodswings = MOODSWINGS
    if len(argv) == 3 and argv[1] == "--moodswings":
        moodswings, argv = Path(argv[2]), argv[:1]
    if len(argv) != 1:
        print("usage: python3 tests/questions/measure.py FILE [--moodswings PATH]", file=sys.stderr)
        return 2
    if not moodswings.is_file():
        fix = "run `python3 tasks.py test` once" if moodswings == MOODSWINGS else "no such file"
        print(f"measure: {moodswings} is missing: {fix}", file=sys.stderr)
        return 2
    try:
        questions = tomllib.loads(Path(argv[0]).read_text(encoding="utf-8")).get("question", [])
    except (OSError, tomllib.TOMLDecodeError) as e:
        print(f"measure: cannot read {argv[0]}: {e}", file=sys.stderr)
        return 2
    answered = [q for q in questions if q.get("answers")]
    unruled = sum(1 for q in questions if "answers" in q and not q["answers"])
    partly = sum(1 for q in questions if q.get("partly"))
    unmapped = sum(1 for q in questions if "answers" not in q)
    hits = first = failed = 0
    for q in answered:
        shown = first_results(str(q["ask"]), moodswings)
        if shown is None:
            failed += 1
            continue
        wanted = {named(a) for a in q["answers"]}
        if wanted & set(shown):
            hits += 1
        if shown and shown[0] in wanted:
            first += 1
    print(f"{len(questions)} questions: {len(answered)} with answers, {unruled} unruled, {partly} partly")
    if unmapped:
        print(f"{unmapped} questions have no answers field yet (not measured)")
    print(f"answered in the first {FIRST}: {hits} of {len(answered)}")
    print(f"answered by the first result: {first} of {len(answered)}")
    if failed:
        print(f"the finder failed on {failed} questions")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
