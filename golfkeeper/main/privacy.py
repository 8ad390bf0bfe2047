"""What the app keeps about a browser, and deleting all of it: the privacy page."""

from flask import flash, redirect, render_template, session, url_for

from golfkeeper import scorekeeping, sharing
from golfkeeper.extensions import db
from golfkeeper.main import bp
from golfkeeper.main.forms import DeleteMyMatchesForm
from golfkeeper.models import Match
from golfkeeper.sharing import links


def _matches_of_this_browser() -> tuple[list[Match], int]:
    """The matches this browser keeps score for, and how many more it only follows."""
    ids = sharing.remembered_ids()
    given = db.session.execute(db.select(Match).where(Match.id.in_(ids))).scalars().all()
    kept = [match for match in given if sharing.may_write(match)]
    followed = sum(1 for match in given if sharing.may_read(match)) - len(kept)
    return kept, followed


@bp.get("/privacy")
def privacy():
    """No accounts: what is stored, for how long, and how to delete it."""
    kept, followed = _matches_of_this_browser()
    return render_template("main/privacy.html", kept=kept, followed=followed)


@bp.route("/privacy/delete-my-matches", methods=["GET", "POST"])
def delete_my_matches():
    """Ask first, then delete every match this browser keeps score for and forget the rest."""
    kept, followed = _matches_of_this_browser()
    form = DeleteMyMatchesForm()
    if form.validate_on_submit():
        for match in kept:
            scorekeeping.delete_match(match)
        links.forget_browser(sharing.this_browser())
        db.session.commit()
        for key in (sharing.EDIT_RIGHTS, sharing.VIEW_RIGHTS):
            session.pop(key, None)
        flash(
            f"Deleted {len(kept)} match{'es' if len(kept) != 1 else ''}; "
            "this browser no longer remembers any match."
        )
        return redirect(url_for("main.home"))
    return render_template("main/delete_my_matches.html", kept=kept, followed=followed, form=form)
