"""Real-browser fixtures: a headless Streamlit server and Debian's Chromium driven by Playwright.

Playwright's own browser download cannot work here, so Chromium comes from ``/usr/bin/chromium``
(or ``$CHROMIUM``). Outside CI a missing Chromium skips these tests with a reason; with
``CI=true`` it is an error.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.paths import ROOT

CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
READY = '[data-testid="stApp"][data-test-script-state="notRunning"]'


def _chromium() -> str | None:
    candidate = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    return candidate if Path(candidate).exists() else shutil.which("chromium")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``streamlit run dashboard.py`` on a free port, headless, as the README starts it."""

    def __init__(self) -> None:
        self.port = _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process = subprocess.Popen(
            [sys.executable, "-m", "streamlit", "run", "dashboard.py", "--server.headless",
             "true", "--server.port", str(self.port), "--server.address", "127.0.0.1",
             "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            env={**os.environ, "MALLOC_ARENA_MAX": "2"},  # as the README's command starts it
        )
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                with urllib.request.urlopen(f"{self.url}/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        return
            except OSError:
                time.sleep(0.2)
        self.stop()
        raise RuntimeError("streamlit did not become healthy within 60 s")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture(scope="session")
def chromium_path() -> str:
    path = _chromium()
    if path is None:
        if os.environ.get("CI") == "true":
            pytest.fail("CI=true but no Chromium at /usr/bin/chromium: install Debian's chromium")
        pytest.skip("no Chromium found: `apt-get install -y chromium` (or set $CHROMIUM)")
    return path


@pytest.fixture(scope="session")
def browser(chromium_path: str) -> Iterator[object]:
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


def wait_ready(page: object) -> None:
    """Wait until the app is connected, has finished its run and drawn every element."""
    page.wait_for_selector('[data-testid="stApp"][data-test-connection-state="CONNECTED"]',
                           timeout=30000)
    page.wait_for_selector(READY, timeout=30000)
    page.wait_for_function(
        'document.querySelectorAll("[data-testid=stSkeleton]").length === 0', timeout=30000)


@pytest.fixture
def open_url(browser: object, server: Server) -> Iterator[Callable[..., object]]:
    """Open a path of the shared server in a new page, ready to read."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})

    def opener(path: str, target: Server | None = None) -> object:
        page = context.new_page()
        page.goto((target or server).url + path)
        wait_ready(page)
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
