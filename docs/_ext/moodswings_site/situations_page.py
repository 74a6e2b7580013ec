"""Every card in every situation, on the site: each card page's "In other situations" (its row
of the grid, ``engine.knowledge.situations``), and the page of the questions the reference has
not ruled yet (every open cell, by situation)."""

from __future__ import annotations

import html
from functools import cache

from engine.core.catalog import faces
from engine.knowledge.rulings import Feature, Rule, features
from engine.knowledge.situations import DOES_NOT_APPLY, EXPLAINED, OPEN, RULED, counts, grid, words

from .anchors import page_of, rule_anchor
from .linking import linked_html, raw

OPEN_PAGE = "reference/open-questions"
STATUS_WORDS = {
    RULED: "ruled",
    EXPLAINED: "no question arises",
    DOES_NOT_APPLY: "does not apply",
    OPEN: "open",
}


@cache
def _rulings() -> dict[str, tuple[Feature, int, Rule]]:
    """Each ruling by the name the grid gives it (``features/...:<line>``)."""
    return {f"{f.relpath}:{r.line}": (f, i, r) for f in features() for i, r in enumerate(f.rules, start=1)}


def _ruling_link(name: str) -> str:
    f, i, r = _rulings()[name.split(" (", 1)[0]]
    return f'<a href="../{page_of(f)}#{rule_anchor(f, i)}">{html.escape(r.name)}</a>'


def situations_md(slug: str) -> str:
    """The card page's "In other situations": each situation, its status, and the rulings that
    exercise it or the line that says why it is closed."""
    items = []
    for key, cell in grid()[slug].items():
        title = html.escape(words().situations[key].title)
        if cell.status == RULED:
            what = "; ".join(_ruling_link(r) for r in cell.rulings)
        elif cell.reason:
            what = linked_html(cell.reason, "")
        else:
            what = f'not ruled yet: <a href="../{OPEN_PAGE}.html#open-{key}">the open questions</a>'
        items.append(f"<li><b>{title}</b> <i>({STATUS_WORDS[cell.status]})</i>: {what}</li>")
    return (
        "## In other situations\n\n"
        "This card in each situation that can touch it: the rulings whose examples put it there "
        "(an example counts only if its outcome depends on both the card and the situation), or why "
        "no question arises, or why the situation cannot reach it. "
        f"[Every card's open questions]({'../' + OPEN_PAGE}.md) are listed together.\n\n"
        + raw(f'<ul class="ms-situations">{"".join(items)}</ul>')
    )


def open_page() -> str:
    """The questions the reference has not ruled yet: every open cell, by situation."""
    found = grid()
    n = counts(found)
    applying = sum(n.values()) - n[DOES_NOT_APPLY]
    share = f"{100 * n[OPEN] / applying:.0f} %" if applying else "none"
    out = [
        "# Questions not ruled yet\n",
        "Every card meets situations: suppressed, copied, taken by another player, played again, "
        "repeated... For each card and each situation, the reference either has rulings whose "
        "examples put the card in that situation (and whose outcome depends on both), or says why no "
        "question arises or why the situation cannot reach the card. What is left is below: **the "
        "questions the reference has not ruled yet**, grouped by situation. Each card's page shows "
        "its whole row, under *In other situations*; `moodswings coverage --situations` prints the "
        "grid.\n",
        f"**{sum(n.values())} cells:** {n[RULED]} ruled, {n[EXPLAINED]} where no question arises, "
        f"{n[DOES_NOT_APPLY]} where the situation does not apply, **{n[OPEN]} open** ({share} of the "
        f"{applying} cells that apply).\n",
    ]
    for key, situation in words().situations.items():
        open_cards = [slug for slug, row in found.items() if row[key].status == OPEN]
        out.append(f"(open-{key})=\n## {situation.title}\n")
        if not open_cards:
            out.append("Nothing open.\n")
            continue
        asked = {slug: situation.question.format(name=faces()[slug].name) for slug in open_cards}
        items = "".join(
            f'<li><a href="../cards/{s}.html">{html.escape(q)}</a></li>' for s, q in asked.items()
        )
        out.append(f"{len(open_cards)} open.\n\n" + raw(f'<ul class="ms-open-questions">{items}</ul>'))
    return "\n".join(out)
