"""The vector format (``moodswings-conformance/2``): what a vector needs, and vector files.

A vector is one Example as data: where it comes from (id, notes, cards, mechanics), what
an engine needs to run it (``needs``: its format, players and ``CAPABILITIES``), a starting
JSON position, and ``steps``: actions (``op``) and checks (``check``) in order. Options are
named by what they are (``engine.interfaces.conformance.items``), never by labels. The JSON
Schema is ``engine/data/conformance.schema.json``; the site's conformance page explains
every field. Version 1 is still exported on request (``engine.interfaces.conformance.v1``).

``export`` writes one file per feature file (``cards/anger.json``), each ``{"schema",
"feature", "vectors": [...]}``, and ``index.json``: the counts, the files, and every
Example left out with its reason. Files are written atomically.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from engine.files import write_text

SCHEMA = "moodswings-conformance/2"
SCHEMA_FILE = Path(__file__).resolve().parents[2] / "data" / "conformance.schema.json"
INDEX = "index.json"
REFUSALS = "refusals.json"


# The capabilities a vector may need, besides its format and number of players: the steps
# that need each. Every engine is asked to support what the others need: loading a position,
# playing, passing, choosing, and observing the table and the round's results.
CAPABILITIES: dict[str, str] = {
    "setup": "sets a new game up from the deck the position gives (the setup action)",
    "chance": "gives random outcomes (a random pick or order) with the actions they follow",
    "knowledge": "checks who knows which hidden cards (the observation's views)",
    "log": "checks what was drawn, looked at, revealed or drafted (the observation's log)",
}
KNOWLEDGE_CHECKS = ("hand_view", "known", "knows")
LOG_CHECKS = ("drew", "missed_draw", "looked", "revealed", "revealed_nothing", "bottom_revealed", "drafted")


def needs(position: dict[str, Any], steps: list[dict[str, Any]]) -> dict[str, Any]:
    """What an engine must support to run a vector with these steps."""
    checks = {s["check"] for s in steps if "check" in s}
    wanted = {
        "setup": any(s.get("op") == "setup" for s in steps),
        "chance": any("chance" in s for s in steps),
        "knowledge": bool(checks & set(KNOWLEDGE_CHECKS)),
        "log": bool(checks & set(LOG_CHECKS)),
    }
    state = position["state"]
    return {
        "format": state["format"],
        "players": len(state["players"]),
        "capabilities": [c for c in CAPABILITIES if wanted[c]],
    }


@cache
def json_schema() -> dict[str, Any]:
    return json.loads(SCHEMA_FILE.read_text(encoding="utf-8"))


def schemas() -> dict[str, dict[str, Any]]:
    """The schemas a vector's refers to, by their $id: the vector's and the position's."""
    from engine.interfaces import position

    return {json_schema()["$id"]: json_schema(), position.SCHEMA_ID: position.json_schema()}


def write_json(path: Path, data: object) -> None:
    """Write a JSON file atomically (``engine.files``), making its folder if need be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def write(
    out: Path, vectors: list[dict[str, Any]], left_out: list[dict[str, str]], schema: str = SCHEMA
) -> list[Path]:
    """The vector files and the index under ``out`` (of this schema's version), and beside them
    the table of refusals (``refusals.json``: each refusal's rule, for an engine to name);
    the paths written."""
    by_file: dict[str, list[dict[str, Any]]] = {}
    for v in vectors:
        by_file.setdefault(v["id"].rsplit(":", 1)[0], []).append(v)
    written = []
    for name, items in by_file.items():
        path = out / f"{name}.json"
        write_json(path, {"schema": schema, "feature": f"features/{name}.feature", "vectors": items})
        written.append(path)
    index = {
        "schema": schema,
        "examples": len(vectors) + len(left_out),
        "exported": len(vectors),
        "files": sorted(f"{name}.json" for name in by_file),
        "left_out": left_out,
    }
    write_json(out / INDEX, index)
    from engine.interfaces.conformance import refusals

    write_json(out / REFUSALS, refusals.as_json())
    return [*written, out / INDEX, out / REFUSALS]


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
            raise VectorError(
                f"{path}: schema is {data.get('schema')!r}, this kit runs {SCHEMA!r}: export the vectors "
                "again (the site's conformance page says what changed since version 1)"
            )
        out += data["vectors"]
    return out
