"""Mutation testing of the rules against the rulings (``python3 tasks.py mutants``).

mutmut (pyproject.toml: ``[tool.mutmut]``) makes small changes to the rules' code, one at a
time (``engine/core``, ``engine/cards``, ``engine/formats``), and runs, for each, the rulings
(the Examples of ``features/``) that reach the changed function. A mutant no ruling notices
either changes nothing a player could see (it is then listed, with the reason, in
``mutation/equivalent.toml``) or shows a ruling missing.

    python3 tasks.py mutants                        every mutant without a verdict yet (hours)
    python3 tasks.py mutants --workers 2            the same, two mutants at once
    python3 tasks.py mutants --sample 400 --seed 7  a seeded sample, spread over every module
    python3 tasks.py mutants --module engine.core.table   one module's mutants (or a sample of them)
    python3 tasks.py mutants --again ...            run again mutants that already have a verdict
    python3 tasks.py mutants --record               record what mutmut measured, run nothing
                                                    (a run stopped by hand or by a kill records
                                                    itself; this is for one that could not)
    python3 tasks.py mutants --absorb DIR --record  take the verdicts of another mutants/ folder
    python3 tasks.py mutants --survivors            run again the survivors nobody has explained
                                                    (a kept verdict is kept while its function
                                                    is unchanged, even when an Example added
                                                    since would kill it)
    python3 tasks.py mutants --readme               write the committed figures into README.md
    python3 tasks.py mutants --ci 20                CI: a sample of the mutants the ledger
                                                    measured; fails on a survivor nobody explained

A full run is hours, longer than a working session, and mutants/ is made afresh on each
machine: so every verdict is kept in ``mutation/verdicts.json`` (the ledger), per function,
for as long as the function's code does not change, and a run measures only the mutants the
ledger has no verdict of. A full run is the sum of the runs it took; it is complete when
every mutant has a verdict (a ruling weakened since would not show in a kept verdict: CI runs
its sample of them afresh on every commit). Each run then writes ``mutation/results.json`` (per module: the
mutants made, measured, killed, equivalent, surviving, timed out; the runs and their time)
and ``mutation/survivors.json`` (each survivor not on the equivalent list: its function and
its change), and ``mutation/words-and-input.toml`` (each survivor that changes only words for
people or only how a position's input is checked: its function, its line in the function, its
change and the rule that says so, which tests/test_mutants.py checks against the code); the
coverage page of the site shows the first. mutmut works in ``mutants/``
(git-ignored); ``.venv/bin/mutmut show <mutant>`` shows one mutant, ``browse`` all of them.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import dataclasses
import datetime
import functools
import hashlib
import inspect
import io
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import tokenize
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from engine import files  # noqa: E402

WORK = ROOT / "mutants"
RESULTS = ROOT / "mutation" / "results.json"
README = ROOT / "README.md"
README_WIDTH = 94  # README's prose is wrapped at this width
SURVIVORS = ROOT / "mutation" / "survivors.json"
LEDGER = ROOT / "mutation" / "verdicts.json"
EQUIVALENT = ROOT / "mutation" / "equivalent.toml"
EXPLAINED = ROOT / "mutation" / "words-and-input.toml"
MUTMUT = Path(sys.executable).parent / "mutmut"
LOG = WORK / "run.log"

# mutmut's verdicts, by the names results.json uses
SHOWN = {
    "killed": "killed",
    "survived": "survived",
    "timeout": "timed_out",
    "no tests": "no_tests",
    "caught by type check": "killed",
}


def say(message: str) -> None:
    print(f"==> {message}", flush=True)


# --- the mutants -------------------------------------------------------------------------


def source_file(module: str) -> Path:
    """The file of a module of the rules, relative to the repository: engine/core/table.py."""
    path = Path(*module.split(".")).with_suffix(".py")
    return path if (ROOT / path).exists() else path.with_suffix("") / "__init__.py"


def generate(only: set[str] | None = None) -> dict[str, list[str]]:
    """Every mutant's name, by module: mutmut's own step that writes the mutants (it keeps
    those of a file that has not changed since), then the names it recorded. ``only``: make
    the mutants of these modules alone; the other files are copied as they are, newer than
    their source, so that ``mutmut run`` takes them as done and mutates nothing more."""
    os.chdir(ROOT)
    from mutmut.__main__ import copy_also_copy_files, copy_src_dir, create_mutants
    from mutmut.configuration import config

    partial = WORK / "partial"  # the mark of a folder made for some modules alone (--ci)
    if only is not None:
        config().only_mutate = [str(source_file(m)) for m in sorted(only)]
    elif partial.exists():  # its other files were copied as done: make every module again
        shutil.rmtree(WORK)
    WORK.mkdir(exist_ok=True)
    if only is not None:
        partial.touch()
    with contextlib.redirect_stdout(io.StringIO()):  # mutmut names every file it copies
        copy_src_dir()
        copy_also_copy_files()
        create_mutants(1)
    for pattern in config().do_not_mutate:  # a file left out since an earlier run: its record goes
        for meta in WORK.glob(f"{pattern}.meta"):
            meta.unlink()
    return recorded() if only is None else {m: k for m, k in recorded().items() if m in only}


def recorded() -> dict[str, list[str]]:
    """The mutants mutmut wrote, by module, in its order."""
    found: dict[str, list[str]] = {}
    for meta in sorted(WORK.glob("engine/**/*.py.meta")):
        keys = list(json.loads(meta.read_text())["exit_code_by_key"])
        if keys:
            found[module_of(keys[0])] = keys
    return found


def verdicts() -> dict[str, str | None]:
    """The last verdict mutmut recorded for each mutant (None: not run since it changed)."""
    from mutmut.stats import status_by_exit_code

    out: dict[str, str | None] = {}
    for meta in WORK.glob("engine/**/*.py.meta"):
        for key, code in json.loads(meta.read_text())["exit_code_by_key"].items():
            out[key] = None if code is None else status_by_exit_code[code]
    return out


# --- the ledger: every verdict measured, kept while its function is unchanged --------------
#
# A full run is hours; a session is not, and mutants/ is made afresh on each machine. So what
# mutmut measured is kept in mutation/verdicts.json, per function: the hash mutmut gives its
# code, and each mutant's exit code (None: not measured). A run first hands mutmut back the
# verdicts of every function whose code has not changed since (mutmut then runs only the
# others), and adds its own; a function that changed loses its verdicts. A full run may so
# be the sum of several runs; it is complete when every mutant has a verdict.


def _module_of_meta(meta: Path, work: Path) -> str:
    parts = meta.relative_to(work).with_suffix("").with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _metas(work: Path | None = None) -> list[tuple[Path, str, dict]]:  # type: ignore[type-arg]
    """mutmut's record of each module in a mutants/ folder (this one's by default)."""
    work = work or WORK
    metas = sorted(work.glob("engine/**/*.py.meta"))
    return [(m, _module_of_meta(m, work), json.loads(m.read_text())) for m in metas]


def _number(mutant: str) -> int:
    return int(mutant.rpartition("__mutmut_")[2])


def ledger() -> dict[str, dict]:  # type: ignore[type-arg]
    """The ledger as read: {"runs": [...], "functions": {mangled name: {"hash", "codes"}}}."""
    if not LEDGER.exists():
        return {"runs": [], "functions": {}}
    return json.loads(LEDGER.read_text())


Known = dict[str, tuple[str | None, dict[str, int | None]]]  # function: (its code's hash, verdicts)
# mutmut's codes for a mutant it did not measure: not run, or no ruling reached its function
# (mutmut's record of what reaches what may predate the function): never handed back
UNMEASURED = (None, 5, 33)


def _fill(known: Known) -> int:
    """Give mutmut the verdicts ``known`` holds for the mutants it has none of, where the
    function's code is the same here (its hash); how many it got. A mutant mutmut found no
    ruling to reach loses that verdict: the run measures it (its record of reach may be new)."""
    given = 0
    for meta, module, data in _metas():
        hashes, codes, changed = data["hash_by_function_name"], data["exit_code_by_key"], False
        for key, code in codes.items():
            if code is not None and code in UNMEASURED:  # mutmut's own "no tests": measured again
                codes[key], code, changed = None, None, True
            function = key.partition("__mutmut_")[0]
            h, theirs = known.get(function, (None, {}))
            if (
                code is None
                and theirs.get(key) not in UNMEASURED
                and h == hashes.get(function.removeprefix(f"{module}."))
            ):
                codes[key], changed, given = theirs[key], True, given + 1
        if changed:
            files.write_text(meta, json.dumps(data))
    return given


def restore() -> int:
    """Give mutmut back the ledger's verdicts of every function unchanged since they were
    measured, for the mutants it has no verdict of; how many it got."""
    return _fill(
        {
            function: (entry["hash"], {f"{function}__mutmut_{n}": c for n, c in enumerate(entry["codes"], 1)})
            for function, entry in ledger()["functions"].items()
        }
    )


def absorb(other: Path) -> int:
    """Take the verdicts of another mutants/ folder (a run in another worktree, or a copy from
    another machine) for the functions whose code is the same here; how many."""
    theirs: Known = {}
    for _meta, module, data in _metas(other):
        for local, h in data["hash_by_function_name"].items():
            theirs[f"{module}.{local}"] = (h, {})
        for key, code in data["exit_code_by_key"].items():
            entry = theirs.get(key.partition("__mutmut_")[0])
            if entry is not None:
                entry[1][key] = code
    return _fill(theirs)


def keep(run: dict[str, object] | None) -> None:
    """Write the ledger: every verdict mutmut holds now, with those the ledger held of
    functions unchanged since; ``run``: this run's date, mutants and seconds, if it ran."""
    book = ledger()
    old, functions = book["functions"], {}
    metas = _metas()
    seen = {module for _meta, module, _data in metas}
    # a module mutants/ holds no record of (a folder made for a sample) keeps its verdicts
    functions.update({f: e for f, e in old.items() if f.rpartition(".")[0] not in seen})
    for _meta, module, data in metas:
        by_function: dict[str, dict[int, int | None]] = {}
        for key, code in data["exit_code_by_key"].items():
            by_function.setdefault(key.partition("__mutmut_")[0], {})[_number(key)] = code
        for function, found in sorted(by_function.items()):
            h = data["hash_by_function_name"].get(function.removeprefix(f"{module}."))
            before = old.get(function) if old.get(function, {}).get("hash") == h else None
            codes = [found.get(n) for n in range(1, max(found) + 1)]
            if before is not None:
                kept = before["codes"]
                codes = [c if c is not None or n >= len(kept) else kept[n] for n, c in enumerate(codes)]
            if any(c is not None for c in codes):
                functions[function] = {"hash": h, "codes": codes}
    functions = dict(sorted(functions.items()))
    runs = book["runs"] + ([run] if run else [])
    # one line per run and per function, so that a diff shows which functions' verdicts changed
    lines = [json.dumps(r, separators=(",", ":")) for r in runs]
    entries = [f"  {json.dumps(f)}: {json.dumps(e, separators=(',', ':'))}" for f, e in functions.items()]
    text = "".join(
        [
            '{"runs": [',
            "\n  " + ",\n  ".join(lines) + "\n" if lines else "",
            '],\n"functions": {\n',
            ",\n".join(entries),
            "\n}}\n",
        ]
    )
    files.write_text(LEDGER, text)


def ledger_names() -> list[str]:
    """Every mutant the ledger holds a verdict of, by name: what CI draws from."""
    return [
        f"{function}__mutmut_{n}"
        for function, entry in sorted(ledger()["functions"].items())
        for n, code in enumerate(entry["codes"], start=1)
        if code is not None
    ]


def module_of(mutant: str) -> str:
    return mutant.partition("__mutmut_")[0].rpartition(".")[0]


def function_of(mutant: str) -> str:
    """The function a mutant changes, as a reader writes it: engine.core.table.Table.move."""
    mangled = mutant.partition("__mutmut_")[0]
    module, _, name = mangled.rpartition(".")
    if name.startswith("xǁ"):
        _, cls, func = name.split("ǁ")
        return f"{module}.{cls}.{func}"
    return f"{module}.{name.removeprefix('x_')}"


def _diff(mutant: str) -> list[str]:
    """mutmut's diff of a mutant's function against the original, without its file names."""
    from mutmut.mutation.diff_apply import get_diff_for_mutant

    os.chdir(ROOT)
    return get_diff_for_mutant(mutant, path=source_file(module_of(mutant))).splitlines()[2:]


def change_of(mutant: str) -> tuple[str, str]:
    """The lines a mutant changes, before and after (each joined by ' / ')."""
    lines = _diff(mutant)
    before = " / ".join(s[1:].strip() for s in lines if s.startswith("-"))
    after = " / ".join(s[1:].strip() for s in lines if s.startswith("+"))
    return before, after


def line_of(mutant: str) -> int:
    """The line of its function that a mutant changes (the first, if several), counted from
    the function's ``def`` line as 1: a place that moves only when the function itself
    changes, as its verdict does (mutmut's diff counts from the function's first line, which
    may be a decorator or a comment above it)."""
    import libcst as cst
    from mutmut.mutation.diff_apply import (
        read_functions_from_index,
        read_mutants_module,
        read_original_function,
    )

    os.chdir(ROOT)
    lines = _diff(mutant)
    start = next(i for i, s in enumerate(lines) if s.startswith("@@"))
    first_line = int(lines[start].split()[1].lstrip("-").split(",")[0])
    kept = [s for s in lines[start + 1 :] if not s.startswith("+")]  # the original's lines
    at = first_line + next(i for i, s in enumerate(kept) if s.startswith("-"))
    path = source_file(module_of(mutant))
    found = read_functions_from_index(mutant, path)
    original = found[0] if found else read_original_function(read_mutants_module(path), mutant)
    code = cst.Module([original]).code.strip().splitlines()
    define = next(i for i, s in enumerate(code, start=1) if s.lstrip().startswith(("def ", "async def ")))
    return at - define + 1


def sample(names: dict[str, list[str]], size: int, seed: int) -> list[str]:
    """``size`` mutants drawn with ``seed``, spread over every module in proportion to its
    mutants (at least one from each)."""
    total = sum(map(len, names.values()))
    rng = random.Random(seed)
    chosen: list[str] = []
    for module in sorted(names):
        keys = names[module]
        share = max(1, round(size * len(keys) / total))
        chosen += rng.sample(keys, min(share, len(keys)))
    return chosen


def _tokens(code: str) -> list[tuple[int, str]] | None:
    skip = {tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER}
    try:
        found = tokenize.generate_tokens(io.StringIO(code.replace(" / ", "\n")).readline)
        return [(t.type, t.string) for t in found if t.type not in skip]
    except (tokenize.TokenError, SyntaxError):
        return None


def _prose(token: tuple[int, str]) -> bool:
    return token[0] == tokenize.STRING and " " in token[1]


def words_only(before: str, after: str) -> bool:
    """Whether a change alters only the words of prose a person reads (a prompt, a message:
    a string with a space in it), or replaces such words by None: no rule is written in them,
    and the rulings rightly do not quote them. Anything else, a name or a key included, is not."""
    old, new = _tokens(before), _tokens(after)
    if old is None or new is None or len(old) != len(new) or old == new:
        return False
    return all(
        a == b or (_prose(a) and (b[0] == tokenize.STRING or b == (tokenize.NAME, "None")))
        for a, b in zip(old, new, strict=True)
    )


# --- where a change is: the node of the function it replaces -----------------------------

# The calls whose ``cause`` only names, in the play-by-play, the effect that made a change: the
# verbs that pass it to an event or to another such verb (tests/test_mutants.py checks each),
# and the events (engine.core.events) that show it. The kit publishes no cause and no rule
# reads one, so replacing it by None changes words for people only, as a prompt's words do.
# (``cancel_scoring`` is not here: it keeps its cause as the round's mark of no scoring.)
CAUSE_VERBS = (
    "move",
    "to_discard",
    "to_hand",
    "pass_cards",
    "to_deck_bottom",
    "draw",
    "reveal",
    "give",
    "give_all",
    "take_while_in_play",
    "rotate",
    "set_value",
    "double_win",
    "first_next_round",
    "ban_next_round",
    "swap_scores",
)
# Fields of events that hold words for people alone: why (cause), by what (a suppression's
# ``by``), for how long (``until``), and a card's name beside its id (every event that names
# a card holds its id too, which is what the rulings, the kit and the views read).
EVENT_WORDS = ("cause", "by", "until", "name")
# The position builder's checks of what it is given (engine.core.table, tablespec): the
# field a refusal names, the refusal itself and its guard, and the spec kept for the site.
INPUT_MODULES = ("engine.core.table", "engine.core.tablespec")
INPUT_CALLS = ("_setup", "record", "player", "new_card", "new_cards")
# Whole functions that check input: a player's name (with the nearest name when it is
# wrong), that the table is still being set up, and a card's name as a person may type it
# (another case, spaces for hyphens: the command line's input), with the nearest card when
# it names none (tests/test_catalog.py).
INPUT_FUNCTIONS = (
    "engine.core.table.Table.player",
    "engine.core.table.Table._setup",
    "engine.core.catalog.spelled",
)


@functools.cache
def _functions(module: str) -> dict[str, ast.AST]:
    """The functions of mutmut's copy of a module (every mutant is a function of its own)."""
    path = WORK / Path(*module.split(".")).with_suffix(".py")
    if not path.exists():
        path = path.with_suffix("") / "__init__.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {n.name: n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)}


def _differ(a: object, b: object, path: list[ast.AST]) -> tuple[list[ast.AST], object, object] | None:
    """The first place where two trees differ: the nodes down to it, and the two values there."""
    if type(a) is not type(b):
        return path, a, b
    if isinstance(a, list):
        if len(a) != len(b):  # type: ignore[arg-type]
            return path, a, b
        for x, y in zip(a, b, strict=True):  # type: ignore[call-overload]
            if (found := _differ(x, y, path)) is not None:
                return found
        return None
    if isinstance(a, ast.AST):
        for field in a._fields:
            if isinstance(a, ast.FunctionDef | ast.AsyncFunctionDef) and field in ("name", "decorator_list"):
                continue
            if (found := _differ(getattr(a, field, None), getattr(b, field, None), [*path, a])) is not None:
                return found
        return None
    return None if a == b else (path, a, b)


def changed_node(mutant: str) -> tuple[list[ast.AST], object, object] | None:
    """Where a mutant changes its function: the original's nodes down to the change, and what
    is there before and after (a node, a list of them, or a plain value)."""
    module = module_of(mutant)
    name = mutant.rpartition(".")[2]
    functions = _functions(module)
    mangled = name.partition("__mutmut_")[0]
    original, changed = functions.get(f"{mangled}__mutmut_orig"), functions.get(name)
    if original is None or changed is None:
        return None
    return _differ(original, changed, [])


def changed_node_text(mutant: str) -> str:
    """The source of the statement (or expression) around a mutant's change, as it was."""
    found = changed_node(mutant)
    if found is None:
        return ""
    path, before, _ = found
    node = next((n for n in reversed(path) if isinstance(n, ast.stmt)), before)
    return ast.unparse(node) if isinstance(node, ast.AST) else str(node)


def _callee(call: ast.Call) -> str | None:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else None


@functools.cache
def _parameters(callee: str) -> tuple[str, ...]:
    """The parameters of a cause verb (after self), or the fields of an event."""
    from engine.core import events
    from engine.core.verbs import Verbs

    if callee in CAUSE_VERBS:
        return tuple(inspect.signature(getattr(Verbs, callee)).parameters)[1:]
    event = getattr(events, callee, None)
    if isinstance(event, type) and issubclass(event, events.Event):
        return tuple(f.name for f in dataclasses.fields(event))
    return ()


def _argument(call: ast.Call, before: object, after: object) -> str | None:
    """The parameter of ``call`` that the change replaces by None or leaves out, if any."""
    params = _parameters(_callee(call) or "")
    if isinstance(before, list) and isinstance(after, list):  # an argument left out
        if before is call.args and len(after) == len(before) - 1:
            gone = next(
                i for i, a in enumerate(before) if i >= len(after) or ast.dump(a) != ast.dump(after[i])
            )
            return params[gone] if gone < len(params) else None
        if before is call.keywords and len(after) == len(before) - 1:
            names = {k.arg for k in after}  # type: ignore[attr-defined]
            return next((k.arg for k in before if k.arg not in names), None)
        return None
    words = isinstance(before, ast.Constant) and isinstance(before.value, str)
    if not (
        isinstance(after, ast.Constant) and (after.value is None or (words and isinstance(after.value, str)))
    ):
        return None
    for i, a in enumerate(call.args):
        if a is before:
            return params[i] if i < len(params) else None
    return next((k.arg for k in call.keywords if k.value is before), None)


def _on_self(call: ast.Call) -> bool:
    f = call.func
    return isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "self"


# Functions that only put things into words for people: the play-by-play's lines (each
# event's ``__str__``), a permission and a place as the play-by-play names them, the notes of
# the site's picture of a mood (engine.core.snapshot: "chose Joy", "suppressed").
WORDS_FUNCTIONS = (
    "engine.core.decisions.Decision.labels",  # the words of an answer, in the play-by-play's Chose
    "engine.core.permissions.describe",
    "engine.core.verbs.Verbs.zone_label",
    "engine.core.snapshot.mood_notes",
)

# Events of the play-by-play that only narrate a fact the state holds and the rulings check
# there: a turn begins (the turn), a mood is played (the moods), a player passes or ends their
# turn (the turn), Hurt Feelings is given (the player's banked permission), a suppression
# ends and a value changes (the mood's value and suppression), a mood turns to its other side
# (its value), a mood remembers a color (its color), colors are banned next round (the
# round's bans), a round's scoring changes (no scoring, a double win, who goes first next:
# the round's state). No rule, no step and no part of the conformance
# kit reads them (only self-play's statistics: tests/test_mutants.py checks), so a change to
# one, to what it says or to whether it is told, changes words for people, as a prompt's
# words do.
NARRATION = (
    "TurnBegan",
    "Played",
    "Passed",
    "HurtFeelings",
    "SuppressionEnded",
    "ValueChanged",
    "Rotated",
    "Remembered",
    "Banned",
    "RoundChanged",
)


def _tells(stmt: ast.stmt) -> bool:
    """Whether a statement only adds a narrating event to the play-by-play."""
    return (
        isinstance(stmt, ast.Expr)
        and isinstance(stmt.value, ast.Call)
        and _callee(stmt.value) == "append"
        and len(stmt.value.args) == 1
        and isinstance(stmt.value.args[0], ast.Call)
        and _callee(stmt.value.args[0]) in NARRATION
    )


# Functions that only narrate: they add narrating events and keep what they need to know
# when to (tests/test_mutants.py checks both, and that nothing else reads what they keep).
NARRATING_FUNCTIONS = ("engine.core.verbs.Verbs._tell_changes",)


def narration_only(mutant: str) -> bool:
    """Whether a mutant changes only a narrating event: what it holds, the event itself, or
    the test that decides whether it is told (or anything in a function that only narrates)."""
    if function_of(mutant) in NARRATING_FUNCTIONS:
        return True
    found = changed_node(mutant)
    if found is None:
        return False
    path, before, _ = found
    if isinstance(before, ast.Call) and _callee(before) in NARRATION:
        return True
    for i, node in enumerate(path):
        if isinstance(node, ast.Call) and _callee(node) in NARRATION:
            return True
        last = i + 1 == len(path)
        test = isinstance(node, ast.If) and (last or path[i + 1] is node.test)
        if test and node.body and not node.orelse and all(_tells(s) for s in node.body):  # type: ignore[attr-defined]
            return True
    return False


# Calls whose argument at this position is a message for people (a refusal's reason).
MESSAGES = {"RuleViolation": 1}


def message_only(mutant: str) -> bool:
    """Whether a mutant changes only what a local name holds when that name is read nowhere
    but in the words of messages (a card's name or a place in a refusal's reason): words
    for people, like a prompt's."""
    found = changed_node(mutant)
    if found is None or not found[0]:
        return False
    path = found[0]
    assign = next((n for n in path if isinstance(n, ast.Assign)), None)
    if assign is None or len(assign.targets) != 1 or not isinstance(assign.targets[0], ast.Name):
        return False
    if any(n is assign.targets[0] for n in path):  # the name itself changed
        return False
    name, function = assign.targets[0].id, path[0]
    in_messages = {
        id(inner)
        for call in ast.walk(function)
        if isinstance(call, ast.Call) and (at := MESSAGES.get(_callee(call) or "")) is not None
        if len(call.args) > at and isinstance(call.args[at], ast.JoinedStr)
        for inner in ast.walk(call.args[at])
    }
    uses = [
        n
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)
    ]
    return bool(uses) and all(id(n) in in_messages for n in uses)


# Calls with an argument that holds words for people: an option's label (its position, and
# its keyword). An answer names an option by its key (a card, a player, a color), or a rules'
# option by the published key of its words; the kit compares options without their labels.
LABELS = {"Option": (1, "label")}


def label_only(mutant: str) -> bool:
    """Whether a mutant changes only how an option's label is worded: anything inside the
    label argument of an ``Option``, the argument itself included."""
    found = changed_node(mutant)
    if found is None:
        return False
    path, before, _ = found
    for i, node in enumerate(path):
        if isinstance(node, ast.Call) and (spec := LABELS.get(_callee(node) or "")) is not None:
            at, name = spec
            inner = path[i + 1] if i + 1 < len(path) else before
            if (len(node.args) > at and inner is node.args[at]) or (
                isinstance(inner, ast.keyword) and inner.arg == name
            ):
                return True
    return False


def cause_only(mutant: str) -> bool:
    """Whether a mutant only changes or takes away the cause the play-by-play gives a change
    (the effect that made it), or the words of the play-by-play: words for people, like a
    prompt's."""
    function = function_of(mutant)
    if function in WORDS_FUNCTIONS or (
        module_of(mutant) == "engine.core.events" and function.endswith(".__str__")
    ):
        return True
    found = changed_node(mutant)
    if found is None:
        return False
    path, before, after = found
    if path and isinstance(path[-1], ast.Constant):  # a string changed in place: the constant
        path, before, after = path[:-1], path[-1], ast.Constant(after)
        if path and isinstance(path[-1], ast.keyword):
            path, before = path[:-1], path[-1].value
    call = path[-1] if path and isinstance(path[-1], ast.Call) else None
    if (
        call is None
        and len(path) >= 2
        and isinstance(path[-2], ast.Call)
        and isinstance(path[-1], ast.keyword)
    ):
        call, before = path[-2], path[-1].value  # a keyword's value replaced
    if call is None or (callee := _callee(call)) is None:
        return False
    param = _argument(call, before, after)
    return (callee in CAUSE_VERBS and param == "cause") or (
        callee not in CAUSE_VERBS and param in EVENT_WORDS
    )


def input_check(mutant: str) -> bool:
    """Whether a mutant of the position builder changes only how it checks what it is given:
    a refusal (``raise PositionError``), the guard of one, the field it names, a local that only
    such guards read, or the spec it keeps for the site. The rulings build only positions that
    can be; the refusals are tested where input is (tests/test_bad_input.py), and the rules they
    echo where the game meets them."""
    if function_of(mutant) in INPUT_FUNCTIONS:
        return True
    if module_of(mutant) not in INPUT_MODULES:
        return False
    found = changed_node(mutant)
    if found is None:
        return False
    path, _, _ = found

    def refusal(node: ast.AST) -> bool:
        return (
            isinstance(node, ast.Raise)
            and isinstance(node.exc, ast.Call)
            and _callee(node.exc) == "PositionError"
        )

    for i, node in enumerate(path):
        if refusal(node):
            return True
        guard = isinstance(node, ast.If) and i + 1 < len(path) and path[i + 1] is node.test
        if guard and all(refusal(s) for s in node.body):  # type: ignore[attr-defined]
            return True
        if isinstance(node, ast.Call) and _callee(node) in INPUT_CALLS and _on_self(node):
            return True
    # a guard's test itself changed (the If is the last node: its test was replaced whole)
    last = path[-1] if path else None
    if isinstance(last, ast.If) and bool(last.body) and all(refusal(s) for s in last.body):
        return True
    # the value of a local that only refusals' guards read (Table.set_turn's earlier)
    assign = next((n for n in path if isinstance(n, ast.Assign)), None)
    if (
        assign is None
        or not path
        or not (len(assign.targets) == 1 and isinstance(assign.targets[0], ast.Name))
    ):
        return False
    local, function = assign.targets[0].id, path[0]
    guards = [n for n in ast.walk(function) if isinstance(n, ast.If) and n.body and all(map(refusal, n.body))]
    guarded = {id(n) for g in guards for n in ast.walk(g.test)}
    reads = [
        n
        for n in ast.walk(function)
        if isinstance(n, ast.Name) and n.id == local and isinstance(n.ctx, ast.Load)
    ]
    return bool(reads) and all(id(n) in guarded for n in reads)


# --- what mutation testing leaves out -----------------------------------------------------

# The functions of the rules' code marked ``# pragma: no mutate block``, and the modules that
# pyproject.toml's ``do_not_mutate`` leaves out whole: machinery that is no rule of the game, so
# that the rulings alone neither can nor should pin it; other tests do. tests/test_mutants.py
# checks that these are exactly the functions so marked and the modules so listed.
LEFT_OUT = {
    "engine.core.answers": "the step language: how a ruling's words name an option, a card and the "
    "question they answer, and the errors of words that name nothing (tests/test_answers.py, "
    "tests/test_answer_steps.py); the rulings read through it, no rule is in it",
    "engine.core.promises": "the promises a table keeps at every moment, which every Example, "
    "self-play and loading a position check: a check of the rules' code, not a rule; a mutant "
    "making it lenient passes every correct table, so it is tested on tables broken on purpose "
    "(tests/test_position.py, tests/test_position_fuzz.py)",
    "engine.core.game.Game.atomically": "rolling back a refused action (tests/test_bad_input.py)",
    "engine.core.game.Game._restore": "rolling back a refused action (tests/test_bad_input.py)",
    "engine.core.game.Game.resumable": "saving a game (tests/test_position.py, self-play)",
    "engine.core.game.Game.origin": "saving a game (tests/test_position.py, self-play)",
    "engine.core.game.Game.resume": "loading a saved game (tests/test_position.py, self-play)",
    "engine.core.game.Game.answer_saved": "loading a saved game's answers (tests/test_position.py)",
    "engine.core.state.GameState.copy": "the copies rolling back and saving keep",
    "engine.core.state._clone": "the copies rolling back and saving keep",
    "engine.core.decisions.Decision.match": "a saved game's answers, read from JSON",
    "engine.core.decisions._as_json": "a saved game's answers, read from JSON",
    "engine.core.table.Table._new_spec": "the table spec kept for the site's Try it link",
    "engine.core.table.Table.record": "the table spec kept for the site's Try it link",
    "engine.core.tablespec._names": "reading a table spec, the Try it page's input (tests/test_tryit.py)",
    "engine.core.tablespec.build": "reading a table spec, the Try it page's input (tests/test_tryit.py)",
    "engine.core.tablespec._format_of": "a table spec's teams: Try it's input (tests/test_tryit.py)",
    "engine.core.tablespec.way_to_play": "a table spec's format: Try it's input (tests/test_tryit.py)",
    "engine.core.tablespec._per_player": "reading a table spec: Try it's input (tests/test_tryit.py)",
    "engine.core.tablespec.owners_of": "a duel's owners in a table spec, for Try it (tests/test_tryit.py)",
    "engine.core.tablespec.start_of": "the site's Try it link of an Example (tests/test_tryit.py)",
    "engine.core.tablespec.forced_choices": "the words of an error met while writing a ruling's steps",
    "engine.core.tablespec.seating_of": "a write-up's table, and the fuzz shrinker's (tests/test_writeup.py)",
    "engine.core.tablespec.spec_of": "a write-up's table, and the fuzz shrinker's (tests/test_writeup.py)",
    "engine.core.behaviour.hooks": "a card's hooks, for `moodswings ruling mutate` (tests/test_mutation.py)",
    "engine.core.behaviour.after_scoring_effects": "the effects a saved position may name "
    "(tests/test_position.py)",
    "engine.core.catalog.UnknownName.__init__": "an unknown name's error (tests/test_cli.py, "
    "tests/test_oracle.py)",
    "engine.core.catalog.nearest": "the spelling an unknown name's error offers (tests/test_engine.py, "
    "tests/test_lint.py, tests/test_cli.py)",
    "engine.core.errors.NotImplementedYet.__init__": "the error for a card the engine lacks: it lacks none",
    "engine.formats.get": "a way to play by name, for the command line and positions (tests/test_cli.py)",
    "engine.core.table.Table.around": "a loaded position's builder, for the conformance kit "
    "(tests/test_conformance.py)",
    "engine.core.snapshot.snapshot": "the site's picture of a table, an Example's before and after "
    "(tests/site/test_tryit.py); Try it compares two to check that a link rebuilds its table "
    "(tests/test_tryit.py)",
}


# --- the equivalent list ----------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    function: str
    before: str
    after: str
    why: str


def equivalents() -> list[Entry]:
    data = tomllib.loads(EQUIVALENT.read_text(encoding="utf-8")) if EQUIVALENT.exists() else {}
    return [Entry(e["function"], e["before"], e["after"], e["why"]) for e in data.get("mutant", [])]


def listed(mutant: str, entries: list[Entry], change: tuple[str, str] | None = None) -> Entry | None:
    """The entry that explains this mutant: the same function and the same change (the
    number mutmut gives a mutant shifts when its function is edited; the change does not)."""
    function = function_of(mutant)
    before, after = change or change_of(mutant)
    for e in entries:
        if e.function == function and e.before == before and e.after == after:
            return e
    return None


# --- running ------------------------------------------------------------------------------


# the titles mutmut shows as it goes from one phase of a run to the next
PHASES = (
    "Running stats",
    "Listing all tests",
    "Running clean tests",
    "Running forced fail test",
    "Running mutation testing",
)


def run_mutmut(names: list[str], workers: int) -> dict[str, object]:
    """mutmut over these mutants (all of them if none are named), at the lowest priority,
    with bytecode cached (each mutant's process imports the engine afresh). The run, for the
    ledger: its date, its mutants, the seconds they took and each phase before them."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    WORK.mkdir(exist_ok=True)
    say(f"running mutmut over {len(names) or 'every'} mutant(s); its output is in {LOG.relative_to(ROOT)}")
    start = time.perf_counter()
    seen: dict[str, float] = {}
    stopped = None  # why the run ended before mutmut finished, if it did
    running: list[subprocess.Popen[str]] = []
    reading: list[bool] = []  # [True] while mutmut's output is read
    killed: list[str] = []  # when the run was stopped by hand (Ctrl-C) or killed

    def kill(signum: int, frame: object) -> None:
        """A kill stops the run as Ctrl-C does, at any moment: while mutmut is being started, it
        is stopped as soon as it is; while its output is read, the reading stops."""
        killed.append(f"{datetime.datetime.now():%H:%M}")
        for process in running:
            process.terminate()
        if reading:
            raise KeyboardInterrupt

    before = signal.signal(signal.SIGTERM, kill)
    command = ["nice", "-n", "19", str(MUTMUT), "run", "--max-children", str(workers), *names]
    try:
        with (
            LOG.open("w") as log,
            subprocess.Popen(
                command, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
            ) as mutmut,
        ):
            running.append(mutmut)
            if killed:  # killed while it was being started
                mutmut.terminate()
            assert mutmut.stdout is not None
            tail = ""
            try:
                reading.append(True)
                for chunk in iter(lambda: mutmut.stdout.read(256), ""):  # type: ignore[union-attr]
                    log.write(chunk)
                    tail = tail[-64:] + chunk  # a title may be cut between two reads
                    for phase in PHASES:
                        if phase not in seen and phase in tail:
                            seen[phase] = time.perf_counter() - start
                            say(f"{seen[phase]:6.0f} s  {phase}")
            finally:
                reading.clear()
    except KeyboardInterrupt:  # stopped by hand (Ctrl-C), or killed: what mutmut measured is kept
        killed.append(f"{datetime.datetime.now():%H:%M}")
        for process in running:
            process.terminate()
    finally:
        signal.signal(signal.SIGTERM, before)
    if killed:
        stopped = f"stopped by hand at {killed[0]}; the ledger keeps what it measured"
    end = time.perf_counter() - start
    if running and running[0].wait() and stopped is None:
        stopped = f"mutmut failed (exit {running[0].returncode}); the ledger keeps what it measured"
    marks = [*seen.values(), end]
    phases = {p: round(marks[i + 1] - marks[i], 1) for i, p in enumerate(seen)}
    seconds = phases.pop("Running mutation testing", end)
    say(f"the mutants took {seconds:.0f} s; before them: {phases}")
    run: dict[str, object] = {
        "date": datetime.datetime.now().isoformat(timespec="seconds"),
        "mutants": len(names) or None,
        "workers": workers,
        "seconds": round(seconds),
        "phases": phases,
    }
    return run if stopped is None else {**run, "stopped": stopped}


def readme_figures(text: str, results: dict[str, Any]) -> str:
    """README's paragraph on mutation testing with the figures of these results (what
    tests/test_readme.py checks it against), wrapped again as the README is."""
    run, total = results["run"], Counter[str]()
    for counts in results["modules"].values():
        total.update(counts)
    runs = f"{run['runs']} run{'s' if run['runs'] != 1 else ''}"
    n = r"[\d,]+"
    figures = {
        rf"it makes {n} small changes": f"it makes {run['made']:,} small changes",
        rf"Measured so far \([^)]*\): {n} of the {n} mutants: {n} killed, {n} timed out, {n}": (
            f"Measured so far ({run['date']}, {runs}): {total['tested']:,} of the {run['made']:,} "
            f"mutants: {total['killed']:,} killed, {total['timed_out']:,} timed out, {total['words']:,}"
        ),
        rf"{n} changing only how a position's input is checked, {n} equivalent, {n} in a "
        rf"function no Example reaches and {n} surviving": (
            f"{total['input']:,} changing only how a position's input is checked, "
            f"{total['equivalent']:,} equivalent, {total['no_tests']:,} in a function no Example "
            f"reaches and {total['survived']:,} surviving"
        ),
    }
    paragraphs = text.split("\n\n")
    for i, paragraph in enumerate(paragraphs):
        if "Measured so far (" in paragraph:
            flat = " ".join(paragraph.split())
            for pattern, words in figures.items():
                flat, found = re.subn(pattern, words, flat)
                if found != 1:
                    raise SystemExit(f"README.md: the words {pattern!r} are not there once")
            paragraphs[i] = textwrap.fill(flat, width=README_WIDTH, break_on_hyphens=False)
            return "\n\n".join(paragraphs)
    raise SystemExit("README.md has no paragraph with 'Measured so far ('")


# The rules that explain a survivor without an Example, each with its verdict and why, in
# words a reader can check against the mutant's line (mutation/words-and-input.toml).
WHY = {
    "prose": (
        "words",
        "only the words of a prompt or a message for people (a string with a space in it) change, "
        "or become None: no rule is written in them, and no ruling quotes them",
    ),
    "cause": (
        "words",
        "only the cause the play-by-play gives a change (the effect that made it), or the "
        "play-by-play's own words, change: the kit publishes no cause and no rule reads one",
    ),
    "narration": (
        "words",
        "only a narrating event of the play-by-play changes (what it holds, or whether it is told): "
        "no rule, step or part of the kit reads those events",
    ),
    "message": (
        "words",
        "only a value read nowhere but in the words of a refusal's message changes",
    ),
    "label": (
        "words",
        "only how an option's label is worded changes: an answer names an option by its key, and "
        "the kit compares options without their labels",
    ),
    "input": (
        "input",
        "only how the position builder checks what it is given changes (a refusal, its guard, the "
        "field it names, or the spec it keeps for the site): the rulings build only positions that "
        "can be, and tests/test_bad_input.py pins the refusals",
    ),
}


def explained_by(key: str, change: tuple[str, str]) -> str | None:
    """The rule of ``WHY`` that explains a survivor, if one does."""
    if words_only(*change):
        return "prose"
    for rule, applies in (
        ("cause", cause_only),
        ("narration", narration_only),
        ("message", message_only),
        ("label", label_only),
        ("input", input_check),
    ):
        if applies(key):
            return rule
    return None


def explanation(key: str, entries: list[Entry], change: tuple[str, str] | None = None) -> str:
    """Why a mutant that survived needs no Example: "words" (it changes only words for people
    or a narrating event), "input" (only how a position's input is checked), "equivalent" (on
    the list, with why), or "survived" (nothing explains it)."""
    change = change or change_of(key)
    rule = explained_by(key, change)
    if rule is not None:
        return WHY[rule][0]
    return "equivalent" if listed(key, entries, change) else "survived"


def tally(
    names: dict[str, list[str]], measured: set[str], entries: list[Entry]
) -> tuple[dict[str, dict[str, int]], list[dict[str, str]], list[dict[str, Any]]]:
    """Per module: mutants made and, of those measured, how each ended; the survivors no
    entry of the equivalent list explains; and the survivors a rule of ``WHY`` explains, each
    with its function, its line, its change and the rule."""
    found = verdicts()
    modules: dict[str, dict[str, int]] = {}
    survivors: list[dict[str, str]] = []
    explained: list[dict[str, Any]] = []
    for module, keys in sorted(names.items()):
        counts: Counter[str] = Counter(made=len(keys))
        for key in keys:
            if key not in measured or found.get(key) is None:
                continue
            counts["tested"] += 1
            verdict = SHOWN.get(found[key] or "", "other")
            if verdict == "survived":
                change = change_of(key)
                rule = explained_by(key, change)
                if rule is not None:
                    verdict = WHY[rule][0]
                    explained.append(
                        {
                            "function": function_of(key),
                            "line": line_of(key),
                            "before": change[0],
                            "after": change[1],
                            "rule": rule,
                        }
                    )
                elif listed(key, entries, change):
                    verdict = "equivalent"
                else:
                    survivors.append(
                        {"mutant": key, "function": function_of(key), "before": change[0], "after": change[1]}
                    )
            counts[verdict] += 1
        modules[module] = {
            k: counts[k]
            for k in (
                "made",
                "tested",
                "killed",
                "equivalent",
                "words",
                "input",
                "survived",
                "timed_out",
                "no_tests",
                "other",
            )
        }
    return modules, survivors, explained


def write_explained(explained: list[dict[str, Any]]) -> None:
    """mutation/words-and-input.toml: each survivor a rule explains, one line each, in the
    order of their functions and lines, after the rules' reasons."""
    rows = sorted(explained, key=lambda e: (e["function"], e["line"], e["before"], e["after"]))

    def string(text: str) -> str:
        return json.dumps(text, ensure_ascii=False)  # a JSON string is a TOML basic string

    lines = [
        "# Mutants that survived the rulings and need no Example, because they change only words for",
        "# people or only how a position's input is checked (python3 tasks.py mutants writes this file;",
        "# scripts/mutants.py WHY holds the rules). One line each: the function mutmut changed, the line",
        "# of the function it changes (counted from its def line as 1), that line and what it became (as",
        "# `mutmut show <mutant>` prints them, joined by ' / '), and the rule that explains it, whose",
        "# reason is in [why] below. tests/test_mutants.py checks that each function still reads so at",
        "# that line. A mutant the rules do not explain is in equivalent.toml, with its own reason, or",
        "# among the survivors.",
        "",
        "mutant = [",
        *(
            f"  {{ function = {string(e['function'])}, line = {e['line']}, before = {string(e['before'])}, "
            f"after = {string(e['after'])}, rule = {string(e['rule'])} }},"
            for e in rows
        ),
        "]",
        "",
        "[why]",
        *(f"{rule} = {string(f'{verdict}: {why}')}" for rule, (verdict, why) in WHY.items()),
        "",
    ]
    files.write_text(EXPLAINED, "\n".join(lines))


def write_json(path: Path, data: object) -> None:
    path.parent.mkdir(exist_ok=True)
    files.write_text(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


# What mutmut records of which rulings reach which function; it records it again only when
# the engine changes, so a new or changed Example would not be run against the mutants of a
# function it now reaches (and they would count as surviving).
STATS = WORK / "mutmut-stats.json"
# The rules' code is watched too: a function new since the record is reached by no ruling in it.
RULINGS = ("features", "steps", "conftest.py", "tests/test_rulings.py", "tests/mutants_plugin.py", "engine")


def forget_stale_reach() -> None:
    """Drop mutmut's record of which rulings reach which function if a ruling, a step, the
    rulings' test or the rules' code has changed since it was made (about a minute to make
    again)."""
    if not STATS.exists():
        return
    made = STATS.stat().st_mtime
    for name in RULINGS:
        path = ROOT / name
        files = path.rglob("*") if path.is_dir() else [path]
        if any(f.is_file() and f.suffix != ".pyc" and f.stat().st_mtime > made for f in files):
            say(f"{name} changed since mutmut recorded which rulings reach which function: again")
            STATS.unlink()
            return


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sample", type=int, help="run a sample of this many mutants, not all")
    parser.add_argument("--seed", type=int, default=0, help="the sample's seed (default 0)")
    parser.add_argument(
        "--module", help="only the mutants (of the sample, or all) of a module or package: engine.core.table"
    )
    parser.add_argument(
        "--again",
        action="store_true",
        help="run again the mutants the ledger (mutation/verdicts.json) already has a verdict of",
    )
    parser.add_argument("--workers", type=int, default=1, help="mutants run at once (default 1)")
    parser.add_argument(
        "--survivors",
        action="store_true",
        help="run again only the survivors nobody has explained (after Examples were added)",
    )
    parser.add_argument(
        "--absorb",
        type=Path,
        metavar="DIR",
        help="take the verdicts of another mutants/ folder, for functions unchanged here",
    )
    parser.add_argument(
        "--record",
        action="store_true",
        help="run nothing: record what mutmut has measured of the sample (or of all) in mutation/",
    )
    parser.add_argument(
        "--ci",
        type=int,
        metavar="N",
        help="CI's check: N mutants of those the committed results measured; fails on a survivor "
        "that is neither on the equivalent list nor among the committed survivors",
    )
    parser.add_argument(
        "--readme",
        action="store_true",
        help="run nothing: write the committed results' figures into README.md's paragraph",
    )
    args = parser.parse_args()

    if args.readme:
        files.write_text(
            README, readme_figures(README.read_text(encoding="utf-8"), json.loads(RESULTS.read_text()))
        )
        say(f"{README.relative_to(ROOT)}: the figures of {RESULTS.relative_to(ROOT)}")
        return
    if args.ci and WORK.exists():
        # CI's draw is made from the commit alone: mutmut keeps a file's mutants while they are
        # newer than its source, so a mutants/ left by an earlier run (a worktree's, or one cut
        # short while writing a file) could test stale or empty copies of the engine
        shutil.rmtree(WORK)
    drawn: list[str] = []
    if args.ci:
        # the same draw until the results are recorded again: CI passes or fails on the commit.
        # Drawn from the mutants the last run measured (by name), so that only their modules'
        # mutants need making: making all of them was most of CI's time.
        seed = args.seed or int(hashlib.sha256(RESULTS.read_bytes()).hexdigest()[:8], 16)
        pool: dict[str, list[str]] = {}
        for key in ledger_names():
            pool.setdefault(module_of(key), []).append(key)
        drawn = sample(pool, args.ci, seed)
        drawn = random.Random(seed).sample(drawn, min(args.ci, len(drawn)))
        say(f"CI: {len(drawn)} mutants drawn with seed {seed} (again: --ci {args.ci} --seed {seed})")

    forget_stale_reach()
    say("making the mutants (mutmut; kept from the last run for unchanged files)")
    start = time.perf_counter()
    names = generate({module_of(k) for k in drawn} if args.ci else None)
    everything = [k for keys in names.values() for k in keys]
    say(f"{len(everything)} mutants in {len(names)} modules ({time.perf_counter() - start:.0f} s)")

    if args.ci:
        # a name the code no longer has (its function changed since the run) is left out
        chosen = [k for k in drawn if k in set(everything)]
        if len(chosen) < len(drawn):
            say(f"CI: {len(drawn) - len(chosen)} drawn mutant(s) no longer exist; record the mutants again")
    else:
        chosen = sample(names, args.sample, args.seed) if args.sample else everything
    if args.module:
        chosen = [k for k in chosen if f"{module_of(k)}.".startswith(f"{args.module}.")]
        if not chosen:
            sys.exit(f"no mutants in {args.module!r}: the modules are {', '.join(sorted(names))}")
    if not args.ci:
        given = restore()
        say(f"{given} verdicts from {LEDGER.relative_to(ROOT)}, of functions unchanged since")
    if args.absorb:
        say(f"{absorb(args.absorb)} verdicts from {args.absorb}, of functions unchanged since")
    found = verdicts()
    if args.survivors:
        entries = equivalents()
        chosen = [k for k in chosen if found.get(k) == "survived" and explanation(k, entries) == "survived"]
        say(f"{len(chosen)} survivors nobody has explained to run again (a ruling added since may kill them)")
    elif not args.again:
        left = [k for k in chosen if found.get(k) is None]
        say(f"{len(chosen) - len(left)} of {len(chosen)} mutants already have a verdict (again: --again)")
        chosen = left
    run = None
    if not args.record and chosen:
        run = run_mutmut([] if chosen == everything else chosen, args.workers)
        found = verdicts()
    if not args.ci:
        keep(run)  # a stopped run too: its time and what it measured
    if run is not None and "stopped" in run:
        sys.exit(f"{run['stopped']} (see {LOG}); the rest: run the same command again")
    measured = {k for k in everything if found.get(k) is not None}
    modules, survivors, explained = tally(names, measured, equivalents())
    for module, m in modules.items():
        if m["tested"]:
            print(
                f"    {module}: {m['tested']} of {m['made']} tested, {m['killed']} killed, "
                f"{m['equivalent']} equivalent, {m['words']} words only, {m['input']} input checks, "
                f"{m['survived']} survived, "
                f"{m['no_tests']} not reached, {m['timed_out']} timed out"
            )

    if args.ci:
        known = {(s["function"], s["before"], s["after"]) for s in json.loads(SURVIVORS.read_text())}
        new = [s for s in survivors if (s["function"], s["before"], s["after"]) not in known]
        for s in survivors:
            tag = "NEW" if s in new else "known, awaiting an Example"
            print(f"    survived ({tag}): {s['mutant']}: {s['before']!r} -> {s['after']!r}")
        if new:
            sys.exit(
                f"{len(new)} mutant(s) survived the rulings and are not explained: write the Example "
                "that kills each, or list it in mutation/equivalent.toml with the reason"
            )
        return
    runs = ledger()["runs"]
    write_json(
        RESULTS,
        {
            "run": {
                "date": datetime.date.today().isoformat(),
                "made": len(everything),
                "measured": len(measured),
                "complete": len(measured) == len(everything),
                "runs": len(runs),
                # the mutants' time in every run the ledger's verdicts come from
                "seconds": round(sum(r["seconds"] for r in runs)),
                "tool": "mutmut 3.8.1, the rulings only (tests/test_rulings.py)",
            },
            "modules": modules,
            "left_out": LEFT_OUT,
        },
    )
    write_json(SURVIVORS, survivors)
    write_explained(explained)
    say(
        f"wrote {', '.join(str(f.relative_to(ROOT)) for f in (RESULTS, SURVIVORS, EXPLAINED))}: "
        f"{len(measured)} of {len(everything)} mutants measured, {len(survivors)} survivors"
    )


if __name__ == "__main__":
    main()
