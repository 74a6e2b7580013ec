"""Rulings as FAQ entries: the ruling in words, then each example with its steps, its
result in the last run, the table before and after, and the engine's play-by-play."""

from __future__ import annotations

import html
from collections.abc import Iterable
from typing import Any

from engine.core.catalog import faces
from engine.knowledge.rulings import PARTY_GAMES, SOURCE_KINDS, Example, Feature, Rule, Step

from .anchors import page_of, rule_anchor
from .leads import ruling_links
from .linking import linked, linked_html, raw
from .results import STATUS, entry, rule_outcomes, summary, worst
from .tables import snapshot_html
from .tryit import tryit_link


def card_prefix(feature: Feature, prefix: str) -> str | None:
    """How a page reaches the card pages from this feature's text: None (no links) for the
    party games, whose emotion words are not Mood Swings cards."""
    return None if feature.path.parent.name in PARTY_GAMES else prefix


def rule_label(feature: Feature, index: int) -> str:
    """A ruling's anchor on its page, which is also its label for ``{ref}``: its note id or
    source tag (see ``anchors``), unique across the site."""
    return rule_anchor(feature, index)


def badge(outcome: str) -> str:
    label, title = STATUS.get(outcome, (outcome, outcome))
    return f'<span class="ms-status ms-{label.replace(" ", "-")}" title="{title}">{label}</span>'


# Who ruled, as a reader says it (the kinds are engine.knowledge.rulings.SOURCE_KINDS).
SOURCE_LABELS = {
    "judge": "judge's ruling",
    "clarification": "designers' clarification",
    "community": "players' question",
    "reference": "the reference's own ruling",
}


def source_label(source: str) -> str:
    """``reference-2026-11-30`` as a reader says it: who ruled, and when."""
    kind, _, date = source.partition("-")
    return f"{SOURCE_LABELS.get(kind, kind)} · {date}"


def source_badge(source: str) -> str:
    """A @source tag as a badge (the reference's own rulings stand out)."""
    kind, _, date = source.partition("-")
    title = f"{SOURCE_KINDS.get(kind, kind)}, given on {date}: a ruling beyond the official notes"
    return (
        f'<span class="ms-note ms-source ms-source-{html.escape(kind)}" title="{html.escape(title)}">'
        f"{html.escape(source_label(source))}</span>"
    )


def run_details(found: dict[str, Any] | None, cards: str | None) -> str:
    if not found or "before" not in found:
        return ""
    events = "".join(f"<li>{linked_html(e, cards)}</li>" for e in found.get("events", []))
    events = events or "<li>(nothing happened)</li>"
    error = ""
    if found.get("error"):
        what = "Why it is pending" if found.get("outcome") == "pending" else "Why it failed"
        error = f"<h5>{what}</h5><pre class='ms-error'>{html.escape(found['error'])}</pre>"
    return (
        "<details class='ms-run'><summary>The table before and after, and what the engine did</summary>"
        f"{error}<div class='ms-run-grid'><div><h5>Before</h5>{snapshot_html(found['before'], cards)}</div>"
        f"<div><h5>Play by play</h5><ol class='ms-events'>{events}</ol></div>"
        f"<div><h5>After</h5>{snapshot_html(found['after'], cards)}</div></div></details>"
    )


# -- steps and examples ---------------------------------------------------------------------


def steps_html(steps: Iterable[Step], cards: str | None) -> str:
    """Steps as a list (keyword, then the text with card names linked); data tables as tables."""
    items = []
    for s in steps:
        table = ""
        if s.table:
            header, *rows = s.table
            head = "".join(f"<th>{html.escape(c)}</th>" for c in header)
            body = "".join(
                "<tr>" + "".join(f"<td>{linked_html(c, cards)}</td>" for c in row) + "</tr>" for row in rows
            )
            table = f'<table class="ms-step-table"><tr>{head}</tr>{body}</table>'
        items.append(f"<li><kbd>{html.escape(s.keyword)}</kbd> {linked_html(s.text, cards)}{table}</li>")
    return f'<ul class="ms-steps">{"".join(items)}</ul>'


def example_html(feature: Feature, example: Example, cards: str | None) -> str:
    """An example in a box: its name and last result, its steps, then what the engine did.
    Plain HTML (one raw block per ruling): the site builds much faster than with nested
    Markdown, and the ruling finder indexes the steps."""
    found = entry(feature, example)
    outcome = found.get("outcome", "missing") if found else "missing"
    label = STATUS.get(outcome, (outcome,))[0].replace(" ", "-")
    description = (
        f'<p class="ms-example-text">{linked_html(example.description, cards)}</p>'
        if example.description
        else ""
    )
    return (
        f'<div class="ms-example ms-example-{label}">'
        f'<p class="ms-example-title"><span>Example: {linked_html(example.name, cards)}</span>'
        f"{badge(outcome)}</p>"
        f"{description}{steps_html(example.steps, cards)}{tryit_link(found, feature, example)}"
        f"{run_details(found, cards)}</div>"
    )


def rule_md(feature: Feature, index: int, rule: Rule, cards: str | None, level: str = "##") -> str:
    counts = rule_outcomes(feature, rule)
    badges = [
        f'<span class="ms-note" title="the official note this ruling encodes">{html.escape(n)}</span>'
        for n in rule.notes
    ]
    badges += [source_badge(s) for s in rule.sources]
    if feature.interactions and cards is not None:
        badges += [
            f'<a class="ms-tag" href="{cards}{c}.html" title="a card this ruling involves">'
            f"{html.escape(faces()[c].name)}</a>"
            for c in feature.cards_of(rule)
            if c in faces()
        ]
    if rule.erratum:
        badges.append('<span class="ms-flag ms-erratum">erratum: the source is wrong here</span>')
    if rule.pending:
        badges.append('<span class="ms-flag ms-pending">pending: the engine cannot do this yet</span>')
    if counts:
        badges.append(
            f'<span class="ms-rule-result ms-{STATUS[worst(counts)][0].replace(" ", "-")}">'
            f"examples: {summary(counts)}</span>"
        )
    blocks = [
        f'<p class="ms-badges">{" ".join(badges)}</p>',
        ruling_links(feature, index, rule, page_of(feature)),
    ]
    if counts.get("failed"):
        blocks.append(
            admonition(
                "error",
                "Failed",
                "An example of this ruling <b>failed</b> in the last run of the suite: "
                "the engine does not do what the ruling says (yet).",
            )
        )
    if rule.description:
        text = paragraphs(rule.description, cards)
        if rule.erratum:
            blocks.append(admonition("erratum", "Erratum: what the source says, and why we differ", text))
        elif rule.pending:
            blocks.append(admonition("pending", "Pending: what the engine is missing", text))
        else:
            blocks.append(f'<div class="ms-rule-text">{text}</div>')
    if rule.background:
        blocks.append(
            '<div class="ms-background"><p>Each example here also starts from:</p>'
            f"{steps_html(rule.background, cards)}</div>"
        )
    blocks += [example_html(feature, e, cards) for e in rule.examples]
    # The heading is Markdown (the page's contents, the anchor, the full-text index); the
    # ruling's body is one block of HTML, which keeps the build fast.
    return f"({rule_label(feature, index)})=\n{level} {linked(rule.name, cards)}\n\n" + raw("".join(blocks))


def paragraphs(text: str, cards: str | None) -> str:
    """Plain text (a feature's description) as HTML paragraphs, card names linked."""
    return "".join(f"<p>{linked_html(p.strip(), cards)}</p>" for p in text.split("\n\n") if p.strip())


def admonition(kind: str, title: str, body: str) -> str:
    """A box in the theme's admonition style."""
    inner = body if body.startswith("<p>") else f"<p>{body}</p>"
    return f'<div class="admonition {kind}"><p class="admonition-title">{html.escape(title)}</p>{inner}</div>'


def feature_md(feature: Feature, cards: str | None) -> str:
    out = []
    if feature.background:
        out.append(
            raw(
                '<div class="ms-background ms-feature-background"><p>Every example on this page '
                f"starts from:</p>{steps_html(feature.background, cards)}</div>"
            )
        )
    numbered = list(enumerate(feature.rules, start=1))
    out += [rule_md(feature, i, r, cards) for i, r in numbered if not r.beyond_notes]
    beyond = [rule_md(feature, i, r, cards, "###") for i, r in numbered if r.beyond_notes]
    if beyond:
        out.append(
            "## Rulings beyond the official notes\n\nJudge rulings, the designers' clarifications, "
            "players' questions and the reference's own rulings (where careful readers of the "
            "sources could differ), each with its source and date: not official notes, but proved "
            "against the engine in the same way.\n"
        )
        out += beyond
    return "\n".join(out)
