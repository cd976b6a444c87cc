"""The DSB's DWZ list in a real browser: on a phone, in German, the one player of a name found
on the Single game page by the DWZ is taken without a choice of one and fills in the DWZ, the
Index and the year of birth from the list (loaded before the server started, into a data
folder of the test's own)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from elo_core.rating_list import RatingStore
from elo_core.rating_list.dsb import import_dwz
from tests.browser.app_run import wait_drawn, wait_ready, wait_settled
from tests.browser.screens import PHONE
from tests.dwz_export_lines import Member, write_export
from tests.launched import Server

pytestmark = pytest.mark.browser


@pytest.fixture
def dwz_server(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
               chromium_path: str) -> Iterator[Server]:
    """A server whose ``$ELO_DATA_DIR`` holds a DWZ list with Müller, Jürgen (1843, Index 57,
    born 1961, SK Zähringen)."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    import_dwz(RatingStore(), write_export(tmp_path / "LV-0-csv_v2.zip", [
        Member("C0327", "12", "Müller", "Jürgen", dwz="1843", index="57", born="1961"),
        Member("C0327", "7", "Weiß", "Anna", dwz="1204", index="3", born="2014")],
        clubs={"C0327": "SK Zähringen"}))
    running = Server()
    yield running
    running.stop()


def test_a_player_found_on_a_phone_in_german_fills_in_dwz_index_and_born(
        browser: Browser, dwz_server: Server) -> None:
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{dwz_server.url}/game?lang=de&by=dwz")
    wait_ready(page)
    box = page.get_by_role("textbox", name="Sich in der DWZ-Liste des DSB suchen").first
    box.fill("Müller")
    box.press("Enter")  # the one player of the name is taken, without a choice of one
    wait_drawn(page, page.get_by_text("Aus der DWZ-Liste des DSB vom 30.11.2026: Müller, Jürgen"))
    wait_settled(page)
    assert page.get_by_role("combobox", name="Spieler").count() == 0
    page.wait_for_function("window.location.search.includes('dwz=1843')", timeout=30000)
    assert [page.locator(f".st-key-{key} input").input_value()
            for key in ("dwz", "index", "_dwz_born")] == ["1843", "57", "1961"]
    text = " ".join(page.locator('[data-testid="stCaptionContainer"]').all_inner_texts())
    assert ("Aus der DWZ-Liste des DSB vom 30.11.2026: Müller, Jürgen (C0327-12, SK "
            "Zähringen), DWZ 1843, Index 57, geboren 1961.") in text
    context.close()
