"""`flask serve`: the embedded server tells the table which address to open."""

from __future__ import annotations

import gc
import socket
import time
from pathlib import Path

import pytest

from golfkeeper.web import serve
from golfkeeper.web.lan import LanAddress


def test_serve_prints_the_addresses_phones_can_open(runner, monkeypatch):
    served = {}
    addresses = [
        LanAddress("192.168.1.20", "wlan0", default=True),
        LanAddress("172.17.0.1", "docker0", default=False),
    ]
    monkeypatch.setattr(serve, "lan_addresses", lambda: addresses)

    class Server:
        def serve_forever(self):
            served["ran"] = True

        def close(self):
            served["closed"] = True

    def make_server(app, host, port):
        served.update(host=host, port=port)
        return Server()

    monkeypatch.setattr(serve, "patched", lambda: True)  # as under `make run`
    monkeypatch.setattr(serve, "make_server", make_server)
    monkeypatch.setattr(serve, "warm_up_search", lambda: served.update(warmed=True))
    result = runner.invoke(args=["serve", "--port", "5123"])
    assert result.exit_code == 0, result.output
    assert served["warmed"]  # the search loads as the server starts
    lines = result.output.splitlines()
    # The default route's address is the one to open; the others are there if it fails.
    assert lines[2] == "    http://192.168.1.20:5123/  (wlan0, the default route)"
    assert lines[3].startswith("If the phones can't open it")
    assert lines[4] == "    http://172.17.0.1:5123/  (docker0)"
    assert served["host"] == "0.0.0.0" and served["port"] == 5123
    assert served["ran"] and served["closed"]
    # The garbage collector's freezing (web/collector.py) ran with the server, and ended.
    deadline = time.monotonic() + 10
    while gc.get_freeze_count() and time.monotonic() < deadline:
        time.sleep(0.01)
    assert gc.get_freeze_count() == 0


def test_a_second_serve_on_a_port_in_use_says_so_in_one_sentence(runner, monkeypatch):
    monkeypatch.setattr(serve, "patched", lambda: True)
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = runner.invoke(args=["serve", "--host", "127.0.0.1", "--port", str(port)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output and result.exception.__class__ is SystemExit
    assert result.output.strip() == (
        f"Port {port} is already in use (is golfkeeper running in another window?): "
        f"stop that one, or choose another port, e.g. make run PORT={port + 1}."
    )


def test_port_5000_taken_names_the_macs_airplay_receiver(runner, monkeypatch):
    import errno

    def taken(*args, **kwargs):
        raise OSError(errno.EADDRINUSE, "Address already in use")

    monkeypatch.setattr(serve, "patched", lambda: True)  # as under `make run`
    monkeypatch.setattr(serve, "make_server", taken)
    result = runner.invoke(args=["serve", "--host", "127.0.0.1", "--port", "5000"])
    assert result.exit_code == 1
    assert "Port 5000 is already in use" in result.output
    assert "On a Mac, the AirPlay Receiver holds port 5000" in result.output


@pytest.mark.parametrize(
    ("host", "url", "phones"),
    [
        ("192.0.2.2", "http://192.0.2.2:5860/", True),
        ("127.0.0.1", "http://127.0.0.1:5860/", False),
        ("::1", "http://[::1]:5860/", False),
        ("2001:db8::2", "http://[2001:db8::2]:5860/", True),
    ],
)
def test_serve_on_one_address_prints_that_address(runner, monkeypatch, host, url, phones):
    """Bound to one address the server answers there alone: the address printed is it,
    never localhost (which would refuse the connection)."""

    class Server:
        def serve_forever(self):
            pass

        def close(self):
            pass

    monkeypatch.setattr(serve, "patched", lambda: True)
    monkeypatch.setattr(serve, "make_server", lambda app, host, port: Server())
    monkeypatch.setattr(serve, "lan_addresses", lambda: [LanAddress("10.0.0.9", "eth0", True)])
    result = runner.invoke(args=["serve", "--host", host, "--port", "5860"])
    assert result.exit_code == 0, result.output
    assert f"    {url}" in result.output.splitlines()
    assert "localhost" not in result.output and "10.0.0.9" not in result.output
    assert ("phone" in result.output) is phones


def test_the_search_warms_up_where_a_server_starts_not_where_the_app_is_made(monkeypatch):
    """``flask db upgrade`` (deploy/start.sh) makes the app and never searches: loading the
    search's model there cost some 0.75 s of CPU at every deploy. A server loads it as it
    starts, in a thread beside it."""
    import importlib
    import threading

    from golfkeeper import create_app

    # The module: the package's name ``search`` is its function.
    search = importlib.import_module("golfkeeper.engine.questions.search")

    warmed = threading.Event()
    monkeypatch.setattr(search, "warm_up", warmed.set)
    create_app({"TESTING": False, "SQLALCHEMY_DATABASE_URI": "sqlite://", "SECRET_KEY": "x"})
    assert not warmed.wait(0.2)
    serve.warm_up_search()
    assert warmed.wait(5)


def test_each_gunicorn_worker_sets_up_golfkeeper_and_leaves_another_app_alone(monkeypatch):
    """deploy/gunicorn.conf.py's ``post_worker_init``: a worker serving golfkeeper serializes
    SQLite's transactions, freezes what is loaded and warms the search; a worker serving
    another app on the same settings (the bare Flask hello of ``bench/tables.py --stack
    hosted``) starts as it is: it failed to boot when the hook asked it for a database."""
    import runpy
    from types import SimpleNamespace

    from flask import Flask

    from golfkeeper import create_app
    from golfkeeper.web import collector

    done: list[str] = []
    monkeypatch.setattr(serve, "serialize_sqlite", lambda app: done.append("serialized"))
    monkeypatch.setattr(serve, "warm_up_search", lambda: done.append("warmed"))
    monkeypatch.setattr(collector, "start_freezing", lambda: done.append("frozen"))
    config = Path(__file__).resolve().parents[3] / "deploy" / "gunicorn.conf.py"
    hook = runpy.run_path(str(config))["post_worker_init"]

    hook(SimpleNamespace(wsgi=Flask("hello")))
    assert done == []
    app = create_app({"TESTING": False, "SQLALCHEMY_DATABASE_URI": "sqlite://", "SECRET_KEY": "x"})
    hook(SimpleNamespace(wsgi=app))
    assert done == ["serialized", "frozen", "warmed"]
