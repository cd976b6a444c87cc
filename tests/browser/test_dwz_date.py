"""A date typed into "Letzter Tag des Turniers" counts once Enter is pressed, as a date picked
from the calendar does (on a phone the result is above the inputs, off-screen: it must not wait
for a tap elsewhere)."""

from __future__ import annotations

import pytest

from tests.browser.app_run import OpenUrl

pytestmark = pytest.mark.browser

STEPS = '[data-testid="stMarkdownContainer"]'


def test_enter_applies_a_typed_last_day(open_url: OpenUrl) -> None:
    # today's date picks the new WO; 15 June 2018 the old: R0 1600, Index 10, over 25, beats
    # 1700: E 22, Rn = 1600 + 800 · (1 − 0.362) / 23 = 1622.19 → 1622 (tests/app/game)
    page = open_url("/game?by=dwz&dwz=1600&index=10&opponent=1700&result=win&lang=de")
    page.get_by_text("Neue WO", exact=False).first.wait_for()
    # the box's day, month and year, typed in as on a keyboard
    page.locator(".st-key-last_day [role=spinbutton]").first.click()
    page.keyboard.type("15062018")
    page.keyboard.press("Enter")
    page.get_by_text("Alte WO", exact=False).first.wait_for(timeout=30000)
    assert "15.06.2018" in page.locator('[data-testid="stMain"]').inner_text()
    assert page.locator('[data-testid="stMetricValue"]').first.inner_text() == "1622"
