"""A page's work done in a process of its own (:func:`pages.ui.apart.run`), and what the page
says where the child fails (out of memory, too slow): the Whole event page's report and the
Club page's season are read and rated so, and their downloads made so."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import streamlit as st

from elo_core.export.json_text import dumps
from pages.ui import apart
from pages.ui.in_force import Frame

T = TypeVar("T")


def drawn(frame: Frame, texts: str, work: Callable[..., T], *args: Any,
          again: str | None = None) -> T | None:
    """``work(*args)`` done apart; where that fails, the message ``{texts}.failed`` and a
    button ``{texts}.failed.again`` (its key ``again``, else ``_{texts}_again``) that tries
    again with the page's files kept, and ``None``: the page draws nothing of the work."""
    try:
        return apart.run(work, *args)
    except apart.ApartFailed:
        st.error(frame.t(f"{texts}.failed"), icon=":material/error:")
        st.button(frame.t(f"{texts}.failed.again"), icon=":material/refresh:",
                  key=again or f"_{texts}_again")
        return None


def made(frame: Frame, failed: str, json: bool, work: Callable[..., bytes], *args: Any
         ) -> bytes:
    """A download's file, ``work(*args)`` done apart; where that fails, a file that says so
    (the text ``failed``) and how to try again, rather than none and no word: a download is
    made when clicked, after the page was drawn, so the page cannot say it. ``json``: the
    file is JSON, the message its ``error``; else a line of text a spreadsheet opens."""
    try:
        return apart.run(work, *args)
    except apart.ApartFailed:
        message = frame.t(failed)
        if json:
            return dumps({"error": message}, indent=1).encode("utf-8")
        return (message + "\r\n").encode("utf-8-sig")
