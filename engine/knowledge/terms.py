"""The rules' vocabulary: each term of the glossary, with our own one-line gloss and the
pattern that finds it in a card's printed text or in a ruling's title and explanation.

The ruling that defines a term is the Rule tagged ``@note:glossary.<term>``. The site's
glossary page is built from these terms, and the ruling finder (``engine.knowledge.finder``)
indexes them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

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
