"""Forms of the statistics page: merge two names, undo a merge."""

from wtforms import HiddenField, SelectField
from wtforms.validators import InputRequired, ValidationError

from golfkeeper.web.forms import PostedForm


class MergeForm(PostedForm):
    """Count one name's matches under another (the same person typed two ways)."""

    merge = SelectField("Name to merge", validators=[InputRequired()])
    into = SelectField("Into", validators=[InputRequired()])

    def validate_into(self, field) -> None:
        if field.data == self.merge.data:
            raise ValidationError("Pick two different names.")


class UnmergeForm(PostedForm):
    """Count a merged name on its own again."""

    name = HiddenField(validators=[InputRequired()])
