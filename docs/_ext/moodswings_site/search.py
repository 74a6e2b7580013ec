"""The ruling finder: a small index of every ruling (its words, its card, its examples'
results), searched in the browser by ``_static/finder.js`` on the home page and on
find.html (where the sidebar's search box leads)."""

from __future__ import annotations

import json
from pathlib import Path

from engine.catalog import faces
from engine.rulings import features

from .mechanics import MECHANICS
from .render import rule_label
from .results import rule_outcomes, worst


def page_of(feature) -> str:  # type: ignore[no-untyped-def]
    """The ruling's page, from the site's root."""
    if feature.card:
        return f"cards/{feature.card}.html"
    return f"{feature.path.parent.name}/{feature.path.stem}.html"


def index() -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for f in features():
        where = faces()[f.card].name if f.card else f.name
        for i, r in enumerate(f.rules, start=1):
            counts = rule_outcomes(f, r)
            steps = " ".join(
                " ".join(
                    [e.name, *(s.text for s in e.steps), *(" ".join(c) for s in e.steps for c in s.table)]
                )
                for e in r.examples
            )
            rows.append(
                {
                    "u": f"{page_of(f)}#{rule_label(f, i)}",
                    "c": where,
                    "t": r.name,
                    "d": r.description,
                    "n": " ".join(r.notes),
                    "m": " ".join(m.title for m in MECHANICS if m.has_ruling(r)),
                    "x": steps,
                    "k": len(r.examples),
                    "s": worst(counts),
                    "e": int(r.erratum),
                    "p": int(r.pending),
                }
            )
    return rows


def write_index(static: Path) -> None:
    static.mkdir(parents=True, exist_ok=True)
    text = "window.MS_RULINGS = " + json.dumps(index(), ensure_ascii=False, separators=(",", ":")) + ";\n"
    target = static / "rulings-index.js"
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


FINDER = """<div class="ms-finder" data-root="{root}">
<input class="ms-finder-input" type="search" autocomplete="off" autofocus
 placeholder="Search the rulings: suppressed, discard pile, Imagination, anger.4 …"
 aria-label="Search the rulings">
<p class="ms-finder-count" aria-live="polite"></p>
<ol class="ms-finder-results"></ol>
</div>"""


def finder(root: str) -> str:
    """The finder's HTML; ``root`` leads from the page to the site's root."""
    return FINDER.format(root=root)
