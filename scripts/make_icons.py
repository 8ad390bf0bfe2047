"""Draw the app's PNG icons from its SVGs with Chromium (the browser tests' Playwright):
static/icons/icon-192.png and icon-512.png from static/favicon.svg, maskable-512.png from
static/icons/maskable.svg (the mark inside the middle 80 %, which a launcher may crop to a
circle), apple-touch-icon.png (180 px, opaque: iOS fills transparency with black).

Run again after changing an SVG:  .venv/bin/python scripts/make_icons.py
"""

from __future__ import annotations

import os
from pathlib import Path

from playwright.sync_api import sync_playwright

STATIC = Path(__file__).resolve().parents[1] / "static"
CHROMIUM = os.environ.get("GOLFKEEPER_CHROMIUM", "/usr/bin/chromium")
# (source SVG, PNG written, size in pixels, background behind the SVG)
ICONS = [
    ("favicon.svg", "icons/icon-192.png", 192, "transparent"),
    ("favicon.svg", "icons/icon-512.png", 512, "transparent"),
    ("icons/maskable.svg", "icons/maskable-512.png", 512, "transparent"),
    ("icons/maskable.svg", "icons/apple-touch-icon.png", 180, "#1f6f43"),
]


def main() -> None:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for source, target, size, background in ICONS:
            page = browser.new_page(viewport={"width": size, "height": size})
            svg = (STATIC / source).read_text()
            page.set_content(
                f"<style>html,body{{margin:0;background:{background}}}"
                f"svg{{display:block;width:{size}px;height:{size}px}}</style>{svg}"
            )
            page.screenshot(path=str(STATIC / target), omit_background=True)
            page.close()
            print(f"{target}: {size}x{size}")
        browser.close()


if __name__ == "__main__":
    main()
