"""Forms for starting a match and recording a hole."""

from __future__ import annotations

from flask_wtf import FlaskForm
from wtforms import IntegerField, RadioField, SelectField, StringField
from wtforms.fields.choices import SelectChoice
from wtforms.validators import InputRequired, Length, NumberRange, Optional

from golfkeeper.engine.house_rules import MAX_HOLES, MIN_HOLES, PRESETS
from golfkeeper.forms import ScoreField
from golfkeeper.models import PLAYER_NAME_MAX

MIN_PLAYERS, MAX_PLAYERS = 2, 8


class NewMatchForm(FlaskForm):
    """Players in seating order (clockwise), who deals first, holes and house rules.

    One name field per seat (``name_1`` .. ``name_8``); empty seats are skipped.
    """

    first_dealer = RadioField(
        "Deals first",
        choices=[SelectChoice(str(row), f"Seat {row}") for row in range(1, MAX_PLAYERS + 1)],
        default="1",
        validators=[InputRequired(message="Choose who deals the first hole.")],
    )
    holes = IntegerField(
        "Holes",
        default=9,
        validators=[
            InputRequired(message="Say how many holes the match has."),
            NumberRange(MIN_HOLES, MAX_HOLES, message=f"From {MIN_HOLES} to {MAX_HOLES} holes."),
        ],
        render_kw={"inputmode": "numeric"},
    )
    preset = SelectField(
        "House rules",
        choices=[SelectChoice(preset.slug, preset.name) for preset in PRESETS.values()],
        default="main",
    )

    @property
    def name_fields(self) -> list[StringField]:
        return [self[f"name_{row}"] for row in range(1, MAX_PLAYERS + 1)]

    def player_names(self) -> list[str]:
        """The names typed, empty seats dropped, in seating order."""
        return [name for field in self.name_fields if (name := (field.data or "").strip())]

    def validate(self, extra_validators=None) -> bool:
        self.roster_errors: list[str] = []
        if not super().validate(extra_validators):
            return False
        if len(self.player_names()) < MIN_PLAYERS:
            self.roster_errors.append(f"Enter at least {MIN_PLAYERS} players.")
            return False
        seen: set[str] = set()
        for field in self.name_fields:
            name = (field.data or "").strip()
            if name and name.casefold() in seen:
                field.errors.append(
                    f"{name} is already at the table: give each player a different name."
                )
                return False
            seen.add(name.casefold())
        if not (self[f"name_{self.first_dealer.data}"].data or "").strip():
            self.first_dealer.errors.append("The first dealer must be one of the players named.")
            return False
        return True

    def first_dealer_seat(self) -> int:
        """The dealer's 0-based seat among the named players (empty rows take no seat)."""
        dealer_row = int(self.first_dealer.data)
        return sum(1 for field in self.name_fields[: dealer_row - 1] if (field.data or "").strip())


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


class HoleForm(FlaskForm):
    """One score per player for one hole; fields are added per player by ``hole_form``."""


def hole_form(players, **kwargs) -> HoleForm:
    """A hole form with one score field per player, named ``player-<id>``; ``kwargs`` are
    the usual form arguments (``data=`` to pre-fill)."""

    class PlayerHoleForm(HoleForm):
        pass

    for player in players:
        setattr(PlayerHoleForm, f"player-{player.id}", ScoreField(player.name))
    return PlayerHoleForm(**kwargs)


def score_field(form: HoleForm, player):
    """The score field of ``player`` in a hole form."""
    return form[f"player-{player.id}"]
