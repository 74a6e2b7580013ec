"""Differential testing: random games in our engine and another, side by side, to the first disagreement.

``play`` deals a random game (any way to play, from two players), sets it up in our engine
(the setup's decisions answered at random, a draft included), and loads the position of its
first turn into both engines. Then, action after action, our engine picks a random legal
action: a play or a pass, or one of the rules' choices made whole (every prompt our engine
asks for it answered at random), with the random events the action meets answered at random
too. The action goes to the other engine as a kit 2 request, the random outcomes with it
(``chance``), and both tables are compared (``differences``): whether the action was taken,
the decision each waits for (who, what asks, and every option ours offers), the legal plays,
every mood's value, color and suppression, the zones, the scores, and each round's and the
game's winners. The first difference ends the game: the ``Case`` (the starting position and
the requests) and the ``Disagreement`` are what ``engine.interfaces.conformance.shrink``
makes small.

Our side is the reference adapter's engine in this process; the other is any channel of
the runner (a separate process, or an adapter object). An engine that says in ``hello`` that
it takes ``batch`` requests gets a game in one exchange (our side plays it first, noting its
table after every action); any other, one request at a time. Both find the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core.decisions import CHANCE, NUMBER, TURN, Decision
from engine.core.game import PASS, Game
from engine.formats import FORMATS, TRADITIONAL
from engine.interfaces import collector
from engine.interfaces.conformance.adapter import ReferenceAdapter, observation
from engine.interfaces.conformance.channel import PROTOCOL, Channel, EngineFailed
from engine.interfaces.conformance.items import Item, item
from engine.interfaces.position import asks_json, save
from engine.interfaces.strict_json import clip
from engine.selfplay.simulate import deal, random_answer, settle_setup

# What both engines' tables are compared on, after every action (the observation's fields)
COMPARED = ("pending", "turn", "round", "plays", "moods", "hands", "decks", "discards", "sideboards")
COMPARED += ("scores", "wins", "match_wins", "winners", "results")
MAX_ACTIONS = 600  # a game that goes on longer is cut there (none has, in thousands of games)
BATCH = 40  # requests in one batch at most: a two-player game in one, a slow engine within its time


@dataclass
class Case:
    """A game to replay in both engines: where it starts (a JSON position, whose turn it is),
    and the requests from there (kit 2 actions, with the random outcomes they meet)."""

    position: dict[str, Any]
    requests: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class Disagreement:
    step: int  # the request after which the engines differ (-1: as soon as the position is loaded)
    field: str  # what differs: "accepted", "pending", "plays", "moods", ...
    ours: Any
    theirs: Any

    def text(self) -> str:
        if self.field == "accepted":
            what = "the position" if self.step < 0 else f"request {self.step + 1}"
            return f"{what}: ours {_taken(self.ours)}, theirs {_taken(self.theirs)}"
        after = "once the position is loaded" if self.step < 0 else f"after request {self.step + 1}"
        return f"{self.field} differs {after}: ours {self.ours!r}, theirs {self.theirs!r}"


def _taken(reply: Any) -> str:
    """Whether an engine took an action: it did, or the refusal it gave."""
    if reply is True:
        return "takes it"
    if isinstance(reply, dict):
        rule = f" [{reply['rule']}]" if reply.get("rule") else ""
        return f"refuses it ({reply.get('code')}: {reply.get('message')}{rule})"
    return "refuses it"


@dataclass
class Counts:
    """What a fuzz run compared."""

    games: int = 0
    actions: int = 0
    decisions: int = 0  # pending decisions (beyond whose turn it is) compared
    comparisons: int = 0  # tables compared


# -- comparing two observations -----------------------------------------------------------------


def _options(d: dict[str, Any]) -> list[Any]:
    return sorted((_plain(o) for o in d.get("options", [])), key=repr)


def _plain(option: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in option.items() if k not in ("label", "owner")}


def normal(obs: dict[str, Any], field_name: str) -> Any:
    """A field of an observation, as the comparison reads it: lists whose order the rules do
    not fix are sorted; labels and prompts are left out."""
    value = obs.get(field_name)
    if field_name == "pending":
        if value is None:
            return None
        return {"player": value["player"], "asks": value.get("asks")}
    if field_name == "plays":
        return sorted((p["card"], p["from"]) for p in value or [])
    if field_name == "moods":
        return {
            p: sorted((m["card"], m["value"], m["color"], m["suppressed"]) for m in moods)
            for p, moods in (value or {}).items()
        }
    if field_name in ("hands", "discards", "sideboards"):
        return {k: sorted(v) for k, v in (value or {}).items() if v}
    if field_name == "decks":
        return {k: list(v) for k, v in (value or {}).items() if v}
    if field_name == "winners":
        return sorted(value or [])
    if field_name in ("wins", "match_wins"):
        return {k: v for k, v in (value or {}).items() if v}
    return value


def differences(ours: dict[str, Any], theirs: dict[str, Any]) -> tuple[str, Any, Any] | None:
    """The first field the two observations differ on (for the pending decision: who, what
    asks, and whether every option ours offers is offered too), or None."""
    for name in COMPARED:
        if ours.get(name) == theirs.get(name):  # the same to the letter: the same
            continue
        a, b = normal(ours, name), normal(theirs, name)
        if a != b:
            return name, a, b
    d, e = ours.get("pending"), theirs.get("pending")
    if d is not None and e is not None and d["kind"] != TURN and d != e:  # (the same: the same options)
        mine, offered = _options(d), _options(e)
        if any(o not in offered for o in mine):
            return "pending.options", mine, offered
    return None


# -- our side: random actions, as requests ----------------------------------------------------


class Ours:
    """Our engine, taking random actions and writing each as the request the other engine gets."""

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.game, self.rng = game, rng
        self._taken: list[tuple[str, dict[str, Any], list[Item]]] = []
        record = game._record

        def recorded(decision: Decision, keys: list[object], forced: bool = False) -> None:
            record(decision, keys, forced)
            if forced and decision.player != CHANCE and keys:
                self._taken.append((decision.player, asks_json(decision), _items(decision, keys)))

        game._record = recorded  # type: ignore[method-assign]

    def act(self) -> dict[str, Any]:
        """Take a random legal action; the request that describes it."""
        game = self.game
        d = game.pending
        assert d is not None
        self._taken = []
        if d.kind == TURN:
            answer = random_answer(d, self.rng)
            if answer == [PASS]:
                request: dict[str, Any] = {"op": "pass", "player": d.player}
                game.pass_turn(d.player)
            else:
                card, zone = answer[0]  # type: ignore[misc]
                request = {"op": "play", "player": d.player, "card": card, "from": zone}
                game.play(d.player, card, zone)
            chance = self._chance()
        else:
            key = (d.player, asks_json(d))
            request = {"op": "choose", "player": d.player, "asks": key[1], "choice": []}
            chance = []
            while (d := game.pending) is not None and d.kind != TURN:
                if d.player == CHANCE:
                    chance += self._chance()
                    continue
                if (d.player, asks_json(d)) != key:
                    break
                answer = random_answer(d, self.rng)
                request["choice"] += _items(d, answer)
                game.answer(d.player, answer)
            taken = [i for p, a, items in self._taken if (p, a) == key for i in items]
            if taken:
                request["taken"] = taken
        if chance:
            request["chance"] = chance
        return request

    def _chance(self) -> list[dict[str, Any]]:
        """The random events the game waits for now, answered at random: their outcomes."""
        outcomes = []
        while (d := self.game.pending) is not None and d.player == CHANCE:
            answer = random_answer(d, self.rng)
            what = "order" if d.ordered and len(d.options) > 1 else "pick"
            outcomes.append({"asks": asks_json(d), what: _items(d, answer)})
            self.game.answer(CHANCE, answer)
        return outcomes


def _items(d: Decision, keys: list[object]) -> list[Item]:
    if d.kind == NUMBER:
        return [{"number": k} for k in keys]
    return [item(d, o) for k in keys for o in d.options if o.key == k]


# -- a game side by side ------------------------------------------------------------------------


def observe(channel: Channel) -> dict[str, Any]:
    reply = channel.request({"op": "observe", "fields": list(COMPARED)})
    if not reply.get("ok"):
        raise EngineFailed(PROTOCOL, f"observe was refused: {reply.get('error')}")
    return reply


def start(seed: int, format: str = TRADITIONAL, players: int = 2) -> tuple[Game, random.Random]:
    """A random new game of this format, set up (its setup's decisions answered at random)."""
    rng = random.Random(seed)
    fmt = FORMATS[format]
    game = deal(fmt.players or players, rng, format=format, teams=fmt.teams)
    settle_setup(game, rng)
    return game, rng


def play(
    seed: int,
    channel: Channel,
    format: str = TRADITIONAL,
    players: int = 2,
    counts: Counts | None = None,
    batch: bool = False,
) -> tuple[Case, Disagreement | None]:
    """One random game in both engines, to its end or to their first disagreement; with
    ``batch`` (an engine that takes ``batch`` requests), our side's game is played first and
    sent in a few exchanges, then compared action by action as it would be one at a time."""
    counts = counts if counts is not None else Counts()
    game, rng = start(seed, format, players)
    case = Case(save(game))
    ours = Ours(game, rng)
    if batch:
        return case, _batched(case, game, ours, channel, counts)
    loaded = channel.request({"op": "load", "position": case.position})
    if not loaded.get("ok"):
        return case, Disagreement(-1, "accepted", True, loaded.get("error"))
    found = _compare(game, channel, -1, counts)
    counts.games += 1
    while found is None and game.pending is not None and len(case.requests) < MAX_ACTIONS:
        request = ours.act()
        case.requests.append(request)
        counts.actions += 1
        reply = channel.request({**request, "observe": list(COMPARED)})
        step = len(case.requests) - 1
        if not reply.get("ok"):
            return case, Disagreement(step, "accepted", True, reply.get("error"))
        found = _compare(game, channel, step, counts, reply.get("observation"))
    return case, found


def _batched(case: Case, game: Game, ours: Ours, channel: Channel, counts: Counts) -> Disagreement | None:
    """The game played on our side to its end, its table noted after every action; then the
    other engine's replies to the same requests (``BATCH`` at a time, every action observed),
    compared in order. The case keeps the requests up to the first disagreement, as one at
    a time would."""
    tables = [observation(game, COMPARED)]
    while game.pending is not None and len(case.requests) < MAX_ACTIONS:
        case.requests.append(ours.act())
        tables.append(observation(game, COMPARED))
    sent = [{"op": "load", "position": case.position}, {"op": "observe", "fields": list(COMPARED)}]
    sent += case.requests
    for at in range(0, len(sent), BATCH):
        last: dict[str, Any] = {}  # their previous observation in this batch
        for i, reply in enumerate(_replies(channel, sent[at : at + BATCH]), at):
            step = i - 2  # the request after which the tables are compared (-1: the load)
            if i == 0:  # the load
                if not reply.get("ok"):
                    del case.requests[:]
                    return Disagreement(-1, "accepted", True, reply.get("error"))
                counts.games += 1
                continue
            if i > 1:  # an action
                counts.actions += 1
                if not reply.get("ok"):
                    del case.requests[step + 1 :]
                    return Disagreement(step, "accepted", True, reply.get("error"))
            theirs = reply if i == 1 else reply.get("observation")
            if not isinstance(theirs, dict) or not reply.get("ok"):
                raise EngineFailed(
                    PROTOCOL, f"an engine that takes batches observes each action: {clip(repr(reply))}"
                )
            if i > 1:
                last = theirs = {**last, **theirs}  # what it left out is as it was
            found = _differ(tables[i - 1], theirs, step, counts)
            if found is not None:
                del case.requests[step + 1 :]
                return found
    return None


def _replies(channel: Channel, requests: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The replies to a batch of requests, one each, every action observed."""
    reply = channel.request({"op": "batch", "requests": requests, "observe": list(COMPARED)})
    replies = reply.get("replies")
    if not reply.get("ok") or not isinstance(replies, list) or len(replies) != len(requests):
        why = f"a batch of {len(requests)} requests is answered with one reply each, not {clip(repr(reply))}"
        raise EngineFailed(PROTOCOL, why)
    if not all(isinstance(r, dict) for r in replies):
        raise EngineFailed(PROTOCOL, "a batch's replies are objects")
    return replies


def _compare(
    game: Game, channel: Channel, step: int, counts: Counts, theirs: dict[str, Any] | None = None
) -> Disagreement | None:
    """Our table against theirs (as their action's reply showed it, or as they observe it)."""
    ours = observation(game, COMPARED)
    return _differ(ours, theirs if theirs is not None else observe(channel), step, counts)


def _differ(ours: dict[str, Any], theirs: dict[str, Any], step: int, counts: Counts) -> Disagreement | None:
    counts.comparisons += 1
    if ours["pending"] is not None and ours["pending"]["kind"] != TURN:
        counts.decisions += 1
    differ = differences(ours, theirs)
    return Disagreement(step, *differ) if differ else None


def replay(case: Case, channel: Channel, counts: Counts | None = None) -> Disagreement | None:
    """The case in both engines, through the protocol: their first disagreement, or None. An
    action both refuse is no disagreement (a shrunk case may make an action illegal)."""
    counts = counts if counts is not None else Counts()
    reference = ReferenceAdapter()
    mine = reference.handle({"op": "load", "position": case.position})  # our side, through the protocol too
    theirs = channel.request({"op": "load", "position": case.position})
    if not mine["ok"]:
        raise ValueError(f"our engine refuses the position: {mine['error']}")
    if not theirs.get("ok"):
        return Disagreement(-1, "accepted", True, theirs.get("error"))
    assert reference.game is not None
    found = _compare(reference.game, channel, -1, counts)
    for step, request in enumerate(case.requests):
        if found is not None:
            return found
        a, b = reference.handle(request), channel.request(request)
        if a["ok"] != b.get("ok"):
            return Disagreement(step, "accepted", a["ok"] or a["error"], b.get("ok") or b.get("error"))
        if a["ok"]:
            found = _compare(reference.game, channel, step, counts)
    return found


Progress = Callable[[int, int], None]


def takes_batches(channel: Channel) -> bool:
    """Whether the engine says in ``hello`` that it takes ``batch`` requests (one that does
    not, or refuses ``hello``, is sent one request at a time)."""
    reply = channel.request({"op": "hello"})
    return reply.get("ok") is True and reply.get("batch") is True


def run(
    channel_for: Callable[[], Channel],
    games: int,
    seed: int = 0,
    formats: tuple[str, ...] = (TRADITIONAL,),
    players: tuple[int, ...] = (2,),
    progress: Progress | None = None,
) -> tuple[Counts, tuple[int, str, int, Case, Disagreement] | None]:
    """Up to ``games`` random games (seeds from ``seed``, formats and player counts in turn),
    each in a fresh engine; stops at the first disagreement: (seed, format, players, case,
    disagreement)."""
    counts = Counts()
    channel = channel_for()
    try:
        batch = takes_batches(channel)
        with collector.settled():  # game after game
            for n in range(games):
                fmt = formats[n % len(formats)]
                count = FORMATS[fmt].players or players[(n // len(formats)) % len(players)]
                case, found = play(seed + n, channel, fmt, count, counts, batch)
                if progress is not None:
                    progress(n + 1, games)
                if found is not None:
                    return counts, (seed + n, fmt, count, case, found)
    finally:
        channel.close()
    return counts, None
