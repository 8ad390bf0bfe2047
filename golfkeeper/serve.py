"""``flask serve``: the embedded production server (waitress) for the kitchen-table LAN."""

from __future__ import annotations

import socket

import click
from flask import current_app
from flask.cli import with_appcontext


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other devices on the network can reach (no loopback)."""
    found: set[str] = set()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = info[4][0]
            if not address.startswith("127."):
                found.add(address)
    except OSError:
        pass
    return sorted(found)


@click.command("serve")
@click.option("--host", default="0.0.0.0", show_default=True, help="Address to listen on.")
@click.option("--port", default=5000, show_default=True, help="Port to listen on.")
@click.option("--threads", default=8, show_default=True, help="Worker threads.")
@with_appcontext
def serve_command(host: str, port: int, threads: int) -> None:
    """Serve golfkeeper with waitress and print the address phones can open."""
    from waitress import serve

    click.echo(f"golfkeeper is running on this computer: http://localhost:{port}/")
    if host in ("0.0.0.0", "::"):
        addresses = lan_addresses()
        for address in addresses:
            click.echo(f"Phones on the same Wi-Fi can open:    http://{address}:{port}/")
        if not addresses:
            click.echo(
                f"Phones on the same Wi-Fi can open http://<this computer's address>:{port}/"
            )
    click.echo("Press Ctrl+C to stop.")
    serve(
        current_app._get_current_object(), host=host, port=port, threads=threads, ident="golfkeeper"
    )
