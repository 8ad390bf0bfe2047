"""``flask serve``: the embedded production server (waitress) for the kitchen-table LAN."""

from __future__ import annotations

import contextlib
import errno
import socket
import struct
import sys

import click
from flask import current_app
from flask.cli import with_appcontext


def _interface_addresses() -> set[str]:
    """IPv4 addresses of the network interfaces, read from the kernel (Linux only)."""
    if not sys.platform.startswith("linux"):
        return set()
    import fcntl

    siocgifaddr = 0x8915
    found = set()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        for _, name in socket.if_nameindex():
            try:
                packed = fcntl.ioctl(
                    probe.fileno(), siocgifaddr, struct.pack("256s", name[:15].encode())
                )
            except OSError:
                continue  # an interface without an IPv4 address
            found.add(socket.inet_ntoa(packed[20:24]))
    return found


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other devices on the network can reach: no loopback,
    no link-local. Nothing is sent on the network to find them."""
    found = _interface_addresses()
    with contextlib.suppress(OSError):
        found |= {
            info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)
        }
    return sorted(a for a in found if not a.startswith(("127.", "169.254.")))


@click.command("serve")
@click.option("--host", default="0.0.0.0", show_default=True, help="Address to listen on.")
@click.option("--port", default=5000, show_default=True, help="Port to listen on.")
@click.option("--threads", default=8, show_default=True, help="Worker threads.")
@with_appcontext
def serve_command(host: str, port: int, threads: int) -> None:
    """Serve golfkeeper with waitress and print the address phones can open."""
    from waitress import create_server

    try:
        server = create_server(
            current_app._get_current_object(),
            host=host,
            port=port,
            threads=threads,
            ident="golfkeeper",
        )
    except OSError as error:
        # A second `make run`, or another program on the port: one sentence, no traceback.
        if error.errno == errno.EADDRINUSE:
            message = (
                f"Port {port} is already in use (is golfkeeper running in another window?): "
                f"stop that one, or choose another port, e.g. make run PORT={port + 1}."
            )
        else:
            message = f"golfkeeper could not listen on {host}:{port}: {error.strerror or error}."
        click.echo(message, err=True)
        raise SystemExit(1) from None
    addresses = lan_addresses() if host in ("0.0.0.0", "::") else []
    if addresses:
        click.echo("golfkeeper is running. Open this address on every phone on the same Wi-Fi,")
        click.echo(
            "and on this computer too (the scorekeeper's rights belong to the address used):"
        )
        for address in addresses:
            click.echo(f"    http://{address}:{port}/")
        click.echo(f"On this computer alone, http://localhost:{port}/ works as well.")
    else:
        click.echo(f"golfkeeper is running on this computer: http://localhost:{port}/")
        if host in ("0.0.0.0", "::"):
            click.echo(
                f"Phones on the same Wi-Fi can open http://<this computer's address>:{port}/"
            )
    click.echo("Press Ctrl+C to stop.")
    try:
        server.run()
    finally:
        server.close()
