"""Forms of the home blueprint: the colour theme switch."""

from flask_wtf import FlaskForm
from wtforms import HiddenField, SelectField

THEMES = ("auto", "dark", "light")


class ThemeForm(FlaskForm):
    """Pick the colour theme: follow the device (auto), dark or light."""

    theme = SelectField("Colour theme", choices=[(t, t) for t in THEMES])
    next = HiddenField()
