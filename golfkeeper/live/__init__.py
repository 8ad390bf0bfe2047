"""Following a match live: the view link's page, its changes pushed as they are committed
(or its version for polling), the edit link."""

from flask import Blueprint

bp = Blueprint("live", __name__, url_prefix="/m")


@bp.record_once
def _register_events(state) -> None:
    from golfkeeper.live.events import register_events
    from golfkeeper.live.relay import RedisRelay

    events_hub = register_events(state.app)
    url = state.app.config.get("EVENTS_REDIS_URL")
    if url:
        events_hub.relay = RedisRelay(events_hub, url)
        events_hub.relay.listen()


from golfkeeper.live import stream, views  # noqa: E402,F401  (registers the routes)
