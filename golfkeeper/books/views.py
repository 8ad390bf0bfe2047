"""Keeping a book: make one, open its edit link, add and take out matches, merge names,
replace its links. Every change needs the book's edit right (``books.rights``); adding or
removing a match needs that match's edit right too."""

from __future__ import annotations

from flask import abort, flash, redirect, render_template, url_for

from golfkeeper import sharing
from golfkeeper.books import bp, reading, rights, service
from golfkeeper.books.forms import (
    AddToBookForm,
    LinkForm,
    MatchForm,
    MergeForm,
    NewBookForm,
    UnmergeForm,
)
from golfkeeper.books.models import Book
from golfkeeper.extensions import db
from golfkeeper.models import Match
from golfkeeper.sharing.links import token_hash
from golfkeeper.stats.figures import name_key

NOT_YOURS = (
    "There is no book here, or this browser has not been given its edit link. "
    "Ask whoever keeps the book for its edit link."
)
CANNOT_WRITE = (
    "This browser can't change that match, so it can't add it to a book or take it out. "
    "Open the match's edit link on this device first. Nothing was changed."
)


def _book_or_404(book_id: int) -> Book:
    book = db.session.get(Book, book_id)
    if book is None or not rights.may_edit(book):
        abort(404, description=NOT_YOURS)
    return book


def _match_choices(book: Book) -> list[tuple[int, str]]:
    """The matches this browser may write that the book does not keep yet."""
    ids = sharing.remembered_ids() - set(book.match_ids)
    if not ids:
        return []
    matches = db.session.scalars(
        db.select(Match).where(Match.id.in_(ids)).order_by(Match.created_at.desc())
    ).all()
    return [
        (match.id, f"{match.title} ({match.created_at:%d %b %Y})")
        for match in matches
        if sharing.may_write(match)
    ]


def _merge_form(sheets, **kwargs) -> MergeForm:
    form = MergeForm(**kwargs)
    names = {name_key(p.name): p.name for sheet in sheets for p in sheet.players}
    choices = [("", "Choose a name")] + sorted(names.items(), key=lambda i: i[1].casefold())
    form.merge.choices = choices
    form.into.choices = choices
    return form


def _render_book(book: Book, *, add_form=None, merge_form=None, status: int = 200):
    sheets = service.book_sheets(book)
    merge_form = merge_form or _merge_form(sheets, formdata=None)
    add_form = add_form or MatchForm(formdata=None)
    spellings = {name_key(p.name): p.name for sheet in sheets for p in sheet.players}
    merges = [
        (spellings.get(key, key), spellings.get(into, into), key)
        for key, into in service.aliases(book).items()
    ]
    view_url = sharing.reachable_url(url_for("books.page", token=book.view_token, _external=True))
    edit_url = sharing.reachable_url(
        url_for("books.take_over", token=book.edit_token, _external=True)
    )
    page = render_template(
        "books/edit.html",
        book=book,
        sheets=sheets,
        choices=_match_choices(book),
        add_form=add_form,
        remove_form=MatchForm(formdata=None),
        merge_form=merge_form,
        unmerge_form=UnmergeForm(formdata=None),
        link_form=LinkForm(formdata=None),
        merges=merges,
        view_url=view_url,
        edit_url=edit_url,
        qr=sharing.qr_svg(view_url, f"QR code of the view link for {book.name}"),
        is_starter=rights.is_starter(book),
    )
    return page, status


@bp.get("/books/")
def index():
    """This browser's books, and a form to start a new one."""
    return render_template(
        "books/index.html", books=rights.editable_books(), form=NewBookForm(formdata=None)
    )


@bp.post("/books/")
def create():
    """Start a new book: this browser gets its edit right and becomes its starter."""
    form = NewBookForm()
    if not form.validate_on_submit():
        return render_template("books/index.html", books=rights.editable_books(), form=form), 422
    book = service.create_book(form.name.data, sharing.this_browser())
    db.session.commit()
    rights.grant_edit(book)
    flash(f"The book “{book.name}” is ready: add matches to it below.")
    return redirect(url_for("books.edit", book_id=book.id))


@bp.get("/books/<int:book_id>")
def edit(book_id: int):
    """Keep a book: its links, its matches, its merged names."""
    return _render_book(_book_or_404(book_id))


@bp.get("/b/edit/<token>")
def take_over(token: str):
    """Open a book's edit link: this browser may now add matches to it and take them out.
    Led here by another web page, it asks first."""
    book = _book_from(token, "edit")
    if sharing.from_another_site() and not rights.may_edit(book):
        return render_template("books/ask.html", book=book, form=LinkForm(formdata=None))
    rights.grant_edit(book)
    return redirect(url_for("books.edit", book_id=book.id))


@bp.post("/b/edit/<token>")
def take_over_confirmed(token: str):
    """The answer to the page that asked before keeping a book's edit link."""
    book = _book_from(token, "edit")
    if LinkForm().validate_on_submit():
        rights.grant_edit(book)
    return redirect(url_for("books.edit", book_id=book.id))


def _book_from(token: str, kind: str) -> Book:
    return reading.book_from_token(token, kind)


def _writable_match(match_id: int) -> Match:
    match = db.session.get(Match, match_id)
    if match is None or not sharing.may_write(match):
        abort(403, description=CANNOT_WRITE)
    return match


@bp.post("/books/<int:book_id>/matches")
def add_match(book_id: int):
    """Keep one of this browser's matches in the book."""
    book = _book_or_404(book_id)
    form = MatchForm()
    if not form.validate_on_submit():
        return _render_book(book, add_form=form, status=422)
    match = _writable_match(form.match_id.data)
    try:
        added = service.add_match(book, match)
    except service.BookError as refusal:
        form.match_id.errors = [refusal.message]
        return _render_book(book, add_form=form, status=422)
    db.session.commit()
    flash(f"{match.title} is in the book." if added else f"{match.title} was already in it.")
    return redirect(url_for("books.edit", book_id=book.id))


@bp.post("/books/<int:book_id>/matches/remove")
def remove_match(book_id: int):
    """Take a match out of the book (the match itself stays as it is)."""
    book = _book_or_404(book_id)
    form = MatchForm()
    if not form.validate_on_submit() or form.match_id.data not in book.match_ids:
        abort(404, description="That match is not in this book. Nothing was changed.")
    match = _writable_match(form.match_id.data)
    service.remove_match(book, match.id)
    db.session.commit()
    flash(f"{match.title} is no longer in the book.")
    return redirect(url_for("books.edit", book_id=book.id))


@bp.post("/matches/<int:match_id>/book")
def add_from_sheet(match_id: int):
    """From a match's score sheet: keep it in one of this browser's books."""
    # The form first: a body too large is refused as such (413) before any other refusal,
    # whose page would read the form again.
    form = AddToBookForm()
    match = sharing.match_or_404(match_id, write=True)
    book = db.session.get(Book, form.book_id.data) if form.validate_on_submit() else None
    if book is None or not rights.may_edit(book):
        abort(404, description=NOT_YOURS + " Nothing was changed.")
    try:
        service.add_match(book, match)
    except service.BookError as refusal:
        flash(refusal.message)
        return redirect(url_for("matches.scorecard", match_id=match.id))
    db.session.commit()
    flash(f"{match.title} is in the book “{book.name}”.")
    return redirect(url_for("matches.scorecard", match_id=match.id))


@bp.post("/books/<int:book_id>/merge")
def merge(book_id: int):
    """Count one name as another person's in this book ("Granny is Gran")."""
    book = _book_or_404(book_id)
    sheets = service.book_sheets(book)
    form = _merge_form(sheets)
    if not form.validate_on_submit():
        return _render_book(book, merge_form=form, status=422)
    try:
        service.merge_names(book, sheets, form.merge.data, form.into.data)
    except service.BookError as refusal:
        form.into.errors = [*form.into.errors, refusal.message]
        return _render_book(book, merge_form=form, status=422)
    db.session.commit()
    flash("The two names are now one person in this book.")
    return redirect(url_for("books.edit", book_id=book.id))


@bp.post("/books/<int:book_id>/unmerge")
def unmerge(book_id: int):
    """Undo a merge: count the name on its own again."""
    book = _book_or_404(book_id)
    form = UnmergeForm()
    if form.validate_on_submit() and service.unmerge_name(book, form.name.data):
        db.session.commit()
        flash("That name is counted on its own again.")
    return redirect(url_for("books.edit", book_id=book.id))


@bp.post("/books/<int:book_id>/links")
def replace_link(book_id: int):
    """Replace the book's view or edit link (its starter only)."""
    book = _book_or_404(book_id)
    form = LinkForm()
    if not rights.is_starter(book):
        abort(403, description="Only the device that made this book can replace its links.")
    if form.validate_on_submit():
        service.replace_link(book, form.kind.data)
        db.session.commit()
        if form.kind.data == "edit":
            rights.grant_edit(book)
        flash(f"The book has a new {form.kind.data} link: the old one no longer works.")
    return redirect(url_for("books.edit", book_id=book.id))


ONLY_THE_MAKER = "Only the device that made this book can make its recovery link."


@bp.post("/books/<int:book_id>/recovery")
def recovery(book_id: int):
    """Make a new recovery link for the book (an older one stops working), then show it
    once on its own page: a reload shows that page again and makes nothing."""
    book = _book_or_404(book_id)
    if not rights.is_starter(book) or not LinkForm().validate_on_submit():
        abort(403, description=ONLY_THE_MAKER)
    token = service.make_recovery_link(book)
    sharing.keep_to_show(f"book:{book.id}", token)
    db.session.commit()
    return redirect(url_for("books.recovery_link", book_id=book.id))


@bp.get("/books/<int:book_id>/recovery")
def recovery_link(book_id: int):
    """The book's recovery link just made, shown this once; afterwards a page that says it
    was shown and offers to make a new one, which would end it."""
    book = _book_or_404(book_id)
    if not rights.is_starter(book):
        abort(403, description=ONLY_THE_MAKER)
    token = sharing.take_to_show(f"book:{book.id}")
    url = None
    if token is not None and book.recovery_hash == token_hash(token):
        url = sharing.reachable_url(url_for("books.recover", token=token, _external=True))
    return render_template("books/recovery.html", book=book, url=url, link_form=LinkForm())


@bp.get("/b/recover/<token>")
def recover(token: str):
    """A book's recovery link: a page that asks before this browser becomes the book's
    starter, so that a link preview (a messaging app opening it first) never spends it."""
    book = _recovery_book(token)
    return render_template("books/recover.html", book=book, form=LinkForm(formdata=None))


@bp.post("/b/recover/<token>")
def recover_confirmed(token: str):
    """Become the book's starter: the recovery link works once."""
    book = _recovery_book(token)
    if not LinkForm().validate_on_submit():
        abort(400, description="This form has expired. Open the recovery link again.")
    book.starter = sharing.this_browser()
    book.recovery_hash = None
    db.session.commit()
    rights.grant_edit(book)
    flash("This device now keeps the book.")
    return redirect(url_for("books.edit", book_id=book.id))


def _recovery_book(token: str) -> Book:
    book = service.recovery_book(sharing.token_or_404(token))
    if book is None:
        abort(404, description="This recovery link was already used or replaced by a newer one.")
    return book


@bp.get("/books/<int:book_id>/delete")
def confirm_delete(book_id: int):
    """Ask before deleting the book (its starter only)."""
    book = _book_or_404(book_id)
    if not rights.is_starter(book):
        abort(403, description="Only the device that made this book can delete it.")
    return render_template("books/delete.html", book=book, form=LinkForm(formdata=None))


@bp.post("/books/<int:book_id>/delete")
def delete(book_id: int):
    """Delete the book (its starter only): its matches stay."""
    book = _book_or_404(book_id)
    if not rights.is_starter(book) or not LinkForm().validate_on_submit():
        abort(403, description="Only the device that made this book can delete it.")
    service.delete_book(book)
    db.session.commit()
    flash("The book is deleted. Its matches are all still here.")
    return redirect(url_for("books.index"))


@bp.get("/matches/<int:match_id>/book")
def for_match(match_id: int):
    """From a score sheet: the books this browser keeps, to add the match to one."""
    match = sharing.match_or_404(match_id, write=True)
    editable = rights.editable_books()
    kept = {book.id for book in service.books_with(match.id)}
    return render_template(
        "books/for_match.html",
        match=match,
        books_in=[book for book in editable if book.id in kept],
        can_add=[book for book in editable if book.id not in kept],
        form=AddToBookForm(formdata=None),
    )
