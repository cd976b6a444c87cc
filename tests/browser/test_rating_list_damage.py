"""The Rating list page under damage in a real browser on a phone, in German: an encrypted zip
is refused in the page's words (never Python's), the list loaded before kept; the DSB's export
of an earlier day than the DWZ list loaded is refused, and loaded in its place once the button
that offers it is pressed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser
from pytest import MonkeyPatch

from elo_core.rating_list import RatingStore, import_list
from elo_core.rating_list.dsb import import_dwz
from tests.browser.app_run import wait_drawn, wait_ready, wait_settled
from tests.browser.screens import PHONE
from tests.damaged_files import encrypted
from tests.dwz_export_lines import Member, write_export
from tests.launched import Server
from tests.rating_list_lines import Listed, write_list

pytestmark = pytest.mark.browser


@pytest.fixture
def upload_server(tmp_path: Path, monkeypatch: MonkeyPatch, chromium_path: str
                  ) -> Iterator[Server]:
    """A server that allows the upload, its store keeping December 2026's standard list and
    the DSB's DWZ list of 30 November 2026."""
    monkeypatch.setenv("ELO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    import_list(RatingStore(), write_list(tmp_path / "standard_dec26frl.txt", [
        Listed("1503014", "Carlsen, Magnus", fed="NOR", title="GM", rating="2840")]))
    import_dwz(RatingStore(), write_export(tmp_path / "LV-0-csv_v2.zip", [
        Member("C0327", "12", "Müller", "Jürgen", dwz="1843")]))
    running = Server()
    yield running
    running.stop()


def test_a_damaged_zip_and_an_older_export_on_a_phone(
        browser: Browser, upload_server: Server, tmp_path: Path) -> None:
    locked = encrypted(write_list(tmp_path / "standard_nov26frl.zip", [
        Listed("1503014", "Carlsen, Magnus", rating="2835")]))
    earlier = write_export(tmp_path / "spieler.csv", [
        Member("C0327", "12", "Müller", "Jürgen", dwz="1830", last="2026-10-31")])
    context = browser.new_context(**PHONE)
    page = context.new_page()
    page.goto(f"{upload_server.url}/list?lang=de")
    wait_ready(page)
    dropzone = page.locator('[data-testid="stFileUploaderDropzoneInput"]')
    dropzone.set_input_files(str(locked))
    wait_drawn(page, page.get_by_text("ihre standard_nov26frl.txt ist verschlüsselt (sie "
                                      "braucht ein Passwort)"))
    wait_settled(page)
    shown = page.inner_text('[data-testid="stApp"]')
    assert "RuntimeError" not in shown and "password required" not in shown
    sidebar = page.locator('[data-testid="stSidebar"]').text_content() or ""
    assert "FIDE Standard, Dezember 2026, 1 Spieler" in sidebar
    dropzone.set_input_files(str(earlier))
    wait_drawn(page, page.get_by_text(
        "der Server hat die Liste DWZ (DSB) von 30.11.2026, die neuer ist"))
    wait_settled(page)
    page.get_by_role("button", name="Trotzdem laden, anstelle der Liste vom 30.11.2026").click()
    wait_drawn(page, page.get_by_text("1 Spieler der DWZ-Liste des DSB vom 31.10.2026 geladen"))
    wait_settled(page)
    sidebar = page.locator('[data-testid="stSidebar"]').text_content() or ""
    assert "DWZ-Liste des DSB, 31.10.2026, 1 Spieler" in sidebar
    context.close()
