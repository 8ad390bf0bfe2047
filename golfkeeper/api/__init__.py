"""The JSON API: score a layout and ask for hole-score bounds, for scripts and displays.

``create_app`` registers ``bp`` and exempts it from CSRF (it changes nothing). The views
and the status codes they answer with are described in :mod:`golfkeeper.api.views`.
"""

from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")

from golfkeeper.api import views  # noqa: E402, F401  (registers the routes on bp)
