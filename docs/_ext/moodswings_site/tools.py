"""Generated parts of the tool pages: the oracle's worked session and the position fields.

The worked session is run through the oracle at build time, so the responses on the page
are what the engine answers today. The position fields are read from the state's own
dataclasses, so the reference cannot miss a field.
"""

from __future__ import annotations

import dataclasses
import json
import typing
from pathlib import Path

from engine.core.state import GameState
from engine.interfaces.codec import hints
from engine.interfaces.oracle import Oracle


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


def _type(tp: object) -> str:
    text = str(tp).replace("typing.", "").replace("engine.core.state.", "")
    return text.replace("<class '", "").replace("'>", "").replace("NoneType", "null")


def fields_page() -> str:
    out = ["| field | type |", "|---|---|"]
    seen: set[type] = set()

    def walk(cls: type, prefix: str) -> None:
        if cls in seen:
            return
        seen.add(cls)
        nested = []
        for f in dataclasses.fields(cls):
            tp = hints(cls)[f.name]
            out.append(f"| `{prefix}{f.name}` | `{_type(tp)}` |")
            for arg in (
                tp,
                *typing.get_args(tp),
                *(a for t in typing.get_args(tp) for a in typing.get_args(t)),
            ):
                if dataclasses.is_dataclass(arg):
                    nested.append((arg, f"{arg.__name__}."))
        for arg, p in nested:
            walk(arg, p)

    walk(GameState, "state.")
    return "\n".join(out) + "\n"


def write_tool_pages(docs: Path) -> None:
    from .conformance import step_kinds, vocabulary, worked_vector  # it imports this module

    generated = docs / "_generated"
    generated.mkdir(exist_ok=True)
    pages = {
        generated / "oracle-session.md": session_page(docs / "tools" / "oracle-session.jsonl"),
        generated / "position-fields.md": fields_page(),
        generated / "conformance-steps.md": step_kinds(),
        generated / "conformance-worked.md": worked_vector(),
        generated / "conformance-vocabulary.md": vocabulary(),
    }
    for path, text in pages.items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
