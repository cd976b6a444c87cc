"""The Rating list page's fixtures: a server that allows the upload."""

from collections.abc import Iterator

import pytest


@pytest.fixture
def allowed(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A server whose operator allows the upload (``ELO_LIST_UPLOAD=1``) and raised its own
    limit to the list's 60 MB, as the page asks."""
    from streamlit import config

    monkeypatch.setenv("ELO_LIST_UPLOAD", "1")
    before = config.get_option("server.maxUploadSize")
    config.set_option("server.maxUploadSize", 60)
    yield
    config.set_option("server.maxUploadSize", before)
