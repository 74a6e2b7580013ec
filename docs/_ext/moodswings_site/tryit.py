"""The Try it page: the reference engine in the browser, under Pyodide.

At each build this writes ``_static/tryit/engine.zip``, the engine package as it is in
this checkout (every module of ``engine/`` and its card data) with the three site modules
the page runs (``tables``, ``linking``, ``tryit_session``, as the namespace package
``moodswings_site``), so the page always runs the engine that proved the rulings: never a
copy kept by hand. It also writes the page's own block (``_generated/tryit.md``): where to
load Pyodide from (the pinned version, from its official CDN, unless a local copy is
served next to the site at ``_pyodide/``) and the page's script and style, which no other
page loads. ``tryit_link`` gives each example its "Try it" link: the table spec of its
starting position, recorded by the last run of the suite (``engine/scenarios/report.py``).
"""

from __future__ import annotations

import html
import json
import tomllib
import zipfile
from pathlib import Path
from typing import Any
from urllib.parse import quote

from sphinx.application import Sphinx
from sphinx.config import Config

from engine.knowledge.rulings import ROOT

from .linking import raw

PYODIDE_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["moodswings"][
    "pyodide"
]
CDN = f"https://cdn.jsdelivr.net/pyodide/v{PYODIDE_VERSION}/full/"
LOCAL = "_pyodide/"  # a local copy, if the server has one (tasks.py pyodide; the browser tests)
SITE_MODULES = ("tables.py", "linking.py", "tryit_session.py")
STATIC = "tryit-static"  # under _generated: the engine's zip, copied to _static/tryit/
PAGE = "tryit.html"  # the page, from the site's root
EPOCH = (2026, 1, 1, 0, 0, 0)  # every file's date in the zip, so that a build gives the same bytes


def bundle_files() -> list[tuple[str, Path]]:
    """(name in the zip, file) for the engine package and the page's site modules."""
    engine = ROOT / "engine"
    files = [
        (p.relative_to(ROOT).as_posix(), p)
        for p in sorted(engine.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts and p.suffix in (".py", ".toml", ".txt")
    ]
    here = Path(__file__).resolve().parent
    files += [(f"moodswings_site/{name}", here / name) for name in SITE_MODULES]
    return files


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


def page_block() -> str:
    """The page's working part: the table, filled in by the script once the engine runs."""
    return raw(
        f'<link rel="stylesheet" href="_static/tryit/tryit.css">'
        f'<div id="tryit" class="ms-tryit" data-cdn="{html.escape(CDN)}" data-local="{LOCAL}"'
        f' data-engine="_static/tryit/engine.zip" data-pyodide="{PYODIDE_VERSION}">'
        '<p class="ms-tryit-status" role="status" aria-live="polite">'
        "Loading the engine (Pyodide, then the reference engine)…</p>"
        '<noscript><p class="ms-tryit-error">The table runs the engine in your browser: it needs '
        "JavaScript.</p></noscript></div>"
        '<script type="module" src="_static/tryit/tryit.js"></script>'
    )


def tryit_href(start: dict[str, Any], root: str = "../") -> str:
    """The Try it page at this table spec (``root`` leads from the page to the site's root):
    ``tryit.html#spec=<JSON>``, then ``&answers=<JSON>`` once something is played. Empty
    fields are left out (the page fills them in), and the JSON's brackets, colons and commas
    are left as they are: the links on a card page stay short."""
    spec = {k: v for k, v in start.items() if v and (k, v) != ("round", 1)}
    text = json.dumps(spec, separators=(",", ":"), ensure_ascii=False)
    return f"{root}{PAGE}#spec={quote(text, safe='{}[]:,')}"


def tryit_link(found: dict[str, Any] | None) -> str:
    """An example's "Try it" link, when the last run recorded its starting position. Every
    page with examples is one folder down from the root (cards/, rules/, formats/...)."""
    if not found or not isinstance(found.get("start"), dict):
        return ""
    return (
        f'<p class="ms-tryit-try"><a class="ms-tryit-link" href="{html.escape(tryit_href(found["start"]))}">'
        "Try it</a>: open the table at this example's start and play it yourself</p>"
    )


def add_static(app: Sphinx, config: Config) -> None:
    (Path(app.srcdir) / "_generated" / STATIC).mkdir(parents=True, exist_ok=True)
    config.html_static_path.append(f"_generated/{STATIC}")


def generate(app: Sphinx) -> None:
    out = Path(app.srcdir) / "_generated"
    write_bundle(out / STATIC / "tryit" / "engine.zip")
    text, page = page_block(), out / "tryit.md"
    if not page.exists() or page.read_text(encoding="utf-8") != text:
        tmp = page.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(page)


def setup(app: Sphinx) -> None:
    app.connect("config-inited", add_static)
    app.connect("builder-inited", generate)
