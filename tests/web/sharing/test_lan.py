"""This computer's addresses for the share links: the default route's first, bridges and
tunnels last, read again when they may have changed. Fake interface tables, no network."""

from __future__ import annotations

import ipaddress

import pytest

from golfkeeper.web import lan

ROUTES = """Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT
docker0\t000011AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0
wlan0\t00000000\t0101A8C0\t0003\t0\t0\t600\t00000000\t0\t0\t0
enp3s0\t00000000\t0100000A\t0003\t0\t0\t100\t00000000\t0\t0\t0
wg0\t00000000\t00000000\t0001\t0\t0\t50\t00000000\t0\t0\t0
a line that is not a route
"""
# A laptop on its Wi-Fi with Docker, a WireGuard VPN and Tailscale running.
LAPTOP = [
    ("lo", "127.0.0.1"),
    ("docker0", "172.17.0.1"),
    ("br-5e2a01c9d3f4", "172.18.0.1"),
    ("wg0", "10.8.0.2"),
    ("tailscale0", "100.101.102.103"),
    ("wlan0", "192.168.1.20"),
    ("eth1", "169.254.10.20"),
    ("", "192.168.1.20"),  # the host name's address: the Wi-Fi one again
]


def addresses(entries) -> list[str]:
    return [entry.address for entry in entries]


def test_the_default_route_lowest_metric_wins():
    # wg0 has no gateway: a tunnel route to its own subnet, not the way out.
    assert lan.default_route_interface(ROUTES) == "enp3s0"


def test_no_default_route_means_none():
    only_local = ROUTES.splitlines()[0] + "\n" + ROUTES.splitlines()[1]
    assert lan.default_route_interface(only_local) is None
    assert lan.default_route_interface("") is None


def test_the_wifi_address_comes_before_docker_and_vpns():
    ranked = lan.rank(LAPTOP, "wlan0", "192.168.1.20")
    assert addresses(ranked) == [
        "192.168.1.20",
        "10.8.0.2",
        "100.101.102.103",
        "172.17.0.1",
        "172.18.0.1",
    ]
    assert ranked[0] == lan.LanAddress("192.168.1.20", "wlan0", default=True)
    assert ranked[0].label == "192.168.1.20 (wlan0, the default route)"
    assert not any(entry.default for entry in ranked[1:])


def test_without_a_default_route_private_networks_come_before_bridges():
    # Offline (no default route): the Docker bridge still goes after the Wi-Fi, although
    # 172.17.0.1 sorts before 192.168.1.20.
    ranked = lan.rank(LAPTOP, None, None)
    assert addresses(ranked)[0] == "192.168.1.20"
    assert ranked[0].label == "192.168.1.20 (wlan0)"
    assert addresses(ranked)[-2:] == ["172.17.0.1", "172.18.0.1"]


def test_a_vpn_that_takes_the_default_route_still_comes_after_the_wifi():
    ranked = lan.rank(LAPTOP, "wg0", "10.8.0.2")
    assert addresses(ranked)[:2] == ["192.168.1.20", "10.8.0.2"]
    assert ranked[1].label == "10.8.0.2 (wg0, the default route)"


def test_the_default_route_found_by_its_source_address_alone():
    ranked = lan.rank([("docker0", "172.17.0.1"), ("", "192.168.7.3")], None, "192.168.7.3")
    assert ranked == [
        lan.LanAddress("192.168.7.3", "", default=True),
        lan.LanAddress("172.17.0.1", "docker0", default=False),
    ]
    assert ranked[0].label == "192.168.7.3 (the default route)"


def test_loopback_and_link_local_are_never_offered():
    assert lan.rank([("lo", "127.0.0.1"), ("eth1", "169.254.1.1")], "lo", "127.0.0.1") == []


class FakeSocket:
    """A UDP socket on a computer without any route out."""

    def __init__(self, *args):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def connect(self, address):
        raise OSError(101, "Network is unreachable")


def test_offline_without_a_route_table_the_interfaces_are_still_listed(monkeypatch, tmp_path):
    monkeypatch.setattr(lan, "ROUTE_TABLE", str(tmp_path / "no-such-table"))
    monkeypatch.setattr(lan.socket, "socket", FakeSocket)
    monkeypatch.setattr(lan, "interfaces", lambda: [("wlan0", "192.168.1.20")])
    assert lan.default_route_address() is None
    assert lan.read_addresses() == [lan.LanAddress("192.168.1.20", "wlan0", default=False)]


def test_this_computers_addresses_are_reachable_ipv4_addresses():
    for entry in lan.read_addresses():
        parsed = ipaddress.IPv4Address(entry.address)
        assert not parsed.is_loopback and not parsed.is_link_local


@pytest.fixture
def clock(monkeypatch):
    now = [1000.0]
    monkeypatch.setattr(lan.time, "monotonic", lambda: now[0])
    return now


def test_a_change_of_network_is_seen_after_the_ttl(clock):
    networks = [[lan.LanAddress("192.168.1.20", "wlan0", True)]]
    reads = []

    def read():
        reads.append(clock[0])
        return networks[-1]

    recent = lan._Recent(read, lan.TTL)
    assert addresses(recent()) == ["192.168.1.20"]
    networks.append([lan.LanAddress("10.0.0.7", "wlan0", True)])  # another Wi-Fi
    clock[0] += lan.TTL - 1
    assert addresses(recent()) == ["192.168.1.20"]  # read once per TTL, not per link
    clock[0] += 1
    assert addresses(recent()) == ["10.0.0.7"]
    assert len(reads) == 2
