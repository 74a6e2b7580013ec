"""A probe of the seat's rule from outside: a seat learns nothing from a refusal, or its time.

Random games of every way to play (``tests.test_visibility.WAYS``: the drafts and team games
included) are played through real ``moodswings oracle --seat <player>`` processes, beside
the same game in process, as ``tests.test_seat_oracle`` plays them. At every decision of
another player or of chance (and at each of the seat's own turns), the probe sends what a
program playing the seat could send to learn a hidden card, each request in several
versions that differ only by a name:

- hidden cards that are among the options of the decision (a card in the other player's
  hand at their turn, a card of their secret pick, a card of a shuffle or a draft pick),
- hidden cards that are not among them (elsewhere in the game, unseen by the seat),
- names outside the game (a card of the catalogue that is in no place of this game, an id
  no card has, a word that is no card's name),

each by id and by name, in a relayed ``choose`` (as a list, in words, beside a public word),
a relayed ``play`` (from the hand or the discard pile), the seat's own ``play``, and requests
that provoke every other kind of refusal the seat can meet (``illegal``, ``bad-request`` of
each field, ``hidden``, ``unknown-op``, ``bad-json``, ``bad-position``, ``too-big``,
``too-deep``; ``no-game`` and ``too-long`` as a session starts; ``game-over`` once the game
is over). The versions of one request must get byte-identical
replies, once the ``id`` is taken out and the name the request itself holds is read as a
placeholder wherever the reply quotes it back. The game must be as it was after them.

Time: a reply may not be slower for a name that is among the options. Wall-clock times on a
shared, busy machine vary by far more than any difference the rule could leave, so the test
counts work instead: at sampled decisions, the same requests are answered by a seat's
session in this process, loaded with the same position, under a tracer that counts each
Python line run and each call (``Work``). The count does not depend on the machine or its
load, so any difference is real; the versions that name a card (hidden option, hidden
elsewhere, a card outside the game; by id, or by name) must cost exactly the same count. (A
word that is no card's name costs more: the reply looks for the nearest spelling, from the
word alone.) The figures run (``python tests/test_seat_probe.py GAMES``) also times paired
requests through the process, interleaved in random order, and reports how often the option
was the slower of a pair and the median ratio of their times: a figure, never asserted.

The default run is small (seeded, a few games of each way to play); ``MOODSWINGS_LONG=1
pytest -m long`` plays 200 games of each.
"""

from __future__ import annotations

import gc
import json
import os
import random
import re
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core.catalog import faces
from engine.core.decisions import CHANCE, NUMBER, TABLE, TURN, Decision
from engine.core.game import Game
from engine.interfaces import strict_json
from engine.interfaces.oracle import Oracle
from engine.interfaces.player_view import known_cards
from engine.interfaces.position import save
from engine.selfplay.simulate import deal, settle_setup
from tests.oracle_process import OracleProcess, strict
from tests.test_seat_oracle import act, names_unseen, request_for, seat_of
from tests.test_visibility import WAYS

HIDDEN_OPTION, HIDDEN_ELSEWHERE, OUTSIDE, NO_CARD = "hidden option", "hidden elsewhere", "outside", "no card"
PICKS = 1  # names of each sort tried at a decision (by id and by name, so twice that)
WORK_EVERY = 9  # work is counted at every this many probed decisions
EVERY_KIND = 4  # the refusals that come before any name is read: at every this many decisions
TIME_EVERY = 7  # the figures run times a pair at every this many probed decisions
TIMED = 15  # times each request of a timed pair is sent
MAX_STEPS = 5000


@dataclass
class Tally:
    games: Counter[str] = field(default_factory=Counter)
    decisions: int = 0  # decisions probed
    requests: int = 0  # probing requests sent
    relayed: int = 0  # of which actions for another player or chance
    groups: int = 0  # sets of versions compared
    told_apart: list[str] = field(default_factory=list)  # replies that differ between versions
    codes: Counter[str] = field(default_factory=Counter)  # the refusals provoked, by code
    work_compared: int = 0
    work_differs: list[str] = field(default_factory=list)
    slower: int = 0  # timed pairs where the option was the slower (figures run)
    pairs: int = 0
    ratios: list[float] = field(default_factory=list)


# -- a seat's process, read byte for byte ------------------------------------------------------


class SeatProcess(OracleProcess):
    def raw(self, request: dict[str, Any] | str) -> bytes:
        """Send one request; its reply line as it came, without the line end."""
        data = (request if isinstance(request, str) else json.dumps(request)).encode()
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        assert line.endswith(b"\n"), f"no reply to {data[:200]!r}: {self.stderr()}"
        return line[:-1]

    def send(self, line: bytes | str | dict[str, Any]) -> dict[str, Any]:
        return strict(self.raw(line if isinstance(line, dict | str) else line.decode()))


_ID = re.compile(rb'^\{"id":(?:"(?:[^"\\]|\\.)*"|-?[0-9.eE+-]+),')


def without_id(reply: bytes) -> bytes:
    """A reply line with its ``id`` (which comes first) taken out."""
    return _ID.sub(b"{", reply, count=1)


def placeholder(reply: bytes, name: object) -> bytes:
    """A reply with the name its request held read as a placeholder wherever it is quoted."""
    if not isinstance(name, str):
        return reply
    for form in {json.dumps(name)[1:-1], json.dumps(repr(name))[1:-1], json.dumps(repr(name)[1:-1])[1:-1]}:
        reply = reply.replace(form.encode(), b"<NAME>")
    return reply


# -- what to name --------------------------------------------------------------------------------


def option_cards(d: Decision, game: Game) -> set[int]:
    """The cards among a decision's options (a turn's: the cards it may play)."""
    out: set[int] = set()
    for o in d.options:
        key = o.key[0] if d.kind == TURN and isinstance(o.key, tuple) else o.key
        if type(key) is int and key in game.state.cards:
            out.add(key)
    return out


def names_to_try(game: Game, seat: str, d: Decision | None, rng: random.Random) -> dict[str, list[object]]:
    """Names of each sort, by id and by name: hidden options of ``d``, hidden cards elsewhere,
    cards outside the game. A name is used only if the seat knows no card of it (a duel's decks
    may hold copies: a name the seat knows is its own card, rightly told apart)."""
    known = known_cards(game, seat)
    known_names = {game.name(c) for c in known}
    options = option_cards(d, game) if d is not None else set()
    hidden = sorted(set(game.state.cards) - known)
    by_sort: dict[str, list[int]] = {
        HIDDEN_OPTION: [c for c in hidden if c in options],
        HIDDEN_ELSEWHERE: [c for c in hidden if c not in options],
    }
    out: dict[str, list[object]] = {}
    for sort, cards in by_sort.items():
        ids = rng.sample(cards, min(PICKS, len(cards)))
        named = sorted(
            {game.name(c) for c in cards}
            - known_names
            - {game.name(c) for c in options if sort != HIDDEN_OPTION}
        )
        out[sort] = [*ids, *rng.sample(named, min(PICKS, len(named)))]
    in_game = {game.name(c) for c in game.state.cards}
    outside = sorted(f.name for f in faces().values() if f.name not in in_game)
    top = max(game.state.cards, default=0)
    out[OUTSIDE] = [
        rng.choice([top + 1, top + 1000, strict_json.MAX_INT]),
        *rng.sample(outside, min(PICKS, len(outside))),
    ]
    out[NO_CARD] = [rng.choice(["Zest", "Nobody", "anger anger", "x" * 40])]
    if d is not None and d.kind == NUMBER:  # a number is an answer here, which the seat may give
        out = {sort: [n for n in named if not isinstance(n, int)] for sort, named in out.items()}
    return out


def versions(names: dict[str, list[object]], work: bool = False) -> list[tuple[str, object]]:
    """Every (sort, name) to try; ``work``: only the cards (by id, then by name, compared apart)."""
    sorts = (HIDDEN_OPTION, HIDDEN_ELSEWHERE, OUTSIDE) if work else tuple(names)
    return [(sort, n) for sort in sorts for n in names.get(sort, [])]


def templates(
    game: Game, seat: str, d: Decision | None, every_kind: bool = True
) -> Iterator[tuple[str, Any]]:
    """Requests with a slot for a name (``NAME``), as a seat could send them now: the label of
    each, and the request (a JSON value, or a line of text for those that are not JSON). First
    those whose names are read; then (``every_kind``) those refused before any name is read,
    one for each other kind of refusal."""
    others = [p for p in game.state.players if p != seat]
    who = d.player if d is not None and d.player not in (seat, TABLE) else others[0]
    if d is not None and d.player == seat and d.kind == TURN:  # the seat's own turn
        yield "own play", {"op": "play", "player": seat, "card": NAME}
        yield (
            "own play from the discard pile",
            {"op": "play", "player": seat, "card": NAME, "from": "discard pile"},
        )
    yield "relayed answer", {"op": "choose", "player": who, "answer": [NAME]}
    yield "relayed answer in words", {"op": "choose", "player": who, "answer": NAME}
    yield "relayed answer with a public word", {"op": "choose", "player": who, "answer": [NAME, "pass"]}
    yield "relayed answer for chance", {"op": "choose", "player": CHANCE, "answer": [NAME]}
    yield "relayed play", {"op": "play", "player": who, "card": NAME}
    yield (
        "relayed play from the discard pile",
        {"op": "play", "player": who, "card": NAME, "from": "discard pile"},
    )
    if d is None or d.player != seat:
        yield "own answer out of turn", {"op": "choose", "player": seat, "answer": [NAME]}
        yield "own play out of turn", {"op": "play", "player": seat, "card": NAME}
    if not every_kind:
        return
    yield "a place that is not one", {"op": "play", "player": who, "card": NAME, "from": "the deck"}
    yield "a player who is not playing", {"op": "play", "player": "Zed", "card": NAME}
    yield "an answer that is not a list", {"op": "choose", "player": who, "answer": {"card": NAME}}
    yield "an id that is not one", {"op": "choose", "player": who, "answer": [NAME], "id": [NAME]}
    yield "another's view", {"op": "view", "player": others[-1], "card": NAME}
    yield "a save", {"op": "save", "card": NAME}
    yield (
        "a position that is not one",
        {"op": "load", "position": {"format": "moodswings-position", "x": NAME}},
    )
    yield "an op that is not one", {"op": "peek", "card": NAME}
    yield (
        "a string too long",
        {"op": "choose", "player": who, "answer": [NAME, "Q" * (strict_json.MAX_STRING + 1)]},
    )
    deep: Any = [NAME]
    for _ in range(strict_json.MAX_DEPTH):
        deep = [deep]
    yield "nested too deep", {"op": "choose", "player": who, "answer": deep}
    yield "a key twice", {"op": "choose", "player": who, "player ": who, "answer": [NAME]}
    yield "not JSON", '{"op":,"player":"' + who + '","answer":[NAME]}'


NAME = "\x00NAME\x00"  # the slot in a template


def too_long(request: dict[str, Any]) -> dict[str, Any] | str:
    """A request with an ``x`` made as long as it takes for the line to be 100 bytes past the
    limit, whatever the name in it (the refusal says how long the line was)."""
    if "x" not in request:
        return request
    line = json.dumps(request)
    return json.dumps({**request, "x": "y" * (strict_json.MAX_BYTES + 100 - len(line))})


def filled(template: Any, name: object) -> Any:
    """A template with the name in its slot."""
    if template == NAME:
        return name
    if isinstance(template, str):  # a line of text (not JSON): the slot is the word NAME
        return template.replace("NAME", json.dumps(name))
    if isinstance(template, list):
        return [filled(t, name) for t in template]
    if isinstance(template, dict):
        out = {k: filled(v, name) for k, v in template.items()}
        if "player " in out:  # a key twice, written out as the text has it
            return json.dumps(out).replace('"player "', '"player"')
        return out
    return template


# -- work, counted ------------------------------------------------------------------------------


class Work:
    """Counts the Python lines run and the calls made while it is on (``sys.settrace``)."""

    def __init__(self) -> None:
        self.count = 0

    def __call__(self, frame: Any, event: str, arg: Any) -> Any:
        self.count += 1
        return self

    def of(self, act: Any) -> int:
        """The work of ``act``, with the garbage collector off (run it first): it closes games
        no longer used (their flows' generators), work that is not the act's."""
        gc.disable()
        self.count = 0
        sys.settrace(self)
        try:
            act()
        finally:
            sys.settrace(None)
            gc.enable()
        return self.count


def line(request: Any) -> str:
    return request if isinstance(request, str) else json.dumps(request)


# -- the probe ------------------------------------------------------------------------------------


class Probe:
    def __init__(self, tally: Tally, timed: bool = False) -> None:
        self.tally, self.timed = tally, timed
        self.processes: dict[str, SeatProcess] = {}
        self.probed = 0

    def process(self, seat: str) -> SeatProcess:
        if seat not in self.processes:
            self.processes[seat] = SeatProcess("--seat", seat)
            self.before_any_game(self.processes[seat], seat)
        return self.processes[seat]

    def before_any_game(self, process: SeatProcess, seat: str) -> None:
        """A new session, before any game (``no-game``), and a line past the limit (``too-long``):
        the same reply whatever card a request names."""
        names = {OUTSIDE: [1, 40, "Anger", "Envy"], NO_CARD: ["Zest"]}
        for label, template in [
            ("no game yet: a play", {"op": "play", "player": seat, "card": NAME}),
            ("no game yet: a relayed answer", {"op": "choose", "player": "Alice", "answer": [NAME]}),
            (
                "a line too long",
                {"op": "choose", "player": "Alice", "answer": [NAME], "x": ""},
            ),
        ]:
            replies = [(s, n, process.raw(too_long(filled(template, n)))) for s, n in versions(names)]
            self.tally.requests += len(replies)
            self.compare(f"{seat}'s session, {label}", replies)

    def close(self) -> None:
        for p in self.processes.values():
            p.close()
            p.__exit__()

    def compare(self, what: str, replies: list[tuple[str, object, bytes]]) -> None:
        """The versions of one request: byte-identical replies, once ``id`` and the name are
        out; those naming by id compared together, and those naming by name (a request with a
        number where a string goes is another request than one with a string)."""
        for form in (int, str):
            same = [(s, n, r) for s, n, r in replies if isinstance(n, form)]
            if not same:
                continue
            self.tally.groups += 1
            seen = {placeholder(without_id(r), n) for _, n, r in same}
            if len(seen) > 1:
                shown = "; ".join(f"{s} {n!r}: {r[:160]!r}" for s, n, r in same)
                self.tally.told_apart.append(f"{what}: {shown}")
            reply = json.loads(same[0][2])
            self.tally.codes[reply["error"]["code"] if not reply["ok"] else "ok"] += 1

    def probe(self, game: Game, seat: str, where: str, rng: random.Random) -> None:
        """Every template, with every name, through the seat's process; the game unchanged."""
        process = self.process(seat)
        d = game.pending
        names = names_to_try(game, seat, d, rng)
        before = process.raw({"op": "pending"})
        every_kind = self.probed % EVERY_KIND == 0
        for label, template in templates(game, seat, d, every_kind):
            replies = []
            for sort, name in versions(names):
                request = filled(template, name)
                replies.append((sort, name, process.raw(request)))
                self.tally.requests += 1
                self.tally.relayed += isinstance(template, dict) and template.get("player") not in (
                    None,
                    seat,
                )
            self.compare(f"{where}, {label}", replies)
        assert process.raw({"op": "pending"}) == before, f"{where}: a refusal changed the game"
        self.probed += 1
        self.tally.decisions += 1
        if self.probed % WORK_EVERY == 0:
            self.count_work(game, seat, names, where)
        if self.timed and self.probed % TIME_EVERY == 0:
            self.time_pair(game, seat, names, rng)

    def count_work(self, game: Game, seat: str, names: dict[str, list[object]], where: str) -> None:
        """The work of each version that names a card, in a session of this process loaded with
        the same position: equal for ids, equal for names, whatever the card is or is not."""
        oracle = Oracle(seat=seat)
        assert oracle.handle({"op": "load", "position": json.loads(json.dumps(save(game)))})["ok"]
        work = Work()
        gc.collect()
        for label, template in templates(game, seat, game.pending, every_kind=False):
            if isinstance(template, str):
                continue
            by_form: dict[type, dict[int, list[str]]] = {}
            for sort, name in versions(names, work=True):
                request = filled(template, name)
                oracle.handle(request)  # once first: what is read once and kept is then read
                count = work.of(lambda: oracle.handle(request))  # noqa: B023 (called at once)
                by_form.setdefault(type(name), {}).setdefault(count, []).append(f"{sort} {name!r}")
            for counts in by_form.values():
                self.tally.work_compared += 1
                if len(counts) > 1:
                    self.tally.work_differs.append(f"{where}, {label}: {counts}")

    def time_pair(self, game: Game, seat: str, names: dict[str, list[object]], rng: random.Random) -> None:
        """A figure: a hidden option's name and another hidden card's, each sent ``TIMED`` times
        through the process in a random interleaving; the median of each."""
        option = [n for n in names[HIDDEN_OPTION] if isinstance(n, str)]
        other = [n for n in names[HIDDEN_ELSEWHERE] + names[OUTSIDE] if isinstance(n, str)]
        d = game.pending
        if not option or not other or d is None:
            return
        process = self.process(seat)
        who = d.player
        requests = {
            "option": {"op": "choose", "player": who, "answer": [option[0]]},
            "other": {"op": "choose", "player": who, "answer": [other[0]]},
        }
        times: dict[str, list[int]] = {"option": [], "other": []}
        order = ["option", "other"] * TIMED
        rng.shuffle(order)
        for which in order:
            start = time.perf_counter_ns()
            process.raw(requests[which])
            times[which].append(time.perf_counter_ns() - start)
        a, b = statistics.median(times["option"]), statistics.median(times["other"])
        self.tally.pairs += 1
        self.tally.slower += a > b
        self.tally.ratios.append(a / b)

    def game_over(self, game: Game, seat: str, where: str, rng: random.Random) -> None:
        """Once the game is over: every action refused as ``game-over``, whatever it names."""
        process = self.process(seat)
        names = names_to_try(game, seat, None, rng)
        other = next(p for p in game.state.players if p != seat)
        for label, template in [
            ("own play", {"op": "play", "player": seat, "card": NAME}),
            ("relayed play", {"op": "play", "player": other, "card": NAME}),
            ("relayed answer", {"op": "choose", "player": other, "answer": [NAME]}),
            ("own answer", {"op": "choose", "player": seat, "answer": [NAME]}),
        ]:
            replies = [(s, n, process.raw(filled(template, n))) for s, n in versions(names)]
            self.tally.requests += len(replies)
            assert json.loads(replies[0][2])["error"]["code"] == "game-over", replies[0]
            self.compare(f"{where}, over, {label}", replies)
        assert json.loads(process.raw({"op": "pass", "player": seat}))["error"]["code"] == "game-over"

    def play(self, way: str, players: int, seed: int, settle: bool) -> None:
        """One game, probed at every decision of another player or chance, and at the seat's turns."""
        seat = seat_of(way, players, seed)
        process = self.process(seat)
        rng = random.Random(seed)
        game = deal(players, rng, format=way)
        if settle:
            settle_setup(game, rng)
        else:
            game.start()
        reply = process.send(
            {"op": "start", "format": way, "players": players, "seed": seed, "settle": settle}
        )
        assert reply["ok"], reply
        probe_rng = random.Random(seed * 31 + 7)
        steps = 0
        while (d := game.pending) is not None and steps < MAX_STEPS:
            steps += 1
            where = f"{way} {players}p seed {seed}, {seat}, step {steps}"
            if d.player != TABLE and (d.player != seat or d.kind == TURN):
                self.probe(game, seat, where, probe_rng)
            action = request_for(game, rng)
            if action["player"] != seat and names_unseen(game, seat, action):
                assert json.loads(process.raw(action))["error"]["code"] == "unseen"
                act(game, action)
                position = json.loads(json.dumps(save(game)))
                assert process.send({"op": "load", "position": position})["ok"]
            else:
                act(game, action)
                assert process.send(action)["ok"], action
        self.game_over(game, seat, f"{way} {players}p seed {seed}, {seat}", probe_rng)
        self.tally.games[f"{way}-{players}p"] += 1


def run(games_per_way: int, first_seed: int = 0, timed: bool = False) -> Tally:
    tally = Tally()
    probe = Probe(tally, timed)
    try:
        for i, (way, players) in enumerate(WAYS):
            for seed in range(first_seed, first_seed + games_per_way):
                probe.play(way, players, seed, settle=(seed + i) % 2 == 1)
    finally:
        probe.close()
    return tally


def check(tally: Tally) -> None:
    assert not tally.told_apart, f"{len(tally.told_apart)} told apart:\n" + "\n".join(tally.told_apart[:5])
    assert not tally.work_differs, "\n".join(tally.work_differs[:5])


def test_a_seat_cannot_tell_hidden_names_apart_by_any_reply_or_its_work() -> None:
    """A game of each way to play (every other one with its setup answered one decision at a time)."""
    tally = run(1, first_seed=40)
    check(tally)
    assert set(tally.games) == {f"{w}-{p}p" for w, p in WAYS}
    assert tally.work_compared > 100 and tally.groups > 2000, tally
    # every kind of refusal a seat can provoke was provoked, and compared
    assert {
        "no-game",
        "too-long",
        "bad-position",
        "unseen",
        "illegal",
        "bad-request",
        "hidden",
        "unknown-op",
        "bad-json",
        "too-big",
        "too-deep",
        "game-over",
    } <= set(tally.codes), tally.codes


@pytest.mark.long
@pytest.mark.skipif(not os.environ.get("MOODSWINGS_LONG"), reason="long: set MOODSWINGS_LONG=1")
def test_two_hundred_probed_games_of_each_way_to_play() -> None:
    tally = run(200, first_seed=1000)
    check(tally)


if __name__ == "__main__":  # python tests/test_seat_probe.py [GAMES PER WAY] [FIRST SEED]
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    first = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    t0, c0 = time.perf_counter(), time.process_time()
    result = run(n, first, timed=True)
    ratios = sorted(result.ratios)
    print(
        f"{sum(result.games.values())} games ({dict(result.games)}); {result.decisions} decisions probed, "
        f"{result.requests} probing requests ({result.relayed} relayed for another player or chance), "
        f"{result.groups} sets of versions compared, "
        f"{len(result.told_apart)} told apart; work compared {result.work_compared} times, "
        f"{len(result.work_differs)} differing; refusals by code {dict(result.codes)}"
    )
    if ratios:
        print(
            f"timed pairs: {result.pairs}; the option slower in {result.slower} "
            f"({100 * result.slower / result.pairs:.1f}%); option/other median time ratio: "
            f"median {statistics.median(ratios):.3f}, 10th to 90th percentile "
            f"{ratios[len(ratios) // 10]:.3f} to {ratios[9 * len(ratios) // 10]:.3f}"
        )
    print(f"{time.perf_counter() - t0:.0f} s ({time.process_time() - c0:.0f} s CPU in this process)")
    for problem in result.told_apart[:10] + result.work_differs[:10]:
        print(" ", problem[:600])
