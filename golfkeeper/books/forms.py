"""Forms of the golf book: make one, add or remove a match, merge names, replace links."""

from wtforms import HiddenField, IntegerField, SelectField, StringField
from wtforms.validators import AnyOf, InputRequired, Length, NumberRange, ValidationError

from golfkeeper.books.models import BOOK_NAME_MAX
from golfkeeper.scorekeeping.names import has_control_characters
from golfkeeper.web.forms import PostedForm
from golfkeeper.web.security import MAX_ID


class NewBookForm(PostedForm):
    """A new book: its name ("The Smith family book, 2027")."""

    name = StringField(
        "Name of the book",
        validators=[InputRequired(message="Type a name for the book."), Length(max=BOOK_NAME_MAX)],
        filters=[lambda value: value.strip() if isinstance(value, str) else value],
    )

    def validate_name(self, field) -> None:
        if not field.data:
            raise ValidationError("Type a name for the book.")
        if has_control_characters(field.data):
            raise ValidationError("Names can't contain tabs, line breaks or control characters.")


class MatchForm(PostedForm):
    """A match to add to a book, or to take out of it."""

    match_id = IntegerField(
        "Match",
        validators=[
            InputRequired(message="Choose a match."),
            NumberRange(min=1, max=MAX_ID, message="Choose a match."),
        ],
    )


class AddToBookForm(PostedForm):
    """From a score sheet: keep this match in one of this browser's books."""

    book_id = IntegerField(
        "Book", validators=[InputRequired(message="Choose a book."), NumberRange(1, MAX_ID)]
    )


class MergeForm(PostedForm):
    """ "Granny is Gran": count one name as another in this book."""

    merge = SelectField("Name", validators=[InputRequired(message="Choose a name.")])
    into = SelectField(
        "Is the same person as", validators=[InputRequired(message="Choose a name.")]
    )

    def validate_into(self, field) -> None:
        if field.data == self.merge.data:
            raise ValidationError("Pick two different names.")


class UnmergeForm(PostedForm):
    """Count a merged name on its own again."""

    name = HiddenField(validators=[InputRequired()])


class LinkForm(PostedForm):
    """Replace the book's view or edit link."""

    kind = HiddenField(validators=[InputRequired(), AnyOf(("view", "edit"))])
