"""The glossary page: every term of the rules' vocabulary, its ruling, the cards whose text
uses it and the rulings that speak of it; and the terms of a card, for its page.

A term is found in a card's printed text, or in a ruling's title and explanation, by its
pattern here (our own short gloss, never the rules document's sentences). The ruling that
defines a term is the Rule tagged ``@note:glossary.<term>``. New cards and rulings join the
page by themselves.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from engine.core.catalog import Face, faces
from engine.knowledge.rulings import Feature, Rule, features
from engine.knowledge.sources import source_ids

from .linking import esc, raw
from .render import PARTY_GAMES, rule_label

FOLDER = "glossary"
PREFIX = "glossary."


@dataclass(frozen=True)
class Term:
    slug: str  # the source id without "glossary."
    title: str
    gloss: str  # one line, in our own words
    pattern: str  # over a card's text and a ruling's title and explanation (case-insensitive)

    @property
    def id(self) -> str:
        return PREFIX + self.slug

    @property
    def anchor(self) -> str:
        return f"term-{self.slug}"

    def found_in(self, text: str) -> bool:
        return bool(re.search(self.pattern, text, re.IGNORECASE))


TERMS: tuple[Term, ...] = (
    Term(
        "0-1-2-3-4-5-6",
        "Dice values [0] to [6]",
        "Die faces 0 to 6; 7 to 12 show as two dice.",
        r"\[\d\]\[\d\]|two dice",
    ),
    Term(
        "additional-mood",
        "Additional mood",
        "A mood played beyond the turn's one play.",
        r"additional moods?",
    ),
    Term(
        "after-scoring",
        "After scoring",
        "Effects that wait until the scores are added up.",
        r"after[- ]scoring",
    ),
    Term(
        "becomes-yours",
        "Becomes yours",
        "A mood that changes players for good.",
        r"becomes (yours|hers|his|theirs)",
    ),
    Term(
        "card",
        "Card",
        "A card in a hand, the deck or the discard pile (not in play).",
        r"\bcards? (in|from|into) (your |their |a |the |each )?(hand|discard pile|deck)",
    ),
    Term(
        "choose-any-number-of-players",
        "Choose any number of players",
        "From nobody to everyone, yourself included.",
        r"any number of (players|opponents)",
    ),
    Term(
        "choose-up-to-two-players",
        "Choose up to two players",
        "Zero, one or two players, yourself allowed.",
        r"up to two players|\bone or two players",
    ),
    Term(
        "copy", "Copy", "A mood that is another card in every way while in play.", r"\bcop(y|ies|ied|ying)\b"
    ),
    Term("deal", "Deal", "Hand out cards or moods one at a time around the table.", r"\bdeal(s|t|ing)?\b"),
    Term("deck", "Deck", "The shuffled pile everyone draws from.", r"\bdeck\b"),
    Term(
        "dice",
        "Dice",
        "The value in the top right corner and the second value in the lower left.",
        r"\bdice\b",
    ),
    Term(
        "discard-discarded",
        "Discard",
        "Put a card from a hand into the discard pile.",
        r"\bdiscard(s|ed|ing)?\b(?! pile)",
    ),
    Term(
        "discard-pile",
        "Discard pile",
        "The one pile, shared by all, for cards leaving play or hands.",
        r"discard pile",
    ),
    Term(
        "even-value",
        "Even value",
        "0, 2, 4 and so on: 0 is even.",
        r"\beven (value|number)s?\b|\b(is|are|counts as|as) even\b",
    ),
    Term(
        "give-card-mood",
        "Give a card or mood",
        "Make one of yours another player's.",
        r"\bgiv(e|es|en|ing)\b",
    ),
    Term(
        "give-the-mood-back",
        "Give the mood back",
        "Return a taken mood to the player it came from.",
        r"\b(give|gives|given|giving|goes|comes)\b[^.]*\bback\b",
    ),
    Term(
        "have-the-same-value",
        "Have the same value",
        "Equal values as they stand now.",
        r"same value|equal values?|shares? a value",
    ),
    Term(
        "hurt-feelings",
        "Hurt Feelings",
        "The lowest scorer's additional mood next turn (three or more players).",
        r"hurt feelings",
    ),
    Term("lose", "Lose", "Not having the highest score; losers draw.", r"\blos(e|es|er|ers|ing|t)\b"),
    Term("lower-left-corner", "Lower left corner", "Where a card's second value is printed.", r"lower left"),
    Term("may", "May", "A choice: doing nothing is allowed.", r"\bmay\b"),
    Term("mood", "Mood", "A card in play.", r"\bmoods?\b"),
    Term("moodiest", "Moodiest", "The player with the most moods.", r"moodiest"),
    Term(
        "most-common-color",
        "Most common color",
        "The color, or tied colors, with the most moods.",
        r"most common colou?rs?",
    ),
    Term(
        "odd-value",
        "Odd value",
        "1, 3, 5 and so on.",
        r"\bodd (value|number)s?\b|\b(is|are|counts as|as) odd\b",
    ),
    Term("play-a-mood", "Play a mood", "Put a card from a hand into play.", r"\bplay(s|ed|ing)?\b"),
    Term(
        "play-a-mood-from-the-discard-pile",
        "Play a mood from the discard pile",
        "Play it as though from a hand.",
        r"play(s|ed|ing)? [^.]*from the discard pile",
    ),
    Term("random", "Random", "Chosen by chance, not by a player.", r"\brandom"),
    Term("round", "Round", "One turn for each player, then scoring.", r"\brounds?\b"),
    Term("score", "Score", "The total value of a player's moods; to count it.", r"\bscor(e|es|ed)\b"),
    Term("scoring", "Scoring", "The end of the round, when scores are added up.", r"\bscoring\b"),
    Term(
        "share-a-color-value",
        "Share a color or value",
        "Be the same color, or have the same value.",
        r"\bshar(e|es|ing)\b",
    ),
    Term("suppress-suppressed", "Suppress", "A suppressed mood is worth 0 but stays in play.", r"\bsuppress"),
    Term("top-right-corner", "Top right corner", "Where a card's main value is printed.", r"top right"),
    Term(
        "total-value-number",
        "Total value",
        "Moods whose values add up to no more than a number.",
        r"total value",
    ),
    Term("turn", "Turn", "One player's time to play; one each a round.", r"\bturns?\b"),
    Term("turn-order", "Turn order", "Clockwise from the first player.", r"turn order"),
    Term("value", "Value", "What a mood is worth; cards have none out of play.", r"\bvalues?\b"),
    Term(
        "win-won-a-round",
        "Win a round",
        "Have the highest score; a tie goes to the earliest play.",
        r"\b(win|wins|won|winner|winning)\b(?!')",
    ),
)


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
