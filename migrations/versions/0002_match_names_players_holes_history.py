"""Match names, late and removed players, who went out, and the match history

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-29

Columns are added with plain ALTER TABLE, never by rebuilding a table: on SQLite a rebuild
drops the old table, and with foreign keys on that deletes every player and score of every
match (ON DELETE CASCADE). Defaults are constant strings for the same reason (Alembic
rebuilds a SQLite table for an expression default); '0' reads as false on PostgreSQL too.
"""
from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0002'
down_revision = '0001'
branch_labels = None
depends_on = None


def upgrade():
    op.create_table('hole',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('hole_number', sa.Integer(), nullable=False),
    sa.Column('went_out_id', sa.Integer(), nullable=True),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_hole_match_id_match'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['went_out_id'], ['player.id'], name=op.f('fk_hole_went_out_id_player'), ondelete='SET NULL'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_hole')),
    sa.UniqueConstraint('match_id', 'hole_number', name=op.f('uq_hole_match_id_hole_number'))
    )
    op.create_table('match_change',
    sa.Column('id', sa.Integer(), nullable=False),
    sa.Column('match_id', sa.Integer(), nullable=False),
    sa.Column('batch', sa.Integer(), nullable=False),
    sa.Column('kind', sa.String(length=12), nullable=False),
    sa.Column('at', sa.DateTime(), nullable=False),
    sa.Column('player_id', sa.Integer(), nullable=True),
    sa.Column('hole_number', sa.Integer(), nullable=True),
    sa.Column('old_value', sa.String(length=40), nullable=True),
    sa.Column('new_value', sa.String(length=40), nullable=True),
    sa.Column('reason', sa.String(length=200), nullable=True),
    sa.Column('undone_at', sa.DateTime(), nullable=True),
    sa.ForeignKeyConstraint(['match_id'], ['match.id'], name=op.f('fk_match_change_match_id_match'), ondelete='CASCADE'),
    sa.ForeignKeyConstraint(['player_id'], ['player.id'], name=op.f('fk_match_change_player_id_player'), ondelete='CASCADE'),
    sa.PrimaryKeyConstraint('id', name=op.f('pk_match_change'))
    )
    op.create_index('ix_match_change_match_batch', 'match_change', ['match_id', 'batch'], unique=False)

    op.add_column('match', sa.Column('name', sa.String(length=60), nullable=True))
    op.add_column('match', sa.Column('first_dealer_drawn', sa.Boolean(), server_default='0', nullable=False))
    op.add_column('match', sa.Column('version', sa.Integer(), server_default='0', nullable=False))
    op.add_column('player', sa.Column('joined_at_hole', sa.Integer(), server_default='1', nullable=False))
    op.add_column('player', sa.Column('left_at_hole', sa.Integer(), nullable=True))


def downgrade():
    # Plain DROP COLUMN (SQLite 3.35 and later), again so that no table is rebuilt.
    op.drop_column('player', 'left_at_hole')
    op.drop_column('player', 'joined_at_hole')
    op.drop_column('match', 'version')
    op.drop_column('match', 'first_dealer_drawn')
    op.drop_column('match', 'name')
    op.drop_index('ix_match_change_match_batch', table_name='match_change')
    op.drop_table('match_change')
    op.drop_table('hole')
