"""The results of a conformance run: per card, per note and per mechanic; text, JUnit XML, JSON."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.files import write_text
from engine.interfaces.conformance.runner import Result
from engine.interfaces.conformance.vectors import SCHEMA, write_json

GROUPS = ("cards", "notes", "mechanics")


@dataclass(frozen=True)
class Scorecard:
    vectors: list[dict[str, Any]]
    results: list[Result]
    engine: str
    seconds: float

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results)

    @property
    def failed(self) -> list[tuple[dict[str, Any], Result]]:
        return [(v, r) for v, r in zip(self.vectors, self.results, strict=True) if not r.passed]

    def per(self, group: str) -> dict[str, tuple[int, int]]:
        """(passed, total) for each card, note or mechanic the vectors name."""
        out: dict[str, list[int]] = {}
        for v, r in zip(self.vectors, self.results, strict=True):
            for name in v[group]:
                counts = out.setdefault(name, [0, 0])
                counts[0] += r.passed
                counts[1] += 1
        return {k: (p, t) for k, (p, t) in sorted(out.items())}

    # -- text ------------------------------------------------------------------------------

    def text(self) -> str:
        total = len(self.results)
        share = 100 * self.passed / total if total else 100.0
        head = f"{self.passed}/{total} vectors pass ({share:.1f} %)"
        lines = [f"{head}, engine: {self.engine}, {self.seconds:.1f} s", ""]
        for group in GROUPS:
            counts = self.per(group)
            whole = sum(p == t for p, t in counts.values())
            lines.append(f"{group}: {whole}/{len(counts)} pass every vector")
            shown = counts if group != "notes" else {k: c for k, c in counts.items() if c[0] < c[1]}
            lines += _columns([f"{k} {p}/{t}{'' if p == t else ' FAIL'}" for k, (p, t) in shown.items()])
            lines.append("")
        if self.failed:
            lines.append(f"{len(self.failed)} failing vectors:")
            for v, r in self.failed:
                lines.append(f"  {v['id']} ({v['name']}): {r.failure}")
        return "\n".join(lines).rstrip()

    # -- files -----------------------------------------------------------------------------

    def json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA,
            "engine": self.engine,
            "vectors": len(self.results),
            "passed": self.passed,
            "seconds": round(self.seconds, 3),
            **{
                group: {k: {"passed": p, "total": t} for k, (p, t) in self.per(group).items()}
                for group in GROUPS
            },
            "results": [
                {
                    "id": v["id"],
                    "name": v["name"],
                    "where": v["where"],
                    "passed": r.passed,
                    "failure": r.failure or None,
                    "seconds": round(r.seconds, 4),
                }
                for v, r in zip(self.vectors, self.results, strict=True)
            ],
        }

    def write_json(self, path: Path) -> None:
        write_json(path, self.json())

    def junit(self) -> ET.Element:
        """One test suite per feature file, one test case per vector."""
        root = ET.Element("testsuites", name="moodswings-conformance", tests=str(len(self.results)))
        suites: dict[str, ET.Element] = {}
        for v, r in zip(self.vectors, self.results, strict=True):
            feature = v["where"].rsplit(":", 1)[0]
            suite = suites.get(feature)
            if suite is None:
                suite = suites[feature] = ET.SubElement(root, "testsuite", name=feature)
            case = ET.SubElement(
                suite, "testcase", classname=feature, name=f"{v['id']} {v['name']}", time=f"{r.seconds:.4f}"
            )
            if not r.passed:
                ET.SubElement(case, "failure", message=r.failure).text = r.failure
        failures = 0
        for suite in suites.values():
            cases = suite.findall("testcase")
            bad = sum(1 for c in cases if c.find("failure") is not None)
            suite.set("tests", str(len(cases)))
            suite.set("failures", str(bad))
            failures += bad
        root.set("failures", str(failures))
        return root

    def write_junit(self, path: Path) -> None:
        tree = ET.ElementTree(self.junit())
        ET.indent(tree)
        path.parent.mkdir(parents=True, exist_ok=True)
        xml = ET.tostring(tree.getroot(), encoding="unicode", xml_declaration=True)
        write_text(path, xml + "\n")


def _columns(items: Iterable[str], width: int = 100) -> list[str]:
    items = list(items)
    if not items:
        return []
    cell = max(len(i) for i in items) + 2
    per_line = max(1, width // cell)
    return [
        "  " + "".join(i.ljust(cell) for i in items[n : n + per_line]).rstrip()
        for n in range(0, len(items), per_line)
    ]


def select(vectors: list[dict[str, Any]], only: list[str]) -> list[dict[str, Any]]:
    """The vectors any selector picks: ``card:anger``, ``note:anger.4``, ``mechanic:copying``,
    ``source:judge-2026-11-29``, ``id:cards/anger`` (an id, or the start of one)."""
    if not only:
        return vectors
    fields = {"card": "cards", "note": "notes", "mechanic": "mechanics", "source": "sources"}
    picked = []
    for v in vectors:
        for sel in only:
            what, _, value = sel.partition(":")
            if what == "id" and (v["id"] == value or v["id"].startswith(value.rstrip(":") + ":")):
                picked.append(v)
                break
            if what in fields and value in v[fields[what]]:
                picked.append(v)
                break
    return picked


def check_selectors(only: list[str]) -> str | None:
    """What is wrong with a selector, or None."""
    for sel in only:
        what, colon, value = sel.partition(":")
        if not colon or not value or what not in ("card", "note", "mechanic", "source", "id"):
            kinds = "card:<slug>, note:<id>, mechanic:<slug>, source:<kind-date>, id:<id>"
            return f"{sel!r} is not a selector: {kinds}"
    return None
