"""Run vectors through an adapter: in a separate process (any engine), or in this one.

The runner first asks the engine what it supports (``hello``); a vector that needs a format,
a number of players or a capability the engine does not support is ``unsupported``, not
failed. For each other vector the runner loads its position, then takes its steps in order:

- an action (``op``) is sent as a request, with the random outcomes it meets (``chance``);
  it must be accepted, or, if the step says ``"expect": {"refused": <rule>}``, refused with
  ``code`` ``illegal``, and the table observed before and after must be the same. Naming
  that rule is the strict level; a vector whose only shortfall is naming another rule (or
  none) passes at the loose level;
- a check (``check``) is read against an ``observe`` reply (one per run of checks). A
  check that something cannot be chosen holds when it is not offered, or when it is offered
  and refused when given: the runner then sends it as a choice, which must be refused as
  illegal and change nothing.

A vector passes when every step does. The first step that does not is its failure. An
engine that times out on ``GIVE_UP`` vectors in a row is not sent the others: they fail,
saying why; so do the vectors left when the run's deadline (``Limits.run``) has passed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engine.interfaces.conformance.asking import gone
from engine.interfaces.conformance.channel import (
    PROTOCOL,
    TIMEOUT,
    Channel,
    EngineFailed,
    InProcess,
    Limits,
    Subprocess,
)
from engine.interfaces.conformance.checks import decision_for, matching, verdict
from engine.interfaces.conformance.driver import (
    PERMISSION,
    Driver,
    NotObserved,
    about,
    key_of,
    offers,
    waits_for,
)

__all__ = ["Channel", "EngineFailed", "InProcess", "Limits", "Result", "Subprocess", "run_all", "run_vector"]


PASSED, FAILED, UNSUPPORTED = "passed", "failed", "unsupported"
# An engine that times out on this many vectors in a row has stopped answering: the others
# fail at once, naming why, rather than each after the request timeout (hours, at the defaults).
GIVE_UP = 3


@dataclass(frozen=True)
class Result:
    id: str
    status: str  # passed, failed or unsupported
    failure: str = ""  # "step 3 (play): ...": the first step that did not hold; or what is unsupported
    seconds: float = 0.0
    loose: bool = False  # it passes when a refusal need not name the rule: only the rule differed

    @property
    def passed(self) -> bool:
        return self.status == PASSED


class StepFailed(Exception):
    pass


def _error(reply: dict[str, Any]) -> str:
    e = reply.get("error") or {}
    rule = f" [{e['rule']}]" if e.get("rule") else ""
    return f"{e.get('code', '?')}: {e.get('message', '')}{rule}"


def faces_of(vector: dict[str, Any]) -> dict[int, str]:
    return {int(k): c["face"] for k, c in vector["position"]["state"]["cards"].items()}


# -- what an engine supports ----------------------------------------------------------------


@dataclass(frozen=True)
class Support:
    """What the engine said it supports in ``hello`` (everything, if it said nothing)."""

    formats: tuple[str, ...] | None = None
    players: tuple[int, int] | None = None
    capabilities: tuple[str, ...] | None = None
    said: bool = False
    batch: bool = False  # it takes ``batch`` requests

    def can(self, capability: str) -> bool:
        return self.capabilities is None or capability in self.capabilities

    def plays(self, format: str, players: int) -> bool:
        """Whether it plays this way to play, with this many players."""
        ok = self.formats is None or format in self.formats
        return ok and (self.players is None or self.players[0] <= players <= self.players[1])

    def text(self) -> str:
        """What it declared, in words."""
        formats = "every way to play" if self.formats is None else ", ".join(self.formats)
        players = "any number of players"
        if self.players is not None:
            players = f"{self.players[0]} to {self.players[1]} players"
        caps = "every capability"
        if self.capabilities is not None:
            caps = ", ".join(self.capabilities) or "no capability"
        return f"{formats}; {players}; {caps}" + ("" if self.said else " (it did not answer hello)")

    def lacks(self, vector: dict[str, Any]) -> list[str]:
        """What the vector needs that the engine does not support."""
        need = vector["needs"]
        missing = []
        if self.formats is not None and need["format"] not in self.formats:
            missing.append(f"format:{need['format']}")
        if self.players is not None and not self.players[0] <= need["players"] <= self.players[1]:
            missing.append(f"players:{need['players']}")
        if self.capabilities is not None:
            missing += [f"capability:{c}" for c in need["capabilities"] if c not in self.capabilities]
        return missing


def hello(channel: Channel) -> Support:
    reply = channel.request({"op": "hello"})
    if not reply.get("ok"):
        return Support()
    players = reply.get("players") or {}
    try:
        return Support(
            tuple(reply["formats"]) if "formats" in reply else None,
            (int(players["min"]), int(players["max"])) if players else None,
            tuple(reply["capabilities"]) if "capabilities" in reply else None,
            True,
            reply.get("batch") is True,
        )
    except (KeyError, TypeError, ValueError) as e:
        raise EngineFailed(PROTOCOL, f"the hello reply is not what the protocol says: {e}") from None


# -- one vector ------------------------------------------------------------------------------


def run_vector(channel: Channel, vector: dict[str, Any]) -> Result:
    start = time.perf_counter()
    faces = faces_of(vector)
    steps = vector["steps"]
    drive = Driver(channel)
    taken = about(steps)  # the steps about a decision an engine may take itself
    observed: dict[str, Any] | None = None
    where = "load"
    misnamed: list[str] = []  # refusals that named another rule (the strict level's shortfall)

    def answers_next(i: int) -> Callable[[dict[str, Any]], bool]:
        """Whether the vector's next action answers this decision itself (a choice of it,
        whose items it offers): then the driver leaves it to that step."""
        later = next((s for s in steps[i:] if "op" in s and "expect" not in s), None)

        def answers(d: dict[str, Any]) -> bool:
            return (
                later is not None
                and later["op"] == "choose"
                and key_of(later["player"], later["asks"]) == key_of(d["player"], d.get("asks"))
                and offers(d, later["choice"])
            )

        return answers

    def observe(i: int) -> dict[str, Any]:
        nonlocal observed
        if observed is None:
            observed = drive.observe(answers_next(i))
        return observed

    def refused(i: int, request: dict[str, Any], rule: str | None) -> None:
        """The request must be refused as illegal, changing nothing (naming ``rule``, strictly)."""
        nonlocal observed
        before = observe(i)
        reply = drive.send(request)
        observed = None
        if reply["ok"]:
            raise StepFailed("accepted; expected a refusal" + (f" naming {rule}" if rule else ""))
        error = reply.get("error") or {}
        if error.get("code") != "illegal":
            raise StepFailed(f"refused with {_error(reply)}; expected code illegal")
        if drive.look() != before:
            raise StepFailed("the refused action changed the table")
        if rule is not None and error.get("rule") != rule:
            misnamed.append(f"{where}: refused naming {error.get('rule')}, expected {rule}")

    def act(i: int, step: dict[str, Any]) -> None:
        """An action that must be taken: sent, and, if the engine refuses it while it waits
        for a decision with one legal answer, sent again once that is answered."""
        nonlocal observed
        choice = step.get("choice") or []
        effects = step["op"] == "choose" and bool(choice) and all("effect" in c for c in choice)
        left_out = effects and all(gone(c, observe(i)) for c in choice)
        if i in taken or left_out:
            waiting = waits_for(observe(i), key_of(step["player"], step["asks"]))
            if waiting is None or not offers(waiting, step["choice"]):
                return  # the engine took it itself, or leaves out an effect that can do nothing
        observed = None
        reply = drive.send(step)
        if not reply["ok"]:
            settled = drive.settled
            observe(i)  # it may wait for a decision with one legal answer: answered there
            if drive.settled > settled:
                observed = None
                reply = drive.send(step)
        if not reply["ok"]:
            raise StepFailed(f"refused: {_error(reply)}")
        if step["op"] == "play" and "permission" in step:  # for an engine that asks it after the play
            drive.known[key_of(step["player"], PERMISSION)] = [step["permission"]]
        observed = None

    try:
        reply = channel.request({"op": "load", "position": vector["position"]})
        if not reply["ok"]:
            raise StepFailed(f"the position was refused: {_error(reply)}")
        for i, step in enumerate(steps):
            where = f"step {i + 1} ({step.get('op') or step.get('check')})"
            decision_step = "check" in step or "expect" in step
            if i in taken and decision_step and waits_for(observe(i), taken[i]) is None:
                continue  # about a decision the engine took itself
            if "check" in step:
                obs = observe(i)
                if step["check"] == "can_choose" and not step["expect"]:
                    for offered in _offered(obs, step, faces):
                        refused(i, _probe(step, offered), None)
                    continue
                wrong = verdict(obs, step, faces)
                if wrong and step["check"] == "can_choose" and gone(step.get("item") or {}, obs):
                    wrong = None  # an effect whose card has left play need not be offered
                if wrong:
                    raise StepFailed(wrong)
                continue
            refusal = (step.get("expect") or {}).get("refused")
            if refusal is not None:
                refused(i, step, refusal)
                continue
            act(i, step)
    except (StepFailed, NotObserved) as e:
        return Result(vector["id"], FAILED, f"{where}: {e}", time.perf_counter() - start)
    seconds = time.perf_counter() - start
    if misnamed:
        return Result(vector["id"], FAILED, misnamed[0], seconds, loose=True)
    return Result(vector["id"], PASSED, "", seconds, loose=True)


def _offered(obs: dict[str, Any], check: dict[str, Any], faces: dict[int, str]) -> list[dict[str, Any]]:
    """What a check says cannot be chosen, among the options the engine offers now."""
    d, wrong = decision_for(obs, check)
    if d is None:
        raise StepFailed(wrong)
    return matching(d, check, faces)


def _probe(check: dict[str, Any], offered: dict[str, Any]) -> dict[str, Any]:
    """The choice of just this option, to the decision the check is about."""
    return {
        "op": "choose",
        "player": check["player"],
        "asks": check.get("asks"),
        "choice": [offered],
    }


def run_all(
    vectors: list[dict[str, Any]],
    command: str | None = None,
    adapter: Any = None,
    limits: Limits | None = None,
) -> list[Result]:
    """Every vector through an engine: a command, or an adapter object. A vector the engine
    does not support (``hello``) is not run. A command's engine that fails (exits, times out,
    breaks the protocol: ``channel``) fails that vector with the reason, and is started again
    for the next one. A vector that fails while the engine has answered more than it was
    asked is the engine's protocol error, not the rules'."""
    limits = limits or Limits()
    ends = time.monotonic() + limits.run  # the whole run's deadline
    results: list[Result] = []
    channel: Channel | None = None
    support: Support | None = None
    silent = 0  # vectors in a row that ended in a timeout

    def stop() -> None:
        nonlocal channel
        if isinstance(channel, Subprocess):
            channel.close(grace=0)
        elif channel is not None:
            channel.close()
        channel = None

    try:
        for v in vectors:
            if silent == GIVE_UP:
                why = (
                    f"not run: the engine timed out on {GIVE_UP} vectors in a row (--request-timeout: longer)"
                )
                results.append(Result(v["id"], FAILED, why))
                continue
            if time.monotonic() >= ends:
                why = f"not run: the run's deadline passed ({limits.run:g} s; --deadline: longer)"
                results.append(Result(v["id"], FAILED, why))
                continue
            if isinstance(channel, Subprocess) and not channel.alive:
                channel.close()
                channel = None
            start = time.perf_counter()
            if channel is None:
                channel = Subprocess(command, limits, ends) if command else InProcess(adapter)
                try:
                    support = hello(channel)
                except EngineFailed as e:
                    results.append(Result(v["id"], FAILED, str(e), time.perf_counter() - start))
                    silent = silent + 1 if e.reason == TIMEOUT else 0
                    stop()
                    continue
            assert support is not None
            lacks = support.lacks(v)
            if lacks:
                results.append(Result(v["id"], UNSUPPORTED, "needs " + ", ".join(lacks)))
                continue
            start = time.perf_counter()
            channel.start_vector()
            broken, result = True, None  # broken: the engine is stopped, and started again
            try:
                result = run_vector(channel, v)
                if isinstance(channel, Subprocess):  # out of step: a reply nobody asked for
                    channel.in_step(wait=0.0 if result.passed else 0.05)
                broken = False
            except EngineFailed as e:
                then = f" (the vector's failure may follow from it: {result.failure})" if result else ""
                result = Result(v["id"], FAILED, f"{e}{then}", time.perf_counter() - start)
                silent = silent + 1 if e.reason == TIMEOUT else 0
            except Exception as e:  # a reply the checks could not read: the runner goes on
                why = EngineFailed(PROTOCOL, f"a reply the runner could not read ({type(e).__name__}: {e})")
                result = Result(v["id"], FAILED, str(why), time.perf_counter() - start)
            if not broken:
                silent = 0
            results.append(result)
            if broken and isinstance(channel, Subprocess):
                stop()
    finally:
        if channel is not None:
            channel.close()
    return results
