"""The club page in a real browser: a season and its start list through the file inputs, the
list sorted by a click on a header and narrowed by a name, a member opened (their games and
their trajectory by date), the downloads named after the file and the system, and a phone:
its table, and a club's dates and names read as the user says, in German."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from elo_core import FIDE
from elo_core.pool.names import LookAlike
from elo_core.pool.rating import rate_season
from elo_core.pool.reading import read_season
from elo_core.pool.standings import System
from elo_core.pool.start_list import read_start_list_bytes
from pages.ui.club import table
from pages.ui.club.shown import mark
from pages.ui.club.view import NARROW
from pages.ui.in_force import Frame
from pages.ui.shared.sortable import column_widths
from tests.browser.app_run import OpenUrl, drawn_box, wait_drawn, wait_ready, wait_settled
from tests.browser.screens import PHONE, page_scrolls_sideways
from tests.club_files import START as START_LIST
from tests.club_files import day_first_season, given_first_season
from tests.engine.pool.seasons import FOUR, FOUR_START
from tests.launched import Server
from tests.paths import ROOT

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

pytestmark = pytest.mark.browser

SEASON, START = ROOT / "examples" / "club-season.csv", ROOT / "examples" / "club-start.csv"
HEADER = 35
#: The list's column of the change over the season.
CHANGE = [column.key for column in table.LIST_COLUMNS].index("ccol.change")
#: The figure Plotly drew, as the browser holds it.
FIGURE = """() => Array.from(document.querySelector('.js-plotly-plot')._fullData,
  d => ({name: d.name, x: Array.from(d.x)}))"""


def upload_season(page: Page, season: Path = SEASON, start: Path = START) -> None:
    """The start list, then the season, through the two file inputs."""
    inputs = page.locator('[data-testid="stFileUploaderDropzoneInput"]')
    inputs.nth(1).set_input_files(str(start))  # the page waits for a season: nothing to see
    inputs.nth(0).set_input_files(str(season))
    wait_drawn(page, page.locator('[data-testid="stDataFrame"]'))
    wait_settled(page)


def names(grid: Locator) -> list[str]:
    """The names in the order the list shows them (its accessible copy holds the values)."""
    return [row.locator("td").nth(1).inner_text()
            for row in grid.locator("table tbody tr").all()]


def list_widths(lang: str = "en") -> list[int]:
    frame = Frame(lang, FIDE)
    season = read_season([(SEASON.name, SEASON.read_bytes())],
                         read_start_list_bytes(START.name, START.read_bytes()))
    rows = table.list_rows(rate_season(season, System.ELO, 20))
    return list(column_widths(frame, table.LIST_COLUMNS, rows,
                              [frame.t(c.key) for c in table.LIST_COLUMNS], NARROW).values())


def test_upload_a_season_sort_it_filter_it_and_open_a_member(open_url: OpenUrl) -> None:
    page = open_url("/club")
    upload_season(page)
    grid = page.locator('[data-testid="stDataFrame"]').first
    assert names(grid)[:3] == ["Albers, Arne", "Bakker, Bram", "Claes, Cato"]
    widths = list_widths()
    grid.scroll_into_view_if_needed()
    box = drawn_box(grid)
    change = box["x"] + sum(widths[:CHANGE]) + widths[CHANGE] / 2
    page.mouse.click(change, box["y"] + HEADER / 2)
    # ascending, as numbers: de Vries −10.2, Fokker −9.6, Groen −7.1 …, Claes +28.8 last of
    # those with a change
    page.wait_for_function("() => document.querySelectorAll('[data-testid=stDataFrame] tbody "
                           "td')[1].innerText === 'de Vries, Sanne'", timeout=10000)
    assert names(grid)[:3] == ["de Vries, Sanne", "Fokker, Femke", "Groen, Gijs"]

    find = page.get_by_role("textbox", name="Find a member")
    find.fill("claes")
    find.press("Enter")
    wait_drawn(page, "() => document.querySelectorAll('[data-testid=stDataFrame] tbody "
                     "tr').length === 1")
    assert names(grid) == ["Claes, Cato"]
    assert "claes" not in page.url.lower()  # a name typed stays out of the link

    page.get_by_role("combobox", name="Member", exact=True).click()
    page.get_by_role("option", name="Claes, Cato").click()
    # her games, a second table, and her trajectory
    wait_drawn(page, page.locator('[data-testid="stDataFrame"]').nth(1))
    page.wait_for_selector(".js-plotly-plot", timeout=15000)
    games = page.locator('[data-testid="stDataFrame"]').nth(1)
    assert len(games.locator("table tbody tr").all()) == 7
    trace = page.evaluate(FIGURE)[0]
    # by date, not game number: the start list's rating on the season's first day, then a
    # point after each of her seven games
    assert trace["name"] == "Claes, Cato"
    assert trace["x"][:2] == ["2025-09-02", "2025-09-02"] and trace["x"][-1] == "2025-11-25"
    assert "Claes" not in page.url

    downloads = []
    for label in ("Rating list (CSV)", "Every game (CSV)", "Everything (JSON)"):
        with page.expect_download(timeout=30000) as download:
            page.get_by_role("button", name=label).click()
        downloads.append(download.value.suggested_filename)
    assert downloads == ["club-season-elo-list.csv", "club-season-elo-games.csv",
                         "club-season-elo.json"]


def test_the_club_page_on_a_phone_scrolls_its_table_not_the_page(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/club?lang=de")
    wait_ready(page)
    page.get_by_role("button", name="Beispielsaison laden").click()
    wait_drawn(page, page.locator('[data-testid="stDataFrame"]'))
    wait_settled(page)
    assert not page_scrolls_sideways(page)
    grid = page.locator('[data-testid="stDataFrame"]').first
    box = drawn_box(grid)
    assert box["width"] <= 390
    # the rank, name, rating and change in view without scrolling the table
    assert sum(list_widths("de")[:CHANGE + 1]) <= box["width"]
    context.close()


def test_on_a_phone_in_german_a_clubs_dates_and_names_are_read_as_the_user_says(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    """The English club's season, DD/MM/YYYY with no day over 12: its games left out until
    "Tag zuerst" is tapped, then all 28 read, the choice in the link. The season written given
    name first beside the start list's surname first: nine members, the one pair still alike
    tapped as one person, its mark in the link and no name."""
    season, given, start = (tmp_path / "season-2025-26.csv", tmp_path / "given-first.csv",
                            tmp_path / "club-start.csv")
    season.write_bytes(day_first_season())
    given.write_bytes(given_first_season())
    start.write_bytes(START_LIST)
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/club?lang=de")
    wait_ready(page)
    upload_season(page, season, start)
    games = page.locator('[data-testid="stMetric"]').filter(has_text="Partien")
    assert games.locator('[data-testid="stMetricValue"]').inner_text() == "0"
    assert "28 Partien fehlen" in page.inner_text("[data-testid=stMain]")
    page.get_by_text("Tag zuerst: 02/09/2025 ist der 2. September 2025").click()
    wait_drawn(page, games.locator('[data-testid="stMetricValue"]', has_text="28"))
    wait_settled(page)
    assert games.locator('[data-testid="stMetricValue"]').inner_text() == "28"
    assert "dates=day-first" in page.url
    assert not page_scrolls_sideways(page)

    page.goto(server.url + "/club?lang=de")
    wait_ready(page)
    upload_season(page, given, start)
    grid = page.locator('[data-testid="stDataFrame"]').first
    assert len(names(grid)) == 9
    page.get_by_text("„H. Hendriks“ und „Hugo Hendriks“ sind eine Person").click()
    wait_drawn(page, "() => document.querySelectorAll('[data-testid=stDataFrame]')[0]"
                     ".querySelectorAll('tbody tr').length === 8")
    assert f"same={mark(LookAlike('H. Hendriks', 'Hugo Hendriks'))}" in page.url
    assert "Hendriks" not in page.url
    assert not page_scrolls_sideways(page)
    context.close()


def test_on_a_phone_in_dutch_a_k_assumed_is_said_by_member_and_set(
        browser: Browser, server: Server, tmp_path: Path) -> None:
    """The four members by FIDE's months, Dora with nothing but her rating: her K 20 assumed,
    said by name with the facts missing; 40 typed in the box beside it rates her by 40 (1405,
    tests/engine/pool/test_k_by_rule.py) and the link keeps it."""
    season, start = tmp_path / "season.csv", tmp_path / "start.csv"
    season.write_text(FOUR, encoding="utf-8")
    start.write_text(FOUR_START, encoding="utf-8")
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(server.url + "/club?lang=nl&system=fide")
    wait_ready(page)
    upload_season(page, season, start)
    main = page.locator("[data-testid=stMain]")
    assert ("K 20 aangenomen voor 1 lid wiens gegevens de FIDE-regel (§8.3.3) niet bepalen: "
            "Dora (geen geboortejaar, geen partijen vooraf).") in main.inner_text()
    box = page.get_by_role("spinbutton", name="K waar de gegevens hem niet bepalen")
    box.fill("40")
    box.press("Enter")
    wait_drawn(page, main.get_by_text("K 40 aangenomen voor 1 lid"))
    # the list's grid draws its new rows after the text above it
    wait_drawn(page, "() => [...document.querySelectorAll('[data-testid=stDataFrame]')[0]"
                     ".querySelectorAll('tbody tr')].some(r => r.innerText.includes('1405'))")
    wait_settled(page)
    assert "k_assumed=40" in page.url
    grid = page.locator('[data-testid="stDataFrame"]').first
    rows = {row.locator("td").nth(1).inner_text(): row.locator("td").all_inner_texts()
            for row in grid.locator("table tbody tr").all()}
    assert rows["Dora"][2] == "1405"   # the grid draws the columns in view: K is further right
    assert not page_scrolls_sideways(page)
    context.close()
