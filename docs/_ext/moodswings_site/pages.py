"""The site's generated pages, written as MyST Markdown from the features and the last run.

Every card gets a page (its card drawn, then its rulings as FAQ entries); every rules
feature gets a chapter; the gallery, the mechanic pages, coverage, errata and the step
reference are built from the same data. Nothing here decides anything: it shows the
feature files and what the engine did.
"""

from __future__ import annotations

import html
from collections import Counter
from functools import cache
from pathlib import Path

from engine.core.catalog import COLORS, RARITIES, faces
from engine.knowledge.mechanics import MECHANICS, Mechanic, card_mechanics, cards_with
from engine.knowledge.rulings import (
    FEATURES,
    INTERACTIONS,
    Feature,
    Rule,
    card_feature,
    features,
    with_other_cards,
)
from engine.knowledge.sources import Coverage, card_notes, coverage, source_ids

from .drawing import RARITY_MARK, REMINDER, card_html, dice, die
from .glossary import ability_links, term_links
from .interaction_map import map_page
from .linking import esc, linked, raw
from .reference import coverage_page, errata_page, steps_page
from .refusals_page import refusals_page
from .render import PARTY_GAMES, badge, card_prefix, feature_md, rule_label, source_label
from .results import ORDER, STATUS, outcome, rule_outcomes, summary, worst
from .search import page_of
from .situations_page import OPEN_PAGE, open_page, situations_md
from .sources_page import sources_page

CHAPTERS = {
    "rules": (
        "Rules of play",
        "The rules document, paragraph by paragraph, each with examples run against the engine.",
    ),
    "formats": ("Other ways to play", "Duels, drafts and team games."),
    INTERACTIONS: (
        "Cards together",
        "Rulings about two or more cards at once, each listed on the page of every card it involves.",
    ),
    "mood-x": ("Mood X", "The rules of the party game Mood X."),
    "feelinks": ("Feelinks", "The rules of the party game Feelinks."),
}
GENERATED = ("cards", "reference", "mechanics", *CHAPTERS)


@cache
def covered() -> Coverage:
    """The coverage of the source ids, computed once per build."""
    return coverage()


def feature_counts(feature: Feature | None) -> Counter[str]:
    counts: Counter[str] = Counter()
    for r in feature.rules if feature else ():
        counts += rule_outcomes(feature, r)
    return counts


def where(feature: Feature) -> str:
    """A feature's name for people: the card's name, or the chapter's title."""
    return faces()[feature.card].name if feature.card else feature.name


def all_rules() -> list[tuple[Feature, int, Rule]]:
    """Every Mood Swings ruling (the party games' rulings are about other games)."""
    return [
        (f, i, r)
        for f in features()
        if f.path.parent.name not in PARTY_GAMES
        for i, r in enumerate(f.rules, start=1)
    ]


# -- card pages -----------------------------------------------------------------------------


def neighbours(slug: str) -> str:
    """Links to the previous and next cards by collector number, and to the gallery."""
    order = list(faces())
    i = order.index(slug)
    before, after = faces()[order[i - 1]], faces()[order[(i + 1) % len(order)]]
    return (
        f'<p class="ms-neighbours"><a href="{before.slug}.html">← {html.escape(before.name)}</a>'
        f'<a href="index.html">All cards</a><a href="{after.slug}.html">{html.escape(after.name)} →</a></p>'
    )


def facts(slug: str, feature: Feature | None) -> str:
    f = faces()[slug]
    notes = card_notes(slug)
    done, total = covered().count(notes)
    counts = feature_counts(feature)
    mechs = " ".join(
        f'<a class="ms-tag" href="../mechanics/{m.slug}.html">{html.escape(m.title)}</a>'
        for m in card_mechanics(slug)
    )
    lower = dice(f.secondary, size=20) if f.secondary else "none"
    rulings = len(feature.rules) if feature else 0
    results = summary(counts) if counts else "no examples yet"
    rows = [
        ("Color", f'<span class="ms-swatch ms-{f.color}"></span> {f.color}'),
        ("Rarity", f.rarity),
        ("Collector number", f"#{f.number} of 133"),
        ("Value", f"{dice(f.value, f.variable, 20)}" + (" (can change while in play)" if f.variable else "")),
        ("Lower left dice", lower),
        ("Lasting ability", "yes: keep track of it while in play" if f.lasting else "no"),
        ("Mechanics", mechs or "none"),
        ("Abilities", ability_links(f) or "none (it only scores)"),
        ("Terms", term_links(f) or "none"),
        ("Rulings", f"{rulings} (official notes encoded: {done} of {total})"),
        ("Last run", results),
    ]
    body = "".join(f"<dt>{k}</dt><dd>{v}</dd>" for k, v in rows)
    return f'<dl class="ms-facts">{body}</dl>'


def rulings_digest(feature: Feature) -> str:
    """The page's rulings at a glance, each linked to its entry below."""
    items = []
    for i, r in enumerate(feature.rules, start=1):
        flags = " <i>(erratum)</i>" if r.erratum else " <i>(pending)</i>" if r.pending else ""
        flags += f" <i>({html.escape(', '.join(map(source_label, r.sources)))})</i>" if r.beyond_notes else ""
        items.append(f'<li><a href="#{rule_label(feature, i)}">{html.escape(r.name)}</a>{flags}</li>')
    # plain HTML links (the browser test checks that every such anchor exists)
    return raw(f'<p><b>The rulings on this card:</b></p><ol class="ms-digest">{"".join(items)}</ol>')


def with_other_cards_md(slug: str) -> str:
    """The card's "With other cards" section: each ruling about it together with other cards,
    linked to its entry, with the cards it involves (empty if there is none)."""
    found = with_other_cards(slug)
    if not found:
        return ""
    items = []
    for f, i, r in found:
        others = [c for c in f.cards_of(r) if c != slug and c in faces()]
        cards = ", ".join(f'<a href="{c}.html">{html.escape(faces()[c].name)}</a>' for c in others)
        counts = rule_outcomes(f, r)
        status = f" ({summary(counts)})" if counts else ""
        flags = " <i>(pending)</i>" if r.pending else ""
        items.append(
            f'<li><a href="../{page_of(f)}#{rule_label(f, i)}">{html.escape(r.name)}</a>{flags}'
            f"{' — with ' + cards if cards else ''}{status}</li>"
        )
    # plain HTML links (the browser test checks that every such anchor exists)
    return (
        "## With other cards\n\nRulings about this card together with others, each on its theme's page.\n\n"
        + raw(f'<ul class="ms-with-others">{"".join(items)}</ul>')
    )


def card_page(slug: str) -> str:
    f = faces()[slug]
    feature = card_feature(slug)
    head = [
        "---\norphan: true\n---\n",
        f"# {f.name}\n",
        raw(neighbours(slug)),
        raw(f'<div class="ms-card-head">{card_html(f)}{facts(slug, feature)}</div>'),
    ]
    if feature is None:
        head.append(
            ":::{note}\nNo rulings are encoded for this card yet: its official notes are still to be "
            "written as examples. The [coverage page](../reference/coverage.md) shows what is done.\n:::\n"
        )
        return "\n".join(head) + "\n" + with_other_cards_md(slug) + "\n" + situations_md(slug)
    if feature.description:
        head.append(linked(feature.description, "") + "\n")
    head.append(rulings_digest(feature))
    tail = with_other_cards_md(slug) + "\n" + situations_md(slug)
    return "\n".join(head) + "\n" + feature_md(feature, "") + "\n" + tail


# -- the gallery ------------------------------------------------------------------------------


def gallery_page() -> str:
    cards = []
    for s, f in faces().items():
        feature = card_feature(s)
        n = len(feature.rules) if feature else 0
        counts = feature_counts(feature)
        mechs = " ".join(m.slug for m in card_mechanics(s))
        extra = f' data-mechanics="{mechs}" data-rulings="{n}"'
        state = summary(counts) if counts else ""
        label = STATUS[worst(counts)][0]
        mark = "✓ " if label == "passed" else ""
        ribbon = (
            f'<a class="ms-ribbon ms-{label.replace(" ", "-")}" href="{s}.html" '
            f'title="examples in the last run: {html.escape(state)}">'
            f"{mark}{n} ruling{'s' if n != 1 else ''}{'' if label == 'passed' else ' · ' + label}</a>"
            if n
            else '<span class="ms-ribbon ms-none">no rulings yet</span>'
        )
        cards.append(
            f'<div class="ms-gallery-item" data-color="{f.color}" data-rarity="{f.rarity}" '
            f'data-value="{f.top_right}" data-name="{html.escape(f.name.lower())}"{extra}>'
            f"{card_html(f, small=True, href=f'{s}.html')}{ribbon}</div>"
        )

    def options(values: list[tuple[str, str]]) -> str:
        return '<option value="">any</option>' + "".join(
            f'<option value="{v}">{html.escape(t)}</option>' for v, t in values
        )

    filters = (
        '<form class="ms-filters" onsubmit="return false">'
        f'<label>Color <select data-filter="color">{options([(c, c) for c in COLORS])}</select></label>'
        f'<label>Rarity <select data-filter="rarity">{options([(r, r) for r in RARITIES])}</select></label>'
        '<label>Value <select data-filter="value">'
        f"{options([(str(v), str(v)) for v in range(7)])}</select></label>"
        '<fieldset class="ms-worth"><legend>Worth at least</legend>'
        '<label><input type="radio" name="min" value="" data-filter="min" checked> any</label>'
        + "".join(
            f'<label><input type="radio" name="min" value="{v}" data-filter="min"> {v}+</label>'
            for v in range(1, 7)
        )
        + "</fieldset>"
        f'<label>Mechanic <select data-filter="mechanics">{options([(m.slug, m.title) for m in MECHANICS])}'
        "</select></label>"
        '<label>Name <input data-filter="name" type="search" placeholder="type a name"></label>'
        '<label class="ms-check"><input data-filter="rulings" type="checkbox"> with rulings only</label>'
        '<button type="reset" class="ms-reset">clear</button>'
        '<span class="ms-count" aria-live="polite"></span></form>'
    )
    legend = (
        '<p class="ms-card-legend">'
        f"<span>{die(3, size=16)} value (top right)</span>"
        f"<span>{die(3, black=True, size=16)} a value that can change while in play</span>"
        f"<span>{REMINDER.format(s=16)} a lasting ability: keep track of it</span>"
        "<span>lower left: the other dice some effects use</span>"
        + "".join(
            f'<span><span class="ms-rarity ms-{r.replace(" ", "-")}">{RARITY_MARK[r]}</span> {r}</span>'
            for r in RARITIES
        )
        + "</p>"
    )
    return (
        "# Cards\n\nAll 133 cards, by collector number. Narrow them down by color, rarity, value "
        "(the top right dice), [mechanic](../mechanics/index.md) or name; open a card for its rulings. "
        "To find a ruling by its words, use the [ruling finder](../find.md).\n\n"
        + raw(f'{filters}{legend}<div class="ms-gallery">{"".join(cards)}</div>')
    )


# -- mechanics --------------------------------------------------------------------------------


def mechanic_rulings(m: Mechanic) -> list[tuple[Feature, int, Rule]]:
    return [(f, i, r) for f, i, r in all_rules() if m.has_ruling(r)]


def mechanic_page(m: Mechanic) -> str:
    slugs = cards_with(m)
    cards = "".join(card_html(faces()[s], small=True, href=f"../cards/{s}.html") for s in slugs)
    out = [f"# {m.title}\n", f"{m.blurb}\n"]
    out.append(f"## Cards ({len(slugs)})\n")
    out.append(raw(f'<div class="ms-gallery ms-mini">{cards}</div>') if slugs else "No card has it.\n")
    found = mechanic_rulings(m)
    out.append(f"## Rulings ({len(found)})\n")
    if not found:
        out.append("No ruling mentions it yet.\n")
    by: dict[str, list[tuple[Feature, int, Rule]]] = {}
    for f, i, r in found:
        by.setdefault(where(f), []).append((f, i, r))
    for name, items in by.items():
        f0 = items[0][0]
        link = f'<a href="../cards/{f0.card}.html">{html.escape(name)}</a>' if f0.card else html.escape(name)
        lines = []
        for f, i, r in items:
            flags = " — <i>erratum</i>" if r.erratum else " — <i>pending</i>" if r.pending else ""
            counts = rule_outcomes(f, r)
            status = f" ({summary(counts)})" if counts else ""
            href = f"../{page_of(f)}#{rule_label(f, i)}"
            lines.append(f'<li><a href="{href}">{html.escape(r.name)}</a>{flags}{status}</li>')
        # plain HTML links (the browser test checks that every such anchor exists)
        out.append(raw(f'<p class="ms-group"><b>{link}</b></p><ul>{"".join(lines)}</ul>'))
    return "\n".join(out)


def mechanics_index() -> str:
    out = [
        "# Mechanics\n",
        "The game's recurring ideas, each with the cards that use it and every ruling about it, "
        "from any card or rules chapter. The lists are derived from the cards' text and the "
        "engine's behaviour, so new cards and rulings join them by themselves. "
        "[Where mechanics meet](map.md) crosses them two by two, and with each way to play.\n",
        "| mechanic | what it is | cards | rulings |",
        "|---|---|---|---|",
    ]
    for m in MECHANICS:
        out.append(
            f"| [{m.title}]({m.slug}.md) | {esc(m.blurb)} | {len(cards_with(m))} "
            f"| {len(mechanic_rulings(m))} |"
        )
    toc = "\n".join(["map", *(m.slug for m in MECHANICS)])
    out.append(f"\n```{{toctree}}\n:hidden:\n\n{toc}\n```\n")
    return "\n".join(out)


# -- chapters ---------------------------------------------------------------------------------


def chapter_page(feature: Feature) -> str:
    cards = card_prefix(feature, "../cards/")
    out = [f"# {esc(feature.name)}\n"]
    if feature.description:
        out.append(linked(feature.description, cards) + "\n")
    out.append(f"Source of these rulings: `{feature.relpath}`.\n")
    return "\n".join(out) + "\n" + feature_md(feature, cards)


def chapter_index(folder: str, chapter: list[Feature]) -> str:
    """A chapter's contents; the folder's README.md, if it has one, is its introduction."""
    title, intro = CHAPTERS.get(folder, (folder.capitalize(), ""))
    readme = FEATURES / folder / "README.md"
    if readme.exists():
        intro = readme.read_text(encoding="utf-8").strip()
    items = "\n".join(f"{f.path.stem}" for f in chapter)
    return f"# {title}\n\n{intro}\n\n```{{toctree}}\n:maxdepth: 1\n:titlesonly:\n\n{items}\n```\n"


def document_order(feature: Feature) -> int:
    """Where a chapter's first paragraph comes in its source document."""
    order = {n: i for i, n in enumerate(source_ids())}
    tagged = [order[n] for r in feature.rules for n in r.notes if n in order]
    return min(tagged, default=len(order))


def chapters() -> dict[str, list[Feature]]:
    """Feature files outside features/cards, by folder, in the order of CHAPTERS."""
    by: dict[str, list[Feature]] = {}
    for f in sorted(features(), key=document_order):
        folder = f.path.parent.name
        if folder != "cards":
            by.setdefault(folder, []).append(f)
    order = list(CHAPTERS)
    return dict(sorted(by.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order)))


# -- the home page's live parts -------------------------------------------------------------------


def run_status() -> str:
    """What the last run of the suite says, in one paragraph: never a result we don't have."""
    from .results import last_run

    counts: Counter[str] = Counter()
    for f in features():
        for _, e in f.examples():
            counts[outcome(f, e)] += 1
    run = last_run()
    total = sum(counts.values())
    if not run.written:
        return (
            f"**Results: not run.** This build has no results from the suite, so every one of the {total} "
            "examples shows *not run*. Build with `python3 tasks.py site` to run the suite first.\n"
        )
    parts = ", ".join(
        f"{counts[k]} {label}"
        for k, label in (
            ("passed", "passed"),
            ("pending", "pending"),
            ("failed", "failed"),
            ("missing", "not run"),
        )
        if counts.get(k)
    )
    return f"**Results of the last run** (suite run at {run.written}): {total} examples: {parts}.\n"


def home_parts() -> str:
    groups = covered().per_group()
    progress = "; ".join(f"{g}: {done} of {total}" for g, (done, total) in groups.items())
    encoded = sum(1 for s in faces() if card_feature(s))
    return (
        run_status()
        + f"\n**Progress.** {encoded} of 133 cards have rulings. Notes and paragraphs encoded, by source: "
        f"{progress}. The [coverage page](reference/coverage.md) has the detail.\n"
    )


def browse() -> str:
    """Quick ways in from the home page: the gallery by color, and the mechanics."""
    colors = "".join(
        f'<a class="ms-pill ms-pill-{c}" href="cards/index.html#color={c}">'
        f'<span class="ms-swatch ms-{c}"></span>{c} cards</a>'
        for c in COLORS
    )
    mechs = "".join(
        f'<a class="ms-tag" href="mechanics/{m.slug}.html">{html.escape(m.title)}</a>' for m in MECHANICS
    )
    return raw(
        f'<div class="ms-browse"><p><b>Browse the cards:</b> {colors}</p>'
        f"<p><b>Rulings by mechanic:</b> {mechs}</p></div>"
    )


def status_legend() -> str:
    return " ".join(badge(k) for k in ORDER)


# -- writing ----------------------------------------------------------------------------------


def write_pages(docs: Path) -> list[str]:
    """Write every generated page (only those whose text changed) and remove stale ones;
    return the chapter folders, in order, for the home page's table of contents."""
    pages: dict[Path, str] = {docs / "cards" / "index.md": gallery_page()}
    for slug in faces():
        pages[docs / "cards" / f"{slug}.md"] = card_page(slug)
    pages[docs / "mechanics" / "index.md"] = mechanics_index()
    pages[docs / "mechanics" / "map.md"] = map_page()
    for m in MECHANICS:
        pages[docs / "mechanics" / f"{m.slug}.md"] = mechanic_page(m)
    found = chapters()
    for folder, chapter in found.items():
        pages[docs / folder / "index.md"] = chapter_index(folder, chapter)
        for f in chapter:
            pages[docs / folder / f"{f.path.stem}.md"] = chapter_page(f)
    pages[docs / "reference" / "coverage.md"] = coverage_page()
    pages[docs / f"{OPEN_PAGE}.md"] = open_page()
    pages[docs / "reference" / "errata.md"] = errata_page()
    pages[docs / "reference" / "steps.md"] = steps_page()
    pages[docs / "reference" / "sources.md"] = sources_page()
    pages[docs / "reference" / "refusals.md"] = refusals_page()
    for path, text in pages.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    for folder in GENERATED:
        for stale in (docs / folder).glob("*.md") if (docs / folder).exists() else []:
            if stale not in pages:
                stale.unlink()
    return list(found)
