"""Options in the rules' terms ("items"): what a conformance vector chooses, whatever the prompts.

An item says what is chosen, never how an engine asked for it:

- ``{"card": <id>}``: a card or a mood (by its id in the position); a permission to play,
  by the card that grants it;
- ``{"player": <name>}``, ``{"color": <color>}``, ``{"number": <n>}``;
- ``{"option": <key>}``: an option offered by name, by its published key
  (``engine.core.decisions.OPTION_KEYS``: a card's modes, a direction, "turn" for the turn's
  own play, the source id of a rule that grants a play);
- ``{"effect": {"card", "on", "key", ...}}``: an "after scoring" effect: the card whose
  effect it is, the mood it acts on, the effect's published key and what else it says
  (``to``: to whom a mood goes back; ``opponent``: with whom scores swap).

``asks`` (``engine.interfaces.position.asks_json``) says what asks a decision: a card or
one of the rules' questions. Labels and prompts are for people: nothing here reads them.
"""

from __future__ import annotations

from typing import Any

from engine.core.catalog import COLORS
from engine.core.decisions import (
    COLOR,
    KINDS,
    NUMBER,
    OPTION,
    OPTION_KEYS,
    ORDER,
    PERMISSION,
    PLAYERS,
    Decision,
    Option,
)
from engine.core.state import GameState

Item = dict[str, Any]
NAMED = {PLAYERS: "player", COLOR: "color", OPTION: "option"}  # kinds whose options are names


def item(decision: Decision, option: Option) -> Item:
    """The item an option of this decision stands for."""
    key, kind = option.key, decision.kind
    if kind == ORDER:
        source, on, effect, data = key  # type: ignore[misc]
        return {"effect": {"card": source, "on": on, "key": effect, **dict(data)}}
    if kind in NAMED:
        return {NAMED[kind]: key}
    if kind == PERMISSION:
        return permission_item(key)
    if isinstance(key, int) and not isinstance(key, bool):
        return {"card": key}  # a card, a mood, a random card
    return {"player": key}  # a random player


def permission_item(key: object) -> Item:
    """The item of a permission to play, by its key (``Permission.key``): the card that grants
    it, or a published option (``turn``, the turn's own play; a rule's source id)."""
    return {"card": key} if isinstance(key, int) and not isinstance(key, bool) else {"option": key}


def published_keys(decision: Decision) -> dict[str, str]:
    """The option keys the card or rules question that asks this decision publishes."""
    owner = decision.about or (decision.rule or "").removesuffix(".text")  # the card whose text asks
    return OPTION_KEYS.get(PERMISSION if decision.kind == PERMISSION else owner, {})


def unnamed(state: GameState, decision: Decision) -> list[str]:
    """The options of a decision that the published vocabulary cannot name, each with why
    (none, in a sound engine): an engine that follows the kit only sees items, so an
    option is a card of the game, a player, a color, a published key, or an "after
    scoring" effect of cards of the game with a published key and players as its data."""
    if decision.kind not in KINDS:
        return [f"the decision's kind {decision.kind!r} is none of {', '.join(KINDS)}"]
    keys = published_keys(decision)
    effects = OPTION_KEYS.get("after-scoring-order", {})
    wrong: list[str] = []
    for o in decision.options:
        it = item(decision, o)
        [(what, value)] = it.items()
        if what == "effect":
            ok = value["card"] in state.cards and value["on"] in state.cards and value["key"] in effects
            ok = ok and all(value[k] in state.players for k in ("to", "opponent") if k in value)
        elif what == "card":
            ok = value in state.cards
        elif what == "player":
            ok = value in state.players
        elif what == "color":
            ok = value in COLORS
        else:
            ok = isinstance(value, str) and value in keys
        if not ok:
            wrong.append(f"{o.label!r} ({it})")
    return wrong


def items(decision: Decision) -> list[Item]:
    return [item(decision, o) for o in decision.options]


def key_of(decision: Decision, chosen: Item) -> object:
    """The option key an item names in this decision; KeyError if it names none of them."""
    if decision.kind == NUMBER:
        if set(chosen) == {"number"}:
            return chosen["number"]
        raise KeyError(chosen)
    for o in decision.options:
        if item(decision, o) == chosen:
            return o.key
    raise KeyError(chosen)


def fits(decision: Decision, chosen: Item) -> bool:
    try:
        key_of(decision, chosen)
    except KeyError:
        return False
    return True
