"""One layout for every feature file (``moodswings ruling fmt``).

The layout, by two spaces a level: ``Feature:`` at the margin; ``Background:`` and
``Rule:`` one level in; an ``Example:`` one level inside its Rule (at Rule level when it
is, wrongly, outside any Rule); steps one level inside their Example or Background; tags
on one line at the level of what they tag, one space apart; a description one level
inside what it describes, its own relative indentation kept; a data table one level
inside its step, with its columns aligned; a comment at the level of the line after it.
One blank line before each Background, Rule and Example (before its tags), none between
steps, no run of blank lines, no trailing spaces, one newline at the end, no byte order mark.

``format_file`` rewrites a file in that layout atomically, under the file's lock
(``engine.files``): killed at any moment, it leaves the old text or the new one.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from engine import files
from engine.knowledge.syntax import BOM, NotGherkin, document, lines_of

STEP = 2  # spaces per level


def _lines_of(description: str) -> list[str]:
    return lines_of(description) if description else []


class _Layout:
    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.out: dict[int, str] = {}  # 0-based line -> formatted text
        self.block_starts: set[int] = set()  # lines that open a block: a blank line goes before

    def put(self, line: int, level: int, text: str) -> None:
        self.out[line - 1] = " " * (STEP * level) + text

    def tags(self, node: dict[str, Any], level: int) -> int | None:
        """Lays out a node's tags; returns the first line of the node (its tags or keyword)."""
        by_line: dict[int, list[str]] = {}
        for t in node.get("tags", []):
            by_line.setdefault(t["location"]["line"], []).append(t["name"])
        for line, names in by_line.items():
            self.put(line, level, " ".join(names))
        return min([*by_line, node["location"]["line"]])

    def header(self, node: dict[str, Any], level: int, block: bool = True) -> None:
        first = self.tags(node, level)
        if block:
            self.block_starts.add(first - 1)
        line = node["location"]["line"]
        name = node.get("name", "")
        self.put(line, level, f"{node['keyword']}:{' ' + name if name else ''}")
        described = _lines_of(node.get("description", ""))
        if described:
            start = next(
                i for i in range(line, len(self.lines)) if self.lines[i].strip() == described[0].strip()
            )
            for i, text in enumerate(lines_of(textwrap.dedent("\n".join(described)))):
                self.out[start + i] = " " * (STEP * (level + 1)) + text if text.strip() else ""

    def steps(self, node: dict[str, Any], level: int) -> None:
        for s in node.get("steps", []):
            self.put(s["location"]["line"], level, f"{s['keyword'].strip()} {s['text']}")
            table = s.get("dataTable")
            if table:
                rows = [[c["value"] for c in r["cells"]] for r in table["rows"]]
                widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
                for r, row in zip(table["rows"], rows, strict=True):
                    cells = " | ".join(v.ljust(w) for v, w in zip(row, widths, strict=True))
                    self.put(r["location"]["line"], level + 1, f"| {cells} |")
            doc = s.get("docString")
            if doc:
                opening = doc["location"]["line"]
                body = lines_of(doc["content"])
                delimiter = doc.get("delimiter", '"""')
                self.put(opening, level + 1, delimiter + doc.get("mediaType", ""))
                for i, text in enumerate(body):
                    self.put(opening + 1 + i, level + 1, text)
                self.put(opening + len(body) + 1, level + 1, delimiter)

    def scenario(self, node: dict[str, Any], level: int) -> None:
        self.header(node, level)
        self.steps(node, level + 1)

    def children(self, children: list[dict[str, Any]], level: int) -> None:
        for child in children:
            if "background" in child:
                self.scenario(child["background"], level)
            elif "scenario" in child:
                self.scenario(child["scenario"], level)
            elif "rule" in child:
                self.header(child["rule"], level)
                self.children(child["rule"].get("children", []), level + 1)


def format_text(text: str) -> str:
    """The text laid out; raises ``NotGherkin`` (with its line) if it is not Gherkin."""
    text = text.removeprefix(BOM)
    doc = document(text)
    lines = lines_of(text)
    layout = _Layout(lines)
    feature = doc["feature"]
    layout.header(feature, 0, block=False)
    layout.children(feature.get("children", []), 1)
    result: list[str] = []
    pending_comments: list[str] = []
    for i, raw in enumerate(lines):
        if i in layout.out:
            text_i = layout.out[i]
            if i in layout.block_starts and result and result[-1] != "":
                result.append("")
            indent = len(text_i) - len(text_i.lstrip())
            result += [" " * indent + c for c in pending_comments]
            pending_comments = []
            result.append(text_i.rstrip())
        elif raw.strip().startswith("#"):
            pending_comments.append(raw.strip())
        elif not raw.strip():
            if result and result[-1] != "" and not pending_comments:
                result.append("")
        else:  # a line the parser placed nowhere (language header): kept as it is
            result.append(raw.rstrip())
    result += pending_comments
    while result and result[-1] == "":
        result.pop()
    # blank lines only where a block opens or inside descriptions: drop those between steps
    tidy: list[str] = []
    for i, line in enumerate(result):
        if line == "" and i + 1 < len(result):
            following = result[i + 1].lstrip()
            previous = tidy[-1].lstrip() if tidy else ""
            if _is_step(following) and _is_step(previous):
                continue
        tidy.append(line)
    return "\n".join(tidy) + "\n"


STEP_WORDS = ("Given ", "When ", "Then ", "And ", "But ", "* ")


def _is_step(line: str) -> bool:
    return line.startswith(STEP_WORDS)


def format_file(path: Path, check: bool = False) -> bool:
    """Whether the file is not laid out in the one layout; unless ``check``, lay it out (an
    atomic rewrite, under the file's lock). Raises ``files.FileTextError`` naming the file and
    line of what stops it: bytes that are not UTF-8, text that is not Gherkin."""
    try:
        with files.locked(path):
            old = files.read_text(path)
            try:
                new = format_text(old)
            except NotGherkin as e:
                raise files.FileTextError(path, e.line, f"{e.what}: {e.message}") from None
            if new != old and not check:
                files.write_text(path, new)
    except OSError as e:  # no such folder, no permission, a full disk: the file is as it was
        raise files.FileTextError(path, 0, e.strerror or str(e)) from None
    return new != old
