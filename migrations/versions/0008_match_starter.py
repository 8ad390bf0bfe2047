"""The browser that started a match, and its recovery link

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-03

Two nullable columns on match, added with plain ALTER TABLE (no table rebuild, as in 0006):
starter, the hashed id of the browser that started or imported the match (it alone may
replace the match's links), and recovery_hash, the SHA-256 of the one-time recovery link
the starter may make. A match stored before takes as its starter the browser its grant
lines say started or imported it; a match without such a line has none, and any browser
with the edit right may replace its links, as before. Downgrading drops both columns.
"""

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0008'
down_revision = '0007'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('match', sa.Column('starter', sa.String(length=64), nullable=True))
    op.add_column('match', sa.Column('recovery_hash', sa.String(length=64), nullable=True))
    op.create_index(op.f('ix_match_recovery_hash'), 'match', ['recovery_hash'], unique=True)
    op.execute(
        "UPDATE match SET starter = (SELECT edit_grant.browser FROM edit_grant "
        "WHERE edit_grant.match_id = match.id AND edit_grant.how IN ('started', 'imported') "
        "ORDER BY edit_grant.granted_at, edit_grant.id LIMIT 1)"
    )


def downgrade():
    op.drop_index(op.f('ix_match_recovery_hash'), table_name='match')
    op.drop_column('match', 'recovery_hash')
    op.drop_column('match', 'starter')
