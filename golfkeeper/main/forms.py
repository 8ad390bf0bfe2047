"""Forms of the home blueprint: the colour theme switch and deleting this browser's matches."""

from wtforms import HiddenField, SelectField
from wtforms.fields.choices import SelectChoice

from golfkeeper.web.forms import PostedForm

THEMES = ("auto", "dark", "light")


class ThemeForm(PostedForm):
    """Pick the colour theme: follow the device (auto), dark or light."""

    theme = SelectField("Colour theme", choices=[SelectChoice(theme) for theme in THEMES])
    next = HiddenField()


class DeleteMyMatchesForm(PostedForm):
    """Delete every match this browser keeps score for, and forget the ones it follows."""
