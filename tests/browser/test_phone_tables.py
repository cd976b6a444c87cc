"""Tables on a phone (390 px): one whose columns go off-screen says that it scrolls sideways,
one that fits says nothing, and the table's toolbar (search, download, full screen), which a
touch screen always shows, covers nothing above the table nor any row of it, the Σ row
included."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol, TypedDict

import pytest

from tests.browser.app_run import wait_drawn, wait_ready
from tests.browser.event_upload import SWISS, upload
from tests.browser.screens import PHONE
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser

BREAKDOWN = "/tournament?games=1800:1%0A1950:½%0A2100:0&view=breakdown"

#: Per table: whether its columns run past its box, whether a swipe hint is in view, and every
#: element of the page (outside the table) and the table itself that its toolbar's box overlaps.
TABLES = """() => {
  const box = el => el.getBoundingClientRect();
  const meets = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom
                          && b.top < a.bottom && a.width > 0 && b.width > 0;
  const hints = [...document.querySelectorAll('[class*="st-key-swipe_hint_"]')]
    .filter(h => box(h).height > 0);
  return [...document.querySelectorAll('[data-testid=stDataFrame]')].map(table => {
    const own = table.closest('[data-testid=stElementContainer]');
    const toolbar = own.querySelector('[data-testid=stElementToolbar]');
    const scroller = table.querySelector('.dvn-scroller');
    const bar = box(toolbar);
    const covered = [...document.querySelectorAll(
        '[data-testid=stElementContainer], [data-testid=stTabs] [role=tablist]')]
      .filter(el => el !== own && !own.contains(el) && !el.contains(own) && meets(bar, box(el)))
      .map(el => el.innerText.slice(0, 40));
    if (meets(bar, box(table))) covered.push('the table');
    const above = hints.filter(h => box(h).bottom <= box(table).top
                                    && box(table).top - box(h).bottom < 120);
    return {overflows: scroller.scrollWidth > scroller.clientWidth + 1,
            hinted: above.length > 0, hint: above.map(h => h.innerText).join(''),
            toolbar: bar.height > 0, covered};
  });
}"""


class Drawn(TypedDict):
    """A table as :data:`TABLES` finds it drawn."""

    overflows: bool
    hinted: bool
    hint: str
    toolbar: bool
    covered: list[str]
    """The start of each element's text the toolbar covers ("the table": the table itself)."""


class OpenPhone(Protocol):
    """What the ``phone`` fixture hands a test: ``path`` opened on the phone, its tables
    drawn unless ``table`` is false."""

    def __call__(self, path: str, table: bool = True) -> Page: ...


@pytest.fixture
def phone(browser: Browser, server: Server) -> Iterator[OpenPhone]:
    context = browser.new_context(**PHONE)

    def opener(path: str, table: bool = True) -> Page:
        page = context.new_page()
        page.goto(server.url + path)
        wait_ready(page)
        if not table:
            return page
        page.locator('[data-testid="stDataFrame"]').first.wait_for(timeout=15000)
        page.wait_for_function(
            "[...document.querySelectorAll('[data-testid=stDataFrame]')].every("
            "t => t.querySelector('.dvn-scroller'))", timeout=15000)
        return page

    yield opener
    context.close()


def tables(page: Page) -> list[Drawn]:
    drawn: list[Drawn] = page.evaluate(TABLES)
    return drawn


@pytest.mark.parametrize(("lang", "hint"), [
    ("en", "Swipe the table sideways for more columns ↔"),
    ("de", "Die Tabelle seitwärts wischen für weitere Spalten ↔"),
    ("nl", "Veeg de tabel opzij voor meer kolommen ↔")])
def test_the_breakdown_says_it_scrolls_and_its_toolbar_covers_no_tab(
        phone: OpenPhone, lang: str, hint: str) -> None:
    [table] = tables(phone(f"{BREAKDOWN}&lang={lang}"))
    # the sequential group (K 20's E, S − E, change, after) is off-screen to the right
    assert table["overflows"]
    assert table["hint"] == hint
    assert table["toolbar"]
    assert table["covered"] == []


def test_the_whole_event_tables_toolbars_cover_neither_the_find_box_nor_the_summary(
        phone: OpenPhone) -> None:
    page = phone("/event?rules=fide&player=4", table=False)
    upload(page, SWISS)
    page.wait_for_function(
        "document.querySelectorAll('[data-testid=stDataFrame] .dvn-scroller').length === 2",
        timeout=15000)
    found = tables(page)
    assert len(found) == 2
    for table in found:
        assert table["overflows"] and table["hinted"], table
        assert table["toolbar"] and table["covered"] == [], table


def test_the_club_list_s_toolbar_covers_nothing(phone: OpenPhone) -> None:
    page = phone("/club", table=False)
    page.get_by_role("button", name="Try an example season").click()
    wait_drawn(page, page.locator('[data-testid="stDataFrame"]'))
    page.wait_for_function(
        "[...document.querySelectorAll('[data-testid=stDataFrame]')].every("
        "t => t.querySelector('.dvn-scroller'))", timeout=15000)
    for table in tables(page):
        assert table["hinted"] == table["overflows"], table
        assert table["toolbar"] and table["covered"] == [], table


def test_a_table_that_fits_says_nothing_of_scrolling(
        browser: Browser, server: Server) -> None:
    # the same breakdown in a 1280-pixel window fits whole: no hint
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.goto(server.url + BREAKDOWN)
    wait_ready(page)
    page.locator('[data-testid="stDataFrame"] .dvn-scroller').wait_for(timeout=15000)
    [table] = tables(page)
    assert not table["overflows"]
    assert not table["hinted"]
    context.close()
