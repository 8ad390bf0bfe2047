"""The next match a table started from a match (Play again), offered to its followers

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-07

One nullable column on match, next_match_id: the match started from this one by Play
again, whose view link the followers of this one are offered. It refers to match itself
and is set to NULL when the next match is deleted. A foreign key needs the table copied on
SQLite (a batch; migrations/env.py turns foreign keys off meanwhile, so nothing cascades);
PostgreSQL alters it in place. Matches stored before have none: a Play again from before
this migration is not known. Downgrading drops the column.
"""

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade():
    with op.batch_alter_table("match", schema=None) as batch_op:
        batch_op.add_column(sa.Column("next_match_id", sa.Integer(), nullable=True))
        batch_op.create_index(batch_op.f("ix_match_next_match_id"), ["next_match_id"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_match_next_match_id_match"),
            "match",
            ["next_match_id"],
            ["id"],
            ondelete="SET NULL",
        )


def downgrade():
    with op.batch_alter_table("match", schema=None) as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_match_next_match_id_match"), type_="foreignkey")
        batch_op.drop_index(batch_op.f("ix_match_next_match_id"))
        batch_op.drop_column("next_match_id")
