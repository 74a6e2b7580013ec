"""Rulings' anchors: a ruling is found at its note id or source tag (``cards/anger.html#anger.4``,
``#community-2026-11-29``), so a shared link stays put when rulings are added. A second
ruling on the same id is ``<id>-2``, a third ``<id>-3`` (in the order of the feature files). A
ruling about cards together (features/interactions/) is found at its theme and place
(``interactions/moved-moods.html#moved-moods-2``): its source tag is shared by many.

The site used to number rulings by position (``anger-rule-4``). ``old-anchors.json`` holds
those numbers as they were when anchors became ids, frozen: each ruling's section carries
its old number too, so links shared before still open the ruling they meant.
"""

from __future__ import annotations

import json
from collections import Counter
from functools import cache
from pathlib import Path

from docutils import nodes
from sphinx.transforms import SphinxTransform

from engine.knowledge.rulings import Feature, features

OLD = Path(__file__).with_name("old-anchors.json")


@cache
def anchors() -> dict[tuple[Path, int], str]:
    """Every ruling's anchor, by (feature file, the ruling's number in it from 1)."""
    seen: Counter[str] = Counter()
    out: dict[tuple[Path, int], str] = {}
    for f in features():
        for i, r in enumerate(f.rules, start=1):
            ids = r.notes or r.sources
            key = ids[0] if ids else f"{f.path.stem}-ruling-{i}"
            if f.interactions and not r.notes:  # many share one source tag: theme and place
                key = f"{f.path.stem}-{i}"
            seen[key] += 1
            out[(f.path, i)] = key if seen[key] == 1 else f"{key}-{seen[key]}"
    return out


def rule_anchor(feature: Feature, index: int) -> str:
    return anchors()[(feature.path, index)]


def page_of(feature: Feature) -> str:
    """The page of a feature's rulings, from the site's root."""
    if feature.card:
        return f"cards/{feature.card}.html"
    return f"{feature.path.parent.name}/{feature.path.stem}.html"


@cache
def old_anchors() -> dict[str, tuple[str, ...]]:
    """New anchor -> the positional anchors that meant that ruling."""
    by: dict[str, list[str]] = {}
    for old, new in json.loads(OLD.read_text(encoding="utf-8")).items():
        by.setdefault(new, []).append(old)
    return {k: tuple(v) for k, v in by.items()}


class RulingAnchors(SphinxTransform):
    """Give each ruling's section its anchor exactly as written (docutils would turn
    ``anger.4`` into ``anger-4``), then its old positional anchors. Runs before Sphinx
    records labels (priority 850), so ``{ref}`` to a ruling leads to the same anchor."""

    default_priority = 845

    def apply(self, **kwargs: object) -> None:
        wanted = set(anchors().values())
        doc = self.document
        renamed: dict[str, str] = {}
        for name, refid in list(doc.nameids.items()):
            if name not in wanted or not refid:
                continue
            section = doc.ids.get(refid)
            if not isinstance(section, nodes.section):
                continue
            mine = [name, *(o for o in old_anchors().get(name, ()) if o not in doc.ids)]
            section["ids"] = [*mine, *(i for i in section["ids"] if i != refid and i not in mine)]
            for i in mine:
                doc.ids[i] = section
            doc.nameids[name] = name
            renamed[refid] = name
        for target in doc.findall(nodes.target):
            if target.get("refid") in renamed:
                target["refid"] = renamed[target["refid"]]
