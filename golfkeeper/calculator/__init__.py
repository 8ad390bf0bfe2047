"""The grid calculator: score one layout, column by column, with reasons."""

from flask import Blueprint

bp = Blueprint("calculator", __name__, url_prefix="/calculator")

from golfkeeper.calculator import views  # noqa: E402,F401
