"""Vectors from the feature files: each Example run through the real steps, while recording.

The Given steps build the table exactly as they do in the suite. The moment the Example
starts acting (its first When or Then step), the table is saved as a JSON position
(``engine.interfaces.position``'s format, before the game goes on). From then on:

- every action a When step takes through the engine (a play, a pass, setting the game
  up) is recorded in order;
- answers are recorded as the rules' choices, not as our engine's prompts: the answers of
  one player to one card (or one rules' question), one after another, are one ``choose``
  step whose ``choice`` holds every item chosen (``items``), with ``taken`` for the parts
  our engine took itself (the only legal answer) and ``partial`` where checks sit between
  its parts;
- a chance answer (a random pick or order) is given with the action it follows, as one of
  its ``chance`` outcomes, before the action runs;
- every Then step, once it has passed, becomes a check. Its expected value is the one the
  step's text states (names resolved to the position's card ids); a refusal's ``rule`` is
  the rule the engine named when the step's words were found in its refusal.

``needs`` says what an engine must support to run the vector: its format and number of
players, and the capabilities its steps use (``CAPABILITIES``).

Nothing here decides an outcome, and no vector is written by hand. An Example that cannot
be a vector is listed with its reason: a party game's (Mood X, Feelinks: not Mood Swings),
a ``@pending`` ruling (the reference engine cannot do it yet), or a Then step whose check
is not part of the protocol (its reason says which).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.core.answers import NOTHING, AnswerError, pick, split_answer, split_list
from engine.core.catalog import COLORS, face
from engine.core.decisions import CARDS, CHANCE, COLOR, COPY, MOODS, NUMBER, ORDER, PLAYERS, TURN, Decision
from engine.core.errors import RuleViolation
from engine.core.game import Game
from engine.interfaces.codec import encode
from engine.interfaces.conformance import asking
from engine.interfaces.conformance.items import Item, item, permission_item
from engine.interfaces.conformance.vectors import SCHEMA, needs
from engine.interfaces.position import FORMAT, VERSION, asks_json
from engine.knowledge.mechanics import MECHANICS
from engine.knowledge.rulings import Example, Feature, Rule, Step, features
from engine.scenarios.registry import StepDef
from engine.scenarios.runner import run
from engine.scenarios.world import World
from steps.outcomes import expected, number, to_answer, waiting_for

PARTY = ("features/mood-x/", "features/feelinks/")
PARTY_REASON = "a party game's ruling (Mood X or Feelinks), not a Mood Swings game"
HAND, DISCARD = "hand", "discard pile"


class NotExportable(Exception):
    """An Example that cannot become a vector; the message says why."""


@dataclass(frozen=True)
class LeftOut:
    id: str
    where: str  # features/cards/anger.feature:12
    name: str
    reason: str


@dataclass
class Export:
    vectors: list[dict[str, Any]]
    left_out: list[LeftOut]

    @property
    def examples(self) -> int:
        return len(self.vectors) + len(self.left_out)

    @property
    def party(self) -> list[LeftOut]:
        """The party games' Examples: rulings of other games, which no Mood Swings engine plays."""
        return [x for x in self.left_out if x.where.startswith(PARTY)]


def vector_id(feature: Feature, example: Example) -> str:
    """``cards/anger:12``: the feature's path under features/, and the Example's line."""
    return f"{feature.relpath.removeprefix('features/').removesuffix('.feature')}:{example.line}"


# -- recording -------------------------------------------------------------------------------


class Recording:
    """A listener for ``engine.scenarios.runner.run`` that turns one Example into a vector's steps."""

    def __init__(self) -> None:
        self.position: dict[str, Any] | None = None
        self.steps: list[dict[str, Any]] = []
        self.problem: str | None = None
        self._acting = False
        self._depth = 0
        self._taken: list[tuple[str, dict[str, Any], list[Item]]] = []  # made by the engine itself
        self._game: Game | None = None
        self._action: dict[str, Any] | None = None  # the action step being taken
        self._play: dict[str, Any] | None = None  # the play whose permission is not known yet

    def before_step(self, world: World, step: Step, definition: StepDef, groups: dict[str, Any]) -> None:
        if step.kind in ("when", "then") and self.position is None:
            self._begin(world)
        self._acting = step.kind == "when"

    def after_step(self, world: World, step: Step, definition: StepDef, groups: dict[str, Any]) -> None:
        self._acting = False
        if self._game is not None and world.game is not self._game and self.problem is None:
            self.problem = "it saves the game and loads it again: the protocol has no command for that"
        if step.kind != "then" or self.problem is not None:
            return
        make = CHECKS.get(definition.func.__name__)
        if make is None:
            self.problem = f"no check in the protocol for the Then step {definition.template!r}"
            return
        try:
            checks = make(world, **groups)
        except NotExportable as e:
            self.problem = str(e)
            return
        last = self.steps[-1] if self.steps else None
        pending = world.game.pending
        if (
            last is not None
            and last.get("op") == "choose"
            and "expect" not in last
            and pending is not None
            and (pending.player, asks_json(pending)) == (last["player"], last["asks"])
        ):
            last["partial"] = True  # the choice goes on after these checks
        self.steps += checks

    def _begin(self, world: World) -> None:
        """The table is set: save it as a position, and listen to what the engine is asked."""
        if world._table is None:
            self.problem = "the Example sets up no Mood Swings game"
            return
        game, table = world.game, world.table
        self._game = game
        self.position = {"format": FORMAT, "version": VERSION, "state": encode(game.state), "answers": []}

        def play(player: str, card: int, zone: str = HAND) -> dict[str, Any]:
            return {"op": "play", "player": player, "card": card, "from": zone}

        self._listen(game, "play", play)
        self._listen(game, "pass_turn", lambda player: {"op": "pass", "player": player})
        self._listen(table, "set_up", lambda: {"op": "setup"})
        answer, record, choose_permission = game.answer, game._record, game.choose_permission

        def answered(player: str, keys: list[object]) -> None:
            d = game.pending
            outermost = self._acting and self._depth == 0
            step = self._step_for(game, d, keys) if outermost and d is not None else None
            if step is not None:
                self._action = step
            self._depth += 1
            try:
                answer(player, keys)
            finally:
                self._depth -= 1
            if outermost and d is not None:
                self._answered(d, keys, step)

        def permission_used(player: str, card: int, usable: list[Any]) -> Any:
            permission = yield from choose_permission(player, card, usable)
            if self._play is not None:  # the play names the permission it uses
                self._play["permission"] = permission_item(permission.key)
                self._play = None
            return permission

        def recorded(decision: Decision, keys: list[object], forced: bool = False) -> None:
            record(decision, keys, forced)
            if forced and self._acting and decision.player != CHANCE and keys:
                self._forced(decision, keys)

        game.answer = answered  # type: ignore[method-assign]
        game._record = recorded  # type: ignore[method-assign]
        game.choose_permission = permission_used  # type: ignore[method-assign]

    def _listen(self, target: object, method: str, describe: Callable[..., dict[str, Any]]) -> None:
        """Record the outermost calls of ``target.method`` made by When steps, once they succeed."""
        original = getattr(target, method)

        def recorded(*args: Any, **kwargs: Any) -> Any:
            item = describe(*args, **kwargs) if self._acting and self._depth == 0 else None
            if item is not None:
                self._taken = []  # what the engine took for an earlier action is done with
                self._action = item
                self._play = item if item["op"] == "play" else None
            self._depth += 1
            try:
                result = original(*args, **kwargs)
            finally:
                self._depth -= 1
            if item is not None:
                self.steps.append(item)
            return result

        setattr(target, method, recorded)

    def _step_for(self, game: Game, d: Decision, keys: list[object]) -> dict[str, Any] | None:
        """The choose step a player's answer goes into (None for chance): the last step, when it
        is the same player's choice for the same asker; else a new one. A decision an engine
        may take itself (``asking.one_outcome``) is a step of its own, marked so, and the
        choice it is part of goes on in the next step (``partial``)."""
        if d.player == CHANCE:
            return None
        asks = asks_json(d)
        one = asking.one_outcome(game)
        last = self.steps[-1] if self.steps else None
        goes_on = (
            last is not None
            and last.get("op") == "choose"
            and "expect" not in last
            and (last["player"], last["asks"]) == (d.player, asks)
        )
        if goes_on and not (one or last.get("one_outcome")):
            return last
        if goes_on:
            assert last is not None
            last["partial"] = True
        step: dict[str, Any] = {"op": "choose", "player": d.player, "asks": asks, "choice": []}
        if one:
            step["one_outcome"] = True
        return step

    def _answered(self, d: Decision, keys: list[object], step: dict[str, Any] | None = None) -> None:
        """An answer: a chance outcome of the last action, or (part of) a player's choice."""
        chosen = [item(d, o) for k in keys for o in d.options if o.key == k] if d.kind != NUMBER else []
        if d.kind == NUMBER:
            chosen = [{"number": k} for k in keys]
        last = self.steps[-1] if self.steps else None
        if d.player == CHANCE:  # given with the action it follows, before it runs
            if last is None or "op" not in last or "expect" in last:
                self.problem = (
                    "it checks the table while a random event waits: an engine meets random "
                    "events within the action that causes them"
                )
                return
            action = last
            before = self.steps[-2] if len(self.steps) > 1 else None
            permission = last.get("asks") == {"question": "permission"}
            if permission and before is not None and before.get("op") == "play":
                action = before  # met by the play, after its permission (which may come with it)
            outcome = {
                "asks": asks_json(d),
                ("order" if d.ordered and len(d.options) > 1 else "pick"): chosen,
            }
            action.setdefault("chance", []).append(outcome)
            return
        assert step is not None
        if not any(s is step for s in self.steps):
            self.steps.append(step)
        step["choice"] += chosen
        self._attach_taken(step)

    def _forced(self, d: Decision, keys: list[object]) -> None:
        """A decision the engine took itself (its only legal answer): part of the choice being
        made (the same player, for the same asker), or of a later one of the same action:
        that choice's ``taken``, for an engine that asks it within the choice. (One that asks
        it on its own gets it from the runner: ``asking.settled``.)"""
        chosen = [item(d, o) for k in keys for o in d.options if o.key == k]
        asks = asks_json(d)
        action = self._action
        if (
            action is not None
            and action.get("op") == "choose"
            and (action["player"], action["asks"])
            == (
                d.player,
                asks,
            )
        ):
            action.setdefault("taken", []).extend(chosen)
            return
        self._taken.append((d.player, asks, chosen))

    def _attach_taken(self, choose: dict[str, Any]) -> None:
        mine = [c for p, a, c in self._taken if (p, a) == (choose["player"], choose["asks"])]
        if mine:
            choose.setdefault("taken", []).extend(i for chosen in mine for i in chosen)
            self._taken = [t for t in self._taken if (t[0], t[1]) != (choose["player"], choose["asks"])]


# -- Then steps as checks --------------------------------------------------------------------

Make = Callable[..., list[dict[str, Any]]]
CHECKS: dict[str, Make] = {}


def check(*names: str) -> Callable[[Make], Make]:
    """Register how the Then steps defined by functions of these names become checks."""

    def register(make: Make) -> Make:
        for n in names:
            CHECKS[n] = make
        return make

    return register


def slugs(world: World, text: str) -> list[str]:
    return sorted(face(n).slug for n in expected(world, text))


def one_slug(world: World, name: str) -> str:
    return slugs(world, name)[0]


@check("value_is")
def _value(world: World, ref: str, value: str) -> list[dict[str, Any]]:
    return [{"check": "value", "card": world.card(ref), "expect": int(value)}]


@check("color_is")
def _color(world: World, ref: str, color: str) -> list[dict[str, Any]]:
    return [{"check": "color", "card": world.card(ref), "expect": color}]


@check("is_suppressed")
def _suppressed(world: World, ref: str) -> list[dict[str, Any]]:
    return [{"check": "suppressed", "card": world.card(ref), "expect": True}]


@check("not_suppressed")
def _not_suppressed(world: World, ref: str) -> list[dict[str, Any]]:
    return [{"check": "suppressed", "card": world.card(ref), "expect": False}]


@check("is_copy")
def _copy(world: World, ref: str, card: str) -> list[dict[str, Any]]:
    return [{"check": "copy_of", "card": world.card(ref), "expect": one_slug(world, card)}]


@check("score_is")
def _score(world: World, player: str, score: str) -> list[dict[str, Any]]:
    return [{"check": "score", "player": player, "expect": int(score)}]


@check("scored")
def _scored(world: World, player: str, score: str) -> list[dict[str, Any]]:
    return [{"check": "scored", "player": player, "expect": int(score)}]


@check("none_scored")
def _none_scored(world: World) -> list[dict[str, Any]]:
    return [{"check": "no_round_scored"}]


@check("wins_round")
def _wins_round(world: World, players: str) -> list[dict[str, Any]]:
    return [{"check": "round_winners", "expect": sorted(split_list(players))}]


@check("wins_game")
def _wins_game(world: World, players: str) -> list[dict[str, Any]]:
    return [{"check": "game_winners", "expect": sorted(split_list(players))}]


@check("wins_match")
def _wins_match(world: World, player: str, games: str | None = None) -> list[dict[str, Any]]:
    won = [{"check": "match_winners", "expect": [player]}]
    return won if games is None else [*won, {"check": "match_games", "expect": int(games)}]


@check("has_won")
def _round_wins(world: World, player: str, wins: str) -> list[dict[str, Any]]:
    return [{"check": "round_wins", "player": player, "expect": int(wins)}]


@check("team_has_won")
def _team_wins(world: World, first: str, second: str, wins: str) -> list[dict[str, Any]]:
    return [{"check": "round_wins", "player": p, "expect": int(wins)} for p in (first, second)]


@check("has_won_games")
def _match_wins(world: World, player: str, games: str) -> list[dict[str, Any]]:
    return [{"check": "match_wins", "player": player, "expect": int(games)}]


@check("turn_is")
def _turn(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "turn", "expect": player}]


@check("goes_first")
def _first(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "first", "expect": player}]


@check("played_this_turn")
def _played_this_turn(world: World, player: str, count: str) -> list[dict[str, Any]]:
    return [{"check": "turn_plays", "player": player, "expect": int(count)}]


@check("round_is")
def _round_is(world: World, number: str) -> list[dict[str, Any]]:
    return [{"check": "round", "expect": int(number)}]


@check("in_discard")
def _in_discard(world: World, ref: str) -> list[dict[str, Any]]:
    return [{"check": "zone", "card": world.card(ref), "zone": "discard"}]


@check("in_hand")
def _in_hand(world: World, ref: str, player: str) -> list[dict[str, Any]]:
    return [{"check": "zone", "card": world.card(ref), "zone": "hand", "player": player}]


@check("in_own_deck")
def _in_deck(world: World, ref: str, owner: str) -> list[dict[str, Any]]:
    return [{"check": "zone", "card": world.card(ref), "zone": "deck", "player": owner}]


@check("in_moods")
def _in_moods(world: World, ref: str, player: str) -> list[dict[str, Any]]:
    return [{"check": "zone", "card": world.card(ref), "zone": "moods", "player": player}]


@check("at_bottom")
def _bottom(world: World, ref: str, owner: str | None) -> list[dict[str, Any]]:
    return [{"check": "deck_bottom", "card": world.card(ref), "owner": owner}]


@check("discard_holds", "discard_empty")
def _discard(world: World, owner: str | None, cards: str = "") -> list[dict[str, Any]]:
    return [{"check": "discard", "owner": owner, "expect": slugs(world, cards) if cards else []}]


@check("deck_holds")
def _deck(world: World, owner: str | None, cards: str) -> list[dict[str, Any]]:
    order = [face(n).slug for n in split_list(cards)]
    return [{"check": "deck", "owner": owner, "expect": order}]


@check("deck_size")
def _deck_size(world: World, count: str, owner: str | None) -> list[dict[str, Any]]:
    return [{"check": "deck_size", "owner": owner, "expect": int(count)}]


@check("has_moods", "no_moods")
def _moods(world: World, player: str, cards: str = "") -> list[dict[str, Any]]:
    return [{"check": "moods", "player": player, "expect": slugs(world, cards) if cards else []}]


@check("hand_holds", "empty_hand")
def _hand(world: World, player: str, cards: str = "") -> list[dict[str, Any]]:
    return [{"check": "hand", "player": player, "expect": slugs(world, cards) if cards else []}]


@check("hand_size")
def _hand_size(world: World, player: str, count: str) -> list[dict[str, Any]]:
    return [{"check": "hand_size", "player": player, "expect": int(count)}]


@check("sideboard_holds")
def _sideboard(world: World, player: str, cards: str) -> list[dict[str, Any]]:
    return [{"check": "sideboard", "player": player, "expect": slugs(world, cards)}]


@check("has_drafted")
def _drafted(world: World, player: str, cards: str) -> list[dict[str, Any]]:
    return [{"check": "drafted", "player": player, "expect": slugs(world, cards)}]


@check("looked_at", "nobody_looked")
def _looked(world: World, card: str, players: str = "") -> list[dict[str, Any]]:
    return [{"check": "looked", "face": one_slug(world, card), "expect": sorted(split_list(players))}]


@check("drew")
def _drew(world: World, player: str, card: str) -> list[dict[str, Any]]:
    return [{"check": "drew", "player": player, "face": one_slug(world, card)}]


@check("could_not_draw")
def _missed(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "missed_draw", "player": player}]


@check("revealed_nothing")
def _revealed_nothing(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "revealed_nothing", "player": player}]


@check("revealed_to_all")
def _revealed(world: World, ref: str, player: str | None = None) -> list[dict[str, Any]]:
    # the protocol's check names the card; who showed it is checked by the suite alone
    return [{"check": "revealed", "card": world.card(ref)}]


@check("revealed")
def _bottom_revealed(world: World, card: str) -> list[dict[str, Any]]:
    return [{"check": "bottom_revealed", "card": world.card(card)}]


# -- who sees what ------------------------------------------------------------------------------


@check("sees_hand")
def _sees_hand(world: World, viewer: str, holder: str) -> list[dict[str, Any]]:
    return [{"check": "hand_view", "viewer": viewer, "holder": holder, "open": True}]


@check("cannot_see_hand")
def _cannot_see_hand(world: World, viewer: str, holder: str) -> list[dict[str, Any]]:
    return [{"check": "hand_view", "viewer": viewer, "holder": holder, "open": False}]


def _known(viewer: str, place: str, key: str, count: str) -> list[dict[str, Any]]:
    return [{"check": "known", "viewer": viewer, "place": place, "key": key, "expect": int(count)}]


@check("sees_cards_in_hand")
def _known_in_hand(world: World, viewer: str, count: str, holder: str) -> list[dict[str, Any]]:
    return _known(viewer, "hands", holder, count)


@check("sees_cards_in_pile")
def _known_in_pile(world: World, viewer: str, count: str, pile: str) -> list[dict[str, Any]]:
    return _known(viewer, "draft_piles", pile, count)


@check("sees_drafted")
def _known_drafted(world: World, viewer: str, count: str, holder: str) -> list[dict[str, Any]]:
    return _known(viewer, "drafted", holder, count)


@check("sees_cards_in_deck")
def _known_in_deck(
    world: World, viewer: str, count: str, pile: str, owner: str | None = None
) -> list[dict[str, Any]]:
    if pile != "deck":
        raise NotExportable("it checks what a player knows of a discard pile: the protocol's views have none")
    return _known(viewer, "decks", world.player(owner) if owner else "", count)


def _knows(viewer: str, place: str, key: str, card: str, negation: str) -> list[dict[str, Any]]:
    slug = face(card).slug
    return [
        {
            "check": "knows",
            "viewer": viewer,
            "place": place,
            "key": key,
            "face": slug,
            "expect": negation == "sees",
        }
    ]


@check("sees_card_in_hand")
def _knows_in_hand(world: World, viewer: str, negation: str, card: str, holder: str) -> list[dict[str, Any]]:
    return _knows(viewer, "hands", holder, card, negation)


@check("sees_card_in_deck")
def _knows_in_deck(world: World, viewer: str, negation: str, card: str) -> list[dict[str, Any]]:
    return _knows(viewer, "decks", "", card, negation)


@check("die_color")
def _die(world: World, card: str, color: str) -> list[dict[str, Any]]:
    raise NotExportable("it checks printed card data (the color of a value die), not play")


@check("forfeits")
def _forfeits(world: World, player: str, reason: str) -> list[dict[str, Any]]:
    raise NotExportable("it checks the reference engine's own words for why a game was lost")


# -- refusals: the action, expected to be refused naming a rule, changing nothing ----------


def refused(action: dict[str, Any], attempt: Callable[[], object]) -> list[dict[str, Any]]:
    """The action again (a refused action changes nothing), for the rule the engine names."""
    try:
        attempt()
    except RuleViolation as e:
        return [{**action, "expect": {"refused": e.rule}}]
    raise NotExportable("the action was refused the first time and not the second")


@check("cannot_play")
def _cannot_play(
    world: World, player: str, card: str, source: str | None, reason: str, rule: str | None = None
) -> list[dict[str, Any]]:
    target, zone = world.card_to_refuse(player, card, bool(source))
    action = {"op": "play", "player": player, "card": target, "from": zone}
    return refused(action, lambda: world.game.play(player, target, zone))


@check("cannot_pass")
def _cannot_pass(world: World, player: str, reason: str, rule: str | None = None) -> list[dict[str, Any]]:
    return refused({"op": "pass", "player": player}, lambda: world.game.pass_turn(player))


@check("cannot_answer")
def _cannot_answer(world: World, player: str, reason: str, rule: str | None = None) -> list[dict[str, Any]]:
    d = world.game.pending
    if d is None:
        raise NotExportable("the game is over: a choice names what asks it, and nothing does")
    if d.kind == TURN:
        return []  # a turn is answered by a play or a pass, never by a choice: nothing to check
    action = {"op": "choose", "player": player, "asks": asks_json(d), "choice": []}
    return refused(action, lambda: world.game.answer(player, []))


@check("cannot_set_up")
def _cannot_set_up(world: World, reason: str, rule: str | None = None) -> list[dict[str, Any]]:
    return refused({"op": "setup"}, world.table.set_up)


@check("cannot_choose_together")
def _together(
    world: World, player: str, options: str, how: str, rule: str | None = None
) -> list[dict[str, Any]]:
    d = waiting_for(world, player)
    if d.kind == NUMBER:
        numbers = [number(world, n) for n in split_list(options)]
        action = {
            "op": "choose",
            "player": player,
            "asks": asks_json(d),
            "choice": [{"number": n} for n in numbers],
        }
        return refused(action, lambda: d.validate(numbers))
    keys = []
    for text in split_answer(d, options):
        try:
            keys.append(pick(d.options, text, "options").key)
        except AnswerError:  # one of them is no option at all: so the set is none either
            return [_absent(world, d, player, text)]
    if d.kind == ORDER and len(keys) > 1:
        raise NotExportable(
            "a choice in the protocol answers an order's prompts one after another: several "
            "effects at once are an order it takes, not one prompt's answer it refuses"
        )
    chosen = [item(d, o) for k in keys for o in d.options if o.key == k]
    action = {"op": "choose", "player": player, "asks": asks_json(d), "choice": chosen}
    return refused(action, lambda: d.validate(keys))


# -- plays and decisions ---------------------------------------------------------------------


@check("may_play")
def _may_play(world: World, player: str, card: str, source: str | None) -> list[dict[str, Any]]:
    target, zone = world.card_to_play(player, card, bool(source))
    return [{"check": "may_play", "player": player, "card": target, "from": zone}]


@check("may_play_additional")
def _more(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "more_plays", "player": player, "expect": True}]


@check("may_not_play_more")
def _no_more(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "more_plays", "player": player, "expect": False}]


@check("nothing_to_play")
def _nothing(world: World, player: str) -> list[dict[str, Any]]:
    return [{"check": "nothing_to_play", "player": player}]


def _decision(world: World, player: str, options: str, legal: bool) -> list[dict[str, Any]]:
    """What may or may not be chosen now, as the rules name it (never by a label)."""
    d = waiting_for(world, player)
    asks = asks_json(d)
    if options == NOTHING:
        return [{"check": "decline", "player": player, "asks": asks, "expect": legal}]
    if d.kind == NUMBER:
        n = number(world, options)
        return [{"check": "number", "player": player, "asks": asks, "value": n, "expect": legal}]
    if legal:
        texts = split_answer(d, options)
        return [
            {
                "check": "can_choose",
                "player": player,
                "asks": asks,
                "item": item(d, pick(d.options, t, "options")),
                "expect": True,
            }
            for t in texts
        ]
    return [_absent(world, d, player, t) for t in split_answer(d, options)]


def _absent(world: World, d: Decision, player: str, text: str) -> dict[str, Any]:
    """An option that must not be chosen: a card by its face (and whose it is, if said): no
    card of that face may be; any other option by what it names."""
    check = {"check": "can_choose", "player": player, "asks": asks_json(d), "expect": False}
    if d.kind in (CARDS, MOODS, COPY):
        owner, _, name = text.rpartition("'s ")
        try:
            slug = face(name).slug
        except Exception as e:
            raise NotExportable(f"{text!r} is not a card: {e}") from None
        return {**check, "face": slug, **({"owner": owner} if owner else {})}
    try:
        option = pick(d.options, text, "options")
    except AnswerError:
        named = _named_item(world, d, text)
        if named is None:
            raise NotExportable(f"{text!r} names no {d.kind} option the protocol can name") from None
        return {**check, "item": named}
    raise NotExportable(f"{text!r} is an option after all ({option.label})")


def _named_item(world: World, d: Decision, text: str) -> Item | None:
    """An item for words that name no option of the decision: a player of the game, a color."""
    if d.kind == PLAYERS and text in world.game.state.players:
        return {"player": text}
    if d.kind == COLOR and text in COLORS:
        return {"color": text}
    return None


@check("is_to_answer")
def _asks(world: World, player: str, question: str) -> list[dict[str, Any]]:
    d = to_answer(world, player)
    return [{"check": "asks", "player": player, "expect": asks_json(d)}]


@check("may_choose", "may_choose_each")
def _may_choose(world: World, player: str, options: str) -> list[dict[str, Any]]:
    return _decision(world, player, options, True)


@check("cannot_choose", "may_choose_none")
def _cannot_choose(world: World, player: str, options: str, rule: str | None = None) -> list[dict[str, Any]]:
    return _decision(world, player, options, False)


# -- whole Examples --------------------------------------------------------------------------


def _mechanics(rule: Rule | None, cards: list[str]) -> list[str]:
    from engine.knowledge.mechanics import card_mechanics

    found = {m.slug for m in MECHANICS if rule is not None and m.has_ruling(rule)}
    for slug in cards:
        found |= {m.slug for m in card_mechanics(slug)}
    return sorted(found)


def export_example(feature: Feature, rule: Rule | None, example: Example) -> dict[str, Any]:
    """The vector of one Example; NotExportable says why there is none."""
    if feature.relpath.startswith(PARTY):
        raise NotExportable(PARTY_REASON)
    if rule is not None and rule.pending:
        raise NotExportable("a @pending ruling: the reference engine cannot do it yet")
    recording = Recording()
    outcome = run(feature, rule, example, recording)
    if recording.problem is not None:
        raise NotExportable(recording.problem)
    if not outcome.passed:
        raise NotExportable(f"the Example fails against the reference engine: {outcome.error}")
    if recording.position is None:
        raise NotExportable("the Example has no When or Then step")
    every = feature.background + (rule.background if rule else ()) + example.steps
    given = every[: next((i for i, s in enumerate(every) if s.kind != "given"), len(every))]
    tags = feature.tags + (rule.tags if rule else ()) + example.tags
    cards = sorted({t.split(":", 1)[1] for t in tags if t.startswith("card:")})
    return {
        "schema": SCHEMA,
        "id": vector_id(feature, example),
        "name": example.name,
        "ruling": rule.name if rule else None,
        "where": f"{feature.relpath}:{example.line}",
        "notes": sorted({t.split(":", 1)[1] for t in tags if t.startswith("note:")}),
        "sources": sorted({t.split(":", 1)[1] for t in tags if t.startswith("source:")}),
        "cards": cards,
        "mechanics": _mechanics(rule, cards),
        "given": [f"{s.keyword} {s.text}" for s in given],
        "needs": needs(recording.position, recording.steps),
        "position": recording.position,
        "steps": recording.steps,
    }


def export_all(only: list[Feature] | None = None) -> Export:
    """Every Example of the features (all of them by default): a vector, or why not."""
    vectors, left_out = [], []
    for feature in only if only is not None else features():
        for rule, example in feature.examples():
            try:
                vectors.append(export_example(feature, rule, example))
            except NotExportable as e:
                where = f"{feature.relpath}:{example.line}"
                left_out.append(LeftOut(vector_id(feature, example), where, example.name, str(e)))
    return Export(vectors, left_out)
