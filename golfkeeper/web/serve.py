"""``flask serve``: the embedded production server (waitress) for the kitchen-table LAN."""

from __future__ import annotations

import errno

import click
from flask import current_app
from flask.cli import with_appcontext

from golfkeeper.web.lan import LanAddress, lan_addresses


def _line(address: LanAddress, port: int) -> str:
    url = f"http://{address.address}:{port}/"
    return f"{url}  ({address.note})" if address.note else url


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
