#!/usr/bin/env python3
"""Everything the README asks for, on a machine that only has Python 3.11 or later.

    python3 tasks.py site    build the rules site from a fresh run of the rulings, and serve it
    python3 tasks.py test    run the whole suite (rulings, engine, style)
    python3 tasks.py build   build the site only, warnings as errors (what CI checks)
    python3 tasks.py bench   how fast: self-play games per second, the rulings suite, the site
                             build from clean, ruling mutate, the wheel (scripts/bench.py; a
                             full run writes README.md's figures; --quick for a short run)
    python3 tasks.py check-site
                             open the built site in headless Chromium and check it (search,
                             card pages, gallery filters, links, the Try it page, offline
                             against a local Pyodide); saves screenshots
    python3 tasks.py pyodide install the pinned Pyodide (npm) into build/pyodide, for the Try
                             it page offline and its browser tests; never part of the site
    python3 tasks.py mutants mutation testing of the rules against the rulings (mutmut;
                             scripts/mutants.py: --sample N --seed S, --module M, --ci N)

The first run creates ``.venv`` and installs the project with its pinned dependencies
(``constraints.txt``); later runs reuse it until pyproject.toml or the constraints change.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import os
import shutil
import subprocess
import sys
import threading
import time
import venv
import webbrowser
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".installed"
SITE = ROOT / "docs" / "_build" / "html"
HEARTBEAT = 15  # s between two "still at it" lines of a step that prints nothing
# How the site is built (CI's way: warnings are errors), before the folders
SPHINX_BUILD = ("-m", "sphinx", "-W", "--keep-going", "-q", "-j", "auto", "-b", "html")


def say(message: str) -> None:
    print(f"==> {message}", flush=True)


def run(*args: str | Path, doing: str = "") -> None:
    """Run a command; with ``doing``, say every 15 s that it is still at it (for the steps
    that print nothing while they work: installing, building the site)."""
    if not doing:
        subprocess.run([str(a) for a in args], cwd=ROOT, check=True)
        return
    start, done = time.perf_counter(), threading.Event()

    def tell() -> None:
        while not done.wait(HEARTBEAT):
            print(f"    ... still {doing}: {time.perf_counter() - start:.0f} s so far", flush=True)

    threading.Thread(target=tell, daemon=True).start()
    try:
        subprocess.run([str(a) for a in args], cwd=ROOT, check=True)
    finally:
        done.set()


def ensure_environment() -> None:
    """Create the virtual environment and install the project, if not done already."""
    if sys.version_info < (3, 11):  # noqa: UP036  (this script may be started by an older Python)
        sys.exit(f"Python 3.11 or later is needed; this is {sys.version.split()[0]}")
    wanted = hashlib.sha256(
        (ROOT / "pyproject.toml").read_bytes() + (ROOT / "constraints.txt").read_bytes()
    ).hexdigest()
    if STAMP.exists() and STAMP.read_text() == wanted and PYTHON.exists():
        return
    if not PYTHON.exists():
        say("creating .venv (once: later runs reuse it)")
        venv.EnvBuilder(with_pip=True).create(VENV)
    say("installing the project and its pinned dependencies into .venv (once, a minute or two)")
    start = time.perf_counter()
    run(PYTHON, "-m", "pip", "install", "--quiet", "--upgrade", "pip", doing="installing")
    command = ("-m", "pip", "install", "--quiet", "-c", "constraints.txt", "-e", ".[test,docs,browser]")
    run(PYTHON, *command, doing="installing")
    say(f"installed in {time.perf_counter() - start:.0f} s")
    STAMP.write_text(wanted)


def test(extra: list[str]) -> None:
    ensure_environment()
    say("running the suite")
    run(PYTHON, "-m", "pytest", *extra)


def build() -> None:
    ensure_environment()
    say("building the rules site (warnings are errors)")
    start = time.perf_counter()
    # the doctrees (Sphinx's cache) go beside the site, not into the folder that is published
    # a build made before the cache moved left it inside the published folder: not the site
    shutil.rmtree(SITE / ".doctrees", ignore_errors=True)
    run(PYTHON, *SPHINX_BUILD, "-d", SITE.parent / "doctrees", "docs", SITE, doing="building the site")
    with contextlib.suppress(OSError):  # Sphinx makes it even when it copies no source
        (SITE / "_sources").rmdir()
    say(f"built {SITE.relative_to(ROOT)} in {time.perf_counter() - start:.1f} s")


def bench(extra: list[str]) -> None:
    ensure_environment()
    say("measuring self-play, the rulings suite and the site build (scripts/bench.py)")
    run(PYTHON, ROOT / "scripts" / "bench.py", *extra)


def mutants(extra: list[str]) -> None:
    ensure_environment()
    say("mutation testing: the rules' code changed one mutant at a time, against the rulings")
    run(PYTHON, ROOT / "scripts" / "mutants.py", *extra)


PYODIDE = ROOT / "build" / "pyodide"


def pyodide() -> None:
    """The npm registry's pyodide package, at the version pyproject.toml pins, into
    build/pyodide (git-ignored, outside the published site). The Try it page uses it when
    the server has it at _pyodide/ (the browser tests' server does), else the official CDN."""
    import tomllib

    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["moodswings"]["pyodide"]
    installed = PYODIDE / "node_modules" / "pyodide" / "package.json"
    if installed.exists() and f'"version": "{version}"' in installed.read_text():
        return
    if shutil.which("npm") is None:
        say("npm is not installed: the Try it page's browser tests will be skipped (CI fails them)")
        return
    say(f"installing Pyodide {version} (npm) into {PYODIDE.relative_to(ROOT)}")
    PYODIDE.mkdir(parents=True, exist_ok=True)
    run("npm", "install", "--prefix", PYODIDE, "--no-audit", "--no-fund", "--no-save", f"pyodide@{version}")


def check_site(extra: list[str]) -> None:
    """The browser tests (tests/site), against the site as built; builds it first if needed."""
    ensure_environment()
    if not (SITE / "index.html").exists():
        build()
    pyodide()
    say("checking the built site in headless Chromium")
    env = {**os.environ, "MOODSWINGS_SITE_TESTS": "1"}
    result = subprocess.run([str(PYTHON), "-m", "pytest", "tests/site", *extra], cwd=ROOT, env=env)
    say(f"screenshots in {(SITE.parent / 'screenshots').relative_to(ROOT)}")
    if result.returncode:
        sys.exit(result.returncode)


def site(port: int, open_browser: bool) -> None:
    """Install (the first time), run the rulings, build the site and serve it, saying at each
    step what it does and how far along it is."""
    say("step 1 of 3: the environment (.venv)")
    ensure_environment()
    say("step 2 of 3: running the rulings (tests/test_rulings.py), so the site shows this run's results")
    start = time.perf_counter()
    result = subprocess.run([str(PYTHON), "-m", "pytest", "-q", "tests/test_rulings.py"], cwd=ROOT)
    took = time.perf_counter() - start
    failed = "; some failed: the site shows which" if result.returncode else ""
    say(f"ran the rulings in {took:.0f} s{failed}")
    say("step 3 of 3: the site")
    build()
    serve_site(port, open_browser)


def serve_site(port: int, open_browser: bool) -> None:
    """Serve the built site until Ctrl-C. The server listens before it says where: a request
    sent as soon as the line is printed is answered (port 0: any free port, the one said)."""
    local = PYODIDE / "node_modules" / "pyodide"
    with contextlib.suppress(KeyboardInterrupt), serve(port, local) as server:
        url = f"http://localhost:{server.server_address[1]}/"
        if local.exists():
            say(f"the Try it page uses the local Pyodide in {local.relative_to(ROOT)} (served at /_pyodide/)")
        say(f"serving the rules site at {url} (Ctrl-C to stop)")
        if open_browser:
            webbrowser.open(url)
        server.serve_forever()


@contextlib.contextmanager
def serve(port: int, pyodide_dir: Path):  # type: ignore[no-untyped-def]
    """The built site, and a local Pyodide at /_pyodide/ if there is one: it lives outside
    the site (build/pyodide), so the published folder holds the site alone."""
    import functools
    import http.server

    class Handler(http.server.SimpleHTTPRequestHandler):
        def translate_path(self, path: str) -> str:
            if path.startswith("/_pyodide/"):
                return str(pyodide_dir / path.split("?")[0].split("#")[0][len("/_pyodide/") :])
            return super().translate_path(path)

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=SITE))
    try:
        yield server
    finally:
        server.server_close()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="task", required=True)
    s = sub.add_parser("site", help="build the rules site from a fresh run of the rulings and serve it")
    s.add_argument("--port", type=int, default=8000)
    s.add_argument("--no-browser", action="store_true", help="don't try to open a browser")
    t = sub.add_parser("test", help="run the whole suite; extra arguments go to pytest")
    t.add_argument("pytest_args", nargs=argparse.REMAINDER)
    sub.add_parser("build", help="build the site only, warnings as errors")
    sub.add_parser("pyodide", help="install the pinned Pyodide into build/pyodide (Try it, offline)")
    sub.add_parser(
        "bench", help="self-play speed, rulings suite and site build times; writes README's figures (--quick)"
    )
    sub.add_parser(
        "mutants",
        add_help=False,
        help="mutation testing against the rulings (--sample N, --seed S, --module M, --ci N)",
    )
    sub.add_parser(
        "check-site", help="check the built site in headless Chromium; extra arguments go to pytest"
    )
    # parse_known_args: pytest options such as -q or -x would otherwise be refused before
    # REMAINDER could collect them (argparse does not let a remainder start with a dash).
    args, unknown = parser.parse_known_args()
    if unknown and args.task not in ("test", "check-site", "bench", "mutants"):
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    if args.task == "site":
        site(args.port, not args.no_browser)
    elif args.task == "check-site":
        check_site(unknown)
    elif args.task == "bench":
        bench(unknown)
    elif args.task == "mutants":
        mutants(unknown)
    elif args.task == "pyodide":
        pyodide()
    elif args.task == "test":
        test(unknown + args.pytest_args)
    else:
        build()


if __name__ == "__main__":
    try:
        main()
    except subprocess.CalledProcessError as failed:  # the command has said why: no traceback
        sys.exit(failed.returncode)
