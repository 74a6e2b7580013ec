"""A real ``moodswings oracle`` process, driven line by line as an outside program drives it.

Every reply is read as strict RFC 8259 JSON (no NaN or Infinity); ``peak_kib`` gives the
process's peak memory.
"""

from __future__ import annotations

import json
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 60  # seconds to wait for a reply (the machine may be busy): no reply at all is a failure


def strict(line: bytes) -> Any:
    """A reply as strict JSON: UTF-8, one value, and no NaN or Infinity."""

    def refuse(constant: str) -> None:
        raise AssertionError(f"{constant} in a reply is not JSON: {line[:200]!r}")

    return json.loads(line.decode("utf-8"), parse_constant=refuse)


class OracleProcess:
    def __init__(self, *options: str) -> None:
        """``options``: the command's own, such as ``--seat Bob``."""
        self.process = subprocess.Popen(
            [sys.executable, "-m", "engine.interfaces.cli", "oracle", *options],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=ROOT,
        )
        self.lines = 0

    def send(self, line: bytes | str | dict[str, Any]) -> dict[str, Any]:
        """Send one line (a request, or any bytes without a line end) and read its one reply."""
        if isinstance(line, dict):
            line = json.dumps(line)
        data = line.encode() if isinstance(line, str) else line
        assert b"\n" not in data, "one line at a time"
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(data + b"\n")
        self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], TIMEOUT)
        assert ready, f"no reply within {TIMEOUT} s to {data[:200]!r}"
        reply = self.process.stdout.readline()
        assert reply.endswith(b"\n"), (
            f"no reply; the oracle ended with {self.process.poll()}: {self.stderr()}"
        )
        self.lines += 1
        return strict(reply)

    def alive(self) -> bool:
        return self.process.poll() is None

    def stderr(self) -> str:
        if self.alive():
            return ""
        assert self.process.stderr is not None
        return self.process.stderr.read().decode(errors="replace")[-2000:]

    def peak_kib(self) -> int:
        """The process's peak resident memory so far, in KiB (Linux's VmHWM: since it started the
        oracle, so not counting the test process it was forked from)."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        return int(next(line.split()[1] for line in status.splitlines() if line.startswith("VmHWM:")))

    def close(self) -> int:
        """End the session (end of input), check it ended cleanly, and return its peak memory in KiB."""
        assert self.process.stdin is not None
        peak = self.peak_kib()
        self.process.stdin.close()
        self.process.returncode = self.process.wait(TIMEOUT)
        errors = self.stderr()
        assert self.process.returncode == 0 and not errors, errors
        return peak

    def __enter__(self) -> OracleProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.alive():
            self.process.kill()
            self.process.wait()
        for stream in (self.process.stdin, self.process.stdout, self.process.stderr):
            if stream is not None and not stream.closed:
                stream.close()
