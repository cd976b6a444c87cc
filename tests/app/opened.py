"""What the ``open_page`` fixture (``tests/conftest.py``) hands a page test: an opener of a
page by its name (``frame.PAGES``), with the URL's query parameters, run once and without an
exception."""

from typing import Protocol

from streamlit.testing.v1 import AppTest


class OpenPage(Protocol):
    """Open the page ``page`` of ``dashboard.py`` with the query parameters ``params`` (a list: the
    parameter given more than once)."""

    def __call__(self, page: str, **params: str | list[str]) -> AppTest: ...
