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

from engine.core.decisions import COLOR, NUMBER, OPTION, ORDER, PERMISSION, PLAYERS, Decision, Option

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
    if isinstance(key, int) and not isinstance(key, bool):
        return {"card": key}  # a card, a mood, a permission's card, a random card
    return {"option" if kind == PERMISSION else "player": key}  # a rule's permission; a random player


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
