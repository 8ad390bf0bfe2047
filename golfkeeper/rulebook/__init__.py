"""The rules: the main ruleset in our own words, and the table's house rules."""

import threading

from flask import Blueprint
from flask.blueprints import BlueprintSetupState

from golfkeeper.engine.questions.search import warm_up

bp = Blueprint("rulebook", __name__, url_prefix="/rules")


@bp.record_once
def _warm_up_the_search(state: BlueprintSetupState) -> None:
    """Load the search's model and index beside the server's start, so the first person to
    search does not wait for them (a few tenths of a second); tests load them when asked."""
    if state.app.config.get("SEARCH_WARM_UP", not state.app.testing):
        threading.Thread(target=warm_up, name="search-warm-up", daemon=True).start()


from golfkeeper.rulebook import views  # noqa: E402,F401
