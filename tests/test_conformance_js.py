"""The worked foreign adapter of the docs (docs/tools/example_adapter.js, JavaScript).

It is written against a made-up engine ("Tempers"), so it is tested against a small fake
of that engine (tests/js/fake_tempers.js), which asks Anxiety's choice in one prompt or
in an order of its own: (a) Node.js accepts the file (``node --check``); (b) node's own
test runner checks each translation on the steps of real exported vectors
(tests/js/example_adapter.test.js); (c) the kit's runner plays real vectors through the
adapter over the fake, a separate process speaking the protocol, in each of the fake's
ways of asking. Skipped, saying why, where Node.js is not installed (.ci/run installs it).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from engine.interfaces.conformance.export import export_all
from engine.interfaces.conformance.vectors import write
from engine.knowledge.rulings import FEATURES, parse

NODE = shutil.which("node") or ""
pytestmark = pytest.mark.skipif(
    not NODE and os.environ.get("CI") != "true",  # in CI a missing node fails the tests
    reason="Node.js (node) is not installed; .ci/run installs it",
)

ROOT = Path(__file__).resolve().parent.parent
ADAPTER = ROOT / "docs" / "tools" / "example_adapter.js"
JS = ROOT / "tests" / "js"
UNIT = JS / "example_adapter.test.js"
RUN = [sys.executable, "-m", "engine.interfaces.cli", "conformance", "run", "--vectors"]
FEATURES_READ = ("cards/anxiety", "cards/cruelty", "formats/duel-play")  # the node tests read these
PLAYED = [f"cards/anxiety:{line}" for line in (14, 20, 27, 37, 47, 56, 63)] + ["cards/cruelty:60"]


@pytest.fixture(autouse=True)
def node() -> None:
    assert NODE, "Node.js (node) is not installed: .ci/run installs it"


@pytest.fixture(scope="module")
def vectors(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("js-vectors")
    write(out, export_all([parse(FEATURES / f"{name}.feature") for name in FEATURES_READ]).vectors, [])
    return out


def test_node_accepts_the_adapter() -> None:
    done = subprocess.run([NODE, "--check", str(ADAPTER)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


def test_each_translation_against_a_fake_engine(vectors: Path) -> None:
    done = subprocess.run(
        [NODE, "--test", "--test-reporter=tap", str(UNIT)],
        env={**os.environ, "MOODSWINGS_VECTORS": str(vectors)},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
    counts = dict(re.findall(r"^# (pass|fail|skipped|todo) (\d+)$", done.stdout, re.MULTILINE))
    written = len(re.findall(r"^test\(", UNIT.read_text(encoding="utf-8"), re.MULTILINE))
    assert written >= 15
    assert counts == {"pass": str(written), "fail": "0", "skipped": "0", "todo": "0"}, done.stdout[-3000:]


@pytest.mark.parametrize("face", ["pairs", "one-by-one", "one-by-one asks-forced", "pairs asks-play"])
def test_real_vectors_through_the_adapter_over_the_fake(vectors: Path, face: str, tmp_path: Path) -> None:
    """Anxiety's choice asked in one prompt, or a player then their mood (with or without
    the prompts that have one legal answer), the play a card uses asked after every play
    (the adapter answers it from the play), and Cruelty's random pick, steered: run as a
    user runs an adapter, by ``moodswings conformance run --engine``."""
    scorecard = tmp_path / "scorecard.json"
    engine = f"{NODE} {JS / 'serve_fake.js'} {face}"
    only = [f"--only=id:{i}" for i in PLAYED]
    done = subprocess.run(
        [*RUN, str(vectors), "--engine", engine, "--json-file", str(scorecard), *only],
        capture_output=True,
        text=True,
        timeout=120,
    )
    results = json.loads(scorecard.read_text(encoding="utf-8"))["results"]
    assert [(r["id"], r["status"], r["failure"]) for r in results if not r["passed"]] == [], done.stdout
    assert sorted(r["id"] for r in results) == sorted(PLAYED)
    assert done.returncode == 0, done.stdout + done.stderr
