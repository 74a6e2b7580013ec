"""Feature files as Gherkin text: parsed with the official parser, or refused with a line.

``document`` is the one way the tools that write feature files (``ruling new``, ``ruling
fmt``) and the linter parse them: a text that is not Gherkin raises ``NotGherkin`` with the
line and a message a contributor can act on (a misspelt keyword gets the keyword it is
nearest to). ``near_keyword`` is that nearest keyword, for the linter too: a misspelt
``Exampel:`` at the start of a Rule is no parse error, the parser takes it (and the steps
under it) as the Rule's description.
"""

from __future__ import annotations

import difflib
import functools
import re
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
    """A text the Gherkin parser refuses, or one without a Feature: the line and why."""

    def __init__(self, line: int, message: str) -> None:
        super().__init__(f"line {line}: {message}")
        self.line = line
        self.message = message


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
    return doc
