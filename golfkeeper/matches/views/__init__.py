"""The match pages, one module per concern; importing them registers their routes.

- ``start``: the list of matches and starting one
- ``sheet``: the score sheet and its holes
- ``roster``: the players
- ``rules``: the house rules' switches, and correcting them before the first hole
- ``history``: the history and undo; finishing, reopening, deleting
- ``transfer``: export and import
- ``links``: the devices that may keep score, replacing the view or edit link
- ``printing``: the sheet on paper
- ``share_address``: which of this computer's addresses the share links name
- ``common``: loading a match for a write, committing, the error pages of a write
"""

from golfkeeper.matches.views import (  # noqa: F401  (each registers its routes)
    history,
    links,
    printing,
    roster,
    rules,
    share_address,
    sheet,
    start,
    transfer,
)
