"""How long a visitor of the Try it page waits for the first legal plays, first and returning.

    .venv/bin/python scripts/bench_tryit.py [--runs 5] [--json]

The built site (``python3 tasks.py build``) is served as ``python3 tasks.py site`` serves
it, with the local Pyodide (``python3 tasks.py pyodide``) at ``_pyodide/``: a plain static
server that sends no caching headers of its own, so whatever the page keeps between visits
it keeps by itself. Each run starts headless Chromium with a new, empty profile and opens
an example's Try it link (a first visitor), closes the browser, starts it again on the same
profile and opens the link again (a returning visitor). The figure is the time from the
start of the navigation to the first legal plays drawn (``window.tryit.timings.ready``),
with Pyodide's own start and the engine's import beside it. Medians and ranges are printed
with the load average, since the machine may be shared.
"""

from __future__ import annotations

import argparse
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

from tasks import PYODIDE, SITE, serve  # noqa: E402  (after the path, so the script runs from anywhere)

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# an example that opens on a turn with legal plays (Anger's first ruling)
LINK = "cards/anger.html"


def tryit_link(page: Any) -> str:
    page.goto(LINK)
    return str(page.locator(".ms-tryit-link").first.get_attribute("href"))


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
        return {k: timings[k] for k in ("ready", "pyodide", "engine") if timings.get(k) is not None}
    finally:
        context.close()


def summary(values: list[int]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    if not (SITE / "tryit.html").exists():
        raise SystemExit("build the site first: python3 tasks.py build")
    local = PYODIDE / "node_modules" / "pyodide"
    if not (local / "pyodide.mjs").exists():
        raise SystemExit("install the local Pyodide first: python3 tasks.py pyodide")
    load_before = os.getloadavg()
    results: dict[str, list[dict[str, int]]] = {"first": [], "returning": []}
    with serve(0, local) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        base = f"http://127.0.0.1:{server.server_port}/"
        with sync_playwright() as p:
            for _ in range(args.runs):
                with tempfile.TemporaryDirectory() as profile:
                    browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
                    link = tryit_link(browser.new_page(base_url=base))
                    browser.close()
                    results["first"].append(visit(p, Path(profile), base, link))
                    time.sleep(1)  # the browser writes its caches when it closes
                    results["returning"].append(visit(p, Path(profile), base, link))
        server.shutdown()
        thread.join()
    report = {
        "load_average": [round(load_before[0], 2), round(os.getloadavg()[0], 2)],
        "runs": args.runs,
        **{
            who: {k: summary([r[k] for r in runs if k in r]) for k in ("ready", "pyodide", "engine")}
            for who, runs in results.items()
        },
        "raw": results,
    }
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(f"load average {report['load_average'][0]} before, {report['load_average'][1]} after; {args.runs} runs")
    for who in ("first", "returning"):
        for k, label in (("ready", "first legal plays"), ("pyodide", "Pyodide started"), ("engine", "engine imported")):
            s = report[who][k]
            print(f"{who:9} {label:18} median {s['median'] / 1000:.2f} s ({s['min'] / 1000:.2f} to {s['max'] / 1000:.2f})")


if __name__ == "__main__":
    main()
