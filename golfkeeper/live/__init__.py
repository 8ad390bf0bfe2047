"""Following a match live: the view link's page, its changes pushed as they are committed
(or its version for polling), the edit link."""

from flask import Blueprint

bp = Blueprint("live", __name__, url_prefix="/m")


@bp.record_once
def _register_events(state) -> None:
    from golfkeeper.live.events import register_events

    register_events(state.app)


from golfkeeper.live import stream, views  # noqa: E402,F401  (registers the routes)
