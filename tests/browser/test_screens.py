"""Every screen: a phone at 390 × 844, dark mode, and one set of inputs across pages."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from tests.browser.app_run import (
    OpenUrl,
    drawn_box,
    wait_drawn,
    wait_ready,
    wait_settled,
)
from tests.browser.screens import Phone, page_scrolls_sideways
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.browser


def _first_value_bottom(page: Page) -> float:
    return drawn_box(page.locator('[data-testid="stMetricValue"]').first)["y"] + \
        drawn_box(page.locator('[data-testid="stMetricValue"]').first)["height"]


@pytest.mark.parametrize("query", ["", "?lang=de&rules=fide&k_rule=true&born=2011",
                                   "?lang=nl&rating=2650&opponent=2050&rules=fide-rapid"])
def test_single_game_on_a_phone_shows_the_new_rating_on_the_first_screen(
        phone: Phone, query: str) -> None:
    page = phone("/game" + query)
    assert _first_value_bottom(page) <= 844
    assert not page_scrolls_sideways(page)
    # one input per rating: the slider's track is hidden, its box and label remain
    assert not page.locator(".st-key-_rating_slider [role=group]").is_visible()
    assert page.locator(".st-key-rating input").is_visible()


def test_tournament_on_a_phone_shows_both_modes_side_by_side_after_the_list(
        phone: Phone) -> None:
    page = phone("/tournament?games=1800:1%0A1950:½%0A2100:0")
    boxes = [drawn_box(m) for m in page.locator('[data-testid="stMetric"]').all()[:2]]
    assert abs(boxes[0]["y"] - boxes[1]["y"]) < 2  # side by side, not stacked
    text_area = drawn_box(page.locator("textarea"))
    assert boxes[0]["y"] > text_area["y"] + text_area["height"]
    assert not page_scrolls_sideways(page)


def test_the_landing_page_on_a_phone_keeps_every_number_of_its_table_in_view(
        phone: Phone) -> None:
    page = phone("/")
    table = page.locator('[data-testid="stTable"]')
    assert drawn_box(table)["x"] + drawn_box(table)["width"] <= 390
    assert "1.00" in table.inner_text()  # the last column, FIDE's table for the higher-rated
    assert not page_scrolls_sideways(page)


def _luminance(colour: str) -> float:
    red, green, blue = (int(c) for c in re.findall(r"\d+", colour)[:3])
    return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255


def test_dark_mode_follows_the_browser_and_keeps_text_readable(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(color_scheme="dark", viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page.goto(server.url + "/tournament?games=1800:1%0A1950:½")
    wait_ready(page)
    page.wait_for_selector(".js-plotly-plot .gtitle", timeout=15000)
    style = "(e, p) => getComputedStyle(e)[p]"
    background = page.locator('[data-testid="stApp"]').evaluate(style, "backgroundColor")
    metric = page.locator('[data-testid="stMetricValue"]').first.evaluate(style, "color")
    chart_title = page.locator(".js-plotly-plot .gtitle").first.evaluate(style, "fill")
    assert _luminance(background) < 0.2
    assert _luminance(metric) > 0.7 and _luminance(chart_title) > 0.5
    context.close()


def test_your_inputs_go_with_you_between_the_pages_and_back(open_url: OpenUrl) -> None:
    page = open_url("/game?rating=1950&opponent=2100&k=24&rules=fide&lang=de&result=draw")
    page.get_by_role("link", name="Turnier").first.click()
    page.wait_for_url(re.compile(r"/tournament"))
    wait_drawn(page, page.locator("h1", has_text="Turnier"))
    page.locator(".st-key-rating input").wait_for()
    assert page.locator(".st-key-rating input").input_value() == "1950"
    assert page.locator(".st-key-k input").input_value() == "24"
    assert page.locator("h1").first.inner_text() == "Turnier"
    box = page.locator(".st-key-rating input")
    box.fill("2000")
    box.press("Enter")
    page.wait_for_function("window.location.search.includes('rating=2000')", timeout=15000)
    page.get_by_role("link", name="Einzelpartie").first.click()
    page.wait_for_url(re.compile(r"/game"))
    wait_drawn(page, page.locator("h1", has_text="Einzelpartie"))
    page.wait_for_function("window.location.search.includes('opponent=2100')", timeout=15000)
    assert page.locator(".st-key-rating input").input_value() == "2000"
    assert page.locator(".st-key-opponent input").input_value() == "2100"
    assert page.get_by_role("radio", name="Remis").is_checked()
    assert "rules=fide" in page.url and "lang=de" in page.url and "k=24" in page.url


def test_glicko_and_the_spread_of_orders_show_in_the_browser(open_url: OpenUrl) -> None:
    # Lichess's own test value: 1500/350/0.06 beats 1500/350/0.06 → 1662.21, shown "1662?"
    page = open_url("/tournament?rating=1500&rd=350&vol=0.06&o_rd=350&games=1500:1")
    glicko = page.locator('[data-testid="stMetric"]').filter(has_text="Glicko-2")
    assert glicko.locator('[data-testid="stMetricValue"]').inner_text() == "1662?"
    # the 3-game example of tests/engine/elo/test_order.py: six orders between 1999.4 and 2000.6
    page = open_url("/tournament?rating=2000&k=20&rules=fide&games=1800:0%0A2200:1%0A2000:½")
    page.get_by_role("tab", name="Order of games").click()
    page.wait_for_function("window.location.search.includes('view=order')", timeout=10000)
    page.wait_for_selector(".js-plotly-plot .barlayer .point", timeout=15000)
    page.get_by_text("end between 1999.4 and 2000.6").wait_for(timeout=15000)


def test_eight_sessions_at_once_each_see_their_own_numbers(
        browser: Browser, server: Server) -> None:
    contexts = [browser.new_context() for _ in range(8)]
    pages = []
    for index, context in enumerate(contexts):
        page = context.new_page()
        page.goto(f"{server.url}/game?rating={1600 + 50 * index}&opponent=1900&k=20")
        pages.append(page)
    try:
        for index, page in enumerate(pages):
            wait_ready(page)
            rating = 1600 + 50 * index
            expected = rating + 20 * (1 - 1 / (1 + 10 ** ((1900 - rating) / 400)))
            shown = page.locator('[data-testid="stMetricValue"]').first.inner_text()
            written = f"{expected:.0f}" if expected.is_integer() else f"{expected:.1f}"
            assert shown == written, (index, shown)
    finally:
        for context in contexts:
            context.close()


@pytest.mark.parametrize("lang", ["en", "de", "nl"])
def test_the_breakdown_fits_a_1280_pixel_window_notes_included(
        open_url: OpenUrl, lang: str) -> None:
    games = ("Meier%20Hans-Joachim%201800:1%0ASchmidt%201950:%C2%BD%0AKraus%202400:0%0A"
             "1700:w%201%0Ade%20Vries%202010:b%20%C2%BD%0A%2B%0Abye")
    page = open_url(f"/tournament?lang={lang}&rating=1950&rules=fide&view=breakdown&games={games}")
    page.locator('[data-testid="stDataFrame"]').wait_for(timeout=15000)
    wait_settled(page)
    widths = page.evaluate("() => [...document.querySelectorAll("
                           "'[data-testid=stDataFrame] .dvn-scroller')]"
                           ".map(e => [e.scrollWidth, e.clientWidth])")
    assert widths and all(scroll <= client for scroll, client in widths), widths


@pytest.mark.parametrize("width", [660, 686, 800])
def test_every_k_preset_is_in_view_where_the_settings_column_is_narrow(
        browser: Browser, server: Server, width: int) -> None:
    """Between a phone and a desktop (and on a tablet with the sidebar open) the settings column
    is too narrow for K's presets in one row: they wrap, none hidden in a sideways scroll."""
    context = browser.new_context(viewport={"width": width, "height": 900})
    page = context.new_page()
    page.goto(server.url + "/tournament")
    wait_ready(page)
    presets = page.locator(".st-key-_k_preset button").all()
    assert [p.inner_text() for p in presets] == ["40", "32", "24", "20", "16", "10"]
    group = drawn_box(page.locator(".st-key-_k_preset"))
    for preset in presets:
        box = drawn_box(preset)
        assert box["x"] + box["width"] <= group["x"] + group["width"] + 1
    context.close()


@pytest.mark.parametrize("path", ["/tournament?games=1800:1%0A1950:½%0A2100:0", "/game"])
def test_a_chart_s_buttons_leave_its_title_readable_on_a_phone(
        phone: Phone, path: str) -> None:
    page = phone(path)
    chart = page.locator(".js-plotly-plot").first
    chart.scroll_into_view_if_needed()
    chart.hover()
    title = drawn_box(chart.locator(".gtitle"))
    buttons = drawn_box(chart.locator(".modebar"))
    assert title["x"] + title["width"] < buttons["x"]
