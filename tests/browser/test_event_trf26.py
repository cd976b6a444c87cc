"""TRF-26 files on the Whole event page in a real browser on a phone: a German event rated by the
DWZ once the system is tapped (German), a rapid event whose unrated player is rated with her
standard rating (Dutch), and the kind of play tapped over the file's (English); nothing wider
than the screen but the tables, which scroll inside themselves. The figures are those worked
out by hand in ``tests/engine/event/german_events.py``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

import pytest

from tests.browser.app_run import wait_drawn, wait_ready, wait_settled
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.launched import Server
from tests.paths import DATA

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser


class OnPhone(Protocol):
    """``path`` opened on a phone with the test file ``file`` uploaded, its tables drawn."""

    def __call__(self, path: str, file: str) -> Page: ...


@pytest.fixture
def german_server(german_lists: Path, chromium_path: str) -> Iterator[Server]:
    """A server whose ``$ELO_DATA_DIR`` holds FIDE's standard list and the DSB's list of the
    German events."""
    running = Server()
    yield running
    running.stop()


@pytest.fixture
def on_phone(browser: Browser, german_server: Server) -> Iterator[OnPhone]:
    context = browser.new_context(**PHONE)

    def opener(path: str, file: str) -> Page:
        page = context.new_page()
        page.goto(german_server.url + path)
        wait_ready(page)
        page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(
            str(DATA / file))
        # the players' table (a check against the list in a closed expander is drawn hidden)
        wait_drawn(page, page.locator('[data-testid="stDataFrame"] >> visible=true'))
        return page

    yield opener
    context.close()


def rows(page: Page) -> dict[str, list[str]]:
    """The first table in view's rows by start rank, as its accessible copy holds them."""
    grid = page.locator('[data-testid="stDataFrame"] >> visible=true').first
    found = {}
    for row in grid.locator("table tbody tr").all():
        cells = [cell.inner_text() for cell in row.locator("td").all()]
        found[cells[0]] = cells
    return found


def main_text(page: Page) -> str:
    return page.inner_text('[data-testid="stMain"]')


def test_a_german_event_by_the_dwz_on_a_phone_in_german(on_phone: OnPhone) -> None:
    page = on_phone("/event?lang=de", "german_standard.trf")
    page.get_by_role("radio", name="DWZ", exact=True).click()
    page.wait_for_function("window.location.search.includes('by=dwz')", timeout=15000)
    wait_drawn(page, page.get_by_text("Mit DWZ"))
    wait_settled(page)
    table = rows(page)
    # the change and the new DWZ in view beside the name on the phone's first screen: Wagner
    # 1816 by the list's Index 2, Hoffmann 1273 born 2004 by the list
    assert [table[rank][3:5] for rank in "12345"] == [
        ["1", "2051"], ["-19", "1871"], ["51", "1816"], ["-1", "1649"], ["-7", "1273"]]
    text = main_text(page)
    assert "Alte WO" in text and "Nicht verwendet: 062, 072" in text
    assert not page_scrolls_sideways(page)


def test_a_rapid_event_lends_lang_her_standard_rating_on_a_phone_in_dutch(
        on_phone: OnPhone) -> None:
    page = on_phone("/event?lang=nl", "german_rapid.trf")
    wait_settled(page)
    text = main_text(page)
    assert "Bedenktijd 900+10 (222): rapid" in text
    assert "Lang, Lena 1850" in text
    # Lang's change (the fourth column): 40 × 0.75 = +30
    assert rows(page)["3"][3] == "30"
    assert not page_scrolls_sideways(page)


def test_the_kind_of_play_tapped_over_the_file_s_goes_into_the_address(
        on_phone: OnPhone) -> None:
    page = on_phone("/event?lang=en", "german_blitz.trf")
    wait_settled(page)
    assert "Time control 180+2 (222): blitz" in main_text(page)
    page.get_by_role("radio", name="Standard", exact=True).click()
    page.wait_for_function("window.location.search.includes('play=standard')", timeout=15000)
    # the check against the standard list, now that play is standard, is drawn in a closed
    # expander: the page is read without waiting for it
    wait_drawn(page, page.get_by_text("as chosen here"))
    assert "Rules: FIDE standard" in page.inner_text('[data-testid="stPopover"]')
    assert not page_scrolls_sideways(page)
