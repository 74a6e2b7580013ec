"""Run vectors through an adapter: in a separate process (any engine), or in this one.

For each vector the runner loads its position, then takes its steps in order:

- an action (``op``) is sent as a request; it must be accepted, or, if the step says
  ``"expect": {"refused": <rule>}``, refused with ``code`` ``illegal`` naming that rule,
  and the table observed before and after must be the same;
- a check (``check``) is read against an ``observe`` reply (one per run of checks).

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

from engine.interfaces.conformance.checks import verdict

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


@dataclass(frozen=True)
class Result:
    id: str
    passed: bool
    failure: str = ""  # "step 3 (play): ...": the first step that did not hold
    seconds: float = 0.0


class StepFailed(Exception):
    pass


def _error(reply: dict[str, Any]) -> str:
    e = reply.get("error") or {}
    rule = f" [{e['rule']}]" if e.get("rule") else ""
    return f"{e.get('code', '?')}: {e.get('message', '')}{rule}"


def faces_of(vector: dict[str, Any]) -> dict[int, str]:
    return {int(k): c["face"] for k, c in vector["position"]["state"]["cards"].items()}


def run_vector(channel: Channel, vector: dict[str, Any]) -> Result:
    start = time.perf_counter()
    faces = faces_of(vector)
    observed: dict[str, Any] | None = None
    where = "load"

    def observe() -> dict[str, Any]:
        reply = channel.request({"op": "observe"})
        if not reply["ok"]:
            raise StepFailed(f"observe was refused: {_error(reply)}")
        return reply

    try:
        reply = channel.request({"op": "load", "position": vector["position"]})
        if not reply["ok"]:
            raise StepFailed(f"the position was refused: {_error(reply)}")
        for i, step in enumerate(vector["steps"], 1):
            where = f"step {i} ({step.get('op') or step.get('check')})"
            if "check" in step:
                observed = observed or observe()
                wrong = verdict(observed, step, faces)
                if wrong:
                    raise StepFailed(wrong)
                continue
            request = {k: v for k, v in step.items() if k != "expect"}
            refusal = (step.get("expect") or {}).get("refused")
            before = (observed or observe()) if refusal else None
            observed = None
            reply = channel.request(request)
            if refusal is None:
                if not reply["ok"]:
                    raise StepFailed(f"refused: {_error(reply)}")
                continue
            if reply["ok"]:
                raise StepFailed(f"accepted; expected a refusal naming {refusal}")
            error = reply.get("error") or {}
            if error.get("code") != "illegal" or error.get("rule") != refusal:
                raise StepFailed(f"refused with {_error(reply)}; expected code illegal, rule {refusal}")
            observed = observe()
            if observed != before:
                raise StepFailed("the refused action changed the table")
    except StepFailed as e:
        return Result(vector["id"], False, f"{where}: {e}", time.perf_counter() - start)
    return Result(vector["id"], True, "", time.perf_counter() - start)


def run_all(vectors: list[dict[str, Any]], command: str | None = None, adapter: Any = None) -> list[Result]:
    """Every vector through an engine: a command (restarted if it dies) or an adapter object."""
    results = []
    channel: Channel | None = None
    try:
        for v in vectors:
            if channel is None or (isinstance(channel, Subprocess) and not channel.alive):
                if channel is not None:
                    channel.close()
                channel = Subprocess(command) if command else InProcess(adapter)
            try:
                results.append(run_vector(channel, v))
            except EngineFailed as e:
                results.append(Result(v["id"], False, f"the engine failed: {e}"))
                channel.close()
                channel = None
    finally:
        if channel is not None:
            channel.close()
    return results
