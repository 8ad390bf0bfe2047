"""Forms for starting a match, recording a hole, the roster, and importing a match."""

from __future__ import annotations

import re
from functools import lru_cache

from flask_wtf.file import FileField, FileRequired
from wtforms import (
    BooleanField,
    HiddenField,
    RadioField,
    SelectField,
    StringField,
)
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, Length, Optional, ValidationError

from golfkeeper.engine.house_rules import MAX_HOLES, MIN_HOLES, MissedHoles
from golfkeeper.engine.scoring import HoleScoreBounds
from golfkeeper.engine.text import sheet_points_text as format_points
from golfkeeper.models import DEVICE_MAX, MATCH_NAME_MAX, PLAYER_NAME_MAX, REASON_MAX
from golfkeeper.scorekeeping import (
    INVISIBLE_NAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    UNCHANGED,
    has_control_characters,
    name_key,
)
from golfkeeper.web.forms import (
    PlainSelect,
    PostedForm,
    ScoreField,
    WholeNumberField,
    between,
    whole_number,
)

DRAW = "draw"
CUSTOM = "custom"
HOLE_CHOICES = (5, 9, 18)


def no_control_characters(form, field) -> None:
    """A text field may not hold tabs, line breaks, NUL or bidi overrides: they would garble
    the page (and PostgreSQL refuses NUL)."""
    if field.data and has_control_characters(field.data):
        raise ValidationError("Use letters, digits and punctuation only: no control characters.")


class NewMatchForm(PostedForm):
    """Players in seating order (clockwise), who deals first, holes and a name.

    One name field per seat (``name_1`` .. ``name_8``); empty rows are skipped. The house
    rules come from a separate ``HouseRulesForm`` (prefix ``rules``) on the same page.
    """

    name = StringField(
        "Name of the match (optional)",
        validators=[
            Optional(),
            Length(max=MATCH_NAME_MAX, message=f"Keep it to {MATCH_NAME_MAX} characters."),
            no_control_characters,
        ],
        render_kw={"autocomplete": "off", "maxlength": MATCH_NAME_MAX},
    )
    first_dealer = RadioField(
        "Deals first",
        choices=[
            *(SelectChoice(str(row), f"Seat {row}") for row in range(1, MAX_PLAYERS + 1)),
            SelectChoice(DRAW, "Draw for it"),
        ],
        default="1",
        validators=[InputRequired(message="Choose who deals the first hole.")],
    )
    holes = RadioField(
        "Holes",
        choices=[
            *(SelectChoice(str(count), str(count)) for count in HOLE_CHOICES),
            SelectChoice(CUSTOM, "Other"),
        ],
        default="9",
        validators=[InputRequired(message="Say how many holes the match has.")],
    )
    holes_custom = WholeNumberField(
        "Other number of holes",
        validators=[
            Optional(),
            between(MIN_HOLES, MAX_HOLES, f"From {MIN_HOLES} to {MAX_HOLES} holes."),
        ],
        message=f"Type the number of holes in digits, from {MIN_HOLES} to {MAX_HOLES}.",
        render_kw={"inputmode": "numeric", "min": MIN_HOLES, "max": MAX_HOLES},
    )

    @property
    def name_fields(self) -> list[StringField]:
        return [self[f"name_{row}"] for row in range(1, MAX_PLAYERS + 1)]

    def player_names(self) -> list[str]:
        """The names typed, empty rows dropped, in seating order."""
        return [name for field in self.name_fields if (name := (field.data or "").strip())]

    def settle_first_dealer(self) -> None:
        """The first dealer left on the first row (the form's default, ticked before any
        name was typed) while that row is blank becomes the first named player: nobody
        chose a blank row."""
        default = self.first_dealer.default
        if self.first_dealer.data == default and not (self[f"name_{default}"].data or "").strip():
            named = next(
                (
                    row
                    for row, field in enumerate(self.name_fields, 1)
                    if field.data and field.data.strip()
                ),
                None,
            )
            if named is not None:
                self.first_dealer.data = str(named)

    def hole_count(self) -> int | None:
        """The number of holes chosen, or ``None`` if the choice is not valid yet."""
        if self.holes.data == CUSTOM:
            custom = self.holes_custom.data
            return custom if custom is not None and MIN_HOLES <= custom <= MAX_HOLES else None
        return int(self.holes.data) if self.holes.data in ("5", "9", "18") else None

    def validate(self, extra_validators=None) -> bool:
        self.roster_errors: list[str] = []
        valid = super().validate(extra_validators)
        self.settle_first_dealer()
        if self.holes.data == CUSTOM and self.holes_custom.data is None and valid:
            self.holes_custom.errors.append(
                f"Type the number of holes, from {MIN_HOLES} to {MAX_HOLES}."
            )
            valid = False
        names = self.player_names()
        if len(names) < MIN_PLAYERS:
            self.roster_errors.append(f"Enter at least {MIN_PLAYERS} players.")
            return False
        seen: set[str] = set()
        for field in self.name_fields:
            name = (field.data or "").strip()
            if name and not name_key(name):
                field.errors = [*field.errors, INVISIBLE_NAME]
                valid = False
            elif name and name_key(name) in seen:
                field.errors = [
                    *field.errors,
                    f"{name} is already at the table: give each player a different name.",
                ]
                valid = False
            seen.add(name_key(name))
        dealer = self.first_dealer.data
        if dealer not in {choice.value for choice in self.first_dealer.choices}:
            return False  # the field says why
        if dealer != DRAW and not (self[f"name_{dealer}"].data or "").strip():
            self.first_dealer.errors = [
                *self.first_dealer.errors,
                "The first dealer must be one of the players named.",
            ]
            valid = False
        return valid

    def first_dealer_seat(self) -> int:
        """The dealer's 0-based seat among the named players (empty rows take no seat)."""
        dealer_row = int(self.first_dealer.data)
        return sum(1 for field in self.name_fields[: dealer_row - 1] if (field.data or "").strip())

    def move_row(self, row: int, step: int) -> None:
        """Swap the name in ``row`` (1-based) with its neighbour; the first dealer stays the
        same person."""
        other = row + step
        if not (1 <= row <= MAX_PLAYERS and 1 <= other <= MAX_PLAYERS):
            return
        a, b = self[f"name_{row}"], self[f"name_{other}"]
        a.data, b.data = b.data, a.data
        a.raw_data, b.raw_data = b.raw_data, a.raw_data
        if self.first_dealer.data == str(row):
            self.first_dealer.data = str(other)
        elif self.first_dealer.data == str(other):
            self.first_dealer.data = str(row)


for _row in range(1, MAX_PLAYERS + 1):
    setattr(
        NewMatchForm,
        f"name_{_row}",
        StringField(
            f"Player {_row}",
            validators=[
                Optional(),
                Length(max=PLAYER_NAME_MAX, message=f"Keep names to {PLAYER_NAME_MAX} characters."),
            ],
            render_kw={"autocomplete": "off", "maxlength": PLAYER_NAME_MAX},
        ),
    )


def parse_move(value: str | None) -> tuple[int, int] | None:
    """A "move" button's value, ``"<row>:up"`` or ``"<row>:down"``, as (row, step)."""
    row, _, direction = (value or "").partition(":")
    # ASCII digits, few: ``str.isdigit`` also takes "²", which ``int`` refuses.
    if not re.fullmatch(r"[0-9]{1,3}", row) or direction not in ("up", "down"):
        return None
    return int(row), -1 if direction == "up" else 1


class HoleForm(PostedForm):
    """One score per player for one hole (fields added per player by ``hole_form``), who
    went out, and an optional reason for a correction."""

    went_out = SelectField("Went out", choices=[], default="", widget=PlainSelect())
    # "1" once the form asked "Nobody went out?" (on the server or in matches.js): the next
    # save with nobody chosen is the answer, and saves the hole as it stands.
    nobody_out = HiddenField()
    # The hole's saved values as the form was opened (``scorekeeping.hole_version``): a
    # second phone that saved the hole meanwhile turns this save into a question.
    version = HiddenField()
    reason = StringField(
        "Reason for the change (optional)",
        validators=[
            Optional(),
            Length(max=REASON_MAX, message=f"At most {REASON_MAX} characters."),
            no_control_characters,
        ],
        render_kw={"maxlength": REASON_MAX, "autocomplete": "off"},
    )

    players: list
    bounds: HoleScoreBounds
    # Whether the table's hole adjustments read who went out: Enter on the last score then
    # goes to "Went out", and a save with nobody chosen asks first (``asking_nobody_out``).
    needs_went_out: bool = False
    asking_nobody_out: bool = False

    def score_field(self, player) -> ScoreField:
        return self[f"player-{player.id}"]

    def confirm_field(self, player) -> BooleanField:
        return self[f"confirm-{player.id}"]

    def blank_players(self) -> list:
        """The players whose score field shows nothing yet, in seat order."""
        return [p for p in self.players if not self.score_field(p)._value().strip()]

    def players_to_fix(self) -> list:
        """The players whose typed score was refused (its message is by the field), in
        seat order: the save bar names them, and the first one's field takes the focus."""
        return [p for p in self.players if self.score_field(p).errors]

    def out_of_range(self, player) -> bool:
        """Whether the score typed for ``player`` is outside the rules' possible range."""
        points = self.score_field(player).data
        return isinstance(points, int) and not self.bounds.min <= points <= self.bounds.max

    def range_message(self) -> str:
        low, high = format_points(self.bounds.min), format_points(self.bounds.max)
        return (
            f"Hole scores under these rules run from {low} to {high}. Check the score, or "
            "tick ‘Record anyway’ for a house rule the app doesn't know."
        )

    def validate(self, extra_validators=None) -> bool:
        valid = super().validate(extra_validators)
        for player in self.players:
            field = self.score_field(player)
            if (
                not field.errors
                and self.out_of_range(player)
                and not self.confirm_field(player).data
            ):
                field.errors = [*field.errors, self.range_message()]
                valid = False
        return valid

    def points(self, sent) -> dict[int, int | None]:
        """The scores typed, by player id (``None`` for a blank field); a field that was not
        sent at all (``sent`` holds the names that were) is left out, so it changes nothing."""
        return {
            player.id: self.score_field(player).data
            for player in self.players
            if self.score_field(player).name in sent
        }

    def went_out_id(self, sent) -> int | None:
        """Who went out (``None``: not noted), or ``UNCHANGED`` if the choice was not sent."""
        if self.went_out is None or self.went_out.name not in sent:
            return UNCHANGED
        return int(self.went_out.data) if self.went_out.data else None


def hole_form(
    players,
    bounds: HoleScoreBounds,
    *,
    went_out: bool = True,
    needs_went_out: bool = False,
    **kwargs,
) -> HoleForm:
    """A hole form with a score field (``player-<id>``) and a "Record anyway" box
    (``confirm-<id>``) per player; ``went_out`` adds the "who went out" choice, and
    ``needs_went_out`` says the table's rules read it. ``kwargs`` are the usual form
    arguments (``formdata=None, data=...`` to pre-fill)."""
    players = list(players)
    form_class = _hole_form_class(tuple((p.id, p.name) for p in players), went_out)
    form = form_class(**kwargs)
    form.players = players
    form.bounds = bounds
    form.needs_went_out = went_out and needs_went_out
    if went_out:
        form.went_out.choices = [
            SelectChoice("", "Not noted"),
            *(SelectChoice(str(player.id), player.name) for player in players),
        ]
    return form


@lru_cache(maxsize=256)
def _hole_form_class(players: tuple[tuple[int, str], ...], went_out: bool) -> type[HoleForm]:
    """The hole form's class for these players (id, name) in this order: made once for a
    table, not on every page showing the form (a class of 16 fields and its field list
    cost some 300 Python calls)."""

    class PlayerHoleForm(HoleForm):
        pass

    for player_id, name in players:
        setattr(PlayerHoleForm, f"player-{player_id}", ScoreField(name))
        setattr(PlayerHoleForm, f"confirm-{player_id}", BooleanField("Record anyway"))
    if not went_out:
        PlayerHoleForm.went_out = None
    return PlayerHoleForm


class ActionForm(PostedForm):
    """A button that changes the match: the CSRF token, and the match version its page
    showed."""

    # ``Match.version`` as the page was rendered: templates always fill it from the match
    # they show (``form.version(value=match.version)``), never from what was posted, so a
    # page shown again after a refusal carries the version it now shows.
    version = HiddenField()


class PlayerNameForm(PostedForm):
    """A player's name as typed (the service checks it against the roster rules)."""

    name = StringField(
        "Name",
        validators=[InputRequired(message="Type a name.")],
        render_kw={"autocomplete": "off", "maxlength": PLAYER_NAME_MAX},
    )


class RenameForm(PlayerNameForm):
    """A player's new name, and the name the page showed: the rename is refused only if
    another phone renamed the player meanwhile (a saved hole does not stop it)."""

    shown = HiddenField()


class LeaveForm(ActionForm):
    """A player leaving the table, after which hole (the view sets the holes offered)."""

    # Read as a hole score is ("+1" and full-width digits are 1), though the page offers
    # a list: a hand-made or scripted post gets the same reading.
    after_hole = SelectField("Leaves after hole", choices=[], coerce=whole_number)
    # Offered while no missed hole has been counted (the view sets the choices).
    missed_holes = SelectField("The holes after count", choices=[], validate_choice=False)

    def missed_holes_rule(self) -> MissedHoles | None:
        return missed_holes_rule(self.missed_holes.data)


class AddPlayerForm(PlayerNameForm, ActionForm):
    """A player joining the table, and where they sit (after the match version the page
    showed: who joins at which hole depends on it)."""

    # Any other value (or none) seats the player after the last seat.
    after = SelectField("Sits after (clockwise)", choices=[], validate_choice=False)
    # Offered while no missed hole has been counted (the view sets the choices).
    missed_holes = SelectField("Their missed holes count", choices=[], validate_choice=False)

    def missed_holes_rule(self) -> MissedHoles | None:
        return missed_holes_rule(self.missed_holes.data)


def missed_holes_rule(sent: str | None) -> MissedHoles | None:
    """The missed-holes rule a join or leave form chose; ``None``: none offered or sent."""
    return next((rule for rule in MissedHoles if rule.value == sent), None)


class ImportForm(PostedForm):
    """A match exported as JSON, to store again as a new match."""

    file = FileField("Match file (.json)", validators=[FileRequired("Choose a file to import.")])
    # Offered once the file turned out to be a match that is stored already.
    again = BooleanField("Store it again as another match")


class ImportCopyForm(PostedForm):
    """A match file already read once, sent back as text to store a second copy of a
    match stored already (the file is not chosen again; it is checked again whole)."""

    content = HiddenField()


class ShareAddressForm(PostedForm):
    """Which of this computer's addresses the share links and QR code name (its choices
    are the addresses it has now, set by the view)."""

    address = SelectField(
        "Address the phones open", validators=[InputRequired()], validate_choice=True
    )


class DeviceNameForm(PostedForm):
    """What the family calls this device on Links and devices ("Ann's phone"); empty
    gives it back its browser's own label."""

    name = StringField(
        "Name of the device you are using",
        validators=[Length(max=DEVICE_MAX), no_control_characters],
        filters=[lambda value: value.strip() if isinstance(value, str) else value],
        render_kw={"maxlength": DEVICE_MAX, "autocomplete": "off"},
    )
