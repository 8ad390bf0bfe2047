"""``flask serve``: the embedded production server for the kitchen-table LAN.

It is gevent's WSGI server: each request, and each live page's open stream
(``live/stream.py``), runs on a greenlet rather than a thread, so a table of phones and a
TV following the match never leave the scorekeeper's save waiting for a free thread (the
threaded server it replaced had 8 threads, and every open stream would have held one).
gevent must patch the standard library before anything else is imported: started any
other way than ``python -m gevent.monkey --module flask ... serve`` (``make run``), the
command starts itself again that way.

SQLite waits for a lock inside its C library, where no other greenlet can run: a write
waiting for another greenlet's unfinished transaction would stall the whole server for
the busy timeout. So, on SQLite, a transaction is begun only under a lock that greenlets
wait for cooperatively (``serialize_transactions``). A request's transaction lasts from
its first query to the end of the view, with no pause in between, so the lock is almost
never waited for.
"""

from __future__ import annotations

import errno
import ipaddress
import logging
import os
import sys
import threading

import click
from flask import Flask, current_app
from flask.cli import with_appcontext
from sqlalchemy import Engine, event

from golfkeeper.extensions import db
from golfkeeper.web import collector
from golfkeeper.web.lan import LanAddress, lan_addresses

_LOCKED = "golfkeeper.web.serve.locked"


def patched() -> bool:
    """Whether gevent patched the standard library before this process imported it."""
    from gevent import monkey

    return monkey.is_module_patched("socket") and monkey.is_module_patched("threading")


def _start_patched() -> None:
    """Start this command again, with gevent patching the standard library first."""
    arguments = [sys.executable, "-m", "gevent.monkey", "--module", "flask", *sys.argv[1:]]
    os.execv(sys.executable, arguments)


def serialize_transactions(engine: Engine) -> None:
    """Begin each transaction on ``engine`` under one lock (greenlet-aware once gevent
    has patched ``threading``), released at its commit or rollback: SQLite never has to
    wait for a writer inside its C library. A greenlet may nest a second connection's
    transaction inside its own (the lock is re-entrant)."""
    lock = threading.RLock()

    @event.listens_for(engine, "begin")
    def _begin(connection) -> None:
        lock.acquire()
        connection.info[_LOCKED] = connection.info.get(_LOCKED, 0) + 1

    def _end(connection) -> None:
        if connection.info.get(_LOCKED):
            connection.info[_LOCKED] -= 1
            lock.release()

    event.listen(engine, "commit", _end)
    event.listen(engine, "rollback", _end)


def serialize_sqlite(app: Flask) -> None:
    """``serialize_transactions`` on the app's engine, if it is SQLite."""
    with app.app_context():
        if db.engine.dialect.name == "sqlite":
            serialize_transactions(db.engine)


def warm_up_search() -> None:
    """Load the rule search's model and index in a thread beside the server's start, so
    the first person to search does not wait for them (some 0.75 s of CPU). Servers call
    it as they start (``serve``, gunicorn's ``post_worker_init``); commands such as
    ``flask db upgrade`` never need the search, so creating the app does not."""
    from golfkeeper.engine.questions.search import warm_up

    threading.Thread(target=warm_up, name="search-warm-up", daemon=True).start()


def make_server(app: Flask, host: str, port: int):
    """gevent's WSGI server for ``app`` on ``host:port``, bound and listening; on SQLite
    with its transactions serialized. No access log: its lines would hold the links'
    tokens (the app logs requests itself when asked, ``web/hosting.py``)."""
    from gevent.pywsgi import WSGIServer

    serialize_sqlite(app)
    server = WSGIServer((host, port), app, log=None, error_log=logging.getLogger("gevent.pywsgi"))
    server.init_socket()
    return server


# macOS's AirPlay Receiver listens on this port, make run's default.
AIRPLAY_PORT = 5000


def _url(host: str, port: int) -> str:
    """The address of the server bound to ``host``: an IPv6 address in brackets."""
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def _is_loopback(host: str) -> bool:
    """Whether ``host`` is this computer alone (127.0.0.1, ::1, localhost)."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False  # a host name: the network decides who reaches it


def _line(address: LanAddress, port: int) -> str:
    url = f"http://{address.address}:{port}/"
    return f"{url}  ({address.note})" if address.note else url


@click.command("serve")
@click.option("--host", default="0.0.0.0", show_default=True, help="Address to listen on.")
@click.option("--port", default=5000, show_default=True, help="Port to listen on.")
@with_appcontext
def serve_command(host: str, port: int) -> None:
    """Serve golfkeeper with gevent's WSGI server and print the address phones can open."""
    if not patched():
        _start_patched()
    try:
        server = make_server(current_app._get_current_object(), host, port)
    except OSError as error:
        # A second `make run`, or another program on the port: one sentence, no traceback.
        if error.errno == errno.EADDRINUSE:
            message = (
                f"Port {port} is already in use (is golfkeeper running in another window?): "
                f"stop that one, or choose another port, e.g. make run PORT={port + 1}."
            )
            if port == AIRPLAY_PORT:
                message += (
                    f" On a Mac, the AirPlay Receiver holds port {AIRPLAY_PORT}: turn it off "
                    "(System Settings, General, AirDrop & Handoff) or choose another port."
                )
        else:
            message = f"golfkeeper could not listen on {host}:{port}: {error.strerror or error}."
        click.echo(message, err=True)
        raise SystemExit(1) from None
    addresses = lan_addresses() if host in ("0.0.0.0", "::") else []
    if addresses:
        best, *others = addresses
        click.echo("golfkeeper is running. Open this address on every phone on the same Wi-Fi,")
        click.echo(
            "and on this computer too (the scorekeeper's rights belong to the address used):"
        )
        click.echo(f"    {_line(best, port)}")
        if others:
            click.echo("If the phones can't open it, try this computer's other addresses:")
            for other in others:
                click.echo(f"    {_line(other, port)}")
        click.echo(f"On this computer alone, http://localhost:{port}/ works as well.")
    elif host in ("0.0.0.0", "::"):
        click.echo(f"golfkeeper is running on this computer: http://localhost:{port}/")
        click.echo(f"Phones on the same Wi-Fi can open http://<this computer's address>:{port}/")
    elif _is_loopback(host):
        # Bound to one address, the server answers there alone: print that one.
        click.echo("golfkeeper is running, for this computer alone:")
        click.echo(f"    {_url(host, port)}")
    else:
        click.echo("golfkeeper is running. Open this address on every phone on the same Wi-Fi,")
        click.echo("and on this computer too (it answers on this address alone):")
        click.echo(f"    {_url(host, port)}")
    click.echo("Press Ctrl+C to stop.")
    # Thousands of open streams would otherwise make each full collection a long pause.
    freezing = collector.start_freezing()
    warm_up_search()
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.close()
        freezing.set()
