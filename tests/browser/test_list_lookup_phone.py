"""FIDE's list on a phone (390 px), in German: twelve names the list holds twice each are
asked about ten a page, the second page reached with the page box's own step button, and the
player chosen there written into the box as if typed, the page never wider than the phone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from tests.browser.app_run import wait_drawn, wait_ready
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.launched import Server
from tests.rating_list_lines import TWICE_SURNAMES

pytestmark = pytest.mark.browser

#: The player chosen for line 11 is written into the games box, as if typed.
CHOSEN_WRITTEN = """() => (document.querySelector('.st-key-games textarea')?.value ?? '')
  .split('\\n')[10] === 'Kraft 200021:1'"""


@pytest.fixture
def twice_server(chromium_path: str, held_twice: Path) -> Iterator[Server]:
    """A server whose data folder holds twelve surnames, each twice (December 2026)."""
    running = Server()
    yield running
    running.stop()


def test_the_choices_come_a_page_at_a_time_on_a_phone(browser: Browser,
                                                       twice_server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(twice_server.url + "/tournament?lang=de&rating=1800&k=20")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Partien, eine pro Zeile")
    box.fill("\n".join(f"{surname} 1" for surname in TWICE_SURNAMES))
    box.press("Control+Enter")
    wait_drawn(page, page.get_by_text("12 Zeilen nennen Spieler, die in der FIDE-Liste "
                                      "Dezember 2026 mehrfach stehen."))
    main = page.locator('[data-testid="stMain"]')
    assert "Zeile 10: Jung – welcher?" in main.inner_text()
    assert "Zeile 11: Kraft – welcher?" not in main.inner_text()
    pages = page.locator(".st-key-_listed_page")
    pages.scroll_into_view_if_needed()
    pages.get_by_role("button").last.click()  # the step up: page 2 of 2
    wait_drawn(page, page.get_by_text("Zeile 11: Kraft – welcher?"))
    assert "Zeile 10: Jung – welcher?" not in main.inner_text()
    choice = page.locator(".st-key-_listed_which_11")
    choice.scroll_into_view_if_needed()
    choice.click()
    page.get_by_role("option", name="Kraft, Berta · GER · 2000 · 200021").click()
    wait_drawn(page, CHOSEN_WRITTEN)
    assert page.get_by_text("Zeile 12: Lenz – welcher?").is_visible()
    assert box.input_value().splitlines()[10] == "Kraft 200021:1"
    assert not page_scrolls_sideways(page)
    context.close()
