"""Match keeping: start a match, record holes, see totals, standings and the winner."""

from flask import Blueprint

bp = Blueprint("matches", __name__, url_prefix="/matches")

from golfkeeper.matches import views  # noqa: E402,F401  (registers the routes)
