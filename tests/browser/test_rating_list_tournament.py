"""FIDE's list in a real browser on a phone (390 px), in Dutch: opponents typed by name into
the Tournament page's box get the list's rating, shown as filled in, the box keeping what was
typed; a name the list holds twice and one it does not hold are said by line. The figures are
worked out in tests/app/tournament/test_rating_list.py (Kok 2200 from 1800: +18.18)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from pytest import MonkeyPatch

from elo_core.rating_list import RatingStore, import_list
from tests.browser.app_run import drawn_box, wait_drawn, wait_ready
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.launched import Server
from tests.rating_list_lines import NAMESAKES, write_list

pytestmark = pytest.mark.browser


@pytest.fixture
def listed_server(chromium_path: str, tmp_path: Path,
                  monkeypatch: MonkeyPatch) -> Iterator[Server]:
    """A server whose data folder holds a small December 2026 list."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", NAMESAKES))
    running = Server()
    yield running
    running.stop()


def test_names_typed_on_a_phone_are_filled_in_from_the_list_in_dutch(
        browser: Browser, listed_server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(listed_server.url + "/tournament?lang=nl&rating=1800&k=20")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Partijen, één per regel")
    box.fill("Kok 1\nSmith ½\nNiemand 0")
    box.press("Control+Enter")
    main = page.locator('[data-testid="stMain"]')
    wait_drawn(page, page.get_by_text("Aangevuld uit de FIDE-lijst december 2026: regel 1."))
    text = main.inner_text()
    assert "Regel 1: de FIDE-lijst december 2026 heeft meerdere spelers met de naam Smith" \
        not in text  # Smith is line 2
    assert "Regel 2: de FIDE-lijst december 2026 heeft meerdere spelers met de naam Smith" in text
    assert "Niet in de FIDE-lijst december 2026: regel 3 (Niemand)." in text
    grid = page.locator('[data-testid="stDataFrame"]').first
    grid.scroll_into_view_if_needed()
    assert drawn_box(grid)["width"] <= 390
    assert "1818,2" in text
    assert box.input_value() == "Kok 1\nSmith ½\nNiemand 0"  # the box keeps what was typed
    assert not page_scrolls_sideways(page)
    context.close()
