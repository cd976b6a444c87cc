"""The Rating list page under AppTest: a list uploaded, and the lines the sidebar says of the
lists loaded."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest


def sidebar_lines(at: AppTest) -> list[str]:
    """The sidebar's captions: the lists loaded, one a line."""
    return [caption.value for caption in at.sidebar.caption]


def upload(at: AppTest, name: str, data: bytes) -> AppTest:
    """``data`` uploaded as the file ``name``, the page run again without an exception."""
    at.file_uploader(key="_list_upload").set_value((name, data, "application/octet-stream"))
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at
