"""The Whole event page in a real browser: a TRF through the file input, the table sorted by a
click on a header, a K set in the editor, a player's link followed to the Tournament page, and
a phone."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from elo_core import FIDE
from pages.ui.event.shown import Asked, shown
from pages.ui.event.table import PLAYER_COLUMNS
from pages.ui.event.view import LINK_AFTER, NARROW
from pages.ui.in_force import Frame
from pages.ui.shared.sortable import column_widths
from tests.browser.app_run import (
    OpenUrl,
    drawn_box,
    wait_drawn,
    wait_frames,
    wait_ready,
    wait_settled,
)
from tests.browser.event_upload import SWISS, first_column, upload
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator

pytestmark = pytest.mark.browser

HEADER, ROW = 35, 35
#: The players table's column of the change.
CHANGE = [column.key for column in PLAYER_COLUMNS].index("ecol.change")


def swiss_widths(lang: str) -> dict[str, int]:
    """The players' table's column widths for the example, in ``lang``, as the page sizes them."""
    frame = Frame(lang, FIDE)
    event = shown(Asked(SWISS.read_text(encoding="utf-8"), frame, None, {}))
    return column_widths(frame, event.columns, event.rows,
                         [frame.t(c.key) for c in event.columns], NARROW)


def cell_text(grid: Locator, rank: str, column: int) -> str:
    for row in grid.locator("table tbody tr").all():
        cells = row.locator("td")
        if cells.first.inner_text() == rank:
            return cells.nth(column).inner_text()
    raise AssertionError(f"no row {rank}")


def test_upload_a_trf_and_sort_the_table_by_the_change(open_url: OpenUrl) -> None:
    page = open_url("/event?rules=fide")
    upload(page, SWISS)
    grid = page.locator('[data-testid="stDataFrame"]').first
    assert first_column(grid) == [str(n) for n in range(1, 11)]
    assert "Hand-made Swiss" in page.inner_text('[data-testid="stMain"]')
    widths = list(swiss_widths("en").values())
    grid.scroll_into_view_if_needed()  # below the note on FIDE's list, as a user scrolls to it
    box = drawn_box(grid)
    change = box["x"] + sum(widths[:CHANGE]) + widths[CHANGE] / 2
    page.mouse.click(change, box["y"] + HEADER / 2)
    # ascending, as numbers: Evers −17, then the two −6 (Groen, Jansen), De Vries −1
    page.wait_for_function("() => document.querySelector('[data-testid=stDataFrame] tbody td')"
                           ".innerText === '5'", timeout=10000)
    assert first_column(grid)[:4] == ["5", "7", "9", "4"]
    page.mouse.click(change, box["y"] + HEADER / 2)
    page.wait_for_function("() => document.querySelector('[data-testid=stDataFrame] tbody td')"
                           ".innerText === '2'", timeout=10000)
    assert cell_text(grid, "2", CHANGE) == "17"


def test_a_k_set_in_the_editor_updates_the_change_and_the_address(open_url: OpenUrl) -> None:
    page = open_url("/event?rules=fide")
    upload(page, SWISS)
    table = page.locator('[data-testid="stDataFrame"]').first
    assert cell_text(table, "2", CHANGE) == "17"
    page.get_by_text("Set K per player").click()
    editor = page.locator('[data-testid="stExpander"] [data-testid="stDataFrame"]')
    wait_drawn(page, editor)
    wait_settled(page)
    editor.scroll_into_view_if_needed()
    box = drawn_box(editor)
    # Bakker's row (the second), its first cell; then right to the column "Set K per player"
    page.mouse.click(box["x"] + 20, box["y"] + HEADER + ROW + ROW / 2)
    # the grid takes the focus before the arrow keys
    page.wait_for_function("document.activeElement?.closest('[data-testid=stDataFrame]')",
                           timeout=10000)
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    page.keyboard.type("2")
    page.locator("#portal input:focus, #portal textarea:focus").first.wait_for(timeout=10000)
    page.keyboard.type("0")
    page.wait_for_function(
        "document.activeElement && document.activeElement.value === '20'", timeout=10000)
    wait_frames(page)  # the grid takes the value once it has drawn it
    page.keyboard.press("Enter")
    page.wait_for_function("window.location.search.includes('k_set=2%3A20')", timeout=15000)
    # Bakker with K 20: 20 × 0.43 = 8.6 → +9
    wait_drawn(page,
               f"""() => [...document.querySelectorAll('[data-testid=stDataFrame] tbody tr')]
                    .some(r => r.cells[0].innerText === '2'
                          && r.cells[{CHANGE}].innerText === '9')""")


def test_a_players_link_opens_the_tournament_page_with_their_games(open_url: OpenUrl) -> None:
    page = open_url("/event?rules=fide&player=2")
    upload(page, SWISS)
    # in a new tab, as a row's link in the table opens: this tab keeps the event and the player
    with page.context.expect_page(timeout=15000) as opened:
        page.get_by_role("link", name="Open in the Tournament page").click()
    event, page = page, opened.value
    wait_ready(page)
    assert "/tournament?" in page.url
    assert "/event?" in event.url and "player=2" in event.url
    assert event.get_by_role("combobox", name="Choose a player").input_value() == (
        "2 · Bakker, Bram")
    metrics = page.locator('[data-testid="stMetricValue"]').all_inner_texts()
    assert metrics[0] == "2197"  # as in the event's table: 2180 + 17
    assert "+17" in page.locator('[data-testid="stMetricDelta"]').first.inner_text()
    breakdown = page.locator('[data-testid="stDataFrame"] table').first.inner_text()
    assert "Groen, Gijs" in breakdown and "Albers, Arne" in breakdown  # game by game
    assert page.get_by_role("textbox", name="Games, one per line").input_value().startswith(
        "Groen, Gijs 1850:b 1")


def test_a_rows_link_opens_the_players_tournament_page_in_a_new_tab(open_url: OpenUrl) -> None:
    page = open_url("/event?rules=fide")
    upload(page, SWISS)
    grid = page.locator('[data-testid="stDataFrame"]').first
    grid.scroll_into_view_if_needed()
    box = drawn_box(grid)
    # the link column follows the new rating, in view without scrolling the table: "open ↗"
    # in Bakker's row, the second; the first click gives the table the focus
    widths = list(swiss_widths("en").values())
    link = (box["x"] + sum(widths[:LINK_AFTER]) + 30, box["y"] + HEADER + ROW + ROW / 2)
    assert link[0] < box["x"] + box["width"] <= 1280
    page.mouse.click(*link)
    with page.context.expect_page(timeout=15000) as opened:
        page.mouse.click(*link)
    tab = opened.value
    wait_ready(tab)
    assert "/tournament?" in tab.url and "rating=2180" in tab.url
    assert tab.locator('[data-testid="stMetricValue"]').first.inner_text() == "2197"


def test_a_file_that_is_not_a_trf_leaves_the_event_as_it_was(
        open_url: OpenUrl, tmp_path: Path) -> None:
    page = open_url("/event")
    upload(page, SWISS)
    picture = tmp_path / "photo.trf"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(picture))
    wait_drawn(page, page.locator('[data-testid="stAlertContentError"]'))
    error = page.locator('[data-testid="stAlertContentError"]').inner_text()
    assert "photo.trf was not taken, and the event shown is as it was" in error
    assert "Hand-made Swiss" in page.inner_text('[data-testid="stMain"]')


def test_the_event_on_a_phone_scrolls_its_table_not_the_page(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/event?rules=fide&player=4&lang=de")
    wait_ready(page)
    upload(page, SWISS)
    assert not page_scrolls_sideways(page)
    grid = page.locator('[data-testid="stDataFrame"]').first
    box = drawn_box(grid)
    assert box["width"] <= 390
    # the name, rating, change and new rating in view without scrolling the table
    widths = list(swiss_widths("de").values())
    assert sum(widths[:CHANGE + 2]) <= box["width"]
    context.close()
