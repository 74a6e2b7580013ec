"""The mutation runs' records hold together (scripts/mutants.py; python3 tasks.py mutants).

- Each entry of the equivalent list names a function of the rules that exists, and that
  function still holds the line the mutant changed: an entry cannot outlive its code. So does
  each record of the mutants counted as words only or input checks
  (mutation/words-and-input.toml), at the line it gives.
- The committed results add up (per module, every mutant tested has one verdict) and the
  committed survivors are the ones the results count.
- A sample is the same for the same seed and reaches every module.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
import os
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import mutants  # noqa: E402

ENTRIES = mutants.equivalents()


def _source(function: str) -> str:
    parts = function.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for name in parts[cut:]:
            obj = getattr(obj, name)
        return inspect.getsource(obj)
    raise AssertionError(f"no module in {function!r}")


@pytest.mark.parametrize("entry", ENTRIES, ids=[f"{e.function}: {e.before}" for e in ENTRIES])
def test_each_equivalent_mutant_names_its_function_and_the_line_it_changes(entry: mutants.Entry) -> None:
    assert entry.function.startswith(("engine.core.", "engine.cards.", "engine.formats."))
    assert len(entry.why) > 20, "the reason must say why no player could see the change"
    assert entry.before != entry.after
    lines = {line.strip() for line in _source(entry.function).splitlines()}
    for line in entry.before.split(" / "):
        assert line in lines, f"{entry.function} no longer holds {line!r}: is the entry still true?"


EXPLAINED = tomllib.loads(mutants.EXPLAINED.read_text(encoding="utf-8")) if mutants.EXPLAINED.exists() else {}


def _def_line(lines: list[str]) -> int:
    """Where a function's source (as ``inspect`` gives it, decorators first) has its def."""
    return next(i for i, s in enumerate(lines) if s.lstrip().startswith(("def ", "async def ")))


@pytest.mark.parametrize(
    "record",
    EXPLAINED.get("mutant", []),
    ids=[f"{r['function']}:{r['line']}: {r['before'][:40]}" for r in EXPLAINED.get("mutant", [])],
)
def test_each_mutant_counted_as_words_or_input_is_where_its_record_says(record: dict[str, object]) -> None:
    """Each record of mutation/words-and-input.toml: its function exists and reads, at the
    recorded line (from its def line), what the mutant changed; its rule is one of
    scripts/mutants.py WHY; and a record of the prose rule is still explained by it (that rule
    reads the two lines alone)."""
    function, line, before, after, rule = (record[k] for k in ("function", "line", "before", "after", "rule"))
    assert isinstance(function, str) and isinstance(line, int) and isinstance(before, str)
    assert function.startswith(("engine.core.", "engine.cards.", "engine.formats.")), function
    assert rule in mutants.WHY and before != after
    lines = _source(function).splitlines()
    at = _def_line(lines) + line - 1
    want = before.split(" / ")
    found = [s.strip() for s in lines[at : at + len(want)]]
    assert found == want, f"{function}, line {line} from its def, reads {found}, not {want}: record it again"
    if rule == "prose":
        assert mutants.words_only(before, str(after))


def test_the_records_of_words_and_input_are_the_results_counts_and_give_their_reasons() -> None:
    """One record for each mutant the committed results count as words only or as an input
    check; none of them is also on the equivalent list (a mutant has one explanation); each
    rule's reason is written out."""
    records = EXPLAINED.get("mutant", [])
    results = json.loads(mutants.RESULTS.read_text())
    for kind in ("words", "input"):
        counted = sum(m[kind] for m in results["modules"].values())
        recorded = sum(mutants.WHY[r["rule"]][0] == kind for r in records)
        assert recorded == counted, f"{recorded} records of {kind!r}, the results count {counted}"
    assert EXPLAINED["why"] == {rule: f"{verdict}: {why}" for rule, (verdict, why) in mutants.WHY.items()}
    equivalent = {(e.function, e.before, e.after) for e in ENTRIES}
    assert not [r for r in records if (r["function"], r["before"], r["after"]) in equivalent]


def test_the_equivalent_list_has_no_entry_twice() -> None:
    keys = [(e.function, e.before, e.after) for e in ENTRIES]
    assert len(keys) == len(set(keys))


def test_the_committed_results_add_up() -> None:
    results = json.loads(mutants.RESULTS.read_text())
    verdicts = ("killed", "equivalent", "words", "input", "survived", "timed_out", "no_tests", "other")
    for module, m in results["modules"].items():
        assert m["made"] >= m["tested"] == sum(m.get(v, 0) for v in verdicts), module
        assert module.startswith(("engine.core", "engine.cards", "engine.formats"))
    survivors = json.loads(mutants.SURVIVORS.read_text())
    assert len(survivors) == sum(m["survived"] for m in results["modules"].values())


def test_a_sample_is_seeded_and_reaches_every_module() -> None:
    names = {
        f"engine.core.m{i}": [f"engine.core.m{i}.x_f__mutmut_{j}" for j in range(1, 10 * i)] for i in (1, 5)
    }
    first = mutants.sample(names, 10, seed=3)
    assert first == mutants.sample(names, 10, seed=3) != mutants.sample(names, 10, seed=4)
    assert {mutants.module_of(k) for k in first} == set(names)


def test_only_the_words_of_prose_count_as_words_only() -> None:
    words = mutants.words_only
    assert words('"You may discard a card",', '"XXYou may discard a cardXX",')
    assert words('g.choose(p, "Choose a player", rule(g, me))', "g.choose(p, None, rule(g, me))")
    assert not words('self.record("beyond", "match_wins")', 'self.record("beyond", "MATCH_WINS")')
    assert not words('g.choose(p, "Choose a player", rule(g, me))', 'g.choose(p, "Choose a player", None)')
    assert not words("owner=me.controller,", "owner=None,")
    assert not words('f"wins.{player}", "two wins" / )', 'f"wins.{player}", )')


def test_a_mutant_is_named_by_the_function_it_changes() -> None:
    assert mutants.function_of("engine.core.table.xǁTableǁmove__mutmut_12") == "engine.core.table.Table.move"
    assert mutants.function_of("engine.cards.red.x_anger__mutmut_3") == "engine.cards.red.anger"
    assert mutants.module_of("engine.formats.x_setup__mutmut_1") == "engine.formats"


def test_the_coverage_page_shows_the_committed_score_per_module() -> None:
    sys.path.insert(0, str(ROOT / "docs" / "_ext"))
    from moodswings_site.reference import mutation_section

    results = json.loads(mutants.RESULTS.read_text())
    page = "\n".join(mutation_section())
    for module, m in results["modules"].items():
        row = (
            f"| `{module}` | {m['made']} | {m['tested']} | {m['killed']} | {m['equivalent']} | {m['words']} |"
        )
        assert row in page, module
    assert f"Recorded on {results['run']['date']}" in page


def _mutate(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: str, source: str) -> list[str]:
    """mutmut's mutants of a small module, written where scripts/mutants.py reads them."""
    from mutmut.mutation.file_mutation import mutate_file_contents

    path = Path(*module.split(".")).with_suffix(".py")
    mutated = mutate_file_contents(str(path), source, None, None)
    (tmp_path / path).parent.mkdir(parents=True)
    (tmp_path / path).write_text(mutated.code, encoding="utf-8")
    monkeypatch.setattr(mutants, "WORK", tmp_path)
    mutants._functions.cache_clear()
    return [f"{module}.{name}" for name in mutated.mutant_names]


def _judged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, module: str, source: str, judge: Callable[[str], bool]
) -> dict[str, tuple[bool, str]]:
    """Each mutant of a small module: how ``judge`` classifies it, and the statement it changes."""
    names = _mutate(tmp_path, monkeypatch, module, source)
    try:
        return {n: (judge(n), mutants.changed_node_text(n)) for n in names}
    finally:
        mutants._functions.cache_clear()


CARD = """
def card(g, me):
    chosen = yield g.choose_moods(me.controller, g.view.moods, "Choose a mood", rule(g, me))
    g.to_discard(chosen, name(g, me))
    g.cancel_scoring(name(g, me))
"""


def test_taking_away_the_cause_of_a_change_counts_as_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = _mutate(tmp_path, monkeypatch, "engine.cards.fake", CARD)
    try:
        words = [n for n in names if mutants.cause_only(n)]
        assert len(words) == 2, words  # to_discard's cause replaced by None, and left out
        for n in words:
            assert "g.to_discard(chosen" in mutants.changed_node_text(n)
    finally:
        mutants._functions.cache_clear()


DRAFT = """
class Draft:
    def keep(self, cards, player):
        self.game.move(cards, "sideboard", "kept", player)
"""


def test_a_cause_written_out_and_changed_counts_as_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A cause given as a string (not a card's name) changed in place, or taken away: words;
    the place the cards go, changed the same way, is not."""
    names = _mutate(tmp_path, monkeypatch, "engine.formats.fake", DRAFT)
    try:
        touched = {}
        for n in names:
            _, before, _ = mutants.changed_node(n)  # type: ignore[misc]
            value = before.value if isinstance(before, ast.Constant) else before
            touched[n] = value if value in ("kept", "sideboard") else None
        causes = [n for n, v in touched.items() if v == "kept"]
        places = [n for n, v in touched.items() if v == "sideboard"]
        assert len(causes) >= 2 and len(places) >= 2, touched
        assert all(mutants.cause_only(n) for n in causes)
        assert not any(mutants.cause_only(n) for n in places)
    finally:
        mutants._functions.cache_clear()


TABLE = """
class Table:
    def set_round(self, number):
        self._setup("round")
        if number < 1:
            raise PositionError("round.number", "rounds are numbered from 1")
        self.state.round.number = number + 0
"""


def test_only_a_refusal_of_a_position_its_guard_and_its_field_count_as_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    checks = _judged(tmp_path, monkeypatch, "engine.core.table", TABLE, mutants.input_check)
    assert any(is_input for is_input, _ in checks.values()) and not all(i for i, _ in checks.values())
    for n, (is_input, text) in checks.items():
        assert is_input != ("self.state.round.number" in text), n


GUARDED_LOCAL = """
class Table:
    def set_turn(self, player, plays):
        earlier = set(plays[:2])
        kept = plays[:3]
        for rec in plays:
            if rec not in earlier:
                raise PositionError("round.plays", "not before")
        self.state.kept = kept
"""


def test_a_local_only_a_refusal_s_guard_reads_counts_as_input(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A local read only by the guard of a refusal changes only what the builder refuses;
    one the position keeps does not count."""
    checks = _judged(tmp_path, monkeypatch, "engine.core.table", GUARDED_LOCAL, mutants.input_check)
    guarded = [i for i, text in checks.values() if text.startswith("earlier =")]
    kept = [i for i, text in checks.values() if text.startswith("kept =")]
    assert guarded and all(guarded), checks
    assert kept and not any(kept), checks


def test_each_verb_whose_cause_counts_as_words_only_shows_it() -> None:
    """A cause verb passes its cause only to an event or to another cause verb (or ignores it):
    replacing it by None changes the play-by-play's words and nothing else."""
    import ast
    import textwrap

    from engine.core import events
    from engine.core.verbs import Verbs

    event_names = {n for n, e in vars(events).items() if isinstance(e, type) and issubclass(e, events.Event)}
    for verb in mutants.CAUSE_VERBS:
        tree = ast.parse(textwrap.dedent(inspect.getsource(getattr(Verbs, verb))))
        allowed = set()
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            callee = (
                call.func.attr if isinstance(call.func, ast.Attribute) else getattr(call.func, "id", None)
            )
            if callee in event_names or callee in mutants.CAUSE_VERBS:
                allowed |= {id(a) for a in [*call.args, *(k.value for k in call.keywords)]}
        uses = [n for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "cause"]
        assert all(id(n) in allowed for n in uses), f"{verb} uses its cause for more than an event"


@pytest.mark.parametrize("function", mutants.WORDS_FUNCTIONS)
def test_a_function_counted_as_words_returns_words(function: str) -> None:
    module, _, name = function.rpartition(".")
    owner, _, cls = module.rpartition(".")
    if cls[:1].isupper():  # a method: module.Class.name
        found = getattr(getattr(importlib.import_module(owner), cls), name)
    else:
        found = getattr(importlib.import_module(module), name)
    assert inspect.signature(found).return_annotation in (str, "str", "list[str]", "tuple[str, ...]")


def test_the_functions_left_out_of_mutation_are_those_listed_with_their_reason() -> None:
    """Each ``# pragma: no mutate`` in the rules' code marks a whole function (a block, on its
    header), and that function is in scripts/mutants.py's LEFT_OUT with the reason it is no rule."""
    import ast

    marked = set()
    for path in sorted((ROOT / "engine").glob("*/**/*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        if not module.startswith(("engine.core", "engine.cards", "engine.formats")):
            continue
        lines = path.read_text(encoding="utf-8").splitlines()
        pragmas = {i + 1 for i, line in enumerate(lines) if "# pragma: no mutate" in line}
        if not pragmas:
            continue
        tree = ast.parse("\n".join(lines))
        functions = [(None, f) for f in tree.body if isinstance(f, ast.FunctionDef)]
        for c in (c for c in tree.body if isinstance(c, ast.ClassDef)):
            functions += [(c.name, f) for f in c.body if isinstance(f, ast.FunctionDef)]
        found: set[int] = set()
        for owner, f in functions:
            header = set(range(f.lineno, f.body[0].lineno)) & pragmas
            if header:
                assert all("no mutate block" in lines[i - 1] for i in header), f.name
                found |= header
                marked.add(f"{module}.{owner}.{f.name}" if owner else f"{module}.{f.name}")
        assert found == pragmas, f"{path}: a pragma outside a function's header, on lines {pragmas - found}"
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mutmut"]
    whole = {path.removesuffix(".py").replace("/", ".") for path in config.get("do_not_mutate", [])}
    assert marked | whole == set(mutants.LEFT_OUT)


def test_what_the_equivalent_list_says_of_the_cards_holds() -> None:
    """Claims of mutation/equivalent.toml about the card data: every card with abilities has
    its behaviour (Playing.check_implemented never raises), and every name is letters with at
    most one hyphen inside (catalog.slug turns nothing else into a hyphen)."""
    import re

    from engine.core.behaviour import implemented
    from engine.core.catalog import faces

    for f in faces().values():
        assert not f.abilities or implemented(f.slug), f.name
        assert re.fullmatch(r"[A-Z][a-z]+(?:-[A-Z][a-z]+)?", f.name), f.name


def test_what_the_equivalent_list_says_of_the_formats_holds() -> None:
    """mutation/equivalent.toml's entry for Setup.record_game: a match is a best of an odd
    number of games, so twice a player's wins never equals the number of games."""
    from engine.formats import FORMATS

    assert FORMATS and all(f.games % 2 == 1 for f in FORMATS.values())


def test_the_narrating_events_are_read_by_nothing_but_self_play() -> None:
    """The events counted as narration (scripts/mutants.py NARRATION) are only made, never
    read, by the engine, the interfaces (the conformance kit included) and the steps: only
    self-play's statistics look at them."""
    import ast

    paths = [*sorted((ROOT / "engine").glob("**/*.py")), *sorted((ROOT / "steps").glob("*.py"))]
    for path in paths:
        if "selfplay" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        made = {id(n.func) for n in ast.walk(tree) if isinstance(n, ast.Call)}
        for node in ast.walk(tree):
            name = getattr(node, "id", None) or getattr(node, "attr", None)
            if name in mutants.NARRATION:
                assert id(node) in made, f"{path.relative_to(ROOT)}:{node.lineno} reads {name}"
            if isinstance(node, ast.Constant) and node.value in mutants.NARRATION:  # by its type's name
                raise AssertionError(f"{path.relative_to(ROOT)}:{node.lineno} reads {node.value} by name")


NARRATING = """
class Rounds:
    def give(self, player, low):
        self.state.banked.append(player)
        if low:
            self.events.append(HurtFeelings(player))
        self.events.append(Drew(player, 1))
"""


def test_a_narrating_event_and_the_test_that_tells_it_count_as_narration(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told = _judged(tmp_path, monkeypatch, "engine.core.rounds", NARRATING, mutants.narration_only)
    assert any(t for t, _ in told.values()) and not all(t for t, _ in told.values()), told
    for n, (narration, text) in told.items():
        assert narration == ("HurtFeelings" in text or text.startswith("if low")), (n, text)


def _reach_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, *files: Path) -> Path:
    """A repository in tmp_path with these files and mutmut's record of reach (its path)."""
    for f in files:
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text("")
    stats = tmp_path / "mutants" / "mutmut-stats.json"
    stats.parent.mkdir()
    stats.write_text("{}")
    monkeypatch.setattr(mutants, "ROOT", tmp_path)
    monkeypatch.setattr(mutants, "STATS", stats)
    return stats


def test_mutmuts_record_of_which_rulings_reach_a_function_is_dropped_when_a_ruling_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ruling = tmp_path / "features" / "cards" / "joy.feature"
    stats = _reach_record(tmp_path, monkeypatch, ruling)
    os.utime(ruling, (1_000, 1_000))
    mutants.forget_stale_reach()
    assert stats.exists()  # made after every ruling: kept
    os.utime(ruling, None)
    os.utime(stats, (2_000, 2_000))
    mutants.forget_stale_reach()
    assert not stats.exists()  # a ruling changed since: made again


def test_mutmuts_record_of_reach_is_dropped_when_the_rules_code_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A function new since the record is reached by no ruling in it: a change to the rules'
    code makes the record again; Python's compiled files do not."""
    code = tmp_path / "engine" / "core" / "verbs.py"
    compiled = tmp_path / "engine" / "core" / "__pycache__" / "verbs.cpython-311.pyc"
    stats = _reach_record(tmp_path, monkeypatch, code, compiled)
    os.utime(stats, (2_000, 2_000))
    os.utime(code, (1_000, 1_000))
    mutants.forget_stale_reach()
    assert stats.exists()  # only a compiled file is newer: kept
    os.utime(code, None)
    mutants.forget_stale_reach()
    assert not stats.exists()


def test_a_mutant_no_ruling_reached_is_not_handed_back_as_measured(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'no tests' says mutmut's record of what reaches what missed the function, not what the
    rulings do: the ledger keeps it, but a run measures it again (mutmut's own too)."""
    work, ledger = tmp_path / "mutants", tmp_path / "verdicts.json"
    monkeypatch.setattr(mutants, "WORK", work)
    monkeypatch.setattr(mutants, "LEDGER", ledger)
    names = [f"engine.formats.fake.x_a__mutmut_{n}" for n in (1, 2)]
    _meta(work, dict(zip(names, [1, 33], strict=True)), {"x_a": "h1"})
    mutants.keep(None)
    meta = _meta(work, dict.fromkeys(names), {"x_a": "h1"})
    assert mutants.restore() == 1
    assert json.loads(meta.read_text())["exit_code_by_key"] == {names[0]: 1, names[1]: None}
    _meta(work, dict(zip(names, [1, 33], strict=True)), {"x_a": "h1"})  # mutmut's own, in its folder
    mutants.restore()
    assert json.loads(meta.read_text())["exit_code_by_key"] == {names[0]: 1, names[1]: None}


def _meta(work: Path, codes: dict[str, int | None], hashes: dict[str, str]) -> Path:
    meta = work / "engine" / "formats" / "fake.py.meta"
    meta.parent.mkdir(parents=True, exist_ok=True)
    meta.write_text(json.dumps({"exit_code_by_key": codes, "hash_by_function_name": hashes}))
    return meta


def test_the_ledger_keeps_verdicts_while_their_function_is_unchanged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run's verdicts go to the ledger; a later run, on a new mutants/ folder, gets back those
    of functions whose code has not changed, and none of a changed one; another folder's
    verdicts are taken the same way (--absorb)."""
    work, ledger = tmp_path / "mutants", tmp_path / "verdicts.json"
    monkeypatch.setattr(mutants, "WORK", work)
    monkeypatch.setattr(mutants, "LEDGER", ledger)
    names = [f"engine.formats.fake.x_{f}__mutmut_{n}" for f in ("a", "b") for n in (1, 2)]
    measured = dict(zip(names, [1, 0, None, 1], strict=True))
    _meta(work, measured, {"x_a": "h1", "x_b": "h2"})
    mutants.keep({"date": "2026-12-01", "mutants": 3, "seconds": 9})
    assert mutants.ledger_names() == [n for n, c in measured.items() if c is not None]

    fresh = dict.fromkeys(names)
    meta = _meta(work, fresh, {"x_a": "h1", "x_b": "changed"})
    assert mutants.restore() == 2
    assert json.loads(meta.read_text())["exit_code_by_key"] == {**fresh, names[0]: 1, names[1]: 0}
    mutants.keep(None)  # b changed: its verdict is dropped, a's are kept, the run stays counted
    book = mutants.ledger()
    assert set(book["functions"]) == {"engine.formats.fake.x_a"} and len(book["runs"]) == 1

    other = tmp_path / "elsewhere"
    _meta(other, {**fresh, names[3]: 1, names[0]: 0}, {"x_a": "old", "x_b": "changed"})
    _meta(work, fresh, {"x_a": "h1", "x_b": "changed"})
    assert mutants.absorb(other) == 1  # b's verdict (same code); a's code differs there
    assert json.loads(meta.read_text())["exit_code_by_key"][names[3]] == 1


def test_a_folder_made_for_a_sample_loses_no_verdict_and_is_made_whole_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CI's sample makes the mutants of a few modules alone: the ledger keeps the verdicts of
    every other module, and the next full run makes every module again rather than take the
    files copied for the sample as done."""
    work, ledger = tmp_path / "mutants", tmp_path / "verdicts.json"
    monkeypatch.setattr(mutants, "WORK", work)
    monkeypatch.setattr(mutants, "LEDGER", ledger)
    kept = {"engine.core.fake.x_c": {"hash": "h3", "codes": [1, 0]}}
    ledger.write_text(json.dumps({"runs": [], "functions": kept}))
    _meta(work, {"engine.formats.fake.x_a__mutmut_1": 1}, {"x_a": "h1"})
    mutants.keep(None)
    assert mutants.ledger()["functions"] == {**kept, "engine.formats.fake.x_a": {"hash": "h1", "codes": [1]}}

    made: list[list[str] | None] = []

    class Config:
        only_mutate: list[str] | None = None
        do_not_mutate: tuple[str, ...] = ()

    import mutmut.__main__ as main
    import mutmut.configuration as configuration

    monkeypatch.setattr(configuration, "config", lambda: Config)
    monkeypatch.setattr(main, "copy_src_dir", lambda: None)
    monkeypatch.setattr(main, "copy_also_copy_files", lambda: None)
    monkeypatch.setattr(main, "create_mutants", lambda _: made.append(Config.only_mutate))
    monkeypatch.setattr(mutants, "ROOT", tmp_path)
    mutants.generate({"engine.formats.fake"})
    assert (work / "partial").exists() and (work / "engine" / "formats" / "fake.py.meta").exists()
    Config.only_mutate = None
    mutants.generate()
    assert not work.exists() or not (work / "partial").exists()
    assert not (work / "engine" / "formats" / "fake.py.meta").exists()  # made afresh, whole


@pytest.mark.parametrize(
    ("script", "why"),
    [
        ("echo 'Running mutation testing'; exit 3", "mutmut failed (exit 3)"),
        ("echo 'Running mutation testing'; kill -TERM $PPID; sleep 5", "stopped by hand"),
    ],
)
def test_a_run_that_stops_before_mutmut_ends_keeps_its_time_and_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, script: str, why: str
) -> None:
    """A run that fails, or is stopped (Ctrl-C or a kill), still gives the ledger its time,
    marked as stopped, so that a full run's time is the sum of every run that made it. (The
    kill is a SIGTERM: a process started in the background ignores SIGINT, as CI's may.)"""
    fake = tmp_path / "mutmut"
    fake.write_text(f"#!/bin/sh\n{script}\n")
    fake.chmod(0o755)
    monkeypatch.setattr(mutants, "MUTMUT", fake)
    monkeypatch.setattr(mutants, "WORK", tmp_path / "mutants")
    monkeypatch.setattr(mutants, "LOG", tmp_path / "mutants" / "run.log")
    monkeypatch.setattr(mutants, "ROOT", tmp_path)
    run = mutants.run_mutmut(["engine.formats.fake.x_a__mutmut_1"], 1)
    assert why in str(run["stopped"])
    assert run["mutants"] == 1 and isinstance(run["seconds"], int)


def test_a_kill_while_mutmut_is_being_started_stops_the_run_and_nothing_else(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The kill can come before mutmut's process is even made (a fast child, a busy machine):
    the run is stopped and records itself; the kill does not escape as an interruption (it
    once did, and stopped the whole test session that was running it)."""
    import signal
    import subprocess

    fake = tmp_path / "mutmut"
    fake.write_text("#!/bin/sh\nsleep 5\n")
    fake.chmod(0o755)

    started: list[subprocess.Popen] = []  # type: ignore[type-arg]

    class KilledWhileStarting(subprocess.Popen):  # type: ignore[type-arg]
        def __init__(self, *args: object, **kwargs: object) -> None:
            os.kill(os.getpid(), signal.SIGTERM)
            super().__init__(*args, **kwargs)  # type: ignore[arg-type]
            started.append(self)

    monkeypatch.setattr(mutants.subprocess, "Popen", KilledWhileStarting)
    monkeypatch.setattr(mutants, "MUTMUT", fake)
    monkeypatch.setattr(mutants, "WORK", tmp_path / "mutants")
    monkeypatch.setattr(mutants, "LOG", tmp_path / "mutants" / "run.log")
    monkeypatch.setattr(mutants, "ROOT", tmp_path)
    run = mutants.run_mutmut(["engine.formats.fake.x_a__mutmut_1"], 1)
    assert "stopped by hand" in str(run["stopped"])
    # mutmut was stopped (by the signal), not waited for (its sleep would have ended with 0)
    assert [p.returncode for p in started] == [-signal.SIGTERM]


def test_every_event_that_names_a_card_holds_its_id_too() -> None:
    """An event's ``name`` counts as words (scripts/mutants.py EVENT_WORDS) because the card's
    id beside it is what the rulings, the kit and the views read."""
    import dataclasses

    from engine.core import events

    named = [
        e
        for e in vars(events).values()
        if isinstance(e, type)
        and dataclasses.is_dataclass(e)
        and "name" in {f.name for f in dataclasses.fields(e)}
    ]
    assert "name" in mutants.EVENT_WORDS and named
    for event in named:
        assert "card" in {f.name for f in dataclasses.fields(event)}, event.__name__


def test_the_readme_figures_are_written_from_the_results() -> None:
    """``--readme`` writes the committed results' figures into README.md's paragraph: the
    README as committed is what it writes, and other results give their own figures."""
    text, results = mutants.README.read_text(encoding="utf-8"), json.loads(mutants.RESULTS.read_text())
    assert mutants.readme_figures(text, results) == text
    first = next(iter(results["modules"].values()))
    other = {
        "run": {**results["run"], "date": "2099-01-02", "runs": 1, "made": 99_999},
        "modules": {"m": first},
    }
    written = mutants.readme_figures(text, other)
    assert "it makes 99,999 small changes" in written
    assert f"Measured so far (2099-01-02, 1 run): {first['tested']:,} of the 99,999 mutants" in written
    assert f"and {first['survived']:,} surviving" in " ".join(written.split())


REFUSAL = """
class Playing:
    def refusal(self, card, zone):
        name = self.name(card) if card in self.cards else str(card)
        rule = "glossary.play-a-mood" if zone else "rules.taking-a-turn.1"
        return RuleViolation(rule, f"{name} is not there ({rule})")
"""


def test_a_name_read_only_in_a_refusals_words_counts_as_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What ``name`` holds shows only in the refusal's reason: words; ``rule`` is also the
    refusal's rule, which the oracle and the kit publish: not words."""
    judged = _judged(tmp_path, monkeypatch, "engine.core.playing", REFUSAL, mutants.message_only)
    assert judged, judged
    for n, (words, text) in judged.items():
        assert words == text.startswith("name ="), (n, text)


TURN = """
class Game:
    def turn(self, plays, c, z, n):
        options = [Option(c, self.name(c) + ("" if z == "hand" else " from the discard pile"))]
        options.append(Option("pass", "pass" if n == 0 else "end the turn"))
        return Decision("Alice", "turn", "Alice's turn", options, rule="rules.taking-a-turn.1")
"""


def test_how_an_options_label_is_worded_counts_as_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A change inside an option's label is words; a change of its key, or of the decision
    around the options (its rule), is not."""
    judged = _judged(tmp_path, monkeypatch, "engine.core.game", TURN, mutants.label_only)
    keys = []
    for n, (words, text) in judged.items():
        path, before, _ = mutants.changed_node(n) or ([], None, None)
        call = next((c for c in reversed(path) if isinstance(c, ast.Call)), None)
        if call is not None and mutants._callee(call) == "Option" and before is call.args[0]:
            keys.append(n)
            assert not words, text
        if text.startswith("return Decision"):
            assert not words, text
    assert keys and sum(w for w, _ in judged.values()) >= 8, judged


def test_every_grant_names_the_rule_that_grants_it() -> None:
    """mutation/equivalent.toml's entries on a permission's rule: every ``Grant(...)`` of the
    engine names its rule, so ``refusal_to_play``'s fallback to rules.taking-a-turn.1 never
    runs for a card's grant, and is the base play's own rule (permissions.BASE_RULE)."""
    import ast

    from engine.core.permissions import BASE_RULE

    assert BASE_RULE == "rules.taking-a-turn.1"
    made = 0
    for path in sorted((ROOT / "engine").glob("**/*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Grant":
                made += 1
                assert "rule" in {k.arg for k in node.keywords}, f"{path.name}:{node.lineno}"
    assert made >= 8


def test_every_decision_the_game_waits_for_names_its_rule() -> None:
    """mutation/equivalent.toml's entries on ``d.rule or ...`` in Game: in games of every way
    to play, every decision the game waits for names the rule (or card text) that asks it."""
    from engine.formats import FORMATS, TRADITIONAL
    from engine.selfplay import simulate

    def named(game: object) -> None:
        d = game.pending  # type: ignore[attr-defined]
        assert d is None or d.rule, (d.kind, d.prompt)

    for seed, (name, fmt) in enumerate(sorted(FORMATS.items()) * 3):
        players = fmt.players or (2 if seed % 2 else 4)
        simulate.play(
            seed, players=players, check=named, format=name, teams=name == TRADITIONAL and seed % 3 == 0
        )


def test_a_function_that_only_narrates_adds_narrating_events_and_keeps_what_only_it_reads() -> None:
    """scripts/mutants.py NARRATING_FUNCTIONS: each adds no event but narrating ones, assigns
    no attribute but what it keeps for itself, and that attribute is read nowhere else but
    where it is made and where a refused action rolls it back (Game)."""
    import ast

    sources = {p: ast.parse(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "engine").glob("**/*.py"))}
    for qualified in mutants.NARRATING_FUNCTIONS:
        module, cls, name = qualified.rsplit(".", 2)
        tree = sources[ROOT / Path(*module.split(".")).with_suffix(".py")]
        function = next(
            n
            for c in ast.walk(tree)
            if isinstance(c, ast.ClassDef) and c.name == cls
            for n in c.body
            if isinstance(n, ast.FunctionDef) and n.name == name
        )
        kept = set()
        for node in ast.walk(function):
            if isinstance(node, ast.Call) and mutants._callee(node) == "append":
                event = node.args[0]
                assert isinstance(event, ast.Call) and mutants._callee(event) in mutants.NARRATION, (
                    ast.unparse(node)
                )
            if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
                kept.add(node.attr)
        assert kept == {"_known"}, kept
        for path, other in sources.items():
            for node in ast.walk(other):
                allowed = (name, "__init__", "start", "_restore")  # made, kept at the start, rolled back
                if isinstance(node, ast.FunctionDef) and node.name not in allowed:
                    reads = [a for a in ast.walk(node) if isinstance(a, ast.Attribute) and a.attr in kept]
                    assert not reads, f"{path.name}: {node.name} reads {kept}"


# -- batch 9, surv9c -------------------------------------------------------------------------


def _calls(folder: str, name: str) -> list[tuple[Path, ast.Module, ast.Call]]:
    """Every call of ``name`` (a function, or a method: ``g.name(...)``) in the modules under ``folder``."""
    found = []
    for path in sorted((ROOT / folder).glob("**/*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and name in (
                getattr(node.func, "id", None),
                getattr(node.func, "attr", None),
            ):
                found.append((path, tree, node))
    return found


def test_every_number_decision_gives_its_range() -> None:
    """mutation/equivalent.toml's entry on Decision.validate's ``self.numbers or (0, None)``:
    every NUMBER decision the engine makes gives its range (Verbs.choose_number), so the
    default after ``or`` is never read."""
    made = 0
    for path, _, call in _calls("engine", "Decision"):
        if any(isinstance(a, ast.Name) and a.id == "NUMBER" for a in call.args):
            made += 1
            assert "numbers" in {k.arg for k in call.keywords}, f"{path.name}:{call.lineno}"
    assert made == 1


def test_every_decision_with_a_check_may_be_declined() -> None:
    """mutation/equivalent.toml's entries on Decision.forced's ``self.check(answer)``: every
    decision a card makes with a check has min 0, so it is forced only when it has no option
    (answered with nothing, before the check is read), never with every option required."""
    made = 0
    for path, _, call in _calls("engine/cards", "choose_moods") + _calls("engine/cards", "choose_cards"):
        words = {k.arg: k.value for k in call.keywords}
        if "check" in words:
            made += 1
            low = words.get("min")
            assert isinstance(low, ast.Constant) and low.value == 0, f"{path.name}:{call.lineno}"
    for path, _, call in _calls("engine", "Decision"):
        assert "check" not in {k.arg for k in call.keywords}, f"{path.name}:{call.lineno}"
    assert made >= 4


def test_what_all_other_moods_sends_away_does_not_depend_on_the_acting_mood() -> None:
    """mutation/equivalent.toml's entry on families.all_other_moods's ``eligible(g.view, me, m)``:
    no test a card gives it reads its second parameter (the acting mood), so passing None
    there changes nothing. The acting mood itself is left out by ``m.key != me.key``."""
    seen = 0
    for path, tree, call in _calls("engine/cards", "all_other_moods"):
        test = (
            call.args[1]
            if len(call.args) > 1
            else next(k.value for k in call.keywords if k.arg == "eligible")
        )
        if isinstance(test, ast.Name):
            test = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == test.id)
        assert isinstance(test, ast.Lambda | ast.FunctionDef), f"{path.name}:{call.lineno}"
        acting = test.args.args[1].arg
        body = test.body if isinstance(test.body, list) else [test.body]
        used = {n.id for b in body for n in ast.walk(b) if isinstance(n, ast.Name)}
        assert acting not in used, f"{path.name}:{call.lineno} reads the acting mood"
        seen += 1
    assert seen >= 6
