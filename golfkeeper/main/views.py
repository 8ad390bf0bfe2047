"""Home: start or continue a match, open the calculator or read the rules; the theme switch."""

from urllib.parse import urlsplit

from flask import make_response, redirect, render_template, request, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.main import bp
from golfkeeper.main.forms import THEMES, ThemeForm

THEME_COOKIE = "theme"
THEME_MAX_AGE = 400 * 24 * 3600  # browsers keep a cookie at most about this long
# The switch offers the next theme in this order: device, dark, light, device, ...
NEXT_THEME = {"auto": "dark", "dark": "light", "light": "auto"}


def current_theme() -> str:
    """The theme this browser chose (the ``theme`` cookie), ``auto`` when none."""
    theme = request.cookies.get(THEME_COOKIE)
    return theme if theme in THEMES else "auto"


@bp.app_context_processor
def theme_switch() -> dict:
    """Every page's <html data-theme> and the header's theme switch."""
    theme = current_theme()
    return {"theme": theme, "next_theme": NEXT_THEME[theme], "theme_form": ThemeForm}


@bp.get("/")
def home():
    """Start a match, continue one in progress, open the calculator or read the rules."""
    in_progress = scorekeeping.matches_in_progress(sharing.remembered_ids())
    return render_template(
        "main/home.html", in_progress=[m for m in in_progress if sharing.may_read(m)]
    )


def _same_site_path(target: object) -> str:
    """``target`` if it is a path on this site, else the home page (no open redirect). A
    file posted in its place is no path either."""
    if (
        not isinstance(target, str)
        or not target
        or not target.startswith("/")
        or target.startswith("//")
        or "\\" in target
    ):
        return url_for("main.home")
    # urlsplit drops tabs and line breaks before it reads the URL, so the checks below
    # would pass a target the redirect header can't carry (or that another reader splits
    # differently): a control character anywhere sends the browser home.
    if any(ord(char) < 0x20 or ord(char) == 0x7F for char in target):
        return url_for("main.home")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc:
        return url_for("main.home")
    return target


@bp.post("/theme")
def set_theme():
    """Remember the colour theme in a cookie, then go back to the page the switch was on."""
    form = ThemeForm()
    # Sent by static/js/theme.js, which switches the page in place: no page to go back to.
    in_place = request.headers.get("X-Requested-With") == "fetch"
    valid = form.validate_on_submit()
    if in_place:
        response = make_response("", 204 if valid else 400)
    else:
        response = redirect(_same_site_path(form.next.data))
    if valid:
        response.set_cookie(
            THEME_COOKIE,
            form.theme.data,
            max_age=THEME_MAX_AGE,
            httponly=True,
            samesite="Lax",
            secure=request.is_secure,
        )
    return response
