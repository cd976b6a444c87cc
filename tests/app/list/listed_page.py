"""What the Rating list page's tests share: the frame's lines naming the lists, an upload
run through the page, the box of lines an upload did not read, a list zipped as FIDE zips
it."""

from __future__ import annotations

from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Expander


def sidebar_lines(at: AppTest) -> list[str]:
    """The frame's line of each list loaded."""
    return [caption.value for caption in at.sidebar.caption]


def upload(at: AppTest, name: str, data: bytes) -> AppTest:
    """``data`` uploaded as ``name`` on the page, which runs without an exception."""
    at.file_uploader(key="_list_upload").set_value((name, data, "application/octet-stream"))
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def problems_box(at: AppTest) -> Expander:
    """The box listing the lines an upload did not read: the expander of lines, the one
    holding text (the removal's holds a choice)."""
    return next(box for box in at.expander if box.markdown)


def zipped(name: str, text: str) -> bytes:
    """``text`` in a zip named ``name``, the list inside named as the zip."""
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr(name.replace(".zip", ".txt"), text.encode("latin-1"))
    return buffer.getvalue()
