"""Stored matches keep counting nothing for a late player's missed holes

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01

The missed_holes house rule (docs/rules.md#missed_holes) counts a hole a late player did not play;
new matches default to "highest". Every match stored before it existed counted nothing for
those holes, so it is written "skip" into its rules and no stored total changes. Only the
rules JSON changes, no schema. Downgrading takes the key out again (the older code refuses
a key it does not know).
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0005'
down_revision = '0004'
branch_labels = None
depends_on = None

KEY = 'missed_holes'


def _rewrite(change):
    connection = op.get_bind()
    match = sa.table('match', sa.column('id', sa.Integer), sa.column('rules', sa.JSON))
    for match_id, stored in connection.execute(sa.select(match.c.id, match.c.rules)).all():
        rules = dict(stored or {})
        if change(rules):
            connection.execute(match.update().where(match.c.id == match_id).values(rules=rules))


def _skip(rules):
    if KEY in rules:
        return False
    rules[KEY] = 'skip'
    return True


def _forget(rules):
    return rules.pop(KEY, None) is not None


def upgrade():
    _rewrite(_skip)


def downgrade():
    _rewrite(_forget)
