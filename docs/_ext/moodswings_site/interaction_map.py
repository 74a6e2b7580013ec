"""The interaction map's page: where two mechanics meet (or a mechanic and a way to play),
as a table whose every cell leads to the rulings that cover it, or to the reason why no
question arises there. The map itself is ``engine.knowledge.interaction_map``, read from the
feature files at each build."""

from __future__ import annotations

import html

from engine.core.catalog import faces
from engine.knowledge.interaction_map import (
    AXES,
    FORMATS,
    Cell,
    MapCell,
    axis_title,
    cell,
    interaction_map,
)
from engine.knowledge.mechanics import MECHANICS

from .anchors import page_of, rule_anchor
from .linking import linked_html, raw


def cell_id(c: Cell) -> str:
    return f"cell-{c.first}-{c.second}"


def _mark(mc: MapCell) -> str:
    """A cell of the table: the number of its rulings, a dash for a reason, or a mark."""
    c = mc.cell
    if mc.rulings:
        n = len(mc.rulings)
        pending = sum(1 for r in mc.rulings if r.rule.pending)
        title = f"{c.title}: {n} ruling{'s' if n != 1 else ''}" + (f", {pending} pending" if pending else "")
        return f'<td class="ms-map-ruled"><a href="#{cell_id(c)}" title="{html.escape(title)}">{n}</a></td>'
    if mc.reason is not None:
        title = f"{c.title}: no question arises ({mc.reason})"
        return (
            f'<td class="ms-map-reason"><a href="#{cell_id(c)}" title="{html.escape(title)}">'
            '<span aria-hidden="true">–</span><span class="ms-sr">no question: why</span></a></td>'
        )
    return (
        f'<td class="ms-map-empty"><a href="#{cell_id(c)}" title="{html.escape(c.title)}: nothing yet">'
        "?</a></td>"
    )


def table(found: dict[Cell, MapCell]) -> str:
    mechanics = [m.slug for m in MECHANICS]
    head = "".join(f'<th scope="col"><span>{html.escape(axis_title(s))}</span></th>' for s in AXES)
    rows = []
    for a in mechanics:
        cells = "".join(_mark(found[cell(a, b)]) for b in AXES)
        rows.append(f'<tr><th scope="row">{html.escape(axis_title(a))}</th>{cells}</tr>')
    return (
        '<div class="ms-map-wrap"><table class="ms-map">'
        "<caption>Mechanics against mechanics, and against the ways to play (the last three columns). "
        "A number counts the rulings of a cell; a dash, a cell where no question arises; "
        "each leads to its list below.</caption>"
        f"<thead><tr><td></td>{head}</tr></thead><tbody>{''.join(rows)}</tbody></table></div>"
    )


def cell_entry(mc: MapCell) -> str:
    c = mc.cell
    out = [f'<section class="ms-map-cell" id="{cell_id(c)}"><h3>{html.escape(c.title)}</h3>']
    if mc.rulings:
        items = []
        for r in mc.rulings:
            f = r.feature
            where = html.escape(faces()[f.card].name if f.card else f.name)
            flag = " <i>(pending)</i>" if r.rule.pending else ""
            href = f"../{page_of(f)}#{rule_anchor(f, r.index)}"
            link = f'<a href="{href}">{html.escape(r.rule.name)}</a>'
            items.append(f"<li>{link}{flag} <small>({where})</small></li>")
        out.append(f"<ul>{''.join(items)}</ul>")
    elif mc.reason is not None:
        why = linked_html(mc.reason, "../cards/")
        out.append(f'<p class="ms-map-why"><b>No question arises.</b> {why}</p>')
    else:
        out.append(
            '<p class="ms-map-why"><b>Nothing yet:</b> no ruling covers it, and no reason is given.</p>'
        )
    out.append("</section>")
    return "".join(out)


def map_page() -> str:
    found = interaction_map()
    total = len(found)
    ruled = sum(1 for mc in found.values() if mc.rulings)
    reasoned = sum(1 for mc in found.values() if not mc.rulings and mc.reason is not None)
    empty = total - ruled - reasoned
    links = sum(len(mc.rulings) for mc in found.values())
    ways = ", ".join(FORMATS.values())
    intro = (
        "# Where mechanics meet\n\n"
        "Each [mechanic](index.md) against each other one, itself included, and against each way to "
        f"play ({ways.lower()}). A cell lists the rulings whose examples make the two meet, read from "
        "the rulings themselves at each build; a cell that no ruling covers says in one line why no "
        "question arises there (those lines are kept in `engine/data/interaction-map.toml`).\n\n"
        "A ruling covers a cell when one of its examples makes two cards meet: a card it is about "
        "(its card's page, or the cards a ruling about cards together names) has one of the two "
        "mechanics and another card has the other, and the example **exercises** both. An example "
        "exercises a card when it fails with that card's text taken away (the card playing as a "
        "blank card with its dice): a card that only sits on the table, or whose text changes "
        "nothing the example checks, does not count. A mechanic meets itself where two such cards "
        "have it; a mechanic meets a way to play where a card the ruling is about has it and is "
        "exercised by an example played that way, which fails when the same players play a "
        "traditional game instead.\n\n"
        f"**{total} cells:** {ruled} covered by rulings ({links:,} links from a ruling to a cell in all), "
        f"{reasoned} where no question arises" + (f", **{empty} with nothing yet**" if empty else "") + ".\n"
    )
    cells = "".join(cell_entry(mc) for mc in found.values())
    return intro + "\n" + raw(table(found)) + "\n## The cells\n\n" + raw(cells)
