"""FIDE's list under its own name and the months kept, in a real browser on a phone, in Dutch:
the Rating list page (its upload allowed) takes ``players_list.zip`` as FIDE names it, asks
for the month (the zip's day's month offered, shown) and loads the combined list's three
kinds; a player found then shows the December list kept before beside November's, the table
saying that it scrolls sideways."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from pytest import MonkeyPatch

from elo_core.rating_list import RatingStore, import_list
from tests.browser.app_run import wait_drawn, wait_ready, wait_settled
from tests.browser.screens import PHONE
from tests.launched import Server
from tests.rating_list_lines import COMBINED, Listed, own_columns, write_list

pytestmark = pytest.mark.browser

CARLSEN = Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2831",
                 rapid=("2820", "5", "20"), blitz=("2880", "9", "20"))


@pytest.fixture
def upload_server(tmp_path: Path, monkeypatch: MonkeyPatch, chromium_path: str
                  ) -> Iterator[Server]:
    """A server that allows the upload, its store keeping December 2026's standard list
    (Carlsen 2840)."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840")]))
    running = Server()
    yield running
    running.stop()


def test_fides_own_file_loads_on_a_phone_after_its_month_is_confirmed(
        browser: Browser, upload_server: Server, tmp_path: Path) -> None:
    combined = write_list(tmp_path / "players_list.zip", [CARLSEN], COMBINED,
                          inside="players_list_foa.txt", written=date(2026, 11, 30))
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{upload_server.url}/list?lang=nl")
    wait_ready(page)
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(combined))
    wait_drawn(page, page.get_by_text(
        "Het zip-bestand zegt dat zijn lijst op 30 nov 2026 is geschreven"))
    wait_settled(page)
    month = page.get_by_role("combobox", name="Maand van de lijst")
    assert month.input_value() == "november 2026"
    page.get_by_role("button", name="Lijst laden").click()
    wait_drawn(page, page.get_by_text("1 speler van de FIDE-lijst blitz, november 2026, geladen"),
               timeout=120000)
    wait_settled(page)
    sidebar = page.locator('[data-testid="stSidebar"]').text_content() or ""
    assert "FIDE standaard, december 2026, 1 speler; 1 eerdere maand bewaard" in sidebar
    box = page.get_by_role("textbox", name="Naam of FIDE-ID")
    box.fill("carlsen")
    box.press("Enter")
    wait_drawn(page, page.locator('[data-testid="stDataFrame"]').nth(1))
    hint = page.locator(".st-key-swipe_hint_list_found")
    assert hint.is_visible() and "Veeg de tabel opzij" in hint.inner_text()
    context.close()


def test_a_month_is_removed_on_a_phone_only_once_confirmed_and_then_offered_no_more(
        browser: Browser, upload_server: Server, tmp_path: Path) -> None:
    """In German: the month chosen, the button does nothing until the box is ticked; once
    removed, the choice is empty again (the browser kept the removed month showing there
    before) and offers only the month kept."""
    import_list(RatingStore(), write_list(tmp_path / "standard_nov26frl.txt", [CARLSEN],
                                          own_columns("NOV26")))
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{upload_server.url}/list?lang=de")
    wait_ready(page)
    page.get_by_text("Die Liste eines Monats entfernen").click()
    wait_settled(page)  # the box opened
    choice = page.get_by_role("combobox", name="Zu entfernende Liste")
    choice.click()
    page.get_by_role("option", name="FIDE Standard, November 2026").click()
    named = "FIDE Standard, November 2026 entfernen"
    wait_drawn(page, page.get_by_role("button", name=named, disabled=True))
    page.get_by_text("Ja, FIDE Standard, November 2026 für alle Besucher von diesem Server "
                     "entfernen").click()
    wait_drawn(page, page.get_by_role("button", name=named, disabled=False))
    page.get_by_role("button", name=named).click()
    wait_drawn(page, page.get_by_text("FIDE Standard, November 2026 wurde entfernt."))
    wait_settled(page)
    assert choice.input_value() == ""
    assert "November" not in page.locator(".st-key-_list_remove").inner_text()
    choice.click()
    options = page.get_by_role("option")
    options.first.wait_for(timeout=10000)
    assert options.all_inner_texts() == ["FIDE Standard, Dezember 2026"]
    sidebar = page.locator('[data-testid="stSidebar"]').text_content() or ""
    assert "FIDE Standard, Dezember 2026, 1 Spieler" in sidebar and "früher" not in sidebar
    context.close()
