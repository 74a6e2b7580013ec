"""Generated parts of the tool pages: the oracle's worked session and the position fields.

The worked session is run through the oracle at build time, so the responses on the page
are what the engine answers today. The position fields are read from the position's JSON
Schema (``engine/data/position.schema.json``), whose objects a test keeps equal to the
state's dataclasses, so the reference cannot miss a field or drift from the schema.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.interfaces.oracle import Oracle
from engine.interfaces.position import json_schema

from .schema_page import field_reference


def session_page(requests: Path) -> str:
    oracle = Oracle()
    out = []
    for line in requests.read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        reply = oracle.handle_line(line)
        out += ["```text", "→ " + json.dumps(json.loads(line)), "← " + _pretty(reply, "  "), "```", ""]
    return "\n".join(out)


def _pretty(value: object, indent: str) -> str:
    """JSON with one line per key, and one line per item of a list of objects: readable, short."""
    if isinstance(value, dict) and any(isinstance(v, dict | list) and v for v in value.values()):
        inner = indent + " "
        items = [f"{json.dumps(k)}: {_pretty(v, inner)}" for k, v in value.items()]
        return "{" + (",\n" + inner).join(items) + "}"
    if isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
        inner = indent + "  "
        return "[\n" + inner + (",\n" + inner).join(json.dumps(v) for v in value) + "]"
    return json.dumps(value)


def write_tool_pages(docs: Path) -> None:
    from .conformance import step_kinds, vocabulary, worked_fuzz, worked_vector  # it imports this module

    generated = docs / "_generated"
    generated.mkdir(exist_ok=True)
    pages = {
        generated / "oracle-session.md": session_page(docs / "tools" / "oracle-session.jsonl"),
        generated / "position-fields.md": field_reference(json_schema(), "The position"),
        generated / "conformance-steps.md": step_kinds(),
        generated / "conformance-worked.md": worked_vector(),
        generated / "conformance-vocabulary.md": vocabulary(),
        generated / "conformance-fuzz.md": worked_fuzz(),
    }
    for path, text in pages.items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
