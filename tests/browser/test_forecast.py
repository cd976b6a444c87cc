"""Chances in the rounds left in a real browser. On a phone, in German, the Tournament page's
chances beside the norm planner, their chart within the screen and the figures the command
line's; in Dutch, the Whole event page's forecast running in the background with its progress
bar while a player is chosen, then its table within the screen; on a desktop, in English, the
table sorted by a click on its top places' header, in the command line's order."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlencode

import pytest

from elo_core import FIDE, EventFormat, NormSettings
from elo_core.forecast.whole_event import forecast_event
from elo_core.trf.reader import read_trf
from pages.ui.forecast.event_part import laid_out
from pages.ui.frame import Frame
from tests.app.forecast.test_event_chances import RUNNING
from tests.app.forecast.test_tournament_chances import AS_TRF, GAMES
from tests.browser.app_run import CountingBrowser, OpenUrl, drawn_box, wait_ready, wait_rerun
from tests.browser.test_event import HEADER, first_column, upload
from tests.browser.test_screens import PHONE, _page_scrolls_sideways
from tests.engine.cli.test_forecast import answer
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

pytestmark = pytest.mark.browser

#: The longest a forecast of the test's event may take on a loaded machine, in ms.
FORECAST_MS = 240_000


def main_text(page: Page) -> str:
    return page.inner_text('[data-testid="stMain"]')


def chances_grid(page: Page) -> Locator:
    """The chances' table, once the forecast is done: the page's last table."""
    page.wait_for_selector('[data-testid="stProgress"]', state="detached", timeout=FORECAST_MS)
    page.get_by_text("After round 7 of 9.").or_(page.get_by_text("Na ronde 7 van 9.")).wait_for(
        timeout=FORECAST_MS)
    grid = page.locator('[data-testid="stDataFrame"]').last
    grid.scroll_into_view_if_needed()
    grid.locator("table tbody tr").first.wait_for(state="attached", timeout=30000)
    return grid


def test_the_tournament_pages_chances_on_a_phone_in_german(
        browser: CountingBrowser, server: Server) -> None:
    query = urlencode({"games": GAMES, "norm_open": "true", "norm_fed": "GER",
                       "rating": "2450", "rules": "fide", "k": "10", "norm_next": "2500",
                       "norm_next_title": "GM", "norm_next_fed": "ESP",
                       "norm_next_colour": "white", "lang": "de"})
    cli = answer(["-", "--rounds", "9", "--player", "1", "--next", "2500:GM:ESP:w",
                  "--band", "2500-2500", "--format", "swiss"], AS_TRF)
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{server.url}/tournament?{query}")
    wait_ready(page)
    text = main_text(page)
    assert "Ihre Chancen in den 2 verbleibenden Runden" in text
    gm = f"{cli['norms']['GM'] * 100:.1f}".replace(".", ",")
    assert f"GM-Norm: {gm}\u00a0%" in text
    assert "IM-Norm: über 99,9\u00a0%" in text
    assert "Zahlen eines Modells, kein Versprechen" in text
    chart = page.locator(".js-plotly-plot").filter(has_text="Endpunktzahl")
    chart.scroll_into_view_if_needed()
    assert drawn_box(chart)["width"] <= 390
    assert not _page_scrolls_sideways(page)
    context.close()


def test_the_event_is_forecast_in_the_background_on_a_phone_in_dutch(
        browser: CountingBrowser, server: Server, tmp_path: Path) -> None:
    event = tmp_path / "running.trf"
    event.write_text(RUNNING, encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/event?rules=fide&fc_open=true&fc_runs=10000&lang=nl")
    wait_ready(page)
    upload(page, event)
    progress = page.locator('[data-testid="stProgress"]')
    progress.wait_for(timeout=60000)
    assert "De pagina blijft intussen bruikbaar" in main_text(page)
    # the page answers while the forecast runs: a player is chosen
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    page.wait_for_selector('[data-testid="stApp"][data-test-script-state="notRunning"]',
                           timeout=60000)  # the upload's run has drawn the page
    chooser = page.locator('[data-testid="stSelectbox"]').filter(has_text="Kies een speler")
    option = page.get_by_role("option", name="Player, One", exact=False).first
    for _ in range(3):  # a click while a run replaces the box opens nothing: click again
        chooser.click()
        try:
            option.wait_for(timeout=5000)
            break
        except PlaywrightTimeout:
            page.keyboard.press("Escape")
    option.click()
    wait_rerun(page)
    assert "player=1" in page.url, "the choice made and in the link, the forecast running on"
    grid = chances_grid(page)
    grid.scroll_into_view_if_needed()
    assert first_column(grid) == [str(n) for n in range(1, 11)]
    assert drawn_box(grid)["width"] <= 390
    assert "Gesimuleerd: 10.000 runs vanaf seed 2024" in main_text(page)
    assert not _page_scrolls_sideways(page)
    context.close()


def _first_rank(page: Page) -> str:
    found: str = page.evaluate("() => [...document.querySelectorAll('[data-testid=stDataFrame]')]"
                               ".pop().querySelector('tbody td').innerText")
    return found


def test_the_chances_sort_by_a_click_on_a_header(open_url: OpenUrl, tmp_path: Path) -> None:
    event = tmp_path / "running.trf"
    event.write_text(RUNNING, encoding="utf-8")
    page = open_url("/event?rules=fide&fc_open=true&fc_runs=300&seed=5")
    upload(page, event)
    grid = chances_grid(page)
    forecast = forecast_event(read_trf(RUNNING), 9, runs=300, seed=5,
                              settings=NormSettings(EventFormat.SWISS))
    cli = answer(["-", "--runs", "300", "--seed", "5", "--format", "swiss"], RUNNING)
    assert [p["top"] for p in cli["players"]] == [p.top for p in forecast.players]
    top_of = {str(p.start_rank): p.top for p in forecast.players}
    headers, _, _, config = laid_out(Frame("en", FIDE), forecast)
    widths = [config[name]["width"] for name in headers]
    assert all(isinstance(w, int) for w in widths), "each column as wide as its content"
    top = headers.index("Top 3")
    grid.scroll_into_view_if_needed()
    box = drawn_box(grid)
    x = box["x"] + sum(int(w or 0) for w in widths[:top]) + int(widths[top] or 0) / 2
    page.mouse.click(x, box["y"] + HEADER / 2)  # ascending
    page.wait_for_function(
        "(ranks) => ranks.includes([...document.querySelectorAll('[data-testid=stDataFrame]')]"
        ".pop().querySelector('tbody td').innerText)",
        arg=[r for r, t in top_of.items() if t == min(top_of.values())], timeout=10000)
    page.mouse.click(x, box["y"] + HEADER / 2)  # descending
    page.wait_for_function(
        "(ranks) => ranks.includes([...document.querySelectorAll('[data-testid=stDataFrame]')]"
        ".pop().querySelector('tbody td').innerText)",
        arg=[r for r, t in top_of.items() if t == max(top_of.values())], timeout=10000)
    descending = sorted(top_of.values(), reverse=True)
    for _ in range(100):  # the accessible copy's rows follow the grid's, row by row
        if [top_of[r] for r in first_column(grid)] == descending:
            break
        page.wait_for_timeout(100)
    assert [top_of[r] for r in first_column(grid)] == descending
