"""The last run of the suite, as the site shows it: never a result it does not have.

``build/results.json`` (written by ``engine/scenarios/report.py``) holds each example's outcome by
"feature path:line". An entry counts only if it belongs to the example now at that line
(same test name) and the feature file has not changed since the run; otherwise the
example is shown as *not run*.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import Any

from engine.knowledge.rulings import ROOT, Example, Feature, Rule

RESULTS = ROOT / "build" / "results.json"

# outcome -> (label, explanation)
STATUS = {
    "passed": ("passed", "Passed in the last run of the suite"),
    "failed": ("failed", "FAILED in the last run of the suite"),
    "pending": ("pending", "Pending: the engine cannot do this yet (an expected failure in the last run)"),
    "missing": ("not run", "Not run: no result from the suite for this example as it is written now"),
}
ORDER = ("passed", "pending", "failed", "missing")


@dataclass(frozen=True)
class Run:
    written: str  # when the suite wrote the results, or "" if there are none
    stamp: float  # the same, as a timestamp (0 if none)
    examples: dict[str, dict[str, Any]]


@cache
def last_run() -> Run:
    if not RESULTS.exists():
        return Run("", 0.0, {})
    data = json.loads(RESULTS.read_text(encoding="utf-8"))
    written = data.get("written", "")
    try:
        stamp = datetime.strptime(written, "%Y-%m-%d %H:%M:%S").timestamp()
    except ValueError:
        stamp = RESULTS.stat().st_mtime
    return Run(written, stamp, data.get("examples", {}))


@cache
def changed_at(path: Path) -> float:
    return path.stat().st_mtime


def _python_name(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def entry(feature: Feature, example: Example) -> dict[str, Any] | None:
    """The last run's record of this example, if it is about the example as written now."""
    run = last_run()
    found = run.examples.get(f"{feature.relpath}:{example.line}")
    if not found:
        return None
    if not str(found.get("nodeid", "")).endswith("__" + _python_name(example.name)):
        return None  # another example used to be at this line
    if changed_at(feature.path) > run.stamp + 1:
        return None  # the feature changed after the run
    return found


def outcome(feature: Feature, example: Example) -> str:
    found = entry(feature, example)
    return found.get("outcome", "missing") if found else "missing"


def rule_outcomes(feature: Feature, rule: Rule) -> Counter[str]:
    return Counter(outcome(feature, e) for e in rule.examples)


def summary(counts: Counter[str]) -> str:
    """'3 passed, 1 pending' in the order passed, pending, failed, not run."""
    return ", ".join(f"{counts[k]} {STATUS[k][0]}" for k in ORDER if counts.get(k))


def worst(counts: Counter[str]) -> str:
    """The outcome that speaks for a ruling: any failure, else any example not run, else
    pending, else passed ("missing" when it has no example)."""
    return next((k for k in ("failed", "missing", "pending", "passed") if counts.get(k)), "missing")
