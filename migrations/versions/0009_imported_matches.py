"""Imported matches: what makes two files the same match, unique

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03

One new table (imported_match), each row deleted with its match. The same file imported
twice at the same moment (two taps, two servers) was stored twice: the check for a stored
copy and the insert were not one step. Now each import stores its key here, and the second
one is refused by the primary key. Matches imported before have no row: they are already
stored, so the check finds them. Downgrading drops the table.
"""

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('imported_match',
    sa.Column('key', sa.String(length=64), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_imported_match_match_id_match'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('key', name=op.f('pk_imported_match'))
    )
    op.create_index(op.f('ix_imported_match_match_id'), 'imported_match', ['match_id'], unique=False)


def downgrade():
    op.drop_index(op.f('ix_imported_match_match_id'), table_name='imported_match')
    op.drop_table('imported_match')
