"""The ruling finder's data, ``engine/data/finder.toml``, read once: the players' words, the
common words, the site's pages, the parts a question is read for (ways to play, situations)
and how much each counts, and how a Try it table is set up. The finder
(``engine.knowledge.finder``), what it knows of each ruling (``engine.knowledge.ruling_facts``)
and its Try it tables (``engine.knowledge.question_table``) all read it here."""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def data() -> dict[str, Any]:
    """engine/data/finder.toml, as read."""
    return tomllib.loads(resources.files("engine").joinpath("data/finder.toml").read_text("utf-8"))
