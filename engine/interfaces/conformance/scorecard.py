"""The results of a conformance run: per card, per note and per mechanic; text, JUnit XML, JSON."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.files import write_text
from engine.interfaces.conformance.runner import FAILED, PASSED, UNSUPPORTED, Result
from engine.interfaces.conformance.vectors import SCHEMA, write_json

GROUPS = ("cards", "notes", "mechanics")


def needs_of(vector: dict[str, Any]) -> list[str]:
    """What a vector needs, as the scorecard groups it: its format, and each capability."""
    need = vector["needs"]
    return [f"format:{need['format']}", *(f"capability:{c}" for c in need["capabilities"])]


@dataclass(frozen=True)
class Scorecard:
    vectors: list[dict[str, Any]]
    results: list[Result]
    engine: str
    seconds: float

    def _pairs(self) -> Iterable[tuple[dict[str, Any], Result]]:
        return zip(self.vectors, self.results, strict=True)

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results)

    @property
    def loose(self) -> int:
        """Vectors that pass when a refusal need not name the rule the vector names."""
        return sum(r.loose for r in self.results)

    @property
    def unsupported(self) -> int:
        return sum(r.status == UNSUPPORTED for r in self.results)

    @property
    def supported(self) -> int:
        return len(self.results) - self.unsupported

    @property
    def failed(self) -> list[tuple[dict[str, Any], Result]]:
        return [(v, r) for v, r in self._pairs() if r.status == FAILED]

    @property
    def all_pass(self) -> bool:
        """Every vector the engine supports passes (strictly)."""
        return not self.failed

    def per(self, group: str) -> dict[str, tuple[int, int]]:
        """(passed, total supported) for each card, note or mechanic the vectors name."""
        out: dict[str, list[int]] = {}
        for v, r in self._pairs():
            if r.status == UNSUPPORTED:
                continue
            for name in v[group]:
                counts = out.setdefault(name, [0, 0])
                counts[0] += r.passed
                counts[1] += 1
        return {k: (p, t) for k, (p, t) in sorted(out.items())}

    def per_need(self) -> dict[str, dict[str, int]]:
        """Passed, failed and unsupported for each format and capability the vectors need."""
        out: dict[str, dict[str, int]] = {}
        for v, r in self._pairs():
            for need in needs_of(v):
                counts = out.setdefault(need, {PASSED: 0, FAILED: 0, UNSUPPORTED: 0})
                counts[r.status] += 1
        return dict(sorted(out.items()))

    # -- text ------------------------------------------------------------------------------

    def text(self) -> str:
        supported = self.supported
        share = 100 * self.passed / supported if supported else 100.0
        head = f"{self.passed}/{supported} supported vectors pass ({share:.1f} %)"
        lines = [
            f"{head}, engine: {self.engine}, {self.seconds:.1f} s",
            f"passed {self.passed}, failed {len(self.failed)}, unsupported {self.unsupported} "
            f"(of {len(self.results)}); with refusals not naming their rule: {self.loose} pass",
            "",
            "by format and capability (passed / failed / unsupported):",
        ]
        lines += _columns(
            [f"{k} {c[PASSED]}/{c[FAILED]}/{c[UNSUPPORTED]}" for k, c in self.per_need().items()]
        )
        lines.append("")
        for group in GROUPS:
            counts = self.per(group)
            whole = sum(p == t for p, t in counts.values())
            lines.append(f"{group}: {whole}/{len(counts)} pass every supported vector")
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
            "supported": self.supported,
            "passed": self.passed,
            "failed": len(self.failed),
            "unsupported": self.unsupported,
            "passed_loose": self.loose,
            "seconds": round(self.seconds, 3),
            "needs": self.per_need(),
            **{
                group: {k: {"passed": p, "total": t} for k, (p, t) in self.per(group).items()}
                for group in GROUPS
            },
            "results": [
                {
                    "id": v["id"],
                    "name": v["name"],
                    "where": v["where"],
                    "status": r.status,
                    "passed": r.passed,
                    "loose": r.loose,
                    "failure": r.failure or None,
                    "seconds": round(r.seconds, 4),
                }
                for v, r in self._pairs()
            ],
        }

    def write_json(self, path: Path) -> None:
        write_json(path, self.json())

    def junit(self) -> ET.Element:
        """One test suite per feature file, one test case per vector (an unsupported one skipped)."""
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
            if r.status == FAILED:
                ET.SubElement(case, "failure", message=r.failure).text = r.failure
            elif r.status == UNSUPPORTED:
                ET.SubElement(case, "skipped", message=r.failure)
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


KINDS = ("card", "note", "mechanic", "source", "id", "format", "capability")
FIELDS = {"card": "cards", "note": "notes", "mechanic": "mechanics", "source": "sources"}


def matches(vector: dict[str, Any], selector: str) -> bool:
    """Does a selector pick this vector: ``card:anger``, ``note:anger.4``, ``mechanic:copying``,
    ``source:judge-2026-11-29``, ``id:cards/anger`` (an id, or the start of one),
    ``format:open-team``, ``capability:chance``?"""
    what, _, value = selector.partition(":")
    if what == "id":
        return vector["id"] == value or vector["id"].startswith(value.rstrip(":") + ":")
    if what == "format":
        return vector["needs"]["format"] == value
    if what == "capability":
        return value in vector["needs"]["capabilities"]
    return what in FIELDS and value in vector[FIELDS[what]]


def select(vectors: list[dict[str, Any]], only: list[str], skip: list[str] = ()) -> list[dict[str, Any]]:  # type: ignore[assignment]
    """The vectors any ``only`` selector picks (all, without one) that no ``skip`` selector picks."""
    return [
        v
        for v in vectors
        if (not only or any(matches(v, sel) for sel in only)) and not any(matches(v, sel) for sel in skip)
    ]


def check_selectors(selectors: list[str]) -> str | None:
    """What is wrong with a selector, or None."""
    for sel in selectors:
        what, colon, value = sel.partition(":")
        if not colon or not value or what not in KINDS:
            kinds = ", ".join(f"{k}:<...>" for k in KINDS)
            return f"{sel!r} is not a selector: {kinds}"
    return None
