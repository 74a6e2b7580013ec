"""The refusals page: every reason the engine refuses an action, and the rule it names.

Read from the engine's source when the site is built (``engine.interfaces.conformance.refusals``),
so the page lists what the engine does today.
"""

from __future__ import annotations

from collections import defaultdict

from engine.core.catalog import faces
from engine.interfaces.conformance.refusals import CARD_TEXT, Refusal, ids, limits, table

from .schema_page import cell, markdown


def _rule(r: Refusal) -> str:
    if r.rule != CARD_TEXT:
        return f"`{r.rule}`"
    cards = ", ".join(f"[{faces()[c].name}](../cards/{c}.md)" for c in r.cards)
    return f"`{CARD_TEXT}`: {cards}"


def _where(place: str) -> str:
    module, function = place.split(": ", 1)
    return f"`{function}` ({module.removeprefix('engine.')})"


def refusals_page() -> str:
    rows = table()
    actions = [r for r in rows if r.asked is None]
    answers = [r for r in rows if r.asked is not None]
    written = sorted({r.rule for r in rows if r.rule != CARD_TEXT})
    out = [
        "# Refusals: every reason the engine says no\n",
        "An action the rules forbid is refused, and changes nothing; the refusal names the rule "
        "that forbids it by its source id (the [sources](sources.md) page says what the ids are). "
        "This page is read from the engine's source each time the site is built: every place the "
        "rules and the cards refuse, the rule it names, what it is about, and where it is. The same "
        "table is printed by `moodswings conformance refusals` (`--json` for data), and the "
        "[conformance kit](../tools/conformance.md) checks refusals against these ids.\n",
        f"The table has {len(rows)} rows. They name {len(ids())} source ids: {len(written)} written "
        f"out, and the others a card's text (`<card>.text`: `anger.text` when Anger's text asks, "
        "or when Anger is the card being played).\n",
        "How to read it:\n",
        "- A `{placeholder}` is filled when the refusal happens: `{player}`, `{name}` (a card's "
        "name), `{prompt}` (the question).",
        "- Where the rule comes from data, every value the source gives that data is listed, each "
        "in a row of its own: a permission's rule (the card that gave it), a ban's rule, a format's "
        "rule (with the formats that give it), the rule of the decision the game waits for. The "
        "last makes many rows: answering a decision out of turn names the decision's own rule.",
        "- An answer is refused under the rule of the decision it answers, so each decision the "
        "engine asks is a row of its own, with its question. Every answer is refused if it chooses "
        "too few or too many options, an option that is not offered, or one option twice ("
        + "; ".join(f"“{markdown(x)}”" for x in limits())
        + "); a few decisions check more, and say so.\n",
        "## Plays, passes, setups and who may answer\n",
        "| rule | refuses | what | where |",
        "|---|---|---|---|",
    ]
    for r in actions:
        what = markdown(r.about)
        if len(r.reasons) > 1:
            what += ": " + "; ".join(f"“{markdown(x)}”" for x in r.reasons)
        origin = f" ({markdown(r.origin)})" if r.origin else ""
        out.append(
            f"| {_rule(r)} | {'/'.join(r.request)} | {cell(what)} | {cell(_where(r.raised) + origin)} |"
        )
    out += [
        "",
        "## Answers, decision by decision\n",
        "Each decision the engine asks, where it is asked, and the rule its refusals name; the "
        "limits above hold for every one, and the reasons shown are a decision's own.\n",
    ]
    by_place: dict[str, list[Refusal]] = defaultdict(list)
    for r in answers:
        by_place[r.asked or ""].append(r)
    out += ["| asked in | question | rule | its own reasons |", "|---|---|---|---|"]
    own = set(limits())
    for place in sorted(by_place):
        for r in by_place[place]:
            extra = "; ".join(f"“{markdown(x)}”" for x in r.reasons if x not in own) or "—"
            origin = f" ({markdown(r.origin)})" if r.origin else ""
            out.append(
                f"| {cell(_where(place))} | {cell(markdown(r.about.removeprefix('an answer to ')))} "
                f"| {cell(_rule(r) + origin)} | {cell(extra)} |"
            )
    return "\n".join(out) + "\n"
