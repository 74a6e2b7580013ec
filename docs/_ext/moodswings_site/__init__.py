"""The rules site's own Sphinx extension.

Before Sphinx reads anything, it writes the generated pages (cards, gallery, mechanics,
rules chapters, coverage, errata, step reference) from the feature files and from the
results of the last run of the suite (``build/results.json``), the home page's live parts,
and the ruling finder's index (``_generated/static/rulings-index.js``).
"""

from __future__ import annotations

import functools
import posixpath
import re
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.config import Config

from . import leads
from .anchors import RulingAnchors
from .glossary import write_glossary
from .linking import raw
from .pages import browse, home_parts, status_legend, write_pages
from .search import finder, write_index
from .tools import write_tool_pages
from .tryit import setup as setup_tryit

GENERATED = "_generated"


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def generate(app: Sphinx) -> None:
    docs = Path(app.srcdir)
    leads.REPOSITORY = app.config.moodswings_repository.rstrip("/")
    folders = write_pages(docs)
    write_tool_pages(docs)
    write_glossary(docs)
    toc = "\n".join(
        [
            "Find a ruling <find>",
            "Try it: ask the engine <tryit>",
            "cards/index",
            "mechanics/index",
            *(f"{f}/index" for f in folders),
            "glossary/index",
            "reference/errata",
            "reference/coverage",
            "reference/open-questions",
            "reference/steps",
            "reference/sources",
            "reference/refusals",
            "tools/api",
            "tools/oracle",
            "tools/positions",
            "tools/conformance",
            "tools/cli",
            "tools/architecture",
        ]
    )
    out = docs / GENERATED
    # hidden: the sidebar shows it; the home page does not repeat it
    write(
        out / "toc.md",
        f"```{{toctree}}\n:hidden:\n:maxdepth: 1\n:titlesonly:\n:caption: Contents\n\n{toc}\n```\n",
    )
    write(out / "status.md", home_parts())
    write(out / "browse.md", browse())
    write(out / "legend.md", raw(f'<p class="ms-legend">{status_legend()}</p>'))
    write(out / "finder-home.md", raw(finder("")))
    write(out / "finder-page.md", raw(finder("")))
    write_index(out / "static")


def add_static(app: Sphinx, config: Config) -> None:
    """The finder's index is written before the build reads anything, into a static folder
    of its own (made now: Sphinx checks static folders before the builder starts)."""
    (Path(app.srcdir) / GENERATED / "static").mkdir(parents=True, exist_ok=True)
    config.html_static_path.append(f"{GENERATED}/static")


_NAVIGATION: dict[tuple[str, tuple[tuple[str, object], ...]], str] = {}
CURRENT = re.compile(r'class="([^"]*)"')


def with_levels(page_html: str) -> str:
    """Sphinx writes a table of contents' caption as ``role="heading"`` without the level
    that role requires (axe-core: a critical problem); it heads a list, at level 2."""
    return page_html.replace(
        'class="caption" role="heading">', 'class="caption" role="heading" aria-level="2">'
    )


def accessible(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: object) -> None:
    """The page's body, with what axe-core finds missing in Sphinx's HTML added: captions'
    levels, and code blocks reachable from the keyboard (they scroll sideways)."""
    if "body" in context:
        body = with_levels(context["body"])
        context["body"] = body.replace(
            '<div class="highlight"><pre>', '<div class="highlight"><pre tabindex="0">'
        )


def neutral(toctree_html: str, pagename: str) -> str:
    """The navigation without its marks of the page it was rendered for (its classes, and
    its link written as "#"); ``_static/navigation.js`` marks the current page in the browser."""
    toctree_html = toctree_html.replace('href="#"', f'href="{posixpath.basename(pagename)}.html"')

    def strip(m: re.Match[str]) -> str:
        kept = [c for c in m.group(1).split() if c not in ("current", "current-page")]
        return f'class="{" ".join(kept)}"'

    return CURRENT.sub(strip, toctree_html)


def shared_navigation(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: object) -> None:
    """Every page of a folder has the same navigation sidebar but for the current page's
    marks: render it once per folder instead of once per page (it was a third of the
    build). Runs before the theme computes the sidebar."""
    if "toctree" not in context:
        return
    render = context["toctree"]
    folder = posixpath.dirname(pagename)

    def toctree(**options: object) -> str:
        key = (folder, tuple(sorted(options.items())))
        if key not in _NAVIGATION:
            _NAVIGATION[key] = with_levels(neutral(render(**options), pagename))
        return _NAVIGATION[key]

    context["toctree"] = toctree


def remembered_stems(app: Sphinx, doctree: object, docname: str) -> None:
    """Sphinx's search index stems every word of every page again for each page; remember
    the stems across pages (the stemmer is a pure function of the word)."""
    indexer = getattr(app.builder, "indexer", None)
    lang = getattr(indexer, "lang", None)
    if lang is not None and not getattr(lang, "_ms_remembered", False):
        lang.stem = functools.cache(lang.stem)
        lang._ms_remembered = True


def setup(app: Sphinx) -> dict[str, object]:
    app.add_transform(RulingAnchors)
    app.add_config_value("moodswings_repository", "", "env", str)
    app.connect("html-page-context", shared_navigation, priority=400)
    app.connect("html-page-context", accessible)
    app.connect("doctree-resolved", remembered_stems)
    app.add_js_file("navigation.js")
    app.connect("config-inited", add_static)
    app.connect("builder-inited", generate)
    app.add_css_file("moodswings.css")
    app.add_js_file("gallery.js")
    app.add_js_file("finder.js")
    setup_tryit(app)
    return {"version": "2", "parallel_read_safe": True, "parallel_write_safe": True}
