"""Forms of the home blueprint: the colour theme switch."""

from flask_wtf import FlaskForm
from wtforms import HiddenField, SelectField
from wtforms.fields.choices import SelectChoice

THEMES = ("auto", "dark", "light")


class ThemeForm(FlaskForm):
    """Pick the colour theme: follow the device (auto), dark or light."""

    theme = SelectField("Colour theme", choices=[SelectChoice(theme) for theme in THEMES])
    next = HiddenField()


class DeleteMyMatchesForm(FlaskForm):
    """Delete every match this browser keeps score for, and forget the ones it follows."""
