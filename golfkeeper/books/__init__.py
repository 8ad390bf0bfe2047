"""The family's golf book: matches kept together across phones, with the season's figures.

Pages: ``/books/`` (this browser's books, a new one), ``/books/<id>`` (change a book, for a
holder of its edit link), ``/b/<view token>`` (the figures), ``/b/<view token>/matches/<id>``
(a match's view page, opened from the book), ``/b/edit/<edit token>`` and
``/b/recover/<token>`` (the links), and ``GET /api/books/<view token>`` (the figures as JSON).
"""

from flask import Blueprint

bp = Blueprint("books", __name__)

from golfkeeper.books import file_views, views  # noqa: E402,F401  (registers the routes)
