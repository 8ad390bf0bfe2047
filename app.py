"""Entry point: ``flask --app app run`` (or ``make run``) finds ``app`` here."""

from golfkeeper import create_app

app = create_app()
