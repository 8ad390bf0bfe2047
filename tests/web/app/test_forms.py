"""The forms on their own, as cookiecutter-flask tests them: valid data validates, and
each kind of bad data puts the field's own message on that field."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from markupsafe import Markup
from werkzeug.datastructures import MultiDict
from wtforms.widgets import CheckboxInput, HiddenInput, TextInput
from wtforms.widgets.core import html_params

from golfkeeper.calculator.forms import LayoutForm
from golfkeeper.engine.house_rules import MAIN_RULES
from golfkeeper.engine.scoring import hole_score_bounds
from golfkeeper.main.forms import ThemeForm
from golfkeeper.matches.forms import AddPlayerForm, NewMatchForm, RenameForm, hole_form
from golfkeeper.table_rules.form import HouseRulesForm
from golfkeeper.web.forms import (
    PlainCheckboxInput,
    PlainHiddenInput,
    PlainTextInput,
    html_attributes,
)

ANN, BO = SimpleNamespace(id=1, name="Ann"), SimpleNamespace(id=2, name="Bo")


@pytest.fixture
def posted(app):
    """``posted(FormClass, **fields)``: the form as a POST of ``fields`` fills it."""
    contexts = []

    def post(make, **fields):
        context = app.test_request_context(method="POST", data=fields)
        context.push()
        contexts.append(context)
        return make()

    yield post
    for context in reversed(contexts):
        context.pop()


# -- Starting a match ------------------------------------------------------------------------


def new_match(posted, **fields):
    data = {"name_1": "Ann", "name_2": "Bo", "first_dealer": "1", "holes": "9", **fields}
    return posted(NewMatchForm, **{k: v for k, v in data.items() if v is not None})


def test_two_names_a_dealer_and_a_hole_count_start_a_match(posted):
    form = new_match(posted, name="Friday", name_3="  ", name_4="Cy")
    assert form.validate()
    assert form.player_names() == ["Ann", "Bo", "Cy"]
    assert form.hole_count() == 9
    assert form.first_dealer_seat() == 0


def test_the_first_dealers_seat_skips_empty_rows(posted):
    form = new_match(posted, name_2="", name_5="Bo", first_dealer="5")
    assert form.validate()
    assert form.first_dealer_seat() == 1


@pytest.mark.parametrize(("custom", "holes"), [("1", 1), ("36", 36), (" 12 ", 12)])
def test_any_hole_count_from_1_to_36_may_be_typed(posted, custom, holes):
    form = new_match(posted, holes="custom", holes_custom=custom)
    assert form.validate()
    assert form.hole_count() == holes


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"holes": "custom", "holes_custom": "0"}, "holes_custom", "From 1 to 36 holes."),
        ({"holes": "custom", "holes_custom": "37"}, "holes_custom", "From 1 to 36 holes."),
        (
            {"holes": "custom", "holes_custom": "ten"},
            "holes_custom",
            "Type the number of holes in digits, from 1 to 36.",
        ),
        (
            {"holes": "custom", "holes_custom": ""},
            "holes_custom",
            "Type the number of holes, from 1 to 36.",
        ),
        ({"holes": None}, "holes", "Say how many holes the match has."),
        ({"holes": "7"}, "holes", "Not a valid choice."),
        ({"first_dealer": None}, "first_dealer", "Choose who deals the first hole."),
        (
            {"first_dealer": "3"},
            "first_dealer",
            "The first dealer must be one of the players named.",
        ),
        (
            {"name_2": "ANN"},
            "name_2",
            "ANN is already at the table: give each player a different name.",
        ),
        ({"name_2": "B" * 41}, "name_2", "Keep names to 40 characters."),
        ({"name": "M" * 61}, "name", "Keep it to 60 characters."),
        (
            {"name": "Friday\nnight"},
            "name",
            "Use letters, digits and punctuation only: no control characters.",
        ),
    ],
    ids=[
        "no-holes",
        "too-many-holes",
        "holes-in-words",
        "custom-left-blank",
        "no-hole-choice",
        "unknown-hole-choice",
        "no-dealer",
        "dealer-on-an-empty-row",
        "same-name",
        "long-name",
        "long-match-name",
        "match-name-with-a-line-break",
    ],
)
def test_a_bad_new_match_puts_its_message_on_the_field(posted, fields, field, message):
    form = new_match(posted, **fields)
    assert not form.validate()
    assert message in form[field].errors


@pytest.mark.parametrize("names", [{"name_2": None}, {"name_2": ""}, {"name_2": "   "}])
def test_fewer_than_two_names_is_not_a_match(posted, names):
    form = new_match(posted, **names)
    assert not form.validate()
    assert form.roster_errors == ["Enter at least 2 players."]


def test_moving_a_row_keeps_the_first_dealer_on_the_same_person(posted):
    form = new_match(posted, first_dealer="2")
    form.move_row(2, -1)
    assert [form.name_1.data, form.name_2.data] == ["Bo", "Ann"]
    assert form.first_dealer.data == "1"  # still Bo


# -- A hole's scores: 0 is a score, blank is "not entered" -----------------------------------


def a_hole(posted, **fields):
    return posted(lambda: hole_form([ANN, BO], hole_score_bounds(MAIN_RULES)), **fields)


@pytest.mark.parametrize(
    ("typed", "points"),
    [
        ("0", 0),
        ("-6", -6),
        ("\u22123", -3),
        (" 12 ", 12),
        ("", None),
        ("  ", None),
        ("+5", 5),
        ("-0", 0),
        ("\uff13", 3),
    ],
    ids=[
        "zero",
        "the-lowest",
        "unicode-minus",
        "spaces",
        "blank",
        "only-spaces",
        "plus-sign",
        "minus-zero",
        "full-width",
    ],
)
def test_a_typed_score_is_read_as_points_and_blank_as_not_entered(posted, typed, points):
    form = a_hole(posted, **{"player-1": typed, "player-2": "5"})
    assert form.validate(), form.errors
    assert form.points({"player-1", "player-2"}) == {1: points, 2: 5}


def test_a_field_that_was_not_sent_is_left_out_of_the_points(posted):
    form = a_hole(posted, **{"player-1": "4"})
    assert form.validate()
    assert form.points({"player-1"}) == {1: 4}


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("4.5", "Scores are whole numbers: no decimals."),
        ("1,000", "Type 1000 without separators."),
        ("\u0663", "“\u0663” is not a score: type a whole number such as 7, 0 or -3."),
        ("seven", "“seven” is not a score: type a whole number such as 7, 0 or -3."),
        ("1234567", "That number is far too large for a hole score."),
    ],
)
def test_a_score_that_is_not_a_whole_number_gets_its_message(posted, typed, message):
    form = a_hole(posted, **{"player-1": typed, "player-2": "5"})
    assert not form.validate()
    assert form["player-1"].errors == [message]
    assert form["player-2"].errors == []


@pytest.mark.parametrize("typed", ["-7", "61"])
def test_a_score_outside_the_rules_range_asks_to_check_it(posted, typed):
    form = a_hole(posted, **{"player-1": typed, "player-2": "5"})
    assert not form.validate()
    assert form["player-1"].errors == [form.range_message()]
    assert "from −6 to 60" in form.range_message()  # the main rules' bounds


def test_record_anyway_accepts_a_score_outside_the_range(posted):
    form = a_hole(posted, **{"player-1": "61", "confirm-1": "y", "player-2": "5"})
    assert form.validate()
    assert form.points({"player-1"}) == {1: 61}


@pytest.mark.parametrize(("sent", "went_out"), [({"went_out": "2"}, 2), ({"went_out": ""}, None)])
def test_who_went_out_is_a_player_at_the_hole_or_not_noted(posted, sent, went_out):
    form = a_hole(posted, **{"player-1": "4", **sent})
    assert form.validate()
    assert form.went_out_id({"went_out"}) == went_out


def test_who_went_out_must_be_a_player_of_the_hole(posted):
    form = a_hole(posted, **{"player-1": "4", "went_out": "3"})
    assert not form.validate()
    assert form.went_out.errors == ["Not a valid choice."]


def test_a_correction_reason_is_short_and_one_line(posted):
    long = a_hole(posted, **{"player-1": "4", "reason": "r" * 201})
    assert not long.validate() and long.reason.errors == ["At most 200 characters."]
    tabbed = a_hole(posted, **{"player-1": "4", "reason": "a\tb"})
    assert not tabbed.validate()
    assert tabbed.reason.errors == [
        "Use letters, digits and punctuation only: no control characters."
    ]


# -- Player names ----------------------------------------------------------------------------


@pytest.mark.parametrize("form_class", [RenameForm, AddPlayerForm])
def test_a_player_form_needs_a_name(posted, form_class):
    assert posted(form_class, name="Cy").validate()
    form = posted(form_class, name="")
    assert not form.validate()
    assert form.name.errors == ["Type a name."]


def test_a_new_player_may_sit_after_anyone_named_in_the_post(posted):
    form = posted(AddPlayerForm, name="Cy", after="999", version="3")
    assert form.validate()  # the service seats an unknown "after" at the end
    assert (form.after.data, form.version.data) == ("999", "3")


def test_a_rename_carries_the_name_the_page_showed(posted):
    form = posted(RenameForm, name="Annie", shown="Ann")
    assert form.validate()
    assert form.shown.data == "Ann"


# -- House rules -----------------------------------------------------------------------------


def house_rules(**fields) -> HouseRulesForm:
    return HouseRulesForm(formdata=MultiDict({"holes": "9", **fields}))


def test_the_default_switches_are_the_main_rules():
    form = house_rules(record_who_went_out="y")
    assert form.validate_rules() == MAIN_RULES


@pytest.mark.parametrize("typed", ["+9", "\uff19", "09"])
def test_a_number_switch_reads_a_number_as_a_phone_types_it(typed):
    assert house_rules(holes=typed).validate_rules().holes == 9


def test_switches_become_the_engines_rules():
    rules = house_rules(jokers="-3", twos="2", decks="2", holes="18").validate_rules()
    assert (rules.jokers, rules.twos, rules.decks, rules.holes) == (-3, 2, 2, 18)
    assert not rules.record_who_went_out  # an unticked box is off


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"holes": ""}, "holes", "Say how many holes the match has."),
        ({"holes": "0"}, "holes", "From 1 to 36 holes."),
        ({"holes": "37"}, "holes", "From 1 to 36 holes."),
        # The range says what to type (WTForms said "Not a valid integer value.").
        ({"holes": "nine"}, "holes", "From 1 to 36 holes."),
        ({"holes": "\u0669"}, "holes", "From 1 to 36 holes."),
        ({"jokers": "-11"}, "jokers", "Not a valid choice."),
        ({"card_values": "K:lots"}, "card_values", "'K:lots': 'lots' is not a whole number."),
        ({"card_values": "2:1"}, "card_values", "2 takes its value from the twos switch."),
        ({"decks": "4"}, "decks", "Not a valid choice."),
        ({"game": "ten-card"}, "game", "Not a valid choice."),
        ({"preset": "no-such-rules"}, "preset", "Not a valid choice."),
    ],
)
def test_a_bad_switch_puts_its_message_on_the_switch(fields, field, message):
    form = house_rules(**fields)
    assert form.validate_rules() is None
    assert message in form[field].errors


# -- The colour theme ------------------------------------------------------------------------


@pytest.mark.parametrize(("theme", "valid"), [("auto", True), ("dark", True), ("pink", False)])
def test_the_theme_is_auto_dark_or_light(posted, theme, valid):
    assert posted(ThemeForm, theme=theme).validate() is valid


@pytest.mark.parametrize(
    "attributes",
    [
        {"name": "player-1", "id": "player-1", "class_": "score-input", "data_score": ""},
        {"value": "5\"<&>'", "maxlength": 12, "checked": True, "readonly": False},
        {"aria_describedby": "player-1-error", "aria_invalid": "true", "value": "−4 ü"},
        {"value": Markup('a"b <i>')},
        {"value": None},
    ],
)
def test_score_field_attributes_are_written_as_wtforms_writes_them(attributes):
    assert html_attributes(**attributes) == html_params(**attributes)


def test_posted_forms_draw_text_hidden_and_tick_box_fields_as_wtforms_would(posted):
    form = posted(
        lambda: hole_form([ANN, BO], hole_score_bounds(MAIN_RULES)),
        **{"player-1": '4"<', "confirm-1": "y", "version": "v1", "reason": "Recounted & fixed"},
    )
    form.validate()
    drawn = {
        form.version: (PlainHiddenInput, HiddenInput()),
        form.reason: (PlainTextInput, TextInput()),
        form.confirm_field(ANN): (PlainCheckboxInput, CheckboxInput()),
        form.score_field(ANN): (PlainTextInput, TextInput()),
    }
    for field, (plain, wtforms_own) in drawn.items():
        assert isinstance(field.widget, plain), field.name
        ours = field(class_="x")
        field.widget = wtforms_own
        assert ours == field(class_="x"), field.name


def test_the_calculators_text_box_and_last_layout_are_drawn_as_wtforms_would(app):
    form = LayoutForm(MultiDict({"layout": '5H "KC" <2S>', "scored": "5H KC 2S"}))
    for field, plain, wtforms_own in (
        (form.layout, PlainTextInput, TextInput()),
        (form.scored, PlainHiddenInput, HiddenInput()),
    ):
        assert isinstance(field.widget, plain), field.name
        ours = field(class_="x")
        field.widget = wtforms_own
        assert ours == field(class_="x"), field.name
