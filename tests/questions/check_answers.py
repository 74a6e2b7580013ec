"""Check that every ruling a question file names exists: ``python3 tests/questions/check_answers.py FILE``.

A question file (``interactions-tune.toml``, ``interactions-sealed.toml``) names the rulings
that answer each question in ``answers`` and, for a question no ruling answers whole, the
ones that answer part of it in ``partly``. Each entry is the feature file's path from the
repository's root, a colon and a space, and the Rule's title exactly as written after
``Rule:`` ("features/cards/anger.feature: <title>"). The feature files are read with the
project's own Gherkin reader (engine.knowledge.rulings), so what counts as a Rule here is
what the site and the finder show.

It prints counts only, and for a broken entry the entry itself, never the question: it
can run on the sealed half without showing its questions. A question with no answers must
say why in ``unruled``. Exit status: 0 when every entry names a Rule, 1 otherwise, 2 for
bad usage or an unreadable file.
"""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = ROOT / ".venv" / ("Scripts/python.exe" if os.name == "nt" else "bin/python")

try:
    sys.path.insert(0, str(ROOT))
    from engine.knowledge.rulings import parse
except ImportError:  # run by a Python without the project's dependencies: use the project's own
    if VENV_PYTHON.is_file() and Path(sys.executable).resolve() != VENV_PYTHON.resolve():
        os.execv(VENV_PYTHON, [str(VENV_PYTHON), __file__, *sys.argv[1:]])
    sys.exit("check_answers: the project's environment is missing: run `python3 tasks.py test` once")


def titles(path: str, cache: dict[str, set[str] | None]) -> set[str] | None:
    """The Rule titles of a feature file (None when there is no such file under features/)."""
    if path not in cache:
        file = (ROOT / path).resolve()
        inside = file.is_relative_to(ROOT / "features") and file.suffix == ".feature"
        cache[path] = {r.name for r in parse(file).rules} if inside and file.is_file() else None
    return cache[path]


def broken(entry: object, cache: dict[str, set[str] | None]) -> str | None:
    """Why an entry names no Rule, or None when it names one."""
    if not isinstance(entry, str) or ": " not in entry:
        return "not 'path: title'"
    path, _, title = entry.partition(": ")
    found = titles(path, cache)
    if found is None:
        return "no such feature file"
    return None if title in found else "no Rule with this title in that file"


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python3 tests/questions/check_answers.py FILE", file=sys.stderr)
        return 2
    try:
        questions = tomllib.loads(Path(argv[0]).read_text(encoding="utf-8")).get("question", [])
    except (OSError, tomllib.TOMLDecodeError) as e:
        print(f"check_answers: cannot read {argv[0]}: {e}", file=sys.stderr)
        return 2
    cache: dict[str, set[str] | None] = {}
    entries = bad = 0
    counts = {"answered": 0, "unruled": 0, "partly": 0, "unmapped": 0, "unruled without a reason": 0}
    for q in questions:
        if "answers" not in q:
            counts["unmapped"] += 1
            continue
        if q["answers"]:
            counts["answered"] += 1
        else:
            counts["unruled"] += 1
            if not str(q.get("unruled", "")).strip():
                counts["unruled without a reason"] += 1
        if q.get("partly"):
            counts["partly"] += 1
        for field in ("answers", "partly"):
            for entry in q.get(field, []):
                entries += 1
                why = broken(entry, cache)
                if why:
                    bad += 1
                    print(f"broken {field} entry ({why}): {entry}")
    print(f"{len(questions)} questions: " + ", ".join(f"{n} {k}" for k, n in counts.items()))
    print(f"{entries} entries, {entries - bad} name an existing Rule, {bad} broken")
    return 0 if bad == 0 and counts["unmapped"] == 0 and counts["unruled without a reason"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
