"""The site's favicon.ico, made from its drawing (docs/_static/favicon.svg).

    .venv/bin/python scripts/favicon.py

Chromium (Playwright, as the browser tests use it) draws the SVG at 16, 32 and 48 pixels on
a transparent background, and the three PNG images are put in one ICO file,
docs/_extra/favicon.ico, which the build copies to the site's root (``/favicon.ico``, where
browsers look without being told). Every page links the SVG itself (docs/conf.py). Run it
again after changing the drawing; the browser tests (tests/site/test_browser.py) check that
the site serves it, a well-formed ICO of those sizes, and that every page links the drawing.
"""

from __future__ import annotations

import base64
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "docs" / "_static" / "favicon.svg"
ICO = ROOT / "docs" / "_extra" / "favicon.ico"
SIZES = (16, 32, 48)


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file holding PNG images, by their size in pixels (square)."""
    head = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 (icon), count
    entries, data = b"", b""
    offset = len(head) + 16 * len(images)
    for size, png in images.items():
        # width, height (0 means 256), colors, reserved, planes, bits per pixel, bytes, offset
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return head + entries + data


def main() -> None:
    from playwright.sync_api import sync_playwright

    from engine import files

    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    images = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            drawing = base64.b64encode(SVG.read_bytes()).decode()
            page.set_content(
                f'<body style="margin:0"><img src="data:image/svg+xml;base64,{drawing}" '
                f'width="{size}" height="{size}"></body>'
            )
            images[size] = page.screenshot(omit_background=True)
            page.close()
        browser.close()
    ICO.parent.mkdir(exist_ok=True)
    files.write_bytes(ICO, ico(images))
    print(f"wrote {ICO.relative_to(ROOT)}: {', '.join(f'{s} px' for s in SIZES)}")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    main()
