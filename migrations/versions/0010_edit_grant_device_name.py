"""A name for each device on Links and devices ("Ann's phone")

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-07

One nullable column on edit_grant, added with plain ALTER TABLE (no table rebuild, as in
0006): name, what the family calls the device, given on the links page by the device
itself. Every browser describes itself as "Chrome on Android", which tells a family
nothing about whose phone keeps score. Lines stored before have no name and show the
browser's own label, as before. Downgrading drops the column.
"""

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = '0010'
down_revision = '0009'
branch_labels = None
depends_on = None


def upgrade():
    op.add_column('edit_grant', sa.Column('name', sa.String(length=40), nullable=True))


def downgrade():
    with op.batch_alter_table('edit_grant', schema=None) as batch_op:
        batch_op.drop_column('name')
