"""The home page."""

from flask import Blueprint

bp = Blueprint("main", __name__)

from golfkeeper.main import app_shell, privacy, views  # noqa: E402,F401
