"""When is a decision asked: the kit accepts an engine that asks a decision, or takes it itself.

(a) Three engines with our rules pass every vector: the reference; one that asks every
decision, forced ones included, and the permission after every play
(tests/adapters/asks_all.py); one that takes itself every decision whose answers all lead to
one outcome, takes the permission with the play and offers no "after scoring" effect whose
card has left play (tests/adapters/takes_forced.py). In process, and a few in their own
process. (b) The runner is no rubber stamp: an engine that takes itself a decision with more
than one outcome fails. (c) What the vectors say about asking is right: a step marked
``one_outcome`` is one whose answers all lead to the same game, and the others are not; a
refused choice is never partial (``cards/malice:54``); the turn is never a choice.
(d) The examples of the conformance page's section "When is a decision asked" are run as
they are written there: each vector's steps through a scripted engine, whose requests must
be the ones shown.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.core.decisions import TURN
from engine.interfaces.conformance import asking
from engine.interfaces.conformance.adapter import ReferenceAdapter
from engine.interfaces.conformance.export import Export, export_all
from engine.interfaces.conformance.runner import FAILED, PASSED, run_all, run_vector
from engine.interfaces.conformance.vectors import write
from tests.adapters.asks_all import AsksAll
from tests.adapters.neutral import NeutralAdapter
from tests.adapters.takes_forced import TakesForced, _first_legal

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "tools" / "conformance.md"
RUN = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "run", "--vectors"]
ADAPTERS = {"reference": ReferenceAdapter, "asks every decision": AsksAll, "takes one outcome": TakesForced}


@pytest.fixture(scope="module")
def exported() -> Export:
    return export_all()


@pytest.mark.parametrize("name", sorted(ADAPTERS))
def test_each_way_of_asking_passes_every_vector(exported: Export, name: str) -> None:
    results = run_all(exported.vectors, adapter=ADAPTERS[name]())
    failed = [f"{r.id}: {r.failure}" for r in results if not r.passed]
    assert not failed, failed[:10]
    assert len(results) == len(exported.vectors) > 1000


@pytest.mark.parametrize("adapter", ["asks_all.py", "takes_forced.py"])
def test_each_way_of_asking_passes_in_a_process_of_its_own(
    exported: Export, adapter: str, tmp_path: Path
) -> None:
    """Vectors where the reference took decisions itself, asked decisions with one outcome,
    or played with a permission of a card's, through ``conformance run --engine``."""
    marked = [v for v in exported.vectors if any(s.get("one_outcome") or "taken" in s for s in v["steps"])]
    granted = [v for v in exported.vectors if any(s.get("permission", {}).get("card") for s in v["steps"])]
    vectors = (marked + granted)[::3]
    assert len(vectors) > 30
    write(tmp_path / "vectors", vectors, [])
    engine = f"{sys.executable} {ROOT / 'tests' / 'adapters' / adapter}"
    card = tmp_path / "scorecard.json"
    done = subprocess.run(
        [*RUN, str(tmp_path / "vectors"), "--engine", engine, "--json-file", str(card)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert json.loads(card.read_text())["passed"] == len(vectors)


class TakesEverything(TakesForced):
    """Takes itself every decision after an action, one outcome or not: a broken engine."""

    def then(self, game: Any) -> None:
        while (d := game.pending) is not None and d.kind != TURN and d.player != "chance":
            game.answer(d.player, _first_legal(d) if asking.answers(d) is not None else d.validate([]))


def test_an_engine_that_takes_a_real_choice_itself_fails(exported: Export) -> None:
    chosen = [v for v in exported.vectors if any(s.get("op") == "choose" for s in v["steps"])][::10]
    results = run_all(chosen, adapter=TakesEverything())
    assert sum(r.status == FAILED for r in results) > len(chosen) / 2


def test_a_step_marked_one_outcome_has_one_and_no_other_step_does(exported: Export) -> None:
    """Replayed in the reference, each marked step's decision leads to one outcome, and a
    sample of the choices not marked leads to more than one (``asking.one_outcome``, which
    the marks come from, tried on the game where the step is taken)."""
    marked = unmarked = 0
    for v in exported.vectors[::2]:
        reference = ReferenceAdapter()
        reference.handle({"op": "load", "position": v["position"]})
        for step in v["steps"]:
            if "op" not in step or "expect" in step:
                continue
            game = reference.game
            assert game is not None
            if step["op"] == "choose" and game.pending is not None:
                one = asking.one_outcome(game)
                assert one == bool(step.get("one_outcome")), (v["id"], step)
                marked += one
                unmarked += not one
            assert reference.handle(step)["ok"], (v["id"], step)
    assert marked >= 10 and unmarked >= 200


def test_a_refused_choice_is_never_partial_and_malice_passes_either_way(exported: Export) -> None:
    refused = [s for v in exported.vectors for s in v["steps"] if s.get("op") == "choose" and "expect" in s]
    assert len(refused) > 20 and not [s for s in refused if s.get("partial")]
    malice = [v for v in exported.vectors if v["id"] == "cards/malice:54"]
    assert malice, "cards/malice:54 is gone: choose another vector with a refused partial choice"
    for name, adapter in {**ADAPTERS, "one prompt a choice": NeutralAdapter}.items():
        assert run_vector(_channel(adapter()), malice[0]).status == PASSED, name


def test_the_turn_is_never_a_choice(exported: Export) -> None:
    """A turn is answered by a play or a pass: no vector asks an engine to choose on it."""
    turn = {"question": "turn"}
    assert not [v["id"] for v in exported.vectors for s in v["steps"] if s.get("asks") == turn]


def test_every_play_names_its_permission(exported: Export) -> None:
    plays = [s for v in exported.vectors for s in v["steps"] if s.get("op") == "play" and "expect" not in s]
    assert plays and all("permission" in s for s in plays)
    kinds = {next(iter(s["permission"])) for s in plays}
    assert kinds == {"card", "option"}


def _channel(adapter: Any) -> Any:
    from engine.interfaces.conformance.runner import InProcess

    return InProcess(adapter)


# -- the page's examples -----------------------------------------------------------------------


def examples() -> dict[str, str]:
    """The examples of the section "When is a decision asked", by name: each a code block
    named ``asking-...`` holding the vector's cards and steps, then the exchange."""
    text = PAGE.read_text(encoding="utf-8")
    section = text.split("## When is a decision asked", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```\{code-block\} text\n:name: (asking-[a-z-]+)\n\n(.*?)```", section, re.DOTALL)
    return dict(blocks)


class Scripted:
    """An engine that answers as an example's exchange says, checking that each request is
    the one shown there (the vector's position is shown as ``"(the position)"``)."""

    def __init__(self, exchange: list[tuple[dict[str, Any], dict[str, Any]]]) -> None:
        self.exchange = list(exchange)
        self.sent: list[dict[str, Any]] = []

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        shown = {**message, "position": "(the position)"} if message.get("op") == "load" else message
        self.sent.append(shown)
        assert self.exchange, f"a request the example does not show: {shown}"
        expected, reply = self.exchange.pop(0)
        assert shown == expected, f"the runner sent {shown}, the example shows {expected}"
        return reply

    def start_vector(self) -> None:
        pass

    def close(self) -> None:
        pass


def run_example(block: str) -> tuple[str, Scripted]:
    lines = [line for line in block.splitlines() if line.strip()]
    fields = {
        k: json.loads(v)
        for k, v in (line.split(": ", 1) for line in lines if not line.startswith(("→", "←")))
    }
    exchange = []
    arrows = [line for line in lines if line.startswith(("→", "←"))]
    for request, reply in zip(arrows[::2], arrows[1::2], strict=True):
        assert request.startswith("→ ") and reply.startswith("← "), (request, reply)
        exchange.append((json.loads(request[2:]), json.loads(reply[2:])))
    cards = {str(k): {"id": int(k), "face": face} for k, face in fields["cards"].items()}
    vector = {"id": "example", "position": {"state": {"cards": cards}}, "steps": fields["steps"]}
    engine = Scripted(exchange)
    result = run_vector(engine, vector)
    assert not engine.exchange, f"the example shows requests the runner did not send: {engine.exchange}"
    return ("passed" if result.passed else f"failed: {result.failure}"), engine


def test_the_page_has_an_example_of_each_way_of_asking() -> None:
    assert set(examples()) >= {
        "asking-one-legal-answer",
        "asking-identical-options",
        "asking-one-outcome",
        "asking-permission-with-the-play",
        "asking-permission-after-the-play",
        "asking-partial",
        "asking-effect-gone",
        "asking-effect-gone-offered",
    }


@pytest.mark.parametrize("name", sorted(examples()))
def test_each_example_of_the_page_runs_as_written(name: str) -> None:
    block = examples()[name]
    outcome, _ = run_example(block)
    written = re.search(r"^result: (.+)$", block, re.MULTILINE)
    assert written is not None, "the example says its result"
    assert outcome == json.loads(written.group(1))


def test_a_changed_example_fails() -> None:
    """The examples are checked, not read: a request the runner would not send fails."""
    block = examples()["asking-one-legal-answer"].replace('"partial": true', '"partial": false')
    with pytest.raises(AssertionError, match="the example shows"):
        run_example(block)
