"""Cards drawn as cards: a frame in the card's color, dice with pips, the lower left dice,
rarity, collector number, the reminder icon, and the rules text. Plain HTML and SVG."""

from __future__ import annotations

import html
import re

from engine.catalog import Face

# Pip positions on a 3x3 grid for each face (0 is a blank face).
PIPS = {
    0: [],
    1: [(1, 1)],
    2: [(0, 0), (2, 2)],
    3: [(0, 0), (1, 1), (2, 2)],
    4: [(0, 0), (2, 0), (0, 2), (2, 2)],
    5: [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)],
    6: [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)],
}
ABILITY = re.compile(r"^(To play this card|While in play|After playing this mood|You may play this card)")


def die(value: int, black: bool = False, size: int = 30) -> str:
    """One die face as SVG. A black die is a value that can change; a white one can't."""
    fill, pip = ("#1d1d1f", "#f5f5f5") if black else ("#fbfbf8", "#1d1d1f")
    dots = "".join(
        f'<circle cx="{7 + x * 8}" cy="{7 + y * 8}" r="2.2" fill="{pip}"/>' for x, y in PIPS[value]
    )
    return (
        f'<svg class="ms-die" width="{size}" height="{size}" viewBox="0 0 30 30" role="img" '
        f'aria-label="{value}"><rect x="1" y="1" width="28" height="28" rx="6" fill="{fill}" '
        f'stroke="#555" stroke-width="1.2"/><g transform="translate(1 1)">{dots}</g></svg>'
    )


def dice(values: tuple[int, ...], black: bool = False, size: int = 30) -> str:
    total = f'<span class="ms-dice-total">= {sum(values)}</span>' if len(values) > 1 else ""
    return f'<span class="ms-dice">{"".join(die(v, black, size) for v in values)}{total}</span>'


def rules_text(face: Face) -> str:
    lines = []
    for line in face.text.splitlines():
        line = html.escape(line)
        m = ABILITY.match(line)
        if m:
            line = f"<strong>{m.group(1)}</strong>{line[m.end() :]}"
        lines.append(f"<p>{line}</p>")
    return "".join(lines) or '<p class="ms-blank">(no rules text)</p>'


def card_html(face: Face, *, small: bool = False, href: str | None = None) -> str:
    """The card as a card. ``small`` is the gallery size, without rules text."""
    size = 18 if small else 24
    lower = (
        f'<div class="ms-lower-left" title="lower left dice">{dice(face.secondary, False, size)}</div>'
        if face.secondary
        else ""
    )
    icon = (
        '<span class="ms-reminder" title="has a lasting ability while in play">!</span>'
        if face.lasting
        else ""
    )
    name = html.escape(face.name)
    title = f'<a href="{href}">{name}</a>' if href else name
    body = "" if small else f'<div class="ms-text">{rules_text(face)}</div>'
    return (
        f'<div class="ms-card ms-{face.color}{" ms-small" if small else ""}" data-color="{face.color}" '
        f'data-rarity="{face.rarity}" data-value="{face.top_right}" data-name="{name}">'
        f'<div class="ms-top"><span class="ms-name">{title}</span>'
        f'<span class="ms-value">{icon}{dice(face.value, face.variable, 22 if small else 30)}</span></div>'
        f'<div class="ms-art" aria-hidden="true"></div>'
        f"{body}"
        f'<div class="ms-bottom">{lower}<span class="ms-meta">{face.color} · {face.rarity} · '
        f"#{face.number}</span></div></div>"
    )
