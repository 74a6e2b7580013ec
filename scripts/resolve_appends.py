#!/usr/bin/env python3
"""Resolve merge conflicts where both branches appended at the same place: keep both.

When two branches each add Rules at the end of one feature file (or lines at the end of a table
of engine/data/situations.toml), git stops with a conflict although neither side changed the
other's text. This keeps our side, then theirs, for every conflict block of the files named, and
refuses a block where a side is empty or where the two sides share a line (then one side changed
the other's text, and a person must read it).

    python3 scripts/resolve_appends.py FILE [FILE ...]

Run ``moodswings ruling fmt`` and ``ruling check`` afterwards on the feature files.
Exit codes: 0 resolved; 1 a block needs a person (the file is left as it was).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

BLOCK = re.compile(r"<<<<<<< [^\n]*\n(.*?)=======\n(.*?)>>>>>>> [^\n]*\n", re.S)


# The lines that say what a block adds: a Rule's or an Example's title, a key of a data file.
HEAD = re.compile(r"^\s*(Rule:|Example:|Scenario:|\[|[\w-]+ =)")


def _heads(block: str) -> set[str]:
    return {line.strip() for line in block.splitlines() if HEAD.match(line)}


def resolve(text: str) -> str:
    def both(m: re.Match[str]) -> str:
        ours, theirs = m[1], m[2]
        shared = _heads(ours) & _heads(theirs)
        if shared:
            raise ValueError(f"a block is not two appends: both sides hold {sorted(shared)[:3]}")
        if not ours.strip() or not theirs.strip():  # one side added only blank lines
            return ours if ours.strip() else theirs
        return ours.rstrip("\n") + "\n\n" + theirs

    return BLOCK.sub(both, text)


def main(paths: list[str]) -> int:
    for name in paths:
        path = Path(name)
        try:
            text = resolve(path.read_text(encoding="utf-8"))
        except ValueError as e:
            print(f"{name}: {e}", file=sys.stderr)
            return 1
        path.write_text(text, encoding="utf-8")
        print(f"{name}: both sides kept")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
