"""The browser tests of the built site run only when asked for (``python3 tasks.py
check-site``, after the site is built), never as part of the ordinary suite."""

from __future__ import annotations

import os

collect_ignore = [] if os.environ.get("MOODSWINGS_SITE_TESTS") else ["test_browser.py", "test_tryit.py"]
