"""Reference pages: coverage (ids encoded per card and per document), errata, and the step
reference for contributors."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from engine.core.catalog import COLORS, faces
from engine.knowledge.rulings import features
from engine.knowledge.sources import GROUPS, card_notes, coverage, informational, notes

from .linking import esc, linked
from .render import card_prefix, rule_label


def bar(done: int, total: int) -> str:
    """A small text progress bar for a table cell."""
    if not total:
        return "—"
    filled = round(10 * done / total)
    return f"`{'█' * filled}{'░' * (10 - filled)}` {round(100 * done / total)} %"


def coverage_page() -> str:
    cov = coverage()
    out = [
        "# Coverage\n",
        "How many official notes and rules paragraphs the rulings encode: an id counts as "
        "encoded when a Rule carries its tag (`@note:anger.4`), or when it is listed as "
        "informational (it states no rule). An id encoded only by a pending ruling still "
        "counts, and is listed at the end.\n",
        "Beyond the notes, every card meets situations (suppressed, copied, taken, played again...): "
        "each card's page shows its row under *In other situations*, and "
        "[the questions not ruled yet](open-questions.md) lists every open one.\n",
        "## By source\n",
        "| source | encoded | of | |",
        "|---|---|---|---|",
    ]
    for group, (done, total) in cov.per_group().items():
        out.append(f"| {group} | {done} | {total} | {bar(done, total)} |")
    out.append("")
    out.append("## By document section\n")
    out.append(
        "The rules document, its vocabulary, the other ways to play and the party games, "
        "section by section.\n"
    )
    sections: dict[str, list[str]] = defaultdict(list)
    for i in notes():
        head = i.split(".", 1)[0]
        if head in GROUPS:
            sections[i.rsplit(".", 1)[0] if head != "glossary" else "glossary"].append(i)
    out += ["| section | encoded | of | missing |", "|---|---|---|---|"]
    for section, ids in sections.items():
        done, total = cov.count(ids)
        missing = [i for i in ids if not cov.done(i)]
        shown = ", ".join(f"`{m}`" for m in missing[:6]) + (
            f" and {len(missing) - 6} more" if len(missing) > 6 else ""
        )
        out.append(f"| `{section}` | {done} | {total} | {shown or '—'} |")
    out.append("")
    out.append("## By card\n")
    for color in COLORS:
        out += [
            f"### {color.capitalize()}\n",
            "| card | notes encoded | of | | missing |",
            "|---|---|---|---|---|",
        ]
        for slug, f in faces().items():
            if f.color == color:
                ids = card_notes(slug)
                done, total = cov.count(ids)
                missing = ", ".join(f"`{m}`" for m in ids if not cov.done(m))
                out.append(
                    f"| [{f.name}](../cards/{slug}.md) | {done} | {total} | {bar(done, total)} "
                    f"| {missing or '—'} |"
                )
        out.append("")
    pending = sorted(cov.pending)
    out.append("## Pending\n")
    out.append(
        ("Encoded only by pending rulings: " + ", ".join(f"`{p}`" for p in pending) + ".\n")
        if pending
        else "No note is encoded only by a pending ruling.\n"
    )
    out += mutation_section()
    out.append("## Informational paragraphs\n")
    info = informational()
    out.append(
        "These paragraphs state no rule, so no ruling encodes them; they count as covered.\n\n"
        + "\n".join(f"- `{i}`: {esc(why)}" for i, why in sorted(info.items()))
        + "\n"
        if info
        else "No paragraph is listed as informational yet.\n"
    )
    return "\n".join(out)


MUTATION = Path(__file__).resolve().parents[3] / "mutation" / "results.json"


def mutation_section() -> list[str]:
    """The last mutation run's score per module, from the committed results (never rerun)."""
    out = ["## Mutation testing\n"]
    if not MUTATION.exists():
        return [*out, "No mutation run is recorded yet.\n"]
    results = json.loads(MUTATION.read_text(encoding="utf-8"))
    run, modules = results["run"], results["modules"]
    made = sum(m["made"] for m in modules.values())
    tested = sum(m["tested"] for m in modules.values())
    which = (
        f"every one of the {made} mutants"
        if run["complete"]
        else f"{tested} of the {made} mutants so far (a full run is the sum of several runs: "
        "each keeps its verdicts in `mutation/verdicts.json` while the function is unchanged)"
    )
    out.append(
        "mutmut changed the rules' code one small change at a time (a mutant) and ran the rulings "
        "that reach the changed function; nothing else counts. A mutant is *killed* when an Example "
        "fails, *equivalent* when it changes nothing a player could see (the reason is in "
        "`mutation/equivalent.toml`), *words only* when it changes nothing but the words of a prompt, "
        "a message, the cause the play-by-play gives a change, or the play-by-play's account of what the "
        "table shows (no rule is written in them), *input "
        "checks* when it changes only how the position builder refuses a position that cannot be, "
        "or the spec it keeps for the site (the rulings build only positions that can be), "
        "*surviving* when no Example noticed it, and "
        "*not reached* when no Example runs the function: either way a ruling is missing. "
        f"Recorded on {run['date']} (`python3 tasks.py mutants`): {which}; they took "
        f"{run['seconds'] // 60} minutes in {run['runs']} run(s).\n"
    )
    columns = {
        "made": "made",
        "tested": "tested",
        "killed": "killed",
        "equivalent": "equivalent",
        "words": "words only",
        "input": "input checks",
        "survived": "surviving",
        "no_tests": "not reached",
        "timed_out": "timed out",
    }
    out += ["| module | " + " | ".join(columns.values()) + " | score |", "|---" * (len(columns) + 2) + "|"]
    for module, m in modules.items():
        caught = m["killed"] + m["timed_out"] + m["equivalent"] + m["words"] + m.get("input", 0)
        cells = " | ".join(str(m.get(k, 0)) for k in columns)
        out.append(f"| `{module}` | {cells} | {bar(caught, m['tested'])} |")
    left_out = results.get("left_out", {})
    if left_out:
        out.append(
            "\nLeft out of mutation: code that holds no rule of the game, which the rulings neither "
            "can nor should pin (other tests do, as each line says):\n"
        )
        out += [f"- `{where}`: {esc(why)}" for where, why in sorted(left_out.items())]
    return [*out, ""]


def errata_page() -> str:
    out = [
        "# Errata\n",
        "A few official notes contradict the rules document. Those rulings are still written, "
        "tagged *erratum*, and the engine follows the rules document. Each one below says what "
        "the source says, what the engine does instead, and why.\n",
    ]
    found = 0
    for f in features():
        for i, r in enumerate(f.rules, start=1):
            if not r.erratum:
                continue
            found += 1
            where = faces()[f.card].name if f.card else f.name
            link = f"[{esc(where)}](../cards/{f.card}.md)" if f.card else esc(where)
            out.append(f"## {esc(where)}: {esc(r.name)}\n")
            out.append(
                f":::{{admonition}} Erratum on {', '.join(f'`{n}`' for n in r.notes) or 'this ruling'}\n"
                f":class: erratum\n{linked(r.description, '../cards/')}\n:::\n"
            )
            out.append(
                f"On {link}: {{ref}}`the ruling and the examples that prove it <{rule_label(f, i)}>`.\n"
            )
    if not found:
        out.append("No errata so far.\n")
    return "\n".join(out)


def steps_page() -> str:
    import importlib

    import conftest  # the suite's list of step modules: importing them registers their steps
    from engine.scenarios.registry import STEPS

    for module in conftest.pytest_plugins:
        importlib.import_module(module)
    compiled = [(d, d.regex) for d in STEPS]  # compile each pattern once, not once per step text

    # definition -> (text, where, link, how to reach the card pages from it)
    uses: dict[int, list[tuple[str, str, str, str | None]]] = defaultdict(list)
    for f in features():
        where = faces()[f.card].name if f.card else f.name
        link = f"../cards/{f.card}.md" if f.card else f"../{f.path.parent.name}/{f.path.stem}.md"
        for rule, e in f.examples():
            for s in f.background + (rule.background if rule else ()) + e.steps:
                for d in (d for d, regex in compiled if d.kind == s.kind and regex.fullmatch(s.text)):
                    uses[id(d)].append((s.text, where, link, card_prefix(f, "../cards/")))
    out = [
        "# Step reference\n",
        "For contributors: every step a ruling can use, with an example of it in use and the "
        "features that use it. Each step text in a feature must match exactly one of these (a test "
        "checks it). Card and player names are capitalized; lists read `A, B and C`; "
        "`[...]` is optional.\n",
    ]
    for kind in ("given", "when", "then"):
        defs = [d for d in STEPS if d.kind == kind]
        out.append(f"## {kind.capitalize()} ({len(defs)})\n")
        for d in defs:
            used = uses.get(id(d), [])
            out.append(f"### `{d.template}`\n")
            if d.doc:
                out.append(esc(" ".join(d.doc.split())) + "\n")
            if used:
                text, _, _, cards = used[0]
                places: dict[str, str] = {}
                for _, where, link, _ in used:
                    places.setdefault(where, link)
                out.append(f"Example: *{kind.capitalize()} {linked(text, cards)}*\n")
                listed = ", ".join(f"[{esc(w)}]({lk})" for w, lk in list(places.items())[:25])
                more = f" and {len(places) - 25} more" if len(places) > 25 else ""
                out.append(f"Used {len(used)} times, in: {listed}{more}.\n")
            else:
                out.append("Not used by any ruling yet.\n")
    out += changed_wordings()
    return "\n".join(out)


def changed_wordings() -> list[str]:
    """The steps' earlier wordings that an older example (or one ported from elsewhere) may
    still use, and what to write now: each error for an old form says the same."""
    return [
        "## Wordings that changed\n",
        "An example written for an earlier version of these steps, or ported from elsewhere, may "
        "use a wording that reads otherwise now. The error for each names the line and gives the "
        "step to write; in short:\n",
        "- **A random order** (Chaos dealing the moods out, a shuffle) was once written as a pick "
        "of several cards: `the random pick is Cheer and Chaos`. A pick is now one random choice "
        "(or a set, in no order); an order is written first to last, joined by `then`: "
        "`the random order is Cheer then Chaos`. The old form fails with *this chance event is an "
        "order*, and the error gives the order to write, in the same sequence.\n",
        "- **An answer that does not come from the card just played** names what asks it: "
        "`Alice answers Duplicity: again` (Duplicity's options are *again* and *once only*; "
        "`Alice chooses to have it happen again` was the old form), `Alice answers Scorn: "
        "Sadness`. A bare `chooses` there fails with the named step to write: the answer to the "
        "question asking now, the option that the words name when they are another wording of "
        "it, and, where that question may be declined and the words answer the one asked after "
        "it (a mood reacting to a play asks before the card played does), both answers: "
        "`Alice answers Scorn: nothing` and then `Alice answers Hate: Sadness`. Each step the "
        "advice gives runs where it is pasted (tests/test_answer_steps.py pastes it in for every "
        "answer step of the suite).\n",
        "- **A count of blank cards**: `the deck holds 45 cards` made a deck of cards without "
        "text; write `the deck holds 45 blank cards`, or `... 45 different cards`.\n",
        "- **A list after a bare** `may choose` or `cannot choose` reads as the pair: write "
        "`may choose each of ...`, `may choose none of ...` or `cannot choose ... together`.\n",
    ]
