"""The Try it page: the reference engine in the browser, under Pyodide.

At each build this writes ``_static/tryit/engine.zip``, the engine as it is in this checkout,
but only the modules the page imports: those ``moodswings_site.tryit_session`` imports (the
three site modules the page runs, ``tables``, ``linking`` and ``tryit_session``, as the
namespace package ``moodswings_site``), and those they import in turn, at the top of a
module or inside a function, with the card data they read. The imports inside functions
that the page never calls, and that would bring in more, are named in ``NOT_SHIPPED``, each
with why. So the page always runs the engine that proved the rulings, never a copy kept by
hand, and fetches nothing it does not run.

It also writes the page's own block (``_generated/tryit.md``): where to load Pyodide from
(the pinned version, from its official CDN, unless a local copy is served next to the site
at ``_pyodide/``), the engine package's address (with a hash of its content, so that a
browser keeps it, and what it made from it, until the next build changes it), the page's
limits, and the page's script and style, which no other page loads. ``tryit_link`` gives
each example its "Try it" link: the table spec of its starting position, recorded by the
last run of the suite (``engine/scenarios/report.py``).
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import html
import json
import re
import tomllib
import zipfile
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sphinx.application import Sphinx
from sphinx.config import Config

from engine.core.errors import PositionError
from engine.core.tablespec import PLAYED, build
from engine.knowledge.rulings import PARTY_GAMES, ROOT, Example, Feature, Step, features

from .linking import raw
from .tryit_session import LIMITS

PYODIDE_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["moodswings"][
    "pyodide"
]
CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
LOCAL = "_pyodide/"  # a local copy, if the server has one (tasks.py pyodide; the browser tests)
SITE = "moodswings_site"
ENTRY = f"{SITE}.tryit_session"  # the module the page imports
STATIC = "tryit-static"  # under _generated: the engine's zip, copied to _static/tryit/
PAGE = "tryit.html"  # the page, from the site's root
EPOCH = (2026, 1, 1, 0, 0, 0)  # every file's date in the zip, so that a build gives the same bytes
# Imports inside functions that lead out of what the page runs, and why the page never calls them.
NOT_SHIPPED = {
    "engine.selfplay.simulate": "engine.new_game deals a seeded game; the page builds its table from a spec",
}


class BundleError(Exception):
    """A module the page may import cannot be shipped, or is not known to be left out."""


def module_file(name: str) -> Path | None:
    """The source file of one of the project's modules (the engine's or the site's); None for
    the standard library (Pyodide has it) and for ``moodswings_site`` itself, a namespace
    package in the browser (its ``__init__`` is the Sphinx extension)."""
    top, *rest = name.split(".")
    if top == SITE and rest:
        base = Path(__file__).resolve().parent.joinpath(*rest)
    elif top == "engine":
        base = ROOT.joinpath(top, *rest)
    else:
        return None
    if base.with_suffix(".py").is_file():
        return base.with_suffix(".py")
    return base / "__init__.py" if (base / "__init__.py").is_file() else None


def _imports(name: str, path: Path) -> list[tuple[str, bool]]:
    """(module, inside a function) for every import of a module's source."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[tuple[str, bool]] = []

    def visit(nodes: list[Any], inside: bool) -> None:
        for node in nodes:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(node.body, True)
                continue
            if isinstance(node, ast.Import):
                found.extend((a.name, inside) for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1])
                    target = f"{base}.{node.module}" if node.module else base
                else:
                    target = node.module or ""
                found.append((target, inside))
                found.extend((f"{target}.{a.name}", inside) for a in node.names)  # a submodule, maybe
            for field in ("body", "orelse", "finalbody", "handlers"):
                more = getattr(node, field, None)
                if isinstance(more, list):
                    visit(more, inside)

    visit(ast.parse(path.read_text(encoding="utf-8")).body, False)
    return found


@cache
def shipped_modules() -> dict[str, Path]:
    """Every module the page may import: name -> source file, in name order."""
    seen: dict[str, Path] = {}
    todo = [ENTRY]
    while todo:
        name = todo.pop()
        path = module_file(name)
        if name in seen or path is None:
            continue
        seen[name] = path
        parts = name.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]  # the packages around it
        for target, inside in _imports(name, path):
            if inside and target in NOT_SHIPPED:
                continue
            todo.append(target)
    for name in NOT_SHIPPED:
        if name in seen:
            raise BundleError(f"{name} is imported at the top of a shipped module: drop it from NOT_SHIPPED")
    return dict(sorted(seen.items()))


def bundle_files() -> list[tuple[str, Path]]:
    """(name in the zip, file) for the modules the page imports and the card data they read."""
    files = [
        ("/".join(name.split(".")) + ("/__init__.py" if path.name == "__init__.py" else ".py"), path)
        for name, path in shipped_modules().items()
    ]
    text = "".join(p.read_text(encoding="utf-8") for _, p in files)
    data = sorted(d for d in (ROOT / "engine" / "data").iterdir() if d.is_file() and f"data/{d.name}" in text)
    return files + [(f"engine/data/{d.name}", d) for d in data]


def bundle_hash() -> str:
    """A short hash of the engine package's content: in its address, so a new build is fetched."""
    digest = hashlib.sha256()
    for name, file in bundle_files():
        digest.update(name.encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def write_bundle(path: Path) -> None:
    """The zip the page unpacks into Pyodide; rewritten only when its contents change."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for name, file in bundle_files():
            info = zipfile.ZipInfo(name, EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, file.read_bytes())
    if path.exists() and path.read_bytes() == tmp.read_bytes():
        tmp.unlink()
    else:
        tmp.replace(path)


def page_block(repository: str = "") -> str:
    """The page's working part: the table, filled in by the script once the engine runs, and
    the page's limits (from ``tryit_session.LIMITS``, which the page keeps). ``repository``
    is the project's address (``repository.address``), where a write-up opens an issue; empty,
    the page offers no such link."""
    return raw(
        f'<link rel="stylesheet" href="_static/tryit/tryit.css">'
        # the CDN's connection is opened while the page is read (a local copy needs none)
        f'<link rel="preconnect" href="{html.escape(CDN.split("/pyodide/")[0])}" crossorigin>'
        f'<div id="tryit" class="ms-tryit" data-cdn="{html.escape(CDN)}" data-local="{LOCAL}"'
        f' data-engine="_static/tryit/engine.zip?v={bundle_hash()}" data-pyodide="{PYODIDE_VERSION}"'
        f' data-repository="{html.escape(repository)}">'
        '<p class="ms-tryit-status" role="status" aria-live="polite">'
        "Loading the engine (Pyodide, then the reference engine)…</p>"
        '<noscript><p class="ms-tryit-error">The table runs the engine in your browser: it needs '
        "JavaScript.</p></noscript></div>"
        f'<script type="application/json" id="ms-tryit-backgrounds">{backgrounds_json()}</script>'
        '<script type="module" src="_static/tryit/tryit.js"></script>'
    ) + (
        f"\n\n**Limits.** A link holds at most {LIMITS['history']} earlier plays (each is played "
        "again through the engine, and each one left on the table makes the next one dearer) and "
        f"{LIMITS['answers']:,} answers given since (replayed one by one, in a time that grows with "
        f"their number); each part of a link is at most {LIMITS['text']:,} characters, nested at most "
        f"{LIMITS['depth']} deep. A link beyond them, or with a field of the wrong kind, is refused "
        "with a message naming the field, and the page opens on an empty table.\n"
    )


def backgrounds_json() -> str:
    """The Background of each card's feature file (its Given steps), as JSON for the page: a
    write-up for a card's file is fitted under it (``tryit_session.set_backgrounds``)."""
    found = {
        f.card: [s.text for s in f.background]
        for f in features()
        if f.card and f.path.parent.name == "cards" and f.background
    }
    return json.dumps(found, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/")


def tryit_href(start: dict[str, Any], root: str = "../") -> str:
    """The Try it page at this table spec (``root`` leads from the page to the site's root):
    ``tryit.html#spec=<JSON>``, then ``&answers=<JSON>`` once something is played. Empty
    fields are left out (the page fills them in), and the JSON's brackets, colons and commas
    are left as they are: the links on a card page stay short."""
    spec = {k: v for k, v in start.items() if v and (k, v) != ("round", 1)}
    text = json.dumps(spec, separators=(",", ":"), ensure_ascii=False)
    return f"{root}{PAGE}#spec={quote(text, safe='{}[]:,')}"


SET_UP = "the game is set up"
CANNOT_SET_UP = "the game cannot be set up because "


def link_spec(start: dict[str, Any], steps: Sequence[Step]) -> dict[str, Any]:
    """The spec an example's link opens: its starting position, recorded by the last run;
    where the example's first action is setting up a new game (or is the refusal to), that new
    game (``new_game``: the engine sets it up as the table opens, and who goes first is the
    setup's to say)."""
    first = next((s.text for s in steps if s.kind in ("when", "then")), "")
    if first == SET_UP or first.startswith(CANNOT_SET_UP):
        return {**{k: v for k, v in start.items() if k not in ("turn", "first")}, "new_game": True}
    return start


def why_no_link(steps: Sequence[Step]) -> str:
    """Why an example of Mood Swings has no link: what about its table a spec cannot say."""
    given = [s.text for s in steps if s.kind == "given"]
    played = [i for i, text in enumerate(given) if re.fullmatch(PLAYED, text)]
    later = given[played[0] + 1 :] if played else []
    if any(not re.fullmatch(PLAYED, text) and not TURN_STEP.fullmatch(text) for text in later):
        return (
            "its earlier plays come between the cards put on the table, and a link puts every card "
            "on the table before the earlier plays, which would not make the same table"
        )
    return "a link cannot set its table up as its Given steps do"


TURN_STEP = re.compile(r"it is [A-Z][a-z]+'s turn|[A-Z][a-z]+ went first this round|it is round \d+")


def tryit_link(found: dict[str, Any] | None, feature: Feature, example: Example) -> str:
    """An example's "Try it" link, when the last run recorded its starting position; else,
    for an example of Mood Swings, why it has none. Every page with examples is one folder
    down from the root (cards/, rules/, formats/...)."""
    steps = [*feature.background, *example.steps]
    if not found or not isinstance(found.get("start"), dict):
        if feature.path.parent.name in PARTY_GAMES or not found or found.get("outcome") != "passed":
            return ""
        return f'<p class="ms-tryit-try ms-tryit-none">No Try it link: {html.escape(why_no_link(steps))}.</p>'
    spec = link_spec(found["start"], steps)
    said = "open the table at this example's start and play it yourself"
    if spec.get("new_game"):
        said = "open the table before its setup: the engine sets it up as it opens, and you play on"
        try:
            build(spec)
        except PositionError as e:  # the example's own outcome: the engine refuses the table
            said = f"open the table: the engine refuses to set it up, as this example says ({e.message})"
    return (
        f'<p class="ms-tryit-try"><a class="ms-tryit-link" href="{html.escape(tryit_href(spec))}">'
        f"Try it</a>: {html.escape(said)}</p>"
    )


def add_static(app: Sphinx, config: Config) -> None:
    (Path(app.srcdir) / "_generated" / STATIC).mkdir(parents=True, exist_ok=True)
    config.html_static_path.append(f"_generated/{STATIC}")


def weight(bundle: Path) -> str:
    """What the engine package weighs and holds, and the page's own scripts and style, as built
    (the page's "What it weighs")."""
    every = sum(1 for p in (ROOT / "engine").rglob("*.py") if "__pycache__" not in p.parts)
    ours = sum(1 for name in shipped_modules() if name.startswith("engine"))
    own = sorted((ROOT / "docs" / "_static" / "tryit").glob("tryit*.*"))
    size = sum(p.stat().st_size for p in own)
    packed = sum(len(gzip.compress(p.read_bytes(), 9, mtime=0)) for p in own)
    return (
        f"The engine package is {bundle.stat().st_size / 1000:.0f} kB zipped: the {len(shipped_modules())} "
        f"modules the page imports ({ours} of the engine's {every}, and the page's own "
        f"{len(shipped_modules()) - ours}) and the card data. The page's own scripts and style "
        f"({', '.join(p.name for p in own)}) are {size / 1000:.0f} kB ({packed / 1000:.0f} kB compressed "
        "with gzip, as a server may send them).\n"
    )


def _write(path: Path, text: str) -> None:
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)


def generate(app: Sphinx) -> None:
    out = Path(app.srcdir) / "_generated"
    bundle = out / STATIC / "tryit" / "engine.zip"
    write_bundle(bundle)
    _write(out / "tryit.md", page_block(app.config.moodswings_repository.rstrip("/")))
    _write(out / "tryit-weight.md", weight(bundle))


def setup(app: Sphinx) -> None:
    app.connect("config-inited", add_static)
    app.connect("builder-inited", generate)
