"""The sources page: which documents the rulings encode, how many paragraphs each has, and
what is known of their edition (what the documents themselves say, nothing more)."""

from __future__ import annotations

from collections import Counter

from engine.core.catalog import faces
from engine.knowledge.rulings import features
from engine.knowledge.sources import CARD_NOTES, GROUPS, group, is_text, source_ids

# Each document: its name as its text gives it, and what it holds (our words).
DOCUMENTS = (
    (CARD_NOTES, "Mood Swings Card Notes", "card by card, how each of the cards works", "`anger.4`"),
    (
        GROUPS["rules"],
        "The Mood Swings rules",
        "how to play, from the anatomy of a card to scoring",
        "`rules.scoring.1`",
    ),
    (
        GROUPS["glossary"],
        "The rules' vocabulary",
        "the words the cards use, each defined",
        "`glossary.even-value`",
    ),
    (
        GROUPS["variants"],
        "Mood Swings: other ways to play",
        "duels, drafts and team games",
        "`variants.winston-draft.1`",
    ),
    (
        GROUPS["mood-x"],
        "The Mood X rulebook",
        "a party game of guessing emotions in stories",
        "`mood-x.scoring.1`",
    ),
    (
        GROUPS["feelinks"],
        "The Feelinks rulebook",
        "a party game of guessing a partner's emotion",
        "`feelinks.setup.1`",
    ),
)


def sources_page() -> str:
    ids = [i for i in source_ids() if not is_text(i)]
    per = Counter(group(i) for i in ids)
    texts = sum(1 for i in source_ids() if is_text(i))
    beyond = sorted({s for f in features() for r in f.rules for s in r.sources})
    rows = "\n".join(f"| {name} | {what} | {per[g]} | {example} |" for g, name, what, example in DOCUMENTS)
    beyond_text = ", ".join(f"`{s}`" for s in beyond) if beyond else "none yet"
    return f"""# The sources: which notes and rules this site encodes

Every ruling on this site encodes a paragraph of one of these documents, named by its id
(the part before the first dot names the document), or says where else it comes from.

| document | what it holds | paragraphs with an id | an id |
|---|---|---|---|
{rows}

The cards themselves (names, colors, rarity, dice and printed text) are card data: the
{len(faces())} cards' printed texts are {texts} more ids (`anger.text`).

## Which edition

None of these documents states an edition, a version, a printing or a date, so the site
cannot name one. What the site encodes is the text of each document as the project holds
it, paragraph by paragraph: the [coverage page](coverage.md) lists every id and which
rulings encode it. Where a document is wrong (it contradicts the rules, or its example
does not work), the ruling says so and says what the engine does instead: see the
[errata](errata.md).

Rulings beyond these documents carry their own source and date in their tag
(`@source:community-2026-11-29`): {beyond_text}.

The site carries the ids and the card data, never the documents' sentences: every ruling
is in the project's own words.
"""
