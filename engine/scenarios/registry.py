"""One place where step definitions are declared, so that tools can list and check them.

``step(kind, pattern)`` registers a pytest-bdd step (a full-match regular expression) and
keeps it in ``STEPS``: the uniqueness test, the feature linter and the site's step
reference all read that list. ``template`` is the pattern as people read it:
``<player> plays <card>``.
"""

from __future__ import annotations

import difflib
import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass

try:
    from pytest_bdd import given, parsers, then, when

    DECORATORS: dict[str, Callable[..., Callable[..., object]]] | None = {
        "given": given,
        "when": when,
        "then": then,
    }
except ImportError:  # an installed engine without the test tools: the steps still run in
    DECORATORS = None  # process (engine.scenarios.runner), as ``moodswings conformance export`` runs them


def _group_end(pattern: str, start: int) -> int:
    """The index just after the parenthesized group that opens at ``start``."""
    depth, j = 0, start
    while True:
        c = pattern[j]
        if c == "\\":
            j += 2
            continue
        depth += c == "("
        depth -= c == ")"
        j += 1
        if depth == 0:
            return j


def readable(pattern: str) -> str:
    """'(?P<player>[A-Z][a-z]+) plays (?P<card>...)(?P<source> from the discard pile)?' ->
    '<player> plays <card>[ from the discard pile]'."""
    out, i = [], 0
    while i < len(pattern):
        if pattern.startswith(("(?P<", "(?:"), i):
            j = _group_end(pattern, i)
            optional = pattern[j : j + 1] == "?"
            if pattern.startswith("(?P<", i):
                name = pattern[i + 4 : pattern.index(">", i)]
                literal = re.fullmatch(r"\(\?P<\w+>([A-Za-z ]+(?:\|[A-Za-z ]+)*)\)", pattern[i:j])
                text = re.sub(r"\|\s*", " or ", literal.group(1)) if literal else f"<{name}>"
            else:
                text = readable(pattern[i + 3 : j - 1])
            out.append(f"[{text}]" if optional else text)
            i = j + (1 if optional else 0)
        elif pattern[i] == "\\":
            out.append(pattern[i + 1])
            i += 2
        elif pattern[i + 1 : i + 2] == "?":
            out.append(f"({pattern[i]})")
            i += 2
        else:
            out.append(pattern[i])
            i += 1
    return "".join(out)


@dataclass(frozen=True)
class StepDef:
    kind: str
    pattern: str
    doc: str
    func: Callable[..., object]

    @property
    def regex(self) -> re.Pattern[str]:
        return re.compile(self.pattern)

    @property
    def template(self) -> str:
        return readable(self.pattern)

    def matches(self, text: str) -> bool:
        return self.regex.fullmatch(text) is not None


STEPS: list[StepDef] = []


def step(kind: str, pattern: str) -> Callable[[Callable[..., object]], Callable[..., object]]:
    def register(func: Callable[..., object]) -> Callable[..., object]:
        # pytest-bdd reads a step function's signature at every step it runs: read it once
        func.__signature__ = inspect.signature(func)  # type: ignore[attr-defined]
        STEPS.append(StepDef(kind, pattern, (func.__doc__ or "").strip(), func))
        if DECORATORS is not None:
            DECORATORS[kind](parsers.re(pattern), stacklevel=2)(func)
        return func

    return register


class _Index:
    """The definitions by kind, each pattern compiled once, and each step text's definitions
    once found: a thousand Examples share a couple of thousand step texts. It holds for one
    list of definitions."""

    def __init__(self, steps: list[StepDef]) -> None:
        self.key = (id(steps), len(steps))
        self.by_kind: dict[str, list[tuple[StepDef, Callable[[str], object]]]] = {}
        for d in steps:
            self.by_kind.setdefault(d.kind, []).append((d, d.regex.fullmatch))
        self.found: dict[tuple[str, str], list[StepDef]] = {}


_index = _Index([])


def matching(kind: str, text: str) -> list[StepDef]:
    """The step definitions of this kind that match this step text."""
    global _index
    if _index.key != (id(STEPS), len(STEPS)):  # steps registered since, or a test's own list
        _index = _Index(STEPS)
    found = _index.found.get((kind, text))
    if found is None:
        found = [d for d, fullmatch in _index.by_kind.get(kind, []) if fullmatch(text) is not None]
        _index.found[(kind, text)] = found
    return list(found)


@dataclass(frozen=True)
class Retired:
    """A wording no step reads any more because it can be misread, and what to write instead."""

    kind: str
    pattern: str
    instead: Callable[[re.Match[str]], str]  # the step rewritten in the current wording

    def hint(self, text: str) -> str | None:
        m = re.fullmatch(self.pattern, text)
        return self.instead(m) if m else None


RETIRED: list[Retired] = []


def retire(kind: str, pattern: str, instead: Callable[[re.Match[str]], str]) -> None:
    """Refuse a wording, everywhere steps are matched, with a hint to the current one."""
    RETIRED.append(Retired(kind, pattern, instead))


def suggestion(kind: str, text: str) -> str:
    """'; the nearest <kind> step is ...' for a step text that matches nothing, from the
    templates and from step texts the features already use; for a retired wording, what to
    write instead."""
    from engine.knowledge.rulings import features

    for r in RETIRED:
        if r.kind == kind and (hint := r.hint(text)) is not None:
            return f"; that wording can be misread: {hint}"

    used = sorted(
        {
            s.text
            for f in features()
            for _, e in f.examples()
            for s in f.background + e.steps
            if s.kind == kind and matching(kind, s.text)
        }
    )
    candidates = used + [d.template for d in STEPS if d.kind == kind]
    found = difflib.get_close_matches(text, candidates, n=1, cutoff=0.4)
    return f"; the nearest {kind} step is: {found[0]!r}" if found else ""
