"""The ``moodswings`` command line.

Exit codes: 0 when all went well, 1 when the engine refused or found something wrong (an
unknown card, an illegal action, a bad position), 2 for a usage mistake. ``--json`` gives
data as JSON where a command's output is data.
"""

from __future__ import annotations

import argparse
import json
import shlex
import signal
import sys
import textwrap
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core.answers import AnswerError
from engine.core.catalog import COLORS, UnknownName, face, faces
from engine.core.errors import PositionError, RuleViolation
from engine.core.table import MAX_PLAYERS, MIN_PLAYERS
from engine.interfaces.conformance.commands import add_commands
from engine.interfaces.failures import Failure, Usage
from engine.knowledge import KnowledgeBaseMissing
from engine.knowledge.rulings import SOURCE_KINDS, Feature, Rule, card_feature, with_other_cards
from engine.knowledge.sources import card_notes
from engine.knowledge.sources import coverage as compute_coverage

OK, FAILURE, USAGE = 0, 1, 2


def emit(args: argparse.Namespace, data: Any, text: Callable[[], str]) -> None:
    print(json.dumps(data, indent=2) if args.json else text())


# -- coverage --------------------------------------------------------------------------------


def coverage(args: argparse.Namespace) -> int:
    """Encoded notes out of all notes, per card and per group; or, with ``--situations``,
    every card in every situation (the card-by-situation grid)."""
    if args.situations:
        return situations(args)
    cov = compute_coverage()
    cards = {
        f.name: dict(zip(("encoded", "of"), cov.count(card_notes(slug)), strict=True))
        for slug, f in faces().items()
    }
    groups = {g: {"encoded": d, "of": t} for g, (d, t) in cov.per_group().items()}
    data = {"groups": groups, "pending": sorted(cov.pending)}
    if not args.groups_only:
        data["cards"] = cards

    def text() -> str:
        lines = []
        width = max(len(f.name) for f in faces().values())
        if not args.groups_only:
            lines.append(f"{'card':{width}}  color   encoded")
            for color in COLORS:
                for f in faces().values():
                    if f.color != color:
                        continue
                    c = cards[f.name]
                    done, total = c["encoded"], c["of"]
                    mark = "" if done == total else "  (missing)" if done == 0 else "  (partial)"
                    lines.append(f"{f.name:{width}}  {color:6}  {done:3} / {total}{mark}")
            lines.append("")
        lines.append("group                 encoded")
        grand = [0, 0]
        for group, (done, total) in cov.per_group().items():
            grand[0] += done
            grand[1] += total
            lines.append(f"{group:20}  {done:4} / {total}")
        lines.append(f"{'all':20}  {grand[0]:4} / {grand[1]}")
        if cov.pending:
            lines.append(
                f"\n{len(cov.pending)} ids are encoded only by @pending rulings: "
                + ", ".join(sorted(cov.pending))
            )
        return "\n".join(lines)

    emit(args, data, text)
    return OK


def situations(args: argparse.Namespace) -> int:
    """Every card in every situation: ruled, explained, does not apply, or open."""
    from engine.knowledge.situations import STATUSES, grid, grid_json, words
    from engine.knowledge.situations import counts as situation_counts

    found = grid()
    marks = {"ruled": "R", "explained": "e", "does not apply": ".", "open": "?"}

    def text() -> str:
        titles = {k: s.title for k, s in words().situations.items()}
        keys = list(titles)
        width = max(len(f.name) for f in faces().values())
        lines = [f"{'card':{width}}  " + " ".join(f"{i + 1:>2}" for i in range(len(keys)))]
        for slug, row in found.items():
            lines.append(
                f"{faces()[slug].name:{width}}  " + " ".join(f"{marks[row[k].status]:>2}" for k in keys)
            )
        lines += ["", "situations: " + "; ".join(f"{i + 1} {titles[k]}" for i, k in enumerate(keys))]
        lines.append("marks: " + ", ".join(f"{m} {s}" for s, m in marks.items()))
        n = situation_counts(found)
        applying = sum(n.values()) - n["does not apply"]
        lines.append(", ".join(f"{n[s]} {s}" for s in STATUSES) + f" ({sum(n.values())} cells)")
        if applying:
            lines.append(
                f"open: {n['open']} of the {applying} cells that apply ({100 * n['open'] / applying:.1f} %)"
            )
        return "\n".join(lines)

    emit(args, grid_json(found), text)
    return OK


# -- card and rulings ------------------------------------------------------------------------


def rule_json(feature: Feature, rule: Rule) -> dict[str, Any]:
    return {
        "ruling": rule.name,
        "notes": rule.notes,
        "sources": rule.sources,
        "erratum": rule.erratum,
        "pending": rule.pending,
        "description": rule.description,
        "where": f"{feature.relpath}:{rule.line}",
        "examples": [
            {"name": e.name, "steps": [f"{s.keyword.strip()} {s.text}" for s in e.steps]}
            for e in rule.examples
        ],
    }


def rule_text(feature: Feature, rule: Rule, steps: bool) -> list[str]:
    marks = "".join([" [erratum]" if rule.erratum else "", " [pending]" if rule.pending else ""])
    out = [f"- {rule.name}{marks}  ({', '.join(rule.notes + rule.sources) or feature.relpath})"]
    if steps:
        for e in rule.examples:
            out.append(f"    Example: {e.name}")
            out += [f"      {s.keyword.strip()} {s.text}" for s in e.steps]
    return out


def card(args: argparse.Namespace) -> int:
    """A card and its rulings."""
    try:
        f = face(args.name)
    except UnknownName as e:
        raise Failure(str(e)) from None
    feature = card_feature(f.slug)
    rules = list(feature.rules) if feature else []
    together = with_other_cards(f.slug)
    data = {
        "name": f.name,
        "number": f.number,
        "color": f.color,
        "rarity": f.rarity,
        "value": f.value,
        "secondary": f.secondary,
        "text": f.text,
        "rulings": [rule_json(feature, r) for r in rules] if feature else [],
        "with_other_cards": [
            {**rule_json(other, r), "cards": [faces()[c].name for c in other.cards_of(r) if c in faces()]}
            for other, _, r in together
        ],
    }

    def text() -> str:
        dice = f"value {'+'.join(map(str, f.value))}"
        if f.secondary:
            dice += f", lower left {'+'.join(map(str, f.secondary))}"
        lines = [
            f"{f.name} (#{f.number}, {f.color}, {f.rarity}, {dice})",
            f"  {f.text}" if f.text else "",
            "",
        ]
        if not feature:
            lines.append("No rulings yet.")
        for r in rules:
            lines += rule_text(feature, r, args.examples)  # type: ignore[arg-type]
        if together:
            lines += ["", "With other cards:"]
        for other, _, r in together:
            lines += rule_text(other, r, args.examples)
        return "\n".join(lines)

    emit(args, data, text)
    return OK


def rulings(args: argparse.Namespace) -> int:
    """The rulings (and cards, and pages of the site) that answer a question, the best first:
    the site's finder (``engine.knowledge.finder``), so both give the same results. Each says
    why it is found when the question names cards, a way to play or a situation; a question
    naming cards gets a Try it table with them (``try_it``: a table spec for the site's Try it
    page, whose Write this up as a ruling turns what the engine did into a ruling)."""
    from engine.knowledge.finder import Document, finder, site_path

    if not all(w.strip() for w in args.words):
        raise Usage("give words to search for (an empty word would match every ruling)")
    query = " ".join(args.words)
    found = finder()
    results = found.search(query)
    asked = results.cards_asked
    hits = list(results.hits)
    shown = hits if args.all else hits[: max(0, args.limit - (1 if asked else 0))]
    total = len(hits) + (1 if asked else 0)
    read_as = results.query.read_as
    table = found.try_it(results.query)

    def as_json(d: Document) -> dict[str, Any]:
        why = {"why": found.reason(d, results.query)}
        if d.feature is not None and d.rule is not None:
            ruling = rule_json(d.feature, d.rule)
            return {"id": d.id, "kind": "ruling", "feature": d.feature.name, **ruling, **why}
        return {"id": d.id, "kind": d.kind, "under": d.where, "title": d.title, "text": d.shown, **why}

    data = {
        "query": query,
        "read_as": read_as,
        "found": total,
        "results": (
            [{"id": asked.id, "kind": "cards", "title": asked.title, "text": asked.shown}] if asked else []
        )
        + [as_json(d) for d in shown],
        "try_it": table,
    }

    def line(d: Document) -> list[str]:
        why = found.reason(d, results.query)
        because = [f"    why: {why}"] if why else []
        if d.feature is not None and d.rule is not None:
            out = rule_text(d.feature, d.rule, args.examples)
            return [out[0], *because, *out[1:]]
        if d.kind == "card":
            return [f"- the card itself  (moodswings card {shlex.quote(d.where)})", *because]
        return [f"- {d.title}: {d.shown}  (on the site: {site_path(d)})", *because]

    def text() -> str:
        lines = (
            [f"Read {', '.join(f'{a!r} as {b!r}' for a, b in read_as.items())}{named(read_as)}."]
            if read_as
            else []
        )
        if not total:
            return "\n".join([*lines, f"No ruling found for {query!r}. Try other words, or a card's name."])
        if asked:
            lines += [f"{asked.title}:", f"  {asked.shown}"]
        groups: dict[str, list[Document]] = {}
        for d in shown:  # each heading once, in the order of its best result
            groups.setdefault(d.where, []).append(d)
        for where, docs in groups.items():
            lines.append(f"{where}:")
            for d in docs:
                lines += line(d)
        more = (
            ""
            if len(shown) == len(hits)
            else f"; the first {len(shown) + (1 if asked else 0)} are shown (--all for every one)"
        )
        lines.append(f"\n{total} result{'' if total == 1 else 's'}, the best first{more}.")
        if table:
            spec = json.dumps(table, separators=(",", ":"), ensure_ascii=False)
            lines.append(f"Try these cards together: the site's Try it page, tryit.html#spec={spec}")
        return "\n".join(lines)

    emit(args, data, text)
    return OK if total else FAILURE


def named(read_as: dict[str, str]) -> str:
    """The cards whose names the words read as belong to, in brackets."""
    cards = [f.name for f in faces().values() if set(read_as.values()) & set(f.name.lower().split())]
    return f" ({', '.join(cards)})" if cards else ""


# -- explain ---------------------------------------------------------------------------------


def explain(args: argparse.Namespace) -> int:
    """The play-by-play of doing something from a position."""
    import random

    from engine.interfaces import strict_json
    from engine.interfaces.explain import act
    from engine.interfaces.player_view import event_json
    from engine.interfaces.position import decision_json, load
    from engine.selfplay.simulate import deal, settle_setup

    if args.position:
        try:
            with open(args.position, "rb") as f:
                text = f.read(strict_json.MAX_BYTES + 1)
            data = strict_json.loads(text)
        except OSError as e:
            raise Failure(f"{args.position}: {e.strerror or e}") from None
        except strict_json.Refused as e:
            raise Failure(f"{args.position}: {e.code}: {e.message}") from None
        data = data.get("position", data) if isinstance(data, dict) else data
    steps = []
    try:  # a refusal quotes no more than a short excerpt of what it was given (strict_json.guard)
        if args.position:
            game = load(data)
        else:
            rng = random.Random(args.seed)
            game = settle_setup(deal(args.players, rng), rng)  # the shuffle and the first player, seeded
        for action in args.actions:
            events = act(game, action)
            steps.append({"action": action, "events": [event_json(e) for e in events]})
    except RuleViolation as e:
        raise Failure(strict_json.guard(f"refused: {e.message} [{e.rule}]", args.actions)) from None
    except PositionError as e:
        given = [data, args.actions] if args.position else args.actions
        raise Failure(strict_json.guard(f"bad position: {e.field}: {e.message}", given)) from None
    except (AnswerError, UnknownName) as e:
        raise Failure(strict_json.guard(str(e), args.actions)) from None
    result = {"steps": steps, "pending": decision_json(game.pending)}

    def text() -> str:
        lines = []
        if not args.actions:
            lines.append('Nothing to do: give actions such as "Alice plays <card>".')
        for s in steps:
            lines.append(f"> {s['action']}")
            lines += [f"  {e['text']}" for e in s["events"]] or ["  (nothing happens)"]
        d = game.pending
        lines.append("")
        if d is None:
            lines.append("The game is over.")
        else:
            options = ", ".join(o.label for o in d.options)
            lines.append(f"Waiting for {d.player}: {d.prompt} ({options})")
        return "\n".join(lines)

    emit(args, result, text)
    return OK


# -- simulate --------------------------------------------------------------------------------


def simulate(args: argparse.Namespace) -> int:
    """Random legal self-play, with a summary; the games as a campaign (engine.interfaces.campaign:
    ``--jobs`` processes, or a Dask cluster with ``--scheduler``; ``--out`` keeps a ledger to
    ``--resume`` from)."""
    from functools import partial

    from engine.formats import FORMATS
    from engine.interfaces import campaign
    from engine.selfplay.invariants import checked_play
    from engine.selfplay.simulate import Tally, play, tally

    if args.format not in FORMATS:
        raise Failure(f"unknown format {args.format!r}; known: {', '.join(FORMATS)}")
    fmt = FORMATS[args.format]
    if args.players is None:
        args.players = fmt.players or 2
    if fmt.players is not None and args.players != fmt.players:
        raise Failure(f"{fmt.a} has {fmt.players} players")
    if not MIN_PLAYERS <= args.players <= MAX_PLAYERS:
        raise Usage(f"--players: a game has {MIN_PLAYERS} to {MAX_PLAYERS} players")
    if args.jobs < 1:
        raise Usage(f"--jobs is a number of processes, 1 or more, not {args.jobs}")
    if args.resume and not args.out:
        raise Usage("--resume goes on from the ledger a run keeps in its --out folder: give --out")
    settings = {"games": args.games, "players": args.players, "format": args.format, "seed": args.seed}
    settings |= {"check": args.check, "repeats": args.repeats}
    total, ledger = Tally(), None
    if args.out:
        path = Path(args.out) / "campaign.json"
        try:
            make = campaign.Ledger.resume if args.resume else campaign.Ledger
            ledger = make(path, settings)
        except campaign.CampaignError as e:
            raise Failure(str(e)) from None
        if args.resume:
            total = Tally(**ledger.kept)
    show = not args.json and not args.quiet and args.games >= 200 and sys.stderr.isatty()
    start = time.perf_counter()
    try:
        campaign.run(
            list(range(args.seed, args.seed + args.games)),
            partial(tally, checked_play if args.check else play, args.players, args.format, args.repeats),
            lambda chunk, result: total.add(result),
            jobs=args.jobs,
            scheduler=args.scheduler,
            progress=_bar(start) if show else None,
            ledger=ledger,
            state=lambda: vars(total),
        )
    except campaign.CampaignError as e:
        raise Failure(str(e)) from None
    seconds = time.perf_counter() - start
    n = max(args.games, 1)
    breaks = sorted(total.breaks)
    data = {
        "games": args.games,
        "players": args.players,
        "format": args.format,
        "seed": args.seed,
        "jobs": args.jobs,
        "seconds": round(seconds, 3),
        "games_per_second": round(args.games / seconds, 1) if seconds else None,
        "decisions": total.decisions,
        "events": total.events,
        "rounds_per_game": round(total.rounds / n, 2),
        "plays_per_second": round(total.plays / seconds, 1) if seconds else None,
        "first_player_win_rate": round(total.first_wins / n, 3),
        "checked": args.check,
        "deck": "repeats" if args.repeats else "box",
        "breaks": len(breaks),
        "broken": breaks[:20],
    }
    if args.out:
        from engine.files import write_text

        write_text(Path(args.out) / "summary.json", json.dumps(data, indent=2) + "\n")

    def text() -> str:
        return (
            f"{args.games} games of {args.players} players ({args.format}"
            f"{', decks with repeats' if args.repeats else ''}) in {seconds:.2f} s: "
            f"{data['games_per_second']} games/s, {data['plays_per_second']} plays/s\n"
            f"rounds per game {data['rounds_per_game']}, first player's win rate "
            f"{data['first_player_win_rate']:.1%}, {total.decisions} decisions, {total.events} events, "
            f"{len(breaks)} breaks"
            + (" (every promise checked after every event)" if args.check else "")
            + "".join(f"\n  {b}" for b in breaks[:20])
        )

    emit(args, data, text)
    return FAILURE if breaks else OK


def _bar(start: float) -> Callable[[int, int], None]:
    """A progress bar on standard error: games done, and how fast."""

    def show(done: int, games: int) -> None:
        width = 30
        filled = width * done // max(games, 1)
        rate = done / max(time.perf_counter() - start, 1e-9)
        bar = f"[{'#' * filled}{'.' * (width - filled)}]"
        print(f"\r{bar} {done}/{games} ({rate:.0f}/s)", end="", file=sys.stderr)
        if done == games:
            print(file=sys.stderr)

    return show


# -- oracle ----------------------------------------------------------------------------------


def oracle(args: argparse.Namespace) -> int:
    """JSON lines on stdin, answers on stdout."""
    from engine.interfaces.oracle import Oracle

    Oracle(seat=args.seat).serve_stdio()
    return OK


# -- contributing rulings -------------------------------------------------------------------


def _steps_importable() -> None:
    """The linter, the step list and the mutation check read the step definitions (steps/,
    in the wheel too); they need nothing the wheel does not declare. Should an import still
    fail (a broken install), say which, without a traceback."""
    try:
        import engine.knowledge.lint  # noqa: F401  (registers every step definition)
    except ImportError as e:
        raise Failure(f"the step definitions cannot be read ({e}): reinstall moodswings") from None


def _shown(path: Path) -> Path:
    """A path as the user would type it: relative to where they are, when it is below."""
    path = path.resolve()
    return path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path


def _features(args: argparse.Namespace, write: bool) -> Path:
    """The features folder a contributor command works on (engine.knowledge.workspace)."""
    from engine.knowledge import workspace

    try:
        if write:
            return workspace.writable(args.features, f"moodswings ruling {args.action}")
        return workspace.readable(args.features)
    except workspace.NoWorkspace as e:
        raise Failure(str(e)) from None


def ruling_new(args: argparse.Namespace) -> int:
    """Add a Rule with an Example skeleton to a card's feature file, in a clone's features/
    (or ``--features DIR``), never in the installed package."""
    from engine.knowledge import workspace
    from engine.knowledge.authoring import add_ruling

    _steps_importable()
    root = _features(args, write=True)
    try:
        drafted = _drafted_example(args)
        added = add_ruling(
            args.card,
            args.words,
            note=args.note,
            kind=args.source,
            date=args.date,
            by=args.by,
            root=root,
            example=drafted,
        )
    except ValueError as e:
        raise Failure(str(e)) from None
    shown = _shown(added.path)
    data = {"path": str(shown), "line": added.line, "created": added.created}

    def text() -> str:
        made = " (a new feature file)" if added.created else ""
        run = workspace.test_command(root, Path(shown).stem)
        todo = "Replace its TODO lines with the example" if drafted is None else "Read its Example through"
        return "\n".join(
            [
                f"{shown}:{added.line}: a new Rule{made}. {todo}, then:",
                f"  {workspace.program()} ruling check {shlex.quote(str(shown))}",
                *([f"  {run}"] if run else []),
            ]
        )

    emit(args, data, text)
    return OK


def _drafted_example(args: argparse.Namespace) -> str | None:
    """The Example ``ruling new`` starts from: a file's (``--example``, "-" for standard input:
    a draft of ``conformance fuzz``), or a Try it link's write-up (``--from-link``)."""
    if args.example and args.from_link:
        raise ValueError("give --example or --from-link, not both")
    if args.title and not args.from_link:
        raise ValueError("--title names the Example written from --from-link (an --example names its own)")
    if args.example:
        try:
            return sys.stdin.read() if args.example == "-" else Path(args.example).read_text(encoding="utf-8")
        except OSError as e:
            raise ValueError(f"{args.example}: {e.strerror or e}") from None
    if args.from_link:
        from engine.knowledge.writeup import WriteupError, from_link

        try:  # the Example named as asked, else by the ruling's words: it reads as written
            return from_link(args.from_link, " ".join((args.title or args.words).split()).rstrip("."))
        except WriteupError as e:
            raise ValueError(str(e)) from None
    return None


def ruling_check(args: argparse.Namespace) -> int:
    """Lint the feature files: every problem with its file and line."""
    _steps_importable()
    from engine.knowledge.lint import feature_files, lint

    problems = lint(feature_files(args.paths)) if args.paths else lint(root=_features(args, write=False))
    data = [{"path": p.path, "line": p.line, "message": p.message} for p in problems]

    def text() -> str:
        if not problems:
            return "No problems."
        return "\n".join(map(str, problems)) + f"\n\n{len(problems)} problems."

    emit(args, data, text)
    return FAILURE if problems else OK


def ruling_steps(args: argparse.Namespace) -> int:
    """The Mood Swings steps a ruling may use, as people read them, with what each does."""
    _steps_importable()
    import engine.knowledge.lint  # noqa: F401  (registers every step definition)
    from engine.scenarios.registry import STEPS

    words = [w.lower() for w in args.words]
    party = ("steps/party", "steps/mood_x", "steps/feelinks")
    found = [
        d
        for d in STEPS
        if not d.func.__code__.co_filename.replace("\\", "/").endswith(tuple(p + ".py" for p in party))
        and all(w in f"{d.kind} {d.template} {d.doc}".lower() for w in words)
    ]
    data = [{"kind": d.kind, "step": d.template, "doc": d.doc} for d in found]

    def text() -> str:
        lines = []
        for kind in ("given", "when", "then"):
            mine = [d for d in found if d.kind == kind]
            if mine:
                lines.append(f"{kind.capitalize()}:")
                for d in mine:
                    lines.append(f"  {d.template}")
                    doc = " ".join(d.doc.split())
                    lines += textwrap.wrap(doc, 100, initial_indent=" " * 6, subsequent_indent=" " * 6)
        return "\n".join(lines) if lines else f"No step mentions {' '.join(args.words)!r}."

    emit(args, data, text)
    return OK if found else FAILURE


def ruling_fmt(args: argparse.Namespace) -> int:
    """Lay the feature files out in the one layout (``--check``: only say which are not).
    Each file is rewritten atomically; a file that cannot be read is named, and left as it is."""
    from engine.files import FileTextError
    from engine.knowledge import workspace
    from engine.knowledge.formatting import format_file

    paths = [Path(p) for p in args.paths] or [_features(args, write=not args.check)]
    if not args.check and any(workspace.installed(p) for p in paths):
        raise Failure("the rulings inside the installed package are never changed: format a clone's files")
    files = [f for p in paths for f in (sorted(p.rglob("*.feature")) if p.is_dir() else [p])]
    changed, failed = [], []
    for f in files:
        try:
            if format_file(f, check=args.check):
                changed.append(f)
        except FileTextError as e:
            failed.append(e)
    verb = "would reformat" if args.check else "reformatted"
    for f in changed:
        print(f"{verb} {_shown(f)}")
    for e in failed:
        where = f"{_shown(e.path)}:{e.line}" if e.line else f"{_shown(e.path)}"
        print(f"moodswings ruling fmt: {where}: {e.message}", file=sys.stderr)
    print(
        f"{len(changed)} of {len(files)} feature files {verb}"
        + (f", {len(failed)} unreadable." if failed else ".")
    )
    return FAILURE if failed or (args.check and changed) else OK


def ruling_mutate(args: argparse.Namespace) -> int:
    """Break each card's behaviour, one way at a time: its rulings must notice."""
    _steps_importable()
    from engine.knowledge.mutation import check_all

    cards = None
    if args.cards:
        try:
            cards = [face(c).slug for c in args.cards]
        except UnknownName as e:
            raise Failure(str(e)) from None
    start = time.perf_counter()
    results = check_all(cards)
    seconds = time.perf_counter() - start
    pinned = sum(r.pinned for r in results)
    data = {
        "pinned": pinned,
        "cards": len(results),
        "mutants": sum(len(r.mutants) for r in results),
        "seconds": round(seconds, 2),
        "not_pinned": {
            r.card: {"examples": r.examples, "broken": r.broken, "survivors": r.survivors}
            for r in results
            if not r.pinned
        },
    }

    def text() -> str:
        lines = []
        for r in results:
            if r.pinned:
                if args.verbose:
                    lines += [f"{r.card}: {m.what}: caught by {m.killed_by}" for m in r.mutants]
                continue
            if not r.examples:
                lines.append(f"{r.card}: no rulings to run")
            elif r.broken:
                lines += [f"{r.card}: fails before any mutation: {b}" for b in r.broken]
            else:
                lines += [f"{r.card}: every ruling passes against this mutant: {w}" for w in r.survivors]
        lines.append(f"pinned {pinned}/{len(results)} cards ({data['mutants']} mutants, {seconds:.1f} s)")
        return "\n".join(lines)

    emit(args, data, text)
    return OK if pinned == len(results) else FAILURE


# -- the parser ------------------------------------------------------------------------------

WHERE = (
    "the features folder to work on (default: the features/ of the clone around the current "
    "folder; never the installed package's copy)"
)


def _subcommand(  # type: ignore[no-untyped-def]
    subparsers, name: str, run: Callable[[argparse.Namespace], int], help: str, data: bool
) -> argparse.ArgumentParser:
    """A command with its help, and ``--json`` where its output is data."""
    c = subparsers.add_parser(name, help=help, description=help)
    if data:
        c.add_argument("--json", action="store_true", help="print the result as JSON")
    c.set_defaults(run=run)
    return c


def parser() -> argparse.ArgumentParser:
    from engine.formats import FORMATS

    p = argparse.ArgumentParser(
        prog="moodswings",
        description="The Mood Swings rulings knowledge base and reference engine.",
        epilog="Exit codes: 0 ok, 1 refused or failed, 2 usage.",
    )
    sub = p.add_subparsers(dest="command", required=True)

    def command(name: str, run: Callable[[argparse.Namespace], int], help: str, data: bool = True):  # type: ignore[no-untyped-def]
        return _subcommand(sub, name, run, help, data)

    c = command("coverage", coverage, "how many notes and rules paragraphs the rulings encode")
    c.add_argument("--groups-only", action="store_true", help="only the totals per group")
    c.add_argument(
        "--situations",
        action="store_true",
        help="every card in every situation: ruled (with the rulings), explained, does not apply, or open",
    )
    c = command("card", card, "a card and its rulings")
    c.add_argument("name", help="the card's name (spelling mistakes get a suggestion)")
    c.add_argument("--examples", action="store_true", help="show each ruling's examples too")
    c = command(
        "rulings", rulings, "find the rulings that answer a question, the best first (as the site's finder)"
    )
    c.add_argument("words", nargs="+", help='a question or words, e.g. "who goes first after awe"')
    c.add_argument("--examples", action="store_true", help="show each ruling's examples too")
    c.add_argument("--limit", type=int, default=10, help="how many results to show (default 10)")
    c.add_argument("--all", action="store_true", help="show every result")
    c = command("explain", explain, "the play-by-play of actions from a position")
    c.add_argument(
        "actions",
        nargs="*",
        help='actions in words: "Alice plays <card>", "Alice chooses <answer>", "Alice passes"',
    )
    c.add_argument("--position", help="a JSON position file (from the oracle's save)")
    c.add_argument(
        "--seed", type=int, default=0, help="without a position: deal a random game from this seed"
    )
    c.add_argument("--players", type=int, default=2, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    c = command("simulate", simulate, "random legal self-play, with a summary")
    c.add_argument("--games", type=int, default=100)
    c.add_argument(
        "--players", type=int, help=f"{MIN_PLAYERS} to {MAX_PLAYERS} (default: the format's, or 2)"
    )
    c.add_argument(
        "--format",
        default="traditional",
        help="one of: " + ", ".join(FORMATS),
    )
    c.add_argument("--seed", type=int, default=0, help="the first game's seed; game i uses seed + i")
    c.add_argument("--jobs", type=int, default=1, help="processes to spread the games over")
    c.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="play the games on a Dask distributed cluster, by its scheduler's address (tcp://host:8786)",
    )
    c.add_argument("--out", metavar="DIR", help="keep the run's ledger (campaign.json) and summary here")
    c.add_argument(
        "--resume", action="store_true", help="go on from the ledger an interrupted run left in --out"
    )
    c.add_argument(
        "--check",
        action="store_true",
        help="check every promise after every event (engine.selfplay.invariants); a broken one is a break",
    )
    c.add_argument(
        "--repeats",
        action="store_true",
        help="decks of random cards that may repeat, instead of a box of 45 different cards",
    )
    c.add_argument("--quiet", action="store_true", help="no progress bar")
    r = sub.add_parser(
        "ruling",
        help="contribute rulings: new, check, fmt, mutate",
        description="Contribute rulings (see CONTRIBUTING.md).",
    )
    rsub = r.add_subparsers(dest="action", required=True)

    def action(name: str, run: Callable[[argparse.Namespace], int], help: str, data: bool = True):  # type: ignore[no-untyped-def]
        return _subcommand(rsub, name, run, help, data)

    c = action("new", ruling_new, "add a Rule with an Example skeleton to a card's feature file")
    c.add_argument("card", help="the card's name (spelling mistakes get a suggestion)")
    c.add_argument("words", help="the ruling in a sentence, in your own words")
    c.add_argument("--note", help="the official note it encodes (e.g. anger.4), instead of a source")
    c.add_argument(
        "--source",
        default="community",
        choices=tuple(SOURCE_KINDS),
        help="who settled it: a judge, the designers or publisher, players (default), or the "
        "reference itself where careful readers of the sources could differ",
    )
    c.add_argument("--date", help="the day it was given, YYYY-MM-DD (default: today)")
    c.add_argument("--by", default="", help="who gave it, or where it was asked: the Rule's description")
    c.add_argument("--features", metavar="DIR", help=WHERE)
    c.add_argument(
        "--example",
        help="start from this Example instead of a skeleton: a file ('-': standard input), such as "
        "a draft written by 'moodswings conformance fuzz'",
    )
    c.add_argument(
        "--from-link",
        help="start from a Try it link: the table, the plays and answers, and what the engine did",
    )
    c.add_argument("--title", help="with --from-link: the Example's name (default: the ruling's words)")
    c = action("check", ruling_check, "lint feature files: every problem with its file and line")
    c.add_argument("paths", nargs="*", help="feature files or folders (default: all of features/)")
    c.add_argument("--features", metavar="DIR", help=WHERE)
    c = action("steps", ruling_steps, "the steps a ruling may use (those mentioning every word given)")
    c.add_argument("words", nargs="*")
    c = action("fmt", ruling_fmt, "lay feature files out in the project's one layout", data=False)
    c.add_argument("paths", nargs="*", help="feature files or folders (default: all of features/)")
    c.add_argument("--check", action="store_true", help="change nothing; fail if a file would change")
    c.add_argument("--features", metavar="DIR", help=WHERE)
    c = action("mutate", ruling_mutate, "break each card's behaviour in turn: its rulings must fail")
    c.add_argument("cards", nargs="*", help="cards to check (default: all 133)")
    c.add_argument("--verbose", action="store_true", help="say which example caught each mutant")
    c = command(
        "oracle", oracle, "the JSON-lines oracle on stdin and stdout (see the site's oracle page)", False
    )
    c.add_argument(
        "--seat",
        help="scope every game of the session to this player: every reply holds only what they may know",
    )
    add_commands(sub, _subcommand)
    return p


def main(argv: list[str] | None = None) -> int:
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    args = parser().parse_args(argv)
    try:
        return int(args.run(args))
    except Usage as e:
        print(f"moodswings {args.command}: {e}", file=sys.stderr)
        return USAGE
    except (Failure, AnswerError, UnknownName, KnowledgeBaseMissing) as e:
        print(f"moodswings {args.command}: {e}", file=sys.stderr)
    except RuleViolation as e:
        print(f"moodswings {args.command}: refused: {e.message} [{e.rule}]", file=sys.stderr)
    except PositionError as e:
        print(f"moodswings {args.command}: bad position: {e.field}: {e.message}", file=sys.stderr)
    return FAILURE


if __name__ == "__main__":
    sys.exit(main())
