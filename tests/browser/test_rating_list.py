"""The rating list in a real browser: on a phone, in German, a player found on the Single game
page by name, the one of that name, is taken without a choice of one and fills in their
rating from the list (loaded before the server started, into a
data folder of the test's own; the page imports nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from pytest import MonkeyPatch

from elo_core.rating_list import RatingStore, import_list
from tests.browser.app_run import wait_drawn, wait_ready
from tests.browser.screens import PHONE
from tests.launched import Server
from tests.rating_list_lines import Listed, write_list

pytestmark = pytest.mark.browser


@pytest.fixture
def listed_server(tmp_path: Path, monkeypatch: MonkeyPatch, chromium_path: str) -> Iterator[Server]:
    """A server whose ``$ELO_DATA_DIR`` holds a list with Núñez, José (1850, born 2011)."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("12345", "Núñez, José", fed="ESP", rating="1850", games="3", k="40",
               birth="2011"),
        Listed("4711", "Meier, Anna", rating="1700")]))
    running = Server()
    yield running
    running.stop()


def test_a_player_found_by_name_on_a_phone_in_german_fills_in_the_rating(
        browser: Browser, listed_server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{listed_server.url}/game?lang=de")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Sich in der FIDE-Liste suchen").first
    box.fill("nunez")
    box.press("Enter")  # one player of the name: taken without a choice of one
    wait_drawn(page, page.get_by_text("Aus der FIDE-Liste, Dezember 2026: Núñez, José"))
    page.wait_for_function("window.location.search.includes('rating=1850')", timeout=30000)
    assert page.locator(".st-key-rating input").input_value() == "1850"
    assert page.get_by_role("combobox", name="Spieler").count() == 0
    text = " ".join(page.locator('[data-testid="stCaptionContainer"]').all_inner_texts())
    assert ("Aus der FIDE-Liste, Dezember 2026: Núñez, José (FIDE-ID 12345, ESP), Elo 1850, "
            "geboren 2011; 3 Partien im Monat.") in text
    context.close()
