"""The family's golf book in Chromium at phone size, served on the LAN address as the
phones at a table open it: two phones' matches made into one book, and the champion read
from its view link on a third."""

from __future__ import annotations

import re

from playwright.sync_api import expect

from golfkeeper.extensions import db
from golfkeeper.models import Match
from tests.browser.conftest import PHONE, fits_the_screen, screenshot
from tests.browser.test_accessibility import violations
from tests.web.books.conftest import play_evenings


def _phone(browser):
    context = browser.new_context(
        viewport=PHONE, device_scale_factor=2, is_mobile=True, has_touch=True
    )
    return context, context.new_page()


def test_two_phones_matches_make_one_book_and_its_champion(browser, page, lan_server):
    url = lan_server.url
    with lan_server.app.app_context():
        ids = play_evenings()
        edit = {i: db.session.get(Match, i).edit_token for i in ids}
    # Phone A kept score of evenings 1 and 3, phone B of evening 2.
    page.goto(f"{url}/m/edit/{edit[ids[0]]}")
    page.goto(f"{url}/m/edit/{edit[ids[2]]}")
    page.goto(f"{url}/books/")
    page.get_by_label("Name of the book").fill("The Smith family book")
    page.get_by_role("button", name="Start the book").click()
    page.wait_for_url(re.compile(r"/books/\d+$"), wait_until="load")
    for match_id, title in ((ids[0], "Evening 1"), (ids[2], "Evening 3")):
        page.get_by_label("Match kept on this device").select_option(value=str(match_id))
        page.get_by_role("button", name="Add to the book").click()
        expect(page.get_by_text(f"{title} is in the book.")).to_be_visible()
    assert fits_the_screen(page)
    assert violations(page) == []
    screenshot(page, "book-edit")
    book_edit_url = page.locator("#book-edit-link").input_value()
    book_view_url = page.locator("#book-view-link").input_value()
    assert book_view_url.startswith(url + "/b/")

    context_b, phone_b = _phone(browser)
    context_c, reader = _phone(browser)
    try:
        phone_b.goto(f"{url}/m/edit/{edit[ids[1]]}")
        phone_b.goto(book_edit_url)
        phone_b.goto(f"{url}/matches/{ids[1]}")
        phone_b.get_by_role("link", name="Keep this match in a golf book").click()
        phone_b.get_by_role("button", name="Add to the The Smith family book book").click()
        expect(phone_b.get_by_text("is in the book “The Smith family book”")).to_be_visible()

        reader.goto(book_view_url)
        expect(reader.locator("[data-champion]")).to_contain_text("Champion: Ann")
        expect(reader.locator(".book-table tbody tr")).to_have_count(4)
        expect(reader.get_by_text("Ann ahead 1, Bob ahead 1, level 1")).to_be_visible()
        assert fits_the_screen(reader)
        assert violations(reader) == []
        screenshot(reader, "book-page")
        reader.get_by_role("link", name="Evening 2").click()
        expect(reader.get_by_role("heading", name="Final standings")).to_be_visible()
        assert fits_the_screen(reader)
    finally:
        context_b.close()
        context_c.close()
