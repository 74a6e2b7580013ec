"""The site's generated pages, written as MyST Markdown from the features and the last run.

Every card gets a page (its card drawn, then its rulings); every rules feature gets a
chapter; the gallery, coverage, errata and step reference are built from the same data.
Nothing here decides anything: it shows the feature files and what the engine did.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from engine.catalog import COLORS, faces
from engine.catalog import slug as card_slug
from engine.rulings import ROOT, Example, Feature, Rule, Step, card_feature, features
from engine.sources import CARD_NOTES, card_notes, coverage, informational

from .drawing import card_html

RESULTS = ROOT / "build" / "results.json"
STATUS = {
    "passed": ("passed", "Passed in the last run of the suite"),
    "failed": ("failed", "FAILED in the last run of the suite"),
    "pending": ("pending", "Pending: the engine cannot do this yet (an expected failure)"),
    "missing": ("not run", "Not run: build the site with the suite's results"),
}
MD_SPECIAL = re.compile(r"([\\`*_\[\]<>#|{}])")
CARD_NAMES = sorted((f.name for f in faces().values()), key=len, reverse=True)
CARD_WORD = re.compile(r"(?<![\w-])(" + "|".join(re.escape(n) for n in CARD_NAMES) + r")(?![\w-])")


def load_results() -> dict[str, Any]:
    """Each example's outcome in the last run of the suite, by "feature path:line"."""
    if not RESULTS.exists():
        return {}
    return json.loads(RESULTS.read_text(encoding="utf-8")).get("examples", {})


def esc(text: str) -> str:
    return MD_SPECIAL.sub(r"\\\1", text)


def linked(text: str, prefix: str) -> str:
    """Markdown with every card name linked to its page."""
    out, last = [], 0
    for m in CARD_WORD.finditer(text):
        out.append(esc(text[last : m.start()]))
        out.append(f"[{m.group(1)}]({prefix}{card_slug(m.group(1))}.md)")
        last = m.end()
    out.append(esc(text[last:]))
    return "".join(out)


def raw(block: str) -> str:
    return f"```{{raw}} html\n{block}\n```\n"


def rule_label(feature: Feature, index: int) -> str:
    return f"{feature.path.stem}-rule-{index}"


# -- examples and their results ------------------------------------------------------------


def snapshot_table(snap: dict[str, Any]) -> str:
    rows = []
    for p in snap["players"]:
        moods = (
            ", ".join(
                f"{html.escape(m['name'])} <b>{m['value']}</b>"
                + (f" <i>({html.escape('; '.join(m['notes']))})</i>" if m["notes"] else "")
                for m in p["moods"]
            )
            or "—"
        )
        hand = html.escape(", ".join(p["hand"])) or "—"
        rows.append(
            f"<tr><th>{html.escape(p['name'])}</th><td>{moods}</td><td>{p['score']}</td><td>{hand}</td>"
            f"<td>{p['wins']}</td></tr>"
        )
    head = "<tr><th></th><th>moods (value)</th><th>score</th><th>hand</th><th>rounds won</th></tr>"
    discard = html.escape(", ".join(snap["discard"])) or "empty"
    deck = html.escape(", ".join(snap["deck"])) or "empty"
    foot = (
        f"<p class='ms-piles'>Round {snap['round']}, {html.escape(snap['turn'])}'s turn "
        f"({html.escape(snap['first'])} went first). Discard pile: {discard}. Deck, top first: {deck}.</p>"
    )
    return f"<table class='ms-table'>{head}{''.join(rows)}</table>{foot}"


def result_block(entry: dict[str, Any] | None) -> tuple[str, str]:
    """The last run's outcome as a badge, and what the engine did as a folding block."""
    status = (entry or {}).get("outcome", "missing")
    label, title = STATUS.get(status, (status, status))
    badge = f'<span class="ms-status ms-{label.replace(" ", "-")}" title="{title}">{label}</span>'
    if not entry or "before" not in entry:
        return badge, ""
    events = (
        "".join(f"<li>{html.escape(e)}</li>" for e in entry.get("events", []))
        or "<li>(nothing happened)</li>"
    )
    error = f"<pre class='ms-error'>{html.escape(entry['error'])}</pre>" if entry.get("error") else ""
    details = (
        f"<details class='ms-run'><summary>What the engine did</summary>{error}"
        f"<h5>Before</h5>{snapshot_table(entry['before'])}"
        f"<h5>Play by play</h5><ol class='ms-events'>{events}</ol>"
        f"<h5>After</h5>{snapshot_table(entry['after'])}</details>"
    )
    return badge, details


def steps_md(steps: Iterable[Step], prefix: str) -> str:
    lines = []
    for s in steps:
        lines.append(f"- **{s.keyword}** {linked(s.text, prefix)}")
        if s.table:
            header, *rows = s.table
            lines.append("")
            lines.append("  | " + " | ".join(esc(c) for c in header) + " |")
            lines.append("  |" + "---|" * len(header))
            lines += ["  | " + " | ".join(linked(c, prefix) for c in row) + " |" for row in rows]
    return "\n".join(lines) + "\n"


def example_md(feature: Feature, example: Example, results: dict[str, Any], prefix: str) -> str:
    """An example in a box: its name and last result, its steps, then what the engine did."""
    entry = results.get(f"{feature.relpath}:{example.line}")
    badge, details = result_block(entry)
    out = [
        "::::{container} ms-example",
        raw(f'<p class="ms-example-title"><span>Example: {html.escape(example.name)}</span>{badge}</p>'),
    ]
    if example.description:
        out.append(linked(example.description, prefix) + "\n")
    out.append(steps_md(example.steps, prefix))
    if details:
        out.append(raw(details))
    out.append("::::\n")
    return "\n".join(out)


def rule_md(feature: Feature, index: int, rule: Rule, results: dict[str, Any], prefix: str) -> str:
    badges = [f'<span class="ms-note">{html.escape(n)}</span>' for n in rule.notes]
    badges += [f'<span class="ms-note ms-source">{html.escape(s)}</span>' for s in rule.tag_values("source")]
    if rule.erratum:
        badges.append('<span class="ms-flag ms-erratum">erratum</span>')
    if rule.pending:
        badges.append('<span class="ms-flag ms-pending">pending</span>')
    out = [
        f"({rule_label(feature, index)})=",
        f"## {esc(rule.name)}\n",
        raw(f'<p class="ms-badges">{" ".join(badges)}</p>'),
    ]
    if rule.description:
        kind = "erratum" if rule.erratum else "pending" if rule.pending else ""
        text = linked(rule.description, prefix)
        title = "Erratum" if kind == "erratum" else "Pending"
        out.append(f":::{{admonition}} {title}\n:class: {kind}\n{text}\n:::\n" if kind else text + "\n")
    if rule.background:
        out.append("Each example here also starts from:\n\n" + steps_md(rule.background, prefix))
    out += [example_md(feature, e, results, prefix) for e in rule.examples]
    return "\n".join(out)


def feature_md(feature: Feature, results: dict[str, Any], prefix: str) -> str:
    out = []
    if feature.description:
        out.append(linked(feature.description, prefix) + "\n")
    if feature.background:
        out.append("Every example below starts from:\n\n" + steps_md(feature.background, prefix))
    out += [rule_md(feature, i, r, results, prefix) for i, r in enumerate(feature.rules, start=1)]
    return "\n".join(out)


# -- pages ---------------------------------------------------------------------------------


def neighbours(slug: str) -> str:
    """Links to the previous and next cards by collector number, and to the gallery."""
    order = list(faces())
    i = order.index(slug)
    before, after = faces()[order[i - 1]], faces()[order[(i + 1) % len(order)]]
    return (
        f"[← {before.name}]({order[i - 1]}.md) · [All cards](index.md) · [{after.name} →]({after.slug}.md)\n"
    )


def card_page(slug: str, results: dict[str, Any]) -> str:
    f = faces()[slug]
    feature = card_feature(slug)
    notes = card_notes(slug)
    encoded = {n for r in feature.rules for n in r.notes} if feature else set()
    head = [
        "---\norphan: true\n---\n",
        f"# {f.name}\n",
        neighbours(slug),
        raw(f'<div class="ms-card-page">{card_html(f)}</div>'),
        f"{f.color.capitalize()}, {f.rarity}, collector number {f.number}. "
        f"Official notes encoded: {len([n for n in notes if n in encoded])} of {len(notes)}.\n",
    ]
    if feature is None:
        head.append(":::{note}\nNo rulings are encoded for this card yet.\n:::\n")
        return "\n".join(head)
    head.append(f"Source of these rulings: `{feature.relpath}`.\n")
    return "\n".join(head) + "\n" + feature_md(feature, results, "")


def chapter_page(feature: Feature, results: dict[str, Any]) -> str:
    return f"# {esc(feature.name)}\n\nSource: `{feature.relpath}`.\n\n" + feature_md(
        feature, results, "../cards/"
    )


def gallery_page() -> str:
    cards = "".join(card_html(f, small=True, href=f"{s}.html") for s, f in faces().items())
    colors = "".join(f'<option value="{c}">{c}</option>' for c in COLORS)
    rarities = "".join(
        f'<option value="{r}">{r}</option>' for r in ("common", "uncommon", "rare", "mythic rare")
    )
    values = "".join(f'<option value="{v}">{v}</option>' for v in range(7))
    filters = (
        '<form class="ms-filters" onsubmit="return false">'
        f'<label>Color <select data-filter="color"><option value="">any</option>{colors}</select></label>'
        f'<label>Rarity <select data-filter="rarity"><option value="">any</option>{rarities}</select></label>'
        f'<label>Value <select data-filter="value"><option value="">any</option>{values}</select></label>'
        '<label>Name <input data-filter="name" type="search" placeholder="type a name"></label>'
        '<span class="ms-count"></span></form>'
    )
    return (
        "# Cards\n\nAll 133 cards, by collector number. Filter by color, rarity or value; "
        "open a card for its rulings.\n\n" + raw(f'{filters}<div class="ms-gallery">{cards}</div>')
    )


CHAPTERS = {
    "rules": (
        "Rules of play",
        "The rules document, paragraph by paragraph, each with examples run against the engine.",
    ),
    "formats": ("Other ways to play", "Duels, drafts and team games."),
    "mood-x": ("Mood X", "The rules of the party game Mood X."),
    "feelinks": ("Feelinks", "The rules of the party game Feelinks."),
}


def chapter_index(folder: str, chapter: list[Feature]) -> str:
    title, intro = CHAPTERS.get(folder, (folder.capitalize(), ""))
    items = "\n".join(f"{f.path.stem}" for f in chapter)
    return f"# {title}\n\n{intro}\n\n```{{toctree}}\n:maxdepth: 1\n:titlesonly:\n\n{items}\n```\n"


def chapters() -> dict[str, list[Feature]]:
    """Feature files outside features/cards, by folder, in the order of CHAPTERS."""
    by: dict[str, list[Feature]] = {}
    for f in features():
        folder = f.path.parent.name
        if folder != "cards":
            by.setdefault(folder, []).append(f)
    order = list(CHAPTERS)
    return dict(sorted(by.items(), key=lambda kv: order.index(kv[0]) if kv[0] in order else len(order)))


def coverage_page() -> str:
    cov = coverage()
    out = [
        "# Coverage\n",
        "How many official notes and rules paragraphs the rulings encode (a Rule tagged "
        "with the note's id). A note encoded only by a pending ruling still counts, and is listed below.\n",
        "| | encoded | of |",
        "|---|---|---|",
    ]
    for group, (done, total) in cov.per_group().items():
        out.append(f"| {group} | {done} | {total} |")
    out.append("")
    for color in COLORS:
        out += [f"## {color.capitalize()}\n", "| card | notes encoded | of |", "|---|---|---|"]
        for slug, f in faces().items():
            if f.color == color:
                done, total = cov.count(card_notes(slug))
                out.append(f"| [{f.name}](cards/{slug}.md) | {done} | {total} |")
        out.append("")
    pending = sorted(cov.pending)
    out.append("## Pending\n")
    out.append(
        ("Encoded only by pending rulings: " + ", ".join(f"`{p}`" for p in pending) + ".\n")
        if pending
        else "No note is encoded only by a pending ruling.\n"
    )
    out.append("## Informational paragraphs\n")
    info = informational()
    out.append(
        "These paragraphs state no rule, so no ruling encodes them; they count as covered.\n\n"
        + "\n".join(f"- `{i}`: {why}" for i, why in sorted(info.items()))
        + "\n"
        if info
        else "No paragraph is listed as informational yet.\n"
    )
    out.append(f"\n{CARD_NOTES}: see each card's page for the rulings themselves.\n")
    return "\n".join(out)


def errata_page() -> str:
    out = [
        "# Errata\n",
        "Where a source is wrong, the ruling says so and the engine follows the rules "
        "document. Each erratum explains what the source says and what the engine does.\n",
    ]
    found = False
    for f in features():
        for i, r in enumerate(f.rules, start=1):
            if r.erratum:
                found = True
                where = f"{faces()[f.card].name}" if f.card else f.name
                out.append(f"## {esc(where)}: {esc(r.name)}\n")
                out.append(
                    f"Notes: {', '.join(f'`{n}`' for n in r.notes)}. "
                    f"{{ref}}`See the ruling and its examples <{rule_label(f, i)}>`.\n"
                )
                out.append(linked(r.description, "cards/") + "\n")
    if not found:
        out.append("No errata so far.\n")
    return "\n".join(out)


def steps_page() -> str:
    from steps.registry import STEPS, matching

    uses: dict[int, list[str]] = {}
    for f in features():
        for rule, e in f.examples():
            for s in f.background + (rule.background if rule else ()) + e.steps:
                for d in matching(s.kind, s.text):
                    uses.setdefault(id(d), []).append(s.text)
    out = [
        "# Step reference\n",
        "The steps a ruling can use, for contributors. Each step text in a feature "
        "must match exactly one of these; a test checks it. Card and player names are capitalized; "
        "lists read `A, B and C`.\n",
    ]
    for kind in ("given", "when", "then"):
        out.append(f"## {kind.capitalize()}\n")
        for d in STEPS:
            if d.kind != kind:
                continue
            used = uses.get(id(d), [])
            out.append(f"`{d.template}`\n")
            if d.doc:
                out.append(f": {esc(' '.join(d.doc.split()))}")
            if used:
                out.append(f"  Used {len(used)} times, for instance: *{esc(used[0])}*.")
            out.append("")
    return "\n".join(out)


GENERATED = ("cards", "reference", *CHAPTERS)


def write_pages(docs: Path) -> list[str]:
    """Write every generated page (only those whose text changed) and remove stale ones;
    return the chapter folders, in order, for the home page's table of contents."""
    results = load_results()
    pages: dict[Path, str] = {docs / "cards" / "index.md": gallery_page()}
    for slug in faces():
        pages[docs / "cards" / f"{slug}.md"] = card_page(slug, results)
    found = chapters()
    for folder, chapter in found.items():
        pages[docs / folder / "index.md"] = chapter_index(folder, chapter)
        for f in chapter:
            pages[docs / folder / f"{f.path.stem}.md"] = chapter_page(f, results)
    pages[docs / "reference" / "coverage.md"] = coverage_page().replace("](cards/", "](../cards/")
    pages[docs / "reference" / "errata.md"] = errata_page().replace("](cards/", "](../cards/")
    pages[docs / "reference" / "steps.md"] = steps_page()
    for path, text in pages.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
    for folder in GENERATED:
        for stale in (docs / folder).glob("*.md") if (docs / folder).exists() else []:
            if stale not in pages:
                stale.unlink()
    return list(found)
