"""The ruling finder's index: every ruling, card, glossary term, mechanic and page of the
site, with its words already stemmed, searched in the browser by ``_static/finder.js``
on the home page and on find.html (where the sidebar's search box leads).

Words are cut to their stems by the Snowball English stemmer, here (Python's
``snowballstemmer``) and in the browser (the same stemmer, which Sphinx ships in
``_static/language_data.js``), and the common words Sphinx's search skips are skipped
here too: a question typed as a player would type it matches the rulings that use its
words in any form. Each document keeps its words in three strengths: its title (with its
card, mechanics and note ids), its explanation, and its examples.

Why our own index rather than Pagefind (evaluated, version 1.5.2 from PyPI, on this site):
Pagefind indexes pages, not rulings, requires every word of a query on the page (it drops no
common words) and knows nothing of cards; of the 19 questions of tests/site/questions.toml
it answered 3 in its first five results, this finder all of them. Its bundle is also bigger
(2 MB on disk, fetched in pieces); this index is one file of about 70 kB gzipped, fetched
only when the finder is used.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

import snowballstemmer
from sphinx.search.en import SearchEnglish

from engine.core.catalog import faces
from engine.knowledge.mechanics import MECHANICS, card_mechanics
from engine.knowledge.rulings import features

from .anchors import page_of, rule_anchor
from .glossary import TERMS
from .render import PARTY_GAMES
from .results import rule_outcomes, worst

# Sphinx's common English words, and a few more that questions begin with ("Can I ...")
ENGLISH_STOPWORDS = SearchEnglish.stopwords | {"can", "will", "also", "just"}

WORD = re.compile(r"[a-z0-9]+(?:['.-][a-z0-9]+)*")
# the players of the examples: every example has them, so they tell nothing apart
PLAYERS = frozenset({"alice", "bob", "carol", "dave", "dan", "erin", "frank"})
STEPS = frozenset({"given", "when", "then", "and", "but"})

# What people call the site's own pages, beside their titles (a page's words for itself).
PAGES = {
    "reference/errata": (
        "Errata",
        "Where an official note is wrong: what the source says, what the engine does instead, and why.",
        "errata erratum wrong mistake error changed change differ correction official note notes source",
    ),
    "reference/coverage": (
        "Coverage",
        "Which official notes and rules paragraphs are encoded as rulings, and which are still missing.",
        "coverage progress missing encoded done todo",
    ),
    "reference/steps": (
        "Step reference",
        "Every step a ruling's examples may use, for writing a new ruling.",
        "steps step gherkin write writing contribute new ruling feature syntax",
    ),
    "tools/oracle": (
        "The oracle",
        "Check your own Mood Swings program against the reference engine, one JSON request per line.",
        "oracle check test compare verify own program engine implementation json against conformance",
    ),
    "tools/conformance": (
        "The conformance kit",
        "Every ruling as a test your own engine can run: the vectors, the adapter protocol, a scorecard.",
        "conformance test vectors vector adapter protocol scorecard junit own engine implementation suite",
    ),
    "tools/api": (
        "The Python API",
        "The engine as a Python package: positions, plays, choices, values.",
        "python api package library engine import code",
    ),
    "tools/positions": (
        "Positions",
        "A game's position as JSON: every field, for saving, loading and the oracle.",
        "position positions json save load format field fields",
    ),
    "tools/cli": (
        "The command line",
        "The moodswings command: play, simulate, look up cards and rulings, run the oracle.",
        "command line cli terminal simulate shell",
    ),
    "tools/architecture": (
        "How the code is laid out",
        "For contributors: the folders of the code, where a rule lives, who may import whom.",
        "architecture code layout folders modules packages contribute contributor import layers",
    ),
    "cards/index": (
        "Cards",
        "All 133 cards, drawn as cards: narrow them down by color, rarity, value or mechanic.",
        "cards gallery all list color colour value worth rarity filter",
    ),
    "reference/sources": (
        "The sources",
        "Which card notes and rules the site encodes, and where they come from.",
        "sources source edition version notes rules document rulebook official",
    ),
}


# Words players use for what the rulings call otherwise (the query's word -> the rulings').
SAME = {
    "pick": "choose",
    "picks": "choose",
    "picked": "choose",
    "select": "choose",
    "target": "choose",
    "else": "another",
    "someone": "player",
    "somebody": "player",
    "anyone": "player",
    "everyone": "player",
    "lost": "lose",
    "won": "win",
    "colour": "color",
    "colours": "color",
    "opponents": "opponent",
    "graveyard": "discard",
    "library": "deck",
}


@cache
def stem(word: str) -> str:
    return _STEMMER.stemWord(word)


_STEMMER = snowballstemmer.stemmer("english")


def words(text: str) -> list[str]:
    """A text's words, lower case, with possessives and hyphens undone ("Hurt Feelings's"
    → hurt, feelings; "While-in-play" → while, in, play)."""
    out = []
    for w in WORD.findall(text.lower().replace("’", "'")):
        w = w.removesuffix("'s")
        out += [p for p in re.split(r"[.'-]", w) if p]
    return out


def stems(text: str, skip: frozenset[str] = frozenset()) -> list[str]:
    """The distinct stems of a text's words, in order, common words left out."""
    seen: dict[str, None] = {}
    for w in words(text):
        if w not in ENGLISH_STOPWORDS and w not in skip:
            seen.setdefault(stem(w), None)
    return list(seen)


def field(*texts: str, skip: frozenset[str] = frozenset(), minus: Iterable[str] = ()) -> str:
    taken = set(minus)
    return " ".join(s for s in stems(" ".join(texts), skip) if s not in taken)


def document(
    url: str,
    where: str,
    title: str,
    shown: str,
    strong: str,
    middle: str = "",
    weak: str = "",
    **more: object,
) -> dict[str, object]:
    a = field(title, where, strong)
    b = field(middle, minus=a.split())
    x = field(weak, skip=PLAYERS | STEPS, minus=[*a.split(), *b.split()])
    return {"u": url, "c": where, "t": title, "d": shown, "a": a, "b": b, "x": x, **more}


def rulings() -> list[dict[str, object]]:
    rows = []
    for f in features():
        where = faces()[f.card].name if f.card else f.name
        party = f.path.parent.name in PARTY_GAMES
        kind = "party" if party else "rule" if not f.card else ""
        for i, r in enumerate(f.rules, start=1):
            examples = " ".join(
                " ".join(
                    [e.name, *(s.text for s in e.steps), *(" ".join(c) for s in e.steps for c in s.table)]
                )
                for e in r.examples
            )
            mechanics = "" if party else " ".join(m.title for m in MECHANICS if m.has_ruling(r))
            rows.append(
                document(
                    f"{page_of(f)}#{rule_anchor(f, i)}",
                    where,
                    r.name,
                    r.description,
                    "",
                    f"{r.description} {mechanics}",
                    examples,
                    n=" ".join([*r.notes, *r.sources]),
                    g=kind,
                    # a ruling about cards together belongs to each of them, as a card's own does
                    m="|".join(faces()[c].name for c in f.cards_of(r) if c in faces())
                    if f.interactions
                    else "",
                    k=len(r.examples),
                    s=worst(rule_outcomes(f, r)),
                    e=int(r.erratum),
                    p=int(r.pending),
                )
            )
    return rows


def cards() -> list[dict[str, object]]:
    rows = []
    for slug, f in faces().items():
        mechanics = " ".join(m.title for m in card_mechanics(slug))
        rows.append(
            document(
                f"cards/{slug}.html",
                f.name,
                f"{f.name}: the card",
                f.text or "No abilities: this mood is simply its value.",
                f"card {f.color} {f.rarity}",
                f.text,
                mechanics,
                g="card",
            )
        )
    return rows


def other_pages() -> list[dict[str, object]]:
    rows = []
    for path, (title, blurb, names) in PAGES.items():
        rows.append(document(f"{path}.html", "Page", title, blurb, names, blurb, g="page"))
    for m in MECHANICS:
        rows.append(
            document(f"mechanics/{m.slug}.html", "Mechanic", m.title, m.blurb, "mechanic", m.blurb, g="page")
        )
    for t in TERMS:
        rows.append(
            document(f"glossary/index.html#{t.anchor}", "Glossary", t.title, t.gloss, "", t.gloss, g="page")
        )
    return rows


def card_table() -> list[list[object]]:
    """Each card's name, the stems of its name, color, rarity and value: the finder spots a
    card named in a question, and answers "which cards are green and worth 4 or more"."""
    return [[f.name, " ".join(stems(f.name)), f.color, f.rarity, f.top_right] for f in faces().values()]


def index() -> dict[str, object]:
    return {
        "docs": [*rulings(), *cards(), *other_pages()],
        "cards": card_table(),
        "stop": sorted(ENGLISH_STOPWORDS),
        "same": SAME,
    }


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
<ol class="ms-finder-results"></ol>
</form>"""


def finder(root: str) -> str:
    """The finder's HTML; ``root`` leads from the page to the site's root."""
    return FINDER.format(root=root)
