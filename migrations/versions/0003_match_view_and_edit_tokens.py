"""Match view and edit tokens: the capability links that share a match

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-29

As in 0002, columns are added with plain ALTER TABLE, never by rebuilding the table (a
SQLite rebuild with foreign keys on would delete every player and score). SQLite adds a
NOT NULL column only with a constant default, so the columns arrive with '' and every
existing match then gets its own random tokens before the unique indexes are built.
PostgreSQL drops the '' default afterwards; on SQLite it stays, harmless: the app always
sets both tokens, and the unique index refuses a second empty one.
"""
import secrets

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0003'
down_revision = '0002'
branch_labels = None
depends_on = None

TOKEN_BYTES = 24  # 192 bits, as golfkeeper.models.new_token


def upgrade():
    op.add_column('match', sa.Column('view_token', sa.String(length=64), server_default='', nullable=False))
    op.add_column('match', sa.Column('edit_token', sa.String(length=64), server_default='', nullable=False))

    connection = op.get_bind()
    match = sa.table('match', sa.column('id', sa.Integer), sa.column('view_token'), sa.column('edit_token'))
    for (match_id,) in connection.execute(sa.select(match.c.id)).all():
        connection.execute(
            match.update()
            .where(match.c.id == match_id)
            .values(
                view_token=secrets.token_urlsafe(TOKEN_BYTES),
                edit_token=secrets.token_urlsafe(TOKEN_BYTES),
            )
        )

    op.create_index(op.f('ix_match_edit_token'), 'match', ['edit_token'], unique=True)
    op.create_index(op.f('ix_match_view_token'), 'match', ['view_token'], unique=True)
    if connection.dialect.name != 'sqlite':
        op.alter_column('match', 'view_token', server_default=None)
        op.alter_column('match', 'edit_token', server_default=None)


def downgrade():
    op.drop_index(op.f('ix_match_view_token'), table_name='match')
    op.drop_index(op.f('ix_match_edit_token'), table_name='match')
    # Plain DROP COLUMN (SQLite 3.35 and later), so that no table is rebuilt.
    op.drop_column('match', 'edit_token')
    op.drop_column('match', 'view_token')
