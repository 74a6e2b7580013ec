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

A vector passes when every step does. The first step that does not is its failure.
"""

from __future__ import annotations

import contextlib
import json
import queue
import shlex
import subprocess
import threading
import time
from dataclasses import dataclass
from typing import Any, Protocol

from engine.interfaces.conformance.checks import decision_for, matching, verdict

TIMEOUT = 30.0  # seconds an engine may take to answer one request


class Channel(Protocol):
    def request(self, message: dict[str, Any]) -> dict[str, Any]: ...

    def close(self) -> None: ...


class EngineFailed(Exception):
    """The engine under test did not answer as the protocol says (no reply, not JSON, died)."""


class InProcess:
    """An adapter object in this process: anything with ``handle(request) -> reply``."""

    def __init__(self, adapter: Any) -> None:
        self.adapter = adapter

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        # through JSON both ways, as a separate process would see it
        return json.loads(json.dumps(self.adapter.handle(json.loads(json.dumps(message)))))

    def close(self) -> None:
        pass


class Subprocess:
    """An engine started from a command line, spoken to in JSON lines."""

    def __init__(self, command: str, timeout: float = TIMEOUT) -> None:
        self.command, self.timeout = command, timeout
        self.proc = subprocess.Popen(
            shlex.split(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.lines.put(line)
        self.lines.put(None)

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(json.dumps(message, separators=(",", ":")) + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineFailed(f"the engine stopped reading requests: {e}") from None
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            raise EngineFailed(f"no reply within {self.timeout:g} s to {message.get('op')!r}") from None
        if line is None:
            raise EngineFailed(f"the engine exited (code {self.proc.wait()}) without replying")
        try:
            reply = json.loads(line)
        except json.JSONDecodeError as e:
            raise EngineFailed(f"the reply is not JSON ({e.msg}): {line[:200]!r}") from None
        if not isinstance(reply, dict) or not isinstance(reply.get("ok"), bool):
            raise EngineFailed(f"a reply is an object with 'ok' true or false: {line[:200]!r}")
        return reply

    def close(self) -> None:
        if self.proc.stdin is not None and not self.proc.stdin.closed:
            with contextlib.suppress(OSError):
                self.proc.stdin.close()
        try:
            self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


PASSED, FAILED, UNSUPPORTED = "passed", "failed", "unsupported"


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
        )
    except (KeyError, TypeError, ValueError) as e:
        raise EngineFailed(f"the hello reply is not what the protocol says: {e}") from None


# -- one vector ------------------------------------------------------------------------------


def run_vector(channel: Channel, vector: dict[str, Any]) -> Result:
    start = time.perf_counter()
    faces = faces_of(vector)
    observed: dict[str, Any] | None = None
    where = "load"
    misnamed: list[str] = []  # refusals that named another rule (the strict level's shortfall)

    def observe() -> dict[str, Any]:
        reply = channel.request({"op": "observe"})
        if not reply["ok"]:
            raise StepFailed(f"observe was refused: {_error(reply)}")
        return reply

    def refused(request: dict[str, Any], rule: str | None) -> None:
        """The request must be refused as illegal, changing nothing (naming ``rule``, strictly)."""
        nonlocal observed
        before = observed or observe()
        reply = channel.request(request)
        if reply["ok"]:
            raise StepFailed("accepted; expected a refusal" + (f" naming {rule}" if rule else ""))
        error = reply.get("error") or {}
        if error.get("code") != "illegal":
            raise StepFailed(f"refused with {_error(reply)}; expected code illegal")
        observed = observe()
        if observed != before:
            raise StepFailed("the refused action changed the table")
        if rule is not None and error.get("rule") != rule:
            misnamed.append(f"{where}: refused naming {error.get('rule')}, expected {rule}")

    try:
        reply = channel.request({"op": "load", "position": vector["position"]})
        if not reply["ok"]:
            raise StepFailed(f"the position was refused: {_error(reply)}")
        for i, step in enumerate(vector["steps"], 1):
            where = f"step {i} ({step.get('op') or step.get('check')})"
            if "check" in step:
                observed = observed or observe()
                if step["check"] == "can_choose" and not step["expect"]:
                    for offered in _offered(observed, step, faces):
                        refused(_probe(step, offered), None)
                    continue
                wrong = verdict(observed, step, faces)
                if wrong:
                    raise StepFailed(wrong)
                continue
            request = {k: v for k, v in step.items() if k != "expect"}
            refusal = (step.get("expect") or {}).get("refused")
            if refusal is not None:
                refused(request, refusal)
                continue
            observed = None
            reply = channel.request(request)
            if not reply["ok"]:
                raise StepFailed(f"refused: {_error(reply)}")
    except StepFailed as e:
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


def run_all(vectors: list[dict[str, Any]], command: str | None = None, adapter: Any = None) -> list[Result]:
    """Every vector through an engine: a command (restarted if it dies) or an adapter object.
    A vector the engine does not support (``hello``) is not run."""
    results = []
    channel: Channel | None = None
    support: Support | None = None
    try:
        for v in vectors:
            if channel is None or (isinstance(channel, Subprocess) and not channel.alive):
                if channel is not None:
                    channel.close()
                channel = Subprocess(command) if command else InProcess(adapter)
                try:
                    support = hello(channel)
                except EngineFailed as e:
                    results.append(Result(v["id"], FAILED, f"the engine failed: {e}"))
                    channel.close()
                    channel = None
                    continue
            assert support is not None
            lacks = support.lacks(v)
            if lacks:
                results.append(Result(v["id"], UNSUPPORTED, "needs " + ", ".join(lacks)))
                continue
            try:
                results.append(run_vector(channel, v))
            except EngineFailed as e:
                results.append(Result(v["id"], FAILED, f"the engine failed: {e}"))
                channel.close()
                channel = None
    finally:
        if channel is not None:
            channel.close()
    return results
