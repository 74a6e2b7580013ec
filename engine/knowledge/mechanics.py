"""The game's mechanics, derived from data in this one place.

A card has a mechanic when its printed text matches the mechanic's pattern, when its
behaviour in the engine fills one of the mechanic's hooks, or when it has one of the
mechanic's kinds of ability. A ruling (on any card, or in the rules chapters) belongs to a
mechanic when its title or explanation uses the mechanic's words. New cards and rulings
join the pages by themselves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from engine.core.behaviour import behaviour
from engine.core.catalog import Face, faces
from engine.knowledge.rulings import Rule


@dataclass(frozen=True)
class Mechanic:
    slug: str
    title: str
    blurb: str  # one sentence, in our own words
    text: str  # a pattern over the card's printed text ("" for none)
    words: str  # a pattern over a ruling's title and explanation
    hooks: tuple[str, ...] = ()  # Behaviour fields that mean this mechanic
    abilities: tuple[str, ...] = ()  # kinds of ability (engine.core.catalog.ABILITY_KINDS)

    def has_card(self, face: Face) -> bool:
        if self.text and re.search(self.text, face.text, re.IGNORECASE):
            return True
        if any(a in face.abilities for a in self.abilities):
            return True
        b = behaviour(face.slug)
        return any(getattr(b, h) for h in self.hooks)

    def has_ruling(self, rule: Rule) -> bool:
        return bool(re.search(self.words, f"{rule.name}\n{rule.description}", re.IGNORECASE))


MECHANICS: tuple[Mechanic, ...] = (
    Mechanic(
        "suppression",
        "Suppression",
        "A suppressed mood stays in play but is worth 0, for as long as the effect says.",
        r"\bsuppress",
        r"\bsuppress",
    ),
    Mechanic(
        "additional-moods",
        "Additional moods",
        "Playing more than one mood in a turn: who may, when, and with what conditions.",
        r"additional mood",
        r"additional (mood|play)|extra play|play (another|again)|plays? more than one",
        hooks=("standing_grant", "start_of_turn"),
    ),
    Mechanic(
        "discard-pile",
        "The discard pile",
        "Putting moods and cards into the discard pile, and playing moods out of it.",
        r"discard pile|discard (a|two) card",
        r"discard pile|\bdiscard(s|ed|ing)?\b",
        hooks=("plays_from_discard",),
    ),
    Mechanic(
        "copying",
        "Copying",
        "A mood played as a copy of another card takes on all of that card's printed traits.",
        r"\bcopy\b",
        r"\bcop(y|ies|ied|ying)\b",
        hooks=("play_as_copy",),
    ),
    Mechanic(
        "color-change",
        "Color change",
        "Effects that change which color a mood is, and what counts as sharing a color.",
        r"are the chosen color",
        r"\bcolou?rs? (change|changes|changed)"
        r"|\b(is|are|becomes?) (the chosen )?(white|blue|black|red|green)\b"
        r"|own colou?r|chosen colou?r",
        hooks=("color_override",),
    ),
    Mechanic(
        "after-scoring",
        "After scoring",
        "Effects that wait until the round has been scored, and the order they happen in.",
        r"after scoring",
        r"after[- ]scoring|after the round is scored",
        hooks=("after_each_scoring",),
    ),
    Mechanic(
        "extra-scoring",
        "Extra scoring",
        "Moods that are scored more than once, or scored for another player too.",
        r"extra times?|while scoring",
        r"extra (time|times|scoring)|scored (twice|again|three times)|score[sd]? .* as though",
        hooks=("extra_scoring", "scoring_choice"),
    ),
    Mechanic(
        "moods-changing-hands",
        "Moods changing hands",
        "Moods given, taken or dealt to another player: who has them and who controls them.",
        r"becomes yours|deal those moods|take one of your opponents' moods|give (them )?one of your moods"
        r"|moods? and gives? it",
        r"changes? hands|becomes (theirs|yours|his|hers)|\b(gives?|given|takes?|taken|took) .*mood|"
        r"\bcontrol",
    ),
    Mechanic(
        "back-to-hand",
        "Back to hand",
        "Moods returned from play to their players' hands.",
        r"into (your|their|its player's|their players') hands?",
        r"(into|to|back in) (his|her|their|your|its player's|the) hand",
    ),
    Mechanic(
        "changing-values",
        "Values that change",
        "Moods whose value depends on the table, or changes when they are played.",
        r"this mood's value (is|increases|becomes)",
        r"\bvalue (is|becomes|changes|increases|counts)|worth \d|lower left|higher dice",
        hooks=("value", "higher_dice"),
    ),
    Mechanic(
        "costs",
        "Costs to play",
        "Cards that need something done before they can be played.",
        "",
        r"\bcost|cannot be played|can't be played|to play (it|this)",
        abilities=("to-play",),
    ),
    Mechanic(
        "deck-and-drawing",
        "The deck and drawing",
        "Cards put on the bottom of the deck, and cards drawn.",
        r"bottom of the deck|\bdraws?\b",
        r"\bdeck\b|\bdraws?\b|\bdrawn\b",
    ),
    Mechanic(
        "random",
        "Random picks",
        "Effects that pick a card or a mood at random.",
        r"\brandom",
        r"\brandom",
    ),
    Mechanic(
        "turn-order",
        "Going first and turn order",
        "Who goes first each round, and effects that go round the table in turn order.",
        r"go(es)? first|went first|turn order|left or right",
        r"\bfirst player|go(es)? first|went first|turn order",
        hooks=("first_player",),
    ),
    Mechanic(
        "blank",
        "Cards without abilities",
        "Cards with no rules text: they are simply their value.",
        "",
        r"\bblank\b|no (rules )?text|no abilit",
    ),
)

BY_SLUG = {m.slug: m for m in MECHANICS}


@cache
def card_mechanics(slug: str) -> tuple[Mechanic, ...]:
    face = faces()[slug]
    found = tuple(m for m in MECHANICS if m.has_card(face))
    if not face.abilities:
        found += (BY_SLUG["blank"],)
    return found


def cards_with(mechanic: Mechanic) -> list[str]:
    return [s for s in faces() if mechanic in card_mechanics(s)]
