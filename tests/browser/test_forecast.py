"""Chances in the rounds left in a real browser. On a phone, in German, English and Dutch, the
Tournament page's chances beside the norm planner, their chart within the screen and the
figures the command line's; in Dutch, the Whole event page's forecast running in the
background with its progress bar while a player is chosen, then its table within the screen;
on a desktop, in English, the table sorted by a click on its top places' header, in the
command line's order."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlencode

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from elo_core import FIDE, EventFormat, NormSettings
from elo_core.forecast.whole_event import forecast_event
from elo_core.trf.reader import read_trf
from pages.ui.forecast.event_part import laid_out
from pages.ui.in_force import Frame
from tests.app.forecast.chance_events import AS_TRF, GAMES, RUNNING
from tests.browser.app_run import OpenUrl, drawn_box, wait_drawn
from tests.browser.event_upload import first_column, upload
from tests.browser.screens import Phone, page_scrolls_sideways
from tests.engine.cli.running import strict_answer

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

pytestmark = pytest.mark.browser

#: The longest a forecast of the test's event may take on a loaded machine, in ms.
FORECAST_MS = 240_000
#: The height of a table's header row, in CSS pixels.
HEADER = 35
#: The start ranks in the chances' table's accessible copy (the page's last table), in order.
LAST_TABLE_RANKS = ("() => [...[...document.querySelectorAll('[data-testid=stDataFrame]')]"
                    ".pop().querySelectorAll('tbody tr')].map(row => row.cells[0].innerText)")


def main_text(page: Page) -> str:
    return page.inner_text('[data-testid="stMain"]')


def chances_grid(page: Page) -> Locator:
    """The chances' table, once the forecast is done: the page's last table."""
    page.wait_for_selector('[data-testid="stProgress"]', state="detached", timeout=FORECAST_MS)
    wait_drawn(page, page.get_by_text("After round 7 of 9.").or_(
        page.get_by_text("Na ronde 7 van 9.")), timeout=FORECAST_MS)
    grid = page.locator('[data-testid="stDataFrame"]').last
    grid.scroll_into_view_if_needed()
    grid.locator("table tbody tr").first.wait_for(state="attached", timeout=30000)
    return grid


@pytest.mark.parametrize("lang, words", [
    ("de", ["Ihre Chancen in den 2 verbleibenden Runden", "GM-Norm: {gm}\u00a0%",
            "IM-Norm: über 99,9\u00a0%", "Zahlen eines Modells, kein Versprechen",
            "Endpunktzahl"]),
    ("en", ["Your chances in the 2 rounds left", "GM norm: {gm}%", "IM norm: over 99.9%",
            "A model's figures, not a promise", "Final score"]),
    ("nl", ["Je kansen in de 2 resterende ronden", "GM-norm: {gm}%",
            "IM-norm: meer dan 99,9%", "Cijfers van een model, geen belofte",
            "Eindscore"]),
])
def test_the_tournament_pages_chances_on_a_phone(phone: Phone, lang: str,
                                                 words: list[str]) -> None:
    query = urlencode({"games": GAMES, "norm_open": "true", "norm_fed": "GER",
                       "rating": "2450", "rules": "fide", "k": "10", "norm_next": "2500",
                       "norm_next_title": "GM", "norm_next_fed": "ESP",
                       "norm_next_colour": "white", "lang": lang})
    cli = strict_answer(["forecast", "-", "--rounds", "9", "--player", "1", "--next",
                         "2500:GM:ESP:w", "--band", "2500-2500", "--format", "swiss"],
                        AS_TRF.encode())
    page = phone(f"/tournament?{query}")
    text = main_text(page)
    gm = f"{cli['norms']['GM'] * 100:.1f}"
    for word in words[:-1]:
        assert word.format(gm=gm if lang == "en" else gm.replace(".", ",")) in text
    chart = page.locator(".js-plotly-plot").filter(has_text=words[-1])
    chart.scroll_into_view_if_needed()
    assert drawn_box(chart)["width"] <= 390
    assert not page_scrolls_sideways(page)


def test_the_event_is_forecast_in_the_background_on_a_phone_in_dutch(
        phone: Phone, tmp_path: Path) -> None:
    event = tmp_path / "running.trf"
    event.write_text(RUNNING, encoding="utf-8")
    page = phone("/event?rules=fide&fc_open=true&fc_runs=10000&lang=nl")
    upload(page, event)
    page.locator('[data-testid="stProgress"]').wait_for(timeout=60000)
    assert "De pagina blijft intussen bruikbaar" in main_text(page)
    # the page answers while the forecast runs: a player is chosen
    chooser = page.locator('[data-testid="stSelectbox"]').filter(has_text="Kies een speler")
    option = page.get_by_role("option", name="1 · Player, One")
    for _ in range(3):
        chooser.click()
        try:
            option.wait_for(timeout=5000)
            break
        except PlaywrightTimeout:  # the forecast ended: the page drawn anew closed the list
            page.keyboard.press("Escape")
    option.click()
    wait_drawn(page, "() => location.search.includes('player=1')")
    grid = chances_grid(page)
    assert first_column(grid) == [str(n) for n in range(1, 11)]
    assert drawn_box(grid)["width"] <= 390
    assert "Gesimuleerd: 10.000 runs vanaf seed 2024" in main_text(page)
    assert "player=1" in page.url, "the choice kept while the forecast ran"
    assert not page_scrolls_sideways(page)


def test_the_chances_sort_by_a_click_on_a_header(open_url: OpenUrl, tmp_path: Path) -> None:
    event = tmp_path / "running.trf"
    event.write_text(RUNNING, encoding="utf-8")
    page = open_url("/event?rules=fide&fc_open=true&fc_runs=300&seed=5")
    upload(page, event)
    grid = chances_grid(page)
    forecast = forecast_event(read_trf(RUNNING), 9, runs=300, seed=5,
                              settings=NormSettings(EventFormat.SWISS))
    cli = strict_answer(["forecast", "-", "--runs", "300", "--seed", "5", "--format", "swiss"],
                        RUNNING.encode())
    assert [p["top"] for p in cli["players"]] == [p.top for p in forecast.players]
    top_of = {str(p.start_rank): p.top for p in forecast.players}
    headers, _, _, config = laid_out(Frame("en", FIDE), forecast)
    widths = [config[name]["width"] for name in headers]
    assert all(isinstance(w, int) for w in widths), "each column as wide as its content"
    top = headers.index("Top 3")
    grid.scroll_into_view_if_needed()
    box = drawn_box(grid)
    x = box["x"] + sum(int(w or 0) for w in widths[:top]) + int(widths[top] or 0) / 2
    for order in (sorted, lambda tops: sorted(tops, reverse=True)):  # ascending, descending
        page.mouse.click(x, box["y"] + HEADER / 2)
        wanted = order(top_of.values())
        # the accessible copy's rows follow the grid's, each rank's chance in the order asked
        page.wait_for_function(
            f"([tops, wanted]) => JSON.stringify(({LAST_TABLE_RANKS})().map(r => tops[r]))"
            " === JSON.stringify(wanted)", arg=[top_of, wanted], timeout=10000)
        assert [top_of[r] for r in first_column(grid)] == wanted
