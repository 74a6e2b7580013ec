"""The ruling finder: every ruling, card, mechanic, glossary term and page of the site, found
by the words of a question as a player would type it.

One finder for ``moodswings rulings`` and for the site: the site writes this index into
``rulings-index.js`` and ``docs/_static/finder.js`` ranks it in the browser with the same
rules, step for step, as ``Finder.search`` here (the browser tests check that both give the
same results). The words it forgives (players' words for the game's terms, numbers written
as words) are data, in ``engine/data/finder.toml``, read by both.

How a question is read:

- its words, lower case, possessives and hyphens undone, common words left out
  (``[words] stop``), each cut to its stem by the Snowball English stemmer (the same
  stemmer as Sphinx's search, in Python here and in the browser);
- a word no document uses, of four letters or more, is read as the nearest word the
  documents do use (a card's name first), within one typing mistake (two for words of eight
  letters or more): "recklesness" is read as "recklessness", and the reading is shown; a
  word of fewer than eight letters only as a word of a card's name with the same first
  letter (a card's name with two letters swapped is still read as the card; "land", "late"
  and "mode" stay themselves);
- each word then matches itself or any of its alternatives in ``[same]`` ("steal" also
  matches "take" and "becomes yours", "zero" also "0").

How a question's parts are read (the patterns are data, in ``finder.toml``):

- the cards it names (a card's name, its words in order; a misspelt name is read as the
  card), in the order it names them; a question naming four cards or more that asks (a
  sentence ending with "?") about some of them is about those, the others setting the table
  (``Query.table``: each a part worth ``table`` of ``[weights]``);
- the way to play it names (``[ways]``: a team game, a duel, a draft, and which variant:
  "closed teams", "power duel", "Winston draft");
- the situations it names (``[situations]``: a mood taken, given back, copied, a copy of a
  copy, suppressed, a color change, repeated, left play, back to hand, an empty deck, a
  value of 0, a ban, after scoring, going first, the next game of a match, Hurt Feelings,
  extra scoring); a narrower situation named stands for the broader one it is a case of, and
  a situation that a card it names makes is that card's, not a part of its own (a question
  naming the card that colors every mood and saying "turned everything blue" is a question
  about that card); what it says does not happen names none ("nobody is suppressing
  anything": ``[question] denied``).

A question naming cards is also offered a Try it table with them (``Finder.try_it``, set up
by ``engine.knowledge.question_table``); one asking which cards have a color or a value, and
naming none, the gallery with those filters.

How a document scores: the share of the question's parts it meets, times ``parts`` of
``[weights]``, plus the score of its words.

- A part is met as well as the document meets it (``engine.knowledge.ruling_facts`` says
  what a ruling is about and what each of its examples makes meet, by the blank card test
  where it has run): a card by being the ruling's own card (1), a ruling about it with others
  or titled by it, an example that exercises it (fails with the card standing in as a blank;
  where the test has not run, that plays it), one that only names it, a situation the
  ruling is about that the card makes (the card's family), or, for a rules or format
  chapter's ruling about no card that meets every situation the question names, the rule
  it states for any card in that situation (``general``: less than an example naming the
  card), and so for a format chapter's ruling about no card that is about the very way to
  play the question names, when it names no situation; a situation the ruling is about
  meets one card through its family, not every card that makes it; a card's page meets
  no card but its own through a family; a way to
  play by an example that exercises it or a chapter about it, a kindred variant, the way a
  draft's games are played (duels), or the ruling's words; a situation by the ruling's
  title or explanation, an example that makes it happen (touches a card with it and
  exercises it), or a broader or narrower situation. The weights are ``[weights]``. The
  parts are counted for one example at a time, with what the whole ruling is about; the
  best example counts, and it is the one the ruling's reason line names. A document aside
  from the question (``Finder.aside``: its title is about situations the question does not
  bring, or it is about another way to play) has its share lessened by ``aside``.
- The words: for each word of the question, the best of its alternatives found in the
  document, by where (title 3, explanation 1.5, examples 0.6) times how rare it is
  (``log(1 + N / documents with it)``, rounded to four places so that Python and JavaScript
  compute the same numbers); a note id typed in the question adds 100; the sum is scaled by
  the share of the question's words found (0.6 to 1); the party games' rules count half
  unless the question names a party game; with no card named, the rules chapters count 1.2
  times.

Of two documents that score the same, the one with the shorter title (fewer words in its
strongest part) comes first, then the index's order. Each result met on some part says why,
in a short line: the parts it meets, and the example that makes them meet ("<card> · team
game · its example: ...").
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import urlencode

import snowballstemmer

from engine.core.catalog import faces
from engine.formats import FORMATS
from engine.knowledge.finder_data import data
from engine.knowledge.mechanics import MECHANICS, card_mechanics
from engine.knowledge.question_table import players_asked, roles, table_for
from engine.knowledge.ruling_facts import (
    ExampleFacts,
    Facts,
    card_situations,
    every_fact,
    situations_in,
    ways_said,
)
from engine.knowledge.rulings import PARTY_GAMES, Feature, Rule, features
from engine.knowledge.terms import TERMS

WORD = re.compile(r"[a-z0-9]+(?:['.-][a-z0-9]+)*")
JOINS = re.compile(r"[.'-]")
NOTE_ID = re.compile(r"[a-z0-9-]+(?:\.[a-z0-9-]+)+")
WEIGHT = {"a": 3.0, "b": 1.5, "x": 0.6}
STEPS = frozenset({"given", "when", "then", "and", "but"})
COLORS = ("white", "blue", "black", "red", "green")
SHORTEST_MISTAKE = 4  # shorter words are never read as another word
MANY_CARDS = 4  # a question naming this many cards may be setting a table (Query.table)
SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
LONG_WORD = 8  # from this length, two typing mistakes are forgiven, and any word may be meant
NONE: frozenset[str] = frozenset()
NO_FACTS = Facts({}, NONE, NONE, NONE, NONE, ())


def stop_words() -> frozenset[str]:
    return frozenset(data()["words"]["stop"])


def same() -> dict[str, list[str]]:
    return data()["same"]


_STEMMER = snowballstemmer.stemmer("english")


@cache
def stem(word: str) -> str:
    return _STEMMER.stemWord(word)


def words(text: str) -> list[str]:
    """A text's words, lower case, with possessives and hyphens undone ("Hurt Feelings's"
    → hurt, feelings; "While-in-play" → while, in, play)."""
    out: list[str] = []
    for w in WORD.findall(text.lower().replace("’", "'").replace("‘", "'")):
        w = w.removesuffix("'s")
        if "'" in w or "." in w or "-" in w:
            out += [p for p in JOINS.split(w) if p]
        elif w:
            out.append(w)
    return out


def stems(text: str, skip: frozenset[str] = frozenset()) -> list[str]:
    """The distinct stems of a text's words, in order, common words left out."""
    stop = stop_words()
    seen: dict[str, None] = {}
    for w in words(text):
        if w not in stop and w not in skip:
            seen.setdefault(stem(w), None)
    return list(seen)


def rounded(x: float, places: int) -> float:
    """Rounded half up, the same way in the browser (``Math.floor(x * 10**p + 0.5) / 10**p``)."""
    scale = 10**places
    return math.floor(x * scale + 0.5) / scale


def distance(a: str, b: str) -> int:
    """Typing mistakes between two words: letters left out, added, changed, or two side by
    side swapped (optimal string alignment)."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], previous2[j - 2] + 1)
        previous2, previous = previous, row
    return previous[len(b)]


def mistakes_allowed(word: str) -> int:
    return 1 if len(word) < LONG_WORD else 2


def short(word: str) -> bool:
    """Whether a word is short: fewer than eight letters. Mistyped, it is read only as a word
    of a card's name that begins with the same letter, since a short word one letter away
    from another is more often a real word of its own ("land", "hand") than a slip."""
    return len(word) < LONG_WORD


# -- the documents -----------------------------------------------------------------------------


@dataclass
class Document:
    """One thing the finder can find. ``id`` names it for the command line and the site
    (``features/cards/anger.feature:49`` for a ruling, ``card:anger``, ``mechanic:copying``,
    ``term:even-value``, ``page:tools/oracle``); ``kind`` is "" for a card's ruling, "rule"
    for the rules chapters', "party" for the party games', and "card" or "page"."""

    id: str
    kind: str
    where: str  # the card, chapter or kind of page it is shown under
    title: str
    shown: str  # the text shown under the title
    a: list[str]  # stems of the title, where and strong words
    b: list[str]  # of the explanation, not already in a
    x: list[str]  # of the examples, not already in a or b
    notes: list[str] = field(default_factory=list)  # note ids and source tags
    facts: Facts = NO_FACTS  # what it is about, and what its examples make meet
    feature: Feature | None = None
    rule: Rule | None = None
    index: int = 0  # the ruling's number in its file, from 1

    def __post_init__(self) -> None:
        self.sets = {"a": frozenset(self.a), "b": frozenset(self.b), "x": frozenset(self.x)}


def document(
    id: str,
    kind: str,
    where: str,
    title: str,
    shown: str,
    strong: str,
    middle: str = "",
    weak: str = "",
    **more: Any,
) -> Document:
    a = stems(f"{title} {where} {strong}")
    b = [s for s in stems(middle) if s not in set(a)]
    x = [s for s in stems(weak, skip=players() | STEPS) if s not in set(a) | set(b)]
    return Document(id, kind, where, title, shown, a, b, x, **more)


def players() -> frozenset[str]:
    return frozenset(data()["words"]["players"])


def site_path(d: Document) -> str | None:
    """Where a card, mechanic, term or page is on the site, from its root (a ruling's anchor
    is the site's own business: ``docs/_ext/moodswings_site/anchors.py``)."""
    kind, _, key = d.id.partition(":")
    return {
        "card": f"cards/{key}.html",
        "page": f"{key}.html",
        "mechanic": f"mechanics/{key}.html",
        "term": f"glossary/index.html#term-{key}",
    }.get(kind)


def ruling_id(feature: Feature, rule: Rule) -> str:
    return f"{feature.relpath}:{rule.line}"


def rulings() -> list[Document]:
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
                    ruling_id(f, r),
                    kind,
                    where,
                    r.name,
                    r.description,
                    "",
                    f"{r.description} {mechanics}",
                    examples,
                    notes=[*r.notes, *r.sources],
                    facts=NO_FACTS if party else every_fact()[(f.relpath, r.line)],
                    feature=f,
                    rule=r,
                    index=i,
                )
            )
    return rows


def cards() -> list[Document]:
    rows = []
    for slug, f in faces().items():
        mechanics = " ".join(m.title for m in card_mechanics(slug))
        rows.append(
            document(
                f"card:{slug}",
                "card",
                f.name,
                f"{f.name}: the card",
                f.text or "No abilities: this mood is simply its value.",
                f"card {f.color} {f.rarity}",
                f.text,
                mechanics,
                facts=Facts({slug: "k"}, NONE, ways_said(f.text), card_situations()[slug], NONE, ()),
            )
        )
    return rows


def pages() -> list[Document]:
    rows = []
    for path, page in data()["pages"].items():
        title, blurb = page["title"], page["blurb"]
        rows.append(document(f"page:{path}", "page", "Page", title, blurb, page["words"], blurb))
    for m in MECHANICS:
        rows.append(document(f"mechanic:{m.slug}", "page", "Mechanic", m.title, m.blurb, "mechanic", m.blurb))
    for t in TERMS:
        rows.append(document(f"term:{t.slug}", "page", "Glossary", t.title, t.gloss, "", t.gloss))
    for d in rows:  # a page is about what its title and blurb speak of
        said = f"{d.title}\n{d.shown}"
        d.facts = Facts({}, NONE, ways_said(said), situations_in(said), NONE, ())
    return rows


# -- the finder --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Card:
    slug: str
    name: str
    stems: str  # the stems of its name, space-separated
    color: str
    rarity: str
    value: int  # the top right corner's value


@dataclass(frozen=True)
class Query:
    terms: tuple[tuple[tuple[str, ...], ...], ...]  # per word: its alternatives, each a tuple of stems
    ids: tuple[str, ...]  # note ids typed as they are ("anger.4")
    cards: tuple[str, ...]  # the cards the question names, by slug, in the order it names them
    ways: tuple[tuple[str, str], ...]  # the ways to play it names: (kind of game, variant or "")
    situations: tuple[str, ...]  # the situations it names
    party: bool  # the question names a party game
    words: tuple[str, ...]  # every word of the question (common words included), as read
    read_as: dict[str, str]  # a mistyped word -> the word it is read as
    table: tuple[str, ...] = ()  # the cards a long question names only to set the table

    def parts(self, table: float) -> float:
        """How many parts the question has, a card of the table counting ``table``."""
        return len(self.cards) + len(self.ways) + len(self.situations) + table * len(self.table)


@dataclass(frozen=True)
class CardsAsked:
    """ "Which cards are green and worth 4 or more?": the gallery with those filters."""

    color: str
    least: int | None
    found: tuple[Card, ...]

    @property
    def id(self) -> str:
        """The gallery's filters, as its address has them: ``gallery:color=green&min=4``."""
        params = {k: v for k, v in (("color", self.color), ("min", self.least)) if v not in ("", None)}
        return "gallery:" + urlencode(params)

    @property
    def title(self) -> str:
        said = [f"{self.color.capitalize()} cards" if self.color else "Cards"]
        if self.least is not None:
            said.append(f"worth {self.least} or more")
        n = len(self.found)
        return " ".join(said) + f": {n} card{'' if n == 1 else 's'}"

    @property
    def shown(self) -> str:
        return ", ".join(f"{c.name} ({c.value})" for c in self.found)


@dataclass(frozen=True)
class Results:
    query: Query
    hits: tuple[Document, ...]  # the best first
    cards_asked: CardsAsked | None


@dataclass(frozen=True)
class Met:
    """How a document meets one part of a question: how much, and how (for its reason)."""

    weight: float
    how: str  # "", or the weights' key that gave it ("own", "played", "family", "way_kin", ...)
    through: str = ""  # for a card met through its family, the situation


CARDS_QUESTION = re.compile(
    r"(\d+) or (more|higher|greater|above)|at least (\d+)|(more|greater|higher) than (\d+)"
)
CARD_LEVELS = {
    "o": "own",
    "t": "tagged",
    "tp": "tagged_played",
    "b": "played_beside",
    "k": "card_page",
    "p": "played",
    "n": "named",
}
ABOUT = frozenset({"o", "t", "k"})  # a ruling about the card (its own, tagged with it), or its page
FROM_EXAMPLE = frozenset(
    {"played", "tagged_played", "played_beside", "named", "way", "way_kin", "way_within", "situation_example"}
)


def card_page(f: Facts) -> bool:
    """Whether the facts are a card's page's (its card at level "k")."""
    return "k" in f.cards.values()


class Finder:
    """The index (documents, how many documents have each stem, the cards' names, the
    words a mistyped word may be read as) and the search over it."""

    def __init__(self, docs: list[Document]) -> None:
        self.docs = docs
        self.df: dict[str, int] = {}
        for d in docs:
            for s in d.sets["a"] | d.sets["b"] | d.sets["x"]:
                self.df[s] = self.df.get(s, 0) + 1
        self.idf = {s: rounded(math.log(1 + len(docs) / n), 4) for s, n in self.df.items()}
        self.cards = [
            Card(slug, f.name, " ".join(stems(f.name)), f.color, f.rarity, f.top_right)
            for slug, f in faces().items()
        ]
        self.vocabulary = vocabulary(docs)
        self.named_words = frozenset(w for c in self.cards for w in words(c.name))
        self.weights: dict[str, float] = data()["weights"]
        self.ways: dict[str, dict[str, Any]] = data()["ways"]
        self.variants: dict[str, dict[str, str]] = data()["variants"]
        self.situations: dict[str, dict[str, str]] = data()["situations"]
        self.denied: str = data()["question"]["denied"]

    # the question --------------------------------------------------------------------------

    def nearest(self, word: str) -> str | None:
        """The word a mistyped word is read as: the fewest mistakes, then a card's name, then
        the word most documents use, then the alphabet. A short word is read only as a word
        of a card's name with its first letter (``short``): a card's name with a slip in it
        is read as the card, but a player who types "late", "land" or "mode" means those
        words, not the card one letter away, "lend" or "made"."""
        allowed = mistakes_allowed(word)
        best: tuple[int, int, int, str] | None = None
        for v in self.vocabulary:
            if abs(len(v) - len(word)) > allowed or (
                short(word) and (v[0] != word[0] or v not in self.named_words)
            ):
                continue
            d = distance(word, v)
            if d > allowed:
                continue
            key = (d, 0 if v in self.named_words else 1, -self.df.get(stem(v), 0), v)
            if best is None or key < best:
                best = key
        return best[3] if best else None

    def known(self, word: str) -> bool:
        return word in same() or stem(word) in self.df or not word.isalpha() or len(word) < SHORTEST_MISTAKE

    def parse(self, text: str) -> Query:
        stop = stop_words()
        read_as: dict[str, str] = {}
        every = []
        for w in words(text):
            if w not in stop and not self.known(w):
                found = self.nearest(w)
                if found:
                    read_as[w] = found
                    w = found
            every.append(w)
        kept = [w for w in every if w not in stop] or every
        terms: dict[str, tuple[tuple[str, ...], ...]] = {}
        for w in kept:
            alternatives: dict[tuple[str, ...], None] = {(stem(w),): None}
            for other in same().get(w, []):
                alternatives.setdefault(tuple(stems(other)) or (stem(other),), None)
            terms.setdefault(stem(w), tuple(alternatives))
        line = " " + " ".join(stem(w) for w in every if w not in stop) + " "
        named = self.cards_in(line)
        table: tuple[str, ...] = ()
        if len(named) >= MANY_CARDS:  # a table set, then a question about some of its cards
            asking = [x for x in SENTENCE_END.split(text.strip()) if x.rstrip().endswith("?")]
            ws = [read_as.get(w, w) for x in asking for w in words(x)]
            asked = self.cards_in(" " + " ".join(stem(w) for w in ws if w not in stop) + " ")
            if asked and len(asked) < len(named):
                table = tuple(c for c in named if c not in asked)
                named = tuple(c for c in named if c in asked)
        said = " ".join(every)
        party = "feelinks" in every or " mood x " in line
        ids = tuple(NOTE_ID.findall(text.lower()))
        made = frozenset().union(*(card_situations()[c] for c in named))
        situations = tuple(s for s in self.situations_in(said) if s not in made)
        ways = self.ways_in(said)
        return Query(tuple(terms.values()), ids, named, ways, situations, party, tuple(every), read_as, table)

    def cards_in(self, line: str) -> tuple[str, ...]:
        """The cards named in a line of stems (" stem stem ... "), in the order named."""
        at = {c.slug: line.find(f" {c.stems} ") for c in self.cards if c.stems}
        return tuple(sorted((s for s, i in at.items() if i >= 0), key=lambda s: at[s]))

    def ways_in(self, said: str) -> tuple[tuple[str, str], ...]:
        """The ways to play a question names (read as ``said``): each kind of game once, with
        the variant it names, if any."""
        found: dict[str, str] = {}
        for key, v in self.variants.items():
            if re.search(v["asked"], said):
                kind = next(k for k, w in self.ways.items() if key in w["formats"])
                found.setdefault(kind, key)
        for kind, w in self.ways.items():
            if kind not in found and re.search(w["asked"], said):
                found[kind] = ""
        return tuple((kind, found[kind]) for kind in self.ways if kind in found)

    def situations_in(self, said: str) -> tuple[str, ...]:
        """The situations a question names; a narrower one stands for the broader it is in.
        What it says does not happen ("nobody is suppressing anything") names none
        (``[question] denied``)."""
        said = re.sub(self.denied, " ", said)
        found = [k for k, s in self.situations.items() if re.search(s["asked"], said)]
        broader = {self.situations[k].get("within") for k in found}
        return tuple(k for k in found if k not in broader)

    # the parts -----------------------------------------------------------------------------

    def card_met(self, slug: str, f: Facts, e: ExampleFacts | None, used: frozenset[str] = NONE) -> Met:
        """How a document meets a card; through a family (a situation the card makes, which the
        ruling is about) only where no other card of the question has met it through that
        situation (``used``)."""
        w = self.weights
        best = Met(0.0, "")
        about, seen = f.cards.get(slug), e.cards.get(slug) if e else None
        levels = [about, seen]
        if about == "t" and seen == "p":  # about it, and its example exercises it
            levels.append("tp")
        elif seen == "p" and not about and f.cards:  # exercised in a ruling about other cards
            levels = ["b"]
        for level in levels:
            if level and w[CARD_LEVELS[level]] > best.weight:
                best = Met(w[CARD_LEVELS[level]], CARD_LEVELS[level])
        if best.weight < w["family"] and not card_page(f):  # a card's page is about that card alone
            for s in self.situations:
                if s in f.situations and s in card_situations()[slug] and s not in used:
                    return Met(w["family"], "family", s)
        return best

    def way_met(self, way: tuple[str, str], f: Facts, e: ExampleFacts | None) -> Met:
        w = self.weights
        kind, variant = way
        within = self.ways[kind].get("within")
        best = Met(0.0, "")
        formats = sorted(f.formats | ({e.format} if e and e.format else set()))
        for fmt in formats:
            if fmt == variant or (not variant and fmt in self.ways[kind]["formats"]):
                met = Met(w["way"], "way")
            elif fmt in self.ways[kind]["formats"]:
                met = Met(w["way_kin"], "way_kin")
            elif within and fmt in self.ways[within]["formats"]:
                met = Met(w["way_within"], "way_within", kind)
            else:
                continue
            if met.weight > best.weight:
                best = met
        if kind in f.said and w["way_said"] > best.weight:
            best = Met(w["way_said"], "way_said")
        return best

    def situation_met(self, key: str, f: Facts, e: ExampleFacts | None) -> Met:
        w = self.weights
        if key in f.situations:
            return Met(w["situation"], "situation")
        met = e.situations if e else frozenset()
        if key in met:
            return Met(w["situation_example"], "situation_example")
        if key in f.described:
            return Met(w["situation_said"], "situation_said")
        within = self.situations[key].get("within")
        kin = {k for k, s in self.situations.items() if k == within or s.get("within") == key}
        return Met(w["situation_kin"], "situation_kin") if kin & (f.situations | met) else Met(0.0, "")

    def about(self, slug: str, f: Facts) -> bool:
        """Whether a ruling is about a card: its own, tagged with it or titled by it, the card's
        page, or a ruling whose title is about a situation the card makes (its family)."""
        if card_page(f):  # a card's page is about that card alone, not its family
            return f.cards.get(slug) == "k"
        return f.cards.get(slug) in ABOUT or bool(f.situations & card_situations()[slug])

    def parts_met(self, f: Facts, e: ExampleFacts | None, q: Query, general: bool = False) -> list[Met]:
        """How the document meets each part. A ``general`` one (a rules or format chapter's
        ruling about no card) that is about every situation the question names states what
        that situation does to any card: it meets each card the question names a little
        (``general``), unless it meets it better. So does a format chapter's ruling about
        no card that is about the very way to play the question names (or a kindred
        variant), when the question names no situation: it states what that way to play does
        to any card ("in a draft, a taken mood goes back to its drafter's deck")."""
        cards: list[Met] = []
        for c in q.cards:  # a family counts once, however many of the cards make its situation
            cards.append(self.card_met(c, f, e, frozenset(m.through for m in cards if m.how == "family")))
        ways = [self.way_met(w, f, e) for w in q.ways]
        situations = [self.situation_met(s, f, e) for s in q.situations]
        way_kin = self.weights["way_kin"]
        if (
            general
            and all(m.weight for m in situations)
            and (situations or (ways and all(m.weight >= way_kin for m in ways)))
        ):
            w = self.weights["general"]
            cards = [m if m.weight >= w else Met(w, "general") for m in cards]
        return cards + ways + situations

    @staticmethod
    def general(d: Document) -> bool:
        """Whether a document is a rules or format chapter's ruling about no card."""
        return d.kind == "rule" and not d.facts.cards

    def in_question(self, q: Query) -> frozenset[str]:
        """The situations a question brings: those it names, those its cards make (the table's
        too), those of the ways to play it names (a draft's next game), with the broader and
        narrower situations of each."""
        found = set(q.situations).union(*(card_situations()[c] for c in (*q.cards, *q.table)))
        for kind, _ in q.ways:
            found |= set(self.ways[kind].get("situations", []))
        for k, s in self.situations.items():
            if s.get("within") in found or (k in found and s.get("within")):
                found |= {k, s["within"]}
        return frozenset(found)

    def aside(self, d: Document, q: Query) -> bool:
        """Whether a document is aside from the question: its title is about situations, none
        of which the question brings (``in_question``), unless it is the own ruling of a card
        the question names (a card's rulings are all about it), or it is about another way to play than the
        question's (a format chapter's, or one whose title names a kind of game), or a way to
        play at all when the question names none."""
        own = any(d.facts.cards.get(c) == "o" for c in q.cards)  # a card's own ruling is about it
        if d.facts.situations and not own and not d.facts.situations & self.in_question(q):
            return True
        kinds = {kind for kind, _ in q.ways}
        kinds |= {self.ways[k]["within"] for k in kinds if self.ways[k].get("within")}
        about = {k for k, w in self.ways.items() if d.facts.formats & set(w["formats"])} | d.facts.titled
        return bool(about - kinds)

    def meet(self, d: Document, q: Query) -> tuple[float, int]:
        """The share of the question's parts the document meets (rounded to four places), and
        the example that meets the most (its index; -1 for none): the first of the best."""
        parts = q.parts(self.weights["table"])
        if not parts:
            return 0.0, -1
        examples: tuple[ExampleFacts | None, ...] = d.facts.examples or (None,)
        best, which = -1.0, -1
        for i, e in enumerate(examples):
            total = 0.0
            for m in self.parts_met(d.facts, e, q, self.general(d)):
                total += m.weight
            for c in q.table:
                total += self.weights["table"] * self.card_met(c, d.facts, e).weight
            if total > best:
                best, which = total, i
        if q.cards and self.about(q.cards[0], d.facts):  # about the card asked about
            best += self.weights["subject"]
        share = best / parts * (1 - self.weights["aside"]) if self.aside(d, q) else best / parts
        return rounded(share, 4), which if d.facts.examples else -1

    def reason(self, d: Document, q: Query) -> str:
        """Why a document is found for the question's parts, in a short line: the parts it
        meets, and the example that makes them meet ("" when it meets none)."""
        share, i = self.meet(d, q)
        if not share:
            return ""
        e = d.facts.examples[i] if i >= 0 else None
        met = self.parts_met(d.facts, e, q, self.general(d))
        names = {c.slug: c.name for c in self.cards}
        said = [*(names[c] for c in q.cards), *(self.way_label(w) for w in q.ways),
                *(self.situations[s]["label"] for s in q.situations)]  # fmt: skip
        pieces = []
        for label, m in zip(said, met, strict=True):
            if m.how == "family":
                pieces.append(f"{self.situations[m.through]['label']} ({label})")
            elif m.how == "way_within":  # a duel's ruling, for a draft
                played_as = self.ways[self.ways[m.through]["within"]]["label"]
                pieces.append(f"{played_as} (as a {label}'s games are)")
            elif m.how and m.how != "general":  # a rule for every card does not name it
                pieces.append(label)
        if e is not None and any(m.how in FROM_EXAMPLE for m in met):
            pieces.append(f"its example: {e.name}")
        return " · ".join(pieces)

    def way_label(self, way: tuple[str, str]) -> str:
        kind, variant = way
        return self.variants[variant]["label"] if variant else self.ways[kind]["label"]

    # the ranking ---------------------------------------------------------------------------

    def words_score(self, d: Document, q: Query) -> float:
        total = 0.0
        matched = 0
        for alternatives in q.terms:
            best = 0.0
            for alt in alternatives:
                for f in ("a", "b", "x"):
                    if all(s in d.sets[f] for s in alt):
                        best = max(best, WEIGHT[f] * max(self.idf[s] for s in alt))
                        break
            if best:
                total += best
                matched += 1
        for i in q.ids:
            if i in d.notes:
                total += 100
        if not total:
            return 0.0
        total *= 0.6 + (0.4 * matched / len(q.terms) if q.terms else 0.4)
        if d.kind == "party":  # the party games' own rules
            return total * 1.5 if q.party else total * 0.5
        # a question that names no card is about the rules, which the rules chapters state
        return total if q.cards or d.kind != "rule" else total * 1.2

    def score(self, d: Document, q: Query) -> float:
        share, _ = self.meet(d, q)
        return self.weights["parts"] * share + self.words_score(d, q)

    def cards_asked(self, q: Query) -> CardsAsked | None:
        every = list(q.words)
        colors = [c for c in COLORS if c in every]
        m = CARDS_QUESTION.search(" ".join(every))
        least = None
        if m:
            least = int(m[1]) if m[1] else int(m[3]) if m[3] else int(m[5]) + 1
            if not 1 <= least <= 6:
                least = None
        mentions = "cards" in every or "card" in every or "which" in every
        # a question naming a card is about that card ("<card> revealed a red card")
        if not mentions or (not colors and least is None) or len(colors) > 1 or q.cards:
            return None
        color = colors[0] if colors else ""
        found = tuple(
            c for c in self.cards if (not color or c.color == color) and (least is None or c.value >= least)
        )
        return CardsAsked(color, least, found)

    def search(self, text: str) -> Results:
        q = self.parse(text)
        scored = [(self.score(d, q), len(d.a), i) for i, d in enumerate(self.docs)]
        ranked = sorted((x for x in scored if x[0] > 0), key=lambda x: (-x[0], x[1], x[2]))
        return Results(q, tuple(self.docs[i] for _, _, i in ranked), self.cards_asked(q))

    def try_it(self, q: Query) -> dict[str, Any] | None:
        """The Try it table for the question's cards, in its way to play (``question_table``)."""
        said = " ".join(q.words)
        named = self.situations_in(said)  # with those its cards make ("<card> and Hurt Feelings")
        players = players_asked(said) or 2
        if "hurt-feelings" in named:
            players = max(players, 3)
        partner = bool(re.search(data()["tryit"]["partner"], said))
        way = q.ways[0] if q.ways else None
        return table_for([*q.cards, *q.table], way, players, partner, "empty-deck" in named)

    # the index for the site ----------------------------------------------------------------

    def data(self) -> dict[str, Any]:
        """What the browser needs to search as ``search`` does (the site adds each document's
        address and the results of the last run): the words, and for each card its name's
        stems, color, rarity and value, the situations it makes, and how a Try it table sets
        it up (``question_table.roles``), and the ways to play whose players hold one copy of
        each card (a power duel's decks)."""

        def card(c: Card) -> list[object]:
            made = " ".join(s for s in self.situations if s in card_situations()[c.slug])
            role = roles()[c.slug]
            setup = [role.code, " ".join(role.hand), " ".join(role.moods)]
            return [c.name, c.stems, c.color, c.rarity, c.value, made, *setup]

        asked = ("label", "asked", "within")
        return {
            "stop": sorted(stop_words()),
            "same": same(),
            "cards": [card(c) for c in self.cards],
            "vocabulary": self.vocabulary,
            "shortest": SHORTEST_MISTAKE,
            "long_word": LONG_WORD,
            "many_cards": MANY_CARDS,
            "weights": self.weights,
            "ways": self.ways,
            "variants": self.variants,
            "situations": {k: {n: v for n, v in s.items() if n in asked} for k, s in self.situations.items()},
            "tryit": data()["tryit"],
            "denied": self.denied,
            "one_copy": [k for k, f in FORMATS.items() if f.one_copy],  # a power duel's decks
        }


def vocabulary(docs: Iterable[Document]) -> list[str]:
    """The words a mistyped word may be read as: those of the documents' titles, where they
    are shown, and the cards' printed text (four letters or more, letters only)."""
    found: dict[str, None] = {}
    for d in docs:
        text = f"{d.title} {d.where}" + (f" {d.shown}" if d.kind == "card" else "")
        for w in words(text):
            if len(w) >= SHORTEST_MISTAKE and w.isalpha():
                found.setdefault(w, None)
    return sorted(found)


@cache
def finder() -> Finder:
    """The finder over the knowledge base's rulings (read once per process)."""
    return Finder([*rulings(), *cards(), *pages()])
