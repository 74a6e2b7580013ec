"""A write-up (engine.knowledge.writeup) is an Example that the suite runs, and passes.

From the starting tables of the rulings' own Examples, random plays and answers are written
up as an Example, which is then run through the scenario runner exactly as pytest-bdd runs
the feature files: it must pass unchanged. The Then steps are read off the engine, so a
write-up that passed for the wrong reasons would have to contradict a step's own check.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import shutil
from pathlib import Path
from urllib.parse import quote

import pytest

from engine.core.decisions import CHANCE
from engine.core.errors import PositionError
from engine.core.tablespec import build
from engine.interfaces.codec import encode
from engine.knowledge.rulings import features, parse_text
from engine.knowledge.writeup import WriteupError, write
from engine.scenarios.runner import run
from engine.selfplay.simulate import random_answer

PARTY = ("features/mood-x/", "features/feelinks/")


class Start:
    """A listener that keeps the scenario's world (its table spec is the Example's start)."""

    def __init__(self) -> None:
        self.world = None

    def before_step(self, world, step, definition, groups) -> None:  # type: ignore[no-untyped-def]
        self.world = world

    def after_step(self, world, step, definition, groups) -> None:  # type: ignore[no-untyped-def]
        pass


@pytest.fixture(scope="module")
def starts() -> list[dict]:
    """The distinct starting tables (as the site's Try it links them) of a seeded sample of
    the rulings' Examples: a write-up over 800 of them all passed when this test was written."""
    examples = [
        (f, rule, example)
        for f in features()
        if not f.relpath.startswith(PARTY)
        for rule, example in f.examples()
        if not (rule is not None and rule.pending)
    ]
    found: dict[str, dict] = {}
    for f, rule, example in random.Random(7).sample(examples, 200):
        grab = Start()
        run(f, rule, example, grab)
        if grab.world is not None and grab.world.start is not None and _sets_up(grab.world.start):
            found.setdefault(json.dumps(grab.world.start, sort_keys=True), grab.world.start)
    return list(found.values())


def _sets_up(spec: dict) -> bool:
    """Whether a table can be set up: an Example whose outcome is that it cannot (a deck too
    small for its way to play) has no play to write up."""
    try:
        build(spec)
    except PositionError:
        return False
    return True


def random_answers(spec: dict, rng: random.Random) -> list[object]:
    """A few random plays and answers from the table (and the random events they meet)."""
    game = build(spec).game
    answers = []
    for _ in range(rng.randint(1, 12)):
        if (d := game.pending) is None:
            break
        answer = random_answer(d, rng)
        answers.append(encode(answer))
        game.answer(d.player, answer)
    while (d := game.pending) is not None and d.player == CHANCE:
        answer = random_answer(d, rng)
        answers.append(encode(answer))
        game.answer(d.player, answer)
    return answers


def runs(text: str) -> str | None:
    feature = parse_text("Feature: written\n\n  Rule: written\n\n" + text)
    [(rule, example)] = feature.examples()
    outcome = run(feature, rule, example)
    return None if outcome.passed else str(outcome.error)


def test_random_plays_from_every_examples_table_write_up_as_passing_examples(starts: list[dict]) -> None:
    assert len(starts) > 150
    rng = random.Random(2026)
    failed = []
    for spec in starts:
        text = write(spec, random_answers(spec, rng))
        error = runs(text)
        if error:
            failed.append(f"{error}\n{text}")
    assert not failed, failed[0]


# -- where it goes: each form passes where it is pasted ---------------------------------------------

FILLED = {  # the TODO lines of a write-up, as a person fills them in: by their keyword, else a description
    "Feature:": "Feature: Rulings written up on the table",
    "Rule:": "Rule: A ruling played out on the table, case {n}",
    "Example:": "Example: the table of case {n}",
    "": "A players' question, played out on the table and written up.",
}


def filled(text: str, n: int) -> str:
    """A write-up with its TODO lines filled in, and nothing else changed."""
    lines = []
    for line in text.split("\n"):
        if "TODO" in line:
            keyword = line.split()[0] if line.split()[0] in FILLED else ""
            line = line[: len(line) - len(line.lstrip())] + FILLED[keyword].format(n=n)
        lines.append(line)
    return "\n".join(lines)


def test_each_form_of_a_write_up_passes_ruling_check_and_runs_where_it_is_pasted(
    starts: list[dict], tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """Random plays from the rulings' own tables, written up for each place the Try it page
    offers: a card's own file (each card involved whose file's Background the table has; that
    Background already starts a game), a file of rulings about cards together, and a new file.
    Pasted at the end of a copy of that file, as they are once their TODO lines are filled in,
    they pass ``ruling check`` and run."""
    from engine.knowledge.lint import lint
    from engine.knowledge.rulings import FEATURES
    from engine.knowledge.writeup import CARD, INTERACTIONS, NEW, involved, named, replayed, ruling

    backgrounds = {f.card: [s.text for s in f.background] for f in features() if f.card and f.background}
    rng = random.Random(45)
    pasted: dict[Path, list[str]] = {}
    refused = 0
    for n, spec in enumerate(rng.sample(starts, 40)):
        written = replayed(spec, random_answers(spec, rng))
        example = written.example()
        cards = involved(example) or named(example)
        if not cards:
            continue
        for card in cards[:3]:
            try:
                text = ruling(written.example(background=backgrounds.get(card, [])), CARD, "2026-12-01")
            except WriteupError:  # the card's file starts every example with another table
                refused += 1
                continue
            pasted.setdefault(Path("cards") / f"{card}.feature", []).append(filled(text, n))
        pasted.setdefault(Path("interactions") / "moved-moods.feature", []).append(
            filled(ruling(example, INTERACTIONS, "2026-12-01"), n)
        )
        pasted[Path("interactions") / f"written-up-{n}.feature"] = [
            filled(ruling(example, NEW, "2026-12-01"), n)
        ]
    kinds = {p.parts[0] + ("/new" if p.stem.startswith("written-up") else "") for p in pasted}
    assert kinds == {"cards", "interactions", "interactions/new"}
    failed = []
    for relative, texts in pasted.items():
        path = tmp_path / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        before = (FEATURES / relative).read_text(encoding="utf-8") if (FEATURES / relative).exists() else ""
        path.write_text(
            before + "".join(("\n" if before or i else "") + t for i, t in enumerate(texts)), "utf-8"
        )
        failed += [f"{relative}: {p.line}: {p.message}" for p in lint([path])]
        feature = parse_text(path.read_text(encoding="utf-8"), path)
        for rule, example in feature.examples():
            if example.name.startswith("the table of case "):
                outcome = run(feature, rule, example)
                if not outcome.passed:
                    failed.append(f"{relative}: {outcome.error}")
    assert not failed, "\n".join(failed[:5])
    counts = {
        kind: sum(len(t) for p, t in pasted.items() if str(p).startswith(kind)) for kind in ("cards", "inter")
    }
    print(f"write-ups pasted: {counts}, a card's file refused {refused}")
    assert counts["cards"] > 20


FORMATS = [
    {  # a duel: each player's own deck and discard pile, and a card Bob holds that Alice owns
        "format": "structure-duel",
        "players": ["Alice", "Bob"],
        "turn": "Alice",
        "moods": {"Bob": ["Boredom"]},
        "hands": {"Alice": ["Hate", "Joy"], "Bob": ["Fear"]},
        "decks": {"Alice": ["Zeal", "Glee"], "Bob": ["Charity"]},
        "discards": {"Bob": ["Apathy"]},
        "owners": {"Boredom": "Alice"},
    },
    {"format": "winston-draft", "players": ["Alice", "Bob"], "deck": ["Joy"] * 45, "new_game": True},
    {
        "format": "open-team",
        "players": ["Alice", "Bob", "Carol", "Dave"],
        "teams": [["Alice", "Bob"], ["Carol", "Dave"]],
        "deck": ["Boredom", "Joy", "Glee"] * 15,
        "new_game": True,
    },
    {  # a draft's decks, after the draft
        "format": "quick-draft",
        "players": ["Alice", "Bob"],
        "turn": "Bob",
        "round": 3,
        "wins": {"Bob": 2},
        "moods": {"Bob": ["Boredom"]},
        "decks": {"Alice": ["Joy"] * 12, "Bob": ["Fear"] * 12},
        "sideboards": {"Alice": ["Zeal"]},
        "match_wins": {"Alice": 1},
    },
]


@pytest.mark.parametrize("spec", FORMATS, ids=[s["format"] for s in FORMATS])
def test_every_way_to_play_writes_up_as_an_example_that_passes(spec: dict) -> None:
    rng = random.Random(3)
    for _ in range(6):
        text = write(spec, random_answers(spec, rng))
        assert runs(text) is None, text
    if spec.get("new_game"):  # the setup is the first thing the example does
        assert "\n      When the game is set up\n" in text and "Given the deck holds" in text.replace(
            "And", "Given"
        )


SCORN = {  # Alice plays Anger: Scorn asks first, then Anger
    "players": ["Alice", "Bob"],
    "turn": "Alice",
    "moods": {"Alice": ["Scorn"], "Bob": ["Excitement", "Charity"]},
    "hands": {"Alice": ["Anger"]},
}


def test_a_write_up_names_the_question_where_a_bare_answer_could_be_mistaken() -> None:
    spec = SCORN
    game = build(spec).game
    anger = game.state.hands["Alice"][0]
    charity = game.state.moods["Bob"][1].card
    text = write(spec, [[[anger, "hand"]], [], [charity]])
    when = ["When Alice plays Anger", "And Alice answers Scorn: nothing", "And Alice answers Anger: Charity"]
    assert "\n      ".join(when) in text
    assert "Then Alice has moods Scorn and Anger" in text and "the discard pile holds Charity" in text
    assert runs(text) is None


def test_a_random_event_left_open_is_refused_with_what_to_do() -> None:
    """Curiosity: Alice chooses Bob, who reveals a random card; the pick is not made yet."""
    spec = {
        "players": ["Alice", "Bob"],
        "turn": "Alice",
        "hands": {"Alice": ["Curiosity"], "Bob": ["Fear", "Hate"]},
    }
    curiosity = build(spec).game.state.hands["Alice"][0]
    with pytest.raises(WriteupError, match="waits for a random event"):
        write(spec, [[[curiosity, "hand"]], ["Bob"]])


def test_a_mood_whose_name_is_also_in_its_players_hand_is_not_named_by_whose_it_is() -> None:
    """ "Bob's Boredom" looks in Bob's moods and hand (``find_card``): with a Boredom in each,
    it names neither, so the write-up leaves that mood's value to the scores."""
    spec = {
        "players": ["Alice", "Bob"],
        "turn": "Alice",
        "moods": {"Bob": ["Boredom"]},
        "hands": {"Bob": ["Boredom"]},
    }
    text = write(spec, [["pass"]])
    assert "Boredom's value" not in text and "Bob's score is 4" in text
    assert runs(text) is None


def test_a_link_whose_answer_is_not_legal_is_refused_naming_the_rule() -> None:
    from engine.knowledge.writeup import from_link

    spec = '{"players":["Alice","Bob"],"turn":"Alice","hands":{"Alice":["Anger"]}}'
    for answers in ('[[[999,"hand"]]]', '[["pass"],[[999,"hand"]]]', '[[[0,"hand"]],[1,2,3]]'):
        with pytest.raises(WriteupError, match=r"does not replay: .*(not a legal|choose)"):
            from_link(f"#spec={spec}&answers={answers}")


# -- the command line: ruling new --from-link ----------------------------------------------------


def cli(*args: str) -> tuple[int, str]:
    from engine.interfaces.cli import main

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(args))
    return code, out.getvalue() + err.getvalue()


def scorn_link() -> tuple[str, str]:
    """A Try it link (the Scorn case above) and the write-up the page shows for it."""
    spec = SCORN
    game = build(spec).game
    answers = [[[game.state.hands["Alice"][0], "hand"]], [], [game.state.moods["Bob"][1].card]]
    link = f"https://site/tryit.html#spec={quote(json.dumps(spec))}&answers={quote(json.dumps(answers))}"
    return link, write(spec, answers)


def test_ruling_new_from_a_link_writes_the_pages_example_and_the_result_passes_ruling_check(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from engine.knowledge.authoring import under_background
    from engine.knowledge.rulings import FEATURES, parse_text
    from engine.knowledge.writeup import TODO_TITLE

    (tmp_path / "cards").mkdir()
    shutil.copy(FEATURES / "cards" / "anger.feature", tmp_path / "cards")
    link, shown = scorn_link()
    words = "Scorn asks first, and may take nothing"
    by = "A players' question, settled on the Try it table."
    code, said = cli(
        "ruling", "new", "Anger", words, "--from-link", link, "--by", by, "--features", f"{tmp_path}"
    )
    assert code == 0, said
    assert "Read its Example through" in said
    written = (tmp_path / "cards" / "anger.feature").read_text(encoding="utf-8")
    background = [s.text for s in parse_text(written).background]
    # the page's Example, named by the ruling's words, under the file's Background
    assert under_background(shown.replace(TODO_TITLE, words), background) in written
    code, said = cli("ruling", "check", str(tmp_path / "cards" / "anger.feature"))
    assert code == 0, said
    # and it runs: the new Example passes
    feature = parse_text(written, tmp_path / "cards" / "anger.feature")
    [(rule, example)] = [(r, e) for r, e in feature.examples() if e.name == words]
    assert run(feature, rule, example).passed


def test_ruling_new_from_a_link_takes_a_title_and_refuses_what_does_not_fit(tmp_path) -> None:  # type: ignore[no-untyped-def]
    link, _ = scorn_link()
    base = ("ruling", "new", "Anger", "Scorn asks first", "--by", "A question.", "--features", str(tmp_path))
    code, said = cli(*base, "--from-link", link, "--title", "Alice lets Scorn pass")
    assert code == 0, said
    assert "    Example: Alice lets Scorn pass\n" in (tmp_path / "cards" / "anger.feature").read_text()
    code, said = cli(*base, "--example", "-", "--title", "x")
    assert code == 1 and "--title names the Example written from --from-link" in said
    code, said = cli(*base, "--from-link", link.split("&answers")[0] + "&answers=[[[99,%22hand%22]]]")
    assert code == 1 and "does not replay" in said and "not a legal choice" in said
