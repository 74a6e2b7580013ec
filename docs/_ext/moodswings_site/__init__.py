"""The rules site's own Sphinx extension.

Before Sphinx reads anything, it writes the generated pages (cards, gallery, mechanics,
rules chapters, coverage, errata, step reference) from the feature files and from the
results of the last run of the suite (``build/results.json``), the home page's live parts,
and the ruling finder's index (``_generated/static/rulings-index.js``).
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx
from sphinx.config import Config

from .glossary import write_glossary
from .linking import raw
from .pages import browse, home_parts, status_legend, write_pages
from .search import finder, write_index
from .tools import write_tool_pages

GENERATED = "_generated"


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def generate(app: Sphinx) -> None:
    docs = Path(app.srcdir)
    folders = write_pages(docs)
    write_tool_pages(docs)
    write_glossary(docs)
    toc = "\n".join(
        [
            "Find a ruling <find>",
            "cards/index",
            "mechanics/index",
            *(f"{f}/index" for f in folders),
            "glossary/index",
            "reference/errata",
            "reference/coverage",
            "reference/steps",
            "tools/api",
            "tools/oracle",
            "tools/positions",
            "tools/cli",
        ]
    )
    out = docs / GENERATED
    write(out / "toc.md", f"```{{toctree}}\n:maxdepth: 1\n:titlesonly:\n:caption: Contents\n\n{toc}\n```\n")
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


_NAVIGATION: dict[tuple[tuple[str, object], ...], str] = {}


def shared_navigation(app: Sphinx, pagename: str, templatename: str, context: dict, doctree: object) -> None:
    """The card pages are orphans in one folder, so their navigation sidebar is the same
    HTML: render it once instead of once per card (a third of the build's writing time).
    Runs before the theme computes the sidebar."""
    if not pagename.startswith("cards/") or pagename == "cards/index" or "toctree" not in context:
        return
    render = context["toctree"]

    def toctree(**options: object) -> str:
        key = tuple(sorted(options.items()))
        if key not in _NAVIGATION:
            _NAVIGATION[key] = render(**options)
        return _NAVIGATION[key]

    context["toctree"] = toctree


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("html-page-context", shared_navigation, priority=400)
    app.connect("config-inited", add_static)
    app.connect("builder-inited", generate)
    app.add_css_file("moodswings.css")
    app.add_js_file("gallery.js")
    app.add_js_file("finder.js")
    return {"version": "2", "parallel_read_safe": True, "parallel_write_safe": True}
