"""Players who leave keep their column: each stored departure becomes "left after hole N"

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-03

Until now a player who left the table ("Remove") disappeared from the score sheet, and
every hole they had played was scored again without them. docs/rules.md#missed_holes (settled
December 2026) keeps a player who leaves: the holes they played keep their scores, their missed
holes count by the table's missed_holes, and each hole's adjustments are worked out among
the players dealt in on it.

A new column, player.removed, marks a player taken off the sheet as added by mistake.
Every stored departure (left_at_hole set) with at least one score typed becomes "left
after hole left_at_hole - 1": left_at_hole stays as it is and removed stays false. A
departure with no score at all (a name added by mistake, or a join that was undone) is
marked removed, as the sheet showed it. Downgrading drops the column: the older code
takes every departure off the sheet again, as before.
"""

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision = '0007'
down_revision = '0006'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column(
        'player', sa.Column('removed', sa.Boolean(), server_default='0', nullable=False)
    )
    player = sa.table(
        'player',
        sa.column('id', sa.Integer),
        sa.column('left_at_hole', sa.Integer),
        sa.column('removed', sa.Boolean),
    )
    hole_score = sa.table('hole_score', sa.column('player_id', sa.Integer))
    scored = sa.select(hole_score.c.player_id).where(hole_score.c.player_id == player.c.id)
    op.execute(
        player.update()
        .where(player.c.left_at_hole.is_not(None), ~sa.exists(scored))
        .values(removed=True)
    )


def downgrade():
    op.drop_column('player', 'removed')
