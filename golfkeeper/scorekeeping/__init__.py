"""The service layer between the stored score sheet and the rules engine.

Views call these functions; they never do scoring arithmetic themselves. Functions here
change the session but do not commit: the view commits once, so every write is one
transaction. They never answer a request either: a refusal is a typed error (``errors``)
that the view turns into a page. Every write starts with ``_ensure_open(match)``, and
every change of a value is written to the match's history by ``_log`` (both in
``commands``). A write decided on a page passes the version that page showed:
``check_version`` (a whole match) or ``hole_version`` (one hole) refuses it when another
phone changed the match meanwhile. A rename passes the name its page showed instead
(``rename_player``): only a rename of the same player stops it.

One module per concern, all re-exported here (``scorekeeping.record_hole``):

- ``sheet``: reading a match, the score sheet computed (``build_sheet``: the hole
  scores that count are the engine's ``engine.holes.count_holes``, on every read) and
  the deal
- ``lists``: the lists of matches, their one-line summaries, the names played before
- ``commands``: starting a match (or another with the same table), recording a hole,
  finishing, reopening, deleting
- ``saving``: saving a hole from its form (``save_hole``): the checks, the nobody-out
  question, the write lock and its retry, and the outcome the view turns into a page
- ``roster``: renaming, adding, removing and moving players
- ``names``: players' names, cleaned and checked
- ``history``: the history of a match and undoing its newest change
- ``transfer``: storing an exported match again, once its history replays to its scores
- ``errors``: the refusals
"""

from golfkeeper.scorekeeping.commands import (
    ANY_VERSION,
    UNCHANGED,
    change_house_rules,
    check_hole_form,
    check_hole_up,
    check_version,
    delete_match,
    finish_match,
    hole_version,
    lock_match,
    next_match,
    record_hole,
    reopen_match,
    rules_fixed_reason,
    start_match,
    start_rematch,
    withdraw_as_next,
)
from golfkeeper.scorekeeping.errors import (
    HoleChanged,
    HoleNotReady,
    MatchChanged,
    MatchFinished,
    RestoreRefused,
    RosterChanged,
    ScorekeepingError,
)
from golfkeeper.scorekeeping.history import (
    MILESTONES,
    ChangeRow,
    HistoryEntry,
    HistoryLine,
    change_rows,
    last_change,
    match_history,
    next_to_undo,
    undo_last_change,
    undo_summary,
    undone_hole,
    undone_values,
)
from golfkeeper.scorekeeping.history_check import check_history
from golfkeeper.scorekeeping.lists import (
    MATCH_STATUSES,
    MatchSummary,
    known_names,
    match_names,
    match_summaries,
    matches_in_progress,
    matches_newest_first,
    matches_page,
)
from golfkeeper.scorekeeping.names import (
    INVISIBLE_NAME,
    check_roster,
    clean_name,
    has_control_characters,
    name_key,
    numbered_name,
)
from golfkeeper.scorekeeping.restored import RestoredChange, RestoredMatch, RestoredPlayer
from golfkeeper.scorekeeping.roster import (
    WentOutUnknown,
    add_player,
    choose_missed_holes,
    come_back,
    late_start_sentence,
    late_starts,
    leave_holes,
    leave_table,
    may_come_back,
    missed_holes_open,
    move_player,
    removal_effects,
    remove_player,
    rename_player,
)
from golfkeeper.scorekeeping.saving import HoleSave, SaveOutcome, TypedHole, save_hole
from golfkeeper.scorekeeping.sheet import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NINE,
    Cell,
    HoleRow,
    ScoreSheet,
    Subtotal,
    build_sheet,
    deal_order,
    get_match,
    hole_players,
    hole_values,
    in_seat_order,
    still_to_enter,
    stored_points,
    stored_went_out,
)
from golfkeeper.scorekeeping.transfer import restore_match, stored_twin

__all__ = [
    "ANY_VERSION",
    "INVISIBLE_NAME",
    "WentOutUnknown",
    "MATCH_STATUSES",
    "MAX_PLAYERS",
    "MILESTONES",
    "MIN_PLAYERS",
    "NINE",
    "UNCHANGED",
    "Cell",
    "ChangeRow",
    "HistoryEntry",
    "HistoryLine",
    "HoleChanged",
    "HoleNotReady",
    "HoleRow",
    "HoleSave",
    "MatchChanged",
    "MatchFinished",
    "MatchSummary",
    "RestoredChange",
    "RestoredMatch",
    "RestoredPlayer",
    "RestoreRefused",
    "RosterChanged",
    "SaveOutcome",
    "ScoreSheet",
    "ScorekeepingError",
    "Subtotal",
    "TypedHole",
    "add_player",
    "choose_missed_holes",
    "late_start_sentence",
    "late_starts",
    "missed_holes_open",
    "build_sheet",
    "change_house_rules",
    "change_rows",
    "check_hole_form",
    "check_history",
    "check_hole_up",
    "check_roster",
    "check_version",
    "clean_name",
    "come_back",
    "deal_order",
    "delete_match",
    "finish_match",
    "get_match",
    "has_control_characters",
    "name_key",
    "next_match",
    "hole_players",
    "hole_values",
    "hole_version",
    "in_seat_order",
    "known_names",
    "last_change",
    "leave_holes",
    "leave_table",
    "lock_match",
    "match_history",
    "match_names",
    "match_summaries",
    "may_come_back",
    "matches_in_progress",
    "matches_newest_first",
    "matches_page",
    "move_player",
    "next_to_undo",
    "numbered_name",
    "record_hole",
    "removal_effects",
    "remove_player",
    "rename_player",
    "reopen_match",
    "restore_match",
    "rules_fixed_reason",
    "save_hole",
    "start_match",
    "start_rematch",
    "still_to_enter",
    "stored_points",
    "stored_went_out",
    "stored_twin",
    "undo_last_change",
    "undo_summary",
    "undone_hole",
    "undone_values",
    "withdraw_as_next",
]
