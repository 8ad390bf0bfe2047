"""This computer's addresses on the local network, best first, for the links phones open.

The best address is the one the default route leaves by: that is the Wi-Fi or Ethernet
network the table's phones are on. Bridges and tunnels (Docker, libvirt, VPNs) come last,
since phones can't reach them. The list is read again after ``TTL`` seconds, so a laptop
that changes networks shares its new address without a restart. Nothing is sent on the
network to find the addresses, and without a network or a default route the list is just
shorter (or empty).
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterable
from typing import NamedTuple

TTL = 10.0  # seconds a reading of the interfaces is used before it is read again
ROUTE_TABLE = "/proc/net/route"
# Interfaces phones at the table can't reach: container bridges and their cables, virtual
# machine bridges, VPN tunnels.
VIRTUAL_PREFIXES = (
    "docker",
    "br-",
    "veth",
    "virbr",
    "vboxnet",
    "vmnet",
    "lxcbr",
    "lxdbr",
    "cni",
    "flannel",
    "podman",
    "tun",
    "tap",
    "wg",
    "tailscale",
    "zt",
    "utun",
    "ppp",
)
_RTF_UP, _RTF_GATEWAY = 0x1, 0x2
# A public address: a UDP socket "connected" to it only picks the source address the
# kernel would route from; no packet is sent.
_PROBE = ("8.8.8.8", 9)


class LanAddress(NamedTuple):
    """One IPv4 address of this computer: ``address`` (dotted quad), the ``interface`` it
    is on ("" when only the host name gave it), and whether the default route leaves by it
    (``default``)."""

    address: str
    interface: str
    default: bool

    @property
    def note(self) -> str:
        """Where the address is, for a person: "wlan0, the default route", "docker0", or
        "" when nothing is known."""
        notes = [self.interface] if self.interface else []
        if self.default:
            notes.append("the default route")
        return ", ".join(notes)

    @property
    def label(self) -> str:
        """The address as a person picks it: "192.168.1.20 (wlan0, the default route)"."""
        return f"{self.address} ({self.note})" if self.note else self.address


def interfaces() -> list[tuple[str, str]]:
    """(interface name, IPv4 address) of each network interface with one, read from the
    kernel (Linux; elsewhere an empty list), then the host name's own addresses (with
    the name "")."""
    found: list[tuple[str, str]] = []
    if sys.platform.startswith("linux"):
        import fcntl

        siocgifaddr = 0x8915
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            for _, name in socket.if_nameindex():
                try:
                    packed = fcntl.ioctl(
                        probe.fileno(), siocgifaddr, struct.pack("256s", name[:15].encode())
                    )
                except OSError:
                    continue  # an interface without an IPv4 address
                found.append((name, socket.inet_ntoa(packed[20:24])))
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(("", str(info[4][0])))
    return found


def default_route_interface(route_table: str) -> str | None:
    """The interface of the default route in ``route_table`` (the text of
    /proc/net/route), the one with the lowest metric when there are several, or None.

    >>> default_route_interface("Iface\\tDestination\\tGateway\\tFlags\\tRefCnt\\tUse\\tMetric\\n"
    ...                         "wlan0\\t00000000\\t0101A8C0\\t0003\\t0\\t0\\t600\\n")
    'wlan0'
    """
    best: tuple[int, str] | None = None
    for line in route_table.splitlines()[1:]:
        fields = line.split()
        try:
            name, destination, flags, metric = fields[0], fields[1], int(fields[3], 16), fields[6]
            routes_everywhere = int(destination, 16) == 0
            rank = (int(metric), name)
        except (IndexError, ValueError):
            continue
        if routes_everywhere and flags & _RTF_UP and flags & _RTF_GATEWAY:
            best = rank if best is None else min(best, rank)
    return None if best is None else best[1]


def default_route_address() -> str | None:
    """The source address the kernel picks for a packet to the internet, or None without
    a default route. Sends nothing (``connect`` on a UDP socket only chooses a route)."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            return str(probe.getsockname()[0])
    except OSError:
        return None


def _reachable(address: str) -> bool:
    try:
        parsed = ipaddress.IPv4Address(address)
    except ValueError:
        return False
    return not (parsed.is_loopback or parsed.is_link_local or parsed.is_unspecified)


def rank(
    found: Iterable[tuple[str, str]], default_interface: str | None, default_address: str | None
) -> list[LanAddress]:
    """The reachable addresses of ``found`` ((interface, address) pairs, see
    ``interfaces``), once each, best first: the default route's (by its interface or its
    source address), then private networks' (home Wi-Fi and Ethernet), then the rest, and
    bridges and tunnels (``VIRTUAL_PREFIXES``) last, even one the default route takes.
    Loopback and link-local addresses are left out.

    >>> [a.address for a in rank([("docker0", "172.17.0.1"), ("wlan0", "192.168.1.20")],
    ...                          None, None)]
    ['192.168.1.20', '172.17.0.1']
    """
    named: dict[str, str] = {}
    for interface, address in found:
        if _reachable(address) and (interface or address not in named):
            named[address] = interface or named.get(address, "")
    addresses = [
        LanAddress(
            address,
            interface,
            default=(bool(interface) and interface == default_interface)
            or address == default_address,
        )
        for address, interface in named.items()
    ]

    def order(entry: LanAddress) -> tuple[int, tuple[int, ...]]:
        # A full-tunnel VPN carries the default route, yet phones can't reach its address.
        if entry.interface.startswith(VIRTUAL_PREFIXES):
            group = 3
        elif entry.default:
            group = 0
        elif ipaddress.IPv4Address(entry.address).is_private:
            group = 1
        else:
            group = 2
        return group, tuple(int(part) for part in entry.address.split("."))

    return sorted(addresses, key=order)


def read_addresses() -> list[LanAddress]:
    """This computer's reachable IPv4 addresses, best first (``rank``), read now."""
    try:
        with open(ROUTE_TABLE, encoding="ascii") as table:
            default_interface = default_route_interface(table.read())
    except OSError:
        default_interface = None  # not Linux, or /proc not mounted
    return rank(interfaces(), default_interface, default_route_address())


class _Recent:
    """A value worked out again once it is older than ``ttl`` seconds."""

    def __init__(self, read: Callable[[], list[LanAddress]], ttl: float):
        self.read, self.ttl = read, ttl
        self.value: list[LanAddress] = []
        self.read_at: float | None = None
        self.lock = threading.Lock()

    def __call__(self) -> list[LanAddress]:
        with self.lock:
            now = time.monotonic()
            if self.read_at is None or now - self.read_at >= self.ttl:
                self.value, self.read_at = self.read(), now
            return list(self.value)


_recent = _Recent(read_addresses, TTL)


def lan_addresses() -> list[LanAddress]:
    """This computer's reachable IPv4 addresses, best first (``read_addresses``), read
    again at most every ``TTL`` seconds."""
    return _recent()
