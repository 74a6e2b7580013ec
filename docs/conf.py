"""Sphinx configuration for the Mood Swings rules site."""

from __future__ import annotations

import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent
sys.path[:0] = [str(DOCS.parent), str(DOCS / "_ext")]

project = "Mood Swings rulings"
author = "The Mood Swings rulings project"
copyright = "2026, the Mood Swings rulings project"

extensions = ["myst_parser", "moodswings_site"]
myst_enable_extensions = ["colon_fence", "deflist"]
myst_heading_anchors = 3
suppress_warnings = ["myst.header"]

exclude_patterns = ["_build", "_generated", "_ext"]
html_theme = "furo"
html_title = "Mood Swings rulings"
html_static_path = ["_static"]
# The site's icon, linked from every page; favicon.ico (made from the same drawing by
# scripts/favicon.py) is copied to the site's root, where browsers look for it unasked
html_favicon = "_static/favicon.svg"
html_extra_path = ["_extra"]
templates_path = ["_templates"]
html_show_sourcelink = False
html_copy_source = False  # the published folder holds the site alone, not its Markdown
# The project's repository: each ruling links to its feature file there and to a form for
# reporting a wrong ruling; the footer links to it. One setting, from the environment
# (MOODSWINGS_REPOSITORY) or pyproject.toml ([project.urls] Repository); empty, the site
# leaves those links out (moodswings_site/repository.py).
from moodswings_site.repository import address  # noqa: E402  (after the path above)

moodswings_repository = address()

html_theme_options = {
    "sidebar_hide_name": False,
    "navigation_with_keys": True,
    "footer_icons": [
        {"name": "Repository", "url": moodswings_repository, "html": "The project's repository", "class": ""}
    ]
    if moodswings_repository
    else [],
}
