"""Following a match live: the view link's page, its version for polling, the edit link."""

from flask import Blueprint

bp = Blueprint("live", __name__, url_prefix="/m")

from golfkeeper.live import views  # noqa: E402,F401  (registers the routes)
