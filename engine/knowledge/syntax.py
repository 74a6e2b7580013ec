"""Feature files as Gherkin text: parsed with the official parser, or refused with a line.

``document`` is the one way every reader of a feature file parses it: the model
(``engine.knowledge.rulings``, so the suite's collection, the site, the CLI and the
conformance export), pytest-bdd's model (``engine.scenarios.feature_cache``), the tools
that write feature files (``ruling new``, ``ruling fmt``) and the linter. A text that is
not Gherkin raises ``NotGherkin`` with the line and a message a contributor can act on (a
misspelt keyword gets the keyword it is nearest to). So does a text the parser would read
otherwise than written (``misread``): a misspelt ``Exampel:`` at the start of a Rule is no
parse error, the parser takes it (and the steps under it) as the Rule's description, and
pytest-bdd would run the other Examples of the file without a word; a keyword in a comment
is refused too.
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from gherkin.dialect import Dialect
from gherkin.errors import CompositeParserException, ParserError, ParserException
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

BOM = "\ufeff"
_ENGLISH = Dialect.for_name("en")
assert _ENGLISH is not None
# the keywords that open a block, as written before their colon
BLOCK_KEYWORDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        k
        for k in (
            *_ENGLISH.feature_keywords,
            *_ENGLISH.rule_keywords,
            *_ENGLISH.background_keywords,
            *_ENGLISH.scenario_keywords,
            *_ENGLISH.scenario_outline_keywords,
            *_ENGLISH.examples_keywords,
        )
    )
)
STEP_KEYWORDS: tuple[str, ...] = tuple(
    dict.fromkeys(
        k.strip()
        for k in (
            *_ENGLISH.given_keywords,
            *_ENGLISH.when_keywords,
            *_ENGLISH.then_keywords,
            *_ENGLISH.and_keywords,
            *_ENGLISH.but_keywords,
        )
        if k.strip() != "*"
    )
)
_LABEL = re.compile(r"\s*(?P<word>[^\s:][^:]{0,24}?)\s*:")


def lines_of(text: str) -> list[str]:
    """The text's lines as the Gherkin parser numbers them: cut at each newline only (a form
    feed or a U+2028 is part of its line, where ``str.splitlines`` would cut there too)."""
    lines = text.split("\n")
    return lines[:-1] if lines[-1] == "" else lines


class NotGherkin(ValueError):
    """A text the Gherkin parser refuses, one without a Feature, or one it would read otherwise
    than written (a misspelt keyword): the line and why, and the file once it is known."""

    what = "not Gherkin"

    def __init__(self, line: int, message: str, path: Path | None = None) -> None:
        super().__init__(f"{shown(path)}:{line}: {message}" if path else f"line {line}: {message}")
        self.line = line
        self.message = message
        self.path = path

    def of(self, path: Path) -> NotGherkin:
        """The same refusal, naming the file."""
        return type(self)(self.line, self.message, path)


class Misread(NotGherkin):
    """Gherkin that the parser reads otherwise than it is written (``misread``)."""

    what = "read otherwise than written"


def shown(path: Path) -> str:
    """A feature file's path as people read it: from the repository's root when it is inside."""
    try:
        return path.resolve().relative_to(Path.cwd()).as_posix()
    except ValueError:
        return str(path)


# the keywords a misspelt label is taken for (not the rare synonyms of Feature)
_NEAR = tuple(k for k in BLOCK_KEYWORDS if k not in ("Ability", "Business Need"))


def near_keyword(line: str) -> str | None:
    """The block keyword (``Example``, ``Rule``, ...) that a line's ``Word:`` label nearly is,
    when it is not exactly one: ``Exampel: x`` -> ``Example``, ``rule: x`` -> ``Rule``;
    ``Note: x`` -> None."""
    m = _LABEL.match(line)
    if m is None or m["word"] in BLOCK_KEYWORDS:
        return None
    lower = {k.lower(): k for k in _NEAR}
    if m["word"].lower() in lower:
        return lower[m["word"].lower()]
    if not m["word"][:1].isupper():
        return None
    found = difflib.get_close_matches(m["word"], _NEAR, n=1, cutoff=0.75)
    return found[0] if found else None


def keyword_slip(line: str) -> str | None:
    """How a line of description or a comment reads as a block keyword, or None: a misspelt
    one (``Exampel: x``: "did you mean 'Example:'?"), or one written where the parser does
    not take it as one ("'Example:' has no place here")."""
    text = line.strip().lstrip("#").strip()
    near = near_keyword(text)
    if near:
        return f"did you mean '{near}:'?"
    label = re.match(r"([^:]{1,24}):", text)
    if label and label[1].strip() in BLOCK_KEYWORDS:
        return f"'{label[1]}:' has no place here"
    return None


def description_lines(lines: list[str], node: dict[str, Any]) -> Iterator[tuple[int, str]]:
    """The lines of a node's description, with their numbers (blank lines and comments among
    them are not part of it)."""
    i = node["location"]["line"]  # the 0-based index of the line after the node's own
    for text in lines_of(node.get("description") or ""):
        if not text.strip():
            continue
        while i < len(lines) and lines[i].strip() != text.strip():
            i += 1
        if i < len(lines):
            yield i + 1, lines[i]
            i += 1


def nodes(feature: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The Feature, its Backgrounds, Rules and Examples, in the parser's own form."""
    yield feature
    for child in feature.get("children", []):
        inner = [child, *child["rule"].get("children", [])] if "rule" in child else [child]
        if "rule" in child:
            yield child["rule"]
        for c in inner:
            yield from (c[key] for key in ("background", "scenario") if key in c)


LANGUAGE = re.compile(r"\s*#\s*language\s*:")


def misread(doc: dict[str, Any], lines: list[str]) -> Misread | None:
    """The first line the parser reads otherwise than it is written: a keyword in a description
    (the parser takes a misspelt ``Exampel:`` and the steps under it as the Rule's
    description, and drops that Example without a word) or in a comment."""
    found = []
    for comment in doc.get("comments", []):
        slip = keyword_slip(comment["text"])
        if slip and not LANGUAGE.match(comment["text"]):
            line = comment["location"]["line"]
            found.append(
                Misread(line, f"a comment that reads like a keyword ({slip}): restore the line or delete it")
            )
    for node in nodes(doc["feature"]):
        kind, header = node["keyword"].strip(), node["location"]["line"]
        for n, line in description_lines(lines, node):
            slip = keyword_slip(line)
            if slip:
                found.append(
                    Misread(
                        n,
                        f"{line.strip()!r} looks like a keyword ({slip}), but it is read as the "
                        f"description of the {kind} at line {header}",
                    )
                )
    if not found:
        return None
    first = min(found, key=lambda e: e.line)
    more = f" (and {len(found) - 1} more such lines after it)" if len(found) > 1 else ""
    return Misread(first.line, first.message + more)


def _message(error: ParserException, lines: list[str]) -> str:
    text = str(error).split("): ", 1)[-1]
    line = error.location["line"]
    got = lines[line - 1] if 0 < line <= len(lines) else ""
    near = near_keyword(got)
    if near:
        return f"{got.strip()!r}: did you mean '{near}:'? ({text})"
    return text


def _parsed(text: str, stop_at_first_error: bool) -> dict[str, Any]:
    parser = Parser()
    parser.stop_at_first_error = stop_at_first_error  # stopping at the first error reads a third faster
    return parser.parse(TokenScanner(text))


@functools.lru_cache(maxsize=512)
def document(text: str) -> dict[str, Any]:
    """The parsed Gherkin document of a feature file's text; raises ``NotGherkin`` (the first
    error's line) for a text the parser refuses, one that holds no Feature, and one that
    starts with a byte order mark (which neither the parser nor pytest-bdd reads). The
    document is kept for the next reader of the same text (the model, the layout and the
    linter each read it): never change it."""
    if text.startswith(BOM):
        raise NotGherkin(
            1, "the file starts with a byte order mark (U+FEFF): 'moodswings ruling fmt' removes it"
        )
    try:
        try:
            doc = _parsed(text, stop_at_first_error=True)  # a valid file: no error bookkeeping
        except ParserError:
            doc = _parsed(text, stop_at_first_error=False)  # again, for every error: the first, and how many
    except CompositeParserException as e:
        first = min(e.errors, key=lambda x: x.location["line"])
        more = f" (and {len(e.errors) - 1} more errors after it)" if len(e.errors) > 1 else ""
        raise NotGherkin(first.location["line"], _message(first, lines_of(text)) + more) from None
    except ParserException as e:
        raise NotGherkin(e.location["line"], _message(e, lines_of(text))) from None
    except ParserError as e:  # pragma: no cover - the parser raises the two above
        raise NotGherkin(0, str(e)) from None
    if not doc.get("feature"):
        raise NotGherkin(1, "no 'Feature:' line: a feature file holds one Feature")
    wrong = misread(doc, lines_of(text))
    if wrong is not None:
        raise wrong
    return doc
