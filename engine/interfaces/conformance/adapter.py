"""The adapter protocol (``moodswings-conformance/2``), and the reference adapter: our engine behind it.

An engine under test is a program that reads one JSON request per line on standard input
and writes one JSON reply per line on standard output, in order:

- ``hello`` {}: what the engine supports (``formats``, ``players``, ``capabilities``);
- ``load`` {position}: the game is now at this position;
- ``setup`` {chance?}: the loaded table holds a new game's cards in its deck(s): check them
  and start the game (shuffle, deal, choose who goes first);
- ``play`` {player, card, from, chance?}, ``pass`` {player, chance?}: act;
- ``choose`` {player, asks, choice, taken?, partial?, chance?}: make one of the rules'
  choices: the items chosen (``engine.interfaces.conformance.items``), however many prompts
  the engine asks them in;
- ``observe`` {}: what the table is now (``observation``);
- ``batch`` {requests, observe?}: the requests in order, as if sent one at a time: ``replies``,
  one each (declared in ``hello`` as ``"batch": true``; a differential tester sends a game in
  one); ``observe``: every action observes, leaving out what is as it was.

``chance`` gives the random outcomes the action meets, in order, before it runs. Every reply
is ``{"ok": true, ...}`` or ``{"ok": false, "error": {"code", "message", "rule"?}}``; a
refused action changes nothing, and an illegal one names the rule (a source id). The site's
conformance page specifies each request and reply field.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any

from engine.core.catalog import face
from engine.core.decisions import CHANCE, TURN, Decision
from engine.core.errors import RuleViolation
from engine.core.events import (
    BottomCardRevealed,
    Drafted,
    Drew,
    GameWon,
    Looked,
    MatchWon,
    Revealed,
    RoundWon,
    Scored,
)
from engine.core.game import DISCARD, HAND, Game
from engine.core.permissions import may_play_more
from engine.core.table import MAX_PLAYERS, MIN_PLAYERS, Table
from engine.formats import FORMATS
from engine.interfaces import collector
from engine.interfaces.conformance.items import fits, item, key_of
from engine.interfaces.conformance.vectors import CAPABILITIES, SCHEMA
from engine.interfaces.oracle import Oracle, Refused
from engine.interfaces.player_view import view
from engine.interfaces.position import asks_json

OPS = ("hello", "load", "setup", "play", "pass", "choose", "observe", "batch")
ACTIONS = ("setup", "play", "pass", "choose")  # the requests that change the table
Item = dict[str, Any]


def observation(game: Game, fields: Sequence[str] | None = None) -> dict[str, Any]:
    """The table as the protocol's ``observe`` shows it (see the site's conformance page); with
    ``fields``, only those (a differential tester reads a few after every action)."""
    if fields is not None:
        return {f: OBSERVED[f](game) for f in fields if f in OBSERVED}
    return {f: read(game) for f, read in OBSERVED.items()}


def _moods(game: Game) -> dict[str, Any]:
    s, view = game.state, game.view
    value, color, suppressed = view.value, view.color, view.suppressed
    return {
        p: [
            {
                "card": m.card,
                "value": value(m),
                "color": color(m),
                "suppressed": bool(m.suppressions) and suppressed(m),
                "copy_of": m.copy_of,
            }
            for m in s.moods[p]
        ]
        for p in s.players
    }


def _plays(game: Game) -> list[dict[str, Any]]:
    """The plays the player whose turn it is may make now: those their turn offers (none while
    the game waits for a choice, before a round begins, or once it is over)."""
    who = game.state.whose_turn
    return [] if who is None else [{"card": c, "from": z} for c, z in game.legal_plays(who)]


OBSERVED: dict[str, Callable[[Game], Any]] = {
    "pending": lambda game: pending_json(game.pending),
    "turn": lambda game: {
        "player": game.state.whose_turn,
        "plays": game.state.turn.plays,
        "may_play_more": may_play_more(game.view, game.state.turn),
    },
    "round": lambda game: {"number": game.state.round.number, "first": game.state.round.order[0]},
    "plays": _plays,
    "moods": _moods,
    "hands": lambda game: {p: list(game.state.hands[p]) for p in game.state.players},
    "decks": lambda game: {k: list(v) for k, v in game.state.decks.items()},
    "discards": lambda game: {k: list(v) for k, v in game.state.discards.items()},
    "sideboards": lambda game: {k: list(v) for k, v in game.state.sideboards.items()},
    "colors": lambda game: {str(c): game.color_of(c) for c in sorted(game.state.cards)},
    "scores": lambda game: {p: game.view.score(p) for p in game.state.players},
    "wins": lambda game: dict(game.state.wins),
    "match_wins": lambda game: dict(game.state.match_wins),
    "winners": lambda game: list(game.state.winners),
    "results": lambda game: _facts(game, RESULTS),
    "log": lambda game: _facts(game, LOG),
    "views": lambda game: {p: hidden_places(game, p) for p in game.state.players},
}


def pending_json(d: Decision | None) -> dict[str, Any] | None:
    """The decision the game waits for, in the rules' terms: who, what kind, what asks, how
    many, and its options as items (with labels, for people only)."""
    if d is None:
        return None
    return {
        "player": d.player,
        "kind": d.kind,
        "asks": asks_json(d),
        "min": d.min,
        "max": d.max,
        "numbers": list(d.numbers) if d.numbers else None,
        "options": []
        if d.kind == TURN
        else [{**item(d, o), "owner": o.owner, "label": o.label} for o in d.options],
    }


HIDDEN = ("hands", "decks", "draft_piles", "drafted")


def hidden_places(game: Game, player: str) -> dict[str, dict[str, Any]]:
    """The hidden places as this player knows them (``engine.core.visibility``): for each, how many
    cards it holds, whether the player sees it whole, and the cards they know are there."""
    seen = view(game, player)
    return {
        section: {
            ("" if key == "shared" else key): {
                "count": place["count"],
                "open": place["open"],
                "cards": [c["card"] for c in place["cards"]],
            }
            for key, place in seen.get(section, {}).items()
        }
        for section in HIDDEN
    }


def happened(game: Game) -> dict[str, dict[str, list[Any]]]:
    """What has happened since the position was loaded, as facts: the rounds' ``results``
    (what every engine shows) and the ``log`` of cards drawn, seen, revealed and drafted (the
    capability "log")."""
    return {"results": _facts(game, RESULTS), "log": _facts(game, LOG)}


RESULTS = ("scored", "round_winners", "game_winners", "match_winners")
LOG = ("drew", "looked", "revealed", "bottom_revealed", "drafted")


class _Facts:
    """The facts of one game so far, by kind, read from its events as they come (a log only
    grows; a rollback, which shortens it, has them read afresh); and each part asked for, as
    last given, while no fact of it has come since (given again: not to be changed)."""

    def __init__(self) -> None:
        self.afresh()

    def afresh(self) -> None:
        self.seen = 0  # events read
        self.by_kind: dict[str, list[Any]] = {k: [] for k in FACTS}
        self.parts: dict[tuple[str, ...], tuple[int, dict[str, list[Any]]]] = {}

    def part(self, events: list[Any], kinds: tuple[str, ...]) -> dict[str, list[Any]]:
        if self.seen > len(events):
            self.afresh()
        by_kind = self.by_kind
        for e in events[self.seen :]:
            fact = FACT.get(type(e))
            if fact is not None:
                by_kind[fact[0]].append(fact[1](e))
        self.seen = len(events)
        count = sum(len(by_kind[k]) for k in kinds)
        given = self.parts.get(kinds)
        if given is None or given[0] != count:
            given = self.parts[kinds] = (count, {k: list(by_kind[k]) for k in kinds})
        return given[1]


def _facts(game: Game, kinds: tuple[str, ...]) -> dict[str, list[Any]]:
    """The facts of these kinds so far (not to be changed: the same lists are given again
    while none has come)."""
    facts = _FACTS_SEEN.get(id(game))
    if facts is None or facts[0]() is not game:  # (a game gone, and its id taken by another)
        facts = _FACTS_SEEN[id(game)] = (weakref.ref(game, _forget(id(game))), _Facts())
    return facts[1].part(game.events, kinds)


def _forget(key: int) -> Callable[[Any], None]:
    return lambda _: _FACTS_SEEN.pop(key, None)


def _faces(e: Any) -> list[str]:
    return sorted(face(n).slug for n in e.names)


# Each kind of event that is a fact of the observation: where it goes, and what it says
FACT: dict[type, tuple[str, Callable[[Any], Any]]] = {
    Scored: ("scored", lambda e: {"player": e.player, "score": e.score}),
    RoundWon: ("round_winners", lambda e: sorted(e.winners)),
    GameWon: ("game_winners", lambda e: sorted(e.winners)),
    MatchWon: ("match_winners", lambda e: sorted(e.winners)),
    Drew: ("drew", lambda e: {"player": e.player, "card": e.card}),
    Looked: ("looked", lambda e: {"player": e.player, "faces": _faces(e)}),
    Revealed: ("revealed", lambda e: {"player": e.player, "card": e.card}),
    BottomCardRevealed: ("bottom_revealed", lambda e: e.card),
    Drafted: ("drafted", lambda e: {"player": e.player, "faces": _faces(e)}),
}
FACTS = tuple(dict.fromkeys(key for key, _ in FACT.values()))
# For each game looked at (by its id, while it lives): its facts
_FACTS_SEEN: dict[int, tuple[weakref.ref[Game], _Facts]] = {}


# -- acting on our engine from the protocol's requests ------------------------------------------


def meet_chance(game: Game, outcomes: list[Item]) -> None:
    """Answer the chance decisions the game waits for with the given outcomes, in order."""
    while outcomes and (d := game.pending) is not None and d.player == CHANCE:
        outcome = outcomes.pop(0)
        if outcome.get("asks") != asks_json(d):
            raise Refused(
                "bad-request", f"the next random event is asked by {asks_json(d)}, not {outcome.get('asks')}"
            )
        chosen = outcome.get("order", outcome.get("pick"))
        if not isinstance(chosen, list):
            raise Refused(
                "bad-request", "a chance outcome is {asks, pick: [items]} or {asks, order: [items]}"
            )
        game.answer(CHANCE, [_key(d, i) for i in chosen])


def _key(d: Decision, chosen: Any) -> object:
    try:
        return key_of(d, chosen)
    except (KeyError, TypeError):
        raise RuleViolation(d.asking_rule, f"{d.prompt}: {chosen} is not a legal choice") from None


def act(
    game: Game, do: Callable[[], None], chance: list[Item], then: Callable[[], None] | None = None
) -> None:
    """One action of the protocol, and the random outcomes it meets, as one (``then``: what
    the engine does after them, itself): if anything is refused, nothing happened. The
    outcomes the action does not reach, because the game waits for a player's decision
    first, are left in ``chance``, for when it is answered; once the game waits for a turn
    (or is over), an outcome left over is refused."""

    def whole() -> None:
        do()
        meet_chance(game, chance)
        if then is not None:
            then()
        d = game.pending
        if chance and (d is None or d.kind == TURN):
            raise Refused("bad-request", f"{len(chance)} chance outcome(s) were not met: {chance}")

    game.atomically(whole)


def apply_choice(
    game: Game,
    player: str,
    asks: dict[str, Any],
    choice: list[Item],
    chance: list[Item],
    partial: bool,
    taken: list[Item] = (),  # type: ignore[assignment]
) -> None:
    """Answer this player's prompts asked by ``asks`` with the items of ``choice``, in order:
    each prompt takes the run of leading items that are its options (within its maximum, and
    each once); a prompt they do not answer, asking a part the reference engine took itself,
    takes it from ``taken``. Random events met on the way take their outcomes. Items left
    over fit nothing: refused. Once the items are used up, a further prompt of the same
    choice that may take nothing takes nothing (the choice is whole), unless the choice is
    ``partial``."""
    left, spare = list(choice), list(taken)
    first, rule, full = True, None, None

    def take_from(items: list[Item], d: Decision) -> list[Item]:
        took: list[Item] = []
        while items and (d.max is None or len(took) < d.max) and fits(d, items[0]) and items[0] not in took:
            took.append(items.pop(0))  # (an item twice: the second is for a later prompt)
        return took

    while True:
        meet_chance(game, chance)
        d = game.pending
        if d is None or d.player != player or asks_json(d) != asks:
            break
        asked = next((i for i in spare if fits(d, i)), None)  # a part taken by the reference, asked here
        if not left and not first and (partial or d.min > 0) and asked is None:
            break
        take = take_from(left, d)
        if not take and asked is not None:
            spare.insert(0, spare.pop(spare.index(asked)))
            take = take_from(spare, d)
        if not take and left and not first:
            break
        if left and fits(d, left[0]) and full is None:  # more of its options than it allows?
            full = d.rule
        game.answer(player, [_key(d, i) for i in take])
        first, rule = False, d.rule
    if left:  # an item no prompt of this choice took: too many for one, or an option of none
        raise RuleViolation(full or rule or "rules.taking-a-turn.1", f"{player} cannot choose {left[0]} here")


class ReferenceAdapter(Oracle):
    """Our engine, speaking the adapter protocol: the oracle with ``hello``, ``setup``,
    ``observe``, chance as an input and choices as the rules' items."""

    game_type: type[Game] = Game  # the engine's game (a suite's adapter may change how it asks)

    def __init__(self) -> None:
        super().__init__()
        self.ops = {op: self.ops[op] for op in OPS if op in self.ops}
        self.ops.update(hello=self.hello, setup=self.setup, observe=self.observe, batch=self.batch)
        self._loaded: Game | None = None  # the game as loaded, for a ``setup`` (its ``origin``)
        self._held: list[Item] = []  # chance outcomes an action did not reach: for the next one

    def hello(self, r: dict[str, Any]) -> dict[str, Any]:
        return {
            "engine": "moodswings reference",
            "protocol": SCHEMA,
            "formats": list(FORMATS),
            "players": {"min": MIN_PLAYERS, "max": MAX_PLAYERS},
            "capabilities": list(CAPABILITIES),
            "batch": True,
        }

    def batch(self, r: dict[str, Any]) -> dict[str, Any]:
        """``requests`` in order, each answered as if it came alone (a refusal stops nothing):
        one exchange for many (a differential tester sends a whole game so). ``observe``
        (fields): every action observes the table after it, as if it said so itself; an
        action's ``observation`` leaves out the fields that are as the batch's previous
        ``observation`` had them."""
        requests = r.get("requests")
        if not isinstance(requests, list):
            raise Refused("bad-request", "'requests' is a list of requests", field="requests")
        if any(isinstance(q, dict) and q.get("op") == "batch" for q in requests):
            raise Refused("bad-request", "a batch holds no batch", field="requests")
        fields = _fields(r, "observe")
        replies: list[dict[str, Any]] = []
        last: dict[str, Any] | None = None  # the batch's previous observation
        for q in requests:
            if fields is not None and isinstance(q, dict) and q.get("op") in ACTIONS:
                q = {"observe": fields, **q}  # (an action's own observe comes first)
            reply = self.handle(q, checked=True)
            table = reply.get("observation")
            if table is not None:
                if last is not None:
                    reply["observation"] = {k: v for k, v in table.items() if k not in last or last[k] != v}
                last = table
            replies.append(reply)
        return {"replies": replies}

    def load(self, r: dict[str, Any]) -> dict[str, Any]:
        reply = super().load(r)
        assert self.game is not None
        if self.game_type is not Game:
            self.game = self.game_type.resume(*self.game.resumable())
        self._loaded = self.game  # its origin: the table as loaded, before any answer it replays
        self._held = []
        return reply

    def setup(self, r: dict[str, Any]) -> dict[str, Any]:
        if self._loaded is None:
            raise Refused("no-game", "load a position first")
        game = self.game_type(self._loaded.origin())
        Table.around(game).set_up()  # a refusal names the rule and changes nothing
        game.start()
        self._held = self._act(game, lambda: None, r)
        self.game = game
        return self._then_observe(r)

    def _outcomes(self, r: dict[str, Any]) -> list[Item]:
        """The chance outcomes an action is to meet: those an earlier action did not reach,
        then its own."""
        return [*self._held, *_chance(r)]

    def _act(
        self, game: Game, do: Callable[[], None], r: dict[str, Any], chance: list[Item] | None = None
    ) -> list[Item]:
        """The action (``act``), then what the engine does itself (``then``); the outcomes it
        did not reach."""
        left = self._outcomes(r) if chance is None else chance
        act(game, do, left, lambda: self.then(game))
        return left

    def then(self, game: Game) -> None:
        """What the engine does itself once an action is taken, before it answers (nothing
        here: a suite's adapter may take decisions itself)."""

    def play(self, r: dict[str, Any]) -> dict[str, Any]:
        """A card by its id, wherever it is: a card not in the hand (or the discard pile) is
        an illegal play, refused by the engine naming its rule."""
        game = self._game()
        card = r.get("card")
        if not isinstance(card, int) or isinstance(card, bool) or card not in game.state.cards:
            raise Refused("bad-request", "'card' is the id of a card in the position", field="card")
        zone = r.get("from", HAND)
        if zone not in (HAND, DISCARD):
            raise Refused("bad-request", f"'from' is {HAND!r} or {DISCARD!r}", field="from")
        self._held = self._act(game, lambda: self.play_card(game, r, card, zone), r)
        return self._then_observe(r)

    def play_card(self, game: Game, r: dict[str, Any], card: int, zone: str) -> None:
        """Play it; the permission it uses is asked after (``permission`` in the request is
        for an engine that takes it with the play)."""
        game.play(_player(r), card, zone)

    def pass_turn(self, r: dict[str, Any]) -> dict[str, Any]:
        game = self._game()
        self._held = self._act(game, lambda: game.pass_turn(_player(r)), r)
        return self._then_observe(r)

    def choose(self, r: dict[str, Any]) -> dict[str, Any]:
        """One of the rules' choices, as items; ``taken`` (parts the reference took itself,
        for an engine that asks them) and ``partial`` (more of the choice comes later): our
        engine asks no decision with one legal answer, and takes the parts of a choice as
        they come."""
        game = self._game()
        player = _player(r)
        asks, choice = r.get("asks"), r.get("choice")
        if not isinstance(asks, dict):
            raise Refused("bad-request", "'asks' is what asks: {card: id} or {question: key}", field="asks")
        if not isinstance(choice, list) or not all(isinstance(i, dict) for i in choice):
            raise Refused(
                "bad-request", "'choice' is a list of items ({card: id}, {player: name}, ...)", field="choice"
            )
        refusal = game.refusal_to_answer(player)
        if refusal is not None:
            raise refusal
        d = game.pending
        assert d is not None
        if asks_json(d) != asks:
            raise RuleViolation(
                d.asking_rule,
                f"the game waits for {d.player} to answer {asks_json(d)}, not for {player} to answer {asks}",
            )
        partial, taken = r.get("partial") is True, r.get("taken", [])
        if not isinstance(taken, list) or not all(isinstance(i, dict) for i in taken):
            raise Refused("bad-request", "'taken' is a list of items", field="taken")
        chance = self._outcomes(r)
        self._held = self._act(
            game, lambda: apply_choice(game, player, asks, choice, chance, partial, taken), r, chance
        )
        return self._then_observe(r)

    def observe(self, r: dict[str, Any]) -> dict[str, Any]:
        """The table; ``fields`` (optional): only these of its fields."""
        return observation(self._game(), _fields(r, "fields"))

    def _then_observe(self, r: dict[str, Any]) -> dict[str, Any]:
        """An action's reply: ``{}``, or with ``observe`` (a list of fields) the table after it,
        in the same reply (one exchange an action, for a tester that looks after each)."""
        if "observe" not in r:
            return {}
        return {"observation": observation(self._game(), _fields(r, "observe"))}

    def _after(self, game: Game, before: int) -> dict[str, Any]:
        return {}  # the protocol's actions answer {"ok": true}; ``observe`` shows the rest


_NAMES = frozenset({str})  # (as JSON reads them)


def _fields(r: dict[str, Any], name: str) -> list[str] | None:
    fields = r.get(name)
    if fields is not None and not (isinstance(fields, list) and _NAMES.issuperset(map(type, fields))):
        raise Refused("bad-request", f"{name!r} is a list of the observation's field names", field=name)
    return fields


def _chance(r: dict[str, Any]) -> list[Item]:
    chance = r.get("chance", [])
    if not isinstance(chance, list) or not all(isinstance(c, dict) for c in chance):
        raise Refused(
            "bad-request", "'chance' is a list of outcomes: {asks, pick|order: [items]}", field="chance"
        )
    return list(chance)


def _player(r: dict[str, Any]) -> str:
    player = r.get("player")
    if not isinstance(player, str):
        raise Refused("bad-request", "'player' is a player's name", field="player")
    return player


def main() -> int:
    adapter = ReferenceAdapter()
    collector.settle()  # a process that plays game after game
    adapter.serve_stdio()
    return 0
