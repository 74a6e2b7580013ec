"""The runner's line to an engine under test: requests out, replies in, within limits.

The engine under test is a stranger, and may be broken in any way: it may exit at once or
half way, never answer, answer slowly, answer twice, or write without end. Whatever it
does, the runner keeps going: every failure of the engine becomes an ``EngineFailed`` with
one of three reasons, and the runner (``runner.run_all``) fails that vector with it, starts
the engine again and goes on.

- ``exited``: the engine exited, or closed its input, before it replied (a write to an
  engine that has gone is its failure: the runner is immune to ``SIGPIPE``, which the
  command line sets to its default action, death, so that it is quiet when piped into
  ``head``);
- ``timeout``: no reply within the request's time (``Limits.request``), or the vector's
  time (``Limits.vector``), or the whole run's (``Limits.run``, the deadline) ran out; the
  engine is then stopped, with every process it started;
- ``protocol error``: a reply that is not one line of JSON, an object with ``ok`` true or
  false (and an ``error`` object when false); a reply longer than ``Limits.reply`` bytes
  (the oracle's own limit on a line it reads, ``strict_json.MAX_BYTES``: the runner holds
  no more than that of a reply, and stops an engine that writes more); and a reply to no
  request: an engine that answers a request twice.

Replies are read by a thread of its own, in chunks, into at most ``QUEUED`` lines of at
most ``Limits.reply`` bytes each: the runner's memory stays bounded whatever the engine
writes. ``InProcess`` is an adapter object in this process, through JSON both ways; it
has no deadlines (it runs in the runner's own thread).

Every process the engine starts is stopped with it (``Subprocess.stop``): its process
group, and every process that carries the engine's mark in its environment (a child that
left the group, with ``setsid``, still carries it). The runner's process is a child
subreaper (Linux's ``prctl(PR_SET_CHILD_SUBREAPER)``, ``become_subreaper``): an engine's
child whose parent has gone is adopted by the runner rather than by init, and the runner
stops and reaps what it adopts. Times are clamped to what the system can wait for
(``threading.TIMEOUT_MAX``): a limit of 1e10 s waits as long as one of a few centuries.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import math
import multiprocessing
import os
import select
import shlex
import signal
import subprocess
import threading
import time
import uuid
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO, Protocol

from engine.interfaces import strict_json

REQUEST_TIMEOUT = 10.0  # seconds an engine may take to answer one request
VECTOR_TIMEOUT = 60.0  # seconds an engine may take over one vector (its requests together)
# Seconds a whole run may take: an engine answering each request just under the request
# timeout is stopped in half an hour, not in the fifteen hours the vectors would take it.
DEADLINE = 1800.0
LONGEST = 86_400.0  # a limit longer than a day is none a person means: refused by the command line
WAIT_MAX = threading.TIMEOUT_MAX  # the longest a wait may be (longer ones overflow)
MARK = "MOODSWINGS_CONFORMANCE_ENGINE"  # in an engine's environment: what it and its children carry
MAX_REPLY = strict_json.MAX_BYTES  # bytes in one reply line (the largest reference reply is ~7 KB)
QUEUED = 4  # reply lines held, read but not yet asked for (one more than a request's is an error)
CHUNK = strict_json.CHUNK  # bytes read at a time
GRACE = 1.0  # seconds an engine has to exit once its input is closed, before it is stopped

EXITED, TIMEOUT, PROTOCOL = "exited", "timeout", "protocol error"


class EngineFailed(Exception):
    """The engine under test did not answer as the protocol says: ``reason`` is ``exited``,
    ``timeout`` or ``protocol error``, and ``message`` says what happened."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(f"the engine failed ({reason}): {message}")
        self.reason, self.message = reason, message


@dataclass(frozen=True)
class Limits:
    """How long an engine may take, and how long a reply may be."""

    request: float = REQUEST_TIMEOUT
    vector: float = VECTOR_TIMEOUT
    reply: int = MAX_REPLY
    run: float = math.inf  # the whole run (the command line's --deadline)


class Channel(Protocol):
    def request(self, message: dict[str, Any]) -> dict[str, Any]: ...

    def start_vector(self) -> None: ...

    def close(self) -> None: ...


class InProcess:
    """An adapter object in this process: anything with ``handle(request) -> reply``."""

    def __init__(self, adapter: Any) -> None:
        self.adapter = adapter

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        # through JSON both ways, as a separate process would see it
        return json.loads(json.dumps(self.adapter.handle(json.loads(json.dumps(message)))))

    def start_vector(self) -> None:
        pass

    def close(self) -> None:
        pass


@contextlib.contextmanager
def sigpipe_ignored() -> Iterator[None]:
    """A write to a pipe whose reader has gone raises ``BrokenPipeError`` here, instead of
    killing the process (the command line sets ``SIGPIPE`` to its default action). Only the
    main thread may change a signal's handling; elsewhere Python's own (ignored) stands."""
    if not hasattr(signal, "SIGPIPE") or threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGPIPE, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGPIPE, before)


class _Lines:
    """The engine's output as lines, read by a thread of their own: at most ``QUEUED`` lines
    of at most ``limit`` bytes are held; past ``limit`` without a line end, reading stops."""

    def __init__(self, stream: BinaryIO, limit: int) -> None:
        # the thread holds the stream: its descriptor is closed (and may be reused by the
        # next engine's pipe) only once the thread is done with it (``close``)
        self.stream, self.fd, self.limit = stream, stream.fileno(), limit
        self.ready = threading.Condition()
        self.lines: deque[bytes] = deque()
        self.end: str | None = None  # why no more lines come: the output closed, or a line too long
        self.stopped = False
        self.thread = threading.Thread(target=self._read, daemon=True, name="conformance-replies")
        self.thread.start()

    def _read(self) -> None:
        end = "closed"
        held = bytearray()
        try:
            while chunk := os.read(self.fd, CHUNK):
                *whole, rest = chunk.split(b"\n")
                for piece in whole:
                    held += piece
                    if len(held) > self.limit:
                        break
                    if not self._put(bytes(held)):
                        return
                    held.clear()
                else:
                    held += rest
                if len(held) > self.limit:
                    end = f"a reply longer than {self.limit} bytes (the limit)"
                    break
        except OSError:
            pass
        finally:
            with self.ready:
                self.end = end
                self.ready.notify_all()

    def _put(self, line: bytes) -> bool:
        with self.ready:
            while len(self.lines) >= QUEUED and not self.stopped:
                self.ready.wait()
            if self.stopped:
                return False
            self.lines.append(line)
            self.ready.notify_all()
            return True

    def waiting(self, until: float = 0.0) -> bool:
        """A whole line has arrived and not been taken (waiting for one until ``until``)."""
        with self.ready:
            while not self.lines and self.end is None and (left := until - time.monotonic()) > 0:
                self.ready.wait(min(left, WAIT_MAX))
            return bool(self.lines)

    def take(self, until: float) -> bytes | str | None:
        """The next line; or why none will come (a string); or None at ``until`` (monotonic)."""
        with self.ready:
            while not self.lines and self.end is None:
                left = until - time.monotonic()
                if left <= 0:
                    return None
                self.ready.wait(min(left, WAIT_MAX))
            if self.lines:
                line = self.lines.popleft()
                self.ready.notify_all()
                return line
            return self.end

    def stop(self) -> None:
        with self.ready:
            self.stopped = True
            self.ready.notify_all()

    def close(self, wait: float) -> None:
        """Close the stream once the thread has stopped reading it (within ``wait`` seconds);
        a stream still read (by an engine's process outside its group) is left open."""
        self.stop()
        self.thread.join(wait)
        if not self.thread.is_alive():
            self.stream.close()


class Subprocess:
    """An engine started from a command line, spoken to in JSON lines, within ``limits``;
    ``ends``: when the whole run's time is up (``time.monotonic``; by default, ``limits.run``
    from now)."""

    def __init__(self, command: str, limits: Limits | None = None, ends: float | None = None) -> None:
        self.command, self.limits = command, limits or Limits()
        self.run_ends = ends if ends is not None else time.monotonic() + self.limits.run
        posix = os.name == "posix"
        self.mark = uuid.uuid4().hex
        self.proc = subprocess.Popen(
            shlex.split(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            bufsize=0,
            start_new_session=posix,  # its own process group: stopped whole, with its children
            env={**os.environ, MARK: self.mark},  # what its children carry, wherever they go
        )
        _ENGINES.add(self.proc.pid)
        assert self.proc.stdin is not None and self.proc.stdout is not None
        if posix:
            os.set_blocking(self.proc.stdin.fileno(), False)  # a write waits at most until its deadline
        self.replies = _Lines(self.proc.stdout, self.limits.reply)
        self.vector_ends = math.inf  # no vector yet (``hello``): the request's time only
        self.last = ""  # the last request answered, for the words of an extra reply

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def start_vector(self) -> None:
        """The vector's time starts now."""
        self.vector_ends = time.monotonic() + self.limits.vector

    def in_step(self, wait: float = 0.0) -> None:
        """Raise ``EngineFailed`` (a protocol error) if a reply has come that no request asked
        for, waiting up to ``wait`` seconds for one."""
        if self.replies.waiting(time.monotonic() + wait):
            how = f"{self.last!r} was answered more than once" if self.last else "before the first request"
            raise EngineFailed(PROTOCOL, f"a reply came that no request asked for: {how}")

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        op = str(message.get("op") or message.get("check") or "?")
        self.in_step()
        now = time.monotonic()
        ends = {"request": now + self.limits.request, "vector": self.vector_ends, "run": self.run_ends}
        by = min(ends, key=lambda k: ends[k])
        until = ends[by]
        if until <= now:
            raise EngineFailed(TIMEOUT, self._late(op, by))
        self._send((strict_json.dumps(message) + "\n").encode(), op, until, by)
        line = self.replies.take(until)
        if line is None:
            self.stop()
            raise EngineFailed(TIMEOUT, self._late(op, by))
        if isinstance(line, str):
            if line != "closed":
                self.stop()
                raise EngineFailed(PROTOCOL, f"{line}, in reply to {op!r}: the engine was stopped")
            how = self._ended("closed its output")
            raise EngineFailed(EXITED, f"the engine {how} without replying to {op!r}")
        self.last = op
        return _reply(line, op)

    def _late(self, op: str, by: str) -> str:
        if by == "request":
            return f"no reply to {op!r} within {self.limits.request:g} s (the request timeout)"
        if by == "vector":
            return f"the vector took more than {self.limits.vector:g} s (the vector timeout), at {op!r}"
        return f"the run took more than {self.limits.run:g} s (the deadline), at {op!r}"

    def _send(self, data: bytes, op: str, until: float, by: str) -> None:
        """Write a request; a write that would block (an engine not reading its input) waits
        for room until ``until`` (where ``select`` takes pipes: not on Windows)."""
        assert self.proc.stdin is not None
        fd = self.proc.stdin.fileno()
        left = memoryview(data)
        try:
            with sigpipe_ignored():
                while left:
                    try:
                        left = left[os.write(fd, left) :]
                    except BlockingIOError:
                        wait = until - time.monotonic()
                        if wait <= 0 or not select.select([], [fd], [], min(wait, WAIT_MAX))[1]:
                            self.stop()
                            raise EngineFailed(TIMEOUT, self._late(op, by)) from None
        except OSError:  # BrokenPipeError among them: the engine is the one that failed
            how = self._ended("closed its input")
            raise EngineFailed(EXITED, f"the engine {how} before reading {op!r}") from None

    def _ended(self, closed: str) -> str:
        """How the engine went: its exit code, or (still running after ``GRACE``, then stopped)
        ``closed``."""
        try:
            code = self.proc.wait(timeout=GRACE)
        except subprocess.TimeoutExpired:
            self.stop()
            return closed
        return f"exited (code {code})"

    def stop(self) -> None:
        """Stop the engine now, and every process it started: its process group, those that
        carry its mark, and what the runner adopted of them."""
        if os.name == "posix":
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.proc.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            self.proc.kill()
        reap(self.mark, self.proc.pid)
        self.replies.stop()

    def close(self, grace: float = GRACE) -> None:
        """Close the engine's input and give it ``grace`` seconds to exit; then stop it."""
        assert self.proc.stdin is not None
        with contextlib.suppress(OSError), sigpipe_ignored():
            self.proc.stdin.close()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.proc.wait(timeout=grace)
        self.stop()
        self.proc.wait()
        _ENGINES.discard(self.proc.pid)
        self.replies.close(wait=GRACE)


# -- every process an engine started ----------------------------------------------------------

_ENGINES: set[int] = set()  # the engines this process runs (their pids), not to be reaped
PR_SET_CHILD_SUBREAPER = 36  # linux/prctl.h
_ADOPTING = False  # this process has made itself a subreaper (become_subreaper)


def become_subreaper() -> bool:
    """Make this process adopt the orphaned descendants of its children (Linux), so that a
    child an engine started and left behind comes to the runner, which stops it; whether it
    could."""
    global _ADOPTING
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        _ADOPTING = bool(libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0)
    except (OSError, AttributeError):
        _ADOPTING = False
    return _ADOPTING


def _processes() -> dict[int, tuple[int, int]]:
    """Every process this user can see: its parent's pid and when it started (clock ticks
    since the machine's start); none where there is no /proc."""
    out = {}
    for entry in os.scandir("/proc") if os.path.isdir("/proc") else ():
        if entry.name.isdigit():
            try:
                with open(f"/proc/{entry.name}/stat", "rb") as f:
                    fields = f.read().rsplit(b")", 1)[1].split()
                out[int(entry.name)] = (int(fields[1]), int(fields[19]))
            except (OSError, IndexError, ValueError):
                continue
    return out


def _carries(pid: int, mark: str) -> bool:
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            return f"{MARK}={mark}".encode() in f.read().split(b"\0")
    except OSError:
        return False


def reap(mark: str, engine: int) -> None:
    """Stop every process that carries an engine's mark; and, in a subreaper, every child it
    adopted while the engine ran (one that started after it, and is neither an engine it runs
    nor a worker of its own); then collect the exit of those that are its children."""
    me = os.getpid()
    workers = {p.pid for p in multiprocessing.active_children()}
    processes = _processes()
    started = processes.get(engine, (0, 0))[1]
    doomed = []
    for pid, (parent, start) in processes.items():
        if pid in (me, engine):
            continue
        adopted = _ADOPTING and parent == me and start >= started and pid not in _ENGINES | workers
        if adopted or _carries(pid, mark):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
            if parent == me:
                doomed.append(pid)
    for pid in doomed:  # (killed: their exit comes at once)
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)


def _reply(line: bytes, op: str) -> dict[str, Any]:
    """A reply line as the protocol has it, or a protocol error saying what is wrong."""
    try:
        reply = strict_json.library_loads(line)
    except UnicodeDecodeError as e:
        raise EngineFailed(PROTOCOL, f"the reply to {op!r} is not UTF-8 (byte {e.start})") from None
    except (ValueError, RecursionError) as e:  # JSONDecodeError, a number too long, nesting too deep
        why = e.msg if isinstance(e, json.JSONDecodeError) else type(e).__name__
        raise EngineFailed(PROTOCOL, f"the reply to {op!r} is not JSON ({why}): {_shown(line)!r}") from None
    if not isinstance(reply, dict) or not isinstance(reply.get("ok"), bool):
        why = f"a reply is an object with 'ok' true or false; to {op!r}: {_shown(line)!r}"
        raise EngineFailed(PROTOCOL, why)
    if not reply["ok"] and not isinstance(reply.get("error"), dict):
        raise EngineFailed(PROTOCOL, f"a refusal has an 'error' object; to {op!r}: {_shown(line)!r}")
    return reply


def _shown(line: bytes) -> str:
    """The start of a reply, to show in an error (made only then: a reply may be long)."""
    return strict_json.clip(line.decode("utf-8", "replace"), 200)
