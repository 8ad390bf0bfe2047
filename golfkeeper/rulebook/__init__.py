"""The rules: the main ruleset in our own words, and the table's house rules."""

from flask import Blueprint

bp = Blueprint("rulebook", __name__, url_prefix="/rules")

from golfkeeper.rulebook import views  # noqa: E402,F401
