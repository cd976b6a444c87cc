"""FIDE's list in a real browser, in English: the Whole event page with the swiss file
uploaded holds its players against the list. Worked by hand from the two files
(tests/data/swiss.trf and the list below): the list writes every player's rating, title,
federation and birth year as the file does, but Bakker (start no. 2, FIDE ID 1000002) at 2190
where the file's line has 2180; Kok, Kim has no FIDE ID and the list no player of her name.
The event began in May 2025, so Bakker's rating may have changed since: the page says so, and
asks to check nothing before the report is sent."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from pytest import MonkeyPatch

from elo_core.rating_list import RatingStore, import_list
from tests.browser.app_run import wait_drawn, wait_ready, wait_settled
from tests.browser.event_upload import SWISS
from tests.launched import Server
from tests.rating_list_lines import Listed, write_list

pytestmark = pytest.mark.browser

LISTED = [
    Listed("1000001", "Albers, Arne", fed="NED", title="FM", rating="2250", birth="1980"),
    Listed("1000002", "Bakker, Bram", fed="NED", title="CM", rating="2190", birth="2009"),
    Listed("200003", "Claes, Cato", fed="BEL", sex="F", women_title="WIM", rating="2100",
           birth="1988"),
    Listed("1000004", "De Vries, Dirk", fed="NED", rating="2050", birth="1972"),
    Listed("1000005", "Evers, Eddy", fed="NED", rating="1990", birth="1966"),
    Listed("1000006", "Fokker, Femke", fed="NED", sex="F", rating="1920", birth="1999"),
    Listed("1000007", "Groen, Gijs", fed="NED", rating="1850", birth="1983"),
    Listed("1000008", "Hendriks, Hans", fed="NED", rating="1800", birth="1955"),
    Listed("1000009", "Jansen, Joost", fed="NED", rating="1700", birth="1977"),
]
LABEL = "Against FIDE's list, December 2026: 1 player differs, 1 not in it"


@pytest.fixture
def listed_server(tmp_path: Path, monkeypatch: MonkeyPatch, chromium_path: str) -> Iterator[Server]:
    """A server whose ``$ELO_DATA_DIR`` holds the December 2026 list above."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", LISTED))
    running = Server()
    yield running
    running.stop()


def test_an_uploaded_trfs_rating_that_differs_from_the_list_is_shown(
        browser: Browser, listed_server: Server) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.goto(listed_server.url + "/event?lang=en")
    wait_ready(page)
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(SWISS))
    check = page.locator('[data-testid="stExpander"]').filter(has_text=LABEL)
    wait_drawn(page, check)
    check.get_by_text(LABEL).click(timeout=15000)
    check.get_by_text("Differs from FIDE's list, December 2026, a list of another month than "
                      "the event's (May 2025)").wait_for(timeout=15000)
    wait_settled(page)
    assert "check these before sending the report" not in check.inner_text()
    differing, missing = check.locator('[data-testid="stDataFrame"]').all()
    rows = [[cell.inner_text() for cell in row.locator("td").all()]
            for row in differing.locator("table tbody tr").all()]
    assert rows == [["2", "Bakker, Bram", "1000002", "Rating", "2180", "2190"]]
    assert [row.locator("td").nth(1).inner_text()
            for row in missing.locator("table tbody tr").all()] == ["Kok, Kim"]
    context.close()
