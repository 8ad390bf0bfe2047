"""`flask serve`: the embedded server tells the table which address to open."""

from __future__ import annotations

import ipaddress

from golfkeeper import serve


def test_lan_addresses_are_reachable_ipv4_addresses():
    for address in serve.lan_addresses():
        parsed = ipaddress.IPv4Address(address)
        assert not parsed.is_loopback and not parsed.is_link_local


def test_serve_prints_the_addresses_phones_can_open(runner, monkeypatch):
    served = {}
    monkeypatch.setattr(serve, "lan_addresses", lambda: ["192.168.1.20"])
    monkeypatch.setattr("waitress.serve", lambda app, **options: served.update(options))
    result = runner.invoke(args=["serve", "--port", "5123"])
    assert result.exit_code == 0, result.output
    assert "http://192.168.1.20:5123/" in result.output
    assert served["host"] == "0.0.0.0" and served["port"] == 5123
