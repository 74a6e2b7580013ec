"""Rulings' anchors: a ruling is found at its note id (``cards/anger.html#anger.4``), so a
shared link stays put when rulings are added. A second ruling on the same id is ``<id>-2``, a
third ``<id>-3`` (in the order of the feature files). A ruling with no note is found at its
page and source tag (``cards/hope.html#hope-reference-2026-11-30``): a source tag is shared
by rulings on many pages, so a count across pages would shift when one is added elsewhere.
A ruling about cards together (features/interactions/) is found at its theme and place
(``interactions/moved-moods.html#moved-moods-2``). A ruling that encodes two notes is found at
each (``cards/grace.html#grace.4`` and ``#grace.9``).

The site used to number rulings by position (``anger-rule-4``), and, for a while, rulings
with no note by their source tag counted across pages (``hope.html#reference-2026-11-30-2``).
``old-anchors.json`` holds those anchors, frozen, with the ruling each meant: each ruling's
section carries them too, so links shared before still open the ruling they meant.
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
            if r.notes:
                key = r.notes[0]
            elif f.interactions:  # many share one source tag: theme and place
                key = f"{f.path.stem}-{i}"
            elif r.sources:  # a source tag many pages share (reference-2026-11-30): its page first
                key = f"{f.path.stem}-{r.sources[0]}"
            else:
                key = f"{f.path.stem}-ruling-{i}"
            seen[key] += 1
            out[(f.path, i)] = key if seen[key] == 1 else f"{key}-{seen[key]}"
    return out


@cache
def note_anchors() -> dict[str, tuple[str, ...]]:
    """A ruling's anchor -> the other note ids it encodes (``@note:grace.4 @note:grace.9``)
    that are not already an anchor on its page: a link to any note id lands on its ruling."""
    out: dict[str, tuple[str, ...]] = {}
    for f in features():
        mine = [anchors()[(f.path, i)] for i in range(1, len(f.rules) + 1)]
        taken = set(mine) | {o for a in mine for o in old_anchors().get(a, ())}
        for anchor, r in zip(mine, f.rules, strict=True):
            extra = tuple(n for n in dict.fromkeys(r.notes) if n not in taken)
            taken.update(extra)
            if extra:
                out[anchor] = extra
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
            also = [*note_anchors().get(name, ()), *old_anchors().get(name, ())]
            mine = [name, *(o for o in also if o not in doc.ids)]
            section["ids"] = [*mine, *(i for i in section["ids"] if i != refid and i not in mine)]
            for i in mine:
                doc.ids[i] = section
            doc.nameids[name] = name
            renamed[refid] = name
        for target in doc.findall(nodes.target):
            if target.get("refid") in renamed:
                target["refid"] = renamed[target["refid"]]
