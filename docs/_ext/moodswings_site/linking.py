"""Card names as links, in Markdown and in HTML, with one pattern for the whole site."""

from __future__ import annotations

import html
import re

from engine.core.catalog import faces
from engine.core.catalog import slug as card_slug

MD_SPECIAL = re.compile(r"([\\`*_\[\]<>#|{}$])")
CARD_NAMES = sorted((f.name for f in faces().values()), key=len, reverse=True)
CARD_WORD = re.compile(r"(?<![\w-])(" + "|".join(re.escape(n) for n in CARD_NAMES) + r")(?![\w-])")


def esc(text: str) -> str:
    """Markdown-escaped plain text."""
    return MD_SPECIAL.sub(r"\\\1", text)


def linked(text: str, prefix: str | None) -> str:
    """Markdown with every card name linked to its page (``prefix`` leads to cards/; None
    for no links: in the party games' chapters, emotion words are not Mood Swings cards)."""
    if prefix is None:
        return esc(text)
    out, last = [], 0
    for m in CARD_WORD.finditer(text):
        out.append(esc(text[last : m.start()]))
        out.append(f"[{m.group(1)}]({prefix}{card_slug(m.group(1))}.md)")
        last = m.end()
    out.append(esc(text[last:]))
    return "".join(out)


def linked_html(text: str, prefix: str | None) -> str:
    """HTML-escaped text with every card name linked to its page (``prefix`` leads to cards/;
    None for no links)."""
    if prefix is None:
        return html.escape(text)
    out, last = [], 0
    for m in CARD_WORD.finditer(text):
        out.append(html.escape(text[last : m.start()]))
        name = m.group(1)
        out.append(f'<a class="ms-card-link" href="{prefix}{card_slug(name)}.html">{html.escape(name)}</a>')
        last = m.end()
    out.append(html.escape(text[last:]))
    return "".join(out)


def raw(block: str) -> str:
    """A block of HTML in a MyST page."""
    return f"```{{raw}} html\n{block}\n```\n"
