"""Players' statistics across the matches this browser keeps or follows."""

from flask import Blueprint

bp = Blueprint("stats", __name__, url_prefix="/stats")

from golfkeeper.stats import views  # noqa: E402,F401  (registers the routes)
