"""How long a visitor of the Try it page waits for the first legal plays, first and returning.

    .venv/bin/python scripts/bench_tryit.py [--runs 5] [--json]

The built site (``python3 tasks.py build``) is served as ``python3 tasks.py site`` serves
it, with the local Pyodide (``python3 tasks.py pyodide``) at ``_pyodide/``: a plain static
server that sends no caching headers of its own, so whatever the page keeps between visits
it keeps by itself. Each run starts headless Chromium with a new, empty profile and opens
a Try it link to a small table (a first visitor), closes the browser, starts it again on the
same profile and opens the link again (a returning visitor). The figure is the time from the
start of the navigation to the first legal plays drawn (``window.tryit.timings.ready``),
with Pyodide's own start and the engine's import beside it. Medians and ranges are printed
with the load average, since the machine may be shared.
"""

from __future__ import annotations

import argparse
import http.server
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import tasks  # noqa: E402  (after the path, so the script runs from anywhere)

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# a table that opens on a turn with legal plays
SPEC = {"players": ["Alice", "Bob"], "hands": {"Alice": ["Anger"]}, "moods": {"Bob": ["Fear"]}}
LINK = "tryit.html#spec=" + json.dumps(SPEC, separators=(",", ":"))


def visit(playwright: Any, profile: Path, base: str, link: str) -> dict[str, int]:
    context = playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True, args=["--no-sandbox"], base_url=base
    )
    try:
        page = context.new_page()
        page.goto(link)
        page.wait_for_function("window.tryit && (window.tryit.ready || window.tryit.failed)", timeout=300_000)
        failed = page.evaluate("window.tryit.failed || ''")
        if failed:
            raise SystemExit(f"the engine did not load: {failed}")
        if page.locator(".ms-tryit-legal").count() == 0:
            raise SystemExit("the page is ready but shows no legal play")
        timings = page.evaluate("window.tryit.timings")
        if "start" in timings:  # what the first visit keeps for the next, written after the table shows
            page.wait_for_function("window.tryit.kept !== undefined", timeout=120_000)
        return {k: timings[k] for k in ("ready", "pyodide", "engine", "start") if timings.get(k) is not None}
    finally:
        context.close()


def summary(values: list[int]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--site", type=Path, default=tasks.SITE, help="another built site, to compare")
    args = parser.parse_args()
    tasks.SITE = args.site  # what tasks.serve serves
    http.server.SimpleHTTPRequestHandler.log_message = lambda *a: None  # type: ignore[method-assign]
    from playwright.sync_api import sync_playwright

    if not (tasks.SITE / "tryit.html").exists():
        raise SystemExit("build the site first: python3 tasks.py build")
    local = tasks.PYODIDE / "node_modules" / "pyodide"
    if not (local / "pyodide.mjs").exists():
        raise SystemExit("install the local Pyodide first: python3 tasks.py pyodide")
    load_before = os.getloadavg()
    results: dict[str, list[dict[str, int]]] = {"first": [], "returning": []}
    with tasks.serve(0, local) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        base = f"http://127.0.0.1:{server.server_port}/"
        with sync_playwright() as p:
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory() as profile:
                    results["first"].append(visit(p, Path(profile), base, LINK))
                    time.sleep(1)  # the browser writes its caches when it closes
                    results["returning"].append(visit(p, Path(profile), base, LINK))
        server.shutdown()
        thread.join()
    report = {
        "load_average": [round(load_before[0], 2), round(os.getloadavg()[0], 2)],
        "runs": args.runs,
        **{
            who: {k: summary([r[k] for r in runs if k in r]) for k in ("ready", "pyodide", "engine")}
            | {"start": [r.get("start", "") for r in runs]}
            for who, runs in results.items()
        },
        "raw": results,
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return
    before, after = report["load_average"]
    print(f"load average {before} before, {after} after; {args.runs} runs")
    labels = {"ready": "first legal plays", "pyodide": "Pyodide started", "engine": "engine imported"}
    for who in ("first", "returning"):
        for k, label in labels.items():
            s = report[who][k]
            low, high = s["min"] / 1000, s["max"] / 1000
            print(f"{who:9} {label:18} median {s['median'] / 1000:.2f} s ({low:.2f} to {high:.2f})")


if __name__ == "__main__":
    main()
