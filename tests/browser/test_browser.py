"""What a user reads in a real browser: deep links, languages, charts, bad input, uploads."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser.app_run import (
    OpenUrl,
    drawn_box,
    wait_drawn,
    wait_frames,
    wait_settled,
)
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.browser


def app_text(page: Page) -> str:
    return page.inner_text('[data-testid="stApp"]')


def test_deep_link_to_tournament_works_as_the_first_request(
        fresh_server: Server, open_url: OpenUrl) -> None:
    page = open_url("/tournament?rating=1800", target=fresh_server)
    text = app_text(page)
    assert "Page not found" not in text
    assert page.locator("h1").first.inner_text() == "Tournament"
    assert "Rules" in text  # the shared frame ran


def test_language_survives_the_walk_to_another_page(open_url: OpenUrl) -> None:
    page = open_url("/tournament?lang=de")
    assert page.locator("h1").first.inner_text() == "Turnier"
    page.get_by_role("link", name="Einzelpartie").first.click()
    page.wait_for_url(re.compile(r"/game"))
    wait_drawn(page, page.locator("h1", has_text="Einzelpartie"))
    assert page.locator("h1").first.inner_text() == "Einzelpartie"
    page.wait_for_function("window.location.search.includes('lang=de')", timeout=10000)


def test_single_game_deep_link_shows_the_numbers_and_the_curve(open_url: OpenUrl) -> None:
    page = open_url("/game?rating=1800&opponent=1900&result=win&k=20")
    metrics = page.locator('[data-testid="stMetricValue"]').all_inner_texts()
    assert metrics[:3] == ["1812.8", "1887.2", "36.0%"]
    page.wait_for_selector(".js-plotly-plot .scatterlayer", timeout=15000)
    assert "Expectation curve" in app_text(page)
    page.get_by_text("How this was computed").click()
    page.wait_for_function("window.location.search.includes('how=true')", timeout=10000)
    page.get_by_text("ΔR = K × (S − E) = 20 × (1 − 0.3599) = +12.80").wait_for(timeout=15000)


def test_single_game_in_german(open_url: OpenUrl) -> None:
    page = open_url("/game?rating=1800&opponent=1900&result=win&k=20&lang=de")
    metrics = page.locator('[data-testid="stMetricValue"]').all_inner_texts()
    assert metrics[:2] == ["1812,8", "1887,2"]
    assert "Erwartungskurve" in app_text(page)


def test_moving_a_widget_updates_the_address_bar(open_url: OpenUrl) -> None:
    page = open_url("/game?rating=1800&opponent=1900&k=20")
    page.get_by_role("radio", name="Draw").click()
    # a draw: 20 × (0.5 − 0.3599) = +2.8
    wait_drawn(page, page.locator('[data-testid="stMetricValue"]', has_text="1802.8"))
    page.wait_for_function("window.location.search.includes('result=draw')", timeout=10000)
    assert page.locator('[data-testid="stMetricValue"]').first.inner_text() == "1802.8"


def test_tournament_deep_link_with_a_game_list(open_url: OpenUrl) -> None:
    page = open_url("/tournament?rating=1800&k=20&games=1800:1%0A1950:0.5%0A2100:0%0A1700:1")
    metrics = page.locator('[data-testid="stMetricValue"]').all_inner_texts()
    assert metrics[:2] == ["1818.2", "1817.5"]
    page.wait_for_selector(".js-plotly-plot", timeout=15000)


def test_tabs_draw_the_chosen_view_and_keep_it_in_the_address_bar(open_url: OpenUrl) -> None:
    page = open_url("/tournament?rating=1800&k=20&games=1800:1%0A1950:0.5%0A2100:0")
    assert page.locator('[data-testid="stDataFrame"]').count() == 0
    page.get_by_role("tab", name="Game by game").click()
    page.wait_for_function("window.location.search.includes('view=breakdown')", timeout=10000)
    page.locator('[data-testid="stDataFrame"]').wait_for(timeout=15000)
    page.get_by_role("tab", name="Change per game").click()
    page.wait_for_selector(".js-plotly-plot .barlayer .point", timeout=15000)
    assert page.locator(".js-plotly-plot .barlayer .point").count() == 3
    page.wait_for_function("window.location.search.includes('view=changes')", timeout=10000)


def test_a_bad_line_is_named_kept_in_the_box_and_the_rest_computed(open_url: OpenUrl) -> None:
    page = open_url("/tournament?rating=1800&k=20")
    box = page.get_by_role("textbox", name="Games, one per line")
    box.fill("1800:1\n1950:x\n2100:0")
    box.press("Control+Enter")
    wait_drawn(page, page.locator('[data-testid="stAlertContentError"]'))
    error = page.locator('[data-testid="stAlertContentError"]').inner_text()
    assert "Line 2" in error and "1950:x" in error
    assert box.input_value() == "1800:1\n1950:x\n2100:0"
    assert "2 games were computed" in error


def _upload(page: Page, tmp_path: Path, name: str, content: str) -> None:
    path = tmp_path / name
    path.write_text(content, encoding="utf-8")
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(path))


def test_csv_upload_fills_the_game_list(open_url: OpenUrl, tmp_path: Path) -> None:
    page = open_url("/tournament?rating=1800&k=20")
    _upload(page, tmp_path, "games.csv", "Gegner;Elo;Ergebnis\nMeier;1800;1\nKurz;1950;½\n")
    box = page.get_by_role("textbox", name="Games, one per line")
    wait_drawn(page, "document.querySelector('textarea').value.includes('Kurz 1950:½')")
    assert box.input_value() == "Meier 1800:1\nKurz 1950:½"


def test_pgn_upload_asks_whose_games_and_fills_the_list(open_url: OpenUrl, tmp_path: Path) -> None:
    pgn = ('[White "Anna"]\n[Black "Ben"]\n[WhiteElo "1800"]\n[BlackElo "1900"]\n'
           '[Result "1-0"]\n\n1. e4 1-0\n\n[White "Cleo"]\n[Black "Anna"]\n[WhiteElo "2000"]\n'
           '[BlackElo "1800"]\n[Result "1/2-1/2"]\n\n1. d4 1/2-1/2\n')
    page = open_url("/tournament?rating=1800&k=20")
    _upload(page, tmp_path, "club.pgn", pgn)
    whose = page.get_by_role("combobox", name="Whose games?")
    wait_drawn(page, whose)
    whose.click()
    page.get_by_role("option", name="Anna").click()
    # Anna had White against Ben and Black against Cleo; her own Elo tag, 1800, starts her
    wait_drawn(page,
               "document.querySelector('textarea').value === 'Ben 1900:w 1\\nCleo 2000:b ½'")
    page.get_by_text("Start rating 1800: Anna's own Elo tag in the PGN.").wait_for(timeout=15000)


def test_editing_the_table_rewrites_that_line_of_the_text(open_url: OpenUrl) -> None:
    page = open_url("/tournament?games=Meier%201800:1%0Abad%0A1900:0")
    page.get_by_text("Edit as a table").click()
    grid = page.locator('[class*="st-key-_editor_"] [data-testid="stDataFrame"]')
    grid.wait_for()
    wait_settled(page)
    box = drawn_box(grid)
    # the opponent-rating cell of the first row, under a 35-pixel header; typing opens the
    # grid's editor in its portal
    page.mouse.click(box["x"] + box["width"] * 0.5, box["y"] + 35 + 17)
    page.keyboard.type("2")
    editor = page.locator("#portal input:focus, #portal textarea:focus").first
    editor.wait_for(timeout=10000)
    page.wait_for_function(
        "document.activeElement && document.activeElement.value === '2'", timeout=10000)
    page.keyboard.type("000")
    page.wait_for_function(
        "document.activeElement && document.activeElement.value === '2000'", timeout=10000)
    # the grid takes the editor's value once it has drawn it; Enter sooner commits the old
    # value
    wait_frames(page)
    page.keyboard.press("Enter")
    games = page.get_by_role("textbox", name="Games, one per line")
    try:
        page.wait_for_function(
            "document.querySelector('textarea').value === 'Meier 2000:1\\nbad\\n1900:0'",
            timeout=15000)
    finally:
        assert games.input_value() == "Meier 2000:1\nbad\n1900:0"


def test_tournament_in_german_names_the_bad_line_in_german(open_url: OpenUrl) -> None:
    page = open_url("/tournament?rating=1800&k=20&lang=de&games=1800:1%0A1950:x%0A2100:0")
    error = page.locator('[data-testid="stAlertContentError"]').inner_text()
    assert "Zeile 2" in error and "unbekanntes Ergebnis" in error
    metrics = page.locator('[data-testid="stMetricValue"]').all_inner_texts()
    # 20 × (0.5 + (0 − 0.150980)) = +6.98 → 1807,0
    assert metrics[0] == "1807,0"
