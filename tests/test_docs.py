"""The examples on the site's tool pages run, and say what the engine does."""

from __future__ import annotations

import doctest
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_api_page_examples_run() -> None:
    result = doctest.testfile(
        str(ROOT / "docs" / "tools" / "api.md"), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert result.failed == 0 and result.attempted > 10
