"""When a match was last opened, for deleting matches nobody opens any more

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-06

A nullable column added with plain ALTER TABLE (no table rebuild, as in 0002): matches
kept before it count as last opened when they were last changed.
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('match', sa.Column('opened_at', sa.DateTime(), nullable=True))


def downgrade():
    # Plain DROP COLUMN (SQLite 3.35 and later), so that no table is rebuilt.
    op.drop_column('match', 'opened_at')
