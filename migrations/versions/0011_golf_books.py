"""Golf books: named collections of matches with their own links

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-07

Four new tables. book: a name, its view and edit tokens, its starter and recovery hash.
book_match: the matches kept in a book, each row deleted with its book or its match
(deleting a book never deletes a match). book_alias: the book's name merges ("Granny is
Gran"). replaced_book_link: the SHA-256 of each book link its starter replaced. Nothing
existing changes; downgrading drops the four tables.
"""

from alembic import op
import sqlalchemy as sa


# revision identifiers, used by Alembic.
revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def upgrade():
    op.create_table(
        "book",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("name", sa.String(length=60), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("view_token", sa.String(length=64), nullable=False),
        sa.Column("edit_token", sa.String(length=64), nullable=False),
        sa.Column("starter", sa.String(length=64), nullable=True),
        sa.Column("recovery_hash", sa.String(length=64), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_book")),
    )
    op.create_index(op.f("ix_book_view_token"), "book", ["view_token"], unique=True)
    op.create_index(op.f("ix_book_edit_token"), "book", ["edit_token"], unique=True)
    op.create_index(op.f("ix_book_recovery_hash"), "book", ["recovery_hash"], unique=True)
    op.create_table(
        "book_match",
        sa.Column("book_id", sa.Integer(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("added_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["book_id"], ["book.id"], name=op.f("fk_book_match_book_id_book"), ondelete="CASCADE"
        ),
        sa.ForeignKeyConstraint(
            ["match_id"],
            ["match.id"],
            name=op.f("fk_book_match_match_id_match"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("book_id", "match_id", name=op.f("pk_book_match")),
    )
    op.create_index(op.f("ix_book_match_match_id"), "book_match", ["match_id"], unique=False)
    op.create_table(
        "book_alias",
        sa.Column("book_id", sa.Integer(), nullable=False),
        sa.Column("name_key", sa.String(length=160), nullable=False),
        sa.Column("into_key", sa.String(length=160), nullable=False),
        sa.Column("added_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["book_id"], ["book.id"], name=op.f("fk_book_alias_book_id_book"), ondelete="CASCADE"
        ),
        sa.PrimaryKeyConstraint("book_id", "name_key", name=op.f("pk_book_alias")),
    )
    op.create_table(
        "replaced_book_link",
        sa.Column("token_hash", sa.String(length=64), nullable=False),
        sa.Column("book_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(length=4), nullable=False),
        sa.Column("replaced_at", sa.DateTime(), nullable=False),
        sa.ForeignKeyConstraint(
            ["book_id"],
            ["book.id"],
            name=op.f("fk_replaced_book_link_book_id_book"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("token_hash", name=op.f("pk_replaced_book_link")),
    )
    op.create_index(
        op.f("ix_replaced_book_link_book_id"), "replaced_book_link", ["book_id"], unique=False
    )


def downgrade():
    op.drop_index(op.f("ix_replaced_book_link_book_id"), table_name="replaced_book_link")
    op.drop_table("replaced_book_link")
    op.drop_table("book_alias")
    op.drop_index(op.f("ix_book_match_match_id"), table_name="book_match")
    op.drop_table("book_match")
    op.drop_index(op.f("ix_book_recovery_hash"), table_name="book")
    op.drop_index(op.f("ix_book_edit_token"), table_name="book")
    op.drop_index(op.f("ix_book_view_token"), table_name="book")
    op.drop_table("book")
