"""Form fields shared by several blueprints."""

from __future__ import annotations

import re

from flask_wtf import FlaskForm
from flask_wtf.file import FileField
from markupsafe import Markup, escape
from werkzeug.datastructures import CombinedMultiDict, FileStorage, MultiDict
from wtforms import IntegerField, StringField
from wtforms.validators import ValidationError
from wtforms.widgets import CheckboxInput, HiddenInput, Select, TextInput
from wtforms.widgets.core import clean_key

from golfkeeper.engine.text import typed_number_text, whole_number_text


def html_attributes(**kwargs) -> Markup:
    """HTML attributes as WTForms' ``html_params`` writes them (sorted by name, ``True``
    as the bare name, ``False`` left out, values escaped, quotes as ``&quot;``), with
    plain string formatting instead of ``Markup.format``: a score sheet draws about a
    hundred of them, and ``Markup.format`` costs some 25 Python calls each."""
    params = []
    for key, value in sorted(kwargs.items()):
        name = _ATTRIBUTE_NAMES.get(key)
        if name is None:
            name = _ATTRIBUTE_NAMES[key] = str(escape(clean_key(key)))
        if value is True:
            params.append(name)
        elif type(value) is str:
            params.append(f'{name}="{value.translate(_ESCAPES)}"')
        elif type(value) is int:
            params.append(f'{name}="{value}"')
        elif value is not False:
            text = str(escape(value)).replace('"', "&quot;")  # a Markup value keeps its quotes
            params.append(f'{name}="{text}"')
    return Markup(" ".join(params))


# Attribute names as html_attributes writes them, by keyword: the keywords are the code's
# and the templates' own (render_kw, widget calls), a few dozen in all.
_ATTRIBUTE_NAMES: dict[str, str] = {}
# markupsafe's escape of a plain string, in one call rather than five.
_ESCAPES = str.maketrans({"&": "&amp;", ">": "&gt;", "<": "&lt;", "'": "&#39;", '"': "&#34;"})


# WTForms' input widgets with their attributes written by html_attributes (the widgets'
# own ``html_params`` hook); forms whose Meta is PlainWidgets use them.
class PlainTextInput(TextInput):
    html_params = staticmethod(html_attributes)


class PlainHiddenInput(HiddenInput):
    html_params = staticmethod(html_attributes)


class PlainCheckboxInput(CheckboxInput):
    html_params = staticmethod(html_attributes)


class PlainSelect(Select):
    """WTForms' ``Select`` with each ``<option>`` written by html_attributes (the hole
    form's "went out" choice has one per player, drawn on every score sheet)."""

    @classmethod
    def render_option(cls, choice, **kwargs) -> Markup:
        value = str(choice.value) if isinstance(choice.value, bool) else choice.value
        options = {"value": value, **(choice.render_kw or {}), **kwargs}
        if choice.selected:
            options["selected"] = True
        label = escape(choice.label or choice.value)
        return Markup(f"<option {html_attributes(**options)}>{label}</option>")


_PLAIN_WIDGETS = {
    TextInput: PlainTextInput(),
    HiddenInput: PlainHiddenInput(),
    CheckboxInput: PlainCheckboxInput(),
}


class PlainWidgets:
    """A form ``Meta`` that draws text, hidden (the CSRF token too) and tick-box fields
    with the plain widgets above (WTForms' ``Meta.bind_field`` hook); a field given its
    own widget keeps it. Use as ``class Meta(PlainWidgets): ...``."""

    def bind_field(self, form, unbound_field, options):
        widget = _PLAIN_WIDGETS.get(type(getattr(unbound_field.field_class, "widget", None)))
        if widget is not None and "widget" not in unbound_field.kwargs:
            options = {**options, "widget": widget}
        return super().bind_field(form, unbound_field, options)


class PostedForm(FlaskForm):
    """A form posted by a page: Flask-WTF's, except that its fields read only text, and a
    file field only a file. Flask-WTF hands every field the uploads too, and the values of
    a JSON body as they come (numbers, lists, objects), so code that expects text met a
    file or a list: a crash instead of a message. Here such a value counts as not sent.
    Its fields are drawn by the plain widgets (:class:`PlainWidgets`)."""

    class Meta(PlainWidgets, FlaskForm.Meta):
        def wrap_formdata(self, form, formdata):
            try:
                formdata = super().wrap_formdata(form, formdata)
            except (TypeError, ValueError):  # a JSON body that is no object of fields
                return MultiDict()
            if not isinstance(formdata, MultiDict | CombinedMultiDict):
                return formdata
            files = {field.name for field in form if isinstance(field, FileField)}
            return MultiDict(
                (name, value)
                for name, value in formdata.items(multi=True)
                if isinstance(value, str) or (name in files and isinstance(value, FileStorage))
            )


FAR_TOO_MANY_DIGITS = 30  # a whole number longer than this is far past any field's range
_THOUSANDS = re.compile(r"[+-]?[0-9]{1,3}(,[0-9]{3})+")
_DECIMAL = re.compile(r"[+-]?[0-9]*[.,][0-9]+")
SCORE_DIGITS_MAX = 6


def parse_score(text: str | None) -> int | None:
    """A typed hole score as points: blank is ``None`` ("not entered", never 0).

    Reads a whole number as :func:`.engine.text.whole_number_text` does ("+5", "−0" and
    full-width digits are the number they plainly are); raises ``ValueError`` with a
    message for the person typing for anything else.
    """
    raw = (text or "").strip()
    if not raw:
        return None
    number = whole_number_text(raw)
    if number is None:
        typed = typed_number_text(raw)
        if _THOUSANDS.fullmatch(typed):
            joined = whole_number_text(typed.replace(",", ""))
            raise ValueError(f"Type {joined} without separators.")
        if _DECIMAL.fullmatch(typed):
            raise ValueError("Scores are whole numbers: no decimals.")
        raise ValueError(f"“{raw}” is not a score: type a whole number such as 7, 0 or -3.")
    if len(number.lstrip("-")) > SCORE_DIGITS_MAX:
        raise ValueError("That number is far too large for a hole score.")
    return int(number)


def whole_number(value: object) -> int:
    """A whole number typed or chosen in a form (see :func:`.engine.text.whole_number_text`),
    as a select field's ``coerce``: an ``int`` stays as it is; raises ``ValueError`` for
    anything that is not a whole number."""
    if isinstance(value, int):
        return value
    number = whole_number_text(str(value))
    if number is None or len(number) > FAR_TOO_MANY_DIGITS:
        raise ValueError(f"{value!r} is not a whole number.")
    return int(number)


class WholeNumberField(IntegerField):
    """A whole number as a phone types it (see :func:`.engine.text.whole_number_text`),
    blank = ``None``.

    Anything else gets the one message ``message`` (WTForms' own "Not a valid integer
    value." says nothing about what to type), and ``between(low, high)`` then checks the
    range only of a number that was read, so a bad value never shows two messages.
    """

    def __init__(self, label=None, validators=None, message: str = "", **kwargs):
        super().__init__(label, validators, **kwargs)
        self.message = message

    def process_formdata(self, valuelist):
        raw = valuelist[0].strip() if valuelist else ""
        self.data = None
        if not raw:
            return
        number = whole_number_text(raw)
        if number is None:
            raise ValueError(self.message)
        sign = -1 if number.startswith("-") else 1
        digits = number.lstrip("-")
        # Past any range a field checks, and past the 4,300 digits Python turns into a
        # number: the range check then says what to type.
        far = len(digits) > FAR_TOO_MANY_DIGITS
        self.data = sign * (10**FAR_TOO_MANY_DIGITS if far else int(digits))


def between(low: int, high: int, message: str):
    """A validator: a number that was read must lie from ``low`` to ``high``."""

    def check(form, field) -> None:
        if field.data is not None and not low <= field.data <= high:
            raise ValidationError(message)

    return check


class ScoreField(StringField):
    """A hole score typed on a phone: a whole number, a minus allowed, blank = not entered.

    The keyboard: the page is served without ``inputmode``, so a phone shows its text
    keyboard, whose number row has a minus on every phone. ``static/js/matches.js`` then
    switches the field to ``inputmode="numeric"`` (the big digit pad) and adds a "±" button
    beside it, because the iPhone's digit pad has no minus key. So with JavaScript a score
    takes the fewest taps, and without it every integer can still be typed. The field stays
    ``type="text"``: a number field would throw away "4.5" or "--4" instead of letting us
    say what is wrong, and it cannot hold a Unicode minus.
    """

    def __init__(self, label=None, validators=None, **kwargs):
        render_kw = {
            "autocomplete": "off",
            "autocapitalize": "off",
            "spellcheck": "false",
            "enterkeyhint": "next",
            "class": "score-input",
            "data-score": "",
            "maxlength": 12,
            **kwargs.pop("render_kw", {}),
        }
        super().__init__(label, validators, render_kw=render_kw, **kwargs)

    widget = PlainTextInput()

    def process_formdata(self, valuelist):
        self.raw_text = valuelist[0] if valuelist else ""
        self.data = None
        if valuelist:
            self.data = parse_score(valuelist[0])

    def _value(self):
        if self.raw_data:
            return self.raw_data[0]
        return "" if self.data is None else str(self.data)
