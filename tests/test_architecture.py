"""The code's layout holds: every module imports alone, no import cycle, the layers, steps/.

- Every module of ``engine/`` and ``steps/`` imports on its own, in a process of its own
  (forked; see ``_ALONE`` for why that is the same as a fresh interpreter).
- The import graph, read from the source (``ast``: imports at module level and inside
  functions, not those under ``if TYPE_CHECKING:``), has no cycle, and its edges respect
  the layers written in ``LAYERS`` (docs/tools/architecture.md explains them).
- ``steps/`` holds step definitions only: each module defines steps, and nothing there is
  a class (worlds, errors and tools live in ``engine/``).
- The map of the code (README.md and docs/tools/architecture.md) names every subpackage.
"""

from __future__ import annotations

import ast
import json
import os
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOPS = ("engine", "steps")

# Which parts of the code each part may import. The rules (core and formats) and the cards
# are the inside; the tools around them may import the inside, never the other way round.
RULES = {"core", "formats", "files"}
EVERYTHING = {
    "api",
    "files",
    "core",
    "formats",
    "cards",
    "party",
    "interfaces",
    "knowledge",
    "scenarios",
    "selfplay",
    "steps",
}
LAYERS: dict[str, set[str]] = {
    "files": {"files"},
    "core": RULES,
    "formats": RULES,
    "cards": {"cards", "core", "formats"},
    "party": {"party", "core"},
    # the rulings side (reading, checking and playing the feature files) needs no self-play
    "knowledge": EVERYTHING - {"api", "selfplay"},
    "scenarios": EVERYTHING - {"api", "selfplay"},
    "steps": EVERYTHING - {"api", "selfplay"},
    # self-play needs no rulings
    "selfplay": EVERYTHING - {"api", "knowledge", "scenarios", "steps"},
    "interfaces": EVERYTHING - {"api"},
    # engine/__init__.py: the public API and the composition root (it imports the cards)
    "api": EVERYTHING,
}
STEP_DECORATORS = {"step", "given", "when", "then"}


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _files() -> dict[str, Path]:
    return {_module(p): p for top in TOPS for p in sorted((ROOT / top).rglob("*.py"))}


MODULES = _files()


def part(module: str) -> str:
    """Which part of the code a module belongs to (a key of ``LAYERS``)."""
    parts = module.split(".")
    if parts[0] == "steps":
        return "steps"
    if module == "engine":
        return "api"
    return parts[1]


def _type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    def __init__(self, module: str, is_package: bool) -> None:
        self.package = module if is_package else module.rpartition(".")[0]
        self.found: list[tuple[str, int]] = []

    def visit_If(self, node: ast.If) -> None:
        if _type_checking(node.test):
            for child in node.orelse:
                self.visit(child)
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        self.found += [(alias.name, node.lineno) for alias in node.names]

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            up = self.package.split(".")[: len(self.package.split(".")) - (node.level - 1)]
            base = ".".join([*up, base] if base else up)
        for alias in node.names:
            whole = f"{base}.{alias.name}"
            self.found.append((whole if whole in MODULES else base, node.lineno))


def imports(module: str, source: str | None = None) -> list[tuple[str, int]]:
    """The project's modules that ``module`` imports (with the line), from its source."""
    if source is None:
        return _imports(module)
    visitor = _Imports(module, MODULES[module].name == "__init__.py")
    visitor.visit(ast.parse(source))
    return [(name, line) for name, line in visitor.found if name in MODULES and name != module]


@cache
def _imports(module: str) -> list[tuple[str, int]]:
    return imports(module, MODULES[module].read_text(encoding="utf-8"))


def graph(sources: dict[str, str] | None = None) -> dict[str, set[str]]:
    sources = sources or {}
    return {m: {name for name, _ in imports(m, sources.get(m))} for m in MODULES}


def cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a chain (its first module again at its end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(m: str) -> list[str] | None:
        state[m] = 1
        path.append(m)
        for n in sorted(edges.get(m, ())):
            if state.get(n) == 1:
                return [*path[path.index(n) :], n]
            if n not in state and (found := visit(n)):
                return found
        path.pop()
        state[m] = 2
        return None

    for m in sorted(edges):
        if m not in state and (found := visit(m)):
            return found
    return None


def layer_breaks(sources: dict[str, str] | None = None) -> list[str]:
    sources = sources or {}
    out = []
    for m in MODULES:
        for name, line in imports(m, sources.get(m)):
            if part(name) not in LAYERS[part(m)]:
                where = MODULES[m].relative_to(ROOT)
                out.append(f"{where}:{line}: {m} ({part(m)}) imports {name} ({part(name)})")
    return out


def test_every_module_has_a_layer() -> None:
    assert {part(m) for m in MODULES} <= set(LAYERS), {part(m) for m in MODULES} - set(LAYERS)


def test_no_import_cycle() -> None:
    found = cycle(graph())
    assert found is None, "an import cycle: " + " → ".join(found or [])


def test_a_cycle_is_found_and_shown_as_a_chain() -> None:
    """The check can fail: the behaviour registry importing the cards again closes a cycle."""
    behaviour = MODULES["engine.core.behaviour"].read_text(encoding="utf-8")
    found = cycle(graph({"engine.core.behaviour": behaviour + "\n\ndef _load():\n    import engine.cards\n"}))
    assert found is not None and found[0] == found[-1]
    assert "engine.core.behaviour" in found and "engine.cards" in found


def test_the_layers_hold() -> None:
    breaks = layer_breaks()
    assert not breaks, "imports across the layers (see LAYERS and docs/tools/architecture.md):\n" + "\n".join(
        breaks
    )


def test_a_layer_break_is_found() -> None:
    """The check can fail: the core importing an interface, or a card, is named with its line."""
    view = MODULES["engine.core.view"].read_text(encoding="utf-8")
    breaks = layer_breaks({"engine.core.view": view + "\nfrom engine.interfaces import position\n"})
    assert any(b.startswith("engine/core/view.py:") and "engine.interfaces.position" in b for b in breaks)
    game = MODULES["engine.core.game"].read_text(encoding="utf-8")
    assert layer_breaks({"engine.core.game": "import engine.cards\n" + game})


def test_types_imported_for_type_checking_only_are_not_edges() -> None:
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from engine.core.game import Game\n"
    assert imports("engine.cards.red", source) == []
    assert imports("engine.cards.red", "def f():\n    from engine.core.game import Game\n") == [
        ("engine.core.game", 2)
    ]


# -- every module imports alone ------------------------------------------------------------------

# Each module is imported in a process of its own, forked from a parent that has loaded the
# third-party libraries and no module of the project. Importing ``engine.x.y`` runs
# ``engine/__init__.py`` to its end before anything else of the project, so a process that
# has imported ``engine`` alone is where any ``engine.x.y`` import starts: the parent
# imports it (after forking the children of ``engine`` itself and of ``steps/``, which start
# from nothing) and forks the other children from there. Bytecode is cached in a temporary
# folder (never beside the sources), so that no child compiles the engine again.
_ALONE = r"""
import compileall, importlib, json, os, sys, traceback
import pytest, pytest_bdd, gherkin  # third-party only: no module of the project
assert not [m for m in sys.modules if m.split(".")[0] in ("engine", "steps")]
modules, jobs, out = json.loads(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
sys.pycache_prefix, sys.dont_write_bytecode = os.path.join(out, "pycache"), False
for top in ("engine", "steps"):
    compileall.compile_dir(top, quiet=1)
running, failed = {}, {}
def reap():
    pid, status = os.wait()
    module = running.pop(pid)
    if status:
        with open(os.path.join(out, module)) as f:
            failed[module] = f.read()
def alone(module):
    while len(running) >= jobs:
        reap()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            importlib.import_module(module)
        except BaseException:
            with open(os.path.join(out, module), "w") as f:
                f.write(traceback.format_exc())
            code = 1
        os._exit(code)
    running[pid] = module
first = ["engine"] + [m for m in modules if m.split(".")[0] != "engine"]
for module in first:
    alone(module)
while running:
    reap()
if "engine" not in failed:
    import engine
    for module in modules:
        if module not in first:
            alone(module)
while running:
    reap()
print(json.dumps(failed))
"""


def import_each_alone(out: Path) -> subprocess.CompletedProcess[str]:
    """Every module imported in a process of its own (``_ALONE``), its problems written into
    ``out``; scripts/bench.py times the same."""
    (out / "out").mkdir()
    return subprocess.run(
        [sys.executable, "-c", _ALONE, json.dumps(sorted(MODULES)), str(os.cpu_count() or 2), f"{out}/out"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,  # a guard against a hang, not a measure: the benchmark measures it
    )


def test_every_module_imports_alone() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        done = import_each_alone(Path(tmp))
    assert done.returncode == 0, done.stderr
    failed = json.loads(done.stdout)
    assert not failed, "modules that do not import alone:\n" + "\n".join(
        f"{m}:\n{e}" for m, e in failed.items()
    )


# -- steps/ holds step definitions only ------------------------------------------------------------


def _is_step(node: ast.AST) -> bool:
    def name(d: ast.expr) -> str:
        f = d.func if isinstance(d, ast.Call) else d
        return f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""

    return isinstance(node, ast.FunctionDef) and any(name(d) in STEP_DECORATORS for d in node.decorator_list)


def steps_problems(module: str, source: str | None = None) -> list[str]:
    path = MODULES[module]
    tree = ast.parse(source if source is not None else path.read_text(encoding="utf-8"))
    problems = []
    if not any(_is_step(n) for n in tree.body):
        problems.append(f"{path.relative_to(ROOT)} defines no step")
    problems += [
        f"{path.relative_to(ROOT)}:{n.lineno}: class {n.name} belongs in engine/ (steps/ holds steps only)"
        for n in tree.body
        if isinstance(n, ast.ClassDef)
    ]
    return problems


def test_steps_holds_step_definitions_only() -> None:
    problems = [p for m in MODULES if m.startswith("steps.") for p in steps_problems(m)]
    assert not problems, "\n".join(problems)


def test_a_module_without_steps_in_steps_is_found() -> None:
    assert steps_problems("steps.actions", "def helper() -> None:\n    pass\n") == [
        "steps/actions.py defines no step"
    ]
    source = MODULES["steps.actions"].read_text(encoding="utf-8") + "\n\nclass World:\n    pass\n"
    assert len(steps_problems("steps.actions", source)) == 1


# -- the map ---------------------------------------------------------------------------------------


def test_the_map_names_every_subpackage() -> None:
    """README.md and the docs' ARCHITECTURE page name every folder of the code."""
    folders = sorted(
        {p.parent.relative_to(ROOT).as_posix() for top in TOPS for p in (ROOT / top).rglob("__init__.py")}
        | {"engine/data"}
    )
    for page in ("README.md", "docs/tools/architecture.md"):
        text = (ROOT / page).read_text(encoding="utf-8")
        missing = [f for f in folders if f"{f}/" not in text and f"{f.rpartition('/')[2]}/" not in text]
        assert not missing, f"{page} does not name {', '.join(missing)}"
