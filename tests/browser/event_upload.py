"""The Whole event page's file input in a real browser: the example TRF uploaded, its table
drawn, and the order the table shows its players in."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from tests.browser.app_run import wait_drawn, wait_settled
from tests.paths import DATA

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

SWISS = DATA / "swiss.trf"


def upload(page: Page, path: Path) -> None:
    """The file at ``path`` given to the page's file input, and the table it gives drawn."""
    page.locator('[data-testid="stFileUploaderDropzoneInput"]').set_input_files(str(path))
    wait_drawn(page, page.locator('[data-testid="stDataFrame"]'))
    wait_settled(page)


def first_column(grid: Locator) -> list[str]:
    """The start ranks in the order the table shows them (its accessible copy, which holds
    the values; the canvas shows them formatted)."""
    return [row.locator("td").first.inner_text() for row in grid.locator("table tbody tr").all()]
