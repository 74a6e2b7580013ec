"""Differential testing: random games in our engine and another, side by side, to the first disagreement.

``play`` deals a random game of a way to play and a player count the other engine declares
(``hello``), sets it up in our engine (the setup's decisions answered at random, a draft
included), and loads the position of its first turn into both engines. Then, action after
action, our engine picks a random legal action: a play (with the permission it uses) or a
pass, or one prompt of one of the rules' choices (``partial`` while the choice goes on),
with the random events the action meets answered at random too. The action goes to the
other engine as a kit 2 request, the random outcomes with it (``chance``), and both tables
are compared (``differences``): whether the action was taken, the decision each waits for
(who, what asks, and every option ours offers), the legal plays, every mood's value, color
and suppression, the zones, the scores, and each round's and the game's winners.

The other engine asks its decisions as it likes (``engine.interfaces.conformance.driver``):
one with one legal answer that ours took itself is answered for it (from the play, for the
permission it uses); one ours asks whose answers all come to one outcome may be taken by
it, and then is not sent; an "after scoring" effect whose card has left play need not be
offered. An engine without the capability ``chance`` is sent no random outcome: its game
stops being compared at the first random event.

The first difference ends the game. One that an open question explains (``questions``:
an order the rules do not fix) is a finding of its own kind, and the run goes on; any
other is a disagreement: the ``Case`` (the starting position and the requests) and the
``Disagreement`` are what ``engine.interfaces.conformance.shrink`` makes small.

Our side is the reference adapter's engine in this process; the other is any channel of
the runner. An engine that says in ``hello`` that it takes ``batch`` requests gets a game in
a few exchanges (our side plays it first, noting its table after every action); where the
tables differ, the game is played again one request at a time, which finds the same or
nothing.
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
from engine.interfaces.conformance import asking, questions
from engine.interfaces.conformance.adapter import ReferenceAdapter, observation
from engine.interfaces.conformance.channel import PROTOCOL, Channel, EngineFailed
from engine.interfaces.conformance.driver import Driver, NotObserved, key_of, offers, waits_for
from engine.interfaces.conformance.items import Item, item, permission_item
from engine.interfaces.conformance.runner import Support, hello
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
    tables: tuple[dict[str, Any], dict[str, Any]] | None = field(default=None, compare=False)

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
    stopped: int = 0  # games no longer compared at a random event (an engine without chance)
    answered: int = 0  # decisions with one legal answer the other engine asked, answered for it
    taken: int = 0  # decisions ours asked that the other engine took itself

    def add(self, other: Counts) -> None:
        for name in vars(self):
            setattr(self, name, getattr(self, name) + getattr(other, name))


@dataclass(frozen=True)
class Finding:
    """A difference found in one game: a disagreement, or what an open question explains."""

    seed: int
    format: str
    players: int
    kind: str  # questions.DISAGREEMENT, REFERENCE or OPEN
    disagreement: Disagreement
    case: Case = field(compare=False)
    question: str | None = None  # the open question's key

    def json(self) -> dict[str, Any]:
        q = next((x for x in questions.QUESTIONS if x.key == self.question), None)
        disagreement = "disagreement: " + self.disagreement.text()
        return {
            "kind": self.kind,
            "seed": self.seed,
            "format": self.format,
            "players": self.players,
            "what": self.disagreement.text(),
            "question": None if q is None else q.question,
            "ruling": None if q is None else questions.ruling_id(q),
            "write_up": questions.write_up(q) if q is not None else disagreement,
        }


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
    if field_name == "turn" and isinstance(value, dict):
        d = obs.get("pending")
        if d is None or d.get("kind") != TURN:  # another mood to play: read at a turn only
            return {k: v for k, v in value.items() if k != "may_play_more"}
        return value
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
    asks, and whether every option ours offers is offered too, but for an "after scoring"
    effect whose card has left play, which need not be), or None."""
    for name in COMPARED:
        if ours.get(name) == theirs.get(name):  # the same to the letter: the same
            continue
        a, b = normal(ours, name), normal(theirs, name)
        if a != b:
            return name, a, b
    d, e = ours.get("pending"), theirs.get("pending")
    if d is not None and e is not None and d["kind"] != TURN and d != e:  # (the same: the same options)
        mine, offered = _options(d), _options(e)
        if any(o not in offered and not asking.gone(o, ours) for o in mine):
            return "pending.options", mine, offered
    return None


# -- our side: random actions, as requests ----------------------------------------------------


class Ours:
    """Our engine, taking random actions and writing each as the request the other engine gets."""

    def __init__(self, game: Game, rng: random.Random) -> None:
        self.game, self.rng = game, rng
        self._taken: list[tuple[str, dict[str, Any], list[Item]]] = []
        self._permission: object = None  # the permission the last play used
        self.asked_permission = False  # whether our engine asked it, after the play
        record, choose_permission = game._record, game.choose_permission

        def recorded(decision: Decision, keys: list[object], forced: bool = False) -> None:
            record(decision, keys, forced)
            if forced and decision.player != CHANCE and keys:
                self._taken.append((decision.player, asks_json(decision), _items(decision, keys)))

        def permission_used(player: str, card: int, usable: list[Any]) -> Any:
            permission = yield from choose_permission(player, card, usable)
            self._permission = permission.key
            return permission

        game._record = recorded  # type: ignore[method-assign]
        game.choose_permission = permission_used  # type: ignore[method-assign]

    def act(self) -> dict[str, Any]:
        """Take a random legal action: a play (with the permission it uses) or a pass, or one
        prompt of a choice; the request that describes it."""
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
                self._permission = None
                game.play(d.player, card, zone)
                asked = game.pending
                self.asked_permission = asked is not None and asks_json(asked) == PERMISSION
                if self.asked_permission:  # answered with the play, which names it
                    game.answer(d.player, random_answer(asked, self.rng))
                if self._permission is not None:
                    request["permission"] = permission_item(self._permission)
            chance = self._chance()  # the random events the play meets, after its permission too
        else:
            key = (d.player, asks_json(d))
            answer = random_answer(d, self.rng)
            request = {"op": "choose", "player": d.player, "asks": key[1], "choice": _items(d, answer)}
            game.answer(d.player, answer)
            chance = self._chance()
            after = game.pending
            if after is not None and (after.player, asks_json(after)) == key:
                request["partial"] = True  # the choice goes on in the next request
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


PERMISSION = {"question": "permission"}


def _items(d: Decision, keys: list[object]) -> list[Item]:
    if d.kind == NUMBER:
        return [{"number": k} for k in keys]
    return [item(d, o) for k in keys for o in d.options if o.key == k]


# -- the two engines, side by side ---------------------------------------------------------------


class SideBySide:
    """Our game and the other engine, taking the same requests; their tables compared after
    each (``tables``: both, after every request so far)."""

    def __init__(self, game: Game, channel: Channel, counts: Counts) -> None:
        self.game, self.counts = game, counts
        self.drive = Driver(channel, list(COMPARED))
        self.theirs: dict[str, Any] = {}
        self.skip = False  # ours waits for a decision the other engine took itself
        self.requests: list[dict[str, Any]] = []  # the requests so far
        self.tables: list[tuple[dict[str, Any], dict[str, Any]]] = []

    def load(self, position: dict[str, Any]) -> Disagreement | None:
        loaded = self.drive.channel.request({"op": "load", "position": position})
        if not loaded.get("ok"):
            return Disagreement(-1, "accepted", True, loaded.get("error"))
        try:
            self.theirs = self.drive.observe(self._ours_too)
        except NotObserved as e:
            raise EngineFailed(PROTOCOL, str(e)) from None
        return self.compare(-1)

    def _ours_too(self, d: dict[str, Any]) -> bool:
        """Whether our game waits for this same decision (then its own request answers it)."""
        mine = self.game.pending
        if mine is None or mine.kind == TURN:
            return False
        key = key_of(mine.player, asks_json(mine))
        return waits_for({"pending": d}, key) is not None and offers(d, [item(mine, o) for o in mine.options])

    def step(self, k: int, request: dict[str, Any]) -> Disagreement | None:
        """Request ``k``, which our game has just taken, to the other engine (unless it took
        that decision itself); then the tables compared."""
        self.requests.append(request)
        choice = request.get("choice") or []
        gone = request["op"] == "choose" and bool(choice) and all(asking.gone(c, self.theirs) for c in choice)
        if self.skip or (gone and not offers(self.theirs.get("pending"), choice)):
            self.counts.taken += 1
        else:
            settled = self.drive.settled
            reply = self.drive.send({**request, "observe": list(COMPARED)})
            self.counts.actions += 1
            if not reply.get("ok"):
                return Disagreement(k, "accepted", True, reply.get("error"))
            if request["op"] == "play" and "permission" in request:
                self.drive.known[key_of(request["player"], PERMISSION)] = [request["permission"]]
            shown = reply.get("observation")
            try:
                table = shown if isinstance(shown, dict) else self.drive.look()
                self.theirs = self.drive.settle(table, self._ours_too)
            except NotObserved as e:
                raise EngineFailed(PROTOCOL, str(e)) from None
            self.counts.answered += self.drive.settled - settled
        return self.compare(k)

    def compare(self, k: int) -> Disagreement | None:
        """Our table against theirs, unless our game waits for a decision theirs took itself
        (a player's, whose every answer leads to one outcome): that waits for our answer."""
        mine = self.game.pending
        self.skip = (
            mine is not None
            and mine.kind != TURN
            and mine.player != CHANCE
            and waits_for(self.theirs, key_of(mine.player, asks_json(mine))) is None
            and asking.one_outcome(self.game)
        )
        if self.skip:
            return None
        ours = observation(self.game, COMPARED)
        self.tables.append((ours, self.theirs))
        self.counts.comparisons += 1
        if ours["pending"] is not None and ours["pending"]["kind"] != TURN:
            self.counts.decisions += 1
        differ = differences(ours, self.theirs)
        return Disagreement(k, *differ, tables=(ours, self.theirs)) if differ else None


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
    support: Support | None = None,
) -> tuple[Case, Disagreement | None]:
    """One random game in both engines, to its end or to their first difference. An engine
    that takes ``batch`` requests (``support``) is sent our side's game in a few exchanges;
    if the tables differ there, the game is played again one request at a time."""
    counts = counts if counts is not None else Counts()
    support = support or Support()
    game, rng = start(seed, format, players)
    case = Case(save(game))
    if support.batch:
        batched = Counts()
        found = _batched(case, game, Ours(game, rng), channel, batched, support)
        if found is None:
            counts.add(batched)
            return case, None
        game, rng = start(seed, format, players)
        case = Case(save(game))
    ours = Ours(game, rng)
    side = SideBySide(game, channel, counts)
    found = side.load(case.position)
    if found is not None and found.step < 0 and found.field == "accepted":
        return case, found
    counts.games += 1
    while found is None and game.pending is not None and len(case.requests) < MAX_ACTIONS:
        request = ours.act()
        if "chance" in request and not support.can("chance"):
            counts.stopped += 1  # an engine without chance is given no random outcome
            break
        case.requests.append(request)
        found = side.step(len(case.requests) - 1, request)
    return case, found


def _batched(
    case: Case, game: Game, ours: Ours, channel: Channel, counts: Counts, support: Support
) -> Disagreement | None:
    """The game played on our side to its end, its table noted after every action; then the
    other engine's replies to the same requests (``BATCH`` at a time, every action observed),
    compared in order, to the first difference (found as is: no decision answered for the
    engine, none taken by it, but the permission our engine asked after a play, which is
    sent after the play as a choice, the tables compared once it is answered)."""
    sent = [{"op": "load", "position": case.position}, {"op": "observe", "fields": list(COMPARED)}]
    tables: list[dict[str, Any] | None] = [observation(game, COMPARED)]
    inserted: set[int] = set()  # the permission choices sent after their plays
    while game.pending is not None and len(case.requests) < MAX_ACTIONS:
        request = ours.act()
        if "chance" in request and not support.can("chance"):
            counts.stopped += 1
            break
        case.requests.append(request)
        sent.append(request)
        if ours.asked_permission and request["op"] == "play":
            tables.append(None)  # their table waits for the permission: compared after it
            inserted.add(len(sent))
            sent.append({**_asking(request), "choice": [request["permission"]]})
        tables.append(observation(game, COMPARED))
    counts.games += 1
    for at in range(0, len(sent), BATCH):
        last: dict[str, Any] = {}  # their previous observation in this batch
        for i, reply in enumerate(_replies(channel, sent[at : at + BATCH]), at):
            step = i - 2  # the request after which the tables are compared (-1: the load)
            if i == 0:  # the load
                if not reply.get("ok"):
                    return Disagreement(-1, "accepted", True, reply.get("error"))
                continue
            if i > 1:
                if i in inserted:
                    counts.answered += 1
                else:
                    counts.actions += 1
                if not reply.get("ok"):
                    return Disagreement(step, "accepted", True, reply.get("error"))
            theirs = reply if i == 1 else reply.get("observation")
            if not isinstance(theirs, dict) or not reply.get("ok"):
                raise EngineFailed(
                    PROTOCOL, f"an engine that takes batches observes each action: {clip(repr(reply))}"
                )
            if i > 1:
                last = theirs = {**last, **theirs}  # what it left out is as it was
            ours_then = tables[i - 1]
            if ours_then is None:
                continue
            counts.comparisons += 1
            if ours_then["pending"] is not None and ours_then["pending"]["kind"] != TURN:
                counts.decisions += 1
            differ = differences(ours_then, theirs)
            if differ is not None:
                return Disagreement(step, *differ)
    return None


def _asking(play: dict[str, Any]) -> dict[str, Any]:
    """The choice of the permission a play uses, as a request (its items to add)."""
    return {"op": "choose", "player": play["player"], "asks": PERMISSION}


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


def replay(case: Case, channel: Channel, counts: Counts | None = None) -> Disagreement | None:
    """The case in both engines, through the protocol: their first disagreement, or None. An
    action both refuse is no disagreement (a shrunk case may make an action illegal)."""
    counts = counts if counts is not None else Counts()
    reference = ReferenceAdapter()
    mine = reference.handle({"op": "load", "position": case.position})  # our side, through the protocol too
    if not mine["ok"]:
        raise ValueError(f"our engine refuses the position: {mine['error']}")
    assert reference.game is not None
    side = SideBySide(reference.game, channel, counts)
    found = side.load(case.position)
    for step, request in enumerate(case.requests):
        if found is not None:
            return found
        a = reference.handle(request)
        if not a["ok"]:
            b = side.drive.send(request) if not side.skip else {"ok": False}
            if b.get("ok"):
                return Disagreement(step, "accepted", a["error"], True)
            side.requests.append(request)
            continue  # both refuse it: no disagreement, and nothing changed
        found = side.step(step, request)
    return found


Progress = Callable[[int, int], None]


def games_of(support: Support, formats: tuple[str, ...], players: tuple[int, ...]) -> list[tuple[str, int]]:
    """The (way to play, player count) pairs a run plays in turn: those asked for that the
    engine declares it plays (``hello``); a way to play with a fixed count, at that count."""
    pairs = []
    for fmt in formats:
        counts = (FORMATS[fmt].players,) if FORMATS[fmt].players else players
        for count in counts:
            if support.plays(fmt, count) and (fmt, count) not in pairs:
                pairs.append((fmt, count))
    return pairs


def run(
    channel_for: Callable[[], Channel],
    games: int,
    seed: int = 0,
    formats: tuple[str, ...] = (TRADITIONAL,),
    players: tuple[int, ...] = (2,),
    progress: Progress | None = None,
) -> tuple[Counts, tuple[int, str, int, Case, Disagreement] | None]:
    """Up to ``games`` random games (seeds from ``seed``, the formats and player counts the
    engine plays in turn), each in a fresh engine; stops at the first disagreement: (seed,
    format, players, case, disagreement). What open questions explain is passed over
    (``play_games`` reports it)."""
    counts, findings = play_games(channel_for, list(range(seed, seed + games)), formats, players, progress)
    first = next((f for f in findings if f.kind == questions.DISAGREEMENT), None)
    if first is None:
        return counts, None
    return counts, (first.seed, first.format, first.players, first.case, first.disagreement)


def play_games(
    channel_for: Callable[[], Channel],
    seeds: list[int],
    formats: tuple[str, ...] = (TRADITIONAL,),
    players: tuple[int, ...] = (2,),
    progress: Progress | None = None,
    support: Support | None = None,
) -> tuple[Counts, list[Finding]]:
    """The games of these seeds (game ``n`` of a run plays its ``n``-th pair of way to play
    and player count, in turn: ``games_of``), to the first disagreement; each difference an
    open question explains is a finding, and the run goes on."""
    counts = Counts()
    findings: list[Finding] = []
    channel = channel_for()
    try:
        support = support or hello(channel)
        pairs = games_of(support, formats, players)
        if not pairs:
            raise EngineFailed(PROTOCOL, "it plays none of the ways to play and player counts asked for")
        with collector.settled():  # game after game
            for n, seed in enumerate(seeds):
                fmt, count = pairs[seed % len(pairs)]
                case, found = play(seed, channel, fmt, count, counts, support)
                if progress is not None:
                    progress(n + 1, len(seeds))
                if found is None:
                    continue
                question = None
                if found.tables is not None:
                    question = questions.explained(*found.tables, case.position)
                kind = question.kind if question is not None else questions.DISAGREEMENT
                key = question.key if question is not None else None
                findings.append(Finding(seed, fmt, count, kind, found, case, key))
                if question is None:
                    break
    finally:
        channel.close()
    return counts, findings


# -- a campaign's chunk --------------------------------------------------------------------------


@dataclass
class Chunk:
    """What a chunk of games found (``games_in_chunk``), merged by the caller."""

    counts: Counts
    findings: list[Finding]

    @property
    def disagreement(self) -> Finding | None:
        return next((f for f in self.findings if f.kind == questions.DISAGREEMENT), None)


def games_in_chunk(
    engine: str, formats: tuple[str, ...], players: tuple[int, ...], seeds: list[int]
) -> Chunk:
    """The games of these seeds against the engine a command starts, in a process of its own
    (``engine.interfaces.campaign``: a worker's task, on this machine or another)."""
    import multiprocessing

    from engine.interfaces.conformance.channel import Subprocess, become_subreaper

    if multiprocessing.parent_process() is not None:  # a worker of ours: its engines' children come to it
        become_subreaper()
    counts, findings = play_games(lambda: Subprocess(engine), seeds, formats, players)
    return Chunk(counts, findings)
