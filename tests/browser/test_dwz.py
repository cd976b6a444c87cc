"""The DWZ on both pages in a real browser, in German: a case typed in and its result read as
the page shows it (the same cases worked out by hand in ``tests/app/game/test_dwz.py`` and
``tests/app/tournament/test_dwz.py``), and on a 390-pixel phone."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.browser.app_run import OpenUrl, drawn_box, wait_drawn, wait_ready
from tests.browser.screens import PHONE
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Locator, Page

pytestmark = pytest.mark.browser

METRIC = '[data-testid="stMetricValue"]'


def enter(page: Page, key: str, value: str) -> None:
    """Type ``value`` into the number box of the input ``key`` and apply it: the app has it
    once its link holds it (the box's key without the page's prefix is the link's name)."""
    box = page.locator(f".st-key-{key} input")
    if box.input_value() == value:
        return  # the app reruns only for a changed value
    box.fill(value)
    box.press("Enter")
    name = key.removeprefix("_dwz_")
    page.wait_for_function(f"new URLSearchParams(location.search).get('{name}') === '{value}'",
                           timeout=30000)


def metric(page: Page, label: str, value: str) -> Locator:
    """The figure ``label`` showing ``value``."""
    card = page.locator('[data-testid="stMetric"]').filter(
        has=page.locator('[data-testid="stMetricLabel"]', has_text=label))
    return card.locator('[data-testid="stMetricValue"]', has_text=value)


def metrics(page: Page) -> dict[str, str]:
    cards = page.locator('[data-testid="stMetric"]')
    return {card.locator('[data-testid="stMetricLabel"]').inner_text().strip():
            card.locator('[data-testid="stMetricValue"]').inner_text()
            for card in cards.all()}


def test_a_youths_game_typed_in_german_gives_the_old_and_the_new_wo(open_url: OpenUrl) -> None:
    page = open_url("/game?lang=de&last_day=2026-05-30")
    page.locator(".st-key-_by button", has_text="DWZ").click()
    wait_drawn(page, page.locator(".st-key-dwz input"))
    # a youth (born 2010, 16 in 2026), DWZ 1500, Index 4, wins against 1400 (old WO):
    # fB = 0.75, E = round(10.0625 · 0.75) = 8; 1500 + 800 · 0.361837 / 9 = 1532.16 → 1532
    for key, value in (("dwz", "1500"), ("index", "4"), ("_dwz_born", "2010"),
                       ("opponent", "1400")):
        enter(page, key, value)
    wait_drawn(page, metric(page, "Neue DWZ", "1532"))
    shown = metrics(page)
    assert shown["Neue DWZ"] == "1532"
    assert shown["Neuer Index"] == "5"
    blocks = page.locator('[data-testid="stMarkdownContainer"]').all_inner_texts()
    assert any("Beschleunigungsfaktor fB = R0/2000 im Bereich 0,5–1 = 0,7500" in t for t in blocks)
    # the new WO asked for: the youth's surcharge a = (2000 − 1500)/30 = 16.6667
    page.locator(".st-key-_wo button", has_text="Neu (K)").click()
    wait_drawn(page, metric(page, "Neue DWZ", "1523"))
    page.wait_for_function("window.location.search.includes('wo=new')", timeout=10000)
    text = " ".join(page.locator('[data-testid="stMarkdownContainer"]').all_inner_texts())
    assert "Neue WO" in text and "Erfolgszuschlag a = (2000 − R0)/30" in text
    # K0 46 (up to 25, Index 4) + a 16.6667 = 62.7; 1500 + 62.7 · 0.361837 = 1522.69 → 1523
    assert metrics(page)["Neue DWZ"] == "1523"


def test_a_tournament_typed_in_german_shows_the_dwz_and_fides_figure(open_url: OpenUrl) -> None:
    page = open_url("/tournament?lang=de&by=dwz&last_day=2026-05-30")
    for key, value in (("dwz", "1600"), ("index", "10"), ("rating", "1800")):
        enter(page, key, value)
    box = page.get_by_role("textbox", name="Partien, eine pro Zeile")
    box.fill("Meier 1700:1\nSchmidt 1650:½\nKraus 1500:1\nKok 0:1")
    box.press("Control+Enter")
    wait_drawn(page, metric(page, "Neue DWZ", "1634"))
    page.wait_for_function("window.location.search.includes('Kraus')", timeout=10000)
    # one evaluation: We = 1.429842, E = 22, 1600 + 800 · 1.070158 / 25 = 1634.25 → 1634;
    # FIDE from 1800, K 20: 20 · (2.5 − 2.19) = +6.2 → 1806
    shown = metrics(page)
    assert shown["Neue DWZ"] == "1634"
    assert shown["FIDE-Elo (Ratingperiode)"] == "1806"
    assert shown["Erwartungswert We"] == "1,430"
    info = page.locator('[data-testid="stAlertContentInfo"]').inner_text()
    assert "Zeile 4: Gegner ohne DWZ" in info


def test_on_a_phone_the_new_dwz_is_on_the_first_screen_and_fits(
        browser: Browser, server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{server.url}/game?lang=de&by=dwz&dwz=1200&index=5&opponent=1200"
              "&result=loss&last_day=2026-06-30")
    wait_ready(page)
    # new WO: K = 40 · 0.8333 = 33.3; 1200 + 33.3 · (0 − 0.5) = 1183.35 → 1183
    value = page.locator(METRIC).first
    assert value.inner_text() == "1183"
    box = drawn_box(value)
    assert box["y"] + box["height"] <= PHONE["viewport"]["height"]
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["viewport"]["width"]  # nothing wider than the phone
    steps = " ".join(page.locator('[data-testid="stMarkdownContainer"]').all_inner_texts())
    assert "Bremsfaktor b = (R0 + 800)/2400 = (1200 + 800)/2400 = 0,8333" in steps
    context.close()
