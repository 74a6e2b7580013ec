"""Cards drawn as cards: a frame in the card's color, the value as die faces with pips, the
lower left dice with their total, rarity, collector number, the reminder icon for a
lasting ability, and the rules text (with its dice drawn too). Plain HTML and SVG."""

from __future__ import annotations

import html
import re

from engine.core.catalog import Face

# Pip positions on a 3x3 grid for each face (0 has no pips: it shows the digit).
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
INLINE_DICE = re.compile(r"((?:\[\d\])+)")
RARITY_MARK = {"common": "●", "uncommon": "◆", "rare": "★", "mythic rare": "✦"}
# The reminder icon: a small loop, "this keeps working while the card is in play".
REMINDER = (
    '<svg class="ms-reminder" viewBox="0 0 24 24" width="{s}" height="{s}" role="img" '
    'aria-label="lasting ability"><title>Has a lasting ability: keep track of it while in play</title>'
    '<circle cx="12" cy="12" r="11" fill="#fff8e1" stroke="#8a5a00" stroke-width="1.5"/>'
    '<path d="M7 12a5 5 0 1 1 2 4" fill="none" stroke="#8a5a00" stroke-width="2" stroke-linecap="round"/>'
    '<path d="M5.5 10.5 7 13l2.6-1.8" fill="none" stroke="#8a5a00" stroke-width="2" '
    'stroke-linecap="round" stroke-linejoin="round"/></svg>'
)


def die(value: int, black: bool = False, size: int = 30) -> str:
    """One die face as SVG. A black die is a value that can change; a white one can't."""
    fill, pip = ("#1d1d1f", "#f5f5f5") if black else ("#fbfbf8", "#1d1d1f")
    dots = "".join(
        f'<circle cx="{7.5 + x * 7.5}" cy="{7.5 + y * 7.5}" r="2.4" fill="{pip}"/>' for x, y in PIPS[value]
    )
    if value == 0:  # a blank face would read as a missing die
        dots = f'<text x="15" y="20.5" text-anchor="middle" font-size="15" font-weight="700" fill="{pip}">'
        dots += "0</text>"
    return (
        f'<svg class="ms-die" width="{size}" height="{size}" viewBox="0 0 30 30" role="img" '
        f'aria-label="{value}"><title>{value}</title><rect x="1" y="1" width="28" height="28" rx="6" '
        f'fill="{fill}" stroke="#444" stroke-width="1.4"/>{dots}</svg>'
    )


def dice(values: tuple[int, ...], black: bool = False, size: int = 30) -> str:
    total = f'<span class="ms-dice-total">= {sum(values)}</span>' if len(values) > 1 else ""
    return f'<span class="ms-dice">{"".join(die(v, black, size) for v in values)}{total}</span>'


def inline_dice(escaped: str) -> str:
    """Rules text with its [n] dice drawn as small dice (the text stays as the alt)."""

    def draw(m: re.Match[str]) -> str:
        values = tuple(int(v) for v in re.findall(r"\d", m.group(1)))
        faces = "".join(die(v, size=15) for v in values)
        return f'<span class="ms-inline-dice" title="{m.group(1)}">{faces}</span>'

    return INLINE_DICE.sub(draw, escaped)


def rules_text(face: Face) -> str:
    lines = []
    for line in face.text.splitlines():
        line = html.escape(line)
        m = ABILITY.match(line)
        if m:
            line = f"<strong>{m.group(1)}</strong>{line[m.end() :]}"
        lines.append(f"<p>{inline_dice(line)}</p>")
    return "".join(lines) or '<p class="ms-blank">No abilities: this mood is simply its value.</p>'


def card_html(face: Face, *, small: bool = False, href: str | None = None, extra: str = "") -> str:
    """The card as a card. ``small`` is the gallery size, without rules text; ``extra`` is
    more HTML for the gallery (data attributes)."""
    size = 16 if small else 24
    lower = (
        f'<div class="ms-lower-left" title="lower left dice: {"+".join(map(str, face.secondary))}">'
        f"{dice(face.secondary, False, size)}</div>"
        if face.secondary
        else '<div class="ms-lower-left ms-none"></div>'
    )
    icon = REMINDER.format(s=18 if small else 24) if face.lasting else ""
    name = html.escape(face.name)
    title = f'<a href="{href}">{name}</a>' if href else name
    body = "" if small else f'<div class="ms-text">{rules_text(face)}</div>'
    value_title = f"value {face.top_right}" + (" (can change while in play)" if face.variable else "")
    return (
        f'<div class="ms-card ms-{face.color}{" ms-small" if small else ""}" data-color="{face.color}" '
        f'data-rarity="{face.rarity}" data-value="{face.top_right}" data-name="{name}"{extra}>'
        f'<div class="ms-top"><span class="ms-name">{title}</span>'
        f'<span class="ms-value" title="{value_title}">{dice(face.value, face.variable, 22 if small else 32)}'
        f"</span></div>"
        f'<div class="ms-art" aria-hidden="true"><span>{name[0]}</span>{icon}</div>'
        f"{body}"
        f'<div class="ms-bottom">{lower}<span class="ms-meta">'
        f'<span class="ms-rarity ms-{face.rarity.replace(" ", "-")}" title="{face.rarity}">'
        f"{RARITY_MARK[face.rarity]}</span> {face.rarity} · #{face.number}</span></div></div>"
    )
