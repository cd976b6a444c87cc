"""Real-browser fixtures: a headless Streamlit server and Debian's Chromium driven by Playwright.

Playwright's own browser download cannot work here, so Chromium comes from ``/usr/bin/chromium``
(or ``$CHROMIUM``). Outside CI a missing Chromium skips these tests with a reason; with
``CI=true`` it is an error.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from tests.browser.app_run import OpenUrl, wait_ready, wait_settled
from tests.browser.screens import PHONE, Phone
from tests.launched import Server

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]


def _chromium() -> str | None:
    candidate = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    return candidate if Path(candidate).exists() else shutil.which("chromium")


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = _chromium()
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but no Chromium at /usr/bin/chromium: install Debian's chromium")
        pytest.skip("no Chromium found: `apt-get install -y chromium` (or set $CHROMIUM)")
    return path


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[Browser]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path, args=CHROMIUM_ARGS)
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def server(chromium_path: str) -> Iterator[Server]:
    running = Server()
    yield running
    running.stop()


@pytest.fixture
def fresh_server(chromium_path: str) -> Iterator[Server]:
    """A server that has not yet served a single request."""
    running = Server()
    yield running
    running.stop()


@pytest.fixture
def open_url(browser: Browser, server: Server) -> Iterator[OpenUrl]:
    """Open a path of the shared server in a new page, ready to read."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})

    def opener(path: str, target: Server | None = None) -> Page:
        page = context.new_page()
        page.goto((target or server).url + path)
        wait_ready(page)
        return page

    yield opener
    context.close()


@pytest.fixture
def phone(browser: Browser, server: Server) -> Iterator[Phone]:
    """Open a path of the shared server on a phone (:data:`~tests.browser.screens.PHONE`), its
    lazily loaded widgets settled."""
    context = browser.new_context(**PHONE)

    def opener(path: str) -> Page:
        page = context.new_page()
        page.goto(server.url + path)
        wait_ready(page)
        wait_settled(page)  # lazily loaded widgets take their size
        return page

    yield opener
    context.close()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test in this folder drives a real browser, and each takes seconds: the fast run
    (``-m "not slow"``) leaves them to CI."""
    here = Path(__file__).parent
    for item in items:
        if here in item.path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.slow)
