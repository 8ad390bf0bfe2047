"""The JSON API: score a layout and ask for hole-score bounds, for scripts and displays."""

from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")
