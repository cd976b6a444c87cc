"""A league across three months (``tests/league.py``) on a phone in a real browser, in Dutch:
the file uploaded, the event rated month by month with the lists of its months (the server's
``$ELO_DATA_DIR`` keeps September and November, not October), the months and the chosen
player's months shown in tables that fit the phone or say they scroll sideways. The values are
worked out by hand in ``tests/engine/event/test_league.py``: Claes rated with 1850 in September
(the list), 1850 in October (the file's) and 1857 in November (the list), −26 in all. And a
German league by the DWZ, in German: one evaluation, and the page says why."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytest import MonkeyPatch

from tests.browser.app_run import wait_drawn, wait_ready, wait_settled
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.launched import Server
from tests.league import LEAGUE, league_store
from tests.paths import DATA

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator

pytestmark = pytest.mark.browser


@pytest.fixture
def league_server(tmp_path: Path, monkeypatch: MonkeyPatch,
                  chromium_path: str) -> Iterator[Server]:
    """A server whose ``$ELO_DATA_DIR`` keeps the league's September and November lists."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path))
    league_store(tmp_path, ("SEP26", "NOV26"))
    running = Server()
    yield running
    running.stop()


def rows(table: Locator) -> list[list[str]]:
    """A table's rows as the browser's accessible copy of the grid holds them, once the grid,
    loaded lazily as it comes into view, has drawn them."""
    table.scroll_into_view_if_needed()
    table.locator("table tbody tr").first.wait_for(state="attached", timeout=15000)
    return [[cell.inner_text() for cell in row.locator("td").all()]
            for row in table.locator("table tbody tr").all()]


def test_a_league_on_a_phone_is_rated_month_by_month(
        browser: Browser, league_server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(league_server.url + "/event?lang=nl&player=2")
    wait_ready(page)
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(LEAGUE))
    months = page.locator(".st-key-event_months")
    wait_drawn(page, months.get_by_text("Per maand gerekend"))
    wait_settled(page)
    assert "De ronden lopen over 70 dagen, van 9 sep 2026 tot 18 nov 2026" in \
        months.inner_text()
    assert rows(months.locator('[data-testid="stDataFrame"]')) == [
        ["september 2026", "1–2", "FIDE-lijst september 2026"],
        ["oktober 2026", "3–4", "het bestand (lijst ontbreekt)"],
        ["november 2026", "5–6", "FIDE-lijst november 2026"]]
    claes = page.locator(".st-key-event_player_months [data-testid=\"stDataFrame\"]")
    # the columns in view on the phone (the grid draws those only): the rating each month used
    assert [r[:4] for r in rows(claes)] == [
        ["september 2026", "1–2", "1850", "de lijst van de maand"],
        ["oktober 2026", "3–4", "1850", "het bestand (lijst ontbreekt)"],
        ["november 2026", "5–6", "1857", "de lijst van de maand"]]
    # the month table's columns run past the phone's width: the table says so, the page does
    # not scroll sideways
    assert page.locator(".st-key-swipe_hint_event_player_months").is_visible()
    players = page.locator('[data-testid="stDataFrame"]').filter(has_text="Claes, Bram").first
    assert [r[:4] for r in rows(players)][1] == ["2", "Claes, Bram", "1850", "-26"]
    assert not page_scrolls_sideways(page)
    context.close()


def test_a_league_by_the_dwz_on_a_phone_says_it_is_one_evaluation(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/event?lang=de&by=dwz")
    wait_ready(page)
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(
        str(DATA / "german_league.trf"))
    wait_drawn(page, page.get_by_text("Dieses Turnier erstreckt sich über 63 Tage"))
    wait_settled(page)
    note = page.locator('[data-testid="stAlert"]').filter(has_text="63 Tage").inner_text()
    assert "die DWZ wertet ein Turnier als Ganzes" in note
    assert "Wertungsordnung des DSB 2.2.3" in note
    assert page.locator(".st-key-event_months").count() == 0
    assert not page_scrolls_sideways(page)
    context.close()
