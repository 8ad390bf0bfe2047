"""The QR code of a link, drawn as inline SVG (segno)."""

from __future__ import annotations

import functools
import io

import segno
from markupsafe import Markup


# One code per shared link: drawing one costs some 5 ms of CPU and keeping it some 2 KB,
# and a hosted box serves thousands of tables (256 were redrawn on nearly every page).
@functools.lru_cache(maxsize=4096)
def qr_svg(url: str, label: str) -> Markup:
    """The QR code of ``url`` as inline SVG: black modules on a white quiet zone (scanners
    need light around the code even in dark mode), sized by CSS."""
    qr = segno.make(url, error="m", micro=False)
    buffer = io.BytesIO()
    qr.save(
        buffer,
        kind="svg",
        xmldecl=False,
        svgns=True,
        border=4,
        dark="#000",
        light="#fff",
        omitsize=True,
        svgclass="qr-code",
        lineclass=None,
        nl=False,
    )
    svg = (
        buffer.getvalue()
        .decode()
        .replace("<svg ", f'<svg role="img" aria-label="{Markup.escape(label)}" ', 1)
    )
    return Markup(svg)  # noqa: S704 (segno's own SVG; the label is escaped above)
