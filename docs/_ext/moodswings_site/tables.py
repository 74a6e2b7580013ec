"""The table as the engine saw it, in HTML: each example's before and after on the card
pages, and the Try it page's table (which runs this module in the browser, under Pyodide:
it needs nothing but the standard library and ``linking``)."""

from __future__ import annotations

import html
from typing import Any

from .linking import linked_html


def mood_chip(mood: dict[str, Any], cards: str | None) -> str:
    notes = "; ".join(mood.get("notes", []))
    color = mood.get("color", "")
    cls = " ms-suppressed" if "suppressed" in notes else ""
    title = f' title="{html.escape(color)}{"; " + html.escape(notes) if notes else ""}"'
    note = f'<span class="ms-chip-note">{linked_html(notes, cards)}</span>' if notes else ""
    return (
        f'<span class="ms-chip ms-chip-{html.escape(color)}{cls}"{title}>'
        f"{linked_html(mood['name'], cards)} <b>{mood['value']}</b>{note}</span>"
    )


def card_list(names: list[str], cards: str | None, empty: str) -> str:
    if not names:
        return f'<span class="ms-empty">{empty}</span>'
    return ", ".join(linked_html(n, cards) for n in names)


def party_table(snap: dict[str, Any]) -> str:
    """A party game's table (Mood X, Feelinks): the columns and rows its engine draws."""
    head = "".join(f"<th>{html.escape(c)}</th>" for c in snap["columns"])
    rows = "".join(
        f'<tr class="ms-player"><th>{html.escape(r[0])}</th>'
        + "".join(f"<td>{html.escape(c)}</td>" for c in r[1:])
        + "</tr>"
        for r in snap["rows"]
    )
    note = f"<p class='ms-piles'>{html.escape(snap['note'])}</p>"
    return f"<table class='ms-table'><tr>{head}</tr>{rows}</table>{note}"


def round_words(snap: dict[str, Any]) -> str:
    """Where the game is: the round and whose turn, or that no round has begun (a game's setup)."""
    if snap["turn"] is None:
        return "No round has begun yet."
    turn, first = html.escape(snap["turn"]), html.escape(snap["first"])
    return f"Round {snap['round']}, {turn}'s turn ({first} went first)."


def snapshot_html(snap: dict[str, Any], cards: str | None) -> str:
    if "columns" in snap:
        return party_table(snap)
    rows = []
    for p in snap["players"]:
        moods = "".join(mood_chip(m, cards) for m in p["moods"]) or '<span class="ms-empty">no moods</span>'
        turn = " ms-turn" if p["name"] == snap.get("turn") else ""
        rows.append(
            f'<tr class="ms-player{turn}"><th>{html.escape(p["name"])}</th>'
            f'<td class="ms-score">{p["score"]}</td>'
            f"<td>{moods}</td><td>{card_list(p['hand'], cards, 'empty')}</td><td>{p['wins']}</td></tr>"
        )
    head = "<tr><th>player</th><th>score</th><th>moods (value)</th><th>hand</th><th>rounds won</th></tr>"
    winners = f" Winners: {html.escape(', '.join(snap['winners']))}." if snap.get("winners") else ""
    foot = (
        f"<p class='ms-piles'>{round_words(snap)}{winners} "
        f"<b>Discard pile:</b> {card_list(snap['discard'], cards, 'empty')}. "
        f"<b>Deck</b> (top first): {card_list(snap['deck'], cards, 'empty')}.</p>"
    )
    return f"<table class='ms-table'>{head}{''.join(rows)}</table>{foot}"
