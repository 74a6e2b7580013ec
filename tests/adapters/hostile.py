"""Engines that break the adapter protocol, to show that the conformance runner outlives them.

Run as a program with one mode, it is an adapter (``moodswings conformance run --engine
"python tests/adapters/hostile.py hang"``):

- ``exit``: exits at once, reading nothing;
- ``once``: answers the first request, having closed its input, then exits: the runner's
  next request meets a pipe that nobody reads (``SIGPIPE``, whatever the timing);
- ``hang``: reads every request and never answers;
- ``slow``: our engine, answering each request after ``--delay`` seconds (0.2 by default);
- ``flood``: writes one line without end (``--megabytes`` of it, 512 by default, then waits),
  from a small buffer: the engine itself stays small;
- ``twice``: our engine, writing every reply twice;
- ``setsid``: our engine, which first starts a child in a session of its own (``setsid``:
  out of its process group), holding its output and sleeping for an hour, and writes the
  child's pid to ``--pidfile``: the runner must stop the child with the engine.

Each mode is a few lines on purpose: the runner, not the adapter, is under test.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

MODES = ("exit", "once", "hang", "slow", "flood", "twice", "setsid")


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("mode", choices=MODES)
    p.add_argument("--delay", type=float, default=0.2)
    p.add_argument("--megabytes", type=int, default=512)
    p.add_argument("--pidfile")
    args = p.parse_args()
    if args.mode == "exit":
        return 3
    if args.mode == "once":
        sys.stdin.readline()
        os.close(0)
        print('{"ok": true}', flush=True)
        time.sleep(0.2)
        return 0
    if args.mode == "hang":
        for _ in sys.stdin:
            pass
        time.sleep(3600)  # even after its input ends
        return 0
    if args.mode == "flood":
        sys.stdin.readline()
        block = b"x" * (1 << 20)
        for _ in range(args.megabytes):
            sys.stdout.buffer.write(block)
        sys.stdout.buffer.flush()
        time.sleep(3600)
        return 0
    if args.mode == "setsid":
        sleeper = [sys.executable, "-c", "import time; time.sleep(3600)"]
        child = subprocess.Popen(sleeper, start_new_session=True)
        with open(args.pidfile, "a") as f:
            f.write(f"{child.pid}\n")
    from engine.interfaces import strict_json
    from engine.interfaces.conformance.adapter import ReferenceAdapter

    adapter = ReferenceAdapter()
    for line in strict_json.lines(sys.stdin.buffer):
        reply = strict_json.dumps(adapter.handle_line(line))
        if args.mode == "slow":
            time.sleep(args.delay)
        print(reply, flush=True)
        if args.mode == "twice":
            print(reply, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
