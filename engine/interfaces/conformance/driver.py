"""Driving an engine under test through a vector's steps, whatever decisions it asks.

The rules say what is chosen; whether a program asks is its own business
(``engine.interfaces.conformance.asking``, and the site's conformance page, "When is a
decision asked"). So the runner and the differential tester meet an engine where it is:

- **It asks a decision that has one legal answer on its face** (nothing to choose from,
  every option required, options all the same item; the permission a play uses, when only
  one is left to it), where the vector has no step for it: the driver answers it
  (``asking.settled``) and goes on. It does so when the engine shows it waiting for one,
  unless the vector's next step answers that decision itself.
- **It takes itself a decision whose answers all lead to one outcome** (a choose step marked
  ``one_outcome``), or the permission a play uses, with the play (the play names it): the
  driver does not send that step, nor the checks and refused choices about that decision,
  when the engine is not waiting for it.
- **It leaves out an "after scoring" effect whose card has left play** (``asking.gone``):
  the driver does not send a choice of it the engine does not offer; and where the engine
  offers one the steps do not choose (the reference left it out), the driver chooses it.

``about`` reads, from a vector's steps alone, which steps are about a decision an engine may
take itself. Fields only the runner reads (``RUNNER_ONLY``) are never sent.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engine.interfaces.conformance import asking
from engine.interfaces.conformance.asking import identity, settled
from engine.interfaces.conformance.channel import Channel

RUNNER_ONLY = ("expect", "one_outcome")
PERMISSION = {"question": "permission"}
DECISION_CHECKS = ("asks", "can_choose", "decline", "number")  # checks that read the decision waited for
SETTLES = 40  # decisions settled in a row at most (an engine asking without end is stopped there)
Key = tuple[str, str]  # (player, what asks, as JSON): a decision


def key_of(player: str, asks: Any) -> Key:
    return player, json.dumps(asks, sort_keys=True)


def sent(step: dict[str, Any]) -> dict[str, Any]:
    """The request a step makes: the step without what only the runner reads."""
    return {k: v for k, v in step.items() if k not in RUNNER_ONLY}


def waits_for(observation: dict[str, Any] | None, key: Key) -> dict[str, Any] | None:
    """The decision the engine waits for, if it is this one (a player's choice, not a turn)."""
    d = (observation or {}).get("pending")
    if not isinstance(d, dict) or d.get("kind") == "turn":
        return None
    return d if key_of(d.get("player", ""), d.get("asks")) == key else None


def offers(d: dict[str, Any] | None, items: list[dict[str, Any]]) -> bool:
    """Whether a decision offers every one of these items (nothing: it may be declined)."""
    if d is None:
        return False
    options = [identity(o) for o in d.get("options") or []]
    if not items:
        return d.get("min", 1) == 0
    return d.get("kind") == "number" or all(i in options for i in items)


def may_be_taken(steps: list[dict[str, Any]], i: int) -> bool:
    """Whether an engine may have taken this choose step's decision itself: it has one
    outcome, or it is the permission a play just named."""
    step = steps[i]
    if step.get("op") != "choose" or "expect" in step:
        return False
    if step.get("one_outcome"):
        return True
    if step.get("asks") != PERMISSION:
        return False
    before = [s for s in steps[:i] if "op" in s and "expect" not in s]
    return bool(before) and before[-1].get("op") == "play" and "permission" in before[-1]


def about(steps: list[dict[str, Any]]) -> dict[int, Key]:
    """For each step about a decision an engine may have taken itself (``may_be_taken``):
    that decision. The choose step itself, and the checks of the decision and the choices
    refused at it that come before it, since the last action."""
    out: dict[int, Key] = {}
    key: Key | None = None
    for i in reversed(range(len(steps))):
        s = steps[i]
        if "op" in s and "expect" not in s:
            key = key_of(s["player"], s["asks"]) if may_be_taken(steps, i) else None
            if key is not None:
                out[i] = key
        elif key is not None and s.get("player") == key[0]:
            asks = s.get("expect") if s.get("check") == "asks" else s.get("asks")
            if (s.get("check") in DECISION_CHECKS or s.get("op") == "choose") and (
                asks is None or key_of(s["player"], asks) == key
            ):
                out[i] = key
    return out


class NotObserved(Exception):
    """The engine refused to show the table (``observe``): the message says how."""


class Driver:
    """An engine, behind a channel, driven step by step: it observes (``fields``: the fields
    to read; None: all), and answers what the engine asks that the steps do not."""

    def __init__(self, channel: Channel, fields: list[str] | None = None) -> None:
        self.channel, self.fields = channel, fields
        self.settled = 0  # decisions answered for the engine so far
        # answers the steps gave for a decision the engine may ask later: the permission a
        # play named, for an engine that asks it after the play
        self.known: dict[Key, list[dict[str, Any]]] = {}

    def send(self, request: dict[str, Any]) -> dict[str, Any]:
        return self.channel.request(sent(request))

    def observe(self, answers: Callable[[dict[str, Any]], bool] | None = None) -> dict[str, Any]:
        """The table now, once every decision with one legal answer the engine waits for is
        answered; ``answers(pending)``: the caller answers this decision itself (leave it)."""
        return self.settle(self.look(), answers)

    def look(self) -> dict[str, Any]:
        message: dict[str, Any] = {"op": "observe"}
        if self.fields is not None:
            message["fields"] = self.fields
        reply = self.channel.request(message)
        if not reply.get("ok"):
            raise NotObserved(f"observe was refused: {reply.get('error')}")
        return reply

    def settle(
        self, observation: dict[str, Any], answers: Callable[[dict[str, Any]], bool] | None = None
    ) -> dict[str, Any]:
        """Answer, one after another, the decisions with one legal answer on their face that
        the engine waits for (``asking.settled``); the table after them."""
        for _ in range(SETTLES):
            d = observation.get("pending")
            if not isinstance(d, dict) or d.get("player") in (None, "chance") or d.get("kind") == "turn":
                return observation
            known = self.known.pop(key_of(d["player"], d.get("asks")), None)
            choice = known if known is not None and offers(d, known) else settled(d)
            if choice is None and d.get("kind") == "order" and "moods" in observation:
                gone = [identity(o) for o in d.get("options") or [] if asking.gone(identity(o), observation)]
                choice = gone[:1] or None  # an effect that can do nothing: first, whatever the order
            if choice is None or (answers is not None and answers(d)):
                return observation
            # partial: this decision only; what the engine asks next, it shows next
            request = {"op": "choose", "player": d["player"], "asks": d.get("asks"), "choice": choice}
            request["partial"] = True
            if self.fields is not None:
                request["observe"] = self.fields
            reply = self.channel.request(request)
            if not reply.get("ok"):
                return observation  # it refuses its only answer: the step that follows says so
            self.settled += 1
            shown = reply.get("observation")
            observation = shown if isinstance(shown, dict) and self.fields is not None else self.look()
        return observation
