"""Title norms on the Whole event page in a real browser on a phone (390 px), in German: the
norms column in the players' table, the chosen player's sheet wrapped to the screen, and the
report downloaded as the browser saves it, a page that prints on A4 with no script. The figures
are worked out in tests/app/norms/test_event_norms.py (B.01 and FIDE's table 8.1.1)."""

from __future__ import annotations

import pytest

from tests.app.norms.test_event_norms import GM_NORM
from tests.browser.app_run import wait_ready
from tests.browser.test_event import first_column, upload
from tests.browser.test_screens import PHONE, _page_scrolls_sideways

pytestmark = pytest.mark.browser


def test_on_a_phone_the_sheet_fits_and_the_report_downloads(browser, server, tmp_path):
    event = tmp_path / "norm.trf"
    event.write_text(GM_NORM, encoding="utf-8")
    context = browser.new_context(**PHONE, accept_downloads=True)
    page = context.new_page()
    page.goto(server.url + "/event?player=1&lang=de")
    wait_ready(page)
    upload(page, event)
    grid = page.locator('[data-testid="stDataFrame"]').first
    assert first_column(grid)[0] == "1"
    # the table draws the columns in view only: scroll it to the norms beside the link
    grid.hover()
    page.mouse.wheel(400, 0)
    page.wait_for_function("() => [...document.querySelectorAll("
                           "'[data-testid=stDataFrame] thead th')].some(h => h.innerText === "
                           "'Norm')", timeout=10000)
    headers = [h.inner_text() for h in grid.locator("table thead th").all()]
    first = grid.locator("table tbody tr").first.locator("td")
    assert first.nth(headers.index("Norm")).inner_text() == "GM"
    sheet = page.locator('[data-testid="stTable"]').first
    sheet.scroll_into_view_if_needed()
    assert "Leistung" in sheet.inner_text() and "mindestens 2600" in sheet.inner_text()
    assert sheet.bounding_box()["width"] <= 390
    assert "GM-Norm: erreicht" in page.inner_text('[data-testid="stMain"]')
    assert not _page_scrolls_sideways(page)
    with page.expect_download() as download:
        page.get_by_role("button", name="Normbericht zum Drucken (HTML, A4)").click()
    saved = tmp_path / download.value.suggested_filename
    download.value.save_as(saved)
    html = saved.read_text(encoding="utf-8")
    assert saved.name.endswith("-norms.html")
    assert "@page { size: A4;" in html and "<script" not in html
    assert "&lt;script&gt;x&lt;/script&gt;" in html
    context.close()
