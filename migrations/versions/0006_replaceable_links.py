"""Replaceable links: the record of edit rights given, replaced links, legacy edit rights

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02

Two new tables (edit_grant, replaced_link), each row deleted with its match, and one
nullable column added with plain ALTER TABLE (no table rebuild, as in 0002).

Until now an edit right in a cookie named the match's view token; from now on it names the
edit token, so that replacing the edit link ends it. Every match stored before keeps the
first characters of its view token in legacy_edit_check, so the rights browsers already
hold keep working until the scorekeeper first replaces the edit link. Matches started after
this migration have none. Downgrading drops the tables and the column: rights given in the
new form are then no longer recognised, and their browsers need the edit link again.
"""

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0006'
down_revision = '0005'
branch_labels = None
depends_on = None

CHECK_CHARS = 4  # as golfkeeper.models.CHECK_CHARS


def upgrade():
    op.add_column('match', sa.Column('legacy_edit_check', sa.String(length=CHECK_CHARS), nullable=True))
    match = sa.table('match', sa.column('view_token', sa.String), sa.column('legacy_edit_check', sa.String))
    op.execute(match.update().values(legacy_edit_check=sa.func.substr(match.c.view_token, 1, CHECK_CHARS)))

    op.create_table('edit_grant',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('browser', sa.String(length=64), nullable=False),
    sa.Column('how', sa.String(length=12), nullable=False),
    sa.Column('device', sa.String(length=40), nullable=False),
    sa.Column('granted_at', sa.DateTime(), nullable=False),
    sa.Column('last_seen_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_edit_grant_match_id_match'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_edit_grant')),
    sa.UniqueConstraint('match_id', 'browser', name=op.f('uq_edit_grant_match_id_browser'))
    )
    op.create_table('replaced_link',
    sa.Column('token_hash', sa.String(length=64), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=4), nullable=False),
    sa.Column('replaced_at', sa.DateTime(), nullable=False),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_replaced_link_match_id_match'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('token_hash', name=op.f('pk_replaced_link'))
    )
    op.create_index(op.f('ix_replaced_link_match_id'), 'replaced_link', ['match_id'], unique=False)


def downgrade():
    op.drop_index(op.f('ix_replaced_link_match_id'), table_name='replaced_link')
    op.drop_table('replaced_link')
    op.drop_table('edit_grant')
    # Plain DROP COLUMN (SQLite 3.35 and later), so that no table is rebuilt.
    op.drop_column('match', 'legacy_edit_check')
