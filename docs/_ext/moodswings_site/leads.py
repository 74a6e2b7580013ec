"""Where a ruling leads: a link to it (to share), its feature file in the project's
repository, and a ready-made report of a wrong ruling. The repository's address is one
setting (``repository.address``: the environment or pyproject.toml); without one, only the
link to the ruling itself is given."""

from __future__ import annotations

import html
from urllib.parse import urlencode

from engine.knowledge.rulings import Feature, Rule

from .anchors import rule_anchor

REPOSITORY = ""  # set by the extension from conf.py before any page is written


def ruling_links(feature: Feature, index: int, rule: Rule, page: str) -> str:
    """The line under a ruling's badges; ``page`` is the ruling's page from the site's root."""
    anchor = rule_anchor(feature, index)
    links = [f'<a class="ms-permalink" href="#{anchor}" title="A lasting link to this ruling">#{anchor}</a>']
    if REPOSITORY:
        source = f"{REPOSITORY}/blob/main/{feature.relpath}#L{rule.line}"
        body = (
            f"The ruling {anchor} ({page}#{anchor}, {feature.relpath} line {rule.line}) says:\n\n"
            f"> {rule.name}\n\nWhat I think is wrong, and why (a note id or a rule helps):\n"
        )
        report = f"{REPOSITORY}/issues/new?" + urlencode(
            {"title": f"Wrong ruling? {anchor}: {rule.name}", "body": body}
        )
        links += [
            f'<a href="{html.escape(source)}">the ruling in the repository</a>',
            f'<a href="{html.escape(report)}">report a wrong ruling</a>',
        ]
    return f'<p class="ms-rule-links">{" · ".join(links)}</p>'
