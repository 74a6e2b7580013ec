"""The vector format (``moodswings-conformance/1``): naming options, and vector files.

A vector is one Example as data: where it comes from (id, notes, cards, mechanics), a
starting JSON position, and ``steps``: actions (``op``) and checks (``check``) in order.
The JSON Schema is ``engine/data/conformance.schema.json``; the site's conformance page
explains every field.

Options are named the same way in answers and in checks: a card or mood by its card id
in the position, a player by name, a color by its name, a number as itself, and an option
of a ``option``, ``permission`` or ``order`` decision (a mode, a yes or no, which
permission a play uses, which effect happens next) by its label.

``export`` writes one file per feature file (``cards/anger.json``), each ``{"schema",
"feature", "vectors": [...]}``, and ``index.json``: the counts, the files, and every
Example left out with its reason. Files are written atomically.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.decisions import OPTION, ORDER, PERMISSION, Decision, Option
from engine.files import write_text
from engine.interfaces.codec import encode

SCHEMA = "moodswings-conformance/1"
SCHEMA_FILE = Path(__file__).resolve().parents[2] / "data" / "conformance.schema.json"
INDEX = "index.json"
LABELLED = (OPTION, PERMISSION, ORDER)  # decisions whose options are named by their labels


@cache
def json_schema() -> dict[str, Any]:
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


def option_name(decision: Decision, option: Option) -> object:
    return option.label if decision.kind in LABELLED else encode(option.key)


def neutral_answer(decision: Decision, keys: list[object]) -> list[object]:
    """An answer as a vector writes it: each option by its name (see above)."""
    return [decision.label(k) if decision.kind in LABELLED else encode(k) for k in keys]


def write_json(path: Path, data: object) -> None:
    """Write a JSON file atomically (``engine.files``), making its folder if need be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def write(out: Path, vectors: list[dict[str, Any]], left_out: list[dict[str, str]]) -> list[Path]:
    """The vector files and the index under ``out``; the paths written."""
    by_file: dict[str, list[dict[str, Any]]] = {}
    for v in vectors:
        by_file.setdefault(v["id"].rsplit(":", 1)[0], []).append(v)
    written = []
    for name, items in by_file.items():
        path = out / f"{name}.json"
        write_json(path, {"schema": SCHEMA, "feature": f"features/{name}.feature", "vectors": items})
        written.append(path)
    index = {
        "schema": SCHEMA,
        "examples": len(vectors) + len(left_out),
        "exported": len(vectors),
        "files": sorted(f"{name}.json" for name in by_file),
        "left_out": left_out,
    }
    write_json(out / INDEX, index)
    return [*written, out / INDEX]


class VectorError(ValueError):
    """A vector file that cannot be read; the message names the file."""


def read(directory: Path) -> list[dict[str, Any]]:
    """Every vector listed by ``directory``'s index, in order."""
    try:
        index = json.loads((directory / INDEX).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise VectorError(f"{directory / INDEX}: {e}") from None
    out = []
    for name in index.get("files", []):
        path = directory / name
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise VectorError(f"{path}: {e}") from None
        if data.get("schema") != SCHEMA:
            raise VectorError(f"{path}: schema is {data.get('schema')!r}, this kit reads {SCHEMA!r}")
        out += data["vectors"]
    return out
