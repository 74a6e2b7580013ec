"""The rules site's own Sphinx extension.

Before Sphinx reads anything, it writes the generated pages (cards, rules chapters,
gallery, coverage, errata, step reference) from the feature files and from the results
of the last run of the suite (``build/results.json``), and the home page's contents.
"""

from __future__ import annotations

from pathlib import Path

from sphinx.application import Sphinx

from engine.sources import coverage

from .pages import write_pages


def generate(app: Sphinx) -> None:
    docs = Path(app.srcdir)
    folders = write_pages(docs)
    toc = "\n".join(
        [
            "cards/index",
            *(f"{f}/index" for f in folders),
            "reference/coverage",
            "reference/errata",
            "reference/steps",
        ]
    )
    groups = coverage().per_group()
    progress = "; ".join(f"{g}: {done} of {total}" for g, (done, total) in groups.items())
    text = (
        f"**Progress.** Rulings encoded so far, by source: {progress}. "
        "The [coverage page](reference/coverage.md) has the detail, card by card.\n\n"
        f"```{{toctree}}\n:maxdepth: 1\n:titlesonly:\n:caption: Contents\n\n{toc}\n```\n"
    )
    target = docs / "_generated" / "toc.md"
    target.parent.mkdir(exist_ok=True)
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("builder-inited", generate)
    app.add_css_file("moodswings.css")
    app.add_js_file("gallery.js")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
