"""The ruling finder's index for the site: the finder's documents (``engine.knowledge.finder``,
the same that ``moodswings rulings`` searches), each with its address on the site and the
results of the last run, written to ``rulings-index.js`` and searched in the browser by
``_static/finder.js`` on the home page and on find.html (where the sidebar's search box
leads), with the same ranking as the command line.

Words are cut to their stems by the Snowball English stemmer, in Python (``snowballstemmer``)
and in the browser (the same stemmer, which Sphinx ships in ``_static/language_data.js``).

Why our own index rather than Pagefind (evaluated, version 1.5.2 from PyPI, on this site):
Pagefind indexes pages, not rulings, requires every word of a query on the page (it drops no
common words) and knows nothing of cards; of the 19 questions of tests/site/questions.toml
it answered 3 in its first five results, this finder all of them. Its bundle is also bigger
(2 MB on disk, fetched in pieces); this index is one file of about 150 kB gzipped, fetched
only when the finder is used. It also carries what the finder ranks a question's parts by
(``engine.knowledge.ruling_facts``: each ruling's cards, ways to play and situations, and
each example's, by the blank card test: the same facts as the command line's in this clone),
what it says a result is found for, and how a Try it table sets each card
up (``engine.knowledge.question_table``): the browser ranks and sets up, Python decides.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.knowledge import finder as engine_finder
from engine.knowledge.finder import Document, site_path

from .anchors import page_of, rule_anchor
from .results import rule_outcomes, worst


def url(d: Document) -> str:
    """A document's address on the site, from its root."""
    if d.feature is not None and d.rule is not None:
        return f"{page_of(d.feature)}#{rule_anchor(d.feature, d.index)}"
    path = site_path(d)
    assert path is not None, d.id
    return path


def facts(d: Document, card: dict[str, int], situation: dict[str, int]) -> dict[str, object]:
    """A document's facts (``engine.knowledge.ruling_facts``), short: a card by its place in
    the index's cards, a situation by its place in its situations, each field only if it
    holds something. ``ac`` the cards it is about ("12o 40t"), ``fw`` the ways to play its
    chapter is about, ``sw`` the kinds of game its words speak of (``tw`` its title), ``st`` and ``sd`` the
    situations its title and its explanation are about, ``xs`` its examples: each its name,
    the cards it exercises ("p") or only names ("n"), the way to play it exercises and the
    situations it makes happen."""
    f = d.facts

    def sits(found: frozenset[str]) -> str:
        return " ".join(str(situation[s]) for s in situation if s in found)

    def levels(cards: dict[str, str]) -> str:
        return " ".join(f"{card[c]}{level}" for c, level in cards.items())

    out: dict[str, object] = {
        "ac": levels(f.cards),
        "fw": " ".join(sorted(f.formats)),
        "sw": " ".join(sorted(f.said)),
        "tw": " ".join(sorted(f.titled)),
        "st": sits(f.situations),
        "sd": sits(f.described),
        "xs": [[e.name, levels(e.cards), e.format, sits(e.situations)] for e in f.examples],
    }
    return {k: v for k, v in out.items() if v}


def row(d: Document, card: dict[str, int], situation: dict[str, int]) -> dict[str, object]:
    out: dict[str, object] = {
        "i": d.id,
        "u": url(d),
        "c": d.where,
        "t": d.title,
        "d": d.shown,
        "g": d.kind,
        "a": " ".join(d.a),
        "b": " ".join(d.b),
        "x": " ".join(d.x),
    }
    if d.notes:
        out["n"] = " ".join(d.notes)
    out.update(facts(d, card, situation))
    if d.feature is not None and d.rule is not None:
        out.update(
            k=len(d.rule.examples),
            s=worst(rule_outcomes(d.feature, d.rule)),
            e=int(d.rule.erratum),
            p=int(d.rule.pending),
        )
    return out


def index() -> dict[str, object]:
    f = engine_finder.finder()
    card = {c.slug: i for i, c in enumerate(f.cards)}
    situation = {s: i for i, s in enumerate(f.situations)}
    return {"docs": [row(d, card, situation) for d in f.docs], **f.data()}


def write_index(static: Path) -> None:
    static.mkdir(parents=True, exist_ok=True)
    text = "window.MS_SEARCH = " + json.dumps(index(), ensure_ascii=False, separators=(",", ":")) + ";\n"
    target = static / "rulings-index.js"
    if not target.exists() or target.read_text(encoding="utf-8") != text:
        target.write_text(text, encoding="utf-8")


FINDER = """<form class="ms-finder" data-root="{root}" role="search" action="{root}find.html">
<input class="ms-finder-input" name="q" type="search" autocomplete="off"
 placeholder="Ask a question: Can Anger discard a suppressed Generosity?"
 aria-label="Search the rulings">
<p class="ms-finder-count" aria-live="polite"></p>
<p class="ms-finder-try" hidden></p>
<ol class="ms-finder-results"></ol>
</form>"""


def finder(root: str) -> str:
    """The finder's HTML; ``root`` leads from the page to the site's root."""
    return FINDER.format(root=root)
