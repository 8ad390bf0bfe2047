"""What makes the app installable and lets its shell open without a connection: the web
app manifest, the service worker script (hosted over HTTPS only, registered by
static/js/offline.js) and the page it shows for a page it does not keep."""

from __future__ import annotations

import hashlib
from pathlib import Path

from flask import Response, current_app, jsonify, render_template, url_for

from golfkeeper.main import bp

# The header's green (app.css --accent) and the light page colour (--bg); the dark theme's
# header green for the browser bar when the phone is in dark mode.
THEME_COLOR = "#1f6f43"
THEME_COLOR_DARK = "#3fa36d"
BACKGROUND_COLOR = "#f7f7f2"

# Pages that open without a connection: kept at install, and any page under them is kept
# again whenever opened online. Score sheets are never kept: an old copy would show old
# scores as if they were current (the offline page says so instead).
KEPT_PAGES = ("rulebook.rules", "calculator.calculator")


@bp.get("/manifest.webmanifest")
def manifest():
    """The web app manifest: name, icons and colours for "Add to home screen"."""
    icons = [
        {"src": url_for("static", filename="favicon.svg"), "sizes": "any", "type": "image/svg+xml"},
        *(
            {
                "src": url_for("static", filename=f"icons/icon-{size}.png"),
                "sizes": f"{size}x{size}",
                "type": "image/png",
            }
            for size in (192, 512)
        ),
        {
            "src": url_for("static", filename="icons/maskable-512.png"),
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        },
    ]
    response = jsonify(
        id="/",
        name="golfkeeper: Six-card Golf score sheet",
        short_name="golfkeeper",
        description="Keep the score of Six-card Golf at the table; other phones follow live.",
        start_url=url_for("main.home"),
        scope="/",
        display="standalone",
        theme_color=THEME_COLOR,
        background_color=BACKGROUND_COLOR,
        icons=icons,
    )
    response.mimetype = "application/manifest+json"
    response.cache_control.no_cache = True
    return response


def shell_assets() -> list[str]:
    """Every file in the static folder, as ``url_for('static', ...)`` names it: whatever a
    page may ask for, a file added later included."""
    folder = Path(current_app.static_folder or "")
    return sorted(
        path.relative_to(folder).as_posix() for path in folder.rglob("*") if path.is_file()
    )


def shell_urls() -> list[str]:
    """The URLs the service worker keeps when it installs: each asset at its content-hash
    URL (so a release with a changed file keeps the new one), then the kept pages."""
    assets = [url_for("static", filename=name) for name in shell_assets()]
    return assets + [url_for("main.offline")] + [url_for(endpoint) for endpoint in KEPT_PAGES]


@bp.get("/sw.js")
def service_worker():
    """The service worker script, at the root so it may answer for every page. Its cache
    name changes with any asset's hash or the script itself, so a release replaces the
    old cache."""
    urls = shell_urls()
    env = current_app.jinja_env
    template_source = env.loader.get_source(env, "main/sw.js")[0]
    version = hashlib.sha256("\n".join([template_source, *urls]).encode()).hexdigest()[:12]
    script = render_template(
        "main/sw.js",
        version=version,
        shell=urls,
        kept_pages=[url_for(endpoint) for endpoint in KEPT_PAGES],
        offline_url=url_for("main.offline"),
        forget_url=url_for("main.delete_my_matches"),
    )
    response = Response(script, mimetype="text/javascript")
    # Browsers check for a new worker on each visit; never answer from an HTTP cache.
    response.cache_control.no_cache = True
    return response


@bp.get("/offline")
def offline():
    """Shown by the service worker for a page it does not keep while the phone is offline."""
    return render_template("main/offline.html")


@bp.app_context_processor
def browser_colors() -> dict:
    """The browser bar's colour on every page, per theme (base.html's meta theme-color)."""
    return {"theme_colors": {"light": THEME_COLOR, "dark": THEME_COLOR_DARK}}
