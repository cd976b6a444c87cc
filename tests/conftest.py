"""Shared fixtures: the app under AppTest, started from the entrypoint as Streamlit runs it."""

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

from pages.ui import frame
from tests.paths import ROOT

#: Every page by name, and the file a test switches to (the landing page is where one starts).
PAGES = {name: None if name == "home" else path for name, path in frame.PAGES.items()}


@pytest.fixture
def open_page(monkeypatch: pytest.MonkeyPatch) -> Callable[..., AppTest]:
    """Open a page from ``dashboard.py`` with the given URL query parameters."""
    monkeypatch.chdir(ROOT)

    def opener(page: str, **params: str) -> AppTest:
        at = AppTest.from_file(str(ROOT / "dashboard.py"), default_timeout=60)
        for key, value in params.items():
            at.query_params[key] = value
        if PAGES[page]:
            at.switch_page(PAGES[page])
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return opener
