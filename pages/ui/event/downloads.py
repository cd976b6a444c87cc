"""The Whole event page's downloads: every player, and every round, as a CSV that opens right in
a spreadsheet in the page's language (:mod:`pages.ui.shared.spreadsheet`), and the whole event
as JSON in the command line's shape (:func:`elo_core.export.event.event_dict`), each made when
clicked, in a process of its own (:func:`pages.ui.event.shown.download`)."""

from __future__ import annotations

import functools

import streamlit as st

from pages.ui.event.shown import Asked, download
from pages.ui.in_force import Frame
from pages.ui.shared import apart_work
from pages.ui.shared.file_names import file_stem

#: Each download: its text key, its file name after the event's, and its type.
_FILES = {"players": ("event.download.players", "{}-players.csv", "text/csv"),
          "games": ("event.download.games", "{}-games.csv", "text/csv"),
          "json": ("event.download.json", "{}.json", "application/json")}


def made(frame: Frame, asked: Asked, name: str) -> bytes:
    """The download ``name``, made in a process of its own; where that fails (out of memory,
    too slow), a file that says so and how to try again, rather than none and no word: a
    download is made when clicked, after the page was drawn, so the page cannot say it."""
    return apart_work.made(frame, "event.download.failed", name == "json", download, asked, name)


def buttons(frame: Frame, *, event_name: str, asked: Asked) -> None:
    """The players' CSV, the games' CSV and the JSON, named after the event, each built only
    when clicked, from the file the session keeps anyway, read and rated again: the button
    keeps what makes its data until the session ends, and that is the text, not the reading
    (ten times as big) nor the report, as the Tournament page keeps none
    (:mod:`pages.ui.tournament.ratings`)."""
    stem = file_stem(event_name)
    with st.container(horizontal=True, key="event_downloads"):
        for name, (label, file_name, mime) in _FILES.items():
            st.download_button(frame.t(label), functools.partial(made, frame, asked, name),
                               file_name.format(stem), mime,
                               key="download_event_json" if name == "json" else f"download_{name}",
                               on_click="ignore")
