"""The glossary page: every term of the rules' vocabulary, its ruling, the cards whose text
uses it and the rulings that speak of it; and the terms of a card, for its page.

A term (``engine.knowledge.terms``: our own short gloss, never the rules document's
sentences) is found in a card's printed text, or in a ruling's title and explanation, by its
pattern. The ruling that defines a term is the Rule tagged ``@note:glossary.<term>``. New
cards and rulings join the page by themselves.
"""

from __future__ import annotations

import html
import re
from functools import cache
from pathlib import Path

from engine.core.catalog import Face, faces
from engine.knowledge.rulings import Feature, Rule, features
from engine.knowledge.sources import source_ids
from engine.knowledge.terms import TERMS, Term

from .linking import esc, raw
from .render import PARTY_GAMES, rule_label

FOLDER = "glossary"


ABILITY_HEADS = re.compile(r"(After playing this mood|While in play|To play this card)\s*[—-]\s*")


def card_text(face: Face) -> str:
    """A card's printed text without the ability headings (which every card shares)."""
    return ABILITY_HEADS.sub("", face.text)


def terms_of(face: Face) -> list[Term]:
    """The terms a card's printed text uses."""
    return [t for t in TERMS if t.found_in(card_text(face))]


# The kinds of ability, each with the rules paragraph that explains it.
ABILITY_RULES = {
    "To play this card": "rules.taking-a-turn.3",
    "While in play": "rules.taking-a-turn.4",
    "After playing this mood": "rules.taking-a-turn.5",
}


def rule_href(source_id: str, root: str = "../") -> str | None:
    """A link to the first ruling that encodes a source id, from a page one folder down."""
    for f, i, r in _rules():
        if source_id in r.notes:
            return root + _href(f, i).removeprefix("../")
    return None


def ability_links(face: Face) -> str:
    """The card's kinds of ability, linked to the rules chapter that explains each (HTML)."""
    links = []
    for heading, source_id in ABILITY_RULES.items():
        href = rule_href(source_id)
        if heading in face.text and href:
            links.append(f'<a class="ms-tag" href="{href}">{html.escape(heading)}</a>')
    return " ".join(links)


def term_links(face: Face, glossary: str = "../glossary/index.html") -> str:
    """The card's terms as links into the glossary page (HTML)."""
    return " ".join(
        f'<a class="ms-tag" href="{glossary}#{t.anchor}" title="{html.escape(t.gloss)}">'
        f"{html.escape(t.title)}</a>"
        for t in terms_of(face)
    )


def _href(feature: Feature, index: int) -> str:
    page = (
        f"../cards/{feature.card}.html"
        if feature.card
        else f"../{feature.path.parent.name}/{feature.path.stem}.html"
    )
    return f"{page}#{rule_label(feature, index)}"


def _where(feature: Feature) -> str:
    return faces()[feature.card].name if feature.card else feature.name


@cache
def _rules() -> tuple[tuple[Feature, int, Rule], ...]:
    """Every Mood Swings ruling (the party games' rulings are about other games)."""
    return tuple(
        (f, i, r)
        for f in features()
        if f.path.parent.name not in PARTY_GAMES
        for i, r in enumerate(f.rules, start=1)
    )


def term_md(term: Term) -> str:
    out = [f"({term.anchor})=", f"## {esc(term.title)}\n", f"{esc(term.gloss)}\n"]
    defining = [(f, i, r) for f, i, r in _rules() if term.id in r.notes]
    if defining:
        links = "; ".join(
            f"{{ref}}`{r.name.replace('<', '').replace('>', '')} <{rule_label(f, i)}>`"
            for f, i, r in defining
        )
        out.append(f"**The ruling:** {links}.\n")
    else:
        out.append("**The ruling:** not encoded yet.\n")
    cards = [f for f in faces().values() if term.found_in(card_text(f))]
    if cards:
        chips = ", ".join(
            f'<a class="ms-card-link" href="../cards/{f.slug}.html">{html.escape(f.name)}</a>' for f in cards
        )
        out.append(
            raw(
                f'<details class="ms-term-cards"><summary>Cards whose text uses it ({len(cards)})</summary>'
                f"<p>{chips}</p></details>"
            )
        )
    using = [
        (f, i, r)
        for f, i, r in _rules()
        if term.id not in r.notes and term.found_in(f"{r.name}\n{r.description}")
    ]
    if using:
        items = "".join(
            f'<li><a href="{_href(f, i)}">{html.escape(_where(f))}: {html.escape(r.name)}</a></li>'
            for f, i, r in using
        )
        out.append(
            raw(
                f'<details class="ms-term-rulings"><summary>Rulings that use it ({len(using)})</summary>'
                f"<ul>{items}</ul></details>"
            )
        )
    return "\n".join(out)


def glossary_page() -> str:
    order = {i: n for n, i in enumerate(source_ids())}
    terms = sorted(TERMS, key=lambda t: order.get(t.id, len(order)))
    index = " · ".join(f"[{esc(t.title)}](#{t.anchor})" for t in terms)
    head = (
        "# Glossary\n\n"
        "The words the cards and the rules use. Each term links to the ruling that defines it, "
        "with examples run against the engine (the [vocabulary chapter](../rules/vocabulary.md)), "
        "to the cards whose text uses it, and to every ruling that speaks of it.\n\n"
        f"{index}\n"
    )
    return head + "\n" + "\n".join(term_md(t) for t in terms)


def write_glossary(docs: Path) -> None:
    path = docs / FOLDER / "index.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    text = glossary_page()
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
