"""Generated parts of the conformance page: the step kinds, the vocabulary, and a worked vector.

The step kinds are read from the published JSON Schema (one place for what each action
and check is). The vocabulary (capabilities, the rules' questions, the kinds of decision,
the published option keys) is read from the engine, where each is defined once. The worked
vector is exported from its feature file at build time and run through the reference
adapter, so the transcript on the page is what the kit does today.
"""

from __future__ import annotations

import json
from typing import Any

from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.export import export_all
from engine.interfaces.conformance.runner import InProcess, run_vector
from engine.interfaces.conformance.vectors import json_schema
from engine.knowledge.rulings import FEATURES, parse

from .tools import _pretty

WORKED = "cards/anger:21"  # a play, a look at the options, and an answer the engine refuses


def _fields(schema: dict[str, Any], skip: str) -> str:
    props = schema.get("properties", {})
    required = set(schema.get("required", []))
    shown = [f"`{k}`" + ("" if k in required else " (optional)") for k in props if k != skip]
    return ", ".join(shown) or "none"


def step_kinds() -> str:
    """Two tables, from the schema: the actions (``op``) and the checks (``check``)."""
    defs = json_schema()["$defs"]
    out = []
    for group, key, title in (("action-", "op", "action"), ("check-", "check", "check")):
        out += [f"| {title} | fields | what it is |", "|---|---|---|"]
        for name, schema in defs.items():
            if name.startswith(group):
                kind = name.removeprefix(group)
                out.append(f"| `{kind}` | {_fields(schema, key)} | {schema.get('description', '')} |")
        out.append("")
    return "\n".join(out)


def vocabulary() -> str:
    """The closed sets a vector and the protocol use, from where the engine defines them."""
    from engine.core.decisions import KINDS, OPTION_KEYS, QUESTIONS
    from engine.interfaces.conformance.vectors import CAPABILITIES

    out = ["| capability | a vector needs it when it |", "|---|---|"]
    out += [f"| `{k}` | {v} |" for k, v in CAPABILITIES.items()]
    out += ["", "| question (`asks`) | a ruling names it | what is asked |", "|---|---|---|"]
    out += [f"| `{k}` | {words} | {meaning} |" for k, (words, meaning) in QUESTIONS.items()]
    out += ["", "Kinds of decision: " + ", ".join(f"`{k}`" for k in KINDS) + ".", ""]
    out += ["| offered by | option key | what it means |", "|---|---|---|"]
    for owner, keys in sorted(OPTION_KEYS.items()):
        out += [f"| {owner} | `{k}` | {words} |" for k, words in keys.items()]
    return "\n".join(out) + "\n"


class Transcript(InProcess):
    """The reference adapter in process, keeping every request and reply."""

    def __init__(self) -> None:
        super().__init__(ReferenceAdapter())
        self.lines: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        reply = super().request(message)
        self.lines.append((message, reply))
        return reply


def worked_vector() -> str:
    path = WORKED.rsplit(":", 1)[0]
    feature = parse(FEATURES / f"{path}.feature")
    vector = next(v for v in export_all([feature]).vectors if v["id"] == WORKED)
    channel = Transcript()
    result = run_vector(channel, vector)
    head = {k: v for k, v in vector.items() if k not in ("position", "steps")}
    lines = [f"{json.dumps(k)}: {json.dumps(v)}" for k, v in head.items()]
    cards = json.dumps(vector["position"]["state"]["cards"])
    head_of = '"position": {"format": "moodswings-position", "version": 1, "state": {"cards": '
    lines.append(f"{head_of}{cards}, ...}}}}")
    steps = ",\n  ".join(json.dumps(s) for s in vector["steps"])
    lines.append(f'"steps": [\n  {steps}]')
    out = [
        "The vector (of its position's `state` only the cards are shown; see "
        "[JSON positions](positions.md)):",
        "",
        "```text",
        "{" + ",\n ".join(lines) + "}",
        "```",
        "",
        "The runner and the reference adapter (→ request, ← reply; each `load` sends the whole position):",
        "",
    ]
    for request, reply in channel.lines:
        if request.get("op") == "load":
            request = {**request, "position": "(the vector's position)"}
        out += ["```text", "→ " + json.dumps(request), "← " + _pretty(reply, "  "), "```", ""]
    out.append(f"Result: {'passed' if result.passed else 'failed: ' + result.failure}.")
    return "\n".join(out) + "\n"


# The worked fuzz session: the differential tester against an engine with one card's rule
# changed (Repentance offers only the values some mood in play has), run when the site is built.
FUZZED = ("tests/adapters/changed.py", "repentance")


def worked_fuzz() -> str:
    """A fuzz session as it runs today: the command, the report, the minimal case's draft."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[3]
    engine = f"{sys.executable} {FUZZED[0]} {FUZZED[1]}"
    command = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "fuzz", "--engine", engine]
    done = subprocess.run([*command, "--games", "50"], cwd=root, capture_output=True, text=True, timeout=300)
    shown = f'moodswings conformance fuzz --engine "python {FUZZED[0]} {FUZZED[1]}" --games 50'
    said = [line for line in done.stderr.splitlines() if line.startswith("The engine declares")]
    report = "\n".join([*said, done.stdout.rstrip()]).replace(engine, f"python {FUZZED[0]} {FUZZED[1]}")
    return "\n".join(["```console", f"$ {shown}", report, "```", ""])
